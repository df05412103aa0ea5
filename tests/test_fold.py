"""Tests of folding (:mod:`spacy_quoteverify.text.fold`) and of what it lets the match check forgive.

Folding forgives exactly the differences a faithful quotation introduces (white
space, quote marks, dashes, full case folding, full-width and half-width forms,
canonical equivalents, characters that do not show) and nothing else: a
quotation that differs from its source only in some other encoding of a
character (a compatibility form: superscript, ligature-free Roman numeral,
compatibility jamo, mathematical letter) must stay unverified.
"""
from __future__ import annotations

import unicodedata

import pytest

from spacy_quoteverify import verify_quote
from spacy_quoteverify.text.fold import Folded, fold_edit, fold_match, footnote_marks


def fold(text: str) -> str:
    """The folded text of the match view."""
    return fold_match(text).text


# --------------------------------------------------------------------------
# fold_match: what is folded
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "space",
    [" ", "\t", "\n", "\u00a0", "\u2002", "\u2003", "\u2009", "\u200a", "\u202f", "\u205f", "\u3000"],
    ids=lambda s: f"U+{ord(s):04X}",
)
def test_every_unicode_space_folds_to_one_ascii_space(space: str) -> None:
    assert fold(f"alpha{space}beta") == "alpha beta"


def test_runs_of_mixed_white_space_collapse_to_one_space() -> None:
    assert fold("alpha \t\u3000\u00a0 \n beta") == "alpha beta"


def test_ideographic_space_folds_like_a_space() -> None:
    assert fold("東京\u3000大阪") == fold("東京 大阪")


@pytest.mark.parametrize(
    "mark",
    list("\"'`\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb\u2039\u203a\u300c\u300d\u300e\u300f\u2032\u2033\uff02"),
    ids=lambda s: f"U+{ord(s):04X}",
)
def test_quote_marks_of_every_script_are_removed(mark: str) -> None:
    assert fold(f"{mark}alpha{mark}") == "alpha"


@pytest.mark.parametrize(
    "dash",
    ["\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2015", "\u2212", "\ufe63", "\uff0d"],
    ids=lambda s: f"U+{ord(s):04X}",
)
def test_dashes_and_the_minus_sign_fold_to_a_hyphen(dash: str) -> None:
    assert fold(f"a{dash}b") == "a-b"


@pytest.mark.parametrize(
    "upper, lower",
    [
        ("REVENUE ROSE", "revenue rose"),
        ("UMSATZ STIEG", "umsatz stieg"),
        ("ÉTÉ", "été"),
        ("ВЫРУЧКА", "выручка"),
        ("ΕΣΟΔΑ", "εσοδα"),
        ("İSTANBUL", "istanbul"),
    ],
)
def test_case_is_folded(upper: str, lower: str) -> None:
    assert fold(upper) == fold(lower)


def test_greek_final_sigma_folds_with_sigma() -> None:
    assert fold("ΟΔΟΣ") == fold("οδος")


def test_dotted_capital_i_keeps_the_folded_text_aligned_with_the_original() -> None:
    f = fold_match("İstanbul 5")
    assert f.text == "istanbul 5"
    assert f.to_original(9, 10) == (9, 10)


@pytest.mark.parametrize(
    "wide, narrow",
    [
        ("\uff21\uff22\uff23", "abc"),
        ("\uff41\uff42\uff43", "abc"),
        ("\uff11\uff12\uff13", "123"),
        ("\uff03\uff15", "#5"),
    ],
)
def test_full_width_letters_digits_and_number_sign_fold_to_ascii(wide: str, narrow: str) -> None:
    assert fold(wide) == narrow


@pytest.mark.parametrize(
    "decomposed, composed",
    [
        ("cafe\u0301", "café"),  # Latin
        ("Mu\u0308ller", "Müller"),  # Latin (German)
        ("s\u0327ehir", "şehir"),  # Latin (Turkish)
        ("\u03b1\u0301\u03bd\u03b8\u03c1\u03c9\u03c0\u03bf\u03c2", "άνθρωπος"),  # Greek
        ("\u0438\u0306\u043e\u0434", "йод"),  # Cyrillic
        ("\u0435\u0308\u043b\u043a\u0430", "ёлка"),  # Cyrillic
        ("\u1112\u1161\u11ab\u1100\u116e\u11a8", "한국"),  # Hangul jamo
        ("\ud558\u11ab\uad6d", "\ud55c\uad6d"),  # syllable plus a final jamo
        ("Vie\u0323\u0302t", "Việt"),  # two stacked marks (Vietnamese)
        ("Vie\u0302\u0323t", "Việt"),  # the same marks in the other order
    ],
    ids=["latin", "german", "turkish", "greek", "cyrillic-i", "cyrillic-yo", "hangul", "hangul-lv-t", "vi", "vi-reordered"],
)
def test_letters_written_with_combining_accents_fold_to_the_precomposed_letter(
    decomposed: str, composed: str
) -> None:
    assert fold(decomposed) == fold(composed)


def test_composed_accent_maps_back_to_the_letter_and_its_accent() -> None:
    f = fold_match("cafe\u0301 noir")
    assert f.text == "café noir"
    assert f.to_original(3, 4) == (3, 5)
    assert f.to_original(0, 4) == (0, 5)
    assert f.to_original(5, 9) == (6, 10)


# --------------------------------------------------------------------------
# fold_match: what is NOT folded (other encodings stay different)
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "quoted, written",
    [
        ("x\u00b2 test", "x2 test"),  # superscript digit
        ("\u3131\u314f", "\u1100\u1161"),  # Hangul compatibility jamo
        ("x\u2081 test", "x1 test"),  # subscript digit
        ("\u24d0\u24d1", "ab"),  # circled letters
        ("\u00bd dose", "1\u20442 dose"),  # vulgar fraction
        ("20 \u33a1", "20 m2"),  # a square unit holding a superscript: it stays one
        ("\u2116 5", "No 5"),  # numero sign: a sign, no letters
        ("\u2474 yes", "(1) yes"),  # parenthesized numeral: a list mark
    ],
    ids=["superscript", "compat-jamo", "subscript", "circled", "fraction", "square-squared", "numero", "parenthesized"],
)
def test_characters_equal_only_under_nfkc_are_not_folded_together(quoted: str, written: str) -> None:
    assert unicodedata.normalize("NFKC", quoted) == unicodedata.normalize("NFKC", written)
    assert unicodedata.normalize("NFC", quoted) != unicodedata.normalize("NFC", written)
    assert fold(quoted) != fold(written)


@pytest.mark.parametrize(
    "quoted, written",
    [
        ("\ufb01nal results", "final results"),  # ligature: full case folding spells it out
        ("10\u00b5g dose", "10\u03bcg dose"),  # micro sign: case folds to Greek mu
        ("\u0958\u093e\u0928\u0942\u0928", "\u0915\u093c\u093e\u0928\u0942\u0928"),  # Devanagari nukta: canonical
        ("\u0623\u062d\u0645\u062f", "\u0627\u0654\u062d\u0645\u062f"),  # Arabic hamza above: canonical
        ("\uff76\uff80\uff76\uff85", "\u30ab\u30bf\u30ab\u30ca"),  # half-width katakana: a width form
        ("\uff76\uff9e\uff77\uff9e", "\u30ac\u30ae"),  # half-width voiced sound mark composes
        ("\u8c48", "\uf900"),  # CJK compatibility ideograph: a canonical singleton
        ("\U0001d427\U0001d428\U0001d42d", "not"),  # mathematical bold letters: a font
        ("\U0001d7d3 mg", "5 mg"),  # mathematical bold digit: a font
        ("\U0001d400\U0001d401", "ab"),  # mathematical bold capitals fold their case too
        ("\ufefb", "\u0644\u0627"),  # Arabic presentation form of lam-alef: a shape
        ("\ufe8d\ufedf\ufedc\ufe98\ufe8e\ufe8f", "\u0627\u0644\u0643\u062a\u0627\u0628"),  # contextual shapes
        ("5 \u338e", "5 mg"),  # a unit squeezed into one square cell
        ("\u3395", "\u03bcl"),  # a square unit whose letter is itself in a font (\u2113)
        ("20 \u33a1", "20 m\u00b2"),  # a square unit holding a superscript
        ("\u0133s", "ijs"),  # Dutch ij ligature
        ("\u01c6ep", "d\u017eep"),  # a digraph letter
        ("\u309f", "\u3088\u308a"),  # hiragana digraph yori
        ("\u2163 phase", "IV phase"),  # a Roman numeral drawn as one character: its letters
        ("Chapter \u216b", "Chapter XII"),
    ],
    ids=["ligature", "micro", "devanagari", "arabic", "halfwidth-kana", "halfwidth-dakuten", "cjk-compat", "math-bold",
         "math-digit", "math-capitals", "arabic-presentation", "arabic-shapes", "square-unit", "square-font", "square-superscript", "ij", "dz", "yori", "roman", "roman-twelve"],
)
def test_case_folding_canonical_equivalents_and_width_forms_fold_together(quoted: str, written: str) -> None:
    assert fold(quoted) == fold(written)


@pytest.mark.parametrize(
    "quote, source",
    [
        ("grew by x\u00b2 units", "It grew by x2 units overall."),
        ("\U0001d42d\U0001d428 \U0001d7d1\U0001d7d0 m\u00b2", "It grew to 20 m2 in May."),
    ],
    ids=["superscript", "math-digits-superscript"],
)
def test_quotation_differing_only_in_another_encoding_is_not_verified(quote: str, source: str) -> None:
    v = verify_quote(quote, source)
    assert v.verified is False


@pytest.mark.parametrize(
    "quote, source",
    [
        ("the \ufb01nal results", "We report the final results today."),
        ("a dose of 10\u00b5g", "Patients took a dose of 10\u03bcg in all."),
        ("\u0958\u093e\u0928\u0942\u0928 \u092c\u0928\u093e", "\u0915\u093c\u093e\u0928\u0942\u0928 \u092c\u0928\u093e \u0925\u093e\u0964"),
        ("\u0627\u0654\u062d\u0645\u062f \u0630\u0647\u0628", "\u0623\u062d\u0645\u062f \u0630\u0647\u0628 \u0625\u0644\u0649 \u0627\u0644\u0633\u0648\u0642"),
        ("\uff76\uff80\uff76\uff85\u3067\u66f8\u304f", "\u30ab\u30bf\u30ab\u30ca\u3067\u66f8\u304f\u3002"),
    ],
    ids=["ligature", "micro", "devanagari", "arabic", "halfwidth-kana"],
)
def test_quotation_differing_only_in_case_folding_canonical_form_or_width_is_verified(quote: str, source: str) -> None:
    assert verify_quote(quote, source).verified is True


# --------------------------------------------------------------------------
# The folds, end to end, in many languages
# --------------------------------------------------------------------------

FORGIVEN = [
    # (lang, quote, source)
    ("en", "\u201cRevenue rose \u2014 sharply\u201d", 'Revenue rose - sharply in May.'),
    ("en", "REVENUE   ROSE", "In May revenue rose."),
    ("de", "\u201eDer Umsatz stieg\u201c", "Der  Umsatz\nstieg im Mai."),
    ("de", "Mu\u0308ller berichtete", "Müller berichtete gestern."),
    ("fr", "\u00ab\u00a0le chiffre d\u2019affaires\u00a0\u00bb", "En mai, le chiffre d'affaires a augmenté."),
    ("fr", "a augmente\u0301", "le chiffre d'affaires a augmenté en mai"),
    ("ru", "\u00abвыручка выросла\u00bb", "В мае выручка выросла на 5%."),
    ("ru", "и\u0306од", "Раствор содержит йод и соль."),
    ("el", "\u00abτα έσοδα αυξήθηκαν\u00bb", "Τον Μάιο τα έσοδα αυξήθηκαν."),
    ("el", "τα ε\u0301σοδα", "Τον Μάιο τα έσοδα αυξήθηκαν."),
    ("tr", "\u201cgelirler arttı\u201d", "Mayıs ayında gelirler arttı."),
    ("tr", "s\u0327irket", "Bu şirket büyüdü."),
    ("ar", "\u00abارتفعت الإيرادات\u00bb", "في مايو ارتفعت الإيرادات بنسبة 5%."),
    ("he", "\u201cההכנסות עלו\u201d", "בחודש מאי ההכנסות עלו ב-5%."),
    ("hi", "\u201cराजस्व बढ़ा\u201d", "मई में राजस्व बढ़ा।"),
    ("bn", "\u201cআয় বেড়েছে\u201d", "মে মাসে আয় বেড়েছে।"),
    ("zh", "\u300c收入增长\u300d", "五月收入增长了。"),
    ("zh", "收入\u3000增长", "五月收入 增长了。"),
    ("ja", "\u300e売上が増えた\u300f", "五月に売上が増えた。"),
    ("ja", "売上は\uff15%増えた", "五月に売上は5%増えた。"),
    ("ko", "\u201c매출이 증가했다\u201d", "5월에 매출이 증가했다."),
    ("ko", "\u1106\u1162\u110e\u116e\u11af\u110b\u1175", "5월에 매출이 증가했다."),
    ("th", "\u201cรายได้เพิ่มขึ้น\u201d", "ในเดือนพฤษภาคมรายได้เพิ่มขึ้น"),
    ("en", "\uff32\uff45\uff56\uff45\uff4e\uff55\uff45 rose \uff03\uff11", "Revenue rose #1 in May."),
]


