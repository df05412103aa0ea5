"""Classes of a figure cut from the word that says what it counts.

A figure means nothing without what it counts: "rose 5" is not in "rose 5 dollars", "5 bps",
"5 फीसदी", "5 في المئة" (five in the hundred) or "5美元". No list of units, currencies or percent
words holds every such word, so the checker reads any word after a figure, in the same clause,
that is no function word of any language as the figure's (``boundaries._counted_word_after``).
These classes take the words that follow figures in real text (spaCy's example sentences, the
Debian texts), and the words of real sentences of every language, and write figures before them;
the changed classes quote the figure without its word, the faithful ones keep the word, or end the
figure where punctuation or a function word follows it. A unit written out between two figures
("2 hours 15 minutes", "1 hour 30") makes them one measure, quoted whole or refused; a currency
written before a figure ("USD 5", "US$ 5", "R$5") is the figure's, on the start side.
"""
from __future__ import annotations

import random
import unicodedata
from functools import lru_cache
from typing import Iterator, List, Optional, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons
from spacy_quoteverify.match.boundaries import function_word, measure_word

from . import UNSPACED, Case, Sentence, by_lang, case_class, figure_after_comparison, words
from .numbers import Place, _number, cycle_forever, digit_systems, places, spread

_CUT = ("number_cut",)
#: A figure of decimal digits in real text, standing alone (no letter, digit, sign or separator
#: before it), then one space and a word, or (unspaced scripts) a letter glued to it.
_REAL_FIGURE = regex.compile(
    r"(?<![\p{L}\p{M}\p{N}\p{P}\p{S}])(?P<fig>\p{Nd}+)(?:(?P<gap> )(?P<word>[\p{L}\p{M}][\p{L}\p{M}.]*)|(?P<glued>[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}]))"
)
_PLAIN = regex.compile(r"^[\p{L}\p{M}]+$")
#: A word of a script written with spaces (units written in an unspaced script are glued to figures).
_SPACED_WORD = regex.compile(
    r"^(?:(?![\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}\p{Tibetan}])[\p{L}\p{M}])+$"
)
#: Letters of the unspaced scripts.
_UNSPACED_LETTER = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}\p{Tibetan}]")


@lru_cache(maxsize=1)
def _unspaced_stop_words() -> Tuple[str, ...]:
    """spaCy's stop words written in unspaced scripts, longest first."""
    return tuple(
        sorted(
            (w for w in lexicons.all_stop_words() if w and all(_UNSPACED_LETTER.match(c) or unicodedata.category(c)[0] == "M" for c in w)),
            key=len,
            reverse=True,
        )
    )


def counted(after: str) -> bool:
    """The text ``after`` a figure opens with a word it counts: one space and a word that is no
    function word, or (unspaced scripts) a glued letter that opens no stop word. A rate ("5 in a
    thousand", "5 في المئة") is left to :func:`rate_after` (both classes skip it)."""
    if after[:1] and _UNSPACED_LETTER.match(after[0]):
        return not after.startswith(_unspaced_stop_words())
    m = regex.match(r" ([\p{L}\p{M}][\p{L}\p{M}.]*)", after)
    return m is not None and not function_word(m.group(1))


def rate_after(after: str) -> bool:
    """One or two words after a figure, then a number word of 100 or more: the figure is a rate
    ("5 in a thousand"), the checker reads it as counted; the faithful classes leave it out."""
    ws = after.split()[:3]
    return any(lexicons.scale_word(w.strip(".,;:")) or any(lexicons.scale_word(w[k:]) for k in range(1, 4)) for w in ws[1:])


@lru_cache(maxsize=1)
def real_pairs() -> Tuple[Tuple[Sentence, int, int, str], ...]:
    """Every figure followed by a word (or a glued letter of an unspaced script) in the real
    sentences: (sentence, figure start, figure end, the text after the figure up to its word's end)."""
    from . import sentences

    out = []
    for s in sentences():
        for m in _REAL_FIGURE.finditer(s.text):
            after = m.group("gap") + m.group("word") if m.group("word") else m.group("glued")
            out.append((s, m.start("fig"), m.end("fig"), after))
    return tuple(out)


