"""Classes of change to what a figure carries with it that folding or trimming could hide.

A prime after a digit (feet, inches, minutes of arc) is a unit of the figure, although
folding drops quote marks; a whole number and the fraction after it are one mixed number;
the full stop of an abbreviated scale word ("Mio.") belongs to the word, and the currency
after it to the figure; percent written as a word where the CLDR's long names give only the
sign (Korean, Chinese, Vietnamese, Malayalam: the CLDR annotations of the sign). Every mark,
fraction and word comes from the package's character classes and data, and each goes into
real sentences of the languages it concerns.
"""
from __future__ import annotations

import json
import random
import unicodedata
from functools import lru_cache
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons

from . import ROOT, UNSPACED, Case, Sentence, by_lang, case_class, starts_after_negation, stops_before_final_negation
from .numbers import Place, _number, _scale_words, cycle_forever, digit_systems, places, spread

#: The reasons of a figure cut short.
_CUT = ("number_cut",)


def _no_quote_marks(sents: Sequence[Sentence]) -> List[Sentence]:
    """Sentences without any quote mark: a mark after a figure is then read without a quotation
    opened before it (which would make it a closing quote mark)."""
    return [s for s in sents if not any(c in charclasses.QUOTE_MARKS for c in s.text)]


def _spaced(sents: Sequence[Sentence]) -> List[str]:
    return [g for g in by_lang(sents) if g not in UNSPACED]


@lru_cache(maxsize=1)
def primes() -> Tuple[str, ...]:
    """The primes this Python's Unicode database names (regex may know newer ones)."""
    return tuple(sorted(c for c in charclasses.PRIMES if unicodedata.name(c, "")))


@lru_cache(maxsize=1)
def stand_ins() -> Tuple[str, ...]:
    """The quote marks that close a quotation and are typed for a prime (' " ’ ” and the others
    of :data:`charclasses.QUOTE_PAIRS` but the guillemets and the wide marks of East Asian text)."""
    closers = set().union(*charclasses.QUOTE_PAIRS.values())
    return tuple(
        sorted(
            c
            for c in closers
            if unicodedata.east_asian_width(c) not in ("W", "F") and c not in charclasses.SPACED_QUOTE_MARKS
        )
    )


def _unit_figures(rng: random.Random, marks: Sequence[str]) -> Iterator[str]:
    """"40′", "5′11″" (and the same with any of ``marks``), in every digit system."""
    pool = cycle_forever(marks, rng)
    systems = digit_systems()
    while True:
        ds = rng.choice(systems)
        num = _number(rng, ds)
        if rng.random() < 0.35:
            yield f"{num}{next(pool)}{_number(rng, ds, (1, 2))}{next(pool)}"
        else:
            yield f"{num}{next(pool)}"


def _unit_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, bool]]:
    """Figures with a prime in every language, and with a quote mark typed for one in the spaced
    ones (before a letter of an unspaced script, a quote mark is an apostrophe before an ending);
    each with whether its marks are primes."""
    clean = _no_quote_marks(sents)
    rounds = len(primes()) // 100 + 2
    for place in places(clean, rng, _unit_figures(rng, primes()), rounds=rounds):
        yield place, True
    for place in places(clean, rng, _unit_figures(rng, stand_ins()), langs=_spaced(clean), rounds=2):
        yield place, False


def _without_last_mark(fig: str) -> str:
    return fig[:-1]


@case_class("adv_prime_dropped", faithful=False)
def prime_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"was 40" in "was 40′ long", "was 40 long" in "was 40″ long", "is 5′11" in "is 5′11″ tall":
    a prime after a digit (or ' or " typed for one, with no quotation opened before it) writes a
    unit of the figure; folding drops quote marks, but a quotation that drops this one cuts the
    figure, at its end or inside it."""
    for place, _ in _unit_places(sents, rng):
        fig = place.source[place.fig[0] : place.fig[1]]
        cut = _without_last_mark(fig)
        yield place.case(place.before() + cut, False, _CUT)
        yield place.case(place.before() + cut + place.after(), False, _CUT)


def _variant(mark: str, rng: random.Random) -> str:
    """Another mark of the same strokes for ``mark`` (:func:`charclasses.mark_strokes`: single for
    single, double for double; feet are not inches): the typography a quotation may change."""
    strokes = charclasses.mark_strokes(mark)
    pool = [c for c in primes() + stand_ins() if charclasses.mark_strokes(c) == strokes]
    return rng.choice(pool or [mark])


@case_class("adv_prime_strokes_changed", faithful=False)
def prime_strokes_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"was 5″ high" in "was 5′ high": feet are not inches. A figure quoted with a unit mark of
    another stroke count (:func:`charclasses.mark_strokes`) in any typography changes the figure."""
    for place, _ in _unit_places(sents, rng):
        start = 0 if place.unspaced else place.left
        a, b = place.fig
        fig = place.source[a:b]
        marks = [c for c in fig if c in charclasses.QUOTE_MARKS]
        if not marks:
            continue
        last = marks[-1]
        others = [c for c in primes() + stand_ins() if charclasses.mark_strokes(c) not in (None, charclasses.mark_strokes(last))]
        if not others:
            continue
        at = fig.rindex(last)
        written = fig[:at] + rng.choice(others) + fig[at + 1 :]
        yield place.case(place.source[start:a] + written + place.source[b : place.right], False, ("number_changed", "number_cut", "sign_dropped", "not_found"))


@case_class("adv_prime_kept", faithful=True)
def prime_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure quoted with its primes verifies, written with the same marks or with others of
    the same kind ("5'11\\"" for "5′11″": both sides have a mark after the same digit)."""
    for place, _ in _unit_places(sents, rng):
        start = 0 if place.unspaced else place.left
        a, b = place.fig
        fig = place.source[a:b]
        yield place.case(place.source[start : place.right], True)
        written = "".join(_variant(c, rng) if c in charclasses.QUOTE_MARKS else c for c in fig)
        yield place.case(place.source[start:a] + written + place.source[b : place.right], True)


@case_class("adv_closing_quote_after_figure", faithful=True)
def closing_quote_after_figure(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"the year 2019 was" in 'the year "2019" was': a quote mark after a figure that closes a
    quotation opened before it is typography, dropped as any quote mark is. Every pair of marks
    that opens and closes a quotation."""
    pairs = [(o, c) for o, closers in sorted(charclasses.QUOTE_PAIRS.items()) for c in sorted(closers)]
    pool = cycle_forever(pairs, rng)
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            opening, closing = next(pool)
            yield f"{opening}{_number(rng, rng.choice(systems))}{closing}"

    for place in places(_no_quote_marks(sents), rng, figures(), rounds=2):
        a, b = place.fig
        start = 0 if place.unspaced else place.left
        yield place.case(place.source[start:a] + place.source[a + 1 : b - 1] + place.source[b : place.right], True)


# --------------------------------------------------------------------------
# Mixed numbers


@lru_cache(maxsize=1)
def fractions() -> Tuple[str, ...]:
    """The fraction numerals this Python's Unicode database names."""
    return tuple(sorted(c for c in charclasses.VULGAR_FRACTIONS if unicodedata.name(c, "")))


def _mixed_numbers(rng: random.Random) -> Iterator[Tuple[str, str]]:
    """(whole, fraction): "2", "½" and "2", "1/2" (every fraction slash), in every digit system."""
    vulgar = cycle_forever(fractions(), rng)
    slashes = sorted(charclasses.FRACTION_SLASHES)
    systems = digit_systems()
    while True:
        ds = rng.choice(systems)
        whole = _number(rng, ds, (1, 2))
        if rng.random() < 0.5:
            yield whole, next(vulgar)
        else:
            yield whole, f"{_number(rng, ds, (1, 1))}{rng.choice(slashes)}{_number(rng, ds, (1, 2))}"


@case_class("adv_mixed_fraction_cut", faithful=False)
def mixed_fraction_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"takes 2" in "takes 2 1/2 cups", "½ cups" in "2 ½ cups": a whole number, a space and a
    fraction (a fraction numeral of any script, or digits across a slash, the fraction slash or
    the division slash) are one mixed number; neither part alone is the figure."""
    pairs = _mixed_numbers(rng)
    held: Dict[str, Tuple[str, str]] = {}

    def figures() -> Iterator[str]:
        while True:
            whole, frac = next(pairs)
            fig = f"{whole} {frac}"
            held[fig] = (whole, frac)
            yield fig

    for place in places(sents, rng, figures(), rounds=2):
        fig = place.source[place.fig[0] : place.fig[1]]
        whole, frac = held.pop(fig)
        yield place.case(place.before() + whole, False, _CUT)
        yield place.case(frac + place.after(), False, _CUT)


@case_class("adv_mixed_fraction_kept", faithful=True)
def mixed_fraction_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A mixed number quoted whole ("takes 2 1/2 cups", "2 ½ cups") verifies."""
    pairs = _mixed_numbers(rng)
    figures = (f"{w} {f}" for w, f in pairs)
    for place in places(sents, rng, figures, rounds=2):
        yield place.case(place.source[0 if place.unspaced else place.left : place.right], True)


# --------------------------------------------------------------------------
# The full stop of an abbreviated scale word


@lru_cache(maxsize=1)
def scale_abbreviations() -> Tuple[str, ...]:
    """The scale words the tokenizer keeps with a figure that are abbreviations (two to four
    letters: "bn", "Mio", "млрд"), written as they are and capitalised."""
    short = [w for w in lexicons.number_units()["tokenizer_scale"] if regex.fullmatch(r"\p{L}{2,4}", w)]
    return tuple(sorted({v for w in short for v in (w, w.capitalize())}))


@lru_cache(maxsize=1)
def _figure_signs() -> Tuple[str, ...]:
    """Currency and percent signs this Python's Unicode database names."""
    return tuple(sorted(c for c in charclasses.CURRENCY_SIGNS | charclasses.PERCENT_SIGNS if unicodedata.name(c, "")))


@case_class("adv_scale_abbreviation_stop", faithful=False)
def scale_abbreviation_stop(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"paid 5 Mio." in "paid 5 Mio. € in fees": the full stop of an abbreviated scale word is
    the word's, and the currency or percent sign after it (glued or one space on) the figure's;
    a quotation that ends at the full stop, or before it, leaves the sign out."""
    abbreviations = cycle_forever(scale_abbreviations(), rng)
    signs = cycle_forever(_figure_signs(), rng)
    systems = digit_systems()
    held: Dict[str, str] = {}

    def figures() -> Iterator[str]:
        while True:
            head = f"{_number(rng, rng.choice(systems))} {next(abbreviations)}"
            fig = f"{head}.{rng.choice(['', ' '])}{next(signs)}"
            held[fig] = head
            yield fig

    for place in places(sents, rng, figures(), langs=_spaced(sents), rounds=2):
        fig = place.source[place.fig[0] : place.fig[1]]
        head = held.pop(fig)
        yield place.case(place.before() + head + ".", False, _CUT)
        yield place.case(place.before() + head, False, _CUT)


@case_class("adv_scale_abbreviation_kept", faithful=True)
def scale_abbreviation_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An abbreviated scale word quoted with the sign after it verifies ("paid 5 Mio. € in
    fees"), and so does one quoted up to its full stop where no sign follows ("paid 5 Mio."
    in "paid 5 Mio. in fees")."""
    abbreviations = cycle_forever(scale_abbreviations(), rng)
    signs = cycle_forever(_figure_signs(), rng)
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            head = f"{_number(rng, rng.choice(systems))} {next(abbreviations)}."
            yield head + rng.choice(["", " "]) + next(signs) if rng.random() < 0.5 else head

    for place in places(sents, rng, figures(), langs=_spaced(sents), rounds=2):
        a, b = place.fig
        if place.source[b - 1] == ".":
            yield place.case(place.before() + place.source[a:b], True)
        else:
            yield place.case(place.source[place.left : place.right], True)


# --------------------------------------------------------------------------
# Words of an amount: the scale and currency abbreviations of a language's CLDR locales, and
# short words written as an abbreviation that no table lists


@lru_cache(maxsize=1)
def amount_abbreviations() -> Dict[str, Tuple[str, ...]]:
    """The forms of ``units.json``'s ``amount_abbreviations`` by language that one word writes
    (no space inside: "F\u202fCFA" is read by the currency list)."""
    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "units.json").read_text(encoding="utf-8"))
    return {lang: tuple(w for w in words if not regex.search(r"\s", w)) for lang, words in data["amount_abbreviations"].items()}


#: Abbreviations of an amount that no table lists, written as an abbreviation is (full stop before a
#: small letter, marks inside, capitals, no vowel), one space after the figure: Swedish "mdkr",
#: Russian "коп.", Spanish "ptas.", Hebrew "ש״ח", Arabic "ر.س", Dutch "hfl", Greek "δρχ.".
_SHAPED_AFTER = ("mdkr", "tkr", "mkr", "trn", "MMM", "MFt", "eFt", "грн", "кк", "коп.", "руб.", "ptas.", "hfl", "ש״ח", "ر.س", "δρχ.", "Lit.", "VNĐ")
#: And before it: "Rs. 500", "S/. 500", "KSh 500", "Tk. 500".
_SHAPED_BEFORE = ("Rs.", "S/.", "KSh", "Tk.", "Rp.", "sFr.", "LE", "Bs.")


def _amount_places(sents: Sequence[Sentence], rng: random.Random, chosen: List[Tuple[str, str, bool]]) -> Iterator[Place]:
    """Figures with a word of their amount in real sentences: each listed form in a sentence of its
    language, after the figure; the shaped ones in sentences of every spaced language, after or
    before it. ``chosen`` gets (figure, word, after) of each place."""
    spaced = set(_spaced(sents))
    # Forms of two letters or more: a single letter ("K", Danish "t") is read only where the
    # check's language is named (tests/test_boundaries.py), and these cases are checked without one too.
    listed = {
        lang: cycle_forever(long, rng)
        for lang, forms in amount_abbreviations().items()
        if lang in spaced and (long := [w for w in forms if len(regex.findall(r"\p{L}", w)) >= 2])
    }
    shaped = cycle_forever([(w, True) for w in _SHAPED_AFTER] + [(w, False) for w in _SHAPED_BEFORE], rng)
    systems = digit_systems()
    for s in spread([s for s in sents if s.lang in listed], rng):
        num, word = _number(rng, rng.choice(systems)), next(listed[s.lang])
        try:
            place = Place(s, f"{num} {word}", rng)
        except ValueError:
            continue
        chosen.append((num, word, True))
        yield place

    def shaped_figures() -> Iterator[str]:
        while True:
            num = _number(rng)
            word, after = next(shaped)
            chosen.append((num, word, after))
            yield f"{num} {word}" if after else f"{word} {num}"

    yield from places(sents, rng, shaped_figures(), langs=sorted(spaced))


@case_class("adv_amount_abbreviation_cut", faithful=False)
def amount_abbreviation_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Vinsten blev 50" in "Vinsten blev 50 mdkr förra året", "O lucro foi de 50" in "... 50 bi em
    2020", "500 per month" in "Rs. 500 per month": a scale or currency abbreviation of the
    language's CLDR locales, or a short word written as an abbreviation, beside the figure is part
    of its amount; a quotation that ends (or starts) at the figure leaves the magnitude or the
    currency out."""
    chosen: List[Tuple[str, str, bool]] = []
    for place in _amount_places(sents, rng, chosen):
        num, _word, after = chosen[-1]
        quote = place.before() + num if after else num + place.after()
        yield place.case(quote, False, _CUT)


@case_class("adv_amount_abbreviation_kept", faithful=True)
def amount_abbreviation_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same figures quoted with their abbreviation and the words around: verified."""
    chosen: List[Tuple[str, str, bool]] = []
    for place in _amount_places(sents, rng, chosen):
        yield place.case(place.source[place.left : place.right], True)


def _negates(text: str) -> bool:
    """A word of ``text`` negates in some lexicon: a window cut in such a sentence may be refused for
    the negation (Afrikaans "nie ... nie" around a clause), which is no concern of the faithful
    classes of amounts."""
    return any(lexicons.is_negation_word(w.strip(".,;:!?")) for w in text.split())


@lru_cache(maxsize=1)
def currency_names() -> Dict[str, Tuple[str, ...]]:
    """``units.json``'s ``currency_names`` of the spaced languages: the words of the CLDR currency
    display names that name the money ("dollars", "rupiah", "рублей", "lekë"), of two letters or
    more and no function word of any language (read with no language named too)."""
    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "units.json").read_text(encoding="utf-8"))
    return {
        lang: found
        for lang, words in data["currency_names"].items()
        if lang not in UNSPACED
        and (found := tuple(w for w in words if len(w) >= 2 and regex.fullmatch(r"[\p{L}\p{M}]+", w) and not lexicons.stop_word_anywhere(w)))
    }


