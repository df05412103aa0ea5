"""The rule-based ``match`` check: are the quotation's passages in the source?

Each passage is folded, trimmed of edge punctuation and looked up in the folded
source as whole words and whole numbers (see :mod:`boundaries`). Pieces joined
by an elision must occur in order; what the elision leaves out may not hold a
negation, and when it crosses a sentence end the next piece must start a
sentence. Separate passages may come from anywhere, but not from one sentence
with words left out between them. The search over repeated pieces is a dynamic
programme over candidate places (linear in their number, up to a log factor),
bounded by ``max_candidates`` and reported when the bound is hit.
"""
from __future__ import annotations

import bisect
import sys
import unicodedata
from dataclasses import dataclass, field, replace
from functools import lru_cache, partial
from typing import Any, Callable, Dict, FrozenSet, Iterator, List, NamedTuple, Optional, Sequence, Tuple, cast

import numpy as np
import regex

from spacy_quoteverify import charclasses, reasons
from spacy_quoteverify.answer.passages import Passage, split_pieces
from spacy_quoteverify.charclasses import kind
from spacy_quoteverify.lang import lexicons, negation, questions
from spacy_quoteverify.lang.guess import function_word_anywhere
from spacy_quoteverify.lang.scripts import as_one_script
from spacy_quoteverify.match.boundaries import (
    FigureMarks,
    amount_word_after,
    amount_word_before,
    apostrophe_between,
    bound_before,
    comparison_before,
    edge_span,
    end_problem,
    ends_statement,
    figure_elided_before,
    figure_marks,
    figure_marks_problem,
    figure_spellings,
    grouping_language,
    ordinal_dot_after,
    start_problem,
    unit_case_problem,
    unit_cases,
    unit_elided_after,
)
from spacy_quoteverify.match.edits import SCAN_FIRST, GramIndex
from spacy_quoteverify.options import VerifyOptions
from spacy_quoteverify.text.fold import (
    TAG_RE,
    Folded,
    as_read,
    as_unstyled,
    clause_dash_spellings,
    fold_match,
    fold_match_text,
    footnote_marks,
    loose_changes,
    loose_view,
    may_hold_references,
    read_references,
)
from spacy_quoteverify.text.sentences import Sentences, item_start
from spacy_quoteverify.text.source import PreparedSource

Span = Tuple[int, int]

_LETTER_HYPHEN_RE = regex.compile(r"(?<=\p{L})-(?=\p{L})")
_UNIT_RE = regex.compile(r"\S+")
_SPACE_OR_PUNCT_RE = regex.compile(r"[^\p{L}\p{N}\p{M}]+")
_HAS_LETTER_RE = regex.compile(r"\p{L}")
#: A letter, or a symbol that may stand for one (circled "ⓝⓞⓣ", read by :func:`as_unstyled`).
_HAS_LETTER_OR_SYMBOL_RE = regex.compile(r"[\p{L}\p{So}]")

#: Most candidate places kept per passage when combining separate passages.
_MAX_CHAINS = 1000
#: Most pairs of places compared when combining separate passages.
_MAX_PAIRS = 200_000
#: Most places examined for one lookup while scoring a run.
_SCORE_PROBES = 2000
#: Most lookups while scoring one passage.
_SCORE_LOOKUPS = 3000
#: Characters a lookup may compare, per character of the source (plus a fixed allowance),
#: before it stops: a long piece that occurs at every position of a periodic source
#: ("aaaa..." against a line of one letter) would otherwise cost its length at each.
_WORK_PER_SOURCE_CHAR = 8
_WORK_ALLOWANCE = 1_000_000
#: Sources from this many folded characters up have their q-gram index built when a lookup
#: first finds nothing (a refused quotation) or a refused quotation is scored: each piece looked
#: up and not found would otherwise read the whole source (about a millisecond a megabyte), a
#: refusal looks up one or more, and a score about one run per word; the index costs about as
#: much to build as 25 such reads. Once built, every lookup uses it.
_INDEX_MIN_SOURCE = 1 << 17
#: Where a q-gram index exists, lookups still scan the first this many characters (the edit
#: matcher's exact lookups do the same).
_SCAN_FIRST = SCAN_FIRST


def trim_edges(folded: str) -> str:
    """Remove what is not content at the edges of a folded passage.

    >>> trim_edges('... revenue rose, ')
    'revenue rose'
    >>> trim_edges('-5%.')
    '-5%'
    >>> trim_edges(', .5 mg')
    '.5 mg'
    """
    if folded[:1].isascii() and folded[:1].isalnum() and folded[-1:].isascii() and folded[-1:].isalnum():
        return folded  # no edge mark is an ASCII letter or digit
    a, b = edge_span(folded)
    return folded[a:b]


class OptionalHyphens:
    """Where a piece occurs with or without each hyphen it writes between two letters.

    Hand-written instead of a regular expression ``part1-?part2-?...``: compiling one
    for each new quotation cost 0.2 to 2 ms (``regex`` parses patterns in Python),
    more than the search. The match is the one the expression gives: a part after a
    hyphen starts with a letter, so taking a hyphen where the source has one is the
    only way on (tests compare the two).
    """

    __slots__ = ("parts",)

    def __init__(self, parts: Sequence[str]) -> None:
        self.parts = tuple(parts)

    def match_at(self, S: str, i: int) -> Optional[int]:
        """End of the match starting at ``i``, or None."""
        pos = i
        last = len(self.parts) - 1
        for k, part in enumerate(self.parts):
            if not S.startswith(part, pos):
                return None
            pos += len(part)
            if k < last and S.startswith("-", pos):
                pos += 1
        return pos

    def places(self, S: str, pos: int = 0) -> Iterator[Span]:
        """Every match starting at or after ``pos``, overlapping ones included, in order."""
        head = self.parts[0]
        i = S.find(head, pos)
        while i >= 0:
            end = self.match_at(S, i)
            if end is not None:
                yield i, end
            i = S.find(head, i + 1)


@dataclass(frozen=True)
class Piece:
    """A folded, trimmed piece of a quotation, ready to be looked up."""

    text: str
    pattern: Optional[OptionalHyphens]
    unspaced: bool
    #: Positions in ``text`` of spaces that were line breaks in the quotation: the only places
    #: where the piece may run across a blank line of the source.
    breaks: FrozenSet[int] = frozenset()
    #: It starts with a combining mark: every place of it starts inside a word.
    mark_first: bool = False
    #: Its trimmed trailing edge held a sentence terminal: no place of it may end a question or
    #: an exclamation of the source (see :func:`boundaries.end_problem`).
    stated: bool = False
    #: Where an apostrophe stood between two letters (folded away), as the number of
    #: characters other than hyphens before it: a place must have its apostrophes there, no
    #: more and no fewer ("nest" is not "n'est", "its" not "it's").
    apostrophes: Tuple[int, ...] = ()
    #: The primes and quote marks written right after its digits (folded away), as
    #: :func:`boundaries.figure_marks` gives them; None when it holds no digit (nothing to compare).
    figure_marks: Optional[FigureMarks] = None
    #: The unit symbols written after its figures, as written (:func:`boundaries.unit_cases`): a
    #: place must write each in the same case ("5 mW" is not "5 MW").
    unit_cases: Tuple[str, ...] = ()
    #: Its trimmed trailing edge was a dash glued to its last figure ("5,000\u2212"): a place whose
    #: figure the source writes with a minus after it is the quotation's own.
    signed_end: bool = False
    #: The footnote and reference marks it writes (:func:`~spacy_quoteverify.text.fold.footnote_marks`),
    #: which folding drops: a place must write the same ones ("[3]" is not "[4]"); a piece that
    #: writes none may leave the source's out.
    footnotes: Tuple[str, ...] = ()
    #: The quotation's text it was folded from (empty for a piece made otherwise): read where a
    #: place runs across a line that a capital restarts (:func:`_lowers_line_start`).
    raw: str = ""


@lru_cache(maxsize=8192)
def make_piece(raw: str, turkic: bool = False) -> Piece:
    """Fold and trim a raw piece of a quotation (``turkic``: its capital I read as its source's
    Turkic casing reads it, see :func:`~spacy_quoteverify.text.fold.turkic_casing`)."""
    folded = fold_match_text(raw, turkic=turkic)
    piece = replace(piece_from_folded(trim_edges(folded)), raw=raw)
    if piece.text and not folded[-1:].isalnum() and ends_statement(folded, edge_span(folded)[1]):
        piece = replace(piece, stated=True)
    apostrophes = bool(piece.text) and (
        _IN_WORD_APOSTROPHE_RE.search(raw) is not None
        or (may_hold_references(raw) and _IN_WORD_APOSTROPHE_RE.search(read_references(raw)) is not None)
    )
    if piece.text and _DIGIT_RE.search(piece.text):
        piece = replace(piece, figure_marks=(), unit_cases=unit_cases(raw), signed_end=_SIGNED_END_RE.search(folded) is not None)
    if piece.text:
        footnotes = tuple(d for _, _, d in footnote_marks(raw))
        if footnotes:
            piece = replace(piece, footnotes=footnotes)
    marks = piece.figure_marks is not None and _DIGIT_MARK_RE.search(raw) is not None
    if not (apostrophes or marks or ("\n" in raw and piece.text)):
        return piece
    # Where the trimmed piece stands in the quotation with its offsets (folded once for all).
    F = fold_match(raw, turkic=turkic)
    lead = F.text.find(piece.text)
    if marks and lead >= 0:
        piece = replace(piece, figure_marks=figure_marks(F, lead, lead + len(piece.text), quoted=True))
    if apostrophes and lead >= 0:
        piece = replace(piece, apostrophes=_apostrophe_ranks(F, lead, lead + len(piece.text)))
    if "\n" in raw and lead >= 0:
        o = F.original
        breaks = frozenset(
            k for k in range(len(piece.text))
            if piece.text[k] == " " and "\n" in o[F.offsets.start(lead + k) : F.offsets.end(lead + k)]
        )
        piece = replace(piece, breaks=breaks)
    return piece


def _footnotes_differ(F: Folded, i: int, j: int, written: Tuple[str, ...]) -> bool:
    """A place ``[i, j)`` of ``F`` does not write the footnote marks ``written`` (what a piece of a
    quotation writes): those inside it, with or without those dropped right before it and right
    after it (a quotation may start with the source's "[3]" or end with it, or leave either out)."""
    o, S = F.original, F.text
    inner_s, inner_e = F.offsets.start(i), F.offsets.end(j - 1)
    before = i - 2 if i >= 2 and S[i - 1] == " " else i - 1  # "rate [3] fell": the space is after the mark
    after = j + 1 if S[j : j + 1] == " " else j
    outer_s = F.offsets.end(before) if before >= 0 else 0
    outer_e = F.offsets.start(after) if after < len(S) else len(o)
    for s in {inner_s, outer_s}:
        for e in {inner_e, outer_e}:
            if tuple(d for _, _, d in footnote_marks(o, s, e)) == written:
                return False
    return True


#: A figure and a dash glued after it ending a folded quotation piece ("5,000-", trimmed as edge typography).
_SIGNED_END_RE = regex.compile(r"\p{Nd}-\W*$")
#: A number (a first look for the digits :func:`boundaries.figure_marks` reads).
_DIGIT_RE = regex.compile(r"\p{N}")
#: A quote mark or prime right after a number: it may write a unit of the figure ("40\u2032").
_DIGIT_MARK_RE = regex.compile(rf"\p{{N}}[{charclasses.char_class(charclasses.QUOTE_MARKS)}]")
#: An apostrophe of any form between two letters (marks on the first allowed): inside a word.
_IN_WORD_APOSTROPHE_RE = regex.compile(
    rf"\p{{L}}\p{{M}}*[{charclasses.char_class(charclasses.APOSTROPHES)}]+\p{{L}}"
)


#: An apostrophe of any form.
_APOSTROPHE_RE = regex.compile(f"[{charclasses.char_class(charclasses.APOSTROPHES)}]")


#: What may stand between an opening mark and a sentence's first word: white space, quote marks,
#: opening brackets and emphasis.
_BEFORE_FIRST_WORD = frozenset("*_") | charclasses.QUOTE_MARKS


def _opened_as_question(F: Folded, i: int, j: int, raw: str, named: Optional[str] = None) -> bool:
    """The place ``[i, j)`` starts right after an inverted question mark ("¿El fármaco redujo la
    mortalidad?"), and the quotation keeps neither it nor the question mark that closes the
    sentence: it states what the source writes as a question.

    >>> F = fold_match("¿El fármaco redujo la mortalidad?")
    >>> at = F.text.find("el")
    >>> _opened_as_question(F, at, at + 14, "El fármaco redujo"), _opened_as_question(F, at, at + 14, "¿El fármaco redujo")
    (True, False)
    """
    o = F.original
    k = F.offsets.start(i)
    while k > 0 and (o[k - 1].isspace() or o[k - 1] in _BEFORE_FIRST_WORD or charclasses.category(o[k - 1]) == "Ps"):
        k -= 1
    if k == 0 or o[k - 1] not in charclasses.QUESTION_OPENERS:
        return False
    if _keeps_question(F.text, i, j) or _opens_with_question_mark(raw):
        return False
    return not _asks_first(o, F.offsets.start(i), F.offsets.end(j - 1), named)


def _asks_first(o: str, start: int, stop: int, named: Optional[str]) -> bool:
    """The passage ``o[start:stop]``, which starts a question, opens with its question word in the
    sentence's language (:func:`questions.asks_first`: "Quand est né Barack Obama", "Cuándo nació",
    "Por que o fármaco", "为什么"), and no clause mark follows it, which makes such a word a
    conjunction as often ("When the drug was given, mortality fell?", "Wie erwartet, sank ..."):
    it keeps asking without the question mark."""
    words = _ANY_WORD_RE.findall(o, start, stop)
    if not words or _CLAUSE_MARK_RE.search(o, start, stop) is not None:
        return False
    sentence = o[max(0, start - 200) : stop + 8]
    return questions.asks_first(words[0], sentence, named) or (len(words) > 1 and questions.asks_first(f"{words[0]} {words[1]}", sentence, named))


def _opens_with_question_mark(raw: str) -> bool:
    """The quotation ``raw`` writes an inverted question mark before its first word (quote marks,
    emphasis and opening brackets aside): "¿El fármaco", "«¿El"."""
    head = raw.lstrip()
    while head and (head[0] in _BEFORE_FIRST_WORD or charclasses.category(head[0]) == "Ps"):
        head = head[1:].lstrip()
    return head[:1] in charclasses.QUESTION_OPENERS


#: A word of the text (letters, marks and digits).
_ANY_WORD_RE = regex.compile(r"[\p{L}\p{M}\p{N}]+")


def _stated_question(F: Folded, i: int, j: int, raw: str = "", named: Optional[str] = None, last: Optional[str] = None) -> bool:
    """The place ``[i, j)`` ends where the question that ends its sentence closes
    (:func:`_question_follows`: closing quotes, brackets, footnote marks and symbols aside), with
    the question mark left out, and starts at that sentence's first word or after one function
    word of some language only (an auxiliary or a question word put first): it quotes the
    question's words as a statement. "Препарат снизил смертность" of "Препарат снизил
    смертность?", "the drug reduced mortality" of "Has the drug reduced mortality?". A part of
    the question ("the president of France" of "Who is the president of France?") is no
    statement of it and passes; so does a quotation (``raw``) that keeps what asks: a question
    word first in the sentence's language (:func:`questions.asks_first`, "Quand est né Barack
    Obama", ``named`` the language the caller named), the inverted question mark that opens it
    ("¿El fármaco redujo"), or a question particle ("Czy lek działa", "这种药有效吗":
    :func:`questions.particle_left_out`). A function word first asks nothing by itself: "The
    drug reduced mortality" of "The drug reduced mortality?" is stated.

    >>> F = fold_match("Costs rose. Has placebo reduced mortality? We do not know.")
    >>> at = F.text.find("placebo")
    >>> _stated_question(F, at, at + len("placebo reduced mortality")), _stated_question(F, at + 8, at + len("placebo reduced mortality"))
    (True, False)
    >>> F = fold_match("Who is the president of France? The drug reduced mortality [1]?")
    >>> _stated_question(F, 0, len("who is the president of france")), _stated_question(F, F.text.find("the drug"), F.text.find(" ["))
    (False, True)
    """
    if j <= i or _keeps_question(F.text, i, j):
        return False
    o = F.original
    k = _question_follows(o, F.offsets.end(j - 1))
    kept = raw if last is None else last  # the piece that ends the passage ("Đây là đâu, [...] là ai?")
    if k < 0 or (kept and kept.rstrip().endswith(o[k])):
        return False  # no question closes the sentence there, or the quotation keeps its mark (Greek ";")
    start = F.offsets.start(i)
    lo = max(0, start - 200)
    # The question starts after its sentence's start, a line break, a colon or semicolon, or a
    # quote mark ('He asked: "The drug cures cancer?"', "Q: The drug cures cancer?").
    end = _QUESTION_START_RE.search(o, lo, start)
    while end is not None and end.group() in charclasses.QUOTE_MARKS and _QUOTE_MARK_RE.search(o, end.end(), start) is not None:
        end = _QUESTION_START_RE.search(o, lo, end.start())  # that quotation closed before the passage ('La «u» tiene')
    head = _ANY_WORD_RE.findall(o, end.end() if end is not None else lo, start)
    if end is None and lo > 0:
        return False  # a sentence longer than the reach: the passage is a part of it
    # Past one function word or question word only ("Has", "Quand"), or a question word of two
    # ("Por qué", "tại sao"): a passage further in is a part of the question, not its statement.
    if head and not (
        (len(head) == 1 and (lexicons.stop_word_anywhere(head[0]) or lexicons.question_languages(head[0], lexicons.INTERROGATIVES)))
        or (len(head) == 2 and lexicons.question_languages(" ".join(head), lexicons.INTERROGATIVES))
    ):
        return False
    if _opens_with_question_mark(raw):
        return False
    if _asks_first(o, start, F.offsets.end(j - 1), named):
        return False  # "Quand est né Barack Obama": the question word keeps it a question
    found = questions.particle_left_out(o, start, F.offsets.end(j - 1))
    # The particle kept must ask in a language the sentence may be in: a word that is one only
    # in another language (Basque "al" in Spanish "Veo al hombre") keeps nothing.
    return found is None or not questions.asked_in(found.langs, o[max(0, start - 200) : k + 1])


#: Where a question starts, read back from a passage's start: a sentence's or a line's end, an
#: inverted question mark, a colon or semicolon, or a quote mark that opens a quotation (no
#: letter before it: not the closing mark of '"h" if you need').
_QUESTION_START_RE = regex.compile(
    rf"(?r)[\p{{Sentence_Terminal}}{charclasses.char_class(charclasses.QUESTION_OPENERS | frozenset(':;'))}]"
    rf"|(?<![\p{{L}}\p{{M}}\p{{N}}])[{charclasses.char_class(charclasses.QUOTE_MARKS - charclasses.APOSTROPHES)}]"
    rf"|{charclasses.LINE_BREAK_PATTERN}"
)
#: A quote mark (no apostrophe).
_QUOTE_MARK_RE = regex.compile(f"[{charclasses.char_class(charclasses.QUOTE_MARKS - charclasses.APOSTROPHES)}]")
#: A mark that ends a clause inside a sentence (a comma, semicolon or colon of any script, a dash).
_CLAUSE_MARK_RE = regex.compile(rf"[{charclasses.char_class(charclasses.CLAUSE_PUNCTUATION)}\p{{Pd}}]")
#: A tag after a comma or dash that turns the clause before it into a question: at most two
#: words, then the question mark (", right?", ", n'est-ce pas ?", " — or not?", ", oder?"); three
#: words are as often the question's own ("…, memimpin projek itu?").
_TAG_RE = regex.compile(
    rf"[^\S\n]*[{charclasses.char_class(charclasses.CLAUSE_PUNCTUATION)}\p{{Pd}}][^\S\n]*(?:[\p{{L}}\p{{M}}'\u2019-]+[^\S\n]*){{1,2}}(?=[{charclasses.char_class(charclasses.QUESTION_TERMINALS)}])"
)
#: A footnote written as a caret or braces and a figure ("^1", "{3}"), or a character entity ("&nbsp;").
_WRITTEN_NOTE_RE = regex.compile(r"\^\d{1,3}|\{\d{1,3}\}|&(?:[A-Za-z]{2,8}|#\d{1,6}|#x[0-9A-Fa-f]{1,5});")
#: Most characters read from a passage's end to the question mark that ends its sentence.
_QUESTION_REACH = 120
#: A bracketed aside or footnote between a passage's end and its sentence's mark: "[3]",
#: "(p = 0.04)", "(see Table 2)".
_ASIDE_RE = regex.compile(r"\([^()\n]{0,80}\)|\[[^\[\]\n]{0,80}\]")
#: A superscript or subscript written as markup, with what it holds ("<sup>3</sup>").
_MARKUP_NOTE_RE = regex.compile(r"<(su[pb])\b[^<>]{0,64}>[^<>]{0,20}</\1\s*>", regex.IGNORECASE)
#: A letter of the Greek script, after which ";" is the question mark (U+037E is canonically ";").
_GREEK_LETTER_BEFORE_RE = regex.compile(r"(?r)[\p{scx=Greek}&&\p{L}]", flags=regex.V1)


def _question_follows(o: str, k: int) -> int:
    r"""The offset of the question mark that ends the sentence in which text ``o`` has a
    passage end at ``k``, or -1 where that sentence goes on with a word or ends otherwise.
    What stands between asks nothing and says no more: white space (not a blank line), quote
    marks, closing brackets, a bracketed aside or footnote ("[3]", "(p = 0.04)"), a footnote
    mark ("¹", "*", "†", "<sup>3</sup>"), an emoji or other symbol, and other sentence marks
    of the run that ends it ("...?", "!?"). After a Greek letter, ";" is the question mark.

    >>> [_question_follows(t, 9) for t in ("Aspirin X[1] ?", "Aspirin X¹ 🤔?", "Aspirin X...?", "Aspirin X, right?", "Aspirin X.\n\n?")]
    [13, 12, 12, 16, -1]
    """
    n = len(o)
    limit = min(n, k + _QUESTION_REACH)
    greek = None
    while k < limit:
        ch = o[k]
        if ch in charclasses.QUESTION_TERMINALS:
            return k
        if ch == ";" or ch == "\u037e":
            if greek is None:
                greek = _GREEK_LETTER_BEFORE_RE.search(o, max(0, k - 40), k) is not None
            return k if greek else -1
        if ch == "\n":
            nxt = k + 1
            while nxt < limit and o[nxt] in " \t\r":
                nxt += 1
            if nxt < n and o[nxt] == "\n":
                return -1  # a blank line ends the paragraph
            k = nxt
            continue
        if ch.isspace() or ch in charclasses.QUOTE_MARKS:
            k += 1
            continue
        if ch in "([":
            m = _ASIDE_RE.match(o, k)
            if m is None:
                return -1
            k = m.end()
            continue
        if ch in "^{&":
            m = _WRITTEN_NOTE_RE.match(o, k)
            if m is not None:
                k = m.end()
                continue
        tag = _TAG_RE.match(o, k)
        if tag is not None:
            return tag.end()  # "The drug works, right?": the tag asks about the clause before it
        if ch == "<":
            m = _MARKUP_NOTE_RE.match(o, k) or TAG_RE.match(o, k)
            if m is not None:
                k = m.end()
                continue
        cat = charclasses.category(ch)
        if cat in ("Pe", "Pf") or cat[0] == "S" or ch in charclasses.SENTENCE_TERMINALS or ch == "\u2026":
            k += 1
            continue
        if (cat == "No" and unicodedata.decomposition(ch).startswith(("<super>", "<sub>"))) or cat == "Cf":
            k += 1  # a superscript figure, or an invisible format character
            continue
        if cat == "Po" and ch not in charclasses.TERMINAL_PUNCTUATION:
            k += 1  # "*", "†", "‡", "#": a footnote mark
            continue
        return -1
    return -1


