"""Classes of typography a quotation may take where the source takes another: Markdown's emphasis
and links around the source's words, and the space French (and others) set before a colon, a
semicolon, a question or exclamation mark and inside angle quotes. And their content-changing
counterparts: a star between two digits is a product, and forgiven spacing never hides a word
changed.
"""
from __future__ import annotations

import json
import random
from typing import Dict, Iterator, List, Optional, Sequence

import regex

from spacy_quoteverify.lang import lexicons

from . import ROOT, UNSPACED, Case, Sentence, by_lang, case_class, negated_before, words

#: The marks set off with a space, and the spaces they are set off with (none, a word space, a
#: no-break space, a narrow no-break space).
_MARKS = (":", ";", "?", "!")
_SPACES = ("", " ", "\u00a0", "\u202f")
_PLAIN_WORD = regex.compile(r"^\p{L}[\p{L}\p{M}]*$")


def _spaced(s: Sentence) -> bool:
    return s.lang not in UNSPACED and not regex.search(r"[*_\[\]`\\]", s.text)


def _emphasised(text: str, rng: random.Random) -> str:
    """``text`` with one to three runs of its words (apart from each other) in Markdown emphasis or a link."""
    spans = words(text)
    used: List[int] = []
    runs = []
    for _ in range(rng.randint(1, 3)):
        k = rng.randrange(len(spans))
        n = rng.randint(1, min(3, len(spans) - k))
        if any(k - 1 <= u <= k + n for u in used):
            continue
        used += range(k, k + n)
        runs.append((spans[k][0], spans[k + n - 1][1]))
    out = text
    for a, b in sorted(runs, reverse=True):
        core = regex.match(r"^(\w.*?[^\s\p{P}])([\s\p{P}]*)$", out[a:b])
        if core is None or not core.group(1):
            continue
        body, trail = core.group(1), core.group(2)
        kinds = ["*{}*", "**{}**", "`{}`", "[{}](https://example.org/{})"]
        if _PLAIN_WORD.match(body[0]) and _PLAIN_WORD.match(body[-1]):
            kinds.append("_{}_")
        form = rng.choice(kinds)
        marked = form.format(body, rng.randint(1, 999)) if form.startswith("[") else form.format(body)
        out = out[:a] + marked + trail + out[b:]
    return out


@case_class("adv_markdown_emphasis_faithful", faithful=True)
def markdown_emphasis_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence quoted with Markdown emphasis or a link around some of its words ("*reduced*",
    "_reduced_", "**reduced**", "`reduced`", "[reduced](https://...)") verifies, and the other way round."""
    for s in sents:
        if not _spaced(s) or len(words(s.text)) < 3:
            continue
        marked = _emphasised(s.text, rng)
        if marked == s.text:
            continue
        if rng.random() < 0.8:
            yield Case(s.lang, s.text, marked, True, s.origin)
        else:
            yield Case(s.lang, marked, s.text, True, s.origin)


@case_class("adv_star_between_digits_product", faithful=False)
def star_between_digits_product(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A star between two digits is a product or a footnote mark, not emphasis: "5*2" (and "*5*2*",
    "5*2*") quoted as "52", or "52" quoted as "5*2", is refused."""
    for s in sents:
        if not _spaced(s):
            continue
        spans = words(s.text)
        if len(spans) < 2:
            continue
        a = spans[rng.randrange(1, len(spans))][0]
        x, y = rng.randint(1, 99), rng.randint(1, 99)
        starred = rng.choice(["{}*{}", "*{}*{}*", "{}*{}*", "{} * {}"]).format(x, y)
        with_star = s.text[:a] + starred + " " + s.text[a:]
        glued = s.text[:a] + f"{x}{y} " + s.text[a:]
        if rng.random() < 0.5:
            yield Case(s.lang, with_star, glued, False, s.origin)
        else:
            yield Case(s.lang, glued, with_star, False, s.origin)


def _respaced(text: str, rng: random.Random) -> str:
    """``text`` with the space before each of its clause marks, and inside its angle quotes,
    written another way (none, a word space, a no-break or a narrow no-break space)."""
    out = regex.sub(
        r"(?<=[\p{L}\p{M}»)])[ \u00a0\u202f]*([:;?!])",
        lambda m: rng.choice(_SPACES) + m.group(1),
        text,
    )
    # Inside angle quotes set off from the words outside them ("dit « oui » hier", not "que«oui»").
    out = regex.sub(r"(?<![\p{L}\p{N}])«[ \u00a0\u202f]*", lambda m: "«" + rng.choice(_SPACES), out)
    return regex.sub(r"[ \u00a0\u202f]*»(?![\p{L}\p{N}])", lambda m: rng.choice(_SPACES) + "»", out)


def _with_marks(s: Sentence, rng: random.Random) -> str:
    """The sentence with a colon or semicolon after one of its words and a quoted word in angle
    quotes, unless it has such marks already."""
    if regex.search(r"\p{L}\s*[:;?!]", s.text):
        return s.text
    spans = words(s.text)
    k = rng.randrange(1, len(spans) - 1)
    a, b = spans[k]
    if not _PLAIN_WORD.match(s.text[a:b]):
        return s.text
    mark = rng.choice([":", ";"])
    return s.text[:a] + "« " + s.text[a:b] + " »" + rng.choice(_SPACES) + mark + s.text[b:]


