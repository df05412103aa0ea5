"""Reading citation markers such as ``[chunk 3]`` in a model's answer.

A marker is a bracket that opens with the citation word (``chunk`` by default,
configurable for other wordings and languages) followed by one or more ids:

>>> parse_citations("Revenue rose [chunks 1-3, and 5].", known_ids=[1, 2, 3]).cited
[1, 2, 3, 5]

Ids are 1-based positions of the chunks sent to the model, so any id outside
``known_ids`` is reported as ``unknown``. A bracket that opens like a citation
but whose ids cannot be read (``[chunk nine]``, ``[chunks 1 to 7]``) is reported
as ``unparsed``: either makes the answer only partly supported.

Everything here is a single left-to-right pass: the marker regex has no nested
quantifiers and the body of a marker cannot contain another bracket, so each
character is examined a bounded number of times whatever the input.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple, Union

CitationId = Union[int, str]

#: Ranges longer than this are not expanded: only their two ends are kept.
MAX_RANGE = 1000

#: Longest marker body read; a longer bracket is reported as unparsed.
MAX_MARKER_CHARS = 400

OPEN_BRACKETS = "[【［"
CLOSE_BRACKETS = "]】］"
_DASHES = "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d"

#: Words joining ids in a list ("1, 2 and 9"); lower case.
CONJUNCTIONS = frozenset(
    "and or & und oder et ou y o e en i и или και ή ve veya و או और और/या 和 与 及 或 および と 및".split()
)

#: Words that make a bracket unreadable when they follow an id: spelled ranges and
#: spelled numbers are exactly what a reader could misread, so they are refused.
UNREADABLE_WORDS = frozenset(
    """to through thru till until bis à a al au hasta fino до по 到 至 から ~ ～
    zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty
    hundred first second third""".split()
)


class CitationMarker(NamedTuple):
    """One bracketed citation found in a text.

    Args:
        start: Offset of the opening bracket.
        end: Offset just past the closing bracket (or past the read body when the
            bracket never closes).
        text: The marker as written.
        ids: The ids it cites, in the order written (empty when unparsed).
        parsed: False when the bracket opens like a citation but cannot be read.
    """

    start: int
    end: int
    text: str
    ids: Tuple[CitationId, ...] = ()
    parsed: bool = True


@dataclass
class Citations:
    """All citations of a text.

    Args:
        cited: Every id cited, in order of first appearance.
        unknown: Cited ids absent from the known ids, in order of first appearance.
        unparsed: Raw text of each marker that could not be read.
        markers: Every marker, in text order.
    """

    cited: List[CitationId] = field(default_factory=list)
    unknown: List[CitationId] = field(default_factory=list)
    unparsed: List[str] = field(default_factory=list)
    markers: List[CitationMarker] = field(default_factory=list)

    @property
    def partial(self) -> bool:
        """True when some citation points nowhere or cannot be read."""
        return bool(self.unknown or self.unparsed)


def _words_pattern(word: Union[str, Sequence[str]]) -> str:
    if isinstance(word, str):
        words = [word]
    elif isinstance(word, (list, tuple)) and all(isinstance(w, str) for w in word):
        words = list(word)
    else:
        raise TypeError(
            f"word must be a str or a list of str, got {type(word).__name__}: {word!r}"
        )
    words = [w.strip() for w in words if w.strip()]
    if not words:
        raise ValueError("word must name at least one citation word, got an empty value")
    # Longest first so "chunks" is not cut to "chunk" + "s" by an alternative.
    alternatives = sorted({re.escape(w) for w in words}, key=len, reverse=True)
    # An optional plural "s"; the word must not run on into more letters
    # ("[chunky bacon]" is not a citation) but may be glued to a digit ("[chunk3]").
    return "(?:" + "|".join(alternatives) + ")s?(?![^\\W\\d_])"


_COMPILED: Dict[Tuple[str, ...], Tuple["re.Pattern[str]", "re.Pattern[str]", "re.Pattern[str]"]] = {}


def _patterns(word: Union[str, Sequence[str]]) -> Tuple["re.Pattern[str]", "re.Pattern[str]", "re.Pattern[str]"]:
    words = _words_pattern(word)  # validates ``word`` first
    key = (word,) if isinstance(word, str) else tuple(word)
    cached = _COMPILED.get(key)
    if cached is not None:
        return cached
    ob, cb = re.escape(OPEN_BRACKETS), re.escape(CLOSE_BRACKETS)
    marker = re.compile(
        # opening bracket, the citation word, then a body free of brackets and
        # line breaks, then (optionally) the closing bracket.
        rf"[{ob}][ \t]*{words}(?P<body>[^{ob}{cb}\n]{{0,{MAX_MARKER_CHARS}}})(?P<close>[{cb}]?)",
        re.IGNORECASE,
    )
    # The common case, "[chunk 3]", read without the token loop.
    simple = re.compile(r"[ \t]*#?(\d{1,9})[ \t]*")
    word_only = re.compile(words + r"\Z", re.IGNORECASE)
    compiled = (marker, simple, word_only)
    _COMPILED[key] = compiled
    return compiled


_D = re.escape(_DASHES)
_TOKEN = re.compile(
    rf"(?P<dash>--|[{_D}])|(?P<sep>[,;/+&、，；])|(?P<tok>[^\s,;/+&、，；{_D}]+)"
)


def _classify(tok: str, word_only: "re.Pattern[str]", known_str: Dict[str, CitationId]) -> str:
    bare = tok[1:] if tok.startswith("#") and len(tok) > 1 else tok
    if bare.isdigit() and bare.isascii():
        return "id"
    if tok in known_str:
        return "id"
    if word_only.match(tok):
        return "word"
    low = tok.lower()
    if low in CONJUNCTIONS:
        return "conj"
    if low.rstrip(".:") in UNREADABLE_WORDS:
        return "bad"
    return "other"


def _read_body(
    body: str, word_only: "re.Pattern[str]", known_str: Dict[str, CitationId]
) -> Optional[List[Tuple[str, Optional[str]]]]:
    """Read the ids of a marker body (the text after the first citation word).

    Returns a list of ``(id, range_end)`` pairs (``range_end`` None for a single
    id), or None when the body cannot be read.
    """
    toks = [(m.lastgroup or "", m.group()) for m in _TOKEN.finditer(body)]
    kinds = [k if k != "tok" else _classify(t, word_only, known_str) for k, t in toks]
    out: List[Tuple[str, Optional[str]]] = []
    # States: "need_id" (after the citation word), "after_id", "after_sep",
    # "need_end" (after a dash), "locator" (free text after the ids).
    state = "need_id"
    i, n = 0, len(toks)
    while i < n:
        kind, tok = kinds[i], toks[i][1]
        if state == "locator":
            # A new citation word followed by an id starts another group
            # ("[chunk 3, p. 4; chunk 5]"); anything else belongs to the locator.
            if kind == "word" and i + 1 < n and kinds[i + 1] == "id":
                state = "need_id"
            i += 1
            continue
        if state == "need_id":
            if kind != "id":
                return None
            out.append((tok.lstrip("#"), None))
            state = "after_id"
        elif state == "need_end":
            if kind != "id":
                return None
            first, _ = out[-1]
            out[-1] = (first, tok.lstrip("#"))
            state = "after_range"
        elif state in ("after_id", "after_range"):
            if kind == "dash" and state == "after_id":
                state = "need_end"
            elif kind in ("sep", "conj"):
                state = "after_sep"
            elif kind == "word":
                state = "need_id"
            elif kind in ("id", "bad", "dash"):
                # "[chunk 3 4]", "[chunks 1 to 7]", "[chunks 1-3-5]": ambiguous.
                return None
            else:
                state = "locator"
        elif state == "after_sep":
            if kind == "id":
                out.append((tok.lstrip("#"), None))
                state = "after_id"
            elif kind == "word":
                state = "need_id"
            elif kind in ("sep", "conj"):
                pass
            elif kind in ("bad", "dash"):
                return None
            else:
                state = "locator"
        i += 1
    if state in ("need_id", "need_end"):
        return None
    return out


def _expand(read: List[Tuple[str, Optional[str]]]) -> Optional[List[str]]:
    """Id tokens of a read marker with ranges expanded; None for a bad range."""
    out: List[str] = []
    for first, last in read:
        if last is None:
            out.append(first)
            continue
        if not (first.isdigit() and last.isdigit()):
            return None
        lo, hi = int(first), int(last)
        if hi < lo:
            return None
        if hi - lo > MAX_RANGE:
            # Never expand a huge range: a typo like "1-1000000" would cost
            # a million ids. Its two ends are still checked against known ids.
            out.extend((first, last))
        else:
            out.extend(str(k) for k in range(lo, hi + 1))
    return out


_AND = re.compile(r"(?<![^\W\d_])and(?![^\W\d_])|&", re.IGNORECASE)
_PLAIN_LIST = re.compile(r"[ \t]*#?\d[\d \t,;#]*")
_ADJACENT_IDS = re.compile(r"\d[ \t#]+\d")
_PLAIN_RANGE = re.compile(rf"[ \t]*#?(\d{{1,9}})[ \t]*(?:--|[{_D}])[ \t]*#?(\d{{1,9}})[ \t]*")
_DIGITS = re.compile(r"\d+")
_LOOSE_HASH = re.compile(r"#(?!\d)|\d#")


def _fast_read(body: str, simple_re: "re.Pattern[str]") -> Optional[List[str]]:
    """Ids of the common marker bodies, read with a few C-level regex calls.

    Handles a single id (" 3"), a plain list (" 1, 2, and 9") and a plain range
    (" 1-9"); returns None for anything else, which :func:`_read_body` then reads
    token by token. Tests check both readers agree wherever this one answers.
    """
    simple = simple_re.fullmatch(body)
    if simple is not None:
        return [simple.group(1)]
    rng = _PLAIN_RANGE.fullmatch(body)
    if rng is not None:
        return _expand([(rng.group(1), rng.group(2))])
    flat = _AND.sub(",", body)
    if _PLAIN_LIST.fullmatch(flat) and not _ADJACENT_IDS.search(flat) and not _LOOSE_HASH.search(flat):
        return _DIGITS.findall(flat)
    return None


def _id_key(tok: str) -> str:
    return str(int(tok)) if tok.isdigit() and tok.isascii() else tok


def parse_citations(
    text: str,
    known_ids: Optional[Iterable[Any]] = None,
    word: Union[str, Sequence[str]] = "chunk",
) -> Citations:
    """Find and read every citation marker in ``text``.

    Args:
        text: The answer text.
        known_ids: Ids of the chunks actually supplied (ints, or strings matched as
            strings); None reports no id as unknown.
        word: The citation word, or several ("chunk", "source", "Abschnitt"...);
            matched case-insensitively with an optional plural "s".

    Returns:
        A :class:`Citations` record.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, got {type(text).__name__}: {text!r:.80}")
    if isinstance(known_ids, (str, bytes)):
        raise TypeError(
            f"known_ids must be an iterable of ids, not a single string, got {known_ids!r:.80}"
        )
    known: Optional[Dict[str, CitationId]] = None
    known_str: Dict[str, CitationId] = {}
    if known_ids is not None:
        try:
            known_list = list(known_ids)
        except TypeError:
            raise TypeError(
                f"known_ids must be an iterable of ids, got {type(known_ids).__name__}: {known_ids!r:.80}"
            ) from None
        known = {}
        for k in known_list:
            if isinstance(k, bool) or not isinstance(k, (int, str)):
                raise TypeError(f"known_ids must hold int or str ids, got {type(k).__name__}: {k!r}")
            known.setdefault(str(k), k)
            if isinstance(k, str):
                known_str[k] = k
                if k.isdigit() and k.isascii():
                    known.setdefault(str(int(k)), k)
    marker_re, simple_re, word_only = _patterns(word)

    result = Citations()
    seen: Dict[str, None] = {}

    # Per-call memo tables: real answers repeat the same few markers, so each
    # distinct body is read once and each distinct id token resolved once.
    tok_memo: Dict[str, Tuple[CitationId, str, bool]] = {}

    def resolve(tok: str) -> Tuple[CitationId, str, bool]:
        hit = tok_memo.get(tok)
        if hit is not None:
            return hit
        key = _id_key(tok)
        value: CitationId
        is_known = True
        if known is not None and tok in known:
            value = known[tok]
        elif known is not None and key in known:
            value = known[key]
        else:
            value = int(tok) if tok.isdigit() and tok.isascii() else tok
            is_known = known is None
        out = (value, key if isinstance(value, int) else str(value), is_known)
        tok_memo[tok] = out
        return out

    cited, unknown, unparsed, markers = result.cited, result.unknown, result.unparsed, result.markers
    # Each distinct (body, closing bracket) is read once; its ids are recorded
    # as cited the first time, so a repeated marker costs a dict lookup.
    read_memo: Dict[Tuple[str, str], Optional[Tuple[CitationId, ...]]] = {}
    for m in marker_re.finditer(text):
        body_close = m.group("body", "close")
        if body_close in read_memo:
            ids = read_memo[body_close]
        else:
            body, close = body_close
            toks = _fast_read(body, simple_re) if close else None
            if toks is None and close:
                tokens = _read_body(body, word_only, known_str)
                toks = None if tokens is None else _expand(tokens)
            if toks is None:
                ids = None
            else:
                values = []
                for tok in toks:
                    value, key, is_known = resolve(tok)
                    values.append(value)
                    if key not in seen:
                        seen[key] = None
                        cited.append(value)
                        if not is_known:
                            unknown.append(value)
                ids = tuple(values)
            read_memo[body_close] = ids
        start, end = m.span()
        if ids is None:
            raw = text[start:end]
            unparsed.append(raw)
            markers.append(CitationMarker(start, end, raw, (), False))
        else:
            markers.append(CitationMarker(start, end, text[start:end], ids, True))
    return result


def citation_pattern(word: Union[str, Sequence[str]] = "chunk") -> "re.Pattern[str]":
    """The compiled regex that finds markers opening with ``word``."""
    return _patterns(word)[0]
