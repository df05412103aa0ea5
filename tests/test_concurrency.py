"""Concurrency and determinism: the same input gives the same verdict in
threads sharing prepared sources, in worker processes, and across runs; the
prepared-source cache stays bounded and consistent under threads."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Dict, List, Tuple

from spacy_quoteverify import verify_quote
from spacy_quoteverify.text.source import (
    SOURCE_CACHE,
    PreparedSource,
    _SourceCache,
    prepare_source,
)

SOURCE = (
    "Revenue rose 12% to 45.2 million dollars in 2019. The treatment did not reduce mortality. "
    "Patients aged 65 years were not enrolled. Costs fell by -3% while staff grew to 1,204. "
    "Die Behandlung hat die Sterblichkeit nicht gesenkt. Лечение не снизило смертность."
)
QUOTES = [
    "Revenue rose 12% to 45.2 million dollars",
    "Revenue rose 13% to 45.2 million dollars",
    "The treatment did ... reduce mortality",
    "The treatment did not reduce mortality",
    "Costs fell by 3%",
    "Costs fell by -3% while staff grew to 1,204",
    "hat die Sterblichkeit nicht gesenkt",
    "Лечение снизило смертность",
    "Patients aged 65 years were enrolled",
    "\u201cRevenue rose 12%\u201d",
]


def _fingerprint(verdict: Any) -> str:
    return json.dumps(verdict.to_dict(), sort_keys=True, ensure_ascii=False)


def _serial() -> List[str]:
    return [_fingerprint(verify_quote(q, SOURCE)) for q in QUOTES]


def test_threads_sharing_one_prepared_source_give_the_serial_verdicts() -> None:
    expected = _serial()
    shared = PreparedSource(SOURCE)  # views built lazily, raced for by the threads
    jobs = [(i, q) for _ in range(25) for i, q in enumerate(QUOTES)]
    with ThreadPoolExecutor(max_workers=8) as pool:
        got = list(pool.map(lambda job: (job[0], _fingerprint(verify_quote(job[1], shared))), jobs))
    assert all(fp == expected[i] for i, fp in got)


def test_threads_filling_the_cache_keep_it_bounded_and_consistent() -> None:
    cache = _SourceCache(maxsize=8)
    texts = [f"Source number {i} says revenue rose {i}%." for i in range(40)]

    def work(k: int) -> Tuple[str, str]:
        text = texts[k % len(texts)]
        return text, cache.get(text, None).original

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(work, range(2_000)))
    assert all(asked == got for asked, got in results)
    assert len(cache._items) <= 8


def test_the_global_cache_is_bounded() -> None:
    for i in range(SOURCE_CACHE.maxsize + 50):
        prepare_source(f"cache filler {i}")
    assert len(SOURCE_CACHE._items) <= SOURCE_CACHE.maxsize


def _answers() -> List[Tuple[str, Dict[int, str]]]:
    return [
        (f'The report says "{q}" [chunk 1], and "{QUOTES[(i + 1) % len(QUOTES)]}" [chunk 2].', {1: SOURCE, 2: SOURCE})
        for i, q in enumerate(QUOTES)
    ]


def _doc_results(docs: Any) -> List[Any]:
    return [
        ([_fingerprint(v) for v in doc._.quote_verdicts], doc._.quotes_verified, list(doc._.cited_unknown))
        for doc in docs
    ]


def test_two_worker_processes_give_the_single_process_verdicts() -> None:
    import spacy

    from spacy_quoteverify.component import verify_answers

    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier")
    single = _doc_results(verify_answers(nlp, _answers(), n_process=1))
    double = _doc_results(verify_answers(nlp, _answers(), batch_size=3, n_process=2))
    assert single == double
    assert any(verified is True for _, verified, _ in single)
    assert any(verified is False for _, verified, _ in single)


def test_two_command_line_runs_write_identical_output(tmp_path: Path) -> None:
    inp = tmp_path / "in.jsonl"
    inp.write_text(
        "".join(json.dumps({"id": i, "quote": q, "source": SOURCE}, ensure_ascii=False) + "\n" for i, q in enumerate(QUOTES)),
        encoding="utf-8",
    )
    outputs = []
    for run, seed in enumerate(("1", "2")):
        out = tmp_path / f"out{run}.jsonl"
        done = subprocess.run(
            [sys.executable, "-m", "spacy_quoteverify", "verify", str(inp), "-o", str(out)],
            check=False,
            capture_output=True,
            timeout=300,
            env={**os.environ, "PYTHONHASHSEED": seed},
        )
        assert done.returncode == 0, done.stderr
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]
    assert len(outputs[0].splitlines()) == len(QUOTES)


def test_the_cache_is_bounded_by_total_characters_too() -> None:
    cache = _SourceCache(maxsize=1000, max_chars=10_000)
    for i in range(50):
        cache.get(f"{i:04d} " + "x" * 995, None)
        assert cache.chars <= 10_000 and cache.chars == sum(len(t) for t in cache._items)
    assert len(cache._items) == 10
    assert "0049 " + "x" * 995 in cache._items and "0000 " + "x" * 995 not in cache._items
    huge = "y" * 50_000
    assert cache.get(huge, None) is cache.get(huge, None)  # one long document is still kept
    assert list(cache._items) == [huge] and cache.chars == 50_000
    cache.clear()
    assert cache.chars == 0
