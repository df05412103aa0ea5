"""The character classes: each defined once in charclasses, every user reading that definition."""

from __future__ import annotations

import html
import re
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Dict, Set

import numpy as np
import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

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
    assert charclasses.UNDELIMITED_RE.pattern == f"[{charclasses.UNDELIMITED_CLASS}]"
    unspaced = set(_letters(charclasses.UNSPACED_CLASS))
    for family in charclasses.UNSPACED_FAMILIES:
        assert set(_letters(family)) <= unspaced


def test_the_scripts_that_delimit_their_words_by_a_mark_are_those_unicode_breaks_as_alphabetic() -> None:
    # Tibetan letters break lines as alphabetic letters do (Line_Break AL), at the tsheg after each
    # syllable (BA); the others only as ideographs (ID, CJ) or with a dictionary (SA).
    assert "Tibetan" not in charclasses.UNDELIMITED_SCRIPTS
    assert regex.match(r"\p{Line_Break=BA}", "\u0f0b") and regex.match(r"\p{Line_Break=AL}", "\u0f40")
    assert {"Han", "Hiragana", "Katakana", "Thai", "Lao", "Khmer", "Myanmar"} <= set(charclasses.UNDELIMITED_SCRIPTS)
    assert bool(charclasses.UNDELIMITED_RE.match("\u0f40")) is False and bool(charclasses.UNDELIMITED_RE.match("ไ")) is True


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
    assert quotes.PAIRS is charclasses.ANSWER_QUOTE_PAIRS
    assert all(charclasses.ANSWER_QUOTE_PAIRS[o] >= c for o, c in charclasses.QUOTE_PAIRS.items())
    assert passages._CLOSERS is charclasses.QUOTE_PAIRS
    for opener, closers in charclasses.QUOTE_PAIRS.items():
        for c in (opener, *closers):  # punctuation, or a symbol named a quotation mark (an ornament)
            assert unicodedata.category(c)[0] == "P" or "QUOTATION MARK" in unicodedata.name(c)


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

    assert set(citations._DASHES) == charclasses.DASHES | charclasses.TILDES | {"-"}
    assert set(tokenizer._GROUP_SPACE.strip("[]")) == charclasses.GROUPING_SPACES
    assert set(tokenizer._ONE_SPACE.strip("[]")) == charclasses.GROUPING_SPACES | {" "}


# --------------------------------------------------------------------------
# Every member of each property behaves as the rule says (iterating the Unicode database)

from spacy_quoteverify import verify_quote  # noqa: E402
from spacy_quoteverify.text import sentences  # noqa: E402


def _math_signs() -> list:
    return [c for c in regex.findall(r"\p{Sm}", _EVERY) if unicodedata.name(c, "")]


def test_every_math_sign_but_the_table_rule_and_bullets_is_a_comparison_sign() -> None:
    from spacy_quoteverify.match import boundaries

    assert boundaries._COMPARISON is charclasses.COMPARISON_SIGNS
    for ch in _math_signs():
        expected = unicodedata.normalize("NFKC", ch) != "|" and ch not in charclasses.LIST_BULLETS
        assert (ch in charclasses.COMPARISON_SIGNS) == expected, hex(ord(ch))
    assert set("<>=\u2264\u2265\u00b1~\u2248\u2260\u226a\u226b\u2266\u2267\u2a7d\u2a7e\u226e\u226f\u2213") <= (
        charclasses.COMPARISON_SIGNS
    )


def test_a_quotation_that_drops_any_math_sign_before_its_number_is_refused() -> None:
    signs = _math_signs()
    wrong = []
    for ch in signs:
        for source in (f"The dose was {ch}5 mg in total.", f"The dose was {ch} 5 mg in total.", f"Doses:\n{ch} 5 mg in total."):
            if unicodedata.normalize("NFKC", ch) == "|":
                continue  # a table cell
            if ch in charclasses.LIST_BULLETS and "\n" in source:
                continue  # a list bullet
            verdict = verify_quote("5 mg in total", source)
            if verdict.verified:
                wrong.append((hex(ord(ch)), source))
    assert not wrong, wrong[:20]


