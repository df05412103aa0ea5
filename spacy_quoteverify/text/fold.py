"""Folding text into a comparable form while remembering where every character came from.

Two views are produced from the same original text:

* :func:`fold_match` -- the view the rule-based ``match`` check reads. It folds
  only what a faithful quotation may legitimately change: runs of white space,
  quote marks (removed), dashes and the minus sign (to ``-``), full case folding
  ("\u00df" and "ss"), full-width and half-width forms (to the character they
  stand for), canonical equivalents (normalization form C: combining accents,
  Greek oxia and tonos, Hangul jamo), characters that do not show (zero-width
  space and joiners, BOM, direction marks, soft hyphen: removed), markdown bold
  markers, a word broken across a line with a hyphen, and white space inside
  text of scripts written without spaces. Characters written in another form
  are read as the characters they are: HTML character references and backslash
  escapes (as the whole reference, offsets kept on it), the radical forms of
  ideographs (Kangxi radicals), elongation (Arabic tatweel: removed) and the
  Thai and Lao sara am written in two parts. Compatibility forms that are
  typography (a mathematical font, an Arabic contextual shape, a ligature, a
  unit in one square cell, a Roman numeral drawn as one character: see
  ``charclasses.STYLE_FORMS``) are read as the characters they draw; those that
  carry content (superscripts, subscripts, fractions, circled list marks) stay
  as they are.
* :func:`fold_edit` -- the wider view of the edit-distance matcher: on top of
  the above, it joins words hyphenated between letters.

Every character set comes from Unicode properties (see :mod:`spacy_quoteverify.charclasses`).

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
import html
import html.entities
import re
import string
import sys
import unicodedata
from array import array
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Dict, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Tuple, Union, overload

import numpy as np
import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.charclasses import DELETE
from spacy_quoteverify.errors import must_be

#: Characters folded per block of the per-character step: bounds its temporaries.
BLOCK_CHARS = 1 << 18
#: Texts shorter than this fold with ``str`` methods rather than NumPy arrays.
SMALL_TEXT = 4096
#: Texts shorter than this find their rule hints with ``re`` rather than NumPy.
SMALL_HINTS = 256


#: Offsets up to which :meth:`Folded.positions_list` reads the map by bisect rather than NumPy.
_FEW_OFFSETS = 32


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

    __slots__ = ("size", "jump_at", "shift", "wide_at", "wide_end", "_firsts", "_scalar", "_first_list")

    def __init__(
        self, size: int, jump_at: np.ndarray, shift: np.ndarray, wide_at: np.ndarray, wide_end: np.ndarray
    ) -> None:
        self.size = size
        self.jump_at = jump_at
        self.shift = shift
        self.wide_at = wide_at
        self.wide_end = wide_end
        self._firsts: Optional[np.ndarray] = None
        self._scalar: Optional[Tuple["array[int]", "array[int]", Dict[int, int]]] = None
        self._first_list: Optional["array[int]"] = None

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
        """The map of a text rewritten by sorted, non-overlapping ``(start, end, replacement)`` edits.

        Each replacement character stands for its edit's whole input span; after an edit the text
        resumes one to one. Built with NumPy: a German source rewrites every "\u00df".
        """
        if not edits:
            return cls.build(n_in, (), ())
        a = np.fromiter((e[0] for e in edits), dtype=np.int64, count=len(edits))
        b = np.fromiter((e[1] for e in edits), dtype=np.int64, count=len(edits))
        r = np.fromiter((len(e[2]) for e in edits), dtype=np.int64, count=len(edits))
        after = np.cumsum(r - (b - a))  # folded minus input position, after each edit
        out_a = a + after - (r - (b - a))  # where each replacement starts in the output
        edit = np.repeat(np.arange(len(edits), dtype=np.int64), r)  # the edit of each replacement character
        k = np.arange(int(r.sum()), dtype=np.int64) - np.repeat(np.cumsum(r) - r, r)
        at = out_a[edit] + k
        # Per edit: its replacement characters, then the jump back to one to one (at out_a + r);
        # ordered by edit and then by character, so that the later entry at a position wins.
        order = np.argsort(np.concatenate((edit * 2 + 0, np.arange(len(edits), dtype=np.int64) * 2 + 1)), kind="stable")
        jumps = np.concatenate((at, out_a + r))[order]
        shifts = np.concatenate((a[edit] - at, -after))[order]
        wide = (b - a != 1)[edit]
        return cls.build(int(n_in + after[-1]), jumps, shifts, at[wide], b[edit][wide])

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

    def _lists(self) -> Tuple["array[int]", "array[int]", Dict[int, int]]:
        # Single positions are read one at a time by the boundary rules, up to
        # hundreds of thousands of times per quotation search: bisect beats a
        # NumPy call per read by an order of magnitude (on compact arrays, see
        # :func:`position_array`).
        if self._scalar is None:
            self._scalar = (
                position_array(self.jump_at),
                position_array(self.shift),
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

    def positions_list(self, offsets: Iterable[int]) -> List[int]:
        """:meth:`positions_of` as a list, read by bisect on the map's lists: the few offsets
        a rule or a chunk's layout asks for cost a dozen NumPy calls there, each more than the
        reading itself (tests compare both)."""
        if not self.size:
            return [0 for _ in offsets]
        jumps, shifts, _ = self._scalar or self._lists()
        if self._first_list is None:
            self._first_list = position_array(self.jump_at + self.shift)
        firsts = self._first_list
        last = len(jumps) - 1
        out: List[int] = []
        for p in offsets:
            k = bisect.bisect_left(firsts, p) - 1
            if k < 0:
                out.append(0)
            else:
                out.append(min(jumps[k] + (p - firsts[k]), jumps[k + 1] if k < last else self.size))
        return out

    def dense(self) -> Tuple[np.ndarray, np.ndarray]:
        """Both full arrays (for tests and small texts)."""
        idx = np.arange(self.size, dtype=np.int64)
        return self.starts_at(idx), self.ends_at(idx)

    @property
    def nbytes(self) -> int:
        """Memory held by the map's arrays."""
        return int(self.jump_at.nbytes + self.shift.nbytes + self.wide_at.nbytes + self.wide_end.nbytes)


def position_array(values: Union[np.ndarray, Sequence[int]]) -> "array[int]":
    """Positions (or shifts) as an ``array`` that ``bisect`` reads as fast as a list: 4 bytes
    each where they fit in 32 bits (a source under two billion characters), else 8, where a
    list holds a pointer and an int object (40 bytes).

    >>> position_array([0, 5, 12]), position_array([1 << 40]).itemsize
    (array('i', [0, 5, 12]), 8)
    """
    v = np.ascontiguousarray(values, dtype=np.int64)
    if not v.size or (int(v.min()) >= -(1 << 31) and int(v.max()) < (1 << 31)):
        return array("i", v.astype(np.int32).tobytes())
    return array("q", v.tobytes())


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

    @overload
    def __getitem__(self, i: Union[int, np.integer]) -> int: ...

    @overload
    def __getitem__(self, i: Union[slice, np.ndarray]) -> np.ndarray: ...

    def __getitem__(self, i: Union[int, np.integer, slice, np.ndarray]) -> Union[int, np.ndarray]:
        if isinstance(i, (int, np.integer)):
            return self._map.end(int(i)) if self._ends else self._map.start(int(i))
        if isinstance(i, slice):
            i = np.arange(self._map.size, dtype=np.int64)[i]
        idx = np.asarray(i, dtype=np.int64)
        if idx.size and (idx.min() < -self._map.size or idx.max() >= self._map.size):
            raise IndexError(f"folded positions out of range for a text of {self._map.size} characters")
        idx = np.where(idx < 0, idx + self._map.size, idx)
        return self._map.ends_at(idx) if self._ends else self._map.starts_at(idx)

    def __iter__(self) -> Iterator[int]:
        return iter(self[:].tolist())

    def __array__(self, dtype: Any = None, copy: Optional[bool] = None) -> np.ndarray:
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

    def positions_list(self, offsets: Sequence[int]) -> List[int]:
        """:meth:`positions_of` as a list (few offsets read without NumPy, many with it)."""
        if len(offsets) > _FEW_OFFSETS:
            return self.positions_of(offsets).tolist()
        return self.offsets.positions_list(int(p) for p in offsets)

    def written(self, start: int, end: int) -> str:
        """The original text ``[start, end)`` as the characters it writes: character references and
        backslash escapes read (a folded character decoded from one stands for all of it, so the
        readers of the original that compare characters, such as an apostrophe or a grouping space
        between two folded characters, read it here).

        >>> F = fold_match("1&nbsp;200")
        >>> F.written(F.offsets.start(1), F.offsets.end(1))
        '\xa0'
        """
        text = self.original[start:end]
        return read_references(text) if may_hold_references(text) else text


# --------------------------------------------------------------------------
# Step 1: rewrites that look at more than one character (regex passes over the
# text). Each gives (start, end, replacement).


_QUOTES = charclasses.char_class(charclasses.QUOTE_MARKS)
_INVISIBLE = charclasses.char_class(charclasses.INVISIBLE)
# Paired "**" markers. A "**" glued to a digit outside the pair is not bold
# ("0.45**" is a significance star), unless it stands inside a number, glued to a
# letter or digit on its other side too: "2**5% in May**" is "2" and a bold "5% in
# May" (so "5%" is not a whole number there). Glued to a letter it may be bold
# (Arabic clitics, CJK text).
_BOLD = regex.compile(
    r"(?:(?<![\d*])|(?<=\d)(?=\*\*[\p{L}\p{N}]))\*\*(?![\s*])(?:[^*]|\*(?!\*)){1,4000}?"
    r"(?<![\s*])\*\*(?:(?![\d*])|(?<=[\p{L}\p{N}]\*\*)(?=\d))"
)
# White space in Chinese, Japanese, Thai... text (a line break, a stray space)
# carries no word boundary, and is dropped: between two letters of one such
# script, and between such a letter and a number (the space a writer may put
# around "12%" in "销售额增长了 12%"). Quote marks, bold stars and invisible
# characters next to the space are looked through. Never between two numerals:
# there a space separates two numbers ("一 二", "๑๒ ๓๔").
_UNSPACED_FAMILIES = charclasses.UNSPACED_FAMILIES
_UNSPACED_SKIP = f"{_QUOTES}*{_INVISIBLE}"
_NUMERAL = r"\P{Numeric_Type=None}"
# A number ends with a digit and up to this many symbols or brackets ("12%", "12%)");
# it starts with a digit (a sign before it stays apart: "-7%" is not glued to a word).
_NUMBER_MARKS = 4
_NUMBER_END = rf"\p{{Nd}}[^\s\p{{L}}\p{{N}}\p{{M}}]{{0,{_NUMBER_MARKS}}}"
_NUMBER_START = r"\p{Nd}"


#: White space that breaks no line (as ``regex`` reads white space: not the information
#: separators), and one line break that does not break a paragraph on its own.
_LINE_SPACE = charclasses.char_class(charclasses.SPACES - charclasses.LINE_BREAKS - frozenset("\x1c\x1d\x1e\x1f"))
_ONE_BREAK = rf"(?:\r\n|\r(?!\n)|[{charclasses.char_class(charclasses.LINE_BREAKS - set(chr(13) + chr(12) + chr(0x2029)))}])"


def _unspaced_break_pattern() -> str:
    skip = f"[{_UNSPACED_SKIP}]*"
    # White space with at most one line break: a blank line is a paragraph break, never closed up.
    ws = rf"(?:[{_LINE_SPACE}]+(?:{_ONE_BREAK}[{_LINE_SPACE}]*)?|{_ONE_BREAK}[{_LINE_SPACE}]*)"
    any_letter = "(?:(?!" + _NUMERAL + ")[" + "".join(_UNSPACED_FAMILIES) + "])"
    rules = []
    for fam in _UNSPACED_FAMILIES:
        letter = f"(?:(?!{_NUMERAL})[{fam}])"
        rules.append(rf"(?<={letter}{skip}){ws}(?={skip}[{fam}])")
        rules.append(rf"(?<=[{fam}]{skip}){ws}(?={skip}{letter})")
    rules.append(rf"(?<={any_letter}{skip}){ws}(?={skip}{_NUMBER_START})")
    rules.append(rf"(?<={_NUMBER_END}{skip}){ws}(?={skip}{any_letter})")
    return "|".join(rules)


