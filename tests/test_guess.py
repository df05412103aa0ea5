"""Tests of :mod:`spacy_quoteverify.lang.guess`: counting letters by script."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify.lang.guess import letter_scripts, letter_scripts_by_runs

#: Letters of guessed scripts, of scripts not guessed (Runic, Cherokee, Ol Chiki: they open
#: ``Other`` runs that go on over any letter), Han numerals that are no letters, combining
#: marks, digits, spaces and punctuation.
_SCRIPT_ALPHABET = st.sampled_from(
    list("ab\u00e9Z\u0436\u03b1\u05d0\u0627\u067e\u0928\u0e44\u6771\u3005\u3007\u3042\u30ab\u30fc\uac00")
    + list("\u16a0\u13a0\u1c5a\u0301\u0640 1.,\n\u3001\U00020000\U0001d400")
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_SCRIPT_ALPHABET, max_size=40).map("".join))
def test_counting_by_character_equals_counting_runs(text: str) -> None:
    fast, runs = letter_scripts(text), letter_scripts_by_runs(text)
    assert fast == runs
    assert list(fast) == list(runs)  # the same order: guess_language breaks ties by it


def test_a_letter_of_a_script_not_guessed_carries_the_letters_after_it() -> None:
    # An Other run goes on over Latin letters: reading by runs decides.
    assert letter_scripts("\u16a0abc d") == {"Other": 4, "Latin": 1}
    assert letter_scripts("d \u16a0abc") == {"Latin": 1, "Other": 4}
