"""A plain, dense implementation of folding, kept only to check the fast one.

It applies the same rules as :mod:`spacy_quoteverify.text.fold` in the most
direct way: every rule's pattern run over the whole text with ``finditer``,
and two full arrays (one start and one end per folded character) carried
through every step. The production code reaches the same result with
prefilters, blocks and a compact offset map; tests compare the two.
"""
from __future__ import annotations

import unicodedata
from typing import List, Tuple

import numpy as np

from spacy_quoteverify import charclasses
from spacy_quoteverify.text import fold as N

Edit = Tuple[int, int, str]


def _apply(text: str, edits: List[Edit]) -> Tuple[str, np.ndarray, np.ndarray]:
    """Apply non-overlapping rewrites (the first wins); per folded char, its [start, end) in ``text``."""
    kept: List[Edit] = []
    pos = -1
    for e in sorted(edits):
        if e[0] >= pos:
            kept.append(e)
            pos = e[1]
    chars: List[str] = []
    starts: List[int] = []
    ends: List[int] = []
    i = 0
    for a, b, rep in kept + [(len(text), len(text), "")]:
        for k in range(i, a):
            chars.append(text[k])
            starts.append(k)
            ends.append(k + 1)
        for ch in rep:
            chars.append(ch)
            starts.append(a)
            ends.append(b)
        i = max(i, b)
    return "".join(chars), np.array(starts, dtype=np.int64), np.array(ends, dtype=np.int64)


def _references(text: str) -> List[Edit]:
    """Every character reference and escape, read; a one-character escape only on a line whose
    every backslash starts an escape."""
    out: List[Edit] = []
    for m in N.REFERENCE_RE.finditer(text):
        ref = m.group()
        if ref[0] == "\\" and ref[1] != "u":
            a = text.rfind("\n", 0, m.start()) + 1
            b = text.find("\n", m.start())
            line = text[a : len(text) if b < 0 else b]
            if any(k.group(1) is not None for k in N._BACKSLASH.finditer(line)):
                continue
        read = N.read_reference(ref)
        if read is not None:
            out.append((m.start(), m.end(), read))
        elif ref.startswith("&amp;"):
            out.append((m.start(), m.start() + 5, "&"))
    # HTML tags read as what they stand for; a reference inside a tag is a part of the tag.
    tags = N.tag_edits(text)
    return sorted(tags + [e for e in out if not any(a <= e[0] < b for a, b, _ in tags)])


def fold_reference(text: str, edit_view: bool) -> Tuple[str, np.ndarray, np.ndarray]:
    """Folded text and dense ``starts``/``ends`` arrays into ``text``."""
    staged = N._turkic_capitals(text, None)  # one character for one
    starts = np.arange(len(text), dtype=np.int64)
    ends = starts + 1
    rules = [
        _references,
        lambda t: [(m.start(), m.end(), charclasses.EXPANSIONS[m.group()]) for m in charclasses.EXPANSION_RE.finditer(t)],
        lambda t: [(m.start(), m.end(), N._split_vowel(m)) for m in N._SPLIT_VOWEL.finditer(t)],
    ]
    for rule in rules:
        found = rule(staged)
        if found:
            staged, s2, e2 = _apply(staged, found)
            starts, ends = starts[s2], ends[e2 - 1]
    deletions: List[Tuple[int, int]] = []
    for m in N._BOLD.finditer(staged):
        deletions += [(m.start(), m.start() + 2), (m.end() - 2, m.end())]
    for pattern in (N._LETTER_BREAK, N._DIGIT_BREAK, N._UNSPACED_BREAK):
        deletions += [m.span() for m in pattern.finditer(staged)]
    # The spacing between a figure and its sign (the rule reads characters, not one pattern).
    deletions += [(a, b) for a, b, _ in N._figure_sign_spaces(staged)]
    deletions += [(a, b) for a, b, _ in N._clause_mark_spaces(staged) + N._angle_quote_spaces(staged) + N._markdown_edits(staged) + N._dash_run_edits(staged) + N._footnote_edits(staged)]
    if edit_view:
        deletions += [m.span() for m in N._LETTER_HYPHEN.finditer(staged)]
    cps = charclasses.table(edit_view)[N.codepoints(N._lower(staged))].copy()
    for m in N._DIGIT_QUOTE.finditer(staged):
        cps[m.start()] = 0x27
    for a, b in deletions:
        cps[a:b] = N.DELETE
    keep = cps != N.DELETE
    cps, starts, ends = cps[keep], starts[keep], ends[keep]
    # A run of spaces becomes its first space, standing for the whole run.
    out_cps: List[int] = []
    out_s: List[int] = []
    out_e: List[int] = []
    for cp, s, e in zip(cps.tolist(), starts.tolist(), ends.tolist()):
        if cp == 0x20 and out_cps and out_cps[-1] == 0x20:
            out_e[-1] = e
            continue
        out_cps.append(cp)
        out_s.append(s)
        out_e.append(e)
    folded = "".join(map(chr, out_cps))
    starts, ends = np.array(out_s, dtype=np.int64), np.array(out_e, dtype=np.int64)
    composed: List[Edit] = []
    for m in N._UNSTABLE_RUN.finditer(folded):
        nfc = unicodedata.normalize("NFC", m.group())
        if "i\u0307" in nfc:
            nfc = unicodedata.normalize("NFC", nfc.replace("i\u0307", "i"))
        if nfc != m.group():
            composed.append((m.start(), m.end(), nfc))
    if composed:
        folded, s2, e2 = _apply(folded, composed)
        starts, ends = starts[s2], ends[e2 - 1]
    # Vietnamese tone marks of "oa", "oe", "uy" on the second vowel, one syllable at a time.
    toned: List[Edit] = []
    for k in range(len(folded) - 1):
        base = unicodedata.normalize("NFD", folded[k])
        if (
            len(base) == 2
            and base[0] + folded[k + 1] in ("oa", "oe", "uy")
            and base[1] in N._VI_TONES
            and (k == 0 or folded[k - 1] != "q")
            and not (k + 2 < len(folded) and unicodedata.category(folded[k + 2])[0] in "LM")
        ):
            toned.append((k, k + 2, base[0] + unicodedata.normalize("NFC", folded[k + 1] + base[1])))
    if toned:
        folded, s2, e2 = _apply(folded, toned)
        starts, ends = starts[s2], ends[e2 - 1]
    return folded, starts, ends
