"""Classes of change to numbers: a figure is written into real sentences, then quoted changed.

Every figure is built from the Unicode database (digits of every Nd block, every
minus sign, every symbol, every Han numeral, every enclosed list mark), never
from characters typed here, so a sign or a digit system nobody thought of is
covered too. A figure goes between two words of a sentence (or between two
letters of a script written without spaces); the quotation then takes the words
around it with the figure cut, stripped of a sign, symbol or decimal mark, or
with the neighbouring group left out.
"""
from __future__ import annotations

import itertools
import random
import sys
import unicodedata
from functools import lru_cache
from typing import Dict, Iterator, List, Optional, Sequence, Tuple

import regex
from spacy.lang.char_classes import UNITS

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons
from spacy_quoteverify.match.boundaries import joins_digits, measure_word, spelled_figure_pair

from . import UNSPACED, Case, Sentence, by_lang, case_class, starts_after_negation, words

_HAS_NUMBER = regex.compile(r"[\p{N}\p{S}%#*/]")
_UNSPACED_LETTER = regex.compile(
    r"[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}"
    r"\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]"
)
_PLAIN_WORD = regex.compile(r"^[\p{L}\p{M}]+$")
#: What ends a question after a place's right edge: up to two words (a tag, after a comma or
#: not), its question mark (of every script), other sentence marks and white space.
_QUESTION_END = regex.compile(
    rf"(?:[^\S\n]*[,\p{{Pd}}]?[^\S\n]*(?:[\p{{L}}\p{{M}}'\u2019-]+[^\S\n]*){{1,2}})?[^\S\n]*[{charclasses.char_class(charclasses.QUESTION_TERMINALS)}][\p{{Sentence_Terminal}}\s]*"
)
_CASED_WORD = regex.compile(r"^\p{Lu}\p{Ll}[\p{Ll}\p{M}]*$")

# --------------------------------------------------------------------------
# Characters, from the Unicode database


@lru_cache(maxsize=1)
def digit_systems() -> Tuple[str, ...]:
    """The ten digits of every decimal digit system (General_Category Nd, value 0 to 9 in a row)."""
    out = []
    for ch in regex.findall(r"\p{Nd}", charclasses.every_character()):
        if charclasses.decimal_value(ch) == 0:
            ten = "".join(chr(ord(ch) + k) for k in range(10))
            if all(charclasses.decimal_value(c) == k for k, c in enumerate(ten)):
                out.append(ten)
    return tuple(out)


def is_digit(ch: str) -> bool:
    """``ch`` is a decimal digit, as the newer of the two Unicode databases says
    (:func:`charclasses.decimal_value`: ``str.isdigit`` does not know the systems Python's
    database is too old for)."""
    return charclasses.decimal_value(ch) is not None


def _folds_away(ch: str) -> bool:
    """Folding deletes or replaces ``ch`` (quote marks, dashes, spaces, the radical forms of
    ideographs, which fold to the ideograph, a letter, the typographic forms of letters, such as a
    unit in one square cell, "\u338e", which fold to them), or it continues a character."""
    return (
        ch in charclasses.QUOTE_MARKS
        or ch in charclasses.IDEOGRAPH_FORMS
        or ch in charclasses.STYLE_FORMS
        or ch in charclasses.DASHES
        or ch in charclasses.SPACES
        or ch in charclasses.INVISIBLE
        or unicodedata.category(ch)[0] == "M"
        or ch in charclasses.EXTRA_CONTINUATION  # emoji skin-tone modifiers continue the emoji before
    )


def _enclosed(ch: str) -> bool:
    """A numeral drawn as a list mark (circled, parenthesized, with a full stop or comma)."""
    if unicodedata.category(ch) != "No":
        return False
    name = unicodedata.name(ch, "")
    return any(w in name for w in ("CIRCLED", "PARENTHESIZED", "FULL STOP", "COMMA"))


@lru_cache(maxsize=1)
def attached_symbols() -> Tuple[str, ...]:
    """Every character that belongs to a number beside it: symbols (Sm Sc Sk So), percent
    and per-mille signs, superscripts, subscripts and fractions (No, list marks aside)."""
    out = []
    for cp in range(0x21, sys.maxunicode + 1):
        ch = chr(cp)
        cat = unicodedata.category(ch)
        if ch in charclasses.TABLE_RULES or charclasses.width_forms().get(ch) in charclasses.TABLE_RULES or _folds_away(ch):
            continue  # the rules that draw table cells ("|", "│", "┃", "║", "¦" and their width forms)
        if cat in ("Sm", "Sc", "Sk", "So") or (cat == "No" and not _enclosed(ch)) or ch in charclasses.PERCENT_SIGNS:
            out.append(ch)
    return tuple(out)


@lru_cache(maxsize=1)
def minus_signs() -> Tuple[str, ...]:
    """Every symbol or dash whose name says it is a minus (and nothing more than a minus)."""
    out = []
    for cp in range(sys.maxunicode + 1):
        ch = chr(cp)
        name = unicodedata.name(ch, "")
        if "MINUS" in name and unicodedata.category(ch) in ("Sm", "Sk", "So", "Pd") and "PLUS" not in name:
            if " WITH " not in name and "SUPERSCRIPT" not in name and "SUBSCRIPT" not in name:
                out.append(ch)
    return tuple(out)


@lru_cache(maxsize=1)
def han_numerals() -> Tuple[str, ...]:
    """Han ideographs with a numeric value in the Unicode database (Unihan's numeric fields)."""
    han = regex.compile(r"\p{Script=Han}")
    return tuple(
        chr(cp) for cp in range(0x3000, sys.maxunicode + 1) if han.match(chr(cp)) and unicodedata.numeric(chr(cp), None) is not None
    )


@lru_cache(maxsize=1)
def enclosed_marks() -> Tuple[str, ...]:
    """Every enclosed numeral (①, ⑴, ⒈, ❶, ㊀...) that writes a list item's number."""
    return tuple(chr(cp) for cp in range(sys.maxunicode + 1) if _enclosed(chr(cp)) and unicodedata.numeric(chr(cp), 0) >= 1)


@lru_cache(maxsize=1)
def decimal_marks() -> Tuple[str, ...]:
    """Characters written as a decimal point: full stops and commas by NFKC, middle dots,
    the decimal separators."""
    out = []
    for cp in range(0x21, sys.maxunicode + 1):
        ch = chr(cp)
        name = unicodedata.name(ch, "")
        if unicodedata.category(ch) != "Po":
            continue
        if unicodedata.normalize("NFKC", ch) in (".", ",") or "MIDDLE DOT" in name or "DECIMAL SEPARATOR" in name:
            out.append(ch)
    return tuple(out)


@lru_cache(maxsize=1)
def superscripts() -> Tuple[str, ...]:
    return tuple(c for c in attached_symbols() if unicodedata.decomposition(c).startswith("<super>") and c.isdigit())


# --------------------------------------------------------------------------
# Sentences and places for a figure


def _digit_free(sents: Sequence[Sentence]) -> List[Sentence]:
    return [s for s in sents if not _HAS_NUMBER.search(s.text)]


def spread(sents: Sequence[Sentence], rng: random.Random, langs: Optional[Sequence[str]] = None) -> Iterator[Sentence]:
    """Digit-free sentences, round-robin over languages, each language's order shuffled."""
    groups = by_lang(_digit_free(sents))
    names = sorted(g for g in groups if langs is None or g in langs)
    for g in names:
        rng.shuffle(groups[g])
    k = 0
    while True:
        left = False
        for g in names:
            if k < len(groups[g]):
                left = True
                yield groups[g][k]
        if not left:
            return
        k += 1


