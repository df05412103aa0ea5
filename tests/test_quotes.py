"""Finding quotations (quote marks and blockquotes) in an answer."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify import charclasses
from spacy_quoteverify.answer.citations import parse_citations
from spacy_quoteverify.answer.quotes import find_quotations, long_enough, quotation_pairs

INNER = "revenue rose to 45.2 million"


@pytest.mark.parametrize(
    "open_mark, close_mark",
    [
        ('"', '"'),
        ("'", "'"),
        ("“", "”"),
        ("‘", "’"),
        ("„", "“"),
        ("„", "”"),
        ("‚", "‘"),
        ("«", "»"),
        ("»", "«"),
        ("‹", "›"),
        ("›", "‹"),
        ("「", "」"),
        ("『", "』"),
        ("＂", "＂"),
        ("”", "”"),
        ("»", "»"),
        ("〝", "〟"),
    ],
)
def test_every_pair_of_quote_marks_is_found(open_mark: str, close_mark: str) -> None:
    answer = f"The report says {open_mark}{INNER}{close_mark} in its summary."
    found = find_quotations(answer)
    assert [q.text for q in found] == [INNER]
    q = found[0]
    assert answer[q.start : q.end] == INNER
    assert (q.open_mark, q.close_mark) == (open_mark, close_mark)


def test_french_guillemets_with_inner_spaces_give_the_text_without_them() -> None:
    answer = "Le rapport dit « le chiffre a augmenté de 12 % » [chunk 3]."
    (q,) = find_quotations(answer)
    assert q.text == "le chiffre a augmenté de 12 %"
    assert answer[q.start : q.end] == q.text
    assert q.cited == [3]


@pytest.mark.parametrize(
    "answer, expected",
    [
        ("资料显示“公司收入在2023年增长到4520万美元”。", "公司收入在2023年增长到4520万美元"),
        ("報告書には「売上高は前年比で増加した」とある。", "売上高は前年比で増加した"),
        ("『これは二重かぎ括弧の引用です』", "これは二重かぎ括弧の引用です"),
        ("Он сказал: «выручка выросла на 12 %» вчера.", "выручка выросла на 12 %"),
        ("قال «ارتفعت الإيرادات بنسبة كبيرة» أمس.", "ارتفعت الإيرادات بنسبة كبيرة"),
    ],
)
def test_quotations_in_other_scripts_are_found(answer: str, expected: str) -> None:
    assert [q.text for q in find_quotations(answer)] == [expected]


def test_scare_quotes_are_too_short_to_be_quotations() -> None:
    assert find_quotations('A "smart" move and a ‘novel’ idea.') == []


def test_minimum_length_is_configurable() -> None:
    answer = 'A "smart" move.'
    assert [q.text for q in find_quotations(answer, min_chars=3)] == ["smart"]


def test_three_short_words_are_long_enough() -> None:
    assert [q.text for q in find_quotations('It was "in the end" fine.')] == ["in the end"]


def test_long_enough_counts_characters_in_unspaced_scripts() -> None:
    assert long_enough("死亡率を低下")
    assert not long_enough("死亡率")
    assert not long_enough("smart")
    assert long_enough("placebo-controlled")


def test_apostrophes_inside_words_are_not_quote_marks() -> None:
    answer = "Don't read l'homme's notes; the students' results were 'really quite good overall'."
    assert [q.text for q in find_quotations(answer)] == ["really quite good overall"]


def test_a_curly_apostrophe_inside_a_word_does_not_close_a_quotation() -> None:
    answer = "She wrote ‘the team didn’t meet its target this year’ in the memo."
    assert [q.text for q in find_quotations(answer)] == ["the team didn’t meet its target this year"]


def test_nested_quotations_belong_to_the_outer_one() -> None:
    answer = "He wrote \"the memo said 'costs fell by 3%' last year\" and left."
    assert [q.text for q in find_quotations(answer)] == ["the memo said 'costs fell by 3%' last year"]


def test_unpaired_marks_are_ignored() -> None:
    assert find_quotations('An unpaired " mark and more words that never close') == []
    answer = 'Stray » mark, then "a proper quotation here" follows.'
    assert [q.text for q in find_quotations(answer)] == ["a proper quotation here"]


def test_a_quotation_may_open_with_an_ellipsis() -> None:
    assert [q.text for q in find_quotations('It said "...the drug did not reduce mortality".')] == [
        "...the drug did not reduce mortality"
    ]


def test_a_quotation_does_not_run_across_a_paragraph_break() -> None:
    answer = 'Opening "never closed here.\n\nNext paragraph with "a real quotation inside" now.'
    assert [q.text for q in find_quotations(answer)] == ["a real quotation inside"]


def test_separate_quotations_are_found_separately() -> None:
    answer = 'It says "revenue rose sharply this year", and "costs fell by three percent".'
    assert [q.text for q in find_quotations(answer)] == ["revenue rose sharply this year", "costs fell by three percent"]


def test_consecutive_blockquote_lines_are_one_quotation() -> None:
    answer = "The source:\n> Revenue rose to 45.2 million.\n> Costs were flat.\n\nThat is all."
    (q,) = find_quotations(answer)
    assert q.kind == "blockquote"
    assert q.text == "Revenue rose to 45.2 million.\nCosts were flat."
    assert answer[q.start : q.end] == "Revenue rose to 45.2 million.\n> Costs were flat."


def test_blockquotes_separated_by_text_are_separate() -> None:
    answer = "> first quoted block of text\nA remark.\n> second quoted block of text"
    assert [q.text for q in find_quotations(answer)] == ["first quoted block of text", "second quoted block of text"]


def test_an_empty_blockquote_line_becomes_a_paragraph_break() -> None:
    answer = "> first paragraph of the quote\n>\n> second paragraph of it"
    (q,) = find_quotations(answer)
    assert q.text == "first paragraph of the quote\n\nsecond paragraph of it"


def test_quote_marks_and_blockquotes_can_be_switched_off() -> None:
    answer = '> a quoted block of some length\nand "a quoted phrase of length".'
    assert [q.kind for q in find_quotations(answer, blockquotes=False)] == ["quote_marks"]
    assert [q.kind for q in find_quotations(answer, quote_marks=False)] == ["blockquote"]


def test_a_marker_right_after_the_quotation_is_its_citation() -> None:
    answer = 'A says "revenue rose sharply this year" [chunk 2], B says "costs fell by three percent" [chunk 5].'
    found = find_quotations(answer)
    assert [(q.cited, q.cite_scope) for q in found] == [([2], "after"), ([5], "after")]


def test_a_marker_after_the_full_stop_is_still_right_after() -> None:
    (q,) = find_quotations('They wrote "revenue rose sharply this year". [chunk 2]')
    assert q.cited == [2]


def test_a_marker_elsewhere_in_the_sentence_is_the_citation() -> None:
    answer = 'As [chunk 4] puts it, "revenue rose sharply this year". Other text [chunk 1].'
    (q,) = find_quotations(answer)
    assert (q.cited, q.cite_scope) == ([4], "sentence")


def test_a_marker_in_another_sentence_is_not_the_citation() -> None:
    (q,) = find_quotations('Intro [chunk 1]. Then "revenue rose sharply this year" alone.')
    assert q.cited == []


def test_a_marker_inside_the_quotation_is_removed_from_its_text() -> None:
    (q,) = find_quotations('"The drug did not reduce mortality [chunk 2]."')
    assert q.text == "The drug did not reduce mortality."
    assert (q.cited, q.cite_scope) == ([2], "inside")


def test_a_blockquote_takes_the_marker_of_its_last_line_or_the_next_line() -> None:
    (q,) = find_quotations("> the quoted block of text [chunk 7]\n> and more of it")
    assert q.cited == [7] and "[chunk" not in q.text
    (q,) = find_quotations("> a blockquote with a citation after\n[chunk 8]")
    assert q.cited == [8]


def test_a_blockquote_takes_the_marker_of_its_introducing_line() -> None:
    (q,) = find_quotations("As stated in [chunk 5]:\n> first line of the block\n> second line of it")
    assert q.cited == [5]


def test_lists_and_ranges_in_markers_give_every_id() -> None:
    (q,) = find_quotations('"revenue rose sharply this year" [chunks 1, 2 and 4-5]')
    assert q.cited == [1, 2, 4, 5]


def test_bad_arguments_raise_type_errors_naming_them() -> None:
    with pytest.raises(TypeError, match="answer must be a str, got bytes"):
        find_quotations(b"text")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="min_chars must be a non-negative int"):
        find_quotations("text", min_chars=-1)


def test_stray_marks_by_the_hundred_thousand_still_pair() -> None:
    answer = ('x " « „ 「 ‘ ' * 20_000) + '"a quotation at the very end"'
    found = find_quotations(answer)
    assert found  # the scan completes and still pairs marks


@settings(max_examples=200, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(list("ab '\"“”„«»「」\n>.,")), max_size=80)
)
def test_found_quotations_lie_inside_the_answer_and_do_not_overlap(answer: str) -> None:
    found = find_quotations(answer, min_chars=1, min_words=1, min_chars_unspaced=1)
    last_end = -1
    for q in found:
        assert 0 <= q.start < q.end <= len(answer)
        assert q.start >= last_end
        last_end = q.end
        if q.kind == "quote_marks":
            assert answer[q.start : q.end] == q.text


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40))
def test_any_text_wrapped_in_curly_quotes_is_found_whole(inner: str) -> None:
    inner = inner.strip()
    # Every quote mark of a pair, brackets, and the line breaks (a paragraph break ends a quotation).
    marks = set(charclasses.QUOTE_PAIRS).union(*charclasses.QUOTE_PAIRS.values()) | charclasses.LINE_BREAKS
    if not inner or not (inner[0].isalnum() and inner[-1].isalnum()) or any(c in inner for c in marks | set("[]【】［］>")):
        return
    answer = f"Intro “{inner}” outro."
    found = find_quotations(answer, min_chars=1, min_words=1, min_chars_unspaced=1)
    assert [q.text for q in found] == [inner]


def test_quotations_in_markdown_emphasis_and_list_items_keep_their_citations() -> None:
    answer = '- "Costs were flat in 2023." [chunk 1]\n- **"The drug did not reduce mortality"** ([chunk 2])\n'
    found = find_quotations(answer)
    assert [(q.text, q.cited) for q in found] == [
        ("Costs were flat in 2023.", [1]),
        ("The drug did not reduce mortality", [2]),
    ]


def test_a_list_item_is_its_own_sentence_for_citations() -> None:
    answer = '- "Costs were flat in 2023."\n- see [chunk 2]\n'
    (q,) = find_quotations(answer)
    assert q.cited == []


@pytest.mark.parametrize("markers", ["[chunk 2] [chunk 1]", "[2][1]", "[2], [1]", "(source 2) [chunk 1]"])
def test_several_markers_in_a_row_all_belong_to_the_quotation(markers: str) -> None:
    (q,) = find_quotations(f'It says "the drug did not reduce mortality" {markers}.')
    assert (q.cited, q.cite_scope) == ([2, 1], "after")


def test_a_quoted_figure_is_a_quotation_however_short_and_other_short_texts_are_skipped() -> None:
    skipped: list = []
    found = find_quotations('The "smart" grid: costs "fell 40%" and "½" of it.', skipped=skipped)
    assert [q.text for q in found] == ["fell 40%", "½"]
    assert [(q.text, q.skipped) for q in skipped] == [("smart", "too_short")]


def test_neighbouring_quotations_are_paired_and_an_elision_mark_between_them_is_read() -> None:
    answer = '"The drug did" … [chunk 1] "reduce mortality", then "it was" and "well tolerated" [chunk 1].'
    found = find_quotations(answer, min_chars=0)
    markers = parse_citations(answer).markers
    assert quotation_pairs(answer, found, markers) == [(0, 1, True), (1, 2, False), (2, 3, False)]


def test_every_apostrophe_inside_a_word_of_real_sentences_leaves_the_quotation_whole() -> None:
    """Each quote mark that writes an apostrophe (charclasses.APOSTROPHES), inside a negation word
    with an apostrophe of every lexicon ("didn't", "n'est", "nient'"...) put into real sentences of
    its language, quoted in an answer between every kind of single or double mark: the quotation
    is the whole sentence, and it verifies against the sentence."""
    from adversarial import by_lang, sentences

    from spacy_quoteverify import charclasses, verify_quote
    from spacy_quoteverify.answer.quotes import _MARKS
    from spacy_quoteverify.lang.lexicons import available_languages, negation_lexicon

    marks = sorted(charclasses.APOSTROPHES & _MARKS)
    pairs = [("'", "'"), ("\u2018", "\u2019"), ("\u201c", "\u201d"), ("\u201a", "\u2018"), ('"', '"')]
    groups = by_lang(sentences())
    checked = 0
    bad = []
    for lang in available_languages("negations"):
        words = sorted(w for w in negation_lexicon(lang).words if "'" in w.strip("'"))
        group = [s.text for s in groups.get(lang, []) if len(s.text.split()) >= 5 and not any(m in s.text for m in _MARKS)]
        for k, word in enumerate(words):
            for j, mark in enumerate(marks * 3):
                if not group:
                    break
                ws = group[(k * len(marks) + j) % len(group)].split()
                sentence = " ".join(ws[:2] + [word.replace("'", mark)] + ws[2:]).rstrip(".")
                opening, closing = pairs[(k + j) % len(pairs)]
                answer = f"The text says {opening}{sentence}{closing} [chunk 1]."
                found = [q.text for q in find_quotations(answer)]
                checked += 1
                if found != [sentence] or not verify_quote(found[0], sentence + ".", lang=lang).verified:
                    bad.append((lang, answer, found))
    assert checked > 100
    assert not bad, bad[:10]


@pytest.mark.parametrize(
    "answer, expected",
    [
        ('says "The drug was"..."effective in adults" [chunk 1].', ["The drug was", "effective in adults"]),
        ("says \u201cThe drug was\u201d\u2026\u201ceffective in adults\u201d.", ["The drug was", "effective in adults"]),
        ("dit \u00abThe drug was\u00bb[\u2026]\u00abeffective in adults\u00bb.", ["The drug was", "effective in adults"]),
        ("dit \u00ab les effets \u00e9taient rares \u00bb.", ["les effets \u00e9taient rares"]),
        ("dit \u00ab\u00a0les effets \u00e9taient rares\u00a0\u00bb[chunk 1].", ["les effets \u00e9taient rares"]),
        ("says \u201c side effects were rare \u201d [chunk 1].", ["side effects were rare"]),
        ('He said "stop." Then "go on now" [chunk 1].', ["stop.", "go on now"]),
    ],
)
def test_marks_glued_to_an_elision_or_spaced_inside_pair(answer: str, expected: list) -> None:
    # A mark after an elision opens; a mark before a sentence end or a citation closes;
    # one space inside the marks is typography.
    assert [q.text for q in find_quotations(answer, min_chars=0, min_words=0)] == expected


@pytest.mark.parametrize(
    "opener, closer",
    sorted((o, c) for o, closers in charclasses.QUOTE_PAIRS.items() for c in closers),
)
def test_every_pair_of_quote_marks_finds_its_quotation(opener: str, closer: str) -> None:
    # The table tests itself: every opener with every closer it lists (ornaments, half-width
    # corner brackets and the low reversed-9 mark among them).
    answer = f"The report says {opener}side effects were common in children{closer} [chunk 1]."
    assert [q.text for q in find_quotations(answer)] == ["side effects were common in children"]


@pytest.mark.parametrize(
    "answer, text, marker",
    [
        ("It says \u201cthe long text is here.\u201d\u00b9 And so.", "the long text is here.", "\u00b9"),
        ('It says "the long text is here"\u00b2\u00b3 and so.', "the long text is here", "\u00b2\u00b3"),
        ("x \u201eder lange Text ist hier\u201c\u00b9 und so.", "der lange Text ist hier", "\u00b9"),
        ("Le texte dit \u00ab le texte long est ici \u00bb[doc 2] et voil\u00e0.", "le texte long est ici", "[doc 2]"),
        ('It says "the long text is here"[doc 2] and so.', "the long text is here", "[doc 2]"),
        ("It says \u201c[In 1998] the company grew 5% a year\u201d [chunk 1].", "[In 1998] the company grew 5% a year", "[chunk 1]"),
        ('It says "[In 1998] the company grew 5% a year" [chunk 1].', "[In 1998] the company grew 5% a year", "[chunk 1]"),
    ],
)
def test_a_footnote_mark_or_a_reference_after_a_quotation_closes_it(answer: str, text: str, marker: str) -> None:
    # A superscript footnote mark after the closing mark is no letter, and a quotation may
    # start with an editorial bracket holding a figure: each quotation is found, with its marker.
    (q,) = find_quotations(answer)
    assert q.text == text and [m.text for m in q.markers] == [marker]


@pytest.mark.parametrize(
    "answer, text, cited",
    [
        # The source's own reference number at the start: part of the quoted text.
        ('It says "[2] the drug did reduce mortality" [chunk 1].', "[2] the drug did reduce mortality", [1]),
        ("It says \u201c[2]the drug did reduce mortality\u201d [chunk 1].", "[2]the drug did reduce mortality", [1]),
        ("Il dit \u00ab[2] le m\u00e9dicament a r\u00e9duit la mortalit\u00e9\u00bb [chunk 1].", "[2] le m\u00e9dicament a r\u00e9duit la mortalit\u00e9", [1]),
        # A figure after the marker is checked however short it is.
        ('Costs "[4]41%" [chunk 1].', "[4]41%", [1]),
        # The model's citation put first inside the quotation: removed from the text, cited.
        ('It says "[chunk 2] the drug did reduce mortality".', "the drug did reduce mortality", [2]),
    ],
)
def test_a_quotation_starting_with_a_citation_marker_is_found(answer: str, text: str, cited: list) -> None:
    # A quote mark before a marker that words follow opens: the quotation is checked, never
    # passed over (a marker after a closing mark still closes: the case above).
    (q,) = find_quotations(answer)
    assert (q.text, q.cited) == (text, cited)


@pytest.mark.parametrize(
    "answer",
    ['"The drug did not reduce" "lower" [chunk 1]', "\u300c\u3053\u306e\u85ac\u306f\u6b7b\u4ea1\u7387\u3092\u300d\u300c\u4f4e\u4e0b\u3055\u305b\u305f\u300d"],
)
def test_a_short_piece_with_nothing_between_its_marks_and_its_neighbour_is_a_quotation(answer: str) -> None:
    # Nothing but white space between the marks: one quotation written in two pieces.
    skipped: list = []
    assert len(find_quotations(answer, skipped=skipped)) == 2 and not skipped


def test_a_short_piece_after_a_comma_or_words_is_still_skipped() -> None:
    # A list of terms or a scare quote in running text is not a piece of the quotation beside it.
    for answer in ['"The drug did not reduce mortality", "smart" [chunk 3]', 'The "smart" grid "reduced outages"']:
        skipped: list = []
        found = find_quotations(answer, skipped=skipped)
        if "chunk" in answer:
            # Cited right after its mark, the short term is checked, on its own.
            assert [(q.text, q.cited) for q in found][-1] == ("smart", [3]) and not skipped
        else:
            assert [q.text for q in skipped] == ["smart"]


@pytest.mark.parametrize(
    "answer, checked",
    [
        ('The drug "did reduce" [chunk 1] mortality.', "did reduce"),
        ('It "did reduce" costs [chunk 1].', None),
        ('It was \u201cnot safe\u201d, the memo says.', "not safe"),
        ('Le texte dit \u00abne pas\u00bb ici.', "ne pas"),
        ('Der Text sagt \u201ekein Risiko\u201c hier.', "kein Risiko"),
        ('文中写道\u201c不安全\u201d。', "不安全"),
        ('It was a \u201csmart\u201d move [chunk 1].', None),
        ('It is \u201csafe\u201d. [chunk 1]', "safe"),
        ('It is **\u201csafe\u201d** [chunk 1]', "safe"),
        ('It is \u201csafe\u201d ([chunk 1]).', "safe"),
        ('It was \u201csafe\u201d, the memo says.', None),
    ],
)
def test_a_short_text_cited_right_after_its_mark_or_holding_a_negation_is_checked(answer: str, checked: str) -> None:
    # A short quoted text is a claim on the source when a citation follows its closing mark or
    # when it negates: "not safe" says the opposite of "safe", "did reduce" of "did not reduce".
    skipped: list = []
    found = [q.text for q in find_quotations(answer, skipped=skipped)]
    if checked is None:
        assert found == [] and len(skipped) == 1
    else:
        assert found == [checked] and not skipped


@pytest.mark.parametrize(
    "answer, text",
    [
        ('Costs "fell 41% [chunk 1].', "fell 41%"),
        ("Les co\u00fbts \u00ab ont baiss\u00e9 de 41 %.\n\nAutre paragraphe [chunk 1].", "ont baiss\u00e9 de 41 %."),
        ('Costs "fell 41% and "the drug did not reduce mortality" [chunk 1].', "fell 41% and"),
    ],
)
def test_a_figure_after_a_quote_mark_never_closed_is_reported_unclosed(answer: str, text: str) -> None:
    # Where the quotation ends is unknown: not checked, but never passed over in silence.
    skipped: list = []
    find_quotations(answer, skipped=skipped)
    assert [(q.text, q.skipped) for q in skipped] == [(text, "unclosed")]


@pytest.mark.parametrize(
    "answer",
    [
        "In the '90s \"revenue rose sharply that year\" [chunk 1].",  # an apostrophe-like mark
        'Costs "fell 41%" [chunk 1].',  # closed
        '"He said \u00ab41 of them\u00bb and more" [chunk 1]',
        'Costs "fell sharply [chunk 1].',  # no figure: nothing to keep unchecked
    ],
)
def test_no_unclosed_text_where_marks_close_or_no_figure_is_left(answer: str) -> None:
    skipped: list = []
    find_quotations(answer, skipped=skipped)
    assert not [q for q in skipped if q.skipped == "unclosed"]


@pytest.mark.parametrize(
    "answer, text",
    [
        ("It says\u201cthe drug did reduce mortality\u201d [chunk 1].", "the drug did reduce mortality"),
        ('It says"3.6" [chunk 1].', "3.6"),
        ('It says"the drug did reduce mortality" [chunk 1].', "the drug did reduce mortality"),
        ("Il dit\u00able m\u00e9dicament a r\u00e9duit la mortalit\u00e9\u00bb [chunk 1].", "le m\u00e9dicament a r\u00e9duit la mortalit\u00e9"),
        ("\u0418\u043d\u0430\u0447\u0435\u00ab\u043f\u0440\u0435\u043f\u0430\u0440\u0430\u0442 \u0441\u043d\u0438\u0437\u0438\u043b \u0441\u043c\u0435\u0440\u0442\u043d\u043e\u0441\u0442\u044c\u00bb [chunk 1].", "\u043f\u0440\u0435\u043f\u0430\u0440\u0430\u0442 \u0441\u043d\u0438\u0437\u0438\u043b \u0441\u043c\u0435\u0440\u0442\u043d\u043e\u0441\u0442\u044c"),
    ],
)
def test_an_opening_mark_glued_to_the_word_before_it_opens(answer: str, text: str) -> None:
    # A missing space before the mark: the quotation is still found, so it is checked.
    assert [q.text for q in find_quotations(answer)] == [text]



def test_a_quotation_inside_a_code_span_is_found() -> None:
    # The backtick is markup, as emphasis is: the marks inside it still quote.
    assert [q.text for q in find_quotations('Costs `"fell 41%"` and `\u201cthe drug did reduce mortality\u201d` [chunk 1].')] == [
        "fell 41%",
        "the drug did reduce mortality",
    ]


@pytest.mark.parametrize(
    "answer, text",
    [
        # Hebrew acronyms write a double mark before a word's last letter; a prefix letter
        # glued to an opening mark ('ו"', 'ש"') is the quotation's.
        ('\u05dc\u05e4\u05d9 \u05d0\u05e8\u05d4"\u05d1 \u05e0\u05d4\u05e8\u05d2\u05d5 5 \u05d0\u05e0\u05e9\u05d9\u05dd, \u05d5"\u05d4\u05d8\u05e7\u05e1\u05d8 \u05d4\u05d6\u05d4 \u05d0\u05e8\u05d5\u05da \u05de\u05d0\u05d5\u05d3" [chunk 1].', "\u05d4\u05d8\u05e7\u05e1\u05d8 \u05d4\u05d6\u05d4 \u05d0\u05e8\u05d5\u05da \u05de\u05d0\u05d5\u05d3"),
        ('\u05d3"\u05e8 \u05db\u05d4\u05df \u05d0\u05de\u05e8 \u05e9"\u05d4\u05ea\u05e8\u05d5\u05e4\u05d4 \u05dc\u05d0 \u05d4\u05e4\u05d7\u05d9\u05ea\u05d4 \u05d0\u05ea \u05d4\u05ea\u05de\u05d5\u05ea\u05d4" [chunk 1].', "\u05d4\u05ea\u05e8\u05d5\u05e4\u05d4 \u05dc\u05d0 \u05d4\u05e4\u05d7\u05d9\u05ea\u05d4 \u05d0\u05ea \u05d4\u05ea\u05de\u05d5\u05ea\u05d4"),
    ],
)
def test_an_acronym_mark_neither_opens_nor_is_reported_unclosed(answer: str, text: str) -> None:
    skipped: list = []
    assert [q.text for q in find_quotations(answer, skipped=skipped)] == [text] and not skipped
    trailing = '"\u05d4\u05d8\u05e7\u05e1\u05d8 \u05d4\u05d6\u05d4 \u05d0\u05e8\u05d5\u05da" [chunk 1], \u05dc\u05e4\u05d9 \u05e6\u05d4"\u05dc 5 \u05d4\u05e8\u05d5\u05d2\u05d9\u05dd.'
    skipped = []
    find_quotations(trailing, skipped=skipped)
    assert not skipped


@pytest.mark.parametrize(
    "open_mark, close_mark",
    [
        ('"<i>', '</i>"'),
        ("\u201c<em>", "</em>\u201d"),
        ("\u00ab<i>", "</i>\u00bb"),
        ('"<a href="https://x.org/?a=1&amp;b=2">', '</a>"'),
        ('"<span class="q">', '</span>"'),
        ("<q>", "</q>"),
        ('<q cite="https://x.org">', "</q>"),
        ("&quot;", "&quot;"),
        ("&ldquo;", "&rdquo;"),
        ("&#8220;", "&#8221;"),
        ("&#x201C;", "&#x201d;"),
        ("&#34;", "&#34;"),
        ('\\"', '\\"'),
        ("``", "''"),
        (",,", "''"),
        ("\u201e", "\u201e"),
        ("\u2033", "\u2033"),
        ("\u2036", "\u2033"),
        ("<<", ">>"),
        ("\u226a", "\u226b"),
    ],
)
def test_marks_as_markup_or_typewriters_write_them_open_and_close_quotations(open_mark: str, close_mark: str) -> None:
    # Read as a browser shows the answer: the quoted text is found, its span over the answer
    # (tags between the mark and the text left out), so its figure is checked.
    answer = f"The memo says {open_mark}the trial had 7% dropouts{close_mark} [chunk 2]."
    found = find_quotations(answer)
    assert [(answer[q.start : q.end], q.cited) for q in found] == [("the trial had 7% dropouts", [2])]


def test_a_prime_after_a_digit_is_a_unit_and_no_mark() -> None:
    answer = 'A 5\u2033 screen and a 7\u2033 one; "the trial had 7% dropouts" [chunk 2].'
    assert [q.text for q in find_quotations(answer)] == ["the trial had 7% dropouts"]


@pytest.mark.parametrize(
    "answer",
    [
        "Set y = x<<2>>1 in the config [chunk 1].",
        "Shift it: a << b >> c [chunk 1].",
        "See <<the trial had 7% dropouts> and more> [chunk 1].",
        "It holds \u226a 5 and \u226b 3 [chunk 1].",
    ],
)
def test_signs_that_are_no_typed_guillemets_open_nothing(answer: str) -> None:
    # Glued to a figure or word outside (a bit shift), with a space inside, or unpaired: math.
    assert find_quotations(answer) == []


def test_typed_guillemets_read_html_shaped_text_as_text() -> None:
    # "<the trial ...>" inside "<<...>>" has an HTML tag's shape; a browser shows it as written.
    answer = "Le rapport : <<the trial had 7% dropouts>> [chunk 2] et \u226a\u8a66\u9a13\u306e\u8131\u843d\u7387\u306f7%\u226b [chunk 1]."
    assert [q.text for q in find_quotations(answer)] == ["the trial had 7% dropouts", "\u8a66\u9a13\u306e\u8131\u843d\u7387\u306f7%"]


def test_two_apostrophes_alone_are_no_tex_mark() -> None:
    skipped: list = []
    assert find_quotations("Set x = '' and y = 12 in the ``config`` file.", skipped=skipped) == [] and not skipped


@pytest.mark.parametrize(
    "answer, text",
    [
        ("Memo: <blockquote>the trial had 7% dropouts</blockquote> [chunk 2].", "the trial had 7% dropouts"),
        ("Memo:\n\n<blockquote>\n  <p>the trial had 7% dropouts</p>\n</blockquote>\n\n[chunk 2]", "the trial had 7% dropouts"),
        ("Memo:\n\n\uff1e the trial had 7% dropouts\n\n[chunk 2]", "the trial had 7% dropouts"),
    ],
)
def test_html_and_full_width_blockquotes_are_quotations(answer: str, text: str) -> None:
    found = find_quotations(answer)
    assert [(q.kind, answer[q.start : q.end], q.cited) for q in found] == [("blockquote", text, [2])]


def test_a_quotation_whose_closing_mark_comes_after_a_blank_line_is_read_whole() -> None:
    answer = 'Memo: "revenue rose 12% in May" [chunk 1] and "the drug reduced mortality\n\nwith 7% dropouts" [chunk 2].'
    found = find_quotations(answer)
    assert [(q.text, q.cited) for q in found] == [
        ("revenue rose 12% in May", [1]),
        ("the drug reduced mortality\n\nwith 7% dropouts", [2]),
    ]
    # Each paragraph opening again (the English convention) still gives the paragraphs apart,
    # and an apostrophe left open never reaches into the next paragraph.
    assert [q.text for q in find_quotations('"The drug reduced mortality.\n\n"It had 7% dropouts." [chunk 2]')] == [
        "It had 7% dropouts."
    ]
    assert find_quotations("In the \u201890s sales rose.\n\nThe students\u2019 results were 7% up.") == []


@pytest.mark.parametrize(
    "answer, text",
    [
        ("It says `the trial had 7% dropouts` [chunk 2].", "the trial had 7% dropouts"),
        ("It says:\n\n```\nthe trial had 7% dropouts\n```\n[chunk 2]", "the trial had 7% dropouts"),
        ("It says:\n\n    the trial had 7% dropouts\n\n[chunk 2]", "the trial had 7% dropouts"),
        ("It says <code>the trial had 7% dropouts</code> [chunk 2].", "the trial had 7% dropouts"),
    ],
)
def test_a_cited_figure_written_as_code_is_reported_not_quoted(answer: str, text: str) -> None:
    # Code is no quotation, but a figure cited right after it may quote the source: reported.
    skipped: list = []
    assert find_quotations(answer, skipped=skipped) == []
    assert [(q.text, q.skipped) for q in skipped] == [(text, "not_quoted")]


@pytest.mark.parametrize(
    "answer",
    [
        "Run `pip install numpy==1.26` first; the memo says nothing more.",  # not cited
        "It says `the trial had dropouts` [chunk 2].",  # no figure
        'It says `"the trial had 7% dropouts"` [chunk 2].',  # a quotation inside: read as one
        "It says *the trial had 7% dropouts* [chunk 2].",  # emphasis: the answer's own words
    ],
)
def test_uncited_code_code_without_figures_and_emphasis_are_not_reported(answer: str) -> None:
    skipped: list = []
    find_quotations(answer, skipped=skipped)
    assert not [q for q in skipped if q.skipped == "not_quoted"]


def test_a_quotation_left_open_before_a_citation_marker_never_reaches_past_it() -> None:
    # The marker ends the quotation where it stands: reported unclosed, and a closing mark
    # paragraphs later pairs with nothing.
    answer = 'Costs "fell 41% [chunk 1].\n\nLater, set decide="edit" and read "the drug did not work" [chunk 2].'
    skipped: list = []
    found = find_quotations(answer, skipped=skipped)
    assert [q.text for q in found] == ["the drug did not work"]
    assert [(q.text, q.skipped) for q in skipped] == [("fell 41%", "unclosed")]
    # Paragraphs without a mark between the two are part of the quotation.
    three = '"The drug reduced mortality.\n\nIt was well tolerated.\n\nIt had 7% dropouts." [chunk 2]'
    assert [q.text for q in find_quotations(three)] == [three[1:-11]]


@pytest.mark.parametrize(
    "answer, lang, text",
    [
        ('The report lists "six deaths".', "en", "six deaths"),
        ('Le rapport compte "cinq morts".', "fr", "cinq morts"),
        ('Der Bericht nennt "zw\u00f6lf Tote".', "de", "zw\u00f6lf Tote"),
    ],
)
def test_a_short_quoted_number_word_is_always_checked(answer: str, lang: str, text: str) -> None:
    # A figure written in words is a figure: never skipped as too short.
    assert [q.text for q in find_quotations(answer, lang=lang)] == [text]


def test_the_word_for_one_in_a_scare_quote_is_no_figure() -> None:
    skipped: list = []
    assert find_quotations('A "smart" move, the "right one".', skipped=skipped, lang="en") == []
    assert [q.skipped for q in skipped] == ["too_short", "too_short"]


def _lookalike_marks() -> list:
    import regex

    from spacy_quoteverify import charclasses

    marks = set(charclasses.QUOTE_MARKS | charclasses.APOSTROPHE_LOOKALIKES) - {"`", "\uff40"}
    marks |= {chr(c) for c in range(0x20, 0x30000) if regex.match(r"[\p{Pi}\p{Pf}]", chr(c))}
    return sorted(marks)


def test_a_cited_text_between_any_marks_that_look_like_quote_marks_is_read_or_reported() -> None:
    """Generated: every quote mark, initial and final punctuation and apostrophe look-alike, as
    both marks of a text and paired with every other; a text cited right after its second mark
    is read as a quotation or reported as not quoted, never passed over."""
    marks = _lookalike_marks()
    bad = []
    pairs = [(m, m) for m in marks] + [(marks[k], marks[(k * 7 + 3) % len(marks)]) for k in range(len(marks))]
    for o, c in pairs:
        text = "the drug did reduce mortality in the elderly"
        answer = f'Revenue "rose 12% in May" [chunk 1], and the memo says {o}{text}{c} [chunk 2].'
        skipped: list = []
        found = [q.text for q in find_quotations(answer, skipped=skipped)]
        reported = [q.text for q in skipped if q.skipped == "not_quoted"]
        if not any(text in t for t in found) and text not in reported:
            bad.append(f"{o}…{c}: {found} {[(q.text, q.skipped) for q in skipped]}")
    assert len(pairs) > 100
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize(
    "answer",
    [
        "It\u2019s the teachers\u2019 job [chunk 1].",
        "The \u201990s were good, the students\u2019 results too [chunk 1].",
        "He didn\u2019t say it\u2019s fine [chunk 1].",
        "The \u00b4drug did reduce mortality\u00b4 as said.",
    ],
)
def test_apostrophes_and_uncited_texts_are_no_lookalike_quotation(answer: str) -> None:
    skipped: list = []
    find_quotations(answer, skipped=skipped)
    assert [q.text for q in skipped if q.skipped == "not_quoted"] == []


#: A figure's part written outside the quote marks, glued to them: (written before the opening
#: mark, written after the closing mark). The reader reads it with the figure inside.
_GLUED = [("\u2212", ""), ("-", ""), ("~", ""), ("", "%"), ("", "\u2030"), ("", "\u00b0C"), ("", ",000"), ("", ".5%"), ("", "\u4ebf")]
#: A figure standing alone between spaces (or the text's edges) in a sentence.
_FIGURE_IN_SENTENCE = r"(?<![^\s])\p{Nd}+(?![^\s])"


def _glued_cases(limit: int = 150):
    """Real sentences of many languages with a plain figure, quoted from their start up to the
    figure (or from the figure on), each with a part of a figure glued outside the marks: (the
    sentence, the quotation as the answer writes it, the sentence, the sentence with the glued
    part written into it). Only quotations that verify without the glued part, and whose glued
    reading verifies in the sentence that writes it, are kept (a comparison word before the
    figure, or a scale word after it, refuses either for its own reason)."""
    import regex

    from spacy_quoteverify import verify_quote
    from tests.adversarial import sentences

    n = 0
    for s in sentences():
        text = s.text
        if not regex.search(_FIGURE_IN_SENTENCE, text) and not regex.search(r"\p{N}", text):
            # A digit-free sentence gets a figure after its middle word.
            words = text.split(" ")
            if len(words) < 6:
                continue
            text = " ".join(words[: len(words) // 2] + [str(12 + n % 80)] + words[len(words) // 2 :])
        for m in regex.finditer(_FIGURE_IN_SENTENCE, text):
            before, after = _GLUED[n % len(_GLUED)]
            if before:
                quote = text[m.start():].rstrip(".!?\u3002 ")
                glued = text[: m.start()] + before + text[m.start():]
            else:
                quote = text[: m.end()].lstrip()
                glued = text[: m.end()] + after + text[m.end():]
            if len(quote.split()) < 3 and len(quote) < 8:
                break
            if verify_quote(quote, text).verified is not True or verify_quote(before + quote + after, glued).verified is not True:
                break
            n += 1
            yield s, before + "\u201c" + quote + "\u201d" + after, text, glued
            break
        if n >= limit:
            return


def test_a_figure_glued_outside_the_quote_marks_is_checked_with_it() -> None:
    """'\u2212"5 \u00b0C at night"', '"rose by 40"%', '"rose by 40",000', '「增长5」亿': the part of the
    figure glued outside the marks is read with the quotation, over real sentences of many
    languages. The sentence without it refuses the quotation; with it, the quotation verifies."""
    import spacy

    from spacy_quoteverify.component import verify_answer

    nlp = spacy.blank("xx")
    nlp.add_pipe("quote_verifier")
    checked, bad = 0, []
    for s, written, plain, glued in _glued_cases():
        answer = f"The text says {written} [chunk 1]."
        refused = verify_answer(nlp, answer, [plain])
        kept = verify_answer(nlp, answer, [glued])
        checked += 1
        if refused._.quotes_verified is True or any(span._.verified for span in refused.spans["quotes"]):
            bad.append(("verified without it", s.lang, written, plain))
        if kept._.quotes_verified is not True:
            bad.append(("refused with it", s.lang, written, glued, [(sp._.quote_verdict.reason) for sp in kept.spans["quotes"]]))
    assert not bad, f"{len(bad)} of {checked}:\n" + "\n".join(map(str, bad[:20]))
    assert checked >= 100
