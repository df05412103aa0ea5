"""A source's sentence ends read for one language serve another when Sentences.same_for says so."""
import random
import unicodedata
from typing import Optional

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify import charclasses
from spacy_quoteverify.text.fold import fold_match
from spacy_quoteverify.text.sentences import Sentences, abbreviations
from spacy_quoteverify.text.source import PreparedSource
from tests.adversarial import by_lang, sentences

LANGS = ["en", "de", "fr", "nl", "ru", "el", "pl", "es", "zh", None]


def _texts():
    """Paragraphs of real sentences of each language, some with abbreviations of others put in."""
    rng = random.Random(11)
    groups = by_lang(sentences())
    every = sorted({a for lang in LANGS for a in abbreviations(lang)})
    for _lang, sents in sorted(groups.items()):
        for k in range(3):
            picked = rng.sample(sents, min(len(sents), 8))
            parts = []
            for s in picked:
                words = s.text.split()
                if k and words:  # an abbreviation of some language before a lower-case word
                    at = rng.randrange(len(words))
                    words[at:at] = [rng.choice(every), "the"]
                parts.append(" ".join(words))
            yield " ".join(parts[:4]) + "\n\n" + " ".join(parts[4:])


def _ends(s):
    return list(s.ends), list(s.strict), list(s.marks)


def test_same_for_means_same_ends():
    shared = built = 0
    for text in _texts():
        F = fold_match(text)
        reads = {lang: Sentences(F, lang) for lang in LANGS}
        for a in LANGS:
            for b in LANGS:
                if reads[a].same_for(b):
                    shared += 1
                    assert _ends(reads[a]) == _ends(reads[b]), (a, b, text)
                else:
                    built += 1
    assert shared and built  # both cases met


def test_prepared_source_reads_each_language_as_a_fresh_index():
    for text in _texts():
        src = PreparedSource(text)
        for lang in LANGS:
            assert _ends(src.sentences_for(lang)) == _ends(Sentences(src.folded, lang or src.language))


def test_a_vertical_line_written_for_the_danda_ends_a_sentence():
    # After a letter of a script that writes the danda (closing marks between them allowed),
    # before a space or the end; elsewhere "|" is content ("a | b", glued between words).
    text = "एप्पल ने कंपनी बेची| गूगल ने (उसे)| खरीदा"
    ends = list(Sentences(fold_match(text)).ends)
    assert [fold_match(text).text[:e].rstrip()[-1] for e in ends] == ["|", "|"]
    for text in ("use a | b to pipe", "अ | ब", "बेची|गूगल", "data| more"):
        assert "|" not in [fold_match(text).text[e - 1] for e in Sentences(fold_match(text)).ends]


def test_an_abbreviation_that_introduces_the_next_word_ends_no_sentence():
    # "vs.", "cf.", "e.g." stand before the word they introduce, a capital or not; "etc." may end
    # a sentence before a capital.
    for lang in (None, "en", "de"):
        for text, abbreviation, ends_there in (
            ("Drug A vs. Drug B showed no difference. Next one.", "vs.", False),
            ("The rate (cf. Smith) rose. Next one.", "cf.", False),
            ("Cities, e.g. Paris, grew. Next one.", "e.g.", False),
            ("Wie gesagt, vgl. Müller, stieg sie. Nächster Satz.", "vgl.", False),
            ("Apples, pears etc. Next one came.", "etc.", True),
        ):
            F = fold_match(text)
            after = F.text.index(abbreviation.lower()) + len(abbreviation)
            ends = list(Sentences(F, lang).ends)
            assert (after in ends) is ends_there, (lang, text, ends)


def test_every_footnote_form_ends_the_sentence_before_it() -> None:
    """Each footnote mark, bracketed note and unnamed mark the rules know, after a full stop and
    before the next sentence, ends the first sentence: an elision across it is refused, the
    first sentence quoted alone verifies."""
    from adversarial.structure import footnote_forms

    from spacy_quoteverify import verify_quote

    bad = []
    for form in footnote_forms(step=4):
        source = form.format(a="Revenue fell sharply", B="Costs rose 30%") + "."
        # A first sentence the form asks ("{a}?)") is stated by its words alone: question_cut.
        asks = regex.match(r"[\s\p{Pe}\p{Pf}]*(.)", form.split("{a}", 1)[1])
        alone = not (asks is not None and asks.group(1) in charclasses.QUESTION_TERMINALS)
        for quote, faithful in (("Revenue \u2026 rose 30%", False), ("Revenue fell sharply", alone)):
            verdict = verify_quote(quote, source)
            if verdict.verified is not faithful:
                bad.append((source, quote, verdict.reason))
    assert not bad, bad[:20]