class Place:
    """A figure written into a sentence: the source, where the figure is, and the context around it."""

    def __init__(self, s: Sentence, figure: str, rng: random.Random) -> None:
        self.lang = s.lang
        self.origin = s.origin
        text = s.text
        self.unspaced = s.lang in UNSPACED
        if self.unspaced:
            # Between two grapheme clusters, with three clusters of the script's letters on each side.
            clusters = [m.span() for m in regex.finditer(r"\X", text)]
            ok = [
                bool(_UNSPACED_LETTER.match(text[a]))
                and unicodedata.category(text[a])[0] == "L"
                and unicodedata.numeric(text[a], None) is None  # no Han numeral beside the figure
                for a, _ in clusters
            ]
            cuts = [k for k in range(6, len(clusters) - 6) if all(ok[k - 6 : k + 6])]
            if not cuts:
                raise ValueError("no place")
            k = rng.choice(cuts)
            at = clusters[k][0]
            self.source = text[:at] + figure + text[at:]
            self.fig = (at, at + len(figure))
            # At least six letters beside the figure: a quotation an answer would mark as one.
            self.left = clusters[k - 6][0]
            self.right = clusters[k + 5][1] + len(figure)
        else:
            ws = words(text)
            inner = [k for k in range(2, len(ws) - 2) if _PLAIN_WORD.match(text[ws[k - 1][0] : ws[k - 1][1]])
                     and _PLAIN_WORD.match(text[ws[k][0] : ws[k][1]])]
            if not inner:
                raise ValueError("no place")
            k = rng.choice(inner)  # the figure goes before word k, after plain word k-1
            at = ws[k][0]
            self.source = text[:at] + figure + " " + text[at:]
            self.fig = (at, at + len(figure))
            # Two or three words on each side (where the sentence has them): a quotation
            # an answer would mark as one.
            self.left = ws[k - rng.randint(2, min(3, k))][0]
            self.right = ws[k + rng.randint(1, 2)][1] + len(figure) + 1
            rest = self.source[self.right :]
            if rest.strip() and _QUESTION_END.fullmatch(rest):
                # A question's last words (and a tag of two words after a comma) quoted with its mark:
                # a quotation without it states it.
                self.right = len(self.source)

    def before(self) -> str:
        """The context from the left edge up to the figure."""
        return self.source[self.left : self.fig[0]]

    def after(self) -> str:
        """The context from the end of the figure to the right edge."""
        return self.source[self.fig[1] : self.right]

    def case(self, quote: str, faithful: bool, reasons: Tuple[str, ...] = ()) -> Case:
        return Case(self.lang, self.source, quote, faithful, self.origin, reasons)


def places(
    sents: Sequence[Sentence],
    rng: random.Random,
    figures: Iterator[str],
    langs: Optional[Sequence[str]] = None,
    rounds: int = 1,
) -> Iterator[Place]:
    """One figure written into each sentence, in turn (``rounds`` times over, at other places)."""
    for _ in range(rounds):
        for s in spread(sents, rng, langs):
            figure = next(figures, None)
            if figure is None:
                return
            try:
                yield Place(s, figure, rng)
            except ValueError:
                continue


def cycle_forever(items: Sequence[str], rng: random.Random) -> Iterator[str]:
    """``items`` in a shuffled order, again and again."""
    items = list(items)
    while True:
        rng.shuffle(items)
        yield from items


def _number(rng: random.Random, digits: str = "0123456789", n: Tuple[int, int] = (1, 3)) -> str:
    first = rng.choice(digits[1:])
    return first + "".join(rng.choice(digits) for _ in range(rng.randint(*n) - 1))


#: The reasons of a cut figure (an unspaced quotation may start after a negating character too).
_CUT = ("number_cut", "sign_dropped", "word_cut", "negation_cut")

# --------------------------------------------------------------------------
# Refused classes


@case_class("adv_decimal_mark_dropped", faithful=False)
def decimal_mark_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A decimal written without a leading digit (".5", "(.5", "=.5", "-.45") or with a middle
    dot ("0·5") quoted without its mark; and a mark the source does not have added."""
    marks = decimal_marks()

    def figures() -> Iterator[str]:
        while True:
            mark = rng.choice(marks)
            d = _number(rng, n=(1, 2))
            yield rng.choice([f".{d}", f"(.{d}", f"={mark}{d}", f"-.{d}", f"{mark}{d}", f"0{mark}{d}", f"{_number(rng)}{mark}{d}"])

    for place in places(sents, rng, figures()):
        fig = place.source[place.fig[0] : place.fig[1]]
        m = regex.search(r"\d+(?=\)?$)", fig)
        assert m is not None
        core = fig[m.start() :]
        yield place.case(core + place.after(), False, _CUT)
        # The mark added to a source that has none: ".5 daily" is not "5 daily".
        if fig.startswith("(") or fig.startswith("="):
            continue
        plain = place.source[: place.fig[0]] + core + place.source[place.fig[1] :]
        quote = "." + core.rstrip(")") + place.after()
        yield Case(place.lang, plain, quote, False, place.origin)


@case_class("adv_terminal_between_digits_cut", faithful=False)
def terminal_between_digits_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure written with a sentence terminal glued between its digits ("2｡5", "۲۔۵", "2።5": a
    stop the text may have typed for its decimal mark) quoted up to the first digits; and, where the
    stop is no ideographic one (after which CJK opens a sentence glued), quoted from the last ones."""
    terminals = sorted(c for c in charclasses.SENTENCE_TERMINALS if unicodedata.category(c) != "Cn" and not joins_digits(c))
    stops = cycle_forever(terminals, rng)

    def figures() -> Iterator[str]:
        while True:
            yield f"{_number(rng, n=(1, 2))}{next(stops)}{_number(rng, n=(1, 2))}"

    for place in places(sents, rng, figures()):
        fig = place.source[place.fig[0] : place.fig[1]]
        m = regex.match(r"(\d+)(\D)(\d+)", fig)
        assert m is not None
        yield place.case(place.before() + m.group(1), False, _CUT)
        if unicodedata.normalize("NFKC", m.group(2)) != "\u3002" and "IDEOGRAPHIC FULL STOP" not in unicodedata.name(m.group(2)):
            yield place.case(m.group(3) + place.after(), False, _CUT)


def _measure_words(lang: str) -> List[str]:
    """Words that say what a number measures: spaCy's units, scale words of the language's
    numerals, and a spread of the CLDR unit and currency names."""
    out = [u for u in UNITS.split("|") if u and regex.match(r"^\p{L}+$", u)]
    try:
        numerals = lexicons.number_words(lang)
    except ValueError:
        numerals = lexicons.number_words()
    # The scale words (no multiple written as one word, "quinientos": no figure before one multiplies it).
    out += [w.capitalize() for w, v in numerals.items() if v >= 1000 and regex.match(r"^\p{L}+$", w) and lexicons.scale_word(w)]
    out += [w.upper() for w, v in numerals.items() if v >= 1000 and regex.match(r"^\p{L}{2,4}$", w) and lexicons.scale_word(w)]
    out += [w.capitalize() for w in sorted(lexicons.unit_words())[:: 97]]
    return out


