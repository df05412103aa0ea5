"""How the checks scale: source size, quotation length, quotations per source, memory.

* Source size 1 KB to 10 MB: preparation time (MB/s, both folded views) and
  time per quotation of the match check and of the edit-distance matcher.
* Quotation length 20 to 5,000 characters against one prepared source.
* Quotations per source 1 to 10,000: preparation plus every check, divided by
  the number of quotations (the prepared source is reused).
* Memory: a separate process prepares a 10 MB source and checks 300
  quotations against it; its peak resident memory above what it held before
  (interpreter, imports and the text itself) is reported as a multiple of the
  source size in bytes.

    python -m benchmarks.bench_scaling [--quick]
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import (
    REAL_SCRIPTS,
    REPO,
    BenchConfig,
    Timeout,
    alter_quote,
    best_of,
    fmt_num,
    fmt_time,
    md_table,
    mixed_quotes,
    perturb,
    real_sentences,
    real_text,
    sample_quote,
    section,
    skipped_section,
    standalone_main,
    time_calls,
    time_limit,
    word_quote,
)

LANG = None  # real multilingual text: the language is guessed, as users leave it


def _quotes(
    text: str, n: int, length: int, seed: int, edits: float = 0.0, one_paragraph: bool = False
) -> List[str]:
    """``n`` quotations of about ``length`` characters; ``one_paragraph`` keeps each inside one paragraph."""
    rng = random.Random(seed)
    paragraphs = [p for p in text.split("\n\n") if p.strip()] if one_paragraph else [text]
    longest = max(len(p) for p in paragraphs)
    fitting = [p for p in paragraphs if len(p) >= min(length, longest)]
    out = []
    for _ in range(n):
        q = sample_quote(rng, rng.choice(fitting), length)
        if edits:
            q = perturb(rng, q, max(1, round(len(q) * edits)))
        out.append(q)
    return out


def _limited(fn: Any, seconds: float) -> Optional[float]:
    """``fn()`` (a duration), or None when it ran past ``seconds`` of wall time."""
    try:
        with time_limit(seconds):
            return float(fn())
    except Timeout:
        return None


def _check_times(source: Any, exact: Sequence[str], fuzzy: Sequence[str], budget: float) -> Dict[str, Any]:
    """Median time per quotation of the match check (exact quotations) and the edit matcher (altered ones)."""
    from spacy_quoteverify import VerifyOptions, verify_quote
    from spacy_quoteverify.match.edits import score_passage

    options = VerifyOptions()
    view = source.edit_view
    verify_quote(exact[0], source, LANG, edit_matcher=False)  # warm-up: lexicons, patterns
    score_passage(fuzzy[0], view, options, LANG)
    t_match, r_match = time_calls(lambda q: verify_quote(q, source, LANG, edit_matcher=False), exact, budget)
    t_edit, r_edit = time_calls(lambda q: score_passage(q, view, options, LANG), fuzzy, budget)
    return {
        "match": t_match.as_dict(),
        "match_verified": sum(1 for v in r_match if getattr(v, "verified", None) is True),
        "edit": t_edit.as_dict(),
        "edit_mean_edits": (
            round(sum(r.edits for r in r_edit if getattr(r, "edits", None) is not None) / max(1, len(r_edit)), 2)
        ),
    }


def by_source_size(config: BenchConfig) -> List[Dict[str, Any]]:
    """Preparation and per-quotation times for sources of growing size."""
    from spacy_quoteverify.text.fold import fold_edit
    from spacy_quoteverify.text.source import PreparedSource

    sizes = config.size([1_000, 10_000, 100_000], [1_000, 10_000, 100_000, 1_000_000, 10_000_000])
    prep_limit = config.size(20.0, 120.0)
    rows = []
    for size in sizes:
        text = real_text(None, size, config.seed)
        nbytes = len(text.encode("utf-8"))
        repeat = 3 if size <= 1_000_000 else 1
        prep_view = best_of(lambda: PreparedSource(text, LANG), repeat)  # noqa: B023 (called at once)
        # The sentence index is built on first use (elisions, several passages);
        # it is part of what the match check needs, so it counts as preparation.
        # It gets a time limit: a slow index must show up, not stall the suite.
        prep = _limited(lambda: best_of(lambda: PreparedSource(text, LANG).sentences, repeat), prep_limit)  # noqa: B023
        prep_edit = best_of(lambda: fold_edit(text), repeat)  # noqa: B023 (called at once)
        source = PreparedSource(text, LANG)
        n = 20 if size <= 1_000_000 else 10
        # Quotations inside one paragraph need no sentence index, so the check
        # times stay measurable even where building the index is slow.
        times = _check_times(
            source,
            _quotes(text, n, 150, config.seed, one_paragraph=True),
            _quotes(text, max(3, n // 2), 150, config.seed + 1, edits=0.04, one_paragraph=True),
            config.budget,
        )
        rows.append({
            "source_chars": len(text),
            "source_bytes": nbytes,
            "prepare_match_view_s": round(prep_view, 6),
            "prepare_s": round(prep, 6) if prep is not None else None,
            "prepare_limit_s": prep_limit,
            "prepare_edit_view_s": round(prep_edit, 6),
            "prepare_mb_per_s": round(nbytes / prep / 1e6, 2) if prep else None,
            "prepare_s_per_mb": round(prep / (nbytes / 1e6), 4) if prep is not None else None,
            "prepare_both_mb_per_s": round(nbytes / (prep + prep_edit) / 1e6, 2) if prep else None,
            **times,
        })
    return rows


def by_quote_length(config: BenchConfig) -> List[Dict[str, Any]]:
    """Per-quotation times for quotations of growing length against one source."""
    from spacy_quoteverify.text.source import PreparedSource

    chars = config.size(20_000, 100_000)
    lengths = config.size([20, 200, 1_000], [20, 100, 500, 1_000, 5_000])
    text = real_text(None, chars, config.seed)
    source = PreparedSource(text, LANG)
    rows = []
    for length in lengths:
        times = _check_times(
            source,
            _quotes(text, 10, length, config.seed + length),
            _quotes(text, 5, length, config.seed + length + 1, edits=0.04),
            config.budget,
        )
        rows.append({"quote_chars": length, "source_chars": len(text), **times})
    return rows


def by_quotes_per_source(config: BenchConfig) -> List[Dict[str, Any]]:
    """Preparation plus N match checks on one 20 KB source, per quotation."""
    from spacy_quoteverify import verify_quote
    from spacy_quoteverify.text.source import PreparedSource

    counts = config.size([1, 10, 100], [1, 10, 100, 1_000, 10_000])
    rows = []
    for count in counts:
        text = real_text(None, 20_000, config.seed + count)
        quotes = _quotes(text, count, 120, config.seed + count)
        t0 = time.process_time()
        source = PreparedSource(text, LANG)
        verified = sum(1 for q in quotes if verify_quote(q, source, LANG, edit_matcher=False).verified)
        total = time.process_time() - t0
        rows.append({
            "quotes": count,
            "source_chars": len(text),
            "total_s": round(total, 6),
            "per_quote_s": total / count,
            "quotes_per_s": round(count / total, 1) if total > 0 else None,
            "verified": verified,
        })
    return rows


def long_passages(config: BenchConfig) -> List[Dict[str, Any]]:
    """The edit matcher on a large real source: 20- and 100-word passages, how many it left not_checked."""
    from spacy_quoteverify import VerifyOptions
    from spacy_quoteverify.match.edits import NOT_CHECKED, score_passage
    from spacy_quoteverify.text.source import PreparedSource

    chars = config.size(200_000, 10_000_000)
    text = real_text(None, chars, config.seed)
    source = PreparedSource(text)
    view = source.edit_view
    options = VerifyOptions()
    rows = []
    for words in (20, 100):
        quotes = [q for q, _ in mixed_quotes(text, config.size(3, 8), words, "latin", config.seed + words, 0.5)]
        score_passage(quotes[0], view, options, None)  # warm-up
        timing, results = time_calls(lambda q: score_passage(q, view, options, None), quotes, 2 * config.budget)
        rows.append({
            "source_chars": len(text), "words": words, "passages": timing.calls,
            "median_s": timing.median_s,
            "not_checked": sum(1 for r in results if getattr(r, "status", None) == NOT_CHECKED),
        })
    return rows


def run(config: BenchConfig) -> Dict[str, Any]:
    """The scaling series, one table each."""
    sizes = by_source_size(config)
    lengths = by_quote_length(config)
    counts = by_quotes_per_source(config)
    longs = long_passages(config)
    t_size = md_table(
        ["source", "match view", "+ sentence index", "MB/s", "edit view", "MB/s (all)",
         "match check / quotation", "edit matcher / quotation", "match verified"],
        [
            [
                f"{fmt_num(r['source_chars'] / 1000, 0)} KB", fmt_time(r["prepare_match_view_s"]),
                fmt_time(r["prepare_s"]) if r["prepare_s"] is not None else f"over {r['prepare_limit_s']:g} s",
                fmt_num(r["prepare_mb_per_s"], 1),
                fmt_time(r["prepare_edit_view_s"]), fmt_num(r["prepare_both_mb_per_s"], 1),
                fmt_time(r["match"]["median_s"]), fmt_time(r["edit"]["median_s"]),
                f"{r['match_verified']}/{r['match']['calls']}",
            ]
            for r in sizes
        ],
    )
    t_len = md_table(
        ["quotation chars", "source", "match check / quotation", "edit matcher / quotation", "match verified"],
        [
            [
                r["quote_chars"], f"{fmt_num(r['source_chars'] / 1000, 0)} KB",
                fmt_time(r["match"]["median_s"]), fmt_time(r["edit"]["median_s"]),
                f"{r['match_verified']}/{r['match']['calls']}",
            ]
            for r in lengths
        ],
    )
    t_count = md_table(
        ["quotations", "source", "total (prepare + checks)", "per quotation", "quotations/s", "verified"],
        [
            [
                fmt_num(r["quotes"], 0), f"{fmt_num(r['source_chars'] / 1000, 0)} KB",
                fmt_time(r["total_s"]), fmt_time(r["per_quote_s"]), fmt_num(r["quotes_per_s"], 0),
                f"{r['verified']}/{r['quotes']}",
            ]
            for r in counts
        ],
    )
    t_long = md_table(
        ["source", "passage words", "passages", "edit matcher / passage", "not_checked"],
        [[f"{fmt_num(r['source_chars'] / 1e6, 1)} MB", r["words"], r["passages"], fmt_time(r["median_s"]),
          r["not_checked"]] for r in longs],
    )
    table = (
        "Source size (exact quotations of ~150 chars for the match check, 4% edited ones "
        f"for the edit matcher):\n\n{t_size}\n\nQuotation length:\n\n{t_len}\n\n"
        f"Quotations per source (match check, prepared source reused):\n\n{t_count}\n\n"
        f"Long passages on a large source (edit matcher; half of the passages altered):\n\n{t_long}"
    )
    rows = (
        [{"series": "source_size", **r} for r in sizes]
        + [{"series": "quote_length", **r} for r in lengths]
        + [{"series": "quotes_per_source", **r} for r in counts]
        + [{"series": "long_passages", **r} for r in longs]
    )
    notes = [
        "Preparation is timed without the source cache (a new PreparedSource each time). "
        "MB/s counts the match view plus its sentence index (what the match check needs); "
        "MB/s (all) adds the edit view that the edit-distance matcher reads.",
    ]
    return section("scaling", "Scaling", rows, table, notes)


# --------------------------------------------------------------------------
# Memory, measured in a child process so nothing else in this one counts.

_MEMORY_CHILD = r"""
import gc, json, resource, sys, time
from pathlib import Path