#: A line break of the source (any kind, "\r\n" as one, and HTML's "<br>", see fold.TAG_RE).
_LINE_BREAK_RE = regex.compile(rf"{charclasses.LINE_BREAK_PATTERN}|<[bB][rR](?![A-Za-z0-9])[^<>]*>")


def _lowers_line_start(F: Folded, i: int, j: int, piece: Piece) -> bool:
    r"""The place ``[i, j)`` runs across a line break after which the source's line starts with a
    capital letter, and the quotation writes that letter in lower case: it reads as one
    sentence a title, a label or a table cell and the sentence below it ("Placebo reduced
    mortality" of "Results for placebo\nReduced mortality was seen only with the drug."), as
    no wrapped sentence reads (a word a line starts with a capital is a name, or a sentence's
    first). A quotation that keeps the capital ("given by Dr. Smith" of "given by\nDr. Smith")
    is as the source writes it.

    >>> F = fold_match("Results for placebo\nReduced mortality was seen.")
    >>> piece = make_piece("placebo reduced mortality")
    >>> at = F.text.find(piece.text)
    >>> _lowers_line_start(F, at, at + len(piece.text), piece), _lowers_line_start(F, at, at + len(piece.text), make_piece("placebo Reduced mortality"))
    (True, False)
    """
    o = F.original
    a, b = F.offsets.start(i), F.offsets.end(j - 1)
    m = _LINE_BREAK_RE.search(o, a, b)
    while m is not None:
        k = m.end()
        while k < b and o[k] in " \t":
            k += 1
        if k < b and charclasses.category(o[k]) in ("Lu", "Lt"):
            quoted = _quoted_char(piece, F, i, k)
            if quoted is not None and charclasses.category(quoted) == "Ll":
                return True
        m = _LINE_BREAK_RE.search(o, m.end(), b)
    return False


def _quoted_char(piece: Piece, F: Folded, i: int, k: int) -> Optional[str]:
    """The quotation's character written where the source's original position ``k`` is read, for
    the place of ``piece`` at folded ``i`` (None where the two are not one to one there)."""
    at = F.offsets.positions_list([k])[0]
    if not (i <= at < i + len(piece.text)) or F.offsets.start(at) != k:
        return None
    Q = fold_match(piece.raw)
    lead = Q.text.find(piece.text)
    if lead < 0:
        return None
    return piece.raw[Q.offsets.start(lead + at - i)]


def _apostrophe_ranks(F: Folded, i: int, j: int) -> Tuple[int, ...]:
    """Where in folded ``[i, j)`` an apostrophe stood between two letters, each as the number
    of characters other than hyphens before it from ``i`` (the optional hyphens of a piece
    move positions, not ranks).

    Reads only the apostrophes of the original window, each mapped to the folded character
    after it (:func:`_apostrophe_ranks_scan` walks every character of the window, the same
    answer at two offset look-ups a character: most of a 100-word quotation's check)."""
    o = F.original
    lo, hi = F.offsets.start(i), F.offsets.end(j - 1)
    if not _IN_WORD_APOSTROPHE_RE.search(o, lo, hi):
        if (o.find("&", lo, hi) >= 0 or o.find("\\", lo, hi) >= 0) and _IN_WORD_APOSTROPHE_RE.search(F.written(lo, hi)):
            return _apostrophe_ranks_scan(F, i, j)  # an apostrophe written as a reference ("&#39;")
        return ()
    S = F.text
    # The folded character after each apostrophe: every place the scan accepts is one of them
    # (the last apostrophe of its gap ends where that character starts); the same tests decide.
    after = [m.end() for m in _APOSTROPHE_RE.finditer(o, lo, hi)]
    out = []
    for k in sorted(set(F.positions_list(after))):
        if not i < k < j:
            continue
        if S[k].isalpha() and (S[k - 1].isalpha() or charclasses.category(S[k - 1])[0] == "M"):
            gap = o[F.offsets.end(k - 1) : F.offsets.start(k)]
            if gap and all(c in charclasses.APOSTROPHES for c in gap):
                out.append(k - i - S.count("-", i, k - 1))
    return tuple(out)


def _apostrophe_ranks_scan(F: Folded, i: int, j: int) -> Tuple[int, ...]:
    """:func:`_apostrophe_ranks` by reading every character of the window (the reference)."""
    if not _IN_WORD_APOSTROPHE_RE.search(F.written(F.offsets.start(i), F.offsets.end(j - 1))):
        return ()
    S = F.text
    out = []
    rank = 0
    for k in range(i + 1, j):
        if S[k - 1] != "-":
            rank += 1
        if S[k].isalpha() and (S[k - 1].isalpha() or charclasses.category(S[k - 1])[0] == "M"):
            gap = F.written(F.offsets.end(k - 1), F.offsets.start(k))
            if gap and all(c in charclasses.APOSTROPHES for c in gap):
                out.append(rank)
    return tuple(out)


@lru_cache(maxsize=8192)
def piece_from_folded(text: str) -> Piece:
    pattern = _hyphen_pattern(text) if "-" in text else None  # the only hyphen _LETTER_HYPHEN_RE reads
    unspaced = charclasses.has_unspaced(text)  # UNSPACED_RE.search, by a faster first look
    return Piece(text, pattern, unspaced, mark_first=not text[:1].isascii() and kind(text[:1]) == "M")


def _hyphen_pattern(text: str) -> Optional[OptionalHyphens]:
    if not _LETTER_HYPHEN_RE.search(text):
        return None
    # A hyphen between two letters that the quotation writes may be absent
    # from the source ("investigator-blinded" / "investigatorblinded").
    return OptionalHyphens(_LETTER_HYPHEN_RE.split(text))


def _raw_places(S: str, piece: Piece, index: Optional[GramIndex] = None) -> Iterator[Span]:
    """Every place of ``piece`` in ``S``, overlapping ones included, in order (from ``index``,
    the q-gram index of ``S``, where it can list them)."""
    if piece.pattern is None:
        t = piece.text
        n = len(t)
        if index is not None and n >= GramIndex.MIN_LENGTH and len(S) > _SCAN_FIRST:
            # The places ending within the first _SCAN_FIRST characters by a scan, the others
            # from the index: each place is listed once, in order.
            i = S.find(t, 0, _SCAN_FIRST)
            while i >= 0:
                yield i, i + n
                i = S.find(t, i + 1, _SCAN_FIRST)
            for i in index.places(t, _SCAN_FIRST - n + 1) or ():
                yield i, i + n
            return
        i = S.find(t)
        while i >= 0:
            yield i, i + n
            i = S.find(t, i + 1)
    else:
        yield from piece.pattern.places(S)


class _Lookup:
    """Valid places of pieces in one folded source, with the reason for misses."""

    def __init__(
        self,
        F: Folded,
        budget: int,
        blanks: Sequence[int] = (),
        index: Optional[GramIndex] = None,
        build: Optional[Callable[[], GramIndex]] = None,
        negated_start: Optional[Callable[[int], Optional[str]]] = None,
        asked: Optional[Callable[[int, int, bool], Optional[str]]] = None,
        ordinal_end: Optional[Callable[[int], bool]] = None,
        amount_end: Optional[Callable[[int], bool]] = None,
        amount_start: Optional[Callable[[int], bool]] = None,
        named: Optional[str] = None,
    ) -> None:
        self.F = F
        #: The language the caller named, if any (:func:`_stated_question`).
        self.named = named
        #: Whether a place ending (starting) at a folded position leaves out a word of the figure's
        #: amount in the check's language (:func:`boundaries.amount_word_after`, "50" of "50 mdkr";
        #: :func:`boundaries.amount_word_before`, "500" of "Rs. 500").
        self.amount_end = amount_end
        self.amount_start = amount_start
        #: Whether a place ending at a folded position turns an ordinal written with a full stop
        #: into a cardinal in the check's language (:func:`boundaries.ordinal_dot_after`).
        self.ordinal_end = ordinal_end
        #: Why a place ``(i, j)`` leaves out the particle that makes its sentence a question
        #: (:func:`_question_cut`; the passage's start is asked of its first piece only).
        self.asked = asked
        #: Why a passage may not start at a folded position for the source's word before it
        #: (:func:`_negated_start`), asked of a passage's first piece only; None: not asked.
        self.negated_start = negated_start
        #: The q-gram index of ``F.text`` (None: lookups scan it).
        self.index = index
        #: Builds the index (for the source's later lookups too) once a lookup has found
        #: nothing (see :meth:`_missed`).
        self._build = build
        self._candidates: Dict[str, "np.ndarray"] = {}
        #: Places that may still be examined, for all pieces of a passage together.
        self.budget = budget
        #: Characters that may still be compared (see _WORK_PER_SOURCE_CHAR).
        self.work = _WORK_PER_SOURCE_CHAR * len(F.text) + _WORK_ALLOWANCE
        self.bounded = False
        self.problem: Optional[str] = None
        #: Folded positions of the source's blank lines: no place runs across one.
        self.blanks = blanks
        #: What :meth:`start_problem` and :meth:`end_problem` answered, by their arguments.
        self._starts: Dict[Tuple[int, bool], Optional[str]] = {}
        self._ends: Dict[Tuple[int, bool, bool], Optional[str]] = {}

    def start_problem(self, i: int, scale: bool = True) -> Optional[str]:
        """:func:`boundaries.start_problem` of ``F`` at ``i``, asked once per lookup: the places of
        a piece that grows by a word (:func:`run_fraction`) start where the shorter one's did,
        and the pieces of one passage meet the same starts (about half of the questions repeat)."""
        key = (i, scale)
        if key in self._starts:
            return self._starts[key]
        found = self._starts[key] = start_problem(self.F, i, scale)
        return found

    def end_problem(self, j: int, stated: bool = False, scale: bool = True) -> Optional[str]:
        """:func:`boundaries.end_problem` of ``F`` at ``j``, asked once per lookup (as :meth:`start_problem`)."""
        key = (j, stated, scale)
        if key in self._ends:
            return self._ends[key]
        found = self._ends[key] = end_problem(self.F, j, stated, scale)
        return found

    def _problem(self, i: int, j: int, piece: Piece, first: bool = False) -> Optional[str]:
        F = self.F
        p = self.start_problem(i) or self.end_problem(j, piece.stated)
        if p == reasons.SIGN_DROPPED and piece.signed_end and F.text[j : j + 1] == "-":
            p = self.end_problem(j + 1, piece.stated)  # "5,000\u2212" quoted with its minus: the place ends after it
        if p is None and first and self.negated_start is not None:
            p = self.negated_start(i)  # "patients improved" in "No patients improved"
        if p is None and _apostrophe_ranks(F, i, j) != piece.apostrophes:
            return reasons.APOSTROPHE_CHANGED  # "nest" is not in "n'est", nor "it's" in "its"
        if p is None and piece.figure_marks is not None:
            p = figure_marks_problem(figure_marks(F, i, j), piece.figure_marks)  # "40" is not in "40\u2032"
        if p is None and piece.footnotes and _footnotes_differ(F, i, j, piece.footnotes):
            p = reasons.NUMBER_CHANGED  # "[3]" is not "[4]"
        if p is None and piece.unit_cases:
            p = unit_case_problem(F.original[F.offsets.start(i) : F.offsets.end(j - 1)], piece.unit_cases)  # "5 mW" is not "5 MW"
        if p is None and self.blanks:
            k = bisect.bisect_right(self.blanks, i)
            while k < len(self.blanks) and self.blanks[k] < j:
                if self.blanks[k] - i not in piece.breaks:
                    return reasons.UNMARKED_GAP  # one passage over two paragraphs of the source
                k += 1
        if p is None and piece.raw and _lowers_line_start(F, i, j, piece):
            return reasons.CROSSES_SENTENCE  # "Placebo reduced mortality" of "Results for placebo\nReduced mortality ..."
        if p is None and self.ordinal_end is not None and not piece.stated and self.ordinal_end(j):
            # "Es war der 5" is not in "Es war der 5. Versuch"; "Es war der 5." keeps the stop.
            p = reasons.NUMBER_CUT
        if p is None and self.amount_end is not None and self.amount_end(j):
            p = reasons.NUMBER_CUT  # "Vinsten blev 50" is not in "Vinsten blev 50 mdkr"
        if p is None and self.amount_start is not None and self.amount_start(i):
            p = reasons.NUMBER_CUT  # "500 per month" is not in "Rs. 500 per month"
        if p is None and first and piece.raw and _opened_as_question(F, i, j, piece.raw, self.named):
            return reasons.QUESTION_CUT  # "El fármaco redujo la mortalidad" of "¿El fármaco redujo la mortalidad?"
        if p is None and first and _stated_question(F, i, j, piece.raw, self.named):
            return reasons.QUESTION_CUT  # "Препарат снизил смертность" of "Препарат снизил смертность?"
        if p is None and self.asked is not None:
            # Asked last: a cut figure or word, a changed apostrophe say more of a place.
            p = self.asked(i, j, first)  # "lek działa" in "Czy lek działa", "ilaç işe yarıyor" in "... mu"
        return p

    def _note(self, p: str) -> None:
        """Keep the first reason a place was refused for, unless a later place is refused only
        for the negation before it: the piece is there, and what hides it is that negation
        (the component reads such a piece with its neighbour as one elided quotation)."""
        if self.problem is None or p == reasons.NEGATION_CUT:
            self.problem = p

    def _spend(self, chars: int) -> bool:
        """Count one place of ``chars`` characters; False (and bounded) once a budget is spent."""
        self.budget -= 1
        self.work -= chars
        if self.budget < 0 or self.work < 0:
            self.bounded = True
            return False
        return True

    def _inside_words(self, piece: Piece) -> bool:
        """The piece starts with a combining mark, so every place of it starts inside a word
        (:func:`start_problem` refuses each for that first): the first place, if any, is
        examined for its reason and no other (a repetitive source has thousands)."""
        if not piece.mark_first:
            return False
        first = next(_raw_places(self.F.text, piece, self.index), None)
        if first is not None and self._spend(first[1] - first[0]):
            self.problem = self.problem or self._problem(first[0], first[1], piece)
        return True

    def _missed(self) -> None:
        """A lookup found no valid place. Without an index it read the whole text for that, as
        every lookup of a refused quotation does (about a millisecond a megabyte, several times
        what verifying one costs): a large source builds its q-gram index now, so that this
        one's further lookups and those of the quotations after it ask the index instead."""
        if self.index is None and self._build is not None and len(self.F.text) >= _INDEX_MIN_SOURCE:
            self.index = self._build()

    def occurs(self, piece: Piece) -> bool:
        """Whether ``piece`` is written anywhere in the source, valid or not (one lookup)."""
        return next(_raw_places(self.F.text, piece, self.index), None) is not None

    def places(self, piece: Piece, limit: Optional[int] = None, first: bool = False, scan: Optional[int] = None) -> List[Span]:
        """Valid places of ``piece`` (at most ``limit``, among its first ``scan`` places);
        ``first``: the piece starts its passage, so the word before a place may not negate it."""
        out: List[Span] = []
        F = self.F
        if self._inside_words(piece):
            return out
        for n, (i, j) in enumerate(_raw_places(F.text, piece, self.index)):
            if (scan is not None and n >= scan) or not self._spend(j - i):
                break
            p = self._problem(i, j, piece, first)
            if p is not None:
                self._note(p)
                continue
            out.append((i, j))
            if limit is not None and len(out) >= limit:
                break
        if not out:
            self._missed()
        return out

    def first_from(self, piece: Piece, pos: int, first: bool = False) -> Optional[Span]:
        """The first valid place of ``piece`` starting at or after ``pos`` (``first``: as for
        :meth:`places`)."""
        F = self.F
        S = F.text
        if self._inside_words(piece):
            return None
        while self.budget > 0 and self.work > 0:
            self.budget -= 1
            self.work -= len(piece.text)
            if piece.pattern is None:
                i = self._find(piece.text, pos)
                if i < 0:
                    self._missed()
                    return None
                j = i + len(piece.text)
            else:
                found = next(piece.pattern.places(S, pos), None)
                if found is None:
                    self._missed()
                    return None
                i, j = found
            p = self._problem(i, j, piece, first)
            if p is None:
                return i, j
            self._note(p)
            pos = i + 1
        self.bounded = True
        return None

    def _find(self, t: str, pos: int) -> int:
        """``F.text.find(t, pos)``, from the q-gram index past the first _SCAN_FIRST characters
        (as in :func:`_raw_places`)."""
        S = self.F.text
        n = len(t)
        if self.index is None or n < GramIndex.MIN_LENGTH or len(S) <= _SCAN_FIRST:
            return S.find(t, pos)
        if pos < _SCAN_FIRST:
            i = S.find(t, pos, _SCAN_FIRST)
            if i >= 0:
                return i
            pos = max(pos, _SCAN_FIRST - n + 1)
        cand = self._candidates.get(t)
        if cand is None:
            listed = self.index.candidates(t)
            if listed is None:  # shorter than the index's q-grams: scan
                return S.find(t, pos)
            cand = self._candidates[t] = listed
        for i in cand[int(np.searchsorted(cand, pos)) :].tolist():
            if S.startswith(t, i):
                return i
        return -1

    def within(self, piece: Piece, lo: int, hi: int, cut_figures: bool = False) -> Iterator[Span]:
        """Valid places of ``piece`` inside folded ``[lo, hi)``, first to last (with
        ``cut_figures``, also the places refused only for cutting a figure or its sign)."""
        S = self.F.text
        pos = lo
        if piece.mark_first:
            return  # every place starts inside a word (see _inside_words)
        while self.budget > 0:
            self.budget -= 1
            if piece.pattern is None:
                i = S.find(piece.text, pos, hi)
                if i < 0:
                    return
                j = i + len(piece.text)
            else:
                found = None
                for i, j in piece.pattern.places(S, pos):
                    if i >= hi:
                        break
                    if j <= hi:
                        found = (i, j)
                        break
                if found is None:
                    return
                i, j = found
            problem = self._problem(i, j, piece)
            if problem is None or (cut_figures and problem in _FIGURE_CUTS):
                yield i, j
            pos = i + 1
        self.bounded = True

    def found(self, piece: Piece) -> bool:
        F = self.F
        if piece.mark_first:
            return False  # every place starts inside a word (see _inside_words)
        for n, (i, j) in enumerate(_raw_places(F.text, piece, self.index)):
            self.work -= j - i
            if n >= _SCORE_PROBES or self.work < 0:
                return False
            if self.start_problem(i, scale=False) is None and self.end_problem(j, piece.stated, scale=False) is None:
                return True
        return False


# --------------------------------------------------------------------------
# Negation and script checks of left-out text (the negation module refines them)


def _greedy_chain(
    src: PreparedSource,
    pieces: Sequence[Piece],
    look: "_Lookup",
    lang: Optional[str],
    starts: bool = True,
    tries: int = 8,
) -> Optional[List[Span]]:
    """A valid chain found by taking the first acceptable place for each piece.

    Places are looked up lazily, so a source that repeats a piece many times
    costs nothing here. Only chains that obey every rule are returned; ``None``
    means the greedy walk failed and the exhaustive search must decide.
    """
    S = src.folded.text
    pos0 = 0
    for _ in range(tries):
        first = look.first_from(pieces[0], pos0, first=starts)
        if first is None:
            return None
        # Read once the first piece is there: a piece found nowhere needs no sentence index.
        sents = src.sentences_for(lang)
        pos0 = first[0] + 1
        chain = [first]
        for piece in pieces[1:]:
            e = chain[-1][1]
            nxt = look.first_from(piece, e)
            if nxt is None:
                return None
            k_end = bisect.bisect_left(sents.ends, e)
            se = sents.ends[k_end] if k_end < len(sents.ends) else len(S)
            if nxt[0] < se:
                if _elided_problem(src, e, nxt[0], lang) or _hidden_between(src, chain[-1][0], e, *nxt):
                    break
                chain.append(nxt)
                continue
            if _gap_problem(_left_out(src, e, se), lang):
                break
            cand = look.first_from(piece, se)
            for _ in range(tries):
                if cand is None or sents.starts_after(e, cand[0]):
                    break
                cand = look.first_from(piece, cand[0] + 1)
            if (
                cand is None
                or not sents.starts_after(e, cand[0])
                or comparison_before(src.folded, e, cand[0], _bound_lang(src, lang))
                or figure_elided_before(src.folded, e, (to := _figures_read_to(src, e, se, cand[0])), cand[0])
                or unit_elided_after(src.folded, e, to)
                or _crosses_dash_aside(src, _left_out(src, e, cand[0]), chain[-1][0], e, *cand)
            ):
                break
            chain.append(cand)
        if len(chain) == len(pieces):
            return chain
    return None


#: What ends no sentence though the sentence index may end one there: an ellipsis, a run of full
#: stops (the source's own elision, dot leaders) and the characters that are no Sentence_Terminal.
_NOT_TERMINAL_RE = regex.compile(r"\.{2,}|\u2026|[^\p{Sentence_Terminal}]+")


def _figures_read_to(src: PreparedSource, e: int, se: int, i: int) -> int:
    """Where the text an elision from folded ``e`` to the next piece at ``i`` leaves out is read
    to for a figure or unit it hides (:func:`boundaries.figure_elided_before`,
    :func:`boundaries.unit_elided_after`), when it crosses the end at ``se`` of the first piece's
    sentence: the rest of that sentence where a Sentence_Terminal character ends it ("fell by …
    5 million" of "fell by 40%. 5 million were spent"); the whole of it where no such character
    stands between (a label's colon, a list's line, the source's own "…" or dot leaders, which
    the sentence index may read as ends): "Men … 12%" of "Men: 5%, women: 12%." hides "5%".

    >>> src = PreparedSource("Men: 5%, women: 12%.")
    >>> _figures_read_to(src, 3, 4, 16), _figures_read_to(PreparedSource("Men fell. 12% rose."), 3, 9, 10)
    (16, 9)
    """
    S = src.folded.text
    return i if _NOT_TERMINAL_RE.sub("", S[e:i]) == "" else se


class LeftOut(NamedTuple):
    """Source text an elision leaves out, as written in the source, and the sentence around it
    (``text`` starts at ``context[at]``; -1: not known)."""

    text: str
    context: str
    at: int = -1


#: Most characters of context on either side of left-out text (to identify its language).
_CONTEXT = 400


def _left_out(src: PreparedSource, i: int, j: int) -> LeftOut:
    """The original text of the folded slice ``[i, j)`` and of the sentence(s) holding it.

    The negation check reads the original: folding drops apostrophes ("n'est" would be "nest").
    """
    F = src.folded
    n = len(F.text)
    if not _HAS_LETTER_OR_SYMBOL_RE.search(F.text, i, j):
        return LeftOut("", "")
    # What folding dropped next to the slice (an apostrophe: "nient'" before "altro") is left out too.
    # One end of each character's original span is read (to_original reads both).
    offsets = F.offsets
    a = offsets.end(i - 1) if i > 0 else 0
    b = offsets.start(j) if j < n else len(F.original)
    ends = src.sentences.ends
    k = bisect.bisect_right(ends, i)
    start = max(ends[k - 1] if k > 0 else 0, i - _CONTEXT)
    k2 = bisect.bisect_left(ends, j)
    stop = min(ends[k2] if k2 < len(ends) else n, j + _CONTEXT)
    ca = offsets.start(start) if start < i else a
    cb = offsets.end(stop - 1) if stop > j else b
    return LeftOut(F.original[a:b], F.original[ca:cb], a - ca)