@case_class("adv_year_footnote_decimal", faithful=False)
def year_footnote_decimal(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"closed at 1850" in "closed at 1850.25 EUR": a year-like number, a full stop, digits,
    then a unit, currency, scale word or capitals is a decimal, not a year and a footnote."""
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for s in spread(sents, rng, langs):
        word = rng.choice(_measure_words(s.lang))
        fig = f"{rng.randint(1500, 2099)}.{_number(rng, n=(1, 2))} {word}"
        try:
            place = Place(s, fig, rng)
        except ValueError:
            continue
        year = fig.split(".")[0]
        yield place.case(place.before() + year, False, ("number_cut",))


def _scale_words(lang: str) -> List[str]:
    """The scale words of a language (number words of 100 or more, as the number files give
    them, in any case), and the abbreviations the tokenizer keeps with a figure."""
    try:
        numerals = lexicons.number_words(lang)
    except ValueError:
        numerals = {}
    out = [w for w, v in numerals.items() if v >= 100 and regex.match(r"^\p{L}+$", w) and lexicons.scale_word(w)]
    out += [w for w in lexicons.number_units()["tokenizer_scale"] if regex.match(r"^\p{L}+$", w)]
    # The CLDR compact-format abbreviations of the language ("tys.", "Mln", "milj.", "млд"), as written.
    out += [w for w in lexicons.units_by_language("scale_abbreviations").get(lang, ()) if regex.match(r"^\p{L}[\p{L}\p{M}.]*$", w)]
    return out


@case_class("adv_scale_word_cut", faithful=False)
def scale_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"cost $5" in "cost $5 million": a figure and the scale word after it, one space
    between, are one number; a quotation that ends at the figure, or starts at the scale
    word, cuts it. Every scale word of the sentence's language is written once over."""
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    pools = {g: cycle_forever(_scale_words(g), rng) for g in langs}
    for s in spread(sents, rng, langs):
        word = next(pools[s.lang])
        word = rng.choice([word, word.capitalize()])
        num = _number(rng, rng.choice(digit_systems()))
        # Currency signs this Python's Unicode database names (regex may know newer ones).
        sign = rng.choice(sorted(c for c in charclasses.CURRENCY_SIGNS if unicodedata.name(c, ""))) if rng.random() < 0.5 else ""
        try:
            place = Place(s, f"{num} {word} {sign}".rstrip(), rng)
        except ValueError:
            continue
        yield place.case(place.before() + num, False, ("number_cut",))
        yield place.case(f"{word} {sign}".rstrip() + place.after(), False, ("number_cut",))
        if sign:  # "5 million €" is a figure too: "5 million" leaves its currency out
            yield place.case(place.before() + f"{num} {word}", False, ("number_cut",))


def _one_character_scales(lang: str) -> List[str]:
    """The scale words of ``lang``'s number file written with one Han character or Hangul syllable
    ("億", "万", "억", "천")."""
    try:
        numerals = lexicons.number_words(lang)
    except ValueError:
        return []
    return sorted(w for w in numerals if len(w) == 1 and regex.match(r"[\p{Han}\p{Hangul}]", w) and lexicons.scale_word(w))


@case_class("adv_scale_character_spaced_cut", faithful=False)
def scale_character_spaced_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"損失は5" in "損失は5 億円", "손실은 5" in "손실은 5 억원": a Han scale character or a Hangul
    scale syllable one space after a figure is its scale, the money or unit written onto it
    ("億円", "억원") or not; a quotation that ends at the figure, or starts at the scale word, cuts it."""
    langs = [g for g in by_lang(sents) if _one_character_scales(g)]
    pools = {g: cycle_forever(_one_character_scales(g), rng) for g in langs}
    # Korean money names as CLDR writes them in one word ("원", "달러", "엔화").
    moneys = cycle_forever(sorted(w for w in lexicons.currency_names("ko") if regex.fullmatch(r"\p{Hangul}+", w)), rng)
    for s in spread(sents, rng, langs):
        scale = next(pools[s.lang])
        num = _number(rng, rng.choice(digit_systems()))
        written = f"{scale}{next(moneys)}" if s.lang == "ko" else scale
        try:
            place = Place(s, f"{num} {written}", rng)
        except ValueError:
            continue
        yield place.case(place.before() + num, False, ("number_cut",))
        yield place.case(place.source[place.fig[1] - len(written) : place.right], False, ("number_cut",))


def _kept_letter_numerals() -> List[str]:
    """Every letter numeral (Nl) the fold keeps as written: no letter form ("\u2181", five
    thousand), Greek acrophonic, runic, Hangzhou and cuneiform numerals."""
    from spacy_quoteverify.text.fold import fold_match_text

    return [c for c in charclasses.every_character() if charclasses.category(c) == "Nl" and fold_match_text(c) == c]


@case_class("adv_letter_numeral_cut", faithful=False)
def letter_numeral_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A letter numeral of no letter form is a figure as a digit is: "The loss was \u2181" is not
    in "The loss was \u2181 million", nor "損失は\u2181" in "損失は\u2181億円". Every such numeral
    of the Unicode database, before a scale word of the sentence's language."""
    langs = [g for g in by_lang(sents) if (_scale_words(g) if g not in UNSPACED else _one_character_scales(g))]
    numerals = cycle_forever(_kept_letter_numerals(), rng)
    pools = {g: cycle_forever(_scale_words(g) if g not in UNSPACED else _one_character_scales(g), rng) for g in langs}
    for _ in range(3):
        for s in spread(sents, rng, langs):
            numeral, scale = next(numerals), next(pools[s.lang])
            gap = "" if s.lang in UNSPACED else " "
            try:
                place = Place(s, f"{numeral}{gap}{scale}", rng)
            except ValueError:
                continue
            yield place.case(place.before() + numeral, False, ("number_cut",))
            yield place.case(scale + place.after(), False, ("number_cut",))


def _written(word: str) -> str:
    """A listed word as a text writes it: the number files store the Greek final sigma as σ
    (the form :func:`lexicons.word_key` compares), a text writes ς."""
    return regex.sub(r"σ$", "ς", word)


def _collective_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str]]:
    """(place, figure, numeral): a figure and a collective numeral of the sentence's language
    after it (:func:`lexicons.collective_numerals`: "5 dozen", "5 Dutzend", "5 дюжин", "5ダース"),
    one space between or none in an unspaced script, written into a real sentence. Each
    language's numerals are written in their order, again and again, and the sentences of a
    language with fewer sentences than numerals are read again (at other places) until every
    listed word has been written once."""
    langs = [g for g in by_lang(sents) if g in lexicons.available_languages("numbers") and lexicons.collective_numerals(g)]
    pools = {g: itertools.cycle(sorted(lexicons.collective_numerals(g))) for g in langs}
    left = {g: len(lexicons.collective_numerals(g)) for g in langs}
    pending = {g: next(pools[g]) for g in langs}
    while langs:
        placed = set()
        for s in spread(sents, rng, langs):
            word = _written(pending[s.lang])
            if s.lang not in UNSPACED and rng.random() < 0.5:
                word = word.capitalize()  # "5 Dutzend", a noun at a sentence's start
            num = _number(rng, rng.choice(digit_systems()))
            gap = "" if s.lang in UNSPACED else " "
            try:
                place = Place(s, f"{num}{gap}{word}", rng)
            except ValueError:
                continue  # the same numeral goes into the language's next sentence
            pending[s.lang] = next(pools[s.lang])
            left[s.lang] -= 1
            placed.add(s.lang)
            yield place, num, f"{gap}{word}"
        langs = [g for g in langs if left[g] > 0 and g in placed]