def status(key):
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1]) * 1024
    return None

def reset_peak():
    try:
        Path("/proc/self/clear_refs").write_text("5")  # resets the peak resident size
        return True
    except OSError:
        return False

path, n_match, n_edit = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
from spacy_quoteverify import VerifyOptions, verify_quote
from spacy_quoteverify.match.edits import score_passage
from spacy_quoteverify.text.source import PreparedSource, release_freed_memory
verify_quote("rose 12%", "Sales rose 12% in May.")  # imports, compiled patterns
data = json.loads(Path(path).read_text(encoding="utf-8"))
text, quotes = data["text"], data["quotes"]
before_lexicons = status("VmRSS")
for q, s in data["warm"]:  # lexicons and dictionaries of every script, loaded once per process
    verify_quote(q, s)
from spacy_quoteverify.lang import lexicons
for code in lexicons.available_languages("negations"):  # and the word table of every language
    lexicons.known_word("a", code)
# What checks on this source load once per process wherever they meet it (a language's lemma
# tables, asked at places of a repeated sentence that its neighbourhood above does not hold): the
# same checks on a copy of the source prepared apart and dropped before the baseline, so that
# the baseline holds the process's tables and the measured peak the source's own memory.
copy = PreparedSource(text[:1] + text[1:])
for q in quotes[:n_match]:
    verify_quote(q, copy, edit_matcher=False)
