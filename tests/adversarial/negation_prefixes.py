"""A quotation that starts right after a negation written onto the words it negates.

Chinese, Japanese and Thai write a negation straight before what it negates, with no space
("我没有同意" "I did not agree", "ไม่มีผลข้างเคียง" "there are no side effects"). A quotation
that starts right after the negation ("同意", "ผลข้างเคียง") says the opposite of its source.
Every negation of those lexicons that comes before what it negates is put into real sentences.
"""
from __future__ import annotations

import random
from typing import Iterator, List, Sequence

import regex

from spacy_quoteverify.charclasses import UNSPACED_RE
from spacy_quoteverify.lang.lexicons import negation_lexicon

from . import Case, Sentence, by_lang, case_class

# Numerals: an insertion point is between two letters of the script (a number is no word to negate).
_CLAUSE_MARK = regex.compile(r"\P{Numeric_Type=None}")


def _prefix_negations(lang: str) -> List[str]:
    """The lexicon's negations that precede what they negate: in Chinese and Japanese those
    written in ideographs alone (Japanese negating auxiliaries follow the verb), in Thai all."""
    lex = negation_lexicon(lang)
    entries = set(lex.words) | set(lex.substrings)
    if lang == "th":
        return sorted(entries)
    return sorted(w for w in entries if regex.fullmatch(r"\p{Script=Han}+", w))


def _false_friends() -> List[str]:
    return sorted(w for lang in ("zh", "ja", "th") for w in negation_lexicon(lang).false_friends)


@case_class("adv_negation_prefix_cut", faithful=False)
def negation_prefix_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every prefix negation of Chinese, Japanese and Thai, put into a real sentence, and the
    quotation starting right after it: refused with negation_cut."""
    groups = by_lang(sents)
    friends = _false_friends()
    for lang in ("zh", "ja", "th"):
        group = [s for s in groups.get(lang, []) if len(s.text) >= 12 and "\n" not in s.text]
        if not group:
            continue
        for n, word in enumerate(_prefix_negations(lang)):
            sentence = group[n % len(group)].text
            spots = [
                i
                for i in range(3, len(sentence) - 6)
                if UNSPACED_RE.match(sentence[i - 1]) and UNSPACED_RE.match(sentence[i])
                and not _CLAUSE_MARK.match(sentence[i - 1]) and not _CLAUSE_MARK.match(sentence[i])
                and not regex.match(r"\p{M}", sentence[i])
            ]
            if not spots:
                continue
            i = rng.choice(spots)
            left = sentence[:i] + word
            if any(left.endswith(f) for f in friends) or any(f.startswith(word) and (word + sentence[i:]).startswith(f) for f in friends):
                continue  # the inserted characters happen to spell a word that does not negate
            right = sentence[i:]
            if (left + right).count(right) != 1:
                continue  # the quoted words also stand elsewhere in the sentence, without the negation
            yield Case(lang, left + right, right, False, f"{group[n % len(group)].origin} +negation {word!r}", ("negation_cut",))
