"""Tests of the ``quoteverify`` command line and its JSONL plumbing.

Tests of reading, writing, resuming and error records stand in a small fake
for ``verify_quote`` (the plumbing is what they check); the end-to-end tests
use the real verifier.
"""
import io
import json
import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from spacy_quoteverify.batch import job
from spacy_quoteverify.batch.jsonl import (
    JsonlWriter,
    dumps_line,
    parse_line,
    prepare_resume,
    record_key,
)
from spacy_quoteverify.batch.manifest import manifest_path, run_manifest, write_manifest
from spacy_quoteverify.cli import app, main, verify_jsonl
from spacy_quoteverify.options import OPTION_NAMES, VerifyOptions
from spacy_quoteverify.verdict import VERDICT_FIELDS, Verdict, span_preview, verify_cited

REPO = Path(__file__).resolve().parent.parent
RECORD_FIELDS = {"id", *VERDICT_FIELDS}


# --------------------------------------------------------------------------
# Helpers and fixtures
# --------------------------------------------------------------------------


class FakeVerifier:
    """Stands in for verify_cited: verified when the quote is a substring of the source; a source
    the lookup did not find (None) gets the real verdict, which compares nothing."""

    def __init__(self) -> None:
        self.calls: List[Dict[str, Any]] = []

    def __call__(self, quote: str, source: Optional[str], lang: Optional[str] = None, **options: Any) -> Verdict:
        if source is None:
            return verify_cited(quote, None, lang, **options)
        self.calls.append({"quote": quote, "source": source, "lang": lang, **options})
        found = quote in source
        start = source.find(quote) if found else None
        return Verdict(
            verified=found,
            match=1.0 if found else 0.0,
            kind=options.get("kind", "extracted"),
            chunk_id=options.get("chunk_id"),
            span=span_preview(quote),
            start=start,
            end=None if start is None else start + len(quote),
            reason=None if found else "not_found",
        )


@pytest.fixture
def fake() -> Iterator[FakeVerifier]:
    verifier = FakeVerifier()
    with mock.patch.object(job, "verify_cited", verifier):
        yield verifier