@pytest.mark.parametrize("lang, quote, source", FORGIVEN, ids=[f"{r[0]}-{i}" for i, r in enumerate(FORGIVEN)])
def test_typographic_differences_are_forgiven_in_every_language(lang: str, quote: str, source: str) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is True, v.reason


NOT_FORGIVEN = [
    # the same folds never hide a change of content
    ("en", "Revenue rose 15%", "Revenue rose 16% in May."),
    ("de", "Der Umsatz fiel", "Der Umsatz stieg im Mai."),
    ("ru", "выручка упала", "В мае выручка выросла."),
    ("el", "τα έξοδα αυξήθηκαν", "Τον Μάιο τα έσοδα αυξήθηκαν."),
    ("zh", "收入下降", "五月收入增长了。"),
    ("ja", "売上は\uff16%増えた", "五月に売上は5%増えた。"),
]


@pytest.mark.parametrize("lang, quote, source", NOT_FORGIVEN, ids=[r[0] for r in NOT_FORGIVEN])
def test_folding_does_not_forgive_changed_words_or_digits(lang: str, quote: str, source: str) -> None:
    assert verify_quote(quote, source, lang).verified is False


# --------------------------------------------------------------------------
# Folded.to_original
# --------------------------------------------------------------------------


def test_to_original_maps_across_deleted_quote_marks() -> None:
    original = "the \u2018new\u2019 drug"
    f = fold_match(original)
    assert f.text == "the new drug"
    i = f.text.index("new")
    s, e = f.to_original(i, i + 3)
    assert original[s:e] == "new"
    s, e = f.to_original(0, len(f.text))
    assert original[s:e] == original


def test_to_original_maps_a_collapsed_space_to_the_whole_run() -> None:
    original = "alpha \u00a0\t  beta"
    f = fold_match(original)
    assert f.text == "alpha beta"
    assert f.to_original(5, 6) == (5, 10)
    s, e = f.to_original(6, 10)
    assert original[s:e] == "beta"


def test_to_original_maps_every_folded_character_into_the_original() -> None:
    original = "\u201cR\u00e9sum\u00e9\u201d \u2014 TWO\u3000spaces, e\u0301te\u0301 **bold** \uff11\uff12"
    f = fold_match(original)
    assert isinstance(f, Folded)
    assert len(f.starts) == len(f.text) == len(f.ends)
    for k in range(len(f.text)):
        s, e = f.to_original(k, k + 1)
        assert 0 <= s < e <= len(original)
        assert fold(original[s:e]) == f.text[k]


def test_to_original_of_an_empty_slice_is_an_empty_range() -> None:
    f = fold_match("abc")
    assert f.to_original(1, 1) == (1, 1)
    assert f.to_original(3, 3) == (3, 3)


def test_markdown_bold_markers_are_removed_with_their_offsets_kept() -> None:
    original = "rose **sharply** in May"
    f = fold_match(original)
    assert f.text == "rose sharply in may"
    i = f.text.index("sharply")
    s, e = f.to_original(i, i + len("sharply"))
    assert original[s:e] == "sharply"


def test_significance_stars_after_a_number_are_kept() -> None:
    # (the spaces around "=" go: spacing between a figure and its sign is typography)
    assert fold("p = 0.45** and 0.30**") == "p=0.45** and 0.30**"


def test_a_word_broken_at_a_line_end_is_joined() -> None:
    assert fold("investi-\ngator") == "investigator"


def test_a_range_broken_at_a_line_end_keeps_its_hyphen() -> None:
    assert fold("aged 18-\n65 years") == "aged 18-65 years"


def test_fold_match_rejects_non_text() -> None:
    with pytest.raises(TypeError, match="text"):
        fold_match(5)  # type: ignore[arg-type]


# --------------------------------------------------------------------------
# fold_edit: the wider view
# --------------------------------------------------------------------------


def test_both_views_spell_out_ligatures_by_full_case_folding() -> None:
    assert fold_edit("\ufb01nal").text == "final"
    assert fold_match("\ufb01nal").text == "final"


def test_both_views_drop_soft_hyphens_and_zero_width_characters() -> None:
    assert fold_edit("inter\u00adna\u200btional").text == "international"
    assert fold_match("inter\u00adna\u200btional").text == "international"


def test_edit_view_joins_a_hyphen_between_letters() -> None:
    assert fold_edit("investigator-blinded").text == "investigatorblinded"


def test_katakana_prolonged_sound_mark_is_not_a_dash() -> None:
    assert fold("\u30ab\u30fc\u30c6\u30f3") != fold("\u30ab-\u30c6\u30f3")
    assert verify_quote("\u30ab-\u30c6\u30f3", "\u30ab\u30fc\u30c6\u30f3\u3092\u9589\u3081\u305f\u3002").verified is False


@pytest.mark.parametrize(
    "invisible", ["\u00ad", "\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u2060", "\ufeff"],
    ids=lambda s: f"U+{ord(s):04X}",
)
def test_invisible_characters_inside_a_word_are_out_of_the_match_view(invisible: str) -> None:
    f = fold_match(f"inter{invisible}national 5")
    assert f.text == "international 5"
    assert f.to_original(0, 13) == (0, 14)  # the word's offsets include the invisible character
    assert f.to_original(14, 15) == (15, 16)


from hypothesis import example, given, settings
from hypothesis import strategies as st

from spacy_quoteverify.text.fold import fold_match_text

_FOLD_ALPHABET = st.sampled_from(
    list("aZ 9-*\n\t.,'\"") + ["&#39;", "&amp;", "&amp;lt;", "&rsquo;", "&shy;", "&nbsp;", "&foo;", "\\'", "\\ud83d\\ude00", "\\ud83d", "\\q", "&",
     "\u2f46", "\u2f63", "\u0640", "\u0e4d", "\u0e32", "\u0e49", "\u0e19\u0e4d\u0e49\u0e32", "\u0ecd\u0eb2", "\u201c", "\u2014", "\u2212", "\u00a0", "\u3000", "\uff21", "\uff12", "\u0301",
     "\u1100", "\u1161", "\u11a8", "\u0130", "\u03a3", "\u03c2", "\u6536", "\u0e44", "\u00e9", "**", "\ufb01", "\ud800",
     "\u200b", "\u1f71", "\u00df", "\uff05", "\uff0e", "\uff76", "\uff9e", "I\u0307", "\u0958", "\u0e51", "\u00b7"]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_FOLD_ALPHABET, max_size=40).map("".join))
def test_text_only_folding_equals_the_folding_with_offsets(text: str) -> None:
    assert fold_match_text(text) == fold_match(text).text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=0x7F), max_size=60))
def test_text_only_folding_of_ascii_equals_the_folding_with_offsets(text: str) -> None:
    assert fold_match_text(text) == fold_match(text).text


@settings(max_examples=500, deadline=None)
@given(st.lists(st.one_of(_FOLD_ALPHABET, st.characters()), max_size=40).map("".join))
def test_replacing_the_changed_characters_equals_str_translate(text: str) -> None:
    from spacy_quoteverify import charclasses
    from spacy_quoteverify.text import fold as F

    assert F._translate_match(text) == text.translate(charclasses.match_translation())


def test_every_changed_character_is_replaced_as_the_table_says() -> None:
    from spacy_quoteverify import charclasses
    from spacy_quoteverify.text import fold as F

    table = charclasses.match_translation()
    assert F._match_replacements()[2], "the match view's table must be idempotent"
    bmp = "".join(chr(cp) for cp in range(0x10000) if not 0xD800 <= cp < 0xE000)
    assert F._translate_match(bmp) == bmp.translate(table)


# --------------------------------------------------------------------------
# The fast folding against the plain dense reference (tests/reference_fold.py)
# --------------------------------------------------------------------------

import numpy as np
from reference_fold import fold_reference

from spacy_quoteverify.text import fold as normalize
from spacy_quoteverify.text.fold import OffsetMap

_RULE_ALPHABET = st.sampled_from(
    list("ab cé\n\t-\u2013\u2014\u2010\u00ad*'\"\u2019\u201c0123 .,:;\\")
    + ["&#39;", "&amp;", "&amp;lt;", "&rsquo;", "&shy;", "&nbsp;", "&foo;", "\\'", "\\ud83d\\ude00", "\\ud83d", "\\q", "&",
     "\u2f46", "\u2f63", "\u0640", "\u0e4d", "\u0e32", "\u0e49", "\u0e19\u0e4d\u0e49\u0e32", "\u0ecd\u0eb2", "\u0301", "\u0308", "\ufb01", "\u017f", "\\n", "\\u0041", "\u0130", "\u03a3", "\u6771", "\u0e44", "\u3000",
       "\u1112", "\u1161", "\u11ab", "**", "\u00a0", "\u200b", "\uff21", "\ud800", "\U0001e4f5", "\u1c90", "-\n", " \n\n",
       "\u00df", "\u1e9e", "\u0390", "\u1f71", "\uff0e", "\uff76\uff9e", "I\u0307", "\u0323", "\u0302", "\ufe0f", "\u0958",
       "\u0e51", "\u0e44 ", " \u6771", "12%", "2**5", "h\u00f2a", "tho\u1ea3", "o\u0309e", "q\u1ee7y", "Th\u1ee6Y", "\u00f2"]
)


def _same_as_reference(text: str, edit_view: bool) -> None:
    f = normalize._fold(text, edit_view)
    ref_text, ref_starts, ref_ends = fold_reference(text, edit_view)
    starts, ends = f.offsets.dense()
    assert f.text == ref_text
    assert starts.tolist() == ref_starts.tolist()
    assert ends.tolist() == ref_ends.tolist()


@settings(max_examples=400, deadline=None)
@given(st.lists(_RULE_ALPHABET, max_size=60).map("".join), st.booleans())
def test_folding_equals_the_dense_reference(text: str, edit_view: bool) -> None:
    _same_as_reference(text, edit_view)


@settings(max_examples=300, deadline=None)
@given(st.lists(_RULE_ALPHABET, max_size=60).map("".join), st.booleans(), st.sampled_from([1, 2, 5]))
def test_folding_in_tiny_blocks_with_the_numpy_scan_equals_the_dense_reference(
    text: str, edit_view: bool, block: int
) -> None:
    # Blocks of one to five characters put every rule and every run of spaces across a block edge.
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(normalize, "BLOCK_CHARS", block)
        mp.setattr(normalize, "SMALL_TEXT", 0)
        _same_as_reference(text, edit_view)


@settings(max_examples=200, deadline=None)
@given(st.lists(_RULE_ALPHABET, max_size=40).map("".join) | st.text(max_size=60), st.booleans(), st.sampled_from([0, 10**9]))
def test_folding_with_or_without_the_search_for_a_changed_character_equals_the_dense_reference(
    text: str, edit_view: bool, least: int
) -> None:
    # The table leaves the characters the search looks for as they are: reading every text
    # through it (0) or searching every text first gives the same view.
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(normalize, "_TABLE_UNSEARCHED", least)
        _same_as_reference(text, edit_view)


