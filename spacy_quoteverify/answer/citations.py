"""Reading citation markers such as ``[chunk 3]`` in a model's answer.

A marker is a bracket that opens with the citation word (``chunk`` by default,
configurable for other wordings and languages) followed by one or more ids:

>>> parse_citations("Revenue rose [chunks 1-3, and 5].", known_ids=[1, 2, 3]).cited
[1, 2, 3, 5]

Ids are 1-based positions of the chunks sent to the model, so any id outside
``known_ids`` is reported as ``unknown``. A bracket that opens like a citation
but whose ids cannot be read (``[chunk nine]``, ``[chunks 1 to 7]``) is reported
as ``unparsed``: either makes the answer only partly supported. So are an id after the
citation word written in words or numerals (``chunk two``, ``Chunk III``, ``chunk Nr. 3``),
an ordinal before it (``the first chunk``), another key before the ids (``chunk_index: 0``),
a pointer after the ids (``[chunk 2, doc 3]``, read as chunk 2 and reported), and
reference-like forms the reader does not read (``[doc 2]``, ``\u27e81\u27e9``, ``<cite id="1">``,
footnote marks). A key naming the id is read (``chunk_id: 3``, ``chunk no. 3``, ``source \u2116 3``),
and so are the bare ids of a Markdown table column headed by the citation word and the members
of JSON objects named by it (``{"quote": "...", "chunk_id": 3}``).

Everything here is a single left-to-right pass: the marker regex has no nested
quantifiers and the body of a marker cannot contain another bracket, so each
character is examined a bounded number of times whatever the input.
"""
from __future__ import annotations

import bisect
import json
import re
import sys
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, Dict, FrozenSet, Iterable, List, NamedTuple, Optional, Sequence, Set, Tuple, Union

from spacy_quoteverify import charclasses
from spacy_quoteverify.errors import must_be

CitationId = Union[int, str]

#: Ranges longer than this are not expanded: only their two ends are kept.
MAX_RANGE = 1000

#: Longest marker body read; a longer bracket is reported as unparsed.
MAX_MARKER_CHARS = 400

OPEN_BRACKETS = "[【［"
CLOSE_BRACKETS = "]】］"
#: Dashes that join the two ends of a range of ids ("[3–5]"): the hyphen-minus, every dash
#: and minus sign the folding knows (the wave dash among them: "[2\u301c4]"), and the fullwidth
#: tilde and the tilde: the wave dash as Windows' Japanese code page 932 maps it, and that
#: form's compatibility decomposition, which CJK answers write a range with ("[2\uff5e4]", "[2~4]").
_DASHES = "-" + "".join(sorted(charclasses.DASHES | charclasses.TILDES))


def _list_words_of_caseless_scripts() -> FrozenSet[str]:
    """The words for "and" and "or" of the CLDR list patterns (``data/list_words.json``) written
    in a script without case ("\u548c", "\u53ca", "\ubc0f", "\u0648", "\u0e41\u0e25\u0e30"). A list word of a cased
    script may be another language's preposition or article (Dutch "of", Slovene "in", Czech
    "a", a range in French), so only the ones :data:`CONJUNCTIONS` names by hand are read."""
    path = resources.files("spacy_quoteverify") / "data" / "list_words.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    words = {w for kind in ("and", "or") for ws in data[kind].values() for w in ws}
    return frozenset(w for w in words if w.lower() == w.upper() and not any(ch.isascii() for ch in w))


#: Words joining ids in a list ("1, 2 and 9"); lower case: the common ones of cased scripts, and
#: every CLDR list word of a script without case (see :func:`_list_words_of_caseless_scripts`).
CONJUNCTIONS = frozenset(
    "and or & und oder et ou y o e en i и или και ή ve veya و או और और/या 和 与 及 或 および と 및".split()
) | _list_words_of_caseless_scripts()

#: Words that make a bracket unreadable when they follow an id: spelled ranges and
#: spelled numbers are exactly what a reader could misread, so they are refused.
UNREADABLE_WORDS = frozenset(
    """to through thru till until bis à a al au hasta fino до по 到 至 から
    zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty
    hundred first second third""".split()
)


class CitationMarker(NamedTuple):
    """One bracketed citation found in a text.

    start (int): Offset of the opening bracket.
    end (int): Offset just past the closing bracket (or past the read body when the
        bracket never closes).
    text (str): The marker as written.
    ids (Tuple[CitationId, ...]): The ids it cites, in the order written (empty when unparsed,
        but for a marker read only in part).
    parsed (bool): False when the bracket opens like a citation but cannot be read, or is read
        only in part: its ids, then another word and an id ("[chunk 2, doc 3]": ids ``(2,)``).
    numeric (bool): A bare-number marker ("[2]"), which a source may hold too (its
        own reference marks), unlike a marker with a citation word.
    form (str): How it is written: ``"bracket"`` (a bracket, read or not), ``"phrase"`` (the
        citation word and ids in running text: "according to chunk 1"), ``"reference"``
        (reference-like but not a form the reader reads: "[doc 2]", "【1†source】", a footnote
        mark; never parsed, see :data:`REFERENCE`).
    """

    start: int
    end: int
    text: str
    ids: Tuple[CitationId, ...] = ()
    parsed: bool = True
    numeric: bool = False
    form: str = "bracket"

    @property
    def in_brackets(self) -> bool:
        """A marker with a citation word in a bracket: inside quote marks it is the model's, not the source's."""
        return not self.numeric and self.form == "bracket"


#: Forms of :attr:`CitationMarker.form` (``"field"``: the value of a member of a JSON object
#: named by the citation word, ``{"quote": "...", "chunk_id": 2}``; see :func:`json_members`).
BRACKET, PHRASE, REFERENCE, FIELD = "bracket", "phrase", "reference", "field"

#: Longest body of a reference-like bracket ("[doc 2]", "[1, p. 3]"), and most words in it: a
#: longer bracket is an editorial insertion or prose, not a pointer to a chunk.
MAX_REFERENCE_CHARS = 60
MAX_REFERENCE_WORDS = 5


@dataclass
class Citations:
    """All citations of a text.

    cited (List[CitationId]): Every id cited, in order of first appearance.
    unknown (List[CitationId]): Cited ids absent from the known ids, in order of first appearance.
    unparsed (List[str]): Raw text of each marker that could not be read, reference-like forms
        the reader does not read included ("[doc 2]", "【1†source】"; see :attr:`unread`).
    markers (List[CitationMarker]): Every marker, in text order.
    """

    cited: List[CitationId] = field(default_factory=list)
    unknown: List[CitationId] = field(default_factory=list)
    unparsed: List[str] = field(default_factory=list)
    markers: List[CitationMarker] = field(default_factory=list)

    @property
    def unread(self) -> List[str]:
        """Raw text of each reference-like marker the reader does not read (a part of ``unparsed``)."""
        return [mk.text for mk in self.markers if mk.form == REFERENCE]

    @property
    def partial(self) -> bool:
        """True when some citation points nowhere or cannot be read."""
        return bool(self.unknown or self.unparsed)

    def without(self, dropped: Iterable[CitationMarker]) -> "Citations":
        """These citations less the markers ``dropped`` (``cited``, ``unknown``, ``unparsed`` recomputed)."""
        gone = {(mk.start, mk.end) for mk in dropped}
        if not gone:
            return self
        kept = [mk for mk in self.markers if (mk.start, mk.end) not in gone]
        return Citations.of_markers(kept, {repr(cid) for cid in self.unknown})

    @classmethod
    def of_markers(cls, markers: List[CitationMarker], unknown: Set[str]) -> "Citations":
        """The citations of ``markers`` (in text order), ``unknown`` naming (by ``repr``) the ids
        absent from the known ids: ``cited``, ``unknown`` and ``unparsed`` in order of first
        appearance."""
        out = cls(markers=markers)
        seen: Dict[str, None] = {}
        for mk in markers:
            if not mk.parsed:
                out.unparsed.append(mk.text)
            for cid in mk.ids:
                key = repr(cid)
                if key not in seen:
                    seen[key] = None
                    out.cited.append(cid)
                    if key in unknown:
                        out.unknown.append(cid)
        return out


def word_list(word: Union[str, Sequence[str]]) -> Tuple[str, ...]:
    """The citation words given as a str or a list of str, validated."""
    if isinstance(word, str):
        words = [word]
    elif isinstance(word, (list, tuple)) and all(isinstance(w, str) for w in word):
        words = list(word)
    else:
        raise TypeError(
            must_be("word", "a str or a list of str", word, None)
        )
    words = [w.strip() for w in words if w.strip()]
    if not words:
        raise ValueError("word must name at least one citation word, got an empty value")
    return tuple(dict.fromkeys(words))


@lru_cache(maxsize=32)
def _lemma_data(lang: str) -> Tuple[Dict[str, Any], Dict[str, Any], List[Any]]:
    """The noun lemma tables of ``lang`` from spacy-lookups-data: lookup, exceptions, suffix rules.

    Each is empty when the language has no such table.
    """
    from spacy.util import load_language_data, registry

    if lang not in registry.lookups:
        return {}, {}, []
    tables = registry.lookups.get(lang)

    def load(name: str) -> Any:
        path = tables.get(name) if isinstance(tables, Mapping) else None
        return load_language_data(path) if path else {}

    lookup, exc, rules = load("lemma_lookup"), load("lemma_exc"), load("lemma_rules")
    return (
        lookup if isinstance(lookup, dict) else {},
        exc.get("noun", {}) if isinstance(exc, dict) else {},
        rules.get("noun", []) if isinstance(rules, dict) else [],
    )


@lru_cache(maxsize=256)
def word_forms(word: str, langs: Tuple[str, ...] = ("en",)) -> Tuple[str, ...]:
    """``word`` and its plurals in the languages ``langs``, lower case, longest first.

    The plurals come from spaCy's lemma data (spacy-lookups-data): every form
    the noun exceptions map to ``word`` (irregular plurals: "indices" for
    "index"), ``word`` put through each noun suffix rule read backwards
    ("study" gives "studies" by the English rule ies -> y), and, for a
    language with neither, every form its lemma lookup maps to ``word``
    ("Quellen" for "Quelle"). The plain plural "s" is always read.

    >>> {"study", "studies"} <= set(word_forms("study"))
    True
    """
    key = word.lower()
    forms = {key, key + "s"}
    for lang in langs:
        lookup, exc, rules = _lemma_data(lang)
        # The lookup table mixes parts of speech ("chunking" -> "chunk"), so it
        # is read only for a language without noun rules and exceptions.
        for form, lemma in () if (exc or rules) else lookup.items():
            if isinstance(lemma, str) and lemma.lower() == key:
                forms.add(form.lower())
        for form, lemmas in exc.items():
            if isinstance(lemmas, list) and any(isinstance(lemma, str) and lemma.lower() == key for lemma in lemmas):
                forms.add(form.lower())
        for rule in rules:
            if len(rule) == 2 and key.endswith(rule[1]) and len(key) > len(rule[1]):
                forms.add(key[: len(key) - len(rule[1])] + rule[0])
    return tuple(sorted(forms, key=lambda f: (-len(f), f)))


#: The signs of "number" Unicode names: "#" (NUMBER SIGN) and "\u2116" (NUMERO SIGN).
_NUMBER_SIGNS = "#\u2116"


