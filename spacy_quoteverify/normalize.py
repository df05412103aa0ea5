"""Folding text into a comparable form while remembering where every character came from.

Two views are produced from the same original text:

* :func:`fold_match` -- the view the rule-based ``match`` check reads. It folds
  only what a faithful quotation may legitimately change: runs of white space,
  quote marks (removed), dashes and the minus sign (to ``-``), letter case,
  full-width letters, digits and ``#`` (to ASCII), letters written with
  combining accents (to the precomposed letter, for Latin, Greek, Cyrillic and
  Hangul), markdown bold markers, and a word broken across a line with a hyphen.
* :func:`fold_edit` -- the wider view of the edit-distance matcher: on top of
  the above, it spells out ligatures and the long s, decodes backslash escapes
  left by JSON, removes soft hyphens and invisible zero-width characters, maps
  all full-width ASCII to ASCII, and joins words hyphenated between letters.

Both return a :class:`Folded` record: the folded string plus an
:class:`OffsetMap` giving, for each of its characters, the ``[start, end)``
range of the original characters it stands for, so a match found in folded
text is reported in original offsets. The map stores only the places where
folding cut, merged or expanded characters, so it costs a few bytes per
paragraph rather than eight per character.

Speed on large sources: the per-character step is a table lookup over NumPy
arrays of code points, done in blocks so that its temporaries stay small
(``str.translate`` cannot report which characters it deleted, and a Python
loop over a 10 MB source is two orders of magnitude slower). The rules that
look at context are precise ``regex`` patterns, tried only where a cheap
first look (a NumPy scan, or ``re`` on short texts) says they could apply.
"""
from __future__ import annotations

import bisect
import re
import string
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple, Union

import numpy as np
import regex

from . import _tables

DELETE = 0xFFFFFFFF
#: Characters folded per block of the per-character step: bounds its temporaries.
BLOCK_CHARS = 1 << 18
#: Texts shorter than this fold with ``str`` methods rather than NumPy arrays.
SMALL_TEXT = 4096
#: Texts shorter than this find their rule hints with ``re`` rather than NumPy.
SMALL_HINTS = 256