@case_class("adv_clause_mark_spacing_faithful", faithful=True)
def clause_mark_spacing_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence with a colon, semicolon, question or exclamation mark or angle quotes, quoted
    with another space before the mark or inside the quotes (French "dit\u202f: «\u00a0oui\u00a0»"
    and English "dit: «oui»"), verifies."""
    for s in sents:
        if not _spaced(s) or len(words(s.text)) < 3:
            continue
        text = _with_marks(s, rng)
        variant = _respaced(text, rng)
        if variant == text:
            continue
        yield Case(s.lang, text, variant, True, s.origin)


@case_class("adv_clause_mark_spacing_word_changed", faithful=False)
def clause_mark_spacing_word_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same respacing with one word next to a clause mark replaced by another word of the
    sentence is refused: the forgiven space hides no change of a word."""
    for s in sents:
        if not _spaced(s) or len(words(s.text)) < 4:
            continue
        text = _with_marks(s, rng)
        variant = _respaced(text, rng)
        before_marks: List[regex.Match] = list(regex.finditer(r"(\p{L}[\p{L}\p{M}]*)(?=[«» \u00a0\u202f]*[:;?!])", variant))
        others = sorted({w for w in regex.findall(r"\p{L}[\p{L}\p{M}]{2,}", s.text)})
        if not before_marks or len(others) < 2:
            continue
        m = rng.choice(before_marks)
        word = m.group(1)
        replacement = rng.choice([w for w in others if w.casefold() != word.casefold()])
        yield Case(s.lang, text, variant[: m.start(1)] + replacement + variant[m.end(1) :], False, s.origin)


# --------------------------------------------------------------------------
# Abbreviations that introduce the next word ("A vs. B") end no sentence


def _leading_abbreviations() -> Dict[str, List[str]]:
    """The abbreviations of ``data/abbreviations.json`` that introduce the word after them, by language."""
    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "abbreviations.json").read_text(encoding="utf8"))
    return {lang: list(words) for lang, words in sorted(data["before_a_word"].items())}


def _name_from(text: str, rng: random.Random) -> Optional[str]:
    """A word of the sentence written with a capital (a name to put after an abbreviation)."""
    found = [w for w in regex.findall(r"\p{L}{4,}", text) if not lexicons.is_negation_word(w)]
    return rng.choice(found).capitalize() if found else None


@case_class("adv_abbreviation_before_capital_faithful", faithful=True)
def abbreviation_before_capital_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence with "A vs. B" (or "cf. Smith", "e.g. Paris", "vgl. Müller" in its language)
    put in it, quoted with an elision right after the abbreviation that leaves out the capitalised
    word: the full stop of the abbreviation is no sentence end, so the elision crosses none."""
    table = _leading_abbreviations()
    for s in sents:
        if s.lang not in table or not _spaced(s):
            continue
        spans = words(s.text)
        if len(spans) < 4:
            continue
        a = spans[rng.randrange(1, len(spans) - 1)][0]
        name = _name_from(s.text, rng)
        if name is None or negated_before(s.text[:a].split(), s.lang):
            continue
        abbr = rng.choice(table[s.lang])
        abbr = abbr[0].upper() + abbr[1:] if rng.random() < 0.2 else abbr
        source = f"{s.text[:a]}{abbr} {name} {s.text[a:]}"
        quote = f"{s.text[:a]}{abbr} {rng.choice(['…', '...', '[…]'])} {s.text[a:]}"
        yield Case(s.lang, source, quote, True, s.origin)


@case_class("adv_sentence_end_after_abbreviation_crossed", faithful=False)
def sentence_end_after_abbreviation_crossed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence ending in "etc." (an abbreviation that may end a sentence) before another real
    sentence, quoted with an elision from the first into the middle of the second: the full stop
    ends a sentence, and the piece after the elision does not start one."""
    groups = by_lang([s for s in sents if _spaced(s)])
    for lang, group in groups.items():
        if lang not in _leading_abbreviations():
            continue
        for s in group:
            other = rng.choice(group)
            head, tail = words(s.text), words(other.text)
            if other is s or len(head) < 3 or len(tail) < 4 or not other.text[:1].isupper():
                continue
            first = s.text.rstrip(".!?;: ")
            source = f"{first} etc. {other.text}"
            b = tail[rng.randrange(1, len(tail) - 2)][0]
            if negated_before(other.text[:b].split(), lang) or regex.search(r"\d\S*\s*$", other.text[:b]):
                continue  # right after a negation or a figure the piece is refused for that first
            opening = s.text[: head[1][1]]
            if opening.casefold() in other.text.casefold():
                continue  # the quotation would be read in the second sentence alone
            quote = f"{opening} … {other.text[b:]}"
            yield Case(lang, source, quote, False, s.origin, ("crosses_sentence", "negation_elided", "language_not_covered"))
