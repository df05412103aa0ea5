"""Streaming JSON Lines: read one line at a time, write one whole line at a time.

The command line reads inputs of any length, so nothing here holds a file in
memory. Lines are read as bytes and decoded one by one, so a line with broken
UTF-8 or broken JSON is reported with its number and the lines after it are
still read. Output lines are written with one ``write`` call followed by a
flush: a run that is interrupted leaves complete lines plus at most one partial
line at the end, which :func:`prepare_resume` cuts off before appending.

The standard library's ``json`` is used rather than ``srsly.read_jsonl``
because the latter stops at the first bad line, while we need to report each
bad line and carry on.
"""
from __future__ import annotations

import json
import os
import sys
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, Hashable, Iterator, Mapping, Optional, Tuple, Union

PathLike = Union[str, "os.PathLike[str]"]

#: The name that stands for standard input / standard output.
STDIO = "-"

_BOM = "\ufeff"


class JsonlInputError(OSError):
    """An input file that cannot be read at all (missing, a directory, no permission)."""


@dataclass(frozen=True)
class JsonLine:
    """One non-blank line of a JSONL stream.

    Attributes:
        line: 1-based line number in the stream (blank lines count).
        value: The parsed JSON value, or None when ``error`` is set.
        error: Why the line could not be parsed, or None.
    """

    line: int
    value: Any
    error: Optional[str] = None
    #: For a line that could not be read: its "id" when that much was readable.
    id: Any = None


class JsonlOutputError(OSError):
    """An output file that cannot be written (no such folder, no permission, a directory)."""


def describe_oserror(what: str, path: PathLike, err: OSError, verb: str = "read") -> str:
    reason = err.strerror or type(err).__name__
    return f"cannot {verb} {what} {os.fspath(path)!r}: {reason}"


def open_output(path: PathLike, append: bool = False, what: str = "output file") -> BinaryIO:
    """Open ``path`` for binary writing (or appending).

    path (PathLike): The file to write.
    append (bool): Append to it instead of starting it again.
    what (str): How to name the file in error messages.
    RAISES (JsonlOutputError): The file cannot be opened for writing; the message is one line.
    """
    if Path(path).is_dir():
        raise JsonlOutputError(f"cannot write {what} {os.fspath(path)!r}: it is a directory")
    try:
        return open(path, "ab" if append else "wb")
    except OSError as err:
        raise JsonlOutputError(describe_oserror(what, path, err, "write")) from err


def write_text_file(path: PathLike, text: str, what: str) -> Path:
    """Write ``text`` as UTF-8 to ``path``, making its folder; a one-line error when it cannot.

    path (PathLike): The file to write.
    text (str): Its content.
    what (str): How to name the file in error messages ("report", "metrics file").
    RAISES (JsonlOutputError): The folder or the file cannot be written.
    """
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise JsonlOutputError(describe_oserror(what, path, err, "write")) from err
    with open_output(target, what=what) as stream:
        stream.write(text.encode("utf-8"))
    return target


@contextmanager
def open_input(path: PathLike, what: str = "input file") -> Iterator[BinaryIO]:
    """Open ``path`` for binary reading; ``"-"`` is standard input.

    path (PathLike): File to read, or "-" for standard input.
    what (str): How to name the file in error messages ("input file", "chunks file").
    RAISES (JsonlInputError): The file is missing, is a directory or cannot be opened.
    """
    if os.fspath(path) == STDIO:
        yield sys.stdin.buffer
        return
    p = Path(path)
    if p.is_dir():
        raise JsonlInputError(f"cannot read {what} {os.fspath(path)!r}: it is a directory")
    try:
        stream = open(p, "rb")
    except OSError as err:
        raise JsonlInputError(describe_oserror(what, path, err)) from err
    with stream:
        yield stream


