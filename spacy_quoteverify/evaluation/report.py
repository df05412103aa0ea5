"""A single self-contained HTML report of a verdicts file.

``quoteverify report VERDICTS.jsonl -o report.html`` reads the verdicts that
``quoteverify evaluate`` (labelled rows plus verdict fields) or ``quoteverify
verify`` (input id plus verdict fields) wrote and renders one HTML file from the
jinja2 templates in ``spacy_quoteverify/templates``: inline CSS, inline SVG
plots and a small inline script, nothing fetched from anywhere, so it opens
offline and can be mailed around.

Verdicts of ``verify`` do not carry their quotations and sources; the report
reads them back from the run's input and chunks files (``--input``/``--chunks``,
or the files the manifest beside the verdicts names), with the same per-line
reader as ``verify``.

Each quotation is shown beside its source, the closest window of the source
highlighted, and the differences between the two marked word by word in both
panes: words left out of the quotation, words added to it, words changed, and,
in their own colours, changed figures and negations. Words are cut where
Unicode's word boundaries (UAX #29) put them, so a mark never starts or ends
inside a word, in any script. Cards are rendered in the browser from compact
JSON, one page at a time, so a report of 100,000 quotations stays usable; the
filter (language, reason, verdict) counts what it shows.
"""
from __future__ import annotations

import difflib
import json
import math
import sys
import unicodedata
from collections import Counter, deque
from dataclasses import asdict
from pathlib import Path
from typing import Any, Callable, Deque, Dict, List, Optional, Sequence, Tuple, Union

import jinja2
import regex

from spacy_quoteverify import reasons
from spacy_quoteverify.batch.jsonl import (
    JsonlInputError,
    JsonlOutputError,
    read_jsonl_file,
    record_key,
    write_text_file,
)
from spacy_quoteverify.batch.manifest import file_digest, read_manifest
from spacy_quoteverify.evaluation.evaluate import compute_metrics, percent
from spacy_quoteverify.lang.negation import negations
from spacy_quoteverify.options import OPTION_NAMES, VerifyOptions, resolve_options

PathLike = Union[str, Path]

#: Characters of source shown either side of the window of a quotation that is not verified.
CONTEXT_CHARS = 300
#: The same for a verified quotation (its window says it all).
VERIFIED_CONTEXT_CHARS = 80
#: A source without any window is shown up to this many characters.
HEAD_CHARS = 600
#: Longest quotation shown whole in its pane.
QUOTE_CHARS = 3000
#: Past this many words on either side, the word-by-word comparison is not made.
MAX_DIFF_WORDS = 3000
#: Cards per page in the browser.
PAGE_SIZE = 50
#: Error rows listed in the page (the rest are counted).
MAX_ERROR_ROWS = 2000
#: Width of a quote_sim histogram bin.
BIN_WIDTH = 0.02

# Unicode word boundaries (UAX #29, the ``regex`` module's WORD flag): splitting
# at them gives words (one per ideograph in Chinese, a kana or Thai run cut as the
# standard says, "didn't" and "45.2" whole) and the runs between them.
_WORD_BOUNDARY = regex.compile(r"(?V1w)\b")
_SPACE = regex.compile(r"\s+")
_GRAPHEME = regex.compile(r"\X")
_DIGIT = regex.compile(r"\p{Nd}")
# A run of punctuation only (quote marks, dashes, ellipses): typography the check
# forgives, so it is not compared. Symbols (%, $, €) are compared.
_PUNCT_ONLY = regex.compile(r"^[\p{P}\s]+$")

#: Colours of the two-label palette and of the neutral one (no labels).
PALETTE = {
    "good": "#2e7d32",
    "bad": "#c62828",
    "warn": "#ef6c00",
    "neutral": "#4c6a92",
    "neutral2": "#9aa9bd",
    "ink": "#1f2328",
    "muted": "#6e7781",
    "grid": "#d0d7de",
}
#: Bar colours of the verdict groups when there are no labels: distinct, not good/bad.
GROUP_COLOURS = {"verified": "#4c6a92", "refused": "#d08c3c", "none": "#9aa9bd", "error": "#7b4f9d"}
GROUPS = ("verified", "refused", "none", "error")


# --------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------
def read_verdicts(path: PathLike) -> Tuple[List[Dict[str, Any]], List[Tuple[int, str]]]:
    """The records of a verdicts file, and the lines that could not be read.

    Uses the same per-line reader as ``verify``: a bad byte or a bad line is
    reported with its number and the next line is still read. Each record gets
    ``_vline``, its line in the verdicts file.

    path (PathLike): The verdicts JSONL file.
    RAISES (JsonlInputError): The file cannot be read at all.
    """
    records, problems = [], []
    for read in read_jsonl_file(path, "verdicts file"):
        if read.value is None:
            problems.append((read.line, str(read.error)))
            continue
        record = dict(read.value)
        record["_vline"] = read.line
        records.append(record)
    return records, problems


