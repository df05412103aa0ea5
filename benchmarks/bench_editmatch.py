"""Speed and agreement of the edit-distance matcher against other fuzzy-search tools.

Generates (with a fixed seed) report-like sources of several sizes, takes
passages of about 300 characters from each and alters them (a changed figure,
a dropped word, a few typos; one passage invented outright), then scores every
passage with:

* ``ours``: :func:`spacy_quoteverify.match.edits.score_passage` (source view prepared once, timed apart);
* ``ours_align``: the alignment step alone (:func:`editmatch.align`), without the scores;
* ``edlib``: raw ``edlib.align(mode="HW", task="locations")`` on the same folded strings;
* ``fuzzysearch``: ``find_near_matches`` with ``max_l_dist`` at 10% of the passage;
* ``regex``: a fuzzy pattern ``(?e)(?:passage){e<=k}`` with the same ``k``, under a timeout;
* ``rapidfuzz``: ``fuzz.partial_ratio_alignment`` (a different score: its window is then
  re-scored with Levenshtein for the agreement column).

For each source size and tool it reports the median and total time per passage, the time
relative to ours, and how often the tool's edit count equals ours (for the bounded tools:
the same count when ours is within the bound, no match when it is not). A tool that is not
installed, raises, or ran past the time budget at a smaller size is skipped with a note.
Results go to stdout and, with ``--out``, to ``<out>.json`` and ``<out>.md``. Nothing is
asserted about timings.

    python benchmarks/bench_editmatch.py                      # 10 KB .. 10 MB
    python -m benchmarks.bench_editmatch --quick              # 10 KB and 100 KB, 3 passages
    python benchmarks/bench_editmatch.py --sizes 10000 100000 --passages 4
    python benchmarks/bench_editmatch.py --out bench_editmatch
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

from spacy_quoteverify.match.edits import prepare_edit_view, score_passage, trim_edges
from spacy_quoteverify.options import VerifyOptions
from spacy_quoteverify.text.fold import fold_edit

WORDS = (
    "the trial cohort patients revenue costs margin study group analysis results outcome rate "
    "treatment placebo baseline follow-up period region market sales growth decline year quarter "
    "survey respondents sample effect primary secondary endpoint adverse events dose arm median "
    "mean increase decrease significant observed reported compared overall total share not"
).split()
VERBS = "rose fell grew declined remained reached exceeded improved dropped stayed".split()

#: A tool is skipped at larger sizes once one passage took longer than this (seconds).
DEFAULT_BUDGET = 20.0


def make_source(rng: random.Random, chars: int) -> str:
    """Report-like prose of about ``chars`` characters, paragraphs of a few sentences."""
    out: List[str] = []
    size = 0
    while size < chars:
        words = [rng.choice(WORDS) for _ in range(rng.randint(4, 14))]
        figure = f"{rng.randint(1, 999)}.{rng.randint(0, 9)}{rng.choice(['%', ' million', ' mg', ''])}"
        sentence = " ".join([*words[:3], rng.choice(VERBS), "to", figure, *words[3:]]).capitalize() + "."
        out.append(sentence + ("\n\n" if rng.random() < 0.2 else " "))
        size += len(out[-1])
    return "".join(out)[:chars]


def make_passages(rng: random.Random, source: str, count: int, length: int) -> List[Tuple[str, str]]:
    """``(kind, passage)`` pairs: altered excerpts of the source, and one invented passage."""
    out: List[Tuple[str, str]] = []
    kinds = ["exact", "figure", "dropped_word", "typos"]
    for i in range(max(0, count - 1)):
        start = rng.randrange(0, max(1, len(source) - length))
        text = source[start : start + length]
        kind = kinds[i % len(kinds)]
        if kind == "figure":
            text = "".join(str((int(c) + 1) % 10) if c.isdigit() and rng.random() < 0.5 else c for c in text)
        elif kind == "dropped_word":
            words = text.split(" ")
            if len(words) > 3:
                del words[rng.randrange(1, len(words) - 1)]
            text = " ".join(words)
        elif kind == "typos":
            chars = list(text)
            for _ in range(max(1, length // 50)):
                chars[rng.randrange(len(chars))] = rng.choice("abcdefghijklmnopqrstuvwxyz")
            text = "".join(chars)
        out.append((kind, text))
    invented = make_source(rng, length)
    out.append(("invented", invented))
    return out


# --------------------------------------------------------------------------
# Each tool: (pattern, folded source) -> edit count (or None: no match within its bound).


def _tool_ours_align() -> Optional[Callable[[str, str, int], Optional[int]]]:
    from spacy_quoteverify.match.edits import _SourceSymbols, align

    encoded: Dict[str, Any] = {}  # the source's encoding, made once as score_passage caches it per view

    def run(pattern: str, text: str, k: int) -> Optional[int]:
        if encoded.get("text") is not text:
            encoded.update(text=text, symbols=_SourceSymbols(text))
        return align(pattern, text, encoded=encoded["symbols"]).edits

    return run


def _tool_edlib() -> Optional[Callable[[str, str, int], Optional[int]]]:
    import edlib

    def run(pattern: str, text: str, k: int) -> Optional[int]:
        return int(edlib.align(pattern, text, mode="HW", task="locations")["editDistance"])

    return run


def _tool_fuzzysearch() -> Optional[Callable[[str, str, int], Optional[int]]]:
    from fuzzysearch import find_near_matches

    def run(pattern: str, text: str, k: int) -> Optional[int]:
        matches = find_near_matches(pattern, text, max_l_dist=k)
        return min((m.dist for m in matches), default=None)

    return run


def _tool_regex(timeout: float) -> Callable[[], Optional[Callable[[str, str, int], Optional[int]]]]:
    def make() -> Optional[Callable[[str, str, int], Optional[int]]]:
        import regex

        def run(pattern: str, text: str, k: int) -> Optional[int]:
            compiled = regex.compile(f"(?e)(?:{regex.escape(pattern)}){{e<={k}}}")
            m = compiled.search(text, timeout=timeout)
            return sum(m.fuzzy_counts) if m else None

        return run

    return make


def _tool_rapidfuzz() -> Optional[Callable[[str, str, int], Optional[int]]]:
    from rapidfuzz import fuzz
    from rapidfuzz.distance import Levenshtein

    def run(pattern: str, text: str, k: int) -> Optional[int]:
        res = fuzz.partial_ratio_alignment(pattern, text)
        if res is None:
            return None
        return int(Levenshtein.distance(pattern, text[res.dest_start : res.dest_end]))

    return run


def _agrees(ours: int, theirs: Optional[int], bound: Optional[int]) -> bool:
    if bound is None:
        return theirs == ours
    if ours <= bound:
        return theirs == ours
    return theirs is None


def run_size(
    size: int,
    n_passages: int,
    length: int,
    seed: int,
    tools: Dict[str, Tuple[Callable[[str, str, int], Optional[int]], bool]],
    skipped: Dict[str, str],
    budget: float,
    lang: Optional[str] = None,
) -> Dict[str, Any]:
    """Time every tool on one source size; returns one result record."""
    rng = random.Random(seed + size)
    source = make_source(rng, size)
    passages = make_passages(rng, source, n_passages, length)
    options = VerifyOptions()

    t0 = time.perf_counter()
    view = prepare_edit_view(source)
    prep = time.perf_counter() - t0

    # Warm-up outside the timing (lexicons and the source's encoding load on first use), on
    # a passage that is not timed, so that no timed passage finds its own results cached.
    score_passage(source[:length].replace("e", "a", 1) + " x", view, options, lang)

    ours_times: List[float] = []
    ours_edits: List[int] = []
    patterns: List[str] = []
    for _, passage in passages:
        t0 = time.perf_counter()
        result = score_passage(passage, view, options, lang)
        ours_times.append(time.perf_counter() - t0)
        ours_edits.append(int(result.edits) if result.edits is not None else -1)
        folded = fold_edit(passage).text
        a, b = trim_edges(folded)
        patterns.append(folded[a:b])

    record: Dict[str, Any] = {
        "size": size,
        "passages": len(passages),
        "passage_chars": length,
        "prepare_s": round(prep, 4),
        "lang": lang,
        "tools": {
            "ours": {
                "median_s": round(statistics.median(ours_times), 5),
                "total_s": round(sum(ours_times), 4),
                "ratio": 1.0,
                "agreement": 1.0,
            }
        },
    }
    for name, (tool, bounded) in tools.items():
        if name in skipped:
            record["tools"][name] = {"skipped": skipped[name]}
            continue
        times: List[float] = []
        agree = 0
        for pattern, edits in zip(patterns, ours_edits):
            k = max(1, len(pattern) // 10)
            t0 = time.perf_counter()
            try:
                theirs = tool(pattern, view.text, k)
            except Exception as exc:  # a tool's own failure is a result, not a crash
                skipped[name] = f"{type(exc).__name__}: {str(exc)[:80]} (at {size} chars)"
                break
            elapsed = time.perf_counter() - t0
            times.append(elapsed)
            agree += _agrees(edits, theirs, k if bounded else None)
            if elapsed > budget:
                skipped[name] = f"over the {budget:g} s budget per passage at {size} chars"
                break
        if not times or len(times) < len(patterns):
            record["tools"][name] = {"skipped": skipped.get(name, "no passage scored")}
            continue
        median = statistics.median(times)
        record["tools"][name] = {
            "median_s": round(median, 5),
            "total_s": round(sum(times), 4),
            "ratio": round(median / max(statistics.median(ours_times), 1e-9), 2),
            "agreement": round(agree / len(times), 3),
        }
    return record


def to_markdown(records: List[Dict[str, Any]], notes: Dict[str, str]) -> str:
    lines = [
        "| source chars | tool | median s / passage | vs ours | edit agreement |",
        "| ---: | --- | ---: | ---: | ---: |",
    ]
    for rec in records:
        for name, res in rec["tools"].items():
            if "skipped" in res:
                lines.append(f"| {rec['size']:,} | {name} | skipped | | |")
                continue
            lines.append(
                f"| {rec['size']:,} | {name} | {res['median_s']:.5f} | {res['ratio']:.2f}x | {res['agreement']:.0%} |"
            )
    if notes:
        lines.append("")
        lines.extend(f"- {name}: {note}" for name, note in sorted(notes.items()))
    return "\n".join(lines)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000, 10_000_000])
    parser.add_argument("--passages", type=int, default=5, help="passages per source size")
    parser.add_argument("--length", type=int, default=300, help="characters per passage")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET, help="seconds per passage before a tool is dropped")
    parser.add_argument("--regex-timeout", type=float, default=10.0)
    parser.add_argument("--lang", default=None, help="language for the number and negation lexicons")
    parser.add_argument("--out", type=Path, default=None, help="write <out>.json and <out>.md")
    parser.add_argument("--quick", action="store_true", help="small sizes and few passages (seconds)")
    args = parser.parse_args(argv)
    if args.quick:
        args.sizes = [size for size in args.sizes if size <= 100_000] or [10_000]
        args.passages = min(args.passages, 3)

    makers: Dict[str, Tuple[Callable[[], Optional[Callable[[str, str, int], Optional[int]]]], bool]] = {
        "ours_align": (_tool_ours_align, False),
        "edlib": (_tool_edlib, False),
        "fuzzysearch": (_tool_fuzzysearch, True),
        "regex": (_tool_regex(args.regex_timeout), True),
        "rapidfuzz": (_tool_rapidfuzz, False),
    }
    tools: Dict[str, Tuple[Callable[[str, str, int], Optional[int]], bool]] = {}
    notes: Dict[str, str] = {}
    for name, (make, bounded) in makers.items():
        try:
            tool = make()
        except ImportError as exc:
            notes[name] = f"not installed ({exc.name}); pip install -e .[bench]"
            continue
        if tool is not None:
            tools[name] = (tool, bounded)

    records = []
    for size in args.sizes:
        rec = run_size(size, args.passages, args.length, args.seed, tools, notes, args.budget, args.lang)
        records.append(rec)
        print(json.dumps(rec), file=sys.stderr, flush=True)
    result = {"records": records, "notes": notes}
    markdown = to_markdown(records, notes)
    print(json.dumps(result, indent=2))
    print(markdown)
    if args.out is not None:
        args.out.with_suffix(".json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
        args.out.with_suffix(".md").write_text(markdown + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
