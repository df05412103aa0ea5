"""Whole words, whole numbers and sentence ends in folded text.

A passage found inside a longer word or number is not a quotation of it:
"5%" is not in "25%", "20" is not in "200", "inferior" is not in
"non-inferior". These functions decide, for a candidate place ``[i, j)`` of a
folded source, whether it starts and ends on a boundary, and they locate the
sentence ends that the elision rules reason about. Where the folded text has
lost a distinction (an em dash and a hyphen both fold to "-"; a thin space and
a space both fold to " "), the original character is consulted.
"""
from __future__ import annotations

import bisect
import re
import unicodedata
from functools import lru_cache
from typing import List, Optional, Tuple

import numpy as np
import regex

from . import _tables
from .normalize import BLOCK_CHARS, Folded, _codepoints, sorted_union

#: Scripts written without spaces between words: a quotation may start or end
#: anywhere in them (numbers excepted).
UNSPACED_RE = regex.compile(
    r"[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}"
    r"\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\u30fc\u3005]"
)
_COMPARISON = frozenset("<>=\u2264\u2265\u00b1~\u2248\u2260\u226a\u226b")
#: Separators that keep two digit runs one number (decimals, grouping, ratios,
#: times, fractions): "3" is not in "3:1", "10" is not in "10:30" or "1/2".
_NUMBER_SEPARATORS = frozenset(".,:/'\u066b\u066c\uff0c\uff0e\uff1a\u2044\u2236")
#: Negating characters written onto the word they negate in Chinese and
#: Japanese: a quotation may not start right after one ("同意" in "不同意").
_NEGATING_PREFIX = frozenset("不没沒無无非未别別莫勿否弗")
_THAI_NEGATION_BEFORE = ("ไม่", "มิได้", "มิ")
#: Han numerals: whole numbers too ("十亿" is not in "三十亿").
_HAN_DIGITS = frozenset("〇零一二三四五六七八九十百千万萬亿億兆两兩")
_PERCENT = frozenset("%\u2030\u2031\uff05\u066a")
_EXTRA_CONTINUATION = frozenset("\u200d\u200c\u034f") | frozenset(chr(c) for c in range(0xFE00, 0xFE10))


@lru_cache(maxsize=65536)
def kind(ch: str) -> str:
    """Classify one character.

    ``'D'`` decimal digit, ``'U'`` letter of an unspaced script, ``'L'`` other
    letter, ``'M'`` continuation (combining mark, joiner, variation selector,
    emoji modifier), ``'S'`` space, ``'P'`` anything else, ``''`` no character.
    """
    if not ch:
        return ""
    cat = unicodedata.category(ch)
    if cat[0] == "M" or ch in _EXTRA_CONTINUATION or 0x1F3FB <= ord(ch) <= 0x1F3FF:
        return "M"
    if cat == "Nd" or ch in _HAN_DIGITS or (cat == "No" and not ch.isalpha()):
        return "D"  # other numerals too: superscripts, fractions ("10" is not in "10\u00b2")
    if cat[0] == "L" or cat == "No" and ch.isalpha():
        return "U" if UNSPACED_RE.match(ch) else "L"
    if ch == " ":
        return "S"
    return "P"


def _is_clause_dash(F: Folded, pos: int) -> bool:
    """Folded position ``pos`` holds "-" that was an en/em dash or "--" in the original."""
    s, e = F.offsets.start(pos), F.offsets.end(pos)
    orig = F.original[s:e]
    if orig and orig[0] in _tables.CLAUSE_DASHES:
        return True
    if orig == "-":
        o = F.original
        return (s > 0 and o[s - 1] == "-") or (e < len(o) and o[e] == "-")
    return False


def _is_em_dash(F: Folded, pos: int) -> bool:
    """Folded "-" at ``pos`` was an em dash (or "--"): a clause break, never a sign or range."""
    s, e = F.offsets.start(pos), F.offsets.end(pos)
    orig = F.original[s:e]
    if orig and orig[0] in "\u2014\u2015\u2e3a\u2e3b":
        return True
    o = F.original
    return orig == "-" and ((s > 0 and o[s - 1] == "-") or (e < len(o) and o[e] == "-"))


def _grouping_space(F: Folded, pos: int) -> bool:
    """Folded space at ``pos`` was a digit-grouping space (thin, no-break, figure...)."""
    s, e = F.offsets.start(pos), F.offsets.end(pos)
    return any(c in _tables.GROUPING_SPACES for c in F.original[s:e])


def _apostrophe_between(F: Folded, i: int) -> bool:
    """An apostrophe (folded away) stood between folded positions ``i - 1`` and ``i``."""
    gap = F.original[F.offsets.end(i - 1) : F.offsets.start(i)]
    return bool(gap) and all(c in _tables.QUOTE_MARKS for c in gap)


def _prev_nonspace(text: str, pos: int) -> int:
    while pos >= 0 and text[pos] == " ":
        pos -= 1
    return pos