def is_labelled(records: Sequence[Dict[str, Any]]) -> bool:
    """Whether every (non-error) record carries a ``faithful`` label."""
    rows = [r for r in records if "error" not in r]
    return bool(rows) and all(isinstance(r.get("faithful"), bool) for r in rows)


def group_of(record: Dict[str, Any]) -> str:
    """The verdict group of a record: verified, refused, none (no verdict) or error."""
    if "error" in record:
        return "error"
    verified = record.get("verified")
    if verified is True:
        return "verified"
    return "refused" if verified is False else "none"


def outcome_of(record: Dict[str, Any]) -> Optional[str]:
    """For a labelled record: how the verdict compares with the label."""
    faithful = record.get("faithful")
    if not isinstance(faithful, bool) or "error" in record:
        return None
    verified = record.get("verified") is True
    if faithful:
        return "faithful verified" if verified else "faithful refused"
    return "false verification" if verified else "unfaithful refused"


# --------------------------------------------------------------------------
# Words and the comparison of a quotation with its window
# --------------------------------------------------------------------------
def words(text: str, offset: int = 0) -> List[Tuple[int, int]]:
    """(start, end) of each word and each non-space mark between words, by UAX #29.

    text (str): The text.
    offset (int): Added to every position.

    >>> t = "didn't rise 4.5%"
    >>> [t[s:e] for s, e in words(t)]
    ["didn't", 'rise', '4.5', '%']
    """
    out = []
    pos = 0
    for piece in _WORD_BOUNDARY.split(text):
        if not piece:
            continue
        if piece.isspace():
            pos += len(piece)
            continue
        if piece[0].isalnum() or unicodedata.category(piece[0])[0] in "LMN":
            out.append((offset + pos, offset + pos + len(piece)))
        elif len(piece) == 1:
            out.append((offset + pos, offset + pos + 1))
        else:  # a run between words: each non-space mark (grapheme) on its own
            for m in _GRAPHEME.finditer(piece):
                if not m.group().isspace():
                    out.append((offset + pos + m.start(), offset + pos + m.end()))
        pos += len(piece)
    return out


def _key(word: str) -> str:
    return unicodedata.normalize("NFKC", word).casefold()


def compare(
    quote: str, q_words: List[Tuple[int, int]], source: str, s_words: List[Tuple[int, int]], lang: Optional[str]
) -> Tuple[Dict[int, str], Dict[int, str]]:
    """Marks of the words that differ: {word index: mark} for the quotation and for the window.

    Marks: "d" in the window but not in the quotation, "i" in the quotation but not
    in the window, "c" changed, "n" a changed figure, "x" a changed negation (read
    by :func:`~spacy_quoteverify.lang.negation.negations`, the check's own reader).
    Punctuation is not compared. The alignment is difflib's (Ratcliff/Obershelp) on
    case- and compatibility-folded words.

    quote (str): The quotation.
    q_words (List[Tuple[int, int]]): Its words (from :func:`words`).
    source (str): The source text.
    s_words (List[Tuple[int, int]]): The words of the window (offsets into ``source``).
    lang (Optional[str]): Language code for the negation reader.
    """
    q_idx = [i for i, (s, e) in enumerate(q_words) if not _PUNCT_ONLY.match(quote[s:e])]
    s_idx = [i for i, (s, e) in enumerate(s_words) if not _PUNCT_ONLY.match(source[s:e])]
    q_keys = [_key(quote[slice(*q_words[i])]) for i in q_idx]
    s_keys = [_key(source[slice(*s_words[i])]) for i in s_idx]
    q_marks: Dict[int, str] = {}
    s_marks: Dict[int, str] = {}
    if q_keys == s_keys:
        return q_marks, s_marks
    matcher = difflib.SequenceMatcher(None, q_keys, s_keys, autojunk=False)
    for op, a0, a1, b0, b1 in matcher.get_opcodes():
        if op == "equal":
            continue
        # a is the quotation, b the window: "delete" drops quotation words, "insert" adds window words.
        base = {"delete": ("i", ""), "insert": ("", "d"), "replace": ("c", "c")}[op]
        for text, spans, picked, marks, mark in (
            (quote, q_words, q_idx[a0:a1], q_marks, base[0]),
            (source, s_words, s_idx[b0:b1], s_marks, base[1]),
        ):
            if not picked or not mark:
                continue
            first, last = spans[picked[0]][0], spans[picked[-1]][1]
            negs = negations(text[first:last], lang)
            for i in picked:
                word = text[slice(*spans[i])]
                if negs and any(word in n or n in word for n in negs):
                    marks[i] = "x"
                elif _DIGIT.search(word):
                    marks[i] = "n"
                else:
                    marks[i] = mark
    return q_marks, s_marks


