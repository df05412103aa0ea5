"""Tests of the edit-distance matcher (alignment, scores, critical tokens, diff)."""
from __future__ import annotations

import random
from typing import Any, Dict
from unittest import mock

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rapidfuzz.distance import Levenshtein

from spacy_quoteverify.match import edits as editmatch
from spacy_quoteverify.match.edits import (
    Alignment,
    EditResult,
    align,
    align_reference,
    critical_tokens,
    prepare_edit_view,
    score_passage,
    score_quote,
    trim_edges,
)
from spacy_quoteverify.options import VerifyOptions
from spacy_quoteverify.text.fold import fold_edit, turkic_casing
from spacy_quoteverify.verdict import verify_quote

OPTS = VerifyOptions()
REVENUE = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204."
LIAR = "Revenue rose to 88.9 billion dollars on record demand."
HONEST = "Revenue rose to 45.2 million dollars."




def score(passage: str, source: str, **options: Any) -> EditResult:
    return score_passage(passage, prepare_edit_view(source), OPTS.replace(**options))


# --------------------------------------------------------------------------
# The worked example.


def test_invented_quotation_reproduces_worked_numbers() -> None:
    r = score(LIAR, REVENUE)
    assert r.status == "unverified"
    assert r.sim == 0.6792
    assert r.coverage == 0.4444
    assert r.edits == 17
    assert r.critical_ok is False


def test_faithful_quotation_is_verbatim_with_full_scores() -> None:
    r = score(HONEST, REVENUE)
    assert (r.status, r.sim, r.coverage, r.edits, r.critical_ok) == ("verbatim", 1.0, 1.0, 0, True)
    assert REVENUE[r.start : r.end] == "Revenue rose to 45.2 million dollars"


def test_invented_quotation_diff_names_changed_figures_and_added_words() -> None:
    r = score(LIAR, REVENUE)
    assert r.diff == ['"45.2 million" -> "88.9 billion"', 'added: "on record demand"']


class _Unavailable(Exception):
    pass


verify = verify_quote


def test_verify_quote_reports_edit_scores_of_worked_example() -> None:
    bad = verify(LIAR, REVENUE)
    assert (bad.quote_status, bad.quote_sim, bad.quote_coverage, bad.quote_edits, bad.quote_critical_ok) == (
        "unverified",
        0.6792,
        0.4444,
        17,
        False,
    )
    good = verify(HONEST, REVENUE)
    assert (good.quote_status, good.quote_sim, good.quote_coverage, good.quote_edits, good.quote_critical_ok) == (
        "verbatim",
        1.0,
        1.0,
        0,
        True,
    )


# --------------------------------------------------------------------------
# Alignment: fast path against the brute-force reference.

SMALL = st.text(alphabet="ab", max_size=14)
TINY_PATTERN = st.text(alphabet="ab", min_size=0, max_size=8)
MIXED_ALPHABET = list(
    "abc .,-1%"
    "数据显示增长率为百分之"  # Chinese
    "ข้อมูลแสดงว่า"  # Thai (with combining vowel signs)
    "😀🎉👍🏽"  # emoji, a skin-tone modifier
    "e\u0301o\u0308"  # combining accents
    "データ"  # Katakana
)
MIXED = st.text(alphabet=st.sampled_from(MIXED_ALPHABET), max_size=22)
MIXED_PATTERN = st.text(alphabet=st.sampled_from(MIXED_ALPHABET), max_size=10)


@settings(max_examples=1500, deadline=None)
@given(pattern=TINY_PATTERN, text=SMALL)
def test_fast_alignment_equals_reference_on_two_letter_alphabet(pattern: str, text: str) -> None:
    assert align(pattern, text) == align_reference(pattern, text)


@settings(max_examples=1000, deadline=None)
@given(pattern=MIXED_PATTERN, text=MIXED)
def test_fast_alignment_equals_reference_on_mixed_scripts(pattern: str, text: str) -> None:
    assert align(pattern, text) == align_reference(pattern, text)


@settings(max_examples=400, deadline=None)
@given(pattern=st.text(alphabet="abc", min_size=1, max_size=14), text=st.text(alphabet="abc", max_size=10))
def test_fast_alignment_equals_reference_when_passage_is_longer_than_source(
    pattern: str, text: str
) -> None:
    assert align(pattern, text) == align_reference(pattern, text)


@settings(max_examples=500, deadline=None)
@given(pattern=TINY_PATTERN, text=st.text(alphabet="abc", max_size=16))
def test_numpy_fallback_equals_reference(pattern: str, text: str) -> None:
    assert align(pattern, text, method="numpy") == align_reference(pattern, text)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_large_alphabet_passage_aligns_like_reference(seed: int) -> None:
    # Over 255 distinct characters: first the reduced edlib mapping (few of them
    # occur in the source), then the NumPy fallback (too many occur).
    rng = random.Random(seed)
    chars = [chr(0x4E00 + i) for i in range(600)]
    pattern = "".join(rng.sample(chars, 270))
    few = "".join(rng.choice(pattern[:20] + "xy") for _ in range(rng.randint(0, 12)))
    assert align(pattern, few) == align_reference(pattern, few)
    many = pattern[: rng.randint(0, 270)] + "".join(rng.sample(chars, 5))
    many = many[-rng.randint(0, 20) :] if many else many
    assert align(pattern, many) == align_reference(pattern, many)


def test_large_alphabet_passage_over_large_source_uses_fallback_and_finds_it() -> None:
    rng = random.Random(7)
    chars = [chr(0x4E00 + i) for i in range(2000)]
    source = "".join(rng.choice(chars) for _ in range(5000))
    pattern = source[3000:3300]
    assert len(set(pattern)) > 255
    assert align(pattern, source) == Alignment(0, 3000, 3300)
    changed = pattern[:100] + "x" + pattern[101:]
    assert align(changed, source) == Alignment(1, 3000, 3300)


