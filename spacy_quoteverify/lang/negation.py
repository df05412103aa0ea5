"""Find negations in a piece of text, in spaced and unspaced scripts.

The elision rule refuses a quotation whose "..." leaves out a negation ("the drug did ... reduce
mortality" against "the drug did not reduce mortality"), and the edit matcher compares the
negations of a quotation with those of its window. Both ask this module.

Spaced scripts (Latin, Cyrillic, Greek, Arabic, Hebrew, Indic, Hangul) are cut into words and
each word (and each part of a hyphenated word: "non-inferior" -> "non") is looked up in the
negation lexicons of its script (:mod:`spacy_quoteverify.lang.lexicons`), which also know negating
endings (Turkish "gelmedi", Bengali "করেনি").

Unspaced scripts (Han, kana, Thai, Lao, Khmer, Myanmar) have no words to look up, and a
character pattern is wrong both ways there: Japanese 少ない ("few") contains ない and negates
nothing, while 行かなかった does negate. When the language's word segmenter is installed the run
is tokenized (:func:`spacy_quoteverify.lang.tokenizer.get_nlp`) and each token is judged: Japanese by
its part of speech (an auxiliary ない/ぬ/ず after a verb negates, the adjective 少ない does not),
Thai and segmented Chinese by the token (ไม่ negates, ไม้ "wood" does not). Chinese read per
character (spaCy's default) counts every negating character except inside a listed false
friend (非 in 非常 "very"), unless a listed negating word overlaps it (并非常规 "not
conventional"). Without a word segmenter (a missing package, or ``use_tokens=False``), every
occurrence of a negating character sequence counts: that refuses more quotations rather than
verifying a wrong one.
"""
from __future__ import annotations

import functools
import itertools
import re
import threading
import unicodedata
from typing import (
    TYPE_CHECKING,
    AbstractSet,
    Any,
    Callable,
    Dict,
    FrozenSet,
    Iterable,
    Iterator,
    List,
    Mapping,
    NamedTuple,
    Optional,
    Sequence,
    Set,
    Tuple,
)

import regex

# Imported eagerly: without lexicons this module cannot judge anything, and callers treat a
# failed import as "refuse every elision".
from spacy_quoteverify import charclasses, reasons
from spacy_quoteverify.charclasses import UNDELIMITED_SCRIPTS as UNSPACED_SCRIPTS
from spacy_quoteverify.errors import must_be
from spacy_quoteverify.lang import lexicons
from spacy_quoteverify.lang.guess import guess_language, letter_scripts
from spacy_quoteverify.lang.scripts import as_one_script

if TYPE_CHECKING:  # pragma: no cover
    from types import ModuleType

__all__ = [
    "DETECTION_CONFIDENCE",
    "UNSPACED_SCRIPTS",
    "detect_language",
    "detectable_languages",
    "elided_negation",
    "negations_in_context",
    "read_alike",
    "elision_problem",
    "negation_before",
    "negates_as_written",
    "text_languages",
    "uncovered_language",
    "unwritten_letters",
    "unfamiliar_words",
    "possible_languages",
    "unnamed_languages",
    "vouched_languages",
    "find_negation",
    "negations",
    "uncovered_script",
    "script_name",
    "clear_caches",
]

_UNSPACED_EXTRA = charclasses.UNSPACED_EXTRA
# Commas inside a clause of an unspaced script stay in its run (Japanese "ず、" negates).
_UNSPACED_PUNCT = "[、，]"
_UNSPACED_CLASS = charclasses.UNDELIMITED_CLASS
# Zero-width (non-)joiners belong inside Persian and Indic words.
# Apostrophes of every kind and their look-alikes (one home: the lexicon module folds them
# alike) join word parts.
_APOSTROPHE_CLASS = "[" + charclasses.char_class(charclasses.APOSTROPHES | charclasses.APOSTROPHE_LOOKALIKES) + "]"
# A word may start with a combining mark (a vowel sign written after a space: Tamil "ில்லை" is read
# whole, not from the letter after the sign).
_WORD = rf"{_APOSTROPHE_CLASS}?(?=[\p{{L}}\p{{M}}])[[\p{{L}}\p{{M}}\p{{N}}\u200c\u200d]--[{_UNSPACED_CLASS}]]+(?:{_APOSTROPHE_CLASS}[[\p{{L}}\p{{M}}]--[{_UNSPACED_CLASS}]]+)*{_APOSTROPHE_CLASS}?"
# A text is cut into runs of unspaced script and (possibly hyphenated) words of spaced scripts.
_CJK_CLASS = charclasses.UNSPACED_FAMILIES[0]
# One run per script family, so that Thai after Chinese is read as Thai.
_UNSPACED_RUN = "|".join(
    [rf"[{_CJK_CLASS}](?:[{_CJK_CLASS}\p{{M}}]|{_UNSPACED_PUNCT}(?=[{_CJK_CLASS}]))*"]
    + [rf"\p{{Script={name}}}[\p{{Script={name}}}\p{{M}}]*" for name in UNSPACED_SCRIPTS if name not in charclasses.HAN_FAMILY]
)
_PIECES = regex.compile(
    rf"(?P<unspaced>{_UNSPACED_RUN})"
    rf"|(?P<word>{_WORD}(?:[-‐‑]{_WORD})*)",
    regex.V1,
)
# Most text to check is Latin letters (up to Latin Extended-B) with the punctuation of the
# General Punctuation block (curly quotes, dashes). Such text has no unspaced script, no
# combining mark and no joiner, and there the standard ``re`` module, whose \w reads those
# letters and digits as \p{L} and \p{N}, cuts the same words as _PIECES several times faster:
# the script classes make _PIECES slow to scan. tests/test_negation.py compares the two.
_SIMPLE_TEXT_OUTSIDE = re.compile(r"[^\x00-\u024f\u2000-\u200b\u200e-\u206f]")
_SIMPLE_WORD = rf"{_APOSTROPHE_CLASS}?(?=[^\W\d_\xb2\xb3\xb9\xbc-\xbe])[^\W_]+(?:{_APOSTROPHE_CLASS}[^\W\d_\xb2\xb3\xb9\xbc-\xbe]+)*{_APOSTROPHE_CLASS}?"  # \xb2...: digits that \w reads as letters
_SIMPLE_PIECES = re.compile(rf"{_SIMPLE_WORD}(?:[-‐‑]{_SIMPLE_WORD})*")
_HYPHENS = regex.compile(r"[-‐‑]")
_APOSTROPHES = regex.compile(_APOSTROPHE_CLASS)

_SEGMENTER_LOCK = threading.Lock()


def _lexicons() -> "ModuleType":
    """The lexicon module (a function so tests can swap it)."""
    return lexicons


@functools.lru_cache(maxsize=128)
def _lexicon(lang: Optional[str]) -> Any:
    """The negation lexicon of ``lang``, or None when there is none."""
    if not lang:
        return None
    try:
        return _lexicons().negation_lexicon(lang)
    except (KeyError, ValueError, LookupError, FileNotFoundError):
        return None


@functools.lru_cache(maxsize=256)
def _lexicons_for(script: str, lang: Optional[str]) -> Tuple[Any, ...]:
    """Lexicons to consult for a word of ``script``: ``lang``'s own when it covers the script,
    otherwise every lexicon of the script."""
    own = _lexicon(lang)
    if own is not None and script in own.scripts:
        return (own,)
    return tuple(_lexicons().negation_lexicons_for_script(script))


@functools.lru_cache(maxsize=65536)
def _main_script(piece: str) -> str:
    """The script most letters of ``piece`` are written in ("" when it has no letters)."""
    if piece.isascii():  # the only ASCII letters are Latin ones
        return "Latin" if any(ch.isalpha() for ch in piece) else ""
    counts = letter_scripts(piece)
    if not counts:
        return ""
    return max(counts, key=lambda name: counts[name])


def _word_candidates(word: str) -> List[str]:
    """The word, its hyphen-separated parts, and its apostrophe pieces ("n't", "n'", "est")."""
    candidates = [word]
    if word.isascii() and "-" not in word and "'" not in word:  # the other hyphens and apostrophes are not ASCII
        return candidates
    parts = [part for part in _HYPHENS.split(word) if part]
    if len(parts) > 1:
        candidates.extend(parts)
    for part in parts:
        pieces = _APOSTROPHES.split(part)
        if len(pieces) > 1:
            candidates.extend(piece for piece in pieces if piece)
            candidates.extend(piece + "'" for piece in pieces[:-1] if piece)
            if part.endswith(("n't", "n’t", "nʼt")):
                candidates.append("n't")
    return candidates


@functools.lru_cache(maxsize=65536)
def _word_negation(word: str, lang: Optional[str]) -> Optional[str]:
    """The negation that a spaced-script word is or contains, or None.

    The word is compatibility-normalised first, so full-width (ｎｏｔ) and mathematical (𝐧𝐨𝐭)
    letters are read as the letters they stand for.
    """
    if not word.isascii():  # ASCII is its own NFKC form
        word = unicodedata.normalize("NFKC", _lexicons().fold_marks(word))
    script = _main_script(word)
    if not script:
        return None  # digits only
    lexicons = _lexicons_for(script, lang)
    if not lexicons:
        return None
    candidates = _word_candidates(_lexicons().word_key(word))
    # The named language's own lexicon first, then every lexicon of the script
    # pooled (which leaves out words that negate in one language but are everyday
    # words in another, "et", "be"): a German "nicht" in a text said to be
    # English is still a negation.
    # The candidates are pieces of a word already in key form, so they are looked up
    # as they are (``is_negation_word`` would make each key again).
    if lang is not None and len(lexicons) == 1:
        own = lexicons[0]
        for candidate in candidates:
            if candidate not in own.false_friends and own.matches(candidate):
                return candidate
    for candidate in candidates:
        if _pooled_is_negation(candidate, is_key=True):
            return candidate
    return None


class _Pool(NamedTuple):
    """Several lexicons' rules merged, to judge a word against all of them in one pass."""

    lexicons: Tuple[Any, ...]
    words: FrozenSet[str]
    false_friends: FrozenSet[str]
    prefixed: Tuple[Tuple[str, FrozenSet[str]], ...]
    patterns: Tuple["regex.Pattern[str]", ...]

    def is_negation(self, key: str) -> bool:
        """``lexicons.is_negation_word`` over these lexicons, for a word already in key form."""
        if key in self.false_friends:
            return False
        if key in self.words:
            return True
        for prefix, words in self.prefixed:
            if len(key) > len(prefix) and key.startswith(prefix) and key[len(prefix) :] in words:
                return True
        if any(pattern.fullmatch(key) for pattern in self.patterns):
            return True
        # A listed word with a stress mark put on it ("не́"), as the lexicons read it without
        # word tables. Negating affixes are left to the named language
        # (:meth:`NegationLexicon.matches`): checking them needs each language's word tables.
        return not key.isascii() and any(lex.marked_entry(key, tables=False) for lex in self.lexicons)


# Global inline flags such as "(?i)" would leak into the other alternatives of a merged pattern.
_INLINE_FLAGS = regex.compile(r"\(\?[a-zA-Z0-9]*\)")
_POOLS: Dict[int, _Pool] = {}


def _merged_patterns(patterns: List["regex.Pattern[str]"]) -> Tuple["regex.Pattern[str]", ...]:
    r"""One alternation for patterns that can be merged safely (same flags, no groups, no inline flags).

    Neighbouring patterns that open with the same word-boundary test (:func:`_leading_test`) share
    one: ``(?<!X)(?:A|B)`` matches what ``(?:(?<!X)A)|(?:(?<!X)B)`` matches, in the same order, and
    the regex engine then tests the boundary once at each position instead of once per pattern (a
    lexicon's phrase patterns, scanned at every position of a text, cost a third as much).

    >>> [p.pattern for p in _merged_patterns([regex.compile(r"\bno\b"), regex.compile(r"\bnot\b"), regex.compile("nie")])]
    ['\\b(?:(?:no\\b)|(?:not\\b))|(?:nie)']
    """
    if len(patterns) < 2:
        return tuple(patterns)
    flags = patterns[0].flags
    # Groups are asked of the alternation, not of each pattern: that would compile each one
    # (the lexicons' patterns compile when first read, :class:`lexicons.LazyPattern`).
    if any(p.flags != flags or _INLINE_FLAGS.search(p.pattern) for p in patterns):
        return tuple(patterns)
    runs: List[Tuple[str, List[str]]] = []
    for p in patterns:
        test, body = _leading_test(p.pattern)
        if runs and test and runs[-1][0] == test:
            runs[-1][1].append(body)
        else:
            runs.append((test, [body]))
    alternatives = [
        f"{test}(?:{'|'.join(f'(?:{body})' for body in bodies)})" if test and len(bodies) > 1 else f"(?:{test}{bodies[0]})"
        for test, bodies in runs
    ]
    try:
        merged = regex.compile("|".join(alternatives), flags)
    except regex.error:
        return tuple(patterns)
    return tuple(patterns) if merged.groups else (merged,)


#: A word-boundary test a pattern may open with: a lookbehind for a class of characters
#: (``(?<![\p{L}\p{M}\p{N}])``) or ``\b`` (not ``\b{...}``, a boundary of another kind).
_LEADING_TEST = regex.compile(r"\(\?<!\[(?:\\p\{\w+\}|\w|-)+\]\)|\\b(?!\{)")


def _leading_test(pattern: str) -> Tuple[str, str]:
    r"""The word-boundary test ``pattern`` opens with and the rest, or ``("", pattern)`` where it
    opens with none or the rest holds an alternation of its own (``(?<!X)a|b`` tests X before
    ``a`` only: the test cannot be shared).

    >>> _leading_test(r"(?<![\p{L}\p{M}])amb\s+prou(?![\p{L}\p{M}])")
    ('(?<![\\p{L}\\p{M}])', 'amb\\s+prou(?![\\p{L}\\p{M}])')
    >>> _leading_test(r"\bno|nie")
    ('', '\\bno|nie')
    """
    m = _LEADING_TEST.match(pattern)
    if m is None or _top_level_bar(pattern, m.end()):
        return "", pattern
    return m.group(), pattern[m.end() :]


def _top_level_bar(pattern: str, start: int) -> bool:
    """Whether ``pattern`` holds a ``|`` outside any group and character set after ``start``
    (escapes and sets read as the regex module's version 0 reads them; unsure counts as yes)."""
    depth = 0
    k = start
    while k < len(pattern):
        c = pattern[k]
        if c == "\\":
            k += 2
            continue
        if c == "[":
            k += 1
            if k < len(pattern) and pattern[k] == "^":
                k += 1
            if k < len(pattern) and pattern[k] == "]":
                k += 1  # a "]" first in a set is a member
            while k < len(pattern) and pattern[k] != "]":
                if pattern[k] == "[":
                    return True  # a nested set (version 1 only): not read here
                k += 2 if pattern[k] == "\\" else 1
            if k >= len(pattern):
                return True
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth < 0:
                return True
        elif c == "|" and depth == 0:
            return True
        k += 1
    return depth != 0


# -- literal starts: which texts a pattern cannot match in -----------------------------------

#: Most literal starts read off one pattern (a set of optional groups multiplies them).
_MOST_STARTS = 256
#: Most characters of a start kept: a match that starts with a text starts with its first
#: characters, and a few of them tell most places apart (a lexicon's hundreds of verb forms
#: share a few dozen).
_START_CHARS = 4
#: Escapes that test a place without reading a character (version 0 of the regex module).
_ZERO_WIDTH_ESCAPES = frozenset("bBAZGmM")
#: Flags under which a pattern's letters match more than themselves, or its text reads otherwise.
_NOT_LITERAL_FLAGS = regex.IGNORECASE | regex.FULLCASE | regex.VERBOSE | regex.REVERSE | regex.V1


class _Unread(Exception):
    """A part of a pattern :func:`literal_starts` does not read (the pattern gets no starts)."""


def literal_starts(pattern: "regex.Pattern[str]") -> Optional[FrozenSet[str]]:
    r"""Texts one of which every match of ``pattern`` starts with (at most :data:`_START_CHARS`
    characters of each), or None where they cannot be read off it (a match may start with any
    character, or a part of the pattern is not read).

    Read off the pattern's syntax as the regex module's version 0 reads it: literal characters,
    escaped punctuation, sets of literal characters, groups and their alternatives, and
    quantifiers; tests of a place (lookarounds, ``\b``, ``^``) read no character. A text that
    holds none of the starts holds no match: the phrase patterns of a lexicon need not be run
    over it (:func:`_phrase_places`).

    >>> sorted(literal_starts(regex.compile(r"(?<![\p{L}\p{M}])(?:rara\s+vez|a\s+duras)(?![\p{L}])")))
    ['a', 'rara']
    >>> sorted(literal_starts(regex.compile(r"\b(?:an)?statt\b")))
    ['anst', 'stat']
    >>> sorted(literal_starts(regex.compile(r"[àa]\s+peine")))
    ['a', 'à']
    >>> literal_starts(regex.compile(r"\p{Hangul}+지")) is None
    True
    """
    if pattern.flags & _NOT_LITERAL_FLAGS or _INLINE_FLAGS.search(pattern.pattern):
        return None
    try:
        found, end = _starts_of_alternatives(pattern.pattern, 0)
    except _Unread:
        return None
    if end != len(pattern.pattern):
        return None
    texts = {text for text, _ in found}
    if not texts or "" in texts:
        return None
    # A start that holds a shorter one at its own start adds nothing to the test.
    return frozenset(t for t in texts if not any(t != u and t.startswith(u) for u in texts))


def _starts_of_alternatives(p: str, k: int) -> Tuple[Set[Tuple[str, bool]], int]:
    """The starts of the alternatives from ``p[k]`` up to the ``)`` that closes their group or the
    end, as (text, whether what follows may extend it), and where they stop."""
    found: Set[Tuple[str, bool]] = set()
    while True:
        seq, k = _starts_of_sequence(p, k)
        found |= seq
        if k < len(p) and p[k] == "|":
            k += 1
            continue
        return found, k


def _starts_of_sequence(p: str, k: int) -> Tuple[Set[Tuple[str, bool]], int]:
    current: Set[Tuple[str, bool]] = {("", True)}
    while k < len(p) and p[k] not in "|)":
        atom, k = _starts_of_atom(p, k)
        low, high, k = _quantifier(p, k)
        if high == 0:
            atom = {("", True)}
        elif high != 1:
            atom = {(text, False) for text, _ in atom}  # repeated: what follows may be more of it
        if low == 0:
            atom = atom | {("", True)}
        current = {
            ((text + more)[:_START_CHARS], still and len(text + more) < _START_CHARS) if extend else (text, False)
            for text, extend in current
            for more, still in (atom if extend else [("", False)])
        }
        if len(current) > _MOST_STARTS:
            raise _Unread
        if not any(extend for _, extend in current):
            # Nothing extends any more: skip the rest of this sequence.
            k = _skip_sequence(p, k)
    return current, k


def _skip_sequence(p: str, k: int) -> int:
    while k < len(p) and p[k] not in "|)":
        _, k = _starts_of_atom(p, k)
        _, _, k = _quantifier(p, k)
    return k


def _starts_of_atom(p: str, k: int) -> Tuple[Set[Tuple[str, bool]], int]:
    c = p[k]
    if c == "(":
        if p.startswith(("(?<!", "(?<=", "(?=", "(?!"), k):
            _, k = _starts_of_alternatives(p, k + (4 if p[k + 2] == "<" else 3))
            if k >= len(p) or p[k] != ")":
                raise _Unread
            return {("", True)}, k + 1  # a test of the place
        if p.startswith(("(?:", "(?>"), k):
            k += 3
        elif p.startswith("(?P<", k):
            close = p.find(">", k)
            if close < 0:
                raise _Unread
            k = close + 1
        elif p.startswith("(?", k):
            raise _Unread  # flags, conditionals, references
        else:
            k += 1
        found, k = _starts_of_alternatives(p, k)
        if k >= len(p) or p[k] != ")":
            raise _Unread
        return found, k + 1
    if c == "[":
        return _starts_of_set(p, k)
    if c == "\\":
        if k + 1 >= len(p):
            raise _Unread
        e = p[k + 1]
        if e in _ZERO_WIDTH_ESCAPES:
            if k + 2 < len(p) and p[k + 2] == "{":
                raise _Unread  # \b{...}: a boundary of another kind
            return {("", True)}, k + 2
        if e.isascii() and not e.isalnum():
            return {(e, True)}, k + 2  # escaped punctuation: itself
        if e in "pPN":
            # A property or a named character: read as a class of characters.
            close = p.find("}", k) if k + 2 < len(p) and p[k + 2] == "{" else k + 2
            if close < 0:
                raise _Unread
            return {("", False)}, close + 1
        if e.isdigit():
            raise _Unread  # a back reference or an octal escape
        return {("", False)}, k + 2  # a class of characters (\s, \w, \d...) or a control
    if c in "^$":
        return {("", True)}, k + 1
    if c == ".":
        return {("", False)}, k + 1
    if c in "*+?{":
        raise _Unread  # a quantifier with nothing before it
    return {(c, True)}, k + 1


def _starts_of_set(p: str, k: int) -> Tuple[Set[Tuple[str, bool]], int]:
    """The set at ``p[k]`` (``[``): its members where it lists literal characters alone, else a
    character it does not tell (escapes, negation, ranges), and where it ends."""
    close = k + 1
    if close < len(p) and p[close] == "^":
        close += 1
    if close < len(p) and p[close] == "]":
        close += 1  # a "]" first in a set is a member
    literal = p[k + 1] not in "^]"
    while close < len(p) and p[close] != "]":
        if p[close] == "[":
            raise _Unread  # a nested set (version 1 only)
        if p[close] in "\\-":
            literal = False
        close += 2 if p[close] == "\\" else 1
    if close >= len(p):
        raise _Unread
    members = p[k + 1 : close]
    if not literal or not members:
        return {("", False)}, close + 1
    return {(m, True) for m in members}, close + 1


_QUANTIFIER_RE = re.compile(r"(?:([?*+])|\{(\d*)(,?)(\d*)\})[?+]?")


def _quantifier(p: str, k: int) -> Tuple[int, int, int]:
    """The least and most repetitions of the quantifier at ``p[k]`` (1, 1 where there is none;
    most -1: no limit) and where it ends."""
    m = _QUANTIFIER_RE.match(p, k)
    if m is None:
        if k < len(p) and p[k] == "{":
            raise _Unread
        return 1, 1, k
    if m.group(1):
        return (0 if m.group(1) in "?*" else 1), (1 if m.group(1) == "?" else -1), m.end()
    low, comma, high = m.group(2), m.group(3), m.group(4)
    if not low and not comma:
        raise _Unread
    least = int(low or 0)
    most = (int(high) if high else -1) if comma else least
    return least, most, m.end()


def _pool(lexicons: Tuple[Any, ...]) -> _Pool:
    """The merged rules of a tuple of lexicons (cached per tuple: the lexicon module caches those)."""
    pool = _POOLS.get(id(lexicons))
    if pool is not None and pool.lexicons is lexicons:
        return pool
    pool = _Pool(
        lexicons=lexicons,
        words=frozenset(w for lex in lexicons for w in lex.words),
        false_friends=frozenset(f for lex in lexicons for f in lex.false_friends),
        prefixed=tuple((prefix, lex.words) for lex in lexicons for prefix in lex.prefixes),
        patterns=_merged_patterns([p for lex in lexicons for p in lex.word_patterns]),
    )
    if len(_POOLS) > 256:
        _POOLS.clear()
    _POOLS[id(lexicons)] = pool
    return pool