def _currency_places(sents: Sequence[Sentence], rng: random.Random, chosen: List[str]) -> Iterator[Place]:
    """A figure and a currency name of the sentence's language after it, in real sentences of every
    spaced language the CLDR names currencies in; ``chosen`` gets each figure."""
    names = {lang: cycle_forever(words, rng) for lang, words in currency_names().items()}
    systems = digit_systems()
    for s in spread([s for s in sents if s.lang in names], rng):
        num = _number(rng, rng.choice(systems))
        try:
            place = Place(s, f"{num} {next(names[s.lang])}", rng)
        except ValueError:
            continue
        chosen.append(num)
        yield place


@case_class("adv_currency_name_cut", faithful=False)
def currency_name_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The price was 500" in "The price was 500 dollars per month", "Harganya 500" in "... 500
    rupiah", "Цена 500" in "Цена 500 рублей": the currency a figure is counted in is part of its
    amount (the CLDR display names of every currency, every plural form); a quotation that ends at
    the figure leaves it out."""
    chosen: List[str] = []
    for place in _currency_places(sents, rng, chosen):
        # A sentence that negates may be refused for its negation first ("keine … Probleme mehr, da 5",
        # "pole | võimalik luua 5").
        case = place.case(place.before() + chosen[-1], False, _CUT)
        if _negates(place.source) or starts_after_negation(case, anywhere=True):
            case = place.case(case.quote, False, _CUT + ("negation_cut", "negation_elided", "language_not_covered"))
        yield case


@case_class("adv_currency_name_kept", faithful=True)
def currency_name_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same figures quoted with their currency and the words around: verified."""
    chosen: List[str] = []
    for place in _currency_places(sents, rng, chosen):
        case = place.case(place.source[place.left : place.right], True)
        if not (starts_after_negation(case) or stops_before_final_negation(case) or _negates(case.source)):
            yield case


@lru_cache(maxsize=1)
def _scale_letters() -> Tuple[str, ...]:
    """The capital consonants that some language's CLDR compact formats or currency symbols write
    alone beside a figure ("K", "M", "B", "T"): a letter alone after a figure is part of its amount."""
    found = {w for words in amount_abbreviations().values() for w in words if regex.fullmatch(r"\p{Lu}", w) and w.lower() not in "aeiouy"}
    return tuple(sorted(w for w in found if regex.fullmatch(r"\p{Latin}", w)))


def _letter_places(sents: Sequence[Sentence], rng: random.Random, chosen: List[str]) -> Iterator[Place]:
    """A figure and a scale letter after it ("50 K") in real sentences of every spaced language,
    a letter that is no function word of the language; ``chosen`` gets each figure."""
    letters = _scale_letters()
    systems = digit_systems()
    for s in spread(sents, rng, _spaced(sents)):
        usable = [c for c in letters if lexicons.word_key(c) not in lexicons.stop_words(s.lang)]
        if not usable:
            continue
        num = _number(rng, rng.choice(systems))
        try:
            place = Place(s, f"{num} {rng.choice(usable)}", rng)
        except ValueError:
            continue
        chosen.append(num)
        yield place


@case_class("adv_scale_letter_cut", faithful=False)
def scale_letter_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Revenue was 50" in "Revenue was 50 K last year": a letter alone after a figure is nearly
    always its scale or unit ("K", "M", "B" of the CLDR compact formats); a quotation that ends at
    the figure leaves the magnitude out."""
    chosen: List[str] = []
    for place in _letter_places(sents, rng, chosen):
        yield place.case(place.before() + chosen[-1], False, _CUT)


@case_class("adv_scale_letter_kept", faithful=True)
def scale_letter_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same figures quoted with their letter and the words around: verified."""
    chosen: List[str] = []
    for place in _letter_places(sents, rng, chosen):
        case = place.case(place.source[place.left : place.right], True)
        if not (starts_after_negation(case) or stops_before_final_negation(case) or _negates(case.source)):
            yield case


@case_class("adv_figure_before_plain_word", faithful=True)
def figure_before_plain_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure written before a word of a real sentence in every spaced language ("in 2019 the
    rate", "5 patients"), quoted up to the figure: the word is no part of the amount, and the
    quotation verifies. The cost of reading a word after a figure as an abbreviation."""
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            yield _number(rng, rng.choice(systems), (1, 4))

    for place in places(sents, rng, figures(), langs=_spaced(sents), rounds=2):
        nxt = place.source[place.fig[1] + 1 :].split(" ", 1)[0]
        if lexicons.scale_word(nxt) or lexicons.word_key(nxt) in lexicons.percent_words()["after"]:
            continue  # "5 million", "5 percent": one number
        if nxt.rstrip(".,;:") in lexicons.unit_symbols():
            continue  # "3 u", "3 ભાગ" (parts): a unit symbol of CLDR, the figure's unit
        yield place.case(place.before() + place.source[place.fig[0] : place.fig[1]], True)


# --------------------------------------------------------------------------
# Percent words from the CLDR annotations of the sign


@lru_cache(maxsize=1)
def annotated_percent_words() -> Dict[str, Dict[str, List[str]]]:
    """The percent words taken from the CLDR annotations, by language and side (units.json)."""
    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "units.json").read_text(encoding="utf-8"))
    return data["percent_annotations"]


def _annotated_pool(rng: random.Random) -> Dict[str, Iterator[Tuple[str, str]]]:
    return {
        lang: cycle_forever([(side, w) for side, ws in sorted(sides.items()) for w in ws], rng)
        for lang, sides in annotated_percent_words().items()
    }


def _percent_figure(lang: str, side: str, word: str, num: str, rng: random.Random) -> str:
    """The figure and the word, across a space or (in a script without spaces, and at random in
    Korean, which writes "40퍼센트" as often as "40 퍼센트") glued."""
    gap = "" if lang in UNSPACED or (lang == "ko" and rng.random() < 0.5) else " "
    return f"{num}{gap}{word}" if side == "after" else f"{word}{gap}{num}"


@case_class("adv_percent_annotation_cut", faithful=False)
def percent_annotation_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"매출이 40" in "매출이 40 퍼센트 증가했다", "tăng 40" in "tăng 40 phần trăm": where the CLDR's
    long names of percent write the sign alone, the words its annotations give for the sign
    belong to the figure as the long names do; each language's words in its own sentences."""
    pools = _annotated_pool(rng)
    langs = sorted(pools)
    for _ in range(6):
        for s in (x for x in _digits_free(sents) if x.lang in pools):
            side, word = next(pools[s.lang])
            num = _number(rng, rng.choice(digit_systems()[:3]))
            try:
                place = Place(s, _percent_figure(s.lang, side, word, num, rng), rng)
            except ValueError:
                continue
            if side == "after":
                yield place.case(place.before() + num, False, _CUT)
                yield place.case(place.source[place.fig[1] - len(word) : place.fig[1]] + place.after(), False, _CUT)
            else:
                yield place.case(num + place.after(), False, _CUT)
    assert langs, "units.json names no language whose percent words come from the annotations"


@case_class("adv_percent_annotation_kept", faithful=True)
def percent_annotation_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure quoted with its percent word (from the CLDR annotations) verifies, and so does one
    quoted with a Korean particle written onto the word ("40 퍼센트가")."""
    pools = _annotated_pool(rng)
    for _ in range(3):
        for s in (x for x in _digits_free(sents) if x.lang in pools):
            side, word = next(pools[s.lang])
            num = _number(rng, rng.choice(digit_systems()[:3]))
            fig = _percent_figure(s.lang, side, word, num, rng)
            if s.lang == "ko" and side == "after" and rng.random() < 0.5:
                # A subject particle that agrees with the word's last syllable (가 after a vowel).
                fig += "가" if (ord(word[-1]) - 0xAC00) % 28 == 0 else "이"
            try:
                place = Place(s, fig, rng)
            except ValueError:
                continue
            yield place.case(place.source[0 if place.unspaced else place.left : place.right], True)


def _digits_free(sents: Sequence[Sentence]) -> List[Sentence]:
    return [s for s in sents if not regex.search(r"[\p{N}\p{S}%#*/]", s.text)]


# --------------------------------------------------------------------------
# The spacing between a figure and its sign


@lru_cache(maxsize=1)
def spaced_signs() -> Tuple[Tuple[str, ...], Tuple[str, ...], Tuple[str, ...]]:
    """The signs whose spacing against a figure is typography (charclasses.SPACED_FIGURE_SIGNS)
    that this Python's Unicode database names: percent signs (after the figure), currency signs
    (before or after it) and math signs (before it, with a word before them: "p < 0.05")."""
    named = sorted(c for c in charclasses.SPACED_FIGURE_SIGNS if unicodedata.name(c, ""))
    percent = tuple(c for c in named if c in charclasses.PERCENT_SIGNS)
    currency = tuple(c for c in named if c in charclasses.CURRENCY_SIGNS)
    math = tuple(c for c in named if c not in charclasses.PERCENT_SIGNS and c not in charclasses.CURRENCY_SIGNS)
    return percent, currency, math


def _sign_figures(rng: random.Random) -> Iterator[Tuple[str, str, str, bool]]:
    """(sign, number, figure as the source writes it, sign before the number): "5 %", "$ 5", "< 5",
    spaced or glued at random, every sign in turn, in the digits of several scripts."""
    percent, currency, math = spaced_signs()
    pools = [(cycle_forever(percent, rng), False), (cycle_forever(currency, rng), None), (cycle_forever(math, rng), True)]
    systems = digit_systems()[:3]
    while True:
        pool, before = rng.choice(pools)
        sign = next(pool)
        at_front = rng.random() < 0.5 if before is None else before
        num = _number(rng, rng.choice(systems))
        if rng.random() < 0.3:
            num += "." + _number(rng, systems[0], (1, 2))
        gap = rng.choice(["", " "])
        yield sign, num, (f"{sign}{gap}{num}" if at_front else f"{num}{gap}{sign}"), at_front


def _respaced(place: Place, sign: str, num: str, at_front: bool, rng: random.Random) -> str:
    """The window around the figure with the space between the figure and its sign added where the
    source has none and dropped where it has one; a math sign loses or gains the space between it
    and the word before it too ("p < 0.05" and "p<0.05")."""
    fig = place.source[place.fig[0] : place.fig[1]]
    spaced = " " in fig
    new = (f"{sign}{num}" if at_front else f"{num}{sign}") if spaced else (f"{sign} {num}" if at_front else f"{num} {sign}")
    before = place.source[0 if place.unspaced else place.left : place.fig[0]]
    relation = sign in spaced_signs()[2] and sign not in charclasses.PLUS_SIGNS
    if at_front and relation and not place.unspaced and rng.random() < 0.5:
        before = before.rstrip(" ")  # "p<0.05" for "p < 0.05" (a plus sign stays apart from a word)
    return before + new + place.after()


def _sign_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str, bool]]:
    held: Dict[str, Tuple[str, str, bool]] = {}
    source = _sign_figures(rng)

    def figures() -> Iterator[str]:
        while True:
            sign, num, fig, front = next(source)
            held[fig] = (sign, num, front)
            yield fig

    for place in places(_no_quote_marks(sents), rng, figures(), rounds=rounds):
        sign, num, front = held[place.source[place.fig[0] : place.fig[1]]]
        yield place, sign, num, front


@case_class("adv_sign_spacing_kept", faithful=True)
def sign_spacing_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5%" for "5 %", "5 %" for "5%", "$ 5" for "$5", "p<0.05" for "p < 0.05" and back: the space
    between a figure and its sign (percent, currency, comparison and other math signs, every one
    Unicode's categories give) is typography, added or dropped, in every language's sentences."""
    for place, sign, num, front in _sign_places(sents, rng, rounds=2):
        yield place.case(_respaced(place, sign, num, front, rng), True)


@case_class("adv_sign_spacing_changed", faithful=False)
def sign_spacing_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """With the spacing changed as above, the figure quoted without its sign ("was 5" from "was
    5 %", "5 mg" from "< 5 mg") or with other digits: the spacing is forgiven, the sign and the
    digits are not."""
    for place, sign, num, front in _sign_places(sents, rng, rounds=2):
        respaced = _respaced(place, sign, num, front, rng)
        if front:
            yield place.case(num + place.after(), False, ("sign_dropped", "number_cut"))
        else:
            yield place.case(place.before() + num, False, ("number_cut",))
        other = str((int(charclasses.decimal_value(num[0]) or 0) % 9) + 1) if num[0] != "1" else "2"
        k = respaced.find(num)
        changed = respaced[:k] + other + respaced[k + 1 :]
        yield place.case(changed, False, ("number_changed", "not_found"))


# --------------------------------------------------------------------------
# Words and suffixes that compare a figure


@lru_cache(maxsize=1)
def comparison_words() -> Dict[str, Dict[str, Tuple[str, ...]]]:
    """The comparison words by side and language (``data/comparison_words.json``)."""
    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "comparison_words.json").read_text(encoding="utf-8"))
    out = {side: {lang: tuple(ws) for lang, ws in data[side].items()} for side in ("before", "after", "bound_before", "range_between")}
    # "before_unmarked": the words before typed without their diacritics, where a word so typed is
    # no word of the language ("niecale", "pres de"; not Spanish "mas", 'but').
    unmarked = {lang: tuple(b for w in ws if (b := lexicons.bare_misspelling(w, lang)) is not None) for lang, ws in out["before"].items()}
    out["before_unmarked"] = {lang: ws for lang, ws in unmarked.items() if ws}
    return out