def test_coarse_symbol_map_falls_back_when_shared_symbols_fake_a_match() -> None:
    # 300 distinct characters all present in the source: the 47 rarest share one
    # symbol. Permuting exactly those makes the coarse search see a perfect match
    # that is not one; the answer must still be the exact one.
    chars = [chr(0x4E00 + i) for i in range(300)]
    pattern = "".join(random.Random(5).sample(chars, 300))
    shared = sorted(pattern)[253:]
    swap = dict(zip(shared, shared[1:] + shared[:1]))
    source = "filler " + "".join(swap.get(c, c) for c in pattern) + " tail"
    fast = align(pattern, source)
    assert fast == align(pattern, source, method="numpy")
    assert fast.edits > 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_coarse_symbol_map_agrees_with_numpy_path(seed: int) -> None:
    rng = random.Random(seed)
    chars = [chr(0x4E00 + i) for i in range(rng.randint(260, 400))]
    pattern = "".join(rng.choice(chars) for _ in range(rng.randint(300, 420)))
    pieces = [pattern[i : i + 40] for i in range(0, len(pattern), 40)]
    rng.shuffle(pieces)
    source = "".join(p if rng.random() < 0.7 else "".join(rng.choice(chars) for _ in p) for p in pieces)
    source += "".join(chars)  # every character present: the map is coarse
    assert align(pattern, source) == align(pattern, source, method="numpy")


@settings(max_examples=200, deadline=None)
@given(pattern=st.text(alphabet="abcd", min_size=1, max_size=12), text=st.text(alphabet="abcd", max_size=120))
def test_numpy_fallback_in_small_blocks_gives_the_same_costs(pattern: str, text: str) -> None:
    cps = editmatch.codepoints(text)
    whole = editmatch._end_costs_numpy(pattern, cps)
    blocked = editmatch._end_costs_numpy(pattern, cps, block=1)
    m = len(pattern)
    assert np.array_equal(np.minimum(whole, m), np.minimum(blocked, m))


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_edlib_and_numpy_paths_agree_on_medium_texts(seed: int) -> None:
    rng = random.Random(seed)
    alphabet = rng.choice(["ab", "acgt", "abcdefghij ", "数据显示增长"])
    text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 600)))
    pattern = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 40)))
    assert align(pattern, text, method="edlib") == align(pattern, text, method="numpy")


# --------------------------------------------------------------------------
# The source encoded once (cached per view) against the per-call map and the reference.

# Up to 300 distinct characters, so that sources fall on both sides of one byte's 255 symbols.
WIDE_ALPHABET = [chr(c) for c in range(0x4E00, 0x4E00 + 300)]


@st.composite
def wide_alphabet_cases(draw: st.DrawFn) -> tuple:  # type: ignore[type-arg]
    n_chars = draw(st.integers(1, 300))
    alphabet = WIDE_ALPHABET[:n_chars]
    body = draw(st.lists(st.sampled_from(alphabet), max_size=40))
    # Sometimes every character of the alphabet occurs in the source (250-300 distinct).
    text = "".join(body) + ("".join(alphabet) if draw(st.booleans()) else "")
    foreign = st.sampled_from(alphabet + ["x", "\u00e9", "\U0001f600"])  # some absent from the source
    pattern = "".join(draw(st.lists(foreign, max_size=12)))
    return pattern, text


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=wide_alphabet_cases())
def test_cached_encoding_aligns_like_the_per_call_map_and_reference(case: tuple) -> None:  # type: ignore[type-arg]
    pattern, text = case
    fast = align(pattern, text)
    assert fast == align(pattern, text, method="uncached")
    if len(text) <= 60:
        assert fast == align_reference(pattern, text)


@settings(max_examples=500, deadline=None)
@given(pattern=MIXED_PATTERN, text=MIXED)
def test_cached_encoding_of_a_view_is_reused_and_exact(pattern: str, text: str) -> None:
    view = fold_edit(text)
    encoded = editmatch._source_symbols(view)
    assert editmatch._source_symbols(view) is encoded
    expected = align_reference(pattern, view.text)
    assert align(pattern, view.text, encoded=encoded) == expected
    assert align(pattern, view.text, method="uncached") == expected


@pytest.mark.parametrize("n_distinct", [1, 200, 254, 255, 256, 257, 300])
def test_encoding_is_exact_on_both_sides_of_one_byte_of_symbols(n_distinct: int) -> None:
    rng = random.Random(n_distinct)
    alphabet = [chr(0x0400 + i) for i in range(n_distinct)]
    source = "".join(rng.choice(alphabet) for _ in range(400)) + "".join(alphabet)
    encoded = editmatch._SourceSymbols(source)
    assert encoded.small == (n_distinct <= 255)
    for _ in range(20):
        start = rng.randrange(0, 380)
        piece = list(source[start : start + rng.randint(1, 20)])
        for _ in range(rng.randint(0, 3)):  # edits, some with characters the source lacks
            piece[rng.randrange(len(piece))] = rng.choice(alphabet + ["z", "\u4e00"])
        pattern = "".join(piece)
        assert align(pattern, source, encoded=encoded) == align(pattern, source, method="uncached")
        assert align(pattern, source, encoded=encoded) == align(pattern, source, method="numpy")


