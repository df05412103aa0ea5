"""The quote_verifier spaCy component."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from dataclasses import fields, replace
from pathlib import Path
from typing import Any, Dict, List

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.tokens import Doc, DocBin, Span
from spacy.training import Example
from spacy.util import load_config, load_model_from_config

from spacy_quoteverify import component as component_module
from spacy_quoteverify.answer.citations import parse_citations
from spacy_quoteverify.component import (
    DATA_KEY,
    GOLD_KEY,
    QuoteVerifier,
    fast_doc_serialization,
    verify_answer,
    verify_answers,
)
from spacy_quoteverify.options import VerifyOptions
from spacy_quoteverify.verdict import PassageResult, Verdict, span_preview, verify_quote

ROOT = Path(__file__).resolve().parent.parent
SRC = ["Revenue rose to 45.2 million dollars in 2023. Costs were flat.", "The drug did not reduce mortality in the trial."]


@pytest.fixture(scope="module")
def nlp() -> spacy.Language:
    pipeline = spacy.blank("en")
    pipeline.add_pipe("quote_verifier")
    return pipeline


def states(doc: Doc) -> List[Any]:
    return [(v.verified, v.reason, v.chunk_id, v.found_in) for v in doc._.quote_verdicts]


def run_python(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=240, cwd="/"
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


# -- registration -------------------------------------------------------------


def test_add_pipe_works_in_a_fresh_interpreter_without_importing_the_package() -> None:
    out = run_python(
        """
        import spacy
        nlp = spacy.blank("en")
        nlp.add_pipe("quote_verifier")
        doc = nlp.make_doc('It says "revenue rose to 45.2 million dollars" [chunk 1].')
        doc._.sources = ["Revenue rose to 45.2 million dollars in 2023."]
        doc = nlp(doc)
        print(doc.spans["quotes"][0]._.verified, doc._.partial)
        """
    )
    assert out.split() == ["True", "False"]


def test_every_check_option_is_a_config_setting(nlp: spacy.Language) -> None:
    cfg = nlp.config["components"]["quote_verifier"]
    for f in fields(VerifyOptions):
        assert cfg[f.name] == f.default
    for name in ("citation_word", "min_quote_chars", "quote_marks", "blockquotes", "spans_key", "input_spans_key", "citations_key"):
        assert name in cfg


def test_config_values_reach_the_check() -> None:
    pipeline = spacy.blank("en")
    component = pipeline.add_pipe("quote_verifier", config={"near_threshold": 0.8, "min_quote_chars": 4})
    assert isinstance(component, QuoteVerifier)
    assert component.options.near_threshold == 0.8
    assert component.cfg["min_quote_chars"] == 4


def test_invalid_config_values_are_refused() -> None:
    with pytest.raises(Exception, match="near_threshold"):
        spacy.blank("en").add_pipe("quote_verifier", config={"near_threshold": 2.0})
    with pytest.raises(Exception, match="min_quote_chars"):
        spacy.blank("en").add_pipe("quote_verifier", config={"min_quote_chars": "many"})


# -- checking in several languages ---------------------------------------------

CASES: Dict[str, Any] = {
    "en": (
        SRC,
        "“Revenue rose to 45.2 million dollars in 2023” [chunk 1].",
        "“Revenue rose to 48.2 million dollars in 2023” [chunk 1].",
        "“The drug did not reduce mortality” [chunk 1].",
    ),
    "de": (
        [
            "Der Umsatz stieg im Jahr 2023 auf 45,2 Millionen Euro. Die Kosten blieben gleich.",
            "Das Medikament senkte die Sterblichkeit in der Studie nicht.",
        ],
        "Laut Bericht „Der Umsatz stieg im Jahr 2023 auf 45,2 Millionen Euro“ [chunk 1].",
        "Laut Bericht „Der Umsatz stieg im Jahr 2023 auf 48,2 Millionen Euro“ [chunk 1].",
        "Es heißt „Das Medikament senkte die Sterblichkeit in der Studie nicht“ [chunk 1].",
    ),
    "ru": (
        ["Выручка выросла до 45,2 миллиона долларов в 2023 году. Расходы не изменились.", "Препарат не снизил смертность в исследовании."],
        "В отчёте: «Выручка выросла до 45,2 миллиона долларов в 2023 году» [chunk 1].",
        "В отчёте: «Выручка выросла до 48,2 миллиона долларов в 2023 году» [chunk 1].",
        "Сказано: «Препарат не снизил смертность в исследовании» [chunk 1].",
    ),
    "zh": (
        ["公司收入在2023年增长到4520万美元。成本保持不变。", "该药物在试验中没有降低死亡率。"],
        "报告称“公司收入在2023年增长到4520万美元”[chunk 1]。",
        "报告称“公司收入在2023年增长到4820万美元”[chunk 1]。",
        "报告称“该药物在试验中没有降低死亡率”[chunk 1]。",
    ),
    "ja": (
        ["売上高は2023年に4520万ドルに増加した。費用は横ばいだった。", "この薬は試験で死亡率を低下させなかった。"],
        "報告書には「売上高は2023年に4520万ドルに増加した」とある[chunk 1]。",
        "報告書には「売上高は2023年に4820万ドルに増加した」とある[chunk 1]。",
        "報告書には「この薬は試験で死亡率を低下させなかった」とある[chunk 1]。",
    ),
    "ar": (
        ["ارتفعت الإيرادات إلى 45.2 مليون دولار في عام 2023. وظلت التكاليف ثابتة.", "لم يخفض الدواء معدل الوفيات في التجربة."],
        "جاء في التقرير «ارتفعت الإيرادات إلى 45.2 مليون دولار في عام 2023» [chunk 1].",
        "جاء في التقرير «ارتفعت الإيرادات إلى 48.2 مليون دولار في عام 2023» [chunk 1].",
        "جاء في التقرير «لم يخفض الدواء معدل الوفيات في التجربة» [chunk 1].",
    ),
}


@pytest.fixture(scope="module")
def pipelines() -> Dict[str, spacy.Language]:
    out = {}
    for lang in CASES:
        pipeline = spacy.blank(lang)
        pipeline.add_pipe("quote_verifier")
        out[lang] = pipeline
    return out


@pytest.mark.parametrize("lang", list(CASES))
def test_a_faithful_quotation_is_verified_in_its_cited_chunk(lang: str, pipelines: Dict[str, spacy.Language]) -> None:
    sources, faithful, _, _ = CASES[lang]
    doc = verify_answer(pipelines[lang], faithful, sources)
    assert states(doc) == [(True, None, 1, None)]
    (span,) = doc.spans["quotes"]
    assert span._.verified is True and span._.quote_match == 1.0
    verdict = span._.quote_verdict
    assert sources[0][verdict.start : verdict.end] == span.text
    assert doc._.quotes_verified is True and doc._.partial is False


@pytest.mark.parametrize("lang", list(CASES))
def test_a_changed_figure_is_refused(lang: str, pipelines: Dict[str, spacy.Language]) -> None:
    sources, _, fabricated, _ = CASES[lang]
    doc = verify_answer(pipelines[lang], fabricated, sources)
    ((verified, reason, chunk_id, found_in),) = states(doc)
    assert verified is False and chunk_id == 1 and found_in is None
    assert doc._.quotes_verified is False and doc._.partial is True


@pytest.mark.parametrize("lang", list(CASES))
def test_a_quotation_from_another_chunk_is_misattributed(lang: str, pipelines: Dict[str, spacy.Language]) -> None:
    sources, _, _, misattributed = CASES[lang]
    doc = verify_answer(pipelines[lang], misattributed, sources)
    assert states(doc) == [(False, "misattributed", 1, 2)]


def test_misattribution_can_be_switched_off() -> None:
    pipeline = spacy.blank("en")
    pipeline.add_pipe("quote_verifier", config={"misattribution": False})
    doc = verify_answer(pipeline, "“The drug did not reduce mortality” [chunk 1].", SRC)
    ((verified, reason, _, found_in),) = states(doc)
    assert verified is False and reason != "misattributed" and found_in is None


def test_an_uncited_quotation_is_checked_against_every_source(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "They wrote “the drug did not reduce mortality” back then.", SRC)
    assert states(doc) == [(True, None, 2, None)]


def test_an_uncited_invented_quotation_is_refused(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "They wrote “the drug sharply reduced mortality” back then.", SRC)
    assert [s[0] for s in states(doc)] == [False]


# -- citations -----------------------------------------------------------------


@pytest.mark.parametrize(
    "marker",
    [
        "[chunk 2]",
        "[Chunk 2]",
        "[chunks 1, 2, and 9]",
        "[chunk 1; chunk 2]",
        "[chunks 1 & 2]",
        "[chunks 1–2]",
        "[chunk 2 p.12]",
        "[chunk 2, § Methods]",
    ],
)
def test_every_citation_form_points_the_check_at_its_chunks(nlp: spacy.Language, marker: str) -> None:
    doc = verify_answer(nlp, f"“The drug did not reduce mortality” {marker}.", SRC)
    assert [s[:3] for s in states(doc)] == [(True, None, 2)]


def test_an_unknown_citation_makes_the_answer_partial(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "“Revenue rose to 45.2 million dollars” [chunk 1]. See also [chunk 7].", SRC)
    assert doc._.quotes_verified is True
    assert doc._.cited_unknown == [7]
    assert doc._.partial is True


def test_an_unreadable_citation_makes_the_answer_partial(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "“Revenue rose to 45.2 million dollars” [chunk 1]. More in [chunk nine].", SRC)
    assert doc._.cited_unparsed == ["[chunk nine]"]
    assert doc._.partial is True


def test_a_quotation_citing_only_unknown_chunks_has_nothing_to_compare(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "“Something nobody ever wrote down anywhere” [chunk 9].", SRC)
    assert states(doc) == [(None, "no_source", 9, None)]
    doc = verify_answer(nlp, "“The drug did not reduce mortality” [chunk 9].", SRC)
    assert states(doc) == [(False, "misattributed", 9, 2)]


def test_citation_spans_carry_their_ids(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "Text [chunks 1-2] and [chunk nine].", SRC)
    spans = doc.spans["citations"]
    assert [s.text for s in spans] == ["[chunks 1-2]", "[chunk nine]"]
    assert [s._.citation_ids for s in spans] == [[1, 2], []]


@pytest.mark.parametrize(
    "marker", ["[doc 2]", "[Document 2]", "\u30102\u2020source\u3011", "[2, p. 3]", "[c2]", "[fragmento 2]", "[^note]"]
)
def test_a_citation_the_reader_does_not_read_leaves_the_quotation_unchecked(nlp: spacy.Language, marker: str) -> None:
    doc = verify_answer(nlp, f"\u201cThe drug did not reduce mortality\u201d {marker}.", SRC)
    # Found in chunk 2, but which chunk the citation names is unknown: not verified, and said so.
    assert states(doc) == [(None, "citation_unread", 2, None)]
    assert doc._.cited_unparsed == [marker]
    assert doc._.quotes_verified is None and doc._.partial is True and doc._.quote_score is None
    assert [(s.text, s._.citation_ids) for s in doc.spans["citations"]] == [(marker, [])]
    assert doc.spans["quotes"][0].label_ == "UNCHECKED"
    # A refusal stands whatever the citation.
    doc = verify_answer(nlp, f"\u201cThe drug did reduce mortality\u201d {marker}.", SRC)
    assert [v.verified for v in doc._.quote_verdicts] == [False] and doc._.quotes_verified is False


def test_a_citation_naming_a_chunk_id_with_another_word_is_reported(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "\u201cThe drug did not reduce mortality\u201d [doc memo].", {"memo": SRC[1], "sales": SRC[0]})
    assert states(doc) == [(None, "citation_unread", "memo", None)]
    assert doc._.cited_unparsed == ["[doc memo]"] and doc._.quotes_verified is None


def test_an_unread_citation_elsewhere_in_the_answer_keeps_quotes_verified_from_true(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "\u201cThe drug did not reduce mortality\u201d [chunk 2]. See also [doc 1].", SRC)
    assert states(doc) == [(True, None, 2, None)]
    assert doc._.cited_unparsed == ["[doc 1]"] and doc._.quotes_verified is None and doc._.partial is True


@pytest.mark.parametrize(
    "answer",
    [
        "\u201cThe drug did not reduce mortality\u201d (see chunk 1).",
        "According to chunk 1, \u201cthe drug did not reduce mortality\u201d.",
        "\u201cThe drug did not reduce mortality\u201d [chunk_1].",
        "In chunk 1 the memo says \u201cthe drug did not reduce mortality\u201d.",
    ],
)
def test_the_citation_word_read_in_more_forms_points_the_check(nlp: spacy.Language, answer: str) -> None:
    # Read as citing chunk 1, so a quotation that chunk 2 holds is misattributed, not verified.
    doc = verify_answer(nlp, answer, SRC)
    assert states(doc) == [(False, "misattributed", 1, 2)]
    assert doc._.cited_unparsed == []


def test_a_reference_written_inside_a_quotation_is_part_of_its_text(nlp: spacy.Language) -> None:
    sources = ["Sales rose [Bug 12] as planned.", "Nothing."]
    doc = verify_answer(nlp, "It says \u201cSales rose [Bug 12] as planned\u201d [chunk 1].", sources)
    assert states(doc) == [(True, None, 1, None)]
    assert doc._.cited_unparsed == [] and doc._.quotes_verified is True


def test_every_citation_form_after_real_quotations_is_read_or_reported(nlp: spacy.Language) -> None:
    """Many forms after many quotations of real sentences (the short-figure classes of
    tests/adversarial/answers.py): a form the reader does not read leaves a faithful
    quotation unchecked and is reported; a readable one points the check at its chunk; a
    parenthesis of prose changes nothing."""
    import random

    from adversarial import cases, sentences
    from adversarial.citation_forms import IDS_ALONE, prose_parentheses, read_forms, unread_forms

    rng = random.Random(3)
    faithful = cases("adv_short_figure", 60)
    changed = cases("adv_short_figure_changed", 60)
    unread = list(unread_forms(sentences(), rng))[::3]
    readable = list(read_forms(rng))
    from spacy_quoteverify.charclasses import QUOTE_MARKS

    # Parentheses holding quote marks would add quotations of their own; ids alone right after
    # the closing mark are reported, by design.
    prose = [p for p in prose_parentheses(sentences(), rng) if not QUOTE_MARKS.intersection(p) and not IDS_ALONE.fullmatch(p)][::2]
    bad: List[str] = []
    checked = 0
    for k, case in enumerate(faithful):
        filler = ["Nothing here.", "Nor here.", "Nor there.", "Not at all.", "No.", "Nope.", "None.", "Nil.", "Zip."]
        for form, _ in (unread[k % len(unread)], unread[(k + 7) % len(unread)]):
            doc = verify_answer(nlp, f"Costs \u201c{case.quote}\u201d {form}.", [case.source])
            checked += 1
            got = [(v.verified, v.reason) for v in doc._.quote_verdicts]
            if got != [(None, "citation_unread")] or form not in doc._.cited_unparsed or doc._.quotes_verified is not None:
                bad.append(f"unread {form!r} after {case.quote!r}: {got} {doc._.cited_unparsed} {doc._.quotes_verified}")
        form, n = readable[k % len(readable)]
        sources = filler[: n - 1] + [case.source] + filler[n - 1 :]
        doc = verify_answer(nlp, f"Costs \u201c{case.quote}\u201d {form}.", sources)
        checked += 1
        got = [(v.verified, v.chunk_id) for v in doc._.quote_verdicts]
        if got != [(True, n)] or doc._.cited_unparsed or doc._.quotes_verified is not True:
            bad.append(f"read {form!r} after {case.quote!r}: {got} {doc._.cited_unparsed}")
        for paren in (prose[k % len(prose)], prose[(k + 11) % len(prose)]):
            doc = verify_answer(nlp, f"Costs \u201c{case.quote}\u201d {paren}.", [case.source])
            checked += 1
            if doc._.cited_unparsed or doc._.quotes_verified is not True:
                bad.append(f"prose {paren!r} after {case.quote!r}: {doc._.cited_unparsed} {doc._.quote_verdicts}")
    for k, case in enumerate(changed):
        form, _ = unread[k % len(unread)]
        doc = verify_answer(nlp, f"Costs \u201c{case.quote}\u201d {form}.", [case.source])
        checked += 1
        if [v.verified for v in doc._.quote_verdicts] != [False] or doc._.quotes_verified is not False:
            bad.append(f"changed {form!r} after {case.quote!r}: {doc._.quote_verdicts}")
    assert checked > 250
    assert not bad, f"{len(bad)} of {checked} answers:\n" + "\n".join(bad[:25])


def test_a_different_citation_word_is_read() -> None:
    pipeline = spacy.blank("en")
    pipeline.add_pipe("quote_verifier", config={"citation_word": "source"})
    doc = verify_answer(pipeline, "“The drug did not reduce mortality” [source 2]. [source 5]", SRC)
    assert states(doc) == [(True, None, 2, None)]
    assert doc._.cited_unknown == [5]


# -- sources -------------------------------------------------------------------


def test_sources_may_be_a_dict_with_source_text_before_text(nlp: spacy.Language) -> None:
    sources = {"a": {"text": "A summary of the memo.", "source_text": SRC[1]}, "b": SRC[0]}
    doc = verify_answer(nlp, "“The drug did not reduce mortality” [chunk a].", sources)
    assert states(doc) == [(True, None, "a", None)]
    assert doc._.sources == {"a": SRC[1], "b": SRC[0]}


def test_source_docs_give_a_source_span(nlp: spacy.Language) -> None:
    source_doc = nlp.make_doc(SRC[1])
    doc = verify_answer(nlp, "“The drug did not reduce mortality” [chunk 1].", [source_doc])
    (span,) = doc.spans["quotes"]
    located = span._.source_span
    assert isinstance(located, Span) and located.doc is source_doc
    assert located.text == "The drug did not reduce mortality"


def test_without_sources_every_quotation_has_no_source(nlp: spacy.Language) -> None:
    doc = nlp("They wrote “the drug did not reduce mortality” back then.")
    assert states(doc) == [(None, "no_source", None, None)]


def test_quotations_can_come_from_an_existing_span_group() -> None:
    pipeline = spacy.blank("en")
    pipeline.add_pipe("quote_verifier", config={"input_spans_key": "claims"})
    text = "The drug did not reduce mortality [chunk 2]. Revenue rose to 99 dollars."
    doc = pipeline.make_doc(text)
    second = text.index("Revenue")
    doc.spans["claims"] = [doc.char_span(0, 33), doc.char_span(second, second + 26)]
    doc._.sources = SRC
    doc = pipeline(doc)
    assert [s.text for s in doc.spans["quotes"]] == ["The drug did not reduce mortality", "Revenue rose to 99 dollars"]
    assert [v.verified for v in doc._.quote_verdicts] == [True, False]
    assert doc._.quote_verdicts[0].chunk_id == 2


# -- persistence ---------------------------------------------------------------


def test_verdicts_survive_doc_to_bytes(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "“Revenue rose to 45.2 million dollars” [chunk 1]. “The drug did not reduce mortality” [chunk 1].", SRC)
    restored = Doc(nlp.vocab).from_bytes(doc.to_bytes())
    assert states(restored) == states(doc)
    assert [s._.verified for s in restored.spans["quotes"]] == [True, False]
    assert restored._.quote_verdicts[0].passages == doc._.quote_verdicts[0].passages
    assert restored._.sources == SRC


def test_verdicts_survive_a_docbin_with_user_data(nlp: spacy.Language) -> None:
    docs = [verify_answer(nlp, CASES["en"][i], SRC) for i in (1, 2, 3)]
    data = DocBin(docs=docs, store_user_data=True).to_bytes()
    restored = list(DocBin(store_user_data=True).from_bytes(data).get_docs(nlp.vocab))
    assert [states(d) for d in restored] == [states(d) for d in docs]
    assert [d._.partial for d in restored] == [False, True, True]


def test_verify_answers_runs_in_two_processes_with_the_same_verdicts(nlp: spacy.Language) -> None:
    items = [(CASES["en"][i], SRC) for i in (1, 2, 3)] * 3
    single = [states(d) for d in verify_answers(nlp, items)]
    double = [states(d) for d in verify_answers(nlp, items, batch_size=2, n_process=2)]
    assert double == single
    assert single[:3] == [[(True, None, 1, None)], [(False, "number_changed", 1, None)], [(False, "misattributed", 1, 2)]]


def test_the_component_round_trips_through_bytes_and_disk(tmp_path: Path) -> None:
    pipeline = spacy.blank("en")
    component = pipeline.add_pipe("quote_verifier", config={"near_threshold": 0.85, "citation_word": "source"})
    other = QuoteVerifier(spacy.blank("en"))
    other.from_bytes(component.to_bytes())
    assert other.options == component.options and other.cfg == component.cfg
    pipeline.to_disk(tmp_path / "qv")
    third = spacy.load(tmp_path / "qv").get_pipe("quote_verifier")
    assert third.options.near_threshold == 0.85 and third.cfg["citation_word"] == "source"


def test_a_saved_pipeline_loads_in_a_fresh_process_with_the_same_verdicts(tmp_path: Path) -> None:
    pipeline = load_model_from_config(load_config(ROOT / "configs" / "en_pipeline.cfg"), auto_fill=True)
    answers = [CASES["en"][i] for i in (1, 2, 3)]
    here = [states(verify_answer(pipeline, a, SRC)) for a in answers]
    pipeline.to_disk(tmp_path / "pipeline")
    out = run_python(
        f"""
        import json, spacy
        nlp = spacy.load({str(tmp_path / "pipeline")!r})
        result = []
        for answer in {answers!r}:
            doc = nlp.make_doc(answer)
            doc._.sources = {SRC!r}
            doc = nlp(doc)
            result.append([[v.verified, v.reason, v.chunk_id, v.found_in] for v in doc._.quote_verdicts])
        print(json.dumps(result))
        """
    )
    assert json.loads(out) == [[list(s) for s in doc] for doc in here]


@pytest.mark.parametrize("name, lang", [("en_pipeline.cfg", "en"), ("multilingual_pipeline.cfg", "xx")])
def test_the_shipped_configs_build_working_pipelines(name: str, lang: str) -> None:
    pipeline = load_model_from_config(load_config(ROOT / "configs" / name), auto_fill=True)
    assert pipeline.lang == lang and pipeline.pipe_names == ["quote_verifier"]
    for case in ("en", "de", "zh"):
        sources, faithful, fabricated, _ = CASES[case]
        assert [v.verified for v in verify_answer(pipeline, faithful, sources)._.quote_verdicts] == [True]
        assert [v.verified for v in verify_answer(pipeline, fabricated, sources)._.quote_verdicts] == [False]


# -- scoring -------------------------------------------------------------------


def test_score_reports_faithful_recall_and_false_verifications(nlp: spacy.Language) -> None:
    examples = []
    for answer, gold in ((CASES["en"][1], True), (CASES["en"][2], False), (CASES["en"][3], False)):
        predicted = verify_answer(nlp, answer, SRC)
        reference = nlp.make_doc(answer)
        span = predicted.spans["quotes"][0]
        reference.spans["quotes"] = [reference.char_span(span.start_char, span.end_char)]
        reference.spans["quotes"][0]._.gold_faithful = gold
        examples.append(Example(predicted, reference))
    scores = nlp.get_pipe("quote_verifier").score(examples)
    assert scores["quotes_faithful_recall"] == 1.0
    assert scores["quotes_false_verified"] == 0
    assert scores["quotes_false_verified_rate"] == 0.0
    assert scores["quotes_gold"] == 3


def test_score_counts_a_verified_unfaithful_quotation(nlp: spacy.Language) -> None:
    answer = CASES["en"][1]
    predicted = verify_answer(nlp, answer, SRC)
    reference = nlp.make_doc(answer)
    span = predicted.spans["quotes"][0]
    reference.user_data[GOLD_KEY] = {f"{span.start_char}:{span.end_char}": False}
    scores = nlp.get_pipe("quote_verifier").score([Example(predicted, reference)])
    assert scores["quotes_false_verified"] == 1 and scores["quotes_safe"] == 0.0
    assert scores["quotes_faithful_recall"] is None


def test_nlp_evaluate_uses_the_registered_scorer(nlp: spacy.Language) -> None:
    examples = []
    for answer, gold in ((CASES["en"][1], True), (CASES["en"][2], False)):
        predicted = nlp.make_doc(answer)
        predicted._.sources = SRC  # the pipeline runs on the predicted side
        reference = nlp.make_doc(answer)
        reference.spans["quotes"] = [reference.char_span(1, len(answer) - 12, alignment_mode="expand")]
        reference.spans["quotes"][0]._.gold_faithful = gold
        examples.append(Example(predicted, reference))
    scores = nlp.evaluate(examples)
    assert scores["quotes_faithful_recall"] == 1.0
    assert scores["quotes_false_verified"] == 0


# -- errors --------------------------------------------------------------------


def test_bad_inputs_raise_type_errors_naming_the_argument(nlp: spacy.Language) -> None:
    doc = nlp.make_doc("text")
    with pytest.raises(TypeError, match=r"doc\._\.sources must be a list .*got int: 5"):
        doc._.sources = 5
    with pytest.raises(TypeError, match=r"doc\._\.sources\[1\] must be a str, a Doc"):
        doc._.sources = [3.5]
    with pytest.raises(TypeError, match="sources must be a list"):
        verify_answer(nlp, "text", "one source as a plain string")
    with pytest.raises(TypeError, match="text must be a str, got int: 5"):
        verify_answer(nlp, 5, SRC)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="nlp must be a spaCy Language"):
        verify_answer("en", "text", SRC)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"items\[0\] must be a \(text, sources\) pair"):
        list(verify_answers(nlp, ["just text"]))
    with pytest.raises(TypeError, match="doc must be a spaCy Doc, got str"):
        nlp.get_pipe("quote_verifier")("not a doc")  # type: ignore[arg-type]


def test_results_are_plain_data_in_user_data(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, CASES["en"][1], SRC)
    json.dumps(doc.user_data[DATA_KEY])  # nothing but JSON-ready values


# -- speed paths give the verdicts of the plain ones ----------------------------

CHUNKS = [
    "Revenue rose to 45.2 million dollars in 2023. Costs were flat.",
    "The drug did not reduce mortality in the trial. Enrolment closed early.",
    "Headcount grew to 1,204 people across four regions.",
]
# Answers that exercise every path of the check: verified where cited, found in
# another chunk, nowhere, unknown and duplicate ids, no citation, repeats.
VARIED_ANSWERS = [
    'It says "revenue rose to 45.2 million dollars" [chunk 1].',
    'It says "revenue rose to 45.2 million dollars" [chunk 2].',
    'It says "revenue rose to 48.2 million dollars" [chunk 1].',
    'It says "the drug reduced mortality in the trial" [chunk 2].',
    'It says "headcount grew to 1,204 people" [chunk 9].',
    'It says "headcount grew to 1,204 people" [chunks 1, 2].',
    'It says "headcount grew to 1,204 people" and "costs were flat" again.',
    'First "revenue rose to 45.2 million dollars" [chunk 2], then "revenue rose to 45.2 million dollars" [chunk 2].',
    'Twice "an invented sentence about nothing" [chunk 1] and "an invented sentence about nothing" [chunk 3].',
    'Elided "the drug ... reduce mortality in the trial" [chunk 2].',
]


def reference_check(
    quotation: Any, items: Any, lang: str, options: VerifyOptions, misattribution: bool = True
) -> Verdict:
    """The check written plainly: every call runs the full verification, nothing is shared."""
    text = quotation.text
    not_checked = "not_checked" if options.edit_matcher else None
    if not items:
        return Verdict(verified=None, match=None, span=span_preview(text), quote_status=not_checked, reason="no_source")
    texts = dict(items)
    targets = [c for c in quotation.cited if c in texts] if quotation.cited else [sid for sid, _ in items]
    tried = []
    for sid in targets:
        verdict = verify_quote(text, texts[sid], lang, chunk_id=sid, options=options)
        if verdict.verified:
            return verdict
        tried.append(verdict)
    if quotation.cited and misattribution:
        for sid, source in items:
            found = verify_quote(text, source, lang, chunk_id=sid, options=options)
            if sid not in targets and found.verified:
                base = component_module._best(tried) or Verdict(
                    verified=None, match=None, chunk_id=quotation.cited[0], span=span_preview(text)
                )
                base.verified, base.reason, base.found_in = False, "misattributed", sid
                # What the source says is where the quotation was found.
                base.suggestion = component_module._found_text(found, source, sid) or base.suggestion
                return base
    best = component_module._best(tried)
    if best is not None:
        return best
    return Verdict(
        verified=None,
        match=None,
        chunk_id=quotation.cited[0] if quotation.cited else None,
        span=span_preview(text),
        quote_status=not_checked,
        reason="no_source",
    )


def reference_records(pipeline: spacy.Language, answer: str, sources: Any) -> List[Dict[str, Any]]:
    """The verdict of each quotation of ``answer``, as the plain reference check gives it."""
    component = pipeline.get_pipe("quote_verifier")
    doc = pipeline.make_doc(answer)
    doc._.sources = sources
    items = component_module._source_items(doc)
    citations = parse_citations(answer, [sid for sid, _ in items or []])
    return [
        reference_check(q, items, component.check_lang, component.options, component.cfg["misattribution"]).to_dict()
        for q in component.find(doc, citations)
    ]


@pytest.mark.parametrize(
    "config",
    [{}, {"edit_matcher": False}, {"decide": "edit"}, {"decide": "both"}, {"misattribution": False}],
)
@pytest.mark.parametrize(
    "sources",
    [CHUNKS, {"a": CHUNKS[0], 2: CHUNKS[1], 3: CHUNKS[2]}, [CHUNKS[0], CHUNKS[0], CHUNKS[1], CHUNKS[2]]],
    ids=["list", "dict", "duplicate-text"],
)
def test_every_verdict_equals_the_plain_reference_check(config: Dict[str, Any], sources: Any) -> None:
    pipeline = spacy.blank("en")
    pipeline.add_pipe("quote_verifier", config=config)
    for answer in VARIED_ANSWERS:
        doc = verify_answer(pipeline, answer, sources)
        got = [r["verdict"] for r in doc.user_data[DATA_KEY]["quotes"]]
        assert got == reference_records(pipeline, answer, sources), answer


def test_a_quotation_repeated_against_the_same_chunk_is_checked_once(
    nlp: spacy.Language, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: List[Any] = []

    def counting(*args: Any, **kwargs: Any) -> Verdict:
        calls.append((args[0], kwargs.get("chunk_id")))
        return verify_quote(*args, **kwargs)

    monkeypatch.setattr(component_module, "verify_quote", counting)
    doc = verify_answer(nlp, VARIED_ANSWERS[7], CHUNKS)
    assert states(doc) == [(False, "misattributed", 2, 1)] * 2
    # Chunk 2 once (full check), chunks 1 and 3 at most once each (probes).
    assert len(calls) == len(set(calls)) <= 3


def test_misattribution_probes_skip_the_edit_matcher_when_the_match_check_decides(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: List[Any] = []

    def recording(*args: Any, **kwargs: Any) -> Verdict:
        seen.append((kwargs["chunk_id"], kwargs["options"].edit_matcher))
        return verify_quote(*args, **kwargs)

    monkeypatch.setattr(component_module, "verify_quote", recording)
    for decide, probe_edits in (("match", False), ("edit", True), ("both", True)):
        seen.clear()
        pipeline = spacy.blank("en")
        pipeline.add_pipe("quote_verifier", config={"decide": decide})
        verify_answer(pipeline, VARIED_ANSWERS[1], CHUNKS)
        assert seen[0] == (2, True)  # the cited chunk: every field of the verdict
        assert seen[1:] and all(edits is probe_edits for _, edits in seen[1:])


def test_the_answer_text_is_read_from_the_tokens_once_per_doc(nlp: spacy.Language) -> None:
    doc = nlp.make_doc(VARIED_ANSWERS[0])
    doc._.sources = CHUNKS
    component = nlp.get_pipe("quote_verifier")
    citations = parse_citations(doc.text, [1, 2, 3])
    assert component.find(doc, citations, text=doc.text) == component.find(doc, citations)


verdict_values = st.builds(
    Verdict,
    verified=st.sampled_from([True, False, None]),
    match=st.one_of(st.none(), st.floats(0, 1)),
    kind=st.sampled_from(["extracted", "verbatim"]),
    chunk_id=st.one_of(st.none(), st.integers(0, 9), st.text(max_size=3)),
    span=st.text(max_size=20),
    quote_status=st.one_of(st.none(), st.sampled_from(["verbatim", "near_verbatim", "not_found"])),
    quote_sim=st.one_of(st.none(), st.floats(0, 1)),
    quote_edits=st.one_of(st.none(), st.integers(0, 50)),
    quote_critical_ok=st.sampled_from([True, False, None]),
    start=st.one_of(st.none(), st.integers(0, 999)),
    end=st.one_of(st.none(), st.integers(0, 999)),
    reason=st.one_of(st.none(), st.sampled_from(["not_found", "misattributed"])),
    diff=st.lists(st.text(max_size=10), max_size=3),
    found_in=st.one_of(st.none(), st.integers(1, 5)),
    passages=st.lists(
        st.builds(
            PassageResult,
            text=st.text(max_size=10),
            found=st.booleans(),
            start=st.one_of(st.none(), st.integers(0, 99)),
            match=st.one_of(st.none(), st.floats(0, 1)),
        ),
        max_size=3,
    ),
)


@settings(max_examples=200, deadline=None)
@given(verdict_values)
def test_the_stored_record_of_a_verdict_equals_its_to_dict(verdict: Verdict) -> None:
    record = component_module._verdict_record(verdict)
    assert record == verdict.to_dict()
    # A copy: changing the verdict afterwards leaves the record alone.
    if record["diff"]:
        verdict.diff.append("more")
        assert record["diff"] != verdict.diff


def test_a_verdict_holding_an_unusual_value_is_still_recorded_like_to_dict() -> None:
    verdict = replace(Verdict(verified=True, match=1.0), diff=("a", "b"))  # type: ignore[arg-type]
    assert component_module._verdict_record(verdict) == verdict.to_dict()


def test_fast_doc_serialization_answers_from_a_copy_and_restores_the_registries(nlp: spacy.Language) -> None:
    import srsly
    from srsly import msgpack as srsly_msgpack

    registries = (srsly_msgpack.msgpack_encoders, srsly_msgpack.msgpack_decoders)
    before = [reg.get_all() for reg in registries]
    attributes = [dict(vars(reg)) for reg in registries]
    doc = verify_answer(nlp, VARIED_ANSWERS[1], CHUNKS)
    data = doc.to_bytes()
    with fast_doc_serialization():
        with fast_doc_serialization():  # nested blocks share one copy
            assert [reg.get_all() for reg in registries] == before
            assert "get_all" in vars(registries[0])
        assert "get_all" in vars(registries[0])
        assert Doc(nlp.vocab).from_bytes(data).to_bytes() == data
        assert srsly.msgpack_loads(srsly.msgpack_dumps({"a": [1, 2]})) == {"a": [1, 2]}
    assert [dict(vars(reg)) for reg in registries] == attributes
    assert [reg.get_all() for reg in registries] == before


def test_fast_doc_serialization_restores_the_registries_after_an_error() -> None:
    from srsly import msgpack as srsly_msgpack

    before = dict(vars(srsly_msgpack.msgpack_encoders))
    with pytest.raises(RuntimeError), fast_doc_serialization():
        raise RuntimeError("boom")
    assert dict(vars(srsly_msgpack.msgpack_encoders)) == before


def test_verify_answers_in_two_processes_gives_every_field_of_one_process(nlp: spacy.Language) -> None:
    items = [(answer, CHUNKS) for answer in VARIED_ANSWERS] * 2
    single = [d.user_data[DATA_KEY] for d in verify_answers(nlp, items)]
    double = [d.user_data[DATA_KEY] for d in verify_answers(nlp, items, batch_size=3, n_process=2)]
    assert json.loads(json.dumps(double)) == json.loads(json.dumps(single))
    from srsly import msgpack as srsly_msgpack

    assert not isinstance(vars(srsly_msgpack.msgpack_encoders).get("get_all"), component_module._FrozenAnswer)


# -- worker processes ----------------------------------------------------------


def test_worker_processes_give_docs_equal_to_one_process(nlp: spacy.Language) -> None:
    items = [(answer, CHUNKS) for answer in VARIED_ANSWERS]
    items += [(answer, {"a": CHUNKS[0], 2: CHUNKS[1], 3: CHUNKS[2]}) for answer in VARIED_ANSWERS[:4]]
    items += [("No quotation at all.", None), ('Only "some words quoted here" [chunk 1].', [])]
    single = list(verify_answers(nlp, items))
    double = list(verify_answers(nlp, items, batch_size=3, n_process=2))
    assert [d.to_bytes() for d in double] == [d.to_bytes() for d in single]
    assert [d.spans["quotes"][0]._.verified if d.spans["quotes"] else None for d in double] == [
        d.spans["quotes"][0]._.verified if d.spans["quotes"] else None for d in single
    ]


def test_source_docs_give_a_source_span_after_worker_processes(nlp: spacy.Language) -> None:
    source_docs = [nlp.make_doc(text) for text in CHUNKS]
    items = [(VARIED_ANSWERS[0], source_docs)] * 3
    for doc in verify_answers(nlp, items, batch_size=1, n_process=2):
        span = doc.spans["quotes"][0]._.source_span
        assert span is not None and span.doc is source_docs[0]
        assert span.text == "Revenue rose to 45.2 million dollars"


def test_a_pipeline_with_other_components_uses_spacy_multiprocessing_with_the_same_verdicts() -> None:
    pipeline = spacy.blank("en")
    pipeline.add_pipe("sentencizer")
    pipeline.add_pipe("quote_verifier")
    items = [(answer, CHUNKS) for answer in VARIED_ANSWERS]
    single = [d.user_data[DATA_KEY] for d in verify_answers(pipeline, items)]
    double = list(verify_answers(pipeline, items, batch_size=4, n_process=2))
    assert all(d.has_annotation("SENT_START") for d in double)  # the sentencizer ran too
    assert json.loads(json.dumps([d.user_data[DATA_KEY] for d in double])) == json.loads(json.dumps(single))


def test_worker_processes_read_the_input_lazily(nlp: spacy.Language) -> None:
    import itertools

    pulled: List[int] = []

    def endless() -> Any:
        for i in itertools.count():
            pulled.append(i)
            yield VARIED_ANSWERS[i % 2], CHUNKS

    docs = list(itertools.islice(verify_answers(nlp, endless(), batch_size=2, n_process=2), 3))
    verified, misattributed = [(True, None, 1, None)], [(False, "misattributed", 2, 1)]
    assert [states(d) for d in docs] == [verified, misattributed, verified]
    # At most two batches per worker ahead of what was read, plus the batch being filled.
    assert len(pulled) <= 2 * 2 * 2 + 2 + 1


_POOL_LOG: List[Path] = []


def _logged_pool_run(tasks: Any) -> Any:
    """The worker's task, noting which process ran how many answers (module level: pickled by name)."""
    with open(_POOL_LOG[0], "a", encoding="utf-8") as f:
        f.write(f"{os.getpid()} {len(tasks)}\n")
    return _REAL_POOL_RUN(tasks)


