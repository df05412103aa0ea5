"""Ways a model writes a citation after a quotation, and the parentheses of ordinary prose.

Not a class of changed quotations (nothing here registers one): what a citation form does is
decided by the answer around a quotation, not by the quotation and its source, which is all a
row of the corpus holds. ``tests/test_citations.py`` and ``tests/test_component.py`` write
these forms after quotations of real sentences and check that

* every reference-like form the default reader does not read is reported (``unparsed``,
  ``doc._.cited_unparsed``) and leaves the quotation unchecked (``citation_unread``);
* every form that names the citation word where the reader can read it with certainty is read;
* no parenthesis of prose is reported;
* an id written in words or numerals after the citation word ("chunk two", "Chunk III", "chunk
  no. 3", number words of every language of the lexicons), a pointer after the ids ("[chunk 2,
  doc 3]") and every other footnote mark (after a space, ``<sup>``, a caret, every dagger) are
  reported, a faithful quotation left unchecked and a changed one refused;
* no bracket or power of technical text (decimals, versions, dates, formulas, code) is reported;
* a citation alone on the next line, after several quotations of a sentence, or named last
  before a quotation in running text points the check at its chunk.

The forms are built from principles, not typed one by one: every square-type bracket Unicode
names (:data:`charclasses.REFERENCE_BRACKETS`) around bodies holding an id, with words taken
from the real sentences of every language (so "[doc 2]", "[fragmento 2]", "[Abschnitt 1]" are
instances, not entries), and the parentheses of the real sentences themselves.
"""
from __future__ import annotations

