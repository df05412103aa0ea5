"""Classes of a figure's notation written otherwise than its source writes it, and of the changes
those spellings could hide.

An exponent raised or after a caret ("10\u2076", "10^6"), the multiplication sign or the letter x
between figures ("3\u00d710", "3 x 10"), the plus-minus sign or the two signs its Unicode name joins
("\u00b1", "+/-"), a decimal with or without its leading zero ("0.05", ".05"), a country code and a
currency sign with a space inside or none ("US$5", "US $5"), one relation sign drawn otherwise
(Unicode names "\u2264" LESS-THAN OR EQUAL TO, "\u2266" LESS-THAN OVER EQUAL TO and "\u2a7d" LESS-THAN OR
SLANTED EQUAL TO; the confusables data draws "\u223c" as "~") and a clause dash spaced or set close
say one thing; a sign of another relation ("<" for "\u2264", "+" for "\u00b1", "=" for "~", "+" for
"\u00d7") or another exponent says another. Every sign comes from the Unicode data the package
reads (:data:`charclasses.SIGN_VARIANTS`, :data:`charclasses.PLUS_MINUS_SIGNS`), and each goes
into real sentences of every spaced language.
"""
from __future__ import annotations

import random
import unicodedata
from functools import lru_cache
from typing import Callable, Dict, Iterator, List, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons

from . import (
    UNSPACED,
    Case,
    Sentence,
    by_lang,
    case_class,
    cuts_negating_phrase,
    cuts_spelled_figure,
    leaves_out_question,
    starts_after_negation,
    stops_before_final_negation,
    words,
)
from .numbers import Place, cycle_forever, places, spread

#: The reasons a changed notation is refused for (the figure's digits or sign differ, or the text is
#: not in the source as quoted).
_CHANGED = ("number_changed", "not_found", "sign_dropped", "number_cut")


def _spaced_langs(sents: Sequence[Sentence]) -> List[str]:
    return [g for g in by_lang(sents) if g not in UNSPACED]


def _plain(sents: Sequence[Sentence]) -> List[Sentence]:
    """Sentences without digits and without the signs and marks these classes write: the figure
    written into one is its only figure, and no quote mark parts a quotation."""
    return [s for s in sents if not regex.search(r"[\p{N}\p{Sm}\p{Sc}\p{Pi}\p{Pf}\"'\u2013\u2014^]", s.text)]


def _number(rng: random.Random) -> str:
    return str(rng.randint(2, 99))


def _superscript(power: str) -> str:
    """``power`` ("6", "-6") written raised (Unicode's <super> forms)."""
    raised = {unicodedata.normalize("NFKC", c): c for c in charclasses.SUPERSCRIPT_DIGITS | frozenset("\u207b")}
    return "".join(raised["\u2212" if c == "-" else c] for c in power)


def _exponent_forms(rng: random.Random) -> Tuple[str, str, str]:
    """A figure with a power of ten, written two ways that say one value ("3\u00d710\u2076",
    "3 x 10^6"), and its power."""
    mantissa = rng.choice([_number(rng), f"{rng.randint(1, 9)}.{rng.randint(1, 9)}"])
    power = rng.choice(["", "-"]) + str(rng.randint(2, 9))
    raised = f"{mantissa}{rng.choice(['', ' '])}\u00d7{rng.choice(['', ' '])}10{_superscript(power)}"
    times = rng.choice([" x ", "x", " \u00d7 "])
    caret = f"{mantissa}{times}10^{rng.choice([power, f'({power})'])}"
    return (raised, caret, power) if rng.random() < 0.5 else (caret, raised, power)


def _plus_minus_forms(rng: random.Random) -> Tuple[str, str, str]:
    """A tolerance written with a plus-minus sign and with the two signs its name joins ("5 \u00b1 2",
    "5 +/- 2"), and the sign."""
    sign = rng.choice(sorted(c for c in charclasses.PLUS_MINUS_SIGNS if unicodedata.name(c) in ("PLUS-MINUS SIGN", "MINUS-OR-PLUS SIGN")))
    ascii_ = "+/-" if unicodedata.name(sign).startswith("PLUS") else "-/+"
    a, b, gap = _number(rng), str(rng.randint(1, 9)), rng.choice(["", " "])
    one, other = f"{a}{gap}{sign}{gap}{b}", f"{a}{gap}{ascii_}{gap}{b}"
    return (one, other, sign) if rng.random() < 0.5 else (other, one, sign)


def _leading_zero_forms(rng: random.Random) -> Tuple[str, str, str]:
    """A decimal after a relation, with and without its leading zero ("p < 0.05", "p<.05")."""
    rel = rng.choice("<>=")
    digits = f"{rng.randint(0, 9)}{rng.randint(1, 9)}"
    gap = rng.choice(["", " "])
    one, other = f"p{gap}{rel}{gap}0.{digits}", f"p{rng.choice(['', ' '])}{rel}{rng.choice(['', ' '])}.{digits}"
    return (one, other, digits) if rng.random() < 0.5 else (other, one, digits)


