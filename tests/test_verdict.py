"""Tests of :func:`spacy_quoteverify.verify_quote` and the :class:`Verdict` it returns.

The score, the cases where the question does not apply (empty quotation, empty
source, an answer that is not a quotation), verbatim chunk text, argument
checking, offsets into the original source, and the documented behaviours of
the check: each documented miss refused, each tolerated difference verified.
"""
from __future__ import annotations

import json
import subprocess
import sys
from typing import Any, Optional, Tuple

import pytest
import regex

from spacy_quoteverify import verify_quote
from spacy_quoteverify.verdict import SPAN_CHARS, Verdict, span_preview

WORKED_SOURCE = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204."


# --------------------------------------------------------------------------
# Score
# --------------------------------------------------------------------------


def test_faithful_quotation_is_verified_with_match_one() -> None:
    v = verify_quote("Revenue rose to 45.2 million dollars.", WORKED_SOURCE)
    assert v.verified is True
    assert v.match == 1.0
    assert v.reason is None
    assert v.kind == "extracted"


def test_invented_quotation_scores_the_share_of_its_longest_found_run() -> None:
    v = verify_quote("Revenue rose to 88.9 billion dollars on record demand.", WORKED_SOURCE)
    assert v.verified is False
    assert v.match == 0.333
    assert v.reason == "not_found"
    assert v.start is None and v.end is None


def test_changing_the_last_of_ten_words_scores_nine_tenths() -> None:
    source = "one two three four five six seven eight nine ten."
    v = verify_quote("one two three four five six seven eight nine eleven", source)
    assert v.verified is False
    assert v.match == 0.9


def test_changing_a_middle_word_scores_about_half() -> None:
    source = "one two three four five six seven eight nine ten."
    v = verify_quote("one two three four 55 six seven eight nine ten", source)
    assert v.verified is False
    assert v.match == 0.5


def test_score_is_that_of_the_worst_passage() -> None:
    source = "alpha beta gamma delta. one two three four."
    v = verify_quote("alpha beta gamma delta\n\none two 33 44", source)
    assert v.verified is False
    assert v.match == 0.5


def test_score_in_an_unspaced_script_counts_characters() -> None:
    v = verify_quote("收入增长了百分之四十", "公司收入增长了百分之三十。")
    assert v.verified is False
    assert v.match == 0.8


def test_quotation_with_no_word_in_the_source_scores_zero() -> None:
    v = verify_quote("entirely unrelated words", WORKED_SOURCE)
    assert v.verified is False
    assert v.match == 0.0


@pytest.mark.parametrize(
    "lang, quote, source",
    [
        ("de", "Der Umsatz stieg um 12%", "Der Umsatz stieg um 13% im Mai."),
        ("ru", "Выручка выросла на 12%", "Выручка выросла на 13% в мае."),
        ("ar", "ارتفعت الإيرادات بنسبة 12%", "ارتفعت الإيرادات بنسبة 13% في مايو."),
        ("hi", "राजस्व 12% बढ़ा", "राजस्व 13% बढ़ा।"),
        ("ja", "売上は12%増えた", "売上は13%増えた。"),
    ],
    ids=["de", "ru", "ar", "hi", "ja"],
)
def test_a_changed_figure_scores_below_one(lang: str, quote: str, source: str) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is False
    assert v.match is not None and 0.0 <= v.match < 1.0


# --------------------------------------------------------------------------
# When the question does not apply
# --------------------------------------------------------------------------


@pytest.mark.parametrize("quote", ["", "   ", "\n\n", '""', "\u201c\u201d", "...", "**", "\u3000"])
def test_empty_quotation_is_neither_verified_nor_refused(quote: str) -> None:
    v = verify_quote(quote, WORKED_SOURCE)
    assert v.verified is None
    assert v.match is None
    assert v.reason == "empty"


@pytest.mark.parametrize("source", ["", "   ", "\n\n\t", "\u3000"])
def test_empty_source_is_neither_verified_nor_refused(source: str) -> None:
    v = verify_quote("Revenue rose", source)
    assert v.verified is None
    assert v.match is None
    assert v.reason == "no_source"


def test_answer_row_is_not_a_quotation() -> None:
    v = verify_quote("Revenue was 45.2 million dollars.", WORKED_SOURCE, kind="answer")
    assert v.verified is None
    assert v.match is None
    assert v.reason == "not_a_quotation"
    assert v.kind == "answer"


