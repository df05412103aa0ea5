"""Checking millions of quotations on a Dask cluster (``pip install spacy-quoteverify[dask]``).

The job is the one ``quoteverify verify`` runs on one machine, spread over the
workers of a ``distributed`` cluster:

1. The client streams the input JSONL once, checks each line's fields exactly as
   the single-process command does, and sends batches of rows to the workers
   (``Client.scatter``). Lines that cannot be read become their error record
   right there; the others travel as a compact JSON array of their fields.
2. Rows that name a chunk are joined to the chunk table by chunk key with a
   hash shuffle of both tables, so a partition only ever holds the chunks its
   own rows cite; no partition receives the whole chunk set. Rows that carry
   their own ``source`` skip the shuffle.
3. Each partition is checked by :func:`verify_partition`, a plain module-level
   function (it pickles by name). It prepares sources through the
   per-process :data:`~spacy_quoteverify.text.source.SOURCE_CACHE`, which lives as
   long as the worker process, so a chunk prepared for one task is reused by
   the next task on that worker. Rows are checked grouped by chunk so the
   cache is hit as often as possible.
4. The verdict records are shuffled back into input line ranges and written
   in input order, one partition at a time, byte for byte as the single-process
   command writes them.

:func:`verify_table` does steps 2–3 for evidence tables that already live in
Dask (read from Parquet, say), and :func:`write_results` writes its result as
Parquet or JSONL partitions.

The shuffles use Dask's task-based method rather than the Arrow-based one: text
read from JSON may hold lone surrogates (``"\\ud800"``), which Arrow strings
cannot carry, and the columns are kept as Python objects for the same reason.
"""
from __future__ import annotations

import functools
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Mapping, Optional, Sequence, TextIO, Tuple, overload

import pandas as pd

from spacy_quoteverify import reasons
from spacy_quoteverify.batch.job import (
    LineError,
    QuoteLine,
    VerifySummary,
    chunk_key,
    iter_chunks,
    lines_to_do,
    open_run_output,
    parse_quote_line,
    prepare_run,
    resume_pending,
    show_progress,
    start_summary,
    verify_line,
)
from spacy_quoteverify.batch.jsonl import (
    PathLike,
    dumps_line,
    open_input,
)
from spacy_quoteverify.options import resolve_options
from spacy_quoteverify.text.source import SOURCE_CACHE

#: Rows per input partition when the caller does not choose.
DEFAULT_PARTITION_ROWS = 5_000
#: Chunks per partition of the chunk table.
DEFAULT_CHUNK_PARTITION_ROWS = 2_000
#: Sources each worker process keeps prepared. Rows reach a worker grouped by
#: chunk, so a small cache already prepares each chunk once per partition; a
#: larger one saves work only when later jobs cite the same chunks.
DEFAULT_WORKER_CACHE = 256

#: Columns of the rows sent to the workers.
ROW_COLUMNS = ("line", "fields", "record", "chunk_key")
#: Columns of a result partition: the input line, the verdict's ``verified``
#: (None when there is nothing to decide or the line is an error), its
#: ``reason``, whether the line is an error record, and the output JSON line
#: (without its newline).
RESULT_COLUMNS = ("line", "verified", "reason", "error", "record")

_INSTALL_HINT = (
    "the Dask integration needs the optional packages dask[dataframe], distributed and "
    "pyarrow: pip install 'spacy-quoteverify[dask]'"
)


def _require_dask() -> None:
    """Raise ImportError with the install command when Dask is missing."""
    try:
        import dask.dataframe  # noqa: F401
        import distributed  # noqa: F401
    except ImportError as err:
        raise ImportError(_INSTALL_HINT) from err


# --------------------------------------------------------------------------
# Frames: the row and result schemas
# --------------------------------------------------------------------------


def _object_series(values: Sequence[Any]) -> pd.Series:
    """A column of Python objects (never converted to Arrow strings)."""
    return pd.Series(values, dtype=object)