def test_a_quotation_that_drops_a_math_sign_with_combining_marks_before_its_number_is_refused() -> None:
    """A sign overlaid or decorated by combining marks (negated with U+0338, the marks for
    symbols, any mark at all) is still the sign: its base character decides."""
    # Marks of this Python's Unicode database (the one the character kinds read) that case
    # folding keeps marks (it turns the Greek ypogegrammeni U+0345 into the letter iota).
    marks = [
        c
        for c in regex.findall(r"\p{M}", _EVERY)
        if unicodedata.category(c).startswith("M") and all(unicodedata.category(f).startswith("M") for f in c.casefold())
    ]
    wrong = []
    for k, ch in enumerate(sorted(charclasses.COMPARISON_SIGNS)):
        mark = marks[k * 11 % len(marks)]
        for source in (f"The dose was {ch}{mark}5 mg in total.", f"Doses were {ch}{mark}\n5 mg in total."):
            if verify_quote("5 mg in total", source).verified:
                wrong.append((hex(ord(ch)), hex(ord(mark)), source))
    assert not wrong, wrong[:20]


def test_a_quotation_that_changes_a_comparison_sign_is_refused() -> None:
    signs = sorted(charclasses.COMPARISON_SIGNS)
    wrong = []
    for k, ch in enumerate(signs):
        other = signs[(k * 7 + 1) % len(signs)]
        if other == ch:
            continue
        verdict = verify_quote(f"was {other} 5 mg in total", f"The dose was {ch} 5 mg in total.")
        if verdict.verified:
            wrong.append((hex(ord(ch)), hex(ord(other))))
    assert not wrong, wrong[:20]


def test_every_quotation_mark_is_a_quote_mark_folded_away() -> None:
    for ch in regex.findall(r"\p{Quotation_Mark}", _EVERY):
        assert ch in charclasses.QUOTE_MARKS, hex(ord(ch))
        assert verify_quote(f"the trial {ch}worked{ch} well", "The trial worked well.").verified, hex(ord(ch))
    for ch in regex.findall(r"\p{P}", _EVERY):
        if regex.search(r"\b(?:PRIME|APOSTROPHE)\b", unicodedata.name(ch, "")):
            assert ch in charclasses.QUOTE_MARKS, hex(ord(ch))


def test_every_dash_folds_to_a_hyphen_and_the_clause_dashes_are_named_dashes() -> None:
    for ch in regex.findall(r"\p{Dash}", _EVERY):
        if ch in charclasses.WAVE_DASHES:
            continue
        exponent = unicodedata.decomposition(ch).startswith(("<super>", "<sub>"))
        assert (ch in charclasses.DASHES or ch == "-") != exponent, hex(ord(ch))
        if not exponent:
            assert verify_quote("a well-known trial", f"It was a well{ch}known trial.").verified, hex(ord(ch))
    for ch in charclasses.CLAUSE_DASHES:
        assert regex.search(r"\b(?:DASH|BAR)\b", unicodedata.name(ch, "")), hex(ord(ch))
    assert set("\u2012\u2013\u2014\u2015\u2e3a\u2e3b\ufe58") <= charclasses.CLAUSE_DASHES
    assert not charclasses.CLAUSE_DASHES & charclasses.MINUS_SIGNS


def test_a_wave_dash_is_a_tilde_not_a_minus() -> None:
    """Every dash Unicode names a wave or a swing folds to "~", as the full-width tilde JIS writes
    for the same character does: "\u301c5%" (about five percent) is neither "-5%" nor "5%"."""
    from spacy_quoteverify.text.fold import fold_match_text

    waves = sorted(charclasses.WAVE_DASHES)
    assert set("\u301c\u3030\u2053") <= set(waves)
    for ch in waves:
        assert regex.search(r"\b(?:WAVE|WAVY|SWUNG)\b", unicodedata.name(ch)) and regex.match(r"\p{Dash}", ch)
        assert fold_match_text(ch) == "~" and ch not in charclasses.DASHES | charclasses.CLAUSE_DASHES
        assert ch in charclasses.RANGE_MARKS
        for lang in (None, "ja"):
            source = f"誤差は{ch}5%だった。期間は3{ch}5年だった。"
            assert verify_quote("誤差は-5%だった", source, lang=lang).reason == "number_changed", hex(ord(ch))
            assert verify_quote("5%だった", source, lang=lang).reason == "sign_dropped", hex(ord(ch))
            assert verify_quote("期間は3\uff5e5年だった", source, lang=lang).verified, hex(ord(ch))
        assert verify_quote(f"The change was {ch}5% overall", "The change was -5% overall.").reason == "number_changed"