def _comparison_places(sents: Sequence[Sentence], rng: random.Random, side: str, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """A figure with a comparison word before it ("under 5%", "超过5%") or a suffix after it
    ("5%未満", "5% 이상"), in the sentences of each language the data lists, each word in turn:
    the place, the word and the figure."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    words = comparison_words()[side]
    if side == "after":
        # The suffixes (the phrases of the spaced languages: :func:`_after_places`).
        words = {lang: tuple(w for w in ws if _suffix_script(w)) for lang, ws in words.items()}
        words = {lang: ws for lang, ws in words.items() if ws}
    langs = sorted(g for g in words if g in groups)
    assert langs, f"no language with comparison words ({side}) has sentences"
    pools = {lang: cycle_forever(words[lang], rng) for lang in langs}
    # Each language in turn, a word of it each time: a prefix of the cases covers every language.
    for _ in range(rounds * max(len(words[lang]) for lang in langs)):
        for lang in langs:
            word = next(pools[lang])
            num = _number(rng) + rng.choice(("%", "%", "", " mg"))
            # Korean writes its suffixes after a figure glued or spaced ("5%이상", "5% 이상").
            # A one-syllable suffix is read glued only (여 after a space starts 여러, 여성).
            glued = lang in UNSPACED or (lang == "ko" and side == "after" and (len(word) == 1 or rng.random() < 0.5))
            gap = "" if glued else " "
            if side == "after" and num.endswith(" mg"):
                # A unit in Latin letters glued to the figure, before the suffix ("5mg以上"), or none.
                num = num[: -len(" mg")] + ("mg" if rng.random() < 0.5 else "")
            fig = f"{num}{gap}{word}" if side == "after" else f"{word}{gap}{num}"
            try:
                place = Place(rng.choice(groups[lang]), fig, rng)
            except ValueError:
                continue
            yield place, word, num


def _head(place: Place) -> str:
    """The sentence from its start up to the figure (an unspaced quotation starting inside a
    sentence could start right after a negating character)."""
    return place.source[: place.fig[0]] if place.unspaced else place.before()


@case_class("adv_comparison_word_elided", faithful=False)
def comparison_word_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"growth of … 5%" from "growth of under 5%", "Wachstum von … 5 %" from "… von mehr als 5 %",
    "増加率は…5%" from "増加率は約5%": an elision that leaves out the word comparing the figure
    right before it leaves out what the figure says, as one over its sign does. Every word of the
    data in its language's sentences."""
    # A word that negates as well ("不到", "hindi bababa sa") may be read as a negation first.
    yield from _word_before_figure_elided(sents, rng, "before", ("sign_dropped", "negation_elided"))


def _word_before_figure_elided(sents: Sequence[Sentence], rng: random.Random, side: str, reasons: Tuple[str, ...]) -> Iterator[Case]:
    """Each word of the data's ``side`` put before a figure in its language's sentences, and left
    out by an elision (every elision mark in turn) right before the figure."""
    marks = cycle_forever(["…", "...", "[…]", "(...)"], rng)
    for place, _word, num in _comparison_places(sents, rng, side, rounds=3):
        mark = next(marks)
        if place.unspaced:
            quote = _head(place) + mark + num + place.after()
        else:
            quote = place.before() + mark + " " + num + place.after()
        yield place.case(quote, False, reasons)


@case_class("adv_comparison_word_kept", faithful=True)
def comparison_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its comparison word verifies, and so does an elision that leaves out
    words before the comparison word, not the word itself ("growth … under 5%")."""
    from spacy_quoteverify.lang import negation

    for place, _word, _num in _comparison_places(sents, rng, "before", rounds=2):
        yield place.case(_head(place) + place.source[place.fig[0] : place.fig[1]] + place.after(), True)
        if place.unspaced:
            continue
        head = place.source[place.left : place.fig[0]]
        first = head.split(" ", 1)
        if len(first) < 2 or not first[1].strip():
            continue
        # The words left out must not negate (the elision would be refused for that).
        if any(negation.elision_problem(first[1], place.source, lang) is not None for lang in (place.lang, None)):
            continue
        yield place.case(first[0] + " … " + place.source[place.fig[0] : place.right], True)


@case_class("adv_comparison_suffix_cut", faithful=False)
def comparison_suffix_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"増加率は5%" from "増加率は5%未満", "5%" from "5%以上", "5%" from "5% 이상": in Japanese,
    Chinese and Korean the comparison is written after the figure; a quotation that stops before it
    leaves it out."""
    for place, _word, num in _comparison_places(sents, rng, "after", rounds=6):
        # 余, 多 and 余り are figure words too, read by the Han figure rules (number_cut).
        yield place.case(_head(place) + num, False, ("sign_dropped", "number_cut"))


@case_class("adv_comparison_suffix_kept", faithful=True)
def comparison_suffix_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its comparison suffix verifies ("増加率は5%未満だった")."""
    for place, _word, _num in _comparison_places(sents, rng, "after", rounds=2):
        yield place.case(_head(place) + place.source[place.fig[0] : place.right], True)


# --------------------------------------------------------------------------
# A quotation whose own edge cuts a figure off its comparison


def _suffix_script(word: str) -> bool:
    """``word`` is written as a suffix (letters of an unspaced script or Hangul, and a space after
    a particle glued to the figure: "을 넘"), not as words."""
    return word.strip(" ") == word and all(
        c == " " or unicodedata.category(c)[0] == "M" or regex.match(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}\p{Thai}]", c)
        for c in word
    )


@lru_cache(maxsize=1)
def _folded_before_words() -> Tuple[str, ...]:
    from spacy_quoteverify.text.fold import fold_match_text

    words = comparison_words()
    return tuple(sorted({fold_match_text(w) for side in ("before", "bound_before") for ws in words[side].values() for w in ws} - {""}))


def _compares_next(text: str) -> bool:
    """The folded ``text`` (what stands before a figure) ends with a comparison word of any language
    of the data, as a whole word, or glued in an unspaced script."""
    from spacy_quoteverify.text.fold import fold_match_text

    folded = fold_match_text(text).rstrip(" ")
    for w in _folded_before_words():
        if folded.endswith(w):
            k = len(folded) - len(w)
            if k == 0 or not regex.match(r"[\p{L}\p{M}\p{N}]", folded[k - 1]) or _suffix_script(w):
                return True
    return False


@case_class("adv_comparison_start_cut", faithful=False)
def comparison_start_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5% of patients" from "more than 5% of patients", "5 % der Fälle" from "unter 5 % der Fälle",
    "5%的患者" from "超过5%的患者", "5%의 환자" from "약 5%의 환자": a quotation that starts at a figure
    leaves out the word comparing it right before, as an elision over it does. Every word of the
    data in its language's sentences."""
    for place, _word, num in _comparison_places(sents, rng, "before", rounds=3):
        # A word that negates as well ("不到") may be read as a negation first.
        yield place.case(num + place.after(), False, ("sign_dropped", "negation_cut"))


@case_class("adv_unmarked_comparison_start_cut", faithful=False)
def unmarked_comparison_start_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"500 osób" from "niecale 500 osób", "500 personnes" from "pres de 500 personnes": a
    comparison word typed without its diacritics in a sentence that writes them elsewhere, where
    that spelling is no word of its language, compares the figure as the word does; a quotation
    starting at the figure leaves it out."""
    for place, _word, num in _comparison_places(sents, rng, "before_unmarked", rounds=3):
        yield place.case(num + place.after(), False, ("sign_dropped", "negation_cut"))


@case_class("adv_comparison_start_kept", faithful=True)
def comparison_start_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The quotation that starts at the comparison word verifies ("more than 5% of patients"), and so
    does one that starts at a figure after a word that compares nothing ("5% of patients" in "in 5%
    of patients"), in the sentences of every spaced language and of Chinese and Japanese."""
    from spacy_quoteverify.lang import negation

    for place, _word, _num in _comparison_places(sents, rng, "before", rounds=1):
        if place.unspaced:
            continue  # a quotation starting inside an unspaced sentence may start after a negating character
        fig = place.source[place.fig[0] : place.fig[1]]
        head = place.source[: place.fig[0]].rstrip(" ").rsplit(" ", 1)[-1]
        if negation.negation_before(head, place.source, place.lang) or negation.negation_before(head, place.source, None):
            continue  # "not more than 5%" quoted from "more": the negation is the first word's
        yield place.case(fig + place.after(), True)
    langs = [g for g in by_lang(sents) if g not in UNSPACED or g in ("zh", "ja")]

    def figures() -> Iterator[str]:
        while True:
            yield _number(rng) + rng.choice(("%", "", " mg"))

    for place in places(_no_quote_marks(sents), rng, figures(), langs=langs, rounds=1):
        head = place.source[: place.fig[0]]
        if _compares_next(head):
            continue
        if place.unspaced:
            if not regex.search(r"[\p{Han}\p{Hiragana}\p{Katakana}]\Z", head):
                continue
        else:
            last = head.rstrip(" ").rsplit(" ", 1)[-1]
            if any(negation.negation_before(last, place.source, g) for g in (place.lang, None)):
                continue
        yield place.case(place.source[place.fig[0] : place.right], True)


def _compared_part_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, int]]:
    """A comparison word of a spaced language written before one of its fractions or collective
    numerals ("over half", "more than a third", "plus de la moitié", "mehr als die Hälfte", "более
    половины", "over a dozen"), an article or a short function word of the language perhaps
    between, in that language's sentences: the place and where the fraction's phrase starts."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    words = comparison_words()["before"]
    # The ordinals that name a denominator ("third", "cinquè") are fractions only before a stop
    # word or a mark ("a third of"), which a place in a sentence does not give them.
    parts = {
        lang: sorted((lexicons.fraction_nouns(lang) | lexicons.collective_numerals(lang)) - lexicons.ordinal_denominators(lang))
        for lang in lexicons.available_languages("numbers")
    }
    langs = sorted(g for g in words if g in groups and g not in UNSPACED and parts.get(g))
    assert langs, "no spaced language with comparison words and fractions has sentences"
    # A short word that compares a figure itself ("под", "gut", "uns") keeps the bound it starts.
    comparing = {lexicons.word_key(w) for side in ("before", "bound_before") for ws in comparison_words()[side].values() for w in ws}
    short = {lang: sorted(w for w in lexicons.stop_words(lang) - comparing if len(w) <= 3 and regex.fullmatch(r"\p{L}+", w)) for lang in langs}
    pools = {lang: cycle_forever(words[lang], rng) for lang in langs}
    for _ in range(rounds * max(len(words[lang]) for lang in langs)):
        for lang in langs:
            word = next(pools[lang])
            if word.endswith(".") or not regex.fullmatch(r"[\p{L}\p{M}' ]+", word):
                continue
            between = rng.choice(short[lang]) + " " if short[lang] and rng.random() < 0.5 else ""
            part = rng.choice(parts[lang])
            try:
                place = Place(rng.choice(groups[lang]), f"{word} {between}{part}", rng)
            except ValueError:
                continue
            yield place, place.fig[0] + len(word) + 1


@case_class("adv_comparison_fraction_cut", faithful=False)
def comparison_fraction_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"a third of patients" from "under a third of patients", "la moitié des patients" from "plus de
    la moitié des patients", "половины пациентов" from "более половины пациентов", "a dozen" from
    "over a dozen": a quotation that starts at the fraction or collective numeral a word compares,
    or at the article before it, or an elision that leaves the comparison out, drops the bound as
    it does before a figure. Every comparison word of the data with the fractions and collective
    numerals of its language."""
    marks = cycle_forever(["…", "...", "[…]"], rng)
    for place, start in _compared_part_places(sents, rng, rounds=2):
        after = place.source[start : place.right]
        yield place.case(after, False, ("sign_dropped", "negation_cut", "number_cut"))
        # Left out after "if", the piece after the elision is read as a cut condition first.
        yield place.case(place.before().rstrip(" ") + " " + next(marks) + " " + after if place.before().strip() else after,
                         False, ("sign_dropped", "negation_elided", "negation_cut", "number_cut", "condition_cut"))


@case_class("adv_comparison_fraction_kept", faithful=True)
def comparison_fraction_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The fraction quoted with the word that compares it verifies ("over a third of patients"),
    and so does a fraction after words that compare nothing ("He said a third of them")."""
    from spacy_quoteverify.lang import negation

    for place, _start in _compared_part_places(sents, rng, rounds=1):
        # A negation or a negative verb earlier in the sentence governs the phrase ("Bigo sa …").
        head = place.source[: place.fig[0]]
        if any(negation.elision_problem(head, place.source, g) is not None for g in (place.lang, None)):
            continue
        yield place.case(place.source[place.fig[0] : place.right], True)


@case_class("adv_bound_word_start_cut", faithful=False)
def bound_word_start_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5 mg daily" from "up to 5 mg daily", "5 mg" from "bis 5 mg", "do 5 mg", "до 5 мг", "hasta 5
    mg", "jusqu'à 5 mg", "至多5毫克": a quotation that starts at a figure right after the word of
    the bound it reaches ("up to", "until") turns the bound into the amount. Every word of the
    data's ``bound_before`` in its language's sentences (read with and without the language: a
    word that is an everyday word elsewhere, Polish "do", counts where no language is known)."""
    for place, _word, num in _comparison_places(sents, rng, "bound_before", rounds=3):
        if place.unspaced:
            yield place.case(num + place.after(), False, ("sign_dropped", "negation_cut"))
        else:
            yield place.case(num + place.after(), False, ("sign_dropped", "negation_cut"))


@case_class("adv_bound_word_elided", faithful=False)
def bound_word_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The dose is … 5 mg" from "The dose is up to 5 mg", "Die Dosis … 5 mg" from "Die Dosis bis 5
    mg": an elision that leaves out the word of a bound right before the figure. Every word of the
    data's ``bound_before`` in its language's sentences."""
    # The passage after the elision may start right after a negation of the sentence.
    yield from _word_before_figure_elided(sents, rng, "bound_before", ("sign_dropped", "negation_elided", "negation_cut"))


@case_class("adv_bound_word_kept", faithful=True)
def bound_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with the word of its bound verifies ("up to 5 mg daily", "bis 5 mg", "do 5
    mg"), and so does an elision that leaves out words before that word, not the word itself."""
    from spacy_quoteverify.lang import negation

    for place, _word, _num in _comparison_places(sents, rng, "bound_before", rounds=2):
        yield place.case(_head(place) + place.source[place.fig[0] : place.fig[1]] + place.after(), True)
        if place.unspaced:
            continue
        yield place.case(place.source[place.fig[0] : place.right], True)
        head = place.source[place.left : place.fig[0]]
        first = head.split(" ", 1)
        if len(first) < 2 or not first[1].strip():
            continue
        if any(negation.elision_problem(first[1], place.source, lang) is not None for lang in (place.lang, None)):
            continue
        yield place.case(first[0] + " … " + place.source[place.fig[0] : place.right], True)


