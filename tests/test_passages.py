"""Tests of reading a quotation into passages and pieces (:mod:`spacy_quoteverify.answer.passages`).

A quotation splits into passages at blank lines, list items and separate quote
marks, and a passage into pieces at elision marks. A single line break inside a
sentence is a wrap, not a new passage. The end-to-end tests check how the match
check uses that structure.
"""
from __future__ import annotations

from typing import List

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify import verify_quote
from spacy_quoteverify.answer.passages import ELISION_RE, split_passages, split_pieces


def pieces(quote: str) -> List[List[str]]:
    """The stripped pieces of each passage of ``quote``."""
    return [[p.strip() for p in passage.pieces] for passage in split_passages(quote)]


# --------------------------------------------------------------------------
# Blank lines, bullets, lettered and numbered items
# --------------------------------------------------------------------------


@pytest.mark.parametrize("gap", ["\n\n", "\n \n", "\n\t\n\n", "\r\n\r\n"], ids=["plain", "space", "tab", "crlf"])
def test_blank_line_separates_passages(gap: str) -> None:
    assert pieces(f"Revenue rose.{gap}Costs fell.") == [["Revenue rose."], ["Costs fell."]]


@pytest.mark.parametrize("bullet", ["-", "*", "+", "\u2022", "\u00b7", "\u25cf", "\u2013", ">"])
def test_bullet_items_are_separate_passages(bullet: str) -> None:
    assert pieces(f"{bullet} Revenue rose\n{bullet} Costs fell") == [["Revenue rose"], ["Costs fell"]]


def test_parenthesised_letter_items_are_separate_passages() -> None:
    assert pieces("(a) Revenue rose\n(b) Costs fell\n(c) Staff left") == [
        ["Revenue rose"],
        ["Costs fell"],
        ["Staff left"],
    ]


def test_letter_with_closing_parenthesis_items_are_separate_passages() -> None:
    assert pieces("a) Revenue rose\nb) Costs fell") == [["Revenue rose"], ["Costs fell"]]


@pytest.mark.parametrize("style", ["{}.", "{})", "({})"])
def test_numbered_items_are_separate_passages(style: str) -> None:
    quote = "\n".join(f"{style.format(n)} item {n} text" for n in (1, 2, 3))
    assert pieces(quote) == [["item 1 text"], ["item 2 text"], ["item 3 text"]]


def test_year_with_a_full_stop_at_a_line_start_is_not_a_list_marker() -> None:
    out = split_passages("Sales fell in\n2019. Costs rose in\n2020. Staff left.")
    assert len(out) == 1
    assert "2019." in out[0].pieces[0]


def test_number_that_does_not_follow_the_previous_item_is_not_a_list_marker() -> None:
    out = split_passages("1. Revenue rose by\n3. percent in May")
    assert [p.pieces[0].strip() for p in out] == ["1. Revenue rose by\n3. percent in May"]


def test_list_numbering_may_start_at_one_only() -> None:
    out = split_passages("Revenue reached\n5. Costs fell")
    assert len(out) == 1


def test_circled_numbers_mark_list_items() -> None:
    assert pieces("\u2460売上が増えた\n\u2461費用が減った") == [["売上が増えた"], ["費用が減った"]]


# --------------------------------------------------------------------------
# Separate quote marks
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "quote",
    [
        '"Revenue rose", "costs fell"',
        "\u201cRevenue rose\u201d, \u201ccosts fell\u201d",
        "\u201cRevenue rose\u201d and \u201ccosts fell\u201d",
        "\u00abRevenue rose\u00bb; \u00abcosts fell\u00bb",
        "\u300cRevenue rose\u300d\u3001\u300ccosts fell\u300d",
        "\u201eRevenue rose\u201c und \u201ecosts fell\u201c",
    ],
    ids=["straight", "curly", "and", "guillemets", "corner", "german"],
)
def test_separately_quoted_strings_are_separate_passages(quote: str) -> None:
    assert pieces(quote) == [["Revenue rose"], ["costs fell"]]


def test_apostrophe_inside_a_word_does_not_close_a_quotation() -> None:
    out = pieces("\u2018the company\u2019s revenue\u2019, \u2018costs fell\u2019")
    assert out == [["the company\u2019s revenue"], ["costs fell"]]


def test_single_quoted_string_with_words_after_it_is_one_passage() -> None:
    assert len(split_passages('"Revenue rose", the report said')) == 1


# --------------------------------------------------------------------------
# Elision marks
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "mark",
    ["...", "\u2026", "[...]", "[\u2026]", "(...)", ". . .", "....", "[ ... ]", "( \u2026 )", "<...>", "/\u2026/", "\uff08\u4e2d\u7565\uff09", "(\u7565)"],
)
def test_every_elision_form_splits_a_passage_into_pieces(mark: str) -> None:
    assert pieces(f"Revenue rose {mark} in May") == [["Revenue rose", "in May"]]


def test_several_elisions_give_pieces_in_order() -> None:
    assert pieces("one ... two \u2026 three [...] four") == [["one", "two", "three", "four"]]


