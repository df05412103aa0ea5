"""Whole words, whole numbers and sentence ends in folded text.

A passage found inside a longer word or number is not a quotation of it:
"5%" is not in "25%", "20" is not in "200", "inferior" is not in
"non-inferior". These functions decide, for a candidate place ``[i, j)`` of a
folded source, whether it starts and ends on a boundary, and they locate the
sentence ends that the elision rules reason about. Where the folded text has
lost a distinction (an em dash and a hyphen both fold to "-"; a thin space and
a space both fold to " "), the original character is consulted.
"""
from __future__ import annotations

import bisect
import json
import re
import unicodedata
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Callable, Dict, FrozenSet, Iterable, List, NamedTuple, Optional, Set, Tuple

import regex

from spacy_quoteverify import charclasses, reasons
from spacy_quoteverify.charclasses import enclosed_numeral, kind
from spacy_quoteverify.lang import lexicons, negation
from spacy_quoteverify.lang.guess import function_word_anywhere, function_word_languages
from spacy_quoteverify.text.fold import Folded, fold_match_text
from spacy_quoteverify.text.sentences import abbreviations, abbreviations_before_a_word, item_start

#: Math symbols that, before a number, are its sign or comparison (every one, see charclasses).
_COMPARISON = charclasses.COMPARISON_SIGNS
#: Negations written onto the word they negate in Chinese and Japanese: a quotation
#: may not start right after one ("同意" in "不同意", "没有同意"). They are the entries of
#: the Chinese and Japanese negation lexicons written in ideographs alone; Thai
#: negations (ไม่, มิได้, ไม่มี...) likewise come from the Thai lexicon.
_NEGATING_PREFIX = tuple(
    sorted(
        w
        for lang in ("zh", "ja")
        for w in lexicons.negation_lexicon(lang).words | frozenset(lexicons.negation_lexicon(lang).substrings)
        if regex.fullmatch(r"\p{Script=Han}+", w)
    )
)
_THAI_NEGATION_BEFORE = tuple(
    sorted(lexicons.negation_lexicon("th").words | frozenset(lexicons.negation_lexicon("th").substrings))
)
_PERCENT = charclasses.PERCENT_SIGNS
#: Operators people type with ASCII characters that Unicode files as punctuation
#: (the others, < = > + ~ ^, are math or modifier symbols already): "2*3", "5/6", "#4".
_ASCII_OPERATORS = frozenset("*/#")


@lru_cache(maxsize=65536)
def attached(ch: str) -> bool:
    """A character that belongs to a number it touches, glued or across one space.

    Every symbol (General_Category Sm, Sc, Sk, So: operators, relation signs,
    currency, degree signs), the ASCII stand-ins typed for operators, percent and
    per-mille signs of every script, and the other numerals that are not list marks
    (superscripts, subscripts, vulgar fractions). The ASCII vertical line is left
    out: it draws the cells of a plain-text table ("| 5 mg |").
    """
    if ch == "|":
        return False
    cat = charclasses.category(ch)
    if cat in ("Sm", "Sc", "Sk", "So"):
        return True
    if cat == "No":
        return not enclosed_numeral(ch)
    if ch in _ASCII_OPERATORS or unicodedata.normalize("NFKC", ch) in _ASCII_OPERATORS:
        return True
    return ch in _PERCENT


@lru_cache(maxsize=4096)
def decimal_mark(ch: str) -> bool:
    """A mark that, written right before a digit, starts a decimal fraction (".5", "·5", "٫5").

    Full stops and commas of every width (by NFKC), the Arabic decimal and thousands
    separators and the middle dots, which several traditions write as the decimal point
    ("0·5 mg/kg"; U+2024 ONE DOT LEADER folds to a full stop by NFKC).
    """
    if unicodedata.normalize("NFKC", ch) in (".", ","):
        return True
    name = unicodedata.name(ch, "")
    return "DECIMAL" in name or "THOUSANDS SEPARATOR" in name or "MIDDLE DOT" in name


# --------------------------------------------------------------------------
# The edges of a passage (both matchers trim them alike)

#: The edge marks that are decimal marks: kept before a digit (".5 mg" is not "5 mg").
_EDGE_DECIMALS = "".join(sorted(c for c in charclasses.EDGE_TRIMMED if decimal_mark(c)))
_LEAD_EDGE_RE = regex.compile(
    rf"(?:(?![{regex.escape(_EDGE_DECIMALS)}]\d)[{regex.escape(''.join(sorted(charclasses.EDGE_TRIMMED)))}]"
    # A sign stays before a number, a decimal mark or a symbol glued to one ("-5", "-.5", "-$5", "-%5"),
    # and before a number a space on ("- 5 degrees": a minus written spaced, not a dash to drop).
    rf"|-(?![\d.]|[{regex.escape(_EDGE_DECIMALS)}]\d|[\p{{S}}{regex.escape(''.join(sorted(_PERCENT)))}]\d| +\d)"
    rf"|[{''.join(sorted(charclasses.CIRCLED_NUMERALS))}])+"
)
#: Every character a passage's end loses, for str.rstrip (a pattern would be tried at every position).
_TRAIL_EDGE = "".join(sorted(charclasses.TRAIL_TRIMMED))
#: A word of Greek letters ending where the trimmed end stops: a ";" after it is Greek's question
#: mark (U+037E is canonically ";", and Greek text types ";" for it), content as "?" is.
_GREEK_WORD_END = regex.compile(r"(?:\p{Script=Greek}\p{M}*){2}\Z")


def edge_span(folded: str) -> Tuple[int, int]:
    """``(a, b)`` such that ``folded[a:b]`` is a folded passage without the typography at its edges.

    Leading: :data:`~spacy_quoteverify.charclasses.EDGE_TRIMMED` (but a decimal mark before a
    digit), a dash that is not a sign before a number, a circled list numeral. Trailing:
    :data:`~spacy_quoteverify.charclasses.TRAIL_TRIMMED`, but a ";" after a Greek word (the
    Greek question mark).

    >>> text = "...rose to -5%, said."
    >>> a, b = edge_span(text); text[a:b]
    'rose to -5%, said'
    >>> text = ", .5 mg"
    >>> a, b = edge_span(text); text[a:b]
    '.5 mg'
    >>> text = "είναι ασφαλές;"
    >>> a, b = edge_span(text); text[a:b]
    'είναι ασφαλές;'
    """
    lead = _LEAD_EDGE_RE.match(folded)
    a = lead.end() if lead else 0
    b = max(a, len(folded.rstrip(_TRAIL_EDGE)))
    if folded[b : b + 1] == ";" and _GREEK_WORD_END.search(folded, a, b):
        b += 1
    return a, b


def ends_statement(folded: str, b: int) -> bool:
    """The trailing edge ``folded[b:]`` that :func:`edge_span` trims off a passage holds a sentence
    terminal (Unicode Sentence_Terminal, any script: ".", "。", "।", "።"...): the quotation
    presents its end as the end of a statement.

    >>> text = "the drug is safe."
    >>> ends_statement(text, edge_span(text)[1])
    True
    >>> text = "the drug is safe,"
    >>> ends_statement(text, edge_span(text)[1])
    False
    """
    return any(c in charclasses.SENTENCE_TERMINALS for c in folded[b:])


_ASK_CLASS = regex.escape("".join(sorted(charclasses.ASKING_MARKS)))
#: What may stand between the end of a sentence's words and its final mark: white space, closing
#: brackets and quote marks ("safe ?", "safe)?", "«safe»?"; folding drops most quote marks), and
#: the full stops of the edge punctuation, which a quotation may lose at its end anyway (an
#: ellipsis, "safe...?", or an abbreviation's dot, "Inc.?": the words still end a question).
_FULL_STOPS = frozenset(
    c
    for c in charclasses.EDGE_PUNCTUATION
    if all(x in charclasses.SENTENCE_TERMINALS for x in unicodedata.normalize("NFKC", c))  # "…" is "..."
)
_CLOSERS_CLASS = r"\s\p{Pe}\p{Pf}" + regex.escape("".join(sorted(charclasses.QUOTE_MARKS | _FULL_STOPS)))
_ASKED_RE = regex.compile(rf"[{_CLOSERS_CLASS}]*+(?:(?P<ask>[{_ASK_CLASS}])|;)")


def asks_after(S: str, j: int) -> bool:
    """In folded text ``S``, the words ending at ``j`` end a question or an exclamation: after
    white space, closing brackets or quote marks and full stops only, an asking mark
    (:data:`~spacy_quoteverify.charclasses.ASKING_MARKS`) follows, or a ";" after a Greek word
    (the Greek question mark, as in :func:`edge_span`).

    >>> asks_after("is the drug safe? no", 16)
    True
    >>> asks_after("the drug is safe. no", 16)
    False
    >>> asks_after("είναι ασφαλέσ; όχι", 13)
    True
    """
    m = _ASKED_RE.match(S, j)
    if m is None:
        return False
    return m.group("ask") is not None or bool(_GREEK_WORD_END.search(S, max(0, j - 16), j))


#: The most characters of an unspaced script a question's last word (its particle) is read as:
#: Chinese "吗", Japanese "ですか", Thai "ไหม", "หรือไม่".
_PARTICLE_CHARS = 6


def _last_word_asks(S: str, j: int) -> bool:
    """The text after folded ``j`` up to a question or exclamation mark (:func:`asks_after`) is at
    most :data:`_PARTICLE_CHARS` characters of a script written without spaces, glued on: a
    passage ending at ``j`` leaves out the particle that alone may make its sentence a question or
    an exclamation (Chinese "吗", Japanese "か", Thai "ไหม"), and states what the source asks.
    (In a spaced script a question also shows in its word order, and a quotation often stops a
    word short of the question mark: that is left to the words.)

    >>> _last_word_asks("这种药有效吗?", 5), _last_word_asks("这种药有效。", 5)
    (True, False)
    """
    k = j
    while k < len(S) and k - j < _PARTICLE_CHARS and kind(S[k]) in ("U", "M"):
        k += 1
    return k > j and asks_after(S, k) and not _GREEK_WORD_END.search(S, max(0, k - 16), k)


@lru_cache(maxsize=4096)
def joins_digits(ch: str) -> bool:
    """Written between two digits (no space), ``ch`` makes them one number: "1.5", "1·5", "3:1", "1/2".

    Every decimal mark; the number separators (:data:`~spacy_quoteverify.charclasses.NUMBER_SEPARATORS`),
    connector punctuation ("1_000") and any other punctuation (Po), unless it ends a sentence
    (a Chinese "12。3" is two sentences).
    """
    if decimal_mark(ch):
        return True
    cat = charclasses.category(ch)
    return (ch in charclasses.NUMBER_SEPARATORS or cat in ("Pc", "Po")) and ch not in charclasses.SENTENCE_TERMINALS

def _glued_terminal(ch: str) -> bool:
    """A sentence terminal (Unicode Sentence_Terminal, any script) that :func:`joins_digits` does not
    read as a decimal mark: written between two digits with no space ("2｡5", "۲۔۵", "2።5") it may end
    a sentence or be the mark a text typed for a decimal point, so a passage may not end there."""
    return ch in charclasses.SENTENCE_TERMINALS and not joins_digits(ch)


def _ideographic_stop(ch: str) -> bool:
    """The ideographic full stop of every width ("。", "｡", "︒"): text in Han, kana or Hangul writes no
    space after it, so a sentence that opens with a figure ("…增长了12。2019年，…") follows it glued."""
    return unicodedata.normalize("NFKC", ch) == "。" or "IDEOGRAPHIC FULL STOP" in unicodedata.name(ch, "")


#: The package data, found through importlib so that it also works from a zip or wheel.
_DATA_DIR = Path(str(resources.files("spacy_quoteverify") / "data"))


def _is_clause_dash(F: Folded, pos: int) -> bool:
    """Folded position ``pos`` holds "-" that was an en/em dash or "--" in the original."""
    s, e = F.offsets.start(pos), F.offsets.end(pos)
    orig = F.written(s, e)
    if orig and orig[0] in charclasses.CLAUSE_DASHES:
        return True
    if orig == "-":
        o = F.original
        return (s > 0 and o[s - 1] == "-") or (e < len(o) and o[e] == "-")
    return False


def _is_em_dash(F: Folded, pos: int) -> bool:
    """Folded "-" at ``pos`` was an em dash (or "--"): a clause break, never a sign or range."""
    s, e = F.offsets.start(pos), F.offsets.end(pos)
    orig = F.written(s, e)
    if orig and orig[0] in "\u2014\u2015\u2e3a\u2e3b":
        return True
    o = F.original
    return orig == "-" and ((s > 0 and o[s - 1] == "-") or (e < len(o) and o[e] == "-"))


def _grouping_space(F: Folded, pos: int) -> bool:
    """Folded space at ``pos`` was a digit-grouping space (thin, no-break, figure...)."""
    s, e = F.offsets.start(pos), F.offsets.end(pos)
    return any(c in charclasses.GROUPING_SPACES for c in F.written(s, e))


def _spaced_before(F: Folded, i: int) -> bool:
    """White space of the original, folded away, stood between folded positions ``i - 1`` and ``i``."""
    gap = F.original[F.offsets.end(i - 1) : F.offsets.start(i)]
    return bool(gap) and not gap.strip()


def apostrophe_between(F: Folded, i: int) -> bool:
    """An apostrophe (folded away) stood between folded positions ``i - 1`` and ``i``."""
    gap = F.written(F.offsets.end(i - 1), F.offsets.start(i))
    return bool(gap) and all(c in charclasses.QUOTE_MARKS for c in gap)


def _prev_nonspace(text: str, pos: int) -> int:
    while pos >= 0 and text[pos] == " ":
        pos -= 1
    return pos


def _bullet(F: Folded, pos: int) -> bool:
    """Folded ``pos`` holds the first character of its line, a list bullet (:data:`charclasses.LIST_BULLETS`)
    followed by a space ("* 12 patients"). Another sign there ("5\n\u00b1 2", "5 Mln.\n\u20b2") goes on the line before."""
    s = F.offsets.start(pos)
    o = F.original
    line = o.rfind("\n", 0, s) + 1
    return not o[line:s].strip() and o[s : s + 1] in charclasses.LIST_BULLETS and F.text[pos + 1 : pos + 2] == " "


def _attached_at(F: Folded, pos: int, far: Optional[int] = None) -> Optional[str]:
    """Why the character at folded ``pos`` belongs to a number beside it (None when it does not).

    ``far`` is the position on the symbol's other side when a space stands between it and
    the number: a symbol glued to another number there is that number's ("7% 12").
    """
    S = F.text
    if 0 < pos < len(S):
        pos = _cluster_base(S, pos)  # a symbol with a combining mark on it ("\u2add\u0338", the canonical form of U+2ADC)
    if pos < 0 or pos >= len(S) or not attached(S[pos]) or _bullet(F, pos):
        return None
    if far is not None:
        if S[pos] in charclasses.TABLE_RULES:
            return None  # "| 5 |", "│ 5 │": a spaced rule is the border of a table's cell
        far_kind = kind(S[far]) if 0 <= far < len(S) else ""
        if far_kind == "D":
            return None
        if S[pos] in _ASCII_OPERATORS and far_kind not in ("S", ""):
            return None  # "/usr", "#define": an ASCII stand-in counts spaced on both sides ("5 / 3")
    return reasons.SIGN_DROPPED if charclasses.category(S[pos]) == "Sm" else reasons.NUMBER_CUT


#: White space a reader reads as one space, as a pattern over an original text: spaces of a line,
#: or one line break with spaces of a line around it (a line wrapped there, SPEC: a single line
#: break inside a sentence is a wrap). Where a quotation ends at a figure, what follows it "one
#: space on" follows it across a wrap or a run of spaces as well ("5\nEUR", "500  BC"): reading
#: more white space so only refuses more. A blank line parts the two.
WRAP_SPACE = r"(?:[^\S\n]*\n[^\S\n]*|[^\S\n]+)"


def _one_space(F: Folded, pos: int, wrap: bool = True) -> bool:
    """Folded ``pos`` holds a space that was :data:`WRAP_SPACE` in the original: spaces of a line,
    or one line break among them, before a line that opens no list item, heading or table row and
    is no rule ("===" under a heading). ``wrap`` False: no line break (a fraction opening the next
    line starts an item of a recipe's list: "Serves 4\n1/2 cup sugar")."""
    if F.text[pos : pos + 1] != " ":
        return False
    # The original may hold more than the space when a canonical recomposition took in the
    # characters after it (" \u2adc" folds to " \u2add\u0338" as one piece): one space is one space.
    end = F.offsets.end(pos)
    orig = F.written(F.offsets.start(pos), end)
    spaces = "".join(c for c in orig if c in charclasses.SPACES).replace("\r\n", "\n")
    breaks = sum(1 for c in spaces if c in charclasses.LINE_BREAKS)
    if breaks == 0:
        return bool(spaces)
    if breaks > 1 or not wrap:
        return False
    line_end = F.original.find("\n", end)
    line = F.original[end : len(F.original) if line_end < 0 else line_end]
    return item_start(line) is None and _RULE_LINE_RE.fullmatch(line) is None


#: A line of one mark repeated: a rule, or the underline of a heading ("===", "---", "***").
_RULE_LINE_RE = regex.compile(r"[^\S\n]*([\p{P}\p{S}])\1{2,}[^\S\n]*")


def _space_grouped(F: Folded, sp: int) -> bool:
    """The space at ``sp`` may group one number's digits: 1 to 3 digits before it, exactly 3 after ("1 200").

    Only a single plain space counts (a line break or a run of spaces separates).
    """
    S = F.text
    if F.written(F.offsets.start(sp), F.offsets.end(sp)) != " ":
        return False
    k = sp - 1
    while k >= 0 and charclasses.category(S[k]) == "Nd":
        k -= 1
    if not 1 <= sp - 1 - k <= 3:
        return False
    group = S[sp + 1 : sp + 4]
    if len(group) < 3 or not all(charclasses.category(c) == "Nd" for c in group):
        return False
    return kind(S[sp + 4 : sp + 5]) != "D"


def _ends_word_before(S: str, pos: int) -> bool:
    """The mark at ``pos`` ends the word before it: a full stop or comma glued to a word of a
    spaced script ("trial.5 patients"), or a comma glued to text of an unspaced one ("他说,5个")."""
    before = kind(S[pos - 1 : pos])
    if before == "L":
        return True
    return before == "U" and unicodedata.normalize("NFKC", S[pos]) == ","


def _starts_number(S: str, i: int) -> bool:
    """A number starts at ``i``: a digit, or a sign, decimal mark or symbol right before one
    ("-5", ".5", "-.5", "$5")."""
    first = S[i]
    if kind(first) == "D":
        return True
    nxt = S[i + 1 : i + 2]
    if attached(first) and kind(nxt) == "D":
        return True
    if first == "-" or decimal_mark(first):
        if kind(nxt) == "D":
            return True
        return first == "-" and bool(nxt) and decimal_mark(nxt) and kind(S[i + 2 : i + 3]) == "D"
    return False


def _cluster_base(S: str, k: int) -> int:
    """Index of the character that the marks ending at ``k`` belong to (``k`` if none)."""
    while k > 0 and kind(S[k]) == "M":
        k -= 1
    return k


def _figure_link() -> str:
    """What links two figures as one ratio, score or range where a passage cannot stop, as a
    pattern over the match view: a colon spaced on both sides (every character that is a colon
    by NFKC: "2 : 1", French typography and score lines, "3 ： 1"), two or more full stops or an
    ellipsis ("1..10", "1…10"), and a prolonged sound mark (katakana "ー", half-width "ｰ"), which
    after a digit prolongs no vowel: it is the dash it looks like, typed by an input method
    ("500ー800円")."""
    bmp = [chr(c) for c in range(0x10000)]
    colons = "".join(c for c in bmp if unicodedata.normalize("NFKC", c) == ":")
    marks = "".join(c for c in bmp if "PROLONGED SOUND MARK" in unicodedata.name(c, ""))
    return rf"(?: [{regex.escape(colons)}] |\.{{2,}}| ?\u2026 ?|[{regex.escape(marks)}])"


_FIGURE_LINK_AFTER_RE = regex.compile(_figure_link() + r"(?=\p{Nd})")
_FIGURE_LINK_BEFORE_RE = regex.compile(r"\p{Nd}" + _figure_link() + r"\Z")


def _unspaced_negation_before(S: str, i: int) -> bool:
    """A negation of a script written without spaces governs a passage starting at folded ``i``:
    it ends right there, whatever script the passage opens with ("不testing"), or with an adverb
    or a verb taking a clause after it (:func:`_after_negation_and_adverb`: "没有明显|降低"), a
    comma, a colon or a dash perhaps between ("研究未证明，|该药物降低死亡率"; the match view writes
    every dash as "-")."""
    if i < 1:
        return False
    prev = S[i - 1]
    if prev in ",:-\uff0c\u3001\uff1a" and i >= 2 and kind(S[i - 2]) == "U" and _after_negation_and_adverb(S, i - 1):
        return True
    if kind(S[i]) != "U" and kind(prev) != "U":
        return False
    if (S.endswith(_NEGATING_PREFIX, 0, i) and not _ends_false_friend(S, i)) or S.endswith(_THAI_NEGATION_BEFORE, 0, i):
        return True
    return _after_negation_and_adverb(S, i)


def start_problem(F: Folded, i: int, scale: bool = True) -> Optional[str]:
    """Why a passage cannot start at folded position ``i`` (None when it can).

    ``scale``: a scale word after a figure ("million" in "5 million") is a cut, and so is a
    start inside a figure written with words in an unspaced script ("สิบ" in "สามสิบ", "五" after
    "五点"); the score of a refusal, which counts runs of words, asks without it (see :func:`end_problem`).
    """
    S = F.text
    first = S[i]
    k0 = kind(first)
    if k0 == "M":
        return reasons.WORD_CUT
    if i == 0:
        return None
    prev = S[i - 1]
    kp = kind(prev)
    if scale and (k0 == "U" or kp in ("U", "M")) and (_number_words_meet(S, i) or _han_figure_cut(S, i, end=False)):
        return reasons.NUMBER_CUT  # "สิบ" is not in "สามสิบ", nor "五" in "五点五"
    if scale and k0 in ("D", "U") and kp in ("D", "U") and _frequency_before(S, i):
        return reasons.NUMBER_CUT  # "5mgを投与された" is not in "1日5mgを投与された", nor "服用5毫克" in "每日服用5毫克"
    if scale and k0 == "D" and prev == " " and _frequency_spaced_before(S, i):
        return reasons.NUMBER_CUT  # "5 мг" is not in "по 5 мг" (5 mg each), nor "5 mg aldı" in "günde iki kez 5 mg aldı"
    if scale and _spaced_fraction_cut(S, i):
        return reasons.NUMBER_CUT  # "1이" is not in "5분의 1이" (a fifth)
    if scale and k0 in ("D", "L", "U") and _ordinal_start(S, i):
        return reasons.NUMBER_CUT  # "5名" is not in "第5名" (fifth place), nor "5" in "thứ 5": the prefix makes it an ordinal
    if scale and (kp == "D" or (prev == " " and i >= 2 and kind(S[i - 2]) == "D")):
        if (k0 in ("L", "D", "U") and _scale_word_at(S, i)) or _percent_word_re().match(S, i):
            return reasons.NUMBER_CUT  # "million dollars" is not in "5 million dollars"
    if scale and k0 == "L" and prev == " " and _spelled_pair_at(F, i - 1):
        return reasons.NUMBER_CUT  # "million people" is not in "five million people"
    if scale and k0 == "L" and prev == " " and _multiplied_at(S, i):
        return reasons.NUMBER_CUT  # "thousands of people" is not in "tens of thousands of people"
    if scale and k0 == "L" and prev == " " and (_fraction_of_scale_at(S, i) or _inside_fraction_phrase(S, i) or _fraction_after_figure(S, i)):
        return reasons.NUMBER_CUT  # "a million" is not in "half a million", nor "thirds of" in "two thirds of"
    if scale and k0 == "L" and prev in (" ", "-") and _roman_range_before(F, i):
        return reasons.NUMBER_CUT  # "IV cancer" is not in "stage II–IV cancer", nor in "II bis IV"
    if scale and k0 == "L" and prev in (" ", "-") and _spelled_range_before(S, i):
        return reasons.NUMBER_CUT  # "three patients" is not in "two to three patients", "zwei oder drei", "two-three"
    if scale and k0 == "L" and prev == " " and _joined_figure_cut(S, i - 1):
        return reasons.NUMBER_CUT  # "cinco pacientes" is not in "treinta y cinco pacientes"
    if scale and k0 == "L" and prev == " " and _sign_word_before(S, i) and _figure_word_at(S, i):
        return reasons.SIGN_DROPPED  # "five degrees" is not in "minus five degrees"
    if _binary_sign_start(F, i):
        return reasons.NUMBER_CUT  # "±2 mg" is not in "5 ±2 mg", nor "×2" in "5×2" or "/2" in "5 /2"
    if _starts_number(S, i):
        if scale and _percent_word_before(S, i):
            return reasons.NUMBER_CUT  # "40" is not in "yüzde 40"
        if scale and prev == " ":
            after_figure = _bound_after_figure(S, i)
            if after_figure is not None:
                # "45,2 millones" of "subieron un 12% hasta 45,2 millones": a bound word after a
                # figure is the "to" of a change, no bound of the next; of a range if the unit repeats.
                return reasons.NUMBER_CUT if after_figure else None
        if scale and (_sign_word_before(S, i) or _word_before(S, i, _comparison_word_res())):
            # "5 °C" is not in "minus 5 °C", nor "5%" in "マイナス5%", "more than 5%" or "約5%":
            # the sign or comparison written as a word is the figure's.
            return reasons.SIGN_DROPPED
        if scale and _fraction_before(S, i):
            return reasons.NUMBER_CUT  # "5 बजे" is not in "साढ़े 5 बजे" (half past five), nor "5" in "halb 5"
        if scale and (prev == " " or kp == "U") and _currency_before(F, i):
            return reasons.NUMBER_CUT  # "5" is not in "EUR 5"
        if scale and _era_before(F, i):
            return reasons.SIGN_DROPPED  # "500年" is not in "紀元前500年": the era is the year's sign
        if scale and (prev == " " or kp == "U") and (_range_before(S, i) or _pair_before(S, i)):
            return reasons.NUMBER_CUT  # "10 mg" is not in "5 to 10 mg": one figure of a range
        if scale and k0 == "D" and prev == " " and _ratio_before(S, i):
            return reasons.NUMBER_CUT  # "5 patients" is not in "1 in 5 patients": the second figure of a ratio
        if first == "-" and kp in ("D", "L", "U"):
            return reasons.NUMBER_CUT
        if prev in "_*" and first != "-":
            # Emphasis around a sign ("__\u2212__5", "*+*5") leaves it the figure's.
            k = i - 1
            while k > 0 and S[k] in "_*":
                k -= 1
            if S[k] in "-+" or S[k] in _COMPARISON:
                return reasons.SIGN_DROPPED
        if (kp == "D" or kp == "L") and not (k0 != "D" and _spaced_before(F, i)):
            # A sign glued to a word or number is its ("<5" in "p<5"); one the folding closed up
            # to a word ("p < 5", spacing around a figure's sign is typography) is not.
            return reasons.NUMBER_CUT
        if joins_digits(prev) and i >= 2 and kind(S[i - 2]) == "D":
            return reasons.NUMBER_CUT
        if i >= 2 and kind(S[i - 2]) == "D" and _glued_terminal(prev) and not _ideographic_stop(prev):
            return reasons.NUMBER_CUT  # unsure: "5 mg" of "2۔5 mg": the stop may be the text's decimal mark
        if _FIGURE_LINK_BEFORE_RE.search(S, max(0, i - 4), i) is not None:
            return reasons.NUMBER_CUT  # "1" is not in "2 : 1", "800円" not in "500ー800円", "10" not in "1..10"
        if k0 == "D" and decimal_mark(prev) and not _ends_word_before(S, i - 1):
            # ".5 mg", "(.5 mg)", "dose=.5": a mark right before a digit is the number's
            # decimal point.
            return reasons.NUMBER_CUT
        if k0 == "D" and prev == " " and kind(S[i - 2 : i - 1]) == "L" and _one_space(F, i - 1) and _unit_after_figure(S, i - 1):
            return reasons.NUMBER_CUT  # "30 min" is not in "12 h 30 min": the figure is "12 h 30"
        if k0 == "D" and prev == " " and _money_and_cents_before(S, i - 1) and _one_space(F, i - 1, wrap=False):
            return reasons.NUMBER_CUT  # "95 le kilo" is not in "3 € 95 le kilo": the price is 3.95 €
        if scale and k0 == "D" and prev == " " and kind(S[i - 2 : i - 1]) in ("L", "M") and _one_space(F, i - 1) and _scale_word_ends(S, i - 1):
            return reasons.NUMBER_CUT  # "500 pacientes" is not in "2 mil 500 pacientes": the figure is 2,500
        if k0 == "D" and _product_before(S, i):
            return reasons.NUMBER_CUT  # "10^-5" is not in "1.2 x 10^-5", nor "10 cm" in "3 x 10 cm"
        if prev == " " and i >= 2 and kind(S[i - 2]) == "D" and (_grouping_space(F, i - 1) or _space_grouped(F, i - 1)):
            return reasons.NUMBER_CUT
        if prev == " " and i >= 2 and kind(S[i - 2]) == "D" and _fraction_at(S, i) and _one_space(F, i - 1, wrap=False):
            return reasons.NUMBER_CUT  # "1/2 cup" is not in "2 1/2 cups": the fraction of a mixed number
        if prev == "-" and first != "-":
            # A dash written right before a number is its sign, unless it is an
            # en/em dash (or "--") glued to the word before it ("cohort—42").
            if _is_em_dash(F, i - 1):
                # Between two figures, glued, even an em dash writes a range ("5—10 mg").
                before = i - 2
                while before >= 0 and S[before] == "-":
                    before -= 1
                return reasons.NUMBER_CUT if before >= 0 and kind(S[before]) == "D" else None
            if not _is_clause_dash(F, i - 1):
                return reasons.SIGN_DROPPED
            before = i - 2
            while before >= 0 and S[before] == "-":
                before -= 1
            if before < 0 or S[before] == " ":
                return reasons.SIGN_DROPPED
            if kind(S[before]) == "D":
                return reasons.NUMBER_CUT
        if prev == " " and i >= 2 and S[i - 2] == "-" and first != "-":
            # A spaced dash: a minus sign stays a sign, a dash between numbers a range.
            if F.written(F.offsets.start(i - 2), F.offsets.end(i - 2))[:1] in charclasses.MINUS_SIGNS:
                return reasons.SIGN_DROPPED
            if _bullet(F, i - 2):
                return None  # "- 5 patients" opening a line: a list bullet
            if _is_em_dash(F, i - 2):
                return None
            if (i < 3 or S[i - 3] == " ") and "\n" in F.original[F.offsets.start(i - 1) : F.offsets.end(i - 1)]:
                return reasons.SIGN_DROPPED  # unsure: "was -\n5 million", a sign wrapped off its figure or a dash
            before = _prev_nonspace(S, i - 3)
            while before >= 0 and S[before] == "-":
                before -= 1
            before = _prev_nonspace(S, before)
            if before < 0:
                return reasons.SIGN_DROPPED
            if kind(S[before]) == "D":
                return reasons.NUMBER_CUT
        # A sign may carry combining marks ("⫝̸", "<⃒"): its base character decides.
        sign = S[_cluster_base(S, i - 1)]
        if sign == "+" or sign in _COMPARISON:
            return reasons.SIGN_DROPPED
        if prev == " " and i >= 2:
            sign = S[_cluster_base(S, i - 2)]
            if sign == "+" or sign in _COMPARISON:
                return reasons.SIGN_DROPPED
        # A symbol, glued or one space before: "$5", "€ 5", "×5", "≳ 5", "~5".
        why = _attached_at(F, i - 1) or (_attached_at(F, i - 2, i - 3) if _one_space(F, i - 1) else None)
        # A figure is negated as a word is ("没有特别陆", Han "six" after "not especially").
        return why or (reasons.NEGATION_CUT if _unspaced_negation_before(S, i) else None)
    if _unspaced_negation_before(S, i):
        return reasons.NEGATION_CUT
    if k0 == "U":
        return None
    if k0 == "L":
        if kp == "L" and apostrophe_between(F, i):
            return None  # "l'entreprise": an elided article and its noun
        if scale and prev == " " and _compared_figure_word(S, i):
            return reasons.SIGN_DROPPED  # "five patients" is not in "more than five patients"
        if scale and prev == " " and _fraction_before(S, i):
            return reasons.NUMBER_CUT  # "पाँच बजे" is not in "साढ़े पाँच बजे"
        if kp in ("L", "D", "M"):
            return reasons.WORD_CUT
        if prev in charclasses.WORD_JOINERS and i >= 2 and kind(S[i - 2]) == "L":
            return reasons.WORD_CUT  # "legi" in "col\u00b7legi": a middle dot joins two letters into one word
        if prev == "-" and i >= 2 and kind(S[i - 2]) in ("L", "D", "U") and not _is_clause_dash(F, i - 1):
            return reasons.WORD_CUT
        if _after_negating_prefix(F, i):
            return reasons.NEGATION_CUT
        if prev == " " and _letter_spaced_negation_at(S, i - 1):
            return reasons.NEGATION_CUT  # "t reduce" is not in "did n o t reduce"
    return None


def _letter_spaced_negation_at(S: str, space: int) -> bool:
    """Whether the space at folded ``space`` is one of a letter-spaced word
    (:data:`negation.LETTER_SPACED`, "n o t", "n i c h t") that negates as written: a passage
    boundary there cuts the negation. A first look needs a short word on each side of it."""
    n = len(S)
    if not (0 < space < n - 1) or kind(S[space - 1]) not in ("L", "M") or kind(S[space + 1]) != "L":
        return False
    # A letter (a grapheme cluster) is a few code points at most: a longer word on either side
    # is no letter of a letter-spaced word.
    if all(kind(S[k]) in ("L", "M") for k in range(max(0, space - negation.LETTER_CLUSTER_LONGEST), space)) and space >= negation.LETTER_CLUSTER_LONGEST:
        return False
    if all(kind(S[k]) in ("L", "M") for k in range(space + 1, min(n, space + 1 + negation.LETTER_CLUSTER_LONGEST))) and space + negation.LETTER_CLUSTER_LONGEST < n:
        return False
    return any(
        start < space < end and negation.negates_as_written(word)
        for start, end, word in negation.letter_spaced_words(S, max(0, space - 96), min(n, space + 96))
    )