def test_the_hyphen_classes_of_folding_are_dashes() -> None:
    assert charclasses.BREAK_HYPHENS - {"\u00ad"} <= charclasses.DASHES | {"-"}
    assert charclasses.RANGE_HYPHENS <= charclasses.DASHES | {"-"}
    assert charclasses.JOIN_HYPHENS <= charclasses.DASHES | {"-"}
    assert set("-\u00ad\u2010\u2011") <= charclasses.BREAK_HYPHENS
    assert set("-\u2010\u2011\u2012\u2013") <= charclasses.RANGE_HYPHENS
    assert set("-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d") <= charclasses.JOIN_HYPHENS
    for ch in charclasses.DASHES - charclasses.JOIN_HYPHENS:
        assert unicodedata.east_asian_width(unicodedata.normalize("NFKC", ch)) == "W", hex(ord(ch))


def test_every_grouping_space_keeps_a_number_whole() -> None:
    for ch in regex.findall(r"\p{Zs}", _EVERY):
        grouping = ch not in " \u3000" and regex.match(r"\p{Script=Common}", ch) is not None
        assert (ch in charclasses.GROUPING_SPACES) == grouping, hex(ord(ch))
        if grouping:
            source = f"The trial enrolled 1{ch}200 patients."
            assert verify_quote("200 patients", source).reason == "number_cut", hex(ord(ch))
            assert verify_quote("enrolled 1 200 patients", source).verified, hex(ord(ch))


def test_every_grapheme_extender_continues_the_character_before_it() -> None:
    for ch in regex.findall(r"[\p{Grapheme_Cluster_Break=Extend}\p{Grapheme_Cluster_Break=ZWJ}]", _EVERY):
        if not unicodedata.name(ch, ""):
            continue  # newer than this Python's database
        assert charclasses.kind(ch) == "M", hex(ord(ch))


def test_every_clause_mark_is_terminal_punctuation_or_made_of_it() -> None:
    terminal = set(regex.findall(r"\p{Terminal_Punctuation}", _EVERY))
    assert set(";:\u00b7\u0387\u061b\u2026\uff1b\uff1a\ufe54\ufe55") <= charclasses.CLAUSE_MARKS
    for ch in charclasses.CLAUSE_MARKS:
        assert ch not in charclasses.SENTENCE_TERMINALS, hex(ord(ch))
        parts = set(unicodedata.normalize("NFKC", ch))
        equivalent = any(unicodedata.normalize("NFC", c) == ch for c in terminal)  # U+0387 -> U+00B7
        assert ch in terminal or parts <= terminal | {"."} or equivalent, hex(ord(ch))
        assert "COMMA" not in unicodedata.name(ch, ""), hex(ord(ch))


def test_an_elision_across_any_clause_mark_needs_the_next_piece_to_start_one() -> None:
    wrong = []
    for ch in sorted(charclasses.CLAUSE_MARKS):
        source = f"The drug was tested{ch} then the patients did not improve at all."
        verdict = verify_quote("The drug … the patients did not improve", source, lang="en")
        if verdict.verified:
            wrong.append(hex(ord(ch)))
    assert not wrong, wrong


def test_every_clause_punctuation_mark_separates_quoted_parts() -> None:
    for ch in sorted(charclasses.CLAUSE_PUNCTUATION):
        quote = f"\u201cthe drug worked\u201d{ch} \u201cno side effects\u201d"
        assert passages._quoted_segments(quote) == ["the drug worked", "no side effects"], hex(ord(ch))


def test_every_bullet_opens_a_list_item() -> None:
    for ch in sorted(charclasses.LIST_BULLETS):
        assert sentences.BULLET_RE.match(f"{ch} the drug worked"), hex(ord(ch))
        items = [p.pieces for p in passages.split_passages(f"{ch} the drug worked\n{ch} no side effects were seen")]
        assert items == [["the drug worked"], ["no side effects were seen"]], (hex(ord(ch)), items)
    for ch in regex.findall(r"[\p{P}\p{S}]", _EVERY):
        if regex.search(r"(?:^|\s)BULLET(?:$| OPERATOR)", unicodedata.name(ch, "")):
            assert ch in charclasses.LIST_BULLETS, hex(ord(ch))
    assert set("-*+\u2022\u00b7\u2023\u25e6\u25aa\u25cf\u2043\u2219\u2013\u2014") <= charclasses.LIST_BULLETS


