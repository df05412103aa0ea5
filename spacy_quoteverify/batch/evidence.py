"""Checking a table of evidence rows against the chunks they came from.

An evidence row says what an answer rests on: a chunk id, the text presented as
evidence, and what kind of text it is:

* ``"verbatim"``: the chunk's own text, compared whole (no list, bold or
  elision reading);
* ``"extracted"``: a quotation a model wrote while extracting evidence;
* ``"answer"``: a per-chunk answer, which is not a quotation, so ``verified`` is None.

Chunk ids are positions (1-based) in the chunk list the answer was read from.

>>> rows = [{"chunk_id": 1, "text": "Revenue rose to 45.2 million dollars.", "kind": "extracted"}]
>>> [v.verified for v in verify_evidence(rows, ["Revenue rose to 45.2 million dollars."])]
[True]
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from spacy_quoteverify import reasons
from spacy_quoteverify.errors import must_be
from spacy_quoteverify.options import VerifyOptions, resolve_options
from spacy_quoteverify.text.source import PreparedSource, document_chunk_id, document_text, prepare_source
from spacy_quoteverify.verdict import KINDS, VERDICT_FIELDS, ChunkId, Verdict, verify_cited

#: Columns of the evidence table, in order (``field`` only when rows carry one).
TABLE_COLUMNS = [
    "chunk_id",
    "field",
    "kind",
    "verified",
    "match",
    "quote_status",
    "quote_sim",
    "quote_coverage",
    "quote_edits",
    "quote_critical_ok",
    "span",
    "reason",
    "start",
    "end",
    "found_in",
    "diff",
    "quote_start",
    "quote_end",
    "suggestion",
]

def _get(row: Any, name: str, default: Any = None) -> Any:
    """A row's value for ``name``, whether the row is a mapping or an object."""
    if isinstance(row, Mapping):
        return row.get(name, default)
    return getattr(row, name, default)


def _chunk_source(chunk: Any, where: str) -> Optional[str]:
    """The text a chunk is checked against: its ``source_text`` before its ``text``."""
    if chunk is None:
        return None
    if isinstance(chunk, str):
        return chunk
    if type(chunk).__name__ in ("Doc", "Span") and isinstance(getattr(chunk, "text", None), str):
        return str(chunk.text)
    if isinstance(chunk, Mapping) or hasattr(chunk, "text") or hasattr(chunk, "source_text"):
        for key in ("source_text", "text"):
            value = _get(chunk, key)
            if value is None:
                continue
            if not isinstance(value, str):
                raise TypeError(must_be(f"{where}.{key}", "a str", value))
            if value:
                return value
        if _get(chunk, "text") is None and _get(chunk, "source_text") is None:
            return document_text(chunk) or None  # a framework's document (or one written as a dict)
        return None
    found = document_text(chunk)
    if found is not None:
        return found or None
    raise TypeError(
        f"{where} must be a str, a dict with 'text' (and optionally 'source_text') or a document "
        f"with page_content/content/text, got {type(chunk).__name__}: {chunk!r:.80}"
    )


def _lookup_chunk(chunks: Any, chunk_id: Any) -> Any:
    """The chunk a row points at, or None when the chunk set has no such id."""
    if chunks is None or chunk_id is None:
        return None
    if isinstance(chunks, Mapping):
        if chunk_id in chunks:
            return chunks[chunk_id]
        alt: Any = str(chunk_id) if isinstance(chunk_id, int) else None
        if isinstance(chunk_id, str) and chunk_id.strip().isdigit():
            alt = int(chunk_id)
        return chunks.get(alt) if alt is not None else None
    # Positional: ids are 1-based positions in the list.
    position: Optional[int] = None
    if isinstance(chunk_id, bool):
        position = None
    elif isinstance(chunk_id, int):
        position = chunk_id
    elif isinstance(chunk_id, float) and chunk_id.is_integer():
        position = int(chunk_id)
    elif isinstance(chunk_id, str) and chunk_id.strip().isdigit():
        position = int(chunk_id)
    if position is None or not 1 <= position <= len(chunks):
        return None
    return chunks[position - 1]


