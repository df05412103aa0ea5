"""The edit matcher's source encoding, built block by block, against the whole-array reference.

Preparing a large source once held the code points of the whole text (4 bytes a
character) and the 64-bit q-gram temporaries of the whole text at the same time;
both are now computed a block at a time. The whole-array construction stays (it
is what ``_SourceSymbols(text, text_cps)`` does) and is the reference here.
"""
from __future__ import annotations

import random
from unittest import mock

import numpy as np
import pytest
from adversarial import sentences
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from rapidfuzz.distance import Levenshtein

from spacy_quoteverify.match import edits as em


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


@settings(max_examples=200, deadline=None)
@given(st.text(st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=300), st.integers(1, 50))
def test_qgram_hashes_of_a_text_read_in_blocks_equal_those_of_its_code_points(text: str, block: int) -> None:
    want = em._qgram_hashes(em.codepoints(text), em.QGRAM_STEP)
    assert np.array_equal(em._qgram_hashes_in_blocks(text, em.QGRAM_STEP, block), want)


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


# --------------------------------------------------------------------------
# The q-gram index and the search it narrows.


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, (1 << 16) - 1), max_size=400), st.integers(1, 64))
def test_gram_index_is_a_stable_sort_by_hash(values: list, block: int) -> None:  # type: ignore[type-arg]
    hashes = np.array(values, dtype=np.uint16)
    order, offsets = em._gram_index(hashes, block)
    assert np.array_equal(order, np.argsort(hashes, kind="stable"))
    assert offsets[-1] == len(hashes)
    for h in set(values):
        assert np.array_equal(order[offsets[h] : offsets[h + 1]], np.flatnonzero(hashes == h))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 40), min_size=1, max_size=600), st.lists(st.integers(0, 40), min_size=1, max_size=50))
def test_hits_are_the_positions_of_the_passage_hashes(values: list, wanted: list) -> None:  # type: ignore[type-arg]
    hashes = np.array(values, dtype=np.uint16)
    p_hashes = np.array(wanted, dtype=np.uint16)
    masked, got = em._hits(em._gram_index(hashes), p_hashes, len(hashes))
    want = np.isin(hashes, p_hashes)
    assert np.array_equal(got, want if masked else np.flatnonzero(want))


def _repetitive(rng: random.Random) -> str:
    words = ["revenue", "rose", "fell", "to", "the", "of", "12.5%", "not", "\u00e9t\u00e9", "data"]
    sentences = [" ".join(rng.choice(words) for _ in range(rng.randint(3, 12))) + "." for _ in range(rng.randint(2, 6))]
    out = []
    for _ in range(rng.randint(20, 400)):  # a few sentences, shuffled round after round
        rng.shuffle(sentences)
        out.extend(sentences)
    return " ".join(out)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_repetitive_source_aligns_like_the_whole_search(seed: int) -> None:
    # Many equal candidate places: regions searched together, repeated ends skipped.
    rng = random.Random(seed)
    text = _repetitive(rng)
    start = rng.randrange(len(text))
    piece = list(text[start : start + rng.randint(12, 200)])
    for _ in range(rng.randint(0, 12)):
        piece[rng.randrange(len(piece))] = rng.choice("abcxyz .")
    pattern = "".join(piece).strip() or "x"
    encoded = em._SourceSymbols(text)
    with mock.patch.object(em, "QGRAM_MIN_SOURCE", 0):
        assert em.align(pattern, text, encoded=encoded) == em.align(pattern, text, method="uncached")


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_repeated_ends_keep_the_reference_window(seed: int) -> None:
    rng = random.Random(seed)
    unit = "".join(rng.choice("abc ") for _ in range(rng.randint(2, 8)))
    text = unit * rng.randint(2, 12)
    text = text[: 90]
    pattern = "".join(rng.choice("abc ") for _ in range(rng.randint(1, 10)))
    assert em.align(pattern, text) == em.align_reference(pattern, text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), cells=st.integers(1, 2_000_000))
def test_a_bounded_search_answers_as_the_unbounded_one_or_not_at_all(seed: int, cells: int) -> None:
    rng = random.Random(seed)
    text = _repetitive(rng)
    start = rng.randrange(len(text))
    piece = list(text[start : start + rng.randint(12, 300)])
    for _ in range(rng.randint(0, 20)):
        piece[rng.randrange(len(piece))] = rng.choice("abcxyz .")
    pattern = "".join(piece).strip() or "x"
    encoded = em._SourceSymbols(text)
    with mock.patch.object(em, "QGRAM_MIN_SOURCE", 0):
        try:
            bounded = em._align(pattern, text, None, "auto", encoded, em._Budget(cells))
        except em._OverBudget:
            bounded = None
        whole = em.align(pattern, text, encoded=encoded)
    assert bounded is None or bounded == whole


