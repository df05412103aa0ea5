"""The Dask path gives, row by row, the same records as the single-process command.

One real local cluster (two worker processes, one thread each) is started for
the module and shared by the tests that need it.
"""
from __future__ import annotations

import functools
import io
import json
import pickle
import random
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Tuple

import pytest

dd = pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("distributed")
cloudpickle = pytest.importorskip("cloudpickle")
pd = pytest.importorskip("pandas")

import dask  # noqa: E402

from spacy_quoteverify.batch import cluster as qd  # noqa: E402
from spacy_quoteverify.batch.manifest import ResumeRefused, manifest_path  # noqa: E402
from spacy_quoteverify.cli import ChunksNeeded, load_chunks, main, verify_jsonl  # noqa: E402
from spacy_quoteverify.options import VerifyOptions  # noqa: E402
from spacy_quoteverify.verdict import verify_quote  # noqa: E402


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    """A real local cluster: two worker processes with one thread each, and no dashboard."""
    cluster = distributed.LocalCluster(
        n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None
    )
    with distributed.Client(cluster) as c:
        yield c
    cluster.close()


# --------------------------------------------------------------------------
# A generated corpus: short sources and quotations of every sort of line
# --------------------------------------------------------------------------

WORDS = "sales costs margin revenue trial group rate survey sample dose arm total share".split()
VERBS = "rose fell grew declined reached dropped".split()


def _sentence(rng: random.Random) -> str:
    words = [rng.choice(WORDS) for _ in range(rng.randint(2, 4))]
    return f"{' '.join(words).capitalize()} {rng.choice(VERBS)} to {rng.randint(2, 99)}.{rng.randint(0, 9)}%."


def _quote(rng: random.Random, source: str) -> str:
    sentence = rng.choice(source.split(". ")).rstrip(".") + "."
    roll = rng.random()
    if roll < 0.4:
        return sentence
    if roll < 0.55:
        return "\u201c" + sentence.upper() + "\u201d"
    if roll < 0.7:
        return sentence.replace(".", ",", 1) if "." in sentence[:-1] else sentence + " not"
    if roll < 0.8:
        return sentence.replace(" rose", " did not rise").replace(" fell", " never fell")
    if roll < 0.9:
        words = sentence.split()
        return " ".join(words[:2]) + " ... " + " ".join(words[-2:])
    return _sentence(rng)


def write_corpus(folder: Path, rows: int, chunks: int = 300, seed: int = 7) -> Tuple[Path, Path]:
    """Write quotes.jsonl and chunks.jsonl; returns their paths.

    The quotations name chunks by int and str ids, carry inline sources, name
    unknown chunks, come with and without ids, in several kinds and languages;
    a few lines are broken JSON, broken UTF-8, blank or have mistyped fields.
    The chunks file has a bad line, a repeated id and ``source_text``.
    """
    rng = random.Random(seed)
    sources = [" ".join(_sentence(rng) for _ in range(rng.randint(2, 4))) for _ in range(chunks)]
    chunk_path = folder / "chunks.jsonl"
    with open(chunk_path, "w", encoding="utf-8") as out:
        for i, text in enumerate(sources):
            if i % 50 == 7:
                out.write(json.dumps({"chunk_id": i, "text": "ignored", "source_text": text}) + "\n")
            else:
                out.write(json.dumps({"chunk_id": i, "text": text}) + "\n")
        out.write('{"chunk_id": 3, "text": "a repeated id, ignored"}\n')
        out.write("{not json\n")
        out.write(json.dumps({"chunk_id": [1], "text": "bad id"}) + "\n")
    quote_path = folder / "quotes.jsonl"
    with open(quote_path, "wb") as out:
        for n in range(rows):
            roll = rng.random()
            if roll < 0.002:
                out.write(b"{broken json\n")
                continue
            if roll < 0.003:
                out.write(b'{"id": "bad-utf8", "quote": "\xff"}\n')
                continue
            if roll < 0.004:
                out.write(b"\n")
                continue
            if roll < 0.006:
                out.write(json.dumps({"id": n, "quote": 5, "chunk_id": 1}).encode() + b"\n")
                continue
            c = rng.randrange(chunks)
            obj: Dict[str, Any] = {"id": f"q{n}" if n % 3 else n, "quote": _quote(rng, sources[c])}
            if roll < 0.15:
                obj["source"] = sources[c]
            elif roll < 0.17:
                obj["chunk_id"] = chunks + rng.randrange(5)  # not in the chunks file
            else:
                obj["chunk_id"] = str(c) if roll < 0.4 else c
            if roll > 0.97:
                obj["kind"] = rng.choice(["verbatim", "answer"])
            if roll > 0.95 and roll <= 0.97:
                obj["lang"] = "de"
            if n % 97 == 0:
                del obj["id"]
            out.write(json.dumps(obj, ensure_ascii=False).encode("utf-8") + b"\n")
    return quote_path, chunk_path


