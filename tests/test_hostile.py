"""Hostile input: huge, repetitive, nested or malformed text never crashes,
never hangs and never verifies by mistake.

Each pathological case runs under a generous alarm (``GUARD_SECONDS``) so a
hang fails the test instead of stalling the suite; none of them asserts a
time, because the machines that run the suite are shared and loaded.
"""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Iterator, List

import pytest

from spacy_quoteverify import parse_citations, verify_evidence, verify_quote
from spacy_quoteverify.answer.quotes import find_quotations
from spacy_quoteverify.lang.lexicons import is_negation_word
from spacy_quoteverify.text.source import SOURCE_CACHE, prepare_source

GUARD_SECONDS = 60
WORDS = (
    "the trial enrolled patients who received placebo and reported outcomes over "
    "twelve months without serious adverse events in either arm"
).split()


class Hang(Exception):
    """Raised by the alarm guard when a case runs past its allowance."""


@pytest.fixture
def guard() -> Iterator[None]:
    """Fail (rather than stall) a case that runs longer than GUARD_SECONDS; empty the source cache after."""

    def on_alarm(signum: int, frame: Any) -> None:
        raise Hang(f"did not finish within {GUARD_SECONDS} s")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(GUARD_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
        SOURCE_CACHE.clear()  # do not keep huge prepared sources for the rest of the suite


def prose(n_chars: int, seed: int = 1) -> str:
    """Deterministic sentences of common words, about ``n_chars`` long."""
    rng = random.Random(seed)
    out: List[str] = []
    total = 0
    while total < n_chars:
        sentence = " ".join(rng.choice(WORDS) for _ in range(12)).capitalize() + ". "
        out.append(sentence)
        total += len(sentence)
    return "".join(out)


def inner_words(text: str) -> str:
    """``text`` without its first and last (possibly cut) word."""
    return text[text.index(" ") + 1 : text.rindex(" ")]


# --- bounded time -----------------------------------------------------------


def test_quotation_from_a_10mb_source_verifies_and_a_changed_one_does_not(guard: None) -> None:
    src = prose(10_000_000)
    quote = inner_words(src[5_000_000:5_000_200])
    assert verify_quote(quote, src).verified is True
    changed = quote.replace("twelve", "eleven") if "twelve" in quote else quote + " eleven"
    assert verify_quote(changed, src).verified is not True


def test_a_100000_character_quotation_finishes_and_an_added_word_is_refused(guard: None) -> None:
    src = prose(300_000)
    quote = inner_words(src[1_000:101_000])
    assert len(quote) > 99_000
    assert verify_quote(quote, src, edit_matcher=False).verified is True
    assert verify_quote(quote + " extra", src, edit_matcher=False).verified is not True


def test_a_quotation_of_10000_elisions_finishes(guard: None) -> None:
    src = prose(300_000)
    words = src.split()[:20_000]
    quote = " ... ".join(words[::2][:10_000])
    verdict = verify_quote(quote, src, edit_matcher=False)
    assert verdict.verified in (True, False)
    if verdict.verified is False:
        assert verdict.reason


def test_a_passage_repeated_100000_times_is_bounded_or_verified(guard: None) -> None:
    src = "Revenue rose 12% while costs fell. " * 100_000
    verdict = verify_quote("Revenue rose ... costs fell.", src)
    assert (verdict.verified, verdict.start) == (True, 0), verdict.reason
    wrong = verify_quote("Revenue rose ... costs rose.", src)
    assert wrong.verified is not True
    assert wrong.reason


def test_search_bound_is_reported_when_the_candidate_budget_is_tiny(guard: None) -> None:
    src = "ab ab ab ab ab ab ab ab ab ab. " * 2_000
    verdict = verify_quote("ab ... ab ... ab ... cd", src, max_candidates=10)
    assert verdict.verified is not True
    assert verdict.reason in ("search_bound", "not_found")


def test_deeply_nested_quote_marks_finish_in_the_finder_and_the_verifier(guard: None) -> None:
    curly = "\u201c" * 5_000 + "the trial enrolled patients" + "\u201d" * 5_000
    mixed = "\u00ab" * 3_000 + '"' * 3_000 + "the trial enrolled patients" + '"' * 3_000 + "\u00bb" * 3_000
    unbalanced = "\u201c\u00ab\u300c" * 5_000 + "the trial enrolled patients"
    for answer in (curly, mixed, unbalanced):
        found = find_quotations(answer)
        assert len(found) <= 1
        assert verify_quote(answer, "the trial enrolled patients").verified in (True, False, None)


def test_a_1mb_line_without_spaces_finishes(guard: None) -> None:
    src = "a" * 1_000_000
    assert verify_quote("a" * 500 + "b", src).verified is not True
    assert verify_quote("a" * 1_000, src).verified is not True  # part of one long word
    assert verify_quote("ab" * 200 + " ... b", "ab" * 500_000).verified is not True


def test_50000_citation_markers_are_all_read(guard: None) -> None:
    text = " ".join(f"[chunk {i}]" for i in range(50_000))
    cites = parse_citations(text, range(100))
    assert len(cites.cited) == 50_000
    assert len(cites.unknown) == 49_900
    unclosed = "[chunk 1" * 50_000
    assert parse_citations(unclosed, [1]) is not None


# --- any text -----------------------------------------------------------------

ODD = [
    "\ud800",  # lone high surrogate
    "\udfff",  # lone low surrogate
    "\x00",
    "\x07\x1b[31m",
    "\ufeff",
    "\u200f\u202e\u2066",  # bidi marks and isolates
    "\u200d\u200c\u2060",  # joiners
    "\U0001F469\U0001F3FD\u200d\U0001F52C",  # emoji with a skin tone modifier
    "\U0001F1FA\U0001F1F8",  # flag
    "\U000E0001",  # tag character
    "\uffff\ufffe",
]


@pytest.mark.parametrize("odd", ODD)
def test_odd_characters_in_quote_or_source_never_crash_and_only_verify_when_present(odd: str) -> None:
    src = "The trial enrolled 120 patients. Nothing was found."
    for quote in (odd, f"The trial{odd} enrolled 120 patients", odd * 50):
        verdict = verify_quote(quote, src)
        assert verdict.verified in (True, False, None)
        if verdict.verified:
            assert verdict.start is not None and verdict.end is not None
    inserted = f"The trial enrolled {odd}120 patients. Nothing was found."
    assert verify_quote("The trial enrolled 120 patients", inserted).verified in (True, False)
    assert verify_quote("The trial enrolled 121 patients", inserted).verified is not True


def test_a_quotation_mixing_scripts_verifies_only_against_the_same_mixture() -> None:
    src = "Der Bericht sagt: 患者は120人 — пациенты получили плацебо, والنتائج كانت جيدة."
    assert verify_quote("患者は120人 — пациенты получили плацебо", src).verified is True
    assert verify_quote("患者は121人 — пациенты получили плацебо", src).verified is not True
    assert verify_quote("患者は120人 — пациенты не получили плацебо", src).verified is not True


@pytest.mark.parametrize(
    "call, argument",
    [
        (lambda bad: verify_quote(bad, "source text"), "quote"),
        (lambda bad: verify_quote("quote text", bad), "source"),
        (lambda bad: parse_citations(bad), "text"),
        (lambda bad: find_quotations(bad), "answer"),
        (lambda bad: prepare_source(bad), "source"),
    ],
)
@pytest.mark.parametrize("bad", [5, 1.5, b"bytes", None, ["a list"], {"a": "dict"}])
def test_non_string_arguments_raise_type_error_naming_the_argument_and_the_type(
    call: Callable[[Any], Any], argument: str, bad: Any
) -> None:
    with pytest.raises(TypeError) as err:
        call(bad)
    message = str(err.value)
    assert argument in message
    assert type(bad).__name__ in message


@pytest.mark.parametrize("bad", [5, "a string", None, b"bytes"])
def test_verify_evidence_rejects_rows_that_are_not_a_sequence_of_rows(bad: Any) -> None:
    with pytest.raises(TypeError) as err:
        verify_evidence(bad)
    assert "rows" in str(err.value)


def test_verify_evidence_rejects_a_row_text_of_the_wrong_type() -> None:
    with pytest.raises(TypeError) as err:
        verify_evidence([{"chunk_id": 1, "text": 42, "kind": "extracted"}], ["source"])
    assert "int" in str(err.value)


@pytest.mark.parametrize("bad", [5, "one string", b"bytes", [1, 2], {"a": 3}])
def test_component_rejects_sources_of_the_wrong_type_with_a_type_error(bad: Any) -> None:
    import spacy

    from spacy_quoteverify.component import verify_answer

    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier")
    with pytest.raises(TypeError) as err:
        verify_answer(nlp, 'He said "the trial enrolled patients" [chunk 1].', bad)
    assert "sources" in str(err.value)


@pytest.mark.parametrize("bad", [5, "one string", b"bytes", [1, 2], {"a": 3}])
def test_doc_sources_of_the_wrong_type_raise_a_type_error_naming_doc_sources(bad: Any) -> None:
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier")
    doc = nlp.make_doc('He said "the trial enrolled patients" [chunk 1].')
    with pytest.raises(TypeError) as err:
        doc._.sources = bad
        nlp(doc)
    assert "doc._.sources" in str(err.value)


# --- the command line -------------------------------------------------------


def _run_cli(*args: str, timeout: float = 300) -> subprocess.CompletedProcess:  # type: ignore[type-arg]
    return subprocess.run(
        [sys.executable, "-m", "spacy_quoteverify", *args],
        check=False,
        capture_output=True,
        timeout=timeout,
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )


def test_invalid_utf8_lines_get_an_error_record_and_the_rest_are_checked(tmp_path: Path) -> None:
    good = {"id": "ok", "quote": "rose 12%", "source": "Sales rose 12% in May."}
    lines = [
        json.dumps(good).encode(),
        b'{"id": "bad", "quote": "\xff\xfe", "source": "x"}',
        b"\xc3\x28 not even json",
        json.dumps({**good, "id": "ok2"}).encode(),
    ]
    inp = tmp_path / "in.jsonl"
    inp.write_bytes(b"\n".join(lines) + b"\n")
    out = tmp_path / "out.jsonl"
    done = _run_cli("verify", str(inp), "-o", str(out))
    assert done.returncode in (0, 1), done.stderr
    records = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    assert len(records) == 4
    errors = [r for r in records if r.get("error")]
    assert sorted(r["line"] for r in errors) == [2, 3]
    assert all("UTF-8" in r["error"] for r in errors)
    assert [r["verified"] for r in records if r.get("id") in ("ok", "ok2")] == [True, True]


#: Runs ``quoteverify`` with the writer patched to die on record K+1: half its line is written
#: and flushed, then the process sends itself SIGKILL. The kill lands at the same place on every
#: machine, however loaded.
_KILLER = """
import os, signal, sys
from spacy_quoteverify.batch import jsonl
from spacy_quoteverify.cli import main

k, written = int(sys.argv[1]), [0]
real_write = jsonl.JsonlWriter.write

def write(self, record):
    if written[0] == k:
        line = jsonl.dumps_line(record)
        self._stream.write(line[: len(line) // 2])
        self._stream.flush()
        os.kill(os.getpid(), signal.SIGKILL)
    written[0] += 1
    real_write(self, record)

jsonl.JsonlWriter.write = write
sys.exit(main(sys.argv[2:]))
"""


def test_killed_run_resumes_without_rechecking_or_losing_lines(tmp_path: Path, guard: None) -> None:
    src = prose(20_000, seed=3)
    rng = random.Random(5)
    n, k = 40, 7
    inp = tmp_path / "in.jsonl"
    with inp.open("w", encoding="utf-8") as fh:
        for i in range(n):
            while True:
                start = rng.randrange(0, len(src) - 300)
                quote = inner_words(src[start : start + 120])
                before = src[: src.index(quote, start)].split()[-1].strip(".,;:")
                if not is_negation_word(before, "en") and verify_quote(quote, src, edit_matcher=False).verified:
                    break  # not right after a "not", nor stopping in a clause a "not" closes (negation_cut)
            fh.write(json.dumps({"id": f"q{i}", "quote": quote, "source": src}) + "\n")
    out = tmp_path / "out.jsonl"
    killed = subprocess.run(
        [sys.executable, "-c", _KILLER, str(k), "verify", str(inp), "-o", str(out)],
        capture_output=True,
        timeout=300,
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    lines = out.read_bytes().split(b"\n")
    complete, last = lines[:-1], lines[-1]
    assert [json.loads(line)["id"] for line in complete] == [f"q{i}" for i in range(k)]
    assert last, "half of the next line was written before the kill"
    with pytest.raises(ValueError):
        json.loads(last)
    signal.alarm(0)  # the resumed run gets its own subprocess timeout
    done = _run_cli("verify", str(inp), "-o", str(out), "--resume", timeout=600)
    assert done.returncode == 0, done.stderr
    whole = tmp_path / "whole.jsonl"
    assert _run_cli("verify", str(inp), "-o", str(whole), timeout=600).returncode == 0
    assert out.read_bytes() == whole.read_bytes()  # nothing lost, nothing checked twice, same order
    assert all(json.loads(line)["verified"] is True for line in whole.read_text("utf-8").splitlines())


# --- regressions found by the fuzzers ---------------------------------------


@pytest.mark.parametrize("mark", ["\u2032", "'", "\u300c", '"'])
def test_a_quote_mark_or_prime_between_digits_does_not_join_them_into_one_number(mark: str) -> None:
    # Found by the figure-splitting property test: "5′10″" is five feet ten, not 510.
    src = f"The patient was 5{mark}10 tall and revenue rose 1{mark}2% to 45.2 million."
    assert verify_quote("was 510 tall", src).verified is not True
    assert verify_quote("revenue rose 12% to 45.2 million", src).verified is not True