_UNSPACED_BREAK = regex.compile(_unspaced_break_pattern())  # the definition; _unspaced_breaks() applies it
# Blocks of those scripts (a superset, for a first look). The astral planes are all
# included: ``regex`` may know newer letters there than this Python does.
_UNSPACED_RANGES = (
    (0x0E00, 0x0EFF), (0x1000, 0x109F), (0x1780, 0x17FF), (0x19E0, 0x19FF), (0x2E80, 0x9FFF),
    (0xA9E0, 0xA9FF), (0xAA60, 0xAA7F), (0xF900, 0xFAFF), (0xFF66, 0xFF9F), (0x10000, 0x10FFFF),
)
# A word broken at a line end: letter, hyphen, line break, letter.
_BREAK_HYPHENS = charclasses.char_class(charclasses.BREAK_HYPHENS)
_LETTER_BREAK = regex.compile(rf"(?<=\p{{L}})[{_BREAK_HYPHENS}][{_LINE_SPACE}]*{_ONE_BREAK}[{_LINE_SPACE}]*(?=\p{{L}})")
# A number range broken at a line end ("aged 18-" / "65 years"): the break goes.
_RANGE_HYPHENS = charclasses.char_class(charclasses.RANGE_HYPHENS)
_DIGIT_BREAK = regex.compile(rf"(?<=\d[{_RANGE_HYPHENS}])[{_LINE_SPACE}]*{_ONE_BREAK}\s*(?=\d)")
# A character written as a reference to it: an HTML character reference (a name of HTML5's list,
# a decimal or a hexadecimal number; "&amp;" written before it any number of times, as text escaped
# twice over has it) or a backslash escape of JSON, C and Python strings ("\\u2019", a UTF-16
# surrogate pair, "\\'", "\\n"). Chunks scraped from HTML or dumped from JSON keep them; both
# sides read the character (a lone surrogate escape stands for no character and stays). A named
# reference needs its semicolon: "&not" and "&copy" without one are ordinary text ("R&D", "&c.").
# The escapes of one character after the backslash ("\\n", "\\'") are read only on a line whose
# every backslash starts an escape, as in an escaped string (see _UNESCAPED_BACKSLASH): a line
# with a Windows path ("C:\\Program Files\\nodejs") is not one, and "\\n" there is two characters.
# JSON's "\\b" and "\\f" (backspace, form feed) are left out: no prose holds those controls, and a
# "\\b" in a text is a regular expression's word boundary.
REFERENCE_RE = re.compile(
    r"&(?:amp;)*(?:#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)"
    r"|\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}"
    r"|\\u(?![dD][89a-fA-F])[0-9a-fA-F]{4}"
    r"|\\[\"'\\/nrt]"
)
# An HTML tag, start or end: a name (letters and digits) and attributes whose values may be
# quoted ('"a > b"', "'it's'" are inside the tag, never text). Chunks scraped from web pages keep
# them; both sides read what a browser shows: a line break for "<br>" ("<br/>", "<BR />"), a
# paragraph break for the tags of the elements that stand as blocks (:data:`HTML_BLOCKS`), and
# nothing for the tags of emphasis and links (:data:`HTML_INLINE`): "not <b>really</b> safe" is
# "not really safe", and "not<b>x</b>safe" the one word "notxsafe" a browser shows (neither "x"
# nor "not safe" is in it). Every other tag (a superscript: "10<sup>5</sup>" is not "105")
# stays as written, so a quotation reading through it is not found.
TAG_RE = re.compile(
    r"<(/?)([A-Za-z][A-Za-z0-9]{0,15})"
    r"((?:\s+[^\s\"'<>/=]{1,64}(?:\s*=\s*(?:\"[^\"<]{0,2000}\"|'[^'<]{0,2000}'|[^\s\"'=<>`]{1,2000}))?){0,64})"
    r"\s*/?>"
)
#: Elements a browser shows as a block of their own (HTML's flow content that is not phrasing
#: content, and the parts of lists and tables): each of their tags breaks a paragraph.
HTML_BLOCKS = frozenset(
    "address article aside blockquote body caption center dd details dialog div dl dt fieldset figcaption figure "
    "footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html li main menu nav ol p pre section summary table "
    "tbody td tfoot th thead title tr ul".split()
)
#: Elements of phrasing content that show their text as it is, only styled or linked (not a
#: superscript, a subscript or struck-out text, which change what the text says): their tags
#: are read as nothing, as is "<wbr>" (a place a line may break).
HTML_INLINE = frozenset("a abbr b bdi bdo big cite code dfn em font i kbd mark q samp small span strong time tt u var".split())
_BREAK_BEFORE_TAG = re.compile(rf"{charclasses.LINE_BREAK_PATTERN}[{_LINE_SPACE}]*$")
_BREAK_AFTER_TAG = re.compile(rf"[{_LINE_SPACE}]*{charclasses.LINE_BREAK_PATTERN}")
# A backslash and what it escapes; group 1 is set where that is no escape of the grammar.
_BACKSLASH = re.compile(r"\\(?:u[0-9a-fA-F]{4}|[\"'\\/nrt]|(.|$))", re.DOTALL)
#: HTML5's named character references that end in a semicolon (the others are legacy forms).
_HTML5 = {name: value for name, value in html.entities.html5.items() if name.endswith(";")}
# A Thai or Lao vowel written in its two parts, the tone marks written between them or before
# (charclasses.SPLIT_VOWELS): one character after the marks.
_SPLIT_VOWEL = re.compile(
    "|".join(
        f"{re.escape(first)}([{charclasses.char_class(charclasses.SPLIT_VOWEL_TONES)}]*){re.escape(second)}"
        for first, second in sorted(charclasses.SPLIT_VOWELS)
    )
)
_SPLIT_VOWEL_FIRSTS = tuple(sorted({first for first, _ in charclasses.SPLIT_VOWELS}))
_JOIN_HYPHENS = charclasses.char_class(charclasses.JOIN_HYPHENS)
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
    unspaced_break: Sequence[int]  # white space before or after a letter of an unspaced script (maybe),
    # a quote mark, a star or an invisible character
    quotes: Sequence[int]  # every quote mark (what the match view deletes)
    dropped: Sequence[int]  # every invisible character (both views delete them)


# What may be a digit (or a letter) for ``regex``, which may know a newer Unicode
# than this Python: an ASCII digit (letter) or any non-ASCII character.
_MAYBE_DIGIT = r"[0-9\x80-\U0010ffff]"
_MAYBE_LETTER = r"[A-Za-z\x80-\U0010ffff]"
# What white space dropped in unspaced scripts may stand next to: such a letter (maybe), or a
# character looked through (quote mark, star, invisible).
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
        ("*", _STAR), (charclasses.BREAK_HYPHENS, _BREAK_HY), (charclasses.RANGE_HYPHENS, _RANGE_HY),
        (charclasses.QUOTE_MARKS, _QUOTE), (charclasses.JOIN_HYPHENS, _JOIN_HY), (charclasses.INVISIBLE | charclasses.ELONGATION, _DROPPED),
        (charclasses.SPACES, _SPACE_NEXT), ("*", _STAR_NEXT), ("0123456789", _DIGIT_NEXT),
        (string.ascii_letters, _LETTER_NEXT),
    ):
        t[[ord(c) for c in chars]] |= bit
    t[0x80:] |= _DIGIT_NEXT | _LETTER_NEXT
    for a, b in _UNSPACED_RANGES:
        t[a : b + 1] |= _UNSPACED_CH
    return t


_HINT_RULES = (  # (bit of the character, bit its next character must have)
    (_STAR, _STAR_NEXT), (_BREAK_HY, _SPACE_NEXT), (_RANGE_HY, _SPACE_NEXT),
    (_QUOTE, _DIGIT_NEXT), (_JOIN_HY, _LETTER_NEXT), (_UNSPACED_CH | _QUOTE | _STAR | _DROPPED, _SPACE_NEXT),
)
#: The last rule, read the other way too: white space right before such a character.
_UNSPACED_OWN_BITS = _HINT_RULES[-1][0]
_SKIP_BITS = _QUOTE | _STAR | _DROPPED


#: Most places a text up to BLOCK_CHARS long may have for its hints to be read one by one.
SPARSE_HINTS = 64
_HINT_RULES_ALL = _HINT_RULES + ((_QUOTE, _ANY_NEXT), (_DROPPED, _ANY_NEXT))


def _class_of_bits(bits: int, lo: int = 0, hi: int = 0x110000) -> str:
    """The inside of a ``[...]`` class of every character whose hint bits meet ``bits``, as merged
    ranges: ``re`` tries the ranges of a class one by one, so fewer ranges scan faster.
    ``lo``/``hi``: only the code points from ``lo`` up to ``hi``."""
    mask = (_hint_table() & bits) != 0
    mask[0xD800:0xE000] = False
    mask[:lo] = False
    mask[hi:] = False
    edges = np.flatnonzero(np.diff(np.concatenate(([0], mask.astype(np.int8), [0])))).reshape(-1, 2)
    return "".join(
        re.escape(chr(lo)) if hi - lo == 1 else f"{re.escape(chr(lo))}-{re.escape(chr(hi - 1))}" for lo, hi in edges.tolist()
    )


# The hints of short texts, by ``re`` (one pattern per rule, in the order of _Hints; the last
# one defines what _unspaced_space_places finds faster).
_HINT_RES = (
    re.compile(r"\*(?=\*)"),
    re.compile(rf"[{_BREAK_HYPHENS}](?=\s)"),
    re.compile(rf"[{_RANGE_HYPHENS}](?=\s)"),
    re.compile(f"[{_QUOTES}](?={_MAYBE_DIGIT})"),
    re.compile(rf"[{_JOIN_HYPHENS}](?={_MAYBE_LETTER})"),
    re.compile(
        f"(?<=[{_class_of_bits(_UNSPACED_OWN_BITS)}])\\s"
        f"|\\s(?=[{_class_of_bits(_UNSPACED_CH)}]|[{_class_of_bits(_SKIP_BITS)}][{_class_of_bits(_UNSPACED_OWN_BITS)}])"
    ),
)
_QUOTE_RE = re.compile(f"[{_class_of_bits(_QUOTE)}]")
_UNSPACED_CH_RE = re.compile(f"[{_class_of_bits(_UNSPACED_CH)}]")
#: Every character some hyphen hint starts at (the breaking, range and joining hyphens).
_HYPHEN_HINT_RE = re.compile(f"[{_class_of_bits(_BREAK_HY | _RANGE_HY | _JOIN_HY)}]")
#: For each pattern of _HINT_RES, what the text must hold for it to match at all (None: always
#: scanned): its pattern starts with that character.
_HINT_NEEDS = (
    lambda text, quotes, hyphens: "**" in text,
    lambda text, quotes, hyphens: hyphens,
    lambda text, quotes, hyphens: hyphens,
    lambda text, quotes, hyphens: bool(quotes),
    lambda text, quotes, hyphens: hyphens,
    None,
)
_DROPPED_RE = re.compile(f"[{_class_of_bits(_DROPPED)}]")
# The same class in two halves: ``re`` looks a character of the Basic Multilingual Plane up in
# one table, but tries every range beyond it one by one at each character (a few times slower).
_DROPPED_BMP_RE = re.compile(f"[{_class_of_bits(_DROPPED, 0, 0x10000)}]")
_DROPPED_ASTRAL_RE = re.compile(f"[{_class_of_bits(_DROPPED, 0x10000)}]")
# What ``re``'s \s matches (str.isspace), as a class: ``re`` tests \s by a Unicode property
# call at each character, a class by one table look-up (several times faster on Thai text).
# Characters some hint starts at other than the letters of unspaced scripts (quote marks, stars,
# hyphens, invisible characters), in the two halves of _DROPPED_RE.
_OTHER_SPECIAL_BMP_RE = re.compile(f"[{_class_of_bits(_SPECIAL & ~_UNSPACED_CH, 0, 0x10000)}]")
_OTHER_SPECIAL_ASTRAL_RE = re.compile(f"[{_class_of_bits(_SPECIAL & ~_UNSPACED_CH, 0x10000)}]")
_SPACE_RE = re.compile("[" + charclasses.char_class(c for c in map(chr, range(0x10000)) if c.isspace()) + "]")
_UNSPACED_SPACE_RE = re.compile(
    f"{_SPACE_RE.pattern}(?:(?<=[{_class_of_bits(_UNSPACED_OWN_BITS)}].)"
    f"|(?=[{_class_of_bits(_UNSPACED_CH)}]|[{_class_of_bits(_SKIP_BITS)}][{_class_of_bits(_UNSPACED_OWN_BITS)}]))",
    re.DOTALL,
)


def _has_astral(text: str) -> bool:
    """``text`` holds a character beyond the Basic Multilingual Plane (UTF-16 needs two units for it)."""
    return len(text.encode("utf-16-le", "surrogatepass")) > 2 * len(text)


def _dropped_places(text: str) -> List[int]:
    """``[m.start() for m in _DROPPED_RE.finditer(text)]``, scanning beyond the Basic Multilingual
    Plane only when ``text`` holds such characters (tests compare both)."""
    found = [m.start() for m in _DROPPED_BMP_RE.finditer(text)]
    if _has_astral(text):
        found = sorted(found + [m.start() for m in _DROPPED_ASTRAL_RE.finditer(text)])
    return found


def _unspaced_space_places(text: str) -> List[int]:
    """``[m.start() for m in _HINT_RES[-1].finditer(text)]`` (the pattern is the definition): the
    white space after a character of _UNSPACED_OWN_BITS, or before an unspaced-script letter or
    before a character looked through followed by one of them. The same pattern opening with
    the white space itself, so that ``re`` skips to each white space character and tries the
    look-arounds there only, where the definition tries a look-behind at every character
    (several times slower; tests compare both)."""
    return [m.start() for m in _UNSPACED_SPACE_RE.finditer(text)]
