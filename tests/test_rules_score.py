"""The fast paths of the match check against slow references kept here.

* ``run_fraction`` (the score of a refused quotation) slides a window that only
  grows; the reference is the earlier two-pointer walk that looked up runs of
  every length.
* A quotation of one passage takes the first valid place of its piece instead
  of up to a thousand; verdicts must not change.
* A lookup stops after comparing a bounded number of characters, so a long
  piece against a periodic source finishes.
* A lookup asks the boundary rules once per position; the reference asks them
  at every place.
"""
from __future__ import annotations

import random
from typing import List

import pytest
from adversarial import sentences
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify import verify_quote
from spacy_quoteverify.match.rules import (
    _SCORE_LOOKUPS,
    _SCORE_PROBES,
    _Lookup,
    _units,
    make_piece,
    piece_from_folded,
    run_fraction,
    trim_edges,
)
from spacy_quoteverify.text.source import PreparedSource


def reference_run_fraction(F, piece, max_lookups: int = _SCORE_LOOKUPS) -> float:
    """The earlier walk: grow the run while found, else drop its first unit (runs of every length)."""
    units = _units(piece)
    n = len(units)
    if n == 0:
        return 0.0
    look = _Lookup(F, _SCORE_PROBES)
    text = piece.text

    def found(i: int, j: int) -> bool:
        sub = trim_edges(text[units[i][0] : units[j][1]])
        return bool(sub) and look.found(piece_from_folded(sub))

    best = 0
    i = j = 0
    lookups = 0
    while j < n and best < n and lookups < max_lookups:
        if i > j:
            j = i
            if j >= n:
                break
        lookups += 1
        if found(i, j):
            best = max(best, j - i + 1)
            j += 1
        else:
            i += 1
    return best / n


def _by_lang() -> dict:
    groups: dict = {}
    for s in sentences():
        groups.setdefault(s.lang, []).append(s.text)
    return groups


def _altered(rng: random.Random, quote: str, donor: List[str]) -> str:
    words = quote.split(" ")
    if len(words) >= 3:
        i = rng.randrange(len(words))
        roll = rng.random()
        if roll < 0.4:
            words[i] = rng.choice(donor).split(" ")[0]
        elif roll < 0.7:
            del words[i]
        else:
            words.insert(i, rng.choice(donor).split(" ")[-1])
        return " ".join(words)
    k = rng.randrange(len(quote))
    return quote[:k] + rng.choice(donor)[:3] + quote[k + 1 :]


def _cases(limit_langs: int = 80, per_lang: int = 6):
    rng = random.Random(21)
    for lang, texts in sorted(_by_lang().items())[:limit_langs]:
        source = "\n\n".join(texts)
        for _ in range(per_lang):
            quote = rng.choice(texts)
            if rng.random() < 0.7:
                quote = _altered(rng, quote, texts)
            yield lang, source, quote


def exhaustive_run_fraction(F, piece) -> float:  # type: ignore[no-untyped-def]
    """The longest found run by looking up every run (quadratic; short pieces only)."""
    units = _units(piece)
    look = _Lookup(F, _SCORE_PROBES)
    best = 0
    for i in range(len(units)):
        for j in range(i + best, len(units)):
            sub = trim_edges(piece.text[units[i][0] : units[j][1]])
            if sub and look.found(piece_from_folded(sub)):
                best = max(best, j - i + 1)
    return best / len(units) if units else 0.0


def test_run_fraction_against_the_reference_walk_on_real_sentences() -> None:
    # Words of spaced scripts: a run inside a found run is found, and the sliding
    # window gives exactly what the earlier walk gave. Characters of unspaced
    # scripts: a run that ends inside a Latin word is not found although a longer
    # one is, and the earlier walk, which shrank its run there, could stop short;
    # the window never reports less, and never more than the longest found run.
    checked = exact = 0
    for lang, source, quote in _cases():
        F = PreparedSource(source).folded
        piece = make_piece(quote)
        if not piece.text:
            continue
        fast, slow = run_fraction(F, piece), reference_run_fraction(F, piece)
        if piece.unspaced or fast != slow:
            # A run that ends inside a figure ("moet 3" of "moet 3 of 4", Afrikaans "3 or 4") is
            # not found although a longer one is, as one ending inside a Latin word of an
            # unspaced text: there the window never reports less, nor more than the longest run.
            assert fast >= slow, (lang, quote)
            if len(_units(piece)) <= 40:
                assert fast <= exhaustive_run_fraction(F, piece), (lang, quote)
        else:
            exact += 1
        checked += 1
    assert checked > 200 and exact > 150