@lru_cache(maxsize=1)
def _id_keys() -> str:
    """A regex of the keys that may stand between the citation word and its ids and name the id
    itself: "id" ("chunk_id: 3", "chunkId 3", "chunk ID 3"), the first word of the Unicode name
    of each sign of number ("chunk number 3", "chunk numero 3"), the numero sign and every
    spelling of it as compatibility decomposition gives it ("No", also written with the ordinal
    indicator, whose NFKC is "o": "chunk no. 3", "chunk N\u00ba 3", "chunk \u2116 3").

    Abbreviations of "number" of single languages ("Nr.", "n\u00fam.") are no key: they stay
    ids the reader does not read (:func:`_unread_id`)."""
    words = {"id"} | {unicodedata.name(sign).split()[0].lower() for sign in _NUMBER_SIGNS}
    numero = unicodedata.normalize("NFKC", "\u2116").casefold()
    firsts, seconds = set(), set()
    for cp in range(0x20, 0x10000):
        ch = chr(cp)
        if not ch.isalpha() and charclasses.category(ch) != "Lo":
            continue
        folded = unicodedata.normalize("NFKC", ch).casefold()
        if folded == numero[0]:
            firsts.add(ch)
        elif folded == numero[1]:
            seconds.add(ch)
    spelled = rf"[{charclasses.char_class(firsts)}][{charclasses.char_class(seconds)}]\.?"
    alternatives = sorted(words, key=len, reverse=True)
    return rf"(?:(?:[_\-\u2010]|[ \t]?)(?:{'|'.join(alternatives)})(?![^\W\d_])|[ \t]?{spelled}(?![^\W\d_])|[ \t]?\u2116)"


@lru_cache(maxsize=1)
def _key_re() -> "re.Pattern[str]":
    return re.compile(_id_keys(), re.IGNORECASE)


def lead_text(marker_text: str) -> str:
    """What a marker writes before its first digit, the keys naming the id left out: the words
    that may deny it ("not" of "(not chunk 1)"; "no" of "(chunk no. 1)" is a key)."""
    m = re.search(r"\d", marker_text)
    return _key_re().sub(" ", marker_text[: m.start() if m else len(marker_text)])


def _words_pattern(word: Union[str, Sequence[str]], langs: Tuple[str, ...] = ("en",), keys: bool = True) -> str:
    forms = {form for w in word_list(word) for form in word_forms(w, langs)}
    # Longest first so "chunks" is not cut to "chunk" + "s" by an alternative.
    alternatives = sorted({re.escape(f) for f in forms}, key=len, reverse=True)
    # The word must not run on into more letters ("[chunky bacon]" is not a
    # citation) but may be glued to a digit ("[chunk3]") or carry a key naming its id
    # ("chunk_id", "chunk no.": see :func:`_id_keys`), tried first.
    key = f"(?:{_id_keys()}(?=[ \\t:=\uff1a#\\d]|\\Z))?" if keys else ""
    return "(?:" + "|".join(alternatives) + f"){key}(?![^\\W\\d_])"


_D = re.escape(_DASHES)
#: Between ids: a comma or semicolon of any width, a slash, a plus, an ampersand, and the middle
#: dots and bullets of :data:`charclasses.INLINE_BULLETS` ("[chunk 1 \u00b7 9]"); a question or
#: exclamation mark after an id ("[chunk 1, 9?]") closes it as a separator would.
_ID_SEPARATORS = ",;/+&\u3001\uff0c\uff1b?!" + "".join(sorted(charclasses.INLINE_BULLETS - set(_DASHES)))
_TOKEN = re.compile(
    rf"(?P<dash>--|[{_D}])|(?P<sep>[{re.escape(_ID_SEPARATORS)}])|(?P<tok>[^\s{re.escape(_ID_SEPARATORS)}{_D}]+)"
)
#: A citation word written onto its id ("chunk9", "chunk#9"): the id, read as "chunk 9" would be.
_GLUED_ID = re.compile(r"(?P<word>[^\W\d_]+)#?(?P<id>\d{1,9})")
#: A string id's shape: its letters as written, each run of digits one "0" ("doc3" is "doc0").
_DIGITS_RUN = re.compile(r"\d+")


def _shape(tok: str) -> str:
    return _DIGITS_RUN.sub("0", tok.casefold())


def _glued_id(tok: str, word_only: "re.Pattern[str]") -> Optional[str]:
    """The id of a citation word glued to it ("chunk9" -> "9"), else None."""
    m = _GLUED_ID.fullmatch(tok)
    return m.group("id") if m is not None and word_only.match(m.group("word")) else None


def _classify(tok: str, word_only: "re.Pattern[str]", known_str: Dict[str, CitationId]) -> str:
    bare = tok[1:] if tok.startswith("#") and len(tok) > 1 else tok
    if bare.isdigit() and bare.isascii():
        return "id"
    if tok in known_str:
        return "id"
    # An id of the shape of the sources' own ids ("doc3" beside "doc1" and "doc2"): an id, known
    # or not; one never sent is reported as unknown, never passed over as a locator.
    if known_str and _DIGITS_RUN.search(tok) and _shape(tok) in {_shape(k) for k in known_str}:
        return "id"
    if _glued_id(tok, word_only) is not None:
        return "id"
    if word_only.match(tok):
        return "word"
    low = tok.lower()
    if low in CONJUNCTIONS:
        return "conj"
    if low.rstrip(".:") in UNREADABLE_WORDS:
        return "bad"
    return "other"


def _is_word(tok: str) -> bool:
    """Whether ``tok`` is a word of letters (with their marks) alone: "doc", "दस्तावेज़"; not "p." or "§"."""
    return tok[:1].isalpha() and all(ch.isalpha() or charclasses.category(ch)[0] == "M" for ch in tok)


def _is_abbreviation(tok: str) -> bool:
    """Whether ``tok`` is words of letters each closed by a full stop: "cf.", "e.g.", "vgl."."""
    return tok.endswith(".") and all(_is_word(part) for part in tok[:-1].split("."))


@lru_cache(maxsize=1)
def locator_terms() -> FrozenSet[str]:
    """The words, abbreviations and signs that name a part of a document after a cited id, every
    language's, lower case (``data/locator_terms.json``: the Citation Style Language's locator
    terms, "p.", "pp.", "Seite", "fig.", "§").

    >>> {"p.", "s.", "seite", "§", "fig."} <= locator_terms(), "cf." in locator_terms()
    (True, False)
    """
    path = resources.files("spacy_quoteverify") / "data" / "locator_terms.json"
    data = json.loads(path.read_text(encoding="utf-8"))["terms"]
    return frozenset(form for forms in data.values() for form in forms)


def _points_elsewhere(tok: str) -> bool:
    """Whether a word or abbreviation written before an id after the cited ones may name another
    chunk: any but a locator term (:func:`locator_terms`). "[chunk 3, p. 4]" cites a page of
    chunk 3; "[chunk 3, cf. 9]" and "[chunk 3, doc 9]" point to something the reader does not read.
    A mark of no letter or digit that is no locator sign ("[chunk 2 | 9]", "[chunk 2 → 9]") may
    join another id as well as set off a page: not read either.
    """
    if not (_is_word(tok) or _is_abbreviation(tok) or not any(ch.isalnum() for ch in tok)):
        return False
    return tok.casefold() not in locator_terms()


def _stray_figure(toks: List[Tuple[str, str]], kinds: List[str], k: int) -> bool:
    """Whether token ``k`` of a marker body, after the ids, writes a figure that no locator term
    before it names (:func:`locator_terms`: the "4" of "p. 4", the "2" of "§ 2", "p.12"), nor a
    word before it that the reader reports as a pointer already ("doc 3"): an id with a mark
    glued on or around it ("9.", "|9", "\"9\"", "{9}"), or an id after a mark ("| , 9")."""
    tok = toks[k][1]
    if not any(ch.isdigit() for ch in tok) or kinds[k] not in ("id", "other"):
        return False
    if kinds[k] == "other" and any(tok.casefold().startswith(t) for t in locator_terms() if not t[-1:].isalnum() or len(t) > 1):
        return False  # "p.12", "§2", "S.4"
    for back in range(k - 1, -1, -1):
        prev_kind, prev = kinds[back], toks[back][1]
        if prev_kind in ("sep", "conj", "dash"):
            continue
        if prev.casefold() in locator_terms() or prev_kind == "word" or (back == k - 1 and (_is_word(prev) or _is_abbreviation(prev))):
            return False  # "p. 4", "chunk 9", "doc 3" (reported as a pointer)
        return prev_kind in ("other", "bad") or kinds[k] == "other"
    return kinds[k] == "other"


def _id_token(tok: str, word_only: "re.Pattern[str]") -> str:
    """The id a token of :func:`_classify` kind "id" writes: without its "#", or its glued citation word."""
    if tok.startswith("#") and tok[1:].isdigit():
        return tok[1:]
    glued = _glued_id(tok, word_only)
    return glued if glued is not None and not tok.isdigit() else tok.lstrip("#")


#: A conjunction of a script without case written onto the ids it joins, as those scripts write
#: words without spaces ("[2\u53ca4]", "[\u30c1\u30e3\u30f3\u30af2\u30684]"): read as the conjunction between spaced ids.
_GLUED_CONJUNCTION = (
    r"(?:"
    + "|".join(sorted((re.escape(w) for w in CONJUNCTIONS if w.lower() == w.upper() and not w.isascii()), key=len, reverse=True))
    + r")"
)
_GLUED_CONJUNCTION_RE = re.compile(rf"(?<=\d)[ \t]*{_GLUED_CONJUNCTION}(?=[ \t]*#?\d)")