def _pooled_is_negation(word: str, is_key: bool = False) -> bool:
    """``lexicons.is_negation_word(word)`` (every lexicon covering the word), judged in one pass.

    The lexicon module consults each covering lexicon in turn (some thirty for a
    Latin word), which made looking up a word not seen before the largest cost of
    comparing a quotation's negations with its window's. ``is_key``: the word is
    already in ``word_key`` form, without surrounding spaces.
    """
    lexicons = _lexicons()
    covering = getattr(lexicons, "_lexicons_covering", None)
    if covering is None:  # a lexicon module without the per-script grouping: ask it directly
        return bool(lexicons.is_negation_word(word))
    key = word if is_key else lexicons.word_key(word).strip()
    if not key:
        return False
    return _pool(covering(key)).is_negation(key)


def _run_language(run: str, lang: Optional[str]) -> Optional[str]:
    """The language to read an unspaced run as: ``lang`` when its lexicon covers the run's
    script, otherwise the language its script suggests."""
    own = _lexicon(lang)
    if own is not None and _main_script(run) in own.scripts:
        return lang
    guessed = guess_language(run, default="")
    return guessed or None


def _alternation(strings: "set[str]") -> Optional["regex.Pattern[str]"]:
    """One pattern for a set of strings, longest first (so the longest wins at a position)."""
    strings = {s for s in strings if s}
    if not strings:
        return None
    ordered = sorted(strings, key=lambda s: (-len(s), s))
    return regex.compile("|".join(regex.escape(s) for s in ordered))


@functools.lru_cache(maxsize=64)
def _substring_pattern(lang: str) -> Optional["regex.Pattern[str]"]:
    """The negating character sequences of ``lang`` (its lexicon's substrings)."""
    lexicon = _lexicon(lang)
    return None if lexicon is None else _alternation(set(lexicon.substrings))


@functools.lru_cache(maxsize=64)
def _false_friend_pattern(lang: str) -> Optional["regex.Pattern[str]"]:
    """The false friends of ``lang`` (words that contain a negating sequence but do not negate)."""
    lexicon = _lexicon(lang)
    return None if lexicon is None else _alternation(set(lexicon.false_friends))


@functools.lru_cache(maxsize=64)
def _negation_word_pattern(lang: str) -> Optional["regex.Pattern[str]"]:
    """The negating words of ``lang`` longer than one character (并非, 没有)."""
    lexicon = _lexicon(lang)
    return None if lexicon is None else _alternation({w for w in lexicon.words if len(w) > 1})


def _substring_negations(run: str, lang: str, skip_false_friends: bool) -> List[Tuple[int, str]]:
    """Every negating character sequence in ``run``.

    run (str): Text of an unspaced script.
    lang (str): The language whose lexicon to use.
    skip_false_friends (bool): Skip a sequence that starts inside a false friend (非 in 非常
        "very"). Only for Chinese read per character, where the false friends stand in for
        the words a segmenter would cut; elsewhere a missing segmenter means strict matching.
    """
    pattern = _substring_pattern(lang)
    if pattern is None:
        return []
    friend_spans = _false_friend_spans(run, lang) if skip_false_friends else []
    if friend_spans:
        # A listed negating word overrides a false friend it overlaps: 并非 in 并非常规.
        words = _negation_word_pattern(lang)
        word_spans = [m.span() for m in words.finditer(run, overlapped=True)] if words else []
        friend_spans = [
            (start, end)
            for start, end in friend_spans
            if not any(w_start < end and start < w_end for w_start, w_end in word_spans)
        ]
    # The end of the run counts as a clause end: some endings are listed only before one
    # (Japanese "ず。"), because the bare character also occurs inside words (必ず).
    scanned = run + "。"
    return [
        (m.start(), m.group().rstrip("。"))
        for m in pattern.finditer(scanned)
        if m.start() < len(run) and not any(start <= m.start() < end for start, end in friend_spans)
    ]


def _tokenizer() -> Any:
    """The tokenizer module, imported on first use: it loads spaCy, which only the word
    segmenters of unspaced scripts need (the rest of this module reads word lists)."""
    from spacy_quoteverify.lang import tokenizer

    return tokenizer


@functools.lru_cache(maxsize=8192)
def _tokens(run: str, lang: str) -> Tuple[Tuple[int, str, str, str, str], ...]:
    """Tokenize ``run`` with ``lang``'s segmenter: (offset, text, lemma, norm, tag) per token."""
    nlp = _tokenizer().get_nlp(lang)
    with _SEGMENTER_LOCK:  # segmenters such as SudachiPy's are not safe to share across threads
        doc = nlp(run)
    return tuple(
        (token.idx, token.text, token.lemma_, token.norm_, token.tag_)
        for token in doc
        if not token.is_space
    )


def _uses_word_segmenter(lang: str) -> bool:
    """Whether ``lang``'s pipeline cuts words (not single characters) in unspaced text."""
    if not _tokenizer().segmenter_available(lang):
        return False
    tokenizer = _tokenizer().get_nlp(lang).tokenizer
    inner = getattr(tokenizer, "inner", tokenizer)
    if getattr(tokenizer, "rule_based", False):
        return False
    return getattr(inner, "segmenter", None) != "char"


def _token_is_negation(text: str, lemma: str, norm: str, tag: str, lang: str, lexicon: Any) -> bool:
    """Judge one token of an unspaced script."""
    is_negation_word = _lexicons().is_negation_word
    false_friends = lexicon.false_friends if lexicon is not None else frozenset()
    if text in false_friends or (lemma and lemma in false_friends):
        return False
    if lang == "ja":
        # Negating lemmas are recognised by the segmenter's part of speech (the lexicon's
        # tagged_lemmas and tags) rather than by characters.
        if tag.startswith(lexicon.non_negating_tags):
            return False  # 少ない, 危ない: adjectives that end in ない
        if lemma in lexicon.tagged_lemmas and tag.startswith(lexicon.negating_tags):
            return True
        return any(is_negation_word(form, lang) for form in {text, lemma} if form)
    if any(is_negation_word(form, lang) for form in {text, lemma, norm} if form):
        return True
    pattern = _substring_pattern(lang)
    return bool(pattern is not None and pattern.search(text))


_KANA_RE = regex.compile(r"[\p{Script=Hiragana}\p{Script=Katakana}]")
_HAN_RUN_RE = regex.compile(r"\p{Script=Han}+")


def _unspaced_negations(run: str, lang: Optional[str], use_tokens: bool) -> List[Tuple[int, str]]:
    """Negations in a run of unspaced script, with offsets into the run.

    A run of Han characters alone may be Chinese or Japanese whatever the
    document's language: it is read both ways and every negation counts.
    """
    run_lang = _run_language(run, lang)
    if run_lang is None:
        return []
    found = _unspaced_negations_as(run, run_lang, use_tokens)
    if run_lang == "ja":
        # Kanji runs inside Japanese text may be Chinese words (mixed documents):
        # read them as Chinese too, and every negation counts.
        extra = set(found)
        for m in _HAN_RUN_RE.finditer(run):
            extra.update(
                (m.start() + offset, neg) for offset, neg in _unspaced_negations_as(m.group(), "zh", use_tokens)
            )
        found = sorted(extra)
    return found


@functools.lru_cache(maxsize=1)
def _phrase_patterns() -> Tuple["regex.Pattern[str]", ...]:
    """The phrase patterns of every lexicon (Korean "-지 마세요"), merged into one alternation
    where they can be (read with ``overlapped``: one phrase may start inside another)."""
    lex = _lexicons()
    return _merged_patterns([p for code in lex.available_languages("negations") for p in lex.negation_lexicon(code).phrase_patterns])


def _phrase_matches(text: str) -> List["regex.Match[str]"]:
    """The matches of :func:`_phrase_patterns` in ``text``, read with ``overlapped``, in the order
    that reading yields them: at each position, in order, the match of the first pattern that
    matches there.

    When the patterns are one alternation, each lexicon's own alternation
    (:func:`_lexicon_phrases`) is read instead and, at each position, the first lexicon's match
    kept: the same matches (the alternation tries its branches in order, lexicon by lexicon),
    found in about a third of the time, as ``regex`` tries an alternation of thousands of
    branches at every position far more slowly than some fifty of a few hundred (tests compare
    both readings).

    >>> [m.group() for m in _phrase_matches("The company failed to report its losses.")]
    ['failed to']
    """
    patterns = _phrase_patterns()
    if len(patterns) != 1:  # not merged: each pattern read in turn, as written
        return [m for pattern in patterns for m in pattern.finditer(text, overlapped=True)]
    first: Dict[int, "regex.Match[str]"] = {}
    places = _phrase_places(text)
    for code in _lexicons().available_languages("negations"):
        for m in _lexicon_phrase_matches(code, text, places):
            first.setdefault(m.start(), m)
    return [first[at] for at in sorted(first)]


@functools.lru_cache(maxsize=None)
def _lexicon_phrases(lang: str) -> Tuple["regex.Pattern[str]", ...]:
    """A lexicon's phrase patterns merged into one alternation where they can be: one scan of a
    text instead of one per pattern (the negative verbs made them many)."""
    return _merged_patterns(list(_lexicons().negation_lexicon(lang).phrase_patterns))


@functools.lru_cache(maxsize=None)
def _phrase_starts(lang: str) -> Optional[Tuple[str, ...]]:
    """The literal starts of a lexicon's phrase patterns (:func:`literal_starts`), none of which
    holds another at its own start; None where some pattern's starts cannot be read (its
    patterns are then run at every position).

    >>> "fail" in _phrase_starts("en")
    True
    """
    starts: Set[str] = set()
    for pattern in _lexicons().negation_lexicon(lang).phrase_patterns:
        found = literal_starts(pattern)
        if found is None:
            return None
        starts |= found
    if not starts:
        return None
    return tuple(sorted(s for s in starts if not any(s != t and s.startswith(t) for t in starts)))


@functools.lru_cache(maxsize=1)
def _phrase_lexicons_unread() -> FrozenSet[str]:
    """The languages of :func:`_phrase_lexicons` whose literal starts cannot be read (their
    phrase patterns are run at every position)."""
    return frozenset(lexicon.lang for lexicon in _phrase_lexicons() if _phrase_starts(lexicon.lang) is None)


@functools.lru_cache(maxsize=1)
def _phrase_start_index() -> Tuple["re.Pattern[str]", Dict[str, Tuple[str, ...]]]:
    """A lookahead for the literal starts of every lexicon's phrase patterns (one scan finds
    every place where one begins, overlapping ones too), and the languages of each start."""
    by_start: Dict[str, List[str]] = {}
    # Every language with a lexicon, as _phrase_matches reads them all (not only those of
    # _phrase_lexicons): a language with starts but no places would have its phrases missed.
    for lang in _lexicons().available_languages("negations"):
        for start in _phrase_starts(lang) or ():
            by_start.setdefault(start, []).append(lang)
    # A tree of the starts: the branches at each step differ in their first letter, so a place
    # is ruled out after one test per branch there, not one per start.
    pattern = re.compile(f"(?=(?:{lexicons.word_alternation(by_start, twins=False)}))" if by_start else "(?!)")
    return pattern, {start: tuple(langs) for start, langs in by_start.items()}


def _phrase_places(text: str, before: Optional[int] = None) -> Dict[str, List[int]]:
    """For each lexicon with literal starts (:func:`_phrase_starts`), the places of ``text``
    (before ``before``) where one of them begins: the only places a phrase of it can start.

    >>> _phrase_places("the company failed to report")["en"]  # "failed to", and "to" may open "too ... to"
    [12, 22]
    """
    pattern, by_start = _phrase_start_index()
    end = len(text) if before is None else min(len(text), before + _START_CHARS)
    places: Dict[str, List[int]] = {}
    for m in pattern.finditer(text, 0, end):
        at = m.start()
        if before is not None and at >= before:
            break
        for n in range(1, min(_START_CHARS, end - at) + 1):
            for lang in by_start.get(text[at : at + n], ()):
                found = places.setdefault(lang, [])
                if not found or found[-1] != at:
                    found.append(at)
    return places


def _lexicon_phrase_matches(
    lang: str, text: str, places: Dict[str, List[int]], before: Optional[int] = None
) -> Iterator["regex.Match[str]"]:
    """The matches of a lexicon's phrase patterns (:func:`_lexicon_phrases`) in ``text``, pattern
    by pattern, each read with ``overlapped`` (at each position the match found there, in order);
    ``before``: at least those that start before it (``places``: :func:`_phrase_places` of the
    text, with the same ``before``).

    Where the lexicon's literal starts are known, each pattern is tried only at the places one
    of them begins: the same matches (a pattern's match at a place is the one its scan finds
    there, lookbehinds reading the text before the place alike) without running dozens of
    alternatives at every position (tests compare both readings).

    >>> text = "the company failed to report"
    >>> [m.group() for m in _lexicon_phrase_matches("en", text, _phrase_places(text))]
    ['failed to']
    """
    if _phrase_starts(lang) is None:
        for pattern in _lexicon_phrases(lang):
            for m in pattern.finditer(text, overlapped=True):
                if before is not None and m.start() >= before and not pattern.flags & regex.REVERSE:
                    break  # read forwards, the matches left start later still
                yield m
        return
    at_places = places.get(lang)
    if not at_places:
        return  # before the patterns are merged and compiled: most lexicons start nowhere in a text
    for pattern in _lexicon_phrases(lang):
        for at in at_places:
            m = pattern.match(text, at)
            if m is not None:
                yield m


def negation_in_context(context: str, start: int, end: int, lang: Optional[str] = None) -> Optional[str]:
    """A negation of an unspaced script that ``context[start:end]`` holds or cuts into, as the
    language's word segmenter reads the run around it, or None.

    Left out alone, a negating ending is often another word: Japanese ん, へん ("strange") and
    ねえ negate after a verb stem ("効かへん", "知らん") only, so the segmenter reads the whole run,
    and a negating token that overlaps the span counts; so does a lexicon's phrase pattern that
    the span cuts into (Korean "먹지 말라고" with "먹지" kept). Without a segmenter, the left-out
    text's own characters are read by :func:`elision_problem`.

    context (str): The source sentence around the left-out text, as written.
    start (int): Where the left-out text starts in ``context``.
    end (int): Where it ends.
    lang (Optional[str]): The language named by the caller, or None.
    RETURNS (Optional[str]): The negating token, or None.

    >>> text = "この薬は効かへん、患者は困った。"
    >>> negation_in_context(text, 6, 8, "ja")
    'へん'
    >>> negation_in_context("この薬は効く、患者は困った。", 5, 6, "ja") is None
    True
    """
    # A pattern across words that the left-out text cuts into: Korean "먹지 | 말라고" (the
    # prohibitive 말다 after the -지 form the quotation keeps).
    # Read in key form (lower case: "Failed to" at a sentence start) where that keeps the offsets.
    keyed = _lexicons().word_key(context)
    read = keyed if len(keyed) == len(context) else context
    # An additive phrase left out whole ("free of charge", "not only") negates nothing, though a
    # phrase pattern ("free of") reads inside it.
    additive = _additive_pattern()
    left_whole = [m.span() for m in (additive.finditer(context, start, end) if additive is not None else ())]
    for found in _phrase_matches(read):
        if found.start() < end and found.end() > start and _HAS_LETTER.search(context, max(start, found.start()), min(end, found.end())):
            if not _inside(found.start(), found.end(), left_whole):
                return found.group()
    for match in _PIECES.finditer(context):
        if match.lastgroup != "unspaced" or match.end() <= start or match.start() >= end:
            continue
        run = match.group()
        run_lang = _run_language(run, lang)
        if run_lang is None or not _uses_word_segmenter(run_lang):
            continue
        lexicon = _lexicon(run_lang)
        if lexicon is None:
            continue
        spans = list(left_whole)
        # A false friend the segmenter cuts into several tokens (Japanese "かもしれません",
        # "may": the negative of 知れる, lexicalised) holds no negation either.
        spans += [(match.start() + x, match.start() + y) for x, y in _false_friend_spans(run, run_lang)]
        for offset, text, lemma, norm, tag in _tokens(run, run_lang):
            a = match.start() + offset
            if a < end and a + len(text) > start and _token_is_negation(text, lemma, norm, tag, run_lang, lexicon):
                if not _inside(a, a + len(text), spans):
                    return text
    return None


def _false_friend_spans(run: str, lang: str) -> List[Tuple[int, int]]:
    """Where the false friends of ``lang``'s lexicon stand in ``run``: a negating token inside
    one is part of a word or set phrase that negates nothing, though the segmenter cuts it
    apart ("かも|しれ|ませ|ん", "may be")."""
    friends = _false_friend_pattern(lang)
    return [m.span() for m in friends.finditer(run, overlapped=True)] if friends is not None else []


def _inside(start: int, end: int, spans: Sequence[Tuple[int, int]]) -> bool:
    """Whether ``[start, end)`` lies within one of ``spans``."""
    return any(x <= start and end <= y for x, y in spans)


def _unspaced_negations_as(run: str, run_lang: str, use_tokens: bool) -> List[Tuple[int, str]]:
    lexicon = _lexicon(run_lang)
    if lexicon is None:
        return []
    if use_tokens and _uses_word_segmenter(run_lang):
        friends = _false_friend_spans(run, run_lang)
        return [
            (offset, text)
            for offset, text, lemma, norm, tag in _tokens(run, run_lang)
            if _token_is_negation(text, lemma, norm, tag, run_lang, lexicon)
            and not _inside(offset, offset + len(text), friends)
        ]
    per_character = run_lang == "zh" and _tokenizer().segmenter_available(run_lang)
    return _substring_negations(run, run_lang, skip_false_friends=per_character)


#: A word written letter-spaced (the German "Sperrsatz", emphasis in print, and what text drawn
#: from a PDF keeps of it): three or more single letters, each after one space of a line
#: ("n i c h t", "N O T"). A letter is a grapheme cluster that starts with one (an Indic
#: syllable with its vowel sign or conjunct: "क दा पि"). Two letters are not read so: two
#: one-letter words are too common ("e i pazienti", Italian "and the", would read as Finnish "ei").
LETTER_SPACED = regex.compile(
    r"(?<![\p{L}\p{M}\p{N}])(?=\p{L})\X(?:[^\S\n](?=\p{L})\X){2,}(?![\p{L}\p{M}\p{N}])"
)
_ONE_SPACE = regex.compile(r"[^\S\n]")


def unspace_letters(text: str) -> str:
    """``text`` with each letter-spaced word written as one word (:data:`LETTER_SPACED`), so that
    the negation it spells is read: "did n o t reduce" reads "did not reduce". Other text is kept.

    >>> unspace_letters("Die Therapie senkte die Sterblichkeit n i c h t.")
    'Die Therapie senkte die Sterblichkeit nicht.'
    >>> unspace_letters("e i pazienti")
    'e i pazienti'
    """
    if " " not in text and _ONE_SPACE.search(text) is None:
        return text
    return LETTER_SPACED.sub(lambda m: _ONE_SPACE.sub("", m.group()), text)


#: A word broken across a line by a hyphen, as print and text drawn from a PDF break it ("nev-" at
#: a line's end, "er" on the next): a dash of any kind (Pd), the soft hyphen, the not sign and
#: the double oblique hyphen typesetters use, or quoted-printable's "=", before a line break
#: (with spaces around it); or a dash before spaces alone ("nev- er", a break the extraction
#: turned into a space). The letters on both sides are one word.
_BREAK = (
    r"(?:[\p{Pd}\u00ad\u00ac\u2e17=][^\S\n\r\x0b\x85\u2028]*(?:\r\n|[\n\r\x0b\x85\u2028])"
    r"|[\p{Pd}\u00ad\u00ac\u2e17][^\S\n\r\x0b\x85\u2028]+)[^\S\n\r\x0b\x85\u2028]*"
)
_BROKEN_WORD = regex.compile(r"([\p{L}\p{M}]+)" + _BREAK + r"([\p{L}\p{M}]+)")


#: The first part of such a word and its break, at the end of a text.
_BROKEN_HEAD = regex.compile(r"[\p{L}\p{M}]+" + _BREAK + r"\Z")


def broken_word_head(text: str) -> int:
    r"""How many characters at the end of ``text`` are the first part of a word broken across a line
    by a hyphen (:data:`_BROKEN_WORD`) whose rest follows ``text``: 0 if none ("has nev-\n" -> 5).

    >>> broken_word_head("The drug has nev-\n")
    5
    """
    m = _BROKEN_HEAD.search(text[-48:])
    return len(m.group()) if m else 0


def rejoin_broken_words(text: str) -> str:
    r"""``text`` with each word broken across a line by a hyphen written whole (:data:`_BROKEN_WORD`):
    "has nev-\ner reduced" reads "has never reduced". Read only to find negations.

    >>> rejoin_broken_words("Das Medikament senkte kei-\nneswegs die Sterblichkeit")
    'Das Medikament senkte keineswegs die Sterblichkeit'
    """
    if "\n" not in text and "\r" not in text and "- " not in text and _BROKEN_WORD.search(text) is None:
        return text
    return _BROKEN_WORD.sub(lambda m: m.group(1) + m.group(2), text)


_CLUSTER = regex.compile(r"\X")
#: The most letters a word read from a letter-spaced run may have.
LETTER_SPACED_LONGEST = 24
#: The most code points a letter of a letter-spaced word is read with (an Indic syllable with a
#: conjunct and its signs).
LETTER_CLUSTER_LONGEST = 6


def letter_spaced_words(text: str, pos: int = 0, endpos: Optional[int] = None) -> Iterator[Tuple[int, int, str]]:
    """Each word a letter-spaced run of ``text[pos:endpos]`` may spell (:data:`LETTER_SPACED`):
    every stretch of three of its letters or more, with its span and its letters joined. A
    one-letter word beside a letter-spaced one reads as one more letter of it (Hindi "की ब गै र"
    holds "ब गै र", "without").

    >>> [w for _, _, w in letter_spaced_words("x n o t")]
    ['xno', 'xnot', 'not']
    """
    end = len(text) if endpos is None else endpos
    for m in LETTER_SPACED.finditer(text, pos, end):
        spans = [(m.start() + c.start(), m.start() + c.end()) for c in _CLUSTER.finditer(m.group()) if not c.group().isspace()]
        letters = [text[a:b] for a, b in spans]
        for a in range(len(spans)):
            for b in range(a + 2, min(len(spans), a + LETTER_SPACED_LONGEST)):
                yield spans[a][0], spans[b][1], "".join(letters[a : b + 1])


@functools.lru_cache(maxsize=8192)
def _scan(text: str, lang: Optional[str], use_tokens: bool) -> Tuple[str, ...]:
    """All negations in ``text``, in order."""
    return _scan_with(text, lang, use_tokens, _word_negation, lang)