def _segments(
    text: str, spans: List[Tuple[int, int]], marks: Dict[int, str], lo: int, hi: int,
    inside: Optional[Tuple[int, int]] = None,
) -> List[List[str]]:
    """The text between ``lo`` and ``hi`` as [piece, code] pairs, cut only where a mark or the
    window starts or ends: at word boundaries (the window's ends are widened to them).

    Code letters: "w" inside the window ``inside``, then the word's mark if any.
    """
    out: List[List[str]] = []

    def add(a: int, b: int, code: str) -> None:
        if a >= b:
            return
        if out and out[-1][1] == code:
            out[-1][0] += text[a:b]
        else:
            out.append([text[a:b], code])

    def emit(a: int, b: int, mark: str) -> None:
        if inside is None:
            add(a, b, mark)
            return
        add(a, min(b, inside[0]), mark)
        add(max(a, inside[0]), min(b, inside[1]), "w" + mark)
        add(max(a, inside[1]), b, mark)

    pos = lo
    for i in sorted(marks):
        s, e = spans[i]
        if e <= lo or s >= hi:
            continue
        emit(pos, s, "")
        emit(s, e, marks[i])
        pos = e
    emit(pos, hi, "")
    return out


def _window(record: Dict[str, Any], n: int) -> Optional[Tuple[int, int]]:
    """The closest window of the source: the edit window, else the match, else a passage."""
    for a, b in (("quote_start", "quote_end"), ("start", "end")):
        s, e = record.get(a), record.get(b)
        if isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= n:
            return s, e
    for p in record.get("passages") or []:
        if isinstance(p, dict) and isinstance(p.get("start"), int) and isinstance(p.get("end"), int):
            if 0 <= p["start"] < p["end"] <= n:
                return p["start"], p["end"]
    return None


def _to_word_edges(source: str, ws: int, we: int) -> Tuple[int, int, List[Tuple[int, int]]]:
    """Widen a window to whole words; returns it and the words inside it."""
    lo = max(0, ws - 64)
    hi = min(len(source), we + 64)
    around = words(source[lo:hi], lo)
    for s, e in around:
        if s < ws < e:
            ws = s
        if s < we < e:
            we = e
    return ws, we, [(s, e) for s, e in around if ws <= s and e <= we]


def card_panes(record: Dict[str, Any], quote: Optional[str], source: Optional[str],
               lang: Optional[str]) -> Dict[str, Any]:
    """The two panes of a card: the quotation and the source, as [piece, code] segments.

    record (Dict[str, Any]): The verdict record (offsets, status).
    quote (Optional[str]): The quotation, or None when unknown.
    source (Optional[str]): The source text, or None when unknown.
    lang (Optional[str]): Language code for the negation reader.
    """
    pane: Dict[str, Any] = {}
    shown_quote = quote if quote is not None else str(record.get("span") or "")
    cut_quote = shown_quote[:QUOTE_CHARS]
    if len(shown_quote) > QUOTE_CHARS:
        pane["qmore"] = len(shown_quote) - QUOTE_CHARS
    plain_quote = [[cut_quote, ""]] if cut_quote else []
    if quote is None:
        pane["qn"] = "the quotation's first characters (the full text is in the input file)"
    if source is None:
        pane["q"] = plain_quote
        pane["s"] = []
        return pane
    window = _window(record, len(source))
    if window is None:
        head = source[:HEAD_CHARS]
        pane["q"] = plain_quote
        pane["s"] = [[head, ""]] if head else []
        pane["sn"] = "no part of the source was close enough to be shown as its window"
        if len(source) > HEAD_CHARS:
            pane["more"] = len(source) - HEAD_CHARS
        return pane
    ws, we, in_window = _to_word_edges(source, *window)
    context = VERIFIED_CONTEXT_CHARS if record.get("verified") is True else CONTEXT_CHARS
    lo, hi = max(0, ws - context), min(len(source), we + context)
    # Start and end the excerpt at a space when one is near, not inside a word.
    if lo > 0:
        space = _SPACE.search(source, lo, ws)
        lo = space.end() if space and space.end() - lo < 40 else lo
    if hi < len(source):
        last = None
        for last in _SPACE.finditer(source, we, hi):  # noqa: B007 (the last match is the one wanted)
            pass
        hi = last.start() if last is not None and hi - last.start() < 40 else hi
    q_words: List[Tuple[int, int]] = []
    q_marks: Dict[int, str] = {}
    s_marks: Dict[int, str] = {}
    if quote is not None and len(cut_quote) <= 20 * MAX_DIFF_WORDS and len(in_window) <= MAX_DIFF_WORDS:
        q_words = words(cut_quote)
        if len(q_words) <= MAX_DIFF_WORDS:
            q_marks, s_marks = compare(cut_quote, q_words, source, in_window, lang)
        else:
            pane["dn"] = "too long to compare word by word"
    elif quote is not None:
        pane["dn"] = "too long to compare word by word"
    pane["q"] = _segments(cut_quote, q_words, q_marks, 0, len(cut_quote))
    pane["s"] = _segments(source, in_window, s_marks, lo, hi, (ws, we))
    if lo > 0:
        pane["before"] = lo
    if hi < len(source):
        pane["more"] = len(source) - hi
    return pane


