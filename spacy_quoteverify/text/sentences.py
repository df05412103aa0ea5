"""Where the sentences of a source end, and the blank lines and list items that end them too.

The match rules ask it whether an elision crosses a sentence end and whether two passages quoted
apart lie in one sentence; :class:`Sentences` answers both for one folded source and one language.
"""
from __future__ import annotations

import bisect
import json
import re
import unicodedata
from array import array
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import FrozenSet, List, Optional, Sequence, Tuple, cast

import numpy as np
import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.charclasses import UNSPACED_RE, kind
from spacy_quoteverify.lang.negation import script_name
from spacy_quoteverify.text.fold import (
    BLOCK_CHARS,
    Folded,
    codepoints,
    escaped_blank_lines,
    fold_match_text,
    position_array,
    tag_breaks_read,
)

#: The package data, found through importlib so that it also works from a zip or wheel.
_DATA_DIR = Path(str(resources.files("spacy_quoteverify") / "data"))

#: List markers opening a line: bullets, circled numerals, numbers and letters (the answer side
#: reads them to split quotations into items, the source side to end a sentence before an item).
BULLET_RE = regex.compile(rf"^[^\S\n]*(?:[{charclasses.char_class(charclasses.LIST_BULLETS)}](?=\s)|>)\s*")
NUMBER_MARK_RE = regex.compile(r"^[^\S\n]*(?:\((\d{1,3})\)|(\d{1,3})[.)](?=\s))\s*")
LETTER_MARK_RE = regex.compile(r"^[^\S\n]*(?:\(([a-zA-Z])\)|([a-zA-Z])\)(?=\s)|([a-z])\.(?=\s))\s*")
CIRCLED_RE = regex.compile(rf"^[^\S\n]*[{''.join(sorted(charclasses.CIRCLED_NUMERALS))}]\s*")
#: A Roman numeral up to 39 as a list marker ("(ii)", "iv.", "IX)"): one case throughout, a
#: well-formed numeral only, so that words such as "mix." or "dim." opening a line are not markers.
_ROMAN = r"(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3})|(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})"
ROMAN_MARK_RE = regex.compile(rf"^[^\S\n]*(?:\((?:{_ROMAN})\)|(?:{_ROMAN})[.)](?=\s))\s*")


#: More list markers a source line may open with: a symbol before a space (Unicode's other
#: symbols, ✓ ☐ ❖ ➢, and the arrows among math symbols, → ⇒; the other math symbols may start
#: a formula), a bracketed number ("[1] Smith"), and a number of decimal digits or Han numerals
#: before an ideographic comma or a full-width full stop or bracket, or in full-width brackets
#: ("一、", "1、", "（一）", "２．"), as Chinese and Japanese number their items.
SOURCE_MARK_RE = regex.compile(
    r"^[^\S\n]*(?:[\p{So}\p{Block=Arrows}\p{Block=Supplemental_Arrows_A}\p{Block=Supplemental_Arrows_B}](?=\s)"
    r"|\[\p{Nd}{1,3}\]|[\p{Nd}\p{Han}]{1,3}[\u3001\uff0e\uff09]|[\uff08(][\p{Nd}\p{Han}]{1,3}[\uff09)])\s*"
)


#: Still more a source line may open with, where a writer lists without Markdown: a bullet or
#: symbol with a variation selector or an emoji modifier after it ("▪️ ", "✔️ "), or a bullet
#: glued to the item's first letter ("•Drug", "-Drug", "▪Drug"; not "*" or "+", which open
#: emphasis and signs, nor another symbol: "°C" opening a wrapped line is a unit); one letter of any script as its number ("а) ", "α) ", "(б) ", "أ- ", lower-case or
#: caseless before a full stop: "б. "), a number before a hyphen or a slash ("1- ", "1/ "), or
#: after a section or number sign ("§1 ", "#1 ").
_GLUED_BULLETS = charclasses.char_class(charclasses.LIST_BULLETS - frozenset("*+"))
EXTRA_MARK_RE = regex.compile(
    rf"^[^\S\n]*(?:[{charclasses.char_class(charclasses.LIST_BULLETS)}\p{{So}}][\p{{Variation_Selector}}\p{{Emoji_Modifier}}]+(?=\s)"
    rf"|[{_GLUED_BULLETS}][\p{{Variation_Selector}}\p{{Emoji_Modifier}}]*(?=\p{{L}})"
    r"|[(\uff08]\p{L}[)\uff09]|\p{L}[)\-](?=\s)|[\p{Ll}\p{Lo}]\.(?=\s)"
    r"|\p{Nd}{1,3}[\-/](?=\s)|[\u00a7#]\p{Nd}{1,3}[.)]?(?=\s))\s*"
)


def list_marker_end(line: str, plain: bool = True) -> Optional[int]:
    """Where a list marker opening ``line`` ends, whatever its number (None: no marker).

    Used on source lines, where a line break before a list item ends a sentence. A marker
    written as one compatibility character ("⑴", "⒈", "⒜") is read as the characters it stands
    for ("(1)", "1.", "(a)"). ``plain``: also the markers of :data:`EXTRA_MARK_RE`, which a
    wrapped line may open with too ("B- or C-related", "а) и б) получали"): a text reads them
    as markers where two lines open with one (:func:`_line_ends`).

    >>> [list_marker_end(x) for x in ("- a", "▪\ufe0f Drug", "•Drug", "б) Drug", "1- Drug", "\u2488 Drug", "Drug")]
    [2, 3, 1, 3, 3, 2, None]
    """
    for rule in (BULLET_RE, CIRCLED_RE, NUMBER_MARK_RE, LETTER_MARK_RE, ROMAN_MARK_RE, SOURCE_MARK_RE, EXTRA_MARK_RE):
        if rule is EXTRA_MARK_RE and not plain:
            continue
        m = rule.match(line)
        if m:
            return m.end()
    stripped = line.lstrip()
    if stripped:
        first = stripped[0]
        read = unicodedata.normalize("NFKC", first)
        if read != first and len(read) > 1 and list_marker_end(read + " ") is not None:
            return len(line) - len(stripped) + 1 + (len(stripped) > 1 and stripped[1].isspace())
    return None


# --------------------------------------------------------------------------
# Sentences
#
# A sentence ends after every character with the Unicode Sentence_Terminal property (read from
# the Unicode database by ``regex``, so every script and width is covered), together with what
# may follow it inside the same sentence: closing brackets (Sentence_Break=Close, opening forms
# excepted) and a footnote mark. The terminals that also stand inside words, numbers and
# addresses (Sentence_Break=ATerm: the full stop and its one-dot-leader, small and full-width
# forms; and ASCII "!" and "?": "Yahoo!", "?q=") end a sentence only before white space, the end
# of the text, or a letter of a script written without spaces ("です．次に"); the others end one
# wherever they stand. A full stop after a known abbreviation ("Fig.", "et al.", "e.g.") does
# not end a sentence when a digit or a lower-case letter follows. For elisions, the clause marks
# (charclasses.CLAUSE_MARKS: semicolons, colons and the like of every script, the ellipsis) end a
# clause the same way; the rule for unmarked gaps between
# separate passages ("strict" ends) does not count them, nor a full stop after an abbreviation
# of any language before a capital ("Dr. Jones"): where an end is in doubt, each rule reads it
# the cautious way (more ends for elisions, fewer for gaps). A blank line, and a line break that
# opens a list item or a row of a table, end a sentence for both.