def _scan_with(text: str, lang: Optional[str], use_tokens: bool, judge: Any, arg: Any) -> Tuple[str, ...]:
    """All negations in ``text``, in order, each word judged by ``judge(word, arg)``."""
    found: List[Tuple[int, str]] = []
    if _SIMPLE_TEXT_OUTSIDE.search(text) is None:  # words only, found in order
        for match in _SIMPLE_PIECES.finditer(text):
            negation = _judge_word(text, match, judge, arg)
            if negation is not None and not _numero(text, match.end(), negation):
                found.append((match.start(), negation))
    else:
        for match in _PIECES.finditer(text):
            piece = match.group()
            if match.lastgroup == "word":
                negation = _judge_word(text, match, judge, arg)
                if negation is not None and not _numero(text, match.end(), negation):
                    found.append((match.start(), negation))
            else:
                found.extend(
                    (match.start() + offset, negation)
                    for offset, negation in _unspaced_negations(piece, lang, use_tokens)
                )
    found.extend(_phrase_negations(text))
    # A letter-spaced word is read as the word it spells ("n i c h t"); its single letters,
    # read above as words, negate nothing.
    for start, _, word in letter_spaced_words(text):
        negation = judge(word, arg)
        if negation is not None:
            found.append((start, negation))
    # A word broken across a line by a hyphen is read whole ("nev-\ner"); its halves, read above
    # as words, are seldom negations ("ni-" of "ni-\nkdy" is one, and is then read twice).
    for match in _BROKEN_WORD.finditer(text, overlapped=True):
        negation = judge(match.group(1) + match.group(2), arg)
        if negation is not None:
            found.append((match.start(), negation))
    found.sort(key=lambda item: item[0])
    return tuple(negation for _, negation in found)


_TRAILING_HYPHEN = regex.compile(r"[-‐‑](?![\p{L}\p{M}\p{N}])")


def _judge_word(text: str, match: Any, judge: Any, arg: Any) -> Optional[str]:
    """``judge`` on a word; a word written with a hyphen onto the next one that the text does
    not hold (Romanian "n-" left out of "n-a") is judged with its hyphen first."""
    if _TRAILING_HYPHEN.match(text, match.end()):
        negation = judge(match.group() + "-", arg)
        if negation is not None:
            return negation
    return judge(match.group(), arg)


# "no. 5": a negation word written with a full stop before a number is the abbreviation of a
# word for "number" (Latin numero) when spaCy's tokenizer exceptions of a language list it.
# The number is an identifier (letters and digits: "ISRCTN12345") or stands alone (no word in
# lower case after it): "said no. 5 patients died" may be the answer "no" and is not excused.
_BEFORE_NUMBER = regex.compile(
    r"\.[^\S\n]*(?:[\p{L}-]*\p{L}[\p{L}-]*\p{N}[\p{L}\p{N}-]*|\p{N}[\p{N}-]*\p{L}[\p{L}\p{N}-]*"
    r"|\p{N}[\p{N}.,-]*(?![\p{L}\p{N}])(?![^\S\n]+\p{Ll}))"
)


def _numero(text: str, end: int, negation: str) -> bool:
    """Whether the word ending at ``end`` is an abbreviation such as "no." before a number."""
    return bool(_BEFORE_NUMBER.match(text, end)) and (negation + ".") in _abbreviations()


@functools.lru_cache(maxsize=1)
def _abbreviations() -> FrozenSet[str]:
    """Abbreviations with a full stop in spaCy's tokenizer exceptions, for every language
    that has a negation lexicon (lower case)."""
    from spacy.util import get_lang_class

    found: set[str] = set()
    for lang in _lexicons().available_languages("negations"):
        try:
            exceptions = get_lang_class(lang).Defaults.tokenizer_exceptions
        except (ImportError, KeyError, ValueError, AttributeError):
            continue
        found.update(lexicons.word_key(key) for key in exceptions if key.endswith(".") and len(key) > 1)
    return frozenset(found)


@functools.lru_cache(maxsize=8192)
def _phrase_negations(text: str) -> Tuple[Tuple[int, str], ...]:
    """Negations that span words (Korean "복용하지 마세요"), from the lexicons' phrase patterns."""
    found: List[Tuple[int, str]] = []
    key = ""
    places: Dict[str, List[int]] = {}
    for lexicon in _phrase_lexicons_of(text):
        # Offsets are only approximate where the key's length differs; order is what counts.
        if not key:
            key = lexicons.word_key(text)
            places = _phrase_places(key)
        found.extend((m.start(), m.group()) for m in _lexicon_phrase_matches(lexicon.lang, key, places))
    return tuple(found)


#: Most characters read back from a passage's start for a phrase negation ending there.
_PHRASE_REACH = 40


def phrase_negation_before(text: str) -> Optional[str]:
    """A negation written as a phrase of a lexicon (``phrase_patterns``: Hebrew "אף פעם", "never",
    and "אף אחד", "nobody"; Vietnamese "đâu có") that ends ``text``, white space aside: a passage
    that starts right after it leaves it out, as it would a negation word before it. The phrase
    as found, or None.

    >>> phrase_negation_before("הוא אף פעם ")
    'אף פעם'
    >>> phrase_negation_before("הוא אף ") is None
    True
    """
    return phrase_negation_at(text)


def phrase_negation_at(text: str, following: str = "") -> Optional[str]:
    """A negation written as a phrase (:func:`phrase_negation_before`) that starts in ``text``
    and reaches its end, white space aside, or runs on into ``following``: a passage that starts
    at ``following`` leaves it out or cuts it ("to report its losses" after "The company failed";
    "report its losses" after "failed to", the phrase read with the word after it where the
    lexicon's pattern looks ahead: Spanish "dejó de" before an infinitive). The phrase, or None.

    >>> phrase_negation_at("The company failed ", "to report its losses")
    'failed to'
    >>> phrase_negation_at("La empresa dejó de ", "publicar sus pérdidas")
    'dejó de'
    >>> phrase_negation_at("The bus stopped ", "at the station") is None
    True
    """
    tail = text[-_PHRASE_REACH:].rstrip()
    if not tail:
        return None
    return _phrase_across(tail, following[:_PHRASE_REACH])


def bare_phrase_negation_at(text: str, following: str, context: str, lang: Optional[str] = None) -> Optional[str]:
    """:func:`phrase_negation_at` for a text typed without diacritics: a phrase pattern of a
    lexicon that holds letters with diacritics, typed without them (:func:`_bare_phrase_patterns`:
    Vietnamese "phu nhan rang" for "phủ nhận rằng", 'denied that'; Spanish "dejo de" for "dejó de"),
    that starts in ``text`` and reaches its end or runs on into ``following``, where neither is
    typed with any diacritic (:func:`lexicons.typed_bare`) or the phrase holds a word that is no
    word of its language so typed (:func:`_misspelt`), and the phrase's language is one
    ``context`` is known to be in (named as ``lang``, or found by the detector; where none is,
    one the detector leaves possible), or whose stop words typed without marks the context shows
    more of than those of the languages known: a spelling without marks may be another
    language's word. The phrase, or None.

    >>> bare_phrase_negation_at("Bo truong phu nhan rang ", "chinh phu da thong qua luat", "", "vi")
    'phu nhan rang'
    >>> bare_phrase_negation_at("Bộ trưởng phu nhan rang ", "chính phủ", "", "vi") is None
    True
    """
    tail, head = text[-_PHRASE_REACH:].rstrip(), following[:_PHRASE_REACH]
    found = _bare_phrases_across(tail, head)
    if not found:
        return None
    context = context or f"{text} {following}"
    bare = lexicons.typed_bare(f"{tail} {head}")
    return next((phrase for code, phrase in found if (bare or _misspelt(phrase, code)) and _bare_text_in(code, context, lang)), None)


def _misspelt(phrase: str, code: str) -> bool:
    """Whether a phrase typed without its diacritics in a text that writes others holds a word
    that is no word of ``code`` so typed (spacy-lookups-data's or simplemma's words,
    :func:`lexicons.known_word`): a writer left the marks off this word only ("Le médicament
    pretendument guérit", French "prétendument"). A phrase whose words all are words without
    their marks too ("a tort", 'has wrong'; Spanish "dejo de", 'I leave of') is read so only in
    a text typed without any.

    >>> _misspelt("pretendument", "fr"), _misspelt("a tort", "fr")
    (True, False)
    """
    return any(lexicons.no_word_of(w, code) for w in regex.findall(r"[\p{L}\p{M}]+", phrase))


@functools.lru_cache(maxsize=16384)
def _bare_phrases_across(tail: str, head: str) -> Tuple[Tuple[str, str], ...]:
    """``(language, phrase)`` of every phrase typed without diacritics that starts in ``tail`` and
    reaches its end or runs on into ``head`` (:func:`bare_phrase_negation_at`; the caller decides
    whether a text that writes diacritics elsewhere may type it so). Cached as
    :func:`_phrase_across` is: a repetitive source asks for the same few places again and again."""
    if not tail:
        return ()
    key = lexicons.word_key(tail)
    cut = len(key)
    if head.strip():
        key += " " + lexicons.word_key(head.lstrip())
    return tuple(
        (lex.lang, m.group())
        for lex in _lexicons().negation_lexicons_for_script(_main_script(tail))
        for pattern, starts in _bare_phrase_starts(lex.lang)
        if starts is None or any(start in key for start in starts)  # a text without its starts holds none
        for m in pattern.finditer(key, overlapped=True)
        if m.start() < cut <= m.end()
    )


@functools.lru_cache(maxsize=None)
def _bare_phrase_starts(code: str) -> Tuple[Tuple["regex.Pattern[str]", Optional[FrozenSet[str]]], ...]:
    """:func:`_bare_phrase_patterns` of ``code``, each with its :func:`literal_starts`."""
    return tuple((pattern, literal_starts(pattern)) for pattern in _bare_phrase_patterns(code))


def _bare_text_in(code: str, context: str, lang: Optional[str]) -> bool:
    """Whether ``context``, typed without diacritics, may be in ``code``: a language known
    (:func:`_known_languages`) or one the detector leaves possible, or one whose stop words typed
    without marks the text writes (at least two) no fewer of than those of every language known.
    A detector often cannot name text typed without its marks: Czech so typed reads to it as
    Slovak, Vietnamese as Tswana."""
    known = _known_languages(context, lang)
    if code in known or code in possible_languages(context):
        return True
    words = set(regex.findall(r"[\p{L}\p{M}]+", lexicons.word_key(context)))

    def shown(other: str) -> int:
        return len(words & _bare_stop_words(other))

    return shown(code) >= 2 and all(shown(code) >= shown(other) for other in known)


def _bare_phrase_in(left_out: str, following: str, context: str, lang: Optional[str]) -> Optional[str]:
    """A phrase of a lexicon typed without diacritics (:func:`_bare_phrase_patterns`: "dejate de",
    "phu nhan rang") that starts in ``left_out`` (read on into ``following``, the text after it, as
    a pattern may look ahead), in a ``context`` typed without any and in a language it may be in
    (:func:`_bare_text_in`); or None."""
    if not left_out.strip():
        return None
    bare = lexicons.typed_bare(context or left_out)
    head = following[:_PHRASE_REACH]
    # Cached where short, as a repetitive source leaves the same text out at many places.
    found = _bare_phrases_in_cached(left_out, head) if len(left_out) <= _CACHED_LEFT_OUT else _bare_phrases_in(left_out, head)
    for code, phrase in found:
        # In a text that writes diacritics elsewhere, only a phrase a writer misspelt (its word so
        # typed is no word of its language) and that the left-out text types without them.
        if (bare or (_misspelt(phrase, code) and _typed_bare_in(phrase, left_out))) and _bare_text_in(code, context or left_out, lang):
            return phrase
    return None


def _typed_bare_in(phrase: str, text: str) -> bool:
    """The words of ``phrase`` (key form, without marks) are written in ``text`` as they are, not
    with their marks: the text typed them bare."""
    key = lexicons.word_key(unicodedata.normalize("NFKC", text))
    return all(w in key for w in phrase.split())


#: Longest left-out text whose phrases typed without diacritics are remembered.
_CACHED_LEFT_OUT = 400


def _bare_phrases_in(left_out: str, following: str) -> Tuple[Tuple[str, str], ...]:
    """``(language, phrase)`` of every phrase typed without diacritics that starts in ``left_out``
    (read on into ``following``) for :func:`_bare_phrase_in`."""
    key = lexicons.bare_letters(lexicons.word_key(unicodedata.normalize("NFKC", left_out)))
    cut = len(key)
    if following.strip():
        key += " " + lexicons.bare_letters(lexicons.word_key(unicodedata.normalize("NFKC", following.lstrip())))
    found = []
    for lex in _lexicons().negation_lexicons_for_script(_main_script(left_out)):
        for pattern, starts in _bare_phrase_starts(lex.lang):
            if starts is None or any(start in key for start in starts):
                found += [(lex.lang, m.group()) for m in pattern.finditer(key) if m.start() < cut]
    return tuple(found)


_bare_phrases_in_cached = functools.lru_cache(maxsize=4096)(_bare_phrases_in)


@functools.lru_cache(maxsize=None)
def _bare_phrase_patterns(code: str, field: str = "phrase_patterns") -> Tuple["regex.Pattern[str]", ...]:
    """The patterns of ``code``'s ``field`` (``phrase_patterns``, which hold ``negative_verbs``
    and ``reportative_patterns`` too; or ``reportative_patterns`` alone) that hold letters with
    diacritics, typed without them (:func:`lexicons.bare_letters`)."""
    lex = _lexicon(code)
    if lex is None:
        return ()
    return tuple(
        lexicons.LazyPattern(lexicons.bare_letters(p.pattern), p.flags) for p in getattr(lex, field) if lexicons.bare_letters(p.pattern) != p.pattern
    )


@functools.lru_cache(maxsize=16384)
def _phrase_across(tail: str, head: str) -> Optional[str]:
    # Compatibility forms read as the letters they stand for (Arabic presentation forms "ﻧﻔﺖ",
    # fullwidth Latin), as a negation word is (:func:`negates_as_written`).
    tail, head = (unicodedata.normalize("NFKC", t) if not t.isascii() else t for t in (tail, head))
    key = lexicons.word_key(tail)
    cut = len(key)
    if head.strip():
        key += " " + lexicons.word_key(head.lstrip())
    places = _phrase_places(key, cut)
    unread = _phrase_lexicons_unread()
    if not places and not unread:
        return None  # no phrase of any lexicon starts before the cut
    for lexicon in _phrase_lexicons_of(tail, among=places.keys() | unread):
        for m in _lexicon_phrase_matches(lexicon.lang, key, places, before=cut):
            if m.start() < cut <= m.end():
                return m.group()
    return None


@functools.lru_cache(maxsize=1)
def _phrase_lexicons() -> Tuple[Any, ...]:
    return tuple(
        lex for lex in (_lexicon(lang) for lang in _lexicons().available_languages("negations"))
        if lex is not None and lex.phrase_patterns
    )


def _phrase_lexicons_of(text: str, among: Optional[AbstractSet[str]] = None) -> List[Any]:
    """The lexicons of :func:`_phrase_lexicons` that cover a script ``text`` writes, in their order;
    ``among``: only those of these languages (the scripts of the others are not looked for).

    Each script is looked for once (a dozen scripts among some fifty lexicons: one scan of the
    text per lexicon cost a tenth of reading the phrase patterns of the text's own).

    >>> [lex.lang for lex in _phrase_lexicons_of("אף פעם")]
    ['he']
    >>> [lex.lang for lex in _phrase_lexicons_of("in lieu of", among={"fr", "en", "he"})]
    ['en', 'fr']
    """
    if among is not None:
        order = _phrase_lexicon_order()
        chosen = sorted((order[lang] for lang in among if lang in order), key=lambda found: found[0])
        written: Dict[str, bool] = {}
        out = []
        for _, lexicon in chosen:
            for name in lexicon.scripts:
                if name not in written:
                    written[name] = _script_pattern(name).search(text) is not None
                if written[name]:
                    out.append(lexicon)
                    break
        return out
    # A text in ASCII is looked for only in the scripts that write an ASCII character (Latin).
    scripts = _ascii_phrase_scripts() if text.isascii() else _phrase_scripts()
    present = {name for name in scripts if _script_pattern(name).search(text)}
    return [lex for lex in _phrase_lexicons() if any(name in present for name in lex.scripts)]


@functools.lru_cache(maxsize=1)
def _phrase_lexicon_order() -> Dict[str, Tuple[int, Any]]:
    """Each language of :func:`_phrase_lexicons`: its place among them and its lexicon."""
    return {lexicon.lang: (k, lexicon) for k, lexicon in enumerate(_phrase_lexicons())}


@functools.lru_cache(maxsize=1)
def _ascii_phrase_scripts() -> Tuple[str, ...]:
    """The scripts of :func:`_phrase_scripts` that hold a character of ASCII.

    >>> _ascii_phrase_scripts()
    ('Latin',)
    """
    every = "".join(map(chr, range(128)))
    return tuple(name for name in _phrase_scripts() if _script_pattern(name).search(every))


@functools.lru_cache(maxsize=1)
def _phrase_scripts() -> Tuple[str, ...]:
    """The scripts the lexicons of :func:`_phrase_lexicons` cover."""
    return tuple(sorted({name for lex in _phrase_lexicons() for name in lex.scripts}))


@functools.lru_cache(maxsize=None)
def _script_pattern(script: str) -> "regex.Pattern[str]":
    return regex.compile(rf"\p{{Script={script}}}")


# -- elisions: which languages judge the left-out text -----------------------------------------

#: Least confidence (0..1, the detector's) with which a detected language is taken as the text's.
DETECTION_CONFIDENCE = 0.6
# Codes that name no language.
_NO_LANGUAGE = frozenset({"xx", "mul", "und", "zxx"})
_HAS_LETTER = regex.compile(r"\p{L}")
_DETECTOR_LOCK = threading.Lock()


@functools.lru_cache(maxsize=1)
def _detector() -> Any:
    """The language detector (lingua), built once.

    Lingua's low-accuracy mode loads in about a third of a second and takes about 100 MB, where
    the high-accuracy mode takes seconds and about 1 GB; its confidence on a sentence is what the
    elision rule needs (a confident answer, or none).
    """
    from lingua import LanguageDetectorBuilder

    return LanguageDetectorBuilder.from_all_languages().with_low_accuracy_mode().build()


@functools.lru_cache(maxsize=16384)
def detect_language(text: str) -> Tuple[Optional[str], float]:
    """The most likely language of ``text`` (ISO 639-1 code) and the detector's confidence.

    >>> detect_language("Els pacients van ser tractats sense tractament.")[0]
    'ca'
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    if not _HAS_LETTER.search(text):
        return None, 0.0
    values = _confidence_values(text)
    if not values:
        return None, 0.0
    return values[0]


@functools.lru_cache(maxsize=256)
def _confidence_values(text: str) -> Tuple[Tuple[str, float], ...]:
    """The detector's languages for ``text`` (ISO 639-1 codes), each with its confidence, most
    likely first.

    One detection serves :func:`detect_language`, :func:`possible_languages` and
    :func:`likely_languages`: an elision's context is read by all three in turn, and a
    detection costs milliseconds on a sentence. A few entries are enough (they are asked
    back to back); a larger cache would hold every language's confidence for each text.
    """
    with _DETECTOR_LOCK:
        values = _detector().compute_language_confidence_values(_encodable(text))
    codes = _iso_codes()
    return tuple((codes[value.language], float(value.value)) for value in values)


@functools.lru_cache(maxsize=1)
def _iso_codes() -> Dict[Any, str]:
    """The ISO 639-1 code of each language of the detector, lower case (read once: the detector
    names all of its 75 languages for every text)."""
    from lingua import Language

    return {language: language.iso_code_639_1.name.lower() for language in Language.all()}


@functools.lru_cache(maxsize=1)
def _wide_detector() -> Any:
    """CLD3, Google's Compact Language Detector v3 (107 languages), built once.

    Lingua names one of its 75 languages for any text, and often with confidence for a sentence
    in a language it does not know (Hausa read as French, Igbo as Vietnamese, Uzbek as
    Azerbaijani, all above 0.9). CLD3 knows many of those languages (Hausa, Igbo, Uzbek, Maltese,
    Javanese, Sundanese, Cebuano, Malagasy, Hawaiian, Lao, Khmer, Burmese...), so its reliable
    answer tells a text that no lexicon of ours covers; lingua still names the covered
    languages, which it tells apart better.
    """
    import gcld3

    return gcld3.NNetLanguageIdentifier(min_num_bytes=0, max_num_bytes=2000)


#: CLD3's codes for languages whose lexicons are filed under another code (its Kurdish is the
#: Latin-script Kurmanji; a Sorani text in Arabic script is then not covered by that lexicon).
_WIDE_CODES = {"iw": "he", "fil": "tl", "no": "nb", "ku": "kmr"}
_NOT_LETTERS = regex.compile(r"[^\p{L}\p{M}]+")
#: The languages CLD3 names (its documentation's table, codes as it writes them; a test checks that
#: every answer it gives for the real sentences of the corpus is here).
_WIDE_LANGUAGES = frozenset(
    "af am ar az be bg bg-Latn bn bs ca ceb co cs cy da de el el-Latn en eo es et eu fa fi fil fr fy ga"
    " gd gl gu ha haw hi hi-Latn hmn hr ht hu hy id ig is it iw ja ja-Latn jv ka kk km kn ko ku ky la"
    " lb lo lt lv mg mi mk ml mn mr ms mt my ne nl no ny pa pl ps pt ro ru ru-Latn sd si sk sl sm sn so"
    " sq sr st su sv sw ta te tg th tr uk ur uz vi xh yi yo zh zh-Latn zu".split()
)
#: The same, in the codes of our lexicons (and lingua's): "iw" is "he".
_WIDE_KNOWN = frozenset(_WIDE_CODES.get(code, code) for code in _WIDE_LANGUAGES)
#: Least confidence of lingua in a covered language that CLD3 does not know for lingua to be
#: heard over CLD3 (Luganda, Tswana, Ligurian, Sorbian...).
LINGUA_OVER_CLD3 = 0.9
_LETTERS = regex.compile(r"\p{L}")
#: Fewest letters of a text for CLD3's answer to count. On shorter sentences of covered languages
#: it is reliably wrong now and then (a Finnish question with one word unaccented read as Greek
#: in Latin letters, a Ligurian sentence as Corsican, "¿Dónde estáis?" as Galician).
WIDE_DETECTION_LETTERS = 40
#: Least probability (0..1) of CLD3's reliable answer for it to rule a text out of the lexicons.
WIDE_DETECTION_PROBABILITY = 0.9


@functools.lru_cache(maxsize=16384)
def uncovered_language(text: str) -> Optional[str]:
    """The language CLD3 reliably finds ``text`` in (code as CLD3 writes it) when no negation
    lexicon covers that language in the text's script; else "und-" and the script's name when the
    text's letters are those of no covered language (:func:`unwritten_letters`: Uyghur "und-Arabic",
    Turkmen "und-Latin"); else None.

    A language CLD3 writes with "-Latn" (Hindi, Russian, Greek, Bulgarian, Japanese, Chinese in
    Latin letters) is covered only where its lexicon lists Latin among its scripts.

    >>> uncovered_language("Likitan ya ce maganin ba ya aiki sosai a kan marasa lafiya.")
    'ha'
    >>> uncovered_language("The drug did not reduce mortality in older adults.") is None
    True
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    found = _wide_uncovered(text)
    if found is not None:
        return found
    script = unwritten_letters(text)
    return None if script is None else "und-" + script


def _wide_main(text: str, least_letters: int = WIDE_DETECTION_LETTERS) -> Optional[str]:
    """CLD3's reliable answer for the language of most of ``text`` (code as CLD3 writes it), or
    None: unsure, "und", or a text of fewer than ``least_letters`` letters."""
    if len(_LETTERS.findall(text)) < max(1, least_letters):
        return None
    # CLD3 is given the words only: it reads control characters as letters of some language (a
    # vertical tab turns an Arabic sentence into Sindhi), and a colon or a full stop more or less
    # turns its answer on a short sentence; every run of other characters is one space.
    plain = _NOT_LETTERS.sub(" ", _encodable(text)).strip()
    with _DETECTOR_LOCK:
        found = _wide_detector().FindTopNMostFreqLangs(plain, 3)
    # The language of most of the text (a Chinese paragraph with English program names in it).
    main = max(found, key=lambda result: result.proportion, default=None)
    if main is None or not main.is_reliable or main.probability < WIDE_DETECTION_PROBABILITY or main.language == "und":
        return None
    return str(main.language)


