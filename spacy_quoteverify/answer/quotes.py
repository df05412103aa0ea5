"""Finding the quotations in a model's answer.

Two kinds of quotation are found:

* text between paired quote marks of any script: straight ``"`` and ``'``,
  curly “” and ‘’, low-9 „“ „” and ‚‘, guillemets «» and »« (and the single
  ones), corner brackets 「」 and 『』, full-width ＂, and the double prime 〝〞; the marks
  as HTML draws them (``<q>…</q>``) and as references or escapes write them (``&quot;``,
  ``&ldquo;``, ``&#8220;``, ``\\"``), TeX's ````…''`` and ``,,…''``, ``„…„`` and ``″…″``;
  a tag between a mark and its text is no text (``"<i>…</i>"``), and a quotation runs over a
  blank line when its closing mark comes in a later paragraph;
* blockquotes: consecutive lines opening with ``>`` (or the full-width ``＞``) make one
  quotation, as does HTML's ``<blockquote>``.

Code (spans and blocks), emphasis and HTML's ``<cite>`` (the title of a work) are no quotation.

Short quoted words ("scare quotes") are skipped by a minimum length, an
apostrophe inside a word (``don't``, ``l'homme``) is not a quote mark, quote
marks nested inside a quotation belong to it, and a mark with no partner is
ignored. Each quotation carries the citation markers that follow it directly,
or else those of its sentence.

>>> [q.text for q in find_quotations('He wrote “revenue rose to 45.2 million” [chunk 1].')]
['revenue rose to 45.2 million']
"""
from __future__ import annotations

import bisect
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, FrozenSet, List, NamedTuple, Optional, Sequence, Set, Tuple, Union

import regex

from spacy_quoteverify import charclasses, reasons
from spacy_quoteverify.answer.citations import (
    BRACKET,
    CONJUNCTIONS,
    FIELD,
    PHRASE,
    REFERENCE,
    CitationId,
    CitationMarker,
    CitationReader,
    TableRow,
    json_members,
    json_object_at,
    json_objects,
    json_parents,
    lead_text,
    markdown_tables,
    reader_for,
)
from spacy_quoteverify.answer.passages import ELISION_RE
from spacy_quoteverify.charclasses import QUOTE_PAIRS, char_class
from spacy_quoteverify.errors import must_be
from spacy_quoteverify.text.fold import REFERENCE_RE, TAG_RE, read_reference, tag_reading, unescaped_lines

#: For each opening mark, the marks that may close it (:data:`charclasses.ANSWER_QUOTE_PAIRS`; a
#: prime right after a digit is the unit of inches or seconds, "5\u2033", and never opens: it closes
#: only a quotation a prime opened).
PAIRS = charclasses.ANSWER_QUOTE_PAIRS
_PRIMES = frozenset("\u2033\u2036")
#: What starts a footnote mark glued to a closing quote mark: superscript digits and parentheses,
#: enclosed numbers.
_FOOTNOTE_CHARS = charclasses.SUPERSCRIPT_DIGITS | charclasses.SUPERSCRIPT_PARENTHESES | charclasses.ENCLOSED_NUMBERS
_CLOSERS = frozenset().union(*PAIRS.values())
_MARKS = frozenset(PAIRS) | _CLOSERS
#: Marks that may open or close: which one they are is read from the context.
_AMBIGUOUS = frozenset(m for m in PAIRS if m in _CLOSERS)
#: Punctuation that cannot follow an opening quote mark.
_CLOSING_PUNCT = charclasses.CLOSING_PUNCTUATION
#: Marks that some languages separate from the quoted text by a space.
_SPACED_MARKS = charclasses.SPACED_QUOTE_MARKS
_MARK_RE = re.compile("[" + re.escape("".join(sorted(_MARKS))) + "]")
#: Unpaired openers kept waiting at once; older ones are dropped so that a text
#: full of stray marks is still scanned in linear time.
MAX_OPEN = 8

#: Characters after which a mark is at the start of something (so may open): white space,
#: opening brackets, dashes, the clause punctuation of every script (commas, colons,
#: semicolons), and by hand the ASCII marks that Unicode files as symbols or connectors but
#: text uses to open something: Markdown emphasis (* _ ~) and code spans (`: a quotation put in
#: one, '`"fell 41%"`', is still checked), the slash of alternatives, "<".
_OPEN_CONTEXT = (
    charclasses.SPACES
    | charclasses.OPENING_BRACKETS
    | charclasses.DASHES
    | charclasses.CLAUSE_PUNCTUATION
    | frozenset("-/*_~<`")
)
_TRAILING_MARKERS = re.compile(r"(?:[ \t]*[\[【［][^\[\]【】［］\n]{0,400}[\]】］])*")
#: A sentence end of the answer: a Sentence_Terminal character (one that also stands inside
#: words, such as ".", only before white space, a quote mark, a closing bracket or the end), or a
#: line break.
_SENTENCE_END = regex.compile(
    rf"[{charclasses.TERMINAL_IN_WORDS_CLASS}](?=[\s\p{{Quotation_Mark}}\p{{Pe}}\p{{Pf}}]|$)"
    rf"|[\p{{Sentence_Terminal}}--[{charclasses.TERMINAL_IN_WORDS_CLASS}]]|\n",
    regex.V1,
)
#: A sentence end right at a position: a full stop (or other terminal that stands inside words)
#: followed by white space, a quote mark, a closing bracket, a citation's bracket or the end.
_SENTENCE_END_AT = regex.compile(
    rf"[{charclasses.TERMINAL_IN_WORDS_CLASS}](?=[\s\p{{Quotation_Mark}}\p{{Pe}}\p{{Pf}}\p{{Ps}}]|$)", regex.V1
)
#: A double mark standing for the Hebrew gershayim: between Hebrew letters, before a word's last.
_ACRONYM_MARK = regex.compile(r"\p{Hebrew}.\p{Hebrew}\p{M}*(?![\p{L}\p{M}\p{N}])")
#: Words right after a citation marker, on its line: what a quoted text starting with the marker holds.
_WORDS_AFTER = regex.compile(rf"[{char_class(''.join(sorted(charclasses.SPACES - charclasses.LINE_BREAKS)))}]*[\p{{L}}\p{{N}}]")
#: An elision mark ending just before a position (read on a short window before a quote mark).
_ENDS_WITH_ELISION = regex.compile(rf"(?:{charclasses.ELISION_PATTERN})$")
#: A line of a Markdown blockquote: ">" or its full-width form "\uff1e" (the same character by
#: compatibility, which Japanese text quotes with), up to three spaces before it (four make code).
_BLOCKQUOTE_LINE = re.compile(r"^[ ]{0,3}[>\uff1e][ \u3000]?(.*)$", re.MULTILINE)
#: HTML's quotation block: its text, past the tags and white space that open and end it.
_HTML_BLOCKQUOTE = re.compile(
    r"<blockquote\b[^<>]{0,2000}>(?:\s|<[A-Za-z][^<>]{0,2000}>)*(.*?)(?:\s|</?[A-Za-z][^<>]{0,2000}>)*</blockquote\s*>",
    re.IGNORECASE | re.DOTALL,
)
#: Letters that a quote mark may touch on its outer side, and that count as dense when a
#: quotation's length is judged (Hangul's syllable blocks hold several letters each).
_HAN_LIKE = charclasses.DENSE_RE
#: What may sit between a closing mark and a citation that belongs to it: white space but
#: line breaks, terminal punctuation of every script, brackets, and Markdown's emphasis
#: marks (* _, by hand: no property sets apart a mark used as markup).
_GAP_CHARS = "".join(
    sorted(
        (charclasses.SPACES - charclasses.LINE_BREAKS)
        | charclasses.TERMINAL_PUNCTUATION
        | charclasses.OPENING_BRACKETS
        | charclasses.CLOSING_BRACKETS
        | frozenset("*_")
    )
)
_GAP_AFTER = re.compile(rf"[{char_class(_GAP_CHARS)}]{{0,6}}")
_GAP_AFTER_LINE = re.compile(rf"[{char_class(_GAP_CHARS)}]{{0,6}}\n?[ \t]{{0,4}}")
_SPACES_BEFORE_NEWLINE = re.compile(r"[ \t]+\n")
_MULTI_SPACE = re.compile(r"[ \t]{2,}")
_SPACES_BEFORE_PUNCT = re.compile(r"[ \t]+([.,;:!?])")
_BETWEEN_MARKERS = re.compile(r"[ \t\u00a0,;]{0,3}")


@dataclass
class Quotation:
    """A quotation found in an answer.

    start (int): Offset of the first character inside the quote marks (or of the
        first blockquote line's content).
    end (int): Offset just past the last quoted character.
    text (str): The quoted text as it should be checked (blockquote ``>`` prefixes
        and trailing citation markers removed).
    kind (str): ``"quote_marks"``, ``"blockquote"`` or ``"span"`` (taken from a span group).
    open_mark (str): The opening quote mark ("" for blockquotes and spans).
    close_mark (str): The closing quote mark.
    markers (List[CitationMarker]): Citation markers attached to the quotation.
    cited (List[CitationId]): Ids cited by those markers, in order, without repeats.
    cite_scope (Optional[str]): ``"inside"`` (markers written inside the quoted text, which
        are removed from ``text``), ``"after"`` (markers right after the
        quotation), ``"sentence"`` (markers elsewhere in its sentence), ``"row"`` (its table
        row), ``"heading"`` (the heading or label line over it), ``"object"`` (a string of a
        JSON object: the object's citing members, or none) or None.
    """

    start: int
    end: int
    text: str
    kind: str = "quote_marks"
    open_mark: str = ""
    close_mark: str = ""
    markers: List[CitationMarker] = field(default_factory=list)
    cited: List[CitationId] = field(default_factory=list)
    cite_scope: Optional[str] = None
    #: Why a candidate was not checked (``"too_short"``); None for a quotation.
    skipped: Optional[str] = None
    #: Why the citations around the quotation cannot be attributed to it with confidence
    #: (``"negated"``: every chunk it names is named in a negation, "not in chunk 1";
    #: ``"table"``: its table row holds a bare number under a column the reader does not know;
    #: ``"label"``: it cites nothing but a name and a number introduce it, "Document 2 says");
    #: None when they can, or when it cites nothing.
    unattributed: Optional[str] = None