def test_a_mark_before_closing_punctuation_of_any_script_closes_an_open_quotation() -> None:
    never_starts = r"[\p{Line_Break=CL}\p{Line_Break=CP}\p{Line_Break=EX}\p{Line_Break=IS}\p{Line_Break=NS}]"
    for ch in regex.findall(r"\p{P}", _EVERY):
        closing = bool(regex.match(never_starts, ch)) and not regex.match(r"\p{Sentence_Break=ATerm}", ch)
        assert (ch in charclasses.CLOSING_PUNCTUATION) == closing, hex(ord(ch))
    for ch in sorted(charclasses.CLOSING_PUNCTUATION):
        # After a quotation left open, the mark before the punctuation closes it.
        answer = f'He wrote "the drug did not reduce mortality "{ch} then "no side effects were seen".'
        found = [q.text for q in quotes.find_quotations(answer)]
        assert found == ["the drug did not reduce mortality", "no side effects were seen"], (hex(ord(ch)), found)
    assert set(",;:!?)]}\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f") <= charclasses.CLOSING_PUNCTUATION
    assert "." not in charclasses.CLOSING_PUNCTUATION  # '"...the drug' opens with an ellipsis


def test_a_quotation_opens_after_any_white_space_bracket_dash_or_clause_mark() -> None:
    wrong = []
    for ch in sorted(quotes._OPEN_CONTEXT - charclasses.LINE_BREAKS):
        answer = f"The report{ch}'the drug did not reduce mortality' [chunk 1]."
        found = quotes.find_quotations(answer)
        if [q.text for q in found] != ["the drug did not reduce mortality"]:
            wrong.append(hex(ord(ch)))
    assert not wrong, wrong


def test_the_answer_sentence_ends_at_every_sentence_terminal() -> None:
    for ch in sorted(charclasses.SENTENCE_TERMINALS):
        answer = f"First claim [chunk 2]{ch} He wrote \u201cthe drug did not reduce mortality\u201d in the end"
        found = quotes.find_quotations(answer)
        assert [q.cited for q in found] == [[]], hex(ord(ch))


def test_every_angle_quotation_mark_may_stand_apart_from_its_text() -> None:
    for ch in charclasses.QUOTE_MARKS:
        assert (ch in charclasses.SPACED_QUOTE_MARKS) == ("ANGLE QUOTATION MARK" in unicodedata.name(ch, "")), hex(ord(ch))
    found = quotes.find_quotations("Il a dit \u00ab le m\u00e9dicament n'a pas r\u00e9duit la mortalit\u00e9 \u00bb hier.")
    assert [q.text for q in found] == ["le m\u00e9dicament n'a pas r\u00e9duit la mortalit\u00e9"]


def test_every_number_separator_keeps_two_digit_runs_one_number() -> None:
    from spacy_quoteverify.match import boundaries

    for ch in regex.findall(r"[\p{Line_Break=IS}\p{Line_Break=SY}]", _EVERY):
        assert ch in charclasses.NUMBER_SEPARATORS
        if ch not in charclasses.SENTENCE_TERMINALS:
            assert boundaries.joins_digits(ch), hex(ord(ch))
            assert verify_quote("1 patients", f"The ratio was 3{ch}1 patients.").verified is False, hex(ord(ch))
    for ch in ".,:/'\u066b\u066c\uff0c\uff0e\uff1a\u2044\u2236\u2215":
        assert boundaries.joins_digits(ch), hex(ord(ch))
    assert not boundaries.joins_digits("\u3002") and not boundaries.joins_digits("\u0589")


def test_a_question_in_greek_is_not_a_semicolon_at_the_edge() -> None:
    statement = "\u03a4\u03bf \u03c6\u03ac\u03c1\u03bc\u03b1\u03ba\u03bf \u03b5\u03af\u03bd\u03b1\u03b9 \u03b1\u03c3\u03c6\u03b1\u03bb\u03ad\u03c2"
    for mark in (";", "\u037e"):
        for lang in (None, "el"):
            assert not verify_quote(statement + mark, f"\u0395\u03af\u03c0\u03b1\u03bd: {statement}. \u03a4\u03ad\u03bb\u03bf\u03c2.", lang=lang).verified
            for written in (";", "\u037e"):
                assert verify_quote(statement + mark, f"\u0395\u03af\u03c0\u03b1\u03bd: {statement}{written} \u03a4\u03ad\u03bb\u03bf\u03c2.", lang=lang).verified
    # Elsewhere ";" stays edge punctuation.
    assert verify_quote("the drug is safe;", "They said: the drug is safe. Nobody knew.").verified


