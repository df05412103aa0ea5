"""A quotation that starts right after a negation written onto the words it negates.

Chinese, Japanese and Thai write a negation straight before what it negates, with no space
("我没有同意" "I did not agree", "ไม่มีผลข้างเคียง" "there are no side effects"). A quotation
that starts right after the negation ("同意", "ผลข้างเคียง") says the opposite of its source.
Every negation of those lexicons that comes before what it negates is put into real sentences.

Also here: a negation left out of text that the caller names as a neighbouring language, whose
everyday word the negation is (the named language must not hide it).
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Iterable, Iterator, List, Sequence, Tuple

import regex

from spacy_quoteverify.charclasses import UNSPACED_RE
from spacy_quoteverify.lang import lexicons
from spacy_quoteverify.lang.lexicons import available_languages, negation_lexicon
from spacy_quoteverify.options import check_lang

from . import Case, Sentence, by_lang, case_class

# Numerals: an insertion point is between two letters of the script (a number is no word to negate).
_CLAUSE_MARK = regex.compile(r"\P{Numeric_Type=None}")


def _prefix_negations(lang: str) -> List[str]:
    """The lexicon's negations that precede what they negate: in Chinese and Japanese those
    written in ideographs alone (Japanese negating auxiliaries follow the verb), in Thai all."""
    lex = negation_lexicon(lang)
    entries = set(lex.words) | set(lex.substrings)
    if lang == "th":
        return sorted(entries)
    return sorted(w for w in entries if regex.fullmatch(r"\p{Script=Han}+", w))


def _false_friends() -> List[str]:
    return sorted(w for lang in ("zh", "ja", "th") for w in negation_lexicon(lang).false_friends)


@case_class("adv_negation_prefix_cut", faithful=False)
def negation_prefix_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every prefix negation of Chinese, Japanese and Thai, put into a real sentence, and the
    quotation starting right after it: refused with negation_cut."""
    groups = by_lang(sents)
    friends = _false_friends()
    for lang in ("zh", "ja", "th"):
        group = [s for s in groups.get(lang, []) if len(s.text) >= 12 and "\n" not in s.text]
        if not group:
            continue
        for n, word in enumerate(_prefix_negations(lang)):
            sentence = group[n % len(group)].text
            spots = [
                i
                for i in range(3, len(sentence) - 6)
                if UNSPACED_RE.match(sentence[i - 1]) and UNSPACED_RE.match(sentence[i])
                and not _CLAUSE_MARK.match(sentence[i - 1]) and not _CLAUSE_MARK.match(sentence[i])
                and not regex.match(r"\p{M}", sentence[i])
            ]
            if not spots:
                continue
            i = rng.choice(spots)
            left = sentence[:i] + word
            if any(left.endswith(f) for f in friends) or any(f.startswith(word) and (word + sentence[i:]).startswith(f) for f in friends):
                continue  # the inserted characters happen to spell a word that does not negate
            right = sentence[i:]
            if (left + right).count(right) != 1:
                continue  # the quoted words also stand elsewhere in the sentence, without the negation
            yield Case(lang, left + right, right, False, f"{group[n % len(group)].origin} +negation {word!r}", ("negation_cut",))


# Every character with the Unicode Dash property, and the soft hyphen, that could break a word.
_DASHES = [chr(c) for c in range(0x10000) if regex.match(r"[\p{Dash}\u00ad]", chr(c))]
_SPACINGS = ("{d}", "{d} ", " {d} ", " {d}", "{d}\n\n", "{d}\n ")


def _prefix_literals(lang: str) -> List[str]:
    """The letters the language's negating prefixes write before the stem ("non", "un", "ne")."""
    out = []
    for affix in negation_lexicon(lang).affixes:
        m = regex.match(r"(\p{L}+)-?\??\(\?P<rest>", affix.pattern.pattern)
        if m:
            out.append(m.group(1))
    return sorted(set(out))