@lru_cache(maxsize=1)
def _negating_prefixes() -> FrozenSet[str]:
    """The letters each negating prefix of the lexicons writes before its stem ("non", "un",
    "in", "ne", "des", ...), read from the affix patterns of every language."""
    found: Set[str] = set()
    for lang in lexicons.available_languages("negations"):
        for affix in lexicons.negation_lexicon(lang).affixes:
            m = _PREFIX_LITERAL.match(affix.pattern.pattern)
            if m:
                found.add(m.group(1).casefold())
    return frozenset(found)


# The literal letters a prefix pattern opens with, before its stem: "non-?(?P<rest>...".
_PREFIX_LITERAL = regex.compile(r"(\p{L}+)-?\?*\(\?P<rest>")
# A word, then dashes (any Dash character, or a soft hyphen) with spaces or line breaks around
# them, ending where a passage starts: "non – significant", "non-\n\nsignificant", "non\u00ad significant".
_BROKEN_PREFIX = regex.compile(r"(?<![\p{L}\p{M}])(\p{L}+)\s*[\p{Dash}\u00ad][\s\p{Dash}\u00ad]*\Z")


# The run of spaces and dashes ending where a passage starts, read backwards in one call, and
# whether it holds a dash: _BROKEN_PREFIX only matches where it does.
_SEPARATORS_BEFORE = regex.compile(r"[\s\p{Dash}\u00ad]+", flags=regex.REVERSE)
_DASH_OR_SOFT_HYPHEN = regex.compile(r"[\p{Dash}\u00ad]")


def _after_negating_prefix(F: Folded, i: int) -> bool:
    """A passage starting at ``i`` follows a negating prefix broken off its word by a dash
    ("significant" in "non- significant" or "non–significant").

    Every match of _BROKEN_PREFIX ends in a run of spaces and dashes holding a dash, so where
    the run before ``i`` holds none (nearly every place: a space or nothing before a word) the
    search, which tries each of the 40 characters before as a start, is skipped
    (:func:`_after_negating_prefix_search` is the search alone; tests compare the two).
    """
    end = F.offsets.start(i)
    o = F.original
    # The run read back one character at a time (a space or nothing before a word: one or two
    # look-ups, where the pattern costs a search call); the same run as _SEPARATORS_BEFORE.
    k, lo = end - 1, max(0, end - 40)
    while k >= lo:
        sep = _separator(o[k])
        if sep == 2:
            return _after_negating_prefix_search(F, i)
        if not sep:
            break
        k -= 1
    return False


@lru_cache(maxsize=4096)
def _separator(ch: str) -> int:
    """2 for a dash or soft hyphen, 1 for other white space, 0 for anything else (the characters
    of _SEPARATORS_BEFORE, and among them those of _DASH_OR_SOFT_HYPHEN)."""
    if _DASH_OR_SOFT_HYPHEN.match(ch):
        return 2
    return 1 if _SEPARATORS_BEFORE.fullmatch(ch) else 0


def _after_negating_prefix_search(F: Folded, i: int) -> bool:
    """:func:`_after_negating_prefix` by the search alone."""
    end = F.offsets.start(i)
    m = _BROKEN_PREFIX.search(F.original, max(0, end - 40), end)
    return bool(m) and m.group(1).casefold() in _negating_prefixes()


def _identifier_before(F: Folded, j: int) -> bool:
    """The letters ending at ``j`` and the digits after them are one name ("B12", "CD4", "m²", "H2O").

    Digits glued to a lower-case word of four letters or more are a reference mark
    ("as reported12", "reported¹"); glued to a short word or one with capitals
    after its first letter, or written as a superscript onto a unit, they belong to it.
    """
    S = F.text
    k = j
    while k > 0 and kind(S[k - 1]) == "L":
        k -= 1
    if k == j:
        return False  # no letter of a spaced script right before (a vowel sign, a Thai word)
    between = F.original[F.offsets.end(j - 1) : F.offsets.start(j)]
    if between and not between.strip():
        return False  # glued only by folding (a space dropped between a word and a number)
    if j - k <= 3:
        return True
    word = F.original[F.offsets.start(k) : F.offsets.end(j - 1)]
    if charclasses.category(S[j]) == "No" and measure_word(word):
        return True  # an exponent on a unit ("feet²")
    return any(c.isupper() for c in word[1:])


_SUFFIX_RE = regex.compile(r"\p{L}+")


def _suffix_after_apostrophe(F: Folded, j: int) -> bool:
    """An apostrophe, then a case ending, follows the number ending at ``j``: "1970’den", "25'lik".

    The English "'s" of a decade ("the 1990's") is part of what the number says, not a suffix.
    """
    if not apostrophe_between(F, j):
        return False
    m = _SUFFIX_RE.match(F.text, j)
    return m is not None and m.group().lower() != "s"


@lru_cache(maxsize=1)
def _contractions() -> FrozenSet[str]:
    """English words written with an apostrophe that spaCy's English tokenizer keeps as
    exceptions ("don't", "they're", "i'm"), lower case with a plain apostrophe.

    English is the language whose apostrophe endings carry a negation or a verb. Elisions
    elsewhere put the apostrophe after an article or a one-letter particle ("L'", "n'"),
    which :func:`_name_suffix` never reads as a name.
    """
    # spaCy is imported here, on the first apostrophe after a name: most checks never need it.
    from spacy.util import get_lang_class

    exceptions = get_lang_class("en").Defaults.tokenizer_exceptions
    return frozenset(w.replace("\u2019", "'").lower() for w in exceptions if "'" in w or "\u2019" in w)


def _name_suffix(F: Folded, j: int) -> bool:
    """A name, an apostrophe and a case ending follow: "Ankara" is whole in "Ankara'ya".

    The name starts with a capital, the ending is in lower case and is not the English
    "'s" (a possessive changes what is said), and the whole is no contraction that
    spaCy's English tokenizer knows ("Don't", "They're").
    """
    if not apostrophe_between(F, j):
        return False
    S, o = F.text, F.original
    k = j
    while k > 0 and kind(S[k - 1]) == "L":
        k -= 1
    m = _SUFFIX_RE.match(S, j)
    if m is None or j - k < 2:
        return False
    word = o[F.offsets.start(k) : F.offsets.end(j - 1)]
    suffix = o[F.offsets.start(j) : F.offsets.end(m.end() - 1)]
    if not word[:1].isupper() or not suffix.islower() or suffix == "s":
        return False
    return f"{word.lower()}'{suffix}" not in _contractions()


@lru_cache(maxsize=1)
def _han_false_friends() -> Tuple[str, ...]:
    """Words of the Chinese and Japanese negation lexicons that end in a negating character
    without negating (特别 "especially", 区别 "difference")."""
    words: Set[str] = set()
    for lang in ("zh", "ja"):
        words.update(w for w in lexicons.negation_lexicon(lang).false_friends if w.endswith(_NEGATING_PREFIX))
    return tuple(sorted(words))


@lru_cache(maxsize=1)
def _adverbs_after_negation() -> Tuple[str, ...]:
    """The adverbs that stand between a negation and its verb in Chinese (the lexicon's
    ``adverbs_after_negation``: 明显, 显著, 很, 太...), longest first."""
    return tuple(sorted(lexicons.negation_lexicon("zh").adverbs_after_negation, key=len, reverse=True))


@lru_cache(maxsize=1)
def _han_clause_verbs() -> Tuple[str, ...]:
    """The verbs that take a clause with no complementizer in the Chinese lexicon (its
    ``clause_verbs``: 认为, 证明, 表明), longest first."""
    return tuple(sorted(lexicons.negation_lexicon("zh").clause_verbs, key=len, reverse=True))


#: The negations of "to have, there is" (Li & Thompson, Mandarin Chinese, 1981, ch. 13 on the
#: existential 有 and its negation 没有; the verbs of lack 缺乏, 缺少 and the approximate 很少有,
#: 鲜有 of the lexicon), then a noun phrase of at most six characters, 的 among them, ending a
#: text: "没有足够的证据", "並無明確證據", "缺乏证据" (there is no evidence), which a verb taking a
#: clause may follow ("没有证据表明…": no evidence shows that …). The bare 无/無 starts too many
#: words that do not negate (无数 countless, 无创 non-invasive, 无锡 a city) to count before
#: anything but a noun of evidence.
_EXISTENTIAL_NOUN_END_RE = regex.compile(
    r"(?:(?:并|並)?(?:没有|沒有)|[并並尚毫](?:无|無)|缺乏|缺少|(?:很|极|極)?少有|[鲜鮮]有|未有|冇|不存在)\p{Script=Han}{1,6}\Z"
    r"|(?:无|無)(?:任何)?(?:证据|證據|迹象|跡象|数据|數據|资料|資料|研究|理由|报道|報道)\Z"
)
#: The complements of result and direction that a negation splits from their verb in the
#: potential form (Li & Thompson 1981, ch. 3 §3.2.1, "V 不 C": 证明不了, 显示不出来, 看不清楚).
_POTENTIAL_COMPLEMENTS = (
    "了", "出", "到", "来", "來", "去", "起", "清", "懂", "通", "见", "見", "完", "住", "开", "開", "动", "動",
    "下", "上", "过", "過", "出来", "出來", "起来", "起來", "下去", "清楚", "明白",
)


def _after_negation_and_adverb(S: str, i: int) -> bool:
    """Whether a negation and then an adverb of :func:`_adverbs_after_negation` end right before
    folded ``i`` ("没有明显|降低", "不太|好"), or a negation, an adverb or none, and a verb that
    takes the clause after it (:func:`_han_clause_verbs`: "未证明|该药物降低死亡率", "并不认为|"):
    a passage starting there leaves the negation out as one starting right after the negation
    would.

    >>> _after_negation_and_adverb("该药没有明显降低死亡率", 6), _after_negation_and_adverb("该药明显降低死亡率", 4)
    (True, False)
    >>> _after_negation_and_adverb("研究未证明该药物有效", 5), _after_negation_and_adverb("研究证明该药物有效", 4)
    (True, False)
    """
    for complement in _POTENTIAL_COMPLEMENTS:
        at = i - len(complement) - 1
        if S.endswith(complement, 0, i) and S[at : at + 1] == "不" and S.endswith(_han_clause_verbs(), 0, at):
            return True  # a verb and its potential complement negated: "证明不了|", "显示不出来|" (cannot show)
    verbs = [i - len(verb) for verb in _han_clause_verbs() if S.endswith(verb, 0, i)]
    for end in verbs:
        if _EXISTENTIAL_NOUN_END_RE.search(S, max(0, end - 12), end) is not None:
            return True  # "没有证据表明|": there is no evidence showing
    for end in [i, *verbs]:
        if end < i and S.endswith(_NEGATING_PREFIX, 0, end) and not _ends_false_friend(S, end):
            return True  # "未证明|"
        # Adverbs and modals between, two at most, an adverb perhaps marked with 地: "未能明确证明",
        # "并未明确地证明".
        ats = {end}
        for _ in range(2):
            ats = {at - len(adverb) for at in ats for at in (at, at - 1 if S[at - 1 : at] == "地" else at)
                   for adverb in _adverbs_after_negation() if S.endswith(adverb, 0, at)}
            if any(S.endswith(_NEGATING_PREFIX, 0, at) and not _ends_false_friend(S, at) for at in ats):
                return True
    return False


def _ends_false_friend(S: str, i: int) -> bool:
    """Whether the negating character before ``i`` ends a listed false friend."""
    return S.endswith(_han_false_friends(), 0, i)


def _unspaced_unit_at(F: Folded, j: int) -> bool:
    """A unit of the CLDR (a symbol or a name of :func:`lexicons.unit_symbols` and
    :func:`lexicons.unit_words`) written in a script without spaces, a counter or classifier
    (:func:`lexicons.counters`: "片", "人", "つ", "เม็ด"), or a currency or katakana word that
    :func:`_glued_amount_after` reads, starts at folded ``j``, glued to the figure before."""
    at = F.offsets.end(j - 1)
    if _unspaced_unit_re().match(F.original, at) is not None or _glued_amount_after(F.original, at, None, False):
        return True
    # A unit that starts with the Han numerals before ``j`` ("千克", kilogram, of "5千|克").
    k = j
    while k > 0 and F.text[k - 1] in charclasses.han_numerals():
        k -= 1
        m = _unspaced_unit_re().match(F.original, F.offsets.start(k))
        if m is not None and m.end() > at:
            return True
    return False


@lru_cache(maxsize=1)
def _unspaced_unit_re() -> "regex.Pattern[str]":
    """The units and counters of :func:`_unspaced_unit_at`, longest first."""
    words = {
        w.rstrip(".") for w in (*lexicons.unit_symbols(), *lexicons.unit_words())
        if w and (kind(w[0]) == "U" or w[0] in charclasses.han_numerals())  # "千克", kilogram
    }
    words |= {w for found in lexicons.counters().values() for w in found}
    return regex.compile("|".join(regex.escape(w) for w in sorted(words, key=len, reverse=True) if w))


#: A letter of a script written without spaces (a counter in hiragana, "つ", "か月", is read by
#: :func:`_unspaced_unit_at`; other hiragana is a particle).
_UNSPACED_LETTER_RE = regex.compile(r"[[\p{L}\p{M}]--[\p{Latin}\p{Common}]]", regex.V1)


def _unit_letter_after_digits(S: str, j: int) -> bool:
    """A letter of an unspaced script starts at folded ``j`` right after decimal digits, or after
    Han numerals that multiply the digits before them ("5千|克", "3万|人", "5億|円": a figure the
    source writes as digits and a power of ten, :func:`charclasses.han_numerals`)."""
    if _UNSPACED_LETTER_RE.match(S, j) is None:
        return False
    i = j
    while i > 0 and S[i - 1] in charclasses.han_numerals():
        i -= 1
    return i > 0 and unicodedata.category(S[i - 1]) == "Nd"


#: An exponent written with a caret right after a unit or figure, as plain text writes one ("km^2", "m^(-1)").
_CARET_POWER_RE = regex.compile(r"\^\(?[-+\u2212]?\p{Nd}")


def _unit_after_figure_ends(S: str, j: int) -> bool:
    """A unit (:func:`measure_word`, a unit symbol) ends at folded ``j``, written right after a
    figure, glued or one space on ("50 km", "5mg")."""
    k = j
    while k > 0 and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    word = S[k:j]
    if not (measure_word(word) or word in _unit_symbol_keys()):
        return False
    return kind(S[k - 1 : k]) == "D" or (S[k - 1 : k] == " " and kind(S[k - 2 : k - 1]) == "D")


def end_problem(F: Folded, j: int, stated: bool = False, scale: bool = True) -> Optional[str]:
    """Why a passage cannot end at folded position ``j`` (exclusive; None when it can).

    ``scale``: a figure followed, one space on, by a scale word ("$5" in "$5 million") is
    cut, and so is an end inside a figure written with words in an unspaced script ("สาม" in
    "สามสิบ", "三" in "三成" or "三分之一"). The score of a refusal asks without it: its window only grows, so every run inside
    a found run must be found too, and "45.2" inside "45.2 million" stands in the source as
    words even where it is no passage of its own.

    ``stated``: the quotation ends the passage with a sentence terminal of its own, trimmed
    as edge typography (:func:`ends_statement`). It then claims a statement, which a passage of
    the source ending a question or an exclamation is not (:func:`asks_after`): the
    quotation's full stop is not in the source there (``not_found``, as for a statement quoted
    with a question mark). Both matchers ask this of every place they accept.
    """
    S = F.text
    n = len(S)
    if j >= n:
        return None
    if stated and asks_after(S, j):
        return reasons.NOT_FOUND
    last = S[j - 1]
    nxt = S[j]
    kl, kn = kind(last), kind(nxt)
    if kn == "M":
        return reasons.WORD_CUT
    if scale and (kn == "U" or kl in ("U", "M")) and (_number_words_meet(S, j) or _han_figure_cut(S, j, end=True)):
        return reasons.NUMBER_CUT  # "สาม" is not in "สามสิบ", "3" not in "3สิบ", "三" not in "三成"
    if scale and _spaced_fraction_cut(S, j):
        return reasons.NUMBER_CUT  # "환자의 5분" is not in "환자의 5분의 1이" (a fifth of the patients)
    if scale and kn == "U" and _last_word_asks(S, j):
        return reasons.QUESTION_CUT  # "这种药有效" is not in "这种药有效吗？": the particle makes it a question
    if scale and kl != "U" and nxt in _UNIT_JOINERS and _compound_unit_after(S, j):
        return reasons.NUMBER_CUT  # "5 mg" is not in "5 mg kg-1", "120 mm" in "120 mm Hg", "5 mmol m-2" in "5 mmol m-2 s-1"
    if scale and kl in ("L", "M", "D", "U") and nxt in _UNIT_JOINERS and _counted_per_goes_on(S, j):
        return reasons.NUMBER_CUT  # "5 mg/kg" is not in "5 mg/kg/day", nor "5 mg per kg" in "5 mg per kg per day"
    if scale and nxt == "^" and _CARET_POWER_RE.match(S, j) and (kl == "D" or (kl in ("L", "M") and _unit_after_figure_ends(S, j))):
        return reasons.NUMBER_CUT  # "50 km" is not in "50 km^2", nor "10" in "10^6": the power is the figure's (not "word^1", a note)
    if kl == "D" or (attached(last) and kind(S[j - 2 : j - 1]) == "D"):
        # A number ends here, or the symbol glued to its end does ("12%", "20°").
        if scale and (
            _comparison_suffix_at(S, j) or (nxt == " " and _comparison_phrase_at(S, j)) or (kn == "L" and _compared_after_ending(S, j))
        ):
            # "5%" is not in "5%未満", "5% 이상" or "5% or more": the comparison is the figure's
            return reasons.SIGN_DROPPED
        if scale and _fraction_after(S, j):
            return reasons.NUMBER_CUT  # "5" is not in "5 and a half years", "a las 5 y media", "20 y pico"
        if scale and _comparative_after(S, j):
            return reasons.SIGN_DROPPED  # "5%" is not in "5% higher", "5 % de plus", "5%減少", "5% 감소"
        if kn == "L" and _suffix_after_apostrophe(F, j):
            # A case ending may be left out ("1970’den"), an ordinal's suffix may not ("5'inci").
            marked = _ordinal_suffix_re(apostrophe=True)
            return reasons.NUMBER_CUT if scale and marked is not None and marked.match(S, j) else None
        if scale and kl == "D" and ((not stated and _ordinal_dot_lower(F, j)) or ((m := _ordinal_suffix_re()) is not None and m.match(S, j))):
            # "5" is not in "5.º ensayo" nor in "5. denemesi": the mark makes it an ordinal. A
            # quotation that ends with a full stop of its own keeps the stop ("Bu ilacın 5.").
            return reasons.NUMBER_CUT
        if kn == "D" or kn == "L":
            return reasons.NUMBER_CUT
        if (
            kn == "U" and _unit_letter_after_digits(S, j) and not _closes_han_figure(S, j) and not _calendar_year_at(S, j)
            and not F.original[F.offsets.end(j - 1) : F.offsets.end(j - 1) + 1].isspace()
            and not _names_figure(S, j) and _unspaced_unit_at(F, j)
        ):
            # "5" is not in "5毫克", "5ドル", "5กิโลกรัม", nor in "5片", "5人", "5個", "3つ", "2เม็ด", nor
            # "5千" in "5千克" (5 kg, not 5,000) or "3万" in "3万人": a
            # unit, a currency, a counter or a classifier glued to a figure in digits, in a script
            # without spaces, is what it counts (not "表1显示", "PM2.5浓度": a label and the word
            # after it). A figure in Han numerals, or the second numeral of one ("12分之5"), the
            # rules above read. A space the source writes between them (the match view drops it)
            # parts them as in "5 tablets"; so does a name the digits end ("COVID-19疫情").
            return reasons.NUMBER_CUT
        if nxt in _PERCENT:
            return reasons.NUMBER_CUT
        if joins_digits(nxt) and j + 1 < n and kind(S[j + 1]) == "D":
            if nxt == "." and _year_before(S, j) and _footnote_after(F, j):
                return None
            return reasons.NUMBER_CUT
        if j + 1 < n and kind(S[j + 1]) == "D" and _glued_terminal(nxt):
            return reasons.NUMBER_CUT  # unsure: "2" of "2｡5 mg" or "۲۔۵": the stop may be the text's decimal mark
        if nxt == " " and j + 1 < n and kind(S[j + 1]) == "D" and (_grouping_space(F, j) or _space_grouped(F, j)):
            return reasons.NUMBER_CUT
        if nxt == " " and _money_and_cents_before(S, j) and kind(S[j + 1 : j + 2]) == "D" and _one_space(F, j, wrap=False):
            return reasons.NUMBER_CUT  # "3 €" is not in "3 € 95": the price is 3.95 €
        if _FIGURE_LINK_AFTER_RE.match(S, j) is not None:
            return reasons.NUMBER_CUT  # "2" is not in "2 : 1", "500" not in "500ー800円", "1" not in "1..10"
        if nxt == " " and _fraction_at(S, j + 1) and _one_space(F, j, wrap=False):
            return reasons.NUMBER_CUT  # "2" is not in "2 1/2" nor in "2 \u00bd": a whole number and a fraction
        if nxt == " " and j + 1 < n and S[j + 1] in _PERCENT:
            return reasons.NUMBER_CUT  # "12" is not in "12 %"
        if kl == "D" and _TIMES_AFTER_RE.match(S, j) is not None:
            return reasons.NUMBER_CUT  # "1.2" is not in "1.2 x 10^-5", "1.2 · 10⁻⁵", "1.2 E-5", nor "3" in "3 x 10 cm"
        if scale and nxt == " " and (_scale_word_at(S, j + 1) or _percent_word_re().match(S, j + 1)):
            return reasons.NUMBER_CUT  # "$5" is not in "$5 million", nor "40" in "40 percent"
        if scale and _percent_word_re().match(S, j):
            return reasons.NUMBER_CUT  # "40" is not in "40パーセント" (no space before an unspaced script)
        if scale and nxt == " " and _currency_after(F, j):
            return reasons.NUMBER_CUT  # "5" is not in "5 EUR" nor in "5 zł"
        if scale and nxt == " " and _SCALED_SIGN_RE.match(F.original, F.offsets.end(j - 1)):
            return reasons.NUMBER_CUT  # "5" is not in "5 M€" nor in "5 k$": a scale letter glued to its currency sign
        if scale and kl == "D" and _era_after(F, j):
            return reasons.SIGN_DROPPED  # "500" is not in "500 BC" nor "500 году" in "500 году до н. э."
        if scale and kl != "D" and _expression_after(F, j):
            return reasons.NUMBER_CUT  # "5%" is not in "5% ± 2%": the figure's expression goes on
        if scale and kl == "D" and (nxt == " " or kn == "U") and (_range_re("after").match(S, j) or _pair_after(S, j)):
            return reasons.NUMBER_CUT  # "5" is not in "5 to 10 mg", "5 bis 10": one figure of a range
        if scale and kl == "D" and nxt == " " and _ratio_after(S, j):
            return reasons.NUMBER_CUT  # "1" is not in "1 in 5", "5 out of 100", "3 из 10": one figure of a ratio
        if scale and nxt == " " and _per_unit_after(S, j):
            return reasons.NUMBER_CUT  # "5" is not in "5 per 1000", a rate
        if scale and nxt == " " and _frequency_after(S, j):
            return reasons.NUMBER_CUT  # "5" is not in "5 daily", "5 every 8 hours": a dose and its rate
        if scale and kl == "D" and _times_after(S, j):
            return reasons.NUMBER_CUT  # "5" is not in "5 times", "5 veces", "5倍", "5배": a multiple
        if nxt == " " and j + 2 < n and S[j + 1] == "-" and S[j + 2] in " -" and not _is_em_dash(F, j + 1):
            after = j + 1
            while after < n and S[after] in "- ":
                after += 1
            if after < n and kind(S[after]) == "D":
                return reasons.NUMBER_CUT
        if nxt == "-" and kl == "D" and _is_em_dash(F, j):
            after = j + 1
            while after < n and S[after] == "-":
                after += 1
            if after < n and kind(S[after]) == "D":
                return reasons.NUMBER_CUT  # "5" is not in "5—10 mg": between two figures, glued, a range
        if nxt == "-" and kl == "D" and not _is_em_dash(F, j) and (j + 1 == n or kind(S[j + 1]) not in ("D", "L", "M")):
            # "5,000" is not in "5,000\u2212" (a minus written after the figure, as accounts write a
            # debit), nor "5" in "the 5- and 10-year rates" (a hyphen the next word completes).
            return reasons.SIGN_DROPPED
        if nxt == "-" and j + 1 < n and not _is_em_dash(F, j):
            after = j + 1
            while after < n and S[after] in "- ":
                after += 1
            if after < n and kind(S[after]) == "D":
                return reasons.NUMBER_CUT
            if not _is_clause_dash(F, j) and kind(S[j + 1]) in ("L", "U"):
                return reasons.WORD_CUT
        if kl == "D" and nxt == " " and _one_space(F, j) and _operator_glued_at(S, j + 1) is not None:
            return reasons.NUMBER_CUT  # "5" is not in "5 ±2", "5 x2", "5 /2" nor "5 (±2)": the expression goes on
        # A symbol, glued or one space after: "5%", "5 °C", "5 €", "5²", "5 × 3".
        if _attached_at(F, j) or (_one_space(F, j) and _attached_at(F, j + 1, j + 2)):
            return reasons.NUMBER_CUT
        return None
    if kl == "L" and nxt == " " and kind(S[j + 1 : j + 2]) == "D" and _one_space(F, j) and _unit_after_figure(S, j, end=True):
        return reasons.NUMBER_CUT  # "12 h" is not in "12 h 30", as "12h" is not in "12h30"
    if scale and kl in ("L", "M") and nxt == " " and kind(S[j + 1 : j + 2]) == "D" and _one_space(F, j) and _measured_figure_ends(S, j):
        # "5 feet" is not in "5 feet 10 inches", nor "2 mil" in "2 mil 500": a unit or scale word
        # written out between two figures, where a quotation ends, may be one measure's middle.
        return reasons.NUMBER_CUT
    if scale and kl == "L" and _expression_after(F, j) and _unit_words_end(S, j):
        return reasons.NUMBER_CUT  # "5 mg" is not in "5 mg ± 2 mg" nor in "5 mg × 3": the figure's expression goes on
    if scale and kl == "L" and nxt == " " and _per_unit_after(S, j) and _word_after_figure(S, j):
        return reasons.NUMBER_CUT  # "5 mg" is not in "5 mg per kg": a figure, its unit and the unit it is counted per
    if scale and kl in ("L", "M", "D") and nxt == " " and _dose_unit_ends(S, j) and _frequency_after(S, j):
        return reasons.NUMBER_CUT  # "5 mg" is not in "5 mg twice daily", "5 mg bid", "5 мг в сутки": a dose and its rate
    if scale and kl in ("L", "U", "D") and kn == "U" and _share_glued_after(S, j):
        return reasons.NUMBER_CUT  # "1人5mg" is not in "1人5mgずつ" (5 mg each)
    if scale and kl in ("L", "U") and nxt == "/" and kind(S[j + 1 : j + 2]) == "U" and _unit_before(S, j) is not None:
        return reasons.NUMBER_CUT  # "5mg" is not in "5mg/日": a unit and the one it is counted per, glued
    if scale and _comparison_after_counter(S, j):
        return reasons.SIGN_DROPPED  # "100人" is not in "100人以上", nor "aged 18 years" in "aged 18 years and over"
    if scale and nxt in (" ", "-") and kl == "L" and _roman_range_after(F, j):
        return reasons.NUMBER_CUT  # "stage II" is not in "stage II–IV", nor in "II или IV"
    if scale and nxt in (" ", "-") and kl in ("L", "M") and _spelled_range_after(S, j):
        return reasons.NUMBER_CUT  # "two" is not in "two to three", "deux ou trois", "two-three"
    if scale and nxt == " " and kl in ("L", "M") and _joined_figure_cut(S, j):
        return reasons.NUMBER_CUT  # "treinta" is not in "treinta y cinco", nor "one hundred" in "one hundred and five"
    if scale and nxt == " " and kl in ("L", "M") and _spelled_figure_measured(F, j):
        return reasons.NUMBER_CUT  # "five" is not in "five percent" nor in "fünf EUR"
    if scale and nxt == " " and (kl in ("L", "M") or _number_character(S[j - 1 : j])) and _spelled_pair_at(F, j):
        return reasons.NUMBER_CUT  # "five" is not in "five million", nor "zwanzig" in "zwanzig Tausend"
    if scale and kl == "L" and nxt in " ." and _word_after_figure(S, j) and _era_after(F, j, "after_word" if nxt == " " or not _word_after_figure(S, j, 2) else "after_abbreviation"):
        return reasons.SIGN_DROPPED  # "в 500 году" is not in "в 500 году до н. э.", nor "500 г" in "500 г. пр.н.е."
    if scale and kl in ("L", "M", "U") and _words_after_may_follow(S, j):
        if _fraction_after(S, j):
            return reasons.NUMBER_CUT  # "5 years" is not in "5 years and a half", "5年" in "5年半", "5년" in "5년 반"
        if _comparative_after(S, j) and not _goal_particle_end(S, j):
            return reasons.SIGN_DROPPED  # "3 times" is not in "3 times larger", "5 Jahre" in "5 Jahre älter"
    if kl == "L" or kl == "M":  # a vowel sign or virama ends no word ("राजधा" is not in "राजधानी")
        if scale and kn != "L" and _scale_word_ends(S, j):
            # "5 million" is a figure too: the symbol after it is its ("5 million €").
            if _attached_at(F, j) or (_one_space(F, j) and _attached_at(F, j + 1, j + 2)) or _currency_after(F, j):
                return reasons.NUMBER_CUT
            # The full stop of an abbreviated scale word is the word's own ("5 Mio. €" is "5 Mio €"):
            # a passage end that trims it may not hide the symbol after it.
            if nxt in charclasses.FULL_STOPS and (
                _attached_at(F, j + 1) or (_one_space(F, j + 1) and _attached_at(F, j + 2, j + 3))
            ):
                return reasons.NUMBER_CUT
        if kn == "L" and _name_suffix(F, j):
            return None
        if kn == "L":
            return None if _korean_particle_after(S, j) else reasons.WORD_CUT
        if nxt == " " and _letter_spaced_negation_at(S, j):
            return reasons.NEGATION_CUT  # "The drug did n o" is not in "did n o t reduce"
        if kn == "D" and _identifier_before(F, j):
            return reasons.WORD_CUT  # "CD" is not in "CD4", nor "m" in "m²"
        if nxt in charclasses.WORD_JOINERS and j + 1 < n and kind(S[j + 1]) == "L":
            return reasons.WORD_CUT
        if nxt == "-" and j + 1 < n and kind(S[j + 1]) in ("L", "D", "U") and not _is_clause_dash(F, j):
            return reasons.WORD_CUT
        if nxt == "/" and kind(S[j + 1 : j + 2]) == "L":
            return reasons.WORD_CUT  # "m" is not in "m/s", nor "and" in "and/or"
    return None


#: Longest abbreviated unit written between the two figures of one measure ("12 h 30", "5 ft 11").
_COMPOUND_UNIT_LETTERS = 3


def _unit_after_figure(S: str, j: int, end: bool = False) -> bool:
    """The word ending at folded ``j`` is an abbreviated unit (up to three letters, a measure word
    and no stop word of any language)
    written right after a figure, glued or one space on ("12 h", "12h", "5 ft"). With a figure after
    it, across one space, the whole is one measure ("12 h 30" is half past twelve, "5 ft 11" five
    feet eleven), as its glued form "12h30" is.

    ``end``: asked where a quotation ends, before the second figure. There a stop word is no
    excuse ("1 m 80": what the quotation leaves out is the measure's rest, and a quotation
    ending "5 in" before "10" cuts a phrase either way). A unit written out is not read so: "10
    years 40 companies" holds two figures."""
    reach = _COMPOUND_UNIT_LETTERS
    k = j
    while k > 0 and j - k <= reach and kind(S[k - 1]) == "L":
        k -= 1
    if k == j or j - k > reach:
        return False
    if not (kind(S[k - 1 : k]) == "D" or (S[k - 1 : k] == " " and kind(S[k - 2 : k - 1]) == "D")):
        return False
    word = S[k:j]
    if end:
        # A CLDR unit symbol of any language too ("ТБ" in "23 ТБ 47"): where a quotation ends,
        # reading one more word as a unit only refuses more.
        return measure_word(word) or word in _unit_symbol_keys()
    # "5 in 10", "1 y 2": a function word of some language between two figures joins two numbers.
    return measure_word(word) and not lexicons.stop_word_anywhere(word)



def _money_and_cents_before(S: str, p: int) -> bool:
    """A figure with a currency sign glued after it (the match view glues "3 €" as "3€") ends
    right before folded ``p``: with a figure one space on, the two are one price ("3 € 95",
    three euros ninety-five)."""
    return p >= 2 and charclasses.category(S[p - 1]) == "Sc" and kind(S[p - 2]) == "D"


def _fraction_at(S: str, m: int) -> bool:
    """A fraction starts at folded ``m``: a numeral that is one (\u00bd, \u2153, the fractions of every
    script, :data:`~spacy_quoteverify.charclasses.VULGAR_FRACTIONS`), or digits, a fraction slash
    (:data:`~spacy_quoteverify.charclasses.FRACTION_SLASHES`) and digits ("1/2", "1\u20442", "\u00b9\u2044\u2082").
    After a whole number and one space of a line it completes a mixed number ("2 1/2"): one
    figure (a fraction opening the next line starts a list item: "Serves 4\n1/2 cup sugar")."""
    if m >= len(S):
        return False
    if S[m] in charclasses.VULGAR_FRACTIONS:
        return True
    k = m
    while k < len(S) and kind(S[k]) == "D":
        k += 1
    return k > m and S[k : k + 1] in charclasses.FRACTION_SLASHES and kind(S[k + 1 : k + 2]) == "D"