def row_frame(
    lines: Sequence[int],
    fields: Sequence[Optional[str]],
    records: Sequence[Optional[str]],
    keys: Sequence[Optional[str]],
) -> pd.DataFrame:
    """A pandas frame in the row schema (:data:`ROW_COLUMNS`).

    lines (Sequence[int]): 1-based input line numbers.
    fields (Sequence[Optional[str]]): Per row, the JSON array ``[id, quote, source, chunk_id, kind, lang]``, or None
        for a row that is already an error record.
    records (Sequence[Optional[str]]): Per row, the finished output line for an error, else None.
    keys (Sequence[Optional[str]]): Per row, the join key of the chunk it needs, else None.
    """
    return pd.DataFrame(
        {
            "line": pd.Series(lines, dtype="int64"),
            "fields": _object_series(fields),
            "record": _object_series(records),
            "chunk_key": _object_series(keys),
        }
    )


def chunk_frame(keys: Sequence[str], sources: Sequence[str]) -> pd.DataFrame:
    """A pandas frame of the chunk table: ``chunk_key`` and ``source``.

    keys (Sequence[str]): Join keys (see :func:`join_key`), unique.
    sources (Sequence[str]): The text each chunk is checked against.
    """
    return pd.DataFrame({"chunk_key": _object_series(keys), "source": _object_series(sources)})


def result_frame(rows: List[Tuple[int, Optional[bool], Optional[str], bool, str]]) -> pd.DataFrame:
    """A pandas frame in the result schema (:data:`RESULT_COLUMNS`).

    rows (List[Tuple[int, Optional[bool], Optional[str], bool, str]]): ``(line, verified, reason, error, record)`` tuples.
    """
    columns: List[Tuple[Any, ...]] = list(zip(*rows)) if rows else [()] * 5
    return pd.DataFrame(
        {
            "line": pd.Series(columns[0], dtype="int64"),
            "verified": pd.Series(columns[1], dtype="boolean"),
            "reason": _object_series(list(columns[2])),
            "error": pd.Series(columns[3], dtype=bool),
            "record": _object_series(list(columns[4])),
        }
    )


@overload
def join_key(key: str) -> str: ...


@overload
def join_key(key: None) -> None: ...


@overload
def join_key(key: Optional[str]) -> Optional[str]: ...


def join_key(key: Optional[str]) -> Optional[str]:
    """The ASCII join key for a chunk key, or None.

    key (Optional[str]): A key from :func:`~spacy_quoteverify.batch.job.chunk_key`.

    >>> join_key("3")
    '"3"'
    """
    return None if key is None else json.dumps(key)


def _record_text(record: Mapping[str, Any]) -> str:
    """The output line of a record, without its newline."""
    return dumps_line(record)[:-1].decode("utf-8")


def _result_row(line: int, record: Dict[str, Any]) -> Tuple[int, Optional[bool], Optional[str], bool, str]:
    error = "error" in record
    verified = None if error else record.get("verified")
    return line, verified, record.get("reason"), error, _record_text(record)


# --------------------------------------------------------------------------
# The task function
# --------------------------------------------------------------------------


def verify_partition(
    part: pd.DataFrame, lang: Optional[str] = None, options: Optional[Mapping[str, Any]] = None
) -> pd.DataFrame:
    """Check one partition of rows joined to their sources; runs on a worker.

    part (pd.DataFrame): Rows in the row schema, plus a ``source`` column (the joined chunk
        text; missing or not a str when the chunk is unknown or not needed).
    lang (Optional[str]): Language code for rows without their own ``lang``.
    options (Optional[Mapping[str, Any]]): Verification options by name, as for ``verify_quote``.
    RETURNS (pd.DataFrame): A frame in the result schema, one row per input row.
    """
    opts = dict(options or {})
    lines = part["line"].tolist()
    done = part["record"].tolist()
    fields = [json.loads(f) if isinstance(f, str) else None for f in part["fields"].tolist()]
    joined = part["source"].tolist() if "source" in part.columns else [None] * len(lines)

    def source_of(i: int) -> str:
        row = fields[i]
        text = joined[i] if isinstance(joined[i], str) else row[2] if row else None
        return text if isinstance(text, str) else ""

    # Rows that share a source one after another, so each source is prepared
    # once and then found in the worker's cache.
    order = sorted(range(len(lines)), key=lambda i: (source_of(i), lines[i]))
    out = []
    for i in order:
        if isinstance(done[i], str):
            out.append(_result_row(lines[i], json.loads(done[i])))
            continue
        row = fields[i]
        if row is None:
            raise ValueError(f"row of line {lines[i]} has neither fields nor a finished record")
        rid, quote, source, cid, kind, row_lang = row
        item = QuoteLine(lines[i], rid, quote, source, cid, kind, row_lang)
        chunks: Optional[Dict[str, str]] = None
        if isinstance(joined[i], str):
            chunks = {chunk_key(cid): joined[i]}  # type: ignore[dict-item]
        out.append(_result_row(lines[i], verify_line(item, chunks, lang, opts)))
    return result_frame(out)


