"""Classes of a figure typed otherwise than its source types it, and of the changes those
spellings could hide.

A unit symbol glued to its figure or one space after it ("5mg", "5 mg"), a figure's thousands
grouped or not ("10,000", "10000", German "10.000"), percent written with the sign or with its
CLDR long name ("12%", "12 percent", "12 Prozent") say one amount; an SI prefix changed ("5 pN"
for "5 nN"), a decimal mark read as a group separator ("1,000" for an English "1.000"), a
grouping that is none ("10,00") and per mille written as percent say another. Every symbol,
separator and word comes from the package's CLDR data, and each goes into real sentences.
"""
from __future__ import annotations

import random
import unicodedata
from functools import lru_cache
from typing import Iterator, List, Sequence, Tuple

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons
from spacy_quoteverify.lang.guess import guess_language
from spacy_quoteverify.match.boundaries import _unit_spelling_keys, grouping_language

from . import UNSPACED, Case, Sentence, by_lang, case_class, cuts_spelled_figure
from .numbers import cycle_forever, places


def _spaced_langs(sents: Sequence[Sentence]) -> List[str]:
    return [g for g in by_lang(sents) if g not in UNSPACED]


def _digits_free(sents: Sequence[Sentence]) -> List[Sentence]:
    """Sentences without digits: the figure written into one is its only figure."""
    return [s for s in sents if not any(c.isdigit() for c in s.text)]


@lru_cache(maxsize=1)
def unit_symbols() -> Tuple[str, ...]:
    """The CLDR unit symbols of two to four letters that are no function word of any language
    ("mg", "kPa", "км"): a space before them is typography."""
    return tuple(
        sorted(w for w in _unit_spelling_keys() if 2 <= len(w) <= 4 and not lexicons.stop_word_anywhere(w) and w in lexicons.unit_symbols())
    )


def _cut_through(lang: str, source: str, window: str) -> bool:
    """Whether the window, as the source writes it, ends or starts inside a figure written with
    words ("for en | milliard"): the filter of faithful cases reads the quotation as written, and
    a respelled one is not in the source so."""
    return cuts_spelled_figure(Case(lang, source, window, True, ""))


def _number(rng: random.Random) -> str:
    return str(rng.randint(2, 999))


def _gap(rng: random.Random) -> str:
    return rng.choice(["", " "])


@case_class("adv_unit_spacing_kept", faithful=True)
def unit_spacing_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure and its unit symbol quoted glued where the source writes a space between them, or
    the other way round ("5mg" for "5 mg", "5 kPa" for "5kPa"): one amount."""
    units = cycle_forever(unit_symbols(), rng)
    made: List[Tuple[str, str, str]] = []

    def figures() -> Iterator[str]:
        while True:
            made.append((_number(rng), _gap(rng), next(units)))
            yield "".join(made[-1])

    for place in places(_digits_free(sents), rng, figures(), langs=_spaced_langs(sents), rounds=2):
        num, gap, unit = made[-1]
        other = num + ("" if gap else " ") + unit
        if not _cut_through(place.lang, place.source, place.source[place.left : place.right]):
            yield place.case(place.before() + other + place.after(), True)


@case_class("adv_unit_prefix_changed", faithful=False)
def unit_prefix_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An SI prefix changed on a unit symbol, the figure kept ("5 pN" for "5 nN", "5 kPa" for
    "5 MPa", "5 µL" for "5 mL"), spaced as the source or not: another amount."""
    units = cycle_forever([u for u in lexicons.si_units() if u.isalpha()], rng)
    prefixes = [p for p in lexicons.si_prefixes() if len(p) == 1]
    prefixed = lexicons.prefixed_units()
    pairs: List[Tuple[str, str]] = []

    def figures() -> Iterator[str]:
        while True:
            unit = next(units)
            a, b = rng.sample(prefixes, 2)
            if a.casefold() == b.casefold() or {a, b} == {"\u00b5", "\u03bc"} or not {a + unit, b + unit} <= prefixed:
                continue
            pairs.append((b + unit, a + unit))
            yield f"{_number(rng)}{_gap(rng)}{a}{unit}"

    for place in places(_digits_free(sents), rng, figures(), langs=_spaced_langs(sents), rounds=2):
        a, b = place.fig
        changed, written = pairs[-1]
        num = place.source[a:b][: b - a - len(written)].strip()
        yield place.case(place.before() + num + _gap(rng) + changed + place.after(), False, ("number_changed",))