def test_unknown_kind_is_an_error() -> None:
    with pytest.raises(ValueError, match="kind"):
        verify_quote("a", "a", kind="summary")


# --------------------------------------------------------------------------
# Verbatim chunk text: compared whole
# --------------------------------------------------------------------------


def test_verbatim_text_found_whole_is_verified() -> None:
    v = verify_quote("Headcount grew to 1,204.", WORKED_SOURCE, kind="verbatim")
    assert v.verified is True
    assert v.kind == "verbatim"


def test_verbatim_text_is_not_read_for_elisions() -> None:
    v = verify_quote("Revenue rose ... dollars.", WORKED_SOURCE, kind="verbatim")
    assert v.verified is False


def test_verbatim_text_is_not_split_into_list_items() -> None:
    source = "Revenue rose.\nCosts fell."
    v = verify_quote("- Revenue rose.\n- Costs fell.", source, kind="verbatim")
    assert v.verified is False


def test_verbatim_text_with_a_blank_line_is_compared_as_one_block() -> None:
    assert verify_quote(WORKED_SOURCE, WORKED_SOURCE, kind="verbatim").verified is True
    swapped = "Headcount grew to 1,204.\n\nRevenue rose to 45.2 million dollars."
    assert verify_quote(swapped, WORKED_SOURCE, kind="verbatim").verified is False


# --------------------------------------------------------------------------
# Arguments
# --------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [5, None, b"bytes", ["a"], 3.5])
def test_non_text_quote_raises_type_error_naming_quote(bad: Any) -> None:
    with pytest.raises(TypeError, match="quote"):
        verify_quote(bad, WORKED_SOURCE)


@pytest.mark.parametrize("bad", [5, None, b"bytes", ["a"], {"a": 1}])
def test_non_text_source_raises_type_error_naming_source(bad: Any) -> None:
    with pytest.raises(TypeError, match="source"):
        verify_quote("Revenue rose", bad)


@pytest.mark.parametrize("bad", [5, b"en", ["en"], 1.0])
def test_non_text_lang_raises_type_error_naming_lang(bad: Any) -> None:
    with pytest.raises(TypeError, match="lang"):
        verify_quote("Revenue rose", WORKED_SOURCE, bad)


def test_type_error_says_what_was_received() -> None:
    with pytest.raises(TypeError, match="int"):
        verify_quote(5, WORKED_SOURCE)


def test_unknown_option_raises_type_error_naming_it() -> None:
    with pytest.raises(TypeError, match="no_such_option"):
        verify_quote("Revenue rose", WORKED_SOURCE, no_such_option=True)


@pytest.mark.parametrize("lang", ["ta", "hy", "kmr", "xx", "yo", "en-US", "zh_Hant", "no"])
def test_language_without_bundled_data_does_not_raise(lang: str) -> None:
    v = verify_quote("Revenue rose", WORKED_SOURCE, lang)
    assert v.verified is True


@pytest.mark.parametrize("lang", ["zz", "english", "ka", "km"])
def test_a_language_spacy_does_not_know_raises_value_error_naming_it(lang: str) -> None:
    with pytest.raises(ValueError, match=f"lang '{lang}' is not a language spaCy knows"):
        verify_quote("Revenue rose", WORKED_SOURCE, lang)


def test_spacy_doc_is_accepted_as_quote_and_source() -> None:
    spacy = pytest.importorskip("spacy")
    nlp = spacy.blank("en")
    v = verify_quote(nlp("Revenue rose to 45.2 million"), nlp(WORKED_SOURCE))
    assert v.verified is True