# --------------------------------------------------------------------------
# Sources of verify runs: the input and chunks files
# --------------------------------------------------------------------------
def _resolve_run_files(
    verdicts_path: PathLike, input_path: Optional[PathLike], chunks_path: Optional[PathLike],
    notes: List[str],
) -> Tuple[Optional[PathLike], Optional[PathLike]]:
    """The input and chunks files to read: the given ones, else those of the run's manifest."""
    manifest = read_manifest(verdicts_path)
    if input_path is None and chunks_path is None and manifest is not None:
        for what, entry in (("input", manifest.get("input")), ("chunks file", manifest.get("chunks"))):
            if not isinstance(entry, dict):
                continue
            path = entry.get("path")
            if not isinstance(path, str) or path == "-" or not Path(path).is_file():
                notes.append(f"the run's {what} {path} cannot be read now; give it with --input/--chunks")
                continue
            if entry.get("sha256") and file_digest(path) != entry["sha256"]:
                notes.append(f"the run's {what} {path} has changed since the run; its text is not shown")
                continue
            if what == "input":
                input_path = path
            else:
                chunks_path = path
    return input_path, chunks_path


_PANE_KEYS = ("q", "s", "qn", "sn", "dn", "before", "more", "qmore", "src")


def _set_panes(card: Dict[str, Any], panes: Dict[str, Any], found: bool) -> None:
    """Replace a card's panes (and the notes that went with the old ones)."""
    for key in _PANE_KEYS:
        card.pop(key, None)
    card.update(panes)
    if found:
        card["src"] = 1


def attach_sources(
    records: List[Dict[str, Any]],
    cards: List[Dict[str, Any]],
    input_path: Optional[PathLike],
    chunks_path: Optional[PathLike],
    notes: List[str],
    run_lang: Optional[str] = None,
) -> None:
    """Fill the panes of verify-run cards from the run's input and chunks files.

    Input lines are matched to records by id (or line number, for lines without
    id) in order, as ``--resume`` matches them. A source given on a line is
    turned into its pane at once and not kept; chunk texts are read once, only
    those the cards need. A record without ``lang`` takes the line's, else the
    run's ``--lang`` (``run_lang``).
    """
    from spacy_quoteverify.batch.job import LineError, chunk_key, iter_chunks, parse_quote_line

    wanted: Dict[Any, Deque[int]] = {}
    for i, record in enumerate(records):
        if "error" not in record:
            wanted.setdefault(record_key(record), deque()).append(i)
    need_chunks: Dict[str, List[Tuple[int, str, Optional[str]]]] = {}
    if input_path is not None:
        try:
            for read in read_jsonl_file(input_path, "input file"):
                if read.value is None:
                    continue
                try:
                    item = parse_quote_line(read.value, read.line)
                except LineError:
                    continue
                queue = wanted.get(record_key({"id": item.id, "line": read.line}))
                if not queue:
                    continue
                i = queue.popleft()
                lang = records[i].get("lang") or item.lang or run_lang
                if lang:
                    records[i]["lang"] = cards[i]["l"] = lang
                if item.source is not None:
                    _set_panes(cards[i], card_panes(records[i], item.quote, item.source, lang), True)
                else:
                    key = chunk_key(item.chunk_id)
                    _set_panes(cards[i], card_panes(records[i], item.quote, None, lang), False)
                    if key is not None:
                        need_chunks.setdefault(key, []).append((i, item.quote, lang))
        except JsonlInputError as err:
            notes.append(str(err))
    if need_chunks and chunks_path is not None:
        try:
            for key, text in iter_chunks(chunks_path, lambda message: None):
                for i, quote, lang in need_chunks.pop(key, []):
                    _set_panes(cards[i], card_panes(records[i], quote, text, lang), True)
        except JsonlInputError as err:
            notes.append(str(err))
    for key, items in need_chunks.items():
        for i, _, _ in items:
            cards[i]["sn"] = f"chunk {key} is not in the chunks file" if chunks_path else (
                "the line names a chunk; give the chunks file with --chunks"
            )