@settings(max_examples=300, deadline=None)
@given(st.lists(_RULE_ALPHABET, max_size=40).map("".join) | st.text(max_size=40), st.booleans(), st.data())
def test_positions_read_by_bisect_equal_those_read_by_numpy(text: str, edit_view: bool, data: st.DataObject) -> None:
    F = normalize._fold(text, edit_view)
    offsets = data.draw(st.lists(st.integers(-2, len(text) + 3), max_size=40))
    expected = F.positions_of(offsets).tolist()
    assert F.offsets.positions_list(offsets) == expected
    assert F.positions_list(offsets) == expected
    assert F.positions_list(np.asarray(offsets, dtype=np.int64)) == expected


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(list(" \t\n\u00a0\u3000a1\"'\u201c\u00ab\u00bb:;?!\uff1a\u203c")), max_size=30).map("".join) | st.text(max_size=30))
def test_the_first_look_for_a_spaced_clause_mark_equals_its_pattern(text: str) -> None:
    assert normalize._has_spaced_clause_mark(text) == (normalize._CLAUSE_MARK_HINT.search(text) is not None)


def test_the_clause_mark_look_reads_white_space_and_quote_marks_as_its_pattern_does() -> None:
    from spacy_quoteverify import charclasses

    every = charclasses.every_character()
    before = {c for c in every if c.isspace() or c in charclasses.QUOTE_MARKS}
    assert before == {m.group()[0] for m in normalize._CLAUSE_MARK_HINT.finditer("".join(c + ":" for c in every))}


def test_the_first_look_tables_hold_the_characters_of_their_classes() -> None:
    import regex

    from spacy_quoteverify import charclasses

    every = charclasses.every_character()
    dash_class = regex.compile(f"[{normalize._DASH}]")
    dashes = {ord(c) for c in dash_class.findall(every)}
    assert set(np.flatnonzero(normalize._dash_table()).tolist()) == dashes
    assert all(normalize._DASH_PAIR.fullmatch(chr(cp) * 2) for cp in dashes)
    spelled = {ord(c) for c in charclasses.EXPANSION_RE.findall(every)}
    assert set(np.flatnonzero(normalize._expansion_table()).tolist()) == spelled


@settings(max_examples=300, deadline=None)
@given(
    st.lists(_RULE_ALPHABET, max_size=60).map("".join) | st.text(max_size=60),
    st.sampled_from([0, 10**9]),
    st.sampled_from([1, 2, 3, 7, normalize.BLOCK_CHARS]),
)
def test_the_first_looks_through_a_table_equal_the_searches(text: str, least: int, block: int) -> None:
    from spacy_quoteverify import charclasses

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(normalize, "_TABLE_LOOK_CHARS", least)
        mp.setattr(normalize, "BLOCK_CHARS", block)  # the table is read block by block
        assert normalize._has_dash_pair(text) == (normalize._DASH_PAIR.search(text) is not None)
        spelled = normalize._expansion_edits(text)
        assert normalize._spells_out(text) == (charclasses.EXPANSION_RE.search(text) is not None)
    assert spelled == [(m.start(), m.end(), charclasses.EXPANSIONS[m.group()]) for m in charclasses.EXPANSION_RE.finditer(text)]


_FOOTNOTE_ALPHABET = st.sampled_from(list("a 1[]\uff3b\uff11\u00b9\u00b2\u2074\u0663.,") + ["[3]", "\u00b9\u207b\u00b3"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_FOOTNOTE_ALPHABET, max_size=30).map("".join) | st.text(max_size=30), st.integers(0, 30), st.integers(0, 30))
def test_the_first_look_for_a_footnote_mark_equals_its_pattern(text: str, start: int, end: int) -> None:
    assert normalize._may_hold_footnote(text, start, end) == (normalize._FOOTNOTE_HINT.search(text, start, end) is not None)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=80), st.booleans())
@example("<FONT>", False)
@example('not <b>really</b> safe<br/>x<sup>2</sup> <a href="?a=1&amp;b=2">&amp;</a><p>y</p>', True)
def test_folding_any_text_equals_the_dense_reference(text: str, edit_view: bool) -> None:
    _same_as_reference(text, edit_view)


def test_folding_a_long_text_with_every_rule_equals_the_dense_reference() -> None:
    piece = "Sales rose \u201c12%\u201d \u2014 **bold** in-\nvestors 18-\n65 5\u201910 \u6771\u4eac \u3000\u6771 e\u0301 \ufb01  x.\n\n"
    text = piece * 400  # over SMALL_TEXT, several blocks when they are small
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(normalize, "BLOCK_CHARS", 997)
        for edit_view in (False, True):
            _same_as_reference(text, edit_view)


def test_offset_map_of_prose_is_a_small_fraction_of_dense_arrays() -> None:
    text = ("Revenue rose to 45.2 million dollars in the second quarter. " * 40 + "\n\n") * 50
    f = fold_match(text)
    assert f.offsets.nbytes * 100 < 8 * len(f.text)


def test_offset_map_from_edits_maps_replacements_and_the_text_around_them() -> None:
    # "a" + "XY" (for "bc") + "d" + "" (for "e") + "f"
    m = OffsetMap.from_edits(6, [(1, 3, "XY"), (4, 5, "")])
    assert m.size == 5
    starts, ends = m.dense()
    assert starts.tolist() == [0, 1, 1, 3, 5]
    assert ends.tolist() == [1, 3, 3, 4, 6]


def test_offset_maps_compose_like_their_dense_arrays() -> None:
    inner = OffsetMap.from_removed(8, np.array([0, 3, 4]))
    outer = OffsetMap.from_edits(10, [(2, 4, "Z"), (6, 7, "PQR")])
    both = inner.then(outer)
    i_s, i_e = inner.dense()
    o_s, o_e = outer.dense()
    s, e = both.dense()
    assert s.tolist() == o_s[i_s].tolist()
    assert e.tolist() == o_e[i_e - 1].tolist()


def test_positions_of_counts_folded_characters_starting_before_each_offset() -> None:
    f = fold_match("a \u201cbb\u201d  c")
    starts, _ = f.offsets.dense()
    for p in range(len(f.original) + 2):
        assert f.positions_of([p]).tolist() == [int(np.searchsorted(starts, p))]


def test_starts_and_ends_index_like_arrays() -> None:
    f = fold_match("x  \u201cy\u201d z")
    starts, ends = f.offsets.dense()
    assert len(f.starts) == len(starts)
    assert f.starts[-1] == starts[-1] and f.ends[0] == ends[0]
    assert f.starts[1:3].tolist() == starts[1:3].tolist()
    assert np.asarray(f.ends).tolist() == ends.tolist()
    with pytest.raises(IndexError, match="out of range"):
        f.starts[len(f.text)]


_UNSPACED_ALPHABET = st.sampled_from(
    list("\u6771\u4eac\u3042\u30ab\u30fc\u3005\u0e44\u0e17\u0ea5\u1780\u1000a1 \n\t\u3000\u00a0\x1c\x1f\u201c\u300c'-")
    + ["\u2f46", "\u2f00", "\u0e4d", "\u0e32", "\u0e19\u0e4d\u0e49\u0e32", "*", "**", "\u200b", "\u4e00", "\u0e51", "7", "%", "12%)", "\uff11", "\u0301", "\u0e48"]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_UNSPACED_ALPHABET, max_size=40).map("".join), st.booleans())
def test_line_breaks_inside_unspaced_scripts_fold_like_the_reference(text: str, numpy_scan: bool) -> None:
    with pytest.MonkeyPatch.context() as mp:
        if numpy_scan:
            mp.setattr(normalize, "SMALL_TEXT", 0)
        _same_as_reference(text, False)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(list("ab Z-9'\"*\\\n\t.") + ["an-d", "1-2", "\\n", "x\u00e9"]), max_size=40).map("".join))
def test_edit_view_reused_from_the_match_view_equals_folding_anew(text: str) -> None:
    reused = normalize.fold_edit_like(fold_match(text))
    fresh = fold_edit(text)
    assert reused.text == fresh.text
    assert [a.tolist() for a in reused.offsets.dense()] == [a.tolist() for a in fresh.offsets.dense()]


#: Characters of every kind the two views treat alike or apart: letters of several scripts,
#: expansions (sharp s, a ligature, j with caron whose expansion ends in a combining mark),
#: hyphens and dashes between letters, escapes, marks, invisible and unspaced characters.
_BOTH_VIEWS_ALPHABET = st.sampled_from(
    list("ab Z-9'\"*\\\n\t.\u00df\ufb01\u01f0\u0130\u2010\u2011\u2014\u2212\uff0d\u00ad\u0301\u200b")
    + list("\u0436\u03c2\u05d0\u0627\u0928\u0e44\u6771\u3042\u1100\u00e9\u1e9e\u0149\u2019")
    + ["&#39;", "&amp;", "&amp;lt;", "&rsquo;", "&shy;", "&nbsp;", "&foo;", "\\'", "\\ud83d\\ude00", "\\ud83d", "\\q", "&",
     "\u2f46", "\u2f63", "\u0640", "\u0e4d", "\u0e32", "\u0e49", "\u0e19\u0e4d\u0e49\u0e32", "\u0ecd\u0eb2", "an-d", "\u0436-\u0436", "\u00df-a", "\u01f0-a", "\\n", "\\u00e9", "1-2", "**", "\u1100-\u1161", "e-\u0301"]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_BOTH_VIEWS_ALPHABET, max_size=40).map("".join))
def test_edit_view_reused_in_any_script_equals_folding_anew(text: str) -> None:
    reused = normalize.fold_edit_like(fold_match(text))
    fresh = fold_edit(text)
    assert reused.text == fresh.text
    assert [a.tolist() for a in reused.offsets.dense()] == [a.tolist() for a in fresh.offsets.dense()]
    every = list(range(len(text) + 1))
    assert reused.positions_of(every).tolist() == fresh.positions_of(every).tolist()


@pytest.mark.parametrize(
    "text, reused",
    [("Число 12 и café", True), ("東京\u3000大阪", True), ("Straße", True), ("lange-Straße", False),
     ("\u0436-\u0436", False), ("a\\nb", False)],
)
def test_edit_view_is_the_match_view_without_escapes_or_joining_hyphens(text: str, reused: bool) -> None:
    match_view = fold_match(text)
    assert (normalize.fold_edit_like(match_view) is match_view) is reused


@pytest.mark.parametrize(
    "text", ["Сан-Франциско и робот-курьер", "gnome-terminal \u2014 start\u2010up", "\u1100-\u1161 x-y", "Stra\u00dfe-x a-b"]
)
def test_edit_view_cut_from_the_match_view_equals_folding_anew(text: str) -> None:
    derived = normalize.fold_edit_like(fold_match(text))
    fresh = fold_edit(text)
    assert derived.text == fresh.text
    assert [a.tolist() for a in derived.offsets.dense()] == [a.tolist() for a in fresh.offsets.dense()]


@settings(max_examples=400, deadline=None)
@given(st.lists(_BOTH_VIEWS_ALPHABET, max_size=40).map("".join))
def test_joining_hyphens_read_on_the_text_are_those_of_the_expanded_text(text: str) -> None:
    staged = text
    expanded = normalize._expansion_edits(text)
    if expanded:
        staged, step = normalize._apply_edits(text, expanded)
        back = step.start
    else:
        back = int
    hints = normalize._hints(staged)
    reference = [back(a) for a, _, _ in normalize._confirmed(normalize._LETTER_HYPHEN, staged, hints.join_hyphen)]
    assert normalize._joining_hyphens(text) == reference


def test_no_expansion_is_or_writes_a_joining_hyphen() -> None:
    from spacy_quoteverify import charclasses

    assert normalize._EXPANSIONS_WITHOUT_HYPHENS
    for c, v in charclasses.EXPANSIONS.items():
        assert c not in normalize._JOIN_HYPHENS and not set(v) & set(normalize._JOIN_HYPHENS)


def test_folding_keeps_no_rewritten_copy_of_a_source() -> None:
    # Hints are kept for the caller's text only: an expanded copy would stay alive with them.
    text = "Stra\u00dfe " * 1000
    fold_match(text)
    assert all(seen is not None and "ss" not in seen for seen, _ in normalize._recent_hints[0])


def test_the_hint_places_pattern_is_the_table_s_special_characters() -> None:
    table = normalize._hint_table()
    special = set(np.flatnonzero(table & normalize._SPECIAL).tolist())
    matched = {cp for cp in range(0x110000) if not 0xD800 <= cp < 0xE000 and normalize._ANY_HINT_RE.match(chr(cp))}
    assert matched == special - set(range(0xD800, 0xE000))