@pytest.mark.parametrize("text", ["", "a", "ab" * 10, "\u00ff\u00fe" * 5, "".join(map(chr, range(256))) * 2])
def test_latin1_sources_use_their_own_bytes(text: str) -> None:
    encoded = editmatch._SourceSymbols(text)
    for pattern in ["", "a", "\u00ff", "b\u00fe", "\u0100x", text[3:9]]:
        assert align(pattern, text, encoded=encoded) == align_reference(pattern, text)


@st.composite
def qgram_cases(draw: st.DrawFn) -> tuple:  # type: ignore[type-arg]
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    alphabet = rng.choice(["ab", "acgt", "abcdefgh ", "abcdefghijklmnopqrstuvwxyz", "the rose fell 0123456789."])
    text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 240)))
    if text and rng.random() < 0.3:  # repeats: several candidate regions
        start = rng.randrange(len(text))
        copy = text[start : start + 30]
        text = text + copy[:-2] + text[:50] + copy[2:] + text[50:90]
    if text and rng.random() < 0.8:  # an edited copy of a piece of the source
        start = rng.randrange(len(text))
        piece = list(text[start : start + rng.randint(12, 40)])
        for _ in range(rng.choice([0, 1, 1, 2, 3, 6])):
            at = rng.randrange(len(piece) + 1)
            op = rng.choice("sid")
            if op == "s" and at < len(piece):
                piece[at] = rng.choice(alphabet + "z")
            elif op == "i":
                piece.insert(at, rng.choice(alphabet))
            elif op == "d" and at < len(piece):
                del piece[at]
        pattern = "".join(piece)
    else:
        pattern = "".join(rng.choice(alphabet) for _ in range(rng.randint(12, 40)))
    return pattern, text


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=qgram_cases())
def test_qgram_narrowed_search_aligns_like_reference(case: tuple) -> None:  # type: ignore[type-arg]
    pattern, text = case
    with mock.patch.object(editmatch, "QGRAM_MIN_SOURCE", 0):  # the filter on every source size
        fast = align(pattern, text)
    assert fast == align(pattern, text, method="uncached")
    if len(text) <= 120:  # the brute force is cubic
        assert fast == align_reference(pattern, text)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_qgram_narrowed_search_agrees_with_the_whole_search_on_long_sources(seed: int) -> None:
    rng = random.Random(seed)
    words = ["revenue", "rose", "fell", "to", "the", "of", "12.5%", "million", "not", "\u00e9t\u00e9"]
    text = " ".join(rng.choice(words) for _ in range(rng.randint(50, 3000)))
    start = rng.randrange(len(text))
    piece = list(text[start : start + rng.randint(12, 300)])
    for _ in range(rng.randint(0, 25)):
        piece[rng.randrange(len(piece))] = rng.choice("abcxyz .")
    pattern = "".join(piece).strip() or "x"
    encoded = editmatch._SourceSymbols(text)
    whole = align(pattern, text, method="uncached")
    with mock.patch.object(editmatch, "QGRAM_MIN_SOURCE", 0):
        assert align(pattern, text, encoded=encoded) == whole


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_qgram_narrowed_search_on_a_large_alphabet_agrees_with_the_whole_search(seed: int) -> None:
    rng = random.Random(seed)
    chars = [chr(0x4E00 + i) for i in range(rng.randint(260, 400))]
    body = "".join(rng.choice(chars[:40]) for _ in range(rng.randint(50, 600)))
    text = body + "".join(chars)  # more than 255 distinct characters: dense ids
    start = rng.randrange(len(body))
    piece = list(text[start : start + rng.randint(12, 60)])
    for _ in range(rng.choice([0, 1, 2, 4, 8])):
        piece[rng.randrange(len(piece))] = rng.choice(chars + ["x"])
    pattern = "".join(piece)
    encoded = editmatch._SourceSymbols(text)
    assert not encoded.small
    with mock.patch.object(editmatch, "QGRAM_MIN_SOURCE", 0):
        fast = align(pattern, text, encoded=encoded)
    assert fast == align(pattern, text, method="uncached")
    if len(text) <= 120:
        assert fast == align_reference(pattern, text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), large=st.booleans())
def test_regions_mapped_whole_equal_the_regions_mapped_one_by_one(seed: int, large: bool) -> None:
    # _Region maps the whole text once past a number of calls: the bytes must be those of
    # text_symbols region by region (the reference), before and after the switch.
    rng = random.Random(seed)
    chars = [chr(0x4E00 + i) for i in range(300)] if large else list("abcdef .")
    text = "".join(rng.choice(chars) for _ in range(rng.randint(1, 5000))) + "".join(chars)
    pattern = "".join(rng.choice(chars + ["x"]) for _ in range(rng.randint(1, 40)))
    encoded = editmatch._SourceSymbols(text)
    assert encoded.small is not large  # more than 255 distinct characters: dense ids
    _, table, _ = encoded.pattern_symbols(pattern)
    region = editmatch._Region(encoded, table)
    region.limit = rng.randint(0, 5)
    for _ in range(20):
        lo = rng.randint(0, len(text))
        hi = rng.randint(lo, len(text))
        assert region(lo, hi) == encoded.text_symbols(table, lo, hi)
    assert region.whole() == encoded.text_symbols(table)


def test_qgram_filter_narrows_a_large_source_and_keeps_the_answer() -> None:
    rng = random.Random(11)
    words = ["alpha", "beta", "gamma", "delta", "rose", "fell", "to", "the", "of"]
    text = " ".join(rng.choice(words) for _ in range(40_000))
    planted = "revenue rose to 45.2 million dollars on record demand"
    text = text[:100_000] + " " + planted + " " + text[100_000:]
    pattern = planted.replace("45.2", "45.3").replace("record", "recrd")
    encoded = editmatch._SourceSymbols(text)
    p_bytes, table, exact = encoded.pattern_symbols(pattern)
    assert table is None and exact
    bound, narrowed = editmatch._qgram_search(
        p_bytes, lambda: encoded.pattern_codes(pattern, p_bytes), encoded, lambda lo, hi: encoded.text_symbols(table, lo, hi)
    )
    assert narrowed is not None and narrowed[0] == 2
    assert align(pattern, text, encoded=encoded) == align(pattern, text, method="uncached")


