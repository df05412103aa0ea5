"""Every class of change from ``tests/adversarial``, applied to real sentences.

Each case goes through ``verify_quote`` with ``lang=None`` and with its own
language, and (for classes that concern answers too) through the
``quote_verifier`` component; a test fails listing every case that disagrees.
"""
from __future__ import annotations

from typing import List

import pytest
import regex
import spacy
from adversarial import (
    POOL,
    Case,
    all_classes,
    cuts_negating_phrase,
    figure_after_comparison,
    leaves_out_question,
    ruled_uncovered,
    spread,
    starts_after_negation,
)

from spacy_quoteverify import reasons, verify_quote
from spacy_quoteverify.component import verify_answer

#: Cases checked per class, spread over its languages (the corpus holds a larger sample).
LIMIT = 8
#: Every n-th case also goes through the component.
COMPONENT_EVERY = 5

CLASSES = all_classes()
_QUOTE_CHARS = regex.compile(r"[\p{Pi}\p{Pf}\"'「」『』«»\n>\[\]]")


def _show(case: Case, got: object) -> str:
    return f"[{case.lang}] quote={case.quote!r} source={case.source[:160]!r} -> {got}"


def _ruled_uncovered(case: Case, reason: object, lang: object = None) -> bool:
    """A faithful case refused as not covered where the rules call its (generated) sentence not
    covered (:func:`adversarial.ruled_uncovered`: an inserted Ligurian negation read as Corsican,
    a sentence of rare words read as a neighbour with no language named)."""
    return case.faithful and reason == reasons.LANGUAGE_NOT_COVERED and ruled_uncovered(case.source, lang)


def _check(case: Case, lang: object) -> str:
    v = verify_quote(case.quote, case.source, lang=lang)
    if lang is None and case.unnamed_refused:
        # Faithful in its language only ("10.000" is ten thousand in German and ten in English).
        return "" if v.verified is False else _show(case, f"lang=None: verified={v.verified}, expected a refusal")
    if v.verified is not case.faithful and not _ruled_uncovered(case, v.reason, lang):
        return _show(case, f"lang={lang!r}: verified={v.verified} reason={v.reason}")
    # A passage found only right after a negation word is refused for it first.
    expected = case.reasons + ("negation_cut",) if starts_after_negation(case, anywhere=True) else case.reasons
    if leaves_out_question(case):
        expected += ("question_cut", "condition_cut")  # a passage that leaves a question's particle or a condition's word out is refused for it first
    if cuts_negating_phrase(case):
        expected += ("negation_cut",)  # a passage that starts inside or after a negating phrase is refused for it first
    if not case.faithful and case.reasons and v.reason == "sign_dropped" and figure_after_comparison(case):
        expected += ("sign_dropped",)  # a passage cut at random right after a word comparing its figure
    if not case.faithful and case.reasons and v.reason not in expected:
        return _show(case, f"lang={lang!r}: reason {v.reason}, expected one of {expected}")
    return ""


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_class_through_verify_quote(name: str) -> None:
    found = spread(name, LIMIT)
    assert found, f"class {name} generated no case"
    bad: List[str] = []
    for case in found:
        for lang in (None, case.lang):
            problem = _check(case, lang)
            if problem:
                bad.append(problem)
    assert not bad, f"{len(bad)} of {2 * len(found)} checks disagree:\n" + "\n".join(bad[:25])


@pytest.fixture(scope="module")
def nlp() -> spacy.Language:
    pipeline = spacy.blank("xx")
    pipeline.add_pipe("quote_verifier")
    return pipeline


@pytest.mark.parametrize("name", sorted(n for n, c in CLASSES.items() if c.component))
def test_class_through_the_component(name: str, nlp: spacy.Language) -> None:
    checked = 0
    bad: List[str] = []
    # The first that an answer can quote (no quote mark or bracket of their own), every n-th.
    writable = [case for case in spread(name, POOL) if not _QUOTE_CHARS.search(case.quote)][:LIMIT]
    for case in writable[::COMPONENT_EVERY]:
        doc = verify_answer(nlp, f"The text says \u201c{case.quote}\u201d [chunk 1].", [case.source])
        spans = list(doc.spans["quotes"])
        checked += 1
        verdict = spans[0]._.quote_verdict if len(spans) == 1 else None
        expected = case.faithful and not case.unnamed_refused  # the component names no language
        if len(spans) != 1 or (spans[0]._.verified is not expected and not _ruled_uncovered(case, getattr(verdict, "reason", None))):
            bad.append(_show(case, [(s.text, s._.verified) for s in spans]))
    assert checked, f"class {name}: no case could be written into an answer"
    assert not bad, f"{len(bad)} of {checked} answers disagree:\n" + "\n".join(bad[:25])