def _lead(text: str, at: int, rng: random.Random, unspaced: bool) -> Optional[int]:
    """Where a quotation ending at ``at`` starts: two or three words before (spaced), or the
    start of the text's clause (unspaced); None when the figure has no words before it."""
    if unspaced:
        k = max(text.rfind(c, 0, at) for c in "，。、；：！？ ,.;:!?") + 1
        return k if at - k >= 4 else None
    ws = [w for w in words(text) if w[1] <= at]
    if len(ws) < 2:
        return None
    return ws[-rng.randint(2, min(3, len(ws)))][0]


def _real_cut_cases(rng: random.Random) -> Iterator[Case]:
    """The real figures with the word they count, quoted up to the figure."""
    for s, a, b, after in real_pairs():
        if not counted(after):
            continue
        lead = _lead(s.text, a, rng, s.lang in UNSPACED)
        if lead is None or regex.search(r"[\p{P}]", s.text[lead:a].strip()):
            continue
        yield Case(s.lang, s.text, s.text[lead:b], False, s.origin, _CUT)


def _plain_places(sents: Sequence[Sentence], rng: random.Random, want_counted: bool) -> Iterator[Tuple[Sentence, str, int, int]]:
    """A place between two plain words of a real sentence of every spaced language, where the word
    after is (``want_counted``) or is not a function word: (sentence, text, start of the word
    after, start of the quotation)."""
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for s in spread(sents, rng, langs):
        ws = words(s.text)
        ok = []
        for k in range(2, len(ws) - 1):
            prev, word = s.text[ws[k - 1][0] : ws[k - 1][1]], s.text[ws[k][0] : ws[k][1]]
            if not (_PLAIN.match(prev) and _PLAIN.match(word)):
                continue
            if want_counted != (not function_word(word)):
                continue
            ok.append(k)
        if not ok:
            continue
        k = rng.choice(ok)
        yield s, s.text, ws[k][0], ws[k - rng.randint(2, min(3, k))][0]


def _figure(rng: random.Random) -> str:
    return _number(rng, rng.choice(digit_systems()))


@case_class("adv_counted_word_cut", faithful=False)
def counted_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"rose 5" in "rose 5 dollars", "5 bps", "5 फीसदी", "5美元": a figure quoted without the word
    after it that is no function word of any language (the word it counts). The figures and words
    of real text first, then the same words after a figure in other sentences of their language,
    then a figure written before a word of a real sentence of every spaced language, and glued
    before the letters of a sentence of every unspaced one; the four taken in turn."""

    def transplanted() -> Iterator[Case]:
        yield from _transplanted(sents, rng)

    def plain() -> Iterator[Case]:
        for s, text, at, lead in _plain_places(sents, rng, want_counted=True):
            fig = _figure(rng)
            source = text[:at] + fig + " " + text[at:]
            if rate_after(source[at + len(fig) :]):
                continue
            case = Case(s.lang, source, source[lead : at + len(fig)], False, s.origin, _CUT)
            if not figure_after_comparison(case):
                yield case

    def unspaced() -> Iterator[Case]:
        for place in places(sents, rng, iter(lambda: _number(rng), None), langs=sorted(UNSPACED)):
            if counted(place.after()):
                # From the start of the sentence: a start after a negating character is refused for that.
                yield place.case(place.source[: place.fig[1]], False, _CUT)

    yield from _interleave(_real_cut_cases(rng), transplanted(), plain(), unspaced())


def _transplanted(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figures and words of real text written into other sentences of their language, quoted
    up to the figure."""
    pairs = [(s.lang, s.text[a:b], after) for s, a, b, after in real_pairs() if counted(after) and s.lang not in UNSPACED]
    by = by_lang([s for s in sents if s.lang in {p[0] for p in pairs}])
    for lang, fig, after in pairs:
        for host in rng.sample(by.get(lang, []), min(4, len(by.get(lang, [])))):
            try:
                place = Place(host, fig + after, rng)
            except ValueError:
                continue
            case = place.case(place.before() + fig, False, _CUT)
            if not figure_after_comparison(case):
                yield case


