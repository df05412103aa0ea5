"""A single self-contained HTML report of a verdicts file.

``quoteverify report VERDICTS.jsonl -o report.html`` reads the verdicts that
``quoteverify evaluate`` (labelled rows plus verdict fields) or ``quoteverify
verify`` (input id plus verdict fields) wrote and renders one HTML file with
inline CSS and an inline SVG plot: no script, no stylesheet or font fetched
from anywhere, so it opens offline and can be mailed around.

It shows the metrics tables, the spread of ``quote_sim`` for faithful and
unfaithful quotations, and, for each quotation that was not verified or was
found in another chunk, the quotation beside its source with the matched
passages and the closest edit-distance window highlighted, and the edits.
Every piece of text from the verdicts is escaped.
"""
from __future__ import annotations

import html
import json
import math
import sys
from pathlib import Path
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from .evaluate import compute_metrics, read_json_lines
from .options import OPTION_NAMES, VerifyOptions, resolve_options

#: Characters of source shown either side of the highlighted part of a long source.
CONTEXT_CHARS = 400
#: Sources shorter than this are shown whole.
WHOLE_SOURCE_CHARS = 1500
#: Detail cards shown open; the rest are folded (<details>) to keep the page readable.
OPEN_CARDS = 40
#: Width of a quote_sim histogram bin.
BIN_WIDTH = 0.02

CSS = """
:root { --ok:#2e7d32; --bad:#c62828; --warn:#ef6c00; --ink:#1f2328; --muted:#6e7781;
        --line:#d0d7de; --match:#b9f6ca; --window:#ffe0a3; }
* { box-sizing: border-box; }
body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;
       color: var(--ink); margin: 0 auto; max-width: 1220px; padding: 24px; background: #fff; }
h1 { font-size: 24px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 32px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 15px; margin: 18px 0 6px; }
.sub { color: var(--muted); margin: 0 0 16px; }
.kpis { display: flex; gap: 12px; flex-wrap: wrap; margin: 12px 0; }
.kpi { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; min-width: 170px; }
.kpi .v { font-size: 22px; font-weight: 600; }
.kpi .l { color: var(--muted); font-size: 12px; }
.kpi.good .v { color: var(--ok); } .kpi.bad .v { color: var(--bad); }
table { border-collapse: collapse; margin: 6px 0 12px; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: right; }
th { background: #f6f8fa; font-weight: 600; }
td:first-child, th:first-child { text-align: left; }
td.zero { color: var(--ok); } td.nonzero { color: var(--bad); font-weight: 600; }
.scroll { overflow-x: auto; }
.card { border: 1px solid var(--line); border-radius: 8px; margin: 12px 0; padding: 10px 12px; }
.card.falsev { border-left: 6px solid var(--bad); }
.card.missed { border-left: 6px solid var(--warn); }
.card.other { border-left: 6px solid var(--line); }
.card summary { cursor: pointer; }
.meta { font-size: 12px; color: var(--muted); }
.meta b { color: var(--ink); }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin-top: 8px; }
.pane { border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; background: #fbfbfc; }
.pane h4 { margin: 0 0 6px; font-size: 12px; text-transform: uppercase; color: var(--muted); }
.text { white-space: pre-wrap; overflow-wrap: anywhere; line-height: 2.1; }
.hl { padding: 2px 3px; border-radius: 4px; }
.hl-match { background: var(--match); }
.hl-window { background: var(--window); }
.hl-match.hl-window { background: linear-gradient(var(--match) 50%, var(--window) 50%); }
.tag { font-size: 10px; font-weight: 700; text-transform: uppercase; margin-left: 4px;
       padding: 0 4px; border-radius: 3px; background: #fff; color: var(--ink); vertical-align: middle; }
.diff { margin: 6px 0 0; padding-left: 18px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
.legend span { display: inline-block; margin-right: 14px; }
.sw { display: inline-block; width: 12px; height: 12px; border-radius: 2px; vertical-align: -1px; margin-right: 4px; }
.badge { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; }
.badge.t { background: #e8f5e9; color: var(--ok); } .badge.f { background: #ffebee; color: var(--bad); }
.badge.n { background: #eceff1; color: var(--muted); }
"""