# --------------------------------------------------------------------------
# Primes and quote marks written after a figure

#: Quote marks, for a first look at the ones written after a digit.
_QUOTE_MARK_RE = re.compile(f"[{charclasses.char_class(charclasses.QUOTE_MARKS)}]")
#: For each quote mark, the marks that may open a quotation it closes (:data:`charclasses.QUOTE_PAIRS`).
_OPENERS: Dict[str, FrozenSet[str]] = {
    mark: frozenset(o for o, closers in charclasses.QUOTE_PAIRS.items() if mark in closers)
    for mark in charclasses.QUOTE_MARKS
}
#: How far back an opening quote mark is looked for.
_OPENER_REACH = 2000

#: What a mark after a digit writes: a prime (a unit, surely), a quote mark that no quotation
#: opened before closes (a unit: feet, inches, minutes, as "5'11\"" or "40\"" type them), or a mark
#: that closes a quotation ("the year \"2019\""). In a quotation, such a quote mark (no prime)
#: after its last figure at its very end is :data:`EDGE_MARK`: quote marks at the edges of a
#: quotation are typography, so it stands for the unit where the source writes one and for
#: nothing where it does not.
PRIME, UNIT_MARK, CLOSING_MARK, EDGE_MARK = 2, 1, 0, 3

#: The marks after the figures of a piece, each as ``(rank, what, strokes)`` (:func:`figure_marks`).
FigureMarks = Tuple[Tuple[int, int, int], ...]


def _opens_at(o: str, q: int) -> bool:
    """The mark at ``o[q]`` stands where a quotation opens: before something other than white
    space, and not right after a letter or digit of a spaced script (a mark there closes what
    that word ends; unspaced scripts and Hangul butt marks onto the text on both sides)."""
    after = o[q + 1 : q + 2]
    if not after or after.isspace():
        return False
    k = q - 1
    while k > 0 and kind(o[k]) == "M":  # a letter with marks on it: the letter decides
        k -= 1
    return k < 0 or not charclasses.is_spaced_word_char(o[k])


def _mark_after_figure(o: str, p: int) -> Optional[int]:
    """What the quote mark at ``o[p]``, right after a digit, writes (:data:`PRIME`,
    :data:`UNIT_MARK` or :data:`CLOSING_MARK`); None for an apostrophe before an ending ("1990's",
    "1970\u2019den"), which the rules on suffixes read.

    A mark other than a prime is a closing quote mark when the nearest mark before the figure
    that may open a quotation it closes (skipping apostrophes inside words) does open one; else
    it is a unit typed with a quote mark. A mark too far from its quotation's start to tell
    counts as a unit: a quotation that drops it is refused, not verified.
    """
    mark = o[p]
    if mark in charclasses.PRIMES:
        return PRIME
    after = o[p + 1 : p + 2]
    if after and (charclasses.is_spaced_word_char(after) or kind(after) == "M"):
        return None  # before an ending of a spaced script (unspaced scripts and Hangul butt marks onto text)
    openers = _OPENERS.get(mark, frozenset()) | {mark}
    lo = max(0, p - _OPENER_REACH)
    q = p - 1
    while q >= lo:
        c = o[q]
        if c == "\n" and o[q - 1 : q] == "\n":
            break  # a blank line: another paragraph
        if c in openers and not charclasses.apostrophe_in_word(o, q):
            return CLOSING_MARK if _opens_at(o, q) else UNIT_MARK
        q -= 1
    return UNIT_MARK


def figure_marks(F: Folded, i: int, j: int, quoted: bool = False) -> FigureMarks:
    """The quote marks folded away right after a digit of folded ``[i, j)`` (up to the next
    folded character), each as ``(rank, what, strokes)``: ``rank`` counts the folded characters
    other than hyphens up to and with the digit (as the apostrophe ranks of a piece do), ``what``
    is what the mark writes (:func:`_mark_after_figure`), ``strokes`` how many strokes it draws
    (:func:`charclasses.mark_strokes`: feet or inches). ``quoted``: ``[i, j)`` is a piece of a
    quotation, whose quote mark after a figure ending it is :data:`EDGE_MARK`.

    >>> from spacy_quoteverify.text.fold import fold_match
    >>> F = fold_match("was 40\u2032 long")
    >>> figure_marks(F, 0, len(F.text))
    ((6, 2, 1),)
    """
    o = F.original
    n = len(F.text)
    if i >= j:
        return ()
    s = F.offsets.start(i)
    e = F.offsets.start(j) if j < n else len(o)
    m = _QUOTE_MARK_RE.search(o, s, e)
    if m is None:
        return ()
    S = F.text
    out = []
    while m is not None:
        p = m.start()
        digit = o[p - 1] if p > s else ""
        # A mark between two digits is kept by folding ("5'11"): compared as text.
        if digit and charclasses.category(digit)[0] == "N" and kind(digit) == "D" and kind(o[p + 1 : p + 2]) != "D":
            what = _mark_after_figure(o, p)
            if what is not None:
                # The folded character of the digit: the last one of [i, j) starting at or before it.
                d = i + bisect.bisect_right(range(i, j), p - 1, key=F.offsets.start) - 1
                if i <= d < j:
                    if quoted and what == UNIT_MARK and d == j - 1:
                        what = EDGE_MARK
                    out.append(((d + 1 - i) - S.count("-", i, d + 1), what, charclasses.mark_strokes(o[p])))
        m = _QUOTE_MARK_RE.search(o, p + 1, e)
    return tuple(out)


def figure_marks_problem(found: FigureMarks, quoted: FigureMarks) -> Optional[str]:
    """Why a place whose figures carry the marks ``found`` is not where a quotation whose
    figures carry ``quoted`` is (None when it is).

    A unit written after a figure with a prime or a quote mark is part of it ("40\u2032" is forty
    feet): a quotation that drops it, or writes a closing quote mark in its place, cuts the
    figure. A prime the place does not have changes the figure; a quote mark of the quotation
    that may be a unit needs a mark at the place (\u2032 and ' are one typography), unless it
    ends the quotation (:data:`EDGE_MARK`). A unit of one stroke is not one of two: "5\u2033" (inches)
    is not "5\u2032" (feet), nor "5\"" "5'".
    """
    if not found and not quoted:
        return None
    have = {rank: (what, strokes) for rank, what, strokes in found}
    said = {rank: (what, strokes) for rank, what, strokes in quoted}
    for rank, (what, _) in have.items():
        if what != CLOSING_MARK and said.get(rank, (CLOSING_MARK, 0))[0] == CLOSING_MARK:
            return reasons.NUMBER_CUT
    for rank, (what, strokes) in said.items():
        there, there_strokes = have.get(rank, (CLOSING_MARK, 0))
        if what == PRIME and there == CLOSING_MARK:
            return reasons.NUMBER_CHANGED
        if what == UNIT_MARK and rank not in have:
            return reasons.NUMBER_CHANGED
        if what in (PRIME, UNIT_MARK) and there in (PRIME, UNIT_MARK) and strokes != there_strokes:
            return reasons.NUMBER_CHANGED
    return None


_ANY_DIGIT_RE = regex.compile(r"\p{Nd}")
_INVISIBLE_RE = re.compile(f"[{charclasses.char_class(charclasses.INVISIBLE)}]")
#: Letters right after a decimal digit, glued, one space on (:data:`WRAP_SPACE`) or after a hyphen
#: ("5-MW plant"), up to four: where a figure's unit symbol stands ("5 mW", "5MB").
_UNIT_SYMBOL_LETTERS = 4
_UNIT_AFTER_FIGURE_RE = regex.compile(rf"(?<=\p{{Nd}}(?:{WRAP_SPACE}|\p{{Pd}})?)\p{{L}}{{1,{_UNIT_SYMBOL_LETTERS}}}(?![\p{{L}}\p{{M}}])")


def unit_cases(text: str) -> Tuple[str, ...]:
    """The unit symbols written right after the figures of ``text`` (an original text), as written,
    in order: the letters after a figure that case-fold to a unit symbol of the CLDR
    (:func:`lexicons.unit_symbols`). Folding reads case as typography, but a symbol's case is
    its content: "mW" is a thousandth of a watt and "MW" a million, "Mb" a megabit and "MB" a
    megabyte. A text in capitals throughout tells no symbol's case: none is read from it.

    >>> unit_cases("5 mW in standby, 10MB and 3 patients")
    ('mW', 'MB')
    """
    text = unicodedata.normalize("NFKC", text)  # a unit in one square cell, "\u33bd", is "mW"
    if _INVISIBLE_RE.search(text):
        text = _INVISIBLE_RE.sub("", text)  # "5 \u200bmW" is "5 mW" as a reader sees it
    if not _ANY_DIGIT_RE.search(text) or _one_case(text):
        return ()
    keys = _unit_symbol_case_keys()
    return tuple(m.group() for m in _UNIT_AFTER_FIGURE_RE.finditer(text) if m.group().casefold() in keys or _INNER_CAPITAL_RE.match(m.group()))


def unit_case_problem(found: str, quoted: Tuple[str, ...]) -> Optional[str]:
    """Why a place whose original text is ``found`` is not where a quotation writing the unit
    symbols ``quoted`` (:func:`unit_cases`) after its figures is: a symbol written in another case
    ("5 MW" for "5 mW") changes the figure. None when the symbols agree or do not pair up one to
    one (the other rules decide then)."""
    if _one_case(found):
        return None  # a place written in capitals throughout tells no symbol's case
    have = unit_cases(found)
    if len(have) != len(quoted):
        return None
    for written, said in zip(have, quoted):
        written, said = unicodedata.normalize("NFKC", written), unicodedata.normalize("NFKC", said)
        if written != said and written.casefold() == said.casefold():
            return reasons.NUMBER_CHANGED  # not the micro sign for the Greek mu, one letter
    return None


def _one_case(text: str) -> bool:
    """Every cased letter of ``text`` outside the symbols after its figures is a capital, and
    there are some (a heading, a text in capitals): its symbols' case carries nothing. A text of
    a script without case ("৭১৩ KB" in Bengali) tells it."""
    rest = _UNIT_AFTER_FIGURE_RE.sub(" ", text)
    letters = [c for c in rest if c.isalpha() and c.lower() != c.upper()]
    return len(letters) >= _CAPITALS_TELL and all(c.isupper() for c in letters)


#: Cased letters besides the symbols that show a text is written in capitals throughout.
_CAPITALS_TELL = 4


@lru_cache(maxsize=1)
def _unit_symbol_case_keys() -> FrozenSet[str]:
    """The unit symbols of one to four letters (:func:`lexicons.unit_symbols`) and the SI units
    with an SI or binary prefix (:func:`lexicons.prefixed_units`: "MΩ", "GiB"), case-folded: a
    longer one is a word ("Karat", "Element"), whose capital is the language's spelling."""
    symbols = [*lexicons.unit_symbols(), *lexicons.prefixed_units()]
    return frozenset(unicodedata.normalize("NFKC", w).casefold() for w in symbols if w.isalpha() and len(w) <= _UNIT_SYMBOL_LETTERS)


#: A word with a capital after its first letter and a small letter somewhere ("MeV", "mSv",
#: "kDa", "mΩ"): shaped as a symbol, whatever table lists it, so its case is its content.
_INNER_CAPITAL_RE = regex.compile(r"(?=\p{L}*\p{Ll})\p{L}\p{L}*?\p{Lu}")


_HANGUL_RUN_RE = regex.compile(r"\p{Hangul}{1,4}(?![\p{L}\p{M}\p{N}])")
#: A precomposed Hangul syllable (what a Korean particle is written onto).
_HANGUL_SYLLABLE_RE = regex.compile(r"[\uac00-\ud7a3]")


@lru_cache(maxsize=1)
def _korean_particles() -> Tuple[FrozenSet[str], FrozenSet[str], FrozenSet[str]]:
    """Particles after a final consonant, after a vowel, after the consonant rieul (each with
    the forms that follow any word), from ``data/particles/ko.json``."""
    data = json.loads((_DATA_DIR / "particles" / "ko.json").read_text(encoding="utf8"))
    anywhere = set(data["any"])
    return (
        frozenset(anywhere | set(data["after_consonant"])),
        frozenset(anywhere | set(data["after_vowel"])),
        frozenset(anywhere | set(data["after_consonant"]) | set(data["after_rieul"])),
    )


@lru_cache(maxsize=1)
def _korean_goal_particles() -> Tuple[str, ...]:
    """The particles of the goal or resulting state (``goal`` of ``data/particles/ko.json``: 로, 으로)."""
    data = json.loads((_DATA_DIR / "particles" / "ko.json").read_text(encoding="utf8"))
    return tuple(sorted(data.get("goal", ()), key=len, reverse=True))


_FIGURE_BEFORE_PARTICLE_RE = regex.compile(r"\p{Nd}[%\u2030\u2031]?\p{Hangul}{0,2}$")


def _goal_particle_end(S: str, j: int) -> bool:
    """A Korean particle of the goal ends at folded ``j``, written onto a figure or the word it
    counts ("5%로", "5배로", "100명으로"): the figure is the amount reached, and a verb of change
    after it ("5%로 인상", raised to 5%) says how it was reached, not by how much."""
    for p in _korean_goal_particles():
        if S.endswith(p, 0, j) and _FIGURE_BEFORE_PARTICLE_RE.search(S, max(0, j - len(p) - 8), j - len(p)):
            return True
    return False


@lru_cache(maxsize=1)
def _hangul_number_syllables() -> FrozenSet[str]:
    """The Korean number words of one syllable (``data/numbers/ko.json``: 십, 백, 천, 만, 억, 조, 일, 이...)."""
    return frozenset(w for w in lexicons.number_words("ko") if len(w) == 1 and 0xAC00 <= ord(w) <= 0xD7A3)


def _hangul_figure_goes_on(S: str, j: int, rest: str) -> bool:
    """A figure written with digits and Korean number syllables ends at ``j`` ("5천") and ``rest``
    goes on with a number syllable ("만" of "5천만")."""
    syllables = _hangul_number_syllables()
    if not rest or rest[0] not in syllables:
        return False
    k = j
    while k > 0 and S[k - 1] in syllables:
        k -= 1
    return k < j and k > 0 and kind(S[k - 1]) == "D"


def _korean_particle_after(S: str, j: int) -> bool:
    """A Hangul word ends at ``j`` and what follows it, to the end of the word, is a particle
    that agrees with its last syllable ("120명이": 명 ends in a consonant and takes 이; "사과"
    is no "사" + 과, since 사 would take 와)."""
    last = S[j - 1]
    m = _HANGUL_RUN_RE.match(S, j)
    if m is None:
        return False
    after_consonant, after_vowel, after_rieul = _korean_particles()
    if not 0xAC00 <= ord(last) <= 0xD7A3:
        # After a letter of another script or a symbol ("5MW의", "iPhone이", "5°C로"), the form
        # agrees with how the word is read aloud, which its letters do not tell: any form.
        return kind(last) in ("L", "S") and m.group() in (after_consonant | after_vowel)
    if _hangul_figure_goes_on(S, j, m.group()):
        return False  # "5천" is not in "5천만": 만 is a number word there, not the particle "only"
    final = (ord(last) - 0xAC00) % 28  # 0: no final consonant; 8: rieul
    allowed = after_vowel if final == 0 else after_rieul if final == 8 else after_consonant
    return m.group() in allowed


def _korean_word_goes_on(word: str, rest: str) -> bool:
    """``rest``, written onto the Hangul ``word``, is a particle that agrees with its last
    syllable (:func:`_korean_particle_after`) or a form of the copula 이다, whose forms open with
    a syllable of ㅇ and ㅣ ("원이다", "원입니다", "원인", "리라입니다"; Sohn, The Korean Language,
    1999, on the copula) or, contracted after a vowel, with one of ㅇ and ㅕ or ㅖ, or with 다
    ("달러였다", "달러다").

    >>> _korean_word_goes_on("원", "이었다"), _korean_word_goes_on("달러", "를"), _korean_word_goes_on("원", "를")
    (True, True, False)
    """
    last, first = ord(word[-1]) - 0xAC00, ord(rest[0]) - 0xAC00
    if not (0 <= last < 11172 and 0 <= first < 11172):
        return False
    if _korean_particle_after(word + rest, len(word)):
        return True
    initial, medial = first // 588, (first % 588) // 28
    if initial == 11 and medial == 20:
        return True  # ㅇ + ㅣ: 이, 입, 인, 일, 임
    return last % 28 == 0 and ((initial == 11 and medial in (6, 7)) or rest[0] == "다")  # 였, 예; 다


_FOOTNOTE_RE = regex.compile(r"\.\d{1,3}(?:,\d{1,3})*\s+(?P<word>\p{Lu}\S*)")


_YEAR_RE = regex.compile(r"(?<!\d)(?:1[5-9]|20)\d\d$")


def _year_before(S: str, j: int) -> bool:
    """The digits ending at ``j`` are a year (1500-2099)."""
    return bool(_YEAR_RE.search(S, max(0, j - 5), j))


def _footnote_after(F: Folded, j: int) -> bool:
    """"2019.4 Patients": a full stop, a footnote number, then a capital starting a sentence.

    When the word after is a unit, a currency, a scale word or an abbreviation in
    capitals ("1850.25 EUR", "2000.5 MW", "2019.5 Millionen"), the digits are a decimal.
    """
    s = F.offsets.start(j)
    m = _FOOTNOTE_RE.match(F.original, s, s + 48)
    return m is not None and not measure_word(m.group("word"))


_EDGE_PUNCT_RE = regex.compile(r"^\p{P}+|\p{P}+$")


@lru_cache(maxsize=1)
def _measure_words() -> Tuple[FrozenSet[str], "regex.Pattern[str]"]:
    """Units and currencies as spaCy's tokenizer knows them (as written and as folded), and the
    unit words the edit matcher reads after a number (any case)."""
    # spaCy is imported here, on the first word read after a number: most checks never need it.
    from spacy.lang.char_classes import CURRENCY, UNITS

    written = {w.replace("\\", "") for w in f"{UNITS}|{CURRENCY}".split("|") if w}
    # Each also as the match view folds it (two characters or more: "K", kelvin, would be "k"):
    # the words read here come from the folded text, where "\u00b5m" (micro sign) is "\u03bcm"
    # (Greek mu) and "hPa" is "hpa".
    folded = {f for f in map(fold_match_text, written) if len(f) >= 2}
    return frozenset(written | folded), regex.compile(rf"(?:{lexicons.UNITS})", flags=regex.IGNORECASE)


@lru_cache(maxsize=4096)
def measure_word(word: str) -> bool:
    """``word`` says what a number before it measures: a unit or a currency (spaCy's
    tokenizer tables, the edit matcher's unit words, the CLDR unit and currency names of
    :func:`lexicons.unit_words`), a scale word (a number word of 100 or more, any language)
    or an abbreviation in capitals."""
    word = _EDGE_PUNCT_RE.sub("", word) or word
    letters = "".join(c for c in word if c.isalpha())
    if len(letters) >= 2 and letters.isupper():
        return True
    if any(charclasses.category(c) == "Sc" for c in word):
        return True
    listed, edit_units = _measure_words()
    if word in listed or edit_units.fullmatch(word):
        return True
    return lexicons.word_key(word) in lexicons.unit_words() or lexicons.scale_word(word)


#: A word, with the full stops of an abbreviation of several parts ("লা.কো.", "mil.").
_WORD_AT_RE = regex.compile(r"\p{L}[\p{L}\p{M}]*+(?:\.[\p{L}\p{M}]++)*+\.?")


@lru_cache(maxsize=2)
def _percent_word_re(side: str = "after") -> "regex.Pattern[str]":
    """A percent word written on ``side`` of a figure (any language, folded as the match view
    folds it), as a whole word; the words before a figure are matched ending at the space
    before it (``pattern.search(S, lo, i - 1)``)."""
    words = sorted({fold_match_text(w) for w in lexicons.percent_words()[side]}, key=len, reverse=True)
    alternatives = "(?:" + "|".join(regex.escape(w) for w in words if w) + ")"
    if side == "after":
        # Inflected forms: a word of six letters or more with a case ending of up to four letters
        # ("5 százalékra", "5 procentų", "5 prosenttiin"); in an unspaced script or
        # Hangul the word glued to the figure, whatever follows ("5パーセントに", "40 퍼센트가").
        spaced = sorted({w for w in words if w and not _suffix_letters(w)}, key=len, reverse=True)
        glued = sorted((w for w in words if w and _suffix_letters(w)), key=len, reverse=True)
        # A word of seven letters or more may also open a compound ("prosenttiyksikköä",
        # "Prozentpunkte": percentage points).
        long = [w for w in spaced if len(w) >= 7]
        # A word of five letters or fewer takes no ending: "posto" (Croatian "percent") is
        # Portuguese "post", "postos" its plural.
        endings = [w for w in spaced if len(w) >= 6]
        inflected = (
            "(?:" + "|".join(regex.escape(w) for w in long) + r")[\p{L}\p{M}]*(?![\p{L}\p{M}\p{N}])|"
            "(?:" + "|".join(regex.escape(w) for w in endings) + r")[\p{L}\p{M}]{0,4}(?![\p{L}\p{M}\p{N}])|"
            "(?:" + "|".join(regex.escape(w) for w in spaced) + r")(?![\p{L}\p{M}\p{N}])"
        )
        return regex.compile(inflected + ("|(?:" + "|".join(regex.escape(w) for w in glued) + ")" if glued else ""))
    return regex.compile(r"(?<![\p{L}\p{M}\p{N}])" + alternatives + r"$")


@lru_cache(maxsize=2)
def _currency_letters_re(side: str) -> "regex.Pattern[str]":
    """A currency written with letters (:func:`lexicons.currency_letters`) one space after a
    figure (matched at the figure's end in the original text) or one space before it (matched
    ending where the figure starts). Case counts: "EUR" is a currency, "eur" may be a word."""
    alternatives = "(?:" + "|".join(regex.escape(w) for w in sorted(lexicons.currency_letters(), key=len, reverse=True)) + ")"
    if side == "after":
        # Not a word of a compound ("5 million leu-bloc"): a hyphen and a letter go on.
        return regex.compile(WRAP_SPACE + alternatives + r"(?![\p{L}\p{M}\p{N}]|[-\u2010\u2011]\p{L})")
    return regex.compile(r"(?<![\p{L}\p{M}\p{N}])" + alternatives + WRAP_SPACE + "$")


def _currency_after(F: Folded, j: int) -> bool:
    """A currency written with letters follows, one space on, the figure ending at folded ``j``
    ("5 EUR", "5 zł")."""
    return _currency_letters_re("after").match(F.original, F.offsets.end(j - 1)) is not None


def _currency_before(F: Folded, i: int) -> bool:
    """A currency written with letters stands one space before the figure starting at folded
    ``i`` ("EUR 5", "Rs 500")."""
    at = F.offsets.start(i)
    return _currency_letters_re("before").search(F.original, max(0, at - 12), at) is not None


def _era_pattern(name: str) -> str:
    """``name`` of an era as a pattern over the original text: a full stop may have a space after
    it or not ("до н. э.", "до н.э."), a space may be any run of spaces but a line break, and an
    abbreviation of capitals may be written with full stops ("B.C.", "B.C.E."). Case counts for a
    name written in capitals only ("BC" is no "bc", "MÖ" no "mö"); any other is read in any case
    ("trước Công Nguyên", "before Christ")."""
    name = regex.sub(r"\.\s*", ".", " ".join(name.split()))
    out = []
    for c in name:
        out.append(rf"\.{WRAP_SPACE}?" if c == "." else WRAP_SPACE if c == " " else regex.escape(c))
    pattern = "".join(out)
    if regex.fullmatch(r"\p{Lu}{2,4}", name):
        pattern += "|" + "".join(regex.escape(c) + rf"\.{WRAP_SPACE}?" for c in name)
    capitals = regex.search(r"\p{Lu}", name) is not None and regex.search(r"\p{Ll}", name) is None
    return f"(?:{pattern})" if capitals else f"(?i:{pattern})"


@lru_cache(maxsize=4)
def _era_re(side: str) -> "regex.Pattern[str]":
    """An era before the epoch (:func:`lexicons.era_names`: "BC", "v. Chr.", "до н. э.", "紀元前") as
    a whole word of the original text. ``"after"``: right after a figure's end, after a space or
    none ("500 BC", "500 v. Chr."), or after one word of the figure ("в 500 году до н. э.", "500 г.
    пр.н.е."; the word's full stop only after a word of one or two letters, an abbreviation).
    ``"after_word"``: right after that one word, and ``"after_abbreviation"`` after its full stop
    (a word of one or two letters: "500 r. p.n.e."). ``"before"``: ending right before
    a figure's start ("紀元前500年", "기원전 500년", "Kr. e. 500")."""
    names = "(?:" + "|".join(_era_pattern(n) for n in lexicons.era_names()) + ")"
    whole = r"(?:(?<=\.)|(?![\p{L}\p{M}\p{N}]))"
    if side == "after":
        word = rf"{WRAP_SPACE}(?:[\p{{L}}\p{{M}}]{{1,2}}\.|[\p{{L}}\p{{M}}]{{1,16}}){WRAP_SPACE}"
        return regex.compile(rf"(?:{word}|{WRAP_SPACE}?){names}{whole}")
    if side in ("after_word", "after_abbreviation"):
        return regex.compile((r"\." if side == "after_abbreviation" else "") + rf"{WRAP_SPACE}?{names}{whole}")
    # A name in an unspaced script stands glued to the words before it ("の紀元前500年").
    spaced = "|".join(_era_pattern(n) for n in lexicons.era_names() if kind(n[0]) != "U")
    glued = "|".join(_era_pattern(n) for n in lexicons.era_names() if kind(n[0]) == "U")
    # A name in a spaced script starts a word; after a letter of an unspaced script it is one too
    # ("イギリスBC 500年").
    left = rf"(?:(?<![\p{{L}}\p{{M}}\p{{N}}])|(?<=[{charclasses.UNSPACED_CLASS}]))"
    return regex.compile(rf"(?:{left}(?:" + spaced + ")" + (f"|{glued}" if glued else "") + rf"){WRAP_SPACE}?$")


#: One space, then a short abbreviation glued to a currency sign ("5 M€", "5 Mio€", "5 k$"): the
#: amount's scale and currency, one with the figure.
_SCALED_SIGN_RE = regex.compile(WRAP_SPACE + r"\p{L}{1,4}\.?\p{Sc}")



@lru_cache(maxsize=2)
def _ratio_re(side: str) -> "regex.Pattern[str]":
    """The words written between the two figures of a ratio or a score (``ratio_between`` of
    :func:`lexicons.comparison_words`: "in", "out of", "von", "sur", "из"): ``"after"`` matches
    from a figure's end on (" in 5"), ``"before"`` searches for one ending right before a
    figure's start ("1 in ")."""
    alternation = _between_alternation("ratio_between")
    if side == "after":
        return regex.compile(rf" (?:{alternation}) \p{{Nd}}")
    return regex.compile(rf"\p{{Nd}} (?:{alternation}) $")


def _between_alternation(field: str) -> str:
    """The words of ``field`` of :func:`lexicons.comparison_words` as the match view writes them,
    as a regular-expression alternation, longest first."""
    words = sorted({fold_match_text(w) for w in lexicons.comparison_words(field)} - {""}, key=len, reverse=True)
    return "|".join(regex.escape(w) for w in words)


def _ratio_before(S: str, i: int) -> bool:
    """A figure and the word of a ratio (:func:`_ratio_re`) end right before folded ``i``, the
    start of the second figure ("1 in |5")."""
    return _ratio_re("before").search(S, max(0, i - 16), i) is not None


def _ratio_after(S: str, j: int) -> bool:
    """The word of a ratio and a second figure follow folded ``j``, the end of a figure: "1 in 5",
    "5 out of 100", "3 von 10", "3 из 10". The two figures make one, which a passage ending at the
    first would cut."""
    return _ratio_re("after").match(S, j) is not None


@lru_cache(maxsize=2)
def _range_re(side: str) -> "regex.Pattern[str]":
    """A word written between the figures of a range (``range_between`` of
    :func:`lexicons.comparison_words`: "to", "bis", "à", "до") with the other figure:
    ``"after"`` matches from a figure's end on (" to 10"), ``"before"`` searches for one ending
    right before a figure's start ("5 to ")."""
    return _joined_re(_between_alternation("range_between"), side)


@lru_cache(maxsize=2)
def _pair_re(side: str) -> "regex.Pattern[str]":
    """:func:`_range_re` for the words for "and" and "or" of every language (the CLDR's list
    patterns): they join two figures as one range, pair or estimate too ("between 5 and 10 mg",
    "zwischen 5 und 10", "5 or 6 patients", "5 oder 6"), read by :func:`_pair_after` and
    :func:`_pair_before`."""
    joiners = {fold_match_text(w) for w in lexicons.and_words() | lexicons.or_words()} - {""}
    return _joined_re("|".join(regex.escape(w) for w in sorted(joiners, key=len, reverse=True)), side)


def _joined_re(alternation: str, side: str) -> "regex.Pattern[str]":
    """A word of ``alternation`` between two figures, read from the first figure's end
    (``side`` "after") or searched for right before the second's start ("before")."""
    # Glued to either figure too, as the unspaced scripts write it ("5至6人", "5から6人", "5或6人",
    # "5 mg 到9 mg" as the match view closes up a space beside them): a letter glued to a figure
    # is cut there anyway.
    if side == "after":
        return regex.compile(rf"(?: ?(?:{alternation}) ?)\p{{Nd}}")
    # The first figure may carry its unit ("5 mg to 10 mg", "5% à 10%"), then the second
    # must carry the same (:func:`_range_before`).
    return regex.compile(rf"\p{{Nd}}(?:(?P<unit>%| ?\p{{L}}{{1,12}})? (?:{alternation}) ?|(?:{alternation}) ?)$")


def _unit_words_end(S: str, j: int) -> bool:
    """The one or two words ending at folded ``j`` follow a figure ("5 mg|", "5 degrees celsius|")."""
    if _word_after_figure(S, j, _COUNTED_WORD_REACH):
        return True
    k = j
    while k > 0 and j - k <= _COUNTED_WORD_REACH and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    return k >= 2 and k < j and S[k - 1] == " " and _word_after_figure(S, k - 1, _COUNTED_WORD_REACH)


#: The signs one figure carries (every plus and minus sign but "±" and "∓").
_ONE_FIGURE_SIGNS = charclasses.NUMBER_SIGNS - charclasses.PLUS_MINUS_SIGNS


def _expression_after(F: Folded, j: int) -> bool:
    """After a figure's unit or symbol ending at folded ``j``, its expression goes on with
    another figure: one space or none, up to three math signs (:data:`charclasses.COMPARISON_SIGNS`,
    "+", "-", "/": "±", "+/-", "−", "×"), or "x", or a range word (``range_between``), then
    a figure ("5 mg ± 2 mg", "5% +/- 2%", "5 mg x 3", "5 mg to 10 mg", "5 mg–10 mg")."""
    S = F.text
    k = j + 1 if S[j : j + 1] == " " else j
    m = _range_re("after").match(S, j) or _pair_re("after").match(S, j)
    if m is not None:
        # A range repeats its figures' unit ("5 mg to 10 mg", "5% à 10%"); "rose 12% to 45.2
        # million" is a change to a new value, not a range.
        unit = _unit_before(S, j)
        return unit is not None and _unit_after_figure_is(S, m.end() - 1, unit)
    at = k
    while at < len(S) and at - k < 3 and (S[at] in "+-/" or S[at] in _COMPARISON or S[at] in charclasses.NUMBER_SIGNS):
        at += 1
    if at == k and S[k : k + 2] == "x " and k > j:
        at = k + 1  # "5 mg x 3": the letter as a times sign, spaced
    if at == k:
        return False
    if k > j and at == k + 1 and S[k] in _ONE_FIGURE_SIGNS and at < len(S) and kind(S[at]) == "D":
        # After a space, a sign written glued to a figure is that figure's ("-7% -7%", "5% +3");
        # the match view closes up "+ 3", so the source says which it was. After a line break
        # it is the next line's.
        sign_at = F.offsets.start(k)
        before = F.original[F.offsets.end(j - 1) : sign_at]
        if any(c in charclasses.LINE_BREAKS for c in before) or F.original[sign_at + 1 : sign_at + 2].isdigit():
            return False
    if at < len(S) and S[at] == " ":
        at += 1
    return at < len(S) and kind(S[at]) == "D"


#: The letters written as a times sign between two figures ("5 x2", "3 X 4").
_TIMES_LETTERS = frozenset("xX")


def _binary_sign(ch: str) -> bool:
    """A sign written between two figures: a math or modifier symbol (Sm, Sk: "±", "×", "^"), an
    ASCII stand-in for an operator ("*", "/"), a middle dot or a letter times sign. A plus or
    minus sign or a dash glued to a figure after a space is that figure's own, as one figure
    carries it ("3.5 −4.5 and 12", "12 -7%"), and so is a currency or other symbol ("2019 €5")
    and "#2"; a vertical line draws a table's cell ("| 5 |2 |")."""
    if ch in _ONE_FIGURE_SIGNS or ch in charclasses.DASHES or ch in charclasses.TABLE_RULES:
        return False
    return charclasses.category(ch) in ("Sm", "Sk") or ch in "*/" or ch in _DOTS or ch in _TIMES_LETTERS


def _operator_glued_at(S: str, p: int) -> Optional[str]:
    """The sign at folded ``p`` (:func:`_binary_sign`) when it is written glued to the figure
    after it: right after another figure and one space, it goes on with that figure's
    expression ("5 ±2", "5 x2", "5 /2", "5 ^2"). A plus-minus sign may open a bracket
    ("5 (±2)": the figure's tolerance). None where no such sign stands there."""
    at = p
    if charclasses.category(S[at : at + 1] or " ") == "Ps" and S[at + 1 : at + 2] in charclasses.PLUS_MINUS_SIGNS:
        at += 1
    sign = S[at : at + 1]
    after = _after_marks(S, at + 1)
    if sign and kind(S[after : after + 1]) == "D" and _binary_sign(sign):
        return sign
    return None