@settings(max_examples=400, deadline=None)
@given(pattern=st.text(alphabet="abc", min_size=1, max_size=12), text=st.text(alphabet="abcd", max_size=40))
def test_starts_found_by_edlib_equal_the_window_by_window_search(pattern: str, text: str) -> None:
    best = align_reference(pattern, text)
    if best.edits >= len(pattern):
        return  # the empty window: decided before any start is looked for
    encoded = editmatch._SourceSymbols(text)
    p_bytes, table, exact = encoded.pattern_symbols(pattern)
    assert exact
    symbols = (p_bytes, lambda lo, hi: encoded.text_symbols(table, lo, hi))
    ends = list(range(len(text) + 1))  # every end, most of which cost more: both must skip them
    assert editmatch._pick_window(pattern, text, best.edits, ends, symbols) == editmatch._pick_window(
        pattern, text, best.edits, ends
    )


TOKEN_CHARS = st.sampled_from(list("ab1 .,;:!?\"'()[]{}%#&@*/\\-«»“”‘’¿¡…。、数ข้") + ["\u0301", "\u00e9"])


@settings(max_examples=500, deadline=None)
@given(text=st.text(alphabet=TOKEN_CHARS, max_size=30))
def test_word_keys_equal_the_plain_punctuation_strip(text: str) -> None:
    for tok in editmatch._Words(text).toks():
        assert tok.key == (editmatch._KEY_STRIP.sub("", tok.raw) or tok.raw)
        assert text[tok.start : tok.end] == tok.raw


WORD_CHARS = st.sampled_from(
    list("ab1 .,-'\"\t\n\x1c\x1f\x85\xa0\u2009\u200b\u2028\u3000") + ["数", "ข้", "\u0dff", "\u0e01", "é", "—", "\u30fc"]
)


@settings(max_examples=500, deadline=None)
@given(text=st.lists(WORD_CHARS, max_size=30).map("".join), offset=st.integers(0, 5))
def test_words_are_the_token_pattern_s_matches(text: str, offset: int) -> None:
    words = editmatch._Words(text, offset)
    found = list(editmatch._TOKEN.finditer(text))
    assert words.raws == [m.group() for m in found]
    assert words.starts == [m.start() for m in found]
    assert [(t.start, t.end) for t in words.toks()] == [(m.start() + offset, m.end() + offset) for m in found]


@settings(max_examples=300, deadline=None)
@given(text=st.lists(WORD_CHARS | st.characters(), max_size=30).map("".join))
def test_the_token_pattern_read_by_re_finds_what_the_definition_finds(text: str) -> None:
    assert editmatch._token_re().findall(text) == editmatch._TOKEN.findall(text)


def test_the_token_pattern_read_by_re_agrees_at_every_code_point() -> None:
    import sys

    every = "".join(chr(cp) for cp in range(sys.maxunicode + 1) if not 0xD800 <= cp < 0xE000)
    # Each character between two Latin letters and two spaces: alone, glued to a word, or a word.
    for k in range(0, len(every), 4096):
        block = "".join(f"a{ch}b \x1c{ch} " for ch in every[k : k + 4096])
        assert editmatch._token_re().findall(block) == editmatch._TOKEN.findall(block), k


def test_text_read_by_str_split_has_no_unspaced_script_and_one_notion_of_space() -> None:
    import regex

    space = regex.compile(r"\s")
    for cp in list(range(0x0E00)) + list(range(0x2000, 0x2070)):
        ch = chr(cp)
        if editmatch._NOT_SPACED_ONLY.match(ch) is None:
            assert not editmatch._UNSPACED_CHAR.match(ch), hex(cp)
            assert ch.isspace() == bool(space.match(ch)), hex(cp)


def test_cached_encoding_is_dropped_with_its_view() -> None:
    import gc

    view = prepare_edit_view("a source that goes away")
    editmatch._source_symbols(view)
    key = id(view)
    assert key in editmatch._SYMBOL_CACHE
    del view
    gc.collect()
    assert key not in editmatch._SYMBOL_CACHE


def test_encoded_text_must_match_the_text() -> None:
    encoded = editmatch._SourceSymbols("one text")
    with pytest.raises(ValueError, match="encoded"):
        align("one", "another text", encoded=encoded)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_bounded_first_search_agrees_with_reference_on_long_passages(seed: int) -> None:
    # Passages longer than the first edit bound, with more edits than it allows,
    # so the unbounded second search is exercised too.
    rng = random.Random(seed)
    alphabet = rng.choice(["ab", "abcd", "abcdefgh "])
    text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 90)))
    pattern = "".join(rng.choice(alphabet) for _ in range(rng.randint(30, 80)))
    assert align(pattern, text) == align_reference(pattern, text)


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet="abc xyz", min_size=1, max_size=40), data=st.data())
def test_any_substring_aligns_with_zero_edits_and_slices_back(text: str, data: st.DataObject) -> None:
    i = data.draw(st.integers(0, len(text) - 1))
    j = data.draw(st.integers(i + 1, len(text)))
    al = align(text[i:j], text)
    assert al.edits == 0
    assert text[al.start : al.end] == text[i:j]
    assert al.start <= i


def test_alignment_prefers_the_earliest_of_equal_windows() -> None:
    assert align("abc", "xxabcxxabc") == Alignment(0, 2, 5)