@lru_cache(maxsize=65536)
def _gap_problem(gap: LeftOut, lang: Optional[str]) -> Optional[str]:
    """Why text left out by an elision makes it unfaithful (None when it does not).

    The text is read as written and as the characters it stands for, as the match view reads
    them ("doesn&#39;t" is "doesn't", a Kangxi radical its ideograph, a tatweel nothing): a
    negation found either way counts. Both, since a backslash before a letter may be a path
    ("C:\\nobody") rather than an escape.
    """
    why = _written_gap_problem(gap, lang)
    if why is None:
        read = LeftOut(as_read(gap.text), as_read(gap.context))
        if read[:2] != gap[:2]:
            why = _written_gap_problem(read, lang)
    if why is None and not gap.text.isascii():
        # Styled letters read as letters ("ɴᴏᴛ", "n̲o̲t̲", "ⓝⓞⓣ", "n\u200aot"): a reader sees "not".
        styled = LeftOut(as_unstyled(gap.text), as_unstyled(gap.context))
        if styled[:2] != gap[:2]:
            why = _written_gap_problem(styled, lang)
        # Look-alike letters of another script inside a word ("nоt" with a Cyrillic "о"; a
        # small capital "ʜ" for a Cyrillic "н"), read before and after the styles.
        for look in dict.fromkeys((gap, styled)):  # once where no style was read
            mixed = LeftOut(as_one_script(look.text, look.context), as_one_script(look.context))
            if why is None and mixed[:2] != look[:2]:
                why = _written_gap_problem(mixed, lang)
                if why is None:
                    why = _written_gap_problem(LeftOut(as_unstyled(mixed.text), as_unstyled(mixed.context)), lang)
    if why is None and gap.at >= 0:
        # A negating ending cut off its verb is read where it stands: Japanese ん, へん, ねえ
        # negate after a verb stem and are other words alone. An exceptive negation's partner
        # left out ("ne concerne … les" of "ne concerne que les") turns the affirmation into a
        # denial (an additive phrase split so is read with the pieces: :func:`_hidden_between`).
        # What a language writes after a clause to name it a claim, deny it or make it a
        # conjecture ("薬が効く…" over "効くかもしれない", "…という主張は誤りだ") is left out with the
        # gap that starts at it, as a passage may not stop before it (:func:`negation.denial_after`).
        end = gap.at + len(gap.text)
        if (
            negation.negation_in_context(gap.context, gap.at, end, lang) is not None
            or negation.loses_restrictive_partner(gap.context, gap.at, end, lang)
            or negation.denial_after(gap.context, gap.at, lang)
        ):
            why = reasons.NEGATION_ELIDED
    return why


def _written_gap_problem(gap: LeftOut, lang: Optional[str]) -> Optional[str]:
    """:func:`_gap_problem` of the text as it is written."""
    if not _HAS_LETTER_RE.search(gap.text):
        return None
    # Characters that do not show are not there (as in the match view): "n\u200bot" is "not".
    # A word broken across a line by a hyphen (a soft one too, which does not show) is one word.
    text = negation.rejoin_broken_words(gap.text).translate(_INVISIBLE_GONE)
    context = gap.context.translate(_INVISIBLE_GONE).strip()
    following = gap.context[gap.at + len(gap.text) :] if gap.at >= 0 else ""
    why = negation.elision_problem(text, context, lang, following)
    if why is None and "\u200c" in text:
        # The zero-width non-joiner belongs inside Persian and Indic words, and hides a negation
        # anywhere else: the text is read both ways.
        why = negation.elision_problem(text.replace("\u200c", ""), context.replace("\u200c", ""), lang)
    return why


def _bound_lang(src: PreparedSource, lang: Optional[str], named: Optional[str] = None) -> Optional[str]:
    """The language that judges a word of a bound shared with another language
    (:func:`boundaries.bound_before`): the one the caller ``named``, or the check's, unless it is
    the source's guess from its letters alone (a text in Cyrillic letters is guessed Russian,
    which says nothing of a Belarusian "да"; a guess in Latin letters comes from the text's
    function words). Where only the check's language is known, a named one equal to the guess
    is read as the guess."""
    if named:
        return named
    if lang is None or lang != src.language or lang not in lexicons.available_languages("negations"):
        return lang
    return lang if "Latin" in lexicons.negation_lexicon(lang).scripts else None


def _elided_problem(src: PreparedSource, e: int, i: int, lang: Optional[str]) -> Optional[str]:
    """Why an elision from folded ``e`` to the next piece at ``i``, within one sentence, makes the
    quotation unfaithful: it leaves out a word that compares the figure the next piece starts with
    ("growth of ... 5%" from "growth of under 5%": the comparison is the figure's, as its sign is),
    a figure before the next piece's ("fell by ... 5 million" from "fell by 40% to 5 million":
    :func:`boundaries.figure_elided_before`), the unit of the figure the piece before ends with
    ("5 ... per day" from "5 mg per kg per day": :func:`boundaries.unit_elided_after`), a
    negation (:func:`_gap_problem`), or the particle that makes the sentence a question
    (:func:`_elided_question`)."""
    if comparison_before(src.folded, e, i, _bound_lang(src, lang)):
        return reasons.SIGN_DROPPED
    if figure_elided_before(src.folded, e, i) or unit_elided_after(src.folded, e, i):
        return reasons.NUMBER_CUT
    if _zero_quantity_left_out(src, e, i, lang):
        return reasons.NEGATION_ELIDED
    return _gap_problem(_left_out(src, e, i), lang) or _elided_question(src, e, i, lang)


@lru_cache(maxsize=1)
def _zero_written_re() -> "regex.Pattern[str]":
    """The figure 0 or a number word of value 0 of any language, as a whole word (a first look
    for :func:`_zero_quantity_left_out`)."""
    words = sorted(lexicons.zero_words(), key=len, reverse=True)
    return regex.compile(
        rf"(?<![\p{{L}}\p{{M}}\p{{N}}])(?:{_ZERO_DIGIT}+|" + "|".join(map(regex.escape, words)) + r")(?=[\s\p{Cf}])", regex.IGNORECASE | regex.V1
    )


def _zero_quantity_left_out(src: PreparedSource, e: int, i: int, lang: Optional[str]) -> bool:
    """The text an elision leaves out from folded ``e`` to ``i`` holds a quantity of zero before
    a word that is no stop word of any language, in it or the next piece's first (:func:`_zero_quantity_before`):
    "The trial found … patients who improved" of "found zero patients who improved" (or "0
    patients") says there were some, as leaving out "no" would."""
    F = src.folded
    S = F.text
    o = F.original
    if not _zero_written_re().search(o, F.offsets.start(e) if e < len(S) else len(o), F.offsets.start(i) if i < len(S) else len(o)):
        return False
    for p in range(e + 1, min(i, len(S) - 1) + 1):
        if S[p - 1].isspace() and not S[p].isspace() and _zero_quantity_before(src, lang, None, p):
            word = _FOLDED_WORD_RE.match(S, p)
            if word is not None and not lexicons.stop_word_anywhere(word.group()):
                return True
    return False


def _hidden_between(src: PreparedSource, s: int, e: int, i: int, j: int) -> Optional[str]:
    """An elision between the pieces at folded ``[s, e)`` and ``[i, j)`` splits an additive phrase
    and keeps its negation alone (:func:`negation.splits_additive_phrase`: "did not … reduce" of
    "did not only reduce", unless the piece after keeps the correlative "but also"), or goes
    into or out of an aside in brackets (Unicode's Ps and Pe, no quote marks) and the quotation does not show it: the left-out
    text closes a bracket the first piece did not leave open, or opens one the second piece
    does not close ("The treated group … 12% mortality" of "The treated group (placebo: 12%
    mortality) had 5% mortality"). An aside is a sentence of its own for an elision; one the
    quotation shows ("Firmware … UEFI)" of "Firmware Interface (UEFI)") is read as shown."""
    o, off = src.folded.original, src.folded.offsets
    gap = _left_out(src, e, i)
    if gap.at >= 0 and gap.text and negation.splits_additive_phrase(
        gap.context, gap.at, gap.at + len(gap.text), o[off.start(i) : off.end(j - 1)] if j > i else ""
    ):
        return reasons.NEGATION_ELIDED  # "did not … reduce" of "did not only reduce": the negation kept alone denies
    if _crosses_dash_aside(src, gap, s, e, i, j):
        return reasons.CROSSES_SENTENCE
    closed, opened = _unmatched_brackets(gap.text)
    if not closed and not opened:
        return None
    first = _unmatched_brackets(o[off.start(s) : off.end(e - 1)])[1] if e > s else 0
    second = _unmatched_brackets(o[off.start(i) : off.end(j - 1)])[0] if j > i else 0
    return reasons.CROSSES_SENTENCE if closed > first or opened > second else None


#: A dash that sets an aside off: a dash of Unicode's Pd (no hyphen), two hyphens or one,
#: with white space on both sides, or an em dash or horizontal bar between two letters.
_ASIDE_DASH_RE = regex.compile(
    r"(?<=\s)(?:--|[\p{Pd}--[\u2010\u2011]])(?=\s)|(?<=[\p{L}\p{M}])[\u2014\u2015](?=\p{L})", regex.V1
)


_ANY_DASH_RE = regex.compile(r"\p{Pd}")


def _crosses_dash_aside(src: PreparedSource, gap: "LeftOut", s: int, e: int, i: int, j: int) -> bool:
    """The left-out text between the pieces at folded ``[s, e)`` and ``[i, j)`` holds one dash of
    a pair that sets an aside off in its sentence (:data:`_ASIDE_DASH_RE`, paired in their
    order: "The treated group — placebo: 12% mortality — had 5% mortality"), and the quotation
    does not show the other: the elision goes into the aside or out of it, as one into brackets
    does (:func:`_hidden_between`)."""
    if gap.at < 0 or not gap.text or not _ANY_DASH_RE.search(gap.text):
        return False  # nearly every elision
    off = src.folded.offsets
    a = off.end(e - 1) if e > 0 else 0
    base = a - gap.at
    dashes = [base + m.start() for m in _ASIDE_DASH_RE.finditer(gap.context)]
    shown = [(off.start(s), off.end(e - 1)) if e > s else (0, 0), (off.start(i), off.end(j - 1)) if j > i else (0, 0)]
    for x, y in zip(dashes[0::2], dashes[1::2]):
        left_out = [a <= d < a + len(gap.text) for d in (x, y)]
        if left_out[0] != left_out[1]:
            other = y if left_out[0] else x
            if not any(lo <= other < hi for lo, hi in shown):
                return True
    return False


def _unmatched_brackets(text: str) -> Tuple[int, int]:
    """How many closing brackets of ``text`` close none it opened, and how many it opens and
    does not close (Unicode's Pe and Ps).

    >>> _unmatched_brackets("(placebo:"), _unmatched_brackets("mortality) had"), _unmatched_brackets("(see below)")
    ((0, 1), (1, 0), (0, 0))
    """
    depth = closed = 0
    for ch in _BRACKET_RE.findall(text):
        if unicodedata.category(ch) == "Ps":
            depth += 1
        elif depth == 0:
            closed += 1
        else:
            depth -= 1
    return closed, depth


#: A bracket: Unicode's Ps and Pe, not the quote marks among them (the low "„" opens a German quote).
_BRACKET_RE = regex.compile(rf"[[\p{{Ps}}\p{{Pe}}]--[{charclasses.char_class(charclasses.QUOTE_MARKS)}]]", regex.V1)


#: ``str.translate`` table dropping every invisible character but the zero-width non-joiner.
_INVISIBLE_GONE = {ord(ch): None for ch in charclasses.INVISIBLE if ch != "\u200c"}


@dataclass
class _ChainResult:
    chains: List[List[Span]]
    reason: Optional[str] = None
    bounded: bool = False


def _chain(
    src: PreparedSource,
    occ: Sequence[List[Span]],
    mode: str,
    lang: Optional[str],
    budget: int,
    first_only: bool = False,
) -> _ChainResult:
    """Chains of places, one per piece, in order, obeying the elision rules of ``mode``.

    ``mode`` is "order" (order only), "sentence" (order and the sentence-start
    rule) or "full" (also no negation and no uncovered script left out).
    ``first_only``: only whether a chain exists is wanted; the search stops at the first
    (the whole search's first chain, or its reason when there is none; a whole search that
    would run out of its budget after that chain is not run that far).
    """
    S = src.folded.text
    sents = src.sentences_for(lang) if mode != "order" else None
    n = len(occ)
    ok: List[List[bool]] = [[True] * len(occ[-1])]
    choice: List[List[int]] = [[-1] * len(occ[-1])]
    work = 0
    blocked: Optional[str] = None
    for k in range(n - 2, -1, -1):
        nxt = occ[k + 1]
        okn = ok[0]
        starts = [s for s, _ in nxt]
        m = len(nxt)
        next_ok = [m] * (m + 1)
        next_ok_ss = [m] * (m + 1)
        for idx in range(m - 1, -1, -1):
            next_ok[idx] = idx if okn[idx] else next_ok[idx + 1]
            ss = okn[idx] and (sents is None or sents.starts_sentence(nxt[idx][0]))
            next_ok_ss[idx] = idx if ss else next_ok_ss[idx + 1]
        cur_ok: List[bool] = []
        cur_choice: List[int] = []
        for _s, e in occ[k]:
            lo = bisect.bisect_left(starts, e)
            chosen = -1
            if sents is None:
                chosen = next_ok[lo] if next_ok[lo] < m else -1
            else:
                k_end = bisect.bisect_left(sents.ends, e)
                se = sents.ends[k_end] if k_end < len(sents.ends) else len(S)
                hi = bisect.bisect_left(starts, se)
                idx = next_ok[lo]
                while idx < hi:
                    work += 1
                    if work > budget:
                        return _ChainResult([], reasons.SEARCH_BOUND, True)
                    if mode == "full":
                        why = _elided_problem(src, e, nxt[idx][0], lang)
                        if why is None:
                            why = _hidden_between(src, _s, e, *nxt[idx])
                        if why:
                            blocked = blocked or why
                            break
                    chosen = idx
                    break
                if chosen < 0:
                    tail_ok = True
                    if mode == "full":
                        why = _gap_problem(_left_out(src, e, se), lang)
                        if why:
                            blocked = blocked or why
                            tail_ok = False
                    if tail_ok:
                        lo2 = bisect.bisect_left(starts, se)
                        idx = next_ok_ss[lo2]
                        # A full sentence end left out: the next piece starts a full sentence.
                        while idx < m and not sents.starts_after(e, nxt[idx][0]):
                            work += 1
                            if work > budget:
                                return _ChainResult([], reasons.SEARCH_BOUND, True)
                            idx = next_ok_ss[idx + 1]
                        if idx < m and mode == "full" and comparison_before(src.folded, e, nxt[idx][0], _bound_lang(src, lang)):
                            # A comparison word read as ending a sentence ("kb. 142" without the
                            # language) is still the figure's.
                            blocked = blocked or reasons.SIGN_DROPPED
                        elif idx < m and mode == "full" and (
                            figure_elided_before(src.folded, e, (to := _figures_read_to(src, e, se, nxt[idx][0])), nxt[idx][0])
                            or unit_elided_after(src.folded, e, to)
                        ):
                            blocked = blocked or reasons.NUMBER_CUT
                        elif idx < m and mode == "full" and _crosses_dash_aside(src, _left_out(src, e, nxt[idx][0]), _s, e, *nxt[idx]):
                            # A sentence end inside an aside set off by dashes ("— placebo: 12% —").
                            blocked = blocked or reasons.CROSSES_SENTENCE
                        elif idx < m:
                            chosen = idx
            cur_ok.append(chosen >= 0)
            cur_choice.append(chosen)
            if first_only and k == 0 and chosen >= 0:
                break  # the places of the first piece after this one are not read
        ok.insert(0, cur_ok)
        choice.insert(0, cur_choice)
    chains: List[List[Span]] = []
    for idx0, good in enumerate(ok[0]):
        if not good:
            continue
        chain = [occ[0][idx0]]
        idx = idx0
        for k in range(n - 1):
            idx = choice[k][idx]
            chain.append(occ[k + 1][idx])
        chains.append(chain)
        if len(chains) >= _MAX_CHAINS:
            break
    reason = None
    if not chains:
        reason = {"order": reasons.ORDER, "sentence": reasons.CROSSES_SENTENCE}.get(mode, blocked or reasons.NEGATION_ELIDED)
    return _ChainResult(chains, reason)


# --------------------------------------------------------------------------


class Deferred:
    """A value computed when it is first read: see :class:`LazyField`."""

    __slots__ = ("_compute",)

    def __init__(self, compute: Callable[[], Any]) -> None:
        self._compute = compute

    def __call__(self) -> Any:
        return self._compute()


class LazyField:
    """A dataclass field that may be given a :class:`Deferred`: it is computed on first read and kept.

    The score of a refused quotation (``match``) is one: most callers read only whether a
    quotation is verified and why, and the longest run of a passage that is not in a large
    source costs many lookups. Reading the field (directly, through ``asdict``, ``==``,
    ``repr``, a copy or a pickle) gives the value the eager computation gives; until then the
    record keeps what the computation needs (the folded source). Python's dataclasses take a
    descriptor as a field's default: the default is what ``__get__`` gives on the class (None).
    """

    def __set_name__(self, owner: type, name: str) -> None:
        self._slot = "_lazy_" + name

    def __get__(self, obj: Any, owner: Optional[type] = None) -> Any:
        if obj is None:
            return None  # the field's default
        value = obj.__dict__.get(self._slot)
        if isinstance(value, Deferred):
            value = value()
            obj.__dict__[self._slot] = value
        return value

    def __set__(self, obj: Any, value: Any) -> None:
        obj.__dict__[self._slot] = value


def stored(obj: Any, name: str) -> Any:
    """The value of ``obj``'s lazy field ``name`` as stored: a :class:`Deferred` is not computed."""
    return obj.__dict__.get("_lazy_" + name)


def resolved_state(obj: Any) -> Dict[str, Any]:
    """``obj.__dict__`` with every :class:`Deferred` computed (for pickling a record)."""
    state = dict(obj.__dict__)
    for key, value in state.items():
        if isinstance(value, Deferred):
            state[key] = obj.__dict__[key] = value()
    return state


@dataclass
class PassageOutcome:
    """What the match check found for one passage of the quotation."""

    #: The passage is in the source on its own (its pieces in order, obeying the elision rules).
    found: bool
    #: Original offsets of its place (first piece start to last piece end): the chosen place
    #: when the quotation is verified, else its first place; None when not found.
    span: Optional[Span] = None
    #: 1 when found, else the share of its worst piece carried by its longest run in the source
    #: (computed when first read: see :class:`LazyField`).
    match: Optional[float] = LazyField()  # type: ignore[assignment]
    #: Why the quotation fails at this passage (None when it does not).
    reason: Optional[str] = None


@dataclass
class RunResult:
    """Outcome of the match check."""

    verified: Optional[bool]
    #: 1 when verified, else the worst passage's score (computed when first read: see :class:`LazyField`).
    match: Optional[float] = LazyField()  # type: ignore[assignment]
    reason: Optional[str] = None
    #: original-offset spans of each passage when verified (first to last piece)
    spans: List[Optional[Span]] = field(default_factory=list)
    bounded: bool = False
    #: One outcome per passage given to :func:`check`, in order.
    passages: List[PassageOutcome] = field(default_factory=list)


@dataclass
class _PassageCandidates:
    chains: List[Span]  # folded spans (first piece start, last piece end)
    wrap_boundary: bool = False  # joined to the previous one by a single line break
    reason: Optional[str] = None
    bounded: bool = False
    #: The passage's first and last pieces (to look for its other places near a neighbour).
    first: Optional[Piece] = None
    last: Optional[Piece] = None


def _passage_chains(
    src: PreparedSource,
    pieces: List[Piece],
    opts: VerifyOptions,
    lang: Optional[str],
    limit: int = _MAX_CHAINS,
    named: Optional[str] = None,
    starts: bool = True,
) -> _PassageCandidates:
    """Candidate places of one passage: at most ``limit`` for a passage of one piece
    (1 where the passage stands alone and its first valid place decides). ``named``: the
    language the caller named; ``starts``: the passage starts a quotation or a passage of it
    (not a line of a wrapped passage after its first), so the source's word before it may not
    negate it."""
    c = _find_passage(src, pieces, opts, lang, limit, named, starts)
    c.first, c.last = pieces[0], pieces[-1]
    return c


def _lookup(src: PreparedSource, opts: VerifyOptions, lang: Optional[str], named: Optional[str]) -> "_Lookup":
    """A lookup of passages in ``src`` with the budget of ``opts`` (``lang``: the check's
    language, which reads the sentences; ``named``: the one the caller named, if any)."""
    return _Lookup(
        src.folded,
        opts.max_candidates,
        src.blank_lines,
        _built_index(src),
        partial(src.gram_index, GramIndex),
        partial(_negated_start, src, lang, named),
        partial(_question_cut, src, named),
        partial(ordinal_dot_after, src.folded, lang=lang),
        # With no language named, every language's abbreviations too: the guess may be another's.
        partial(amount_word_after, src.folded, lang=lang, named=named is not None),
        partial(amount_word_before, src.folded, lang=lang, named=named is not None),
        named,
    )


#: What no rule has answered yet (an answer may be None).
_NOT_ASKED = object()


def _question_cut(src: PreparedSource, named: Optional[str], i: int, j: int, first: bool) -> Optional[str]:
    """:func:`_question_cut_read`, asked once per source, language and place (as :func:`_negated_start`)."""
    key = (_question_cut_read, named, i, j, first)
    found = src.answers.get(key, _NOT_ASKED)
    if found is _NOT_ASKED:
        found = _question_cut_read(src, named, i, j, first)
        src.remember(key, found)
    return cast(Optional[str], found)


def _question_cut_read(src: PreparedSource, named: Optional[str], i: int, j: int, first: bool) -> Optional[str]:
    """Why a piece may not stand at folded ``[i, j)``: it stops right before a question
    particle of its sentence ("ilaç işe yarıyor" in "İlaç işe yarıyor mu", "この薬は効きます" in
    "この薬は効きますか。", :func:`questions.particle_after`), or, as a passage's first piece,
    starts right after the particle that opens its clause, or after it and on to the clause's
    end ("lek działa" and "działa na dzieci" in "Czy lek działa na dzieci",
    :func:`questions.particle_before`), and does not keep the sentence's question mark: it then
    states what the source asks, whether or not the source writes a question mark. The
    particle counts in the language named and in every language the detector does not rule
    out for the sentence (:func:`questions.asked_in`). Any piece, first or after an elision, may
    not start right after the word that opens its clause as a condition or an indirect question
    (:func:`questions.condition_before`: "the drug reduces mortality" in "If the drug reduces
    mortality, it will be approved"), which it would state as the source's claim."""
    F = src.folded
    o = F.original
    found = questions.particle_after(o, F.offsets.end(j - 1))
    if found is None and first:
        found = questions.particle_before(o, F.offsets.start(i), F.offsets.end(j - 1))
        if found is not None and _keeps_question(F.text, i, j):
            found = None  # "lek działa?" keeps the question
    if found is not None:
        return reasons.QUESTION_CUT if questions.asked_in(found.langs, _left_out(src, i, j).context, named) else None
    # Every piece: after an elision that leaves the word out, the piece states the clause too.
    condition = questions.condition_before(o, F.offsets.start(i)) if i > 0 and not (first and _keeps_question(F.text, i, j)) else None
    if condition is not None and questions.condition_counts(condition, _left_out(src, i, j).context, named):
        return reasons.CONDITION_CUT  # "the drug reduces mortality" in "If the drug reduces mortality"
    return None


def _elided_question(src: PreparedSource, e: int, i: int, lang: Optional[str]) -> Optional[str]:
    """Why an elision from folded ``e`` to ``i``, within one sentence, states what the source
    asks: the text it leaves out holds a question particle (:func:`questions.particle_left_out`:
    "Zbadano: … lek działa" of "Zbadano: czy lek działa", "Gumagana … ang gamot" of "Gumagana
    ba ang gamot") of a language of the sentence."""
    F = src.folded
    a = F.offsets.end(e - 1) if e > 0 else 0
    b = F.offsets.start(i) if i < len(F.text) else len(F.original)
    found = questions.particle_left_out(F.original, a, b)
    if found is not None and questions.asked_in(found.langs, _left_out(src, e, i).context, lang):
        return reasons.QUESTION_CUT
    # A condition left out: the quotation states what the source only supposes ("The drug …
    # reduces mortality" of "The drug, if given early, reduces mortality").
    condition = questions.condition_left_out(F.original, a, b)
    if condition is not None and questions.condition_counts(condition, _left_out(src, e, i).context, lang):
        return reasons.CONDITION_CUT
    return None