def _read_body(
    body: str,
    word_only: "re.Pattern[str]",
    known_str: Dict[str, CitationId],
    pointers: Optional[List[str]] = None,
) -> Optional[List[Tuple[str, Optional[str]]]]:
    """Read the ids of a marker body (the text after the first citation word).

    Returns a list of ``(id, range_end)`` pairs (``range_end`` None for a single
    id), or None when the body cannot be read. ``pointers`` receives each other word
    followed by an id after the ids ("doc 3" in "[chunk 2, doc 3]"): not a locator
    (an abbreviation "p. 3", a sign "§ 2", words "Methods") but a pointer the reader
    does not read, which makes the marker only partly read.
    """
    if not body.isascii():
        body = _GLUED_CONJUNCTION_RE.sub(lambda m: " " + m.group().strip() + " ", body)
    toks = [(m.lastgroup or "", m.group()) for m in _TOKEN.finditer(body)]
    kinds = [k if k != "tok" else _classify(t, word_only, known_str) for k, t in toks]
    if pointers is not None:
        pointers.extend(
            f"{toks[k][1]} {toks[k + 1][1]}"
            for k in range(len(toks) - 1)
            if kinds[k] == "other" and kinds[k + 1] == "id" and _points_elsewhere(toks[k][1])
        )
    out: List[Tuple[str, Optional[str]]] = []
    # States: "need_id" (after the citation word), "after_id", "after_sep",
    # "need_end" (after a dash), "locator" (free text after the ids).
    state = "need_id"
    prose_words: List[str] = []
    i, n = 0, len(toks)
    while i < n:
        kind, tok = kinds[i], toks[i][1]
        if state == "locator":
            # A new citation word followed by an id starts another group
            # ("[chunk 3, p. 4; chunk 5]"); anything else belongs to the locator. After words of
            # prose ("[chunk 2; not chunk 1]", "(chunk 2 rather than chunk 1)") the group may be
            # denied or set apart: read, and the marker reported as read only in part. A figure
            # that no locator term names ("[chunk 2 |, 9]", "[chunk 2 \"9\"]", "[chunk 2, 9.]")
            # may be another id: the marker is reported as read in part too.
            if pointers is not None and _stray_figure(toks, kinds, i):
                pointers.append(tok)
            if kind == "word" and i + 1 < n and kinds[i + 1] == "id":
                if prose_words and pointers is not None:
                    pointers.append(" ".join(prose_words + [tok, toks[i + 1][1]]))
                prose_words = []
                state = "need_id"
            elif kind in ("other", "bad") and _is_word(tok):
                prose_words.append(tok)
            i += 1
            continue
        if state == "need_id":
            if kind != "id":
                return None
            out.append((_id_token(tok, word_only), None))
            state = "after_id"
        elif state == "need_end":
            if kind != "id":
                return None
            first, _ = out[-1]
            out[-1] = (first, _id_token(tok, word_only))
            state = "after_range"
        elif state in ("after_id", "after_range"):
            if pointers is not None and kind == "other" and _stray_figure(toks, kinds, i):
                pointers.append(tok)  # "[chunk 2 |9]", "[chunk 2, 9.]": an id with a mark glued on
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
                if _is_word(tok):
                    prose_words.append(tok)
        elif state == "after_sep":
            if pointers is not None and kind == "other" and _stray_figure(toks, kinds, i):
                pointers.append(tok)
            if kind == "id":
                out.append((_id_token(tok, word_only), None))
                state = "after_id"
            elif kind == "word":
                state = "need_id"
            elif kind in ("sep", "conj"):
                pass
            elif kind in ("bad", "dash"):
                return None
            else:
                state = "locator"
                if _is_word(tok):
                    prose_words.append(tok)
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


#: Bracket pairs a citation marker may be written in, by default.
DEFAULT_BRACKETS: Tuple[str, ...] = ("[]", "【】", "［］", "()", "（）")
DEFAULT_WORDS: Tuple[str, ...] = ("chunk", "source")


def _holds_prose(open_bracket: str) -> bool:
    """Whether text in this bracket is often prose, not a citation: parentheses of any width.

    A parenthesis that opens like a citation but cannot be read ("(source code
    is open)") is left alone; a square bracket that cannot be read is reported.
    """
    return "PARENTHESIS" in unicodedata.name(open_bracket, "")


@dataclass(frozen=True)
class CitationReader:
    """How citation markers are written: the words, bare numbers, the brackets.

    Registered for configs as ``spacy_quoteverify.citations.v1``; the
    ``quote_verifier`` component and :func:`parse_citations` read markers
    with it.

    words (Tuple[str, ...]): Words that open a marker (``"chunk"`` reads ``[chunk 2]``,
        ``[chunks 1-3]``; plurals as :func:`word_forms` gives them).
    numeric (bool): Also read bare numbers in square brackets (``[1]``,
        ``[1, 3]``, ``[1-3]``, ``[1][3]``, ``[1,2,5-7]``). Bare numbers in
        parentheses are never citations ("(1)" numbers a list).
    brackets (Tuple[str, ...]): Opening and closing character of each bracket pair.
    langs (Optional[Tuple[str, ...]]): Languages whose lemma data give the words' plurals (None: English).
    """

    words: Tuple[str, ...] = DEFAULT_WORDS
    numeric: bool = True
    brackets: Tuple[str, ...] = DEFAULT_BRACKETS
    langs: Optional[Tuple[str, ...]] = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", word_list(self.words))
        if not isinstance(self.numeric, bool):
            raise TypeError(must_be("numeric", "a bool", self.numeric, None))
        brackets = (self.brackets,) if isinstance(self.brackets, str) else self.brackets
        if not isinstance(brackets, (list, tuple)) or not brackets or not all(
            isinstance(b, str) and len(b) == 2 and b[0] != b[1] for b in brackets
        ):
            raise TypeError(f"brackets must be a list of two-character strings (open, close), got {self.brackets!r}")
        object.__setattr__(self, "brackets", tuple(brackets))
        if self.langs is not None:
            langs = (self.langs,) if isinstance(self.langs, str) else self.langs
            if not isinstance(langs, (list, tuple)) or not all(isinstance(lang, str) for lang in langs):
                raise TypeError(f"langs must be a list of language codes, got {self.langs!r}")
            object.__setattr__(self, "langs", tuple(langs))

    def parse(self, text: str, known_ids: Optional[Iterable[Any]] = None) -> "Citations":
        """Every marker of ``text`` (see :func:`parse_citations`)."""
        return _parse_references_read(text, known_ids, self)

    def pattern(self) -> "re.Pattern[str]":
        """The regex finding the markers' candidates (readable or not)."""
        return _compiled(self)[0]


#: What may join a citation word to its id: "chunk_1", "chunk-1" (a hyphen or an underscore
#: right before the digits; "[chunks 1-3]" puts its dash between ids, after a space or an id).
_GLUE = r"(?:[_\-\u2010](?=#?\d))?"
#: Up to two short words before the citation word inside a bracket: "(see chunk 2)",
#: "(cf. chunk 2)", "(siehe Abschnitt 2)". Read only when the citation word and an id follow.
_LEAD = r"(?:[^\W\d_]{1,20}\.?[ \t]+){1,2}"
#: Every bracket of every script: a marker's body holds none.
_ALL_BRACKETS = charclasses.char_class(charclasses.OPENING_BRACKETS | charclasses.CLOSING_BRACKETS)
#: What a footnote mark follows: a closing quote mark, bracket or punctuation ("mortality.\u201d\u00b9").
_BEFORE_FOOTNOTE = charclasses.char_class(
    charclasses.QUOTE_MARKS | charclasses.CLOSING_BRACKETS | charclasses.SENTENCE_TERMINALS | charclasses.CLAUSE_PUNCTUATION
)


#: What may follow the citation word as an id the reader does not read: an abbreviation or a sign
#: of "number" and digits ("no. 3", "Nr. 3", "n\u00ba 3", "N.\u00ba 3"), or a word (judged by :func:`_unread_id`).
_LETTERS = rf"[^\W\d_](?:[^\W\d_]|[{charclasses.char_class(charclasses.MARKS)}])*"
_UNREAD_ID = rf"(?:[^\W\d_]{{1,4}}[.\u00b0\u00ba]{{1,2}}[ \t]*\d{{1,9}}(?![\d.,]\d)|{_LETTERS}(?:[-'\u2019\u02bc]{_LETTERS})*)"
#: Another key joined to the citation word before digits, as in a record or a program
#: ("chunk_index: 0", "source_page=3", "chunk-rank: 2"): which chunk it names is unknown (an index
#: may count from 0, a page is no chunk), so it is reported.
_OTHER_KEY = r"[_\-\u2010][^\W\d_]{1,20}(?:[ \t]*[:=\uff1a][ \t]*|_)#?\d{1,9}|_[^\W\d_]{1,20}[ \t]+#?\d{1,9}"
_NUMBER_SIGN = re.compile(r"(?:[^\W\d_]{1,4}[.\u00b0\u00ba]{1,2}|\u2116)[ \t]*\d")
#: A Roman numeral in capitals (the subtractive notation), "I" alone left out: it is the pronoun
#: ("the chunk I quoted").
_ROMAN = re.compile(r"(?!I\Z)(?=[IVXLCDM])M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")


@lru_cache(maxsize=1)
def _integer_words() -> FrozenSet[str]:
    """Number words of every language with a whole value ("two", "zwei", "tres"), as :func:`word_key`
    gives them."""
    from spacy_quoteverify.lang.lexicons import number_words

    return frozenset(w for w, v in number_words().items() if float(v).is_integer())


def _unread_id(written: str) -> bool:
    """Whether ``written``, right after the citation word, is an id the reader does not read: a
    number word of any language ("two", "zwei", "twenty-one"), a Roman numeral ("III"), or an
    abbreviation or sign of "number" before digits ("no. 3", "\u2116 3"). Such an id is
    reported, never read: a number word is also a determiner or pronoun ("the source one
    cites"), a Roman letter a label or a pronoun, so which chunk is meant is not certain."""
    from spacy_quoteverify.lang.lexicons import word_key

    written = written.strip()
    if written[:1] in "_-\u2010":
        return True  # another key than the id's ("chunk_index: 0"), see _OTHER_KEY
    if _NUMBER_SIGN.match(written):
        return True
    if _ROMAN.fullmatch(written):
        return True
    parts = word_key(written).split("-")
    words = _integer_words()
    return all(part in words for part in parts)


def _prose_before(text: str, at: int) -> bool:
    """Whether a footnote mark at ``at`` follows prose: anything but a closing bracket, or a
    bracket holding words and no math sign ("(see above)\u00b9", not "(a+b)\u00b2" or "(12%)\u00b2")."""
    k = at - 1
    while k >= 0 and text[k] in " \t":
        k -= 1
    if k < 0 or text[k] not in charclasses.CLOSING_BRACKETS or text[k] in charclasses.QUOTE_MARKS:
        return True  # a closing corner bracket is a quote mark ("\u300c...\u300d\u00b9")
    closing, openers = text[k], _OPENERS_OF.get(text[k], "")
    depth, j = 0, k - 1
    lo = max(0, k - MAX_MARKER_CHARS)
    while j >= lo:  # the twin of the bracket, past brackets nested in it ("(ssh(1) and scp)")
        if text[j] == closing:
            depth += 1
        elif text[j] in openers:
            if depth == 0:
                break
            depth -= 1
        j -= 1
    if j < lo:
        return False
    inner = text[j + 1 : k]
    # A hyphen joins words and a slash paths of prose as often as they subtract or divide.
    return not any(ch in _MATH_SIGNS and ch not in "-/" for ch in inner) and bool(_PROSE_WORD.search(inner))


#: A word of two letters or more (of any script).
_PROSE_WORD = re.compile(r"[^\W\d_]{2,}")
#: The opening brackets of each closing bracket.
_OPENERS_OF: Dict[str, str] = {}
for _o, _c in {**charclasses.PARENTHESES, **charclasses.REFERENCE_BRACKETS}.items():
    _OPENERS_OF[_c] = _OPENERS_OF.get(_c, "") + _o


#: Ordinal indicators ("\u00ba", "\u00aa"), by Unicode name.
_ORDINAL_INDICATORS = frozenset(
    ch for ch in map(chr, range(0x80, 0x3000)) if "ORDINAL INDICATOR" in unicodedata.name(ch, "")
)


@lru_cache(maxsize=1)
def ordinal_words() -> FrozenSet[str]:
    """The ordinal words of every language spaCy lists them for ("first", "premier", "zweite"),
    lower case; multi-word and one-letter entries left out."""
    import importlib
    import pkgutil

    out = set()
    for info in pkgutil.iter_modules(importlib.import_module("spacy.lang").__path__):
        try:
            module = importlib.import_module(f"spacy.lang.{info.name}.lex_attrs")
        except Exception:  # a language whose module needs a package not installed
            continue
        for word in getattr(module, "_ordinal_words", ()) or ():
            if isinstance(word, str) and len(word) > 1 and _is_word(word.lower()):
                out.add(word.lower())
    return frozenset(out)