def _e(value: Any) -> str:
    """Escaped text of any value."""
    return html.escape("" if value is None else str(value), quote=True)


def _pct(value: Optional[float]) -> str:
    return "–" if value is None else f"{100 * value:.2f}%"


def read_verdicts(path: Union[str, Path]) -> List[Dict[str, Any]]:
    """Records of a verdicts JSONL file; a malformed line raises ValueError with its number.

    path: the verdicts file.
    """
    records = []
    for lineno, value in read_json_lines(path, "verdicts file"):
        if not isinstance(value, dict):
            raise ValueError(f"{path} line {lineno}: expected a JSON object, got {type(value).__name__}")
        records.append(value)
    return records


def is_labelled(records: Sequence[Dict[str, Any]]) -> bool:
    """Whether every record carries a ``faithful`` label."""
    return bool(records) and all(isinstance(r.get("faithful"), bool) for r in records)


# --------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------
def _table(header: Sequence[str], rows: Iterable[Sequence[Any]], zero_cols: Sequence[int] = ()) -> str:
    """An HTML table; columns in ``zero_cols`` are coloured green at 0 and red above."""
    out = ["<div class='scroll'><table><thead><tr>"]
    out += [f"<th>{_e(h)}</th>" for h in header]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>")
        for i, cell in enumerate(row):
            cls = ""
            if i in zero_cols and isinstance(cell, int):
                cls = " class='zero'" if cell == 0 else " class='nonzero'"
            out.append(f"<td{cls}>{_e(cell)}</td>")
        out.append("</tr>")
    out.append("</tbody></table></div>")
    return "".join(out)


def _metrics_html(metrics: Dict[str, Any]) -> str:
    m = metrics["matchers"]["match"]
    false = metrics["false_verifications"]
    parts = ["<div class='kpis'>"]
    parts.append(
        f"<div class='kpi {'good' if false == 0 else 'bad'}'><div class='v'>{_e(false)}</div>"
        f"<div class='l'>false verifications (must be 0) · rate {_e(_pct(metrics['false_verification_rate']))}</div></div>"
    )
    parts.append(
        f"<div class='kpi'><div class='v'>{_e(_pct(metrics['faithful_recall']))}</div>"
        f"<div class='l'>faithful recall ({_e(m['faithful_accepted'])} of {_e(m['faithful'])})</div></div>"
    )
    parts.append(
        f"<div class='kpi'><div class='v'>{_e(metrics['n'])}</div>"
        f"<div class='l'>quotations: {_e(metrics['faithful'])} faithful, {_e(metrics['unfaithful'])} unfaithful</div></div>"
    )
    parts.append("</div>")
    parts.append("<h3>Matchers side by side</h3>")
    rows = [
        (name, s["faithful"], _pct(s["faithful_recall"]), s["unfaithful"], s["false_verifications"],
         _pct(s["false_verification_rate"]))
        for name, s in metrics["matchers"].items()
    ]
    parts.append(_table(("matcher", "faithful", "recall", "unfaithful", "false verifications", "rate"),
                        rows, zero_cols=(4,)))
    for title, key in (("Per language", "per_language"), ("Per category", "per_category")):
        parts.append(f"<h3>{_e(title)}</h3>")
        rows = []
        for name, e in metrics[key].items():
            mm, v, nv = e["match"], e["edit_verbatim"], e["edit_near_verbatim"]
            rows.append((name, e["faithful"], _pct(mm["faithful_recall"]), _pct(v["faithful_recall"]),
                         _pct(nv["faithful_recall"]), e["unfaithful"], mm["false_verifications"],
                         v["false_verifications"], nv["false_verifications"]))
        parts.append(_table((key.split("_")[1], "faithful", "recall: match", "recall: verbatim",
                             "recall: near", "unfaithful", "false: match", "false: verbatim", "false: near"),
                            rows, zero_cols=(6,)))
    parts.append("<h3>quote_sim threshold sweep (edit-distance matcher)</h3>")
    rows = [(f"{s['threshold']:.2f}", s["admitted_unfaithful"], s["near_verbatim_unfaithful"],
             s["accepted_faithful"], _pct(s["faithful_recall"])) for s in metrics["sweep"]]
    parts.append(_table(("threshold", "unfaithful admitted", "of them near_verbatim", "faithful accepted",
                         "recall"), rows))
    if metrics.get("reasons"):
        parts.append("<h3>Reasons given for unverified quotations</h3>")
        parts.append(_table(("reason", "count"), metrics["reasons"].items()))
    return "".join(parts)