# --------------------------------------------------------------------------
# Plots: geometry here, SVG markup in the template
# --------------------------------------------------------------------------
def sweep_figure(metrics: Dict[str, Any], threshold: float, width: int = 560, height: int = 300) -> Dict[str, Any]:
    """False verifications and faithful recall against the quote_sim threshold (two curves)."""
    sweep = metrics.get("sweep") or []
    left, right, top, bottom = 56, 62, 30, 42
    pw, ph = width - left - right, height - top - bottom
    xs = [s["threshold"] for s in sweep] or [0.8, 1.0]
    x0, x1 = min(xs), max(xs) if max(xs) > min(xs) else min(xs) + 0.01
    peak = max([s["admitted_unfaithful"] for s in sweep] + [1])

    def x(t: float) -> float:
        return left + (t - x0) / (x1 - x0) * pw

    def y_false(v: float) -> float:
        return top + ph - v / peak * ph

    def y_recall(v: float) -> float:
        return top + ph - v * ph

    fig = _figure("threshold sweep", width, height)
    _axes(fig, left, top, pw, ph)
    for k in range(5):
        t = x0 + (x1 - x0) * k / 4
        fig["texts"].append(_text(x(t), top + ph + 16, f"{t:.2f}", "middle"))
        v = peak * k / 4
        fig["texts"].append(_text(left - 6, y_false(v) + 4, f"{v:.0f}", "end", PALETTE["bad"]))
        fig["texts"].append(_text(left + pw + 6, y_recall(k / 4) + 4, f"{25 * k}%", "start", PALETTE["good"]))
        fig["lines"].append(_line(left, y_recall(k / 4), left + pw, y_recall(k / 4), PALETTE["grid"], dash="2,3"))
    fig["texts"].append(_text(left + pw / 2, height - 6, "quote_sim threshold of near_verbatim", "middle"))
    fig["texts"].append(_text(left, top - 12, "false verifications", "start", PALETTE["bad"]))
    fig["texts"].append(_text(left + pw, top - 12, "faithful recall", "end", PALETTE["good"]))
    false_pts = [(x(s["threshold"]), y_false(s["admitted_unfaithful"])) for s in sweep]
    recall_pts = [(x(s["threshold"]), y_recall(s["faithful_recall"] or 0.0)) for s in sweep]
    for pts, colour, what in ((false_pts, PALETTE["bad"], "false verifications"),
                              (recall_pts, PALETTE["good"], "recall")):
        if pts:
            fig["polylines"].append({"points": " ".join(f"{a:.1f},{b:.1f}" for a, b in pts), "stroke": colour})
        for (a, b), s in zip(pts, sweep):
            value = s["admitted_unfaithful"] if what != "recall" else percent(s["faithful_recall"])
            fig["circles"].append({"cx": a, "cy": b, "r": 3, "fill": colour,
                                   "title": f"threshold {s['threshold']:.2f}: {what} {value}"})
    if x0 <= threshold <= x1:
        fig["lines"].append(_line(x(threshold), top, x(threshold), top + ph, PALETTE["warn"], dash="5,4"))
        fig["texts"].append(_text(x(threshold) - 4, top + 12, f"in use {threshold:.2f}", "end", PALETTE["warn"]))
    return fig


def bars_figure(
    title: str, rows: List[Tuple[str, List[Tuple[str, float, str]]]], width: int = 560,
    value_format: Callable[[float], str] = lambda v: f"{v:g}", scale_max: Optional[float] = None,
) -> Dict[str, Any]:
    """Horizontal stacked bars: one row per label, each a list of (part name, value, colour)."""
    label_w, right, top, row_h = 120, 70, 10, 20
    height = top + row_h * max(1, len(rows)) + 26
    pw = width - label_w - right
    peak = scale_max or max([sum(v for _, v, _ in parts) for _, parts in rows] + [1])
    fig = _figure(title, width, height)
    for r, (label, parts) in enumerate(rows):
        y = top + r * row_h
        fig["texts"].append(_text(label_w - 6, y + 14, label, "end"))
        x = float(label_w)
        for name, value, colour in parts:
            if value <= 0:
                continue
            w = value / peak * pw
            fig["rects"].append({"x": x, "y": y + 3, "w": max(1.0, w), "h": row_h - 6, "fill": colour,
                                 "title": f"{label}: {name} {value_format(value)}"})
            x += w
        total = sum(v for _, v, _ in parts)
        fig["texts"].append(_text(x + 4, y + 14, value_format(total) if len(parts) == 1 else f"{total:g}", "start"))
    fig["lines"].append(_line(label_w, top, label_w, top + row_h * max(1, len(rows)), PALETTE["ink"]))
    return fig


