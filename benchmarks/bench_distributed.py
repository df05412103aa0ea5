"""Rows per second of the JSONL job in one process and on Dask.

Writes the generated corpus of ``bench_cli.py`` (fixed seed) and times the same
job three ways, checking that all three write the same bytes:

* ``one_process``: ``verify_jsonl``, the single-process command;
* ``local_workers``: ``verify_jsonl_dask(workers=N)``, which starts a local
  cluster of N worker processes, runs the job and stops the cluster, as
  ``quoteverify verify --workers N`` does (start-up included);
* ``cluster``: ``verify_jsonl_dask(client=...)`` on a cluster of N workers that
  is already running and has run the job once, as ``--scheduler ADDRESS`` does
  against a long-lived cluster (steady state).

It also measures how much CPU throughput N plain Python processes get here
compared with one (``cpu_parallel_ceiling``): on a shared or throttled machine
that is below N, and no cluster of N local workers can do better.

Prints one JSON object and one Markdown table row. Nothing is asserted about
the timings; on a machine with fewer free cores than workers the Dask paths can
be slower than one process.

    python benchmarks/bench_distributed.py                     # 4,000 rows, 2 workers
    python benchmarks/bench_distributed.py --quotes 20000 --no-edit-matcher
    quoteverify bench distributed --json bench_distributed.json
"""
from __future__ import annotations

import argparse
import io
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_cli import generate  # noqa: E402


def _timed(job: Callable[[], Any]) -> float:
    started = time.perf_counter()
    job()
    return time.perf_counter() - started


def _burn(loops: int) -> float:
    """Pure-Python CPU work; returns its wall time."""
    started = time.perf_counter()
    total = 0
    for i in range(loops):
        total += i * i
    return time.perf_counter() - started


def parallel_ceiling(workers: int, loops: int = 10_000_000) -> float:
    """How many times one process's CPU throughput N processes get here (N at most).

    On shared or throttled machines N busy processes get less than N cores; no
    cluster of N workers on this machine can beat this factor.

    Args:
        workers: Number of processes run at once.
        loops: Work per process.
    """
    import multiprocessing

    alone = _burn(loops)
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        started = time.perf_counter()
        pool.map(_burn, [loops] * workers)
        together = time.perf_counter() - started
    return workers * alone / together


def run(args: argparse.Namespace) -> Dict[str, Any]:
    """Time the three paths on one generated corpus."""
    import distributed

    from spacy_quoteverify.batch.cluster import verify_jsonl_dask
    from spacy_quoteverify.cli import verify_jsonl

    options: Dict[str, Any] = {} if args.edit_matcher else {"edit_matcher": False}
    with tempfile.TemporaryDirectory(prefix="bench_distributed_") as tmp:
        folder = Path(tmp)
        made, _ = generate(folder, args.sources, args.quotes, args.source_chars, args.seed)
        quotes, chunks = folder / "quotes.jsonl", folder / "chunks.jsonl"
        common = dict(chunks_path=chunks, progress=False, log=io.StringIO(), options=options)

        seconds: Dict[str, float] = {}
        seconds["one_process"] = _timed(lambda: verify_jsonl(quotes, folder / "one.jsonl", **common))
        seconds["local_workers"] = _timed(
            lambda: verify_jsonl_dask(
                quotes, folder / "local.jsonl", workers=args.workers,
                rows_per_partition=args.rows_per_partition, **common,
            )
        )
        started = time.perf_counter()
        cluster = distributed.LocalCluster(
            n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=":0"
        )
        client = distributed.Client(cluster)
        cluster_start = time.perf_counter() - started
        try:
            def on_cluster(name: str) -> None:
                verify_jsonl_dask(
                    quotes, folder / name, client=client,
                    rows_per_partition=args.rows_per_partition, **common,
                )

            first = _timed(lambda: on_cluster("cold.jsonl"))
            seconds["cluster"] = _timed(lambda: on_cluster("cluster.jsonl"))
        finally:
            client.close()
            cluster.close()
        reference = (folder / "one.jsonl").read_bytes()
        differs = [
            name
            for name in ("local.jsonl", "cold.jsonl", "cluster.jsonl")
            if (folder / name).read_bytes() != reference
        ]
        rows = reference.count(b"\n")
    rates = {name: round(rows / s, 1) for name, s in seconds.items()}
    return {
        "benchmark": "distributed_verify",
        "rows": rows,
        "sources": args.sources,
        "source_chars_mean": made["source_chars_mean"],
        "workers": args.workers,
        "rows_per_partition": args.rows_per_partition,
        "edit_matcher": args.edit_matcher,
        "cpu_count": os.cpu_count(),
        "load_average_1m": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
        "seconds": {name: round(s, 3) for name, s in seconds.items()},
        "rows_per_second": rates,
        "cluster_start_seconds": round(cluster_start, 3),
        "cluster_first_run_seconds": round(first, 3),
        "speedup_cluster_vs_one_process": round(seconds["one_process"] / seconds["cluster"], 2),
        "cpu_parallel_ceiling": round(parallel_ceiling(args.workers), 2),
        "identical_output": not differs,
        "outputs_differing_from_one_process": differs,
    }


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--quotes", type=int, default=4_000, help="rows (default 4000)")
    parser.add_argument("--sources", type=int, default=200, help="chunks (default 200)")
    parser.add_argument("--source-chars", type=int, default=2_000, help="characters per chunk (default 2000)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--rows-per-partition", type=int, default=1_000, help="rows per partition (default 1000)")
    parser.add_argument("--no-edit-matcher", dest="edit_matcher", action="store_false",
                        help="skip the edit-distance check in all three paths")
    parser.add_argument("--seed", type=int, default=13, help="random seed (default 13)")
    parser.add_argument("--json", help="also write the result to this JSON file")
    args = parser.parse_args(argv)
    try:
        import distributed  # noqa: F401
    except ImportError:
        print(json.dumps({"benchmark": "distributed_verify",
                          "skipped": "needs pip install 'spacy-quoteverify[dask]'"}))
        return 0
    result = run(args)
    text = json.dumps(result, indent=2)
    print(text)
    if args.json:
        Path(args.json).write_text(text + "\n", encoding="utf-8")
    r = result["rows_per_second"]
    print(
        f"| quoteverify verify on Dask | {result['rows']:,} rows, {result['sources']:,} chunks of "
        f"~{result['source_chars_mean']:,} chars, {result['workers']} workers | "
        f"1 process {r['one_process']:,} rows/s | --workers {result['workers']} "
        f"{r['local_workers']:,} rows/s | running cluster {r['cluster']:,} rows/s | "
        f"x{result['speedup_cluster_vs_one_process']} (CPU ceiling here "
        f"x{result['cpu_parallel_ceiling']}) |"
    )
    return 0 if result["identical_output"] else 1


if __name__ == "__main__":
    sys.exit(main())