def test_a_quotation_may_open_on_edge_punctuation_that_starts_lines() -> None:
    found = quotes.find_quotations("The text says \u201c\u1c3fApple is looking at buying U.K\u1c7e\u201d [chunk 1].")
    assert [q.text for q in found] == ["\u1c3fApple is looking at buying U.K\u1c7e"]


def test_the_line_breaks_are_unicodes_mandatory_breaks() -> None:
    wanted = regex.compile(r"[\p{Line_Break=BK}\p{Line_Break=CR}\p{Line_Break=LF}\p{Line_Break=NL}]")
    assert charclasses.LINE_BREAKS == frozenset(c for c in _EVERY if wanted.match(c))
    assert set("\n\r\x0b\x0c\x85\u2028\u2029") == charclasses.LINE_BREAKS
    # "\r\n" is one line break; two of any kind, spaces between, a blank line.
    one = re.compile(f"(?:{charclasses.LINE_BREAK_PATTERN})$")
    blank = re.compile(f"(?:{charclasses.PARAGRAPH_BREAK_PATTERN})$")
    for lb in [*sorted(charclasses.LINE_BREAKS - {"\f", "\u2029"}), "\r\n"]:
        assert one.match(lb) and not blank.match(lb), repr(lb)
        for other in [*sorted(charclasses.LINE_BREAKS), "\r\n"]:
            for between in ("", " ", "\t \u3000"):
                if lb.endswith("\r") and not between and other.startswith("\n"):
                    continue  # "\r" + "\n" is "\r\n", one line break
                assert blank.match(lb + between + other), repr(lb + between + other)
    assert blank.match("\u2029") and blank.match("\f")


def test_the_clause_and_terminal_classes_have_one_home() -> None:
    from spacy_quoteverify.lang import tokenizer

    assert quotes._CLOSING_PUNCT is charclasses.CLOSING_PUNCTUATION
    assert quotes._SPACED_MARKS is charclasses.SPACED_QUOTE_MARKS
    assert sentences._TERMINAL_IN_WORDS_RE is charclasses.TERMINAL_IN_WORDS_RE
    assert charclasses.UNDELIMITED_CLASS in tokenizer._NOT_AFTER_SPACED_LETTER


def test_every_default_ignorable_code_point_folds_away_by_property() -> None:
    ignorable = regex.findall(r"\p{Default_Ignorable_Code_Point}", _EVERY)
    assert len(ignorable) > 4000  # every plane that holds them is scanned
    overrides = set(regex.findall(r"[\p{Bidi_Class=LRO}\p{Bidi_Class=RLO}]", _EVERY))
    assert overrides == charclasses.BIDI_OVERRIDES == {"\u202d", "\u202e"}
    for view in (False, True):
        table = charclasses.table(view)
        kept = [hex(ord(c)) for c in ignorable if table[ord(c)] != charclasses.DELETE and c not in overrides]
        assert not kept, kept
        # A directional override shows no mark but reverses what follows: it stays.
        assert all(table[ord(c)] != charclasses.DELETE for c in overrides)
    assert fold.fold_match_text("n\u00ado\u200bt\U000e0073") == "not"


def test_the_sign_currency_apostrophe_and_ellipsis_classes_have_one_home() -> None:
    from spacy_quoteverify.lang import lexicons, tokenizer

    every_sc = frozenset(regex.findall(r"\p{Sc}", _EVERY))
    assert charclasses.CURRENCY_SIGNS == every_sc
    assert charclasses.char_class(charclasses.CURRENCY_SIGNS) in tokenizer._CURRENCY
    assert tokenizer._SIGN == f"[{charclasses.char_class(charclasses.NUMBER_SIGNS)}]"
    assert set("+-\u00b1\u2213\u2212\uff0b\ufe62") <= charclasses.NUMBER_SIGNS
    assert not {"\u207a", "\u208a", "\u2a25"} & charclasses.PLUS_SIGNS  # exponent, index, plus with more
    assert tokenizer._RANGE_DASH == f"[{charclasses.char_class(charclasses.RANGE_MARKS)}]"
    assert set("-\u2013\u2012~\u301c\uff5e") <= charclasses.RANGE_MARKS
    assert not {"\u2014", "\u2015"} & charclasses.RANGE_MARKS  # the em dash and bar separate clauses
    # One apostrophe class: the lexicons fold it, the negation scanner splits at it, quotation
    # finding and passage splitting read a mark between two letters by it.
    assert {chr(cp) for cp, to in lexicons._KEY_FOLD.items() if to == "'"} == charclasses.APOSTROPHES | charclasses.APOSTROPHE_LOOKALIKES
    assert set("\u02bb\u02c8\u1fbd\u1fbf") <= charclasses.APOSTROPHE_LOOKALIKES
    assert not {"\u05d9", "\ua78c", "\u1d4a"} & charclasses.APOSTROPHE_LOOKALIKES  # letters of a script stay letters
    assert set("'\u2019\u2018\u02bc\uff07\u05f3`\u00b4") <= charclasses.APOSTROPHES
    assert not {'"', "\u201c", "\u00ab", "\u300c", "\u02bb"} & charclasses.APOSTROPHES
    assert tokenizer._ELISION == charclasses.ELISION_PATTERN == passages.ELISION_RE.pattern
    assert set("\u2026\u22ef\u22ee\ufe19\u2025\u1801") <= charclasses.ELLIPSES
    assert charclasses.FULL_STOPS == frozenset(".\u2024\ufe52\uff0e")