def _after_phrase_ok(place: Place, phrase: str) -> bool:
    """The word after the phrase does not make it a comparison of what follows ("and more than"):
    no comparison word of the data ends with that word and starts inside the phrase."""
    from spacy_quoteverify.text.fold import fold_match_text

    nxt = place.source[place.fig[1] :].lstrip(" ").split(" ", 1)[0]
    tail = fold_match_text(phrase + " " + nxt)
    return not any(
        tail.endswith(w) and len(w) > len(fold_match_text(nxt)) + 1 and (len(w) == len(tail) or tail[-len(w) - 1] == " ")
        for w in _folded_before_words()
    )


@lru_cache(maxsize=1)
def _counters() -> Dict[str, Tuple[str, ...]]:
    """Counters and units of one or two letters (vowel signs aside) written after a figure in
    Chinese, Japanese, Korean and Thai: the CLDR unit names of those scripts (:func:`lexicons.unit_words`)
    and the counters of ``data/number_units.json``, without numerals or figure words."""
    from spacy_quoteverify.charclasses import kind

    figure_words = set("".join(lexicons.number_units()["after_numeral_unspaced"]))
    words = set(lexicons.unit_words()) | {w for w in lexicons.number_units()["after_number_unspaced"] if regex.fullmatch(r"\p{Han}+", w)}
    scripts = {"zh": r"\p{Han}", "ja": r"[\p{Han}\p{Katakana}\p{Hiragana}]", "ko": r"\p{Hangul}", "th": r"\p{Thai}"}
    out: Dict[str, Tuple[str, ...]] = {}
    for lang, letters in scripts.items():
        found = []
        for w in words:
            if not regex.fullmatch(rf"(?:{letters}|\p{{M}})+", w):
                continue
            base = [c for c in w if unicodedata.category(c)[0] != "M"]
            if 1 <= len(base) <= 2 and kind(w[0]) != "M" and not any(kind(c) == "D" or c in figure_words for c in w):
                found.append(w)
        out[lang] = tuple(sorted(found))
    return out


def _after_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """A figure with a comparison written after it, and with what the figure counts between them in
    part of the cases: "18 and over", "5 patients or more", "18 ans et plus", "100人以上", "100명
    이상", "18 ปีขึ้นไป". Each word of the data's ``after`` lists in its language's sentences; the
    place, the quotation's figure (with its counter) and the phrase."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    words = comparison_words()["after"]
    counters = _counters()
    langs = sorted(g for g in words if g in groups)
    assert langs, "no language with comparison words (after) has sentences"
    pools = {lang: cycle_forever(words[lang], rng) for lang in langs}
    for _ in range(rounds * max(len(words[lang]) for lang in langs)):
        for lang in langs:
            phrase = next(pools[lang])
            num = _number(rng)
            suffix = _suffix_script(phrase)
            if suffix:
                pool = counters.get(lang, ())
                if not pool:
                    continue
                counted = num + rng.choice(("", " ")) * (lang in ("ko", "th")) + rng.choice(pool)
                gap = " " if lang in ("ko", "th") and len(phrase) > 1 and rng.random() < 0.5 else ""
            else:
                place_words = [w for w in rng.choice(groups[lang]).text.split() if regex.fullmatch(r"\p{Ll}[\p{L}\p{M}]+", w)]
                counted = num + rng.choice(("", "%", " %", " mg", " " + (rng.choice(place_words) if place_words else "mg")))
                gap = " "
            fig = f"{counted}{gap}{phrase}"
            try:
                place = Place(rng.choice(groups[lang]), fig, rng)
            except ValueError:
                continue
            if not suffix and not _after_phrase_ok(place, phrase):
                continue
            yield place, counted, phrase


@case_class("adv_comparison_after_cut", faithful=False)
def comparison_after_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"patients aged 18" from "patients aged 18 and over", "5 patients" from "5 patients or more",
    "18 Jahre" from "18 Jahre und älter", "100人" from "100人以上", "100명" from "100명 이상": a
    quotation that ends at a figure, or at what the figure counts, leaves out the comparison written
    after them."""
    for place, counted, _phrase in _after_places(sents, rng, rounds=3):
        # 余, 多 and 余り are figure words too, read by the Han figure rules (number_cut).
        yield place.case(_head(place) + counted, False, ("sign_dropped", "number_cut"))


@case_class("adv_comparison_after_kept", faithful=True)
def comparison_after_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with the comparison after it verifies ("aged 18 and over were", "100人以上")."""
    for place, _counted, _phrase in _after_places(sents, rng, rounds=1):
        yield place.case(_head(place) + place.source[place.fig[0] : place.right], True)


# --------------------------------------------------------------------------
# A measure written with its unit between two figures ("12 h 30", "5 ft 11")


@lru_cache(maxsize=1)
def compound_units() -> Tuple[str, ...]:
    """The unit abbreviations of up to three letters of spaCy's tokenizer tables and the package's
    unit words that are a stop word of no language: "h", "ft", "kg"."""
    from spacy.lang.char_classes import UNITS

    from spacy_quoteverify.match.boundaries import measure_word
    from spacy_quoteverify.text.fold import fold_match_text

    # Up to three letters once folded ("fuß" is "fuss").
    found = {w for w in [*UNITS.split("|"), *lexicons.unit_words()] if regex.fullmatch(r"\p{Ll}{1,3}", fold_match_text(w))}
    return tuple(sorted(w for w in found if measure_word(w) and not lexicons.stop_word_anywhere(w)))


def _compound_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    units = cycle_forever(compound_units(), rng)
    held: Dict[str, Tuple[str, str]] = {}

    def figures() -> Iterator[str]:
        while True:
            head = f"{_number(rng, n=(1, 2))} {next(units)}"
            tail = _number(rng, n=(1, 2))
            held[f"{head} {tail}"] = (head, tail)
            yield f"{head} {tail}"

    for place in places(_no_quote_marks(sents), rng, figures(), langs=_spaced(sents), rounds=rounds):
        head, tail = held[place.source[place.fig[0] : place.fig[1]]]
        yield place, head, tail


@case_class("adv_compound_measure_cut", faithful=False)
def compound_measure_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"at 12 h" from "at 12 h 30 min", "30 précises" from "à 12 h 30 précises", "is 5 ft" from "is
    5 ft 11": a measure written with its unit between two figures is one figure, as "12h30" is."""
    for place, head, tail in _compound_places(sents, rng, rounds=2):
        yield place.case(place.before() + head, False, ("number_cut",))
        yield place.case(tail + place.after(), False, ("number_cut",))


@case_class("adv_compound_measure_kept", faithful=True)
def compound_measure_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The measure quoted whole ("at 12 h 30 min") verifies."""
    for place, _head_part, _tail in _compound_places(sents, rng, rounds=2):
        yield place.case(place.source[place.left : place.right], True)


# --------------------------------------------------------------------------
# A comparison after the case ending written onto a figure ("5'ten fazla", "5-nél több")

#: Figures with the case ending that compares them, as the languages write it: Turkish ablative
#: after an apostrophe (the vowel and voicing follow the spoken numeral: beş'ten, on'dan, yüz'den),
#: Hungarian adessive after a hyphen (öt-nél, száz-nál), and the words written after it.
CASE_ENDING_FIGURES: Dict[str, Tuple[Tuple[str, ...], Tuple[str, ...]]] = {
    "tr": (
        ("5'ten", "3'ten", "4'ten", "10'dan", "6'dan", "9'dan", "30'dan", "100'den", "2'den", "20'den", "50'den", "40'tan", "1000'den"),
        ("fazla", "aşkın", "daha fazla"),
    ),
    "hu": (
        ("5-nél", "2-nél", "4-nél", "7-nél", "9-nél", "50-nél", "10-nél", "100-nál", "3-nál", "6-nál", "8-nál", "20-nál", "30-nál"),
        ("több", "kevesebb", "nagyobb", "kisebb"),
    ),
}


def _places_of(
    sents: Sequence[Sentence], rng: random.Random, rounds: int, langs: Sequence[str], figure: Callable[[str], Tuple[str, Any]]
) -> Iterator[Tuple[Place, Any]]:
    """Each round, for each of ``langs`` with sentences, the text ``figure(lang)`` gives written into
    one of its sentences, and what else ``figure`` gives."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    for _ in range(rounds):
        for lang in langs:
            if lang not in groups:
                continue
            text, extra = figure(lang)
            try:
                place = Place(rng.choice(groups[lang]), text, rng)
            except ValueError:
                continue
            yield place, extra


def _case_ending_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    def figure(lang: str) -> Tuple[str, Tuple[str, str]]:
        figures, words = CASE_ENDING_FIGURES[lang]
        chosen, word = rng.choice(figures), rng.choice(words)
        return f"{chosen} {word}", (chosen, word)

    for place, (chosen, word) in _places_of(sents, rng, rounds * 13, sorted(CASE_ENDING_FIGURES), figure):
        yield place, chosen, word


@case_class("adv_comparison_after_case_ending_cut", faithful=False)
def comparison_after_case_ending_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5" or "5'ten" from "5'ten fazla" (more than 5), "5-nél" from "5-nél több": a quotation
    that ends at a figure or at the case ending written onto it leaves out the comparison after
    them. The figure's digits alone are cut from a hyphenated ending (word_cut)."""
    for place, figure, _word in _case_ending_places(sents, rng, rounds=3):
        digits = regex.match(r"\d+", figure).group()  # type: ignore[union-attr]
        quote = _head(place) + rng.choice((digits, figure))
        yield place.case(quote, False, ("sign_dropped", "word_cut"))


@case_class("adv_comparison_after_case_ending_kept", faithful=True)
def comparison_after_case_ending_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its ending and the comparison verifies ("5'ten fazla ilaç")."""
    for place, _figure, _word in _case_ending_places(sents, rng, rounds=1):
        yield place.case(_head(place) + place.source[place.fig[0] : place.right], True)


# --------------------------------------------------------------------------
# Scientific notation and products written with a letter or a dot ("1.2 x 10^-5", "3 x 10 cm")

_SUPERSCRIPTS = str.maketrans("0123456789-", "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u207b")


def _scientific_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """A figure in scientific notation or a product of two figures, in each spaced language's
    sentences: the place, the mantissa (what comes before the product) and the rest."""
    langs = sorted(g for g in by_lang(sents) if g not in UNSPACED)
    count = iter(range(1 << 30))

    def figure(lang: str) -> Tuple[str, Tuple[str, str]]:
        mantissa = f"{rng.randint(1, 9)}.{rng.randint(1, 99)}" if next(count) % 2 else str(rng.randint(2, 99))
        exponent = rng.choice(("-", "")) + str(rng.randint(2, 12))
        rest = rng.choice((
            f" x 10^{exponent}", f" X 10^{exponent}", f" x 10{exponent.translate(_SUPERSCRIPTS)}",
            f" \u00b7 10{exponent.translate(_SUPERSCRIPTS)}", f"\u22c510{exponent.translate(_SUPERSCRIPTS)}",
            f" E{exponent}", f" x {rng.randint(2, 99)}",
        ))
        return mantissa + rest, (mantissa, rest)

    for place, (mantissa, rest) in _places_of(sents, rng, rounds * 10, langs, figure):
        yield place, mantissa, rest


@case_class("adv_scientific_notation_cut", faithful=False)
def scientific_notation_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"1.2" from "1.2 x 10^-5", "1.2 · 10⁻⁵" or "1.2 E-5", "3" from "3 x 10 cm", and the power or
    second factor quoted without the first ("10^-5 mg"): each figure is the whole product."""
    for place, mantissa, rest in _scientific_places(sents, rng, rounds=3):
        if rng.random() < 0.5:
            yield place.case(_head(place) + mantissa, False, ("number_cut",))
        else:
            second = rest.lstrip(" xX\u00b7\u22c5")
            if second[:1].isdigit():
                yield place.case(second + place.after(), False, ("number_cut",))


@case_class("adv_scientific_notation_kept", faithful=True)
def scientific_notation_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole product quoted verifies ("was 1.2 x 10^-5 mg per day")."""
    for place, _mantissa, _rest in _scientific_places(sents, rng, rounds=1):
        yield place.case(_head(place) + place.source[place.fig[0] : place.right], True)


# --------------------------------------------------------------------------
# Percent words in their case forms ("5 százalékra", "5 prosenttiin", "5 procentų")

#: Case forms of the CLDR percent words, as the grammars of these languages inflect them (words
#: of six letters or more: a shorter one takes no ending, see boundaries._percent_word_re).
INFLECTED_PERCENT_WORDS: Dict[str, Tuple[str, ...]] = {
    "hu": ("százalékra", "százalékkal", "százalékos", "százaléknál"),
    "fi": ("prosenttiin", "prosentilla", "prosentin", "prosenttiyksikköä"),
    "lt": ("procentų", "procentais", "procentus"),
    "lv": ("procentiem", "procentus"),
    "pl": ("procentów", "procentami", "procentach"),
    "uk": ("відсотками", "відсотках"),
    "en": ("percentage", "percentages"),
}


def _inflected_percent_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str]]:
    def figure(lang: str) -> Tuple[str, str]:
        num = _number(rng)
        return f"{num} {rng.choice(INFLECTED_PERCENT_WORDS[lang])}", num

    yield from _places_of(sents, rng, rounds * 4, sorted(INFLECTED_PERCENT_WORDS), figure)


@case_class("adv_percent_word_inflected_cut", faithful=False)
def percent_word_inflected_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"A munkanélküliség 5" from "5 százalékra nőtt": a figure quoted without the percent word
    after it, in the case forms the sentence puts it in (a case ending of up to four letters on
    the word, or on its stem)."""
    for place, num in _inflected_percent_places(sents, rng, rounds=3):
        yield place.case(_head(place) + num, False, ("number_cut",))


@case_class("adv_percent_word_inflected_kept", faithful=True)
def percent_word_inflected_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its inflected percent word verifies."""
    for place, _num in _inflected_percent_places(sents, rng, rounds=1):
        yield place.case(_head(place) + place.source[place.fig[0] : place.right], True)


# --------------------------------------------------------------------------
# A measure whose unit is a stop word of some language ("1 m 80")

#: Units of one letter, which some language's stop words hold (so the start of a passage is not
#: read against them: "1 y 2" is "1 and 2"), written between the two figures of one measure.
MEASURE_UNIT_WORDS: Dict[str, Tuple[str, ...]] = {lang: ("m",) for lang in ("de", "en", "es", "fr", "it", "nl", "pl", "pt")}


def _measure_word_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str]]:
    def figure(lang: str) -> Tuple[str, str]:
        head = f"{rng.randint(1, 12)} {rng.choice(MEASURE_UNIT_WORDS[lang])}"
        return f"{head} {rng.randint(1, 59)}", head

    yield from _places_of(sents, rng, rounds * 5, sorted(MEASURE_UNIT_WORDS), figure)


@case_class("adv_measure_unit_word_cut", faithful=False)
def measure_unit_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"mesurait 1 m" from "mesurait 1 m 80": the quotation ends before the second figure of one
    measure whose unit is a stop word of some language."""
    for place, head in _measure_word_places(sents, rng, rounds=3):
        yield place.case(_head(place) + head, False, ("number_cut",))