# Any character some hint starts at (for unspaced scripts: the letter next to the space).
_ANY_HINT_RE = re.compile(f"[{_class_of_bits(_SPECIAL)}]")


def _hints(text: str) -> _Hints:
    """The hints of ``text``. Up to a block of text with few places some hint may start at,
    the places are found (str.find for ASCII, ``re`` otherwise) and read one by one; short
    texts that are not ASCII are scanned by ``re``; the rest by NumPy, in blocks."""
    if len(text) <= BLOCK_CHARS:
        if text.isascii():
            places = _ascii_places(text)
        else:
            first = _ANY_HINT_RE.search(text)
            if first is None:
                return _NO_HINTS
            if len(text) < SMALL_HINTS or (len(text) < SMALL_TEXT and _hint_table().item(ord(first.group())) & _UNSPACED_CH):
                # Short, or a passage of an unspaced script (a place at every letter: reading them
                # one by one stops at SPARSE_HINTS, and NumPy costs more than ``re`` below SMALL_TEXT).
                return _hints_re(text)
            places = _places(text, first.start())
            if places is None and len(text) < SMALL_TEXT and _UNSPACED_CH_RE.search(text, first.start()):
                return _hints_re(text)  # unspaced letters after a spaced passage
        if places is not None:
            return _hints_at(text, places) if places else _NO_HINTS
    return _hints_blocks(text)


def _hints_re(text: str) -> _Hints:
    """The hints of ``text``, one ``re`` scan per hint.

    A hint whose first character (a star, a hyphen, a quote mark) is not in the text has no
    place: its scan is skipped (each scan costs about a microsecond, and a quotation in an
    unspaced script always needs the last one).
    """
    if not _ANY_HINT_RE.search(text):
        return _NO_HINTS
    if not _OTHER_SPECIAL_BMP_RE.search(text) and not (_has_astral(text) and _OTHER_SPECIAL_ASTRAL_RE.search(text)):
        # Letters of unspaced scripts are the only places (the usual Chinese, Japanese or Thai
        # quotation): only the white space next to them can be a hint.
        return _NO_HINTS._replace(unspaced_break=_unspaced_space_places(text))
    quotes = [m.start() for m in _QUOTE_RE.finditer(text)]
    hyphens = _HYPHEN_HINT_RE.search(text) is not None
    found = [
        [m.start() for m in pattern.finditer(text)] if need(text, quotes, hyphens) else []
        for pattern, need in zip(_HINT_RES[:-1], _HINT_NEEDS[:-1])
    ]
    found.append(_unspaced_space_places(text))
    return _Hints._make([*found, quotes, _dropped_places(text) if not text.isascii() else []])


def _places(text: str, start: int = 0) -> Optional[List[int]]:
    """Where some hint may start in ``text`` (none before ``start``), or None when there are over SPARSE_HINTS."""
    places: List[int] = []
    for m in _ANY_HINT_RE.finditer(text, start):
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
    # The space, not the letter next to it: after it, and (read the other way) before it.
    before = [at - 1 for at in places if at and _space_before(item(ord(text[at - 1])), item(ord(text[at])),
                                                         item(ord(text[at + 1])) if at < last else 0)]
    found[unspaced] = _spaces_around(found[unspaced], before)
    return _Hints(*found)


def _space_before(prev: int, own: int, nxt: int) -> bool:
    """Hint bits of three characters: a space, then an unspaced-script letter (maybe), or a character
    looked through followed by such a letter or another one looked through."""
    return bool(prev & _SPACE_NEXT and (own & _UNSPACED_CH or (own & _SKIP_BITS and nxt & _UNSPACED_OWN_BITS)))


def _spaces_around(after_of: List[int], before: List[int]) -> List[int]:
    """The spaces after the characters ``after_of`` and the spaces ``before``, sorted, each once."""
    if not before:
        return [at + 1 for at in after_of]
    return sorted_union(np.asarray(after_of, dtype=np.int64) + 1, np.asarray(before, dtype=np.int64)).tolist()


def _hints_blocks(text: str) -> _Hints:
    """The hints of ``text`` from one NumPy pass over the hint table, in blocks."""
    table = _hint_table()
    found: List[List[int]] = [[] for _ in _HINT_RULES_ALL]
    rules = _HINT_RULES_ALL
    before: List[int] = []
    for lo in range(0, len(text), BLOCK_CHARS):
        hi = min(lo + BLOCK_CHARS, len(text))
        first = max(lo - 1, 0)  # one character more on each side: the previous of the first, the next of the last
        bits = table[codepoints(text[first : hi + 1])]
        special = np.flatnonzero(bits[lo - first : hi - first] & _SPECIAL)
        if not special.size:
            continue
        own = bits[special + (lo - first)]
        nxt = bits[np.minimum(special + (lo - first) + 1, bits.size - 1)]
        if hi == len(text) and special[-1] == hi - lo - 1:
            nxt[-1] = 0  # the last character of the text has nothing after it
        prv = bits[special + (lo - first) - 1]
        if lo == 0 and special[0] == 0:
            prv[0] = 0  # the first character of the text has nothing before it
        after_space = (prv & _SPACE_NEXT) != 0
        looked = ((own & _UNSPACED_CH) != 0) | (((own & _SKIP_BITS) != 0) & ((nxt & _UNSPACED_OWN_BITS) != 0))
        before += (special[after_space & looked] + lo - 1).tolist()
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
    found[last] = _spaces_around(found[last], before)  # the space, not the letter next to it
    return _Hints(*found)


# The hints of the last texts folded, most recent first: a source is folded for both views,
# and the hints do not depend on the view; between the two, the quotations checked against
# it are folded too. (One tuple, replaced whole, so concurrent callers read either the old
# or the new entries.)
_recent_hints: List[Tuple[Tuple[str, _Hints], ...]] = [()]
#: Characters of text from which a first look for the characters of a class (a dash, a
#: character spelled out) reads every code point through a table by NumPy rather than searching
#: with the class: about where both cost the same (the search tries the class's ranges one by
#: one at each character; a chunk of 2,000 characters is read several times faster by NumPy).
_TABLE_LOOK_CHARS = 256
#: Texts whose hints are kept.
_RECENT_HINTS = 8


def _hints_of(text: str) -> _Hints:
    recent = _recent_hints[0]
    for seen, hints in recent:
        if seen is text:
            return hints
    hints = _hints(text)
    _recent_hints[0] = ((text, hints),) + recent[: _RECENT_HINTS - 1]
    return hints


def _join_hyphen_hints(text: str) -> Sequence[int]:
    """``_hints(text).join_hyphen`` alone: the hints of a source kept by :func:`_hints_of` are
    gone by the time its edit view is made (its quotations were folded between), and this one
    rule's ``re`` scan costs a fraction of reading every hint again (tests compare both)."""
    if len(text) > BLOCK_CHARS:
        return _hints_of(text).join_hyphen  # a long text: one NumPy pass over all hints
    return [m.start() for m in _HINT_RES[4].finditer(text)]


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
    if not hints.bold:
        return out
    for a, b, _ in _confirmed(_BOLD, text, hints.bold):
        out.append((a, a + 2, ""))
        out.append((b - 2, b, ""))
    return out


def _break_edits(text: str, hints: _Hints) -> List[Edit]:
    out = _confirmed(_LETTER_BREAK, text, hints.letter_break) if hints.letter_break else []
    if hints.digit_break:
        out += _confirmed(_DIGIT_BREAK, text, (h + 1 for h in hints.digit_break))
    if hints.unspaced_break:
        out += _unspaced_breaks(text, hints.unspaced_break)
    return out


# The spacing between a figure and its sign ("5 %" and "5%", "€ 5" and "€5", "p < 0.05" and
# "p<0.05") is typography (SPEC: a symbol belongs to its number glued or after one space; French
# and German put a space before "%", English does not): the white space of a line between them is
# dropped, so both spellings fold alike, and the rules on figures then read the sign glued.
_FIGURE_SIGNS = charclasses.SPACED_FIGURE_SIGNS
#: The math signs among them: spacing on both sides of one that touches a figure is typography
#: ("p < 0.05"); a currency or percent sign is only closed up to its figure ("5 € per", "$ 5").
_MATH_FIGURE_SIGNS = _FIGURE_SIGNS - charclasses.CURRENCY_SIGNS - charclasses.PERCENT_SIGNS
# Split at the BMP: ``re`` looks a BMP character up in a bitmap, but tries astral ranges one by one.
_FIGURE_SIGN_BMP_RE = re.compile(f"[{charclasses.char_class(c for c in _FIGURE_SIGNS if ord(c) < 0x10000)}]")
_FIGURE_SIGN_ASTRAL_RE = re.compile(f"[{charclasses.char_class(c for c in _FIGURE_SIGNS if ord(c) >= 0x10000)}]")
_DIGIT_RE = re.compile(r"\d")
_ASCII_FIGURE_SIGNS = "".join(sorted(c for c in _FIGURE_SIGNS if c.isascii()))
_LINE_SPACES = charclasses.SPACES - charclasses.LINE_BREAKS
#: Before a figure's first digit: a sign, then a decimal mark ("< -5", "< .05").
_FIGURE_LEAD = charclasses.NUMBER_SIGNS
_DECIMAL_LEAD = frozenset(".,\u00b7\u066b")


@lru_cache(maxsize=1)
def _figure_sign_table() -> np.ndarray:
    t = np.zeros(0x110000, dtype=bool)
    t[[ord(c) for c in _FIGURE_SIGNS]] = True
    return t


def _figure_sign_places(text: str) -> List[int]:
    """Where ``text`` holds a sign of :data:`_FIGURE_SIGNS` (str.find for ASCII, ``re`` on short
    texts, a NumPy look-up per character on long ones)."""
    if text.isascii():
        out: List[int] = []
        for ch in _ASCII_FIGURE_SIGNS:
            at = text.find(ch)
            while at >= 0:
                out.append(at)
                at = text.find(ch, at + 1)
        return sorted(out)
    found: List[int] = []
    if len(text) < SMALL_TEXT:
        found = [m.start() for m in _FIGURE_SIGN_BMP_RE.finditer(text)]
        if _has_astral(text):
            found = sorted(found + [m.start() for m in _FIGURE_SIGN_ASTRAL_RE.finditer(text)])
        return found
    table = _figure_sign_table()
    for lo in range(0, len(text), BLOCK_CHARS):
        found += (np.flatnonzero(table[codepoints(text[lo : lo + BLOCK_CHARS])]) + lo).tolist()
    return found


def _digit(ch: str) -> bool:
    return charclasses.category(ch) == "Nd"


def _figure_at(text: str, k: int) -> bool:
    """A figure starts at ``text[k]``: a digit, after a sign and a decimal mark if any."""
    n = len(text)
    if k < n and text[k] in _FIGURE_LEAD:
        k += 1
    if k < n and text[k] in _DECIMAL_LEAD:
        k += 1
    return k < n and _digit(text[k])


def _figure_sign_spaces(text: str) -> List[Edit]:
    """The white space of a line between a figure and its sign, to be dropped (see above).

    A percent or currency sign is closed up to the digit before it ("5 %", "5 €"), or, when no
    figure stands before it, to the figure after it ("$ 5", Turkish "% 40"). A math sign touching a
    figure on either side is closed up on both sides, to a letter, digit or closing bracket on the
    left ("p < 0.05", "5 = 5"; a plus sign only to a digit: "rose +5" keeps its space). A sign glued
    to one figure stays apart from another across a space ("12 +3", "7% 12": two numbers). A sign
    that opens a line stays apart from what follows (a list
    bullet, "+ 5 items").
    """
    if len(text) < SMALL_TEXT and not _DIGIT_RE.search(text):
        return []  # no figure (most quotations): nothing to look for
    places = _figure_sign_places(text)
    if not places:
        return []
    n = len(text)
    out: List[Edit] = []
    for p in places:
        after = text[p + 1 : p + 2]
        if (not p or text[p - 1] not in _LINE_SPACES) and after not in _LINE_SPACES and not (after and charclasses.category(after)[0] == "M"):
            continue  # glued on both sides ("5%", "p<0.05", "a=b"): no space to drop
        e = p + 1
        while e < n and charclasses.category(text[e])[0] == "M":
            e += 1  # a sign with a combining mark on it ("<\u0338")
        a = p
        while a > 0 and text[a - 1] in _LINE_SPACES:
            a -= 1
        b = e
        while b < n and text[b] in _LINE_SPACES:
            b += 1
        left = text[a - 1] if a > 0 else ""
        left_figure = bool(left) and _digit(left)
        right_figure = _figure_at(text, b)
        if not (left_figure or right_figure):
            continue
        math = text[p] in _MATH_FIGURE_SIGNS
        # A word (its last letter may carry a mark: "के", "व्याधिः") or a closing bracket before a
        # relation sign ("p < 0.05"); a plus sign after a word is the figure's sign, apart from the word.
        relation = math and text[p] not in charclasses.PLUS_SIGNS
        # A sign glued to one figure and spaced from another is the glued one's ("12 +3", "7% 12"):
        # the space between it and the other figure parts two numbers and stays.
        glued_right, glued_left = b == e and right_figure, a == p and left_figure
        word_before = relation and (charclasses.category(left)[0] in "LNM" or charclasses.category(left) == "Pe") if left else False
        if a < p and left and ((left_figure and not glued_right) or word_before):
            out.append((a, p, ""))
        opens_line = not left or left in charclasses.LINE_BREAKS
        if b > e and b < n and not opens_line and text[b] not in charclasses.SPACES and not glued_left:
            if right_figure and not left_figure or math:
                out.append((e, b, ""))
    return out