def test_a_symbol_after_a_full_stop_ends_the_sentence_whatever_opens_the_next() -> None:
    """A symbol no rule names (General_Category S, every 40th), after a full stop: the sentence
    ends before a lower-case word as before a capital, and before an inverted terminal that opens
    the next ("¿Costs", :data:`charclasses.SENTENCE_OPENERS`); after an abbreviation before a
    lower-case word it does not."""
    import regex

    from spacy_quoteverify import charclasses, verify_quote

    symbols = [c for c in regex.findall(r"\p{S}", charclasses.every_character())
               if c not in charclasses.FOOTNOTE_MARKS and not regex.search(r"[\p{L}\p{N}]", unicodedata.normalize("NFKC", c))]
    assert len(symbols) > 5000 and len(charclasses.SENTENCE_OPENERS) >= 3
    bad = []
    for i, c in enumerate(symbols[::40]):
        opener = sorted(charclasses.SENTENCE_OPENERS)[i % len(charclasses.SENTENCE_OPENERS)]
        for nxt in ("costs rose 30%.", f"{opener}Costs rose 30%?", f"{opener}costs rose 30%?"):
            source = f"Revenue fell sharply.{c} {nxt}"
            for quote, faithful in (("Revenue \u2026 rose 30%", False), ("Revenue fell sharply", True)):
                if verify_quote(quote, source).verified is not faithful:
                    bad.append((source, quote))
        if not regex.match(r"\p{Script=Common}", c):
            continue  # a symbol of a script written without spaces ("\u0f15") is read as its letters are
        source = f"The trial by Smith et al.{c} found the drug safe."
        if not verify_quote("Smith et al. \u2026 the drug safe", source).verified:
            bad.append((source, "abbreviation"))
    assert not bad, bad[:20]


def test_each_cell_of_a_table_row_starts_a_sentence() -> None:
    """Every rule of :data:`charclasses.TABLE_RULES` drawing a row, at the start of the text or
    after a line break: an elision from one cell into the next is refused, each cell quoted whole
    verifies, a figure before a spaced rule is whole."""
    from spacy_quoteverify import charclasses, verify_quote

    for bar in sorted(charclasses.TABLE_RULES):
        for lead in ("", "Results\n", f"{bar} A {bar} B {bar}\n"):
            source = f"{lead}{bar} Revenue fell 12 {bar} Costs rose sharply {bar}"
            assert verify_quote("Revenue \u2026 rose sharply", source).reason == "crosses_sentence", (bar, lead)
            assert verify_quote("Revenue fell 12", source).verified, (bar, lead)
            assert verify_quote("Costs rose sharply", source).verified, (bar, lead)


@pytest.mark.parametrize("lang", [None, "en"])
def test_an_elision_resumes_in_a_later_cell_only_within_its_row(lang: Optional[str]) -> None:
    """A row's later cell starts a text of its own only for what the row began: "Drug A … 12%"
    gives the second row's value to the first row's label, in a ruled table (every rule), one
    without outer rules, tab-separated values and HTML; "Drug A … 5%" and "Drug A … Drug B"
    verify. The classes ``adv_elision_into_another_rows_cell`` and
    ``adv_elision_along_a_row_or_to_the_next`` hold this over real sentences of every covered language."""
    from spacy_quoteverify import charclasses, verify_quote

    layouts = [f"{b} Drug {b} Rate {b}\n{b}---{b}---{b}\n{b} Drug A {b} 5% {b}\n{b} Drug B {b} 12% {b}" for b in sorted(charclasses.TABLE_RULES)]
    layouts += [
        "Drug A | 5%\nDrug B | 12%",
        "Drug A\t5%\nDrug B\t12%",
        "<table><tr><td>Drug A</td><td>5%</td></tr><tr><td>Drug B</td><td>12%</td></tr></table>",
        "<table>\n<tr><th>Drug A</th>\n<td>\u201c5%\u201d</td></tr>\n<tr><th>Drug B</th>\n<td>\u201c12%\u201d</td></tr>\n</table>",
        "<table><tr><td><p>Drug A</p></td><td><b>5%</b></td></tr><tr><td><p>Drug B</p></td><td>&nbsp;<i>12%</i></td></tr></table>",
        "Drug A | 5%<br>Drug B | 12%",
    ]
    for source in layouts:
        assert not verify_quote("Drug A \u2026 12%", source, lang=lang).verified, source
        assert verify_quote("Drug A \u2026 5%", source, lang=lang).verified, source
        assert verify_quote("Drug A \u2026 Drug B", source, lang=lang).verified, source


