"""Classes of change that live in sentence structure: gaps, sentence ends, abbreviations.

Refused classes join words of one sentence without marking what they leave out
(separate passages, a passage over a paragraph break), or elide across a
sentence end that a footnote mark, a closing bracket, a list item or any
Sentence_Terminal character of the Unicode database makes. Faithful classes
elide over an abbreviation that ends no sentence, and stop a Korean quotation
before a particle.
"""
from __future__ import annotations

import json
import random
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Callable, Dict, FrozenSet, Iterator, List, Optional, Sequence, Tuple

import regex

from spacy_quoteverify.match.boundaries import _number_word, end_problem, measure_word
from spacy_quoteverify.text.fold import fold_match, fold_match_text

from . import UNSPACED, Case, Sentence, by_lang, case_class

ROOT = Path(__file__).resolve().parents[2]
_DATA = ROOT / "spacy_quoteverify" / "data"

#: A quotation that crosses a sentence end after an elision may also be refused for what
#: the elision leaves out before that end; with no lexicon for the language, for that.
_ELISION_REFUSALS = (
    "crosses_sentence",
    "negation_elided",
    "elision_uncovered_script",
    "language_not_covered",
    "number_cut",  # a piece that ends at a figure before its scale word, or starts at that word
)
#: A gap that leaves out a scale word after a figure ("382 … people" out of "382 million
#: people") cuts the figure too, which the rule may say first.
_GAP = ("unmarked_gap", "number_cut")

_TERMINAL_END_RE = regex.compile(r"[\p{Sentence_Terminal}\p{Po}\s]+$")
_WORD_RE = regex.compile(r"^[\p{L}\p{M}]+$")
_HAS_DIGIT_RE = regex.compile(r"\d")
_HAS_LETTER_RE = regex.compile(r"\p{L}")
_QUOTE_RE = regex.compile(r"[\p{Pi}\p{Pf}\"'«»「」]")


@lru_cache(maxsize=1)
def _covered() -> FrozenSet[str]:
    """Languages with a negation lexicon that the language detector can also name (an elision
    elsewhere is refused for that alone: ``language_not_covered``)."""
    from spacy_quoteverify.lang.negation import detectable_languages

    return frozenset(p.stem for p in (_DATA / "negations").glob("*.json")) & detectable_languages()


def _negation_free(text: str, lang: str) -> bool:
    from spacy_quoteverify.lang.negation import find_negation

    return find_negation(text, lang) is None and find_negation(text, None) is None


def _body(text: str) -> str:
    """A sentence without its closing punctuation."""
    return _TERMINAL_END_RE.sub("", text)


def _words(text: str) -> List[str]:
    return text.split()


def _plain(words: Sequence[str]) -> bool:
    """Words of letters only (no digits, quotes or brackets that other rules read)."""
    return all(_WORD_RE.match(w) for w in words)


def _spaced(sents: Sequence[Sentence], min_words: int = 6) -> Dict[str, List[Tuple[Sentence, List[str]]]]:
    """Sentences of spaced languages with at least ``min_words`` words, by language."""
    out: Dict[str, List[Tuple[Sentence, List[str]]]] = {}
    for lang, group in sorted(by_lang(sents).items()):
        if lang in UNSPACED:
            continue
        for s in group:
            w = _words(_body(s.text))
            if len(w) >= min_words:
                out.setdefault(lang, []).append((s, w))
    return out


def _inside(a: str, b: str) -> bool:
    """One passage is written inside the other (then both are found with no gap at all)."""
    a, b = fold_match_text(a), fold_match_text(b)
    return a in b or b in a


def _listed(*passages: str) -> str:
    return "\n".join(f"- {p}" for p in passages)


# --------------------------------------------------------------------------
# Unmarked gaps