#: The marks French (and Breton, Swiss and Canadian usage...) sets off with a space before them,
#: a no-break, a narrow no-break or an ordinary one, where English writes none: the colon, the
#: semicolon, the question and exclamation marks, in every form that stands for one of them
#: (compatibility decomposition: full-width, small and vertical forms, "\u203c", "\u2049").
_SPACED_CLAUSE_MARKS = charclasses.char_class(
    c
    for c in charclasses.every_character("bmp")
    if charclasses.category(c).startswith("P") and unicodedata.normalize("NFKC", c) and set(unicodedata.normalize("NFKC", c)) <= set(":;!?")
)
# White space of a line between the end of a word (a letter, its mark, a closing bracket or quote
# mark, an emphasis marker) and such a mark is typography ("dit : oui", "dit\u202f: oui" and "dit: oui"; "« oui » !",
# whose quote marks go with it, as folding drops them anyway); after a figure it stays ("5 : 3"
# may be a score, a ratio, a time).
_CLAUSE_MARK_SPACE = regex.compile(
    rf"(?<=[\p{{L}}\p{{M}}\p{{Pe}}\p{{Pf}}\p{{Pc}}*{_QUOTES}])[{_QUOTES}{_LINE_SPACE}]*[{_LINE_SPACE}][{_QUOTES}{_LINE_SPACE}]*(?=[{_SPACED_CLAUSE_MARKS}])"
)
_CLAUSE_MARK_HINT = re.compile(rf"[\s{_QUOTES}][{_SPACED_CLAUSE_MARKS}]")
_SPACED_CLAUSE_MARK_RE = re.compile(f"[{_SPACED_CLAUSE_MARKS}]")
#: What a match of :data:`_CLAUSE_MARK_SPACE` is made of: quote marks and white space of a line.
_QUOTE_OR_LINE_SPACE = charclasses.QUOTE_MARKS | (charclasses.SPACES - charclasses.LINE_BREAKS - frozenset("\x1c\x1d\x1e\x1f"))


def _matches_from(pattern: "regex.Pattern[str]", text: str, starts: Iterable[int]) -> List["regex.Match[str]"]:
    """``list(pattern.finditer(text))`` for a pattern that matches nothing empty and starts no
    match outside ``starts`` (ascending): tried at those positions only, in order, each past the
    match before, as ``finditer`` would find them. A pattern opening with a lookbehind is tried
    by ``finditer`` at every position of the text, at a few hundred nanoseconds each where it
    fails: for a pattern that rarely matches, most of folding a chunk of a few kilobytes."""
    found: List["regex.Match[str]"] = []
    end = 0
    for at in starts:
        if at < end:
            continue
        m = pattern.match(text, at)
        if m is not None:
            found.append(m)
            end = m.end()
    return found


def _clause_mark_space_starts(text: str) -> Iterator[int]:
    """Where a match of :data:`_CLAUSE_MARK_SPACE` may start: in the run of quote marks and
    white space of a line right before a mark it names (a match is such a run's end), in order."""
    for m in _SPACED_CLAUSE_MARK_RE.finditer(text):
        a = e = m.start()
        while a > 0 and text[a - 1] in _QUOTE_OR_LINE_SPACE:
            a -= 1
        yield from range(a, e)


def _clause_mark_spaces(text: str) -> List[Edit]:
    """The white space before a colon, semicolon, question or exclamation mark, to be dropped."""
    if not _has_spaced_clause_mark(text):
        return []
    return [(m.start(), m.end(), "") for m in _matches_from(_CLAUSE_MARK_SPACE, text, _clause_mark_space_starts(text))]


def _has_spaced_clause_mark(text: str) -> bool:
    """Whether :data:`_CLAUSE_MARK_HINT` occurs in ``text``, read from each clause mark back
    (``re`` tries the pattern's first class, white space and every quote mark, at each
    character: several times what finding the few marks of a chunk costs; tests compare both)."""
    for m in _SPACED_CLAUSE_MARK_RE.finditer(text):
        at = m.start()
        if at and (text[at - 1].isspace() or text[at - 1] in charclasses.QUOTE_MARKS):
            return True
    return False


_ANGLE_QUOTES = charclasses.SPACED_QUOTE_MARKS
_ANGLE_QUOTE_RE = re.compile(f"[{charclasses.char_class(_ANGLE_QUOTES)}]")


_DASH_CHARS = charclasses.DASHES | frozenset("-")
_DASH = charclasses.char_class(_DASH_CHARS)
#: Two or three dashes in a row, written for one ("--" for an em dash, Chinese "——"): between two
#: words (or figures), after a word before a space, or between spaces; not a space and then a word
#: ("--help" is an option's name).
_DASH_RUN = regex.compile(
    rf"(?<=[\p{{L}}\p{{M}}\p{{N}}])[{_DASH}]([{_DASH}]{{1,2}})(?=[\p{{L}}\p{{N}}\s])"
    rf"|(?<=\s)[{_DASH}]([{_DASH}]{{1,2}})(?=\s)"
)
_DASH_PAIR = regex.compile(rf"[{_DASH}]{{2}}")
#: The pairs of :data:`_DASH_PAIR` in ASCII (str.find: a character class is read slower).
_ASCII_DASH_PAIRS = tuple(a + b for a in _DASH_CHARS if a.isascii() for b in _DASH_CHARS if b.isascii())
#: A dash followed by another: where a match of :data:`_DASH_RUN` starts.
_DASH_PAIR_START = regex.compile(rf"[{_DASH}](?=[{_DASH}])")


@lru_cache(maxsize=1)
def _dash_table() -> np.ndarray:
    """Code point -> whether it is one of :data:`_DASH_CHARS` (the class of :data:`_DASH_PAIR`)."""
    t = np.zeros(0x110000, dtype=bool)
    t[[ord(c) for c in _DASH_CHARS]] = True
    return t


def _has_dash_pair(text: str) -> bool:
    """Whether :data:`_DASH_PAIR` occurs in ``text``: by ``str.find`` in ASCII, by ``regex`` in a
    short text, else through :func:`_dash_table` (``regex`` tries the class's ranges at each
    character, ten times what the look-up costs on a chunk; tests compare both)."""
    if text.isascii():
        return any(pair in text for pair in _ASCII_DASH_PAIRS)
    if len(text) < _TABLE_LOOK_CHARS:
        return _DASH_PAIR.search(text) is not None
    table = _dash_table()
    # Block by block, each with the character after it: the code points of a whole source
    # (4 bytes a character) and the arrays made from them were the peak of folding it.
    for lo in range(0, max(1, len(text) - 1), BLOCK_CHARS):
        dashes = table[codepoints(text[lo : lo + BLOCK_CHARS + 1])]
        if bool((dashes[1:] & dashes[:-1]).any()):
            return True
    return False


def _dash_run_edits(text: str) -> List[Edit]:
    """The dashes after the first of a run of two or three written for one dash (:data:`_DASH_RUN`),
    to be dropped: "fell -- as expected" is "fell — as expected"."""
    if not _has_dash_pair(text):
        return []
    out: List[Edit] = []
    for m in _matches_from(_DASH_RUN, text, (d.start() for d in _DASH_PAIR_START.finditer(text))):
        k = 1 if m.group(1) is not None else 2
        out.append((m.start(k), m.end(k), ""))
    return out


_CLAUSE_DASH_CLASS = charclasses.char_class(charclasses.CLAUSE_DASHES)
#: A clause dash (:data:`charclasses.CLAUSE_DASHES`, or "--" written for one) between two words,
#: with a space on each side (" \u2013 ") or none ("\u2014"): English sets the em dash close and the
#: en dash spaced, and a model writes either for the other.
_SPACED_CLAUSE_DASH = regex.compile(
    rf"(?<=[\p{{L}}\p{{M}}\p{{Pe}}\p{{Pf}}])[^\S\n]+(?P<dash>[{_CLAUSE_DASH_CLASS}]|--)[^\S\n]+(?=[\p{{L}}\p{{Ps}}\p{{Pi}}])"
)
_GLUED_CLAUSE_DASH = regex.compile(rf"(?<=[\p{{L}}\p{{M}}])(?P<dash>[{_CLAUSE_DASH_CLASS}]|--)(?=\p{{L}})")


def clause_dash_spellings(text: str) -> List[str]:
    """``text`` with the spacing of its clause dashes between words the other way round: every
    spaced one glued, every glued one spaced (each an alternative of its own when ``text`` has
    both). The dash stays the dash it is; a hyphen-minus, which joins a compound or writes a
    sign, is none.

    >>> clause_dash_spellings("The drug \u2013 as expected \u2013 reduced it")
    ['The drug\u2013as expected\u2013reduced it']
    >>> clause_dash_spellings("The drug\u2014as expected\u2014reduced it"), clause_dash_spellings("a well-known drug")
    (['The drug \u2014 as expected \u2014 reduced it'], [])
    """
    out: List[str] = []
    if _SPACED_CLAUSE_DASH.search(text):
        out.append(_SPACED_CLAUSE_DASH.sub(lambda m: m.group("dash"), text))
    if _GLUED_CLAUSE_DASH.search(text):
        out.append(_GLUED_CLAUSE_DASH.sub(lambda m: f" {m.group('dash')} ", text))
    return out


def _angle_quote_spaces(text: str) -> List[Edit]:
    """The white space inside angle quotes, to be dropped: French sets "« oui »" off with spaces
    inside, Italian and German write "«oui»". Folding drops the quote marks, so spaces on both
    sides of one collapse to one, and a mark glued to a word on one side and spaced on the other
    has its inner side at the word ("dit «oui» hier" stays apart). Only a mark spaced from the
    words before it and followed by punctuation that closes or ends ("« oui »)", "« oui ».",
    "« oui » ;") or one spaced from the words after it where the text or a bracket opens before
    it ("(« oui", "« oui" at the start) has the space inside, dropped; never where another quote
    mark or a full stop stands outside ("oui.» Puis", "safe»» today": there the space parts two
    words)."""
    if not _ANGLE_QUOTE_RE.search(text):
        return []
    out: List[Edit] = []
    n = len(text)
    for m in _ANGLE_QUOTE_RE.finditer(text):
        p = m.start()
        a = p
        while a > 0 and text[a - 1] in _LINE_SPACES:
            a -= 1
        b = p + 1
        while b < n and text[b] in _LINE_SPACES:
            b += 1
        if (a < p) == (b > p + 1):
            continue  # spaced on both sides, or on neither
        if a < p:  # spaced before, glued after: a closing mark if punctuation closes after it ("oui »)")
            after = text[p + 1 : p + 2]
            if not after or (charclasses.category(after)[0] == "P" and charclasses.category(after) not in ("Ps", "Pi")
                             and after not in charclasses.QUOTE_MARKS):
                out.append((a, p, ""))
        else:  # glued before, spaced after: an opening mark if the text or a bracket opens before it ("(« oui")
            before = text[p - 1 : p]
            if not before or (charclasses.category(before) in ("Ps", "Pi") and before not in _ANGLE_QUOTES):
                out.append((p + 1, b, ""))
    return out


# Markdown's emphasis with one star or underscore ("*reduced*", "_reduced_") and its links ("[the
# trial](https://...)"): the markers and the link's address are read as nothing, the words stay.
# A star glued to a letter or digit on its outer side is no emphasis ("5*2", "p<0.05*", "A* and
# B*": a product, a significance or footnote mark); one with space inside is none either ("5 * 2").
# An underscore marks emphasis only around letters ("snake_case_name", "__init__" stay).
_ITALIC_STAR = regex.compile(r"(?<![\p{L}\p{N}\p{M}*\\])\*(?=[^\s*])[^*\n]{1,1000}?(?<=[^\s*\\])\*(?![\p{L}\p{N}\p{M}*])")
_ITALIC_UNDERSCORE = regex.compile(r"(?<![\p{L}\p{N}\p{M}_\\])_(?=\p{L})[^_\n]{1,1000}?(?<=[\p{L}\p{M}])_(?![\p{L}\p{N}\p{M}_])")
#: A link: its text in brackets (neither empty nor brackets inside), then its address in
#: parentheses, which starts as a URL, a path or an anchor does.
_MARKDOWN_LINK = regex.compile(r"(?<!!)\[(?=[^\]\s])[^\[\]\n]{1,500}(?<=\S)\]\((?:[a-zA-Z][a-zA-Z0-9+.-]*:|www\.|/|#|\.)[^\s()]*\)")


#: A letter in square brackets at the start of a word, as a quotation writes the letter whose
#: case it changed ("[T]he drug", "[w]ir"): the brackets are typography, the letter is the text's.
_EDITORIAL_LETTER = regex.compile(r"(?<![\p{L}\p{N}\p{M}\[\]])\[\p{L}\](?=\p{L})")