def _stored_verified(value: Any) -> Optional[bool]:
    """The reader's own ``verified`` flag, read leniently (None when absent)."""
    if hasattr(value, "item") and not isinstance(value, (bool, int, float)):
        value = value.item()  # a numpy scalar from a table
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    return None  # absent, or a missing value (None, NaN, pd.NA)


def verify_evidence(
    rows: Iterable[Any],
    chunks: Optional[Union[Sequence[Any], Mapping[Any, Any]]] = None,
    *,
    lang: Optional[str] = None,
    **options: Any,
) -> List[Verdict]:
    """Check every evidence row; one :class:`Verdict` per row, in order.

    rows (Iterable[Any]): Dicts (or objects with attributes) with ``chunk_id``, ``text``,
        ``kind`` and optionally ``source_text``, ``field``, ``verified``.
    chunks (Optional[Union[Sequence[Any], Mapping[Any, Any]]]): The chunks the answer was read from: a list (ids are 1-based
        positions) of str, dicts with ``text`` and optional ``source_text``,
        or retrieval frameworks' documents (``page_content``, ``content``,
        ``text``, ``get_content()``; one whose metadata has a ``chunk_id`` is
        known by it), or a mapping id -> chunk.
    lang (Optional[str]): Language code of the sources, or None to guess it from the script.
    options (Any): Any field of :class:`VerifyOptions`.
    RETURNS (List[Verdict]): A list of verdicts; ``verified`` is None for ``answer`` rows and for rows
        whose chunk the chunk set lacks (reason ``no_source``).

    A row's own ``source_text`` (the text it was read from) is used when present;
    otherwise the chunk's ``source_text``, then its ``text``. Each chunk is
    prepared once and reused for all of its rows. An ``extracted`` row the reader
    already marked ``verified = False`` stays False; when its sentence is in the
    source, ``match`` is 1 and the reason ``reader_rejected``.
    """
    if isinstance(rows, (str, bytes, Mapping)) or not isinstance(rows, Iterable):
        raise TypeError(
            must_be("rows", "an iterable of evidence rows (dicts or objects)", rows)
        )
    if chunks is not None and (isinstance(chunks, (str, bytes)) or not isinstance(chunks, (Sequence, Mapping))):
        raise TypeError(
            must_be("chunks", "a list of chunks or a mapping id -> chunk", chunks)
        )
    if hasattr(rows, "to_dict") and hasattr(rows, "columns"):  # a pandas DataFrame
        rows = rows.to_dict("records")
    if chunks is not None and not isinstance(chunks, Mapping):
        named = [document_chunk_id(c) for c in chunks]
        if any(n is not None for n in named):
            # Documents naming their chunk id in their metadata are known by it.
            chunks = {i + 1 if n is None else n: c for i, (n, c) in enumerate(zip(named, chunks))}
    opts = resolve_options(None, options)
    prepared: Dict[Tuple[str, Any], PreparedSource] = {}
    verdicts: List[Verdict] = []
    for index, row in enumerate(rows):
        verdicts.append(_verify_row(index, row, chunks, lang, opts, prepared))
    return verdicts


def _verify_row(
    index: int,
    row: Any,
    chunks: Any,
    lang: Optional[str],
    opts: VerifyOptions,
    prepared: Dict[Tuple[str, Any], PreparedSource],
) -> Verdict:
    where = f"rows[{index}]"
    if row is None or isinstance(row, (str, bytes, int, float)):
        raise TypeError(must_be(where, "a dict or an object with attributes", row))
    text = _get(row, "text")
    if text is None:
        text = ""
    if not isinstance(text, str):
        raise TypeError(must_be(f"{where}.text", "a str", text))
    kind = _get(row, "kind") or "extracted"
    if kind not in KINDS:
        raise ValueError(f"{where}.kind must be one of {KINDS}, got {kind!r}")
    chunk_id: Optional[ChunkId] = _get(row, "chunk_id")
    if hasattr(chunk_id, "item"):  # numpy integer from a DataFrame
        chunk_id = chunk_id.item()  # type: ignore[union-attr]
    source = _get(row, "source_text")
    if source is not None and not isinstance(source, str):
        raise TypeError(must_be(f"{where}.source_text", "a str", source))
    key: Tuple[str, Any]
    if source:
        key = ("row", source)
    else:
        source = _chunk_source(_lookup_chunk(chunks, chunk_id), f"chunks[{chunk_id!r}]")
        key = ("chunk", chunk_id)
    src: Optional[PreparedSource] = None
    if source:
        # Prepare each distinct source once; rows of the same chunk share it.
        src = prepared.get(key)
        if src is None or src.original != source:
            src = prepare_source(source, lang)
            prepared[key] = src
    verdict = verify_cited(text, src, lang, kind=kind, chunk_id=chunk_id, options=opts)
    if src is not None and kind == "extracted" and _stored_verified(_get(row, "verified")) is False:
        # The reader knows the value the quotation was cited for; when it said
        # the quotation does not carry it, that stands even if the words are found
        # (with nothing to compare, the verdict stays no_source).
        if verdict.verified:
            verdict.match = 1.0
            verdict.reason = reasons.READER_REJECTED
        elif verdict.reason is None:
            verdict.reason = reasons.READER_REJECTED
        verdict.verified = False
    return verdict