def _summary_html(records: Sequence[Dict[str, Any]]) -> str:
    """Counts for verdicts without labels."""
    counts: Dict[str, int] = {}
    statuses: Dict[str, int] = {}
    reasons: Dict[str, int] = {}
    for r in records:
        key = {True: "verified", False: "not verified"}.get(r.get("verified"), "not checked (None)")
        counts[key] = counts.get(key, 0) + 1
        statuses[str(r.get("quote_status"))] = statuses.get(str(r.get("quote_status")), 0) + 1
        if r.get("verified") is not True:
            reason = str(r.get("reason") or "none")
            reasons[reason] = reasons.get(reason, 0) + 1
    parts = ["<p class='sub'>These verdicts carry no faithful/unfaithful labels: counts only.</p>"]
    parts.append(_table(("verdict", "count"), sorted(counts.items())))
    parts.append("<h3>Edit-distance status</h3>" + _table(("quote_status", "count"), sorted(statuses.items())))
    if reasons:
        parts.append("<h3>Reasons</h3>" + _table(("reason", "count"),
                                                 sorted(reasons.items(), key=lambda kv: -kv[1])))
    return "".join(parts)


# --------------------------------------------------------------------------
# The quote_sim plot (inline SVG)
# --------------------------------------------------------------------------
def sim_histogram_svg(
    records: Sequence[Dict[str, Any]],
    threshold: float = VerifyOptions().near_threshold,
    width: int = 1100,
    height: int = 320,
) -> str:
    """Mirrored histogram of quote_sim: faithful quotations above the axis, unfaithful below.

    records: verdict records (unlabelled ones are drawn above, as "all").
    threshold: where to draw the near_verbatim threshold line.
    width, height: size of the picture in pixels.

    Bar heights follow the square root of the count, so a few unfaithful
    quotations next to a thousand faithful ones stay visible; counts are written
    on the bars.
    """
    labelled = is_labelled(records)
    nbins = int(round(1 / BIN_WIDTH))
    up = [0] * nbins
    down = [0] * nbins
    missing = 0
    for r in records:
        sim = r.get("quote_sim")
        if not isinstance(sim, (int, float)):
            missing += 1
            continue
        b = min(nbins - 1, max(0, int(float(sim) / BIN_WIDTH)))
        if not labelled or r["faithful"]:
            up[b] += 1
        else:
            down[b] += 1
    left, right, top, bottom = 78, 16, 28, 40
    plot_w = width - left - right
    mid = top + (height - top - bottom) / 2
    half = (height - top - bottom) / 2 - 4
    peak = max(up + down + [1])
    scale = half / math.sqrt(peak)
    bw = plot_w / nbins
    out = [f"<svg role='img' aria-label='quote_sim histogram' width='{width}' height='{height}' "
           f"viewBox='0 0 {width} {height}' font-family='sans-serif' font-size='11'>"]
    out.append(f"<rect x='0' y='0' width='{width}' height='{height}' fill='#ffffff'/>")
    for i in range(nbins):
        x = left + i * bw
        for count, sign, colour in ((up[i], -1, "#2e7d32"), (down[i], 1, "#c62828")):
            if not count:
                continue
            h = max(1.5, math.sqrt(count) * scale)
            y = mid - h if sign < 0 else mid
            out.append(f"<rect x='{x + 1:.1f}' y='{y:.1f}' width='{bw - 2:.1f}' height='{h:.1f}' "
                       f"fill='{colour}' opacity='0.85'><title>{_e(count)} quotations, quote_sim "
                       f"{i * BIN_WIDTH:.2f}–{(i + 1) * BIN_WIDTH:.2f}</title></rect>")
            ty = y - 3 if sign < 0 else y + h + 11
            out.append(f"<text x='{x + bw / 2:.1f}' y='{ty:.1f}' text-anchor='middle' fill='#1f2328'>{count}</text>")
    out.append(f"<line x1='{left}' y1='{mid}' x2='{width - right}' y2='{mid}' stroke='#1f2328'/>")
    for k in range(11):
        v = k / 10
        x = left + v * plot_w
        out.append(f"<line x1='{x:.1f}' y1='{mid}' x2='{x:.1f}' y2='{mid + 4}' stroke='#1f2328'/>")
        out.append(f"<text x='{x:.1f}' y='{height - bottom + 16}' text-anchor='middle'>{v:.1f}</text>")
    tx = left + threshold * plot_w
    out.append(f"<line x1='{tx:.1f}' y1='{top}' x2='{tx:.1f}' y2='{height - bottom}' stroke='#ef6c00' "
               f"stroke-dasharray='5,4'/>")
    out.append(f"<text x='{tx - 4:.1f}' y='{top - 8}' text-anchor='end' fill='#ef6c00'>near_verbatim "
               f"threshold {threshold:.2f}</text>")
    out.append(f"<text x='{left + plot_w / 2:.1f}' y='{height - 6}' text-anchor='middle'>quote_sim</text>")
    top_label = "faithful" if labelled else "all quotations"
    out.append(f"<text x='{left - 6}' y='{top + 10}' text-anchor='end' fill='#2e7d32'>{top_label}</text>")
    if labelled:
        out.append(f"<text x='{left - 6}' y='{height - bottom - 2}' text-anchor='end' fill='#c62828'>unfaithful</text>")
    if missing:
        out.append(f"<text x='{width - right}' y='{top - 8}' text-anchor='end' fill='#6e7781'>"
                   f"{missing} without quote_sim</text>")
    out.append("</svg>")
    return "".join(out)


