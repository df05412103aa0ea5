"""Exact quotations: the ``match`` check against the floor of normalise-then-``str.find``.

The floor is what the check can never beat: fold the prepared source once,
fold the quotation, ``str.find``. The check does more (passages, whole-word
and whole-number edges, offsets back into the original), so the ratio of the
two says what that extra reading costs per quotation.

    python -m benchmarks.bench_match [--quick]
"""
from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import (
    SCRIPTS,
    BenchConfig,
    corpus_quotes,
    fmt_num,
    fmt_pct,
    fmt_time,
    md_table,
    sample_quote,
    section,
    standalone_main,
    synthetic_text,
    time_interleaved,
)

#: Language code used for each synthetic script.
SCRIPT_LANG = {"latin": "en", "cjk": "zh", "thai": "th"}
#: Source size of the headline comparison.
HEADLINE_CHARS = 20_000


def exact_quotes(text: str, n: int, seed: int, lengths: Sequence[int] = (40, 80, 160, 320)) -> List[str]:
    """``n`` quotations cut from ``text`` (so every one is in it), lengths cycling through ``lengths``."""
    rng = random.Random(seed)
    return [sample_quote(rng, text, lengths[i % len(lengths)]) for i in range(n)]


def compare(
    pairs: Sequence[Tuple[str, Any]], lang: Optional[str], budget_s: float
) -> Dict[str, Any]:
    """Time the match check and the ``str.find`` floor on the same (quotation, prepared source) pairs."""
    from spacy_quoteverify import verify_quote
    from spacy_quoteverify.text.fold import fold_match

    def ours(pair: Tuple[str, Any]) -> bool:
        return bool(verify_quote(pair[0], pair[1], lang, edit_matcher=False).verified)

    def floor(pair: Tuple[str, Any]) -> bool:
        return pair[1].folded.text.find(fold_match(pair[0]).text) >= 0

    # Load lexicons and compile patterns outside the timing: one call per source
    # language. Not every pair: repeated quotations would then hit caches.
    warm: Dict[Any, Tuple[str, Any]] = {}
    for pair in pairs:
        warm.setdefault(getattr(pair[1], "lang", None), pair)
    for pair in [*pairs[:3], *warm.values()]:
        ours(pair)
        floor(pair)
    # Interleaved, so that a drift in the machine's speed weighs on both alike.
    (t_ours, r_ours), (t_floor, r_floor) = time_interleaved([ours, floor], pairs, 2 * budget_s)
    ratio = (
        t_ours.median_s / t_floor.median_s
        if t_ours.median_s and t_floor.median_s
        else None
    )
    return {
        "ours": t_ours.as_dict(),
        "floor": t_floor.as_dict(),
        "ratio_median": round(ratio, 2) if ratio else None,
        "ours_verified": sum(1 for r in r_ours if r is True),
        "floor_found": sum(1 for r in r_floor if r is True),
    }


def run(config: BenchConfig) -> Dict[str, Any]:
    """Exact quotations on 20 KB sources in each script, and on the bundled corpus."""
    from spacy_quoteverify.text.source import PreparedSource

    n = config.size(12, 400)
    chars = config.size(4_000, HEADLINE_CHARS)
    rows: List[Dict[str, Any]] = []
    notes: List[str] = []
    for script in SCRIPTS:
        text = synthetic_text(script, chars, config.seed)
        source = PreparedSource(text, SCRIPT_LANG[script])
        quotes = exact_quotes(text, n, config.seed)
        res = compare([(q, source) for q in quotes], SCRIPT_LANG[script], config.budget)
        rows.append({"input": f"synthetic {script}", "source_chars": len(text), "quotes": len(quotes), **res})
    corpus = corpus_quotes(config.size(40, 1500), config.seed)
    if corpus:
        # Real quotations (faithful and altered) against their own short sources.
        pairs = [(r["quote"], PreparedSource(r["source"], r.get("lang"))) for r in corpus]
        res = compare(pairs, None, config.budget)
        mean_chars = round(sum(len(p[1]) for p in pairs) / len(pairs))
        rows.append({"input": "bundled corpus (mixed)", "source_chars": mean_chars, "quotes": len(pairs), **res})
        notes.append(
            "Corpus rows mix faithful and altered quotations in many languages; the floor "
            "finds only the exact ones, the check refuses the altered ones."
        )
    else:
        notes.append("No bundled corpus found: corpus row skipped.")
    table = md_table(
        ["input", "source chars", "quotes", "match check (median)", "str.find floor (median)",
         "ratio", "match/s", "verified", "floor found"],
        [
            [
                r["input"], fmt_num(r["source_chars"], 0), r["quotes"],
                fmt_time(r["ours"]["median_s"]), fmt_time(r["floor"]["median_s"]),
                f"{r['ratio_median']}x" if r["ratio_median"] else "n/a",
                fmt_num(r["ours"]["per_second"], 0),
                fmt_pct(r["ours_verified"], r["ours"]["calls"]),
                fmt_pct(r["floor_found"], r["floor"]["calls"]),
            ]
            for r in rows
        ],
    )
    notes.append(
        "Both columns time one quotation against an already prepared source; the floor "
        "folds the quotation with the same fold_match and runs str.find on the folded source."
    )
    return section("match", "Exact quotations: match check vs normalise + str.find", rows, table, notes)


def main(argv: Optional[List[str]] = None) -> int:
    return standalone_main(run, argv)


if __name__ == "__main__":
    sys.exit(main())