#: The first sentence terminal after a place (Unicode Sentence_Terminal, every script).
_TERMINAL_RE = regex.compile(r"\p{Sentence_Terminal}")


def _keeps_question(S: str, i: int, j: int) -> bool:
    """The first sentence terminal from folded ``i`` on is a question or exclamation mark before
    ``j``: the place keeps the mark that ends its sentence as a question ("lek działa?"), not
    one of a later sentence ("lek działa. Czy to prawda?")."""
    m = _TERMINAL_RE.search(S, i, j)
    return m is not None and m.group() in charclasses.ASKING_MARKS


#: Most characters read back from a passage's start to the word before it (:func:`_negated_start`).
_MARKS_AFTER_WORD = 6


def _after_word(ch: str) -> bool:
    """White space, or a mark an emphasis or footnote puts after a word: a symbol or
    punctuation that is no terminal or clause punctuation (",", ";", ":", "."), no dash or
    opening bracket, or a superscript digit."""
    if ch.isspace():
        return True
    cat = charclasses.category(ch)
    if cat == "No":
        return unicodedata.decomposition(ch).startswith("<super>")
    return cat[0] in "PS" and cat not in ("Pd", "Ps", "Pi") and ch not in charclasses.TERMINAL_PUNCTUATION


#: Most stop words that may stand between a negation word and the passage it governs
#: ("been" in "has not been approved", "ha sido" in "no ha sido aprobado").
_STOP_WORDS_BETWEEN = 2


def _word_before(S: str, i: int) -> Optional[Span]:
    """The folded word right before position ``i`` (its start, and the index of its last
    character), with white space between them, the marks an emphasis or a footnote puts after a
    word ("_not_", "not¹", "not*") and those that open the word at ``i`` ("(approved",
    "_been_"); None where punctuation that parts a clause, a symbol or a digit stands there instead."""
    # The marks an emphasis, a bracket or a quote mark opens a word with ("_been_", "(approved").
    k = i
    while k > 0 and i - k < _MARKS_AFTER_WORD and _opens_word(S[k - 1]):
        k -= 1
    i = k
    if i < 2 or not S[i - 1].isspace():
        return None
    return _word_ending(S, i - 1)


def _word_ending(S: str, e: int) -> Optional[Span]:
    """The folded word that ends right before position ``e``, with the marks :func:`_word_before`
    reads after a word between them ("not¹|"); None where none does."""
    last = e - 1
    while last > 0 and e - last < _MARKS_AFTER_WORD and _after_word(S[last]):
        if S[last] == ">" and (tag := _TAG_BEFORE_RE.search(S, max(0, last - _TAG_LONGEST), last + 1)) is not None:
            # Markup around the word ("<ins>not</ins>", "not<!-- -->"): the word is still the
            # one read, whatever element holds it.
            e = last = tag.start()
            continue
        last -= 1
    if last < 0 or kind(S[last]) not in ("L", "M"):
        return None
    start = last
    while start > 0 and (
        kind(S[start - 1]) in ("L", "M", "D")
        or (S[start - 1] == "-" and start >= 2 and kind(S[start - 2]) in ("L", "M", "D"))
        # The match view drops apostrophes but keeps their look-alikes ("didn\u1fbdt"), which
        # join a word as an apostrophe does (the negation module reads them so).
        or (S[start - 1] in charclasses.APOSTROPHE_LOOKALIKES and start >= 2 and kind(S[start - 2]) in ("L", "M"))
    ):
        start -= 1
    return start, last


#: An HTML or XML tag or comment that ends where the search ends ("</ins>", "<br/>", "<!-- -->").
_TAG_BEFORE_RE = regex.compile(r"(?:</?[A-Za-z][A-Za-z0-9:-]*(?:\s[^<>]*)?/?>|<!--[^<>]*-->)\Z")
#: Most characters of a tag read back.
_TAG_LONGEST = 80


#: Most words of a parenthetical insert read across, back from a passage to the negation
#: before it: "reduce" in "did not, however, reduce", "did not – as expected – reduce", "did
#: not (as expected) reduce". The insert says something aside; the negation still governs what
#: follows it.
_PARENTHETICAL_WORDS = 5
_PARENTHETICAL_RE = regex.compile(
    r"(?:,(?P<comma>[^,]{1,60}),|(?P<dash>[ ](?P<d>--?)[ ](?P<dashed>(?:(?!-).){1,60})[ ](?P=d))"
    r"|(?P<bracket>[ ]?(?:\((?P<round>[^()]{1,60})\)|\[(?P<square>[^\[\]]{1,60})\])))\Z"
)


def _parenthetical_before(S: str, i: int) -> Optional[int]:
    """Where a short parenthetical insert that ends one space before folded ``i`` opens (the
    comma, or the space before the dash or bracket), or None: a pair of commas, spaced dashes or
    brackets around at most :data:`_PARENTHETICAL_WORDS` words (commas: :data:`_COMMA_ASIDE_WORDS`)
    and nothing but words."""
    if i < 3 or S[i - 1] != " " or S[i - 2] not in ",)]-":
        return None
    lo = max(0, i - 1 - 66)
    m = _PARENTHETICAL_RE.search(S, lo, i - 1)
    if m is None:
        return None
    comma = m.group("comma")
    inside = comma or m.group("dashed") or m.group("round") or m.group("square") or ""
    # Words only: "(n = 12)" after "did not" is a count of those who did not, and a pair of
    # commas around more than two words may close one clause and open the next ("Like it or
    # not, in the long run, ...").
    if not _ASIDE_WORDS_RE.fullmatch(inside.strip()) or len(inside.split()) > (_COMMA_ASIDE_WORDS if comma else _PARENTHETICAL_WORDS):
        return None
    return m.start()


#: What a parenthetical insert holds: words of letters (with hyphens or apostrophes inside).
_ASIDE_WORDS_RE = regex.compile(r"\p{L}[\p{L}\p{M}'\u2019-]*(?: \p{L}[\p{L}\p{M}'\u2019-]*)*")
#: Most words between a pair of commas read as an aside ("did not, however, reduce", "did not,
#: in fact, reduce").
_COMMA_ASIDE_WORDS = 2




def _opens_word(ch: str) -> bool:
    """A mark that opens a word: an opening bracket or quote mark, or an emphasis mark ("_", "*")."""
    return ch in "_*" or charclasses.category(ch) in ("Ps", "Pi")