def _after_marks(S: str, p: int) -> int:
    """Folded ``p`` moved past the combining marks written there: a sign and the marks drawn on
    it are one sign ("\u2241" NOT TILDE folds as "~" and a combining long solidus)."""
    while p < len(S) and kind(S[p]) == "M":
        p += 1
    return p


def _binary_sign_start(F: Folded, i: int) -> bool:
    """Folded ``i`` holds a sign of two figures (:func:`_binary_sign`) between a figure, glued or one space before it,
    and a figure after it, glued or one space on: a passage starting there leaves the first
    figure out ("±2 mg" of "5 ±2 mg", "×2" of "5×2", "±2" of "5 (±2)")."""
    S = F.text
    sign = S[i]
    if not _binary_sign(sign):
        return False
    k = _after_marks(S, i + 1)
    if not (kind(S[k : k + 1]) == "D" or (S[k : k + 1] == " " and kind(S[k + 1 : k + 2]) == "D")):
        return False
    if sign in charclasses.PLUS_MINUS_SIGNS and i >= 1 and charclasses.category(S[i - 1]) == "Ps":
        i -= 1
    if i >= 1 and kind(S[i - 1]) == "D":
        return True
    return i >= 2 and S[i - 1] == " " and kind(S[i - 2]) == "D" and _one_space(F, i - 1)


@lru_cache(maxsize=1)
def _figure_bound_re() -> "regex.Pattern[str]":
    """A figure, its unit or none, and a word of a bound reached, ending right before a figure."""
    words = sorted({fold_match_text(w) for w in lexicons.comparison_words("bound_before")} - {""}, key=len, reverse=True)
    return regex.compile(r"\p{Nd}(?P<unit>%| ?\p{L}{1,12})? (?:" + "|".join(regex.escape(w) for w in words) + r") $")


def _bound_after_figure(S: str, i: int) -> Optional[bool]:
    """Whether a word of a bound reached ("hasta", "bis", "до") stands between a figure and the
    figure starting at folded ``i``: None where none does; True where the two make a range (no
    unit, or the same unit after both: "5 bis 10", "5 mg bis 10 mg"), False where the first
    figure's unit is another ("12% hasta 45,2 millones": a change to a new value)."""
    m = _figure_bound_re().search(S, max(0, i - 40), i)
    if m is None:
        return None
    unit = (m.group("unit") or "").strip()
    return not unit or _unit_after_figure_is(S, i, unit)


def _range_before(S: str, i: int) -> bool:
    """The figure starting at folded ``i`` is the second of a range written with a word ("10" of
    "5 to 10", "10 mg" of "5 mg to 10 mg"; not "45.2" of "rose 12% to 45.2 million")."""
    m = _range_re("before").search(S, max(0, i - 32), i)
    if m is None:
        return False
    unit = (m.group("unit") or "").strip()
    return not unit or _unit_after_figure_is(S, i, unit)


def _pair_after(S: str, j: int) -> bool:
    """The word for "and" or "or" and a second figure follow the figure ending at folded ``j``, which is
    no year ("5" of "between 5 and 10 mg"; not "2019" of "in 2019 and 5% in 2020": a year and
    "and" start the next item of a list)."""
    return _pair_re("after").match(S, j) is not None and not _year_before(S, j)


def _pair_before(S: str, i: int) -> bool:
    """The figure starting at folded ``i`` is the second of two joined by the word for "and" or
    "or" ("10 mg" of "between 5 and 10 mg", "6" of "5 or 6"), the first no year and written with no unit or with the
    second's ("5 mg and 10 mg"; not "5%" of "25% in 2019 and 5% in 2020")."""
    m = _pair_re("before").search(S, max(0, i - 32), i)
    if m is None or _year_before(S, m.start() + 1):
        return False
    unit = (m.group("unit") or "").strip()
    return not unit or _unit_after_figure_is(S, i, unit)


def _unit_before(S: str, j: int) -> Optional[str]:
    """The unit or symbol that ends at folded ``j`` right after a figure ("mg" of "5 mg", "%" of
    "5%"), or None."""
    if j >= 2 and not S[j - 1].isalnum() and kind(S[j - 2]) == "D":
        return S[j - 1]
    k = j
    while k > 0 and j - k <= _COUNTED_WORD_REACH and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    if k < j and k >= 1 and (kind(S[k - 1]) == "D" or (S[k - 1] == " " and kind(S[k - 2 : k - 1]) == "D")):
        return S[k:j]
    return None


#: What may join the symbols of a compound unit: a space, a multiplication dot or sign, or a
#: full stop (:data:`_UNIT_JOIN_RE` reads which).
_UNIT_JOINERS = frozenset(" .*\u00b7\u22c5\u2219\u2022\u00d7\u30fb") | charclasses.FRACTION_SLASHES
#: The joint itself: a space; a multiplication dot or sign, spaced or not ("N·m", "N ⋅ m", "mg ×
#: kg-1", "mg*kg-1"); a full stop or a slash before a bracket ("mg.kg-1", "mg/(kg·d)").
_UNIT_JOIN_RE = regex.compile(r"(?P<dot> ?[\u00b7\u22c5\u2219\u2022\u00d7\u30fb*] ?|\.(?=\p{L}))|(?P<bracket>/[(\[])| ")
#: A power a symbol is raised to: a sign and a figure, a caret and a figure, LaTeX's braces,
#: or superscript figures ("-1", "−1", "^-2", "^{-2}", "⁻¹"). A bare figure is no power
#: ("T2", "B12": labels).
_UNIT_POWER = r"(?:\^?\{?[-\u2212]\p{Nd}{1,2}\}?|\^\{?\p{Nd}{1,2}\}?|\u207b?[\u00b9\u00b2\u00b3\u2070\u2074-\u2079]{1,2})"
#: A unit symbol raised to a power or not, its abbreviation's full stop kept apart ("kg-1",
#: "min⁻¹", "Hg", "рт."); not the first part of a hyphenated word ("CT-measured").
_UNIT_POWER_RE = regex.compile(rf"(?P<sym>[\p{{L}}\p{{M}}]{{1,16}})(?P<power>{_UNIT_POWER})?\.?(?![\p{{L}}\p{{M}}\p{{N}}]|\p{{Pd}}\p{{L}})")
#: A unit symbol raised to a power that ends a text, after a space or a multiplication dot:
#: a later symbol of a compound unit ("m-2" of "5 mmol m-2").
_POWERED_END_RE = regex.compile(rf"[ \u00b7\u22c5\u2219\u2022\u00d7*](?P<sym>[\p{{L}}\p{{M}}]{{1,16}}){_UNIT_POWER}\Z")


def _unit_symbol(symbol: str, alone: bool = False) -> bool:
    """Whether ``symbol`` (folded) is a unit symbol: the CLDR's, or an SI unit with a prefix. ``alone``:
    written with no power, where only a symbol's shape tells a unit from a word (the CLDR's short
    forms hold words too: "fat", "rod"): two letters at most, or no vowel; and no function word
    of any language ("m", "in", "a")."""
    if symbol not in _unit_symbol_keys() and symbol not in _prefixed_unit_keys():
        return False
    if not alone:
        return True
    letters = [c for c in symbol if c.isalpha()]
    shaped = len(letters) <= 2 or not any(c in _VOWELS for c in symbol)
    return shaped and not lexicons.stop_word_anywhere(symbol)


def _compound_unit_after(S: str, j: int) -> bool:
    """The unit that ends at folded ``j`` goes on as a compound unit: a unit symbol right after
    a figure ("5 mg") or one raised to a power after another ("5 mmol m-2"), then a joint of
    :data:`_UNIT_JOIN_RE` and another unit symbol raised to a power ("5 mg kg-1", "5 mL min⁻¹",
    "5 N·m⁻¹", "5 mg.kg-1") or, joined by a space or a dot, with no power where it is shaped as a
    symbol (:func:`_unit_symbol`: "120 mm Hg", "120 мм рт. ст.", "5 N·m"), or a bracket after a
    slash ("5 mg/(kg·d)"). "5 m in depth" and "5 g fat" end their amount where they stand."""
    first = _unit_before(S, j)
    if first is None or not _unit_symbol(first.rstrip(".")):
        if not (S[j - 1].isdigit() or S[j - 1] == "}"):
            return False  # nearly every end: a word, no power (asked at every end before a space)
        powered = _POWERED_END_RE.search(S, max(0, j - 24), j)
        if powered is None or not _unit_symbol(powered.group("sym")):
            return False
    joint = _UNIT_JOIN_RE.match(S, j)
    if joint is None:
        return False
    if joint.group("bracket"):
        return True
    m = _UNIT_POWER_RE.match(S, joint.end())
    powered = m is not None and m.group("power") is not None
    if m is None or not (_counted_unit(m.group("sym")) if powered else _unit_symbol(m.group("sym"), alone=True)):
        return False
    return m.group("power") is not None or S[j] != "."


#: A slash, spaced or not, and the word, figure or bracket after it ("/day" of "5 mg/kg/day",
#: "/24 h", " / (kg·d)"; the word and the figure captured).
_SLASHES = "".join(sorted(charclasses.FRACTION_SLASHES))
_SLASH_ON_RE = regex.compile(rf"(?P<slash> ?[{regex.escape(_SLASHES)}] ?)(?:(?P<word>[\p{{L}}\p{{M}}]+)|(?P<figure>\p{{Nd}}+)|[(\[])")
#: A duration's name after a figure, glued or one space on ("24 h", "7 Tage").
_DURATION_AFTER_FIGURE_RE = regex.compile(r" ?(?P<word>[\p{L}\p{M}]+)(?![\p{L}\p{M}\p{N}])")


def _slash_unit_after(S: str, j: int) -> bool:
    """A slash at folded ``j`` and a unit it counts per: a unit or a duration ("/kg", "/day"), a
    bracket ("/(kg·d)"), a power of ten glued ("/1000") or a figure and a duration ("/24 h"). Not
    another value ("5.5 mmol/L / 99 mg/dL", "180C/350F"), nor a word that names no unit ("5 mg/kg /
    placebo")."""
    m = _SLASH_ON_RE.match(S, j)
    if m is None:
        return False
    if m.group("word") is not None:
        # In a script without spaces the word runs on into the text after it ("千克/天的剂量"):
        # a slash after a unit glued to a figure counts per what follows there.
        return charclasses.UNSPACED_RE.match(m.group("word")) is not None or _counted_unit(m.group("word"))
    if m.group("figure") is None:
        return True  # "/(kg·d)"
    if len(m.group("slash")) != 1:
        return False  # " / 10 mg/kg": another value
    ten = _POWER_OF_TEN_RE.match(S, m.start("figure"))
    if ten is not None and ten.end() == m.end("figure"):
        return True  # "5 deaths/1000 births"
    d = _DURATION_AFTER_FIGURE_RE.match(S, m.end("figure"))
    return d is not None and _duration_word(d.group("word"))


def _duration_word(word: str) -> bool:
    """Whether ``word`` names a duration: a symbol of time (:data:`_TIME_SYMBOLS`) or a name the
    CLDR gives one in any language (:func:`lexicons.per_durations`: "day", "Tag", "часа")."""
    key = lexicons.word_key(word)
    return key in _TIME_SYMBOLS or key in _duration_names()


@lru_cache(maxsize=1)
def _duration_names() -> FrozenSet[str]:
    """Every duration name of :func:`lexicons.per_durations`, whatever word for "per" it follows."""
    return frozenset(name for durations in lexicons.per_durations().values() for name in durations)


#: The symbols of time of the SI and of the units accepted with it (SI Brochure, 9th ed., 2019,
#: table 8): second, minute, hour, day. The CLDR's duration names (:func:`lexicons.per_durations`)
#: leave out one-letter symbols, which name other units as often.
_TIME_SYMBOLS = frozenset({"s", "min", "h", "d"})


@lru_cache(maxsize=1)
def _counted_per_end_re() -> "regex.Pattern[str]":
    """A figure, a word after it and the units it is counted per if any, ending a text: "5 mg/kg",
    "5 µg/kg/min", "5 mg per kg", "5 mg kg-1 per day", "5 mg × kg-1". Each later unit comes after
    a slash, a word for "per" (:func:`lexicons.per_words`) or a multiplication joint, and may be
    raised to a power; the units are captured for :func:`_counted_unit` to judge."""
    per = _folded_alternatives(lexicons.per_words())
    unit = rf"[\p{{L}}\p{{M}}]{{1,16}}(?:{_UNIT_POWER})?\.?"
    link = rf"(?: ?[{regex.escape(_SLASHES)}] ?| (?:{per}) | ?[\u00b7\u22c5\u2219\u2022\u00d7\u30fb*] ?|[ .](?=[\p{{L}}\p{{M}}]{{1,16}}{_UNIT_POWER}))"
    return regex.compile(rf"\d ?[\p{{L}}\p{{M}}]{{1,40}}(?:{_UNIT_POWER})?\.?(?:{link}(?P<unit>{unit}))*\Z")


def _counted_unit(unit: str) -> bool:
    """Whether ``unit`` (folded, perhaps raised to a power or abbreviated) names a unit a figure
    may be counted per: a unit symbol (the CLDR's or an SI unit with a prefix), a unit's name, or
    a duration's ("kg", "m-2", "day", "h", "Tag"); in a script written without spaces, any word
    ("公斤", "天": the word cannot be told from the text after it)."""
    if charclasses.UNSPACED_RE.match(unit) is not None:
        return True
    bare = regex.sub(rf"{_UNIT_POWER}\.?\Z|\.\Z", "", unit)
    if _unit_symbol(bare) or lexicons.word_key(bare) in lexicons.unit_words():
        return True
    return _duration_word(bare)


#: One space and a short word or abbreviation glued to a slash: what a unit is of, written
#: between it and the unit it is counted per ("bw" of "5 mg/kg bw/day", "KG" of "5 mg/kg KG/Tag",
#: "mc." of "5 mg/kg mc./dobę"); not a stop word ("and" of "and/or").
_QUALIFIER_BEFORE_SLASH_RE = regex.compile(r" [\p{L}\p{M}]{1,4}\.?(?=/)")


def _counted_per_goes_on(S: str, j: int) -> bool:
    """A figure counted per one unit or more ends at folded ``j`` (:func:`_counted_per_end_re`),
    and the text counts it per one more: after a slash, a word for "per" (:func:`_per_unit_after`)
    or a compound unit's joint and a powered symbol. "5 mg/kg" is not in "5 mg/kg/day" nor in
    "5 mg/kg/24 h": the second claims a daily dose."""
    qualified = _QUALIFIER_BEFORE_SLASH_RE.match(S, j)
    if not (
        _slash_unit_after(S, j)
        or (S[j] == " " and _per_unit_after(S, j))
        or _powered_unit_at(S, j)
        or (
            qualified is not None and not lexicons.stop_word_anywhere(qualified.group().strip(" ."))
            and _slash_unit_after(S, qualified.end())
        )
    ):
        return False
    m = _counted_per_end_re().search(S, max(0, j - 96), j)
    return m is not None and all(_counted_unit(u) for u in m.captures("unit"))


def _powered_unit_at(S: str, j: int) -> bool:
    """A compound unit's joint (:data:`_UNIT_JOIN_RE`) and a unit start at folded ``j``: raised to a
    power, or after a multiplication sign, which joins nothing but units ("5 mg/kg" of "5 mg/kg
    min-1", "5 mg kg-1" of "5 mg kg-1·day")."""
    joint = _UNIT_JOIN_RE.match(S, j)
    if joint is None or joint.group("bracket"):
        return joint is not None
    m = _UNIT_POWER_RE.match(S, joint.end())
    times = joint.group("dot") is not None and not joint.group("dot").startswith(".")
    return m is not None and (times or m.group("power") is not None) and _counted_unit(m.group("sym"))


@lru_cache(maxsize=1)
def _prefixed_unit_keys() -> FrozenSet[str]:
    """The SI units with a prefix on them (:func:`lexicons.prefixed_units`) as the match view writes them."""
    return frozenset(fold_match_text(w) for w in lexicons.prefixed_units())


def _unit_after_figure_is(S: str, i: int, unit: str) -> bool:
    """The figure starting at folded ``i`` is written with ``unit`` after it, glued or one space on."""
    k = i
    while k < len(S) and (kind(S[k]) == "D" or (S[k] in ".," and kind(S[k + 1 : k + 2]) == "D")):
        k += 1
    if S.startswith(unit, k) or S.startswith(" " + unit, k):
        end = k + len(unit) + (0 if S.startswith(unit, k) else 1)
        return kind(S[end : end + 1]) not in ("L", "M", "D")
    return False


@lru_cache(maxsize=1)
def _per_re() -> "regex.Pattern[str]":
    """One space, a word for "per" (:func:`lexicons.per_words`), one space and the word after it."""
    words = sorted({fold_match_text(w) for w in lexicons.per_words()} - {""}, key=len, reverse=True)
    return regex.compile(r" (?P<per>" + "|".join(regex.escape(w) for w in words) + r") (?P<unit>[\p{L}\p{M}\p{N}]+)")


def _per_unit_after(S: str, j: int) -> bool:
    """A word for "per" and a unit follow folded ``j``, the end of a figure or of its unit: "5 mg
    per kg", "5 per 1000", "5 € pro Tag". The word after "per" is a unit when it is a figure, a
    unit or currency name (:func:`lexicons.unit_words`), or a symbol of at most three letters
    ("kg", "m2", :func:`lexicons.unit_symbols`): the words for "per" are also everyday words
    ("на", "al", "par"). A figure after the word is a unit only as a power of ten. A duration
    ("per day", "pro Tag", :func:`lexicons.per_durations`) says how often, which is part of what
    the figure claims: "5 mg" is not in "5 mg per day" (see :func:`_frequency_after` for the other
    ways of saying it)."""
    m = _per_re().match(S, j)
    if m is None:
        return False
    unit = m.group("unit")
    if lexicons.word_key(unit) in lexicons.per_durations().get(lexicons.word_key(m.group("per")), ()):
        return True  # "5 mg per day": a dose and its rate
    if kind(unit[0]) == "D":
        # A rate is counted per a power of ten ("5 per 1000", "per 100 000"); another figure
        # after the word is a price or a count ("por 100 milhões", for 100 million).
        figure = _POWER_OF_TEN_RE.match(S, m.start("unit"))
        if figure is not None and not _scale_word_at(S, figure.end() + 1):
            return True
        # A figure and a duration, spaced or glued: "5 mg/kg per 24 h", "per 24h" (a dose and its rate).
        digits = regex.match(r"\p{Nd}+", unit)
        d = _DURATION_AFTER_FIGURE_RE.match(S, m.start("unit") + (digits.end() if digits else 0))
        return d is not None and _duration_word(d.group("word"))
    symbols = _unit_symbol_keys()
    # A square or cubic unit written with a plain digit ("m2", "cm3") is the symbol's too.
    return unit in symbols or unit.rstrip("23²³") in symbols or lexicons.word_key(unit) in lexicons.unit_words()


def _folded_alternatives(words: Iterable[str]) -> str:
    """``words`` folded as the match view writes them, longest first, as alternatives of a pattern."""
    folded = sorted({fold_match_text(w) for w in words} - {""}, key=len, reverse=True)
    return "|".join(regex.escape(w) for w in folded)


@lru_cache(maxsize=1)
def _frequency_re() -> "regex.Pattern[str]":
    """One space and how often a quantity is given (``data/frequency_words.json``): a route
    ("po", "orally") and a multiplier ("twice", "three times", "zweimal", "deux fois") may come
    first; then a frequency adverb ("daily", "täglich", "ежедневно"), a Latin dosing abbreviation
    ("bid", "q8h"), or a distributive word, a figure or number word perhaps, and the word after
    it (group ``unit``: "a day", "every 8 hours", "cada 8 horas", "в сутки", "je kg")."""
    number = r"\d+(?:[.,]\d+)?"
    # Every language's numerals, those that are another language's everyday word too ("dos",
    # Portuguese "of the"): here a word for times or a duration follows them.
    numerals = _folded_alternatives(
        w for code in lexicons.available_languages("numbers") for w in lexicons.number_words(code)
    )
    times = _folded_alternatives(_times_words())
    multiplier = (
        rf"(?:{_folded_alternatives(lexicons.frequency_words('multipliers'))}"
        rf"|(?:{number}|{numerals}) ?(?:{times})|[x\u00d7] ?\d+)"  # "x3 daily", "× 2 täglich"
    )
    routes = "|".join(lexicons.frequency_words("routes"))
    latin = "|".join(lexicons.frequency_words("latin"))
    adverbs = _folded_alternatives(lexicons.frequency_words("adverbs"))
    distributive = _folded_alternatives(lexicons.frequency_words("distributive"))
    each = _folded_alternatives(lexicons.frequency_words("each"))
    tail = rf"(?:{adverbs}|{each}|{latin}|(?:{distributive}) (?:(?:{number}|{numerals}) )?(?P<unit>[\p{{L}}\p{{M}}\p{{N}}]+))"
    return regex.compile(rf" (?:(?:{routes}) )?(?:{multiplier} )?{tail}(?![\p{{L}}\p{{M}}\p{{N}}])")


def _frequency_after(S: str, j: int) -> bool:
    """How often the quantity ending at folded ``j`` (a figure, or its unit) is given follows it:
    "5 mg daily", "5 mg twice daily", "5 mg bid", "5 mg q8h", "5 mg every 8 hours", "5 mg a day",
    "5 mg täglich", "5 mg al día", "5 мг в сутки", "5 mg je kg". A dose is the quantity and its
    rate: quoted without the rate it is another dose. After a distributive word the word must be
    a duration (:func:`lexicons.duration_names`) or a unit, as after a word for per
    (:func:`_per_unit_after`): "a" and "в" are everyday words."""
    m = _frequency_re().match(S, j)
    if m is None:
        return False
    unit = m.group("unit")
    if unit is None:
        return True
    symbols = _unit_symbol_keys()
    key = lexicons.word_key(unit)
    # A unit symbol of one letter is read as none here: "jede v" is Czech "goes at", not German
    # "jede V" (every volt).
    return (
        key in lexicons.duration_names() or (len(unit) > 1 and unit in symbols) or key in lexicons.unit_words()
        or key in _counted_names()
    )


@lru_cache(maxsize=1)
def _counted_names() -> FrozenSet[str]:
    """The nouns a distributive word takes to share an amount out (``counted`` of the frequency data:
    "per head", "pro Kopf", "par personne", "a testa", "per capita"), in :func:`lexicons.word_key` form."""
    return frozenset(lexicons.word_key(w) for w in lexicons.frequency_words("counted"))


@lru_cache(maxsize=1)
def _share_glued_after_re() -> "regex.Pattern[str]":
    """What Japanese and Chinese write glued after a dose to share it out or give its rate
    (``after_unspaced`` of the frequency data: "5mgずつ", "5mg当たり")."""
    return regex.compile(_folded_alternatives(lexicons.frequency_words("after_unspaced")))


def _share_glued_after(S: str, j: int) -> bool:
    """A passage ending at folded ``j``, right after a figure or the unit glued to it, leaves out a
    share written glued after it ("患者は1人5mg" of "患者は1人5mgずつ服用した")."""
    return _share_glued_after_re().match(S, j) is not None and any(kind(c) == "D" for c in S[max(0, j - 6) : j])


@lru_cache(maxsize=1)
def _frequency_spaced_before_re() -> "regex.Pattern[str]":
    """How often or how shared a quantity is, written as words right before its figure (searched
    at the end of the text before it): a distributive word ("по 5 мг", "po 5 mg", "je 5 mg",
    ``distributive_before``), a frequency adverb ("günde", "매일", "सालाना"), or a count of times
    ("iki kez", "두 번", "दो बार": a word and a counter of ``times_before``; "two times", "zwei
    mal": a numeral and a noun of :func:`_times_words`)."""
    number = r"\d+(?:[.,]\d+)?"
    numerals = _folded_alternatives(
        w for code in lexicons.available_languages("numbers") for w in lexicons.number_words(code)
    )
    distributive = _folded_alternatives(lexicons.frequency_words("distributive_before"))
    adverbs = _folded_alternatives(lexicons.frequency_words("adverbs"))
    counters = _folded_alternatives(lexicons.frequency_words("times_before"))
    times = _folded_alternatives(_times_words())
    return regex.compile(
        rf"(?<![\p{{L}}\p{{M}}\p{{N}}])(?:(?P<distributive>{distributive})|(?P<adverb>{adverbs})|[\p{{L}}\p{{M}}\p{{N}}]+ (?:{counters})|(?:{number}|{numerals}) (?:{times})) \Z"
    )


def _frequency_spaced_before(S: str, i: int) -> bool:
    """A passage starting at folded ``i``, a figure one space after a word, starts right after how
    often or how shared the quantity is (:func:`_frequency_spaced_before_re`): "5 мг" of "по 5 мг"
    (5 mg each), "5 mg aldı" of "günde iki kez 5 mg aldı", "5mg을" of "하루에 두 번 5mg을". The
    frequency is part of what the figure says, as a sign is. Not after a distributive word that is
    also a preposition of time (``distributive_before_temporal``) whose figure counts a duration
    (:func:`_counts_duration`): Polish "po 5 latach" is 'after 5 years'.

    >>> _frequency_spaced_before("po 5 mg", 3), _frequency_spaced_before("po 5 latach", 3)
    (True, False)
    """
    m = _frequency_spaced_before_re().search(S, max(0, i - 48), i)
    if m is None:
        return False
    word = m.group("distributive") or m.group("adverb")
    if word and everyday_before_figure(word, S[max(0, i - _FREQUENCY_CONTEXT) : i + _FREQUENCY_CONTEXT]):
        return False  # another language's everyday word: Croatian "pa" ('then'), Danish "denne" ('this')
    return not (m.group("distributive") and _counts_duration(S, i, lexicons.frequency_word_languages("distributive_before_temporal", m.group("distributive"))))


#: Characters read either side of a figure for the language of a frequency word before it.
_FREQUENCY_CONTEXT = 200


def everyday_before_figure(word: str, context: str) -> bool:
    """``word`` (folded), a frequency word read before a figure, is there the stop word it is in
    another language (:func:`_everyday_frequency_words`): the language detector names that
    language for ``context`` with confidence, and no language listing the word. Where the
    detector is unsure or names a third language (a short Slovene sentence read as Zulu), the
    word stays a frequency word: a dose cut from it is refused.

    >>> everyday_before_figure("pa", "prvo je umrlo deset pacijenata, pa 5 pacijenata nakon toga")
    True
    >>> everyday_before_figure("pa", "the bond pays pa 5 percent to all holders of the notes")
    False
    """
    listing = _everyday_frequency_words().get(word)
    if not listing:
        return False
    detected, confidence = negation.detect_language(context)
    if not detected or confidence < negation.DETECTION_CONFIDENCE or detected in listing:
        return False
    return lexicons.word_key(word) in lexicons.stop_words(detected)


@lru_cache(maxsize=1)
def _everyday_frequency_words() -> Dict[str, Tuple[str, ...]]:
    """The distributive words and frequency adverbs read before a figure (folded as the match
    view writes them) that are one of spaCy's stop words in a language with a negation lexicon
    listing none of them, each with the languages that list it: English "pa" ('per annum') is
    Croatian and Slovene 'then', Slovak "denne" ('daily') Danish and Norwegian 'this', Malay
    "sejam" ('an hour') Portuguese 'be', Polish "po" Italian 'bit'. They count before a figure
    only where the text is not told to be in the language whose stop word they are
    (:func:`everyday_before_figure`)."""
    listing: Dict[str, Set[str]] = {}
    for field in ("distributive_before", "adverbs"):
        for word in lexicons.frequency_words(field):
            listing.setdefault(fold_match_text(word), set()).update(lexicons.frequency_word_languages(field, word))
    others = lexicons.available_languages("negations")
    out: Dict[str, Tuple[str, ...]] = {}
    for folded, langs in listing.items():
        key = lexicons.word_key(folded)
        if any(code not in langs and key in lexicons.stop_words(code) for code in others):
            out[folded] = tuple(sorted(langs))
    return out


#: A figure and the word one space after it.
_FIGURE_WORD_RE = regex.compile(r"\d+(?:[.,]\d+)? (?P<word>[\p{L}\p{M}]+)(?![\p{L}\p{M}\p{N}])")


def _counts_duration(S: str, i: int, langs: Tuple[str, ...]) -> bool:
    """The figure at folded ``i`` counts a duration: the word after it is, by a lemma the tables of
    one of ``langs`` give it (:func:`lexicons.lemma_candidates`), one of that language's duration
    names (:func:`lexicons.duration_names`): "5 latach" (Polish, lemma "rok"), "5 letech" (Czech).
    A Slavic "po" before a time is no share ("po 5 latach", 'after 5 years'; Russian "по 5 дней"
    reads the same by its figure alone: a course, not a dose); before a unit, a currency or a
    counted noun it shares the amount out, and a word the tables do not read stays a share.

    >>> _counts_duration("po 5 latach", 3, ("pl",)), _counts_duration("po 5 tabletek", 3, ("pl",))
    (True, False)
    """
    m = _FIGURE_WORD_RE.match(S, i)
    if m is None:
        return False
    return any(lexicons.lemma_candidates(m.group("word"), code) & lexicons.duration_names(code) for code in langs)


#: A unit written right after a figure, glued or one space on, simple or compound ("mg", "mg/kg",
#: "µg/kg/min", "mg/m2"), perhaps after a scale word ("5 Mio. Euro"), ending where a passage would end.
_DOSE_UNIT_END_RE = regex.compile(r"\d ?(?:(?P<scale>[\p{L}\p{M}]+\.?) )?[\p{L}\p{M}]+(?:[/\u00b7][\p{L}\p{M}]+\d?)*\Z")


def _dose_unit_ends(S: str, j: int) -> bool:
    """A figure's unit, simple or compound, ends at folded ``j`` ("5 mg", "5 mg/kg", "5mg"), after a
    scale word or its abbreviation perhaps ("5 Mio. Euro", "5 million dollars"); not any two words
    after a figure ("16 wjelgin raźone")."""
    m = _DOSE_UNIT_END_RE.search(S, max(0, j - 32), j)
    if m is None:
        return False
    scale = m.group("scale")
    return scale is None or scale.endswith(".") or lexicons.scale_word(scale)


@lru_cache(maxsize=1)
def _frequency_before_re() -> "regex.Pattern[str]":
    """What Chinese and Japanese write glued before a dose, or before the verb of a dose, to say
    how often it is given ("1日", "毎日", "每日", "每天"), and a count of times ("2回", "3次"),
    ending where a passage would start (searched backwards)."""
    listed = lexicons.frequency_words("before_unspaced")
    words = _folded_alternatives(w for w in listed if not w[0].isdigit())
    days = _folded_alternatives(w for w in listed if w[0].isdigit() and w.endswith("日"))
    counted = _folded_alternatives(w for w in listed if w[0].isdigit() and not w.endswith("日"))
    counters = _folded_alternatives(lexicons.frequency_words("times_unspaced"))
    # A figure that starts one is not a day of a date ("4月1日"), nor the end of a longer figure;
    # a share per person or a count of times may follow a month ("数ヶ月1人当たり", "月2回": twice a month).
    han = "".join(sorted(_HAN_NUMERALS))
    return regex.compile(
        rf"(?:{words}|(?<![\p{{N}}月])(?:{days})|(?<!\p{{N}})(?:{counted}|(?:\d+|[{han}]+)(?:{counters})))\Z"
    )


#: Characters after a glued frequency in which the figure it counts must stand ("每日服用5毫克":
#: the verb between them).
_FREQUENCY_REACH = 6


def _frequency_before(S: str, i: int) -> bool:
    """A passage starting at folded ``i`` starts right after how often the quantity in its first
    few characters is given (:func:`_frequency_before_re`): "5mgを投与された" of "1日5mgを投与された",
    "服用5毫克" of "每日服用5毫克", "5mgを服用した" of "1日2回5mgを服用した". The frequency is part of
    what the figure says, as a sign is."""
    if not _frequency_before_re().search(S[max(0, i - 8) : i]):
        return False
    ahead = S[i : i + _FREQUENCY_REACH + 1]
    at = next((k for k, c in enumerate(ahead) if kind(c) == "D" or c in _HAN_NUMERALS), None)
    return at is not None and not any(c in charclasses.EDGE_PUNCTUATION for c in ahead[:at])


#: The Chinese and Japanese numerals a dose written with characters starts with.
_HAN_NUMERALS = frozenset("〇零一二两三四五六七八九十百千万")


#: A power of ten written with digits, grouped or not ("1000", "100 000", "10,000").
_POWER_OF_TEN_RE = regex.compile(r"10{0,2}(?:[ ,.]?000)*(?![\p{N}\p{L}])|1(?![\p{N}\p{L}])")


@lru_cache(maxsize=1)
def _unit_symbol_keys() -> FrozenSet[str]:
    """The unit symbols (:func:`lexicons.unit_symbols`) as the match view writes them ("m²" -> "m2")."""
    return frozenset(fold_match_text(w).rstrip(".") for w in lexicons.unit_symbols()) - {""}


def _word_after_figure(S: str, j: int, longest: int = 40) -> bool:
    """The word ending at folded ``j`` is the one right after a figure, one space on ("500 году"),
    and has at most ``longest`` characters. The figure may carry an ordinal's mark ("5th century",
    "5. Jahrhundert", "5e siècle")."""
    k = j
    while k > 0 and j - k <= longest and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    if not (0 < j - k <= longest and k >= 2 and S[k - 1] == " "):
        return False
    return kind(S[k - 2]) == "D" or _ORDINAL_FIGURE_END_RE.search(S, max(0, k - 8), k - 1) is not None


#: A figure with an ordinal's mark after it, ending where the word after it starts (one space on).
_ORDINAL_FIGURE_END_RE = regex.compile(r"\d(?:\p{Ll}{1,3}|[.\u00ba\u00aa])\Z")


