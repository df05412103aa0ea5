"""Classes of words next to a figure that change what it says: a fraction or an approximation
written as words ("5 and a half", "5 ans et demi", "20 y pico", "5年半", "साढ़े 5") and a
comparative after it ("5% higher", "3 times larger", "5%減少", "5% 감소").

Every listed word (``fraction_words`` of the number files, ``comparative_after`` and
``times_after`` of the comparison words) is written in turn next to a figure in real sentences
of its language; the quotation then stops at the figure, or leaves the words out with an
elision, or keeps them (the faithful classes).
"""
from __future__ import annotations

import itertools
import random
from typing import Dict, Iterator, List, Sequence, Tuple

from spacy_quoteverify.lang import lexicons

from . import Case, Sentence, by_lang, case_class
from .figure_units import _after_phrase_ok, _digits_free, _head, _no_quote_marks, _suffix_script
from .numbers import Place, _number

#: The elision marks a quotation may use.
_ELISIONS = ("...", "\u2026", "[...]", "(\u2026)")

#: Units a figure counts before a fraction written after them ("5 kg and a half"), read in a text
#: of any language.
_UNITS = ("kg", "km", "h", "m")

#: A counter written after a figure, before a suffix of an unspaced script or Hangul (one space
#: on in Korean and Thai).
_COUNTERS = {"ja": ("年", "時", "時間", "か月"), "zh": ("年", "点", "个月"), "ko": ("년", "시", "시간"), "th": ("ปี", "เดือน")}

#: The reasons of a figure cut from its fraction words (a word before a figure that also compares
#: it, "kvart over" in Danish, is read as the comparison first).
_FRACTION_CUT = ("number_cut", "sign_dropped")


#: The reasons of a figure cut from the comparative after it (余, 多 after a figure are Han figure
#: words too, read by the Han figure rules: "8多い").
_COMPARATIVE_CUT = ("sign_dropped", "number_cut")


def _groups(sents: Sequence[Sentence]) -> Dict[str, List[Sentence]]:
    return by_lang(_no_quote_marks(_digits_free(sents)))


def _fraction_entries(lang: str) -> List[Tuple[str, str]]:
    return [(side, w) for side in ("after", "after_figure", "before") for w in lexicons.fraction_words(side, lang)]


def _fraction_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str, str, str]]:
    """(place, side, figure, counted, word): a figure and a fraction word of the sentence's language
    written into a real sentence, every listed word in turn ``rounds`` times: after the figure
    ("5 and a half"), after the unit it counts in part of the cases ("5 kg and a half", "5年半",
    "5년 반"), or before it ("साढ़े 5"). ``counted`` is the figure and its unit or counter."""
    groups = _groups(sents)
    langs = sorted(g for g in groups if g in lexicons.available_languages("numbers") and _fraction_entries(g))
    pools = {g: itertools.cycle(_fraction_entries(g)) for g in langs}
    for _ in range(rounds * max(len(_fraction_entries(g)) for g in langs)):
        for lang in langs:
            side, word = next(pools[lang])
            num = _number(rng)
            if _suffix_script(word):
                counters = _COUNTERS.get(lang)
                if not counters:
                    continue
                gap = " " if lang in ("ko", "th") else ""
                counted = num + gap + rng.choice(counters)
                fig = counted + (" " if lang == "ko" else "") + word
            elif side == "before":
                counted = num + rng.choice(("", " " + rng.choice(_UNITS)))
                fig = f"{word} {counted}"
            else:
                counted = num + (" " + rng.choice(_UNITS) if side == "after" and rng.random() < 0.5 else "")
                fig = f"{counted} {word}"
            try:
                place = Place(rng.choice(groups[lang]), fig, rng)
            except ValueError:
                continue
            if any((word + place.source[place.fig[1] :]).startswith(other) for other in lexicons.fraction_words("other_words")):
                continue  # "半" before "数" writes 半数 (half the number), no fraction of the figure
            yield place, side, num, counted, word