def test_run_fraction_on_sentences_stitched_from_two_places() -> None:
    rng = random.Random(3)
    for lang, texts in sorted(_by_lang().items()):
        if len(texts) < 3:
            continue
        a, b = rng.sample(texts, 2)
        source = "\n\n".join(texts)
        quote = " ".join(a.split(" ")[: len(a.split(" ")) // 2] + b.split(" ")[len(b.split(" ")) // 2 :])
        F = PreparedSource(source).folded
        piece = make_piece(quote)
        if piece.unspaced:
            assert run_fraction(F, piece) >= reference_run_fraction(F, piece), (lang, quote)
        else:
            assert run_fraction(F, piece) == reference_run_fraction(F, piece), (lang, quote)


def test_run_fraction_looks_up_each_unit_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = _Lookup.found

    def counting(self, piece):  # type: ignore[no-untyped-def]
        calls.append(piece.text)
        return real(self, piece)

    monkeypatch.setattr(_Lookup, "found", counting)
    F = PreparedSource("alpha beta gamma delta epsilon zeta eta theta").folded
    piece = make_piece("alpha beta gamma omega epsilon zeta eta theta iota")
    assert run_fraction(F, piece) == pytest.approx(4 / 9)  # "epsilon zeta eta theta"
    assert len(calls) <= len(_units(piece))


def _all_places_check(monkeypatch: pytest.MonkeyPatch, quote: str, source: str):  # type: ignore[no-untyped-def]
    """The verdict when every passage collects up to a thousand places (the earlier search)."""
    from spacy_quoteverify.match import rules

    real = rules._passage_chains

    def every_place(src, pieces, opts, lang, limit=rules._MAX_CHAINS, *args, **kwargs):  # type: ignore[no-untyped-def]
        return real(src, pieces, opts, lang, rules._MAX_CHAINS, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(rules, "_passage_chains", every_place)
        return verify_quote(quote, source, edit_matcher=False)


def test_first_place_gives_the_verdict_of_every_place(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(8)
    compared = 0
    for lang, texts in sorted(_by_lang().items()):
        # A repetitive source: every sentence several times, as a large real source has it.
        source = "\n\n".join(texts * 4)
        for quote in rng.sample(texts, min(3, len(texts))):
            words = quote.split(" ")
            cut = " ".join(words[1:-1]) if len(words) > 4 else quote
            for q in (quote, cut, _altered(rng, quote, texts)):
                fast = verify_quote(q, source, edit_matcher=False)
                slow = _all_places_check(monkeypatch, q, source)
                assert (fast.verified, fast.reason, fast.match, fast.start, fast.end) == (
                    slow.verified, slow.reason, slow.match, slow.start, slow.end
                ), (lang, q)
                compared += 1
    assert compared > 300


def test_a_long_piece_against_a_periodic_line_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    from spacy_quoteverify.match import rules

    places = []
    real = rules._Lookup._spend

    def counting(self, chars):  # type: ignore[no-untyped-def]
        places.append(chars)
        return real(self, chars)

    monkeypatch.setattr(rules._Lookup, "_spend", counting)
    verdict = verify_quote("a" * 20_000, "a" * 200_000)
    assert verdict.verified is not True and verdict.reason
    unspaced = "".join(random.Random(4).choice("abcdefghij") for _ in range(200_000))
    assert verify_quote(unspaced[50_000:70_000], unspaced).verified is not True  # inside one long word
    # Each lookup stopped after comparing about 8 characters per source character (two
    # quotations here, a few lookups each: the passage, then its lines or its neighbours),
    # not 20,000 at each of 180,000 places (3.6 billion).
    assert sum(places) < 6 * (8 * 200_000 + 1_000_000)


def test_scoring_only_the_passages_not_found_gives_the_score_of_all() -> None:
    from spacy_quoteverify.answer.passages import split_passages
    from spacy_quoteverify.match.rules import _pieces_of, _score, check
    from spacy_quoteverify.options import VerifyOptions

    rng = random.Random(12)
    compared = 0
    for lang, texts in sorted(_by_lang().items()):
        if len(texts) < 3:
            continue
        source = PreparedSource("\n\n".join(texts))
        for _ in range(4):
            a, b = rng.sample(texts, 2)
            for quote in (f"\u201c{a}\u201d, \u201c{_altered(rng, b, texts)}\u201d", f"- {a}\n- {b}", _altered(rng, a, texts)):
                passages = split_passages(quote, True)
                run = check(source, passages, VerifyOptions(), lang)
                if run.verified is not False:
                    continue
                every = [p for p in (_pieces_of(x, source.turkic) for x in passages) if p]
                reference = _score(source.folded, every, VerifyOptions())
                if any(p.unspaced for ps in every for p in ps):
                    # A found piece of an unspaced script holding Latin words can score
                    # under 1 (its runs ending inside a word are not found); found, it is 1.
                    assert run.match >= reference, (lang, quote)
                else:
                    assert run.match == reference, (lang, quote)
                compared += 1
    assert compared > 100


def _regex_of(pattern) -> "object":  # type: ignore[no-untyped-def]
    """The regular expression an OptionalHyphens stands for (the earlier implementation)."""
    import regex

    return regex.compile("-?".join(regex.escape(p) for p in pattern.parts))


def _compare_hyphens(text: str, source: str) -> int:
    from spacy_quoteverify.match.rules import _hyphen_pattern

    pattern = _hyphen_pattern(text)
    if pattern is None:
        return 0
    ref = _regex_of(pattern)
    want = [(m.start(), m.end()) for m in ref.finditer(source, overlapped=True)]
    assert list(pattern.places(source)) == want, (text, source[:80])
    for pos in range(0, len(source) + 1, max(1, len(source) // 7)):
        m = ref.search(source, pos)
        assert next(pattern.places(source, pos), None) == ((m.start(), m.end()) if m else None)
    return 1


def test_optional_hyphens_match_as_the_regular_expression_on_real_sentences() -> None:
    compared = 0
    for s in sentences():
        words = s.text.split(" ")
        if len(words) < 3:
            continue
        hyphened = "-".join(words[:3]) + " " + " ".join(words[3:])
        joined = "".join(words[:3]) + " " + " ".join(words[3:])
        source = f"{s.text} {joined} {hyphened} {'-'.join(words)}"
        for text in (hyphened, "-".join(words), s.text):
            compared += _compare_hyphens(text, source)
    assert compared > 500


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.sampled_from(["a", "b", "é", "-", " ", "ab", "a-b", "--", "\u0e01"]), min_size=1, max_size=12),
    st.lists(st.sampled_from(["a", "b", "é", "-", " ", "ab", "a-b", "--", "\u0e01", "x"]), max_size=40),
)
def test_optional_hyphens_match_as_the_regular_expression_anywhere(text: list, source: list) -> None:
    _compare_hyphens("".join(text), "".join(source))


@pytest.mark.parametrize(
    "quote, source",
    [
        ("Revenue rose to 45.2 million", "Revenue rose to 45.2 million dollars."),
        ("Revenue rose to 88.9 million", "Revenue rose to 45.2 million dollars."),
        ("the drug … reduce mortality", "The drug did not reduce mortality."),
        ('"Costs fell", "in the north"', "Costs fell 3%. Sales rose in the north."),
        ("nothing of this is there", "Revenue rose to 45.2 million dollars."),
    ],
)
def test_check_without_score_gives_the_same_answer_and_leaves_match_unset(quote: str, source: str) -> None:
    from spacy_quoteverify.answer.passages import split_passages
    from spacy_quoteverify.match.rules import check
    from spacy_quoteverify.options import VerifyOptions

    src = PreparedSource(source)
    opts = VerifyOptions()
    full = check(src, split_passages(quote, True), opts, "en")
    bare = check(src, split_passages(quote, True), opts, "en", score=False)
    assert (bare.verified, bare.reason, bare.spans, bare.bounded) == (full.verified, full.reason, full.spans, full.bounded)
    assert [(o.found, o.span, o.reason) for o in bare.passages] == [(o.found, o.span, o.reason) for o in full.passages]
    if all(o.found for o in full.passages):
        assert bare.match == full.match
    else:  # a passage not found is not scored
        assert bare.match is None and full.match is not None


# --------------------------------------------------------------------------
# The q-gram index lists the places a scan finds


def _scanned(S: str, t: str) -> List[int]:
    out, i = [], S.find(t)
    while i >= 0:
        out.append(i)
        i = S.find(t, i + 1)
    return out


@settings(max_examples=300, deadline=None)
@given(
    parts=st.lists(st.sampled_from(["ab", "abab", "ba", "aab", " ", "x", "\u0e01\u0e32", "\U0001f600", "b"]), max_size=60),
    pattern=st.text(alphabet="ab x\u0e01\u0e32", min_size=1, max_size=12),
    start=st.integers(0, 40),
)
def test_gram_index_lists_every_place_a_scan_finds(parts: List[str], pattern: str, start: int) -> None:
    from spacy_quoteverify.match.edits import GramIndex

    S = "".join(parts)
    index = GramIndex(S)
    listed = index.starts(pattern, start)
    if len(pattern) < GramIndex.MIN_LENGTH:
        assert listed is None
    else:
        assert listed == [i for i in _scanned(S, pattern) if i >= start]


def test_lookups_with_the_index_agree_with_scans_on_a_large_source() -> None:
    """Every lookup of the match check gives the same answer with the q-gram index as by scans,
    on a source longer than the part still scanned first (a repetitive one: many places)."""
    from spacy_quoteverify.match import rules

    rng = random.Random(3)
    sents = [s.text for s in sentences() if s.lang in ("en", "de", "th", "zh", "ru")][:400]
    text = "\n\n".join(rng.choice(sents) for _ in range(3 * rules._SCAN_FIRST // 40))
    assert len(text) > 2 * rules._SCAN_FIRST
    src = PreparedSource(text)
    index = src.gram_index(rules.GramIndex)
    F = src.folded
    for _ in range(150):
        s = rng.choice(sents)
        words = s.split()
        a = rng.randrange(len(words))
        quote = " ".join(words[a : a + rng.randint(1, 6)]) or s[:10]
        if rng.random() < 0.3:
            quote += " zq"
        piece = make_piece(quote)
        if not piece.text:
            continue
        for pos in (0, rules._SCAN_FIRST - 3, len(F.text) // 2):
            assert _Lookup(F, 10**6, index=index).first_from(piece, pos) == _Lookup(F, 10**6).first_from(piece, pos)
        assert _Lookup(F, 10**6, index=index).places(piece) == _Lookup(F, 10**6).places(piece)
        assert _Lookup(F, _SCORE_PROBES, index=index).found(piece) == _Lookup(F, _SCORE_PROBES).found(piece)
        assert run_fraction(F, piece, index=index) == run_fraction(F, piece)


def test_a_lookup_that_finds_nothing_builds_the_index_and_every_verdict_stays_the_same() -> None:
    """A large source builds its q-gram index when a lookup first finds nothing (a refusal):
    every later lookup asks it. Each verdict must be the one a source whose lookups all scan
    gives (a new source per quotation: its first lookups scan), field for field."""
    from spacy_quoteverify.match import rules

    rng = random.Random(9)
    sents = [s.text for s in sentences() if s.lang in ("en", "fr", "th", "zh", "ru", "ar")][:300]
    text = "\n\n".join(rng.choice(sents) for _ in range(2 * rules._INDEX_MIN_SOURCE // 40))
    assert len(text) > rules._INDEX_MIN_SOURCE
    warm = PreparedSource(text)
    assert verify_quote("zq zq zq zq", warm).verified is False
    assert warm.built_gram_index is not None  # built by the miss
    for _ in range(25):
        words = rng.choice(sents).split()
        a = rng.randrange(len(words))
        quote = " ".join(words[a : a + rng.randint(2, 8)])
        roll = rng.random()
        if roll < 0.3:
            quote += " zq"
        elif roll < 0.5:
            quote = quote.replace(" ", " ... ", 1)
        cold = PreparedSource(text)
        first = verify_quote(quote, cold)
        assert first.to_dict() == verify_quote(quote, warm).to_dict(), quote
        assert first.to_dict() == verify_quote(quote, cold).to_dict(), quote  # with what the first built


def test_the_loose_view_lists_the_places_a_scan_finds_once_the_source_is_indexed() -> None:
    """A piece the match view does not find is looked up in the loose view (a script's
    conventions read alike); once the source's q-gram index is built, the loose view's places
    come from its own index. They are the places a scan lists, and every verdict is the one a
    source that has built no index gives, field for field."""
    from spacy_quoteverify.match import rules
    from spacy_quoteverify.text.fold import loose_view

    rng = random.Random(11)
    sents = [s.text for s in sentences() if s.lang in ("el", "ar", "he", "ru", "hi", "en")][:300]
    assert sents
    # Written with the marks and letter forms the loose view reads alike (the source's own
    # spellings), so that its loose view is not its match view.
    marked = ["\u03ac\u03bb\u03bb\u03b1 \u03ad\u03c1\u03b3\u03b1", "\u05e9\u05b8\u05c1\u05dc\u05d5\u05b9\u05dd", "\u0625\u0650\u0646\u0651\u064e \u0627\u0644\u0652\u0643\u062a\u0627\u0628"]
    text = "\n\n".join(rng.choice(sents + marked) for _ in range(2 * rules._INDEX_MIN_SOURCE // 40))
    assert len(text) > rules._INDEX_MIN_SOURCE
    warm = PreparedSource(text)
    assert verify_quote("zq zq zq zq", warm).verified is False
    assert warm.built_gram_index is not None
    L = warm.loose[0]
    assert L is not warm.folded.text
    quotes = []
    for _ in range(20):
        words = rng.choice(sents + marked).split()
        a = rng.randrange(len(words))
        quote = " ".join(words[a : a + rng.randint(2, 8)])
        if rng.random() < 0.3:
            quote += " zq"
        quotes.append(quote)
    quotes += ["\u03b1\u03bb\u03bb\u03b1 \u03b5\u03c1\u03b3\u03b1", "\u0627\u0646 \u0627\u0644\u0643\u062a\u0627\u0628", "\u05e9\u05dc\u05d5\u05dd"]
    for quote in quotes:
        key = loose_view(make_piece(quote).text)[0]
        if key:
            assert list(rules._loose_starts(warm, key)) == _scanned(L, key), quote
        cold = PreparedSource(text)
        first = verify_quote(quote, cold)
        assert first.to_dict() == verify_quote(quote, warm).to_dict(), quote
    assert warm._loose_index is not None  # built by the lookups above


def _left_out_by_to_original(src: PreparedSource, i: int, j: int):
    """The left-out text as it was read: through ``Folded.to_original`` at every end."""
    import bisect as _bisect

    from spacy_quoteverify.match import rules

    F = src.folded
    n = len(F.text)
    if not rules._HAS_LETTER_OR_SYMBOL_RE.search(F.text, i, j):
        return rules.LeftOut("", "")
    a = F.to_original(i - 1, i)[1] if i > 0 else 0
    b = F.to_original(j, j + 1)[0] if j < n else len(F.original)
    ends = src.sentences.ends
    k = _bisect.bisect_right(ends, i)
    start = max(ends[k - 1] if k > 0 else 0, i - rules._CONTEXT)
    k2 = _bisect.bisect_left(ends, j)
    stop = min(ends[k2] if k2 < len(ends) else n, j + rules._CONTEXT)
    ca = F.to_original(start, start + 1)[0] if start < i else a
    cb = F.to_original(stop - 1, stop)[1] if stop > j else b
    return rules.LeftOut(F.original[a:b], F.original[ca:cb], a - ca)


def test_left_out_text_reads_the_same_offsets_as_to_original() -> None:
    from spacy_quoteverify.match import rules

    rng = random.Random(5)
    sents = [s.text for s in sentences()][::7]
    text = " ".join(sents[:300]) + " n\u2019est \ufb01ne « Text » \u00ad dé-\njà"
    src = PreparedSource(text)
    n = len(src.folded.text)
    for _ in range(2000):
        i = rng.randrange(n + 1)
        j = min(n, i + rng.randrange(60))
        assert rules._left_out(src, i, j) == _left_out_by_to_original(src, i, j), (i, j)


# --------------------------------------------------------------------------
# The score of a refused quotation is computed when first read


def _eager_scores(src: PreparedSource, quote: str, lang: str):  # type: ignore[no-untyped-def]
    """The slow reference: every passage not found scored at once, as the check did before it deferred them."""
    from spacy_quoteverify.answer.passages import split_passages
    from spacy_quoteverify.match.rules import _pieces_of, _score

    passages = split_passages(quote, True)
    run = verify_quote(quote, src, lang)
    per = []
    # A passage found (its lines each where they stand), then refused for where it ends (a
    # negation or a condition ending its clause: rules._negated_ends), matched in full: not scored.
    ends = ("negation_cut", "condition_cut", "question_cut")
    for p, r in zip(passages, run.passages):
        pieces = _pieces_of(p, src.turkic)  # folded as the check folds them: with the source's Turkic casing
        whole = r.found or (r.reason in ends and r.start is None and r.match == 1.0)
        per.append(None if not pieces else 1.0 if whole else _score(src.folded, [pieces]))
    scored = [m for m in per if m is not None]
    return per, (min([1.0] + scored) if run.verified is False and scored else run.match)


def _refusals(rng: random.Random, texts: List[str]) -> List[str]:
    a, b = rng.sample(texts, 2)
    return [_altered(rng, a, texts), f"\u201c{a}\u201d, \u201c{_altered(rng, b, texts)}\u201d", f"{a} ... {b}"]


def test_a_deferred_score_is_the_eager_one_on_real_sentences() -> None:
    import copy
    import pickle

    from spacy_quoteverify.match.rules import Deferred, stored

    rng = random.Random(21)
    compared = 0
    for lang, texts in sorted(_by_lang().items()):
        if len(texts) < 3:
            continue
        src = PreparedSource("\n\n".join(texts))
        for quote in _refusals(rng, texts):
            v = verify_quote(quote, src, lang)
            if v.verified is not False:
                continue
            per, worst = _eager_scores(src, quote, lang)
            # Read every way a caller reads it: the field, the dict, a copy, a pickle.
            fresh = [verify_quote(quote, src, lang) for _ in range(4)]
            assert any(isinstance(stored(f, "match"), Deferred) for f in fresh) or worst == 1.0
            assert fresh[0].match == worst, (lang, quote)
            assert fresh[1].to_dict()["match"] == worst
            assert pickle.loads(pickle.dumps(fresh[2])).match == worst
            assert copy.deepcopy(fresh[3]).match == worst
            assert [p.match for p in v.passages] == per, (lang, quote)
            assert v.match == worst
            compared += 1
    assert compared > 100


@settings(max_examples=150, deadline=None)
@given(
    words=st.lists(st.sampled_from(["cost", "fell", "3%", "not", "rose", "-", "north", "12", "x"]), min_size=2, max_size=30),
    quote=st.lists(st.sampled_from(["cost", "fell", "3%", "rose", "north", "12", "y", "...", "\n"]), min_size=1, max_size=8),
)
def test_a_deferred_score_is_the_eager_one_anywhere(words: List[str], quote: List[str]) -> None:
    src = PreparedSource(" ".join(words) + ".")
    text = " ".join(quote)
    v = verify_quote(text, src, "en")
    if v.verified is False:
        per, worst = _eager_scores(src, text, "en")
        assert [p.match for p in v.passages] == per
        assert v.match == worst
    assert v == verify_quote(text, src, "en")  # equality reads both scores


def test_a_refusal_read_for_its_verdict_alone_does_not_score(monkeypatch: pytest.MonkeyPatch) -> None:
    from spacy_quoteverify.match import rules

    calls: List[int] = []
    real = rules._score
    monkeypatch.setattr(rules, "_score", lambda *a, **k: calls.append(1) or real(*a, **k))
    src = PreparedSource("Revenue rose to 45.2 million dollars. Costs fell in the north.")
    v = verify_quote("Revenue rose to 88.9 billion dollars.", src, "en")
    assert (v.verified, v.reason) == (False, "number_changed") and calls == []
    assert v.match == 0.5 and v.passages[0].match == 0.5 and calls == [1]  # once, for both fields


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(st.sampled_from(["cost", "fell", "not", "rose", "north", ".", "12", "x", "\n\n"]), min_size=2, max_size=40),
    pieces=st.lists(st.sampled_from(["cost", "fell", "rose", "north", "12", "x"]), min_size=2, max_size=3),
    mode=st.sampled_from(["order", "sentence", "full"]),
)
def test_a_chain_search_stopped_at_the_first_chain_agrees_with_the_whole_search(
    words: List[str], pieces: List[str], mode: str
) -> None:
    from spacy_quoteverify.match.rules import _chain, _Lookup

    src = PreparedSource(" ".join(words))
    look = _Lookup(src.folded, 10_000, src.blank_lines)
    occ = [look.places(make_piece(p)) for p in pieces]
    if not all(occ):
        return
    whole = _chain(src, occ, mode, "en", 10_000)
    first = _chain(src, occ, mode, "en", 10_000, first_only=True)
    assert (bool(first.chains), first.reason, first.bounded) == (bool(whole.chains), whole.reason, whole.bounded)
    assert first.chains[:1] == whole.chains[:1]


def test_a_lookup_answers_each_position_as_the_boundary_rules_do() -> None:
    # Every position of real sentences of every script, asked twice (the second answer is the
    # remembered one), with and without scale words and a stated end.
    from spacy_quoteverify.match.boundaries import end_problem, start_problem

    compared = 0
    for lang, texts in sorted(_by_lang().items()):
        F = PreparedSource("\n\n".join(texts[:3])).folded
        look = _Lookup(F, _SCORE_PROBES)
        for _ in range(2):
            for i in range(len(F.text)):
                for scale in (True, False):
                    assert look.start_problem(i, scale) == start_problem(F, i, scale), (lang, i)
                    for stated in (False, True):
                        assert look.end_problem(i, stated, scale) == end_problem(F, i, stated, scale), (lang, i)
                        compared += 1
    assert compared > 10_000


def test_remembered_boundaries_give_the_verdicts_of_asking_each_place(monkeypatch: pytest.MonkeyPatch) -> None:
    # The reference asks the boundary rules at every place, as the lookups did before they
    # remembered the answers: every field of the verdict (the score of a refusal included) is the same.
    from spacy_quoteverify.match import boundaries

    def verdicts() -> list:
        out = []
        for lang, source, quote in _cases(per_lang=3):
            v = verify_quote(quote, source)
            out.append((lang, quote, v.to_dict()))
        return out

    fast = verdicts()
    with monkeypatch.context() as m:
        m.setattr(_Lookup, "start_problem", lambda self, i, scale=True: boundaries.start_problem(self.F, i, scale))
        m.setattr(
            _Lookup, "end_problem",
            lambda self, j, stated=False, scale=True: boundaries.end_problem(self.F, j, stated, scale),
        )
        slow = verdicts()
    assert len(fast) > 150
    assert fast == slow