# --------------------------------------------------------------------------
# Building the job graph
# --------------------------------------------------------------------------


def _row_meta() -> pd.DataFrame:
    return row_frame([], [], [], [])


def join_sources(rows: Any, chunks: Any = None, *, npartitions: Optional[int] = None) -> Any:
    """Add to each row the text of the chunk it names, as a ``source`` column.

    Rows that name a chunk are joined to the chunk table with a hash shuffle of
    both on the key, so all rows of one chunk and that chunk's text meet in one
    partition, and no partition receives chunks its rows do not name. Rows that
    need no chunk skip the shuffle.

    rows (Any): A ``dask.dataframe.DataFrame`` in the row schema.
    chunks (Any): A ``dask.dataframe.DataFrame`` with ``chunk_key`` and ``source`` (unique keys),
        or None when no chunk table is given.
    npartitions (Optional[int]): Partitions of the joined rows; default the number of row partitions.
    """
    _require_dask()
    import dask.dataframe as dd

    if chunks is None:
        return rows.assign(source=None)
    needs = rows[rows["chunk_key"].notnull()]
    direct = rows[rows["chunk_key"].isnull()].assign(source=None)
    merged = needs.merge(
        chunks[["chunk_key", "source"]],
        how="left",
        on="chunk_key",
        npartitions=npartitions or rows.npartitions,
        shuffle_method="tasks",
    )
    return dd.concat([merged, direct])


def verify_rows(
    rows: Any,
    chunks: Any = None,
    *,
    lang: Optional[str] = None,
    options: Optional[Mapping[str, Any]] = None,
    npartitions: Optional[int] = None,
) -> Any:
    """The lazy result of checking a Dask frame of rows against a Dask chunk table.

    rows (Any): A ``dask.dataframe.DataFrame`` in the row schema.
    chunks (Any): A ``dask.dataframe.DataFrame`` with ``chunk_key`` and ``source`` (unique keys),
        or None when no row needs a chunk.
    lang (Optional[str]): Language code for rows without their own.
    options (Optional[Mapping[str, Any]]): Verification options by name.
    npartitions (Optional[int]): Partitions after the join; default the number of row partitions.
    RETURNS (Any): A lazy ``dask.dataframe.DataFrame`` in the result schema, not in input order.
    """
    opts = dict(options or {})
    resolve_options(None, opts)
    joined = join_sources(rows, chunks, npartitions=npartitions)
    return joined.map_partitions(
        verify_partition, lang, opts, meta=result_frame([]), align_dataframes=False
    )


def in_line_order(results: Any, divisions: List[int]) -> Any:
    """Shuffle results back into line ranges, sorted by line inside each partition.

    results (Any): A Dask frame in the result schema.
    divisions (List[int]): Sorted line boundaries: partition i holds lines in
        ``[divisions[i], divisions[i+1])`` (the last bound is inclusive).
    """
    return results.set_index("line", divisions=list(divisions), shuffle_method="tasks")


# --------------------------------------------------------------------------
# Evidence tables already in Dask
# --------------------------------------------------------------------------

_EVIDENCE_FIELDS = ("id", "quote", "source", "chunk_id", "kind", "lang")


def _plain(value: Any) -> Any:
    """A cell as a JSON value: missing (None/NaN/NA) as None, numpy scalars as Python ones."""
    if value is None or value is pd.NA:
        return None
    if isinstance(value, float) and value != value:
        return None
    if hasattr(value, "item") and not isinstance(value, (str, bytes)):
        return value.item()
    return value


