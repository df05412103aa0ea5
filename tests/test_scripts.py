"""Tests of :mod:`spacy_quoteverify.lang.scripts`."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify.lang.scripts import as_one_script

# -- look-alike letters of another script ------------------------------------------------------



@pytest.mark.parametrize(
    "mixed,read",
    [
        ("did n\u043et", "did not"),            # Cyrillic о in Latin
        ("\u043de", "\u043d\u0435"),            # Latin e in Cyrillic
        ("\u03b4\u03b5v", "\u03b4\u03b5\u03bd"),  # Latin v in Greek
        ("n\u0456e", "nie"),                    # Ukrainian і in Polish
        ("\u0399f the", "If the"),               # Greek capital Ι: the capital I, not a small l
        ("\u0391 condici\u00f3n", "A condición"),  # a word of one letter, Greek in Spanish
        ("\u043e \u0434\u043e\u043c\u0435", "\u043e \u0434\u043e\u043c\u0435"),  # one letter of the script around
    ],
)
def test_a_word_mixing_scripts_is_read_in_its_main_one(mixed: str, read: str) -> None:
    assert as_one_script(mixed) == read


def test_a_tie_is_read_in_the_script_of_the_text_around() -> None:
    # Latin "H" and Cyrillic "е": Russian around it makes it "Не", English "He".
    assert as_one_script("H\u0435", "\u041f\u0440\u0435\u043f\u0430\u0440\u0430\u0442 \u043d\u0435 \u0441\u043d\u0438\u0436\u0430\u0435\u0442") == "\u041d\u0435"
    assert as_one_script("H\u0435", "The drug did reduce mortality") == "He"
    # Of the tied scripts, one the whole word can be written in: no Cyrillic letter looks like "n".
    assert as_one_script("n\u0435", "\u041f\u0440\u0435\u043f\u0430\u0440\u0430\u0442 n\u0435 \u0441\u043d\u0438\u0436\u0430\u0435\u0442") == "ne"


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(whitelist_categories=("Ll", "Lu", "Zs", "Po")), max_size=40))
def test_reading_in_one_script_keeps_the_length_and_settles(text: str) -> None:
    once = as_one_script(text)
    assert len(once) == len(text)
    assert as_one_script(once) == once or as_one_script(as_one_script(once)) == as_one_script(once)


def test_words_of_one_script_are_left_as_written() -> None:
    text = "\u0434\u043e\u043c home \u03c3\u03c0\u03af\u03c4\u03b9 iPhone \u0432 \u041c\u043e\u0441\u043a\u0432\u0435"
    assert as_one_script(text) == text