def long_enough(text: str, min_chars: int = 12, min_words: int = 3, min_chars_unspaced: int = 6) -> bool:
    """Whether ``text`` is long enough to be treated as a quotation.

    A quotation needs ``min_words`` words or ``min_chars`` characters; text
    mostly in a script written without spaces (Chinese, Japanese, Thai...)
    needs ``min_chars_unspaced`` characters instead.

    >>> long_enough("smart"), long_enough("the drug did not work")
    (False, True)
    """
    stripped = text.strip()
    if not stripped:
        return False
    if len(stripped) >= min_chars or len(stripped.split()) >= min_words:
        return True
    unspaced = len(_HAN_LIKE.findall(stripped))
    return unspaced * 2 >= len(stripped) and len(stripped) >= min_chars_unspaced


#: TeX's quotation marks (two grave accents, two apostrophes) and the low-9 mark typed as two
#: commas (",,text''"), read as the marks they stand for when a pair of them stands in one
#: paragraph around text: two apostrophes alone are an empty string of code as often.
_TYPED_PAIR = re.compile(r"(``|,,)(?=[^\s`',])((?:[^\n`]|\n(?![ \t]*\n)){0,4000}?[^\s`,])''")
_TYPED_OPENERS = {"``": "\u201c", ",,": "\u201e"}
#: Guillemets typed as two less-than and two greater-than signs ("<<texte>>", where a keyboard
#: has no "«"), or as the much-less-than and much-greater-than signs Japanese and Chinese text
#: uses for them ("\u226aテキスト\u226b"), read as "«" and "»" where a pair of the same kind stands
#: in one paragraph around text holding no other such sign. Read before the HTML tags: the
#: "<text>" inside "<<text>>" has a tag's shape, yet a browser shows it as written. A sign glued to
#: a word or figure outside ("x<<2>>1", a bit shift) opens nothing.
_TYPED_GUILLEMETS = tuple(
    re.compile(
        rf"(?<![\w{re.escape(o[0])}])({re.escape(o)})(?=[^\s<>\u226a\u226b])"
        rf"((?:[^\n<>\u226a\u226b]|\n(?![ \t]*\n)){{0,4000}}?[^\s<>\u226a\u226b])({re.escape(c)})(?![\w{re.escape(c[0])}])"
    )
    for o, c in (("<<", ">>"), ("\u226a", "\u226b"))
)


class _MarksView(NamedTuple):
    """An answer as a reader sees its quote marks: each HTML tag read as a browser shows it
    (nothing for emphasis and links, a paragraph break for a block, a line break for "<br>", a
    space for a tag not read, and for "<q>" and "</q>" the quote marks a browser draws), each
    character reference or JSON escape of a quote mark as the mark ("&quot;", "&ldquo;", "&#8220;",
    '\\"' on a line whose backslashes all escape), TeX's marks (:data:`_TYPED_PAIR`) and typed
    guillemets (:data:`_TYPED_GUILLEMETS`). ``starts`` and
    ``ends`` give the answer's span of each character of ``text`` (None: the answer itself)."""

    text: str
    starts: Optional[List[int]]
    ends: Optional[List[int]]

    def span(self, i: int) -> Tuple[int, int]:
        """The answer's span of the view's character ``i``."""
        if self.starts is None or self.ends is None:
            return i, i + 1
        return self.starts[i], self.ends[i]

    def at(self, pos: int) -> int:
        """The view's offset of the answer's offset ``pos`` (the first character from there on)."""
        return pos if self.starts is None else bisect.bisect_left(self.starts, pos)


def _marks_view(answer: str) -> _MarksView:
    """See :class:`_MarksView`."""
    if "<" not in answer and "&" not in answer and "\\" not in answer and "``" not in answer and ",," not in answer and "\u226a" not in answer:
        return _MarksView(answer, None, None)
    edits: List[Tuple[int, int, str]] = []
    guillemets: List[Tuple[int, int]] = []
    for pattern in _TYPED_GUILLEMETS:
        for m in pattern.finditer(answer):
            edits.append((m.start(1), m.end(1), "\u00ab"))
            edits.append((m.start(3), m.end(3), "\u00bb"))
            guillemets.append((m.start(), m.end()))
    if "<" in answer:
        for m in TAG_RE.finditer(answer):
            if any(a < m.end() and m.start() < b for a, b in guillemets):
                continue  # "<<text>>": no tag
            name = m.group(2).lower()
            if name == "q":
                read: Optional[str] = "\u201d" if m.group(1) else "\u201c"
            else:
                read = tag_reading(name)
            edits.append((m.start(), m.end(), " " if read is None else read))
    if "&" in answer or "\\" in answer:
        plain: Optional[List[Tuple[int, int]]] = None
        for m in REFERENCE_RE.finditer(answer):
            ref = m.group()
            if ref[0] == "\\":
                if ref[1] == "u":
                    continue
                if plain is None:
                    plain = unescaped_lines(answer)
                if any(a <= m.start() < b for a, b in plain):
                    continue
            mark = read_reference(ref)
            if mark is not None and mark in _MARKS:
                edits.append((m.start(), m.end(), mark))
    for m in _TYPED_PAIR.finditer(answer):
        edits.append((m.start(1), m.end(1), _TYPED_OPENERS[m.group(1)]))
        edits.append((m.end() - 2, m.end(), "\u201d" if m.group(1) == "``" else "\u201c"))
    if not edits:
        return _MarksView(answer, None, None)
    parts: List[str] = []
    starts: List[int] = []
    ends: List[int] = []
    at = 0
    for a, b, read in sorted(edits):
        if a < at:
            continue  # a reference inside a tag is part of it
        parts.append(answer[at:a])
        starts.extend(range(at, a))
        ends.extend(range(at + 1, a + 1))
        parts.append(read)
        starts.extend([a] * len(read))
        ends.extend([b] * len(read))
        at = b
    parts.append(answer[at:])
    starts.extend(range(at, len(answer)))
    ends.extend(range(at + 1, len(answer) + 1))
    return _MarksView("".join(parts), starts, ends)


#: A paired quotation as (opening mark's start, text's start, text's end, closing mark's end,
#: opening mark, closing mark), offsets of the answer.
MarkPair = Tuple[int, int, int, int, str, str]


def _pair_quote_marks(
    answer: str,
    marker_starts: Sequence[int] = (),
    reference_starts: Sequence[int] = (),
    unclosed: Optional[List[Tuple[int, int, str]]] = None,
) -> List[MarkPair]:
    """Every paired quote mark (:data:`MarkPair`), read in :func:`_marks_view`: a tag between a mark
    and its text ('"<i>text</i>"') is no text, and an escaped mark opens and closes as the mark.

    A quotation runs over blank lines when its closing mark, no apostrophe, comes in the next
    paragraph holding a mark, with nothing opened there for it to close and no citation marker
    between ('"the drug reduced mortality\n\nwith 7% dropouts"'); otherwise a paragraph break ends
    every quotation still open.

    One left-to-right pass with a small stack. A mark between two letters or
    digits is an apostrophe; an ambiguous mark ("straight" or one that opens in
    some languages and closes in others) opens only where something may start
    (after a space, a bracket, an elision mark or the start of the text) and is
    followed by text (one space inside the mark is typography: « text », “ text ”),
    and closes only where it is not followed by a word character. A mark followed
    by a sentence end or by a citation marker (``marker_starts``) never opens, nor one followed
    by a reference-like form (``reference_starts``: "[doc 2]") while a quotation it may close is
    open (a quotation may start with an editorial bracket: '"[In 1998] the company grew"'). A
    superscript digit right after a mark is a footnote mark, not a letter: the mark may close.
    Each opening mark never closed is appended to ``unclosed`` (start of the mark, start of its
    text, mark), when given.
    """
    view = _marks_view(answer)
    left: Optional[List[Tuple[int, str]]] = None if unclosed is None else []
    raw = _pair_view(view.text, [view.at(p) for p in marker_starts], [view.at(p) for p in reference_starts], left)
    for i, ch in left or ():
        assert unclosed is not None
        unclosed.append((view.span(i)[0], view.span(i)[1], ch))
    out: List[MarkPair] = []
    for i, j, _, _ in raw:
        open_at, open_end = view.span(i)
        close_at, close_end = view.span(j)
        # The text's span runs from its first character to its last: a tag between a mark and
        # the text is no part of it.
        inner_start, inner_end = view.span(i + 1)[0], view.span(j - 1)[1]
        out.append((open_at, inner_start, inner_end, close_end, answer[open_at:open_end], answer[close_at:close_end]))
    return out