@case_class("adv_measure_unit_word_kept", faithful=True)
def measure_unit_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole measure quoted verifies ("mesurait 1 m 80 à")."""
    from spacy_quoteverify.lang import negation

    for place, _head_text in _measure_word_places(sents, rng, rounds=1):
        word = place.source[: place.left].rstrip(" ").rsplit(" ", 1)[-1]
        if word and any(negation.negation_before(word, place.source, g) for g in (place.lang, None)):
            continue  # "San Francisco": a quotation starting after a word that negates somewhere
        yield place.case(_head(place) + place.source[place.fig[0] : place.right], True)


# --------------------------------------------------------------------------
# A figure's unit left out where a quotation ends ("The dose was 5" from "... 5 mg.")


@lru_cache(maxsize=1)
def _unit_symbols_after_figures() -> Tuple[str, ...]:
    """Every unit symbol of CLDR's locales (:func:`lexicons.unit_symbols`) that no language writes
    as a stop word, one word of a spaced script's letters with at most a closing full stop, shaped
    as a symbol: two letters at most, no vowel or a capital after the first letter ("mg", "мг",
    "km", "ml.", "mmHg", "GiB"; CLDR's short forms hold words too: "fat", "sun", "parti")."""
    from spacy_quoteverify.charclasses import UNSPACED_RE
    from spacy_quoteverify.match.boundaries import _VOWELS as VOWELS

    def short(u: str) -> bool:
        letters = [c for c in u.rstrip(".") if c.isalpha()]
        bare = "".join(c for c in unicodedata.normalize("NFD", u.lower()) if c.isalpha())
        return (
            len(letters) <= 2 or not any(c in VOWELS for c in bare)
            or any(c.isupper() for c in letters[1:])
        )

    return tuple(
        sorted(
            u for u in lexicons.unit_symbols()
            if regex.fullmatch(r"[\p{L}\p{M}]+\.?", u) and not UNSPACED_RE.search(u) and short(u)
            and not lexicons.stop_word_anywhere(u.rstrip("."))
        )
    )


def _unit_end_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """A figure and a unit symbol of :func:`_unit_symbols_after_figures` (each in turn), one space
    apart, then a full stop, a comma, a semicolon, a colon, a closing bracket or nothing, written
    into the sentences of every spaced language: the place, the figure, the unit."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    langs = sorted(g for g in groups if g not in UNSPACED)
    units = cycle_forever(_unit_symbols_after_figures(), rng)
    stops = cycle_forever(("", ".", ",", ";", ":", ")"), rng)
    for _ in range(rounds):
        for lang in langs:
            num, unit = _number(rng), next(units)
            after = "" if unit.endswith(".") else next(stops)
            place = _place(rng.choice(groups[lang]), f"{num} {unit}{after}", rng)
            if place is not None:
                yield place, num, unit


@case_class("adv_unit_cut_at_quote_end", faithful=False)
def unit_cut_at_quote_end(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The dose was 5" from "The dose was 5 mg." (or "5 mg,", "5 мг"): a quotation that ends at a
    figure leaves out its unit, whatever mark follows the unit."""
    for place, num, _unit in _unit_end_places(sents, rng, rounds=4):
        yield place.case(_head(place) + num, False, ("number_cut",))


@case_class("adv_unit_kept_at_quote_end", faithful=True)
def unit_kept_at_quote_end(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its unit verifies, whatever mark follows the unit in the source."""
    for place, num, unit in _unit_end_places(sents, rng, rounds=1):
        yield place.case(_head(place) + num + " " + unit.rstrip("."), True)


#: The powers a compound unit's later symbol is raised to, as people type them: a hyphen or a
#: minus sign and a figure, superscript figures, a caret; none (the symbol alone, "mm Hg").
_UNIT_POWERS = ("-1", "\u22121", "\u207b\u00b9", "^-1", "-2", "\u207b\u00b2", "\u207b\u00b3", "^{-2}", "^2", "")


def _compound_unit_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """A figure, a unit symbol of :func:`_unit_symbols_after_figures` and, after a space or a
    multiplication dot, another symbol of that list raised to a power of :data:`_UNIT_POWERS` or
    not ("5 mg kg-1", "5 mL min\u207b\u00b9", "120 mm Hg", "5 N\u00b7m\u207b\u00b9"), written into the sentences
    of every spaced language: the place, the figure, the first unit."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    langs = sorted(g for g in groups if g not in UNSPACED)
    from spacy_quoteverify.match.boundaries import _VOWELS as VOWELS

    symbols = _unit_symbols_after_figures()
    firsts = cycle_forever([u for u in symbols if not u.endswith(".")], rng)
    seconds = cycle_forever(symbols, rng)
    powers = cycle_forever(_UNIT_POWERS, rng)
    joiners = cycle_forever((" ", " ", "\u00b7", " \u00b7 ", "\u22c5", "\u2219", " \u00d7 ", "*", "."), rng)
    stops = cycle_forever(("", ".", ",", ";", ")"), rng)
    for _ in range(rounds):
        for lang in langs:
            num, unit, second = _number(rng), next(firsts), next(seconds)
            power = "" if second.endswith(".") else next(powers)
            joiner = next(joiners)
            bare = second.rstrip(".").lower()
            if not power and (joiner not in (" ", "\u00b7", " \u00b7 ", "\u22c5", "\u2219") or (len(bare) > 2 and any(c in VOWELS for c in bare))):
                # With no power only a symbol's shape tells a unit: two letters or no vowel ("Hg",
                # "рт."; the CLDR's short forms hold words too, "fat", "stone" in any script),
                # joined by a space or a dot (a full stop with no power ends a sentence).
                second, power = second.rstrip("."), "-1"
            after = "" if second.endswith(".") else next(stops)
            place = _place(rng.choice(groups[lang]), f"{num} {unit}{joiner}{second}{power}{after}", rng)
            if place is not None:
                yield place, num, unit


@case_class("adv_compound_unit_cut", faithful=False)
def compound_unit_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The dose was 5 mg" from "The dose was 5 mg kg-1", "120 mm" from "120 mm Hg", "120 мм" from
    "120 мм рт. ст.": a quotation that ends at the first symbol of a compound unit leaves out
    what the amount is counted per or of."""
    for place, num, unit in _compound_unit_places(sents, rng, rounds=3):
        # A multiplication dot glued to the next symbol cuts a word there too.
        yield place.case(_head(place) + num + " " + unit, False, ("number_cut", "word_cut"))


@case_class("adv_compound_unit_kept", faithful=True)
def compound_unit_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its whole compound unit verifies."""
    yield from _whole_figure_kept(place for place, _num, _unit in _compound_unit_places(sents, rng, rounds=1))


def _unspaced_unit_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """A figure in digits and, glued to it, a CLDR unit symbol written in the letters of a
    language written without spaces (no hiragana: Japanese particles are written so), into the
    sentences of every such language: the place, the figure, the unit."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    letters = [u for u in lexicons.unit_symbols() if regex.fullmatch(r"[\p{L}\p{M}]+", u)]
    written = {u: {_script(c) for c in u if c.isalpha()} for u in letters}
    pools = {}
    for lang in sorted(g for g in groups if g in UNSPACED and g in lexicons.available_languages("negations")):
        scripts = set(lexicons.negation_lexicon(lang).scripts) - {"Hiragana"}
        units = [u for u in letters if written[u] <= scripts]
        if units:
            pools[lang] = units
    for _ in range(rounds):
        for lang, units in pools.items():
            num, unit = _number(rng), rng.choice(units)
            place = _place(rng.choice(groups[lang]), f"{num}{unit}", rng)
            if place is not None:
                yield place, num, unit


def _script(ch: str) -> str:
    """The Unicode script of a letter, by the names the lexicons use."""
    for name in ("Han", "Hiragana", "Katakana", "Thai", "Lao", "Khmer", "Myanmar", "Tibetan"):
        if regex.match(rf"\p{{Script={name}}}", ch):
            return name
    return "Other"


def _cut_at_figure(found: Iterable[Tuple[Place, str, str]]) -> Iterator[Case]:
    """The quotation of each place up to its figure, the word glued after the figure left out."""
    for place, num, _word in found:
        yield place.case(_head(place) + num, False, ("number_cut",))


def _kept_with_word(found: Iterable[Tuple[Place, str, str]]) -> Iterator[Case]:
    """The quotation of each place up to its figure and the word glued after it."""
    for place, num, word in found:
        yield place.case(_head(place) + num + word, True)


@case_class("adv_unspaced_unit_cut_after_digits", faithful=False)
def unspaced_unit_cut_after_digits(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"剂量为5" from "剂量为5毫克", "5" from "5กิโลกรัม": in a script written without spaces, a
    quotation that ends at a figure in digits leaves out the CLDR unit glued to it."""
    yield from _cut_at_figure(_unspaced_unit_places(sents, rng, rounds=30))


@case_class("adv_unspaced_unit_kept_after_digits", faithful=True)
def unspaced_unit_kept_after_digits(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with the unit glued to it verifies."""
    yield from _kept_with_word(_unspaced_unit_places(sents, rng, rounds=20))


def _counters() -> Dict[str, Tuple[str, ...]]:
    """Every counter and classifier of the table (:func:`lexicons.counters`), by language."""
    return {lang: tuple(sorted(words)) for lang, words in sorted(lexicons.counters().items())}


def _counter_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """A figure in digits and, glued to it, a counter or classifier of :func:`_counters`, each in
    turn, in the sentences of its language: the place, the figure, the counter."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    counters = _counters()
    pools = {lang: cycle_forever(words, rng) for lang, words in counters.items() if lang in groups}
    assert pools, "no sentence for any language of the counters table"
    for _ in range(rounds):
        for lang, words in pools.items():
            num, word = _number(rng), next(words)
            place = _place(rng.choice(groups[lang]), f"{num}{word}", rng)
            if place is not None:
                yield place, num, word


@case_class("adv_unspaced_counter_cut_after_digits", faithful=False)
def unspaced_counter_cut_after_digits(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"服用5" from "服用5片", "患者は5" from "患者は5人", "กินยา2" from "กินยา2เม็ด": in a script
    written without spaces, a quotation that ends at a figure in digits leaves out the counter
    or classifier glued to it, which says what the figure counts."""
    yield from _cut_at_figure(_counter_places(sents, rng, rounds=40))


@case_class("adv_unspaced_counter_kept_after_digits", faithful=True)
def unspaced_counter_kept_after_digits(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with the counter glued to it verifies (where no word of comparison of an
    unspaced language follows it: "55项|程序" reads as the Japanese "程", about, after a counter)."""
    after = tuple(w for lang in ("ja", "zh") for w in lexicons.comparison_words_by_language("after").get(lang, ()))
    yield from _kept_with_word(
        found for found in _counter_places(sents, rng, rounds=15) if not found[0].source[found[0].fig[1] :].startswith(after)
    )


def _multipliers() -> Tuple[str, ...]:
    """The Han numerals that stand for a power of ten from ten up (十, 百, 千, 万, 億, 亿, 兆, and
    the financial 拾, 佰, 仟, 萬...): every one of :func:`charclasses.han_numerals` so valued."""
    powers = {10 ** k for k in range(1, 17)}
    return tuple(sorted(c for c in charclasses.han_numerals() if unicodedata.numeric(c, 0) in powers))


def _multiplied_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """A figure in digits multiplied by Han numerals ("5千", "3.5万", "2億"), then a counter of the
    language or a unit glued to it, or a unit that itself starts with a Han numeral (千克,
    kilogram), in the Chinese and Japanese sentences: the place, the figure as far as its
    numerals go, the rest ("克" of "5千克")."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    numerals = charclasses.han_numerals()
    units = sorted(
        w for w in lexicons.unit_words()
        if len(w) > 1 and w[0] in numerals and regex.fullmatch(r"\p{Han}+", w) and w[1] not in numerals
    )
    multipliers = cycle_forever(_multipliers(), rng)
    langs = [lang for lang in ("ja", "zh") if lang in groups]
    words = {lang: cycle_forever(_counters()[lang], rng) for lang in langs}
    assert units and langs, "no unit word that starts with a Han numeral, or no Chinese or Japanese sentence"
    numbered = cycle_forever(units, rng)
    for _ in range(rounds):
        for lang in langs:
            num = _number(rng)
            if lang == "zh" and rng.random() < 0.3:
                unit = next(numbered)  # "5千克": the numeral the unit starts with is cut
                k = len(unit) - len(unit.lstrip("".join(numerals)))
                figure, rest = num + unit[:k], unit[k:]
            else:
                figure, rest = num + next(multipliers), next(words[lang])
            place = _place(rng.choice(groups[lang]), figure + rest, rng)
            if place is not None:
                yield place, figure, rest


@case_class("adv_han_multiplier_cut_before_counter", faithful=False)
def han_multiplier_cut_before_counter(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"共有3万" from "共有3万人", "5千" from "5千克" (5 kg, not 5,000), "収入は2億" from
    "収入は2億枚": a figure written in digits and a Han numeral that multiplies them, quoted
    without the counter or unit glued after it (or the rest of a unit that starts with a
    numeral), leaves out what the figure counts, as "5" of "5片" does."""
    yield from _cut_at_figure(_multiplied_places(sents, rng, rounds=40))


@case_class("adv_han_multiplier_kept_with_counter", faithful=True)
def han_multiplier_kept_with_counter(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The multiplied figure quoted with what it counts verifies (where no Japanese word of
    comparison follows: see :func:`unspaced_counter_kept_after_digits`)."""
    after = tuple(w for lang in ("ja", "zh") for w in lexicons.comparison_words_by_language("after").get(lang, ()))
    yield from _kept_with_word(
        found for found in _multiplied_places(sents, rng, rounds=15) if not found[0].source[found[0].fig[1] :].startswith(after)
    )


# --------------------------------------------------------------------------
# A figure counted per a unit ("5 mg per kg", "5 per 1000", "5 mg pro kg")


def _per_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str]]:
    """A figure, its unit in part of the cases, a word for "per" of the sentence's language
    (:func:`lexicons.per_words`, each in turn) and what it is counted per: a figure, a symbol of
    a few letters or a unit name. The place and the quotation's figure (with its unit)."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    per = lexicons.units_by_language("per")
    langs = sorted(g for g in per if g in groups and g not in UNSPACED)
    assert langs, "no language with a word for per has sentences"
    # Units and powers of ten; a duration ("per day") is a frequency: :func:`_frequency_places`.
    seconds = ("1000", "100", "kg", "m2", "km", "liter", "ml", "cm", "m3")
    pools = {lang: cycle_forever(per[lang], rng) for lang in langs}
    for _ in range(rounds):
        for lang in langs:
            for _k in range(len(per[lang]) * 6):
                word = next(pools[lang])
                counted = _number(rng) + rng.choice(("", " mg", " %", " kg", " ml", " €"))
                place = _place(rng.choice(groups[lang]), f"{counted} {word} {rng.choice(seconds)}", rng)
                if place is not None:
                    yield place, counted


@case_class("adv_per_unit_cut", faithful=False)
def per_unit_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"a dose of 5 mg" from "a dose of 5 mg per kg", "a rate of 5" from "5 per 1000": a quotation
    that ends at a figure or its unit leaves out the unit it is counted per."""
    for place, counted in _per_places(sents, rng, rounds=3):
        yield place.case(_head(place) + counted, False, ("number_cut",))


@case_class("adv_per_unit_kept", faithful=True)
def per_unit_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with what it is counted per verifies ("5 mg per kg daily")."""
    yield from _whole_figure_kept(place for place, _counted in _per_places(sents, rng, rounds=1))


def _counted_per_chain_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str]]:
    """A figure, a unit symbol and a chain of units it is counted per, linked by a slash (spaced
    or not), a word for "per" of the sentence's language or a multiplication dot ("5 mg/kg/day",
    "5 mg per kg per day", "5 µg/kg/min", "5 mg kg-1 per d"), written into the sentences of every
    language: spaced ones with CLDR symbols shaped as symbols, unspaced ones with the figure and the
    symbols of their script glued ("5毫克/千克/天"). The place and what a quotation of all but the
    chain's last unit keeps."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    per = lexicons.units_by_language("per")
    durations = lexicons.units_by_language("per_durations")
    symbols = [u for u in _unit_symbols_after_figures() if not u.endswith(".")]
    firsts, seconds = cycle_forever(symbols, rng), cycle_forever(symbols, rng)
    lasts = cycle_forever((*symbols, "d", "h", "min", "24 h", "day", "dobę", "сут", "j", "Tag"), rng)
    links = cycle_forever(("/", "/", " / ", "per", "\u00b7"), rng)
    spaced = sorted(g for g in groups if g not in UNSPACED)
    from spacy_quoteverify.charclasses import UNSPACED_RE

    unspaced = {}
    for lang in sorted(g for g in groups if g in UNSPACED and g in lexicons.available_languages("negations")):
        scripts = set(lexicons.negation_lexicon(lang).scripts) - {"Hiragana"}
        units = [u for u in lexicons.unit_symbols() if regex.fullmatch(r"[\p{L}\p{M}]+", u) and UNSPACED_RE.search(u)
                 and {_script(c) for c in u if c.isalpha()} <= scripts]
        units += [w for w in durations.get(lang, ()) if regex.fullmatch(r"[\p{L}\p{M}]+", w)]
        if units:
            unspaced[lang] = units

    def link(lang: str, unit: str) -> str:
        way = next(links)
        if way == "per" and per.get(lang):
            return f" {rng.choice(per[lang])} "
        if way == "\u00b7" and not unit[0].isdigit():
            return "\u00b7"
        return "/" if way == "per" or way == "\u00b7" else way

    for _ in range(rounds):
        for lang in spaced:
            num, first, second, last = _number(rng), next(firsts), next(seconds), next(lasts)
            if last[0].isdigit() and lang not in ("en", "de", "fr"):
                last = "h"
            powered = rng.random() < 0.25
            one, two = link(lang, second), link(lang, last)
            if powered:  # "5 mg kg-1 per d", "5 mg kg-1/d"
                one, second = " ", second + rng.choice(("-1", "\u207b\u00b9", "^-1"))
            kept = f"{num} {first}{one}{second}"
            if two == "/" and rng.random() < 0.2:
                two = f" {rng.choice(('bw', 'KG', 'mc.'))}/"  # what the unit is of: "5 mg/kg bw/day"
            place = _place(rng.choice(groups[lang]), f"{kept}{two}{last}{rng.choice(('', '.', ',', ')'))}", rng)
            if place is not None:
                yield place, kept
        for lang, units in unspaced.items():
            num = _number(rng)
            first, second, last = rng.choice(units), rng.choice(units), rng.choice(units)
            kept = f"{num}{first}/{second}"
            place = _place(rng.choice(groups[lang]), f"{kept}/{last}", rng)
            if place is not None:
                yield place, kept


@case_class("adv_counted_per_chain_cut", faithful=False)
def counted_per_chain_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5 mg/kg" from "5 mg/kg/day", "5 mg per kg" from "5 mg per kg per day", "5毫克/千克" from
    "5毫克/千克/天": a quotation that ends inside a chain of units a figure is counted per leaves
    out the last (a daily dose quoted as a single one)."""
    for place, kept in _counted_per_chain_places(sents, rng, rounds=3):
        # A slash glued to a letter after it cuts a word there too.
        yield place.case(_head(place) + kept, False, ("number_cut", "word_cut"))


@case_class("adv_counted_per_chain_kept", faithful=True)
def counted_per_chain_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its whole chain of units verifies."""
    yield from _whole_figure_kept(place for place, _kept in _counted_per_chain_places(sents, rng, rounds=1))


# --------------------------------------------------------------------------
# A dose and how often it is given ("5 mg twice daily", "5 mg q8h", "5 мг в сутки", "1日5mg")


def _frequencies(lang: str, rng: random.Random) -> List[str]:
    """How often a dose is given, as a language writes it after the dose (``data/frequency_words.json``):
    each frequency adverb, each distributive word before a duration name of the language (the
    CLDR's, :func:`lexicons.per_durations`, or the file's), with a figure in part of the cases
    ("every 8 hours"), a multiplier made of a number word and the language's word for times
    before one of those ("two times a day", "deux fois par jour"), and the Latin dosing
    abbreviations ("bid", "q8h", "b.i.d.")."""
    data = lexicons._frequency_data()
    per = lexicons.units_by_language("per_durations").get(lang, ())
    durations = sorted({w for w in (*per, *data["durations"].get(lang, ())) if len(w) >= 3 and regex.fullmatch(r"\p{L}+", w)})
    out = list(data["adverbs"].get(lang, ()))
    distributed = [
        f"{word} {rng.choice(('', '8 ', '12 '))}{rng.choice(durations)}".replace("  ", " ")
        for word in data["distributive"].get(lang, ()) for _ in range(2) if durations
    ]
    out += distributed
    times = lexicons.comparison_words_by_language("times_after").get(lang, ())
    try:
        twos = [w for w, v in lexicons.number_words(lang).items() if v in (2, 3) and w.isalpha()]
    except ValueError:
        twos = []
    if times and twos and distributed:
        out += [f"{rng.choice(twos)} {rng.choice(times)} {rng.choice(distributed)}" for _ in range(4)]
    out += list(data["multipliers"].get(lang, ()))[:1] and [f"{data['multipliers'][lang][0]} {rng.choice(distributed or out)}"]
    out += ["bid", "tid", "qid", "q8h", "q12h", "b.i.d.", "qd", "po bid"]
    # Shared out: "each", "apiece", "je", "cada uno"; a distributive word and the noun of the share
    # ("per head", "pro Kopf", "par personne", "per capita").
    out += list(data["each"].get(lang, ()))
    counted = [*data["counted"].get(lang, ()), *data["counted"]["la"]]
    out += [f"{word} {rng.choice(counted)}" for word in data["distributive"].get(lang, ()) if " " not in word]
    return out


def _frequency_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str]]:
    """A dose (a figure and a unit of mass or volume) followed by how often it is given
    (:func:`_frequencies`), written into real sentences of every spaced language the frequency
    data covers: the place and the dose."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    langs = sorted(g for g in lexicons._frequency_data()["adverbs"] if g in groups and g not in UNSPACED)
    assert langs, "no language with frequency words has sentences"
    for _ in range(rounds):
        for lang in langs:
            for frequency in _frequencies(lang, rng):
                dose = _number(rng) + rng.choice((" mg", " g", " ml", " µg", " IU", " mg/kg"))
                place = _place(rng.choice(groups[lang]), f"{dose} {frequency}", rng)
                if place is not None:
                    yield place, dose


@case_class("adv_dose_frequency_cut", faithful=False)
def dose_frequency_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"received 5 mg" from "received 5 mg twice daily", "5 mg bid", "5 mg every 8 hours", "5 mg
    täglich", "5 mg al día", "5 мг в сутки": a quotation that ends at a dose leaves out how often it
    is given, and quotes another dose (``number_cut``)."""
    for place, dose in _frequency_places(sents, rng, rounds=2):
        yield place.case(_head(place) + dose, False, ("number_cut",))


@case_class("adv_dose_frequency_kept", faithful=True)
def dose_frequency_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The dose quoted with how often it is given verifies ("5 mg twice daily for")."""
    yield from _whole_figure_kept(place for place, _dose in _frequency_places(sents, rng, rounds=1))


def _spaced_frequency_before_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str]]:
    """How often or how shared a dose is, written as words right before it (``distributive_before``:
    "по 5 мг", "po 5 mg", "je 5 mg"; a count of times, ``times_before``: "günde iki kez 5 mg", "하루에
    두 번 5mg"; a frequency adverb: "sehari 5 mg"), written into real sentences of each spaced
    language the data lists: the place and the words before the dose."""
    data = lexicons._frequency_data()
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    langs = sorted({*data["distributive_before"], *data["times_before"], *data["adverbs"]} & set(groups) - set(UNSPACED))
    for _ in range(rounds):
        for lang in langs:
            try:
                twos = [w for w, v in lexicons.number_words(lang).items() if v in (2, 3) and w.isalpha()] or ["2"]
            except ValueError:
                twos = ["2"]
            before = list(data["distributive_before"].get(lang, ()))
            before += [f"{rng.choice(twos)} {counter}" for counter in data["times_before"].get(lang, ())]
            before += rng.sample(list(data["adverbs"].get(lang, ())), min(3, len(data["adverbs"].get(lang, ()))))
            for words in before:
                dose = _number(rng) + rng.choice((" mg", " ml", " g"))
                place = _place(rng.choice(groups[lang]), f"{words} {dose}", rng)
                if place is not None:
                    yield place, words


@case_class("adv_spaced_frequency_before_cut", faithful=False)
def spaced_frequency_before_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5 мг" from "по 5 мг" (5 mg each), "5 mg aldı" from "günde iki kez 5 mg aldı": a quotation that
    starts at a dose right after the words saying how often or how shared it is leaves them out."""
    for place, words in _spaced_frequency_before_places(sents, rng, rounds=2):
        start = place.fig[0] + len(words) + 1
        yield place.case(place.source[start : place.right], False, ("number_cut",))


@case_class("adv_spaced_frequency_before_kept", faithful=True)
def spaced_frequency_before_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The dose quoted with the words before it verifies ("по 5 мг")."""
    yield from _whole_figure_kept(place for place, _words in _spaced_frequency_before_places(sents, rng, rounds=1))


def _duration_forms(lang: str) -> List[str]:
    """The inflected forms of the language's duration names (:func:`lexicons.duration_names`) that the lemma
    tables of ``lang`` hold, one word of letters each and no duration name themselves (Polish
    "latach", "miesiącach"; Czech "letech"), sorted."""
    names = lexicons.duration_names(lang)
    tables = [lexicons._lemma_of(lang), lexicons._split_lemma_of(lang, "noun")]
    return sorted(
        {lexicons.word_key(f) for table in tables for f, lemma in table.items() if lexicons.word_key(lemma) in names and f.isalpha() and lexicons.word_key(f) not in names}
    )


@case_class("adv_distributive_word_before_duration", faithful=True)
def distributive_word_before_duration(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Slavic "po" before a figure that counts a duration, an inflected form of a duration name
    the language's lemma tables hold (Polish "po 5 latach", 'after 5 years'; Czech "po 5
    letech"), written into real sentences of each language listing it as a distributive word
    that is also a preposition of time (``distributive_before_temporal``): no dose is shared out, and the quotation that starts at the figure quotes
    what the source states (the twin of ``adv_spaced_frequency_before_cut``, which keeps
    refusing "5 mg" of "po 5 mg")."""
    data = lexicons._frequency_data()
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    langs = sorted(set(data["distributive_before_temporal"]) & set(groups) - set(UNSPACED))
    inflected = {lang: forms for lang in langs if (forms := _duration_forms(lang))}
    for _ in range(2):
        for lang, forms in inflected.items():
            for word in data["distributive_before_temporal"][lang]:
                place = _place(rng.choice(groups[lang]), f"{word} {_number(rng)} {rng.choice(forms)}", rng)
                if place is not None:
                    start = place.fig[0] + len(word) + 1
                    yield place.case(place.source[start : place.right], True)


@case_class("adv_everyday_word_before_figure", faithful=True)
def everyday_word_before_figure(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A frequency adverb or distributive word of one language that is a stop word of another
    (English "pa", 'per annum', is Croatian and Slovene 'then'; Slovak "denne", 'daily', is Danish
    and Norwegian 'this'), written before a dose into real sentences of the language where it is
    everyday: the quotation that starts at the figure quotes what the source states. Only
    sentences the detector tells to be in that language (``boundaries.everyday_before_figure``):
    elsewhere the word keeps cutting the dose, as it should; none where the word negates
    (Albanian and Haitian "pa", 'without', 'not')."""
    from spacy_quoteverify.match.boundaries import _everyday_frequency_words, everyday_before_figure
    from spacy_quoteverify.text.fold import fold_match_text

    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    everyday = sorted(_everyday_frequency_words().items())
    for _ in range(2):
        for word, listing in everyday:
            for lang in sorted(set(groups) - set(listing) - set(UNSPACED)):
                if lexicons.word_key(word) not in lexicons.stop_words(lang):
                    continue
                place = _place(rng.choice(groups[lang]), f"{word} {_number(rng)} mg", rng)
                if place is None or not everyday_before_figure(word, fold_match_text(place.source)):
                    continue
                start = place.fig[0] + len(word) + 1
                case = place.case(place.source[start : place.right], True)
                if not starts_after_negation(case, anywhere=True):  # Albanian and Haitian "pa" negate
                    yield case


def _glued_frequency_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str]]:
    """Chinese and Japanese: a frequency written glued before a dose (``before_unspaced`` of the
    frequency data, "1日", "每日", or a count of times, "2回", "3次"), written into real sentences:
    the place and the frequency."""
    data = lexicons._frequency_data()
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    for _ in range(rounds):
        for lang in sorted(data["before_unspaced"]):
            if lang not in groups:
                continue
            frequencies = list(data["before_unspaced"][lang]) + [f"{rng.randint(2, 4)}{c}" for c in data["times_unspaced"]]
            for frequency in frequencies:
                dose = f"{rng.randint(1, 500)}{rng.choice(('mg', 'ml', '毫克' if lang == 'zh' else 'ミリグラム'))}"
                place = _place(rng.choice(groups[lang]), f"{frequency}{dose}", rng)
                if place is not None:
                    yield place, frequency


