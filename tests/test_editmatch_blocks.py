"""The edit matcher's source encoding, built block by block, against the whole-array reference.

Preparing a large source once held the code points of the whole text (4 bytes a
character) and the 64-bit q-gram temporaries of the whole text at the same time;
both are now computed a block at a time. The whole-array construction stays (it
is what ``_SourceSymbols(text, text_cps)`` does) and is the reference here.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify.match import edits as em
from tests.adversarial import sentences


def _same(text: str, block: int) -> None:
    old = em.ENCODE_BLOCK
    em.ENCODE_BLOCK = block
    try:
        fast = em._SourceSymbols(text)
    finally:
        em.ENCODE_BLOCK = old
    try:
        latin1 = text.encode("latin-1")
    except UnicodeEncodeError:
        latin1 = None
    if latin1 is not None and fast.small:
        # Code points below 256 are their own symbols: no blocks, the text's own bytes.
        assert fast.t_bytes == latin1
        _same_hashes(np.frombuffer(latin1, dtype=np.uint8), block)
        return
    ref = em._SourceSymbols(text, em.codepoints(text))
    assert fast.small == ref.small
    assert fast.t_bytes == ref.t_bytes
    assert fast.id_of == ref.id_of
    if ref.table is not None:
        assert fast.table is not None
        assert dict(fast.table) == dict(ref.table) and fast.table.missing == ref.table.missing
    if ref.ids is not None:
        assert fast.ids is not None
        assert fast.ids.dtype == ref.ids.dtype and np.array_equal(fast.ids, ref.ids)
    codes = np.frombuffer(ref.t_bytes, dtype=np.uint8) if ref.small else ref.ids
    assert codes is not None
    _same_hashes(codes, block)


def _same_hashes(codes: np.ndarray, block: int) -> None:
    want = em._qgram_hashes(codes, em.QGRAM_STEP)
    for b in (block, em.QGRAM_STEP * 3 + 1, 1 << 20):
        assert np.array_equal(em._qgram_hashes_in_blocks(codes, em.QGRAM_STEP, b), want)


@pytest.mark.parametrize("block", [7, 64, 1000])
def test_real_text_of_every_language_encodes_as_the_reference(block: int) -> None:
    by_lang: dict = {}
    for s in sentences():
        by_lang.setdefault(s.lang, []).append(s.text)
    _same("\n\n".join(" ".join(v) for v in by_lang.values()), block)  # > 255 distinct characters
    for texts in by_lang.values():
        _same(" ".join(texts), block)  # mostly one script: one byte a character


@settings(max_examples=200, deadline=None)
@given(st.text(st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=300), st.integers(1, 50))
def test_any_text_encodes_as_the_reference(text: str, block: int) -> None:
    _same(text, block)


def test_alignment_is_unchanged_on_a_blocked_encoding() -> None:
    text = " ".join(s.text for s in sentences()[:400])
    old = em.ENCODE_BLOCK
    em.ENCODE_BLOCK = 97
    try:
        enc = em._SourceSymbols(text)
    finally:
        em.ENCODE_BLOCK = old
    ref = em._SourceSymbols(text, em.codepoints(text))
    for s in sentences()[:400:37]:
        pattern = s.text[: len(s.text) // 2] + "xq" + s.text[len(s.text) // 2 + 2 :]
        assert em.align(pattern, text, encoded=enc) == em.align(pattern, text, encoded=ref)
