"""The batch job behind ``quoteverify verify``: JSONL quotation lines in, one verdict per line out.

Reading the input lines and the chunk file, looking each quotation's source up,
resuming an interrupted run and counting the outcome live here, apart from the
command definitions in :mod:`spacy_quoteverify.cli`, so that the command line and the
Dask runner in :mod:`spacy_quoteverify.batch.cluster` both build on this module and
neither imports the other.
"""

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, Callable, Counter, Dict, Hashable, Iterator, Mapping, Optional, TextIO, Tuple

from tqdm import tqdm

from spacy_quoteverify import reasons
from spacy_quoteverify.batch.jsonl import (
    STDIO,
    JsonLine,
    JsonlWriter,
    PathLike,
    count_lines,
    json_type,
    load_jsonl_objects,
    open_input,
    open_output,
    parse_line,
    prepare_resume,
    record_key,
)
from spacy_quoteverify.batch.manifest import check_resume, run_manifest, write_manifest
from spacy_quoteverify.options import VerifyOptions, check_lang, resolve_options
from spacy_quoteverify.text.source import document_chunk_id, document_text
from spacy_quoteverify.verdict import ChunkId, verify_cited

# One exit-status scheme for every command.
#: Every line was done.
EXIT_OK = 0
#: Some lines failed (an error record, a line that could not be read), or, with
#: --strict, anything short of every quotation verified.
EXIT_FAILED = 1
#: A usage error: a bad option or language, a file that cannot be read or
#: written, a resume that would mix runs, a chunk id without --chunks. Nothing
#: (or nothing more) was written.
EXIT_USAGE = 2
#: Interrupted by Ctrl-C (128 + SIGINT, as shells report it).
EXIT_INTERRUPTED = 130


# --------------------------------------------------------------------------
# Reading input lines and chunks
# --------------------------------------------------------------------------


class LineError(ValueError):
    """A malformed input line; ``record_id`` is its id when that much was readable."""

    def __init__(self, message: str, record_id: Optional[ChunkId] = None) -> None:
        super().__init__(message)
        self.record_id = record_id


@dataclass(frozen=True)
class QuoteLine:
    """One well-formed input line.

    Attributes:
        line: 1-based line number in the input.
        id: The line's id (str or int), or None when it has none.
        quote: The quotation to check.
        source: The source text given on the line, or None when it names a chunk.
        chunk_id: The chunk the quotation claims to come from, or None.
        kind: "extracted" (default), "verbatim" or "answer".
        lang: A language code for this line, or None to use ``--lang``.
    """

    line: int
    id: Optional[ChunkId]
    quote: str
    source: Optional[str]
    chunk_id: Optional[ChunkId]
    kind: str
    lang: Optional[str]