def _negated_start(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[str]:
    """:func:`_negated_start_read`, asked once per source, languages and place
    (:meth:`PreparedSource.remember`): the pieces, candidates and quotations checked against
    one source ask about the same starts again."""
    key = (_negated_start_read, lang, named, i)
    found = src.answers.get(key, _NOT_ASKED)
    if found is _NOT_ASKED:
        found = _negated_start_read(src, lang, named, i)
        src.remember(key, found)
    return cast(Optional[str], found)


def _negated_start_read(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[str]:
    """Why a passage may not start at folded position ``i``: a negation word of the source
    governs it, standing right before it ("patients improved" in "No patients improved",
    "υπάρχει" in "δεν υπάρχει", "مدعوم" in "غير مدعوم") or before at most
    :data:`_STOP_WORDS_BETWEEN` stop or function words of some language
    (:func:`lexicons.stop_word_anywhere`, :func:`guess.function_word_anywhere`: "approved" in "has
    not been approved", "aprobado" in "no ha sido aprobado", "approuvé" in "n'a pas été approuvé"), with only what
    :func:`_word_before` reads between the words and no sentence end. The passage then quotes the
    opposite claim; unspaced scripts refuse the same cut in :func:`boundaries.start_problem`.
    Which words negate, in which languages, is the negation module's
    (:func:`negation.negation_before`). A figure right after a word of a bound reached that is an
    everyday word of another language ("5 mg" in Polish "do 5 mg", up to 5 mg) is refused here,
    where the check's language is known (:func:`boundaries.bound_before`)."""
    if bound_before(src.folded, i, _bound_lang(src, lang, named)):
        return reasons.SIGN_DROPPED
    why = _negation_start(src, lang, named, i)
    if why is None and i > 0 and _phrase_negation_start(src, lang, i):
        why = reasons.NEGATION_CUT  # "היה שם" in "אף פעם היה שם": a negation written as a phrase
    if why is None and i > 0:
        why = _negated_matrix_start(src, lang, named, i)
    if why is None and i > 0:
        why = _denying_heading_start(src, lang, named, i)
    if why is None and i > 0:
        why = _denying_word_start(src, lang, named, i)
    if why is None and i > 0 and _zero_quantity_before(src, lang, named, i):
        why = reasons.NEGATION_CUT
    if why is None and i > 0:
        S = src.folded.text
        if kind(S[i - 1]) in ("U", "M") and kind(S[i]) in ("U", "M") and negation.uncovered_script(S[i - 1]):
            # Inside a run of an unspaced script no lexicon covers (Lao "ມີ" after "ບໍ່", Khmer
            # "មាន" after "មិន"): whether what it cuts off negates cannot be checked.
            return reasons.LANGUAGE_NOT_COVERED
        found = _word_before(S, i)
        if found is not None:
            why = _uncovered_start(src, lang, found[0], found[1], i)
    return why


#: A decimal digit of value 0 of any digit system (Unicode's Nd and Numeric_Value: "0", "٠", "०", "０").
_ZERO_DIGIT = r"[\p{Nd}&&\p{Numeric_Value=0}]"
#: A quantity of zero right before a passage, spaces between (invisible characters read as gone):
#: the figure 0 standing alone, in any digit system and with zero decimals ("0.0"; not the end of
#: "10" or of "1.0"), or a word.
#: With a percent sign after it, or ``k`` words between (:func:`_zero_partitive`: "0% of", "zero
#: of the", "0 of 50"), one pattern for each ``k`` (a search finds the leftmost start: one
#: pattern for all would take "trial" of "trial found 0" for the quantity).
_ZERO_BEFORE_RES = tuple(
    regex.compile(
        rf"(?<![\p{{L}}\p{{M}}\p{{N}}.,'\u2019\u2011-])(?P<w>{_ZERO_DIGIT}+(?:[.,]{_ZERO_DIGIT}+)?|[\p{{L}}\p{{M}}]+)"
        rf"(?P<sign>[\p{{Zs}}]?[{charclasses.char_class(charclasses.PERCENT_SIGNS)}])?"
        rf"(?P<between>(?:[\p{{Zs}}\t]+(?:[\p{{L}}\p{{M}}]+|\p{{Nd}}+)){{{k}}})[\p{{Zs}}\t]+$",
        regex.V1,
    )
    for k in range(_STOP_WORDS_BETWEEN + 1)
)
#: Characters read back for it.
_ZERO_REACH = 40


def _zero_partitive(between: List[str], named: Optional[str]) -> bool:
    """The words between a zero and a passage ("of", "of the", "of 50") keep the zero its
    quantity: function words (the named language's, or any language's) opening with one, and a
    figure ("0 of 50 patients", "0% of the patients", "zero of the patients"). ``named``: the
    language named, whose function words count beside every language's.

    >>> _zero_partitive(["of", "50"], "en"), _zero_partitive(["patients", "of"], "en")
    (True, False)
    """
    def stop(w: str) -> bool:
        # Any language's: a language named in error must not let "0 % de los" through.
        return (named is not None and w in lexicons.stop_words(named)) or lexicons.stop_word_anywhere(w)

    return stop(lexicons.word_key(between[0])) and all(w.isdigit() or stop(lexicons.word_key(w)) for w in between[1:])


def _zero_quantity_before(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> bool:
    """A quantity of zero stands right before folded ``i`` ("patients improved" of "Zero patients
    improved", of "0 patients improved"): the passage says of what the source counts none of that
    it is so. The words of value 0 are those of the language named (:func:`lexicons.zero_words`),
    or with none named those of the language the check reads, of those the detector does not
    rule out for the sentence (:func:`negation.possible_languages`) and of those it writes two
    stop words of or more (the detector reads "The zero diagnosis of the system" as Latin), and
    any language's that is no word of those ("null" is German zero, and an English word in "The
    null hypothesis"; the detector reads a short Catalan sentence as Tagalog).

    >>> from spacy_quoteverify.text.source import PreparedSource
    >>> src = PreparedSource("Zero patients improved; 10 patients improved.")
    >>> _zero_quantity_before(src, "en", "en", 5), _zero_quantity_before(src, "en", "en", 26)
    (True, False)
    """
    F = src.folded
    at = F.offsets.start(i)
    lo = max(0, at - _ZERO_REACH)
    before = F.original[lo:at].translate(_INVISIBLE_GONE)
    for pattern in _ZERO_BEFORE_RES:
        m = pattern.search(before)
        if m is None or (m.start() == 0 and lo > 0):
            continue
        word = m.group("w")
        between = m.group("between").split()
        if between and not _zero_partitive(between, named):
            continue
        if between and word[0].isdigit() and not m.group("sign") and not any(w.isdigit() for w in between):
            continue  # "0 in the placebo group": a bare figure before words is a score, not a count of them
        if word[0].isdigit() or _zero_word_counts(src, lang, named, i, lexicons.word_key(word), before):
            return True
    return False


def _zero_word_counts(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int, key: str, before: str) -> bool:
    """The word ``key`` before folded ``i`` is a number word of value 0 in a language the check
    reads the sentence in (:func:`_zero_quantity_before`; ``before``: the text read back)."""
    F = src.folded
    if named is not None:
        return key in lexicons.zero_words(named)
    if key not in lexicons.zero_words():
        return False
    bounds = _sentence_at(src, lang, i)
    context = F.original[F.offsets.start(bounds[0]) : F.offsets.end(bounds[1] - 1)] if bounds else before
    words = [lexicons.word_key(w) for w in context.split()]
    numbered = lexicons.available_languages("numbers")
    codes = ((lang,) if lang is not None else ()) + negation.possible_languages(context)
    codes += tuple(code for code in numbered if sum(w in lexicons.stop_words(code) for w in words) >= 2)
    if any(key in lexicons.zero_words(code) for code in codes if code in numbered):
        return True
    return not any(lexicons.known_word(key, code) or key in lexicons.stop_words(code) for code in codes)


#: Most words of the clause read back from a complementizer for the negation that governs the
#: clause it opens ("no" in "There was no convincing evidence from the trials that").
_MATRIX_WORDS = 10
#: Most characters read back from a complementizer to the start of its clause.
_MATRIX_REACH = 160
#: Most parenthetical inserts read across in that clause ("No one has, so far, shown that").
_MATRIX_ASIDES = 2
#: What ends a clause read back from a complementizer: clause punctuation, a bracket, a spaced
#: dash (the folded view writes every dash "-"). Sentence ends are the sentence splitter's.
#: A comma between digits is a decimal mark or a thousands separator ("2,5 mg"), no clause's end.
_CLAUSE_MARK_RE = regex.compile(r"[;:()\[\]{}\u3001\uff0c\uff1b\uff1a]|(?<!\d),|,(?!\d)|(?<= )--?(?= )", regex.REVERSE)
#: A word of the folded view (apostrophes are gone there: "didnt").
_FOLDED_WORD_RE = regex.compile(r"[\p{L}\p{M}][\p{L}\p{M}\p{N}]*(?:-[\p{L}\p{M}\p{N}]+)*")


#: How many function words (stop words of any language) a passage may start into a clause and
#: still be read as starting it ("the" of "that the drug ...").
_FUNCTION_WORDS_INTO_CLAUSE = 2


def _clause_opened_before(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[Tuple[int, str, bool]]:
    """The complementizer (:func:`_complementizer_at`) or the clause verb (:func:`_clause_verb_at`)
    that opens the clause starting at folded ``i``, or None."""
    found = _complementizer_at(src, lang, named, i)
    return found if found is not None else _clause_verb_at(src, lang, named, i)


def _infinitive_markers_at(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> List[Tuple[int, str, bool]]:
    """:func:`_complementizer_at` for an infinitive complement: an infinitive marker of a language
    the sentence may be in (:func:`negation.infinitive_complementizers`: "to" of "did not appear
    to reduce", "à" of "n'a pas réussi à réduire", "να" of "δεν κατάφερε να μειώσει") right
    before folded ``i`` (white space between, or an apostrophe: French "d'améliorer"; an adverb
    between too: "to actually reduce"), or opening the passage ("to reduce mortality"), in its
    sentence, before a word that may be a verb of its language. Its clause is read back from the
    marker as a complementizer's is, with the complementizer of each language that lists it
    (Bulgarian and Macedonian "да")."""
    F = src.folded
    S = F.text
    if i < 1:
        return []
    places: List[Tuple[int, int, bool]] = []
    clitic = kind(S[i - 1]) == "L" and apostrophe_between(F, i)
    before = _word_ending(S, i) if clitic else _word_before(S, i)
    if before is not None:
        places.append((before[0], before[1], clitic))
        if not clitic and lexicons.adverb_anywhere(_written_word(F, before[0], before[1], before[1] + 1, False)):
            behind = _word_before(S, before[0])  # "to actually reduce"
            if behind is not None:
                places.append((behind[0], behind[1], False))
    opening = None if clitic else _word_opening(S, i)
    if opening is not None:
        places.append(opening)  # the passage opens with it: "to reduce mortality"
    for start, last, is_clitic in places:
        if start < i and _sentence_end_between(src, lang, last, i):
            continue
        word = _written_word(F, start, last, max(i, last + 1) if is_clitic else last + 1, is_clitic)
        if not negation.may_mark_infinitive(word):
            continue  # nearly every word: no context is read for it
        after = i if start < i else last + 1
        while start == i and after < len(S) and S[after].isspace():
            after += 1
        nxt = _FOLDED_WORD_RE.match(S, after)
        following = F.written(F.offsets.start(nxt.start()), F.offsets.end(nxt.end() - 1)) if nxt is not None else ""
        context = _left_out(src, start, max(last + 1, i)).context
        comps = negation.infinitive_complementizers(word, context, named, following)
        if comps:
            return [(start, comp, False) for comp in comps]
    return []


#: Most words read forward from a passage's start to the end of its clause for an infinitive
#: marker that ends it (German ", die Sterblichkeit bei älteren Patienten zu senken").
_FINAL_INFINITIVE_WORDS = 12


def _final_infinitive_at(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> List[Tuple[int, str, bool]]:
    """:func:`_infinitive_markers_at` for the languages whose marker stands right before the verb
    at the end of the infinitive clause (``final_infinitive_markers``: German "zu", Dutch "te"):
    the clause that the passage starting at folded ``i`` is in ends, within
    :data:`_FINAL_INFINITIVE_WORDS` words and before the sentence does, with such a marker and a
    word that may be the infinitive of its language (:func:`negation.infinitive_complementizers`
    with ``final``), or with a separable verb that holds the marker ("herabzusetzen":
    :func:`negation.infixed_infinitive`). The clause before it is read back from the passage's
    start ("Es gelang ihm nicht die | Sterblichkeit zu senken", written without the comma), and
    from the start of the infinitive clause where clause punctuation opens it ("Es gelang nicht,
    die | Sterblichkeit zu senken")."""
    F = src.folded
    S = F.text
    ends = src.sentences_for(lang).ends
    k = bisect.bisect_right(ends, i)
    lo = ends[k - 1] if k > 0 else 0
    hi = ends[k] if k < len(ends) else len(S)
    words: List[Any] = []
    for m in _FOLDED_WORD_RE.finditer(S, i, hi):
        if words and _CLAUSE_MARK_RE.search(S, words[-1].end(), m.start()) is not None:
            break  # the clause ended before this word
        words.append(m)
        if len(words) > _FINAL_INFINITIVE_WORDS:
            return []
    if not words:
        return []
    last = words[-1]
    verb = _written_word(F, last.start(), last.end() - 1, last.end(), False)
    marker, lemma = negation.infixed_infinitive(verb)
    at = last.start()
    if not marker and len(words) >= 2 and not S[words[-2].end() : last.start()].strip():
        before = words[-2]
        written = _written_word(F, before.start(), before.end() - 1, before.end(), False)
        if negation.may_mark_infinitive(written, final=True):
            marker, lemma, at = written, verb, before.start()
    if not marker:
        return []
    context = _left_out(src, at, last.end()).context
    comps = negation.infinitive_complementizers(marker, context, named, lemma, final=True)
    if not comps:
        return []
    starts = [i]
    mark = _CLAUSE_MARK_RE.search(S, lo, i)  # the last one before the passage: the pattern reads backwards
    if mark is not None:
        opening = _FOLDED_WORD_RE.search(S, mark.end(), i + 1)
        if opening is not None and opening.start() < i:
            starts.append(opening.start())
    # An infinitive clause holds no finite verb: one between a start and the marker makes the
    # clause a main clause that takes the infinitive ("…, ist die Dosis anzupassen", "…,
    # beschloss die Behörde, die Zulassung zu widerrufen"), which the clause before does not govern.
    langs = [code for code in negation.final_marker_languages(marker) if named is None or code == named] or [named or ""]
    kept = [
        start for start in starts
        if not any(
            _finite_verb(F, w, start, langs)
            for w in _FOLDED_WORD_RE.finditer(S, start, at)
        )
    ]
    return [(start, comp, False) for start in kept for comp in comps]


def _finite_verb(F: Folded, w: Any, start: int, langs: Sequence[str]) -> bool:
    """Whether the folded word match ``w`` is a finite verb form of one of ``langs``
    (:func:`lexicons.is_finite_verb_form`): a word written with a capital after the clause's
    first word is a noun (German writes its nouns so)."""
    written = F.written(F.offsets.start(w.start()), F.offsets.end(w.end() - 1))
    if w.start() > start and written[:1].isupper():
        return False
    return any(lexicons.is_finite_verb_form(written, code) for code in langs if code)


def _negated_matrix_start(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[str]:
    """:func:`_negated_start` for a negation that governs the complement clause a passage
    starts in: the passage starts right after a complementizer ("that", "dass", "que", "что":
    :func:`negation.opens_complement`) or at one, and the clause that it completes, read back
    to the previous clause punctuation, bracket, spaced dash or sentence start (a comma right
    before the complementizer aside: "Es ist nicht wahr, dass"; a short parenthetical insert
    read across: "No one has, so far, shown that"), at most :data:`_MATRIX_WORDS` words, holds
    a negation word (:func:`_negating_word`) or a negation written as a phrase
    (:func:`negation.phrase_negation_inside`: "failed to show that"). "the drug reduced
    mortality" is denied in "There was no evidence that the drug reduced mortality"; "It is
    not only true that" adds (:func:`negation.opens_additive_phrase`), and a negation of an
    earlier clause ("He did not come, and we know that") governs nothing here. A double
    negative ("There is no doubt that", "Nobody denies that") is refused too, as unsure: the rule
    reads no meaning. So is a clause that names a claim ("The claim that", "Die Behauptung,
    dass": :func:`negation.names_claim`), which the sentence may go on to deny."""
    F = src.folded
    S = F.text
    found = _clause_opened_before(src, lang, named, i)
    into = i
    for _ in range(_FUNCTION_WORDS_INTO_CLAUSE if found is None else 0):
        # The passage starts a function word or two into the clause: "drug reduced mortality" of
        # "no evidence that the drug reduced mortality" leaves out its negation as well.
        lead = _word_before(S, into)
        if lead is None or not lexicons.stop_word_anywhere(lexicons.word_key(_written_word(F, lead[0], lead[1], lead[1] + 1, False))):
            break
        into = lead[0]
        found = _clause_opened_before(src, lang, named, into)
        if found is not None:
            break
    why = None if found is None else _negated_matrix(src, lang, named, i, found)
    if why is not None and into != i and questions.condition_before(F.original, F.offsets.start(i)) is not None:
        # "It is unclear whether the | drug ...": the words left out open a condition or a
        # question, which says more of the passage than the negation before them.
        return reasons.CONDITION_CUT
    if why is None:
        # An infinitive complement: "reduce mortality" of "did not appear to reduce mortality",
        # "die Sterblichkeit" of "Es gelang nicht, die Sterblichkeit zu senken", "reducir" of
        # "Ningún fármaco logró reducir".
        for marker in _infinitive_markers_at(src, lang, named, i) or _final_infinitive_at(src, lang, named, i):
            why = _negated_matrix(src, lang, named, i, marker)
            if why is not None:
                break
        else:
            why = _bare_infinitive_negated(src, lang, named, i)
    return why


def _negated_matrix(
    src: PreparedSource, lang: Optional[str], named: Optional[str], i: int, found: Tuple[int, str, bool]
) -> Optional[str]:
    """:func:`_negated_matrix_start` once the complementizer or clause verb ``found`` is read."""
    F = src.folded
    S = F.text
    comp, comp_word, bare = found
    if bare:
        return reasons.NEGATION_CUT  # read as one only after a word or phrase of denial
    ends = src.sentences_for(lang).ends
    k = bisect.bisect_right(ends, comp)
    lo = ends[k - 1] if k > 0 else 0
    at = comp
    while at > lo and S[at - 1].isspace():
        at -= 1
    if at > lo and S[at - 1] == ",":
        # The comma before the complementizer ("nicht wahr, dass", "того, что"), or one that
        # closes an aside read across ("did not appear, however, to").
        opener = _parenthetical_before(S, comp)
        at = opener if opener is not None and opener > lo else at - 1
    stop = max(lo, at - _MATRIX_REACH)
    start = stop
    asides = 0
    hi = at
    while True:
        mark = _CLAUSE_MARK_RE.search(S, stop, hi)  # the last one: the pattern reads backwards
        if mark is None:
            break
        opener = _parenthetical_before(S, mark.end() + 1) if asides < _MATRIX_ASIDES else None
        if opener is None or opener <= stop:
            start = mark.end()
            break
        asides += 1
        hi = opener
    words = [w for w in _FOLDED_WORD_RE.finditer(S, start, at)][-_MATRIX_WORDS:]
    for n, w in enumerate(reversed(words)):
        written = _written_word(F, w.start(), w.end() - 1, w.end(), False)
        if n and negation.denies_complement(written, comp_word) and not negation.governs_complement(
            [m.group() for m in words[: len(words) - n - 1]], [m.group() for m in words[len(words) - n :]], comp_word
        ):
            continue  # "The researchers who refuted the model argue that": "argue" takes the clause
        why = _negating_word(src, lang, named, written, w.start(), w.end() - 1, i)
        # Read further back than the word before a passage, a word must negate in a language the
        # sentence is known to be in, not only in one its other words show: "San" of "San
        # Francisco" is no Haitian "without" in a French clause.
        if why is not None and negation.negates_where_known(
            written, _left_out(src, w.start(), i - 1).context, named, negation.complementizer_languages(comp_word)
        ):
            return why
    if _denial_before_gap(src, lang, comp, comp_word):
        return reasons.NEGATION_CUT
    if words:
        clause = F.original[F.offsets.start(words[0].start()) : F.offsets.start(comp)]
        phrase = negation.phrase_negation_inside(clause)
        if phrase:
            # A verb of denial alone ("refuted" of "The researchers who refuted the model argue
            # that") denies only the clause it governs (:func:`negation.governs_complement`).
            before, _, after = lexicons.word_key(clause).rpartition(phrase)
            if not (negation.denies_complement(phrase, comp_word) and not negation.governs_complement(before.split(), after.split(), comp_word)):
                return reasons.NEGATION_CUT
        # The predicate right before the complementizer negated by an affix ("It is unlikely
        # that", "Неправда, что", "Nieprawda, że"), read as an elision's left-out text is.
        last = words[-1]
        if _FOLDED_WORD_RE.fullmatch(S[last.start() : at].rstrip()) is not None:
            written = _written_word(F, last.start(), last.end() - 1, last.end(), False)
            # Not a phrase that names what follows ("similar except that": the exception holds).
            if negation.phrase_negation_before(written + " ") is None and negation.negations_in_context(written, _left_out(src, last.start(), i - 1).context, named):
                return reasons.NEGATION_CUT
            # A verb that denies what it takes ("The company denied that", "bestritt, dass").
            if negation.denies_complement(written, comp_word):
                return reasons.NEGATION_CUT
            # A noun that takes the clause (``clause_nouns``: "evidence", "proof") after a word
            # negated by an affix or a quantity of zero ("There is insufficient evidence that",
            # "zero evidence that"): what the sentence says of the clause is how little holds it,
            # which no rule reads; refused as unsure.
            if len(words) >= 2 and negation.clause_noun(written, named) and words[-2].end() < last.start():
                before = _written_word(F, words[-2].start(), words[-2].end() - 1, words[-2].end(), False)
                if _zero_quantity_before(src, lang, named, last.start()) or negation.negations_in_context(
                    before, _left_out(src, words[-2].start(), i - 1).context, named
                ):
                    return reasons.NEGATION_CUT
        # A noun that names what follows as a claim ("The claim that", "Die Behauptung, dass"):
        # the clause is someone's claim, and the sentence may go on to deny it in any words ("...
        # is false", "... has been refuted", "... did not survive scrutiny"). Refused as unsure.
        if negation.names_claim(clause, comp_word):
            return reasons.NEGATION_CUT
    if lo < start and S[start - 1] == "," and len(S[start:at].split()) <= _PARENTHETICAL_WORDS:
        # The noun before a short insert between commas: "The claim, widely repeated, that".
        mark = _CLAUSE_MARK_RE.search(S, max(lo, start - 1 - _MATRIX_REACH), start - 1)
        head = mark.end() if mark is not None else max(lo, start - 1 - _MATRIX_REACH)
        if head < start - 1 and negation.names_claim(F.original[F.offsets.start(head) : F.offsets.start(start - 1)], comp_word):
            return reasons.NEGATION_CUT
    return None


def _denying_word_start(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[str]:
    """:func:`_negated_start` for a clause that a word of denial takes with no complementizer:
    the passage starts right after the word, a comma between or none, in its sentence
    (:func:`negation.denies_clause_after`: "the company acted illegally" in "Officials denied the
    company acted illegally", "die Firma habe" in "Beamte bestritten, die Firma habe")."""
    S = src.folded.text
    found = _word_before(S, i)
    if found is None and i >= 3 and S[i - 1].isspace() and S[i - 2] == ",":
        found = _word_ending(S, i - 2)
    if found is None or _sentence_end_between(src, lang, found[1], i):
        return None
    written = _written_word(src.folded, found[0], found[1], found[1] + 1, False)
    # A first look before the sentence is read (asked at every start a matcher tries).
    if not negation.may_deny_clause(written) or not negation.denies_clause_after(written, _left_out(src, found[0], i).context, named):
        return None
    return reasons.NEGATION_CUT


def _denial_before_gap(src: PreparedSource, lang: Optional[str], comp: int, comp_word: str) -> bool:
    """Whether the word before the complementizer at folded ``comp``, across what may stand
    between them (:func:`questions.gap_before`, the condition rule's reading: brackets and what
    they hold, a footnote mark, an aside between commas of any length: "denied [1] that",
    "bestritt (in einer Erklärung), dass", "denied, in a long statement issued on Monday,
    that"), in its sentence, denies the clause it opens (:func:`negation.denies_complement`)."""
    F = src.folded
    at = F.offsets.start(comp)
    gap = questions.gap_before(F.original, at)
    found = _word_ending(F.text, F.positions_list([gap])[0]) if gap > 0 else None
    if found is None or _sentence_end_between(src, lang, found[1], comp):
        return False
    return negation.denies_complement(_written_word(F, found[0], found[1], found[1] + 1, False), comp_word)


#: Most words of a heading read before a colon ("Myth:", "Mostly false:", "Not true at all:").
_HEADING_WORDS = 4
#: A heading before a colon: words alone, from the start of its sentence or line.
_HEADING_RE = regex.compile(r"[\p{L}\p{M}][\p{L}\p{M}\p{N}'-]*(?:[ ]+[\p{L}\p{M}][\p{L}\p{M}\p{N}'-]*)*")


def _denying_heading_start(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[str]:
    """:func:`_negated_start` for a heading that denies what a colon opens: the passage starts
    right after a colon (white space between) that follows, from the start of its sentence or
    line, at most :data:`_HEADING_WORDS` words that deny it or name it as a claim
    (:func:`negation.heading_denies`: "Myth: the drug reduces mortality", "False: ...",
    "Not true: ...", "Claim: ..."), the way a fact-check sets its verdict before the claim it
    rates. "Fact: ..." denies nothing."""
    F = src.folded
    S = F.text
    at = i
    while at > 0 and S[at - 1].isspace() and S[at - 1] not in "\n\r":
        at -= 1
    if at == 0 or S[at - 1] not in ":\uff1a":
        return None
    colon = at - 1
    ends = src.sentences_for(lang).ends
    k = bisect.bisect_right(ends, colon)
    lo = ends[k - 1] if k > 0 else 0
    line = max(S.rfind("\n", lo, colon), S.rfind("\r", lo, colon))
    lo = max(lo, line + 1)
    head = S[lo:colon].strip()
    # The heading alone, a list mark or emphasis around it aside ("**Myth:**", "- False:").
    head = head.strip("*_#>-• ")
    if not head or not _HEADING_RE.fullmatch(head) or len(head.split()) > _HEADING_WORDS:
        return None
    start = S.index(head, lo)
    written = F.original[F.offsets.start(start) : F.offsets.end(start + len(head) - 1)]
    # The heading with the sentence it opens: a heading alone is too short to name a language by.
    after = bisect.bisect_right(ends, i)
    end = ends[after] if after < len(ends) else len(S)
    context = F.original[F.offsets.start(start) : F.offsets.end(max(start, min(end, len(S)) - 1))]
    # A negation word of the heading, in a language the sentence is known to be in ("Not true:";
    # not Haitian "san" of "San:").
    negated = any(negation.negates_where_known(w, context, named) for w in written.split())
    if negated or negation.heading_denies(written, context, named):
        return reasons.NEGATION_CUT
    return None


def _clause_verb_at(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[Tuple[int, str, bool]]:
    """:func:`_complementizer_at` for a clause with no complementizer: the word right before
    folded ``i`` (white space between, in its sentence) is a verb that takes the clause as it
    stands (:func:`negation.takes_bare_clause`: "think" of "None of the reviewers think the drug
    worked"), a comma or an aside between them or none. The clause is read back from the verb's
    end, the verb its last word, with the complementizer its language would write there
    (:func:`negation.clause_verb_complementizer`: "that")."""
    F = src.folded
    S = F.text
    found = _word_before(S, i)
    if found is None and i > 1 and S[i - 1].isspace():
        # A comma or an aside between them ("think, however, the drug", "suggest, in our view,
        # the drug", "think [12] the drug"), as the condition rule reads it (questions.gap_before).
        at = F.offsets.start(i)
        gap = questions.gap_before(F.original, at)
        if gap < at:
            found = _word_ending(S, F.positions_list([gap])[0])
        if found is None and S[i - 2] in ",\u060c\uff0c":
            found = _word_ending(S, i - 2)
    if found is None and i > 1 and S[i - 1] in ",\u060c\uff0c":
        found = _word_ending(S, i - 1)  # a comma with no space after it: "glaube nicht,das"
    if found is None or _sentence_end_between(src, lang, found[1], i):
        return None
    word = _written_word(F, found[0], found[1], found[1] + 1, False)
    comp = negation.clause_verb_complementizer(word, named)
    if comp is None:
        # A negation after the verb, as the verb-second languages write a main clause: "Ich
        # glaube nicht, das Medikament wirkt", a pronoun or an adverb perhaps between ("glaube es
        # auch nicht"). The clause is read back from the negation's end.
        context = F.original[F.offsets.start(max(0, found[0] - 200)) : F.offsets.end(found[1])]
        negated_at = found[0] if negation.negation_before(word, context, named) is not None else None
        behind: Optional[Tuple[int, int]] = found
        for _ in range(_ADVERBS_AFTER_NEGATION if negated_at is None else 0):
            # An adverb or two after the negation: "glaube nicht wirklich,", "nicht mehr,", "nicht so recht,".
            behind = _word_before(S, behind[0]) if behind is not None else None
            if behind is None:
                break
            if negation.negation_before(_written_word(F, behind[0], behind[1], behind[1] + 1, False), context, named) is not None:
                negated_at = behind[0]
                break
        if negated_at is not None:
            at = negated_at
            for _ in range(3):
                verb = _word_before(S, at)
                if verb is None:
                    break
                comp = negation.clause_verb_complementizer(_written_word(F, verb[0], verb[1], verb[1] + 1, False), named)
                if comp is not None:
                    break
                at = verb[0]
    if comp is not None and negation.clause_noun(word, named) and not _negating_determiner_before(F, found[0], named):
        return None  # "You cannot deny the evidence the drug works": no negation determines the noun
    return None if comp is None else (found[1] + 1, comp, False)


#: How many adverbs may stand between a negation after a clause verb and the comma before its
#: clause ("Ich glaube nicht so recht, das Medikament wirkt").
_ADVERBS_AFTER_NEGATION = 2
#: How many adjectives may stand between a negating determiner and its noun ("no clear, convincing evidence").
_ADJECTIVES_BEFORE_NOUN = 2


def _negating_determiner_before(F: Folded, start: int, named: Optional[str]) -> bool:
    """A negating determiner (:func:`negation.negation_before`: "no", "little") stands before the
    noun starting at folded ``start``, with at most :data:`_ADJECTIVES_BEFORE_NOUN` words between
    that are no stop word of any language ("no clear evidence"; not "no shortage of evidence",
    "never been more evidence", "the evidence")."""
    S = F.text
    k = start
    context = F.original[F.offsets.start(max(0, start - 200)) : F.offsets.start(start)]
    for _ in range(_ADJECTIVES_BEFORE_NOUN + 1):
        found = _word_before(S, k)
        if found is None:
            return False
        word = _written_word(F, found[0], found[1], found[1] + 1, False)
        if negation.negation_before(word, context, named) is not None:
            return True
        if negation.clause_determiner(word, named):
            # "not find any evidence", "never any proof": a negation a word or two before it.
            at = found[0]
            for _ in range(2):
                behind = _word_before(S, at)
                if behind is None:
                    return False
                if negation.negation_before(_written_word(F, behind[0], behind[1], behind[1] + 1, False), context, named) is not None:
                    return True
                at = behind[0]
            return False
        if lexicons.stop_word_anywhere(lexicons.word_key(word)):
            return False
        k = found[0]
    return False


def _word_opening(S: str, i: int) -> Optional[Tuple[int, int, bool]]:
    """The first word of a passage that starts at folded ``i`` on a word of its own (not inside
    one, nor glued to a digit): its bounds, not a clitic ("that" of "that the drug", "to" of "to
    reduce"), or None."""
    if kind(S[i]) in ("L", "M") and kind(S[i - 1]) not in ("L", "M", "D"):
        m = _FOLDED_WORD_RE.match(S, i)
        if m is not None:
            return i, m.end() - 1, False
    return None


def _complementizer_at(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[Tuple[int, str, bool]]:
    """Where the complementizer (:func:`negation.opens_complement`) starts that ends right before
    folded ``i`` (white space between, or an apostrophe: French "qu'il") or starts at ``i``, in
    its sentence, the word as written (as the lexicon writes it where it is typed without its
    diacritics) and whether it is typed so (:func:`_bare_complement_at`: then a denial governs
    it); None where there is none."""
    F = src.folded
    S = F.text
    clitic = kind(S[i - 1]) == "L" and apostrophe_between(F, i)
    found = _word_ending(S, i) if clitic else _word_before(S, i)
    candidates: List[Tuple[int, int, bool]] = []
    if found is not None:
        candidates.append((found[0], found[1], clitic))
    elif not clitic and i >= 3 and S[i - 1].isspace() and S[i - 2] in ",\u060c\uff0c":
        # A comma after it, as Azerbaijani and Turkish write "ki," ("inkar etdi ki, dərman").
        behind = _word_ending(S, i - 2)
        if behind is not None:
            candidates.append((behind[0], behind[1], False))
    opening = None if clitic else _word_opening(S, i)
    if opening is not None:
        candidates.append(opening)  # the passage opens with it: "that the drug ..."
    back = i - 1
    while back > 0 and S[back].isspace():
        back -= 1
    if not clitic and kind(S[back]) not in ("L", "M"):
        # What may stand between it and the passage, as the condition rule reads it
        # (:func:`questions.gap_before`): "that (see below) the drug", "that, as critics alleged,
        # the drug", "that — the drug".
        at = F.offsets.start(i)
        gap = questions.gap_before(F.original, at)
        if gap < at and F.original[gap:at].strip():
            behind = _word_ending(S, F.positions_list([gap])[0])
            if behind is not None:
                candidates.append((behind[0], behind[1], False))
    for start, last, is_clitic in candidates:
        word = _written_word(F, start, last, i, is_clitic)
        bare = not negation.may_open_complement(word)
        if bare and (is_clitic or not negation.bare_complementizers(word)):
            continue  # nearly every word: no lexicon lists it
        if start < i and _sentence_end_between(src, lang, last, i):
            continue
        context = _left_out(src, start, max(last + 1, i - 1)).context
        if bare:
            # Written without its diacritics ("ze" for "że"): read as the complementizer only
            # after a word of its language that denies its clause (:func:`negation.bare_complement`),
            # which shows the language where none is named (the detector may read a text typed
            # without marks as another: Czech as Slovenian, whose "že" is "already").
            comp = _bare_complement_at(src, lang, start, word)
            if comp is not None and (named is None or negation.opens_complement(comp, context, named)):
                return start, comp, True
            # In a sentence typed without any diacritics, it is read as the complementizer it
            # types wherever that one may stand, and the clause before it as a matrix clause
            # ("Nie jest prawda, ze", "Neni pravda, ze", "Nu este adevarat ca"): the writer left
            # every mark out, so its spelling tells nothing of which word it is. With no language
            # named, the detector may not name such a sentence's language (Czech typed so): it is
            # read so unless a language the detector does not rule out, and that does not list
            # the complementizer, has the spelling as a word of its own (Croatian "iz", "from", in a
            # sentence that happens to have no marks is no Polish "iż").
            for comp in negation.bare_complementizers_by_text(word, context):
                if not _sentence_typed_bare(src, lang, start):
                    break
                if negation.opens_complement(comp, context, named) if named is not None else _bare_word_unclaimed(word, comp, context):
                    return start, comp, False
        elif negation.opens_complement(word, context, named):
            return start, word, False
    return None


def _sentence_at(src: PreparedSource, lang: Optional[str], start: int) -> Optional[Tuple[int, int]]:
    """The folded bounds of the sentence that folded ``start`` is in, where ``start`` is not its
    first character; None where it is."""
    ends = src.sentences_for(lang).ends
    k = bisect.bisect_right(ends, start)
    lo = ends[k - 1] if k > 0 else 0
    hi = ends[k] if k < len(ends) else len(src.folded.text)
    return None if lo >= start else (lo, hi)


def _bare_word_unclaimed(word: str, comp: str, context: str) -> bool:
    """Whether no language the detector leaves possible for ``context``
    (:func:`negation.possible_languages`), other than those that list ``comp``, has ``word``, a
    spelling of ``comp`` without its diacritics, as a word of its own, where it does not vouch
    for one of those that list it (:func:`negation.vouched_languages`)."""
    langs = negation.complementizer_languages(comp)
    if negation.vouched_languages(context, langs):
        return True
    key = lexicons.word_key(word)
    return not any(
        lexicons.known_word(key, code) or key in lexicons.stop_words(code) for code in negation.possible_languages(context) if code not in langs
    )


def _sentence_typed_bare(src: PreparedSource, lang: Optional[str], start: int) -> bool:
    """Whether the sentence folded ``start`` is in is typed without diacritics (:func:`lexicons.typed_bare`)."""
    bounds = _sentence_at(src, lang, start)
    if bounds is None:
        return False
    F = src.folded
    return lexicons.typed_bare(F.original[F.offsets.start(bounds[0]) : F.offsets.end(max(bounds[0], bounds[1] - 1))])


def _bare_complement_at(src: PreparedSource, lang: Optional[str], start: int, word: str) -> Optional[str]:
    """The complementizer that ``word``, at folded ``start``, writes without its diacritics where
    the word before it, across what may stand between them (:func:`questions.gap_before`), in
    its sentence, denies the clause it opens (:func:`negation.bare_complement`); None elsewhere."""
    F = src.folded
    at = F.offsets.start(start)
    bounds = _sentence_at(src, lang, start)
    if bounds is None:
        return None
    lo, hi = bounds
    sentence = F.original[F.offsets.start(lo) : F.offsets.end(max(lo, hi - 1))]
    gap = questions.gap_before(F.original, at)
    found = _word_ending(F.text, F.positions_list([gap])[0]) if gap > 0 else None
    if found is not None and not _sentence_end_between(src, lang, found[1], start):
        denial = _written_word(F, found[0], found[1], found[1] + 1, False)
        # The words of its clause before it, as the clause of a complementizer is read back.
        mark = _CLAUSE_MARK_RE.search(F.text, max(lo, found[0] - _MATRIX_REACH), found[0])
        words = list(_FOLDED_WORD_RE.finditer(F.text, mark.end() if mark is not None else max(lo, found[0] - _MATRIX_REACH), found[0]))
        clause = [_written_word(F, w.start(), w.end() - 1, w.end(), False) for w in words[-_MATRIX_WORDS:]]
        comp = negation.bare_complement(word, denial, F.original[F.offsets.end(found[1]) : at], sentence, clause)
        if comp is not None:
            return comp
    # A phrase of denial that ends with the complementizer ("Mitem jest, ze").
    return negation.bare_denial_phrase(F.original[F.offsets.start(lo) : at], word, sentence)


#: A word, then a comma and white space, that end a text.
_COMMA_AFTER_WORD_RE = regex.compile(r"(?P<word>[\p{L}\p{M}]+)[,\u060c\uff0c]\s+\Z")


def _phrase_negation_start(src: PreparedSource, lang: Optional[str], i: int) -> bool:
    """A negation written as a phrase (:func:`negation.phrase_negation_at`: Hebrew "אף פעם",
    Vietnamese "đâu có", "failed to") ends right before folded ``i``, with only white space and
    no sentence end between, or is cut there ("to report" after "failed")."""
    F = src.folded
    # After white space, or right after a clitic's apostrophe ("effets" after "au lieu d'"), or
    # after a letter of a script written without spaces, glued to what follows ("该药" after 据说,
    # "一个" or "5人" after 据传), or after its comma ("据说，该药": the phrase reads the comma).
    if (
        not F.text[i - 1].isspace()
        and not (kind(F.text[i - 1]) == "L" and apostrophe_between(F, i))
        and not (kind(F.text[i - 1]) == "U" and kind(F.text[i]) in ("U", "D", "L"))
        and not (F.text[i - 1] in ",\u3001\uff0c" and i >= 2 and kind(F.text[i - 2]) == "U")
    ):
        return False
    at = F.offsets.start(i)
    before = F.original[max(0, at - 60) : at]
    # A complementizer that ends the phrase may take a comma after it, as Azerbaijani and
    # Turkish write "ki," ("inkar etdi ki, dərman ..."): the phrase ends at the complementizer.
    comma = _COMMA_AFTER_WORD_RE.search(before)
    if comma is not None and negation.may_open_complement(comma.group("word")):
        before = before[: comma.end("word")]
    found = negation.phrase_negation_at(before, F.original[at : at + 60])
    if found is None:
        # Typed without diacritics ("phu nhan rang" for "phủ nhận rằng"), in a language the
        # sentence may be in (negation.bare_phrase_negation_at).
        context = F.original[max(0, at - 200) : at + 200]
        found = negation.bare_phrase_negation_at(F.original[max(0, at - 60) : at], F.original[at : at + 60], context, lang)
    if found is None:
        return False
    k = i - 1
    while k > 0 and F.text[k].isspace():
        k -= 1
    return not _sentence_end_between(src, lang, k, i)


def _negation_start(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[str]:
    """:func:`_negated_start` for a negation word of a lexicon."""
    S = src.folded.text
    F = src.folded
    at = i
    aside = False
    for between in range(_STOP_WORDS_BETWEEN + 1):
        # A parenthetical insert between them ("did not, however, reduce"), read across once.
        opener = None if aside else _parenthetical_before(S, at)
        clitic = between == 0 and at > 0 and kind(S[at - 1]) == "L" and apostrophe_between(F, at)
        if opener is not None:
            inner = _word_before(S, at)
            if inner is not None and _wrapped_alone(S, opener, inner[0]):
                # A word alone in the brackets ("did [not] reduce", "did (not) reduce") is the
                # word before the passage, not an aside: it governs what follows as written bare.
                why = _negating_word(src, lang, named, _written_word(F, inner[0], inner[1], at, False), inner[0], inner[1], i)
                if why is not None:
                    return why
            aside = True
            found = _word_ending(S, opener)
        elif clitic:
            # A clitic written onto the passage's first word by an apostrophe: French "n'a
            # cessé" (has never stopped), Albanian "s'është" (is not).
            found = _word_ending(S, at)
        else:
            found = _word_before(S, at)
        if found is None:
            return None
        start, last = found
        if last - start < negation.LETTER_CLUSTER_LONGEST:
            start = _letter_spaced_start(S, start, last)  # "did n o t reduce": the word the letters spell
        word = _written_word(F, start, last, at, clitic)
        why = _negating_word(src, lang, named, word, start, last, i)
        if why is not None:
            return why
        if between == _STOP_WORDS_BETWEEN:
            return None
        if not (lexicons.stop_word_anywhere(word) or function_word_anywhere(word)):
            # Nearly every place: a word that is no negation and no stop word. An adverb right
            # after a negation is read across ("did not significantly reduce"), looked up only
            # there: the adverb tables load on first use.
            if not (_negation_word_right_before(src, start) and (lexicons.adverb_anywhere(word) or between == 0 and _opens_with_infinitive(src, named, i))):
                return None
        at = start  # a stop word ("ha" is Spanish "has", and "not" in another lexicon): read on
    return None


def _bare_infinitive_negated(src: PreparedSource, lang: Optional[str], named: Optional[str], i: int) -> Optional[str]:
    """Why a passage may not start at folded ``i`` when it opens with an infinitive with no marker
    that the verb right before it takes, and a negation word opens that verb's clause, further
    back than the word before the verb (which :func:`_negation_start` reads): "reducir la
    mortalidad" of "Ningún fármaco logró reducir la mortalidad", "réduire" of "Aucun médicament
    n'a pu réduire". The negation word is the clause's first word, or its second after a function
    word ("Y nadie pudo"): its subject or the adverb that negates it. One inside the clause may
    negate a word of its own ("Los pacientes que no respondían", "sin insuficiencia", "no
    invasivo"), which the rule does not read. Asides are read across ("Ningún fármaco, por
    desgracia, logró"). The passage opens with a word that only an infinitive can be
    (:func:`_infinitive_codes`), after a word of its clause (the verb: the tables miss some of its
    forms, Italian "poté"); the negation word must negate in a language the sentence is known to
    be in, as in :func:`_negated_matrix`."""
    F = src.folded
    S = F.text
    before = _word_before(S, i)
    if before is None or _sentence_end_between(src, lang, before[1], i):
        return None
    ends = src.sentences_for(lang).ends
    k = bisect.bisect_right(ends, i)
    lo = max(ends[k - 1] if k > 0 else 0, i - _MATRIX_REACH)
    hi = before[0]
    for _ in range(_MATRIX_ASIDES + 1):
        mark = _CLAUSE_MARK_RE.search(S, lo, hi)  # the last one: the pattern reads backwards
        opener = _parenthetical_before(S, mark.end() + 1) if mark is not None else None
        if opener is None or opener <= lo:
            break
        hi = opener  # an aside read across: "Ningún fármaco, por desgracia, logró"
    words = list(_FOLDED_WORD_RE.finditer(S, mark.end() if mark is not None else lo, hi))[:2]
    if len(words) == 2 and not lexicons.stop_word_anywhere(lexicons.word_key(S[words[0].start() : words[0].end()])):
        words = words[:1]
    opening = [(w, F.written(F.offsets.start(w.start()), F.offsets.end(w.end() - 1))) for w in words]
    opening = [(w, written) for w, written in opening if negation.negates_as_written(written)]
    if not opening:
        return None  # nearly every passage: the clause does not open with a negation word
    codes = [code for code in _infinitive_codes(src, named, i) if code in lexicons.available_languages("negations")]
    comps = [c for code in codes for c in lexicons.negation_lexicon(code).complementizers]
    if not comps:
        return None
    for w, written in opening:
        why = _negating_word(src, lang, named, written, w.start(), w.end() - 1, i)
        if why is not None and any(
            negation.negates_where_known(written, _left_out(src, w.start(), i - 1).context, named, negation.complementizer_languages(c))
            for c in comps
        ):
            return why
    return None


def _opens_with_infinitive(src: PreparedSource, named: Optional[str], i: int) -> bool:
    """Whether the passage at folded ``i`` opens with a word that only an infinitive can be in the
    named language or one its sentence is in (:func:`_infinitive_codes`), which the verb
    before it takes as a complement with no marker ("reducir" of "no logró reducir", "réduire"
    of "n'a pas pu réduire"). A negation right before that verb negates the complement too, so
    :func:`_negation_start` reads across the verb. Asked only where a negation stands right
    before the word before the passage."""
    return bool(_infinitive_codes(src, named, i))


def _infinitive_codes(src: PreparedSource, named: Optional[str], i: int) -> Tuple[str, ...]:
    """The languages, of the named one and those its sentence is in, in which the word that opens
    the passage at folded ``i`` can only be an infinitive (:func:`lexicons.is_verb_lemma`)."""
    F = src.folded
    m = _FOLDED_WORD_RE.match(F.text, i)
    if m is None:
        return ()
    word = F.written(F.offsets.start(m.start()), F.offsets.end(m.end() - 1))
    context = _left_out(src, i, m.end()).context
    # The detector may name a short sentence's neighbour language with confidence (Polish read as
    # Slovak): the languages it leaves most likely count too.
    codes = ((named,) if named is not None else ()) + tuple(negation.text_languages(context) or ()) + negation.possible_languages(context)[:3]
    return tuple(code for code in dict.fromkeys(codes) if lexicons.is_verb_lemma(word, code))


def _written_word(F: Folded, start: int, last: int, at: int, clitic: bool) -> str:
    """The word at folded ``[start, last]`` as written (a reference or escape read as its
    character: "didn&#39;t"; a word broken across a line read whole), with the apostrophe of a clitic written onto the passage at
    ``at`` ("n'"), and one that opens the word after a space (Tagalog "'di", clipped "hindi")."""
    end = F.offsets.start(at) if clitic else F.offsets.end(last)
    begin = F.offsets.start(start)
    if begin > 0 and F.original[begin - 1] in charclasses.APOSTROPHES and (begin == 1 or F.original[begin - 2].isspace()):
        begin -= 1
    # A word broken across a line by a hyphen the match view keeps ("nev¬\ner", "nev- er"): its
    # first part too.
    begin -= negation.broken_word_head(F.original[max(0, begin - 48) : begin])
    return negation.unspace_letters(negation.rejoin_broken_words(F.written(begin, end)).translate(_INVISIBLE_GONE))


def _negating_word(
    src: PreparedSource, lang: Optional[str], named: Optional[str], word: str, start: int, last: int, i: int
) -> Optional[str]:
    """Why ``word`` (:func:`_written_word` of folded ``[start, last]``) keeps a passage from
    starting at ``i``: it negates as written, in a language of its sentence. A word that an
    apostrophe opens is read with it and without: a single quote mark around a word opens it
    as an apostrophe does ("did ‘not’ reduce", "did `not` reduce"). Styled letters read as
    letters too ("ɴᴏ patients improved")."""
    F = src.folded
    opened = word[:1] in charclasses.APOSTROPHES
    for written in (word, word[1:]) if opened else (word,):
        for form in (written,) if written.isascii() else _forms(written, F.original):
            if negation.negates_as_written(form) or (
                "\u200c" in form and negation.negates_as_written(form.replace("\u200c", ""))
            ):
                why = _negation_word_before(src, lang, named, form, start, last, i)
                if why is not None:
                    return why
    return None


def _wrapped_alone(S: str, opener: int, start: int) -> bool:
    """Only white space and the marks that open a word (an opening bracket) stand between a
    parenthetical's opening place ``opener`` and the word starting at folded ``start``: the
    brackets hold that one word."""
    return all(c.isspace() or _opens_word(c) for c in S[opener:start])


def _letter_spaced_start(S: str, start: int, last: int) -> int:
    """Where the letter-spaced word (:func:`negation.letter_spaced_words`) that negates as written
    and whose last letter is the short word at folded ``[start, last]`` starts; ``start`` when
    there is none."""
    lo = max(0, start - 4 * negation.LETTER_SPACED_LONGEST)
    for a, b, word in negation.letter_spaced_words(S, lo, min(len(S), last + 2)):
        if b == last + 1 and negation.negates_as_written(word):
            return a
    return start



def _negation_word_right_before(src: PreparedSource, i: int) -> bool:
    """The word right before folded ``i`` negates as written in some lexicon (a first look: the
    rules then read it in its language)."""
    F = src.folded
    found = _word_before(F.text, i)
    if found is None:
        return False
    return bool(negation.negates_as_written(F.written(F.offsets.start(found[0]), F.offsets.end(found[1]))))


def _forms(word: str, text: str) -> Tuple[str, ...]:
    """The ways a reader sees ``word`` of ``text``: as written, its styled letters read as
    letters, its look-alike letters of another script read in the text's main one."""
    # The text's start is read only for a word with as many letters of two scripts. Interned, so
    # that the remembered readings of a source's words hold one copy of it, not one each.
    return _forms_around(word, sys.intern(text[:2000]))


@lru_cache(maxsize=65536)
def _forms_around(word: str, around: str) -> Tuple[str, ...]:
    """:func:`_forms` of ``word`` in a text that starts with ``around`` (every place of a
    repeated passage reads the same words before it)."""
    mixed = as_one_script(word, around)
    return tuple(dict.fromkeys((word, as_unstyled(word), mixed, as_unstyled(mixed), as_one_script(as_unstyled(word), around))))


def _sentence_end_between(src: PreparedSource, lang: Optional[str], last: int, i: int) -> bool:
    """Whether a sentence ends between folded ``last`` (a word's last character) and ``i``."""
    ends = src.sentences_for(lang).ends
    k = bisect.bisect_right(ends, last)
    return k < len(ends) and ends[k] <= i


def _uncovered_start(src: PreparedSource, lang: Optional[str], start: int, last: int, i: int) -> Optional[str]:
    """Why a passage may not start at folded ``i``, right after the word at ``[start, last]`` of
    its sentence, when that sentence is in a language no negation lexicon covers
    (:func:`negation.uncovered_language`): whether the word negates what follows cannot be
    checked ("approvax il-baġit" in Maltese "ma approvax il-baġit", "has not approved the
    budget"), so the start is refused as not covered, as an elision there is."""
    if _sentence_end_between(src, lang, last, i):
        return None
    if negation.uncovered_script(src.folded.text[start : last + 1]):
        return reasons.LANGUAGE_NOT_COVERED  # a word of a script no lexicon covers
    return _uncovered_context(_left_out(src, start, max(i - 1, last + 1)).context)


@lru_cache(maxsize=65536)
def _uncovered_context(context: str) -> Optional[str]:
    """:func:`_uncovered_start` of a sentence."""
    text = context.translate(_INVISIBLE_GONE).strip()
    return reasons.LANGUAGE_NOT_COVERED if negation.uncovered_language(text) is not None else None


def _negation_word_before(
    src: PreparedSource, lang: Optional[str], named: Optional[str], word: str, start: int, last: int, i: int
) -> Optional[str]:
    """:func:`_negated_start` for the negation ``word`` at folded ``[start, last]`` before a
    passage starting at ``i``: no sentence end between them, and a negation in a language of
    its sentence."""
    if _sentence_end_between(src, lang, last, i):
        return None  # a sentence end (a line that starts a list item, a blank line) between them
    # The word as the match view reads it (no bold or quote marks around it: "**not**").
    context = _left_out(src, start, max(i - 1, last + 1)).context
    if may_hold_references(context):
        context = read_references(context)  # the language is read off the characters written
    # "reduced mortality" in "not only reduced mortality": the negation adds, it denies nothing.
    original = src.folded.original
    between = original[src.folded.offsets.start(start) : src.folded.offsets.start(i)]
    # "patients improved" in "a few patients improved": the word ends an additive phrase that
    # opens before it in its sentence.
    at = src.folded.offsets.start(start)
    head = original[max(0, at - 40) : at]
    if at > 40:
        head = regex.sub(r"^\S*", "", head)  # no word cut in two: "Cuba" read as "a"
    if negation.opens_additive_phrase(between, original[src.folded.offsets.start(i) : src.folded.offsets.start(i) + 40], head):
        return None
    return _word_before_problem(word, context, named)


@lru_cache(maxsize=65536)
def _word_before_problem(word: str, context: str, named: Optional[str]) -> Optional[str]:
    """:func:`negation.negation_before` of ``word`` in its sentence ``context`` (read as
    :func:`_gap_problem` reads left-out text: invisible characters gone, and the zero-width
    non-joiner both ways)."""
    # A letter-spaced word of the sentence is read whole, as its language's reader reads it.
    text, context = word.strip(), negation.unspace_letters(context.translate(_INVISIBLE_GONE).strip())
    why = negation.negation_before(text, context, named)
    if why is None and "\u200c" in text:
        why = negation.negation_before(text.replace("\u200c", ""), context.replace("\u200c", ""), named)
    return why


def _missed(look: "_Lookup") -> _PassageCandidates:
    """The candidates of a one-piece passage ``look`` found no valid place of: none, and why."""
    return _PassageCandidates([], reason=look.problem or reasons.NOT_FOUND, bounded=look.bounded)


#: Places of a piece read, for the reason, before a later piece written nowhere in the source.
_PLACES_BEFORE_ABSENT = 64


def _find_passage(
    src: PreparedSource,
    pieces: List[Piece],
    opts: VerifyOptions,
    lang: Optional[str],
    limit: int = _MAX_CHAINS,
    named: Optional[str] = None,
    starts: bool = True,
) -> _PassageCandidates:
    look = _lookup(src, opts, lang, named)
    if len(pieces) == 1:
        places = look.places(pieces[0], limit=limit, first=starts)
        if not places:
            return _missed(look)
        return _PassageCandidates(places)
    # A piece written nowhere in the source refuses the passage whatever the pieces before it
    # show: those are read only as far as their first places, for the reason ("revenue rose ...
    # costs rose" of a source that repeats "revenue rose" 100,000 times and never "costs rose").
    absent = next((n for n, p in enumerate(pieces) if n and not look.occurs(p)), len(pieces))
    quick = _greedy_chain(src, pieces, look, lang, starts) if absent == len(pieces) else None

    def stated(i: int, j: int) -> bool:
        # An elided passage from a question's first words to its end states it as a whole one
        # does ("Препарат … смертность" of "Препарат снизил смертность?").
        return starts and _stated_question(src.folded, i, j, pieces[0].raw, named, pieces[-1].raw)

    if quick is not None and not stated(quick[0][0], quick[-1][1]):
        return _PassageCandidates([(quick[0][0], quick[-1][1])])
    occ = []
    for n, p in enumerate(pieces):
        places = look.places(p, first=n == 0 and starts, scan=_PLACES_BEFORE_ABSENT if n < absent < len(pieces) else None)
        if look.bounded:
            return _PassageCandidates([], reason=reasons.SEARCH_BOUND, bounded=True)
        if not places:
            # A piece after an elision that only occurs right after a negating
            # prefix: the elision left the negation out.
            problem = look.problem
            if n and problem == reasons.NEGATION_CUT:
                problem = reasons.NEGATION_ELIDED
            return _PassageCandidates([], reason=problem or reasons.NOT_FOUND)
        occ.append(places)
    res = _chain(src, occ, "full", lang, opts.max_candidates)
    if res.chains:
        spans = [(c[0][0], c[-1][1]) for c in res.chains]
        kept = [span for span in spans if not stated(*span)]
        return _PassageCandidates(kept) if kept else _PassageCandidates([], reason=reasons.QUESTION_CUT)
    if res.bounded:
        return _PassageCandidates([], reason=reasons.SEARCH_BOUND, bounded=True)
    reason = res.reason
    for mode in ("order", "sentence"):
        # Only whether a chain exists decides the reason (a repetitive source has thousands).
        relaxed = _chain(src, occ, mode, lang, opts.max_candidates, first_only=True)
        if not relaxed.chains and not relaxed.bounded:
            reason = relaxed.reason
            break
    return _PassageCandidates([], reason=reason)


def _pieces_of(passage: Passage, turkic: bool = False, adopted: Optional[Dict[str, Piece]] = None) -> List[Piece]:
    """The passage's pieces (those of ``adopted`` as it writes them: see :func:`_adoptions`)."""
    out = [make_piece(raw, turkic) if not adopted or raw not in adopted else adopted[raw] for raw in passage.pieces]
    return [p for p in out if p.text]


# --------------------------------------------------------------------------
# Spellings a script's conventions let a writer choose: Greek written in capitals leaves its
# accents off, unvowelled Arabic its vowel signs and often the hamza on an alef, a text in
# capitals without the dotted capital I writes "I" for the dotless i too, the Arabic and the
# Persian or Urdu keyboard type one letter as two characters, unpointed Hebrew leaves its
# points off and Hindi often the nukta. A quotation the match
# view does not find is looked up in the loose view (text.fold.loose_view), which reads those
# spellings alike; a place found there is taken only where each letter of the quotation
# differs from the source's as one of the conventions allows, and the piece is then checked as
# the source writes it there, by every rule of the check.

#: Places of a piece in the loose view tried at most.
_LOOSE_TRIES = 64
_ACUTE = "\u0301"
_DIALYTIKA = "\u0308"
_ARABIC_LETTER_RE = regex.compile(r"[\p{scx=Arabic}&&\p{L}]", flags=regex.V1)
_GREEK_LETTER_RE = regex.compile(r"[\p{scx=Greek}&&\p{L}]", flags=regex.V1)
_HEBREW_LETTER_RE = regex.compile(r"[\p{scx=Hebrew}&&\p{L}]", flags=regex.V1)
_CYRILLIC_LETTER_RE = regex.compile(r"[\p{scx=Cyrillic}&&\p{L}]", flags=regex.V1)
#: The group of :data:`charclasses.LETTER_VARIANTS` of each of its letters.
_VARIANT_GROUP = {c: g for g in charclasses.LETTER_VARIANTS for c in g}
#: The Persian heh with yeh above, which Unicode decomposes into the ae and the hamza above for
#: its shape; Persian writes it as the heh and the hamza above as well (CLDR's Persian and Pashto
#: collations sort "\u06c0" and "\u0647\u0654" as one letter).
_HAMZA_ABOVE = "\u0654"
_HEH_AND_AE = {"\u0647", "\u06d5"}


def _may_read_loosely(src: PreparedSource, passages: Sequence[Passage]) -> bool:
    """Whether the loose view could find a piece of ``passages`` that the match view does not."""
    if any(loose_changes(make_piece(raw, src.turkic).text) for p in passages for raw in p.pieces):
        return True
    return src.loose[0] is not src.folded.text


def respelled(src: PreparedSource, passages: Sequence[Passage], named: Optional[str]) -> Optional[List[Passage]]:
    """``passages`` with each piece the match view does not find written with its figures typed as
    the source types them (:func:`boundaries.figure_spellings`: "5 mg" for "5mg", "10000" for
    "10,000" in a language that groups with a comma, named or told by the source
    (:func:`boundaries.grouping_language`), "12%" for "12 percent", "10^6" for
    "10\u2076"), in the language the caller named, or with its clause dashes spaced as the source
    spaces them (:func:`fold.clause_dash_spellings`: "drug \u2013 as" for "drug\u2014as"); None when
    no piece is so found."""
    S = src.folded.text
    # With no language named, the source tells how it groups its figures, where it does clearly.
    grouping = None if named else grouping_language(src.folded.original, src.language)

    def occurs(text: str) -> bool:
        return bool(text) and text in S

    changed = False
    out: List[Passage] = []
    for passage in passages:
        pieces: List[str] = []
        for raw in passage.pieces:
            piece = make_piece(raw, src.turkic)
            new = raw
            if piece.text and not _occurs(src, piece):
                figures = figure_spellings(raw, named, occurs, grouping) if _DIGIT_RE.search(piece.text) else []
                for spelled in figures + clause_dash_spellings(raw):
                    if _occurs(src, make_piece(spelled, src.turkic)):
                        new = spelled
                        break
            changed = changed or new != raw
            pieces.append(new)
        text = passage.text
        for raw, new in zip(passage.pieces, pieces):
            if new != raw:
                text = text.replace(raw, new, 1)
        out.append(replace(passage, pieces=pieces, text=text))
    return out if changed else None


def _adoptions(src: PreparedSource, passages: Sequence[Passage]) -> Dict[str, Piece]:
    """The pieces of ``passages`` (and of the lines of a wrapped one) that :func:`_adopted` writes
    as the source writes them, by their text as the quotation writes them."""
    out: Dict[str, Piece] = {}
    for passage in passages:
        for p in [passage, *(_split_lines(passage) if passage.wrapped else ())]:
            for raw in p.pieces:
                if raw not in out:
                    piece = make_piece(raw, src.turkic)
                    read = _adopted(src, piece, raw)
                    if read.text != piece.text:
                        out[raw] = read
    return out


def _adopted(src: PreparedSource, piece: Piece, raw: str) -> Piece:
    """``piece`` (of the quotation text ``raw``) written as the source writes it at the first
    place of the loose view where its letters differ from the source's only as a convention
    allows (a place of whole words first); the piece itself where the match view finds it
    or no such place is found."""
    S = src.folded.text
    if not piece.text or _occurs(src, piece):
        return piece
    key, q_at = loose_view(piece.text)
    L, s_at = src.loose
    if (key is piece.text and L is S) or (q_at is not None and q_at[0] != 0):
        return piece  # nothing read otherwise, or the piece starts with a mark of no letter
    starts = _loose_starts(src, key)
    a, tries = next(starts, -1), 0
    if a < 0:
        return piece  # not in the loose view either (most refusals): the quotation is not folded again
    Fq = fold_match(raw, turkic=src.turkic)
    lead = Fq.text.find(piece.text)
    if lead < 0:
        return piece
    q_starts = list(range(len(key))) if q_at is None else q_at.tolist()
    found: Optional[Tuple[List[int], int]] = None
    while a >= 0 and tries < _LOOSE_TRIES:
        tries += 1
        b = a + len(key)
        s_starts = list(range(a, b)) if s_at is None else s_at.starts_at(np.arange(a, b)).tolist()
        end = b if s_at is None else (s_at.start(b) if b < s_at.size else len(S))
        if _letters_forgiven(src, s_starts, end, Fq, lead, q_starts, len(piece.text)):
            whole = (s_starts[0] == 0 or not _in_word(S[s_starts[0] - 1])) and (end == len(S) or not _in_word(S[end]))
            if found is None or whole:
                found = (s_starts, end)
            if whole:
                break
        a = next(starts, -1)
    if found is None:
        return piece
    s_starts, end = found
    i = s_starts[0]
    text = S[i:end]
    moved = {q: s - i for q, s in zip(q_starts, s_starts)}
    apostrophes = piece.apostrophes
    try:
        if apostrophes and len(text) != len(piece.text):
            apostrophes = tuple(_rank(text, moved[_at_rank(piece.text, r)]) for r in apostrophes)
        breaks = frozenset(moved[k] for k in piece.breaks)
    except KeyError:  # a place of the piece's own that is no letter's start: read as written
        return piece
    base = piece_from_folded(text)
    return replace(
        piece,
        text=text,
        pattern=base.pattern,
        unspaced=base.unspaced,
        mark_first=base.mark_first,
        breaks=breaks,
        apostrophes=apostrophes,
    )


def _occurs(src: PreparedSource, piece: Piece) -> bool:
    """Whether ``piece`` occurs anywhere in the match view (a place of it, valid or not).

    The source's index, once built, answers without reading the whole source (a refused
    quotation's pieces are mostly not in it), and without the scan of its first characters
    that a lookup makes first: where the piece is, is not asked here."""
    index = _built_index(src)
    if index is not None and piece.pattern is None:
        found = index.places(piece.text)
        if found is not None:
            return next(found, None) is not None
    return next(_raw_places(src.folded.text, piece, index), None) is not None


def _loose_starts(src: PreparedSource, key: str) -> Iterator[int]:
    """Every start of ``key`` in the loose view's text, overlapping ones included, in order: the
    starts ``str.find`` lists one by one. Once the match view's q-gram index is built (a lookup
    of this source found nothing), they come from the loose view's own index (the match view's
    where the loose view is the match view's text), which it then builds: a piece refused in
    the match view is mostly not in the loose view either, and the scan that finds so reads the
    whole text."""
    L = src.loose[0]
    index: Optional[GramIndex] = None
    if len(key) >= GramIndex.MIN_LENGTH and len(L) >= _INDEX_MIN_SOURCE:
        built = _built_index(src)
        if built is not None:
            index = built if L is src.folded.text else src.loose_index(GramIndex)
    listed = None if index is None else index.places(key)
    if listed is not None:
        # Every place from the index: a piece refused in the match view is mostly not in the
        # loose view, and the scan of the first characters a lookup makes would find nothing.
        yield from listed
        return
    a = L.find(key)
    while a >= 0:
        yield a
        a = L.find(key, a + 1)


def _in_word(ch: str) -> bool:
    return ch.isalnum() or kind(ch) == "M"


def _at_rank(text: str, rank: int) -> int:
    """The position of ``text`` whose rank (as :func:`_apostrophe_ranks` counts it) is ``rank``."""
    for k in range(1, len(text)):
        if k - text.count("-", 0, k - 1) == rank:
            return k
    return len(text)


def _rank(text: str, k: int) -> int:
    return k - text.count("-", 0, k - 1)


def _letters_forgiven(
    src: PreparedSource, s_starts: List[int], s_end: int, Fq: Folded, lead: int, q_starts: List[int], q_end: int
) -> bool:
    """Whether each letter of the quotation's piece (at ``lead`` of ``Fq``, its letters starting
    at ``q_starts``) is the source's letter at ``s_starts`` or differs from it only as a
    convention allows (:func:`_pair_forgiven`). A letter is read with the marks that follow it."""
    F = src.folded
    S = F.text
    Q = Fq.text[lead : lead + q_end]
    q_prev = s_prev = ""
    for n, (qa, sa) in enumerate(zip(q_starts, s_starts)):
        qb = q_starts[n + 1] if n + 1 < len(q_starts) else q_end
        sb = s_starts[n + 1] if n + 1 < len(s_starts) else s_end
        q, s = Q[qa:qb], S[sa:sb]
        if q != s:
            q_written = Fq.original[Fq.offsets.start(lead + qa) : Fq.offsets.end(lead + qb - 1)]
            s_written = F.original[F.offsets.start(sa) : F.offsets.end(sb - 1)]
            word_end = sb == len(S) or not _in_word(S[sb])
            plain = ("\u0130" not in Fq.original, "\u0130" not in F.original)
            if not _pair_forgiven(
                q, s, q_written, s_written, q_prev, s_prev, word_end, src.word_ends, plain, src.variant_letters
            ):
                return False
        q_prev, s_prev = q, s
    return True


def _capital(written: str) -> bool:
    """Whether the first letter of ``written`` is a capital."""
    return next((c for c in written if c.isalpha()), "").isupper()


def _pair_forgiven(
    q: str,
    s: str,
    q_written: str,
    s_written: str,
    q_prev: str,
    s_prev: str,
    word_end: bool,
    word_ends: FrozenSet[str],
    plain: Tuple[bool, bool] = (True, True),
    letters: FrozenSet[str] = frozenset(),
) -> bool:
    """Whether the quotation's letter ``q`` may stand for the source's ``s`` (both as folded, with
    the marks on them; ``*_written`` as the texts write them, ``*_prev`` the letters before):

    * the source's capital "I" for the dotless "\u0131" or the dotted "i", where the source
      writes no "\u0130" (``plain``: the quotation does not, the source does not): a text in
      Turkic capitals without "\u0130" writes both so, a Turkic text so writes a name of another
      language (a text that writes "\u0130" tells them apart); and the quotation's capital "I"
      for the source's "\u0130", where the quotation writes no "\u0130": typed without it,
      "Istanbul" for "\u0130stanbul";
    * an Arabic letter with vowel signs (:data:`charclasses.ARABIC_VOWEL_SIGNS`) or without, or
      with some of the other side's (a shadda alone for a shadda and its vowel), never with a
      vowel sign the other side writes otherwise on it; an
      alef with or without a hamza or madda, or the alef wasla (:data:`charclasses.ALEF_FORMS`),
      for the plain alef; at the end of a word one letter of a pair of
      :data:`charclasses.WORD_END_VARIANTS` for the other, where the source never ends a word
      with the quotation's letter (it does not tell them apart); one letter of a group of
      :data:`charclasses.LETTER_VARIANTS` (the Arabic and the Persian or Urdu keyboard's kaf,
      yeh, heh) for another, with the same marks, as :func:`_variant_forgiven` allows
      (``letters``: the letters of those groups the source writes);
    * a Hebrew letter with points (:data:`charclasses.HEBREW_POINTS`) or without, or with some
      of the other side's, never with a point the other side writes otherwise on it (a shin dot
      for a sin dot, another vowel);
    * a Devanagari letter with the nukta (:data:`charclasses.DEVANAGARI_NUKTA`) or without;
    * a Cyrillic letter with the stress marks of :data:`charclasses.CYRILLIC_STRESS_MARKS` or
      without, and the yo for the ye or the other way round (:data:`charclasses.CYRILLIC_YO`);
    * a Greek capital without the accents and breathings the same letter carries on the other
      side: capitals leave them off. The dialytika that capitals write on a vowel after one
      that loses its accent ("\u03c1\u03bf\u03bb\u03cc\u03b9" in capitals is
      "\u03a1\u039f\u039b\u039f\u03aa") is forgiven too; a mark a capital writes
      that the other side lacks is not, nor any difference between two small letters
      ("\u03c0\u03cc\u03c4\u03b5" and "\u03c0\u03bf\u03c4\u03ad" are two words).
    """
    if {q, s} == {"i", charclasses.DOTLESS_I}:
        return (s_written == "I" and plain[1]) or (q_written == "I" and s_written == "\u0130" and plain[0])
    qd, sd = unicodedata.normalize("NFD", q), unicodedata.normalize("NFD", s)
    if _CYRILLIC_LETTER_RE.match(qd) and _CYRILLIC_LETTER_RE.match(sd):
        # Yo written as ye, and a stress mark written apart from its letter, on either side ("\u0451" of
        # "\u0451\u043b\u043a\u0430" is "\u0435"; "\u0430\u0301" is "\u0430"); not one composed with it ("\u045d" is not "\u0438"), no
        # other mark, nor any other letter.
        def plain_cyrillic(written: str) -> str:
            composed = unicodedata.normalize("NFC", written)
            return "".join(c for c in composed if c not in charclasses.CYRILLIC_STRESS_MARKS).replace(*charclasses.CYRILLIC_YO)

        return plain_cyrillic(q) == plain_cyrillic(s)

    if charclasses.DEVANAGARI_NUKTA in qd or charclasses.DEVANAGARI_NUKTA in sd:
        return qd.replace(charclasses.DEVANAGARI_NUKTA, "") == sd.replace(charclasses.DEVANAGARI_NUKTA, "")
    if _HEBREW_LETTER_RE.match(qd) and qd[:1] == sd[:1]:
        q_points, s_points = set(qd[1:]), set(sd[1:])
        if not (q_points | s_points) <= charclasses.HEBREW_POINTS:
            return False
        return q_points <= s_points or s_points <= q_points  # "\u05e9\u05c1" (shin) is not "\u05e9\u05c2" (sin)
    if _ARABIC_LETTER_RE.match(qd) and _ARABIC_LETTER_RE.match(sd):
        q_signs = {c for c in qd if c in charclasses.ARABIC_VOWEL_SIGNS}
        s_signs = {c for c in sd if c in charclasses.ARABIC_VOWEL_SIGNS}
        if not (q_signs <= s_signs or s_signs <= q_signs):
            return False  # vowels written on both sides and different: "كَتَبَ" (he wrote) is not "كُتِبَ" (it was written)
        qd = "".join(c for c in qd if c not in charclasses.ARABIC_VOWEL_SIGNS)
        sd = "".join(c for c in sd if c not in charclasses.ARABIC_VOWEL_SIGNS)
        qn, sn = unicodedata.normalize("NFC", qd), unicodedata.normalize("NFC", sd)
        if qn == sn:
            return True
        if charclasses.ALEF in (qn, sn) and {qn, sn} - {charclasses.ALEF} <= charclasses.ALEF_FORMS:
            return True
        if qd[1:] == sd[1:] and qd[:1] in _VARIANT_GROUP and sd[:1] in _VARIANT_GROUP[qd[:1]]:
            if qd[1:] == _HAMZA_ABOVE and {qd[0], sd[0]} == _HEH_AND_AE:
                return True  # "\u06c0" (heh with yeh above, canonically ae and hamza) is heh and hamza, "\u0647\u0654"
            return _variant_forgiven(qd[0], sd[0], word_end, word_ends, letters)
        return word_end and frozenset((qn, sn)) in charclasses.WORD_END_VARIANTS and qn not in word_ends
    if _GREEK_LETTER_RE.match(qd) and qd[:1] == sd[:1]:
        sides = ((qd, sd, q_written, q_prev, s_prev), (sd, qd, s_written, s_prev, q_prev))
        for mine, other, written, mine_prev, other_prev in sides:
            if not _capital(written):
                continue
            extra = set(mine[1:]) - set(other[1:])
            if not extra:
                return True
            if extra == {_DIALYTIKA}:
                before = unicodedata.normalize("NFD", other_prev), unicodedata.normalize("NFD", mine_prev)
                if _ACUTE in before[0] and _ACUTE not in before[1]:
                    return True
    return False


def _variant_forgiven(q: str, s: str, word_end: bool, word_ends: FrozenSet[str], letters: FrozenSet[str]) -> bool:
    """Whether the quotation's letter ``q`` may stand for the source's ``s``, two letters of one
    group of :data:`charclasses.LETTER_VARIANTS` (the Arabic keyboard's and the Persian or Urdu
    keyboard's spelling of one letter), where ``s`` ends a word or not (``word_end``):

    * a pair that no language writes as two letters (kaf and keheh, alef maqsura and Farsi yeh,
      heh goal and ae): anywhere;
    * yeh and Farsi yeh before another letter, where both are drawn alike;
    * at the end of a word, a yeh for an alef maqsura or a Farsi yeh or the other way round,
      where the source ends no word with a letter drawn as the quotation's is there (with or
      without dots: :data:`charclasses.DOTLESS_FINAL_YEH`), so does not tell them apart:
      "\u0639\u0644\u064a" (Ali) is not "\u0639\u0644\u0649" nor "\u0639\u0644\u06cc" (on) in a text that writes both;
    * the forms of heh (heh, heh goal, ae, heh doachashmee), which Urdu, Punjabi, Uyghur or
      Kurdish tell apart: where the source never writes the quotation's letter (Urdu typed on
      an Arabic keyboard writes "\u0647" for both "\u06c1" and "\u06be"; a text that writes "\u06c1" and
      "\u06be" does not read one for the other).
    """
    pair = frozenset((q, s))
    if pair not in charclasses.CONTRASTED_VARIANTS:
        return True
    if charclasses.DOTLESS_FINAL_YEH & pair and "\u064a" in pair:
        if not word_end:
            return pair == frozenset("\u064a\u06cc")
        dotless = q in charclasses.DOTLESS_FINAL_YEH
        return not any((c in charclasses.DOTLESS_FINAL_YEH) == dotless for c in word_ends if c in _VARIANT_GROUP[q])
    return q not in letters


def _split_lines(passage: Passage) -> List[Passage]:
    """A wrapped passage read line by line, when it is not found as one."""
    lines = [ln for ln in passage.text.split("\n") if ln.strip()]
    return [Passage(pieces=split_pieces(ln), text=ln) for ln in lines]


def check(
    src: PreparedSource,
    passages: Sequence[Passage],
    opts: VerifyOptions,
    lang: Optional[str],
    *,
    score: bool = True,
    named: Optional[str] = None,
    starts: bool = True,
) -> RunResult:
    """Run the match check of ``passages`` against a prepared source.

    The usual quotation is one passage of one piece, found whole: its first valid place
    decides, by the same lookup and boundary rules as :func:`check_all`, which then gives the
    same result without its set-up for elisions and several passages (tests compare the two).
    A miss goes on to :func:`check_all` with the lookup already made.

    With ``score`` False a refusal leaves ``match`` None for the passages not found (their
    longest runs are not looked up): for callers that only read ``verified``. ``named``: the
    language the caller named (``lang`` may be a guess), which judges a negation word before
    a passage (:func:`_negated_start`); with ``starts`` False the first passage is a piece
    read after others (a covering window's), which that rule does not concern.

    A quotation refused as written is read once more with each piece the match view does not
    find written as the source writes it where only a script's convention tells them apart
    (see :func:`_adopted`); that reading is taken when it verifies, or when it finds what the
    first reading did not and refuses it for another reason. So is one with each such piece's
    figures typed as the source types them, where the spellings say the same amount
    (:func:`respelled`).
    """
    run = _check_written(src, passages, opts, lang, score=score, named=named, starts=starts)
    if run.verified is False and not run.bounded and _may_read_loosely(src, passages):
        adopted = _adoptions(src, passages)
        if adopted:
            again = check_all(src, passages, opts, lang, score=score, named=named, starts=starts, adopted=adopted)
            # Refused again for what the source says around the place found ("negation_cut"),
            # rather than for a piece not found: that reason is the one to give.
            if again.verified or (run.reason == reasons.NOT_FOUND and again.reason not in (None, reasons.NOT_FOUND)):
                run = again
    if run.verified is False and not run.bounded:
        typed = respelled(src, passages, named)
        if typed is not None:
            again = check_all(src, typed, opts, lang, score=score, named=named, starts=starts)
            # A figure found only as the source types it and refused there for what the source
            # says around it ("number_cut", "sign_dropped"): that reason is the one to give.
            if again.verified or (run.reason in (reasons.NOT_FOUND, reasons.NUMBER_CHANGED) and again.reason not in (None, reasons.NOT_FOUND)):
                run = again
    if run.verified and any(len(p.pieces) > 1 for p in passages):
        run = _asked_passages(src, named, run, starts)
    if run.verified:
        ended = _negated_ends(src, named, run)
        if ended.verified is False and len(passages) == 1 and len(passages[0].pieces) == 1:
            return _unclosed_place(src, passages[0], opts, lang, named, starts) or ended
        return ended
    return run


def _asked_passages(src: PreparedSource, named: Optional[str], run: RunResult, starts: bool = True) -> RunResult:
    """``run`` (verified), refused as ``question_cut`` where a passage of several pieces starts
    after the particle that opens its clause and runs to that clause's end ("działa … dzieci" of
    "Czy lek działa na dzieci"): its first piece alone is a part inside the question
    (:func:`_question_cut`), the whole passage states it. With ``starts`` False the first
    passage is read after others (see :func:`check`) and is not asked. (A passage of one piece
    was asked so at its place already: :func:`check` asks this only of a quotation with an
    elision.)"""
    o = src.folded.original
    for n, span in enumerate(run.spans):
        if span is None or n >= len(run.passages) or (n == 0 and not starts):
            continue
        start, end = span
        found = questions.particle_before(o, start, end)
        if found is None or _keeps_question(o, start, end):
            continue
        if questions.asked_in(found.langs, o[max(0, found.at - 200) : end + 200], named):
            outcomes = list(run.passages)
            outcomes[n] = PassageOutcome(False, None, 1.0, reason=reasons.QUESTION_CUT)
            return RunResult(False, 1.0, reasons.QUESTION_CUT, passages=outcomes)
    return run


#: Places of a one-piece quotation read for one that no negation closes its clause after.
_UNCLOSED_PLACES = 16


def _unclosed_place(
    src: PreparedSource, passage: Passage, opts: VerifyOptions, lang: Optional[str], named: Optional[str], starts: bool
) -> Optional[RunResult]:
    """A one-piece quotation whose first valid place stops in a clause a negation closes
    (:func:`_negated_ends`), verified at a later place of it that no negation closes, if the
    source has one among its first places: the same sentence written twice, once denied."""
    piece = make_piece(passage.pieces[0], src.turkic)
    if not piece.text:
        return None
    for place in _lookup(src, opts, lang, named).places(piece, limit=_UNCLOSED_PLACES, first=starts)[1:]:
        span = src.folded.to_original(*place)
        if _negated_end(src, named, span[0], span[1]) is None:
            return RunResult(True, 1.0, None, [span], passages=[PassageOutcome(True, span, 1.0)])
    return None


def _negated_ends(src: PreparedSource, named: Optional[str], run: RunResult) -> RunResult:
    """``run`` (verified), refused as ``negation_cut`` where a passage stops in a clause of the
    source that a negation ends, or as ``condition_cut`` where it stops right before the ending
    that makes its clause a condition (:func:`_negated_end`)."""
    o = src.folded.original
    starts = sorted(span[0] for span in run.spans if span is not None)
    for n, span in enumerate(run.spans):
        if span is None:
            continue
        k = bisect.bisect_left(starts, span[1])
        if k < len(starts) and not _CLAUSE_END_RE.search(o, span[1], starts[k]):
            continue  # another passage goes on in the same clause: the clause is not left there
        why = _negated_end(src, named, span[0], span[1])
        if why is not None:
            outcomes = list(run.passages)
            if n < len(outcomes):
                outcomes[n] = PassageOutcome(False, None, 1.0, reason=why)
            return RunResult(False, 1.0, why, passages=outcomes)
    return run


#: Line breaks that only wrap a line: one of them inside a sentence is white space (a paragraph
#: separator or a form feed is no wrap).
_WRAPS = frozenset("\n\r\x0b\x85\u2028") & charclasses.LINE_BREAKS
#: Where a clause of the source ends: Unicode's Terminal_Punctuation and sentence terminals (every
#: script and width: the Greek question mark, the ideographic comma), the clause marks, a
#: paragraph break, a bracket, a quote mark, a dash between clauses or a table's rule (a bar
#: written for the danda: "...आहे| योजना"); a line break only where a blank line or a list item,
#: heading or table row follows it (:func:`_clause_break`).
_CLAUSE_END_RE = regex.compile(
    "["
    + charclasses.char_class(
        charclasses.TERMINAL_PUNCTUATION | charclasses.SENTENCE_TERMINALS | charclasses.CLAUSE_MARKS
        | (charclasses.LINE_BREAKS - _WRAPS) | (charclasses.QUOTE_MARKS - charclasses.APOSTROPHES) | charclasses.CLAUSE_DASHES
        | charclasses.TABLE_RULES
    )
    + r"\p{Ps}\p{Pe}\p{Pi}\p{Pf}]"
)
_WRAP_RE = regex.compile(f"[{charclasses.char_class(_WRAPS)}]")
#: One word between an opening and a closing bracket or quote mark (Unicode's Ps/Pi and Pe/Pf,
#: and the quote marks that are neither), no space inside, apostrophes and hyphens in it:
#: "(nicht)", "„nicht“", "‘nicht’", "‚'di‘", Romanian "(n-a)".
_QUOTE_CLASS = charclasses.char_class(charclasses.QUOTE_MARKS)
_WRAPPED_WORD_RE = regex.compile(
    rf"[\p{{Ps}}\p{{Pi}}{_QUOTE_CLASS}][\p{{L}}\p{{M}}\p{{Cf}}{charclasses.char_class(charclasses.APOSTROPHES)}-]+[\p{{Pe}}\p{{Pf}}{_QUOTE_CLASS}]"
)


def _clause_break(o: str, lo: int, hi: int) -> int:
    """The first line break in ``o[lo:hi]`` that ends a clause (``hi`` if none): one before a blank
    line or before a line that opens a list item, a heading or a table row, one that ends a
    heading, or one of a line laid out in columns (a tab or a table's rule on either side). A line break between two lines of
    running text wraps the line ("senkte die Sterblichkeit\nnicht.")."""
    for m in _WRAP_RE.finditer(o, lo, hi):
        nxt = m.end() + 1 if o[m.start() : m.end() + 1] == "\r\n" else m.end()
        eol = _WRAP_RE.search(o, nxt)
        line = o[nxt : eol.start() if eol is not None else len(o)]
        bol = o.rfind("\n", 0, m.start()) + 1
        if not line.strip() or item_start(line) is not None or _LAID_OUT_RE.search(o, bol, m.start()) or _LAID_OUT_RE.search(line):
            return m.start()
        if _HEADING_LINE_RE.match(o, bol, m.start()):
            return m.start()  # a Markdown heading is one line
    return hi


#: A Markdown heading's line ("## Results").
_HEADING_LINE_RE = regex.compile(r"[ \t]*#{1,6}[ \t]")
#: A tab or a table's rule in a line: a line laid out in columns, whose break ends its row.
_LAID_OUT_RE = regex.compile(f"[\t{charclasses.char_class(charclasses.TABLE_RULES)}]")
#: Characters read after a passage for the end of its clause; a longer clause is not read.
_CLAUSE_TAIL = 200
#: A word after a passage: letters, marks and figures ("1,5"), the invisible characters and
#: apostrophes inside it, and an apostrophe that opens it (Tagalog "'di", Persian "بی\u200cآنکه");
#: not one that closes it, a single quote mark ("‘nicht’").
_TAIL_WORD_RE = regex.compile(r"['\u2019]?[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\p{Cf}'\u2019.,:-]*(?<![.,:'\u2019])")
#: Words at a clause's end where a negation negates the whole clause: the last ("senkte die
#: Sterblichkeit nicht") or the one before a last particle, adverb or object ("nicht mehr", "den
#: Plan nicht ab", "ikke lenger").
_CLAUSE_FINAL_WORDS = 2


def _negated_end(src: PreparedSource, named: Optional[str], start: int, end: int) -> Optional[str]:
    """Why a passage may not end at original offset ``end``: the rest of its clause, up to the
    clause's end, closes with a negation of a language of the sentence, which negates the clause
    the passage quotes. Where the negation closes the clause, languages that put it after the
    verb and its objects (German, Dutch, the Scandinavian languages, Afrikaans) turn the quoted
    words into the opposite claim: "Das Medikament senkte die Sterblichkeit" of "Das Medikament
    senkte die Sterblichkeit nicht." A negation inside the clause ("The drug did" of "The drug did
    not reduce mortality") leaves the quotation visibly unfinished, and a negating ending of an
    unspaced script is part of its verb: those are not this rule's. A passage that ends its clause
    itself, or that negates its clause already where its language repeats that negation at the
    clause's end (Afrikaans "kan nie ... verstaan", "het geen ..." before the closing "nie": the
    lexicon's ``closing_concord``), quotes no opposite claim.

    Nor may a passage stop right before (or inside) what its language writes after a clause to
    make it a condition or an indirect question (:func:`questions.condition_after`: Japanese
    "薬が死亡率を下げ" of "下げれば承認される", "下げる" of "下げるかどうかは不明だ", Turkish
    "azaltır" of "azaltır ise"): it states what the source only supposes or asks
    (``condition_cut``)."""
    o = src.folded.original
    if end <= start or end >= len(o):
        return None
    if negation.denial_after(o, end, named, o[start:end]):
        # What the language puts after a clause to name it a claim or deny it ("X的说法是谣言",
        # "X açtığını yalanladı"), after a closing quote mark too ("“X”的说法"): the passage quotes what the source denies or only reports.
        return reasons.NEGATION_CUT
    # A condition set off after the clause ("Sales rose 5%|, if the figures are right"): the
    # passage states what the source only supposes.
    trailing = questions.condition_set_off_after(o, end)
    if trailing is not None and questions.condition_counts(trailing, o[max(0, start - 80) : end + 80], named):
        return reasons.CONDITION_CUT
    if _CLAUSE_END_RE.match(o[end - 1]):
        return None  # the passage ends with its clause's mark: what follows is another clause
    lo = max(0, end - _CLAUSE_TAIL)
    if negation.stops_before_partner(o[lo : end + 40], end - lo, named):
        return reasons.NEGATION_CUT  # "Le module n'est" of "n'est plus maintenu", "ne concerne" of "ne concerne que"
    condition = questions.condition_after(o, end)
    if condition is not None and questions.condition_counts(condition, o[max(start, end - _CLAUSE_TAIL) : condition.at + _CLAUSE_TAIL], named):
        return reasons.CONDITION_CUT
    stop = _CLAUSE_END_RE.search(o, end, end + _CLAUSE_TAIL)
    while stop is not None and (wrapped := _WRAPPED_WORD_RE.match(o, stop.start())) is not None:
        # One word alone in brackets or quote marks ("senkte die Sterblichkeit „nicht“.",
        # "(nicht)", "‘nicht’") is a word of the clause, not the start of another.
        stop = _CLAUSE_END_RE.search(o, wrapped.end(), end + _CLAUSE_TAIL)
    if stop is None and len(o) - end > _CLAUSE_TAIL:
        return None  # a clause too long to read to its end
    stop_at = stop.start() if stop is not None else len(o)  # the end of the text ends a clause too
    stop_at = _clause_break(o, end, stop_at)
    if charclasses.UNDELIMITED_RE.match(o[end - 1]):
        # Read with a segmenter. A script that ends its syllables with a mark (the Tibetan
        # tsheg) has its words read at that mark, as a spaced script's are at a space.
        return _negated_unspaced_end(o, named, end, stop_at)
    # A closing negation may be letter-spaced ("... Sterblichkeit n i c h t."): read as one word.
    # So may one broken across a line by a hyphen ("kei-\nneswegs").
    tail = negation.rejoin_broken_words(negation.unspace_letters(o[end:stop_at]))
    words = [w.translate(_INVISIBLE_GONE) for w in _TAIL_WORD_RE.findall(tail)]
    context = o[max(0, end - _CLAUSE_TAIL) : stop_at + 1]
    for k in range(max(0, len(words) - _CLAUSE_FINAL_WORDS), len(words)):
        if not _closes_negated(words[k], context, named, o, last=k == len(words) - 1):
            continue
        # The passage's own words in its last clause, read only once a closing negation is found.
        head = o[max(start, end - _CLAUSE_TAIL) : end]
        clause = [m.end() for m in _CLAUSE_END_RE.finditer(head)]
        own = [w.translate(_INVISIBLE_GONE) for w in _TAIL_WORD_RE.findall(head, clause[-1] if clause else 0)]
        before = words[k - 1] if k > 0 else (own[-1] if own else "")
        if before and _list_word(before, context, named, "or"):
            return None  # an alternative, "whether it works or not", "ob ... oder nicht": no denial
        if before and _list_word(before, context, named, "and"):
            continue  # it negates the conjunct it opens: "где меня не было | и не будет"
        repeats = lexicons.negation_lexicon(named).closing_concord.get(lexicons.word_key(words[k])) if named else None
        if repeats and any(lexicons.word_key(w) in repeats for w in own):
            # The passage negates its clause itself and the closing negation repeats that
            # negation, as its language's negative concord does ("geen ... nie"; not "sem ...
            # não"). Read only by the named language's lexicon: a word of the passage that
            # negates in some other language of the script ("na") would excuse any closing
            # negation. Where the language repeats no negation, the closing one negates the
            # clause whatever else the passage negates ("Das nicht zugelassene Medikament senkte
            # die Sterblichkeit" of "... nicht.").
            return None
        return reasons.NEGATION_CUT
    return None


def _negated_unspaced_end(o: str, named: Optional[str], end: int, stop_at: int) -> Optional[str]:
    """:func:`_negated_end` for a passage ending in an unspaced script: a negating token of the
    rest of its clause, as the language's word segmenter reads the run (Japanese puts its
    negation after the verb stem and after a nominaliser: "認められ" of "認められなかった",
    "効果はあり" of "効果はありませんでした", "回復した" of "回復したことがない"), negates what the
    passage quotes. Languages read without a segmenter are left to the elision rules."""
    lo = max(0, end - _CLAUSE_TAIL)
    context = o[lo : stop_at + 1]
    found = negation.negation_in_context(context, end - lo, stop_at - lo, named)
    if found is None:
        return None
    # The negation closes the clause: after it, only the verb's inflectional tail, written in
    # the syllabary ("なかっ|た", "ませ|ん|でした"). A negation followed by the words it negates
    # (Thai "ยานี้|ไม่ลดอัตรา...", Chinese "这种药物|没有降低...") stands before its verb, and a
    # passage stopping before it is visibly unfinished, as "The drug did" is.
    at = context.find(found, end - lo)
    if at == end - lo and _KANA_AUXILIARY_RE.match(found):
        # A negating auxiliary written in the syllabary right where the passage stops is glued to
        # the passage's last verb or adjective stem, whatever follows it ("下げ" of "下げないで撤回
        # された", "下げずに", "下げぬまま"): it negates the word the passage ends with.
        return reasons.NEGATION_CUT
    tail = context[at + len(found) : stop_at - lo] if at >= 0 else ""
    return reasons.NEGATION_CUT if at >= 0 and _INFLECTION_TAIL.fullmatch(tail) else None


#: A token starting in hiragana: Japanese writes its negating auxiliaries (ない, ず, ぬ, ざる, ません)
#: in the syllabary, glued to the stem they negate.
_KANA_AUXILIARY_RE = regex.compile(r"\p{Script=Hiragana}")


#: The inflectional tail a clause-closing negation of an unspaced script may carry: a few
#: characters of a syllabary (Japanese hiragana: "た", "でした", "でしょう").
_INFLECTION_TAIL = regex.compile(r"\p{Script=Hiragana}{0,8}")


def _list_word(word: str, context: str, named: Optional[str], kind: str = "or") -> bool:
    """Whether ``word`` is the word for "or" (``kind`` "or") or "and" ("and") of the language of
    its sentence ``context``: the named one; with none named, of every language the sentence may
    be in (those the detector finds with confidence, those it does not rule out, and those it
    cannot name that the sentence shows signs of: :func:`negation.unnamed_languages`). None
    found with confidence: no language's, since a word for "or" is another's preposition (Dutch
    "of" is English "of")."""
    key = lexicons.word_key(word)
    words = lexicons.or_words if kind == "or" else lexicons.and_words
    if named is not None:
        return key in words(named)
    if key not in words(None):
        return False  # no language's: the sentence's languages need not be read
    # The sentence is read without the word: a word for "or" of another language would draw the
    # detector to that language ("või" makes a Finnish sentence Estonian).
    text = regex.sub(r"(?<!\w)" + regex.escape(word) + r"(?!\w)", " ", context.translate(_INVISIBLE_GONE))
    langs = negation.vouched_languages(text, tuple(negation.text_languages(text) or ()))
    if not langs:
        return False
    langs += negation.unnamed_languages(text, langs) + tuple(negation.possible_languages(text))
    return all(key in words(code) for code in langs)


def _closes_negated(word: str, context: str, named: Optional[str], text: str, last: bool = True) -> bool:
    """``word`` of a clause of ``context`` negates as written in a language of it, read as a
    reader sees it (styled letters, look-alike letters of another script: :func:`_forms`). The
    clause's last word is judged as left-out text is (:func:`_closing_negation`); the one before
    it governs the word after it as a word before a passage does, and is judged so
    (:func:`_word_before_problem`: Spanish "San Martín" is no Haitian "san", without)."""
    forms = (word,) if word.isascii() else _forms(word, text)
    return any(
        negation.negates_as_written(form)
        and (_closing_negation(form, context, named) if last else _word_before_problem(form, context, named) is not None)
        for form in forms
    )


@lru_cache(maxsize=65536)
def _closing_negation(word: str, context: str, named: Optional[str]) -> bool:
    """Whether ``word``, closing a clause of the sentence ``context``, negates it: with a language
    named, as a word before a passage is judged (:func:`_word_before_problem`) in that language
    and in every one the detector does not rule out for the sentence (a wrong neighbour named
    weakens nothing); with none named, as left-out text is (every lexicon of the script where
    the sentence's language is not known with confidence, :func:`negation.negations_in_context`):
    no language named must not weaken any language."""
    text = context.translate(_INVISIBLE_GONE).strip()
    named = negation.named_for(word, named)  # a word of another script: as with no language named
    if named is not None:
        if _word_before_problem(word, context, named) is not None:
            return True
        # The named language may be a wrong neighbour ("sv" for a Norwegian "... dem ikke."): every
        # language the detector does not rule out for the sentence judges the word too.
        others = [code for code in sorted(negation.possible_languages(text)) if code != named]
        return any(_word_before_problem(word, context, code) is not None for code in others)
    return any(negation.negations_in_context(form, text) for form in dict.fromkeys((word, word.replace("\u200c", ""))))


def surely_absent(src: PreparedSource, passages: Sequence[Passage]) -> bool:
    """Whether some passage of a quotation is in ``src`` under no reading :func:`check` makes, so
    that it refuses the quotation whatever its other rules say (a quick answer for a caller that
    reads no more than ``verified``: a misattribution probe in a chunk not cited).

    A passage is placed only where each of its pieces is: as written (optional hyphens
    included, :func:`_raw_places`), or as the source writes it in the loose view (:func:`_adopted`,
    which gives the piece back unchanged where it finds no such place); a wrapped passage is read
    line by line too (:func:`_split_lines`), so one of its lines must hold such a piece as well.
    Nothing else places a piece, so a piece placed by none of these leaves its passage unplaced.
    """
    index = _built_index(src)
    S = src.folded.text

    def nowhere(raw: str) -> bool:
        piece = make_piece(raw, src.turkic)
        return (
            bool(piece.text)
            and next(_raw_places(S, piece, index), None) is None
            and _adopted(src, piece, raw).text == piece.text
        )

    for passage in passages:
        if any(nowhere(raw) for raw in passage.pieces) and (
            not passage.wrapped or any(nowhere(raw) for line in _split_lines(passage) for raw in line.pieces)
        ):
            return True
    return False


def _check_written(
    src: PreparedSource,
    passages: Sequence[Passage],
    opts: VerifyOptions,
    lang: Optional[str],
    *,
    score: bool = True,
    named: Optional[str] = None,
    starts: bool = True,
) -> RunResult:
    """:func:`check` of the quotation as it is written."""
    known = None
    if len(passages) == 1 and len(passages[0].pieces) == 1:
        piece = make_piece(passages[0].pieces[0], src.turkic)
        if piece.text:
            # What _passage_chains(src, [piece], opts, lang, 1) finds, without its record on success.
            look = _lookup(src, opts, lang, named)
            places = look.places(piece, limit=1, first=starts)
            if places:
                span = src.folded.to_original(*places[0])
                return RunResult(True, 1.0, None, [span], passages=[PassageOutcome(True, span, 1.0)])
            known = _missed(look)
            known.first = known.last = piece
    return check_all(src, passages, opts, lang, known, score=score, named=named, starts=starts)


def check_all(
    src: PreparedSource,
    passages: Sequence[Passage],
    opts: VerifyOptions,
    lang: Optional[str],
    known: Optional[_PassageCandidates] = None,
    *,
    score: bool = True,
    named: Optional[str] = None,
    starts: bool = True,
    adopted: Optional[Dict[str, Piece]] = None,
) -> RunResult:
    """:func:`check` by the general path: every passage, its pieces and their elisions.

    ``known``: the candidates of the first passage, when already looked up. ``adopted``: the
    pieces (by their text as the quotation writes them) read as the source writes them
    (see :func:`_adoptions`).
    """
    cands: List[_PassageCandidates] = []
    owner: List[int] = []  # the passage each entry of ``cands`` belongs to
    pieces_of: List[List[Piece]] = []
    outcomes: List[PassageOutcome] = []
    first_reason: Optional[str] = None
    bounded = False
    # A quotation of one passage needs one place, not every one (a repetitive source
    # would otherwise cost a lookup per occurrence); separate passages are combined
    # from several candidates each.
    limit = 1 if len(passages) == 1 else _MAX_CHAINS
    for n, passage in enumerate(passages):
        pieces = _pieces_of(passage, src.turkic, adopted)
        pieces_of.append(pieces)
        outcomes.append(PassageOutcome(False, reason=reasons.EMPTY if not pieces else None))
        if not pieces:
            continue
        c = known if n == 0 and known is not None else _passage_chains(src, pieces, opts, lang, limit, named, starts or n > 0)
        if not c.chains and passage.wrapped:
            parts = [_pieces_of(p, src.turkic, adopted) for p in _split_lines(passage)]
            parts = [p for p in parts if p]
            # Placed on its own, each line starts a passage: the source's negation before it
            # governs it too ("tested in 2020.\napproved by the FDA" in "... 2020. It has not been
            # approved by the FDA").
            sub = [
                _passage_chains(src, p, opts, lang, named=named, starts=starts or n > 0 or k > 0)
                for k, p in enumerate(parts)
            ]
            if len(sub) > 1 and all(s.chains for s in sub):
                for k, s in enumerate(sub):
                    s.wrap_boundary = k > 0
                cands.extend(sub)
                owner.extend([n] * len(sub))
                outcomes[n].found = True
                continue
        cands.append(c)
        owner.append(n)
        bounded = bounded or c.bounded
        outcomes[n].found = bool(c.chains)
        if not c.chains:
            outcomes[n].reason = c.reason
            if first_reason is None:
                first_reason = c.reason
    if not cands:
        return RunResult(None, None, reason=reasons.EMPTY, passages=outcomes)
    F = src.folded
    chosen: List[Span] = [c.chains[0] for c in cands if c.chains] if first_reason else []
    if first_reason is None:
        spans, reason, failed_at = _combine(src, cands, opts.max_candidates, lang)
        if spans is not None:
            _place_passages(F, outcomes, owner, spans)
            for o in outcomes:
                if o.found:
                    o.match = 1.0
            return RunResult(True, 1.0, None, [o.span for o in outcomes if o.found], passages=outcomes)
        first_reason = reason
        if failed_at is not None:
            outcomes[owner[failed_at]].reason = reason
        bounded = bounded or reason == reasons.SEARCH_BOUND
        chosen = [c.chains[0] for c in cands]
    _place_passages(F, outcomes, [o for o, c in zip(owner, cands) if c.chains], chosen)
    unfound = [n for n, o in enumerate(outcomes) if not o.found and pieces_of[n]]
    for o in outcomes:
        if o.found:
            o.match = 1.0
    match: Any = 1.0 if score else None
    if unfound and score:
        # Scored when first read (see LazyField), with the same lookups as an eager score.
        scores = _Scores(src, {n: pieces_of[n] for n in unfound})
        for n in unfound:
            outcomes[n].match = Deferred(partial(scores.passage, n))  # type: ignore[assignment]  # a LazyField takes a Deferred
        match = Deferred(scores.worst)
    elif not unfound:
        match = 1.0
    return RunResult(False, match, first_reason, bounded=bounded, passages=outcomes)


class _Scores:
    """The scores of the passages of a refused quotation that are not in the source, computed
    once when one of them is first read (:func:`check_all` defers them)."""

    def __init__(self, src: PreparedSource, pieces: Dict[int, List[Piece]]) -> None:
        self.src: Optional[PreparedSource] = src
        self.pieces = pieces
        self.values: Dict[int, float] = {}

    def passage(self, n: int) -> float:
        if n not in self.values:
            src = self.src
            assert src is not None  # dropped only once every value is known
            self.values[n] = _score(src.folded, [self.pieces[n]], index=_score_index(src))
            if len(self.values) == len(self.pieces):
                self.src = None  # every score known: the source is no longer needed
        return self.values[n]

    def worst(self) -> float:
        """The worst passage's score, as the match check reports it for the quotation."""
        worst = 1.0
        for n in self.pieces:
            worst = min(worst, self.passage(n))
        return worst


def _place_passages(F: Folded, outcomes: List[PassageOutcome], owner: List[int], spans: List[Span]) -> None:
    """Give each passage the original offsets of its place (all its lines, for a wrapped one)."""
    ranges: dict = {}
    for n, (s, e) in zip(owner, spans):
        lo, hi = ranges.get(n, (s, e))
        ranges[n] = (min(lo, s), max(hi, e))
    for n, (s, e) in ranges.items():
        outcomes[n].span = F.to_original(s, e)


def _combine(
    src: PreparedSource, cands: List[_PassageCandidates], budget: int, lang: Optional[str] = None
) -> Tuple[Optional[List[Span]], Optional[str], Optional[int]]:
    """Choose one place per passage so that no two adjacent ones are an unmarked gap.

    Returns the places, or the reason and the index of the passage where no place fits.
    A place of a passage that has a place of a neighbouring passage in its own sentence with
    words between them is not used: a copy elsewhere in the source does not hide that gap.
    """
    if len(cands) == 1:
        return [cands[0].chains[0]], None, None
    sents = src.sentences_for(lang)
    S = src.folded.text
    look = _Lookup(src.folded, budget, src.blank_lines, _built_index(src))
    usable: List[List[Span]] = []
    for p, c in enumerate(cands):
        kept = [
            x
            for x in c.chains
            if not (p > 0 and _gap_nearby(look, sents, x, cands[p - 1]))
            and not (p + 1 < len(cands) and _gap_nearby(look, sents, x, cands[p + 1]))
        ]
        if look.bounded:
            return None, reasons.SEARCH_BOUND, p
        if not kept:
            return None, reasons.UNMARKED_GAP, p
        usable.append(kept)
    reach: List[List[int]] = [[-2] * len(usable[0])]  # back-pointer; -2 = start
    pairs = 0
    for p in range(1, len(cands)):
        row: List[int] = []
        for b in usable[p]:
            back = -1
            for ia, a in enumerate(usable[p - 1]):
                if reach[-1][ia] == -1:
                    continue
                pairs += 1
                if pairs > _MAX_PAIRS:
                    return None, reasons.SEARCH_BOUND, p
                if _compatible(S, sents, a, b, cands[p].wrap_boundary):
                    back = ia
                    break
            row.append(back)
        reach.append(row)
        if all(x == -1 for x in row):
            return None, reasons.UNMARKED_GAP, p
    idx = next(i for i, x in enumerate(reach[-1]) if x != -1)
    spans: List[Span] = []
    for p in range(len(cands) - 1, -1, -1):
        spans.append(usable[p][idx])
        idx = reach[p][idx]
    spans.reverse()
    return spans, None, None


#: Refusals of a place that stands whole in the text but cuts a figure or drops its sign.
_FIGURE_CUTS = frozenset({reasons.NUMBER_CUT, reasons.SIGN_DROPPED})

#: How far (in folded characters) from a passage its neighbour's other places are looked for:
#: a gap within one sentence is rarely longer; a text without sentence ends is not read whole
#: once per place.
_NEARBY = 2000


def _gap_nearby(look: "_Lookup", sents: Sentences, x: Span, other: _PassageCandidates) -> bool:
    """The nearest place of the ``other`` passage in ``x``'s sentence has words between them.

    A place that touches or overlaps ``x`` is always nearer than one with words between, so
    this holds when ``x``'s sentence has a place of ``other`` with words between and none
    touching it ("the drug", "reduce mortality" in "The drug was given daily. The drug did
    not reduce mortality.": the second "The drug" is the one nearest).
    """
    if other.first is None or other.last is None:
        return False
    S = look.F.text
    begin, _ = sents.strict_bounds(x[0])
    _, end = sents.strict_bounds(max(x[1] - 1, x[0]))
    begin, end = max(begin, x[0] - _NEARBY), min(end, x[1] + _NEARBY)
    gap = False
    # A place that stands whole but cuts a figure counts: "Apple 1", "dollars" in "Apple 1
    # startup. Apple 1 billion dollars" are paired with the nearer "Apple 1", which leaves
    # out "billion" (the first sentence's place cannot hide that).
    for _, j in look.within(other.last, begin, x[1], cut_figures=True):
        if j <= x[0] and _is_gap(S, j, x[0]):
            gap = True
        else:
            return False  # touching or overlapping
    for i, _ in look.within(other.first, x[0], end, cut_figures=True):
        if i >= x[1] and _is_gap(S, x[1], i):
            gap = True
        else:
            return False
    return gap


def _is_gap(S: str, j: int, i: int) -> bool:
    """Words (letters or digits) stand between folded positions ``j`` and ``i``."""
    between = S[j:i]
    return bool(between) and _SPACE_OR_PUNCT_RE.fullmatch(between) is None


def _compatible(S: str, sents: Sentences, a: Span, b: Span, wrap: bool) -> bool:
    lo, hi = (a, b) if a[0] <= b[0] else (b, a)
    if wrap and not (sents.ends_sentence(a[1]) or sents.starts_sentence(b[0])):
        return False
    # Where one ends and the next starts: one sentence (";", ":" and dashes do not part it)
    # with words between them is an elision the quotation did not mark.
    if lo[1] <= hi[0] and sents.strict_bounds(lo[1] - 1) == sents.strict_bounds(hi[0]):
        if _is_gap(S, lo[1], hi[0]):
            return False
    return True


# --------------------------------------------------------------------------
# Score: the share of a passage carried by its longest run found in the source


def _units(piece: Piece) -> List[Span]:
    text = piece.text
    if piece.unspaced:
        return [(m.start(), m.end()) for m in regex.finditer(r"\X", text) if not m.group().isspace()]
    return [(m.start(), m.end()) for m in _UNIT_RE.finditer(text)]


def _score_index(src: PreparedSource) -> Optional[GramIndex]:
    """The q-gram index to score with: built now on a large source (see _INDEX_MIN_SOURCE)."""
    if len(src.folded.text) >= _INDEX_MIN_SOURCE:
        return src.gram_index(GramIndex)
    return _built_index(src)


def _built_index(src: PreparedSource) -> Optional[GramIndex]:
    """The q-gram index of ``src`` when one has been built (lookups scan without it)."""
    return cast(Optional[GramIndex], src.built_gram_index)


def run_fraction(
    F: Folded, piece: Piece, max_lookups: int = _SCORE_LOOKUPS, index: Optional[GramIndex] = None
) -> float:
    """Fraction of ``piece``'s words (characters in unspaced scripts) in its longest found run.

    A window slides over the units and only grows: after a run of ``k`` units is
    found, only runs of ``k + 1`` are looked up (a shorter one cannot raise the
    score), so each unit costs one lookup, and a missing run moves the window one
    unit on instead of shrinking it. A run found inside a found run is taken as
    found (whole words inside whole words), as the search always has. Past
    ``max_lookups`` lookups (very long quotations) the longest run seen so far is
    reported, a lower bound of the true one. ``index``: the q-gram index of ``F.text``, if any.
    """
    units = _units(piece)
    n = len(units)
    if n == 0:
        return 0.0
    look = _Lookup(F, _SCORE_PROBES, index=index)
    text = piece.text
    best = 0
    i = 0
    for j in range(min(n, max_lookups)):
        # The window is units[i..j], one unit longer than the best run so far.
        sub = trim_edges(text[units[i][0] : units[j][1]])
        if sub and look.found(piece_from_folded(sub)):
            best = j - i + 1
            if best == n:
                break
        else:
            i += 1
    return best / n


def _score(
    F: Folded, scored: List[List[Piece]], opts: Optional[VerifyOptions] = None, index: Optional[GramIndex] = None
) -> float:
    """The worst run fraction of the pieces of ``scored`` (1 when every piece is there)."""
    worst = 1.0
    for pieces in scored:
        for p in pieces:
            worst = min(worst, run_fraction(F, p, index=index))
            if worst == 0.0:
                return 0.0
    if worst == 1.0:
        return 1.0  # every piece is there; an elision or gap rule refused the whole
    # A missing word never shows as 1 (0.9997 would round up to it).
    return min(round(worst, 3), 0.999)