@pytest.mark.parametrize(
    "source",
    [
        "1.\tMix the flour.\n2.\tAdd the water.",
        "a)\tMix the flour.\nb)\tAdd the water.",
        "1. | Mix the flour.\n2. | Add the water.",
        "<table><tr><td>1</td><td>Mix the flour.</td></tr><tr><td>2</td><td>Add the water.</td></tr></table>",
        "\u2022\tMix the flour.\n\t\u2022\tAdd the water.",
        "1.\tMix the flour.\n\ta.\tAdd the water.",
        "Mix the flour.\n1.\tAdd the water.",
        "Mix the flour.\n\tAdd the water.",
    ],
)
def test_an_elision_reads_down_one_column_of_a_table(source: str) -> None:
    """The items of a numbered list laid out as a table's second column: an elision from one
    item to the next stays in its column, and verifies; an indent is no column, nor does text
    laid out in no row leave one."""
    from spacy_quoteverify import verify_quote

    for lang in (None, "en"):
        assert verify_quote("Mix the flour \u2026 Add the water", source, lang=lang).verified, (source, lang)


@pytest.mark.parametrize("marks", ["#", "##", "######"])
def test_a_markdown_heading_on_the_next_line_starts_a_sentence(marks: str) -> None:
    from spacy_quoteverify import verify_quote

    source = f"Revenue fell sharply\n{marks} Costs rose 30%"
    assert verify_quote("Revenue \u2026 rose 30%", source).reason == "crosses_sentence"
    assert verify_quote("Costs rose 30%", source).verified
    # Not a heading: "#" glued to a word (a hashtag) is a wrap like any other line.
    assert verify_quote("Revenue \u2026 costs rose", "Revenue fell sharply\n#hashtag costs rose").verified


@pytest.mark.parametrize(
    "source",
    [
        "## Revenue fell 12%\ncosts rose 30%.",
        "Revenue fell 12%\n---\ncosts rose 30%.",
        "Revenue fell 12%\n===\ncosts rose 30%.",
        "Revenue fell 12%\n* * *\ncosts rose 30%.",
        "Revenue fell 12%\n```\ncosts rose 30%.",
        "Item | Value\n--- | ---\nRevenue fell 12% | yes\ncosts rose 30% | yes",
        "Revenue fell 12% \u2502 yes\ncosts rose 30% \u2502 yes",
        "Revenue fell 12%\tyes\ncosts rose 30%\tyes",
        "**Revenue fell 12%**\ncosts rose 30%.",
        "__Revenue fell 12%:__\ncosts rose 30%.",
        "Revenue fell 12% \u2022 costs rose 30%.",
        "Revenue fell 12% \u25aa costs rose 30%.",
        "Revenue fell 12% \u30fb costs rose 30%.",
    ],
)
def test_a_layout_ends_a_sentence_whatever_mark_it_lacks(source: str) -> None:
    # A heading, a separating line, a table row with or without outer rules, tab-separated
    # values, a label in emphasis, a bullet inside a line: an elision may not run from one part
    # into the middle of the next; each part quoted whole verifies.
    from spacy_quoteverify import charclasses, verify_quote

    for lang in (None, "en"):
        assert verify_quote("Revenue \u2026 rose 30%", source, lang=lang).reason == "crosses_sentence", lang
        assert verify_quote("costs rose 30%", source, lang=lang).verified, lang
        # A symbol a space after a figure may be the figure's own ("95 \uffed"): in doubt, refused.
        first = verify_quote("Revenue fell 12%", source, lang=lang)
        bullet = any(c in charclasses.INLINE_BULLETS for c in source)
        assert first.verified or (bullet and first.reason == "number_cut"), lang


@pytest.mark.parametrize("joiner", [" - ", " \u2013 ", " \u2014 ", " * ", " + ", "\n", " / "])
def test_a_dash_or_sign_inside_a_line_is_no_layout(joiner: str) -> None:
    # Inside a line a dash sets off a clause and "*" or "+" write a sign: no sentence ends there
    # (nor at a single line break, a wrap).
    from spacy_quoteverify import verify_quote

    assert verify_quote("Revenue \u2026 rose sharply", f"Revenue fell a lot{joiner}costs rose sharply").verified