def _sign_variant_forms(rng: random.Random) -> Tuple[str, str, str]:
    """A figure after a relation sign and after the sign drawn otherwise ("\u2264 5", "\u2a7d 5", "\u223c5",
    "~5"; :data:`charclasses.SIGN_VARIANTS`), each way round."""
    variant, sign = rng.choice(sorted(charclasses.SIGN_VARIANTS.items()))
    num, gap = _number(rng), rng.choice(["", " "])
    one, other = f"{variant}{gap}{num}", f"{sign}{rng.choice(['', ' '])}{num}"
    return (one, other, sign) if rng.random() < 0.5 else (other, one, sign)


@lru_cache(maxsize=1)
def _country_currencies() -> Tuple[Tuple[str, str], ...]:
    """(country code, currency sign) pairs the CLDR writes as one symbol ("US$", "HK$", "CN\u00a5"): an
    ISO 4217 code's country and the sign of its currency."""
    codes = {c for c in lexicons.currency_letters() if regex.fullmatch(r"[A-Z]{3}", c)}
    pairs = [(c[:2], "$") for c in ("USD", "HKD", "NZD", "CAD", "AUD", "SGD", "MXN") if c in codes]
    pairs += [(c[:2], "\u00a5") for c in ("CNY", "JPY") if c in codes]
    return tuple(pairs)


def _currency_prefix_forms(rng: random.Random) -> Tuple[str, str, str]:
    """An amount after a country's currency symbol with a space inside it and without ("US$5",
    "US $5")."""
    letters, sign = rng.choice(_country_currencies())
    num, gap = _number(rng), rng.choice(["", " "])
    one, other = f"{letters}{sign}{gap}{num}", f"{letters} {sign}{gap}{num}"
    return (one, other, letters) if rng.random() < 0.5 else (other, one, letters)


_FAMILIES = {
    "exponent": _exponent_forms,
    "plus_minus": _plus_minus_forms,
    "leading_zero": _leading_zero_forms,
    "sign_variant": _sign_variant_forms,
    "currency_prefix": _currency_prefix_forms,
}


def _notation_places(sents: Sequence[Sentence], rng: random.Random, family: str) -> Iterator[Tuple[Place, str, str]]:
    """A figure of ``family`` written into real sentences of every spaced language: the place, the
    figure as the quotation writes it, and what the family's forms share (a power, a sign)."""
    held: Dict[str, Tuple[str, str]] = {}

    def figures() -> Iterator[str]:
        while True:
            written, other, shared = _FAMILIES[family](rng)
            held[written] = (other, shared)
            yield written

    for place in places(_plain(sents), rng, figures(), langs=_spaced_langs(sents), rounds=2):
        other, shared = held[place.source[place.fig[0] : place.fig[1]]]
        yield place, other, shared


def _filtered(case: Case) -> bool:
    """What the faithful classes leave out, read on the quotation as the source writes it (the
    filters of :func:`adversarial.cases` look the quotation up as written, and a respelled one is
    not in the source so): a window that starts after a negation or a question's particle, stops
    before a final negation or cuts a figure written with words."""
    return (
        starts_after_negation(case) or stops_before_final_negation(case) or leaves_out_question(case)
        or cuts_negating_phrase(case) or cuts_spelled_figure(case)
    )


