"""Reading [chunk N] citation markers."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify.answer.citations import (
    MAX_RANGE,
    _expand,
    _fast_read,
    _patterns,
    _read_body,
    parse_citations,
)

KNOWN = list(range(1, 10))


@pytest.mark.parametrize(
    "text, cited",
    [
        ("[chunk 3]", [3]),
        ("[Chunk 3]", [3]),
        ("[CHUNK 3]", [3]),
        ("[chunks 1, 2, and 9]", [1, 2, 9]),
        ("[chunks 1, 2 and 9]", [1, 2, 9]),
        ("[chunk 1; chunk 7]", [1, 7]),
        ("[chunk 1, chunk 7]", [1, 7]),
        ("[chunks 1 & 2]", [1, 2]),
        ("[chunk3]", [3]),
        ("【chunk 2】", [2]),
        ("[chunks #1, #2]", [1, 2]),
        ("[chunk 03]", [3]),
    ],
)
def test_lists_and_single_ids_are_read(text: str, cited: list) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == cited
    assert result.unknown == [] and result.unparsed == []


@pytest.mark.parametrize("dash", ["-", "\u2013", "\u2014", "\u2212", "\u2010", "--"])
def test_ranges_are_read_with_any_dash(dash: str) -> None:
    assert parse_citations(f"[chunks 2{dash}5]", KNOWN).cited == [2, 3, 4, 5]
    assert parse_citations(f"[chunks 2 {dash} 5]", KNOWN).cited == [2, 3, 4, 5]


def test_ranges_are_read_with_every_dash_the_folding_knows() -> None:
    from spacy_quoteverify import charclasses

    for dash in sorted(charclasses.DASHES):
        assert parse_citations(f"[chunks 2{dash}5]", KNOWN).cited == [2, 3, 4, 5], hex(ord(dash))


@pytest.mark.parametrize(
    "text",
    ["[chunk 3 p.12]", "[chunk 3, § Methods]", "[chunk 3, p. 4]", "[chunk 3, pp. 4-6]", "[chunk 3, ¶ 2]",
     "[chunk 3, Table 2]", "[chunk 3, page 4]", "[chunk 3, S. 4]", "[chunk 3, Abb. 2]", "[chunk 3, fig. 2]",
     "[chunk 3, col. 2]", "[chunk 3, l. 12]", "[chunk 3, cf. p. 4]"],
)
def test_a_locator_after_the_ids_is_not_an_id(text: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == [3]
    assert result.unparsed == [] and result.unknown == []


@pytest.mark.parametrize(
    "text, cited",
    [("[chunk 2, doc 3]", [2]), ("[chunk 3, cf. 2]", [3]), ("[chunks 1-2; item 4]", [1, 2]),
     ("[chunk 3, vgl. 9]", [3]), ("[chunk 3, e.g. 9]", [3]), ("[chunk 3, ibid. 9]", [3]), ("(chunk 3, cf. 9)", [3]),
     ("[chunk 2, p. 4, doc 5]", [2]), ("(see chunk 2, doc 3)", [2])],
)
def test_a_word_and_an_id_after_the_ids_is_reported_with_the_marker(text: str, cited: list) -> None:
    # Another word with an id may name another document ("doc 3"): the marker's ids are read,
    # and the marker is reported as not read whole, so no quotation it covers is verified.
    result = parse_citations(text, KNOWN)
    assert result.cited == cited and result.unparsed == [text]
    assert [(m.ids, m.parsed) for m in result.markers] == [(tuple(cited), False)]


def test_a_locator_group_can_be_followed_by_another_citation() -> None:
    assert parse_citations("[chunk 3, p. 4; chunk 5]", KNOWN).cited == [3, 5]


def test_a_range_over_the_limit_keeps_only_its_two_ends() -> None:
    result = parse_citations(f"[chunks 1-{MAX_RANGE + 5000}]", KNOWN)
    assert result.cited == [1, MAX_RANGE + 5000]
    assert result.unknown == [MAX_RANGE + 5000]


def test_a_range_of_exactly_the_limit_is_expanded() -> None:
    result = parse_citations(f"[chunks 1-{MAX_RANGE + 1}]", None)
    assert len(result.cited) == MAX_RANGE + 1


@pytest.mark.parametrize(
    "text",
    [
        "[chunk nine]",
        "[chunks 1 to 7]",
        "[chunk ]",
        "[chunk]",
        "[chunks 5-3]",
        "[chunk 3 4]",
        "[chunks 1, 2-]",
        "[chunk 3",
        "[chunks one and two]",
    ],
)
def test_unreadable_markers_are_unparsed_and_cite_nothing(text: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.unparsed == [text]
    assert result.cited == []
    assert result.partial
    assert result.markers[0].parsed is False


def test_ids_never_sent_are_unknown_in_order_of_first_appearance() -> None:
    result = parse_citations("a [chunk 12] b [chunk 3] c [chunk 11] d [chunk 12]", KNOWN)
    assert result.cited == [12, 3, 11]
    assert result.unknown == [12, 11]
    assert result.partial


def test_cited_ids_are_listed_once_in_order_of_first_appearance() -> None:
    result = parse_citations("[chunk 2] [chunks 1, 2] [chunk 2]", KNOWN)
    assert result.cited == [2, 1]
    assert [m.ids for m in result.markers] == [(2,), (1, 2), (2,)]


def test_markers_carry_their_offsets_and_text() -> None:
    text = "Revenue rose [chunk 1] and fell [chunks 2-3]."
    result = parse_citations(text, KNOWN)
    assert [(text[m.start : m.end], m.text) for m in result.markers] == [
        ("[chunk 1]", "[chunk 1]"),
        ("[chunks 2-3]", "[chunks 2-3]"),
    ]


def test_words_that_only_start_like_the_citation_word_are_not_markers() -> None:
    result = parse_citations("[chunky bacon] [chunking 3]", KNOWN)
    assert result.cited == []
    # "[chunking 3]" is read as no citation, but a square bracket holding a number points
    # somewhere: it is reported as a reference the reader does not read.
    assert result.unread == result.unparsed == ["[chunking 3]"]


def test_string_ids_are_matched_as_strings() -> None:
    result = parse_citations("[chunk 3] [chunk intro] [chunk 7]", ["3", "intro"])
    assert result.cited == ["3", "intro", 7]
    assert result.unknown == [7]


def test_no_known_ids_means_no_id_is_unknown() -> None:
    assert parse_citations("[chunk 99]", None).unknown == []


def test_the_citation_word_is_configurable_and_can_be_several() -> None:
    assert parse_citations("[source 2] [chunk 1]", KNOWN, word="source").cited == [2]
    assert parse_citations("[Quelle 2] [Abschnitt 1]", KNOWN, word=["Quelle", "Abschnitt"]).cited == [2, 1]
    assert parse_citations("[文档 2]", KNOWN, word="文档").cited == [2]
    assert parse_citations("[sources 1 and 2]", KNOWN, word="source").cited == [1, 2]


def test_bad_arguments_raise_type_errors_naming_them() -> None:
    with pytest.raises(TypeError, match="text must be a str, got int"):
        parse_citations(5, KNOWN)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="known_ids"):
        parse_citations("[chunk 1]", "123")
    with pytest.raises(TypeError, match="known_ids must hold int or str"):
        parse_citations("[chunk 1]", [1.5])
    with pytest.raises(TypeError, match="word must be"):
        parse_citations("[chunk 1]", KNOWN, word=3)  # type: ignore[arg-type]


def test_fifty_thousand_markers_parse_in_well_under_a_second() -> None:
    forms = ["[chunk {a}]", "[chunks {a}, {b} and {c}]", "[chunks {a}-{b}]", "[chunk {a}, p. {b}]", "[Chunk {a}; chunk {c}]"]
    parts = []
    for i in range(50_000):
        a, b, c = i % 40 + 1, i % 40 + 3, i % 17 + 1
        parts.append("Some claim " + forms[i % len(forms)].format(a=a, b=b, c=c) + ". ")
    text = "".join(parts)
    result = parse_citations(text, range(1, 30))
    assert len(result.markers) == 50_000
    # How long this takes is measured by the benchmarks (bench_hostile, citations_50k), not here.


def test_a_huge_unclosed_bracket_run_stays_linear() -> None:
    text = "[chunk 1 " * 40_000
    result = parse_citations(text, KNOWN)
    assert result.cited == []


# The fast reader handles the common bodies with a few regex calls; the token
# reader handles everything. Where the fast one answers, both must agree.
_body = st.lists(
    st.sampled_from([" ", "1", "2", "17", ",", ";", " and ", "&", "-", "\u2013", "#", "p.", " to ", "x"]),
    max_size=8,
).map("".join)


@settings(max_examples=400, deadline=None)
@given(_body)
def test_fast_reader_agrees_with_the_token_reader(body: str) -> None:
    _, simple_re, word_only = _patterns("chunk")
    fast = _fast_read(body, simple_re)
    if fast is None:
        return
    tokens = _read_body(body, word_only, {})
    slow = None if tokens is None else _expand(tokens)
    assert slow is not None
    assert [int(t) for t in fast] == [int(t) for t in slow]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=60), min_size=1, max_size=6))
def test_any_plain_list_reads_back_its_ids(ids: list) -> None:
    text = "[chunks " + ", ".join(map(str, ids)) + "]"
    result = parse_citations(text, range(1, 31))
    expected = list(dict.fromkeys(ids))
    assert result.cited == expected
    assert result.unknown == [i for i in expected if i > 30]


# -- citation styles ---------------------------------------------------------------

from spacy_quoteverify.answer.citations import CitationReader, make_citation_reader, word_forms  # noqa: E402


@pytest.mark.parametrize(
    "text, cited",
    [
        ("[1]", [1]),
        ("[1, 3]", [1, 3]),
        ("[1-3]", [1, 2, 3]),
        ("[1][3]", [1, 3]),
        ("[1,2,5-7]", [1, 2, 5, 6, 7]),
        ("mortality[2].", [2]),
        ("【2】", [2]),
        ("(source 2)", [2]),
        ("(chunk 2)", [2]),
        ("(Source 2, p. 4)", [2]),
        ("（source 2）", [2]),
        ("[source: 2]", [2]),
        ('"..." [chunk 2] [chunk 1]', [2, 1]),
        ("[studies 1, 2, and 7]", [1, 2, 7]),
        ("[studies 1-4]", [1, 2, 3, 4]),
        ("[indices 2]", [2]),
    ],
)
def test_every_common_citation_style_is_read(text: str, cited: list) -> None:
    result = parse_citations(text, KNOWN, word=["chunk", "source", "study", "index"])
    assert result.cited == cited
    assert result.unparsed == [] and result.unknown == []


@pytest.mark.parametrize("text", ["(1)", "(2023)", "(source code is open)", "(chunks of text)", "[x]", "a (see 2) b"])
def test_parentheses_of_prose_and_bare_numbers_in_parentheses_are_not_citations(text: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.markers == [] and result.unparsed == []


def test_an_unreadable_square_bracket_is_still_reported() -> None:
    assert parse_citations("[source code] [1 2]", KNOWN).unparsed == ["[source code]", "[1 2]"]


def test_plurals_come_from_spacys_lemma_data() -> None:
    assert {"study", "studies"} <= set(word_forms("study"))
    assert "indices" in word_forms("index")
    assert "chunking" not in word_forms("chunk")  # a verb form, not a plural
    assert "quellen" in word_forms("Quelle", ("de",))
    reader = CitationReader(words=("Quelle",), langs=("de",))
    assert reader.parse("[Quellen 1-3]", KNOWN).cited == [1, 2, 3]


def test_the_reader_settings_switch_styles_off() -> None:
    words_only = CitationReader(words=("chunk",), numeric=False, brackets=("[]",))
    assert words_only.parse("[1] (chunk 2) [chunk 3]", KNOWN).cited == [3]
    assert parse_citations("[1] (chunk 2) [chunk 3]", KNOWN, reader=words_only).cited == [3]
    with pytest.raises(TypeError, match="brackets"):
        CitationReader(brackets=("[",))
    with pytest.raises(TypeError, match="numeric"):
        CitationReader(numeric="yes")  # type: ignore[arg-type]


def test_the_reader_is_registered_and_versioned() -> None:
    import spacy  # noqa: F401  (the registry)
    from spacy.util import registry

    import spacy_quoteverify.component  # noqa: F401  (registers it without entry points)

    made = registry.misc.get("spacy_quoteverify.citations.v1")(words=["source"], numeric=False)
    assert made == make_citation_reader(words=["source"], numeric=False)
    assert made.words == ("source",) and made.numeric is False


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=60), min_size=1, max_size=6))
def test_any_bare_numeric_list_reads_back_its_ids(ids: list) -> None:
    result = parse_citations("[" + ", ".join(map(str, ids)) + "]", range(1, 61))
    assert result.cited == list(dict.fromkeys(ids))


def test_fifty_thousand_bare_markers_all_parse() -> None:
    text = "".join(f"Claim [{i % 40 + 1}][{i % 7 + 1}, {i % 5 + 2}]. " for i in range(50_000))
    result = parse_citations(text, range(1, 30))
    assert len(result.markers) == 100_000


@pytest.mark.parametrize("text, ids", [("[^chunk 5]", (5,)), ("[^5]", (5,)), ("[^1, 2]", (1, 2)), ("[^ Chunk 3]", (3,))])
def test_markdown_footnote_references_are_citations(text: str, ids: tuple) -> None:
    # Markdown writes a footnote reference "[^3]"; a model citing that way cites chunk 3.
    found = parse_citations(f'Costs "rose 30% in 2020" {text}.').markers
    assert [(m.text, m.ids) for m in found] == [(text, ids)]


# -- citation forms the reader does not read ----------------------------------------

import random  # noqa: E402

from adversarial import sentences  # noqa: E402
from adversarial.citation_forms import IDS_ALONE, footnote_marks, prose_parentheses, read_forms, unread_forms  # noqa: E402

from spacy_quoteverify.answer.citations import PHRASE, REFERENCE  # noqa: E402

#: Ways an answer puts a form after (or before) a quotation of a real sentence.
_PLACES = [
    "The text says \u201c{q}\u201d {f}.",
    "\u201c{q}\u201d{f}",
    "It notes that \u201c{q}.\u201d {f}",
    "- \u201c{q}\u201d {f}\n- more",
]


def _quotes() -> list:
    return [s.text.replace("\u201c", "").replace("\u201d", "") for s in sentences()[::7]]


@pytest.mark.parametrize(
    "text, unread",
    [
        ("[doc 1]", "[doc 1]"),
        ("[Document 3]", "[Document 3]"),
        ("\u30101\u2020source\u3011", "\u30101\u2020source\u3011"),
        ("[1, p. 3]", "[1, p. 3]"),
        ("[c1]", "[c1]"),
        ("[fragmento 2]", "[fragmento 2]"),
        ("[Abschnitt 1]", "[Abschnitt 1]"),
        ("[^note]", "[^note]"),
        ("mortality.\u201d\u00b9", "\u00b9"),
    ],
)
def test_a_reference_like_form_the_reader_does_not_read_is_reported(text: str, unread: str) -> None:
    result = parse_citations(f"Costs \u201crose 30% in 2020\u201d {text}", KNOWN)
    assert result.cited == []
    assert result.unread == result.unparsed == [unread]
    assert [m.form for m in result.markers] == [REFERENCE] and result.partial


@pytest.mark.parametrize(
    "text, cited, form",
    [
        ("(see chunk 2)", [2], "bracket"),
        ("(cf. Source 3, p. 4)", [3], "bracket"),
        ("[chunk_1]", [1], "bracket"),
        ("(chunk-4)", [4], "bracket"),
        ("According to chunk 1, costs rose.", [1], PHRASE),
        ("as shown in chunks 2 and 3.", [2, 3], PHRASE),
        ("in chunks 2-4", [2, 3, 4], PHRASE),
        ("Chunk 5 says so", [5], PHRASE),
    ],
)
def test_the_citation_word_is_read_where_it_can_be_with_certainty(text: str, cited: list, form: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == cited and result.unparsed == []
    assert [m.form for m in result.markers] == [form]


@pytest.mark.parametrize(
    "text",
    ["chunk 1, 2 patients died", "the source 2.0 release", "chunk 3D models", "rechunk 3 times", "chunks of 5"],
)
def test_running_text_reads_only_the_citation_word_and_whole_ids(text: str) -> None:
    # Ids that go on past a comma, a decimal point or a letter ("chunk 1, 2 patients", "source
    # 2.0", "chunk 3D") cannot be read whole: reported, never read by their first id. A word that
    # only holds the citation word, or no id after it, is no citation.
    result = parse_citations(text, KNOWN)
    reported = not text.startswith(("rechunk", "chunks of"))
    assert result.cited == [] and bool(result.unparsed) == reported


def test_the_reader_settings_decide_what_is_read_and_the_rest_is_reported() -> None:
    words_only = CitationReader(words=("chunk",), numeric=False, brackets=("[]",))
    result = words_only.parse("[1] (chunk 2) [chunk 3] (see Table 2)", KNOWN)
    assert result.cited == [3]
    assert result.unread == ["[1]", "(chunk 2)"]


def test_every_unread_form_after_a_real_quotation_is_reported() -> None:
    rng = random.Random(14)
    forms = list(unread_forms(sentences(), rng))
    assert len(forms) >= 132
    quotes = _quotes()
    bad = []
    for k, (form, _) in enumerate(forms):
        for place in _PLACES:
            q = quotes[(k * len(_PLACES) + _PLACES.index(place)) % len(quotes)]
            answer = place.format(q=q, f=form)
            result = parse_citations(answer, KNOWN)
            if form not in result.unread or result.cited:
                bad.append(f"{answer!r} -> unread={result.unread} cited={result.cited}")
    assert not bad, f"{len(bad)} of {len(forms) * len(_PLACES)} answers:\n" + "\n".join(bad[:25])


@pytest.mark.parametrize("place", ["\u201c{q}\u201d{f} More.", "\u201c{q}.\u201d{f}", "\u201c{q}\u201d.{f}", "({q}){f}"])
def test_every_footnote_mark_after_a_real_quotation_is_reported(place: str) -> None:
    quotes = _quotes()
    bad = []
    for k, (mark, _) in enumerate(footnote_marks()):
        answer = place.format(q=quotes[k % len(quotes)].rstrip("."), f=mark)
        result = parse_citations(answer, KNOWN)
        if result.unread != [mark]:
            bad.append(f"{answer!r} -> {result.unread}")
    assert not bad, "\n".join(bad[:25])


def test_every_readable_form_after_a_real_quotation_is_read() -> None:
    rng = random.Random(15)
    quotes = _quotes()
    bad = []
    for k, (form, n) in enumerate(read_forms(rng)):
        for j, place in enumerate(_PLACES):
            answer = place.format(q=quotes[(k * 7 + j) % len(quotes)], f=form)
            result = parse_citations(answer, KNOWN)
            if n not in result.cited or result.unparsed:
                bad.append(f"{answer!r} -> cited={result.cited} unparsed={result.unparsed}")
    assert not bad, "\n".join(bad[:25])


def test_no_parenthesis_of_prose_is_reported() -> None:
    rng = random.Random(16)
    found = [p for p in prose_parentheses(sentences(), rng) if not IDS_ALONE.fullmatch(p)]
    assert len(found) > 50
    quotes = _quotes()
    bad = []
    for k, paren in enumerate(found):
        for j, place in enumerate(_PLACES):
            answer = place.format(q=quotes[(k * 5 + j) % len(quotes)], f=paren)
            result = parse_citations(answer, KNOWN)
            if result.unparsed:
                bad.append(f"{answer!r} -> {result.unparsed}")
    assert not bad, f"{len(bad)} of {len(found) * len(_PLACES)} answers:\n" + "\n".join(bad[:25])


def test_the_real_sentences_hold_no_unread_reference() -> None:
    # The false-alarm measure on real prose: the spaCy example sentences and the Debian texts
    # of every language hold no form that would leave an answer unchecked.
    hits = [(s.lang, parse_citations(s.text).unread) for s in sentences()]
    assert [h for h in hits if h[1]] == []


def test_unread_forms_stay_linear() -> None:
    text = "[doc 1] [^x] \u201ca\u201d\u00b9 (see chunk 2) according to chunk 3, " * 10_000
    result = parse_citations(text, KNOWN)
    assert len(result.markers) == 50_000
    hostile = "[" * 100_000 + "(see " * 50_000 + "chunk " * 50_000
    assert parse_citations(hostile, KNOWN) is not None


def test_a_bracket_holding_the_id_of_a_chunk_is_reported() -> None:
    # Chunks named by strings: "[doc memo]" names one with another word; "[sic]" names none.
    result = parse_citations("x [doc memo] [sic] [chunk memo] [the drug]", ["memo", "annex"])
    assert result.cited == ["memo"] and result.unread == ["[doc memo]"]
    assert parse_citations("x [doc memo]", [1]).unread == []


@pytest.mark.parametrize(
    "text",
    ["Chunks 1,3 state it.", "Chunks 1 through 3 say it.", "Chunks 3, 4, 2 state it.", "Chunks 1 to 3 say it.",
     "Chunk 2.5 says it.", "Chunk 3D says it.", "Sources 2/4 agree."],
)
def test_ids_in_running_text_that_go_on_unreadably_are_reported_not_read_by_the_first(text: str) -> None:
    """Reading the first id alone would check the quotation against that chunk only."""
    got = parse_citations(text, known_ids=[1, 2, 3, 4], word=["chunk", "source"])
    assert got.cited == [] and got.unparsed


@pytest.mark.parametrize(
    "text",
    ["See [Step 2](#step-2) first.", "Read [RFC 2616](https://example.org/rfc2616).", "Run `arr[1:3]` now.",
     "```\nx = data[2]\n```\nThen stop."],
)
def test_markdown_links_code_and_squares_are_no_references(text: str) -> None:
    assert parse_citations(text, known_ids=[1, 2]).unparsed == []


@pytest.mark.parametrize("digit", ["\u0662", "\uff12", "\u0968", "\u09e8"])
def test_an_id_in_the_digits_of_another_script_is_its_number(digit: str) -> None:
    for text in (f"[chunk {digit}]", f"According to chunk {digit}, it rose."):
        assert parse_citations(text, known_ids=[1, 2]).cited == [2]


# -- ids in words and numerals, pointers after the ids, more footnote marks, technical text ----

from adversarial.citation_forms import (  # noqa: E402
    RUNNING_PLACES,
    footnote_forms,
    pointer_forms,
    technical_brackets,
    unread_id_forms,
)


@pytest.mark.parametrize(
    "text, reported",
    [
        ("As chunk two says, it rose.", "chunk two"),
        ("Chunk III says it rose.", "Chunk III"),
        ("Chunk Nr. 3 says it rose.", "Chunk Nr. 3"),
        ("Source n\u00fam. 3 says it rose.", "Source n\u00fam. 3"),
        ("As chunk zwei says, it rose.", "chunk zwei"),
        ("As chunk twenty-one says, it rose.", "chunk twenty-one"),
        ("It rose (chunk two).", "(chunk two)"),
        ("It rose (see Chunk IV, p. 2).", "Chunk IV"),
        ("It rose [chunk two].", "[chunk two]"),
        ("It rose (chunk N.\u00ba 3).", "(chunk N.\u00ba 3)"),
        ("Chunk N.\u00ba 3 says it rose.", "Chunk N.\u00ba 3"),
    ],
)
def test_an_id_in_words_or_numerals_is_reported_never_read(text: str, reported: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == [] and len(result.unparsed) == 1 and reported in result.unparsed[0]


@pytest.mark.parametrize(
    "text",
    ["the source code is open", "the chunk I quoted", "chunks of text", "a chunk size of 3", "As chunk #3 says",
     "(source code, 2019)", "the source one would expect"],
)
def test_words_after_the_citation_word_that_are_no_id_are_left_alone(text: str) -> None:
    # "chunk #3" is read; "one" is a number word, reported (a pronoun as often: said so in the README).
    result = parse_citations(text, KNOWN)
    if "#3" in text:
        assert result.cited == [3] and result.unparsed == []
    elif text.endswith("would expect"):
        assert result.unparsed == ["source one"]
    else:
        assert result.unparsed == [] and result.cited == []


def test_every_unread_id_in_running_text_is_reported() -> None:
    forms = list(unread_id_forms(random.Random(21)))
    assert len(forms) > 120
    quotes = _quotes()
    bad = []
    for k, (form, core) in enumerate(forms):
        for j, place in enumerate(RUNNING_PLACES):
            answer = place.format(q=quotes[(k * 3 + j) % len(quotes)], f=form)
            result = parse_citations(answer, KNOWN)
            if result.cited or not any(core in u for u in result.unparsed):
                bad.append(f"{answer!r} -> cited={result.cited} unparsed={result.unparsed}")
    assert not bad, f"{len(bad)} of {len(forms) * len(RUNNING_PLACES)}:\n" + "\n".join(bad[:25])


def test_every_pointer_after_the_ids_is_reported_with_its_marker() -> None:
    forms = list(pointer_forms(sentences(), random.Random(22)))
    assert len(forms) > 100
    quotes = _quotes()
    bad = []
    for k, (form, n) in enumerate(forms):
        for j, place in enumerate(_PLACES):
            answer = place.format(q=quotes[(k * 5 + j) % len(quotes)], f=form)
            result = parse_citations(answer, KNOWN)
            if form not in result.unparsed or n not in result.cited:
                bad.append(f"{answer!r} -> cited={result.cited} unparsed={result.unparsed}")
    assert not bad, f"{len(bad)} of {len(forms) * len(_PLACES)}:\n" + "\n".join(bad[:25])


@pytest.mark.parametrize("place", ["\u201c{q}\u201d{f} More.", "\u201c{q}.\u201d{f}", "\u201c{q}\u201d.{f}", "({q}){f}"])
def test_every_other_footnote_mark_after_a_real_quotation_is_reported(place: str) -> None:
    quotes = _quotes()
    bad = []
    for k, mark in enumerate(footnote_forms()):
        answer = place.format(q=quotes[k % len(quotes)].rstrip("."), f=mark)
        result = parse_citations(answer, KNOWN)
        if result.unread != [mark.strip()] or result.cited:
            bad.append(f"{answer!r} -> {result.unread}")
    assert not bad, "\n".join(bad[:25])


def test_an_enclosed_number_as_a_list_enumerator_is_no_footnote() -> None:
    from adversarial.citation_forms import ENUMERATOR_PLACES

    from spacy_quoteverify import charclasses

    # A sentence ending with a quote mark is left out: an enclosed number after a quotation and a
    # comma or full stop is a mark of that quotation ('"...". \u2460').
    quotes = [q.rstrip(".") for q in _quotes() if q.rstrip(".")[-1:] not in charclasses.QUOTE_MARKS]
    bad = []
    for k, mark in enumerate(sorted(charclasses.ENCLOSED_NUMBERS)):
        for j, place in enumerate(ENUMERATOR_PLACES):
            text = place.format(s=quotes[(k + j) % len(quotes)], m=mark)
            if parse_citations(text, KNOWN).unparsed:
                bad.append(f"{text!r} -> {parse_citations(text, KNOWN).unparsed}")
    assert not bad, "\n".join(bad[:25])


@pytest.mark.parametrize("text, unread", [("It rose [1: Methods].", ["[1: Methods]"]), ("It rose [2: Results, p. 4].", ["[2: Results, p. 4]"]),
                                         ("Take arr[1:] here.", []), ("At [12:30] it rose.", []), ("Use [1: 'a'] here.", [])])
def test_an_id_before_a_label_is_reported_a_slice_or_time_is_not(text: str, unread: list) -> None:
    assert parse_citations(text, KNOWN).unread == unread


@pytest.mark.parametrize(
    "answer, mark",
    [
        ("It says \u201cthe rate rose\u201d \u2460.", "\u2460"),
        ("It says \u201cthe rate rose\u201d\u2776", "\u2776"),
        ("It says \u201cthe rate rose\u201d [\u2474].", "[\u2474]"),
        ("It says \u201cthe rate rose\u201d \u207d\u00b9\u207e.", "\u207d\u00b9\u207e"),
        ("It says \u201cthe rate rose\u201d [\u00b9].", "[\u00b9]"),
        ("\u300c\u5229\u76ca\u304c\u5897\u3048\u305f\u300d\u2461\u3002", "\u2461"),
        ("\u300c\u5229\u76ca\u304c\u5897\u3048\u305f\u300d\u00b2\u3002", "\u00b2"),
    ],
)
def test_an_enclosed_or_superscript_number_after_a_quotation_is_reported(answer: str, mark: str) -> None:
    assert parse_citations(answer, KNOWN).unread == [mark]


@pytest.mark.parametrize("text", ["Goethe (\u20201832) wrote it.", "x^2 + y^2", "2^10 bytes", "m<sup>2</sup>", "area m\u00b2"])
def test_a_death_year_a_power_and_a_unit_are_no_footnote(text: str) -> None:
    assert parse_citations(text, KNOWN).unparsed == []


def test_no_bracket_or_power_of_technical_text_is_reported() -> None:
    found = list(technical_brackets(random.Random(23)))
    assert len(found) > 1000
    quotes = _quotes()
    bad = []
    for k, form in enumerate(found):
        answer = f"\u201c{quotes[k % len(quotes)]}\u201d [chunk 1]. It holds {form} here."
        result = parse_citations(answer, KNOWN)
        if result.unparsed or result.cited != [1]:
            bad.append(f"{form!r} -> {result.unparsed}")
    assert not bad, f"{len(bad)} of {len(found)}:\n" + "\n".join(bad[:25])


@pytest.mark.parametrize(
    "text", ["[Ca2+]", "[0.5, 1.5]", "[v2.4.1]", "[2023-01-05 12:30]", "[x1, x2]", "(a+b)\u00b2", "[-1, 3]", "[:15]",
             "['1', '2']", "[H2O]", "[790c5c0]", "(n+1)^2"],
)
def test_a_figure_formula_or_code_in_brackets_is_no_reference(text: str) -> None:
    assert parse_citations(f"It is {text} here.", KNOWN).unparsed == []


@pytest.mark.parametrize("text", ["[doc 2]", "[c1]", "[S1]", "[doc 1-3]", "[1, p. 3]", "(see above)\u00b9", "[doc \u0662]"])
def test_a_whole_integer_id_in_a_bracket_is_still_a_reference(text: str) -> None:
    assert parse_citations(f"It is \u201ctrue\u201d {text} here.", KNOWN).unread != []


@pytest.mark.parametrize(
    "text, cited, unparsed",
    [
        ("It rose (chunk 1's text).", [1], []),
        ("It rose (in source 2\u2019s summary).", [2], []),
        ("It rose (chunks 1 to 3).", [], ["chunks 1 to"]),
        ("It rose (chunk 1 through 3).", [], ["chunk 1 through"]),
        ("It rose (source code is open).", [], []),
        ("It rose (chunk size 512).", [], []),
    ],
)
def test_the_running_text_of_a_parenthesis_of_prose_is_read(text: str, cited: list, unparsed: list) -> None:
    # Not a marker, but not passed over either: "(chunks 1 to 3)" was dropped whole.
    result = parse_citations(text, KNOWN)
    assert result.cited == cited and result.unparsed == unparsed


# -- keys naming the id, markup, ordinals (issue #17) ---------------------------------------


@pytest.mark.parametrize(
    "text, cited",
    [
        ("It rose (chunk no 2).", [2]),
        ("It rose (chunk no. 2).", [2]),
        ("It rose (Chunk No. 2).", [2]),
        ("Chunk N\u00ba 2 says it rose.", [2]),
        ("Source \u2116 3 says it rose.", [3]),
        ("Source \u21163 says it rose.", [3]),
        ("chunk_id: 2", [2]),
        ("It rose (chunk_id: 2).", [2]),
        ("It rose [chunk_id=2].", [2]),
        ("chunkId: 3 says it rose.", [3]),
        ("As chunk ID 3 says, it rose.", [3]),
        ("As chunk-id 2 says, it rose.", [2]),
        ("As source number 2 says, it rose.", [2]),
        ("It rose [chunks no. 1-3].", [1, 2, 3]),
    ],
)
def test_a_key_naming_the_id_is_read(text: str, cited: list) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == cited and result.unparsed == []


@pytest.mark.parametrize("text", ["chunk_index: 0", "source_page: 3", "It rose (chunk_index: 1).", "It rose [chunk_rank=2]."])
def test_another_key_before_the_ids_is_reported(text: str) -> None:
    # An index may count from 0, a page is no chunk: which chunk is meant is unknown.
    result = parse_citations(text, KNOWN)
    assert result.cited == [] and len(result.unparsed) == 1


@pytest.mark.parametrize("text", ["the chunk no one reads", "the chunk no longer holds 3", "chunk identity 3", "a chunk id"])
def test_a_key_word_that_names_no_id_is_left_alone(text: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == [] and result.unparsed == []


def test_an_unknown_chunk_named_with_a_key_is_unknown() -> None:
    for text in ("chunk_id: 12", "(chunk no. 12)", "chunk \u2116 12", "[chunk ID 12]"):
        assert parse_citations(text, KNOWN).unknown == [12], text


def test_a_pointer_in_a_bracket_of_any_other_form_is_reported() -> None:
    # Every other bracket pair Unicode mirrors (angle brackets of every form, Z notation, floor
    # and ceiling), around a bare id, a list or the citation word and an id.
    from spacy_quoteverify import charclasses

    assert {"\u27e8", "\u3008", "\u2329", "\u300a"} <= set(charclasses.OTHER_BRACKETS)
    assert not set(charclasses.OTHER_BRACKETS) & (set(charclasses.PARENTHESES) | charclasses.QUOTE_MARKS | {"{"})
    bad = []
    for k, (opening, closing) in enumerate(sorted(charclasses.OTHER_BRACKETS.items())):
        for body in (str(k % 9 + 1), f"{k % 9 + 1}, {k % 7 + 2}", f"chunk {k % 9 + 1}", f"doc {k % 9 + 1}"):
            form = f"{opening}{body}{closing}"
            result = parse_citations(f"It rose {form}.", KNOWN)
            if result.cited or result.unparsed != [form]:
                bad.append(f"{form}: {result}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize(
    "text", ["the \u300a1984\u300b novel", "\u27e8x, y\u27e9 and \u230an/2\u230b", "`\u27e81\u27e9`", "\u27e8a\u27e9", "\u2308x\u2309"]
)
def test_a_title_or_a_formula_in_another_bracket_is_no_pointer(text: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == [] and result.unparsed == []


def test_a_bracket_the_reader_is_set_to_read_is_read() -> None:
    reader = CitationReader(brackets=("[]", "()", "\u27e8\u27e9"))
    assert reader.parse("It rose \u27e82\u27e9 and \u27e8chunk 3\u27e9.", KNOWN).cited == [2, 3]


@pytest.mark.parametrize(
    "text, reported",
    [
        ('It rose <cite id="1"/>.', '<cite id="1"/>'),
        ("It rose <cite>1</cite>.", "<cite>1</cite>"),
        ('It rose <cite index="1-2">up</cite>.', '<cite index="1-2">up</cite>'),
        ("It rose <ref>3</ref>.", "<ref>3</ref>"),
        ('<chunk id="2">It rose.</chunk>', '<chunk id="2">It rose.</chunk>'),
        ('<cite id="1">\u201cIt rose\u201d</cite>', '<cite id="1">'),
    ],
)
def test_markup_marking_a_citation_is_reported(text: str, reported: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == [] and result.unparsed == [reported]


def test_the_citation_word_and_id_as_the_text_of_a_cite_tag_are_read() -> None:
    result = parse_citations("It rose <cite>chunk 2</cite> and <cite>Source 12</cite>.", KNOWN)
    assert result.cited == [2, 12] and result.unknown == [12] and result.unparsed == []
    assert parse_citations("It rose <cite>The Lancet</cite>.", KNOWN).markers == []


@pytest.mark.parametrize(
    "text, reported",
    [
        ("The first chunk says it rose.", "first chunk"),
        ("The 2nd source says it rose.", "2nd source"),
        ("The third retrieved chunk says it rose.", "third retrieved chunk"),
        ("The first two chunks say it rose.", "first two chunks"),
        ("Le premier chunk dit qu'il a augment\u00e9.", "premier chunk"),
        ("El 1\u00ba chunk dice que subi\u00f3.", "1\u00ba chunk"),
    ],
)
def test_an_ordinal_before_the_citation_word_is_reported_never_read(text: str, reported: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == [] and result.unparsed == [reported]


@pytest.mark.parametrize(
    "text",
    ["In the first place, chunk 2 says it rose.", "The first time the source says it", "split into 10k chunks", "64kb chunks"],
)
def test_an_ordinal_away_from_the_citation_word_is_no_citation(text: str) -> None:
    result = parse_citations(text, KNOWN)
    assert result.unparsed == []


def test_ids_under_a_table_column_headed_by_the_citation_word_are_read() -> None:
    table = (
        "| Quote | Chunk |\n|---|---|\n| \u201cx y z\u201d | 1 |\n| \u201ca b c\u201d | 2, 12 |\n"
        "| \u201cd\u201d | see appendix |\n| \u201ce\u201d | - |\n| \u201cf\u201d | [chunk 3] |\n\n"
        "| Quote | Page |\n|---|---|\n| \u201cg\u201d | 4 |"
    )
    result = parse_citations(table, KNOWN)
    assert result.cited == [1, 2, 12, 3] and result.unknown == [12] and result.unparsed == ["see appendix"]
    assert [(mk.text, mk.ids) for mk in result.markers] == [("1", (1,)), ("2, 12", (2, 12)), ("see appendix", ()), ("[chunk 3]", (3,))]
    for header in ("Source", "**Sources**", "Chunk ID", "chunk_id", "Chunk #", "Chunk no."):
        assert parse_citations(f"| {header} | Quote |\n| --- | --- |\n| 2 | \u201cx\u201d |", KNOWN).cited == [2], header


def test_a_table_without_a_citation_column_is_no_citation() -> None:
    for text in ("| Year | Value |\n|---|---|\n| 2 | 3 |", "a | b\n--- | ---\n1 | 2", "| Quote | Chunky |\n|--|--|\n| x | 2 |"):
        assert parse_citations(text, KNOWN).markers == [], text


def test_every_keyed_reported_and_ordinal_form_around_real_quotations() -> None:
    """The forms of issue #17 around many real quotations, with ids of one to three digits: a key
    naming the id is read as that id (unknown when never sent), every other form is reported and
    reads nothing."""
    from adversarial.citation_forms import KEYED_FORMS, ordinal_forms, reported_forms

    rng = random.Random(1717)
    quotes = _quotes()
    forms = [(t, True) for t in KEYED_FORMS] + [(t, False) for t in reported_forms()] + [(t, False) for t in ordinal_forms(rng, 200)]
    bad = []
    checked = 0
    for k, (template, read) in enumerate(forms):
        for n in (rng.randint(1, 9), rng.randint(10, 99), rng.randint(100, 999)):
            text = template.replace("{n}", str(n)).replace("{q}", quotes[(k * 3 + n) % len(quotes)])
            result = parse_citations(text, KNOWN)
            checked += 1
            if read and (result.cited != [n] or result.unparsed or result.unknown != ([] if n in KNOWN else [n])):
                bad.append(f"read {text!r}: {result.cited} {result.unknown} {result.unparsed}")
            if not read and (result.cited or not result.unparsed):
                bad.append(f"reported {text!r}: {result.cited} {result.unparsed}")
    assert checked > 300
    assert not bad, f"{len(bad)} of {checked}:\n" + "\n".join(bad[:30])


@pytest.mark.parametrize(
    "text, cited",
    [
        ("It rose (chunk 2; not chunk 1).", [2, 1]),
        ("It rose [chunk 2, rather than chunk 1].", [2, 1]),
        ("It rose [chunks 1, 2 but not chunk 3].", [1, 2, 3]),
    ],
)
def test_prose_before_a_second_group_of_a_bracket_reads_it_only_in_part(text: str, cited: list) -> None:
    # The second group may be denied or set apart: the ids are read and the marker reported.
    result = parse_citations(text, KNOWN)
    assert result.cited == cited and len(result.unparsed) == 1 and not result.markers[0].parsed


def test_a_locator_of_signs_before_a_second_group_reads_it_whole() -> None:
    result = parse_citations("It rose [chunk 3, p. 4; chunk 5].", KNOWN)
    assert result.cited == [3, 5] and result.unparsed == []


# -- answers written as JSON --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, cited, unparsed",
    [
        ('{"quote": "It rose.", "chunk_id": 2}', [2], []),
        ('{"quote": "It rose.", "chunk_id": "2"}', [2], []),
        ('{"quote": "It rose.", "Source": 3}', [3], []),
        ('{"quote": "It rose.", "sources": [1, 3]}', [1, 3], []),
        ('{"quote": "It rose.", "chunks": ["1-3"]}', [1, 2, 3], []),
        ('{"quote": "It rose.", "chunkId": 2}', [2], []),
        ('{"quote": "It rose.", "chunk no": 2}', [2], []),
        ('{"quote": "It rose.", "chunk": 2.5}', [], ['"chunk": 2.5']),
        ('{"quote": "It rose.", "chunk": null}', [], ['"chunk": null']),
        ('{"quote": "It rose.", "source": "Smith 2020"}', [], ['"source": "Smith 2020"']),
        ('{"quote": "It rose.", "doc_id": 2}', [], ['"doc_id": 2']),
        ('{"quote": "It rose.", "chunk_index": 0}', [], ['"chunk_index": 0']),
        ('{"quote": "It rose.", "passageNumber": 4}', [], ['"passageNumber": 4']),
        ('{"quote": "It rose.", "doc_title": "Memo"}', [], []),  # no digit: no pointer
        ('{"quote": "It rose.", "page": 4, "id": 7}', [], []),  # a page, the quotation's own id
        ('{"quote": "the \\"chunk\\": 2 text", "confidence": 0.9}', [], []),  # inside a string
        ('{"chunk": 2, "quote": "It rose."} and {broken: 1}', [2], []),
        ('The set {1, 2} and "chunk": 2 in prose', [], []),  # no JSON object: no member
    ],
)
def test_a_member_of_a_json_object_named_by_the_citation_word_is_read(text: str, cited: list, unparsed: list) -> None:
    result = parse_citations(text, KNOWN)
    assert result.cited == cited and result.unparsed == unparsed


def test_a_list_value_is_read_once() -> None:
    # '"chunks": [1, 3]' holds a bare-number bracket too: one marker, the member.
    result = parse_citations('{"quote": "It rose.", "chunks": [1, 3]}', KNOWN)
    assert [(mk.form, mk.ids) for mk in result.markers] == [("field", (1, 3))]


def test_json_objects_are_found_nested_and_beside_each_other() -> None:
    from spacy_quoteverify.answer.citations import json_object_at, json_objects

    text = 'A: [{"a": {"b": [1, {"c": 2}]}}, {"d": "}{"}] {x} {"e": 1'
    objects = ['{"a": {"b": [1, {"c": 2}]}}', '{"b": [1, {"c": 2}]}', '{"c": 2}', '{"d": "}{"}']
    spans = [(text.index(o), text.index(o) + len(o)) for o in objects]
    assert json_objects(text) == tuple(spans)
    two = text.index("2}")
    assert json_object_at(text, two, two + 1) == spans[2]
    one = text.index("1,")
    assert json_object_at(text, one, one + 1) == spans[1]
    assert json_object_at(text, spans[3][0] + 1, spans[3][1] - 1) == spans[3]
    assert json_object_at(text, 0, 2) is None and json_object_at(text, len(text) - 2, len(text) - 1) is None


@pytest.mark.parametrize(
    "text",
    [
        "{" * 30000 + "}" * 30000,
        '{"a":' * 3000 + "1" + "}" * 3000,
        "[" + ", ".join('{"quote": "x", "chunk": %d}' % (k % 9 + 1) for k in range(4000)) + "]",
        '{"chunk": 1' * 5000,
        '"' * 20000 + "{" + '"' * 20000,
    ],
)
def test_hostile_json_is_parsed_a_bounded_number_of_times(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Each object is parsed once to be told JSON, at most JSON_MAX_DEPTH levels deep: the text
    # parsed in all is bounded by that many times the answer (a run of braces parsed at every
    # level would be quadratic).
    import json

    from spacy_quoteverify.answer import citations

    parsed = []
    loads = json.loads
    monkeypatch.setattr(json, "loads", lambda s, *a, **k: parsed.append(len(s)) or loads(s, *a, **k))
    citations.json_objects.cache_clear()
    citations.json_members.cache_clear()
    parse_citations(text, KNOWN)
    citations.json_members(text)
    assert sum(parsed) <= (citations.JSON_MAX_DEPTH + 2) * len(text)


@pytest.mark.parametrize(
    "text, form",
    [
        ('"the drug reduced mortality" (2)', "(2)"),
        ('"the drug reduced mortality" (2, 3)', "(2, 3)"),
        ('"the drug reduced mortality" (#2)', "(#2)"),
        ('"the drug reduced mortality" (ref. 2)', "(ref. 2)"),
        ('"the drug reduced mortality" (doc 2)', "(doc 2)"),
        ('"the drug reduced mortality" (see 2)', "(see 2)"),
        ('"the drug reduced mortality" {2}', "{2}"),
        ('\u201cthe drug reduced mortality\u201d.(2)', "(2)"),
        ("\u00able m\u00e9dicament a r\u00e9duit la mortalit\u00e9\u00bb (Dok. 2)", "(Dok. 2)"),
    ],
)
def test_ids_in_parentheses_right_after_a_closing_quote_mark_are_reported(text: str, form: str) -> None:
    # Where "[2]" stands, naming an id as "[2]" does: reported, never read (a number in
    # parentheses also numbers equations and list items), never passed over.
    got = parse_citations(text, KNOWN)
    assert got.unparsed == [form] and got.cited == [] and [mk.form for mk in got.markers] == ["reference"]


@pytest.mark.parametrize(
    "text",
    [
        '"the drug reduced mortality" (2019)',  # a year
        '"the drug reduced mortality" (p. 12)',  # a page
        "The options are (1) and (2).",  # no quotation before
        'Smith (2) said "the drug reduced mortality"',
        "Shapes such as `(Table 2)` or `x` (2) are code",  # a backtick closes code, not a quotation
    ],
)
def test_years_pages_and_numbers_away_from_a_closing_mark_are_no_citations(text: str) -> None:
    assert parse_citations(text, KNOWN).markers == []


def test_the_citation_word_in_parentheses_after_a_quotation_is_still_read() -> None:
    assert parse_citations('"the drug reduced mortality" (chunk 2)', KNOWN).cited == [2]


@pytest.mark.parametrize(
    "marker, known, cited, unknown",
    [
        ("[chunk 1, chunk9]", [1, 2], [1], [9]),
        ("[chunk 1, chunk#9]", [1, 2], [1], [9]),
        ("[chunk 1, 9?]", [1, 2], [1], [9]),
        ("[chunk 1 \u00b7 9]", [1, 2], [1], [9]),
        ("[chunk 1 \u2022 9]", [1, 2], [1], [9]),
        ("[chunks doc1, doc3]", ["doc1", "doc2"], ["doc1"], ["doc3"]),
        ("[chunk doc3]", ["doc1", "doc2"], [], ["doc3"]),
    ],
)
def test_an_id_written_glued_shaped_like_the_sources_or_after_a_dot_is_read_never_dropped(marker: str, known: list, cited: list, unknown: list) -> None:
    # A chunk that was never sent is reported as unknown, not passed over as a locator.
    result = parse_citations(f"Revenue rose 12% {marker}.", known_ids=known)
    assert [c for c in result.cited if c not in unknown] == cited and result.unknown == unknown, (result.cited, result.unknown, result.unparsed)


def test_every_locator_term_before_a_figure_is_read_as_a_locator() -> None:
    # The table tests itself: each term of data/locator_terms.json written before a figure after
    # the cited id names a part of that chunk ("[chunk 3, Seite 4]"), so the marker is read whole.
    from spacy_quoteverify.answer.citations import CONJUNCTIONS, UNREADABLE_WORDS, locator_terms

    failed = []
    for term in sorted(locator_terms()):
        if any(ch.isspace() or ch.isdigit() or ch in ",;/+&-" for ch in term):
            continue  # several tokens ("s. v."), or a sign a reader splits on
        if term in CONJUNCTIONS or term.rstrip(".:") in UNREADABLE_WORDS or term.rstrip(".") in {"chunk", "chunks"}:
            continue  # "a." is the French "to" of a range; never a plain locator
        text = f"[chunk 3, {term} 4]"
        result = parse_citations(text, KNOWN)
        if (result.cited, result.unparsed, result.unknown) != ([3], [], []):
            failed.append(text)
    assert not failed, failed[:20]


@pytest.mark.parametrize("word", ["cf.", "vgl.", "e.g.", "z.B.", "ibid.", "idem", "see", "siehe", "voir", "doc"])
def test_a_pointer_that_is_no_locator_before_an_id_is_reported(word: str) -> None:
    # Any word or abbreviation before an id that is not a locator term may name another chunk:
    # the marker is reported as read in part, whatever the word.
    text = f"[chunk 3, {word} 9]"
    result = parse_citations(text, KNOWN)
    assert result.cited == [3] and result.unparsed == [text], result


def test_no_mark_between_two_ids_drops_the_second_silently() -> None:
    """Generated: every punctuation mark and symbol of Unicode's BMP between two ids ("[chunk 3 |
    9]", "[chunk 3 → 9]"): the second id is read, or the marker is reported as read in part;
    never read as citing chunk 3 alone and whole. A locator sign ("§", "¶") names a part of chunk 3."""
    import unicodedata

    from spacy_quoteverify.answer.citations import locator_terms

    signs = locator_terms()
    failed = []
    for code in range(0x21, 0x10000):
        ch = chr(code)
        if unicodedata.category(ch)[0] not in "PS" or ch in "[]()" or ch.casefold() in signs:
            continue
        # Spaced, glued to the next id or to the last, and before a separator.
        forms = (f"[chunk 3 {ch} 9]", f"[chunk 3 {ch}9]", f"[chunk 3, 9{ch}]", f"[chunk 3 {ch}, 9]")
        for form in forms if code % 3 == 0 else forms[:1]:
            result = parse_citations(f"See {form} here.", [1, 2, 3])
            if result.cited == [3] and not result.partial:
                failed.append(f"U+{code:04X} {form}")
    assert not failed, f"{len(failed)} marks: {failed[:30]}"


def test_ids_joined_by_every_dash_and_caseless_conjunction_are_read() -> None:
    """Generated: every range joiner (dashes of Unicode, the wave dash and its tilde forms) and
    every conjunction of a script without case, glued or spaced, in every square bracket read."""
    from adversarial.citation_forms import joined_id_forms

    bad = []
    forms = list(joined_id_forms())
    for form, ids in forms:
        result = parse_citations(f"Costs \u201crose 30% in 2020\u201d {form}.", KNOWN)
        if result.cited != ids or result.unparsed:
            bad.append(f"{form!r}: {result.cited} {result.unparsed}")
    assert len(forms) > 100
    assert not bad, "\n".join(bad[:20])


def test_ids_joined_by_a_word_the_reader_does_not_know_are_reported() -> None:
    from adversarial.citation_forms import JOINED_UNREAD_FORMS

    for form in JOINED_UNREAD_FORMS:
        result = parse_citations(f"Costs \u201crose 30% in 2020\u201d {form}.", KNOWN)
        assert result.cited == [] and result.unparsed == [form], form


@pytest.mark.parametrize("text", ["[2023\u5e745\u6708]", "[5\u6708]", "[x1, x2]"])
def test_a_date_or_variables_in_a_bracket_are_no_joined_ids(text: str) -> None:
    assert parse_citations(f"It rose {text}.", KNOWN).unparsed == []


def test_every_form_standing_where_a_bracketed_id_does_after_a_quotation_is_reported() -> None:
    """Generated: every parenthesis of Unicode, digits of every width read through NFKC, CJK
    words and lists, curly and angle brackets, keycaps, styled digits, HTML marks."""
    from adversarial.citation_forms import BRACKETED_MARK_FORMS, after_quote_forms

    forms = list(after_quote_forms()) + list(BRACKETED_MARK_FORMS)
    bad = []
    for form in forms:
        for place in ("Costs \u201crose 30% in 2020\u201d {f}.", "\u300c\u58f2\u4e0a\u306f\u5897\u52a0\u3057\u305f\u300d{f}\u3002"):
            result = parse_citations(place.format(f=form), KNOWN)
            if result.cited or result.unparsed != [form]:
                bad.append(f"{form!r}: {result.cited} {result.unparsed}")
    assert len(forms) > 80
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("text", ["(p. 12)", "(2019)", "(a)", "(see above)", '<a href="#intro">Intro</a>', "(x\u00b2)"])
def test_prose_after_a_quotation_is_no_mark(text: str) -> None:
    assert parse_citations(f"Costs \u201crose 30% in 2020\u201d {text}.", KNOWN).unparsed == []


@pytest.mark.parametrize(
    "written, cited, unparsed",
    [
        ("&#91;4&#93;", [4], []),
        ("&lsqb;4&rsqb;", [4], []),
        ("&#x5B;chunk 2&#x5D;", [2], []),
        ("&amp;#91;3&amp;#93;", [3], []),
        ("&lt;4&gt;", [], ["&lt;4&gt;"]),
        ("&#65288;4&#65289;", [], ["&#65288;4&#65289;"]),
    ],
)
def test_html_character_references_are_read_before_the_markers(written: str, cited: list, unparsed: list) -> None:
    text = f"Costs &ldquo;rose 30% in 2020&rdquo; {written}, as [1] says."
    result = parse_citations(text, KNOWN)
    assert result.cited == cited + [1] and result.unparsed == unparsed
    assert [text[mk.start : mk.end] for mk in result.markers] == [written, "[1]"]
    assert [mk.text for mk in result.markers] == [written, "[1]"]
