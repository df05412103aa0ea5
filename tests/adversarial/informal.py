"""Negations written the way people type them, and negated forms the word list holds whole.

* A negation word without its diacritics ("eivat", "ziaden", "khong", "hec"), where that
  spelling is no common word of its language, left out by an elision, is refused.
* A word the lemma table reads as a negating prefix plus another word (Czech "nevzpírala" ->
  "vzpírat", "nerozluštěná" -> "rozluštěný"), left out by an elision, is refused even where
  the rest alone is missing from the table.
"""
from __future__ import annotations

import importlib.util
import random
from functools import lru_cache
from types import ModuleType
from typing import Iterator, List, Sequence

from spacy_quoteverify.lang import lexicons
from spacy_quoteverify.lang.lexicons import negation_lexicon

from . import ROOT, UNSPACED, Case, Sentence, by_lang, case_class
from .negations import _negation_languages, elided_cases, usable

#: Words per language and class (the lemma tables hold thousands).
_PER_LANG = 30


@lru_cache(maxsize=1)
def _script() -> ModuleType:
    """scripts/build_unmarked_negations.py: the rule that decides which spellings are common."""
    spec = importlib.util.spec_from_file_location("build_unmarked_negations", ROOT / "scripts" / "build_unmarked_negations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _unmarked_spellings(lang: str) -> List[str]:
    """The lexicon's words without diacritics that are no common word of the language (the
    spellings the lexicon must hold, by the rule, not by what it holds)."""
    script = _script()
    listed = frozenset(negation_lexicon(lang).words)
    out = set()
    for key in listed:
        bare = script.unmark(key)
        if bare != key and not script.common_word(bare, lang, listed):
            out.add(bare)
    return sorted(out)


@case_class("adv_unmarked_negation_elided", faithful=False)
def unmarked_negation_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every negation word of every lexicon written without its diacritics (Finnish "eivat",
    Slovak "ziaden", Azerbaijani "hec", Vietnamese "khong"), where that is no common word of the
    language, left out of a real sentence of its language by an elision, is refused."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        if lang in UNSPACED:
            continue
        group = usable(groups.get(lang, []), lang)
        yield from elided_cases(lang, group, _unmarked_spellings(lang), rng, "unmarked", faithful=False)


def _negated_by_lemma(lang: str, rng: random.Random) -> List[str]:
    """Forms the lemma table gives a lemma without the negating prefix that the form starts with:
    the lemma of the rest as a form of its own, or (the rest missing from the table) a lemma
    that begins as the rest does ("nerozluštěná" -> "rozluštěný")."""
    lemma_of = lexicons._lemma_of(lang)
    # Prefixes that negate any word (Slavic ne-): those limited to a part of speech or kept off
    # verb forms (Portuguese in-) are the lexicon's own business, tested with its affixes.
    affixes = [
        affix for affix in negation_lexicon(lang).affixes
        if not affix.pattern.pattern.startswith("(") and not affix.known and not affix.not_verb_forms
    ]
    found = []
    for form, lemma in lemma_of.items():
        for affix in affixes:
            match = affix.pattern.fullmatch(form)
            if not match:
                continue
            prefix, rest = form[: match.start("rest")], match.group("rest")
            if len(rest) < 4 or lemma.startswith(prefix):
                continue
            if lemma_of.get(rest) == lemma or (rest not in lemma_of and rest[:3] == lemma[:3]):
                found.append(form)
                break
    found.sort()
    rng.shuffle(found)
    return found[:_PER_LANG]


@case_class("adv_negated_form_by_lemma_elided", faithful=False)
def negated_form_by_lemma_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A form that the lemma table reads as a negating prefix plus another word ("nevzpírala" ->
    "vzpírat"), left out of a real sentence of its language, is refused."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        group = usable(groups.get(lang, []), lang)
        if not group or lang in UNSPACED or not negation_lexicon(lang).affixes:
            continue
        words = _negated_by_lemma(lang, rng)
        yield from elided_cases(lang, group, words, rng, "negated by lemma", faithful=False)