import json
import random
import unicodedata
from typing import Callable, Iterator, List, Optional, Sequence, Tuple

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
    parenthesis after a word or two, glued to its id, in running text, or in the running text of
    a parenthesis of prose."""
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
            # A parenthesis of prose naming the chunk: its running text is read.
            "({w} {n}'s text)",
            "(in {W} {n}\u2019s summary)",
            "(the wording of {w} {n}, verbatim)",
        ):
            n = rng.randint(1, 9)
            yield shape.format(w=word, W=word.capitalize(), n=n), n


#: A parenthesis holding ids alone, bare or after one word ("(2)", "(doc 2)", "(Table 2)"): right
#: after a closing quote mark it stands where "[2]" does and is reported, by design; elsewhere it
#: is prose.
IDS_ALONE = regex.compile(r"[(\[][ \t]*(?:[^\W\d_]{2,20}\.?[ \t]*)?#?\d{1,3}[ \t]*[)\]]")


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


# -- ids the reader does not read, pointers, footnote marks, next-line and shared citations ----


def roman(n: int) -> str:
    """``n`` (1..3999) as a Roman numeral in capitals."""
    out = []
    for value, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
                           (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out.append(letters)
            n -= value
    return "".join(out)


def unread_ids(rng: random.Random, per_lang: int = 2) -> Iterator[str]:
    """Ids after the citation word that the reader reports, never reads: number words of every
    language of the number lexicons (those the merged lexicon keeps: not a function word of a
    major language), Roman numerals (but "I", the pronoun), and an abbreviation or sign of
    "number" before digits."""
    from spacy_quoteverify.lexicons import available_languages, number_words

    merged = number_words()
    for lang in available_languages("numbers"):
        found = [w for w, v in number_words(lang).items() if 1 <= v <= 20 and float(v).is_integer() and w in merged]
        yield from rng.sample(sorted(found), min(per_lang, len(found)))
    yield from (roman(n) for n in range(2, 40))
    yield from ("V", "X", "L")
    # Abbreviations of "number" of one language (the numero sign and its spellings are keys the
    # reader reads: see KEYED_FORMS).
    for sign in ("Nr.", "nr.", "n\u00b0", "n\u00fam.", "N.\u00ba"):
        yield f"{sign} {rng.randint(1, 30)}"


def unread_id_forms(rng: random.Random) -> Iterator[Tuple[str, str]]:
    """(text to write, the citation word and id, which a reported marker holds) of each unread id
    after each citation word, in running text or in a parenthesis."""
    for k, written in enumerate(unread_ids(rng)):
        word = DEFAULT_WORDS[k % len(DEFAULT_WORDS)]
        core = f"{word.capitalize() if k % 2 else word} {written}"
        yield ("{}", "({})", "(see {})", "({}, p. 4)")[k % 4].format(core), core


#: Ways an answer writes a running-text citation with a quotation (the form before, after or
#: around it).
RUNNING_PLACES = (
    "As {f} says, \u201c{q}\u201d.",
    "\u201c{q}\u201d, according to {f}.",
    "The text states \u201c{q}\u201d {f}.",
)


def pointer_forms(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[str, int]]:
    """(marker, the id it reads) of citation brackets that go on to another word and an id: the
    ids are read and the marker is reported ("[chunk 2, doc 3]"). Words from the real sentences."""
    from spacy_quoteverify.answer.citations import CONJUNCTIONS, UNREADABLE_WORDS, locator_terms
    from spacy_quoteverify.text.sentences import abbreviations

    # A conjunction or a range word ("and", "to") joins ids or locators, and a locator term
    # ("page", "Seite", "p.") names a part of the cited chunk: none of them is a pointer. Every
    # other abbreviation of every language ("cf.", "vgl.", "e.g.", spaCy's tokenizer exceptions
    # and the sentence splitter's own) may point to another chunk as a word does.
    joining = CONJUNCTIONS | UNREADABLE_WORDS | locator_terms()
    abbrevs = sorted(
        a for a in abbreviations()
        if a.rstrip(".").replace(".", "").isalpha() and a.casefold() not in joining and a.rstrip(".:").casefold() not in joining
    )
    words = [w for w in pointing_words(sents) if w.casefold() not in joining] + rng.sample(abbrevs, min(len(abbrevs), 120))
    for k, word in enumerate(words):
        n, m = rng.randint(1, 9), rng.randint(1, 9)
        cw = DEFAULT_WORDS[k % len(DEFAULT_WORDS)]
        yield rng.choice(
            [f"[{cw} {n}, {word} {m}]", f"[{cw} {n}; {word} {m}]", f"[{cw}s {n} and {n}, {word} {m}]".replace(
                f"{n} and {n}", f"{n}"), f"({cw} {n}, {word} {m})", f"[{cw} {n}, p. 4; {word} {m}]"]
        ), n


def footnote_forms() -> Iterator[str]:
    """Footnote marks beyond superscript digits glued to a closing mark: the same after one space,
    HTML's <sup>, a caret and digits, and every dagger Unicode names (alone or before digits)."""
    supers = {int(unicodedata.normalize("NFKC", c)): c for c in charclasses.SUPERSCRIPT_DIGITS}
    for n in range(1, 13):
        sup = "".join(supers[int(d)] for d in str(n))
        yield from (f" {sup}", f"<sup>{n}</sup>", f" <sup>{n}</sup>", f"<sup>{sup}</sup>", f"^{n}", f" ^{n}")
    for dagger in sorted(charclasses.DAGGERS):
        yield from (dagger, f" {dagger}", f"{dagger}2", f" {dagger}3", f"{dagger} 4", f"{dagger}\u00b9")
    # Superscript digits in superscript parentheses, and every enclosed number Unicode has
    # (circled, parenthesized, with a full stop, dingbats), glued, after a space and in a
    # square-type bracket.
    for n in range(1, 13):
        sup = "".join(supers[int(d)] for d in str(n))
        yield from (f"\u207d{sup}\u207e", f" \u207d{sup}\u207e", f"[{sup}]")
    brackets = sorted(charclasses.REFERENCE_BRACKETS.items())
    for k, mark in enumerate(sorted(charclasses.ENCLOSED_NUMBERS)):
        opening, closing = brackets[k % len(brackets)]
        yield from (mark, f" {mark}", f"{opening}{mark}{closing}")


#: Enclosed numbers as the enumerators of a list, after a sentence end, a comma or a word, where
#: the prose before ends in a word or a parenthesis (not a quote mark): no footnote
#: ("\u3002\u2461 \u6b21\u306b", "Steps: \u2460 mix, \u2461 heat", "(see 2.7), \u2462 then").
ENUMERATOR_PLACES = ("{s}\u3002{m} {s}", "{s}\u3001{m}{s}", "Steps: {m} {s}, {m} {s}.", "{s}. {m} {s}", "{s}, {m} {s}")


