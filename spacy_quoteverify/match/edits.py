"""The edit-distance matcher: how many character edits separate a quotation from the source.

The rule-based ``match`` check answers yes or no. This module gives the graded
view recorded beside it (the ``quote_*`` fields of a :class:`Verdict`):

1. Both sides are folded with :func:`normalize.fold_edit` (the wide view).
2. :func:`align` finds the window of the source that the fewest character
   edits (Levenshtein: substitution, insertion, deletion, each costing 1) turn
   the passage into. Among equally cheap windows it prefers the highest
   similarity ``1 - edits / max(len(passage), len(window))``, then the
   earliest window (smallest start, then smallest end). An empty window counts:
   a passage sharing nothing with the source costs its own length.
3. :func:`score_passage` turns that window into a similarity, a word
   coverage, a check of the critical tokens (numbers, number words,
   negations) and a status, with a short list of the word-level changes.

Speed: a passage found verbatim is located by ``str.find``. Otherwise the
search runs in edlib (Myers' bit-parallel algorithm, linear in the source for
a fixed passage) on byte symbols. Each source view is encoded once and cached
with it: a source of at most 255 distinct characters as one byte per character
(the passage is mapped into that alphabet, its characters the source lacks
sharing a byte the source never uses), a larger one as dense character ids
that each passage maps through a small table. edlib first runs with a small
edit bound (much cheaper), unbounded only when no window is that close. On
large sources a q-gram filter first confines edlib to the few regions where the
best windows can be (see :func:`_qgram_search`): the source's sampled q-grams are
indexed by hash once, so a passage costs what its q-grams' occurrences cost, and
the regions go to edlib in one call. ``max_cells`` bounds the cells that search
fills; past it the passage is ``not_checked``. edlib reports every end
position with the best cost; the exact start that wins the tie-break is then
recovered per end with rapidfuzz on a window of at most ``len(passage) +
edits`` characters. A passage with more distinct characters than a byte can
name (long Chinese or Japanese passages) shares symbols among its rarer
characters: edlib then gives a lower bound, which is the answer whenever a
window really attains it (checked exactly); otherwise a NumPy dynamic programme
over the source in blocks decides (same answer, slower).

Edges of a passage: spaces, full stops (of every script), commas, semicolons,
colons, ellipses and dashes around a quotation are typography, not content, so
they are trimmed before scoring (a leading minus before a digit is kept). This
is what makes "Revenue rose to 45.2 million dollars." verbatim in a source
where the sentence continues past the full stop, and fixes the worked numbers
of the unverified example (17 edits over 53 characters).
"""
from __future__ import annotations

import bisect
import re
import weakref
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache, partial
from typing import (
    Callable,
    Dict,
    FrozenSet,
    Iterator,
    List,
    NamedTuple,
    Optional,
    Pattern,
    Sequence,
    Tuple,
    Union,
)

import edlib
import numpy as np
import regex
from rapidfuzz import fuzz
from rapidfuzz.distance import LCSseq, Levenshtein

from spacy_quoteverify import charclasses, reasons
from spacy_quoteverify.errors import must_be
from spacy_quoteverify.lang import lexicons, negation
from spacy_quoteverify.lang.lexicons import UNITS
from spacy_quoteverify.match import boundaries
from spacy_quoteverify.options import VerifyOptions
from spacy_quoteverify.text.fold import Folded, as_read, codepoints, fold_edit, fold_match_text, turkic_casing

__all__ = [
    "Alignment",
    "EditResult",
    "STATUS_ORDER",
    "align",
    "align_reference",
    "critical_tokens",
    "prepare_edit_view",
    "score_passage",
    "score_quote",
    "trim_edges",
]

#: Status names, from best to worst as far as a multi-passage quotation goes.
VERBATIM = "verbatim"
NEAR_VERBATIM = "near_verbatim"
UNVERIFIED = "unverified"
NOT_CHECKED = "not_checked"
#: Rank used to pick the worst passage of a quotation (higher is worse).
STATUS_ORDER: Dict[str, int] = {VERBATIM: 0, NEAR_VERBATIM: 1, NOT_CHECKED: 2, UNVERIFIED: 3}

#: Most diff entries reported per passage; the rest are summarised in one line.
MAX_DIFF_ITEMS = 10
#: Most candidate ends checked exactly after a coarse (shared-symbol) edlib search.
MAX_COARSE_ENDS = 256
#: Longest snippet quoted in one diff entry.
MAX_SNIPPET_CHARS = 60


class Alignment(NamedTuple):
    """The best window of the source: ``text[start:end]`` costs ``edits`` edits."""

    edits: int
    start: int
    end: int


@dataclass(frozen=True)
class EditResult:
    """The edit-distance view of one passage (or of a whole quotation).

    ``start``/``end`` are offsets of the closest window in the ORIGINAL source
    text; every score is None when the passage was not checked.
    """

    status: str
    sim: Optional[float] = None
    coverage: Optional[float] = None
    edits: Optional[int] = None
    critical_ok: Optional[bool] = None
    start: Optional[int] = None
    end: Optional[int] = None
    diff: List[str] = field(default_factory=list)
    n_chars: int = 0
    n_words: int = 0


# --------------------------------------------------------------------------
# Alignment: reference (tests only) and fast path.


def _window_key(edits: int, m: int, s: int, e: int) -> Tuple[int, int, int, int]:
    """Order of preference between windows: fewer edits, higher similarity, earliest."""
    return (edits, max(m, e - s), s, e)


def align_reference(pattern: str, text: str) -> Alignment:
    """Best window by brute force (every start, one DP row set each); for tests only.

    Deliberately the plainest possible code: for each start ``s`` the classic
    Levenshtein table of ``pattern`` against ``text[s:]`` gives the cost of
    every window ``text[s:e]`` at once; every window is then ranked with the
    same key as the fast path. O(len(text)**2 * len(pattern)).

    pattern (str): The folded passage.
    text (str): The folded source.
    """
    m, n = len(pattern), len(text)
    best = _window_key(m, m, 0, 0)  # the empty window at 0 always costs m
    for s in range(n + 1):
        # prev[j] = lev(pattern[:i], text[s:s+j]) for the current row i.
        prev = list(range(n - s + 1))
        for i in range(1, m + 1):
            cur = [i] + [0] * (n - s)
            for j in range(1, n - s + 1):
                sub = prev[j - 1] + (pattern[i - 1] != text[s + j - 1])
                cur[j] = min(sub, prev[j] + 1, cur[j - 1] + 1)
            prev = cur
        for j in range(n - s + 1):
            key = _window_key(prev[j], m, s, s + j)
            if key < best:
                best = key
    return Alignment(best[0], best[2], best[3])


#: Characters encoded at a time when a source is prepared (bounds the temporary arrays).
ENCODE_BLOCK = 1 << 20
#: Positions hashed at a time when a source's q-grams are indexed (:func:`_qgram_hashes_in_blocks`):
#: each block's code points and 64-bit temporaries take about 16 bytes a character, so the
#: block bounds what indexing a large source needs beyond the index itself.
HASH_BLOCK = 1 << 18

#: First edit bound tried with edlib. edlib's bit-parallel search stops computing a
#: column once every cell below is past the bound (Ukkonen's cut-off), so a small
#: bound is much cheaper; when no window is that close, the search runs again unbounded.
FIRST_EDIT_BOUND = 32


class _SymbolTable(Dict[int, int]):
    """``str.translate`` table from code points to edlib symbols; unknown characters map to one symbol."""

    __slots__ = ("missing",)

    def __init__(self, items: Dict[int, int], missing: int) -> None:
        super().__init__(items)
        self.missing = missing

    def __missing__(self, key: int) -> int:
        return self.missing

    def encode(self, pattern: str) -> bytes:
        """The pattern as one byte per character."""
        return pattern.translate(self).encode("latin-1")