def test_ends_that_every_language_reads_alike_are_said_so():
    for text in _texts():
        F = fold_match(text)
        first = Sentences(F, "en")
        if first.same_for_every():
            for lang in LANGS:
                assert _ends(first) == _ends(Sentences(F, lang)), (lang, text)
    assert not Sentences(fold_match("See Fig. 2 and the table. Then more."), "en").same_for_every()


def _layout_starts_by_finditer(o):
    """The layout's sentence starts as read by finditer over the whole text (the reference)."""
    from spacy_quoteverify.text import sentences as S

    found = [m for m in S._STRUCTURE_LINE_RE.finditer(o)], list(S._ROW_LINE_RE.finditer(o))
    return [m.span() for m in found[0]], [m.span() for m in found[1]]


@pytest.mark.parametrize(
    "text",
    [
        "## Revenue\ncosts rose\n---\nA | b\nc | d\ne \u2022 f",
        "a\r\n| x | y |\r\n| 1 | 2 |\r\n**Note:**\r\nend",
        "one\rtwo\u2028| a |\u2029| b |\x0b***\x0c__x__\n",
        "col\tcol\nval\tval\n\n# Title\n=====\ntext",
        "plain text without any layout at all. Second sentence.",
    ],
)
def test_layout_lines_are_matched_at_line_starts_as_finditer_finds_them(text):
    from spacy_quoteverify.text import sentences as S

    structure, rows = _layout_starts_by_finditer(text)
    assert [m.span() for m in S._line_matches(S._STRUCTURE_LINE_RE, text)] == structure
    assert [m.span() for m in S._line_matches(S._ROW_LINE_RE, text)] == rows


_LAYOUT_ALPHABET = st.sampled_from(
    list("ab 1\t|-*#_.)(:\u2022\u00b7\u2013\u3001\uff0e\u4e00\u00b2i") + ["\n", "\r", "\r\n", "\u2028", "\u2029", "\x0b", "\x0c", "\x85", "  "]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_LAYOUT_ALPHABET, max_size=50).map("".join) | st.text(max_size=40))
def test_lines_opening_with_a_break_and_inline_bullets_are_found_as_finditer_finds_them(text):
    from spacy_quoteverify.text import sentences as S

    assert [m.span() for m in S._break_matches(S._MARKED_LINE_RE, text)] == [
        m.span() for m in S._MARKED_LINE_RE.finditer(text)
    ]
    bullets = [m.end() for m in S._INLINE_BULLET_RE.finditer(text)]
    assert not bullets or S._BULLET_RE.search(text)


def test_a_space_between_thai_letters_ends_a_clause_but_not_after_the_repetition_mark() -> None:
    from spacy_quoteverify import verify_quote

    source = "\u0e22\u0e2d\u0e14\u0e02\u0e32\u0e22\u0e25\u0e14\u0e25\u0e07\u0e23\u0e49\u0e2d\u0e22\u0e25\u0e30\u0e2a\u0e34\u0e1a\u0e2a\u0e2d\u0e07 \u0e04\u0e48\u0e32\u0e43\u0e0a\u0e49\u0e08\u0e48\u0e32\u0e22\u0e40\u0e1e\u0e34\u0e48\u0e21\u0e02\u0e36\u0e49\u0e19\u0e23\u0e49\u0e2d\u0e22\u0e25\u0e30\u0e2a\u0e32\u0e21\u0e2a\u0e34\u0e1a"
    for lang in (None, "th"):
        # Revenue ... rose thirty percent: resumed inside the next sentence.
        assert verify_quote("\u0e22\u0e2d\u0e14\u0e02\u0e32\u0e22\u2026\u0e40\u0e1e\u0e34\u0e48\u0e21\u0e02\u0e36\u0e49\u0e19\u0e23\u0e49\u0e2d\u0e22\u0e25\u0e30\u0e2a\u0e32\u0e21\u0e2a\u0e34\u0e1a", source, lang).reason == "crosses_sentence"
        assert verify_quote("\u0e22\u0e2d\u0e14\u0e02\u0e32\u0e22\u2026\u0e04\u0e48\u0e32\u0e43\u0e0a\u0e49\u0e08\u0e48\u0e32\u0e22\u0e40\u0e1e\u0e34\u0e48\u0e21\u0e02\u0e36\u0e49\u0e19", source, lang).verified is True
    F = PreparedSource("\u0e15\u0e48\u0e32\u0e07\u0e46 \u0e17\u0e35\u0e48\u0e21\u0e35").folded
    from spacy_quoteverify.text.sentences import _thai_space_ends

    assert _thai_space_ends(F) == []