# --------------------------------------------------------------------------
# Offsets into the original source
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "quote, source, expected",
    [
        ("Revenue rose to 45.2", 'He said \u201cRevenue   rose  to 45.2\u201d in May.', "Revenue   rose  to 45.2"),
        ("\u201cRevenue rose\u201d", "He said: \u201cRevenue\u00a0rose\u201d.", "Revenue\u00a0rose"),
        ("the new drug", "We gave the \u2018new\u2019 drug daily.", "the \u2018new\u2019 drug"),
        ("café noir", "Un cafe\u0301 noir, merci.", "cafe\u0301 noir"),
        ("REVENUE ROSE", "First line.\nrevenue\n rose sharply.", "revenue\n rose"),
        ("rose to 45.2 million", "Revenue rose to **45.2 million** dollars.", "rose to **45.2 million"),
        ("investigator-blinded trial", "An investi-\ngator-blinded trial began.", "investi-\ngator-blinded trial"),
        ("\u58f2\u4e0a\u304c\u5897\u3048\u305f", "\u4e94\u6708\u306b\u3000\u58f2\u4e0a\u304c\u5897\u3048\u305f\u3002", "\u58f2\u4e0a\u304c\u5897\u3048\u305f"),
        ("Выручка выросла", "\u00ab\u0412\u044b\u0440\u0443\u0447\u043a\u0430   \u0432\u044b\u0440\u043e\u0441\u043b\u0430\u00bb", "\u0412\u044b\u0440\u0443\u0447\u043a\u0430   \u0432\u044b\u0440\u043e\u0441\u043b\u0430"),
        ("Revenue rose to\n45.2 million", "Intro. Revenue rose to 45.2 million dollars.", "Revenue rose to 45.2 million"),
        ("Revenue rose to 45.2 million", "Intro. Revenue rose to\n45.2 million dollars.", "Revenue rose to\n45.2 million"),
        ("\u58f2\u4e0a\u304c\u2026\u5897\u3048\u305f", "\u4e94\u6708\u306b\u58f2\u4e0a\u304c\u5927\u5e45\u306b\u5897\u3048\u305f\u3002", "\u58f2\u4e0a\u304c\u5927\u5e45\u306b\u5897\u3048\u305f"),
        ("revenue rose", "REVENUE ROSE, they said", "REVENUE ROSE"),
    ],
    ids=[
        "spaces", "nbsp", "inner-quotes", "accent", "line-break", "bold", "broken-word", "ja", "ru",
        "quote-wrapped", "source-wrapped", "ja-elided", "upper-case",
    ],
)
def test_verified_offsets_slice_the_original_source_to_the_quoted_passage(
    quote: str, source: str, expected: str
) -> None:
    v = verify_quote(quote, source)
    assert v.verified is True, v.reason
    assert v.start is not None and v.end is not None
    assert source[v.start : v.end] == expected


def test_offsets_of_an_elided_quotation_cover_first_to_last_piece() -> None:
    source = "In May revenue rose sharply in Europe and Asia."
    v = verify_quote("revenue rose ... in Europe", source)
    assert v.verified is True, v.reason
    assert source[v.start : v.end] == "revenue rose sharply in Europe"


def test_offsets_point_at_a_whole_word_occurrence_not_an_earlier_partial_one() -> None:
    source = "Sales rose 25% in 2019 and 5% in 2020."
    v = verify_quote("5% in 2020", source)
    assert v.verified is True
    assert source[v.start : v.end] == "5% in 2020"


def test_refused_quotation_has_no_offsets() -> None:
    v = verify_quote("5%", "Sales rose 25%.")
    assert v.verified is False
    assert v.start is None and v.end is None


# --------------------------------------------------------------------------
# Documented misses, each refused
# --------------------------------------------------------------------------

DOCUMENTED_MISSES = [
    ("5%", "Sales rose 25% last year."),
    ("12%", "Margins changed by -12% last year."),
    ("20", "The trial enrolled 200 patients."),
    ("200", "The trial enrolled 1\u2009200 patients."),
    (".45", "The ratio was 1.45 overall."),
    ("65 years", "Patients aged 18-\n65 years were included."),
    ("the drug did ... reduce mortality", "the drug did not reduce mortality"),
    ("Revenue ... rose 30%", "Revenue fell 12%. Costs rose 30%."),
    ("Revenue rose to 88.9 billion dollars on record demand.", WORKED_SOURCE),
]


@pytest.mark.parametrize("quote, source", DOCUMENTED_MISSES, ids=[q[:24] for q, _ in DOCUMENTED_MISSES])
def test_documented_miss_is_refused(quote: str, source: str) -> None:
    v = verify_quote(quote, source)
    assert v.verified is False
    assert v.reason is not None


# --------------------------------------------------------------------------
# Documented tolerated differences, each verified
# --------------------------------------------------------------------------