_TERMINAL_IN_WORDS_RE = charclasses.TERMINAL_IN_WORDS_RE
#: Values of the sentence-end table.
_STRICT_SPACED, _STRICT_ANYWHERE, _CLAUSE_SPACED, _CLAUSE_ANYWHERE = 1, 2, 3, 4
_CLOSER_RE = regex.compile(r"[\p{Sentence_Break=Close}--[\p{Ps}\p{Pi}]]", regex.V1)
#: Footnote reference marks (:data:`charclasses.FOOTNOTE_MARKS`).
_FOOTNOTE_SYMBOL_RE = regex.compile(f"[{charclasses.char_class(charclasses.FOOTNOTE_MARKS)}]")
#: The pages or places a footnote cites after a colon, in Arabic or Roman numerals, with a letter
#: ("12f", "A4") or a section sign.
_PAGES = r":[§¶]?[\p{Nd}\p{L}]{1,6}(?:(?:[-,]|, )[§¶]?[\p{Nd}\p{L}]{1,6}){0,12}"
#: A bracketed footnote after a full stop, in brackets of any kind (an opening bracket,
#: General_Category Ps, or "<") around numbers or one letter, Markdown's caret allowed:
#: "12%.[3]", "[3, 4]", "[3-5]", "(3)", "【3】", "⟨3⟩", "<3>", "[a]", "[^3]"; or a caret and a
#: number, the superscript of plain text ("12%.^3"), or a bracketed one (Pandoc's inline note
#: "^[3]", LaTeX's "^{3}"); each with the pages it cites after a colon ("[3]:12–14", as
#: Wikipedia's page references write them).
_BRACKET_NOTE_RE = regex.compile(
    r"(?:\^?[\p{Ps}<]\^?(?:\p{Nd}{1,3}(?:[-,] ?\p{Nd}{1,3}){0,8}|\p{L})[\p{Pe}>]|\^\p{Nd}{1,3})"
    rf"(?:{_PAGES})?"
)
#: The pages a footnote cites, alone where the match view has dropped the bracketed mark before
#: them ("12%.[3]:12–14 Costs" is read as "12%.:12-14 costs").
_PAGES_RE = regex.compile(rf"{_PAGES}(?= )")
#: A note of any words after a terminal, before a space and the next sentence: in brackets of any
#: kind ("12%.[citation needed] Costs", ".(Smith et al., 2019) Costs", ".[nb 1] Costs"), or an HTML
#: element (".<sup>3</sup> Costs", ".<ref>Smith</ref> Costs"; the match view keeps tags in lower case).
_WORDED_NOTE_RE = regex.compile(
    r"(?:[\p{Ps}<][^\p{Ps}\p{Pe}<>\n]{1,60}[\p{Pe}>]|<(?P<tag>[a-z][a-z0-9-]{0,15})\b[^<>\n]{0,60}>[^<>\n]{0,60}</(?P=tag)>)(?= )"
)
#: A footnote number glued to a full stop, before a word starting with a capital: "12%.3 Costs".
_DIGIT_NOTE_RE = re.compile(r"\d{1,3}(?:,\d{1,3}){0,8}(?= )")
# Standard ``re`` here: it scans for a leading "[" / "(" / "\n" in C.
_BRACKETED_RE = re.compile(r"\[[^\[\]]{0,60}\]|\([^()]{0,60}\)")
#: A line that may open with a list marker or a table row (checked by :mod:`passages`' rules).
_MARKED_LINE_RE = regex.compile(
    rf"{charclasses.LINE_BREAK_PATTERN}(?P<line>[^\S{charclasses.char_class(charclasses.LINE_BREAKS)}]*)"
    r"(?=[^\p{L}\p{N}\s]|\d{1,3}[.)\-/]|\(?\p{L}[.)\-]|[ivxIVX]{1,7}[.)]|\(|\p{No}|[\p{Nd}\p{Han}]{1,3}[\u3001\uff0e\uff09])"
)
_ABBREVIATION_MAX = 24
#: Up to three marks (punctuation or symbols, no opening bracket or quote mark, each with any
#: combining marks on it: "𝅗𝅥") before a space.
_OTHER_MARK_RE = regex.compile(r"[[\p{P}\p{S}]--[\p{Ps}\p{Pi}]]", regex.V1)
_OTHER_MARKS_RE = regex.compile(rf"(?:{_OTHER_MARK_RE.pattern}\p{{M}}*){{1,3}}(?= )", regex.V1)
#: What may open a sentence before its first letter: brackets, quote marks, the inverted
#: terminals (:data:`charclasses.SENTENCE_OPENERS`: "¿Dónde"), a caret, digits of a bracketed
#: note ("(In", "^[4] Media"); at most this many.
_OPENING_RE = regex.compile(rf"[\p{{Ps}}\p{{Pi}}\p{{Pf}}^\p{{Nd}}\]\) {charclasses.char_class(charclasses.SENTENCE_OPENERS)}]")
_OPENING_MARKS_MAX = 8
#: Symbols and their marks only (:meth:`_Marks.end_after`).
_SYMBOLS_RE = regex.compile(r"(?:\p{S}\p{M}*)+")
#: What opens a bracketed footnote (:data:`_BRACKET_NOTE_RE`).
_NOTE_OPENERS_RE = regex.compile(r"[\p{Ps}<^]")
_FORWARD_CONTENT_RE = regex.compile(r"[\p{L}\p{N}]")


@lru_cache(maxsize=1)
def _end_table() -> np.ndarray:
    """The kind of sentence or clause end of every code point (0: none)."""
    t = np.zeros(0x110000, dtype=np.uint8)
    for c in sorted(charclasses.CLAUSE_MARKS):
        wide = unicodedata.east_asian_width(c) in ("F", "W")
        t[ord(c)] = _CLAUSE_ANYWHERE if wide else _CLAUSE_SPACED
    for c in sorted(charclasses.SENTENCE_TERMINALS):
        t[ord(c)] = _STRICT_SPACED if _TERMINAL_IN_WORDS_RE.match(c) else _STRICT_ANYWHERE
    return t


def sentence_terminals() -> str:
    """Every character that ends a sentence (the Sentence_Terminal property), for tests."""
    return "".join(chr(c) for c in np.flatnonzero(np.isin(_end_table(), (_STRICT_SPACED, _STRICT_ANYWHERE))))


@lru_cache(maxsize=None)
def abbreviations(lang: Optional[str] = None) -> FrozenSet[str]:
    """Abbreviations ending in a full stop, folded like the text (``data/abbreviations.json``).

    For a language: spaCy's tokenizer exceptions of its class, our additions for it, and the
    international ones of scientific prose ("Fig.", "et al.", "e.g.": the English additions).
    Without a language only our additions, of every language: the exceptions of some classes
    hold short everyday words of other languages ("du.", "all."). ``"*"``: every list of every
    language (where reading a word as an abbreviation is the cautious choice).
    """
    data = json.loads(_ABBREVIATIONS_FILE.read_text(encoding="utf8"))
    if lang == "*":
        found = {k for group in ("from_spacy", "added") for words in data[group].values() for k in words}
    elif lang is None:
        found = {k for words in data["added"].values() for k in words}
    else:
        found = set(data["from_spacy"].get(lang, ())) | set(data["added"].get(lang, ())) | set(data["added"]["en"])
    out = {fold_match_text(k) for k in found}
    # Ordinals ("10.") are left out: "was 10. 5 patients" may end a sentence.
    return frozenset(k for k in out if len(k) > 1 and k[:-1].strip(".") and not k[:-1].isdigit())


_ABBREVIATIONS_FILE = _DATA_DIR / "abbreviations.json"


