"""Figures written with words whose larger part is cut off: the thousands before a hundreds word
written as one word ("dos mil quinientos", "две тысячи пятьсот", "tvåtusen femhundra"), and the
fraction before a scale word ("half a million", "eine halbe Million").

The words come from the package's data: the ``multiples`` of the number files (spelled from the
CLDR's RBNF cardinal rules), the thousands and the scale words of ``words``, and the fraction words
(:func:`lexicons.fraction_nouns`). A quotation that starts at the smaller part gives another figure
(500 for 2,500, a million for half a million); the faithful classes quote the whole figure, or a
hundreds word with no thousands before it.
"""
from __future__ import annotations

import itertools
import random
from typing import Dict, Iterator, List, Sequence, Tuple

from spacy_quoteverify.lang import lexicons

from . import Case, Sentence, case_class
from .figure_words import _groups
from .numbers import Place

_CUT = ("number_cut",)


def _multiples(lang: str) -> Dict[str, float]:
    return {w: v for w, v in lexicons.number_words(lang).items() if 200 <= v < 1000 and w not in lexicons._load_words(lang)}


def _thousands(lang: str) -> List[str]:
    """The words of a thousand or of its multiples of ``lang``: those listed ("mil", "тысячи") and
    the multiples written as one word ("duemila", "tvåtusen")."""
    words = lexicons.number_words(lang)
    return sorted(w for w, v in words.items() if 1000 <= v < 10000 and v % 1000 == 0 and "'" not in w)


