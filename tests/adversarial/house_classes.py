"""Classes of change that the character classes decide: every member of a Unicode property, used in
real sentences of every language it concerns.

Each class draws its characters from the Unicode database (math symbols, space separators,
dashes, quotation marks, terminal punctuation), so a sign, a space or a mark nobody listed is
covered too: a comparison sign set apart from its number or swapped for another, a number
grouped by any space, a dash or quote mark of another script, a clause mark of any script
crossed by an elision, the Greek question mark, a currency symbol or a plus or minus sign of any
script beside a changed number, and every way of writing an elision mark.
"""
from __future__ import annotations

import random
import sys
import unicodedata
from functools import lru_cache
from typing import Callable, Iterator, List, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang.lexicons import available_languages, currency_letters, negation_lexicon
from spacy_quoteverify.lang.negation import elision_problem, phrase_negation_at
from spacy_quoteverify.text.fold import fold_match_text

from . import UNSPACED, Case, Sentence, by_lang, case_class, cuts_spelled_figure, elision_forms, words
from .negations import elided_cases, usable
from .numbers import _number, cycle_forever, digit_systems, places

_PLAIN_WORD = regex.compile(r"^[\p{L}\p{M}]+$")
_HAS_NUMBER_OR_MARK = regex.compile(r"[\p{N}\p{S}\p{Pi}\p{Pf}\"'%#*/\-\u2010-\u2015]")
#: Sentences per language and class for the classes that take every language.
_PER_LANG = 4


def _named(chars: Sequence[str]) -> Tuple[str, ...]:
    """``chars`` that this Python's Unicode database names (``regex`` may know newer ones), sorted."""
    return tuple(sorted(c for c in chars if unicodedata.name(c, "")))


@lru_cache(maxsize=1)
def comparison_signs() -> Tuple[str, ...]:
    """Every math symbol (Sm) but the table rule "|" and the list bullets, from the Unicode database."""
    every = "".join(map(chr, range(sys.maxunicode + 1)))
    return _named(
        [
            c
            for c in regex.findall(r"\p{Sm}", every)
            if unicodedata.normalize("NFKC", c) != "|" and c not in charclasses.LIST_BULLETS
        ]
    )


def _plain_sentences(sents: Sequence[Sentence], rng: random.Random, spaced: bool = True) -> List[Tuple[str, List[Sentence]]]:
    """Per language, shuffled sentences without digits, symbols, quote marks or dashes (of a
    spaced script when ``spaced``)."""
    out = []
    for lang, group in sorted(by_lang(sents).items()):
        if spaced and lang in UNSPACED:
            continue
        found = [s for s in group if not _HAS_NUMBER_OR_MARK.search(s.text)]
        rng.shuffle(found)
        if found:
            out.append((lang, found))
    return out


def _word_pairs(text: str) -> List[int]:
    """Indexes k of the words of ``text`` such that words k and k+1 are plain words, with two
    words on each side."""
    ws = words(text)
    return [
        k
        for k in range(2, len(ws) - 3)
        if _PLAIN_WORD.match(text[ws[k][0] : ws[k][1]]) and _PLAIN_WORD.match(text[ws[k + 1][0] : ws[k + 1][1]])
    ]


# --------------------------------------------------------------------------
# Signs