class _SourceSymbols:
    """A source text encoded once for edlib, so that scoring a passage costs nothing per source character.

    A text with at most 255 distinct characters (Latin, Cyrillic, Thai... prose)
    is stored as one byte per character in its own alphabet; a passage is then
    mapped into that alphabet, its characters the text lacks sharing one byte the
    text never uses (they match nothing either way): the map is exact and the
    text's bytes are reused by every passage. A text with more distinct characters
    (Chinese, Japanese) keeps each character as a dense id (uint16 when it fits);
    each passage then builds a small table from ids to bytes, a cheap lookup per
    source character instead of a code point table of the whole of Unicode.
    """

    __slots__ = ("text", "small", "table", "t_bytes", "ids", "id_of", "id_table", "_index", "_t_max")

    def __init__(self, text: str, text_cps: Optional[np.ndarray] = None) -> None:
        self.text = text
        self.table: Optional[_SymbolTable] = None
        self.t_bytes: bytes = b""
        self.ids: Optional[np.ndarray] = None
        self.id_of: Dict[int, int] = {}
        self.id_table: Optional[_SymbolTable] = None
        self._index: Optional[Tuple[np.ndarray, np.ndarray]] = None
        self._t_max: Optional[int] = None
        latin1: Optional[bytes] = None
        if text_cps is None:
            try:
                latin1 = text.encode("latin-1")
            except UnicodeEncodeError:
                pass
        if latin1 is not None:
            # Code points below 256 are their own symbols: no mapping pass over the text.
            counts = np.bincount(np.frombuffer(latin1, dtype=np.uint8), minlength=256)
            used = np.flatnonzero(counts)
            if len(used) < 256:
                missing = int(np.flatnonzero(counts == 0)[0])
                self.small = True
                self.table = _SymbolTable({c: c for c in used.tolist()}, missing)
                self.t_bytes = latin1
                return
            text_cps = np.frombuffer(latin1, dtype=np.uint8).astype(np.uint32)
        if text_cps is None:
            self._encode_in_blocks(text)
            return
        cps = text_cps
        used = np.flatnonzero(np.bincount(cps, minlength=1)) if len(cps) else np.zeros(0, dtype=np.int64)
        self.small = len(used) <= 255
        if self.small:
            lut8 = np.zeros(int(used[-1]) + 1 if len(used) else 1, dtype=np.uint8)
            lut8[used] = np.arange(len(used), dtype=np.uint8)
            self.table = _SymbolTable(dict(zip(used.tolist(), range(len(used)))), len(used))
            self.t_bytes = lut8[cps].tobytes()
            return
        dtype = np.uint16 if len(used) <= 0xFFFF else np.uint32
        lut = np.zeros(int(used[-1]) + 1, dtype=dtype)
        lut[used] = np.arange(len(used), dtype=dtype)
        self.ids = lut[cps]
        self.id_of = dict(zip(used.tolist(), range(len(used))))

    def _encode_in_blocks(self, text: str) -> None:
        """What ``__init__`` does from a code point array of the whole text, block by block.

        A code point array costs 4 bytes a character: for a large source it was the
        peak of preparing the edit view. Here only one block's code points exist at
        a time; the result is the same (tests compare the two).
        """
        seen = np.zeros(ord(max(text)) + 1 if text else 1, dtype=np.bool_)
        for lo in range(0, len(text), ENCODE_BLOCK):
            seen[codepoints(text[lo : lo + ENCODE_BLOCK])] = True
        used = np.flatnonzero(seen)
        del seen
        self.small = len(used) <= 255
        if self.small:
            lut8 = np.zeros(int(used[-1]) + 1 if len(used) else 1, dtype=np.uint8)
            lut8[used] = np.arange(len(used), dtype=np.uint8)
            self.table = _SymbolTable(dict(zip(used.tolist(), range(len(used)))), len(used))
            out8 = np.empty(len(text), dtype=np.uint8)
            for lo in range(0, len(text), ENCODE_BLOCK):
                out8[lo : lo + ENCODE_BLOCK] = lut8[codepoints(text[lo : lo + ENCODE_BLOCK])]
            self.t_bytes = out8.tobytes()
            return
        dtype = np.uint16 if len(used) <= 0xFFFF else np.uint32
        lut = np.zeros(int(used[-1]) + 1, dtype=dtype)
        lut[used] = np.arange(len(used), dtype=dtype)
        ids = np.empty(len(text), dtype=dtype)
        for lo in range(0, len(text), ENCODE_BLOCK):
            ids[lo : lo + ENCODE_BLOCK] = lut[codepoints(text[lo : lo + ENCODE_BLOCK])]
        self.ids = ids
        self.id_of = dict(zip(used.tolist(), range(len(used))))

    def symbols(self, pattern: str) -> Tuple[bytes, bytes, bool]:
        """Pattern and text as edlib byte strings, and whether the map is exact.

        Same contract as :func:`_symbols` (the per-call map of the whole text).
        """
        p_bytes, table, exact = self.pattern_symbols(pattern)
        return p_bytes, self.text_symbols(table), exact

    def gram_index(self) -> Tuple[np.ndarray, np.ndarray]:
        """Where each q-gram hash occurs among the sampled positions (see :func:`_gram_index`), built on first use."""
        if self._index is None:
            codes = np.frombuffer(self.t_bytes, dtype=np.uint8) if self.small else self.ids
            assert codes is not None
            self._index = _gram_index(_qgram_hashes_in_blocks(codes, QGRAM_STEP))
        return self._index

    def __len__(self) -> int:
        return len(self.text)

    def find(self, pattern: str) -> int:
        """``text.find(pattern)``: past the first :data:`SCAN_FIRST` characters from the q-gram
        index once :meth:`gram_index` has built it, else by the scan.

        A passage not in a large source is the usual refusal, and a scan that finds nothing
        reads the whole text (about a millisecond a megabyte, many times what the rest of a
        verified passage costs); the index lists the few places it may start. Each is
        confirmed by a comparison, so the answer is the scan's (tests compare the two).
        """
        text = self.text
        m = len(pattern)
        if self._index is None or m < QGRAM + QGRAM_STEP - 1 or len(text) <= SCAN_FIRST:
            return text.find(pattern)
        at = text.find(pattern, 0, SCAN_FIRST)
        if at >= 0:
            return at
        if self.small:
            assert self.table is not None
            codes = np.frombuffer(self.table.encode(pattern), dtype=np.uint8)
            absent = self.table.missing
        else:
            codes = self.pattern_codes(pattern, b"")
            absent = len(self.id_of)
        if bool((codes == absent).any()):
            return -1  # a character the text does not hold
        cand = _gram_candidates(self._index, codes, len(text))
        for i in cand[int(np.searchsorted(cand, SCAN_FIRST - m + 1)) :].tolist():
            if text.startswith(pattern, i):
                return i
        return -1

    def free_symbol(self, p_bytes: bytes, table: Optional[np.ndarray]) -> Optional[int]:
        """A byte that neither the pattern nor the text uses in the pattern's symbols (None: none is left)."""
        if table is not None:
            t_max = int(table.max()) if len(table) else 0
        else:
            if self._t_max is None:
                self._t_max = max(self.t_bytes) if self.t_bytes else 0
            t_max = self._t_max
        free = max(max(p_bytes, default=0), t_max) + 1
        return free if free <= 255 else None

    def pattern_codes(self, pattern: str, p_bytes: bytes) -> np.ndarray:
        """The pattern in the codes :meth:`gram_index` hashes (a character the text lacks gets any code)."""
        if self.small:
            return np.frombuffer(p_bytes, dtype=np.uint8)
        if self.id_table is None:
            # ids as characters, so that str.translate maps a whole pattern at C speed
            self.id_table = _SymbolTable(self.id_of, len(self.id_of))
        return np.frombuffer(pattern.translate(self.id_table).encode("utf-32-le", "surrogatepass"), dtype=np.uint32)

    def text_symbols(self, table: Optional[np.ndarray], lo: int = 0, hi: Optional[int] = None) -> bytes:
        """``text[lo:hi]`` in the symbols of one pattern (``table`` from :meth:`pattern_symbols`)."""
        if table is None:
            return self.t_bytes if lo == 0 and hi is None else self.t_bytes[lo:hi]
        assert self.ids is not None
        return table[self.ids[lo:hi]].tobytes()

    def pattern_symbols(self, pattern: str) -> Tuple[bytes, Optional[np.ndarray], bool]:
        """The pattern's bytes, the table from text ids to bytes (None: the text's own bytes), exactness."""
        if self.small:
            assert self.table is not None
            return self.table.encode(pattern), None, True
        assert self.ids is not None
        counts = {ord(ch): k for ch, k in Counter(pattern).items()}
        present = sorted(cp for cp in counts if cp in self.id_of)
        exact = len(present) <= 254
        if not exact:
            # The 253 characters the pattern uses most keep their own symbol, the rest share one.
            present.sort(key=lambda cp: (-counts[cp], cp))
            own, shared = present[:253], present[253:]
        else:
            own, shared = present, []
        absent = len(own) + (0 if exact else 1)
        table = np.full(len(self.id_of), absent + 1, dtype=np.uint8)  # text characters the pattern lacks
        mapping = {cp: i for i, cp in enumerate(own)}
        table[[self.id_of[cp] for cp in own]] = np.arange(len(own), dtype=np.uint8)
        if shared:
            table[[self.id_of[cp] for cp in shared]] = len(own)
            mapping.update((cp, len(own)) for cp in shared)
        return _SymbolTable(mapping, absent).encode(pattern), table, exact

    def codes(self, pattern: str) -> Tuple[np.ndarray, np.ndarray]:
        """Pattern and text as integer arrays in which equal characters have equal codes (NumPy path)."""
        if self.small:
            assert self.table is not None
            p = np.frombuffer(self.table.encode(pattern), dtype=np.uint8)
            return p.astype(np.int64), np.frombuffer(self.t_bytes, dtype=np.uint8)
        assert self.ids is not None
        p_codes = np.fromiter((self.id_of.get(ord(ch), -1) for ch in pattern), dtype=np.int64, count=len(pattern))
        return p_codes, self.ids


class _Region:
    """``text[lo:hi]`` of an encoded source in one passage's symbols (as :meth:`_SourceSymbols.text_symbols`).

    A source of more than 255 distinct characters is mapped region by region through the
    passage's table, a NumPy call of some microseconds each; a passage whose q-grams occur all
    over the source (a repetitive one) asks for thousands of regions, and then the whole text
    mapped once and sliced costs less. Either way the bytes are the same.
    """

    __slots__ = ("enc", "table", "calls", "limit", "_whole")

    #: Characters mapped in the time of one region's call (its fixed cost).
    CHARS_PER_CALL = 2048

    def __init__(self, enc: "_SourceSymbols", table: Optional[np.ndarray]) -> None:
        self.enc = enc
        self.table = table
        self.calls = 0
        self.limit = len(enc) // self.CHARS_PER_CALL
        self._whole: Optional[bytes] = None

    def __call__(self, lo: int, hi: int) -> bytes:
        if self._whole is not None:
            return self._whole[lo:hi]
        if self.table is not None:
            self.calls += 1
            if self.calls > self.limit:
                return self.whole()[lo:hi]
        return self.enc.text_symbols(self.table, lo, hi)

    def joined(self, runs: List[Tuple[int, int]], sep: bytes) -> bytes:
        """``sep.join(self(lo, hi) for lo, hi in runs)`` (``sep`` one symbol repeated), mapped in
        one NumPy call where each region would cost one: a repetitive source leaves a passage
        hundreds of regions."""
        if self._whole is not None or self.table is None or len(runs) < 8:
            return sep.join(self(lo, hi) for lo, hi in runs)
        assert self.enc.ids is not None and len(set(sep)) <= 1
        lo = np.array([a for a, _ in runs], dtype=np.int64)
        lengths = np.array([b for _, b in runs], dtype=np.int64) - lo
        total = int(lengths.sum())
        at = np.arange(total, dtype=np.int64)
        source = at + np.repeat(lo - (np.cumsum(lengths) - lengths), lengths)  # each symbol's place in the text
        out = np.full(total + len(sep) * (len(runs) - 1), sep[0] if sep else 0, dtype=np.uint8)
        out[at + np.repeat(np.arange(len(runs), dtype=np.int64) * len(sep), lengths)] = self.table[self.enc.ids[source]]
        return out.tobytes()

    def whole(self) -> bytes:
        """The whole text in the passage's symbols (mapped once)."""
        if self._whole is None:
            self._whole = self.enc.text_symbols(self.table)
        return self._whole


# Encoded sources, keyed by the id of their Folded view and dropped with it: every
# passage of every quotation checked against one source reuses its encoding.
_SYMBOL_CACHE: Dict[int, Tuple["weakref.ref[Folded]", _SourceSymbols]] = {}


def _forget(key: int, ref: "weakref.ref[Folded]") -> None:
    entry = _SYMBOL_CACHE.get(key)
    if entry is not None and entry[0] is ref:
        _SYMBOL_CACHE.pop(key, None)


def _find_verbatim(pattern: str, view: Folded) -> int:
    """``view.text.find(pattern)``, from the cached encoding's index when there is one (see
    :meth:`_SourceSymbols.find`)."""
    entry = _SYMBOL_CACHE.get(id(view))
    if entry is not None and entry[0]() is view:
        return entry[1].find(pattern)
    return view.text.find(pattern)


def _source_symbols(view: Folded) -> _SourceSymbols:
    """The cached encoding of a source view (built on first use)."""
    key = id(view)
    entry = _SYMBOL_CACHE.get(key)
    if entry is not None and entry[0]() is view:
        return entry[1]
    encoded = _SourceSymbols(view.text)
    try:
        ref = weakref.ref(view, partial(_forget, key))
    except TypeError:  # a view that cannot be referenced weakly is encoded per call
        return encoded
    _SYMBOL_CACHE[key] = (ref, encoded)
    return encoded


def _symbols(pattern: str, text_cps: np.ndarray) -> Tuple[bytes, bytes, bool]:
    """Map pattern and text to byte strings for edlib; the flag says whether the map is exact.

    The per-call map of the whole text, kept as a second implementation that the
    cached encoding (:class:`_SourceSymbols`) is tested against (``method="uncached"``).
    Each distinct pattern character present in the text gets its own symbol;
    pattern characters absent from the text share one symbol (they can match
    nothing either way); every text character not in the pattern gets one more
    symbol that no pattern character uses, so it matches nothing. That is exact
    while at most 254 distinct pattern characters occur in the text. Beyond
    that, the pattern's 253 most frequent characters keep their own symbol and
    the rest share one: two different characters may then match, so edlib's
    costs are lower bounds of the true ones (the map is coarse).
    """
    distinct = sorted(set(pattern))
    table = np.full(0x110000, 255, dtype=np.uint8)
    codes = np.fromiter((ord(c) for c in distinct), dtype=np.int64, count=len(distinct))
    wide = np.full(0x110000, -1, dtype=np.int32)
    wide[codes] = np.arange(len(distinct), dtype=np.int32)
    hits = wide[text_cps]
    present = np.unique(hits[hits >= 0])
    exact = len(present) <= 254
    if not exact:
        counts = {c: 0 for c in distinct}
        for ch in pattern:
            counts[ch] += 1
        by_freq = sorted(present.tolist(), key=lambda i: (-counts[distinct[i]], i))
        present = np.array(by_freq[:253], dtype=np.int64)
        shared = np.array(by_freq[253:], dtype=np.int64)
    absent_sym = len(present) + (0 if exact else 1)
    table[codes] = absent_sym
    table[codes[present]] = np.arange(len(present), dtype=np.uint8)
    if not exact:
        table[codes[shared]] = len(present)  # one symbol for the rarer characters
    table[table == 255] = absent_sym + 1  # text characters the pattern lacks
    return table[codepoints(pattern)].tobytes(), table[text_cps].tobytes(), exact


def _end_costs_numpy(pattern: str, text_cps: np.ndarray, block: int = 1 << 20) -> np.ndarray:
    """Cheapest window cost for every end position, by DP over the pattern rows.

    Used when the pattern has too many distinct characters for edlib. Returns
    ``costs[e]`` for ``e`` in ``0..len(text)``.

    pattern (str): The folded passage.
    text_cps (np.ndarray): The folded source as code points.
    block (int): Characters of the source processed at once.
    """
    return _end_costs_codes(codepoints(pattern).astype(np.int64), text_cps, block)