def _interleave(*parts: Iterator[Case]) -> Iterator[Case]:
    """The cases of ``parts`` taken in turn, until every one is exhausted."""
    live = list(parts)
    while live:
        for part in list(live):
            case = next(part, None)
            if case is None:
                live.remove(part)
            else:
                yield case


@case_class("adv_counted_word_kept", faithful=True)
def counted_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure quoted with the word it counts verifies, and so does one quoted up to the figure
    where punctuation or a function word follows it ("in 2020, Canada", "rose 5 in May"), or a
    full stop or comma of an unspaced script ("增长了5。"); the four taken in turn."""
    def real() -> Iterator[Case]:
        for s, a, b, after in real_pairs():
            lead = _lead(s.text, a, rng, s.lang in UNSPACED)
            if lead is None or regex.search(r"[\p{P}]", s.text[lead:a].strip()):
                continue
            end = b + len(after)
            if counted(after) or s.lang in UNSPACED:
                yield Case(s.lang, s.text, s.text[lead:end], True, s.origin)

    def kept_or_stopped() -> Iterator[Case]:
        marks = cycle_forever([",", ";", ":", ")"], rng)
        for s, text, at, lead in _plain_places(sents, rng, want_counted=True):
            fig = _figure(rng)
            if rng.random() < 0.5:
                source = text[:at] + fig + " " + text[at:]
                end = text.find(" ", at)
                quote = source[lead : (end + len(fig) + 1) if end >= 0 else len(source)]
            else:
                mark = next(marks)
                source = text[:at] + fig + mark + " " + text[at:]
                quote = source[lead : at + len(fig)]
            case = Case(s.lang, source, quote, True, s.origin)
            if not figure_after_comparison(case):
                yield case

    def function_word_after() -> Iterator[Case]:
        for s, text, at, lead in _plain_places(sents, rng, want_counted=False):
            fig = _figure(rng)
            source = text[:at] + fig + " " + text[at:]
            after = source[at + len(fig) :]
            nxt = after.split()
            # A comparison ("5 or more"), a rate ("5 in a thousand") or a second figure ("5 in 10") is
            # another rule's.
            if rate_after(after) or any(regex.search(r"\p{N}", w) for w in nxt[:3]) or _compared(source, at + len(fig)):
                continue
            if _read_otherwise(nxt[0]):
                continue
            case = Case(s.lang, source, source[lead : at + len(fig)], True, s.origin)
            if not figure_after_comparison(case):
                yield case

    def unspaced() -> Iterator[Case]:
        stops = cycle_forever(["\u3002", "\uff0c", "\u3001", "\uff1b"], rng)
        for place in places(sents, rng, iter(lambda: _number(rng) + next(stops), None), langs=sorted(UNSPACED)):
            a, b = place.fig
            yield place.case(place.source[: b - 1], True)

    yield from _interleave(real(), kept_or_stopped(), function_word_after(), unspaced())


def _read_otherwise(word: str) -> bool:
    """A function word that other rules read as the figure's (a letter that is a unit, "m"; a scale
    word, "hundred"; a percent word; a currency written with letters): other cases test it."""
    bare = word.strip(".,;:")
    return (
        (len(bare) == 1 and measure_word(bare))  # "m", "s", "y": a unit as much as a function word
        or lexicons.scale_word(bare)
        or bare.lower() in lexicons.percent_words()["after"]
        or bare in lexicons.currency_letters()
    )


def _compared(source: str, j: int) -> bool:
    from spacy_quoteverify.match import boundaries
    from spacy_quoteverify.text.fold import fold_match_text

    S = fold_match_text(source[:j])
    T = fold_match_text(source)
    return boundaries._comparison_phrase_at(T, len(S)) if T.startswith(S) else True


# --------------------------------------------------------------------------
# A unit written out between two figures


@lru_cache(maxsize=1)
def long_units() -> Tuple[str, ...]:
    """The CLDR unit and currency words of four letters or more, of scripts written with spaces,
    that no stop word list holds."""
    return tuple(
        w
        for w in sorted(lexicons.unit_words())
        if len(w) >= 4 and _SPACED_WORD.match(w) and measure_word(w) and not lexicons.stop_word_anywhere(w)
    )


def _compounds(rng: random.Random, chosen: List[Tuple[str, str, str, str]]) -> Iterator[str]:
    units = cycle_forever(long_units(), rng)
    while True:
        n, u, m = _number(rng), next(units), _number(rng, n=(1, 2))
        second = next(units) if rng.random() < 0.6 else ""
        chosen.append((n, u, m, second))
        yield f"{n} {u} {m} {second}" if second else f"{n} {u} {m},"


@case_class("adv_unit_between_figures_cut", faithful=False)
def unit_between_figures_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"2 hours" in "2 hours 15 minutes", "1 hour" in "1 hour 30,": a unit written out between two
    figures, the second measured by a unit or by none, makes them one measure; every CLDR unit word
    in turn, in real sentences of every spaced language. Starting at the second figure cuts it too."""
    chosen: List[Tuple[str, str, str, str]] = []
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for place in places(sents, rng, _compounds(rng, chosen), langs=langs, rounds=3):
        n, u, m, second = chosen[-1]
        yield place.case(place.before() + f"{n} {u}", False, _CUT)
        if second:
            yield place.case(f"{m} {second}" + place.after(), False, _CUT)