def _markdown_edits(text: str) -> List[Edit]:
    """Markdown's one-star and underscore emphasis markers and its link brackets and addresses, and
    the brackets of an editorial letter ("[T]he"), to be dropped. (Strong emphasis written with
    underscores is not read: "__init__" is a name.)"""
    out: List[Edit] = []
    if "[" in text:
        out += [e for m in _EDITORIAL_LETTER.finditer(text) for e in ((m.start(), m.start() + 1, ""), (m.end() - 1, m.end(), ""))]
    if "](" in text:
        for m in _MARKDOWN_LINK.finditer(text):
            close = text.index("](", m.start())
            out += [(m.start(), m.start() + 1, ""), (close, m.end(), "")]
    for marker, pattern in (("*", _ITALIC_STAR), ("_", _ITALIC_UNDERSCORE)):
        if marker in text:
            for m in pattern.finditer(text):
                out += [(m.start(), m.start() + 1, ""), (m.end() - 1, m.end(), "")]
    return out


_SUPERSCRIPTS = charclasses.char_class(charclasses.SUPERSCRIPT_DIGITS)
#: A footnote or reference mark, which a quotation may leave out: a number of one to three digits
#: in square brackets (any digits, any width; Markdown writes a caret first: "[^3]"), or a list of them ("[3]", "[3, 4]", "[3\u20135]"),
#: glued to a word of three letters or more that is no unit symbol and follows no figure
#: ("reported[3]"), or to the punctuation after a word or figure ("in 2019.[4]"); superscript
#: digits ("\u00b9", "\u00b9,\u00b3") only after such punctuation ("reported.\u00b9", "costs,\u00b2"). A
#: superscript right after a word is as often an exponent or a mass number ("time\u00b2",
#: "sigma\u00b2", "carbon\u00b9\u2074") and a bracket after a figure, a sign or a space is as often
#: content ("5[00]", "$[5]", "was [7] out of 10", "dose of [100] mg"): those are not read as marks.
#: What may not follow a mark: a letter or digit of a word it would be part of ("a[3]b", "x\u00b9y");
#: a letter of a script written without spaces starts the next word ("\u30a4\u30ae\u30ea\u30b9[5]\u306e").
_NOT_AFTER_MARK = rf"(?![^{charclasses.UNSPACED_CLASS}\P{{L}}]|[\p{{N}}\p{{M}}(])"
_BRACKET_REFERENCE = regex.compile(
    rf"[\[\uff3b]\^?\p{{Nd}}{{1,3}}(?:[,\u2013-][^\S\n]?\p{{Nd}}{{1,3}})*[\]\uff3d]{_NOT_AFTER_MARK}", regex.V1
)
_SUPERSCRIPT_RUN = regex.compile(rf"[{_SUPERSCRIPTS}]+(?:[,\u2013\u207b-][{_SUPERSCRIPTS}]+)*{_NOT_AFTER_MARK}", regex.V1)
#: A word or figure and the one punctuation mark a footnote mark is written after.
_PUNCTUATION_BEFORE_MARK = regex.compile(r"[\p{L}\p{M}\p{N}%][.,;:\p{Pf}\u201d\u00bb]$")
#: The word a bracketed mark is glued to, and a figure before that word.
_WORD_BEFORE_MARK = regex.compile(r"(?P<figure>\p{N}[^\S\n]?)?(?P<word>\p{L}[\p{L}\p{M}]*)$")
_FOOTNOTE_HINT = re.compile(rf"[\[\uff3b]\^?\d|[{_SUPERSCRIPTS}]")
#: The two branches of :data:`_FOOTNOTE_HINT` apart: ``re`` tries the alternation at each
#: character, where a bracket is found by ``str.find`` and the superscripts' class alone is
#: scanned several times faster (:func:`_may_hold_footnote`).
_FOOTNOTE_BRACKET_HINT = re.compile(r"[\[\uff3b]\^?\d")
_FOOTNOTE_SUPERSCRIPT_HINT = re.compile(f"[{_SUPERSCRIPTS}]")
_FOOTNOTE_WORD_LETTERS = 3


@lru_cache(maxsize=1)
def _unit_symbol_keys() -> frozenset:
    from spacy_quoteverify.lang import lexicons  # lexicons reads folded keys: imported when first needed

    return frozenset(w.casefold() for w in lexicons.unit_symbols() if w.isalpha())


def _footnote_exponent(word: str) -> bool:
    """A bracket glued to ``word`` may be its index or exponent: a word of fewer than three
    letters ("a[3]", "x") or a unit symbol of the CLDR ("km", "cm", "kWh")."""
    letters = sum(1 for c in word if not charclasses.category(c).startswith("M"))
    return letters < _FOOTNOTE_WORD_LETTERS or unicodedata.normalize("NFKC", word).casefold() in _unit_symbol_keys()


def _after_punctuation(text: str, at: int) -> bool:
    return _PUNCTUATION_BEFORE_MARK.search(text, max(0, at - 2), at) is not None


def _after_word(text: str, at: int) -> bool:
    before = _WORD_BEFORE_MARK.search(text, max(0, at - 40), at)
    return before is not None and before.group("figure") is None and not _footnote_exponent(before.group("word"))


def footnote_marks(text: str, start: int = 0, end: Optional[int] = None) -> List[Tuple[int, int, str]]:
    """The footnote and reference marks of ``text[start:end]`` (the text before ``start`` is read
    as their context; none in Markdown code, :class:`_CodeSpans`): each as ``(start, end, digits)``,
    ``digits`` the numbers it cites, in ASCII digits. Both views drop them (a quotation may leave "[3]" or "\u00b9" out); a quotation
    that writes one must write the source's (:func:`~spacy_quoteverify.match.rules` compares them).

    >>> [m[2] for m in footnote_marks("as reported.\u00b9 Costs rose[3, 4] by km\u00b2, x[2] and x\u00b2")]
    ['1', '3,4']
    """
    end = len(text) if end is None else end
    if not _may_hold_footnote(text, start, end):
        return []
    code = _CodeSpans(text)
    out = [
        (m.start(), m.end(), m.group())
        for m in _BRACKET_REFERENCE.finditer(text, start, end)
        if (_after_punctuation(text, m.start()) or _after_word(text, m.start())) and not code.holds(m.start())
    ]
    out += [(m.start(), m.end(), m.group()) for m in _SUPERSCRIPT_RUN.finditer(text, start, end) if _after_punctuation(text, m.start())]
    out.sort()
    return [(a, b, _mark_digits(t)) for a, b, t in out]