@case_class("adv_collective_numeral_cut", faithful=False)
def collective_numeral_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"They bought 5" in "They bought 5 dozen eggs": a figure and the collective numeral after
    it are one number ("5 douzaines", "5 дюжин", "5ダース"), as a figure and its scale word are; a
    quotation that ends at the figure, leaves the numeral out with an elision, or starts at the
    numeral cuts it. Every collective numeral of the sentence's language is written in turn."""
    elisions = ("...", "\u2026", "[...]", "(\u2026)")
    for place, num, numeral in _collective_places(sents, rng):
        yield place.case(place.before() + num, False, ("number_cut",))
        mark = rng.choice(elisions)
        gap = " " if numeral.startswith(" ") else ""
        yield place.case(place.before() + num + gap + mark + place.after(), False, ("number_cut",))
        yield place.case(numeral.lstrip() + place.after(), False, ("number_cut",))


@case_class("adv_collective_numeral_kept", faithful=True)
def collective_numeral_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its collective numeral ("5 dozen eggs", "5 douzaines"), and the
    context around it, verifies: the faithful side of ``adv_collective_numeral_cut``."""
    for place, num, numeral in _collective_places(sents, rng):
        yield place.case(place.before() + num + numeral + place.after(), True)


@case_class("adv_multiplied_scale_cut", faithful=False)
def multiplied_scale_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"thousands of people" in "tens of thousands of people": a number word of the sentence's
    language, one of its function words of one to three letters (spaCy's stop words) or none,
    and a scale word of the language ("dizaines de milliers", "десятки тысяч") are one figure, the
    product; a quotation starting at the scale word cuts it. The words are those the rule reads
    in a text of any language: number words of the merged tables (not everyday words of another
    language: Danish "ti", Catalan "dos") and stop words as their keys write them."""
    from spacy_quoteverify.match.boundaries import _number_word
    from spacy_quoteverify.text.fold import fold_match_text

    for lang, group in by_lang(sents).items():
        if lang in UNSPACED or lang not in lexicons.available_languages("numbers"):
            continue
        numbers = lexicons.number_words(lang)
        multipliers = sorted(w for w, v in numbers.items() if 2 <= v < 100 and _PLAIN_WORD.match(w) and _number_word(w))
        multipliers += sorted(w for w in lexicons.collective_numerals(lang) if _number_word(w))
        scales = sorted(w for w, v in numbers.items() if v >= 1000 and _PLAIN_WORD.match(w) and lexicons.scale_word(w))
        joiners = sorted(
            w for w in lexicons.stop_words(lang)
            if len(fold_match_text(w)) <= 3 and _PLAIN_WORD.match(w) and lexicons.stop_word_anywhere(fold_match_text(w))
        )
        if not (multipliers and scales):
            continue
        for s in rng.sample(group, min(len(group), 6)):
            joiner = rng.choice(joiners + [""]) if joiners else ""
            figure = " ".join(w for w in (rng.choice(multipliers), joiner, rng.choice(scales)) if w)
            try:
                place = Place(s, figure, rng)
            except ValueError:
                continue
            a, b = place.fig
            scale = figure.rsplit(" ", 1)[1]
            yield place.case(scale + place.after(), False, ("number_cut",))


def _word_ends_sentence_cut(
    sents: Sequence[Sentence], rng: random.Random, langs: Sequence[str], pools: Dict[str, Iterator[str]]
) -> Iterator[Case]:
    """A real sentence of each of ``langs`` ending in a figure and a word of its language's pool
    with the full stop glued on ("Había 5 mil."), quoted up to the figure: ``number_cut``."""
    for s in spread(sents, rng, langs):
        head = regex.sub(r"[\p{P}\s]+$", "", s.text)
        ws = words(head)
        if len(ws) < 3:
            continue
        word = next(pools[s.lang])
        num = _number(rng, rng.choice(digit_systems()))
        source = f"{head} {num} {word}."
        quote = head[ws[-min(len(ws), rng.randint(2, 3))][0] :] + f" {num}"
        yield Case(s.lang, source, quote, False, s.origin, ("number_cut",))


@case_class("adv_scale_word_ends_sentence_cut", faithful=False)
def scale_word_ends_sentence_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Había 5" in "Había 5 mil.": a scale word that ends a sentence, its full stop glued on,
    is the figure's as it is mid-sentence; every scale word of the sentence's language (short
    ones too: "mil", "bin", "ribu", "лак") is written once over."""
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    pools = {g: cycle_forever(_scale_words(g), rng) for g in langs}
    yield from _word_ends_sentence_cut(sents, rng, langs, pools)


@case_class("adv_times_word_ends_sentence_cut", faithful=False)
def times_word_ends_sentence_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The drug cut deaths by 5" in "... by 5 times.": a noun that makes the figure a multiple
    ("times", "veces", "Mal", "раз"), ending the sentence with its full stop glued on, is the
    figure's as it is mid-sentence; every such noun of the sentence's language is written in turn."""
    times = lexicons.comparison_words_by_language("times_after")
    langs = [g for g in by_lang(sents) if g not in UNSPACED and times.get(g)]
    pools = {g: cycle_forever(sorted(w for w in times[g] if regex.fullmatch(r"[\p{L}\p{M}]+", w)), rng) for g in langs}
    yield from _word_ends_sentence_cut(sents, rng, langs, pools)


def _era_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str, str]]:
    """(place, side, year, era): a year and an era before the epoch of the sentence's language
    (every CLDR name of it, in turn) written into the sentence, on either side of the year in a
    spaced script ("500 v. Chr.", "MÖ 500"), before it and glued in an unspaced one ("紀元前500年")."""
    eras = lexicons.units_by_language("eras")
    langs = [g for g in by_lang(sents) if g in eras]
    pools = {g: cycle_forever(list(eras[g]), rng) for g in langs}
    for _ in range(max(len(v) for v in eras.values())):
        for s in spread(sents, rng, langs):
            era = next(pools[s.lang])
            year = _number(rng, rng.choice(digit_systems()[:4]), (1, 4))
            if s.lang in UNSPACED:
                # A name in Latin letters ("BC") keeps a space before the year, as digits glued to
                # letters are a word of their own ("BC500" is a name, like "B12").
                space = "" if charclasses.UNSPACED_RE.match(era) else " "
                side, figure = "before", f"{era}{space}{year}" + ("年" if s.lang in ("zh", "ja") else "")
            else:
                side = rng.choice(["before", "after"])
                figure = f"{era} {year}" if side == "before" else f"{year} {era}"
            try:
                yield Place(s, figure, rng), side, year, era
            except ValueError:
                continue


@case_class("adv_era_dropped", faithful=False)
def era_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"founded in 500" in "founded in 500 BC", "500年に" in "紀元前500年に": the era before the
    epoch is the sign of the year it stands beside; every CLDR name of it in every language that
    has one ("v. Chr.", "до н. э.", "p.n.e.", "MÖ", "기원전"), a quotation that leaves it out
    changes the year."""
    for place, side, year, era in _era_places(sents, rng):
        if side == "after":
            yield place.case(place.before() + year, False, ("sign_dropped",))
        else:
            at = place.source.index(year, place.fig[0] + len(era))
            yield place.case(place.source[at : place.right], False, ("sign_dropped",))


@case_class("adv_era_kept_faithful", faithful=True)
def era_kept_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The year quoted with its era ("founded in 500 v. Chr.", "紀元前500年に") verifies."""
    for place, _side, _year, _era in _era_places(sents, rng):
        yield place.case(place.before() + place.source[place.fig[0] : place.fig[1]] + place.after(), True)