def _end_costs_codes(p_codes: np.ndarray, t_codes: np.ndarray, block: int = 1 << 20) -> np.ndarray:
    """:func:`_end_costs_numpy` on integer codes (equal characters, equal codes).

    The text is processed in overlapping blocks (a window never spans more than
    ``2 * len(pattern)`` characters when it can beat the empty window), so
    memory stays bounded on large sources.
    """
    m, n = len(p_codes), len(t_codes)
    costs = np.empty(n + 1, dtype=np.int32)
    costs[0] = m
    overlap = 2 * m + 1
    block = max(block, overlap)
    b0 = 0
    while b0 < n:
        lo = max(0, b0 - overlap)
        hi = min(n, b0 + block)
        seg = t_codes[lo:hi].astype(np.int64)
        width = hi - lo
        idx = np.arange(width + 1, dtype=np.int32)
        prev = np.zeros(width + 1, dtype=np.int32)  # row 0: a window may start anywhere
        for i in range(1, m + 1):
            cur = np.empty(width + 1, dtype=np.int32)
            cur[0] = i
            mismatch = (seg != p_codes[i - 1]).astype(np.int32)
            np.minimum(prev[:-1] + mismatch, prev[1:] + 1, out=cur[1:])
            # Insertions propagate left to right: cur[j] = min_k<=j cur[k] + (j - k).
            cur = np.minimum.accumulate(cur - idx) + idx
            prev = cur
        costs[b0 + 1 : hi + 1] = prev[b0 - lo + 1 :]
        b0 = hi
    return costs


class _OverBudget(Exception):
    """The exact search would fill more cells than the caller allows (see :class:`_Budget`)."""


class _Budget:
    """Dynamic-programme cells the exact search may still fill: ``len(passage)`` per source
    character handed to edlib (or to the NumPy fallback). None: no limit."""

    __slots__ = ("left",)

    def __init__(self, cells: Optional[float]) -> None:
        self.left = cells

    def charge(self, cells: float) -> None:
        if self.left is None:
            return
        self.left -= cells
        if self.left < 0:
            raise _OverBudget


_NO_LIMIT = _Budget(None)


def _best_start(pattern: str, text: str, e: int, edits: int) -> Optional[Tuple[int, int, int, int]]:
    """Key of the preferred window ending at ``e`` that costs ``edits``, or None.

    Windows no longer than the pattern all have the same similarity, so the
    earliest such start wins; otherwise the shortest longer window does.
    rapidfuzz computes each candidate's exact distance (bit-parallel, with a
    cutoff), which is cheap next to the search over the whole source.
    """
    m = len(pattern)
    lo = max(0, e - m - edits)
    hi = e - max(0, m - edits)  # a window shorter than m - edits costs more
    for s in range(max(lo, e - m), hi + 1):
        if Levenshtein.distance(pattern, text[s:e], score_cutoff=edits) == edits:
            return _window_key(edits, m, s, e)
    for s in range(min(e - m - 1, hi), lo - 1, -1):
        if Levenshtein.distance(pattern, text[s:e], score_cutoff=edits) == edits:
            return _window_key(edits, m, s, e)
    return None


def _best_start_edlib(
    p_reversed: bytes, region: Callable[[int, int], bytes], m: int, e: int, edits: int
) -> Optional[Tuple[int, int, int, int]]:
    """:func:`_best_start` in one edlib call: every start of a window ending at ``e`` that costs ``edits``.

    The passage reversed, aligned to the reversed text before ``e`` in prefix mode,
    gives the cost of each window ``text[s:e]`` at once, and edlib lists every
    length that attains the best; the tie-break then picks among them. For exact
    symbol maps only (``region`` returns ``text[lo:hi]`` in the passage's symbols).
    """
    lo = max(0, e - m - edits)
    result = edlib.align(p_reversed, region(lo, e)[::-1], mode="SHW", task="distance", k=edits)
    if result["editDistance"] != edits:
        return None
    starts = [e - int(loc[1]) - 1 for loc in result["locations"] if loc[1] >= 0]
    short = [s for s in starts if e - s <= m]
    if short:  # windows no longer than the passage: the earliest
        return _window_key(edits, m, min(short), e)
    return _window_key(edits, m, max(starts), e) if starts else None  # else the shortest


def _pick_window(
    pattern: str,
    text: str,
    edits: int,
    ends: Sequence[int],
    symbols: Optional[Tuple[bytes, Callable[[int, int], bytes]]] = None,
    budget: _Budget = _NO_LIMIT,
) -> Optional[Alignment]:
    """Apply the tie-break over the candidate end positions (ascending, exclusive).

    Returns None when no window ending at one of ``ends`` really costs ``edits``
    (possible only when the candidates came from a coarse symbol map). With
    ``symbols`` (the pattern's bytes and the text's, from an exact map) the starts
    are found by edlib (:func:`_best_start_edlib`), otherwise window by window.
    """
    m = len(pattern)
    best: Optional[Tuple[int, int, int, int]] = None
    p_reversed = symbols[0][::-1] if symbols is not None else b""
    reach = m + edits
    seen = set()
    for e in ends:
        if best is not None and best[1] == m and e - m >= best[2]:
            break  # no later end can start earlier with the best similarity
        if e >= reach:
            # Every window ending at ``e`` that can cost ``edits`` lies in text[e - reach:e]; where
            # that text repeats an earlier end's, so do its windows, later and so never preferred.
            context = text[e - reach : e]
            if context in seen:
                continue
            seen.add(context)
        budget.charge(m * reach)
        if symbols is not None:
            key = _best_start_edlib(p_reversed, symbols[1], m, e, edits)
        else:
            key = _best_start(pattern, text, e, edits)
        if key is not None and (best is None or key < best):
            best = key
    return None if best is None else Alignment(best[0], best[2], best[3])


def _preferred(
    pattern: str, text: str, p_bytes: bytes, region: Callable[[int, int], bytes]
) -> Callable[[int, List[int]], Optional[Tuple[int, int, int, int]]]:
    """The key of the window :func:`_pick_window` prefers among windows of a cost ending at the
    given ends (an exact map: the window exists), for :func:`_qgram_search`."""

    def key(edits: int, ends: List[int]) -> Optional[Tuple[int, int, int, int]]:
        found = _pick_window(pattern, text, edits, ends, (p_bytes, region))
        return None if found is None else _window_key(found.edits, len(pattern), found.start, found.end)

    return key


#: Length of the q-grams counted to find where a passage can be.
QGRAM = 4
#: Only the q-grams starting at every STEP-th source position are counted (a quarter
#: of the work; the counting bound below accounts for the positions left out).
QGRAM_STEP = 4
#: Where an index exists, exact lookups still scan the first this many characters (most
#: passages found are found there, and that scan costs less than asking the index); the
#: index lists the places after them.
SCAN_FIRST = 1 << 16
#: Sources shorter than this are searched whole: counting has a fixed cost of some
#: tens of microseconds, about what edlib spends on 8,000 characters.
QGRAM_MIN_SOURCE = 16_384


def _qgram_hashes(symbols: np.ndarray, step: int = 1) -> np.ndarray:
    """A 16-bit hash of the q-grams of an integer array starting at positions 0, step, 2 * step..."""
    count = len(symbols) - QGRAM + 1
    if count <= 0:
        return np.zeros(0, dtype=np.uint16)
    packed = symbols[0:count:step].astype(np.uint64)
    for i in range(1, QGRAM):  # wraps modulo 2**64, as a hash may
        packed = (packed * np.uint64(0x100000001B3)) ^ symbols[i : i + count : step].astype(np.uint64)
    return ((packed * np.uint64(0x9E3779B97F4A7C15)) >> np.uint64(48)).astype(np.uint16)


