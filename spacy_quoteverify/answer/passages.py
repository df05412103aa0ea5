"""Reading the structure of a quotation: passages, list items and elisions.

A quotation may be several passages (paragraphs, list items, separately quoted
strings), and a passage may be several *pieces* joined by elision marks. Each
passage is looked up on its own; the pieces of one passage must occur in order.

>>> [p.pieces for p in split_passages('"Revenue rose", "costs fell ... sharply"')]
[['Revenue rose'], ['costs fell ', ' sharply']]
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from typing import Dict, List, Optional, Tuple

import regex

from spacy_quoteverify.charclasses import (
    CLAUSE_PUNCTUATION,
    ELISION_PATTERN,
    LINE_BREAK_PATTERN,
    LINE_BREAK_RE,
    NUMBER_SIGNS,
    PARAGRAPH_BREAK_PATTERN,
    QUOTE_MARKS,
    QUOTE_PAIRS,
    apostrophe_in_word,
    char_class,
    may_hold_elision,
)
from spacy_quoteverify.text.fold import tag_edits
from spacy_quoteverify.text.sentences import BULLET_RE, CIRCLED_RE, LETTER_MARK_RE, NUMBER_MARK_RE

#: Elision marks of every kind (charclasses.ELISION_PATTERN): "...", "…", ". . .", "[...]", "(…)"...
ELISION_RE = regex.compile(ELISION_PATTERN)

_BLANK_LINE_RE = regex.compile(rf"(?:{PARAGRAPH_BREAK_PATTERN})\s*")
_LINE_BREAK_RE = regex.compile(LINE_BREAK_PATTERN)
#: Marks that may open a quotation, and which marks close each (inner quotes of another
#: kind, as in “La «u» tiene...”, stay inside).
_CLOSERS = QUOTE_PAIRS
_OPEN_QUOTES = frozenset(QUOTE_PAIRS)


def _joiners() -> List[str]:
    """The words that join list items, of every language (``data/joiners.json``), longest first."""
    data = json.loads((resources.files("spacy_quoteverify") / "data" / "joiners.json").read_text(encoding="utf-8"))
    words = data.get("words") if isinstance(data, dict) else None
    if not isinstance(words, dict) or not all(
        isinstance(ws, list) and all(isinstance(w, str) and w for w in ws) for ws in words.values()
    ):
        raise ValueError("joiners.json: field 'words' must map language codes to lists of words")
    return sorted({w for ws in words.values() for w in ws}, key=lambda w: (-len(w), w))


#: What may stand between two separately quoted parts of one quotation: the clause punctuation
#: of every script (commas, semicolons, colons), the slash of alternatives (by hand: Unicode
#: files it with the other punctuation), and at most one joining word ("A", "B" and "C").
_SEPARATOR_RE = regex.compile(
    rf"^[\s{char_class(CLAUSE_PUNCTUATION | frozenset('/'))}]*(?:(?:"
    + "|".join(regex.escape(w) for w in _joiners())
    + r")[\s,]*)?$",
    regex.I,
)


@dataclass
class Passage:
    """One passage of a quotation: pieces joined by elisions, in order."""

    pieces: List[str]
    #: True when the passage came from lines joined by single line breaks,
    #: which may also be read as separate passages (see runmatch).
    wrapped: bool = False
    #: original text of the passage (for reports)
    text: str = ""
    elided: bool = field(default=False)


def _quoted_segments(text: str) -> Optional[List[str]]:
    """If ``text`` is two or more separately quoted strings, return them."""
    stripped = text.strip()
    if len(stripped) < 2 or stripped[0] not in _OPEN_QUOTES:
        return None
    segments: List[str] = []
    outside: List[str] = []
    i = 0
    n = len(stripped)
    while i < n:
        ch = stripped[i]
        if ch in QUOTE_MARKS and ch in _OPEN_QUOTES:
            # find the next quote mark that can close it
            closers = _CLOSERS.get(ch, QUOTE_MARKS)
            j = i + 1
            while j < n and not (stripped[j] in closers and not apostrophe_in_word(stripped, j)):
                j += 1
            if j >= n:
                return None
            segments.append(stripped[i + 1 : j])
            i = j + 1
            k = i
            while k < n and stripped[k] not in _OPEN_QUOTES:
                k += 1
            outside.append(stripped[i:k])
            i = k
        else:
            return None
    if len(segments) < 2:
        return None
    if not all(_SEPARATOR_RE.match(o) for o in outside[:-1]):
        return None
    if outside and regex.search(r"\w", outside[-1]):
        return None
    return segments


#: A plus or minus sign (every one Unicode names, and "-") opening a line before a figure, one
#: space or more between: "+ 40%", "− 5 degrees". It bullets a list item only beside other items;
#: alone it is the figure's sign, written spaced.
_SIGN_BEFORE_FIGURE_RE = regex.compile(rf"^[^\S\n]*[{char_class(NUMBER_SIGNS)}][^\S\n]+[.,]?\p{{Nd}}")


def _list_items(block: str) -> List[Tuple[str, bool]]:
    """Split a block into list items; returns (text, is_item) with marker removed."""
    if "\n" not in block and (not BULLET_RE.match(block) or _SIGN_BEFORE_FIGURE_RE.match(block)) and not CIRCLED_RE.match(block):
        # One line can only be a bulleted item: a number or letter needs a next one, and a sign
        # before a figure is the figure's ('"+ 40%"' is no item "40%").
        return [(block, False)]
    return _split_items(block)


def _marker_ends(lines: List[str]) -> List[Optional[int]]:
    """For each line, where its list marker ends (None: no marker).

    A bullet or circled number marks an item on its own. A number or letter
    ("1.", "(2)", "a)") marks one only within a sequence of at least two items
    counting from 1 (or "a") in the quotation: "1. Quartal" alone is text (the
    first quarter), not the first item of a list.
    """
    ends: List[Optional[int]] = [None] * len(lines)
    runs: List[List[Tuple[int, int]]] = []  # sequences of (line, marker end)
    current: Dict[str, List[Tuple[int, int]]] = {"number": [], "letter": []}
    last_number = 0
    last_letter = ""
    for k, line in enumerate(lines):
        m = BULLET_RE.match(line) or CIRCLED_RE.match(line)
        if m:
            ends[k] = m.end()
            continue
        m = NUMBER_MARK_RE.match(line)
        if m:
            num = int(m.group(1) or m.group(2))
            if num == 1 or (last_number and num == last_number + 1):
                if num == 1:
                    runs.append(current["number"])
                    current["number"] = []
                current["number"].append((k, m.end()))
                last_number = num
                continue
        m = LETTER_MARK_RE.match(line)
        if m:
            letter = (m.group(1) or m.group(2) or m.group(3)).lower()
            if letter == "a" or (last_letter and ord(letter) == ord(last_letter) + 1):
                if letter == "a":
                    runs.append(current["letter"])
                    current["letter"] = []
                current["letter"].append((k, m.end()))
                last_letter = letter
    runs.extend(current.values())
    for run in runs:
        if len(run) > 1:
            for k, end in run:
                ends[k] = end
    # A sign before a figure bullets an item only where another line is an item too.
    signed = [k for k, line in enumerate(lines) if ends[k] is not None and _SIGN_BEFORE_FIGURE_RE.match(line)]
    if signed and sum(end is not None for end in ends) < 2:
        for k in signed:
            ends[k] = None
    return ends


def _split_items(block: str) -> List[Tuple[str, bool]]:
    """:func:`_list_items`, line by line."""
    lines = block.split("\n")
    items: List[List[str]] = []
    is_item: List[bool] = []
    for line, marker_end in zip(lines, _marker_ends(lines)):
        if marker_end is not None:
            items.append([line[marker_end:]])
            is_item.append(True)
        elif items:
            items[-1].append(line)
        else:
            items.append([line])
            is_item.append(False)
    return [("\n".join(it), flag) for it, flag in zip(items, is_item)]


def _tags_read(quote: str) -> str:
    """``quote`` with its HTML tags read as the source's are (:func:`fold.tag_edits`): the line
    and paragraph breaks they make split it as written ones do. References stay for folding to read."""
    pieces: List[str] = []
    pos = 0
    for a, b, read in tag_edits(quote):
        pieces += [quote[pos:a], read]
        pos = b
    return "".join(pieces) + quote[pos:] if pieces else quote


def split_pieces(text: str) -> List[str]:
    """Split a passage at its elision marks."""
    # Every elision mark holds a full stop, an ellipsis or the Thai abbreviation mark.
    if not may_hold_elision(text):
        return [text]
    return ELISION_RE.split(text)


def split_passages(quote: str, structure: bool = True) -> List[Passage]:
    """Read ``quote`` into passages. With ``structure=False`` the whole text is one piece."""
    if not structure:
        return [Passage(pieces=[quote], text=quote)]
    if "<" in quote:
        quote = _tags_read(quote)  # "<br>" is a line break, "<p>" a paragraph break
    if quote[:1].isalpha() and not LINE_BREAK_RE.search(quote):
        # One line opening with a letter: no list marker, no quote mark, one passage (the usual
        # quotation; the general reading below gives the same, tests compare them).
        pieces = split_pieces(quote)
        return [Passage(pieces=pieces, wrapped=False, text=quote, elided=len(pieces) > 1)]
    return _read_passages(quote)


def _read_passages(quote: str) -> List[Passage]:
    """:func:`split_passages` with structure, read block by block, item by item."""
    out: List[Passage] = []
    for block in _BLANK_LINE_RE.split(quote) if LINE_BREAK_RE.search(quote) else [quote]:
        if not block.strip():
            continue
        if LINE_BREAK_RE.search(block):
            block = _LINE_BREAK_RE.sub("\n", block)  # one line break, however written: "\r\n", "\u2028"
        for item, _ in _list_items(block):
            if not item.strip():
                continue
            segments = _quoted_segments(item) or [item]
            for seg in segments:
                pieces = split_pieces(seg)
                out.append(
                    Passage(
                        pieces=pieces,
                        wrapped="\n" in seg.strip(),
                        text=seg,
                        elided=len(pieces) > 1,
                    )
                )
    return out