del copy
gc.collect()
release_freed_memory(len(text))
lexicons = status("VmRSS")
del data
base = status("VmRSS")
can_reset = reset_peak()
t0 = time.perf_counter()
source = PreparedSource(text)
source.sentences
t_prep = time.perf_counter() - t0
after_prep = status("VmHWM") if can_reset else None
verified = sum(1 for q in quotes[:n_match] if verify_quote(q, source, edit_matcher=False).verified)
after_match = status("VmHWM") if can_reset else None
opts = VerifyOptions()
view = source.edit_view
for q in quotes[:n_edit]:
    score_passage(q, view, opts, None)
    verify_quote(q, source)
peak = status("VmHWM") if can_reset else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps({
    "baseline_rss": base, "lexicons_rss": lexicons - before_lexicons, "peak_after_prepare": after_prep, "peak_after_match": after_match,
    "peak": peak, "peak_reset": can_reset, "verified": verified, "prepare_s": t_prep,
}))
"""


def _warm_inputs(config: BenchConfig) -> List[List[str]]:
    """Quotations that load, before the source is measured, what a process loads once whatever
    the source: the lexicons of every script (a quotation of each, faithful and altered), the
    tables that long texts are read with (quotations of a 50 KB source), and what each language
    of the source loads (a sentence of each with a word left out, which the
    negation check reads in its language); the child then loads every language's word table.
    Loaded lazily during the checks instead, a language's tables (some 80 MB for French) were
    counted as the source's memory."""
    warm: List[List[str]] = []
    for script in REAL_SCRIPTS:
        small = real_text(script, 3_000, config.seed)
        q = word_quote(random.Random(config.seed), small, 10, script)
        warm += [[q, small], [alter_quote(random.Random(config.seed), q, small)[0], small]]
    # A source long enough for the paths of long texts (NumPy tables built on first use).
    longer = real_text(None, 50_000, config.seed + 1)
    warm += [[q, longer] for q in _quotes(longer, 4, 150, config.seed + 1)]
    seen = set()
    for _script, lang, sentence in real_sentences():
        words = sentence.split()
        if lang in seen or len(words) < 5:
            continue
        seen.add(lang)
        warm.append([f"{' '.join(words[:2])} … {' '.join(words[3:])}", sentence])
    return warm