def _pair_view(
    text: str,
    marker_starts: Sequence[int] = (),
    reference_starts: Sequence[int] = (),
    unclosed: Optional[List[Tuple[int, str]]] = None,
) -> List[Tuple[int, int, str, str]]:
    """The pairs of :func:`_pair_quote_marks` as (open offset, close offset, open, close) of ``text``."""
    pairs: List[Tuple[int, int, str, str]] = []
    stack: List[Tuple[int, str]] = []
    n = len(text)
    breaks = [m.start() for m in charclasses.paragraph_breaks(text)]
    cites = frozenset(marker_starts)
    cite_list = sorted(cites)
    references = frozenset(reference_starts)
    stack_paragraph = 0
    # The openers the last paragraph with a mark left open: a closing mark of the next paragraph
    # with a mark that closes nothing of its own paragraph closes them.
    carried: List[Tuple[int, str]] = []
    for m in _MARK_RE.finditer(text):
        i = m.start()
        ch = text[i]
        prev = text[i - 1] if i > 0 else ""
        nxt = text[i + 1] if i + 1 < n else ""
        paragraph = bisect.bisect_left(breaks, i)
        if paragraph != stack_paragraph:
            if unclosed is not None:
                unclosed.extend(stack)
            # Carried past paragraphs without a mark, never past a citation marker (see below).
            carried = [(pos, o) for pos, o in stack if o not in charclasses.APOSTROPHES]
            stack.clear()
            stack_paragraph = paragraph
        if charclasses.apostrophe_in_word(text, i):
            continue  # don't, l'homme, rock’n’roll
        if ch in _PRIMES and prev.isdigit() and not any(o in _PRIMES for _, o in stack):
            continue  # 5″: inches or seconds (with a prime opened, it may close: '″sold 343″')
        after_at = i + 1
        if nxt.isspace() and nxt not in charclasses.LINE_BREAKS and i + 2 < n:
            after_at = i + 2  # French and Swiss « text » put a space inside; models write “ text ” too
        after = text[after_at] if after_at < n else ""
        open_context = (
            not prev
            or prev in _OPEN_CONTEXT
            or prev in _MARKS
            or bool(_HAN_LIKE.match(prev))
            or bool(_ENDS_WITH_ELISION.search(text, max(0, i - 12), i))  # '"The drug was"…"effective"'
            # A mark glued to the letter before it and to a word after it, where no quotation it
            # may close is open, opens ('it says“the drug…”', 'dit«le texte»', Hebrew's prefixed
            # 'ו"הטקסט'): a missing space must not leave a quotation unfound and so unchecked.
            # Between Hebrew letters before a word's last letter it stands for the gershayim of
            # an acronym ('ארה"ב', 'צה"ל'). (Apostrophes went above.)
            or (
                prev.isalpha()
                and nxt.isalnum()
                and not _ACRONYM_MARK.match(text, i - 1)
                and not any(ch in PAIRS[o] for _, o in stack)
            )
        )
        # Closing punctuation after the mark reads it as a closing one only when a quotation it
        # may close is open: otherwise the punctuation opens the quoted text ('"; the drug').
        closing_next = after in _CLOSING_PUNCT and any(ch in PAIRS[o] for _, o in stack)
        # Nothing is quoted that starts with a sentence end or a citation marker ("« text ».",
        # "« text »[chunk 1]"): the mark before them closes.
        ends_next = bool(_SENTENCE_END_AT.match(text, i + 1)) or (i + 1) in cites or after_at in cites
        if not ends_next and references and ((i + 1) in references or after_at in references):
            ends_next = any(ch in PAIRS[o] for _, o in stack)
        opens_here = open_context and after != "" and not after.isspace() and not closing_next and not ends_next
        # Closing is judged on the very next character: "« text »" closes
        # even though a space follows the mark, "He said »text«" opens.
        opens_tight = (
            open_context and nxt != "" and not nxt.isspace() and nxt not in _CLOSING_PUNCT and not ends_next
        )
        # A footnote mark glued to the mark ('"text"\u00b9', '"text"\u2460') is no word.
        word_next = bool(nxt) and charclasses.is_spaced_word_char(nxt) and nxt not in _FOOTNOTE_CHARS
        closes_here = not word_next and not (
            prev == "" or (ch in _AMBIGUOUS and prev.isspace() and opens_tight)
        )
        closed = False
        if ch in _CLOSERS and stack:
            for depth in range(len(stack) - 1, -1, -1):
                open_pos, open_ch = stack[depth]
                if ch not in PAIRS[open_ch]:
                    continue
                symmetric = ch in _AMBIGUOUS
                if symmetric and not closes_here:
                    break
                if open_pos + 1 == i:
                    break  # an empty pair is not a quotation
                pairs.append((open_pos, i, open_ch, ch))
                if unclosed is not None:
                    unclosed.extend(stack[depth + 1 :])
                del stack[depth:]
                closed = True
                break
        if closed:
            continue
        opens = ch in PAIRS and (ch not in _AMBIGUOUS or opens_here)
        if ch in _CLOSERS and carried and closes_here and not opens and not any(ch in PAIRS[o] for _, o in stack):
            for depth in range(len(carried) - 1, -1, -1):
                open_pos, open_ch = carried[depth]
                # A citation marker between them ends the quotation where it stands ('costs
                # "fell 41% [chunk 1].'): left unclosed.
                if ch in PAIRS[open_ch] and bisect.bisect_left(cite_list, open_pos) == bisect.bisect_left(cite_list, i):
                    pairs.append((open_pos, i, open_ch, ch))
                    if unclosed is not None and (open_pos, open_ch) in unclosed:
                        unclosed.remove((open_pos, open_ch))
                    carried.clear()
                    break
            else:
                depth = -1
            if depth >= 0:
                continue
        if opens:
            if ch in charclasses.APOSTROPHES and prev and charclasses.is_spaced_word_char(prev):
                continue  # students' results: a possessive, not an opening
            stack.append((i, ch))
            if len(stack) > MAX_OPEN:
                if unclosed is not None:
                    unclosed.append(stack[0])
                del stack[0]
    if unclosed is not None:
        unclosed.extend(stack)
    return pairs


def _outermost(spans: List[Tuple[int, int, str, str]]) -> List[Tuple[int, int, str, str]]:
    """Drop every span starting inside an earlier one.

    A quotation nested in another belongs to the outer one; one that starts in
    a blockquote and ends outside it is a mispairing and is dropped too.
    """
    out: List[Tuple[int, int, str, str]] = []
    reach = -1
    for span in sorted(spans, key=lambda s: (s[0], -s[1])):
        if span[0] < reach:
            continue
        out.append(span)
        reach = max(reach, span[1])
    return out


def _blockquotes(text: str) -> List[Tuple[int, int, str, str]]:
    """Each run of consecutive ``>`` lines as (content start, content end, joined text, ""), and
    each HTML blockquote as (text start, text end, text, the tags that end it)."""
    out: List[Tuple[int, int, str, str]] = []
    run: List["re.Match[str]"] = []

    def flush() -> None:
        if not run:
            return
        lines = [m.group(1) for m in run]
        # Nested blockquote markers ("> > text") are part of the same quotation.
        lines = [re.sub(r"^(?:[>\uff1e][ \u3000]?)+", "", line).rstrip() for line in lines]
        while lines and not lines[-1].strip():
            lines.pop()
            run.pop()
        if lines:
            out.append((run[0].start(1), run[-1].end(1), "\n".join(lines), ""))
        run.clear()

    for m in _BLOCKQUOTE_LINE.finditer(text):
        if run and run[-1].end() + 1 != m.start():
            flush()
        run.append(m)
    flush()
    if "<" in text:
        for m in _HTML_BLOCKQUOTE.finditer(text):
            if m.group(1).strip():
                out.append((m.start(1), m.end(1), m.group(1), text[m.end(1) : m.end()]))
        out.sort()
    return out


def strip_markers(text: str, citation_word: Union[None, str, Sequence[str], CitationReader]) -> str:
    """``text`` without its citation markers (as the reader reads them), spaces around them tidied.

    Bare-number markers ("[2]"), the citation word in running text ("data from chunk 2") and
    reference-like forms the reader does not read stay: inside a quotation they are the
    source's own words and reference marks as often as the model's citations (see
    :func:`quoted_marks`).
    """
    parts: List[str] = []
    at = 0
    for mk in reader_for(citation_word).parse(text).markers:
        if not mk.in_brackets:
            continue
        parts.append(text[at : mk.start])
        parts.append(" ")
        at = mk.end
    parts.append(text[at:])
    cleaned = "".join(parts)
    cleaned = _SPACES_BEFORE_PUNCT.sub(r"\1", _MULTI_SPACE.sub(" ", cleaned))
    return _SPACES_BEFORE_NEWLINE.sub("\n", cleaned).strip()


def _markers_after(
    answer: str,
    pos: int,
    markers: Sequence[CitationMarker],
    marker_starts: Sequence[int],
    newline: bool = False,
) -> List[CitationMarker]:
    """The markers starting right after ``pos`` (past a little punctuation).

    With ``newline`` the marker may also open the next line (after a blockquote).
    """
    gap = (_GAP_AFTER_LINE if newline else _GAP_AFTER).match(answer, pos)
    at = gap.end() if gap else pos
    k = bisect.bisect_left(marker_starts, pos)
    found: List[CitationMarker] = []
    # Several markers in a row ("[chunk 2] [chunk 1]", "[2][1]") all belong to it:
    # each is judged by the gap after the one before.
    since = pos
    while k < len(markers) and markers[k].start <= at:
        if markers[k].start >= since and not answer[since : markers[k].start].strip(_GAP_CHARS + "\n"):
            found.append(markers[k])
            since = markers[k].end
            nxt = _BETWEEN_MARKERS.match(answer, markers[k].end)
            at = nxt.end() if nxt else markers[k].end
        k += 1
    return found


