"""The HTML report: self-contained, escaped, marks whole words, shows sources of real runs,
and looks right in a browser."""
from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from spacy_quoteverify.cli import app
from spacy_quoteverify.evaluation.report import (
    PAGE_SIZE,
    build_report,
    card_panes,
    histogram_figure,
    read_verdicts,
    render_report,
    report_cli,
    words,
    write_report,
)

REPO = Path(__file__).resolve().parent.parent
CHROMIUM = next((p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p)), None)
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
SOURCE = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204."


def _records() -> List[Dict[str, Any]]:
    base = {"lang": "en", "origin": "test", "source": SOURCE, "kind": "extracted", "chunk_id": None,
            "span": "", "match": None, "quote_coverage": None, "quote_edits": None, "found_in": None,
            "diff": [], "passages": []}
    return [
        dict(base, id="ok", category="exact", faithful=True, quote="Revenue rose to 45.2 million dollars.",
             verified=True, match=1.0, quote_status="verbatim", quote_sim=1.0, quote_critical_ok=True,
             start=0, end=37, quote_start=0, quote_end=37, reason=None),
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
    """Collects tags and problems: unbalanced tags, external references, event handlers."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: List[str] = []
        self.problems: List[str] = []
        self.tags: List[str] = []

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Any]]) -> None:
        self.tags.append(tag)
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


def _cards(page: str) -> List[Dict[str, Any]]:
    match = re.search(r'<script type="application/json" id="qv-data">(.*?)</script>', page, flags=re.S)
    assert match is not None
    return json.loads(match.group(1))["cards"]


def _text_of(segments: List[List[str]]) -> str:
    return "".join(piece for piece, _ in segments)


def _marked(segments: List[List[str]], mark: str) -> List[str]:
    return [piece for piece, code in segments if mark in code]


# --------------------------------------------------------------------------
# The page
# --------------------------------------------------------------------------


def test_report_is_well_formed_and_self_contained() -> None:
    page = render_report(_records())
    checker = _check(page)
    assert checker.problems == []
    assert checker.stack == []
    assert page.startswith("<!DOCTYPE html>")
    assert not re.search(r"https?://", page.replace("http://www.w3.org/2000/svg", ""))
    assert "url(" not in page and "@import" not in page
    assert checker.tags.count("script") == 2  # the cards' data and the plain script, both inline


def test_every_text_from_the_verdicts_is_escaped() -> None:
    page = render_report(_records())
    assert page.count("<script") == 2 and "<b>billion</b>" not in page  # only the page's own scripts
    quotes = [_text_of(c["q"]) for c in _cards(page)]
    assert "Revenue rose to 88.9 <b>billion</b> dollars." in quotes
    assert "Revenue ... 45.2 million <script>" in quotes


def test_tables_and_plots_are_there() -> None:
    page = render_report(_records())
    tags = _check(page).tags
    assert tags.count("table") >= 6
    assert tags.count("svg") >= 4 and "polyline" in tags and "circle" in tags  # the sweep curve
    assert "Threshold sweep" in page and "Faithful recall per language" in page
    assert "Reasons for quotations not verified" in page


def test_cards_come_first_for_what_needs_attention() -> None:
    cards = _cards(render_report(_records()))
    assert [c["o"] for c in cards][:2] == ["false verification", "faithful refused"]
    assert cards[0]["id"] == "false" and cards[0]["mis"] == 1


def test_changed_figures_and_words_are_marked_in_both_panes() -> None:
    cards = {c["id"]: c for c in _cards(render_report(_records()))}
    changed = cards["changed"]
    assert _marked(changed["q"], "n") == ["88.9"] and _marked(changed["s"], "n") == ["45.2"]
    assert "million" in _marked(changed["s"], "c") and any("billion" in p for p in _marked(changed["q"], "c"))
    assert _text_of(changed["s"]) == SOURCE
    ok = cards["ok"]
    assert not any(code.strip("w") for _, code in ok["q"] + ok["s"])  # nothing differs
    assert "".join(_marked(ok["s"], "w")) == SOURCE[:37]


@pytest.mark.parametrize(
    "lang, source, quote, mark, expected",
    [
        ("de", "Die Zahl der Beschäftigten stieg nicht, sie blieb gleich.",
         "Die Zahl der Beschäftigten stieg, sie blieb gleich.", "x", "nicht"),
        ("ar", "الشركة لم تحقق أرباحا هذا العام", "الشركة تحقق أرباحا هذا العام", "x", "لم"),
        ("en", "Sales rose sharply in May.", "Sales rose in May.", "d", "sharply"),
        ("en", "Sales rose in May.", "Sales rose sharply in May.", "i", "sharply"),
        ("ja", "東京の人口は増えなかった。", "東京の人口は増えた。", "x", "な"),
    ],
)
def test_negations_left_out_and_added_words_are_marked(lang: str, source: str, quote: str, mark: str,
                                                       expected: str) -> None:
    record = {"quote_start": 0, "quote_end": len(source), "verified": False}
    panes = card_panes(record, quote, source, lang)
    marked = _marked(panes["q"] if mark == "i" else panes["s"], mark)
    assert any(expected in piece for piece in marked), (marked, panes)


def _cut_positions(segments: List[List[str]], offset: int = 0) -> List[int]:
    out, pos = [], offset
    for piece, _ in segments[:-1]:
        pos += len(piece)
        out.append(pos)
    return out


def _sentences() -> List[Tuple[str, str]]:
    sys.path.insert(0, str(REPO / "tests"))
    from adversarial import sentences

    return [(s.lang, s.text) for s in sentences()]


@pytest.fixture(scope="module")
def real_sentences() -> List[Tuple[str, str]]:
    return _sentences()


def test_no_mark_starts_or_ends_inside_a_word_in_any_language(real_sentences: List[Tuple[str, str]]) -> None:
    rng = random.Random(7)
    langs = {}
    for lang, text in real_sentences:
        langs.setdefault(lang, []).append(text)
    checked = 0
    for lang, texts in sorted(langs.items()):
        for text in rng.sample(texts, min(4, len(texts))):
            if len(text) < 8:
                continue
            # A window whose ends fall anywhere, inside words too, and a quotation with a word changed.
            ws = rng.randrange(0, len(text) // 2)
            we = rng.randrange(ws + 1, len(text) + 1)
            spans = words(text)
            k = rng.randrange(len(spans))
            quote = text[: spans[k][0]] + "XYZ" + text[spans[k][1]:]
            panes = card_panes({"quote_start": ws, "quote_end": we, "verified": False}, quote, text, lang)
            inside = {p for s, e in spans for p in range(s + 1, e)}
            assert not inside & set(_cut_positions(panes["s"], panes.get("before", 0))), (lang, text, panes["s"])
            q_inside = {p for s, e in words(quote) for p in range(s + 1, e)}
            assert not q_inside & set(_cut_positions(panes["q"])), (lang, quote, panes["q"])
            assert _text_of(panes["q"]) == quote
            checked += 1
    assert checked > 150 and {"ar", "th", "ja", "zh", "he", "hi", "ko"} <= set(langs)


@settings(max_examples=150, deadline=None)
@given(st.text(min_size=1, max_size=60), st.text(max_size=60), st.data())
def test_panes_give_back_the_texts_exactly(source: str, quote: str, data: st.DataObject) -> None:
    ws = data.draw(st.integers(0, len(source) - 1))
    we = data.draw(st.integers(ws + 1, len(source)))
    panes = card_panes({"quote_start": ws, "quote_end": we, "verified": False}, quote, source, None)
    assert _text_of(panes["q"]) == quote
    assert _text_of(panes["s"]) == source[panes.get("before", 0): len(source) - panes.get("more", 0)]


def test_long_source_is_cut_to_the_context_of_the_window() -> None:
    source = "word " * 1000 + "FOUND it here " + "more " * 1000
    start = source.index("FOUND")
    panes = card_panes({"quote_start": start, "quote_end": start + 5, "verified": False}, "FOUND", source, "en")
    shown = _text_of(panes["s"])
    assert "FOUND" in shown and len(shown) < 800 and panes["before"] > 0 and panes["more"] > 0


def test_unlabelled_verdicts_get_a_neutral_palette_and_title() -> None:
    records = [{"id": "1", "verified": False, "match": 0.2, "reason": "not_found", "span": "a quote",
                "quote_status": "unverified", "quote_sim": 0.4, "lang": "en"},
               {"id": "2", "verified": True, "match": 1.0, "quote_status": "verbatim", "quote_sim": 1.0, "lang": "en"}]
    page = render_report(records)
    assert _check(page).problems == []
    assert "quote_sim of all quotations" in page and "without labels" in page
    figure = histogram_figure(records, labelled=False, threshold=0.9)
    assert {r["fill"] for r in figure["rects"]} == {"#4c6a92"}
    assert not any(t["text"] == "faithful" for t in figure["texts"])
    assert "Threshold sweep" not in page and "Verdicts per language" in page
    cards = _cards(page)
    assert [c["g"] for c in cards] == ["refused", "verified"]
    assert cards[0]["s"] == [] and "src" not in cards[0]


def test_empty_verdicts_still_give_a_page() -> None:
    page = render_report([])
    assert _check(page).problems == [] and "0 verdict lines" in page


def test_error_rows_and_unreadable_lines_get_their_own_section(tmp_path: Path) -> None:
    verdicts = tmp_path / "v.jsonl"
    verdicts.write_bytes(
        json.dumps(_records()[0]).encode() + b"\n"
        + b'{"id": "e1", "line": 7, "error": "field \'quote\' is missing"}\n'
        + b'{"id": "bad\xff"}\n'
        + b"[1, 2]\n"
    )
    page = write_report(verdicts, tmp_path / "r.html").read_text(encoding="utf-8")
    section = page[page.index('id="errors"'):page.index('id="metrics"')]
    assert "Lines that failed (3)" in section
    assert "e1" in section and "field &#39;quote&#39; is missing" in section and "<td>7</td>" in section
    assert "invalid UTF-8" in section and "expected a JSON object" in section
    records, problems = read_verdicts(verdicts)
    assert [p[0] for p in problems] == [3, 4] and len(records) == 2


def test_report_cli_writes_the_file_says_where_and_returns_the_status(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    verdicts = tmp_path / "v.jsonl"
    verdicts.write_text("".join(json.dumps(r) + "\n" for r in _records()), encoding="utf8")
    out = tmp_path / "sub" / "r.html"
    assert report_cli(verdicts, out) == 0
    assert out.exists() and str(out.resolve()) in capsys.readouterr().out
    assert report_cli(verdicts, None) == 0
    assert (tmp_path / "v.html").exists()
    assert report_cli(verdicts, None, strict=True) == 1  # refused quotations
    with open(verdicts, "ab") as stream:
        stream.write(b"\xff\n")
    assert report_cli(verdicts, None) == 1  # one line could not be read; the page is still written


def test_missing_verdicts_file_and_unwritable_report_exit_2_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        report_cli(tmp_path / "nope.jsonl", tmp_path / "r.html")
    assert info.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot read verdicts file" in err[0]
    verdicts = tmp_path / "v.jsonl"
    verdicts.write_text(json.dumps(_records()[0]) + "\n", encoding="utf8")
    with pytest.raises(SystemExit) as info:
        report_cli(verdicts, tmp_path)  # a directory
    err = capsys.readouterr().err.strip().splitlines()
    assert info.value.code == 2 and len(err) == 1 and "cannot write report" in err[0]


def test_report_uses_the_thresholds_of_the_evaluation_beside_the_verdicts(tmp_path: Path) -> None:
    verdicts = tmp_path / "verdicts.jsonl"
    verdicts.write_text("".join(json.dumps(r) + "\n" for r in _records()), encoding="utf8")
    metrics = {"verdicts": str(verdicts), "options": {"near_threshold": 0.85, "near_threshold_short": 0.9}}
    (tmp_path / "evaluate.json").write_text(json.dumps(metrics), encoding="utf8")
    page = write_report(verdicts, tmp_path / "r.html").read_text(encoding="utf8")
    assert "near_verbatim threshold 0.85" in page


# --------------------------------------------------------------------------
# A user's own run: verify, then report, through the command line
# --------------------------------------------------------------------------

RUN_CHUNKS = [
    {"chunk_id": 1, "text": "Summary.", "source_text": "Revenue rose to 45.2 million dollars in 2023, the board said."},
    {"chunk_id": 2, "text": "Die Zahl der Beschäftigten stieg nicht, sie blieb bei 1.204."},
    {"chunk_id": 3, "text": "الشركة لم تحقق أرباحا هذا العام بسبب ارتفاع التكاليف."},
    {"chunk_id": 4, "text": "東京の人口は二〇二三年に増えなかった。"},
]
RUN_ROWS = [
    {"id": "en-ok", "quote": "Revenue rose to 45.2 million dollars", "chunk_id": 1, "lang": "en"},
    {"id": "en-figure", "quote": "Revenue rose to 54.2 million dollars", "chunk_id": 1, "lang": "en"},
    {"id": "de-negation", "quote": "Die Zahl der Beschäftigten stieg, sie blieb bei 1.204.", "chunk_id": 2, "lang": "de"},
    {"id": "ar-negation", "quote": "الشركة تحقق أرباحا هذا العام", "chunk_id": 3, "lang": "ar"},
    {"id": "ja-negation", "quote": "東京の人口は二〇二三年に増えた。", "chunk_id": 4, "lang": "ja"},
    {"id": "inline", "quote": "the board said", "source": "Nobody said anything, the board said."},
    {"id": "missing-chunk", "quote": "anything", "chunk_id": 99},
]


def _write_jsonl(path: Path, rows: List[Dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def _user_run(folder: Path) -> Path:
    chunks = _write_jsonl(folder / "chunks.jsonl", RUN_CHUNKS)
    quotes = folder / "quotes.jsonl"
    _write_jsonl(quotes, RUN_ROWS)
    with open(quotes, "ab") as stream:
        stream.write(b'{"id": "broken", "quote": "caf\xe9", "source": "x"}\n')
    verdicts = folder / "verdicts.jsonl"
    result = CliRunner().invoke(app, ["verify", str(quotes), "--chunks", str(chunks), "-o", str(verdicts)])
    assert result.exit_code == 1, result.output  # the broken line failed; the others were done
    return verdicts


def test_a_real_runs_report_shows_every_source_from_the_manifest(tmp_path: Path) -> None:
    verdicts = _user_run(tmp_path)
    out = tmp_path / "report.html"
    result = CliRunner().invoke(app, ["report", str(verdicts), "-o", str(out)])
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    cards = {c["id"]: c for c in _cards(page)}
    assert set(cards) == {r["id"] for r in RUN_ROWS} | {"broken"}
    broken = cards.pop("broken")  # the failed line is a card too, for the filter, and comes last
    assert broken["g"] == "error" and "invalid UTF-8" in broken["err"] and _cards(page)[-1]["id"] == "broken"
    for rid, card in cards.items():
        if rid != "missing-chunk":
            assert card.get("src") == 1 and card["s"], rid
            assert any("w" in code for _, code in card["s"]), rid  # the window is highlighted
    assert "chunk 99 is not in the chunks file" in cards["missing-chunk"]["sn"]
    assert _marked(cards["en-figure"]["s"], "n") == ["45.2"]
    assert "nicht" in "".join(_marked(cards["de-negation"]["s"], "x"))
    assert "لم" in "".join(_marked(cards["ar-negation"]["s"], "x"))
    assert "broken" in page[page.index('id="errors"'):]  # the failed line, with its id
    assert "not in the verdicts file" not in page


def test_report_takes_input_and_chunks_when_the_manifest_is_gone(tmp_path: Path) -> None:
    verdicts = _user_run(tmp_path)
    (tmp_path / "verdicts.jsonl.manifest.json").unlink()
    page, _, _, notes = build_report(verdicts)
    assert any("--input" in n for n in notes)
    assert not any(c.get("src") for c in _cards(page))
    page, _, _, notes = build_report(verdicts, tmp_path / "quotes.jsonl", tmp_path / "chunks.jsonl")
    assert sum(1 for c in _cards(page) if c.get("src")) == len(RUN_ROWS) - 1


def test_a_changed_input_is_not_shown_against_old_offsets(tmp_path: Path) -> None:
    verdicts = _user_run(tmp_path)
    _write_jsonl(tmp_path / "chunks.jsonl", [dict(c, text="changed", source_text="changed") for c in RUN_CHUNKS])
    page, _, _, notes = build_report(verdicts)
    assert any("has changed since the run" in n for n in notes)


def test_a_large_report_stays_small_and_quick(tmp_path: Path) -> None:
    rng = random.Random(3)
    source = "Revenue rose to 45.2 million dollars in 2023 and headcount grew to 1,204 people. " * 3
    rows = []
    for i in range(100_000):
        verified = rng.random() < 0.8
        rows.append({"id": i, "lang": rng.choice(["en", "de", "fr"]), "quote": "rose to 45.2 million dollars",
                     "source": source, "verified": verified, "reason": None if verified else "number_changed",
                     "quote_start": 8, "quote_end": 36, "quote_sim": 1.0 if verified else 0.8,
                     "quote_status": "verbatim" if verified else "unverified"})
    started = time.perf_counter()
    page = render_report(rows)
    seconds = time.perf_counter() - started
    assert seconds < 240  # about 40 s on a slow shared core
    assert len(page) < 500 * 100_000  # under 500 bytes a quotation, source excerpt included...
    assert page.count('class="card') == 0  # ...because cards are drawn in the browser, a page at a time
    assert PAGE_SIZE <= 100


# --------------------------------------------------------------------------
# In a real browser
# --------------------------------------------------------------------------


def _chromium(url: str, shot: Optional[Path] = None, dump: bool = False, height: int = 2400) -> str:
    with tempfile.TemporaryDirectory() as profile:
        args = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
                f"--window-size=1280,{height}", "--virtual-time-budget=5000"]
        args += [f"--screenshot={shot}"] if shot else []
        args += ["--dump-dom"] if dump else []
        done = subprocess.run([*args, url], check=True, capture_output=True, timeout=300)
    return done.stdout.decode("utf-8", "replace")


def _screenshot_dir(tmp_path: Path) -> Path:
    """Where screenshots go: QUOTEVERIFY_SCREENSHOTS when set (to look at them), else a temporary folder."""
    folder = Path(os.environ.get("QUOTEVERIFY_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _demo_verdicts(folder: Path) -> Path:
    """The bundled evaluation on a sample of the corpus: labelled verdicts with their sources."""
    from spacy_quoteverify.evaluation.evaluate import evaluate_config

    verdicts = folder / "demo_verdicts.jsonl"
    evaluate_config(REPO / "configs" / "evaluate.cfg", folder / "demo_metrics.json",
                    {"corpora.eval.limit": 300, "paths.verdicts": str(verdicts)}, quiet=True)
    return verdicts


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (.ci/run installs it)")
def test_a_real_run_and_the_demo_render_in_a_headless_browser(tmp_path: Path) -> None:
    shots = _screenshot_dir(tmp_path)
    verdicts = _user_run(tmp_path)
    real = write_report(verdicts, shots / "report_real_run.html")
    demo = write_report(_demo_verdicts(tmp_path), shots / "report_demo.html")
    for page, name in ((real, "real_run"), (demo, "demo")):
        dom = _chromium(page.as_uri(), dump=True)
        cards = dom.count('<div class="card ')
        assert cards >= 5, name  # the script drew the cards
        for mark in ("k-w", "k-n", "k-x"):  # the window, a changed number and a negation, on both pages
            assert re.search(rf'class="(?:[^"]* )?{mark}(?: [^"]*)?"', dom), (name, mark)
        assert "showing" in dom and "page 1 of" in dom
        # One tall picture: summary, plots, then the first cards with their marks.
        shot = shots / f"report_{name}.png"
        _chromium(page.as_uri(), shot=shot, height=5000)
        data = shot.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        # A blank page compresses to a few kB; text, plots and marks make it far larger.
        assert len(data) > 150_000, (name, len(data))


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (.ci/run installs it)")
def test_a_report_of_100000_quotations_opens_a_page_at_a_time_in_the_browser(tmp_path: Path) -> None:
    rows = [{"id": i, "lang": ("en", "de")[i % 2], "quote": "rose to 45.2 million", "verified": i % 5 != 0,
             "reason": None if i % 5 else "not_found", "source": "Sales rose to 45.2 million in May.",
             "quote_start": 6, "quote_end": 26} for i in range(100_000)]
    page = tmp_path / "big.html"
    page.write_text(render_report(rows), encoding="utf-8")
    started = time.perf_counter()
    dom = _chromium(page.as_uri(), dump=True)
    assert time.perf_counter() - started < 120
    assert "showing 100000 of 100000 quotations" in dom and f"page 1 of {100_000 // PAGE_SIZE}" in dom
    assert dom.count('<div class="card ') == PAGE_SIZE