@case_class("adv_comparison_sign_apart", faithful=False)
def comparison_sign_apart(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every math sign (< ≦ ⩽ ≪ ≮ ≈ ± ∓ ...) before a number, set apart from it by a line break or
    several spaces, or opening a line, left out of a quotation that starts at the number: the
    sign still belongs to the number."""
    signs = cycle_forever(comparison_signs(), rng)
    systems = digit_systems()
    gaps = cycle_forever(["\n", "  ", " \n", "\u2003"], rng)

    def figures() -> Iterator[str]:
        while True:
            yield f"{next(signs)}{next(gaps)}{_number(rng, rng.choice(systems))}"

    for place in places(sents, rng, figures(), rounds=len(comparison_signs()) // 400 + 1):
        a, b = place.fig
        num = regex.search(r"\p{Nd}+", place.source[a:b])
        assert num is not None
        yield place.case(num.group() + place.after(), False, ("sign_dropped", "number_cut"))


@case_class("adv_comparison_sign_changed", faithful=False)
def comparison_sign_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation that writes another math sign before a number than the source ("≦ 5" for
    "≤ 5", "≈ 5" for "≃ 5"), for every sign: refused. Signs that fold alike (a full-width form
    and its plain sign) are not a change and are not paired."""
    signs = comparison_signs()
    order = cycle_forever(signs, rng)
    systems = digit_systems()

    def figures() -> Iterator[str]:
        while True:
            yield f"{next(order)} {_number(rng, rng.choice(systems))}"

    for place in places(sents, rng, figures(), rounds=len(signs) // 400 + 1):
        a, b = place.fig
        sign = place.source[a]
        other = rng.choice(signs)
        if fold_match_text(other) == fold_match_text(sign):
            continue
        quote = place.before() + other + place.source[a + 1 : b] + place.after()
        yield place.case(quote, False)


# --------------------------------------------------------------------------
# Spaces that group digits


@case_class("adv_grouping_space_cut", faithful=False)
def grouping_space_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A number grouped by any space separator but the word and ideographic spaces (no-break,
    thin, hair, figure, the em fractions, the mathematical space) quoted from its second group:
    the group is not a whole number."""
    spaces = cycle_forever(sorted(charclasses.GROUPING_SPACES), rng)
    systems = cycle_forever(digit_systems(), rng)

    def figures() -> Iterator[str]:
        while True:
            ds = next(systems)
            yield _number(rng, ds, (1, 3)) + next(spaces) + "".join(rng.choice(ds) for _ in range(3))

    for place in places(sents, rng, figures()):
        a, b = place.fig
        fig = place.source[a:b]
        yield place.case(fig[-3:] + place.after(), False, ("number_cut",))


@case_class("adv_grouping_space_variant", faithful=True)
def grouping_space_variant(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A number grouped by one grouping space in the source and quoted with another (or a plain
    space): typography, verified."""
    choices = sorted(charclasses.GROUPING_SPACES | {" "})
    spaces = cycle_forever(sorted(charclasses.GROUPING_SPACES), rng)

    def figures() -> Iterator[str]:
        while True:
            yield _number(rng, "0123456789", (1, 3)) + next(spaces) + "".join(rng.choice("0123456789") for _ in range(3))

    for place in places(sents, rng, figures()):
        a, b = place.fig
        fig = place.source[a:b]
        written = fig[:-4] + rng.choice(choices) + fig[-3:]
        # The whole sentence: a quotation of an unspaced script cut beside a negation is refused.
        yield place.case(place.source[:a] + written + place.source[b:], True)


# --------------------------------------------------------------------------
# Dashes and quote marks of every script


def _word_pair_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, List[Tuple[int, int]], int]]:
    """Sentences of every spaced language, with their words and a k such that words k and k+1
    are plain words between two words on each side."""
    for _, group in _plain_sentences(sents, rng):
        for s in group[: _PER_LANG * 2]:
            pairs = _word_pairs(s.text)
            if pairs:
                yield s, words(s.text), rng.choice(pairs)