class _CodeSpans:
    """Where a text writes code in Markdown: inside an inline code span (an odd number of
    backticks before a place on its line) or a fenced block (an odd number of fences before it).
    A bracket there is an index ("`argv[1]`", "buf[256]" in a fenced block), never a footnote."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._fences: Optional[List[int]] = None

    def holds(self, at: int) -> bool:
        text = self.text
        if "`" not in text:
            return False
        line = text.rfind("\n", 0, at) + 1
        if text.count("`", line, at) % 2 == 1:
            return True
        if self._fences is None:
            self._fences = [m.start() for m in _FENCE_RE.finditer(text)]
        return bisect.bisect_left(self._fences, at) % 2 == 1


_FENCE_RE = re.compile(r"^[ \t]*```", re.M)


def _may_hold_footnote(text: str, start: int, end: int) -> bool:
    """Whether :data:`_FOOTNOTE_HINT` occurs in ``text[start:end]``, a branch at a time (tests
    compare both)."""
    if _FOOTNOTE_SUPERSCRIPT_HINT.search(text, start, end):
        return True
    bracket = text.find("[", start, end) >= 0 or text.find("\uff3b", start, end) >= 0
    return bracket and _FOOTNOTE_BRACKET_HINT.search(text, start, end) is not None


def _mark_digits(mark: str) -> str:
    """The numbers a mark cites, in ASCII digits ("[\u0663, 4]" gives "3,4", "\u00b9\u207b\u00b3" "1-3")."""
    text = "".join(unicodedata.normalize("NFKC", mark).strip("[]").lstrip("^").split()).replace("\u2013", "-").replace("\u2212", "-")
    return "".join(str(unicodedata.decimal(c)) if c.isdecimal() else c for c in text)


def _footnote_edits(text: str) -> List[Edit]:
    """The footnote and reference marks (:func:`footnote_marks`), to be dropped."""
    return [(a, b, "") for a, b, _ in footnote_marks(text)]


# regex's \s: Python's white space without the four information separators U+001C-U+001F.
_REGEX_SPACES = frozenset(charclasses.SPACES - set("\x1c\x1d\x1e\x1f"))


#: Bit of :func:`_family_table` set on numerals (Han numerals, Thai digits...).
_NUMERAL_BIT = 0x80


@lru_cache(maxsize=1)
def _family_table() -> bytes:
    """Code point -> which family of :data:`_UNSPACED_BREAK` it belongs to (0: none),
    with :data:`_NUMERAL_BIT` set on numerals.

    Read from ``regex`` itself, over every code point of the hint ranges, so
    that it agrees with the pattern whatever Unicode version ``regex`` knows.
    """
    cps = np.concatenate([np.arange(a, b + 1, dtype=np.uint32) for a, b in _UNSPACED_RANGES])
    chars = cps.tobytes().decode("utf-32-le")
    table = np.zeros(0x110000, dtype=np.uint8)
    for k, fam in enumerate(_UNSPACED_FAMILIES, 1):
        for m in regex.finditer(f"[{fam}]+", chars):
            table[cps[m.start() : m.end()]] = k
    for m in regex.finditer(f"{_NUMERAL}+", chars):
        table[cps[m.start() : m.end()]] |= _NUMERAL_BIT
    table[table == _NUMERAL_BIT] = 0  # a numeral of no family
    return table.tobytes()


_UNSPACED_SKIP_CHARS = frozenset(charclasses.QUOTE_MARKS | {"*"} | charclasses.INVISIBLE)
_NUMBER_START_RE = regex.compile(_NUMBER_START)
_NUMBER_END_RE = regex.compile(f"(?<={_NUMBER_END})")


def _unspaced_breaks(text: str, places: Iterable[int]) -> List[Edit]:
    """What ``_UNSPACED_BREAK.finditer`` finds, tried at ``places`` only.

    ``places`` are spaces next to a letter of an unspaced script (or to a
    character looked through). The pattern costs a look-behind with a dozen
    alternatives per place; in Thai, where nearly every space is a place, the
    same test written out with a family table is several times faster.
    """
    family = _family_table()
    skip = _UNSPACED_SKIP_CHARS
    n = len(text)
    out: List[Edit] = []
    pos = 0
    for p in places:
        if p < pos or text[p] not in _REGEX_SPACES:
            continue
        while p > pos and text[p - 1] in _REGEX_SPACES:
            p -= 1  # the start of the run of white space
        q = p + 1
        while q < n and text[q] in _REGEX_SPACES:
            q += 1
        if charclasses.PARAGRAPH_BREAK_RE.search(text, p, q):
            pos = q
            continue  # a blank line is a paragraph break
        b = p - 1
        while b >= 0 and text[b] in skip:
            b -= 1
        a = q
        while a < n and text[a] in skip:
            a += 1
        before = family[ord(text[b])] if b >= 0 else 0
        after = family[ord(text[a])] if a < n else 0
        if not before | after:
            continue
        if (
            (before and (before ^ after) & ~_NUMERAL_BIT == 0 and not before & after & _NUMERAL_BIT)
            or (before and not before & _NUMERAL_BIT and _NUMBER_START_RE.match(text, a))
            or (after and not after & _NUMERAL_BIT and b >= 0 and _NUMBER_END_RE.match(text, b + 1))
        ):
            out.append((p, q, ""))
            pos = q
    return out


def _digit_quotes(text: str, hints: _Hints) -> List[int]:
    """Positions of quote marks standing between two digits."""
    if not hints.digit_quote:
        return []
    return [a for a, _, _ in _confirmed(_DIGIT_QUOTE, text, hints.digit_quote)]


_ESCAPED_CONTROLS = {"n": "\n", "r": "\r", "t": "\t"}


def read_reference(ref: str) -> Optional[str]:
    """What one match of :data:`REFERENCE_RE` stands for (None: a name HTML5 does not have)."""
    if ref[0] == "&":
        body = ref[1:]
        while body.startswith("amp;") and len(body) > 4:
            body = body[4:]  # escaped more than once
        if body[0] == "#":
            return html.unescape("&" + body)  # HTML's own reading (U+FFFD for what is no character)
        return _HTML5.get(body)
    if ref[1] == "u":
        units = [int(ref[k : k + 4], 16) for k in range(2, len(ref), 6)]
        return "".join(map(chr, units)) if len(units) == 1 else chr(0x10000 + ((units[0] - 0xD800) << 10) + units[1] - 0xDC00)
    return _ESCAPED_CONTROLS.get(ref[1], ref[1])


def may_hold_references(text: str) -> bool:
    """A first look for :data:`REFERENCE_RE` and :data:`TAG_RE`: a text with none of "&", a backslash
    and "<" holds none."""
    return "&" in text or "\\" in text or "<" in text


def tag_reading(name: str) -> Optional[str]:
    """What a tag of the element ``name`` stands for: a line break, a paragraph break (U+2029),
    nothing (``""``), or None (it stays as written)."""
    name = name.lower()
    if name == "br":
        return "\n"
    if name in HTML_BLOCKS:
        return "\u2029"
    if name == "wbr":
        return ""
    return "" if name in HTML_INLINE else None


def attributed_tags(text: str) -> frozenset[str]:
    """The tags of ``text`` that are read (:func:`tag_reading`: as nothing, a line or a paragraph
    break) and carry attributes. Reading "<span>" as nothing is sure only without them: an
    attribute may hide the element's text or change how it shows ("hidden", "style",
    "class" with a page's style sheet, "dir", "<font color>"), so the text a reader sees is
    not known from the tags alone.

    >>> sorted(attributed_tags('did <span hidden>not</span> <b>reduce</b> <a href="#">it</a>'))
    ['<a href="#">', '<span hidden>']
    """
    if "<" not in text:
        return frozenset()
    return frozenset(m.group() for m in TAG_RE.finditer(text) if m.group(3).strip() and tag_reading(m.group(2)) is not None)


def tag_edits(text: str) -> List[Edit]:
    """Each HTML tag of ``text`` that is read (see :data:`TAG_RE`), rewritten as what it stands for.

    >>> tag_edits("not <b>really</b> safe<br/>x<sup>2</sup>")
    [(4, 7, ''), (13, 17, ''), (22, 27, '\\n')]
    """
    if "<" not in text:
        return []
    out: List[Edit] = []
    for m in TAG_RE.finditer(text):
        read = tag_reading(m.group(2))
        if read is None:
            continue
        a, b = m.span()
        if read == "\n":
            # A line break written beside "<br>" is the same break (HTML's source wraps after it).
            before = _BREAK_BEFORE_TAG.search(text, max(out[-1][1] if out else 0, a - 64), a)
            a = before.start() if before is not None else a
            after = _BREAK_AFTER_TAG.match(text, b)
            b = after.end() if after is not None else b
        out.append((a, b, read))
    return out


def tags_blanked(text: str) -> str:
    """``text`` with each HTML tag (:data:`TAG_RE`, read or not) written as spaces of its length:
    the quote marks of its attributes are never quote marks of the text, and offsets stay.

    >>> tags_blanked('says <a href="x">"it"</a>.')
    'says             "it"    .'
    """
    if "<" not in text:
        return text
    return TAG_RE.sub(lambda m: " " * len(m.group()), text)


def _reference_edits(text: str) -> List[Edit]:
    """Each character reference, backslash escape and HTML tag (:func:`tag_edits`), rewritten as
    the character(s) it stands for."""
    if not may_hold_references(text):
        return []
    tags = tag_edits(text)
    if "&" not in text and "\\" not in text:
        return tags
    out: List[Edit] = []
    plain_lines: Optional[List[Tuple[int, int]]] = None  # lines holding a backslash that escapes nothing
    for m in REFERENCE_RE.finditer(text):
        ref = m.group()
        if ref[0] == "\\" and ref[1] != "u":
            if plain_lines is None:
                plain_lines = unescaped_lines(text)
            if plain_lines and any(a <= m.start() < b for a, b in plain_lines):
                continue
        read = read_reference(ref)
        if read is not None:
            out.append((m.start(), m.end(), read))
        elif ref.startswith("&amp;"):
            out.append((m.start(), m.start() + 5, "&"))  # "&amp;" before a name HTML5 does not have
    if tags:  # a reference inside a tag read is a part of it ('<a href="?a=1&amp;b=2">')
        spans = [(a, b) for a, b, _ in tags]
        out = sorted(tags + [e for e in out if not _inside_any(spans, e[0])])
    return out


def _inside_any(spans: List[Tuple[int, int]], pos: int) -> bool:
    """``pos`` lies in one of the sorted, disjoint ``spans``."""
    k = bisect.bisect_right(spans, (pos, 1 << 62)) - 1
    return k >= 0 and spans[k][0] <= pos < spans[k][1]


def unescaped_lines(text: str) -> List[Tuple[int, int]]:
    """Spans of the lines of ``text`` holding a backslash that starts no escape (a path, a regular
    expression): there a backslash and a letter are written as they stand."""
    out: List[Tuple[int, int]] = []
    for m in _BACKSLASH.finditer(text):
        if m.group(1) is not None:
            a = text.rfind("\n", 0, m.start()) + 1
            b = text.find("\n", m.start())
            span = (a, len(text) if b < 0 else b)
            if not out or out[-1] != span:
                out.append(span)
    return out


# A blank line written with escapes ("\\n\\n", "\\r\\n\\r\\n", spaces or "\\t" between): a JSON dump's
# paragraph break. The backslash before each is not itself escaped.
_ESCAPED_BLANK_LINE = re.compile(r"(?<!\\)(?:\\r)?\\n(?:[ \t]|\\t)*(?:\\r)?\\n")


def escaped_blank_lines(text: str) -> List[int]:
    """Offsets in ``text`` of the blank lines written with escapes that folding reads (on a line
    whose every backslash starts an escape): paragraph breaks as much as a blank line is.

    >>> escaped_blank_lines("Sales fell.\\\\n\\\\nCosts rose.")
    [11]
    """
    if "\\n" not in text:
        return []
    plain = unescaped_lines(text)
    return [m.start() for m in _ESCAPED_BLANK_LINE.finditer(text) if not any(a <= m.start() < b for a, b in plain)]


def tag_breaks_read(text: str) -> Optional[Tuple[str, OffsetMap]]:
    """``text`` with its references, escapes and tags read, and the map back to ``text``, when
    one of its tags breaks a line or a paragraph (None otherwise): the text whose blank lines
    the source has ("<br><br>", "</p><p>", "<br>&nbsp;<br>").
    """
    if "<" not in text:
        return None
    edits = _reference_edits(text)
    if not any(rep and "<" in text[a:b] for a, b, rep in edits):
        return None
    return _apply_edits(text, edits)


def read_references(text: str) -> str:
    """``text`` with its character references and backslash escapes read (as both views read them).

    >>> read_references("doesn&#39;t, n&apos;est, won\\u2019t")
    "doesn't, n'est, won’t"
    """
    edits = _reference_edits(text)
    return _apply_edits(text, edits)[0] if edits else text


_READ_TABLE = {
    **{ord(form): ideograph for form, ideograph in charclasses.IDEOGRAPH_FORMS.items()},
    **{ord(ch): None for ch in charclasses.ELONGATION},
}
_READ_FIRST_LOOK = re.compile(
    "[" + charclasses.char_class([*charclasses.IDEOGRAPH_FORMS, *charclasses.ELONGATION, *_SPLIT_VOWEL_FIRSTS]) + "]"
)


def as_read(text: str) -> str:
    """``text`` as the characters it stands for, for the readers of the original (the negation
    scan reads what an elision leaves out as written): character references and escapes read,
    radical forms as their ideographs, elongation dropped, split Thai and Lao vowels joined. Case,
    marks, quote marks and spaces stay as written.

    >>> as_read("doesn&#39;t \u2f46\u6cd5 \u0644\u0640\u0627")
    "doesn't \u65e0\u6cd5 \u0644\u0627"
    """
    if may_hold_references(text):
        text = read_references(text)
    if not text.isascii() and _READ_FIRST_LOOK.search(text):
        text = _SPLIT_VOWEL.sub(_split_vowel, text.translate(_READ_TABLE))
    return text


#: Blocks holding letters written in another style (small capitals) and marks that style a
#: letter rather than spell it (lines over and under it, enclosing circles and squares).
_STYLE_BLOCKS = ((0x0250, 0x02AF), (0x0300, 0x036F), (0x1AB0, 0x1AFF), (0x1D00, 0x1DBF), (0x20D0, 0x20FF), (0xA720, 0xA7FF), (0xFE20, 0xFE2F))
_SMALL_CAPITAL = "LATIN LETTER SMALL CAPITAL "
#: Spaces narrower than a word space, read as nothing between two letters ("n\u200aot").
_NARROW_SPACE_IN_WORD = regex.compile(r"(?<=\p{L})[\u2006\u2009\u200a\u202f](?=\p{L})")


@lru_cache(maxsize=1)
def _unstyle_table() -> Dict[int, Optional[str]]:
    """``str.translate`` table of :func:`as_unstyled`: a small capital as its letter, a styling
    mark (an enclosing mark, a combining line over or under a letter) as nothing, and a modifier
    prime or saltillo written for an apostrophe as one."""
    table: Dict[int, Optional[str]] = {0x02B9: "'", 0xA78C: "'", 0xA78B: "'"}
    for lo, hi in _STYLE_BLOCKS:
        for cp in range(lo, hi + 1):
            ch = chr(cp)
            name = unicodedata.name(ch, "")
            cat = charclasses.category(ch)
            if name.startswith(_SMALL_CAPITAL) and len(name) == len(_SMALL_CAPITAL) + 1:
                table[cp] = name[-1].lower()
            elif cat == "Me" or (cat == "Mn" and name.startswith("COMBINING") and ("LOW LINE" in name or "OVERLINE" in name)):
                table[cp] = None
    return table


def as_unstyled(text: str) -> str:
    """``text`` with its letters read whatever their style: compatibility forms as the letters
    they stand for (NFKC: "ⓝⓞⓣ", "ｎｏｔ"), small capitals ("ɴᴏᴛ") as letters, underlines and
    enclosing marks ("n̲o̲t̲") gone, a narrow space inside a word ("n\u200aot") gone. The
    negation scan reads left-out text this way too: a reader sees "not" there.

    >>> as_unstyled("\u0274\u1d0f\u1d1b n\u0332o\u0332t\u0332 \u24dd\u24de\u24e3 n\u200aot")
    'not not not not'
    """
    if text.isascii():
        return text
    text = _NARROW_SPACE_IN_WORD.sub("", text.translate(_unstyle_table()))
    # A compatibility form of one letter only: "№" (NFKC "No"), "㎎" and "℡" abbreviate words.
    return "".join(_one_letter_form(c) if not c.isascii() else c for c in text)


@lru_cache(maxsize=4096)
def _one_letter_form(c: str) -> str:
    """``c`` as the one character its compatibility decomposition is (circled "ⓝ" is "n"), else ``c``."""
    folded = unicodedata.normalize("NFKC", c)
    return folded if len(folded) == 1 else c


def _split_vowel_edits(text: str) -> List[Edit]:
    """Thai and Lao vowels written in two parts, written as the one character ("ํ้า" -> "้ำ")."""
    if text.isascii() or not any(first in text for first in _SPLIT_VOWEL_FIRSTS):
        return []
    return [(m.start(), m.end(), _split_vowel(m)) for m in _SPLIT_VOWEL.finditer(text)]


def _split_vowel(m: "re.Match[str]") -> str:
    """The marks of one match of :data:`_SPLIT_VOWEL`, then the vowel its two parts write."""
    whole = m.group()
    marks = next(g for g in m.groups() if g is not None)
    return marks + charclasses.SPLIT_VOWELS[(whole[0], whole[-1])]


def _expansion_edits(text: str) -> List[Edit]:
    """Characters whose case folding is longer than one character, spelled out ("\u00df" -> "ss")."""
    if not _spells_out(text):
        return []
    expansions = charclasses.EXPANSIONS
    if len(text) < SMALL_TEXT:
        return [(m.start(), m.end(), expansions[m.group()]) for m in charclasses.EXPANSION_RE.finditer(text)]
    # A German source has one in a few hundred characters: found by NumPy, not one match object each.
    table = _expansion_table()
    found: List[int] = []
    for lo in range(0, len(text), BLOCK_CHARS):
        found += (np.flatnonzero(table[codepoints(text[lo : lo + BLOCK_CHARS])]) + lo).tolist()
    return [(at, at + 1, expansions[text[at]]) for at in found]


def _spells_out(text: str) -> bool:
    """Whether ``text`` holds a character of :data:`charclasses.EXPANSIONS` (a long text is read
    through :func:`_expansion_table`, faster than searching it by the class)."""
    if text.isascii():
        return False
    if len(text) >= _TABLE_LOOK_CHARS:
        # Block by block, as :func:`_has_dash_pair` reads a long text.
        table = _expansion_table()
        return any(bool(table[codepoints(text[lo : lo + BLOCK_CHARS])].any()) for lo in range(0, len(text), BLOCK_CHARS))
    return charclasses.EXPANSION_RE.search(text) is not None


@lru_cache(maxsize=1)
def _expansion_table() -> np.ndarray:
    """Code point -> whether its case folding is longer than one character (a look-up per
    character; ``np.isin`` sorted every block)."""
    t = np.zeros(0x110000, dtype=bool)
    t[[ord(c) for c in charclasses.EXPANSIONS]] = True
    return t


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


def codepoints(text: str) -> np.ndarray:
    """The code points of ``text`` as an array (lone surrogates kept)."""
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)


def _from_codepoints(cps: np.ndarray) -> str:
    return cps.astype(np.uint32).tobytes().decode("utf-32-le", "surrogatepass")


#: The dotless small i and the dotted capital I: letters only the Turkic alphabets (Turkish,
#: Azerbaijani, Crimean Tatar, Gagauz, Tatar...) write. There the capital of "\u0131" is "I" and
#: that of "i" is "\u0130", so "I\u015eIK" is "\u0131\u015f\u0131k" written in capitals.
TURKIC_LETTERS = "\u0131\u0130"


def turkic_casing(text: str) -> bool:
    """Whether ``text`` is cased as Turkic alphabets case: it writes a dotless "\u0131" or a dotted
    "\u0130". Folding then reads its capital "I" as "\u0131" rather than "i" (and "\u0130" as "i",
    as always): "I\u015eIK" is "\u0131\u015f\u0131k", never "i\u015fik", and "\u0131" and "i" stay two
    letters ("s\u0131k" and "sik" are two words). A quotation is folded the way its source is
    (see :class:`~spacy_quoteverify.text.source.PreparedSource`), so the choice is the source's.

    >>> turkic_casing("Bu \u0131\u015f\u0131k"), turkic_casing("IBM")
    (True, False)
    """
    return not text.isascii() and ("\u0131" in text or "\u0130" in text)


def _turkic_capitals(text: str, turkic: Optional[bool]) -> str:
    """``text`` with its capital I written as the dotless small i where it is cased the Turkic
    way (``turkic``, or when None :func:`turkic_casing` of ``text``): one character for one."""
    if "I" in text and (turkic if turkic is not None else turkic_casing(text)):
        return _TURKIC_I.sub("\u0131", text)
    return text


#: A capital I that is no dotted capital spelled with its dot ("I\u0307" is "\u0130", read as "i").
_TURKIC_I = re.compile("I(?!\u0307)")


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
    table = charclasses.table(edit_view)
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
        cps = table[codepoints(_lower(text[lo:hi]))]
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
# Step 3: canonical equivalents. The folded text is put in Unicode normalization
# form C ("e" + U+0301 and "\u00e9"; Hangul jamo and syllables; Greek, Indic and
# Hebrew marks in their canonical order), and a dotted "i" (the case folding of
# the Turkish capital "\u0130", also written "I" + U+0307) is read as "i", as
# lower-casing reads "\u0130". Singletons (Greek oxia and tonos, CJK compatibility
# ideographs) are already folded by the character table.

# A run that normalizes on its own: a character that no normalization merges
# with what precedes it (canonical combining class 0, NFC quick check Yes) and the
# characters after it that are not. Unicode guarantees NFC of a text is the NFC of
# such runs put together.
_UNSTABLE = r"[\P{ccc=0}\p{NFC_QC=N}\p{NFC_QC=M}]"
_UNSTABLE_RUN = regex.compile(rf"(?:(?!{_UNSTABLE}).)?{_UNSTABLE}+", regex.DOTALL)


def _canonical(text: str) -> str:
    """``text`` in normalization form C, with "i" + U+0307 read as "i"."""
    out = unicodedata.normalize("NFC", text)
    if "i\u0307" in out:
        out = unicodedata.normalize("NFC", out.replace("i\u0307", "i"))
    return out


def _is_canonical(text: str) -> bool:
    return text.isascii() or (unicodedata.is_normalized("NFC", text) and "i\u0307" not in text)


#: The tone marks of Vietnamese (grave, acute, tilde, hook above, dot below).
_VI_TONES = "\u0300\u0301\u0303\u0309\u0323"
#: An open Vietnamese syllable of "oa", "oe" or "uy" (not "quy", where "u" is the consonant's)
#: with its tone mark on the first vowel, as the older style sets it ("hòa", "thủy"); folded
#: text is NFC and in small letters.
_VI_OLD_TONE_RE = regex.compile(
    "(?<!q)(?:"
    + "|".join(unicodedata.normalize("NFC", v + t) + f"[{w}]" for v, w in (("o", "ae"), ("u", "y")) for t in _VI_TONES)
    + ")(?![\\p{L}\\p{M}])"
)


def _vietnamese_tone_edits(text: str) -> List[Edit]:
    """Each open Vietnamese syllable of "oa", "oe" or "uy" with its tone mark on the first vowel,
    rewritten with it on the second, as the newer style sets it: "hòa" and "hoà", "khỏe" and
    "khoẻ", "thủy" and "thuỷ" are one word written in two styles (same length: the offsets stay).

    >>> _vietnamese_tone_edits("hòa bình, thủy, quý, mùa")
    [(1, 3, 'oà'), (12, 14, 'uỷ')]
    """
    if text.isascii():
        return []
    out: List[Edit] = []
    for m in _VI_OLD_TONE_RE.finditer(text):
        toned, second = m.group()
        base = unicodedata.normalize("NFD", toned)
        out.append((m.start(), m.end(), base[0] + unicodedata.normalize("NFC", second + base[1:])))
    return out


def _canonical_edits(text: str) -> List[Edit]:
    """Rewrites putting ``text`` in :func:`_canonical` form, one per run that changes."""
    if text.isascii():
        return []
    if len(text) >= SMALL_TEXT:
        return _canonical_edits_long(text)
    if _is_canonical(text):
        return []
    edits: List[Edit] = []
    for m in _UNSTABLE_RUN.finditer(text):
        run = m.group()
        new = _canonical(run)
        if new != run:
            edits.append((m.start(), m.end(), new))
    return edits


# Bits of the normalization table (see _nfc_tables).
_NFC_NO, _NFC_MAYBE, _NON_STARTER, _DECOMPOSES = 1, 2, 4, 8
_NFC_UNSTABLE = _NFC_NO | _NFC_MAYBE | _NON_STARTER


@lru_cache(maxsize=1)
def _nfc_tables() -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per code point: normalization bits and canonical combining class; and the sorted keys
    (``first << 21 | second``) of the pairs that canonical composition joins.

    Read from ``regex``'s properties (those of :data:`_UNSTABLE`) and from the normalizer itself.
    """
    chars = charclasses.chars_of(charclasses.PROPERTY_PLANES)
    flags = np.zeros(0x110000, dtype=np.uint8)
    ccc = np.zeros(0x110000, dtype=np.uint8)
    for pattern, bit in (
        (r"\p{NFC_QC=N}", _NFC_NO), (r"\p{NFC_QC=M}", _NFC_MAYBE), (r"\P{ccc=0}", _NON_STARTER),
        (r"\p{Decomposition_Type=Canonical}", _DECOMPOSES),
    ):
        for ch in "".join(regex.findall(f"{pattern}+", chars)):
            flags[ord(ch)] |= bit
            if bit == _NON_STARTER:
                ccc[ord(ch)] = max(unicodedata.combining(ch), 1)
    pairs: List[int] = []
    for cp in np.flatnonzero(flags & _DECOMPOSES).tolist():
        ch = chr(cp)
        nfd = unicodedata.normalize("NFD", ch)
        if len(nfd) < 2 or unicodedata.normalize("NFC", nfd) != ch:
            continue
        first = unicodedata.normalize("NFC", nfd[:-1])  # Hangul LVT: the LV syllable, then T
        if len(first) == 1:
            pairs.append(ord(first) << 21 | ord(nfd[-1]))
    return flags, ccc, np.array(sorted(pairs), dtype=np.int64)