def _era_after(F: Folded, j: int, side: str = "after") -> bool:
    """An era before the epoch follows the figure ending at folded ``j`` ("500" is not in "500 BC"
    nor in "500 году до н. э."), or, with ``side="after_word"``, the one word after a figure
    ("500 году" is not in "500 году до н. э.")."""
    return _era_re(side).match(F.original, F.offsets.end(j - 1)) is not None


def _era_before(F: Folded, i: int) -> bool:
    """An era before the epoch ends right before the figure starting at folded ``i``, one space
    before it or none ("紀元前500年", "기원전 500년")."""
    at = F.offsets.start(i)
    return _era_re("before").search(F.original, max(0, at - 48), at) is not None


def _percent_word_before(S: str, i: int) -> bool:
    """A percent word written before a figure ends one space before ``i`` ("yüzde 40")."""
    return i >= 2 and S[i - 1] == " " and _percent_word_re("before").search(S, max(0, i - 41), i - 1) is not None


def _scale_word_ends(S: str, j: int) -> bool:
    """A scale word after a figure ends at folded ``j`` ("5 million|"). Asked at the end of
    every passage that ends a word, so the digit before the space is looked at first."""
    sp = S.rfind(" ", max(0, j - 40), j)
    if sp < 1 or kind(S[sp - 1]) != "D":
        return False
    word = S[sp + 1 : j]
    return bool(_WORD_AT_RE.fullmatch(word)) and lexicons.scale_word(word)


def _measured_figure_ends(S: str, j: int) -> bool:
    """A figure and one word after it, a scale word or a measure word of any length (:func:`measure_word`:
    "feet", "hours", "mil"), end at folded ``j``."""
    sp = S.rfind(" ", max(0, j - 40), j)
    if sp < 1 or kind(S[sp - 1]) != "D":
        return False
    word = S[sp + 1 : j]
    return bool(_WORD_AT_RE.fullmatch(word)) and (lexicons.scale_word(word) or measure_word(word))


def _scale_word_at(S: str, i: int) -> bool:
    """A scale word starts at folded position ``i`` ("million" after "5 "): the figure
    before it and the word are one number ("$5 million"). A Korean particle may be written onto
    the word ("5 다스를", five dozen + object particle)."""
    m = _WORD_AT_RE.match(S, i)
    if m is None:
        return False
    word = m.group()
    if lexicons.scale_word(word):
        return True
    if kind(word[0]) == "D":
        # A Han numeral opens the word: one that multiplies ("億" of "5 億円", "万" of "5 万人")
        # is the figure's scale, whatever the word goes on with.
        return lexicons.scale_word(word[0])
    if not _HANGUL_SYLLABLE_RE.match(word):
        return False
    # Korean writes the money or the unit onto the scale word ("5 억원"); a counter no table
    # lists is not read here ("백신", vaccine, also opens with 백, hundred).
    glued = _glued_currency_re(None, False)
    return any(
        lexicons.scale_word(word[:k])
        and (_korean_particle_after(S, i + k) or (glued is not None and glued.match(word, k) is not None) or measure_word(word[k:]))
        for k in range(1, len(word))
    )


# --------------------------------------------------------------------------
# Figures written with words in unspaced scripts


@lru_cache(maxsize=1)
def _unspaced_number_words() -> Tuple[Dict[str, FrozenSet[str]], Tuple[int, ...], FrozenSet[str], FrozenSet[str]]:
    """The number words of every language's number file (``data/numbers``) written in an
    unspaced script (Thai สาม, Lao ສາມ, Khmer ប្រាំ, Myanmar သုံး; Han numerals are digits
    already), folded as the match view folds text, each with the languages that list it; their
    lengths (longest first), and the characters they start and end with (a first look before
    any slicing)."""
    words: Dict[str, Set[str]] = {}
    for lang in lexicons.available_languages("numbers"):
        for word in lexicons.number_words(lang):
            folded = fold_match_text(word)
            if folded and all(kind(c) in ("U", "M") for c in folded) and kind(folded[0]) == "U":
                words.setdefault(folded, set()).add(lang)
    lengths = tuple(sorted({len(w) for w in words}, reverse=True))
    return (
        {w: frozenset(langs) for w, langs in words.items()},
        lengths,
        frozenset(w[0] for w in words),
        frozenset(w[-1] for w in words),
    )


_NO_LANGS: FrozenSet[str] = frozenset()


def _number_word_ends(S: str, p: int) -> FrozenSet[str]:
    """The languages of the number words of unspaced scripts ending at ``p`` (exclusive)."""
    words, lengths, _, lasts = _unspaced_number_words()
    if p < 1 or S[p - 1] not in lasts:
        return _NO_LANGS
    found: FrozenSet[str] = _NO_LANGS
    for n in lengths:
        if p >= n:
            found = found | words.get(S[p - n : p], _NO_LANGS)
    return found


def _number_word_starts(S: str, p: int) -> FrozenSet[str]:
    """The languages of the number words of unspaced scripts starting at ``p``."""
    words, lengths, firsts, _ = _unspaced_number_words()
    if p >= len(S) or S[p] not in firsts:
        return _NO_LANGS
    found: FrozenSet[str] = _NO_LANGS
    for n in lengths:
        found = found | words.get(S[p : p + n], _NO_LANGS)
    return found


def _number_words_meet(S: str, p: int) -> bool:
    """Between ``p - 1`` and ``p``, two parts of one figure written without a space meet: a
    number word of an unspaced script and a number word of the same language or a digit
    ("สาม|สิบ" is 30, not 3; "3|สิบ", "ប្រាំ|បី" is 8, not 5). SPEC: a figure is whole in every
    writing of it."""
    if p < 1 or p >= len(S):
        return False
    left_digit, right_digit = kind(S[p - 1]) == "D", kind(S[p]) == "D"
    if left_digit and right_digit:
        return False  # digits: the number rules of digits decide
    if left_digit:
        return bool(_number_word_starts(S, p))
    left = _number_word_ends(S, p)
    if not left:
        return False
    return right_digit or bool(left & _number_word_starts(S, p))


@lru_cache(maxsize=1)
def _han_figure_words() -> Tuple[Tuple[str, ...], Tuple[str, ...], Tuple[str, ...], FrozenSet[str]]:
    """The Chinese and Japanese words written between two numerals of one figure (the decimal
    point 点, the fraction 分之) and right after a figure as its share or approximation (成, 割,
    折, 余, 多...), from ``data/number_units.json``, or as a collective numeral that multiplies it
    (ダース, :func:`lexicons.collective_numerals` written in an unspaced script), and every
    character they hold."""
    units = lexicons.number_units()
    between = tuple(fold_match_text(w) for w in units["between_numerals_unspaced"])
    collectives = tuple(fold_match_text(w) for w in sorted(lexicons.collective_numerals()) if all(kind(c) == "U" for c in w))
    after = tuple(fold_match_text(w) for w in units["after_numeral_unspaced"]) + collectives
    return between, after, collectives, frozenset("".join(between + after))


def _names_figure(S: str, j: int) -> bool:
    """The digits ending at folded ``j`` end a name written in the letters of a spaced script,
    glued or after a hyphen ("COVID-19", "Windows10", "MP3", "H1N1"): a label, not an amount
    the word after it counts."""
    i = j
    while i > 0 and kind(S[i - 1]) == "D":
        i -= 1
    if i >= 2 and S[i - 1] == "-":
        i -= 1
    while i > 0 and kind(S[i - 1]) == "M":
        i -= 1  # a letter's marks: its base decides (a Thai vowel sign is no Latin letter)
    return i > 0 and kind(S[i - 1]) == "L"


def _calendar_year_at(S: str, j: int) -> bool:
    """Four digits end at folded ``j`` and 年 follows: a calendar year ("2019" of "2019年に"), which
    names the same year without its mark. Other figures before 年 count years ("5年")."""
    return S[j : j + 1] == "\u5e74" and j >= 4 and S[j - 4 : j].isdigit() and not S[j - 5 : j - 4].isdigit()


def _closes_han_figure(S: str, j: int) -> bool:
    """The digits ending at folded ``j`` follow a word written between two numerals of one Han
    figure (:func:`_han_figure_words`: "5" of "12分之5", of "3分の5")."""
    i = j
    while i > 0 and unicodedata.category(S[i - 1]) == "Nd":
        i -= 1
    return any(S.endswith(w, 0, i) for w in _han_figure_words()[0])


def _han_figure_cut(S: str, p: int, end: bool) -> bool:
    """A passage starting (``end`` False) or ending (``end`` True) at ``p`` cuts a figure written
    with a Han figure word: "五" is not in "五点五" (5.5) nor "三" in "三成" (30 %), "三分之一" (1/3),
    "八折" (80 %) or "三百余円" (300-odd yen); "五" is not in "五点五" read from its second numeral;
    "5" is not in "5ダース" (five dozen), nor "ダース" after it."""
    if p < 1 or p >= len(S):
        return False
    between, after, collectives, chars = _han_figure_words()
    if S[p] not in chars and S[p - 1] not in chars:
        return False
    for w in between + after:
        for k in range(len(w) + 1):  # the passage's edge falls k characters into the word
            s = p - k
            if s < 1 or not S.startswith(w, s) or kind(S[s - 1]) != "D":
                continue
            # 点 and 分之 join two numerals only when one follows ("五点" is five o'clock).
            joins = w in between and kind(S[s + len(w) : s + len(w) + 1]) == "D"
            if k == len(w):
                if joins or (w in after and kind(S[p : p + 1]) == "D"):
                    # "五" is not in "五点五" read from its second numeral, nor "2割" in "2割5分":
                    # a share goes on with the next smaller share
                    return True
            elif joins or (w in after and (end or k > 0 or w in collectives)):
                return True  # "ダース買った" is not in "5ダース買った": the collective numeral is the figure's
    return False


@lru_cache(maxsize=1)
def _spaced_fraction_re() -> Tuple["regex.Pattern[str]", FrozenSet[str]]:
    """A Korean fraction, "5분의 1", "백분의 5" (``between_numerals_spaced`` of
    ``data/number_units.json`` between two figures of digits or Hangul number words, one space before
    the numerator), and the characters of the words between."""
    words = [fold_match_text(w) for w in lexicons.number_units().get("between_numerals_spaced", ())]
    syllables = "".join(sorted(_hangul_number_syllables()))
    figure = rf"(?:\p{{Nd}}[\p{{Nd}}.,]*|[{syllables}]+)"
    alternation = "|".join(regex.escape(w) for w in words)
    return regex.compile(rf"{figure}(?:{alternation}) {figure}"), frozenset("".join(words))


def _spaced_fraction_cut(S: str, p: int) -> bool:
    """A passage edge at folded ``p`` falls inside a fraction written with a word between its two
    figures (:func:`_spaced_fraction_re`): "환자의 5분" ends inside "5분의 1", and "1이" starts
    inside it; the quotation keeps a figure of the fraction and drops the other."""
    pattern, chars = _spaced_fraction_re()
    lo = max(0, p - 12)
    if not any(c in chars for c in S[lo : p + 4]):
        return False
    for m in pattern.finditer(S, lo, min(len(S), p + 12)):
        if m.start() < p < m.end():
            return True
    return False


class _WordsBefore(NamedTuple):
    """Words written before a figure, folded as the match view folds text, as patterns ending
    where they are searched up to: as whole words (one space before the figure), and, for the
    words of unspaced scripts, glued to it; with the longest word's length (how far back to look)."""

    spaced: "regex.Pattern[str]"
    glued: Optional["regex.Pattern[str]"]
    reach: int


def _words_before(entries: Tuple[str, ...]) -> _WordsBefore:
    words = sorted({fold_match_text(w) for w in entries} - {""}, key=len, reverse=True)
    spaced = regex.compile(r"(?<![\p{L}\p{M}\p{N}])(?:" + "|".join(regex.escape(w) for w in words) + r")$")
    # Written in an unspaced script, glued to the figure; a Han numeral in it reads as a digit
    # ("零下" 'below zero' folds to "0下").
    glued = [w for w in words if kind(w[-1]) in ("U", "M") and all(kind(c) in ("U", "M", "D") for c in w)]
    return _WordsBefore(
        spaced, regex.compile("(?:" + "|".join(regex.escape(w) for w in glued) + ")$") if glued else None, len(words[0]) + 1
    )


@lru_cache(maxsize=1)
def _sign_word_res() -> _WordsBefore:
    """The minus sign written as a word (:func:`lexicons.sign_words`): "minus 5", "マイナス5", "负5"."""
    return _words_before(lexicons.sign_words())


@lru_cache(maxsize=1)
def _comparison_word_res() -> _WordsBefore:
    """The words that compare a figure, written before it (:func:`lexicons.comparison_words`):
    "under 5%", "mehr als 5", "超过5%"; and the words of a bound reached that are no everyday
    word of another language (:func:`_bound_words`: "up to", "bis", "до", "hasta", "至多"); each
    also typed without its diacritics where that spelling is no word of its language
    (:func:`lexicons.bare_misspelling`: "niecale", "pres de")."""
    bare = tuple(
        spelt
        for lang, words in sorted(lexicons.comparison_words_by_language("before").items())
        for w in words
        if (spelt := lexicons.bare_misspelling(w, lang)) is not None
    )
    return _words_before(lexicons.comparison_words("before") + _bound_words()[0] + bare)


@lru_cache(maxsize=1)
def _bound_words() -> Tuple[Tuple[str, ...], Dict[str, FrozenSet[str]]]:
    """The words of a bound reached written before a figure (``bound_before`` of
    :func:`lexicons.comparison_words_by_language`: "until", "bis", "до", "hasta", "jusqu'à"):
    those read in every text, and, folded, those that are a stop word of a language that does
    not list them, with the languages that do ("do" is Polish and Czech "up to", English "do"
    and Portuguese "of the"; "tot" is Dutch "up to", Romanian "also"): read only where the
    check's language lists them, or none is known."""
    listing: Dict[str, Set[str]] = {}
    for side in ("before", "bound_before"):
        for lang, words in lexicons.comparison_words_by_language(side).items():
            for w in words:
                listing.setdefault(lexicons.word_key(w), set()).add(lang)
    everyday: Dict[str, Set[str]] = {}
    for lang in lexicons.available_languages("negations"):
        for w in lexicons.stop_words(lang):
            everyday.setdefault(w, set()).add(lang)
    anywhere: List[str] = []
    shared: Dict[str, FrozenSet[str]] = {}
    for words in lexicons.comparison_words_by_language("bound_before").values():
        for w in words:
            key = lexicons.word_key(w)
            if everyday.get(key, set()) - listing[key]:
                shared[fold_match_text(w)] = frozenset(listing[key])
            else:
                anywhere.append(w)
    return tuple(sorted(set(anywhere))), shared


@lru_cache(maxsize=1)
def _shared_bound_res() -> Optional["regex.Pattern[str]"]:
    """The shared words of :func:`_bound_words` as whole words ending where searched up to."""
    words = sorted(_bound_words()[1], key=len, reverse=True)
    if not words:
        return None
    return regex.compile(r"(?<![\p{L}\p{M}\p{N}])(?:" + "|".join(regex.escape(w) for w in words) + r")$")


def bound_before(F: Folded, i: int, lang: Optional[str], lo: int = 0) -> bool:
    """A word of a bound reached that is an everyday word of another language (:func:`_bound_words`:
    "do", "tot", "till") stands one space before the figure starting at folded ``i`` (after ``lo``),
    and ``lang`` (the check's language, named or guessed) is None or lists it: "5 mg" is not in
    Polish "do 5 mg" (up to 5 mg), but may be quoted out of English "do 5 mg"."""
    S = F.text
    if i < 2 or i >= len(S) or S[i - 1] != " ":
        return False
    digits = _starts_number(S, i)
    if not digits and kind(S[i]) != "L":
        return False
    pattern = _shared_bound_res()
    if pattern is None:
        return False
    m = pattern.search(S, max(lo, i - 1 - max(len(w) for w in _bound_words()[1])), i - 1)
    if m is None:
        return False
    if not digits:
        # A figure written as a word of a language that lists the bound word ("do pięciu", up to five).
        word = _WORD_AT_RE.match(S, i)
        if word is None:
            return False
        j = i + len(word.group().rstrip("."))
        if not _figure_word(S, i, j) or lexicons.word_key(S[i:j]) not in _shared_bound_figure_words().get(m.group(), frozenset()):
            return False
    # A language that does not write the word's letters says nothing of it (a Latin "do" in a
    # text guessed Russian from its Cyrillic letters).
    return lang is None or lang in _bound_words()[1][m.group()] or lang not in _writing_languages(m.group()[0])


@lru_cache(maxsize=1)
def _shared_bound_figure_words() -> Dict[str, FrozenSet[str]]:
    """For each shared word of :func:`_bound_words`, the number words of two or more of the
    languages that list it ("do" takes Polish "pięciu", not English "five")."""
    with_numbers = set(lexicons.available_languages("numbers"))
    return {
        w: frozenset(
            n for lang in langs if lang in with_numbers for n, value in lexicons.number_words(lang).items() if value >= 2
        )
        for w, langs in _bound_words()[1].items()
    }


@lru_cache(maxsize=64)
def _writing_languages(letter: str) -> FrozenSet[str]:
    """The languages whose negation lexicon names a script ``letter`` belongs to."""
    return frozenset(
        lang
        for lang in lexicons.available_languages("negations")
        if any(regex.match(rf"\p{{Script={script}}}", letter) for script in lexicons.negation_lexicon(lang).scripts)
    )


def _word_before(S: str, i: int, words: _WordsBefore, lo: int = 0) -> bool:
    """One of ``words`` stands right before the figure starting at folded ``i``, starting at or
    after ``lo``: one space before it ("minus 5", "under 5"), or glued in an unspaced script
    ("マイナス5", "超过5")."""
    if i >= 2 and S[i - 1] == " ":
        return words.spaced.search(S, max(lo, i - words.reach), i - 1) is not None
    return (
        i >= 1
        and words.glued is not None
        and kind(S[i - 1]) == "U"
        and words.glued.search(S, max(lo, i - words.reach), i) is not None
    )


def _sign_word_before(S: str, i: int) -> bool:
    """The minus sign written as a word stands right before the figure starting at folded ``i``:
    one space before it ("minus 5", "минус 5"), or glued in an unspaced script ("マイナス5")."""
    return _word_before(S, i, _sign_word_res())


# --------------------------------------------------------------------------
# Ordinals: the marks that make a figure one ("第5", "thứ 5", "5.", "5.º"), from
# data/ordinal_marks.json (lexicons.ordinal_marks). A passage that leaves the mark out turns
# the ordinal into a cardinal ("5名", five people, from "第5名", fifth place).


@lru_cache(maxsize=1)
def _ordinal_prefix_res() -> Tuple[Optional["regex.Pattern[str]"], Optional["regex.Pattern[str]"], int, FrozenSet[str]]:
    """The ordinal prefixes of every language as patterns ending where they are searched up to:
    the words of their own, as whole words with the space or hyphen they are written with ("thứ
    5", "ika 5", "ke-5"); those of an unspaced script ("第", "ទី", "ที่"), glued to the number or
    one space before; with the longest one's length and the letters the prefixes end with, before
    their space or hyphen (a first look). A prefix of a spaced script glued to the number
    ("ika5", "ke5") is a word written onto the figure, which the figure's own rules refuse to cut."""
    worded, unspaced = set(), set()
    for mark in lexicons.ordinal_marks("before"):
        word = fold_match_text(mark.strip())
        if not word:
            continue
        if all(kind(c) in ("U", "M") for c in word):
            unspaced.add(word)
        elif mark.endswith(" ") and all(kind(c) in ("L", "M") for c in word):
            worded.add(word + " ")
        elif word.endswith("-") and all(kind(c) in ("L", "M") for c in word[:-1]):
            worded.add(word)

    def alternation(words: Set[str]) -> str:
        return "|".join(regex.escape(w) for w in sorted(words, key=len, reverse=True))

    return (
        regex.compile(rf"(?<![\p{{L}}\p{{M}}\p{{N}}])(?:{alternation(worded)})$") if worded else None,
        regex.compile(rf"(?:{alternation(unspaced)}) ?$") if unspaced else None,
        max((len(w) for w in worded | unspaced), default=0) + 1,
        frozenset(w.rstrip(" -")[-1] for w in worded | unspaced),
    )


def _ordinal_prefix_before(S: str, i: int) -> bool:
    """An ordinal prefix stands right before folded ``i`` (:func:`_ordinal_prefix_res`).

    >>> _ordinal_prefix_before("第5名", 1), _ordinal_prefix_before("thứ 5", 4), _ordinal_prefix_before("ke-5", 3)
    (True, True, True)
    >>> _ordinal_prefix_before("lần 5", 4), _ordinal_prefix_before("uji-5", 4)
    (False, False)
    """
    if i < 1:
        return False
    worded, unspaced, reach, lasts = _ordinal_prefix_res()
    last = S[i - 2 : i - 1] if S[i - 1] in " -" else S[i - 1]
    if last not in lasts:
        return False
    lo = max(0, i - reach)
    if worded is not None and worded.search(S, lo, i) is not None:
        return True
    return unspaced is not None and unspaced.search(S, lo, i) is not None


def _ordinal_start(S: str, i: int) -> bool:
    """A number starts at folded ``i`` right after an ordinal prefix: a figure ("第5名", "thứ 5"),
    or a number word, spelled in a spaced script ("thứ năm") or an unspaced one ("ที่ห้า"); Han
    numerals are figures ("第五次")."""
    if not _ordinal_prefix_before(S, i):
        return False
    return _starts_number(S, i) or _figure_word_at(S, i) or bool(_number_word_starts(S, i))


@lru_cache(maxsize=2)
def _ordinal_suffix_re(apostrophe: bool = False) -> Optional["regex.Pattern[str]"]:
    """The ordinal suffixes of every language but the full stop alone, as a pattern matched right
    after a figure (in the match view) and ending its word: "5.º", "5.ª" (Spanish writes the full
    stop before the indicator), "5:e", "5-е", "5 lia". A suffix of letters glued to the figure
    ("5th", "5e") is refused as a word glued to it already; the full stop alone is
    :func:`_ordinal_dot_lower`'s and :func:`ordinal_dot_after`'s. ``apostrophe``: those written
    after an apostrophe ("5'inci"), which the match view drops, where a case ending after one may
    be left out ("1970’den")."""
    written = {m for m in lexicons.ordinal_marks("after") if (m[:1] in charclasses.APOSTROPHES) is apostrophe}
    marks = sorted({fold_match_text(m) for m in written} - {"", "."}, key=len, reverse=True)
    if not marks:
        return None
    return regex.compile("(?:" + "|".join(regex.escape(m) for m in marks) + r")(?![\p{L}\p{M}\p{N}])")


#: A full stop right after a figure, one space and the first letter of the next word (what
#: :func:`_ordinal_dot_word` reads).
_DOT_WORD_RE = regex.compile(r"\. (?=\p{L})")


def _ordinal_dot_word(F: Folded, j: int) -> Optional[str]:
    """The word after a whole number ending at folded ``j`` whose full stop may be an ordinal's
    ("5. Versuch"), as the original writes it: one space of a line after the stop. None when there
    is none, or the figure has decimals or groups ("5,5.", "1.000."): no ordinal is written so."""
    S = F.text
    if j < 1 or kind(S[j - 1]) != "D" or _DOT_WORD_RE.match(S, j) is None or not _one_space(F, j + 1):
        return None
    k = j - 1
    while k > 0 and kind(S[k - 1]) == "D":
        k -= 1
    if k >= 2 and joins_digits(S[k - 1]) and kind(S[k - 2]) == "D":
        return None
    m = _WORD_AT_RE.match(S, j + 2)
    if m is None:
        return None
    return F.written(F.offsets.start(j + 2), F.offsets.end(m.end() - 1))


def _ordinal_dot_lower(F: Folded, j: int) -> bool:
    """A figure ending at folded ``j`` is written with the ordinal full stop of the many languages
    CLDR gives it to (German, Danish, Czech, Finnish, Turkish...: ``lexicons.ordinal_marks``): a
    word in lower case follows the stop in the same line, so the stop ends no sentence ("5.
    denemesi", "5. forsøg", "der 5. große Versuch")."""
    if "." not in lexicons.ordinal_marks("after"):
        return False
    word = _ordinal_dot_word(F, j)
    return word is not None and word[:1].islower()


def ordinal_dot_after(F: Folded, j: int, lang: Optional[str]) -> bool:
    """A figure ending at folded ``j`` may be an ordinal written with a full stop before a capital:
    in a language that writes ordinals so and its common nouns with a capital
    (:func:`lexicons.capitalised_nouns`: German "der 5. Versuch", "am 5. Mai"), the capital may
    open the ordinal's noun as well as the next sentence, and a passage ending at the figure may
    turn the ordinal into a cardinal. A year ends its sentence there; a word that opens sentences (a stop or function word: "Es
    waren 5. Die Ärzte ...") says the stop ends one. ``lang``: the check's language, named or
    guessed; where none is known, the function words of the text before the figure (back to a
    full stop) tell, and without any the stop ends a sentence: a caption or heading ("Table 2.
    Baseline characteristics") writes a figure and a capital so in every language.

    >>> from spacy_quoteverify.text.fold import fold_match
    >>> F = fold_match("Es war der 5. Versuch.")
    >>> ordinal_dot_after(F, 12, "de"), ordinal_dot_after(F, 12, "da"), ordinal_dot_after(F, 12, None)
    (True, False, True)
    >>> ordinal_dot_after(fold_match("Es waren 5. Die Ärzte gingen."), 10, "de")
    False
    """
    word = _ordinal_dot_word(F, j)
    if word is None or not word[:1].isupper() or _year_before(F.text, j):
        return False  # "Die Studie erschien 2019. Forscher ...": a year is no ordinal
    key = lexicons.word_key(word)
    if lexicons.stop_word_anywhere(key) or function_word_anywhere(key):
        return False
    if lang is not None:
        return _noun_capital_ordinals(lang)
    before = F.text[max(0, j - _ORDINAL_CONTEXT) : j]
    return _noun_capital_context(before[before.rfind(". ") + 1 :])


#: Most characters before a figure read for the function words that tell its language.
_ORDINAL_CONTEXT = 120


def _noun_capital_ordinals(lang: str) -> bool:
    """``lang`` writes ordinals with a full stop and common nouns with a capital."""
    code = lang.strip().lower().replace("_", "-").split("-")[0]
    return code in lexicons.capitalised_nouns() and "." in lexicons.ordinal_marks("after", code)


def _noun_capital_context(text: str) -> bool:
    """The function words of ``text`` (the sentence before a figure) are most of all those of a
    language that writes ordinals with a full stop and nouns with a capital (None to tell: False)."""
    scores: Dict[str, int] = {}
    for word in regex.findall(r"\p{L}+", text):
        for lang in function_word_languages(word):
            scores[lang] = scores.get(lang, 0) + 1
    if not scores:
        return False
    best = max(scores.values())
    return any(_noun_capital_ordinals(lang) for lang, n in scores.items() if n == best)


def figure_elided_before(F: Folded, e: int, i: int, at: Optional[int] = None) -> bool:
    """Whether text an elision leaves out, folded ``[e, i)``, holds a figure and a figure starts
    the next piece at ``at`` (default ``i``): "Revenue fell by … 5 million" from "Revenue fell by
    40% to 5 million" makes the second figure the first's, as a cut figure does. Where figures
    meet across an elision, which one a word before it measures cannot be told, and the elision
    is refused. Across a sentence end, ``[e, i)`` is the rest of the first piece's sentence
    ("fell by … 5 million" from "fell by 40%. 5 million were spent")."""
    S = F.text
    at = i if at is None else at
    if at >= len(S) or not (_starts_number(S, at) or _number_word_at(S, at)):
        return False
    # A figure written with digits or with words ("fell by forty percent to 5 million").
    return any(kind(c) == "D" for c in S[e:i]) or any(_number_word(m.group()) for m in _WORD_AT_RE.finditer(S, e, i))


def unit_elided_after(F: Folded, e: int, i: int) -> bool:
    """Whether the piece before an elision ends with a figure at folded ``e`` and the text the
    elision leaves out, ``[e, i)``, starts with what that figure measures, one space on: a unit,
    a currency, a scale word (:func:`measure_word`, a CLDR unit symbol of any language) or a
    noun that makes it a multiple ("times", "veces", "раз": :func:`_times_words`). "The
    dose was 5 … per day" from "5 mg per kg per day" makes the bare figure the next piece's
    ("5 per day"), as a figure cut from its unit would. An everyday word of some language is not
    read so ("5 … in the room": "in" is an inch only after a figure)."""
    S = F.text
    if e == 0 or e >= i or kind(S[e - 1]) != "D":
        return False
    at = e + 1 if S[e] == " " else e
    m = _WORD_AT_RE.match(S, at, i)
    if m is None:
        return False
    word = m.group().rstrip(".")
    if lexicons.word_key(word) in _times_words():
        return True  # "rose 5 … in 2019" from "rose 5 times in 2019": a multiple, not a count
    return (measure_word(word) or word in _unit_symbol_keys()) and not lexicons.stop_word_anywhere(word)


def comparison_before(F: Folded, lo: int, i: int, lang: Optional[str] = None) -> bool:
    """The folded text ``[lo, i)`` that an elision leaves out ends with a word that compares the
    figure starting at ``i`` ("growth of ... 5%" from "growth of under 5%", "増加率は...5%" from
    "増加率は約5%"): like its sign, the comparison is part of what the figure says (SPEC: a number
    keeps every symbol attached to it). Only the words standing right before a figure count:
    "under" or "over" elsewhere in the left-out text are the prepositions they mostly are. A word
    of a bound that is an everyday word of another language counts where ``lang`` (the check's)
    is None or lists it (:func:`bound_before`)."""
    S = F.text
    if i >= len(S) or lo >= i:
        return False
    if bound_before(F, i, lang, lo):
        return True
    return _starts_number(S, i) and _word_before(S, i, _comparison_word_res(), lo)


def _suffix_letters(word: str) -> bool:
    """``word`` is written in letters of unspaced scripts or Hangul: a suffix written onto the
    figure (or its counter) rather than a phrase of words after it; it may hold a space after
    the particle glued to the figure ("을 넘": "100명을 넘는", more than 100 people)."""
    return word.strip(" ") == word and all(c == " " or kind(c) in ("U", "M") or _HANGUL_RE.match(c) is not None for c in word)


_HANGUL_RE = regex.compile(r"\p{Hangul}")


@lru_cache(maxsize=1)
def _comparison_suffix_re() -> "regex.Pattern[str]":
    """The comparison and approximation suffixes Japanese, Chinese, Korean and Thai write after a
    figure (:func:`lexicons.comparison_words` ``after``, the entries written in those scripts),
    glued, or in Korean and Thai after one space. A suffix that starts common words after a space
    (Korean 여, written glued: "100여 명") is read glued only."""
    words = sorted({fold_match_text(w) for w in lexicons.comparison_words("after")} - {""}, key=len, reverse=True)
    suffixes = [w for w in words if _suffix_letters(w)]
    alternatives = "|".join(regex.escape(w) for w in suffixes)
    spaced = "|".join(regex.escape(w) for w in suffixes if len(w) > 1)
    return regex.compile(rf"(?:{alternatives})|[ ](?=[\p{{Hangul}}\p{{Thai}}])(?:{spaced})")


def _comparison_suffix_at(S: str, j: int) -> bool:
    """A comparison suffix follows the figure ending at folded ``j`` ("5%|以上", "5%|未満", "5% |이상"),
    and no figure follows it, which it would compare instead ("2020年不到30岁": under 30)."""
    m = _comparison_suffix_re().match(S, j)
    if m is None:
        return False
    k = m.end() + (S[m.end() : m.end() + 1] == " ")
    return kind(S[k : k + 1]) != "D"


@lru_cache(maxsize=1)
def _comparison_phrase_re() -> "regex.Pattern[str]":
    """The comparisons spaced languages write after a figure as words (:func:`lexicons.comparison_words`
    ``after``, the entries not written as suffixes: "or more", "and over", "und mehr", "et plus",
    "и старше"), as whole words, matched at the space before them."""
    words = sorted({fold_match_text(w) for w in lexicons.comparison_words("after")} - {""}, key=len, reverse=True)
    alternatives = "|".join(regex.escape(w) for w in words if not _suffix_letters(w))
    return regex.compile(rf"[ ](?:{alternatives})(?![\p{{L}}\p{{M}}\p{{N}}])")


@lru_cache(maxsize=1)
def _phrase_first_words() -> FrozenSet[str]:
    """The first word of each comparison phrase of :func:`_comparison_phrase_re` ("or", "and", "und")."""
    words = {fold_match_text(w) for w in lexicons.comparison_words("after")} - {""}
    return frozenset(w.split(" ")[0] for w in words if not _suffix_letters(w))


def _next_word(S: str, i: int) -> str:
    """The folded text from ``i`` to the next space, without the punctuation that may end it."""
    after = S.find(" ", i)
    return S[i : after if after >= 0 else len(S)].rstrip(".,;:!?")


#: Most letters (not counting vowel signs and other marks) of a counter or unit written in an
#: unspaced script or Hangul between a figure and a comparison suffix: 人, 歳, 명, か月, 個月, ปี, คน.
_COUNTER_LETTERS = 2
#: Most letters of a unit's or counter's name written in an unspaced script between a figure and
#: a comparison suffix ("กิโลกรัม", "เม็กกะเฮิทซ์").
_UNIT_WORD_LETTERS = 12
#: Most letters (and slashes) of a unit written in Latin letters between a figure and a comparison
#: suffix of an unspaced script or Hangul ("5mg以上", "5 mg/kg 이상", "5 mmHg未満").
_LATIN_UNIT_LETTERS = 8
_LATIN_RE = regex.compile(r"\p{Latin}")
#: Most letters of a word read as the unit or noun a figure counts before a comparison phrase
#: ("5 patients or more", "18 years and over").
_COUNTED_WORD_REACH = 24