@case_class("adv_unmarked_gap_end_start", faithful=False, component=False)
def unmarked_gap_end_start(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A passage that runs from one sentence into the next, and a separate passage from later
    in that next sentence with words left out between them: where the first one *ends* is in
    the sentence where the second one starts."""
    for lang, group in _spaced(sents).items():
        for n, (s, w) in enumerate(group):
            prev = group[n - 1][0].text if n else None
            if prev is None or prev == s.text or _tail_mark(prev) == "" or _QUOTE_RE.search(prev + s.text):
                continue
            source = prev + " " + s.text
            k = rng.randint(1, len(w) - 4)
            if not _plain(w[k : k + 1]):
                continue
            # The end of the previous sentence as it is written (" ?" in French and Arabic too).
            first = " ".join(_words(prev)[-3:]) + " " + " ".join(w[:k])
            second = " ".join(w[k + 1 :])
            if _inside(first, second):
                continue
            yield Case(lang, source, f"\"{first}\", \"{second}\"", False, s.origin, _GAP)
            yield Case(lang, source, _listed(first, second), False, s.origin, _GAP)


def _tail_mark(text: str) -> str:
    m = regex.search(r"\p{Sentence_Terminal}+$", text.rstrip())
    return m.group() if m else ""


@lru_cache(maxsize=None)
def _abbreviations(lang: Optional[str]) -> List[str]:
    """Abbreviations of two letters or more to write into text of ``lang``: spaCy's exceptions
    of its class and ours for it and for scientific prose (None: ours of every language)."""
    data = json.loads((_DATA / "abbreviations.json").read_text(encoding="utf8"))
    if lang is None:
        words = [w for ws in data["added"].values() for w in ws]
    else:
        words = data["from_spacy"].get(lang, []) + data["added"].get(lang, []) + data["added"]["en"]
    return sorted({w for w in words if len(w.replace(".", "")) >= 2 and w.replace(".", "").isalpha() and w[0].islower()})


def _abbreviation_for(lang: str, source: str, rng: random.Random) -> str:
    """An abbreviation the checker reads for ``source`` whether it is told the language or
    guesses it from the text."""
    from spacy_quoteverify.text.source import PreparedSource

    guessed = PreparedSource(source).language
    both = sorted(set(_abbreviations(lang)) & set(_abbreviations(guessed)))
    return rng.choice(both)


def _lower_start(word: str) -> bool:
    return word[:1].islower() or word[:1].isdigit()


@case_class("adv_gap_after_abbreviation", faithful=False, component=False)
def gap_after_abbreviation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Separate passages, the first ending in an abbreviation ("Smith et al."), the second
    from later in the same sentence: the abbreviation's full stop ends no sentence."""
    for lang, group in _spaced(sents).items():
        for s, w in group:
            if _QUOTE_RE.search(s.text):
                continue
            for _ in range(3):
                k = rng.randint(1, len(w) - 3)
                if not (_lower_start(w[k]) and _lower_start(w[k + 1]) and _plain(w[k - 1 : k + 1])):
                    continue
                abbr = _abbreviation_for(lang, s.text, rng)
                source = " ".join(w[:k] + [abbr] + w[k:]) + "."
                first = " ".join(w[:k] + [abbr])
                second = " ".join(w[k + 1 :])
                if _inside(first, second):
                    continue
                yield Case(lang, source, f"\"{first}\", \"{second}\"", False, s.origin, _GAP)
                break


_CLAUSE_MARKS = (":", ";", " \u2013", " \u2014", " -", ",")


@case_class("adv_gap_across_colon", faithful=False, component=False)
def gap_across_colon(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A colon, semicolon, dash or comma inside a sentence parts no sentence: a list of two
    passages with a word left out before the mark is an unmarked gap."""
    for lang, group in _spaced(sents).items():
        for s, w in group:
            k = rng.randint(3, len(w) - 2)
            if not _plain(w[k - 2 : k]):
                continue
            mark = rng.choice(_CLAUSE_MARKS)
            source = " ".join(w[:k]) + mark + " " + " ".join(w[k:]) + "."
            first = " ".join(w[: k - 2])  # w[k - 2] is left out
            second = w[k - 1] + mark + " " + " ".join(w[k:])
            if _inside(first, second):
                continue
            yield Case(lang, source, _listed(first, second), False, s.origin, _GAP)


@case_class("adv_gap_nearest_occurrence", faithful=False, component=False)
def gap_nearest_occurrence(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A passage found twice, once in another sentence: the copy that stands in the sentence of
    the next passage, with a word left out between them, is the one they pair with."""
    for lang, group in _spaced(sents).items():
        for n, (s, w) in enumerate(group):
            other = group[(n + 1) % len(group)][0].text
            if other == s.text or not _plain(w[2:3]) or _inside(" ".join(w[:2]), " ".join(w[3:])):
                continue
            # Each a sentence of its own, ended as it is or with a full stop.
            own = s.text if _tail_mark(s.text) else s.text + "."
            decoy = " ".join(w[:2]) + " " + (other if _tail_mark(other) else other + ".")
            # (After the sentence, the copy would touch its end: "... w[-1]. w0 w1", a faithful
            # pairing of the two passages in the other order.)
            yield Case(lang, decoy + " " + own, _listed(" ".join(w[:2]), " ".join(w[3:])), False, s.origin, _GAP)


def _paragraph_breaks(rng: random.Random) -> List[str]:
    """Every way a text breaks a paragraph or a page: each line break of Unicode doubled (and
    "\\r\\n" twice), a line of white space or of a character that does not show between two line
    breaks, the page end pdftotext writes ("\\n\\f"), the form feed and U+2029 alone."""
    from spacy_quoteverify import charclasses

    doubled = [lb + lb for lb in sorted(charclasses.LINE_BREAKS)] + ["\r\n\r\n", "\n\f", "\f", "\u2029"]
    filler = sorted((charclasses.SPACES - charclasses.LINE_BREAKS) | charclasses.INVISIBLE)
    lines = ["\n" + rng.choice(filler) + "\n" for _ in range(len(doubled))]
    return doubled + lines


@case_class("adv_passage_across_blank_line", faithful=False)
def passage_across_blank_line(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """One passage made of the end of a paragraph and the start of the next, as if one sentence,
    the paragraphs parted by every kind of paragraph or page break in turn."""
    breaks = _paragraph_breaks(rng)
    k = 0
    for lang, group in sorted(by_lang(sents).items()):
        for n, s in enumerate(group[1:], 1):
            prev = group[n - 1].text
            if prev == s.text:
                continue
            head = _body(prev)
            if not head:
                continue
            k += 1
            source = head + breaks[k % len(breaks)] + s.text
            # The two paragraphs as one line: with a space, unless folding drops the break
            # (between two letters of Chinese, Japanese, Thai...).
            joined = head + " " + s.text
            reasons = _GAP
            if fold_match_text(joined) not in fold_match_text(source):
                # A blank line between two such letters stays a break; the joined
                # paragraphs are then not in the source at all.
                joined = head + s.text
                reasons = _GAP + ("not_found",)
            yield Case(lang, source, joined, False, s.origin, reasons)


# --------------------------------------------------------------------------
# Elisions across sentence ends


def _elide_across(first: str, second: str, lang: str, rng: random.Random) -> Optional[Tuple[str, str]]:
    """A head of ``first`` and a tail of ``second`` (not its start), joined by an elision."""
    if lang in UNSPACED:
        cuts_a, cuts_b = _unspaced_cuts(first), _unspaced_cuts(second)
        if not cuts_a or not cuts_b:
            return None
        head, tail = first[: rng.choice(cuts_a)], second[rng.choice(cuts_b) :]
    else:
        a, b = _words(first), _words(second)
        if len(a) < 3 or len(b) < 3 or not _HAS_LETTER_RE.search(a[-1]):
            return None
        head = " ".join(a[: rng.randint(1, len(a) - 1)])
        m = rng.randint(1, len(b) - 1)
        if not any(_HAS_LETTER_RE.search(x) for x in b[:m]):
            return None  # what the tail leaves out of its sentence must hold a word
        tail = " ".join(b[m:])
    if _HAS_DIGIT_RE.search(head[-1:] + tail[:1]):
        return None
    # Each piece from its own sentence only: otherwise the quotation may well be faithful.
    # Compared without the marks at their edges, which a check trims ("teks\u201d" is "teks").
    bare_head, bare_tail = (regex.sub(r"^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$", "", x).lower() for x in (head, tail))
    if bare_tail in first.lower() or bare_head in second.lower():
        return None
    return head, tail


def _unspaced_cuts(text: str) -> List[int]:
    """Places between two graphemes of an unspaced script (a piece may start or end there)."""
    from spacy_quoteverify.charclasses import UNSPACED_RE

    bounds = [m.start() for m in regex.finditer(r"\X", text)]
    return [
        k for k in bounds[2:-2]
        if UNSPACED_RE.match(text[k - 1]) and UNSPACED_RE.match(text[k]) and unicodedata.category(text[k])[0] != "M"
    ]


def _pairs(sents: Sequence[Sentence], languages: Optional[FrozenSet[str]] = None) -> Iterator[Tuple[str, str, str, str]]:
    """(lang, origin, first, second): two different sentences of one language, without closing marks."""
    for lang, group in sorted(by_lang(sents).items()):
        if languages is not None and lang not in languages:
            continue
        for n, s in enumerate(group):
            nxt = group[(n + 1) % len(group)]
            if nxt.text == s.text:
                continue
            first, second = _body(s.text), _body(nxt.text)
            if first and second:
                yield lang, s.origin, first, second


#: How a footnote mark or a bracket follows the end of a sentence (the first sentence goes in
#: for {a}, the second for {b}): these, and those of :func:`footnote_forms`.
_FOOTNOTE_FORMS = (
    "{a}.\u00b9 {B}",
    "{a}.\u00b2\u00b3 {B}",
    "{a}.\u00b2,\u00b3 {B}",
    "{a}.\u00b3\u2013\u2075 {B}",
    "{a}.[3\u20135] {B}",
    "{a}.[3] {B}",
    "{a}.[3, 4] {B}",
    "{a}.3 {B}",
    "{a}.12 {B}",
    "{a}.* {B}",
    "{a}.\u2020 {B}",
    "({a}.) {B}",
    "{a}?) {B}",
    "{a}!] {B}",
    "{a} (see Table 2.) {B}",
    "{a}.) {B}",
    "{a}.\u201d\u00b9 {B}",
    "{a}.^[3] {B}",
    "{a}.^{{3}} {B}",
    "{a}.[3]:12\u201314 {B}",
    "{a}.[3, 4]:5 {B}",
    "{a}.\u00b3:12 {B}",
    "{a}.[3]:iv {B}",
    "{a}.[3]:12f, 14 {B}",
    "{a}.[3]:\u00a74 {B}",
)


def footnote_forms(step: int = 40) -> Tuple[str, ...]:
    """Every way the rules say a footnote may follow a sentence's full stop: each footnote mark
    (:data:`charclasses.FOOTNOTE_MARKS`), a number and a letter in each kind of bracket (every
    opening bracket whose closing one is the next code point), a note of words in each kind of
    bracket, HTML elements of notes, the caret of plain text and Markdown, and each punctuation mark or symbol no rule names (every ``step``-th), before the
    next sentence; then the hand-written forms above."""
    from spacy_quoteverify import charclasses

    every = charclasses.every_character()
    named = set(charclasses.FOOTNOTE_MARKS)
    # Brackets, not quote marks (which the match view drops: "「a」" reads as a glued "a"), and
    # not raised ones (which hold raised digits: "⁽³⁾" is a footnote mark).
    brackets = [c for c in regex.findall(r"\p{Ps}", every)
                if unicodedata.category(chr(ord(c) + 1)) == "Pe" and c not in charclasses.QUOTE_MARKS and c not in named]
    # Marks that read as marks (not a squared unit "㎃", whose compatibility form is letters).
    others = [c for c in regex.findall(r"[[\p{P}\p{S}]--[\p{Ps}\p{Pi}\p{Pe}\p{Pf}]]", every, flags=regex.V1)
              if c not in named and c not in charclasses.SENTENCE_TERMINALS and c not in charclasses.CLAUSE_MARKS
              and not regex.search(r"[\p{L}\p{N}]", unicodedata.normalize("NFKC", c))]
    forms = [f"{{a}}.{m} {{B}}" for m in sorted(named) if m not in "{}"]
    forms += [f"{{a}}.{o}{n}{chr(ord(o) + 1)} {{B}}" for o in brackets if o not in "{}" for n in ("3", "a")]
    forms += ["{a}.^3 {B}", "{a}.[^3] {B}", "{a}.<3> {B}", "{a}.{{3}} {B}"]
    # A note of words, in each kind of bracket, and an HTML element of a note or a reference.
    forms += [f"{{a}}.{o}{w}{chr(ord(o) + 1)} {{B}}" for o in brackets if o not in "{}" for w in ("citation needed", "Smith et al., 2019")]
    forms += ["{a}.<sup>3</sup> {B}", "{a}.<ref>Smith, p. 4</ref> {B}", '{a}.<ref name="n1">Smith 2019</ref> {B}']
    forms += [f"{{a}}.{c} {{B}}" for c in others[::step] if c not in "{}"]
    return tuple(forms) + _FOOTNOTE_FORMS


#: What parts a label from its figure: a colon (full width too), the source's own ellipsis, dot
#: leaders; and what parts one labelled figure from the next: a comma, a semicolon, a line break.
_LABEL_MARKS = (": ", " ... ", " \u2026 ", " ........ ", "\uff1a")
_LABELLED_SEPARATORS = (", ", "; ", "\n")


def _labelled_figures(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[str, str, str, str, str]]:
    """(lang, origin, source, first label, second figure): two words of a real sentence as labels,
    each with a figure after it, in one line ("Männer: 5 %, Frauen: 12 %.")."""
    k = 0
    for lang, group in sorted(by_lang(sents).items()):
        for s in group:
            words = [w for w in _words(_body(s.text)) if _WORD_RE.match(w) and len(w) > 2]
            if len(words) < 2 or lang in UNSPACED and len(words) < 1:
                continue
            a, b = words[0], words[-1]
            if a == b or not _negation_free(f"{a} {b}", lang) or any(measure_word(w) or _number_word(w) for w in (a, b)):
                continue  # a unit or scale word after a figure is the figure's ("9%\nbillion")
            mark, sep = _LABEL_MARKS[k % len(_LABEL_MARKS)], _LABELLED_SEPARATORS[(k // len(_LABEL_MARKS)) % len(_LABELLED_SEPARATORS)]
            k += 1
            n1 = rng.randint(1, 98)
            n2 = rng.randint(n1 + 1, 99)
            source = f"{a}{mark}{n1}%{sep}{b}{mark}{n2}%."
            yield lang, s.origin, source, a, f"{n2}%"


@case_class("adv_elision_over_labelled_figure", faithful=False)
def elision_over_labelled_figure(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one label to the figure of the next ("Men … 12%" of "Men: 5%, women:
    12%."), the labels parted from their figures by a colon, the source's own ellipsis or dot
    leaders, which the sentence index may read as ends: the left-out figure is read all the same,
    and the quotation gives the second figure to the first label (number_cut)."""
    for lang, origin, source, label, figure in _labelled_figures(sents, rng):
        yield Case(lang, source, f"{label} \u2026 {figure}", False, origin, ("number_cut", "crosses_sentence"))


@case_class("adv_labelled_figure_kept", faithful=True)
def labelled_figure_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the first label quoted with its own figure after its colon, as the source writes
    it, verifies."""
    for lang, origin, source, label, _figure in _labelled_figures(sents, rng):
        head = source.split("%")[0] + "%"
        if head[len(label) : len(label) + 1] in (":", "\uff1a"):
            yield Case(lang, source, head, True, origin)


@case_class("adv_elision_across_footnote_end", faithful=False)
def elision_across_footnote_end(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one sentence into the middle of the next, where the first ends before a
    footnote mark or a closing bracket ("12%.¹ Costs", "(... 12%.) Costs", :func:`footnote_forms`)."""
    forms = footnote_forms()
    for lang, origin, first, second in _pairs(sents, _covered()):
        if lang in UNSPACED:
            continue
        form = rng.choice(forms)
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        if first[-1:].isdigit() or len(_words(first)[-1]) < 3:
            continue  # "3.12" is a decimal; "p." an abbreviation
        source = form.format(a=first, B=regex.sub(r"\p{Ll}", lambda m: m.group().upper(), second, count=1)) + "."
        head, tail = cut
        yield Case(lang, source, f"{head} \u2026 {tail}", False, origin, _ELISION_REFUSALS)


@case_class("adv_elision_across_paragraph_break", faithful=False)
def elision_across_paragraph_break(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one paragraph into the middle of the next, the first ending without a
    mark, parted by every kind of paragraph or page break in turn (see :func:`_paragraph_breaks`)."""
    breaks = _paragraph_breaks(rng)
    for k, (lang, origin, first, second) in enumerate(_pairs(sents, _covered())):
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        head, tail = cut
        yield Case(lang, first + breaks[k % len(breaks)] + second, f"{head} \u2026 {tail}", False, origin, _ELISION_REFUSALS)


@case_class("adv_elision_across_glued_sentence_end", faithful=False)
def elision_across_glued_sentence_end(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one sentence into the middle of the next, the two glued without a space
    ("robots.What is", "12%!Costs"), with every sentence terminal that ends a sentence only
    before a space when typed ("." "!" "?" and their kin), in scripts with capitals."""
    marks = [c for c in _every("Sentence_Terminal") if regex.match(r"[\p{Sentence_Break=ATerm}!?]", c)]
    for k, (lang, origin, first, second) in enumerate(_pairs(sents, _covered())):
        if lang in UNSPACED or not first[-1:].strip() or not second[:1].isalpha() or len(_words(first)[-1]) < 3:
            continue
        capital = second[:1].upper()
        if capital == second[:1].lower() or len(capital) != 1 or not second[1:2].islower():
            continue  # a script without case, or a word in capitals ("KEY")
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        head, tail = cut
        source = first + marks[k % len(marks)] + capital + second[1:] + "."
        yield Case(lang, source, f"{head} \u2026 {tail}", False, origin, _ELISION_REFUSALS)


def _writes_danda(text: str) -> bool:
    """The text's last letter is of a script that ends sentences with the danda (one of
    U+0964's Script_Extensions)."""
    from spacy_quoteverify.lang.negation import script_name

    letters = regex.findall(r"\p{L}", text)
    return bool(letters) and regex.match(rf"\p{{scx={script_name(letters[-1])}}}", "\u0964") is not None


def _elisions_across_joined(
    sents: Sequence[Sentence],
    rng: random.Random,
    first_of: Callable[[str, str, str], Optional[str]],
    join: Callable[[str, str, int], str],
) -> Iterator[Case]:
    """An elision from one sentence into the middle of the next, for each pair of real sentences
    whose first ``first_of(lang, first, second)`` keeps (None: the pair is left out), the two
    written into one source by ``join(first, second, n)`` (``n``: the pair's number)."""
    for n, (lang, origin, first, second) in enumerate(_pairs(sents)):
        kept = first_of(lang, first, second)
        if kept is None:
            continue
        cut = _elide_across(kept, second, lang, rng)
        if cut is None:
            continue
        head, tail = cut
        yield Case(lang, join(kept, second, n), f"{head} \u2026 {tail}", False, origin, _ELISION_REFUSALS)


@case_class("adv_elision_across_bar_danda", faithful=False)
def elision_across_bar_danda(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one sentence into the middle of the next where the source writes the
    danda as a vertical line ("बेची| गूगल"), as the web often does, in every language whose
    script ends sentences with the danda."""
    yield from _elisions_across_joined(
        sents, rng, lambda lang, first, second: first if _writes_danda(first) else None, lambda first, second, n: f"{first}| {second}|"
    )


@case_class("adv_sentence_after_bar_danda", faithful=True)
def sentence_after_bar_danda(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same sources: each sentence, quoted whole, verifies."""
    for lang, origin, first, second in _pairs(sents):
        if _writes_danda(first):
            yield Case(lang, f"{first}| {second}|", rng.choice((first, second)), True, origin)


#: The Ethiopic full stop as keyboards without it type it: two wordspaces, glued or spaced.
_DOUBLED_WORDSPACES = ("\u1361\u1361", "\u1361 \u1361")


def _without_ethiopic_stop(first: str) -> Optional[str]:
    """A sentence written in Ethiopic without its full stop or wordspaces at its end; None for
    another script."""
    return regex.sub(r"[\p{Sentence_Terminal}\u1361]+$", "", first) if regex.search(r"\p{Ethiopic}", first) else None


@case_class("adv_elision_across_doubled_wordspace", faithful=False)
def elision_across_doubled_wordspace(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one sentence into the middle of the next where the source writes the
    Ethiopic full stop as the two wordspaces it is drawn as ("ቀንሷል፡፡ ወጪ"), as keyboards without
    it do, in every language written in Ethiopic."""
    yield from _elisions_across_joined(
        sents,
        rng,
        lambda lang, first, second: _without_ethiopic_stop(first),
        lambda first, second, n: first + rng.choice(_DOUBLED_WORDSPACES) + " " + second,
    )


@case_class("adv_sentence_after_doubled_wordspace", faithful=True)
def sentence_after_doubled_wordspace(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same sources: each sentence, quoted whole, verifies."""
    for lang, origin, first, second in _pairs(sents):
        kept = _without_ethiopic_stop(first)
        if kept is not None:
            yield Case(lang, f"{kept}\u1361\u1361 {second}", rng.choice((kept, second)), True, origin)


def _caseless_end(lang: str, first: str, second: str) -> Optional[str]:
    """``first`` without its final marks where it ends in two letters without case (Lo) and
    ``second`` opens with one, in a spaced language; else None."""
    first = regex.sub(r"[\p{P}\s]+$", "", first)
    if lang in UNSPACED or not regex.search(r"\p{Lo}{2}$", first) or not regex.match(r"\p{Lo}", second):
        return None
    return first


@case_class("adv_elision_across_glued_caseless_terminal", faithful=False)
def elision_across_glued_caseless_terminal(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one sentence into the middle of the next where a full stop, question or
    exclamation mark is glued between them ("القديم.الدواء", "철회되었다.새"), in every spaced
    language written in letters without case (General_Category Lo), which has no capital to
    show where the next sentence starts."""
    yield from _elisions_across_joined(sents, rng, _caseless_end, lambda first, second, n: f"{first}{'.?!'[n % 3]}{second}")


def _every(prop: str) -> List[str]:
    """Every character with the Unicode property ``prop`` (the ``regex`` module's database)."""
    every = "".join(map(chr, range(sys.maxunicode + 1)))
    return regex.findall(rf"\p{{{prop}}}", every)


@case_class("adv_elision_across_every_sentence_terminal", faithful=False)
def elision_across_every_terminal(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """For every character with the Sentence_Terminal property (and doubled, and combined with
    another), an elision across a sentence end written with it, in a rotation of languages."""
    pairs = list(_pairs(sents, _covered()))
    rng.shuffle(pairs)
    terminals = _every("Sentence_Terminal")
    # Every mark alone first, then doubled, then combined with another (a sample of pairs).
    forms = terminals + [t + t for t in terminals] + [t + rng.choice(terminals) for t in terminals]
    for n, mark in enumerate(forms):
        lang, origin, first, second = pairs[n % len(pairs)]
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        joiner = "" if lang in UNSPACED and unicodedata.east_asian_width(mark[0]) in "FW" else " "
        source = first + mark + joiner + second + mark[0]
        yield Case(lang, source, f"{cut[0]} \u2026 {cut[1]}", False, origin, _ELISION_REFUSALS)


#: Line breaks that start a list item or a table row.
_ITEM_BREAKS = ("\n- ", "\n* ", "\n\u2022 ", "\n1. ", "\n2) ", "\n(a) ", "\nb) ", "\n| ", "\n  - ")


@case_class("adv_elision_across_list_item", faithful=False)
def elision_across_list_item(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one list item (or table row) of the source into the middle of the next,
    with no punctuation at the end of the first."""
    for lang, origin, first, second in _pairs(sents, _covered()):
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        source = rng.choice(_ITEM_BREAKS).lstrip("\n") + first + rng.choice(_ITEM_BREAKS) + second
        yield Case(lang, source, f"{cut[0]} \u2026 {cut[1]}", False, origin, _ELISION_REFUSALS)


#: Roman numerals as list markers, in both cases and the three usual forms.
_ROMAN_ITEMS = (("(i) ", "(ii) "), ("i. ", "ii. "), ("iii) ", "iv) "), ("IV. ", "V. "), ("(VIII) ", "(IX) "), ("xii. ", "xiii. "))


@case_class("adv_elision_across_roman_list_item", faithful=False)
def elision_across_roman_list_item(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one item of a list numbered with Roman numerals ("(i)", "ii.", "IV)") into
    the middle of the next, with no punctuation at the end of the first, is refused: the line
    break before an item ends a sentence whatever numbers the list."""
    for lang, origin, first, second in _pairs(sents, _covered()):
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        one, two = rng.choice(_ROMAN_ITEMS)
        source = f"{one}{first}\n{two}{second}"
        yield Case(lang, source, f"{cut[0]} \u2026 {cut[1]}", False, origin, _ELISION_REFUSALS)


def _plain_text_items() -> List[Tuple[str, str]]:
    """Pairs of list markers that writers use without Markdown: every bullet and symbol with a
    variation selector after it ("▪️ "), a bullet glued to the item ("•Drug", "▪Drug"); the first two
    letters of every CLDR alphabet before ")" and "-" and in brackets ("а) б)", "α) β)", "أ- ب-");
    numbers before a hyphen or a slash, after a section or number sign; and every compatibility
    character that stands for a numbered marker ("⑴", "⒈", "⒜": read by NFKC)."""
    from spacy_quoteverify import charclasses
    from spacy_quoteverify.lang import lexicons

    out: List[Tuple[str, str]] = []
    bullets = sorted(charclasses.LIST_BULLETS - frozenset("*+")) + [c for c in _every("So") if ord(c) < 0x3000][::40]
    for b in bullets:
        out += [(f"{b}\ufe0f ", f"{b}\ufe0f ")] + ([(b, b)] if b in charclasses.LIST_BULLETS else [])
    for _lang, (main, _aux) in sorted(lexicons._exemplar_table().items()):
        letters = sorted(c for c in main if len(c) == 1 and regex.match(r"[\p{Ll}\p{Lo}]", c))
        if len(letters) >= 2 and not regex.match(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}\p{Thai}]", letters[0]):
            a, b = letters[:2]
            out += [(f"{a}) ", f"{b}) "), (f"({a}) ", f"({b}) ")]
            if not regex.match(r"\p{Latin}", a):
                # ("a- " opening the text reads as a privative prefix written apart: refused too.)
                out.append((f"{a}- ", f"{b}- "))
    out += [("1- ", "2- "), ("1/ ", "2/ "), ("\u00a71 ", "\u00a72 "), ("#1 ", "#2 ")]
    enclosed = [c for c in _every("No") + _every("So") if regex.fullmatch(r"\(\w\)|\d{1,2}\.", unicodedata.normalize("NFKC", c))]
    out += [(f"{a} ", f"{b} ") for a, b in zip(enclosed, enclosed[1:])]
    return out


def _symbol_items(rng: random.Random) -> Iterator[Tuple[str, str]]:
    """Pairs of list markers, in a shuffled cycle: every other symbol (So) and arrow of the Basic
    Multilingual Plane before a space (✓ ☐ ❖ ➢ →), every circled numeral (① ❶ ⑴), bracketed
    numbers, and the Chinese and Japanese enumerators (一、 （一） 1、 ２．)."""
    from spacy_quoteverify import charclasses

    symbols = [c for c in _every("So") + regex.findall(r"\p{Block=Arrows}", "".join(map(chr, range(0x2190, 0x2200)))) if ord(c) < 0x10000]
    circled = sorted(charclasses.CIRCLED_NUMERALS)
    pairs = [(f"{c} ", f"{c} ") for c in symbols]
    pairs += [(a, b) for a, b in zip(circled, circled[1:])]
    pairs += [("[1] ", "[2] "), ("一、", "二、"), ("（一）", "（二）"), ("1、", "2、"), ("\uff11\uff0e", "\uff12\uff0e")]
    pairs += _plain_text_items()
    while True:
        rng.shuffle(pairs)
        yield from pairs


@case_class("adv_elision_across_symbol_list_item", faithful=False)
def elision_across_symbol_list_item(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one list item into the middle of the next, the items opened by a symbol,
    an arrow, a circled numeral, a bracketed number or a Chinese or Japanese enumerator, with no
    punctuation at the end of the first: the line break before an item ends a sentence."""
    markers = _symbol_items(rng)
    for lang, origin, first, second in _pairs(sents, _covered()):
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        one, two = next(markers)
        yield Case(lang, f"{one}{first}\n{two}{second}", f"{cut[0]} \u2026 {cut[1]}", False, origin, _ELISION_REFUSALS)


def _table_rows(rng: random.Random, first: str, second: str) -> str:
    """The two sentences as two cells of one row of a text table, drawn with a rule of
    :data:`charclasses.TABLE_RULES` (the vertical line in every width, the broken bar, the box
    drawing verticals), at the start of the text or under a header and a divider row."""
    from spacy_quoteverify import charclasses

    bar = rng.choice(sorted(charclasses.TABLE_RULES))
    row = f"{bar} {first} {bar} {second} {bar}"
    if rng.random() < 0.5:
        return row
    return f"{bar} A {bar} B {bar}\n{bar}---{bar}---{bar}\n{row}"


@case_class("adv_elision_across_table_cell", faithful=False)
def elision_across_table_cell(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one cell of a text table's row into the middle of the next cell: each
    cell is a text of its own, whatever rule draws the table."""
    yield from _elisions_across(sents, rng, _table_rows)


def _elisions_across(
    sents: Sequence[Sentence], rng: random.Random, lay_out: "Callable[[random.Random, str, str], str]"
) -> Iterator[Case]:
    """For each pair of sentences, an elision from the first into the middle of the second, the two
    written as ``lay_out`` puts them (a table's cells, the parts of a layout): refused."""
    for lang, origin, first, second in _pairs(sents, _covered()):
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        yield Case(lang, lay_out(rng, first, second), f"{cut[0]} \u2026 {cut[1]}", False, origin, _ELISION_REFUSALS)


@case_class("adv_table_cell_kept", faithful=True)
def table_cell_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The text of one cell of a table row, quoted whole: verified."""
    for lang, origin, first, second in _pairs(sents, _covered()):
        yield Case(lang, _table_rows(rng, first, second), rng.choice((first, second)), True, origin)


@case_class("adv_elision_across_heading", faithful=False)
def elision_across_heading(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from a line into the middle of a Markdown heading on the next line ("# ", up to
    "###### "), with no punctuation at the end of the first: a heading starts a text of its own."""
    for lang, origin, first, second in _pairs(sents, _covered()):
        cut = _elide_across(first, second, lang, rng)
        if cut is None:
            continue
        source = f"{first}\n{'#' * rng.randint(1, 6)} {second}"
        yield Case(lang, source, f"{cut[0]} \u2026 {cut[1]}", False, origin, _ELISION_REFUSALS)


def _quads(sents: Sequence[Sentence]) -> Iterator[Tuple[str, str, Tuple[str, str, str, str]]]:
    """(lang, origin, four different sentences of one language, without closing marks, none of
    them inside another, none holding a negation): the cells of a table of two rows."""
    for lang, group in sorted(by_lang(sents).items()):
        if lang not in _covered():
            continue
        for n, s in enumerate(group):
            if any(regex.search("[?\uff1f\u061f\u00bf\u055e\u037e]", group[(n + k) % len(group)].text) for k in range(4)):
                continue  # a question quoted without its mark is refused for that (question_cut)
            texts = [_body(group[(n + k) % len(group)].text) for k in range(4)]
            if len({fold_match_text(t) for t in texts}) < 4 or not all(texts) or any(map(_ends_with_figure, texts)):
                continue  # (a figure ending a cell may be read with what follows it)
            if any(_inside(a, b) for k, a in enumerate(texts) for b in texts[k + 1 :]):
                continue
            if all(_negation_free(t, lang) for t in texts):
                yield lang, s.origin, (texts[0], texts[1], texts[2], texts[3])


def _two_row_table(rng: random.Random, cells: Tuple[str, str, str, str]) -> str:
    """Cells a, b (first row) and c, d (second row) as a table: ruled (any rule of
    :data:`charclasses.TABLE_RULES`, with outer rules and a header, or without), tab-separated,
    or in HTML ("<tr>", "<td>")."""
    from spacy_quoteverify import charclasses

    a, b, c, d = cells
    bar = rng.choice(sorted(charclasses.TABLE_RULES))
    return rng.choice(
        (
            f"{bar} A {bar} B {bar}\n{bar}---{bar}---{bar}\n{bar} {a} {bar} {b} {bar}\n{bar} {c} {bar} {d} {bar}",
            f"{a} {bar} {b}\n{c} {bar} {d}",
            f"{a}\t{b}\n{c}\t{d}",
            f"<table><tr><td>{a}</td><td>{b}</td></tr><tr><td>{c}</td><td>{d}</td></tr></table>",
            f"<table>\n<tr><th>{a}</th> <td>{b}</td></tr>\n<tr><th>{c}</th> <td>{d}</td></tr>\n</table>",
            f"<TABLE><TR><TD><p>{a}</p></TD><TD><b>{b}</b></TD></TR><TR><TD><p>{c}</p></TD><TD>&nbsp;<i>{d}</i></TD></TR></TABLE>",
            f"{a} {bar} {b}<br>{c} {bar} {d}",
        )
    )


@case_class("adv_elision_into_another_rows_cell", faithful=False)
def elision_into_another_rows_cell(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Drug A … 12%" from the rows "Drug A | 5%" and "Drug B | 12%": an elision from a row's first
    cell to a later cell of the next row gives that row's value to the first row's label. Each
    cell starts a text of its own, but only the first cell of a row is read as a start there."""
    for lang, origin, cells in _quads(sents):
        yield Case(lang, _two_row_table(rng, cells), f"{cells[0]} \u2026 {cells[3]}", False, origin, ("crosses_sentence",))


@case_class("adv_elision_along_a_row_or_to_the_next", faithful=True)
def elision_along_a_row_or_to_the_next(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from a row's first cell to the next cell of that row ("Drug A … 5%"), to the
    next row's first cell ("Drug A … Drug B"), or down the second column ("5% … 12%"; the items
    of a numbered list laid out with tabs: "1.<tab>Mix the flour." … "Add the water"): verified."""
    for lang, origin, cells in _quads(sents):
        first, then = rng.choice(((0, 1), (0, 2), (1, 3)))
        yield Case(lang, _two_row_table(rng, cells), f"{cells[first]} \u2026 {cells[then]}", True, origin)


def _layouts(rng: random.Random, first: str, second: str) -> str:
    """The two sentences, without a mark at the end of the first, in two parts of a layout that
    ends the first whatever its punctuation: a heading and the line after it, a line on each side
    of a separating line (a thematic break, a heading's underline, a code fence), two rows of a
    table drawn without outer rules (by any rule of :data:`charclasses.TABLE_RULES`) or of
    tab-separated values, a label written whole in emphasis, two items of a list on one line
    parted by a bullet (any Unicode names a bullet or a middle dot, or a geometric shape)."""
    from spacy_quoteverify import charclasses

    bar = rng.choice(sorted(charclasses.TABLE_RULES))
    bullets = sorted(charclasses.INLINE_BULLETS)
    bullet = rng.choice([b for b in bullets if ord(b) < 0x10000])
    layouts = (
        f"{'#' * rng.randint(1, 6)} {first}\n{second}",
        f"{first}\n{rng.choice(('---', '===', '***', '___', '* * *', '```', '- - -', '~~~'))}\n{second}",
        f"{first} {bar} 1\n{second} {bar} 2",
        f"A {bar} B\n--- {bar} ---\n{first} {bar} 1\n{second} {bar} 2",
        f"{first}\t1\n{second}\t2",
        "{0}{1}{2}{0}{3}\n{4}".format(rng.choice(("**", "__")), first, *rng.choice((("", ""), (":", ""), ("", ":"))), second),
        f"{first} {bullet} {second}",
    )
    return rng.choice(layouts)


def _ends_with_figure(text: str) -> bool:
    """A figure (a digit or a number character) ends ``text``: a symbol a space after it may be
    the figure's own ("95 \uffed"), so the text is not quoted apart from it."""
    return bool(regex.search(r"\p{N}\W*$", text))


@case_class("adv_elision_across_layout", faithful=False)
def elision_across_layout(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from one part of a layout into the middle of the next (:func:`_layouts`): a
    heading, a separating line, a table row without outer rules, tab-separated values, a label in
    emphasis or a bullet inside a line ends a text, whatever mark it lacks."""
    yield from _elisions_across(sents, rng, _layouts)


@case_class("adv_layout_part_kept", faithful=True)
def layout_part_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The text of one part of a layout (:func:`_layouts`), quoted whole: verified."""
    for lang, origin, first, second in _pairs(sents, _covered()):
        source = _layouts(rng, first, second)
        kept = rng.choice((first, second))
        if kept == first and _ends_with_figure(first) and f"{first} " in source:
            kept = second  # a symbol after a figure may be the figure's: refused when in doubt
        yield Case(lang, source, kept, True, origin)


def _questions(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, int]]:
    """(sentence, the sentence asked, where its last word starts): each real sentence of a
    language written without spaces, its final mark replaced by a question or exclamation mark
    (ASCII, full-width or doubled), its last one to three characters of that script taken as its
    particle."""
    from spacy_quoteverify.charclasses import UNSPACED_RE

    marks = ("?", "\uff1f", "!", "\uff01", "?!", "??")
    for lang, group in by_lang(sents).items():
        if lang not in UNSPACED:
            continue
        for s in group:
            text = regex.sub(r"[\p{P}\s]+$", "", s.text)
            cut = len(text) - rng.randint(1, 3)
            if cut < 6 or not all(UNSPACED_RE.match(c) and unicodedata.category(c)[0] == "L" for c in text[cut - 1 :]):
                continue
            yield s, text + rng.choice(marks), cut


@case_class("adv_question_particle_cut", faithful=False)
def question_particle_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A question or exclamation of a script written without spaces ("这种药有效吗？", "この薬は効果が
    あるか？") quoted without its last characters, the particle that alone may make it one: a
    statement of what the source asks."""
    for s, asked, cut in _questions(sents, rng):
        yield Case(s.lang, asked, asked[:cut], False, s.origin, ("question_cut",))


@case_class("adv_question_kept", faithful=True)
def question_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same question quoted whole, its mark kept, or an exclamation quoted up to its mark (left
    out as edge typography): verified. (A question's words quoted whole without its mark state
    what it asks: ``adv_question_words_stated``.)"""
    from spacy_quoteverify.charclasses import QUESTION_TERMINALS

    for s, asked, _cut in _questions(sents, rng):
        words = regex.sub(r"[\p{P}]+$", "", asked)
        asks = any(c in QUESTION_TERMINALS for c in asked[len(words):])
        yield Case(s.lang, asked, asked if asks else words, True, s.origin)


# --------------------------------------------------------------------------
# Faithful: abbreviations end no sentence; a Korean particle after the quoted end


@case_class("adv_elision_over_abbreviation", faithful=True)
def elision_over_abbreviation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision over an abbreviation written into a sentence before a lower-case word or a
    number ("as shown in Fig. 2 the rate rose" quoted "as shown … the rate rose")."""
    for lang, group in _spaced(sents, 5).items():
        if lang not in _covered():
            continue
        for s, w in group:
            for _ in range(4):
                k = rng.randint(2, len(w) - 2)
                if not (_lower_start(w[k]) and _plain(w[k - 1 : k + 1])):
                    continue
                abbr = _abbreviation_for(lang, s.text, rng)
                inserted = abbr + rng.choice(("", " 2"))
                if not _negation_free(inserted, lang):
                    continue
                if inserted.endswith(" 2") and end_problem(fold_match(f"2 {' '.join(w[k:])}"), 1) is not None:
                    continue  # "2 por mil millones": the words after the figure are its unit ("por mil")
                source = " ".join(w[:k] + [inserted] + w[k:]) + "."
                quote = " ".join(w[:k]) + " \u2026 " + " ".join(w[k:])
                yield Case(lang, source, quote, True, s.origin)
                break


@lru_cache(maxsize=1)
def _particles() -> Tuple[FrozenSet[str], FrozenSet[str], FrozenSet[str]]:
    data = json.loads((_DATA / "particles" / "ko.json").read_text(encoding="utf8"))
    anywhere = set(data["any"])
    return (
        frozenset(anywhere | set(data["after_consonant"])),
        frozenset(anywhere | set(data["after_vowel"])),
        frozenset(anywhere | set(data["after_consonant"]) | set(data["after_rieul"])),
    )


def _particle_split(word: str) -> Optional[int]:
    """Where a particle that agrees with the syllable before it starts in a Hangul word."""
    after_consonant, after_vowel, after_rieul = _particles()
    for cut in range(len(word) - 1, 0, -1):
        stem_last, rest = word[cut - 1], word[cut:]
        if not (0xAC00 <= ord(stem_last) <= 0xD7A3 and regex.fullmatch(r"\p{Hangul}+", rest)):
            continue
        final = (ord(stem_last) - 0xAC00) % 28
        allowed = after_vowel if final == 0 else after_rieul if final == 8 else after_consonant
        if rest in allowed:
            return cut
    return None


@case_class("adv_korean_particle_end", faithful=True)
def korean_particle_end(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Korean quotation that stops before the particle of its last word ("환자 120명" in
    "환자 120명이 참여했다")."""
    for s in sents:
        if s.lang != "ko":
            continue
        words = _words(s.text)
        for n in range(1, len(words)):
            word = regex.sub(r"[^\p{Hangul}\d]+$", "", words[n])
            cut = _particle_split(word)
            if cut is None:
                continue
            if n < 2:
                continue
            # Three words at least: shorter quoted texts are not read as quotations in an answer.
            start = rng.randint(0, n - 2)
            quote = " ".join(words[start:n] + [word[:cut]])
            if len(quote) >= 12:
                yield Case("ko", s.text, quote, True, s.origin)


# --------------------------------------------------------------------------
# Deciders: what the match check refuses for content stays refused


@case_class("adv_decide_edit_keeps_refusal", faithful=False)
def decide_edit_keeps_refusal(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Quotations whose every character is in the source (the edit-distance window is
    verbatim) but that the match check refuses for what they say: a number cut short, a word
    cut short, a negation elided. ``tests/test_verdict.py`` runs them (and every other refused
    class) with ``decide="edit"`` and ``"both"`` too."""
    from spacy_quoteverify.lang.lexicons import negation_lexicon

    for lang, group in _spaced(sents, 5).items():
        for s, w in group:
            k = rng.randint(2, len(w) - 2)
            if not _plain(w[k - 1 : k + 1]):
                continue
            change = rng.choice(("number", "word", "negation"))
            if change == "number":
                figure = str(rng.randint(10, 99))
                source = " ".join(w[:k] + [figure + "0"] + w[k:]) + "."
                yield Case(lang, source, " ".join(w[:k] + [figure]), False, s.origin, ("number_cut",))
            elif change == "word" and len(w[k]) >= 5 and lang not in ("ko",):
                source = s.text
                quote = " ".join(w[:k] + [w[k][:-2]])
                if fold_match_text(quote + " ") not in fold_match_text(source):
                    yield Case(lang, source, quote, False, s.origin, ("word_cut",))
            elif change == "negation" and lang in _covered():
                words = sorted(negation_lexicon(lang).words)
                # Entries the checker reads as negations written as they are (how each entry is
                # spelled in running text is the lexicon tests' concern).
                plain = [x for x in words if _WORD_RE.match(x) and len(x) >= 2 and not _negation_free(fold_match_text(x), lang)]
                if not plain:
                    continue
                neg = rng.choice(plain)
                source = " ".join(w[:k] + [neg] + w[k:]) + "."
                quote = " ".join(w[:k]) + " \u2026 " + " ".join(w[k:])
                yield Case(lang, source, quote, False, s.origin, ("negation_elided",))


# --------------------------------------------------------------------------
# Thai and Lao: a space ends a sentence or a clause


def _thai_clauses(sents: Sequence[Sentence]) -> Iterator[Tuple[Sentence, List[Tuple[int, int]]]]:
    """Two real Thai or Lao sentences written as Thai writes them, a space between (and each
    sentence's own spaces kept), with the span of the first's last run of letters and of the
    second's first."""
    groups: Dict[str, List[Sentence]] = {}
    for s in sents:
        if s.lang in ("th", "lo") and "\n" not in s.text and regex.search(r"[\p{Thai}\p{Lao}]{6}", s.text):
            groups.setdefault(s.lang, []).append(s)
    for lang, group in sorted(groups.items()):
        for first, second in zip(group, group[1:] + group[:1]):
            text = f"{first.text.rstrip()} {second.text.lstrip()}"
            runs = [(m.start(), m.end()) for m in regex.finditer(r"[\p{Thai}\p{Lao}]+", text)]
            cut = len(first.text.rstrip())
            left = [r for r in runs if r[1] == cut]
            right = [r for r in runs if r[0] == cut + 1]
            if left and right and left[0][1] - left[0][0] >= 6 and right[0][1] - right[0][0] >= 6:
                yield Sentence(lang, text, f"{first.origin} + {second.origin}"), [left[0], right[0]]


@case_class("adv_thai_elision_resumes_inside_next_clause", faithful=False)
def thai_elision_resumes_inside_next_clause(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An elision from inside one clause of a real Thai or Lao sentence across the space that
    ends it, resuming inside the next clause ("ยอดขาย…เพิ่มขึ้นร้อยละสามสิบ" of "ยอดขายลดลง...
    ค่าใช้จ่ายเพิ่มขึ้น..."): the space is where Thai writes a full stop; refused."""
    for s, spans in _thai_clauses(sents):
        (a1, b1), (a2, b2) = spans[0], spans[1]
        cut1 = a1 + (b1 - a1) // 2
        cut2 = a2 + max(2, (b2 - a2) // 3)
        if not s.text[a2:cut2].strip() or cut2 >= b2 - 2:
            continue
        # A cut by characters may fall inside a word, which is refused for that first (word_cut).
        yield Case(s.lang, s.text, f"{s.text[a1:cut1]}\u2026{s.text[cut2:b2]}", False, s.origin, ("crosses_sentence", "word_cut"))


@case_class("adv_thai_elision_resumes_at_next_clause", faithful=True)
def thai_elision_resumes_at_next_clause(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same elisions resuming where the next clause starts: verified."""
    for s, spans in _thai_clauses(sents):
        (a1, b1), (a2, b2) = spans[0], spans[1]
        yield Case(s.lang, s.text, f"{s.text[a1:b1]}\u2026{s.text[a2:b2]}", True, s.origin)


# --------------------------------------------------------------------------
# An aside in brackets


#: A pair of dashes that sets an aside off, as typographers write it: every spaced dash of
#: Unicode's Pd that is no hyphen, two hyphens or one spaced, and the em dash or horizontal
#: bar closed up to the words (the en dash closed up is a range: "5–10").
def _dash_pairs() -> List[Tuple[str, str]]:
    import unicodedata as ud

    spaced = sorted(c for c in map(chr, range(0x2000, 0x2E60)) if ud.category(c) == "Pd" and c not in "\u2010\u2011")
    return [(f" {d} ", f" {d} ") for d in [*spaced, "--", "-"]] + [("\u2014", "\u2014"), ("\u2015", "\u2015")]


def _aside_cases(sents: Sequence[Sentence], rng: random.Random, into: bool, dashes: bool = False) -> Iterator[Case]:
    """The cases of :func:`elision_into_bracketed_aside` (``into``) and
    :func:`elision_over_bracketed_aside`; with ``dashes``, of the aside set off by a pair of
    dashes (:func:`elision_into_dash_aside`)."""
    from spacy_quoteverify import charclasses
    from spacy_quoteverify.lang.negation import elision_problem

    if dashes:
        pairs = _dash_pairs()
    else:
        pairs = [(f" {o}", f"{c} ") for o, c in sorted({**charclasses.PARENTHESES, **charclasses.REFERENCE_BRACKETS, **charclasses.OTHER_BRACKETS}.items())]
    groups = _spaced(sents)
    n = 0
    for lang, group in groups.items():
        if lang not in _covered():
            continue
        for k, (sentence, words) in enumerate(group):
            aside = group[(k + 1) % len(group)][1]
            if aside == words or len(aside) < 4 or not _plain(words) or not _plain(aside):
                continue
            opening, closing = pairs[n % len(pairs)]
            n += 1
            cut = rng.randint(2, len(words) - 2)
            head, tail = " ".join(words[:cut]), " ".join(words[cut:])
            source = f"{head}{opening}{' '.join(aside)}{closing}{tail}."
            if into:
                # The quotation leaves the sentence's words for the aside's last ones, or the
                # aside's first for the sentence's tail, no bracket of it shown (a quotation that
                # shows one, "Firmware … UEFI)", is read as shown).
                inner = " ".join(aside[rng.randint(1, len(aside) - 2) :])
                quote = f"{head} \u2026 {inner}" if n % 2 else f"{' '.join(aside[1:3])} \u2026 {tail}"
                if _inside(inner if n % 2 else " ".join(aside[1:3]), " ".join(words)):
                    continue  # the aside's piece found in the sentence too is placed there
            else:
                quote = f"{head} \u2026 {tail}"
            if any(_inside(piece, other) for piece in (head, tail) for other in (" ".join(aside),)) or not _negation_free(source, lang):
                continue  # a piece found in the aside too is placed there; a negation is another class
            if any(elision_problem(" ".join(aside), source, named) for named in (lang, None)):
                continue  # an aside that holds a word of denial ("banning") is refused left out: another class
            yield Case(lang, source, quote, not into, f"{sentence.origin} aside {opening.strip()}{closing.strip()}", () if not into else ("crosses_sentence",))


@case_class("adv_elision_into_dash_aside", faithful=False)
def elision_into_dash_aside(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Another real sentence set off by a pair of dashes inside a sentence (every dash of
    Unicode spaced, the em dash closed up), and a quotation whose elision goes from the sentence
    into the aside or out of it ("The treated group … 12% mortality" of "The treated group —
    placebo: 12% mortality — had 5% mortality"): refused with crosses_sentence."""
    yield from _aside_cases(sents, rng, into=True, dashes=True)


@case_class("adv_elision_over_dash_aside", faithful=True)
def elision_over_dash_aside(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the elision leaves the whole aside out, dashes and all: verifies."""
    yield from _aside_cases(sents, rng, into=False, dashes=True)


@case_class("adv_elision_into_bracketed_aside", faithful=False)
def elision_into_bracketed_aside(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Another real sentence put in brackets inside a sentence (every pair of parentheses,
    reference and other brackets Unicode has), and a quotation whose elision goes from the
    sentence into the aside or out of it ("The treated group … 12% mortality" of "The treated
    group (placebo: 12% mortality) had 5% mortality"): refused with crosses_sentence."""
    yield from _aside_cases(sents, rng, into=True)


@case_class("adv_elision_over_bracketed_aside", faithful=True)
def elision_over_bracketed_aside(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the elision leaves the whole aside out, brackets and all: verifies."""
    yield from _aside_cases(sents, rng, into=False)


# --------------------------------------------------------------------------
# Lines of labels and values ("Drug A: 5%")


def _label_cases(sents: Sequence[Sentence], rng: random.Random, across: bool) -> Iterator[Case]:
    """The cases of :func:`elision_across_label_lines` (``across``) and :func:`quote_inside_label_line`."""
    for lang, origin, first, second in _pairs(sents, _covered()):
        if lang in UNSPACED:
            continue
        a, b = _words(first), _words(second)
        if len(a) < 4 or len(b) < 4 or not _plain(a[:2]) or not _plain(b[:2]):
            continue
        label_a, label_b = " ".join(a[:2]), " ".join(b[:2])
        value_a, value_b = " ".join(a[2:]), " ".join(b[2:])
        colon = rng.choice((":", ":", "\uff1a"))
        source = f"{label_a}{colon} {value_a}\n{label_b}{colon} {value_b}\n"
        if across:
            cut = rng.randint(1, len(b) - 3)
            tail = " ".join(b[2 + cut :]) if 2 + cut < len(b) else ""
            if not tail or _inside(tail, first) or _inside(label_a, second):
                continue
            yield Case(lang, source, f"{label_a}{colon} \u2026 {tail}", False, origin, _ELISION_REFUSALS)
        else:
            yield Case(lang, source, f"{label_b}{colon} {value_b}", True, origin)


@case_class("adv_elision_across_label_lines", faithful=False)
def elision_across_label_lines(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Two lines of a label and its value ("Drug A: 5%" over "Drug B: 12%"), from real sentences,
    and an elision from the first line's label into the second line's value ("Drug A: … 12%"):
    refused. Lines of labels in a row are a list, each line an item of its own."""
    yield from _label_cases(sents, rng, across=True)


@case_class("adv_quote_inside_label_line", faithful=True)
def quote_inside_label_line(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: one line's label and value quoted whole: verifies."""
    yield from _label_cases(sents, rng, across=False)