def _attributing(answer: str, own: List[CitationMarker], start: int) -> List[CitationMarker]:
    """The markers of a quotation's sentence that attribute it: when they are all the citation
    word in running text and some stand before the quotation, the last of those with the list it
    ends: the ones joined to it by a conjunction ("chunk 2 and chunk 3"), and by commas before
    that ("chunk 1, chunk 2 and chunk 3"). A comma alone before the last one ends a clause, not
    a list: in "Unlike chunk 2, chunk 1 says '...'" and "Chunk 2 does not have it, but chunk 3
    says '...'" the quotation is checked against the last chunk alone. Otherwise all of them.
    Never more chunks than all: it cannot make a quotation verify that would not."""
    if any(mk.form != PHRASE for mk in own):
        return own
    before = [mk for mk in own if mk.end <= start]
    if not before:
        return own
    run = [before[-1]]
    for mk in reversed(before[:-1]):
        between = answer[mk.end : run[0].start].strip(" \t")
        words = between.lstrip(",;").strip(" \t").lower()
        if words in CONJUNCTIONS:
            run.insert(0, mk)  # "chunk 2 and chunk 3", "chunk 2, and chunk 3"
        elif len(run) > 1 and between in (",", ";"):
            run.insert(0, mk)  # a list that ends with a conjunction: "chunk 1, chunk 2 and chunk 3"
        else:
            break
    return run


def _stops_outside(answer: str, markers: Sequence[CitationMarker]) -> List[int]:
    """The sentence ends of ``answer`` that are not inside a citation marker."""
    stops = [m.start() for m in _SENTENCE_END.finditer(answer)]
    if not markers:
        return stops
    spans = sorted((mk.start, mk.end) for mk in markers)
    starts = [a for a, _ in spans]
    kept = []
    for at in stops:
        k = bisect.bisect_right(starts, at) - 1
        if k >= 0 and spans[k][0] < at < spans[k][1] - 1:
            continue
        kept.append(at)
    return kept


def _markers_on_next_line(
    answer: str, pos: int, markers: Sequence[CitationMarker], marker_starts: Sequence[int]
) -> List[CitationMarker]:
    """The markers of the next line when the quotation ends its line and that line holds only
    markers in brackets ('"..."\n(chunk 3)'): the citation of what comes just before it."""
    found = _markers_after(answer, pos, markers, marker_starts, newline=True)
    if not found or "\n" not in answer[pos : found[0].start]:
        return []
    line_end = answer.find("\n", found[0].start)
    line_end = len(answer) if line_end == -1 else line_end
    if found[-1].end > line_end or any(mk.text[:1] not in charclasses.OPENING_BRACKETS for mk in found):
        return []
    rest = answer[found[-1].end : line_end]
    return found if not rest.strip(_GAP_CHARS) else []


#: What may open a line of citations before its markers: a list bullet or a dash, and a label of
#: a few words ending with a colon ("- Source: chunk 1", "\u2014 chunk 1", "Quellen: [1]", "\u51fa\u5178\uff1a[1]").
_CITATION_LINE_LEAD = re.compile(
    rf"[ \t]*(?:[-*+\u2022{char_class(charclasses.DASHES)}][ \t]*)?(?:[^\W\d_][\w.]*(?:[ \t]+[^\W\d_][\w.]*){{0,2}}[ \t]*[:\uff1a][ \t]*)?"
)


def _markers_on_citation_line(
    answer: str, pos: int, markers: Sequence[CitationMarker], marker_starts: Sequence[int]
) -> List[CitationMarker]:
    """The markers of a line of citations after the quotation's line, past one blank line at
    most, when the quotation ends its line: a line holding only markers (read or not), after a bullet, a
    dash or a label ('"..."\nSource: chunk 1', '"..."\n\n\u2014 [1]', '- "..."\n  - Source: chunk 1')."""
    nl = answer.find("\n", pos)
    if nl == -1 or answer[pos:nl].strip(_GAP_CHARS):
        return []
    start = nl + 1
    blank = answer.find("\n", start)
    if blank != -1 and not answer[start:blank].strip():
        start = blank + 1
    line_end = answer.find("\n", start)
    line_end = len(answer) if line_end == -1 else line_end
    lead = _CITATION_LINE_LEAD.match(answer, start, line_end)
    at = lead.end() if lead else start
    k = bisect.bisect_left(marker_starts, at)
    found: List[CitationMarker] = []
    while k < len(markers) and markers[k].end <= line_end:
        mk = markers[k]
        if mk.start != at:
            return []
        found.append(mk)
        nxt = _BETWEEN_MARKERS.match(answer, mk.end)
        at = nxt.end() if nxt else mk.end
        k += 1
    if not found or answer[found[-1].end : line_end].strip(_GAP_CHARS):
        return []
    if answer[found[-1].end : line_end].strip(" \t*_").endswith((":", "\uff1a")):
        return []  # a label of what follows ("- Chunk 2:" before its items), not a citation of what precedes
    return found


def _sentence_bounds(
    answer: str, start: int, end: int, stops: Sequence[int], lines_before: int = 0
) -> Tuple[int, int]:
    """Start and end of the sentence holding ``answer[start:end]``.

    ``lines_before`` extends the start over that many earlier stops (a
    blockquote's sentence includes the line introducing it).
    """
    k = bisect.bisect_left(stops, start)
    k = max(0, k - lines_before)
    left = stops[k - 1] + 1 if k > 0 else 0
    j = bisect.bisect_left(stops, end)
    right = stops[j] + 1 if j < len(stops) else len(answer)
    # Markers written just after the full stop still belong to the sentence.
    m = _TRAILING_MARKERS.match(answer, right)
    if m:
        right = m.end()
    return left, right


def _past_close(answer: str, q: Quotation) -> int:
    """Offset just past the quotation's closing mark (or its end, without one)."""
    if q.close_mark:
        k = answer.find(q.close_mark, q.end, q.end + 4 + len(q.close_mark))
        if k != -1:
            return k + len(q.close_mark)
    return q.end


#: A table cell holding a bare whole number (a chunk id, perhaps): "| 2 |", "| #3 |".
_BARE_ID_CELL = re.compile(r"[ \t*_]*#?\d{1,4}[ \t*_]*")
#: What ends the words that may negate a citation: clause and sentence punctuation, quote marks,
#: brackets, table pipes and line breaks.
_CLAUSE_END = re.compile(
    "["
    + char_class(
        charclasses.TERMINAL_PUNCTUATION
        | charclasses.QUOTE_MARKS
        | charclasses.OPENING_BRACKETS
        | charclasses.CLOSING_BRACKETS
        | charclasses.LINE_BREAKS
        | frozenset("|")
    )
    + "]"
)
_WORD = regex.compile(r"[\p{L}\p{M}\p{N}'\u2019]+")
#: Words before a citation that may negate it ("is not in chunk 1", "isn't from chunk 1"), and
#: after it ("Chunk 1 does not say", "chunk 1 never mentions", "chunk 1 contains no").
NEGATION_WORDS_BEFORE, NEGATION_WORDS_AFTER = 3, 2


class _Negations:
    """Whether a marker is named in a negation: a negation word of the lexicons among the few words
    of its clause right before it ("not in chunk 1", "Unlike chunk 1") or right after it ("Chunk 1
    does not say"), no other marker or quotation between. Judged once per marker."""

    def __init__(
        self,
        answer: str,
        markers: Sequence[CitationMarker],
        quotations: Sequence["Quotation"],
        lang: Optional[str] = None,
    ) -> None:
        self.answer = answer
        self.lang = lang
        self.spans = sorted([(mk.start, mk.end) for mk in markers] + [(q.start, q.end) for q in quotations])
        self.memo: Dict[Tuple[int, int], bool] = {}
        self._context: Optional[str] = None
        self._read: Any = None

    @property
    def context(self) -> str:
        """The answer's own words (its quotations and markers blanked): what tells its language,
        so that a word of another language's negations ("as", Albanian and Spanish) is read as
        the answer's language reads it."""
        if self._context is None:
            parts, at = [], 0
            for a, b in self.spans:
                if a > at:
                    parts.append(self.answer[at:a])
                at = max(at, b)
            parts.append(self.answer[at:])
            self._context = " ".join(" ".join(parts).split())[:400]
        return self._context

    def __call__(self, mk: CitationMarker) -> bool:
        key = (mk.start, mk.end)
        if key not in self.memo:
            self.memo[key] = self._judge(mk)
        return self.memo[key]

    def _judge(self, mk: CitationMarker) -> bool:
        answer = self.answer
        lo = max(0, mk.start - 120)
        for _a, b in self.spans:
            if b <= mk.start and b > lo:
                lo = b
        hi = min(len(answer), mk.end + 120)
        for a, _ in self.spans:
            if a >= mk.end and a < hi:
                hi = a
                break
        before = answer[lo : mk.start]
        ends = list(_CLAUSE_END.finditer(before))
        if ends:
            before = before[ends[-1].end() :]
        after = answer[mk.end : hi]
        first = _CLAUSE_END.search(after)
        if first:
            after = after[: first.start()]
        words = [w.group() for w in _WORD.finditer(before)][-NEGATION_WORDS_BEFORE:]
        if mk.form == BRACKET and not mk.numeric:
            # The words a bracket opens with before its id ("(not chunk 1)", "(except source 2)").
            words += [w.group() for w in _WORD.finditer(lead_text(mk.text))]
        if mk.form == PHRASE:
            # The citation word in running text is a subject ("Chunk 1 does not say"); a bracket
            # stands apart from the words after it ('"..." [chunk 2] is not disputed').
            words += [w.group() for w in _WORD.finditer(after)][:NEGATION_WORDS_AFTER]
        if not words:
            return False
        if self._read is None:
            from spacy_quoteverify.lang.negation import negation_reader

            self._read = negation_reader(self.context, self.lang)
        return bool(self._read(" ".join(words)))