def test_a_long_passage_on_a_large_source_is_checked_past_max_cells() -> None:
    # Passage length times source length is past the bound; the q-gram filter leaves little to search.
    from spacy_quoteverify.match.edits import prepare_edit_view, score_passage
    from spacy_quoteverify.options import VerifyOptions

    rng = random.Random(3)
    words = [w for s in sentences() for w in s.text.split()][:5000]
    text = " ".join(rng.choice(words) for _ in range(60_000))
    start = text.index(" ", 200_000) + 1
    passage = text[start : text.index(" ", start + 600)]
    changed = passage.replace(" ", "  x ", 1)
    view = prepare_edit_view(text)
    options = VerifyOptions(max_cells=len(passage) * len(text) / 10)
    r = score_passage(changed, view, options)
    assert r.status != "not_checked" and r.edits == 2
    # A passage that the filter cannot narrow (one letter, everywhere) is left unchecked.
    line = "a" * 200_000
    r = score_passage("a" * 3000 + "b" + "a" * 3000, prepare_edit_view(line), VerifyOptions(max_cells=1e8))
    assert r.status == "not_checked" and r.edits is None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_a_passage_of_more_characters_than_a_byte_names_is_narrowed_exactly(seed: int) -> None:
    # More than 254 distinct characters in the passage: edlib's costs are lower bounds there,
    # the filter's first bound is a true cost, and the answer is the NumPy programme's.
    rng = random.Random(seed)
    chars = [chr(0x4E00 + i) for i in range(rng.randint(300, 700))]
    blocks = []
    for _ in range(rng.randint(4, 10)):
        block = chars[:]
        rng.shuffle(block)
        blocks.append("".join(block))
    text = "".join(blocks)
    start = rng.randrange(len(text) - 300)
    piece = list(text[start : start + rng.randint(290, 420)])
    for _ in range(rng.choice([0, 1, 3, 8, 30, 120])):
        at = rng.randrange(len(piece))
        if rng.random() < 0.5:
            piece[at] = rng.choice(chars + ["x"])
        else:
            del piece[at]
    pattern = "".join(piece)
    encoded = em._SourceSymbols(text)
    assume(not encoded.pattern_symbols(pattern)[2])  # a coarse map
    want = em.align(pattern, text, method="numpy")
    with mock.patch.object(em, "QGRAM_MIN_SOURCE", 0):
        fast = em.align(pattern, text, encoded=encoded)
        # Needed exactly only up to a tenth of the passage (``closest=False``): the same window
        # wherever the closest costs at most the cap, else a window that truly costs what it says.
        within = len(pattern) // 10
        capped = em._align(pattern, text, None, "auto", encoded, em._NO_LIMIT, text.find(pattern), within)
    assert fast == want
    if want.edits <= em._far_cap(len(pattern)):
        assert capped == want
    else:
        assert capped.edits >= want.edits > within
        assert Levenshtein.distance(pattern, text[capped.start : capped.end]) == capped.edits


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_regions_searched_joined_find_what_each_search_finds(seed: int) -> None:
    rng = random.Random(seed)
    text = _repetitive(rng)[:3000]
    encoded = em._SourceSymbols(text)
    start = rng.randrange(len(text))
    pattern = text[start : start + rng.randint(5, 60)] or "x"
    p_bytes, table, exact = encoded.pattern_symbols(pattern)
    free = encoded.free_symbol(p_bytes, table)
    assume(exact and free is not None)
    cuts = sorted(rng.sample(range(len(text) + 1), 2 * rng.randint(1, 6)))
    runs = [(a, b) for a, b in zip(cuts[::2], cuts[1::2]) if b > a]
    assume(runs)
    bound = rng.randint(0, len(pattern))

    def region(lo: int, hi: int) -> bytes:
        return encoded.text_symbols(table, lo, hi)

    each = em._search_each(p_bytes, region, runs, bound)
    joined = em._search_joined(p_bytes, region, runs, bound, free)
    assert joined[0] == each[0]
    assert sorted(set(joined[1])) == sorted(set(each[1]))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), large=st.booleans(), scan_first=st.sampled_from([0, 7, 64, 1 << 16]))
