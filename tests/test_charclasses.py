"""The character classes: each defined once in charclasses, every user reading that definition."""

from __future__ import annotations

import sys
import unicodedata

import numpy as np
import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.answer import passages, quotes
from spacy_quoteverify.lang import negation
from spacy_quoteverify.match import edits
from spacy_quoteverify.text import fold

_EVERY = "".join(map(chr, range(sys.maxunicode + 1)))


def _letters(class_body: str) -> str:
    return "".join(regex.findall(f"[{class_body}]+", _EVERY))


def test_fold_block_prefilter_covers_every_letter_of_the_unspaced_families() -> None:
    for family in charclasses.UNSPACED_FAMILIES:
        cps = np.frombuffer(_letters(family).encode("utf-32-le"), dtype=np.uint32)
        inside = np.zeros(cps.size, dtype=bool)
        for a, b in fold._UNSPACED_RANGES:
            inside |= (cps >= a) & (cps <= b)
        assert inside.all(), (family, [hex(c) for c in cps[~inside][:20]])


def test_the_unspaced_scripts_have_one_definition() -> None:
    assert negation.UNSPACED_SCRIPTS is charclasses.UNDELIMITED_SCRIPTS
    assert negation._UNSPACED_CLASS is charclasses.UNDELIMITED_CLASS
    assert edits._UNSPACED is charclasses.UNDELIMITED_CLASS
    assert set(charclasses.UNDELIMITED_SCRIPTS) == set(charclasses.UNSPACED_SCRIPTS) - {"Tibetan"}
    assert fold._UNSPACED_FAMILIES is charclasses.UNSPACED_FAMILIES
    assert charclasses.UNSPACED_RE.pattern == f"[{charclasses.UNSPACED_CLASS}]"
    unspaced = set(_letters(charclasses.UNSPACED_CLASS))
    for family in charclasses.UNSPACED_FAMILIES:
        assert set(_letters(family)) <= unspaced


def test_the_first_look_for_unspaced_letters_agrees_with_the_pattern_at_every_code_point() -> None:
    every = [chr(cp) for cp in range(sys.maxunicode + 1) if not 0xD800 <= cp < 0xE000]
    unspaced = set(_letters(charclasses.UNSPACED_CLASS))
    for ch in every:
        # Alone, and after letters of a spaced script, as in a quotation.
        assert charclasses.has_unspaced("caf\u00e9 " + ch) == (ch in unspaced), hex(ord(ch))
    assert not charclasses.has_unspaced("\U0001f600 \U0001d400 \u00e9")  # astral but spaced
    assert charclasses.has_unspaced("\U0001f600 \U00020000")


def test_the_extra_unspaced_letters_are_common_script_letters_of_chinese_and_japanese() -> None:
    extra = charclasses.UNSPACED_EXTRA
    assert {"\u30fc", "\u3006", "\u3031"} <= set(extra)  # ー 〆 〱
    assert "\u02bc" not in extra and "'" not in extra  # the modifier apostrophe is Latin typography too
    for ch in extra:
        assert unicodedata.category(ch)[0] == "L", hex(ord(ch))
        assert regex.match(r"\p{Script=Common}", ch), hex(ord(ch))


def test_every_letter_of_the_old_definitions_is_still_unspaced() -> None:
    # Han extensions beyond the BMP were missing from the old quotation-length class; the
    # iteration marks from some.
    for ch in "ー々〆ゝゞヽヾ" + "\U00020000\U0002a700" + "\u1000\u0e01\u0e81\u1780":
        assert charclasses.UNSPACED_RE.match(ch), hex(ord(ch))
        assert edits._UNSPACED_CHAR.match(ch), hex(ord(ch))
    # Tibetan: a quotation may start at any syllable, but its tsheg cuts words.
    assert charclasses.UNSPACED_RE.match("\u0f40") and not edits._UNSPACED_CHAR.match("\u0f40")


def test_hangul_is_spaced_but_touches_quote_marks() -> None:
    assert not charclasses.UNSPACED_RE.match("\uac00")
    assert quotes._HAN_LIKE.match("\uac00")  # "…"라고: the particle follows the closing mark


def test_a_short_quotation_in_a_han_extension_is_long_enough_to_check() -> None:
    # Six ideographs of CJK Extension B: the old class (BMP blocks only) counted none of them.
    assert quotes.long_enough("\U00020000\U00020001\U00020002\U00020003\U00020004\U00020005")


def test_every_quote_mark_that_pairs_is_folded_away() -> None:
    marks = set(charclasses.QUOTE_PAIRS).union(*charclasses.QUOTE_PAIRS.values())
    assert marks <= charclasses.QUOTE_MARKS
    assert quotes.PAIRS is charclasses.QUOTE_PAIRS
    assert passages._CLOSERS is charclasses.QUOTE_PAIRS
    for opener, closers in charclasses.QUOTE_PAIRS.items():
        assert unicodedata.category(opener)[0] == "P" and all(unicodedata.category(c)[0] == "P" for c in closers)


def test_quotations_in_reversed_nine_marks_are_found() -> None:
    # U+201B and U+201F opened a quotation for the passage splitter only.
    for open_mark, close_mark in (("\u201f", "\u201d"), ("\u201b", "\u2019")):
        answer = f"The report says {open_mark}the treatment reduced mortality by half{close_mark} in 2020."
        found = quotes.find_quotations(answer)
        assert [q.text for q in found] == ["the treatment reduced mortality by half"]