TOLERATED = [
    ("white space", "Revenue  rose\tto 45.2 million", WORKED_SOURCE),
    ("quote marks", "\u201cRevenue rose to 45.2 million\u201d", WORKED_SOURCE),
    ("dash", "from 2019 \u2013 2020", "Sales grew from 2019 - 2020."),
    ("case", "REVENUE ROSE TO 45.2 MILLION", WORKED_SOURCE),
    ("guillemets", "\u00abRevenue rose\u00bb", WORKED_SOURCE),
    ("corner brackets", "\u300c\u58f2\u4e0a\u304c\u5897\u3048\u305f\u300d", "\u4e94\u6708\u306b\u58f2\u4e0a\u304c\u5897\u3048\u305f\u3002"),
    ("full-width", "\uff32evenue rose to \uff14\uff15.\uff12 million", WORKED_SOURCE),
    ("ideographic space", "Revenue\u3000rose", WORKED_SOURCE),
    ("combining accent latin", "re\u0301sume\u0301 sent", "Her résumé sent yesterday."),
    ("combining accent greek", "τα ε\u0301σοδα", "Τον Μάιο τα έσοδα αυξήθηκαν."),
    ("combining accent cyrillic", "и\u0306од", "Раствор содержит йод."),
    ("hangul jamo", "\u1106\u1162\u110e\u116e\u11af\u110b\u1175", "5월에 매출이 증가했다."),
    ("hyphen the source joined", "investigator-blinded", "An investigatorblinded trial."),
    ("unspaced start and end", "\u5165\u589e\u957f", "\u516c\u53f8\u6536\u5165\u589e\u957f\u4e86\u3002"),
    ("bold", "**Revenue** rose", WORKED_SOURCE),
    ("paragraphs", "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204.", WORKED_SOURCE),
    ("list", "- Headcount grew\n- Revenue rose", WORKED_SOURCE),
    ("separate quotes", '"Headcount grew", "Revenue rose"', WORKED_SOURCE),
    ("elision", "Revenue rose ... dollars", WORKED_SOURCE),
    ("bracketed elision", "Revenue rose [...] dollars", WORKED_SOURCE),
    ("line wrap", "Revenue rose to\n45.2 million dollars", WORKED_SOURCE),
    ("stop before a later negation", "the drug did", "In the trial the drug did not reduce mortality."),
    ("circled list number", "\u2460\u58f2\u4e0a\u304c\u5897\u3048\u305f", "\u58f2\u4e0a\u304c\u5897\u3048\u305f\u3002"),
]


@pytest.mark.parametrize("what, quote, source", TOLERATED, ids=[t[0] for t in TOLERATED])
def test_documented_tolerated_difference_is_verified(what: str, quote: str, source: str) -> None:
    v = verify_quote(quote, source)
    assert v.verified is True, f"{what}: {v.reason}"
    assert v.match == 1.0


# --------------------------------------------------------------------------
# The record
# --------------------------------------------------------------------------


def test_span_is_the_first_sixty_characters_with_an_ellipsis_when_cut() -> None:
    long_quote = "word " * 30
    v = verify_quote(long_quote, WORKED_SOURCE)
    assert v.span == long_quote[:SPAN_CHARS] + "..."
    assert span_preview("short") == "short"


def test_verdict_round_trips_through_json() -> None:
    v = verify_quote("- Revenue rose\n- Headcount grew", WORKED_SOURCE, chunk_id=3)
    data = json.loads(json.dumps(v.to_dict()))
    back = Verdict.from_dict(data)
    assert back == v
    assert back.chunk_id == 3


def test_chunk_id_is_carried_into_the_verdict() -> None:
    assert verify_quote("Revenue rose", WORKED_SOURCE, chunk_id="c7").chunk_id == "c7"


def test_verbatim_offsets_slice_the_original_source_to_the_chunk_text() -> None:
    chunk = "Headcount grew to 1,204."
    v = verify_quote(chunk, WORKED_SOURCE, kind="verbatim")
    assert v.verified is True
    assert WORKED_SOURCE[v.start : v.end].startswith("Headcount grew to 1,204")
    assert WORKED_SOURCE.index("Headcount") == v.start


def test_offsets_of_a_quotation_of_several_passages_are_those_of_its_first_passage() -> None:
    v = verify_quote("- Headcount grew\n- Revenue rose", WORKED_SOURCE)
    assert v.verified is True
    assert WORKED_SOURCE[v.start : v.end] == "Headcount grew"


@pytest.mark.parametrize(
    "quote",
    [
        "Revenue rose to 46.2 million dollars.",
        "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,205.",
        "Revenue rose to -45.2 million dollars.",
    ],
    ids=["changed-digit", "changed-in-second-passage", "added-sign"],
)
def test_quotation_differing_only_in_a_figure_reports_number_changed(quote: str) -> None:
    v = verify_quote(quote, WORKED_SOURCE)
    assert v.verified is False
    assert v.reason == "number_changed"