def evidence_rows(part: pd.DataFrame, with_chunks: bool = True) -> pd.DataFrame:
    """Turn a partition of an evidence table into the row schema.

    The evidence table has the fields of an input line as columns (``quote``,
    and any of ``id``, ``source``, ``chunk_id``, ``kind``, ``lang``) and a
    ``line`` column that orders the rows; each row is checked exactly like the
    matching JSONL line.

    part (pd.DataFrame): One pandas partition of the evidence table.
    with_chunks (bool): Whether a chunk table is given (rows naming a chunk get a join key).
    """
    lines: List[int] = []
    fields: List[Optional[str]] = []
    records: List[Optional[str]] = []
    keys: List[Optional[str]] = []
    columns = [c for c in _EVIDENCE_FIELDS if c in part.columns]
    for values in zip(*(part[c] for c in ("line", *columns))):
        line = int(values[0])
        obj = {c: _plain(v) for c, v in zip(columns, values[1:])}
        obj = {c: v for c, v in obj.items() if v is not None}
        lines.append(line)
        try:
            item = parse_quote_line(obj, line)
        except LineError as err:
            fields.append(None)
            records.append(_record_text({"id": err.record_id, "line": line, "error": str(err)}))
            keys.append(None)
            continue
        fields.append(_fields_text(item))
        records.append(None)
        keys.append(join_key(chunk_key(item.chunk_id)) if with_chunks and item.source is None else None)
    return row_frame(lines, fields, records, keys)


def chunk_rows(part: pd.DataFrame) -> pd.DataFrame:
    """Turn a partition of a chunk table (``chunk_id``, ``text``, ``source_text``?) into join form.

    A non-empty ``source_text`` is checked before ``text``; rows with neither or
    with an unusable chunk id are dropped.

    part (pd.DataFrame): One pandas partition of the chunk table.
    """
    keys: List[str] = []
    sources: List[str] = []
    has_st = "source_text" in part.columns
    for i in range(len(part)):
        key = chunk_key(_plain(part["chunk_id"].iat[i]))
        st = _plain(part["source_text"].iat[i]) if has_st else None
        text = _plain(part["text"].iat[i]) if "text" in part.columns else None
        body = st if isinstance(st, str) and st else text if isinstance(text, str) else None
        if key is None or body is None:
            continue
        keys.append(join_key(key))
        sources.append(body)
    return chunk_frame(keys, sources)


def verify_table(
    evidence: Any,
    chunks: Any = None,
    *,
    lang: Optional[str] = None,
    options: Optional[Mapping[str, Any]] = None,
    npartitions: Optional[int] = None,
) -> Any:
    """The lazy result of checking an evidence table that lives in Dask.

    evidence (Any): A ``dask.dataframe.DataFrame`` with ``quote`` and any of ``id``, ``source``,
        ``chunk_id``, ``kind``, ``lang``; rows are numbered by a ``line`` column, else by the
        (integer) index.
    chunks (Any): A ``dask.dataframe.DataFrame`` with ``chunk_id`` and ``text`` (and optionally
        ``source_text``), one row per chunk id; or None.
    lang (Optional[str]): Language code for rows without their own.
    options (Optional[Mapping[str, Any]]): Verification options by name.
    npartitions (Optional[int]): Partitions after the join; default the evidence's.
    RETURNS (Any): A lazy Dask frame in the result schema (:data:`RESULT_COLUMNS`); sort it with
        ``.set_index("line")`` or write it with :func:`write_results`.
    """
    _require_dask()
    if not hasattr(evidence, "map_partitions") or not hasattr(evidence, "columns"):
        raise TypeError(
            f"evidence must be a dask.dataframe.DataFrame, got {type(evidence).__name__}"
        )
    if "quote" not in evidence.columns:
        raise ValueError(f"evidence needs a 'quote' column, got columns {list(evidence.columns)}")
    if "line" not in evidence.columns:
        evidence = evidence.assign(line=evidence.index)
    rows = evidence.map_partitions(evidence_rows, chunks is not None, meta=_row_meta())
    table = None
    if chunks is not None:
        if "chunk_id" not in chunks.columns:
            raise ValueError(f"chunks need a 'chunk_id' column, got columns {list(chunks.columns)}")
        table = chunks.map_partitions(chunk_rows, meta=chunk_frame([], []))
    return verify_rows(rows, table, lang=lang, options=options, npartitions=npartitions)


