"""Line breaks of every kind, and HTML's, read by one definition in every rule."""
from __future__ import annotations

from typing import Optional

import pytest
import spacy

from spacy_quoteverify import charclasses, verify_quote
from spacy_quoteverify.answer.passages import split_passages
from spacy_quoteverify.component import verify_answer
from spacy_quoteverify.text.fold import fold_edit, fold_match, fold_match_text, tag_edits
from spacy_quoteverify.text.sentences import Sentences, blank_lines

QUOTE = "the drug did not reduce mortality"
SOURCE = "In the trial the drug did not{}reduce mortality at all."
LANGS = (None, "en")

#: One line break, written each way.
SINGLE = [*sorted(charclasses.LINE_BREAKS - {"\f", "\u2029"}), "\r\n", " \r\n ", "<br>", "<br/>", "<br />", "<BR>",
          "<Br Clear='all'>", "<br>\r\n", "\r\n<br>", "<br>\n  "]
#: A blank line (or a paragraph break), written each way.
BLANK = ["\n\n", "\r\n\r\n", "\r\n\n", "\n\r\n", "\r\r", "\r\n \t\r\n", "\x85\x85", "\u2028\u2028", "\u2029", "\f",
         "<br><br>", "<br> <br/>", "<br>\r\n<br>", "<br>&nbsp;<br>", "</p><p>", "<p>", "</div>\n<div class=\"a\">",
         "</li><li>", "<hr/>"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lb", SINGLE)
def test_a_faithful_quotation_runs_across_one_line_break_of_any_kind(lb: str, lang: Optional[str]) -> None:
    source = SOURCE.format(lb)
    v = verify_quote(QUOTE, source, lang=lang)
    assert v.verified, (lb, v.reason)
    assert source[v.start : v.end].startswith("the drug") and source[v.start : v.end].endswith("mortality")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("blank", BLANK)
def test_a_passage_may_not_run_across_a_blank_line_of_any_kind(blank: str, lang: Optional[str]) -> None:
    v = verify_quote(QUOTE, SOURCE.format(blank), lang=lang)
    assert v.verified is False and v.reason == "unmarked_gap", (blank, v.reason)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lb", SINGLE)
def test_an_elision_within_a_sentence_across_one_line_break_is_faithful(lb: str, lang: Optional[str]) -> None:
    source = f"In the trial the drug was given{lb}to older patients and it reduced mortality."
    assert verify_quote("In the trial ... to older patients", source, lang=lang).verified
    # ... and an elided negation is still seen across it.
    assert verify_quote("the drug ... reduce mortality", SOURCE.format(lb), lang=lang).reason == "negation_elided"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("blank", BLANK)
def test_an_elision_may_not_cross_a_blank_line_of_any_kind(blank: str, lang: Optional[str]) -> None:
    source = f"In the trial the drug was given{blank}and in the end it reduced mortality."
    v = verify_quote("the drug was given ... it reduced mortality", source, lang=lang)
    assert v.verified is False and v.reason == "crosses_sentence", (blank, v.reason)


@pytest.mark.parametrize("lb", ["\n", "\r\n", "\r", "\x85", "\u2028", "<br>", "<br/>\r\n"])
def test_a_line_break_of_any_kind_before_a_list_item_ends_a_sentence(lb: str) -> None:
    source = f"Revenue fell 12%{lb}- Costs rose 30%."
    for lang in LANGS:
        assert verify_quote("revenue ... rose 30%", source, lang=lang).reason == "crosses_sentence"
        assert verify_quote("revenue ... costs rose 30%", source, lang=lang).verified


def test_crlf_is_one_line_break_and_never_half_of_a_blank_line() -> None:
    for text in ("a\r\nb", "a\rb", "a\nb", "a\u2028b", "a<br>\r\nb"):
        assert blank_lines(fold_match(text)) == [], repr(text)
    for text in ("a\r\n\r\nb", "a\r\n\nb", "a\n\r\nb", "a\r\rb", "a\u2029b", "a<br><br>b", "a</p><p>b"):
        assert blank_lines(fold_match(text))[:1] == [1], repr(text)
    # Sentence ends: none at a single line break inside a sentence.
    for lb in SINGLE:
        F = fold_match(f"the drug was given{lb}to older patients")
        assert list(Sentences(F).ends) == [], repr(lb)


def test_html_line_breaks_are_read_in_both_views_with_offsets_kept() -> None:
    text = "did not<br />reduce &amp; <b>really</b> fell"
    for view in (fold_match, fold_edit):
        F = view(text)
        assert F.text == "did not reduce & really fell"
        k = F.text.index(" reduce")
        assert F.to_original(k, k + 1) == (7, 13)  # the space stands for the whole tag
        r = F.text.index("really")
        assert text[slice(*F.to_original(r, r + 6))] == "really"
    assert fold_match_text(text) == fold_match(text).text


def test_a_tag_never_hides_a_word_nor_joins_two() -> None:
    for lang in LANGS:
        assert verify_quote("not really safe", "It is not <b>really</b> safe.", lang=lang).verified
        assert verify_quote("not really safe", "It is <i>not</i> <span class='x'>really</span> safe.", lang=lang).verified
        assert not verify_quote("not safe", "It is not <b>really</b> safe.", lang=lang).verified
        # Glued on both sides, the tags join what a browser shows as one word: no word of it alone.
        for quote in ("not safe", "not x safe", "x", "safe", "is not"):
            assert not verify_quote(quote, "It is not<b>x</b>safe.", lang=lang).verified, quote
            assert not verify_quote(quote, "It is not<b><i>x</i></b>safe.", lang=lang).verified, quote
        assert verify_quote("notxsafe", "It is not<b>x</b>safe.", lang=lang).verified
        assert not verify_quote("not safe", "It is not<b><i></i></b>safe.", lang=lang).verified
        # A superscript or subscript is never read as nothing: 10<sup>5</sup> is not 105.
        for quote in ("105 patients", "10 patients", "5 patients"):
            assert not verify_quote(quote, "It had 10<sup>5</sup> patients.", lang=lang).verified, quote
        assert not verify_quote("rose by 5%", "It rose by 1<b>5%</b> overall.", lang=lang).verified
        assert verify_quote("rose by 15%", "It rose by <b>15%</b> overall.", lang=lang).verified


def test_quote_marks_inside_an_attribute_are_not_text() -> None:
    source = "The drug did <span title=\"it's 'safe' > here\">not</span> reduce mortality."
    assert tag_edits(source) == [(13, 46, ""), (49, 56, "")]
    for lang in LANGS:
        assert verify_quote("the drug did not reduce mortality", source, lang=lang).verified
        for quote in ("it's safe", "safe here not", "title"):
            assert not verify_quote(quote, source, lang=lang).verified, quote


def test_what_is_not_a_tag_stays_text() -> None:
    for lang in LANGS:
        # Escaped, unclosed or not HTML: no line break.
        for written in ("&lt;br&gt;", "&amp;lt;br&amp;gt;", "<br", "<brr>", "< br>"):
            assert not verify_quote(QUOTE, SOURCE.format(written), lang=lang).verified, written
        assert verify_quote("the drug did not&lt;br&gt;reduce", SOURCE.format("&lt;br&gt;"), lang=lang).verified
        assert verify_quote("p<0.05 and q>3", "It gave p<0.05 and q>3 here.", lang=lang).verified
    assert tag_edits("a <br b") == []


def test_a_line_break_inside_a_word_parts_it() -> None:
    for lang in LANGS:
        assert not verify_quote(QUOTE, "In the trial the drug did no<br>t reduce mortality.", lang=lang).verified
        assert verify_quote("the drug did no t reduce", "In the trial the drug did no<br>t reduce mortality.", lang=lang).verified


def test_a_quotation_reads_its_own_line_breaks_alike() -> None:
    for written in ("did not<br>reduce", "did not\r\nreduce", "did not\u2028reduce", "did not\rreduce"):
        (p,) = split_passages(written)
        assert p.wrapped and p.text == "did not\nreduce"
        for source in (SOURCE.format(" "), SOURCE.format("\r\n"), SOURCE.format("<br>")):
            assert verify_quote(written, source).verified, (written, source)
    for written in ("given<br><br>reduce", "given\r\n\r\nreduce", "given</p><p>reduce", "given\u2029reduce"):
        assert [p.text for p in split_passages(written)] == ["given", "reduce"], written
    items = split_passages("- revenue fell\r\n- costs rose")
    assert [p.pieces for p in items] == [["revenue fell"], ["costs rose"]]


def test_the_component_reads_line_breaks_of_every_kind() -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier")
    for lb in ("\r\n", "<br>", "\u2028"):
        doc = verify_answer(nlp, f'The paper says "{QUOTE}" [chunk 1].', [SOURCE.format(lb)])
        assert [v.verified for v in doc._.quote_verdicts] == [True], lb
    for blank in ("\r\n\r\n", "<br><br>", "</p><p>"):
        doc = verify_answer(nlp, f'The paper says "{QUOTE}" [chunk 1].', [SOURCE.format(blank)])
        assert [v.verified for v in doc._.quote_verdicts] == [False], blank


def test_an_answers_quotations_are_found_around_tags_never_in_their_attributes() -> None:
    from spacy_quoteverify.answer.quotes import find_quotations

    for answer in (
        f'The paper says <a href="https://x.org/?q=\'a\'">"{QUOTE}"</a> [chunk 1].',
        f"The paper says <span title='it \"is\" so'>\"{QUOTE}\"</span> [chunk 1].",
        f'The paper says <em>"{QUOTE}"</em> [chunk 1].',
    ):
        assert [q.text for q in find_quotations(answer)] == [QUOTE], answer
    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier")
    doc = verify_answer(nlp, f'The paper says <a href="x">"{QUOTE}"</a> [chunk 1].', [SOURCE.format("\r\n")])
    assert [v.verified for v in doc._.quote_verdicts] == [True]