def to_records(
    verdicts: Iterable[Verdict],
    rows: Optional[Sequence[Any]] = None,
    columns: Optional[Sequence[str]] = None,
) -> List[Dict[str, Any]]:
    """The verdicts as a list of flat dicts (one per row), ready for JSON or a table.

    verdicts (Iterable[Verdict]): Verdicts, e.g. from :func:`verify_evidence`.
    rows (Optional[Sequence[Any]]): The evidence rows they came from; their ``field`` is carried over.
    columns (Optional[Sequence[str]]): Columns to keep, in order (default: :data:`TABLE_COLUMNS`, with
        ``field`` only when ``rows`` are given). Any Verdict field may be named,
        ``passages`` included.
    """
    verdict_list = list(verdicts)
    for i, v in enumerate(verdict_list):
        if not isinstance(v, Verdict):
            raise TypeError(must_be(f"verdicts[{i}]", "a Verdict", v))
    if rows is not None and len(rows) != len(verdict_list):
        raise ValueError(f"rows must have one row per verdict: {len(rows)} rows for {len(verdict_list)} verdicts")
    if columns is None:
        columns = [c for c in TABLE_COLUMNS if c != "field" or rows is not None]
    unknown = [c for c in columns if c != "field" and c not in VERDICT_FIELDS]
    if unknown:
        raise ValueError(f"columns names unknown field(s) {unknown}; known: {VERDICT_FIELDS + ['field']}")
    out: List[Dict[str, Any]] = []
    for i, v in enumerate(verdict_list):
        data = v.to_dict()
        record: Dict[str, Any] = {}
        for c in columns:
            if c == "field":
                record[c] = _get(rows[i], "field") if rows is not None else None
            else:
                record[c] = data[c]
        out.append(record)
    return out


def to_dataframe(
    verdicts: Iterable[Verdict],
    rows: Optional[Sequence[Any]] = None,
    columns: Optional[Sequence[str]] = None,
) -> Any:
    """The verdicts as a pandas DataFrame (same columns as :func:`to_records`).

    ``verified`` and ``quote_critical_ok`` use pandas' nullable boolean type so a
    None stays a missing value instead of turning the column into objects.
    """
    try:
        import pandas as pd
    except ImportError as err:
        raise ImportError(
            "to_dataframe needs pandas, which is not installed; install it with "
            "`pip install pandas` (or `pip install spacy-quoteverify[test]`), or use to_records()"
        ) from err
    records = to_records(verdicts, rows=rows, columns=columns)
    if columns is None:
        columns = [c for c in TABLE_COLUMNS if c != "field" or rows is not None]
    frame = pd.DataFrame.from_records(records, columns=list(columns))
    for name in ("verified", "quote_critical_ok"):
        if name in frame.columns:
            frame[name] = frame[name].astype("boolean")
    for name in ("quote_edits", "start", "end", "quote_start", "quote_end"):
        if name in frame.columns:
            frame[name] = frame[name].astype("Int64")
    for name in ("match", "quote_sim", "quote_coverage"):
        if name in frame.columns:
            frame[name] = frame[name].astype("Float64")
    return frame


__all__ = ["verify_evidence", "to_records", "to_dataframe", "KINDS", "TABLE_COLUMNS"]
