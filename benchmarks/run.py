"""The benchmark suite's one entry point: every section, one JSON file, one Markdown report.

    python -m benchmarks.run                      # the full suite (several minutes)
    python -m benchmarks.run --quick              # small inputs, seconds
    python -m benchmarks.run --output-dir out --sections match alternatives
    python -m benchmarks.run --profile            # also cProfile the hot paths
    quoteverify bench --quick                     # the same, from the command line

Writes ``results.json`` and ``results.md`` into the output folder. The targets
the project sets itself are reported as ratios with met / missed; nothing here
fails on a slow result (timings depend on the machine).
"""
from __future__ import annotations

import argparse
import cProfile
import datetime as _dt
import io
import pstats
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import bench_alternatives, bench_hostile, bench_match, bench_pipeline, bench_refusal, bench_scaling
from benchmarks.common import (
    BenchConfig,
    environment,
    fmt_time,
    load_average,
    md_table,
    real_text,
    skipped_section,
    stage_bar,
    write_outputs,
)

#: Section name -> function producing it, in report order.
SECTIONS: Dict[str, Callable[[BenchConfig], Dict[str, Any]]] = {
    "match": bench_match.run,
    "refusal": bench_refusal.run,
    "alternatives": bench_alternatives.run,
    "scaling": bench_scaling.run,
    "memory": bench_scaling.run_memory,
    "pipeline": bench_pipeline.run,
    "hostile": bench_hostile.run,
}

DEFAULT_OUTPUT = Path("bench_results")


# --------------------------------------------------------------------------
# Targets


def _row(section: Optional[Dict[str, Any]], **match: Any) -> Optional[Dict[str, Any]]:
    if not section:
        return None
    for row in section.get("rows", []):
        if all(row.get(k) == v for k, v in match.items()):
            return row
    return None


def _median(row: Optional[Dict[str, Any]]) -> Optional[float]:
    if row is None or row.get("skipped"):
        return None
    value = row.get("median_s")
    return float(value) if value else None


def _target(name: str, goal: str, value: Optional[float], ok: Optional[bool], shown: str, detail: str = "") -> Dict[str, Any]:
    return {"name": name, "target": goal, "value": value, "met": ok, "shown": shown, "detail": detail}


def _ratio(a: Optional[float], b: Optional[float]) -> Optional[float]:
    return a / b if a is not None and b else None


def _rows(section: Optional[Dict[str, Any]], **match: Any) -> List[Dict[str, Any]]:
    return [r for r in (section or {}).get("rows", []) if all(r.get(k) == v for k, v in match.items())]


def _worst(pairs: List[Tuple[float, str]], higher_is_worse: bool = True) -> Tuple[Optional[float], str]:
    """The worst value of ``pairs`` of (value, where) and every one spelled out."""
    if not pairs:
        return None, ""
    value = (max if higher_is_worse else min)(v for v, _ in pairs)
    return value, "; ".join(where for _, where in pairs)


