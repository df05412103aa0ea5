"""The baseline classes: a real sentence quoted as it is, and quoted from a longer text."""
from __future__ import annotations

import random
from typing import Iterator, Sequence

from . import Case, Sentence, by_lang, case_class


@case_class("adv_sentence_itself", faithful=True)
def sentence_itself(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every real sentence verifies against itself, in every language."""
    for s in sents:
        yield Case(s.lang, s.text, s.text, True, s.origin)


@case_class("adv_sentence_in_text", faithful=True)
def sentence_in_text(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A sentence verifies inside a text made of it and its neighbours (same language)."""
    for lang, group in sorted(by_lang(sents).items()):
        for i, s in enumerate(group):
            before = group[i - 1].text if i else ""
            after = group[i + 1].text if i + 1 < len(group) else ""
            source = "\n\n".join(t for t in (before, s.text, after) if t)
            yield Case(lang, source, s.text, True, s.origin)