def start_problem(F: Folded, i: int) -> Optional[str]:
    """Why a passage cannot start at folded position ``i`` (None when it can)."""
    S = F.text
    first = S[i]
    k0 = kind(first)
    if k0 == "M":
        return "word_cut"
    if i == 0:
        return None
    prev = S[i - 1]
    kp = kind(prev)
    if k0 == "D" or (first == "-" and i + 1 < len(S) and kind(S[i + 1]) == "D"):
        if first == "-" and kp in ("D", "L", "U"):
            return "number_cut"
        if kp == "D" or kp == "L":
            return "number_cut"
        if prev in _NUMBER_SEPARATORS and i >= 2 and kind(S[i - 2]) == "D":
            return "number_cut"
        if prev == " " and i >= 2 and kind(S[i - 2]) == "D" and _grouping_space(F, i - 1):
            return "number_cut"
        if prev == "-" and first != "-":
            # A dash written right before a number is its sign, unless it is an
            # en/em dash (or "--") glued to the word before it ("cohort—42").
            if _is_em_dash(F, i - 1):
                return None
            if not _is_clause_dash(F, i - 1):
                return "sign_dropped"
            before = i - 2
            while before >= 0 and S[before] == "-":
                before -= 1
            if before < 0 or S[before] == " ":
                return "sign_dropped"
            if kind(S[before]) == "D":
                return "number_cut"
        if prev == " " and i >= 2 and S[i - 2] == "-" and first != "-":
            # A spaced dash: a minus sign stays a sign, a dash between numbers a range.
            if F.original[F.offsets.start(i - 2)] == "\u2212":
                return "sign_dropped"
            if _is_em_dash(F, i - 2):
                return None
            before = _prev_nonspace(S, i - 3)
            while before >= 0 and S[before] == "-":
                before -= 1
            before = _prev_nonspace(S, before)
            if before < 0:
                return "sign_dropped"
            if kind(S[before]) == "D":
                return "number_cut"
        if prev == "+" or prev in _COMPARISON:
            return "sign_dropped"
        if prev == " " and i >= 2 and (S[i - 2] in _COMPARISON or S[i - 2] == "+"):
            return "sign_dropped"
        return None
    if k0 == "U":
        if (prev in _NEGATING_PREFIX and not _ends_false_friend(S, i)) or S.endswith(_THAI_NEGATION_BEFORE, 0, i):
            return "negation_cut"
        return None
    if k0 == "L":
        if kp == "L" and _apostrophe_between(F, i):
            return None  # "l'entreprise": an elided article and its noun
        if kp in ("L", "D", "M"):
            return "word_cut"
        if prev == "-" and i >= 2 and kind(S[i - 2]) in ("L", "D", "U") and not _is_clause_dash(F, i - 1):
            return "word_cut"
    return None


@lru_cache(maxsize=1)
def _han_false_friends() -> Tuple[str, ...]:
    """Words of the Chinese and Japanese negation lexicons that end in a negating character
    without negating (特别 "especially", 区别 "difference")."""
    from . import lexicons

    words = set()
    for lang in ("zh", "ja"):
        words.update(w for w in lexicons.negation_lexicon(lang).false_friends if w[-1:] in _NEGATING_PREFIX)
    return tuple(sorted(words))


def _ends_false_friend(S: str, i: int) -> bool:
    """Whether the negating character before ``i`` ends a listed false friend."""
    return S.endswith(_han_false_friends(), 0, i)


def end_problem(F: Folded, j: int) -> Optional[str]:
    """Why a passage cannot end at folded position ``j`` (exclusive; None when it can)."""
    S = F.text
    n = len(S)
    if j >= n:
        return None
    last = S[j - 1]
    nxt = S[j]
    kl, kn = kind(last), kind(nxt)
    if kn == "M":
        return "word_cut"
    if kl == "D":
        if kn == "D" or kn == "L":
            return "number_cut"
        if nxt in _PERCENT:
            return "number_cut"
        if nxt in _NUMBER_SEPARATORS and j + 1 < n and kind(S[j + 1]) == "D":
            if nxt == "." and _year_before(S, j) and _footnote_after(F, j):
                return None
            return "number_cut"
        if nxt == " " and j + 1 < n and kind(S[j + 1]) == "D" and _grouping_space(F, j):
            return "number_cut"
        if nxt == " " and j + 1 < n and S[j + 1] in _PERCENT:
            return "number_cut"  # "12" is not in "12 %"
        if nxt == " " and j + 2 < n and S[j + 1] == "-" and S[j + 2] in " -" and not _is_em_dash(F, j + 1):
            after = j + 1
            while after < n and S[after] in "- ":
                after += 1
            if after < n and kind(S[after]) == "D":
                return "number_cut"
        if nxt == "-" and j + 1 < n and not _is_em_dash(F, j):
            after = j + 1
            while after < n and S[after] in "- ":
                after += 1
            if after < n and kind(S[after]) == "D":
                return "number_cut"
            if not _is_clause_dash(F, j) and kind(S[j + 1]) in ("L", "U"):
                return "word_cut"
        return None
    if kl == "L":
        if kn == "L":
            return "word_cut"
        if nxt == "-" and j + 1 < n and kind(S[j + 1]) in ("L", "D", "U") and not _is_clause_dash(F, j):
            return "word_cut"
    return None