@functools.lru_cache(maxsize=4096)
def wide_language(text: str) -> Optional[str]:
    """The covered language (the code of its lexicon) that CLD3 reliably finds ``text`` in, or
    None. Lingua's fast mode, which :func:`possible_languages` reads, now and then rules out the
    language of a plain sentence ("Si la araña come moscas, el pingüino incuba en." read as
    Tswana, Spanish below 1%), where CLD3 is sure of it; a rule that counts a word only in the
    languages a text may be in hears both. A short sentence is read too: this answer only adds a
    language to those a word counts in (CLD3's answer rules no language out here).

    >>> wide_language("Si la araña come moscas, el pingüino incuba en los huevos.")
    'es'
    >>> wide_language("12, 15, 20.") is None  # no letters
    True
    """
    language = _wide_main(text, 1)
    if language is None:
        return None
    code, _, script = language.partition("-")
    lex = _lexicon(_WIDE_CODES.get(code, code))
    return lex.lang if lex is not None and not script else None


def _wide_uncovered(text: str) -> Optional[str]:
    """CLD3's reliable answer for ``text`` when it names a language no lexicon covers, or None."""
    language = _wide_main(text)
    if language is None:
        return None
    code, _, script = language.partition("-")
    lex = _lexicon(_WIDE_CODES.get(code, code))
    # The language's lexicon must cover a script the text is written in (the Latin letters of
    # "hi-Latn"; the Arabic letters of a Sorani text that CLD3 calls Kurdish, whose lexicon is
    # the Latin-script Kurmanji one).
    written = {"Latin"} if script == "Latn" else set(letter_scripts(text))
    if lex is not None and (not written or written & set(lex.scripts)):
        return None
    # CLD3 names a neighbour for a language it does not know, as lingua does: a Luganda sentence
    # is Chichewa to it. Where lingua is sure of a covered language that CLD3 does not know,
    # lingua is heard.
    named, confidence = detect_language(text)
    if confidence >= LINGUA_OVER_CLD3 and named not in _WIDE_KNOWN and _lexicon(named) is not None:
        return None
    return language


#: A language is ruled out for a text by its letters when at least this many of the text's words
#: (distinct, not capitalised) hold a letter it does not write...
FOREIGN_LETTER_WORDS = 2
#: ... and they are at least this share of its words: a name or a loanword is one word among many.
FOREIGN_LETTER_SHARE = 0.2
_LETTER_WORD = regex.compile(r"\p{L}[\p{L}\p{M}]*")
#: Scripts written without spaces (and Han, kana): they have no words to count.
_UNCOUNTED_SCRIPTS = frozenset(charclasses.UNDELIMITED_SCRIPTS) | {"Han", "Hiragana", "Katakana", "Tibetan"}


@functools.lru_cache(maxsize=16384)
def unwritten_letters(text: str) -> Optional[str]:
    """The main script of ``text`` (the one most of its letters are in) when no covered language
    of that script writes its words' letters, or None.

    The letters a language writes are the Unicode CLDR's exemplar characters
    (:func:`lexicons.exemplar_letters`). A language is ruled out when :data:`FOREIGN_LETTER_WORDS`
    or more of the text's words, and :data:`FOREIGN_LETTER_SHARE` of them, hold a letter outside
    its set; capitalised words are not counted (names: "Dvořák" in English), nor letters that no
    CLDR locale lists (:func:`lexicons.cldr_letters`: Quranic "ٱ", a small capital). Of a language the
    detector (lingua) can name, the main and the auxiliary letters count, and the detector must
    not rule it out for the text (:func:`possible_languages`): Czech writes the ý and ň of a
    Turkmen text, but the detector reads that text as Turkish, which does not (from
    :data:`RULES_OUT_FROM` characters on: on a shorter text the detector rules nothing out, and
    a language that writes the letters vouches for it). Of a language it
    cannot name (Sorbian, Faroese, Tatar), only the main letters, its alphabet, vouch for it. A
    language CLDR gives no letters for vouches as the detector does where it can name it (Latin,
    Tswana); where it cannot (Haitian Creole, Ligurian, Ancient Greek), by the letters of its own
    words (:func:`_own_words`) or when the text holds one of those words
    (:func:`unnamed_languages`). Unspaced scripts are not judged.

    >>> unwritten_letters("بىر قانچە قېتىم خاتالاشتىڭىز.")  # Uyghur: ې, ڭ
    'Arabic'
    >>> unwritten_letters("Müller and Dvořák did not agree on the dates.") is None
    True
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    if text.isascii():
        return None  # every covered Latin alphabet writes the ASCII letters
    sizes: Dict[str, int] = {}
    words: Dict[str, Set[str]] = {}
    # Compatibility forms are the letters they stand for (full-width "ｎｏｔ", "𝐧𝐨𝐭", the ligature
    # "ﬁ" of a PDF, Arabic presentation forms), for the detector too. (A small capital "ɴᴏᴛ" is
    # a letter no CLDR locale lists: not counted, below.)
    text = unicodedata.normalize("NFKC", text)
    for match in _LETTER_WORD.finditer(text):
        word = match.group()
        script = script_name(word[0])
        sizes[script] = sizes.get(script, 0) + len(word)
        if not (word[0].isupper() or word[0].istitle()):
            words.setdefault(script, set()).add(word.lower())
    if not sizes:
        return None
    script = max(sizes, key=lambda name: sizes[name])
    counted = words.get(script, set())
    if script in _UNCOUNTED_SCRIPTS or len(counted) < FOREIGN_LETTER_WORDS:
        return None
    candidates = _lexicons().negation_lexicons_for_script(script)
    if not candidates:
        return None
    least = max(FOREIGN_LETTER_WORDS, FOREIGN_LETTER_SHARE * len(counted))
    # Only the letters of the script are compared: a modifier apostrophe ("donʼt", Common) or a
    # stress mark ("ћа́ле", Inherited) is no letter of a language's alphabet.
    # Nor is a letter no CLDR locale lists (the alef wasla "ٱ" of Quranic spelling): it tells no
    # language.
    known = _lexicons().cldr_letters()
    letters_of = [frozenset(_script_pattern(script).findall(word)) & known for word in counted]

    def writes(letters: FrozenSet[str]) -> bool:
        foreign = sum(1 for word in letters_of if not letters.issuperset(word))
        return foreign < least

    nameable = detectable_languages()
    possible: Optional[Tuple[str, ...]] = None
    for lex in candidates:
        sets = _lexicons().exemplar_letters(lex.lang)
        if lex.lang in nameable:
            if sets is not None and not writes(sets[0] | sets[1]):
                continue
            if len(text) < RULES_OUT_FROM:
                return None  # too short for the detector to rule the language out
            if possible is None:
                possible = possible_languages(text)
            if lex.lang in possible:
                return None
        elif sets is not None:
            if writes(sets[0]):
                return None
        elif writes(_own_letters(lex.lang)) or lex.lang in unnamed_languages(text):
            return None
    return script


@functools.lru_cache(maxsize=None)
def _own_letters(lang: str) -> FrozenSet[str]:
    """The letters of a language's own words (:func:`_own_words`), for one CLDR gives none."""
    return frozenset(char for word in _own_words(lang) for char in unicodedata.normalize("NFC", word))


#: With no language named, a text is read as the language the detector finds (or, unsure, its best
#: guess) only where that language's word list knows the text's words. Not where this share of the
#: text's counted words (distinct, not capitalised, two letters or more, in the language's scripts)
#: is unknown to it...
UNKNOWN_WORD_SHARE = 0.3
#: ... and this many of them at least (one word is a name, a term or a typing error)...
UNKNOWN_WORDS = 2
#: ... of at least this many counted words (a sentence of two words tells nothing).
VOCABULARY_FROM = 3
#: Tuned on the real sentences of the tests' pools (tests/test_negation.py): an Asturian,
#: Occitan, Friulian, Interlingua, Walloon, Low German, Limburgish, Aragonese, Galician or
#: Crimean Tatar sentence is read as Spanish, Catalan, Italian, French, German, Dutch or Turkish
#: (with confidence, often), whose lexicon does not know its negation ("nun", "nich", "nén").

#: A word right before an apostrophe (an elided form: "qu'", "l'").
_BEFORE_APOSTROPHE = regex.compile(rf"\p{{L}}[\p{{L}}\p{{M}}]*(?={_APOSTROPHE_CLASS})")


@functools.lru_cache(maxsize=16384)
def unfamiliar_words(text: str) -> Optional[str]:
    """The language ``text`` is read as, when its word list does not know the text's words; else None.

    The language is the one :func:`text_languages` finds without a language named, or the
    detector's likeliest one with a lexicon when it is unsure; it must have a table of inflected
    forms (:func:`lexicons.has_form_table`). The text is unfamiliar to it when at least
    :data:`UNKNOWN_WORDS` and :data:`UNKNOWN_WORD_SHARE` of its counted words, of at least
    :data:`VOCABULARY_FROM`, are not words of the language (:func:`lexicons.known_word`, its
    stop words and the words of its negation lexicon). Such a text may be in a language no
    lexicon covers, read as its neighbour: an Asturian sentence is Spanish to the detector, and
    its negation "nun" is no Spanish word, nor a negation of any lexicon. Words of a script the
    language is not written in, and of scripts written without spaces, are not counted.

    >>> unfamiliar_words("De GIF Billlader versteiht düsses Bill eenfach nich.")
    'de'
    >>> unfamiliar_words("Der Kopf der Animation ist leider ungültig.") is None
    True
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    langs = text_languages(text)
    if langs is None:
        return None  # not covered anyway
    lang = langs[0] if langs else next(iter(likely_languages(text)), None)
    if lang is None or not lexicons.has_form_table(lang):
        return None
    lex = _lexicon(lang)
    scripts = set(lex.scripts) if lex is not None else set()
    counted: Set[str] = set()
    for match in _LETTER_WORD.finditer(unicodedata.normalize("NFKC", text)):
        word = match.group()
        script = script_name(word[0])
        if word[0].isupper() or word[0].istitle() or script in _UNCOUNTED_SCRIPTS or script not in scripts:
            continue
        if len(word) >= 2:
            counted.add(word.lower())
    if len(counted) < VOCABULARY_FROM:
        return None
    # A word cut by an apostrophe is read with it ("qu'", "l'"): the word lists hold elided forms so.
    after_apostrophe = {m.group().lower() for m in _BEFORE_APOSTROPHE.finditer(text)}

    def unfamiliar_to(code: str) -> bool:
        own = _own_words(code)
        unknown = 0
        for word in sorted(counted):
            forms = (word, word + "'") if word in after_apostrophe else (word,)
            if any(form in own or lexicons.known_word(form, code) for form in forms):
                continue
            unknown += 1
        return unknown >= UNKNOWN_WORDS and unknown >= UNKNOWN_WORD_SHARE * len(counted)

    if not unfamiliar_to(lang):
        return None
    # lingua's fast mode misreads some short sentences ("2 ist das Silicon Valley für
    # Hardware-Firmen." as Spanish): where CLD3 reliably reads the text in another covered
    # language of the same scripts whose word list knows its words, the text is that language's.
    wide = wide_language(text)
    if wide is not None and wide != lang and lexicons.has_form_table(wide):
        wide_lex = _lexicon(wide)
        if wide_lex is not None and scripts <= set(wide_lex.scripts) and not unfamiliar_to(wide):
            return None
    return lang


def text_languages(text: str, lang: Optional[str] = None) -> Optional[Tuple[str, ...]]:
    """The languages whose negation lexicons judge ``text``, or None when it is not covered.

    A language is covered only where a negation lexicon exists for it. The named ``lang``
    counts when it has one (a named language without one: not covered); the language the
    detector finds with confidence counts too (found without a lexicon: not covered). When
    the detector is unsure and no language is named, its best guess must still have a
    lexicon. A text that a detector of more languages reliably finds in one without a lexicon
    (:func:`uncovered_language`: Hausa, Maltese, Uzbek, Yiddish) is not covered, whatever
    lingua, which does not know those languages, calls it, and whatever language is named:
    the language the check is given may be a guess from the script (Hebrew letters for a
    Yiddish text). An empty tuple: no language is known, every lexicon of the text's scripts
    judges.

    >>> text_languages("Els pacients van ser tractats sense tractament.")
    ('ca',)
    >>> text_languages("Some text", "ta")
    ('ta',)
    """
    _check_args(text, lang)
    if uncovered_language(text) is not None:
        return None
    langs: List[str] = []
    if lang and lang.strip().lower() not in _NO_LANGUAGE:
        named = _lexicon(lang)
        if named is None:
            return None
        langs.append(named.lang)
    detected, confidence = detect_language(text)
    if detected is not None:
        own = _lexicon(detected)
        if own is None:
            if confidence >= DETECTION_CONFIDENCE or not langs:
                return None
        elif confidence >= DETECTION_CONFIDENCE and own.lang not in langs:
            langs.append(own.lang)
    return tuple(langs)


#: What keeps a pattern from being read as one branch of a combined pattern: inline flags,
#: back references, conditionals and recursion (each means something else there).
_NOT_COMBINABLE = regex.compile(r"\(\?[aiLmsuxfbrVwe0-9-]+[):]|\\[1-9]|\(\?P=|\\g<|\(\?\(|\(\?R|\(\?[0-9&]")
#: Letters of the scripts whose dictionaries write stress marks that are no part of the spelling
#: (``NegationLexicon.marked_entry`` reads only words with one of them).
_STRESS_MARKED = regex.compile(r"[\p{Cyrillic}\p{Greek}]")


def _fullmatch_any(patterns: Iterable["regex.Pattern[str]"]) -> Callable[[str], bool]:
    """A test of whether one of ``patterns`` matches a whole key: one combined pattern (an
    alternation matches a whole string exactly when one of its branches does) where they can be
    read as one, else each in turn."""
    found = tuple(patterns)
    if not found:
        return lambda key: False
    if len({p.flags for p in found}) == 1 and not any(_NOT_COMBINABLE.search(p.pattern) for p in found):
        combined = regex.compile("|".join(f"(?:{p.pattern})" for p in found), found[0].flags)
        return lambda key: combined.fullmatch(key) is not None
    return lambda key: any(p.fullmatch(key) for p in found)


class _ScriptLexicons(NamedTuple):
    """The negation lexicons of one script, with quick tests over all of them at once.

    A word of a spaced script is judged by every lexicon of its script, and most words are no
    negation by any of them. The tests are necessary conditions: a word they rule out is one
    that no rule of any lexicon of the script takes.
    """

    lexicons: Tuple[Any, ...]
    #: The words of every lexicon, as written and without their combining marks.
    words: FrozenSet[str]
    bare_words: FrozenSet[str]
    #: The clitic prefixes of every lexicon.
    prefixes: Tuple[str, ...]
    #: Whether a word pattern of some lexicon matches a key whole.
    fits_pattern: Callable[[str], bool]
    #: Whether an affix of some lexicon that is not read by its shape alone matches a key whole.
    fits_affix: Callable[[str], bool]
    #: Whether an affix of some lexicon, or the same without marks, matches a key whole.
    fits_any_affix: Callable[[str], bool]

    def may_match(self, key: str) -> bool:
        """Whether some lexicon may take ``key`` (``lexicons.word_key`` form) by its words, clitic
        prefixes, word patterns or marked entries (``NegationLexicon.matches`` without affixes,
        ``NegationLexicon.marked_entry``). False: none does."""
        if key in self.words or self.fits_pattern(key):
            return True
        if any(len(key) > len(p) and key.startswith(p) and key[len(p) :] in self.words for p in self.prefixes):
            return True
        # A marked entry: a word of a script with stress marks that has marks and is one of the
        # words once they are gone.
        if _STRESS_MARKED.search(key) is None:
            return False
        bare = lexicons.strip_marks(key)
        return bare != key and bare in self.bare_words

    def may_negate(self, key: str) -> bool:
        """Whether some lexicon may take ``key`` as a negation by any of its rules, its affixes
        included (``Affix.negates`` reads a key its pattern, or its pattern without marks,
        matches whole). False: none does, whatever the text's languages."""
        return self.may_match(key) or self.fits_any_affix(key)


@functools.lru_cache(maxsize=None)
def _script_lexicons(script: str) -> _ScriptLexicons:
    """The negation lexicons of ``script``, in the order of ``negation_lexicons_for_script``,
    with the quick tests of :class:`_ScriptLexicons`."""
    found = tuple(_lexicons().negation_lexicons_for_script(script))
    strip_marks = _lexicons().strip_marks
    return _ScriptLexicons(
        lexicons=found,
        words=frozenset(word for lex in found for word in lex.words),
        bare_words=frozenset(strip_marks(word) for lex in found for word in lex.words),
        prefixes=tuple(dict.fromkeys(p for lex in found for p in lex.prefixes)),
        fits_pattern=_fullmatch_any(p for lex in found for p in lex.word_patterns),
        fits_affix=_fullmatch_any(a.pattern for lex in found for a in lex.affixes if not a.shape_only),
        fits_any_affix=_fullmatch_any(
            p for lex in found for a in lex.affixes for p in (a.pattern, a.unmarked_pattern)
        ),
    )


@functools.lru_cache(maxsize=65536)
def _word_reading(word: str) -> Optional[Tuple[str, Any, Tuple[str, ...]]]:
    """A spaced-script word as :func:`_union_negation` reads it: the word compatibility-normalised,
    the lexicons of its script (``lexicons.ScriptLexicons``) and its candidates
    (:func:`_word_candidates`); None when no lexicon of its script may take any candidate as a
    negation, whatever the text's languages (most words)."""
    if not word.isascii():
        word = unicodedata.normalize("NFKC", _lexicons().fold_marks(word))
    script = _main_script(word)
    if not script:
        return None
    in_script = _script_lexicons(script)
    if not in_script.lexicons:
        return None
    candidates = tuple(_word_candidates(_lexicons().word_key(word)))
    if not any(in_script.may_negate(candidate) for candidate in candidates):
        return None
    return word, in_script, candidates


def _surely_no_negation(text: str) -> bool:
    """Whether :func:`_elided_scan` finds no negation in ``text`` whatever the languages it is
    given: every piece is a word of a spaced script that no lexicon of its script may take
    (:func:`_word_reading`), and no phrase pattern is found. The languages of a context need not
    be read then."""
    if _phrase_negations(text):
        return False
    simple = _SIMPLE_TEXT_OUTSIDE.search(text) is None
    for match in (_SIMPLE_PIECES if simple else _PIECES).finditer(text):
        if not simple and match.lastgroup != "word":
            return False
        piece = match.group()
        if _word_reading(piece) is not None:
            return False
        if _TRAILING_HYPHEN.match(text, match.end()) and _word_reading(piece + "-") is not None:
            return False
    return True


def _reading(text: str) -> Optional[Tuple[Tuple[str, bool, bool], ...]]:
    """What :func:`_elided_scan` reads in ``text`` whatever the languages it is given: each word
    that some lexicon may take as a negation (:func:`_word_reading`, itself or with the hyphen
    written after it), in order, with whether a hyphen and whether a number follow it (the
    "no. 5" rule, :func:`_numero`). None when the text holds a run of an unspaced script or a
    phrase pattern, whose reading depends on more than the words."""
    if _phrase_negations(text):
        return None
    simple = _SIMPLE_TEXT_OUTSIDE.search(text) is None
    out = []
    for match in (_SIMPLE_PIECES if simple else _PIECES).finditer(text):
        if not simple and match.lastgroup != "word":
            return None
        piece = match.group()
        hyphen = _TRAILING_HYPHEN.match(text, match.end()) is not None
        if _word_reading(piece) is None and not (hyphen and _word_reading(piece + "-") is not None):
            continue  # no negation, in any language
        out.append((piece, hyphen, _BEFORE_NUMBER.match(text, match.end()) is not None))
    return tuple(out)


def read_alike(text: str, other: str) -> bool:
    """Whether :func:`negations_in_context` surely finds the same negations in ``text`` and in
    ``other`` with any one context and language: they hold the same words that may negate, in
    the same order and with the same characters after them (see :func:`_reading`). False: they
    may differ, and must be read.

    >>> read_alike("the dose was 12 mg", "the dose was 15 mg"), read_alike("it was not given", "it was given")
    (True, False)
    """
    _check_args(text, None)
    _check_args(other, None)
    if text == other:
        return True
    mine = _reading(text)
    return mine is not None and mine == _reading(other)