def _shown(value: Any, limit: int = 40) -> str:
    """A short printable form of a JSON value for error messages."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + "..."


def _is_id(value: Any) -> bool:
    return isinstance(value, (str, int)) and not isinstance(value, bool)


def _optional_str(obj: Mapping[str, Any], name: str, record_id: Optional[ChunkId]) -> Optional[str]:
    value = obj.get(name)
    if value is None or isinstance(value, str):
        return value
    raise LineError(
        f"field '{name}' must be a string, got {json_type(value)}: {_shown(value)}", record_id
    )


def parse_quote_line(obj: Mapping[str, Any], line: int) -> QuoteLine:
    """Check the fields of one input object.

    obj (Mapping[str, Any]): The parsed JSON object of the line.
    line (int): Its 1-based line number.
    RAISES (LineError): A field is missing or has the wrong type.
    """
    raw_id = obj.get("id")
    if raw_id is not None and not _is_id(raw_id):
        raise LineError(
            f"field 'id' must be a string or an integer, got {json_type(raw_id)}: {_shown(raw_id)}"
        )
    record_id: Optional[ChunkId] = raw_id
    if "quote" not in obj:
        raise LineError("field 'quote' is missing", record_id)
    quote = obj["quote"]
    if not isinstance(quote, str):
        raise LineError(
            f"field 'quote' must be a string, got {json_type(quote)}: {_shown(quote)}", record_id
        )
    source = _optional_str(obj, "source", record_id)
    chunk_id = obj.get("chunk_id")
    if chunk_id is not None and not _is_id(chunk_id):
        raise LineError(
            f"field 'chunk_id' must be a string or an integer, "
            f"got {json_type(chunk_id)}: {_shown(chunk_id)}",
            record_id,
        )
    if source is None and chunk_id is None:
        raise LineError("the line needs a 'source' text or a 'chunk_id'", record_id)
    kind = _optional_str(obj, "kind", record_id) or "extracted"
    lang = _optional_str(obj, "lang", record_id) or None
    try:
        check_lang(lang, "field 'lang'")
    except ValueError as err:
        raise LineError(str(err), record_id) from None
    return QuoteLine(line, record_id, quote, source, chunk_id, kind, lang)


def chunk_key(chunk_id: Any) -> Optional[str]:
    """The dictionary key of a chunk id: 3 and "3" name the same chunk.

    chunk_id (Any): A chunk id as read from JSON.

    >>> chunk_key(3) == chunk_key(" 3 ")
    True
    """
    if isinstance(chunk_id, bool):
        return None
    if isinstance(chunk_id, int):
        return str(chunk_id)
    if isinstance(chunk_id, str) and chunk_id.strip():
        return chunk_id.strip()
    return None


def iter_chunks(path: PathLike, warn: Callable[[str], None]) -> Iterator[Tuple[str, str]]:
    """Yield ``(chunk key, text)`` from a chunks file, one chunk at a time.

    Lines are kept, skipped and warned about the same way (first of a repeated id wins,
    ``source_text`` before ``text``), but only the set of keys is held in memory.

    path (PathLike): The chunks JSONL file, or "-".
    warn (Callable[[str], None]): Called with a message for each line that is skipped.
    RAISES (JsonlInputError): The file cannot be read at all.
    """
    seen = set()
    with open_input(path, "chunks file") as stream:
        for read in load_jsonl_objects(stream):
            where = f"chunks file line {read.line}"
            obj = read.value
            if obj is None:
                warn(f"{where}: {read.error}; skipped")
                continue
            # A retrieval framework's document written as JSON names its id in its metadata.
            key = chunk_key(obj["chunk_id"] if "chunk_id" in obj else document_chunk_id(obj))
            if key is None:
                warn(f"{where}: 'chunk_id' must be a string or an integer; skipped")
                continue
            source_text, text = obj.get("source_text"), obj.get("text")
            if isinstance(source_text, str) and source_text:
                body = source_text
            elif isinstance(text, str):
                body = text
            elif document_text(obj) is not None:
                body = str(document_text(obj))  # "page_content" (LangChain) or "content" (Haystack)
            else:
                warn(f"{where}: needs a string 'text' (or 'source_text', 'page_content', 'content'); skipped")
                continue
            if key in seen:
                warn(f"{where}: chunk_id {obj['chunk_id']!r} repeated; the first one is kept")
                continue
            seen.add(key)
            yield key, body


def load_chunks(path: PathLike, warn: Callable[[str], None]) -> Dict[str, str]:
    """Read a chunks JSONL file into ``{chunk key: text}``.

    Each line is ``{"chunk_id", "text", "source_text"?}``; a non-empty
    ``source_text`` (the document text behind a chunk) is used before ``text``.
    Malformed lines are reported through ``warn`` and skipped; for a repeated
    chunk id the first line wins.

    path (PathLike): The chunks JSONL file, or "-".
    warn (Callable[[str], None]): Called with a message for each line that is skipped.
    RAISES (JsonlInputError): The file cannot be read at all.
    """
    return dict(iter_chunks(path, warn))


# --------------------------------------------------------------------------
# The verify loop
# --------------------------------------------------------------------------


@dataclass
class VerifySummary:
    """Counts of one ``verify`` run.

    Attributes:
        verified: Lines whose quotation was verified.
        refused: Lines whose quotation was not verified (verified False).
        none: Lines with nothing to decide (verified None: empty, no source, not a quotation).
        errors: Lines that got an error record.
        skipped: Lines skipped by ``--resume`` because they were already done.
        answers: Of ``none``, lines of kind "answer" (not quotations: never a failure).
        warnings: Lines of the chunks file that were skipped.
        earlier: For ``--resume``: the counts of the lines kept from the interrupted run,
            which the exit status takes into account with this run's.
    """

    verified: int = 0
    refused: int = 0
    none: int = 0
    errors: int = 0
    skipped: int = 0
    answers: int = 0
    warnings: int = 0
    earlier: Optional["VerifySummary"] = None

    def count(self, verdict: Optional[bool], reason: Optional[str] = None) -> None:
        """Add one verdict.

        verdict (Optional[bool]): The ``verified`` value of a verdict.
        reason (Optional[str]): Its ``reason``.
        """
        if verdict is True:
            self.verified += 1
        elif verdict is False:
            self.refused += 1
        else:
            self.none += 1
            if reason == reasons.NOT_A_QUOTATION:
                self.answers += 1

    def exit_status(self, strict: bool = False) -> int:
        """The command's exit status (see :data:`EXIT_OK`, :data:`EXIT_FAILED`).

        strict (bool): Also fail when a quotation is not verified (refused, or with nothing
            to compare against) or a chunks-file line was skipped.
        """
        if self.earlier is not None and self.earlier.exit_status(strict) != EXIT_OK:
            return EXIT_FAILED
        if self.errors:
            return EXIT_FAILED
        if strict and (self.refused or self.none > self.answers or self.warnings):
            return EXIT_FAILED
        return EXIT_OK

    @classmethod
    def of_output(cls, path: PathLike) -> "VerifySummary":
        """The counts of the records already in an output file (for ``--resume``).

        path (PathLike): The output file; a missing file counts nothing.
        """
        tally = cls()
        if not Path(path).is_file():
            return tally
        with open_input(path, "output file") as stream:
            for read in load_jsonl_objects(stream):
                record = read.value
                if record is None or "error" in record:
                    tally.errors += 1
                else:
                    tally.count(record.get("verified"), record.get("reason"))
        return tally

    def describe(self) -> str:
        """One line for the end of a run."""
        done = self.verified + self.refused + self.none + self.errors
        text = (
            f"{done} lines: {self.verified} verified, {self.refused} refused, "
            f"{self.none} none, {self.errors} errors"
        )
        if self.skipped:
            text += f" ({self.skipped} already done, skipped)"
        return text


class ChunksNeeded(ValueError):
    """An input line names a chunk_id but no chunks file was given (a usage error)."""

    def __init__(self, line: int, chunk_id: Any) -> None:
        super().__init__(
            f"input line {line} names chunk_id {_shown(chunk_id)} but no --chunks file was given; "
            "pass the chunks file (--chunks CHUNKS.jsonl) that the chunk ids refer to"
        )


def open_run_output(
    output: Optional[PathLike], resume: bool, manifest: Optional[Dict[str, Any]] = None
) -> Tuple[BinaryIO, bool]:
    """A binary stream for the output, and whether it must be closed; the manifest, when
    there is one, is written beside the output once the output is open.

    RAISES (JsonlOutputError): The file or its manifest cannot be written.
    """
    if output is None or os.fspath(output) == STDIO:
        return sys.stdout.buffer, False
    stream = open_output(output, append=resume)
    if manifest is not None:
        write_manifest(output, manifest)
    return stream, True


def start_summary(log: TextIO) -> Tuple[VerifySummary, Callable[[str], None]]:
    """A new run's summary, and the function that counts a warning and prints it to ``log``."""
    summary = VerifySummary()

    def warn(message: str) -> None:
        summary.warnings += 1
        print(f"quoteverify: {message}", file=log)

    return summary, warn