_HINT_ALPHABET = st.sampled_from(
    list("ab 1\n\t-\u2013\u2010\u00ad*'\"\u201c\u00a0\u200b\u6771\u0e44\u3000\ud800\U0001e4f5x\ufe0f\U000e0041")
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_HINT_ALPHABET, max_size=120).map("".join), st.sampled_from([0, 3, 64]))
def test_hints_read_place_by_place_equal_the_numpy_scan(text: str, sparse: int) -> None:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(normalize, "SMALL_HINTS", 0)
        mp.setattr(normalize, "SPARSE_HINTS", sparse)
        assert normalize._hints(text) == normalize._hints_blocks(text)
    assert normalize._hints(text) == normalize._hints_blocks(text)
    assert normalize._hints_re(text) == normalize._hints_blocks(text)


@settings(max_examples=400, deadline=None)
@given(st.lists(_HINT_ALPHABET, max_size=120).map("".join) | st.text(max_size=60))
def test_the_joining_hyphen_hints_alone_equal_those_of_every_hint(text: str) -> None:
    assert list(normalize._join_hyphen_hints(text)) == list(normalize._hints(text).join_hyphen)
    assert list(normalize._join_hyphen_hints(text)) == list(normalize._hints_blocks(text).join_hyphen)


@settings(max_examples=400, deadline=None)
@given(st.lists(_HINT_ALPHABET, max_size=40).map("".join) | st.text(max_size=40))
def test_unspaced_spaces_and_dropped_characters_are_found_where_their_patterns_find_them(text: str) -> None:
    assert normalize._unspaced_space_places(text) == [m.start() for m in normalize._HINT_RES[-1].finditer(text)]
    assert normalize._dropped_places(text) == [m.start() for m in normalize._DROPPED_RE.finditer(text)]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=0x7F), max_size=60), st.booleans())
def test_ascii_folding_through_bytes_equals_str_translate(text: str, edit_view: bool) -> None:
    from spacy_quoteverify import charclasses

    via_bytes = text.encode("ascii").translate(charclasses.ascii_kept_bytes(edit_view)).decode("ascii")
    assert via_bytes == text.translate(charclasses.kept_translation(edit_view))


# --------------------------------------------------------------------------
# Characters, read from the Unicode database: what does not show, canonical
# equivalents, full case folding, width forms
# --------------------------------------------------------------------------

import sys

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang.negation import find_negation


def _every_char() -> str:
    return "".join(chr(cp) for cp in range(sys.maxunicode + 1) if not 0xD800 <= cp <= 0xDFFF)


def test_the_character_properties_lie_in_the_planes_the_tables_read() -> None:
    every = _every_char()
    outside = regex.findall(
        r"[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Word_Break=MidLetter}\p{Changes_When_Casefolded}"
        r"\p{NFC_Quick_Check=No}\p{NFC_Quick_Check=Maybe}\P{ccc=0}\p{Decomposition_Type=Canonical}"
        r"\p{Decomposition_Type=Wide}\p{Decomposition_Type=Narrow}]",
        every,
    )
    inside = [ch for ch in outside if any(a <= ord(ch) <= b for a, b in charclasses.PROPERTY_PLANES)]
    assert outside == inside


def test_invisible_characters_are_format_controls_and_default_ignorables_but_no_printed_mark() -> None:
    assert {"\u00ad", "\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u2060", "\ufeff", "\u061c"} <= charclasses.INVISIBLE
    assert {"\ufe0f", "\U000e0041", "\u034f"} <= charclasses.INVISIBLE  # variation selector, tag, grapheme joiner
    assert "\u0600" not in charclasses.INVISIBLE  # ARABIC NUMBER SIGN: a format character that is printed
    assert not any(ch.isspace() for ch in charclasses.INVISIBLE)
    letters = [ch for ch in charclasses.INVISIBLE if ch.isalnum()]
    assert letters and all("FILLER" in unicodedata.name(ch) for ch in letters)  # Hangul fillers only


def test_the_table_deletes_quote_marks_invisible_characters_and_elongation_only() -> None:
    # The short-text paths cut out exactly these sets; the table must agree.
    for view in (False, True):
        deleted = set(charclasses.deleted_chars(view))
        assert deleted == set(charclasses.QUOTE_MARKS | charclasses.INVISIBLE | charclasses.ELONGATION)


def test_every_invisible_character_inside_a_word_folds_away_in_both_views() -> None:
    for ch in sorted(charclasses.INVISIBLE):
        text = f"did n{ch}ot reduce"
        assert fold_match_text(text) == "did not reduce", f"U+{ord(ch):04X}"
        assert fold_match(text).text == "did not reduce", f"U+{ord(ch):04X}"
        assert fold_edit(text).text == "did not reduce", f"U+{ord(ch):04X}"


def test_no_assigned_invisible_character_hides_a_negation_or_a_word() -> None:
    source_of = "The drug did n{}ot reduce mortality in the trial."
    for ch in sorted(charclasses.INVISIBLE):
        if unicodedata.category(ch) == "Cn":
            continue  # unassigned (tags, reserved): the fold test above covers them
        source = source_of.format(ch)
        assert find_negation(fold_match_text(source), "en") == "not"
        for lang in (None, "en"):
            elided = verify_quote("The drug \u2026 reduce mortality", source, lang)
            assert elided.verified is False and elided.reason == "negation_elided", f"U+{ord(ch):04X}"
        whole = verify_quote("The drug did not reduce mortality", source)
        assert whole.verified is True, f"U+{ord(ch):04X}"
        assert source[whole.start : whole.end].replace(ch, "") == "The drug did not reduce mortality"