def test_a_decimal_number_is_not_an_elision() -> None:
    assert split_pieces("rose 45.2 million") == ["rose 45.2 million"]
    assert ELISION_RE.search("3.5.2") is None


def test_angle_brackets_slashes_and_omission_words_mark_an_elision_only_around_dots_or_the_word() -> None:
    for text in ("a < b > c", "x<5>", "and/or the 1/2", "<b>bold</b>", "\u7701\u7565\u3057\u305f", "(\u7565\u79f0)", "\u4e2d\u7565"):
        assert split_pieces(text) == [text], text


def test_a_single_full_stop_is_not_an_elision() -> None:
    assert split_pieces("Revenue rose. Costs fell.") == ["Revenue rose. Costs fell."]


def test_elided_flag_is_set_only_when_a_passage_has_elisions() -> None:
    a, b = split_passages('"one ... two", "three"')
    assert a.elided and not b.elided


def test_structure_off_keeps_the_whole_quotation_as_one_piece() -> None:
    quote = "- a ... b\n\n- c"
    out = split_passages(quote, structure=False)
    assert len(out) == 1 and out[0].pieces == [quote]


# --------------------------------------------------------------------------
# Line wraps
# --------------------------------------------------------------------------


def test_single_line_break_is_a_wrap_not_a_new_passage() -> None:
    out = split_passages("Revenue rose in\nMay and June")
    assert len(out) == 1 and out[0].wrapped


def test_wrap_verifies_even_with_a_capital_on_the_next_line() -> None:
    source = "The trial enrolled patients from Leipzig and Dresden in 2019."
    assert verify_quote("enrolled patients from\nLeipzig and Dresden", source).verified is True


def test_wrap_verifies_against_a_source_with_its_own_line_break() -> None:
    source = "The trial enrolled patients from\nLeipzig and Dresden in 2019."
    assert verify_quote("enrolled patients from Leipzig and Dresden", source).verified is True


def test_lines_are_separate_passages_when_the_source_ends_a_sentence_after_the_first() -> None:
    source = "Revenue rose in May. Costs fell in June."
    assert verify_quote("Revenue rose in May\nCosts fell in June", source).verified is True


def test_lines_are_separate_passages_when_the_second_line_starts_a_source_sentence() -> None:
    source = "Costs fell in June. Revenue rose in May and staff grew."
    assert verify_quote("Revenue rose in May\nCosts fell in June", source).verified is True


def test_wrapped_lines_from_one_sentence_with_words_left_out_are_refused() -> None:
    source = "Revenue rose sharply in May while costs fell in June."
    v = verify_quote("Revenue rose\ncosts fell in June", source)
    assert v.verified is False


WRAPS = [
    ("de", "Der Umsatz stieg im\nMai deutlich an", "Der Umsatz stieg im Mai deutlich an."),
    ("fr", "Le chiffre d'affaires a\naugmenté en mai", "Le chiffre d'affaires a augmenté en mai."),
    ("ru", "Выручка выросла в\nмае на 5%", "Выручка выросла в мае на 5%."),
    ("el", "Τα έσοδα αυξήθηκαν τον\nΜάιο", "Τα έσοδα αυξήθηκαν τον Μάιο."),
    ("tr", "Gelirler mayıs\nayında arttı", "Gelirler mayıs ayında arttı."),
    ("ar", "ارتفعت الإيرادات في\nشهر مايو", "ارتفعت الإيرادات في شهر مايو."),
    ("he", "ההכנסות עלו\nבחודש מאי", "ההכנסות עלו בחודש מאי."),
    ("hi", "मई में राजस्व\nबढ़ा", "मई में राजस्व बढ़ा।"),
    ("bn", "মে মাসে আয়\nবেড়েছে", "মে মাসে আয় বেড়েছে।"),
    ("zh", "五月收入\n增长了", "五月收入增长了。"),
    ("ja", "五月に売上が\n増えた", "五月に売上が増えた。"),
    ("ko", "5월에 매출이\n증가했다", "5월에 매출이 증가했다."),
    ("th", "รายได้\nเพิ่มขึ้น", "รายได้เพิ่มขึ้นมาก"),
]


@pytest.mark.parametrize("lang, quote, source", WRAPS, ids=[r[0] for r in WRAPS])
def test_a_wrapped_quotation_verifies_in_every_language(lang: str, quote: str, source: str) -> None:
    assert verify_quote(quote, source, lang).verified is True


# --------------------------------------------------------------------------
# Structure, end to end
# --------------------------------------------------------------------------

SOURCE = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204.\n\nCosts fell by 3%."

STRUCTURED = [
    "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204.",
    "- Revenue rose to 45.2 million dollars\n- Costs fell by 3%",
    "(a) Costs fell by 3%\n(b) Revenue rose to 45.2 million dollars",
    "1. Headcount grew to 1,204\n2. Costs fell by 3%",
    '"Revenue rose to 45.2 million dollars", "Costs fell by 3%"',
    "\u00abHeadcount grew to 1,204\u00bb et \u00abCosts fell by 3%\u00bb",
]