def resume_pending(output: Optional[PathLike], resume: bool, summary: VerifySummary) -> Optional[Counter[Hashable]]:
    """For ``--resume``: the record keys already done in the output (each a count), after
    cutting off a partial last line; the earlier counts go into ``summary``. None otherwise."""
    if not resume:
        return None
    if output is None:  # prepare_run refuses a resume to standard output first
        raise ValueError("--resume needs an output file (-o OUT.jsonl), not standard output")
    done, _kept = prepare_resume(output)
    summary.earlier = VerifySummary.of_output(output)
    return done


def show_progress(progress: Optional[bool], log: TextIO) -> bool:
    """Whether to draw a progress bar: as asked, else when ``log`` is a terminal."""
    return progress if progress is not None else bool(getattr(log, "isatty", lambda: False)())


def first_chunk_line(input_path: PathLike) -> Optional[Tuple[int, Any]]:
    """The first line of a regular input file that names a chunk_id: (line, chunk_id), or None.

    Only lines whose bytes hold ``chunk_id`` are parsed, so the scan costs about one
    read of the file. Standard input cannot be read twice: None.

    input_path (PathLike): The input file, or "-".
    """
    if os.fspath(input_path) == STDIO or not Path(input_path).is_file():
        return None
    with open_input(input_path) as stream:
        for number, raw in enumerate(stream, start=1):
            if b"chunk_id" not in raw:
                continue
            parsed = parse_line(raw, number)
            if parsed is None or not isinstance(parsed.value, dict):
                continue
            obj = parsed.value
            if obj.get("chunk_id") is not None and obj.get("source") is None:
                return number, obj["chunk_id"]
    return None