def test_exact_lookup_from_the_index_equals_the_scan(seed: int, large: bool, scan_first: int) -> None:
    # _SourceSymbols.find asks the q-gram index past the first SCAN_FIRST characters once it is
    # built: the answer must be str.find's, for passages found, found late, altered or holding a
    # character the text lacks, in a source of either encoding.
    rng = random.Random(seed)
    text = _repetitive(rng)
    if large:
        text += "".join(chr(0x4E00 + i) for i in range(300))  # more than 255 distinct characters
    encoded = em._SourceSymbols(text)
    assert encoded.small is not large
    encoded.gram_index()
    start = rng.randrange(len(text))
    pattern = list(text[start : start + rng.randint(1, 40)])
    roll = rng.random()
    if roll < 0.3 and pattern:
        pattern[rng.randrange(len(pattern))] = rng.choice("abxz .\u4e00\u00e9")
    elif roll < 0.4:
        pattern.insert(rng.randrange(len(pattern) + 1), "\u0416")  # in no text here
    p = "".join(pattern)
    with mock.patch.object(em, "SCAN_FIRST", scan_first):
        assert encoded.find(p) == text.find(p)


def _copies(rng: random.Random, sentence: str) -> str:
    """A source repeating ``sentence`` between other sentences, each copy perhaps changed by a
    character put in, left out or replaced: many regions whose windows cost alike."""
    fill = ["revenue", "rose", "to", "the", "data", "of", "fell", "not", "\u00e9t\u00e9", "million"]
    out = []
    for _ in range(rng.randint(20, 120)):
        out.append(" ".join(rng.choice(fill) for _ in range(rng.randint(60, 160))))
        copy = list(sentence)
        for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
            at = rng.randrange(len(copy))
            roll = rng.random()
            if roll < 0.33:
                copy.insert(at, rng.choice("abxz"))
            elif roll < 0.66:
                del copy[at]
            else:
                copy[at] = rng.choice("abxz")
        out.append("".join(copy) + ".")
    return " ".join(out)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_regions_searched_in_order_give_the_whole_search_s_window(seed: int) -> None:
    # The regions are searched in the order of the source and those that cannot hold a preferred
    # window are left out: the window must still be the whole search's, also where copies as
    # cheap as the first one found are shorter (the tie-break on similarity).
    rng = random.Random(seed)
    sentence = " ".join(rng.choice(["alpha", "kappa", "beta", "gamma", "sigma", "delta", "12.5%"]) for _ in range(rng.randint(3, 9)))
    text = _copies(rng, sentence)
    pattern = list(sentence)
    for _ in range(rng.randint(1, 4)):
        pattern[rng.randrange(len(pattern))] = rng.choice("abxz ")
    p = "".join(pattern).strip() or "x"
    encoded = em._SourceSymbols(text)
    with mock.patch.object(em, "QGRAM_MIN_SOURCE", 0):
        assert em.align(p, text, encoded=encoded) == em.align(p, text, method="uncached")


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), copies=st.booleans())
def test_diagonal_regions_hold_every_window_within_the_bound(seed: int, copies: bool) -> None:
    # The reference is every window of the source, costed one by one: each that a passage's
    # alignment can end in within ``bound`` edits lies whole in one region of the q-gram filter.
    rng = random.Random(seed)
    sentence = " ".join(rng.choice(["alpha", "kappa", "beta", "gamma", "12.5%"]) for _ in range(rng.randint(3, 8)))
    text = _copies(rng, sentence)[:6000] if copies else _repetitive(rng)[:6000]
    start = rng.randrange(len(text))
    piece = list(sentence if copies else text[start : start + rng.randint(14, 80)])
    for _ in range(rng.randint(0, 5)):
        at = rng.randrange(len(piece))
        roll = rng.random()
        if roll < 0.33:
            piece.insert(at, rng.choice("abxz "))
        elif roll < 0.66 and len(piece) > 1:
            del piece[at]
        else:
            piece[at] = rng.choice("abxz ")
    pattern = "".join(piece)
    m, n = len(pattern), len(text)
    encoded = em._SourceSymbols(text)
    p_bytes, _, exact = encoded.pattern_symbols(pattern)
    assume(exact and m >= 3 * em.QGRAM)
    bound = rng.randint(0, m // 4)
    need = (m - bound - em.QGRAM + 1) // em.QGRAM_STEP - bound * (-(-em.QGRAM // em.QGRAM_STEP))
    assume(need > 0)
    d = em._diagonals(encoded.gram_index(), em._qgram_hashes(encoded.pattern_codes(pattern, p_bytes)))
    assert np.all(np.diff(d) >= 0)
    found = em._diagonal_regions(d, m, bound, need, n)
    regions = [] if found is None else list(zip(found[0].tolist(), found[1].tolist()))
    assert all(a < b <= c for (a, b), (c, _) in zip(regions, regions[1:]))  # ascending, apart
    for s in range(n):
        for e in range(s + max(0, m - bound), min(n, s + m + bound) + 1):
            if Levenshtein.distance(pattern, text[s:e], score_cutoff=bound) <= bound:
                assert any(lo <= s and e <= hi for lo, hi in regions), (s, e)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), large=st.booleans())