def _kept(family: str) -> Callable[[Sequence[Sentence], random.Random], Iterator[Case]]:
    def generate(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
        for place, other, _ in _notation_places(sents, rng, family):
            case = place.case(place.before() + other + place.after(), True)
            if not _filtered(place.case(place.source[place.left : place.right], True)):
                yield case

    generate.__doc__ = f"A figure's notation ({family}) quoted in its other form: one value."
    return generate


for _family in _FAMILIES:
    case_class(f"adv_notation_{_family}_kept", faithful=True)(_kept(_family))


#: Signs of another relation than the one written, for each: the swap a model could make.
_OTHER_RELATION = {"\u2264": "<", "\u2265": ">", "~": "=", "\u00b1": "+", "\u2213": "-", "<": "\u2264", ">": "\u2265", "=": "~"}


def _swapped(written: str, family: str, shared: str, rng: random.Random) -> str:
    """``written`` (a figure of ``family``) with its relation, operation or power changed."""
    if family == "exponent":
        power = shared.lstrip("-")
        new = str(int(power) + rng.choice([-1, 1]))
        choice = rng.random()
        if choice < 0.4:  # another power of ten
            return regex.sub(r"(\^\(?-?)" + power, r"\g<1>" + new, written.replace(_superscript(power), _superscript(new)))
        if choice < 0.7:  # the power's sign dropped or added
            if shared.startswith("-"):
                return written.replace(_superscript("-"), "").replace("^-", "^").replace("^(-", "^(")
            return written.replace("10" + _superscript(power), "10" + _superscript("-" + power)).replace("^" + power, "^-" + power).replace("^(" + power, "^(-" + power)
        return regex.sub(r" ?(?:\u00d7| x |x) ?", " + ", written, count=1)  # a sum for a product
    if family == "plus_minus":
        sign = shared
        plain = "+/-" if sign == "\u00b1" else "-/+"
        if sign in written:
            return written.replace(sign, _OTHER_RELATION[sign])
        return written.replace(plain, _OTHER_RELATION[sign])
    if family == "leading_zero":
        return written.replace("." + shared, "." + shared[::-1]) if shared[0] != shared[1] else written.replace("." + shared, ".9" + shared)
    if family == "sign_variant":
        variants = [v for v, s in charclasses.SIGN_VARIANTS.items() if s == shared] + [shared]
        other = _OTHER_RELATION.get(shared)
        if other is None:
            return ""
        for v in variants:
            written = written.replace(v, other)
        return written
    letters = shared
    others = [c for c, _ in _country_currencies() if c != letters]
    return written.replace(letters, rng.choice(others), 1)


@case_class("adv_notation_changed", faithful=False)
def notation_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figures of the kept classes quoted in their other form with the meaning changed: a
    relation swapped for another ("<" for "\u2264" or "\u2a7d", "=" for "\u223c", "+" for "\u00b1", "\u2264" for "<"),
    another power of ten or its sign dropped ("10^7" for "10\u2076", "10^6" for "10\u207b\u2076"), a sum for a
    product ("3 + 10^6" for "3\u00d710\u2076"), other decimals (".50" for "0.05"), another country's
    currency ("HK $5" for "US$5"). The spelling is forgiven, the change is not."""
    families = cycle_forever(sorted(_FAMILIES), rng)
    streams = {family: _notation_places(sents, rng, family) for family in _FAMILIES}
    while True:
        family = next(families)
        found = next(streams[family], None)
        if found is None:
            return
        place, other, shared = found
        changed = _swapped(other, family, shared, rng)
        if changed and changed != other:
            yield place.case(place.before() + changed + place.after(), False, _CHANGED)


# --------------------------------------------------------------------------
# Clause dashes spaced or set close


def _dash_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str, int, int]]:
    """Sentences of every spaced language with a clause dash written between two words, set close
    ("drug\u2014as") or spaced ("drug \u2013 as"), and the same sentence with it the other way; with the
    window around it."""
    dashes = cycle_forever(sorted(c for c in charclasses.CLAUSE_DASHES if c in "\u2013\u2014\u2015\u2012"), rng)
    for s in spread(_plain(sents), rng, _spaced_langs(sents)):
        ws = words(s.text)
        inner = [k for k in range(2, len(ws) - 2) if regex.fullmatch(r"\p{L}+", s.text[ws[k - 1][0] : ws[k - 1][1]]) and regex.fullmatch(r"\p{L}+", s.text[ws[k][0] : ws[k][1]])]
        if not inner:
            continue
        k = rng.choice(inner)
        a, b = ws[k - 1][1], ws[k][0]
        dash = next(dashes)
        glued = s.text[:a] + dash + s.text[b:]
        spaced = s.text[:a] + f" {dash} " + s.text[b:]
        source, quote = (glued, spaced) if rng.random() < 0.5 else (spaced, glued)
        left = ws[k - 2][0]
        right_word = ws[k + 1][1]
        yield s, source, quote[left : right_word + len(quote) - len(s.text)], left, right_word + len(source) - len(s.text)


@case_class("adv_clause_dash_spacing_kept", faithful=True)
def clause_dash_spacing_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A clause dash between two words quoted spaced where the source sets it close, or the other way
    ("drug \u2013 as expected" for "drug\u2014as expected"): typography."""
    for s, source, quote, left, right in _dash_places(sents, rng):
        if not _filtered(Case(s.lang, source, source[left:right], True, s.origin)):
            yield Case(s.lang, source, quote, True, s.origin)


@case_class("adv_clause_dash_spacing_word_changed", faithful=False)
def clause_dash_spacing_word_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """With the dash spaced otherwise, a word beside it changed: the spacing is forgiven, the word is
    not."""
    for s, source, quote, _left, _right in _dash_places(sents, rng):
        ws = [m for m in regex.finditer(r"\p{L}{3,}", quote)]
        if not ws:
            continue
        m = rng.choice(ws)
        word = m.group()
        changed = word[:-1] + ("a" if word[-1] != "a" else "e")
        yield Case(s.lang, source, quote[: m.start()] + changed + quote[m.end() :], False, s.origin, ("not_found", "word_cut", "number_changed", "negation_changed"))