def _write_jsonl_part(part: pd.DataFrame, folder: str, partition_info: Optional[Dict[str, Any]] = None) -> pd.DataFrame:
    number = partition_info["number"] if partition_info else 0
    path = Path(folder) / f"part-{number:05d}.jsonl"
    ordered = part.sort_values("line") if "line" in part.columns else part.sort_index()
    with open(path, "wb") as stream:
        stream.write("".join(r + "\n" for r in ordered["record"]).encode("utf-8"))
    return pd.DataFrame({"rows": [len(part)]})


def write_results(results: Any, path: PathLike, format: str = "parquet") -> int:
    """Write a result frame as Parquet files or as ``part-NNNNN.jsonl`` files in a folder.

    Each JSONL part is sorted by line; with results from :func:`in_line_order`
    the parts concatenated by name are the whole output in input order.

    results (Any): A Dask frame in the result schema.
    path (PathLike): Output folder (on storage every worker can reach).
    format (str): "parquet" or "jsonl".
    RETURNS (int): The number of rows written (jsonl) or of partitions (parquet).
    """
    if format not in ("parquet", "jsonl"):
        raise ValueError(f"format must be 'parquet' or 'jsonl', got {format!r}")
    folder = os.fspath(path)
    if format == "parquet":
        # Text columns travel as Python objects; give them a string type so that
        # the Parquet schema is not guessed from placeholder values. Records
        # never hold lone surrogates (see dumps_line), so Arrow can take them.
        text = {name: pd.StringDtype() for name in ("reason", "record")}
        results.astype(text).to_parquet(folder)
        return int(results.npartitions)
    os.makedirs(folder, exist_ok=True)
    counts = results.map_partitions(
        _write_jsonl_part, folder, meta=pd.DataFrame({"rows": pd.Series([], dtype="int64")})
    )
    return int(counts["rows"].sum().compute())


# --------------------------------------------------------------------------
# Reading the JSONL job on the client
# --------------------------------------------------------------------------


def _fields_text(item: QuoteLine) -> str:
    """The fields of a checked line as one ASCII JSON array (safe for any transport)."""
    return json.dumps([item.id, item.quote, item.source, item.chunk_id, item.kind, item.lang])


@dataclass
class RowBatch:
    """One batch of input rows read on the client.

    Attributes:
        frame: The rows, in the row schema.
        first_line: The first line number in the batch.
        last_line: The last line number in the batch.
    """

    frame: pd.DataFrame
    first_line: int
    last_line: int


def iter_row_batches(
    input_path: PathLike,
    *,
    with_chunks: bool,
    rows_per_partition: int = DEFAULT_PARTITION_ROWS,
    pending: Optional[Any] = None,
    summary: Optional[VerifySummary] = None,
    warn: Callable[[str], None] = lambda message: None,
) -> Iterator[RowBatch]:
    """Read the input JSONL in batches of rows, checking fields as the single-process command does.

    input_path (PathLike): The input file, or "-".
    with_chunks (bool): Whether a chunks file is given (rows naming a chunk get a join key).
    rows_per_partition (int): Rows per batch.
    pending (Optional[Any]): For ``--resume``: a counter of record keys already written; matching lines
        are skipped (and the counter decremented).
    summary (Optional[VerifySummary]): Counts skipped lines.
    warn (Callable[[str], None]): Unused; kept for callers that pass it.
    RAISES (JsonlInputError): The input cannot be read at all.
    RAISES (ChunksNeeded): A line names a chunk but no chunks file was given.
    """
    lines: List[int] = []
    fields: List[Optional[str]] = []
    records: List[Optional[str]] = []
    keys: List[Optional[str]] = []
    with open_input(input_path) as stream:
        for item, record in lines_to_do(stream, with_chunks, pending, summary):
            lines.append(record["line"])
            if item is None:
                fields.append(None)
                records.append(_record_text(record))
                keys.append(None)
            else:
                fields.append(_fields_text(item))
                records.append(None)
                needs = with_chunks and item.source is None
                keys.append(join_key(chunk_key(item.chunk_id)) if needs else None)
            if len(lines) >= rows_per_partition:
                yield RowBatch(row_frame(lines, fields, records, keys), lines[0], lines[-1])
                lines, fields, records, keys = [], [], [], []
    if lines:
        yield RowBatch(row_frame(lines, fields, records, keys), lines[0], lines[-1])


# --------------------------------------------------------------------------
# Clients and workers
# --------------------------------------------------------------------------