@functools.lru_cache(maxsize=65536)
def _union_negation(
    word: str,
    langs: Tuple[str, ...],
    affix_langs: Tuple[str, ...] = (),
    unnamed: Tuple[str, ...] = (),
    vouched: Optional[Tuple[str, ...]] = None,
    contenders: Optional[Tuple[str, ...]] = None,
) -> Optional[str]:
    """The negation a spaced-script word is, by every lexicon of its script.

    The lexicons of ``langs`` (the text's known languages) are asked first; then every other
    lexicon of the script, each with its own false friends, except for everyday words of a
    known language (its false friends and spaCy's stop words: "et" in English "et al."). With no known
    language nothing is set aside: a word that negates in any language of its script counts.
    Nor is anything set aside for the languages of ``unnamed`` (:func:`unnamed_languages`):
    languages the detector cannot name whose own words the text holds. Only the languages of
    ``vouched`` (:func:`vouched_languages`; all of ``langs`` when None) set words aside: a named
    language the detector rules out for the text only adds its own negations. A known language's
    stop word stands over another language's negation unless that language is one of
    ``contenders`` (all of ``affix_langs`` when None): likely for the text and not ruled out.
    """
    reading = _word_reading(word)
    if reading is None:
        return None
    word, in_script, candidates = reading
    every = in_script.lexicons
    own = [lex for lex in every if lex.lang in langs]
    for candidate in candidates:
        for lex in own:
            if candidate not in lex.false_friends and lex.matches(candidate):
                return candidate
    # Affixes of the languages the detector finds likeliest (a confident answer may be wrong on
    # a sentence that mixes languages).
    # In the detector's order, so that the likeliest language's tables are read first.
    rank = {code: n for n, code in enumerate(affix_langs)}
    # A false friend of a known language ("et" in English "et al.") is that language's everyday
    # word: the languages in play do not override it, by a word or by an affix. Only the known
    # languages the detector does not rule out (``vouched``) set words aside.
    known = tuple(lex.lang for lex in own if vouched is None or lex.lang in vouched)
    friends, stop_words = _set_aside(known)
    everyday_kept = tuple(c for c in candidates if c not in friends)
    # A language whose affixes are read by their shape alone (Bantu verb prefixes) is in play
    # only as the likeliest language: its shapes begin everyday words of its neighbours, which
    # the detector ranks second or third (Swahili "tafadhali", "siasa" for Luganda ta-, si-).
    in_play = sorted(
        (
            lex for lex in every
            if lex.affixes and lex.lang not in langs and (lex.lang in rank or "*" in rank)
            and not (_shape_only(lex) and rank.get(lex.lang) != 0)
        ),
        key=lambda lex: rank.get(lex.lang, len(rank)),
    )
    likely = affix_langs if contenders is None else contenders
    for candidate in everyday_kept:
        for lex in in_play:
            if candidate in stop_words and lex.lang not in likely:
                continue  # a known language's stop word; this language is ruled out for the text
            if candidate not in lex.false_friends and lex.matches(candidate):
                return candidate
    # The word itself is evidence too: a Danish "urørligt" in a sentence the detector reads as
    # Afrikaans. Languages whose affix patterns fit the word are checked when the detector does
    # not rule them out for the word alone. An affix read by its shape alone (a Bantu verb's
    # negative prefix, which also begins Italian "simili" and English "taking") is no evidence
    # of its language: it is read only for the languages named or in play for the text.
    # By language code: comparing lexicons (dataclasses) compares every field, once per
    # lexicon of the script and per word; each language has one lexicon.
    played = {lex.lang for lex in in_play}
    # Most words fit no affix of any lexicon of the script: one combined test tells them.
    others = [
        lex for lex in every
        if lex.affixes and lex.lang not in langs and lex.lang not in played
        and any(
            affix.pattern.fullmatch(candidate)
            for affix in lex.affixes if not affix.shape_only for candidate in candidates
        )
    ] if any(in_script.fits_affix(candidate) for candidate in candidates) else []
    if others:
        for_word = possible_languages(word)
        for candidate in everyday_kept:
            for lex in others:
                if lex.lang in for_word and candidate not in lex.false_friends and lex.matches(candidate):
                    return candidate
    # A language the detector cannot name is not ruled out by its answer; where the text holds
    # that language's own words, its negations stand over the known language's everyday words
    # (Luxembourgish "net" in text the detector reads as Dutch, where "net" means "just").
    # Its negating suffixes too, as in text said to be in it (the Tatar present negative
    # "бармый" in text the detector reads as Kazakh or Bashkir).
    if unnamed:
        for candidate in candidates:
            for lex in every:
                if lex.lang in unnamed and candidate not in lex.false_friends and lex.matches(candidate):
                    return candidate
    for candidate in everyday_kept:
        # Most words are no word, pattern or marked entry of any lexicon of the script: one
        # test over all of them tells them (the lexicons' own rules read the rest).
        if not in_script.may_match(candidate):
            continue
        for lex in every:
            if candidate in lex.false_friends:
                continue
            # A word written with a mark the language also spells with (a Macedonian grave:
            # "нѝедни" for "ниедни") is read through that language's word list, as in text said
            # to be in it: the detector may name a neighbour (Serbian) whose lexicon lacks the
            # word. The list is read only when the unmarked word is one of the lexicon's.
            if not (lex.matches(candidate, affixes=False) or lex.marked_entry(candidate)):
                continue
            # An everyday word of the known language sets aside another language's negation,
            # but not one of a language the detector also finds likely for this text: a
            # neighbour's negation is often the known language's too (Indonesian "bukannya" in
            # a text read as Malay).
            if candidate in stop_words and lex.lang not in likely:
                continue
            return candidate
    return None


def _shape_only(lex: Any) -> bool:
    """Whether every negating affix of ``lex`` is read by its shape alone (``Affix.shape_only``)."""
    return all(affix.shape_only for affix in lex.affixes)


@functools.lru_cache(maxsize=64)
def _set_aside(langs: Tuple[str, ...]) -> Tuple[FrozenSet[str], FrozenSet[str]]:
    """Words of the known languages that another language's negation does not override: their
    lexicons' false friends, and their stop words from spaCy (Spanish "se", French "la",
    Dutch "aan" are negations in languages of the same script)."""
    friends: set = set()
    stop_words: set = set()
    for lang in langs:
        lex = _lexicon(lang)
        if lex is not None:
            friends |= lex.false_friends
        stop_words |= _lexicons()._stop_words(lang)
    return frozenset(friends), frozenset(stop_words)


def _encodable(text: str) -> str:
    """``text`` as the detectors are given it: a lone surrogate (no character) becomes U+FFFD,
    and a word that mixes scripts is written in its main one (:func:`scripts.as_one_script`: a
    Turkish "şayеt" with a Cyrillic "е" reads as no language at all to lingua and CLD3)."""
    return text if text.isascii() else as_one_script(text.encode("utf-8", "replace").decode("utf-8"))


@functools.lru_cache(maxsize=1)
def detectable_languages() -> FrozenSet[str]:
    """The languages the detector can name (ISO 639-1 codes). A text in another language is
    named as the closest of these, so its everyday words may set aside a negation of the
    text's real language (Luxembourgish "net" read as Dutch "net")."""
    from lingua import Language

    return frozenset(language.iso_code_639_1.name.lower() for language in Language.all())


@functools.lru_cache(maxsize=8192)
def _elided_scan(
    text: str,
    langs: Tuple[str, ...],
    affix_langs: Tuple[str, ...] = (),
    unnamed: Tuple[str, ...] = (),
    vouched: Optional[Tuple[str, ...]] = None,
    contenders: Optional[Tuple[str, ...]] = None,
) -> Tuple[str, ...]:
    arg = (langs, affix_langs, unnamed, langs if vouched is None else vouched, contenders)
    return _scan_with(text, langs[0] if langs else None, True, _union_judge, arg)


def _union_judge(word: str, arg: Tuple[Any, ...]) -> Optional[str]:
    return _union_negation(word, arg[0], arg[1], arg[2], arg[3], arg[4])


@functools.lru_cache(maxsize=16384)
def vouched_languages(text: str, langs: Tuple[str, ...]) -> Tuple[str, ...]:
    """The languages of ``langs`` (:func:`text_languages`) whose everyday words may set aside
    another language's negation in ``text``: those the detector does not rule out for it
    (:func:`possible_languages`).

    A language the caller names may be the wrong neighbour (Lower Sorbian called Czech,
    Sanskrit called Nepali). When the detector rules the named language out, or cannot name it
    at all, nothing in the text speaks for it, and its stop words and false friends ("ně" is
    Czech "them", Lower Sorbian "no") would hide the negations of the text's real language; the
    named language's own negations still count. A language the detector found with confidence
    is always among them.

    >>> vouched_languages("To běšo wjelgin raźone a ně jo se wót luźi derje pśiwzeło.", ("cs",))
    ()
    >>> vouched_languages("The drug was given to every patient.", ("en",))
    ('en',)
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    possible = possible_languages(text)
    return tuple(code for code in langs if code in possible)


@functools.lru_cache(maxsize=None)
def _own_words(lang: str) -> FrozenSet[str]:
    """The words that mark text as ``lang``'s: spaCy's stop words (a language's most frequent
    words) and the words of its negation lexicon, in key form."""
    lex = _lexicon(lang)
    return _lexicons()._stop_words(lang) | (lex.words if lex is not None else frozenset())


@functools.lru_cache(maxsize=1)
def _unnamed_lexicon_languages() -> Tuple[str, ...]:
    """Languages that have a negation lexicon but that the detector cannot name."""
    named = detectable_languages()
    return tuple(code for code in _lexicons().available_languages("negations") if code not in named)


_KEYED_WORD = regex.compile(r"[\p{L}\p{M}\u200c\u200d]+(?:'[\p{L}\p{M}\u200c\u200d]+)*'?")


@functools.lru_cache(maxsize=16384)
def unnamed_languages(text: str, langs: Tuple[str, ...] = ()) -> Tuple[str, ...]:
    """Languages the detector cannot name (it reads them as a neighbour) that ``text`` shows
    signs of: it holds one of their own words (:func:`_own_words`) that no language of ``langs``
    uses.

    The detector's answer rules out only the languages it knows. For the others the text
    itself must speak: a Luxembourgish sentence holds "vun" or "sech", which Dutch does not
    use, so its "net" stays a negation although the detector reads it as Dutch.

    >>> "lb" in unnamed_languages("An der Zäit hunn sech den Nordwand an d’Sonn gestridden", ("nl",))
    True
    >>> unnamed_languages("Het is net zo groot als het huis.", ("nl",))
    ()
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be str, got {type(text).__name__}: {text!r:.60}")
    return _shown_languages(text, tuple(langs), _unnamed_lexicon_languages())


@functools.lru_cache(maxsize=16384)
def _shown_languages(text: str, langs: Tuple[str, ...], among: Tuple[str, ...]) -> Tuple[str, ...]:
    """The languages of ``among`` (other than ``langs``) that ``text`` holds an own word of
    (:func:`_own_words`) that no language of ``langs`` uses."""
    words = set()
    for match in _KEYED_WORD.finditer(_lexicons().word_key(text)):
        word = match.group()
        words.add(word)
        words.update(piece for piece in word.split("'") if piece)
        words.update(piece + "'" for piece in word.split("'")[:-1] if piece)
    known: set = set()
    for lang in langs:
        known |= _own_words(lang)
    words -= known
    if not words:
        return ()
    return tuple(lang for lang in among if lang not in langs and not words.isdisjoint(_own_words(lang)))


def _affix_languages(text: str, langs: Tuple[str, ...]) -> Tuple[str, ...]:
    """Languages whose negating affixes are checked beyond the known ones: the detector's
    likeliest when it names a language with confidence; otherwise every language it does not
    rule out (:func:`possible_languages`). Checking an affix reads the language's word tables
    (up to a million forms, seconds each), so only the languages in play are read."""
    possible = possible_languages(text)
    if detect_language(text)[1] >= DETECTION_CONFIDENCE:
        likely = likely_languages(text)
        # A language the text shows by its own words is in play too, whatever the detector
        # says (a short Danish sentence read as German holds "hvem").
        shown = _shown_languages(text, langs, _affix_lexicon_languages()) if langs else ()
        return likely + tuple(dict.fromkeys(code for code in possible + shown if code not in likely))
    return possible


@functools.lru_cache(maxsize=1)
def _affix_lexicon_languages() -> Tuple[str, ...]:
    """Languages whose lexicon has negating affixes."""
    return tuple(code for code in _lexicons().available_languages("negations") if _lexicon(code).affixes)


#: Below this confidence (0..1) the detector rules a language out for a text.
RULED_OUT = 0.01


@functools.lru_cache(maxsize=16384)
def possible_languages(text: str) -> Tuple[str, ...]:
    """The languages with a negation lexicon that the detector does not rule out for ``text``
    (confidence of at least :data:`RULED_OUT`), most likely first. (The languages it cannot
    name are not ruled out by it either; :func:`unnamed_languages` reads those from the text.)

    >>> "en" in possible_languages("the drug was")
    True
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be str, got {type(text).__name__}: {text!r:.60}")
    out: List[str] = []
    if not _HAS_LETTER.search(text):
        return ()
    for code, value in _confidence_values(text):
        if value < RULED_OUT:
            break
        lex = _lexicon(code)
        if lex is not None and lex.lang not in out:
            out.append(lex.lang)
    return tuple(out)


#: How many of the detector's likeliest languages have their negating affixes checked when no
#: language is known with confidence (each needs its word tables loaded).
_LIKELY = 3


@functools.lru_cache(maxsize=16384)
def likely_languages(text: str) -> Tuple[str, ...]:
    """The detector's likeliest languages for ``text`` that have a negation lexicon (at most 3)."""
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    if not _HAS_LETTER.search(text):
        return ()
    out: List[str] = []
    for code, _value in _confidence_values(text):
        lex = _lexicon(code)
        if lex is not None and lex.lang not in out:
            out.append(lex.lang)
        if len(out) >= _LIKELY:
            break
    return tuple(out)


def negations_in_context(text: str, context: str = "", lang: Optional[str] = None) -> List[str]:
    """Every negation in ``text``, judged as an elision's left-out text is: by the languages of
    ``context`` (:func:`text_languages`) and every lexicon of the script; where the context's
    language is not covered, by every lexicon.

    >>> negations_in_context("Els pacients … tractament", "Els pacients van ser tractats sense tractament.")
    []
    >>> negations_in_context("Els pacients sense tractament", "Els pacients van ser tractats sense tractament.")
    ['sense']
    """
    _check_args(text, lang)
    if _surely_no_negation(text):
        return []
    langs = text_languages(context or text, lang) or ()
    affix_langs = _affix_languages(context or text, langs)
    vouched = vouched_languages(context or text, tuple(langs))
    unnamed = unnamed_languages(context or text, vouched) if vouched else ()
    return list(_elided_scan(text, tuple(langs), affix_langs, unnamed, vouched))


def negation_reader(context: str, lang: Optional[str] = None) -> Any:
    """A function giving every negation of a text as :func:`negations_in_context` does with
    ``context`` and ``lang``, the languages read from ``context`` once for all the texts it is
    given (the few words around each citation of one answer).

    >>> read = negation_reader("The memo is clear. As chunk 2 says, the rate rose.")
    >>> read("As says"), read("is not in")
    ([], ['not'])
    """
    _check_args(context, lang)
    read_as: List[Tuple[Tuple[str, ...], Tuple[str, ...], Tuple[str, ...], Tuple[str, ...]]] = []

    def read(text: str) -> List[str]:
        if _surely_no_negation(text):
            return []
        if not read_as:  # the context's languages, read once, when a text may hold a negation
            langs = tuple(text_languages(context, lang) or ())
            vouched = vouched_languages(context, langs)
            read_as.append(
                (langs, _affix_languages(context, langs), unnamed_languages(context, vouched) if vouched else (), vouched)
            )
        langs, affix_langs, unnamed, vouched = read_as[0]
        return list(_elided_scan(text, langs, affix_langs, unnamed, vouched))

    return read


def elided_negation(text: str, langs: Tuple[str, ...] = ()) -> Optional[str]:
    """The first negation in text left out by an elision, judged by every lexicon of its scripts
    (see :func:`text_languages` for ``langs``), or None.

    >>> elided_negation("sense"), elided_negation("sense", ("en",))
    ('sense', None)
    """
    _check_args(text, None)
    found = _elided_scan(text, tuple(langs))
    return found[0] if found else None


def elision_problem(left_out: str, context: str = "", lang: Optional[str] = None, following: str = "") -> Optional[str]:
    """Why leaving ``left_out`` out of a quotation may change what it says, or None.

    left_out (str): The source text an elision ("...") leaves out, as written in the source.
    context (str): The source sentence(s) around it, to identify the language by.
    lang (Optional[str]): The language named by the caller, or None.
    following (str): The source text right after ``left_out`` ("not only" before "one" negates).
    RETURNS (Optional[str]): "elision_uncovered_script" (a script no lexicon covers), "language_not_covered" (a
        language without a lexicon, or none identified with confidence where the best guess
        has none, or, with no language named, a context whose words the language it is read as
        mostly does not know: :func:`unfamiliar_words`), "negation_elided" (a negation left
        out), or None.

    >>> elision_problem("won’t", "The drug won’t be given.")
    'negation_elided'
    >>> elision_problem("was", "The drug was given.") is None
    True
    """
    _check_args(left_out, lang)
    if not _HAS_LETTER.search(left_out):
        return None
    if uncovered_script(left_out):
        return reasons.ELISION_UNCOVERED_SCRIPT
    if _named(lang) and named_for(left_out, lang) is None:
        # Letters of a script the named language's lexicon is not written in: every lexicon of
        # that script judges them, as with no language named ("अच्छा नहीं" quoted in English).
        # Where the sentence is written mostly in running words of those letters, in no language
        # the detector names with confidence and whose word list knows its words, it may be the
        # named language in letters its lexicon cannot read (Hindi typed in Latin letters: "kam
        # nahi ki", which the detector may call Sesotho): not covered.
        sentence = context or left_out
        why = elision_problem(left_out, context, None, following)
        if why == reasons.LANGUAGE_NOT_COVERED and text_languages(sentence) is not None:
            why = None  # the vocabulary check of a text in no language named: this one is named
        if why is not None:
            return why
        if _maybe_romanised(sentence, str(lang)) and not _known_to_be_in(sentence):
            return reasons.LANGUAGE_NOT_COVERED
    langs = text_languages(context or left_out, lang)
    if langs is None:
        return reasons.LANGUAGE_NOT_COVERED
    left_out = _without_additive_phrases(left_out, following)
    affix_langs = _affix_languages(context or left_out, langs)
    # Only the languages the detector does not rule out set words aside, and only theirs are
    # compared with the words the text shows of the languages it cannot name.
    vouched = vouched_languages(context or left_out, tuple(langs))
    unnamed = unnamed_languages(context or left_out, vouched) if vouched else ()
    # A neighbour the detector rules out for the text (Finnish for an Estonian sentence) does
    # not override the known language's everyday words (Estonian "et", "that").
    possible = possible_languages(context or left_out)
    contenders = tuple(code for code in affix_langs if code == "*" or code in possible)
    if _elided_scan(left_out, tuple(langs), affix_langs, unnamed, vouched, contenders):
        return reasons.NEGATION_ELIDED
    if _unmarked_denial_in(left_out, context, lang) or _bare_phrase_in(left_out, following, context, lang):
        return reasons.NEGATION_ELIDED
    # With no language named, a text whose words its detected language mostly does not know is
    # not confidently in it: it may be in a language no lexicon covers, read as a neighbour
    # (Asturian as Spanish), whose negation no lexicon lists. Asked last, of the sentence only
    # (cached), where an elision leaves letters out and no negation was found.
    if not _named(lang) and unfamiliar_words(context or left_out) is not None:
        return reasons.LANGUAGE_NOT_COVERED
    return None


def _named(lang: Optional[str]) -> bool:
    """Whether ``lang`` names a language (not None, "xx", "mul", "und", "zxx")."""
    return bool(lang) and str(lang).strip().lower() not in _NO_LANGUAGE


def named_for(text: str, lang: Optional[str]) -> Optional[str]:
    """The language that judges ``text`` as the caller named it: ``lang``, unless ``text`` holds a
    letter of a script that ``lang``'s lexicon is not written in, which the named language cannot
    read (a Hindi "नहीं" quoted in an English text, an Armenian "ոչ" in a Russian one, a Hindi
    "nahi" typed in Latin letters): then None, no language named, so that every lexicon of the
    letter's script judges it. A language without a lexicon, or none named, is given back as is.

    >>> named_for("नहीं", "en") is None, named_for("not", "en"), named_for("ne", "sr")
    (True, 'en', 'sr')
    """
    if not _named(lang):
        return lang
    foreign = _foreign_letter(str(lang))
    return None if foreign is not None and foreign.search(text) is not None else lang


def _known_to_be_in(text: str) -> bool:
    """The detector names the language of ``text`` with confidence, the language has a table of
    inflected forms (:func:`lexicons.has_form_table`), and its words are the table's
    (:func:`unfamiliar_words`)."""
    langs = text_languages(text)
    return langs is not None and len(langs) > 0 and lexicons.has_form_table(langs[0]) and unfamiliar_words(text) is None


def _maybe_romanised(text: str, lang: str) -> bool:
    """``text`` may be ``lang`` written in Latin letters, as a language of another script is
    typed where its keyboard is missing ("kam nahi ki" for Hindi): ``lang``'s lexicon is not
    written in Latin letters, most letters of ``text`` are, and they write running words, three
    in small letters at least, not names and codes alone ("Pfizer-BioNTech Comirnaty", "Dr.
    Müller aus Berlin", "SARS-CoV-2"). A text in another script than Latin is that script's
    language, judged by its lexicons."""
    lex = _lexicon(lang)
    if lex is None or "Latin" in lex.scripts:
        return False
    if 2 * len(_LATIN_LETTER.findall(text)) <= len(regex.findall(r"\p{L}", text)):
        return False
    return len([w for w in _RUNNING_WORD.findall(text) if _LATIN_LETTER.match(w)]) >= VOCABULARY_FROM


_LATIN_LETTER = regex.compile(r"\p{Script=Latin}")


#: A word of two letters or more in small letters, standing alone (not part of a code or a name
#: written with capitals or digits: "mRNA", "BA.5").
_RUNNING_WORD = regex.compile(r"(?<![\p{L}\p{N}\-.])\p{Ll}[\p{Ll}\p{M}]+(?![\p{L}\p{N}\-])")


@functools.lru_cache(maxsize=None)
def _foreign_letter(lang: str) -> Optional["regex.Pattern[str]"]:
    """A letter of a script that ``lang``'s negation lexicon is not written in (the letters every
    script shares, Common and Inherited, aside), or None for a language without a lexicon."""
    lex = _lexicon(lang)
    if lex is None:
        return None
    own = "".join(rf"\p{{Script={name}}}" for name in lex.scripts)
    return regex.compile(rf"[\p{{L}}--[{own}\p{{Script=Common}}\p{{Script=Inherited}}]]", regex.V1)


@functools.lru_cache(maxsize=1)
def _additive_pattern() -> Optional["regex.Pattern[str]"]:
    """The additive phrases ("not only") of every lexicon, as one pattern: whole words in spaced
    scripts (any run of white space between them), anywhere in unspaced ones.

    Every lexicon's, whatever the text's language: without a language named, a word that
    negates in any lexicon of the script counts (a Spanish sentence the detector calls
    Portuguese still has its "no" judged), and each phrase means "not only" wherever it is
    written (Norwegian "ikke bare", Swedish "inte bara"; Serbian, Croatian and Slovenian "ne samo")."""
    phrases = {
        p for code in _lexicons().available_languages("negations") for lex in [_lexicon(code)] if lex is not None
        for p in lex.additive_phrases
    }
    if not phrases:
        return None
    spaced: List[str] = []
    unspaced: List[str] = []
    for phrase in sorted(phrases, key=len, reverse=True):
        body = r"\s+".join(regex.escape(part) for part in phrase.split())
        first = _PIECES.match(phrase)
        (unspaced if first is not None and first.lastgroup == "unspaced" else spaced).append(body)
    alternatives = []
    if spaced:
        alternatives.append(rf"(?<![\p{{L}}\p{{M}}\p{{N}}])(?:{'|'.join(spaced)})(?![\p{{L}}\p{{M}}\p{{N}}])")
    if unspaced:
        alternatives.append("|".join(unspaced))
    return regex.compile("|".join(alternatives), regex.V1 | regex.IGNORECASE | regex.FULLCASE)


def _without_additive_phrases(text: str, following: str = "") -> str:
    """``text`` with every additive phrase ("not only", "nicht nur") that it holds whole blanked
    out: "The drug … reduced mortality" from "The drug not only reduced mortality but also
    costs" leaves out no negation. A phrase that ``text`` ends with, before a figure
    (``following``, the text after it: "not only one cause", "nicht nur 5"), is no additive one:
    "not only one" is more than one.

    >>> _without_additive_phrases("not only").strip()
    ''
    >>> _without_additive_phrases("did not")
    'did not'
    >>> _without_additive_phrases("not only", "one cause")
    'not only'
    """
    pattern = _additive_pattern()
    if pattern is None:
        return text
    counted = _starts_figure(following)
    end = len(text.rstrip())
    return pattern.sub(lambda m: m.group() if counted and m.end() >= end else " " * len(m.group()), text)


def _starts_figure(text: str) -> bool:
    """``text`` opens with a figure: a number character or a number word of some language."""
    m = _FIRST_WORD.match(text)
    if m is None:
        return False
    word = m.group()
    return regex.match(r"[\p{N}\p{Numeric_Type=Numeric}]", word) is not None or _lexicons().word_key(word) in _lexicons().number_words()


_FIRST_WORD = regex.compile(r"\s*\K[\p{L}\p{M}\p{N}]+")