def histogram_figure(records: Sequence[Dict[str, Any]], labelled: bool, threshold: float,
                     width: int = 1100, height: int = 300) -> Dict[str, Any]:
    """quote_sim spread: faithful above the axis and unfaithful below, or all in one neutral colour."""
    nbins = int(round(1 / BIN_WIDTH))
    up, down = [0] * nbins, [0] * nbins
    missing = 0
    for r in records:
        sim = r.get("quote_sim")
        if isinstance(sim, bool) or not isinstance(sim, (int, float)) or not math.isfinite(sim):
            missing += 1
            continue
        b = min(nbins - 1, max(0, int(float(sim) / BIN_WIDTH)))
        if labelled and r.get("faithful") is False:
            down[b] += 1
        else:
            up[b] += 1
    left, right, top, bottom = 78, 16, 28, 40
    pw = width - left - right
    mid = top + (height - top - bottom) / 2 if labelled else height - bottom
    half = ((height - top - bottom) / 2 - 4) if labelled else (height - top - bottom - 8)
    scale = half / math.sqrt(max(up + down + [1]))
    bw = pw / nbins
    fig = _figure("quote_sim histogram", width, height)
    up_colour = PALETTE["good"] if labelled else PALETTE["neutral"]
    for i in range(nbins):
        for count, sign, colour, who in ((up[i], -1, up_colour, "faithful" if labelled else "quotations"),
                                         (down[i], 1, PALETTE["bad"], "unfaithful")):
            if not count:
                continue
            h = max(1.5, math.sqrt(count) * scale)
            y = mid - h if sign < 0 else mid
            fig["rects"].append({"x": left + i * bw + 1, "y": y, "w": bw - 2, "h": h, "fill": colour,
                                 "title": f"{count} {who}, quote_sim {i * BIN_WIDTH:.2f}-{(i + 1) * BIN_WIDTH:.2f}"})
            fig["texts"].append(_text(left + i * bw + bw / 2, y - 3 if sign < 0 else y + h + 11, str(count), "middle"))
    fig["lines"].append(_line(left, mid, width - right, mid, PALETTE["ink"]))
    for k in range(11):
        xx = left + k / 10 * pw
        fig["texts"].append(_text(xx, height - bottom + 16, f"{k / 10:.1f}", "middle"))
    tx = left + threshold * pw
    fig["lines"].append(_line(tx, top, tx, height - bottom, PALETTE["warn"], dash="5,4"))
    fig["texts"].append(_text(tx - 4, top - 8, f"near_verbatim threshold {threshold:.2f}", "end", PALETTE["warn"]))
    fig["texts"].append(_text(left + pw / 2, height - 6, "quote_sim", "middle"))
    fig["texts"].append(_text(left - 6, top + 10, "faithful" if labelled else "quotations", "end", up_colour))
    if labelled:
        fig["texts"].append(_text(left - 6, height - bottom - 2, "unfaithful", "end", PALETTE["bad"]))
    if missing:
        fig["texts"].append(_text(left, top - 8, f"{missing} without quote_sim", "start", PALETTE["muted"]))
    return fig


def _figure(label: str, width: int, height: int) -> Dict[str, Any]:
    return {"label": label, "width": width, "height": height, "rects": [], "lines": [], "texts": [],
            "polylines": [], "circles": []}


def _axes(fig: Dict[str, Any], left: float, top: float, pw: float, ph: float) -> None:
    fig["lines"].append(_line(left, top + ph, left + pw, top + ph, PALETTE["ink"]))
    fig["lines"].append(_line(left, top, left, top + ph, PALETTE["bad"]))
    fig["lines"].append(_line(left + pw, top, left + pw, top + ph, PALETTE["good"]))


def _line(x1: float, y1: float, x2: float, y2: float, stroke: str, dash: str = "") -> Dict[str, Any]:
    return {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "stroke": stroke, "dash": dash}


def _text(x: float, y: float, text: str, anchor: str = "start", fill: str = PALETTE["ink"]) -> Dict[str, Any]:
    return {"x": x, "y": y, "text": text, "anchor": anchor, "fill": fill}


# --------------------------------------------------------------------------
# The page
# --------------------------------------------------------------------------
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("spacy_quoteverify", "templates"),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["pct"] = percent
    env.filters["num"] = lambda v: f"{v:.1f}" if isinstance(v, float) else v
    return env


