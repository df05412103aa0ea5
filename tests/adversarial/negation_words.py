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

import random
import unicodedata
from typing import Dict, Iterator, List, Sequence

import regex

from spacy_quoteverify.lang import lexicons
from spacy_quoteverify.lang.lexicons import available_languages, negation_lexicon

from . import UNSPACED, Case, Sentence, by_lang, case_class
from .negations import _NEGATION_REASONS, _insert, _quote, usable


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


def _passage_after_negation_word_cases(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`passage_after_negation_word`, language by language."""
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
            # The passage: at least three words and twelve characters after the negation (a
            # quotation the component checks on its own), and a word of the sentence before it.
            spots = [
                k for k in range(1, len(words) - 2)
                if len(" ".join(words[k:])) >= 12 and regex.match(r"[\p{L}\p{N}]", words[k])
            ]
            if not spots:
                continue
            k = rng.choice(spots)
            right = " ".join(words[k:])
            source = " ".join(words[:k] + [word] + words[k:])
            yield Case(lang, source, right, False, f"{sentence.origin} +negation before {word!r}", ("negation_cut",))


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