def test_alignment_prefers_higher_similarity_over_earlier_window() -> None:
    # "aXXc" (2 edits, window 4 > 3) comes first, "abd" (1 edit) later: fewest edits win,
    # and among 1-edit windows those no longer than the passage are preferred.
    assert align("abc", "aXXc abd").edits == 1
    assert align("abc", "abxc ab") == Alignment(1, 0, 2)


def test_passage_sharing_nothing_aligns_to_empty_window() -> None:
    assert align("abc", "xyz") == Alignment(3, 0, 0)


def test_empty_pattern_and_empty_text_alignments() -> None:
    assert align("", "abc") == Alignment(0, 0, 0)
    assert align("abc", "") == Alignment(3, 0, 0)


def test_align_rejects_non_str_with_argument_name() -> None:
    with pytest.raises(TypeError, match="pattern must be str, got int: 5"):
        align(5, "x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="method"):
        align("a", "b", method="fast")


def test_planted_passage_in_megabyte_source_is_found_at_its_place() -> None:
    rng = np.random.default_rng(3)
    words = np.array(["alpha", "beta", "gamma", "delta", "rose", "fell", "to", "the", "of"])
    source = " ".join(rng.choice(words, 200_000))
    planted = "revenue rose to 45.2 million dollars on record demand"
    cut = len(source) // 2
    source = source[:cut] + " " + planted + " " + source[cut:]
    view = prepare_edit_view(source)
    r = score_passage(planted.replace("45.2", "45.3"), view, OPTS)
    assert r.edits == 1
    assert source[r.start : r.end] == planted
    assert r.status == "unverified"  # the figure changed
    assert r.critical_ok is False


# --------------------------------------------------------------------------
# Edges, statuses and thresholds.


@pytest.mark.parametrize(
    "text, kept",
    [
        ("...rose to -5%, said.", "rose to -5%, said"),
        ("\u2026 the trial \u2014", "the trial"),
        ("- 5 patients", "- 5 patients"),  # a minus written spaced before a figure is its sign
        ("-5 patients", "-5 patients"),
        ("数据显示。", "数据显示"),
        ("did it rise?", "did it rise?"),
    ],
)
def test_edge_typography_is_trimmed_but_a_leading_minus_is_kept(text: str, kept: str) -> None:
    folded = fold_edit(text).text
    a, b = trim_edges(folded)
    assert folded[a:b] == fold_edit(kept).text


def _reference_trim_edges(folded: str) -> tuple:
    """The edges as two ``regex`` patterns read them: leading marks (a minus, full stop or
    comma before a digit stays, and a minus before a symbol written onto a digit), then the
    trailing run of marks."""
    import regex

    from spacy_quoteverify import charclasses

    lead_chars = "".join(charclasses.EDGE_TRIMMED)
    decimals = ".,\u00b7\u2024\ufe10\ufe50\ufe52\uff0c\uff0e"
    sign_kept = rf"[\d.]|[{decimals}]\d|[\p{{S}}%\u2030\u2031\u066a\u0609\u060a\ufe6a\uff05]\d| +\d"
    circled = "".join(charclasses.CIRCLED_NUMERALS)
    lead = regex.match(
        rf"^(?:(?![{decimals}]\d)[{regex.escape(lead_chars)}]|-(?!{sign_kept})|[{circled}])+", folded
    )
    a = lead.end() if lead else 0
    trail = regex.compile(rf"[{regex.escape(''.join(charclasses.TRAIL_TRIMMED))}]+$").search(folded, a)
    b = trail.start() if trail else len(folded)
    return a, max(a, b)


_OLD_EDGE_CHARS = " .,;:\u2026\u3002\u0964\u0965\u06d4\u104b\u17d4\u1362\u3001\uff0c\uff1b\uff1a\uff0e\uff61-"


@settings(max_examples=500, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list(_OLD_EDGE_CHARS) + list("a1٣-?%\u00b7\u2460 ")), max_size=12))
def test_edge_trimming_agrees_with_the_reference(text: str) -> None:
    assert trim_edges(text) == _reference_trim_edges(text)


def _reference_number_strings(folded: str) -> list:  # type: ignore[type-arg]
    """Every number as the pattern finds it scanning every character."""
    out = []
    for m in editmatch._NUMBER.finditer(folded):
        cmp_ = (m.group("cmp") or "").strip()
        cmp_ = editmatch._CMP_CANON.get(cmp_, cmp_)
        cur = (m.group("cur") or "").strip()
        unit = (m.group("unit") or "").strip()
        glue = "" if (not unit or unit in "%‰‱" or editmatch._UNSPACED_CHAR.match(unit)) else " "
        out.append((m.start(), m.end(), f"{cmp_}{cur}{m.group('sign') or ''}{m.group('num')}{glue}{unit}"))
    return out


NUMBER_PARTS = st.sampled_from(
    ["1", "23", "٣", "0.5", ".5", ",", ".", "-", "+", "<=", ">=", "<", "≥", "±", "~", "$", "€", " ", "  ",
     "%", "‰", "mg", " mg", "million", " kg", "万", "年", "a", "x", "-a", "e"]
)


@settings(max_examples=800, deadline=None)
@given(parts=st.lists(NUMBER_PARTS, max_size=14))
def test_number_scan_finds_what_a_scan_of_every_character_finds(parts: list) -> None:  # type: ignore[type-arg]
    text = "".join(parts)
    assert editmatch._number_strings(text) == _reference_number_strings(text)


SHEFFIELD = (
    "The randomised trial was run at the university hospital in Leipzig between 2015 and 2018, "
    "with follow-up visits every three months."
)