@case_class("adv_unit_between_figures_kept", faithful=True)
def unit_between_figures_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The measure quoted whole verifies ("2 hours 15 minutes"), and two figures that are two
    ("over 10 years 40 companies": the second counts a word that is no unit) each quoted with its
    word."""
    chosen: List[Tuple[str, str, str, str]] = []
    langs = [g for g in by_lang(sents) if g not in UNSPACED]
    for place in places(sents, rng, _compounds(rng, chosen), langs=langs, rounds=2):
        yield place.case(place.source[place.left : place.right], True)
    units = cycle_forever(long_units(), rng)
    for s, text, at, lead in _plain_places(sents, rng, want_counted=True):
        word = text[at:].split(" ")[0]
        if measure_word(word):
            continue
        n, u, m = _number(rng), next(units), _number(rng, n=(1, 2))
        head = f"{n} {u}"
        source = text[:at] + f"{head} {m} " + text[at:]
        yield Case(s.lang, source, source[lead : at + len(head)], True, s.origin)


# --------------------------------------------------------------------------
# A currency written before a figure


@lru_cache(maxsize=1)
def currencies_before() -> Tuple[str, ...]:
    """Currencies written before a figure: the ISO codes and CLDR letter symbols
    (:func:`lexicons.currency_letters`), the currency signs, and each sign after a code's first two
    letters, as CLDR writes the dollars of other countries ("US$", "CA$", "R$")."""
    signs = sorted(c for c in charclasses.CURRENCY_SIGNS if unicodedata.name(c, ""))
    codes = [c for c in lexicons.currency_letters() if regex.fullmatch(r"[A-Z]{3}", c)]
    prefixed = sorted({c[:2] + "$" for c in codes if c.endswith("D")})
    return tuple(sorted(lexicons.currency_letters())) + tuple(signs) + tuple(prefixed)


@case_class("adv_currency_before_cut", faithful=False)
def currency_before_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5 today" in "paid USD 5 today", "US$ 5", "US$5", "R$5", "$5", "5美元" read from its start:
    a quotation that starts at the figure leaves its currency out. Every currency in turn, spaced
    or glued (a glued letter code reads as a name: "USD5"), in real sentences of every language."""
    pool = cycle_forever(currencies_before(), rng)
    chosen: List[Tuple[str, str]] = []

    def figures() -> Iterator[str]:
        while True:
            cur, num = next(pool), _number(rng)
            chosen.append((cur, num))
            glued = unicodedata.category(cur[-1]) == "Sc" and rng.random() < 0.5  # "$5", "US$5" ("kr.5" reads as two sentences)
            yield f"{cur}{num}" if glued else f"{cur} {num}"

    for place in places(sents, rng, figures(), rounds=len(currencies_before()) // 300 + 1):
        cur, num = chosen[-1]
        if place.unspaced and regex.search(r"\p{L}", cur):
            continue  # a code glued to the letters of an unspaced script before it reads as one word with them
        yield place.case(num + place.after(), False, _CUT)