# --------------------------------------------------------------------------
# Quotation beside source
# --------------------------------------------------------------------------
def _spans_of(record: Dict[str, Any], n: int) -> List[Tuple[int, int, str]]:
    """Highlighted character spans of the source: matched passages and the edit window."""
    spans: List[Tuple[int, int, str]] = []
    for p in record.get("passages") or []:
        if isinstance(p, dict) and isinstance(p.get("start"), int) and isinstance(p.get("end"), int):
            spans.append((p["start"], p["end"], "match"))
    if not spans and isinstance(record.get("start"), int) and isinstance(record.get("end"), int):
        spans.append((record["start"], record["end"], "match"))
    qs, qe = record.get("quote_start"), record.get("quote_end")
    if isinstance(qs, int) and isinstance(qe, int):
        spans.append((qs, qe, "window"))
    return [(max(0, s), min(n, e), label) for s, e, label in spans if 0 <= s < e and s < n]


def highlight_source(source: str, spans: Sequence[Tuple[int, int, str]]) -> str:
    """Escaped source with the spans marked, cut to the context around them when long.

    source: the source text.
    spans: (start, end, label) character spans; label "match" or "window".

    Hand-written rather than ``displacy.render(style="span")``: displaCy places
    spans on token boundaries, while verdict offsets are characters (inside a
    word in unspaced scripts), and they must be shown exactly.
    """
    lo, hi = 0, len(source)
    if spans and len(source) > WHOLE_SOURCE_CHARS:
        lo = max(0, min(s for s, _, _ in spans) - CONTEXT_CHARS)
        hi = min(len(source), max(e for _, e, _ in spans) + CONTEXT_CHARS)
    elif len(source) > WHOLE_SOURCE_CHARS:
        hi = WHOLE_SOURCE_CHARS
    cuts = {lo, hi}
    for s, e, _ in spans:
        cuts.update(x for x in (s, e) if lo <= x <= hi)
    points = sorted(cuts)
    out = ["…" if lo > 0 else ""]
    starts = {(s, label) for s, _, label in spans}
    for a, b in zip(points, points[1:]):
        labels = sorted({label for s, e, label in spans if s <= a and b <= e})
        piece = _e(source[a:b])
        if labels:
            tags = "".join(f"<span class='tag'>{_e(l)}</span>" for l in labels if (a, l) in starts)
            cls = " ".join(f"hl-{l}" for l in labels)
            out.append(f"<mark class='hl {cls}'>{piece}{tags}</mark>")
        else:
            out.append(piece)
    if hi < len(source):
        out.append(f"… <span class='meta'>({len(source) - hi} more characters)</span>")
    return "".join(out)