def _comparison_phrase_at(S: str, j: int) -> bool:
    """A comparison phrase follows, one space on, what ends at folded ``j`` ("18| and over", "5
    patients| or more", "5 %| ou plus"), and ends there: the phrase is not the start of a
    comparison of what follows ("2 children and more than 5 grandchildren", "5 ou plus de 10": a
    comparison word written before a figure, of :func:`lexicons.comparison_words`, runs on from
    it), nor a word comparing the next figure ("5 patients about 3 times")."""
    m = _comparison_phrase_re().match(S, j)
    if m is None:
        return False
    q = m.end()
    if q < len(S) and S[q] == " ":
        nxt = regex.match(r"[\p{L}\p{M}\p{N}.'-]+", S[q + 1 : q + 41])
        if nxt is not None:
            if kind(S[q + 1]) == "D" and _word_before(S, q + 1, _comparison_word_res(), j + 1):
                return False  # the phrase compares the next figure
            runs_on = _comparison_word_res().spaced.search(S, j + 1, q + 1 + nxt.end())
            if runs_on is not None and runs_on.start() < q:
                return False  # "and more than ...", "ou plus de ...": a comparison of what follows
    return True


#: Most letters of a case ending written onto a figure, after a hyphen or an apostrophe (which
#: folding drops): Turkish "5'ten", "100'den", Hungarian "5-nél", "100-nál".
_FIGURE_ENDING_LETTERS = 4


def _compared_after_ending(S: str, j: int) -> bool:
    """The figure ending at folded ``j`` carries the case ending of a comparison, then its word
    ("5|'ten fazla", "5|-nél több"; the apostrophe is folded away)."""
    return _ending_phrase_re().match(S, j) is not None


@lru_cache(maxsize=1)
def _ending_phrase_re() -> "regex.Pattern[str]":
    """A case ending and the comparison after it (:func:`lexicons.comparison_words`
    ``after_ending``: Turkish "ten fazla", Hungarian "nél több"), matched at the end of a figure,
    glued or after a hyphen, and ending a word."""
    words = sorted({fold_match_text(w) for w in lexicons.comparison_words("after_ending")} - {""}, key=len, reverse=True)
    return regex.compile(rf"-?(?:{'|'.join(regex.escape(w) for w in words)})(?![\p{{L}}\p{{M}}\p{{N}}])")


#: A figure multiplied by the next, written with a letter or a dot rather than a sign of its own
#: (the Sm signs, such as ×, are attached symbols already): "1.2 x 10^-5", "3 x 10 cm", "1.2 · 10⁻⁵",
#: and a spaced exponent "1.2 E-5" (folded: "e-5").
#: A letter x spaced on both sides ("10 x64" is a name); a dot only before a power of ten: a
#: spaced middle dot also parts items ("2024 · 5 min read").
_DOTS = "\u00b7\u22c5\u2219"
_POWER = r"10(?:\^|[\u2070\u00b9\u00b2\u00b3\u2074-\u207b]|e[-+\u2212]?\p{Nd})"
_TIMES_AFTER_RE = regex.compile(rf" x \p{{Nd}}| ?[{_DOTS}] ?{_POWER}| e[-+\u2212]?\p{{Nd}}")
_TIMES_BEFORE_RE = regex.compile(rf"\p{{Nd}} x \Z|\p{{Nd}} ?[{_DOTS}] ?\Z")
_POWER_RE = regex.compile(_POWER)


def _product_before(S: str, i: int) -> bool:
    """The figure starting at folded ``i`` is the second factor of a product: after " x ", or a
    power of ten after a dot ("3 x |10 cm", "1.2 · |10⁻⁵")."""
    m = _TIMES_BEFORE_RE.search(S, max(0, i - 4), i)
    return m is not None and (m.group().endswith("x ") or _POWER_RE.match(S, i) is not None)


def _compared_ending_before(S: str, j: int) -> bool:
    """What ends at folded ``j`` is a case ending written onto a figure, glued or after a hyphen,
    and a comparison of :func:`_ending_phrase_re` follows ("5ten| fazla", "5-nél| több")."""
    k = j
    while k > 0 and j - k <= _FIGURE_ENDING_LETTERS and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    if k == j or j - k > _FIGURE_ENDING_LETTERS:
        return False
    start = k - 1 if S[k - 1 : k] == "-" else k
    if not _figure_end(S, start):
        return False
    m = _ending_phrase_re().match(S, start)
    return m is not None and m.end() > j


def _figure_end(S: str, k: int) -> bool:
    """A figure ends at folded ``k``: a digit, or a symbol glued to a digit or one space after it
    ("5%", "20°", "5 %", "5 °")."""
    if k < 1:
        return False
    last = S[k - 1]
    if kind(last) == "D":
        return True
    return attached(last) and (kind(S[k - 2 : k - 1]) == "D" or (S[k - 2 : k - 1] == " " and kind(S[k - 3 : k - 2]) == "D"))


@lru_cache(maxsize=1)
def _figure_words() -> FrozenSet[str]:
    """The number words of every language (:func:`lexicons.number_words`, merged: no everyday
    function word) of two or more: a figure written as a word ("five", "fünf", "пять"). One is left
    out: "one" is a pronoun as often ("about one of them")."""
    return frozenset(w for w, value in lexicons.number_words().items() if value >= 2)


def _spelled_figure_measured(F: Folded, j: int) -> bool:
    """The word ending at folded ``j`` is a figure written as a word (:func:`_figure_words`: two or
    more), and after the space there stands what the rules keep with a figure of digits: a
    percent word ("five | percent", "fünf | Prozent") or a currency written with letters
    ("fünf | EUR"). A unit or currency name after it ("five hours", "fünf Euro") may be left out,
    as it may after "5"."""
    S = F.text
    k = j
    while k > 0 and j - k <= _COUNTED_WORD_REACH and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    if k == j or not _figure_word(S, k, j):
        return False
    return bool(_percent_word_re().match(S, j + 1)) or _currency_after(F, j)


def _figure_word_at(S: str, i: int) -> bool:
    """A figure written as a word (:func:`_figure_words`) starts at folded ``i``."""
    m = _WORD_AT_RE.match(S, i)
    return m is not None and _figure_word(S, i, m.end())


def _figure_word(S: str, i: int, j: int) -> bool:
    """The folded ``S[i:j]`` is a whole word and a figure written as a word (:func:`_figure_words`)."""
    if j - i < 2 or kind(S[i - 1 : i]) in ("L", "M", "D") or kind(S[j : j + 1]) in ("L", "M", "D"):
        return False
    return lexicons.word_key(S[i:j]) in _figure_words()


def _number_word_at(S: str, i: int) -> bool:
    """A number word starts at folded ``i``: a scale word ("million", "Tausend", "mil.") or another
    number word of some language (:func:`_figure_words`: "five" of "twenty five"). After a figure
    written as a word it makes one number with it."""
    m = _WORD_AT_RE.match(S, i)
    return m is not None and _number_word(m.group())


def _number_word(word: str) -> bool:
    return lexicons.scale_word(word) or lexicons.word_key(word.rstrip(".")) in _figure_words()


#: A Roman numeral of two letters or more, in one case ("XII", "iv").
_ROMAN_NUMERAL_RE = regex.compile(
    r"(?=[ivxlcdm]{2})m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})"
    r"|(?=[IVXLCDM]{2})M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})"
)


def _compound_figure_word(word: str) -> bool:
    """A number written as one word of several number words, as German, Dutch, Finnish and
    others write them ("fünfundzwanzig", "vijfentwintig", "kaksikymmentäviisi"): the word ends
    with a number word of four letters or more of some language, and is longer than it."""
    key = lexicons.word_key(word)
    return any(key.endswith(w) and len(key) > len(w) + 1 for w in _long_figure_words_by_end().get(key[-4:], ()))


@lru_cache(maxsize=1)
def _long_figure_words_by_end() -> Dict[str, Tuple[str, ...]]:
    """The number words of four letters or more (:func:`_figure_words`), by their last four letters."""
    out: Dict[str, List[str]] = {}
    for w in _figure_words():
        if len(w) >= 4 and regex.fullmatch(r"[\p{L}\p{M}]+", w):
            out.setdefault(w[-4:], []).append(w)
    return {end: tuple(words) for end, words in out.items()}


@lru_cache(maxsize=1 << 15)
def spelled_figure_pair(first: str, second: str) -> bool:
    """Whether two words, one space between, are one figure written with words: a number word
    of two letters or more, then a scale word or another number word (what a passage may not
    cut between).

    >>> spelled_figure_pair("five", "million"), spelled_figure_pair("mil", "millones")
    (True, True)
    >>> spelled_figure_pair("five", "patients")
    False

    Remembered: every place a passage ends at reads the pair of words around it, and a source
    repeats its pairs.
    """
    if first and all(map(_number_character, first)):
        return lexicons.scale_word(second)  # "Ⅻ million", "⑳ million": a figure of number characters
    if len(first) < 2:
        return False
    if lexicons.word_key(first) in _figure_words() and _number_word(second):
        return True
    # A Roman numeral folded with Turkish casing has a dotless i ("XII" -> "xıı").
    if lexicons.scale_word(second) and (_compound_figure_word(first) or _ROMAN_NUMERAL_RE.fullmatch(first.replace("\u0131", "i"))):
        return True  # "fünfundzwanzig Millionen", "vijfentwintig miljoen", "XII million"
    if _compound_scale_before(first, second):
        return True  # "dvetisíc päťsto" (2,500), "tvåtusen femhundra"
    if len(second) > 2 and second[0] in _glued_and_letters() and spelled_joined_figure(first, second[0], second[1:]):
        return True  # "ألفان وخمسمائة", "אלפיים וחמש": the word for "and" is written onto the next number
    # Number words of one language that make one figure there, though one is an everyday word of
    # another: a multiplier after a smaller number (Vietnamese "hai mươi", twenty, where "hai" is
    # Italian "you have"; Indonesian "dua puluh"; Norwegian "en milliard") or a unit after the tens
    # ("twenty five"). Two units are no figure (Persian "یک نه", "one nine", is "a no").
    values = _number_word_values()
    a = values.get(lexicons.word_key(first), {})
    b = values.get(lexicons.word_key(second.rstrip(".")), {})
    return any(
        (b[lang] > a[lang] and b[lang] >= 10 and _power_of_ten(b[lang])) or (a[lang] >= 20 and a[lang] % 10 == 0 and 0 < b[lang] < 10)
        for lang in a.keys() & b.keys()
    )


def _compound_hundreds(word: str) -> Dict[str, float]:
    """By language, the largest value a number written as one word that ends with a number word of
    a hundred or more (a power of ten) may have: Arabic "خمسمائة" (five hundred, ending with "مائة")
    is at most 900. The number files list no such word where CLDR writes it as two ("خمس مائة")."""
    key = lexicons.word_key(word.rstrip("."))
    values = _number_word_values()
    out: Dict[str, float] = {}
    for w in _long_figure_words_by_end().get(key[-4:], ()):
        if key.endswith(w) and len(key) > len(w) + 1:
            for lang, value in values.get(w, {}).items():
                if value >= 100 and _power_of_ten(value):
                    out[lang] = max(out.get(lang, 0.0), value * 9)
    return out


def _compound_scale_before(first: str, second: str) -> bool:
    """``first`` is one word ending with a number word of a hundred or more (a power of ten) of some
    language, with more before it ("dvetisíc", "tvåtusen", "kétezer"), and ``second`` a number word
    of that language smaller than it: the two are one figure (2,500)."""
    key = lexicons.word_key(first)
    values = _number_word_values()
    b = values.get(lexicons.word_key(second.rstrip(".")), {})
    if not b:
        return False
    for w in _long_figure_words_by_end().get(key[-4:], ()):
        if key.endswith(w) and len(key) > len(w) + 1:
            for lang, value in values.get(w, {}).items():
                if value >= 100 and _power_of_ten(value) and 0 < b.get(lang, 0) < value:
                    return True
    return False


@lru_cache(maxsize=1)
def _glued_and_letters() -> FrozenSet[str]:
    """The words for "and" of one letter (CLDR list patterns, :func:`lexicons.and_words`: Arabic
    and Persian "و", Hebrew "ו"), which Arabic and Hebrew write onto the next word."""
    return frozenset(w for lang in lexicons.languages_with_list_words() for w in lexicons.and_words(lang) if len(w) == 1 and w.isalpha())


def _trailing_power(value: float) -> float:
    """The largest power of ten dividing ``value`` (500 -> 100, 2000 -> 1000)."""
    power = 1
    while value >= power * 10 and value % (power * 10) == 0:
        power *= 10
    return power


def spelled_joined_figure(first: str, conj: str, second: str) -> bool:
    """Whether three words are one figure written with words and joined by its language's word
    for "and" (CLDR list patterns, :func:`lexicons.and_words`): tens and a unit ("treinta y
    cinco", "vingt et un"), or hundreds or more and a smaller number ("one hundred and five").

    >>> spelled_joined_figure("treinta", "y", "cinco"), spelled_joined_figure("five", "and", "ten")
    (True, False)
    """
    values = _number_word_values()
    a = values.get(lexicons.word_key(first), {})
    b = values.get(lexicons.word_key(second.rstrip(".")), {}) or _compound_hundreds(second)
    key = lexicons.word_key(conj)
    for lang in a.keys() & b.keys():
        if key not in lexicons.and_words(lang):
            continue
        x, y = a[lang], b[lang]
        # Hundreds or more and what is smaller than their last power of ten: "one hundred and five",
        # "dois mil e quinhentos" (2,500), "duemila e cinquecento".
        if (x >= 20 and x % 10 == 0 and 0 < y < 10) or (x >= 100 and x == int(x) and 0 < y < _trailing_power(x) and _trailing_power(x) >= 100):
            return True
    return False


_TWO_WORDS_BEFORE_RE = regex.compile(r"(?<![\p{L}\p{M}])([\p{L}\p{M}]+) ([\p{L}\p{M}]+)$")
_TWO_WORDS_AFTER_RE = regex.compile(r"([\p{L}\p{M}]+) ([\p{L}\p{M}]+)(?![\p{L}\p{M}])")
_ONE_WORD_BEFORE_RE = regex.compile(r"(?<![\p{L}\p{M}])([\p{L}\p{M}]+)$")
_ONE_WORD_AFTER_RE = regex.compile(r"([\p{L}\p{M}]+)(?![\p{L}\p{M}])")


def _joined_figure_cut(S: str, at: int) -> bool:
    """Folded ``at`` is a space inside a figure of :func:`spelled_joined_figure` ("treinta | y
    cinco", "treinta y | cinco"): a passage ending before it or starting after it cuts the figure."""
    if S[at : at + 1] != " ":
        return False
    # A first look, as every passage end after a word asks: a number word stands on one side of
    # the space (the tens before "y", the unit after it).
    k = at
    while k > 0 and at - k <= _COUNTED_WORD_REACH and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    after = _WORD_AT_RE.match(S, at + 1)
    values = _number_word_values()
    if lexicons.word_key(S[k:at]) not in values and (after is None or lexicons.word_key(after.group().rstrip(".")) not in values):
        return False
    lo = max(0, at - 60)
    two_before = _TWO_WORDS_BEFORE_RE.search(S, lo, at)
    one_after = _ONE_WORD_AFTER_RE.match(S, at + 1)
    if two_before is not None and one_after is not None and spelled_joined_figure(two_before.group(1), two_before.group(2), one_after.group(1)):
        return True
    one_before = _ONE_WORD_BEFORE_RE.search(S, lo, at)
    two_after = _TWO_WORDS_AFTER_RE.match(S, at + 1)
    return one_before is not None and two_after is not None and spelled_joined_figure(one_before.group(1), two_after.group(1), two_after.group(2))


def _number_character(c: str) -> bool:
    """``c`` is one character of Unicode's other or letter numbers (General_Category No, Nl: "Ⅻ",
    "⑳", "㊉"), which make a figure without a decimal digit."""
    return len(c) == 1 and charclasses.category(c) in ("No", "Nl")


def _power_of_ten(value: float) -> bool:
    return value >= 1 and value == int(value) and str(int(value)).rstrip("0") == "1"


@lru_cache(maxsize=1)
def _number_word_values() -> Dict[str, Dict[str, float]]:
    """Each number word of a number file (``data/numbers``), keyed, and its value in each language
    listing it."""
    out: Dict[str, Dict[str, float]] = {}
    for lang in lexicons.available_languages("numbers"):
        for w, value in lexicons.number_words(lang).items():
            out.setdefault(lexicons.word_key(w), {})[lang] = value
    return out


def _spelled_pair_at(F: Folded, j: int) -> bool:
    """The words either side of the space at folded ``j`` are one figure written with words
    (:func:`spelled_figure_pair`): "five | million", "hai | mươi"."""
    S = F.text
    k = j
    while k > 0 and j - k <= _COUNTED_WORD_REACH and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    if k == j:
        # A figure of number characters that are no digit ("Ⅻ", "⑳": General_Category No, Nl).
        while k > 0 and j - k <= 8 and _number_character(S[k - 1]):
            k -= 1
    if k == j or kind(S[k - 1 : k]) in ("L", "M", "D"):
        return False
    m = _WORD_AT_RE.match(S, j + 1)
    if m is None:
        return False
    if kind(S[k]) == "L" and all(map(_number_character, F.written(F.offsets.start(k), F.offsets.end(j - 1)))):
        # A Roman numeral drawn as one character folds to its letters, so one letter ("Ⅴ" is "v",
        # "ⅼ" is "l") is still a figure where the source wrote the number character.
        return lexicons.scale_word(m.group())
    return spelled_figure_pair(S[k:j], m.group())


#: A word, then one function word of one to three letters or none, before a passage's start.
_MULTIPLIER_BEFORE_RE = regex.compile(r"(?<![\p{L}\p{M}])([\p{L}\p{M}]+) (?:([\p{L}\p{M}]{1,3}) )?$")


def _multiplied_at(S: str, i: int) -> bool:
    """A passage starting at folded ``i`` starts with a scale word (or a function word and a scale
    word) that a number word before it multiplies, one function word between at most: "thousands
    of people" in "tens of thousands of people", "milliers" in "des dizaines de milliers",
    "тысяч" in "десятки тысяч", "a million" in "five a million"... The figure is the product."""
    m = _MULTIPLIER_BEFORE_RE.search(S, max(0, i - 40), i)
    if m is None or not _number_word(m.group(1)):
        return False
    if m.group(2) is not None and not lexicons.stop_word_anywhere(m.group(2)):
        return False
    word = _WORD_AT_RE.match(S, i)
    if word is None:
        return False
    if lexicons.scale_word(word.group()):
        return True
    # The passage starts with a function word before the scale word ("a million" in "half a million").
    nxt = _WORD_AT_RE.match(S, word.end() + 1) if S[word.end() : word.end() + 1] == " " else None
    return (
        m.group(2) is None and len(word.group()) <= 3 and lexicons.stop_word_anywhere(word.group())
        and nxt is not None and lexicons.scale_word(nxt.group())
    )


def _fraction_noun(word: str) -> bool:
    return lexicons.word_key(word) in lexicons.fraction_nouns()


def _fraction_of_scale_at(S: str, i: int) -> bool:
    """A passage starting at folded ``i`` starts at a scale word, or at up to two function words
    before one, that a fraction word before it multiplies (:func:`lexicons.fraction_nouns`): "a
    million" in "half a million", "million" in "eine halbe Million", "of a million" in "a quarter of
    a million". The figure is the fraction of the scale word."""
    small = 0
    end = i - 1  # the space before the passage
    while True:
        m = _ONE_WORD_BEFORE_RE.search(S, max(0, end - 30), end)
        if m is None:
            return False
        if _fraction_noun(m.group(1)):
            break
        # A function word between ("a" in "half a million", "of a" in "a quarter of a million").
        small += 1
        if small > 2 or len(m.group(1)) > 3 or S[m.start() - 1 : m.start()] != " ":
            return False
        end = m.start() - 1
    at = i
    while True:
        word = _WORD_AT_RE.match(S, at)
        if word is None:
            return False
        if lexicons.scale_word(word.group()):
            return True
        small += 1
        if small > 2 or len(word.group()) > 3 or S[word.end() : word.end() + 1] != " ":
            return False
        at = word.end() + 1


@lru_cache(maxsize=1)
def _fraction_phrases() -> Dict[str, Tuple[Tuple[str, str], ...]]:
    """The fraction phrases of two words or more written after a figure (:func:`lexicons.fraction_words`,
    ``after``: "and a half"), as the match view writes them, each split in two between its words
    (("and a ", "half"), ("and ", "a half")), by the first word of the second part."""
    out: Dict[str, List[Tuple[str, str]]] = {}
    for phrase in lexicons.fraction_words("after"):
        words = fold_match_text(phrase).split()
        for k in range(1, len(words)):
            out.setdefault(words[k], []).append((" ".join(words[:k]) + " ", " ".join(words[k:])))
    return {first: tuple(splits) for first, splits in out.items()}


def _inside_fraction_phrase(S: str, i: int) -> bool:
    """A passage starting at folded ``i`` starts inside a fraction phrase written after a figure
    ("half million" in "one and a half million", "a half" in "5 and a half"): the passage leaves
    the figure the fraction adds to out."""
    word = _WORD_AT_RE.match(S, i)
    if word is None:
        return False
    for before, rest in _fraction_phrases().get(word.group(), ()):
        start = i - len(before)
        if start >= 2 and S.startswith(before, start) and S.startswith(rest, i) and S[start - 1] == " ":
            k = start - 1
            while k > 0 and start - 1 - k <= _COUNTED_WORD_REACH and kind(S[k - 1]) in ("L", "M"):
                k -= 1
            # A figure of digits, or a number word of any value ("one and a half million").
            if kind(S[start - 2]) == "D" or lexicons.word_key(S[k : start - 1]) in _number_word_values():
                return True
    return False


def _fraction_after_figure(S: str, i: int) -> bool:
    """A fraction word (:func:`lexicons.fraction_nouns`) starts at folded ``i``, right after a
    figure of digits or written as a word: "thirds of patients" in "two thirds of patients",
    "quarters" in "3 quarters". The figure counts the fractions; without it the passage gives
    none."""
    word = _WORD_AT_RE.match(S, i)
    if word is None or not _fraction_noun(word.group()):
        return False
    if kind(S[i - 2 : i - 1]) == "D" or _figure_word_ends(S, i - 1):
        return True
    # A number word that is an everyday word elsewhere ("due", Italian two), before a fraction
    # word of its own language ("due terzi").
    k = i - 1
    while k > 0 and i - 1 - k <= _COUNTED_WORD_REACH and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    key = lexicons.word_key(word.group())
    return any(key in lexicons.fraction_nouns(lang) for lang in _number_word_values().get(lexicons.word_key(S[k : i - 1]), {}))


@lru_cache(maxsize=2)
def _spelled_joiner_re(side: str) -> "regex.Pattern[str]":
    """A word that joins two figures as one range, pair or estimate (``range_between``, and the
    CLDR's words for "and" and "or"), spaced, as the match view writes it: ``"after"`` matches
    from a word's end on (" to "), ``"before"`` searches for one ending right before a word."""
    words = {fold_match_text(w) for w in (*lexicons.comparison_words("range_between"), *lexicons.and_words(), *lexicons.or_words())} - {""}
    alternation = "|".join(regex.escape(w) for w in sorted(words, key=len, reverse=True))
    return regex.compile(rf" (?:{alternation}) " if side == "after" else rf" (?:{alternation}) $")


def _spelled_range_before(S: str, i: int) -> bool:
    """A figure written as a word starts at folded ``i`` and is the second of two joined by a word
    of :func:`_spelled_joiner_re` or a dash ("three" of "two to three", "drei" of "zwei oder drei",
    "three" of "two-three", "six" of "5 or six"): the two are one range or estimate."""
    if not _figure_word_at(S, i):
        return False
    if S[i - 1 : i] == "-":
        return _figure_word_ends(S, i - 1)
    m = _spelled_joiner_re("before").search(S, max(0, i - 24), i)
    if m is None:
        return False
    p = m.start()
    return _figure_word_ends(S, p) or kind(S[p - 1 : p]) == "D"


def _spelled_range_after(S: str, j: int) -> bool:
    """A figure written as a word ends at folded ``j`` and a word of :func:`_spelled_joiner_re`
    or a dash and another figure follow ("two" of "two to three", "deux" of "deux ou trois",
    "five" of "five or 6")."""
    if not _figure_word_ends(S, j):
        return False
    if S[j : j + 1] == "-":
        return _figure_word_at(S, j + 1)
    m = _spelled_joiner_re("after").match(S, j)
    if m is None:
        return False
    q = m.end()
    return _figure_word_at(S, q) or kind(S[q : q + 1]) == "D"


#: A Roman numeral as the original writes it, in capitals ("II", "IV", "XII", "I"): lower case
#: forms are words of many languages ("di", "mi", "vi").
_LETTERS_RE = regex.compile(r"\p{L}+")
_CAPITAL_ROMAN_RE = regex.compile(r"(?=[IVXLCDM])M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")


def _roman_between(F: Folded, i: int, j: int) -> str:
    """The folded letters ``[i, j)``, a whole word, as a Roman numeral in capitals ("" if not)."""
    S = F.text
    if i >= j or kind(S[i - 1 : i]) in ("L", "M", "D") or kind(S[j : j + 1]) in ("L", "M", "D"):
        return ""
    written = F.written(F.offsets.start(i), F.offsets.end(j - 1))
    return written if _CAPITAL_ROMAN_RE.fullmatch(written) else ""


def _roman_range_before(F: Folded, i: int) -> bool:
    """A Roman numeral in capitals starts at folded ``i``, the second of two joined by a dash or a
    word of :func:`_spelled_joiner_re` ("IV" of "stage II–IV", "II to IV", "II bis IV", "II или
    IV"), one of the two of two letters or more: a range of stages, classes or grades."""
    S = F.text
    m = _LETTERS_RE.match(S[i : i + 8])
    second = _roman_between(F, i, i + m.end()) if m else ""
    if not second:
        return False
    if S[i - 1 : i] == "-":
        p = i - 1
    else:
        found = _spelled_joiner_re("before").search(S, max(0, i - 24), i)
        if found is None:
            return False
        p = found.start()
    k = p
    while k > 0 and p - k < 8 and kind(S[k - 1]) == "L":
        k -= 1
    first = _roman_between(F, k, p)
    return bool(first) and max(len(first), len(second)) >= 2


def _roman_range_after(F: Folded, j: int) -> bool:
    """A Roman numeral in capitals ends at folded ``j`` and a dash or a word of
    :func:`_spelled_joiner_re` and another follow (:func:`_roman_range_before`: "II" of "II–IV")."""
    S = F.text
    k = j
    while k > 0 and j - k < 8 and kind(S[k - 1]) == "L":
        k -= 1
    first = _roman_between(F, k, j)
    if not first:
        return False
    if S[j : j + 1] == "-":
        q = j + 1
    else:
        found = _spelled_joiner_re("after").match(S, j)
        if found is None:
            return False
        q = found.end()
    m = _LETTERS_RE.match(S[q : q + 8])
    second = _roman_between(F, q, q + m.end()) if m else ""
    return bool(second) and max(len(first), len(second)) >= 2


def _figure_word_ends(S: str, j: int) -> bool:
    """A figure written as a word ends at folded ``j`` ("five|")."""
    k = j
    while k > 0 and j - k <= _COUNTED_WORD_REACH and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    return k < j and _figure_word(S, k, j)


#: How many short function words may stand between a word that compares a figure and the fraction
#: or collective numeral it compares ("over |a third", "plus de |la moitié").
_COMPARED_BETWEEN = 2
#: The longest function word read there: articles and short prepositions ("a", "the", "la", "die",
#: "de"). Longer stop words are adjectives of order or time ("over the next two years").
_COMPARED_BETWEEN_LETTERS = 3


class _Compared(NamedTuple):
    figures: FrozenSet[str]
    parts: FrozenSet[str]
    between: FrozenSet[str]
    #: The parts that are ordinals too ("third", "fifth"): a fraction only before a stop word of
    #: the language, a mark or the end ("a third of", "a third."), not before a noun ("a third option").
    ordinals: FrozenSet[str]
    stops: FrozenSet[str]


@lru_cache(maxsize=1)
def _compared_words_after() -> Dict[str, _Compared]:
    """For each comparison word written before a figure (folded), what it compares in the
    languages that list it, as the match view writes them: their number words of two or more
    ("more than" takes "five", "über" takes "elf", "under" takes the Danish and Norwegian "fire"
    but "about" not the Swedish "sex"); their fractions and collective numerals
    (:func:`lexicons.fraction_nouns`, :func:`lexicons.collective_numerals`: "half", "third",
    "dozen", "moitié", "Hälfte", "половины"); and their short stop words, which may stand between
    ("a", "la", "die", "muß"), unless they compare a figure themselves (Portuguese "uns", about)."""
    def key(w: str) -> str:
        return lexicons.word_key(fold_match_text(w))

    comparing = {key(w) for side in ("before", "bound_before") for w in lexicons.comparison_words(side)}
    pairs: Dict[str, Tuple[Set[str], Set[str], Set[str], Set[str], Set[str]]] = {}
    with_numbers = set(lexicons.available_languages("numbers"))
    anywhere = set(_bound_words()[0])
    for side in ("before", "bound_before"):
        for lang, words in lexicons.comparison_words_by_language(side).items():
            if lang not in with_numbers:
                continue
            figures = {key(w) for w, value in lexicons.number_words(lang).items() if value >= 2}
            parts = {key(w) for w in lexicons.fraction_nouns(lang) | lexicons.collective_numerals(lang)}
            stops = {key(w) for w in lexicons.stop_words(lang)}
            short = {w for w in stops if len(w) <= _COMPARED_BETWEEN_LETTERS}
            between = short - parts - figures - comparing
            ordinals = {key(w) for w in lexicons.ordinal_denominators(lang)}
            for w in words:
                if side == "before" or w in anywhere:
                    f, p, b, o, t = pairs.setdefault(fold_match_text(w), (set(), set(), set(), set(), set()))
                    f.update(figures)
                    p.update(parts)
                    b.update(between)
                    o.update(ordinals)
                    t.update(stops)
    return {w: _Compared(*(frozenset(x) for x in sets)) for w, sets in pairs.items()}


def _compared_figure_word(S: str, i: int) -> bool:
    """A figure written as a word starts at folded ``i``, one space after a word that compares it in
    a language whose number words hold it ("more than |five patients", "über |elf Patienten"); or
    a fraction, a collective numeral or a scale word of such a language follows the comparison, a
    short function word or two perhaps between, and the passage starts at it or at such a word
    ("over |a third of", "over a |dozen", "nearly |a hundred", "plus de |la moitié", "mehr als |die
    Hälfte", "более |половины"): the passage leaves out that the part is a bound or an
    approximation.

    >>> _compared_figure_word("over a third of them", 5), _compared_figure_word("over a third of them", 7)
    (True, True)
    >>> _compared_figure_word("over the next two years", 9), _compared_figure_word("over the two years", 9)
    (False, False)
    >>> _compared_figure_word("he said a third of them", 8), _compared_figure_word("about a third option", 6)
    (False, False)
    """
    m = _WORD_AT_RE.match(S, i)
    if m is None:
        return False
    # The words from the start on, as far as the compared word may be, and the word after them.
    ahead = [lexicons.word_key(m.group().rstrip("."))]
    k = m.end()
    # A hyphen joins the words of a fraction as a space does ("one-third", "two-thirds").
    while len(ahead) <= _COMPARED_BETWEEN + 1 and S[k : k + 1] in (" ", "-") and (n := _WORD_AT_RE.match(S, k + 1)) is not None:
        ahead.append(lexicons.word_key(n.group().rstrip(".")))
        k = n.end()
    if len(ahead) <= _COMPARED_BETWEEN + 1:
        ahead.append("")  # a mark or the end after the last word
    # The short words right before the start, nearest first, each with where it begins.
    behind: List[Tuple[str, int]] = []
    at = i - 1
    while len(behind) < _COMPARED_BETWEEN and at >= 2 and S[at] == " ":
        j = at
        # Folding may lengthen a short word ("muß" -> "muss").
        while j > 0 and at - j <= 2 * _COMPARED_BETWEEN_LETTERS and kind(S[j - 1]) in ("L", "M"):
            j -= 1
        if j == at or at - j > 2 * _COMPARED_BETWEEN_LETTERS or (j > 0 and S[j - 1] != " "):
            break
        behind.append((lexicons.word_key(S[j:at]), j - 1))
        at = j - 1
    words = _comparison_word_res()
    ends = [i - 1] + [start for _, start in behind]
    for b, end in enumerate(ends):
        before = words.spaced.search(S, max(0, end - words.reach), end)
        compared = None if before is None else _compared_words_after().get(before.group())
        if compared is None or not all(w in compared.between for w, _ in behind[:b]):
            continue
        # A number word the comparison's own language holds, though it is an everyday word of
        # another (Spanish "dos", Nepali "छ"), which :func:`_figure_words` leaves out.
        if b == 0 and ahead[0] in compared.figures:
            return True
        for n, word in enumerate(ahead[: _COMPARED_BETWEEN - b + 1]):
            if word in compared.ordinals and ahead[n + 1] and ahead[n + 1] not in compared.stops:
                return False  # an ordinal before its noun ("about a third option")
            if word in compared.parts or (b + n > 0 and lexicons.scale_word(word)):
                return True
            if word not in compared.between:
                break
    return False