@case_class("adv_glued_frequency_cut", faithful=False)
def glued_frequency_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5mgを投与された" from "1日5mgを投与された", "5毫克" from "每日5毫克": a quotation that starts
    at a dose right after the frequency glued before it leaves the frequency out (``number_cut``)."""
    for place, frequency in _glued_frequency_places(sents, rng, rounds=3):
        start = place.fig[0] + len(frequency)
        yield place.case(place.source[start : place.right], False, ("number_cut",))


@case_class("adv_glued_frequency_kept", faithful=True)
def glued_frequency_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The dose quoted with the frequency before it verifies ("1日5mgを")."""
    yield from _whole_figure_kept(place for place, _frequency in _glued_frequency_places(sents, rng, rounds=1))


def _whole_figure_kept(found: Iterable[Place]) -> Iterator[Case]:
    """Each place quoted from its context's start through the figure and the words after it:
    verified, where the passage does not start right after a word that negates in some lexicon
    ("Francisco" after Haitian "san", 'without')."""
    from . import starts_after_negation

    for place in found:
        case = place.case(_head(place) + place.source[place.fig[0] : place.right], True)
        if not starts_after_negation(case, anywhere=True):
            yield case


def _place(sentence: Sentence, fig: str, rng: random.Random) -> Optional[Place]:
    """The figure written into the sentence, or None where it has no place for one."""
    try:
        return Place(sentence, fig, rng)
    except ValueError:
        return None


