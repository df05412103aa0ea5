"""Answers per second through ``nlp.pipe`` with the ``quote_verifier`` component.

Each answer carries five quotations, each citing one of five chunks of about
2 KB attached as ``doc._.sources``. The pipeline is ``spacy.blank("en")`` plus
the component, run with ``n_process=1`` and ``n_process=2``, with the default
configuration (both matchers) and with the edit-distance matcher switched off.
Times are wall-clock (the second process's work is only visible that way) and
include starting the worker process; the calling process's own CPU time per
answer is reported beside them.

Every timed run gets answers of its own (same generator, another seed), as a
long-running pipeline would: repeating the same answers would let later runs
profit from caches filled by earlier ones. The full run times each process
count three times, interleaved, and reports the median.

What two processes can gain depends on the machine: on shared or virtual
machines two busy cores often run slower each than one busy core. The row
"two independent processes" measures that ceiling in the same run: two forked
processes each check half of the answers with ``n_process=1`` and nothing is
coordinated or sent back. The full run also adds a row for a direct
``nlp.pipe`` over prepared Docs without
:func:`~spacy_quoteverify.component.fast_doc_serialization`, where the parent
also serialises every Doc both ways.

Three situations are reported apart (see the notes of the section): the default
rows, after a short warm-up, on answers whose chunks are all new (the targets);
a cold row, first sight in a new interpreter with nothing loaded (every
language's tables load inside the timed run); and a repeated-sources row, new
answers over a fixed set of chunks already checked.

    python -m benchmarks.bench_pipeline [--quick]
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from functools import lru_cache
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

import regex

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import (
    BenchConfig,
    corpus_rows,
    floor_find,
    fmt_num,
    fmt_time,
    md_table,
    real_sentences,
    real_text,
    script_of,
    section,
    skipped_section,
    standalone_main,
)

TITLE = "Pipeline: nlp.pipe over answers, beside a plain loop"
CHUNKS_PER_ANSWER = 5
QUOTES_PER_ANSWER = 5
CHUNK_CHARS = 2_000
#: The pipeline may cost at most this many times the plain loop (CPU time).
TARGET_RATIO = 12.0
#: Answers per second on one core, at least.
TARGET_RATE = 300.0

_QUOTE_MARK = regex.compile(r'[\p{Pi}\p{Pf}"\[\]]')
_CITED = regex.compile(r"\u201c(.*?)\u201d \[chunk (\d+)\]", flags=regex.S)


@lru_cache(maxsize=1)
def _usable_rows() -> Tuple[Dict[str, Any], ...]:
    """Labelled corpus rows that can stand between quote marks in an answer (no quote mark or bracket)
    and whose script has real sentences to build a chunk from (a row written in fullwidth forms has none)."""
    scripts = {sc for sc, _, _ in real_sentences()}
    return tuple(r for r in corpus_rows() if not _QUOTE_MARK.search(r["quote"]) and script_of(r["source"]) in scripts)


def make_answers(n: int, seed: int) -> List[Tuple[str, List[str]]]:
    """``n`` (answer text, five chunk texts) pairs of real text in many scripts.

    Each answer quotes five labelled corpus rows (faithful and altered as the
    corpus mixes them) and cites, for each, a chunk of about 2 KB of real text of
    the row's script that holds the row's own source as one paragraph.
    """
    rows = _usable_rows()
    rng = random.Random(seed)
    out: List[Tuple[str, List[str]]] = []
    for i in range(n):
        picked = [rng.choice(rows) for _ in range(CHUNKS_PER_ANSWER)]
        chunks = [real_text(script_of(r["source"]), CHUNK_CHARS, seed * 100_003 + i * 7 + k, [r["source"]])
                  for k, r in enumerate(picked)]
        parts = [f"The documentation says \u201c{r['quote']}\u201d [chunk {k + 1}]." for k, r in enumerate(picked)]
        out.append((" ".join(parts), chunks))
    return out


def plain_loop(items: List[Tuple[str, List[str]]], folded_chunks: Optional[Dict[str, str]] = None) -> int:
    """What a user writes without this package: pull out each quotation and its chunk,
    case-fold both, ``str.find`` with a whole-word check. Returns how many were found.

    ``folded_chunks`` (chunk text -> its case-folded text) stands for a user who keeps the
    chunks of a fixed document set case-folded: a chunk found there is not folded again.
    """
    found = 0
    for text, chunks in items:
        folded: Dict[int, str] = {}
        for m in _CITED.finditer(text):
            k = int(m.group(2)) - 1
            if k not in folded:
                kept = folded_chunks.get(chunks[k]) if folded_chunks is not None else None
                folded[k] = kept if kept is not None else chunks[k].casefold()
            found += floor_find(m.group(1).casefold(), folded[k])
    return found


#: Corpus rows whose sources one chunk of a fixed document set holds (repeated-source row).
ROWS_PER_LIBRARY_CHUNK = 3


def make_library(size: int, seed: int) -> List[Tuple[str, List[Dict[str, Any]]]]:
    """A fixed document set: ``size`` chunks of about 2 KB of real text, each holding the
    sources of :data:`ROWS_PER_LIBRARY_CHUNK` labelled corpus rows of its script as paragraphs
    (the chunk and the rows it can be quoted by)."""
    rows = _usable_rows()
    by_script: Dict[Optional[str], List[Dict[str, Any]]] = {}
    for r in rows:
        by_script.setdefault(script_of(r["source"]), []).append(r)
    rng = random.Random(seed)
    library: List[Tuple[str, List[Dict[str, Any]]]] = []
    for j in range(size):
        first = rng.choice(rows)
        script = script_of(first["source"])
        members = [first]
        for r in rng.sample(by_script[script], min(len(by_script[script]), ROWS_PER_LIBRARY_CHUNK * 4)):
            if len(members) < ROWS_PER_LIBRARY_CHUNK and all(r["source"] != m["source"] for m in members):
                members.append(r)
        chunk = real_text(script, CHUNK_CHARS, seed * 100_003 + j, list(dict.fromkeys(m["source"] for m in members)))
        library.append((chunk, members))
    return library


def library_answers(
    library: List[Tuple[str, List[Dict[str, Any]]]], n: int, seed: int
) -> List[Tuple[str, List[str]]]:
    """``n`` answers over a fixed document set: each cites five of its chunks and quotes, for
    each, one of the rows that chunk holds (new combinations of the same chunks each seed)."""
    rng = random.Random(seed)
    out: List[Tuple[str, List[str]]] = []
    for _ in range(n):
        picked = rng.sample(library, CHUNKS_PER_ANSWER)
        rows = [rng.choice(members) for _, members in picked]
        parts = [f"The documentation says \u201c{r['quote']}\u201d [chunk {k + 1}]." for k, r in enumerate(rows)]
        out.append((" ".join(parts), [chunk for chunk, _ in picked]))
    return out


def component_ready() -> Optional[str]:
    """None when ``quote_verifier`` can be added to a pipeline, else why not."""
    try:
        import spacy

        from spacy_quoteverify import component  # noqa: F401  (registers the factory)

        nlp = spacy.blank("en")
        nlp.add_pipe("quote_verifier")
        if not hasattr(component, "verify_answers"):
            return "spacy_quoteverify.component has no verify_answers()"
    except (ImportError, ValueError, NotImplementedError) as err:
        return f"quote_verifier component not available: {type(err).__name__}: {err}"
    return None


def _timing_row(label: str, n_process: Any, answers: int, seconds: float, parent_cpu: float) -> Dict[str, Any]:
    """One result row's throughput (quotes and verified left empty)."""
    return {
        "config": label,
        "n_process": n_process,
        "answers": answers,
        "quotes": None,
        "verified": None,
        "seconds": round(seconds, 4),
        "answers_per_s": round(answers / seconds, 1) if seconds > 0 else None,
        "per_answer_s": seconds / max(1, answers),
        "parent_cpu_per_answer_s": parent_cpu / max(1, answers),
        "cpu_s": parent_cpu,
    }