def test_regions_joined_in_one_mapping_equal_the_regions_joined_one_by_one(seed: int, large: bool) -> None:
    rng = random.Random(seed)
    chars = [chr(0x4E00 + i) for i in range(300)] if large else list("abcdef .")
    text = "".join(rng.choice(chars) for _ in range(rng.randint(1, 3000))) + "".join(chars)
    pattern = "".join(rng.choice(chars + ["x"]) for _ in range(rng.randint(1, 40)))
    encoded = em._SourceSymbols(text)
    _, table, _ = encoded.pattern_symbols(pattern)
    cuts = sorted(rng.sample(range(len(text) + 1), 2 * rng.randint(1, min(20, (len(text) + 1) // 2))))
    runs = [(a, b) for a, b in zip(cuts[::2], cuts[1::2])]
    sep = bytes([rng.randrange(256)]) * rng.randint(0, 5)
    region = em._Region(encoded, table)
    assert region.joined(runs, sep) == sep.join(encoded.text_symbols(table, lo, hi) for lo, hi in runs)


def _reshuffled_source(rng: random.Random, chars: int) -> str:
    """Real sentences of every language, each round in a new order, to ``chars`` characters:
    a repetitive source whose every sentence occurs many times, never in the same company. The
    Chinese and Japanese ones stay together (a paragraph of some 480 distinct characters)."""
    han = [s.text for s in sentences() if s.lang in ("zh", "ja")]
    pool = [s.text for s in sentences() if s.lang not in ("zh", "ja")]
    out: list = []  # type: ignore[type-arg]
    while sum(map(len, out)) < chars:
        rng.shuffle(pool)
        rng.shuffle(han)
        here = pool[:]
        here.insert(rng.randrange(len(here)), "".join(han))
        out.append(" ".join(here))
    return " ".join(out)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_passage_of_more_characters_than_a_byte_names_is_checked_past_max_cells(seed: int) -> None:
    # A passage of mixed scripts with more than 254 distinct characters (a coarse symbol map)
    # changed by a few edits, on a source that repeats its sentences in new orders: where most
    # of its q-grams put its start is a few characters off the best one, a window that costs a
    # quarter of the passage. Bounded by that cost, the count ruled nothing out and the passage
    # was left not checked; the best window ending near there bounds it as it should.
    from spacy_quoteverify.match.edits import prepare_edit_view, score_passage
    from spacy_quoteverify.options import VerifyOptions

    rng = random.Random(seed)
    view = prepare_edit_view(_reshuffled_source(rng, 400_000))
    text = view.text
    encoded = em._SourceSymbols(text)
    han = [i for i in range(0, len(text) - 2000, 7) if "\u4e00" <= text[i] <= "\u9fff"]
    for _ in range(1000):
        start = rng.choice(han)  # the Chinese and Japanese paragraph: many distinct characters
        passage = text[start : start + rng.randint(700, 1000)]
        if not encoded.pattern_symbols(passage)[2]:
            break
    else:
        pytest.fail("no window of the source has enough distinct characters")
    chars = list(passage)
    for _ in range(4):
        at = rng.randrange(20, len(chars) - 20)
        chars[at : at + 1] = rng.choice([[], ["x"], [chars[at], "y"]])
    changed = "".join(chars).strip()
    options = VerifyOptions(max_cells=len(changed) * len(text) / 10)
    want = em.align(changed, text, method="numpy")
    assert want.edits <= 8
    for closest in (True, False):
        r = score_passage(changed, view, options, "en", closest=closest)
        assert r.status != "not_checked" and r.edits == want.edits, (closest, r)