def splits_additive_phrase(context: str, start: int, end: int, kept_after: str = "") -> bool:
    """Whether text left out of ``context`` at ``[start, end)`` starts inside an additive phrase
    ("not only", :func:`_additive_pattern`) whose part the quotation keeps before it negates as
    written: "The drug did not … reduce mortality" of "did not only reduce mortality" leaves
    "only" out, and the "not" kept, alone, denies what the source affirms and more.

    >>> text = "The drug did not only reduce mortality."
    >>> splits_additive_phrase(text, 17, 22), splits_additive_phrase(text, 13, 22)
    (True, False)
    >>> splits_additive_phrase("Das Mittel hat nicht nur geholfen.", 21, 25)
    True
    """
    pattern = _additive_pattern()
    if pattern is None:
        return False
    for m in pattern.finditer(context, max(0, start - 60), min(len(context), end + 60), overlapped=True):
        if m.start() < start < m.end():
            kept = context[m.start() : start]
            words = _KEYED_WORD.findall(_lexicons().word_key(kept))
            if any(negates_as_written(w) for w in words) and not _correlate_kept(words, kept_after):
                return True
    return False


def _correlate_kept(kept: List[str], after: str) -> bool:
    """``after``, the text the quotation keeps after the elision, holds the word a lexicon pairs
    with a negation word of ``kept`` (its ``restrictive_partners``: "but" of "not only ... but
    also"): the quotation shows the correlative, and with it that the negation adds."""
    words = {m.group() for m in _CLITIC_WORD.finditer(_lexicons().word_key(after))}
    return bool(words) and any(
        lex.restrictive_partners.get(w, frozenset()) & words for lex in _all_lexicons_with_partners() for w in kept
    )


#: A word in key form, a clitic's apostrophe kept with it and ending it ("n'", "a" of "n'a").
_CLITIC_WORD = regex.compile(r"[\p{L}\p{M}]+'?")
#: Where a sentence ends, for :func:`loses_restrictive_partner`.
_SENTENCE_END = regex.compile(r"[\p{Sentence_Terminal}\n]")


def loses_restrictive_partner(context: str, start: int, end: int, lang: Optional[str] = None) -> bool:
    """Whether text left out of ``context`` at ``[start, end)`` holds the word that limits what a
    negation the quotation keeps before it negates, in its sentence and still open there (no
    negation word after it), or closed and the word right after (the lexicons'
    ``restrictive_partners``: the exceptive French "ne ... que", "only", and the corrective "not X
    but Y"): "Le traitement ne concerne … les adultes" of "ne concerne que les adultes" denies what
    the source restricts, "did not reduce deaths … hospitalizations" of "did not reduce deaths but
    hospitalizations" denies what it affirms. A continuance partner (``continuance_partners``:
    "plus" of "ne ... plus") within reach of the negation counts too: "n'est … maintenu" of
    "n'est plus maintenu" says "not" of what the source says "no longer" of. The named language's lexicon judges; with none named (or a
    context it cannot read), every lexicon of the context's scripts.

    >>> text = "El tractament no afecta sinó els adults."
    >>> loses_restrictive_partner(text, 24, 29, "ca"), loses_restrictive_partner(text, 14, 29, "ca")
    (True, False)
    >>> loses_restrictive_partner("Le module n'est plus maintenu.", 16, 20, "fr")
    True
    """
    if start <= 0 or end <= start:
        return False
    named = named_for(context, lang)
    lexes = [lex for lex in (_lexicon(named) if _named(named) else None,) if lex is not None] or [
        lex for lex in _all_lexicons_with_partners() if _foreign_letter(lex.lang) is None or not _maybe_romanised(context, lex.lang)
    ]
    lexes = [lex for lex in lexes if lex.restrictive_partners or lex.continuance_partners]
    if not lexes:
        return False
    bol = max((m.end() for m in _SENTENCE_END.finditer(context, 0, start)), default=0)
    kept = [m.group() for m in _CLITIC_WORD.finditer(_lexicons().word_key(context[bol:start]))]
    left_words = [m.group() for m in _CLITIC_WORD.finditer(_lexicons().word_key(context[start:end]))]
    left = set(left_words)
    for lex in lexes:
        for negation, partners in lex.restrictive_partners.items():
            if negation in kept and partners & left:
                after = kept[len(kept) - kept[::-1].index(negation) :]
                # Still open, or closed and the partner right after ("ne concerne pas | que les
                # adultes": not only the adults, quoted "ne concerne pas … les adultes").
                if not any(w in lex.words for w in after) or (after and left_words[:1] and left_words[0] in partners):
                    return True
        for negation, partners in lex.continuance_partners.items():
            if negation in kept:
                # "n'est … maintenu" of "n'est plus maintenu": the partner within reach of the
                # negation, no other negation between ("ne prend pas plus de" is "not more").
                after = kept[len(kept) - kept[::-1].index(negation) :]
                at = next((k for k, w in enumerate(left_words) if w in partners), None)
                between = after + left_words[: at or 0]
                if at is not None and len(between) <= _lexicons().CONTINUANCE_REACH and not any(w in lex.words for w in between):
                    return True
    return False


def stops_before_partner(context: str, end: int, lang: Optional[str] = None) -> bool:
    """Whether a passage of ``context`` ending at ``end`` stops right before the partner of a
    negation it keeps, in its sentence: a continuance partner within reach of the negation
    ("Le module n'est" of "n'est plus maintenu": not "is not" but "is no longer"), or a
    restrictive one right after the negated word ("El tratamiento no hace" of "no hace sino
    empeorar": not "does not" but "only"), unless it is also the language's complementizer
    (Italian "che", French "que": "Non credo | che ..." ends before "that" as often). No other
    negation may stand between (:func:`loses_restrictive_partner` reads the lexicons the same way).

    >>> stops_before_partner("Le module n'est plus maintenu.", 15, "fr")
    True
    >>> stops_before_partner("Le module n'est pas plus grand.", 19, "fr")
    False
    """
    nxt = _CLITIC_WORD.match(_lexicons().word_key(context[end : end + 40].lstrip()))
    if nxt is None or end <= 0 or not context[end : end + 1].isspace():
        return False
    named = named_for(context, lang)
    lexes = [lex for lex in (_lexicon(named) if _named(named) else None,) if lex is not None] or [
        lex for lex in _all_lexicons_with_partners() if _foreign_letter(lex.lang) is None or not _maybe_romanised(context, lex.lang)
    ]
    bol = max((m.end() for m in _SENTENCE_END.finditer(context, 0, end)), default=0)
    kept = [m.group() for m in _CLITIC_WORD.finditer(_lexicons().word_key(context[bol:end]))]
    word = nxt.group()
    for lex in lexes:
        for field, reach in ((lex.continuance_partners, _lexicons().CONTINUANCE_REACH), (lex.restrictive_partners, 1)):
            for negation, partners in field.items():
                if word in lex.complementizers and reach == 1:
                    continue  # "Non credo | che il farmaco funzioni": "that" as often as "only"
                if word in partners and negation in kept:
                    after = kept[len(kept) - kept[::-1].index(negation) :]
                    if len(after) <= reach and not any(w in lex.words for w in after):
                        return True
    return False


@functools.lru_cache(maxsize=1)
def _all_lexicons_with_partners() -> Tuple[lexicons.NegationLexicon, ...]:
    """The lexicons that list restrictive or continuance partners (:func:`loses_restrictive_partner`)."""
    found = (_lexicon(code) for code in _lexicons().available_languages("negations"))
    return tuple(lex for lex in found if lex is not None and (lex.restrictive_partners or lex.continuance_partners))


def opens_additive_phrase(text: str, following: str = "", before: str = "") -> bool:
    """Whether ``text``, source text that a passage (``following``) starts right after, opens
    with an additive phrase ("not only", :func:`_additive_pattern`), or ends one that opened in
    ``before``, the sentence's text right before it: the negation it holds adds to what
    follows, so "reduced mortality" may be quoted from "not only reduced mortality", and
    "patients improved" from "a few patients improved" (the negating "few" is part of the
    positive "a few"); not "one cause" from "not only one cause".

    >>> opens_additive_phrase("nicht nur die")
    True
    >>> opens_additive_phrase("few", "patients", "a "), opens_additive_phrase("few", "patients", "the ")
    (True, False)
    >>> opens_additive_phrase("nicht"), opens_additive_phrase("not only", "one cause")
    (False, False)
    """
    pattern = _additive_pattern()
    if pattern is None:
        return False
    text = text.strip()
    whole = before + text
    found = next(
        (m for m in pattern.finditer(whole) if m.start() <= len(before) < m.end()),
        None,
    )
    if found is None:
        return False
    # A phrase ending where the passage starts, before a figure: "not only one" is more than one.
    return not (found.end() == len(whole) and _starts_figure(following))


def negation_before(word: str, context: str = "", lang: Optional[str] = None) -> Optional[str]:
    """Why a quotation may not start right after ``word``, the source's word before its first
    passage (only spaces between them, in one sentence), or None.

    Left out at the start of a quotation, a negation word that governs what follows turns the
    quoted claim around ("patients improved" in "No patients improved", "υπάρχει" in "δεν
    υπάρχει"). An elision (:func:`elision_problem`) casts a wide net, since the quotation says
    text is missing there; a quotation may start after any word, so here the word must negate
    as written (a whole word, a clitic and a word, a word pattern: not a word negated by an
    affix, which negates its own stem) in a language the text is in: the one the caller names
    (``lang``), the one the detector finds in ``context`` with confidence, and one the context
    shows by other words of its own (:func:`unnamed_languages`). With no language named, a
    language the text may be in judges it too (:func:`_negates_unnamed`), unless the word is
    an everyday word of a language the text is known to be in or of another lexicon of its
    script: French "la" before "araña" is no Swahili "not", nor Haitian "san" before
    "Francisco" a "without".

    word (str): The word before the quotation, as written in the source.
    context (str): The source sentence around it.
    lang (Optional[str]): The language the caller named (None: not named).
    RETURNS (Optional[str]): "negation_cut", or None.

    >>> negation_before("No", "No patients improved after treatment.")
    'negation_cut'
    >>> negation_before("La", "La araña come moscas.", "es") is None
    True
    >>> negation_before("unable", "They were unable to walk.") is None
    True
    """
    _check_args(word, lang)
    keys = negates_as_written(word)
    if not keys:
        return None  # nearly every word: no lexicon reads it as a negation
    lang = named_for(word, lang)  # a word of another script: judged as with no language named
    context = context or word
    known = _known_languages(context, lang)
    negates = any(_negates_in(keys, code) for code in _judges(word, context, known))
    if not negates and not (lang and lang.strip().lower() not in _NO_LANGUAGE):
        negates = _negates_unnamed(keys, context, known)
    return reasons.NEGATION_CUT if negates else None


@functools.lru_cache(maxsize=1)
def _complementizers() -> FrozenSet[str]:
    """Every lexicon's complementizers (``complementizers``), a first look before a word is
    read in its language."""
    lex = _lexicons()
    return frozenset(w for code in lex.available_languages("negations") for w in lex.negation_lexicon(code).complementizers)


@functools.lru_cache(maxsize=65536)
def _complementizer_keys(word: str) -> FrozenSet[str]:
    """The forms of ``word`` (whole, or the clitic before an apostrophe: "qu'" of "qu'il") that
    some lexicon lists as a complementizer."""
    if not word.isascii():
        word = unicodedata.normalize("NFKC", _lexicons().fold_marks(word))
    key = _lexicons().word_key(word)
    candidates = {key}
    if "'" in key:
        candidates.add(key.split("'")[0] + "'")
    return frozenset(candidates & _complementizers())


def may_open_complement(word: str) -> bool:
    """Whether some lexicon lists ``word`` as a complementizer (:func:`opens_complement` reads it
    in its language): a first look.

    >>> may_open_complement("that"), may_open_complement("evidence")
    (True, False)
    """
    return bool(_complementizer_keys(word))


@functools.lru_cache(maxsize=1)
def _clause_verb_forms() -> FrozenSet[str]:
    """Every lexicon's clause verbs (``clause_verbs``), a first look before a word is read in its language."""
    lex = _lexicons()
    return frozenset(w for code in lex.available_languages("negations") for w in lex.negation_lexicon(code).clause_verbs)


def clause_verb_complementizer(word: str, lang: Optional[str] = None) -> Optional[str]:
    """The complementizer that a language whose ``clause_verbs`` hold ``word``
    (:func:`takes_bare_clause`) writes where the verb takes its clause without one ("that" after
    "think"): the named language's, or the first of the languages that list the verb; None where
    ``word`` is no clause verb or its language writes no complementizer (Chinese, read by
    :func:`boundaries.start_problem`).

    >>> clause_verb_complementizer("thought", "en"), clause_verb_complementizer("reduced", "en")
    ('that', None)
    """
    if not takes_bare_clause(word, lang):
        return None
    key = _lexicons().word_key(word)
    own = _lexicon(lang) if _named(lang) else None
    lexes = [own] if own is not None else [lex for lex in _lexicons().negation_lexicons_for_script(_main_script(word)) if key in lex.clause_verbs]
    for lex in lexes:
        if lex.complementizers:
            return str(min(lex.complementizers, key=lambda c: (len(c), c)))
    return None


def clause_determiner(word: str, lang: Optional[str] = None) -> bool:
    """Whether ``word`` is a determiner after which a noun of a lexicon's ``clause_verbs`` is
    negated by a negation before it (``clause_verbs.determiners``: "any" of "not find any
    evidence"), as :func:`clause_noun` reads the lexicons.

    >>> clause_determiner("any", "en"), clause_determiner("the", "en")
    (True, False)
    """
    return _in_lexicon_field(word, lang, "clause_determiners")


def _in_lexicon_field(word: str, lang: Optional[str], field: str) -> bool:
    """Whether ``word`` (in key form) is in the set ``field`` of the named language's lexicon,
    or of any lexicon of its script where none is named."""
    _check_args(word, lang)
    key = _lexicons().word_key(word)
    own = _lexicon(lang) if _named(lang) else None
    lexes = [own] if own is not None else _lexicons().negation_lexicons_for_script(_main_script(word))
    return any(key in getattr(lex, field) for lex in lexes)


def clause_noun(word: str, lang: Optional[str] = None) -> bool:
    """Whether ``word`` is a form of a noun that takes a content clause with no complementizer
    (the nouns of a lexicon's ``clause_verbs``: "evidence", "proof"): in the named language's
    lexicon where one is named, in any lexicon otherwise. It governs its clause only under a
    negating determiner ("There is no evidence the drug worked"), which the caller reads.

    >>> clause_noun("evidence", "en"), clause_noun("think", "en")
    (True, False)
    """
    return _in_lexicon_field(word, lang, "clause_nouns")


def takes_bare_clause(word: str, lang: Optional[str] = None) -> bool:
    """Whether ``word`` is a form of a verb that takes a content clause with no complementizer
    before it (a lexicon's ``clause_verbs``: "think", "shown", "认为"): in the named language's
    lexicon where one is named, in any lexicon otherwise. A negation before the verb governs the
    clause after it ("We do not think the drug worked"), as one before "that" does.

    >>> takes_bare_clause("thought", "en"), takes_bare_clause("reduced", "en"), takes_bare_clause("证明")
    (True, False, True)
    """
    _check_args(word, lang)
    key = _lexicons().word_key(word)
    if key not in _clause_verb_forms():
        return False  # nearly every word
    own = _lexicon(lang) if _named(lang) else None
    return own is None or key in own.clause_verbs


def opens_complement(word: str, context: str = "", lang: Optional[str] = None) -> bool:
    """Whether ``word`` opens a declarative complement clause, the language's "that" (a
    lexicon's ``complementizers``: German "dass", Russian "что"; French "qu'" written onto the
    next word), in a language ``context`` is known to be in: the one named (``lang``), or the
    one the detector finds with confidence (:func:`negation_before` judges its negations so);
    with neither, in any lexicon of the word's script. A negation of the clause it completes
    governs what it opens: "the drug reduced mortality" is denied in "There was no evidence
    that the drug reduced mortality".

    >>> opens_complement("dass", "Es ist nicht wahr, dass es regnet.", "de")
    True
    >>> opens_complement("qu'il", "Il n'est pas vrai qu'il pleut.", "fr")
    True
    >>> opens_complement("at", "Nobody was at home that day.", "en")
    False
    """
    _check_args(word, lang)
    candidates: FrozenSet[str] = _complementizer_keys(word)
    if not candidates:
        return False  # nearly every word
    context = context or word
    known = _known_languages(context, lang)
    if _named(lang):
        # A named language that lists none: none is read as one of another language.
        return any(candidates & lex.complementizers for lex in map(_lexicon, known) if lex is not None)
    # With no language named, as :func:`_negates_unnamed` judges a negation word: a language the
    # text may be in, unless the word is an everyday word of one it is known to be in (English
    # "at" is no Danish "that" in an English text).
    own: FrozenSet[str] = frozenset().union(*(_own_words(code) - _lexicon(code).complementizers for code in known))
    candidates -= own
    lexicons_ = _lexicons().negation_lexicons_for_script(_main_script(word))
    if len(context) >= RULES_OUT_FROM:
        contenders = set(possible_languages(context)) | set(_unnamed_lexicon_languages()) | set(known)
        lexicons_ = [lex for lex in lexicons_ if lex.lang in contenders]
    return any(candidates & lex.complementizers for lex in lexicons_)


def _marker_field(final: bool) -> str:
    """The lexicon field of the infinitive markers before the verb (``final``: at its clause's end)."""
    return "final_infinitive_markers" if final else "infinitive_markers"


@functools.lru_cache(maxsize=2)
def _infinitive_markers(final: bool = False) -> FrozenSet[str]:
    """Every lexicon's infinitive markers (``infinitive_markers``, or with ``final``
    ``final_infinitive_markers``), a first look."""
    lex = _lexicons()
    field = _marker_field(final)
    return frozenset(w for code in lex.available_languages("negations") for w in getattr(lex.negation_lexicon(code), field))


def _infinitive_key(word: str) -> str:
    """``word`` in the key form the lexicons' infinitive markers are compared in."""
    return _lexicons().word_key(unicodedata.normalize("NFKC", _lexicons().fold_marks(word)) if not word.isascii() else word)


def may_mark_infinitive(word: str, final: bool = False) -> bool:
    """Whether some lexicon lists ``word`` as an infinitive marker (:func:`infinitive_complementizers`
    reads it in its language; ``final``: one at the end of its clause): a first look.

    >>> may_mark_infinitive("to"), may_mark_infinitive("reduce"), may_mark_infinitive("zu", final=True)
    (True, False, True)
    """
    return _infinitive_key(word) in _infinitive_markers(final)


def infinitive_complementizers(
    word: str, context: str = "", lang: Optional[str] = None, following: str = "", final: bool = False
) -> Tuple[str, ...]:
    """The complementizers of the languages whose lexicon lists ``word`` as an infinitive marker
    (``infinitive_markers``: English "to", French "à", Greek "να") and that ``context`` may be
    in, read as :func:`opens_complement` reads a complementizer: the named language's, the one
    the detector finds with confidence, or, with neither, any of the word's script that the
    detector leaves possible, unless the word is an everyday word of a language the text is known
    to be in that does not list it. The infinitive complement of a negated verb is negated as a
    clause that "that" opens is: "reduce mortality" of "The drug did not appear to reduce
    mortality". ``following``, the word after it, must be one that may be a verb of the
    language (:func:`lexicons.may_be_verb`: "to" of "sent to the hospital" is a preposition).
    ``final``: ``word`` is read as a marker that ends its clause right before the verb
    (``final_infinitive_markers``: German "zu", Dutch "te"), and ``following`` must be one that
    may be the language's infinitive (:func:`lexicons.may_be_infinitive`: "zu hoch" is "too
    high"). Empty where ``word`` marks no infinitive there.

    >>> infinitive_complementizers("to", "The drug did not appear to reduce mortality.", "en", "reduce")
    ('that',)
    >>> infinitive_complementizers("to", "No drug was given to the patients.", "en", "the")
    ()
    >>> infinitive_complementizers("à", "Le médicament n'a pas réussi à réduire la mortalité.")
    ('que',)
    >>> infinitive_complementizers("to", "Je to pravda.", "cs")
    ()
    >>> infinitive_complementizers("zu", "Es gelang nicht, die Sterblichkeit zu senken.", None, "senken", final=True)
    ('daß',)
    """
    _check_args(word, lang)
    key = _infinitive_key(word)
    if key not in _infinitive_markers(final):
        return ()  # nearly every word
    field = _marker_field(final)
    verb = _lexicons().may_be_infinitive if final else _lexicons().may_be_verb
    context = context or word
    known = _known_languages(context, lang)
    if _named(lang):
        lexes = [lex for lex in map(_lexicon, known) if lex is not None]
    elif (
        len(context) >= RULES_OUT_FROM
        and any(key in _own_words(code) - getattr(_lexicon(code), field) for code in known)
        and not any(key in getattr(lex, field) for lex in map(_lexicon, possible_languages(context)) if lex is not None)
    ):
        # An everyday word of a language the text is in that marks no infinitive ("to" of Czech),
        # where no language that lists it may be the text's, in a text long enough for the
        # detector to be sure of its language (a short one may be read as the wrong neighbour).
        return ()
    else:
        lexes = list(_lexicons().negation_lexicons_for_script(_main_script(word)))
        if len(context) >= RULES_OUT_FROM:
            contenders = set(possible_languages(context)) | set(_unnamed_lexicon_languages()) | set(known)
            lexes = [lex for lex in lexes if lex.lang in contenders]
    return tuple(
        dict.fromkeys(
            str(min(lex.complementizers, key=lambda c: ("'" in c, len(c), c)))
            for lex in lexes
            if key in getattr(lex, field) and lex.complementizers and (not following or verb(following, lex.lang))
        )
    )


def final_marker_languages(marker: str) -> Tuple[str, ...]:
    """The languages whose lexicon lists ``marker`` as an infinitive marker at the end of its
    clause (``final_infinitive_markers``).

    >>> final_marker_languages("zu"), final_marker_languages("to")
    (('de',), ())
    """
    key = _infinitive_key(marker)
    lex = _lexicons()
    return tuple(code for code in lex.available_languages("negations") if key in lex.negation_lexicon(code).final_infinitive_markers)


def infixed_infinitive(word: str) -> Tuple[str, str]:
    """The final infinitive marker (``final_infinitive_markers``) that ``word`` holds inside,
    between a separable verb's particle and its stem, and the infinitive it marks there: German
    "herabzusetzen" is "zu" of "herabsetzen" (the lemma tables give the form that lemma: the
    marker taken out, the lemma is left). ``("", "")`` where it holds none.

    >>> infixed_infinitive("herabzusetzen"), infixed_infinitive("Zucker")
    (('zu', 'herabsetzen'), ('', ''))
    """
    key = _lexicons().word_key(word)
    markers = [m for m in _infinitive_markers(True) if m in key[1:-1]]
    if not markers:
        return "", ""  # nearly every word
    for code in _lexicons().available_languages("negations"):
        lex = _lexicon(code)
        for m in markers:
            if lex is None or m not in lex.final_infinitive_markers:
                continue
            lemmas = _lexicons().lemma_candidates(word, code)
            at = key.find(m, 1)
            while 0 < at < len(key) - len(m):
                if key[:at] + key[at + len(m) :] in lemmas:
                    return m, key[:at] + key[at + len(m) :]
                at = key.find(m, at + 1)
    return "", ""