class OffsetMap:
    """For each folded character, the ``[start, end)`` range of original text it stands for.

    Stored by its exceptions rather than as two arrays of the folded length
    (8 bytes a character): most folded characters stand for exactly one
    original character, the one right after the previous folded character's.
    ``jump_at``/``shift`` list the folded positions where that stops being so
    (``start(i) = i + shift`` from each jump to the next); ``wide_at``/``wide_end``
    list the characters that stand for more than one original character (a
    collapsed run of white space, a composed letter, a decoded escape). A prose
    source needs a few entries per paragraph.
    """

    __slots__ = ("size", "jump_at", "shift", "wide_at", "wide_end", "_firsts", "_scalar")

    def __init__(
        self, size: int, jump_at: np.ndarray, shift: np.ndarray, wide_at: np.ndarray, wide_end: np.ndarray
    ) -> None:
        self.size = size
        self.jump_at = jump_at
        self.shift = shift
        self.wide_at = wide_at
        self.wide_end = wide_end
        self._firsts: Optional[np.ndarray] = None
        self._scalar: Optional[Tuple[List[int], List[int], Dict[int, int]]] = None

    # ---- building ----------------------------------------------------------
    @classmethod
    def build(
        cls,
        size: int,
        jump_at: Iterable[int],
        shift: Iterable[int],
        wide_at: Iterable[int] = (),
        wide_end: Iterable[int] = (),
    ) -> "OffsetMap":
        """A map from possibly redundant entries (jumps in position order, the last one at a position wins)."""
        j = np.asarray(jump_at, dtype=np.int64)
        d = np.asarray(shift, dtype=np.int64)
        inside = j < size
        j, d = j[inside], d[inside]
        if size and (not j.size or j[0] != 0):
            j, d = np.concatenate(([0], j)), np.concatenate(([0], d))
        if j.size:
            last = np.ones(j.size, dtype=bool)  # the last entry at each position
            last[:-1] = j[1:] != j[:-1]
            j, d = j[last], d[last]
            changed = np.ones(j.size, dtype=bool)  # drop jumps that keep the same shift
            changed[1:] = d[1:] != d[:-1]
            j, d = j[changed], d[changed]
        w = np.asarray(wide_at, dtype=np.int64)
        we = np.asarray(wide_end, dtype=np.int64)
        out = cls(size, j, d, w, we)
        if w.size:
            order = np.argsort(w, kind="stable")
            w, we = w[order], we[order]
            regular = we == out.starts_at(w) + 1
            out.wide_at, out.wide_end = w[~regular], we[~regular]
        return out

    @classmethod
    def from_removed(
        cls, n_in: int, removed: np.ndarray, wide_at: Optional[np.ndarray] = None, wide_end: Optional[np.ndarray] = None
    ) -> "OffsetMap":
        """The map of a text from which the (sorted, distinct) positions ``removed`` were cut out.

        ``wide_at``/``wide_end`` (input positions) name kept characters that
        stand for more than themselves, up to ``wide_end``.
        """
        at = np.zeros(0, dtype=np.int64) if wide_at is None else wide_at
        end = np.zeros(0, dtype=np.int64) if wide_end is None else wide_end
        if not removed.size:
            return cls.build(n_in, (), (), at, end)
        breaks = np.flatnonzero(np.diff(removed) != 1) + 1
        first = np.concatenate(([0], breaks))  # index in `removed` of each run's first position
        through = np.concatenate((breaks, [removed.size]))  # positions removed up to each run's end
        wide_folded = at - np.searchsorted(removed, at)
        return cls.build(n_in - removed.size, removed[first] - first, through, wide_folded, end)

    @classmethod
    def from_edits(cls, n_in: int, edits: Sequence[Tuple[int, int, str]]) -> "OffsetMap":
        """The map of a text rewritten by sorted, non-overlapping ``(start, end, replacement)`` edits."""
        jumps: List[int] = [0]
        shifts: List[int] = [0]
        wide_at: List[int] = []
        wide_end: List[int] = []
        delta = 0  # folded position minus input position, before the current edit
        for a, b, rep in edits:
            out_a = a + delta
            for k in range(len(rep)):
                jumps.append(out_a + k)
                shifts.append(a - out_a - k)
                if b - a != 1:
                    wide_at.append(out_a + k)
                    wide_end.append(b)
            delta += len(rep) - (b - a)
            jumps.append(b + delta)
            shifts.append(-delta)
        return cls.build(n_in + delta, jumps, shifts, wide_at, wide_end)

    def then(self, outer: "OffsetMap") -> "OffsetMap":
        """This map followed by ``outer`` (which maps this map's targets further back)."""
        if not self.size:
            return self
        # The composite shifts where this map does, and where this map's targets cross a jump of `outer`.
        cand = sorted_union(self.jump_at, self.positions_of(outer.jump_at))
        cand = cand[cand < self.size]
        shift = outer.starts_at(self.starts_at(cand)) - cand
        # It is wide where this map is, and wherever this map lands on a wide character of `outer`.
        lo = self.positions_of(outer.wide_at)
        hi = self.positions_of(outer.wide_at + 1)
        lens = hi - lo
        spread = np.arange(int(lens.sum()), dtype=np.int64) + np.repeat(lo - (np.cumsum(lens) - lens), lens)
        wide = sorted_union(self.wide_at, spread)
        wide = wide[wide < self.size]
        ends = outer.ends_at(self.ends_at(wide) - 1)
        return OffsetMap.build(self.size, cand, shift, wide, ends)

    # ---- reading -----------------------------------------------------------
    def starts_at(self, idx: np.ndarray) -> np.ndarray:
        """Original starts of the folded positions ``idx`` (an integer array)."""
        idx = np.asarray(idx, dtype=np.int64)
        if not idx.size:
            return idx.copy()
        k = np.searchsorted(self.jump_at, idx, side="right") - 1
        return idx + self.shift[np.maximum(k, 0)]

    def ends_at(self, idx: np.ndarray) -> np.ndarray:
        """Original ends of the folded positions ``idx`` (an integer array)."""
        out = self.starts_at(idx) + 1
        if self.wide_at.size and out.size:
            idx = np.asarray(idx, dtype=np.int64)
            k = np.minimum(np.searchsorted(self.wide_at, idx), self.wide_at.size - 1)
            hit = self.wide_at[k] == idx
            out[hit] = self.wide_end[k[hit]]
        return out

    def _lists(self) -> Tuple[List[int], List[int], Dict[int, int]]:
        # Single positions are read one at a time by the boundary rules, up to
        # hundreds of thousands of times per quotation search: bisect on lists
        # beats a NumPy call per read by an order of magnitude.
        if self._scalar is None:
            self._scalar = (
                self.jump_at.tolist(),
                self.shift.tolist(),
                dict(zip(self.wide_at.tolist(), self.wide_end.tolist())),
            )
        return self._scalar

    def start(self, i: int) -> int:
        """Original start of folded position ``i`` (negative counts from the end)."""
        if not 0 <= i < self.size:
            i = self._in_range(i)
        jumps, shifts, _ = self._scalar or self._lists()
        return i + shifts[bisect.bisect_right(jumps, i) - 1]

    def end(self, i: int) -> int:
        """Original end of folded position ``i`` (negative counts from the end)."""
        if not 0 <= i < self.size:
            i = self._in_range(i)
        jumps, shifts, wide = self._scalar or self._lists()
        found = wide.get(i)
        return found if found is not None else i + 1 + shifts[bisect.bisect_right(jumps, i) - 1]

    def _in_range(self, i: int) -> int:
        j = i + self.size if i < 0 else i
        if not 0 <= j < self.size:
            raise IndexError(f"folded position {i} out of range for a text of {self.size} characters")
        return j

    def positions_of(self, offsets: np.ndarray) -> np.ndarray:
        """For each original offset, how many folded characters start before it."""
        p = np.asarray(offsets, dtype=np.int64)
        if not self.size or not p.size:
            return np.zeros(p.shape, dtype=np.int64)
        if self._firsts is None:
            self._firsts = self.jump_at + self.shift  # start of each segment's first character
        k = np.searchsorted(self._firsts, p, side="left") - 1
        kk = np.maximum(k, 0)
        seg_end = np.append(self.jump_at[1:], self.size)[kk]
        inside = np.minimum(self.jump_at[kk] + (p - self._firsts[kk]), seg_end)
        return np.where(k < 0, 0, inside)

    def dense(self) -> Tuple[np.ndarray, np.ndarray]:
        """Both full arrays (for tests and small texts)."""
        idx = np.arange(self.size, dtype=np.int64)
        return self.starts_at(idx), self.ends_at(idx)

    @property
    def nbytes(self) -> int:
        """Memory held by the map's arrays."""
        return int(self.jump_at.nbytes + self.shift.nbytes + self.wide_at.nbytes + self.wide_end.nbytes)


