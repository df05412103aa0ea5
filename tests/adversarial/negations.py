"""Classes of negation left out by an elision, and of look-alikes that must still verify.

Every case puts a word into a real sentence of its language (the source) and quotes the
sentence with an elision over that word. A negation left out must be refused in every
language mode; a word that only looks like one must not be.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Dict, FrozenSet, Iterable, Iterator, List, Optional, Sequence, Set, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons
from spacy_quoteverify.lang.lexicons import available_languages, negation_lexicon
from spacy_quoteverify.match.boundaries import spelled_figure_pair

from . import UNSPACED, Case, Sentence, by_lang, case_class
from . import words as word_spans

#: Reasons an elision over a negation may carry.
_NEGATION_REASONS = ("negation_elided", "language_not_covered")
# Marks that end a clause in unspaced scripts: an insertion point is never right next to one.
_CLAUSE_MARK = regex.compile(r"[\p{P}\p{S}\s]")


def _negation_languages() -> List[str]:
    return available_languages("negations")


def _spaced_insert(sentence: str, word: str, rng: random.Random) -> Optional[Tuple[str, str, str]]:
    """``sentence`` with ``word`` put between two of its middle words: (source, left, right)."""
    words = sentence.split()
    # Between two words of one clause: not after a word that ends in punctuation.
    spots = [k for k in range(2, len(words) - 1) if regex.search(r"[\p{L}\p{N}]$", words[k - 1])]
    if not spots:
        return None
    k = rng.choice(spots)
    left, right = " ".join(words[:k]), " ".join(words[k:])
    if word.endswith(("'", "-")):  # a clitic is written onto the next word ("n'est", "n-a")
        return f"{left} {word}{right}", left, right
    return f"{left} {word} {right}", left, right


_TSHEG = "\u0f0b"


def _syllable_insert(sentence: str, word: str, rng: random.Random) -> Optional[Tuple[str, str, str]]:
    """Tibetan: ``word`` put between two syllables (after a tsheg)."""
    spots = [i + 1 for i in range(2, len(sentence) - 3) if sentence[i] == _TSHEG]
    if not spots:
        return None
    i = rng.choice(spots)
    return sentence[:i] + word + _TSHEG + sentence[i:], sentence[:i], sentence[i:]


# Letters of scripts written with spaces (and digits): a Latin word inside Thai or Chinese text
# ("passive", "win32") is one word, which an inserted word would cut in two.
_SPACED_WORD_CHAR = regex.compile(r"[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]")


def _word_boundaries(lang: str, sentence: str) -> Optional[Set[int]]:
    """Where the language's word segmenter cuts ``sentence`` (Thai, Japanese), or None when it
    has none that cuts words (Chinese is read per character)."""
    from spacy_quoteverify.lang import negation

    if not negation._uses_word_segmenter(lang):
        return None
    return {offset for offset, *_ in negation._tokens(sentence, lang)}


def _unspaced_insert(sentence: str, word: str, rng: random.Random, lang: str = "") -> Optional[Tuple[str, str, str]]:
    """``sentence`` with ``word`` put between two letters of its middle (unspaced scripts): not
    inside a word of a spaced script, and where the language's segmenter cuts words only between
    two of them (a word put inside Thai "ไม่สามารถ" makes "สาม", three, of its first syllables)."""
    if _TSHEG in sentence:
        return _syllable_insert(sentence, word, rng)
    boundaries = _word_boundaries(lang, sentence) if lang else None
    spots = [
        i
        for i in range(3, len(sentence) - 3)
        if not _CLAUSE_MARK.match(sentence[i - 1]) and not _CLAUSE_MARK.match(sentence[i])
        and not regex.match(r"\p{M}", sentence[i])
        and not (_SPACED_WORD_CHAR.match(sentence[i - 1]) and _SPACED_WORD_CHAR.match(sentence[i]))
        and (boundaries is None or i in boundaries)
    ]
    if not spots:
        return None
    i = rng.choice(spots)
    return sentence[:i] + word + sentence[i:], sentence[:i], sentence[i:]


def _insert(lang: str, sentence: str, word: str, rng: random.Random) -> Optional[Tuple[str, str, str]]:
    if lang in UNSPACED:
        return _unspaced_insert(sentence, word, rng, lang)
    return _spaced_insert(sentence, word, rng)


#: The elision marks answers write most. Every other form the package reads is applied by
#: ``adv_elision_form_over_negation`` (house_classes), which passes each one in as ``mark``.
_ELLIPSES = ("...", "\u2026", "[...]", "[\u2026]")


def _quote(lang: str, left: str, right: str, rng: random.Random, mark: Optional[str] = None) -> str:
    """``left`` and ``right`` joined by an elision mark: ``mark``, or one of the usual ones."""
    mark = mark if mark is not None else rng.choice(_ELLIPSES)
    if lang in UNSPACED:
        return f"{left}{mark}{right}"
    return f"{left} {mark} {right}"


@lru_cache(maxsize=1)
def _comparison_keys() -> FrozenSet[str]:
    from spacy_quoteverify.lang import lexicons

    return frozenset(lexicons.word_key(w) for w in lexicons.comparison_words("before"))


def _compares_figures(word: str) -> bool:
    """The word is also one of the words that compare a figure written before it."""
    from spacy_quoteverify.lang import lexicons

    return lexicons.word_key(word) in _comparison_keys()


def _is_number_word(word: str) -> bool:
    """The word is also a number word of some language."""
    from spacy_quoteverify.lang import lexicons

    return lexicons.word_key(word) in lexicons.number_words()


def _between_figures(left: str, right: str) -> bool:
    """The word went in between two figures, which a function word joins into one expression
    ("1999 sí [má] 2007", "mil [res] milions"): the figure is cut first (number_cut)."""
    from spacy_quoteverify.match.boundaries import _number_word

    first = regex.match(r"[\p{L}\p{M}\p{N}]+", right)
    tail = regex.findall(r"[\p{L}\p{M}\p{N}]+", left)[-2:]
    return (
        first is not None and (first.group()[:1].isdecimal() or _number_word(first.group()))
        and any(w[:1].isdecimal() or _number_word(w) for w in tail)
    )


#: What ends a clitic written onto the next word: an apostrophe, a look-alike of one, a hyphen.
_CLITIC_ENDS = frozenset("-") | charclasses.APOSTROPHES | charclasses.APOSTROPHE_LOOKALIKES


def elided_cases(
    lang: str,
    group: Sequence[Sentence],
    words: Sequence[str],
    rng: random.Random,
    origin: str,
    faithful: bool,
    marks: Optional[Iterator[str]] = None,
) -> Iterator[Case]:
    """One case per word: the word inserted into a sentence of ``group`` and elided (by the next
    of ``marks``, or by any elision form)."""
    if not group:
        return
    for n, word in enumerate(words):
        sentence = group[n % len(group)]
        made = _insert(lang, sentence.text, word, rng)
        if made is None:
            continue
        source, left, right = made
        reasons = () if faithful else _NEGATION_REASONS
        if word[-1:] in _CLITIC_ENDS:  # the quotation then starts inside the word the clitic joins
            reasons += ("word_cut",) + (("number_cut",) if right[:1].isdecimal() else ())
        if right[:1].isdecimal() and _compares_figures(word):
            # A word that also bounds a figure ("knappt 1 miljard", barely a billion) left out
            # right before one: the figure's comparison goes first (sign_dropped).
            reasons += ("sign_dropped",)
        if right[:1].isdecimal() and _is_number_word(word):
            # The word is also a numeral (Persian "نه", no and nine) put before a figure: the
            # elision cuts one number into two, which is refused first (number_cut); no
            # faithful quotation, then.
            if faithful:
                continue
            reasons += ("number_cut",)
        if left[-1:].isdecimal() or _between_figures(left, right):
            # The word went in right after a figure: the piece before the elision then cuts the
            # figure from the word after it, which is refused first ("Za 20 … minut"); no
            # faithful quotation, then.
            if faithful:
                continue
            # "mil apenas millones", "۲:۳۰ کم", "en knapt milliard": a word that may compare the
            # figure is read as its comparison first.
            reasons += ("number_cut", "sign_dropped")
        elif _before_figure_word(right):
            # Right before a number or scale word ("en knapt milliard"): a word that may bound the
            # figure is read as its comparison first.
            reasons += ("sign_dropped",)
        if _piece_repeats(lang, left, right):
            continue  # a piece found again elsewhere in the sentence is placed there first ("order")
        yield Case(lang, source, _quote(lang, left, right, rng, next(marks) if marks else None), faithful, f"{sentence.origin} +{origin} {word!r}", reasons)


def _before_figure_word(right: str) -> bool:
    """``right`` starts with a number word, a scale word, a fraction or a collective numeral of
    some language, or with one of them after up to two words of three letters or less ("milliard
    dollar", "for en milliard", "la moitié")."""
    from spacy_quoteverify.match.boundaries import _number_word

    parts = lexicons.fraction_nouns() | lexicons.collective_numerals()
    for first in regex.findall(r"[\p{L}\p{M}\p{N}]+", right)[:3]:
        if _number_word(first) or (lexicons.word_key(first) in parts):
            return True
        if len(first) > 3:
            return False
    return False


def _piece_repeats(lang: str, left: str, right: str) -> bool:
    """The words next to the elision stand elsewhere in the sentence too: the piece after it
    found before it, or the piece before it after it. The quotation is then placed at another
    occurrence, which the order of its pieces refuses before any negation is read."""
    n = 4 if lang in UNSPACED else 8
    head, tail = right.strip()[:n], left.strip()[-n:]
    return (len(head) == n and head in left) or (len(tail) == n and tail in right)


def usable(group: Sequence[Sentence], lang: str) -> List[Sentence]:
    """Sentences long enough to insert into, in one paragraph."""
    if lang in UNSPACED:
        return [s for s in group if len(s.text) >= 10 and "\n" not in s.text]
    return [s for s in group if len(s.text.split()) >= 4 and "\n" not in s.text]


# -- every entry of every lexicon -------------------------------------------------------------


@lru_cache(maxsize=None)
def _listed(lang: str) -> FrozenSet[str]:
    """The words a lexicon's file lists (its ``words`` and ``unmarked_words``, as keys): not the
    spellings of them that another keyboard types, which the lexicon adds (see
    ``lexicons.keyboard_spellings`` and :func:`keyboard_negation_elided`)."""
    data = lexicons._read_json("negations", lang)
    return frozenset(lexicons.word_key(w) for w in [*data["words"], *data.get("unmarked_words", [])])


def _entries(lang: str) -> List[str]:
    """The words (and, for unspaced scripts, the negating substrings) of a lexicon, sorted."""
    lex = negation_lexicon(lang)
    entries = set(lex.words & _listed(lang))
    if set(lex.scripts) & {"Han", "Hiragana", "Katakana", "Thai"}:
        entries |= set(lex.substrings)
    return sorted(entries)


@case_class("adv_lexicon_entry_elided", faithful=False)
def lexicon_entry_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every entry of every negation lexicon, put into a real sentence of its language and left
    out by an elision, is refused (the lexicon self-test)."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        group = usable(groups.get(lang, []), lang)
        yield from elided_cases(lang, group, _entries(lang), rng, "lexicon", faithful=False)


def pattern_words(lang: str, group: Sequence[Sentence], rng: random.Random, per_pattern: int = 4) -> List[str]:
    """Words and phrases that the lexicon's ``word_patterns`` and ``phrase_patterns`` read, written
    out from each pattern with the letters of the language's sentences (:mod:`.pattern_samples`);
    its false friends left out."""
    from .pattern_samples import pattern_samples

    data = lexicons._read_json("negations", lang)
    lex = negation_lexicon(lang)
    letters = " ".join([*(s.text for s in group[:300]), *data["words"]])
    out: List[str] = []
    for field, whole in (("word_patterns", True), ("phrase_patterns", False)):
        for pattern in data.get(field, []):
            out += [w for w in pattern_samples(pattern, letters, rng, per_pattern, whole) if lexicons.word_key(w) not in lex.false_friends]
    return out


@case_class("adv_lexicon_pattern_elided", faithful=False)
def lexicon_pattern_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every word and phrase pattern of every negation lexicon (Turkish "-madı", Finnish "epä-",
    Amharic "አል…ም", "anything but", Korean "지 마"): words it reads, written out from the pattern,
    put into a real sentence of the language and left out by an elision, are refused (the
    lexicon self-test for what the lexicon lists as patterns, not words)."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        group = usable(groups.get(lang, []), lang)
        yield from elided_cases(lang, group, pattern_words(lang, group, rng), rng, "pattern", faithful=False)


@case_class("adv_keyboard_negation_elided", faithful=False)
def keyboard_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation of an Arabic-script lexicon as another keyboard types it (Urdu "\u0646\u06c1\u06cc\u06ba"
    on an Arabic keyboard, "\u0646\u0647\u064a\u06ba"; Arabic "\u0644\u064a\u0633" on a Persian one, "\u0644\u06cc\u0633"), put
    into a real sentence of its language and left out by an elision, is refused."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        lex = negation_lexicon(lang)
        if "Arabic" not in lex.scripts:
            continue
        group = usable(groups.get(lang, []), lang)
        spellings = sorted(w for w in lex.words - _listed(lang) if w in {s for k in _listed(lang) for s in lexicons.keyboard_spellings(k)})
        yield from elided_cases(lang, group, spellings, rng, "keyboard", faithful=False)


# -- words that negate in one language and are everyday words in another --------------------


def _demoted_words() -> Dict[str, List[str]]:
    """Per language, its negation words that another lexicon of its script lists as everyday words."""
    lexs = [negation_lexicon(lang) for lang in _negation_languages()]
    out: Dict[str, List[str]] = {}
    for lex in lexs:
        for other in lexs:
            if other is lex or not set(other.scripts) & set(lex.scripts):
                continue
            out.setdefault(lex.lang, []).extend(sorted(lex.words & other.false_friends))
    return {lang: sorted(set(words)) for lang, words in out.items() if words}


@case_class("adv_negation_elided_lang_none", faithful=False)
def negation_elided_lang_none(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word that negates in its own language but is an everyday word of another language of
    the same script (Catalan "sense", Finnish "et", Lithuanian "be"), left out of a real
    sentence of its language, is refused without a language too."""
    from spacy_quoteverify.lang.negation import detectable_languages

    groups = by_lang(sents)
    for lang, words in sorted(_demoted_words().items()):
        if lang not in detectable_languages():
            continue  # read as a neighbouring language, whose everyday words then stand
        group = usable(groups.get(lang, []), lang)
        for _ in range(3):
            yield from elided_cases(lang, group, words, rng, "demoted", faithful=False)


# -- a word of another script in a sentence of a named language ------------------------------


#: Lexicons of other scripts tried per sentence language (each case takes one word of one).
_OTHER_SCRIPTS_PER_LANGUAGE = 8


def _spaced_lexicon_words() -> Dict[str, List[str]]:
    """Per lexicon of a spaced script, its words that stand alone, letters only."""
    out: Dict[str, List[str]] = {}
    for lang in _negation_languages():
        lex = negation_lexicon(lang)
        if lang in UNSPACED or set(lex.scripts) & {"Han", "Hiragana", "Katakana", "Thai", "Tibetan"}:
            continue
        words = sorted(w for w in lex.words if regex.fullmatch(r"\p{L}+", w))
        if words:
            out[lang] = words
    return out


def _other_script_cases(sents: Sequence[Sentence], rng: random.Random, faithful: bool) -> Iterator[Case]:
    """The cases of :func:`other_script_negation_elided` (not ``faithful``) and
    :func:`other_script_word_elided`."""
    from spacy_quoteverify.lang.negation import negates_as_written, text_languages

    groups = by_lang(sents)
    lexicon_words = _spaced_lexicon_words()
    for lang in _negation_languages():
        own = set(negation_lexicon(lang).scripts)
        group = usable(groups.get(lang, []), lang)
        others = [code for code in sorted(lexicon_words) if not set(negation_lexicon(code).scripts) & own]
        if not group or not others:
            continue
        if faithful:
            # The language must be known from the sentence: where the detector cannot name it, a
            # word of another script left out is refused as not covered (it may be the named
            # language typed in letters its lexicon cannot read).
            group = [s for s in group if text_languages(s.text)]
        words = []
        for code in rng.sample(others, min(_OTHER_SCRIPTS_PER_LANGUAGE, len(others))):
            if faithful:
                pool = [w for s in usable(groups.get(code, []), code) for w in s.text.split()]
                pool = [w for w in pool if regex.fullmatch(r"\p{L}{3,}", w) and not negates_as_written(w) and not lexicons.stop_word_anywhere(w)]
            else:
                pool = lexicon_words[code]
            if pool:
                words.append(rng.choice(pool))
        yield from elided_cases(lang, group, words, rng, "other script" if faithful else "other-script negation", faithful=faithful)


@case_class("adv_other_script_negation_elided", faithful=False)
def other_script_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation word of a lexicon of another script than the sentence's (Hindi "नहीं", Armenian
    "ոչ", Greek "δεν" in an English, Russian or Tamil sentence: a phrase quoted in its own
    language), put between two words of a real sentence and elided: refused with the sentence's
    language named too. A named language judges only the letters of the scripts its lexicon is
    written in; a word of another script is judged by every lexicon of that script."""
    yield from _other_script_cases(sents, rng, faithful=False)


@case_class("adv_other_script_word_elided", faithful=True)
def other_script_word_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: a word of a real sentence of another script that negates in no lexicon (a name,
    a term quoted in its own language), put into a sentence whose language the detector names
    and elided: verifies with the sentence's language named and without."""
    yield from _other_script_cases(sents, rng, faithful=True)


# -- an additive phrase split by an elision -----------------------------------------------------


def _split_additive_phrases() -> List[Tuple[str, str, str]]:
    """Every additive phrase of a lexicon of a spaced script whose first words negate as written
    ("not only", "nicht nur", "não só"), as (language, the negating words, the rest)."""
    from spacy_quoteverify.lang.negation import negates_as_written

    out = []
    for lang in _negation_languages():
        if lang in UNSPACED:
            continue
        for phrase in sorted(negation_lexicon(lang).additive_phrases):
            words = phrase.split()
            for k in range(1, len(words)):
                if all(negates_as_written(w) for w in words[:k]) and not any(negates_as_written(w) for w in words[k:]):
                    out.append((lang, " ".join(words[:k]), " ".join(words[k:])))
                    break
    return out


@case_class("adv_elision_splits_additive_phrase", faithful=False)
def elision_splits_additive_phrase(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every additive phrase of every lexicon whose first words negate ("not only", "nicht nur",
    "não só", "inte bara", "не только"), put between two words of a real sentence, and the
    quotation keeping the negation but eliding the rest ("The drug did not … reduce mortality"
    of "did not only reduce mortality"): refused with negation_elided (or as not covered, where
    the sentence is in no language the detector can place). What the source affirms,
    and more, the quotation denies."""
    groups = by_lang(sents)
    for _ in range(3):
        for lang, kept, rest in _split_additive_phrases():
            group = usable(groups.get(lang, []), lang)
            if not group:
                continue
            sentence = rng.choice(group)
            made = _spaced_insert(sentence.text, f"{kept} {rest}", rng)
            if made is None:
                continue
            source, left, right = made
            if _piece_repeats(lang, left, right):
                continue
            yield Case(lang, source, _quote(lang, f"{left} {kept}", right, rng), False, f"{sentence.origin} +{kept!r} -{rest!r}", ("negation_elided", "language_not_covered"))


def _partner_cases(
    sents: Sequence[Sentence], rng: random.Random, field: str, between: int, faithful: bool, stop: bool = False
) -> Iterator[Case]:
    """Every negation word of every lexicon that lists partners in ``field`` (a mapping of the
    lexicon: ``restrictive_partners``, ``continuance_partners``), put with one of them into a
    real sentence, ``between`` of its words between them, and the quotation keeping the negation
    and those words but eliding the partner (with ``stop``, ending right before it)."""
    groups = by_lang(sents)
    for _ in range(10):
        for lang in _negation_languages():
            lex = negation_lexicon(lang)
            partners = getattr(lex, field)
            group = usable(groups.get(lang, []), lang)
            if not partners or not group or lang in UNSPACED:
                continue
            negation_word = rng.choice(sorted(partners))
            partner = rng.choice(sorted(partners[negation_word]))
            sentence = rng.choice(group)
            words = sentence.text.split()
            spots = [
                k for k in range(1, len(words) - between - 1)
                if all(regex.fullmatch(r"\p{L}+", w) and not lex.matches(w) for w in words[k : k + between])
                and regex.search(r"[\p{L}\p{N}]$", words[k - 1])
            ]
            if not spots:
                continue
            k = rng.choice(spots)
            left = " ".join([*words[:k], negation_word, *words[k : k + between]])
            right = " ".join(words[k + between :])
            if _piece_repeats(lang, left, right):
                continue
            source = f"{left} {partner} {right}"
            # The partner "più", "plus", "más" is also the sign of a comparison ("miliardo più di").
            reasons = () if faithful else ("negation_cut" if stop else "negation_elided", "language_not_covered", "sign_dropped")
            quote = left if stop else _quote(lang, left, right, rng)
            yield Case(lang, source, quote, faithful, f"{sentence.origin} +{negation_word!r} -{partner!r}", reasons)


@case_class("adv_elision_leaves_out_restrictive_partner", faithful=False)
def elision_leaves_out_restrictive_partner(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every negation word of every lexicon that lists restrictive partners (Catalan "no ...
    sinó": "only"), put with one of them around a word of a real sentence, and the quotation
    keeping the negation and the word but eliding the partner ("El tractament no afecta …
    els adults" of "no afecta sinó els adults"): refused with negation_elided. What the source
    restricts, the quotation denies."""
    yield from _partner_cases(sents, rng, "restrictive_partners", 1, faithful=False)


@case_class("adv_elision_leaves_out_continuance_partner", faithful=False)
def elision_leaves_out_continuance_partner(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every negation word of every lexicon that lists continuance partners (French "ne ...
    plus", Italian "non ... più", Spanish "no ... más": "no longer"), one to
    :data:`lexicons.CONTINUANCE_REACH` words of a real sentence between them, and the quotation
    eliding the partner ("Le module n'est … maintenu" of "n'est plus maintenu"): refused. The
    quotation says "not" of what the source says "no longer" of."""
    for between in range(1, lexicons.CONTINUANCE_REACH + 1):
        yield from _partner_cases(sents, rng, "continuance_partners", between, faithful=False)


@case_class("adv_passage_stops_before_partner", faithful=False)
def passage_stops_before_partner(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation that ends right before the partner of a negation it keeps: a continuance
    partner within reach ("Le module n'est" of "Le module n'est plus maintenu", "is not" of "is
    no longer"), or a restrictive one right after the negated word that is no complementizer of
    the language ("no hace" of "no hace sino empeorar", "does not" of "only"): refused."""
    for between in range(1, lexicons.CONTINUANCE_REACH + 1):
        yield from _partner_cases(sents, rng, "continuance_partners", between, faithful=False, stop=True)
    yield from (
        case for case in _partner_cases(sents, rng, "restrictive_partners", 1, faithful=False, stop=True)
        if not any(case.source[len(case.quote) :].split()[0].lower().startswith(comp) for comp in negation_lexicon(case.lang).complementizers)
    )


@case_class("adv_elision_leaves_out_comparative_after_negation_kept", faithful=True)
def elision_leaves_out_comparative_after_negation_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same word farther from the negation than a continuance partner reaches, with words
    between that negate nothing, is the comparative "more" ("no tomó el fármaco y bebió más
    agua"): eliding it verifies."""
    yield from _partner_cases(sents, rng, "continuance_partners", lexicons.CONTINUANCE_REACH + 2, faithful=True)


# -- languages without a lexicon --------------------------------------------------------------


#: What may end a sentence, or a clause, for the check inside a sentence of the pool: the cases
#: keep to sentences without it, so that the check reads the sentence the generator did.
_INNER_END = regex.compile(r"[\n:;]|\p{Sentence_Terminal}(?![\p{Sentence_Terminal}\s]*$)")


def _uncovered_named(rounds: int) -> Iterator[Tuple[Sentence, List[Tuple[int, int]]]]:
    """The sentences of the uncovered languages' pool that the wide detector names as such, or
    whose letters no covered language of their script writes (Uyghur; :func:`uncovered_language`),
    five words or more, one sentence for the check too, with their word offsets, ``rounds`` times."""
    from spacy_quoteverify.lang.negation import uncovered_language

    from . import uncovered_sentences

    for _ in range(rounds):
        for sentence in uncovered_sentences():
            spans = word_spans(sentence.text)
            if len(spans) >= 5 and not _INNER_END.search(sentence.text) and uncovered_language(sentence.text) is not None:
                yield sentence, spans


@case_class("adv_uncovered_language_elision", faithful=False)
def uncovered_language_elision(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision over a real sentence of a language that no negation lexicon covers, which the
    wide detector names (Galician, Malagasy, Yiddish: lingua, which does not know them, calls
    them Portuguese or Hebrew with confidence) or whose letters no covered language writes
    (Uyghur ې ۋ, read as Arabic or Persian), is refused as not covered, whatever word it
    leaves out. spaCy has no class for these languages: the cases name none ("xx")."""
    for sentence, spans in _uncovered_named(4):
        first = rng.randrange(1, len(spans) - 2)
        last = rng.randrange(first, min(first + 3, len(spans) - 1))
        left = sentence.text[: spans[first - 1][1]]
        right = sentence.text[spans[last + 1][0]:].rstrip(".")
        if not regex.search(r"\p{L}", right):
            continue  # the elision would end the quotation (Khmer "។" alone after it)
        yield Case("xx", sentence.text, _quote("xx", left, right, rng), False,
                   f"{sentence.origin} {sentence.lang} -{sentence.text[spans[first][0]:spans[last][1]]!r}",
                   ("language_not_covered", "elision_uncovered_script"))


@case_class("adv_uncovered_script_start_inside_run", faithful=False)
def uncovered_script_start_inside_run(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation that starts inside a run of letters of a script no negation lexicon covers
    (Khmer "មាន" after "មិន", Burmese, Lao, Odia), taken from real sentences, is refused as not
    covered: what it cuts off may be the negation written onto the word."""
    from spacy_quoteverify.lang.negation import uncovered_script

    from . import uncovered_sentences

    for _ in range(3):
        for sentence in uncovered_sentences():
            text = sentence.text
            places = [
                k for k in range(1, len(text) - 12)
                if regex.match(r"\p{L}", text[k]) and regex.match(r"[\p{L}\p{M}]", text[k - 1])
                and uncovered_script(text[k - 1]) and uncovered_script(text[k]) and len(text[k:].split()) >= 3
            ]
            if not places:
                continue
            k = rng.choice(places)
            end = min(len(text), k + rng.randrange(25, 60))  # long enough for an answer's quotation
            yield Case("xx", text, text[k:end].rstrip(), False, f"{sentence.origin} {sentence.lang} from {k}",
                       ("language_not_covered", "word_cut", "number_cut"))


@case_class("adv_uncovered_language_passage_start", faithful=False)
def uncovered_language_passage_start(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation that starts right after a word of a real sentence in a language without a
    negation lexicon, which the wide detector names (Maltese "approvax" after "ma"), is refused
    as not covered: whether the word before it negates cannot be checked. A quotation of the
    sentence from its start, the class's check that it is the start that is refused, verifies
    (asserted beside the class in the tests)."""
    for sentence, spans in _uncovered_named(3):
        first = rng.randrange(1, len(spans) - 3)
        if not regex.match(r"\p{L}", sentence.text[spans[first][0]]) or not regex.search(r"\p{L}$", sentence.text[: spans[first - 1][1]]):
            continue  # a word right before the passage, and the passage starting with a letter
        last = rng.randrange(first + 2, len(spans))
        quote = sentence.text[spans[first][0]: spans[last][1]].rstrip(".")
        yield Case("xx", sentence.text, quote, False,
                   f"{sentence.origin} {sentence.lang} after {sentence.text[spans[first - 1][0]:spans[first - 1][1]]!r}",
                   ("language_not_covered", "negation_cut"))  # Galician "non" negates in covered lexicons too


def _unfamiliar_named(rounds: int) -> Iterator[Tuple[Sentence, List[Tuple[int, int]]]]:
    """The sentences of the uncovered languages' pool that no detector names and whose letters a
    covered neighbour writes, but whose words the language they are read as mostly does not know
    (:func:`unfamiliar_words`: Asturian, Aragonese, Occitan, Friulian, Interlingua, Walloon, Low
    German, Limburgish, Crimean Tatar, Galician read as Spanish, Catalan, Italian, French, German,
    Dutch or Turkish), five words or more, one sentence for the check too, with their word
    offsets; language by language in turn, so that a sample holds every language, ``rounds``
    times."""
    from spacy_quoteverify.lang.negation import uncovered_language, unfamiliar_words

    from . import uncovered_sentences

    per_lang: Dict[str, List[Tuple[Sentence, List[Tuple[int, int]]]]] = {}
    for sentence in uncovered_sentences():
        spans = word_spans(sentence.text)
        if (
            len(spans) >= 5 and not _INNER_END.search(sentence.text)
            and uncovered_language(sentence.text) is None and unfamiliar_words(sentence.text) is not None
        ):
            per_lang.setdefault(sentence.lang, []).append((sentence, spans))
    for _ in range(rounds):
        for n in range(max((len(found) for found in per_lang.values()), default=0)):
            for lang in sorted(per_lang):
                if n < len(per_lang[lang]):
                    yield per_lang[lang][n]


@case_class("adv_unfamiliar_language_elision", faithful=False)
def unfamiliar_language_elision(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision over one to three words of a real sentence of a language no lexicon covers and
    no detector names, whose letters a covered neighbour writes (:func:`_unfamiliar_named`), is
    refused without a language named: the neighbour it is read as does not know its words, and
    its negations ("nun", "nich", "nén") are in no lexicon. spaCy has no class for these languages:
    the cases name none ("xx"); a word that negates in a covered lexicon (Galician "non") is
    refused as a negation."""
    for sentence, spans in _unfamiliar_named(4):
        first = rng.randrange(1, len(spans) - 2)
        last = rng.randrange(first, min(first + 3, len(spans) - 1))
        left = sentence.text[: spans[first - 1][1]]
        right = sentence.text[spans[last + 1][0]:].rstrip(".")
        if not regex.search(r"\p{L}", right):
            continue
        yield Case("xx", sentence.text, _quote("xx", left, right, rng), False,
                   f"{sentence.origin} {sentence.lang} -{sentence.text[spans[first][0]:spans[last][1]]!r}",
                   ("language_not_covered", "negation_elided"))


@case_class("adv_familiar_language_elision", faithful=True)
def familiar_language_elision(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision over one to three words of a real sentence of a covered language with a form
    table (:func:`lexicons.has_form_table`), whose words that table knows, verifies with no
    language named and with its own: the vocabulary check (:func:`unfamiliar_words`) refuses only
    where the words are unknown (how often real sentences of covered languages are so is bounded
    in tests/test_negation.py). No word of the sentence negates in any lexicon, it holds no
    figure, in digits or words (a comparison before one is no negation but is refused too, and
    so is an elision cutting "mil | millones"), and the elision passes
    with the sentence's language named: what is asserted is that the check without a language
    adds no refusal there."""
    from spacy_quoteverify.lang.negation import (
        elision_problem,
        negates_as_written,
        negations,
        uncovered_language,
        unfamiliar_words,
    )

    groups = by_lang(sents)
    per_lang: List[List[Tuple[Sentence, List[Tuple[int, int]]]]] = []
    for lang in sorted(groups):
        if not lexicons.has_form_table(lang):
            continue
        found = []
        for sentence in groups[lang]:
            text = sentence.text
            spans = word_spans(text)
            if (
                len(spans) < 6 or _INNER_END.search(text) or regex.search(r"\p{N}", text)
                or any(spelled_figure_pair(text[a:b], text[c:d]) for (a, b), (c, d) in zip(spans, spans[1:]))
                or uncovered_language(text) is not None or unfamiliar_words(text) is not None
                or any(negates_as_written(text[a:b]) for a, b in spans)
                or negations(text, None)  # a phrase too: "statt", "mutmaßlichen"
            ):
                continue
            found.append((sentence, spans))
        per_lang.append(found)
    for n in range(max((len(found) for found in per_lang), default=0)):
        for found in per_lang:
            if n >= len(found):
                continue
            sentence, spans = found[n]
            first = rng.randrange(2, len(spans) - 2)
            last = rng.randrange(first, min(first + 3, len(spans) - 1))
            left = sentence.text[: spans[first - 1][1]]
            right = sentence.text[spans[last + 1][0]:].rstrip(".")
            if not regex.search(r"\p{L}", right) or not regex.search(r"\p{L}$", left):
                continue
            left_out = sentence.text[spans[first][0]:spans[last][1]]
            if elision_problem(left_out, sentence.text, sentence.lang) is not None:
                continue  # refused with the language named too (a negating prefix: Macedonian "неочекувано")
            yield Case(sentence.lang, sentence.text, _quote(sentence.lang, left, right, rng), True,
                       f"{sentence.origin} -{sentence.text[spans[first][0]:spans[last][1]]!r}")


# -- negation by an affix -----------------------------------------------------------------------


_LONG_WORD = regex.compile(r"\p{L}[\p{L}\p{M}]{4,}")  # Indic words write vowel signs (marks)


@lru_cache(maxsize=None)
def _affix_words(lang: str, limit: int = 60) -> Tuple[str, ...]:
    """Words of the language's lookup tables that one of its negating affixes negates: at most
    ``limit``, drawn deterministically."""
    lex = negation_lexicon(lang)
    if not lex.affixes:
        return ()
    return _affix_found(lex, lexicons._word_forms(lang), lang, limit)  # no frozenset copy of millions


def _affix_found(lex: Any, forms: Iterable[str], lang: str, limit: int) -> Tuple[str, ...]:
    """:func:`_affix_words` among ``forms`` (in any order: the words of the right shape are
    sorted, not the millions of the list)."""
    # An affix negates only a word its pattern matches whole (Affix.negates): that test comes
    # first, as one multi-line search over the word list (millions of words for Finnish or
    # Polish; a call per word took two minutes over every language), so the word lists are
    # consulted for the few words of the right shape only, in a shuffled order until ``limit``
    # of them are found.
    either = "|".join(f"(?:{affix.pattern.pattern})" for affix in lex.affixes)
    shaped = regex.compile(rf"(?m)^(?={_LONG_WORD.pattern}$)(?:{either})$")
    pool = sorted(m.group() for m in shaped.finditer("\n".join(forms)))
    random.Random(lang).shuffle(pool)
    found: List[str] = []
    for w in pool:
        if (
            w not in lex.false_friends and w not in lex.words
            and lex.matches(w) and not lex.matches(w, affixes=False)
        ):
            found.append(w)
            if len(found) >= limit:
                break
    return tuple(sorted(found))


@case_class("adv_affix_negation_elided", faithful=False)
def affix_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word negated by an affix (English "unable", "inoperable", German "unmöglich", Russian
    "невозможно", Ukrainian "неможливо", Greek "αδύνατος", Turkish "ilaçsız"), taken from the language's word tables and left out of a
    real sentence of the language, is refused."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        words = _affix_words(lang)
        group = usable(groups.get(lang, []), lang)
        yield from elided_cases(lang, group, words, rng, "affix", faithful=False)


# -- apostrophes of every kind, final sigma, capitals -----------------------------------------


#: The marks a negation's apostrophe is written with: every apostrophe and every look-alike of one
#: of no script of its own (the N'Ko tone apostrophes are N'Ko, which no lexicon covers: an
#: elision over them is refused for that, elision_uncovered_script).
_APOSTROPHE_SPELLINGS = sorted(
    c for c in charclasses.APOSTROPHES | charclasses.APOSTROPHE_LOOKALIKES if regex.match(r"[\p{Script=Common}\p{Script=Inherited}]", c)
)


def _spellings(word: str) -> List[str]:
    """Other ways a negation word is written: each kind of apostrophe and each character
    confusable with one, capitals."""
    out = []
    if "'" in word:
        out.extend(word.replace("'", mark) for mark in _APOSTROPHE_SPELLINGS if mark != "'")
    if any(ch.isalpha() for ch in word):
        out.append(word.upper())
        out.append(word[:1].upper() + word[1:])
    return out


@case_class("adv_apostrophe_negation_elided", faithful=False)
def apostrophe_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation word written with any apostrophe or look-alike of one (won’t, n'est, nient',
    'di, didnˈt), in capitals or
    with a final sigma, left out of a real sentence of its language, is refused."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        if lang in UNSPACED:
            continue
        lex = negation_lexicon(lang)
        words = [w for w in sorted(lex.words) if "'" in w or "σ" in w]
        variants = [v for w in words for v in _spellings(w)]
        group = usable(groups.get(lang, []), lang)
        yield from elided_cases(lang, group, variants, rng, "spelling", faithful=False)
    english = usable(groups.get("en", []), "en")
    contractions = [f"{verb}n{mark}t" for verb in ("did", "does", "won", "ca", "should", "might", "dare", "ought", "sha", "ai") for mark in _APOSTROPHE_SPELLINGS]
    contractions += [f"did n{mark}t" for mark in _APOSTROPHE_SPELLINGS]
    yield from elided_cases("en", english, contractions, rng, "contraction", faithful=False)


def _look_alike(word: str, rng: random.Random) -> Optional[str]:
    """``word`` with one letter written as its look-alike in another of the Latin, Cyrillic and
    Greek scripts (Unicode's confusables: Cyrillic "о" in "nоt", Latin "e" in "нe", Latin "v" in
    "δεv"), or None. (A look-alike of a script no lexicon covers is refused as such.)"""
    from spacy_quoteverify.lang.scripts import _homoglyphs, _script_of

    table = _homoglyphs()
    places = [
        (k, other) for k, c in enumerate(word) for script, other in sorted(table.get(c, {}).items())
        if script in ("LATIN", "CYRILLIC", "GREEK") and script != _script_of(c)
        and table.get(other, {}).get(_script_of(c)) == c  # read back as the letter it stands for
    ]
    if not places:
        return None
    k, other = rng.choice(places)
    return word[:k] + other + word[k + 1:]


@case_class("adv_look_alike_letter_negation_elided", faithful=False)
def look_alike_letter_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation word of a lexicon with one letter written as its look-alike of another script
    ("nоt" with a Cyrillic "о", "нe" with a Latin "e", "δεv" with a Latin "v"), as text from a PDF
    or OCR has it, left out of a real sentence of its language, is refused."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        if lang in UNSPACED:
            continue
        lex = negation_lexicon(lang)
        if not set(lex.scripts) & {"Latin", "Cyrillic", "Greek"}:
            continue
        variants = [v for w in sorted(lex.words) if len(w) >= 2 for v in [_look_alike(w, rng)] if v is not None]
        group = usable(groups.get(lang, []), lang)
        yield from elided_cases(lang, group, variants[:12], rng, "look-alike", faithful=False)


# -- look-alikes that do not negate ------------------------------------------------------------


def _true_false_friends(lang: str) -> List[str]:
    """False friends of a lexicon that no lexicon of its scripts lists as a negation word."""
    lex = negation_lexicon(lang)
    others = [negation_lexicon(code) for code in _negation_languages()]
    negating = set().union(*(o.words for o in others if set(o.scripts) & set(lex.scripts)))
    # A false friend that holds a listed negating word of several characters negates after all
    # (不可或缺 holds 不可): the listed word wins.
    long_words = {w for w in negating if len(w) > 1 and lex.substrings}
    return sorted(
        w for w in lex.false_friends
        if w not in negating and not any(n in w for n in long_words) and not any(o.matches(w) and w not in o.false_friends for o in others if set(o.scripts) & set(lex.scripts))
    )


#: Languages whose false friends are put into real sentences (those with sentences to put them in
#: and with a negating affix or character that the false friends look like).
_FALSE_FRIEND_LANGUAGES = (
    "zh", "en", "de", "tr", "ru", "cs", "da", "sv", "pt", "ro",
    "sk", "hr", "sl", "fi", "nb", "nn", "lv", "et", "is", "bs",
    "uk", "bg", "mk", "sr", "el", "nl", "fa", "hi",
)


@case_class("adv_negation_false_friend_elided", faithful=True)
def negation_false_friend_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word that looks like a negation but is not one (Chinese 特别 "especially", 区别,
    English "unit", "inside", German "noch" without "weder"), left out of a real sentence,
    verifies; so does "no." before a number ("registration no. 12345")."""
    groups = by_lang(sents)
    for lang in _FALSE_FRIEND_LANGUAGES:
        group = usable(groups.get(lang, []), lang)
        yield from elided_cases(lang, group, _true_false_friends(lang), rng, "false-friend", faithful=True)
    english = usable(groups.get("en", []), "en")
    numbers = [f"(registration no. {code}{rng.randrange(10000, 99999)})" for code in ("ISRCTN", "NCT", "", "A-")]
    yield from elided_cases("en", english, numbers, rng, "numero", faithful=True)


# -- languages the detector cannot name ---------------------------------------------------------


def _told_apart(text: str, lang: str, word: str) -> bool:
    """Whether ``word``, a negation of ``lang`` in ``text``, can be told to be one without naming
    the language: the detector is unsure, names ``lang`` itself, reads the text as a neighbour
    that does not use the word, or the text holds one of ``lang``'s own words that the neighbour
    does not use. Otherwise the sentence is, by every word list we hold, the neighbour's, and the
    word is the neighbour's everyday word (see ``unnamed_languages``)."""
    from spacy_quoteverify.lang.negation import text_languages, unnamed_languages

    langs = text_languages(text)
    if not langs or lang in langs:
        return True
    key = lexicons.word_key(word)
    everyday = any(key in lexicons._stop_words(code) or key in negation_lexicon(code).false_friends for code in langs)
    return not everyday or lang in unnamed_languages(text, langs)


@case_class("adv_undetected_language_elision", faithful=False)
def undetected_language_elision(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every negation of a language the detector cannot name (Luxembourgish, Lower and Upper
    Sorbian, Haitian Creole, Kurmanji, Ligurian, Sanskrit, Tatar, Kyrgyz...), put into a real
    sentence of that language and left out by an elision, is refused without a language, although
    the detector reads the sentence as a neighbour whose everyday word it is (Luxembourgish "net"
    read as Dutch "net", "just")."""
    from spacy_quoteverify.lang.negation import detectable_languages

    groups = by_lang(sents)
    per_lang: List[List[Case]] = []
    for lang in _negation_languages():
        if lang in detectable_languages():
            continue
        group = usable(groups.get(lang, []), lang)
        found: List[Case] = []
        for sentence in group:
            for word in _entries(lang):
                if _told_apart(sentence.text, lang, word):
                    found.extend(elided_cases(lang, [sentence], [word], rng, "undetected", faithful=False))
        per_lang.append(found)
    # Language by language in turn, so that a sample holds every language.
    for n in range(max((len(found) for found in per_lang), default=0)):
        for found in per_lang:
            if n < len(found):
                yield found[n]


# -- an adverb between a negation and the passage ---------------------------------------------

#: The negation written right before an adverb, per language with an adverb table (Romanian,
#: Spanish and Portuguese, whose adverbs the "-mente" ending makes, with theirs; German, Dutch and
#: Russian, whose adjectives serve as adverbs; Chinese, whose adverbs after a negation the
#: lexicon lists).
_NEGATION_BEFORE_ADVERB = {
    "en": "did not", "fr": "n'a pas", "it": "non ha", "ca": "no ha", "el": "δεν", "es": "no", "pt": "não", "pl": "nie",
    "de": "nicht", "nl": "niet", "ru": "не", "zh": "没有",
}


def _adverbs(lang: str, rng: random.Random) -> List[str]:
    """Adverbs of ``lang``: its table's (spacy-lookups-data) of five letters or more, the words
    that serve as adverbs in German, Dutch and Russian, the Chinese lexicon's adverbs after a
    negation, or the "-mente" form of its words ending in "a" (Spanish, Portuguese)."""
    if lang == "zh":
        table = list(lexicons.negation_lexicon(lang).adverbs_after_negation)
        rng.shuffle(table)
        return table
    if lang in lexicons._ADVERBIAL_WORDS_OF:
        table = sorted(w for w in lexicons._adverbial_words(lang) if len(w) >= 5 and w.isalpha())
    else:
        table = sorted(w for w in lexicons._known_words(lang, ("adv",)) if len(w) >= 5 and w.isalpha())
    if not table:
        table = sorted(w + "mente" for w in lexicons._known_words(lang) if len(w) >= 6 and w.isalpha() and w.endswith("a"))
    rng.shuffle(table)
    return table[:40]


def _adverb_cases(sents: Sequence[Sentence], rng: random.Random, negated: bool) -> Iterator[Case]:
    from spacy_quoteverify.lang import negation as negation_of

    groups = by_lang(sents)
    for lang, negation in sorted(_NEGATION_BEFORE_ADVERB.items()):
        adverbs = _adverbs(lang, rng)
        if lang == "zh":
            yield from _unspaced_adverb_cases(usable(groups.get(lang, []), lang), adverbs, negation, rng, negated)
            continue
        for s, adverb in zip(usable(groups.get(lang, []), lang)[:40], adverbs):
            ws = word_spans(s.text)
            if len(ws) < 5:
                continue
            k = rng.randrange(1, len(ws) - 3)
            head = s.text[: ws[k][0]].rstrip()
            tail = s.text[ws[k][0] :]
            if regex.search(r"[\p{P}]$", head) or regex.match(r"[\p{P}\p{S}]", tail):
                continue  # the passage would open a new clause ("не дебютно — это ...")
            if not negated and head.split() and negation_of.negates_as_written(head.split()[-1]):
                continue  # the sentence's own negation would govern the adverb ("Не удалось")
            inserted = f"{negation} {adverb}" if negated else adverb
            source = f"{head} {inserted} {tail}"
            yield Case(lang, source, tail.rstrip(".!?\u3002"), not negated, f"{s.origin} +{inserted!r}", ("negation_cut",) if negated else ())


def _unspaced_adverb_cases(
    group: Sequence[Sentence], adverbs: Sequence[str], negation: str, rng: random.Random, negated: bool
) -> Iterator[Case]:
    """The Chinese side of :func:`_adverb_cases`: a negation and an adverb (没有明显) put between
    two Han characters of a real sentence, the passage starting right after the adverb."""
    from spacy_quoteverify.match.boundaries import _NEGATING_PREFIX

    for n, s in enumerate(group[:80]):
        adverb = adverbs[n % len(adverbs)]
        spots = [
            k for k in range(2, len(s.text) - 6)
            if regex.match(r"\p{Han}{2}", s.text[k - 1 :]) and not s.text[:k].endswith(_NEGATING_PREFIX)
        ]
        if not spots:
            continue
        k = rng.choice(spots)
        inserted = negation + adverb if negated else adverb
        tail = s.text[k:]
        yield Case("zh", s.text[:k] + inserted + tail, tail.rstrip(".!?\u3002"), not negated, f"{s.origin} +{inserted!r}", ("negation_cut",) if negated else ())


@case_class("adv_passage_starts_after_negation_and_adverb", faithful=False)
def passage_starts_after_negation_and_adverb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation and an adverb put into a real sentence ("did not significantly", "n'a pas
    sensiblement", "no claramente"), and the passage starting right after the adverb: the
    negation governs it as it would right before it; refused."""
    yield from _adverb_cases(sents, rng, negated=True)


@case_class("adv_passage_starts_after_adverb", faithful=True)
def passage_starts_after_adverb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same adverbs put into the same sentences without a negation: a passage starting after
    one verifies."""
    yield from _adverb_cases(sents, rng, negated=False)