@lru_cache(maxsize=1)
def abbreviations_before_a_word() -> FrozenSet[str]:
    """Abbreviations that introduce the word after them ("vs.", "cf.", "e.g.", "vgl."; the
    ``before_a_word`` lists of ``data/abbreviations.json``, of every language), folded like the
    text: their full stop ends no sentence, even before a capital ("Drug A vs. Drug B")."""
    data = json.loads(_ABBREVIATIONS_FILE.read_text(encoding="utf8"))
    return frozenset(fold_match_text(k) for words in data["before_a_word"].values() for k in words)


#: A Markdown heading's marks: one to six "#" and a space ("## Results").
_HEADING_RE = re.compile(r"#{1,6}[ \t]+(?=\S)")


def item_start(line: str, plain: bool = True) -> Optional[int]:
    """Where the text of a source line opening a list item, a heading or a table row starts (None:
    no item). ``plain``: as :func:`list_marker_end` reads it."""
    stripped = line.lstrip()
    if stripped[:1] in charclasses.TABLE_RULES:
        return len(line) - len(stripped) + 1
    heading = _HEADING_RE.match(stripped)
    if heading is not None:
        return len(line) - len(stripped) + heading.end()
    return list_marker_end(line, plain)


def _cell_starts(row: str, at: int) -> List[int]:
    """Where the cells of a table row after its first start: after each rule between cells
    (:data:`charclasses.TABLE_RULES`) past ``at`` with text after it. One cell's words and the next's
    are not one sentence ("| Revenue fell 12% | Costs rose 30% |")."""
    # The row's text ends before its closing rules and spaces: one pass, however many cells.
    last = len(row.rstrip(" \t" + "".join(charclasses.TABLE_RULES)))
    return [k + 1 for k in range(at, last) if row[k] in charclasses.TABLE_RULES]


def blank_lines(F: Folded) -> List[int]:
    """Folded positions of the blank lines of the original text (sorted), those written with
    escapes that folding reads ("\\n\\n" in a JSON dump) included."""
    offsets = escaped_blank_lines(F.original) if "\\" in F.original else []
    if charclasses.LINE_BREAK_RE.search(F.original):
        offsets += [m.start() for m in charclasses.paragraph_breaks(F.original)]
    tags = tag_breaks_read(F.original)  # "<br><br>", "</p><p>"
    if tags is not None:
        read, back = tags
        offsets += [back.start(m.start()) for m in charclasses.paragraph_breaks(read)]
    return sorted(set(F.positions_list(offsets))) if offsets else []


_BREAK = charclasses.char_class(charclasses.LINE_BREAKS)
_RULES = charclasses.char_class(charclasses.TABLE_RULES)
_BULLETS = charclasses.char_class(charclasses.INLINE_BULLETS)
#: Lines whose end ends a sentence, whatever mark it lacks ("(?m)" reads every line break of
#: Unicode as one, "\r\n" too, through :data:`_LINE_RE`'s explicit class):
#: a line without a letter or a digit, drawn between blocks (a thematic break "---", "***", a
#: heading's underline "===", a table's delimiter row "--- | ---", a code fence); a Markdown
#: heading ("## Results"); a line written whole in emphasis, a label ("**Results**", "__Note:__").
_STRUCTURE_LINE_RE = regex.compile(
    rf"(?<=^|{charclasses.LINE_BREAK_PATTERN})[^\S{_BREAK}]*"
    rf"(?:[^\p{{L}}\p{{N}}\s][^\p{{L}}\p{{N}}{_BREAK}]*"
    rf"|[ ]{{0,3}}#{{1,6}}[ \t]+\S[^{_BREAK}]*"
    rf"|(\*\*|__|\*|_)(?=\S)[^{_BREAK}]*?\S\1[ \t]*[:\uff1a]?)[^\S{_BREAK}]*(?={charclasses.LINE_BREAK_PATTERN}|$)"
)
#: A line holding a table's cell rule (:data:`charclasses.TABLE_RULES`, a row written without
#: outer rules too: "Revenue fell 12% | yes") or a tab between two cells' text (a row of
#: tab-separated values).
_ROW_LINE_RE = regex.compile(
    rf"(?<=^|{charclasses.LINE_BREAK_PATTERN})[^{_BREAK}]*?(?:[{_RULES}]|\S\t+(?=\S))[^{_BREAK}]*"
)
#: A cell's start within a row: after a rule or after tabs between two cells' text.
_CELL_START_RE = regex.compile(rf"[{_RULES}](?=[ \t]*[^\s{_RULES}])|(?<=\S)\t+(?=\S)")
#: A bullet standing between spaces inside a line: items written on one line ("A • B • C").
_INLINE_BULLET_RE = regex.compile(rf"(?<=\S[^\S{_BREAK}]+)[{_BULLETS}][^\S{_BREAK}]+(?=\S)")
#: The bullets of :data:`_INLINE_BULLET_RE`: every match holds one.
_BULLET_RE = re.compile(f"[{_BULLETS}]")
_LINE_BREAK_AT_RE = regex.compile(charclasses.LINE_BREAK_PATTERN)
#: A line that opens with a label and a colon ("Drug A: 5%", "Revenue 2019: 5 million"): a
#: name of at most five words of letters and digits, opening with no small letter (a wrapped
#: line of prose does: "three times a day: always"), no sentence mark in it, then a colon of any
#: script and the value. Two such lines one after the other are a list of values, each line an
#: item of its own, as a table's rows are.
_LABEL_LINE_RE = regex.compile(
    rf"(?<=^|{charclasses.LINE_BREAK_PATTERN})[^\S{_BREAK}]*[[\p{{L}}\p{{N}}]--\p{{Ll}}][\p{{L}}\p{{M}}\p{{N}}'’-]*(?:[^\S{_BREAK}]+[\p{{L}}\p{{N}}][\p{{L}}\p{{M}}\p{{N}}'’-]*){{0,4}}"
    rf"[^\S{_BREAK}]*(?:[:\ufe55\ufe13][^\S{_BREAK}]+|\uff1a[^\S{_BREAK}]*)\S[^{_BREAK}]*",
    regex.V1,
)
#: A table's cell rule or a tab: every match of :data:`_ROW_LINE_RE` holds one.
_ROW_HINT_RE = re.compile(rf"[{_RULES}\t]")


def _line_matches(pattern: "regex.Pattern[str]", o: str) -> List["regex.Match[str]"]:
    """``list(pattern.finditer(o))`` for a pattern whose matches start where a line starts (its
    own lookbehind says so) and hold no line break, so that each line has one at most.

    Tried at each line's start only: ``finditer`` tries every position, and its lookbehind
    fails at all but those, at a few hundred nanoseconds each (most of building a 2 KB
    source's sentence index). The pattern's lookbehind still decides at each start tried
    (``"\\r\\n"`` is one break), so the matches are the same ones.
    """
    found = []
    m = pattern.match(o, 0)
    if m is not None:
        found.append(m)
    for brk in charclasses.LINE_BREAK_RE.finditer(o):
        m = pattern.match(o, brk.end())
        if m is not None:
            found.append(m)
    return found


def _break_matches(pattern: "regex.Pattern[str]", o: str) -> List["regex.Match[str]"]:
    """``list(pattern.finditer(o))`` for a pattern whose matches open with a line break: tried at
    each line break character only (``finditer`` tries the pattern's alternatives for a line
    break at every character, a tenth of reading a 2 KB source's sentence ends), each past the
    match before, as ``finditer`` finds them (tests compare both)."""
    found = []
    end = 0
    for brk in charclasses.LINE_BREAK_RE.finditer(o):
        if brk.start() < end:
            continue
        m = pattern.match(o, brk.start())
        if m is not None:
            found.append(m)
            end = m.end()
    return found