def test_changed_city_name_stays_near_verbatim() -> None:
    r = score(SHEFFIELD.replace("Leipzig", "Sheffield"), SHEFFIELD)
    assert r.status == "near_verbatim"
    assert r.critical_ok is True
    assert r.diff == ['"Leipzig" -> "Sheffield"']


def test_changed_year_is_never_near_verbatim() -> None:
    r = score(SHEFFIELD.replace("2018", "2019"), SHEFFIELD)
    assert r.sim is not None and r.sim > 0.95
    assert r.critical_ok is False
    assert r.status == "unverified"


def test_dropped_minus_sign_fails_the_critical_check() -> None:
    src = "Mortality changed by -12% in the treated group over two years."
    r = score("Mortality changed by 12% in the treated group over two years.", src)
    assert r.edits == 1
    assert r.critical_ok is False
    assert r.status == "unverified"


def test_changed_p_value_comparison_fails_the_critical_check() -> None:
    src = "The difference between the two arms was significant (p < 0.05) at week 12."
    r = score("The difference between the two arms was significant (p > 0.05) at week 12.", src)
    assert r.critical_ok is False
    assert r.status == "unverified"


def test_short_passage_needs_the_stricter_threshold() -> None:
    src = "the patients in group b recovered well"
    quote = "the patient in group b recovered well"  # 1 edit in 37 characters: sim 0.973
    assert score(quote, src).status == "near_verbatim"
    assert score(quote, src, near_threshold_short=0.98).status == "unverified"


def test_passage_under_minimum_words_is_not_near_verbatim() -> None:
    src = "cardiovascular hospitalisation decreased substantially"
    r = score("cardiovascular hospitalization decreased substantially", src)
    assert r.n_words == 4
    assert r.sim is not None and r.sim >= 0.95
    assert r.status == "unverified"
    assert score("cardiovascular hospitalization decreased substantially", src, near_min_words=4).status == (
        "near_verbatim"
    )


def test_typography_differences_are_verbatim() -> None:
    src = "The e\ufb03cacy of investi-\nGator-led \u201ctrials\u201d \u2014 see above."
    r = score('the efficacy of investigatorled "trials" - see above', src)
    assert r.status == "verbatim"
    assert r.edits == 0


def test_window_offsets_are_in_the_original_source() -> None:
    src = "Intro.\n\n  The \u201cquick\u201d  brown\u00a0fox jumps."
    r = score("the quick brown fox", src)
    assert r.status == "verbatim"
    assert src[r.start : r.end] == "The \u201cquick\u201d  brown\u00a0fox"


@settings(max_examples=150, deadline=None)
@given(
    text=st.text(
        alphabet=st.sampled_from(list("abcdefgh ,.-%0123456789") + ["数", "据", "\u201c", "\ufb01"]),
        min_size=1,
        max_size=60,
    )
)
def test_source_is_verbatim_against_itself(text: str) -> None:
    r = score(text, text)
    if r.n_chars == 0:
        assert r.status == "not_checked"
    else:
        assert r.status == "verbatim"
        assert (r.sim, r.coverage, r.edits, r.critical_ok) == (1.0, 1.0, 0, True)


@settings(max_examples=150, deadline=None)
@given(words=st.lists(st.sampled_from(["rose", "fell", "12%", "-3", "the", "of", "data"]), min_size=1, max_size=12))
def test_scores_stay_in_range(words: list) -> None:  # type: ignore[type-arg]
    src = "the data rose 12% of the time and fell -3 of the rest"
    r = score(" ".join(words), src)
    assert r.sim is not None and 0.0 <= r.sim <= 1.0
    assert r.coverage is not None and 0.0 <= r.coverage <= 1.0
    assert r.start is not None and r.end is not None and 0 <= r.start <= r.end <= len(src)


def test_not_checked_when_nothing_to_compare() -> None:
    assert score("", REVENUE).status == "not_checked"
    assert score("...", REVENUE).status == "not_checked"
    assert score(HONEST, "").status == "not_checked"
    assert score(HONEST, "").sim is None


def test_not_checked_when_over_the_size_bound() -> None:
    changed = HONEST.replace("45.2", "45.3")
    r = score(changed, REVENUE, max_cells=100)
    assert r.status == "not_checked"
    assert r.edits is None and r.n_chars == 36


def test_a_verbatim_passage_needs_no_search_and_is_checked_past_the_size_bound() -> None:
    # str.find locates it; the bound limits the edit-distance search, which does not run.
    assert score(HONEST, REVENUE, max_cells=100).status == "verbatim"


# --------------------------------------------------------------------------
# Critical tokens.


@pytest.mark.parametrize(
    "text, expected",
    [
        ("fell -12% in", ["-12%"]),
        ("p < 0.05 and p<=0.01", ["<0.05", "≤0.01"]),
        ("45.2 million dollars", ["45.2 million"]),
        ("3 mg twice", ["3 mg"]),
        ("grew to 1,204.", ["1,204"]),
        ("aged 18-65 years", ["18", "65 years"]),
        ("from 1.45 to .45", ["1.45", ".45"]),
        ("cost $45 or 4.5万", ["$45", "4.5万"]),
    ],
)
def test_numbers_carry_sign_comparison_and_unit(text: str, expected: list) -> None:  # type: ignore[type-arg]
    folded = fold_edit(text).text
    nums, _ = critical_tokens(folded, text)
    assert [n for n in nums if n[:1].isdigit() or n[:1] in "-<≤$."] == expected


def test_changed_number_word_fails_the_critical_check() -> None:
    src = "Twelve of the patients in the treated group reported mild nausea afterwards."
    r = score("Eleven of the patients in the treated group reported mild nausea afterwards.", src, )
    assert r.critical_ok is False
    assert r.status == "unverified"