def warm_worker(cache_size: int = DEFAULT_WORKER_CACHE) -> int:
    """Size this process's source cache and load the language data once; returns the pid.

    Run on every worker with ``client.run(warm_worker)``; later tasks on the
    worker reuse both.

    cache_size (int): Prepared sources to keep in this process.
    """
    from spacy_quoteverify.verdict import verify_quote

    SOURCE_CACHE.maxsize = max(int(cache_size), SOURCE_CACHE.maxsize)
    verify_quote("warm up", "warm up the checker")
    return os.getpid()


def parse_scheduler(scheduler: Optional[str], workers: Optional[int]) -> Tuple[Optional[str], int]:
    """Split ``--scheduler``/``--workers`` into (address or None for a local cluster, workers).

    scheduler (Optional[str]): An address (``tcp://host:8786``), ``local`` or ``local:N``, or None.
    workers (Optional[int]): Number of local worker processes, or None.

    >>> parse_scheduler("local:3", None)
    (None, 3)
    >>> parse_scheduler("tcp://10.0.0.5:8786", None)
    ('tcp://10.0.0.5:8786', 0)
    """
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 1):
        raise ValueError(f"--workers must be a positive integer, got {workers!r}")
    if scheduler is None or scheduler == "local":
        return None, workers or (os.cpu_count() or 1)
    if scheduler.startswith("local:"):
        count = scheduler[len("local:"):]
        if not count.isdigit() or int(count) < 1:
            raise ValueError(f"--scheduler local:N needs a positive N, got {scheduler!r}")
        if workers is not None and workers != int(count):
            raise ValueError(f"--scheduler {scheduler} and --workers {workers} disagree")
        return None, int(count)
    if workers is not None:
        raise ValueError(
            f"--workers starts a local cluster; it cannot be used with the address {scheduler!r}"
        )
    return scheduler, 0


class _Connection:
    """A client to an existing cluster, or a local cluster started and stopped with it."""

    def __init__(self, client: Any = None, scheduler: Optional[str] = None, workers: Optional[int] = None) -> None:
        self.client = client
        self._owned: List[Any] = []
        if client is None:
            from distributed import Client, LocalCluster

            address, count = parse_scheduler(scheduler, workers)
            if address is None:
                cluster = LocalCluster(
                    n_workers=count, threads_per_worker=1, processes=True, dashboard_address=":0"
                )
                self._owned.append(cluster)
                self.client = Client(cluster)
            else:
                self.client = Client(address)
            self._owned.insert(0, self.client)

    def close(self) -> None:
        for thing in self._owned:
            thing.close()


# --------------------------------------------------------------------------
# The JSONL job
# --------------------------------------------------------------------------