def phrase_negation_inside(text: str) -> Optional[str]:
    """A negation written as a phrase of a lexicon (``phrase_patterns``, ``negative_verbs``: "failed
    to show", "far from") that ``text`` holds and that ends before its last word: a phrase
    that ``text`` ends with names what follows it ("similar except that ...": the exception is
    asserted), one inside it negates its clause. The phrase, or None.

    >>> phrase_negation_inside("The study failed to show")
    'failed to'
    >>> phrase_negation_inside("The groups were similar except") is None
    True
    >>> phrase_negation_inside("It was claimed falsely")
    'falsely'
    """
    end = len(lexicons.word_key(text.rstrip()))
    last = regex.search(r"[\p{L}\p{M}\p{N}]+$", lexicons.word_key(text.rstrip()))
    cut = last.start() if last is not None else end
    for start, phrase in _phrase_negations(text.rstrip()):
        # A hearsay or error adverb qualifies its own clause wherever it stands in it ("It was
        # claimed falsely that", "On a affirmé à tort que"): it names nothing that follows.
        if start + len(phrase) <= cut or _reportative(phrase):
            return phrase
    return None


@functools.lru_cache(maxsize=4096)
def _reportative(phrase: str) -> bool:
    """Whether ``phrase``, as :func:`_phrase_negations` found it, is a hearsay or error adverb of
    some lexicon (``reportative_patterns``: "allegedly", "à tort", "якобы").

    >>> _reportative("allegedly"), _reportative("except")
    (True, False)
    """
    lex = _lexicons()
    return any(
        p.fullmatch(phrase) for code in lex.available_languages("negations") for p in lex.negation_lexicon(code).reportative_patterns
    )


def negates_where_known(word: str, context: str = "", lang: Optional[str] = None, also: Tuple[str, ...] = ()) -> bool:
    """Whether ``word`` negates as written in a language ``context`` is known to be in: the one
    named (``lang``), the one the detector finds with confidence, or one of ``also`` (the
    languages another word of the context shows: those that list its complementizer,
    :func:`complementizer_languages`); with none known, whether it negates as written at all
    (:func:`negation_before` then judges it). Narrower than :func:`negation_before`, which also
    asks the languages the context shows by other words of their own: for a word read further
    from the passage it governs than the word right before it.

    >>> negates_where_known("San", "San Francisco envisage que les voitures autonomes changent tout.", "fr")
    False
    >>> negates_where_known("pas", "Il n'est pas vrai que les voitures autonomes changent tout.", "fr")
    True
    """
    _check_args(word, lang)
    keys = negates_as_written(word)
    if not keys:
        return False
    known = _known_languages(context or word, lang)
    return not known or any(_negates_in(keys, code) for code in known + also)


def denies_complement(word: str, complementizer: str) -> bool:
    """Whether ``word``, right before ``complementizer`` (or before what may stand between them:
    an aside, a footnote mark), is a form of a verb, noun or adjective that denies the clause it
    takes (:attr:`NegationLexicon.clause_denying_forms`: ``negative_verbs`` with an empty ``then``,
    "denied that", "bestritt, dass", "опроверг, что", and those whose ``then`` reads the
    complementizer, "disputed that", "a myth that", "Mythos, dass") in a language that lists
    ``complementizer``: the clause it opens is denied. Compatibility letters are read as the
    letters they stand for (full-width "ｄｅｎｉｅｄ"), and a form typed without its diacritics
    as the form (:func:`_unmarked_denying_forms`: Polish "zaprzeczyla", Czech "poprel"), where
    that spelling is no other word of the language (Finnish "kiista", "dispute", is no "kiistä").

    >>> denies_complement("denied", "that"), denies_complement("said", "that"), denies_complement("denied", "dass")
    (True, False, False)
    >>> denies_complement("disputed", "that"), denies_complement("ｄｅｎｉｅｄ", "that")
    (True, True)
    >>> denies_complement("zaprzeczyla", "że"), denies_complement("kiista", "että")
    (True, False)
    """
    key = lexicons.word_key(unicodedata.normalize("NFKC", word))
    lex = _lexicons()
    return any(
        key in lex.negation_lexicon(code).clause_denying_forms or key in _unmarked_denying_forms(code)
        for code in complementizer_languages(complementizer)
    )


def denies_clause_after(word: str, context: str, lang: Optional[str] = None) -> bool:
    """Whether ``word``, right before a clause with no complementizer between (English and German
    may leave it out: "Officials denied the company acted illegally", "Beamte bestritten, die Firma
    habe illegal gehandelt"), denies that clause: a form of :func:`denies_complement`'s in the
    language named, or in one ``context`` (its sentence) is known to be in (:func:`_known_languages`).
    With no language named, also in a lexicon whose language's stop words the sentence's other
    words hold at least as often as those of every language known that does not list it: a short
    sentence the detector misreads ("Denials, the diagnosis of the daemons" read as Latin) keeps
    its English, and Spanish "contesta" (answers) stays no French "contesta" (disputed).

    >>> denies_clause_after("denied", "Officials denied the company acted illegally.")
    True
    >>> denies_clause_after("said", "Officials said the company acted illegally.")
    False
    """
    if not may_deny_clause(word):
        return False
    key = lexicons.word_key(unicodedata.normalize("NFKC", word))
    lex = _lexicons()

    def lists(code: str) -> bool:
        return key in lex.negation_lexicon(code).clause_denying_forms or key in _unmarked_denying_forms(code)

    known = _known_languages(context, lang)
    if any(lists(code) for code in known):
        return True
    if lang and lang.strip().lower() not in _NO_LANGUAGE and _lexicon(lang) is not None:
        return False
    listing = [code for code in lex.available_languages("negations") if key in lex.negation_lexicon(code).clause_denying_forms]
    others = frozenset(w for w in _KEYED_WORD.findall(lex.word_key(context)) if w != key)
    return max(_shown_by(others, code) for code in listing) >= max((_shown_by(others, code) for code in known), default=0)


def may_deny_clause(word: str) -> bool:
    """Whether some lexicon lists ``word`` among the forms that deny a clause (a first look for
    :func:`denies_clause_after`, before its sentence is read).

    >>> may_deny_clause("denied"), may_deny_clause("said")
    (True, False)
    """
    return lexicons.word_key(unicodedata.normalize("NFKC", word)) in _clause_denying_anywhere()


@functools.lru_cache(maxsize=1)
def _clause_denying_anywhere() -> FrozenSet[str]:
    """Every lexicon's forms that deny a clause (:attr:`NegationLexicon.clause_denying_forms`): a
    first look before any language is asked for."""
    lex = _lexicons()
    return frozenset().union(*(lex.negation_lexicon(code).clause_denying_forms for code in lex.available_languages("negations")))


@functools.lru_cache(maxsize=None)
def _unmarked_denying_forms(code: str) -> FrozenSet[str]:
    """The forms of ``code`` that deny a clause (:attr:`NegationLexicon.clause_denying_forms`)
    written without their diacritics, as a writer in haste types them (:func:`lexicons.bare_letters`:
    "zaprzeczyla" for "zaprzeczyła", "poprel" for "popřel"), where that spelling is the form
    typed so and no other word (:func:`_typed_for`)."""
    lex = _lexicons()
    forms = lex.negation_lexicon(code).clause_denying_forms
    out = set()
    for form in forms:
        bare = lex.bare_letters(form)
        if bare != form and bare not in forms and _typed_for(bare, form, code):
            out.add(bare)
    return frozenset(out)


def _unmarked_denial_in(left_out: str, context: str, lang: Optional[str]) -> bool:
    """Whether ``left_out`` holds a form of a verb that denies alone (``negative_verbs`` with an
    empty ``then``: "zaprzeczyła", "popřel") written without its diacritics
    (:func:`_unmarked_denying_forms`: "zaprzeczyla", "poprel"), or a phrase that denies the
    clause of a complementizer typed so (:func:`_bare_clause_phrases`: "odrzucila, ze"), in a
    language the text is known to be in (:func:`_known_languages`): an elision leaves the denial
    out, as it would the phrase written with them."""
    if not left_out.strip():
        return False
    lex = _lexicons()
    words = {lex.word_key(w) for w in regex.findall(r"[\p{L}\p{M}]+", unicodedata.normalize("NFKC", left_out))}
    known = _known_languages(context or left_out, lang)
    if not _named(lang) and _unmarked_denial_of_a_neighbour(words, left_out, known):
        return True
    for code in known:
        if _lexicon(code) is None:
            continue
        if words & _unmarked_denying_alone(code):
            return True
        # A form that denies the clause of a complementizer, with it, typed so ("odrzucila, ze").
        # As :func:`bare_complement` asks, the text shows the complementizer: a comma before it,
        # the form typed so, or a text typed without any diacritics ("respinge ca nefondate",
        # rejects as unfounded, is no "respinge că").
        written = lex.word_key(unicodedata.normalize("NFKC", left_out))
        bare = lex.bare_letters(written)
        plain = lex.typed_bare(context or left_out)
        marked = _lexicon(code).clause_denying_forms
        for pattern in _bare_clause_phrases(code):
            for m in pattern.finditer(bare):
                first = regex.match(r"[\p{L}\p{M}]+", m.group())
                as_written = written[m.start() : m.start() + len(first.group())] if first is not None and len(written) == len(bare) else ""
                if first is None or first.group() not in marked | _unmarked_denying_forms(code):
                    continue
                last = regex.search(r"[\p{L}\p{M}]+$", m.group())
                own = last is None or any(_bare_word_of_its_own(last.group(), c) for c in bare_complementizers(last.group())) or not bare_complementizers(last.group())
                if plain or not own or "," in m.group() or (as_written not in marked and first.group() in _unmarked_denying_forms(code)):
                    return True
    return False


def _unmarked_denial_of_a_neighbour(words: Set[str], left_out: str, known: Tuple[str, ...]) -> bool:
    """With no language named, one of ``words`` is a form that denies alone typed without its
    diacritics in a lexicon of the text's script other than ``known``'s (those the text is known
    to be in), and no word of those languages: Czech typed without diacritics reads as Slovak to
    the detector, and "absencich" (Czech "absencích") is no Slovak word. No language named must
    not weaken any language."""
    lex = _lexicons()
    for other in lex.negation_lexicons_for_script(_main_script(left_out)):
        if other.lang in known:
            continue
        for word in words & _bare_denying_alone(other.lang):
            if not any(lex.known_word(word, code) for code in known):
                return True
    return False


@functools.lru_cache(maxsize=None)
def _bare_denying_alone(code: str) -> FrozenSet[str]:
    """The forms of ``code`` that deny alone written without their diacritics, unchecked against
    its word tables (:func:`_unmarked_denying_alone` checks them): for a text that is not known to
    be in ``code``, whose own languages' tables judge the spelling instead."""
    lex = _lexicons()
    return frozenset(b for f in lex.negation_lexicon(code).denying_forms if (b := lex.bare_letters(f)) != f)


@functools.lru_cache(maxsize=None)
def _unmarked_denying_alone(code: str) -> FrozenSet[str]:
    """The spellings of :func:`_unmarked_denying_forms` of the forms that deny alone
    (:attr:`NegationLexicon.denying_forms`)."""
    lex = _lexicons()
    return frozenset(lex.bare_letters(f) for f in lex.negation_lexicon(code).denying_forms) & _unmarked_denying_forms(code)


def _typed_for(bare: str, form: str, code: str) -> bool:
    """Whether ``bare``, ``form`` of ``code`` without its diacritics, is that form typed so and
    no word of its own: the language's tables (:func:`lexicons.known_word`) do not know it, or
    know it only as a form of a lemma of ``form`` (:func:`lexicons.lemma_candidates`: French
    "nie" is "nié" of "nier" too, Czech "myty" "washed" is no "mýty" "myths"), no lemma and
    no stop word of the language itself.

    >>> _typed_for("zaprzeczyla", "zaprzeczyła", "pl"), _typed_for("kiista", "kiistä", "fi")
    (True, False)
    """
    lex = _lexicons()
    if not lex.known_word(bare, code):
        return True
    if bare in lex.stop_words(code) or lex.known_word(bare, code, ("lemma",)):
        return False
    lemmas = lex.lemma_candidates(bare, code) - {bare}
    return bool(lemmas) and lemmas <= lex.lemma_candidates(form, code)


@functools.lru_cache(maxsize=1)
def _bare_complementizers() -> Mapping[str, FrozenSet[str]]:
    """Every lexicon's complementizers written without their diacritics
    (:func:`lexicons.bare_letters`: Polish and Czech "ze" for "że", "že", Romanian "ca" for "că",
    Finnish "etta" for "että", Greek "οτι" for "ότι"), each with the complementizers it stands
    for; not a spelling some lexicon lists as a complementizer as written."""
    lex = _lexicons()
    comps = _complementizers()
    out: Dict[str, Set[str]] = {}
    for comp in comps:
        bare = lex.bare_letters(comp)
        if bare != comp and bare not in comps:
            out.setdefault(bare, set()).add(comp)
    return {bare: frozenset(marked) for bare, marked in out.items()}


def bare_complementizers_by_text(word: str, text: str) -> List[str]:
    """:func:`bare_complementizers` of ``word``, those of the languages whose stop words typed
    without diacritics (:func:`lexicons.bare_letters`) ``text`` writes most of first: "ze" in
    "Jake nechtel PSC, ze" is Czech "že" before Polish "że", where a detector, reading text
    typed without its marks, may name neither; on a tie, those of the languages whose word
    tables know most of its words, marks ignored.

    >>> bare_complementizers_by_text("ze", "Rekl, ze vakcina byla ucinna, protoze jsou data."), bare_complementizers_by_text("ze", "Powiedzial, ze szczepionka jest skuteczna, poniewaz sa dane.")
    (['že', 'że'], ['że', 'že'])
    """
    comps = sorted(bare_complementizers(word))
    if len(comps) < 2:
        return comps
    lex = _lexicons()
    words = set(regex.findall(r"[\p{L}\p{M}]+", lex.word_key(text)))

    def stop(comp: str) -> int:
        return max((len(words & _bare_stop_words(code)) for code in complementizer_languages(comp)), default=0)

    def known(comp: str) -> int:
        # On a tie of stop words: the words of the text each language knows, marks ignored.
        return max((sum(lex.known_word(w, code, ignore_marks=True) for w in words) for code in complementizer_languages(comp)), default=0)

    ranked = sorted(comps, key=lambda comp: -stop(comp))
    if stop(ranked[0]) == stop(ranked[1]):
        ranked = sorted(comps, key=lambda comp: (-stop(comp), -known(comp)))
    return ranked


@functools.lru_cache(maxsize=None)
def _bare_stop_words(code: str) -> FrozenSet[str]:
    """spaCy's stop words of ``code`` typed without diacritics (:func:`lexicons.bare_letters`)."""
    lex = _lexicons()
    return frozenset(lex.bare_letters(w) for w in lex.stop_words(code))


def bare_complementizers(word: str) -> FrozenSet[str]:
    """The complementizers (``complementizers``) that ``word`` is written without its
    diacritics: empty for nearly every word. Such a spelling is often a word of its own (Polish
    and Czech "ze", "with", "from"; Romanian "ca", "as"): :func:`bare_complement` reads it as
    one only after a word that denies the clause it opens.

    >>> sorted(bare_complementizers("ze")), sorted(bare_complementizers("that"))
    (['że', 'že'], [])
    """
    if not word.isascii():
        word = unicodedata.normalize("NFKC", _lexicons().fold_marks(word))
    return _bare_complementizers().get(_lexicons().word_key(word), frozenset())


def bare_complement(word: str, denial: str, between: str, sentence: str, clause: Sequence[str] = ()) -> Optional[str]:
    """The complementizer ``word`` stands for written without its diacritics
    (:func:`bare_complementizers`: "ze" for "że"), where it opens the clause of ``denial``, the
    word right before it (``between`` them what :func:`questions.gap_before` reads: white
    space, a comma, brackets, an aside), or None. ``denial`` must deny the clause of the
    complementizer (:func:`denies_complement`: a verb, noun or adjective of denial of its
    language, marked or not). A bare spelling is often a word of its own
    (:func:`_bare_word_of_its_own`: Polish "ze" "with": "zaprzeczył ze złością", denied
    angrily; Romanian "ca" "as": "respinge ca nefondate", rejects as unfounded): such a one
    the text must show as the complementizer, by ``denial`` written without its diacritics
    too ("zaprzeczyla"), a comma alone between them (a comma ends the phrase of the word
    before it: what follows is its clause or an aside), or ``sentence`` writing no letter that
    :func:`lexicons.bare_letters` changes (a writer who leaves them all out). With a comma
    alone between them, a word of denial further back in ``clause`` (the words of its clause
    before ``denial``, first to last) governs it too, as :func:`governs_complement` reads it
    ("zdementowal informacje, ze", denied the report that).

    >>> bare_complement("ze", "zaprzeczyla", " ", "Minister zaprzeczyla ze szczepionka dziala.")
    'że'
    >>> bare_complement("ze", "zaprzeczył", " ", "Zaprzeczył ze złością.") is None
    True
    """
    lex = _lexicons()
    comps = bare_complementizers(word)
    if not comps:
        return None
    key = lex.word_key(unicodedata.normalize("NFKC", denial))
    comma = between.strip() == ","
    for comp in sorted(comps):
        if not denies_complement(denial, comp):
            if comma and any(
                denies_complement(w, comp) and governs_complement(clause[:n], [*clause[n + 1 :], denial], comp) for n, w in enumerate(clause)
            ):
                return comp
            continue
        written_bare = any(
            key not in lex.negation_lexicon(code).clause_denying_forms and key in _unmarked_denying_forms(code) for code in complementizer_languages(comp)
        )
        if written_bare or comma or not _bare_word_of_its_own(word, comp) or lex.typed_bare(sentence):
            return comp
    return None


def _bare_word_of_its_own(word: str, comp: str) -> bool:
    """Whether ``word``, ``comp`` typed without its diacritics, is a word of a language that lists
    ``comp`` (:func:`lexicons.known_word`, or a stop word): Polish and Czech "ze", Romanian "ca",
    not Greek "οτι" nor Finnish "etta", which are only the complementizer typed so."""
    lex = _lexicons()
    key = lex.word_key(unicodedata.normalize("NFKC", word))
    return any(lex.known_word(key, code) or key in lex.stop_words(code) for code in complementizer_languages(comp))


@functools.lru_cache(maxsize=None)
def _bare_clause_phrases(code: str) -> Tuple["regex.Pattern[str]", ...]:
    """The phrase patterns of ``code`` (``negative_verbs``) whose complement is a complementizer
    written with diacritics ("mitem jest, że", "fałszem, że"), typed without them
    (:func:`lexicons.bare_letters`), to be read over text typed so."""
    lex = _lexicon(code)
    if lex is None:
        return ()
    comps = [c for c in lex.complementizers if lexicons.bare_letters(c) != c]
    return tuple(
        lexicons.LazyPattern(lexicons.bare_letters(p.pattern), p.flags) for p in lex.phrase_patterns if any(c in p.pattern for c in comps)
    )


#: What ends the clause before a complementizer read back (:func:`bare_denial_phrase`): a
#: semicolon, colon, bracket or spaced dash (a comma may end a noun and its aside).
_CLAUSE_START_RE = regex.compile(r"[;:()\[\]{}]|\s-{1,2}\s|\s[\u2013\u2014]\s")


def bare_denial_phrase(before: str, word: str, sentence: str) -> Optional[str]:
    """The complementizer ``word`` stands for written without its diacritics
    (:func:`bare_complementizers`), where it ends, with ``before`` (the text of its sentence
    before it), a phrase of a lexicon that denies the clause it opens, the phrase typed
    without diacritics too (a ``negative_verbs`` entry whose complement reads the complementizer
    across words: Polish "Mitem jest, że", "Nieprawdą jest, że") or with a noun that names a
    claim (:func:`names_claim`: "Twierdzenie, że"), or None. The phrase must open
    with a form of denial as written or as :func:`_unmarked_denying_forms` reads it typed so,
    and the text must show the complementizer, as :func:`bare_complement` asks: the form typed
    without marks, a comma right before the word, or a sentence typed without any.

    >>> bare_denial_phrase("Mitem jest, ", "ze", "Mitem jest, ze szczepionka działa.")
    'że'
    >>> bare_denial_phrase("To chyba ", "ze", "To chyba ze względu na koszty.") is None
    True
    """
    comps = bare_complementizers(word)
    if not comps:
        return None
    lex = _lexicons()
    key = lex.bare_letters(lex.word_key(unicodedata.normalize("NFKC", before[-2 * _PHRASE_REACH :] + word)))
    comma = before.rstrip().endswith(",")
    plain = lex.typed_bare(sentence)
    for comp in sorted(comps):
        # A noun that names a claim ("Twierdzenie, ze", "afirmatia ca": :func:`names_claim`).
        shown = comma or plain or not _bare_word_of_its_own(word, comp)
        if shown and names_claim(_CLAUSE_START_RE.split(before[-2 * _PHRASE_REACH :])[-1], comp):
            return comp
        for code in complementizer_languages(comp):
            forms = lex.negation_lexicon(code).clause_denying_forms
            for pattern in _bare_clause_phrases(code):
                for m in pattern.finditer(key):
                    if m.end() != len(key):
                        continue
                    written = lex.word_key(unicodedata.normalize("NFKC", before[-2 * _PHRASE_REACH :] + word))
                    first = regex.match(r"[\p{L}\p{M}]+", written[m.start() :] if len(written) == len(key) else m.group())
                    form = first.group() if first is not None else ""
                    typed_bare = form not in forms and lex.bare_letters(form) in _unmarked_denying_forms(code)
                    if (form in forms or typed_bare) and (typed_bare or shown):
                        return comp
    return None


def governs_complement(before: Sequence[str], between: Sequence[str], complementizer: str) -> bool:
    """Whether a word of denial (:func:`denies_complement`) read back from ``complementizer``
    governs the clause it opens, ``before`` the words of its clause before it and ``between``
    those between it and the complementizer: not where it stands in a relative clause (a
    relative pronoun of a language that lists the complementizer, ``relative_pronouns``, before
    it) that has ended before the complementizer, a verb of the main clause standing between
    them, no noun of the language (:func:`lexicons.could_be`, :func:`lexicons.is_verb_form`):
    "The researchers who refuted the model argue that" ("argue" takes the clause). A participle
    of an insert ("denied in a statement issued on Monday that") stands in no relative clause.

    >>> governs_complement(["the", "researchers", "who"], ["the", "model", "argue"], "that")
    False
    >>> governs_complement(["the", "company"], ["in", "a", "statement", "issued", "on", "monday"], "that")
    True
    """
    codes = complementizer_languages(complementizer)
    lex = _lexicons()
    relatives = [code for code in codes if any(lex.word_key(w) in lex.negation_lexicon(code).relative_pronouns for w in before)]
    for word in between:
        for code in relatives:
            if (lex.could_be(word, code, "verb") or lex.is_verb_form(word, code)) and not lex.could_be(word, code, "noun"):
                return False
    return True