def _qgram_hashes_in_blocks(symbols: Union[np.ndarray, str], step: int, block: Optional[int] = None) -> np.ndarray:
    """:func:`_qgram_hashes` computed over blocks of positions: the same hashes, but the
    64-bit temporaries exist for one block at a time instead of the whole source. A ``str``
    is read as its code points, one block at a time too (the code points of a whole source
    take 4 bytes a character)."""
    count = len(symbols) - QGRAM + 1
    if count <= 0:
        return np.zeros(0, dtype=np.uint16)
    block = HASH_BLOCK if block is None else block
    block = max(step, block - block % step)  # every block starts on a sampled position
    out = np.empty(-(-count // step), dtype=np.uint16)
    for lo in range(0, count, block):
        hi = min(count, lo + block)
        part = symbols[lo : hi + QGRAM - 1]
        out[lo // step : -(-hi // step)] = _qgram_hashes(codepoints(part) if isinstance(part, str) else part, step)
    return out


#: Candidate regions of the q-gram filter this close (in characters) are searched as one.
REGION_GAP = 512
#: Sampled positions sorted at a time when the q-gram index is built: the temporaries of a block
#: take about 50 bytes a position (sorting it costs no more than a larger block).
INDEX_BLOCK = 1 << 16
#: Distinct q-gram hashes (``_qgram_hashes`` keeps 16 bits).
N_HASHES = 1 << 16


def _gram_index(hashes: np.ndarray, block: int = INDEX_BLOCK) -> Tuple[np.ndarray, np.ndarray]:
    """``(order, offsets)``: the sampled positions with hash ``h`` are ``order[offsets[h]:offsets[h + 1]]``, ascending.

    The same as a stable ``np.argsort(hashes)`` (tests compare them), computed block by
    block (a counting sort) so that the 64-bit temporaries of the sort exist for one
    block at a time; ``order`` itself takes 4 bytes a sampled position.
    """
    counts = np.bincount(hashes, minlength=N_HASHES)
    offsets = np.zeros(N_HASHES + 1, dtype=np.int64)
    np.cumsum(counts, out=offsets[1:])
    order = np.empty(len(hashes), dtype=np.uint32)
    cursor = offsets[:-1].copy()
    for lo in range(0, len(hashes), block):
        part = hashes[lo : lo + block]
        ranked = np.argsort(part, kind="stable")
        sorted_hashes = part[ranked]
        here = np.bincount(part, minlength=N_HASHES)
        first = np.cumsum(here) - here  # where each hash's group starts in ``ranked``
        dest = cursor[sorted_hashes] + (np.arange(len(part)) - first[sorted_hashes])
        order[dest] = ranked + lo
        cursor += here
    return order, offsets


def _gram_candidates(index: Tuple[np.ndarray, np.ndarray], p_codes: np.ndarray, n: int) -> np.ndarray:
    """Ascending starts in a text of ``n`` characters where a pattern may occur, from the text's
    q-gram index (:func:`_gram_index`); every place where it occurs is among them.

    ``p_codes``: the pattern in the codes the text's q-grams were hashed from, at least
    ``QGRAM + QGRAM_STEP - 1`` of them (see :class:`GramIndex`).
    """
    m = len(p_codes)
    r = QGRAM_STEP
    order, offsets = index
    hashes = _qgram_hashes(p_codes, 1).astype(np.int64)
    counts = offsets[hashes + 1] - offsets[hashes]
    parts = []
    for k in range(r):
        o = k + r * int(np.argmin(counts[k::r]))
        h = hashes[o]
        parts.append(order[offsets[h] : offsets[h + 1]].astype(np.int64) * r - o)
    cand = np.concatenate(parts)
    return np.unique(cand[(cand >= 0) & (cand <= n - m)])


class GramIndex:
    """Every place where a string occurs in one text, listed from the q-gram index instead of a scan.

    The text's q-grams are hashed at every ``QGRAM_STEP``-th position and indexed by hash
    (:func:`_gram_index`, as the edit matcher indexes its view). A string ``p`` of at least
    ``QGRAM + QGRAM_STEP - 1`` characters that occurs at position ``i`` holds, at some offset
    ``o < QGRAM_STEP`` (the one with ``i + o`` a multiple of the step), a q-gram sampled at
    ``i + o``; so does every offset ``o + k * QGRAM_STEP`` inside it. For each of the step's
    residues the rarest of those q-grams gives candidate starts, which a comparison confirms:
    the confirmed starts are exactly the places ``str.find`` would list one by one (tests
    compare the two). Hash collisions only add candidates that the comparison drops.

    A failed ``str.find`` reads the whole text (about a millisecond a megabyte); the index is
    built once per text (about 25 ms and one byte a character per megabyte), so it is used
    where many lookups fail: scoring a refused quotation on a large source.
    """

    __slots__ = ("text", "_order", "_offsets")

    #: Shortest string the index can list (shorter ones are looked up by ``str.find``).
    MIN_LENGTH = QGRAM + QGRAM_STEP - 1

    def __init__(self, text: str) -> None:
        self.text = text
        self._order, self._offsets = _gram_index(_qgram_hashes_in_blocks(text, QGRAM_STEP))

    @property
    def nbytes(self) -> int:
        return int(self._order.nbytes + self._offsets.nbytes)

    def candidates(self, pattern: str) -> Optional[np.ndarray]:
        """Ascending starts where ``pattern`` may occur (every place where it does among them);
        None when it is shorter than :attr:`MIN_LENGTH` (the caller then scans)."""
        if len(pattern) < self.MIN_LENGTH:
            return None
        return _gram_candidates((self._order, self._offsets), codepoints(pattern), len(self.text))

    def places(self, pattern: str, start: int = 0) -> Optional[Iterator[int]]:
        """Every start of ``pattern`` in the text from ``start`` on, overlapping ones included,
        ascending, confirmed one at a time as they are read; None when it is shorter than
        :attr:`MIN_LENGTH`."""
        cand = self.candidates(pattern)
        if cand is None:
            return None
        if start > 0:
            cand = cand[np.searchsorted(cand, start) :]
        text = self.text
        return (i for i in cand.tolist() if text.startswith(pattern, i))

    def starts(self, pattern: str, start: int = 0) -> Optional[List[int]]:
        """:meth:`places` as a list."""
        found = self.places(pattern, start)
        return None if found is None else list(found)


def _hit_count(index: Tuple[np.ndarray, np.ndarray], p_hashes: np.ndarray) -> int:
    """How many sampled positions :func:`_hits` finds (read from the index's offsets alone)."""
    offsets = index[1]
    wanted = np.unique(p_hashes)
    return int((offsets[wanted + 1] - offsets[wanted]).sum())


def _hits(index: Tuple[np.ndarray, np.ndarray], p_hashes: np.ndarray, blocks: int) -> Tuple[bool, np.ndarray]:
    """The sampled positions whose q-gram hash is one of ``p_hashes``: ``(False, ascending
    positions)``, or ``(True, a mask over every sampled position)`` when they are more than a
    sixteenth of them (a mask is then cheaper than sorting, and far smaller than the positions)."""
    order, offsets = index
    wanted = np.unique(p_hashes)
    los, his = offsets[wanted].tolist(), offsets[wanted + 1].tolist()
    total = sum(his) - sum(los)
    if total * 16 > blocks:
        mask = np.zeros(blocks, dtype=np.bool_)
        for a, b in zip(los, his):
            mask[order[a:b]] = True
        return True, mask
    parts = [order[a:b] for a, b in zip(los, his) if b > a]
    if not parts:
        return False, np.zeros(0, dtype=np.int64)
    hits = np.concatenate(parts).astype(np.int64)
    hits.sort()
    return False, hits


def _diagonals(index: Tuple[np.ndarray, np.ndarray], p_hashes: np.ndarray) -> np.ndarray:
    """Ascending ``p - o`` for every sampled source position ``p`` whose q-gram hash is that of
    the passage's q-gram at offset ``o`` (``p_hashes[o]``): the start the passage would have
    if that q-gram of the source were its own at ``o``."""
    order, offsets = index
    h = p_hashes.astype(np.int64)
    los = offsets[h]
    lengths = offsets[h + 1] - los
    total = int(lengths.sum())
    # Each offset's positions, one slice of ``order`` each, gathered in one call.
    at = np.arange(total, dtype=np.int64) + np.repeat(los - (np.cumsum(lengths) - lengths), lengths)
    d = order[at].astype(np.int64) * QGRAM_STEP - np.repeat(np.arange(len(h), dtype=np.int64), lengths)
    d.sort()
    return d


def _diagonal_regions(
    d: np.ndarray, m: int, bound: int, need: int, n: int
) -> Optional[Tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """The source regions that hold every window of at most ``bound`` edits, from the passage's
    q-gram diagonals ``d`` (:func:`_diagonals`), as ``(starts, ends, held)``; None when none can.

    An alignment of at most ``c`` edits of the passage with the window ``text[s:e]`` maps a
    q-gram of the window that no edit touches, at ``p``, to the passage's q-gram at some ``o``
    with ``p - s - o`` the insertions less the deletions before it: ``|p - o - s| <= c``. The
    counting lemma of :func:`_qgram_search` gives the window ``need`` such sampled q-grams, so
    ``need`` diagonals lie within ``[s - c, s + c]``: ``need`` consecutive ones no further apart
    than ``2c``. Each such run ``d[i] .. d[i + need - 1]`` lets a window start from
    ``d[i + need - 1] - c`` to ``d[i] + c`` and end at most ``m + c`` later. The blocks the
    samples alone give (the earlier filter) let every window start over a whole span of the
    passage's length around its q-grams; the diagonals place it within ``2c`` characters,
    which leaves a region of about the passage's length per place instead of about three.
    Counting a sampled position once per offset its hash matches only adds candidates.
    ``held``: the most diagonals within ``2 * bound`` of each other that a region's runs hold
    (no window there has fewer q-grams of the passage).
    """
    if len(d) < need:
        return None
    head, last = d[: len(d) - need + 1], d[need - 1 :]
    close = last - head <= 2 * bound
    if not close.any():
        return None
    lo = np.maximum(last[close] - bound, 0)
    hi = np.minimum(head[close] + m + 2 * bound, n)  # both ascending, as ``d`` is
    breaks = np.flatnonzero(lo[1:] - hi[:-1] > REGION_GAP)
    firsts = np.concatenate(([0], breaks + 1))
    lasts = np.concatenate((breaks, [len(lo) - 1]))
    dense = (np.searchsorted(d, d + 2 * bound, side="right") - np.arange(len(d)))[: len(d) - need + 1][close]
    return lo[firsts], hi[lasts], np.maximum.reduceat(dense, firsts)


def _qgram_search(
    p_bytes: bytes,
    p_codes: Callable[[], np.ndarray],
    enc: "_SourceSymbols",
    region: Callable[[int, int], bytes],
    budget: _Budget = _NO_LIMIT,
    true_cost: Optional[Callable[[int, int], int]] = None,
    true_codes: Optional[Callable[[], Tuple[np.ndarray, np.ndarray]]] = None,
    table: Optional[np.ndarray] = None,
    floor: int = 0,
    prefer: Optional[Callable[[int, List[int]], Optional[Tuple[int, int, int, int]]]] = None,
    exact_within: Optional[int] = None,
) -> Tuple[Optional[int], Optional[Tuple[int, List[int]]]]:
    """The search of :func:`_edlib_search`, run only where a window can cost the minimum.

    Hand-written q-gram filter (after Jokinen and Ukkonen's counting lemma; no
    installed library offers a bounded approximate search that reports every
    optimal end). The q-grams of the source are hashed at every ``r``-th position
    (``r = QGRAM_STEP``) and indexed by hash once per source (:func:`_gram_index`),
    so a passage costs as many steps as its q-grams occur in the source, not one
    per source character. A window costing ``c`` edits is at least ``m - c`` long,
    so it holds at least ``(m - c - q + 1) // r`` sampled q-gram positions; each
    edit spoils the q-grams over at most ``q`` consecutive positions, so at most
    ``ceil(q / r)`` sampled ones; every other sampled q-gram of the window is one
    of the passage's. A window starting in the block of ``r`` positions at ``j * r``
    has all its q-grams among the samples of ``[j * r, j * r + r + m + c)``. Once
    some window is known to cost ``U``, every window costing at most ``U`` thus
    starts in a block whose span holds at least ``need(U)`` sampled q-grams of the
    passage (hashes only add false hits, so none is missed); edlib then runs on
    those blocks' regions alone and finds the minimum and every end attaining it,
    as the search over the whole source would. Where the passage's q-grams occur
    sparsely (the positions listed, not a mask), each occurrence also says where the
    window would start (its diagonal, :func:`_diagonal_regions`), which places the
    regions within ``2U`` characters instead of a span of the passage's length.

    The same count bounds each region: a region whose spans hold at most ``h`` of the passage's
    sampled q-grams has no window cheaper than the least ``c`` with ``need(c) <= h``. With
    ``prefer`` (an exact map), the regions are searched in the order of the source, a few
    first and twice as many each time: once a window is known, a later region can hold a
    preferred one only if it is cheaper, or as cheap and shorter (the earliest of equals
    wins), so the later regions are searched only for those, and those that cannot hold one
    by their bound (or by ``floor``) are not searched. A source that repeats a passage's
    sentence a thousand times then costs about one search of it where the passage is
    changed by one character, instead of a thousand.

    A first window costing more than a fifth or so of the passage leaves ``need(U) <= 0``: no
    count can rule out any place, and the whole source is searched. With ``exact_within``,
    the caller needs the minimum exactly only when it is at most that much: the regions are
    then searched for the windows of at most ``cap`` edits, the largest cost whose count still
    rules places out (``need(cap) >= FAR_NEED``), when ``cap`` is at least ``exact_within``.
    Where they hold one, the minimum is exact as above (a coarse map: its lower bound, as
    without a cap); where they hold none, every window costs more than ``cap`` (a coarse map's
    costs only err low) and the best window ending near the first is returned (``edits >
    cap``), in true costs: a close window, not always the closest.

    Returns ``(U, (edits, ends))``, or ``(U or None, None)`` when counting cannot
    narrow the search (the caller then searches the whole source, bounded by ``U``);
    ``ends`` hold the preferred window's end (with ``prefer``: perhaps not those of the
    regions that cannot hold a preferred window).

    p_bytes (bytes): The passage in edlib symbols (an exact map).
    p_codes (Callable[[], np.ndarray]): The passage in the codes the source's q-grams are hashed from (made when needed).
    enc (_SourceSymbols): The encoded source.
    region (Callable[[int, int], bytes]): ``text[lo:hi]`` in the passage's edlib symbols.
    budget (_Budget): Cells the search may fill (:class:`_OverBudget` past them).
    true_cost (Optional[Callable[[int, int], int]]): For a coarse symbol map (edlib's costs only lower bounds), the true cost
        of ``text[lo:hi]``: ``U`` is then the true cost of the densest window, and the
        minimum returned is that of edlib over the regions (a lower bound of the true
        one, equal to it when some window attains it, see :func:`align`).
    true_codes (Optional[Callable[[], Tuple[np.ndarray, np.ndarray]]]): With ``true_cost``, the passage
        and the source as integer codes of their true characters (:meth:`_SourceSymbols.codes`),
        for the window a capped search returns when no region holds one (``exact_within``).
    table (Optional[np.ndarray]): The pattern's table from text ids to symbols (None: the text's own bytes).
    floor (int): No window costs less (1: the passage is known not to occur verbatim).
    prefer (Optional[Callable[[int, List[int]], Optional[Tuple[int, int, int, int]]]]): The key
        (:func:`_window_key`) of the preferred window of a cost among ascending ends attaining
        it (:func:`_pick_window`); None searches every region (a coarse map).
    """
    m, n = len(p_bytes), len(enc)
    if n < max(QGRAM_MIN_SOURCE, 4 * m) or m < 3 * QGRAM:
        return None, None
    r = QGRAM_STEP
    index = enc.gram_index()
    blocks = len(index[0])  # sampled positions 0, r, 2r ... (the last q-gram start is n - q)
    p_hashes = _qgram_hashes(p_codes())
    masked = _hit_count(index, p_hashes) * 16 > blocks  # as _hits decides
    csum: Optional[np.ndarray] = None
    diagonals = np.zeros(0, dtype=np.int64)
    if masked:  # counts over every block, in 32 bits (the positions would take 8 bytes each)
        hits = _hits(index, p_hashes, blocks)[1]
        csum = np.zeros(blocks + 1, dtype=np.int32)
        # Summed as bytes: NumPy sums a boolean array into 32 bits at half the speed.
        np.cumsum(hits.view(np.uint8), dtype=np.int32, out=csum[1:])
        k = int(csum[-1])
    else:
        diagonals = _diagonals(index, p_hashes)
        k = len(diagonals)  # at least the sampled positions among them

    def counts(span: int) -> np.ndarray:
        # passage q-grams among the samples j .. j + span - 1, for every block j (mask only)
        assert csum is not None
        span = min(span, blocks)
        out = np.empty(blocks, dtype=np.int32)
        np.subtract(csum[span:], csum[: blocks + 1 - span], out=out[: blocks + 1 - span])
        out[blocks + 1 - span :] = csum[blocks] - csum[blocks + 1 - span : blocks]
        return out

    # A first window: where the passage's q-grams are densest (a densest span starts at a hit),
    # or where most of them would put its start (a densest band of diagonals starts at one).
    s0 = 0
    if masked:
        s0 = int(np.argmax(counts(-(-m // r)))) * r
    elif k:
        dense = np.searchsorted(diagonals, diagonals + m // 4 + 1) - np.arange(k)
        s0 = min(max(0, int(diagonals[int(np.argmax(dense))])), n - 1)
    lo0, hi0 = max(0, s0 - m // 2), min(n, s0 + m + m // 2)
    budget.charge(m * (hi0 - lo0))
    near_first: Optional[Tuple[int, List[int]]] = None  # the least true cost of a window ending in [lo0, hi0]
    if true_cost is not None:
        first: Dict[str, object] = {}
        bound = true_cost(s0, min(n, s0 + m))
        if 0 < bound < m and true_codes is not None:
            # ``s0`` is where most q-grams put a start, often a few characters off the best one
            # (a passage of 746 characters, 4 edits from the source, cost 192 there): the best
            # window ending near it, in true costs, bounds the search far more tightly.
            p_true, t_true = true_codes()
            budget.charge(m * (hi0 - max(0, lo0 - m - bound)))
            near_first = _far_window(p_true, lambda a, b: t_true[a:b], lo0, hi0, bound)
            bound = near_first[0]
        lo0 = hi0 = -1  # no region searched yet
    else:
        first = edlib.align(p_bytes, region(lo0, hi0), mode="HW", task="distance")
        bound = int(first["editDistance"])  # type: ignore[call-overload]
    # Without a cap, the first window is one of the windows the regions must hold: the
    # returns marked "cannot happen" below. With one, the regions may hold no window: ``far``.
    far: Optional[Tuple[int, List[int]]] = None
    first_cost = bound
    if exact_within is not None and (bound < 0 or bound >= m or _need(m, bound) <= 0):
        cap = _far_cap(m)
        if exact_within <= cap < (m if bound < 0 else min(bound, m)):
            if 0 <= bound < m:
                if near_first is None:
                    p_sym = np.frombuffer(p_bytes, dtype=np.uint8).astype(np.int64)
                    near_first = _far_window(p_sym, lambda a, b: np.frombuffer(region(a, b), dtype=np.uint8), lo0, hi0, bound)
                far = near_first
                first_cost = far[0]
            else:
                far, first_cost = (m, []), m  # nothing in common: the empty window
            bound = cap
    if bound < 0 or bound >= m:
        return None, None
    need = _need(m, bound)
    if need <= 0:
        return bound, None
    if need > k:  # cannot happen without a cap: the first window qualifies
        return (first_cost, far) if far else (bound, None)
    reach = r + m + bound  # a window starting in block j lies within [j * r, j * r + reach)
    span = -(-reach // r)
    # Blocks j holding ``need`` hits in [j, j + span): for each run of ``need`` consecutive
    # hits closer than ``span``, the blocks from the last one's ``- span + 1`` to the first.
    spanned: Optional[np.ndarray] = None  # counts(span), made once (mask only)
    if masked:
        spanned = counts(span)
        ok = spanned >= need
        if int(np.count_nonzero(ok)) * r * 2 > n:  # most of the source: search it whole
            return first_cost, None
        j_lo = j_hi = np.flatnonzero(ok)
        if len(j_lo) == 0:  # cannot happen without a cap: the first window qualifies
            return (first_cost, far) if far else (bound, None)
        # Runs of candidate blocks whose regions overlap, as source regions.
        top = np.maximum.accumulate(j_hi)
        # Regions closer than REGION_GAP are searched in one call: each edlib call has a fixed
        # cost of some microseconds, what it spends on a few hundred characters.
        breaks = np.flatnonzero((j_lo[1:] - top[:-1]) * r > reach + REGION_GAP)
        firsts = np.concatenate(([0], breaks + 1))
        lasts = np.concatenate((breaks, [len(j_hi) - 1]))
        run_lo = j_lo[firsts] * r
        run_hi = np.minimum(top[lasts] * r + reach, n)
    else:
        found = _diagonal_regions(diagonals, m, bound, need, n)
        if found is None:  # cannot happen without a cap: the first window qualifies
            return (first_cost, far) if far else (bound, None)
        run_lo, run_hi, held_by_run = found
    searched = int((run_hi - run_lo).sum())
    if searched * 2 > n:
        return first_cost, None
    if run_lo[0] >= lo0 and run_hi[-1] <= hi0:
        # Every candidate lies in the first region, already searched without a bound:
        # its minimum and ends are the answer (with a cap, more than it: the first window).
        if far:
            return first_cost, far
        return first_cost, (first_cost, sorted(lo0 + int(loc[1]) + 1 for loc in first["locations"] if loc[1] >= 0))  # type: ignore[attr-defined]
    runs = list(zip(run_lo.tolist(), run_hi.tolist()))
    if prefer is None or true_cost is not None or len(runs) == 1:
        best, ends = _search_runs(p_bytes, region, runs, bound, enc, table, budget)
        if best > bound:  # cannot happen without a cap: the first window lies in one of the regions
            return (first_cost, far) if far else (bound, None)
        return bound, (best, sorted(set(ends)))
    # The most sampled q-grams of the passage any span of each region holds, and so the least
    # cost of a window there (see above).
    if masked:
        assert spanned is not None
        held = np.maximum.reduceat(spanned, np.stack((j_lo[firsts], top[lasts] + 1), axis=1).ravel()[:-1])[::2]
    else:
        held = held_by_run
    needs = np.array([_need(m, c) for c in range(bound + 1)])
    least = np.maximum((needs[None, :] > held[:, None]).sum(axis=1), floor).tolist()
    found_in_order = _search_in_order(p_bytes, region, runs, least, bound, enc, table, budget, floor, prefer)
    if found_in_order is None and far:  # no window of at most ``cap`` edits
        return first_cost, far
    return bound, found_in_order


def _far_window(
    p_codes: np.ndarray, text_codes: Callable[[int, int], np.ndarray], lo: int, hi: int, cost: int
) -> Tuple[int, List[int]]:
    """The least cost of a window ending in ``[lo, hi]`` and the ends attaining it (at most
    ``MAX_COARSE_ENDS``, the first), given a window ending there that costs ``cost``: the
    passage and ``text[a:b]`` as integer codes, equal characters with equal codes (an exact
    symbol map's bytes, or the true characters' ids where the map is coarse).

    edlib's minimum over ``text[lo:hi]`` counts only windows starting at ``lo`` or later;
    :func:`_pick_window` needs, for each end, the least cost of any window ending there. A
    window that costs at most ``cost`` is at most ``m + cost`` long, so every such window
    ending in ``[lo, hi]`` lies in ``text[lo - m - cost:hi]``, whose cost at each end the
    dynamic programme gives (a few passages' lengths of text).
    """
    m = len(p_codes)
    start = max(0, lo - m - cost)
    costs = _end_costs_codes(p_codes, text_codes(start, hi))[lo - start :]
    least = int(costs.min())
    return least, (np.flatnonzero(costs == least)[:MAX_COARSE_ENDS] + lo).tolist()


#: Sampled q-grams of the passage that a region must hold, at the least, for a capped search
#: (:func:`_qgram_search`'s ``exact_within``): one alone would let most regions of a large
#: source through.
FAR_NEED = 2


def _need(m: int, c: int) -> int:
    """Sampled q-grams of a passage of ``m`` symbols that every window of at most ``c`` edits
    holds (the counting lemma of :func:`_qgram_search`)."""
    return (m - c - QGRAM + 1) // QGRAM_STEP - c * (-(-QGRAM // QGRAM_STEP))


def _far_cap(m: int) -> int:
    """The largest cost ``c`` with ``_need(m, c) >= FAR_NEED`` (-1 when none): ``_need`` falls as ``c`` grows."""
    c = -1
    while _need(m, c + 1) >= FAR_NEED:
        c += 1
    return c


def _search_runs(
    p_bytes: bytes,
    region: Callable[[int, int], bytes],
    runs: List[Tuple[int, int]],
    bound: int,
    enc: "_SourceSymbols",
    table: Optional[np.ndarray],
    budget: _Budget,
) -> Tuple[int, List[int]]:
    """:func:`_search_joined` where a free symbol is left, else :func:`_search_each` (budget charged)."""
    m = len(p_bytes)
    searched = sum(hi - lo for lo, hi in runs)
    free = enc.free_symbol(p_bytes, table) if len(runs) > 1 else None
    if free is not None:
        budget.charge(m * (searched + (len(runs) - 1) * (bound + 1)))
        return _search_joined(p_bytes, region, runs, bound, free)
    budget.charge(m * searched)
    return _search_each(p_bytes, region, runs, bound)


def _search_in_order(
    p_bytes: bytes,
    region: Callable[[int, int], bytes],
    runs: List[Tuple[int, int]],
    least: List[int],
    bound: int,
    enc: "_SourceSymbols",
    table: Optional[np.ndarray],
    budget: _Budget,
    floor: int,
    prefer: Callable[[int, List[int]], Optional[Tuple[int, int, int, int]]],
) -> Optional[Tuple[int, List[int]]]:
    """The regions searched in the order of the source for the preferred window (see
    :func:`_qgram_search`): ``least[i]`` is the least cost a window of ``runs[i]`` may have.

    Each region holds whole every window it can hold at most ``bound`` (the regions are apart
    further than a window reaches), so every window of a later region starts after every window
    of an earlier one. Once the preferred window of those found costs ``c`` and is no longer
    than the passage (the best similarity), a later window is preferred only if it costs less
    than ``c``; otherwise one that costs ``c`` and is shorter may be too. The regions left are
    searched for those alone.
    """
    m = len(p_bytes)
    limit = bound  # the windows still wanted cost at most this
    best: Optional[int] = None
    ends: List[int] = []
    i, take = 0, 1
    while i < len(runs):
        chunk: List[Tuple[int, int]] = []
        while i < len(runs) and len(chunk) < take:
            if least[i] <= limit:
                chunk.append(runs[i])
            i += 1
        if not chunk:
            break
        take *= 2
        cost, found = _search_runs(p_bytes, region, chunk, limit, enc, table, budget)
        if cost > limit:
            continue
        if best is None or cost < best:
            best, ends = cost, found
        else:
            ends.extend(found)
        key = prefer(best, sorted(set(ends)))
        limit = best - 1 if key is not None and key[1] == m else best
        if limit < floor:
            break
    if best is None:  # cannot happen: the first window lies in one of the regions
        return None
    return best, sorted(set(ends))


def _search_each(
    p_bytes: bytes, region: Callable[[int, int], bytes], runs: List[Tuple[int, int]], bound: int
) -> Tuple[int, List[int]]:
    """The least cost (at most ``bound``; ``bound + 1`` if none) over the regions, and the ends attaining it."""
    best = bound + 1
    ends: List[int] = []
    for lo, hi in runs:
        result = edlib.align(p_bytes, region(lo, hi), mode="HW", task="distance", k=bound)
        cost = int(result["editDistance"])
        if cost < 0 or cost > best:
            continue
        if cost < best:
            best, ends = cost, []
        ends.extend(lo + int(loc[1]) + 1 for loc in result["locations"] if loc[1] >= 0)
    return best, ends


def _search_joined(
    p_bytes: bytes, region: Callable[[int, int], bytes], runs: List[Tuple[int, int]], bound: int, free: int
) -> Tuple[int, List[int]]:
    """:func:`_search_each` in one edlib call: the regions joined by runs of a symbol nothing uses.

    Each call to edlib has a fixed cost of some microseconds; a repetitive source can
    leave a passage a thousand regions. A separator of ``bound + 1`` symbols matching
    nothing costs a window that spans it more than ``bound`` edits (each of its symbols must
    be deleted or replace a passage character), so no such window is reported; a window that
    takes in only part of it costs at least as much as the same window without those symbols,
    so every least cost is attained inside a region, and ends inside a separator are
    dropped. A longer separator would only add symbols to search: on a repetitive source a
    passage's regions are a few times its length, and a separator as long as the passage was
    a fifth of the joined text. The tests compare both searches.
    """
    sep = bytes([free]) * (bound + 1)
    offsets: List[int] = []  # where each region starts in the joined text
    pos = 0
    for lo, hi in runs:
        offsets.append(pos)
        pos += hi - lo + len(sep)
    joined = region.joined(runs, sep) if isinstance(region, _Region) else sep.join(region(lo, hi) for lo, hi in runs)
    result = edlib.align(p_bytes, joined, mode="HW", task="distance", k=bound)
    cost = int(result["editDistance"])
    if cost < 0:
        return bound + 1, []
    ends: List[int] = []
    for loc in result["locations"]:
        if loc[1] < 0:
            continue
        end = int(loc[1]) + 1  # exclusive, in the joined text
        i = bisect.bisect_right(offsets, end - 1) - 1
        lo, hi = runs[i]
        if end - offsets[i] <= hi - lo:  # else inside the separator after region i
            ends.append(lo + end - offsets[i])
    return cost, ends


def _edlib_search(
    p_bytes: bytes, t_bytes: bytes, m: int, bound: Optional[int] = None, budget: _Budget = _NO_LIMIT
) -> Tuple[int, List[int]]:
    """Cheapest cost of any window and the end positions (exclusive) attaining it.

    A cost of ``m`` or more is returned as ``m`` without ends: the empty window wins then.
    ``bound``, when given, is the cost of some window (the minimum is at most that).
    """
    first = FIRST_EDIT_BOUND if bound is None else bound
    # The caller charged one search of the text (before making ``t_bytes``); a second is charged here.
    if m > first + 1:
        result = edlib.align(p_bytes, t_bytes, mode="HW", task="distance", k=first)
        if result["editDistance"] < 0:
            budget.charge(m * len(t_bytes))
            result = edlib.align(p_bytes, t_bytes, mode="HW", task="distance")
    else:
        result = edlib.align(p_bytes, t_bytes, mode="HW", task="distance")
    edits = int(result["editDistance"])
    if edits < 0 or edits >= m:
        return m, []
    return edits, sorted(int(loc[1]) + 1 for loc in result["locations"] if loc[1] >= 0)


def align(
    pattern: str,
    text: str,
    *,
    text_cps: Optional[np.ndarray] = None,
    method: str = "auto",
    encoded: Optional[_SourceSymbols] = None,
) -> Alignment:
    """Best window of ``text`` for ``pattern`` (semi-global Levenshtein), in folded offsets.

    >>> align("rose by 45", "revenue rose to 45.")
    Alignment(edits=2, start=8, end=18)

    pattern (str): The folded passage.
    text (str): The folded source.
    text_cps (Optional[np.ndarray]): ``text`` as a uint32 code point array, when the caller has it.
    method (str): ``"auto"`` (edlib, exact or coarse, then NumPy if needed), ``"edlib"`` (exact
        symbol map only), ``"numpy"`` (the slow fallback alone) or ``"uncached"`` (like
        ``"auto"``, mapping the whole text to symbols for this call, as a cross-check).
    encoded (Optional[_SourceSymbols]): ``text`` already encoded for edlib (``_source_symbols`` of its view).
    """
    if not isinstance(pattern, str):
        raise TypeError(must_be("pattern", "str", pattern))
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text))
    if method not in ("auto", "edlib", "numpy", "uncached"):
        raise ValueError(f"method must be 'auto', 'edlib', 'numpy' or 'uncached', got {method!r}")
    if encoded is not None and encoded.text is not text and encoded.text != text:
        raise ValueError(
            f"encoded must be the encoding of text, got the encoding of another text: {encoded.text!r:.60}"
        )
    return _align(pattern, text, text_cps, method, encoded, _NO_LIMIT)  # no limit: never over it


def _align(
    pattern: str,
    text: str,
    text_cps: Optional[np.ndarray],
    method: str,
    encoded: Optional[_SourceSymbols],
    budget: _Budget,
    at: Optional[int] = None,
    exact_within: Optional[int] = None,
) -> Alignment:
    """:func:`align` without the argument checks; raises :class:`_OverBudget` when the search
    would pass ``budget``. ``at``: ``text.find(pattern)``, when the caller has it.
    ``exact_within``: the best window is needed exactly only when it costs at most this many
    edits; past that, a window of more may stand for it (see :func:`_qgram_search`)."""
    m, n = len(pattern), len(text)
    if m == 0:
        return Alignment(0, 0, 0)
    if n == 0:
        return Alignment(m, 0, 0)
    if method == "numpy":
        cps = codepoints(text) if text_cps is None else text_cps
        return _align_numpy(pattern, text, codepoints(pattern).astype(np.int64), cps)
    # A verbatim passage: its first occurrence is the preferred window (no edit, no
    # longer than the passage, earliest), and str.find costs next to nothing.
    if at is None:
        at = text.find(pattern)
    if at >= 0:
        return Alignment(0, at, at + m)
    if method == "uncached":
        cps = codepoints(text) if text_cps is None else text_cps
        p_bytes, t_bytes, exact = _symbols(pattern, cps)

        def codes() -> Tuple[np.ndarray, np.ndarray]:
            return codepoints(pattern).astype(np.int64), cps

        budget.charge(m * n)
        edits, ends = _edlib_search(p_bytes, t_bytes, m, None, budget)
        exact_symbols: Optional[Tuple[bytes, Callable[[int, int], bytes]]] = None  # starts one by one
    else:
        enc = encoded if encoded is not None else _SourceSymbols(text, text_cps)
        p_bytes, table, exact = enc.pattern_symbols(pattern)
        codes = lambda: enc.codes(pattern)  # noqa: E731
        if not exact and method == "edlib":
            raise ValueError("pattern has too many distinct characters for the exact edlib path")
        bound: Optional[int] = None
        narrowed: Optional[Tuple[int, List[int]]] = None
        region = _Region(enc, table)
        # The source's q-grams are hashed once, with its encoding, from the true characters:
        # with a coarse map the filter still holds, and the first bound is a true cost.
        coarse_cost = None if exact else (lambda lo, hi: Levenshtein.distance(pattern, text[lo:hi]))
        bound, narrowed = _qgram_search(
            p_bytes,
            lambda: enc.pattern_codes(pattern, p_bytes),
            enc,
            region,
            budget,
            coarse_cost,
            None if exact else codes,
            table,
            floor=1,  # not verbatim (looked up above)
            # In order only without a cell budget: a bounded search spends what it always has.
            prefer=_preferred(pattern, text, p_bytes, region) if exact and budget.left is None else None,
            exact_within=exact_within,
        )
        if narrowed is not None:
            edits, ends = narrowed
        else:
            budget.charge(m * n)
            edits, ends = _edlib_search(p_bytes, region.whole(), m, bound, budget)
        exact_symbols = (p_bytes, region)
    if edits >= m:
        # The empty window at 0 costs m and is never beaten on similarity or place
        # (with a coarse map, a lower bound of m makes the true minimum m too).
        return Alignment(m, 0, 0)
    # With a coarse map, edlib's minimum is a lower bound; when some window
    # really costs that much, every such window ends where edlib found the
    # minimum, so the tie-break over those ends is exact.
    # Checking very many coarse candidates one by one would cost more than the fallback.
    usable = exact or len(ends) <= MAX_COARSE_ENDS
    found = _pick_window(pattern, text, edits, ends, exact_symbols if exact else None, budget) if usable else None
    if found is not None:
        return found
    if exact:  # cannot happen: edlib's exact minimum is always attained
        raise RuntimeError(f"no window of cost {edits} for a passage of {m} characters")
    budget.charge(m * n)
    return _align_numpy(pattern, text, *codes())


def _align_numpy(pattern: str, text: str, p_codes: np.ndarray, t_codes: np.ndarray) -> Alignment:
    """The alignment from the NumPy costs of every end (no symbol limit)."""
    m = len(pattern)
    costs = _end_costs_codes(p_codes, t_codes)
    edits = int(costs.min())
    if edits >= m:
        return Alignment(m, 0, 0)
    found = _pick_window(pattern, text, edits, np.flatnonzero(costs == edits).tolist())
    if found is None:
        raise RuntimeError(f"no window of cost {edits} for a passage of {m} characters")
    return found


# --------------------------------------------------------------------------
# Words, edges and critical tokens.

# Scripts written without spaces between words: each character is one unit.
_UNSPACED = charclasses.UNDELIMITED_CLASS
_TOKEN = regex.compile(rf"[{_UNSPACED}]|[^\s{_UNSPACED}]+")
_UNSPACED_CHAR = regex.compile(rf"[{_UNSPACED}]")
# Characters below U+0E00 (Latin to Sinhala, where Thai begins) and the General Punctuation
# block belong to no unspaced script, and there str.split() and regex's \s agree on what a
# space is, except for the separators \x1c-\x1f. A text made only of them is cut into the
# words _TOKEN finds by str.split(), which is several times faster; the script classes make
# every ``regex`` scan of _UNSPACED slow. tests/test_edits.py checks both facts.


@lru_cache(maxsize=1)
def _token_re() -> "re.Pattern[str]":
    """_TOKEN (the definition) as a ``re`` pattern over the same characters, read from it.

    Hand-written because ``regex`` tests its script classes at tens of nanoseconds a
    character, a large share of scoring a passage in an unspaced script, where ``re`` looks a
    character of the Basic Multilingual Plane up in one table (tests compare the two).
    """
    every = charclasses.chars_of(charclasses.PROPERTY_PLANES)  # nothing of either class lies beyond

    def body(pattern: str) -> str:  # the class of every character in runs of ``pattern``
        parts = []
        for run in regex.findall(f"{pattern}+", every):
            contiguous = ord(run[-1]) - ord(run[0]) + 1 == len(run)
            parts.append(f"{re.escape(run[0])}-{re.escape(run[-1])}" if contiguous else charclasses.char_class(run))
        return "".join(parts)

    unspaced = body(f"[{_UNSPACED}]")
    spaces = body(r"\s")
    return re.compile(f"[{unspaced}]|[^{spaces}{unspaced}]+")


_NOT_SPACED_ONLY = re.compile(r"[^\x00-\x1b\x20-\u0dff\u2000-\u206f]")

# Punctuation that may cling to a word without being part of it. Signs that
# carry meaning in a number or a name (% ‰ # & @ * / \ and dashes) are kept;
# a full stop or comma before a digit starts a number (".45").
_CLING = r"[\p{Po}\p{Ps}\p{Pe}\p{Pi}\p{Pf}--[%‰‱#&@*/\\]]"
_KEY_STRIP = regex.compile(
    rf"^(?:(?![.,]\d){_CLING})+|{_CLING}+$", flags=regex.V1
)

#: The edges of a passage: trimmed as the rule check trims them.
trim_edges = boundaries.edge_span


class _Tok(NamedTuple):
    key: str
    raw: str
    start: int
    end: int


@lru_cache(maxsize=1 << 16)
def _stripped_key(raw: str) -> str:
    return _KEY_STRIP.sub("", raw) or raw


def _token_key(raw: str) -> str:
    """A word without the punctuation clinging to it (``_KEY_STRIP``), the word itself when none does."""
    # A letter or digit at both ends leaves nothing to strip (clinging characters are
    # punctuation), which spares the regex for most words.
    if raw[0].isalnum() and raw[-1].isalnum():
        return raw
    return _stripped_key(raw)


_new_tok = tuple.__new__  # builds a _Tok without the NamedTuple constructor's Python frame


class _Words:
    """The words of folded text (one per character in unspaced scripts).

    Scoring a passage mostly needs the words' keys; their offsets are needed only where a
    change or a number word is reported, so keys and offsets are both made on first use.
    ``offset`` is where ``text`` starts in the text the reported offsets refer to.
    """

    __slots__ = ("text", "offset", "spaced_only", "raws", "_keys", "_starts")

    def __init__(self, text: str, offset: int = 0) -> None:
        self.text = text
        self.offset = offset
        self.spaced_only = _NOT_SPACED_ONLY.search(text) is None
        self.raws: List[str] = text.split() if self.spaced_only else _token_re().findall(text)
        self._keys: Optional[List[str]] = None
        self._starts: Optional[List[int]] = None

    def __len__(self) -> int:
        return len(self.raws)

    @property
    def keys(self) -> List[str]:
        if self._keys is None:
            self._keys = [_token_key(raw) for raw in self.raws]
        return self._keys

    @property
    def starts(self) -> List[int]:
        """Where each word starts in ``text`` (not shifted by ``offset``)."""
        if self._starts is None:
            # Only spaces separate the words (every other character belongs to one), so
            # each word is the first occurrence of its text after the previous word.
            starts: List[int] = []
            find = self.text.find
            pos = 0
            for raw in self.raws:
                pos = find(raw, pos)
                starts.append(pos)
                pos += len(raw)
            self._starts = starts
        return self._starts

    def toks(self) -> List[_Tok]:
        """Every word as a :class:`_Tok`, with offsets shifted by ``offset``."""
        off = self.offset
        return [
            _new_tok(_Tok, (key, raw, start + off, start + off + len(raw)))
            for key, raw, start in zip(self.keys, self.raws, self.starts)
        ]


# Numbers as the checks read them: an optional comparison sign, currency and
# sign, the digits (grouped or decimal), and a percent sign, unit or scale word.
_UNSPACED_UNITS = "|".join(lexicons.number_units()["after_number_unspaced"])
# The SI units with a prefix, as the match view writes them ("pn", "kpa", "\u03bcl"): "5 pN" and
# "5 nN" are two figures (the case of a symbol, "MW" and "mW", is compared apart: unit_cases).
_PREFIXED_UNITS = "|".join(
    regex.escape(u) for u in sorted({fold_match_text(w) for w in lexicons.prefixed_units()}, key=len, reverse=True)
)
_NUMBER = regex.compile(
    r"(?P<cmp>(?:<=|>=|[<>≤≥=±~≈])\s?)?"
    r"(?P<cur>[$€£¥₹]\s?)?"
    r"(?P<sign>(?<![\p{L}\p{N}])[-+](?=[.,]?\d))?"
    r"(?P<num>\d+(?:[.,]\d+)*|[.,]\d+)"
    rf"(?P<unit>\s?(?:%|‰|‱)|\s(?:{UNITS}|{_PREFIXED_UNITS})(?![\p{{L}}\p{{N}}])|(?:{UNITS}|{_UNSPACED_UNITS}|{_PREFIXED_UNITS})(?![\p{{L}}\p{{N}}]))?",
    flags=regex.IGNORECASE,
)
_CMP_CANON = {"<=": "≤", ">=": "≥"}


_DIGIT = regex.compile(r"\d")  # regex, not re: it knows the digits of newer Unicode versions
# A number's first digit comes at most this many characters after its start: a comparison
# ("<=" and a space), a currency sign and a space, a sign, a leading "." or ",".
_NUMBER_LEAD = 7


def _number_strings(folded: str) -> List[Tuple[int, int, str]]:
    """``(start, end, canonical form)`` of every number in folded text."""
    out: List[Tuple[int, int, str]] = []
    # What _NUMBER.finditer finds, found faster: the pattern is slow to try at every
    # character, and a number can only start shortly before a digit (_NUMBER_LEAD).
    search = _NUMBER.search
    digit = _DIGIT.search(folded)
    pos = 0
    while digit is not None:
        m = search(folded, max(pos, digit.start() - _NUMBER_LEAD))
        if m is None:  # cannot happen: a digit alone is a number
            break
        cmp_, cur, sign, num, unit = m.group("cmp", "cur", "sign", "num", "unit")
        cmp_ = (cmp_ or "").strip()
        cmp_ = _CMP_CANON.get(cmp_, cmp_)
        cur = (cur or "").strip()
        unit = (unit or "").strip()
        glue = "" if (not unit or unit in "%‰‱" or _UNSPACED_CHAR.match(unit)) else " "
        out.append((m.start(), m.end(), f"{cmp_}{cur}{sign or ''}{num}{glue}{unit}"))
        pos = m.end()
        digit = _DIGIT.search(folded, pos)
    return out


def _lexicon_number_words(lang: Optional[str]) -> Optional[Dict[str, object]]:
    """The number words of ``lang`` (every language's when it has no number-word file)."""
    try:
        words = lexicons.number_words(lang)
    except ValueError:  # a language without a number-word file: every language's
        words = lexicons.number_words(None)
    return dict(words) if words else None


@lru_cache(maxsize=64)
def _number_word_matchers(lang: Optional[str]) -> Tuple[FrozenSet[str], Optional[Pattern[str]]]:
    words = _lexicon_number_words(lang) or {}
    spaced = set()
    # Han numerals of every register are numbers whatever the language (Unicode's numeric values).
    unspaced = sorted(charclasses.han_numerals())
    for word in words:
        w = fold_edit(str(word)).text.strip()
        if not w:
            continue
        if _UNSPACED_CHAR.search(w):
            unspaced.append(w)
        else:
            spaced.add(w)
    pattern = None
    if unspaced:
        alternation = "|".join(regex.escape(w) for w in sorted(set(unspaced), key=len, reverse=True))
        pattern = regex.compile(alternation)
    return frozenset(spaced), pattern


def _negation_strings(original: str, lang: Optional[str], context: Optional[str] = None) -> Optional[List[str]]:
    """Negations found by the negation module.

    With a ``context`` (the source window), words are judged as an elision's left-out text is:
    by the window's languages and every lexicon of the script, so that no language given does
    not weaken any language (Catalan "sense" counts in a Catalan window).
    """
    # Read as the characters the text stands for, as the views read it ("doesn&#39;t", "\u2f46").
    original = as_read(original)
    if context is not None:
        found = negation.negations_in_context(original, as_read(context), lang)
    else:
        found = negation.negations(original, lang)
    return [_folded_word(str(x)) for x in found]


@lru_cache(maxsize=4096)
def _folded_word(word: str) -> str:
    """A negation as the edit view folds it (few distinct words: cached)."""
    return fold_edit(word).text.strip()


def critical_tokens(folded: str, original: str, lang: Optional[str] = None) -> Tuple[List[str], Optional[List[str]]]:
    """Numbers (with sign, comparison and unit) and number words in order, and the negations.

    The negations are None while the negation lexicons are not installed.

    >>> critical_tokens("p < 0.05 in -12% of 3 mg doses", "")[0]
    ['<0.05', '-12%', '3 mg']

    folded (str): The folded text (fold_edit view).
    original (str): The same text as written, for the negation lexicons.
    lang (Optional[str]): Language code, or None to use every language's lexicon.
    """
    return _critical_numbers(folded, lang), _negation_strings(original, lang)


def _critical_numbers(folded: str, lang: Optional[str], words: Optional[_Words] = None) -> List[str]:
    """The numbers and number words of :func:`critical_tokens`, in order.

    folded (str): The folded text.
    lang (Optional[str]): Language code for the number-word lexicon; None uses all.
    words (Optional[_Words]): ``_Words(folded)`` when the caller already has them.
    """
    numbers = _number_strings(folded)
    found = [(start, text) for start, _, text in numbers]

    def covered(pos: int) -> bool:  # inside a number (with its unit)
        return any(start <= pos < end for start, end, _ in numbers)

    spaced, unspaced = _number_word_matchers(lang)
    if words is None:
        words = _Words(folded)
    if spaced and not spaced.isdisjoint(words.keys):
        for key, start in zip(words.keys, words.starts):
            if key in spaced and not covered(start):
                found.append((start, key))
    # Every unspaced number word has a character of an unspaced script.
    if unspaced is not None and not words.spaced_only:
        found.extend((m.start(), m.group()) for m in unspaced.finditer(folded) if not covered(m.start()))
    found.sort(key=lambda x: x[0])
    return [s for _, s in found]


# --------------------------------------------------------------------------
# The "why": word-level changes between the window and the passage.


def _snippet(original: str, start: int, end: int, strip: bool) -> str:
    text = " ".join(original[start:end].split())
    if strip:
        text = _KEY_STRIP.sub("", text) or text
    if len(text) > MAX_SNIPPET_CHARS:
        text = text[: MAX_SNIPPET_CHARS - 3] + "..."
    return text


def _edge_words(
    source: str, w_start: int, w_end: int, window: _Words, p_keys: List[str]
) -> Tuple[List[str], List[str], List[int]]:
    """Window words with a word cut by the window's edge made whole, or dropped.

    A window cut inside a word is the aligner absorbing a change; showing the
    fragment ("head" of "headcount") would mislead. The whole word is shown
    when it resembles the quotation's word at that edge, otherwise nothing.
    Returns the words' keys, raw forms and starts in ``source``, as new lists.
    """
    off = window.offset
    keys, raws, starts = list(window.keys), list(window.raws), [start + off for start in window.starts]
    if not keys or not p_keys:
        return keys, raws, starts

    def whole(s: int, e: int) -> Tuple[str, str, int]:
        while s > 0 and not source[s - 1].isspace() and not _UNSPACED_CHAR.match(source[s - 1]):
            s -= 1
        while e < len(source) and not source[e].isspace() and not _UNSPACED_CHAR.match(source[e]):
            e += 1
        raw = source[s:e]
        return _KEY_STRIP.sub("", raw) or raw, raw, s

    def fix(i: int, p_key: str) -> None:
        if keys[i] == p_key or _UNSPACED_CHAR.match(raws[i]):
            return
        full = whole(starts[i], starts[i] + len(raws[i]))
        if fuzz.ratio(full[0], p_key) >= 50:
            keys[i], raws[i], starts[i] = full
        else:
            del keys[i], raws[i], starts[i]

    if 0 < w_end < len(source) and source[w_end].isalnum() and source[w_end - 1].isalnum() and starts[-1] + len(raws[-1]) == w_end:
        fix(-1, p_keys[-1])
    if keys and 0 < w_start < len(source) and source[w_start - 1].isalnum() and source[w_start].isalnum() and starts[0] == w_start:
        fix(0, p_keys[0])
    return keys, raws, starts


def _changes(w_words: List[str], p_words: List[str]) -> List[Tuple[int, int, int, int]]:
    """Merged change blocks ``(w_i1, w_i2, p_j1, p_j2)`` between the two word lists."""
    blocks: List[Tuple[int, int, int, int]] = []
    for op in Levenshtein.opcodes(w_words, p_words):
        if op.tag == "equal":
            continue
        if blocks and blocks[-1][1] == op.src_start and blocks[-1][3] == op.dest_start:
            i1, _, j1, _ = blocks[-1]
            blocks[-1] = (i1, op.src_end, j1, op.dest_end)
        else:
            blocks.append((op.src_start, op.src_end, op.dest_start, op.dest_end))
    return blocks


def _diff(
    view: Folded,
    alignment: Alignment,
    p_view: Folded,
    p_words: _Words,
    w_words: Optional[_Words] = None,
) -> List[str]:
    """Short human-readable changes: '"source words" -> "quoted words"', 'dropped: ...', 'added: ...'.

    ``p_words`` are the passage's words at their offset in ``p_view``; ``w_words`` the
    window's at their offset in ``view``, when the caller has them.
    """
    if w_words is None:
        w_words = _Words(view.text[alignment.start : alignment.end], alignment.start)
    w_keys, w_raws, w_starts = _edge_words(view.text, alignment.start, alignment.end, w_words, p_words.keys)
    p_raws = p_words.raws
    blocks = _changes(w_keys, p_words.keys)
    strip = bool(blocks)  # word changes: clinging punctuation is noise in the display
    if not blocks:  # only punctuation differs: show it
        blocks = _changes(w_raws, p_raws)
    p_starts = p_words.starts if blocks else []
    p_off = p_words.offset
    items: List[str] = []
    for i1, i2, j1, j2 in blocks:
        src = ""
        if i2 > i1:
            s, e = view.to_original(w_starts[i1], w_starts[i2 - 1] + len(w_raws[i2 - 1]))
            src = _snippet(view.original, s, e, strip)
        quoted = ""
        if j2 > j1:
            s, e = p_view.to_original(p_starts[j1] + p_off, p_starts[j2 - 1] + p_off + len(p_raws[j2 - 1]))
            quoted = _snippet(p_view.original, s, e, strip)
        if src and quoted:
            items.append(f'"{src}" -> "{quoted}"')
        elif src:
            items.append(f'dropped: "{src}"')
        elif quoted:
            items.append(f'added: "{quoted}"')
    if len(items) > MAX_DIFF_ITEMS:
        rest = len(items) - MAX_DIFF_ITEMS + 1
        items = items[: MAX_DIFF_ITEMS - 1] + [f"... and {rest} more changes"]
    return items


# --------------------------------------------------------------------------
# Public API.


def prepare_edit_view(source: str) -> Folded:
    """The folded view of a source that every passage is scored against (cache it per source).

    source (str): The source text as written.
    """
    if not isinstance(source, str):
        raise TypeError(must_be("source", "str", source))
    return fold_edit(source)


def _check_args(source_view: object, options: object, lang: object) -> None:
    if not isinstance(source_view, Folded):
        raise TypeError(
            f"source_view must be a Folded view from prepare_edit_view, got "
            f"{type(source_view).__name__}: {source_view!r:.80}"
        )
    if not isinstance(options, VerifyOptions):
        raise TypeError(must_be("options", "a VerifyOptions", options))
    if lang is not None and not isinstance(lang, str):
        raise TypeError(must_be("lang", "str or None", lang))


def score_passage(
    passage: str,
    source_view: Folded,
    options: VerifyOptions,
    lang: Optional[str] = None,
    *,
    turkic: Optional[bool] = None,
    closest: bool = True,
) -> EditResult:
    """Score one passage against a prepared source view.

    The window scored is the closest one (fewest edits, then the most similar, then the
    earliest). With ``closest=False`` it is so wherever it could be ``near_verbatim``; a passage
    that every window of a large source leaves further than that may be scored against a close
    window that is not the closest (its status is ``unverified`` either way): finding the
    closest one far off takes a search of the whole source (about 6 ms a megabyte), which the
    q-gram count cannot narrow at such distances. The verdicts keep the closest window: the
    reason of a refusal names what its diff changed (``number_changed``), however far it is.

    >>> view = prepare_edit_view("Revenue rose to 45.2 million dollars.")
    >>> score_passage("revenue rose to 45.2 million dollars", view, VerifyOptions()).status
    'verbatim'

    passage (str): One passage of a quotation, as written.
    source_view (Folded): The source folded by :func:`prepare_edit_view`.
    options (VerifyOptions): Thresholds and the size bound (``max_cells``).
    lang (Optional[str]): Language code for the number-word and negation lexicons; None uses all.
    turkic (Optional[bool]): :func:`turkic_casing` of the source, when the caller knows it (None:
        read here, a scan of the whole source).
    closest (bool): Find the closest window however far it is (False: only where it could be near-verbatim).
    """
    if not isinstance(passage, str):
        raise TypeError(must_be("passage", "str", passage))
    _check_args(source_view, options, lang)
    # Folded as its source is: a source cased the Turkic way reads a capital I as a dotless i.
    if turkic is None:
        turkic = turkic_casing(source_view.original)
    p_view = fold_edit(passage, turkic=turkic)
    a, b = trim_edges(p_view.text)
    pattern = p_view.text[a:b]
    p_words = _Words(pattern, a)
    n_chars, n_words = len(pattern), len(p_words)
    source = source_view.text
    if not pattern or not source:
        return EditResult(NOT_CHECKED, n_chars=n_chars, n_words=n_words)
    # Within ``max_cells`` (passage length times source length) the search runs as it must;
    # past it, it runs only if the q-gram filter leaves at most that many cells to fill
    # (real text: the few places the passage can be), else the passage is not checked.
    budget = _NO_LIMIT if n_chars * len(source) <= options.max_cells else _Budget(options.max_cells)
    # A verbatim passage is found (see _align) without the source's encoding for edlib, which
    # costs more than the rest of its scoring on a new source; once the source is encoded, its
    # index finds it (or finds that it is not there) without reading the whole source.
    at = _find_verbatim(pattern, source_view)
    encoded = None if at >= 0 else _source_symbols(source_view)
    threshold = options.near_threshold_short if n_chars < options.short_chars else options.near_threshold
    try:
        al = _align(pattern, source, None, "auto", encoded, budget, at, None if closest else _near_edits(n_chars, threshold))
    except _OverBudget:
        return EditResult(NOT_CHECKED, n_chars=n_chars, n_words=n_words)
    window = source[al.start : al.end]
    sim = round(1.0 - al.edits / max(n_chars, len(window)), 4)
    if al.edits == 0:
        # The window is the passage's folded text: every word is covered, nothing differs.
        w_words = None
        coverage = 1.0 if n_words else 0.0
    else:
        w_words = _Words(window, al.start)
        common = LCSseq.similarity(p_words.keys, w_words.keys)
        coverage = round(common / n_words, 4) if n_words else 0.0

    o_start, o_end = source_view.to_original(al.start, al.end)
    if al.edits == 0:
        # Identical folded text carries identical numbers, unless the window cuts a number
        # of the source or leaves out its sign or symbol ("5 mg" of ".5 mg"); and the
        # negations are not compared on the original texts here, where typography alone
        # ("don't" against "dont") could make them differ.
        critical_ok = not _cuts_a_figure(source_view, al.start, al.end)
    else:
        # Numbers first: when they differ, the negations need not be looked up.
        critical_ok = _critical_numbers(pattern, lang, p_words) == _critical_numbers(window, lang, w_words)
        if critical_ok:
            p_orig = passage[slice(*p_view.to_original(a, b))]
            w_orig = source_view.original[o_start:o_end]
            # The same words that may negate, in the same order: the same negations, whatever
            # the window's languages, which are then not read.
            critical_ok = negation.read_alike(as_read(p_orig), as_read(w_orig)) or (
                _negation_strings(p_orig, lang, w_orig) == _negation_strings(w_orig, lang, w_orig)
            )
    if critical_ok and boundaries.ends_statement(p_view.text, b):
        # The passage ends with a full stop (trimmed above) where the source's words end a
        # question or an exclamation: the rule the match check applies (boundaries.end_problem).
        critical_ok = boundaries.end_problem(source_view, al.end, stated=True) != reasons.NOT_FOUND

    if al.edits == 0:
        status = VERBATIM if critical_ok else UNVERIFIED
    else:
        near = critical_ok and n_words >= options.near_min_words and sim >= threshold
        status = NEAR_VERBATIM if near else UNVERIFIED
    diff = _diff(source_view, al, p_view, p_words, w_words) if al.edits else []
    return EditResult(
        status=status,
        sim=sim,
        coverage=coverage,
        edits=al.edits,
        critical_ok=critical_ok,
        start=o_start,
        end=o_end,
        diff=diff,
        n_chars=n_chars,
        n_words=n_words,
    )


def _near_edits(n_chars: int, threshold: float) -> Optional[int]:
    """The most edits a window of a passage of ``n_chars`` may cost and reach ``threshold`` (None: any).

    A window costing ``c`` edits is at most ``n_chars + c`` long, so its similarity (as
    :func:`score_passage` rounds it) is at most ``1 - c / (n_chars + c)``, which falls as ``c``
    grows.

    >>> _near_edits(45, 0.9)
    5
    """
    if threshold <= 0:
        return None
    c = 0
    while c < n_chars and round(1.0 - (c + 1) / (n_chars + c + 1), 4) >= threshold:
        c += 1
    return c


def _cuts_a_figure(view: Folded, start: int, end: int) -> bool:
    """The window ``[start, end)`` of ``view`` starts or ends inside a number, or leaves out
    its sign or a symbol written onto it (the match check's rules, :mod:`boundaries`)."""
    if start >= end:
        return False
    end_problem = boundaries.end_problem(view, end)
    if end_problem == reasons.SIGN_DROPPED and view.text[end : end + 1] == "-":
        # A minus written after the figure ("5,000\u2212"): the window may have left it out as
        # a trailing dash, which is typography at a quotation's end; the match check decides.
        end_problem = boundaries.end_problem(view, end + 1)
    problems = (boundaries.start_problem(view, start), end_problem)
    return any(p in (reasons.NUMBER_CUT, reasons.SIGN_DROPPED) for p in problems)


def _worst_key(r: EditResult) -> Tuple[int, float, float]:
    return (
        -STATUS_ORDER[r.status],
        r.sim if r.sim is not None else 2.0,
        r.coverage if r.coverage is not None else 2.0,
    )


def score_quote(
    passages: Sequence[str],
    source_view: Folded,
    options: VerifyOptions,
    lang: Optional[str] = None,
    *,
    turkic: Optional[bool] = None,
    closest: bool = True,
) -> EditResult:
    """Score a quotation made of passages: the worst passage speaks for it.

    Passages that are empty once their edge typography is trimmed are skipped.
    Worst means, in order: ``unverified``, then ``not_checked`` (a passage over
    the size bound leaves the quotation unproven, so it cannot be called
    verbatim), then ``near_verbatim``, then ``verbatim``; between passages of
    the same status, the lower similarity, then the lower coverage. The
    quotation is ``not_checked`` when no passage could be compared. Edits are
    summed and ``critical_ok`` requires every checked passage; ``start``/``end``
    are the worst passage's window.

    passages (Sequence[str]): The quotation's passages, as written (not one str).
    source_view (Folded): The source folded by :func:`prepare_edit_view`.
    options (VerifyOptions): Thresholds and the size bound.
    lang (Optional[str]): Language code for the lexicons; None uses all.
    turkic (Optional[bool]): As for :func:`score_passage` (read once here when None).
    closest (bool): As for :func:`score_passage`.
    """
    if isinstance(passages, str) or not isinstance(passages, Sequence):
        raise TypeError(
            must_be("passages", "a sequence of str", passages)
        )
    _check_args(source_view, options, lang)
    if turkic is None and passages:
        turkic = turkic_casing(source_view.original)
    results = [score_passage(p, source_view, options, lang, turkic=turkic, closest=closest) for p in passages]
    scored = [r for r in results if r.n_chars > 0]
    n_chars = sum(r.n_chars for r in results)
    n_words = sum(r.n_words for r in results)
    if not scored:
        return EditResult(NOT_CHECKED, n_chars=n_chars, n_words=n_words)
    worst = min(scored, key=_worst_key)
    checked = [r for r in scored if r.status != NOT_CHECKED]
    diff: List[str] = []
    for r in checked:
        diff.extend(r.diff)
    return EditResult(
        status=worst.status,
        sim=worst.sim,
        coverage=worst.coverage,
        edits=sum(r.edits or 0 for r in checked) if checked else None,
        critical_ok=all(bool(r.critical_ok) for r in checked) if checked else None,
        start=worst.start,
        end=worst.end,
        diff=diff,
        n_chars=n_chars,
        n_words=n_words,
    )