def test_repeated_keyword_options_are_merged_alike_and_still_checked() -> None:
    from spacy_quoteverify.options import resolve_options

    first = resolve_options(None, {"edit_matcher": False})
    again = resolve_options(None, {"edit_matcher": False})
    assert first == again and first.edit_matcher is False
    with pytest.raises(TypeError, match="edit_matcher must be a bool"):
        resolve_options(None, {"edit_matcher": 0})  # 0 == False, yet not a bool
    assert resolve_options(None, {"max_candidates": 7}).max_candidates == 7
    with pytest.raises(TypeError, match="max_candidates must be an int"):
        resolve_options(None, {"max_candidates": 7.5})


# --------------------------------------------------------------------------
# Deciders keep the match check's refusals for content
# --------------------------------------------------------------------------

import random as _random
import sys as _sys
from pathlib import Path as _Path

from spacy_quoteverify import reasons as _reasons


@pytest.mark.parametrize(
    "quote, source, reason",
    [
        ("enrolled 12", "We enrolled 120 patients.", "number_cut"),
        ("12% in May", "Revenue fell -12% in May.", "sign_dropped"),
        ("the tri", "Patients in the trial improved.", "word_cut"),
        ("the drug … reduce mortality", "The drug did not reduce mortality.", "negation_elided"),
        ("Revenue … rose 30%", "Revenue fell 12%. Costs rose 30%.", "crosses_sentence"),
        ("mortality … the drug", "The drug did not reduce mortality.", "order"),
        ('"The drug did", "reduce mortality"', "The drug did markedly reduce mortality.", "unmarked_gap"),
        # The second passage is found only right after "not": the negation that governs it.
        ('"The drug did", "reduce mortality"', "The drug did not reduce mortality.", "negation_cut"),
        ("patients improved after treatment", "No patients improved after treatment.", "negation_cut"),
        ("all patients improved", "Not all patients improved after treatment.", "negation_cut"),
    ],
)
@pytest.mark.parametrize("decide", ["match", "edit", "both"])
def test_no_decider_verifies_a_refusal_for_content(quote: str, source: str, reason: str, decide: str) -> None:
    for lang in (None, "en"):
        v = verify_quote(quote, source, lang, decide=decide)
        assert v.verified is False and v.reason == reason, (decide, lang, v.reason)


@pytest.mark.parametrize(
    "quote, source",
    [
        ("enrolled 12", "We enrolled 120 patients."),
        ("the tri", "Patients in the trial improved."),
        ("the drug … reduce mortality", "The drug did not reduce mortality."),
    ],
)
def test_the_edit_fields_say_when_a_number_or_word_is_cut_or_a_negation_elided(quote: str, source: str) -> None:
    v = verify_quote(quote, source)
    assert v.quote_critical_ok is False
    assert v.quote_status != "near_verbatim"


def test_a_faithful_quotation_keeps_its_edit_fields() -> None:
    v = verify_quote("Revenue rose to 45.2 million dollars.", WORKED_SOURCE, decide="edit")
    assert v.verified is True and v.quote_status == "verbatim" and v.quote_critical_ok is True


def _refused_classes():  # type: ignore[no-untyped-def]
    _sys.path.insert(0, str(_Path(__file__).parent))
    from adversarial import all_classes

    return sorted(name for name, spec in all_classes().items() if not spec.faithful)


@pytest.mark.parametrize("name", _refused_classes())
def test_every_refused_class_stays_refused_under_every_decider(name: str) -> None:
    from adversarial import spread

    sample = spread(name, 12)  # the class's cases that tests/test_adversarial.py checks, on the same worker
    bad = []
    for case in sample:
        for decide in ("edit", "both"):
            v = verify_quote(case.quote, case.source, case.lang, decide=decide)
            if v.verified is not False:
                bad.append(f"[{case.lang}] decide={decide} {case.quote!r} in {case.source[:120]!r}: {v.verified}")
    assert not bad, "\n".join(bad[:20])


# --------------------------------------------------------------------------
# Reasons: one list, and the README's table is that list
# --------------------------------------------------------------------------