def _pairs(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """(place, thousands, hundreds): "mil quinientos" written into a sentence of its language, every
    language with multiples in turn."""
    groups = _groups(sents)
    langs = sorted(g for g in groups if g in lexicons.available_languages("numbers") and _multiples(g) and _thousands(g))
    pools = {g: itertools.cycle(sorted(_multiples(g))) for g in langs}
    for _ in range(rounds * 8):
        for lang in langs:
            hundreds = next(pools[lang])
            thousands = rng.choice(_thousands(lang))
            try:
                place = Place(rng.choice(groups[lang]), f"{thousands} {hundreds}", rng)
            except ValueError:
                continue
            if not _plain_before(place):
                continue
            yield place, thousands, hundreds


def _plain_before(place: Place) -> bool:
    """The word before the figure is no number or fraction word (it would make one figure with it)."""
    words = place.source[: place.fig[0]].split()
    if not words:
        return True
    key = lexicons.word_key(words[-1].strip(".,;:"))
    return key not in lexicons.number_words() and key not in lexicons.fraction_nouns()


@case_class("adv_thousands_cut_before_hundreds", faithful=False)
def thousands_cut_before_hundreds(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"quinientos pacientes" from "dos mil quinientos pacientes", "пятьсот пациентов" from "две
    тысячи пятьсот пациентов", "femhundra patienter" from "tvåtusen femhundra patienter" (500 for
    2,500), and the thousands quoted without the hundreds ("… dos mil")."""
    for place, thousands, _hundreds in _pairs(sents, rng, rounds=2):
        at = place.fig[0] + len(thousands) + 1
        yield place.case(place.source[at : place.right], False, _CUT)
        yield place.case(place.before() + thousands, False, _CUT)


@case_class("adv_thousands_and_hundreds_kept", faithful=True)
def thousands_and_hundreds_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole figure quoted ("dos mil quinientos pacientes"), and a hundreds word with no
    thousands before it quoted from its start ("quinientos pacientes" from "murieron quinientos
    pacientes"): the faithful side of ``adv_thousands_cut_before_hundreds``."""
    groups = _groups(sents)
    for place, _thousands, hundreds in _pairs(sents, rng, rounds=1):
        yield place.case(place.before() + place.source[place.fig[0] : place.right], True)
        try:
            alone = Place(rng.choice(groups[place.lang]), hundreds, rng)
        except ValueError:
            continue
        if _plain_before(alone):
            yield alone.case(alone.source[alone.fig[0] : alone.right], True)


def _scales(lang: str) -> List[str]:
    return sorted(w for w, v in lexicons._load_words(lang).items() if v >= 10**6 and lexicons.scale_word(w))


def _fraction_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """(place, fraction, scale): "half million", "halbe Million", "pół miliona" written into a
    sentence of its language."""
    groups = _groups(sents)
    langs = sorted(
        g for g in groups if g in lexicons.available_languages("numbers") and _scales(g)
        and any(w.isalpha() for w in lexicons.fraction_nouns(g))
    )
    for _ in range(rounds * 6):
        for lang in langs:
            fraction = rng.choice(sorted(w for w in lexicons.fraction_nouns(lang) if w.isalpha()))
            scale = rng.choice(_scales(lang))
            try:
                place = Place(rng.choice(groups[lang]), f"{fraction} {scale}", rng)
            except ValueError:
                continue
            if _plain_before(place):
                yield place, fraction, scale


@case_class("adv_fraction_of_scale_cut", faithful=False)
def fraction_of_scale_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"million people died" from "half million people died", "Million Menschen" from "halbe Million
    Menschen": a million for half a million. Every language's fraction and scale words in turn."""
    for place, fraction, _scale in _fraction_places(sents, rng, rounds=2):
        at = place.fig[0] + len(fraction) + 1
        yield place.case(place.source[at : place.right], False, _CUT)


@case_class("adv_fraction_of_scale_kept", faithful=True)
def fraction_of_scale_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The fraction quoted with its scale word ("half million people died"): the faithful side of
    ``adv_fraction_of_scale_cut``."""
    for place, _fraction, _scale in _fraction_places(sents, rng, rounds=1):
        yield place.case(place.before() + place.source[place.fig[0] : place.right], True)


def _numerators(lang: str) -> List[str]:
    """The number words of two to nine of ``lang`` (one word, no apostrophe)."""
    return sorted(w for w, v in lexicons._load_words(lang).items() if 2 <= v <= 9 and w.isalpha())


def _denominator_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """(place, numerator, denominator): "two thirds", "due terzi", "5 vijfde" written into a sentence
    of its language, every fraction word of every language in turn."""
    groups = _groups(sents)
    langs = sorted(
        g for g in groups if g in lexicons.available_languages("numbers") and _numerators(g)
        and any(w.isalpha() for w in lexicons.fraction_nouns(g))
    )
    pools = {g: itertools.cycle(sorted(w for w in lexicons.fraction_nouns(g) if w.isalpha())) for g in langs}
    for _ in range(rounds * 8):
        for lang in langs:
            denominator = next(pools[lang])
            numerator = rng.choice(_numerators(lang)) if rng.random() < 0.7 else str(rng.randint(2, 9))
            try:
                place = Place(rng.choice(groups[lang]), f"{numerator} {denominator}", rng)
            except ValueError:
                continue
            if _plain_before(place):
                yield place, numerator, denominator


@case_class("adv_fraction_numerator_dropped", faithful=False)
def fraction_numerator_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"thirds of patients" from "two thirds of patients", "terzi dei pazienti" from "due terzi dei
    pazienti", "derde van" from "twee derde van": the quotation counts no fraction. Every fraction
    word (:func:`lexicons.fraction_nouns`) of every language in turn."""
    for place, numerator, _denominator in _denominator_places(sents, rng, rounds=2):
        at = place.fig[0] + len(numerator) + 1
        yield place.case(place.source[at : place.right], False, _CUT)


@case_class("adv_fraction_numerator_kept", faithful=True)
def fraction_numerator_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The fraction quoted with its numerator ("two thirds of patients"): the faithful side of
    ``adv_fraction_numerator_dropped``."""
    for place, _numerator, _denominator in _denominator_places(sents, rng, rounds=1):
        yield place.case(place.before() + place.source[place.fig[0] : place.right], True)


def _korean_fractions(rng: random.Random) -> Tuple[str, str, str]:
    """A Korean fraction "5분의 1" or "백분의 5": denominator with the word between, and numerator."""
    between = rng.choice(lexicons.number_units()["between_numerals_spaced"])
    syllables = sorted(w for w, v in lexicons.number_words("ko").items() if len(w) == 1 and v in (10, 100, 1000))
    denominator = str(rng.randint(2, 20)) if rng.random() < 0.7 else rng.choice(syllables)
    return denominator + between, " ", str(rng.randint(1, 9))


def _japanese_shares(rng: random.Random) -> Tuple[str, str]:
    """A Japanese share of two units ("2割5分", "3割2分5厘"): the first unit, and the rest."""
    first = f"{rng.randint(1, 9)}割"
    rest = f"{rng.randint(1, 9)}分" + (f"{rng.randint(1, 9)}厘" if rng.random() < 0.5 else "")
    return first, rest


def _share_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, int]]:
    """(place, cut): a Korean fraction or a Japanese share of two units written into a sentence of its
    language; ``cut`` is where the figure may not be cut (after "5분", before "1"; after "2割")."""
    groups = _groups(sents)
    for _ in range(rounds * 30):
        for lang in ("ko", "ja"):
            if lang not in groups:
                continue
            if lang == "ko":
                head, gap, tail = _korean_fractions(rng)
                figure = head + gap + tail
                cut = len(head) - 1  # "5분" of "5분의 1": the denominator with its unit, the particle dropped
            else:
                head, tail = _japanese_shares(rng)
                figure, cut = head + tail, len(head)
            try:
                place = Place(rng.choice(groups[lang]), figure, rng)
            except ValueError:
                continue
            yield place, cut


@case_class("adv_fraction_share_cut", faithful=False)
def fraction_share_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"환자의 5분" or "1이 회복했다" from "환자의 5분의 1이 회복했다" (a fifth), "売上は2割" from
    "売上は2割5分増えた" (20 % of 25 %): the quotation keeps one part of the fraction or share."""
    for place, cut in _share_places(sents, rng, rounds=2):
        a, b = place.fig
        head = place.source[: a] if place.unspaced else place.before()
        yield place.case(head + place.source[a : a + cut], False, _CUT)
        if place.lang == "ko":
            numerator = place.source[a:b].rsplit(" ", 1)[1]
            yield place.case(numerator + place.after(), False, _CUT)


@case_class("adv_fraction_share_kept", faithful=True)
def fraction_share_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole fraction or share quoted ("환자의 5분의 1이", "売上は2割5分増えた"): the faithful side of
    ``adv_fraction_share_cut``."""
    for place, _cut in _share_places(sents, rng, rounds=1):
        head = place.source[: place.fig[0]] if place.unspaced else place.before()
        yield place.case(head + place.source[place.fig[0] : place.right], True)