def _group_langs() -> List[Tuple[str, str, str]]:
    """(language, decimal mark, group separator) of each language whose main CLDR locale groups
    with a comma, a full stop or a no-break space and writes its decimal mark otherwise."""
    out = []
    for lang in sorted(lexicons.available_languages("negations")):
        seps = charclasses.number_separators(lang)
        if seps and seps[0] != seps[1] and (seps[1] in ",." or seps[1] in "\u00a0\u202f"):
            out.append((lang, seps[0], seps[1]))
    return out


def _grouped(digits: str, group: str) -> str:
    head = len(digits) % 3 or 3
    return group.join([digits[:head]] + [digits[k : k + 3] for k in range(head, len(digits), 3)])


@case_class("adv_thousands_grouping_kept", faithful=True)
def thousands_grouping_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure of four digits or more quoted grouped by threes with its language's group
    separator where the source writes it ungrouped, or the other way round ("10,000" for "10000"
    in English, "10.000" in German, "10 000" in French). A comma or a full stop groups only in
    the language named or the one the source tells (:func:`boundaries.grouping_language`): with
    neither, the case is refused (``unnamed_refused``), and so is one whose source groups with a
    no-break space."""
    langs = {lang: (decimal, group) for lang, decimal, group in _group_langs()}
    pool = [s for s in _digits_free(sents) if s.lang in langs]
    for place in places(pool, rng, iter(lambda: str(rng.randint(1000, 9_999_999)), None), rounds=2):
        decimal, group = langs[place.lang]
        a, b = place.fig
        digits = place.source[a:b]
        grouped = _grouped(digits, group)
        written, other = (grouped, digits) if rng.random() < 0.5 else (digits, grouped)
        source = place.source[:a] + written + place.source[b:]
        right = place.right + len(written) - len(digits)
        quote = source[place.left : a] + other + source[a + len(written) : right]
        if not _cut_through(place.lang, source, source[place.left : right]):
            # With no language named, unless the source tells its language's marks (its letters or
            # function words), a comma or a full stop may be a decimal mark, and the match view reads
            # a source's no-break space as any space (two figures side by side): refused.
            told = grouping_language(source, guess_language(source[:4000], default="") or None)
            untold = charclasses.number_separators(told) != (decimal, group)
            yield Case(place.lang, source, quote, True, place.origin, unnamed_refused=untold and (group in ",." or written != digits))


@case_class("adv_thousands_grouping_changed", faithful=False)
def thousands_grouping_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A separator read in another role: a decimal mark quoted as the group separator ("1,000"
    for an English "1.000", "1.000" for a German "1,000"), a grouping that is none ("10,00" for
    "1000"), a decimal mark dropped ("15" for "1,5")."""
    langs = {lang: (decimal, group) for lang, decimal, group in _group_langs() if group in ",."}
    pool = [s for s in _digits_free(sents) if s.lang in langs]
    kinds = cycle_forever(["decimal_as_group", "short_group", "decimal_dropped"], rng)
    made: List[Tuple[str, str]] = []

    def figures() -> Iterator[str]:
        while True:
            kind = next(kinds)
            head, tail = str(rng.randint(1, 99)), f"{rng.randint(0, 999):03d}"
            if kind == "decimal_as_group":
                made.append((kind, head + "{d}" + tail))
                yield head + "\x00" + tail
            elif kind == "short_group":
                made.append((kind, head + tail[:2]))
                yield head + tail[:2]
            else:
                made.append((kind, head + "{d}" + tail[:1]))
                yield head + "\x00" + tail[:1]

    for place in places(pool, rng, figures(), rounds=2):
        decimal, group = langs[place.lang]
        kind, _ = made[-1]
        a, b = place.fig
        fig = place.source[a:b]
        source = place.source.replace("\x00", decimal)
        if kind == "decimal_as_group":
            other = fig.replace("\x00", group)  # the decimal mark read as the group separator
        elif kind == "short_group":
            other = fig[:-2] + group + fig[-2:]  # "10,00": groups of two are no grouping
        else:
            other = fig.replace("\x00", "")
        quote = source[place.left : a] + other + source[b : place.right]
        yield Case(place.lang, source, quote, False, place.origin, ("number_changed",))


