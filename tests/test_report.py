"""The HTML report: self-contained, escaped, well-formed, and it looks right in a browser."""
from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Dict, List, Tuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify.report import (
    highlight_source,
    render_report,
    report_cli,
    sim_histogram_svg,
    write_report,
)

CHROMIUM = "/usr/bin/chromium"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
SOURCE = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204."


def _records() -> List[Dict[str, Any]]:
    base = {"lang": "en", "origin": "test", "source": SOURCE, "kind": "extracted", "chunk_id": None,
            "span": "", "match": None, "quote_coverage": None, "quote_edits": None, "found_in": None,
            "diff": [], "passages": []}
    return [
        dict(base, id="ok", category="exact", faithful=True, quote="Revenue rose to 45.2 million dollars.",
             verified=True, match=1.0, quote_status="verbatim", quote_sim=1.0, quote_critical_ok=True,
             start=0, end=37, quote_start=0, quote_end=37, reason=None,
             passages=[{"text": "Revenue rose to 45.2 million dollars.", "found": True, "start": 0, "end": 37,
                        "match": None, "reason": None}]),
        dict(base, id="changed", category="number_changed", faithful=False,
             quote="Revenue rose to 88.9 <b>billion</b> dollars.", verified=False, match=0.333,
             quote_status="unverified", quote_sim=0.6792, quote_critical_ok=False, start=None, end=None,
             quote_start=0, quote_end=37, reason="number_changed", diff=["45.2 -> 88.9", "million -> billion"]),
        dict(base, id="missed", category="elision", faithful=True, quote="Revenue ... 45.2 million <script>",
             verified=False, match=0.5, quote_status="near_verbatim", quote_sim=0.93, quote_critical_ok=True,
             start=None, end=None, quote_start=0, quote_end=28, reason="not_found"),
        dict(base, id="false", category="word_replaced", faithful=False, quote="Headcount fell to 1,204.",
             verified=True, match=1.0, quote_status="near_verbatim", quote_sim=0.92, quote_critical_ok=True,
             start=39, end=63, quote_start=39, quote_end=63, reason=None, found_in=2),
    ]