def _structure_starts(o: str) -> List[int]:
    """Positions of ``o`` where the layout starts a sentence that no mark ends before: the line
    after a heading, a label or a separating line, and the separating line itself
    (:data:`_STRUCTURE_LINE_RE`); each row of a table and each of its cells (:data:`_ROW_LINE_RE`);
    each item of a list written on one line (:data:`_INLINE_BULLET_RE`).

    >>> o = "## Revenue fell 12%\\ncosts rose\\n---\\nA | b\\nc | d\\ne \u2022 f"
    >>> [o[k:k + 4] for k in _structure_starts(o)]
    ['cost', '---\\n', 'A | ', ' b\\nc', 'c | ', ' d\\ne', 'e \u2022 ', 'f']
    """
    out: List[int] = []

    def next_line(end: int) -> None:
        brk = _LINE_BREAK_AT_RE.match(o, end)
        if brk is not None and brk.end() < len(o):
            out.append(brk.end())

    for m in _line_matches(_STRUCTURE_LINE_RE, o):
        if m.group(1) is None and not regex.match(r"[^\S\n]*#", o[m.start() : m.start() + 8]):
            out.append(m.start())  # a separating line: it starts no sentence of the text before
        next_line(m.end())
    # A table has two rows at least: a rule or a tab on one line alone is content ("use a | b").
    rows = _line_matches(_ROW_LINE_RE, o) if _ROW_HINT_RE.search(o) else []

    def adjacent(k: int) -> bool:  # rows k and k + 1 are consecutive lines
        return 0 <= k < len(rows) - 1 and _LINE_BREAK_AT_RE.fullmatch(o, rows[k].end(), rows[k + 1].start()) is not None

    for k, m in enumerate(rows):
        if not (adjacent(k - 1) or adjacent(k)):
            continue
        out.append(m.start())
        out.extend(c.end() for c in _CELL_START_RE.finditer(o, m.start(), m.end()))
        next_line(m.end())
    if _BULLET_RE.search(o):  # (the pattern's lookbehind is tried at every character)
        out.extend(m.end() for m in _INLINE_BULLET_RE.finditer(o))
    if ":" in o or "\uff1a" in o:
        labels = _line_matches(_LABEL_LINE_RE, o)
        for k, m in enumerate(labels):
            after = k + 1 < len(labels) and _LINE_BREAK_AT_RE.fullmatch(o, m.end(), labels[k + 1].start()) is not None
            before = k > 0 and _LINE_BREAK_AT_RE.fullmatch(o, labels[k - 1].end(), m.start()) is not None
            if after or before:
                out.append(m.start())  # one of two label lines or more in a row: a list of values
    return sorted(set(out) - {0})  # the text's start starts its first sentence anyway


def _line_ends(F: Folded, blank: Optional[List[int]] = None) -> List[int]:
    """Folded positions where a blank line, a list item or a table row starts a sentence.

    After a list marker the sentence starts at the item's text, so that the marker is not
    read as words of it. ``blank``: :func:`blank_lines` of ``F`` when the caller has it already.
    """
    o = F.original
    tags = tag_breaks_read(o)  # lines that tags break ("<br>- item")
    if tags is not None:
        o = tags[0]
    items = []
    # The first line too, where only a table row matters: its cells start sentences.
    lines = [(m.start("line"), m.end()) for m in _break_matches(_MARKED_LINE_RE, o)]
    if o.lstrip(" \t")[:1] in charclasses.TABLE_RULES:
        lines.insert(0, (0, 0))
    plain: List[int] = []  # items opened by a marker of EXTRA_MARK_RE: items where two are
    for line, past in lines:
        line_end = charclasses.LINE_BREAK_RE.search(o, past, past + 80)
        row = o[line : line_end.start() if line_end is not None else past + 80]
        at = item_start(row, plain=False)
        if at is None:
            at = item_start(row)
            if at is not None:
                plain.append(line + at if tags is None else tags[1].start(line + at))
            continue
        if at is not None:
            starts = [at]
            if row[at - 1 : at] in charclasses.TABLE_RULES:
                # A whole row (not only its first 80 characters), each cell a sentence start.
                row_end = charclasses.LINE_BREAK_RE.search(o, past)
                starts += _cell_starts(o[line : row_end.start() if row_end is not None else len(o)], at)
            for k in starts:
                items.append(line + k if tags is None else tags[1].start(line + k))
    first_line = charclasses.LINE_BREAK_RE.search(o, 0, 80)
    first = o[: first_line.start() if first_line is not None else 80]
    opens_plain = item_start(first, plain=False) is None and item_start(first) is not None  # (starts the text anyway)
    if len(plain) + opens_plain >= 2:
        items.extend(plain)
    structure = _structure_starts(o)
    if structure:
        items.extend(structure if tags is None else [tags[1].start(k) for k in structure])
    found = set(blank_lines(F) if blank is None else blank)
    if items:
        found.update(F.positions_list(items))
    return sorted(found)