def _percent_langs() -> List[str]:
    return sorted(lang for lang in lexicons.available_languages("negations") if lexicons.percent_names("%", lang))


@case_class("adv_percent_name_kept", faithful=True)
def percent_name_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure quoted with the CLDR long name of percent in its language where the source writes
    the sign, or the other way round ("12 percent" for "12%", "12 Prozent", "12 por ciento")."""
    langs = set(_percent_langs())
    pool = [s for s in _digits_free(sents) if s.lang in langs and s.lang not in UNSPACED]
    for place in places(pool, rng, iter(lambda: str(rng.randint(2, 99)), None), rounds=3):
        a, b = place.fig
        num = place.source[a:b]
        name = rng.choice(lexicons.percent_names("%", place.lang))
        sign = num + _gap(rng) + "%"
        word = f"{num} {name}"
        written, other = (sign, word) if rng.random() < 0.5 else (word, sign)
        source = place.source[:a] + written + place.source[b:]
        right = place.right + len(written) - len(num)
        quote = source[place.left : a] + other + source[a + len(written) : right]
        if not _cut_through(place.lang, source, source[place.left : right]):
            yield Case(place.lang, source, quote, True, place.origin)


@case_class("adv_percent_name_changed", faithful=False)
def percent_name_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Per mille or per ten thousand, written with its sign or its CLDR long name, quoted as
    percent ("12 percent" or "12%" for "12‰" or "12 per mille")."""
    langs = set(_percent_langs())
    pool = [s for s in _digits_free(sents) if s.lang in langs and s.lang not in UNSPACED]
    for place in places(pool, rng, iter(lambda: str(rng.randint(2, 99)), None), rounds=2):
        a, b = place.fig
        num = place.source[a:b]
        sign = rng.choice(["\u2030", "\u2031"])
        names = lexicons.percent_names(sign, place.lang)
        written = num + _gap(rng) + sign if not names or rng.random() < 0.5 else f"{num} {rng.choice(names)}"
        other = f"{num} {rng.choice(lexicons.percent_names('%', place.lang))}" if rng.random() < 0.5 else num + "%"
        source = place.source[:a] + written + place.source[b:]
        right = place.right + len(written) - len(num)
        quote = source[place.left : a] + other + source[a + len(written) : right]
        yield Case(place.lang, source, quote, False, place.origin, ("number_changed", "not_found"))


@case_class("adv_degree_lookalike_kept", faithful=True)
def degree_lookalike_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A temperature quoted with a character the Unicode confusables data draws as the degree
    sign ("5 ˚C" for "5 °C", or the other way round): one sign, typed otherwise."""
    looks = cycle_forever(sorted(charclasses.DEGREE_LOOKALIKES), rng)
    made: List[Tuple[str, str, str]] = []

    def figures() -> Iterator[str]:
        while True:
            made.append((_number(rng), _gap(rng), rng.choice("CFK")))
            num, gap, letter = made[-1]
            yield f"{num}{gap}\u00b0{letter}"

    for place in places(_digits_free(sents), rng, figures(), langs=_spaced_langs(sents), rounds=2):
        num, gap, letter = made[-1]
        a, b = place.fig
        look = next(looks)
        if rng.random() < 0.5:
            yield place.case(place.before() + f"{num}{gap}{look}{letter}" + place.after(), True)
        else:
            source = place.source[:a] + f"{num}{gap}{look}{letter}" + place.source[b:]
            yield Case(place.lang, source, place.source[place.left : place.right], True, place.origin)


@case_class("adv_degree_scale_changed", faithful=False)
def degree_scale_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A temperature quoted on another scale, with the degree sign or a character drawn as it
    ("5 ˚F" or "5 °F" for "5 °C"): another amount."""
    looks = cycle_forever(sorted(charclasses.DEGREE_LOOKALIKES | {"\u00b0"}), rng)
    made: List[Tuple[str, str, str]] = []

    def figures() -> Iterator[str]:
        while True:
            made.append((_number(rng), _gap(rng), rng.choice("CFK")))
            num, gap, letter = made[-1]
            yield f"{num}{gap}\u00b0{letter}"

    for place in places(_digits_free(sents), rng, figures(), langs=_spaced_langs(sents), rounds=2):
        num, gap, letter = made[-1]
        other = rng.choice([c for c in "CFK" if c != letter])
        yield place.case(place.before() + f"{num}{gap}{next(looks)}{other}" + place.after(), False, ("number_changed", "not_found"))