def _table_rows(answer: str) -> List[TableRow]:
    """The body rows of every Markdown table of ``answer``, in text order, each with only the
    cells that may hold a chunk id: not those of a column that numbers the rows, headed by a
    number sign alone ("#", "\u2116", or "No." as the numero sign decomposes)."""
    out: List[TableRow] = []
    for header, body in markdown_tables(answer):
        numbering = {
            k
            for k, (a, b) in enumerate(header.cells)
            if unicodedata.normalize("NFKC", answer[a:b].strip(" \t*_")).casefold().rstrip(".") in _NUMBERING_HEADS
        }
        for row in body:
            out.append(row._replace(cells=tuple(c for k, c in enumerate(row.cells) if k not in numbering)))
    return out


#: A column of row numbers is headed by a sign of number alone: "#", or "No" (NFKC of "\u2116").
_NUMBERING_HEADS = frozenset({"#", unicodedata.normalize("NFKC", "\u2116").casefold()})


def _row_of(rows: Sequence[TableRow], at: int) -> Optional[TableRow]:
    k = bisect.bisect_right([row.start for row in rows], at) - 1
    return rows[k] if k >= 0 and rows[k].start <= at < rows[k].end else None


_ATX_HEADING = re.compile(r"^[ ]{0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$")
_SETEXT_UNDERLINE = re.compile(r"^[ ]{0,3}(=+|-+)[ \t]*$")
#: A line of emphasis alone ("**Chunk 3**", "__From chunk 3:__") or a line ending with a colon
#: ("From chunk 3:", "Chunk 3 says:"): the label of the list or block under it.
_EMPHASIS_LINE = re.compile(r"^[ ]{0,3}(\*\*|__|\*|_)(?=\S)(.+?)\1[ \t]*:?[ \t]*$")
_LABEL_LINE = re.compile(r"^[ \t]*\S.{0,120}[:\uff1a][ \t*_]*$")
#: A line of a list or block under a label: a bullet, a number, a blockquote, a quote mark.
_BLOCK_LINE = re.compile(
    rf"^[ \t]*(?:[-*+\u2022][ \t]|\d{{1,3}}[.)][ \t]|>|[{char_class(frozenset(QUOTE_PAIRS))}])"
)


def _labelled_blocks(answer: str) -> List[Tuple[int, int, int, int]]:
    """(start, end, label start, label end) of the parts of ``answer`` a heading or a label
    names: a Markdown heading's section, up to the next heading of its level or above (an
    ATX "## ..." or a setext heading); a line of emphasis alone, or a line ending with a colon,
    and the list or block right under it (past blank lines, up to the first other line).
    Innermost first: a label before the heading of its section."""
    lines: List[Tuple[int, int]] = []
    at = 0
    fenced = False
    for line in answer.split("\n"):
        fence = line.lstrip().startswith(("```", "~~~"))
        if fence:
            fenced = not fenced
        # A line of code (and a fence) is no heading and no label: kept as an empty line.
        lines.append((at, at + (0 if fenced or fence else len(line))))
        at += len(line) + 1
    headings: List[Tuple[int, int, int]] = []  # (line index, level, end of the title line)
    labels: List[Tuple[int, int, int, int]] = []
    for k, (a, b) in enumerate(lines):
        text = answer[a:b]
        m = _ATX_HEADING.match(text)
        if m:
            headings.append((k, len(m.group(1)), b))
            continue
        if (
            k + 1 < len(lines)
            and text.strip()
            and "|" not in text
            and _SETEXT_UNDERLINE.match(answer[lines[k + 1][0] : lines[k + 1][1]])
            and not _BLOCK_LINE.match(text)
        ):
            headings.append((k, 1 if "=" in answer[lines[k + 1][0] : lines[k + 1][1]] else 2, b))
            continue
        if _EMPHASIS_LINE.match(text) or _LABEL_LINE.match(text):
            # A label that is itself a list item ("- Chunk 3:") holds the items indented under it.
            indent = len(text) - len(text.lstrip(" \t")) if _BLOCK_LINE.match(text) else -1
            j = k + 1
            last = k
            while j < len(lines):
                line = answer[lines[j][0] : lines[j][1]]
                if not line.strip():
                    j += 1
                    continue
                if not _BLOCK_LINE.match(line) and not (line[:1] in " \t" and last > k):
                    break
                if len(line) - len(line.lstrip(" \t")) <= indent:
                    break
                last = j
                j += 1
            if last > k:
                # Only the label's last sentence names the block ("Chunk 1 is on costs. More:").
                ends = [m.end() for m in _SENTENCE_END.finditer(text) if m.end() < len(text.rstrip(" \t*_:\uff1a"))]
                labels.append((lines[k + 1][0], lines[last][1], a + (ends[-1] if ends else 0), b))
    out = list(labels)
    for n, (k, level, title_end) in enumerate(headings):
        end = len(answer)
        for k2, level2, _ in headings[n + 1 :]:
            if level2 <= level:
                end = lines[k2][0]
                break
        out.append((title_end, end, lines[k][0], title_end))
    # Innermost first: labels, then the deepest heading (the latest start).
    heads = sorted(out[len(labels) :], key=lambda t: -t[0])
    return out[: len(labels)] + heads


#: A name and a number, and up to three words (a verb of saying), right before a quotation's
#: opening mark, on its line ("Document 2 says", "Passage 2 states:", "Doc 3 notes,").
_LABEL_BEFORE = regex.compile(
    r"(?<![\p{L}\p{M}\p{N}])(?P<name>\p{Lu}[\p{L}\p{M}]{1,20})\.?[ \t]+\d{1,3}(?![\d.,]?\d)"
    r"(?:[ \t]+[\p{L}\p{M}]{2,20}){1,3}[ \t]*[:,]?[ \t]*$"
)


def _named_by_label(answer: str, q: Quotation) -> bool:
    """Whether a name written as a label, with a number (:data:`_LABEL_BEFORE`), introduces the
    quotation: a capitalised word that is no function word of any language ("The 3 trials
    showed" names nothing), a number of three digits at most (no year)."""
    if q.kind == "blockquote":
        return False
    at = _open_at(answer, q)
    line = answer.rfind("\n", 0, at) + 1
    m = _LABEL_BEFORE.search(answer, max(line, at - 120), at)
    if m is None:
        return False
    from spacy_quoteverify.lang.guess import function_word_anywhere

    return not function_word_anywhere(m.group("name"))


def attach_citations(
    answer: str,
    quotations: List[Quotation],
    markers: Sequence[CitationMarker],
    lang: Optional[str] = None,
) -> List[Quotation]:
    """Give each quotation the citation markers that belong to it.

    A marker right after the quotation (or ending its text) wins, on its line or alone on the
    next line ('"..."\n(chunk 3)'); otherwise every marker of the quotation's sentence that is
    not right after another quotation; otherwise the markers of the next quotation of its
    sentence, when no marker stands between them: a citation after several quotations covers
    each of them ('"A" and "B" [chunk 3]'). A full stop inside a marker ("Chunk no. 3",
    "[chunk 3, p. 4]") ends no sentence.

    answer (str): The answer text.
    quotations (List[Quotation]): Quotations found in it (their ``markers`` are filled in place).
    markers (Sequence[CitationMarker]): Citation markers of the answer, in text order.
    lang (Optional[str]): The answer's language, when known: the negations that keep a marker from
        being a quotation's citation ("'...' is not in chunk 1") are read in it (and in the
        language the answer's own words are found in).
    """
    markers = sorted(markers, key=lambda mk: mk.start)
    marker_starts = [mk.start for mk in markers]
    stops: Optional[List[int]] = None  # sentence ends, read when a quotation has no marker right after it
    claimed: Dict[int, None] = {}
    close_at = {id(q): _past_close(answer, q) for q in quotations}
    negated = _Negations(answer, markers, quotations, lang)
    rows = _table_rows(answer) if "|" in answer else []
    # A string of a JSON object takes the object's citing members and no other marker.
    in_object = _object_citations(answer, quotations, markers) if "{" in answer else set()
    for q in quotations:
        if q.markers or id(q) in in_object:
            for mk in q.markers:
                claimed[mk.start] = None
            continue
        after = _markers_after(
            answer, close_at[id(q)], markers, marker_starts, newline=q.kind == "blockquote"
        )
        if not after:
            after = _markers_on_next_line(answer, close_at[id(q)], markers, marker_starts)
        if not after:
            after = _markers_on_citation_line(answer, close_at[id(q)], markers, marker_starts)
        if after:
            q.markers = after
            q.cite_scope = "after"
            for mk in after:
                claimed[mk.start] = None
    for q in quotations:
        row = _row_of(rows, q.start) if rows and not q.markers and id(q) not in in_object else None
        if row is not None:
            # In a table row, the row's markers and no others; a bare number in another cell may
            # be a chunk id under a column the reader does not know.
            own = [mk for mk in markers if row.start <= mk.start and mk.end <= row.end and not (q.start <= mk.start < q.end)]
            if own:
                q.markers, q.cite_scope = own, "row"
                for mk in own:
                    claimed[mk.start] = None
            elif any(_BARE_ID_CELL.fullmatch(answer, a, b) for a, b in row.cells if not (a <= q.start < b)):
                q.unattributed = "table"
    for q in quotations:
        if q.markers or q.unattributed or id(q) in in_object:
            continue
        if stops is None:
            stops = _stops_outside(answer, markers)
        left, right = _sentence_bounds(
            answer, q.start, close_at[id(q)], stops, lines_before=1 if q.kind == "blockquote" else 0
        )
        lo = bisect.bisect_left(marker_starts, left)
        hi = bisect.bisect_left(marker_starts, right)
        own = [
            markers[k]
            for k in range(lo, hi)
            if markers[k].start not in claimed and not (q.start <= markers[k].start < q.end)
        ]
        if own:
            kept = [mk for mk in own if not negated(mk)]
            if not kept:
                q.unattributed = "negated"
                continue
            q.markers = _attributing(answer, kept, q.start)
            q.cite_scope = "sentence"
    # A quotation still without a citation takes that of the next quotation of its sentence
    # (read from the last, so '"A", "B" and "C" [chunk 3]' gives all three chunk 3).
    order = sorted(quotations, key=lambda q: q.start)
    for k in range(len(order) - 2, -1, -1):
        q, nxt = order[k], order[k + 1]
        if q.markers or q.unattributed or id(q) in in_object or not nxt.markers or nxt.cite_scope in ("inside", "row", "object"):
            continue
        if stops is None:
            stops = _stops_outside(answer, markers)
        # No sentence end from the quotation's own last character on ('"It fell." Then "B" [chunk 3]'),
        # and no marker between the two.
        k = bisect.bisect_left(stops, max(q.start, q.end - 1))
        between = bisect.bisect_left(marker_starts, nxt.start) - bisect.bisect_left(marker_starts, q.end)
        if (k == len(stops) or stops[k] >= nxt.start) and between == 0:
            q.markers = list(nxt.markers)
            q.cite_scope = "sentence"
    # A quotation still without a citation right after a name and a number ("Document 2 says
    # "...", "Passage 2 states: "..."") may come from the document so numbered: its citation is
    # no form the reader reads, so it is checked against every source but never verified.
    for q in quotations:
        if not q.markers and not q.unattributed and id(q) not in in_object and _named_by_label(answer, q):
            q.unattributed = "label"
    # A quotation still without a citation takes that of the heading of its section, or of the
    # label line that opens the list or block it stands in ("## From chunk 3", "**Chunk 3:**").
    blocks: Optional[List[Tuple[int, int, int, int]]] = None
    for q in quotations:
        if q.markers or q.unattributed or id(q) in in_object:
            continue
        if blocks is None:
            blocks = _labelled_blocks(answer)
        for start, end, line_start, line_end in blocks:
            if not (start <= q.start < end):
                continue
            if any(line_start <= other.start < line_end for other in quotations):
                continue  # a heading or label holding a quotation: its markers are that quotation's
            own = [mk for mk in markers if line_start <= mk.start and mk.end <= line_end]
            if not own:
                continue
            kept = [mk for mk in own if not negated(mk)]
            if kept:
                q.markers, q.cite_scope = kept, "heading"
            else:
                q.unattributed = "negated"
            break
    # A marker right after a quotation or in its sentence that a negation names ("'...' is not in
    # chunk 1") is no citation of it.
    for q in quotations:
        if q.cite_scope in ("after", "row") and q.markers:
            kept = [mk for mk in q.markers if not negated(mk)]
            if not kept:
                q.unattributed = "negated"
            q.markers = kept
    for q in quotations:
        seen: Dict[str, None] = {}
        q.cited = []
        for mk in q.markers:
            for cid in mk.ids:
                key = repr(cid)
                if key not in seen:
                    seen[key] = None
                    q.cited.append(cid)
    return quotations