def verify_jsonl_dask(
    input_path: PathLike,
    output_path: Optional[PathLike] = None,
    *,
    chunks_path: Optional[PathLike] = None,
    lang: Optional[str] = None,
    resume: bool = False,
    progress: Optional[bool] = None,
    options: Optional[Mapping[str, Any]] = None,
    log: Optional[TextIO] = None,
    client: Any = None,
    scheduler: Optional[str] = None,
    workers: Optional[int] = None,
    rows_per_partition: int = DEFAULT_PARTITION_ROWS,
    cache_size: int = DEFAULT_WORKER_CACHE,
) -> VerifySummary:
    """:func:`~spacy_quoteverify.batch.job.verify_jsonl` on a Dask cluster: same output, same order.

    The input and chunks files are read on this machine and sent to the
    workers; the output is written here, in input order, one partition at a time.

    The parameters ``input_path`` to ``log`` are those of
    :func:`~spacy_quoteverify.batch.job.verify_jsonl` (the progress bar counts partitions written).

    client (Any): A ``distributed.Client`` to use; when None one is made from ``scheduler``.
    scheduler (Optional[str]): A scheduler address, or ``local``/``local:N``/None for a local cluster.
    workers (Optional[int]): Worker processes of the local cluster (default: one per core).
    rows_per_partition (int): Input rows per partition.
    cache_size (int): Prepared sources each worker keeps.
    RAISES (ImportError): Dask or distributed is not installed.
    RAISES (JsonlInputError): The input or chunks file cannot be read at all.
    RAISES (ValueError): A bad option, output equal to input, ``resume`` without an output file,
        or a bad scheduler/worker setting.
    """
    _require_dask()
    import dask
    import dask.dataframe as dd
    from tqdm import tqdm

    log = sys.stderr if log is None else log
    opts: Dict[str, Any] = dict(options or {})
    if isinstance(rows_per_partition, bool) or not isinstance(rows_per_partition, int) or rows_per_partition < 1:
        raise ValueError(f"rows_per_partition must be a positive integer, got {rows_per_partition!r}")
    # The same checks, manifest and resume rules as the single-process command.
    _, manifest = prepare_run(
        input_path, output_path, chunks_path=chunks_path, lang=lang, resume=resume, options=opts
    )
    if client is None:
        parse_scheduler(scheduler, workers)  # fail on a bad setting before starting anything
    summary, warn = start_summary(log)
    with dask.config.set({"dataframe.convert-string": False}):
        connection = _Connection(client, scheduler, workers)
        try:
            run = connection.client
            run.run(functools.partial(warm_worker, cache_size))
            table = None
            if chunks_path is not None:
                futures, batch_keys, batch_sources = [], [], []
                for key, body in iter_chunks(chunks_path, warn):
                    batch_keys.append(join_key(key))
                    batch_sources.append(body)
                    if len(batch_keys) >= DEFAULT_CHUNK_PARTITION_ROWS:
                        futures.append(run.scatter(chunk_frame(batch_keys, batch_sources)))
                        batch_keys, batch_sources = [], []
                if batch_keys or not futures:
                    futures.append(run.scatter(chunk_frame(batch_keys, batch_sources)))
                table = dd.from_delayed(futures, meta=chunk_frame([], []), verify_meta=False)
            pending = resume_pending(output_path, resume, summary)
            row_futures, divisions = [], []
            for batch in iter_row_batches(
                input_path,
                with_chunks=table is not None,
                rows_per_partition=rows_per_partition,
                pending=pending,
                summary=summary,
                warn=warn,
            ):
                row_futures.append(run.scatter(batch.frame))
                divisions.append(batch.first_line)
                last = batch.last_line
            out, must_close = open_run_output(output_path, resume, manifest)
            try:
                if not row_futures:
                    return summary
                divisions.append(last)
                rows = dd.from_delayed(row_futures, meta=_row_meta(), verify_meta=False)
                # Hash partitions differ in size; a few per worker keep them all busy.
                spread = 4 * max(1, sum(run.nthreads().values()))
                checked = verify_rows(
                    rows, table, lang=lang, options=opts, npartitions=max(len(row_futures), spread)
                )
                results = in_line_order(checked, divisions)
                parts = run.compute(results.to_delayed())
                show = show_progress(progress, log)
                bar = tqdm(total=len(parts), unit=" parts", file=log, disable=not show, dynamic_ncols=True)
                try:
                    for i, future in enumerate(parts):
                        frame = future.result()
                        parts[i] = None  # let the cluster forget the partition once written
                        _count(summary, frame)
                        if len(frame):
                            # One write per partition: whole lines, flushed, as JsonlWriter does.
                            out.write(("\n".join(frame["record"]) + "\n").encode("utf-8"))
                            out.flush()
                        bar.update(1)
                finally:
                    bar.close()
            finally:
                if must_close:
                    out.close()
        finally:
            connection.close()
    return summary


def _count(summary: VerifySummary, frame: pd.DataFrame) -> None:
    """Add a result partition's verdicts to the run's counts."""
    errors = int(frame["error"].sum())
    summary.errors += errors
    verified = frame.loc[~frame["error"], "verified"]
    summary.verified += int((verified == True).sum())  # noqa: E712 (nullable booleans)
    summary.refused += int((verified == False).sum())  # noqa: E712
    summary.none += int(verified.isna().sum())
    reason_column = frame.loc[~frame["error"], "reason"]
    summary.answers += int((verified.isna() & (reason_column == reasons.NOT_A_QUOTATION)).sum())


__all__ = [
    "verify_jsonl_dask",
    "verify_table",
    "verify_rows",
    "join_sources",
    "verify_partition",
    "in_line_order",
    "write_results",
    "iter_chunks",
    "iter_row_batches",
    "warm_worker",
    "parse_scheduler",
    "evidence_rows",
    "chunk_rows",
    "ROW_COLUMNS",
    "RESULT_COLUMNS",
]