def prepare_run(
    input_path: PathLike,
    output_path: Optional[PathLike],
    *,
    chunks_path: Optional[PathLike],
    lang: Optional[str],
    resume: bool,
    options: Mapping[str, Any],
) -> Tuple[VerifyOptions, Optional[Dict[str, Any]]]:
    """Every check a run makes before it reads a line or touches the output.

    Shared by the single-process and the Dask paths, so both refuse the same things.

    input_path (PathLike): Input JSONL file, or "-".
    output_path (Optional[PathLike]): Output file; None or "-" for standard output.
    chunks_path (Optional[PathLike]): Chunks file, or None.
    lang (Optional[str]): The ``--lang`` value.
    resume (bool): Whether ``--resume`` was asked.
    options (Mapping[str, Any]): Verification options by name.
    RETURNS (Tuple[VerifyOptions, Optional[Dict[str, Any]]]): The resolved options and the manifest to write beside the output (None for
        standard output).
    RAISES (TypeError): An unknown option or a value of the wrong type.
    RAISES (ValueError): A bad option or language, ``--resume`` to standard output, output
        equal to input, a chunk line without ``--chunks``, or a resume that would mix
        runs (:class:`~spacy_quoteverify.batch.manifest.ResumeRefused`).
    RAISES (JsonlInputError): The input or chunks file cannot be read at all.
    """
    resolved = resolve_options(None, dict(options))
    check_lang(lang, "--lang")
    to_stdout = output_path is None or os.fspath(output_path) == STDIO
    if resume and to_stdout:
        raise ValueError("--resume needs an output file (-o OUT.jsonl), not standard output")
    if (
        output_path is not None
        and not to_stdout
        and os.fspath(input_path) != STDIO
        and Path(input_path).is_file()
        and Path(output_path).exists()
        and os.path.samefile(input_path, output_path)
    ):
        raise ValueError(f"output file {os.fspath(output_path)!r} is the input file")
    with open_input(input_path):
        pass  # a missing input is reported before anything else happens
    if chunks_path is not None:
        with open_input(chunks_path, "chunks file"):
            pass
    manifest = None if to_stdout else run_manifest(input_path, chunks_path, lang, resolved)
    if resume:
        # First, as its message says best what differs from the interrupted run.
        check_resume(output_path, manifest)  # type: ignore[arg-type]
    if chunks_path is None:
        found = first_chunk_line(input_path)
        if found is not None:
            raise ChunksNeeded(*found)
    return resolved, manifest