def run_memory(config: BenchConfig) -> Dict[str, Any]:
    """Peak memory of preparing a large source and checking many quotations, in a child process."""
    title = "Memory"
    if not Path("/proc/self/status").exists():
        return skipped_section("memory", title, "memory is measured from /proc, which this system lacks")
    chars = config.size(200_000, 10_000_000)
    n_match = config.size(20, 300)
    n_edit = config.size(2, 10)
    text = real_text(None, chars, config.seed)
    quotes = _quotes(text, n_match, 150, config.seed)
    nbytes = len(text.encode("utf-8"))
    with tempfile.TemporaryDirectory(prefix="qv_bench_mem_") as tmp:
        path = Path(tmp) / "input.json"
        warm = _warm_inputs(config)
        # Each quotation once against its own neighbourhood of the source: the tables its words and
        # languages load (a language's adverbs, its lemmas) are loaded once per process too.
        for q in quotes:
            at = text.find(q)
            if at >= 0:
                warm.append([q, text[max(0, at - 300) : at + len(q) + 300]])
        path.write_text(json.dumps({"text": text, "quotes": quotes, "warm": warm}), encoding="utf-8")
        del text
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}
        done = subprocess.run(
            [sys.executable, "-c", _MEMORY_CHILD, str(path), str(n_match), str(n_edit)],
            capture_output=True, text=True, env=env, timeout=3600,
        )
    if done.returncode != 0:
        return skipped_section("memory", title, f"child process failed: {done.stderr.strip()[-500:]}")
    got = json.loads(done.stdout.strip().splitlines()[-1])
    base = got["baseline_rss"]

    def ratio(peak: Optional[int]) -> Optional[float]:
        return round((peak - base) / nbytes, 2) if peak is not None and base is not None else None

    row = {
        "source_chars": chars,
        "source_bytes": nbytes,
        "match_quotes": n_match,
        "edit_quotes": n_edit,
        **got,
        "x_source_after_prepare": ratio(got["peak_after_prepare"]),
        "x_source_after_match": ratio(got["peak_after_match"]),
        "x_source_peak": ratio(got["peak"]),
    }
    mb = 1e6
    table = md_table(
        ["source", "baseline RSS", "after preparing (match view, sentence index)", f"after {n_match:,} match checks",
         f"after edit view + {n_edit} edit-matcher passages", "peak / source size"],
        [[
            f"{nbytes / mb:.1f} MB", f"{base / mb:.0f} MB",
            f"+{(got['peak_after_prepare'] - base) / mb:.0f} MB ({row['x_source_after_prepare']}x)" if got["peak_after_prepare"] else "n/a",
            f"+{(got['peak_after_match'] - base) / mb:.0f} MB ({row['x_source_after_match']}x)" if got["peak_after_match"] else "n/a",
            f"+{(got['peak'] - base) / mb:.0f} MB", f"{row['x_source_peak']}x",
        ]],
    )
    notes = [
        "Peak resident memory of a child process above its baseline (interpreter, imports, "
        "the lexicons of every script and the word tables of every language of the source, and the "
        "source text already loaded), divided by the source size in UTF-8 bytes. The lexicons and "
        "word tables are loaded once per process whatever the source, and so are the tables the "
        "checks meet at places of this source (a language's lemma tables): the same checks run "
        "first on a copy of the source prepared apart and dropped before the baseline; together "
        "with the process's tables: "
        f"{got['lexicons_rss'] / 1e6:.0f} MB here. "
        "The source is real text of every script (spaCy's example sentences and the bundled Debian "
        "texts, shuffled); preparation includes the sentence index, and the edit view is built and "
        "used by the edit-distance matcher and verify_quote with both matchers.",
    ]
    if not got["peak_reset"]:
        notes.append("The peak could not be reset after loading, so it includes loading the input.")
    return section("memory", title, [row], table, notes)


def main(argv: Optional[List[str]] = None) -> int:
    def both(config: BenchConfig) -> Dict[str, Any]:
        scaling = run(config)
        memory = run_memory(config)
        scaling["table"] += f"\n\n{memory['title']}:\n\n{memory['table']}"
        scaling["notes"] += memory["notes"]
        return scaling

    return standalone_main(both, argv)


if __name__ == "__main__":
    sys.exit(main())
