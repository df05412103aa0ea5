"""A quotation that starts right after a negation word, and negation words written with marks
their lexicon entry lacks.

Spaced scripts: "patients improved" quoted from "No patients improved", "υπάρχει σενάριο" from
"δεν υπάρχει σενάριο", "مدعوم" from "غير مدعوم". The passage leaves out the negation that governs
it and quotes the opposite claim, as a quotation starting right after Chinese 不 or Thai ไม่ does
(``negation_prefix_cut``). A negation word that ends the sentence before the passage, or is
separated from it by punctuation, governs nothing of it.

Marks: dictionaries, textbooks and Wikipedia headwords write the stress of Russian, Ukrainian,
Bulgarian and Macedonian words ("не́", "ні́коли"), Serbo-Croatian dictionaries its accents
("ни̏је"), and polytonic or pre-1982 Greek a grave, breathings or an accent on monosyllables
("δὲν", "μὴν", "δέν"). The word is the same; its negation must still be seen.
"""
from __future__ import annotations

import json
import random
import unicodedata
from typing import Callable, Dict, Iterator, List, Optional, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import guess, lexicons, negation, questions
from spacy_quoteverify.lang.guess import function_word_anywhere
from spacy_quoteverify.lang.lexicons import available_languages, negation_lexicon

from . import ROOT, UNSPACED, Case, Sentence, by_lang, case_class
from .negations import _NEGATION_REASONS, _insert, _quote, _told_apart, usable


def _free_words(lang: str) -> List[str]:
    """The lexicon's words that stand alone (not a clitic written onto the next word: "n'", "n-")."""
    return sorted(w for w in negation_lexicon(lang).words if not w.endswith(("'", "-")) and regex.search(r"\p{L}", w))


def _spaced(lang: str) -> bool:
    return lang not in UNSPACED and not (set(negation_lexicon(lang).scripts) & {"Han", "Hiragana", "Katakana", "Thai", "Tibetan"})


def _by_language(cases: Iterator[Case]) -> Iterator[Case]:
    """``cases`` taking every language in turn, so that the first few hundred (the default test
    run) span every language."""
    per_lang: Dict[str, List[Case]] = {}
    for case in cases:
        per_lang.setdefault(case.lang, []).append(case)
    groups = list(per_lang.values())
    for n in range(max((len(group) for group in groups), default=0)):
        for group in groups:
            if n < len(group):
                yield group[n]


def _passage_after_negation_word_cases(
    sents: Sequence[Sentence], rng: random.Random, stop_words: bool = False
) -> Iterator[Case]:
    """The cases of :func:`passage_after_negation_word`, language by language (with
    ``stop_words``, those of :func:`passage_after_negation_stop_words`)."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if not _spaced(lang):
            continue
        group = usable(groups.get(lang, []), lang)
        between = _between_words(lang) if stop_words else []
        if not group or (stop_words and not between):
            continue
        for n, word in enumerate(_free_words(lang)):
            sentence = group[n % len(group)]
            words = sentence.text.split()
            # The passage: at least three words and twelve characters after the negation (a
            # quotation the component checks on its own), and a word of the sentence before it.
            spots = [
                k for k in range(1, len(words) - 2)
                if len(" ".join(words[k:])) >= 12 and regex.match(r"[\p{L}\p{N}]", words[k])
            ]
            if not spots:
                continue
            k = rng.choice(spots)
            stops = rng.sample(between, min(len(between), 1 + n % 2)) if stop_words else []
            said = lexicons.word_key(" ".join([word, *stops]))
            if any(said == p or said.startswith(p + " ") for p in negation_lexicon(lang).additive_phrases):
                continue  # "ei vain" is "not only": what follows it is asserted
            source = " ".join(words[:k] + [word] + stops + words[k:])
            origin = f"{sentence.origin} +negation before {word!r}"
            if stops:
                origin = f"{sentence.origin} +negation {word!r} before {' '.join(stops)!r}"
            yield Case(lang, source, " ".join(words[k:]), False, origin, ("negation_cut",))


def _passage_after_negation_word_ended_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_after_negation_word_ended`, language by language."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if not _spaced(lang):
            continue
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        if len(group) < 2:
            continue
        for n, word in enumerate(_free_words(lang)):
            first, second = group[n % len(group)], group[(n + 1) % len(group)]
            stem = first.text.rstrip(".!?。 ")
            if n % 2:
                source = f"{stem} {word}. {second.text}"
            else:
                source = f"{stem} {word}, {second.text}"
            quote = second.text
            yield Case(lang, source, quote, True, f"{first.origin} +{word!r} +{second.origin}")



def _between_words(lang: str) -> List[str]:
    """spaCy's stop words of ``lang`` written in letters alone that negate in no lexicon of their
    script and compare no figure (auxiliaries, pronouns, articles: "been", "ha", "sido")."""
    comparisons = {w.casefold() for w in lexicons.comparison_words("before")}
    return sorted(
        w for w in lexicons._stop_words(lang)
        if regex.fullmatch(r"\p{L}{2,}", w) and not negation.negates_as_written(w) and w not in comparisons
    )


def _words_in_sentences(
    sents: Sequence[Sentence], words_of: Optional[Callable[[str], List[str]]] = None
) -> Iterator[Tuple[str, str, Sentence, List[str]]]:
    """Each free-standing word of each negation lexicon of a spaced script (or each word
    ``words_of`` gives for the language), with a real sentence of its language (taken in turn)
    and that sentence's words."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if not _spaced(lang):
            continue
        group = usable(groups.get(lang, []), lang)
        if not group:
            continue
        for n, word in enumerate((words_of or _free_words)(lang)):
            sentence = group[n % len(group)]
            yield lang, word, sentence, sentence.text.split()


def _passage_after_negation_content_word_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_after_negation_content_word`, language by language."""
    for lang, word, sentence, words in _words_in_sentences(sents):
        # The word before the passage: letters only, no stop or function word of any language
        # and no negation (a content word of the sentence, which the negation governs instead).
        spots = [
            k for k in range(2, len(words) - 2)
            if len(" ".join(words[k:])) >= 12
            and regex.match(r"[\p{L}\p{N}]", words[k])
            and regex.fullmatch(r"\p{L}{3,}", words[k - 1])
            and not lexicons.stop_word_anywhere(words[k - 1])
            and not function_word_anywhere(words[k - 1])
            and not negation.negates_as_written(words[k - 1])
            # Nor a verb that takes the passage as its clause ("think"): the negation before it
            # governs that clause (adv_passage_after_negated_clause_verb).
            and not negation.takes_bare_clause(words[k - 1])
            # Nor a passage that opens with a complementizer (Danish "at"): the clause the
            # negation negates governs what it opens (adv_passage_after_negated_matrix).
            and not negation.may_open_complement(words[k])
        ]
        if not spots:
            continue
        k = rng.choice(spots)
        source = " ".join(words[: k - 1] + [word] + words[k - 1 :])
        yield Case(lang, source, " ".join(words[k:]), True, f"{sentence.origin} +negation {word!r} before {words[k - 1]!r}")


#: A matrix clause before a clause verb, by language: the verb's forms go where "{verb}" stands;
#: "{neg}" takes each negation of the lexicon that stands before a verb. English negates a verb
#: with an auxiliary ("did not think") or an adverb or a subject that negates ("never thought",
#: "Nobody thinks"); Chinese writes the negation onto the verb (未证明, 不认为).
_CLAUSE_VERB_MATRICES: Dict[str, Tuple[Tuple[str, Tuple[str, ...]], ...]] = {
    "en": (
        ("The authors did {neg} {verb}", ("not", "never")),
        ("The authors {neg} {verb}", ("never", "hardly", "seldom", "rarely")),
        ("{neg} of the reviewers {verb}", ("None", "Neither")),
        ("{neg} {verb}", ("Nobody", "No one")),
    ),
    "zh": (
        ("研究{neg}{verb}", ("未", "不", "没有", "并未", "并不", "没", "从未", "尚未")),
        # A modal auxiliary or an adverb of manner between ("未能证明", "并未明确证明"), or the
        # negation after the verb as its potential complement ("证明不了", "显示不出").
        ("研究{neg}能{verb}", ("未", "没", "不")),
        ("研究{neg}明确{verb}", ("未", "并未", "没有")),
        ("研究{verb}{neg}", ("不了", "不出")),
    ),
    # German and Dutch set the clause after a comma (a dependent verb-second clause); the
    # negation before the verb in the perfect or a subordinate clause, or as the subject.
    "de": (
        ("{neg} {verb}", ("Niemand", "Keiner")),
        # A main clause puts the negation after the finite verb ("Die Autoren glauben nicht, …").
        ("Die Autoren {verb} {neg}", ("nicht", "keineswegs", "nicht wirklich", "nicht mehr")),
        ("Die Autoren haben {neg} {verb}", ("nicht", "nie", "niemals", "kaum")),
        ("Weil die Autoren {neg} {verb}", ("nicht", "nie", "keineswegs")),
    ),
    "nl": (
        ("{neg} {verb}", ("Niemand",)),
        ("De auteurs {verb} {neg}", ("niet", "nooit", "niet echt", "niet meer")),
        ("De auteurs hebben {neg} {verb}", ("niet", "nooit", "nauwelijks")),
        ("Omdat de auteurs {neg} {verb}", ("niet", "nooit")),
    ),
    # The Scandinavian languages leave "att"/"at" out with no comma. The negation of a main
    # clause follows its finite verb ("Vi tror inte medicinen fungerar"): the passage then starts
    # right after the negation, which the rules read without the verb; here it stands before the
    # verb, in the perfect or a subordinate clause.
    "sv": (
        ("{neg} {verb}", ("Ingen",)),
        ("Forskarna har {neg} {verb}", ("inte", "aldrig", "knappast")),
        ("Eftersom forskarna {neg} {verb}", ("inte", "aldrig")),
    ),
    "da": (
        ("{neg} {verb}", ("Ingen",)),
        ("Forskerne har {neg} {verb}", ("ikke", "aldrig", "næppe")),
        ("Fordi forskerne {neg} {verb}", ("ikke", "aldrig")),
    ),
    "nb": (
        ("{neg} {verb}", ("Ingen",)),
        ("Forskerne har {neg} {verb}", ("ikke", "aldri", "neppe")),
        ("Fordi forskerne {neg} {verb}", ("ikke", "aldri")),
    ),
    # Italian leaves "che" out before a subjunctive ("Non credo sia efficace").
    "it": (
        ("{neg} {verb}", ("Nessuno",)),
        ("Gli autori {neg} {verb}", ("non", "mai", "difficilmente")),
    ),
    "id": (
        ("{neg} {verb}", ("Tidak ada yang",)),
        ("Penelitian ini {neg} {verb}", ("tidak", "belum", "tak", "tidak pernah")),
    ),
    "ms": (
        ("{neg} {verb}", ("Tiada siapa yang",)),
        ("Kajian itu {neg} {verb}", ("tidak", "belum", "tak", "tidak pernah")),
    ),
}

#: Nouns that take a clause with no complementizer after a negating determiner or an existential
#: negation ("There is no evidence the drug …", "没有证据表明 …"), and the matrices they stand in;
#: Chinese puts a clause verb after the noun ("{verb}").
_CLAUSE_NOUNS: Dict[str, Tuple[str, ...]] = {
    # Chinese nouns of evidence, which the rules read between an existential negation and the verb.
    "zh": ("证据", "證據", "迹象", "跡象", "数据", "數據"),
}


def _clause_nouns(lang: str) -> Tuple[str, ...]:
    """The nouns that take a clause with no complementizer: a lexicon's ``clause_verbs.nouns``
    (each in turn), or those of :data:`_CLAUSE_NOUNS` for a language that writes them before
    its verb."""
    if lang in _CLAUSE_NOUNS:
        return _CLAUSE_NOUNS[lang]
    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "negations" / f"{lang}.json").read_text(encoding="utf8"))
    return tuple(data.get("clause_verbs", {}).get("nouns", ()))
_CLAUSE_NOUN_MATRICES: Dict[str, Tuple[Tuple[str, Tuple[str, ...]], ...]] = {
    "en": (
        ("There is {neg} {noun}", ("no", "little")), ("We found {neg} {noun}", ("no", "little", "no real")),
        # A determiner after the negation ("any" of the lexicon's clause_verbs.determiners).
        ("We did {neg} find any {noun}", ("not",)), ("There was {neg} any {noun}", ("never", "hardly", "not")),
        ("There was {neg} a single {noun}", ("not",)), ("We did {neg} find enough {noun}", ("not",)),
    ),
    "zh": (("{neg}{noun}{verb}", ("没有", "沒有", "并无", "尚无", "没有任何", "無")),),
}


_CLAUSE_VERB_GAPS: Dict[str, Tuple[str, ...]] = {
    "en": (" ", " ", ", ", ", however, ", ", in our view, ", " [12] "),
    "zh": ("", "", "\uff0c"),
    "de": (", ", ", ", ", jedoch, ", " [12], "),
    "nl": (", ", ", ", ", echter, "),
    "sv": (" ", " ", " [12] "),
    "da": (" ", " ", " [12] "),
    "nb": (" ", " ", " [12] "),
    "it": (" ", " ", " [12] "),
    "id": (" ", " ", " [12] "),
    "ms": (" ", " ", " [12] "),
}


def _letter_scripts(text: str) -> set:
    """The scripts of the letters of ``text``, by the first word of their Unicode names ("LATIN", "CJK")."""
    return {unicodedata.name(ch, "?").split()[0] for ch in text if ch.isalpha()}


def _matrix(template: str, neg: str, negated: bool, **fill: str) -> str:
    """A matrix clause of a template, with the negation ``neg`` or without any."""
    if not negated:
        template = template.replace("{neg} ", "").replace("{neg}", "")
    return template.format(neg=neg, **fill).rstrip()


def _clause_case(lang: str, matrix: str, n: int, clause: Sentence, negated: bool) -> Case:
    """A real sentence as the clause a matrix takes, the ``n``-th gap of its language between."""
    text = clause.text.rstrip()
    joiner = _CLAUSE_VERB_GAPS[lang][n % len(_CLAUSE_VERB_GAPS[lang])]
    return Case(lang, f"{matrix}{joiner}{text}", text, not negated, f"{clause.origin} +matrix {matrix!r}", ("negation_cut",) if negated else ())


def _clause_verb_cases(sents: Sequence[Sentence], rng: random.Random, negated: bool) -> Iterator[Case]:
    """Every form of every clause verb (a lexicon's ``clause_verbs``) after a matrix clause of
    :data:`_CLAUSE_VERB_MATRICES`, negated or not, then a real sentence of the language as the
    clause it takes; the quotation is that sentence."""
    groups = by_lang(sents)
    for lang, matrices in _CLAUSE_VERB_MATRICES.items():
        pool = usable(groups.get(lang, []), lang)
        forms = sorted(negation_lexicon(lang).clause_verbs)
        assert pool and forms, f"no sentence or clause verb for {lang}"
        for n, verb in enumerate(forms):
            template, negations = matrices[n % len(matrices)]
            neg = negations[n % len(negations)]
            matrix = _matrix(template, neg, negated, verb=verb)
            if not negated and not matrix[:1].isupper() and lang not in UNSPACED:
                continue  # "{neg} {verb}" with no negation has no subject
            if (not negated and negation._word_negation(verb, lang)) or verb in negation_lexicon(lang).clause_nouns:
                continue  # "unclear" negates by itself; the nouns have matrices of their own
            if not _letter_scripts(verb) <= _letter_scripts(template):
                continue  # a Malay verb written in Jawi has no place in a matrix in Latin letters
            # What may stand between the verb and its clause: nothing, a comma, an aside between
            # commas, a footnote mark ("think, however, the drug", "认为，该药物").
            yield _clause_case(lang, matrix, n, pool[(n * 7) % len(pool)], negated)
    for lang in _CLAUSE_NOUN_MATRICES:
        nouns = _clause_nouns(lang)
        assert nouns, f"{lang}: no clause noun"
        pool = usable(groups.get(lang, []), lang)
        listed = negation_lexicon(lang).clause_verbs
        verbs = sorted(v for v in listed if v not in nouns and v not in negation_lexicon(lang).clause_nouns)
        for n, noun in enumerate(nouns):
            assert lang in UNSPACED or noun in negation_lexicon(lang).clause_nouns, f"{lang}: {noun!r} is not among the lexicon's clause nouns"
            for k, (template, negations) in enumerate(_CLAUSE_NOUN_MATRICES[lang]):
                neg = negations[(n + k) % len(negations)]
                fill = {"noun": noun, "verb": verbs[(n * 5 + k) % len(verbs)]}
                yield _clause_case(lang, _matrix(template, neg, negated, **fill), n + k, pool[(n * 11 + k * 3) % len(pool)], negated)


@case_class("adv_passage_after_negated_clause_verb", faithful=False)
def passage_after_negated_clause_verb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"the drug reduced mortality" from "We do not think the drug reduced mortality", "该药物降低死亡率"
    from "研究未证明该药物降低死亡率": a passage that starts right after a verb taking it as its
    clause with no complementizer (every form of every lexicon's ``clause_verbs``), the verb
    negated, leaves out the negation that governs it."""
    yield from _by_language(_clause_verb_cases(sents, rng, negated=True))


@case_class("adv_passage_after_clause_verb_kept", faithful=True)
def passage_after_clause_verb_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same with the verb not negated ("The authors thought the drug reduced mortality"):
    the passage quotes the clause as the source states it."""
    yield from _by_language(_clause_verb_cases(sents, rng, negated=False))


def _into_clause(cases: Iterator[Case]) -> Iterator[Case]:
    """Each case whose quoted clause (in a spaced script) opens with a stop word of its language,
    quoted from the word after it ("drug reduced mortality" of "... think the drug reduced
    mortality")."""
    for case in cases:
        words = case.quote.split(" ")
        if case.lang in UNSPACED or len(words) < 4 or not regex.fullmatch(r"\p{L}+", words[0]):
            continue
        key = lexicons.word_key(words[0])
        if key not in lexicons.stop_words(case.lang) or not lexicons.stop_word_anywhere(key) or negation.negates_as_written(words[0]):
            continue  # a stop word of the sentence's own language (single letters aside, as the rules read them)
        if not regex.match(r"\p{L}", words[1]) or negation.detect_language(case.source)[0] != case.lang:
            continue  # a figure next is read by the figure rules; a source the detector misreads is not this class's
        # A condition word left out ("If", "Wenn", "Als") makes the passage a condition's too.
        reasons = (*case.reasons, "condition_cut") if case.reasons else ()
        yield Case(case.lang, case.source, " ".join(words[1:]), case.faithful, f"{case.origin} -{words[0]!r}", reasons)


@case_class("adv_passage_into_negated_clause", faithful=False)
def passage_into_negated_clause(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"drug reduced mortality" from "We do not think the drug reduced mortality" or "There was no
    evidence that the drug reduced mortality": a passage that starts a function word into a
    clause a negation governs leaves the negation out, as one starting the clause does."""
    yield from _by_language(_into_clause(_clause_verb_cases(sents, rng, negated=True)))
    yield from _by_language(_into_clause(_matrix_cases(sents, rng, negated=True)))


@case_class("adv_passage_into_clause_kept", faithful=True)
def passage_into_clause_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same under a verb not negated verifies."""
    yield from _by_language(_into_clause(_clause_verb_cases(sents, rng, negated=False)))
    yield from _by_language(_into_clause(_matrix_cases(sents, rng, negated=False)))


@case_class("adv_passage_after_negation_stop_words", faithful=False)
def passage_after_negation_stop_words(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every free-standing word of every negation lexicon of a spaced script, followed by one or
    two of spaCy's stop words of its language ("not been", "no ha"), put between two words of a
    real sentence, and the quotation of the rest of the sentence: refused with negation_cut (the
    negation still governs the passage across auxiliaries and pronouns)."""
    yield from _by_language(_passage_after_negation_word_cases(sents, rng, stop_words=True))


@case_class("adv_passage_after_negation_content_word", faithful=True)
def passage_after_negation_content_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same words put before a content word of the sentence, and the quotation starting after
    that word: verifies (the negation governs the word between, which the quotation leaves out
    whole, not the passage)."""
    yield from _by_language(_passage_after_negation_content_word_cases(sents, rng))


def _passage_stops_before_negation_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_stops_before_negation`, language by language."""
    for lang, word, sentence, words in _words_in_sentences(sents):
        # The passage: at least three words and twelve characters, ending in a letter or digit
        # right before the negation, and a word of the sentence after the negation.
        spots = [
            k for k in range(3, len(words))
            if len(" ".join(words[:k])) >= 12 and regex.search(r"[\p{L}\p{N}]\Z", words[k - 1])
        ]
        if not spots:
            continue
        k = rng.choice(spots)
        source = " ".join(words[:k] + [word] + words[k:])
        yield Case(lang, source, " ".join(words[:k]), True, f"{sentence.origin} +negation {word!r} after")


@case_class("adv_passage_stops_before_negation", faithful=True)
def passage_stops_before_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every free-standing word of every negation lexicon of a spaced script put right after the
    first words of a real sentence of its language, and the quotation of those words: verifies.
    A quotation may stop before a negation that follows it inside its clause ("the drug did" in
    "the drug did not reduce mortality"), as it may stop before a negating ending written onto a
    verb in an unspaced script. A negation that closes the clause negates all of it ("Bu sonuç
    anlamlı" of "Bu sonuç anlamlı değil."): :func:`passage_stops_before_final_negation`."""
    yield from _by_language(_passage_stops_before_negation_cases(sents, rng))