def word_alternation(words: Iterable[str]) -> str:
    """A pattern for ``re`` with IGNORECASE that matches as the alternation of ``words``, longest
    first, does, written as a tree of their letters ("fir(?:st|...)").

    The alternation tries each word at each place it is asked at, hundreds of words one after
    the other; the tree reads a letter once for all the words that share it. It is the same
    pattern: the words that can match at a place are one path of the tree (letters that
    IGNORECASE reads as the same letter, "i" and "\u0131", share their branch), and along it the
    longer words are tried first. When two branches of a node could still read the same letter,
    the alternation itself is returned.

    >>> word_alternation(["first", "fifth", "fir"])
    'fi(?:fth|r(?:st|))'
    """
    ordered = sorted(dict.fromkeys(words), key=len, reverse=True)
    flat = "|".join(re.escape(w) for w in ordered)
    if not ordered or not all(ordered):
        return flat
    chars = sorted({ch for w in ordered for ch in w})

    def same(a: str, b: str) -> bool:
        return bool(re.fullmatch(re.escape(a), b, re.I)) or bool(re.fullmatch(re.escape(b), a, re.I))

    def alike(a: str, b: str) -> bool:  # each read as the other
        return bool(re.fullmatch(re.escape(a), b, re.I)) and bool(re.fullmatch(re.escape(b), a, re.I))

    # Each letter keyed by the first letter of the words that is read as the same one.
    key = {c: next(k for k in chars if k == c or alike(k, c)) for c in chars}
    # A node: the letter written on its branch, whether a word ends there, and its branches.
    root: Tuple[str, List[bool], Dict[str, Any]] = ("", [False], {})
    for word in ordered:
        node = root
        for ch in word:
            node = node[2].setdefault(key[ch], (ch, [False], {}))
        node[1][0] = True

    def emit(node: Tuple[str, List[bool], Dict[str, Any]]) -> Optional[str]:
        children = [child for _, child in sorted(node[2].items())]
        if any(same(a[0], b[0]) for i, a in enumerate(children) for b in children[i + 1 :]):
            return None
        branches = []
        for child in children:
            inner = emit(child)
            if inner is None:
                return None
            branches.append(re.escape(child[0]) + inner)
        if node[1][0]:
            branches.append("")  # the word that ends here, after the longer ones
        if len(branches) == 1:
            return branches[0]
        return "(?:" + "|".join(branches) + ")"

    tree = emit(root)
    return flat if tree is None else tree


@lru_cache(maxsize=64)
def _ordinal_ending(letters: str) -> bool:
    """Whether ``letters`` end an ordinal word of some language ("nd" of "second")."""
    low = letters.lower()
    return any(word.endswith(low) for word in ordinal_words())


@lru_cache(maxsize=1)
def _ordinal_initials() -> FrozenSet[str]:
    return frozenset(ch for w in ordinal_words() for ch in (w[0], w[0].upper()))


@lru_cache(maxsize=64)
def _compiled(reader: CitationReader) -> Tuple["re.Pattern[str]", "re.Pattern[str]", "re.Pattern[str]", Dict[str, str]]:
    """The marker regex, the simple-body regex, the word regex and the closer of each opener.

    The marker regex finds, in one left-to-right pass, the markers the reader reads (a
    citation word in one of its brackets, bare numbers in its square brackets, the citation
    word and ids in running text) and the reference-like forms it does not read (see
    :func:`_reference_like`); the closer table holds the twin of every opener either uses.
    """
    words = _words_pattern(list(reader.words), reader.langs or ("en",))
    plain_words = _words_pattern(list(reader.words), reader.langs or ("en",), keys=False)
    closer = {b[0]: b[1] for b in reader.brackets}
    opens = "".join(closer)
    closes = "".join(dict.fromkeys(closer.values()))
    ob, cb, allb = re.escape(opens), re.escape(closes), re.escape(opens + closes)
    id_sep = r"(?:[_\-\u2010]|[ \t]*[:=\uff1a]?[ \t]*)"
    id_follows = id_sep + r"#?\d"
    # A marker: an opening bracket, the citation word, a body free of brackets
    # and line breaks, then (optionally) the closing bracket. A caret after the bracket is
    # Markdown's footnote reference ("[^3]", "[^chunk 3]"), which models write for a citation.
    alternatives = [
        rf"(?P<open>[{ob}])\^?[ \t]*(?:{_LEAD}(?={words}{id_follows}))?{words}{_GLUE}(?:[ \t]*[:=\uff1a])?"
        rf"(?P<body>[^{allb}\n]{{0,{MAX_MARKER_CHARS}}})(?P<close>[{cb}]?)"
    ]
    square = "".join(o for o in closer if not _holds_prose(o))
    if reader.numeric and square:
        square_closes = re.escape("".join(dict.fromkeys(closer[o] for o in square)))
        # A bare-number marker: ids, separators and dashes only, closed.
        alternatives.append(
            rf"(?P<nopen>[{re.escape(square)}])\^?(?P<nbody>[ \t]*#?[0-9](?:[0-9 \t,;#{_D}]|{_GLUED_CONJUNCTION}){{0,{MAX_MARKER_CHARS}}})"
            rf"(?P<nclose>[{square_closes}])"
        )
    # Reference-like forms the reader does not read: any square-type bracket (the reader's
    # alternatives above are tried first at each place), and a parenthesis holding the
    # citation word and an id when the reader does not read parentheses of that form.
    ref_closer = dict(charclasses.REFERENCE_BRACKETS)
    all_ref = f"[^{_ALL_BRACKETS}\n]{{0,{MAX_REFERENCE_CHARS}}}"
    alternatives.append(
        rf"(?P<ropen>[{charclasses.char_class(ref_closer)}])(?P<rbody>{all_ref})"
        rf"(?P<rclose>[{charclasses.char_class(set(ref_closer.values()))}])"
    )
    # The other brackets (angle brackets of every form, by Unicode: see
    # charclasses.OTHER_BRACKETS) the reader does not read: reported when they hold a pointer
    # (judged as a square bracket's body is, and no figure of four digits or more: "\u300a1984\u300b" is a
    # title).
    others = {o: c for o, c in charclasses.OTHER_BRACKETS.items() if o not in closer}
    if others:
        ref_closer.update(others)
        alternatives.append(
            rf"(?P<aopen>[{charclasses.char_class(others)}])(?P<abody>{all_ref})"
            rf"(?P<aclose>[{charclasses.char_class(set(others.values()))}])"
        )
    # Markup that marks a citation: HTML's <cite> (or <ref> of wiki markup, or a tag named by the
    # citation word: "<chunk id=2>"), whose id attributes ("<cite id=\"1\">", "<cite index=\"1-2\">",
    # which may count sentences too) the reader does not read; with its text when short
    # ("<cite>1</cite>", "<cite>chunk 2</cite>", whose citation word and id are read; not a quoted
    # text the tag wraps). So is a link to a place of the answer itself ("<a href='#4'>4</a>", a
    # footnote's anchor), which names an id the reader does not read.
    alternatives.append(
        rf"(?=<)(?P<tag><(?P<tname>cite|ref|a(?=[ \t][^<>\n]{{0,200}}?href[ \t]*=[ \t]*[\"']?#)|{plain_words})(?=[\s>/])[^<>\n]{{0,200}}>)"
        rf"(?:(?P<tbody>[^<>\n{charclasses.char_class(charclasses.QUOTE_MARKS)}]{{0,{MAX_REFERENCE_CHARS}}})</(?P=tname)[ \t]*>)?"
    )
    # An ordinal before the citation word ("the first chunk", "the 2nd source", "the third
    # retrieved chunk"): which chunk the count starts from is unsure (the order sent, or the order
    # the answer names them), so it is reported. Ordinal words of every language spaCy lists,
    # and digits written with letters or an ordinal indicator ("2nd", "3e", "1\u00ba").
    ordinals = word_alternation(ordinal_words())
    indicators = charclasses.char_class(_ORDINAL_INDICATORS)
    alternatives.append(
        rf"(?=[{charclasses.char_class(_ordinal_initials())}0-9])(?<!\w)(?P<ord>(?:{ordinals}|\d{{1,3}}(?P<oend>[^\W\d_]{{1,3}}|[{indicators}])\.?)"
        rf"[ \t]*-?[ \t]*(?:[^\W\d_]{{2,20}}[ \t]+)?(?P<oword>{plain_words}))"
    )
    parens = {o: c for o, c in charclasses.PARENTHESES.items() if o not in closer}
    if parens:
        ref_closer.update(parens)
        alternatives.append(
            rf"(?P<popen>[{charclasses.char_class(parens)}])[ \t]*(?:{_LEAD})?(?={words}{id_follows})"
            rf"(?P<pbody>{all_ref})(?P<pclose>[{charclasses.char_class(set(parens.values()))}])"
        )
    # The citation word and ids in running text ("according to chunk 1", "in chunks 2 and 3",
    # "Chunk 4 says"): a single id, a range, or a list that ends with a conjunction (a comma
    # alone may go on into the sentence: "chunk 1, 2 patients died").
    conj = "|".join(sorted((re.escape(c) for c in CONJUNCTIONS), key=len, reverse=True))
    one = r"#?\d{1,9}"
    phrase_ids = (
        rf"{one}(?:[ \t]*(?:--|[{_D}])[ \t]*{one}"
        rf"|(?:[ \t]*[,;][ \t]*{one}){{0,50}}[ \t]*[,;]?[ \t]*(?:{conj})[ \t]*{one})?"
    )
    # Each alternative below first looks at the character it starts with (cheap), then behind.
    forms = {form for w in reader.words for form in word_forms(w, reader.langs or ("en",))}
    initials = charclasses.char_class({ch for form in forms for ch in (form[0], form[0].upper())})
    # Ids that go on in a way this does not read ("chunks 1,3", "chunks 3, 4, 2", "chunks 1
    # through 3", "chunk 2.5", "chunk 3D") make the phrase unreadable: reported, not read by its
    # first id (which would check the quotation against that chunk alone).
    goes_on = rf"(?P<pmore>\w|[.,:;/]\d|[ \t]*[,;/][ \t]*#?\d|[ \t]+(?:{'|'.join(sorted(UNREADABLE_WORDS))})\b)?"
    alternatives.append(
        rf"(?=[{initials}])(?<!\w)(?P<pword>{words}){id_sep}(?P<phrase>{phrase_ids}){goes_on}"
    )
    # The citation word before an id the reader does not read: a number word, a Roman numeral,
    # an abbreviation or sign of "number" before digits ("chunk two", "Chunk III", "chunk no.
    # 3", "source \u2116 3"). Only the word is taken; what follows is judged by
    # :func:`_unread_id` (a word that is no number, "source code", is no marker).
    alternatives.append(
        rf"(?=[{initials}])(?<!\w)(?P<uword>{plain_words})(?=(?P<uid>[ \t]+{_UNREAD_ID}|[ \t]*\u2116[ \t]*\d{{1,9}}|{_OTHER_KEY}))"
    )
    # A footnote mark: superscript digits, a caret and digits or HTML's <sup>, right after a
    # closing mark or punctuation (or one space after it); a dagger, alone there or before
    # digits anywhere ("\u20203"). After a closing bracket, only when the bracket holds prose,
    # not a formula ("(a+b)\u00b2"): see :func:`_prose_before`.
    supers = charclasses.char_class(charclasses.SUPERSCRIPT_DIGITS)
    daggers = charclasses.char_class(charclasses.DAGGERS)
    enclosed = charclasses.char_class(charclasses.ENCLOSED_NUMBERS)
    sp_open, sp_close = "\u207d", "\u207e"  # superscript parentheses: "\u207d\u00b9\u207e"
    mark_digits = rf"(?:\d{{1,3}}|[{supers}]{{1,3}})(?![\d{supers}])"
    alternatives.append(
        rf"(?=[{supers}^<{daggers}{sp_open}])(?:(?<=[{_BEFORE_FOOTNOTE}])|(?<=[{_BEFORE_FOOTNOTE}][ \t]))"
        rf"(?P<sup>{sp_open}?[{supers}]{{1,9}}{sp_close}?|\^\(?\d{{1,3}}\)?(?!\w)|<su[bp]>[ \t]*{mark_digits}[ \t]*</su[bp]>"
        rf"|[{daggers}]{{1,3}}(?:[ \t]?{mark_digits})?)"
    )
    # An enclosed number ("\u2460", "\u2474", "\u2776") right after a closing quote mark or bracket
    # or one space after it, or after a quote mark and punctuation ('"...".\u2460', '"...". \u2460'):
    # a numbered mark. Not after other punctuation, where it is the enumerator of a list
    # ("\u3002\u2461 \u6b21\u306b", "(see 2.7), \u2462 ...").
    after_close = charclasses.char_class(charclasses.QUOTE_MARKS | charclasses.CLOSING_BRACKETS)
    quote_marks = charclasses.char_class(charclasses.QUOTE_MARKS)
    alternatives.append(
        rf"(?=[{enclosed}{charclasses.char_class(_STYLED_DIGITS)}0-9])(?:(?<=[{after_close}])|(?<=[{after_close}][ \t])|(?<=[{quote_marks}][{_BEFORE_FOOTNOTE}])"
        rf"|(?<=[{quote_marks}][{_BEFORE_FOOTNOTE}][ \t]))"
        rf"(?P<sup_enclosed>(?:[{enclosed}{charclasses.char_class(_STYLED_DIGITS)}]|\d\ufe0f?\u20e3){{1,3}})"
    )
    alternatives.append(rf"(?=[{daggers}])(?P<dagger>[{daggers}]{{1,3}}[ \t]?{mark_digits})")
    # Another reference mark and digits right after a closing quote mark (or one space after it):
    # an asterisk or the reference mark of CJK text ('\u300c...\u300d\u203b4', '"..." *4'), see
    # charclasses.FOOTNOTE_MARKS.
    stars = charclasses.char_class(_REFERENCE_MARKS)
    quotes_closing = charclasses.char_class(charclasses.QUOTE_MARKS - {"`"})
    alternatives.append(
        rf"(?=[{stars}])(?:(?<=[{quotes_closing}])|(?<=[{quotes_closing}][ \t]))(?P<star>[{stars}]{{1,3}}[ \t]?{mark_digits})"
    )
    # Right after a closing quote mark (a space or a punctuation mark between at most), a
    # parenthesis or curly bracket holding ids alone, bare, after "#" or after one word ("(2)",
    # "(2, 3)", "(#2)", "(doc 2)", "(ref. 2)", "(see 2)", "{2}"): it stands where "[2]" does and
    # names an id as "[2]" does, so it is reported. Not a figure of four digits ("(2019)": a
    # year), nor ids after a one-letter abbreviation ("(p. 12)": a page).
    closing = charclasses.char_class(charclasses.QUOTE_MARKS - {"`"})  # a backtick delimits code
    # Any parenthesis Unicode names (fullwidth "\uff08", superscript "\u207d", subscript "\u208d"), a
    # curly bracket (doubled: "{{2}}") or an angle bracket ("<2>"); digits of every width and
    # digits written raised or lowered, read through NFKC ("(\uff12)", "(\u00b2)"); a word of one
    # letter of a script without case before them ("(\u6ce8 2)", "\uff08\u53c2\u71672\uff09"), or one Latin
    # letter glued to them ("(S2)"), not a one-letter abbreviation ("(p. 12)": a page).
    q_open = charclasses.char_class(set(charclasses.PARENTHESES) | {"{", "<"})
    q_close = charclasses.char_class(set(charclasses.PARENTHESES.values()) | {"}", ">"})
    digit = rf"[\d{charclasses.char_class(_RAISED_DIGITS)}]"
    one_id = rf"#?[ \t]*{digit}{{1,3}}(?![\d.,]?\d)"
    q_lead = r"(?:[^\W\d_]{2,20}\.?[ \t]*|(?![a-zA-Z])[^\W\d_][ \t]*|[a-zA-Z](?=\d))?"
    q_sep = rf"(?:[,;&\u3001\uff0c\uff1b]|and|--|[{_D}]|{_GLUED_CONJUNCTION})"
    q_ids = rf"{q_lead}{one_id}(?:[ \t]*{q_sep}[ \t]*{one_id}){{0,20}}"
    alternatives.append(
        rf"(?=[{q_open}])(?:(?<=[{closing}])|(?<=[{closing}][ \t])|(?<=[{closing}][.,;:])|(?<=[{closing}][.,;:][ \t]))"
        rf"(?P<qref>[{q_open}]{{1,2}}[ \t]*{q_ids}[ \t]*[{q_close}]{{1,2}})"
    )
    # Every alternative starts with a bracket, a letter that starts a citation word or the
    # start of a footnote mark: one test of the character at each place before trying them.
    starts = set(closer) | set(ref_closer) | set(charclasses.SUPERSCRIPT_DIGITS) | set(charclasses.DAGGERS) | {"^", "<"}
    starts |= set(charclasses.ENCLOSED_NUMBERS) | _STYLED_DIGITS | set(charclasses.PARENTHESES) | {"{", "<"}
    starts |= _ordinal_initials() | set("0123456789") | _REFERENCE_MARKS
    starts |= {ch for form in forms for ch in (form[0], form[0].upper(), form[0].lower())}
    marker = re.compile(f"(?=[{charclasses.char_class(starts)}])(?:" + "|".join(alternatives) + ")", re.IGNORECASE)
    # The common case, "[chunk 3]", read without the token loop.
    simple = re.compile(r"[ \t]*#?(\d{1,9})[ \t]*")
    word_only = re.compile(words + r"\Z", re.IGNORECASE)
    return marker, simple, word_only, {**ref_closer, **closer}