def evaluate_targets(sections: Dict[str, Dict[str, Any]]) -> List[Dict[str, Any]]:
    """Each target of the project as a ratio or a figure, with met / missed / n/a.

    A target measured on several inputs (scripts, sizes) takes its worst value:
    it is met only where it is met on every one of them.
    """
    out: List[Dict[str, Any]] = []

    def add(name: str, goal: str, value: Optional[float], test: Callable[[float], bool], fmt: str, detail: str = "") -> None:
        ok = test(value) if value is not None else None
        out.append(_target(name, goal, None if value is None else round(value, 3), ok,
                           "n/a" if value is None else fmt.format(value), detail))

    # Pipeline: the realistic mix against the plain loop, one core, two processes.
    pipe = [r for r in (sections.get("pipeline") or {}).get("rows", []) if r.get("config", "").startswith("default")]
    one = next((r for r in pipe if r.get("n_process") == 1), None)
    two = next((r for r in pipe if r.get("n_process") == 2), None)
    free = next((r for r in pipe if r.get("n_process") == "2 independent"), None)
    add("pipeline_vs_plain", f"nlp.pipe (default config) at most {bench_pipeline.TARGET_RATIO:g}x the plain loop (CPU)",
        one.get("cpu_ratio") if one else None, lambda v: v <= bench_pipeline.TARGET_RATIO, "{:.1f}x",
        (f"{one['parent_cpu_per_answer_s'] * 1e3:.2f} ms against {one['plain_cpu_s'] / one['answers'] * 1e3:.3f} ms "
         f"per answer; runs: {one.get('cpu_ratios')}") if one and one.get("plain_cpu_s") else "")
    add("pipeline", f"nlp.pipe >= {bench_pipeline.TARGET_RATE:g} answers/s on one core (default config, CPU time)",
        one.get("answers_per_cpu_s") if one else None, lambda v: v >= bench_pipeline.TARGET_RATE, "{:.0f} answers/s",
        f"n_process=1; wall clock {one['answers_per_s']} answers/s" if one else "")
    speedup = _ratio(two.get("answers_per_s") if two else None, one.get("answers_per_s") if one else None)
    ceiling = _ratio(free.get("answers_per_s") if free else None, one.get("answers_per_s") if one else None)
    add("pipeline_two", "n_process=2 >= 1.7x one process (raw wall-clock speedup)", speedup, lambda v: v >= 1.7,
        "{:.2f}x", (f"{two['answers_per_s']:.0f} answers/s with two processes"
                    + (f"; the machine's ceiling, two independent processes: {ceiling:.2f}x" if ceiling else ""))
        if two and two.get("answers_per_s") else "")

    # Refusing against verifying, every script.
    for r in (sections.get("refusal") or {}).get("rows", []):
        add(f"refusal_{r['script']}", f"refusing at most {bench_refusal.TARGET_RATIO:g}x verifying ({r['script']})",
            r.get("ratio"), lambda v: v <= bench_refusal.TARGET_RATIO, "{:.1f}x",
            f"{fmt_time(r['refused_median_s'])} against {fmt_time(r['verified_median_s'])}, "
            f"{r['source_chars']:,}-char source")

    # The match check against the honest floor.
    match = sections.get("match")
    for script in bench_match.TARGET_SCRIPTS:
        for length, limit in bench_match.TARGET_RATIO.items():
            rows = _rows(match, kind="repeated source", script=script, length=length)
            value, detail = _worst([
                (r["ratio_median"], f"{r['source_chars']:,} chars: {r['ratio_median']}x "
                 f"({fmt_time(r['ours']['median_s'])} against {fmt_time(r['floor']['median_s'])})")
                for r in rows if r.get("ratio_median")])
            add(f"match_{script}_{length.split()[0]}", f"match check within {limit:g}x of the floor, {length} ({script})",
                value, lambda v, limit=limit: v <= limit, "{:.1f}x", detail)
    rep = _rows(match, kind="repetitive source")
    add("match_repetitive", "match check within 5x of the floor on a repetitive source (cycled Thai)",
        rep[0].get("ratio_median") if rep else None, lambda v: v <= 5.0, "{:.1f}x",
        (f"{rep[0]['source_chars']:,} chars; {fmt_time(rep[0]['ours']['median_s'])} against "
         f"{fmt_time(rep[0]['floor']['median_s'])}") if rep else "")

    # Every tool a user could pick instead.
    alt = sections.get("alternatives")

    def per_input(tool: str, other: str, invert: bool = False) -> List[Tuple[float, str]]:
        """The ratio on every input where both tools answered every call (a tool that
        failed some calls, as edlib does past 256 distinct symbols, is timed on its
        failures: those inputs are named, not counted)."""
        pairs = []
        failed = []
        for r in _rows(alt, tool=tool):
            o_row = _row(alt, tool=other, script=r.get("script"), source_chars=r.get("source_chars"))
            if o_row is not None and (o_row.get("errors") or r.get("errors")):
                failed.append(f"{r['script']} {r['source_chars']:,}")
                continue
            o = _median(o_row)
            m = _median(r)
            if m and o:
                v = o / m if invert else m / o
                pairs.append((v, f"{r['script']} {r['source_chars']:,}: {v:.2f}x"))
        if failed and pairs:
            pairs.append((pairs[0][0], f"not compared where a tool raised: {', '.join(failed)}"))
        return pairs

    value, detail = _worst(per_input("quoteverify edit matcher", "rapidfuzz partial_ratio_alignment", True), False)
    add("edit_vs_rapidfuzz", "edit matcher at least as fast as rapidfuzz partial_ratio_alignment, from 10 KB up",
        value, lambda v: v >= 1.0, "{:.2f}x its speed", detail)
    value, detail = _worst(per_input("quoteverify verify_quote (both)", "gtrex Verifier", True), False)
    add("both_vs_gtrex", "verify_quote with both matchers at least as fast as gtrex's Verifier",
        value, lambda v: v >= 1.0, "{:.2f}x its speed", detail)
    value, detail = _worst(per_input("quoteverify match check", "gtrex Verifier", True), False)
    add("match_vs_gtrex", "match check at least as fast as gtrex's Verifier",
        value, lambda v: v >= 1.0, "{:.2f}x its speed", detail)
    value, detail = _worst(per_input("quoteverify edit matcher", "edlib HW (raw)"))
    add("edit_vs_edlib", "edit matcher within 2x of raw edlib", value, lambda v: v <= 2.0, "{:.1f}x", detail)
    for tool, short in (("fuzzysearch find_near_matches (10%)", "fuzzysearch"), ("regex fuzzy {e<=10%}", "regex")):
        value, detail = _worst(per_input("quoteverify edit matcher", tool, True), False)
        timeouts = sum(r.get("timeouts", 0) for r in _rows(alt, tool=tool))
        add(f"edit_vs_{short}", f"edit matcher >= 20x faster than {tool}", value, lambda v: v >= 20.0,
            "{:.1f}x faster", detail + (f"; {timeouts} calls hit the timeout (a lower bound)" if timeouts else ""))
    value, detail = _worst(per_input("quoteverify edit matcher", "langextract WordAligner", True), False)
    add("vs_langextract", ">= 50x faster than langextract's WordAligner (edit matcher)", value, lambda v: v >= 50.0,
        "{:.1f}x faster", detail)
    above = [r.get("ours_above_minimum", 0) for r in (alt or {}).get("rows", []) if "ours_true_minimum" in r]
    checked = [r.get("calls", 0) - r.get("errors", 0) for r in (alt or {}).get("rows", []) if "ours_true_minimum" in r]
    add("true_minimum", "edit matcher finds the true minimum edit count (vs edlib)",
        float(sum(above)) if above else None, lambda v: v == 0, "{:.0f} passages above the minimum",
        f"{sum(checked)} passages compared" if checked else "")

    # Scale: preparation, memory, long passages.
    scaling = sections.get("scaling")
    sizes = [r for r in (scaling or {}).get("rows", []) if r.get("series") == "source_size"]
    big = max(sizes, key=lambda r: r["source_chars"]) if sizes else None
    if big and big.get("prepare_s") is None:
        bound = big["source_bytes"] / 1e6 / big["prepare_limit_s"]
        out.append(_target("prepare_speed", "source preparation >= 20 MB/s", None, False, f"under {bound:.2f} MB/s",
                           f"the sentence index of {big['source_bytes'] / 1e6:.1f} MB took over "
                           f"{big['prepare_limit_s']:g} s"))
    else:
        add("prepare_speed", "source preparation >= 20 MB/s", big.get("prepare_mb_per_s") if big else None,
            lambda v: v >= 20.0, "{:.1f} MB/s",
            (f"at {big['source_bytes'] / 1e6:.1f} MB of real multilingual text, match view and sentence index; "
             f"with the edit view too: {big['prepare_both_mb_per_s']} MB/s") if big else "")
    longs = [r for r in (scaling or {}).get("rows", []) if r.get("series") == "long_passages"]
    add("long_passages", "no passage left not_checked on a large source", float(sum(r["not_checked"] for r in longs))
        if longs else None, lambda v: v == 0, "{:.0f} not_checked",
        "; ".join(f"{r['words']} words at {r['source_chars']:,} chars: {r['not_checked']}/{r['passages']} not_checked, "
                  f"{fmt_time(r['median_s'])} each" for r in longs))
    mem = ((sections.get("memory") or {}).get("rows") or [None])[0]
    add("memory", "peak memory at most 10x the source (sentence index and edit view included)",
        mem.get("x_source_peak") if mem else None, lambda v: v <= 10.0, "{:.1f}x",
        f"{mem['source_bytes'] / 1e6:.1f} MB of real multilingual text (UTF-8), {mem['match_quotes']} quotations"
        if mem else "")

    # Hostile inputs.
    hostile = sections.get("hostile")
    for case in ("letter_line", "unspaced_line"):
        r = next(iter(_rows(hostile, case=case)), None)
        add(f"hostile_{case}", "under 2 s: " + (r["what"] if r else case), r.get("cpu_s") if r else None,
            lambda v: v < 2.0, "{:.2f} s", (r.get("status", "") if r else ""))
        if r is not None and r.get("status") == "timeout":
            out[-1].update(met=False, shown="over the time limit")
    markers = _rows(hostile, case="list_markers")
    add("hostile_list_markers", "list-marker quotations linear: 10x the length at most 12x the time",
        markers[0].get("growth_10x") if markers else None, lambda v: v <= 12.0, "{:.1f}x",
        "; ".join(f"{r['n']:,} markers: {fmt_time(r.get('cpu_s'))}" for r in markers))
    return out


