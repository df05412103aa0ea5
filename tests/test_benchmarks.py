"""The benchmark suite runs end to end in quick mode and reports what it could not run.

Nothing here asserts a timing: only that the suite runs, writes its files with
the expected keys, and skips a missing tool with a note instead of failing.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any, Dict

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import bench_alternatives, common, run  # noqa: E402

SECTION_KEYS = {"name", "title", "rows", "table", "notes"}

#: The tests of this file run on one worker, so the quick run they share runs once.
pytestmark = pytest.mark.xdist_group("benchmark-quick-run")


@pytest.fixture(scope="module")
def quick_run(tmp_path_factory: pytest.TempPathFactory) -> Dict[str, Any]:
    out = tmp_path_factory.mktemp("bench")
    # A fifth of a second a tool and input set: the sections and their rows, not their timings.
    status = run.main(["--quick", "--budget", "0.2", "--output-dir", str(out)])
    return {"status": status, "out": out}


def test_quick_run_exits_zero_and_writes_json_and_markdown(quick_run: Dict[str, Any]) -> None:
    assert quick_run["status"] == 0
    assert (quick_run["out"] / "results.json").is_file()
    md = (quick_run["out"] / "results.md").read_text(encoding="utf-8")
    assert "## Targets" in md
    assert "| target | result | met | detail |" in md


def test_results_json_has_every_section_and_target(quick_run: Dict[str, Any]) -> None:
    data = json.loads((quick_run["out"] / "results.json").read_text(encoding="utf-8"))
    assert {"suite", "quick", "seed", "environment", "sections", "targets", "skipped", "duration_s"} <= set(data)
    assert data["quick"] is True
    assert set(data["sections"]) == set(run.SECTIONS)
    # The only section that may skip is the memory one, where /proc is missing; the
    # component is part of the package, so the pipeline section always runs.
    may_skip = set() if Path("/proc/self/status").exists() else {"memory"}
    for name, sec in data["sections"].items():
        assert SECTION_KEYS <= set(sec), name
        if name in may_skip:
            assert sec.get("skipped") and not sec["rows"], name
        else:
            assert not sec.get("skipped") and sec["rows"], (name, sec.get("skipped"))
    names = {t["name"] for t in data["targets"]}
    assert {
        "pipeline_vs_plain", "pipeline", "pipeline_two", "match_latin_5-20", "match_cjk_100",
        "match_thai_5-20", "match_repetitive", "edit_vs_rapidfuzz", "both_vs_gtrex", "match_vs_gtrex",
        "edit_vs_edlib", "true_minimum", "prepare_speed", "long_passages", "memory",
        "hostile_letter_line", "hostile_unspaced_line", "hostile_list_markers", "refusal_latin",
    } <= names
    assert {f"refusal_{s}" for s in ("cyrillic", "arabic", "cjk", "thai")} <= names
    for t in data["targets"]:
        assert t["met"] in (True, False, None)
        assert {"target", "value", "shown", "detail"} <= set(t)


def test_match_section_compares_check_and_floor_on_same_quotes(quick_run: Dict[str, Any]) -> None:
    data = json.loads((quick_run["out"] / "results.json").read_text(encoding="utf-8"))
    rows = data["sections"]["match"]["rows"]
    kinds = {(r["kind"], r["script"]) for r in rows}
    assert {("repeated source", s) for s in common.KEY_SCRIPTS} <= kinds
    assert {("first sight", s) for s in common.KEY_SCRIPTS} <= kinds
    for r in rows:
        assert r["ours"]["calls"] == r["floor"]["calls"] > 0
        assert r["ratio_median"] > 0
        # A quarter of the quotations are altered: neither finds every one.
        assert r["floor_found"] <= r["floor"]["calls"]


def test_a_missed_target_is_printed_missed(quick_run: Dict[str, Any]) -> None:
    data = json.loads((quick_run["out"] / "results.json").read_text(encoding="utf-8"))
    md = (quick_run["out"] / "results.md").read_text(encoding="utf-8")
    for t in data["targets"]:
        if t["met"] is False:
            assert f"| {t['target']} | {t['shown']} | MISSED |" in md


def test_edit_matcher_agrees_with_edlib_minimum(quick_run: Dict[str, Any]) -> None:
    data = json.loads((quick_run["out"] / "results.json").read_text(encoding="utf-8"))
    edlib_rows = [r for r in data["sections"]["alternatives"]["rows"] if "ours_true_minimum" in r]
    assert edlib_rows, "the alternatives section compares with edlib, a required dependency"
    assert all(r["ours_above_minimum"] == 0 for r in edlib_rows)


def test_missing_tool_is_skipped_with_a_note(monkeypatch: pytest.MonkeyPatch) -> None:
    real = common.optional_module

    def without_fuzzysearch(name: str) -> Any:
        if name == "fuzzysearch":
            return None, "fuzzysearch not installed (test)"
        return real(name)

    monkeypatch.setattr(bench_alternatives, "optional_module", without_fuzzysearch)
    text = common.real_text("latin", 1_500, 3)
    cases = bench_alternatives.make_cases(text, 2, 3, "latin")
    config = common.BenchConfig(quick=True, budget_s=0.2)
    rows, notes = bench_alternatives.compare_tools(text, "en", cases, config)
    row = next(r for r in rows if r["tool"].startswith("fuzzysearch"))
    assert row["skipped"] is True
    assert any("fuzzysearch not installed" in n for n in notes)
    assert any(r["tool"] == "quoteverify edit matcher" and not r.get("skipped") for r in rows)


def test_a_failing_tool_is_counted_not_raised() -> None:
    def broken(item: Any) -> Any:
        raise RuntimeError("boom")

    timing, results = common.time_calls(broken, [1, 2, 3])
    assert timing.calls == 3 and timing.errors == 3
    assert timing.first_error == "RuntimeError: boom"
    assert all(isinstance(r, RuntimeError) for r in results)


def test_time_budget_stops_a_slow_tool() -> None:
    timing, _ = common.time_calls(lambda _: time.sleep(0.05), list(range(100)), budget_s=0.1)
    assert 1 <= timing.calls < 100
    assert timing.inputs == 100


@pytest.mark.parametrize("script", common.KEY_SCRIPTS)
def test_real_text_is_deterministic_sized_and_of_its_script(script: str) -> None:
    a = common.real_text(script, 5_000, 11)
    assert a == common.real_text(script, 5_000, 11)
    assert a != common.real_text(script, 5_000, 12)
    assert len(a) >= 5_000
    assert common.script_of(a) == script


def test_a_sampled_quotation_moves_its_cuts_only_to_a_near_space() -> None:
    import random

    unspaced = "\u0e01" * 100_000 + " " + "\u0e02" * 100_000  # one space, far from most cuts
    rng = random.Random(3)
    for _ in range(50):
        q = common.sample_quote(rng, unspaced, 150)
        assert 100 <= len(q) <= 232 and q in unspaced
    spaced = " ".join(["word"] * 1_000)
    q = common.sample_quote(random.Random(5), spaced, 150)
    assert q in spaced and q.startswith("word") and q.endswith("word")


def test_script_of_reads_the_unicode_names() -> None:
    assert common.script_of("Sales rose") == "latin"
    assert common.script_of("Продажи выросли") == "cyrillic"
    assert common.script_of("ارتفعت المبيعات") == "arabic"
    assert common.script_of("売上が増えた") == "cjk"
    assert common.script_of("ยอดขายเพิ่มขึ้น") == "thai"
    assert common.script_of("12 %") is None


@pytest.mark.parametrize("script", common.KEY_SCRIPTS)
def test_mixed_quotes_are_slices_or_altered_slices(script: str) -> None:
    text = common.real_text(script, 20_000, 5)
    quotes = common.mixed_quotes(text, 40, 10, script, 5)
    faithful = [q for q, f in quotes if f]
    assert 0 < len(faithful) < len(quotes)
    assert all(" ".join(q.split()) in " ".join(text.split()) for q in faithful)


def test_labelled_source_holds_each_row_source() -> None:
    text, rows = common.labelled_source("cyrillic", 5_000, 10, 1)
    assert rows and all(r["source"] in text for r in rows)
    assert {True, False} <= {r["faithful"] for r in rows}


@pytest.mark.parametrize(
    "quote, source, found",
    [
        ("rose 12%", "sales rose 12% in may", True),
        ("ose", "sales rose", False),  # inside a word
        ("rose", "sales rose.", True),
        ("销售", "今年销售增长", True),  # Han: a boundary between every two characters
        ("ขาย", "การขายดี", True),
        ("abc", "xabc abc", True),  # the second place is whole
    ],
)
def test_floor_is_find_with_whole_words(quote: str, source: str, found: bool) -> None:
    assert common.floor_find(quote, source) is found
    assert common.floor_check(quote.upper(), source) is found


def test_unknown_section_is_refused() -> None:
    with pytest.raises(ValueError, match="sections must be among"):
        run.run_suite(common.BenchConfig(quick=True), ["nope"])


def test_markdown_table_escapes_pipes() -> None:
    table = common.md_table(["a", "b"], [["x|y", 1]])
    assert "x\\|y" in table
    assert table.splitlines()[1] == "|---|---|"


def test_a_call_over_the_per_call_limit_is_abandoned_as_a_timeout() -> None:
    started = time.perf_counter()
    timing, results = common.time_calls(lambda _: time.sleep(3), [1], limit_s=0.1)
    assert timing.timeouts == 1 and timing.errors == 0
    assert isinstance(results[0], common.Timeout)
    assert time.perf_counter() - started < 2


def _pipeline_sections(one: float, two: float, free: Any) -> Dict[str, Any]:
    rows = [{"config": "default (both matchers)", "n_process": 1, "answers_per_s": one},
            {"config": "default (both matchers)", "n_process": 2, "answers_per_s": two}]
    if free is not None:
        rows.append({"config": "default (both matchers)", "n_process": "2 independent", "answers_per_s": free})
    return {"pipeline": {"rows": rows}}


@pytest.mark.parametrize(
    "one, two, free, met",
    [
        (300.0, 525.0, None, True),  # 1.75x
        (300.0, 450.0, None, False),  # 1.5x
        (300.0, 450.0, 480.0, False),  # 1.5x is missed even where two independent processes reach 1.6x
        (300.0, 240.0, 250.0, False),  # a slowdown is never met
    ],
)
def test_two_process_target_is_the_raw_speedup_beside_the_ceiling(
    one: float, two: float, free: Any, met: bool
) -> None:
    target = next(t for t in run.evaluate_targets(_pipeline_sections(one, two, free)) if t["name"] == "pipeline_two")
    assert target["met"] is met
    assert target["value"] == pytest.approx(two / one, abs=1e-3)
    if free is not None:
        assert "two independent processes" in target["detail"]


def test_pipeline_section_measures_the_two_process_ceiling(quick_run: Dict[str, Any]) -> None:
    import multiprocessing

    data = json.loads((quick_run["out"] / "results.json").read_text(encoding="utf-8"))
    sec = data["sections"]["pipeline"]
    if sec.get("skipped"):
        pytest.skip(sec["skipped"])
    kinds = {r["n_process"] for r in sec["rows"]}
    assert {1, 2} <= kinds
    if "fork" in multiprocessing.get_all_start_methods():
        free = next(r for r in sec["rows"] if r["n_process"] == "2 independent")
        one = next(r for r in sec["rows"] if r["n_process"] == 1)
        assert free["answers"] == one["answers"]


def test_interleaved_timing_gives_each_tool_every_item_in_rotating_order() -> None:
    calls = []

    def tool(name: str) -> Any:
        def call(item: int) -> str:
            calls.append((name, item))
            if name == "b" and item == 1:
                raise ValueError("b fails on 1")
            return f"{name}{item}"

        return call

    (ta, ra), (tb, rb) = common.time_interleaved([tool("a"), tool("b")], [0, 1, 2])
    assert ra == ["a0", "a1", "a2"] and rb[0] == "b0" and isinstance(rb[1], ValueError) and rb[2] == "b2"
    assert calls == [("a", 0), ("b", 0), ("b", 1), ("a", 1), ("a", 2), ("b", 2)]
    assert ta.calls == tb.calls == 3 and tb.errors == 1 and ta.errors == 0
    assert ta.median_s is not None and ta.median_s >= 0


def test_each_timed_stage_shows_a_progress_bar_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    term = Terminal()
    monkeypatch.setattr(sys, "stderr", term)

    def square(x: int) -> int:
        return x * x

    common.time_interleaved([square], list(range(5)))
    assert "square" in term.getvalue() and "/5 " in term.getvalue() and "input" in term.getvalue()
    quiet = io.StringIO()  # not a terminal: no bar
    monkeypatch.setattr(sys, "stderr", quiet)
    common.time_calls(square, [1, 2])
    assert quiet.getvalue() == ""