def test_every_canonical_equivalent_folds_alike() -> None:
    checked = 0
    for ch in _every_char():
        if unicodedata.category(ch) in ("Cn", "Co", "Cs"):
            continue
        nfd = unicodedata.normalize("NFD", ch)
        nfc = unicodedata.normalize("NFC", ch)
        if nfd != ch or nfc != ch:
            assert fold_match_text(nfd) == fold_match_text(ch) == fold_match_text(nfc), f"U+{ord(ch):04X}"
            assert fold_match(nfd).text == fold_match(ch).text, f"U+{ord(ch):04X}"
            checked += 1
    assert checked > 10000  # Hangul syllables, accented letters, singletons


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(
    ["e", "i", "\u0301", "\u0302", "\u0323", "\u0307", "\u093c", "\u0928", "\u0915", "\u094d", "\u1100", "\u1161",
     "\u11a8", "\uac00", "\u00e9", "\u1ec7", "\u0344", "\u1f71", "\u05b8", "\u05b4", "\u0e48", "\u0e38", " ", "a"]
), max_size=40).map("".join))
def test_canonical_runs_of_a_long_text_equal_the_normalizer(text: str) -> None:
    # The NumPy search for places to normalize (long texts) against NFC of the whole text.
    long = (text + " ") * (normalize.SMALL_TEXT // (len(text) + 1) + 1)
    folded, _ = normalize._apply_edits(long, normalize._canonical_edits_long(long))
    assert folded == normalize._canonical(long)


def test_folding_is_unicode_canonical_caseless_matching() -> None:
    # Unicode's canonical caseless match: NFD(casefold(NFD(x))). Folding gives the same text
    # for every character whose case folding or canonical form differs from itself.
    for ch in sorted(charclasses.CASE_FOLDED | charclasses.NOT_NFC):
        if ch == "\u0130":
            continue  # the Turkish capital folds to "i" (see the test below)
        caseless = unicodedata.normalize("NFD", unicodedata.normalize("NFD", ch).casefold())
        assert fold_match_text(ch) == fold_match_text(caseless), f"U+{ord(ch):04X}"


@pytest.mark.parametrize(
    "a, b",
    [
        ("\u03c0\u03bf\u03c4\u03ad", "\u03c0\u03bf\u03c4\u1f73"),  # Greek tonos and oxia
        ("\u0130stanbul", "I\u0307stanbul"),  # Turkish capital, precomposed and with a combining dot
        ("\u0130STANBUL", "istanbul"),
        ("MUTMASSLICHEN", "mutma\u00dflichen"),
        ("STRASSE", "Stra\u1e9ee"),  # capital sharp s
        ("\u1f08\u0399", "\u1f80"),  # Greek capital with prosgegrammeni
    ],
)
def test_canonical_equivalents_and_full_case_folding_are_equal(a: str, b: str) -> None:
    assert fold(a) == fold(b)
    assert fold_match_text(a) == fold_match_text(b)


def test_a_case_folding_expansion_maps_back_to_the_original_letter() -> None:
    original = "die mutma\u00dflichen T\u00e4ter"
    f = fold_match(original)
    assert f.text == "die mutmasslichen t\u00e4ter"
    i = f.text.index("mutmasslichen")
    s, e = f.to_original(i, i + len("mutmasslichen"))
    assert original[s:e] == "mutma\u00dflichen"
    j = f.text.index("ss")
    assert f.to_original(j, j + 1) == f.to_original(j + 1, j + 2) == (original.index("\u00df"), original.index("\u00df") + 1)


def test_every_width_form_folds_like_the_character_it_stands_for() -> None:
    forms = charclasses.width_forms()
    assert len(forms) == len(charclasses.WIDTH_FORMS) > 200
    for form, plain in forms.items():
        assert fold_match_text(f"a{form}b") == fold_match_text(f"a{plain}b"), f"U+{ord(form):04X}"
        assert fold_match(f"a{form}b").text == fold_match(f"a{plain}b").text, f"U+{ord(form):04X}"
    for cp in range(0x10000, sys.maxunicode + 1):  # every width form is in the table
        if not 0xD800 <= cp <= 0xDFFF:
            assert not unicodedata.decomposition(chr(cp)).startswith(("<wide>", "<narrow>"))


@pytest.mark.parametrize(
    "quote, source, lang",
    [
        ("of 45.2 million", "Revenue of \uff14\uff15\uff0e\uff12 million.", "en"),
        ("12%", "Sales grew \uff11\uff12\uff05 last year.", "en"),
        ("\uff11\uff12\uff05", "Sales grew 12% last year.", "en"),
        ("\u03c0\u03bf\u03c4\u03ad", "\u0394\u03b5\u03bd \u03ae\u03c1\u03b8\u03b5 \u03c0\u03bf\u03c4\u1f73 \u03b5\u03b4\u03ce.", "el"),
        ("I\u0307stanbul", "\u0130stanbul b\u00fcy\u00fck bir \u015fehir.", "tr"),
        ("MUTMASSLICHEN", "die mutma\u00dflichen T\u00e4ter", "de"),
        ("The drug did not reduce mortality", "The drug did n\u200bot reduce mortality.", "en"),
        ("\u9500\u552e\u989d\u589e\u957f\u4e86 12%", "\u9500\u552e\u989d\u589e\u957f\u4e8612%\u3002", "zh"),
        ("\u58f2\u4e0a\u306f 12% \u5897\u52a0\u3057\u305f", "\u58f2\u4e0a\u306f12%\u5897\u52a0\u3057\u305f\u3002", "ja"),
        ("\u0e22\u0e2d\u0e14\u0e02\u0e32\u0e22\u0e40\u0e1e\u0e34\u0e48\u0e21\u0e02\u0e36\u0e49\u0e19 12%",
         "\u0e22\u0e2d\u0e14\u0e02\u0e32\u0e22\u0e40\u0e1e\u0e34\u0e48\u0e21\u0e02\u0e36\u0e49\u0e1912%", "th"),
        ("\u0e1e\u0e34\u0e21\u0e1e\u0e4c **\u0e2b\u0e23\u0e37\u0e2d**\u0e2d\u0e31\u0e1b\u0e42\u0e2b\u0e25\u0e14\u0e25\u0e32\u0e22\u0e40\u0e0b\u0e47\u0e19",
         "\u0e27\u0e32\u0e14 \u0e1e\u0e34\u0e21\u0e1e\u0e4c \u0e2b\u0e23\u0e37\u0e2d\u0e2d\u0e31\u0e1b\u0e42\u0e2b\u0e25\u0e14\u0e25\u0e32\u0e22\u0e40\u0e0b\u0e47\u0e19\u0e02\u0e2d\u0e07\u0e04\u0e38\u0e13", "th"),
    ],
    ids=["fullwidth-decimal", "fullwidth-percent-source", "fullwidth-percent-quote", "greek-oxia", "turkish-dot",
         "sharp-s", "zwsp", "zh-space", "ja-space", "th-space", "th-bold"],
)
def test_typography_of_single_characters_is_forgiven(quote: str, source: str, lang: str) -> None:
    for code in (None, lang):
        v = verify_quote(quote, source, code)
        assert v.verified is True, (code, v.reason)


@pytest.mark.parametrize(
    "quote, source, reason",
    [
        ("The drug \u2026 reduce mortality", "The drug did n\u200bot reduce mortality.", "negation_elided"),
        ("5% in May", "Sales rose 2**5% in May**.", "number_cut"),
        ("Sales rose 2", "**Sales rose 2**5% in May.", "number_cut"),
        ("legi de metges", "el col\u00b7legi de metges", "word_cut"),
        ("el col", "el col\u00b7legi de metges", "word_cut"),
        ("legi de metges", "el col\u2027legi de metges", "word_cut"),
    ],
)
def test_characters_that_join_hide_or_bold_do_not_open_a_gap(quote: str, source: str, reason: str) -> None:
    for code in (None, "en"):
        v = verify_quote(quote, source, code)
        assert v.verified is False and v.reason == reason, (code, v.reason)


def test_significance_stars_and_spaced_bold_after_a_number_are_not_read_inside_it() -> None:
    assert fold("p = 0.45**, q = 0.30**") == "p=0.45**, q=0.30**"  # spacing around "=" is typography
    assert fold("rose **12%** in May") == "rose 12% in may"
    assert fold("rose 2**5% in May**") == "rose 25% in may"


@pytest.mark.parametrize(
    "digit",
    sorted(regex.findall(r"\p{Nd}", "".join(map(chr, range(0x30000))))),
    ids=lambda d: f"U+{ord(d):04X}",
)
def test_a_space_between_two_digits_of_an_unspaced_script_is_kept(digit: str) -> None:
    for letters in ("\u589e\u957f", "\u0e40\u0e1e\u0e34\u0e48\u0e21", "\u5897\u52a0"):
        assert fold(f"{letters}{digit} {digit}") == fold(f"{letters}{digit}") + f" {fold(digit)}"
        assert fold(f"{letters} {digit}{letters}") == fold(f"{letters}{digit}{letters}")


@pytest.mark.parametrize("numerals", ["\u4e00 \u4e8c", "\u5341 \u4e94", "\u0e51\u0e52 \u0e53\u0e54", "\u4e07 12", "\u4e24 3"])
def test_a_space_between_two_numerals_is_kept(numerals: str) -> None:
    assert " " in fold(numerals)


def test_a_sign_before_a_number_stays_apart_from_an_unspaced_script() -> None:
    assert fold("\u6536\u5165 -7%") == "\u6536\u5165 -7%"
    assert fold("\u6536\u5165 7%") == "\u6536\u51657%"


_COMPONENT_CASES = [
    # (quote, source, verified)
    ("of 45.2 million", "Revenue of \uff14\uff15\uff0e\uff12 million.", True),
    ("MUTMASSLICHEN T\u00c4TER", "Gefasst wurden die mutma\u00dflichen T\u00e4ter.", True),
    ("\u03b4\u03b5\u03bd \u03ae\u03c1\u03b8\u03b5 \u03c0\u03bf\u03c4\u03ad \u03b5\u03b4\u03ce", "\u0394\u03b5\u03bd \u03ae\u03c1\u03b8\u03b5 \u03c0\u03bf\u03c4\u1f73 \u03b5\u03b4\u03ce.", True),
    ("\u9500\u552e\u989d\u589e\u957f\u4e86 12%", "\u9500\u552e\u989d\u589e\u957f\u4e8612%\u3002", True),
    ("The drug \u2026 reduce mortality", "The drug did n\u200bot reduce mortality.", False),
    ("5% in May", "Sales rose 2**5% in May**.", False),
    ("legi de metges", "el col\u00b7legi de metges", False),
    ("1. Quartal 2023", "Umsatz im 4. Quartal 2023", False),
    ("1. Mai beschlossen", "am 21. Mai beschlossen", False),
]


@pytest.mark.parametrize("quote, source, verified", _COMPONENT_CASES)
def test_character_cases_through_the_component(quote: str, source: str, verified: bool) -> None:
    import spacy

    from spacy_quoteverify.component import verify_answer

    nlp = spacy.blank("xx")
    nlp.add_pipe("quote_verifier")
    doc = verify_answer(nlp, f"The text says \u201c{quote}\u201d [chunk 1].", [source])
    spans = list(doc.spans["quotes"])
    assert [s._.verified for s in spans] == [verified]


def test_expansions_of_a_long_text_are_found_where_the_pattern_finds_them() -> None:
    from spacy_quoteverify import charclasses
    from spacy_quoteverify.text import fold as F

    every = "".join(sorted(charclasses.EXPANSIONS))
    text = ("Stra\u00dfe und Ma\u00dfe " * 300 + every + " \ufb01 ") * 3
    assert len(text) >= F.SMALL_TEXT
    expected = [(m.start(), m.end(), charclasses.EXPANSIONS[m.group()]) for m in charclasses.EXPANSION_RE.finditer(text)]
    assert F._expansion_edits(text) == expected


def test_the_joining_hyphen_scan_knows_every_joining_hyphen() -> None:
    """The first look of :func:`fold._joining_hyphens` is built from the same class as the pattern."""
    from spacy_quoteverify import charclasses
    from spacy_quoteverify.text import fold

    for ch in charclasses.JOIN_HYPHENS:
        assert fold._JOIN_HYPHEN_CHAR_RE.fullmatch(ch), hex(ord(ch))
        assert fold._joining_hyphens(f"a{ch}a") == ([1] if fold._LETTER_HYPHEN.search(f"a{ch}a") else []), hex(ord(ch))


# --------------------------------------------------------------------------
# Characters written as references: HTML character references, backslash escapes
# --------------------------------------------------------------------------

import html  # noqa: E402
import html.entities  # noqa: E402


def test_every_html5_named_reference_reads_as_its_characters_in_both_views() -> None:
    names = [n for n in html.entities.html5 if n.endswith(";")]
    assert len(names) > 2000
    for name in names:
        value = html.entities.html5[name]
        for view in (fold_match, fold_edit):
            F = view(f"a &{name} b")
            assert F.text == view(f"a {value} b").text, name
            # The folded text after the reference starts where the reference ends.
            assert F.offsets.start(len(F.text) - 1) == len(f"a &{name} "), name
        assert fold_match_text(f"a &{name} b") == fold(f"a {value} b"), name


@pytest.mark.parametrize(
    "written, read",
    [
        ("doesn&#39;t", "doesnt"), ("doesn&#x27;t", "doesnt"), ("doesn&#X27;t", "doesnt"), ("doesn&apos;t", "doesnt"),
        ("doesn&rsquo;t", "doesnt"), ("doesn\\u2019t", "doesnt"), ("doesn\\'t", "doesnt"), ("n&shy;ot", "not"),
        ("caf&eacute;", "caf\u00e9"), ("caf\\u00e9", "caf\u00e9"), ("caf\\u00E9", "caf\u00e9"), ("R&amp;D", "r&d"),
        ("R&amp;amp;D", "r&d"), ("&amp;lt;5", "<5"), ("\\ud83d\\ude00", "\U0001f600"), ("&#128512;", "\U0001f600"),
        ("a\\nb", "a b"), ("a\\tb", "a b"), ("a\\/b", "a/b"), ("a\\\\b", "a\\b"), ('say \\"hi\\"', "say hi"),
        ("Stra&szlig;e", "strasse"), ("&#65;", "a"),
    ],
)
def test_references_and_escapes_read_as_the_character(written: str, read: str) -> None:
    for view in (fold_match, fold_edit):
        assert view(written).text == read
    assert fold_match_text(written) == read


@pytest.mark.parametrize(
    "text",
    [
        "R&D", "AT&T", "Q&A", "&not", "&copy 2019", "&foo;", "&#;", "&#xZZ;",  # no reference
        "\\ud83d alone",  # a lone surrogate escape stands for no character
        "\\b\\w+\\b", "\\frac",  # a regular expression and TeX: no backspace, no form feed
    ],
)
def test_what_is_no_reference_stays_as_written(text: str) -> None:
    for view in (fold_match, fold_edit):
        F = view(text)
        assert F.text == text.lower()
        assert F.offsets.dense()[0].tolist() == list(range(len(text)))
    assert fold_match_text(text) == text.lower()


def test_one_character_escapes_are_read_only_on_lines_whose_backslashes_all_escape() -> None:
    path = "C:\\Program Files\\nodejs and C:\\temp"
    assert fold(path) == "c:\\program files\\nodejs and c:\\temp"  # "\P" escapes nothing: a path
    assert fold("line1\\nline2") == "line1 line2"
    assert fold(f"{path}\nline1\\nline2") == "c:\\program files\\nodejs and c:\\temp line1 line2"  # per line
    assert fold("C:\\Program \\u00e9") == "c:\\program \u00e9"  # a \u escape is read on any line
    assert verify_quote("nodejs", "Install it in C:\\Program Files\\nodejs first.", lang="en").verified is True
    assert verify_quote("Side effects were rare", "It works in adults.\\nSide effects were rare.", lang="en").verified is True
    code = 'printf("Done\\n");'
    assert verify_quote(code, f"The program calls {code} at exit.", lang="en").verified is True


def test_offsets_of_a_read_reference_cover_all_of_it() -> None:
    text = "It doesn&#39;t work, caf&eacute; \\u00e9t\\u00e9."
    F = fold_match(text)
    assert F.text == "it doesnt work, caf\u00e9 \u00e9t\u00e9."
    e = F.text.index("\u00e9")
    assert F.to_original(e, e + 1) == (text.index("&eacute;"), text.index("&eacute;") + len("&eacute;"))
    assert F.to_original(F.text.index("\u00e9t"), F.text.index("\u00e9t") + 3) == (text.index("\\u00e9t"), len(text) - 1)
    assert F.written(*F.to_original(0, len(F.text))) == "It doesn't work, caf\u00e9 \u00e9t\u00e9."


@pytest.mark.parametrize(
    "quote, source, lang, expected, reason",
    [
        ("doesn't work", "It doesn&#39;t work.", "en", True, None),  # "39" is no figure
        ("doesn&#39;t work", "It doesn\u2019t work.", "en", True, None),
        ("l'enfant", "chez l&#8217;enfant", "fr", True, None),
        ("lenfant", "chez l&#8217;enfant", "fr", False, "apostrophe_changed"),
        ("Stra\u00dfe", "die Stra&szlig;e", "de", True, None),
        ("grew 12%", "grew 12&#37; in 2020", "en", True, None),
        ("grew 12", "grew 12&#37; in 2020", "en", False, "number_cut"),
        ("200 patients", "We saw 1&nbsp;200 patients.", "en", False, "number_cut"),  # a grouping space
        ("42 patients", "the cohort&mdash;42 patients", "en", True, None),  # an em dash, not a sign
        ("5 \u00b0C", "it was &minus;5 \u00b0C", "en", False, "sign_dropped"),
        ("The drug \u2026 work in adults", "The drug doesn&#39;t work in adults.", "en", False, "negation_elided"),
        ("The drug \u2026 work in adults", "The drug doesn&rsquo;t work in adults.", "en", False, "negation_elided"),
        ("The drug \u2026 work in adults", "The drug doesn&#x27;t work in adults.", "en", False, "negation_elided"),
        ("The drug \u2026 work in adults", "The drug doesn&apos;t work in adults.", "en", False, "negation_elided"),
        ("The drug \u2026 work in adults", "The drug doesn\\u2019t work in adults.", "en", False, "negation_elided"),
        ("The drug \u2026 work in adults", "The drug wasn\\'t work in adults.", "en", False, "negation_elided"),
        ("The drug \u2026 work in adults", "The drug does n&shy;ot work in adults.", "en", False, "negation_elided"),
        ("Le m\u00e9dicament \u2026 efficace", "Le m\u00e9dicament n&apos;est efficace.", "fr", False, "negation_elided"),
        ("\u8fd9\u79cd\u836f\u7269\u2026\u6548\u679c\u3002", "\u8fd9\u79cd\u836f\u7269\u2f46\u6548\u679c\u3002", "zh", False, "negation_elided"),
        ("\u8fd9\u79cd\u836f\u7269\u2026\u751f\u6548\u3002", "\u8fd9\u79cd\u836f\u7269\u2f46\u6cd5\u751f\u6548\u3002", "zh", False, "negation_elided"),
        ("MB\u2026R \u91cc", "\u5b58\u653e\u5728 MB\u2f46R \u91cc", "zh", False, "negation_elided"),
        ("\u751f\u4ea7\u7387\u63d0\u9ad8\u4e86", "\u53bb\u5e74\u2f63\u4ea7\u7387\u63d0\u2fbc\u4e86\u4e09\u6210\u3002", "zh", True, None),
        ("\u0627\u0644\u0643\u062a\u0627\u0628", "\u0627\u0644\u0643\u0640\u062a\u0627\u0628 \u062c\u062f\u064a\u062f", "ar", True, None),
        ("\u0e19\u0e49\u0e33", "\u0e19\u0e4d\u0e49\u0e32", "th", True, None),
    ],
)
def test_characters_written_in_another_form(quote: str, source: str, lang: str, expected: bool, reason: object) -> None:
    for mode in (lang, None):
        v = verify_quote(quote, source, lang=mode)
        assert (v.verified, v.reason) == (expected, reason), (quote, source, mode)


def test_the_evidence_of_a_read_reference_is_the_original_text() -> None:
    source = "It doesn&#39;t work."
    v = verify_quote("doesn't work", source, lang="en")
    assert v.verified is True
    assert source[v.quote_start : v.quote_end] == "doesn&#39;t work"


def test_a_changed_negation_against_a_reference_is_named_a_negation_change() -> None:
    # The diff shows the source as written; "doesn&#39;t" holds no figure 39.
    v = verify_quote("It does work in adults at all.", "It doesn&#39;t work in adults at all.", lang="en")
    assert (v.verified, v.reason) == (False, "negation_changed")
    v = verify_quote("It doesn't work in adults at all.", "It doesn&#39;t work in adults at all.", lang="en")
    assert (v.verified, v.quote_status, v.quote_critical_ok) == (True, "verbatim", True)


@pytest.mark.parametrize("gap", ["\\n\\n", "\\r\\n\\r\\n", "\\n \\n", "\\n\\t\\n"])
def test_a_blank_line_written_with_escapes_is_a_paragraph_break(gap: str) -> None:
    source = f"Sales fell by 12% in total{gap}Costs rose 30% in May"
    assert verify_quote("in total Costs rose 30%", source, lang="en").reason == "unmarked_gap"
    assert verify_quote("Sales fell \u2026 rose 30% in May", source, lang="en").reason == "crosses_sentence"
    assert verify_quote("Costs rose 30% in May", source, lang="en").verified is True
    # On a line whose backslashes do not all escape, "\n" is two characters and breaks nothing.
    assert normalize.escaped_blank_lines(f"C:\\Program{gap}x") == []


def test_a_capital_written_as_a_reference_starts_a_sentence() -> None:
    source = "Revenue fell 12% in 2019. &Eacute;tienne said costs rose 30% in 2020."
    assert verify_quote("Revenue \u2026 said costs rose 30% in 2020", source, lang="en").reason == "crosses_sentence"


# --------------------------------------------------------------------------
# French spacing before clause marks and inside angle quotes, Markdown emphasis and links
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "quoted, written",
    [
        ("il a dit : oui", "il a dit: oui"),
        ("il a dit\u202f: oui\u00a0!", "il a dit: oui!"),
        ("vraiment ? oui ; non", "vraiment? oui; non"),
        ("dit\u00a0: «\u00a0oui\u00a0» ; non", "dit: «oui»; non"),
        ("vraiment\uff1f", "vraiment ?"),  # a full-width question mark is one
        ("(« oui »)", "(«oui»)"),
        ("« oui ».", "«oui»."),
        ("the *drug* reduced", "the drug reduced"),
        ("the _drug_ reduced", "the drug reduced"),
        ("the [drug](https://example.org/a?b=1) reduced", "the drug reduced"),
        ("the [drug trial](/docs/x) reduced", "the drug trial reduced"),
        ("the `drug` reduced", "the drug reduced"),
    ],
)
def test_french_spacing_and_markdown_emphasis_fold_away(quoted: str, written: str) -> None:
    assert fold(quoted) == fold(written)
    assert fold_match(quoted).text == fold(quoted)


