"""Ways a model writes a citation after a quotation, and the parentheses of ordinary prose.

Not a class of changed quotations (nothing here registers one): what a citation form does is
decided by the answer around a quotation, not by the quotation and its source, which is all a
row of the corpus holds. ``tests/test_citations.py`` and ``tests/test_component.py`` write
these forms after quotations of real sentences and check that

* every reference-like form the default reader does not read is reported (``unparsed``,
  ``doc._.cited_unparsed``) and leaves the quotation unchecked (``citation_unread``);
* every form that names the citation word where the reader can read it with certainty is read;
* no parenthesis of prose is reported.

The forms are built from principles, not typed one by one: every square-type bracket Unicode
names (:data:`charclasses.REFERENCE_BRACKETS`) around bodies holding an id, with words taken
from the real sentences of every language (so "[doc 2]", "[fragmento 2]", "[Abschnitt 1]" are
instances, not entries), and the parentheses of the real sentences themselves.
"""
from __future__ import annotations

import random
import unicodedata
from typing import Iterator, List, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.answer.citations import DEFAULT_WORDS, word_forms

from . import Sentence

#: A word of letters only (any script), as a model might name a chunk with it.
_WORD = regex.compile(r"(?<![\p{L}\p{M}\p{N}_])\p{L}[\p{L}\p{M}]{1,14}(?![\p{L}\p{M}\p{N}_])")
#: A parenthesis of any form (Unicode names them) with no bracket inside.
_PAREN = regex.compile(
    "([" + charclasses.char_class(charclasses.PARENTHESES) + "])([^"
    + charclasses.char_class(charclasses.OPENING_BRACKETS | charclasses.CLOSING_BRACKETS)
    + r"\n]{1,80})([" + charclasses.char_class(set(charclasses.PARENTHESES.values())) + "])"
)
_CITATION_WORDS = frozenset(form for w in DEFAULT_WORDS for form in word_forms(w))


def pointing_words(sents: Sequence[Sentence], per_lang: int = 3) -> List[str]:
    """Words of the real sentences, a few per language, none of them a default citation word."""
    out: List[str] = []
    seen_langs: dict = {}
    for s in sents:
        if seen_langs.get(s.lang, 0) >= per_lang:
            continue
        for m in _WORD.finditer(s.text):
            word = m.group()
            if word.lower() not in _CITATION_WORDS and not any(form in word.lower() for form in _CITATION_WORDS):
                out.append(word)
                seen_langs[s.lang] = seen_langs.get(s.lang, 0) + 1
                break
    return out


def unread_forms(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[str, int]]:
    """(form, the id it names) of reference-like forms the default reader does not read.

    Every square-type bracket pair, each with bodies of every kind: another word and an id,
    a bare id with a locator, an id with a source label ("1†source"), an abbreviation glued to
    the id, a footnote label.
    """
    words = pointing_words(sents)
    brackets = sorted(charclasses.REFERENCE_BRACKETS.items())
    kinds = 6
    # Every bracket with every kind of body, and every word once at least.
    for i in range(max(len(words), len(brackets) * kinds)):
        opening, closing = brackets[i % len(brackets)]
        word = words[i % len(words)]
        n = rng.randint(1, 9)
        bodies = [
            f"{word} {n}",
            f"{word.capitalize()} {n}",
            f"{n}, p. {rng.randint(2, 300)}",
            f"{n}\u2020{word}",
            f"{word[0].lower()}{n}",
            f"^{word}",
        ]
        yield f"{opening}{bodies[(i // len(brackets)) % kinds]}{closing}", n


def footnote_marks() -> Iterator[Tuple[str, int]]:
    """(mark, id) of footnote marks in superscript digits, written right after a closing mark."""
    supers = {int(unicodedata.normalize("NFKC", c)): c for c in charclasses.SUPERSCRIPT_DIGITS}
    for n in range(1, 40):
        yield "".join(supers[int(d)] for d in str(n)), n


def read_forms(rng: random.Random) -> Iterator[Tuple[str, int]]:
    """(form, id) of forms the default reader reads with certainty: the citation word in a
    parenthesis after a word or two, glued to its id, or in running text."""
    for word in DEFAULT_WORDS:
        for shape in (
            "({w} {n})",
            "(see {w} {n})",
            "(cf. {W} {n})",
            "[{w}_{n}]",
            "[{w}-{n}]",
            "(as per {w} {n})",
            "in {w} {n}",
            "according to {W} {n}",
            "from {w} #{n}",
        ):
            n = rng.randint(1, 9)
            yield shape.format(w=word, W=word.capitalize(), n=n), n


def prose_parentheses(sents: Sequence[Sentence], rng: random.Random) -> Iterator[str]:
    """Parentheses of prose: every one the real sentences hold, and prose shapes with figures
    and words of every language: a table or figure pointer, a sample size, a year, an author
    and year, a p-value, a version."""
    for s in sents:
        for m in _PAREN.finditer(s.text):
            if charclasses.PARENTHESES.get(m.group(1)) == m.group(3):
                yield m.group()
    for word in pointing_words(sents):
        n, year = rng.randint(1, 40), rng.randint(1950, 2030)
        yield rng.choice(
            [
                f"(see {word} {n})",
                f"({word} {n})",
                f"(n = {rng.randint(10, 5000)})",
                f"({year})",
                f"({word} et al., {year})",
                f"({word}, {year})",
                f"(p < 0.0{rng.randint(1, 5)})",
                f"(version {n}.{rng.randint(0, 9)})",
                f"({word}: {n}%)",
            ]
        )
    yield from ("[sic]", "[...]", "[\u2026]", "[emphasis added]", "(see Table 2)", "(n = 240)", "(2019)")