# --------------------------------------------------------------------------
# A figure and its unit, then a math sign and another figure ("5 mg ± 2 mg", "5 mg × 3")


def _unit_sign_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str]]:
    """A figure with a unit (a symbol, a word or two), then every math sign in turn (the comparison
    and sign symbols of :data:`charclasses.COMPARISON_SIGNS`, every plus and minus sign, "+/-", "x"),
    spaced or glued, and a figure."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    langs = sorted(g for g in groups if g not in UNSPACED)
    signs = cycle_forever(sorted(charclasses.COMPARISON_SIGNS | charclasses.NUMBER_SIGNS | {"+/-", "x"}), rng)
    for _ in range(rounds):
        for lang in langs:
            counted = _number(rng) + rng.choice((" mg", " kg", " ml", " cm", " mmHg", " h", "%", " percent", " degrees Celsius"))
            space = rng.choice(("", " "))
            sign = next(signs)
            space = " " if sign == "x" else space  # the letter as a times sign only spaced
            place = _place(rng.choice(groups[lang]), f"{counted}{space}{sign}{space}{_number(rng)}", rng)
            if place is not None:
                yield place, counted


@case_class("adv_unit_then_sign_cut", faithful=False)
def unit_then_sign_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"was 5 mg" from "was 5 mg ± 2 mg" or "5 mg × 3": a quotation that ends at a figure's unit
    leaves out the sign and figure the expression goes on with."""
    for place, counted in _unit_sign_places(sents, rng, rounds=4):
        yield place.case(_head(place) + counted, False, ("number_cut",))


# --------------------------------------------------------------------------
# A range written with a word between its figures ("5 to 10 mg", "5 bis 10", "5 до 10")


def _range_places(
    sents: Sequence[Sentence], rng: random.Random, rounds: int, joiners: Optional[Dict[str, Tuple[str, ...]]] = None
) -> Iterator[Tuple[Place, str, str]]:
    """Two figures and each language's word between the figures of a range (``range_between``
    of the comparison words, or ``joiners``), in that language's sentences; the place, the first
    figure and the second with its unit."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    words = comparison_words()["range_between"] if joiners is None else joiners
    langs = sorted(g for g in words if g in groups)
    assert langs, "no language with range words has sentences"
    pools = {lang: cycle_forever(words[lang], rng) for lang in langs}
    for _ in range(rounds):
        for lang in langs:
            for _k in range(2 * len(words[lang])):
                unit = rng.choice(("", " mg", "%", " kg"))
                # The unit after both figures in part of the cases ("5 mg to 10 mg").
                first = _number(rng) + (unit if rng.random() < 0.3 else "")
                second = _number(rng) + unit
                place = _place(rng.choice(groups[lang]), f"{first} {next(pools[lang])} {second}", rng)
                if place is not None:
                    yield place, first, second


@case_class("adv_range_word_cut", faithful=False)
def range_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"was 5" from "was 5 to 10 mg", "10 mg" from "5 bis 10 mg": one figure of a range written
    with a word between them, quoted as if it were the amount."""
    for n, (place, first, second) in enumerate(_range_places(sents, rng, rounds=3)):
        # A range word that also bounds a figure ("bis", "до") reads as that first (sign_dropped).
        if n % 2:
            yield place.case(_head(place) + first, False, ("number_cut", "sign_dropped"))
        else:
            yield place.case(second + place.source[place.fig[1] : place.right], False, ("number_cut", "sign_dropped"))


def _and_words() -> Dict[str, Tuple[str, ...]]:
    """Each spaced language's word for "and" (the CLDR's list patterns)."""
    return {
        lang: tuple(sorted(lexicons.and_words(lang)))
        for lang in lexicons.languages_with_list_words()
        if lang not in UNSPACED and lexicons.and_words(lang)
    }


@case_class("adv_figure_pair_cut", faithful=False)
def figure_pair_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"10 mg daily" from "between 5 and 10 mg daily", "was 5" from "was 5 und 10 mg": one figure
    of two joined by the word for "and" of the language (a range "between 5 and 10", or a pair),
    quoted alone."""
    for n, (place, first, second) in enumerate(_range_places(sents, rng, rounds=2, joiners=_and_words())):
        if n % 2:
            yield place.case(_head(place) + first, False, ("number_cut", "sign_dropped"))
        else:
            yield place.case(second + place.source[place.fig[1] : place.right], False, ("number_cut", "sign_dropped"))


def _or_words() -> Dict[str, Tuple[str, ...]]:
    """Each spaced language's word for "or" (the CLDR's list patterns)."""
    return {
        lang: tuple(sorted(lexicons.or_words(lang)))
        for lang in lexicons.languages_with_list_words()
        if lang not in UNSPACED and lexicons.or_words(lang)
    }


@case_class("adv_figure_alternative_cut", faithful=False)
def figure_alternative_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"6 patients a day" from "5 or 6 patients a day", "sahen 5" from "sahen 5 oder 6": one figure
    of an estimate written with the word for "or" of the language, quoted alone."""
    for n, (place, first, second) in enumerate(_range_places(sents, rng, rounds=2, joiners=_or_words())):
        if n % 2:
            yield place.case(_head(place) + first, False, ("number_cut", "sign_dropped"))
        else:
            yield place.case(second + place.source[place.fig[1] : place.right], False, ("number_cut", "sign_dropped"))


@case_class("adv_figure_alternative_kept", faithful=True)
def figure_alternative_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole estimate quoted verifies ("saw 5 or 6 patients a day")."""
    yield from _whole_figure_kept(place for place, _first, _second in _range_places(sents, rng, rounds=1, joiners=_or_words()))


@case_class("adv_range_word_kept", faithful=True)
def range_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole range quoted verifies ("was 5 to 10 mg daily")."""
    yield from _whole_figure_kept(place for place, _first, _second in _range_places(sents, rng, rounds=1))


# --------------------------------------------------------------------------
# Two figures glued to an em dash are a range ("5—10 mg"); after a word it is a clause break


@lru_cache(maxsize=1)
def _em_dashes() -> Tuple[str, ...]:
    """The dashes of Unicode's Pd category whose names call them em dashes or longer (the
    horizontal bar, the two- and three-em dashes), and the typed "--"."""
    dashes = [c for c in map(chr, range(0x2000, 0x2E80)) if unicodedata.category(c) == "Pd"]
    return tuple(sorted(c for c in dashes if regex.search(r"EM DASH|HORIZONTAL BAR", unicodedata.name(c, "")))) + ("--",)


def _em_dash_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """Two figures with an em dash glued between them, a unit after the second or none, in every
    spaced language's sentences: the place, the first figure and the second with its unit."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    langs = sorted(g for g in groups if g not in UNSPACED)
    dashes = cycle_forever(_em_dashes(), rng)
    for _ in range(rounds):
        for lang in langs:
            unit = rng.choice(("", " mg", "%", " kg", " patients"))
            first, second = _number(rng), _number(rng) + unit
            place = _place(rng.choice(groups[lang]), f"{first}{next(dashes)}{second}", rng)
            if place is not None:
                yield place, first, second


@case_class("adv_em_dash_range_cut", faithful=False)
def em_dash_range_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"was 5" from "was 5—10 mg", "10 mg daily" out of it: two figures glued to an em dash (or a
    horizontal bar, or "--") write a range as a hyphen would, so neither figure is the amount."""
    for n, (place, first, second) in enumerate(_em_dash_places(sents, rng, rounds=4)):
        if n % 2:
            yield place.case(_head(place) + first, False, _CUT)
        else:
            yield place.case(second + place.after(), False, ("number_cut", "sign_dropped"))


@case_class("adv_em_dash_range_kept", faithful=True)
def em_dash_range_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole range with its em dash quoted verifies."""
    yield from _whole_figure_kept(place for place, _first, _second in _em_dash_places(sents, rng, rounds=2))


# --------------------------------------------------------------------------
# After a space, a sign glued to a figure is that figure's ("5 mg +3 points"), not the expression's


@case_class("adv_next_figure_sign_kept", faithful=True)
def next_figure_sign_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"was 5 mg" in "was 5 mg +2 on the next day": a plus or minus sign (every one Unicode names,
    but the plus-minus signs, a tolerance) written after a space and glued to the next figure is
    that figure's own sign; the expression of the first figure ended at its unit. Spaced on both sides
    or glued on both ("5 mg + 2", "5 mg+2") it goes on (``adv_unit_then_sign_cut``)."""
    from . import starts_after_negation

    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    langs = sorted(g for g in groups if g not in UNSPACED)
    signs = cycle_forever(sorted(charclasses.NUMBER_SIGNS - charclasses.PLUS_MINUS_SIGNS), rng)
    for _ in range(3):
        for lang in langs:
            counted = _number(rng) + rng.choice((" mg", " kg", "%", " percent", " points"))
            place = _place(rng.choice(groups[lang]), f"{counted} {next(signs)}{_number(rng)}", rng)
            if place is None:
                continue
            case = place.case(_head(place) + counted, True)
            if not starts_after_negation(case, anywhere=True):
                yield case



# --------------------------------------------------------------------------
# An elision that leaves out a figure right before the next piece's figure


@lru_cache(maxsize=None)
def _number_words_of(lang: str) -> Tuple[str, ...]:
    """The number words of ``lang`` of 2 and more that the rules read as figures, three letters or more."""
    from spacy_quoteverify.match.boundaries import _figure_words

    try:
        own = lexicons.number_words(lang)
    except ValueError:
        return ()
    return tuple(sorted(w for w, v in own.items() if v >= 2 and len(w) >= 3 and w.isalpha() and w in _figure_words()))


