"""Classes of line breaks written every way a text writes them.

A line break is any character Unicode breaks a line after whatever follows (Line_Break BK, CR,
LF, NL), "\\r\\n" counting as one, or an HTML "<br>"; a blank line is two of them (spaces between
allowed), U+2029 or a block tag ("<p>", "</div>"). Faithful classes run a quotation, or an elision
within one sentence, across a single break of each kind; refused ones join two paragraphs
parted by a blank line written each way, or elide across one, or across a break that opens a
list item.
"""
from __future__ import annotations

import random
from typing import Iterator, List, Sequence

from spacy_quoteverify import charclasses, verify_quote
from spacy_quoteverify.text.fold import fold_match_text

from . import UNSPACED, Case, Sentence, by_lang, case_class
from .structure import _ELISION_REFUSALS, _GAP, _body, _covered, _elide_across, _negation_free, _pairs, _plain, _spaced

#: One line break, each way it is written: every mandatory break of Unicode that does not end a
#: paragraph on its own, "\\r\\n", the same with spaces around, and HTML's.
_SINGLE_BREAKS: List[str] = [
    *sorted(charclasses.LINE_BREAKS - {"\f", "\u2029"}),
    "\r\n",
    " \r\n ",
    "\t\r\n",
    "<br>",
    "<br/>",
    "<BR />",
    "<br>\r\n",
    "<br class='x'>",
    " <br>",
]

#: One paragraph break, each way it is written beyond two of one line break: mixed line ends,
#: white space between, U+2029, and HTML's line and block tags.
_BLANK_LINES: List[str] = [
    "\r\n\r\n",
    "\r\n\n",
    "\n\r\n",
    "\r\r\n",
    "\r\n \t\r\n",
    "\r\r",
    "\x85\r\n",
    "\u2028\u2028",
    "\u2029",
    "<br><br>",
    "<br/>\r\n<br/>",
    "<BR> <br />",
    "<br>&nbsp;<br>",
    "</p><p>",
    "</p>\r\n<p class=\"x\">",
    "<p>",
    "</div><div>",
    "</li><li>",
    "<hr>",
]

#: A line break that opens a list item, written each way.
_ITEM_BREAKS: List[str] = [f"{lb}{marker}" for lb in ("\r\n", "\r", "\x85", "\u2028", "\x0b", "<br>", "<br/>\r\n") for marker in ("- ", "1. ", "(a) ", "| ")]