def technical_brackets(rng: random.Random, count: int = 60) -> Iterator[str]:
    """Brackets and powers of ordinary technical text that are no reference: an interval of
    decimals, a version, a date and time, a slice, a signed list, a code literal, a chemical
    formula or ion, a list of indexed variables, a power of a formula. Figures drawn at random."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    elements = ["H", "C", "N", "O", "Na", "Mg", "Ca", "Fe", "Cl", "S", "K", "Zn", "Cu"]
    for _ in range(count):
        a, b = rng.randint(0, 99), rng.randint(0, 99)
        x, y = rng.sample(letters, 2)
        e1, e2 = rng.sample(elements, 2)
        sup = rng.choice("\u00b2\u00b3")
        yield from (
            f"[{a}.{b}, {b}.{a}]",
            f"[v{a % 9}.{b % 20}.{a % 7}]",
            f"[{a % 9}.{b % 20}.{a % 7}]",
            f"[20{a % 30:02d}-{b % 12 + 1:02d}-{a % 28 + 1:02d}]",
            f"[20{a % 30:02d}-{b % 12 + 1:02d}-{a % 28 + 1:02d} {b % 24:02d}:{a % 60:02d}]",
            f"[{b % 24:02d}:{a % 60:02d}]",
            f"[:{a}]",
            f"[{a}:{a + b}]",
            f"[-{a + 1}]",
            f"[-{a + 1}, {b}]",
            f"['{a}', '{b}']",
            f"[{e1}{a % 3 + 2}{rng.choice('+-')}]",
            f"[{e1}{e2}{a % 3 + 2}]",
            f"[{x}1, {x}2]",
            f"[{x}{a % 9 + 1}, {y}{b % 9 + 1}]",
            f"[{x}+{a % 9 + 1}]",
            f"({x}+{y}){sup}",
            f"({x}\u2212{a % 9 + 1}){sup}",
            f"({a}{x}+{b}){sup}",
            f"({x}-{y})^{a % 3 + 2}",
        )


def next_line_forms(rng: random.Random) -> Iterator[Tuple[str, int]]:
    """(citation alone on the line after a quotation, its id): read as the quotation's citation.
    In brackets, or in running text or brackets after a bullet, a dash or a label ending with a
    colon, past one blank line at most."""
    for word in DEFAULT_WORDS:
        for shape in (
            "\n({w} {n})",
            "\n(see {w} {n})",
            "\n[{w} {n}]",
            "\n({W} {n}).",
            "\n  ({w} {n})",
            "\nSource: {w} {n}",
            "\n\nSources: [{n}]",
            "\n\u2014 {W} {n}",
            "\n  - Cited: {w} {n}",
            "\n\nReference: [{w} {n}]",
            "\n\n({w} {n})",
        ):
            n = rng.randint(1, 9)
            yield shape.format(w=word, W=word.capitalize(), n=n), n


#: Ways an answer writes several quotations of one sentence and one citation after the last:
#: the citation covers each of them.
SHARED_PLACES = (
    "The memo says \u201c{a}\u201d and \u201c{b}\u201d {f}.",
    "It states \u201c{a}\u201d, then \u201c{b}\u201d {f}.",
    "\u201c{a}\u201d, \u201c{b}\u201d and \u201c{c}\u201d {f}.",
    "Both \u201c{a}\u201d and \u201c{b}\u201d{f}.",
)


#: Sentences naming two chunks in running text and attributing the quotation to the one right
#: before it ({m}: the other chunk, {n}: the attributed one): the quotation is checked against
#: {n} alone.
ATTRIBUTING_PLACES = (
    "Chunk {m} does not contain it, but chunk {n} says \u201c{q}\u201d.",
    "Source {m} is silent here; source {n} states \u201c{q}\u201d.",
    "While chunk {m} covers costs, chunk {n} reports \u201c{q}\u201d.",
    "Chunk {m} says nothing of it, whereas according to chunk {n}, \u201c{q}\u201d.",
    # A comma alone before the last chunk ends a clause, not a list.
    "Unlike chunk {m}, chunk {n} says \u201c{q}\u201d.",
    "In contrast to source {m}, source {n} states \u201c{q}\u201d.",
)


# -- issue #17: keys, markup, other brackets, ordinals, negations, tables, headings ----------
#
# Each place below is an answer template: {q} the quotation, {n} the chunk the answer claims it
# from, {m} another chunk the answer names in a negation. What the check must answer is given by
# the kind: "read" (checked against chunk {n} alone), "reported" (a citation the reader does not
# read: a faithful quotation left unchecked, `citation_unread`), "unattributed" (no chunk can be
# said to be its citation: `citation_unattributed`).

#: A key naming the id between the citation word and the ids: read. The numero sign and its
#: spellings, "id", "number" (see citations._id_keys).
KEYED_FORMS = (
    "\u201c{q}\u201d (chunk no {n}).",
    "\u201c{q}\u201d (chunk no. {n}).",
    "\u201c{q}\u201d (Chunk No. {n}).",
    "\u201c{q}\u201d (source \u2116 {n}).",
    "\u201c{q}\u201d (chunk N\u00ba {n}).",
    "\u201c{q}\u201d (chunk_id: {n}).",
    "\u201c{q}\u201d [chunk_id={n}]",
    "\u201c{q}\u201d (chunk ID {n}).",
    "As chunkId {n} says, \u201c{q}\u201d.",
    "According to source number {n}, \u201c{q}\u201d.",
    "chunk_id: {n} \u2014 \u201c{q}\u201d",
    "\u201c{q}\u201d\nSource: chunk no. {n}",
)

#: Another key before the ids, markup marking a citation, a pointer in a bracket of another form,
#: an ordinal before the citation word: reported.
def reported_forms() -> Iterator[str]:
    yield from (
        "\u201c{q}\u201d (chunk_index: {n}).",
        "\u201c{q}\u201d source_page: {n}.",
        "\u201c{q}\u201d <cite id=\"{n}\"/>.",
        "\u201c{q}\u201d <cite>{n}</cite>.",
        "\u201c{q}\u201d <ref>{n}</ref>.",
        "<cite index=\"{n}-2\">\u201c{q}\u201d</cite>",
    )
    for opening, closing in sorted(charclasses.OTHER_BRACKETS.items()):
        yield "\u201c{q}\u201d " + opening + "{n}" + closing + "."
        yield "\u201c{q}\u201d " + opening + "chunk {n}" + closing + "."


def ordinal_forms(rng: random.Random, count: int = 40) -> Iterator[str]:
    """An ordinal word of the languages spaCy lists them for, or digits with an ordinal ending,
    before the citation word: reported."""
    from spacy_quoteverify.answer.citations import ordinal_words

    latin = sorted(w for w in ordinal_words() if w.isascii())
    for word in rng.sample(latin, min(count, len(latin))):
        yield rng.choice(("The {o} chunk says \u201c{q}\u201d.", "\u201c{q}\u201d, as the {o} source says.")).replace("{o}", word)
    for n in range(1, 6):
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n, "th")
        yield "The " + f"{n}{suffix}" + " chunk says \u201c{q}\u201d."


#: Negations of a chunk in the answer's words, in several languages; (template, kind).
NEGATED_PLACES = (
    ("\u201c{q}\u201d is not in chunk {m}.", "unattributed"),
    ("This is not in chunk {m}: \u201c{q}\u201d.", "unattributed"),
    ("Chunk {m} does not say \u201c{q}\u201d.", "unattributed"),
    ("Chunk {m} never says \u201c{q}\u201d.", "unattributed"),
    ("\u201c{q}\u201d is not in chunk {m} but in chunk {n}.", "read"),
    ("\u201c{q}\u201d appears in chunk {n}, not in chunk {m}.", "read"),
    ("Not chunk {m} but chunk {n} says \u201c{q}\u201d.", "read"),
    ("Chunk {n}, not chunk {m}, says \u201c{q}\u201d.", "read"),
    ("Unlike chunk {m}, chunk {n} says \u201c{q}\u201d.", "read"),
    ("Chunk {m} doesn't mention it; chunk {n} says \u201c{q}\u201d.", "read"),
    ("\u201e{q}\u201c steht nicht in Chunk {m}.", "unattributed"),
    ("Nicht Chunk {m}, sondern Chunk {n} sagt: \u201e{q}\u201c.", "read"),
    ("Ce n'est pas dans le chunk {m} : \u00ab {q} \u00bb.", "unattributed"),
    ("Le chunk {m} ne le dit pas ; le chunk {n} dit \u00ab {q} \u00bb.", "read"),
    ("No est\u00e1 en el chunk {m}: \u00ab{q}\u00bb.", "unattributed"),
    ("El chunk {n}, no el chunk {m}, dice \u00ab{q}\u00bb.", "read"),
    ("\u201c{q}\u201d \u2014 \u044d\u0442\u043e\u0433\u043e \u043d\u0435\u0442 \u0432 chunk {m}.", "unattributed"),
    # In a bracket: the words it opens with, or prose before a second group (read only in part).
    ("\u201c{q}\u201d (not chunk {m}).", "unattributed"),
    ("\u201c{q}\u201d [nicht Chunk {m}]", "unattributed"),
    ("\u201c{q}\u201d (chunk {n}; not chunk {m}).", "reported"),
    ("\u201c{q}\u201d [chunk {n}, rather than chunk {m}]", "reported"),
)

#: Markdown tables and headings; (template, kind). Every row of a table is its own.
LAYOUT_PLACES = (
    ("| Quote | Source |\n|---|---|\n| \u201c{q}\u201d | [chunk {n}] |", "read"),
    ("| Quote | Source |\n|---|---|\n| \u201c{q}\u201d | chunk {n} |", "read"),
    ("| Quote | Chunk |\n|---|---|\n| \u201c{q}\u201d | {n} |", "read"),
    ("| Chunk ID | Quote |\n| --- | --- |\n| {n} | \u201c{q}\u201d |", "read"),
    ("| **Source** | Quote |\n|:-:|:--|\n| #{n} | \u201c{q}\u201d |", "read"),
    ("| Quote | Chunk |\n|---|---|\n| \u201cNothing here at all today\u201d | {m} |\n| \u201c{q}\u201d | {n} |", "read"),
    ("| Quote | Ref |\n|---|---|\n| \u201c{q}\u201d | {n} |", "unattributed"),
    ("| Quote | Page |\n|---|---|\n| \u201c{q}\u201d | {n} |", "unattributed"),
    ("| Quote | Source |\n|---|---|\n| \u201c{q}\u201d | annual report |", "reported"),
    ("## From chunk {n}\n\n\u201c{q}\u201d", "read"),
    ("## From chunk {n}\n\nThe memo says \u201c{q}\u201d.", "read"),
    ("# Findings\n\n## Chunk {n}\n\n### Details\n\n- \u201c{q}\u201d", "read"),
    ("## Chunk {m}\n\nNothing.\n\n## Chunk {n}\n\n> {q}", "read"),
    ("Chunk {n}\n--------\n\n\u201c{q}\u201d", "read"),
    ("**Chunk {n}:**\n- \u201c{q}\u201d", "read"),
    ("From chunk {n}:\n\n- \u201c{q}\u201d", "read"),
    ("Aus Chunk {n}:\n\n1. \u201e{q}\u201c", "read"),
    ("## Not in chunk {m}\n\n\u201c{q}\u201d", "unattributed"),
    ("## The first chunk\n\n\u201c{q}\u201d", "reported"),
)


def _json(value: object, indent: Optional[int] = None) -> str:
    return json.dumps(value, ensure_ascii=False, indent=indent)


#: Answers written as JSON; (build(q, n, m) -> answer, kind). The quotation ``q`` is the last
#: string checked; chunk ``n`` is its citation, ``m`` another chunk.
JSON_FORMS: Tuple[Tuple[Callable[[str, int, int], str], str], ...] = (
    (lambda q, n, m: _json({"quote": q, "chunk_id": n}), "read"),
    (lambda q, n, m: _json({"chunk": n, "quote": q}), "read"),
    (lambda q, n, m: _json([{"quote": "Nothing here at all today", "chunk": m}, {"quote": q, "chunk": n}]), "read"),
    (lambda q, n, m: _json([{"quote": "Nothing here at all today", "chunk": m}, {"quote": q, "chunk": n}], 2), "read"),
    (lambda q, n, m: "```json\n" + _json({"quote": q, "source": n}, 2) + "\n```", "read"),
    (lambda q, n, m: "Here is the evidence: " + _json({"answer": "Yes.", "evidence": [{"text": q, "source_id": n}]}), "read"),
    (lambda q, n, m: _json({"quote": q, "sources": [n]}), "read"),
    (lambda q, n, m: _json({"quote": q, "source": str(n)}), "read"),
    (lambda q, n, m: _json({"quote": q, "chunkId": n}), "read"),
    (lambda q, n, m: _json({"quote": q, "chunk": f"chunk {n}"}), "reported"),
    (lambda q, n, m: _json({"source": n, "quotes": [q]}), "read"),
    (lambda q, n, m: _json({"chunk": n, "items": [{"quote": q, "note": "verbatim"}]}), "read"),
    (lambda q, n, m: _json({"quote": q, "doc_id": n}), "reported"),
    (lambda q, n, m: _json({"quote": q, "chunk_index": n}), "reported"),
    (lambda q, n, m: _json({"quote": q, "documentNumber": n}), "reported"),
    (lambda q, n, m: _json({"quote": q, "source": "the annual report"}), "reported"),
    (lambda q, n, m: _json({"quote": q, "chunk_id": n, "page_no": 3}), "reported"),
)


def joined_id_forms() -> Iterator[Tuple[str, List[int]]]:
    """(form, the ids it names) of two ids joined as a range or a list, every way the reader reads:
    every dash Unicode has (its Dash property, and the minus signs), the fullwidth tilde and
    tilde that write the wave dash, in every square-type bracket the reader reads, bare and after
    the citation word; and every conjunction of a script without case written onto the ids
    ("[2\u53ca4]", "[2\u548c4]", "[2\ubc0f4]") or spaced."""
    from spacy_quoteverify.answer.citations import _DASHES, CONJUNCTIONS, DEFAULT_BRACKETS

    squares = [b for b in DEFAULT_BRACKETS if "PARENTHESIS" not in unicodedata.name(b[0])]
    for k, dash in enumerate(_DASHES):
        o, c = squares[k % len(squares)]
        yield f"{o}2{dash}4{c}", [2, 3, 4]
        yield f"{o}chunk 2{dash}4{c}", [2, 3, 4]
    caseless = sorted(w for w in CONJUNCTIONS if w.lower() == w.upper() and not w.isascii())
    for k, word in enumerate(caseless):
        o, c = squares[k % len(squares)]
        yield f"{o}2{word}4{c}", [2, 4]
        yield f"{o}2 {word} 4{c}", [2, 4]
        yield f"{o}chunks 2{word}4{c}", [2, 4]


#: Two ids joined by a word of a script without case that is no conjunction the reader knows
#: (Korean "\uacfc" and "\uc640" are written onto the noun they join): reported, never read, never passed over.
JOINED_UNREAD_FORMS = ("[2\uacfc 4]", "[2\uc640 4]", "\u30102\u3084 4\u3011", "[2\u3068\u304b4]")


def after_quote_forms() -> Iterator[str]:
    """Forms standing right after a closing quote mark where "[4]" does, each naming id 4 in a
    way the reader does not read: every parenthesis Unicode names (fullwidth, superscript,
    subscript...) around the id written in every width and raised or lowered (through NFKC),
    alone, after a word of one letter of a script without case or a short word, or in a list;
    curly and angle brackets; keycap and styled digits; HTML's raised and lowered digits and a
    link to a footnote's anchor; a caret and a parenthesis; a reference mark and the id."""
    digits = sorted(
        ch for ch in map(chr, range(0xA0, 0x20000))
        if unicodedata.normalize("NFKC", ch) == "4" and unicodedata.decomposition(ch).startswith(("<super>", "<sub>", "<wide>"))
    )
    digits = ["4"] + digits
    for k, (opening, closing) in enumerate(sorted(charclasses.PARENTHESES.items())):
        d = digits[k % len(digits)]
        yield f"{opening}{d}{closing}"
        yield f"{opening}\u6ce8{d}{closing}"
        yield f"{opening}\u51fa\u5178{d}{closing}"
        yield f"{opening}2\uff0c{d}{closing}"
        yield f"{opening}2\u3001{d}{closing}"
        yield f"{opening}2\uff5e{d}{closing}"
    yield from ("<4>", "{{4}}", "{4}", "(S4)", "4\ufe0f\u20e3", "\U0001d7d2", "^(4)", "<sub>4</sub>", "<a href='#4'>4</a>")
    from spacy_quoteverify.answer.citations import _REFERENCE_MARKS

    # Every reference mark of punctuation or symbols (asterisks, "\u203b", "\u00a7") before the id.
    yield from (f"{mark}4" for mark in sorted(_REFERENCE_MARKS))


#: Square-type brackets holding an id the reader does not read: a file-search tool's id, dagger
#: and locator, subscript and keycap digits.
BRACKETED_MARK_FORMS = ("[4\u2020L1-L3]", "[2\u2020L10-L20]", "\u30104\u2020source\u3011", "[\u2084]", "[4\ufe0f\u20e3]", "[*4]", "[4*]", "\u3010\u203b4\u3011")