#: Ordinal marks written after a figure in the languages of this class ("5th century", "5.
#: Jahrhundert", "5e siècle", "5º século"); any other language writes the bare figure.
_ORDINAL_MARKS = {"en": ("th",), "de": (".",), "fr": ("e",), "es": ("º",), "pt": ("º",), "it": ("º",)}


@case_class("adv_era_after_word_dropped", faithful=False)
def era_after_word_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"the 5th century" in "the 5th century BC", "500 году" in "500 году до н. э.": a figure, bare
    or with an ordinal's mark, the one word after it (a real word of the language), then every
    CLDR name of the era before the epoch; a quotation that stops after the word leaves out the
    sign of the figure (``sign_dropped``)."""
    eras = lexicons.units_by_language("eras")
    groups = by_lang(sents)
    lower = {g: sorted({w for x in groups[g] for w in x.text.split() if regex.fullmatch(r"\p{Ll}{3,12}", w)}) for g in groups}
    langs = [g for g in groups if g in eras and g not in UNSPACED and lower[g]]
    nouns = {g: cycle_forever(lower[g], rng) for g in langs}
    pools = {g: cycle_forever(list(eras[g]), rng) for g in langs}
    for _ in range(max(len(eras[g]) for g in langs)):
        for s in spread(sents, rng, langs):
            era, noun = next(pools[s.lang]), next(nouns[s.lang])
            year = _number(rng, rng.choice(digit_systems()[:4]), (1, 3))
            figure = year + rng.choice(("",) + _ORDINAL_MARKS.get(s.lang, ()))
            try:
                place = Place(s, f"{figure} {noun} {era}", rng)
            except ValueError:
                continue
            yield place.case(place.before() + f"{figure} {noun}", False, ("sign_dropped",))


@case_class("adv_hangul_figure_cut", faithful=False)
def hangul_figure_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5천" in "5천만 원": a figure written with digits and Korean number syllables goes on in the
    syllable after it (만 there is ten thousand, not the particle "only"); every pair of the
    number file's syllables."""
    syllables = sorted(w for w in lexicons.number_words("ko") if len(w) == 1 and 0xAC00 <= ord(w) <= 0xD7A3)
    pairs = cycle_forever([a + b for a in syllables for b in syllables if a != b], rng)
    for _ in range(4):
        for s in spread(sents, rng, ["ko"]):
            pair = next(pairs)
            num = _number(rng, n=(1, 2))
            try:
                place = Place(s, f"{num}{pair}", rng)
            except ValueError:
                continue
            yield place.case(place.before() + num + pair[0], False)


@case_class("adv_percent_word_cut", faithful=False)
def percent_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"fell 40" in "fell 40 percent", "40 arttı" in "yüzde 40 arttı": percent, per mille and
    per ten thousand written as words (every CLDR name, on the side CLDR writes it) belong to
    the figure; a quotation that leaves the word out, or starts at it, cuts the figure."""
    words_ = lexicons.percent_words()
    pool = cycle_forever([("after", w) for w in words_["after"]] + [("before", w) for w in words_["before"]], rng)
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for _ in range(len(words_["after"]) // 300 + 1):
        for s in spread(sents, rng, langs):
            side, word = next(pool)
            num = _number(rng, rng.choice(digit_systems()))
            try:
                place = Place(s, f"{num} {word}" if side == "after" else f"{word} {num}", rng)
            except ValueError:
                continue
            if side == "after":
                yield place.case(place.before() + num, False, ("number_cut",))
                if regex.match(r"\p{L}", word):
                    yield place.case(word + place.after(), False, ("number_cut",))
            else:
                yield place.case(num + place.after(), False, ("number_cut",))


@case_class("adv_han_numeral_cut", faithful=False)
def han_numeral_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Han numeral of any register (壹贰叁, 壱弐参, 廿卅, 〇...) cut from the number it starts or ends."""
    numerals = han_numerals()
    pairs = ((a, b) for a, b in zip(cycle_forever(numerals, rng), cycle_forever(numerals, rng)))
    figures = (a + b for a, b in pairs)
    for place in places(sents, rng, figures, langs=["zh", "ja"], rounds=12):
        a, b = place.fig
        yield place.case(place.source[a + 1 : a + 2] + place.after(), False, _CUT)
        yield place.case(place.before() + place.source[a : a + 1], False, _CUT)


@case_class("adv_alnum_digit_cut", faithful=False)
def alnum_digit_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Digits glued after a short or capitalised word ("B12", "CD4") or a superscript after a
    unit ("m²") cut off: "vitamin B" is not in "vitamin B12"."""
    units = [u for u in UNITS.split("|") if regex.match(r"^\p{L}{1,2}$", u)]
    letters = [chr(c) for c in range(0x41, 0x5B)]
    systems = digit_systems()
    sups = superscripts()

    def figures() -> Iterator[str]:
        while True:
            if rng.random() < 0.5:
                name = "".join(rng.choice(letters) for _ in range(rng.randint(1, 3)))
                yield name + _number(rng, rng.choice(systems[:3]), (1, 2))
            else:
                yield f"{_number(rng)} {rng.choice(units)}{rng.choice(sups)}"

    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for place in places(sents, rng, figures(), langs):
        fig = place.source[place.fig[0] : place.fig[1]]
        head = regex.match(r"^.*\p{L}", fig)
        assert head is not None
        yield place.case(place.before() + head.group(), False, ("word_cut",))


@case_class("adv_minus_sign_dropped", faithful=False)
def minus_sign_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A number written with any minus sign Unicode has ("˗12%", "➖12%", "－12%") quoted without it."""
    signs = cycle_forever(minus_signs(), rng)
    systems = digit_systems()
    figures = (f"{next(signs)}{_number(rng, rng.choice(systems))}%" for _ in iter(int, 1))
    for place in places(sents, rng, figures):
        a, b = place.fig
        yield place.case(place.source[a + 1 : b] + place.after(), False, ("sign_dropped", "number_cut"))



#: A sign set apart from its figure by typography alone: wrapped to the end of the line before
#: it, or between emphasis marks ("__\u2212__5", "**+**5").
_SIGN_APART = ("-\n", "\u2212\n", "__\u2212__", "**-**", "*+*", "_-_", "**\u2212** ")


@case_class("adv_sign_set_apart_dropped", faithful=False)
def sign_set_apart_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure whose sign typography sets apart ("was -\n5 million", "__\u2212__5%") quoted from the
    figure on: the sign is still the figure's, and the quotation drops it."""
    forms = cycle_forever(list(_SIGN_APART), rng)
    systems = digit_systems()
    figures = (f"{next(forms)}{_number(rng, rng.choice(systems))}%" for _ in iter(int, 1))
    for place in places(sents, rng, figures):
        a, b = place.fig
        fig = place.source[a:b]
        digits = regex.search(r"\p{Nd}", fig)
        assert digits is not None
        if place.source[a - 1 : a] not in (" ", ""):
            continue  # a sign glued to the word before it is a hyphen of that word
        yield place.case(fig[digits.start():] + place.after(), False, ("sign_dropped", "number_cut"))