@case_class("adv_quote_across_line_break", faithful=True)
def quote_across_line_break(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation of a sentence whose source breaks its line between two words (every kind of
    line break in turn), quoted with a space: one line break is a wrap, not a paragraph."""
    k = 0
    for lang, group in _spaced(sents, 4).items():
        for s, w in group:
            cut = rng.randint(1, len(w) - 1)
            if not _plain(w[cut - 1 : cut + 1]):
                continue
            lb = _SINGLE_BREAKS[k % len(_SINGLE_BREAKS)]
            k += 1
            source = " ".join(w[:cut]) + lb + " ".join(w[cut:]) + "."
            yield Case(lang, source, " ".join(w), True, s.origin)
    for lang, group in sorted(by_lang(sents).items()):
        if lang not in UNSPACED:
            continue
        for s in group:
            body = _body(s.text)
            if len(body) < 6 or " " in body:
                continue
            cut = rng.randint(2, len(body) - 2)
            if not (body[cut - 1].isalpha() and body[cut].isalpha()):
                continue
            lb = _SINGLE_BREAKS[k % len(_SINGLE_BREAKS)]
            k += 1
            yield Case(lang, body[:cut] + lb + body[cut:], body, True, s.origin)


def _titled_lines(sents: Sequence[Sentence], rng: random.Random) -> Iterator[tuple]:
    """(lang, origin, source, title words, sentence words): a title line (words of one real
    sentence, no closing mark) over a real sentence of the same language whose first word starts
    with a capital that has a small letter (cased scripts only), parted by each line break."""
    k = 0
    for lang, origin, first, second in _pairs(sents):
        if lang in UNSPACED:
            continue
        title, words = first.split()[:4], second.split()
        if len(title) < 2 or len(words) < 3 or not _plain(title[-1:] + words[:3]):
            continue
        head = words[0]
        if not (head[:1].isupper() and head[:1].lower() != head[:1] and head[1:2].islower()):
            continue
        lb = _SINGLE_BREAKS[k % len(_SINGLE_BREAKS)]
        source = " ".join(title) + lb + " ".join(words) + "."
        kept = [" ".join(title[-2:] + words[:3]), " ".join(words[:3])]
        if not all(verify_quote(q, source, lang=code).verified for q in kept for code in (None, lang)):
            continue  # refused with the capital kept (a negation or condition ends the title): not this class
        k += 1
        yield lang, origin, source, title, words


@case_class("adv_title_line_read_into_sentence", faithful=False)
def title_line_read_into_sentence(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A passage from the last words of a title line into the sentence below it, the capital
    that starts that sentence written small ("placebo reduced mortality" of "Results for
    placebo\nReduced mortality was seen only with the drug."): refused (crosses_sentence). The
    quotation reads a title and a sentence as one."""
    for lang, origin, source, title, words in _titled_lines(sents, rng):
        quote = " ".join(title[-2:] + [words[0][:1].lower() + words[0][1:]] + words[1:3])
        yield Case(lang, source, quote, False, origin, ("crosses_sentence",))


@case_class("adv_title_line_capital_kept", faithful=True)
def title_line_capital_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the same passage with the capital as the source writes it ("given by Dr. Smith"
    of "given by\nDr. Smith"): verifies, as does the sentence quoted from its first word."""
    for n, (lang, origin, source, title, words) in enumerate(_titled_lines(sents, rng)):
        quote = " ".join(title[-2:] + words[:3]) if n % 2 else " ".join(words[:3])
        yield Case(lang, source, quote, True, origin)


@case_class("adv_elision_across_line_break", faithful=True)
def elision_across_line_break(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision within one sentence whose source breaks its line inside what is left out
    (every kind of line break in turn): a single line break ends no sentence."""
    k = 0
    covered = _covered()
    for lang, group in _spaced(sents, 7).items():
        if lang not in covered:
            continue
        for s, w in group:
            a = rng.randint(2, len(w) - 5)
            b = a + rng.randint(2, 3)
            left_out = w[a:b]
            if not (_plain(left_out) and _plain(w[a - 1 : a]) and _plain(w[b : b + 1])):
                continue
            if not _negation_free(" ".join(left_out), lang):
                continue
            quote = " ".join(w[:a]) + " \u2026 " + " ".join(w[b:])
            inner = rng.randint(a + 1, b - 1)
            if not all(verify_quote(quote, " ".join(w) + ".", lang=code).verified for code in (None, lang)):
                continue  # refused written on one line (for what the elision leaves out): not this class
            lb = _SINGLE_BREAKS[k % len(_SINGLE_BREAKS)]
            k += 1
            source = " ".join(w[:inner]) + lb + " ".join(w[inner:]) + "."
            yield Case(lang, source, quote, True, s.origin)


@case_class("adv_passage_across_written_blank_line", faithful=False)
def passage_across_written_blank_line(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """One passage made of the end of a paragraph and the start of the next, the paragraphs
    parted by a blank line written with mixed line ends, U+2029 or HTML tags."""
    k = 0
    for lang, origin, first, second in _pairs(sents):
        blank = _BLANK_LINES[k % len(_BLANK_LINES)]
        k += 1
        source = first + blank + second
        joined = first + " " + second
        reasons = _GAP
        if fold_match_text(joined) not in fold_match_text(source):
            joined = first + second  # the break between two letters of an unspaced script
            reasons = _GAP + ("not_found",)
        yield Case(lang, source, joined, False, origin, reasons)


@case_class("adv_elision_across_written_blank_line", faithful=False)
def elision_across_written_blank_line(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one paragraph into the middle of the next, parted by a blank line
    written with mixed line ends, U+2029 or HTML tags, or by a line break of any kind that
    opens a list item."""
    k = 0
    for lang, origin, first, second in _pairs(sents, _covered()):
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        forms = _BLANK_LINES + _ITEM_BREAKS
        parted = forms[k % len(forms)]
        k += 1
        yield Case(lang, first + parted + second, f"{cut[0]} \u2026 {cut[1]}", False, origin, _ELISION_REFUSALS)


#: Classes whose refused quotation ends where the source goes on, one space on, with what the
#: quotation may not leave out: a currency, an era, a unit, a fraction, a closing negation.
_CUT_AT_A_SPACE = (
    "adv_currency_letters_cut",
    "adv_era_dropped",
    "adv_compound_measure_cut",
    "adv_measure_unit_word_cut",
    "adv_mixed_fraction_cut",
    "adv_scale_abbreviation_stop",
    "adv_passage_stops_before_final_negation",
    "adv_passage_negated_inside_stops_before_final_negation",
    "adv_foreign_or_word_before_final_negation",
)
#: White space a reader reads as one space: a line wrapped there, each way, and a run of spaces.
_WRAPS = ["\n", "\r\n", " \n", "\n  ", "\u2028", "  ", "\t "]


@case_class("adv_cut_before_wrapped_line", faithful=False)
def cut_before_wrapped_line(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The refused cases of the classes that cut a figure from its currency, era, unit or fraction,
    or a clause from its closing negation (:data:`_CUT_AT_A_SPACE`), with the source's space
    right after the quotation written as a wrapped line or a run of spaces
    (:data:`_WRAPS`): what follows it still follows it, and the quotation is still refused."""
    from . import cases

    k = 0
    for name in _CUT_AT_A_SPACE:
        for case in cases(name, 60):
            at = case.source.find(case.quote)
            end = at + len(case.quote)
            if at < 0 or case.source[end : end + 1] != " ":
                continue
            wrap = _WRAPS[k % len(_WRAPS)]
            k += 1
            yield Case(case.lang, case.source[:end] + wrap + case.source[end + 1 :], case.quote, False, case.origin, case.reasons)