def test_dropped_negation_fails_the_critical_check_and_is_named() -> None:
    src = "The drug did not reduce mortality in the elderly patients of the trial."
    r = score("The drug did reduce mortality in the elderly patients of the trial.", src)
    assert r.critical_ok is False
    assert r.status == "unverified"
    assert 'dropped: "not"' in r.diff


def test_dropped_word_is_named_in_the_diff() -> None:
    src = "The drug did not reduce mortality in the elderly patients of the trial."
    r = score("The drug did reduce mortality in the elderly patients of the trial.", src)
    assert r.diff == ['dropped: "not"']


def test_word_cut_by_the_window_is_shown_whole() -> None:
    # The cheapest window stops inside "1,204"; the diff shows the source's whole number.
    r = score("Headcount grew to 1,240.", REVENUE)
    assert r.diff == ['"1,204" -> "1,240"']


def test_word_the_source_lacks_after_punctuation_is_added() -> None:
    r = score("Headcount grew to 1,204 people", REVENUE)
    assert r.diff == ['added: "people"']


def test_misspelt_last_word_is_paired_with_the_source_word() -> None:
    assert score("evenue rose to 45.2 million dollarz", REVENUE).diff == ['"dollars" -> "dollarz"']


def test_chinese_changes_are_shown_character_by_character() -> None:
    src = "数据显示收入增长了百分之十二。"
    r = score("数据显示收入下降了百分之十二", src)
    assert r.edits == 2
    assert r.diff == ['"增长" -> "下降"']
    assert r.n_words == len("数据显示收入下降了百分之十二")


def test_punctuation_only_difference_is_shown() -> None:
    r = score("revenue, rose to", "revenue rose to")
    assert r.edits == 1
    assert r.diff == ['"revenue" -> "revenue,"']


def test_many_changes_are_summarised() -> None:
    src = " ".join(f"w{i}" for i in range(40))
    quote = " ".join(f"w{i}" if i % 3 else f"z{i}" for i in range(40))
    r = score(quote, src)
    assert len(r.diff) == editmatch.MAX_DIFF_ITEMS
    assert r.diff[-1].startswith("... and ")


# --------------------------------------------------------------------------
# Quotations of several passages.


def test_quote_takes_the_worst_passage_and_sums_edits() -> None:
    view = prepare_edit_view(REVENUE)
    r = score_quote([HONEST, "Headcount grew to 1,240."], view, OPTS)
    first = score_passage(HONEST, view, OPTS)
    second = score_passage("Headcount grew to 1,240.", view, OPTS)
    assert r.status == "unverified"
    assert (r.sim, r.coverage, r.start, r.end) == (second.sim, second.coverage, second.start, second.end)
    assert r.edits == (first.edits or 0) + (second.edits or 0)
    assert r.critical_ok is False
    assert r.diff == second.diff


def test_quote_of_verbatim_passages_is_verbatim() -> None:
    view = prepare_edit_view(REVENUE)
    r = score_quote([HONEST, "Headcount grew to 1,204"], view, OPTS)
    assert (r.status, r.sim, r.edits, r.critical_ok) == ("verbatim", 1.0, 0, True)


def test_quote_skips_empty_passages_and_is_not_checked_when_all_are_empty() -> None:
    view = prepare_edit_view(REVENUE)
    assert score_quote(["...", HONEST], view, OPTS).status == "verbatim"
    assert score_quote(["...", " "], view, OPTS).status == "not_checked"
    assert score_quote([], view, OPTS).status == "not_checked"


def test_quote_with_a_passage_over_the_bound_is_not_verbatim() -> None:
    view = prepare_edit_view(REVENUE)
    opts = OPTS.replace(max_cells=62 * 30)
    r = score_quote(["Headcount grew", HONEST.replace("45.2", "45.3")], view, opts)
    assert r.status == "not_checked"
    assert r.edits == 0  # the passage that was checked


def test_quote_unverified_passage_outranks_a_not_checked_one() -> None:
    view = prepare_edit_view(REVENUE)
    opts = OPTS.replace(max_cells=62 * 30)
    r = score_quote(["Headcount fell", HONEST], view, opts)
    assert r.status == "unverified"


def test_score_quote_rejects_a_single_string() -> None:
    with pytest.raises(TypeError, match="passages must be a sequence of str, got str"):
        score_quote(HONEST, prepare_edit_view(REVENUE), OPTS)


def test_score_passage_rejects_wrong_argument_types() -> None:
    view = prepare_edit_view(REVENUE)
    with pytest.raises(TypeError, match="passage must be str, got int: 5"):
        score_passage(5, view, OPTS)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="source_view must be a Folded"):
        score_passage(HONEST, REVENUE, OPTS)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="options must be a VerifyOptions, got dict"):
        bad: Dict[str, Any] = {}
        score_passage(HONEST, view, bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="source must be str, got NoneType"):
        prepare_edit_view(None)  # type: ignore[arg-type]


def test_han_numerals_of_every_register_are_critical_in_any_language() -> None:
    for lang in (None, "en", "ja", "zh"):
        assert editmatch._critical_numbers(fold_edit("金壱拾参万円").text, lang) == ["壱", "拾", "参", "万"]


def test_a_window_that_cuts_a_number_is_not_verbatim() -> None:
    view = prepare_edit_view("a dose of .5 mg daily, or 0\u00b75 mg/kg, rising \u02d712% in May")
    for passage in ("5 mg daily", "5 mg/kg", "12% in May"):
        r = score_passage(passage, view, VerifyOptions())
        assert r.critical_ok is False and r.status != "verbatim", passage
    assert score_passage(".5 mg daily", view, VerifyOptions()).status == "verbatim"