@case_class("adv_caret_power_cut", faithful=False)
def caret_power_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure with a unit raised to a power written with a caret, as plain text writes it
    ("50 km^2", "3 m^-1", "10 m^(3)"), quoted without the power: "50 km" is not "50 km^2"."""
    units = [u for u in UNITS.split("|") if regex.match(r"^\p{L}{1,3}$", u)]
    powers = ("2", "3", "-1", "-2", "(2)", "(-1)", "\u22121")
    systems = digit_systems()
    figures = (f"{_number(rng, rng.choice(systems))} {rng.choice(units)}^{rng.choice(powers)}" for _ in iter(int, 1))
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for place in places(sents, rng, figures, langs):
        a, b = place.fig
        fig = place.source[a:b]
        case = place.case(place.before() + fig[: fig.index("^")], False, ("number_cut",))
        if not starts_after_negation(case, anywhere=True):
            yield case


@case_class("adv_trailing_minus_dropped", faithful=False)
def trailing_minus_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A number written with a minus sign after it, as accounts write a debit ("5,000\u2212",
    "5.000-"), with any minus sign Unicode has or the hyphen-minus, quoted without the sign."""
    signs = cycle_forever(sorted(set(minus_signs()) | {"-"}), rng)
    systems = digit_systems()
    figures = (f"{_number(rng, rng.choice(systems))}{next(signs)}" for _ in iter(int, 1))
    for place in places(sents, rng, figures):
        a, b = place.fig
        yield place.case(place.before() + place.source[a : b - 1], False, ("sign_dropped", "number_cut"))


@case_class("adv_unit_case_changed", faithful=False)
def unit_case_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure and a unit symbol of the CLDR (one to four letters) whose other case is a symbol
    too ("mW" and "MW", "Mb" and "MB", "g" and "G"), quoted with the symbol in the other case: a
    symbol's case is its content, whatever case the words around it may take."""
    from spacy_quoteverify.lang import lexicons

    symbols = sorted({w for w in lexicons.unit_symbols() if w.isalpha() and len(w) <= 4})
    swapped = {w.casefold(): [] for w in symbols}  # type: dict
    for w in symbols:
        swapped[w.casefold()].append(w)
    pairs = [(a, b) for forms in swapped.values() for a in forms for b in forms if a != b]
    chosen = cycle_forever([f"{a}\x1f{b}" for a, b in sorted(pairs)], rng)
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            written, _ = next(chosen).split("\x1f")
            yield f"{_number(rng, rng.choice(systems[:3]))}{rng.choice(('', ' '))}{written}"

    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for place in places(sents, rng, figures(), langs, rounds=len(pairs) // 400 + 1):
        a, b = place.fig
        fig = place.source[a:b]
        head = regex.match(r"^[^\p{L}]+", fig)
        assert head is not None
        unit = fig[head.end() :]
        others = [y for x, y in pairs if x == unit]
        if not others:
            continue
        yield place.case(place.before() + head.group() + rng.choice(others) + place.after(), False, ("number_changed",))


@case_class("adv_prefixed_unit_case_changed", faithful=False)
def prefixed_unit_case_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure and an SI unit with an SI or binary prefix (:func:`lexicons.prefixed_units`: "MΩ",
    "mV", "GiB") or a unit symbol of the CLDR written with a capital inside ("MeV", "kDa"), quoted
    with its prefix in the other case ("mΩ", "meV"): milli for mega, a thousand million times
    less."""
    from spacy_quoteverify.lang import lexicons

    symbols = sorted(
        {w for w in lexicons.prefixed_units() if w.isalpha() and len(w) <= 4 and w[0].swapcase() != w[0]}
        | {w for w in lexicons.unit_symbols() if w.isalpha() and len(w) <= 4 and regex.match(r"(?=\p{L}*\p{Ll})\p{L}\p{L}*?\p{Lu}", w)}
    )
    chosen = cycle_forever(symbols, rng)
    systems = digit_systems()
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    figures = (f"{_number(rng, rng.choice(systems[:3]))} {next(chosen)}" for _ in iter(int, 1))
    for place in places(sents, rng, figures, langs, rounds=2):
        a, b = place.fig
        number, unit = place.source[a:b].split(" ", 1)
        changed = unit[0].swapcase() + unit[1:]
        yield place.case(place.before() + f"{number} {changed}" + place.after(), False, ("number_changed",))


@case_class("adv_ratio_figure_cut", faithful=False)
def ratio_figure_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Two figures joined by the word of a ratio or a score of any language (``ratio_between`` of
    the comparison words: "1 in 5", "5 out of 100", "3 von 10", "3 из 10"), quoted ending at the
    first figure or starting at the second: either alone is another number."""
    from spacy_quoteverify.lang import lexicons

    words = sorted(lexicons.comparison_words("ratio_between"))
    joiners = cycle_forever(words, rng)
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            system = rng.choice(systems[:3])
            joined = next(joiners)
            yield f"{_number(rng, system, (1, 2))} {joined} {_number(rng, system, (1, 3))}"

    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for place in places(sents, rng, figures(), langs, rounds=len(words) // 800 + 1):
        a, b = place.fig
        fig = place.source[a:b]
        first = regex.match(r"[^ ]+", fig)
        second = regex.search(r"[^ ]+$", fig)
        assert first is not None and second is not None
        if rng.random() < 0.5:
            yield place.case(place.before() + first.group(), False, ("number_cut",))
        else:
            yield place.case(second.group() + place.after(), False, ("number_cut",))


@case_class("adv_symbol_dropped", faithful=False)
def symbol_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every symbol, percent sign, superscript or fraction beside a number (glued or across one
    space, before or after it) left out of a quotation that starts or ends at the number."""
    symbols = cycle_forever(attached_symbols(), rng)
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            sym = next(symbols)
            num = _number(rng, rng.choice(systems))
            gap = rng.choice(["", " "])
            yield f"{sym}{gap}{num}" if rng.random() < 0.5 else f"{num}{gap}{sym}"

    # Enough rounds over the sentences for every symbol to be written once.
    for place in places(sents, rng, figures(), rounds=len(attached_symbols()) // 400 + 1):
        a, b = place.fig
        fig = place.source[a:b]
        num = regex.search(r"\p{Nd}+", fig)
        assert num is not None
        if num.start() > 0:  # the symbol before the number
            yield place.case(num.group() + place.after(), False, _CUT)
        else:
            yield place.case(place.before() + num.group(), False, _CUT)


@case_class("adv_digit_group_cut", faithful=False)
def digit_group_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"200 stores" in "over 1 200 stores": a plain space before a three-digit group may group
    one number, in every digit system; neither group is a whole number."""
    systems = cycle_forever(digit_systems(), rng)

    def figures() -> Iterator[str]:
        while True:
            ds = next(systems)
            yield _number(rng, ds, (1, 3)) + " " + "".join(rng.choice(ds) for _ in range(3))

    for place in places(sents, rng, figures()):
        a, b = place.fig
        fig = place.source[a:b]
        head, tail = fig.split(" ")
        yield place.case(tail + place.after(), False, _CUT)
        yield place.case(place.before() + head, False, _CUT)


@case_class("adv_digit_system_cut", faithful=False)
def digit_system_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """In every decimal digit system of the Unicode database, a signed, grouped decimal figure
    quoted with a digit, its sign, its decimal part or its leading group cut off."""
    systems = cycle_forever(digit_systems(), rng)

    def figures() -> Iterator[str]:
        while True:
            ds = next(systems)
            group = "".join(rng.choice(ds) for _ in range(3))
            yield f"-{_number(rng, ds, (1, 2))},{group}.{_number(rng, ds, (1, 2))}"

    for place in places(sents, rng, figures()):
        a, b = place.fig
        fig = place.source[a:b]
        after, before = place.after(), place.before()
        yield place.case(fig[1:] + after, False, _CUT)
        inner = [k for k in range(2, len(fig)) if is_digit(fig[k])]
        yield place.case(fig[rng.choice(inner) :] + after, False, _CUT)
        yield place.case(before + fig[: fig.index(".")], False, _CUT)
        yield place.case(before + fig[:-1], False, _CUT)


def _transcribed(figure: str, systems: Sequence[str], rng: random.Random) -> Tuple[str, str]:
    """``figure`` with each digit written in another decimal digit system (the same one for
    all its digits), and that system."""
    own = next(ds for ds in systems if figure[0] in ds)
    other = rng.choice([ds for ds in systems if ds != own])
    return "".join(other[own.index(c)] if c in own else c for c in figure), other


def _transcribed_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str]]:
    """(place, the figure as the source writes it, the figure in another digit system): a
    figure of every system, transcribed into every other one in turn."""
    systems = digit_systems()
    own = cycle_forever(systems, rng)

    def figures() -> Iterator[str]:
        while True:
            ds = next(own)
            yield f"{_number(rng, ds, (1, 3))}.{_number(rng, ds, (1, 2))}"

    for place in places(sents, rng, figures()):
        a, b = place.fig
        fig = place.source[a:b]
        yield place, fig, _transcribed(fig, systems, rng)[0]