class _Marks:
    """Sentence-end candidates of a folded text and the rules that settle the doubtful ones."""

    def __init__(self, F: Folded, lang: Optional[str] = None) -> None:
        self.F = F
        self.S = F.text
        #: Abbreviations whose full stop ends no sentence before a lower-case word or a number.
        self.abbreviations = abbreviations(lang)
        #: Abbreviations of any language: before a capital their full stop ends no sentence for
        #: the rule on unmarked gaps ("Dr. Jones"), where fewer ends is the cautious reading.
        self.any_abbreviations = abbreviations("*")
        #: The words looked up in ``abbreviations``: all that the language decides (see :meth:`Sentences.same_for`).
        self.asked: List[str] = []
        self.brackets = [m.span() for m in _BRACKETED_RE.finditer(self.S)] if ("(" in self.S or "[" in self.S) else []
        self.opened = [s for s, _ in self.brackets]

    def end_after(self, i: int, spaced: bool) -> Optional[int]:
        """Where the sentence whose terminal mark stands at ``i`` ends (None: not an end).

        ``spaced``: the mark ends a sentence only before white space (or the like).
        """
        S = self.S
        n = len(S)
        if spaced and 0 < i < n - 1 and S[i - 1].isdecimal() and S[i + 1].isdecimal():
            return None  # a decimal point (a superscript after it is a footnote mark: "8:00.¹")
        j = i + 1
        closed = False
        glued_number = False
        if S[i] == "." and j < n and "0" <= S[j] <= "9" and (i == 0 or kind(S[i - 1]) != "D"):
            # "12%.3 Costs": a footnote number, then a capital; "the trial.5 patients": a new
            # sentence that opens with a number.
            m = _DIGIT_NOTE_RE.match(S, j)
            if m and self._capital_at(m.end() + 1):
                j = m.end()
            else:
                glued_number = True
        while j < n and not glued_number:
            c = S[j]
            if _CLOSER_RE.match(c) or _FOOTNOTE_SYMBOL_RE.match(c):
                closed = closed or _CLOSER_RE.match(c) is not None
                j += 1
                continue
            if c in ",-" and j > i + 1 and j + 1 < n and _FOOTNOTE_SYMBOL_RE.match(S[j - 1]) and _FOOTNOTE_SYMBOL_RE.match(S[j + 1]):
                j += 1  # a list or range of footnote marks: "12%.²,³", "12%.²-⁴"
                continue
            if c == ":" and (j > i + 1 or S[i] == ".") and (m := _PAGES_RE.match(S, j)) is not None:
                # Pages after a footnote mark ("12%.³:12 Costs", "12%.[3]:12", which the match
                # view reads ".:12"); a colon right after another mark is a mark of its own (";:a").
                j = m.end()
                break
            if _NOTE_OPENERS_RE.match(c):
                m = _BRACKET_NOTE_RE.match(S, j)
                if m:
                    j = m.end()
                    continue
                m = _WORDED_NOTE_RE.match(S, j)
                if m and self._sentence_opens(m.end() + 1):
                    j = m.end()
                    continue
            break
        if spaced and not glued_number and j < n and S[j] != " " and kind(S[j]) != "U":
            m = _OTHER_MARKS_RE.match(S, j)
            if m is not None and (self._sentence_opens(m.end() + 1) or _SYMBOLS_RE.fullmatch(S, j, m.end())):
                # Marks no rule above names, then a space and a capital or a letter of a script
                # without case ("12%.⸰ Costs"): the sentence ends (where an end is in doubt,
                # elisions read one). Symbols alone (General_Category S, no punctuation that
                # may join clauses: a footnote mark of a rare kind, "12%.\U0001cd19 costs") stand
                # as a space does: the end is settled below, as after ". ".
                j = m.end()
            elif not (j == i + 1 and self.glued_end(i)):
                return None
        if self.brackets:
            k = bisect.bisect_right(self.opened, i) - 1
            if k >= 0 and i < self.brackets[k][1] - 1:
                # Inside a short bracket: an end only where the bracket closes with it and a new
                # sentence follows ("(Revenue fell 12%.) Costs"), not "(p. 3)" or "(Fig. 2.) and".
                if j < self.brackets[k][1] or self._lower_next(j):
                    return None
        # An abbreviation before a lower-case word or a number ends no sentence; after a closing
        # bracket the bracket rule above decides ("(Smith et al.) found"), or, with no opening
        # bracket, the sentence ends ("... p.) the").
        if S[i] == "." and spaced and not closed and self.abbreviation_before(i) and self._lower_next(j):
            return None
        return j

    def glued_end(self, i: int) -> bool:
        """Whether the terminal mark at ``i``, with a letter right after it, ends a sentence: a
        question or exclamation mark before a capital ("12%!Costs"); a full stop before a
        capitalised word, whatever stands before it ("robots.What", "12%.Costs", "2019.Costs",
        "(a lot).Costs"), which leaves out acronyms ("ASP.NET", "U.S.A") and a number's decimal
        mark (settled before). A script without case has no capital to tell: there a terminal
        glued between two words of its letters, the first of two letters or more, ends the
        sentence ("철회되었다.새", "القديم.الدواء"; not "د.أحمد", an abbreviated title)."""
        if not _TERMINAL_IN_WORDS_RE.match(self.S[i]):
            return False  # a clause mark ("Note:The")
        if not self._capital_at(i + 1):
            return self._caseless_words_meet(i)
        if self.S[i] != ".":
            return True
        o = self.F.original
        at = self.F.offsets.start(i)
        nxt = self.F.offsets.start(i + 1)
        return at > 0 and nxt + 1 < len(o) and o[nxt + 1].islower()

    def _caseless_words_meet(self, i: int) -> bool:
        """The mark at folded ``i`` stands between two words of letters without case (General_Category
        Lo), the one before it of two letters or more."""
        S = self.S
        if i < 2 or i + 1 >= len(S):
            return False
        return all(charclasses.category(self._char_at(p)) == "Lo" for p in (i - 2, i - 1, i + 1))

    def _sentence_opens(self, pos: int) -> bool:
        """A capital or a letter of a script without case stands at folded ``pos``, after at most
        a few marks that open a sentence ("(In", "^[4] Media", "“Die")."""
        S = self.S
        stop = min(len(S), pos + _OPENING_MARKS_MAX)
        while pos < stop and _OPENING_RE.match(S[pos]):
            pos += 1
        return pos < len(S) and bool(_upper_or_caseless_table()[ord(self._char_at(pos))])

    def _capital_at(self, pos: int) -> bool:
        """The original character at folded ``pos`` is a capital (a script without case has none)."""
        if pos >= len(self.S):
            return False
        c = self._char_at(pos)
        return c.isupper() or c.istitle()

    def _char_at(self, pos: int) -> str:
        """The original character at folded ``pos``, read through a character reference ("&Eacute;")."""
        c = self.F.original[self.F.offsets.start(pos)]
        if c in "&\\":
            c = self.F.written(self.F.offsets.start(pos), self.F.offsets.end(pos))[:1] or c
        return c

    def _lower_next(self, pos: int) -> bool:
        """The next letter or digit after ``pos`` is a digit or a lower-case letter."""
        m = _FORWARD_CONTENT_RE.search(self.S, pos, pos + 8)
        if m is None:
            return False
        c = self._char_at(m.start())
        return c.isdigit() or c.islower() or kind(c) == "D"

    def abbreviations_before(self, marks: np.ndarray, cps: np.ndarray, lo: int, table: FrozenSet[str]) -> List[bool]:
        """:meth:`abbreviation_before` of each full stop of a block (``marks``: positions in the
        block, whose code points ``cps`` start at ``lo``), the words' starts found by NumPy:
        three ``rfind`` calls per sentence end were a tenth of building the index."""
        S = self.S
        rel = np.flatnonzero((cps == 0x20) | (cps == 0x28) | (cps == 0x5B))  # " ", "(", "["
        k = np.searchsorted(rel, marks) - 1
        last = np.where(k >= 0, rel[np.maximum(k, 0)], -1) if rel.size else np.full(marks.size, -1)
        out: List[bool] = []
        for i, sep in zip((marks + lo).tolist(), (last + lo).tolist()):
            if sep < lo and lo:
                out.append(self.abbreviation_before(i, table))  # the word may start in the block before
                continue
            if sep < max(0, i - _ABBREVIATION_MAX):  # no separator in reach: the word starts at 0
                out.append(i < _ABBREVIATION_MAX and S[: i + 1] in table)
                continue
            out.append(S[sep + 1 : i + 1] in table)
        return out

    def abbreviation_before(self, i: int, table: Optional[FrozenSet[str]] = None) -> bool:
        """The word that the full stop at ``i`` ends is in ``table`` (default: this language's)."""
        S = self.S
        start = max(S.rfind(" ", max(0, i - _ABBREVIATION_MAX), i), S.rfind("(", max(0, i - _ABBREVIATION_MAX), i),
                    S.rfind("[", max(0, i - _ABBREVIATION_MAX), i)) + 1
        if start == 0 and i >= _ABBREVIATION_MAX:
            return False
        if table is None:
            self.asked.append(S[start : i + 1])
            return S[start : i + 1] in self.abbreviations
        return S[start : i + 1] in table


#: What may follow a terminal mark, by code point: 1 a closing bracket or a footnote mark
#: (the end may lie beyond it), 2 a letter of a script written without spaces, 3 an ASCII digit.
_AFTER_EXTENDS, _AFTER_UNSPACED, _AFTER_DIGIT = 1, 2, 3


@lru_cache(maxsize=1)
def _after_table() -> np.ndarray:
    t = np.zeros(0x110000, dtype=np.uint8)
    every = charclasses.every_character()
    t[codepoints("".join(UNSPACED_RE.findall(every)))] = _AFTER_UNSPACED
    t[codepoints("".join(_CLOSER_RE.findall(every)) + "".join(_FOOTNOTE_SYMBOL_RE.findall(every)))] = _AFTER_EXTENDS
    t[codepoints("".join(_NOTE_OPENERS_RE.findall(every)))] = _AFTER_EXTENDS
    # Other marks, which may stand before the space that ends a sentence (:data:`_OTHER_MARKS_RE`);
    # not a second terminal or clause mark ("...", "?!"), which settles itself.
    ends = charclasses.SENTENCE_TERMINALS | charclasses.CLAUSE_MARKS
    others = [c for c in _OTHER_MARK_RE.findall(every) if c not in ends]
    t[codepoints("".join(c for c in others if t[ord(c)] == 0))] = _AFTER_EXTENDS
    t[0x30:0x3A] = _AFTER_DIGIT
    return t