def parse_line(raw: bytes, number: int) -> Optional[JsonLine]:
    """Decode and parse one raw line; None for a blank line.

    raw (bytes): The bytes of the line, with or without its line ending.
    number (int): Its 1-based line number, used in the result.

    >>> parse_line(b'{"a": 1}\\n', 1)
    JsonLine(line=1, value={'a': 1}, error=None, id=None)
    >>> parse_line(b'\\xff\\n', 2).error
    'invalid UTF-8 at byte 1 of the line (0xff)'
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        bad = raw[err.start : err.start + 1].hex()
        return JsonLine(
            number, None, f"invalid UTF-8 at byte {err.start + 1} of the line (0x{bad})", _readable_id(raw, number)
        )
    if number == 1 and text.startswith(_BOM):
        text = text[1:]
    # Without its line ending, so that an error at the end of the line is placed there
    # and not on a "line 2" that the file does not have.
    text = text.rstrip("\r\n")
    if not text.strip():
        return None
    try:
        return JsonLine(number, json.loads(text))
    except json.JSONDecodeError as err:
        # err.pos counts characters of this one line from 0; columns count from 1, as editors do.
        what = err.msg[: -len(" at")] if err.msg.endswith(" at") else err.msg
        where = f"column {err.pos + 1}" + (" (the end of the line)" if err.pos >= len(text) else "")
        return JsonLine(number, None, f"invalid JSON: {what} at {where}")


def _readable_id(raw: bytes, number: int) -> Any:
    """The ``id`` of a line with broken UTF-8, when the rest of the line is JSON and the id is clean.

    The broken bytes are replaced (U+FFFD) only to find the line's structure; an
    id that itself holds a replaced byte is not trusted.
    """
    text = raw.decode("utf-8", errors="replace")
    if number == 1 and text.startswith(_BOM):
        text = text[1:]
    try:
        value = json.loads(text)
    except ValueError:
        return None
    rid = value.get("id") if isinstance(value, dict) else None
    if isinstance(rid, bool) or not isinstance(rid, (str, int)):
        return None
    if isinstance(rid, str) and "\ufffd" in rid:
        return None
    return rid


def iter_jsonl(stream: BinaryIO) -> Iterator[JsonLine]:
    """Yield each non-blank line of a binary stream, parsed or with its error.

    stream (BinaryIO): A file opened in binary mode (or ``sys.stdin.buffer``).
    """
    for number, raw in enumerate(stream, start=1):
        parsed = parse_line(raw, number)
        if parsed is not None:
            yield parsed


def count_lines(path: PathLike) -> Optional[int]:
    """Number of lines of a regular file (for a progress bar); None for stdin or on error.

    path (PathLike): File to count, or "-".
    """
    if os.fspath(path) == STDIO:
        return None
    total = 0
    last = b"\n"
    try:
        with open(path, "rb") as stream:
            while block := stream.read(1 << 20):
                total += block.count(b"\n")
                last = block[-1:]
    except OSError:
        return None
    return total + (last != b"\n")


def dumps_line(record: Mapping[str, Any]) -> bytes:
    """One JSON object as a UTF-8 line ending in a newline.

    Text is written as is (not as ``\\u`` escapes) unless it holds lone
    surrogates, which UTF-8 cannot carry; then the line is ASCII-escaped.

    record (Mapping[str, Any]): A JSON-serialisable mapping.
    """
    text = json.dumps(record, ensure_ascii=False, allow_nan=False)
    try:
        return (text + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(record, ensure_ascii=True, allow_nan=False) + "\n").encode("ascii")


class JsonlWriter:
    """Write records to a binary stream, one whole line per ``write`` call, flushed."""

    def __init__(self, stream: BinaryIO) -> None:
        """
        stream (BinaryIO): A binary stream opened for writing or appending.
        """
        self._stream = stream

    def write(self, record: Mapping[str, Any]) -> None:
        """Write ``record`` as one line and flush it.

        record (Mapping[str, Any]): A JSON-serialisable mapping.
        """
        self._stream.write(dumps_line(record))
        self._stream.flush()


def record_key(record: Mapping[str, Any]) -> Optional[Hashable]:
    """The key that identifies an input line in the output: its id, else its line number.

    Ids are compared with their JSON type, so ``1`` and ``"1"`` are different ids.

    record (Mapping[str, Any]): An input or output record (a JSON object).

    >>> record_key({"id": 7, "verified": True})
    ('id', '7')
    >>> record_key({"id": None, "line": 4})
    ('line', 4)
    """
    rid = record.get("id")
    if rid is not None:
        return ("id", json.dumps(rid, sort_keys=True))
    line = record.get("line")
    if isinstance(line, int) and not isinstance(line, bool):
        return ("line", line)
    return None


def prepare_resume(path: PathLike) -> Tuple["Counter[Hashable]", int]:
    """Read an existing output file for ``--resume`` and cut off a partial last line.

    Complete lines are kept as they are. A last line without a newline is a
    write that was interrupted: it is removed, unless it is a whole JSON object
    (only the newline was missing), in which case the newline is added.

    path (PathLike): The output file; a missing file means nothing is done yet.
    RETURNS (Tuple['Counter[Hashable]', int]): A counter of :func:`record_key` keys already written (an id written
        twice counts twice), and the number of complete records kept.
    """
    done: "Counter[Hashable]" = Counter()
    kept = 0
    p = Path(path)
    if not p.exists():
        return done, kept
    with open(p, "r+b") as stream:
        offset = 0
        for number, raw in enumerate(iter(stream.readline, b""), start=1):
            complete = raw.endswith(b"\n")
            parsed = parse_line(raw, number)
            is_object = parsed is not None and parsed.error is None and isinstance(parsed.value, dict)
            if not complete:
                if is_object:
                    stream.write(b"\n")
                else:
                    stream.seek(offset)
                    stream.truncate()
                    break
            if is_object:
                assert parsed is not None
                key = record_key(parsed.value)
                if key is not None:
                    done[key] += 1
                kept += 1
            offset += len(raw)
    return done, kept


def load_jsonl_objects(stream: BinaryIO) -> Iterator[JsonLine]:
    """Yield each non-blank line as a JSON object, or with its error; non-objects are errors.

    This is the one per-line reader of every command (verify, report, evaluate,
    the chunks file): a bad line is reported with its number and the next line is read.

    stream (BinaryIO): A binary stream.
    """
    for item in iter_jsonl(stream):
        if item.error is None and not isinstance(item.value, dict):
            yield JsonLine(item.line, None, f"expected a JSON object, got {json_type(item.value)}")
        else:
            yield item


def read_jsonl_file(path: PathLike, what: str = "input file") -> Iterator[JsonLine]:
    """Open a JSONL file (or "-") and yield its lines as :func:`load_jsonl_objects` does.

    path (PathLike): The file, or "-" for standard input.
    what (str): How to name the file in error messages.
    RAISES (JsonlInputError): The file cannot be read at all.
    """
    with open_input(path, what) as stream:
        yield from load_jsonl_objects(stream)


def json_type(value: Any) -> str:
    """The JSON name of a parsed value's type, for error messages.

    >>> json_type([1])
    'array'
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"

