"""Classes of change at the edges of a quotation: the punctuation a quotation may gain or lose
around it (full stops, commas, colons, ellipses of every script), and the marks it may not
gain there (a question or exclamation mark makes a statement something else).

Both sets are read from the Unicode database: the package's edge punctuation
(``charclasses.EDGE_PUNCTUATION``, built from Terminal_Punctuation) and the
Terminal_Punctuation marks it leaves out.
"""
from __future__ import annotations

import random
import sys
import unicodedata
from functools import lru_cache
from typing import Dict, Iterator, List, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import questions

from . import UNSPACED, Case, Sentence, by_lang, case_class

#: Sentences (or their first clause) to take per language and class: every script is reached.
_PER_LANG = 6


@lru_cache(maxsize=1)
def edge_marks() -> Tuple[str, ...]:
    """Every character of the edge punctuation, in code point order."""
    return tuple(sorted(charclasses.EDGE_PUNCTUATION))


@lru_cache(maxsize=1)
def asking_marks() -> Tuple[str, ...]:
    """Every question or exclamation mark among Unicode's Terminal_Punctuation (named in this
    Python's database), those the edge punctuation leaves out."""
    every = "".join(map(chr, range(sys.maxunicode + 1)))
    return tuple(
        sorted(
            c
            for c in regex.findall(r"\p{Terminal_Punctuation}", every)
            if c not in charclasses.EDGE_PUNCTUATION and unicodedata.name(c, "")
        )
    )


def _statements(sents: Sequence[Sentence]) -> Dict[str, List[Tuple[Sentence, str]]]:
    """Per language, sentences that end with one edge mark after a letter, with that body (the
    sentence without its last mark), which starts with a letter too."""
    out: Dict[str, List[Tuple[Sentence, str]]] = {}
    for lang, group in sorted(by_lang(sents).items()):
        for s in group:
            body = s.text[:-1]
            if s.text[-1:] in charclasses.EDGE_PUNCTUATION and regex.match(r"\p{L}", body) and regex.search(
                r"\p{L}\Z", body
            ):
                out.setdefault(lang, []).append((s, body))
    return out


@case_class("adv_edge_punctuation_any_script", faithful=True)
def edge_punctuation_any_script(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A whole sentence quoted with edge punctuation of any script around it (a full stop, comma,
    colon, danda, ellipsis... before and after, glued or after a space) verifies: every mark of
    the edge punctuation is used in turn."""
    marks = edge_marks()
    k = rng.randrange(len(marks))
    for lang, found in _statements(sents).items():
        for s, body in rng.sample(found, min(_PER_LANG, len(found))):
            lead, trail = marks[k % len(marks)], marks[(k + 1) % len(marks)]
            k += 2
            space = " " if rng.random() < 0.5 else ""
            yield Case(lang, s.text, f"{lead}{space}{body}{space}{trail}", True, s.origin)


@case_class("adv_question_mark_at_edge", faithful=False)
def question_mark_at_edge(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A statement quoted as a question or an exclamation (its full stop replaced by a question or
    exclamation mark of any script) is refused: those marks are content, not edge typography."""
    marks = asking_marks()
    k = rng.randrange(len(marks))
    for lang, found in _statements(sents).items():
        for s, body in rng.sample(found, min(_PER_LANG, len(found))):
            mark = marks[k % len(marks)]
            k += 1
            yield Case(lang, s.text, body + mark, False, s.origin)


@lru_cache(maxsize=1)
def stating_marks() -> Tuple[str, ...]:
    """The edge marks that end a sentence (Unicode Sentence_Terminal): full stops of every script."""
    return tuple(sorted(c for c in charclasses.EDGE_PUNCTUATION if regex.match(r"\p{Sentence_Terminal}", c)))


def _asked(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str, str]]:
    """``(sentence, source, body, terminal)``: a question or exclamation of the source, the words
    it asks or exclaims, and the sentence terminal a quotation of them as a statement ends with.

    Real sentences of every language that end with an asking mark (quoted with a full stop of
    any script in turn), then real statements made questions or exclamations in the source (their
    final full stop replaced by each asking mark in turn, glued or after a space), quoted with the
    terminal they had."""
    asking = asking_marks()
    stating = stating_marks()
    k = rng.randrange(len(stating))
    for _lang, group in sorted(by_lang(sents).items()):
        found = [
            s for s in group
            if s.text[-1:] in asking and regex.match(r"\p{P}?\p{L}", s.text) and regex.search(r"[\p{L}\p{M}]\Z", s.text[:-1])
        ]
        for s in rng.sample(found, min(_PER_LANG, len(found))):
            yield s, s.text, s.text[:-1], stating[k % len(stating)]
            k += 1
    m = rng.randrange(len(asking))
    for _lang, statements in _statements(sents).items():
        stated = [(s, body) for s, body in statements if s.text[-1] in stating]
        for s, body in rng.sample(stated, min(_PER_LANG, len(stated))):
            space = " " if rng.random() < 0.3 else ""
            yield s, f"{body}{space}{asking[m % len(asking)]}", body, s.text[-1]
            m += 1


@case_class("adv_question_quoted_as_statement", faithful=False)
def question_quoted_as_statement(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A question or an exclamation of the source quoted as a statement (its words, then a full
    stop of any script) is refused: the full stop a quotation ends with is edge typography only
    where the source's words do not end with a question or exclamation mark."""
    for s, source, body, terminal in _asked(sents, rng):
        yield Case(s.lang, source, body + terminal, False, s.origin, reasons=("not_found",))


@case_class("adv_question_quoted_without_mark", faithful=True)
def question_quoted_without_mark(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The words of a question or an exclamation of the source quoted without any final mark
    verify: a quotation may stop before the mark, as it may stop before a full stop. (A question's
    words quoted whole without its mark state it, ``adv_question_words_stated``, unless the
    question word its language opens it with keeps it one: "Quand est né Barack Obama".)"""
    for s, source, body, _terminal in _asked(sents, rng):
        first = regex.search(r"[\p{L}\p{M}\p{N}]+", body)
        if source.rstrip()[-1:] in charclasses.QUESTION_TERMINALS and (
            s.lang in UNSPACED or first is None or regex.search(r"[\p{Pd},;:\u060c\u3001\uff0c]", body)
            or not all(questions.asks_first(first.group(), source, code) for code in (None, s.lang))
        ):
            continue  # the question word must keep it a question in both modes, with no clause mark after it
        yield Case(s.lang, source, body, True, s.origin)


@case_class("adv_question_stated_before_elision", faithful=False)
def question_stated_before_elision(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A question or exclamation of the source quoted as a statement before an elision into the
    next sentence ("safe. ... Nobody" over "Is it safe? Nobody knows."), the elision written as
    three dots or "…" after a space: the full stop stays content of the first piece, so the
    quotation is refused."""
    following = [s for s in sents if regex.match(r"\p{Lu}", s.text) and len(s.text.split()) >= 3]
    for s, source, body, terminal in _asked(sents, rng):
        words = body.split()
        if len(words) < 3 or s.lang in UNSPACED or not regex.search(r"[\p{L}\p{M}]\Z", body):
            continue
        nxt = rng.choice([f for f in following if f.lang == s.lang] or following)
        mark = rng.choice((" ... ", " \u2026 "))
        tail = " ".join(words[-2:])
        if f"{source} {nxt.text}".count(tail) != 1:
            continue  # found elsewhere, the words may end a quoted clause there (not this class)
        quote = tail + terminal + mark + " ".join(nxt.text.split()[:2])
        yield Case(s.lang, f"{source} {nxt.text}", quote, False, s.origin)