@lru_cache(maxsize=1)
def _upper_or_caseless_table() -> np.ndarray:
    """Letters that are not lower case: after ". " one of them starts a sentence, whatever
    word stands before the full stop."""
    t = np.zeros(0x110000, dtype=bool)
    t[codepoints("".join(regex.findall(r"[\p{L}--\p{Ll}]", charclasses.every_character(), flags=regex.V1)))] = True
    return t


def _sentence_ends(F: Folded, lang: Optional[str] = None) -> Tuple[Sequence[int], Sequence[int], Sequence[int]]:
    """Every end (with clause ends), the strict ends, and the terminal mark of each end.

    The tables are read in blocks with NumPy; only the marks whose end depends on more than the
    next character (a closer or footnote after them, a digit glued on, a full stop after a word
    that may be an abbreviation, a mark inside a bracket) are settled by :class:`_Marks`.
    """
    return _sentence_ends_read(F, _Marks(F, lang))


def _sentence_ends_read(F: Folded, rules: _Marks) -> Tuple[Sequence[int], Sequence[int], Sequence[int]]:
    """:func:`_sentence_ends` with the rules that settle the doubtful marks (which record the
    words they look up in the language's abbreviations)."""
    S = F.text
    table, after_kind = _end_table(), _after_table()
    spans = np.array(rules.brackets, dtype=np.int64).reshape(-1, 2)
    ends: List[int] = []
    strict: List[bool] = []
    marks: List[int] = []
    direct_marks: List[np.ndarray] = []
    direct_strict: List[np.ndarray] = []
    for lo in range(0, len(S), BLOCK_CHARS):
        hi = min(lo + BLOCK_CHARS, len(S))
        cps = codepoints(S[lo : min(hi + 2, len(S))])  # two characters more: what follows the last
        kinds = table[cps[: hi - lo]]
        found = np.flatnonzero(kinds)
        if not found.size:
            continue
        k = kinds[found]
        nxt = np.full(found.size, 0x20, dtype=np.int64)  # the end of the text counts as a space
        has_next = found + 1 < cps.size
        nxt[has_next] = cps[found[has_next] + 1]
        follow = after_kind[nxt]
        spaced_kind = (k == _STRICT_SPACED) | (k == _CLAUSE_SPACED)
        space_next = nxt == 0x20
        stop = cps[found] == 0x2E
        settle = follow == _AFTER_EXTENDS
        settle |= spaced_kind & stop & (follow == _AFTER_DIGIT)
        if stop.any():
            # ". " before anything but a capital or a letter without case: an abbreviation may
            # stand before the full stop.
            probe = np.flatnonzero(spaced_kind & stop & space_next & (found + 2 < len(S) - lo))
            if probe.size:
                starts = F.offsets.starts_at(found[probe] + 2 + lo)
                first = np.array([ord(F.original[x]) for x in starts.tolist()], dtype=np.int64)
                settle[probe] |= ~_upper_or_caseless_table()[first]
        if spans.size:
            mark = found + lo
            b = np.searchsorted(spans[:, 0], mark, side="right") - 1
            settle |= (b >= 0) & (mark < spans[np.maximum(b, 0), 1] - 1)
        direct = ~settle & (~spaced_kind | space_next | (follow == _AFTER_UNSPACED))
        d_strict = (k[direct] == _STRICT_SPACED) | (k[direct] == _STRICT_ANYWHERE)
        # A full stop after an abbreviation before a capital ("Dr. Jones", "the U.S. The")
        # may or may not end the sentence: it does for elisions, not for unmarked gaps.
        # (Or before a letter of a script written without spaces: "a.東".)
        d_stops = np.flatnonzero(stop[direct] & (space_next[direct] | (follow[direct] == _AFTER_UNSPACED)))
        d_found = found[direct]
        if d_stops.size:
            d_pos = d_found[d_stops]
            d_strict[d_stops[rules.abbreviations_before(d_pos, cps, lo, rules.any_abbreviations)]] = False
            # After an abbreviation that introduces the next word ("A vs. B") no sentence ends.
            leading = d_stops[rules.abbreviations_before(d_pos, cps, lo, abbreviations_before_a_word())]
            if leading.size:
                keep = np.ones(d_found.size, dtype=bool)
                keep[leading] = False
                d_found, d_strict = d_found[keep], d_strict[keep]
        direct_marks.append(d_found + lo)
        direct_strict.append(d_strict)
        # A sentence terminal glued to the next sentence ("robots.What is", "12%!Costs", as PDF
        # extraction and hurried typing leave them): an end before a capital.
        # (end_after settles them: see _Marks.glued_end.)
        glued = np.flatnonzero(~settle & ~direct & (k == _STRICT_SPACED) & (follow == 0))
        for pos in (found[glued] + lo).tolist():
            end = rules.end_after(pos, True)
            if end is not None:
                ends.append(end)
                strict.append(not (S[pos] == "." and rules.abbreviation_before(pos, rules.any_abbreviations)))
                marks.append(pos)
        for pos, kk in zip((found[settle] + lo).tolist(), k[settle].tolist()):
            end = rules.end_after(pos, kk in (_STRICT_SPACED, _CLAUSE_SPACED))
            if end is not None:
                ends.append(end)
                strict.append(
                    kk in (_STRICT_SPACED, _STRICT_ANYWHERE)
                    and not (S[pos] == "." and rules.abbreviation_before(pos, rules.any_abbreviations))
                )
                marks.append(pos)
    if direct_marks:
        # Ends right after their mark, and the settled ones, in order.
        all_marks = np.concatenate(direct_marks + [np.array(marks, dtype=np.int64)])
        all_ends = np.concatenate([m + 1 for m in direct_marks] + [np.array(ends, dtype=np.int64)])
        all_strict = np.concatenate(direct_strict + [np.array(strict, dtype=bool)])
        order = np.argsort(all_marks, kind="stable")
        sorted_ends = all_ends[order]
        # 64-bit arrays index and bisect as the lists of the small path do.
        return cast(
            Tuple[Sequence[int], Sequence[int], Sequence[int]],
            (sorted_ends, sorted_ends[all_strict[order]], all_marks[order]),
        )
    return ends, [e for e, s in zip(ends, strict) if s], marks


@lru_cache(maxsize=1)
def _wide_end_re() -> "re.Pattern[str]":
    """Full-width forms of the marks that end a sentence or clause only before a space ("\uff01").

    Folding turns them into their ASCII marks, which a letter may follow inside a word; written
    full-width they end a sentence wherever they stand, so they are read in the original text.
    """
    table = _end_table()
    chars = sorted(
        c
        for c, plain in charclasses.width_forms().items()
        if table[ord(plain)] in (_STRICT_SPACED, _CLAUSE_SPACED) and unicodedata.east_asian_width(c) in ("F", "W")
    )
    return re.compile("[" + "".join(chars) + "]")


