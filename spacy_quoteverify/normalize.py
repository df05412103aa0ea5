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

Both return a :class:`Folded` record: the folded string plus, for each of its
characters, the ``[start, end)`` range of the original characters it stands
for, so a match found in folded text is reported in original offsets.

The per-character part runs as a table lookup over a NumPy array of code
points: ``str.translate`` cannot report which characters it deleted, and a
Python loop over a 10 MB source is two orders of magnitude slower.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import List, Tuple

import numpy as np
import regex

from . import _tables

DELETE = 0xFFFFFFFF


@dataclass(frozen=True)
class Folded:
    """A folded text and its map back to the original.

    ``starts[i]``/``ends[i]`` are the original offsets covered by ``text[i]``.
    """

    original: str
    text: str
    starts: np.ndarray
    ends: np.ndarray

    def __len__(self) -> int:
        return len(self.text)

    def to_original(self, i: int, j: int) -> Tuple[int, int]:
        """Original ``[start, end)`` of the folded slice ``text[i:j]``."""
        n = len(self.text)
        if i >= j:
            pos = int(self.starts[i]) if i < n else len(self.original)
            return pos, pos
        return int(self.starts[i]), int(self.ends[j - 1])


# --------------------------------------------------------------------------
# Step 1: rewrites that look at more than one character (regex passes over the
# original). Each gives (start, end, replacement); they never overlap.

_UNSPACED = r"\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}"
# Paired "**" markers. A "**" glued to a digit is not bold ("0.45**" is a
# significance star); glued to a letter it may be (Arabic clitics, CJK text).
_BOLD = regex.compile(
    r"(?<![\d*])\*\*(?![\s*])(?:[^*]|\*(?!\*)){1,4000}?(?<![\s*])\*\*(?![\d*])"
)
# Between two letters of Chinese, Japanese, Thai... white space (a line break,
# a stray space) carries no word boundary: it is dropped.
_QUOTES = "".join(sorted(_tables.QUOTE_MARKS)).replace("\\", "\\\\").replace("]", "\\]")
_HAS_UNSPACED = regex.compile(rf"[{_UNSPACED}]")
_UNSPACED_BREAK = regex.compile(
    "|".join(
        rf"(?<=[{fam}][{_QUOTES}]*)\s+(?=[{_QUOTES}]*[{fam}])"
        for fam in (r"\p{Han}\p{Hiragana}\p{Katakana}\u30fc\u3005", r"\p{Thai}", r"\p{Lao}", r"\p{Khmer}", r"\p{Myanmar}")
    )
)
# A word broken at a line end: letter, hyphen, line break, letter.
_LETTER_BREAK = regex.compile(r"(?<=\p{L})[-\u00ad\u2010\u2011][^\S\n]*\n[^\S\n]*(?=\p{L})")
# A number range broken at a line end ("aged 18-" / "65 years"): the break goes.
_DIGIT_BREAK = regex.compile(r"(?<=\d[-\u2010\u2011\u2012\u2013])[^\S\n]*\n\s*(?=\d)")
_JSON_ESCAPE = regex.compile(r"\\(?:u[0-9a-fA-F]{4}|[\"\\/bfnrt])")
_LETTER_HYPHEN = regex.compile(
    r"(?<=\p{L})[-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d](?=\p{L})"
)


def _bold_edits(text: str) -> List[Tuple[int, int, str]]:
    out: List[Tuple[int, int, str]] = []
    if "**" not in text:
        return out
    for m in _BOLD.finditer(text):
        out.append((m.start(), m.start() + 2, ""))
        out.append((m.end() - 2, m.end(), ""))
    return out


def _break_edits(text: str) -> List[Tuple[int, int, str]]:
    out: List[Tuple[int, int, str]] = []
    if "\n" in text:
        out += [(m.start(), m.end(), "") for m in _LETTER_BREAK.finditer(text)]
        out += [(m.start(), m.end(), "") for m in _DIGIT_BREAK.finditer(text)]
    if not text.isascii() and _HAS_UNSPACED.search(text):
        out += [(m.start(), m.end(), "") for m in _UNSPACED_BREAK.finditer(text)]
    return out