def _object_citations(answer: str, quotations: List[Quotation], markers: Sequence[CitationMarker]) -> Set[int]:
    """Give each quotation written as a string of a JSON object (:func:`json_objects`) the
    citing members (:data:`FIELD` markers) of the innermost object around it that has any
    ('{"quote": "...", "chunk_id": 2}', '{"source": 2, "quotes": ["...", "..."]}'); the ids
    (``id``) of the quotations inside an object, which take no other marker: the members of
    the objects beside it ('[{"quote": "A", "chunk": 1}, {"quote": "B", "chunk": 2}]') and the
    text around it are no citation of it."""
    fields = [mk for mk in markers if mk.form == FIELD]
    by_object: Dict[Tuple[int, int], List[CitationMarker]] = {}
    for mk in fields:
        held = json_object_at(answer, mk.start, mk.end)
        if held is not None:
            by_object.setdefault(held, []).append(mk)
    objects, up = json_objects(answer), json_parents(answer)
    parents = {span: (objects[k] if k >= 0 else None) for span, k in zip(objects, up)}
    inside: Set[int] = set()
    for q in quotations:
        if q.markers:
            continue
        held = json_object_at(answer, q.start, q.end)
        if held is None:
            continue
        inside.add(id(q))
        q.cite_scope = "object"
        while held is not None and held not in by_object:
            held = parents[held]
        if held is not None:
            q.markers = by_object[held]
    return inside


def _json_syntax(answer: str, markers: Sequence[CitationMarker]) -> Tuple[Set[Tuple[int, int]], List[Tuple[int, int]]]:
    """What quote marks enclose in JSON that is no quoted text: the names of members (their
    spans, marks included) and the citing members (:data:`FIELD` markers: '"chunk_id": "2"')."""
    if "{" not in answer:
        return set(), []
    return {m.key_span for m in json_members(answer)}, [(mk.start, mk.end) for mk in markers if mk.form == FIELD]