def _badge(verified: Any) -> str:
    if verified is True:
        return "<span class='badge t'>verified</span>"
    if verified is False:
        return "<span class='badge f'>not verified</span>"
    return "<span class='badge n'>no verdict</span>"


def _card(record: Dict[str, Any], kind: str, open_: bool) -> str:
    quote = record.get("quote")
    if quote is None:
        quote = record.get("span", "")
    source = record.get("source")
    meta = [f"<b>{_e(record.get('id', ''))}</b>"]
    for key in ("lang", "category", "origin", "chunk_id", "found_in"):
        if record.get(key) is not None:
            meta.append(f"{_e(key)} <b>{_e(record[key])}</b>")
    if "faithful" in record:
        meta.append(f"label <b>{'faithful' if record['faithful'] else 'unfaithful'}</b>")
    meta.append(f"reason <b>{_e(record.get('reason') or '–')}</b>")
    meta.append(f"match <b>{_e(record.get('match'))}</b>")
    meta.append(f"quote_status <b>{_e(record.get('quote_status'))}</b>")
    meta.append(f"quote_sim <b>{_e(record.get('quote_sim'))}</b>")
    meta.append(f"critical_ok <b>{_e(record.get('quote_critical_ok'))}</b>")
    head = f"{_badge(record.get('verified'))} <span class='meta'>{' · '.join(meta)}</span>"
    body = ["<div class='pair'>",
            f"<div class='pane'><h4>Quotation</h4><div class='text'>{_e(quote)}</div></div>"]
    if isinstance(source, str):
        marked = highlight_source(source, _spans_of(record, len(source)))
        body.append(f"<div class='pane'><h4>Source</h4><div class='text'>{marked}</div></div>")
    else:
        body.append("<div class='pane'><h4>Source</h4><div class='meta'>not in the verdicts file</div></div>")
    body.append("</div>")
    diff = record.get("diff") or []
    if diff:
        body.append("<ul class='diff'>" + "".join(f"<li>{_e(d)}</li>" for d in diff) + "</ul>")
    inner = "".join(body)
    if open_:
        return f"<div class='card {kind}'>{head}{inner}</div>"
    return f"<details class='card {kind}'><summary>{head}</summary>{inner}</details>"


def _cards_section(title: str, intro: str, records: Sequence[Dict[str, Any]], kind: str,
                   open_limit: int) -> str:
    anchor = "-".join(title.lower().split())
    parts = [f"<h2 id='{_e(anchor)}'>{_e(title)} ({len(records)})</h2>", f"<p class='sub'>{_e(intro)}</p>"]
    if not records:
        parts.append("<p class='meta'>None.</p>")
    for i, r in enumerate(records):
        parts.append(_card(r, kind, open_=i < open_limit))
    return "".join(parts)