# --------------------------------------------------------------------------
# Profiles of the hot paths


def profile_hot_paths(config: BenchConfig, output_dir: Path, top: int = 30) -> Dict[str, str]:
    """cProfile of the match check, the edit matcher, preparation and the pipeline's target row;
    one text file each, sorted by cumulative time and then by own time (a flat profile, where
    no function dominates, shows its costs only in the second)."""
    import spacy

    from spacy_quoteverify import VerifyOptions, verify_quote
    from spacy_quoteverify.component import verify_answers
    from spacy_quoteverify.match.edits import score_passage
    from spacy_quoteverify.text.source import PreparedSource

    text = real_text("latin", 20_000, config.seed)
    source = PreparedSource(text, "en")
    cases = bench_alternatives.make_cases(text, 40, config.seed, "latin")
    view = source.edit_view
    options = VerifyOptions()
    big = real_text(None, config.size(200_000, 2_000_000), config.seed)
    score_passage(cases[0].quote, view, options, "en")
    verify_quote(cases[0].quote, source, "en", edit_matcher=False)
    # The pipeline's target row: answers over chunks all new to the process, after a warm-up
    # (and one untimed batch) that loads the languages most answers meet (bench_pipeline).
    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier")
    for k, n in enumerate((config.size(8, 60), config.size(8, 300))):
        list(verify_answers(nlp, bench_pipeline.make_answers(n, config.seed + k)))
    answers = bench_pipeline.make_answers(config.size(24, 300), config.seed + 2)
    jobs: Dict[str, Callable[[], Any]] = {
        "match_check_20kb": lambda: [verify_quote(c.quote, source, "en", edit_matcher=False) for c in cases],
        "edit_matcher_20kb": lambda: [score_passage(c.quote, view, options, "en") for c in cases],
        "prepare": lambda: (PreparedSource(big, "en"), PreparedSource(big, "en").edit_view),
        "pipeline": lambda: list(verify_answers(nlp, answers, batch_size=32)),
    }
    written: Dict[str, str] = {}
    output_dir.mkdir(parents=True, exist_ok=True)
    for name, job in jobs.items():
        prof = cProfile.Profile()
        prof.enable()
        job()
        prof.disable()
        buf = io.StringIO()
        stats = pstats.Stats(prof, stream=buf).strip_dirs()
        stats.sort_stats("cumulative").print_stats(top)
        stats.sort_stats("tottime").print_stats(top)
        path = output_dir / f"profile_{name}.txt"
        path.write_text(buf.getvalue(), encoding="utf-8")
        written[name] = str(path)
    return written