def _json_for_script(value: Any) -> str:
    """JSON safe inside an HTML script element: no "<", ">" or "&" appear as such."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return (text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


_META_KEYS = ("lang", "kind", "chunk_id", "found_in", "category", "origin", "match", "quote_status",
              "quote_sim", "quote_coverage", "quote_critical_ok")
_ATTENTION = {"false verification": 0, "faithful refused": 1, "unfaithful refused": 4, "faithful verified": 5}


def _card(record: Dict[str, Any]) -> Dict[str, Any]:
    group = group_of(record)
    outcome = outcome_of(record)
    meta = [[k, record[k]] for k in _META_KEYS if record.get(k) is not None]
    if outcome is not None:
        meta.insert(0, ["label", "faithful" if record["faithful"] else "unfaithful"])
    card = {
        "id": record.get("id"),
        "vl": record.get("_vline"),
        "l": str(record.get("lang") or "(none)"),
        "r": str(record.get("reason") or ("none" if group != "verified" else "")),
        "g": group,
        "o": outcome or "",
        "mis": 1 if record.get("found_in") is not None else 0,
        "meta": meta,
        "d": [str(x) for x in record.get("diff") or []],
    }
    if group == "error":
        card["err"] = str(record["error"])
    if record.get("line") is not None:
        card["il"] = record["line"]
    return card


def _order(card: Dict[str, Any]) -> Tuple[int, int]:
    if card["o"]:
        rank = _ATTENTION[card["o"]]
    else:
        rank = {"refused": 2, "none": 3, "verified": 5}.get(card["g"], 6)
    if card["mis"] and rank > 2:
        rank = 2
    return rank, card["vl"] or 0


def _summary(records: Sequence[Dict[str, Any]]) -> Dict[str, Any]:
    groups = Counter(group_of(r) for r in records)
    statuses = Counter(str(r.get("quote_status")) for r in records if "error" not in r)
    reason_counts = Counter(str(r.get("reason") or "none") for r in records
                      if "error" not in r and r.get("verified") is not True)
    return {"groups": [(g, groups.get(g, 0)) for g in GROUPS],
            "statuses": sorted(statuses.items()),
            "reasons": reason_counts.most_common()}


def _language_figure(records: Sequence[Dict[str, Any]], metrics: Optional[Dict[str, Any]]) -> Dict[str, Any]:
    if metrics is not None:
        rows = []
        for lang, e in metrics["per_language"].items():
            recall = e["match"]["faithful_recall"]
            rows.append((lang, [("faithful recall", recall or 0.0, PALETTE["good"])]))
        fig = bars_figure("faithful recall per language", rows, value_format=percent, scale_max=1.0)
        for n, (_lang, e) in enumerate(metrics["per_language"].items()):
            false = e["match"]["false_verifications"]
            if false:
                fig["texts"].append(_text(fig["width"] - 4, 10 + n * 20 + 14, f"{false} false", "end", PALETTE["bad"]))
        return fig
    per: Dict[str, Counter] = {}
    for r in records:
        per.setdefault(str(r.get("lang") or "(none)"), Counter())[group_of(r)] += 1
    rows = [(lang, [(g, float(c[g]), GROUP_COLOURS[g]) for g in GROUPS])
            for lang, c in sorted(per.items(), key=lambda kv: (-sum(kv[1].values()), kv[0]))[:40]]
    return bars_figure("verdicts per language", rows)


def _reasons_figure(reasons: List[Tuple[str, int]], labelled: bool) -> Dict[str, Any]:
    colour = PALETTE["warn"] if labelled else PALETTE["neutral"]
    rows = [(name, [("quotations", float(count), colour)]) for name, count in reasons[:30]]
    return bars_figure("reasons for quotations not verified", rows)


def render_report(
    records: Sequence[Dict[str, Any]],
    title: str = "Quotation check report",
    options: Optional[VerifyOptions] = None,
    *,
    cards: Optional[List[Dict[str, Any]]] = None,
    problems: Sequence[Tuple[int, str]] = (),
    notes: Sequence[str] = (),
) -> str:
    """The whole report as one HTML string.

    records (Sequence[Dict[str, Any]]): Verdict records (labelled or not); error records go to their own section.
    title (str): Page title.
    options (Optional[VerifyOptions]): Options the verdicts were made with (for the sweep and threshold line).
    cards (Optional[List[Dict[str, Any]]]): The cards of the records, when their panes were already filled
        (:func:`write_report` does); else made from the records' own ``quote``
        and ``source`` fields.
    problems (Sequence[Tuple[int, str]]): (line, message) of verdicts-file lines that could not be read.
    notes (Sequence[str]): Things the reader should know (files that could not be read).
    """
    options = options or VerifyOptions()
    records = list(records)
    labelled = is_labelled(records)
    if cards is None:
        cards = [_card_with_panes(r) for r in records]
    rows = [r for r in records if "error" not in r]
    metrics = compute_metrics(rows, options) if labelled else None
    summary = _summary(records)
    figures = {
        "histogram": histogram_figure(rows, labelled, options.near_threshold),
        "languages": _language_figure(rows, metrics),
        "reasons": _reasons_figure(summary["reasons"] if metrics is None else list(metrics["reasons"].items()),
                                   labelled),
    }
    if metrics is not None:
        figures["sweep"] = sweep_figure(metrics, options.near_threshold)
    errors = [(r.get("_vline"), r.get("line"), r.get("id"), str(r["error"])) for r in records if "error" in r]
    shown_cards = sorted(cards, key=_order)
    page = _environment().get_template("report.html.j2").render(
        title=title,
        labelled=labelled,
        n=len(records),
        metrics=metrics,
        summary=summary,
        figures=figures,
        palette=PALETTE,
        group_colours=GROUP_COLOURS,
        errors=errors[:MAX_ERROR_ROWS],
        errors_total=len(errors),
        problems=list(problems)[:MAX_ERROR_ROWS],
        problems_total=len(problems),
        notes=list(notes),
        data=_json_for_script({"cards": shown_cards, "page": PAGE_SIZE, "labelled": labelled}),
        options=asdict(options),
    )
    return page


def _card_with_panes(record: Dict[str, Any]) -> Dict[str, Any]:
    card = _card(record)
    if "error" in record:
        return card
    quote = record.get("quote") if isinstance(record.get("quote"), str) else None
    source = record.get("source") if isinstance(record.get("source"), str) else None
    card.update(card_panes(record, quote, source, record.get("lang")))
    if source is not None:
        card["src"] = 1
    return card


def options_of_evaluation(verdicts_path: PathLike) -> Optional[VerifyOptions]:
    """The options the verdicts were made with: the run's manifest, or an evaluation's metrics.

    ``verify`` writes a manifest beside its output; ``evaluate`` records its options
    in the metrics JSON (any ``*.json`` in the same folder whose ``verdicts`` names
    this file). None when neither is found.
    """
    manifest = read_manifest(verdicts_path)
    if manifest is not None and isinstance(manifest.get("options"), dict):
        known = {k: v for k, v in manifest["options"].items() if k in OPTION_NAMES}
        try:
            return resolve_options(None, known)
        except (TypeError, ValueError):
            return None
    target = Path(verdicts_path).resolve()
    for candidate in sorted(target.parent.glob("*.json")):
        if candidate.name.endswith(".manifest.json"):
            continue
        try:
            data = json.loads(candidate.read_text(encoding="utf8"))
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict) or not isinstance(data.get("options"), dict):
            continue
        named = data.get("verdicts")
        # A relative path was relative to where the evaluation ran; the name then decides.
        if isinstance(named, str) and (
            Path(named).resolve() == target or (not Path(named).is_absolute() and Path(named).name == target.name)
        ):
            known = {k: v for k, v in data["options"].items() if k in OPTION_NAMES}
            return resolve_options(None, known)
    return None


def build_report(
    verdicts_path: PathLike,
    input_path: Optional[PathLike] = None,
    chunks_path: Optional[PathLike] = None,
) -> Tuple[str, List[Dict[str, Any]], List[Tuple[int, str]], List[str]]:
    """Read a verdicts file (and the run's files) and render the page.

    RETURNS (Tuple[str, List[Dict[str, Any]], List[Tuple[int, str]], List[str]]): The page, the records, the verdicts-file lines that could not be read, and notes.
    """
    records, problems = read_verdicts(verdicts_path)
    notes: List[str] = []
    cards = [_card_with_panes(r) for r in records]
    needs_files = any("error" not in r and not isinstance(r.get("source"), str) for r in records)
    if needs_files:
        input_path, chunks_path = _resolve_run_files(verdicts_path, input_path, chunks_path, notes)
        if input_path is None:
            notes.append("the quotations' sources are not in the verdicts file: give the run's input "
                         "(and chunks) file with --input/--chunks to see them")
        manifest = read_manifest(verdicts_path) or {}
        attach_sources(records, cards, input_path, chunks_path, notes, manifest.get("lang"))
    options = options_of_evaluation(verdicts_path) or VerifyOptions()
    page = render_report(records, title=f"Quotation check report: {Path(verdicts_path).name}",
                         options=options, cards=cards, problems=problems, notes=notes)
    return page, records, problems, notes


def write_report(
    verdicts_path: PathLike,
    output: PathLike,
    input_path: Optional[PathLike] = None,
    chunks_path: Optional[PathLike] = None,
) -> Path:
    """Render ``verdicts_path`` into the HTML file ``output``; returns its path.

    verdicts_path (PathLike): Verdicts JSONL file.
    output (PathLike): HTML file to write (its folder is created).
    input_path (Optional[PathLike]): The run's input file (default: from the manifest beside the verdicts).
    chunks_path (Optional[PathLike]): The run's chunks file (default: from the manifest).
    RAISES (JsonlInputError): The verdicts file cannot be read.
    RAISES (JsonlOutputError): The report cannot be written.
    """
    page, _, _, _ = build_report(verdicts_path, input_path, chunks_path)
    return write_text_file(output, page, "report")


def report_cli(
    verdicts_path: Path,
    output: Optional[Path],
    input_path: Optional[PathLike] = None,
    chunks_path: Optional[PathLike] = None,
    strict: bool = False,
) -> int:
    """Entry point of ``quoteverify report``: write the report, say where, return the exit status.

    verdicts_path (Path): Verdicts JSONL file.
    output (Optional[Path]): HTML file to write (None: beside the verdicts, with ``.html``).
    input_path (Optional[PathLike]): The run's input file.
    chunks_path (Optional[PathLike]): The run's chunks file.
    strict (bool): Exit 1 also when the verdicts hold error records or refused quotations.
    RETURNS (int): 0, or 1 when some verdict lines could not be read (with ``strict``: also
        when any line failed or any quotation was not verified).
    """
    target = output if output is not None else Path(verdicts_path).with_suffix(".html")
    try:
        page, records, problems, notes = build_report(verdicts_path, input_path, chunks_path)
        out = write_text_file(target, page, "report")
    except (JsonlInputError, JsonlOutputError) as err:
        print(f"quoteverify: error: {err}", file=sys.stderr)
        raise SystemExit(2) from None
    for line, message in problems[:20]:
        print(f"quoteverify: verdicts file line {line}: {message}", file=sys.stderr)
    for note in notes:
        print(f"quoteverify: note: {note}", file=sys.stderr)
    print(f"Report written to {out.resolve()}")
    if problems:
        return 1
    if strict and any(group_of(r) != "verified" and r.get("reason") != reasons.NOT_A_QUOTATION for r in records):
        return 1
    return 0