def _readme_reasons() -> dict:
    text = (_Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf8")
    table = text.split("| reason | meaning |", 1)[1].split("\n\n", 1)[0]
    rows = {}
    for line in table.splitlines()[2:]:
        cell, meaning = line.strip("|").split("|", 1)
        for code in regex.findall(r"`([a-z_]+)`", cell):
            rows[code] = meaning.strip(" |")
    return rows


def test_the_readme_reason_table_lists_every_reason_and_nothing_else() -> None:
    assert set(_readme_reasons()) == _reasons.ALL


def _reason_literals() -> set:
    """String literals that the package's code gives as a reason (assigned, passed or returned)."""
    import ast

    found = set()
    package = _Path(__file__).resolve().parents[1] / "spacy_quoteverify"
    for path in package.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf8"))
        for node in ast.walk(tree):
            values = []
            if isinstance(node, ast.keyword) and node.arg == "reason":
                values.append(node.value)
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [getattr(t, "id", None) or getattr(t, "attr", None) for t in targets]
                if any(n in ("reason", "problem", "first_reason", "why", "blocked") for n in names):
                    values.append(node.value)
            elif isinstance(node, ast.FunctionDef) and node.name.endswith("_problem"):
                values += [r.value for r in ast.walk(node) if isinstance(r, ast.Return) and r.value is not None]
            for value in values:
                for sub in ast.walk(value):
                    if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and regex.fullmatch(r"[a-z]+(?:_[a-z]+)+|order|empty", sub.value):
                        found.add(sub.value)
                    elif isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and sub.value.id == "reasons":
                        found.add(str(getattr(_reasons, sub.attr, f"reasons.{sub.attr} (no such constant)")))
    return found


def test_every_reason_the_code_gives_is_in_the_list() -> None:
    literals = _reason_literals() - {"edit_"}
    assert literals, "no reason found in the code: the scan is broken"
    assert literals <= _reasons.ALL, literals - _reasons.ALL


def test_a_window_that_cuts_a_number_does_not_undo_a_whole_match_elsewhere() -> None:
    source = "Prices rose 120 units; revenue rose 12 units."
    for decide in ("match", "edit", "both"):
        v = verify_quote("rose 12", source, decide=decide)
        assert v.verified is True and source[v.start : v.end] == "rose 12", decide
    assert verify_quote("rose 12", source).quote_critical_ok is False


def test_verify_quote_does_not_load_spacy_unless_a_segmenter_is_needed() -> None:
    """A check with a language code, one with a guessed language and one with an elision
    (words in the gap read for negations) run without importing spaCy."""
    script = (
        "import sys\n"
        "from spacy_quoteverify import verify_quote\n"
        "assert verify_quote('rose 12%', 'Sales rose 12% in May.', lang='en').verified is True\n"
        "assert verify_quote('Sales rose', 'Sales rose 12% in May.').verified is True\n"
        "assert verify_quote('The drug did ... help', 'The drug did not help.').verified is False\n"
        "assert verify_quote('Sales rose ... in May', 'Sales rose 12% and more in May.').verified is True\n"
        "print(sorted(m for m in sys.modules if m == 'spacy' or m.startswith('spacy.')))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


# --------------------------------------------------------------------------
# quote_found: verify_quote's ``verified`` alone
# --------------------------------------------------------------------------


def _corpus_sample(n: int, seed: int) -> "list[dict[str, Any]]":
    from importlib import resources

    path = resources.files("spacy_quoteverify") / "corpus" / "quotes.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]
    return _random.Random(seed).sample(rows, n)


def test_quote_found_agrees_with_verify_quote_on_the_corpus() -> None:
    from spacy_quoteverify.verdict import quote_found

    for row in _corpus_sample(300, 11):
        for lang in (None, row["lang"]):
            for other in ("", row["source"][: len(row["source"]) // 2]):
                # Its own source, and one it may be missing from (as a misattribution probe sees).
                source = row["source"] if not other else other
                expected = verify_quote(row["quote"], source, lang, edit_matcher=False).verified is True
                assert quote_found(row["quote"], source, lang) is expected, (row["id"], lang, bool(other))


@pytest.mark.parametrize("decide", ["edit", "both"])
def test_quote_found_reads_the_edit_matcher_under_other_deciders(decide: str) -> None:
    from spacy_quoteverify.options import VerifyOptions
    from spacy_quoteverify.verdict import quote_found

    options = VerifyOptions(decide=decide)
    for row in _corpus_sample(40, 12):
        expected = verify_quote(row["quote"], row["source"], row["lang"], options=options).verified is True
        assert quote_found(row["quote"], row["source"], row["lang"], options=options) is expected, row["id"]


@pytest.mark.parametrize(
    "quote, source",
    [("", "Costs rose."), ("...", "Costs rose."), ("Costs rose", ""), ("Costs rose", "  \n ")],
)
def test_quote_found_is_false_where_verify_quote_has_nothing_to_compare(quote: str, source: str) -> None:
    from spacy_quoteverify.verdict import quote_found

    assert verify_quote(quote, source).verified is None
    assert quote_found(quote, source) is False


_FRONT_END_SOURCE = "In the trial the drug did not reduce mortality, the authors wrote."


@pytest.mark.parametrize("edit_matcher", [True, False])
@pytest.mark.parametrize(
    "quote, source, kind, expected",
    [
        ("the drug did not reduce mortality", None, "extracted", (None, "no_source")),
        ("the drug did not reduce mortality", "   ", "extracted", (None, "no_source")),
        ("the drug did not reduce mortality", "", "extracted", (None, "no_source")),
        ("the answer sums the trial up", None, "answer", (None, "not_a_quotation")),
        ("the answer sums the trial up", _FRONT_END_SOURCE, "answer", (None, "not_a_quotation")),
        ("\u2026", None, "extracted", (None, "empty")),
        ("the drug did not reduce mortality", _FRONT_END_SOURCE, "extracted", (True, None)),
        ("the drug did reduce mortality", _FRONT_END_SOURCE, "extracted", (False, "refused")),  # the reason depends on the edit matcher
    ],
)
def test_every_front_end_gives_the_same_verdict_for_a_looked_up_source(
    quote: str, source: Optional[str], kind: str, expected: Tuple[Optional[bool], Optional[str]], edit_matcher: bool
) -> None:
    from spacy_quoteverify.batch.cluster import _fields_text, join_key, row_frame, verify_partition
    from spacy_quoteverify.batch.evidence import verify_evidence
    from spacy_quoteverify.batch.job import chunk_key, parse_quote_line, verify_line
    from spacy_quoteverify.verdict import verify_cited

    names = ("verified", "match", "reason", "quote_status", "kind", "chunk_id", "span", "start", "end")
    direct = verify_cited(quote, source, kind=kind, chunk_id=3, edit_matcher=edit_matcher)
    assert direct.verified == expected[0]
    assert direct.reason is not None if expected[1] == "refused" else direct.reason == expected[1]
    if not edit_matcher:
        assert direct.quote_status is None
    want = {n: getattr(direct, n) for n in names}
    chunks = {} if source is None else {3: source}
    (table,) = verify_evidence([{"chunk_id": 3, "text": quote, "kind": kind}], chunks, edit_matcher=edit_matcher)
    assert {n: getattr(table, n) for n in names} == want
    item = parse_quote_line({"id": 1, "quote": quote, "chunk_id": 3, "kind": kind}, 1)
    line_chunks = {} if source is None else {"3": source}
    record = verify_line(item, line_chunks, None, {"edit_matcher": edit_matcher})
    assert {n: record.get(n) for n in names} == want
    part = row_frame([1], [_fields_text(item)], [None], [join_key(chunk_key(3))]).assign(source=[source])
    (dask_record,) = [json.loads(r) for r in verify_partition(part, None, {"edit_matcher": edit_matcher})["record"]]
    assert {n: dask_record.get(n) for n in names} == want
    if kind == "extracted" and quote != "\u2026":
        component = _component_verdict(quote, source, edit_matcher)
        for n in ("verified", "match", "reason", "quote_status", "span"):
            assert getattr(component, n) == want[n], n


def _component_verdict(quote: str, source: Optional[str], edit_matcher: bool) -> Verdict:
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier", config={"edit_matcher": edit_matcher})
    doc = nlp.make_doc(f"They wrote \u201c{quote}\u201d [chunk 3].")
    if source is not None:
        doc._.sources = {3: source}
    (verdict,) = nlp(doc)._.quote_verdicts
    return verdict


@pytest.mark.parametrize("decide", ["edit", "both"])
@pytest.mark.parametrize("lang", [None, "en"])
@pytest.mark.parametrize(
    "quote, source",
    [
        ("The drug did \u2026 reduce mortality in nonsmokers", "The drug did not reduce mortality in non-smokers."),
        ("Die Nichtraucher haben \u2026 vom Medikament profitiert", "Die Nicht-Raucher haben nicht vom Medikament profitiert."),
        ("The drug did \u2026 reduce mortality", "The drug did not reduce\\nmortality."),
        ("The drug \u2026 reduced mortality by 12%", 'The drug never reduced mortality by \\"12%\\".'),
    ],
)
def test_an_elision_the_match_check_could_not_place_is_never_verified_by_the_edit_matcher(
    quote: str, source: str, lang: Any, decide: str
) -> None:
    # The edit matcher finds the pieces one by one and never reads what lies between them.
    v = verify_quote(quote, source, lang, decide=decide)
    assert v.verified is False and v.reason is not None


@pytest.mark.parametrize(
    "source",
    [
        "The drug did not reduce mortality in older adults.",
        "The drug did **not** reduce mortality in older adults.",
        "The drug did _not_ reduce mortality in older adults.",
        'The drug did "not" reduce mortality in older adults.',
        "The drug did not¹ reduce mortality in older adults.",
        "The drug didn&#39;t reduce mortality in older adults.",
        "The drug didn\\u2019t reduce mortality in older adults.",
    ],
)
def test_a_quotation_may_not_start_right_after_the_negation_that_governs_it(source: str) -> None:
    for lang in (None, "en"):
        v = verify_quote("reduce mortality in older adults", source, lang)
        assert (v.verified, v.reason) == (False, "negation_cut"), (source, lang)


@pytest.mark.parametrize(
    "quote, source",
    [
        ("approved by the FDA", "The drug has not been approved by the FDA."),
        ("approved by the FDA", "The drug has not yet been approved by the FDA."),
        ("approved by the FDA", "The drug has not _been_ approved by the FDA."),
        ("approved by the FDA", "The drug was not (approved by the FDA) in 2020."),
        ("approved by the FDA", "The drug was <b>not</b> approved by the FDA."),
        ("aprobado por la FDA", "El fármaco no ha sido aprobado por la FDA."),
        ("approuvé par la FDA", "Le médicament n'a pas été approuvé par la FDA."),
        ("approvato dalla FDA", "Il farmaco non è stato approvato dalla FDA."),
        # A line of a wrapped quotation placed on its own starts a passage too.
        ("The drug was tested in 2020.\napproved by the FDA.", "The drug was tested in 2020. It has not been approved by the FDA."),
        ("Trial done.\nsafe for children.", "Trial done. The drug is not safe for children."),
    ],
)
def test_a_negation_governs_a_passage_across_stop_words_marks_and_lines(quote: str, source: str) -> None:
    for lang in (None, source_lang(source)):
        v = verify_quote(quote, source, lang)
        assert v.verified is False and v.reason in ("negation_cut", "not_found", "negation_changed"), (quote, lang, v.reason)


def source_lang(source: str) -> str:
    """The language of a test source above, by its first word."""
    return {"El": "es", "Le": "fr", "Il": "it"}.get(source.split()[0], "en")


@pytest.mark.parametrize(
    "quote, source",
    [
        ("the drug was effective", "It is not known today: the drug was effective."),
        ("treatment were excluded", "Patients who did not respond to treatment were excluded."),
        ("were large", "Not only were the results significant, they were large."),
        ("approved by the FDA", "The drug was (approved by the FDA) in 2020."),
    ],
)
def test_a_negation_governs_no_passage_past_a_content_word_or_a_clause(quote: str, source: str) -> None:
    for lang in (None, "en"):
        assert verify_quote(quote, source, lang).verified is True, (quote, lang)


@pytest.mark.parametrize(
    "quote, source",
    [
        ("le chocolat noir", "Vous aimez le chocolat noir."),  # no Turkish "-mez" in French
        ("araña come moscas", "La araña come moscas."),
        ("were analysed separately", "Those who did not (n = 12) were analysed separately."),
        ("the drug works", "Like it or not, in the long run, the drug works."),
    ],
)
def test_a_quotation_after_other_words_verifies(quote: str, source: str) -> None:
    assert verify_quote(quote, source).verified is True


@pytest.mark.parametrize(
    "quote, source",
    [
        ("reduce mortality in older adults", "The drug did not, as hoped, reduce mortality in older adults."),
        ("reduce mortality", "The drug did not \u2013 as expected \u2013 reduce mortality."),
        ("reduce mortality", "The drug did not (as expected) reduce mortality."),
        ("been approved", "The drug has not, as expected, been approved."),
        ("a cess\u00e9 d'augmenter depuis 2010", "Le ch\u00f4mage n'a cess\u00e9 d'augmenter depuis 2010."),
    ],
)
def test_a_negation_governs_a_passage_across_an_aside_or_as_a_clitic(quote: str, source: str) -> None:
    for lang in (None, "fr" if "ch\u00f4mage" in source else "en"):
        verdict = verify_quote(quote, source, lang)
        assert verdict.verified is False and verdict.reason == "negation_cut", (quote, lang)