@pytest.mark.parametrize(
    "source, passage",
    [
        ("KAPI AÇIK. Bu ışık yanıyor.", "KAPI AÇIK"),
        ("KAPI AÇIK. Bu ışık yanıyor.", "kapı açik"),
        ("İstanbul'da BIR gün.", "Istanbul'da bir gün"),
        ("The BIG BLUE SKY.", "the big blue sky"),
    ],
)
def test_score_quote_with_the_sources_casing_given_scores_as_read_from_the_source(source: str, passage: str) -> None:
    # The verdict passes the prepared source's casing instead of reading the whole source again.
    view = prepare_edit_view(source)
    opts = VerifyOptions()
    read = score_quote([passage], view, opts)
    assert score_quote([passage], view, opts, turkic=turkic_casing(source)) == read
    assert score_passage(passage, view, opts, turkic=turkic_casing(source)) == score_passage(passage, view, opts)


# --------------------------------------------------------------------------
# The closest window searched only as far as a verdict can need it.


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), within=st.integers(0, 12))
def test_capped_search_finds_the_closest_window_within_its_bound_and_a_real_one_past_it(seed: int, within: int) -> None:
    rng = random.Random(seed)
    words = ["revenue", "rose", "fell", "to", "the", "of", "12.5%", "million", "not", "\u00e9t\u00e9"]
    text = " ".join(rng.choice(words) for _ in range(rng.randint(50, 3000)))
    start = rng.randrange(len(text))
    piece = list(text[start : start + rng.randint(12, 200)])
    for _ in range(rng.randint(0, len(piece) // 2)):  # up to half of it changed: far windows too
        piece[rng.randrange(len(piece))] = rng.choice("abcxyz .")
    pattern = "".join(piece).strip() or "x"
    if rng.random() < 0.25:  # a passage of other words: windows far from it everywhere
        pattern = " ".join(rng.choice(["alpha", "beta", "rose", "of", "7%"]) for _ in range(rng.randint(3, 30)))
    whole = align(pattern, text, method="uncached")
    with mock.patch.object(editmatch, "QGRAM_MIN_SOURCE", 0):
        capped = editmatch._align(pattern, text, None, "auto", None, editmatch._NO_LIMIT, None, within)
    if whole.edits <= within:
        assert capped == whole
    else:  # a window that costs what it says, no closer than the closest
        assert capped.edits >= whole.edits
        if capped.edits < len(pattern):
            assert Levenshtein.distance(pattern, text[capped.start : capped.end]) == capped.edits


def _real_source_and_quotes(seed: int) -> "tuple[str, list[str]]":
    """A source of real sentences of the corpus in six languages of three scripts (four times,
    shuffled: a large source with repeats) and quotations of its sentences, changed in one to
    half of their characters, and of its words in an order it does not have (far from every
    window). Six languages, not all: each language read loads its word tables in the test."""
    import json
    from pathlib import Path

    rng = random.Random(seed)
    corpus = Path(editmatch.__file__).resolve().parent.parent / "corpus"
    langs = {"en", "de", "fr", "es", "ru", "el"}

    rows = [json.loads(line) for line in (corpus / "debian_texts.jsonl").open(encoding="utf-8") if line.strip()]
    texts = [row["text"] for row in rows if row["lang"] in langs]
    paragraphs = [p for t in texts for p in t.split("\n\n") if p.strip()]
    layout = [p for _ in range(4) for p in rng.sample(paragraphs, len(paragraphs))]
    rng.shuffle(layout)
    source = "\n\n".join(layout)
    quotes: "list[str]" = []
    for _ in range(40):
        para = rng.choice(paragraphs)
        sentence = rng.choice([s for s in para.replace("\n", " ").split(". ") if len(s) > 12] or [para])[:160]
        chars = list(sentence)
        for _ in range(rng.choice([1, 2, 3, len(chars) // 8, len(chars) // 4, len(chars) // 2])):
            i = rng.randrange(len(chars))
            chars[i] = rng.choice([chars[rng.randrange(len(chars))], " ", "7", ""])
        quotes.append("".join(chars))
    for _ in range(8):
        words = rng.choice(paragraphs).split()
        rng.shuffle(words)
        quotes.append(" ".join(words[:25]))
    return source, quotes


@pytest.mark.parametrize("seed", [0])
def test_capped_scores_equal_those_of_the_closest_window_wherever_it_could_be_near(seed: int) -> None:
    """The capped search (``closest=False``) against the search for the closest window however
    far (the default, the slow reference) on real sentences, changed a little or a lot, and on
    sentences the source lacks: the same status always, and the same window, scores and diff
    wherever the closest window could be near-verbatim."""
    source, quotes = _real_source_and_quotes(seed)
    assert len(source) >= editmatch.QGRAM_MIN_SOURCE  # the q-gram filter runs
    view = prepare_edit_view(source)
    capped_some = False
    for quote in quotes:
        # One language's lexicons: with none named, the first passage would load every language's.
        fast = score_passage(quote, view, OPTS, "en", closest=False)
        slow = score_passage(quote, view, OPTS, "en")
        assert fast.status == slow.status, quote
        threshold = OPTS.near_threshold_short if slow.n_chars < OPTS.short_chars else OPTS.near_threshold
        near = editmatch._near_edits(slow.n_chars, threshold)
        if slow.edits is not None and near is not None and slow.edits <= near:
            assert fast == slow, quote
        else:
            assert fast.edits is not None and slow.edits is not None and fast.edits >= slow.edits, quote
            capped_some = capped_some or fast != slow
    assert capped_some  # the comparison met windows past the bound