@pytest.mark.parametrize(
    "quoted, written",
    [
        ("score 5 : 3", "score 5: 3"),  # after a figure the space stays (a score, a ratio)
        ("5*2 tons", "52 tons"),  # a star between digits is a product
        ("p<0.05* and", "p<0.05 and"),  # a significance mark
        ("group A* and B*", "group A and B"),  # footnote marks glued to words
        ("5 * 2", "5 2"),  # a star with space inside is no emphasis
        ("my_var_name", "myvarname"),  # underscores inside a word
        ("__init__", "init"),
        ("dit «oui» hier", "ditouihier"),  # words outside angle quotes stay apart
        ("Home » News", "HomeNews"),
        ("safe»» today", "safetoday"),  # a space after a second closing mark parts two words
        ("oui.» Puis", "oui.Puis"),  # so does one after a quotation that ends a sentence
        ("![chart](https://example.org/c.png)", "chart"),  # an image is no link
    ],
)
def test_stars_underscores_and_spaces_that_carry_content_stay(quoted: str, written: str) -> None:
    assert fold(quoted) != fold(written)


@pytest.mark.parametrize(
    "quote, source, verified",
    [
        ("Il a dit : « oui » hier", "Il a dit: «oui» hier.", True),
        ("Vraiment? Oui.", "Vraiment\u202f? Oui.", True),
        ("the *drug* reduced mortality", "The drug reduced mortality by half.", True),
        ("the [drug](http://x.org/a) reduced mortality", "The drug reduced mortality by half.", True),
        ("a yield of 52 tons", "a yield of 5*2 tons per field.", False),
        ("The drug did \u2026 reduce mortality", "The drug did *not* reduce mortality.", False),
        ("The drug did \u2026 reduce mortality", "The drug did [not](https://x.org) reduce mortality.", False),
        ("Il a dit : « non » hier", "Il a dit: «oui» hier.", False),
    ],
)
def test_typography_forgiven_but_not_content(quote: str, source: str, verified: bool) -> None:
    assert verify_quote(quote, source).verified is verified


# --------------------------------------------------------------------------
# Turkic casing: the capital I of a text that writes a dotless or dotted i is a dotless i
# --------------------------------------------------------------------------


def test_turkic_casing_reads_the_capital_i_as_the_dotless_one() -> None:
    from spacy_quoteverify.text.fold import turkic_casing

    assert turkic_casing("Bu \u0131\u015f\u0131k") and turkic_casing("\u0130STANBUL") and not turkic_casing("ISIK")
    assert fold_match("I\u015eIK \u0130STANBUL", turkic=True).text == "\u0131\u015f\u0131k istanbul"
    assert fold_match_text("I\u015eIK \u0130STANBUL", turkic=True) == "\u0131\u015f\u0131k istanbul"
    assert fold_match("I\u015eIK", turkic=False).text == "i\u015fik"
    # The text decides when not told: one that writes a dotless i is cased the Turkic way.
    assert fold_match("I\u015eIK \u0131").text == fold_match_text("I\u015eIK \u0131") == "\u0131\u015f\u0131k \u0131"
    f = fold_match("KIRMIZI \u0131")
    assert f.to_original(0, 7) == (0, 7)  # one character for one


@pytest.mark.parametrize(
    "quote, source, lang, verified",
    [
        ("Bu I\u015eIK \u00e7ok", "Bu \u0131\u015f\u0131k \u00e7ok parlak.", None, True),
        ("Bu I\u015eIK \u00e7ok", "Bu \u0131\u015f\u0131k \u00e7ok parlak.", "tr", True),
        ("\u0130STANBUL \u00e7ok g\u00fczel", "istanbul \u00e7ok g\u00fczel bir \u015fehir.", None, True),
        ("istanbul \u00e7ok g\u00fczel", "\u0130STANBUL \u00c7OK G\u00dcZEL B\u0130R \u015eEH\u0130R.", "tr", True),
        ("\u0131l\u0131k su", "ILIK SU \u0130\u00c7T\u0130K.", "tr", True),
        ("Bu i\u015f\u0131k \u00e7ok", "Bu \u0131\u015f\u0131k \u00e7ok parlak.", "tr", False),  # another letter
        ("Bu \u0131\u015f\u0131k \u00e7ok", "Bu i\u015fik \u00e7ok parlak.", "tr", False),
        ("Bu \u0130\u015e\u0130K \u00e7ok", "Bu \u0131\u015f\u0131k \u00e7ok parlak.", "tr", False),  # the capitals show dotted i
        ("ILA\u00c7 ETKISIZ", "ila\u00e7 etkisiz de\u011fildi \u0131\u015f\u0131k", "tr", False),  # "\u0131la\u00e7" is no "ila\u00e7"
        ("IBM said", "IBM said so.", None, True),  # a text with no dotless or dotted i is cased as ever
        ("Istanbul'da oldu", "\u0130stanbul'da oldu.", None, True),  # typed without the dotted capital
        ("devam etmek i\u00e7in sinir", "DEVAM ETMEK \u0130\u00c7\u0130N SINIR", "tr", False),  # capitals with \u0130: "I" is "\u0131"
        ("ibm said", "IBM said so.", None, True),
    ],
)
def test_turkic_case_is_typography_and_the_dot_is_a_letter(quote: str, source: str, lang: object, verified: bool) -> None:
    assert verify_quote(quote, source, lang=lang).verified is verified


# --------------------------------------------------------------------------
# Spellings a script's conventions leave to the writer: found in the loose view, taken where
# each letter differs only as a convention allows
# --------------------------------------------------------------------------


def test_the_loose_view_reads_the_conventions_alike_and_keeps_its_positions() -> None:
    from spacy_quoteverify.text.fold import fold_match_text, loose_changes, loose_view

    assert loose_view(fold_match_text("ΟΙ ΑΣΘΕΝΕΙΣ"))[0] == loose_view(fold_match_text("Οι ασθενείς"))[0]
    vowelled = fold_match_text("\u0643\u064e\u062a\u064e\u0628\u064e \u0623\u062d\u0645\u062f")
    text, at = loose_view(vowelled)
    assert text == "\u0643\u062a\u0628 \u0627\u062d\u0645\u062f" and at is not None
    assert "".join(vowelled[k] for k in at.tolist()).replace("\u0623", "\u0627") == text
    assert loose_view("ya\u015f\u0131yor") == ("ya\u015fiyor", None)
    assert loose_view("plain text")[0] == "plain text" and not loose_changes("plain text")


#: Characters the loose view reads otherwise (every 37th of them) and some it keeps.
_LOOSE_SAMPLE = sorted({chr(c) for c in list(charclasses.LOOSE_TRANSLATION)[::37]} | set("ab \u0131\u03c3\u064e\u0643"))


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(_LOOSE_SAMPLE), max_size=60))
def test_the_loose_view_of_a_short_text_is_the_one_of_the_arrays(text: str) -> None:
    # A short text is read with str.translate, a long one with the code point arrays: the same
    # text and the same positions.
    from spacy_quoteverify.text import fold

    short = fold.loose_view(text)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(fold, "SMALL_TEXT", 0)
        long = fold.loose_view(text)
    assert short[0] == long[0]
    assert (short[1] is None) is (long[1] is None)
    if short[1] is not None and long[1] is not None:
        assert short[1].tolist() == long[1].tolist()


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(_LOOSE_SAMPLE), max_size=60), st.integers(1, 8))
def test_a_sources_loose_view_is_the_loose_view_read_in_blocks(text: str, block: int) -> None:
    # A source's loose view is made a block at a time and keeps its positions as an offset map:
    # the same text and the same positions as the loose view made at once.
    from spacy_quoteverify.text import fold

    whole, at = fold.loose_view(text)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(fold, "LOOSE_BLOCK", block)
        blocks, mapped = fold.loose_source_view(text)
    assert blocks == whole
    assert (at is None) is (mapped is None)
    if at is not None and mapped is not None:
        assert mapped.size == len(at)
        assert mapped.starts_at(np.arange(len(whole))).tolist() == at.tolist()
        assert [mapped.start(k) for k in range(len(whole))] == at.tolist()