@case_class("adv_negation_prefix_broken_by_dash", faithful=False)
def negation_prefix_broken_by_dash(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negating prefix written apart from its word by any dash or a soft hyphen, with or without
    spaces and line breaks ("non – significant", "ne- sigur"), in every language with prefix
    affixes, and the quotation starting at the word after it: refused with negation_cut (or
    word_cut, where a hyphen glued to both sides already makes the two one word)."""
    groups = by_lang(sents)
    covered = set(available_languages("negations"))
    for lang in sorted(groups):
        if lang not in covered:
            continue  # a language without a lexicon has no affixes (its elisions refuse as not covered)
        prefixes = _prefix_literals(lang)
        group = [s for s in groups[lang] if "\n" not in s.text and len(s.text.split()) >= 5]
        if not prefixes or not group:
            continue
        for n in range(24):
            sentence = group[n % len(group)].text
            words = list(regex.finditer(r"(?<![\p{L}\p{M}\p{N}\-])\p{L}[\p{L}\p{M}]{3,}", sentence))[1:]
            if not words:
                continue
            word = rng.choice(words)
            prefix = rng.choice(prefixes)
            dash = rng.choice(_DASHES)
            joint = rng.choice(_SPACINGS).format(d=dash)
            left = sentence[: word.start()] + prefix + joint
            quote = sentence[word.start() :].rstrip(".!?。 ")
            if len(quote.split()) < 4 or (left + sentence[word.start():]).count(quote) != 1:
                continue
            yield Case(lang, left + sentence[word.start() :], quote, False,
                       f"{group[n % len(group)].origin} +prefix {prefix!r} {joint!r}",
                       ("negation_cut", "word_cut"))  # a hyphen glued to both sides also cuts a word


# -- a negation elided from text that the caller names as a neighbouring language ---------------


def _everyday_in(word: str, lang: str) -> bool:
    """``word`` is an everyday word of ``lang``: one of spaCy's stop words or a false friend of its
    negation lexicon (what may set another language's negation aside)."""
    key = lexicons.word_key(word)
    return key in lexicons._stop_words(lang) or key in negation_lexicon(lang).false_friends


def _nameable(lang: str) -> bool:
    """A caller may pass ``lang`` (spaCy has a class for it; :func:`check_lang` refuses others)."""
    try:
        return check_lang(lang) is not None
    except ValueError:
        return False


@case_class("adv_wrong_neighbour_lang_elision", faithful=False)
def wrong_neighbour_lang_elision(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation of one language that is an everyday word of another language of its script
    (Lower Sorbian "ně", Czech "them"; Sanskrit "मा", Nepali "in"; Latin "sine"), put into a real
    sentence of its own language and left out by an elision, with the other language given as the
    case's language: refused although the caller named the wrong neighbour.

    Kept where the sentence can be told from the named language: the detector rules that language
    out for it (or cannot name it at all), and without a language the elision is refused too
    (``_told_apart``): otherwise the sentence is, by all we know, the named language's.
    """
    from spacy_quoteverify.lang.negation import possible_languages

    from .negations import _entries, _told_apart, elided_cases, usable

    groups = by_lang(sents)
    codes = available_languages("negations")
    per_pair: List[List[Case]] = []
    for lang in codes:
        own = negation_lexicon(lang)
        group = usable(groups.get(lang, []), lang)
        if not group:
            continue
        for named in codes:
            if named == lang or not set(negation_lexicon(named).scripts) & set(own.scripts):
                continue
            if not _nameable(named):
                continue  # a caller can only name a language spaCy has a class for
            words = [w for w in _entries(lang) if _everyday_in(w, named) and not negation_lexicon(named).matches(lexicons.word_key(w), affixes=False)]
            found: List[Case] = []
            for word in words:
                taken = 0
                for sentence in group:
                    if taken >= 3:
                        break
                    if named in possible_languages(sentence.text) or not _told_apart(sentence.text, lang, word):
                        continue
                    for case in elided_cases(lang, [sentence], [word], rng, f"{lang} named {named}", faithful=False):
                        if named in possible_languages(case.source) or not _told_apart(case.source, lang, word):
                            continue
                        taken += 1
                        found.append(Case(named, case.source, case.quote, False, case.origin, case.reasons))
            if found:
                per_pair.append(found)
    # Pair by pair in turn, so that a sample holds every pair of neighbours.
    for n in range(max((len(found) for found in per_pair), default=0)):
        for found in per_pair:
            if n < len(found):
                yield found[n]


# -- the end side in unspaced scripts: a quotation may stop inside a word ------------------------


@case_class("adv_unspaced_end_inside_word", faithful=True)
def unspaced_end_inside_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation of a real Chinese, Japanese or Thai sentence that stops inside a word of the
    language's segmenter, or before a particle or ending, verifies: unspaced quotations may end
    anywhere. Only ends where nothing after them in the sentence negates are taken (whatever
    the rule for a stop right before a negating ending, these stay faithful)."""
    from spacy_quoteverify.lang.negation import find_negation
    from spacy_quoteverify.lang.tokenizer import get_nlp

    groups = by_lang(sents)
    for lang in ("ja", "zh", "th"):
        nlp = get_nlp(lang)
        for sentence in groups.get(lang, []):
            text = sentence.text
            if "\n" in text or len(text) < 12:
                continue
            inside = {i for token in nlp(text) for i in range(token.idx + 1, token.idx + len(token.text))}
            spots = [
                j for j in range(4, len(text) - 2)
                if regex.match(r"\p{L}", text[j - 1]) and regex.match(r"\p{L}", text[j])
                and UNSPACED_RE.match(text[j - 1]) and UNSPACED_RE.match(text[j])
                and find_negation(text[j:], lang) is None
            ]
            for kind, pool in (("inside a word", [j for j in spots if j in inside]), ("between words", [j for j in spots if j not in inside])):
                if pool:
                    j = rng.choice(pool)
                    yield Case(lang, text, text[:j], True, f"{sentence.origin} end {kind} at {j}")


# -- a negating prefix on a word written in the other script of its language -------------------


def _other_script(text: str, lang: str, to_latin: bool) -> str:
    """``text`` written in the other script of a language written in two (Serbian, Bosnian)."""
    import cyrtranslit

    code = lexicons.TRANSLITERATED[lang]
    return cyrtranslit.to_latin(text, code) if to_latin else cyrtranslit.to_cyrillic(text, code)


@case_class("adv_affix_other_script_elided", faithful=False)
def affix_other_script_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word negated by a prefix, drawn from a word list of one script (Serbian's is Cyrillic:
    "независан"), written in the other script of its language ("nezavisan") inside a real sentence
    written in that script too, and left out by an elision: refused. Serbian in Latin letters and
    Bosnian in Cyrillic letters."""
    from .negations import _affix_words, elided_cases, usable

    groups = by_lang(sents)
    for lang in sorted(lexicons.TRANSLITERATED):
        for to_latin in (True, False):
            script = r"\p{Script=Cyrillic}" if to_latin else r"\p{Script=Latin}"
            words = [_other_script(w, lang, to_latin) for w in _affix_words(lang) if regex.match(script, w)]
            group = [
                Sentence(lang, _other_script(s.text, lang, to_latin), s.origin + " (transliterated)")
                for s in usable(groups.get(lang, []), lang)
                if regex.search(script, s.text)
            ]
            yield from elided_cases(lang, group, words, rng, "affix, other script", faithful=False)


# -- participles and other words an affix negates through a rest rule ---------------------------


#: Languages whose affixes read a word through a rest rule (a participle through its verb:
#: Russian "непроверенный", Greek "ανεξέλεγκτος"; German "nichtinvasive"; Hindi "अनुचित") or
#: through a prefix written with a zero-width non-joiner (Persian "نا‌معلوم").
_RULE_AFFIX_LANGUAGES = ("ru", "el", "de", "hi", "fa")
_ZWNJ = "\u200c"


#: Languages whose words are drawn only where a rule rewrote the rest (their plain prefixed words
#: are ``adv_affix_negation_elided``'s); elsewhere every word of an affix with rest rules is drawn
#: (German nicht-, Hindi अ-/अन-).
_THROUGH_A_RULE_ONLY = ("ru", "el")


def _read_by_rule(lex: "lexicons.NegationLexicon", word: str, lang: str) -> bool:
    """Whether an affix of ``lex`` that has rest rules negates ``word``; in the languages of
    :data:`_THROUGH_A_RULE_ONLY`, only through one of the rules (the rest is no word of the
    lists, and a rule rewrites it into one)."""
    for affix in lex.affixes:
        match = affix.pattern.fullmatch(word)
        if match and affix.rest_rules and affix.negates(word, lang):
            if lang not in _THROUGH_A_RULE_ONLY:
                return True
            rest = match.group("rest")
            if not lexicons.known_word(rest, lang, affix.known, affix.ignore_marks) and affix.derived_rest(rest, lang):
                return True
    return False


@lru_cache(maxsize=None)
def affix_rule_words(lang: str, limit: int = 60) -> Tuple[str, ...]:
    """Words of the language's word lists that its affixes negate through a rest rule, and for
    Persian the words negated by a joined prefix written again with a zero-width non-joiner
    ("نامعلوم" as "نا‌معلوم"): at most ``limit``, drawn deterministically."""
    lex = negation_lexicon(lang)
    either = "|".join(f"(?:{affix.pattern.pattern})" for affix in lex.affixes if not affix.shape_only)
    if not either:
        return ()
    shaped = regex.compile(rf"(?m)^(?=\p{{L}}[\p{{L}}\p{{M}}]{{5,}}$)(?:{either})$")
    pool = sorted(m.group() for m in shaped.finditer("\n".join(lexicons._word_forms(lang))))
    random.Random(f"rule-{lang}").shuffle(pool)
    found: List[str] = []
    for word in pool:
        if word in lex.false_friends or word in lex.words:
            continue
        if lang == "fa":
            match = regex.match(r"(نا|غ[یي]ر)(?=\p{Arabic}{3})", word)
            if not match or not lex.matches(word):
                continue
            word = match.group(1) + _ZWNJ + word[match.end():]
        elif not _read_by_rule(lex, word, lang):
            continue
        found.append(word)
        if len(found) >= limit:
            break
    return tuple(sorted(found))


@case_class("adv_affix_participle_elided", faithful=False)
def affix_participle_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word negated by an affix that the word lists know only through the word it derives from
    (Russian "неподтверждённые" through "подтвердить", Greek "ανεξέλεγκτη" through "εξελέγχω",
    German "nichtinvasive", Hindi "अनुचित"), or a Persian prefix written with a zero-width
    non-joiner ("نا‌معلوم", "غیر‌قابل"), put into real sentences of its language and left out by an
    elision: refused, with the language named and without."""
    from .negations import elided_cases, usable

    groups = by_lang(sents)
    yield from _in_turn(
        list(elided_cases(lang, usable(groups.get(lang, []), lang), affix_rule_words(lang), rng, "affix rule", faithful=False))
        for lang in _RULE_AFFIX_LANGUAGES
    )


def _in_turn(per_lang: Iterable[List[Case]]) -> Iterator[Case]:
    """The cases of each language in turn, so that a sample holds every language."""
    lists = list(per_lang)
    for n in range(max((len(found) for found in lists), default=0)):
        for found in lists:
            if n < len(found):
                yield found[n]


@case_class("adv_affix_participle_kept", faithful=True)
def affix_participle_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The words of ``adv_affix_participle_elided`` put into real sentences, and a quotation of the
    whole sentence that keeps them: verified, since the quotation says what the source says (the
    rules that read the word as a negation do not make its quotation suspect)."""
    from .negations import _insert, usable

    groups = by_lang(sents)
    per_lang: List[List[Case]] = []
    for lang in _RULE_AFFIX_LANGUAGES:
        group = usable(groups.get(lang, []), lang)
        found: List[Case] = []
        for n, word in enumerate(affix_rule_words(lang) if group else ()):
            sentence = group[n % len(group)]
            made = _insert(lang, sentence.text, word, rng)
            if made is not None:
                quote = made[0].rstrip(".!?;:,\u3002\u0964")
                if "?" in made[0][len(quote):]:
                    quote = made[0]  # a question's words are quoted with its mark (adv_question_words_stated)
                found.append(Case(lang, made[0], quote, True, f"{sentence.origin} +affix rule {word!r} kept"))
        per_lang.append(found)
    yield from _in_turn(per_lang)
