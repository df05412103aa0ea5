"""Confirming hints where they are dense (one overlapped scan) against one attempt per place.

A text of repeated markers ("- - - ...") makes almost every character a hint;
an attempt at each place of a pattern that scans ahead for a line break was
quadratic. ``_confirmed`` then reads every match from one overlapped search; the
attempt at each place stays as ``_confirmed_at`` and is the reference here.
"""
from __future__ import annotations

from adversarial import sentences
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify import verify_quote
from spacy_quoteverify.text import fold as N


#: Each precise pattern with the hint places it is confirmed at (as the folding does).
def _uses(text: str):  # type: ignore[no-untyped-def]
    h = N._hints(text)
    return [
        (N._BOLD, list(h.bold)),
        (N._LETTER_BREAK, list(h.letter_break)),
        (N._DIGIT_BREAK, [x + 1 for x in h.digit_break]),
        (N._DIGIT_QUOTE, list(h.digit_quote)),
        (N._LETTER_HYPHEN, list(h.join_hyphen)),
    ]


def _same(text: str) -> None:
    for pattern, places in _uses(text):
        dense = N._DENSE_HINTS
        try:
            N._DENSE_HINTS = 0.0  # always the overlapped scan
            scanned = N._confirmed(pattern, text, places)
        finally:
            N._DENSE_HINTS = dense
        assert scanned == N._confirmed_at(pattern, text, places), (pattern.pattern, text[:80])


_PIECES = st.sampled_from(
    ["- ", "-", "\n", " ", "**", "*", "12", "3", "\u2013", "\u2010", "\u00ad", "\u201c", '"', "'", "ab", "\u0e01",
     "\u4e00", "x-\ny", "4-\n5", "\u00bb", "\t", "\n\n", "1,5", "co-op", "**bold**"]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=60))
def test_the_overlapped_scan_confirms_what_each_attempt_confirms(parts: list) -> None:
    _same("".join(parts))


def test_real_sentences_with_markers_breaks_and_bold() -> None:
    for s in sentences()[::7]:
        words = s.text.split(" ")
        _same("- " + "\n- ".join(words))
        _same("**" + "-\n".join(words) + "**")
        _same(" ".join(w + "-" for w in words) * 3)


def test_repeated_list_markers_take_the_single_scan(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    real = N._confirmed_at

    def attempt_at_each_place(pattern, text, places):  # type: ignore[no-untyped-def]
        assert len(places) < 1_000, "an attempt at each of tens of thousands of places"
        return real(pattern, text, places)

    monkeypatch.setattr(N, "_confirmed_at", attempt_at_each_place)
    verdict = verify_quote("- " * 40_000, "Revenue rose. " * 100)
    assert verdict.verified is not True and verdict.reason