class _Checker(HTMLParser):
    """Collects tags, and problems: unbalanced tags, scripts, external references."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: List[str] = []
        self.problems: List[str] = []
        self.tags: List[str] = []

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Any]]) -> None:
        self.tags.append(tag)
        if tag == "script":
            self.problems.append("script tag")
        for name, value in attrs:
            if name in ("src", "href", "xlink:href", "action") and value and not value.startswith("#"):
                self.problems.append(f"external reference {name}={value}")
            if name.startswith("on"):
                self.problems.append(f"event handler {name}")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: List[Tuple[str, Any]]) -> None:
        self.tags.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"unbalanced </{tag}> (open: {self.stack[-3:]})")
            return
        self.stack.pop()


def _check(page: str) -> _Checker:
    checker = _Checker()
    checker.feed(page)
    checker.close()
    return checker


def test_report_is_well_formed_and_self_contained() -> None:
    page = render_report(_records())
    checker = _check(page)
    assert checker.problems == []
    assert checker.stack == []
    assert page.startswith("<!DOCTYPE html>")
    assert not re.search(r"https?://", page)
    assert "url(" not in page and "@import" not in page


def test_report_has_tables_plot_and_highlights() -> None:
    page = render_report(_records())
    tags = _check(page).tags
    assert tags.count("table") >= 5
    assert "svg" in tags and "rect" in tags
    assert "hl-match" in page and "hl-window" in page
    assert "False verifications (1)" in page and "Faithful quotations refused (1)" in page
    assert "Misattributed (1)" in page
    assert "45.2 -&gt; 88.9" in page


def test_every_text_from_the_verdicts_is_escaped() -> None:
    page = render_report(_records())
    assert "<script>" not in page and "<b>billion</b>" not in page
    assert "&lt;script&gt;" in page and "&lt;b&gt;billion&lt;/b&gt;" in page


def test_unlabelled_verdicts_get_counts_and_cards_without_sources() -> None:
    records = [{"id": "1", "verified": False, "match": 0.2, "reason": "not_found", "span": "a quote",
                "quote_status": "unverified", "quote_sim": 0.4},
               {"id": "2", "verified": True, "match": 1.0, "quote_status": "verbatim", "quote_sim": 1.0}]
    page = render_report(records)
    assert _check(page).problems == []
    assert "Unverified quotations (1)" in page and "not in the verdicts file" in page


def test_empty_verdicts_still_give_a_page() -> None:
    page = render_report([])
    assert _check(page).problems == [] and "empty" in page


@settings(max_examples=80, deadline=None)
@given(st.text(min_size=1, max_size=80), st.data())
def test_highlight_marks_exactly_the_offsets(source: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(source) - 1))
    end = data.draw(st.integers(start + 1, len(source)))
    marked = highlight_source(source, [(start, end, "match")])
    inside = re.findall(r"<mark class='hl hl-match'>(.*?)<span class='tag'>", marked, flags=re.S)
    import html

    assert [html.unescape(x) for x in inside] == [source[start:end]]
    stripped = re.sub(r"<span class='tag'>.*?</span>", "", marked)
    assert html.unescape(re.sub(r"<[^>]+>", "", stripped)) == source


def test_long_source_is_cut_to_the_context_of_the_highlight() -> None:
    source = "x" * 5000 + "FOUND" + "y" * 5000
    marked = highlight_source(source, [(5000, 5005, "window")])
    assert "FOUND" in marked and len(marked) < 2000 and marked.startswith("…")


def test_histogram_has_bars_for_both_labels() -> None:
    svg = sim_histogram_svg(_records())
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert "#2e7d32" in svg and "#c62828" in svg and "near_verbatim threshold 0.90" in svg


def test_report_cli_writes_the_file_and_says_where(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    verdicts = tmp_path / "v.jsonl"
    verdicts.write_text("".join(json.dumps(r) + "\n" for r in _records()), encoding="utf8")
    out = tmp_path / "sub" / "r.html"
    report_cli(verdicts, out)
    assert out.exists() and str(out.resolve()) in capsys.readouterr().out
    report_cli(verdicts, None)
    assert (tmp_path / "v.html").exists()


def test_malformed_verdicts_line_is_named(tmp_path: Path) -> None:
    verdicts = tmp_path / "v.jsonl"
    verdicts.write_text('{"id": 1}\n[1, 2]\n', encoding="utf8")
    with pytest.raises(ValueError, match="line 2"):
        write_report(verdicts, tmp_path / "r.html")


@pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="chromium is not installed")
def test_report_renders_in_a_headless_browser(tmp_path: Path) -> None:
    report = tmp_path / "report.html"
    verdicts = tmp_path / "v.jsonl"
    verdicts.write_text("".join(json.dumps(r) + "\n" for r in _records()), encoding="utf8")
    write_report(verdicts, report)
    shot = tmp_path / "shot.png"
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
             f"--screenshot={shot}", "--window-size=1280,2000", report.as_uri()],
            check=True, capture_output=True, timeout=180,
        )
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    # A blank 1280x2000 page compresses to about 8 kB; tables, plot and text make it far larger.
    assert len(data) > 40_000


def test_missing_verdicts_file_exits_with_a_one_line_message(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        report_cli(tmp_path / "nope.jsonl", tmp_path / "r.html")
    assert info.value.code == 2
    assert "verdicts file not found" in capsys.readouterr().err


def test_report_uses_the_thresholds_of_the_evaluation_beside_the_verdicts(tmp_path: Path) -> None:
    verdicts = tmp_path / "verdicts.jsonl"
    verdicts.write_text("".join(json.dumps(r) + "\n" for r in _records()), encoding="utf8")
    metrics = {"verdicts": str(verdicts), "options": {"near_threshold": 0.85, "near_threshold_short": 0.9}}
    (tmp_path / "evaluate.json").write_text(json.dumps(metrics), encoding="utf8")
    page = write_report(verdicts, tmp_path / "r.html").read_text(encoding="utf8")
    assert "near_verbatim threshold 0.85" in page
