"""Prepared sources (spacy_quoteverify.text.source)."""
from __future__ import annotations

import pytest

from spacy_quoteverify import verify_quote
from spacy_quoteverify.text import source as source_module
from spacy_quoteverify.text.source import PreparedSource, release_freed_memory


def test_freed_memory_is_handed_back_where_the_c_library_can() -> None:
    release_freed_memory(0)  # below the threshold: nothing called
    release_freed_memory(source_module.RELEASE_CHARS)  # glibc's malloc_trim, or nothing elsewhere
    trim = source_module._malloc_trim()
    assert trim is None or callable(trim)


def test_handing_memory_back_changes_no_view_and_no_verdict() -> None:
    text = "Revenue rose 12% in May, after a well-known co-operative's report. " * 40
    quotes = ["Revenue rose 12% in May", "revenue rose 15% in May", "a well-known co-operative"]

    def views() -> tuple:
        src = PreparedSource(text)
        verdicts = [(v.verified, v.reason) for v in (verify_quote(q, src) for q in quotes)]
        return src.folded.text, src.edit_view.text, list(src.sentences.ends), src.loose[0], verdicts

    kept = views()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(source_module, "RELEASE_CHARS", 0)  # every view hands its memory back
        assert views() == kept


def test_remembered_answers_are_bounded(monkeypatch) -> None:
    """A source keeps at most ANSWERS_KEPT answers about its places, then starts over."""
    from spacy_quoteverify.text import source as S

    monkeypatch.setattr(S, "ANSWERS_KEPT", 4)
    src = S.PreparedSource("No patients improved.")
    for k in range(10):
        src.remember(("rule", k), k)
        assert len(src.answers) <= 4
    assert src.answers[("rule", 9)] == 9
