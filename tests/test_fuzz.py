"""Hunting wrong verifications: quotations taken from sources in several
scripts, changed in content, must never verify; arbitrary text must never
crash the checker.

The mutations live in ``fuzz/mutations.py`` and are shared with the atheris
target ``fuzz/fuzz_verify.py``, which a short run here exercises when atheris
is installed.
"""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from adversarial import Case, negated_before, stops_before_final_negation
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from spacy_quoteverify import verify_quote
from spacy_quoteverify.lang.lexicons import comparison_words

FUZZ_DIR = Path(__file__).resolve().parent.parent / "fuzz"
sys.path.insert(0, str(FUZZ_DIR))
import mutations as mut

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def source_quotes(draw: st.DrawFn) -> tuple:
    lang = draw(st.sampled_from(sorted(mut.SOURCES)))
    sents = mut.sentences(lang)
    words = draw(st.sampled_from(sents))
    quote = " ".join(mut.cut(words, draw(st.integers(0, 40)), draw(st.integers(0, 40))))
    return lang, quote


#: The words that compare a figure written before it, of every language, longest first.
_COMPARISONS = sorted({w.casefold() for w in comparison_words("before")}, key=len, reverse=True)


def _compared(words: list, start: int) -> bool:
    """A comparison word stands right before the figure ``words[start]`` starts with."""
    if not words[start][:1].isdigit():
        return False
    before = " " + " ".join(words[:start]).casefold()
    return any(before.endswith(" " + w) for w in _COMPARISONS)


def test_every_base_quotation_verifies() -> None:
    """The mutation tests below only mean something if the unchanged quotations verify."""
    for lang, (src, _) in mut.SOURCES.items():
        for words in mut.sentences(lang):
            for start in range(len(words)):
                if negated_before(words[:start], lang):
                    continue  # quoted from there it says the opposite (negation_cut)
                if _compared(words, start):
                    continue  # the figure's comparison left out ("65" in "άνω των 65": sign_dropped)
                quote = " ".join(mut.cut(words, start, 2))
                if stops_before_final_negation(Case(lang, src, quote, True, "")):
                    continue  # it stops in a clause a negation closes: it says the opposite (negation_cut)
                assert verify_quote(quote, src, lang=lang).verified is True, (lang, quote)


@SETTINGS
@given(source_quotes(), st.sampled_from(mut.MUTATION_NAMES), st.integers(0, 2**16))
def test_a_content_changing_mutation_never_verifies(sq: tuple, name: str, seed: int) -> None:
    lang, quote = sq
    src = mut.SOURCES[lang][0]
    changed = mut.mutate(lang, quote, name, seed)
    assume(changed is not None)
    verdict = verify_quote(changed, src, lang=lang)
    assert verdict.verified is not True, (lang, name, quote, changed)


@SETTINGS
@given(
    st.sampled_from(sorted(mut.UNSPACED_SOURCES)),
    st.integers(0, 200),
    st.integers(4, 20),
    st.integers(0, 2**16),
)
def test_a_changed_figure_in_an_unspaced_script_never_verifies(lang: str, start: int, length: int, seed: int) -> None:
    import random

    src = mut.UNSPACED_SOURCES[lang]
    start %= len(src) - 4
    quote = src[start : start + length]
    assume(any(ch.isdigit() for ch in quote))
    changed = mut.change_digit(quote, random.Random(seed))
    assert changed is not None and changed not in src
    assert verify_quote(changed, src, lang=lang).verified is not True


# Code points drawn from every plane and category, surrogates included.
ANY_CHAR = st.characters(min_codepoint=0, max_codepoint=0x10FFFF, categories=None)
ANY_TEXT = st.text(ANY_CHAR, max_size=80)


@SETTINGS
@given(ANY_TEXT, ANY_TEXT)
def test_any_text_in_quote_and_source_gives_a_verdict_without_crashing(quote: str, source: str) -> None:
    verdict = verify_quote(quote, source)
    assert verdict.verified in (True, False, None)
    if verdict.verified:
        assert verdict.start is not None and verdict.end is not None
        assert 0 <= verdict.start <= verdict.end <= len(source)


@SETTINGS
@given(ANY_TEXT, st.sampled_from(sorted(mut.SOURCES)))
def test_any_text_inserted_into_a_figure_never_verifies_the_old_figure(noise: str, lang: str) -> None:
    src = mut.SOURCES[lang][0]
    # Quote marks and dashes have their own folding rules; a letter or digit is content. An HTML
    # tag the check reads as formatting is none ("1<b>2%" shows "12%").
    from spacy_quoteverify.text.fold import tag_edits

    shown = noise
    for a, b, read in reversed(tag_edits(noise)):
        shown = shown[:a] + read + shown[b:]
    assume(any(unicodedata.category(ch)[0] in "LN" for ch in shown))
    # Break "12%" apart with arbitrary text: the quotation keeps the whole figure.
    broken = src.replace("12%", "1" + noise + "2%")
    assume(" 12%" not in broken)
    words = next(w for w in mut.sentences(lang) if "12%" in w)
    k = words.index("12%")
    quote = " ".join(words[max(0, k - 2) : k + 2])
    verdict = verify_quote(quote, broken, lang=lang)
    assert verdict.verified is not True, (noise, quote)


@SETTINGS
@given(st.lists(ANY_TEXT, min_size=1, max_size=4), st.sampled_from(sorted(mut.SOURCES)))
def test_a_quotation_mixing_scripts_verifies_only_when_every_piece_is_in_the_source(parts: list, lang: str) -> None:
    src = mut.SOURCES[lang][0] + " " + mut.UNSPACED_SOURCES["ja"]
    quote = " ".join(parts + ["45,2" if lang != "en" else "45.2"])
    verdict = verify_quote(quote, src, lang=lang)
    if verdict.verified:
        assert verdict.start is not None


ATHERIS = importlib.util.find_spec("atheris") is not None


@pytest.mark.skipif(not ATHERIS, reason="atheris is not installed (pip install -e .[fuzz])")
def test_the_atheris_target_runs_a_short_campaign_without_finding_anything(tmp_path: Path) -> None:
    runs = os.environ.get("QUOTEVERIFY_FUZZ_RUNS", "800")
    # libFuzzer's memory limit reads a peak that a forked child inherits from the
    # test process (which holds large sources by then), so it is switched off here.
    done = subprocess.run(
        [sys.executable, str(FUZZ_DIR / "fuzz_verify.py"), f"-runs={runs}", "-max_total_time=8", "-rss_limit_mb=0",
         f"-artifact_prefix={tmp_path}/", "-seed=1"],
        check=False,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert list(tmp_path.glob("crash-*")) == []