#: A figure of four digits or more: a year or a title in an angle bracket ("\u300a1984\u300b"), no chunk id.
_LONG_FIGURE = re.compile(r"\d{4}")

#: Markdown code: a fenced block or a span between backticks ("`arr[1:3]`").
_CODE_RE = re.compile(r"```.*?```|`[^`\n]+`", re.S)


def _in_code(code: List[Tuple[int, int]], at: int) -> bool:
    """Whether offset ``at`` lies inside one of the ``code`` spans (sorted, not overlapping)."""
    k = bisect.bisect_right(code, (at, sys.maxsize)) - 1
    return k >= 0 and code[k][0] < at < code[k][1]


_ID_TOKEN = re.compile(r"[^\s,;:/\u2020\u2021]+")
#: A run of decimal digits (of any script) in a bracket's body.
_DIGIT_RUN = re.compile(r"\d+")
#: What joins two digit runs into one figure: a decimal mark, a time or ratio colon, a slash, a dash
#: (a date "2023-01-05"; two runs joined by a dash alone are a range of ids, "[doc 1-3]").
_FIGURE_JOINS = ".,:/\u00b7" + _DASHES
#: Signs of a math expression, a charge or a signed number: Unicode's math symbols (Sm), and the
#: ASCII stand-ins a formula is typed with.
_MATH_SIGNS = charclasses.MATH_SYMBOLS | frozenset("+-*/^=<>~")
#: A chemical formula: two element symbols or more with their counts, or one with a charge
#: ("CO2", "H2O", "Ca2+"; "S1" and "c1" are labels).
#: A string literal of code: text between ASCII quote marks.
_STRING_LITERAL = re.compile(r"'[^']*'|\"[^\"]*\"")
_LABEL = re.compile(r"[^\W\d_]{1,4}\d{1,9}")
_FORMULA = re.compile(r"(?:[A-Z][a-z]?\d*){2,}[+\-\u2212]?|[A-Z][a-z]?\d*[+\-\u2212]")


def _digits_decomposed(kinds: Tuple[str, ...]) -> FrozenSet[str]:
    """The characters whose compatibility decomposition of one of ``kinds`` ("<super>", "<font>")
    is one decimal digit."""
    return frozenset(
        ch for ch in map(chr, range(0xA0, 0x20000))
        if unicodedata.decomposition(ch).startswith(kinds) and unicodedata.normalize("NFKC", ch).isdecimal()
    )


#: Digits written raised or lowered ("\u00b2", "\u2082"), read as the digits they stand for after a quotation.
_RAISED_DIGITS = _digits_decomposed(("<super>", "<sub>"))
#: Footnote reference marks of punctuation and symbols that are no dagger, raised or lowered form
#: or number sign: asterisks, the reference mark, the section and pilcrow signs and the double
#: vertical line, in every width (:data:`charclasses.FOOTNOTE_MARKS`; "#4" after a quotation is as
#: often a hashtag or a rank of prose).
_REFERENCE_MARKS = frozenset(
    c for c in charclasses.FOOTNOTE_MARKS
    if charclasses.category(c)[0] in "PS" and c not in charclasses.DAGGERS
    and not unicodedata.decomposition(c).startswith(("<super>", "<sub>"))
    and unicodedata.normalize("NFKC", c) != "#"
)
#: Digits of a type style ("\U0001d7d2", mathematical bold), which stand for a numbered mark after a quotation.
_STYLED_DIGITS = _digits_decomposed(("<font>",))


#: The characters of a number written as a mark: superscript digits and parentheses, enclosed numbers.
_NUMBER_MARK_CHARS = (
    charclasses.SUPERSCRIPT_DIGITS | charclasses.SUPERSCRIPT_PARENTHESES | charclasses.ENCLOSED_NUMBERS | _RAISED_DIGITS | _STYLED_DIGITS
)
#: A keycap digit of emoji ("4\ufe0f\u20e3"): a digit, the emoji variation selector and the enclosing keycap.
_KEYCAP = re.compile(r"(?:\d\ufe0f?\u20e3)+")
#: An id with a reference mark (:data:`_REFERENCE_MARKS`) before or after it, not between two figures.
_MARKED_ID = re.compile(rf"[{charclasses.char_class(_REFERENCE_MARKS)}]{{1,3}}\d{{1,3}}|\d{{1,3}}[{charclasses.char_class(_REFERENCE_MARKS)}]{{1,3}}")
#: An id before a dagger and a locator, as file-search tools cite ("4\u2020L1-L3", "1\u2020source").
_DAGGER_ID = re.compile(rf"(?<![\w.])\d{{1,9}}[ \t]?[{charclasses.char_class(charclasses.DAGGERS)}]")


#: A colon, a space and a word: what follows an id that a label names ("[1: Methods]").
_LABEL_AFTER = re.compile(r":[ \t]+[^\W\d_]")