def test_a_terminal_glued_between_words_of_a_script_without_case_ends_the_sentence() -> None:
    """A full stop, question or exclamation mark glued between two words of a script that has
    no capitals (Arabic, Hebrew, Hangul, Devanagari...) ends the sentence as before a capital:
    an elision across it is refused, the first sentence quoted alone verifies. Every language
    whose example sentences are written in letters without case (General_Category Lo), two
    sentences joined by each mark."""
    import regex

    from spacy_quoteverify import verify_quote
    from tests.adversarial import UNSPACED

    caseless = {
        lang: sents for lang, sents in by_lang(sentences()).items()
        if lang not in UNSPACED and len(sents) >= 2
        and all(regex.fullmatch(r"[\p{Lo}\p{M}\s\p{P}\p{N}]+", s.text) for s in sents[:2])
    }
    assert {"ar", "he", "ko", "fa", "hi"} <= set(caseless)
    bad = []
    for lang, sents in sorted(caseless.items()):
        first, second = (regex.sub(r"[\p{P}\s]+$", "", s.text).split() for s in sents[:2])
        if len(first) < 3 or len(second) < 3 or not regex.search(r"\p{Lo}{2}$", first[-1]) or not regex.match(r"\p{Lo}", second[0]):
            continue
        for mark in ".?!":
            source = " ".join(first) + mark + " ".join(second) + "."
            for language in (None, lang):
                crossing = verify_quote(f"{first[0]} {first[1]} \u2026 {second[-2]} {second[-1]}", source, lang=language)
                if crossing.verified:
                    bad.append((lang, mark, language, "crossing verified"))
                if not verify_quote(" ".join(first[:3]), source, lang=language).verified:
                    bad.append((lang, mark, language, "first sentence refused"))
    assert len(caseless) >= 8 and not bad, bad[:20]


@pytest.mark.parametrize("stop", ["\u1361\u1361", "\u1361 \u1361", "\u1361\u1361\u1361", "\u1361  \u1361", "\u1361\u200b\u1361"])
def test_two_ethiopic_wordspaces_typed_for_the_full_stop_end_a_sentence(stop):
    # Keyboards without "።" write it as the two wordspaces it is drawn as; one wordspace parts words.
    import regex

    groups = by_lang(sentences())
    pairs = 0
    for lang in ("am", "ti"):
        sents = [regex.sub(r"[\p{Sentence_Terminal}\u1361]+$", "", s.text) for s in groups[lang]]
        for first, second in zip(sents, sents[1:] + sents[:1]):
            F = fold_match(f"{first}{stop} {second}")
            ends = [F.offsets.start(e) for e in Sentences(F, lang).strict]
            assert len(first) + len(stop) in ends, (lang, first, second)
            F = fold_match(f"{first}\u1361 {second}")
            assert len(first) + 1 not in [F.offsets.start(e) for e in Sentences(F, lang).ends], (lang, first, second)
            pairs += 1
    assert pairs >= 14


def test_every_plain_text_list_marker_opens_an_item() -> None:
    """Every list marker written without Markdown (a bullet with a variation selector or glued to
    the item, a letter of every CLDR alphabet, "1- ", "§1 ", the compatibility characters "⑴ ⒈
    ⒜"): the line break before the next item ends a sentence, so an elision from one item into
    the next is refused."""
    from adversarial.structure import _plain_text_items

    from spacy_quoteverify import verify_quote

    missed = []
    for a, b in _plain_text_items():
        source = f"Results:\n{a}Drug A lowered mortality by 5% in adults\n{b}Drug B lowered mortality by 12% in adults\n"
        if verify_quote("Drug A lowered mortality \u2026 by 12% in adults", source, lang="en").verified:
            missed.append((a, b))
    assert not missed, missed[:20]


@pytest.mark.parametrize(
    "quote,source",
    [
        ("patients with \u2026 C-related cirrhosis", "patients with hepatitis\nB- or C-related cirrhosis"),
        ("See chapter \u2026 for details.", "See chapter\n1- 3 for details."),
    ],
)
def test_a_wrapped_line_opening_like_a_plain_marker_alone_is_no_item(quote: str, source: str) -> None:
    """A marker written without Markdown ("B- ", "1- ", "б) ") opens an item only where another
    line of the text opens with one too: alone it may open a wrapped line of running text."""
    from spacy_quoteverify import verify_quote

    assert verify_quote(quote, source, lang="en").verified is True
