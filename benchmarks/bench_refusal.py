"""What refusing costs beside verifying, script by script, with both matchers on.

For every script with labelled quotations in the bundled corpus, the sources of
those rows are put into a larger source of real text of that script (each row's
own source one paragraph of it, so its label still holds), and every quotation
goes through ``verify_quote`` with the default options (the ``match`` check and
the edit-distance matcher) against it, prepared once. Faithful and altered
quotations come in the corpus's own order and mix, so a drift of the machine's
speed weighs on both alike. Reported: the median CPU time of a verified and of
a refused quotation, and their ratio.

    python -m benchmarks.bench_refusal [--quick]
"""
from __future__ import annotations

import statistics
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import (
    REAL_SCRIPTS,
    BenchConfig,
    fmt_num,
    fmt_time,
    labelled_source,
    md_table,
    section,
    standalone_main,
)

#: Refusing may cost at most this many times verifying.
TARGET_RATIO = 3.0
#: A refusal's first check counts as a first-use load when it took this many times its second...
FIRST_USE_FACTOR = 10.0
#: ... and this many seconds more.
FIRST_USE_MIN_S = 0.01


def run(config: BenchConfig) -> Dict[str, Any]:
    """One row per script: verified and refused quotations, median CPU time each, and the ratio."""
    from spacy_quoteverify import verify_quote
    from spacy_quoteverify.text.source import PreparedSource

    chars = config.size(20_000, 1_000_000)
    n = config.size(30, 400)
    rows: List[Dict[str, Any]] = []
    for script in REAL_SCRIPTS:
        text, labelled = labelled_source(script, chars, n, config.seed)
        if len(labelled) < 10:
            continue
        source = PreparedSource(text)
        source.sentences  # noqa: B018 - preparation, outside the timing
        source.edit_view  # noqa: B018
        # Lexicons, word lists and patterns of every language of the rows load outside the
        # timing: one verified and one refused call per language (a reversed quotation).
        for r in {r["lang"]: r for r in labelled}.values():
            verify_quote(r["quote"], source)
            verify_quote(r["quote"][::-1], source)
        times, results = _timed(labelled, source, 2 * config.budget)
        verified = [t for t, v in zip(times, results) if getattr(v, "verified", None) is True]
        refused = [t for t, v in zip(times, results) if getattr(v, "verified", None) is False]
        med_v = statistics.median(verified) if verified else None
        med_r = statistics.median(refused) if refused else None
        false_ok = sum(1 for r, v in zip(labelled, results) if not r["faithful"] and getattr(v, "verified", None))
        # Each refusal once more: what is left of its time once whatever it loaded on first use
        # (a language's word tables, the source's q-gram index) is loaded. Reported beside the
        # measured times, never in their place: the ratio is that of the first calls.
        again = _again([r for r, v in zip(labelled, results) if getattr(v, "verified", None) is False], source)
        first = [t for t, v in zip(times, results) if getattr(v, "verified", None) is False]
        loads = [(t, a) for t, a in zip(first, again) if t > FIRST_USE_FACTOR * a and t - a > FIRST_USE_MIN_S]
        rows.append({
            "script": script, "source_chars": len(text), "quotes": len(times),
            "verified": len(verified), "refused": len(refused),
            "verified_median_s": med_v, "refused_median_s": med_r,
            "refused_max_s": max(refused) if refused else None,
            "refused_max_repeated_s": max(again) if again else None,
            "first_use_calls": len(loads),
            "first_use_extra_s": sum(t - a for t, a in loads),
            "ratio": round(med_r / med_v, 2) if med_v and med_r else None,
            "false_verifications": false_ok,
        })
    table = md_table(
        ["script", "source chars", "quotations", "verified", "refused", "verify (median)",
         "refuse (median)", "refuse (slowest)", "slowest, repeated", "first-use loads", "refuse / verify",
         "altered verified"],
        [
            [r["script"], fmt_num(r["source_chars"], 0), r["quotes"], r["verified"], r["refused"],
             fmt_time(r["verified_median_s"]), fmt_time(r["refused_median_s"]), fmt_time(r["refused_max_s"]),
             fmt_time(r["refused_max_repeated_s"]),
             f"{r['first_use_calls']} ({fmt_time(r['first_use_extra_s'])})" if r["first_use_calls"] else "0",
             f"{r['ratio']}x" if r["ratio"] else "n/a", r["false_verifications"]]
            for r in rows
        ],
    )
    notes = [
        "verify_quote with the default options (both matchers) against a prepared source of real text of "
        "the script holding each labelled row's own source; CPU time per quotation. Quotations and labels: "
        "the bundled corpus (spacy_quoteverify/corpus/quotes.jsonl), faithful and altered mixed as it has them.",
        "Times and the ratio are those of each quotation's first check. 'slowest, repeated': the slowest "
        "refusal checked a second time; 'first-use loads': refusals whose first check took over "
        f"{FIRST_USE_FACTOR:g}x their second and {FIRST_USE_MIN_S * 1e3:g} ms more (a language's word tables or "
        "the source's q-gram index loaded on first use, a cost paid once per process or source), and the "
        "time they added; it stays in the medians and the ratio.",
    ]
    return section("refusal", "Refusing vs verifying, per script (both matchers)", rows, table, notes)


def _timed(items: List[Dict[str, Any]], source: Any, budget_s: float) -> Tuple[List[float], List[Any]]:
    """CPU time and verdict of each quotation in turn, until ``budget_s`` of wall time is spent."""
    import time

    from spacy_quoteverify import verify_quote

    times: List[float] = []
    results: List[Any] = []
    started = time.perf_counter()
    for r in items:
        t0 = time.process_time()
        results.append(verify_quote(r["quote"], source))
        times.append(time.process_time() - t0)
        if time.perf_counter() - started > budget_s:
            break
    return times, results


def _again(items: List[Dict[str, Any]], source: Any) -> List[float]:
    """CPU time of each quotation checked a second time."""
    import time

    from spacy_quoteverify import verify_quote

    out: List[float] = []
    for r in items:
        t0 = time.process_time()
        verify_quote(r["quote"], source)
        out.append(time.process_time() - t0)
    return out


def main(argv: Optional[List[str]] = None) -> int:
    return standalone_main(run, argv)


if __name__ == "__main__":
    sys.exit(main())