def single_process(quotes: Path, chunks: Path, out: Path, **kwargs: Any) -> Tuple[bytes, Any, str]:
    log = io.StringIO()
    summary = verify_jsonl(quotes, out, chunks_path=chunks, progress=False, log=log, **kwargs)
    return out.read_bytes(), summary, log.getvalue()


def on_cluster(quotes: Path, chunks: Optional[Path], out: Path, client: Any, **kwargs: Any) -> Tuple[bytes, Any, str]:
    log = io.StringIO()
    summary = qd.verify_jsonl_dask(
        quotes, out, chunks_path=chunks, progress=False, log=log, client=client, **kwargs
    )
    return out.read_bytes(), summary, log.getvalue()


def assert_same_lines(expected: bytes, got: bytes) -> None:
    want, have = expected.splitlines(), got.splitlines()
    assert len(have) == len(want)
    for number, (a, b) in enumerate(zip(want, have), start=1):
        assert b == a, f"output line {number} differs"


# --------------------------------------------------------------------------
# The cluster gives the single-process output, row by row
# --------------------------------------------------------------------------


def test_cluster_output_equals_single_process_output_on_1200_rows(tmp_path: Path, client: Any) -> None:
    quotes, chunks = write_corpus(tmp_path, 1_200, chunks=160)
    options = {"edit_matcher": False}
    want, want_summary, want_log = single_process(quotes, chunks, tmp_path / "one.jsonl", options=options)
    got, summary, log = on_cluster(
        quotes, chunks, tmp_path / "dask.jsonl", client, options=options, rows_per_partition=150
    )
    assert len(want.splitlines()) >= 1_170
    assert_same_lines(want, got)
    assert summary == want_summary
    assert log == want_log


def test_cluster_output_equals_single_process_output_with_default_options(
    tmp_path: Path, client: Any
) -> None:
    quotes, chunks = write_corpus(tmp_path, 800, chunks=60, seed=11)
    want, want_summary, _ = single_process(quotes, chunks, tmp_path / "one.jsonl", lang="en")
    got, summary, _ = on_cluster(
        quotes, chunks, tmp_path / "dask.jsonl", client, lang="en", rows_per_partition=150
    )
    assert_same_lines(want, got)
    assert summary == want_summary
    records = [json.loads(line) for line in got.splitlines()]
    assert {r.get("quote_status") for r in records} >= {"verbatim", None}
    assert any(r.get("verified") is True for r in records)
    assert any(r.get("verified") is False for r in records)
    assert any("error" in r for r in records)
    assert any(r.get("reason") == "no_source" for r in records)


def test_cluster_without_chunks_file_refuses_like_one_process(tmp_path: Path, client: Any) -> None:
    quotes, chunks = write_corpus(tmp_path, 300, chunks=20, seed=3)
    errors = []
    for run in (verify_jsonl, functools.partial(qd.verify_jsonl_dask, client=client)):
        with pytest.raises(ChunksNeeded) as info:
            run(quotes, tmp_path / "out.jsonl", progress=False, log=io.StringIO())
        errors.append(str(info.value))
        assert not (tmp_path / "out.jsonl").exists()
    assert errors[0] == errors[1] and "no --chunks file" in errors[0]