@pytest.mark.parametrize(
    "quote, source, verified",
    [
        # Cyrillic stress marks and yo, on either side; a mark composed with its letter is a letter.
        ("Препара\u0301т помог больным", "Препарат помог больным.", True),
        ("Препарат помог больным", "Препара\u0301т помо\u0300г больным.", True),
        ("Елка стояла в зале", "Ёлка стояла в зале.", True),
        ("Всё было хорошо", "Все было хорошо.", True),
        ("Препара\u0301т помог больным", "Препар\u00e1т помог больным.", False),
        ("\u040d рече дека доаѓа", "И рече дека доаѓа.", False),
        ("Тоа \u0450 добро за сите", "Тоа е добро за сите.", False),
        ("Тој \u045c\u0435 дојде утре", "Тој ке дојде утре.", False),
        ("Ёлка стояла в зале", "Йолка стояла в зале.", False),
        # Greek capitals leave the accents off; a heading or small letters quote them.
        ("Οι ασθενείς έλαβαν θεραπεία", "ΟΙ ΑΣΘΕΝΕΙΣ ΕΛΑΒΑΝ ΘΕΡΑΠΕΙΑ", True),
        ("ΟΙ ΑΣΘΕΝΕΙΣ ΕΛΑΒΑΝ ΘΕΡΑΠΕΙΑ", "Οι ασθενείς έλαβαν θεραπεία.", True),
        ("Οι Ασθενείς Έλαβαν Θεραπεία", "ΟΙ ΑΣΘΕΝΕΙΣ ΕΛΑΒΑΝ ΘΕΡΑΠΕΙΑ", True),
        ("το ρολόι χάλασε", "ΤΟ ΡΟΛΟΪ ΧΑΛΑΣΕ", True),  # the dialytika capitals write for the accent
        ("τα παϊδάκια έφαγαν", "ΤΑ ΠΑΙΔΑΚΙΑ ΕΦΑΓΑΝ", True),
        ("τα παιδάκια έφαγαν", "ΤΑ ΠΑΪΔΑΚΙΑ ΕΦΑΓΑΝ", False),  # a mark the capitals write is a letter's
        ("Οι ασθενείς έλαβον θεραπεία", "ΟΙ ΑΣΘΕΝΕΙΣ ΕΛΑΒΑΝ ΘΕΡΑΠΕΙΑ", False),  # another letter
        ("πότε θα έρθεις", "ποτέ θα έρθεις", False),  # small letters: the accent tells two words apart
        ("Πότε θα έρθεις", "ποτέ θα έρθεις", False),
        ("το ρολοϊ χάλασε", "το ρολόι χάλασε", False),
        # Arabic with or without its vowel signs; an alef with or without its hamza or madda.
        ("كَتَبَ الطَّالِبُ الدَّرْسَ", "كتب الطالب الدرس", True),
        ("كتب الطالب الدرس", "كَتَبَ الطَّالِبُ الدَّرْسَ", True),
        ("كَتَمَ الطَّالِبُ الدَّرْسَ", "كتب الطالب الدرس", False),  # a consonant changed
        ("كَتَبَ الطالب الدرس", "كُتِبَ الطالب الدرس", False),  # vowels both write, differently: active for passive
        ("السّعر ارتفع", "السِّعْرُ ارتفع", True),  # a shadda alone for a shadda and its vowel
        ("قال أحمد إنه", "قال احمد انه", True),
        ("قال احمد انه", "قال أحمد إنه", True),
        ("ٱلحمد لله", "الحمد لله رب العالمين", True),
        ("قال أحمد أنه", "قال أحمد إنه", False),  # one hamza for another: another word
        # A final yeh or teh marbuta written as alef maqsura or heh where the source never tells them apart.
        ("ذهب إلي المدرسة", "ذهب إلى المدرسة", True),
        ("ذهب إلي المدرسة", "ذهب إلى المدرسة مع علي", False),
        ("كتابة الطالب", "قرأ كتابه الطالب", True),
        ("كتابة الطالب", "قرأ كتابه الطالب ولديه مدرسة", False),
        # A source's capital I is a dotless or a dotted i; a small letter's dot is the letter's.
        ("İstanbul'da yaşıyor", "ISTANBUL'DA YAŞIYOR", True),
        ("ılık su", "ILIK SU", True),
        ("ibm", "IBM şirketi ılık", True),
        ("ilik su", "ılık su", False),
        ("ILAÇ ETKISIZ", "ilaç etkisiz değildi ışık", False),
        ("Bu kır çok", "BU KIR ÇOK", True),
        ("Bu kar çok", "BU KIR ÇOK", False),
    ],
)
def test_script_conventions_are_typography_and_letters_are_content(quote: str, source: str, verified: bool) -> None:
    for lang in (None, _script_lang(source)):
        assert verify_quote(quote, source, lang=lang).verified is verified, lang


def _script_lang(text: str) -> str:
    import regex

    for script, lang in (("Greek", "el"), ("Arabic", "ar"), ("Hebrew", "he"), ("Devanagari", "hi"), ("Cyrillic", "ru")):
        if regex.search(rf"\p{{{script}}}", text):
            return lang
    return "tr"


def test_the_loose_view_reads_letter_variants_points_and_the_nukta_alike() -> None:
    from spacy_quoteverify.text.fold import fold_match_text, loose_view

    def same(a: str, b: str) -> bool:
        return loose_view(fold_match_text(a))[0] == loose_view(fold_match_text(b))[0]

    assert same("\u0627\u06cc\u0646 \u06a9\u062a\u0627\u0628", "\u0627\u064a\u0646 \u0643\u062a\u0627\u0628")  # Persian on an Arabic keyboard
    assert same("\u06cc\u06c1 \u0628\u06be\u06cc", "\u064a\u0647 \u0628\u0647\u064a")  # Urdu's heh goal and doachashmee
    assert same("\u05d1\u05bc\u05b0\u05e8\u05b5\u05d0\u05e9\u05c1\u05b4\u05d9\u05ea", "\u05d1\u05e8\u05d0\u05e9\u05d9\u05ea")
    assert same("\u0915\u093e\u0917\u093c\u091c\u093c", "\u0915\u093e\u0917\u091c") and same("\u0958", "\u0915")
    assert not same("\u0915\u093e\u0917\u091c", "\u0915\u093e\u0917\u0926")
    assert not same("\u06d2", "\u06cc")  # Urdu's yeh barree is a letter of its own


@pytest.mark.parametrize(
    "quote, source, verified",
    [
        # Persian or Urdu typed on an Arabic keyboard, and the other way round.
        ("\u0627\u064a\u0646 \u0643\u062a\u0627\u0628 \u0628\u0633\u064a\u0627\u0631 \u062e\u0648\u0628 \u0627\u0633\u062a", "\u0627\u06cc\u0646 \u06a9\u062a\u0627\u0628 \u0628\u0633\u06cc\u0627\u0631 \u062e\u0648\u0628 \u0627\u0633\u062a.", True),
        ("\u0627\u06cc\u0646 \u06a9\u062a\u0627\u0628 \u0628\u0633\u06cc\u0627\u0631 \u062e\u0648\u0628", "\u0627\u064a\u0646 \u0643\u062a\u0627\u0628 \u0628\u0633\u064a\u0627\u0631 \u062e\u0648\u0628 \u0627\u0633\u062a.", True),
        ("\u064a\u0647 \u0643\u062a\u0627\u0628 \u0628\u0647\u062a \u0627\u0686\u0647\u064a \u0647\u06d2", "\u06cc\u06c1 \u06a9\u062a\u0627\u0628 \u0628\u06c1\u062a \u0627\u0686\u06be\u06cc \u06c1\u06d2", True),
        ("\u06cc\u06c1 \u06a9\u062a\u0627\u0628 \u0628\u06be\u062a \u0627\u0686\u06be\u06cc \u06c1\u06d2", "\u06cc\u06c1 \u06a9\u062a\u0627\u0628 \u0628\u06c1\u062a \u0627\u0686\u06be\u06cc \u06c1\u06d2", False),  # Urdu tells the two heh apart
        ("\u06a9\u062a\u0628 \u0627\u0644\u06a9\u0627\u062a\u0628 \u06a9\u062a\u0627\u0628\u0627", "\u0643\u062a\u0628 \u0627\u0644\u0643\u0627\u062a\u0628 \u0643\u062a\u0627\u0628\u0627", True),
        ("\u0642\u0627\u0644 \u0639\u0644\u06cc \u0634\u06cc\u0626\u0627", "\u0642\u0627\u0644 \u0639\u0644\u064a \u0634\u064a\u0626\u0627", True),  # the source ends no word in a dotless yeh
        ("\u0630\u0647\u0628 \u0639\u0644\u064a \u0627\u0644\u06cc \u0627\u0644\u0633\u0648\u0642", "\u0630\u0647\u0628 \u0639\u0644\u064a \u0625\u0644\u0649 \u0627\u0644\u0633\u0648\u0642", True),  # alef maqsura drawn as Farsi yeh
        ("\u0630\u0647\u0628 \u0639\u0644\u06cc \u0625\u0644\u0649 \u0627\u0644\u0633\u0648\u0642", "\u0630\u0647\u0628 \u0639\u0644\u064a \u0625\u0644\u0649 \u0627\u0644\u0633\u0648\u0642", False),  # "on" for Ali where the source tells them apart
        ("\u0630\u0647\u0628 \u0639\u0644\u0649 \u0625\u0644\u0649 \u0627\u0644\u0633\u0648\u0642", "\u0630\u0647\u0628 \u0639\u0644\u064a \u0625\u0644\u0649 \u0627\u0644\u0633\u0648\u0642", False),
        ("\u062f\u0627 \u0633\u0693\u064a \u062f\u06cc", "\u062f\u0627 \u0633\u0693\u06cc \u062f\u06cc \u0627\u0648 \u0647\u063a\u0647 \u0633\u0693\u064a \u062f\u064a", False),  # Pashto: man, men
        ("\u06a9\u062a\u0627\u0628 \u062e\u0627\u0646\u0647\u0654 \u0645\u0646", "\u0627\u06cc\u0646 \u06a9\u062a\u0627\u0628 \u062e\u0627\u0646\u06c0 \u0645\u0646 \u0627\u0633\u062a", True),  # heh and hamza for its letter
        ("\u0627\u064a\u0646 \u0643\u062a\u0627\u0628 \u0628\u0633\u064a\u0627\u0631 \u062e\u0648\u0628 \u0646\u064a\u0633\u062a", "\u0627\u06cc\u0646 \u06a9\u062a\u0627\u0628 \u0628\u0633\u06cc\u0627\u0631 \u062e\u0648\u0628 \u0627\u0633\u062a.", False),  # a negation
        # A negation typed on the other keyboard is still one: elided, the quotation is refused.
        ("\u0648\u06c1 \u06a9\u0644 \u0627\u0633\u06a9\u0648\u0644 ... \u06af\u06cc\u0627", "\u0648\u0647 \u0643\u0644 \u0627\u0633\u0643\u0648\u0644 \u0646\u0647\u064a\u06ba \u06af\u064a\u0627", False),
        ("\u0648\u06c1 \u06a9\u0644 \u0627\u0633\u06a9\u0648\u0644 \u0646\u06c1\u06cc\u06ba \u06af\u06cc\u0627", "\u0648\u0647 \u0643\u0644 \u0627\u0633\u0643\u0648\u0644 \u0646\u0647\u064a\u06ba \u06af\u064a\u0627", True),
        # Hebrew with its points or without; a letter, or a point both write, is content.
        ("\u05d1\u05e8\u05d0\u05e9\u05d9\u05ea \u05d1\u05e8\u05d0 \u05d0\u05dc\u05d4\u05d9\u05dd", "\u05d1\u05bc\u05b0\u05e8\u05b5\u05d0\u05e9\u05c1\u05b4\u05d9\u05ea \u05d1\u05bc\u05b8\u05e8\u05b8\u05d0 \u05d0\u05b1\u05dc\u05b9\u05d4\u05b4\u05d9\u05dd", True),
        ("\u05d1\u05bc\u05b0\u05e8\u05b5\u05d0\u05e9\u05c1\u05b4\u05d9\u05ea \u05d1\u05bc\u05b8\u05e8\u05b8\u05d0", "\u05d1\u05e8\u05d0\u05e9\u05d9\u05ea \u05d1\u05e8\u05d0 \u05d0\u05dc\u05d4\u05d9\u05dd", True),
        ("\ufb2a\u05b8\u05dc\u05d5\u05b9\u05dd \u05dc\u05db\u05dd", "\u05e9\u05dc\u05d5\u05dd \u05dc\u05db\u05dd", True),  # a presentation form
        ("\u05e9\u05c2\u05b8\u05dc\u05d5\u05b9\u05dd \u05dc\u05db\u05dd", "\u05e9\u05c1\u05b8\u05dc\u05d5\u05b9\u05dd \u05dc\u05db\u05dd", False),  # sin for shin
        ("\u05e9\u05b8\u05dc\u05d5\u05b9\u05dd \u05dc\u05db\u05dd", "\u05e9\u05b7\u05dc\u05d5\u05b9\u05dd \u05dc\u05db\u05dd", False),  # another vowel
        ("\u05d1\u05e8\u05d0\u05e9\u05d9\u05ea \u05d1\u05e8\u05d0 \u05d0\u05dc\u05d4\u05d9\u05dd", "\u05d1\u05bc\u05b0\u05e8\u05b5\u05d0\u05e9\u05c1\u05b4\u05d9\u05ea \u05d1\u05bc\u05b8\u05e8\u05b8\u05d0 \u05d0\u05b1\u05dc\u05b9\u05d4\u05b4\u05d9\u05df", False),  # a final letter
        ("\u05d4\u05d5\u05d0 \u05dc\u05d0 \u05d4\u05dc\u05da", "\u05d4\u05d5\u05bc\u05d0 \u05d4\u05b8\u05dc\u05b7\u05da\u05b0", False),  # a negation added
        # Devanagari: the nukta as one character or two, written or left off.
        ("\u092f\u0939 \u0958\u093e\u0917\u091c \u0939\u0948", "\u092f\u0939 \u0915\u093c\u093e\u0917\u091c \u0939\u0948", True),
        ("\u092f\u0939 \u0915\u093e\u0917\u091c \u092c\u0939\u0941\u0924 \u0905\u091a\u094d\u091b\u093e \u0939\u0948", "\u092f\u0939 \u0915\u093e\u0917\u093c\u091c\u093c \u092c\u0939\u0941\u0924 \u0905\u091a\u094d\u091b\u093e \u0939\u0948", True),
        ("\u092f\u0939 \u0915\u093e\u0917\u093c\u091c\u093c \u092c\u0939\u0941\u0924 \u0905\u091a\u094d\u091b\u093e \u0939\u0948", "\u092f\u0939 \u0915\u093e\u0917\u091c \u092c\u0939\u0941\u0924 \u0905\u091a\u094d\u091b\u093e \u0939\u0948", True),
        ("\u092f\u0939 \u0915\u093e\u0917\u0926 \u092c\u0939\u0941\u0924 \u0905\u091a\u094d\u091b\u093e \u0939\u0948", "\u092f\u0939 \u0915\u093e\u0917\u093c\u091c\u093c \u092c\u0939\u0941\u0924 \u0905\u091a\u094d\u091b\u093e \u0939\u0948", False),
        ("\u0926\u094b \u0939\u091c\u093e\u0930 \u0930\u0941\u092a\u092f\u0947", "\u0926\u094b \u0939\u091c\u093c\u093e\u0930 \u0930\u0941\u092a\u092f\u0947 \u0926\u093f\u090f", True),
        ("\u0926\u094b \u0939\u091c\u093e\u0930 \u0930\u0941\u092a\u092f\u0947", "\u0924\u0940\u0928 \u0939\u091c\u093c\u093e\u0930 \u0930\u0941\u092a\u092f\u0947 \u0926\u093f\u090f", False),  # another number
    ],
)
def test_letters_written_in_more_than_one_way_are_typography(quote: str, source: str, verified: bool) -> None:
    for lang in (None, _script_lang(source)):
        assert verify_quote(quote, source, lang=lang).verified is verified, lang