def test_quotations_in_swedish_and_vertical_marks_split_into_passages() -> None:
    # ” and ’ open Swedish quotations, ﹁ and ﹃ vertical ones; the finder knew them, the splitter did not.
    for a, b in (("\u201d", "\u201d"), ("\u2019", "\u2019"), ("\ufe41", "\ufe42"), ("\ufe43", "\ufe44")):
        quote = f"{a}behandlingen minskade dödligheten{b}, {a}inga biverkningar sågs{b}"
        assert passages._quoted_segments(quote) == ["behandlingen minskade dödligheten", "inga biverkningar sågs"]


# --------------------------------------------------------------------------
# Edge punctuation, circled numerals, percent signs: read from the Unicode database


def _named(ch: str) -> str:
    return unicodedata.name(unicodedata.normalize("NFC", ch), "")


def test_every_terminal_punctuation_mark_but_questions_and_exclamations_is_edge_punctuation() -> None:
    for ch in regex.findall(r"\p{Terminal_Punctuation}", _EVERY):
        name = _named(ch)
        asks = not name or any(w in name for w in ("QUESTION", "EXCLAMATION", "INTERROBANG"))
        assert (ch in charclasses.EDGE_PUNCTUATION) != asks, (hex(ord(ch)), name)


def test_edge_punctuation_is_punctuation_that_neither_asks_nor_exclaims() -> None:
    for ch in charclasses.EDGE_PUNCTUATION:
        assert unicodedata.category(ch)[0] == "P", hex(ord(ch))
        for part in unicodedata.normalize("NFKC", ch):
            assert "QUESTION" not in _named(part) and "EXCLAMATION" not in _named(part), hex(ord(ch))
    assert not set("!?\u061f\uff01\uff1f\u203d\u2047\u2048\u2049") & charclasses.EDGE_PUNCTUATION


def test_every_compatibility_form_of_edge_punctuation_is_edge_punctuation() -> None:
    for ch in regex.findall(r"\p{P}", _EVERY):
        decomposed = unicodedata.normalize("NFKC", ch)
        if decomposed and set(decomposed) <= charclasses.EDGE_PUNCTUATION:
            assert ch in charclasses.EDGE_PUNCTUATION, hex(ord(ch))


def test_the_edge_marks_the_two_matchers_listed_are_all_still_trimmed() -> None:
    rule_check = " ,;:.\u0387\u00b7\u037e\u3002\u0964\u0965\u06d4\u104b\u17d4\u1362\u2026\u3001\uff0c\uff1b\uff1a\u060c\u061b*"
    edit_check = " .,;:\u2026\u3002\u0964\u0965\u06d4\u104b\u17d4\u1362\u3001\uff0c\uff1b\uff1a\uff0e\uff61"
    assert set(rule_check + edit_check) <= charclasses.EDGE_TRIMMED
    assert set(rule_check + edit_check + "-") <= charclasses.TRAIL_TRIMMED
    assert "-" not in charclasses.EDGE_TRIMMED  # a leading dash may be a minus sign
    assert charclasses.SPACES <= charclasses.EDGE_TRIMMED


def test_both_matchers_trim_edges_alike() -> None:
    from spacy_quoteverify.match import boundaries, rules

    assert edits.trim_edges is boundaries.edge_span
    for text in ("\u2460 \u58f2\u4e0a\u3002", "-5%.", "-.5", ", .5 mg", "- revenue rose -", "\u1363 \u12a0 \u1362", "\u0f40\u0f0d"):
        a, b = boundaries.edge_span(text)
        assert rules.trim_edges(text) == text[a:b]


def test_every_circled_number_is_a_circled_numeral() -> None:
    for ch in regex.findall(r"\p{No}", _EVERY):
        circled = unicodedata.decomposition(ch).startswith("<circle>") or "CIRCLED" in unicodedata.name(ch, "")
        assert (ch in charclasses.CIRCLED_NUMERALS) == circled, hex(ord(ch))
        if circled:
            assert charclasses.enclosed_numeral(ch) and charclasses.kind(ch) == "P"
    old = [(0x2460, 0x2473), (0x24F5, 0x24FE), (0x2776, 0x2793), (0x3251, 0x325F), (0x32B1, 0x32BF)]
    assert {chr(c) for a, b in old for c in range(a, b + 1)} <= charclasses.CIRCLED_NUMERALS


def test_every_percent_sign_is_one() -> None:
    for ch in regex.findall(r"[\p{P}\p{S}]", _EVERY):
        name = unicodedata.name(ch, "")
        is_percent = any(w in name for w in ("PERCENT", "PER MILLE", "PER TEN THOUSAND"))
        assert (ch in charclasses.PERCENT_SIGNS) == is_percent, hex(ord(ch))
    assert set("%\u2030\u2031\uff05\u066a") <= charclasses.PERCENT_SIGNS


def test_the_spaces_are_every_character_python_calls_white_space() -> None:
    assert charclasses.SPACES == frozenset(ch for ch in _EVERY if ch.isspace())
    assert {"\u3000", "\x1c", "\x85", "\u2028"} <= charclasses.SPACES
    assert charclasses.GROUPING_SPACES <= charclasses.SPACES


def test_citation_ranges_and_number_groups_read_the_tables() -> None:
    from spacy_quoteverify.answer import citations
    from spacy_quoteverify.lang import tokenizer

    assert set(citations._DASHES) == charclasses.DASHES | {"-"}
    assert set(tokenizer._GROUP_SPACE.strip("[]")) == charclasses.GROUPING_SPACES
    assert set(tokenizer._ONE_SPACE.strip("[]")) == charclasses.GROUPING_SPACES | {" "}