def test_every_elision_form_splits_a_passage_and_nothing_else_does() -> None:
    from adversarial import elision_forms

    for form in elision_forms():
        assert passages.split_pieces(f"the drug {form} mortality") == ["the drug ", " mortality"], form
    for text in ("3.5.2", "U.S. trials", "e.g. this", "a.. b", "fig. 2 (a)", "[1]", "(. and .)"):
        assert passages.split_pieces(text) == [text], text


# --------------------------------------------------------------------------
# Characters written in another form: radical forms, elongation, split vowels


def test_every_character_whose_compatibility_form_is_one_ideograph_folds_to_it() -> None:
    """Self-test over every code point: the table holds exactly the characters whose <compat>
    decomposition is a single unified ideograph, and folding writes that ideograph, in both views,
    offsets kept (one character for one)."""
    expected = {}
    for ch in _EVERY:
        parts = unicodedata.decomposition(ch).split()
        if len(parts) == 2 and parts[0] == "<compat>" and regex.match(r"\p{Unified_Ideograph}", chr(int(parts[1], 16))):
            expected[ch] = chr(int(parts[1], 16))
    assert charclasses.IDEOGRAPH_FORMS == expected
    kangxi = {ch for ch in expected if 0x2F00 <= ord(ch) <= 0x2FDF}
    assert len(kangxi) == 214 and {"\u2e9f", "\u2ef3"} <= set(expected)  # every Kangxi radical; the supplement's two
    for form, ideograph in expected.items():
        assert unicodedata.normalize("NFKC", form) == ideograph
        for view in (fold.fold_match, fold.fold_edit):
            F = view(f"a{form}b")
            assert F.text == f"a{ideograph}b", f"U+{ord(form):04X}"
            assert F.offsets.dense()[0].tolist() == [0, 1, 2]
        assert fold.fold_match_text(form) == ideograph
    # The enclosed and squared ideographs are list marks and labels, and stay.
    assert "\u3280" not in expected and "\U0001f210" not in expected
    # The compatibility ideographs are canonical singletons: the table folds them with NOT_NFC.
    assert fold.fold_match_text("\uf900") == "\u8c48"


def test_elongation_is_the_join_causing_modifier_letters_and_folds_away() -> None:
    expected = set(regex.findall(r"[\p{Lm}&&\p{Joining_Type=Join_Causing}]", _EVERY, flags=regex.V1))
    assert charclasses.ELONGATION == expected == {"\u0640", "\u07fa"}
    assert not charclasses.ELONGATION & charclasses.INVISIBLE
    for ch in sorted(expected):
        for view in (fold.fold_match, fold.fold_edit):
            F = view(f"\u0643{ch}{ch}\u062a")
            assert F.text == "\u0643\u062a"
            assert F.offsets.dense()[0].tolist() == [0, 3]
    # The tatweels carrying a mark are letters of their own.
    assert fold.fold_match_text("\u0883") == "\u0883"


def test_split_vowels_are_the_thai_and_lao_compatibility_pairs() -> None:
    expected = {}
    for ch in regex.findall(r"[\p{Script=Thai}\p{Script=Lao}]", _EVERY):
        parts = unicodedata.decomposition(ch).split()
        if len(parts) == 3 and parts[0] == "<compat>":
            first, second = chr(int(parts[1], 16)), chr(int(parts[2], 16))
            if unicodedata.category(first) == "Mn":
                expected[(first, second)] = ch
    assert charclasses.SPLIT_VOWELS == expected == {("\u0e4d", "\u0e32"): "\u0e33", ("\u0ecd", "\u0eb2"): "\u0eb3"}
    for (first, second), composed in expected.items():
        assert unicodedata.normalize("NFKC", composed) == first + second
    tones = {c for c in charclasses.SPLIT_VOWEL_TONES if unicodedata.combining(c) in (107, 122)}
    assert tones == set("\u0e48\u0e49\u0e4a\u0e4b\u0ec8\u0ec9\u0eca\u0ecb")