def _wide_ends(F: Folded) -> Tuple[List[int], List[int]]:
    """Folded ends after the full-width marks of :func:`_wide_end_re`, all and sentence ends only."""
    if F.original.isascii():
        return [], []
    orig = F.original
    # Between two digits a full-width full stop or colon is a decimal point or a clock ("４５．２").
    found = [
        (m.end(), m.group())
        for m in _wide_end_re().finditer(orig)
        if not (0 < m.start() and m.end() < len(orig) and orig[m.start() - 1].isdecimal() and orig[m.end()].isdecimal())
    ]
    if not found:
        return [], []
    table = _end_table()
    ends = F.positions_list([end for end, _ in found])
    strict = [e for e, (_, c) in zip(ends, found) if table[ord(charclasses.width_forms()[c])] == _STRICT_SPACED]
    return ends, strict


#: A vertical line after a letter or mark (closing brackets and quotation marks between them)
#: and before white space or the end of the text: how the web often writes the danda ("बेची| गूगल").
_BAR_END_RE = regex.compile(r"([\p{L}\p{M}])[\p{Pe}\p{Pf}\"']*\|(?=\s|$)")


@lru_cache(maxsize=256)
def _writes_danda(ch: str) -> bool:
    """Whether ``ch`` belongs to a script that ends its sentences with the danda: one of the
    Script_Extensions of U+0964 (Devanagari, Bengali, Gurmukhi, Tamil...), read from Unicode."""
    name = script_name(ch)
    return name not in ("Common", "Inherited", "Unknown") and regex.match(rf"\p{{scx={name}}}", "\u0964") is not None


def _bar_ends(F: Folded) -> List[int]:
    """Folded ends after a vertical line written for the danda (:data:`_BAR_END_RE`, after a
    letter of a script that writes the danda): a sentence end there as after "।"."""
    orig = F.original
    found = [m.end() for m in _BAR_END_RE.finditer(orig) if _writes_danda(m.group(1))]
    return F.positions_list(found) if found else []


#: Two Ethiopic wordspaces (U+1361, spaces or invisible characters between them or none): the
#: Ethiopic full stop (U+1362, drawn as two wordspaces side by side) as keyboards without it type
#: it ("ቀንሷል፡፡ ወጪ"); the wordspace alone parts words. Unicode's data ties neither to the
#: other, so the pair is named here.
_WORDSPACES_END_RE = regex.compile(r"\u1361(?:[^\S\n]|\p{Cf})*\u1361+")


def _wordspaces_ends(F: Folded) -> List[int]:
    """Folded ends after a doubled Ethiopic wordspace (:data:`_WORDSPACES_END_RE`): a sentence
    end there as after "።"."""
    found = [m.end() for m in _WORDSPACES_END_RE.finditer(F.original)]
    return F.positions_list(found) if found else []


#: A space between two letters of Thai or Lao, which write no full stop: a space ends the
#: sentence, or a clause, there (Royal Institute, Thai punctuation usage: a space marks the end of
#: a sentence and parts its clauses). Not after the repetition mark (ๆ, ໆ) or the abbreviation mark
#: (ฯ, ຯ), which a space follows inside a sentence ("ต่างๆ ที่", "กรุงเทพฯ และ").
_THAI_SPACE_END_RE = regex.compile(r"(?<=[[\p{Thai}\p{Lao}]--[\u0e46\u0e2f\u0ec6\u0eaf]])[^\S\n]+(?=[\p{Thai}\p{Lao}])", regex.V1)
_THAI_OR_LAO_RE = regex.compile(r"[\p{Thai}\p{Lao}]")


def _thai_space_ends(F: Folded) -> List[int]:
    """Folded ends at the spaces of :data:`_THAI_SPACE_END_RE` in the original text (the match
    view drops a space between two letters of an unspaced script: the end is where the next
    clause starts)."""
    if not _THAI_OR_LAO_RE.search(F.text):
        return []
    found = [m.start() for m in _THAI_SPACE_END_RE.finditer(F.original)]
    return F.positions_list(found) if found else []


def _merged_ends(
    ends: Sequence[int], strict: Sequence[int], marks: Sequence[int], lines: List[int], wide: List[int],
    wide_strict: List[int],
) -> Tuple["array[int]", "array[int]", "array[int]"]:
    """The ends after marks, line ends and full-width marks, each once and in order, with the mark
    of each: a full-width mark's own (the character before its end), else the last mark read for
    that end, else (a line end) the end itself. NumPy: sets and a dict of every end cost a tenth
    of building the index (tests compare the dict-based reference)."""
    as_array = lambda values: np.asarray(values, dtype=np.int64)  # noqa: E731
    every_end = np.concatenate((as_array(lines), as_array(ends), as_array(wide)))
    every_mark = np.concatenate((as_array(lines), as_array(marks), as_array(wide) - 1))
    # The last entry of each end wins: np.unique keeps the first of the reversed order.
    merged, first = np.unique(every_end[::-1], return_index=True)
    merged_marks = every_mark[::-1][first]
    merged_strict = np.unique(np.concatenate((as_array(strict), as_array(lines), as_array(wide_strict))))
    return _positions(merged), _positions(merged_strict), _positions(merged_marks)


def _positions(values: np.ndarray) -> "array[int]":
    """Positions kept by a :class:`Sentences` as a compact ``array`` (see
    :func:`~spacy_quoteverify.text.fold.position_array`); ``bisect`` reads it as a list."""
    return position_array(values)


#: What a text of one line may hold that lays it out in parts: a table's rule, a tab, a bullet
#: between spaces (see :func:`_structure_starts`).
_ONE_LINE_LAYOUT_RE = regex.compile(rf"[{_RULES}\t]|\s[{_BULLETS}]\s")


def _later_cell_of_another_row(F: Folded, e: int, pos: int) -> bool:
    """The folded ``pos`` starts a cell of a table row other than its first, the text left out
    from ``e`` to it holds a row's end, and the quotation left its own row from another column:
    what it resumes with is another row's value for another heading ("Drug A … 12%" from the rows
    "| Drug A | 5% |" and "| Drug B | 12% |"), not a sentence of its own. Cells are ruled ("|",
    "│"), tabbed, or HTML's "<td>" and "<th>" (a row: "<tr>"; inline tags and character
    references may open a cell's text); a row ends at a line break or "<br>" too. Along one row
    a quotation reads on ("Drug A … 5%"), down one column ("1.<tab>Mix the flour." … "Add the
    water" of the next numbered line), and from text laid out in no row; an indent is no cell."""
    o = F.original
    a, b = F.offsets.end(e - 1), F.offsets.start(pos)
    if a >= b:
        return False
    html = _HTML_CELL_END_RE.search(o, max(0, b - 400), b)
    if html is not None:
        column = _html_column(o, b)
        return column > 0 and _HTML_ROW_RE.search(o, a, b) is not None and _html_column(o, a) != column
    # Back over what may open a cell's text before its words: spaces, quote marks, brackets.
    k = b
    while k > 0 and b - k < 12 and o[k - 1] not in "\n\r\t<>" and not regex.match(r"[\p{L}\p{N}]", o[k - 1]) and o[k - 1] not in charclasses.TABLE_RULES:
        k -= 1
    if not (k > 0 and (o[k - 1] in charclasses.TABLE_RULES or o[k - 1] == "\t")):
        return False
    column = _text_column(o, b)
    if column <= 0 or not (charclasses.LINE_BREAK_RE.search(o, a, b) or _BR_RE.search(o, a, b)):
        return False
    # Left from text laid out in no row (a paragraph before a list whose items a tab opens), the
    # quotation reads no column.
    return _text_column(o, a - 1) not in (column, -1)


