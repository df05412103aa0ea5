"""Checking evidence tables against the chunks they came from."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional
from unittest import mock

import pytest

from spacy_quoteverify.batch.evidence import TABLE_COLUMNS, to_dataframe, to_records, verify_evidence
from spacy_quoteverify.text import source as source_module
from spacy_quoteverify.verdict import Verdict, verify_cited

DOC = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204."
GOOD = "Revenue rose to 45.2 million dollars."
BAD = "Revenue rose to 88.9 billion dollars on record demand."


def test_a_faithful_extracted_row_is_verified_with_match_one() -> None:
    (v,) = verify_evidence([{"chunk_id": 1, "text": GOOD, "kind": "extracted"}], [DOC])
    assert (v.verified, v.match, v.kind, v.chunk_id) == (True, 1.0, "extracted", 1)


def test_an_invented_extracted_row_is_refused_with_its_run_score() -> None:
    (v,) = verify_evidence([{"chunk_id": 1, "text": BAD, "kind": "extracted"}], [DOC])
    assert v.verified is False
    assert v.match == pytest.approx(0.333)


def test_an_answer_row_is_not_a_quotation() -> None:
    (v,) = verify_evidence([{"chunk_id": 1, "text": "Revenue was 45.2 million.", "kind": "answer"}], [DOC])
    assert v.verified is None and v.match is None
    assert v.reason == "not_a_quotation"


def test_a_verbatim_row_is_compared_whole_without_reading_structure() -> None:
    chunk = "Results:\n1. Revenue rose.\n2. Costs fell by **3%**."
    (v,) = verify_evidence([{"chunk_id": 1, "text": chunk, "kind": "verbatim"}], [chunk])
    assert v.verified is True and v.kind == "verbatim"
    with mock.patch("spacy_quoteverify.batch.evidence.verify_cited", wraps=verify_cited) as spy:
        verify_evidence([{"chunk_id": 1, "text": chunk, "kind": "verbatim"}], [chunk])
    assert spy.call_args.kwargs["kind"] == "verbatim"


def test_chunk_ids_are_one_based_positions() -> None:
    chunks = ["Costs fell by 3% in 2023.", DOC]
    rows = [{"chunk_id": 2, "text": GOOD, "kind": "extracted"}, {"chunk_id": 1, "text": GOOD, "kind": "extracted"}]
    assert [v.verified for v in verify_evidence(rows, chunks)] == [True, False]


@pytest.mark.parametrize("chunk_id", [0, 3, -1, None, "x"])
def test_an_id_the_chunk_set_lacks_gives_none(chunk_id: object) -> None:
    (v,) = verify_evidence([{"chunk_id": chunk_id, "text": GOOD, "kind": "extracted"}], [DOC, DOC])
    assert v.verified is None and v.match is None
    assert v.reason == "no_source"


def test_without_chunks_a_row_without_source_text_has_no_source() -> None:
    (v,) = verify_evidence([{"chunk_id": 1, "text": GOOD, "kind": "extracted"}])
    assert (v.verified, v.reason) == (None, "no_source")


def test_a_row_carrying_its_source_text_needs_no_chunks() -> None:
    (v,) = verify_evidence([{"chunk_id": 1, "text": GOOD, "kind": "extracted", "source_text": DOC}])
    assert v.verified is True


def test_a_chunks_source_text_is_used_before_its_text() -> None:
    chunk = {"text": "Context: a model-written summary of revenue.", "source_text": DOC}
    (v,) = verify_evidence([{"chunk_id": 1, "text": GOOD, "kind": "extracted"}], [chunk])
    assert v.verified is True
    chunk_text_only = {"text": DOC}
    (v,) = verify_evidence([{"chunk_id": 1, "text": GOOD, "kind": "extracted"}], [chunk_text_only])
    assert v.verified is True
    summary_only = {"text": DOC, "source_text": "Something else entirely was written here."}
    (v,) = verify_evidence([{"chunk_id": 1, "text": GOOD, "kind": "extracted"}], [summary_only])
    assert v.verified is False


def test_a_reader_rejected_row_stays_false_with_match_one_when_its_sentence_is_there() -> None:
    row = {"chunk_id": 1, "text": GOOD, "kind": "extracted", "verified": False}
    (v,) = verify_evidence([row], [DOC])
    assert (v.verified, v.match, v.reason) == (False, 1.0, "reader_rejected")


def test_a_reader_rejected_row_not_in_the_source_keeps_the_checks_reason() -> None:
    row = {"chunk_id": 1, "text": BAD, "kind": "extracted", "verified": False}
    (v,) = verify_evidence([row], [DOC])
    assert v.verified is False and v.match == pytest.approx(0.333)
    assert v.reason != "reader_rejected"


def test_a_stored_true_is_not_trusted() -> None:
    (v,) = verify_evidence([{"chunk_id": 1, "text": BAD, "kind": "extracted", "verified": True}], [DOC])
    assert v.verified is False


def test_the_span_is_the_first_sixty_characters_with_an_ellipsis() -> None:
    long_text = "Revenue rose to 45.2 million dollars and headcount grew to 1,204 people."
    (v,) = verify_evidence([{"chunk_id": 1, "text": long_text, "kind": "extracted"}], [DOC])
    assert v.span == long_text[:60] + "..."
    (v,) = verify_evidence([{"chunk_id": 1, "text": GOOD, "kind": "extracted"}], [DOC])
    assert v.span == GOOD


def test_rows_may_be_objects_with_attributes() -> None:
    @dataclass
    class Row:
        chunk_id: int
        text: str
        kind: str
        verified: Optional[bool] = None

    (v,) = verify_evidence([Row(1, GOOD, "extracted")], [DOC])
    assert v.verified is True


def test_chunks_may_be_a_mapping_from_id_to_chunk() -> None:
    (v,) = verify_evidence([{"chunk_id": "a", "text": GOOD, "kind": "extracted"}], {"a": DOC})
    assert v.verified is True


def test_each_chunk_is_prepared_once_for_all_its_rows() -> None:
    rows = [{"chunk_id": 1, "text": t, "kind": "extracted"} for t in (GOOD, BAD, "Headcount grew to 1,204.")] * 3
    fresh = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204. (fresh copy)"
    with mock.patch("spacy_quoteverify.batch.evidence.prepare_source", wraps=source_module.prepare_source) as spy:
        verdicts = verify_evidence(rows, [fresh])
    assert spy.call_count == 1
    assert [v.verified for v in verdicts] == [True, False, True] * 3


def test_options_are_passed_to_the_check() -> None:
    with pytest.raises(TypeError, match="unknown option"):
        verify_evidence([{"chunk_id": 1, "text": GOOD}], [DOC], no_such_option=True)


def test_a_missing_kind_means_extracted() -> None:
    (v,) = verify_evidence([{"chunk_id": 1, "text": GOOD}], [DOC])
    assert v.kind == "extracted" and v.verified is True


def test_bad_inputs_raise_errors_naming_the_argument() -> None:
    with pytest.raises(TypeError, match="rows must be an iterable"):
        verify_evidence("not rows")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="chunks must be a list"):
        verify_evidence([], chunks=5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"rows\[0\] must be a dict"):
        verify_evidence([5])
    with pytest.raises(TypeError, match=r"rows\[0\].text must be a str"):
        verify_evidence([{"chunk_id": 1, "text": 5}], [DOC])
    with pytest.raises(ValueError, match=r"rows\[0\].kind must be one of"):
        verify_evidence([{"chunk_id": 1, "text": GOOD, "kind": "quote"}], [DOC])
    with pytest.raises(TypeError, match=r"chunks\[1\] must be a str"):
        verify_evidence([{"chunk_id": 1, "text": GOOD}], [5])


def test_records_hold_the_table_columns_and_the_rows_field() -> None:
    rows = [
        {"chunk_id": 1, "text": GOOD, "kind": "extracted", "field": "revenue"},
        {"chunk_id": 1, "text": "Revenue was 45.2 million.", "kind": "answer", "field": "summary"},
    ]
    records = to_records(verify_evidence(rows, [DOC]), rows=rows)
    assert list(records[0]) == TABLE_COLUMNS
    assert [r["field"] for r in records] == ["revenue", "summary"]
    assert [r["verified"] for r in records] == [True, None]
    assert "field" not in to_records(verify_evidence(rows, [DOC]))[0]


def test_records_can_select_any_verdict_field() -> None:
    (record,) = to_records([Verdict(verified=True, match=1.0)], columns=["verified", "passages"])
    assert record == {"verified": True, "passages": []}
    with pytest.raises(ValueError, match="unknown field"):
        to_records([Verdict(verified=True, match=1.0)], columns=["nope"])


def test_the_dataframe_keeps_missing_verdicts_missing() -> None:
    pd = pytest.importorskip("pandas")
    rows = [
        {"chunk_id": 1, "text": GOOD, "kind": "extracted"},
        {"chunk_id": 1, "text": "Revenue was 45.2 million.", "kind": "answer"},
        {"chunk_id": 9, "text": GOOD, "kind": "extracted"},
    ]
    frame = to_dataframe(verify_evidence(rows, [DOC]), rows=rows)
    assert len(frame) == 3
    assert str(frame["verified"].dtype) == "boolean"
    assert bool(frame["verified"].iloc[0]) is True
    assert frame["verified"].isna().tolist() == [False, True, True]
    assert frame["chunk_id"].tolist() == [1, 1, 9]
    assert isinstance(frame, pd.DataFrame)


def test_a_dataframe_of_rows_can_be_checked_directly() -> None:
    pd = pytest.importorskip("pandas")
    table = pd.DataFrame([{"chunk_id": 1, "text": GOOD, "kind": "extracted", "verified": None}])
    (v,) = verify_evidence(table, [DOC])
    assert v.verified is True and v.chunk_id == 1 and type(v.chunk_id) is int


def test_without_pandas_the_dataframe_error_says_how_to_fix_it() -> None:
    with mock.patch.dict("sys.modules", {"pandas": None}):
        with pytest.raises(ImportError, match="pip install pandas"):
            to_dataframe([Verdict(verified=True, match=1.0)])


def test_the_table_has_a_suggestion_column_for_refused_rows() -> None:
    rows = [
        {"chunk_id": 1, "text": GOOD, "kind": "extracted"},
        {"chunk_id": 1, "text": "Revenue rose to 48.2 million dollars.", "kind": "extracted"},
    ]
    records = to_records(verify_evidence(rows, [DOC]))
    assert "suggestion" in TABLE_COLUMNS
    assert records[0]["suggestion"] is None
    hint = records[1]["suggestion"]
    assert hint["chunk_id"] == 1 and DOC[hint["start"] : hint["end"]] == hint["text"]
    assert hint["text"].startswith("Revenue rose to 45.2 million dollars")


def test_chunks_may_be_langchain_documents_known_by_their_metadata_id() -> None:
    from langchain_core.documents import Document

    chunks = [Document(page_content="Costs fell 3%."), Document(page_content=DOC, metadata={"chunk_id": "report"})]
    rows = [
        {"chunk_id": "report", "text": GOOD, "kind": "extracted"},
        {"chunk_id": 1, "text": "Costs fell 3%", "kind": "extracted"},
    ]
    assert [v.verified for v in verify_evidence(rows, chunks)] == [True, True]


def test_document_text_reads_each_frameworks_field() -> None:
    class Node:
        def get_content(self) -> str:
            return "from a node"

    assert source_module.document_text({"page_content": "a"}) == "a"
    assert source_module.document_text({"content": "b"}) == "b"
    assert source_module.document_text(Node()) == "from a node"
    assert source_module.document_text(object()) is None
    assert source_module.document_chunk_id({"meta": {"chunk_id": 4}}) == 4
    assert source_module.document_chunk_id({"metadata": {"chunk_id": True}}) is None