def _comparison_after_counter(S: str, j: int) -> bool:
    """What ends at folded ``j`` is the word a figure counts, and a comparison follows it: one or
    two letters of an unspaced script or Hangul syllables (with their vowel signs) after the figure,
    glued or one space on (a counter or unit: "100人|以上", "20歳|以上", "3か月|以上", "100명| 이상",
    "18 ปี|ขึ้นไป"), then a comparison suffix; or a word one
    space (or nothing) after the figure ("18 years| and over", "5 patients| or more", "5mg| or
    less"), then a comparison phrase."""
    if j < 2:
        return False
    last, nxt = S[j - 1], S[j]
    if _figure_end(S, j):
        # A symbol one space after the figure ("5 %|", "5 °|"): the figure's, as glued.
        if _comparison_suffix_at(S, j) or (nxt == " " and _comparison_phrase_at(S, j)):
            return True
        return _compared_after_ending(S, j)
    # A first look at the next word, at each place a passage ends: only where it opens a phrase
    # are the figure before and the phrase's pattern (of every language) read.
    if nxt == " " and kind(last) in ("L", "M") and _compared_ending_before(S, j):
        return True  # "5'ten| fazla", "5-nél| több": the case ending on the figure, then the comparison
    if nxt == " " and kind(last) in ("L", "M") and _next_word(S, j + 1) in _phrase_first_words():
        k = j
        # The word may be a compound unit ("mg/kg") or follow a symbol ("°C").
        while k > 0 and j - k <= _COUNTED_WORD_REACH and (kind(S[k - 1]) in ("L", "M") or (S[k - 1] == "/" and kind(S[k - 2 : k - 1]) == "L")):
            k -= 1
        if k == j or j - k > _COUNTED_WORD_REACH:
            return False
        counted = _figure_end(S, k) or (S[k - 1 : k] == " " and _figure_end(S, k - 1))
        # A figure written as a word: "five| or more", "five patients| or more".
        counted = counted or _figure_word(S, k, j) or (S[k - 1 : k] == " " and _figure_word_ends(S, k - 1))
        # A unit of two words: "5 degrees celsius| below zero", "5 us dollars| or more".
        counted = counted or _word_after_figure(S, k - 1, _COUNTED_WORD_REACH) if S[k - 1 : k] == " " else counted
        return counted and _comparison_phrase_at(S, j)
    if _LATIN_RE.match(last) is not None and _comparison_suffix_at(S, j):
        # A unit written in Latin letters between the figure and the suffix, glued or one space
        # after it ("5mg|以上", "5 mg|まで", "5 mg/kg| 이상").
        k = j
        while k > 0 and j - k <= _LATIN_UNIT_LETTERS and (
            _LATIN_RE.match(S[k - 1]) is not None or (S[k - 1] == "/" and _LATIN_RE.match(S[k - 2 : k - 1] or " ") is not None)
        ):
            k -= 1
        return j - k <= _LATIN_UNIT_LETTERS and (_figure_end(S, k) or (S[k - 1 : k] == " " and _figure_end(S, k - 1)))
    if not _suffix_letters(last) or not _comparison_suffix_at(S, j):
        return False
    k, letters = j, 0
    while k > 0 and kind(S[k - 1]) != "D" and _suffix_letters(S[k - 1]):
        k -= 1
        if kind(S[k]) != "M":
            letters += 1
            if letters > _UNIT_WORD_LETTERS:
                return False
        # The counter glued to the figure, or one space after it ("18 ปี|ขึ้นไป", "100 명| 이상"), or
        # a longer word, a unit's name as any spelling writes it ("3 ปอนด์|โดยประมาณ", about 3
        # pounds; "97 เม็กกะเฮิทซ์| ขึ้นไป"): the comparison right after is the figure's.
        if kind(S[k]) != "M" and (_figure_end(S, k) or (S[k - 1 : k] == " " and _figure_end(S, k - 1))):
            return True
    return False


# --------------------------------------------------------------------------
# Fractions and comparatives written as words next to a figure


class _WordsAfter(NamedTuple):
    """Words written after a figure (or the word it counts), folded as the match view folds text:
    the phrases of spaced scripts, matched as whole words at the space before them, with their
    first words (a first look before the pattern runs) and the languages listing each; the
    suffixes of unspaced scripts and Hangul, matched glued (or, in Korean and Thai, one space on),
    with the characters a match may start with; and the words that start with a suffix and are
    other words (半导体 is no 半)."""

    phrase: Optional["regex.Pattern[str]"]
    firsts: FrozenSet[str]
    langs: Dict[str, FrozenSet[str]]
    suffix: Optional["regex.Pattern[str]"]
    suffix_firsts: FrozenSet[str]
    others: Tuple[str, ...]


def _words_after(by_lang: Dict[str, Tuple[str, ...]], others: Tuple[str, ...] = (), spaced_single: bool = False) -> _WordsAfter:
    """``by_lang``: each language's words. ``spaced_single``: a suffix of one letter is read one
    space on too (Korean "5년 반"); else only glued, as :func:`_comparison_suffix_re` reads the
    comparison suffixes."""
    langs: Dict[str, Set[str]] = {}
    for lang, entries in by_lang.items():
        for w in entries:
            folded = fold_match_text(w)
            if folded:
                langs.setdefault(folded, set()).add(lang)
    words = sorted(langs, key=len, reverse=True)
    phrases = [w for w in words if not _suffix_letters(w)]
    suffixes = [w for w in words if _suffix_letters(w)]
    phrase = None
    if phrases:
        phrase = regex.compile(rf"[ ](?:{'|'.join(regex.escape(w) for w in phrases)})(?![\p{{L}}\p{{M}}\p{{N}}])")
    suffix = None
    firsts: Set[str] = set()
    if suffixes:
        spaced = [w for w in suffixes if spaced_single or len(w) > 1]
        pattern = "|".join(regex.escape(w) for w in suffixes)
        if spaced:
            pattern += rf"|[ ](?=[\p{{Hangul}}\p{{Thai}}])(?:{'|'.join(regex.escape(w) for w in spaced)})"
            firsts.add(" ")
        suffix = regex.compile(pattern)
        firsts.update(w[0] for w in suffixes)
    return _WordsAfter(
        phrase,
        frozenset(_word_at(w, 0) for w in phrases),  # the first look of :func:`_phrase_after`: "по" of "по-висок"
        {w: frozenset(g) for w, g in langs.items()},
        suffix,
        frozenset(firsts),
        tuple(sorted({fold_match_text(w) for w in others} - {""})),
    )


def _fractions_by_language(side: str) -> Dict[str, Tuple[str, ...]]:
    return {lang: lexicons.fraction_words(side, lang) for lang in lexicons.available_languages("numbers")}


@lru_cache(maxsize=1)
def _fraction_words_after() -> Tuple[_WordsAfter, _WordsAfter]:
    """The fraction words of the number files (:func:`lexicons.fraction_words`) written after a
    figure or the word it counts ("and a half", "et demi", "y media", "半", "반"), and those
    written right after the figure only ("odd", "y pico", "et quelques")."""
    others = lexicons.fraction_words("other_words")
    return (
        _words_after(_fractions_by_language("after"), others, spaced_single=True),
        _words_after(_fractions_by_language("after_figure"), others, spaced_single=True),
    )


@lru_cache(maxsize=1)
def _fraction_before_res() -> _WordsBefore:
    """The fraction words written before a figure (:func:`lexicons.fraction_words` ``before``:
    Hindi "साढ़े" (plus a half), "सवा", "पौने"; German "halb", Dutch "half", Swedish "halv": the
    half hour before the figure's)."""
    return _words_before(lexicons.fraction_words("before"))


@lru_cache(maxsize=1)
def _comparative_words_after() -> _WordsAfter:
    """The comparatives written after a figure or the word it counts (``comparative_after`` of
    :func:`lexicons.comparison_words_by_language`: "higher", "mehr", "de plus", "больше", "増加",
    "减少", "감소")."""
    return _words_after(lexicons.comparison_words_by_language("comparative_after"))


@lru_cache(maxsize=1)
def _times_words() -> Dict[str, FrozenSet[str]]:
    """The nouns that make a figure a multiple (``times_after`` of the comparison words: "times",
    "veces", "раза"), keyed, with the languages listing each."""
    out: Dict[str, Set[str]] = {}
    for lang, words in lexicons.comparison_words_by_language("times_after").items():
        for w in words:
            out.setdefault(lexicons.word_key(w), set()).add(lang)
    return {w: frozenset(g) for w, g in out.items()}


def _times_after(S: str, j: int) -> bool:
    """A noun that makes the figure ending at folded ``j`` a multiple (:func:`_times_words`) follows
    it: one space on as a whole word ("5 times", "5 veces", "5 lần"), or glued in an unspaced
    script or Hangul ("5倍", "5배", not "5배추", cabbages)."""
    if S[j : j + 1] == " ":
        m = _WORD_AT_RE.match(S, j + 1)
        # The word read with an abbreviation's full stop ("times." ending the sentence) is the word.
        return m is not None and any(key in _times_words() for key in (lexicons.word_key(m.group()), lexicons.word_key(m.group()).rstrip(".")))
    for word in _glued_times_words():
        if S.startswith(word, j):
            if not _HANGUL_SYLLABLE_RE.match(word):
                return True  # "倍" after a figure is the multiple whatever follows it
            after = S[j + len(word) : j + len(word) + 1]
            return not _HANGUL_SYLLABLE_RE.match(after) or _korean_particle_after(S, j + len(word))
    return False


@lru_cache(maxsize=1)
def _glued_times_words() -> Tuple[str, ...]:
    """The nouns of :func:`_times_words` written in an unspaced script or Hangul, glued to the figure."""
    return tuple(sorted((w for w in _times_words() if _suffix_letters(w)), key=len, reverse=True))


def _qualifies_noun(word: str, langs: FrozenSet[str]) -> bool:
    """A comparative of ``langs`` after ``word``, the word a figure counts, may qualify that word or
    the next rather than compare the figure, unless the word is a unit (:func:`measure_word`: "5
    years| older", "5 años| más") or a noun that makes the figure a multiple (:func:`_times_words`:
    "3 times| larger", "3 veces| más"): "104 transições| mais suaves" (smoother transitions), "5
    patients| more time", "2.3 Gastwirten| mehr Umsatz" count the noun, not a difference."""
    return not (measure_word(word) or _times_words().get(lexicons.word_key(word), frozenset()) & langs)


@lru_cache(maxsize=1 << 14)
def _counts_nothing(word: str, langs: FrozenSet[str]) -> bool:
    """``word``, between a figure and a word of ``langs`` written after it, is not what the figure
    counts: a negation ("no" of "$ps4 no longer"), a frequent function word of some language
    (``data/function_words.json``: "for" of "bug #886358 for more information"), a stop word of
    one or two letters of any language ("in", "or") or one of ``langs`` ("any" of "any more",
    "since" of "1.0 since older"), unless it is a unit ("m", "h") or a noun that makes the figure
    a multiple (:func:`_times_words`: "veces", "volte" are Spanish and Italian stop words)."""
    key = lexicons.word_key(word)
    if measure_word(word) or _times_words().get(key, frozenset()) & langs:
        return False
    if lexicons.is_negation_word(word) or function_word_anywhere(word):
        return True
    if len(key) <= 2 and lexicons.stop_word_anywhere(key):
        return True
    return any(key in lexicons.stop_words(lang) for lang in langs if lang in lexicons.available_languages("negations"))


@lru_cache(maxsize=1 << 12)
def _figure_word_langs(key: str) -> FrozenSet[str]:
    """The languages whose number files list the keyed ``key`` (:func:`_number_word_values`)."""
    return frozenset(_number_word_values().get(key, {}))


def _figure_word_of(S: str, j: int, langs: FrozenSet[str]) -> bool:
    """A figure written as a word of one of ``langs`` ends at folded ``j`` ("three| more", "veinte|
    y pico"; not the Catalan "set" of "set| more flags")."""
    k = j
    while k > 0 and j - k <= _COUNTED_WORD_REACH and kind(S[k - 1]) in ("L", "M"):
        k -= 1
    return k < j and _figure_word(S, k, j) and bool(_figure_word_langs(lexicons.word_key(S[k:j])) & langs)


def _amount_end(S: str, j: int) -> bool:
    """A figure ends at folded ``j`` (:func:`_figure_end`) that is an amount, not the number of a
    name written with letters before it, glued or with a hyphen ("ipv6", "nghttp2", "gpl-3+",
    "covid-19")."""
    if not _figure_end(S, j):
        return False
    k = j
    while k > 0 and kind(S[k - 1]) != "D" and j - k < 3:
        k -= 1  # the symbol after the digits ("5%", "5 %", "3+")
    while k > 0 and (kind(S[k - 1]) == "D" or (S[k - 1] in ".," and kind(S[k - 2 : k - 1]) == "D")):
        k -= 1
    before = S[k - 1 : k]
    return not (kind(before) == "L" or (before == "-" and kind(S[k - 2 : k - 1]) == "L"))


def _figure_or_counted_ends(S: str, j: int, langs: FrozenSet[str], counted: bool = True, qualifies: bool = False) -> bool:
    """A figure ends at folded ``j`` (digits, with a symbol glued or one space on; a figure written
    as a word of one of ``langs``, the languages of what follows: "5|", "5%|", "five|"), or, with
    ``counted``, the one word after it that it counts, one space or a hyphen on or glued ("5
    years|", "3-fold|", "5mg|", "five patients|", "5 mg/kg|"), which is no word that counts
    nothing (:func:`_counts_nothing`). With ``qualifies``, the word is no noun what follows may
    qualify instead (:func:`_qualifies_noun`)."""
    if _amount_end(S, j) or _figure_word_of(S, j, langs):
        return True
    if not counted:
        return False
    k = j
    while k > 0 and j - k <= _COUNTED_WORD_REACH and (kind(S[k - 1]) in ("L", "M") or (S[k - 1] == "/" and kind(S[k - 2 : k - 1]) == "L")):
        k -= 1
    if k == j or j - k > _COUNTED_WORD_REACH or k < 2:
        return False
    if S[k - 1] == "\u00b0" and _amount_end(S, k):
        return True  # a degree's scale glued to its sign ("5 °C" is "5°c" folded): the figure's unit
    if _counts_nothing(S[k:j], langs):
        return False
    if qualifies and _qualifies_noun(S[k:j], langs) and not (S[k - 1] == "-" and j - k <= _FIGURE_ENDING_LETTERS):
        # A case ending written onto the figure after a hyphen is no noun ("5%-kal| magasabb").
        return False
    if S[k - 1] in " -":
        # A list mark or an operator one space after a number ("#452262 * add") is no figure's symbol.
        if S[k - 2] in _ASCII_OPERATORS:
            return False
        return _amount_end(S, k - 1) or _figure_word_of(S, k - 1, langs)
    return _amount_end(S, k)


def _suffix_after(S: str, j: int, words: _WordsAfter, bounded: bool) -> Optional[int]:
    """Where a suffix of ``words`` written after what ends at folded ``j`` ends (None if none):
    not the start of one of the other words of its script (半导体); with ``bounded``, a suffix
    ending in Hangul ends its word or takes a particle ("5년 반이", not "5개 반도체")."""
    if words.suffix is None or S[j] not in words.suffix_firsts:
        return None
    m = words.suffix.match(S, j)
    if m is None:
        return None
    at = j + (S[j] == " ")
    if any(S.startswith(w, at) for w in words.others):
        return None
    e = m.end()
    if bounded and _HANGUL_SYLLABLE_RE.match(S[e - 1]) and e < len(S) and kind(S[e]) in ("L", "M") and not _korean_particle_after(S, e):
        return None
    return e


def _phrase_after(S: str, j: int, words: _WordsAfter, word: str) -> Optional[FrozenSet[str]]:
    """The languages of the phrase of ``words`` written one space after folded ``j`` (None if none);
    ``word`` is the next word, a first look."""
    if word not in words.firsts or words.phrase is None:
        return None
    m = words.phrase.match(S, j)
    return None if m is None else words.langs[m.group()[1:]]


#: Most letters (vowel signs aside) of a Thai counter between a figure and a word after it: Thai
#: counters are longer than the Han and Hangul ones (เดือน, month; ชั่วโมง, hour).
_THAI_COUNTER_LETTERS = 5
_THAI_RE = regex.compile(r"\p{Thai}")


def _counter_letters(S: str, k: int) -> int:
    """Most letters of a counter written at folded ``k``: more in Thai."""
    return _THAI_COUNTER_LETTERS if _THAI_RE.match(S[k : k + 1] or " ") else _COUNTER_LETTERS


def _counted_words_after(S: str, j: int) -> Tuple[int, ...]:
    """Where the word a figure ending at folded ``j`` counts may end: the word one space on ("5|
    years", "3| times"), or each end of a counter glued to it, or one space on in Korean and Thai
    ("5|年", "5|時間", "5 |년", "5 |เดือน": one letter, two, up to five in Thai). None if no figure
    ends at ``j`` or no such word follows."""
    if j >= len(S) or not _amount_end(S, j):
        return ()
    if S[j] == " ":
        m = _WORD_AT_RE.match(S, j + 1)
        if m is None:
            return ()
        if kind(S[j + 1]) == "L" and not _suffix_letters(S[j + 1]):
            end = j + 1 + len(m.group().rstrip("."))
            return (end,) if end - j - 1 <= _COUNTED_WORD_REACH else ()
    k = j + (S[j] == " ")
    most = _counter_letters(S, k)
    ends: List[int] = []
    letters = 0
    while k < len(S) and _suffix_letters(S[k]) and S[k] != " " and kind(S[k]) != "D":
        if kind(S[k]) != "M":
            letters += 1
            if letters > most:
                break
        k += 1
        if k < len(S) and kind(S[k]) != "M":
            ends.append(k)
    return tuple(ends)


@lru_cache(maxsize=1)
def _first_looks() -> Tuple[FrozenSet[str], FrozenSet[str]]:
    """The first words of every fraction and comparative phrase written after a figure or its
    unit, and the characters their suffixes start with."""
    groups = (*_fraction_words_after(), _comparative_words_after())
    return frozenset().union(*(g.firsts for g in groups)), frozenset().union(*(g.suffix_firsts for g in groups))


def _word_at(S: str, i: int) -> str:
    """The word of letters starting at folded ``i`` ("" if none), without a full stop after it."""
    m = _WORD_AT_RE.match(S, i)
    return "" if m is None else m.group().rstrip(".")


def _words_after_may_follow(S: str, j: int) -> bool:
    """A first look, where a word ends at folded ``j``: the next word may start a fraction or
    comparative phrase, or the next character a suffix (:func:`_fraction_after`,
    :func:`_comparative_after`)."""
    firsts, suffix_firsts = _first_looks()
    c = S[j]
    if c == " " and _word_at(S, j + 1) in firsts:
        return True
    return c in suffix_firsts


def _fraction_after(S: str, j: int) -> bool:
    """A fraction word follows what ends at folded ``j``, a figure or the word it counts: "5| and a
    half years", "5 years| and a half", "5 ans| et demi", "a las 5| y media", "5年|半", "5時|半",
    "5년| 반", "5 ปี|ครึ่ง"; or an approximation right after the figure: "20| y pico", "20| odd".
    Without it the figure is another figure. Read from the figure too, across the word it counts
    ("5| years and a half", "5|年半")."""
    if j < 1 or j >= len(S):
        return False
    after, after_figure = _fraction_words_after()
    c = S[j]
    figure = _figure_end(S, j)
    if c != " " and not figure and c not in after.suffix_firsts and c not in after_figure.suffix_firsts:
        return False  # a first look: nothing to read here
    if c == " ":
        word = _word_at(S, j + 1)
        for words, counted in ((after, True), (after_figure, False)):
            langs = _phrase_after(S, j, words, word)
            if langs is not None and _figure_or_counted_ends(S, j, langs, counted):
                return True
    for words in (after, after_figure):
        if _suffix_after(S, j, words, bounded=True) is not None and (figure or _counter_before(S, j)):
            return True
    return figure and any(k < len(S) and _fraction_after(S, k) for k in _counted_words_after(S, j))


def _fraction_before(S: str, i: int) -> bool:
    """A fraction word stands before the figure starting at folded ``i``, one space before it
    ("साढ़े |5 बजे", "halb |5"), or before a figure written as a word ("साढ़े |पाँच")."""
    words = _fraction_before_res()
    if _starts_number(S, i):
        return _word_before(S, i, words)
    if i < 2 or S[i - 1] != " " or kind(S[i]) != "L":
        return False
    m = _WORD_AT_RE.match(S, i)
    if m is None or not _figure_word(S, i, i + len(m.group().rstrip("."))):
        return False
    return words.spaced.search(S, max(0, i - words.reach), i - 1) is not None


#: Most characters between a comparative glued after a figure and a figure after it (a particle:
#: "2019年增长了5%") that make the comparative the next figure's.
_SUFFIX_TO_FIGURE = 2


def _comparative_after(S: str, j: int) -> bool:
    """A comparative follows what ends at folded ``j``, a figure or the word it counts: "5%| higher",
    "5%| more", "3 times| larger", "5 Jahre| älter", "5 %| de plus", "на 5%| больше", "5%|減少",
    "5%|减少", "5%| 감소"; read from the figure too, across the word it counts ("3| times larger").
    The figure is then a difference or a multiple, not the amount. A comparative that starts a
    comparison of the figure after it ("In 2019| more than 50 people", "2019年增长5%") is that
    figure's."""
    if j < 1 or j >= len(S):
        return False
    words = _comparative_words_after()
    c = S[j]
    figure = _figure_end(S, j)
    if c != " " and not figure and c not in words.suffix_firsts:
        return False  # a first look: nothing to read here
    if c == " ":
        langs = _phrase_after(S, j, words, _word_at(S, j + 1))
        # A bare number may be another thing the comparison's figure is set beside ("In 2019 more
        # than 50"); a figure with its sign or unit ("9%", "5 kg") is what the comparative qualifies,
        # whatever follows ("9% lower than two").
        if langs is not None and _figure_or_counted_ends(S, j, langs, qualifies=True) and (
            kind(S[j - 1]) != "D" or _currency_sign_before_figure(S, j) or not _compares_next_figure(S, j)
        ):
            return True
    e = _suffix_after(S, j, words, bounded=False)
    if e is not None and (figure or _counter_before(S, j)):
        if not any(kind(c) == "D" for c in S[e : e + 1 + _SUFFIX_TO_FIGURE].lstrip(" ")[:_SUFFIX_TO_FIGURE]):
            return True
    return figure and any(k < len(S) and _comparative_after(S, k) for k in _counted_words_after(S, j))


def _currency_sign_before_figure(S: str, j: int) -> bool:
    """The figure ending at folded ``j`` has a currency sign glued before it ("$5", "€5,50")."""
    k = j
    while k > 0 and (kind(S[k - 1]) == "D" or (S[k - 1] in ".," and kind(S[k - 2 : k - 1]) == "D")):
        k -= 1
    return k > 0 and charclasses.category(S[k - 1]) == "Sc"


def _compares_next_figure(S: str, j: int) -> bool:
    """The words after the space at folded ``j`` are a comparison word written before a figure
    (:func:`_comparison_word_res`: "more than", "более", "mehr als") and a figure follows it."""
    words = _comparison_word_res()
    e = S.find(" ", j + 1)
    while e != -1 and e + 1 < len(S) and e - j <= words.reach:  # a space ending the text has no word after it
        if _starts_number(S, e + 1) or _number_word_at(S, e + 1):
            m = words.spaced.search(S, j + 1, e)
            if m is not None and m.start() == j + 1:
                return True
        else:
            # "more than one", "più di un", "mehr als ein": the word for one of a language listing
            # the comparison word (left out of the figure words, as it is an article as often).
            m = words.spaced.search(S, j + 1, e)
            if m is not None and m.start() == j + 1 and lexicons.word_key(_word_at(S, e + 1)) in _ones_after().get(m.group(), ()):
                return True
        e = S.find(" ", e + 1)
    return False


@lru_cache(maxsize=1)
def _ones_after() -> Dict[str, FrozenSet[str]]:
    """For each comparison word written before a figure (folded), the words for one of the languages
    listing it that have a number file ("more than" takes "one", "più di" takes "un", "uno", "una")."""
    with_numbers = set(lexicons.available_languages("numbers"))
    out: Dict[str, Set[str]] = {}
    for lang, listed in lexicons.comparison_words_by_language("before").items():
        if lang not in with_numbers:
            continue
        ones = {w for w, value in lexicons.number_words(lang).items() if value == 1}
        for w in listed:
            out.setdefault(fold_match_text(w), set()).update(ones)
    return {w: frozenset(o) for w, o in out.items()}


def _counter_before(S: str, j: int) -> bool:
    """What ends at folded ``j`` is a counter or unit of one or two letters of an unspaced script or
    Hangul (vowel signs aside) written after a figure, glued or one space on ("5年|", "2時間|",
    "100 명|", "5 ปี|"; up to five letters in Thai: "5 เดือน|")."""
    k, letters = j, 0
    most = _counter_letters(S, j - 1)
    while k > 0 and kind(S[k - 1]) != "D" and _suffix_letters(S[k - 1]):
        k -= 1
        if kind(S[k]) != "M":
            letters += 1
            if letters > most:
                return False
        if kind(S[k]) != "M" and (_figure_end(S, k) or (S[k - 1 : k] == " " and _figure_end(S, k - 1))):
            return True
    return False


# --------------------------------------------------------------------------
# A figure typed otherwise: the spellings of one figure and its unit that say the same amount,
# which a quotation may write where its source writes another ("5mg" for "5 mg", "10,000" for
# "10000", "12 percent" for "12%"). Each is read from the CLDR, never from a list of spellings.

#: A space a figure's unit symbol or percent word stands after (a line's white space, one).
_FIGURE_GAP = "[^\\S\\n\\r\\x0b\\x0c\\x1c-\\x1f\\x85\\u2028\\u2029]"
_GLUED_UNIT_RE = regex.compile(rf"(?<=\p{{Nd}})({_FIGURE_GAP}?)(\p{{L}}[\p{{L}}\p{{M}}]{{0,5}})(?![\p{{L}}\p{{M}}\p{{N}}])")
#: A figure's digits, grouped by one separator repeated (groups of exactly three) or not.
_GROUPED_RE = regex.compile(
    r"(?<![\p{Nd}.,'\u2019])(?:\p{Nd}{1,3}(?:(?P<sep>[,.'\u2019\u00a0\u2007\u2009\u202f ])\p{Nd}{3})(?:(?P=sep)\p{Nd}{3})*|\p{Nd}{4,})(?!\p{Nd})"
)
#: The separators that are no decimal mark in any language: the no-break, figure, thin and narrow
#: no-break spaces group a figure's thousands wherever they stand between two groups of digits.
_SPACE_GROUPS = frozenset("\u00a0\u2007\u2009\u202f")
_PERCENT_GAP_RE = regex.compile(rf"(?<=\p{{Nd}}){_FIGURE_GAP}?%")
#: Spellings of one quotation tried at most (the product of its figures' spellings).
_SPELLINGS = 32


@lru_cache(maxsize=1)
def _unit_spelling_keys() -> FrozenSet[str]:
    """The unit symbols a space before them is typography for, as written: the CLDR's symbols of
    one to four letters (:func:`_unit_symbol_case_keys`, as written), and the SI units with an SI
    or binary prefix on them (:func:`lexicons.prefixed_units`: "pN", "kPa")."""
    symbols = {unicodedata.normalize("NFKC", w) for w in lexicons.unit_symbols() if w.isalpha() and len(w) <= _UNIT_SYMBOL_LETTERS}
    return frozenset(symbols | {unicodedata.normalize("NFKC", w) for w in lexicons.prefixed_units()})


def _unit_gap_spellings(raw: str) -> List[Tuple[int, int, Tuple[str, ...]]]:
    """The places of ``raw`` where a unit symbol follows a figure (:func:`_unit_spelling_keys`,
    the whole word), each with the other spelling of the space between them: none for one, one
    for none ("5mg" and "5 mg" are one amount; "5 m" and "5m" too, but the word must be the
    symbol whole: "5 mg" is not "5m g")."""
    out: List[Tuple[int, int, Tuple[str, ...]]] = []
    keys = _unit_spelling_keys()
    for m in _GLUED_UNIT_RE.finditer(raw):
        if unicodedata.normalize("NFKC", m.group(2)) in keys:
            out.append((m.start(1), m.end(1), ("" if m.group(1) else " ",)))
    return out


def _grouping_spellings(raw: str, lang: Optional[str]) -> List[Tuple[int, int, Tuple[str, ...]]]:
    """The figures of ``raw`` of four digits or more, each with its other spellings: its digits
    ungrouped, grouped by threes with the group separator of ``lang``'s main CLDR locale
    (:func:`charclasses.number_separators`). A comma or full stop between the groups is read as a
    group separator only where the language named groups with it, since the other language
    writes its decimal mark so ("10.000" is ten thousand in German and ten in English): with no
    language, or a separator the language does not group with, the figure has no other
    spelling. A no-break or thin space groups in every language. The groups must be of three
    digits ("10,00" is no grouping), and a figure that goes on with a separator and a digit is
    left alone (the decimals of another figure: "1,000.5" in a language that groups with "."
    writes no such figure)."""
    seps = charclasses.number_separators(lang)
    decimal, group = seps if seps else ("", "")
    out: List[Tuple[int, int, Tuple[str, ...]]] = []
    for m in _GROUPED_RE.finditer(raw):
        sep = m.group("sep") or ""
        after = raw[m.end() : m.end() + 2]
        if len(after) == 2 and not after[0].isalnum() and not after[0].isspace() and after[1].isdigit() and after[0] != decimal:
            continue  # "1,000,5", "1.000.000,5" read in a language of other marks
        if after[:1].isspace() and after[0] == sep and after[1:2].isdigit():
            continue
        if sep and sep not in _SPACE_GROUPS and sep != group:
            continue  # a separator the language does not group with, or no language: undecided
        if sep == decimal:
            continue
        digits = m.group().replace(sep, "") if sep else m.group()
        head = len(digits) % 3 or 3
        groups = [digits[:head]] + [digits[k : k + 3] for k in range(head, len(digits), 3)]
        spellings = {digits}
        if group and group != decimal and (group in ",." or group in _SPACE_GROUPS):
            spellings.add(group.join(groups))
        spellings.discard(m.group())
        if spellings:
            out.append((m.start(), m.end(), tuple(sorted(spellings))))
    return out


#: The characters of a text read for the function words that tell its figures' separators.
_GROUPING_SAMPLE = 4000
_LATIN_WORD_RE = regex.compile(r"\p{Latin}+")


def grouping_language(text: str, guessed: Optional[str] = None) -> Optional[str]:
    """The language whose decimal mark and group separator read the figures of ``text`` when no
    caller named one: the language ``guessed`` from the text alone (its letters, or in Latin
    letters its function words on clear evidence: :func:`guess.guess_language`), else the
    languages of the function words it holds (``data/function_words.json``) when every one of
    them writes the same two marks (:func:`charclasses.number_separators`: "by" is English only,
    "die" German only); None when they differ or no word tells. "1,200" is twelve hundred in a
    text that says "fell by 1,200" and one point two in one that says "die Dosis betrug 1,200 g".

    >>> grouping_language("Mortality fell by 1,200 deaths."), grouping_language("Die Kosten betrugen 1.200 Euro.")
    ('en', 'de')
    >>> grouping_language("Mortality: 1,200"), grouping_language("Die Kosten of 1,200")
    (None, None)
    """
    if guessed and charclasses.number_separators(guessed):
        return guessed
    found: Dict[Tuple[str, str], str] = {}
    for word in _LATIN_WORD_RE.findall(text[:_GROUPING_SAMPLE]):
        for lang in function_word_languages(word):
            seps = charclasses.number_separators(lang)
            if seps is None:
                return None
            found.setdefault(seps, lang)
            if len(found) > 1:
                return None
    return next(iter(found.values()), None)


@lru_cache(maxsize=64)
def _percent_name_re(lang: Optional[str]) -> Optional["regex.Pattern[str]"]:
    names = lexicons.percent_names("%", lang)
    if not names:
        return None
    alternation = "|".join(regex.escape(n).replace("\\ ", _FIGURE_GAP + "+") for n in sorted(names, key=len, reverse=True))
    return regex.compile(rf"(?<=\p{{Nd}}){_FIGURE_GAP}+(?:{alternation})(?![\p{{L}}\p{{M}}])", regex.I)


def _percent_spellings(raw: str, lang: Optional[str]) -> List[Tuple[int, int, Tuple[str, ...]]]:
    """The percent signs after a figure in ``raw``, each with the CLDR long names of percent in
    ``lang`` (every language without one: :func:`lexicons.percent_names`), and those names after
    a figure, each with the sign: "12%" and "12 percent", "12 Prozent", "12 por ciento" are one
    amount. A name of per mille or per ten thousand is another ("12 per mille" is not "12%")."""
    out: List[Tuple[int, int, Tuple[str, ...]]] = []
    names = lexicons.percent_names("%", lang)
    for m in _PERCENT_GAP_RE.finditer(raw):
        out.append((m.start(), m.end(), tuple(" " + n for n in names)))
    found = _percent_name_re(lang)
    if found is not None:
        for m in found.finditer(raw):
            out.append((m.start(), m.end(), ("%",)))
    return out


_DEGREES = "\u00b0" + "".join(sorted(charclasses.DEGREE_LOOKALIKES))
_DEGREE_RE = regex.compile(rf"(?<=\p{{Nd}}{_FIGURE_GAP}?)[{regex.escape(_DEGREES)}]")


def _degree_spellings(raw: str) -> List[Tuple[int, int, Tuple[str, ...]]]:
    """The degree signs after a figure in ``raw`` and the characters the Unicode confusables data
    draws as one (:data:`charclasses.DEGREE_LOOKALIKES`: "5 \u02daC" for "5 \u00b0C"), each with
    the others: one sign, typed otherwise. The letter after it is compared as written ("5 \u00b0F"
    is not "5 \u00b0C")."""
    return [(m.start(), m.end(), tuple(c for c in _DEGREES if c != m.group())) for m in _DEGREE_RE.finditer(raw)]


#: The superscript digits and signs an exponent is written with, each with what it stands for
#: (their Unicode compatibility decomposition, <super>: "\u2076" is "6", "\u207b" is "\u2212").
_SUPERSCRIPT_PLAIN = {
    c: unicodedata.normalize("NFKC", c)
    for c in charclasses.SUPERSCRIPT_DIGITS | frozenset("\u207a\u207b")
    if unicodedata.decomposition(c).startswith("<super>")
}
_PLAIN_SUPERSCRIPT = {plain: c for c, plain in sorted(_SUPERSCRIPT_PLAIN.items()) if plain.isdigit() or plain in "+\u2212"}
_PLAIN_SUPERSCRIPT["-"] = _PLAIN_SUPERSCRIPT["\u2212"]
_SUPERSCRIPTS_CLASS = charclasses.char_class(_SUPERSCRIPT_PLAIN)
#: An exponent after a figure, written in ASCII after a caret ("10^6", "10^-6", "10^(-6)") or raised.
_CARET_EXPONENT_RE = regex.compile(r"(?<=\p{Nd})\^(?P<open>\()?(?P<power>[-+\u2212]?[0-9]+)(?(open)\))")
_RAISED_EXPONENT_RE = regex.compile(rf"(?<=\p{{Nd}})[{_SUPERSCRIPTS_CLASS}]+")
#: The multiplication sign between two figures and the letter x that ASCII writes it with (the
#: Unicode confusables data draws "\u00d7" as "x"), spaced or not.
_TIMES_BETWEEN_RE = regex.compile(r"(?<=\p{Nd})(?P<sign> ?[xX] ?|[^\S\n]?\u00d7[^\S\n]?)(?=[-\u2212]?\p{Nd})")
#: A decimal written without its leading zero (".05") or with it ("0.05"), after no figure or word.
_LEADING_POINT_RE = regex.compile(r"(?<![\p{N}\p{L}\p{M}.,])(?P<zero>0?)\.(?=\p{Nd})")


