"""Pathological inputs: how long each takes and how much memory a 10 MB source costs.

Every case runs in its own subprocess with a timeout, so a case that hangs is
reported as a timeout instead of stalling the run, and its peak resident
memory (``ru_maxrss``) is its own. The memory section also measures the
Python-level peak of preparing a 10 MB source and of checking quotations
against it with ``tracemalloc``, and states it as a multiple of the source's
size in memory.

Run: ``python -m benchmarks.bench_hostile [--timeout 120] [--json out.json] [--only NAME ...]``
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Dict, List, Optional

REPO = Path(__file__).resolve().parent.parent

#: Code shared by every case: a deterministic prose generator.
PRELUDE = r'''
import random, resource, sys, time, tracemalloc
from spacy_quoteverify import verify_quote, parse_citations
from spacy_quoteverify.answer.quotes import find_quotations
from spacy_quoteverify.text.source import prepare_source, PreparedSource
WORDS = ("the trial enrolled patients who received placebo and reported outcomes over "
         "twelve months without serious adverse events in either arm").split()
def prose(n, seed=1):
    rng = random.Random(seed); out = []; total = 0
    while total < n:
        s = " ".join(rng.choice(WORDS) for _ in range(12)).capitalize() + ". "
        out.append(s); total += len(s)
    return "".join(out)
def inner(t):
    return t[t.index(" ") + 1 : t.rindex(" ")]
'''

#: name -> (description, setup code, timed code). The timed code sets ``result``.
CASES: Dict[str, Any] = {
    "source_10mb": (
        "a quotation and a changed one against a 10 MB source (preparation included)",
        "src = prose(10_000_000); q = inner(src[5_000_000:5_000_200])",
        "result = (verify_quote(q, src).verified, verify_quote(q + ' eleven', src).verified)",
    ),
    "quote_100k": (
        "a 100,000-character quotation with one word added (match check only)",
        "src = prose(300_000); q = inner(src[1_000:101_000]) + ' extra'",
        "result = verify_quote(q, src, edit_matcher=False).reason",
    ),
    "elisions_10k": (
        "a quotation of 10,000 elisions",
        "src = prose(300_000); q = ' ... '.join(src.split()[:20_000][::2][:10_000])",
        "result = verify_quote(q, src, edit_matcher=False).reason",
    ),
    "repeated_100k": (
        "one passage repeated 100,000 times, elided quotation of it",
        "src = 'Revenue rose 12% while costs fell. ' * 100_000",
        "result = (verify_quote('Revenue rose ... costs fell.', src).reason, verify_quote('Revenue rose ... costs rose.', src).reason)",
    ),
    "nested_quotes": (
        "15,000 nested quote marks in the finder and the verifier",
        "a = '\u201c\u00ab\u300c' * 5_000 + 'the trial enrolled patients' + '\u300d\u00bb\u201d' * 5_000",
        "result = (len(find_quotations(a)), verify_quote(a, 'the trial enrolled patients').verified)",
    ),
    "line_1mb_no_space": (
        "a 1 MB line without a space",
        "src = 'a' * 1_000_000",
        "result = (verify_quote('a' * 500 + 'b', src).reason, verify_quote('a' * 1000, src).reason)",
    ),
    "citations_50k": (
        "50,000 citation markers",
        "t = ' '.join(f'[chunk {i}]' for i in range(50_000))",
        "result = len(parse_citations(t, range(100)).unknown)",
    ),
}

MEMORY = PRELUDE + r'''
src = prose(10_000_000)
size = sys.getsizeof(src)
tracemalloc.start()
ps = PreparedSource(src)
_ = ps.sentences; _ = ps.edit_view
prep_peak = tracemalloc.get_traced_memory()[1]
tracemalloc.reset_peak()
for k in range(20):
    q = inner(src[k * 400_000 : k * 400_000 + 200])
    verify_quote(q, ps); verify_quote(q + " eleven", ps)
check_peak = tracemalloc.get_traced_memory()[1]
tracemalloc.stop()
print({"source_bytes": size, "prepare_peak": prep_peak, "check_peak": check_peak,
       "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss})
'''


def run_case(name: str, timeout: float) -> Dict[str, Any]:
    """Run one case in a subprocess; its seconds, result and peak RSS, or a timeout."""
    description, setup, timed = CASES[name]
    code = PRELUDE + setup + "\nt0 = time.perf_counter()\n" + timed + (
        "\nprint(repr({'seconds': time.perf_counter() - t0, 'result': repr(result),"
        " 'maxrss_kb': resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))\n"
    )
    row: Dict[str, Any] = {"case": name, "what": description}
    start = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=timeout, cwd=REPO)
    except subprocess.TimeoutExpired:
        row.update(status="timeout", seconds=None, wall=time.perf_counter() - start)
        return row
    if done.returncode != 0:
        row.update(status="error", error=done.stderr.strip().splitlines()[-1:] or ["?"])
        return row
    import ast

    row.update(ast.literal_eval(done.stdout.strip().splitlines()[-1]))
    row["status"] = "ok"
    return row


def run_memory(timeout: float) -> Dict[str, Any]:
    """Peak memory of preparing a 10 MB source and checking quotations against it."""
    import ast

    done = subprocess.run([sys.executable, "-c", MEMORY], check=False, capture_output=True, text=True, timeout=timeout, cwd=REPO)
    if done.returncode != 0:
        return {"status": "error", "error": done.stderr.strip().splitlines()[-1:]}
    out: Dict[str, Any] = ast.literal_eval(done.stdout.strip().splitlines()[-1])
    out["prepare_multiple"] = round(out["prepare_peak"] / out["source_bytes"], 1)
    out["check_multiple"] = round(out["check_peak"] / out["source_bytes"], 2)
    out["status"] = "ok"
    return out


# --------------------------------------------------------------------------
# The suite's section: the hostile inputs that have targets, in CPU time

#: name -> (what, setup code, timed code); ``{n}`` is the size, filled in per run.
TARGETED: Dict[str, Any] = {
    "letter_line": (
        "a quotation of {n:,} of one letter against a line of 10x as many of it",
        "q = 'a' * {n}; src = 'a' * ({n} * 10)",
        "result = verify_quote(q, src).reason",
    ),
    "unspaced_line": (
        "a quotation of {n:,} characters with one changed against a line of 10x as many without spaces",
        "import random; rng = random.Random(5); src = ''.join(rng.choice('abcdefghij') for _ in range({n} * 10)); "
        "i = len(src) // 3; q = src[i:i + {n}]; q = q[:{n} // 2] + 'z' + q[{n} // 2 + 1:]",
        "result = verify_quote(q, src).reason",
    ),
    "list_markers": (
        "a quotation of {n:,} list markers '- ' against a 20 KB source",
        "src = prose(20_000); q = '- ' * {n}",
        "result = verify_quote(q, src).reason",
    ),
}


def time_targeted(name: str, n: int, timeout: float) -> Dict[str, Any]:
    """CPU seconds of one targeted case at size ``n`` in its own process (None on a timeout)."""
    what, setup, timed = TARGETED[name]
    code = (PRELUDE + setup.format(n=n) + "\nt0 = time.process_time()\n" + timed
            + "\nprint(repr({'cpu_s': time.process_time() - t0, 'result': repr(result)}))\n")
    row: Dict[str, Any] = {"case": name, "n": n, "what": what.format(n=n)}
    try:
        done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True,
                              timeout=timeout, cwd=REPO)
    except subprocess.TimeoutExpired:
        row.update(status="timeout", cpu_s=None)
        return row
    if done.returncode != 0:
        row.update(status="error", cpu_s=None, error=(done.stderr.strip().splitlines() or ["?"])[-1])
        return row
    import ast

    row.update(ast.literal_eval(done.stdout.strip().splitlines()[-1]), status="ok")
    return row


def run(config: Any) -> Dict[str, Any]:
    """The section of ``benchmarks.run``: hostile inputs with targets."""
    from benchmarks.common import fmt_time, md_table, section

    big = config.size(3_000, 100_000)
    timeout = config.size(30.0, 120.0)
    rows = [time_targeted("letter_line", big, timeout), time_targeted("unspaced_line", big, timeout)]
    small, large = config.size((500, 5_000), (5_000, 50_000))
    markers = [time_targeted("list_markers", small, timeout), time_targeted("list_markers", large, timeout)]
    a, b = markers[0].get("cpu_s"), markers[1].get("cpu_s")
    growth = round(b / a, 1) if a and b else None
    rows.extend(markers)
    for r in markers:
        r["growth_10x"] = growth
    table = md_table(
        ["case", "input", "CPU time", "status", "verdict reason"],
        [[r["case"], r["what"], fmt_time(r.get("cpu_s")) if r.get("cpu_s") is not None else "over the limit",
          r["status"], r.get("result", r.get("error", ""))] for r in rows],
    )
    notes = [
        f"Each case in its own process, CPU time of the verify_quote call (default options), {timeout:g} s "
        f"wall limit. List markers: {large:,} take {growth}x the time of {small:,} (linear is 10x).",
    ]
    return section("hostile", "Hostile inputs", rows, table, notes)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds allowed per case")
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    parser.add_argument("--only", nargs="*", default=None, help="case names (and/or 'memory') to run")
    args = parser.parse_args(argv)
    names = args.only or list(CASES) + ["memory"]
    rows = []
    print("| case | status | seconds | peak RSS MB | result |\n|---|---|---|---|---|")
    for name in names:
        if name == "memory":
            continue
        row = run_case(name, args.timeout)
        rows.append(row)
        secs = f"{row['seconds']:.2f}" if row.get("seconds") is not None else "-"
        rss = f"{row['maxrss_kb'] / 1024:.0f}" if row.get("maxrss_kb") else "-"
        print(f"| {name} | {row['status']} | {secs} | {rss} | {row.get('result', row.get('error', ''))} |", flush=True)
    memory = run_memory(args.timeout * 3) if "memory" in names else None
    if memory:
        print(
            f"\n10 MB source: preparing peaks at {memory.get('prepare_multiple')}x the source string's size "
            f"({memory.get('prepare_peak', 0) / 2**20:.0f} MB traced); checking 40 quotations against it adds a peak of "
            f"{memory.get('check_multiple')}x; whole process peak RSS {memory.get('maxrss_kb', 0) / 1024:.0f} MB."
        )
    if args.json:
        args.json.write_text(json.dumps({"cases": rows, "memory": memory}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
