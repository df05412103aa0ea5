"""Answers per second through ``nlp.pipe`` with the ``quote_verifier`` component.

Each answer carries five quotations, each citing one of five chunks of about
2 KB attached as ``doc._.sources``. The pipeline is ``spacy.blank("en")`` plus
the component, run with ``n_process=1`` and ``n_process=2``, with the default
configuration (both matchers) and with the edit-distance matcher switched off.
Times are wall-clock (the second process's work is only visible that way) and
include starting the worker processes; the parent process's own CPU time per
answer is reported beside them, since with two workers on two cores the
parent's share comes out of the workers' time. The full run adds a row for a
direct ``nlp.pipe`` over prepared Docs without
:func:`~spacy_quoteverify.component.fast_doc_serialization`, where the parent
also serialises every Doc both ways.

    python -m benchmarks.bench_pipeline [--quick]
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import (
    BenchConfig,
    fmt_num,
    fmt_time,
    md_table,
    sample_quote,
    section,
    skipped_section,
    standalone_main,
    synthetic_text,
)

TITLE = "Pipeline: nlp.pipe over answers"
CHUNKS_PER_ANSWER = 5
QUOTES_PER_ANSWER = 5
CHUNK_CHARS = 2_000


def make_answers(n: int, seed: int) -> List[Tuple[str, List[str]]]:
    """``n`` (answer text, five chunk texts) pairs; each answer quotes and cites the chunks."""
    rng = random.Random(seed)
    out: List[Tuple[str, List[str]]] = []
    for i in range(n):
        chunks = [synthetic_text("latin", CHUNK_CHARS, seed * 100_003 + i * 7 + k) for k in range(CHUNKS_PER_ANSWER)]
        parts = []
        for _ in range(QUOTES_PER_ANSWER):
            k = rng.randrange(CHUNKS_PER_ANSWER)
            # Within one paragraph: a quotation in an answer does not run over a blank line.
            paragraph = rng.choice(chunks[k].split("\n\n"))
            quote = sample_quote(rng, paragraph, rng.choice((50, 90, 140)))
            parts.append(f"The report states \u201c{quote}\u201d [chunk {k + 1}].")
        out.append((" ".join(parts), chunks))
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


def _row(label: str, n_process: int, docs: List[Any], seconds: float, parent_cpu: float) -> Dict[str, Any]:
    """One result row: throughput, and what the verdicts were (the same in every row)."""
    verdicts = [v for d in docs for v in d._.quote_verdicts]
    return {
        "config": label,
        "n_process": n_process,
        "answers": len(docs),
        "quotes": len(verdicts),
        "verified": sum(1 for v in verdicts if v.verified),
        "seconds": round(seconds, 4),
        "answers_per_s": round(len(docs) / seconds, 1) if seconds > 0 else None,
        "per_answer_s": seconds / max(1, len(docs)),
        "parent_cpu_per_answer_s": parent_cpu / max(1, len(docs)),
    }


def run(config: BenchConfig) -> Dict[str, Any]:
    """Answers per second for each configuration and process count."""
    why = component_ready()
    if why is not None:
        return skipped_section("pipeline", TITLE, why)
    import spacy

    from spacy_quoteverify.component import verify_answers

    n = config.size(24, 300)
    # Enough batches for both workers to have some even in a quick run.
    batch_size = max(1, min(32, n // 4))
    items = make_answers(n, config.seed)
    rows: List[Dict[str, Any]] = []
    setups = [("default (both matchers)", {}), ("match check only", {"edit_matcher": False})]
    if config.quick:
        setups = setups[:1]
    for label, cfg in setups:
        nlp = spacy.blank("en")
        nlp.add_pipe("quote_verifier", config=cfg)
        list(verify_answers(nlp, items[:2]))  # warm-up in this process
        for n_process in (1, 2):
            t0, c0 = time.perf_counter(), time.process_time()
            docs = list(verify_answers(nlp, items, batch_size=batch_size, n_process=n_process))
            rows.append(_row(label, n_process, docs, time.perf_counter() - t0, time.process_time() - c0))
    if not config.quick:
        # What a direct nlp.pipe over Docs gets without fast_doc_serialization.
        nlp = spacy.blank("en")
        nlp.add_pipe("quote_verifier")
        answer_docs = []
        for text, chunks in items:
            doc = nlp.make_doc(text)
            doc._.sources = chunks
            answer_docs.append(doc)
        t0, c0 = time.perf_counter(), time.process_time()
        docs = list(nlp.pipe(answer_docs, batch_size=batch_size, n_process=2))
        rows.append(_row("plain nlp.pipe, default", 2, docs, time.perf_counter() - t0, time.process_time() - c0))
    table = md_table(
        ["config", "n_process", "answers", "quotations verified", "wall time", "answers/s", "per answer",
         "parent CPU per answer"],
        [
            [r["config"], r["n_process"], r["answers"], f"{r['verified']}/{r['quotes']}",
             fmt_time(r["seconds"]), fmt_num(r["answers_per_s"], 1), fmt_time(r["per_answer_s"]),
             fmt_time(r["parent_cpu_per_answer_s"])]
            for r in rows
        ],
    )
    notes = [
        f"Each answer: {QUOTES_PER_ANSWER} quotations citing {CHUNKS_PER_ANSWER} chunks of "
        f"~{CHUNK_CHARS:,} characters. n_process=2 includes starting the workers; on a machine "
        "shared with other jobs it can be slower than one process. verify_answers sends its "
        "workers texts and gets plain results back; a plain nlp.pipe serialises every Doc both "
        "ways in the parent, whose CPU per answer then bounds the gain of a second worker.",
    ]
    return section("pipeline", TITLE, rows, table, notes)


def main(argv: Optional[List[str]] = None) -> int:
    return standalone_main(run, argv)


if __name__ == "__main__":
    sys.exit(main())