@pytest.mark.parametrize("quote", STRUCTURED, ids=["blank", "bullets", "letters", "numbers", "quotes", "guillemets"])
def test_each_passage_may_come_from_anywhere_in_the_source(quote: str) -> None:
    v = verify_quote(quote, SOURCE)
    assert v.verified is True, v.reason


@pytest.mark.parametrize(
    "quote",
    [
        "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,205.",
        "- Revenue rose to 45.2 million dollars\n- Costs fell by 4%",
        '"Revenue rose to 45.2 billion dollars", "Costs fell by 3%"',
    ],
)
def test_one_passage_not_found_refuses_the_whole_quotation(quote: str) -> None:
    assert verify_quote(quote, SOURCE).verified is False


def test_verdict_reports_each_passage() -> None:
    v = verify_quote("- Costs fell by 3%\n- Revenue rose", SOURCE)
    assert v.verified is True
    assert [p.found for p in v.passages] == [True, True]
    for p in v.passages:
        assert p.start is not None and p.end is not None
    assert SOURCE[v.passages[0].start : v.passages[0].end] == "Costs fell by 3%"
    assert SOURCE[v.passages[1].start : v.passages[1].end] == "Revenue rose"


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(list("aAz1( ).-*\u2022\u2460\n\t") + ["a)", "b.", "1.", "(a)", "12)"]), max_size=8).map("".join))
def test_list_items_of_a_plain_line_equal_the_line_by_line_reading(block: str) -> None:
    from spacy_quoteverify.answer import passages

    assert passages._list_items(block) == passages._split_items(block)


@pytest.mark.parametrize(
    "line, end",
    [("- item", 2), ("  * item", 4), ("12. item", 4), ("(b) item", 4), ("c) item", 3), ("\u2460 item", 2), ("plain text", None), ("2.5 million", None)],
)
def test_list_marker_end_reads_a_marker_of_any_number(line: str, end: object) -> None:
    from spacy_quoteverify.text.sentences import list_marker_end

    assert list_marker_end(line) == end


# --------------------------------------------------------------------------
# A number or letter opens a list item only in a sequence of two or more
# --------------------------------------------------------------------------


@pytest.mark.parametrize("quote", ["1. Quartal 2023", "1) Quartal 2023", "(1) Quartal 2023", "a) the first", "(a) the first"])
def test_a_single_number_or_letter_is_text_not_a_list_marker(quote: str) -> None:
    assert [p.text for p in split_passages(quote)] == [quote]


def test_a_single_number_among_other_lines_is_text() -> None:
    out = split_passages("1. Mai beschlossen\nund verkündet")
    assert len(out) == 1 and out[0].text.startswith("1. Mai")


def test_a_sequence_of_two_numbered_items_is_a_list() -> None:
    assert pieces("1. Umsatz stieg\n2. Kosten fielen") == [["Umsatz stieg"], ["Kosten fielen"]]
    assert pieces("a) Umsatz stieg\nb) Kosten fielen") == [["Umsatz stieg"], ["Kosten fielen"]]


def test_a_single_bullet_is_still_a_list_marker() -> None:
    assert pieces("- Revenue rose") == [["Revenue rose"]]
    assert pieces("\u2460\u58f2\u4e0a\u304c\u5897\u3048\u305f") == [["\u58f2\u4e0a\u304c\u5897\u3048\u305f"]]


@pytest.mark.parametrize(
    "quote, source, lang",
    [
        ("1. Quartal 2023", "Der Umsatz im 4. Quartal 2023 stieg.", "de"),
        ("1. Mai beschlossen", "Das Gesetz wurde am 21. Mai beschlossen.", "de"),
        ("1. kesäkuuta alkaen", "Laki on voimassa 11. kesäkuuta alkaen.", "fi"),
    ],
)
def test_an_ordinal_quoted_as_1_is_refused(quote: str, source: str, lang: str) -> None:
    for code in (None, lang):
        assert verify_quote(quote, source, code).verified is False


def test_an_ordinal_1_quoted_as_it_is_verifies() -> None:
    assert verify_quote("1. Quartal 2023", "Der Umsatz im 1. Quartal 2023 stieg.", "de").verified is True


def test_every_joining_word_of_the_data_file_joins_separately_quoted_parts() -> None:
    import json
    from importlib import resources

    data = json.loads((resources.files("spacy_quoteverify") / "data" / "joiners.json").read_text(encoding="utf-8"))
    for lang, words in data["words"].items():
        for word in words:
            quote = f'"the first part of it" {word} "the second part of it"'
            assert [p.pieces for p in split_passages(quote)] == [["the first part of it"], ["the second part of it"]], (lang, word)
    # A word that joins nothing stays: the quotation is read whole.
    assert len(split_passages('"the first part of it" but "the second part of it"')) == 1


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(["a", "B", "\u00e9", "\u0e44", "1", " ", ".", "...", "\u2026", '"', "\u201c", "- ", "* ", "\u2460", "(", ">", ", and "]), max_size=20).map("".join))
def test_a_line_opening_with_a_letter_reads_as_the_general_reading_does(text: str) -> None:
    from spacy_quoteverify.answer.passages import _read_passages

    if "\n" not in text and text[:1].isalpha():
        assert split_passages(text) == _read_passages(text)