@case_class("adv_fraction_word_cut", faithful=False)
def fraction_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"It took 5" or "It took 5 … years" from "It took 5 and a half years", "5 ans" from "5 ans et
    demi", "a las 5" from "a las 5 y media", "20" from "20 y pico", "5年" from "5年半", "5년" from
    "5년 반", "5 बजे" from "साढ़े 5 बजे" (half past five): a quotation that stops at the figure or
    at what it counts, starts at the figure after a fraction word, or leaves the fraction out with
    an elision quotes another figure. Every listed fraction word of every language in turn."""
    for place, side, num, counted, word in _fraction_places(sents, rng, rounds=2):
        a, b = place.fig
        fig = place.source[a:b]
        if side == "before":
            at = a + fig.index(num, len(word))
            yield place.case(place.source[at : place.right], False, _FRACTION_CUT)
            head = place.before().rstrip()
            if head and not place.unspaced:
                yield place.case(f"{head} {rng.choice(_ELISIONS)} {place.source[at : place.right]}", False, _FRACTION_CUT)
            continue
        yield place.case(_head(place) + counted, False, _FRACTION_CUT)
        if counted != num:
            yield place.case(_head(place) + num, False, _FRACTION_CUT)
        if not place.unspaced and place.after().strip():
            yield place.case(f"{_head(place)}{counted} {rng.choice(_ELISIONS)}{place.after()}", False, _FRACTION_CUT)


@case_class("adv_fraction_word_kept", faithful=True)
def fraction_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its fraction words ("It took 5 and a half years", "5年半", "साढ़े 5
    बजे"), and the context around it, verifies: the faithful side of ``adv_fraction_word_cut``."""
    for place, _side, _num, _counted, _word in _fraction_places(sents, rng, rounds=1):
        yield place.case(_head(place) + place.source[place.fig[0] : place.right], True)


def _comparatives() -> Dict[str, Tuple[str, ...]]:
    return lexicons.comparison_words_by_language("comparative_after")


def _comparative_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """(place, figure, counted): a figure and a comparative of the sentence's language after it,
    written into a real sentence, every listed word in turn ``rounds`` times: right after the
    figure or its percent sign ("5% higher", "5%減少", "5% 감소"), or after a noun of a multiple
    (``times_after``: "3 times larger", "3 veces más"). ``counted`` is the figure and its sign or
    noun, where a quotation that leaves the comparative out stops."""
    groups = _groups(sents)
    words = _comparatives()
    times = lexicons.comparison_words_by_language("times_after")
    langs = sorted(g for g in words if g in groups)
    pools = {g: itertools.cycle(words[g]) for g in langs}
    for _ in range(rounds * max(len(words[g]) for g in langs)):
        for lang in langs:
            word = next(pools[lang])
            num = _number(rng)
            glued = _suffix_script(word) and lang != "ko"
            if not glued and times.get(lang) and rng.random() < 0.3:
                counted = f"{num} {rng.choice(times[lang])}"
            else:
                counted = num + rng.choice(("%", "%", " %" if not glued else "%", ""))
            fig = counted + ("" if glued else " ") + word
            try:
                place = Place(rng.choice(groups[lang]), fig, rng)
            except ValueError:
                continue
            if not glued and not _after_phrase_ok(place, word):
                continue  # "17 kali lebih dari lima": a comparison of what follows
            yield place, num, counted


@case_class("adv_comparative_after_cut", faithful=False)
def comparative_after_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Costs were 5%" from "Costs were 5% higher than in 2019", "3 times" or "3" from "3 times
    larger", "5 %" from "5 % de plus", "на 5%" from "на 5% больше", "売上は5%" from "売上は5%減少した",
    "5%" from "5% 감소": the figure is a difference or a multiple there, and a quotation that stops
    before the comparative, or leaves it out with an elision, gives it as the amount. Every listed
    comparative of every language in turn."""
    for place, num, counted in _comparative_places(sents, rng, rounds=2):
        yield place.case(_head(place) + counted, False, _COMPARATIVE_CUT)
        if not place.unspaced and place.after().strip():
            # "Costs were 5% … than in 2019": the elision leaves the comparative out.
            yield place.case(f"{_head(place)}{counted} {rng.choice(_ELISIONS)}{place.after()}", False, _COMPARATIVE_CUT)
        if counted.startswith(num + " ") and counted[len(num) + 1 :].isalpha():
            yield place.case(_head(place) + num, False, _COMPARATIVE_CUT)  # "3" of "3 times larger"


@case_class("adv_comparative_after_kept", faithful=True)
def comparative_after_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with the comparative after it ("Costs were 5% higher", "5%減少した"), and
    the context around it, verifies: the faithful side of ``adv_comparative_after_cut``."""
    for place, _num, _counted in _comparative_places(sents, rng, rounds=1):
        yield place.case(_head(place) + place.source[place.fig[0] : place.right], True)