_FOOTNOTE_RE = regex.compile(r"\.\d{1,3}(?:,\d{1,3})*\s+\p{Lu}")


_YEAR_RE = regex.compile(r"(?<!\d)(?:1[5-9]|20)\d\d$")


def _year_before(S: str, j: int) -> bool:
    """The digits ending at ``j`` are a year (1500-2099)."""
    return bool(_YEAR_RE.search(S, max(0, j - 5), j))


def _footnote_after(F: Folded, j: int) -> bool:
    """"2019.4 Patients": a full stop, a footnote number, then a capital (original case)."""
    s = F.offsets.start(j)
    return bool(_FOOTNOTE_RE.match(F.original, s, s + 16))


# --------------------------------------------------------------------------
# Sentences

# Sentence ends: a full stop (or ! ? ; : and the like) before a space or the end of
# the text; the full stops of CJK, Devanagari, Arabic... wherever they are.
_END_BEFORE_SPACE = ".!?;:\u2026\u0387\u00b7"
_END_ANYWHERE = "\u3002\uff01\uff1f\uff1b\uff1a\u0964\u0965\u061f\u06d4\u104b\u17d4\u1362\uff0e"
# Standard ``re`` here: it scans for a leading "[" / "(" / "\n" in C.
_BRACKETED_RE = re.compile(r"\[[^\[\]]{0,60}\]|\([^()]{0,60}\)")
_BLANK_LINE_RE = re.compile(r"\n[^\S\n]*\n")


@lru_cache(maxsize=1)
def _end_table() -> np.ndarray:
    t = np.zeros(0x110000, dtype=np.uint8)
    t[[ord(c) for c in _END_BEFORE_SPACE]] = 1
    t[[ord(c) for c in _END_ANYWHERE]] = 2
    return t


def _sentence_ends(S: str) -> np.ndarray:
    """Positions just after each sentence-ending mark of folded text, by table lookup in blocks."""
    table = _end_table()
    found: List[np.ndarray] = []
    for lo in range(0, len(S), BLOCK_CHARS):
        hi = min(lo + BLOCK_CHARS, len(S))
        cps = _codepoints(S[lo : hi + 1])  # one character more: what follows the last
        kinds = table[cps[: hi - lo]]
        marks = np.flatnonzero(kinds)
        if not marks.size:
            continue
        after = marks + 1
        spaced = np.ones(marks.size, dtype=bool)  # the end of the text counts as a space
        inside = after < cps.size
        spaced[inside] = cps[after[inside]] == 0x20
        found.append(marks[(kinds[marks] == 2) | spaced] + lo + 1)
    return np.concatenate(found) if found else np.zeros(0, dtype=np.int64)


class Sentences:
    """Sentence ends of a folded text, computed once per source."""

    def __init__(self, F: Folded) -> None:
        S = F.text
        ends = _sentence_ends(S)
        if ends.size and ("(" in S or "[" in S):
            spans = np.array([m.span() for m in _BRACKETED_RE.finditer(S)], dtype=np.int64).reshape(-1, 2)
            if spans.size:
                # An end strictly inside a short bracket does not count: "(p. 3)", "[Fig. 2]".
                # Brackets found by one pattern never overlap, so the last one opened before
                # a mark is the only one that can hold it.
                opened, closed = spans[:, 0] + 1, spans[:, 1] - 1
                mark = ends - 1
                k = np.searchsorted(opened, mark, side="right") - 1
                inside = (k >= 0) & (mark < closed[np.maximum(k, 0)])
                ends = ends[~inside]
        if "\n" in F.original:
            blanks = [m.start() for m in _BLANK_LINE_RE.finditer(F.original)]
            if blanks:
                ends = sorted_union(ends, F.positions_of(blanks))
        self.ends: List[int] = ends.tolist()
        self.text = S

    def index(self, pos: int) -> int:
        """Number of the sentence holding folded position ``pos``."""
        return bisect.bisect_right(self.ends, pos)

    def starts_sentence(self, pos: int) -> bool:
        """Nothing but spaces, brackets or list marks between the last sentence end and ``pos``."""
        k = bisect.bisect_right(self.ends, pos) - 1
        begin = self.ends[k] if k >= 0 else 0
        between = self.text[begin:pos]
        return len(between) < 12 and not regex.search(r"[\p{L}\p{N}]", between)

    def ends_sentence(self, pos: int) -> bool:
        """A sentence end follows ``pos`` with nothing but closing marks/spaces between."""
        k = bisect.bisect_left(self.ends, pos)
        if k >= len(self.ends):
            return pos >= len(self.text.rstrip())
        between = self.text[pos : self.ends[k]]
        return len(between) < 4 and not regex.search(r"[\p{L}\p{N}]", between)