def _whole_id_at(inner: str, start: int, end: int, single: bool) -> bool:
    """Whether the digits ``inner[start:end]`` stand as a whole integer id, not a piece of a
    decimal, version, date, time, code literal, chemical formula or math expression.

    ``single``: the body is one token, where a label glued to letters is an id ("[c1]", "[S1]";
    in a list, "[x1, x2]", such tokens are variables).
    """
    # A line break stands for either end: it is in none of the sets below (a body holds none).
    before = inner[start - 1] if start else "\n"
    after = inner[end] if end < len(inner) else "\n"
    if before in _FIGURE_JOINS and start >= 2 and inner[start - 2].isdecimal():
        # Joined to the digits before: a figure, unless it is the second end of a range of two.
        return before in _DASHES and not _joined_before(inner, start - 2) and not (
            after in _FIGURE_JOINS and end + 1 < len(inner) and inner[end + 1].isdecimal()
        )
    if after in _FIGURE_JOINS and end + 1 < len(inner) and inner[end + 1].isdecimal():
        return after in _DASHES and not _joined_after(inner, end + 2)
    if after == ":" and _LABEL_AFTER.match(inner, end):
        return True  # an id before its label ("[1: Methods]"), not a slice or a time
    if before in _MATH_SIGNS or after in _MATH_SIGNS or before == ":" or after == ":":
        return False  # "[-1]", "[Ca2+]", "[n+1]", "[:15]"
    if _caseless_word_between(inner, start, end):
        return True  # ids joined by a word of a script written without spaces ("[2\uacfc 4]", "[2\u4e0e4]")
    if before in "'\"" or after in "'\"" or after.isalpha() or charclasses.category(after)[0] == "M":
        return False  # a code literal ("['1']"), a word or hex string ("3D", "790c5c0")
    if before.isalpha():
        # Glued to letters: a label only as the whole body, a few letters and then digits.
        return single and bool(_LABEL.fullmatch(inner)) and not _FORMULA.fullmatch(inner)
    return True


#: A short word of a script without case between two figures ("2\uacfc 4", "2\u53ca4"): those scripts
#: write a word onto the figure before it, so the figures stand whole on either side.
_CASELESS_WORD = r"(?:(?![a-zA-Z])[^\W\d_]){1,3}"
_CASELESS_AFTER = re.compile(rf"{_CASELESS_WORD}[ \t]*#?\d{{1,3}}(?!\d)")
_CASELESS_BEFORE = re.compile(rf"(?<!\d)\d{{1,3}}[ \t]*{_CASELESS_WORD}[ \t]*#?\Z")


def _caseless_word_between(inner: str, start: int, end: int) -> bool:
    """Whether the digits ``inner[start:end]`` meet a word of a script without case that joins
    them to other digits (see :data:`_CASELESS_WORD`)."""
    if end - start > 3:
        return False  # a year ("[2023\u5e745\u6708]"), no id
    after, before = inner[end : end + 1], inner[start - 1 : start] if start else ""
    if after and after.isalpha() and after.lower() == after.upper() and _CASELESS_AFTER.match(inner, end):
        return True
    return bool(before) and (before.isalpha() or before in " \t#") and _CASELESS_BEFORE.search(inner, 0, start) is not None and any(
        ch.isalpha() and ch.lower() == ch.upper() for ch in inner[max(0, start - 5) : start]
    )


def _joined_before(inner: str, at: int) -> bool:
    """Whether the digit run ending at ``inner[at]`` is itself joined to digits before it."""
    k = at
    while k >= 0 and inner[k].isdecimal():
        k -= 1
    return k >= 1 and inner[k] in _FIGURE_JOINS and inner[k - 1].isdecimal()


def _joined_after(inner: str, at: int) -> bool:
    """Whether the digit run starting at ``inner[at]`` is itself joined to digits after it."""
    k = at
    while k < len(inner) and inner[k].isdecimal():
        k += 1
    return k + 1 < len(inner) and inner[k] in _FIGURE_JOINS and inner[k + 1].isdecimal()


def _reference_like(body: str, known_str: Mapping[str, Any]) -> bool:
    """Whether the body of a square-type bracket points somewhere: a footnote label ("[^note]")
    or a few words holding an id that stands as a whole integer ("[doc 2]", "[1, p. 3]",
    "【1†source】", "[c1]", see :func:`_whole_id_at`) or the id of a chunk ("[doc memo]" when a
    chunk is called "memo"). An editorial insertion ("[sic]", "[the drug]") and an elision
    ("[...]") hold neither; neither do a decimal, version, date, time, formula or code literal
    ("[0.5, 1.5]", "[v2.4.1]", "[2023-01-05 12:30]", "[Ca2+]", "[x1, x2]", "['1', '2']"); a
    longer text is prose."""
    inner = body.strip()
    if inner.startswith("^"):
        return len(inner) > 1
    if any(all(ch in _NUMBER_MARK_CHARS for ch in tok) or _KEYCAP.fullmatch(tok) for tok in _ID_TOKEN.findall(inner)):
        return True  # a superscript, subscript, enclosed or keycap number ("[\u00b9]", "[\u2460]", "[\u2474, 3]", "[\u2084]")
    if _DAGGER_ID.search(inner):
        return True  # an id and a locator after a dagger ("[4\u2020L1-L3]")
    if any(_MARKED_ID.fullmatch(tok) for tok in _ID_TOKEN.findall(inner)):
        return True  # an id with a reference mark ("[*4]", "[4*]", "[\u203b2]")
    if len(inner.split()) > MAX_REFERENCE_WORDS:
        return False
    single = len(_ID_TOKEN.findall(inner)) == 1
    runs = [_whole_id_at(inner, *m.span(), single) for m in _DIGIT_RUN.finditer(inner)]
    # Every figure whole: a bracket holding one figure piece ("[-1, 3]", "[17, 42, 'spam']" with
    # a string literal) holds data, not a pointer.
    return (bool(runs) and all(runs) and not _STRING_LITERAL.search(inner)) or (
        bool(known_str) and any(tok in known_str for tok in _ID_TOKEN.findall(inner))
    )


def _patterns(word: Union[str, Sequence[str]]) -> Tuple["re.Pattern[str]", "re.Pattern[str]", "re.Pattern[str]"]:
    """The marker, simple-body and word regexes of a reader of ``word``."""
    marker, simple, word_only, _ = _compiled(reader_for(word))
    return marker, simple, word_only


def reader_for(word: Union[None, str, Sequence[str], CitationReader]) -> CitationReader:
    """A reader for ``word``: the reader itself, the default one for None, else one of those words."""
    if isinstance(word, CitationReader):
        return word
    if word is None:
        return _DEFAULT_READER
    return _reader_of_words(word_list(word))


@lru_cache(maxsize=64)
def _reader_of_words(words: Tuple[str, ...]) -> CitationReader:
    return CitationReader(words=words)


def make_citation_reader(
    words: Sequence[str] = DEFAULT_WORDS,
    numeric: bool = True,
    brackets: Sequence[str] = DEFAULT_BRACKETS,
    langs: Optional[List[str]] = None,
) -> CitationReader:
    """``spacy_quoteverify.citations.v1``: a :class:`CitationReader` from config settings."""
    return CitationReader(
        words=tuple(words), numeric=numeric, brackets=tuple(brackets), langs=None if langs is None else tuple(langs)
    )


def _id_key(tok: str) -> str:
    """An id as compared: a number of decimal digits of any script as its value ("٢", "２" and
    "02" are 2), anything else as written."""
    return str(int(tok)) if tok.isdecimal() else tok


def parse_citations(
    text: str,
    known_ids: Optional[Iterable[Any]] = None,
    word: Union[None, str, Sequence[str]] = None,
    *,
    reader: Optional["CitationReader"] = None,
) -> Citations:
    """Find and read every citation marker in ``text``.

    text (str): The answer text.
    known_ids (Optional[Iterable[Any]]): Ids of the chunks actually supplied (ints, or strings matched as
        strings); None reports no id as unknown.
    word (Union[None, str, Sequence[str]]): The citation word, or several ("chunk", "source", "Abschnitt"...),
        matched case-insensitively with their plurals; None: the default
        reader's words ("chunk", "source"). Bare numbers in square
        brackets are read too.
    reader (Optional[CitationReader]): How markers are written (words, bare numbers, brackets); wins
        over ``word``.
    RETURNS (Citations): A :class:`Citations` record.
    """
    if reader is not None and not isinstance(reader, CitationReader):
        raise TypeError(must_be("reader", "a CitationReader", reader))
    return _parse_references_read(text, known_ids, reader or reader_for(word))


def _parse_references_read(text: str, known_ids: Optional[Iterable[Any]], reader: "CitationReader") -> Citations:
    """:func:`_parse` of ``text`` with its HTML character references read first ("&#91;4&#93;" is
    "[4]", "[2 &amp; 4]" is "[2 & 4]", as a browser shows them), each marker's offsets and text
    those of ``text`` as written."""
    if not isinstance(text, str) or "&" not in text:
        return _parse(text, known_ids, reader)
    from spacy_quoteverify.text.fold import REFERENCE_RE, OffsetMap, read_reference

    edits = []
    for m in REFERENCE_RE.finditer(text):
        read = read_reference(m.group()) if m.group().startswith("&") else None
        if read is not None:
            edits.append((m.start(), m.end(), read))
    if not edits:
        return _parse(text, known_ids, reader)
    pieces, at = [], 0
    for a, b, read in edits:
        pieces += [text[at:a], read]
        at = b
    pieces.append(text[at:])
    read_text = "".join(pieces)
    omap = OffsetMap.from_edits(len(text), edits)
    known_list = None if known_ids is None else list(known_ids)
    result = _parse(read_text, known_list, reader)
    markers = []
    for mk in result.markers:
        start = omap.start(mk.start) if mk.start < len(read_text) else len(text)
        end = omap.end(mk.end - 1) if mk.end > mk.start else start
        markers.append(mk._replace(start=start, end=end, text=text[start:end]))
    return Citations.of_markers(markers, {repr(cid) for cid in result.unknown})