def render_report(records: Sequence[Dict[str, Any]], title: str = "Quotation check report",
                  options: Optional[VerifyOptions] = None) -> str:
    """The whole report as one HTML string.

    records: verdict records (labelled or not).
    title: page title.
    options: options the verdicts were made with (for the sweep and threshold line).
    """
    options = options or VerifyOptions()
    labelled = is_labelled(records)
    parts = ["<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
             "<meta name='viewport' content='width=device-width, initial-scale=1'>",
             f"<title>{_e(title)}</title><style>{CSS}</style></head><body>",
             f"<h1>{_e(title)}</h1>",
             f"<p class='sub'>{len(records)} quotations{' with faithful/unfaithful labels' if labelled else ''}.</p>"]
    parts.append("<h2 id='metrics'>Metrics</h2>")
    if labelled:
        parts.append(_metrics_html(compute_metrics(records, options)))
    elif records:
        parts.append(_summary_html(records))
    else:
        parts.append("<p class='meta'>The verdicts file is empty.</p>")
    parts.append("<h2 id='plot'>quote_sim of faithful and unfaithful quotations</h2>")
    parts.append("<p class='sub'>Bins of 0.02; bar height grows with the square root of the count. "
                 "Red bars right of the dashed line are altered quotations the edit-distance "
                 "matcher would call near_verbatim.</p>")
    parts.append(sim_histogram_svg(records, options.near_threshold))
    parts.append("<p class='legend meta'><span><i class='sw' style='background:var(--match)'></i>"
                 "passage found by the match check</span><span><i class='sw' style='background:var(--window)'>"
                 "</i>closest edit-distance window</span></p>")
    misattributed = [r for r in records if r.get("found_in") is not None]
    if labelled:
        false_v = [r for r in records if not r["faithful"] and r.get("verified") is True]
        missed = [r for r in records if r["faithful"] and r.get("verified") is not True]
        others = [r for r in records if not r["faithful"] and r.get("verified") is not True
                  and r.get("found_in") is None]
        parts.append(_cards_section("False verifications", "Unfaithful quotations the check verified.",
                                    false_v, "falsev", OPEN_CARDS))
        parts.append(_cards_section("Faithful quotations refused", "Faithful quotations left unverified.",
                                    missed, "missed", OPEN_CARDS))
        if misattributed:
            parts.append(_cards_section("Misattributed", "Quotations found in another chunk than the one cited.",
                                        misattributed, "missed", OPEN_CARDS))
        parts.append(_cards_section("Other unverified quotations",
                                    "Unfaithful quotations correctly refused (folded; click to open).",
                                    others, "other", 0))
    else:
        unverified = [r for r in records if r.get("verified") is not True and r.get("found_in") is None]
        if misattributed:
            parts.append(_cards_section("Misattributed", "Quotations found in another chunk than the one cited.",
                                        misattributed, "missed", OPEN_CARDS))
        parts.append(_cards_section("Unverified quotations", "Quotations that were not verified.",
                                    unverified, "missed", OPEN_CARDS))
    parts.append("</body></html>")
    return "".join(parts)


def options_of_evaluation(verdicts_path: Union[str, Path]) -> Optional[VerifyOptions]:
    """The options an evaluation used, read from its metrics file beside the verdicts.

    verdicts_path: verdicts JSONL file written by ``quoteverify evaluate``.

    The metrics JSON (any ``*.json`` in the same folder whose ``verdicts`` names
    this file) records the options, so the report's sweep and threshold line
    match the run. None when there is no such file.
    """
    target = Path(verdicts_path).resolve()
    for candidate in sorted(target.parent.glob("*.json")):
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


def write_report(verdicts_path: Union[str, Path], output: Union[str, Path]) -> Path:
    """Render ``verdicts_path`` into the HTML file ``output``; returns its path.

    verdicts_path: verdicts JSONL file.
    output: HTML file to write (its folder is created).
    """
    records = read_verdicts(verdicts_path)
    options = options_of_evaluation(verdicts_path) or VerifyOptions()
    page = render_report(records, title=f"Quotation check report: {Path(verdicts_path).name}", options=options)
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(page, encoding="utf8")
    return output


def report_cli(verdicts_path: Path, output: Optional[Path]) -> None:
    """Entry point of ``quoteverify report``: write the report and say where it is.

    verdicts_path: verdicts JSONL file.
    output: HTML file to write (None: beside the verdicts, with ``.html``).
    """
    target = output if output is not None else Path(verdicts_path).with_suffix(".html")
    try:
        out = write_report(verdicts_path, target)
    except (FileNotFoundError, ValueError) as err:
        print(f"quoteverify report: {err}", file=sys.stderr)
        raise SystemExit(2) from None
    print(f"Report written to {out.resolve()}")
