"""Option checks: one schema for the API, the component config and the command line."""
from __future__ import annotations

from typing import Any, Dict

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify import verify_quote
from spacy_quoteverify.options import OPTION_NAMES, OPTION_TYPES, VerifyOptions, check_lang, resolve_options

BAD_VALUES = [
    ({"max_candidates": 0}, ValueError, "max_candidates must be >= 1"),
    ({"max_candidates": -5}, ValueError, "max_candidates must be >= 1"),
    ({"short_chars": -1}, ValueError, "short_chars must be >= 0"),
    ({"near_min_words": -1}, ValueError, "near_min_words must be >= 0"),
    ({"near_threshold": 1.5}, ValueError, "near_threshold must be between 0 and 1"),
    ({"near_threshold_short": -0.1}, ValueError, "near_threshold_short must be between 0 and 1"),
    ({"near_threshold": float("nan")}, ValueError, "near_threshold must be a finite number"),
    ({"max_cells": 0}, ValueError, "max_cells must be > 0"),
    ({"decide": "maybe"}, ValueError, "decide must be one of"),
    ({"decide": "edit", "edit_matcher": False}, ValueError, "needs the edit-distance matcher"),
    ({"decide": "both", "edit_matcher": False}, ValueError, "needs the edit-distance matcher"),
    ({"edit_matcher": 0}, TypeError, "edit_matcher must be a bool"),
    ({"max_candidates": 7.5}, TypeError, "max_candidates must be an int"),
    ({"short_chars": "40"}, TypeError, "short_chars must be an int"),
    ({"near_threshold": "0.9"}, TypeError, "near_threshold must be a number"),
    ({"no_such_option": 1}, TypeError, "unknown option"),
]


@pytest.mark.parametrize("values, error, message", BAD_VALUES)
def test_every_surface_refuses_the_same_values_with_the_same_message(
    values: Dict[str, Any], error: type, message: str
) -> None:
    with pytest.raises(error, match=message):
        resolve_options(None, values)
    with pytest.raises(error, match=message):
        verify_quote("rose 12%", "Sales rose 12% in May.", **values)
    if "no_such_option" not in values:
        with pytest.raises(error, match=message):
            VerifyOptions(**values)


@pytest.mark.parametrize("values, error, message", [b for b in BAD_VALUES if b[1] is ValueError])
def test_the_component_config_refuses_out_of_range_values(values: Dict[str, Any], error: type, message: str) -> None:
    nlp = spacy.blank("en")
    with pytest.raises(Exception, match=message.split(" must")[0].split(" needs")[0]):
        nlp.add_pipe("quote_verifier", config=values)


def test_a_verbatim_quotation_is_never_not_found_for_want_of_candidates() -> None:
    # A bound below 1 used to turn every quotation into not_found; now it is refused up front.
    assert verify_quote("rose 12%", "Sales rose 12% in May.", max_candidates=1).verified is True


def test_every_option_has_a_checked_annotation() -> None:
    assert set(OPTION_TYPES) == set(OPTION_NAMES)


@settings(max_examples=200, deadline=None)
@given(st.integers(-10, 10), st.integers(-10, 10), st.floats(allow_nan=True, allow_infinity=True))
def test_accepted_options_are_in_range(candidates: int, short: int, threshold: float) -> None:
    try:
        opts = resolve_options(None, {"max_candidates": candidates, "short_chars": short, "near_threshold": threshold})
    except ValueError:
        assert candidates < 1 or short < 0 or not 0 <= threshold <= 1
        return
    assert opts.max_candidates >= 1 and opts.short_chars >= 0 and 0 <= opts.near_threshold <= 1


@pytest.mark.parametrize("lang", ["en", "EN", "en-US", "pt_BR", "zh-Hant", "xx", "no", "iw", None, ""])
def test_languages_spacy_knows_are_accepted(lang: Any) -> None:
    check_lang(lang)


@pytest.mark.parametrize("lang", ["zz", "english", "e", "ka", "123"])
def test_other_language_codes_are_refused_everywhere(lang: str) -> None:
    with pytest.raises(ValueError, match="not a language spaCy knows"):
        check_lang(lang)
    with pytest.raises(ValueError, match="not a language spaCy knows"):
        spacy.blank("en").add_pipe("quote_verifier", config={"lang": lang})