@case_class("adv_digit_system_transcribed_changed", faithful=False)
def digit_system_transcribed_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure quoted in another decimal digit system with one digit changed ("\u0661\u0663.5" of
    "12.5"): what a figure says is its value, in whatever digits."""
    for place, _, other in _transcribed_places(sents, rng):
        k = rng.randrange(len(other))
        while not is_digit(other[k]):
            k = (k + 1) % len(other)
        changed = other[:k] + chr(ord(other[k]) + (1 if charclasses.decimal_value(other[k]) < 9 else -1)) + other[k + 1 :]
        yield place.case(place.before() + changed + place.after(), False, ("number_changed",))


def _symbol_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str, str]]:
    """(place, the figure as the source writes it with a number symbol of another numbering
    system, that symbol, its ASCII symbol): every symbol of :func:`charclasses.number_symbols`
    in turn ("12\u066b5", "1\u066c500", "12\u066a"), in the digits of every system."""
    from spacy_quoteverify import charclasses

    symbols = cycle_forever(sorted(charclasses.number_symbols()), rng)
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            symbol, ds = next(symbols), rng.choice(systems)
            if charclasses.number_symbols()[symbol] in ".,":
                yield _number(rng, ds, (1, 3)) + symbol + "".join(rng.choice(ds) for _ in range(3))
            else:
                yield _number(rng, ds, (1, 3)) + symbol

    for place in places(sents, rng, figures()):
        a, b = place.fig
        fig = place.source[a:b]
        symbol = next(c for c in fig if c in charclasses.number_symbols())
        yield place, fig, symbol, charclasses.number_symbols()[symbol]


@case_class("adv_number_symbol_changed", faithful=False)
def number_symbol_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure written with a number symbol of another numbering system (the CLDR's: the Arabic
    decimal and thousands separators, percent and per-mille signs), quoted with the ASCII symbol
    of another role: "1.500" of "1\u066c500" (a group separator), "12\u2030" of "12\u066a"."""
    other = {".": ",", ",": ".", "%": "\u2030", "\u2030": "%"}
    for place, fig, symbol, plain in _symbol_places(sents, rng):
        changed = fig.replace(symbol, other[plain])
        yield place.case(place.before() + changed + place.after(), False, ("number_changed",))


# --------------------------------------------------------------------------
# Faithful classes


@case_class("adv_digit_system_transcribed", faithful=True)
def digit_system_transcribed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure quoted in another decimal digit system than the source's ("12.5" of
    "\u0661\u0662.\u0665", "\u0967\u0968" of "12"): the same figure, in every system the Unicode
    database has."""
    from spacy_quoteverify import verify_quote

    for place, fig, other in _transcribed_places(sents, rng):
        if verify_quote(place.before() + fig + place.after(), place.source).verified:
            # As the source writes it, the quotation verifies (it does not start right after a
            # negating character): in other digits, it verifies too.
            yield place.case(place.before() + other + place.after(), True)


def _turkish_suffixes(sents: Sequence[Sentence]) -> List[str]:
    """Endings of real Turkish words (the last two or three letters of long words)."""
    out = set()
    for s in by_lang(sents).get("tr", []):
        for w in regex.findall(r"\p{Ll}{6,}", s.text):
            out.add(w[-3:])
            out.add(w[-2:])
    return sorted(out)


@case_class("adv_turkish_suffix", faithful=True)
def turkish_suffix(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Turkish case ending written after an apostrophe (', ’, ´) on a number or a name:
    "1 Ocak 1970" verifies in "1 Ocak 1970’den bu yana", "Ankara" in "Ankara'ya"."""
    suffixes = _turkish_suffixes(sents)
    names = sorted({w for s in by_lang(sents).get("tr", []) for w in regex.findall(r"\b\p{Lu}\p{Ll}{2,}\b", s.text)})
    apostrophes = ["'", "\u2019", "\u00b4"]

    def figures() -> Iterator[str]:
        while True:
            head = _number(rng, n=(1, 4)) if rng.random() < 0.5 else rng.choice(names)
            yield f"{head}{rng.choice(apostrophes)}{rng.choice(suffixes)}"

    for place in places(sents, rng, figures(), langs=["tr"], rounds=12):
        a, b = place.fig
        head = regex.match(r"[\p{L}\p{N}]+", place.source[a:b])
        assert head is not None
        yield place.case(place.before() + head.group(), True)