def sorted_union(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Distinct values of two integer arrays, sorted (``np.union1d`` hashes, which is slower here)."""
    both = np.concatenate((np.asarray(a, dtype=np.int64), np.asarray(b, dtype=np.int64)))
    both.sort(kind="stable")
    if both.size > 1:
        both = both[np.concatenate(([True], both[1:] != both[:-1]))]
    return both


class _Column:
    """``Folded.starts`` or ``Folded.ends``: indexable like the array it replaces, without storing it."""

    __slots__ = ("_map", "_ends")

    def __init__(self, offsets: OffsetMap, ends: bool) -> None:
        self._map = offsets
        self._ends = ends

    def __len__(self) -> int:
        return self._map.size

    def __getitem__(self, i: Union[int, slice, np.ndarray]) -> Union[int, np.ndarray]:
        if isinstance(i, (int, np.integer)):
            return self._map.end(int(i)) if self._ends else self._map.start(int(i))
        if isinstance(i, slice):
            i = np.arange(self._map.size, dtype=np.int64)[i]
        idx = np.asarray(i, dtype=np.int64)
        if idx.size and (idx.min() < -self._map.size or idx.max() >= self._map.size):
            raise IndexError(f"folded positions out of range for a text of {self._map.size} characters")
        idx = np.where(idx < 0, idx + self._map.size, idx)
        return self._map.ends_at(idx) if self._ends else self._map.starts_at(idx)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self[:].tolist())

    def __array__(self, dtype=None, copy=None):  # type: ignore[no-untyped-def]
        arr = self[:]
        return arr if dtype is None else arr.astype(dtype)


@dataclass(frozen=True)
class Folded:
    """A folded text and its map back to the original.

    ``starts[i]``/``ends[i]`` are the original offsets covered by ``text[i]``.
    """

    original: str
    text: str
    offsets: OffsetMap

    def __len__(self) -> int:
        return len(self.text)

    @property
    def starts(self) -> _Column:
        """Original start of each folded character (indexable; computed on access)."""
        return _Column(self.offsets, False)

    @property
    def ends(self) -> _Column:
        """Original end of each folded character (indexable; computed on access)."""
        return _Column(self.offsets, True)

    def to_original(self, i: int, j: int) -> Tuple[int, int]:
        """Original ``[start, end)`` of the folded slice ``text[i:j]``."""
        n = len(self.text)
        if i >= j:
            pos = self.offsets.start(i) if i < n else len(self.original)
            return pos, pos
        return self.offsets.start(i), self.offsets.end(j - 1)

    def positions_of(self, offsets: Sequence[int]) -> np.ndarray:
        """Folded position of each original offset: the first folded character starting at or after it."""
        return self.offsets.positions_of(np.asarray(offsets, dtype=np.int64))


# --------------------------------------------------------------------------
# Step 1: rewrites that look at more than one character (regex passes over the
# text). Each gives (start, end, replacement).

_QUOTES = "".join(sorted(_tables.QUOTE_MARKS)).replace("\\", "\\\\").replace("]", "\\]")
# Paired "**" markers. A "**" glued to a digit is not bold ("0.45**" is a
# significance star); glued to a letter it may be (Arabic clitics, CJK text).
_BOLD = regex.compile(
    r"(?<![\d*])\*\*(?![\s*])(?:[^*]|\*(?!\*)){1,4000}?(?<![\s*])\*\*(?![\d*])"
)
# Between two letters of Chinese, Japanese, Thai... white space (a line break,
# a stray space) carries no word boundary: it is dropped.
_UNSPACED_FAMILIES = (r"\p{Han}\p{Hiragana}\p{Katakana}\u30fc\u3005", r"\p{Thai}", r"\p{Lao}", r"\p{Khmer}", r"\p{Myanmar}")
_UNSPACED_BREAK = regex.compile(  # the definition; _unspaced_breaks() applies it
    "|".join(rf"(?<=[{fam}][{_QUOTES}]*)\s+(?=[{_QUOTES}]*[{fam}])" for fam in _UNSPACED_FAMILIES)
)
# Blocks of those scripts (a superset, for a first look). The astral planes are all
# included: ``regex`` may know newer letters there than this Python does.
_UNSPACED_RANGES = (
    (0x0E00, 0x0EFF), (0x1000, 0x109F), (0x1780, 0x17FF), (0x19E0, 0x19FF), (0x2E80, 0x9FFF),
    (0xA9E0, 0xA9FF), (0xAA60, 0xAA7F), (0xF900, 0xFAFF), (0xFF66, 0xFF9F), (0x10000, 0x10FFFF),
)
# A word broken at a line end: letter, hyphen, line break, letter.
_BREAK_HYPHENS = "-\u00ad\u2010\u2011"
_LETTER_BREAK = regex.compile(rf"(?<=\p{{L}})[{_BREAK_HYPHENS}][^\S\n]*\n[^\S\n]*(?=\p{{L}})")
# A number range broken at a line end ("aged 18-" / "65 years"): the break goes.
_RANGE_HYPHENS = "-\u2010\u2011\u2012\u2013"
_DIGIT_BREAK = regex.compile(rf"(?<=\d[{_RANGE_HYPHENS}])[^\S\n]*\n\s*(?=\d)")
_JSON_ESCAPE = regex.compile(r"\\(?:u[0-9a-fA-F]{4}|[\"\\/bfnrt])")
_JOIN_HYPHENS = "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"
_LETTER_HYPHEN = regex.compile(rf"(?<=\p{{L}})[{_JOIN_HYPHENS}](?=\p{{L}})")
# A quote mark or prime between digits is not typography: 5'10 is not 510.
_DIGIT_QUOTE = regex.compile(f"(?<=\\d)[{_QUOTES}](?=\\d)")
_SPACE_RUN = re.compile(" {2,}")

Edit = Tuple[int, int, str]


class _Hints(NamedTuple):
    """Where each rule may apply: a superset, which the rule's own pattern then confirms.

    Each precise pattern above is the definition of its rule. Run over a whole
    source, a pattern that opens with a look-behind makes ``regex`` try every
    position (tens of nanoseconds a character); the hints narrow the places
    to try to the few characters a rule can start at.
    """

    bold: Sequence[int]  # every "*" followed by "*"
    letter_break: Sequence[int]  # hyphens followed by white space
    digit_break: Sequence[int]  # range hyphens followed by white space
    digit_quote: Sequence[int]  # quote marks followed by what may be a digit
    join_hyphen: Sequence[int]  # hyphens and dashes followed by what may be a letter
    unspaced_break: Sequence[int]  # white space after a letter of an unspaced script (maybe) or a quote mark
    quotes: Sequence[int]  # every quote mark (what the match view deletes)
    dropped: Sequence[int]  # every invisible character the edit view deletes


# What may be a digit (or a letter) for ``regex``, which may know a newer Unicode
# than this Python: an ASCII digit (letter) or any non-ASCII character.
_MAYBE_DIGIT = r"[0-9\x80-\U0010ffff]"
_MAYBE_LETTER = r"[A-Za-z\x80-\U0010ffff]"
_HINT_RES = (
    re.compile(r"\*(?=\*)"),
    re.compile(rf"[{_BREAK_HYPHENS}](?=\s)"),
    re.compile(rf"[{_RANGE_HYPHENS}](?=\s)"),
    re.compile(f"[{_QUOTES}](?={_MAYBE_DIGIT})"),
    re.compile(rf"[{_JOIN_HYPHENS}](?={_MAYBE_LETTER})"),
    re.compile("(?<=[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in _UNSPACED_RANGES) + f"{_QUOTES}])\\s"),
)

_QUOTE_RE = re.compile(f"[{_QUOTES}]")
_DROPPED_RE = re.compile("[" + "".join(sorted(_tables.EDIT_DROPPED)) + "]")
# Any character some hint starts at (for unspaced scripts: the letter before the space).
_ANY_HINT_RE = re.compile(
    "[" + re.escape("*" + _JOIN_HYPHENS + _BREAK_HYPHENS + "".join(sorted(_tables.QUOTE_MARKS | _tables.EDIT_DROPPED)))
    + "".join(f"{chr(a)}-{chr(b)}" for a, b in _UNSPACED_RANGES) + "]"
)
_NO_HINTS = _Hints([], [], [], [], [], [], [], [])

# Bits of the character classes the hints are made of, for the NumPy scan.
_STAR, _BREAK_HY, _RANGE_HY, _QUOTE, _JOIN_HY, _UNSPACED_CH, _DROPPED = (1 << k for k in range(7))
_SPACE_NEXT, _DIGIT_NEXT, _LETTER_NEXT, _STAR_NEXT = (1 << k for k in range(7, 11))
_ANY_NEXT = 1 << 15  # set on every "next" character read, so a rule can ask for nothing
_SPECIAL = _STAR | _BREAK_HY | _RANGE_HY | _QUOTE | _JOIN_HY | _UNSPACED_CH | _DROPPED


@lru_cache(maxsize=1)
def _hint_table() -> np.ndarray:
    """Code point -> bits: which hint classes the character belongs to."""
    t = np.zeros(0x110000, dtype=np.uint16)
    for chars, bit in (
        ("*", _STAR), (_BREAK_HYPHENS, _BREAK_HY), (_RANGE_HYPHENS, _RANGE_HY),
        (_tables.QUOTE_MARKS, _QUOTE), (_JOIN_HYPHENS, _JOIN_HY), (_tables.EDIT_DROPPED, _DROPPED),
        (_tables.SPACES, _SPACE_NEXT), ("*", _STAR_NEXT), ("0123456789", _DIGIT_NEXT),
        (string.ascii_letters, _LETTER_NEXT),
    ):
        t[[ord(c) for c in chars]] |= bit
    t[0x80:] |= _DIGIT_NEXT | _LETTER_NEXT
    for a, b in _UNSPACED_RANGES:
        t[a : b + 1] |= _UNSPACED_CH
    return t


_HINT_RULES = (  # (bit of the character, bit its next character must have)
    (_STAR, _STAR_NEXT), (_BREAK_HY, _SPACE_NEXT), (_RANGE_HY, _SPACE_NEXT),
    (_QUOTE, _DIGIT_NEXT), (_JOIN_HY, _LETTER_NEXT), (_UNSPACED_CH | _QUOTE, _SPACE_NEXT),
)


#: Most places a text up to BLOCK_CHARS long may have for its hints to be read one by one.
SPARSE_HINTS = 64
_HINT_RULES_ALL = _HINT_RULES + ((_QUOTE, _ANY_NEXT), (_DROPPED, _ANY_NEXT))


def _hints(text: str) -> _Hints:
    """The hints of ``text``. Up to a block of text with few places some hint may start at,
    the places are found (str.find for ASCII, ``re`` otherwise) and read one by one; short
    texts that are not ASCII are scanned by ``re``; the rest by NumPy, in blocks."""
    if len(text) <= BLOCK_CHARS:
        if text.isascii():
            places = _ascii_places(text)
        elif len(text) < SMALL_HINTS:
            return _hints_re(text)
        else:
            places = _places(text)
        if places is not None:
            return _hints_at(text, places) if places else _NO_HINTS
    return _hints_blocks(text)


def _hints_re(text: str) -> _Hints:
    """The hints of ``text``, one ``re`` scan per hint."""
    if not _ANY_HINT_RE.search(text):
        return _NO_HINTS
    found = [[m.start() for m in pattern.finditer(text)] for pattern in _HINT_RES]
    return _Hints(*found, [m.start() for m in _QUOTE_RE.finditer(text)],
                  [m.start() for m in _DROPPED_RE.finditer(text)] if not text.isascii() else [])


def _places(text: str) -> Optional[List[int]]:
    """Where some hint may start in ``text``, or None when there are over SPARSE_HINTS."""
    places: List[int] = []
    for m in _ANY_HINT_RE.finditer(text):
        places.append(m.start())
        if len(places) > SPARSE_HINTS:
            return None
    return places


def _ascii_places(text: str) -> Optional[List[int]]:
    """:func:`_places` for ASCII text, by str.find per character: ``re`` scans a
    character class at several nanoseconds a character, str.find at a fraction."""
    places: List[int] = []
    for ch in _ascii_specials():
        at = text.find(ch)
        while at >= 0:
            places.append(at)
            if len(places) > SPARSE_HINTS:
                return None
            at = text.find(ch, at + 1)
    places.sort()
    return places


@lru_cache(maxsize=1)
def _ascii_specials() -> str:
    """The ASCII characters some hint may start at."""
    return "".join(chr(cp) for cp in np.flatnonzero(_hint_table()[:128] & _SPECIAL).tolist())


def _hints_at(text: str, places: List[int]) -> _Hints:
    """The hints at ``places``, the characters of ``text`` some hint may start at (in order)."""
    item = _hint_table().item
    found: List[List[int]] = [[] for _ in _HINT_RULES_ALL]
    last = len(text) - 1
    for at in places:
        own = item(ord(text[at]))
        nxt = (item(ord(text[at + 1])) if at < last else 0) | _ANY_NEXT
        for k, (bit, need) in enumerate(_HINT_RULES_ALL):
            if own & bit and nxt & need:
                found[k].append(at)
    unspaced = len(_HINT_RULES) - 1
    found[unspaced] = [at + 1 for at in found[unspaced]]  # the space, not the letter before it
    return _Hints(*found)


def _hints_blocks(text: str) -> _Hints:
    """The hints of ``text`` from one NumPy pass over the hint table, in blocks."""
    table = _hint_table()
    found: List[List[int]] = [[] for _ in _HINT_RULES_ALL]
    rules = _HINT_RULES_ALL
    for lo in range(0, len(text), BLOCK_CHARS):
        hi = min(lo + BLOCK_CHARS, len(text))
        bits = table[_codepoints(text[lo : hi + 1])]  # one character more: the next of the last
        special = np.flatnonzero(bits[: hi - lo] & _SPECIAL)
        if not special.size:
            continue
        own = bits[special]
        nxt = bits[np.minimum(special + 1, bits.size - 1)]
        if hi == len(text) and special[-1] == hi - lo - 1:
            nxt[-1] = 0  # the last character of the text has nothing after it
        if special.size <= 64:
            # Few places (the usual case in prose): a NumPy call per rule would cost more.
            for at, o, nx in zip((special + lo).tolist(), own.tolist(), (nxt | _ANY_NEXT).tolist()):
                for k, (bit, need) in enumerate(rules):
                    if o & bit and nx & need:
                        found[k].append(at)
            continue
        nxt |= _ANY_NEXT
        for k, (bit, need) in enumerate(rules):
            found[k] += (special[((own & bit) != 0) & ((nxt & need) != 0)] + lo).tolist()
    last = len(_HINT_RULES) - 1
    found[last] = [at + 1 for at in found[last]]  # the space, not the letter before it
    return _Hints(*found)


# The hints of the last text folded: a source is folded for both views, one after
# the other, and the hints do not depend on the view. (One tuple, replaced whole,
# so concurrent callers read either the old or the new entry.)
_last_hints: List[Tuple[str, _Hints]] = [("", _NO_HINTS)]


def _hints_of(text: str) -> _Hints:
    seen, hints = _last_hints[0]
    if seen is not text:
        hints = _hints(text)
        _last_hints[0] = (text, hints)
    return hints


#: Hint places per character of text above which :func:`_confirmed` scans the text once.
_DENSE_HINTS = 1 / 64


def _confirmed(precise: "regex.Pattern[str]", text: str, places: Iterable[int]) -> List[Edit]:
    """Spans of ``precise`` matching at each of ``places`` (as ``finditer`` would find them).

    Few places (prose): a match attempt at each. Many (a text of repeated markers,
    "- - - ..."): the matches starting anywhere, from one overlapped ``finditer`` over the
    text, then the same walk over the places; an attempt of some patterns scans ahead
    for a character they need (a line break), which at every place is quadratic. An
    overlapped search yields, at each start where one exists, the match an attempt
    there gives, so both ways give the same spans (tests compare them).
    """
    places = list(places)
    if len(places) <= len(text) * _DENSE_HINTS:
        return _confirmed_at(precise, text, places)
    ends = {m.start(): m.end() for m in precise.finditer(text, overlapped=True)}
    out: List[Edit] = []
    pos = 0
    for at in places:
        if at < pos or at not in ends:
            continue
        out.append((at, ends[at], ""))
        pos = max(ends[at], at + 1)
    return out


def _confirmed_at(precise: "regex.Pattern[str]", text: str, places: Iterable[int]) -> List[Edit]:
    """:func:`_confirmed` by one match attempt at each place."""
    out: List[Edit] = []
    pos = 0
    for at in places:
        if at < pos:
            continue
        m = precise.match(text, at)
        if m:
            out.append((m.start(), m.end(), ""))
            pos = max(m.end(), at + 1)
    return out


def _bold_edits(text: str, hints: _Hints) -> List[Edit]:
    out: List[Edit] = []
    for a, b, _ in _confirmed(_BOLD, text, hints.bold):
        out.append((a, a + 2, ""))
        out.append((b - 2, b, ""))
    return out


def _break_edits(text: str, hints: _Hints) -> List[Edit]:
    out = _confirmed(_LETTER_BREAK, text, hints.letter_break)
    out += _confirmed(_DIGIT_BREAK, text, (h + 1 for h in hints.digit_break))
    if hints.unspaced_break:
        out += _unspaced_breaks(text, hints.unspaced_break)
    return out


# regex's \s: Python's white space without the four information separators U+001C-U+001F.
_REGEX_SPACES = frozenset(_tables.SPACES - set("\x1c\x1d\x1e\x1f"))


@lru_cache(maxsize=1)
def _family_table() -> bytes:
    """Code point -> which family of :data:`_UNSPACED_BREAK` it belongs to (0: none).

    Read from ``regex`` itself, over every code point of the hint ranges, so
    that it agrees with the pattern whatever Unicode version ``regex`` knows.
    """
    cps = np.concatenate([np.arange(a, b + 1, dtype=np.uint32) for a, b in _UNSPACED_RANGES])
    chars = cps.tobytes().decode("utf-32-le")
    table = np.zeros(0x110000, dtype=np.uint8)
    for k, fam in enumerate(_UNSPACED_FAMILIES, 1):
        for m in regex.finditer(f"[{fam}]+", chars):
            table[cps[m.start() : m.end()]] = k
    return table.tobytes()


def _unspaced_breaks(text: str, places: Iterable[int]) -> List[Edit]:
    """What ``_UNSPACED_BREAK.finditer`` finds, tried at ``places`` only.

    The pattern (white space between two letters of one unspaced script,
    quote marks allowed on either side) costs a look-behind with five
    alternatives per place; in Thai, where nearly every space is a place, the
    same test written out with a family table is several times faster.
    """
    family = _family_table()
    quotes = _tables.QUOTE_MARKS
    n = len(text)
    out: List[Edit] = []
    pos = 0
    for p in places:
        if p < pos or text[p] not in _REGEX_SPACES:
            continue
        b = p - 1
        while b >= 0 and text[b] in quotes:
            b -= 1
        fam = family[ord(text[b])] if b >= 0 else 0
        if not fam:
            continue
        q = p + 1
        while q < n and text[q] in _REGEX_SPACES:
            q += 1
        a = q
        while a < n and text[a] in quotes:
            a += 1
        if a < n and family[ord(text[a])] == fam:
            out.append((p, q, ""))
            pos = q
    return out


def _digit_quotes(text: str, hints: _Hints) -> List[int]:
    """Positions of quote marks standing between two digits."""
    return [a for a, _, _ in _confirmed(_DIGIT_QUOTE, text, hints.digit_quote)]


def _json_unescape(m: "regex.Match[str]") -> str:
    s = m.group()
    if s[1] == "u":
        return chr(int(s[2:], 16))
    return {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}.get(s[1], s[1])


def _json_edits(text: str) -> List[Edit]:
    if "\\" not in text:
        return []
    return [(m.start(), m.end(), _json_unescape(m)) for m in _JSON_ESCAPE.finditer(text)]


def _expansion_edits(text: str) -> List[Edit]:
    if text.isascii() or not _tables.EXPANSION_RE.search(text):
        return []
    return [(m.start(), m.end(), _tables.EXPANSIONS[m.group()]) for m in _tables.EXPANSION_RE.finditer(text)]


def _non_overlapping(edits: List[Edit]) -> List[Edit]:
    edits = sorted(edits)
    out: List[Edit] = []
    pos = -1
    for e in edits:
        if e[0] >= pos:
            out.append(e)
            pos = e[1]
    return out


def _apply_edits(text: str, edits: List[Edit]) -> Tuple[str, OffsetMap]:
    """Apply rewrites ``(start, end, replacement)`` (overlaps: the first kept); the new text and its map."""
    edits = _non_overlapping(edits)
    pieces: List[str] = []
    pos = 0
    for a, b, rep in edits:
        pieces.append(text[pos:a])
        pieces.append(rep)
        pos = b
    pieces.append(text[pos:])
    return "".join(pieces), OffsetMap.from_edits(len(text), edits)


# --------------------------------------------------------------------------
# Step 2: one character to one character (or to nothing), by table lookup.


def _codepoints(text: str) -> np.ndarray:
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)


def _from_codepoints(cps: np.ndarray) -> str:
    return cps.astype(np.uint32).tobytes().decode("utf-32-le", "surrogatepass")


def _lower(text: str) -> str:
    # U+0130 is the only code point whose lower case is two characters long;
    # mapping it to "i" first keeps str.lower() length-preserving.
    if "\u0130" in text:
        text = text.replace("\u0130", "i")
    return text.lower()


def _merged(spans: List[Edit]) -> List[Tuple[int, int]]:
    """Overlapping or touching ``(start, end)`` spans merged, in order."""
    out: List[Tuple[int, int]] = []
    for a, b, _ in sorted(spans):
        if out and a <= out[-1][1]:
            if b > out[-1][1]:
                out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


class _Mapped(NamedTuple):
    text: str
    cut: np.ndarray  # positions of the input that were cut out (sorted)
    wide_at: np.ndarray  # input positions of spaces that stand for a whole run of white space
    wide_end: np.ndarray  # input end of each such run


def _map_chars(text: str, edit_view: bool, deletions: List[Edit], apostrophes: List[int]) -> _Mapped:
    """Fold every character by table lookup, cut out deleted ones, and collapse runs of spaces.

    ``deletions`` are spans to cut whatever they hold; ``apostrophes`` are
    positions kept as "'" (they would otherwise be cut as quote marks). A run
    of white space (spaces after the lookup, once deleted characters are gone)
    keeps its first space, which stands for the whole run. The text is processed
    in blocks, so that the NumPy temporaries (several bytes a character) stay
    small however long the source is.
    """
    table = _tables.table(edit_view)
    spans = np.asarray(_merged(deletions), dtype=np.int64).reshape(-1, 2)
    span_starts, span_ends = spans[:, 0], spans[:, 1]
    marks = np.asarray(apostrophes, dtype=np.int64)
    pieces: List[str] = []
    cuts: List[np.ndarray] = []
    wide_at: List[int] = []
    wide_end: List[int] = []
    space_owner = -1  # input position of the space the kept text ends with, if it does
    for lo in range(0, len(text), BLOCK_CHARS):
        hi = min(lo + BLOCK_CHARS, len(text))
        cps = table[_codepoints(_lower(text[lo:hi]))]
        if marks.size:
            cps[marks[(marks >= lo) & (marks < hi)] - lo] = 0x27
        if span_starts.size:
            # Spans touching this block, clipped to it; they neither overlap nor touch.
            k0 = int(np.searchsorted(span_ends, lo, side="right"))
            k1 = int(np.searchsorted(span_starts, hi, side="left"))
            if k1 > k0:
                edge = np.zeros(hi - lo + 1, dtype=np.int8)
                edge[np.maximum(span_starts[k0:k1], lo) - lo] = 1
                edge[np.minimum(span_ends[k0:k1], hi) - lo] = -1
                cps[np.cumsum(edge[:-1], dtype=np.int8) > 0] = DELETE
        deleted = cps == DELETE
        kept: Optional[np.ndarray] = None  # block positions of the characters left; None: all
        if deleted.any():
            kept = np.flatnonzero(~deleted)
            cps = cps[kept]
        space = cps == 0x20
        dup = np.empty_like(space)
        if dup.size:
            dup[0] = space[0] and space_owner >= 0
            np.logical_and(space[1:], space[:-1], out=dup[1:])
        runs = np.flatnonzero(dup)
        gone = np.flatnonzero(deleted) if kept is not None else np.zeros(0, dtype=np.int64)
        if runs.size:
            new_run = np.ones(runs.size, dtype=bool)
            new_run[1:] = runs[1:] != runs[:-1] + 1
            firsts, lasts = runs[new_run], runs[np.append(new_run[1:], True)]
            at = kept if kept is not None else np.arange(cps.size, dtype=np.int64)
            owners = (at[np.maximum(firsts - 1, 0)] + lo).tolist()
            ends = (at[lasts] + lo + 1).tolist()
            if firsts[0] == 0:  # the run began in an earlier block
                owners[0] = space_owner
                if wide_at and wide_at[-1] == space_owner:
                    wide_at.pop()
                    wide_end.pop()
            wide_at += owners
            wide_end += ends
            gone = sorted_union(gone, at[runs])
            cps = np.delete(cps, runs)
        if cps.size:
            if cps[-1] != 0x20:
                space_owner = -1
            else:  # the last block position not cut out
                last = hi - lo - 1
                j = gone.size - 1
                while j >= 0 and gone[j] == last:
                    last, j = last - 1, j - 1
                space_owner = last + lo
        if gone.size:
            cuts.append(gone + lo)
        pieces.append(_from_codepoints(cps))
    cut = np.concatenate(cuts) if cuts else np.zeros(0, dtype=np.int64)
    return _Mapped(
        "".join(pieces), cut, np.asarray(wide_at, dtype=np.int64), np.asarray(wide_end, dtype=np.int64)
    )


# --------------------------------------------------------------------------
# Step 3: letters written with combining marks, composed where Unicode has one
# precomposed letter for them (Latin, Greek, Cyrillic; Hangul jamo).

_COMPOSE_START = regex.compile(
    r"[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}][\u0300-\u036f]+"
    r"|[\u1100-\u1112\uac00-\ud7a3][\u1161-\u1175\u11a8-\u11c2]{1,2}"
)


def _compose_edits(text: str) -> List[Edit]:
    if text.isascii() or not _tables.HAS_COMPOSABLE.search(text):
        return []
    edits: List[Edit] = []
    for m in _COMPOSE_START.finditer(text):
        composed = unicodedata.normalize("NFC", m.group())
        if len(composed) == 1:
            edits.append((m.start(), m.end(), composed))
    return edits


# --------------------------------------------------------------------------


def _fold(text: str, edit_view: bool) -> Folded:
    if not isinstance(text, str):
        raise TypeError(f"text must be str, got {type(text).__name__}: {text!r:.80}")
    staged = text
    back: Optional[OffsetMap] = None  # from `staged` to `text`
    if edit_view:
        # Rewrites that change length; JSON escapes first, so that an escaped
        # line break counts as one below.
        for finder in (_json_edits, _expansion_edits):
            found = finder(staged)
            if found:
                staged, step = _apply_edits(staged, found)
                back = step if back is None else step.then(back)
    hints = _hints_of(staged)
    deletions = _bold_edits(staged, hints) + _break_edits(staged, hints)
    if edit_view:
        deletions += _confirmed(_LETTER_HYPHEN, staged, hints.join_hyphen)
    apostrophes = _digit_quotes(staged, hints)
    if len(staged) < SMALL_TEXT:
        folded, offsets = _map_chars_small(staged, edit_view, deletions, apostrophes, hints)
    else:
        mapped = _map_chars(staged, edit_view, deletions, apostrophes)
        offsets = OffsetMap.from_removed(len(staged), mapped.cut, mapped.wide_at, mapped.wide_end)
        folded = mapped.text
    composed = _compose_edits(folded)
    if composed:
        folded, step = _apply_edits(folded, composed)
        offsets = step.then(offsets)
    if back is not None:
        offsets = offsets.then(back)
    return Folded(text, folded, offsets)


_CHANGED_RES = {
    view: re.compile("[" + re.escape("".join(map(chr, _tables.kept_translation(view)))) + "]") for view in (False, True)
}


def _space_runs(text: str) -> List[Tuple[int, int]]:
    """Spans of the runs of two or more spaces (str.find: a regex would stop at every space)."""
    runs: List[Tuple[int, int]] = []
    at = text.find("  ")
    while at >= 0:
        end = at + 2
        while end < len(text) and text[end] == " ":
            end += 1
        runs.append((at, end))
        at = text.find("  ", end)
    return runs


def _map_chars_small(
    text: str, edit_view: bool, deletions: List[Edit], apostrophes: List[int], hints: _Hints
) -> Tuple[str, OffsetMap]:
    """What :func:`_map_chars` and :meth:`OffsetMap.from_removed` do, with ``str`` methods.

    Quotations, passages and chunks are short and folded by the thousand: for
    them the fixed cost of a dozen NumPy calls outweighs the work itself.
    Tests compare both paths with the dense reference.
    """
    mapped = _lower(text)
    if mapped.isascii():
        # bytes.translate: a 256-byte table instead of str.translate's look-ups in a dict.
        mapped = mapped.encode("ascii").translate(_tables.ascii_kept_bytes(edit_view)).decode("ascii")
    elif _CHANGED_RES[edit_view].search(mapped):
        # str.translate looks each character up in a dict when the text is not ASCII.
        mapped = _from_codepoints(_tables.kept_table(edit_view)[_codepoints(mapped)])
    cut = set(hints.quotes)
    if edit_view:
        cut.update(hints.dropped)
    if apostrophes:
        cut.difference_update(apostrophes)
        chars = list(mapped)
        for at in apostrophes:
            chars[at] = "'"
        mapped = "".join(chars)
    for a, b in _merged(deletions):
        cut.update(range(a, b))
    order = sorted(cut)
    # Cut the deleted characters out; `kept_at[k]` is the input position of kept character k
    # only where needed below (runs of spaces), found by counting the cuts before it.
    pieces: List[str] = []
    pos = 0
    for at in order:
        if at > pos:
            pieces.append(mapped[pos:at])
        pos = at + 1
    pieces.append(mapped[pos:])
    pre = "".join(pieces)
    wide_at: List[int] = []
    wide_end: List[int] = []
    if "  " in pre:
        runs = _space_runs(pre)

        def where(k: int) -> int:  # input position of character k of `pre`
            lo, hi = k, k + len(order)
            while lo < hi:  # the smallest p with p - (cuts before p) == k, p not cut
                mid = (lo + hi) // 2
                if mid - bisect.bisect_right(order, mid) < k:
                    lo = mid + 1
                else:
                    hi = mid
            return lo

        extra: List[int] = []
        for a, b in runs:
            owner = where(a)
            wide_at.append(owner)
            wide_end.append(where(b - 1) + 1)
            extra.extend(where(k) for k in range(a + 1, b))
        kept_parts: List[str] = []
        pos = 0
        for a, b in runs:  # each run keeps its first space
            kept_parts.append(pre[pos : a + 1])
            pos = b
        kept_parts.append(pre[pos:])
        pre = "".join(kept_parts)
        order = sorted(cut.union(extra))
    # The map: a jump after each run of cut positions.
    jumps: List[int] = []
    shifts: List[int] = []
    k = 0
    while k < len(order):
        j = k
        while j + 1 < len(order) and order[j + 1] == order[j] + 1:
            j += 1
        jumps.append(order[k] - k)
        shifts.append(j + 1)
        k = j + 1
    size = len(text) - len(order)
    if not jumps or jumps[0] != 0:
        jumps.insert(0, 0)
        shifts.insert(0, 0)
    if jumps[-1] >= size:
        jumps.pop()
        shifts.pop()
    wide_folded = [w - bisect.bisect_left(order, w) for w in wide_at]
    return pre, OffsetMap(size, _int_array(jumps), _int_array(shifts), _int_array(wide_folded), _int_array(wide_end))


_NO_INTS = np.zeros(0, dtype=np.int64)
_NO_INTS.flags.writeable = False


def _int_array(values: List[int]) -> np.ndarray:
    """``values`` as an int64 array; one shared read-only array for none (most texts need no entries)."""
    return np.array(values, dtype=np.int64) if values else _NO_INTS


def fold_match(text: str) -> Folded:
    """Fold ``text`` for the rule-based check.

    >>> fold_match("The \u201cTrial\u201d \u2014 a  test").text
    'the trial - a test'
    """
    return _fold(text, edit_view=False)


def fold_edit(text: str) -> Folded:
    """Fold ``text`` for the edit-distance matcher (a wider folding).

    >>> fold_edit("e\ufb03cacy of investi-\\ngator-led").text
    'efficacy of investigatorled'
    """
    return _fold(text, edit_view=True)


def fold_edit_like(match_view: Folded) -> Folded:
    """:func:`fold_edit` of ``match_view.original``, reusing the match view when they must be equal.

    On ASCII text the two views differ only where a hyphen joins two letters
    (the edit view drops it) or a backslash escape is decoded; without either,
    the match view is returned as it is.
    """
    text = match_view.original
    if text.isascii() and "\\" not in text:
        if not _confirmed(_LETTER_HYPHEN, text, _hints_of(text).join_hyphen):
            return match_view
    return fold_edit(text)


def fold_match_text(text: str) -> str:
    """``fold_match(text).text`` without the offset map: the same steps on ``str``.

    Quotations are short and folded by the thousand; building NumPy arrays for
    them cost more than the folding itself. Tests compare both paths.

    >>> fold_match_text("“Revenue”  rose — **12%**")
    'revenue rose - 12%'
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be str, got {type(text).__name__}: {text!r:.80}")
    hints = _hints(text)
    if _digit_quotes(text, hints):
        return _fold(text, edit_view=False).text  # rare: marks inside numbers
    deletions = _bold_edits(text, hints) + _break_edits(text, hints)
    if deletions:
        pieces: List[str] = []
        pos = 0
        for a, b, _ in _non_overlapping(deletions):
            pieces.append(text[pos:a])
            pos = b
        pieces.append(text[pos:])
        text = "".join(pieces)
    lowered = _lower(text)
    if lowered.isascii():  # bytes.translate: a 256-byte table instead of look-ups in a dict
        table, deleted = _tables.ascii_match_bytes()
        folded = lowered.encode("ascii").translate(table, deleted).decode("ascii")
    else:
        folded = lowered.translate(_tables.match_translation())
    if "  " in folded:
        folded = _SPACE_RUN.sub(" ", folded)
    if not folded.isascii() and _tables.HAS_COMPOSABLE.search(folded):  # every composable pair has a mark
        folded = _COMPOSE_START.sub(_composed_or_same, folded)
    return folded


def _composed_or_same(m: "regex.Match[str]") -> str:
    composed = unicodedata.normalize("NFC", m.group())
    return composed if len(composed) == 1 else m.group()