def find_quotations(
    answer: str,
    *,
    min_chars: int = 12,
    min_words: int = 3,
    min_chars_unspaced: int = 6,
    quote_marks: bool = True,
    blockquotes: bool = True,
    citation_word: Union[None, str, Sequence[str], CitationReader] = None,
    markers: Optional[Sequence[CitationMarker]] = None,
    skipped: Optional[List[Quotation]] = None,
    lang: Optional[str] = None,
) -> List[Quotation]:
    """Every quotation of ``answer``, in text order, with its citations.

    A quoted text is a quotation when it is long enough (see :func:`long_enough`),
    holds a number (a figure is always checked) or a negation of the answer's
    languages, is cited right after its closing mark, or is joined to a
    neighbouring quotation by an elision mark. The other candidates are left out, each with
    ``skipped`` set to its reason, and appended to ``skipped`` when given.

    answer (str): The answer text.
    min_chars (int): Characters that make a quotation long enough.
    min_words (int): Words that make a quotation long enough.
    min_chars_unspaced (int): Characters needed for text in unspaced scripts.
    quote_marks (bool): Find text between paired quote marks.
    blockquotes (bool): Find markdown blockquotes.
    citation_word (Union[None, str, Sequence[str], CitationReader]): Word(s) opening a citation marker, or a
        :class:`CitationReader` (None: the default reader; see :func:`parse_citations`).
    markers (Optional[Sequence[CitationMarker]]): Markers already parsed from ``answer`` (saves parsing twice).
    skipped (Optional[List[Quotation]]): A list receiving the candidates left out.
    lang (Optional[str]): The answer's language, when known (see :func:`attach_citations`).
    """
    if not isinstance(answer, str):
        raise TypeError(must_be("answer", "a str", answer))
    for name, value in (("min_chars", min_chars), ("min_words", min_words), ("min_chars_unspaced", min_chars_unspaced)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise TypeError(must_be(name, "a non-negative int", value, None))
    if markers is None:
        markers = reader_for(citation_word).parse(answer).markers
    markers = sorted(markers, key=lambda mk: mk.start)
    marker_starts = [mk.start for mk in markers]

    candidates: List[Quotation] = []
    spans: List[Tuple[int, int, str, str]] = []
    unclosed: List[Tuple[int, int, str]] = []
    block_text: Dict[int, str] = {}
    #: Where each pair of quote marks starts and ends in the answer, by the span of its text.
    edges: Dict[Tuple[int, int], Tuple[int, int]] = {}
    if blockquotes:
        for start, end, text, close in _blockquotes(answer):
            spans.append((start, end, ">", close))
            block_text[start] = text
    if quote_marks:
        # A quote mark right before a marker the reader reads closes ('"text"[chunk 1]'); one
        # before a reference-like form closes when a quotation is open; the citation word in
        # running text or a footnote mark may start a quoted text ('"Chunk 2 holds it"').
        # A marker followed on its line by words is no sentence end: it starts the quoted text
        # ('"[2] the drug did…"': the source's reference number, or the model's citation put
        # inside), and a quotation never found is a quotation never checked.
        read = [mk.start for mk in markers if mk.form == BRACKET and not _WORDS_AFTER.match(answer, mk.end)]
        referenced = [mk.start for mk in markers if mk.form == REFERENCE and mk.text[:1] in charclasses.OPENING_BRACKETS]
        names, fields = _json_syntax(answer, markers)
        for open_pos, start, end, close_end, open_mark, close_mark in _pair_quote_marks(answer, read, referenced, unclosed):
            if (open_pos, close_end) in names or any(a <= open_pos < b for a, b in fields):
                continue  # a JSON member's name, or the id of a citing member: no quoted text
            spans.append((start, end, open_mark, close_mark))
            edges[start, end] = (open_pos, close_end)
    for start, end, open_ch, close_ch in _outermost(spans):
        if open_ch == ">":
            raw = block_text[start]
            q = Quotation(start, end, raw, kind="blockquote", close_mark=close_ch)
        else:
            # The inner span leaves out the spaces some languages put inside marks.
            inner = answer[start:end]
            lead = len(inner) - len(inner.lstrip())
            trail = len(inner) - len(inner.rstrip())
            if lead + trail >= len(inner):
                continue
            q = Quotation(start + lead, end - trail, inner.strip(), open_mark=open_ch, close_mark=close_ch)
            if (start, end) in edges:
                q.text = _with_glued_figure(answer, q.text, *edges[start, end])
        inside = markers[bisect.bisect_left(marker_starts, start) : bisect.bisect_left(marker_starts, end)]
        own = [mk for mk in inside if mk.in_brackets]
        if own:
            # A marker with a citation word inside the quoted text is the model's,
            # not the source's; a bare number stays part of the text.
            q.text = strip_markers(q.text, citation_word)
            q.markers, q.cite_scope = own, "inside"
        if q.text.strip():
            candidates.append(q)
    # A short candidate joined to its neighbour by an elision mark ('"The drug" …
    # "reduce mortality"'), or by nothing but white space (「この薬は死亡率を」「低下させた」:
    # the answer writes one quotation in two pieces), is part of one quotation, so it is
    # checked too: a piece the source does not hold must not pass as a scare quote.
    joined: Dict[int, None] = {}
    for i, j, between in quotation_gaps(answer, candidates, markers):
        marked = bool(ELISION_RE.search(between)) and bool(_GAP_ONLY_PUNCT.fullmatch(between))
        if (marked or not between.strip()) and long_enough(
            candidates[i].text + " " + candidates[j].text, min_chars, min_words, min_chars_unspaced
        ):
            joined[i] = joined[j] = None
    found: List[Quotation] = []
    negations = _NegationReader(answer, lang)
    numbers = _NumberWordReader(answer, lang)
    for k, q in enumerate(candidates):
        if (
            k in joined
            or has_number(q.text)
            or long_enough(q.text, min_chars, min_words, min_chars_unspaced)
            or _cited_right_after(answer, q, markers, marker_starts)
            or negations.holds(q.text)
            or numbers.holds(q.text)
        ):
            found.append(q)
        elif skipped is not None:
            q.skipped = reasons.TOO_SHORT
            skipped.append(q)
    if skipped is not None:
        skipped.extend(_unclosed_figures(answer, unclosed, _outermost(spans), marker_starts))
        skipped.extend(_unquoted_figures(answer, candidates, markers, marker_starts))
        skipped.extend(_lookalike_quotations(answer, candidates, markers, marker_starts))
    in_text = {(mk.start, mk.end) for mk in quoted_marks(candidates, markers)}
    return attach_citations(answer, found, [mk for mk in markers if (mk.start, mk.end) not in in_text], lang)


#: What continues a figure after the closing mark ('"rose by 40"%', '"40",000', '"4".5%',
#: '「增长5」亿'): a digit or a character with a numeric value (CJK numerals), a sign or symbol
#: (Unicode's S* categories: currency, math, degree), a percent or per-mille sign, a prime; a
#: decimal or group separator only before a digit. Not a footnote mark glued to the closing mark
#: (a superscript or enclosed number, "^1", "<sup>1</sup>": the answer's own note).
_FIGURE_AFTER = regex.compile(
    rf"(?![{char_class(_FOOTNOTE_CHARS)}^<])(?:[\p{{N}}\p{{S}}%\u2030\u2031\u2032\u2033]|[.,'\u2019\u00a0\u202f\u2009](?=\p{{N}}))"
    rf"(?:(?![{char_class(_FOOTNOTE_CHARS)}^<])(?:[\p{{N}}\p{{S}}%\u2030\u2031\u2032\u2033]|[.,'\u2019\u00a0\u202f\u2009](?=\p{{N}})))*"
)
#: What opens a figure before the opening mark ('\u2212"5 \u00b0C"', '~"40%"', '$"5 million"'): a
#: sign or symbol, a dash, a tilde, a digit, standing after no letter (a hyphen after a word
#: joins a compound: 'well-"known"').
_FIGURE_BEFORE = regex.compile(r"(?<![\p{L}\p{M}])[\p{N}\p{S}\p{Pd}~]+$")


def _with_glued_figure(answer: str, text: str, open_pos: int, close_end: int) -> str:
    """``text``, quoted between the marks at ``open_pos`` and ending at ``close_end``, with the
    part of its figure the answer glues to the outside of the marks: a reader reads '\u2212"5 \u00b0C
    at night"' as "\u22125 \u00b0C at night" and '"rose by 40"%' as "rose by 40%", so that is what is
    checked (the figure inside alone would pass a source that writes no sign or percent). Only a
    text that starts (or ends) with a figure takes what is glued before (or after) it.

    >>> _with_glued_figure('Costs were \u2212"5 \u00b0C" [1].', "5 \u00b0C", 12, 18)
    '\u22125 \u00b0C'
    >>> _with_glued_figure('It "rose by 40"% in Q1.', "rose by 40", 3, 15)
    'rose by 40%'
    >>> _with_glued_figure('A well-"known" fact.', "known", 7, 14)
    'known'
    """
    if regex.match(r"[\p{N}.,]", text):
        m = _FIGURE_BEFORE.search(answer, max(0, open_pos - 16), open_pos)
        if m is not None:
            text = m.group() + text
    if text[-1:].isdigit() or (text and unicodedata.category(text[-1]) == "Nd"):
        m = _FIGURE_AFTER.match(answer, close_end)
        k = m.end() if m is not None else close_end
        if k > close_end and unicodedata.category(answer[k - 1])[0] == "S":
            # A unit written on a symbol ('"40"\u00b0C'): its letters too.
            while k < len(answer) and unicodedata.category(answer[k])[0] in "LM":
                k += 1
        # CJK numerals glued after ('「增长5」亿'): letters with a numeric value.
        while k < len(answer) and answer[k].isalpha() and unicodedata.numeric(answer[k], None) is not None:
            k += 1
        text += answer[close_end:k]
    return text


def _cited_right_after(answer: str, q: Quotation, markers: Sequence[CitationMarker], marker_starts: Sequence[int]) -> bool:
    """Whether a citation marker stands right after the closing mark of ``q`` (spaces between at
    most; punctuation, emphasis marks or a bracket too): the answer says the chunk holds these
    words, so they are checked however short they are ('"did reduce" [chunk 1]', '"safe". [1]').
    A marker after other words cites the sentence, not the scare quote inside it ('a "smart" move
    [chunk 1]')."""
    k = bisect.bisect_left(marker_starts, q.end)
    if k >= len(markers) or q.kind != "quote_marks":
        return False
    between = answer[q.end : markers[k].start].strip()
    if q.close_mark and between.startswith(q.close_mark):
        between = between[len(q.close_mark) :]
    # Punctuation, emphasis marks or a bracket may stand between ('"safe". [1]', '**"safe"** [1]',
    # '"safe" ([1])'); a word or a line break may not.
    return _CITED_AFTER_MARK.fullmatch(between) is not None


#: What may stand between a short quotation's closing mark and the citation that cites it.
_CITED_AFTER_MARK = regex.compile(r"[^\p{L}\p{N}\n]{0,6}")


class _NumberWordReader:
    """Whether a short quoted text holds a number word of the answer's languages ("six deaths",
    "cinq morts"): a figure written in words is a figure, checked however short it is. The words
    are those of the languages the negation lexicons read the answer in (:func:`negation.text_languages`:
    the named one, the one the detector finds); not every language's, since "set", "pet" and "un"
    are numbers of one language and words of another; nor the words for one, articles and pronouns
    as often. Read once per answer, when a short text has letters at all."""

    def __init__(self, answer: str, lang: Optional[str]) -> None:
        self.answer, self.lang = answer, lang
        self._words: Optional[FrozenSet[str]] = None

    def holds(self, text: str) -> bool:
        if not _LETTERS_RE.search(text):
            return False
        if self._words is None:
            from spacy_quoteverify.lang import lexicons
            from spacy_quoteverify.lang.negation import text_languages

            words: Set[str] = set()
            for code in text_languages(self.answer, self.lang) or ((self.lang,) if self.lang else ()):
                try:
                    # Not "one": the article and pronoun of many languages ("the right one", "ein").
                    words |= {w for w, value in lexicons.number_words(code).items() if value != 1}
                except (ValueError, KeyError, LookupError):
                    continue  # no number words for the language
            self._words = frozenset(words)
        from spacy_quoteverify.lang.lexicons import word_key

        return any(word_key(w) in self._words for w in _LETTERS_RE.findall(text))


_LETTERS_RE = regex.compile(r"\p{L}[\p{L}\p{M}]*")


class _NegationReader:
    """Whether a short quoted text holds a negation, read by the languages of the answer (as the
    words around a citation are): a quoted "not safe" states the opposite of "safe", so it is
    checked however short it is. The languages are read once per answer, and only when a text
    may hold a negation at all."""

    def __init__(self, answer: str, lang: Optional[str]) -> None:
        self.answer, self.lang = answer, lang
        self._read: Optional[Callable[[str], List[str]]] = None

    def holds(self, text: str) -> bool:
        if self._read is None:
            from spacy_quoteverify.lang.negation import negation_reader

            self._read = negation_reader(self.answer, self.lang)
        return bool(self._read(text))


def _unclosed_figures(
    answer: str,
    unclosed: Sequence[Tuple[int, int, str]],
    spans: Sequence[Tuple[int, int, str, str]],
    marker_starts: Sequence[int],
) -> List[Quotation]:
    """The texts opened by a quote mark never closed that hold a figure, each up to the end of
    its paragraph, the next quotation or the next citation marker ('costs "fell 41% [chunk
    1].': a marker's number is no figure of the text), with ``skipped`` set
    to ``"unclosed"``: where the quotation ends is unknown, so it is not checked, and a figure
    in it keeps ``doc._.quotes_verified`` from True. Marks that also write apostrophes ("'90s",
    "’twas") are left out, as are marks inside a quotation or blockquote (checked with it)."""
    out: List[Quotation] = []
    # Where an unclosed text ends at the latest: a paragraph break, the opening mark of the next
    # quotation (one before its text), a citation marker.
    stops = sorted(
        [m.start() for m in charclasses.paragraph_breaks(answer)]
        + [start - 1 for start, _, _, _ in spans]
        + list(marker_starts)
    )
    for pos, after, mark in sorted(set(unclosed)):
        if mark in charclasses.APOSTROPHES or any(a <= pos < b for a, b, _, _ in spans):
            continue
        if pos > 0 and answer[pos - 1].isalpha():
            continue  # glued to a word: an acronym's mark as often as a quotation's ('ארה"ב')
        k = bisect.bisect_right(stops, pos)
        inner = answer[after : stops[k] if k < len(stops) else len(answer)]
        if not has_number(inner) or not inner.strip():
            continue
        lead = len(inner) - len(inner.lstrip())
        start = after + lead
        out.append(
            Quotation(start, start + len(inner.strip()), inner.strip(), open_mark=answer[pos:after], skipped=reasons.UNCLOSED)
        )
    return out


#: Text written in a form that is no quotation: Markdown code (a span of backticks, a fenced
#: block, a block indented four spaces after a blank line) and HTML's code, preformatted text and
#: title of a work (``<cite>``).
_UNQUOTED = re.compile(
    r"(?P<fence>^[ ]{0,3}(?P<f>`{3,}|~{3,})[^\n]*\n)(?P<block>.*?)^[ ]{0,3}(?P=f)[ \t]*$"
    r"|(?<=\n\n)(?P<indented>(?:(?:[ ]{4}|\t)[^\n]*(?:\n|$))+)"
    r"|(?<!`)(?P<ticks>`+)(?!`)(?P<span>[^`\n](?:[^\n]*?[^`\n])?)(?<!`)(?P=ticks)(?!`)"
    r"|<(?P<tag>code|pre|cite|kbd|samp)\b[^<>]{0,2000}>(?P<element>.*?)</(?P=tag)\s*>",
    re.MULTILINE | re.DOTALL | re.IGNORECASE,
)


def _unquoted_figures(
    answer: str, candidates: Sequence[Quotation], markers: Sequence[CitationMarker], marker_starts: Sequence[int]
) -> List[Quotation]:
    """The texts written in a form that is no quotation (:data:`_UNQUOTED`) that hold a figure and
    are cited right after them, as a quotation is (a marker after them, on their line or on the
    next), with ``skipped`` set to ``"not_quoted"``: whether such a text quotes the source is unknown,
    so it is not checked, but never passed over in silence. A text holding a quotation (a quoted
    text in a code span is read) or a citation marker (``<cite>chunk 2</cite>``) is left out."""
    if "`" not in answer and "~~~" not in answer and "<" not in answer and "\n\n    " not in answer and "\n\n\t" not in answer:
        return []
    out: List[Quotation] = []
    for m in _UNQUOTED.finditer(answer):
        name = next(g for g in ("block", "indented", "span", "element") if m.group(g) is not None)
        start, end = m.span(name)
        inner = answer[start:end]
        if not has_number(inner) or not inner.strip():
            continue
        if any(start <= q.end and q.start <= end for q in candidates):
            continue
        k = bisect.bisect_left(marker_starts, m.start())
        if k < len(markers) and markers[k].start < m.end():
            continue
        after = (
            _markers_after(answer, m.end(), markers, marker_starts)
            or _markers_on_next_line(answer, m.end(), markers, marker_starts)
            or _markers_on_citation_line(answer, m.end(), markers, marker_starts)
        )
        if not after:
            continue
        lead = len(inner) - len(inner.lstrip())
        text = inner.strip()
        q = Quotation(start + lead, start + lead + len(text), text, kind="code" if name != "element" or m.group("tag").lower() != "cite" else "cite")
        q.skipped = reasons.NOT_QUOTED
        out.append(q)
    return out


#: What looks like a quote mark: every quote mark (:data:`charclasses.QUOTE_MARKS`, the backtick
#: left out: it writes code), every initial and final punctuation of Unicode (Pi, Pf: the
#: editorial marks "\u2e02\u2e03", "\u2e0c\u2e0d"), and the letters confusable with an apostrophe
#: (:data:`charclasses.APOSTROPHE_LOOKALIKES`: the \u02bbokina).
_LOOKALIKE_CLASS = char_class((charclasses.QUOTE_MARKS | charclasses.APOSTROPHE_LOOKALIKES) - {"`", "\uff40"}) + r"\p{Pi}\p{Pf}"
#: A text on one line between two such marks, each standing at the edge of a word: the first
#: before a letter or figure and after none, the second after the text's last character and
#: before no letter or figure.
_LOOKALIKE_QUOTATION = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}\p{{M}}])(?P<open>[{_LOOKALIKE_CLASS}]{{1,2}})(?P<text>[\p{{L}}\p{{N}}][^\n]{{0,400}}?(?<=[^\s]))"
    rf"(?P<close>[{_LOOKALIKE_CLASS}]{{1,2}})(?![\p{{L}}\p{{N}}\p{{M}}])",
    regex.V1,
)