_REAL_POOL_RUN = component_module._pool_run


@pytest.mark.skipif(
    __import__("multiprocessing").get_start_method() != "fork", reason="the patch reaches workers only when forked"
)
def test_two_processes_means_the_caller_and_one_worker_share_the_answers(
    nlp: spacy.Language, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    log = tmp_path / "workers.txt"
    monkeypatch.setattr(sys.modules[__name__], "_POOL_LOG", [log])
    monkeypatch.setattr(component_module, "_pool_run", _logged_pool_run)  # forked workers inherit the patch
    items = [(answer, CHUNKS) for answer in VARIED_ANSWERS] * 6
    single = [states(d) for d in verify_answers(nlp, items)]
    double = [states(d) for d in verify_answers(nlp, items, batch_size=8, n_process=2)]
    assert double == single
    lines = [line.split() for line in log.read_text(encoding="utf-8").splitlines()]
    assert {pid for pid, _ in lines} and os.getpid() not in {int(pid) for pid, _ in lines}
    assert len({pid for pid, _ in lines}) == 1  # n_process=2: one worker besides the caller
    assert 0 < sum(int(n) for _, n in lines) < len(items)  # the caller checked the rest itself


@pytest.mark.skipif(
    __import__("multiprocessing").get_start_method() != "fork", reason="the patch reaches workers only when forked"
)
def test_an_error_in_a_worker_reaches_the_caller(nlp: spacy.Language, monkeypatch: pytest.MonkeyPatch) -> None:
    def failing(*args: Any, **kwargs: Any) -> Verdict:
        raise RuntimeError("check failed in the worker")

    # Forked workers inherit the patched module.
    monkeypatch.setattr(component_module, "verify_quote", failing)
    with pytest.raises(RuntimeError, match="check failed in the worker"):
        list(verify_answers(nlp, [(VARIED_ANSWERS[0], CHUNKS)] * 4, batch_size=2, n_process=2))


def test_bad_items_and_process_counts_raise_type_errors_naming_them(nlp: spacy.Language) -> None:
    with pytest.raises(TypeError, match=r"items\[1\] must be a \(text, sources\) pair"):
        list(verify_answers(nlp, [(VARIED_ANSWERS[0], CHUNKS), "text"], n_process=2))
    with pytest.raises(TypeError, match=r"text of items\[0\] must be a str, got int: 5"):
        list(verify_answers(nlp, [(5, CHUNKS)], n_process=2))
    with pytest.raises(TypeError, match=r"sources of items\[0\] must be a list"):
        list(verify_answers(nlp, [("text", 5)], n_process=2))
    with pytest.raises(TypeError, match="n_process must be a positive int or -1, got int: 0"):
        verify_answers(nlp, [], n_process=0)
    with pytest.raises(TypeError, match="batch_size must be a positive int, got int: 0"):
        verify_answers(nlp, [], batch_size=0)


def test_loaded_settings_decide_how_misattribution_is_probed() -> None:
    source = spacy.blank("en")
    source.add_pipe("quote_verifier", config={"decide": "both"})
    target = spacy.blank("en")
    component = target.add_pipe("quote_verifier")
    assert component._probe_options.edit_matcher is False
    component.from_bytes(source.get_pipe("quote_verifier").to_bytes())
    assert component.options.decide == "both" and component._probe_options == component.options


# -- an answer's quotations read together ----------------------------------------

MEMO = ["The drug did not reduce mortality."]


@pytest.mark.parametrize(
    "answer",
    [
        'The memo: "The drug did" \u2026 "reduce mortality" [chunk 1].',
        'The memo: "The drug did" ... "reduce mortality" [chunk 1].',
        '"The drug did", "reduce mortality" [chunk 1]',
        '"The drug", "reduce mortality" [chunk 1]',
        'It says "The drug did" [chunk 1] and "reduce mortality" [chunk 1].',
        'It says the "drug" did "reduce mortality" [chunk 1].',
        '- "The drug did" [chunk 1]\n- "reduce mortality" [chunk 1]',
        '1. "The drug"\n2. "reduce mortality" [1]',
        'The memo says "the drug did". Later it adds "reduce mortality" [chunk 1].',
        '"The drug did" [chunk 1, 2], e.g. "reduce mortality" [chunk 1]',
        '"reduce mortality", as "The drug did" [chunk 1]',
    ],
)
@pytest.mark.parametrize("lang", ["en", "xx"])
def test_pieces_of_one_sentence_quoted_apart_are_one_quotation(answer: str, lang: str) -> None:
    pipeline = spacy.blank(lang)
    pipeline.add_pipe("quote_verifier")
    doc = verify_answer(pipeline, answer, MEMO)
    spans = list(doc.spans["quotes"])
    assert len(spans) == 2 and all(s._.verified is False for s in spans)
    assert {s.label_ for s in spans} == {"REFUSED"}
    assert spans[0]._.quote_verdict.reason == "negation_elided"
    assert doc._.quotes_verified is False and doc._.partial


@pytest.mark.parametrize(
    "answer",
    [
        'It "did not reduce" and "not reduce mortality" [chunk 1].',
        'The drug "reduced mortality" and "was well tolerated" [chunk 2].',
        'First "was well tolerated" and then "The drug reduced mortality" [chunk 2].',
        '"The drug did not reduce mortality." Elsewhere: "reduced mortality" [chunk 2].',
        '- "The drug reduced mortality" [chunk 2]\n- "was well tolerated" [chunk 2]',
    ],
)
def test_separate_quotations_that_leave_nothing_out_stay_verified(nlp: spacy.Language, answer: str) -> None:
    sources = MEMO + ["The drug reduced mortality and was well tolerated."]
    doc = verify_answer(nlp, answer, sources)
    assert [s._.verified for s in doc.spans["quotes"]] == [True, True]
    assert doc._.quotes_verified is True


@pytest.mark.parametrize(
    "answer",
    [
        'It says "The drug did not", "reduce mortality" [chunk 1].',
        'It says "The drug did not" \u2026 "reduce mortality" [chunk 1].',
        'It says "The drug did not" [chunk 1] and "reduce mortality" [chunk 1].',
        'It says "did not", "reduce mortality" [chunk 1].',
    ],
)
def test_a_piece_after_a_negation_its_neighbour_quotes_is_verified(nlp: spacy.Language, answer: str) -> None:
    # "reduce mortality" alone is found only right after "not"; read after the piece that
    # quotes that "not", nothing is left out, and the answer is faithful.
    doc = verify_answer(nlp, answer, MEMO)
    assert [s._.verified for s in doc.spans["quotes"]] and all(s._.verified for s in doc.spans["quotes"])
    assert doc._.quotes_verified is True


def test_a_piece_after_a_negation_quoted_before_it_in_the_answer_stays_refused(nlp: spacy.Language) -> None:
    # In the answer's order the negation is not quoted before the piece: read in the source's
    # order, the pair is not the answer's quotation.
    doc = verify_answer(nlp, 'It says "reduce mortality", "The drug did not" [chunk 1].', MEMO)
    assert doc._.quotes_verified is False
    assert [s._.quote_verdict.reason for s in doc.spans["quotes"]][0] == "negation_cut"


@pytest.mark.parametrize(
    "answer",
    [
        "\u300c\u3053\u306e\u85ac\u306f\u6b7b\u4ea1\u7387\u3092\u300d\u300c\u4f4e\u4e0b\u3055\u305b\u305f\u300d[chunk 1]",
        'The memo: "The drug did not reduce" "lower" [chunk 1].',
    ],
)
def test_a_short_piece_with_nothing_between_its_marks_and_a_quotation_is_checked(nlp: spacy.Language, answer: str) -> None:
    # Written with nothing between the marks, the two are one quotation: the short piece the
    # source does not hold ("did lower" of "did not lower") is refused, not skipped.
    sources = ["\u3053\u306e\u85ac\u306f\u6b7b\u4ea1\u7387\u3092\u4f4e\u4e0b\u3055\u305b\u306a\u304b\u3063\u305f\u3002" + " " + MEMO[0]]
    doc = verify_answer(nlp, answer, sources)
    assert not list(doc.spans["quotes_skipped"]) and len(doc.spans["quotes"]) == 2
    assert doc._.quotes_verified is False


def test_quotations_from_different_sentences_are_not_joined(nlp: spacy.Language) -> None:
    source = ["Costs rose in May. The drug did not reduce mortality."]
    doc = verify_answer(nlp, 'It says "Costs rose in May", "not reduce mortality" [chunk 1].', source)
    assert [s._.verified for s in doc.spans["quotes"]] == [True, True]


def test_a_short_quoted_figure_is_checked(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, 'costs "fell 40%" [chunk 1]', ["Costs fell 45% in May."])
    assert [(s.text, s._.verified, s.label_) for s in doc.spans["quotes"]] == [("fell 40%", False, "REFUSED")]
    assert doc._.quotes_verified is False
    doc = verify_answer(nlp, 'costs "fell 45%" [chunk 1]', ["Costs fell 45% in May."])
    assert [s._.verified for s in doc.spans["quotes"]] == [True] and doc._.quotes_verified is True


def test_other_short_quoted_texts_are_reported_with_a_reason(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, 'The "smart" grid "reduced outages by 40%" [chunk 1].', ["The grid reduced outages by 40%."])
    skipped = list(doc.spans["quotes_skipped"])
    assert [(s.text, s.label_, s._.verified) for s in skipped] == [("smart", "UNCHECKED", None)]
    assert skipped[0]._.quote_verdict.reason == "too_short"
    assert [s.text for s in doc.spans["quotes"]] == ["reduced outages by 40%"]
    assert doc._.quotes_verified is True


def test_quotes_verified_is_never_true_while_a_quoted_figure_went_unchecked(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, 'It says "revenue rose to 45.2 million dollars" [chunk 1].', SRC)
    assert doc._.quotes_verified is True
    # Stored results of an older run that left a figure unchecked.
    doc.user_data[DATA_KEY]["skipped"] = [{"start": 0, "end": 2, "text": "12%", "verdict": {"reason": "too_short"}}]
    assert doc._.quotes_verified is None


def test_a_figure_after_a_quote_mark_never_closed_keeps_quotes_verified_from_true(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, 'It says "revenue rose to 45.2 million dollars" [chunk 1], and costs "fell 41% [chunk 1].', SRC)
    skipped = list(doc.spans["quotes_skipped"])
    assert [(s.text, s.label_, s._.quote_verdict.reason) for s in skipped] == [("fell 41%", "UNCHECKED", "unclosed")]
    assert [s._.verified for s in doc.spans["quotes"]] == [True] and doc._.quotes_verified is None


def test_span_labels_say_what_the_check_concluded(nlp: spacy.Language) -> None:
    answer = 'It says "revenue rose to 45.2 million dollars" [chunk 1], "revenue rose to 48.2 million" [chunk 1] and "an invented sentence about nothing" [chunk 9].'
    doc = verify_answer(nlp, answer, SRC)
    assert [s.label_ for s in doc.spans["quotes"]] == ["VERIFIED", "REFUSED", "UNCHECKED"]
    assert [s._.verified for s in doc.spans["quotes"]] == [True, False, None]


def test_render_colours_each_label_and_shows_the_reason_on_hover(nlp: spacy.Language) -> None:
    from spacy_quoteverify.component import LABEL_COLORS, render

    doc = verify_answer(nlp, 'It says "revenue rose to 48.2 million dollars" [chunk 1] and "costs were flat" [chunk 1].', SRC)
    html = render(doc, jupyter=False)
    assert "REFUSED" in html and "VERIFIED" in html
    assert LABEL_COLORS["REFUSED"] in html and LABEL_COLORS["VERIFIED"] in html
    assert 'title="number_changed \u2014 the source says: \u201cRevenue rose to 45.2 million dollars' in html


# -- suggestion -----------------------------------------------------------------


def test_a_refused_quotation_carries_what_the_source_says(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, 'It says "revenue rose to 48.2 million dollars" [chunk 1].', SRC)
    span = doc.spans["quotes"][0]
    hint = span._.suggestion
    assert hint == span._.quote_verdict.suggestion
    assert hint["chunk_id"] == 1 and SRC[0][hint["start"] : hint["end"]] == hint["text"]
    assert hint["text"].startswith("Revenue rose to 45.2 million dollars")


def test_an_elided_negation_is_suggested_in_full(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, '"The drug did", "reduce mortality" [chunk 1]', MEMO)
    assert doc.spans["quotes"][0]._.suggestion == {
        "text": "The drug did not reduce mortality",
        "start": 0,
        "end": 33,
        "chunk_id": 1,
    }


def test_a_misattributed_quotation_suggests_the_chunk_it_is_in(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, 'It says "revenue rose to 45.2 million dollars" [chunk 2].', CHUNKS)
    verdict = doc.spans["quotes"][0]._.quote_verdict
    assert verdict.reason == "misattributed" and verdict.found_in == 1
    assert verdict.suggestion == {"text": "revenue rose to 45.2 million dollars".capitalize(), "start": 0, "end": 36, "chunk_id": 1}


def test_a_verified_quotation_has_no_suggestion(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, 'It says "revenue rose to 45.2 million dollars" [chunk 1].', SRC)
    assert doc.spans["quotes"][0]._.suggestion is None


# -- a polite component -----------------------------------------------------------


def test_installing_the_package_changes_no_pipeline_that_does_not_add_the_pipe() -> None:
    out = run_python(
        """
        import spacy
        from spacy.tokens import Doc, Span
        import spacy_quoteverify, spacy_quoteverify.component
        nlp = spacy.blank("en")
        print(Doc.has_extension("sources"), Span.has_extension("verified"))
        nlp.add_pipe("quote_verifier")
        print(Doc.has_extension("sources"), Span.has_extension("verified"))
        """
    )
    assert out.split() == ["False", "False", "True", "True"]


def test_another_librarys_extension_is_never_replaced() -> None:
    out = run_python(
        """
        import spacy
        from spacy.tokens import Doc
        Doc.set_extension("sources", default="theirs")
        nlp = spacy.blank("en")
        print(nlp("x")._.sources)
        try:
            nlp.add_pipe("quote_verifier")
        except ValueError as err:
            print("refused:", "extension_prefix" in str(err), "doc._.qv_sources" in str(err))
        print(nlp("x")._.sources, nlp.pipe_names)
        nlp.add_pipe("quote_verifier", config={"extension_prefix": "qv_"})
        doc = nlp.make_doc('It says "revenue rose to 45.2 million dollars" [chunk 1].')
        doc._.qv_sources = ["Revenue rose to 45.2 million dollars in 2023."]
        doc = nlp(doc)
        print(doc._.sources, doc._.qv_quotes_verified, doc.spans["quotes"][0]._.qv_verified)
        """
    )
    assert out.split("\n")[:4] == ["theirs", "refused: True True", "theirs []", "theirs True True"]


def test_the_scorer_and_the_citation_reader_are_declared_as_entry_points() -> None:
    import configparser
    import importlib

    parser = configparser.ConfigParser()
    parser.read(ROOT / "setup.cfg")
    declared = {}
    for group in ("spacy_scorers", "spacy_misc"):
        for line in parser["options.entry_points"][group].strip().splitlines():
            name, _, target = (part.strip() for part in line.partition("="))
            module, _, attr = target.partition(":")
            declared[name] = getattr(importlib.import_module(module), attr)
    assert declared["spacy_quoteverify.quote_scorer.v1"] is component_module.make_quote_scorer
    assert declared["spacy_quoteverify.citations.v1"] is component_module.make_citation_reader
    assert spacy.registry.scorers.get("spacy_quoteverify.quote_scorer.v1") is component_module.make_quote_scorer


def test_quote_score_is_the_verified_share_of_checked_quotations(nlp: spacy.Language) -> None:
    answer = 'It says "revenue rose to 45.2 million dollars" [chunk 1], "revenue rose to 48.2 million" [chunk 1] and "an invented sentence about nothing" [chunk 9].'
    assert verify_answer(nlp, answer, SRC)._.quote_score == 0.5
    assert verify_answer(nlp, "No quotation here.", SRC)._.quote_score is None


def test_nlp_evaluate_reports_the_mean_quote_score(nlp: spacy.Language) -> None:
    examples = []
    for answer in (CASES["en"][1], CASES["en"][2], "Nothing quoted [chunk 1]."):
        predicted = nlp.make_doc(answer)
        component_module.set_sources(predicted, SRC)
        examples.append(Example(predicted, nlp.make_doc(answer)))
    scores = nlp.evaluate(examples)
    assert scores["quote_score"] == 0.5


def test_a_quote_verifier_makes_doc_serialisation_fast_for_good() -> None:
    import time

    from srsly import msgpack as srsly_msgpack

    spacy.blank("en").add_pipe("quote_verifier")
    reg = srsly_msgpack.msgpack_encoders
    assert isinstance(vars(reg).get("get_all"), component_module._CachedRegistryAnswer)
    assert reg.get_all() == type(reg).get_all(reg)

    def timed(call: Any) -> float:
        began = time.process_time()
        for _ in range(200):
            call()
        return time.process_time() - began

    assert timed(reg.get_all) * 5 < timed(lambda: type(reg).get_all(reg))
    # An encoder registered later is seen.
    srsly_msgpack.msgpack_encoders.register("quoteverify_test", func=lambda obj, chain=None: obj)
    try:
        assert "quoteverify_test" in reg.get_all()
    finally:
        import catalogue

        catalogue.REGISTRY.pop(("srsly", "msgpack_encoders", "quoteverify_test"), None)
    assert "quoteverify_test" not in reg.get_all()


def test_nlp_pipe_in_two_processes_gives_the_same_results(nlp: spacy.Language) -> None:
    answers = [CASES["en"][i] for i in (1, 2, 3)] * 4
    docs = []
    for answer in answers:
        doc = nlp.make_doc(answer)
        component_module.set_sources(doc, SRC)
        docs.append(doc)
    one = [states(d) for d in nlp.pipe([d.copy() for d in docs])]
    two = [states(d) for d in nlp.pipe(docs, n_process=2, batch_size=2)]
    assert two == one


def test_korean_works_without_mecab() -> None:
    pipeline = component_module.answer_pipeline("ko")
    doc = verify_answer(pipeline, "보고서에 따르면 \u201c환자 120명이 참여했다\u201d [chunk 1].", ["이 연구에는 환자 120명이 참여했다."])
    assert [s._.verified for s in doc.spans["quotes"]] == [True]
    documented = spacy.blank("ko", config={"nlp": {"tokenizer": {"@tokenizers": "spacy_quoteverify.Tokenizer.v1"}}})
    documented.add_pipe("quote_verifier")
    doc = verify_answer(documented, "\u201c환자 120명이 참여했다\u201d [chunk 1]", ["환자 120명이 참여했다."])
    assert [s._.verified for s in doc.spans["quotes"]] == [True]


# -- citations and sources as answers carry them ---------------------------------


@pytest.mark.parametrize(
    "marker, cited",
    [
        ("[2]", [2]),
        ("[1, 2]", [1, 2]),
        ("[1-2]", [1, 2]),
        ("[2][1]", [2, 1]),
        ("(source 2)", [2]),
        ("(chunk 2)", [2]),
        ("(Source 2, p. 4)", [2]),
        ("[chunk 2] [chunk 1]", [2, 1]),
    ],
)
def test_every_citation_style_reaches_the_quotation(nlp: spacy.Language, marker: str, cited: List[int]) -> None:
    doc = verify_answer(nlp, f'It says "the drug did not reduce mortality" {marker}.', SRC)
    span = doc.spans["quotes"][0]
    assert span._.quote_verdict.verified is True and span._.quote_verdict.chunk_id == 2
    assert [sid for s in doc.spans["citations"] for sid in s._.citation_ids] == cited
    assert doc.user_data[DATA_KEY]["quotes"][0]["cited"] == cited  # every marker in a row is the quotation's


def test_the_citation_reader_is_configuration(nlp: spacy.Language) -> None:
    pipeline = spacy.blank("en")
    pipeline.add_pipe(
        "quote_verifier",
        config={"citations": {"@misc": "spacy_quoteverify.citations.v1", "words": ["study"], "numeric": False}},
    )
    doc = verify_answer(pipeline, 'It says "the drug did not reduce mortality" [studies 1-2] and [1].', SRC)
    # With bare numbers switched off, "[1]" is not read; it still points somewhere, so it is
    # reported as a citation that cannot be read.
    assert [(s.text, s._.citation_ids) for s in doc.spans["citations"]] == [("[studies 1-2]", [1, 2]), ("[1]", [])]
    assert doc._.cited_unparsed == ["[1]"] and doc._.quotes_verified is None
    other = spacy.blank("en")
    other.add_pipe("quote_verifier").from_bytes(pipeline.get_pipe("quote_verifier").to_bytes())
    assert other.get_pipe("quote_verifier").reader.words == ("study",)


def test_sources_may_be_langchain_documents(nlp: spacy.Language) -> None:
    from langchain_core.documents import Document

    docs = [Document(page_content=SRC[0]), Document(page_content=SRC[1], metadata={"chunk_id": "memo"})]
    doc = verify_answer(nlp, 'It says "the drug did not reduce mortality" [chunk memo].', docs)
    assert doc._.sources == {1: SRC[0], "memo": SRC[1]}
    assert [s._.verified for s in doc.spans["quotes"]] == [True]


class _LlamaNode:
    """A LlamaIndex-like node: text behind get_content()."""

    def __init__(self, text: str) -> None:
        self._text = text

    def get_content(self) -> str:
        return self._text


class _HaystackDocument:
    def __init__(self, content: str) -> None:
        self.content = content
        self.meta = {"chunk_id": 2}


def test_sources_may_be_any_frameworks_documents(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, 'It says "the drug did not reduce mortality" [chunk 2].', [_LlamaNode(SRC[0]), _HaystackDocument(SRC[1])])
    assert doc._.sources == {1: SRC[0], 2: SRC[1]}
    assert [s._.verified for s in doc.spans["quotes"]] == [True]
    with pytest.raises(ValueError, match="chunk id 2 twice"):
        verify_answer(nlp, "x", [SRC[0], _LlamaNode(SRC[0]), _HaystackDocument(SRC[1])])


def test_a_bare_number_inside_a_quotation_is_the_sources_reference_mark(nlp: spacy.Language) -> None:
    source = ["As shown in earlier work [1] the rate rose to 12% in May [2]."]
    doc = verify_answer(nlp, 'It says "As shown in earlier work [1] the rate rose to 12% in May [2]" [chunk 1].', source)
    assert [s._.verified for s in doc.spans["quotes"]] == [True]
    assert [s.text for s in doc.spans["citations"]] == ["[chunk 1]"] and doc._.cited_unknown == []


# -- spaCy conventions -------------------------------------------------------------


def test_settings_live_in_the_config_so_a_loaded_override_wins_over_the_saved_value(tmp_path: Path) -> None:
    pipeline = spacy.blank("en")
    pipeline.add_pipe("quote_verifier", config={"near_threshold": 0.9, "min_quote_words": 4})
    pipeline.to_disk(tmp_path / "p")
    assert not (tmp_path / "p" / "quote_verifier").exists()  # nothing written beside config.cfg
    override = {"components": {"quote_verifier": {"near_threshold": 0.8}}}
    loaded = spacy.load(tmp_path / "p", config=override).get_pipe("quote_verifier")
    assert loaded.options.near_threshold == 0.8 and loaded.cfg["min_quote_words"] == 4
    assert spacy.load(tmp_path / "p").get_pipe("quote_verifier").options.near_threshold == 0.9
    # A file of settings that an earlier version wrote beside config.cfg is not read.
    legacy = tmp_path / "p" / "quote_verifier"
    legacy.mkdir()
    (legacy / "cfg.json").write_text(json.dumps({"cfg": {}, "options": {"near_threshold": 0.9}}), encoding="utf8")
    assert spacy.load(tmp_path / "p", config=override).get_pipe("quote_verifier").options.near_threshold == 0.8


def test_the_factory_names_every_setting_with_its_type_and_the_default_config_holds_each() -> None:
    import inspect
    from typing import get_type_hints

    from spacy_quoteverify.component import _COMPONENT_TYPES, COMPONENT_DEFAULTS, DEFAULT_CONFIG, make_quote_verifier
    from spacy_quoteverify.options import OPTION_NAMES, OPTION_TYPES

    params = inspect.signature(make_quote_verifier).parameters
    expected = ["nlp", "name", *OPTION_NAMES, *COMPONENT_DEFAULTS, "scorer"]
    assert list(params) == expected
    assert all(p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD and p.default is p.empty for p in params.values())
    hints = get_type_hints(make_quote_verifier, include_extras=True)
    assert {name: hints[name] for name in OPTION_NAMES} == OPTION_TYPES
    assert {name: hints[name] for name in COMPONENT_DEFAULTS} == _COMPONENT_TYPES
    assert sorted(DEFAULT_CONFIG) == sorted(expected[2:])


@pytest.mark.parametrize(
    "config, error",
    [({"near_threshold": 1.5}, "near_threshold must be between 0 and 1"), ({"decide": "x"}, "decide"),
     ({"min_quote_chars": -1}, "min_quote_chars must be a non-negative int"), ({"bogus": 1}, "bogus")],
)
def test_the_config_refuses_bad_settings_by_name(config: Dict[str, Any], error: str) -> None:
    with pytest.raises(Exception, match=error):
        spacy.blank("en").add_pipe("quote_verifier", config=config)


def test_the_component_is_a_pipe_whose_pipe_takes_batch_size_by_keyword() -> None:
    import inspect

    from spacy.pipeline import Pipe

    component = spacy.blank("en").add_pipe("quote_verifier")
    assert isinstance(component, Pipe)
    batch_size = inspect.signature(component.pipe).parameters["batch_size"]
    assert batch_size.kind is inspect.Parameter.KEYWORD_ONLY
    with pytest.raises(TypeError):
        component.pipe([], 8)  # type: ignore[misc]


def test_pipe_hands_a_failing_doc_to_the_error_handler(monkeypatch: pytest.MonkeyPatch) -> None:
    pipeline = spacy.blank("en")
    component = pipeline.add_pipe("quote_verifier")
    texts = ['He wrote "revenue rose to 45.2 million" [chunk 1].', 'She wrote "costs fell by three percent" [chunk 1].']
    docs = []
    for text in texts:
        doc = pipeline.make_doc(text)
        doc._.sources = SRC
        docs.append(doc)
    original = QuoteVerifier.check

    def failing(self: QuoteVerifier, quotation: Any, *args: Any, **kwargs: Any) -> Verdict:
        if "costs" in quotation.text:
            raise RuntimeError("broken check")
        return original(self, quotation, *args, **kwargs)

    monkeypatch.setattr(QuoteVerifier, "check", failing)
    with pytest.raises(RuntimeError, match="broken check"):
        list(component.pipe(docs))  # the default handler raises
    seen: List[Any] = []
    component.set_error_handler(lambda name, proc, batch, err: seen.append((name, proc, batch, str(err))))
    assert component.get_error_handler() is not None
    out = list(component.pipe(docs, batch_size=1))
    assert [d.text for d in out] == [texts[0]]
    assert seen == [("quote_verifier", component, [docs[1]], "broken check")]
    pipeline.set_error_handler(lambda name, proc, batch, err: seen.append(name))
    assert [d.text for d in pipeline.pipe(docs)] == [texts[0]] and seen[-1] == "quote_verifier"


def test_the_package_imports_nothing_from_spacy_cli_util() -> None:
    import ast

    package = ROOT / "spacy_quoteverify"
    offenders = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            if any(n == "spacy.cli._util" or n.startswith("spacy.cli._util.") for n in names):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_the_readme_says_that_the_component_patches_srsly_for_the_whole_process() -> None:
    import srsly

    spacy.blank("en").add_pipe("quote_verifier")
    patched = [reg for reg in (srsly.msgpack.msgpack_encoders, srsly.msgpack.msgpack_decoders) if "get_all" in vars(reg)]
    assert patched, "the component no longer patches srsly: say so in the README"
    readme = (ROOT / "README.md").read_text(encoding="utf8")
    assert "patches srsly for the whole process" in readme
    assert "msgpack_encoders" in readme and "msgpack_decoders" in readme


def test_a_refused_quotation_is_checked_once_and_only_probed_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    pipeline = spacy.blank("en")
    pipeline.add_pipe("quote_verifier")
    calls: List[str] = []
    real_verify, real_found = component_module.verify_quote, component_module.quote_found

    def counting_verify(*args: Any, **kwargs: Any) -> Verdict:
        calls.append("verify")
        return real_verify(*args, **kwargs)

    def counting_found(*args: Any, **kwargs: Any) -> bool:
        calls.append("found")
        return real_found(*args, **kwargs)

    monkeypatch.setattr(component_module, "verify_quote", counting_verify)
    monkeypatch.setattr(component_module, "quote_found", counting_found)
    chunks = ["Costs fell by three percent in May.", "Sales rose in the north.", "The board met twice."]
    doc = verify_answer(pipeline, 'It says "revenue rose to 45.2 million" [chunk 1].', chunks)
    assert [v.verified for v in doc._.quote_verdicts] == [False]
    assert calls == ["verify", "found", "found"]
    calls.clear()
    chunks[2] = "Revenue rose to 45.2 million."
    doc = verify_answer(pipeline, 'It says "revenue rose to 45.2 million" [chunk 1].', chunks)
    assert [(v.reason, v.found_in) for v in doc._.quote_verdicts] == [("misattributed", 3)]
    assert calls == ["verify", "found", "found", "verify"]  # the full check only where it is found


@pytest.mark.parametrize(
    "lang,sources,answer",
    [
        ("en", ["The drug did not reduce mortality.", "Statins reduce mortality in adults."],
         'The memo says "The drug did" \u2026 "reduce mortality in adults" [chunk 1][chunk 2].'),
        ("en", ["The drug did not reduce mortality.", "Statins reduce mortality in adults."],
         'The memo says "The drug did" [chunk 1] \u2026 "reduce mortality in adults" [chunk 2].'),
        ("en", ["The drug did not reduce mortality.", "Statins reduce mortality in adults."],
         'The memo says "The drug did" \u2026 "reduce mortality in adults".'),
        ("en", ["Revenue fell 12% in May.", "Costs rose 40% in June."],
         'The memo says "Revenue" \u2026 "rose 40% in June" [chunk 1][chunk 2].'),
        ("de", ["Der Umsatz ist nicht gestiegen.", "Die Kosten sind stark gestiegen."],
         "Laut Bericht \u201eDer Umsatz ist\u201c \u2026 \u201estark gestiegen\u201c [chunk 1][chunk 2]."),
    ],
)
def test_pieces_joined_by_an_elision_mark_come_from_one_source(lang: str, sources: List[str], answer: str) -> None:
    """"A" … "B" is one quotation: pieces spliced from two sources are refused, whatever they cite."""
    nlp = spacy.blank(lang)
    nlp.add_pipe("quote_verifier")
    doc = verify_answer(nlp, answer, sources)
    assert [s._.verified for s in doc.spans["quotes"]] == [False, False]
    assert doc._.quotes_verified is False


def test_pieces_joined_by_an_elision_mark_from_one_sentence_of_one_source_verify() -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier")
    answer = 'The memo says "The drug did" \u2026 "reduce mortality in adults" [chunk 2].'
    doc = verify_answer(nlp, answer, ["Costs rose.", "The drug did clearly reduce mortality in adults."])
    assert [s._.verified for s in doc.spans["quotes"]] == [True, True]


# -- ids in words, pointers, more footnote marks, next-line and shared citations, technical text --


@pytest.mark.parametrize(
    "answer",
    [
        "As chunk two says, \u201cthe drug did not reduce mortality\u201d.",
        "Chunk III says \u201cthe drug did not reduce mortality\u201d.",
        "Chunk Nr. 3 says \u201cthe drug did not reduce mortality\u201d.",
        "\u201cThe drug did not reduce mortality\u201d [chunk 2, doc 3].",
        "\u201cThe drug did not reduce mortality\u201d<sup>3</sup>.",
        "\u201cThe drug did not reduce mortality\u201d \u00b3.",
        "\u201cThe drug did not reduce mortality\u201d^3.",
        "\u201cThe drug did not reduce mortality\u201d\u20203.",
        "\u201cThe drug did not reduce mortality\u201d \u20212.",
    ],
)
def test_an_id_in_words_a_pointer_or_a_footnote_mark_leaves_the_quotation_unchecked(
    nlp: spacy.Language, answer: str
) -> None:
    doc = verify_answer(nlp, answer, SRC)
    assert [(v.verified, v.reason) for v in doc._.quote_verdicts] == [(None, "citation_unread")]
    assert doc._.cited_unparsed and doc._.quotes_verified is None and doc._.partial is True
    doc = verify_answer(nlp, answer.replace("did not reduce", "did reduce"), SRC)
    assert [v.verified for v in doc._.quote_verdicts] == [False] and doc._.quotes_verified is False


def test_a_citation_alone_on_the_next_line_is_the_quotation_s(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "\u201cThe drug did not reduce mortality\u201d\n(chunk 1)", SRC)
    assert states(doc) == [(False, "misattributed", 1, 2)]
    doc = verify_answer(nlp, "\u201cThe drug did not reduce mortality\u201d\n(chunk 2)\nMore text.", SRC)
    assert states(doc) == [(True, None, 2, None)]
    # A line that goes on after the citation is no citation line.
    doc = verify_answer(nlp, "\u201cThe drug did not reduce mortality\u201d\n(chunk 1) is about revenue.", SRC)
    assert states(doc) == [(True, None, 2, None)]


def test_one_citation_after_several_quotations_of_a_sentence_covers_each(nlp: spacy.Language) -> None:
    answer = "The memo says \u201cthe drug did not reduce mortality\u201d and \u201crevenue rose to 45.2 million dollars\u201d [chunk {}]."
    doc = verify_answer(nlp, answer.format(1), SRC)
    assert states(doc) == [(False, "misattributed", 1, 2), (True, None, 1, None)]
    assert doc._.quotes_verified is False
    doc = verify_answer(nlp, answer.format(2), SRC)
    assert states(doc) == [(True, None, 2, None), (False, "misattributed", 2, 1)]
    # Each with its own citation, or in another sentence: unchanged.
    doc = verify_answer(
        nlp, "It says \u201cthe drug did not reduce mortality\u201d [chunk 2] and \u201crevenue rose to 45.2 million dollars\u201d [chunk 1].", SRC
    )
    assert states(doc) == [(True, None, 2, None), (True, None, 1, None)]
    doc = verify_answer(
        nlp, "\u201cThe drug did not reduce mortality.\u201d Also \u201crevenue rose to 45.2 million dollars\u201d [chunk 1].", SRC
    )
    assert states(doc) == [(True, None, 2, None), (True, None, 1, None)]


@pytest.mark.parametrize("form", ["[Ca2+]", "[0.5, 1.5]", "[v2.4.1]", "[2023-01-05 12:30]", "[x1, x2]", "(a+b)\u00b2"])
def test_technical_brackets_leave_the_answer_verified(nlp: spacy.Language, form: str) -> None:
    doc = verify_answer(nlp, f"\u201cThe drug did not reduce mortality\u201d [chunk 2]. It uses {form} too.", SRC)
    assert states(doc) == [(True, None, 2, None)]
    assert doc._.cited_unparsed == [] and doc._.quotes_verified is True


def test_every_new_citation_form_after_real_quotations(nlp: spacy.Language) -> None:
    """Each form of issue #17 after many quotations of real sentences (the short-figure classes):
    an unread id, a pointer after the ids or a footnote mark leaves a faithful quotation
    unchecked and a changed one refused; a citation on the next line or after several quotations
    points the check at its chunk; a technical bracket changes nothing."""
    import random

    from adversarial import cases, sentences
    from adversarial.citation_forms import (
        RUNNING_PLACES,
        SHARED_PLACES,
        footnote_forms,
        next_line_forms,
        pointer_forms,
        technical_brackets,
        unread_id_forms,
    )

    rng = random.Random(17)
    faithful = cases("adv_short_figure", 48)
    changed = cases("adv_short_figure_changed", 48)
    unread = list(unread_id_forms(rng))
    pointers = list(pointer_forms(sentences(), rng))
    marks = list(footnote_forms())
    next_line = list(next_line_forms(rng))
    # Brackets holding quote marks would add quotations of their own.
    technical = [t for t in technical_brackets(rng, 10) if not set("'\"") & set(t)]
    filler = ["Nothing here.", "Nor here.", "Nor there.", "Not at all.", "No.", "Nope.", "None.", "Nil.", "Zip."]

    def at(n: int, text: str) -> List[str]:
        return filler[: n - 1] + [text] + filler[n - 1 :]

    bad: List[str] = []
    checked = 0
    for k, case in enumerate(faithful):
        other = faithful[(k + 5) % len(faithful)]
        for faithful_quote in (True, False):
            src = changed[k % len(changed)] if not faithful_quote else case
            want = (None, "citation_unread") if faithful_quote else (False,)
            form, core = unread[k % len(unread)]
            answers = [RUNNING_PLACES[k % len(RUNNING_PLACES)].format(q=src.quote, f=form)]
            form, n = pointers[k % len(pointers)]
            answers.append(f"Costs \u201c{src.quote}\u201d {form}.")
            answers.append(f"Costs \u201c{src.quote}\u201d{marks[k % len(marks)]}.")
            for answer in answers:
                doc = verify_answer(nlp, answer, at(n, src.source))
                checked += 1
                got = [(v.verified, v.reason)[: len(want)] for v in doc._.quote_verdicts]
                if got != [want] or not doc._.cited_unparsed or doc._.quotes_verified is (not faithful_quote):
                    bad.append(f"{answer!r}: {got} {doc._.cited_unparsed} {doc._.quotes_verified}")
        form, n = next_line[k % len(next_line)]
        doc = verify_answer(nlp, f"\u201c{case.quote}\u201d{form}", at(n, case.source))
        checked += 1
        if [(v.verified, v.chunk_id) for v in doc._.quote_verdicts] != [(True, n)]:
            bad.append(f"next line {form!r} after {case.quote!r}: {states(doc)}")
        doc = verify_answer(nlp, f"\u201c{case.quote}\u201d{form}", at(n % 9 + 1, case.source))
        checked += 1
        if [v.verified for v in doc._.quote_verdicts] != [False]:
            bad.append(f"next line {form!r}, source elsewhere, after {case.quote!r}: {states(doc)}")
        place = SHARED_PLACES[k % len(SHARED_PLACES)]
        n = k % 5 + 1
        third = faithful[(k + 11) % len(faithful)]
        answer = place.format(a=case.quote, b=other.quote, c=third.quote, f=f"[chunk {n}]")
        doc = verify_answer(nlp, answer, at(n, "\n\n".join((case.source, other.source, third.source))))
        checked += 1
        if {(v.verified, v.chunk_id) for v in doc._.quote_verdicts} != {(True, n)}:
            bad.append(f"shared {answer!r}: {states(doc)}")
        # (Each source a paragraph of its own: quotations of one sentence of the answer are read
        # together, and a passage never runs across a blank line.)
        # The first quotation's source in another chunk: it is not verified from there.
        sources = at(n, "\n\n".join((other.source, third.source)))
        sources[n % len(sources)] = case.source
        doc = verify_answer(nlp, answer, sources)
        checked += 1
        if doc._.quote_verdicts[0].verified is not False or doc._.quotes_verified is not False:
            bad.append(f"shared, first elsewhere {answer!r}: {states(doc)}")
        bad_case = changed[k % len(changed)]
        answer = place.format(a=bad_case.quote, b=other.quote, c=third.quote, f=f"[chunk {n}]")
        doc = verify_answer(nlp, answer, at(n, "\n\n".join((bad_case.source, other.source, third.source))))
        checked += 1
        if doc._.quote_verdicts[0].verified is not False or doc._.quotes_verified is not False:
            bad.append(f"shared, first changed {answer!r}: {states(doc)}")
        form = technical[k % len(technical)]
        doc = verify_answer(nlp, f"\u201c{case.quote}\u201d [chunk 1]. It holds {form} here.", [case.source])
        checked += 1
        if doc._.cited_unparsed or doc._.quotes_verified is not True:
            bad.append(f"technical {form!r}: {doc._.cited_unparsed} {states(doc)}")
    assert checked > 500
    assert not bad, f"{len(bad)} of {checked}:\n" + "\n".join(bad[:30])


def test_the_citation_word_right_before_a_quotation_attributes_it(nlp: spacy.Language) -> None:
    """Several chunks named in running text: the one right before the quotation (with those
    joined to it by "and") is its citation; the others are not pooled in."""
    from adversarial import cases
    from adversarial.citation_forms import ATTRIBUTING_PLACES

    filler = ["Nothing here.", "Nor here.", "Nor there.", "Not at all."]
    bad: List[str] = []
    for k, case in enumerate(cases("adv_short_figure", 40)):
        place = ATTRIBUTING_PLACES[k % len(ATTRIBUTING_PLACES)]
        m, n = k % 2 + 1, k % 2 + 3
        answer = place.format(m=m, n=n, q=case.quote)
        for holder, want in ((n, (True, n)), (m, (False, n))):
            sources = list(filler)
            sources[holder - 1] = case.source
            got = [(v.verified, v.chunk_id) for v in verify_answer(nlp, answer, sources)._.quote_verdicts]
            if got != [want]:
                bad.append(f"{answer!r} source in {holder}: {got}")
    assert not bad, "\n".join(bad[:20])
    doc = verify_answer(nlp, "According to chunk 1 and chunk 2, \u201cthe drug did not reduce mortality\u201d.", SRC)
    assert states(doc) == [(True, None, 2, None)]
    # A list that ends with a conjunction names every chunk of it.
    doc = verify_answer(
        nlp, "According to chunk 2, chunk 3 and chunk 1, \u201cthe drug did not reduce mortality\u201d.", SRC + ["Nor here."]
    )
    assert [v.verified for v in doc._.quote_verdicts] == [True]


@pytest.mark.parametrize(
    "paren", ["(chunk 1's text)", "(in chunk 1\u2019s conclusion)", "(the wording of chunk 1, verbatim)"]
)
def test_a_chunk_named_in_a_parenthesis_of_prose_is_the_quotations_citation(nlp: Any, paren: str) -> None:
    # The parenthesis is no marker, but the chunk it names is cited: a quotation of chunk 2 is
    # refused as misattributed, never verified against every source.
    sources = ["Revenue rose 12% in May after the merger.", "The drug did not reduce mortality in the trial."]
    doc = verify_answer(nlp, f"The memo says \u201cthe drug did not reduce mortality in the trial\u201d {paren}.", sources)
    assert [(v.verified, v.reason) for v in doc._.quote_verdicts] == [(False, "misattributed")]
    doc = verify_answer(nlp, f"The memo says \u201cRevenue rose 12% in May\u201d {paren}.", sources)
    assert [v.verified for v in doc._.quote_verdicts] == [True] and doc._.quotes_verified is True


@pytest.mark.parametrize(
    "answer, want",
    [
        ("- \u201cthe drug did not reduce mortality in the trial\u201d\n  - Source: chunk 1", [(False, "misattributed")]),
        ("\u201cthe drug did not reduce mortality in the trial\u201d\n\nSource: [1]", [(False, "misattributed")]),
        ("\u201cthe drug did not reduce mortality in the trial\u201d\nSource: chunk 2", [(True, None)]),
        ("\u201cthe drug did not reduce mortality in the trial\u201d\nSource: [chunk two]", [(None, "citation_unread")]),
        # A line of prose after the quotation is no citation line.
        ("\u201cthe drug did not reduce mortality in the trial\u201d\n\nChunk 1 then says revenue rose.", [(True, None)]),
    ],
)
def test_a_line_of_citations_after_the_quotation_is_its_citation(nlp: Any, answer: str, want: list) -> None:
    sources = ["Revenue rose 12% in May after the merger.", "The drug did not reduce mortality in the trial."]
    doc = verify_answer(nlp, answer, sources)
    assert [(v.verified, v.reason) for v in doc._.quote_verdicts] == want


def test_every_form_of_issue_17_after_real_quotations(nlp: spacy.Language) -> None:
    """Keys naming the id, other keys, markup, brackets of every other form, ordinals, negated
    citations in several languages, Markdown tables and headings, around many quotations of real
    sentences (faithful and changed), the quoted chunk at different places: a form read checks
    the quotation against its chunk alone (verified there, misattributed elsewhere, never verified
    when changed, an id never sent reported as unknown); a form reported leaves a faithful
    quotation unchecked (`citation_unread`); a citation that cannot be attributed leaves it
    unchecked (`citation_unattributed`); a changed quotation is refused whatever the form."""
    import random

    from adversarial import cases
    from adversarial.citation_forms import (
        KEYED_FORMS,
        LAYOUT_PLACES,
        NEGATED_PLACES,
        ordinal_forms,
        reported_forms,
    )

    rng = random.Random(1717)
    faithful = cases("adv_short_figure", 60)
    changed = cases("adv_short_figure_changed", 60)
    places = [(t, "read") for t in KEYED_FORMS] + [(t, "reported") for t in reported_forms()]
    places += [(t, "reported") for t in ordinal_forms(rng)] + list(NEGATED_PLACES) + list(LAYOUT_PLACES)
    filler = ["Nothing here.", "Nor here.", "Nor there.", "Not at all.", "No.", "Nope.", "None.", "Nil.", "Zip."]
    want_faithful = {"read": (True, None), "reported": (None, "citation_unread"), "unattributed": (None, "citation_unattributed")}
    bad: List[str] = []
    checked = 0
    for k, (template, kind) in enumerate(places):
        for j in range(3):
            case = faithful[(k * 3 + j) % len(faithful)]
            bad_case = changed[(k * 3 + j) % len(changed)]
            n = (k + j) % 8 + 1
            m = n % 8 + 1
            answer = template.replace("{n}", str(n)).replace("{m}", str(m))
            sources = list(filler)
            sources[n - 1] = case.source
            doc = verify_answer(nlp, answer.replace("{q}", case.quote), sources)
            checked += 1
            got = [(v.verified, v.reason) for v in doc._.quote_verdicts]
            if got[-1:] != [want_faithful[kind]] or (kind == "read" and doc._.quote_verdicts[-1].chunk_id != n):
                bad.append(f"{kind} {answer!r} with {case.quote!r} in chunk {n}: {states(doc)} {doc._.cited_unparsed}")
            if kind == "reported" and not doc._.cited_unparsed:
                bad.append(f"not reported {answer!r}: {doc._.cited_unparsed}")
            # The quotation held by another chunk: never verified.
            sources = list(filler)
            sources[m - 1] = case.source
            doc = verify_answer(nlp, answer.replace("{q}", case.quote), sources)
            checked += 1
            if doc._.quote_verdicts[-1].verified is True:
                bad.append(f"{kind} {answer!r} with {case.quote!r} in chunk {m}: {states(doc)}")
            # A changed quotation: refused.
            sources = list(filler)
            sources[n - 1] = bad_case.source
            doc = verify_answer(nlp, answer.replace("{q}", bad_case.quote), sources)
            checked += 1
            if doc._.quote_verdicts[-1].verified is not False or doc._.quotes_verified is not False:
                bad.append(f"changed {answer!r} with {bad_case.quote!r}: {states(doc)}")
        if kind == "read" and "{n}" in template:
            # A chunk never sent: reported as unknown, never verified.
            answer = template.replace("{n}", "12").replace("{m}", "1").replace("{q}", faithful[k % len(faithful)].quote)
            doc = verify_answer(nlp, answer, [faithful[k % len(faithful)].source])
            checked += 1
            if 12 not in doc._.cited_unknown or doc._.quote_verdicts[-1].verified is True or doc._.partial is not True:
                bad.append(f"unknown {answer!r}: {states(doc)} {doc._.cited_unknown}")
    assert checked > 700
    assert not bad, f"{len(bad)} of {checked}:\n" + "\n".join(bad[:40])


def test_json_answers_cite_by_their_members_around_real_quotations(nlp: spacy.Language) -> None:
    """Answers written as JSON (one object, a list of them, pretty-printed, in a code block,
    nested): a member named by the citation word ("chunk_id", "source", "sources": [2]) cites
    the quotations of its object and no other; another pointer ("doc_id", "chunk_index", a
    title) is reported. Checked as the other citation forms are: a quotation found only in
    another chunk is never verified, a changed one always refused, an id never sent unknown."""
    from adversarial import cases
    from adversarial.citation_forms import JSON_FORMS

    faithful = cases("adv_short_figure", 60)
    changed = cases("adv_short_figure_changed", 60)
    filler = ["Nothing here.", "Nor here.", "Nor there.", "Not at all.", "No.", "Nope.", "None.", "Nil.", "Zip."]
    want = {"read": (True, None), "reported": (None, "citation_unread")}
    bad: List[str] = []
    checked = 0
    for k, (build, kind) in enumerate(JSON_FORMS):
        for j in range(4):
            case = faithful[(k * 4 + j) % len(faithful)]
            bad_case = changed[(k * 4 + j) % len(changed)]
            n = (k + j) % 8 + 1
            m = n % 8 + 1
            sources = list(filler)
            sources[n - 1] = case.source
            answer = build(case.quote, n, m)
            doc = verify_answer(nlp, answer, sources)
            checked += 1
            got = [(v.verified, v.reason) for v in doc._.quote_verdicts]
            if got[-1:] != [want[kind]] or (kind == "read" and doc._.quote_verdicts[-1].chunk_id != n):
                bad.append(f"{kind} {answer!r} in chunk {n}: {states(doc)} {doc._.cited_unparsed}")
            if kind == "reported" and not doc._.cited_unparsed:
                bad.append(f"not reported {answer!r}")
            if any(s.text in ('quote', 'chunk_id', 'source') for s in doc.spans["quotes_skipped"]):
                bad.append(f"a member's name taken for a quoted text: {answer!r}")
            sources = list(filler)
            sources[m - 1] = case.source
            doc = verify_answer(nlp, answer, sources)
            checked += 1
            if doc._.quote_verdicts[-1].verified is True:
                bad.append(f"{kind} {answer!r} held by chunk {m}: {states(doc)}")
            sources = list(filler)
            sources[n - 1] = bad_case.source
            doc = verify_answer(nlp, build(bad_case.quote, n, m), sources)
            checked += 1
            if doc._.quote_verdicts[-1].verified is not False or doc._.quotes_verified is not False:
                bad.append(f"changed {build(bad_case.quote, n, m)!r}: {states(doc)}")
        if kind == "read":
            answer = build(faithful[k].quote, 12, 1)
            doc = verify_answer(nlp, answer, [faithful[k].source])
            checked += 1
            if 12 not in doc._.cited_unknown or doc._.quote_verdicts[-1].verified is True:
                bad.append(f"unknown {answer!r}: {states(doc)} {doc._.cited_unknown}")
    assert checked > 200
    assert not bad, f"{len(bad)} of {checked}:\n" + "\n".join(bad[:40])


def test_json_objects_side_by_side_cite_only_their_own_quotations(nlp: spacy.Language) -> None:
    # On one line, the second object's citation is no citation of the first quotation.
    answer = '[{"quote": "the drug did not reduce mortality", "chunk": 1}, {"quote": "Revenue rose to 45.2 million dollars", "chunk": 2}]'
    doc = verify_answer(nlp, answer, SRC)
    assert states(doc) == [(False, "misattributed", 1, 2), (False, "misattributed", 2, 1)]
    answer = '[{"quote": "the drug did not reduce mortality", "chunk": 2}, {"quote": "Revenue rose to 45.2 million dollars"}]'
    doc = verify_answer(nlp, answer, SRC)
    assert [(v.verified, v.chunk_id) for v in doc._.quote_verdicts] == [(True, 2), (True, 1)]


def test_a_heading_or_label_holding_a_quotation_names_no_other(nlp: spacy.Language) -> None:
    # The markers of a label line that quotes are that quotation's: the items under it are not
    # attributed to them.
    answer = "- \u201cRevenue rose to 45.2 million dollars\u201d [chunk 1], explained:\n  - \u201cthe drug did not reduce mortality\u201d"
    doc = verify_answer(nlp, answer, SRC)
    assert states(doc) == [(True, None, 1, None), (True, None, 2, None)]
    # Without a quotation of its own, the label names its items' chunk.
    doc = verify_answer(nlp, "- Chunk 1:\n  - \u201cthe drug did not reduce mortality\u201d\n- Chunk 2:\n  - \u201crevenue rose to 45.2 million dollars\u201d", SRC)
    assert states(doc) == [(False, "misattributed", 1, 2), (False, "misattributed", 2, 1)]
    # A line of code is no heading.
    doc = verify_answer(nlp, "## Chunk 2\n```\n# Chunk 1\n```\n\u201cthe drug did not reduce mortality\u201d", SRC)
    assert states(doc) == [(True, None, 2, None)]


@pytest.mark.parametrize(
    "answer, want",
    [
        # A column numbering the rows ("#", "No.") names no chunk: the quotation cites nothing.
        ("| # | Quote |\n|---|---|\n| 1 | \u201cthe drug did not reduce mortality\u201d |", [(True, None, 2, None)]),
        ("| No. | Quote |\n|---|---|\n| 1 | \u201cthe drug did not reduce mortality\u201d |", [(True, None, 2, None)]),
        # "ID" or "Ref" may be the chunk's: unattributed.
        ("| ID | Quote |\n|---|---|\n| 1 | \u201cthe drug did not reduce mortality\u201d |", [(None, "citation_unattributed", 2, None)]),
        ("| # | Quote | Source |\n|---|---|---|\n| 1 | \u201cthe drug did not reduce mortality\u201d | chunk 1 |", [(False, "misattributed", 1, 2)]),
        # Each row its own: the first row's empty citation cell takes nothing of the second's.
        (
            "| Quote | Source |\n|---|---|\n| \u201cthe drug did not reduce mortality\u201d | |\n| \u201crevenue rose to 45.2 million dollars\u201d | [chunk 2] |",
            [(True, None, 2, None), (False, "misattributed", 2, 1)],
        ),
    ],
)
def test_a_table_row_is_attributed_by_its_own_cells(nlp: spacy.Language, answer: str, want: list) -> None:
    assert states(verify_answer(nlp, answer, SRC)) == want


@pytest.mark.parametrize(
    "answer",
    [
        "\u201cThe drug did not reduce mortality\u201d is not in chunk 1.",
        "Chunk 1 does not say \u201cthe drug did not reduce mortality\u201d.",
        "\u201cThe drug did not reduce mortality\u201d (not chunk 1).",
        "## Not from chunk 1\n\n\u201cthe drug did not reduce mortality\u201d",
        "| Quote | Ref |\n|---|---|\n| \u201cthe drug did not reduce mortality\u201d | 1 |",
    ],
)
def test_a_quotation_whose_citation_cannot_be_attributed_is_reported_never_verified(nlp: spacy.Language, answer: str) -> None:
    doc = verify_answer(nlp, answer, SRC)
    assert states(doc) == [(None, "citation_unattributed", 2, None)]
    assert doc._.quotes_verified is None and doc._.partial is True
    assert [(s.label_, s._.quote_verdict.reason) for s in doc.spans["quotes"]] == [("UNCHECKED", "citation_unattributed")]
    # Changed, it is refused.
    doc = verify_answer(nlp, answer.replace("did not reduce", "did reduce"), SRC)
    assert [v.verified for v in doc._.quote_verdicts] == [False] and doc._.quotes_verified is False


_WRAP_SOURCES = ["Revenue rose 12% in May.", "The drug did not reduce mortality; the trial had 5% dropouts."]


@pytest.mark.parametrize(
    "open_mark, close_mark",
    [
        ('"<i>', '</i>"'),
        ("\u201c<em>", "</em>\u201d"),
        ("\u00ab<i>", "</i>\u00bb"),
        ("<q>", "</q>"),
        ("&quot;", "&quot;"),
        ("&ldquo;", "&rdquo;"),
        ('\\"', '\\"'),
        ("``", "''"),
        (",,", "''"),
        ("\u201e", "\u201e"),
        ("\u2033", "\u2033"),
        ("<<", ">>"),
        ("\u226a", "\u226b"),
        ("<blockquote>", "</blockquote>"),
    ],
)
def test_a_changed_figure_in_every_wrapper_of_a_quotation_is_refused(nlp: spacy.Language, open_mark: str, close_mark: str) -> None:
    def answer(figure: str) -> str:
        return f'Memo: "revenue rose 12% in May" [chunk 1] and {open_mark}the trial had {figure} dropouts{close_mark} [chunk 2].'

    changed = verify_answer(nlp, answer("7%"), _WRAP_SOURCES)
    assert changed._.quotes_verified is False
    assert [s._.quote_verdict.reason for s in changed.spans["quotes"]][-1] == "number_changed"
    assert verify_answer(nlp, answer("5%"), _WRAP_SOURCES)._.quotes_verified is True


def test_a_quotation_over_a_blank_line_is_checked_whole(nlp: spacy.Language) -> None:
    doc = verify_answer(
        nlp,
        'Memo: "revenue rose 12% in May" [chunk 1] and "the drug reduced mortality\n\nwith 7% dropouts" [chunk 2].',
        _WRAP_SOURCES,
    )
    assert doc._.quotes_verified is False and len(doc.spans["quotes"]) == 2


def test_a_cited_figure_written_as_code_keeps_the_answer_from_verified(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, 'Memo: "revenue rose 12% in May" [chunk 1] and `the trial had 7% dropouts` [chunk 2].', _WRAP_SOURCES)
    assert doc._.quotes_verified is None
    assert [(s.text, s._.quote_verdict.reason) for s in doc.spans["quotes_skipped"]] == [("the trial had 7% dropouts", "not_quoted")]


@pytest.mark.parametrize("form", ["(doc 2)", "(2)", "(2, 3)", "(#2)", "(ref. 2)", "(see 2)", "{2}"])
def test_ids_in_parentheses_after_a_quotation_leave_it_unchecked(nlp: spacy.Language, form: str) -> None:
    sources = ["The drug reduced mortality in the trial.", "Revenue rose 12%.", "Costs fell."]
    doc = verify_answer(nlp, f'"the drug reduced mortality in the trial" {form}', sources)
    assert doc._.quotes_verified is None and doc._.cited_unparsed == [form]
    assert [s._.quote_verdict.reason for s in doc.spans["quotes"]] == ["citation_unread"]


@pytest.mark.parametrize("lead", ["Document 2 says", "Passage 2 states:", "Doc 2 notes,"])
def test_a_quotation_a_name_and_number_introduce_is_never_verified(nlp: spacy.Language, lead: str) -> None:
    sources = ["The drug reduced mortality in the trial.", "Revenue rose 12%."]
    doc = verify_answer(nlp, f'{lead} "the drug reduced mortality in the trial".', sources)
    assert [s._.quote_verdict.reason for s in doc.spans["quotes"]] == ["citation_unattributed"]
    assert doc._.quotes_verified is None
    plain = verify_answer(nlp, 'The 3 trials showed "the drug reduced mortality in the trial".', sources)
    assert plain._.quotes_verified is True


#: Five chunks; the quotation is in the first alone.
_JOINED_SOURCES = ["Revenue rose 12% in May.", "Nothing relevant here.", "Nor here.", "Not at all.", "None."]


def test_a_quotation_cited_by_ids_joined_in_any_way_is_checked_against_those_chunks(nlp: spacy.Language) -> None:
    """Generated: a marker joining ids by any dash, tilde or conjunction of a script without case
    points the check at those chunks (the quotation, in chunk 1 alone, is misattributed); one
    joined by a word the reader does not know leaves it unchecked and is reported."""
    from adversarial.citation_forms import JOINED_UNREAD_FORMS, joined_id_forms

    bad = []
    for form, _ids in joined_id_forms():
        doc = verify_answer(nlp, f"The memo says \u201cRevenue rose 12% in May\u201d {form}.", _JOINED_SOURCES)
        got = [(v.verified, v.reason) for v in doc._.quote_verdicts]
        if got != [(False, "misattributed")] or doc._.cited_unparsed:
            bad.append(f"{form!r}: {got} {doc._.cited_unparsed}")
    for form in JOINED_UNREAD_FORMS:
        doc = verify_answer(nlp, f"The memo says \u201cRevenue rose 12% in May\u201d {form}.", _JOINED_SOURCES)
        got = [(v.verified, v.reason) for v in doc._.quote_verdicts]
        if got != [(None, "citation_unread")] or doc._.cited_unparsed != [form]:
            bad.append(f"{form!r}: {got} {doc._.cited_unparsed}")
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_form_standing_where_a_bracketed_id_does_leaves_the_quotation_unchecked(lang: str) -> None:
    """Generated (see after_quote_forms): the quotation, in chunk 1 alone, would be verified were
    the mark passed over; it is left unchecked and the mark reported."""
    from adversarial.citation_forms import BRACKETED_MARK_FORMS, after_quote_forms

    pipeline = spacy.blank(lang)
    pipeline.add_pipe("quote_verifier")
    bad = []
    sources = ["\u58f2\u4e0a\u306f5\u6708\u306b12%\u5897\u52a0\u3057\u305f\u3002"] + _JOINED_SOURCES[1:]
    for form in list(after_quote_forms()) + list(BRACKETED_MARK_FORMS):
        doc = verify_answer(pipeline, f"\u5831\u544a\u66f8\u306b\u3088\u308b\u3068\u300c\u58f2\u4e0a\u306f5\u6708\u306b12%\u5897\u52a0\u3057\u305f\u300d{form}\u3002", sources)
        got = [(v.verified, v.reason) for v in doc._.quote_verdicts]
        if got != [(None, "citation_unread")] or doc._.cited_unparsed != [form] or doc._.quotes_verified is not None:
            bad.append(f"{form!r}: {got} {doc._.cited_unparsed}")
    assert not bad, "\n".join(bad[:20])


def test_a_marker_written_with_html_character_references_points_the_check_at_its_chunk(nlp: spacy.Language) -> None:
    doc = verify_answer(nlp, "The memo says \u201cRevenue rose 12% in May\u201d &#91;4&#93;.", _JOINED_SOURCES)
    assert [(v.verified, v.reason) for v in doc._.quote_verdicts] == [(False, "misattributed")]
    assert [c.text for c in doc.spans["citations"]] == ["&#91;4&#93;"]
    doc = verify_answer(nlp, "The memo says \u201cRevenue rose 12% in May\u201d &#91;1&#93;.", _JOINED_SOURCES)
    assert [(v.verified, v.chunk_id) for v in doc._.quote_verdicts] == [(True, 1)]


@pytest.mark.parametrize("marks", ["\u2018\u2018", "\u00b4\u00b4", "\u02bb\u02bc", "\u02bc\u02bc", "\u2032\u2032", "\u301f\u301f", "\u2e0c\u2e0d", "\u2e02\u2e03", "\u2037\u2034", "\u275f\u275e"])
def test_a_cited_text_between_marks_the_reader_does_not_pair_keeps_the_answer_from_verified(nlp: spacy.Language, marks: str) -> None:
    o, c = marks
    answer = f'Revenue "rose 12% in May" [chunk 1], and the memo says {o}the drug did reduce mortality in the elderly{c} [chunk 2].'
    doc = verify_answer(nlp, answer, ["Revenue rose 12% in May.", "The drug did not reduce mortality in the elderly."])
    read = [v.verified for v in doc._.quote_verdicts]
    skipped = [(s.text, s._.quote_verdict.reason) for s in doc.spans["quotes_skipped"]]
    # A mark that is a letter (the \u02bbokina) is a part of the token the span is aligned to.
    assert False in read or any("the drug did reduce mortality in the elderly" in t and r == "not_quoted" for t, r in skipped)
    assert doc._.quotes_verified is not True


@pytest.mark.parametrize("name", ["adv_markup_may_hide_text", "adv_markup_plain_kept"])
def test_quotations_with_markup_in_an_answer(name: str) -> None:
    """The markup classes (their tags hold ">", which the class-wide component test leaves out
    as a quote mark of Markdown): quoted in an answer, a tag with attributes the source does not
    write is refused, a plain one read as nothing."""
    sys.path.insert(0, str(Path(__file__).parent))
    from adversarial import spread

    nlp = spacy.blank("xx")
    nlp.add_pipe("quote_verifier")
    cases = [c for c in spread(name, 12) if "\u201d" not in c.quote and "\n" not in c.quote]
    assert cases
    for case in cases:
        doc = verify_answer(nlp, f"The text says \u201c{case.quote}\u201d [chunk 1].", [case.source])
        spans = list(doc.spans["quotes"])
        assert len(spans) == 1 and spans[0]._.verified is case.faithful, (case, [(s.text, s._.verified) for s in spans])