def verify_jsonl(
    input_path: PathLike,
    output_path: Optional[PathLike] = None,
    *,
    chunks_path: Optional[PathLike] = None,
    lang: Optional[str] = None,
    resume: bool = False,
    progress: Optional[bool] = None,
    options: Optional[Mapping[str, Any]] = None,
    log: Optional[TextIO] = None,
) -> VerifySummary:
    """Verify every line of a JSONL file and write one JSONL record per line.

    Each output line is ``{"id": ..., **verdict.to_dict()}`` (plus ``"line"``
    when the input line has no id), or ``{"id", "line", "error"}`` for a line
    that cannot be checked. Memory does not grow with the number of lines.
    Beside an output file, a manifest (``OUT.manifest.json``) records the
    options, the language, the version and the input and chunks files, and
    ``resume`` refuses to continue a run made differently.

    input_path (PathLike): Input JSONL file, or "-" for standard input.
    output_path (Optional[PathLike]): Output JSONL file; None or "-" for standard output.
    chunks_path (Optional[PathLike]): JSONL file of chunks that input lines name by ``chunk_id``.
    lang (Optional[str]): Language code for lines that do not give their own ``lang``.
    resume (bool): Keep the complete lines of an existing output and add only the missing ones.
    progress (Optional[bool]): Show a progress bar; None shows it when ``log`` is a terminal.
    options (Optional[Mapping[str, Any]]): Verification options (names of :class:`VerifyOptions`) passed on
        to ``verify_quote``; unset ones keep their defaults.
    log (Optional[TextIO]): Where warnings and the progress bar go (standard error by default).
    RAISES (JsonlInputError): The input or chunks file cannot be read at all.
    RAISES (JsonlOutputError): The output file or its manifest cannot be written.
    RAISES (ValueError): ``resume`` without an output file, output equal to input, a bad
        option or language, a line naming a chunk without ``chunks_path``, or a
        resume of a run made with other options or files.
    RAISES (TypeError): An unknown option name or a value of the wrong type.
    """
    log = sys.stderr if log is None else log
    opts: Dict[str, Any] = dict(options or {})
    _, manifest = prepare_run(
        input_path, output_path, chunks_path=chunks_path, lang=lang, resume=resume, options=opts
    )
    summary, warn = start_summary(log)
    chunks = load_chunks(chunks_path, warn) if chunks_path is not None else None
    with open_input(input_path) as stream:
        pending = resume_pending(output_path, resume, summary)
        out, must_close = open_run_output(output_path, resume, manifest)
        show = show_progress(progress, log)
        total = count_lines(input_path) if show else None
        bar = tqdm(total=total, unit=" lines", file=log, disable=not show, dynamic_ncols=True)
        try:
            writer = JsonlWriter(out)
            for item, record in lines_to_do(stream, chunks is not None, pending, summary, bar.update):
                if item is not None:
                    record = verify_line(item, chunks, lang, opts)
                if "error" in record:
                    summary.errors += 1
                else:
                    summary.count(record.get("verified"), record.get("reason"))
                writer.write(record)
        finally:
            bar.close()
            if must_close:
                out.close()
    return summary


def lines_to_do(
    stream: BinaryIO,
    with_chunks: bool,
    pending: Optional[Counter[Hashable]] = None,
    summary: Optional[VerifySummary] = None,
    each: Callable[[int], Any] = lambda n: None,
) -> Iterator[Tuple[Optional[QuoteLine], Dict[str, Any]]]:
    """The input lines a run checks, read as every run reads them (in one process or on a Dask
    cluster): each as :func:`read_quote_line` gives it, but the lines a resumed run has done.

    stream (BinaryIO): The open input.
    with_chunks (bool): Whether a chunks file is given.
    pending (Optional[Counter[Hashable]]): For ``--resume``: the record keys already written; a
        line with one is skipped (and the count decremented).
    summary (Optional[VerifySummary]): Counts the skipped lines.
    each (Callable[[int], Any]): Called with 1 for every line read (a progress bar's ``update``).
    RAISES (ChunksNeeded): A line names a chunk but no chunks file was given.
    """
    for read in load_jsonl_objects(stream):
        each(1)
        item, record = read_quote_line(read)
        if pending is not None:
            key = record_key(record)
            if pending[key] > 0:
                pending[key] -= 1
                if summary is not None:
                    summary.skipped += 1
                continue
        if item is not None and item.source is None and not with_chunks:
            raise ChunksNeeded(item.line, item.chunk_id)
        yield item, record


def read_quote_line(read: JsonLine) -> Tuple[Optional[QuoteLine], Dict[str, Any]]:
    """An input line as (checked fields or None, its record key fields or its error record).

    read (JsonLine): One line from :func:`~spacy_quoteverify.batch.jsonl.load_jsonl_objects`.
    """
    if read.value is None:
        return None, {"id": read.id, "line": read.line, "error": read.error}
    try:
        item = parse_quote_line(read.value, read.line)
    except LineError as err:
        return None, {"id": err.record_id, "line": read.line, "error": str(err)}
    return item, {"id": item.id, "line": read.line}


def verify_line(
    item: QuoteLine, chunks: Optional[Dict[str, str]], lang: Optional[str], opts: Dict[str, Any]
) -> Dict[str, Any]:
    """The output record of one well-formed line."""
    head: Dict[str, Any] = {"id": item.id}
    if item.id is None:
        head["line"] = item.line
    source = item.source
    if source is None:
        key = chunk_key(item.chunk_id)
        source = chunks.get(key) if chunks is not None and key is not None else None
    try:
        verdict = verify_cited(
            item.quote, source, item.lang or lang, kind=item.kind, chunk_id=item.chunk_id, **opts
        )
    except Exception as err:  # one failing line must not stop a long run; it is reported
        return {"id": item.id, "line": item.line, "error": f"{type(err).__name__}: {err}"}
    return {**head, **verdict.to_dict()}