def _json_unescape(m: "regex.Match[str]") -> str:
    s = m.group()
    if s[1] == "u":
        return chr(int(s[2:], 16))
    return {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}.get(s[1], s[1])


def _json_edits(text: str) -> List[Tuple[int, int, str]]:
    if "\\" not in text:
        return []
    return [(m.start(), m.end(), _json_unescape(m)) for m in _JSON_ESCAPE.finditer(text)]


def _expansion_edits(text: str) -> List[Tuple[int, int, str]]:
    if not _tables.EXPANSION_RE.search(text):
        return []
    return [(m.start(), m.end(), _tables.EXPANSIONS[m.group()]) for m in _tables.EXPANSION_RE.finditer(text)]


def _apply_edits(
    text: str, edits: List[Tuple[int, int, str]]
) -> Tuple[str, np.ndarray, np.ndarray]:
    """Apply rewrites ``(start, end, replacement)``; return the text and per-char original ranges.

    Overlapping rewrites keep the first. Vectorised: a source may hold
    hundreds of thousands of rewrites (ligatures, escapes).
    """
    n = len(text)
    edits = _non_overlapping(edits)
    cps = _codepoints(text)
    if not edits:
        idx = np.arange(n, dtype=np.int32)
        return text, idx, idx + 1
    es = np.fromiter((e[0] for e in edits), dtype=np.int64, count=len(edits))
    ee = np.fromiter((e[1] for e in edits), dtype=np.int64, count=len(edits))
    reps = [e[2] for e in edits]
    lens = np.fromiter((len(r) for r in reps), dtype=np.int64, count=len(edits))
    covered = np.cumsum(np.bincount(es, minlength=n + 1) - np.bincount(ee, minlength=n + 1))[:n] > 0
    kept = np.flatnonzero(~covered)
    rep_starts = np.repeat(es, lens)
    rep_ends = np.repeat(ee, lens)
    rep_cps = _codepoints("".join(reps))
    keys = np.concatenate([kept, rep_starts])
    order = np.argsort(keys, kind="stable")
    starts = keys[order].astype(np.int32)
    ends = np.concatenate([kept + 1, rep_ends])[order].astype(np.int32)
    out = np.concatenate([cps[kept], rep_cps])[order]
    return _from_codepoints(out), starts, ends


def _non_overlapping(edits: List[Tuple[int, int, str]]) -> List[Tuple[int, int, str]]:
    edits = sorted(edits)
    out: List[Tuple[int, int, str]] = []
    pos = -1
    for e in edits:
        if e[0] >= pos:
            out.append(e)
            pos = e[1]
    return out


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


# --------------------------------------------------------------------------
# Step 4: letters written with combining marks, composed where Unicode has one
# precomposed letter for them (Latin, Greek, Cyrillic; Hangul jamo).

_COMPOSE_START = regex.compile(
    r"[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}][\u0300-\u036f]+"
    r"|[\u1100-\u1112\uac00-\ud7a3][\u1161-\u1175\u11a8-\u11c2]{1,2}"
)


def _compose(text: str, starts: np.ndarray, ends: np.ndarray) -> Tuple[str, np.ndarray, np.ndarray]:
    edits: List[Tuple[int, int, str]] = []
    for m in _COMPOSE_START.finditer(text):
        composed = unicodedata.normalize("NFC", m.group())
        if len(composed) == 1:
            edits.append((m.start(), m.end(), composed))
    if not edits:
        return text, starts, ends
    new_text, s2, e2 = _apply_edits(text, edits)
    # s2/e2 index into `text`; compose them with the maps into the original.
    return new_text, starts[s2], ends[e2 - 1]


# --------------------------------------------------------------------------