def write_jsonl(path: Path, rows: List[Any]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def read_jsonl(path: Path) -> List[Dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def run(args: List[str], input: Optional[bytes] = None) -> Any:
    return CliRunner().invoke(app, args, input=input)


def run_subprocess(args: List[str], input: Optional[bytes] = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "spacy_quoteverify", *args],
        input=input,
        capture_output=True,
        cwd=REPO,
        timeout=120,
    )


SOURCE = "Sales rose 12% in May. Costs fell."
ROWS = [
    {"id": "a", "quote": "rose 12%", "source": SOURCE},
    {"id": "b", "quote": "rose 15%", "source": SOURCE},
    {"id": "c", "quote": "Costs fell", "source": SOURCE},
    {"id": "d", "quote": "in May", "source": SOURCE},
    {"id": "e", "quote": "Sales", "source": SOURCE},
    {"id": "f", "quote": "nothing", "source": SOURCE},
]


# --------------------------------------------------------------------------
# Output records
# --------------------------------------------------------------------------


def test_source_lines_give_one_record_each_with_id_and_every_verdict_field(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    out = tmp_path / "out.jsonl"
    result = run(["verify", str(inp), "-o", str(out)])
    assert result.exit_code == 0, result.output
    records = read_jsonl(out)
    assert [r["id"] for r in records] == [r["id"] for r in ROWS]
    for record in records:
        assert set(record) == RECORD_FIELDS
    assert [r["verified"] for r in records] == [True, False, True, True, True, False]
    assert records[0]["start"] == SOURCE.index("rose 12%")


def test_output_field_names_match_the_verdict_dict(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS[:1])
    out = tmp_path / "out.jsonl"
    run(["verify", str(inp), "-o", str(out)])
    record = read_jsonl(out)[0]
    expected = {"id": "a", **FakeVerifier()(ROWS[0]["quote"], SOURCE).to_dict()}
    assert record == expected


def test_no_output_option_writes_to_stdout(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS[:2])
    for args in (["verify", str(inp)], ["verify", str(inp), "-o", "-"]):
        result = run(args)
        assert result.exit_code == 0
        lines = [json.loads(x) for x in result.stdout.splitlines()]
        assert [r["id"] for r in lines] == ["a", "b"]


def test_chunk_lines_are_checked_against_source_text_before_text(tmp_path: Path, fake: FakeVerifier) -> None:
    chunks = write_jsonl(
        tmp_path / "chunks.jsonl",
        [
            {"chunk_id": 1, "text": "Summary: revenue grew.", "source_text": "Revenue grew 4% in 2023."},
            {"chunk_id": 2, "text": "Costs fell 3%."},
            {"chunk_id": 3, "text": "Plain text.", "source_text": None},
        ],
    )
    inp = write_jsonl(
        tmp_path / "in.jsonl",
        [
            {"id": 1, "quote": "Revenue grew 4%", "chunk_id": 1},
            {"id": 2, "quote": "Costs fell 3%", "chunk_id": 2},
            {"id": 3, "quote": "Plain text", "chunk_id": 3},
        ],
    )
    out = tmp_path / "out.jsonl"
    result = run(["verify", str(inp), "--chunks", str(chunks), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert [c["source"] for c in fake.calls] == ["Revenue grew 4% in 2023.", "Costs fell 3%.", "Plain text."]
    assert [c["chunk_id"] for c in fake.calls] == [1, 2, 3]
    records = read_jsonl(out)
    assert [r["verified"] for r in records] == [True, True, True]
    assert [r["chunk_id"] for r in records] == [1, 2, 3]


def test_chunk_ids_written_as_number_or_string_name_the_same_chunk(tmp_path: Path, fake: FakeVerifier) -> None:
    chunks = write_jsonl(tmp_path / "chunks.jsonl", [{"chunk_id": "7", "text": "Alpha beta."}])
    inp = write_jsonl(tmp_path / "in.jsonl", [{"id": 1, "quote": "Alpha", "chunk_id": 7}])
    out = tmp_path / "out.jsonl"
    run(["verify", str(inp), "--chunks", str(chunks), "-o", str(out)])
    assert read_jsonl(out)[0]["verified"] is True


def test_unknown_chunk_id_gives_verified_none_with_reason_no_source(tmp_path: Path, fake: FakeVerifier) -> None:
    chunks = write_jsonl(tmp_path / "chunks.jsonl", [{"chunk_id": 1, "text": "Alpha."}])
    inp = write_jsonl(tmp_path / "in.jsonl", [{"id": "x", "quote": "Alpha", "chunk_id": 4, "kind": "extracted"}])
    out = tmp_path / "out.jsonl"
    result = run(["verify", str(inp), "--chunks", str(chunks), "-o", str(out)])
    assert result.exit_code == 0
    (record,) = read_jsonl(out)
    assert set(record) == RECORD_FIELDS
    assert record["verified"] is None
    assert record["reason"] == "no_source"
    assert record["chunk_id"] == 4
    assert "error" not in record
    assert fake.calls == []


def test_chunk_id_without_chunks_file_is_a_usage_error_before_anything_is_written(
    tmp_path: Path, fake: FakeVerifier
) -> None:
    inp = write_jsonl(
        tmp_path / "in.jsonl",
        [{"id": 0, "quote": "a", "source": "a"}, {"id": 1, "quote": "q", "chunk_id": 7}],
    )
    out = tmp_path / "out.jsonl"
    result = run(["verify", str(inp), "-o", str(out)])
    assert result.exit_code == 2
    assert "input line 2 names chunk_id 7 but no --chunks file was given" in result.stderr
    assert not out.exists() and fake.calls == []


def test_chunk_id_without_chunks_file_from_stdin_stops_with_a_usage_error(fake: FakeVerifier) -> None:
    data = b'{"id": 0, "quote": "a", "source": "a"}\n{"id": 1, "quote": "q", "chunk_id": 7}\n'
    result = run(["verify", "-"], input=data)
    assert result.exit_code == 2
    assert "input line 2 names chunk_id 7" in result.stderr


def test_malformed_chunk_lines_are_skipped_with_a_warning(tmp_path: Path, fake: FakeVerifier) -> None:
    chunks = tmp_path / "chunks.jsonl"
    chunks.write_bytes(b'{"chunk_id": 1, "text": "Alpha."}\nnot json\n{"chunk_id": [2], "text": "x"}\n')
    inp = write_jsonl(tmp_path / "in.jsonl", [{"id": 1, "quote": "Alpha", "chunk_id": 1}])
    result = run(["verify", str(inp), "--chunks", str(chunks)])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["verified"] is True
    assert "chunks file line 2" in result.stderr
    assert "chunks file line 3" in result.stderr


def test_lang_on_a_line_overrides_the_lang_option(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(
        tmp_path / "in.jsonl",
        [
            {"id": 1, "quote": "a", "source": "a", "lang": "fr"},
            {"id": 2, "quote": "a", "source": "a"},
        ],
    )
    run(["verify", str(inp), "--lang", "de", "-o", str(tmp_path / "o.jsonl")])
    assert [c["lang"] for c in fake.calls] == ["fr", "de"]
    run(["verify", str(inp), "-o", str(tmp_path / "o2.jsonl")])
    assert [c["lang"] for c in fake.calls[2:]] == ["fr", None]


def test_kind_on_a_line_is_passed_to_the_verifier(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(
        tmp_path / "in.jsonl",
        [{"id": 1, "quote": "a", "source": "a", "kind": "verbatim"}, {"id": 2, "quote": "a", "source": "a"}],
    )
    run(["verify", str(inp), "-o", str(tmp_path / "o.jsonl")])
    assert [c["kind"] for c in fake.calls] == ["verbatim", "extracted"]


def test_matcher_options_are_forwarded_to_the_verifier(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS[:1])
    args = [
        "verify", str(inp), "-o", str(tmp_path / "o.jsonl"),
        "--decide", "match", "--near-threshold", "0.92", "--near-threshold-short", "0.97",
        "--short-chars", "30", "--near-min-words", "4", "--max-cells", "1e10",
        "--no-edit-matcher", "--no-structure", "--max-candidates", "1000",
    ]  # fmt: skip
    result = run(args)
    assert result.exit_code == 0, result.output
    call = fake.calls[0]
    assert {name: call[name] for name in OPTION_NAMES} == {
        "decide": "match",
        "near_threshold": 0.92,
        "near_threshold_short": 0.97,
        "short_chars": 30,
        "near_min_words": 4,
        "max_cells": 1e10,
        "edit_matcher": False,
        "structure": False,
        "max_candidates": 1000,
    }


def test_options_not_given_are_not_forwarded(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS[:1])
    run(["verify", str(inp), "-o", str(tmp_path / "o.jsonl")])
    assert not set(fake.calls[0]) & set(OPTION_NAMES)


@pytest.mark.parametrize(
    "args",
    [
        ["--near-threshold", "1.5"],
        ["--decide", "maybe"],
        ["--short-chars", "many"],
        ["--max-candidates", "0"],
        ["--max-candidates", "-5"],
        ["--short-chars", "-1"],
        ["--near-min-words", "-1"],
        ["--lang", "zz"],
        ["--decide", "edit", "--no-edit-matcher"],
    ],
)
def test_bad_option_value_exits_2_before_reading_anything(tmp_path: Path, fake: FakeVerifier, args: List[str]) -> None:
    out = tmp_path / "o.jsonl"
    result = run(["verify", str(tmp_path / "missing.jsonl"), "-o", str(out), *args])
    assert result.exit_code == 2
    assert not out.exists()


# --------------------------------------------------------------------------
# Malformed lines
# --------------------------------------------------------------------------


def test_malformed_lines_get_error_records_with_line_numbers_and_the_rest_still_run(
    tmp_path: Path, fake: FakeVerifier
) -> None:
    lines = [
        json.dumps({"id": "ok1", "quote": "rose", "source": SOURCE}).encode(),
        b'{"id": "broken", "quote": ',  # 2: bad JSON
        b'{"id": "utf", "quote": "caf\xc3", "source": "x"}',  # 3: invalid UTF-8
        json.dumps({"id": "noquote", "source": SOURCE}).encode(),  # 4: missing quote
        json.dumps({"id": "num", "quote": 5, "source": SOURCE}).encode(),  # 5: quote not a string
        b"",  # 6: blank line, not a record
        json.dumps([1, 2]).encode(),  # 7: not an object
        json.dumps({"id": "nosrc", "quote": "x"}).encode(),  # 8: neither source nor chunk_id
        json.dumps({"id": {"a": 1}, "quote": "x", "source": "x"}).encode(),  # 9: bad id type
        json.dumps({"id": "srcnum", "quote": "x", "source": 3}).encode(),  # 10: source not a string
        json.dumps({"id": "ok2", "quote": "fell", "source": SOURCE}).encode(),  # 11
    ]
    inp = tmp_path / "in.jsonl"
    inp.write_bytes(b"\n".join(lines) + b"\n")
    out = tmp_path / "out.jsonl"
    result = run(["verify", str(inp), "-o", str(out)])
    assert result.exit_code == 1, result.output  # some lines failed
    records = read_jsonl(out)
    errors = {r["line"]: r for r in records if "error" in r}
    assert sorted(errors) == [2, 3, 4, 5, 7, 8, 9, 10]
    for record in errors.values():
        assert set(record) == {"id", "line", "error"}
    assert "JSON" in errors[2]["error"] and errors[2]["id"] is None
    assert "UTF-8" in errors[3]["error"] and errors[3]["id"] == "utf"  # the id was readable
    assert errors[4] == {"id": "noquote", "line": 4, "error": "field 'quote' is missing"}
    assert errors[5]["id"] == "num" and "quote" in errors[5]["error"] and "number" in errors[5]["error"]
    assert "object" in errors[7]["error"]
    assert "source" in errors[8]["error"] and "chunk_id" in errors[8]["error"]
    assert errors[9]["id"] is None and "id" in errors[9]["error"]
    assert "source" in errors[10]["error"]
    good = [r for r in records if "error" not in r]
    assert [r["id"] for r in good] == ["ok1", "ok2"]
    assert all(r["verified"] is True for r in good)
    assert "2 verified" in result.stderr and "8 errors" in result.stderr


def test_a_verifier_exception_on_one_line_is_an_error_record(tmp_path: Path) -> None:
    def flaky(quote: str, source: Optional[str], lang: Optional[str] = None, **kw: Any) -> Verdict:
        if quote == "boom":
            raise ValueError("cannot handle this")
        return FakeVerifier()(quote, source, lang, **kw)

    inp = write_jsonl(
        tmp_path / "in.jsonl",
        [{"id": 1, "quote": "boom", "source": "x"}, {"id": 2, "quote": "x", "source": "x"}],
    )
    with mock.patch.object(job, "verify_cited", flaky):
        result = run(["verify", str(inp)])
    first, second = [json.loads(x) for x in result.stdout.splitlines()]
    assert first == {"id": 1, "line": 1, "error": "ValueError: cannot handle this"}
    assert second["verified"] is True


def test_lines_without_id_carry_their_line_number(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", [{"quote": "a", "source": "a"}])
    record = json.loads(run(["verify", str(inp)]).stdout)
    assert record["id"] is None and record["line"] == 1
    assert set(record) == RECORD_FIELDS | {"line"}


# --------------------------------------------------------------------------
# Unreadable input
# --------------------------------------------------------------------------


def test_missing_input_file_is_a_usage_error_with_a_clear_message(tmp_path: Path) -> None:
    missing = tmp_path / "nope.jsonl"
    result = run(["verify", str(missing)])
    assert result.exit_code == 2
    assert "cannot read input file" in result.stderr and "nope.jsonl" in result.stderr
    assert main(["verify", str(missing)]) == 2


def test_directory_as_input_is_a_usage_error(tmp_path: Path) -> None:
    result = run(["verify", str(tmp_path)])
    assert result.exit_code == 2
    assert "directory" in result.stderr


def test_missing_chunks_file_is_a_usage_error(tmp_path: Path) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS[:1])
    out = tmp_path / "out.jsonl"
    result = run(["verify", str(inp), "--chunks", str(tmp_path / "none.jsonl"), "-o", str(out)])
    assert result.exit_code == 2
    assert "chunks file" in result.stderr
    assert not out.exists()


@pytest.mark.parametrize("where", ["no-folder", "directory", "read-only"])
def test_an_unwritable_output_is_one_line_in_the_tools_style(tmp_path: Path, fake: FakeVerifier, where: str) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS[:1])
    if where == "no-folder":
        out = tmp_path / "missing" / "out.jsonl"
    elif where == "directory":
        out = tmp_path
    else:
        folder = tmp_path / "ro"
        folder.mkdir()
        out = folder / "out.jsonl"
        out.write_text("")
        out.chmod(0o444)
        if os.access(out, os.W_OK):  # running as root: permissions do not bind
            pytest.skip("permissions are not enforced for this user")
    done = run_subprocess(["verify", str(inp), "-o", str(out)])
    assert done.returncode == 2
    lines = done.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("quoteverify: error: cannot write output file")
    assert b"Traceback" not in done.stderr


def test_missing_input_leaves_an_existing_output_untouched(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text('{"id": 1}\n')
    run(["verify", str(tmp_path / "nope.jsonl"), "-o", str(out)])
    assert out.read_text() == '{"id": 1}\n'


def test_output_that_is_the_input_file_is_refused(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    before = inp.read_bytes()
    result = run(["verify", str(inp), "-o", str(inp)])
    assert result.exit_code == 2
    assert inp.read_bytes() == before


def test_missing_input_file_exits_nonzero_in_a_subprocess(tmp_path: Path) -> None:
    done = run_subprocess(["verify", str(tmp_path / "nope.jsonl")])
    assert done.returncode != 0
    assert b"cannot read input file" in done.stderr


# --------------------------------------------------------------------------
# Resume and atomic lines
# --------------------------------------------------------------------------


def test_resume_after_a_cut_off_output_gives_exactly_one_line_per_id(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    out = tmp_path / "out.jsonl"
    run(["verify", str(inp), "-o", str(out)])
    full = out.read_bytes().splitlines(keepends=True)
    out.write_bytes(b"".join(full[:3]) + full[3][:17])  # three lines and a partial one
    fake.calls.clear()
    result = run(["verify", str(inp), "-o", str(out), "--resume"])
    assert result.exit_code == 0, result.output
    records = read_jsonl(out)
    assert [r["id"] for r in records] == [r["id"] for r in ROWS]
    assert out.read_bytes() == b"".join(full)
    assert [c["quote"] for c in fake.calls] == [r["quote"] for r in ROWS[3:]]
    assert "3 already done" in result.stderr


def test_resume_on_a_complete_output_changes_nothing(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    out = tmp_path / "out.jsonl"
    run(["verify", str(inp), "-o", str(out)])
    before = out.read_bytes()
    fake.calls.clear()
    run(["verify", str(inp), "-o", str(out), "--resume"])
    assert out.read_bytes() == before
    assert fake.calls == []


def test_resume_without_an_existing_output_runs_everything(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    out = tmp_path / "out.jsonl"
    run(["verify", str(inp), "-o", str(out), "--resume"])
    assert len(read_jsonl(out)) == len(ROWS)


def test_resume_keys_lines_without_id_and_error_lines_by_line_number(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = tmp_path / "in.jsonl"
    inp.write_bytes(
        b'{"quote": "a", "source": "a"}\n'
        b"broken\n"
        b'{"quote": "b", "source": "b"}\n'
        b'{"quote": "c", "source": "c"}\n'
    )
    out = tmp_path / "out.jsonl"
    run(["verify", str(inp), "-o", str(out)])
    full = out.read_bytes()
    out.write_bytes(b"".join(full.splitlines(keepends=True)[:2]) + b'{"id": null, "li')
    run(["verify", str(inp), "-o", str(out), "--resume"])
    assert out.read_bytes() == full
    assert [r["line"] for r in read_jsonl(out)] == [1, 2, 3, 4]


def test_resume_keeps_repeated_ids_as_often_as_the_input_has_them(tmp_path: Path, fake: FakeVerifier) -> None:
    rows = [{"id": 1, "quote": "a", "source": "a"}, {"id": 1, "quote": "b", "source": "b"}, {"id": 2, "quote": "c", "source": "c"}]
    inp = write_jsonl(tmp_path / "in.jsonl", rows)
    out = tmp_path / "out.jsonl"
    run(["verify", str(inp), "-o", str(out)])
    full = out.read_bytes()
    out.write_bytes(full.splitlines(keepends=True)[0])
    run(["verify", str(inp), "-o", str(out), "--resume"])
    assert out.read_bytes() == full


def test_resume_distinguishes_number_and_string_ids(tmp_path: Path, fake: FakeVerifier) -> None:
    rows = [{"id": 1, "quote": "a", "source": "a"}, {"id": "1", "quote": "b", "source": "b"}]
    inp = write_jsonl(tmp_path / "in.jsonl", rows)
    out = tmp_path / "out.jsonl"
    out.write_text(json.dumps({"id": 1, "verified": True}) + "\n")
    write_manifest(out, run_manifest(inp, None, None, VerifyOptions()))
    run(["verify", str(inp), "-o", str(out), "--resume"])
    assert [r["id"] for r in read_jsonl(out)] == [1, "1"]


def test_resume_to_standard_output_is_a_usage_error(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    result = run(["verify", str(inp), "--resume"])
    assert result.exit_code == 2
    assert "--resume" in result.stderr


def test_each_output_line_is_one_write_call_followed_by_a_flush() -> None:
    events: List[Any] = []

    class Recorder(io.BytesIO):
        def write(self, data: Any) -> int:
            events.append(("write", bytes(data)))
            return super().write(data)

        def flush(self) -> None:
            events.append(("flush",))

    writer = JsonlWriter(Recorder())
    writer.write({"id": 1, "span": "é " * 5000})
    writer.write({"id": 2})
    assert [e[0] for e in events] == ["write", "flush", "write", "flush"]
    assert all(e[1].endswith(b"\n") and e[1].count(b"\n") == 1 for e in events if e[0] == "write")


def test_input_is_read_and_output_written_one_line_at_a_time(tmp_path: Path) -> None:
    """When line N is verified, line N+1 is not read yet and line N-1 is already on disk."""
    rows = [{"id": i, "quote": "a", "source": "a"} for i in range(5)]
    consumed: List[int] = []

    class LineSource:
        def __iter__(self) -> Iterator[bytes]:
            for row in rows:
                consumed.append(row["id"])
                yield (json.dumps(row) + "\n").encode()

    out = tmp_path / "out.jsonl"
    seen: List[Any] = []

    def checking(quote: str, source: Optional[str], lang: Optional[str] = None, **kw: Any) -> Verdict:
        written = out.read_text().splitlines()
        seen.append((len(consumed), len(written)))
        return FakeVerifier()(quote, source, lang, **kw)

    fake_stdin = types.SimpleNamespace(buffer=LineSource())
    with mock.patch.object(job, "verify_cited", checking), mock.patch.object(sys, "stdin", fake_stdin):
        verify_jsonl("-", out, progress=False, log=io.StringIO())
    assert seen == [(i + 1, i) for i in range(5)]


# --------------------------------------------------------------------------
# stdin, progress bar, summary
# --------------------------------------------------------------------------


def test_dash_reads_the_input_from_stdin(fake: FakeVerifier) -> None:
    data = "".join(json.dumps(r) + "\n" for r in ROWS[:3]).encode()
    result = run(["verify", "-"], input=data)
    assert result.exit_code == 0, result.output
    assert [json.loads(x)["id"] for x in result.stdout.splitlines()] == ["a", "b", "c"]


def test_invalid_utf8_from_stdin_is_an_error_record(fake: FakeVerifier) -> None:
    result = run(["verify", "-"], input=b'{"id": 1, "quote": "\xff", "source": "x"}\n')
    record = json.loads(result.stdout)
    assert record["line"] == 1 and "UTF-8" in record["error"]


def test_progress_bar_is_shown_only_when_asked_or_on_a_terminal(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    quiet = io.StringIO()
    verify_jsonl(inp, tmp_path / "a.jsonl", log=quiet)
    assert quiet.getvalue() == ""

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    term = Terminal()
    verify_jsonl(inp, tmp_path / "b.jsonl", log=term)
    assert "lines" in term.getvalue() and "6/6" in term.getvalue()
    forced_off = Terminal()
    verify_jsonl(inp, tmp_path / "c.jsonl", log=forced_off, progress=False)
    assert forced_off.getvalue() == ""


def test_summary_counts_verified_refused_none_and_errors(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = tmp_path / "in.jsonl"
    inp.write_bytes(
        b'{"id": 1, "quote": "a", "source": "a"}\n'
        b'{"id": 2, "quote": "z", "source": "a"}\n'
        b'{"id": 3, "quote": "z", "chunk_id": 9}\n'
        b"oops\n"
    )
    chunks = write_jsonl(tmp_path / "chunks.jsonl", [{"chunk_id": 1, "text": "a"}])
    summary = verify_jsonl(inp, tmp_path / "o.jsonl", chunks_path=chunks, log=io.StringIO())
    assert (summary.verified, summary.refused, summary.none, summary.errors) == (1, 1, 1, 1)
    result = run(["verify", str(inp), "-o", str(tmp_path / "o2.jsonl"), "--chunks", str(chunks)])
    assert "4 lines: 1 verified, 1 refused, 1 none, 1 errors" in result.stderr


def test_records_with_lone_surrogates_still_give_valid_utf8_lines() -> None:
    line = dumps_line({"id": 1, "span": "a\ud800b"})
    assert json.loads(line.decode("utf-8")) == {"id": 1, "span": "a\ud800b"}


# --------------------------------------------------------------------------
# Property tests of the JSONL helpers
# --------------------------------------------------------------------------

json_scalars = st.none() | st.booleans() | st.integers() | st.text() | st.floats(allow_nan=False, allow_infinity=False)
json_objects = st.dictionaries(st.text(), st.recursive(json_scalars, lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner), max_leaves=5), max_size=4)


@given(json_objects)
def test_a_written_line_parses_back_to_the_same_object(record: Dict[str, Any]) -> None:
    parsed = parse_line(dumps_line(record), 2)
    assert parsed is not None and parsed.error is None and parsed.value == record


@settings(max_examples=60, deadline=None)
@given(
    ids=st.lists(st.integers(0, 5) | st.text(max_size=3) | st.none(), min_size=1, max_size=8),
    cut=st.integers(0, 10_000),
)
def test_resume_keeps_exactly_the_lines_written_completely(tmp_path_factory: Any, ids: List[Any], cut: int) -> None:
    records = [{"id": rid, "line": n, "verified": True} for n, rid in enumerate(ids, start=1)]
    lines = [dumps_line(r) for r in records]
    data = b"".join(lines)
    cut = cut % (len(data) + 1)
    path = tmp_path_factory.mktemp("resume") / "out.jsonl"
    path.write_bytes(data[:cut])
    done, kept = prepare_resume(path)
    complete = 0
    while complete < len(lines) and len(b"".join(lines[: complete + 1])) <= cut:
        complete += 1
    # A cut just before a newline leaves a whole object: it is kept and the newline restored.
    if complete < len(lines) and cut == len(b"".join(lines[: complete + 1])) - 1:
        complete += 1
    assert kept == complete
    assert path.read_bytes() == b"".join(lines[:complete])
    expected = sorted(map(str, (record_key(r) for r in records[:complete])))
    assert sorted(map(str, done.elements())) == expected


# --------------------------------------------------------------------------
# Help
# --------------------------------------------------------------------------


def _help(args: List[str]) -> str:
    result = CliRunner().invoke(app, [*args, "--help"], terminal_width=200, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return result.stdout


def test_verify_help_mentions_every_option_with_an_example() -> None:
    text = _help(["verify"])
    for name in OPTION_NAMES:
        assert "--" + name.replace("_", "-") in text, name
    for flag in ("--chunks", "--output", "-o", "--lang", "--resume", "--progress"):
        assert flag in text
    assert text.count("Example") >= len(OPTION_NAMES) + 4


def test_every_verifier_option_has_a_cli_option() -> None:
    params = {p.name for p in __import__("typer.main").main.get_command(app).commands["verify"].params}
    assert set(OPTION_NAMES) <= params


@pytest.mark.parametrize("command", [[], ["verify"], ["evaluate"], ["report"], ["bench"]])
def test_help_at_every_level_has_an_example(command: List[str]) -> None:
    assert "Example" in _help(command)


def test_module_entry_point_shows_help_in_a_subprocess() -> None:
    done = run_subprocess(["--help"])
    assert done.returncode == 0
    for command in (b"verify", b"evaluate", b"report", b"bench"):
        assert command in done.stdout


# --------------------------------------------------------------------------
# evaluate / report / bench dispatch
# --------------------------------------------------------------------------


def test_evaluate_passes_config_output_and_dotted_overrides(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: List[Any] = []
    module = types.ModuleType("spacy_quoteverify.evaluation.evaluate")
    kwargs: List[Any] = []
    module.evaluate_cli = lambda *args, **kw: calls.append(args) or kwargs.append(kw)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "spacy_quoteverify.evaluation.evaluate", module)
    cfg = tmp_path / "eval.cfg"
    result = run(
        ["evaluate", str(cfg), "-o", str(tmp_path / "m.json"),
         "--components.quote_verifier.near_threshold", "0.92", "--paths.data", "x.jsonl"]
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert calls == [
        (cfg, tmp_path / "m.json", {"components.quote_verifier.near_threshold": 0.92, "paths.data": "x.jsonl"})
    ]
    assert kwargs == [{"strict": False}]


def test_report_passes_verdicts_and_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: List[Any] = []
    module = types.ModuleType("spacy_quoteverify.evaluation.report")
    module.report_cli = lambda *args, **kw: calls.append((args, kw)) or 3  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "spacy_quoteverify.evaluation.report", module)
    result = run(["report", "v.jsonl", "-o", "r.html", "--input", "in.jsonl", "--chunks", "c.jsonl"])
    assert calls == [
        ((Path("v.jsonl"), Path("r.html")), {"input_path": "in.jsonl", "chunks_path": "c.jsonl", "strict": False})
    ]
    assert result.exit_code == 3  # a non-zero int from the entry point is the exit status


def test_bench_lists_and_runs_scripts_of_a_benchmarks_folder(tmp_path: Path) -> None:
    (tmp_path / "bench_demo.py").write_text("import sys\nprint('demo', sys.argv[1:])\n")
    listed = run(["bench", "--dir", str(tmp_path), "--list"])
    assert listed.exit_code == 0 and "demo" in listed.stdout
    done = subprocess.run(
        [sys.executable, "-m", "spacy_quoteverify", "bench", "demo", "--dir", str(tmp_path), "--size", "3"],
        capture_output=True, cwd=REPO, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert b"demo ['--size', '3']" in done.stdout


def test_bench_without_a_benchmarks_folder_exits_2(tmp_path: Path) -> None:
    result = run(["bench", "--dir", str(tmp_path / "none")])
    assert result.exit_code == 2 and "benchmarks" in result.stderr


def test_bench_unknown_name_exits_2(tmp_path: Path) -> None:
    (tmp_path / "bench_demo.py").write_text("")
    result = run(["bench", "nothere", "--dir", str(tmp_path)])
    assert result.exit_code == 2 and "demo" in result.stderr


# --------------------------------------------------------------------------
# End to end with the real verifier
# --------------------------------------------------------------------------

WORKED_SOURCE = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204."


def _worked_example(tmp_path: Path) -> List[Dict[str, Any]]:
    inp = write_jsonl(
        tmp_path / "in.jsonl",
        [
            {"id": "wrong", "quote": "Revenue rose to 88.9 billion dollars on record demand.", "source": WORKED_SOURCE},
            {"id": "right", "quote": "Revenue rose to 45.2 million dollars.", "source": WORKED_SOURCE},
        ],
    )
    out = tmp_path / "out.jsonl"
    done = run_subprocess(["verify", str(inp), "-o", str(out), "--lang", "en"])
    assert done.returncode == 0, done.stderr
    return read_jsonl(out)


def test_worked_example_match_check_end_to_end_in_a_subprocess(tmp_path: Path) -> None:
    wrong, right = _worked_example(tmp_path)
    assert set(wrong) == set(right) == RECORD_FIELDS
    assert (wrong["id"], wrong["verified"], wrong["match"]) == ("wrong", False, 0.333)
    assert (right["id"], right["verified"], right["match"]) == ("right", True, 1)
    assert WORKED_SOURCE[right["start"] : right["end"]].startswith("Revenue rose to 45.2 million dollars")


def test_worked_example_edit_fields_end_to_end_in_a_subprocess(tmp_path: Path) -> None:
    wrong, right = _worked_example(tmp_path)
    assert wrong["quote_status"] == "unverified"
    assert (wrong["quote_sim"], wrong["quote_coverage"], wrong["quote_edits"]) == (0.6792, 0.4444, 17)
    assert wrong["quote_critical_ok"] is False
    assert right["quote_status"] == "verbatim"
    assert (right["quote_sim"], right["quote_coverage"], right["quote_edits"]) == (1, 1, 0)
    assert right["quote_critical_ok"] is True


def test_chunks_and_stdin_end_to_end(tmp_path: Path) -> None:
    chunks = write_jsonl(
        tmp_path / "chunks.jsonl",
        [{"chunk_id": 1, "text": "Model summary.", "source_text": WORKED_SOURCE}],
    )
    rows = [
        {"id": 1, "quote": "Headcount grew to 1,204.", "chunk_id": 1},
        {"id": 2, "quote": "Headcount grew to 1,204.", "chunk_id": 5},
        {"id": 3, "quote": "Headcount grew to 1,205.", "chunk_id": 1, "lang": "en"},
    ]
    data = "".join(json.dumps(r) + "\n" for r in rows).encode()
    done = run_subprocess(["verify", "-", "--chunks", str(chunks)], input=data)
    assert done.returncode == 0, done.stderr
    records = [json.loads(x) for x in done.stdout.decode().splitlines()]
    assert [r["id"] for r in records] == [1, 2, 3]
    assert [r["verified"] for r in records] == [True, None, False]
    assert records[1]["reason"] == "no_source"
    assert all(set(r) == RECORD_FIELDS for r in records)
    assert b"1 verified, 1 refused, 1 none, 0 errors" in done.stderr


def test_malformed_lines_in_a_subprocess_do_not_stop_the_run(tmp_path: Path) -> None:
    inp = tmp_path / "in.jsonl"
    inp.write_bytes(b'{"id": 1, "quote": 2, "source": "x"}\n\xff\xfe\n{"id": 3}\n')
    done = run_subprocess(["verify", str(inp)])
    assert done.returncode == 1  # every line failed, none stopped the run
    records = [json.loads(x) for x in done.stdout.decode().splitlines()]
    assert [(r["id"], r["line"]) for r in records] == [(1, 1), (None, 2), (3, 3)]
    assert all("error" in r for r in records)


def test_a_closed_stdout_pipe_stops_the_run_without_a_traceback(tmp_path: Path) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", [{"id": i, "quote": "", "source": "x"} for i in range(20_000)])
    proc = subprocess.Popen(
        [sys.executable, "-m", "spacy_quoteverify", "verify", str(inp)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO,
    )  # fmt: skip
    assert proc.stdout is not None and proc.stderr is not None
    assert json.loads(proc.stdout.readline())["id"] == 0
    proc.stdout.close()
    stderr = proc.stderr.read()
    assert proc.wait(timeout=120) != 0
    assert b"Traceback" not in stderr


# --------------------------------------------------------------------------
# Manifest and resume: the right way and the wrong ways
# --------------------------------------------------------------------------


def _interrupted(tmp_path: Path, args: List[str], keep: int) -> Path:
    """Run verify with ``args`` to completion, then cut the output as an interrupted run leaves it."""
    out = tmp_path / "out.jsonl"
    result = run(["verify", *args, "-o", str(out)])
    assert result.exit_code in (0, 1), result.output
    lines = out.read_bytes().splitlines(keepends=True)
    out.write_bytes(b"".join(lines[:keep]) + lines[keep][:9])
    return out


def test_a_manifest_beside_the_output_records_options_language_files_and_version(
    tmp_path: Path, fake: FakeVerifier
) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    out = tmp_path / "out.jsonl"
    run(["verify", str(inp), "-o", str(out), "--lang", "en", "--near-threshold", "0.93"])
    manifest = json.loads(manifest_path(out).read_text())
    assert manifest["options"]["near_threshold"] == 0.93
    assert set(manifest["options"]) == set(OPTION_NAMES)
    assert manifest["lang"] == "en" and manifest["chunks"] is None
    assert manifest["input"]["path"] == str(inp.resolve()) and len(manifest["input"]["sha256"]) == 64
    from spacy_quoteverify.about import __version__

    assert manifest["version"] == __version__


@pytest.mark.parametrize(
    "change, message",
    [
        (["--near-threshold", "0.8"], "option near_threshold was 0.9, now 0.8"),
        (["--no-structure"], "option structure was True, now False"),
        (["--lang", "de"], "--lang was None, now 'de'"),
    ],
)
def test_resume_with_other_options_is_refused_with_exit_2_saying_what_differs(
    tmp_path: Path, fake: FakeVerifier, change: List[str], message: str
) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    out = _interrupted(tmp_path, [str(inp)], keep=2)
    before = out.read_bytes()
    fake.calls.clear()
    result = run(["verify", str(inp), "-o", str(out), "--resume", *change])
    assert result.exit_code == 2
    assert message in result.stderr and "without --resume" in result.stderr
    assert out.read_bytes() == before and fake.calls == []


def test_resume_without_the_chunks_file_of_the_run_is_refused(tmp_path: Path, fake: FakeVerifier) -> None:
    chunks = write_jsonl(tmp_path / "chunks.jsonl", [{"chunk_id": i, "text": f"text {i}"} for i in range(5)])
    inp = write_jsonl(tmp_path / "in.jsonl", [{"id": i, "quote": f"text {i}", "chunk_id": i} for i in range(5)])
    out = _interrupted(tmp_path, [str(inp), "--chunks", str(chunks)], keep=2)
    before = out.read_bytes()
    result = run(["verify", str(inp), "-o", str(out), "--resume"])
    assert result.exit_code == 2
    assert "chunks file" in result.stderr and "was given then (--chunks) but not now" in result.stderr
    assert out.read_bytes() == before
    # The chunks file changed since: refused too.
    write_jsonl(chunks, [{"chunk_id": i, "text": f"other {i}"} for i in range(5)])
    result = run(["verify", str(inp), "-o", str(out), "--resume", "--chunks", str(chunks)])
    assert result.exit_code == 2 and "has other content than then" in result.stderr
    assert out.read_bytes() == before


def test_resume_with_another_input_or_without_a_manifest_is_refused(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    out = _interrupted(tmp_path, [str(inp)], keep=2)
    other = write_jsonl(tmp_path / "other.jsonl", ROWS[::-1])
    result = run(["verify", str(other), "-o", str(out), "--resume"])
    assert result.exit_code == 2 and "input" in result.stderr and "other content" in result.stderr
    manifest_path(out).unlink()
    result = run(["verify", str(inp), "-o", str(out), "--resume"])
    assert result.exit_code == 2 and "has no manifest" in result.stderr


def test_resume_the_right_way_with_chunks_gives_the_uninterrupted_output(tmp_path: Path, fake: FakeVerifier) -> None:
    chunks = write_jsonl(tmp_path / "chunks.jsonl", [{"chunk_id": i, "text": f"text {i}"} for i in range(6)])
    rows = [{"id": i, "quote": f"text {i % 4}", "chunk_id": i} for i in range(6)]
    inp = write_jsonl(tmp_path / "in.jsonl", rows)
    full = tmp_path / "full.jsonl"
    run(["verify", str(inp), "--chunks", str(chunks), "-o", str(full), "--lang", "en"])
    out = _interrupted(tmp_path, [str(inp), "--chunks", str(chunks), "--lang", "en"], keep=3)
    fake.calls.clear()
    result = run(["verify", str(inp), "--chunks", str(chunks), "-o", str(out), "--lang", "en", "--resume"])
    assert result.exit_code == 0, result.output
    assert out.read_bytes() == full.read_bytes()
    assert len(fake.calls) == 3 and "3 already done" in result.stderr
    assert all(r["reason"] != "no_source" for r in read_jsonl(out))


def test_the_readme_resume_example_repeats_the_whole_command() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    resumes = [line for line in readme.splitlines() if "--resume" in line and line.startswith("quoteverify verify")]
    assert resumes
    for line in resumes:
        first = next(
            x for x in readme.splitlines()
            if x.startswith("quoteverify verify") and "--resume" not in x and "-o verdicts.jsonl" in x
        )
        assert set(first.split("#")[0].split()) <= set(line.split("#")[0].split()), (first, line)


# --------------------------------------------------------------------------
# Exit statuses, --strict, --version, help
# --------------------------------------------------------------------------


def test_exit_status_is_0_when_every_line_is_done_even_with_refusals(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)  # some verified, some refused
    assert run(["verify", str(inp), "-o", str(tmp_path / "a.jsonl")]).exit_code == 0


@pytest.mark.parametrize("flag", ["--strict", "--fail-on-error"])
def test_strict_fails_on_any_quotation_not_verified(tmp_path: Path, fake: FakeVerifier, flag: str) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", ROWS)
    assert run(["verify", str(inp), "-o", str(tmp_path / "a.jsonl"), flag]).exit_code == 1
    good = write_jsonl(tmp_path / "good.jsonl", [ROWS[0], ROWS[2]])
    assert run(["verify", str(good), "-o", str(tmp_path / "b.jsonl"), flag]).exit_code == 0


def test_strict_does_not_count_answers_which_are_not_quotations() -> None:
    summary = job.VerifySummary()
    summary.count(True)
    summary.count(None, "not_a_quotation")
    assert summary.exit_status(strict=True) == 0
    summary.count(None, "no_source")
    assert summary.exit_status(strict=False) == 0 and summary.exit_status(strict=True) == 1


def test_strict_fails_on_a_skipped_chunks_line(tmp_path: Path, fake: FakeVerifier) -> None:
    chunks = tmp_path / "chunks.jsonl"
    chunks.write_bytes(b'{"chunk_id": 1, "text": "Alpha."}\nnot json\n')
    inp = write_jsonl(tmp_path / "in.jsonl", [{"id": 1, "quote": "Alpha", "chunk_id": 1}])
    assert run(["verify", str(inp), "--chunks", str(chunks)]).exit_code == 0
    assert run(["verify", str(inp), "--chunks", str(chunks), "--strict"]).exit_code == 1


def test_version_prints_the_package_version() -> None:
    from spacy_quoteverify.about import __version__

    done = run_subprocess(["--version"])
    assert done.returncode == 0 and __version__ in done.stdout.decode()


@pytest.mark.parametrize("args", [[], ["evaluate"], ["verify", "--help"]])
def test_help_exits_0_on_standard_output(args: List[str]) -> None:
    done = run_subprocess(args)
    assert done.returncode == 0, done.stderr
    assert b"Usage" in done.stdout


def test_the_exit_statuses_are_documented_in_the_help_and_the_readme() -> None:
    text = _help([])
    assert "0 when every line was done" in text and "2 for a usage error" in text
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "Exit status" in readme and "--strict" in readme


# --------------------------------------------------------------------------
# Reading lines: positions and ids of bad lines
# --------------------------------------------------------------------------


def test_json_error_columns_count_characters_as_an_editor_shows_them() -> None:
    line = '{"id": "é中", "quote": x}'.encode()
    parsed = parse_line(line, 3)
    assert parsed is not None and parsed.error == "invalid JSON: Expecting value at column 23"
    assert '{"id": "é中", "quote": x}'.index("x") + 1 == 23
    with_bom = parse_line(b"\xef\xbb\xbf" + line, 1)
    assert with_bom is not None and with_bom.error == parsed.error
    for ending in (b"\n", b"\r\n", b""):  # an error at the end of the line is placed there
        cut = parse_line(b'{"id": 1, "quote": "a"' + ending, 2)
        assert cut is not None and cut.error == "invalid JSON: Expecting ',' delimiter at column 23 (the end of the line)"
    control = parse_line(b'{"quote": "a\x0bb"}\n', 2)
    assert control is not None and control.error == "invalid JSON: Invalid control character at column 13"


def test_the_id_of_a_line_with_broken_utf8_is_kept_when_readable() -> None:
    kept = parse_line(b'{"id": 17, "quote": "caf\xe9", "source": "x"}', 4)
    assert kept is not None and kept.id == 17 and "UTF-8" in str(kept.error)
    assert parse_line(b'{"id": "a\xe9", "quote": "x"}', 4).id is None  # the id itself is broken
    assert parse_line(b'{"id": 1, "quote": "\xe9', 4).id is None  # not JSON around it either


# --------------------------------------------------------------------------
# A user's own run, end to end, with the real verifier
# --------------------------------------------------------------------------

USER_CHUNKS = [
    {"chunk_id": 1, "text": "Das Unternehmen meldete 2023 einen Umsatz von 45,2 Millionen Euro."},
    {"chunk_id": 2, "text": "Die Zahl der Beschäftigten stieg nicht, sie blieb bei 1.204."},
    {"chunk_id": 3, "text": "Der Vorstand erwartet für 2024 ein moderates Wachstum."},
]
USER_ROWS = [
    {"id": "q1", "quote": "einen Umsatz von 45,2 Millionen Euro", "chunk_id": 1},
    {"id": "q2", "quote": "einen Umsatz von 54,2 Millionen Euro", "chunk_id": 1},
    {"id": "q3", "quote": "Die Zahl der Beschäftigten stieg, sie blieb bei 1.204.", "chunk_id": 2},
    {"id": "q4", "quote": "ein moderates Wachstum", "chunk_id": 3},
    {"id": "q5", "quote": "ein moderates Wachstum", "chunk_id": 9},
    {"id": "q6", "quote": "Der Vorstand erwartet ein starkes Wachstum", "chunk_id": 3},
]


def test_a_users_run_interrupted_and_resumed_end_to_end(tmp_path: Path) -> None:
    chunks = write_jsonl(tmp_path / "chunks.jsonl", USER_CHUNKS)
    inp = write_jsonl(tmp_path / "quotes.jsonl", USER_ROWS)
    full, out = tmp_path / "full.jsonl", tmp_path / "verdicts.jsonl"
    base = ["verify", str(inp), "--chunks", str(chunks), "--lang", "de"]
    done = run_subprocess([*base, "-o", str(full)])
    assert done.returncode == 0, done.stderr
    records = read_jsonl(full)
    assert [r["verified"] for r in records] == [True, False, False, True, None, False]
    assert records[4]["reason"] == "no_source"
    assert run_subprocess([*base, "-o", str(full), "--strict"]).returncode == 1
    # Interrupted after two lines and a half.
    lines = full.read_bytes().splitlines(keepends=True)
    out.write_bytes(b"".join(lines[:2]) + lines[2][:30])
    (tmp_path / "verdicts.jsonl.manifest.json").write_bytes(manifest_path(full).read_bytes())
    # Wrong ways: without --chunks, with another threshold; nothing is written.
    wrong = run_subprocess(["verify", str(inp), "--lang", "de", "-o", str(out), "--resume"])
    assert wrong.returncode == 2 and b"chunks file" in wrong.stderr
    wrong = run_subprocess([*base, "-o", str(out), "--resume", "--near-threshold", "0.8"])
    assert wrong.returncode == 2 and b"near_threshold" in wrong.stderr
    assert out.read_bytes() == b"".join(lines[:2]) + lines[2][:30]
    # The right way.
    right = run_subprocess([*base, "-o", str(out), "--resume"])
    assert right.returncode == 0, right.stderr
    assert out.read_bytes() == full.read_bytes()
    assert b"2 already done" in right.stderr


def test_a_line_with_a_language_spacy_does_not_know_gets_an_error_record(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", [{"id": 1, "quote": "a", "source": "a", "lang": "klingon"}, ROWS[0]])
    result = run(["verify", str(inp)])
    first, second = [json.loads(x) for x in result.stdout.splitlines()]
    assert first["id"] == 1 and "field 'lang' 'klingon' is not a language spaCy knows" in first["error"]
    assert second["verified"] is True and result.exit_code == 1


def test_a_resumed_run_fails_when_the_lines_kept_from_before_failed(tmp_path: Path, fake: FakeVerifier) -> None:
    inp = tmp_path / "in.jsonl"
    inp.write_bytes(b"broken\n" + "".join(json.dumps(r) + "\n" for r in ROWS).encode())
    out = _interrupted(tmp_path, [str(inp)], keep=2)  # the error record of line 1 is kept
    result = run(["verify", str(inp), "-o", str(out), "--resume"])
    assert "2 already done" in result.stderr
    assert result.exit_code == 1  # the output holds a failed line, whichever run wrote it
    good = write_jsonl(tmp_path / "good.jsonl", [ROWS[0], ROWS[2], ROWS[3]])
    out = _interrupted(tmp_path, [str(good)], keep=1)
    assert run(["verify", str(good), "-o", str(out), "--resume"]).exit_code == 0
    assert run(["verify", str(good), "-o", str(out), "--resume", "--strict"]).exit_code == 0


def test_a_refused_line_carries_the_suggestion(tmp_path: Path) -> None:
    inp = write_jsonl(tmp_path / "in.jsonl", [{"id": 1, "quote": "Sales rose 21% in May", "source": "Sales rose 12% in May."}])
    out = tmp_path / "out.jsonl"
    assert run(["verify", str(inp), "-o", str(out)]).exit_code == 0
    record = read_jsonl(out)[0]
    assert record["verified"] is False
    assert record["suggestion"] == {"text": "Sales rose 12% in May", "start": 0, "end": 21, "chunk_id": None}


def test_chunks_written_as_framework_documents_are_read(tmp_path: Path, fake: FakeVerifier) -> None:
    chunks = write_jsonl(
        tmp_path / "chunks.jsonl",
        [
            {"page_content": "Revenue grew 4% in 2023.", "metadata": {"chunk_id": 1}, "type": "Document"},
            {"content": "Costs fell 3%.", "meta": {"chunk_id": "b"}},
        ],
    )
    inp = write_jsonl(
        tmp_path / "in.jsonl",
        [{"id": 1, "quote": "Revenue grew 4%", "chunk_id": 1}, {"id": 2, "quote": "Costs fell 3%", "chunk_id": "b"}],
    )
    out = tmp_path / "out.jsonl"
    result = run(["verify", str(inp), "--chunks", str(chunks), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert [c["source"] for c in fake.calls] == ["Revenue grew 4% in 2023.", "Costs fell 3%."]