# --------------------------------------------------------------------------
# Report


def rerender(results_json: Path) -> str:
    """The Markdown of a saved run, its targets evaluated again from its measurements."""
    import json

    results = json.loads(results_json.read_text(encoding="utf-8"))
    results["targets"] = evaluate_targets(results["sections"])
    return render_markdown(results)


def render_markdown(results: Dict[str, Any]) -> str:
    """The whole run as one Markdown document."""
    env = results["environment"]
    pk = env["packages"]
    lines = [
        f"# Benchmark results{' (quick)' if results['quick'] else ''}",
        "",
        f"Python {env['python']} on {env['platform']}; {env['cpus']} CPUs ({env.get('cpu_model') or 'model unknown'}), "
        f"{env.get('memory_gb') or '?'} GB memory; load average {env.get('load_before') or '?'} before the run, "
        f"{env.get('load_after') or '?'} after; "
        + ", ".join(f"{k} {v}" for k, v in pk.items() if v)
        + f". Seed {results['seed']}; run took {results['duration_s']:.0f} s. Targets: "
        + f"{sum(1 for t in results['targets'] if t['met'] is True)} met, "
        + f"{sum(1 for t in results['targets'] if t['met'] is False)} MISSED, "
        + f"{sum(1 for t in results['targets'] if t['met'] is None)} not measured.",
        "",
        "## Targets",
        "",
        md_table(
            ["target", "result", "met", "detail"],
            [[t["target"], t["shown"], {True: "met", False: "MISSED", None: "n/a"}[t["met"]], t["detail"]]
             for t in results["targets"]],
        ),
        "",
    ]
    for sec in results["sections"].values():
        lines += [f"## {sec['title']}", ""]
        if sec.get("skipped"):
            lines += [f"Skipped: {sec['skipped']}", ""]
            continue
        lines += [sec["table"], ""]
        lines += [f"- {n}" for n in sec["notes"]]
        lines.append("")
    return "\n".join(lines)