def _text_column(o: str, x: int) -> int:
    """The column of a text table's row that ``o[x]`` stands in: the rules and runs of tabs
    between the start of its line (or a "<br>") and it, the indent and a rule that opens the line
    aside; -1 for a line with none at all (text laid out in no row)."""
    brk = max(o.rfind("\n", 0, x), o.rfind("\r", 0, x))
    br = [m.end() for m in _BR_RE.finditer(o, max(0, brk + 1, x - 2000), x)]
    start = max(brk + 1, br[-1] if br else 0)
    eol = charclasses.LINE_BREAK_RE.search(o, x)
    line = o[start : eol.start() if eol is not None else len(o)]
    indent = len(line) - len(line.lstrip(" \t"))
    if not _TEXT_CELL_SEP_RE.search(line, indent):
        return -1
    before = o[start + indent : x]
    if before[:1] in charclasses.TABLE_RULES:
        before = before[1:]
    return len(_TEXT_CELL_SEP_RE.findall(before))


def _html_column(o: str, x: int) -> int:
    """The column of an HTML table's row that ``o[x]`` stands in: its row's "<td>" and "<th>"
    tags before it, less one; 0 outside a row."""
    before = o[max(0, x - 4000) : x]
    rows = [m.end() for m in _HTML_ROW_RE.finditer(before)]
    return max(0, len(_HTML_CELL_RE.findall(before, rows[-1] if rows else 0)) - 1)


#: An HTML cell's opening tag, and one that opens the cell text ending right there (inline tags,
#: character references, spaces and marks between: "<td><p><b>", "<td>&nbsp;").
_HTML_CELL_RE = regex.compile(r"<t[dh](?:\s[^<>]*)?>", regex.IGNORECASE)
_HTML_CELL_END_RE = regex.compile(
    r"<t[dh](?:\s[^<>]*)?>(?:<(?!/?t[dhr]\b)[^<>]*>|&[#\w]{1,10};|[^\p{L}\p{N}<>&])*\Z", regex.IGNORECASE
)
#: An HTML row's opening or closing tag; a line break tag.
_HTML_ROW_RE = regex.compile(r"</?tr(?:\s[^<>]*)?>", regex.IGNORECASE)
_BR_RE = regex.compile(r"<br\s*/?>", regex.IGNORECASE)
#: What parts two cells of a text table's row: a rule, or a run of tabs.
_TEXT_CELL_SEP_RE = regex.compile(f"[{_RULES}]|\t+")


class Sentences:
    """Sentence ends of a folded text, computed once per source and language.

    ``lang`` chooses the abbreviations read as no sentence end (see :func:`abbreviations`);
    ``blank`` is :func:`blank_lines` of ``F`` when the caller keeps it (a prepared source
    does: the match step reads it too), else it is read here.
    """

    def __init__(self, F: Folded, lang: Optional[str] = None, blank: Optional[List[int]] = None) -> None:
        S = F.text
        rules = _Marks(F, lang)
        ends, strict, marks = _sentence_ends_read(F, rules)
        #: The language's abbreviations, and the words of the text looked up in them: the only
        #: way the language enters the ends (see :meth:`same_for`).
        self.abbreviations = rules.abbreviations
        self.asked = frozenset(rules.asked)
        lines = (
            _line_ends(F, blank)
            if "\\" in F.original
            or "<" in F.original
            or charclasses.LINE_BREAK_RE.search(F.original)
            or _ONE_LINE_LAYOUT_RE.search(F.original)
            else []
        )
        wide, wide_strict = _wide_ends(F)
        if "|" in F.original and not F.original.isascii():
            bars = _bar_ends(F)
            wide, wide_strict = wide + bars, wide_strict + bars
        if "\u1361" in F.original:
            doubled = _wordspaces_ends(F)
            wide, wide_strict = wide + doubled, wide_strict + doubled
        if not F.original.isascii():
            # A clause end, not a sentence end for the rule on unmarked gaps (not strict).
            wide = wide + _thai_space_ends(F)
        ends, strict, marks = _merged_ends(ends, strict, marks, lines, wide, wide_strict)
        # Arrays, not lists: a large source has a sentence end every hundred characters or so.
        #: Folded positions just after each sentence or clause end (the elision rules).
        self.ends: "array[int]" = ends
        #: The terminal mark of each end (where a sentence's words stop).
        self.marks: "array[int]" = marks
        #: Sentence ends only, without ";" and ":" (the rule for unmarked gaps).
        self.strict: "array[int]" = strict
        self._full: Optional["array[int]"] = None
        self.text = S
        self._folded = F

    def same_for(self, lang: Optional[str]) -> bool:
        """Whether ``Sentences(F, lang)`` would find these same ends: the language enters them only
        through whether each word looked up is one of its abbreviations, so when every word looked
        up here is one of ``lang``'s exactly when it is one of this language's, the reading takes
        the same steps to the same ends (a source checked in two languages is read once)."""
        table = abbreviations(lang)
        if table is self.abbreviations:
            return True
        return all((word in table) == (word in self.abbreviations) for word in self.asked)

    def same_for_every(self) -> bool:
        """Whether ``Sentences(F, lang)`` would find these same ends for every ``lang``: no word looked
        up here is an abbreviation of any language (:meth:`same_for` holds for each), so the
        language need not be known (most sources: the words before their full stops are no
        abbreviations)."""
        table = abbreviations("*")
        return not any(word in table for word in self.asked)

    def index(self, pos: int) -> int:
        """Number of the sentence (or clause) holding folded position ``pos``."""
        return bisect.bisect_right(self.ends, pos)

    def strict_bounds(self, pos: int) -> Tuple[int, int]:
        """``[start, end)`` of the sentence (strict ends) holding folded position ``pos``."""
        k = bisect.bisect_right(self.strict, pos)
        return (self.strict[k - 1] if k else 0), (self.strict[k] if k < len(self.strict) else len(self.text))

    def starts_sentence(self, pos: int) -> bool:
        """Nothing but spaces, brackets or list marks between the last sentence end and ``pos``."""
        return self._starts(self.ends, pos)

    def starts_after(self, e: int, pos: int) -> bool:
        """``pos`` starts a sentence after text left out from ``e``: when that text holds a full
        sentence end (not only ";" or ":"), a full sentence, not a clause after a colon."""
        if not self._starts(self.ends, pos):
            return False
        if e > 0 and _later_cell_of_another_row(self._folded, e, pos):
            return False
        full = self._full_ends()
        first, last = bisect.bisect_right(self.ends, e), bisect.bisect_right(self.ends, pos)
        if full[last] > full[first]:  # a full end left out: the last end before pos must be one
            return last > 0 and full[last] > full[last - 1]
        return True

    def _full_ends(self) -> "array[int]":
        """How many of the first k ends are full sentence ends (a terminal mark or a line end,
        not a clause mark such as ";" or ":"), for every k."""
        if self._full is None:
            clause = charclasses.CLAUSE_MARKS
            n = len(self.text)
            counts = [0]
            for mark in self.marks:
                counts.append(counts[-1] + (not (0 <= mark < n and self.text[mark] in clause)))
            self._full = position_array(counts)
        return self._full

    def _starts(self, ends: Sequence[int], pos: int) -> bool:
        k = bisect.bisect_right(ends, pos) - 1
        begin = ends[k] if k >= 0 else 0
        between = self.text[begin:pos]
        return len(between) < 12 and not regex.search(r"[\p{L}\p{N}]", between)

    def ends_sentence(self, pos: int) -> bool:
        """A sentence end follows ``pos`` with nothing but closing marks/spaces between."""
        k = bisect.bisect_left(self.ends, pos)
        if k >= len(self.ends):
            return pos >= len(self.text.rstrip())
        between = self.text[pos : self.marks[k]]
        return len(between) < 4 and not regex.search(r"[\p{L}\p{N}]", between)