def _among(sorted_values: np.ndarray, keys: np.ndarray) -> np.ndarray:
    """``np.isin(keys, sorted_values)`` by binary search (``np.isin`` hashes or sorts both sides
    on every call, a large share of folding a long source)."""
    if not sorted_values.size:
        return np.zeros(keys.shape, dtype=bool)
    at = np.minimum(np.searchsorted(sorted_values, keys), sorted_values.size - 1)
    return sorted_values[at] == keys


def _canonical_edits_long(text: str) -> List[Edit]:
    """:func:`_canonical_edits` for a long text: NumPy finds where normalization could change
    anything (a character it never keeps, marks out of canonical order, a mark or joinable
    character after a character that decomposes or after another mark, a pair that composes,
    a dotted "i"), and only the runs there are normalized. ``unicodedata.is_normalized`` would
    normalize the whole text wherever one character might compose (every Devanagari nukta)."""
    flags, ccc, pairs = _nfc_tables()
    n = len(text)
    places: List[int] = []
    for lo in range(0, n, BLOCK_CHARS):
        hi = min(lo + BLOCK_CHARS, n)
        first = max(lo - 1, 0)
        cps = codepoints(text[first:hi])
        at = np.flatnonzero(flags[cps] & _NFC_UNSTABLE)  # most texts: none, or few
        if lo:
            at = at[at > 0]  # the character before the block is only read as a previous one
        if not at.size:
            continue
        cur = cps[at].astype(np.int64)
        prev = np.where(at > 0, cps[np.maximum(at - 1, 0)], 0).astype(np.int64)
        f, fp, c, cp = flags[cur], flags[prev], ccc[cur], ccc[prev]
        maybe = (f & _NFC_MAYBE) != 0
        sus = (f & _NFC_NO) != 0
        sus |= (c > 0) & (cp > c)
        sus |= (fp & _DECOMPOSES) != 0
        sus |= maybe & (cp > 0)
        sus |= maybe & _among(pairs, (prev << 21) | cur)
        sus |= (prev == ord("i")) & (cur == 0x307)
        places += (at[sus] + first).tolist()
    edits: List[Edit] = []
    done = 0
    for k in places:
        if k < done:
            continue
        start = k
        while start > 0 and flags[ord(text[start - 1])] & _NFC_UNSTABLE:
            start -= 1
        if start > 0:
            start -= 1  # the character the run opens with
        end = k + 1
        while end < n and flags[ord(text[end])] & _NFC_UNSTABLE:
            end += 1
        done = end
        run = text[start:end]
        new = _canonical(run)
        if new != run:
            edits.append((start, end, new))
    return edits


# --------------------------------------------------------------------------


def _fold(text: str, edit_view: bool, turkic: Optional[bool] = None) -> Folded:
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text))
    staged = _turkic_capitals(text, turkic)  # one for one: the offsets stay
    back: Optional[OffsetMap] = None  # from `staged` to `text`
    # Rewrites that change length; character references and escapes first, so that an escaped
    # line break counts as one below and an escaped letter is folded as the letter.
    for finder in (_reference_edits, _expansion_edits, _split_vowel_edits):
        found = finder(staged)
        if found:
            staged, step = _apply_edits(staged, found)
            back = step if back is None else step.then(back)
    # A rewritten copy is never passed in again, and the cache would keep it (as long as the
    # source) alive: only the caller's own text has its hints kept.
    hints = _hints_of(staged) if staged is text else _hints(staged)
    deletions = _bold_edits(staged, hints) + _break_edits(staged, hints) + _figure_sign_spaces(staged)
    deletions += _clause_mark_spaces(staged) + _angle_quote_spaces(staged) + _markdown_edits(staged) + _dash_run_edits(staged)
    deletions += _footnote_edits(staged)
    if edit_view:
        deletions += _confirmed(_LETTER_HYPHEN, staged, hints.join_hyphen)
    apostrophes = _digit_quotes(staged, hints)
    if len(staged) < SMALL_TEXT:
        folded, offsets = _map_chars_small(staged, edit_view, deletions, apostrophes, hints)
    else:
        mapped = _map_chars(staged, edit_view, deletions, apostrophes)
        offsets = OffsetMap.from_removed(len(staged), mapped.cut, mapped.wide_at, mapped.wide_end)
        folded = mapped.text
        del mapped
    # A rewritten copy is not needed any more: let it go before the canonical step
    # makes its own copy (on a long source that is the peak of memory).
    del staged, hints, deletions, apostrophes
    composed = _canonical_edits(folded)
    if composed:
        folded, step = _apply_edits(folded, composed)
        offsets = step.then(offsets)
    toned = _vietnamese_tone_edits(folded)
    if toned:
        folded, step = _apply_edits(folded, toned)
        offsets = step.then(offsets)
    if back is not None:
        offsets = offsets.then(back)
    return Folded(text, folded, offsets)