def run_suite(config: BenchConfig, sections: Optional[List[str]] = None, log: Callable[[str], None] = print) -> Dict[str, Any]:
    """Run the chosen sections (all by default) and return the results record."""
    chosen = sections or list(SECTIONS)
    unknown = [s for s in chosen if s not in SECTIONS]
    if unknown:
        raise ValueError(f"sections must be among {', '.join(SECTIONS)}, got {', '.join(unknown)}")
    started = time.perf_counter()
    results: Dict[str, Any] = {
        "suite": "spacy-quoteverify",
        "quick": config.quick,
        "seed": config.seed,
        "started": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "environment": environment(),
        "sections": {},
        "targets": [],
        "skipped": [],
    }
    sections_bar = stage_bar("sections", len(chosen), "section")
    for name in chosen:
        title = name
        log(f"[bench] {name} ...")
        sections_bar.set_description(f"section {name}")
        t0 = time.perf_counter()
        try:
            results["sections"][name] = SECTIONS[name](config)
        except Exception as err:  # one broken section must not lose the others' results
            results["sections"][name] = skipped_section(name, title, f"failed: {type(err).__name__}: {err}")
        sections_bar.update(1)
        log(f"[bench] {name} done in {time.perf_counter() - t0:.1f} s")
    sections_bar.close()
    for sec in results["sections"].values():
        if sec.get("skipped"):
            results["skipped"].append(f"{sec['name']}: {sec['skipped']}")
        for row in sec.get("rows", []):
            if row.get("skipped"):
                results["skipped"].append(f"{sec['name']}: {row.get('tool')} ({row.get('input')})")
    results["targets"] = evaluate_targets(results["sections"])
    results["environment"]["load_after"] = load_average()
    results["duration_s"] = round(time.perf_counter() - started, 2)
    return results


def main(argv: Optional[List[str]] = None) -> int:
    """Command line: run the suite and write results.json and results.md."""
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.run", description="Run the spacy-quoteverify benchmark suite."
    )
    parser.add_argument("--quick", action="store_true", help="small inputs only (seconds)")
    parser.add_argument("--output-dir", type=Path, default=DEFAULT_OUTPUT,
                        help=f"folder for results.json and results.md (default: ./{DEFAULT_OUTPUT})")
    parser.add_argument("--sections", nargs="+", choices=list(SECTIONS), help="run only these sections")
    parser.add_argument("--seed", type=int, default=BenchConfig.seed, help="seed of every generated input")
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds spent at most on one tool and input set (default 0.5 quick, 15 full)")
    parser.add_argument("--profile", action="store_true", help="also write cProfile reports of the hot paths")
    args = parser.parse_args(argv)
    config = BenchConfig(quick=args.quick, seed=args.seed, budget_s=args.budget)
    log = lambda msg: print(msg, file=sys.stderr, flush=True)  # noqa: E731
    results = run_suite(config, args.sections, log)
    if args.profile:
        results["profiles"] = profile_hot_paths(config, args.output_dir)
    markdown = render_markdown(results)
    json_path, md_path = write_outputs(results, markdown, args.output_dir)
    print(markdown)
    log(f"[bench] wrote {json_path} and {md_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