def _parse(text: str, known_ids: Optional[Iterable[Any]], reader: "CitationReader") -> Citations:
    if not isinstance(text, str):
        raise TypeError(must_be("text", "a str", text))
    if isinstance(known_ids, (str, bytes)):
        raise TypeError(
            f"known_ids must be an iterable of ids, not a single string, got {known_ids!r:.80}"
        )
    known: Optional[Dict[str, CitationId]] = None
    known_str: Dict[str, CitationId] = {}
    known_list: Optional[List[Any]] = None
    if known_ids is not None:
        try:
            known_list = list(known_ids)
        except TypeError:
            raise TypeError(
                must_be("known_ids", "an iterable of ids", known_ids)
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
    marker_re, simple_re, word_only, closer = _compiled(reader)

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
            value = int(tok) if tok.isdecimal() else tok
            is_known = known is None
        out = (value, key if isinstance(value, int) else str(value), is_known)
        tok_memo[tok] = out
        return out

    cited, unknown, unparsed, markers = result.cited, result.unknown, result.unparsed, result.markers
    code = [m.span() for m in _CODE_RE.finditer(text)] if "`" in text else []
    # Each distinct (body, closing bracket) is read once.
    read_memo: Dict[Tuple[str, str], Tuple[Optional[List[str]], bool]] = {}
    taken = 0  # end of the last running-text id reported: nothing inside it is read again
    for m in marker_re.finditer(text):
        start, end = m.span()
        if start < taken:
            continue
        form = BRACKET
        opened = m.group("open")
        if opened is not None:
            body, close = m.group("body", "close")
            if close and close != closer[opened]:
                close = ""  # "[chunk 2)" does not close
            prose = _holds_prose(opened)
        else:
            g = m.groupdict()
            if g.get("nopen") is not None:
                body, close, prose = g["nbody"], g["nclose"], False
            elif g.get("uword") is not None:
                # The citation word before an id written in a way the reader does not read.
                if not _unread_id(g["uid"]):
                    continue
                end = m.end("uid")
                raw = text[start:end]
                unparsed.append(raw)
                markers.append(CitationMarker(start, end, raw, (), False, False, PHRASE))
                taken = end
                continue
            elif g.get("ord") is not None:
                # An ordinal before the citation word: reported, never read. Digits count with an
                # ordinal indicator, or letters that end an ordinal word ("2nd": "second", "3e":
                # "troisi\u00e8me", "1ro": "primero"; not "10k chunks").
                ending = g.get("oend")
                if _in_code(code, start) or (ending and ending not in _ORDINAL_INDICATORS and not _ordinal_ending(ending)):
                    continue
                raw = text[start:end]
                unparsed.append(raw)
                markers.append(CitationMarker(start, end, raw, (), False, False, PHRASE))
                continue
            elif g.get("tag") is not None:
                if _in_code(code, start):
                    continue
                inner_body, tag = g.get("tbody"), g["tag"]
                if not any(ch.isdecimal() for ch in tag) and inner_body is not None:
                    # "<cite>chunk 2</cite>": the text of the tag as any text; read whole or reported.
                    inner_start = m.start("tbody")
                    inner = _parse(inner_body, known_list, reader)
                    if inner.markers and not inner.unparsed and all(mk.form != REFERENCE for mk in inner.markers):
                        for mk in inner.markers:
                            markers.append(mk._replace(start=mk.start + inner_start, end=mk.end + inner_start))
                            for value in mk.ids:
                                key = _id_key(str(value)) if isinstance(value, int) else str(value)
                                if key not in seen:
                                    seen[key] = None
                                    cited.append(value)
                                    if value in inner.unknown:
                                        unknown.append(value)
                        continue
                if not any(ch.isdecimal() for ch in text[start:end]):
                    continue  # "<cite>The Lancet</cite>": no pointer to a chunk
                raw = text[start:end]
                unparsed.append(raw)
                markers.append(CitationMarker(start, end, raw, (), False, False, REFERENCE))
                continue
            elif g.get("aopen") is not None:
                # A bracket of another form (an angle bracket) holding a pointer: reported.
                a_body = g["abody"]
                if (
                    g["aclose"] != closer.get(g["aopen"])
                    or not _reference_like(a_body, known_str)
                    or _LONG_FIGURE.search(a_body)
                    or _in_code(code, start)
                ):
                    continue
                raw = text[start:end]
                unparsed.append(raw)
                markers.append(CitationMarker(start, end, raw, (), False, False, REFERENCE))
                continue
            elif g.get("sup") is not None or g.get("dagger") is not None or g.get("sup_enclosed") is not None or g.get("star") is not None:
                dagger = text[start] in charclasses.DAGGERS or g.get("star") is not None
                if not dagger and not _prose_before(text, start):
                    continue  # "(a+b)\u00b2": a power of a formula
                if _in_code(code, start):
                    continue
                raw = text[start:end]
                unparsed.append(raw)
                markers.append(CitationMarker(start, end, raw, (), False, False, REFERENCE))
                continue
            elif g.get("phrase") is not None:
                if g.get("pmore") is not None:
                    raw = text[start:end]
                    unparsed.append(raw)
                    markers.append(CitationMarker(start, end, raw, (), False, False, PHRASE))
                    continue
                body, close, prose, form = g["phrase"], "phrase", False, PHRASE
            else:
                # A reference-like form the reader does not read: reported, never read.
                square = g.get("ropen")
                r_open, r_body, r_close = (square, g["rbody"], g["rclose"]) if square else (
                    g.get("popen"), g.get("pbody"), g.get("pclose")
                )
                if r_open is not None and (
                    r_close != closer.get(r_open) or (square and not _reference_like(r_body or "", known_str))
                ):
                    continue
                if square and (text.startswith("(", end) or _in_code(code, start)):
                    continue  # a Markdown link's text ("[Step 2](#step-2)"), or code ("`arr[1:3]`")
                raw = text[start:end]
                unparsed.append(raw)
                markers.append(CitationMarker(start, end, raw, (), False, False, REFERENCE))
                continue
        memo_key = (body, close)
        if memo_key in read_memo:
            toks, partly = read_memo[memo_key]
        else:
            toks, partly = (_fast_read(body, simple_re) if close else None), False
            if toks is None and close:
                pointers: List[str] = []
                tokens = _read_body(body, word_only, known_str, pointers)
                toks = None if tokens is None else _expand(tokens)
                partly = bool(pointers)
            read_memo[memo_key] = (toks, partly)
        if toks is None:
            if prose and not _unread_in_parenthesis(body):
                # "(source code is open)": a parenthesis of prose, not a marker; the running text
                # in it is read as such ("(chunk 1's text)", "(chunk 2 lacks it; chunk 1 has it)").
                inner_start = start + len(opened or "")
                inner = _parse(text[inner_start : end - len(close)], known_list, reader)
                for mk in inner.markers:
                    markers.append(mk._replace(start=mk.start + inner_start, end=mk.end + inner_start))
                    for value in mk.ids:
                        key = _id_key(str(value)) if isinstance(value, int) else str(value)
                        if key not in seen:
                            seen[key] = None
                            cited.append(value)
                            if value in inner.unknown:
                                unknown.append(value)
                unparsed.extend(inner.unparsed)
                continue
            if opened is None and form == BRACKET and not _reference_like(body, known_str):
                continue  # bare figures that hold no whole id: a date ("[2023-01-05]"), a version
            raw = text[start:end]
            unparsed.append(raw)
            markers.append(CitationMarker(start, end, raw, (), False, opened is None and form == BRACKET, form))
            continue
        values = []
        for tok in toks:
            value, key, is_known = resolve(tok)
            values.append(value)
            if key not in seen:
                seen[key] = None
                cited.append(value)
                if not is_known:
                    unknown.append(value)
        if partly:
            # "[chunk 2, doc 3]": its ids are read, and what points elsewhere is reported.
            unparsed.append(text[start:end])
        markers.append(
            CitationMarker(
                start, end, text[start:end], tuple(values), not partly, opened is None and form == BRACKET, form
            )
        )
    if "|" in text:
        column = _column_markers(text, markers, word_only, simple_re, known_str, resolve, code)
        if column:
            result = _with_markers(result, column)
    if "{" in text and '"' in text:
        fields, replaced = _field_markers(text, result.markers, word_only, simple_re, known_str, resolve)
        if fields:
            result = _with_markers(result.without(replaced), fields)
    return result


class TableRow(NamedTuple):
    """One row of a Markdown table: where the line starts and ends, and the span of each cell's text."""

    start: int
    end: int
    cells: Tuple[Tuple[int, int], ...]


#: The delimiter row under a Markdown table's header ("|---|:---:|", "--- | ---").
_TABLE_DELIMITER = re.compile(r"^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$", re.M)
#: What a header cell may wrap its word in: emphasis, a number sign, a colon, spaces.
_CELL_DRESS = " \t*_#:`"


def _row(text: str, start: int, end: int) -> Optional[TableRow]:
    """The cells of the line ``text[start:end]`` when it is a row of pipes, else None."""
    line = text[start:end]
    if "|" not in line:
        return None
    cells: List[Tuple[int, int]] = []
    bars = [k for k, ch in enumerate(line) if ch == "|" and (k == 0 or line[k - 1] != "\\")]
    edges = [-1] + bars + [len(line)]
    for a, b in zip(edges, edges[1:]):
        cells.append((start + a + 1, start + b))
    # The pipes at the ends of a row ("| a | b |") open and close it: no empty cell outside them.
    if not line[: bars[0]].strip():
        cells = cells[1:]
    if not line[bars[-1] + 1 :].strip():
        cells = cells[:-1]
    return TableRow(start, end, tuple(cells))


def markdown_tables(text: str) -> List[Tuple[TableRow, List[TableRow]]]:
    """Every Markdown table of ``text``: its header row and its body rows (the lines of pipes
    after the delimiter row, up to the first line without one)."""
    out: List[Tuple[TableRow, List[TableRow]]] = []
    for m in _TABLE_DELIMITER.finditer(text):
        head_end = m.start() - 1
        if head_end < 0:
            continue
        head_start = text.rfind("\n", 0, head_end) + 1
        header = _row(text, head_start, head_end)
        if header is None:
            continue
        body: List[TableRow] = []
        at = m.end() + 1
        while at <= len(text):
            nl = text.find("\n", at)
            nl = len(text) if nl == -1 else nl
            row = _row(text, at, nl)
            if row is None or not text[at:nl].strip():
                break
            body.append(row)
            at = nl + 1
        out.append((header, body))
    return out


def _column_markers(
    text: str,
    markers: List[CitationMarker],
    word_only: "re.Pattern[str]",
    simple_re: "re.Pattern[str]",
    known_str: Dict[str, CitationId],
    resolve: Any,
    code: List[Tuple[int, int]],
) -> List[Tuple[CitationMarker, List[Tuple[CitationId, bool]]]]:
    """The cells of Markdown table columns headed by the citation word ("| Quote | Chunk |",
    "Source", "Chunk ID"): their bare ids are read as citations ("| ... | 2 |", "| 1, 3 |");
    a cell that holds something else is reported (its text names a source the reader does not
    read). A cell holding a marker already, or nothing ("", "-"), is passed over."""
    out: List[Tuple[CitationMarker, List[Tuple[CitationId, bool]]]] = []
    starts = sorted((mk.start, mk.end) for mk in markers)
    for header, body in markdown_tables(text):
        if _in_code(code, header.start):
            continue
        columns = [
            k for k, (a, b) in enumerate(header.cells) if text[a:b].strip(_CELL_DRESS) and word_only.match(text[a:b].strip(_CELL_DRESS))
        ]
        for row in body:
            for k in columns:
                if k >= len(row.cells):
                    continue
                a, b = row.cells[k]
                inner = text[a:b]
                content = inner.strip(_CELL_DRESS)
                if not content or all(ch in charclasses.DASHES or ch in "-/\u2014\u2013" for ch in content):
                    continue
                if any(a <= s < b for s, _ in starts):
                    continue
                lead = a + len(inner) - len(inner.lstrip(_CELL_DRESS))
                at, to = lead, lead + len(content)
                toks = _read_ids(content, word_only, simple_re, known_str)
                if toks is None:
                    out.append((CitationMarker(at, to, text[at:to], (), False, False, PHRASE), []))
                    continue
                values = [resolve(tok) for tok in toks]
                mk = CitationMarker(at, to, text[at:to], tuple(v for v, _, _ in values), True, False, PHRASE)
                out.append((mk, [(v, known) for v, _, known in values]))
    return out


def _read_ids(
    content: str, word_only: "re.Pattern[str]", simple_re: "re.Pattern[str]", known_str: Dict[str, CitationId]
) -> Optional[List[str]]:
    """The id tokens of ``content`` read as a marker's body after the citation word (a table cell,
    a JSON member's value: "2", "1, 3", "1-3"), or None when it cannot be read whole."""
    toks = _fast_read(" " + content, simple_re)
    if toks is None:
        read = _read_body(" " + content, word_only, known_str)
        toks = None if read is None else _expand(read)
    return toks


def _with_markers(
    result: Citations, added: List[Tuple[CitationMarker, List[Tuple[CitationId, bool]]]]
) -> Citations:
    """``result`` with the markers ``added`` (each with its ids and whether each is known), in text order."""
    unknown = {repr(cid) for cid in result.unknown}
    for _mk, values in added:
        unknown.update(repr(v) for v, known in values if not known)
    markers = sorted(result.markers + [mk for mk, _ in added], key=lambda mk: mk.start)
    return Citations.of_markers(markers, unknown)


#: A parenthesis whose citation word is followed by an unread id and nothing but a locator:
#: "(chunk two)", "(see Chunk III, p. 4)"; not "(source one would expect)".
_UNREAD_IN_PARENS = re.compile(rf"(?P<uid>[ \t]+{_UNREAD_ID}|[ \t]*\u2116[ \t]*\d{{1,9}})[ \t]*(?:[,;].*)?", re.S)


def _unread_in_parenthesis(body: str) -> bool:
    """Whether a parenthesis body after the citation word is an id the reader does not read."""
    m = _UNREAD_IN_PARENS.fullmatch(body)
    return m is not None and _unread_id(m.group("uid"))


def citation_pattern(word: Union[None, str, Sequence[str], "CitationReader"] = None) -> "re.Pattern[str]":
    """The compiled regex that finds marker candidates of ``word`` (or of a reader)."""
    return reader_for(word).pattern()


_DEFAULT_READER = CitationReader()


# -- JSON objects -------------------------------------------------------------------------------


class JsonMember(NamedTuple):
    """A member of a JSON object written in a text: ``"chunk_id": 2``.

    owner (Tuple[int, int]): The span of the innermost object holding it.
    key (str): Its name, decoded.
    key_span (Tuple[int, int]): Where the name is written, its quote marks included.
    value_span (Tuple[int, int]): Where its value is written.
    value (Any): The value, decoded (a dict, list, str, number, bool or None).
    """

    owner: Tuple[int, int]
    key: str
    key_span: Tuple[int, int]
    value_span: Tuple[int, int]
    value: Any


#: What a scan for JSON objects steps over: a string (whole, escapes and all) or a brace.
_JSON_STRING_OR_BRACE = re.compile(r'"(?:[^"\\\n]|\\.)*"|[{}]')
_JSON_SPACE = re.compile(r"[ \t\n\r]*")
_JSON_DECODER = json.JSONDecoder()


#: Deepest nesting of braces at which an object is looked for: a deeper one is read as a part
#: of the object around it, so that a run of braces costs a bounded number of parses.
JSON_MAX_DEPTH = 16


@lru_cache(maxsize=64)
def json_objects(text: str) -> Tuple[Tuple[int, int], ...]:
    """The spans of the JSON objects written in ``text`` (nested ones too, to
    :data:`JSON_MAX_DEPTH` levels), in order of their start: a brace and its closing brace
    that a JSON parser reads as one object. Models answer in JSON ('{"quote": "...",
    "chunk_id": 2}'), in prose or in a code block.

    >>> json_objects('Answer: {"quote": "a {b}", "chunk": [1]} {not json}')
    ((8, 40),)
    """
    if "{" not in text:
        return ()
    out: List[Tuple[int, int]] = []
    opened: List[int] = []
    for m in _JSON_STRING_OR_BRACE.finditer(text):
        if m.group() == "{":
            opened.append(m.start())
        elif m.group() == "}" and opened:
            start = opened.pop()
            if len(opened) >= JSON_MAX_DEPTH:
                continue
            try:
                value = json.loads(text[start : m.end()])
            except (ValueError, RecursionError):
                continue
            if isinstance(value, dict):
                out.append((start, m.end()))
    return tuple(sorted(out))


def json_object_at(text: str, start: int, end: int) -> Optional[Tuple[int, int]]:
    """The innermost JSON object of ``text`` (:func:`json_objects`) holding ``text[start:end]``
    whole, or None.

    >>> text = '[{"quote": "It fell.", "source": {"chunk": 2}}]'
    >>> json_object_at(text, 12, 20), json_object_at(text, 42, 43)
    ((1, 46), (33, 45))
    """
    objects = json_objects(text)
    parents = json_parents(text)
    # Objects nest or stand apart: one holding the span holds the last object that starts
    # before it, or is that object.
    k = bisect.bisect_left(objects, (start, -1)) - 1
    while k >= 0:
        a, b = objects[k]
        if end <= b:
            return (a, b) if a < start else None
        k = parents[k]
    return None


@lru_cache(maxsize=64)
def json_parents(text: str) -> Tuple[int, ...]:
    """For each object of :func:`json_objects`, the index of the innermost one around it (-1: none)."""
    parents: List[int] = []
    around: List[int] = []
    objects = json_objects(text)
    for k, (a, _end) in enumerate(objects):
        while around and objects[around[-1]][1] <= a:
            around.pop()
        parents.append(around[-1] if around else -1)
        around.append(k)
    return tuple(parents)


@lru_cache(maxsize=64)
def json_members(text: str) -> Tuple[JsonMember, ...]:
    """Every member of every JSON object of ``text`` (:func:`json_objects`), in text order.

    >>> [(m.key, m.value) for m in json_members('[{"quote": "It fell.", "chunk_id": 2}]')]
    [('quote', 'It fell.'), ('chunk_id', 2)]
    """
    members: List[JsonMember] = []
    reach = -1
    for start, end in json_objects(text):
        if end <= reach:
            continue  # inside an object already walked
        reach = end
        found: List[JsonMember] = []
        try:
            _walk_json(text, start, found)
        except RecursionError:
            continue  # nested too deep to walk: no member of it is read
        members.extend(found)
    return tuple(sorted(members, key=lambda m: m.key_span))


def _walk_json(text: str, at: int, members: List[JsonMember]) -> int:
    """Walk the JSON value starting at ``at`` (read whole by a JSON parser already), adding the
    members of its objects to ``members``; where the value ends."""
    ch = text[at]
    if ch == "{":
        start, pending = at, []
        at = _JSON_SPACE.match(text, at + 1).end()  # type: ignore[union-attr]
        while text[at] != "}":
            key, after = json.decoder.scanstring(text, at + 1)  # type: ignore[attr-defined]
            key_span = (at, after)
            at = _JSON_SPACE.match(text, after).end() + 1  # type: ignore[union-attr]  # past the colon
            value_start = _JSON_SPACE.match(text, at).end()  # type: ignore[union-attr]
            value_end = _walk_json(text, value_start, members)
            pending.append((key, key_span, (value_start, value_end)))
            at = _JSON_SPACE.match(text, value_end).end()  # type: ignore[union-attr]
            if text[at] == ",":
                at = _JSON_SPACE.match(text, at + 1).end()  # type: ignore[union-attr]
        end = at + 1
        for key, key_span, (a, b) in pending:
            members.append(JsonMember((start, end), key, key_span, (a, b), json.loads(text[a:b])))
        return end
    if ch == "[":
        at = _JSON_SPACE.match(text, at + 1).end()  # type: ignore[union-attr]
        while text[at] != "]":
            at = _JSON_SPACE.match(text, _walk_json(text, at, members)).end()  # type: ignore[union-attr]
            if text[at] == ",":
                at = _JSON_SPACE.match(text, at + 1).end()  # type: ignore[union-attr]
        return at + 1
    return _JSON_DECODER.raw_decode(text, at)[1]


#: A name joined of two parts: "chunk_index", "source-page", "docId", "passage_no".
_KEY_PARTS = re.compile(r"(?P<first>[^\W\d_]+?)(?:[_\-\u2010 .]+|(?<=[a-z])(?=[A-Z]))(?P<second>[^\W\d_]+)\.?")


def _field_markers(
    text: str,
    markers: List[CitationMarker],
    word_only: "re.Pattern[str]",
    simple_re: "re.Pattern[str]",
    known_str: Dict[str, CitationId],
    resolve: Any,
) -> Tuple[List[Tuple[CitationMarker, List[Tuple[CitationId, bool]]]], List[CitationMarker]]:
    """The members of JSON objects that cite (:data:`FIELD` markers), and the markers read
    inside their values already (a list value is a bare-number bracket: the member replaces it).

    A member named by the citation word, alone or with a key naming the id ("chunk", "sources",
    "chunk_id", "chunkId", "source no") is read: a number, digits in a string, a list of them,
    or a string written as a marker body ("chunk 2", "1-3", or a known id); any other value is
    reported. A member whose name joins the citation word to another word ("chunk_index",
    "source_page") or another word to a key naming an id ("doc_id", "passageNumber") is
    reported when its value holds a digit: a pointer the reader does not read."""
    out: List[Tuple[CitationMarker, List[Tuple[CitationId, bool]]]] = []
    replaced: List[CitationMarker] = []
    for member in json_members(text):
        key = member.key.strip()
        a, b = member.key_span[0], member.value_span[1]
        raw = text[a:b]
        if isinstance(member.value, dict):
            continue
        if word_only.match(key):
            toks = _field_ids(member.value, word_only, simple_re, known_str)
            if toks is None:
                mk = CitationMarker(a, b, raw, (), False, False, FIELD)
                out.append((mk, []))
            else:
                values = [resolve(tok) for tok in toks]
                mk = CitationMarker(a, b, raw, tuple(v for v, _, _ in values), True, False, FIELD)
                out.append((mk, [(v, known) for v, _, known in values]))
        elif _other_pointer(key, word_only) and any(ch.isdecimal() for ch in json.dumps(member.value, ensure_ascii=False)):
            out.append((CitationMarker(a, b, raw, (), False, False, FIELD), []))
        else:
            continue
        replaced.extend(other for other in markers if a <= other.start < b)
    return out, replaced


def _field_ids(
    value: Any, word_only: "re.Pattern[str]", simple_re: "re.Pattern[str]", known_str: Dict[str, CitationId]
) -> Optional[List[str]]:
    """The id tokens of a citing member's value, or None when it cannot be read whole."""
    items = value if isinstance(value, list) else [value]
    toks: List[str] = []
    for item in items:
        if isinstance(item, bool) or item is None or isinstance(item, (dict, list, float)):
            return None
        if isinstance(item, int):
            if item < 0:
                return None
            toks.append(str(item))
            continue
        content = str(item).strip()
        if content in known_str:
            toks.append(content)
            continue
        read = _read_ids(content, word_only, simple_re, known_str)
        if not read:
            return None
        toks.extend(read)
    return toks or None


def _other_pointer(key: str, word_only: "re.Pattern[str]") -> bool:
    """A member name that points somewhere the reader does not read: the citation word joined
    to another word ("chunk_index", "sourcePage") or a word joined to a key naming an id
    ("doc_id", "passage_no", "documentNumber")."""
    m = _KEY_PARTS.fullmatch(key)
    if m is None:
        return False
    if word_only.match(m.group("first")):
        return True
    return _key_re().fullmatch(" " + m.group("second")) is not None or _key_re().fullmatch("_" + m.group("second")) is not None