def _fold(text: str, edit_view: bool) -> Folded:
    if not isinstance(text, str):
        raise TypeError(f"text must be str, got {type(text).__name__}: {text!r:.80}")
    staged = text
    starts = np.arange(len(text), dtype=np.int32)
    ends = starts + 1
    if edit_view:
        # Rewrites that change length, each composed onto the offset map; JSON
        # escapes first, so that an escaped line break counts as one below.
        for edits in (_json_edits, _expansion_edits):
            found = edits(staged)
            if found:
                staged, s2, e2 = _apply_edits(staged, found)
                starts, ends = starts[s2], ends[e2 - 1]
    # Deletions are marked on the code point array rather than cut out one by
    # one: a source may hold hundreds of thousands of them.
    deletions = _bold_edits(staged) + _break_edits(staged)
    if edit_view:
        deletions += [(m.start(), m.end(), "") for m in _LETTER_HYPHEN.finditer(staged)]
    cps = _tables.table(edit_view)[_codepoints(_lower(staged))]
    if _DIGIT_QUOTE.search(staged):
        # A quote mark or prime between digits is not typography: 5′10 is not 510.
        # It is kept as one apostrophe, whichever mark the text used.
        for m in _DIGIT_QUOTE.finditer(staged):
            cps[m.start()] = 0x27
    if deletions:
        n = len(cps)
        a = np.fromiter((d[0] for d in deletions), dtype=np.int64, count=len(deletions))
        b = np.fromiter((d[1] for d in deletions), dtype=np.int64, count=len(deletions))
        marks = np.bincount(a, minlength=n + 1) - np.bincount(b, minlength=n + 1)
        cps[np.cumsum(marks)[:n] > 0] = DELETE
    keep = cps != DELETE
    if not keep.all():
        cps, starts, ends = cps[keep], starts[keep], ends[keep]
    # Collapse runs of white space to one space, which stands for the whole run.
    if cps.size:
        space = cps == 0x20
        dup = np.zeros_like(space)
        dup[1:] = space[1:] & space[:-1]
        if dup.any():
            keep_idx = np.flatnonzero(~dup)
            nxt = np.empty_like(keep_idx)
            nxt[:-1] = keep_idx[1:]
            nxt[-1] = len(cps)
            cps, starts, ends = cps[keep_idx], starts[keep_idx], ends[nxt - 1]
    folded = _from_codepoints(cps)
    if cps.size and _tables.may_compose(cps):
        folded, starts, ends = _compose(folded, starts, ends)
    return Folded(text, folded, starts, ends)


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


def fold_match_text(text: str) -> str:
    """``fold_match(text).text`` without the offset map: the same steps on ``str``.

    Quotations are short and folded by the thousand; building NumPy arrays for
    them cost more than the folding itself. Tests compare both paths.

    >>> fold_match_text("“Revenue”  rose — **12%**")
    'revenue rose - 12%'
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be str, got {type(text).__name__}: {text!r:.80}")
    if _DIGIT_QUOTE.search(text):
        return _fold(text, edit_view=False).text  # rare: marks inside numbers
    deletions = _bold_edits(text) + _break_edits(text)
    if deletions:
        pieces: List[str] = []
        pos = 0
        for a, b, _ in _non_overlapping(deletions):
            pieces.append(text[pos:a])
            pos = b
        pieces.append(text[pos:])
        text = "".join(pieces)
    folded = _SPACE_RUN.sub(" ", _lower(text).translate(_tables.match_translation()))
    if _tables.HAS_COMPOSABLE.search(folded):
        folded = _COMPOSE_START.sub(_composed_or_same, folded)
    return folded


_SPACE_RUN = regex.compile(" {2,}")
_DIGIT_QUOTE = regex.compile(
    "(?<=\\d)[" + "".join(sorted(_tables.QUOTE_MARKS)).replace("\\", "\\\\").replace("]", "\\]") + "](?=\\d)"
)


def _composed_or_same(m: "regex.Match[str]") -> str:
    composed = unicodedata.normalize("NFC", m.group())
    return composed if len(composed) == 1 else m.group()