def _passage_stops_before_final_negation_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_stops_before_final_negation`, language by language."""
    for lang, word, sentence, words in _words_in_sentences(sents):
        clause = " ".join(words).rstrip(".!?\u3002\u0964;:,")
        if len(clause) < 12 or not regex.search(r"[\p{L}\p{N}]\Z", clause) or regex.search(r"[\p{Terminal_Punctuation}]", clause):
            continue  # one clause, ending in a word, that the negation then closes
        if any(lexicons.is_negation_word(w.strip(".,;:!?\"'()"), lang) for w in clause.split()):
            continue  # a clause negated already: the closing negation agrees with it ("geen ... nie")
        source = f"{clause} {word}. " + rng.choice(["It was reported.", "Ende.", "Fin.", "OK."])
        yield Case(lang, source, clause, False, f"{sentence.origin} +negation {word!r} closing", reasons=("negation_cut", "language_not_covered"))


@case_class("adv_passage_stops_before_final_negation", faithful=False)
def passage_stops_before_final_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every free-standing word of every negation lexicon of a spaced script closing a real
    sentence of its language, and the quotation of the sentence without it: refused
    ("Das Medikament senkte die Sterblichkeit" of "... die Sterblichkeit nicht."). A negation that
    closes the clause negates all of it, the verb the passage quotes too (the order of German,
    Dutch, the Scandinavian languages, Afrikaans, Turkish değil, Marathi नाही)."""
    yield from _by_language(_passage_stops_before_final_negation_cases(sents, rng))


def _phrase_function_words(lang: str) -> List[str]:
    """Stop words of ``lang`` that start no clause (no word for "and" or "or", no relative pronoun
    or complementizer) and negate nowhere, of two letters or more (a single letter is read as a
    letter of a spelled alphabet as often): the words that open the short clause after a comma."""
    # A relative pronoun or complementizer of any lexicon may be read as starting a clause.
    other = lexicons.and_words(lang) | lexicons.or_words(lang) | frozenset().union(
        *(negation_lexicon(code).relative_pronouns | negation_lexicon(code).complementizers for code in available_languages("negations"))
    )
    return sorted(
        w for w in lexicons.stop_words(lang)
        if regex.fullmatch(r"\p{L}{2,}", w) and w not in other and not negation.negates_as_written(w)
    )


def _denial_clause_after_comma_cases(sents: Sequence[Sentence], rng: random.Random, faithful: bool) -> Iterator[Case]:
    """The cases of :func:`denial_clause_after_comma` (or, ``faithful``, of
    :func:`plain_clause_after_comma`), language by language."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if not _spaced(lang):
            continue
        group = usable(groups.get(lang, []), lang)
        forms = sorted(negation_lexicon(lang).denying_forms)
        if not group or not forms:
            continue
        for n, form in enumerate(forms[:: max(1, len(forms) // 12)]):
            sentence = group[n % len(group)]
            clause = sentence.text.rstrip(".!?\u3002\u0964;:, ")
            if len(clause) < 12 or regex.search(r"[\p{Terminal_Punctuation}]", clause) or not regex.search(r"[\p{L}\p{N}]\Z", clause):
                continue
            if faithful:
                other = group[(n + 1) % len(group)].text.split()
                # No word that negates, nor one that denies a clause in a language ("kieltämistä").
                words = [w for w in other if regex.fullmatch(r"\p{L}{3,}", w) and not negation.negates_as_written(w) and not negation.may_deny_clause(w)]
                if not words or any(negation.negates_as_written(w) for w in clause.split()):
                    continue
                said = rng.choice(words)
            else:
                said = form
            subject = rng.choice(_phrase_function_words(lang) or [""])
            source = f"{clause}, {subject} {said}.".replace("  ", " ")
            yield Case(lang, source, clause, faithful, f"{sentence.origin} +after comma {said!r}", reasons=("negation_cut", "language_not_covered"))


@case_class("adv_denial_clause_after_comma", faithful=False)
def denial_clause_after_comma(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence followed by a comma and a short clause of denial that closes it ("The drug
    reduces mortality, the authors denied.", "..., bestritt der Vorstand.", "..., negó el
    ministro."), with forms of every lexicon's verbs that deny alone, and the quotation of the
    sentence: refused. The closing clause denies what the passage quotes."""
    yield from _by_language(_denial_clause_after_comma_cases(sents, rng, False))


@case_class("adv_plain_clause_after_comma", faithful=True)
def plain_clause_after_comma(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same sentences followed by a comma, a function word and a word of another sentence of
    the language that negates nowhere: the quotation of the sentence verifies."""
    yield from _by_language(_denial_clause_after_comma_cases(sents, rng, True))


def _syllable_marked(lang: str) -> bool:
    """Whether ``lang`` is written in a script without spaces that marks its syllables
    (:data:`charclasses.UNSPACED_SCRIPTS` less :data:`charclasses.UNDELIMITED_SCRIPTS`: Tibetan's tsheg)."""
    marked = set(charclasses.UNSPACED_SCRIPTS) - set(charclasses.UNDELIMITED_SCRIPTS)
    return bool(set(negation_lexicon(lang).scripts) & marked)


#: A syllable of a script that marks its syllables: letters and marks up to the mark.
_SYLLABLE_RE = regex.compile(r"[\p{L}\p{M}]+")


def _syllable_clauses(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[str, Sentence, str, str]]:
    """For each language written with syllable marks, real sentences cut after one of their
    syllables inside their first clause (at least three syllables in), each with a syllable that
    ends another real sentence of the language (mostly a verb or auxiliary): (lang, sentence,
    clause, verb), the clause ending in a syllable without its mark."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if not _syllable_marked(lang):
            continue
        group = usable(groups.get(lang, []), lang)
        # The syllables that close a clause of a real sentence, but for function words ("dang", and).
        verbs = sorted({
            found[-1]
            for s in group
            for part in regex.split(r"\p{Terminal_Punctuation}", s.text)
            if (found := _SYLLABLE_RE.findall(part))
            and not lexicons.stop_word_anywhere(found[-1])
            and not lexicons.is_negation_word(found[-1]) and not lexicons.is_negation_word(found[-1], lang)
        })
        for _ in range(rounds):
            for sentence in group:
                first = regex.split(r"[\p{Terminal_Punctuation}\s]", sentence.text)[0]
                syllables = list(_SYLLABLE_RE.finditer(first))
                if len(syllables) < 4 or not verbs:
                    continue
                k = rng.randrange(3, len(syllables))
                yield lang, sentence, first[: syllables[k - 1].end()], rng.choice(verbs)


def _syllable_negations(lang: str) -> List[str]:
    """The lexicon's words as they close a clause: each whole word, and a word of one syllable
    that stands before its verb ("ma", "mi") with the placeholder ``{verb}`` after it."""
    out = []
    for word in _free_words(lang):
        out.append(word)
        if len(_SYLLABLE_RE.findall(word)) == 1:
            out.append(word + "\u0f0b{verb}")
    return out


def _passage_stops_before_syllable_final_negation_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_stops_before_syllable_final_negation`."""
    for n, (lang, sentence, clause, verb) in enumerate(_syllable_clauses(sents, rng, rounds=8)):
        forms = _syllable_negations(lang)
        negated = forms[n % len(forms)].replace("{verb}", verb)
        source = f"{clause}\u0f0b{negated}\u0f0d"
        yield Case(lang, source, clause, False, f"{sentence.origin} +negation {negated!r} closing",
                   reasons=("negation_cut", "language_not_covered"))


@case_class("adv_passage_stops_before_syllable_final_negation", faithful=False)
def passage_stops_before_syllable_final_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence of a language whose script marks its syllables instead of spacing its words
    (Tibetan), cut inside its first clause, closed by every word of its negation lexicon (the
    negative existential "med", the copulas "min", "ma red", and "ma"/"mi" before the last syllable of
    another real sentence: "rnyed ma song"), and the quotation of the clause without it: refused
    (``negation_cut``), as in a spaced language whose negation closes the clause. The syllable mark
    is read as the boundary of a word there."""
    yield from _passage_stops_before_syllable_final_negation_cases(sents, rng)


@case_class("adv_passage_stops_before_syllable_final_word", faithful=True)
def passage_stops_before_syllable_final_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same clauses closed by a syllable that negates nothing (the last syllable of another real
    sentence of the language, "yod", "'jug"), and the quotation of the clause: verifies."""
    for lang, sentence, clause, verb in _syllable_clauses(sents, rng, rounds=8):
        source = f"{clause}\u0f0b{verb}\u0f0d"
        yield Case(lang, source, clause, True, f"{sentence.origin} +{verb!r} closing")


def _passage_negated_inside_stops_before_final_negation_cases(
    sents: Sequence[Sentence], rng: random.Random
) -> Iterator[Case]:
    """The cases of :func:`passage_negated_inside_stops_before_final_negation`, language by language."""
    for lang, word, sentence, words in _words_in_sentences(sents):
        clause = " ".join(words).rstrip(".!?\u3002\u0964;:,").split()
        if len(clause) < 4 or regex.search(r"[\p{Terminal_Punctuation}]", " ".join(clause)):
            continue
        if not regex.search(r"[\p{L}\p{N}]\Z", clause[-1]):
            continue
        # The passage's own negation stands before one of its words (an attribute it negates,
        # "das nicht zugelassene Medikament"), the closing one after its last.
        inner = rng.choice(_free_words(lang))
        if lexicons.word_key(inner) in negation_lexicon(lang).closing_concord.get(lexicons.word_key(word), ()):
            continue  # its language repeats the passage's negation there: the passage keeps it
        k = rng.randrange(1, len(clause) - 1)
        passage = " ".join(clause[:k] + [inner] + clause[k:])
        source = f"{passage} {word}. " + rng.choice(["It was reported.", "Ende.", "Fin.", "OK."])
        yield Case(
            lang, source, passage, False, f"{sentence.origin} +negation {inner!r} inside, {word!r} closing",
            reasons=("negation_cut", "language_not_covered"),
        )


@case_class("adv_passage_negated_inside_stops_before_final_negation", faithful=False)
def passage_negated_inside_stops_before_final_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same closing negations after a real sentence that holds a negation word of its
    language before one of its words, and the quotation of the sentence without the closing one:
    refused ("Das nicht zugelassene Medikament senkte die Sterblichkeit" of "... nicht."). A
    negation inside the passage excuses the closing one only where the language repeats the
    clause's negation at its end (the lexicon's ``closing_concord``: Afrikaans "nie ... nie")."""
    yield from _by_language(_passage_negated_inside_stops_before_final_negation_cases(sents, rng))


def _foreign_or_word_before_final_negation_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`foreign_or_word_before_final_negation`, language by language."""
    ors = lexicons._languages_words("list_words.json", "or")
    for lang, word, sentence, words in _words_in_sentences(sents):
        scripts = set(negation_lexicon(lang).scripts)
        own = lexicons.or_words(lang)
        foreign = [
            w for w in sorted({w for code, listed in ors.items() if code != lang for w in listed})
            if " " not in w and lexicons.word_key(w) not in own
            and set(guess.letter_scripts(w)) <= scripts and not lexicons.is_negation_word(w)
        ]
        clause = " ".join(words).rstrip(".!?\u3002\u0964;:,")
        if not foreign or len(clause) < 12 or not regex.search(r"[\p{L}\p{N}]\Z", clause):
            continue
        if regex.search(r"[\p{Terminal_Punctuation}]", clause):
            continue
        if any(lexicons.is_negation_word(w.strip(".,;:!?\"'()"), lang) for w in clause.split()):
            continue
        passage = f"{clause} {rng.choice(foreign)}"
        source = f"{passage} {word}. " + rng.choice(["It was reported.", "Ende.", "Fin.", "OK."])
        yield Case(lang, source, passage, False, f"{sentence.origin} +{passage.split()[-1]!r} {word!r} closing",
                   reasons=("negation_cut", "language_not_covered"))


@case_class("adv_foreign_or_word_before_final_negation", faithful=False)
def foreign_or_word_before_final_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A closing negation after a word that is "or" in another language of the script (Dutch
    "of" in English, Spanish "o" in Italian), and the quotation up to that word: refused. Only
    the word for "or" of the sentence's own language makes the closing negation an alternative
    ("whether it works or not")."""
    yield from _by_language(_foreign_or_word_before_final_negation_cases(sents, rng))


# -- negation words written with marks the lexicon entry lacks ----------------------------------

#: Scripts whose dictionaries and older spellings add marks to words (stress, accents, polytonic).
_MARKED_SCRIPTS = ("Cyrillic", "Greek")
_ACUTE, _GRAVE, _DOUBLE_GRAVE = "\u0301", "\u0300", "\u030f"


def _marked_languages() -> List[str]:
    """Languages of those scripts whose lexicon is not written in polytonic orthography (Ancient
    Greek writes every accent and breathing as spelling: its entries carry their marks already,
    and a mark added to one makes a spelling no text writes)."""
    return [
        lang for lang in available_languages("negations")
        if set(negation_lexicon(lang).scripts) & set(_MARKED_SCRIPTS)
        and not any(regex.search(r"\p{Block=Greek_Extended}", w) for w in negation_lexicon(lang).words)
    ]


def _vowel(ch: str) -> bool:
    """A letter that takes an accent of its own in Unicode (a precomposed letter with acute,
    grave or diaeresis exists: the vowels of Greek and Cyrillic), read off the database."""
    return any(len(unicodedata.normalize("NFC", ch + mark)) == 1 for mark in (_ACUTE, _GRAVE, "\u0308"))


def _with_mark(word: str, mark: str, rng: random.Random) -> str:
    """``word`` with ``mark`` on one of its vowels that carries no mark (chosen by ``rng``; the
    first letter when none qualifies), in NFC."""
    chars = unicodedata.normalize("NFD", word)
    spots = [
        k + 1 for k, ch in enumerate(chars)
        if unicodedata.category(ch).startswith("L") and _vowel(ch)
        and not (k + 1 < len(chars) and unicodedata.category(chars[k + 1]) == "Mn")
    ]
    at = rng.choice(spots) if spots else 1
    return unicodedata.normalize("NFC", chars[:at] + mark + chars[at:])


def _polytonic(word: str) -> str:
    """A Greek word with its tonos written as a grave (varia), as polytonic text writes an
    accent on a final syllable before another word."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", word).replace(_ACUTE, _GRAVE))


def _marked_forms(lang: str, word: str, rng: random.Random) -> List[str]:
    """The marked spellings of a lexicon word generated for the test: an acute stress mark on a
    vowel; in Cyrillic also a grave (Bulgarian and Macedonian) and a double grave (Serbo-Croatian
    dictionaries); in Greek the tonos as a grave (polytonic)."""
    greek = bool(regex.search(r"\p{Script=Greek}", word))
    forms = []
    if not greek or _ACUTE not in unicodedata.normalize("NFD", word):
        forms.append(_with_mark(word, _ACUTE, rng))
    if greek and _ACUTE in unicodedata.normalize("NFD", word):
        forms.append(_polytonic(word))
    if not greek:
        forms.append(_with_mark(word, _GRAVE, rng))
        forms.append(_with_mark(word, _DOUBLE_GRAVE, rng))
    return [form for form in dict.fromkeys(forms) if form != word]


def _another_word(form: str, lang: str) -> bool:
    """The marked spelling is a word of its own, whose lemma is not a negation (Greek "δέ" "but"
    beside "δε" "not"), or a stop word of some language as written (Macedonian "нѐ" "us"): it is
    that word, not the negation."""
    if lexicons.word_key(form) in lexicons._marked_stop_words():
        return True  # an everyday word of some language as written (Macedonian "нѐ" "us")
    if not lexicons.has_known_words(lang) or not lexicons.known_word(form, lang):
        return False
    return lexicons._lemma_of(lang).get(lexicons.word_key(form)) not in negation_lexicon(lang).words


def _stress_marked_negation_elided_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`stress_marked_negation_elided`, language by language."""
    groups = by_lang(sents)
    for lang in _marked_languages():
        group = usable(groups.get(lang, []), lang)
        if not group:
            continue
        n = 0
        for word in _free_words(lang):
            if not regex.search(r"[\p{Script=Cyrillic}\p{Script=Greek}]", word):
                continue  # a Latin spelling of a language written in both (Serbian)
            for form in _marked_forms(lang, word, rng):
                if _another_word(form, lang):
                    continue
                sentence = group[n % len(group)]
                n += 1
                made = _insert(lang, sentence.text, form, rng)
                if made is None:
                    continue
                source, left, right = made
                quote = _quote(lang, left, right, rng)
                yield Case(lang, source, quote, False, f"{sentence.origin} +marked {form!r}", _NEGATION_REASONS)


def _stress_marked_word_elided_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`stress_marked_word_elided`, language by language."""
    from spacy_quoteverify import verify_quote

    groups = by_lang(sents)
    for lang in _marked_languages():
        group = usable(groups.get(lang, []), lang)
        for sentence in group[:12]:
            words = sentence.text.split()
            spots = [k for k in range(1, len(words) - 1) if regex.fullmatch(r"[\p{Script=Cyrillic}\p{Script=Greek}]{2,}", words[k])]
            if not spots:
                continue
            k = rng.choice(spots)
            left, right = " ".join(words[:k]), " ".join(words[k + 1 :])
            plain_quote = _quote(lang, left, right, rng)
            if not verify_quote(plain_quote, sentence.text, lang=lang).verified or not verify_quote(plain_quote, sentence.text).verified:
                continue  # the unmarked word is refused already (or the pieces are not whole words)
            if _ACUTE in unicodedata.normalize("NFD", words[k]):
                continue  # polytonic text writes a grave only on a final syllable: not generated here
            marked = _with_mark(words[k], _ACUTE, rng)
            source = " ".join(words[:k] + [marked] + words[k + 1 :])
            yield Case(lang, source, plain_quote, True, f"{sentence.origin} +marked {marked!r}")


@case_class("adv_passage_after_negation_word", faithful=False)
def passage_after_negation_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every free-standing word of every negation lexicon of a spaced script, put between two
    words of a real sentence of its language, and the quotation of the rest of the sentence,
    starting right after it: refused with negation_cut (the negation governs the passage)."""
    yield from _by_language(_passage_after_negation_word_cases(sents, rng))