@pytest.mark.parametrize(
    "quote, source, verified",
    [
        ("[T]he drug reduced mortality", "Overall, the drug reduced mortality.", True),
        ("[w]ir haben gewonnen", "Und wir haben gewonnen.", True),
        ("[T]he drug [did] reduce", "the drug did not reduce", False),  # an inserted word is no letter
        ("a [x] b", "a x b", False),  # a bracketed letter alone is a word of its own
    ],
)
def test_an_editorial_letter_in_brackets_is_the_letter(quote: str, source: str, verified: bool) -> None:
    from spacy_quoteverify import verify_quote

    assert verify_quote(quote, source).verified is verified


@pytest.mark.parametrize(
    "quote, source, verified",
    [
        ("scores fell -- as expected", "scores fell \u2014 as expected.", True),
        ("the cohort--42 patients", "the cohort\u201442 patients", True),
        ("\u4e2d\u56fd\u2014\u7f8e\u56fd", "\u4e2d\u56fd\u2014\u2014\u7f8e\u56fd", True),
        ("use -help", "use --help", False),  # an option's name: a space, then the dashes glued to a word
        ("aged 18", "aged 18--65 years", False),  # still a range
    ],
)
def test_two_or_three_dashes_written_for_one_are_one(quote: str, source: str, verified: bool) -> None:
    from spacy_quoteverify import verify_quote

    assert verify_quote(quote, source).verified is verified


@pytest.mark.parametrize(
    "text, marks",
    [
        ("as reported.\u00b9 In 2019", ["1"]),
        ("as reported,\u00b9\u00b2 and", ["12"]),
        ("as reported.\u00b9,\u00b3 In", ["1,3"]),
        ("as reported\u201d\u00b9 in", ["1"]),
        ("as reported[3] in 2019", ["3"]),
        ("as reported[3, 4] in", ["3,4"]),
        ("as reported[3\u20135] in", ["3-5"]),
        ("in 2019.[4] Next", ["4"]),
        ("as reported[\u0663] in", ["3"]),
        ("as reported\uff3b3\uff3d in", ["3"]),
        # Markdown's footnote reference.
        ("as reported[^3] in, and in 2019.[^12] Next", ["3", "12"]),
        ("\u30a4\u30ae\u30ea\u30b9[5]\u306e\u5927\u90fd\u5e02", ["5"]),
        # Exponents, indexes and content stay: a superscript right after a word or figure, a
        # bracket after a short word, a unit, a figure, a sign or a space.
        ("x\u00b2 + y\u00b2", []),
        ("E=mc\u00b2 holds", []),
        ("10\u00b2 cells", []),
        ("the value of sigma\u00b2 and time\u00b2", []),
        ("an area of 25 feet\u00b2 was", []),
        ("in km\u00b2 and kWh\u00b2", []),
        ("a[3]b and [1234] and [a] and a[3] and km[2]", []),
        ("Za 2[0] minut, 5 [0] million, $[5] million, fell to 2[3].", []),
        ("dose of [100] mg; the score was [7] out of 10", []),
        ("reported\u00b9st", []),
    ],
)
def test_footnote_marks_are_read_where_they_cite_and_not_where_they_raise(text: str, marks: list) -> None:
    assert [d for _, _, d in footnote_marks(text)] == marks


def test_both_views_drop_footnote_marks_and_keep_exponents() -> None:
    text = "The rate,\u00b9 it fell[3] to 5 m\u00b2 in 2019."
    assert fold_match_text(text) == fold_match(text).text == "the rate, it fell to 5 m\u00b2 in 2019."
    assert fold_edit(text).text == "the rate, it fell to 5 m\u00b2 in 2019."


@pytest.mark.parametrize(
    "text",
    [
        "dit : oui, « non » ; et \u00ab oui \u00bb !",
        "score 5 : 3 then \u201c a \u201d\u00a0?  \u2019 ;",
        "fell -- as expected --- and \u2014\u2014 then a--b 5--6 - -- ---- end",
        "\u4e00\u2014\u2014\u4e8c a\u2013\u2013 b",
    ],
)
def test_clause_mark_spaces_and_dash_runs_are_those_finditer_finds(text: str) -> None:
    from spacy_quoteverify.text import fold as F

    clause = [(m.start(), m.end(), "") for m in F._CLAUSE_MARK_SPACE.finditer(text)]
    assert F._clause_mark_spaces(text) == (clause if F._CLAUSE_MARK_HINT.search(text) else [])
    dashes = [(m.start(k), m.end(k), "") for m in F._DASH_RUN.finditer(text) for k in [1 if m.group(1) is not None else 2]]
    assert F._dash_run_edits(text) == dashes


@pytest.mark.parametrize(
    "text",
    ["The value of `argv[1]` is the file name.", "Use:\n```\nSet buf[256] to zero.\n```\n", "In ``a[2]`` and `x[3]`."],
)
def test_a_bracket_in_markdown_code_is_an_index_never_a_footnote(text: str) -> None:
    from spacy_quoteverify.text.fold import footnote_marks

    assert footnote_marks(text) == []


def test_a_footnote_after_a_code_block_is_still_one() -> None:
    from spacy_quoteverify.text.fold import footnote_marks

    text = "```\ncode\n```\nas reported[3] by `x` and shown[4]."
    assert [m[2] for m in footnote_marks(text)] == ["3", "4"]


def test_a_roman_numeral_drawn_as_one_character_is_read_as_its_letters() -> None:
    from spacy_quoteverify import verify_quote

    assert verify_quote("the \u2163 phase", "It entered the IV phase.").verified is True
    assert verify_quote("Chapter \u216b", "Read Chapter XII today.").verified is True
    assert verify_quote("Chapter \u216b", "Read Chapter XI today.").verified is False  # another numeral
    assert verify_quote("Chapter XI", "Read Chapter \u216b today.").verified is False


# --- the comma below and the cedilla --------------------------------------------------------


def test_every_letter_with_the_comma_below_is_derived_with_its_cedilla_twin() -> None:
    from spacy_quoteverify import charclasses

    forms = charclasses.COMMA_BELOW_FORMS
    assert forms["\u0219"] == "\u015f" and forms["\u021b"] == "\u0163" and forms["\u0326"] == "\u0327"
    for comma, cedilla in forms.items():
        nfd = unicodedata.normalize("NFD", comma)
        assert "\u0326" in nfd and unicodedata.normalize("NFD", cedilla) == nfd.replace("\u0326", "\u0327")


@pytest.mark.parametrize("fold", [fold_match, fold_edit])
def test_a_letter_with_the_comma_below_folds_like_the_one_with_the_cedilla(fold) -> None:  # type: ignore[no-untyped-def]
    comma, cedilla, combining = "științifică Ț", "ştiinţifică Ţ", "s\u0326tiint\u0326ifica\u0306 T\u0326"
    assert fold(comma).text == fold(cedilla).text == fold(combining).text
    # Other letters with the cedilla keep it: "ç" is no "c".
    assert fold("façade").text != fold("facade").text
    # A figure's place is kept: offsets still name the original letters.
    assert fold(comma).to_original(0, 1) == (0, 1)


@pytest.mark.parametrize("tone", ["\u0300", "\u0301", "\u0303", "\u0309", "\u0323"])
@pytest.mark.parametrize("first,second", [("o", "a"), ("o", "e"), ("u", "y")])
def test_vietnamese_tone_on_either_vowel_folds_alike(tone: str, first: str, second: str) -> None:
    nfc = lambda t: unicodedata.normalize("NFC", t)  # noqa: E731
    old, new = f"h{nfc(first + tone)}{second} b\u00ecnh", f"h{first}{nfc(second + tone)} b\u00ecnh"
    assert fold_match(old).text == fold_match(new).text == fold_match_text(old) == fold_match_text(new)
    _same_as_reference(old.upper(), False)
    closed = f"h{nfc(first + tone)}{second}n"  # a closed syllable has one place for its tone: kept
    assert fold_match_text(closed) == fold_match(closed).text == nfc(closed)
    assert fold_match_text(f"q{nfc(first + tone)}{second}") == nfc(f"q{first + tone}{second}")  # "quý": "u" is the consonant's