@case_class("adv_figure_elided_before_figure", faithful=False)
def figure_elided_before_figure(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"fell by … 5 mg" from "fell by 40%, 5 mg": an elision that leaves out a figure right
    before the figure the next piece starts with gives the words before it the second figure,
    in every spaced language's sentences and every digit system, either figure also written
    with a number word of the language."""
    groups = by_lang(_no_quote_marks(_digits_free(sents)))
    langs = sorted(g for g in groups if g not in UNSPACED)
    systems = digit_systems()
    for _ in range(3):
        for lang in langs:
            ds = rng.choice(systems)
            first = _number(rng, ds) + rng.choice(("%", " mg", "", " kg"))
            second = _number(rng, ds) + rng.choice((" mg", "%", " patients", ""))
            words = _number_words_of(lang)
            if words and rng.random() < 0.4:
                # A figure written with a word of the language on one side ("forty", "fünf").
                if rng.random() < 0.5:
                    first = rng.choice(words)
                else:
                    second = rng.choice(words) + rng.choice((" mg", " patients", ""))
            joint = rng.choice((", ", " ; ", " / ", " ("))
            place = _place(rng.choice(groups[lang]), f"{first}{joint}{second}", rng)
            if place is None:
                continue
            tail = second + place.source[place.fig[1] : place.right]
            yield place.case(f"{_head(place).rstrip()} \u2026 {tail}", False, ("number_cut", "crosses_sentence", "language_not_covered"))


@lru_cache(maxsize=1)
def _unit_symbols() -> Tuple[str, ...]:
    """The CLDR unit symbols of two letters or more that no language uses as an everyday word
    and no lexicon reads as a negation ("mg", "km", "мг", "kWh")."""
    from spacy_quoteverify.lang import negation
    from spacy_quoteverify.match.boundaries import _unit_symbol_keys

    return tuple(
        sorted(
            w for w in _unit_symbol_keys()
            if regex.fullmatch(r"\p{L}{2,}", w) and not lexicons.stop_word_anywhere(w) and not negation.negates_as_written(w)
        )
    )


@case_class("adv_unit_elided_after_figure", faithful=False)
def unit_elided_after_figure(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The dose of 5 … per day" from "The dose of 5 mg per day": an elision right after a figure
    that leaves out its unit (every CLDR unit symbol in turn) gives the bare figure to the words
    after it, as a figure cut from its unit would; in every spaced language's sentences."""
    units = cycle_forever(_unit_symbols(), rng)
    spaced = sorted(g for g in by_lang(sents) if g not in UNSPACED)

    def figure(lang: str) -> Tuple[str, str]:
        number = _number(rng)
        return f"{number} {next(units)}", number

    for place, number in _places_of(sents, rng, 4, spaced, figure):
        after = place.after()
        if not regex.search(r"\p{L}", after):
            continue
        yield place.case(f"{place.before()}{number} \u2026{after}", False, ("number_cut", "language_not_covered"))


# --------------------------------------------------------------------------
# A range or estimate of figures written as words ("two to three", "zwei oder drei", "5至6人")


def _spelled_range(lang: str, rng: random.Random) -> Tuple[str, Tuple[str, str]]:
    """Two figures of the language written as words (number words of two to nine that the rules
    read as figures), joined by one of its words of a range, "and" or "or"; for the unspaced
    languages, two figures glued to their range word. The whole, and the first and second."""
    joiners = sorted(
        set(lexicons.comparison_words_by_language("range_between").get(lang, ()))
        | lexicons.and_words(lang)
        | lexicons.or_words(lang)
    )
    if lang in UNSPACED:
        a = rng.randint(1, 8)
        first, second = str(a), str(rng.randint(a + 1, 9))
        return f"{first}{rng.choice(joiners)}{second}", (first, second)
    figures = _range_figure_words(lang)
    k = rng.randrange(len(figures) - 1)
    first, second = figures[k][1], figures[rng.randrange(k + 1, len(figures))][1]
    return f"{first} {rng.choice(joiners)} {second}", (first, second)


def _range_figure_words(lang: str) -> List[Tuple[float, str]]:
    """The language's number words of two to nine the rules read as figures (two letters or more), by value."""
    from spacy_quoteverify.match.boundaries import _figure_words

    return sorted(
        (v, w) for w, v in lexicons.number_words(lang).items() if 2 <= v <= 9 and w in _figure_words() and regex.fullmatch(r"\p{L}{2,}", w)
    )


def _spelled_range_langs() -> List[str]:
    """The languages with a word of a range or a list and two figure words of two to nine."""
    out = []
    for lang in lexicons.available_languages("numbers"):
        joined = lexicons.comparison_words_by_language("range_between").get(lang, ()) or lexicons.or_words(lang)
        if joined and (lang in UNSPACED or len(_range_figure_words(lang)) >= 2):
            out.append(lang)
    return sorted(out)


@case_class("adv_spelled_range_cut", faithful=False)
def spelled_range_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"three patients a day" of "two to three patients a day", "drei Patienten" of "zwei oder drei
    Patienten", "6人来看病" of "5至6人来看病": one figure of a range or estimate written with words,
    or with an unspaced script's range word, quoted alone."""
    for n, (place, (first, second)) in enumerate(_places_of(sents, rng, 4, _spelled_range_langs(), lambda lang: _spelled_range(lang, rng))):
        if n % 2:
            yield place.case(_head(place) + first, False, ("number_cut", "sign_dropped", "word_cut"))
        else:
            yield place.case(second + place.source[place.fig[1] : place.right], False, ("number_cut", "sign_dropped", "word_cut"))


@case_class("adv_spelled_range_kept", faithful=True)
def spelled_range_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole range or estimate quoted verifies ("saw two to three patients a day")."""
    yield from _whole_figure_kept(place for place, _pair in _places_of(sents, rng, 2, _spelled_range_langs(), lambda lang: _spelled_range(lang, rng)))


def _roman(n: int) -> str:
    """``n`` (1 to 39) as a Roman numeral in capitals."""
    tens, ones = divmod(n, 10)
    return "X" * tens + ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")[ones]


def _roman_range(lang: str, rng: random.Random) -> Tuple[str, Tuple[str, str]]:
    """Two Roman numerals in capitals (stages, classes, grades), the second the larger and one of
    two letters or more, joined by an en dash or one of the language's words of a range, "and" or
    "or": the whole, the first and the second."""
    joiners = sorted(
        set(lexicons.comparison_words_by_language("range_between").get(lang, ()))
        | lexicons.and_words(lang)
        | lexicons.or_words(lang)
    )
    first = second = "I"
    while max(len(first), len(second)) < 2:
        a = rng.randint(1, 12)
        first, second = _roman(a), _roman(rng.randint(a + 1, 15))
    return (f"{first}\u2013{second}" if rng.random() < 0.3 else f"{first} {rng.choice(joiners)} {second}"), (first, second)


def _roman_range_langs() -> List[str]:
    """The spaced languages with a word of a range or for "or"."""
    return sorted(
        lang
        for lang in lexicons.languages_with_list_words()
        if lang not in UNSPACED and (lexicons.comparison_words_by_language("range_between").get(lang) or lexicons.or_words(lang))
    )


@case_class("adv_roman_range_cut", faithful=False)
def roman_range_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Patients with stage II" of "stage II–IV cancer", "IV wurden" of "II bis IV wurden": one
    numeral of a range of Roman numerals, quoted alone."""
    for n, (place, (first, second)) in enumerate(_places_of(sents, rng, 2, _roman_range_langs(), lambda lang: _roman_range(lang, rng))):
        if n % 2:
            yield place.case(_head(place) + first, False, ("number_cut", "sign_dropped", "word_cut"))
        else:
            yield place.case(second + place.source[place.fig[1] : place.right], False, ("number_cut", "sign_dropped", "word_cut"))


@case_class("adv_roman_range_kept", faithful=True)
def roman_range_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole range of Roman numerals quoted verifies ("stage II–IV cancer were")."""
    yield from _whole_figure_kept(place for place, _pair in _places_of(sents, rng, 1, _roman_range_langs(), lambda lang: _roman_range(lang, rng)))


@case_class("adv_currency_name_cut_at_text_end", faithful=False)
def currency_name_cut_at_text_end(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure and its currency name that end the source, with no full stop after them ("... por
    100 dólares"): a quotation that ends at the figure leaves the money out as it does mid-text."""
    names = {lang: cycle_forever(words, rng) for lang, words in currency_names().items()}
    for s in spread([s for s in sents if s.lang in names], rng):
        num = _number(rng)
        head = regex.sub(r"[\p{P}\s]+$", "", s.text)
        if len(head.split()) < 3:
            continue
        source = f"{head} {num} {next(names[s.lang])}"
        quote = " ".join(head.split()[-2:]) + f" {num}"
        case = Case(s.lang, source, quote, False, s.origin, _CUT)
        if _negates(source) or starts_after_negation(case, anywhere=True):
            continue
        yield case


def _korean_endings(name: str) -> Tuple[str, ...]:
    """What Korean writes onto a currency name after a figure: the particles that agree with its
    last syllable (``data/particles/ko.json``) and forms of the copula 이다 (Sohn, The Korean
    Language, 1999: "원이다", "원입니다", "달러다", "달러였다")."""
    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "particles" / "ko.json").read_text(encoding="utf-8"))
    final = (ord(name[-1]) - 0xAC00) % 28
    agreeing = data["after_vowel"] if final == 0 else data["after_rieul"] if final == 8 else data["after_consonant"]
    copula = ("다", "였다", "입니다", "였습니다") if final == 0 else ("이다", "입니다", "이었다", "인", "이며")
    return tuple(dict.fromkeys([*data["any"], *agreeing, *copula]))


def _korean_money(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str, str]]:
    """Korean sentences with a figure and a currency name (every CLDR name of the language, one
    syllable too: "원") after their first words, a particle or the copula written onto the name:
    (sentence, words before, figure, name with its ending)."""
    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "units.json").read_text(encoding="utf-8"))
    names = [w for w in data["currency_names"].get("ko", ()) if regex.fullmatch(r"\p{Hangul}+", w)]
    endings = {name: cycle_forever(_korean_endings(name), rng) for name in names}
    cycle = cycle_forever(names, rng)
    for s in spread([s for s in sents if s.lang == "ko"], rng):
        words = regex.sub(r"[\p{P}\s]+$", "", s.text).split()
        if len(words) < 3:
            continue
        name = next(cycle)
        for cut in range(2, len(words)):
            yield s, " ".join(words[:cut]), _number(rng), name + next(endings[name])


@case_class("adv_currency_name_with_korean_ending_cut", faithful=False)
def currency_name_with_korean_ending_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"가격은 5000" of "가격은 5000 원이다": the currency name after the figure has a particle or
    the copula written onto it, and a quotation that ends at the figure leaves the money out."""
    for s, head, num, money in _korean_money(sents, rng):
        source = f"{head} {num} {money}."
        case = Case("ko", source, " ".join(head.split()[-2:]) + f" {num}", False, s.origin, _CUT)
        if not (_negates(source) or starts_after_negation(case, anywhere=True)):
            yield case


@case_class("adv_currency_name_with_korean_ending_kept", faithful=True)
def currency_name_with_korean_ending_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its currency name and the ending written onto it verifies."""
    for s, head, num, money in _korean_money(sents, rng):
        source = f"{head} {num} {money}."
        case = Case("ko", source, " ".join(head.split()[-2:]) + f" {num} {money}", True, s.origin)
        if not (_negates(source) or starts_after_negation(case)):
            yield case


@case_class("adv_money_code_compound_kept", faithful=True)
def money_code_compound_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure, or a figure and its scale word, before a compound that a currency code opens ("5
    million EUR-bonds", "875 USD-Konten"): the code is a word of the compound, not the figure's
    money, and the quotation that ends before it verifies."""
    codes = cycle_forever(sorted(c for c in lexicons.currency_letters() if regex.fullmatch(r"\p{Lu}{3}", c)), rng)
    covered = lexicons.available_languages("negations")
    langs = [g for g in by_lang(sents) if g in covered and g not in UNSPACED]
    scales = {g: cycle_forever([w for w in _scale_words(g) if not w.endswith(".")] or [""], rng) for g in langs}
    for n, s in enumerate(spread(sents, rng, langs)):
        num = _number(rng)
        figure = f"{num} {next(scales[s.lang])}".rstrip() if n % 2 else num
        try:
            place = Place(s, f"{figure} {next(codes)}-{rng.choice(('bonds', 'Konten', 'zone'))}", rng)
        except ValueError:
            continue
        case = place.case(place.before() + figure, True)
        if not (starts_after_negation(case) or _negates(case.source)):
            yield case


@case_class("adv_wave_dash_read_as_minus", faithful=False)
def wave_dash_read_as_minus(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"誤差は-5%" in "誤差は〜5%" (about five percent), and "誤差は5%" alone: every dash Unicode
    names a wave or a swing (:data:`charclasses.WAVE_DASHES`) before a figure is no minus sign,
    and not nothing either."""
    waves = cycle_forever(sorted(charclasses.WAVE_DASHES), rng)
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            yield f"{next(waves)}{_number(rng, rng.choice(systems))}%"

    for n, place in enumerate(places(sents, rng, figures(), rounds=2)):
        a, b = place.fig
        start = 0 if place.unspaced else place.left
        fig = place.source[a:b]
        written = "-" + fig[1:] if n % 2 else fig[1:]
        yield place.case(place.source[start:a] + written + place.source[b : place.right], False, ("number_changed", "sign_dropped"))


@case_class("adv_wave_dash_range_kept", faithful=True)
def wave_dash_range_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A range written with a wave dash ("3〜5年") quoted with the full-width tilde JIS writes for
    it, or another wave dash: verified."""
    waves = sorted(charclasses.WAVE_DASHES)
    pool = cycle_forever(waves, rng)

    def figures() -> Iterator[str]:
        while True:
            yield f"{_number(rng, n=(1, 1))}{next(pool)}{_number(rng, n=(2, 2))}"

    for place in places(sents, rng, figures()):
        a, b = place.fig
        start = 0 if place.unspaced else place.left
        fig = place.source[a:b]
        written = "".join(rng.choice(waves + ["\uff5e"]) if c in charclasses.WAVE_DASHES else c for c in fig)
        yield place.case(place.source[start:a] + written + place.source[b : place.right], True)



def _qualified_money(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str]]:
    """(place, figure and currency name, qualifier): a figure, a word of its language's CLDR
    currency names and a word of the CLDR's unit and currency names in the same script that is
    no currency name nor function word of the language ("5 dollars canadiens", "5 Pfund
    Sterling"), put into a real sentence of every language with currency names."""
    def script_of(word: str) -> str:
        return unicodedata.name(word[0], "").split(" ")[0]

    covered = lexicons.available_languages("negations")
    anywhere = lexicons.currency_names("*")  # names read as such with no language named too
    heads = {g: sorted(w for w in lexicons.currency_names(g) & anywhere if len(w) > 2 and w.isalpha()) for g in by_lang(sents) if g in covered and g not in UNSPACED}
    langs = [g for g, listed in heads.items() if listed]
    names = {g: cycle_forever(heads[g], rng) for g in langs}
    words = sorted(w for w in lexicons.unit_words() if len(w) > 3 and w.isalpha() and w.islower())
    qualifiers: Dict[str, Any] = {}
    for g in langs:
        name = next(names[g])
        own = lexicons.currency_names(g) | lexicons.stop_words(g)
        fit = [w for w in words if script_of(w) == script_of(name) and w not in own and not lexicons.stop_word_anywhere(w)]
        qualifiers[g] = cycle_forever(fit, rng) if fit else None
    for s in spread(sents, rng, langs):
        if qualifiers[s.lang] is None:
            continue
        money, qualifier = f"{_number(rng)} {next(names[s.lang])}", next(qualifiers[s.lang])
        try:
            place = Place(s, f"{money} {qualifier}", rng)
        except ValueError:
            continue
        yield place, money, qualifier


@case_class("adv_currency_name_qualifier_cut", faithful=False)
def currency_name_qualifier_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5 dollars" of "5 dollars canadiens": the word after the currency's name goes on naming
    it (a word of the CLDR's unit and currency names), and a quotation that stops before it
    changes the money."""
    yield from _named_on_cases(_qualified_money(sents, rng), faithful=False)


@case_class("adv_currency_name_qualifier_kept", faithful=True)
def currency_name_qualifier_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the figure quoted with the whole name verifies."""
    yield from _named_on_cases(_qualified_money(sents, rng), faithful=True)


def _named_on_cases(found: Iterator[Tuple[Place, str, str]], faithful: bool) -> Iterator[Case]:
    """The cases of a figure and the first word of a name that goes on (a currency's, a unit's):
    quoted without the rest of the name (refused), or with it (``faithful``), in sentences where
    nothing else refuses them."""
    for place, head, rest in found:
        case = place.case(place.before() + (f"{head} {rest}" if faithful else head), faithful, () if faithful else _CUT)
        if not (starts_after_negation(case, anywhere=not faithful) or _negates(case.source)):
            yield case


def _named_units(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str]]:
    """(place, figure and the first word of a unit's name, the rest of the name): a figure and a
    long unit name of more than one word of its language's CLDR data (:func:`lexicons.unit_names`:
    "5 metros cúbicos", "5 mètres carrés", "5 meter persegi", "5 mét vuông"), whose first word
    names a unit alone and whose later words are read as its qualifiers, put into a real sentence
    of every spaced language with such names."""
    qualifiers = lexicons.unit_qualifiers()
    units = lexicons.unit_words()
    table = lexicons.unit_names()
    fit = {
        g: sorted(
            n for n in names
            if regex.fullmatch(r"\p{L}+(?: \p{L}+)+", n) and lexicons.word_key(n.split()[0]) in units
            and lexicons.word_key(n.split()[1]) in qualifiers and not lexicons.stop_word_anywhere(n.split()[0])
        )
        for g, names in table.items()
    }
    covered = lexicons.available_languages("negations")
    langs = [g for g in by_lang(sents) if fit.get(g) and g in covered and g not in UNSPACED]
    pools = {g: cycle_forever(fit[g], rng) for g in langs}
    for s in spread(sents, rng, langs):
        first, _, rest = next(pools[s.lang]).partition(" ")
        figure = f"{_number(rng)} {first}"
        try:
            place = Place(s, f"{figure} {rest}", rng)
        except ValueError:
            continue
        yield place, figure, rest


@case_class("adv_unit_name_qualifier_cut", faithful=False)
def unit_name_qualifier_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5 metros" of "5 metros cúbicos", "5 mètres" of "5 mètres carrés": the unit's name goes on
    past its first word (a later word of the CLDR's long unit names), and a quotation that stops
    before it names another unit (metres for cubic metres)."""
    yield from _named_on_cases(_named_units(sents, rng), faithful=False)


@case_class("adv_unit_name_qualifier_kept", faithful=True)
def unit_name_qualifier_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the figure quoted with the unit's whole name verifies."""
    yield from _named_on_cases(_named_units(sents, rng), faithful=True)