def denial_after(text: str, end: int, lang: Optional[str] = None, passage: str = "") -> bool:
    """Whether what stands right after a passage that ends at ``end`` of ``text`` names the clause
    it quotes as a claim or denies it, in a language that puts that after the clause (a
    lexicon's ``denials_after``: Chinese "的说法", Japanese "という主張", "との噂", Korean "-다는
    주장", Turkish "... açtığını yalanladı", "... açtığı iddialarını"; a clause nominalised
    after the quotative, "というのは", "-다는 것은", where the rest of the sentence calls it false):
    the named language's lexicon; with none named, every lexicon of the script of the characters
    around ``end``. The passage then quotes what the source denies or only reports as claimed.
    ``passage``: the passage's text, where the caller has it (a denial after a comma leaves a
    passage that quotes its clause with the complementizer alone).

    >>> text = "药物导致死亡的说法是谣言。"
    >>> denial_after(text, 6, "zh"), denial_after("药物导致死亡的原因不明。", 6, "zh")
    (True, False)
    >>> denial_after("Şirket ilacın ölümlere yol açtığını yalanladı.", 35)
    True
    >>> denial_after("薬が効くという主張は誤りだ。", 4), denial_after("薬が効くという結果が出た。", 4)
    (True, False)
    >>> denial_after("약이 효과가 있다는 소문이 돌았다.", 9), denial_after("약이 효과가 있다는 사실이 확인됐다.", 9)
    (True, False)
    >>> denial_after("薬が効くというのは嘘だ。", 4), denial_after("薬が効くということが分かった。", 4)
    (True, False)
    >>> denial_after("Sirket ilacin olumlere yol actigini yalanladi.", 35)  # typed without diacritics
    True
    >>> denial_after("The drug reduces mortality, the authors denied.", 26), denial_after("The drug reduces mortality, the authors found.", 26)
    (True, False)
    >>> denial_after("The drug reduces mortality, allegedly.", 26), denial_after("The drug reduces mortality, as expected.", 26)
    (True, False)
    """
    _check_args(text, lang)
    if end <= 0 or end >= len(text):
        return False
    if _named(lang):
        lexes = [lex for lex in (_lexicon(lang),) if lex is not None]
    else:
        script = _main_script(text[max(0, end - 8) : end + 8])
        lexes = list(_lexicons().negation_lexicons_for_script(script))
    if any(p.match(text, end) for lex in lexes for p in lex.denials_after):
        return True
    # A clause of denial after a comma that closes the sentence: "X, the authors denied.",
    # "X, bestritt der Vorstand.", "X, a démenti le ministre.", "X, negó el ministro." One of its
    # few words is a form of a lexicon's verb of denial. Not where the passage names the clause it
    # quotes as a claim ("die Behauptung, dass …", "утверждение, будто …"): the denial of the
    # claim (", ist falsch.") leaves that true.
    # With no language named, a stop word of some language is that word (Italian "nego", I deny,
    # is Croatian "than").
    tail = _DENIAL_TAIL_RE.match(text, end)
    if tail is not None:
        words = {lexicons.word_key(w) for w in regex.findall(r"[\p{L}\p{M}]+", tail.group("words"))}
        if not _named(lang):
            words = {w for w in words if not lexicons.stop_word_anywhere(w)}
        if any(words & lex.clause_denying_forms for lex in lexes) and not _names_its_claim(passage):
            return True
    # A hearsay or error adverb right after the clause, set off by a comma, a dash or a bracket,
    # gives it as a report, or a mistake: "X, allegedly.", "X, reportedly, in mice", "X
    # (allegedly)", "X, angeblich.", "X, paraît-il."
    aside = _REPORT_TAIL_RE.match(text, end)
    if aside is not None and _reports(aside.group("words"), lexes) and not _names_its_claim(passage):
        # Not where the passage names the clause as a claim ("утверждение, будто …, ложно"): the
        # adverb then judges the claim, which the passage quotes as one.
        return True
    # Typed without diacritics ("actigini yalanladi"): the patterns typed so, over the text typed so
    # (the text around the passage's end only: a source may be long, and a pattern reads a clause).
    start = max(0, end - _DENIAL_AFTER_BEHIND)
    around = text[start : end + _DENIAL_AFTER_AHEAD]
    bare = lexicons.bare_letters(around)
    return len(bare) == len(around) and any(p.match(bare, end - start) for lex in lexes for p in _bare_denials_after(lex.lang))


def _reports(words: str, lexes: Sequence[Any]) -> bool:
    """``words`` (an aside after a clause) open with a hearsay or error adverb of one of
    ``lexes`` (``reportative_patterns``: "allegedly", "angeblich"), also typed without its
    diacritics where that spelling is no word of its language ("pretendument"); not where it
    only qualifies a noun the aside names ("an alleged mobster")."""
    said = lexicons.word_key(words)
    if any(p.match(said) for lex in lexes for p in lex.reportative_patterns):
        return True
    bare = lexicons.bare_letters(said)
    return any((m := p.match(bare)) is not None and _misspelt(m.group(), lex.lang) for lex in lexes for p in _bare_phrase_patterns(lex.lang, "reportative_patterns"))




def _names_its_claim(passage: str) -> bool:
    """``passage`` names the clause it quotes as a claim: a claim noun and its complementizer
    (:func:`names_claim`: "die Behauptung, dass …", "утверждение, будто …")."""
    for m in regex.finditer(r"[\p{L}\p{M}]+", passage):
        if m.start() and complementizer_languages(m.group()) and names_claim(passage[: m.start()], m.group()):
            return True
    return False


#: A comma right after a passage, then at most four words and the end of the sentence or clause.
_DENIAL_TAIL_RE = regex.compile(r"[^\S\n]*,[^\S\n]*(?P<words>(?:[\p{L}\p{M}'\u2019-]+[^\S\n]+){0,3}[\p{L}\p{M}'\u2019-]+)[^\S\n]*(?:[.;!?\u3002]|$)")
#: A comma, dash or opening bracket right after a passage, then at most four words and a mark that
#: ends the aside, the clause or the sentence (a hearsay adverb after the clause, :func:`denial_after`).
_REPORT_TAIL_RE = regex.compile(
    rf"[^\S\n]*[(\[\p{{Pd}}{charclasses.char_class(charclasses.CLAUSE_PUNCTUATION)}][^\S\n]*(?P<words>(?:[\p{{L}}\p{{M}}'\u2019-]+[^\S\n]+){{0,3}}[\p{{L}}\p{{M}}'\u2019-]+)[^\S\n]*"
    rf"(?:[)\]\p{{Pd}}{charclasses.char_class(charclasses.TERMINAL_PUNCTUATION)}]|$)"
)
#: How much text before and after a passage's end :func:`denial_after` reads typed without
#: diacritics (a pattern looks back a word at most, and on through a clause).
_DENIAL_AFTER_BEHIND, _DENIAL_AFTER_AHEAD = 64, 400


@functools.lru_cache(maxsize=None)
def _bare_denials_after(code: str) -> Tuple["regex.Pattern[str]", ...]:
    """The ``denials_after`` patterns of ``code`` that hold letters with diacritics, typed
    without them (:func:`lexicons.bare_letters`: Turkish "açtığını yalanladı" as "actigini
    yalanladi")."""
    lex = _lexicon(code)
    if lex is None:
        return ()
    return tuple(lexicons.LazyPattern(lexicons.bare_letters(p.pattern), p.flags) for p in lex.denials_after if lexicons.bare_letters(p.pattern) != p.pattern)


#: A short insert that ends a clause: between commas, brackets or spaced dashes.
_CLAIM_ASIDE_RE = regex.compile(r"\s*(?:,[^,()\[\]]{1,60}|\([^()]{1,60}\)|\[[^\[\]]{1,60}\]|\s-{1,2}\s[^-]{1,60}-{0,2})$")


def names_claim(clause: str, complementizer: str) -> bool:
    """Whether ``clause``, right before ``complementizer``, ends by naming a claim (a lexicon's
    ``claim_nouns``: "the claim that", "die Behauptung, dass", "l'affirmation que") in a language
    that lists ``complementizer``: the clause it opens is what someone claims, which the source
    need not hold, and often goes on to deny ("The claim that the drug reduces mortality is
    false"). What follows the complement is not read: a denial may be worded in any way.

    >>> names_claim("The claim", "that"), names_claim("The false claim", "that"), names_claim("The authors claim", "that")
    (True, True, False)
    >>> names_claim("la afirmacion de", "que")  # typed without diacritics
    True
    """
    key = lexicons.word_key(unicodedata.normalize("NFKC", clause) if not clause.isascii() else clause).strip(" ,")
    # A short insert between the noun and its complementizer is read across ("the claim, widely
    # repeated, that", "the claim (since retracted) that").
    keys = dict.fromkeys((key, _CLAIM_ASIDE_RE.sub("", key)))
    lex = _lexicons()
    for code in complementizer_languages(complementizer):
        for pattern, key in itertools.product(lex.negation_lexicon(code).claim_nouns, keys):
            m = pattern.search(key)
            # A word the pattern lets stand between a determiner and a noun that is also a verb
            # must be an adjective of the language ("the false claim that"): "the authors claim
            # that" is a verb of saying.
            if m is not None and (not m.groupdict().get("adj") or lex.known_word(m.group("adj"), code, ("adj",))):
                return True
        # The noun typed without its diacritics ("la afirmacion de que", "les allegations que").
        for pattern, key in itertools.product(_bare_claim_nouns(code), keys):
            m = pattern.search(lex.bare_letters(key))
            if m is not None and (not m.groupdict().get("adj") or lex.known_word(m.group("adj"), code, ("adj",), ignore_marks=True)):
                return True
    return False


@functools.lru_cache(maxsize=None)
def _bare_claim_nouns(code: str) -> Tuple["regex.Pattern[str]", ...]:
    """The ``claim_nouns`` patterns of ``code`` that hold letters with diacritics, typed without
    them (:func:`lexicons.bare_letters`)."""
    lex = _lexicon(code)
    if lex is None:
        return ()
    return tuple(lexicons.LazyPattern(lexicons.bare_letters(p.pattern), p.flags) for p in lex.claim_nouns if lexicons.bare_letters(p.pattern) != p.pattern)


def heading_denies(heading: str, context: str = "", lang: Optional[str] = None) -> bool:
    """Whether ``heading``, the few words before a colon that opens a passage ("Myth: the drug
    reduces mortality", "False: ...", "Mythe : ..."), denies or names as a claim what the colon
    opens: a word of it is a form of a lexicon's negative verb, noun or adjective that denies a
    clause (:attr:`NegationLexicon.clause_denying_forms`: "myth", "false", "debunked",
    "falsch", "mythe"; written without its diacritics in a language the text is known to be in)
    or the heading is a claim noun (``claim_nouns``: "Claim:"), in a language
    the caller names; with none named, in any lexicon of the heading's script (a heading is too
    short to name its language by, and these forms are no everyday words). A fact-check sets
    its verdict before the claim it rates.

    >>> heading_denies("Myth", "Myth: the drug reduces mortality.", "en"), heading_denies("Fact", "Fact: the drug reduces mortality.", "en")
    (True, False)

    A form written without its diacritics (:func:`_unmarked_denying_forms`) denies too, in a
    language the text is known to be in:

    >>> heading_denies("Falsz", "Falsz: szczepionka jest skuteczna.", "pl")
    True
    """
    _check_args(heading, lang)
    known = _known_languages(context or heading, lang)
    lexes = [lex for lex in map(_lexicon, known) if lex is not None]
    if not _named(lang) or not lexes:
        # Every lexicon of the heading's script, and those of the languages the sentence is known
        # to be in, whatever script they list (Malay "ݢاݢل", written in Jawi before a sentence in
        # Latin letters).
        lexes = lexes + [lex for lex in _lexicons().negation_lexicons_for_script(_main_script(heading)) if lex not in lexes]
    key = lexicons.word_key(heading).strip()
    words = regex.findall(r"[\p{L}\p{M}\p{N}'-]+", key)
    if any(w in lex.clause_denying_forms for lex in lexes for w in words) or any(p.search(key) for lex in lexes for p in lex.claim_nouns):
        return True
    # A form written without its diacritics ("Falsz:" for "Fałsz:"), in a language the text is
    # known to be in only: such a spelling may be another language's word ("fama" of Czech "fáma").
    return any(w in _unmarked_denying_forms(code) for code in known if _lexicon(code) is not None for w in words)


def complementizer_languages(word: str) -> Tuple[str, ...]:
    """The languages whose lexicon lists ``word`` as a complementizer (:func:`opens_complement`).

    >>> complementizer_languages("dass")
    ('de',)
    """
    keys = _complementizer_keys(word)
    lex = _lexicons()
    return tuple(code for code in lex.available_languages("negations") if keys & lex.negation_lexicon(code).complementizers)


@functools.lru_cache(maxsize=65536)
def negates_as_written(word: str) -> FrozenSet[str]:
    """The forms of ``word`` (whole, or an apostrophe piece: "n't", "n'") that some lexicon of
    its script reads as a negation word as written, affixes left aside; hyphen parts are not
    read alone ("non-inferior")."""
    if not word.isascii():
        word = unicodedata.normalize("NFKC", _lexicons().fold_marks(word))
    script = _main_script(word)
    if not script:
        return frozenset()
    key = _lexicons().word_key(word)
    candidates = [key]
    pieces = [piece for piece in _APOSTROPHES.split(key) if piece]
    if len(pieces) > 1:
        candidates.extend(pieces)
        candidates.extend(piece + "'" for piece in pieces[:-1])
        if key.endswith(("n't", "n’t", "nʼt")):
            candidates.append("n't")
    lexicons = _lexicons().negation_lexicons_for_script(script)
    return frozenset(
        candidate
        for candidate in candidates
        if any(candidate not in lex.false_friends and lex.matches(candidate, affixes=False) for lex in lexicons)
    )


#: Shorter texts than this (in characters) are no evidence against a language: the detector's
#: low-accuracy mode loses much of its accuracy below it (lingua's documentation).
RULES_OUT_FROM = 120


def _negates_unnamed(keys: FrozenSet[str], context: str, known: Tuple[str, ...]) -> bool:
    """With no language named, whether ``keys`` negate in a language the text may be in.

    The detector is often sure of the wrong neighbour on a short sentence ("El ni gato come
    pescado" read as Portuguese, Tswana as Sesotho): below :data:`RULES_OUT_FROM` characters
    it rules nothing out, and every lexicon of the word's script judges it; on a longer text,
    the languages it does not rule out and those it cannot name. Either way the word is set
    aside when it is an everyday word of a language the text is known to be in (``known``:
    a few common words do not tell a language the detector cannot name) or of another
    lexicon of its script (:class:`_Pool`), unless the sentence shows a language that reads it
    as a negation more (:func:`_pooled_listed`).
    """
    own: FrozenSet[str] = frozenset().union(*(_everyday_words(code) for code in known))
    contenders: Optional[Set[str]] = None
    if len(context) >= RULES_OUT_FROM:
        contenders = set(possible_languages(context)) | set(_unnamed_lexicon_languages())
    return any(
        key not in own
        and _pooled_listed(key, context)
        and (contenders is None or any(_negates_in(frozenset((key,)), code) for code in contenders))
        for key in keys
    )


@functools.lru_cache(maxsize=None)
def _everyday_words(lang: str) -> FrozenSet[str]:
    """``lang``'s own words (:func:`_own_words`) that its lexicon does not list as negations."""
    lex = _lexicon(lang)
    return _own_words(lang) - (lex.words if lex is not None else frozenset())


def _shown_by(words: FrozenSet[str], lang: str) -> int:
    """How many of ``words`` (in key form) are spaCy's stop words of ``lang``."""
    return len(words & _lexicons()._stop_words(lang))


def _pooled_listed(key: str, context: Optional[str] = None) -> bool:
    """A word (in key form) that a lexicon of its script lists, alone or after a clitic, and
    none sets aside as an everyday word. Word patterns are left to a language the text is
    known to be in: Turkish "-mez" would read every French "aimez" as a negation.

    ``context``: the sentence around the word. An everyday word of another lexicon ("knapt",
    Dutch "snaps") then stays a negation where the sentence's other words show a language that
    reads it as one (Norwegian "knapt", hardly: "er", "en", "i") more than every language that
    sets it aside.
    """
    covering = getattr(_lexicons(), "_lexicons_covering", None)
    if covering is None:
        return _pooled_is_negation(key, is_key=True)
    lexicons = covering(key)
    pool = _pool(lexicons)
    if key in pool.false_friends:
        if context is None:
            return False
        others = frozenset(w for w in _KEYED_WORD.findall(_lexicons().word_key(context)) if w != key)
        setting_aside = max(_shown_by(others, lex.lang) for lex in lexicons if key in lex.false_friends)
        reading = max((_shown_by(others, lex.lang) for lex in lexicons if _negates_in(frozenset((key,)), lex.lang)), default=0)
        if reading <= setting_aside:
            return False
    return key in pool.words or any(
        len(key) > len(prefix) and key.startswith(prefix) and key[len(prefix) :] in words for prefix, words in pool.prefixed
    )


def _negates_in(keys: FrozenSet[str], code: str) -> bool:
    """Whether ``code``'s lexicon reads one of ``keys`` as a negation word as written."""
    lex = _lexicon(code)
    return lex is not None and any(k not in lex.false_friends and lex.matches(k, affixes=False) for k in keys)


def _known_languages(context: str, lang: Optional[str]) -> Tuple[str, ...]:
    """The languages ``context`` is known to be in, for :func:`negation_before`: the one the
    caller names; the one the detector finds with confidence, when nothing is named or the
    detector rules the named one out (an English pipeline given a French source)."""
    langs: List[str] = []
    named = _lexicon(lang) if lang and lang.strip().lower() not in _NO_LANGUAGE else None
    if named is not None:
        langs.append(named.lang)
    detected, confidence = detect_language(context)
    if detected is not None and confidence >= DETECTION_CONFIDENCE:
        own = _lexicon(detected)
        ruled_out = named is not None and named.lang in detectable_languages() and named.lang not in possible_languages(context)
        if own is not None and own.lang not in langs and (named is None or ruled_out):
            langs.append(own.lang)
    return tuple(langs)


def _judges(word: str, context: str, known: Tuple[str, ...]) -> Tuple[str, ...]:
    """The languages that judge a word before a quotation (see :func:`negation_before`):
    ``known`` and those the context shows by other words of their own."""
    if not known:
        return ()
    # The languages the detector cannot name show themselves by their own words, the word
    # judged aside (it would vouch for any language it negates in).
    rest = regex.sub(r"(?<!\w)" + regex.escape(word) + r"(?!\w)", " ", context)
    return known + tuple(code for code in unnamed_languages(rest, known) if code not in known)


def _check_args(text: Any, lang: Any) -> None:
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    if lang is not None and not isinstance(lang, str):
        raise TypeError(must_be("lang", "str or None", lang, None))


def find_negation(text: str, lang: Optional[str] = None, use_tokens: bool = True) -> Optional[str]:
    """The first negation in ``text`` (the word or ending found), or None.

    text (str): The text to search (may already be lower-cased or folded).
    lang (Optional[str]): The language code, or None to consult every lexicon of each word's script.
    use_tokens (bool): Tokenize unspaced scripts with their word segmenter when it is installed;
        False (or a missing segmenter) matches negating character sequences instead.

    >>> find_negation("the drug did not reduce mortality")
    'not'
    >>> find_negation("数は少ない", "ja") is None, find_negation("行かなかった", "ja")
    (True, 'なかっ')
    """
    _check_args(text, lang)
    found = _scan(text, lang or None, bool(use_tokens))
    return found[0] if found else None


def negations(text: str, lang: Optional[str] = None, use_tokens: bool = True) -> List[str]:
    """Every negation in ``text``, in order (to compare a quotation's with its window's).

    text (str): The text to search (may already be lower-cased or folded).
    lang (Optional[str]): The language code, or None to consult every lexicon of each word's script.
    use_tokens (bool): As for :func:`find_negation`.

    >>> negations("no effect, not significant")
    ['no', 'not']
    """
    _check_args(text, lang)
    return list(_scan(text, lang or None, bool(use_tokens)))


@functools.lru_cache(maxsize=8)
def _uncovered_letter(covered: frozenset) -> "regex.Pattern[str]":
    """A pattern for one letter of a script no lexicon covers (Common/Inherited excluded), or one
    character no script holds: unassigned or for private use (what it writes cannot be read, so
    whether it negates cannot be either)."""
    known = "".join(rf"\p{{Script={name}}}" for name in sorted(covered))
    return regex.compile(rf"[[\p{{L}}--[\p{{Common}}\p{{Inherited}}{_UNSPACED_EXTRA}{known}]]\p{{Cn}}\p{{Co}}]", regex.V1)


@functools.lru_cache(maxsize=4096)
def _script_class(name: str) -> Optional["regex.Pattern[str]"]:
    """The ``regex`` class of the script called ``name``, or None when ``regex`` knows no script
    of that name (the first words of a character's name are often none: "CJK", "LATIN SMALL").
    Remembered both ways: a name that is no script raises on every compilation, and ``regex``
    keeps no failed pattern."""
    try:
        return regex.compile(rf"\p{{Script={name}}}")
    except regex.error:
        return None


@functools.lru_cache(maxsize=1024)
def script_name(char: str) -> str:
    """The Unicode script (long name, e.g. "Tamil", "Ol_Chiki") of a character.

    Python's ``unicodedata`` has no script property, so the name is read off the character's
    Unicode name ("TAMIL LETTER KA") and confirmed with the ``regex`` script class.

    char (str): A single character.

    >>> script_name("த"), script_name("ა"), script_name("a")
    ('Tamil', 'Georgian', 'Latin')
    """
    if not isinstance(char, str) or len(char) != 1:
        raise ValueError(f"char must be a single character, got {char!r}")
    words = unicodedata.name(char, "").split()
    for size in (3, 2, 1):
        if len(words) < size:
            continue
        candidate = "_".join(word.capitalize() for word in words[:size])
        pattern = _script_class(candidate)
        if pattern is not None and pattern.match(char):
            return candidate
    for name in ("Latin", "Common", "Inherited"):
        if _script_pattern(name).match(char):
            return name
    return "Unknown"


def uncovered_script(text: str) -> Optional[str]:
    """The script of the first letter of ``text`` that no negation lexicon covers, or None.

    Digits, punctuation and marks shared by all scripts are fine.

    text (str): The text to check.

    >>> uncovered_script("not in Lao: ບໍ່"), uncovered_script("12% of 行かない")
    ('Lao', None)
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    covered = frozenset(_lexicons().covered_scripts())
    match = _uncovered_letter(covered).search(text)
    return script_name(match.group()) if match else None


def clear_caches() -> None:
    """Forget cached tokenizations and lexicon look-ups (after the lexicons changed)."""
    cached_functions = (
        _scan,
        _elided_scan,
        unwritten_letters,
        unfamiliar_words,
        _own_letters,
        _union_negation,
        _word_reading,
        _set_aside,
        detectable_languages,
        unnamed_languages,
        vouched_languages,
        _own_words,
        _unnamed_lexicon_languages,
        _shown_languages,
        _affix_lexicon_languages,
        _phrase_negations,
        _phrase_lexicons,
        _phrase_scripts,
        _ascii_phrase_scripts,
        _lexicon_phrases,
        _phrase_starts,
        _phrase_start_index,
        _phrase_lexicons_unread,
        _phrase_lexicon_order,
        _phrase_across,
        detect_language,
        _confidence_values,
        _iso_codes,
        likely_languages,
        possible_languages,
        _word_negation,
        negates_as_written,
        _complementizers,
        _complementizer_keys,
        _bare_complementizers,
        _unmarked_denying_forms,
        _unmarked_denying_alone,
        _bare_clause_phrases,
        _bare_claim_nouns,
        _bare_denials_after,
        _bare_phrase_patterns,
        _bare_phrase_starts,
        _bare_phrases_across,
        _bare_phrases_in_cached,
        _tokens,
        _lexicon,
        _lexicons_for,
        _script_lexicons,
        _script_class,
        _substring_pattern,
        _false_friend_pattern,
        _negation_word_pattern,
        _lexicons()._is_negation_key,
    )
    for cached in cached_functions:
        cached.cache_clear()
    _POOLS.clear()