def _row(label: str, n_process: int, docs: List[Any], seconds: float, parent_cpu: float) -> Dict[str, Any]:
    """One result row: throughput, and what the verdicts were (the same in every row)."""
    verdicts = [v for d in docs for v in d._.quote_verdicts]
    row = _timing_row(label, n_process, len(docs), seconds, parent_cpu)
    row.update(quotes=len(verdicts), verified=sum(1 for v in verdicts if v.verified))
    return row


def _median_row(runs: List[Dict[str, Any]]) -> Dict[str, Any]:
    """The run of median time, with every run's time beside it; ratios and CPU rates are medians of the runs."""
    ordered = sorted(runs, key=lambda r: r["seconds"])
    row = dict(ordered[(len(ordered) - 1) // 2])
    row["runs_s"] = [r["seconds"] for r in runs]
    ratios = [r["cpu_ratio"] for r in runs if r.get("cpu_ratio")]
    if ratios:
        row["cpu_ratio"] = statistics.median(ratios)
        row["cpu_ratios"] = [round(x, 2) for x in ratios]
    rates = [r["answers"] / r["cpu_s"] for r in runs if r.get("cpu_s")]
    if rates:
        row["answers_per_cpu_s"] = round(statistics.median(rates), 1)
    return row


def _plain_cpu(items: List[Tuple[str, List[str]]], folded_chunks: Optional[Dict[str, str]] = None) -> float:
    t0 = time.process_time()
    plain_loop(items, folded_chunks)
    return time.process_time() - t0


_HALVES: Dict[str, Any] = {}  # what the forked processes of _independent read


def _half(k: int) -> int:
    from spacy_quoteverify.component import verify_answers

    return sum(1 for _ in verify_answers(_HALVES["nlp"], _HALVES["items"][k::2], batch_size=_HALVES["batch_size"]))


def _independent(
    label: str, nlp: Any, items: List[Tuple[str, List[str]]], batch_size: int
) -> Optional[Dict[str, Any]]:
    """Two forked processes, each checking half of the answers on its own; None without fork."""
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    _HALVES.update(nlp=nlp, items=items, batch_size=batch_size)
    t0, c0 = time.perf_counter(), time.process_time()
    with multiprocessing.get_context("fork").Pool(2) as pool:
        done = sum(pool.map(_half, [0, 1], chunksize=1))
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    _HALVES.clear()
    return _timing_row(label, "2 independent", done, seconds, cpu)


def cold_run(n: int, seed: int, plain_first: bool) -> Dict[str, Any]:
    """First sight, in a fresh interpreter: ``n`` answers checked with nothing loaded before.

    The answers are made first (real text and the corpus; nothing of the package's checks).
    Then the package is imported and the pipeline built (its CPU time reported on its own as
    ``startup_cpu_s``), and the answers go through ``verify_answers`` once: every language's
    word tables, lexicons and detectors load within that timed run, as a user's first answers
    pay them. The plain loop runs once on the same answers, before or after it.
    """
    items = make_answers(n, seed)
    plain_cpu = _plain_cpu(items) if plain_first else None
    c0 = time.process_time()
    import spacy

    from spacy_quoteverify.component import verify_answers

    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier")
    startup = time.process_time() - c0
    t0, c0 = time.perf_counter(), time.process_time()
    docs = list(verify_answers(nlp, items, batch_size=max(1, min(32, n // 4))))
    row = _row(COLD_LABEL, 1, docs, time.perf_counter() - t0, time.process_time() - c0)
    plain_cpu = plain_cpu if plain_cpu is not None else _plain_cpu(items)
    row.update(plain_cpu_s=plain_cpu, cpu_ratio=row["cpu_s"] / plain_cpu if plain_cpu > 0 else None,
               plain_found=plain_loop(items), startup_cpu_s=startup)
    return row


COLD_LABEL = "cold: first sight, nothing loaded (default config)"
REPEATED_LABEL = "repeated sources (default config)"


def _cold(n: int, seed: int, plain_first: bool) -> Optional[Dict[str, Any]]:
    """:func:`cold_run` in a new interpreter (None, with the error printed, when it fails)."""
    import json
    import os
    import subprocess

    root = str(Path(__file__).resolve().parent.parent)
    env = dict(os.environ)
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    code = (
        "import json, sys\n"
        "from benchmarks.bench_pipeline import cold_run\n"
        f"sys.stdout.write('\\n' + json.dumps(cold_run({n}, {seed}, {plain_first})))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(f"cold pipeline run failed: {done.stderr[-2000:]}\n")
        return None
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def _repeated(nlp: Any, config: BenchConfig, n: int, repeats: int, batch_size: int, seed: int) -> Dict[str, Any]:
    """Answers over a fixed document set whose chunks were all checked before (untimed).

    A first pass of answers over the set prepares every chunk (and loads the languages of the
    quotations it holds); each timed run then checks new answers: new combinations of the
    same chunks, quoting rows those chunks hold, so quotations recur too. The plain loop
    keeps the chunks case-folded in the same way (folded in the first pass).
    """
    from spacy_quoteverify.component import verify_answers

    library = make_library(config.size(12, 60), seed)
    folded = {chunk: chunk.casefold() for chunk, _ in library}
    list(verify_answers(nlp, library_answers(library, config.size(12, 60), seed + 1)))
    runs = []
    for r in range(repeats):
        items = library_answers(library, n, seed + 2 + r)
        plain_cpu = None
        if r % 2:
            plain_cpu = _plain_cpu(items, folded)
        t0, c0 = time.perf_counter(), time.process_time()
        docs = list(verify_answers(nlp, items, batch_size=batch_size))
        row = _row(REPEATED_LABEL, 1, docs, time.perf_counter() - t0, time.process_time() - c0)
        plain_cpu = plain_cpu if plain_cpu is not None else _plain_cpu(items, folded)
        row.update(plain_cpu_s=plain_cpu, cpu_ratio=row["cpu_s"] / plain_cpu if plain_cpu > 0 else None,
                   plain_found=plain_loop(items, folded))
        runs.append(row)
    return _median_row(runs)


def _trie_cache_state() -> str:
    """How many of simplemma's dictionaries its on-disk trie cache holds now (the package
    reads them through it: a process finding a language there loads it in milliseconds,
    one that does not decodes and saves it)."""
    from simplemma.strategies.dictionaries.dictionary_factory import SUPPORTED_LANGUAGES

    from spacy_quoteverify.lang import lexicons

    folder = getattr(lexicons._simplemma_dictionaries(), "_cache_dir", None)
    if folder is None:
        return "simplemma's trie cache: folder unknown"
    held = sum(1 for code in SUPPORTED_LANGUAGES if (Path(folder) / f"{code}.dic").is_file())
    return f"simplemma's trie cache ({folder}) held {held} of its {len(SUPPORTED_LANGUAGES)} dictionaries"


def _table_cache_state() -> str:
    """How many word tables the package's own on-disk cache holds for this version of its inputs
    (spacy_quoteverify.lang.tablecache): a process finding a table there maps it instead of
    building it from spacy-lookups-data and simplemma."""
    from spacy_quoteverify.lang import tablecache

    folder = tablecache.cache_dir()
    if folder is None:
        return "the word-table cache was switched off"
    held = len(list((folder / "tables" / tablecache.cache_key()).glob("*.table")))
    return f"the word-table cache ({folder}) held {held} tables for this version"


def run(config: BenchConfig) -> Dict[str, Any]:
    """Answers per second for each configuration and process count."""
    why = component_ready()
    if why is not None:
        return skipped_section("pipeline", TITLE, why)
    import spacy

    from spacy_quoteverify.component import verify_answers

    cache_before = _trie_cache_state()
    tables_before = _table_cache_state()
    n = config.size(24, 300)
    n_cold = config.size(8, 150)
    repeats = config.size(1, 3)
    # Enough batches for both processes to have some even in a quick run.
    batch_size = max(1, min(32, n // 4))
    rows: List[Dict[str, Any]] = []
    setups = [("default (both matchers)", {}), ("match check only", {"edit_matcher": False})]
    if config.quick:
        setups = setups[:1]
    seed = config.seed
    for label, cfg in setups:
        nlp = spacy.blank("en")
        nlp.add_pipe("quote_verifier", config=cfg)
        seed += 1_000
        # Warm-up in this process, on answers not timed: the lexicons of the many languages
        # of the corpus load on first use.
        list(verify_answers(nlp, make_answers(config.size(8, 60), seed)))
        runs: Dict[Any, List[Dict[str, Any]]] = {1: [], 2: [], "independent": []}
        for r in range(repeats):
            order = (1, 2, "independent") if r % 2 == 0 else ("independent", 2, 1)
            for how in order:
                seed += 1
                items = make_answers(n, seed)
                if how == "independent":
                    found = _independent(label, nlp, items, batch_size)
                    if found is not None:
                        runs[how].append(found)
                    continue
                plain_cpu = None
                if how == 1 and r % 2:  # the plain loop first on odd runs, after on even ones
                    plain_cpu = _plain_cpu(items)
                t0, c0 = time.perf_counter(), time.process_time()
                docs = list(verify_answers(nlp, items, batch_size=batch_size, n_process=how))
                row = _row(label, how, docs, time.perf_counter() - t0, time.process_time() - c0)
                if how == 1:
                    plain_cpu = plain_cpu if plain_cpu is not None else _plain_cpu(items)
                    row.update(plain_cpu_s=plain_cpu, cpu_ratio=row["cpu_s"] / plain_cpu if plain_cpu > 0 else None,
                               plain_found=plain_loop(items))
                runs[how].append(row)
        rows.extend(_median_row(runs[how]) for how in (1, 2, "independent") if runs[how])
        if not cfg:
            seed += 1_000
            repeated = _repeated(nlp, config, n, repeats, batch_size, seed)
    # First sight: each run in a new interpreter, nothing loaded or prepared before.
    cold_runs = [row for r in range(repeats) for row in [_cold(n_cold, config.seed + 7 + r, bool(r % 2))] if row]
    if cold_runs:
        rows.append(_median_row(cold_runs))
    rows.append(repeated)
    if not config.quick:
        # What a direct nlp.pipe over Docs gets without fast_doc_serialization.
        nlp = spacy.blank("en")
        nlp.add_pipe("quote_verifier")
        answer_docs = []
        for text, chunks in make_answers(n, seed + 1):
            doc = nlp.make_doc(text)
            doc._.sources = chunks
            answer_docs.append(doc)
        t0, c0 = time.perf_counter(), time.process_time()
        docs = list(nlp.pipe(answer_docs, batch_size=batch_size, n_process=2))
        rows.append(_row("plain nlp.pipe, default", 2, docs, time.perf_counter() - t0, time.process_time() - c0))
    table = md_table(
        ["config", "n_process", "answers", "quotations verified", "wall time (median)", "answers/s (wall)",
         "answers/s (caller's CPU)", "caller's CPU per answer", "plain loop CPU per answer", "vs plain loop (CPU)",
         "runs"],
        [
            [r["config"], r["n_process"], r["answers"],
             f"{r['verified']}/{r['quotes']}" if r.get("quotes") is not None else "",
             fmt_time(r["seconds"]), fmt_num(r["answers_per_s"], 1), fmt_num(r.get("answers_per_cpu_s"), 1),
             fmt_time(r["parent_cpu_per_answer_s"]),
             fmt_time(r["plain_cpu_s"] / max(1, r["answers"])) if r.get("plain_cpu_s") else "",
             f"{r['cpu_ratio']:.1f}x" if r.get("cpu_ratio") else "",
             ", ".join(fmt_time(x) for x in r.get("runs_s", []))]
            for r in rows
        ],
    )
    notes = [
        f"Each answer: {QUOTES_PER_ANSWER} quotations of the bundled corpus (faithful and altered as it mixes "
        f"them, every script it has; rows holding a quote mark or a bracket left out) citing {CHUNKS_PER_ANSWER} "
        f"chunks of ~{CHUNK_CHARS:,} characters of real text of the row's script holding the row's own source; "
        f"every run its own answers; median of {repeats} interleaved runs. The plain loop pulls each quotation "
        "and its chunk number out with a regular expression, case-folds both and runs str.find with a whole-word "
        "check; it is timed in CPU time on the same answers beside each n_process=1 run, before it on odd runs "
        "and after it on even ones, and the ratio is the median of the runs' ratios. "
        "n_process=2 is the calling process and one worker (started within the timed run): the worker "
        "gets texts and sends plain results back, the caller checks answers itself whenever the worker "
        "has two pieces queued. '2 independent' is the machine's ceiling for two processes: two forked "
        "processes each checking half of the answers, nothing coordinated or sent back. A plain "
        "nlp.pipe serialises every Doc both ways in the parent, whose CPU per answer then bounds the "
        "gain of a second worker.",
        "Which row pays what. The default-config rows (the targets) are timed in a process that first "
        f"checked {config.size(8, 60)} other answers, untimed: the languages those answers met have their word "
        "tables, lexicons and detectors loaded before timing, languages first met in a timed run load inside "
        "it, and every chunk of a timed answer is new to the process (first sight of each source: each is "
        f"prepared inside the timed run). The cold row is {n_cold} answers in a new interpreter with nothing "
        "loaded or prepared: every language the answers meet loads inside the timed run, as a new process "
        "pays it (median of "
        f"{len(cold_runs)} such processes; importing the package and building the pipeline, not in the row: "
        + (", ".join(fmt_time(r.get("startup_cpu_s")) for r in cold_runs) or "n/a")
        + " CPU). The repeated-sources row checks new answers over a fixed set of "
        f"{config.size(12, 60)} chunks (each holding the sources of {ROWS_PER_LIBRARY_CHUNK} corpus rows) that "
        "an untimed first pass already checked: sources prepared and their languages loaded, quotations "
        "recurring; its plain loop keeps those chunks case-folded. "
        f"Word lists: {cache_before} and {tables_before} when this section started, so the cold row's "
        "processes decode only the dictionaries missing there and build only the tables missing there "
        "(and save them).",
    ]
    return section("pipeline", TITLE, rows, table, notes)


def main(argv: Optional[List[str]] = None) -> int:
    return standalone_main(run, argv)


if __name__ == "__main__":
    sys.exit(main())