#: Characters of text from which :func:`_map_chars_small` reads every character through the
#: table without first searching for one that it changes (about where both cost the same: the
#: class has hundreds of ranges).
_TABLE_UNSEARCHED = 24
_CHANGED_RES = {
    view: re.compile("[" + charclasses.char_class(map(chr, charclasses.kept_translation(view))) + "]") for view in (False, True)
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
        mapped = mapped.encode("ascii").translate(charclasses.ascii_kept_bytes(edit_view)).decode("ascii")
    elif len(mapped) >= _TABLE_UNSEARCHED or _CHANGED_RES[edit_view].search(mapped):
        # str.translate looks each character up in a dict when the text is not ASCII. The table
        # leaves every character the pattern does not find as it is, so a text long enough for
        # the pattern's ranges to cost more than the look-up is not searched first.
        mapped = _from_codepoints(charclasses.kept_table(edit_view)[codepoints(mapped)])
    cut = set(hints.quotes)
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
    for k, j in charclasses.consecutive_runs(order):
        jumps.append(order[k] - k)
        shifts.append(j + 1)
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


def fold_match(text: str, turkic: Optional[bool] = None) -> Folded:
    """Fold ``text`` for the rule-based check (``turkic``: read its capital I as Turkic alphabets
    do, see :func:`turkic_casing`; None decides from ``text``).

    >>> fold_match("The \u201cTrial\u201d \u2014 a  test").text
    'the trial - a test'
    """
    return _fold(text, edit_view=False, turkic=turkic)


def fold_edit(text: str, turkic: Optional[bool] = None) -> Folded:
    """Fold ``text`` for the edit-distance matcher (a wider folding; ``turkic`` as for :func:`fold_match`).

    >>> fold_edit("e\ufb03cacy of investi-\\ngator-led").text
    'efficacy of investigatorled'
    """
    return _fold(text, edit_view=True, turkic=turkic)


def fold_edit_like(match_view: Folded) -> Folded:
    """:func:`fold_edit` of ``match_view.original``, reusing the match view when they must be equal.

    Both views fold characters by one table (:func:`charclasses.table`) after the
    same rewrites (references and escapes read, expansions); they differ only where
    a hyphen joins two letters (the edit view drops it). Where the text holds no
    reference or escape, whose reading the hyphens below are not read through, and
    no such hyphen, in any script, the match view is returned as it is (tests
    compare it with folding anew).
    """
    text = match_view.original
    # A vowel written in two parts becomes one letter, which a hyphen before it then joins
    # ("a-\u0ecd\u0eb2"): the hyphens are read on the folded text, by folding anew.
    split = not text.isascii() and any(first in text for first in _SPLIT_VOWEL_FIRSTS)
    if not split and not (may_hold_references(text) and (REFERENCE_RE.search(text) or tag_edits(text))):
        if _spells_out(text):
            # The joining hyphens are read on the text itself: writing out the expanded copy
            # to find them would cost as much memory as the source.
            places = _joining_hyphens(text) if _EXPANSIONS_WITHOUT_HYPHENS else None
        else:
            places = [a for a, _, _ in _confirmed(_LETTER_HYPHEN, text, _join_hyphen_hints(text))]
        if places is not None:
            if not places:
                return match_view
            derived = _without_joining_hyphens(match_view, places)
            if derived is not None:
                return derived
    return fold_edit(text)


#: No expansion is a joining hyphen or writes one: each hyphen of the expanded text is one
#: of the text (what :func:`_joining_hyphens` relies on).
_EXPANSIONS_WITHOUT_HYPHENS = not any(
    c in _JOIN_HYPHENS or any(h in _JOIN_HYPHENS for h in v) for c, v in charclasses.EXPANSIONS.items()
)
_JOIN_HYPHEN_CHAR_RE = re.compile(f"[{_JOIN_HYPHENS}]")  # already a class body, escaped and ranged


def _joining_hyphens(text: str) -> List[int]:
    """Positions in ``text`` of the hyphens that :data:`_LETTER_HYPHEN` finds in its expanded
    text (``text`` rewritten by :func:`_expansion_edits`), without writing that text out.

    The pattern reads one character on each side of the hyphen. Each hyphen of the expanded
    text is one of ``text`` (see :data:`_EXPANSIONS_WITHOUT_HYPHENS`), with the last character
    of the expansion of the character before it on its left and the first of the expansion
    of the one after it on its right: the pattern is matched on those three characters (tests
    compare this with the pattern run over the expanded text).
    """
    expansions = charclasses.EXPANSIONS
    last = len(text) - 1
    out: List[int] = []
    for m in _JOIN_HYPHEN_CHAR_RE.finditer(text):
        p = m.start()
        if 0 < p < last:
            before, after = text[p - 1], text[p + 1]
            local = expansions.get(before, before)[-1] + text[p] + expansions.get(after, after)[0]
            if _LETTER_HYPHEN.match(local, 1):
                out.append(p)
    return out


def _without_joining_hyphens(match_view: Folded, places: List[int]) -> Optional[Folded]:
    """The edit view of a text whose views differ only by the hyphens joining letters at
    original ``places``: the match view with those characters cut out (None when one of them
    is not a character of its own there, or the cut text would compose under NFC).

    Each hyphen stands between two letters, so no run of spaces, sentence rule or edge of
    the match view involves it: cutting it from the match view cuts what folding anew
    would never have kept (tests compare both).
    """
    F = match_view
    M = F.offsets
    cuts = F.positions_list(places)
    for k, a in zip(cuts, places):
        if k >= len(F.text) or M.start(k) != a or M.end(k) != a + 1:
            return None
    pieces: List[str] = []
    pos = 0
    for k in cuts:
        pieces.append(F.text[pos:k])
        pos = k + 1
    pieces.append(F.text[pos:])
    text = "".join(pieces)
    del pieces  # a second copy of the text: gone before the map is built beside the first
    # The match view is canonical; cutting a character keeps it so when the character after the
    # cut neither composes with nor reorders around what comes before it (NFC_QC=Yes, a starter).
    # Otherwise (a Hangul vowel jamo after the hyphen) the view is folded anew.
    flags = _nfc_tables()[0]
    if any(flags[ord(F.text[k + 1])] & _NFC_UNSTABLE for k in cuts if k + 1 < len(F.text)):
        return None
    # The map, in plain lists (a chunk has a few entries): folded position i of the cut text is
    # position p = i + (cuts before p) of the match view. Its shift can change only where the
    # match view's does, or right after a cut.
    jumps, _, wide = M._lists()
    cut_set = set(cuts)
    jump_at: List[int] = []
    shift: List[int] = []
    for p in sorted(set(jumps).union(k + 1 for k in cuts)):
        if p in cut_set or p >= M.size:
            continue
        i = p - bisect.bisect_left(cuts, p)
        d = M.start(p) - i
        if not shift or d != shift[-1]:
            jump_at.append(i)
            shift.append(d)
    wide_at = [w - bisect.bisect_left(cuts, w) for w in wide]
    offsets = OffsetMap(len(text), _int_array(jump_at), _int_array(shift), _int_array(wide_at), _int_array(list(wide.values())))
    return Folded(F.original, text, offsets)


def fold_match_text(text: str, turkic: Optional[bool] = None) -> str:
    """``fold_match(text).text`` without the offset map: the same steps on ``str``.

    Quotations are short and folded by the thousand; building NumPy arrays for
    them cost more than the folding itself. Tests compare both paths.

    >>> fold_match_text("“Revenue”  rose — **12%**")
    'revenue rose - 12%'
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text))
    text = _turkic_capitals(text, turkic)
    if may_hold_references(text):
        text = read_references(text)
    if not text.isascii():
        if charclasses.EXPANSION_RE.search(text):
            text = charclasses.EXPANSION_RE.sub(_expanded, text)
        if any(first in text for first in _SPLIT_VOWEL_FIRSTS):
            text = _SPLIT_VOWEL.sub(_split_vowel, text)
    hints = _hints(text)
    if any(hints) and _digit_quotes(text, hints):
        return _fold(text, edit_view=False, turkic=False).text  # rare: marks inside numbers (capitals read above)
    deletions = _bold_edits(text, hints) + _break_edits(text, hints) if any(hints) else []
    deletions += _figure_sign_spaces(text) + _clause_mark_spaces(text) + _angle_quote_spaces(text) + _markdown_edits(text)
    deletions += _dash_run_edits(text) + _footnote_edits(text)
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
        table, deleted = charclasses.ascii_match_bytes()
        folded = lowered.encode("ascii").translate(table, deleted).decode("ascii")
    else:
        folded = _translate_match(lowered)
    if "  " in folded:
        folded = _SPACE_RUN.sub(" ", folded)
    folded = folded if _is_canonical(folded) else _canonical(folded)
    toned = _vietnamese_tone_edits(folded)
    return _apply_edits(folded, toned)[0] if toned else folded


@lru_cache(maxsize=1)
def _match_replacements() -> Tuple["re.Pattern[str]", Dict[str, str], bool]:
    """What :func:`_translate_match` reads: a pattern of the BMP characters the match view's
    table changes, their replacements, and whether replacing them one after the other is the
    same as translating (no replacement holds a character the table changes)."""
    table = charclasses.match_translation()
    bmp = [cp for cp in table if cp < 0x10000]
    replacements = {chr(cp): table[cp] or "" for cp in bmp}
    idempotent = all(ord(c) not in table for v in table.values() if v for c in v)
    return re.compile("[" + charclasses.char_class(map(chr, bmp)) + "]"), replacements, idempotent




def _translate_match(text: str) -> str:
    """``text.translate(charclasses.match_translation())``, faster on short text.

    ``str.translate`` looks every character of a text that is not ASCII up in the dict and
    raises and clears a KeyError for each one it does not change (hundreds of nanoseconds a
    character); here one ``re`` scan finds the few characters that change, and each distinct one
    is replaced. The table is idempotent (checked when built), so the order does not matter;
    text with characters outside the BMP goes through ``str.translate`` (tests compare both).
    """
    pattern, replacements, idempotent = _match_replacements()
    if not idempotent or _has_astral(text):
        return text.translate(charclasses.match_translation())
    found = pattern.findall(text)
    for ch in set(found):
        text = text.replace(ch, replacements[ch])
    return text


def _expanded(m: "re.Match[str]") -> str:
    return charclasses.EXPANSIONS[m.group()]


# --------------------------------------------------------------------------
# The loose view: the match view's text with the spellings that the conventions of its
# scripts let a writer choose read alike (Greek written in capitals leaves its accents off,
# unvowelled Arabic its vowel signs, a text in capitals without the dotted capital I writes "I"
# for the dotless i too, a Persian text typed on an Arabic keyboard writes the Arabic kaf and yeh,
# unpointed Hebrew leaves its points off, Hindi the nukta). Only a finder: the match check looks a quotation it does not find up
# in it, and takes a place found so only where each letter differs as a convention allows
# (see :mod:`spacy_quoteverify.match.rules`).


@lru_cache(maxsize=1)
def _loose_tables() -> Tuple["re.Pattern[str]", np.ndarray]:
    """A pattern of the characters the loose view changes, and its table (code point -> code
    point or DELETE, for every code point)."""
    mapping = charclasses.LOOSE_TRANSLATION
    table = np.arange(sys.maxunicode + 1, dtype=np.uint32)
    for cp, v in mapping.items():
        table[cp] = DELETE if v is None else ord(v)
    table.flags.writeable = False
    return re.compile("[" + charclasses.char_class(map(chr, mapping)) + "]"), table


def loose_view(text: str) -> Tuple[str, Optional[np.ndarray]]:
    """``text`` (a text of the match view) as the loose view reads it, and the position in
    ``text`` of each of its characters (None where it dropped none: the same positions).

    >>> loose_view("\u03c3\u03ad\u03c1\u03b9 \u0131")[0]
    '\u03c3\u03b5\u03c1\u03b9 i'
    """
    pattern, table = _loose_tables()
    if text.isascii() or not pattern.search(text):
        return text, None
    if len(text) < SMALL_TEXT:  # a quotation's piece: a look-up a character costs less than the arrays
        out = text.translate(charclasses.LOOSE_TRANSLATION)  # in C; the positions are read only where a character went
        if len(out) == len(text):
            return out, None
        # From the table: a loop over the characters costs about half a microsecond each (a
        # millisecond on a 2 KB chunk of vowelled Arabic, read for each new chunk).
        return out, np.flatnonzero(table[codepoints(text)] != DELETE)
    cps = table[codepoints(text)]
    kept = cps != DELETE
    if kept.all():
        return _from_codepoints(cps), None
    return _from_codepoints(cps[kept]), np.flatnonzero(kept)


#: Characters of a source read at a time by :func:`loose_source_view`: its arrays (about 21 bytes
#: a character) are made one block at a time, not for the whole of a large source at once.
LOOSE_BLOCK = 1 << 18


def loose_source_view(text: str) -> Tuple[str, Optional[OffsetMap]]:
    """:func:`loose_view` of a source's match view, its positions kept as an :class:`OffsetMap`
    (the loose view's position to the match view's) instead of an array of every position: a
    source's loose view drops few characters (combining marks a convention leaves out), and the
    array costs 8 bytes a character, five times the text itself.

    >>> text, at = loose_source_view("\u03c3\u03b5\u0301\u03c1\u03b9")
    >>> text, at.starts_at(np.arange(len(text))).tolist()
    ('\u03c3\u03b5\u03c1\u03b9', [0, 1, 3, 4])
    """
    pattern, table = _loose_tables()
    if text.isascii() or not pattern.search(text):
        return text, None
    parts: List[str] = []
    removed: List[np.ndarray] = []
    for a in range(0, len(text), LOOSE_BLOCK):
        cps = table[codepoints(text[a : a + LOOSE_BLOCK])]
        kept = cps != DELETE
        if kept.all():
            parts.append(_from_codepoints(cps))
            continue
        parts.append(_from_codepoints(cps[kept]))
        removed.append(np.flatnonzero(~kept) + a)
    if not removed:
        return "".join(parts), None
    return "".join(parts), OffsetMap.from_removed(len(text), np.concatenate(removed))


def loose_changes(text: str) -> bool:
    """Whether the loose view reads ``text`` (a text of the match view) otherwise than it is written."""
    return not text.isascii() and _loose_tables()[0].search(text) is not None