def _plus_minus_spellings() -> Dict[str, str]:
    """Each plus-minus sign (:data:`charclasses.PLUS_MINUS_SIGNS`) with its ASCII spelling: the two
    signs its Unicode name joins, in its order, parted by a slash ("PLUS-MINUS SIGN" "\u00b1" is
    "+/-", "MINUS-OR-PLUS SIGN" "\u2213" is "-/+")."""
    out = {}
    for c in charclasses.PLUS_MINUS_SIGNS:
        name = unicodedata.name(c, "")
        if unicodedata.normalize("NFKC", c) == c and name in ("PLUS-MINUS SIGN", "MINUS-OR-PLUS SIGN"):
            out[c] = "+/-" if name.startswith("PLUS") else "-/+"
    return out


_PLUS_MINUS_ASCII = _plus_minus_spellings()
_ASCII_PLUS_MINUS_RE = regex.compile(r"\+/[-\u2212]|[-\u2212]/\+")
_PLUS_MINUS_RE = regex.compile(f"[{charclasses.char_class(_PLUS_MINUS_ASCII)}]")


@lru_cache(maxsize=1)
def _country_prefixes() -> FrozenSet[str]:
    """The two capitals an ISO 4217 currency code starts with (its country's ISO 3166 code: "US" of
    "USD", "HK" of "HKD"; the codes of ``data/units.json``), which the CLDR writes before a
    currency sign as one symbol ("US$", "HK$", "NZ$", "CN\u00a5")."""
    return frozenset(c[:2] for c in lexicons.currency_letters() if regex.fullmatch(r"[A-Z]{3}", c))


_PREFIXED_SIGN_RE = regex.compile(r"(?<![\p{L}\p{M}\p{N}])(?P<letters>\p{Lu}{2})(?P<gap>[^\S\n]?)(?=\p{Sc}[^\S\n]?\p{Nd})")


def _notation_spellings(raw: str) -> List[Tuple[int, int, Tuple[str, ...]]]:
    """The places of ``raw`` where a figure's notation has another spelling of one value, each with
    it: an exponent raised or after a caret ("10\u2076" and "10^6", Unicode's <super>
    decomposition), the multiplication sign or the letter x between two figures ("3\u00d710" and
    "3 x 10"), a plus-minus sign or the two signs its name joins ("\u00b1" and "+/-"), a decimal
    with or without its leading zero ("0.05" and ".05"), and a currency symbol of a country's
    code and a sign with or without a space inside ("US$5" and "US $5"). A sign of another
    relation ("<" for "\u2264", "+" for "\u00b1") is none of them."""
    out: List[Tuple[int, int, Tuple[str, ...]]] = []
    for m in _CARET_EXPONENT_RE.finditer(raw):
        out.append((m.start(), m.end(), ("".join(_PLAIN_SUPERSCRIPT[c] for c in m.group("power")),)))
    for m in _RAISED_EXPONENT_RE.finditer(raw):
        plain = "".join(_SUPERSCRIPT_PLAIN[c] for c in m.group())
        if regex.fullmatch(r"[-+\u2212]?[0-9]+", plain):
            ascii_power = plain.replace("\u2212", "-")
            out.append((m.start(), m.end(), tuple(dict.fromkeys(("^" + plain, "^" + ascii_power, f"^({plain})", f"^({ascii_power})")))))
    for m in _TIMES_BETWEEN_RE.finditer(raw):
        sign = m.group("sign")  # each spacing of either: the match view spaces a sign before a raised power as written
        forms = tuple(f"{a}{times}{b}" for times in ("\u00d7", "x") for a, b in (("", ""), (" ", " "), ("", " "), (" ", "")))
        out.append((m.start(), m.end(), tuple(f for f in forms if f != sign)))
    for m in _ASCII_PLUS_MINUS_RE.finditer(raw):
        found = m.group().replace("\u2212", "-")
        out.append((m.start(), m.end(), tuple(c for c, ascii in _PLUS_MINUS_ASCII.items() if ascii == found)))
    for m in _PLUS_MINUS_RE.finditer(raw):
        out.append((m.start(), m.end(), (_PLUS_MINUS_ASCII[m.group()],)))
    for m in _LEADING_POINT_RE.finditer(raw):
        out.append((m.start(), m.end(), ("." if m.group("zero") else "0.",)))
    for m in _PREFIXED_SIGN_RE.finditer(raw):
        if m.group("letters") in _country_prefixes():
            out.append((m.start(), m.end(), (m.group("letters") + ("" if m.group("gap") else " "),)))
    return out


def figure_spellings(raw: str, lang: Optional[str], occurs: Callable[[str], bool], grouping: Optional[str] = None) -> List[str]:
    """The other spellings of ``raw`` (a piece of a quotation as written) whose figures say what
    its own say (see above: a unit symbol's space, a figure's thousands grouping, a percent sign
    or word, a degree sign or a character drawn as one), for the language ``lang`` names (None: only what every language reads
    alike; ``grouping``, a language read for the thousands grouping alone, :func:`grouping_language`
    of the source). ``occurs`` tells whether the match view of a source holds a text (folded): a
    spelling of one figure is tried only where the source writes it, and at most
    :data:`_SPELLINGS` spellings of the whole are given.

    >>> figure_spellings("rose 12% to 10,000 mg", "en", lambda s: True)[:3]
    ['rose 12% to 10,000mg', 'rose 12% to 10000 mg', 'rose 12% to 10000mg']
    >>> figure_spellings("10.000", "en", lambda s: True), figure_spellings("10,000", None, lambda s: True)
    ([], [])
    """
    if not _ANY_DIGIT_RE.search(raw):
        return []
    places = sorted(
        _unit_gap_spellings(raw) + _grouping_spellings(raw, lang or grouping) + _percent_spellings(raw, lang) + _degree_spellings(raw)
        + _notation_spellings(raw)
    )
    kept: List[Tuple[int, int, Tuple[str, ...]]] = []
    end = 0
    for a, b, alternatives in places:
        if a < end:
            continue  # overlapping places: the first one's
        lead = regex.search(r"\p{Nd}[\p{Nd},.\s]*$", raw[max(0, a - 24) : a])
        before = lead.group() if lead and a > 0 else ""
        tail = regex.match(r"[\p{L}\p{M}]*", raw[b : b + 24])
        after = tail.group() if tail else ""
        found = tuple(alt for alt in alternatives if occurs(fold_match_text(before + alt + after).strip()))
        if found:
            kept.append((a, b, found))
            end = b
    if not kept:
        return []
    spellings: List[str] = []

    def spell(k: int, pos: int, written: str) -> None:
        if len(spellings) >= _SPELLINGS:
            return
        if k == len(kept):
            if pos:  # something respelled
                spellings.append(written)
            return
        a, b, alternatives = kept[k]
        for alt in (raw[a:b],) + alternatives:
            spell(k + 1, pos + (alt != raw[a:b]), written + raw[(kept[k - 1][1] if k else 0) : a] + alt)

    spell(0, 0, "")
    tail_from = kept[-1][1]
    return [s + raw[tail_from:] for s in spellings]


_DIFF_ENTRY_RE = regex.compile(r'"(?P<was>[^"]*)" -> "(?P<now>[^"]*)"')


def unit_changed(entry: str) -> bool:
    """Whether a diff entry of the edit matcher ('"nN" -> "pN"') changes one unit symbol into
    another (:func:`_unit_spelling_keys`: the CLDR's symbols and the prefixed SI units): the
    figure before it measures another amount.

    >>> unit_changed('"nN" -> "pN"'), unit_changed('"MPa" -> "kPa"'), unit_changed('"dogs" -> "cats"')
    (True, True, False)
    """
    m = _DIFF_ENTRY_RE.fullmatch(entry.strip())
    if m is None:
        return False
    keys = _unit_spelling_keys()
    was, now = (unicodedata.normalize("NFKC", m.group(g)) for g in ("was", "now"))
    return was != now and was in keys and now in keys


# --------------------------------------------------------------------------
# Abbreviations written beside a figure as part of its amount

#: A short word beside a figure, with the marks an abbreviation is written with: full stops inside
#: or after it (Arabic "ر.س", "руб."), the Hebrew geresh and gershayim or the quote marks typed for
#: them ("ש״ח", 'ש"ח', "אל׳"), a slash (Peruvian "S/."). Group ``w`` holds it without a final mark.
_AMOUNT_WORD = r"(?P<w>[\p{L}\p{M}]+(?:[./\u05f3\u05f4'\"][\p{L}\p{M}]+)*)(?P<stop>[./\u05f3]*)"
#: The gap between a figure and such a word: spaces, or a line break where a line wraps, with the
#: invisible format characters (General_Category Cf: a zero-width space) a text may hold beside them.
_AMOUNT_GAP = r"\p{Cf}*" + WRAP_SPACE + r"\p{Cf}*"
_AMOUNT_AFTER_RE = regex.compile(_AMOUNT_GAP + _AMOUNT_WORD + r"(?![\p{L}\p{M}\p{N}])")
#: Where a word of the Latin, Cyrillic or Greek script goes on in the letters of a script that
#: writes particles and endings onto it (Han, kana, Hangul, Thai...): the word's end.
_ENDING_GLUED_RE = regex.compile(r"(?<=[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}])[[\p{L}\p{M}]--[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Inherited}\p{Script=Common}]]", regex.V1)
_AMOUNT_BEFORE_RE = regex.compile(r"(?<![\p{L}\p{M}\p{N}./])" + _AMOUNT_WORD + _AMOUNT_GAP + r"\Z")
#: Most letters of an abbreviation read by its shape alone ("mdkr", "ptas.", "VNĐ").
_AMOUNT_LETTERS = 4
#: The vowel letters of the alphabets that write them (Latin with "y", Cyrillic, Greek), compared
#: without their accents: a word of two letters or more without one is an abbreviation ("mkr",
#: "trn", "грн", "кк"). No Unicode property tells a vowel; other scripts are read by their marks.
_VOWELS = frozenset("aeiouyəıæøœɛɔɪʊаеёиоуыэюяіїєўәөүұαεηιουω")
_ALPHABETIC_RE = regex.compile(r"[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}]+")


def _abbreviation_shaped(word: str, stop: str, lang: Optional[str], after: str = "", shouted: bool = False) -> bool:
    """``word`` (written with its final ``stop`` marks, ``after`` the text that follows them) is
    written as an abbreviation is, and is no word of ``lang`` (the check's language; None: of no
    language's function words): marks inside it or after it that only an abbreviation takes ("ر.س",
    "S/", the Hebrew geresh of "אל׳"); a final full stop that ends no sentence (a small letter or a
    figure follows: "500 руб. в месяц", or a letter of a script without capitals, which cannot
    show that a sentence starts), or whose word is a known abbreviation ("Lit."; a lone
    letter only before no capital, which makes it an initial); capitals
    for at least half its letters, unless the text around is written in capitals (``shouted``); a
    capital after a small letter ("KSh", "eFt"); or, in an alphabet with vowels, none ("mdkr",
    "грн"). A function word of some language counts only in the first two shapes and in capitals
    ("LE", "FF").

    >>> _abbreviation_shaped("mdkr", "", "sv"), _abbreviation_shaped("руб", ".", "ru"), _abbreviation_shaped("MM", "", "en")
    (True, True, True)
    >>> _abbreviation_shaped("коп", ".", "ru", " в месяц"), _abbreviation_shaped("אל", "\u05f3", "he")
    (True, True)
    >>> _abbreviation_shaped("the", "", "en"), _abbreviation_shaped("too", ".", "en", " The"), _abbreviation_shaped("patients", "", "en")
    (False, False, False)
    >>> _abbreviation_shaped("EU", "", "en", shouted=True), _abbreviation_shaped("A", ".", "en", " Smith"), _abbreviation_shaped("km", ".", "hr")
    (False, False, False)
    >>> _abbreviation_shaped("коп", ".", "sa", " चक्षुः"), _abbreviation_shaped("km", ".", "en", " 我们")
    (True, False)
    >>> _abbreviation_shaped("tief", ".", "de", " 500 Menschen"), _abbreviation_shaped("руб", ".", "ru", " 500")
    (False, True)
    """
    letters = [c for c in word if c.isalpha()]
    if not letters or len(letters) > _AMOUNT_LETTERS:
        return False
    cased = any(c.isupper() or c.islower() for c in letters)
    if regex.search(r"[./\u05f3\u05f4'\"]", word):
        # Marks inside a word of a script without capitals ("ر.س", "ש״ח"), or a slash ("S/"); in
        # one with capitals, full stops inside write names and phrases as often ("U.K.", "p.m."),
        # and those of amounts are listed ("F.Rw").
        return not cased or "/" in word
    if stop and "." not in stop:
        return True
    everyday = lexicons.stop_word_anywhere(word)
    if stop:
        nxt = after.lstrip()[:1]
        if not cased:
            # No capital of the word's script tells a sentence's start: the full stop is the word's
            # where the word is a known abbreviation or a small letter or a figure follows ("941 છે."
            # ends a sentence; before a word of the same script it may, and is not read).
            return fold_match_text(word + ".") in abbreviations("*") or nxt.islower() or nxt.isdigit()
        if len(letters) == 1:
            return not nxt.isupper()  # "A. Smith": an initial
        folded = fold_match_text(word + ".")
        if folded in abbreviations_before_a_word():
            return False  # "5 vs. 10": it introduces the word after it
        if nxt.isdigit() and lang is not None and len(letters) > 2 and folded not in abbreviations("*") and lexicons.known_word(lexicons.word_key(word), lang):
            return False  # "Er schlief tief. 500 Menschen kamen.": a word of the language ends its sentence, a figure starts the next
        if nxt and (nxt.islower() or nxt.isdigit()):
            return True  # the full stop ends no sentence: it is the word's
        if everyday or _written_unit_symbol(word):
            return False  # "in 2019 too.", "150 km.": a word or a unit symbol that ends the sentence
        if nxt.isalpha() and not nxt.isupper():
            # A letter of a script without capitals ("86 коп. चक्षुः"): no capital can show that a
            # sentence starts there, so the full stop is read as the word's (refused when unsure).
            return True
        # Before a capital or at the end the full stop may end a sentence: a known abbreviation
        # keeps it ("Lit." of spaCy's Italian exceptions; not Afrikaans "maak."), and a word shaped
        # as an abbreviation without it is one before the sentence's end too ("5 RMB.", "5 Mkr.").
        return folded in abbreviations("*") or _abbreviation_shaped(word, "", lang, after, shouted)
    if len(letters) < 2:
        return False
    capitals = sum(c.isupper() for c in letters)
    # Capitals make an abbreviation of up to three letters ("MM", "TL", "KSh"); a longer word in
    # capitals is a word written in capitals ("FELL 12"), and the codes of four are listed.
    if len(letters) <= 3 and letters[0].isupper() and 2 * capitals >= len(letters) and (capitals > 1 or len(letters) == 2):
        return not shouted and not (len(letters) == 3 and everyday)
    if everyday:
        return False
    if regex.search(r"\p{Ll}\p{Lu}", word):
        return True
    if _ALPHABETIC_RE.fullmatch(word):
        bare = "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))
        return not any(c in _VOWELS for c in bare)
    return False


@lru_cache(maxsize=1)
def _unit_symbols_as_written() -> FrozenSet[str]:
    """The CLDR unit symbols of every language as written, without a final full stop."""
    return frozenset(w.rstrip(".") for w in lexicons.unit_symbols())


def _written_unit_symbol(word: str) -> bool:
    """``word`` is a CLDR unit symbol as written ("km", "mm", "мг", "oz"; "MM" is none): the unit
    of the figure before it, which a passage ending at the figure leaves out ("150" of "150 km."
    is cut, SPEC: a number keeps its unit), and a full stop after it may end the sentence (the
    abbreviation's shape is not asked). A short word without a vowel is read as an abbreviation of
    the amount even where it is a unit's symbol too ("$50 mm" is fifty million)."""
    return word in _unit_symbols_as_written()


def _symbol_shaped_unit(word: str) -> bool:
    """``word`` (NFKC: the micro sign is the Greek mu) is a CLDR unit symbol as written, no stop
    word of any language, and shaped as a symbol, not a word: two letters at most ("oz", "pm",
    "мл"), no vowel ("mg", "mmHg", "мг"), a capital after its first letter ("GiB") or a character
    other than a letter ("m²"). CLDR's short forms hold words too ("fat", "sun", "items", "parti"),
    which a figure is as often written before as a word of the sentence ("3 fat pigs"); "kcal",
    "mmol", "min" are not read so."""
    word = unicodedata.normalize("NFKC", word)
    if not _written_unit_symbol(word) or lexicons.stop_word_anywhere(word):
        return False
    letters = [c for c in word if c.isalpha()]
    bare = "".join(c for c in unicodedata.normalize("NFD", word.lower()) if c.isalpha())
    return (
        len(letters) <= 2
        or not any(c in _VOWELS for c in bare)
        or any(c.isupper() for c in letters[1:])
        or len(letters) < len(word)
    )


def _break_in(o: str, lo: int, hi: int) -> bool:
    """A line break stands in ``o[lo:hi]`` (a figure at a line's end measures nothing on the next)."""
    return charclasses.LINE_BREAK_RE.search(o, lo, hi) is not None


def _shouted(text: str) -> bool:
    """``text`` (a few words beside a figure) holds a word of two letters or more in capitals
    only: the text is written in capitals, where capitals mark no abbreviation."""
    return any(len(w) >= 2 and w.isupper() for w in regex.findall(r"\p{L}+", text))


def _listed_amount_word(word: str, stop: str, lang: Optional[str], named: bool = True) -> bool:
    """``word`` with or without its full stop is what ``lang``'s CLDR locales write beside a
    figure (:func:`lexicons.amount_abbreviations`; unless ``lang`` was ``named`` by the caller,
    any language's of two letters or more too): as written, or in any case for a longer form
    written in small letters."""
    # With no language named, every language's of two letters or more too: refused when unsure.
    listed = lexicons.amount_abbreviations(lang) if lang else frozenset()
    if not named or not lang:
        listed |= lexicons.amount_abbreviations("*")
    forms = {word, word + stop[:1]} if stop else {word, word + "."}  # "mia" for "mia."
    if forms & listed:
        return True
    if len(word) < 2:
        return False
    # A form written in small letters is read in any case ("Mia."); one with a capital as written
    # ("Ar" is the Malagasy ariary, Latvian "ar" is "with"; "ANG" a currency code, Tagalog "ang" "the").
    return bool({f.casefold() for f in forms} & {w for w in listed if len(w) >= 2 and w == w.casefold()})


def _currency_name(word: str, lang: Optional[str], named: bool = True) -> bool:
    """``word`` names a currency in ``lang``'s CLDR display names or is a one-letter symbol of its
    locales (:func:`lexicons.currency_names`: "rupiah", "đồng", "рублей", Guatemalan "Q"); unless
    ``lang`` was ``named`` (or ``word`` is in letters it does not write), any language's word of
    two letters or more that is no function word, or name of a script without spaces ("円").

    >>> _currency_name("rupiah", "id"), _currency_name("Dollars", "en"), _currency_name("Q", "es")
    (True, True, True)
    >>> _currency_name("q", "es"), _currency_name("patients", "en"), _currency_name("lei", "it")
    (False, False, False)
    """
    word = unicodedata.normalize("NFKC", word) if not word.isascii() else word  # "ﾚｲ" is "レイ"
    names = lexicons.currency_names(lang) if lang else frozenset()
    every = not named or not lang or _foreign_letters(word, lang)
    if every:
        # A word in letters the named language does not write ("レイ" in Afrikaans) is no word of
        # it: every language's names are read.
        names = names | lexicons.currency_names("*")
    if word in names or (len(word) > 1 and lexicons.word_key(word) in names):
        return True
    if len(word) > 1 and _HANGUL_SYLLABLE_RE.match(word[-1]):
        # Korean writes a particle or the copula onto the name ("5000 원이다", "5 달러를").
        for k in range(len(word) - 1, 0, -1):
            if _korean_word_goes_on(word[:k], word[k:]) and _currency_name(word[:k], lang, named):
                return True
    # A name of a script written without spaces or of Hangul, one space after the figure ("2 원",
    # "2 円"): no other language writes it as a word, so one character names the money too.
    glued = _glued_currency_re(lang, named) if not every else _glued_currency_re(None, False)
    return glued is not None and glued.fullmatch(word) is not None


def _foreign_letters(word: str, lang: str) -> bool:
    """``word`` holds a letter that ``lang``'s CLDR exemplar characters (main and auxiliary) do not."""
    letters = lexicons.exemplar_letters(lang)
    if letters is None:
        return False
    known = letters[0] | letters[1]
    return any(c.isalpha() and c not in known for c in unicodedata.normalize("NFC", word.lower()))


@lru_cache(maxsize=None)
def _glued_currency_re(lang: Optional[str], named: bool) -> Optional["regex.Pattern[str]"]:
    """The currency names of scripts written without spaces or in Hangul (:func:`_currency_name`:
    "円", "元", "บาท", "원"), which a text glues to the figure ("500円", "500원"); unless ``lang`` was
    ``named``, every language's, single characters too (no other language writes them as words)."""
    names = lexicons.currency_names(lang) if lang else frozenset()
    if not named or not lang:
        names = names.union(*(lexicons.currency_names(other) for other in lexicons.units_by_language("currency_names")))
    glued = sorted((w for w in names if regex.search(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}\p{Hangul}]", w)), key=len, reverse=True)
    return regex.compile("|".join(regex.escape(w) for w in glued)) if glued else None


#: A word of katakana glued to a figure: in Japanese a loanword glued to a figure is what it counts
#: or measures ("0.5ポイント", "5キロ", "3パーセント", "10ドル"), part of the amount.
_KATAKANA_AFTER_RE = regex.compile(r"\p{Katakana}")


def _glued_amount_after(o: str, at: int, lang: Optional[str], named: bool) -> bool:
    """A word glued to the figure that ends at ``at`` of the original text ``o`` is part of its
    amount: a currency name of an unspaced script or of Hangul ("500円", "500元", "500บาท", "500원"),
    or a Japanese word of katakana, a unit or counter ("0.5ポイント").

    >>> _glued_amount_after("金利は0.5ポイント上昇した", 6, "ja", True), _glued_amount_after("価格は500円だ", 6, None, False)
    (True, True)
    >>> _glued_amount_after("2019年に", 4, "ja", True), _glued_amount_after("イギリ12ス", 5, "ja", True)
    (False, False)
    """
    if _KATAKANA_AFTER_RE.match(o, at):
        # Unless the figure stands inside a word of katakana ("イギリ12ス"): then it splits the word.
        k = at
        while k > 0 and (kind(o[k - 1]) == "D" or o[k - 1] in ".,\uff0e\uff0c\u70b9\u5206\u4e4b"):
            k -= 1
        return not _KATAKANA_AFTER_RE.match(o, k - 1) if k > 0 else True
    found = _glued_currency_re(lang, named)
    return found is not None and found.match(o, at) is not None


#: A currency one space after a scale letter, written with letters or as a sign ("50 m EUR", "50 к €").
_SIGN_AFTER_RE = regex.compile(WRAP_SPACE + r"\p{Sc}")


def _letter_amount(word: str, lang: Optional[str], o: str, end: int, named: bool) -> bool:
    """A single letter of an alphabet, one space after a figure and before no full stop, is part of
    its amount: nearly always a scale or unit abbreviation some locale writes ("50 k", "50 M",
    Malay "50 j", the CLDR compact formats' "K", "M", "B"), unless it is a function word of the
    check's language (English "a", "I": "50 a year", "in 2019 I"; every language's when none is
    known or the language is a guess), which is read as one only before a currency ("50 e Ft",
    "50 к руб.").

    >>> _letter_amount("k", "en", "50 k ", 4, True), _letter_amount("a", "en", "50 a year", 4, True)
    (True, False)
    >>> _letter_amount("e", "hu", "50 e Ft", 4, True), _letter_amount("e", "hu", "50 e célra", 4, True)
    (True, False)
    >>> _letter_amount("M", None, "50 M ", 4, False), _letter_amount("m", None, "50 m ", 4, False), _letter_amount("I", None, "50 I ", 4, False)
    (True, False, False)
    """
    if not _ALPHABETIC_RE.fullmatch(word):
        return False
    # A guessed language may be another's: every language's function words then count, in small
    # letters; a capital after a figure is a function word only where it is a vowel letter ("I",
    # "A", "O", "Y"), the consonants of the compact formats ("K", "M", "B") are none.
    key = lexicons.word_key(word)
    own = lexicons.stop_words(lang) if lang else frozenset()
    everyday = key in own
    # A language spaCy lists no function words for (Nynorsk) is read as an unknown one.
    if not everyday and (not named or not own):
        everyday = lexicons.stop_word_anywhere(word) and (word.islower() or key in _VOWELS)
    base = unicodedata.normalize("NFD", word)
    if not everyday and word.islower() and len(base) > 1 and base[0] in _VOWELS:
        # A small vowel written with an accent or a tone alone is a word of the languages that
        # write one so (Vietnamese "ở", at; Portuguese "à", "é"), whose stop-word lists may be
        # set aside as spelling the alphabet (:func:`lexicons.stop_word_anywhere`); the compact
        # formats abbreviate with plain letters.
        everyday = True
    if not everyday:
        return True
    if _currency_letters_re("after").match(o, end) or _SIGN_AFTER_RE.match(o, end):
        return True
    following = _AMOUNT_AFTER_RE.match(o, end)
    return following is not None and _currency_name(following.group("w"), lang, named)


def amount_word_after(F: Folded, j: int, lang: Optional[str], named: bool = True) -> bool:
    """One space after the figure ending at folded ``j`` stands a word that is part of its
    amount: a scale or currency abbreviation ``lang``'s CLDR locales write
    (:func:`lexicons.amount_abbreviations`: Brazilian "50 bi", Danish "12 mia.", Turkish "500 TL"),
    or one no table lists, written as an abbreviation is and no word of the language
    (:func:`_abbreviation_shaped`: "50 mdkr", "500 руб.", "$50 MM"). A passage that ends at the
    figure loses its magnitude or its currency (``number_cut``). ``named``: the caller named
    ``lang`` (else it is a guess, and every language's abbreviations are read too). After a
    figure's scale word the amount is whole: "45.2 million" of "45.2 million dollars" is a figure
    with its unit (the README's example), where a currency code after it is read by
    :func:`end_problem` ("5 million EUR").

    >>> from spacy_quoteverify.text.fold import fold_match
    >>> F = fold_match("Vinsten blev 50 mdkr förra året.")
    >>> amount_word_after(F, 15, "sv"), amount_word_after(fold_match("in 2019 the rate"), 7, "en")
    (True, False)
    >>> amount_word_after(fold_match("O lucro foi de R$ 50 bi em 2020."), 19, "pt")  # folded: "r$50"
    True
    """
    S = F.text
    o = F.original
    if 0 < j < len(S) and kind(S[j - 1]) == "D" and regex.match(r"\p{L}", o[F.offsets.end(j - 1) : F.offsets.end(j - 1) + 1]):
        return _glued_amount_after(o, F.offsets.end(j - 1), lang, named)  # "500円", "0.5ポイント"
    if 0 < j < len(S) and kind(S[j - 1]) == "L":
        return _currency_named_on(o, F.offsets.end(j - 1), lang, named)  # "5 dollars" of "5 dollars canadiens"
    # The space is read in the original: the folded text drops it before an unspaced script ("500 บ.").
    if j < 1 or j >= len(S) or (S[j] != " " and kind(S[j]) != "U"):
        return False
    # A figure, or a figure and its currency sign ("50 $ CA"); after a percent sign or a unit's
    # the amount is whole.
    if not (kind(S[j - 1]) == "D" or (kind(S[j - 2 : j - 1]) == "D" and charclasses.category(o[F.offsets.end(j - 1) - 1]) == "Sc")):
        return False
    at = F.offsets.end(j - 1)
    m = _AMOUNT_AFTER_RE.match(o, at)
    if m is None:
        return False
    word, stop = m.group("w"), m.group("stop")
    if _compound_after(o, m):
        return False  # "546 PNG-beeld", "6.6 dpkg-split": a word of a compound
    ending = _ENDING_GLUED_RE.search(word, 1)
    if ending is not None:
        # A symbol of a spaced script with an ending of another glued to it ("5 mgだった", "5
        # mg이었다"): the symbol alone is read.
        word, stop = word[: ending.start()], ""
    if _listed_amount_word(word, stop, lang, named) or _currency_name(word, lang, named):
        return True
    if not _break_in(o, at, m.start("w")) and _symbol_shaped_unit(word):
        return True  # "5" of "5 mg.", "5 oz", "5 µg", "5 мг": the figure's unit, whatever follows it
    if not stop and len(word) == 1:
        return _letter_amount(word, lang, o, m.end(), named)  # "50 k", "50 m EUR"
    if any(o.startswith(era, m.start("w")) and not regex.match(r"[\p{L}\p{M}]", o[m.start("w") + len(era) : m.start("w") + len(era) + 1]) for era in lexicons.eras_after_epoch()):
        return False  # "500 AD", "500 n. Chr.": the era after the epoch, which a year may be quoted without
    # The word before the figure tells a text written in capitals ("REVENUE ROSE IN 2019 EU").
    before = " ".join(o[max(0, at - 24) : at].split()[-2:-1])
    return _abbreviation_shaped(word, stop, lang, o[m.end() : m.end() + 3], _shouted(before))


#: A figure, one space (or a currency sign and one) and a word, ending where a passage ends.
_FIGURE_AND_WORD_RE = regex.compile(r"\p{Nd}\p{Sc}?[ \u00a0\u202f](?P<w>[\p{L}\p{M}]+)\Z")


def _currency_named_on(o: str, end: int, lang: Optional[str], named: bool) -> bool:
    """The word ending at original ``end`` names a currency right after a figure (:func:`_currency_name`),
    and the word one space after it is a word of the CLDR's unit and currency names
    (:func:`lexicons.unit_words`) and no function word: the name goes on, and the passage
    that stops before that word changes the money ("5 dollars" of "5 dollars canadiens", "5
    Pfund" of "5 Pfund Sterling", "5 dollars" of "5 dollars Canadian"). So does a unit's name
    that goes on (:func:`lexicons.unit_qualifiers`: "5 metros" of "5 metros cúbicos").

    >>> _currency_named_on("El tanque tiene 5 metros cúbicos.", 24, "es", True)
    True
    >>> _currency_named_on("Il coûte 5 dollars canadiens.", 18, "fr", True), _currency_named_on("It costs 5 dollars in total.", 18, "en", True)
    (True, False)
    """
    m = _FIGURE_AND_WORD_RE.search(o, max(0, end - 48), end)
    if m is None:
        return False
    following = _AMOUNT_AFTER_RE.match(o, end)
    if following is None:
        return False
    word = following.group("w")
    key = lexicons.word_key(word)
    # A unit's name goes on past its first word ("5 metros" of "5 metros cúbicos", "5 mètres"
    # of "5 mètres carrés"): the later words of the CLDR's long names of every language (a
    # language named in error must not let "cúbicos" through); the named language's function
    # words aside, below.
    unit_named_on = key in lexicons.unit_qualifiers() and lexicons.word_key(m.group("w")) in lexicons.unit_words()
    if not unit_named_on and not (key in lexicons.unit_words() and _currency_name(m.group("w"), lang, named)):
        return False
    own = lexicons.stop_words(lang) if lang else frozenset()
    return key not in own and not (not named and lexicons.stop_word_anywhere(word))


def _compound_after(o: str, m: "regex.Match[str]") -> bool:
    """The word ``m`` matched (no full stop after it) goes on past a hyphen: a word of a compound
    ("PNG-beeld", "euro-area"), no amount word. (Sliced, not indexed: "" at the text's end is in
    every string, and is no hyphen.)"""
    return not m.groupdict().get("stop") and o[m.end() : m.end() + 1] in ("-", "\u2010", "\u2011")


def amount_word_before(F: Folded, i: int, lang: Optional[str], named: bool = True) -> bool:
    """One space before the figure starting at folded ``i`` stands a currency abbreviation,
    listed for ``lang`` or written as one (:func:`amount_word_after`): "Rs. 500", "Rp 500",
    "KSh 500", "S/. 500". A passage that starts at the figure loses its currency (``number_cut``).

    >>> from spacy_quoteverify.text.fold import fold_match
    >>> amount_word_before(fold_match("The fee was Rs. 500 per month."), 16, "en")
    True
    >>> amount_word_before(fold_match("The fee was 500 per month."), 12, "en")
    False
    """
    S = F.text
    if i < 2 or i >= len(S) or S[i - 1] != " " or not _starts_number(S, i):
        return False
    o = F.original
    at = F.offsets.start(i)
    m = _AMOUNT_BEFORE_RE.search(o, max(0, at - 16), at)
    if m is None:
        return False
    word, stop = m.group("w"), m.group("stop")
    if _listed_amount_word(word, stop, lang, named) or _currency_name(word, lang, named):
        return True
    if not _break_in(o, m.start("w"), at) and _symbol_shaped_unit(word):
        return True  # "7" of "pH 7": the unit symbol written before the figure is its own
    before = " ".join(o[max(0, m.start() - 24) : m.start()].split()[-1:])
    return _abbreviation_shaped(word, stop, lang, o[at : at + 3], _shouted(before))