def test_resume_on_cluster_finishes_a_cut_off_output(tmp_path: Path, client: Any) -> None:
    quotes, chunks = write_corpus(tmp_path, 300, chunks=30, seed=5)
    options = {"edit_matcher": False}
    want, _, _ = single_process(quotes, chunks, tmp_path / "one.jsonl", options=options)
    out = tmp_path / "dask.jsonl"
    out.write_bytes(want[: len(want) // 2])  # stops in the middle of a line
    # The interrupted run was a single-process one: its manifest lets the cluster finish it.
    manifest_path(out).write_bytes(manifest_path(tmp_path / "one.jsonl").read_bytes())
    with pytest.raises(ResumeRefused, match="option edit_matcher was False, now True"):
        qd.verify_jsonl_dask(quotes, out, chunks_path=chunks, resume=True, log=io.StringIO(), client=client)
    with pytest.raises(ResumeRefused, match="chunks file"):
        qd.verify_jsonl_dask(quotes, out, resume=True, log=io.StringIO(), client=client, options=options)
    assert out.read_bytes() == want[: len(want) // 2]
    summary = qd.verify_jsonl_dask(
        quotes, out, chunks_path=chunks, resume=True, progress=False, log=io.StringIO(),
        client=client, options=options, rows_per_partition=50,
    )
    assert summary.skipped > 0
    assert_same_lines(want, out.read_bytes())


def test_command_line_with_scheduler_address_writes_the_same_file(tmp_path: Path, client: Any) -> None:
    quotes, chunks = write_corpus(tmp_path, 200, chunks=30, seed=9)
    want, _, _ = single_process(quotes, chunks, tmp_path / "one.jsonl", options={"structure": False})
    out = tmp_path / "dask.jsonl"
    code = main([
        "verify", str(quotes), "--chunks", str(chunks), "-o", str(out), "--no-structure",
        "--no-progress", "--scheduler", client.scheduler.address,
    ])
    assert code == 0
    assert_same_lines(want, out.read_bytes())


def test_empty_input_writes_an_empty_output(tmp_path: Path, client: Any) -> None:
    quotes = tmp_path / "empty.jsonl"
    quotes.write_text("\n\n")
    summary = qd.verify_jsonl_dask(quotes, tmp_path / "out.jsonl", client=client, log=io.StringIO())
    assert (tmp_path / "out.jsonl").read_bytes() == b""
    assert summary.describe().startswith("0 lines")


def test_a_single_line_after_blank_lines_is_written_once(tmp_path: Path, client: Any) -> None:
    quotes = tmp_path / "one.jsonl"
    quotes.write_text('\n\n{"id": 1, "quote": "rose 12%", "source": "Sales rose 12% in May."}\n')
    verify_jsonl(quotes, tmp_path / "a.jsonl", progress=False, log=io.StringIO())
    want = (tmp_path / "a.jsonl").read_bytes()
    got, summary, _ = on_cluster(quotes, None, tmp_path / "b.jsonl", client)
    assert got == want
    assert summary.verified == 1


def test_lone_surrogates_and_non_latin_text_travel_unchanged(tmp_path: Path, client: Any) -> None:
    quotes = tmp_path / "q.jsonl"
    lines = [
        {"id": "s", "quote": "caf\ud800 au lait", "source": "Un caf\ud800 au lait, merci."},
        {"id": "j", "quote": "売上は12%増加した", "chunk_id": "日本"},
        {"id": "r", "quote": "выручка выросла", "chunk_id": 1},
    ]
    quotes.write_text("".join(json.dumps(o) + "\n" for o in lines), encoding="utf-8")
    chunks = tmp_path / "c.jsonl"
    chunks.write_text(
        json.dumps({"chunk_id": "日本", "text": "今年、売上は12%増加した。"}) + "\n"
        + json.dumps({"chunk_id": 1, "text": "В мае выручка выросла на 12%."}) + "\n",
        encoding="utf-8",
    )
    want, _, _ = single_process(quotes, chunks, tmp_path / "one.jsonl")
    got, _, _ = on_cluster(quotes, chunks, tmp_path / "dask.jsonl", client)
    assert_same_lines(want, got)


# --------------------------------------------------------------------------
# Sources: joined by key, prepared once per worker
# --------------------------------------------------------------------------


def _rows_and_chunks(tmp_path: Path, rows: int, chunks: int, partitions: int) -> Tuple[Any, Any]:
    quotes, chunk_path = write_corpus(tmp_path, rows, chunks=chunks, seed=13)
    frames = [b.frame for b in qd.iter_row_batches(quotes, with_chunks=True, rows_per_partition=rows // partitions)]
    table = [(qd.join_key(k), t) for k, t in qd.iter_chunks(chunk_path, lambda m: None)]
    with dask.config.set({"dataframe.convert-string": False}):
        row_ddf = dd.from_pandas(pd.concat(frames, ignore_index=True), npartitions=partitions)
        chunk_ddf = dd.from_pandas(qd.chunk_frame(*map(list, zip(*table))), npartitions=3)
    return row_ddf, chunk_ddf


def test_each_chunk_text_reaches_only_one_partition(tmp_path: Path, client: Any) -> None:
    rows, chunks = _rows_and_chunks(tmp_path, 2_000, 200, 4)
    with dask.config.set({"dataframe.convert-string": False}):
        joined = qd.join_sources(rows, chunks, npartitions=4)
        parts = client.compute(joined.to_delayed(), sync=True)
    holders: Dict[str, set] = {}
    for number, part in enumerate(parts):
        for key, source in zip(part["chunk_key"], part["source"]):
            if isinstance(source, str):
                holders.setdefault(key, set()).add(number)
    assert len(holders) > 150
    assert all(len(numbers) == 1 for numbers in holders.values())
    sizes = [sum(isinstance(s, str) for s in part["source"].unique()) for part in parts]
    assert max(sizes) < len(holders)  # no partition holds every chunk


def _count_prepares() -> int:
    """Wrap this worker's source cache so that it counts the sources it has to prepare."""
    from spacy_quoteverify.text import source

    cache = source.SOURCE_CACHE
    counter = {"misses": 0}
    plain_get = type(cache).get

    def counting_get(text: str, lang: Any) -> Any:
        with cache._lock:
            cached = text in cache._items
        if not cached:
            counter["misses"] += 1
        return plain_get(cache, text, lang)

    cache.get = counting_get  # type: ignore[method-assign]
    source._PREPARE_COUNTER = counter  # type: ignore[attr-defined]
    return 0


def _prepares_so_far() -> int:
    from spacy_quoteverify.text import source

    return int(getattr(source, "_PREPARE_COUNTER", {"misses": -1})["misses"])


def _uncount() -> None:
    from spacy_quoteverify.text import source

    source.SOURCE_CACHE.__dict__.pop("get", None)


def test_worker_source_cache_is_reused_by_later_tasks(tmp_path: Path, client: Any) -> None:
    quotes, chunk_path = write_corpus(tmp_path, 400, chunks=40, seed=21)
    rows = pd.concat([b.frame for b in qd.iter_row_batches(quotes, with_chunks=True)])
    table = pd.DataFrame(
        [(qd.join_key(k), t) for k, t in qd.iter_chunks(chunk_path, lambda m: None)],
        columns=["chunk_key", "source"],
    )
    part = rows.merge(table, how="left", on="chunk_key")
    worker = sorted(client.scheduler_info()["workers"])[0]
    client.run(_count_prepares, workers=[worker])
    try:
        counts = []
        for _ in range(3):
            # Separate tasks, pinned to one worker, like the partitions of later jobs.
            future = client.submit(qd.verify_partition, part, None, {"edit_matcher": False},
                                   workers=[worker], pure=False)
            future.result()
            counts.append(client.run(_prepares_so_far, workers=[worker])[worker])
    finally:
        client.run(_uncount, workers=[worker])
    distinct = part["source"].dropna().nunique() + part["fields"].dropna().map(
        lambda f: json.loads(f)[2]).dropna().nunique()
    assert 0 < counts[0] <= distinct  # each source prepared once in the first task
    assert counts[1] == counts[0] and counts[2] == counts[0]  # and never again


# --------------------------------------------------------------------------
# Evidence tables already in Dask, and written results
# --------------------------------------------------------------------------


def test_verify_table_gives_the_records_of_the_same_jsonl_lines(tmp_path: Path, client: Any) -> None:
    rng = random.Random(4)
    sources = [" ".join(_sentence(rng) for _ in range(3)) for _ in range(25)]
    rows: List[Dict[str, Any]] = []
    for n in range(1, 301):
        c = rng.randrange(27)  # 25 and 26 are unknown chunks
        rows.append({"line": n, "id": f"e{n}", "quote": _quote(rng, sources[c % 25]), "chunk_id": c,
                     "kind": "verbatim" if n % 40 == 0 else "extracted"})
    quotes = tmp_path / "q.jsonl"
    quotes.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "line"}) + "\n" for r in rows))
    chunk_path = tmp_path / "c.jsonl"
    chunk_path.write_text("".join(json.dumps({"chunk_id": i, "text": t}) + "\n" for i, t in enumerate(sources)))
    options = {"edit_matcher": False}
    want, _, _ = single_process(quotes, chunk_path, tmp_path / "one.jsonl", options=options)

    with dask.config.set({"dataframe.convert-string": False}):
        evidence = dd.from_pandas(pd.DataFrame(rows), npartitions=3)
        chunk_table = dd.from_pandas(
            pd.DataFrame({"chunk_id": range(25), "text": sources}), npartitions=2
        )
        results = qd.verify_table(evidence, chunk_table, options=options).persist()
        ordered = results.set_index("line").compute()
        assert "\n".join(ordered["record"]).encode() + b"\n" == want

        written = qd.write_results(results, tmp_path / "parts", format="jsonl")
        assert written == 300
        parts = sorted((tmp_path / "parts").glob("part-*.jsonl"))
        lines = sorted(b"".join(p.read_bytes() for p in parts).splitlines())
        assert lines == sorted(want.splitlines())

        qd.write_results(results, tmp_path / "pq", format="parquet")
        back = pd.read_parquet(tmp_path / "pq").reset_index().sort_values("line")
        assert back["record"].tolist() == ordered["record"].tolist()
        assert back["verified"].tolist() == ordered["verified"].tolist()


def test_verify_table_names_a_missing_quote_column() -> None:
    with dask.config.set({"dataframe.convert-string": False}):
        evidence = dd.from_pandas(pd.DataFrame({"text": ["a"]}), npartitions=1)
    with pytest.raises(ValueError, match="'quote' column"):
        qd.verify_table(evidence)
    with pytest.raises(TypeError, match="got list"):
        qd.verify_table([{"quote": "a"}])


# --------------------------------------------------------------------------
# Client-side reading, options and pickling (no cluster needed)
# --------------------------------------------------------------------------


def test_streamed_chunks_equal_load_chunks_with_the_same_warnings(tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    path.write_bytes(
        b'{"chunk_id": 1, "text": "one"}\n'
        b'{"chunk_id": " 1 ", "text": "repeat"}\n'
        b'{"chunk_id": "2", "text": "t", "source_text": "st"}\n'
        b'{"chunk_id": 3, "text": "t", "source_text": ""}\n'
        b'{"chunk_id": true, "text": "bool id"}\n'
        b'{"chunk_id": 4}\n'
        b"[1, 2]\n"
        b"\xff\n"
        b"\n"
        b'{"chunk_id": "x", "text": 5, "source_text": "s"}\n'
    )
    want_warnings: List[str] = []
    want = load_chunks(path, want_warnings.append)
    warnings: List[str] = []
    got = dict(qd.iter_chunks(path, warnings.append))
    assert got == want
    assert warnings == want_warnings


def test_row_batches_cover_every_line_once(tmp_path: Path) -> None:
    quotes, _ = write_corpus(tmp_path, 1_000, chunks=10)
    batches = list(qd.iter_row_batches(quotes, with_chunks=True, rows_per_partition=128))
    lines = [n for b in batches for n in b.frame["line"]]
    assert lines == sorted(set(lines))
    assert all(len(b.frame) <= 128 for b in batches)
    assert [b.first_line for b in batches] == [int(b.frame["line"].iloc[0]) for b in batches]
    total = sum(1 for raw in quotes.read_bytes().splitlines() if raw.strip())
    assert len(lines) == total


@pytest.mark.parametrize(
    "scheduler, workers, expected",
    [
        ("local:3", None, (None, 3)),
        ("local", 2, (None, 2)),
        (None, 4, (None, 4)),
        ("tcp://127.0.0.1:8786", None, ("tcp://127.0.0.1:8786", 0)),
    ],
)
def test_scheduler_setting_is_read_as_address_or_local_workers(
    scheduler: Any, workers: Any, expected: Tuple[Any, int]
) -> None:
    assert qd.parse_scheduler(scheduler, workers) == expected


@pytest.mark.parametrize(
    "scheduler, workers, message",
    [
        ("local:0", None, "positive N"),
        ("local:x", None, "positive N"),
        ("local:2", 3, "disagree"),
        ("tcp://127.0.0.1:8786", 2, "cannot be used with the address"),
        (None, 0, "positive integer"),
    ],
)
def test_bad_scheduler_settings_are_refused(scheduler: Any, workers: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        qd.parse_scheduler(scheduler, workers)


def test_command_line_refuses_workers_with_an_address(tmp_path: Path, capsys: Any) -> None:
    quotes = tmp_path / "q.jsonl"
    quotes.write_text('{"quote": "a", "source": "a"}\n')
    code = main(["verify", str(quotes), "--scheduler", "tcp://127.0.0.1:1", "--workers", "2"])
    assert code == 2
    assert "cannot be used with the address" in capsys.readouterr().err


def test_missing_dask_names_the_extra_to_install(monkeypatch: Any) -> None:
    monkeypatch.setitem(__import__("sys").modules, "distributed", None)
    with pytest.raises(ImportError, match=r"spacy-quoteverify\[dask\]"):
        qd._require_dask()


def test_options_verdicts_and_the_task_function_pickle_small() -> None:
    options = VerifyOptions().replace(near_threshold=0.93, edit_matcher=False)
    verdict = verify_quote("Sales rose 12% in May.", "Sales rose 12% in May. Costs fell.")
    task = qd.verify_partition
    bound = __import__("functools").partial(qd.verify_partition, "en", {"decide": "both"})
    for thing in (options, verdict, task, bound):
        for dumps in (pickle.dumps, cloudpickle.dumps):
            blob = dumps(thing)
            assert len(blob) < 4_096, f"{thing!r:.60} pickles to {len(blob)} bytes"
            back = pickle.loads(blob)
            if callable(thing):
                assert callable(back) and getattr(back, "func", back) is getattr(thing, "func", thing)
            else:
                assert back == thing
    # Functions travel by name: no pipeline, no lexicon, no cache is inside.
    assert len(cloudpickle.dumps(task)) < 200


def test_verdict_does_not_depend_on_which_line_prepared_the_source() -> None:
    from spacy_quoteverify.text.source import SOURCE_CACHE

    source = "Die Umsätze sind im Mai nicht gestiegen, sagte der Bericht."
    quote = "Die Umsätze sind im Mai ... gestiegen"
    SOURCE_CACHE.clear()
    alone = verify_quote(quote, source)
    SOURCE_CACHE.clear()
    verify_quote("Mai", source, "en")  # an earlier line with "lang": "en" cites the same chunk
    after = verify_quote(quote, source)
    SOURCE_CACHE.clear()
    assert (after.verified, after.reason) == (alone.verified, alone.reason)