def test_split_vowels_fold_to_the_one_character_with_the_tone_mark_before_it() -> None:
    for written in ("\u0e19\u0e4d\u0e49\u0e32", "\u0e19\u0e49\u0e4d\u0e32", "\u0e19\u0e49\u0e33"):
        F = fold.fold_match(written)
        assert F.text == "\u0e19\u0e49\u0e33", written
        assert fold.fold_match_text(written) == "\u0e19\u0e49\u0e33"
        assert F.to_original(0, len(F.text)) == (0, len(written))
    assert fold.fold_match("\u0ea5\u0ecd\u0ec8\u0eb2").text == "\u0ea5\u0ec8\u0eb3"  # Lao
    # The mark alone, or the vowel alone, is not the vowel.
    assert fold.fold_match_text("\u0e19\u0e4d") == "\u0e19\u0e4d"
    assert fold.fold_match_text("\u0e19\u0e32") == "\u0e19\u0e32"


_BREAKY = "ab \n\r\t\f\u2029\u2028\u0085\u000b\u200b\ufeff"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(_BREAKY), max_size=40))
def test_paragraph_breaks_are_the_patterns_finditer(text: str) -> None:
    """The scan that tries the pattern only at line breaks finds what ``finditer`` finds."""
    expected = [m.span() for m in re.compile(charclasses.PARAGRAPH_BREAK_PATTERN).finditer(text)]
    assert [m.span() for m in charclasses.paragraph_breaks(text)] == expected


_CLDR = Path("/usr/share/unicode/cldr/common")