@case_class("adv_circled_list_mark", faithful=True)
def circled_list_mark(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An enclosed numeral (①, ⑴, ⒈, ❶...) before a clause that starts with a number is a list
    mark: "120例患者接受治疗" verifies in "①120例患者接受治疗；②随访两年。"."""
    marks = cycle_forever(enclosed_marks(), rng)
    for s in spread(sents, rng):
        num = _number(rng)
        mark = next(marks)
        text = s.text
        if s.lang in UNSPACED:
            body = text[: max(4, len(text) // 2)]
            quote = num + body
        else:
            ws = words(text)
            body = text[: ws[min(len(ws), 4) - 1][1]]
            quote = f"{num} {body}"
        source = f"{mark}{quote} {text}"
        yield Case(s.lang, source, quote, True, s.origin)


@case_class("adv_number_with_symbol", faithful=True)
def number_with_symbol(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure quoted whole with the symbol beside it (and the words around) verifies."""
    symbols = cycle_forever(attached_symbols(), rng)
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            sym = next(symbols)
            num = _number(rng, rng.choice(systems))
            gap = rng.choice(["", " "])
            yield f"{sym}{gap}{num}" if rng.random() < 0.5 else f"{num}{gap}{sym}"

    for place in places(sents, rng, figures()):
        # In a script without spaces, from the start of the sentence (a start after a
        # negating character would be refused for that).
        yield place.case(place.source[0 if place.unspaced else place.left : place.right], True)


@case_class("adv_decimal_mark_kept", faithful=True)
def decimal_mark_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A decimal written without a leading digit or with a middle dot, quoted with its mark
    (and its sign), verifies: ".5 mg daily" in "a dose of .5 mg daily"."""
    marks = decimal_marks()

    def figures() -> Iterator[str]:
        while True:
            d = _number(rng, n=(1, 2))
            yield rng.choice([f".{d}", f"(.{d}", f"-.{d}", f"0{rng.choice(marks)}{d}", f"{rng.choice(marks)}{d}"])

    for place in places(sents, rng, figures()):
        a, b = place.fig
        yield place.case(place.source[0 if place.unspaced else place.left : place.right], True)


@case_class("adv_year_footnote_kept", faithful=True)
def year_footnote_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A year, a full stop and a footnote number before a sentence that starts with a capital:
    "Enrolment ended in 2019." verifies in "Enrolment ended in 2019.4 Patients were then followed."."""
    groups = by_lang(_digit_free(sents))
    for lang in sorted(groups):
        if lang in UNSPACED:
            continue
        group = groups[lang]
        # A unit, currency or scale word after "1850.25" makes the digits a decimal (refused).
        nexts = [s for s in group if _CASED_WORD.match(s.text.split()[0]) and not measure_word(s.text.split()[0])]
        for s in group:
            m = regex.match(r"^(.*\p{L})\.$", s.text)
            if not m or not nexts or len(m.group(1).split()) < 3:
                continue
            nxt = rng.choice(nexts)
            head = f"{m.group(1)} {rng.randint(1500, 2099)}."
            source = f"{head}{rng.randint(1, 99)} {nxt.text}"
            split = head.split()
            if len(split) > 4 and spelled_figure_pair(split[-5], split[-4]):
                continue  # starting at "millones" of "mil millones" cuts a figure written with words
            quote = " ".join(split[-4:])
            yield Case(lang, source, quote, True, s.origin)


@case_class("adv_number_symbol_transcribed", faithful=True)
def number_symbol_transcribed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure written with a number symbol of another numbering system, quoted with the ASCII
    symbol of the same role ("12.5%" of "12\u066b5\u066a", "1,500" of "1\u066c500"): the same
    figure."""
    from spacy_quoteverify import verify_quote

    for place, fig, symbol, plain in _symbol_places(sents, rng):
        if verify_quote(place.before() + fig + place.after(), place.source).verified:
            yield place.case(place.before() + fig.replace(symbol, plain) + place.after(), True)


@lru_cache(maxsize=1)
def binary_signs() -> Tuple[str, ...]:
    """Signs written between two figures (math and modifier symbols, the ASCII "*" and "/", the
    middle dot and the letter "x"), without the plus and minus signs and dashes one figure
    carries and the rules of a table's cells."""
    from spacy_quoteverify.match.boundaries import _binary_sign

    return tuple(c for c in attached_symbols() + ("*", "/", "\u00b7", "x") if _binary_sign(c))


def _glued_operator_figures(rng: random.Random) -> Iterator[str]:
    signs = cycle_forever(binary_signs(), rng)
    systems = digit_systems()
    while True:
        system = rng.choice(systems[:3])
        sign = next(signs)
        second = f"{sign}{_number(rng, system, (1, 2))}"
        if sign in charclasses.PLUS_MINUS_SIGNS and rng.random() < 0.3:
            second = f"({second})"
        yield f"{_number(rng, system, (1, 3))} {second}"


@case_class("adv_operator_glued_next_cut", faithful=False)
def operator_glued_next_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The mean was 5" of "The mean was 5 ±2 mg": a figure, one space, and a sign of two figures
    glued to the next ("5 ±2", "5 x2", "5 /2", "5 (±2)") are one expression; a quotation that ends
    at the first figure, or starts at the sign, leaves a figure out. Every such sign is written."""
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for place in places(sents, rng, _glued_operator_figures(rng), langs, rounds=len(binary_signs()) // 400 + 1):
        a, b = place.fig
        fig = place.source[a:b]
        first, second = fig.split(" ", 1)
        if rng.random() < 0.5:
            yield place.case(place.before() + first, False, ("number_cut", "sign_dropped"))
        else:
            yield place.case(second.lstrip("(") + place.after(), False, _CUT)


@case_class("adv_operator_glued_next_kept", faithful=True)
def operator_glued_next_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same expressions quoted whole, with the words around them, verify."""
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for place in places(sents, rng, _glued_operator_figures(rng), langs):
        yield place.case(place.source[place.left : place.right], True)


def _linked_figures(rng: random.Random, ellipsis: bool = True) -> Iterator[Tuple[str, str, str]]:
    """Two figures linked as one ratio or range by a spaced colon (every colon by NFKC), two full
    stops or an ellipsis, or a prolonged sound mark: the whole, the first and the second.
    ``ellipsis`` False: none with three dots, which a quotation writes for an elision."""
    colons = [c for c in map(chr, range(0x10000)) if unicodedata.normalize("NFKC", c) == ":"]
    marks = [c for c in map(chr, range(0x10000)) if "PROLONGED SOUND MARK" in unicodedata.name(c, "")]
    links = cycle_forever([f" {c} " for c in colons] + ["..", "...", "\u2026"][: 3 if ellipsis else 1] + marks, rng)
    while True:
        first, second = _number(rng), _number(rng)
        yield f"{first}{next(links)}{second}", first, second


@case_class("adv_linked_figure_cut", faithful=False)
def linked_figure_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"was 2" of "was 2 : 1", "800円です" of "500ー800円です", "values 1" of "values 1..10": one
    figure of a ratio written with a spaced colon or of a range typed with dots or a prolonged
    sound mark, quoted alone."""
    links = _linked_figures(rng)
    for n, place in enumerate(places(sents, rng, (whole for whole, _a, _b in links))):
        fig = place.source[place.fig[0] : place.fig[1]]
        first = regex.match(r"\p{Nd}+", fig)
        second = regex.search(r"\p{Nd}+$", fig)
        assert first is not None and second is not None
        if n % 2:
            yield place.case(place.before() + first.group(), False, _CUT)
        else:
            yield place.case(second.group() + place.after(), False, _CUT)


@case_class("adv_linked_figure_kept", faithful=True)
def linked_figure_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same ratios and ranges quoted whole, with the words around them, verify."""
    links = _linked_figures(rng, ellipsis=False)
    for place in places(sents, rng, (whole for whole, _a, _b in links)):
        yield place.case(place.source[0 if place.unspaced else place.left : place.right], True)


def _scaled_compound_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str]]:
    """A figure, a scale word of the sentence's language and a smaller figure after it, written as
    one number ("2 mil 500", "2 thousand 500", "1 billion 200"): the place and the second figure."""
    langs = [g for g in by_lang(sents) if g not in UNSPACED and _scale_words(g)]
    pools = {g: cycle_forever([w for w in _scale_words(g) if not w.endswith(".")], rng) for g in langs}
    for s in spread(sents, rng, langs):
        second = _number(rng)
        try:
            place = Place(s, f"{_number(rng, n=(1, 1))} {next(pools[s.lang])} {second}", rng)
        except (ValueError, IndexError):
            continue
        yield place, second


@case_class("adv_scaled_compound_cut", faithful=False)
def scaled_compound_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"500 pacientes" of "2 mil 500 pacientes": a passage that starts at the figure after a figure
    and its scale word leaves the larger part of the number out."""
    for place, second in _scaled_compound_places(sents, rng):
        yield place.case(second + place.after(), False, _CUT)


@case_class("adv_scaled_compound_kept", faithful=True)
def scaled_compound_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole number quoted with the words around it verifies ("2 mil 500 pacientes")."""
    for place, _second in _scaled_compound_places(sents, rng):
        yield place.case(place.source[place.left : place.right], True)