def _lookalike_quotations(
    answer: str, candidates: Sequence[Quotation], markers: Sequence[CitationMarker], marker_starts: Sequence[int]
) -> List[Quotation]:
    """The texts between marks that look like quote marks but make no pair the reader reads
    (two opening marks "\u2018\u2026\u2018", acute accents "\u00b4\u2026\u00b4", "\u02bb\u2026\u02bc", primes, editorial marks),
    cited right after their second mark as a quotation is: with ``skipped`` set to ``"not_quoted"``.
    Whether the answer quotes the source with them is unknown, so they are not checked, and never
    passed over in silence (``doc._.quotes_verified`` is not True). A text holding or held by a
    quotation read is left out."""
    if not markers:
        return []
    out: List[Quotation] = []
    for m in _LOOKALIKE_QUOTATION.finditer(answer):
        start, end = m.span("text")
        if any(m.start() <= q.end and q.start <= m.end() for q in candidates):
            continue
        if not _markers_after(answer, m.end(), markers, marker_starts):
            continue
        q = Quotation(start, end, answer[start:end], open_mark=m.group("open"), close_mark=m.group("close"))
        q.skipped = reasons.NOT_QUOTED
        out.append(q)
    return out


def quoted_marks(quotations: Sequence[Quotation], markers: Sequence[CitationMarker]) -> List[CitationMarker]:
    """The markers written inside quoted texts that are part of the quoted text: bare numbers
    ("[2]"), the citation word in running text, reference-like forms the reader does not read.

    Sources number their references the same way ("as shown [1] the rate
    rose"), so such a mark inside a quotation is part of the quoted text, not
    a citation of the answer.
    """
    spans = sorted((q.start, q.end) for q in quotations)
    starts = [start for start, _ in spans]
    out = []
    for mk in markers:
        if mk.in_brackets:
            continue
        k = bisect.bisect_right(starts, mk.start) - 1
        if k >= 0 and spans[k][0] <= mk.start < spans[k][1]:
            out.append(mk)
    return out


#: A number of any script (decimal digits, superscripts, fractions, numerals):
#: a quoted figure is always checked, however short.
_NUMBER_CHAR = regex.compile(r"[[\p{N}\p{Numeric_Type=Numeric}]--[\u4e00]]", regex.V1)
_GAP_ONLY_PUNCT = regex.compile(r"[\s\p{P}\p{S}]*")


def has_number(text: str) -> bool:
    """Whether ``text`` holds a figure: a number character of any script (a digit, a fraction, a
    Han numeral such as 五). Not 一, which is inside as many words as it counts (统一, 一番), nor a
    number word: "set", "pet" and "un" are numbers of one language and words of another.

    >>> has_number("fell 40%"), has_number("五人死亡"), has_number("统一"), has_number("smart")
    (True, True, False, False)
    """
    return _NUMBER_CHAR.search(text) is not None


def _open_at(answer: str, q: Quotation) -> int:
    """Offset of the quotation's opening mark (its start, without one)."""
    if q.open_mark:
        k = answer.rfind(q.open_mark, max(0, q.start - 4 - len(q.open_mark)), q.start)
        if k != -1:
            return k
    return q.start


def quotation_pairs(
    answer: str, quotations: Sequence[Quotation], markers: Sequence[CitationMarker] = ()
) -> List[Tuple[int, int, bool]]:
    """Neighbouring quotations of an answer, to be read together.

    Returns ``(i, i + 1, marked)`` for each pair of consecutive quotations (in
    text order, blockquotes left out): ``marked`` is True when the answer joins
    them by an elision mark with nothing but punctuation and citation markers
    around it. Whether a pair is one quotation with words left out is decided
    against the source (see the component): pieces of one sentence of the
    source are, wherever the answer writes them.

    >>> answer = '"The drug did" … "reduce mortality" [chunk 1]'
    >>> quotation_pairs(answer, find_quotations(answer, min_chars=0))
    [(0, 1, True)]
    """
    return [
        (i, j, bool(ELISION_RE.search(between)) and bool(_GAP_ONLY_PUNCT.fullmatch(between)))
        for i, j, between in quotation_gaps(answer, quotations, markers)
    ]


def quotation_gaps(
    answer: str, quotations: Sequence[Quotation], markers: Sequence[CitationMarker] = ()
) -> List[Tuple[int, int, str]]:
    """``(i, i + 1, between)`` for each pair of consecutive quotations (blockquotes left out):
    the answer's text from past the first's closing mark to the second's opening mark, with
    the citation markers in it blanked (they are not words of the answer).

    >>> answer = '"The drug did" [chunk 1] "reduce"'
    >>> from spacy_quoteverify.answer.citations import parse_citations
    >>> quotation_gaps(answer, find_quotations(answer, min_chars=0), parse_citations(answer).markers)
    [(0, 1, '           ')]
    """
    spans = sorted((mk.start, mk.end) for mk in markers)
    starts = [start for start, _ in spans]
    out: List[Tuple[int, int, str]] = []
    for i in range(len(quotations) - 1):
        a, b = quotations[i], quotations[i + 1]
        if a.kind == "blockquote" or b.kind == "blockquote":
            continue
        lo, hi = _past_close(answer, a), _open_at(answer, b)
        if hi < lo:
            continue
        gap = list(answer[lo:hi])
        for k in range(max(0, bisect.bisect_left(starts, lo) - 1), bisect.bisect_left(starts, hi)):
            start, end = spans[k]
            for pos in range(max(start, lo), min(end, hi)):
                gap[pos - lo] = " "
        out.append((i, i + 1, "".join(gap)))
    return out