def _cldr_main_sets() -> Dict[str, Set[str]]:
    """The main exemplar characters of every CLDR locale (Debian's unicode-cldr-core)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from build_exemplars import unicode_set

    out: Dict[str, Set[str]] = {}
    for path in sorted((_CLDR / "main").glob("*.xml")):
        found = re.search(r"<exemplarCharacters(?![^>]*type=)[^>]*>([^<]*)</exemplarCharacters>", path.read_text(encoding="utf8"))
        if found:
            out[path.stem] = set("".join(unicode_set(html.unescape(found.group(1)))))
    return out


@pytest.mark.skipif(not (_CLDR / "collation" / "fa.xml").exists(), reason="the CLDR data (unicode-cldr-core) is not installed")
def test_letter_variants_are_one_letter_in_cldrs_persian_collation_and_contrasted_where_a_language_writes_both() -> None:
    rules = "".join(node.text or "" for node in ET.parse(_CLDR / "collation" / "fa.xml").getroot().iter("cr"))
    # A run of letters that differ at most at the secondary level: a rule line cut at each primary "<".
    runs = [set(part) for line in rules.splitlines() for part in re.split(r"(?<!<)<(?!<)", line)]
    for group in charclasses.LETTER_VARIANTS:
        assert any(group <= run for run in runs), sorted(group)
    mains = _cldr_main_sets()
    keyboards = set().union(*(mains[loc] for loc in ("ar", "fa", "ur", "ckb")))
    assert set().union(*charclasses.LETTER_VARIANTS) <= keyboards
    both = {
        frozenset((a, b))
        for group in charclasses.LETTER_VARIANTS
        for a in group
        for b in group
        if a < b and any(a in letters and b in letters for letters in mains.values())
    }
    assert both == charclasses.CONTRASTED_VARIANTS
    assert charclasses.DOTLESS_FINAL_YEH < set().union(*charclasses.LETTER_VARIANTS)


def test_hebrew_points_are_marks_and_the_nukta_is_devanagaris() -> None:
    assert "\u05bc" in charclasses.HEBREW_POINTS and "\u05c1" in charclasses.HEBREW_POINTS and "\u0591" in charclasses.HEBREW_POINTS
    assert not {"\u05be", "\u05c0", "\u05c3", "\u05d0"} & charclasses.HEBREW_POINTS  # maqaf, paseq, sof pasuq, alef
    assert unicodedata.name(charclasses.DEVANAGARI_NUKTA) == "DEVANAGARI SIGN NUKTA"
    assert all(unicodedata.normalize("NFD", chr(cp))[1:] == charclasses.DEVANAGARI_NUKTA for cp in range(0x0958, 0x0960))


def test_number_symbols_of_other_numbering_systems_fold_like_their_ascii_symbol() -> None:
    # The CLDR's one-role symbols: "\u066b" (decimal) is ".", "\u066c" (group) ",", "\u066a" "%".
    symbols = charclasses.number_symbols()
    assert {"\u066b": ".", "\u066c": ",", "\u066a": "%", "\u0609": "\u2030"}.items() <= symbols.items()
    table = charclasses.table(edit_view=False)
    for symbol, plain in symbols.items():
        assert table[ord(symbol)] == table[ord(plain)], symbol
    # The Arabic comma is a decimal mark in some locales and a group separator in others: no fold.
    assert "\u060c" not in symbols and table[0x060C] == 0x060C


@pytest.mark.parametrize(
    "quote, source, expected",
    [
        ("\u0627\u0631\u062a\u0641\u0639 \u0628\u0646\u0633\u0628\u0629 12.5% \u0641\u064a \u0639\u0627\u0645 2020", "\u0627\u0631\u062a\u0641\u0639 \u0628\u0646\u0633\u0628\u0629 \u0661\u0662\u066b\u0665\u066a \u0641\u064a \u0639\u0627\u0645 \u0662\u0660\u0662\u0660", True),
        ("\u0628\u0644\u063a 1,500 \u062f\u0648\u0644\u0627\u0631", "\u0628\u0644\u063a \u0661\u066c\u0665\u0660\u0660 \u062f\u0648\u0644\u0627\u0631", True),
        ("\u0628\u0644\u063a 1.500 \u062f\u0648\u0644\u0627\u0631", "\u0628\u0644\u063a \u0661\u066c\u0665\u0660\u0660 \u062f\u0648\u0644\u0627\u0631", False),
        ("\u0627\u0631\u062a\u0641\u0639 \u0628\u0646\u0633\u0628\u0629 12,5% \u0641\u064a", "\u0627\u0631\u062a\u0641\u0639 \u0628\u0646\u0633\u0628\u0629 \u0661\u0662\u066b\u0665\u066a \u0641\u064a", False),
        ("Revenue rose 12.5\u2030", "Revenue rose 12.5\u066a", False),
    ],
    ids=["decimal-percent", "group", "group-as-decimal", "decimal-as-comma", "percent-as-permille"],
)
def test_a_figure_with_arabic_number_symbols_reads_as_its_value(quote: str, source: str, expected: bool) -> None:
    for lang in (None, "ar"):
        assert verify_quote(quote, source, lang).verified is expected, lang


def test_a_temperature_unit_drawn_as_one_sign_folds_like_the_degree_sign_and_letter() -> None:
    # U+2103 and U+2109 are compatibility forms of the degree sign and C or F.
    assert charclasses.STYLE_FORMS["\u2103"] == "\u00b0C" and charclasses.STYLE_FORMS["\u2109"] == "\u00b0F"
    for lang in (None, "en"):
        assert verify_quote("stored at 25\u00b0C in", "stored at 25\u2103 in the dark", lang).verified is True
        assert verify_quote("stored at 25\u2103 in", "stored at 25\u00b0C in the dark", lang).verified is True
        assert verify_quote("stored at 25\u00b0F in", "stored at 25\u2103 in the dark", lang).reason == "number_changed"
    assert verify_quote("\u4fdd\u5b58\u6e29\u5ea6\u4e3a25\u00b0C", "\u4fdd\u5b58\u6e29\u5ea6\u4e3a25\u2103\u3002", "zh").verified is True


def test_number_separators_come_from_each_languages_main_cldr_locale() -> None:
    from spacy_quoteverify.charclasses import number_separators

    assert number_separators("en") == (".", ",")
    assert number_separators("de") == (",", ".")
    assert number_separators("fr") == (",", "\u202f")
    assert number_separators("de-CH") == (",", ".")  # the language's main locale
    assert number_separators(None) is None and number_separators("zz") is None


def test_degree_lookalikes_come_from_the_confusables_data() -> None:
    from spacy_quoteverify.charclasses import DEGREE_LOOKALIKES

    assert "\u02da" in DEGREE_LOOKALIKES and "\u00b0" not in DEGREE_LOOKALIKES
    assert "\u00ba" not in DEGREE_LOOKALIKES  # the masculine ordinal indicator: a small o