def _korean_comparatives() -> List[str]:
    return sorted(w for w in lexicons.comparison_words_by_language("comparative_after").get("ko", ()) if " " not in w)


@case_class("adv_korean_goal_particle_kept", faithful=True)
def korean_goal_particle_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Korean figure quoted with the particle of the goal written onto it, up to a verb of
    change after it ("5%로" of "5%로 인상", raised to 5%): the figure is the amount reached."""
    words = cycle_forever(_korean_comparatives(), rng)
    pool = [s for s in _digits_free(sents) if s.lang == "ko"]
    made: List[str] = []

    def figures() -> Iterator[str]:
        while True:
            num = _number(rng) + rng.choice(["%", "배", ""])
            made.append(num + ("으로" if num[-1].isdigit() and num[-1] in "0136" else "로"))
            yield f"{made[-1]} {next(words)}"

    for place in places(pool, rng, figures(), rounds=6):
        yield place.case(place.before() + made[-1], True)


@case_class("adv_korean_comparative_cut", faithful=False)
def korean_comparative_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: a Korean figure without the particle of the goal, quoted without the verb of
    change after it ("5%" of "5% 인상", a rise of 5%): the difference read as the amount."""
    words = cycle_forever(_korean_comparatives(), rng)
    pool = [s for s in _digits_free(sents) if s.lang == "ko"]
    made: List[str] = []

    def figures() -> Iterator[str]:
        while True:
            made.append(_number(rng) + "%")
            yield f"{made[-1]} {next(words)}"

    for place in places(pool, rng, figures(), rounds=6):
        yield place.case(place.before() + made[-1], False, ("sign_dropped",))


@lru_cache(maxsize=1)
def roman_numeral_characters() -> Tuple[Tuple[str, str], ...]:
    """The Roman numerals Unicode draws as one character, each with the letters its
    compatibility decomposition spells ("\u216b", "XII"), capitals and small ones."""
    out = []
    for cp in range(0x2160, 0x2189):
        c = chr(cp)
        letters = unicodedata.normalize("NFKC", c)
        if letters != c and letters.isalpha():
            out.append((c, letters))
    return tuple(out)


@case_class("adv_roman_numeral_character_kept", faithful=True)
def roman_numeral_character_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Roman numeral quoted as one character where the source spells its letters, or the other
    way round ("\u216b" for "XII"): one numeral, typed otherwise."""
    pairs = roman_numeral_characters()
    made: List[Tuple[str, str]] = []

    def figures() -> Iterator[str]:
        while True:
            made.append(rng.choice(pairs))
            yield made[-1][1] if rng.random() < 0.5 else made[-1][0]

    for place in places(_digits_free(sents), rng, figures(), langs=_spaced_langs(sents), rounds=1):
        char, letters = made[-1]
        a, b = place.fig
        other = char if place.source[a:b] == letters else letters
        if not _cut_through(place.lang, place.source, place.source[place.left : place.right]):
            yield place.case(place.before() + other + place.after(), True)


@case_class("adv_roman_numeral_character_changed", faithful=False)
def roman_numeral_character_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Another Roman numeral quoted as one character ("\u216a" for "XII"): another number."""
    pairs = roman_numeral_characters()
    made: List[Tuple[str, str]] = []

    def figures() -> Iterator[str]:
        while True:
            made.append(rng.choice(pairs))
            yield made[-1][1]

    for place in places(_digits_free(sents), rng, figures(), langs=_spaced_langs(sents), rounds=1):
        _, letters = made[-1]
        other = rng.choice([c for c, spelled in pairs if spelled.casefold() != letters.casefold()])
        yield place.case(place.before() + other + place.after(), False)