@case_class("adv_dash_variant", faithful=True)
def dash_variant(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Two words joined by any dash of the Unicode database (Dash: hyphens, en and em dashes,
    the Armenian and Hebrew hyphens, the wave dash, the minus signs...) in the source, quoted
    with a plain hyphen: typography, verified."""
    dashes = cycle_forever(_named(charclasses.DASHES), rng)
    for s, ws, k in _word_pair_places(sents, rng):
        dash = next(dashes)
        source = s.text[: ws[k][1]] + dash + s.text[ws[k + 1][0] :]
        shift = len(dash) - (ws[k + 1][0] - ws[k][1])
        quote = source[ws[k - 2][0] : ws[k + 2][1] + shift].replace(dash, "-")
        if cuts_spelled_figure(Case(s.lang, s.text, s.text[ws[k - 2][0] : ws[k + 2][1]], True, s.origin)):
            continue  # the window cuts a figure written with words ("per mil | milions")
        if phrase_negation_at(s.text[: ws[k - 2][0]], s.text[ws[k - 2][0] :]):
            continue  # the window starts inside a negating phrase ("of Debian" after "instead")
        yield Case(s.lang, source, quote, True, s.origin)


@case_class("adv_quote_mark_variant", faithful=True)
def quote_mark_variant(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Words the source sets in quote marks of any script (Quotation_Mark, primes, apostrophes,
    their width forms), quoted without them or with straight marks: typography, verified."""
    marks = cycle_forever(_named(charclasses.QUOTE_MARKS), rng)
    for s, ws, k in _word_pair_places(sents, rng):
        t = s.text
        open_mark, close_mark = next(marks), next(marks)
        source = t[: ws[k][0]] + open_mark + t[ws[k][0] : ws[k + 1][1]] + close_mark + t[ws[k + 1][1] :]
        inner = t[ws[k][0] : ws[k + 1][1]]
        written = rng.choice([inner, f'"{inner}"', f"'{inner}'"])
        quote = t[ws[k - 2][0] : ws[k][0]] + written + t[ws[k + 1][1] : ws[k + 2][1]]
        yield Case(s.lang, source, quote, True, s.origin)


# --------------------------------------------------------------------------
# Clause marks of every script, and the Greek question mark


@lru_cache(maxsize=1)
def clause_marks() -> Tuple[str, ...]:
    """Every clause mark (Terminal_Punctuation that is no sentence terminal, comma or word
    separator; the ellipsis) and every sentence terminal, from the package's tables."""
    return _named(charclasses.CLAUSE_MARKS | charclasses.SENTENCE_TERMINALS)


@case_class("adv_clause_mark_crossed", faithful=False)
def clause_mark_crossed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision that leaves out a clause mark or sentence end of any script (a semicolon,
    colon, Tibetan shad, Ethiopic semicolon, Thai angkhankhu, Mongolian colon, a full stop...)
    and goes on in the middle of the next clause: refused, in every language."""
    marks = cycle_forever(clause_marks(), rng)
    for lang, group in _plain_sentences(sents, rng):
        for s in group[: _PER_LANG * 2]:
            ws = words(s.text)
            if len(ws) < 9:
                continue
            k = rng.randrange(3, len(ws) - 5)  # the mark goes after word k
            mark = next(marks)
            t = s.text
            source = t[: ws[k][1]] + mark + t[ws[k][1] :]
            shift = len(mark)
            head = t[ws[0][0] : ws[2][1]]
            tail = source[ws[k + 2][0] + shift : ws[min(k + 4, len(ws) - 1)][1] + shift]
            yield Case(lang, source, f"{head} \u2026 {tail}", False, s.origin)


def _greek_statements(sents: Sequence[Sentence]) -> List[Sentence]:
    """Greek sentences that end with a full stop after a Greek letter."""
    return [s for s in sents if s.lang == "el" and regex.search(r"\p{Script=Greek}\.\Z", s.text)]


@case_class("adv_greek_question_mark", faithful=False)
def greek_question_mark(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Greek statement quoted as a question, with the Greek question mark (U+037E) or the ";"
    Greek text types for it in place of its full stop: refused, as "?" is."""
    found = _greek_statements(sents)
    rng.shuffle(found)
    for k, s in enumerate(found):
        mark = ";" if k % 2 else "\u037e"
        context = s.text if k % 3 else f"\u0391\u03c5\u03c4\u03cc \u03b5\u03af\u03c0\u03b1\u03bd: {s.text}"
        yield Case("el", context, s.text[:-1] + mark, False, s.origin)


@case_class("adv_greek_question_kept", faithful=True)
def greek_question_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Greek question quoted with its question mark written the other way (U+037E for ";" or
    the reverse): the same mark, verified."""
    found = _greek_statements(sents)
    rng.shuffle(found)
    for k, s in enumerate(found):
        written, quoted = (";", "\u037e") if k % 2 else ("\u037e", ";")
        source = s.text[:-1] + written + " \u039a\u03b1\u03bd\u03b5\u03af\u03c2 \u03b4\u03b5\u03bd \u03ae\u03be\u03b5\u03c1\u03b5."
        yield Case("el", source, s.text[:-1] + quoted, True, s.origin)


# --------------------------------------------------------------------------
# Currency symbols and the signs of a number


def _other_digit(ch: str, rng: random.Random) -> str:
    """Another digit of the same digit system as ``ch``."""
    value = charclasses.decimal_value(ch)
    assert value is not None, ch
    zero = ord(ch) - value
    return chr(zero + rng.choice([d for d in range(10) if d != value]))


def _changed(figure: str, keep: str, others: Sequence[str], rng: random.Random) -> str:
    """``figure`` with one digit changed, or with its symbol ``keep`` swapped for one of
    ``others`` that folds otherwise (half of the time each)."""
    swaps = [o for o in others if fold_match_text(o) != fold_match_text(keep)]
    if swaps and rng.random() < 0.5:
        return figure.replace(keep, rng.choice(swaps), 1)
    digits = [k for k, c in enumerate(figure) if charclasses.category(c) == "Nd"]
    k = rng.choice(digits)
    return figure[:k] + _other_digit(figure[k], rng) + figure[k + 1 :]


def _currency_figures(signs: Sequence[str], number: Callable[[], str], chosen: List[str], rng: random.Random) -> Iterator[str]:
    """Figures with each currency sign of ``signs`` in turn glued before (mostly) or after a
    number from ``number``; each sign is appended to ``chosen`` as it is used."""
    order = cycle_forever(signs, rng)
    while True:
        sign = next(order)
        chosen.append(sign)
        num = number()
        yield f"{sign}{num}" if rng.random() < 0.7 else f"{num}{sign}"


@case_class("adv_currency_number_changed", faithful=False)
def currency_number_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every currency symbol of the Unicode database (Sc: $ ¢ £ ¥ € ₹ ₩ ₽ ₿ ﷼ ＄ ...) glued to a
    number in a real sentence, before or after it, quoted with a digit changed or with another
    currency symbol: refused."""
    signs = _named(charclasses.CURRENCY_SIGNS)
    systems = digit_systems()
    chosen: List[str] = []
    figures = _currency_figures(signs, lambda: _number(rng, rng.choice(systems)), chosen, rng)
    for place in places(sents, rng, figures, rounds=len(signs) // 400 + 1):
        a, b = place.fig
        changed = _changed(place.source[a:b], chosen[-1], signs, rng)
        yield place.case(place.before() + changed + place.after(), False)


@case_class("adv_currency_number_kept", faithful=True)
def currency_number_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every currency symbol glued to a number, quoted whole with the words around it (its
    full-width or half-width form written plain where it has one): verified."""
    signs = _named(charclasses.CURRENCY_SIGNS)
    plain = charclasses.width_forms()
    chosen: List[str] = []
    figures = _currency_figures(signs, lambda: _number(rng), chosen, rng)
    for place in places(sents, rng, figures, rounds=len(signs) // 400 + 1):
        quote = place.source[0 if place.unspaced else place.left : place.right]
        sign = chosen[-1]
        yield place.case(quote.replace(sign, plain.get(sign, sign)), True)


@case_class("adv_number_sign_changed", faithful=False)
def number_sign_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every plus, minus and plus-minus sign Unicode has (+ ± ∓ ˖ ➕ ﬩ ＋ − ➖ ﹣ ...) before a number
    in a real sentence, quoted with another sign that folds otherwise, with a digit changed, or
    left out with the words on both sides kept: refused."""
    signs = _named(charclasses.NUMBER_SIGNS)
    order = cycle_forever(signs, rng)
    systems = digit_systems()
    chosen: List[str] = []

    def figures() -> Iterator[str]:
        while True:
            sign = next(order)
            chosen.append(sign)
            yield f"{sign}{_number(rng, rng.choice(systems))}"

    for place in places(sents, rng, figures(), rounds=3):
        a, b = place.fig
        figure = place.source[a:b]
        if rng.random() < 0.3:
            changed = figure[1:]
        else:
            changed = _changed(figure, chosen[-1], signs, rng)
        yield place.case(place.before() + changed + place.after(), False)


# --------------------------------------------------------------------------
# Every way of writing an elision


@case_class("adv_elision_form_faithful", faithful=True)
def elision_form_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every elision form (each ellipsis character, three full stops of every width, spaced or
    not, and those in every pair of brackets) leaving out of a real sentence of every spaced
    language with a negation lexicon one to three plain words that an elision may leave out
    (no negation, a language named with confidence): verified."""
    forms = cycle_forever(elision_forms(), rng)
    for _ in range(3):
        for lang, group in _plain_sentences(sents, rng):
            for s in group[:_PER_LANG]:
                ws = words(s.text)
                if len(ws) < 8:
                    continue
                k = rng.randrange(2, len(ws) - 4)
                n = rng.randint(1, 3)
                gap = s.text[ws[k][0] : ws[k + n - 1][1]]
                if not all(_PLAIN_WORD.match(s.text[a:b]) for a, b in ws[k : k + n]):
                    continue
                # What an elision written "…" may leave out (its form is what this class varies).
                if elision_problem(gap, s.text) or elision_problem(gap, s.text, lang):
                    continue
                head = s.text[ws[0][0] : ws[k - 1][1]]
                tail = s.text[ws[k + n][0] : ws[-1][1]]
                yield Case(lang, s.text, f"{head} {next(forms)} {tail}", True, s.origin)


@case_class("adv_elision_form_over_negation", faithful=False)
def elision_form_over_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every elision form, used to leave a negation word of a lexicon out of a real sentence of
    its language (every language with a lexicon): refused whatever form the elision takes."""
    forms = cycle_forever(elision_forms(), rng)
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        group = usable(groups.get(lang, []), lang)
        entries = sorted(w for w in negation_lexicon(lang).words if not w.endswith(("'", "-")))
        rng.shuffle(entries)
        yield from elided_cases(lang, group, entries[:12], rng, "elision form", faithful=False, marks=forms)


# --------------------------------------------------------------------------
# Characters that do not show, inside a negation


@case_class("adv_invisible_in_negation_elided", faithful=False)
def invisible_in_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every character that does not show (charclasses.INVISIBLE: format controls and every other
    Default_Ignorable_Code_Point: soft hyphen, zero-width space and joiners, variation selectors,
    fillers, tags) written inside a negation word of the source ("n\\u00adot", "ke\\u200bin"),
    which an elision leaves out: refused, in every spaced language with a lexicon."""
    marks = cycle_forever(_named(charclasses.INVISIBLE), rng)
    groups = by_lang(sents)
    for lang in available_languages("negations"):
        if lang in UNSPACED:
            continue
        group = usable(groups.get(lang, []), lang)
        entries = sorted(w for w in negation_lexicon(lang).words if len(w) > 1 and not w.endswith(("'", "-")))
        rng.shuffle(entries)
        hidden = []
        for word in entries[:12]:
            k = rng.randrange(1, len(word))
            hidden.append(word[:k] + next(marks) + word[k:])
        yield from elided_cases(lang, group, hidden, rng, "invisible", faithful=False)


_IN_WORD_APOSTROPHE = regex.compile(rf"(?<=\p{{L}}\p{{M}}*)[{charclasses.char_class(charclasses.APOSTROPHES)}](?=\p{{L}})")


def _apostrophe_sentences(sents: Sequence[Sentence]) -> List[Tuple[Sentence, List[Tuple[int, int]], List[int]]]:
    """Real sentences with an apostrophe inside a word ("n'est", "won't", "dell'anno"), their words
    and the apostrophes' positions; and, for the opposite change, every other sentence's words."""
    out = []
    for s in sents:
        ws = words(s.text)
        if len(ws) >= 5:
            out.append((s, ws, [m.start() for m in _IN_WORD_APOSTROPHE.finditer(s.text)]))
    return out


def _window(text: str, ws: List[Tuple[int, int]], at: int, rng: random.Random) -> Tuple[int, int]:
    """Three to five whole words around position ``at``."""
    k = next(n for n, (a, b) in enumerate(ws) if a <= at < b)
    lo = max(0, k - rng.randint(1, 2))
    hi = min(len(ws), k + rng.randint(2, 3))
    return ws[lo][0], ws[hi - 1][1]


#: The word is not there; a window that ends at a figure may be refused for cutting it first.
_APOSTROPHE_REFUSALS = ("apostrophe_changed", "not_found", "number_cut")


@case_class("adv_apostrophe_in_word_changed", faithful=False)
def apostrophe_in_word_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An apostrophe inside a word left out ("nest" for "n'est", "cant" for "can't") or put
    into a word that has none ("it's" for "its"): the word is another word, whatever mark of
    :data:`charclasses.APOSTROPHES` writes it."""
    marks = cycle_forever(sorted(charclasses.APOSTROPHES), rng)
    found = _apostrophe_sentences(sents)
    with_marks = [f for f in found if f[2]]
    for s, ws, at in with_marks:
        p = rng.choice(at)
        a, b = _window(s.text, ws, p, rng)
        yield Case(s.lang, s.text, s.text[a:p] + s.text[p + 1 : b], False, s.origin, _APOSTROPHE_REFUSALS)
    for s, ws, _ in by_lang_sample(found, rng):
        k = rng.randrange(1, len(ws) - 1)
        a, b = ws[k]
        word = s.text[a:b]
        if len(word) < 3 or not _PLAIN_WORD.match(word) or s.lang in UNSPACED:
            continue
        cuts = [c for c in range(1, len(word)) if regex.match(r"\p{L}", word[c])]
        if not cuts:
            continue  # an apostrophe goes between two letters, not before a vowel sign
        cut = rng.choice(cuts)
        lo, hi = _window(s.text, ws, a, rng)
        quote = s.text[lo:a] + word[:cut] + next(marks) + word[cut:] + s.text[b:hi]
        yield Case(s.lang, s.text, quote, False, s.origin, _APOSTROPHE_REFUSALS)


def by_lang_sample(found: List[Tuple[Sentence, List[Tuple[int, int]], List[int]]], rng: random.Random) -> List[Tuple[Sentence, List[Tuple[int, int]], List[int]]]:
    """Up to :data:`_PER_LANG` of ``found`` per language."""
    per: dict = {}
    for f in found:
        per.setdefault(f[0].lang, []).append(f)
    out = []
    for lang in sorted(per):
        group = per[lang]
        rng.shuffle(group)
        out += group[:_PER_LANG]
    return out


@case_class("adv_apostrophe_form_variant", faithful=True)
def apostrophe_form_variant(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An apostrophe inside a word written with another mark of :data:`charclasses.APOSTROPHES`
    ("n’est" for "n'est"): typography, verified."""
    marks = cycle_forever(sorted(charclasses.APOSTROPHES), rng)
    for s, ws, at in _apostrophe_sentences(sents):
        if not at:
            continue
        p = rng.choice(at)
        a, b = _window(s.text, ws, p, rng)
        yield Case(s.lang, s.text, s.text[a:p] + next(marks) + s.text[p + 1 : b], True, s.origin)


def _letter_currency_figures(rng: random.Random, chosen: List[Tuple[str, str, bool]]) -> Iterator[str]:
    """Figures with each currency written with letters (ISO 4217 codes, the CLDR symbols made of
    letters: "EUR", "zł", "лв.") in turn, one space after (mostly) or before a number; each
    (number, currency, after) is appended to ``chosen`` as it is used."""
    order = cycle_forever(currency_letters(), rng)
    while True:
        cur = next(order)
        num = _number(rng)
        after = rng.random() < 0.7
        chosen.append((num, cur, after))
        yield f"{num} {cur}" if after else f"{cur} {num}"


@case_class("adv_currency_letters_cut", faithful=False)
def currency_letters_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every currency written with letters one space after or before a number in a real
    sentence ("5 EUR", "5 zł", "USD 5"), quoted with the number and without the currency:
    refused (the amount's currency is part of it)."""
    chosen: List[Tuple[str, str, bool]] = []
    figures = _letter_currency_figures(rng, chosen)
    for place in places(sents, rng, figures, rounds=len(currency_letters()) // 400 + 1):
        if place.unspaced:
            continue
        num, _cur, after = chosen[-1]
        quote = place.before() + num if after else num + place.after()
        yield place.case(quote, False, ("number_cut",))


@case_class("adv_currency_letters_kept", faithful=True)
def currency_letters_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every currency written with letters beside a number, quoted whole with the words around
    it: verified."""
    chosen: List[Tuple[str, str, bool]] = []
    figures = _letter_currency_figures(rng, chosen)
    for place in places(sents, rng, figures, rounds=len(currency_letters()) // 400 + 1):
        if place.unspaced:
            continue
        yield place.case(place.source[place.left : place.right], True)