@case_class("adv_passage_after_negation_word_ended", faithful=True)
def passage_after_negation_word_ended(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same words ending the sentence before the quoted one ("... said no. Patients
    improved"), or set off from it by a comma: the quotation of that next sentence or clause
    verifies (nothing but spaces may stand between a negation and the passage it governs)."""
    yield from _by_language(_passage_after_negation_word_ended_cases(sents, rng))


@case_class("adv_stress_marked_negation_elided", faithful=False)
def stress_marked_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every word of every Cyrillic and Greek negation lexicon, written with a stress or accent
    mark it lacks (generated: an acute, grave or double grave on a vowel, or a polytonic grave
    for the tonos), put into a real sentence of its language and left out by an elision:
    refused. A marked spelling that is a word of the language of its own is left out (Greek
    "δέ" is "but")."""
    yield from _by_language(_stress_marked_negation_elided_cases(sents, rng))


@case_class("adv_stress_marked_word_elided", faithful=True)
def stress_marked_word_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word of a real Cyrillic or Greek sentence that is no negation (its unmarked spelling left
    out by an elision verifies), written with a stress mark and left out: still verifies. The
    mark makes no negation of an ordinary word."""
    yield from _by_language(_stress_marked_word_elided_cases(sents, rng))


# -- the "seldom" family: approximate negators ------------------------------------------------

#: The approximate negators of each language: "seldom", "rarely", "hardly", "barely" and their
#: equivalents, which turn a claim into its near-opposite ("seldom effective" -> "effective").
#: The attack's sample of the family (FV-8) with the words the lexicons already had for "hardly";
#: every one is a word of its lexicon (:func:`_family_words` checks), so a word dropped from a
#: lexicon fails the class rather than leaving it.
SELDOM_FAMILY: Dict[str, Tuple[str, ...]] = {
    "en": ("seldom", "rarely", "hardly", "scarcely", "barely"),
    "de": ("selten", "kaum", "schwerlich"),
    "lb": ("seelen", "kaum"),
    "fr": ("rarement", "guère", "difficilement"),
    "es": ("raramente", "apenas", "difícilmente", "escasamente"),
    "it": ("raramente", "difficilmente", "malapena", "scarsamente"),
    "pt": ("raramente", "dificilmente", "escassamente"),
    "ca": ("rarament",),
    "ro": ("rareori", "arareori", "abia"),
    "nl": ("zelden", "nauwelijks", "amper"),
    "af": ("selde", "skaars", "nouliks"),
    "sv": ("sällan", "knappt", "knappast", "svårligen"),
    "da": ("sjældent", "knapt", "knap", "næppe"),
    "nb": ("sjelden", "knapt", "neppe"),
    "nn": ("sjeldan", "knapt", "neppe"),
    "is": ("sjaldan", "naumast", "varla"),
    "fo": ("sjáldan",),
    "ru": ("редко", "едва", "вряд", "навряд", "еле", "насилу"),
    "uk": ("рідко", "ледве", "ледь", "навряд", "насилу"),
    "be": ("рэдка", "ледзь", "ледзьве", "наўрад"),
    "pl": ("rzadko", "ledwo", "ledwie"),
    "cs": ("zřídka", "zřídkakdy", "sotva", "stěží", "málokdy"),
    "sk": ("zriedka", "zriedkakedy", "sotva", "ledva", "málokedy"),
    "sl": ("redko", "komaj", "malokdaj"),
    "hr": ("rijetko", "jedva"),
    "bs": ("rijetko", "jedva"),
    "sr": ("ретко", "ријетко", "једва", "retko", "rijetko", "jedva"),
    "mk": ("ретко", "едвај"),
    "bg": ("рядко", "едва"),
    "lt": ("retai", "vos"),
    "lv": ("reti", "knapi"),
    "fi": ("harvoin", "tuskin"),
    "et": ("harva", "vaevalt"),
    "hu": ("ritkán", "alig", "aligha", "nemigen"),
    "tr": ("nadiren", "nadir", "güçbela"),
    "az": ("nadirən", "nadir"),
    "kk": ("сирек", "әрең"),
    "ky": ("сейрек", "араң"),
    "tt": ("сирәк",),
    "el": ("σπάνια", "σπανίως"),
    "la": ("vix", "aegre"),
    "eo": ("malofte", "apenaŭ"),
    "ga": ("annamh",),
    "cy": ("anaml", "prin"),
    "eu": ("gutxitan", "nekez"),
    "sq": ("rrallë", "mezi"),
    "he": ("בקושי",),
    "ar": ("نادرا", "قلما", "بالكاد"),
    "fa": ("بندرت", "ندرتا"),
    "ka": ("იშვიათად", "ძლივს"),
    "hy": ("հազվադեպ", "հազիվ"),
    "id": ("jarang",),
    "ms": ("jarang",),
    "tl": ("bihira", "madalang"),
    "ht": ("raman",),
    "vi": ("hiếm",),
    "ko": ("드물게",),
    "bn": ("কদাচিৎ",),
    "ta": ("அரிதாக", "அரிதாகவே"),
    "te": ("అరుదుగా",),
    "kn": ("ವಿರಳವಾಗಿ", "ಅಪರೂಪವಾಗಿ"),
    "zh": ("很少", "鲜少", "鮮少", "极少", "極少", "甚少", "难以", "難以"),
    "th": ("น้อยครั้ง",),
    "gd": ("ainneamh",),
    "grc": ("μόγις", "σπανίως"),
    "sw": ("nadra",),
    "hi": ("बमुश्किल",),
    "ur": ("بمشکل",),
    "mr": ("क्वचित",),
    "ne": ("विरलै",),
    "ml": ("അപൂർവമായി", "അപൂർവ്വമായി"),
    "si": ("කලාතුරකින්",),
}

#: The negative quantifiers of each language: "few", "little" and their equivalents, which
#: reference grammars class with the negatives (downward-entailing: Klima, "Negation in English",
#: 1964; Huddleston & Pullum, The Cambridge Grammar of the English Language, 2002, ch. 9).
#: "… patients improved" is no quotation of "Few patients improved". Every one is a word of its
#: lexicon (:func:`_family_words` checks); the positive "a few", "un peu" are additive phrases
#: (``adv_additive_phrase_elided``).
FEW_FAMILY: Dict[str, Tuple[str, ...]] = {
    "en": ("few", "little"),
    "de": ("wenig", "wenige", "wenigen"),
    "fr": ("peu",),
    "es": ("poco", "poca", "pocos", "pocas"),
    "it": ("poco", "poca", "pochi", "poche"),
    "pt": ("pouco", "pouca", "poucos", "poucas"),
    "ca": ("poc", "pocs", "poques"),
    "ro": ("puțini", "puține", "puțin"),
    "nl": ("weinig", "weinige"),
    "sv": ("få", "fåtal"),
    "da": ("få",),
    "nb": ("få",),
    "pl": ("mało", "niewiele", "niewielu", "nieliczni"),
    "cs": ("málo", "málokdo", "nemnoho"),
    "sk": ("málo", "málokto", "nemnoho"),
    "ru": ("мало", "немногие", "немногих"),
    "uk": ("мало", "небагато", "небагатьох"),
    "bg": ("малцина",),
    "hr": ("malobrojni", "malotko"),
    "sr": ("малобројни", "malobrojni", "малоко"),
    "sl": ("malokdo", "maloštevilni"),
    "el": ("λίγοι", "λίγα", "λίγο", "λίγη"),
    "tr": ("az",),
    "hu": ("kevés", "kevesen", "keveset"),
    "fi": ("harva", "harvat", "vähän"),
    "et": ("vähe", "vähesed"),
    "lt": ("mažai", "nedaug"),
    "lv": ("maz",),
    "id": ("sedikit", "segelintir"),
    "ms": ("sedikit", "segelintir"),
    "vi": ("ít",),
    "ar": ("قليل", "قليلة", "قليلون", "قلة"),
    "he": ("מעט", "מעטים", "מעטות"),
    "fa": ("کم", "اندک"),
    "hi": ("कम",),
    "be": ("нямногія", "нямногіх",),
    "mk": ("малкумина",),
    "bs": ("malobrojni", "malobrojne", "malobrojna",),
    "is": ("fáir", "fáar",),
    "nn": ("få",),
    "eo": ("malmultaj", "malmulte", "malmultajn",),
    "la": ("pauci", "paucae", "pauca", "paucorum", "paucis",),
    "sw": ("wachache", "chache",),
    "hy": ("քիչ",),
    "bn": ("কম",),
    "ne": ("थोरै",),
    "ur": ("کم",),
}

#: The comparison of inferiority: the comparative and superlative of the negative quantifiers
#: ("less", "fewer", "least"), downward-entailing as "few" is. "Drug A is … effective" is no
#: quotation of "Drug A is less effective". Every one is a word of its lexicon; "at least",
#: "more or less", "au moins" are additive phrases.
LESS_FAMILY: Dict[str, Tuple[str, ...]] = {
    "en": ("less", "fewer", "least", "fewest"),
    "de": ("weniger", "wenigsten"),
    "fr": ("moins",),
    "es": ("menos",),
    "it": ("meno",),
    "pt": ("menos",),
    "ca": ("menys",),
    "nl": ("minder", "minst"),
    "sv": ("mindre",),
    "da": ("mindre",),
    "nb": ("mindre",),
    "ru": ("менее", "меньше", "наименее"),
    "uk": ("менш", "менше"),
    "pl": ("mniej", "najmniej"),
    "cs": ("méně", "míň"),
    "sk": ("menej",),
    "el": ("λιγότερο", "λιγότεροι", "λιγότερα"),
    "ar": ("أقل",),
    "he": ("פחות",),
    "fi": ("vähemmän", "vähiten"),
    "et": ("vähem",),
    "hu": ("kevesebb", "kevésbé", "legkevésbé"),
    "lt": ("mažiau",),
    "lv": ("mazāk", "vismazāk"),
    "id": ("kurang",),
    "ms": ("kurang",),
    "ko": ("덜",),
}

#: The families of approximate negators, by the name their cases carry.
FAMILIES: Dict[str, Dict[str, Tuple[str, ...]]] = {"seldom": SELDOM_FAMILY, "few": FEW_FAMILY, "less": LESS_FAMILY}

#: Sentences each word of a family (or each form of the other tables) is put into.
_SENTENCES_PER_WORD = 6


def _family_words(family: str, lang: str) -> Tuple[str, ...]:
    """The words of ``family`` in ``lang``, each checked to be a word of its lexicon."""
    lex = negation_lexicon(lang)
    words = FAMILIES[family].get(lang, ())
    missing = [w for w in words if lexicons.word_key(w) not in lex.words]
    if missing:
        raise ValueError(f"{lang}: {missing} of the {family} family are no words of the lexicon")
    return words


def _family_languages(family: str) -> List[str]:
    """The languages of ``family``, in code order."""
    return sorted(FAMILIES[family])


def _insertions(lang: str, group: Sequence[Sentence], words: Sequence[str], rng: random.Random) -> Iterator[Tuple[str, Sentence, str, str, str]]:
    """Each of ``words`` put into up to :data:`_SENTENCES_PER_WORD` sentences of ``group`` in turn:
    (word, sentence, source, text before the word, text after it)."""
    for n, word in enumerate(words):
        for k in range(min(_SENTENCES_PER_WORD, len(group))):
            sentence = group[(n * _SENTENCES_PER_WORD + k) % len(group)]
            made = _insert(lang, sentence.text, word, rng)
            if made is not None:
                yield (word, sentence) + made


def _readable_without_language(source: str, lang: str, word: str) -> bool:
    """Whether a case is checked as it is in both modes: the detector can name ``lang``, or the
    sentence shows it (``_told_apart``). Otherwise, without a language given, the text is read
    as a neighbour whose everyday words stand (see ``adv_undetected_language_elision``)."""
    from spacy_quoteverify.lang.negation import detectable_languages

    return lang in detectable_languages() or _told_apart(source, lang, word)


def _family_elided_cases(sents: Sequence[Sentence], rng: random.Random, family: str) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang in _family_languages(family):
        group = usable(groups.get(lang, []), lang)
        if not group:
            continue
        for word, sentence, source, left, right in _insertions(lang, group, _family_words(family, lang), rng):
            if not _readable_without_language(source, lang, word):
                continue
            # A negator that compares a figure before it ("1 कम", 1 less) is its comparative too.
            why = _NEGATION_REASONS + (("sign_dropped",) if regex.search(r"\p{N}\s*$", left) else ())
            if family == "less":
                # Next to a figure or a number word a comparative is the figure's comparison
                # sign ("menos 100", "jedenáct míň"); after "if" the elision cuts a condition.
                why += ("sign_dropped", "condition_cut")
            yield Case(lang, source, _quote(lang, left, right, rng), False, f"{sentence.origin} +{family} {word!r}", why)


def _family_kept_cases(sents: Sequence[Sentence], rng: random.Random, family: str) -> Iterator[Case]:
    from spacy_quoteverify import verify_quote

    groups = by_lang(sents)
    for lang in _family_languages(family):
        if not _spaced(lang):
            continue
        group = usable(groups.get(lang, []), lang)
        for n, word in enumerate(_family_words(family, lang)):
            for k in range(min(_SENTENCES_PER_WORD, len(group))):
                sentence = group[(n * _SENTENCES_PER_WORD + k) % len(group)]
                words = sentence.text.split()
                # the word goes before words[at]; a later word words[cut] is left out
                spots = [
                    (at, cut) for at in range(2, len(words) - 2) for cut in range(at + 1, len(words) - 1)
                    if regex.search(r"[\p{L}\p{N}]$", words[at - 1])
                ]
                if not spots:
                    continue
                at, cut = rng.choice(spots)
                mark = rng.choice(("...", "\u2026", "[...]"))
                plain = " ".join(words[:cut] + [mark] + words[cut + 1 :])
                if not (verify_quote(plain, sentence.text, lang=lang).verified and verify_quote(plain, sentence.text).verified):
                    continue  # the elided word is refused by itself (a negation, a figure, a cut)
                source = " ".join(words[:at] + [word] + words[at:])
                quote = " ".join(words[:at] + [word] + words[at:cut] + [mark] + words[cut + 1 :])
                yield Case(lang, source, quote, True, f"{sentence.origin} +{family} kept {word!r}")


@case_class("adv_seldom_negator_elided", faithful=False)
def seldom_negator_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word of the "seldom" family (English "seldom", "rarely", "hardly"; German "selten";
    Russian "редко", "вряд"; Swedish "sällan"; Hungarian "ritkán", "alig"; Chinese 很少, 难以...),
    put into real sentences of its language and left out by an elision: refused. "The drug was
    … effective" is no quotation of "The drug was seldom effective"."""
    yield from _by_language(_family_elided_cases(sents, rng, "seldom"))


@case_class("adv_seldom_negator_kept", faithful=True)
def seldom_negator_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The faithful side: a word of the "seldom" family put into a real sentence and quoted,
    with an elision over a later word of the sentence that is left out faithfully on its own
    (the same elision verifies on the sentence without the word): verifies. The family's words
    refuse only the elisions that leave them out."""
    yield from _by_language(_family_kept_cases(sents, rng, "seldom"))


@case_class("adv_few_negator_elided", faithful=False)
def few_negator_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negative quantifier (English "few", "little"; German "wenige"; French "peu"; Spanish
    "pocos"; Russian "мало", "немногие"; Polish "niewielu"; Turkish "az"; Arabic قليل...), put
    into real sentences of its language and left out by an elision: refused. "… patients
    improved" is no quotation of "Few patients improved"."""
    yield from _by_language(_family_elided_cases(sents, rng, "few"))


@case_class("adv_few_negator_kept", faithful=True)
def few_negator_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The faithful side: a negative quantifier put into a real sentence and quoted, with an
    elision over a later word of the sentence that is left out faithfully on its own: verifies."""
    yield from _by_language(_family_kept_cases(sents, rng, "few"))


@case_class("adv_less_negator_elided", faithful=False)
def less_negator_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word of the comparison of inferiority (English "less", "fewer", "least"; German
    "weniger"; French "moins"; Russian "менее"; Hebrew "פחות"; Korean "덜"...), put into real
    sentences of its language and left out by an elision: refused. "Drug A is … effective than
    drug B" is no quotation of "Drug A is less effective than drug B"."""
    yield from _by_language(_family_elided_cases(sents, rng, "less"))


@case_class("adv_less_negator_kept", faithful=True)
def less_negator_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The faithful side: a word of the comparison of inferiority put into a real sentence and
    quoted, with an elision over a later word that is left out faithfully on its own: verifies."""
    yield from _by_language(_family_kept_cases(sents, rng, "less"))


# -- negative verb forms read by patterns and suffixes -----------------------------------------

#: Negative verb forms that no lexicon lists as words but that its patterns, suffixes or the
#: segmenter's tags read: Azerbaijani present and perfect negatives, Tatar present negatives,
#: Kannada verbs with ಇಲ್ಲ joined, Telugu negative conjugation, Bengali না written joined,
#: Korean misspellings of 없다, Japanese Kansai へん and colloquial ねえ.
NEGATIVE_VERB_FORMS: Dict[str, Tuple[str, ...]] = {
    "az": ("işləmir", "getmir", "gəlmirəm", "oxumurlar", "bilmirik", "işləməyib", "almayıb"),
    "tt": ("эшләми", "бармый", "бармыйм", "эшләмибез"),
    "kn": ("ಮಾಡುವುದಿಲ್ಲ", "ಬರುವುದಿಲ್ಲ", "ಹೋಗಿಲ್ಲ"),
    "te": ("చేయదు", "రాదు", "చేయను", "చేయరు"),
    "bn": ("করেনা", "যায়না", "হয়না"),
    "ko": ("업다고", "업는", "읎어", "엄따"),
    "ja": ("効かへん", "あらへん", "知らねえ"),
}


def _negative_verb_form_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    from .negative_verbs import LANGUAGES, negative_forms

    groups = by_lang(sents)
    for lang in sorted(set(NEGATIVE_VERB_FORMS) | set(LANGUAGES)):
        # The listed forms, and the negative forms of real verbs built by the language's rules.
        forms = NEGATIVE_VERB_FORMS.get(lang, ()) + tuple(negative_forms(lang))
        group = usable(groups.get(lang, []), lang)
        for form, sentence, source, left, right in _insertions(lang, group, forms, rng):
            if not (_shows_language(source, lang) or _script_of_one_lexicon(lang)):
                continue
            yield Case(lang, source, _quote(lang, left, right, rng), False, f"{sentence.origin} +verb form {form!r}", _NEGATION_REASONS)


def _script_of_one_lexicon(lang: str) -> bool:
    """Whether ``lang``'s lexicon is the only one of its scripts (Malayalam, Kannada): any
    reading of its text, whichever language the detector names, reads its word patterns."""
    lex = negation_lexicon(lang)
    return all(
        [other.lang for other in lexicons.negation_lexicons_for_script(script)] == [lang] for script in lex.scripts
    )


def _shows_language(source: str, lang: str) -> bool:
    """Whether, without a language given, ``source`` is read as ``lang``: the detector names it,
    or it is a language the detector cannot name and the sentence holds its own words
    (``unnamed_languages``). A form read by a suffix is no word of any lexicon, so another
    reading of the text does not find it."""
    from spacy_quoteverify.lang.negation import detectable_languages, text_languages, unnamed_languages

    if lang in detectable_languages():
        return True
    langs = text_languages(source) or ()
    return lang in langs or lang in unnamed_languages(source, langs)


@case_class("adv_negative_verb_form_elided", faithful=False)
def negative_verb_form_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negative verb form that a pattern, a suffix or the segmenter's tag reads (Azerbaijani
    "işləmir", "işləməyib"; Tatar "бармый"; Kannada "ಮಾಡುವುದಿಲ್ಲ"; Telugu "చేయదు"; Bengali
    "করেনা"; Korean "업다고"; Japanese "効かへん"), and the negative forms of real verbs that
    negative_verbs.py builds by the rules of each language's grammar (Tamil "செய்யவில்லை",
    "செய்யாதே"; Malayalam "ചെയ്യാതിരിക്കുക"; Amharic "አልመጣም"; Tigrinya "ኣይትኺድ"; Luganda
    "tebaagenda"), put into real sentences of its language and left out by an elision: refused."""
    yield from _by_language(_negative_verb_form_cases(sents, rng))


# -- a negating ending cut off the verb it is written onto -------------------------------------

#: Japanese verbs split where an elision may cut them: the stem, and the ending written onto it.
#: Negating endings include the regional and colloquial ones (Kansai へん and ひん's kin まへん,
#: ん, ねえ) that are other words alone (へん "strange", ん a filler): only the segmenter, reading
#: the verb in its sentence, tells them.
NEGATING_ENDINGS: Tuple[Tuple[str, str], ...] = (
    ("効か", "へん"), ("効か", "ん"), ("知ら", "ねえ"), ("あら", "へん"), ("わから", "へん"),
    ("効きまへ", "ん"), ("効か", "ない"), ("行か", "なかった"), ("効き", "ません"), ("効か", "ず"),
)
#: The same verbs with endings that do not negate (polite, past, progressive).
AFFIRMATIVE_ENDINGS: Tuple[Tuple[str, str], ...] = (
    ("効き", "ます"), ("行き", "ました"), ("知っ", "ている"), ("あり", "ます"), ("わかり", "ます"), ("効い", "た"),
)


def _set_phrase_endings() -> Tuple[Tuple[str, str], ...]:
    """The Japanese lexicon's false friends that are set phrases after a verb's plain form,
    negative in form only, which the segmenter cuts into several tokens, one of them negating
    ("効く" + "に違いない", must work): each written onto a verb. The conjectures ("かもしれない",
    may work) are read as the hedges they are (the lexicon's ``denials_after``)."""
    lex = negation_lexicon("ja")
    out = []
    for friend in sorted(lex.false_friends):
        if negation.denial_after("効く" + friend + "。", 2, "ja"):
            continue  # a conjecture ("かもしれない"): no negation, but a passage may not stop before it either
        tokens = negation._tokens(friend, "ja")
        if len(tokens) > 1 and tokens[0][4].startswith("助詞") and any(
            negation._token_is_negation(text, lemma, norm, tag, "ja", lex) for _, text, lemma, norm, tag in tokens
        ):
            out.append(("効く", friend))
    return tuple(out)


def _ending_cut_cases(
    sents: Sequence[Sentence], rng: random.Random, endings: Sequence[Tuple[str, str]], faithful: bool
) -> Iterator[Case]:
    group = usable(by_lang(sents).get("ja", []), "ja")
    # Every ending once before any twice: the first cases of a class hold all of them.
    for k in range(min(_SENTENCES_PER_WORD, len(group))):
        for n, (stem, ending) in enumerate(endings):
            sentence = group[(n * _SENTENCES_PER_WORD + k) % len(group)]
            # A clause of its own, where a clause may start (the segmenter reads a verb put
            # inside a noun phrase as something else): "薬が効かへん、" + the sentence.
            text = sentence.text
            spots = [0] + [i + 1 for i, ch in enumerate(text) if ch == "、" and i + 1 < len(text) - 3]
            i = rng.choice(spots)
            left, right = text[:i] + "薬が" + stem, "、" + text[i:]
            source = text[:i] + "薬が" + stem + ending + "、" + text[i:]
            reasons = () if faithful else _NEGATION_REASONS
            yield Case("ja", source, _quote("ja", left, right, rng), faithful, f"{sentence.origin} +{stem}|{ending}", reasons)


@case_class("adv_negating_ending_cut_off", faithful=False)
def negating_ending_cut_off(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Japanese verb put into real sentences, its stem quoted and its negating ending left out
    by an elision ("効か…" over "効かへん", "知ら…" over "知らねえ", "効き…" over "効きません"):
    refused, the regional and colloquial endings too."""
    yield from _ending_cut_cases(sents, rng, NEGATING_ENDINGS, False)


@case_class("adv_affirmative_ending_cut_off", faithful=True)
def affirmative_ending_cut_off(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same with an ending that does not negate ("効き…" over "効きます", "効い…" over
    "効いた"), or a set phrase negative in form only ("効く…" over "効くに違いない"): verified."""
    yield from _ending_cut_cases(sents, rng, AFFIRMATIVE_ENDINGS + _set_phrase_endings(), True)


#: Negations written after a nominaliser ("has never", "it is not that"), and their affirmative
#: kin ("has once").
NOMINALISED_NEGATIONS: Tuple[Tuple[str, str], ...] = (("回復した", "ことがない"), ("効く", "わけではない"))
NOMINALISED_AFFIRMATIONS: Tuple[Tuple[str, str], ...] = (("回復した", "ことがある"),)


def _ending_after_passage_cases(
    sents: Sequence[Sentence], rng: random.Random, endings: Sequence[Tuple[str, str]], faithful: bool
) -> Iterator[Case]:
    """:func:`_ending_cut_cases` with the quotation ending right before the ending, no elision."""
    for case in _ending_cut_cases(sents, rng, endings, faithful):
        stem, ending = case.origin.rsplit("+", 1)[1].split("|")
        cut = case.source.index(stem + ending + "、") + len(stem)
        reasons = () if faithful else ("negation_cut",)
        yield Case("ja", case.source, case.source[:cut], faithful, case.origin + " (passage end)", reasons)


@case_class("adv_negating_ending_after_passage", faithful=False)
def negating_ending_after_passage(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Japanese verb put into real sentences and the quotation ending with its stem, right before
    its negating ending ("認められ" of "認められなかった", "効き" of "効きません") or before a negation
    written after a nominaliser ("回復した" of "回復したことがない"): refused with negation_cut, as the
    same ending left out by an elision is."""
    yield from _ending_after_passage_cases(sents, rng, NEGATING_ENDINGS + NOMINALISED_NEGATIONS, False)


@case_class("adv_affirmative_ending_after_passage", faithful=True)
def affirmative_ending_after_passage(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same with an ending that does not negate ("効き" of "効きます", "回復した" of
    "回復したことがある"), or a set phrase of certainty, negative in form only ("効く" of "効くに違いない",
    must work): verified."""
    yield from _ending_after_passage_cases(sents, rng, AFFIRMATIVE_ENDINGS + NOMINALISED_AFFIRMATIONS + _set_phrase_endings(), True)


# -- additive phrases: the "not only" of "not only ... but also" ------------------------------


def _additive_languages() -> List[str]:
    return [code for code in available_languages("negations") if negation_lexicon(code).additive_phrases]


def _additive_cases(sents: Sequence[Sentence], rng: random.Random, at_start: bool) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang in _additive_languages():
        group = usable(groups.get(lang, []), lang)
        if not group:
            continue
        for phrase, sentence, source, left, right in _insertions(lang, group, negation_lexicon(lang).additive_phrases, rng):
            if negation._starts_figure(right):
                # "only 6.3", "not only one": the phrase compares a figure (adv_comparison_word_elided);
                # a Han numeral opening a word ("一定") is read as one too, as the rule cannot tell.
                continue
            if at_start:
                if lang in UNSPACED or len(right.split()) < 3:
                    continue  # unspaced scripts: a quotation may start anywhere (boundaries.start_problem)
                yield Case(lang, source, right.strip(), True, f"{sentence.origin} after {phrase!r}")
            else:
                yield Case(lang, source, _quote(lang, left.rstrip(), right.lstrip(), rng), True, f"{sentence.origin} +{phrase!r}")


@case_class("adv_additive_phrase_elided", faithful=True)
def additive_phrase_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Each additive phrase of every lexicon ("not only", "nicht nur", "не только", "だけでなく"),
    put into real sentences of its language and left out whole by an elision: verified, since
    its negation adds to what follows rather than denying it."""
    yield from _by_language(_additive_cases(sents, rng, at_start=False))


@case_class("adv_passage_after_additive_phrase", faithful=True)
def passage_after_additive_phrase(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation that starts right after an additive phrase ("reduced mortality" in "not only
    reduced mortality") in the spaced languages: verified (a quotation starting right after a
    plain negation is refused, ``adv_passage_after_negation_word``)."""
    yield from _by_language(_additive_cases(sents, rng, at_start=True))


# -- a parenthetical insert between a negation and the passage ----------------------------------


def _insert_words(group: Sequence[Sentence], n: int, rng: random.Random) -> List[str]:
    """One to three plain words of a sentence of ``group`` that negate nowhere and are no stop word
    of any language (an aside; a stop word before a spaced dash may be a negating prefix broken
    off its word: "un – safe")."""
    words = [
        w for w in group[(n * 7 + 3) % len(group)].text.split()
        if regex.fullmatch(r"\p{L}{3,}", w) and not negation.negates_as_written(w) and not lexicons.stop_word_anywhere(w)
    ]
    if not words:
        return []
    k = rng.randint(0, max(0, len(words) - 1))
    return words[k : k + rng.randint(1, 3)]


def _wrapped(word: str, aside: List[str], form: int) -> List[str]:
    """``word`` followed by the parenthetical ``aside`` in one of four forms: ", a b,", " – a b –",
    " (a b)", " [a b]"."""
    if form == 0:
        return [word + ","] + aside[:-1] + [aside[-1] + ","]
    if form == 1:
        return [word, "\u2013"] + aside + ["\u2013"]
    if form == 2:
        return [word, "(" + " ".join(aside) + ")"]
    return [word, "[" + " ".join(aside) + "]"]


def _parenthetical_cases(sents: Sequence[Sentence], rng: random.Random, negated: bool) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if not _spaced(lang):
            continue
        group = usable(groups.get(lang, []), lang)
        if len(group) < 2:
            continue
        for n, word in enumerate(_free_words(lang)):
            sentence = group[n % len(group)]
            words = sentence.text.split()
            aside = _insert_words(group, n, rng)
            if not aside:
                continue
            spots = [
                k for k in range(2, len(words) - 2)
                if len(" ".join(words[k:])) >= 12 and regex.match(r"[\p{L}\p{N}]", words[k])
                and regex.fullmatch(r"\p{L}{3,}", words[k - 1])
                and not lexicons.stop_word_anywhere(words[k - 1]) and not function_word_anywhere(words[k - 1])
                and not negation.negates_as_written(words[k - 1])
                # An adverb of some language right after a negation is read across ("did not
                # significantly, as expected, reduce"): "big" and Dutch "deutsche" are adverbs too.
                and (negated or not lexicons.adverb_anywhere(words[k - 1]))
                # The verb's complement, which the negation governs across the verb and the aside
                # ("affatto vuole, ..., comprare", "prevede (vuole) di bandire", "överväger, ..., att").
                and (negated or not (
                    lexicons.is_verb_lemma(words[k], lang)
                    or lexicons.word_key(words[k]) in negation_lexicon(lang).infinitive_markers | negation_lexicon(lang).complementizers
                ))
            ]
            if not spots:
                continue
            k = rng.choice(spots)
            form = n % 4
            if form == 0:
                aside = aside[:2]  # a pair of commas holds at most two words (rules._COMMA_ASIDE_WORDS)
            if negated:
                source = " ".join(words[:k] + _wrapped(word, aside, form) + words[k:])
                yield Case(lang, source, " ".join(words[k:]), False, f"{sentence.origin} +{word!r} +aside {aside!r}", ("negation_cut",))
            else:
                # The aside after a content word, the negation before that word: it governs the word.
                source = " ".join(words[: k - 1] + [word] + _wrapped(words[k - 1], aside, form) + words[k:])
                yield Case(lang, source, " ".join(words[k:]), True, f"{sentence.origin} +{word!r} before {words[k - 1]!r} +aside {aside!r}")


@case_class("adv_passage_after_negation_aside", faithful=False)
def passage_after_negation_aside(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every free-standing negation word of the spaced scripts followed by a short parenthetical
    insert (", however,", " – as expected –", " (so far)", " [sic]") and the passage: refused with
    negation_cut, since the negation still governs what the insert stands before."""
    yield from _by_language(_parenthetical_cases(sents, rng, negated=True))


@case_class("adv_passage_after_content_word_aside", faithful=True)
def passage_after_content_word_aside(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same insert after a content word that the negation governs, and the passage after the
    insert: verified."""
    yield from _by_language(_parenthetical_cases(sents, rng, negated=False))


# -- a negation clitic written onto the passage's first word -----------------------------------


def _clitics(lang: str, negating: bool) -> List[str]:
    """The lexicon's negation clitics written with an apostrophe ("n'", Albanian "s'"), or, not
    ``negating``, spaCy's stop words of the language written so that negate nowhere ("l'", "qu'")."""
    if negating:
        return sorted(w for w in negation_lexicon(lang).words if regex.fullmatch(r"\p{L}+'", w))
    return sorted(
        w for w in lexicons._stop_words(lang)
        if regex.fullmatch(r"\p{L}+'", w) and not negation.negates_as_written(w)
    )


def _clitic_cases(sents: Sequence[Sentence], rng: random.Random, negating: bool) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if not _spaced(lang) or not _clitics(lang, True):
            continue
        group = usable(groups.get(lang, []), lang)
        for n, clitic in enumerate(_clitics(lang, negating) * 4):
            if not group:
                break
            sentence = group[n % len(group)]
            words = sentence.text.split()
            spots = [
                k for k in range(1, len(words) - 2)
                if len(" ".join(words[k:])) >= 12 and regex.match(r"\p{L}", words[k]) and regex.fullmatch(r"\p{L}+", words[k - 1])
                and not negation.negates_as_written(words[k - 1]) and not lexicons.stop_word_anywhere(words[k - 1])
            ]
            if not spots:
                continue
            k = rng.choice(spots)
            apostrophe = rng.choice(("'", "\u2019"))
            source = " ".join(words[:k] + [clitic[:-1] + apostrophe + words[k]] + words[k + 1 :])
            reasons = ("negation_cut",) if negating else ()
            yield Case(lang, source, " ".join(words[k:]), not negating, f"{sentence.origin} +{clitic!r} onto {words[k]!r}", reasons)


@case_class("adv_passage_after_negation_clitic", faithful=False)
def passage_after_negation_clitic(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation clitic of a lexicon written onto a word of a real sentence by an apostrophe
    (French "n'a cessé", has never stopped; Albanian "s'është", is not), and the quotation that
    starts at that word: refused with negation_cut."""
    yield from _by_language(_clitic_cases(sents, rng, negating=True))


@case_class("adv_passage_after_other_clitic", faithful=True)
def passage_after_other_clitic(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A clitic of the same languages that negates nowhere ("l'entreprise", "qu'il") before the
    quotation's first word: verified."""
    yield from _by_language(_clitic_cases(sents, rng, negating=False))


# -- the Korean prohibitive cut off the -지 form it follows ---------------------------------------

#: Forms of 말다 after a verb's -지 form, reported, formal and nominalised: "먹지 말라고" (said not
#: to eat), "말 것을", "마십시오라고".
KOREAN_PROHIBITIVES = ("말라고", "마라고", "말 것을", "마십시오라고", "말라는", "마세요", "말고", "말아야")


def _prohibitive_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    group = usable(by_lang(sents).get("ko", []), "ko")
    for n, form in enumerate(KOREAN_PROHIBITIVES * 6):
        if not group:
            return
        sentence = group[n % len(group)]
        verb = rng.choice(("먹지", "복용하지", "가지", "사용하지"))
        made = _insert("ko", sentence.text, f"{verb} {form}", rng)
        if made is None:
            continue
        source, left, right = made
        if not left.strip() or not right.strip():
            continue
        yield Case("ko", source, _quote("ko", f"{left.rstrip()} {verb}", right.lstrip(), rng), False, f"{sentence.origin} +{verb} {form}", _NEGATION_REASONS)


@case_class("adv_prohibitive_cut_off", faithful=False)
def prohibitive_cut_off(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Korean prohibitive (말다 in its reported, formal and nominalised forms) left out by an
    elision while the quotation keeps the -지 form before it ("먹지 … 했다" over "먹지 말라고
    했다"): refused."""
    yield from _prohibitive_cases(sents, rng)


# -- a negation word written in styled letters --------------------------------------------------


def _small_capitals() -> Dict[str, str]:
    """Each Latin letter that has a small capital, and that capital (by its Unicode name)."""
    found: Dict[str, str] = {}
    for cp in list(range(0x0250, 0x02B0)) + list(range(0x1D00, 0x1D2F)) + list(range(0xA720, 0xA800)):
        name = unicodedata.name(chr(cp), "")
        if name.startswith("LATIN LETTER SMALL CAPITAL ") and len(name) == len("LATIN LETTER SMALL CAPITAL ") + 1:
            found[name[-1].lower()] = chr(cp)
    return found


def _styled(word: str, style: int) -> str:
    """``word`` in one of four styles a reader still reads: small capitals, underlined, circled,
    or with a hair space after its first letter."""
    if style == 0:
        capitals = _small_capitals()
        return "".join(capitals.get(c, c) for c in word)
    if style == 1:
        return "".join(c + "\u0332" for c in word)
    if style == 2:
        return "".join(chr(0x24D0 + ord(c) - ord("a")) if "a" <= c <= "z" else c for c in word)
    return word[0] + "\u200a" + word[1:]


def _styled_negation_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if "Latin" not in negation_lexicon(lang).scripts:
            continue
        group = usable(groups.get(lang, []), lang)
        words = [w for w in _free_words(lang) if regex.fullmatch(r"[a-z]{2,}", w)]
        for n, word in enumerate(words):
            if not group:
                break
            styled = _styled(word, n % 4)
            made = _insert(lang, group[n % len(group)].text, styled, rng)
            if made is None:
                continue
            source, left, right = made
            # Circled letters are symbols: beside a figure they are read as its own (number_cut).
            why = _NEGATION_REASONS + ("number_cut",)
            yield Case(lang, source, _quote(lang, left.rstrip(), right.lstrip(), rng), False, f"{group[n % len(group)].origin} +{styled!r}", why)


@case_class("adv_styled_negation_elided", faithful=False)
def styled_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every plain Latin negation word of every lexicon written in small capitals ("ɴᴏᴛ"),
    underlined ("n̲o̲t̲"), circled ("ⓝⓞⓣ") or with a hair space inside, put into real sentences
    and left out by an elision: refused, as a reader reads the word."""
    yield from _by_language(_styled_negation_cases(sents, rng))


# -- letter-spaced negations ------------------------------------------------------------------


def _letter_spaced(word: str) -> str:
    """``word`` letter-spaced, each letter (with its marks) after one space: "n i c h t"."""
    return " ".join(regex.findall(r"\X", word))


def _spaceable_words(lang: str) -> List[str]:
    """The lexicon's free words of three letters or more, letters and marks alone (a word with an
    apostrophe or hyphen is not letter-spaced whole)."""
    return [w for w in _free_words(lang) if regex.fullmatch(r"\p{L}[\p{L}\p{M}]*", w) and len(regex.findall(r"\X", w)) >= 3]


def _letter_spaced_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[str, str, Sentence, List[str], int]]:
    """Each such word of each lexicon of a spaced script, with a real sentence of its language and
    a place in it for the word: at least two words before and a passage of three words after."""
    for lang, word, sentence, words in _words_in_sentences(sents, _spaceable_words):
        spots = [
            k for k in range(2, len(words) - 2)
            if len(" ".join(words[k:])) >= 12
            # Words of two letters or more on both sides: a one-letter word beside it would
            # read as one more letter of it ("a n i a").
            and regex.match(r"[\p{L}\p{N}]{2}", words[k])
            and regex.fullmatch(r"\p{L}[\p{L}\p{M}]+", words[k - 1])
            # No figure or negation before that word: a quotation starting with it is then
            # the passage it cuts ("1 | अरब", "San | Francisco").
            and not regex.search(r"\p{N}", words[k - 2])
            and not negation.negates_as_written(words[k - 2])
        ]
        if not spots:
            continue
        k = rng.choice(spots)
        # Without a language named, the sentence with the word written whole must be read as
        # that language (see _readable_without_language): these classes test the spacing,
        # not the detector's reading of a short sentence.
        if _readable_without_language(" ".join(words[:k] + [word] + words[k:]), lang, word):
            yield lang, word, sentence, words, k


@case_class("adv_letter_spaced_negation_elided", faithful=False)
def letter_spaced_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every negation word of three letters or more, letter-spaced as print emphasises a word and
    as text drawn from a PDF keeps it ("did n o t reduce", "senkte n i c h t"), put into a real
    sentence and left out by an elision: refused, as the word written whole is."""

    def made() -> Iterator[Case]:
        for lang, word, sentence, words, k in _letter_spaced_places(sents, rng):
            source = " ".join(words[:k] + [_letter_spaced(word)] + words[k:])
            quote = _quote(lang, " ".join(words[:k]), " ".join(words[k:]), rng)
            yield Case(lang, source, quote, False, f"{sentence.origin} +letter-spaced {word!r} elided", _NEGATION_REASONS)

    yield from _by_language(made())


@case_class("adv_passage_after_letter_spaced_negation", faithful=False)
def passage_after_letter_spaced_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same letter-spaced words, and the quotation of the rest of the sentence starting right
    after one: refused with negation_cut ("reduce mortality" of "did n o t reduce mortality")."""

    def made() -> Iterator[Case]:
        for lang, word, sentence, words, k in _letter_spaced_places(sents, rng):
            source = " ".join(words[:k] + [_letter_spaced(word)] + words[k:])
            yield Case(lang, source, " ".join(words[k:]), False, f"{sentence.origin} +letter-spaced {word!r} before", ("negation_cut",))

    yield from _by_language(made())


@case_class("adv_letter_spaced_negation_cut", faithful=False)
def letter_spaced_negation_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same letter-spaced words, and a quotation that ends or starts between two of its letters
    ("The drug did n o" of "did n o t reduce", "t reduce mortality"): refused with negation_cut,
    as a passage boundary inside the word written whole cuts it."""

    def made() -> Iterator[Case]:
        for n, (lang, word, sentence, words, k) in enumerate(_letter_spaced_places(sents, rng)):
            letters = regex.findall(r"\X", word)
            cut = rng.randint(1, len(letters) - 1)
            source = " ".join(words[:k] + [_letter_spaced(word)] + words[k:])
            if n % 2:
                quote = " ".join(words[:k] + letters[:cut])
            else:
                quote = " ".join(letters[cut:] + words[k:])
            yield Case(lang, source, quote, False, f"{sentence.origin} +letter-spaced {word!r} cut after {cut}", ("negation_cut",))

    yield from _by_language(made())


@case_class("adv_letter_spaced_negation_kept", faithful=True)
def letter_spaced_negation_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same letter-spaced words, quoted with the words around them as the source writes
    them: verifies."""

    def made() -> Iterator[Case]:
        for lang, word, sentence, words, k in _letter_spaced_places(sents, rng):
            source = " ".join(words[:k] + [_letter_spaced(word)] + words[k:])
            quote = " ".join(words[k - 1 : k] + [_letter_spaced(word)] + words[k:])
            yield Case(lang, source, quote, True, f"{sentence.origin} +letter-spaced {word!r} kept")

    yield from _by_language(made())


# -- negations broken across a line by a hyphen -------------------------------------------------

#: How print and text drawn from a PDF break a word across a line: a hyphen (or a soft hyphen,
#: or the typesetters' not sign and double oblique hyphen) before a line break, and a hyphen
#: before a space where the extraction turned the break into one.
_BREAKS = ("-\n", "-\r\n", "\u00ad\n", "\u2010\n", "\u00ac\n", "\u2e17\n", "- ")


#: The breaks the match view joins, so that the word quoted whole is found.
_JOINED_BREAKS = ("-\n", "-\r\n", "\u00ad\n", "\u2010\n")


def _broken(word: str, rng: random.Random, breaks: Sequence[str] = _BREAKS) -> Optional[str]:
    """``word`` broken across a line between two of its letters (after one written without a mark
    where ``breaks`` are those the match view joins: it joins no part ending in a vowel sign)."""
    letters = regex.findall(r"\X", word)
    cuts = range(2, len(letters) - 1)
    if breaks is _JOINED_BREAKS:
        cuts = [c for c in cuts if regex.search(r"\p{L}$", letters[c - 1])]
    if not cuts:
        return None
    cut = rng.choice(list(cuts))
    return "".join(letters[:cut]) + rng.choice(breaks) + "".join(letters[cut:])


def _broken_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[str, str, Sentence, List[str], int]]:
    """:func:`_letter_spaced_places` for the words of four letters or more."""
    for lang, word, sentence, words, k in _letter_spaced_places(sents, rng):
        # A letter after the word: a figure after "- " would read it as a range or a sign.
        if len(regex.findall(r"\X", word)) >= 4 and regex.match(r"\p{L}", words[k]):
            yield lang, word, sentence, words, k


@case_class("adv_broken_negation_elided", faithful=False)
def broken_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every negation word of four letters or more, broken across a line by a hyphen ("nev-\\ner",
    "kei-\\nneswegs", "nun-\\nca"), put into a real sentence and left out by an elision: refused, as
    the word written whole is."""

    def made() -> Iterator[Case]:
        for lang, word, sentence, words, k in _broken_places(sents, rng):
            broken = _broken(word, rng)
            if broken is None:
                continue
            source = " ".join(words[:k] + [broken] + words[k:])
            quote = _quote(lang, " ".join(words[:k]), " ".join(words[k:]), rng)
            # The part before the break may be a condition word of the language ("αν-\nευ"): refused
            # for that first.
            yield Case(lang, source, quote, False, f"{sentence.origin} +broken {word!r} elided", (*_NEGATION_REASONS, "condition_cut"))

    yield from _by_language(made())


@case_class("adv_passage_after_broken_negation", faithful=False)
def passage_after_broken_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same broken words, and the quotation of the rest of the sentence right after one:
    refused with negation_cut."""

    def made() -> Iterator[Case]:
        for lang, word, sentence, words, k in _broken_places(sents, rng):
            broken = _broken(word, rng)
            if broken is None:
                continue
            source = " ".join(words[:k] + [broken] + words[k:])
            yield Case(lang, source, " ".join(words[k:]), False, f"{sentence.origin} +broken {word!r} before", ("negation_cut",))

    yield from _by_language(made())


@case_class("adv_broken_negation_kept", faithful=True)
def broken_negation_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same broken words, quoted written whole with the words around them: verified (the
    match view joins a word broken across a line)."""

    def made() -> Iterator[Case]:
        for lang, word, sentence, words, k in _broken_places(sents, rng):
            broken = _broken(word, rng, _JOINED_BREAKS)
            if broken is None:
                continue
            source = " ".join(words[:k] + [broken] + words[k:])
            quote = " ".join(words[k - 1 : k] + [word] + words[k:])
            at = len(" ".join(words[: k - 1])) + (1 if k > 1 else 0)
            condition = questions.condition_before(source, at)
            if condition is not None and (lang in condition.langs or lang in condition.strict):
                continue  # the quotation starts in a condition ("Kui valmis ..."): refused for it
            yield Case(lang, source, quote, True, f"{sentence.origin} +broken {word!r} kept")

    yield from _by_language(made())


#: How a text may set one word off (a bracket, a quote mark, code, a markup element) while it
#: still governs the words next to it: "did [not] reduce", "did ‘not’ reduce", "did <ins>not</ins>
#: reduce" (an edit mark-up), "die Sterblichkeit „nicht“".
_WRAPPERS = ("({})", "[{}]", "`{}`", "‘{}’", "‚{}‘", "‹{}›", "<ins>{}</ins>", "<sup>{}</sup>", "{}<!-- -->")


def _wrapped_negation_cases(sents: Sequence[Sentence], rng: random.Random, faithful: bool) -> Iterator[Case]:
    """The cases of :func:`passage_after_wrapped_negation_word` (``faithful`` False: the
    passage starts right after the wrapped word, or stops right before it where it closes the
    sentence) and of its twin (the whole sentence quoted)."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if not _spaced(lang):
            continue
        group = usable(groups.get(lang, []), lang)
        if not group:
            continue
        for n, word in enumerate(_free_words(lang)):
            sentence = group[n % len(group)]
            words = sentence.text.split()
            wrapped = rng.choice(_WRAPPERS).format(word)
            if n % 2:
                spots = [
                    k for k in range(1, len(words) - 2)
                    if len(" ".join(words[k:])) >= 12 and regex.match(r"\p{L}", words[k])  # no figure: a bound's rules
                ]
                if not spots:
                    continue
                k = rng.choice(spots)
                source = " ".join(words[:k] + [wrapped] + words[k:])
                quote = " ".join(words[k:])
                reasons: Tuple[str, ...] = ("negation_cut",)
            else:
                clause = " ".join(words).rstrip(".!?\u3002\u0964;:,")
                if len(clause) < 12 or not regex.search(r"\p{L}\Z", clause) or regex.search(r"[\p{Terminal_Punctuation}]", clause):
                    continue
                if any(lexicons.is_negation_word(w.strip(".,;:!?\"'()"), lang) for w in clause.split()):
                    continue  # a clause negated already: the closing negation may agree with it
                if regex.search(r"\p{N}", " ".join(clause.split()[-2:])):
                    continue  # a figure before "<sup>": an exponent's rules ("R1 billion <sup>9</sup>")
                source = f"{clause} {wrapped}."
                quote = clause
                reasons = ("negation_cut", "language_not_covered")
            origin = f"{sentence.origin} +negation {wrapped!r}"
            if faithful:
                yield Case(lang, source, source, True, origin)
            else:
                yield Case(lang, source, quote, False, origin, reasons)


@case_class("adv_passage_after_wrapped_negation_word", faithful=False)
def passage_after_wrapped_negation_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every free-standing word of every negation lexicon of a spaced script, set off by
    brackets, single quote marks, backticks or a markup element, put inside a real sentence of
    its language (the passage quotes the rest) or closing it (the passage quotes the rest
    without it): refused with negation_cut, as the bare word is. Punctuation of Unicode's
    opening and closing classes around one word does not part it from the clause."""
    yield from _by_language(_wrapped_negation_cases(sents, rng, faithful=False))


@case_class("adv_passage_with_wrapped_negation_word", faithful=True)
def passage_with_wrapped_negation_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin of ``adv_passage_after_wrapped_negation_word``: the whole sentence quoted, the
    wrapped negation with it, verifies."""
    yield from _by_language(_wrapped_negation_cases(sents, rng, faithful=True))


# -- a passage in a clause that a negated clause governs ------------------------------------------


def _complementizers(lang: str) -> List[str]:
    """The lexicon's complementizers that stand alone (not the clitic French "qu'")."""
    return sorted(w for w in negation_lexicon(lang).complementizers if regex.fullmatch(r"\p{L}+", w))


def _infinitive_markers(lang: str) -> List[str]:
    """The lexicon's infinitive markers that stand alone (not the clitic French "d'")."""
    return sorted(w for w in negation_lexicon(lang).infinitive_markers if regex.fullmatch(r"\p{L}+", w))


def _matrix_words(sentence: Sentence, lang: str, count: int) -> List[str]:
    """The first ``count`` words of ``sentence`` (at least two) as a governing clause: words of
    letters alone, none a negation (an affixed one either: "unlikely"), a complementizer or part
    of an additive phrase; [] where its first words are not such."""
    out: List[str] = []
    for w in sentence.text.split()[:count]:
        if not regex.fullmatch(r"\p{L}+", w) or negation.negations(w, lang) or negation.may_open_complement(w):
            break
        out.append(w)
    return out if len(out) >= 2 else []


def _matrix_cases(
    sents: Sequence[Sentence], rng: random.Random, negated: bool, bare: bool = False, openers: Callable[[str], List[str]] = _complementizers
) -> Iterator[Case]:
    """The cases of :func:`passage_after_negated_matrix` (``negated``) and
    :func:`passage_after_affirmative_matrix`, language by language; ``bare``: of the languages
    whose complementizers carry diacritics, every word typed without them
    (:func:`lexicons.bare_letters`), the negation words whose spelling so is read as one;
    ``openers``: the words of a language that open the clause (its complementizers, or its
    infinitive markers)."""
    groups = by_lang(sents)
    made: Dict[str, int] = {}
    typed = lexicons.bare_letters if bare else (lambda text: text)
    for lang in available_languages("negations"):
        comps = [typed(c) for c in openers(lang) if not bare or lexicons.bare_letters(c) != c]
        if not comps or not _spaced(lang):
            continue
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        if bare:
            group = [Sentence(s.lang, typed(s.text), s.origin) for s in group]
        if len(group) < 2:
            continue
        words = _free_words(lang)
        if bare:
            words = [typed(w) for w in words if lexicons.word_key(typed(w)) in negation_lexicon(lang).words]
        for n, word in enumerate(words):
            body = group[n % len(group)]
            matrix: List[str] = []
            for step in range(1, len(group)):
                head = group[(n + step) % len(group)]
                matrix = _matrix_words(head, lang, 2 + n % 3)
                if matrix:
                    break
            if not matrix:
                continue
            k = rng.randrange(len(matrix) + 1)
            written = matrix[:k] + [word] + matrix[k:] if negated else matrix
            clause = " ".join(written)
            if negated and negation.opens_additive_phrase(" ".join(written[k:]), "", " ".join(written[:k]) + " " if k else ""):
                continue  # "a" + "few": a positive quantity, no negation
            if openers is _infinitive_markers:
                # The body from its first word that may be a verb: a marker before a noun is a
                # preposition ("to the").
                parts = body.text.split()
                at = next((j for j, w in enumerate(parts[:-2]) if regex.fullmatch(r"\p{L}+", w) and lexicons.may_be_verb(w, lang)), None)
                if at is None:
                    continue
                body = Sentence(body.lang, " ".join(parts[at:]), body.origin)
            if openers is _infinitive_markers and (
                any(lexicons.word_key(w) in negation_lexicon(lang).infinitive_markers for w in matrix)
                or not negated
                and any(
                    negation.negations_in_context(w, clause, None) or negation.negates_as_written(w) or lexicons.word_key(w) in lexicons.zero_words()
                    for w in written
                )
            ):
                continue  # the marker in the clause before ("write to, to"); a word some lexicon reads as negated, or a zero
            if bare and not negated and any(negation.negations_in_context(w, clause, lang) for w in written):
                # A word typed without its marks that negates in a neighbour language where the
                # detector cannot vouch for this one ("ma" of Czech "má" in a short clause): refused
                # as unsure by the negation scan, whatever the complementizer.
                continue
            # Markers in turn over the cases made (a body must open with a verb for them).
            comp = comps[(made.get(lang, 0) if openers is _infinitive_markers else n) % len(comps)]
            # The comma some languages write before the complementizer ("nicht wahr, dass", "того, что").
            source = f"{clause}{',' if n % 2 else ''} {comp} {body.text}"
            origin = f"{head.origin} +{'negated ' if negated else ''}matrix {clause!r} {comp!r} +{body.origin}"
            made[lang] = made.get(lang, 0) + 1
            if negated:
                yield Case(lang, source, body.text, False, origin, ("negation_cut",))
            else:
                yield Case(lang, source, body.text, True, origin)


@case_class("adv_passage_after_negated_matrix", faithful=False)
def passage_after_negated_matrix(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every free-standing word of every negation lexicon of a spaced script whose lexicon lists
    its complementizers ("that", "dass", "que", "что"), put into the first words of a real
    sentence made a governing clause, then a complementizer (after a comma, every other case)
    and another real sentence, quoted alone: refused with negation_cut. The negation governs the
    complement clause: "the drug reduced mortality" is denied in "There was no evidence that the
    drug reduced mortality"."""
    yield from _by_language(_matrix_cases(sents, rng, negated=True))


@case_class("adv_passage_after_negated_infinitive_matrix", faithful=False)
def passage_after_negated_infinitive_matrix(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_after_negated_matrix` with an infinitive marker of the
    language (``infinitive_markers``: "to", "à", "να", "да") where the complementizer stood:
    refused with negation_cut. A negated verb negates its infinitive complement as it does a
    clause: "reduce mortality" of "The drug did not appear to reduce mortality"."""
    yield from _by_language(_matrix_cases(sents, rng, negated=True, openers=_infinitive_markers))


@case_class("adv_passage_after_affirmative_infinitive_matrix", faithful=True)
def passage_after_affirmative_infinitive_matrix(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the same governing clauses without their negation word: verifies."""
    yield from _by_language(_matrix_cases(sents, rng, negated=False, openers=_infinitive_markers))


def _final_infinitives(group: Sequence[Sentence], lang: str, marker: str) -> List[str]:
    """Infinitives to end a clause after ``marker`` (``final_infinitive_markers``): the words of
    ``group`` written in lower case that may be an infinitive of ``lang``
    (:func:`lexicons.may_be_infinitive`), and, one case in four, the forms of the lemma tables
    that hold the marker inside a separable verb (German "herabzusetzen": written as one word,
    with no marker before it)."""
    found = sorted(
        {
            w
            for s in group
            for w in s.text.split()
            if regex.fullmatch(r"\p{Ll}{3,}", w) and not negation.negations(w, lang) and lexicons.may_be_infinitive(w, lang)
        }
    )
    infixed = sorted(
        form
        for lemma, forms in lexicons._forms_by_lemma(lang).items()
        for form in set(forms.split())
        if marker in form[1:-1] and form.replace(marker, "", 1) == lemma and negation.infixed_infinitive(form) == (marker, lemma)
    )[:40]
    return [("" if n % 4 == 3 and infixed else f"{marker} ") + (infixed[n % len(infixed)] if n % 4 == 3 and infixed else w) for n, w in enumerate(found)]


def _final_matrix_cases(sents: Sequence[Sentence], rng: random.Random, negated: bool) -> Iterator[Case]:
    """The cases of :func:`passage_after_negated_final_infinitive_matrix` (``negated``) and its
    twin, language by language."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        markers = sorted(negation_lexicon(lang).final_infinitive_markers)
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        if not markers or len(group) < 3:
            continue
        verbs = _final_infinitives(group, lang, markers[0])
        if not verbs:
            continue
        for n, word in enumerate(_free_words(lang)):
            matrix = _matrix_words(group[(n + 1) % len(group)], lang, 2 + n % 3)
            body = [w for w in group[n % len(group)].text.split()[: 1 + n % 3]]
            if not matrix or not all(
                regex.fullmatch(r"\p{L}+", w) and not negation.negations(w, lang) and not lexicons.is_finite_verb_form(w, lang) for w in body
            ):
                continue  # an infinitive clause holds no finite verb
            k = rng.randrange(len(matrix) + 1)
            written = matrix[:k] + [word] + matrix[k:] if negated else matrix
            clause = " ".join(written)
            if negated and negation.opens_additive_phrase(" ".join(written[k:]), "", " ".join(written[:k]) + " " if k else ""):
                continue  # "a" + "few": a positive quantity, no negation
            if any(lexicons.word_key(w) in markers for w in matrix + body) or not negated and any(
                negation.negations_in_context(w, clause, None) or negation.negates_as_written(w) or lexicons.word_key(w) in lexicons.zero_words()
                for w in written
            ):
                continue  # the marker before; a word some lexicon reads as negated, or a zero
            verb = verbs[n % len(verbs)]
            clause_text = f"{' '.join(body)} {verb}"
            # Every third case starts a word into the infinitive clause, after a function word
            # ("die | Sterblichkeit zu senken").
            into = n % 3 == 2 and len(body) > 1 and lexicons.word_key(body[0]) in lexicons.stop_words(lang)
            quote = clause_text.split(" ", 1)[1] if into else clause_text
            source = f"{clause}{',' if n % 2 else ''} {clause_text}."
            if negated and not negation.negations_in_context(word, source, None):
                continue  # a word that negates only beside a partner, or in one of its languages ("noch")
            origin = f"{group[n % len(group)].origin} +{'negated ' if negated else ''}matrix {clause!r} +final infinitive {verb!r}"
            if negated:
                yield Case(lang, source, quote, False, origin, ("negation_cut",))
            else:
                yield Case(lang, source, quote, True, origin)


@case_class("adv_passage_after_negated_final_infinitive_matrix", faithful=False)
def passage_after_negated_final_infinitive_matrix(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every free-standing word of the lexicons whose infinitive marker ends its clause right
    before the verb (``final_infinitive_markers``: German "zu", Dutch "te"), put into
    the first words of a real sentence made a governing clause, then (after a comma, every other
    case) the first words of another real sentence, the marker and an infinitive of the language
    (one case in four a separable verb that holds the marker: "herabzusetzen"), the infinitive
    clause quoted alone (every third case from its second word): refused with negation_cut. "die
    Sterblichkeit zu senken" is denied in "Es gelang nicht, die Sterblichkeit zu senken"."""
    yield from _by_language(_final_matrix_cases(sents, rng, negated=True))


@case_class("adv_passage_after_affirmative_final_infinitive_matrix", faithful=True)
def passage_after_affirmative_final_infinitive_matrix(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the same governing clauses without their negation word: verifies."""
    yield from _by_language(_final_matrix_cases(sents, rng, negated=False))


@case_class("adv_passage_after_negated_matrix_typed_bare", faithful=False)
def passage_after_negated_matrix_typed_bare(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_after_negated_matrix` in every language whose complementizer
    carries diacritics, the whole source typed without them ("Nie jest prawda, ze", "Neni
    pravda, ze", "Nu este adevarat ca"): refused with negation_cut. A writer who leaves every
    mark out tells nothing by the spelling "ze" of which word it is."""
    yield from _by_language(_matrix_cases(sents, rng, negated=True, bare=True))


@case_class("adv_passage_after_affirmative_matrix_typed_bare", faithful=True)
def passage_after_affirmative_matrix_typed_bare(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the same governing clauses without their negation word, typed without
    diacritics: verifies."""
    yield from _by_language(_matrix_cases(sents, rng, negated=False, bare=True))


@case_class("adv_passage_after_affirmative_matrix", faithful=True)
def passage_after_affirmative_matrix(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same governing clauses without their negation word, and the same quotations:
    verifies (the complement clause is asserted, or at least not denied)."""
    yield from _by_language(_matrix_cases(sents, rng, negated=False))


#: Verbs that take an infinitive with no marker ("no logró reducir", "n'a pas pu réduire", "did
#: not help reduce"), a form of each with the negation the language writes before it: a table of
#: the tests (the rule reads the infinitive from the lemma tables, not these verbs).
_BARE_INFINITIVE_TAKERS: Dict[str, Tuple[str, Tuple[str, ...]]] = {
    "en": ("did not", ("help", "dare")),
    "es": ("no", ("logró", "pudo", "quiso", "supo", "consiguió", "debe")),
    "pt": ("não", ("conseguiu", "pôde", "quis", "soube", "deve")),
    "fr": ("n'a pas", ("pu", "su", "voulu", "osé")),
    "it": ("non", ("poté", "volle", "seppe", "deve", "può")),
    "ca": ("no", ("pot", "vol", "sap")),
    "pl": ("nie", ("mógł", "zdołał", "chciał", "umiał", "powinien")),
    "ro": ("nu", ("poate", "putea")),
}


def _bare_infinitive_cases(sents: Sequence[Sentence], negated: bool) -> Iterator[Case]:
    """The cases of :func:`passage_after_negated_verb_and_infinitive` and of its twin."""
    groups = by_lang(sents)
    for lang, (neg, verbs) in _BARE_INFINITIVE_TAKERS.items():
        n = 0
        for sentence in usable(groups.get(lang, []), lang):
            words = sentence.text.split()
            spots = [
                k for k in range(1, len(words) - 2)
                if regex.fullmatch(r"\p{Ll}+", words[k]) and lexicons.is_verb_lemma(words[k], lang)
                and not negation.negations(words[k - 1], lang)
            ]
            for k in spots[:3]:
                verb = verbs[n % len(verbs)]
                n += 1
                inserted = neg.split() + [verb] if negated else [verb]
                source = " ".join(words[:k] + inserted + words[k:])
                quote = " ".join(words[k:])
                origin = f"{sentence.origin} +{' '.join(inserted)!r} before an infinitive"
                yield Case(lang, source, quote, not negated, origin, ("negation_cut",) if negated else ())


@case_class("adv_passage_after_negated_verb_and_infinitive", faithful=False)
def passage_after_negated_verb_and_infinitive(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation and a verb that takes an infinitive with no marker ("no logró", "n'a pas pu",
    "nie zdołał", "did not help") put before a word of a real sentence that only a verb's lemma
    can be (spacy-lookups-data's tables), the passage quoting from that word on: refused with
    negation_cut. The negation denies the complement: "reducir la mortalidad" of "no logró
    reducir la mortalidad"."""
    yield from _by_language(_bare_infinitive_cases(sents, negated=True))


@case_class("adv_verb_and_infinitive_kept", faithful=True)
def verb_and_infinitive_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the same verb without the negation ("logró reducir"): the passage verifies."""
    yield from _by_language(_bare_infinitive_cases(sents, negated=False))


def _earlier_negation_infinitive_cases(sents: Sequence[Sentence], rng: random.Random, negated: bool) -> Iterator[Case]:
    """The cases of :func:`passage_after_earlier_negation_verb_and_infinitive` (``negated``) and
    of its twin: the spots of :func:`_bare_infinitive_cases`, a verb that takes a bare infinitive
    put before the infinitive, and a negation word of the lexicon opening the clause one or two
    words before that verb (the sentence from there on; in the twin a comma after it closes a
    clause of its own)."""
    groups = by_lang(sents)
    for lang, (_, verbs) in _BARE_INFINITIVE_TAKERS.items():
        spots = [
            (sentence, words, k)
            for sentence in usable(groups.get(lang, []), lang)
            for words in [sentence.text.split()]
            for k in range(2, len(words) - 2)
            if regex.fullmatch(r"\p{Ll}+", words[k]) and lexicons.is_verb_lemma(words[k], lang)
            and all(regex.fullmatch(r"\p{L}+", w) and not negation.negations(w, lang) for w in words[k - 2 : k])
        ]
        if not spots:
            continue
        for n, word in enumerate(_free_words(lang)):  # every word, the spots in turn
            sentence, words, k = spots[n % len(spots)]
            verb = verbs[n % len(verbs)]
            j = k - 1 - rng.randrange(2)  # one or two words between the negation and the verb
            inserted = [word] if negated else [word + ","]
            # The negation opens the clause (its subject or its adverb): the sentence from word j on.
            source = " ".join(inserted + words[j:k] + [verb] + words[k:])
            if negated and not negation.negations_in_context(word, source, None):
                continue  # a word that negates only beside a partner, or in one of its languages
            origin = f"{sentence.origin} from word {j} +{' '.join(inserted)!r} {k - j} words before {verb!r} and an infinitive"
            yield Case(lang, source, " ".join(words[k:]), not negated, origin, ("negation_cut",) if negated else ())


@case_class("adv_passage_after_earlier_negation_verb_and_infinitive", faithful=False)
def passage_after_earlier_negation_verb_and_infinitive(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every free-standing word of the lexicons of :data:`_BARE_INFINITIVE_TAKERS`, opening a clause
    one or two words before a verb that takes an infinitive with no marker, itself put before a
    word of a real sentence that only a verb's lemma can be, the passage quoting from that word
    on: refused with negation_cut. The negation that opens the clause denies the complement:
    "reducir la mortalidad" of "Ningún fármaco logró reducir la mortalidad"."""
    yield from _by_language(_earlier_negation_infinitive_cases(sents, rng, negated=True))


@case_class("adv_earlier_clause_negation_verb_and_infinitive_kept", faithful=True)
def earlier_clause_negation_verb_and_infinitive_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the negation word closes a clause of its own, a comma after it ("No, el fármaco
    logró reducir"): the passage verifies."""
    yield from _by_language(_earlier_negation_infinitive_cases(sents, rng, negated=False))


def _denying_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_after_denying_matrix`, language by language."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        comps = _complementizers(lang)
        forms = sorted(negation_lexicon(lang).denying_forms)
        if not comps or not forms or not _spaced(lang):
            continue
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        if len(group) < 2:
            continue
        for n, form in enumerate(rng.sample(forms, len(forms))):
            body = group[n % len(group)]
            head = group[(n + 1) % len(group)]
            matrix = _matrix_words(head, lang, 2)
            if not matrix:
                continue
            comp = comps[n % len(comps)]
            source = f"{' '.join(matrix)} {form}{',' if n % 2 else ''} {comp} {body.text}"
            yield Case(lang, source, body.text, False, f"{head.origin} +denying {form!r} {comp!r} +{body.origin}", ("negation_cut",))


@case_class("adv_passage_after_denying_matrix", faithful=False)
def passage_after_denying_matrix(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every form of every verb of denial that a lexicon lists as denying alone ("denied",
    "bestritt", "démentit", "опроверг"), right before the lexicon's complementizer after the first
    words of a real sentence, then another real sentence quoted alone: refused with negation_cut
    ("the drug reduced mortality" of "The company denied that the drug reduced mortality")."""
    yield from _by_language(_denying_cases(sents, rng))


#: Forms of denial tried per language by the classes below.
_DENIALS_PER_LANGUAGE = 24


def _fullwidth(word: str) -> str:
    """``word`` in the full-width compatibility letters of the Latin script ("ｄｅｎｉｅｄ"), which
    NFKC reads as the letters they stand for; the word itself where a letter has none."""
    out = "".join(chr(ord(c) - 0x21 + 0xFF01) if "!" <= c <= "~" else c for c in word)
    return out if unicodedata.normalize("NFKC", out) == word else word


def _gap_cases(sents: Sequence[Sentence], rng: random.Random, kind: str) -> Iterator[Case]:
    """The cases of :func:`passage_after_denying_predicate` (``kind`` "predicate") and
    :func:`passage_after_denial_gap` ("gap")."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        comps = _complementizers(lang)
        lex = negation_lexicon(lang)
        forms = sorted(lex.clause_denying_forms - (lex.denying_forms if kind == "predicate" else frozenset()))
        forms = [f for f in forms if regex.fullmatch(r"\p{L}+(?:-\p{L}+)*", f) and not negation.may_open_complement(f)]
        if not comps or not forms or not _spaced(lang):
            continue
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        if len(group) < 3:
            continue
        for n, form in enumerate(rng.sample(forms, min(_DENIALS_PER_LANGUAGE, len(forms)))):
            body = group[n % len(group)]
            matrix = _matrix_words(group[(n + 1) % len(group)], lang, 2)
            aside = _matrix_words(group[(n + 2) % len(group)], lang, 2 + n % 6)
            if not matrix or not aside:
                continue
            comp = comps[n % len(comps)]
            written, before, after = form, ", " if n % 2 else " ", " "
            if kind == "gap":
                # Between the predicate and the complementizer, between the complementizer and
                # the passage, or both: brackets, a footnote mark, an aside between commas.
                before = (f" ({' '.join(aside[:2])}) ", " [1] ", "\u00b9 ", f", {' '.join(aside)}, ", " ")[n % 5]
                after = (" ", f" ({' '.join(aside[:2])}) ", ", ", " \u2014 ", ": ", f", {' '.join(aside)}, ")[(n // 5 + n) % 6]
                if before == " " and after == " ":
                    after = ", "
                if n % 7 == 3 and "Latin" in lex.scripts:
                    written = _fullwidth(form)
            source = f"{' '.join(matrix)} {written}{before}{comp}{after}{body.text}"
            origin = f"{body.origin} +denial {written!r}{before!r}{comp!r}{after!r}"
            yield Case(lang, source, body.text, False, origin, ("negation_cut",))


@case_class("adv_passage_after_denying_predicate", faithful=False)
def passage_after_denying_predicate(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The forms that deny the clause a lexicon's complementizer opens by an entry whose
    ``then`` reads the complementizer ("disputed that", "a myth that", "Mythos, dass", "mýtus,
    že", "tévhit, hogy": :attr:`NegationLexicon.clause_denying_forms`), before the complementizer
    after the first words of a real sentence, then another real sentence quoted alone: refused
    with negation_cut."""
    yield from _by_language(_gap_cases(sents, rng, "predicate"))


@case_class("adv_passage_after_denial_gap", faithful=False)
def passage_after_denial_gap(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every kind of form that denies a clause, with what may stand between it, the
    complementizer and the passage as the condition rule reads it: an aside in brackets, a
    footnote mark or superscript figure, an aside of up to seven words between commas before
    the complementizer; brackets, a comma, a dash, a colon or an aside between commas after it;
    the form in full-width letters now and then ("ｄｅｎｉｅｄ"). Quoted from right after the
    complementizer and what follows it: refused with negation_cut."""
    yield from _by_language(_gap_cases(sents, rng, "gap"))


# -- a denial and its complementizer typed without diacritics -------------------------------
#
# "Minister zaprzeczyla, ze szczepionka jest skuteczna": a writer in haste leaves the marks out
# of the verb of denial ("zaprzeczyła", "popřel") and of the complementizer ("że", "že", "că",
# "että", "ότι"). The bare complementizer is often a word of its own (Polish and Czech "ze"
# "with, from", Romanian "ca" "as"), read as one only after a word of denial.

#: Forms of denial tried per language by the classes below.
_BARE_DENIALS_PER_LANGUAGE = 16


def _bare(text: str) -> str:
    """``text`` typed without diacritics (:func:`lexicons.bare_letters`, case kept)."""
    return "".join(lexicons.bare_letters(c) if c.isalpha() else c for c in unicodedata.normalize("NFC", text))


def _bare_denials(lang: str) -> List[str]:
    """The forms of ``lang`` that deny the clause a complementizer opens and read without their
    diacritics (the marked forms whose bare spelling the rule reads, and the forms written
    without marks)."""
    lex = negation_lexicon(lang)
    bare_forms = negation._unmarked_denying_forms(lang)
    return sorted(
        f
        for f in lex.clause_denying_forms
        if regex.fullmatch(r"\p{L}+", f) and not negation.may_open_complement(f) and (lexicons.bare_letters(f) == f or lexicons.bare_letters(f) in bare_forms)
    )


def _bare_denial_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_after_unmarked_denial`."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        comps = _complementizers(lang)
        if not comps or not _spaced(lang) or "Latin" not in negation_lexicon(lang).scripts and lang != "el":
            continue
        forms = _bare_denials(lang)
        # Only where something is written without marks: the form or the complementizer.
        marked_comps = [c for c in comps if lexicons.bare_letters(c) != c]
        if not marked_comps:
            forms = [f for f in forms if lexicons.bare_letters(f) != f]
        comps = marked_comps or comps
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        if not forms or len(group) < 2:
            continue
        for n, form in enumerate(rng.sample(forms, min(_BARE_DENIALS_PER_LANGUAGE, len(forms)))):
            body = group[n % len(group)]
            matrix = _matrix_words(group[(n + 1) % len(group)], lang, 2)
            if not matrix:
                continue
            comp = comps[n % len(comps)]
            comma = "," if n % 2 else ""
            text, quote = body.text, body.text
            if n % 3 == 0 or (not comma and lexicons.bare_letters(form) == form):
                # The whole sentence typed so: what shows the complementizer where the form and
                # no comma do.
                text = quote = _bare(body.text)
            source = f"{_bare(' '.join(matrix))} {lexicons.bare_letters(form)}{comma} {lexicons.bare_letters(comp)} {text}"
            origin = f"{body.origin} +bare denial {lexicons.bare_letters(form)!r}{comma} {lexicons.bare_letters(comp)!r}"
            yield Case(lang, source, quote, False, origin, ("negation_cut",))
    # A noun that names a claim typed without its diacritics ("la afirmacion de que").
    for lang, (nouns, _, denial) in _CLAIMS.items():
        comps = list(_CLAIM_COMPLEMENTIZERS.get(lang, ())) or _complementizers(lang)
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        bare_nouns = [_bare(noun) for noun in nouns]
        if not comps or len(group) < 2 or all(_bare(w) == w for w in (*nouns, *comps)):
            continue
        for n, body in enumerate(group[:_BARE_DENIALS_PER_LANGUAGE]):
            matrix = _matrix_words(group[(n + 1) % len(group)], lang, 2)
            if not matrix:
                continue
            noun, comp = bare_nouns[n % len(bare_nouns)], _bare(comps[n % len(comps)])
            clause = regex.sub(r"[.!?。]+$", "", body.text.strip())
            if lang not in _CLAIM_COMMA:
                clause = _bare(clause)  # what shows a complementizer typed so without a comma
            comma = "," if lang in _CLAIM_COMMA else ""
            source = f"{_bare(' '.join(matrix))} {noun}{comma} {comp} {clause}{comma} {_bare(denial)}."
            yield Case(lang, source, clause, False, f"{body.origin} +bare claim {noun!r} {comp!r}", ("negation_cut",))


@case_class("adv_passage_after_unmarked_denial", faithful=False)
def passage_after_unmarked_denial(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The forms that deny the clause a complementizer opens (:attr:`NegationLexicon.clause_denying_forms`)
    of every lexicon of the Latin or Greek script whose forms or complementizers carry
    diacritics, typed without them ("zaprzeczyla", "poprel", "nego", "cafolta",
    :func:`lexicons.bare_letters`), before the complementizer typed so too ("ze", "ca", "etta",
    "οτι"), a comma every other case, after the first words of a real sentence, then another
    real sentence (every third case, or where nothing else shows the writer leaves marks out,
    typed without marks too) quoted alone; and a noun that names a claim typed so ("la
    afirmacion de que", "l'allegation que") before a real sentence: refused with negation_cut."""
    yield from _by_language(_bare_denial_cases(sents, rng))


def _bare_word_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_after_bare_complementizer_word`."""
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        comps = [c for c in _complementizers(lang) if lexicons.bare_letters(c) != c]
        # The bare spellings that are words of the language itself ("ze", "ca").
        words = [lexicons.bare_letters(c) for c in comps if lexicons.known_word(lexicons.bare_letters(c), lang)]
        if not words or not _spaced(lang):
            continue
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        forms = [f for f in sorted(negation_lexicon(lang).denying_forms) if lexicons.bare_letters(f) != f and regex.fullmatch(r"\p{L}+", f)]
        # Real sentences with the word in them: the text after it quoted.
        n = 0
        for sentence in group:
            for word in words:
                m = regex.search(rf"(?<![\p{{L}}\p{{M}}]){regex.escape(word)}\s+(?P<rest>\p{{L}}[^.!?]{{12,}})", sentence.text)
                if m is None:
                    continue
                yield Case(lang, sentence.text, m.group("rest").strip(), True, f"{sentence.origin} +after own word {word!r}")
                n += 1
        # A form of denial written with its marks, then the word (no comma) and a real sentence
        # with its marks: the writer types marks, the word is its own ("zaprzeczył ze złością").
        if len(group) < 2 or not forms:
            continue
        for k, form in enumerate(rng.sample(forms, min(_BARE_DENIALS_PER_LANGUAGE, len(forms)))):
            body = group[k % len(group)]
            matrix = _matrix_words(group[(k + 1) % len(group)], lang, 2)
            if not matrix or _bare(body.text) == body.text:
                continue
            word = words[k % len(words)]
            yield Case(lang, f"{' '.join(matrix)} {form} {word} {body.text}", body.text, True, f"{body.origin} +marked denial {form!r} +own word {word!r}")


@case_class("adv_passage_after_bare_complementizer_word", faithful=True)
def passage_after_bare_complementizer_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin of :func:`passage_after_unmarked_denial`: a complementizer's spelling without
    diacritics that is a word of the language itself (Polish and Czech "ze", "with, from";
    Romanian "ca", "as") in real sentences, the text after it quoted; and after a form of denial
    written with its marks, without a comma, before a real sentence written with its marks
    ("zaprzeczył ze złością"): verifies."""
    yield from _by_language(_bare_word_cases(sents, rng))


# -- a verb of denial inside a relative clause that ends before the main verb -------------------
#
# "The researchers who refuted the model argue that the drug reduces mortality": the clause
# after "that" is what the researchers argue, not what they refuted. Languages that set a
# restrictive relative clause off by no comma (``relative_pronouns``) are read for a verb of the
# main clause after the relative clause; the others end the clause read back at the comma.

#: By language: a relative pronoun of the lexicon and a verb of saying of the main clause in the
#: plural present ("argue", "affirment"), which the language's tables read as a verb and no noun.
#: Romanian is not here: its tables read no verb ("susțin"), and the rule stays refusing there.
_RELATIVE_DENIALS: Dict[str, Tuple[str, str]] = {
    "en": ("who", "argue"), "fr": ("qui", "affirment"), "es": ("que", "sostienen"), "it": ("che", "sostengono"),
    "pt": ("que", "afirmam"), "nl": ("die", "beweren"), "ca": ("que", "afirmen"),
}


def _relative_denial_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang, (relative, verb) in _RELATIVE_DENIALS.items():
        comps = _complementizers(lang)
        lex = negation_lexicon(lang)
        assert lexicons.word_key(relative) in lex.relative_pronouns, (lang, relative)
        assert negation.governs_complement([relative], [verb], comps[0]) is False, (lang, verb)
        forms = sorted(f for f in lex.denying_forms if regex.fullmatch(r"\p{L}+", f) and not negation.may_open_complement(f))
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        if not comps or not forms or len(group) < 3:
            continue
        for n, form in enumerate(rng.sample(forms, min(_DENIALS_PER_LANGUAGE, len(forms)))):
            body = group[n % len(group)]
            subject = _matrix_words(group[(n + 1) % len(group)], lang, 2)
            obj = _matrix_words(group[(n + 2) % len(group)], lang, 2)
            if not subject or not obj or not negation.governs_complement([relative], obj, comps[0]):
                continue  # an object word the tables read as a verb: the verb of the main clause unknown
            source = f"{' '.join(subject)} {relative} {form} {' '.join(obj)} {verb} {comps[0]} {body.text}"
            yield Case(lang, source, body.text, True, f"{body.origin} +relative {relative!r} {form!r} +{verb!r} {comps[0]!r}")


@case_class("adv_passage_after_relative_denial", faithful=True)
def passage_after_relative_denial(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A verb of denial inside a relative clause ("who refuted the model"), then the verb of the
    main clause that takes the complement ("argue that"), then a real sentence quoted alone:
    verified. The denial governs its own object, not the clause the main verb takes."""
    yield from _by_language(_relative_denial_cases(sents, rng))


# -- a passage after a noun that names a claim ----------------------------------------------
#
# "The claim that the drug reduces mortality is false": the complement of a claim noun states
# what someone claims, and the sentence goes on to deny it after the passage, in any words. A
# passage that starts right after "<claim noun> that" is refused as unsure (the lexicons'
# ``claim_nouns``); the noun phrase quoted with its clause, and the same clause after a verb of
# saying ("The company claims that"), verify.

#: By language: noun phrases that name a claim, the verb of saying written the same way (after
#: a subject), and a predicate that denies the claim after its clause.
_CLAIMS: Dict[str, Tuple[Tuple[str, ...], Tuple[str, ...], str]] = {
    "en": (("the claim", "the allegation", "the claims", "the rumour", "the false claim", "the company's claim", "the assertion", "the notion"),
           ("claims", "claimed", "says", "stated"), "is false"),
    "de": (("die Behauptung", "der Vorwurf", "das Gerücht", "die Annahme", "die Behauptungen"), ("behauptet", "sagt", "erklärte"), "ist falsch"),
    "fr": (("l'affirmation", "l'allégation", "la rumeur", "l'hypothèse", "les affirmations"), ("affirme", "dit", "a déclaré"), "est fausse"),
    "es": (("la afirmación de", "el rumor de", "la hipótesis de", "las afirmaciones de", "la acusación de"), ("afirma", "dice", "declaró"), "es falsa"),
    "it": (("l'affermazione", "l'accusa", "la diceria", "l'ipotesi"), ("afferma", "dice", "ha dichiarato"), "è falsa"),
    "pt": (("a afirmação de", "o boato de", "a alegação de", "a hipótese de"), ("afirma", "diz", "declarou"), "é falsa"),
    "ru": (("утверждение", "утверждение о том", "слух", "предположение", "обвинение"), ("утверждает", "говорит", "заявил"), "ложно"),
    "nl": (("de bewering", "het gerucht", "de veronderstelling", "de beschuldiging"), ("beweert", "zegt", "verklaarde"), "is onjuist"),
    "pl": (("twierdzenie", "pogłoska", "zarzut", "hipoteza", "przypuszczenie"), ("twierdzi", "mówi", "oświadczył"), "nie znajduje potwierdzenia"),
    "cs": (("tvrzení", "domněnka", "pověst", "obvinění", "hypotéza"), ("tvrdí", "říká", "prohlásil"), "se nepotvrdilo"),
    "sk": (("tvrdenie", "domnienka", "obvinenie", "hypotéza"), ("tvrdí", "hovorí", "vyhlásil"), "sa nepotvrdilo"),
    "ro": (("afirmația", "zvonul", "acuzația", "ipoteza", "presupunerea"), ("afirmă", "spune", "a declarat"), "nu se confirmă"),
}
#: The complementizer a claim noun takes, where the lexicon lists others too (Polish "aby",
#: "żeby" open a clause of purpose or wish).
_CLAIM_COMPLEMENTIZERS: Dict[str, Tuple[str, ...]] = {"pl": ("że", "iż"), "cs": ("že",), "sk": ("že",)}
#: Languages that write a comma before the complementizer a noun takes.
_CLAIM_COMMA = ("de", "ru", "pl", "cs", "sk")


def _claim_cases(sents: Sequence[Sentence], rng: random.Random, kind: str) -> Iterator[Case]:
    """The cases of :func:`passage_after_claim_noun` (``kind`` "claim"), of
    :func:`claim_noun_quoted_with_clause` ("whole") and of :func:`passage_after_claim_verb`
    ("verb")."""
    groups = by_lang(sents)
    for lang, (nouns, verbs, denial) in _CLAIMS.items():
        comps = list(_CLAIM_COMPLEMENTIZERS.get(lang, ())) or _complementizers(lang)
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        if not comps or len(group) < 2:
            continue
        for noun in nouns:
            assert negation.names_claim(noun, comps[0]), (lang, noun)
        for verb in verbs:
            assert not negation.names_claim(f"The company {verb}", comps[0]), (lang, verb)
        for n, body in enumerate(group):
            head = group[(n + 1) % len(group)]
            matrix = _matrix_words(head, lang, 2)
            if not matrix:
                continue
            comp = comps[n % len(comps)]
            comma = "," if lang in _CLAIM_COMMA or n % 2 else ""
            clause = regex.sub(r"[.!?。]+$", "", body.text.strip())
            if kind == "verb":
                verb = verbs[n % len(verbs)]
                if negation.names_claim(f"{' '.join(matrix)} {verb}", comp):
                    continue  # "The following claims that": a noun too, refused as unsure
                source = f"{' '.join(matrix)} {verb}{comma} {comp} {body.text}"
                yield Case(lang, source, body.text, True, f"{head.origin} +{verb!r} {comp!r} +{body.origin}")
                continue
            noun = nouns[n % len(nouns)]
            named = f"{noun}{comma} {comp} {clause}"
            aside = _matrix_words(group[(n + 2) % len(group)], lang, 2) if kind == "claim" and n % 3 == 2 else []
            if aside:
                # A short insert between the noun and its complementizer: "the claim, X Y, that".
                named = f"{noun}, {' '.join(aside)}, {comp} {clause}"
            source = f"{' '.join(matrix)} {named}{',' if lang in _CLAIM_COMMA else ''} {denial}."
            origin = f"{head.origin} +claim {noun!r} {comp!r} +{body.origin} +{denial!r}"
            if kind == "claim":
                yield Case(lang, source, clause, False, origin, ("negation_cut",))
            else:
                yield Case(lang, source, named, True, origin)


@case_class("adv_passage_after_claim_noun", faithful=False)
def passage_after_claim_noun(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence made the clause of a noun that names a claim ("the claim that", "die
    Behauptung, dass", "la afirmación de que", "утверждение о том, что") after the first words
    of another, the sentence going on to deny it ("is false", "ist falsch"), the clause quoted
    alone: refused with negation_cut, as unsure whatever follows it."""
    yield from _by_language(_claim_cases(sents, rng, "claim"))


@case_class("adv_claim_noun_quoted_with_clause", faithful=True)
def claim_noun_quoted_with_clause(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same sentences, the noun that names the claim quoted with its clause ("the claim that
    ..."): verified."""
    yield from _by_language(_claim_cases(sents, rng, "whole"))


@case_class("adv_passage_after_claim_verb", faithful=True)
def passage_after_claim_verb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same clauses after a verb of saying ("claims that", "behauptet, dass", "afirma que",
    "утверждает, что"; English "claims" is a noun too), quoted alone: verified."""
    yield from _by_language(_claim_cases(sents, rng, "verb"))


# -- a heading that denies what its colon opens ----------------------------------------------
#
# A fact-check sets its verdict before the claim it rates: "Myth: the drug reduces mortality",
# "Falsch: ...", "Mythe : ...". The heading words are the lexicons' forms that deny a clause
# (``NegationLexicon.clause_denying_forms``: the verbs of denial, and the nouns and adjectives of
# falsehood that take the language's complementizer). The first word of another real sentence
# as the heading, which denies nothing, leaves the passage verified.

#: Heading words tried per language.
_HEADINGS_PER_LANGUAGE = 12


def _heading_cases(sents: Sequence[Sentence], rng: random.Random, denied: bool) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        forms = sorted(f for f in negation_lexicon(lang).clause_denying_forms if regex.fullmatch(r"\p{L}+", f))
        group = [s for s in usable(groups.get(lang, []), lang) if regex.match(r"\p{L}", s.text)]
        if not forms or len(group) < 2 or not _spaced(lang):
            continue
        for n, form in enumerate(rng.sample(forms, min(_HEADINGS_PER_LANGUAGE, len(forms)))):
            body = group[n % len(group)]
            if denied:
                heading = form[0].upper() + form[1:]
            else:
                words = [w for w in group[(n + 1) % len(group)].text.split() if regex.fullmatch(r"\p{L}{3,}", w)]
                words = [w for w in words if not negation.negations(w, lang) and not negation.heading_denies(w, body.text, lang)]
                if not words:
                    continue
                heading = words[0]
            source = f"{heading}{' :' if lang == 'fr' else ':'} {body.text}"
            origin = f"{body.origin} +heading {heading!r}"
            yield Case(lang, source, body.text, not denied, origin, ("negation_cut",) if denied else ())


@case_class("adv_passage_after_denying_heading", faithful=False)
def passage_after_denying_heading(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A form of a lexicon that denies a clause ("Myth", "False", "Falsch", "Mythe"), alone
    before a colon as a heading, then a real sentence quoted alone: refused with negation_cut."""
    yield from _by_language(_heading_cases(sents, rng, denied=True))


@case_class("adv_passage_after_plain_heading", faithful=True)
def passage_after_plain_heading(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word of another real sentence that denies nothing as the heading, and the same
    quotations: verified."""
    yield from _by_language(_heading_cases(sents, rng, denied=False))


# -- a verb of denial around the clause it denies, without a complementizer -------------------
#
# Chinese writes the clause a verb of denial takes right after it ("公司否认该药降低了死亡率", the
# company denied that the drug lowered mortality: Li & Thompson, Mandarin Chinese, 1981, verbs
# with sentential objects); Japanese and Korean write it before the verb, nominalised or quoted
# ("薬が死亡率を下げたことを否定した", "약이 사망률을 낮췄다는 것을 부인했다": Martin, A Reference
# Grammar of Japanese, 1975; Sohn, The Korean Language, 1999). A passage that starts right after
# the Chinese verb, or stops right before the Japanese or Korean nominaliser and verb, quotes the
# claim denied. Beside each verb of denial, a verb that reports or confirms the clause (表示,
# 確認した, 확인했다), written the same way, leaves the passage verified.

#: The verbs of denial of each lexicon (each must be a word of it) and reporting verbs written
#: the same way, by language: (denials, reports, the ways the clause is joined to the verb).
_DENIALS_AROUND: Dict[str, Tuple[Tuple[str, ...], Tuple[str, ...], Tuple[str, ...]]] = {
    "zh": (("否认", "否認", "否定", "驳斥", "駁斥", "反驳", "反駁", "批驳", "辟谣"), ("表示", "确认", "证实", "指出", "认为", "強調"), ("{verb}{clause}",)),
    "ja": (("否定した", "否認した", "否定している", "強く否定した", "反駁した"), ("確認した", "発表した", "主張した", "報告した"),
           ("{clause}ことを{verb}", "{clause}という主張を{verb}", "{clause}のを{verb}")),
    "ko": (("부인했다", "부인했습니다", "부인한다", "반박했다", "반박했습니다", "부정했다"), ("확인했다", "주장했다", "발표했다", "밝혔다"),
           ("{clause}는 것을 {verb}", "{clause}는 주장을 {verb}", "{clause}는 사실을 {verb}")),
}
#: What ends a sentence of these languages, taken off the clause put before or after a verb.
_SENTENCE_END_RE = regex.compile(r"[。．.！!？?」』）)\s]+$")


def _denial_around_cases(sents: Sequence[Sentence], rng: random.Random, denied: bool) -> Iterator[Case]:
    """The cases of :func:`passage_around_denial_verb` (``denied``) and of its twin."""
    groups = by_lang(sents)
    for lang, (denials, reports, shapes) in _DENIALS_AROUND.items():
        # The lexicon reads each verb of denial as a negation, and no reporting verb.
        assert all(negation.negations(w, lang) for w in denials) and not any(negation.negations(w, lang) for w in reports), lang
        group = [s for s in usable(groups.get(lang, []), lang) if not regex.search(r"[。．！？!?]\s*\S", s.text.strip())]
        if len(group) < 2:
            continue
        verbs = denials if denied else reports
        for n, sentence in enumerate(group):
            clause = _SENTENCE_END_RE.sub("", sentence.text.strip())
            if len(clause) < 4 or negation.negations(clause, lang):
                continue  # a clause negated itself refuses for its own negation
            head = _SENTENCE_END_RE.sub("", group[(n + 1) % len(group)].text.strip())[:6].rstrip()
            verb = verbs[n % len(verbs)]
            end = "." if lang == "ko" else "。"
            for k in range(len(shapes)):
                shape = shapes[(n + k) % len(shapes)]
                body = shape.format(verb=verb, clause=clause)
                source = f"{head}{' ' if lang == 'ko' else ''}{body}{end}" if lang != "zh" else f"{head}{body}{end}"
                at = source.index(clause) + len(clause)
                if denied or not negation.denial_after(source, at, lang):
                    break  # a report that names the clause a claim ("という主張を発表した") reports no fact
            else:
                continue
            origin = f"{sentence.origin} +{'denied' if denied else 'reported'} {verb!r}"
            yield Case(lang, source, clause, not denied, origin, ("negation_cut",) if denied else ())


@case_class("adv_passage_around_denial_verb", faithful=False)
def passage_around_denial_verb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence made the clause a verb of denial takes, without a complementizer: after
    the Chinese verb ("公司否认" + the sentence), before the Japanese or Korean nominaliser and
    verb (the sentence + "ことを否定した", + "는 것을 부인했다"), quoted alone: refused with
    negation_cut."""
    yield from _by_language(_denial_around_cases(sents, rng, denied=True))


@case_class("adv_passage_around_report_verb", faithful=True)
def passage_around_report_verb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same clauses with a verb that reports or confirms them (表示, 確認した, 확인했다) in
    the verb of denial's place, and the same quotations: verified. A shape that names the clause
    a claim ("という主張を", "는 주장을") is left out: the clause is then what someone claims,
    refused whatever verb follows (the lexicon's ``denials_after``)."""
    yield from _by_language(_denial_around_cases(sents, rng, denied=False))


# -- a claim noun after the clause it names (Chinese, Japanese, Korean) ------------------------
#
# Chinese names a clause as a claim after it, with 的 and a noun of saying ("药物导致死亡的说法是
# 谣言", the claim that the drug caused deaths is a rumour; "专家驳斥了...的说法", experts refuted
# the claim that ...: Li & Thompson, Mandarin Chinese, 1981, ch. 20); Japanese with the quotative
# という, との or とする ("...という主張は誤りだ", "...との噂", "...とする説"), Korean with the
# declarative -다 made a modifier ("...다는 주장은 거짓이다", "...다는 소문"; Martin, A Reference
# Grammar of Japanese, 1975, quotation; Sohn, The Korean Language, 1999, quotative clauses). A
# passage that stops right before the quotative and the noun quotes what the source reports as
# claimed or denies (the lexicon's ``denials_after``), whatever follows the noun; so does one
# that stops before という + の or こと (Korean -다는 것) where the rest of the sentence calls the
# clause false ("...というのは嘘だ", "...다는 것은 사실무근이다"). The same clause before a noun that
# names no claim (的研究, という結果, 다는 사실), or nominalised where the sentence finds it true
# ("...ということが明らかになった", "...다는 것이 밝혀졌다"), verifies. So does a clause the sentence
# gives as hearsay or an error after it ("...と誤って報告された", "...と言われている", "...다고 한다",
# "... iddiası yanlış"): the passage states it as fact. So does one that stops before a conjecture
# written after the clause ("...かもしれない", "...だろう", "...と推定される", "...はずだ"), as one that
# starts after "may" does in English.

#: Sentence shapes by language: those that name the clause a claim, and those that do not. A
#: Korean shape takes a clause that ends in the declarative -다.
_CLAIMS_AFTER: Dict[str, Tuple[Tuple[str, ...], Tuple[str, ...]]] = {
    "zh": (("{clause}的说法是谣言", "专家驳斥了{clause}的说法", "{clause}的传言已被澄清", "他们否认了{clause}的指控", "{clause}的說法並不屬實"),
           ("{clause}的研究已经发表", "{clause}的报道引起关注", "专家解释了{clause}的原因")),
    "ja": (("{clause}という主張は誤りだ", "{clause}というのは嘘だ", "{clause}との噂が広まった", "{clause}とする説は退けられた",
            "{clause}という話はデマだった", "{clause}ということは事実無根だ", "専門家は{clause}との見方を示した", "{clause}って噂があった",
            "{clause}と誤って報告された", "{clause}と言われている", "{clause}と伝えられている", "{clause}と信じられていた",
            "{clause}かもしれない", "{clause}だろう", "{clause}と推定される", "{clause}はずだ", "{clause}ようだ"),
           ("{clause}という研究結果が発表された", "{clause}ということが明らかになった", "{clause}という事実が確認された",
            "{clause}というのが調査の結論だ", "{clause}ことが分かった")),
    "ko": (("{clause}는 주장은 거짓이다", "{clause}는 소문은 루머로 밝혀졌다", "{clause}는 것은 사실무근이다", "{clause}고 하는 설이 돌았다",
            "{clause}는 의혹이 제기됐다", "전문가들은 {clause}는 견해를 밝혔다", "{clause}라는 말은 오해다",
            "{clause}고 한다", "{clause}고 전해진다", "{clause}고 잘못 알려졌다"),
           ("{clause}는 사실이 확인됐다", "{clause}는 것이 밝혀졌다", "{clause}는 연구 결과가 나왔다", "{clause}는 점이 중요하다")),
    "tr": (("{clause} şeklindeki iddialar asılsız", "{clause} yönündeki söylentiler yalanlandı", "{clause} diye bir iddia ortaya atıldı",
            "{clause} iddiası yanlış", "{clause} söylentisi yalanlandı"),
           ("{clause} yönündeki araştırma yayımlandı", "{clause} şeklindeki sonuç doğrulandı")),
    "ta": (("{clause} என்ற கூற்று பொய்யானது", "{clause} என்ற வதந்தி பரவியது", "{clause} என்று பரவும் வதந்தி தவறானது"),
           ("{clause} என்ற தலைப்பில் கட்டுரை வெளியானது", "{clause} என்ற செய்தி உறுதி செய்யப்பட்டது")),
    "te": (("{clause} అనే వాదన తప్పు", "{clause} అనే పుకారు వ్యాపించింది"), ("{clause} అనే శీర్షికతో వ్యాసం ప్రచురించబడింది",)),
    "kn": (("{clause} ಎಂಬ ವದಂತಿ ಸುಳ್ಳು", "{clause} ಎಂಬ ಆರೋಪ ಕೇಳಿಬಂದಿದೆ"), ("{clause} ಎಂಬ ಶೀರ್ಷಿಕೆಯ ಲೇಖನ ಪ್ರಕಟವಾಯಿತು",)),
    "ml": (("{clause} എന്ന വാദം തെറ്റാണ്", "{clause} എന്ന അഭ്യൂഹം പരന്നു"), ("{clause} എന്ന തലക്കെട്ടിൽ ലേഖനം പ്രസിദ്ധീകരിച്ചു",)),
    "ne": (("{clause} भन्ने हल्ला झुटो हो", "{clause} भन्ने दाबी गरिएको छ"), ("{clause} भन्ने शीर्षकको लेख प्रकाशित भयो",)),
    "ky": (("{clause} деген ушак жалган", "{clause} деген доомат четке кагылды"), ("{clause} деген аталыштагы макала жарыяланды",)),
}
#: What ends the sentence a shape makes, by language.
_CLAIM_SENTENCE_END = {"zh": "。", "ja": "。", "ko": ".", "ne": "।"}


def _plain_declarative(clause: str) -> Optional[str]:
    """A Korean clause in the plain declarative, which -다는 and -다고 하는 are written onto: as it
    is ("...있다"), or from the polite -습니다 after a stem closed by ㅆ, whose plain form drops
    습니 ("실패했습니다" -> "실패했다", "있습니다" -> "있다": Sohn, The Korean Language, 1999, speech
    levels); None for another ending ("필요합니다" is 필요하다, "쓰입니다" 쓰인다: not read here)."""
    if clause.endswith("습니다") and len(clause) > 3 and (ord(clause[-4]) - 0xAC00) % 28 == 20:
        return clause[:-3] + "다"
    return clause if clause.endswith("다") and not clause.endswith("니다") else None


def _claim_after_cases(sents: Sequence[Sentence], rng: random.Random, claimed: bool) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang, (claims, others) in _CLAIMS_AFTER.items():
        group = [s for s in usable(groups.get(lang, []), lang) if not regex.search(r"[。．！？!?]\s*\S", s.text.strip())]
        shapes = claims if claimed else others
        for n, sentence in enumerate(group):
            clause = _SENTENCE_END_RE.sub("", sentence.text.strip()).rstrip("।")
            if len(clause) < 4 or negation.negations(clause, lang) or clause.endswith(("的", "と", "って")):
                continue  # a clause negated itself refuses for its own negation
            if lang == "ko":
                clause = _plain_declarative(clause)
                if clause is None:
                    continue  # -다는, -다고 하는 are written onto the plain declarative
            for k in range(len(shapes)):  # every shape, starting from a different one for each sentence
                shape = shapes[(n + k) % len(shapes)]
                source = shape.format(clause=clause) + _CLAIM_SENTENCE_END.get(lang, ".")
                origin = f"{sentence.origin} +{'claim' if claimed else 'noun'} {shape!r}"
                # Korean -다고 하는 and -다라는 are no particle after the passage's last word: the
                # passage also cuts its word, which the word rule reads first.
                cut = lang == "ko" and not shape.split("{clause}")[1].startswith("는")
                yield Case(lang, source, clause, not claimed, origin, (("negation_cut", "word_cut") if cut else ("negation_cut",)) if claimed else ())


@case_class("adv_passage_before_claim_after", faithful=False)
def passage_before_claim_after(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real Chinese, Japanese or Korean sentence made the clause a claim noun names after it
    ("...的说法是谣言", "専門家は...との見方を示した", "...다는 주장은 거짓이다"), or that a
    nominaliser after the quotative makes a thing the rest of the sentence calls false ("...という
    のは嘘だ", "...다는 것은 사실무근이다"), quoted alone: refused with negation_cut."""
    yield from _by_language(_claim_after_cases(sents, rng, claimed=True))


@case_class("adv_passage_before_plain_noun_after", faithful=True)
def passage_before_plain_noun_after(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same clauses before a noun that names no claim (的研究, という研究結果, 다는 사실),
    or nominalised where the sentence finds them true (ということが明らかになった, 다는 것이
    밝혀졌다), quoted alone: verified."""
    yield from _by_language(_claim_after_cases(sents, rng, claimed=False))


# -- the second member of a correlative "neither ... nor" -------------------------------------

#: "Neither ... nor" of the languages whose second member is an everyday word alone ("noch",
#: still; "eller", or; Afrikaans "nog", still): test inputs, read by the lexicons' phrase patterns.
CORRELATIVES: Tuple[Tuple[str, str, str], ...] = (
    ("de", "Weder", "noch"), ("sv", "Varken", "eller"), ("da", "Hverken", "eller"),
    ("nb", "Verken", "eller"), ("nn", "Verken", "eller"), ("af", "Nóg", "nóg"),
)


def _correlative_cases(sents: Sequence[Sentence], rng: random.Random, negated: bool) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang, first, second in CORRELATIVES:
        group = usable(groups.get(lang, []), lang)
        for n, sentence in enumerate(group[:_SENTENCES_PER_WORD * 2]):
            other = group[(n + 1) % len(group)].text.split()
            words = [w for w in other if regex.fullmatch(r"\p{L}{3,}", w) and not negation.negates_as_written(w)]
            if not words or len(sentence.text) < 12:
                continue
            member = rng.choice(words)
            body = sentence.text[0].lower() + sentence.text[1:]
            if negated:
                source = f"{first} {member} {second} {body}"
                yield Case(lang, source, body, False, f"{sentence.origin} +{first} {member} {second}", ("negation_cut",))
            else:
                # "or" / "still" alone, with no first member: nothing is denied.
                source = f"{member.capitalize()} {second} {body}"
                yield Case(lang, source, body, True, f"{sentence.origin} +{member} {second}")


@case_class("adv_passage_after_correlative_nor", faithful=False)
def passage_after_correlative_nor(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence after "neither X nor" of the languages whose "nor" is an everyday word
    alone (German "Weder X noch", Swedish "Varken X eller", Afrikaans "Nóg X nóg"), quoted alone
    from right after the second member: refused with negation_cut."""
    yield from _by_language(_correlative_cases(sents, rng, negated=True))


@case_class("adv_passage_after_plain_nor_word", faithful=True)
def passage_after_plain_nor_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same second member with no first one before it ("Placebo eller ...", "Immer noch
    ..."), and the same quotation: verified."""
    yield from _by_language(_correlative_cases(sents, rng, negated=False))


# -- an object before a clause-final verb of refusal (Turkish, Korean) ---------------------------
#
# Turkish and Korean put the verb last: a verbal noun in -mA/-mAK with its case ending ("onaylamayı
# reddetti", refused to approve; "onaylamaktan kaçındı", avoided approving) or an object in -을/-를
# ("합병을 거부했다", refused the merger) comes before the verb that denies it (the lexicons'
# ``denials_after``). A passage that stops on it quotes what the source says was not done.

#: Turkish verbs that deny a verbal noun before them, in the past, with the case they take it in
#: ("acc": -mAyI, "abl": -mAktAn, "poss": -mAsInI); and verbs that do not, in the same cases.
_TR_REFUSALS = (("reddetti", "acc"), ("unuttu", "acc"), ("ihmal etti", "acc"), ("geri çevirdi", "acc"),
                ("engelledi", "poss"), ("önledi", "poss"), ("kaçındı", "abl"), ("çekindi", "abl"),
                ("vazgeçti", "abl"), ("geri durdu", "abl"), ("reddediyor", "acc"), ("yasakladı", "acc"), ("bıraktı", "acc"))
_TR_PLAIN = (("kabul etti", "acc"), ("istedi", "acc"), ("planladı", "acc"), ("sağladı", "poss"), ("bahsetti", "abl"))
_KO_REFUSALS = ("거부했다", "거절했다", "회피했다", "기피했다", "포기했다", "중단했다", "중지했다", "보류했다", "반대했다",
                "저지했다", "방지했다", "금지했다", "꺼렸다", "피했다", "마다했다", "기각했다", "부결시켰다", "철회했다", "막았다")
_KO_PLAIN = ("승인했다", "검토했다", "발표했다", "확인했다", "지지했다")


def _tr_verbal_noun(stem: str, case: str) -> str:
    """The verbal noun of a Turkish verb stem in -lA ("onayla") in ``case``, by vowel harmony."""
    front = stem.endswith("le")
    return stem + {"acc": ("mayı", "meyi"), "abl": ("maktan", "mekten"), "poss": ("masını", "mesini")}[case][front]


def _refusal_after_cases(sents: Sequence[Sentence], rng: random.Random, refused: bool) -> Iterator[Case]:
    groups = by_lang(sents)
    # Denominal verb stems in -lA ("onayla" of "onay", "temizle" of "temiz"), which the lemma
    # table lists beside the noun or adjective they are made from.
    known = lexicons._known_lemmas("tr")
    verbs = sorted(w for w in known if regex.fullmatch(r"\p{Ll}{3,}l[ae]", w) and w[:-2] in known)
    pairs = _TR_REFUSALS if refused else _TR_PLAIN
    for n, sentence in enumerate(usable(groups.get("tr", []), "tr")):
        head = " ".join(sentence.text.split()[:2]).rstrip(".,;:!?")
        for k in range(3):
            verb, case = pairs[(3 * n + k) % len(pairs)]
            noun = _tr_verbal_noun(rng.choice(verbs), case)
            quote = f"{head} {noun}"
            adverb = ("", " kesinlikle", ",")[k]  # an adverb or a comma may stand before the verb
            yield Case("tr", f"{quote}{adverb} {verb}.", quote, not refused, f"{sentence.origin} +{noun} {verb}", () if not refused else ("negation_cut",))
    for n, sentence in enumerate(usable(groups.get("ko", []), "ko")):
        words = sentence.text.split()
        objects = [k for k, w in enumerate(words) if regex.fullmatch(r"\p{Hangul}+[을를]", w)]
        for k in objects:
            verb = (_KO_REFUSALS if refused else _KO_PLAIN)[(n + k) % len(_KO_REFUSALS if refused else _KO_PLAIN)]
            quote = " ".join(words[: k + 1])
            adverb = ("", "단호히 ")[(n + k) % 2]
            yield Case("ko", f"{quote} {adverb}{verb}.", quote, not refused, f"{sentence.origin} +{verb}", () if not refused else ("negation_cut",))


@case_class("adv_object_before_refusal_verb", faithful=False)
def object_before_refusal_verb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Turkish verbal noun (every case a verb of refusal takes, verbs of the lemma table) or a
    Korean object of a real sentence, before a clause-final verb of refusing, avoiding or
    preventing ("onaylamayı reddetti", "합병을 거부했다"), quoted up to it: refused with
    negation_cut."""
    yield from _by_language(_refusal_after_cases(sents, rng, refused=True))


@case_class("adv_object_before_plain_verb", faithful=True)
def object_before_plain_verb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same objects before a verb that accepts, plans or reports them ("onaylamayı kabul
    etti", "합병을 승인했다"), quoted up to it: verified."""
    yield from _by_language(_refusal_after_cases(sents, rng, refused=False))


# -- a clause right after a word that denies it, with no complementizer --------------------------


def _clause_after_denial_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        forms = sorted(negation_lexicon(lang).clause_denying_forms)
        clauses = [
            c for s in groups.get(lang, ()) if len((c := s.text.rstrip(".!?。")).split()) >= 4 and regex.fullmatch(r"\p{L}[\p{L}\p{M}\p{N} ,'-]+", c)
        ]
        if not forms or not clauses or lang in UNSPACED:
            continue
        for n, form in enumerate(forms[::7]):
            clause = rng.choice(clauses)
            gap = (" ", ", ")[n % 2]
            yield Case(lang, f"{form.capitalize()}{gap}{clause}.", clause, False, f"{groups[lang][0].origin} +{form!r}", ("negation_cut",))


@case_class("adv_passage_after_denial_word", faithful=False)
def passage_after_denial_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence right after a form that denies the clause it takes, with a comma between or
    nothing and no complementizer ("Officials denied the company acted illegally", "Bestritten, die
    Firma habe ..."), quoted alone: refused with negation_cut. Every seventh clause-denying form
    of every lexicon of a spaced script."""
    yield from _by_language(_clause_after_denial_cases(sents, rng))


# -- a quantity of zero: "Zero patients improved", "0 patients", "null Patienten" ----------------


def _zero_places(sents: Sequence[Sentence], rng: random.Random, figure: Callable[[str], str]) -> Iterator[Tuple[Sentence, List[str], int, str]]:
    """Real sentences of every spaced language with number words of value 0 (``data/numbers``:
    :func:`lexicons.zero_words`), with ``figure(lang)`` put before a word ``k`` of them that is
    no stop word of any language, after a word of letters: (sentence, its words, k, figure)."""
    groups = by_lang(sents)
    numbers = lexicons.number_words()
    langs = sorted(code for code in lexicons._languages("numbers") if code not in UNSPACED and lexicons.zero_words(code) and code in groups)
    for lang in langs:
        for sentence in usable(groups[lang], lang)[:40]:
            words = sentence.text.split()
            spots = [
                k for k in range(1, len(words) - 2)
                if regex.fullmatch(r"[\p{L}\p{M}]+", words[k]) and regex.fullmatch(r"[\p{L}\p{M}]+", words[k - 1])
                and not lexicons.stop_word_anywhere(words[k]) and not function_word_anywhere(words[k])
                # No figure near: a quantity is read with a figure or number word beside it ("mil 0 milions").
                and not any(regex.search(r"\p{N}", w) or lexicons.word_key(w) in numbers for w in words[max(0, k - 3) : k + 2])
            ]
            if spots:
                yield sentence, words, rng.choice(spots), figure(lang)


def _zero_figure(rng: random.Random) -> Callable[[str], str]:
    """A quantity of zero of the language: one of its words of value 0, or the figure 0."""
    return lambda lang: rng.choice(sorted(lexicons.zero_words(lang)) + ["0"])


@case_class("adv_passage_after_zero_quantity", faithful=False)
def passage_after_zero_quantity(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"patients improved" of "Zero patients improved" (or "0 patients", "null Patienten", "cero
    pacientes"): a passage that starts right after a quantity of zero says that what the source
    counts none of is so (``negation_cut``)."""
    for sentence, words, k, zero in _zero_places(sents, rng, _zero_figure(rng)):
        source = " ".join(words[:k] + [zero] + words[k:])
        yield Case(sentence.lang, source, " ".join(words[k:]), False, f"{sentence.origin} +zero {zero!r}", ("negation_cut",))


@case_class("adv_zero_quantity_elided", faithful=False)
def zero_quantity_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The trial found … patients" of "The trial found zero patients": an elision that leaves
    out a quantity of zero (alone, or with the word before it) says there were some
    (``negation_elided``)."""
    for n, (sentence, words, k, zero) in enumerate(_zero_places(sents, rng, _zero_figure(rng))):
        source = " ".join(words[:k] + [zero] + words[k:])
        cut = k - 1 if n % 2 and k > 1 else k
        yield Case(sentence.lang, source, _quote(sentence.lang, " ".join(words[:cut]), " ".join(words[k:]), rng), False,
                   f"{sentence.origin} +zero {zero!r} elided", ("negation_elided",))


@case_class("adv_nonzero_quantity_kept", faithful=True)
def nonzero_quantity_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The faithful side: a figure other than zero in the same places ("7 patients improved",
    "10", "0.5"): the passage after it, and an elision of it, verify."""
    from spacy_quoteverify import verify_quote

    figures = ("7", "10", "20", "0.5", "100")
    for n, (sentence, words, k, figure) in enumerate(_zero_places(sents, rng, lambda lang: rng.choice(figures))):
        source = " ".join(words[:k] + [figure] + words[k:])
        quote = " ".join(words[k:]) if n % 2 else _quote(sentence.lang, " ".join(words[:k]), " ".join(words[k:]), rng)
        if not verify_quote(quote.replace(f" {figure} ", " "), sentence.text, lang=sentence.lang).verified and n % 2 == 0:
            continue  # the elision is refused without the figure too (it cuts a word or a negation)
        yield Case(sentence.lang, source, quote, True, f"{sentence.origin} +figure {figure!r}")


def _partitive_figure(rng: random.Random, zero: bool) -> Callable[[str], str]:
    """A quantity with a function word of the language after it, as a share or a part is written
    ("0% of", "0 ٪ de", "zero of"; with ``zero`` false, "7% of"): the figure (or a word of value
    0) with each percent sign Unicode has in turn, or with a second figure ("0 of 50")."""
    signs = sorted(charclasses.PERCENT_SIGNS)
    count = iter(range(10**9))

    def figure(lang: str) -> str:
        stops = sorted(
            w for w in lexicons.stop_words(lang)
            if len(w) >= 2 and w.isalpha() and not lexicons.is_negation_word(w) and not lexicons.is_negation_word(w, lang)
            and w not in lexicons.zero_words() and w not in lexicons.number_words()
        )
        if not stops:
            return ""
        n = next(count)
        stop = rng.choice(stops)
        amount = ("0" if zero else rng.choice(("7", "12", "0.5"))) if n % 3 else (rng.choice(sorted(lexicons.zero_words(lang))) if zero else "seven")
        return f"{amount}{signs[n % len(signs)]} {stop}" if n % 2 else f"{amount} {stop} 50"

    return figure


@case_class("adv_passage_after_zero_share", faithful=False)
def passage_after_zero_share(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"patients responded" of "0% of patients responded", "0 of 50 patients", "zero of the
    patients": a quantity of zero, with a percent sign or a function word and a figure after it,
    still counts none of what the passage says is so (``negation_cut``)."""
    for sentence, words, k, zero in _zero_places(sents, rng, _partitive_figure(rng, zero=True)):
        if zero:
            source = " ".join(words[:k] + [zero] + words[k:])
            yield Case(sentence.lang, source, " ".join(words[k:]), False, f"{sentence.origin} +zero {zero!r}", ("negation_cut",))


@case_class("adv_passage_after_nonzero_share", faithful=True)
def passage_after_nonzero_share(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: a figure other than zero in the same places ("7% of patients responded"): the
    passage after it verifies."""
    for sentence, words, k, figure in _zero_places(sents, rng, _partitive_figure(rng, zero=False)):
        if figure and not figure.startswith("seven"):
            source = " ".join(words[:k] + [figure] + words[k:])
            yield Case(sentence.lang, source, " ".join(words[k:]), True, f"{sentence.origin} +figure {figure!r}")


def _noun_modifier_cases(sents: Sequence[Sentence], rng: random.Random, negated: bool) -> Iterator[Case]:
    """A noun that takes a clause (a lexicon's ``clause_verbs.nouns``: "evidence", "proof") and the
    complementizer, after a word negated by an affix (drawn from the word tables, as the affix
    classes draw them: "insufficient", "inadequate") or a quantity of zero, then a real sentence
    of the language as the clause; with ``negated`` false, the word without its affix
    ("sufficient") or a figure other than zero."""
    from .negations import _affix_words

    groups = by_lang(sents)
    for lang in sorted(available_languages("negations")):
        lex = negation_lexicon(lang)
        comps = sorted(lex.complementizers)
        # Not the nouns that name a claim ("belief", "notion"), refused before any such word.
        nouns = sorted(n for n in lex.clause_nouns & set(_clause_nouns(lang)) if not any(negation.names_claim(n, c) for c in comps))
        pool = usable(groups.get(lang, []), lang)
        if not nouns or not comps or not pool or lang in UNSPACED:
            continue
        modifiers: List[str] = []
        for word in _affix_words(lang)[:40]:
            if negated:
                modifiers.append(word)
                continue
            for affix in lex.affixes:
                m = affix.pattern.fullmatch(word)
                rest = m.groupdict().get("rest") if m is not None else None
                if rest and len(rest) > 3 and lexicons.known_word(rest, lang) and not lexicons.is_negation_word(rest, lang):
                    modifiers.append(rest)
                    break
        modifiers += sorted(lexicons.zero_words(lang)) if negated else ["7", "several"]
        for n, modifier in enumerate(modifiers):
            clause = pool[(n * 13) % len(pool)]
            matrix = f"{modifier[:1].upper()}{modifier[1:]} {nouns[n % len(nouns)]} {comps[n % len(comps)]}"
            text = clause.text.rstrip()
            yield Case(lang, f"{matrix} {text}", text, not negated, f"{clause.origin} +matrix {matrix!r}", ("negation_cut",) if negated else ())


@case_class("adv_passage_after_negated_noun_modifier", faithful=False)
def passage_after_negated_noun_modifier(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"the drug reduced mortality" of "Insufficient evidence that the drug reduced mortality"
    (or "Zero evidence that"): the word before the noun that takes the clause negates it by an
    affix or a quantity of zero, which leaves what holds the clause unread: refused as unsure."""
    yield from _noun_modifier_cases(sents, rng, negated=True)


@case_class("adv_passage_after_noun_modifier_kept", faithful=True)
def passage_after_noun_modifier_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same words without their negating affix ("Sufficient evidence that"), or a figure
    other than zero: the clause verifies."""
    yield from _noun_modifier_cases(sents, rng, negated=False)
