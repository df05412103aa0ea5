"""Question particles: a question marked by a word, not (only) by a question mark.

Many languages ask a yes/no question with a particle: Polish "Czy lek działa", Indonesian
"Apakah obat ini efektif", Turkish "İlaç işe yarıyor mu", Thai "ยานี้ได้ผลไหม", Japanese
"この薬は効きますか。", Chinese "这种药有效吗". The sentence often has no question mark at all (a
heading, a Thai or Japanese sentence, a list item), so a passage that leaves the particle out
(cut at its end or start, or hidden by an elision) states what the source asks. The match rules
(:mod:`spacy_quoteverify.match.rules`) ask this module where such a particle stands; which
words are particles, and where in the clause, is ``data/question_words.json``
(:func:`~spacy_quoteverify.lang.lexicons.question_words`).

Positions are offsets into the source text as written. A particle counts only in a language the
text may be in (:func:`asked_in`): Turkish "mi" is Spanish "my", Vietnamese "à" French "to".
"""
from __future__ import annotations

import functools
import threading
import unicodedata
from typing import Any, Dict, FrozenSet, List, NamedTuple, Optional, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons, negation
from spacy_quoteverify.lang.scripts import as_one_script

__all__ = [
    "Particle", "Condition", "particle_after", "particle_before", "particle_left_out", "condition_before", "condition_after", "condition_left_out", "condition_counts", "asked_in",
]


class Particle(NamedTuple):
    """A question particle of the source: its text as written, where it starts, and the
    languages it is one of."""

    word: str
    at: int
    langs: Tuple[str, ...]


#: Where a clause ends or starts: Unicode's Terminal_Punctuation (full stops, question marks,
#: commas, colons, semicolons of every script), the clause marks, line breaks, the dashes
#: between clauses and a table's rule.
_BOUNDARY = (
    charclasses.TERMINAL_PUNCTUATION | charclasses.SENTENCE_TERMINALS | charclasses.CLAUSE_MARKS
    | charclasses.LINE_BREAKS | charclasses.CLAUSE_DASHES | charclasses.TABLE_RULES
)
#: Where a question particle may open its sentence: the boundaries but commas. After a comma
#: the words that open a question are as often "or" (Latvian "..., vai vispirms pārsauciet",
#: "or first rename"), so a ``first`` particle is read there as no question.
#: An opening bracket or quote mark opens a clause too ('He asked: "czy lek działa"').
_OPENING = frozenset(c for c in _BOUNDARY if "COMMA" not in unicodedata.name(c, "")) | (
    charclasses.OPENING_BRACKETS | (charclasses.QUOTE_MARKS - charclasses.APOSTROPHES)
)
#: The inverted question and exclamation marks (and interrobang) that open a Spanish question
#: ("¿Acaso el fármaco funciona?"): other punctuation (Po), neither a bracket nor a quote mark
#: nor a terminal, and no Unicode property groups them, so they are named here.
_INVERTED = frozenset("\u00bf\u00a1\u2e18")
_OPENING = _OPENING | _INVERTED
#: The marks that end a sentence as a question (not "!"): the asking marks named so.
_QUESTION_MARKS = frozenset(c for c in charclasses.ASKING_MARKS if "QUESTION" in unicodedata.name(c, "") or "INTERROBANG" in unicodedata.name(c, ""))
#: What may stand between a clause's start and its first word: white space, opening brackets
#: and quote marks, emphasis marks and list bullets.
_LEADING_RE = regex.compile(
    rf"[\s\p{{Ps}}\p{{Pi}}*_{charclasses.char_class(charclasses.QUOTE_MARKS | charclasses.LIST_BULLETS | charclasses.INVISIBLE | _INVERTED)}]*"
)
#: What may stand between a particle and the end of its clause: white space other than a line
#: break, closing brackets and quote marks, emphasis marks.
_TRAILING_RE = regex.compile(
    rf"[[\s\p{{Pe}}\p{{Pf}}*_{charclasses.char_class(charclasses.QUOTE_MARKS | charclasses.INVISIBLE)}]--[{charclasses.char_class(charclasses.LINE_BREAKS)}]]*",
    regex.V1,
)
_UNSPACED = regex.compile(rf"[{charclasses.UNDELIMITED_CLASS}]")
#: A word of a spaced script: letters and marks (an unspaced run is read by its particles).
#: Characters that do not show (zero-width spaces and joiners, direction marks): inside a word
#: or between a passage and a particle they are not there, as in the match view.
_INVISIBLE_CLASS = charclasses.char_class(charclasses.INVISIBLE)
_INVISIBLE_GONE = {ord(c): None for c in charclasses.INVISIBLE}
_LETTER = rf"(?![{charclasses.UNDELIMITED_CLASS}])[\p{{L}}\p{{M}}]"
_WORD_RE = regex.compile(rf"{_LETTER}(?:{_LETTER}|[{_INVISIBLE_CLASS}])*")
_WORD_BEFORE_RE = regex.compile(rf"(?r){_LETTER}(?:{_LETTER}|[{_INVISIBLE_CLASS}])*")
_LINE_BREAK = rf"(?:\r\n|[{charclasses.char_class(charclasses.LINE_BREAKS)}])"
#: What may stand between a passage and a particle next to it: white space (one line break at
#: most: a wrapped line), characters that do not show, emphasis marks ("**mu**").
_GAP_PART = rf"[[\s{_INVISIBLE_CLASS}*_]--[{charclasses.char_class(charclasses.LINE_BREAKS)}]]*"
_GAP_RE = regex.compile(rf"{_GAP_PART}(?:{_LINE_BREAK}{_GAP_PART})?", regex.V1)
_GAP_BEFORE_RE = regex.compile(rf"(?r){_GAP_PART}(?:{_LINE_BREAK}{_GAP_PART})?", regex.V1)
#: Horizontal white space (no line break).
_SPACES_RE = regex.compile(rf"[[\s{_INVISIBLE_CLASS}]--[{charclasses.char_class(charclasses.LINE_BREAKS)}]]*", regex.V1)
#: Most characters read back from a passage to the start of its clause (the search stops at the
#: nearest boundary, mostly a few words back).
_CLAUSE_BACK = 2000


#: How a particle written as more than one word may join its words: white space, a hyphen, an
#: apostrophe ("est-ce qu’il").
_PHRASE_JOINS = {" ": r"\s+", "-": r"[\p{Pd}\u00ad]", "'": rf"[{charclasses.char_class(charclasses.APOSTROPHES)}']"}


@functools.lru_cache(maxsize=1)
def _first_phrases() -> Tuple[Tuple["regex.Pattern[str]", Tuple[str, ...]], ...]:
    """The ``first`` particles written as more than one word or with punctuation inside (French
    "est-ce que", Portuguese "será que", Armenian "արդյո՞ք"), each as a pattern matching it at
    any case with its joins as written, and its languages; longest first."""
    out = []
    for key in sorted(lexicons.question_words("first"), key=lambda w: (-len(w), w)):
        if _WORD_RE.fullmatch(key):
            continue
        body = "".join(_PHRASE_JOINS.get(c, regex.escape(c)) for c in key)
        end = "" if key[-1] in _PHRASE_JOINS else r"(?![\p{L}\p{M}])"
        out.append((regex.compile(body + end, regex.IGNORECASE), lexicons.question_languages(key, "first")))
    return tuple(out)


def _phrase_at(text: str, pos: int) -> Optional[Tuple[int, Tuple[str, ...]]]:
    """Where a ``first`` particle of several words starting at ``pos`` ends, and its languages."""
    for pattern, langs in _first_phrases():
        m = pattern.match(text, pos)
        if m is not None:
            return m.end(), langs
    return None


def _asked(text: str, at: int, word: str, langs: Tuple[str, ...]) -> Tuple[str, ...]:
    """``langs`` but those that count ``word`` (at ``at``) only in a sentence ending with a
    question mark (:func:`~spacy_quoteverify.lang.lexicons.question_asked_only`: Irish "an" is
    also 'the') where the first sentence terminal from ``at`` on, on its line, is none.

    >>> _asked("An oibríonn an cógas ar pháistí?", 0, "An", ("ga",))
    ('ga',)
    >>> _asked("An cógas ar pháistí.", 0, "An", ("ga",))
    ()
    """
    key = lexicons.word_key(word)
    only = [code for code in langs if key in lexicons.question_asked_only(code)]
    if not only:
        return langs
    m = _SENTENCE_END_RE.search(text, at)
    if m is not None and m.group() in _QUESTION_MARKS:
        return langs
    return tuple(code for code in langs if code not in only)


#: The first sentence terminal or line break.
_SENTENCE_END_RE = regex.compile(rf"[\p{{Sentence_Terminal}}{charclasses.char_class(charclasses.LINE_BREAKS)}]")


@functools.lru_cache(maxsize=1)
def _unspaced_last() -> Tuple[str, ...]:
    """The ``last`` particles of unspaced scripts, longest first (Thai "หรือเปล่า" before "หรือ")."""
    return tuple(sorted((w for w in lexicons.question_words("last") if _UNSPACED.match(w)), key=lambda w: (-len(w), w)))


@functools.lru_cache(maxsize=1)
def _unspaced_firsts() -> FrozenSet[str]:
    return frozenset(w[0] for w in _unspaced_last())


@functools.lru_cache(maxsize=None)
def _tails(langs: Tuple[str, ...]) -> Tuple[str, ...]:
    """The particles ``langs`` write after a ``last`` one, longest first."""
    words = set().union(*(lexicons.question_words("tails", code) for code in langs)) if langs else set()
    return tuple(sorted(words, key=lambda w: (-len(w), w)))


def _clause_ends(text: str, pos: int, langs: Tuple[str, ...]) -> bool:
    """Only the polite particles of ``langs`` (Thai "ครับ"), closing brackets, quote marks and
    white space stand between ``pos`` and the end of a clause (a clause boundary, a line break,
    the end of the text; in Thai, whose sentences and clauses are parted by a space, a space
    before more Thai)."""
    tails = _tails(langs)
    n = len(text)
    while True:
        k = _SPACES_RE.match(text, pos).end()
        tail = next((t for t in tails if text.startswith(t, k) and (_UNSPACED.match(t) or not _WORD_RE.match(text, k + len(t)))), None)
        if tail is None:
            break
        pos = k + len(tail)
    k = _TRAILING_RE.match(text, pos).end()
    if k >= n or text[k] in _BOUNDARY:
        return True
    spaced = k > pos and any(text[x].isspace() for x in range(pos, k))
    return spaced and "th" in langs and regex.match(r"\p{Script=Thai}", text[k]) is not None


def particle_after(text: str, end: int) -> Optional[Particle]:
    """The question particle a passage ending at ``end`` stops right before, or None: a word
    that makes its sentence a question wherever it stands (``any``: Turkish "mu", Tagalog
    "ba"), one space or more after the passage; or one that does at the end of a clause
    (``last``), glued on in an unspaced script (Thai "ไหม", Japanese "か", Chinese "吗") or after
    a space, with only polite particles after it before the clause ends.

    >>> particle_after("ilaç işe yarıyor mu", 16).word
    'mu'
    >>> particle_after("ยานี้ได้ผลไหมครับ", 10).word
    'ไหม'
    >>> particle_after("เธอใส่ผ้าไหม", 9) is None  # ผ้าไหม 'silk'
    True
    """
    n = len(text)
    pos = _GAP_RE.match(text, end).end()
    if pos >= n:
        return None
    if text[pos] in _unspaced_firsts():
        return _unspaced_particle(text, pos)
    if not any(c.isspace() for c in text[end:pos]):
        return None  # a spaced word glued on: the passage ends inside it (word_cut)
    m = _WORD_RE.match(text, pos)
    if m is None:
        return None
    word = m.group().translate(_INVISIBLE_GONE)
    langs = _asked(text, pos, word, lexicons.question_languages(word, "any"))
    if langs:
        return Particle(m.group(), pos, langs)
    langs = _asked(text, pos, word, lexicons.question_languages(word, "last"))
    if langs and _clause_ends(text, m.end(), langs):
        return Particle(m.group(), pos, langs)
    return None


def _unspaced_particle(text: str, pos: int) -> Optional[Particle]:
    """The ``last`` particle of an unspaced script at ``pos``, followed by the end of its
    clause, that is a word of its own: no combining mark goes on from it (Thai "ไหม้" 'burn'),
    it is inside no listed false friend, and the language's word segmenter, where installed,
    reads it as one or more tokens of its own."""
    for word in _unspaced_last():
        if not text.startswith(word, pos):
            continue
        e = pos + len(word)
        if e < len(text) and charclasses.category(text[e]).startswith("M"):
            continue
        langs = lexicons.question_languages(word, "last")
        if not _clause_ends(text, e, langs) or _in_false_friend(text, pos, word, langs):
            continue
        if not all(_segmented_alone(text, pos, e, code) for code in langs):
            continue
        return Particle(word, pos, langs)
    return None


def _in_false_friend(text: str, pos: int, word: str, langs: Tuple[str, ...]) -> bool:
    """The particle ``word`` at ``pos`` is part of a word ``langs`` list as a false friend."""
    friends = lexicons.question_false_friends()
    for code in langs:
        for friend in friends.get(code, ()):
            k = friend.find(word)
            while k >= 0:
                if pos - k >= 0 and text.startswith(friend, pos - k):
                    return True
                k = friend.find(word, k + 1)
    return False


_SEGMENTER_LOCK = threading.Lock()
#: Most characters of the unspaced run read around a particle by the segmenter.
_RUN = 40


def _run_around(text: str, a: int, b: int) -> Tuple[int, int]:
    """Where the run of an unspaced script around ``[a, b)`` starts (read back from ``a``) and ends
    (read on from ``b``), at most :data:`_RUN` characters each way: what a word segmenter reads."""
    lo = a
    while lo > 0 and a - lo < _RUN and _UNSPACED.match(text[lo - 1]):
        lo -= 1
    hi = b
    while hi < len(text) and hi - b < _RUN and _UNSPACED.match(text[hi]):
        hi += 1
    return lo, hi


def _segmented_alone(text: str, a: int, b: int, lang: str) -> bool:
    """``lang``'s word segmenter (when installed and cutting words, not characters) starts a
    token at ``a`` and ends one at ``b``, reading the run of the script around them. Without
    one, True: the particle counts (refusing more rather than verifying a statement)."""
    lo, hi = _run_around(text, a, b)
    bounds = _token_bounds(text[lo:hi], lang)
    if bounds is None:
        return True
    starts, ends = bounds
    return a - lo in starts and b - lo in ends


@functools.lru_cache(maxsize=4096)
def _token_bounds(run: str, lang: str) -> Optional[Tuple[FrozenSet[int], FrozenSet[int]]]:
    """Where ``lang``'s word segmenter starts and ends tokens in ``run``; None without one."""
    from spacy_quoteverify.lang import tokenizer  # loads spaCy: only for an unspaced particle

    if lang not in ("th", "ja") or not tokenizer.segmenter_available(lang):
        return None  # Chinese is read per character (its false friends stand in for words)
    nlp: Any = tokenizer.get_nlp(lang)
    with _SEGMENTER_LOCK:  # segmenters such as SudachiPy's are not safe to share across threads
        doc = nlp(run)
    return frozenset(t.idx for t in doc), frozenset(t.idx + len(t.text) for t in doc)


#: The boundaries of :data:`_OPENING` written in ASCII, looked for with ``str.rfind``.
_ASCII_OPENING = "".join(sorted(c for c in _OPENING if c.isascii()))


def _clause_start(text: str, pos: int) -> int:
    """Where the sentence or clause (opened by no comma) that ``pos`` is in starts, at most
    :data:`_CLAUSE_BACK` characters back; -1 when it starts further back. (The ASCII boundaries
    are found by ``str.rfind`` and only the text after the last one is read character by
    character: a backward regular-expression search for the class costs ten times as much.)"""
    lo = max(0, pos - _CLAUSE_BACK)
    found = max(text.rfind(c, lo, pos) for c in _ASCII_OPENING)
    k = found + 1 if found >= 0 else lo
    if not text.isascii() and not text[k:pos].isascii():  # a boundary of another script after it
        j = pos
        while j > k:
            if text[j - 1] in _OPENING:
                return j
            j -= 1
    if found >= 0:
        return k
    return 0 if lo == 0 else -1


def _opens_clause(text: str, pos: int) -> bool:
    """Only white space, opening brackets and quote marks, emphasis marks or a list bullet
    stand between the start of a sentence or of a clause opened by no comma (or the text's
    start) and ``pos``."""
    start = _clause_start(text, pos)
    return start >= 0 and _LEADING_RE.match(text, start).end() >= pos


def particle_before(text: str, start: int, end: Optional[int] = None) -> Optional[Particle]:
    """The question particle a passage from ``start`` to ``end`` leaves out before it, or None:
    a word that opens the sentence or a clause opened by no comma (``first`` or ``any``: Polish
    "czy", Indonesian "apakah", Arabic "هل", Hindi "क्या"), where the passage starts right after
    it or runs to the end of its clause ("lek działa" and "działa na dzieci" of "Czy lek działa
    na dzieci", not "działa na"); or an ``any`` word right before the passage (Turkish "mı"
    after the word it asks about). ``end`` None: the passage is read as running to its clause's
    end.

    >>> particle_before("Czy lek działa na dzieci", 4).word
    'Czy'
    >>> particle_before("Czy lek działa na dzieci", 8, 24).word
    'Czy'
    >>> particle_before("Czy lek działa na dzieci", 8, 17) is None  # a part inside the question
    True
    >>> particle_before("Zbadano: czy lek działa", 13).word
    'czy'
    >>> particle_before("Tak czy nie", 8) is None  # "or" inside a clause
    True
    """
    lo = max(0, start - _CLAUSE_BACK)
    k = _GAP_BEFORE_RE.match(text, lo, start).start()
    if k < start and any(c.isspace() for c in text[k:start]):
        m = _WORD_BEFORE_RE.search(text, max(lo, k - 40), k)
        if m is not None and m.end() == k:
            langs = _asked(text, m.start(), m.group(), lexicons.question_languages(m.group().translate(_INVISIBLE_GONE), "any"))
            if langs:
                return Particle(m.group(), m.start(), langs)
    clause = _clause_start(text, start)
    if clause < 0:
        return None
    first = _WORD_RE.match(text, _LEADING_RE.match(text, clause).end())
    if first is None or first.start() >= start:
        return None
    phrase = _phrase_at(text, first.start())
    if phrase is not None and phrase[0] <= start:
        word_end, langs = phrase
        word = text[first.start() : word_end]
    else:
        if first.end() > start:
            return None
        word_end, word = first.end(), first.group().translate(_INVISIBLE_GONE)
        langs = tuple(sorted(set(lexicons.question_languages(word, "first")) | set(lexicons.question_languages(word, "any"))))
        langs = _asked(text, first.start(), word, langs)
    if not langs:
        return None
    adjacent = _LEADING_RE.match(text, word_end).end() >= start
    if not adjacent and end is not None and not _clause_ends(text, end, ()):
        return None  # a part inside the question, neither right after the particle nor to its end
    return Particle(word, first.start(), langs)


class Condition(NamedTuple):
    """A word of the source that opens a condition or an indirect question (:func:`condition_before`,
    :func:`condition_left_out`): as found, where it starts (an offset into the text read, from the
    start of the text its search was given), the languages it counts in where the text may be
    in them, and those it counts in only where the text is known to be in them (``strict``: an
    everyday word of theirs too, read inside a clause: Swedish "om" 'about'), and whether a verb
    or adjective of its ``langs`` whose indirect question it opens stands before it (``asked``:
    "undersökte om", which tells its language as well)."""

    word: str
    at: int
    langs: Tuple[str, ...]
    strict: Tuple[str, ...] = ()
    asked: bool = False


#: What may stand between a condition word and the passage it opens: white space, brackets and
#: quote marks either way, emphasis marks, list bullets, a footnote mark ("[1]"), an inline tag
#: ("<b>"), a comma, an aside between commas (", in adults,"), a spaced dash or an aside between
#: spaced dashes (" — in adults — ").
#: The reference marks of typography a footnote is called by besides a figure (dagger, double dagger,
#: section sign, pilcrow, asterism, the reference mark "※"): Unicode gives them no property of
#: their own (they are Po or So like any punctuation or symbol), so they are named here.
_REFERENCE_MARKS = "\u2020\u2021\u00a7\u00b6\u2042\u203b"
_CONDITION_GAP = (
    rf"(?:[\s\p{{Ps}}\p{{Pe}}\p{{Pi}}\p{{Pf}}\p{{No}}*_:：{_REFERENCE_MARKS}{charclasses.char_class(charclasses.QUOTE_MARKS | charclasses.LIST_BULLETS)}]"
    r"|\p{Ps}[^\p{Ps}\p{Pe}\n]{0,80}\p{Pe}|<[^<>\n]{0,40}>|[,，](?:[^,，.;:!?\n]{1,120}[,，])?"
    r"|(?<=\s)\p{Pd}{1,2}(?=\s)|(?<=\s)\p{Pd}{1,2}\s[^\p{Pd}\n.;!?]{1,80}\s\p{Pd}{1,2}(?=[\s,，]))*"
)
_CONDITION_GAP_RE = regex.compile(_CONDITION_GAP)
#: A gap of :data:`_CONDITION_GAP` that ends where the text searched ends (:func:`gap_before`).
_GAP_END_RE = regex.compile(rf"(?:{_CONDITION_GAP})\Z")
#: The most characters :func:`gap_before` reads back.
_GAP_BACK = 200


def gap_before(text: str, end: int) -> int:
    """Where the longest run of what may stand between a word and the clause it governs
    (:data:`_CONDITION_GAP`: white space, brackets and what they hold, quote marks, a footnote
    mark or superscript figure, a colon, a comma, an aside between commas) that ends at ``end``
    starts; ``end`` where none does. The condition rule reads it after a condition word; the
    rule of a clause a denial governs reads it on both sides of the complementizer ("denied
    (in a statement) that", "denied that, as critics alleged, the drug").

    >>> text = "The firm denied, in a statement, that the drug works."
    >>> text[gap_before(text, text.index("that")) - 6 :text.index("that")]
    'denied, in a statement, '
    >>> gap_before("denied that", 7)
    6
    """
    lo = max(0, end - _GAP_BACK)
    m = _GAP_END_RE.search(text[lo:end].translate(_INVISIBLE_KEPT_LENGTH))
    return lo + m.start() if m is not None else end


#: Characters that do not show written as a space, so that :func:`gap_before` reads across them
#: and its offsets stay those of the text.
_INVISIBLE_KEPT_LENGTH = {ord(c): " " for c in charclasses.INVISIBLE}


#: Up to two words, spaces between (no line break), from a condition word to a passage that
#: starts inside the clause it opens ("drug reduces mortality" of "If the drug reduces
#: mortality"): read only where the text is known to be in the word's language (``strict``).
_CONDITION_REACH = r"(?P<reach>(?:[\p{L}\p{M}][\p{L}\p{M}'’-]*[^\S\n\r\u0085\u2028\u2029]+){0,2})"


def _unmarked(word: str) -> str:
    """``word`` without the marks canonical decomposition parts from its letters ("jesli" for
    "jeśli", "daca" for "dacă"), as a writer without them types it."""
    return unicodedata.normalize("NFC", "".join(c for c in unicodedata.normalize("NFD", word) if not charclasses.category(c).startswith("M")))


@functools.lru_cache(maxsize=None)
def _condition_words(position: str) -> Dict[str, Tuple[str, ...]]:
    """Each word listed at ``position`` (:data:`lexicons.CONDITION_POSITIONS`) and its languages,
    with the spelling without marks of a word of a spaced script of three letters or more
    ("jesli", "daca", "eger"), which counts for the same languages."""
    out: Dict[str, List[str]] = {}
    for word in lexicons.question_words(position):
        langs = lexicons.question_languages(word, position)
        spellings = {word}
        bare = _unmarked(word)
        if not _UNSPACED.match(word) and len(bare) >= 3:
            spellings.add(bare)
        for spelling in spellings:
            out.setdefault(spelling, [])
            out[spelling] = sorted(set(out[spelling]) | set(langs))
    return {w: tuple(langs) for w, langs in out.items()}


@functools.lru_cache(maxsize=None)
def _condition_re(position: str, anchored: bool) -> "regex.Pattern[str]":
    """The words listed at ``position`` (:func:`_condition_words`) in the key form
    :func:`_condition_view` reads. ``anchored``: each followed by what may stand between it and
    a passage (:data:`_CONDITION_GAP`) and, for a ``condition`` word of a spaced script, up to two
    words (:data:`_CONDITION_REACH`), up to the end of the text searched. A word of a spaced
    script starts no later than a letter does; one of an unspaced script (Chinese 如果) may
    follow its subject unspaced ("他如果来")."""
    spaced: List[str] = []
    unspaced: List[str] = []
    for word in sorted(_condition_words(position), key=lambda w: (-len(w), w)):
        body = "".join(_PHRASE_JOINS.get(c, regex.escape(c)) for c in word)
        (unspaced if _UNSPACED.match(word) else spaced).append(body)
    ahead = r"(?![\p{L}\p{M}])"
    words = rf"(?<![\p{{L}}\p{{M}}])(?P<word>{'|'.join(spaced)}){ahead}" if spaced else r"(?!)"
    glued = f"(?P<glued>{'|'.join(unspaced)})" if unspaced else r"(?!)"
    if not anchored:
        return regex.compile(f"{words}|{glued}", regex.IGNORECASE)
    reach = _CONDITION_REACH if position == "condition" else ""
    return regex.compile(rf"(?:{words}{_CONDITION_GAP}{reach}|{glued}{_CONDITION_GAP})\Z", regex.IGNORECASE)


#: The most characters read back from a passage's start for the word that opens its condition.
_CONDITION_BACK = 80


def _condition_view(text: str, context: str = "") -> str:
    """``text`` as condition words are looked for in it: compatibility forms as the letters they
    stand for (full-width "ｉｆ"), characters that do not show dropped (a soft hyphen, a joiner),
    then :func:`lexicons.word_key` (NFC, lower case, Arabic and Hebrew vowel marks dropped): a
    decomposed "Dacă" or a pointed "אִם" is the listed word."""
    # A footnote's superscript figure stays a mark, not a digit ("If¹ the drug"); a word mixing
    # scripts is read in its main one ("Іf" with a Cyrillic "І" is "if"), before its case is
    # folded (a capital "Ι" is a look-alike of "I", its small "ι" of nothing) and before and
    # after its compatibility forms (NFKC writes a lunate "ϲ" drawn for "c" as "σ"; full-width
    # letters become ones that may mix).
    text = _OTHER_NUMERAL_RE.sub("*", text)
    return lexicons.word_key(as_one_script(unicodedata.normalize("NFKC", as_one_script(text.translate(_INVISIBLE_GONE), context)), context))


#: Numerals that are no decimal digits (superscripts, subscripts, circled figures: Unicode's No).
_OTHER_NUMERAL_RE = regex.compile(r"\p{No}")


#: A hyphen at a line's end: the word before it goes on on the next line.
_BROKEN_AFTER = regex.compile(r"[-\u00ad\u2010][ \t]*(?:\r\n|[\n\r\u0085\u2028])")


#: The positions whose words count wherever they stand in the text before a passage (the
#: unasserted ones only right before it: :func:`_condition_re` gives them no reach).
_ANYWHERE = ("condition", *lexicons.UNASSERTED_POSITIONS)


def _found_condition(view: str, m: "regex.Match[str]", position: str, at_text_start: bool, offset: int) -> Optional[Condition]:
    word = m.group("word") or m.group("glued")
    k = m.start("word") if m.group("word") else m.start("glued")
    if _BROKEN_AFTER.match(view, k + len(word)):
        return None  # the start of a word broken across a line ("αν-\nευ" is "άνευ", 'without')
    langs = _condition_words(position).get(" ".join(word.split()), ())
    if not langs:
        return None
    if position not in _ANYWHERE and not _opens_clause_or_comma(view, k, at_text_start):
        asked = _after_asking_word(view, k, langs)
        if asked:  # an indirect question ("vroegen zich af of"); the word's other languages as before
            return Condition(word, offset + k, asked, () if position == "condition_opening_only" else tuple(c for c in langs if c not in asked), True)
        return None if position == "condition_opening_only" else Condition(word, offset + k, (), langs)
    if "reach" in m.groupdict() and m.group("reach"):
        return Condition(word, offset + k, (), langs)  # words between: where the language is known
    return Condition(word, offset + k, langs)


#: Most words read back from a condition word inside a clause for the verb or adjective whose
#: indirect question it opens ("vroegen zich af of", "weten nog steeds niet of").
_ASKING_BACK = 12


def _after_asking_word(view: str, k: int, langs: Tuple[str, ...]) -> Tuple[str, ...]:
    """The languages of ``langs`` in which a word of the clause before ``k`` (in the key form of
    :func:`_condition_view`, at most :data:`_ASKING_BACK` words back, within the text read) is, by a lemma spaCy's
    tables give it (:func:`lexicons.lemma_candidates`), a verb or adjective an indirect yes/no
    question completes (``asking_words`` of ``data/question_words.json``): the word at ``k``
    opens that question there, not a phrase ("Ze vroegen zich af of het medicijn werkt", not
    "Koffie of thee").

    >>> _after_asking_word("ze vroegen zich af of", 19, ("af", "nl"))
    ('nl',)
    >>> _after_asking_word("koffie of", 7, ("af", "nl"))
    ()
    """
    start = k
    while start > 0 and view[start - 1] not in _BOUNDARY:
        start -= 1
    words = _WORD_RE.findall(view, start, k)[-_ASKING_BACK:]
    out = []
    for code in langs:
        asking = lexicons.question_words(lexicons.ASKING_WORDS, code)
        if asking and any(lexicons.lemma_candidates(w, code) & asking for w in words):
            out.append(code)
    return tuple(out)


def condition_before(text: str, start: int) -> Optional[Condition]:
    """The word before a passage starting at ``start`` that opens the clause it starts in as a
    condition or an indirect question, or None: a ``condition`` word wherever it stands ("if",
    "whether", "wenn", "ob", "если", 如果, 是否), right before the passage or up to two words
    before it, with brackets, quote marks, a footnote mark, a tag or an aside between commas
    between; or a ``condition_opening`` one, an everyday word too, right before it (Swedish "om"
    'about', Dutch "als" 'as', Portuguese "se" the pronoun), ``strict`` where it does not open
    its sentence or a clause (after a comma too); or a word that opens a clause not asserted as
    having happened (:data:`lexicons.UNASSERTED_POSITIONS`: "before", "bevor", "avant que"),
    right before the passage, "before" and its kin only where a verb may follow in their clause
    (:func:`_everyday_in`). Also the passage starting inside an elided
    condition word ("il" of French "S'il"). The text is read in :func:`_condition_view`. The
    passage would state what the source only supposes or asks.

    >>> condition_before("If the drug reduces mortality, it will be approved.", 3).word
    'if'
    >>> condition_before("If the drug reduces mortality, it will be approved.", 7).word  # "drug ..."
    'if'
    >>> condition_before("It is unclear whether, in adults, the drug works.", 34).word
    'whether'
    >>> condition_before("Vi vet inte, om läkemedlet fungerar.", 16)
    Condition(word='om', at=13, langs=('da', 'nb', 'nn', 'sv'), strict=(), asked=False)
    >>> condition_before("Boken om läkemedlet.", 9).strict  # "about" inside a clause
    ('da', 'nb', 'nn', 'sv')
    >>> condition_before("如果这种药降低死亡率，就会被批准。", 2).word
    '如果'
    >>> condition_before("S'il réduit la mortalité, il sera approuvé.", 2).word
    "s'il"
    >>> condition_before("The trial ended before the drug reduced mortality.", 23).word
    'before'
    >>> condition_before("Before the trial, the drug reduced mortality.", 7) is None  # a noun phrase
    True
    """
    lo = max(0, start - _CONDITION_BACK)
    while lo > 0 and _LETTER_OR_MARK.match(text, lo - 1) is not None:
        lo -= 1  # a whole word at the window's start
    # The words after the place decide the script of a word before it that mixes two ("Іf the");
    # an ASCII window mixes none, and is kept once whatever follows it.
    window = text[lo:start]
    found = _condition_ending(window, lo == 0, "" if window.isascii() else text[lo : start + _CONDITION_BACK])
    if found is not None:
        found = _narrowed(text, found._replace(at=found.at + lo))
    return found or _inside_elided_condition(text, start)


@functools.lru_cache(maxsize=8192)
def _condition_ending(window: str, at_text_start: bool, context: str = "") -> Optional[Condition]:
    """:func:`condition_before` read in the text before a passage (``window``, from a word's
    start; ``at_text_start``: the text's own start), its offsets from the window's start. Kept:
    the rules ask it again for the same place of a source (each piece and each candidate)."""
    view = _condition_view(window, context)
    found: Optional[Condition] = None
    for position in lexicons.CONDITION_POSITIONS + lexicons.UNASSERTED_POSITIONS:  # a word may be both (Esperanto and Portuguese "se")
        # The word nearest the passage ("purché" of "ha un purché", not the Hungarian "ha").
        m = max(_condition_re(position, True).finditer(view, overlapped=True), key=lambda found: found.start(), default=None)
        if m is None:
            continue
        this = _found_condition(view, m, position, at_text_start, 0)
        if this is None:
            continue
        if found is None:
            found = this
        else:
            found = Condition(
                found.word, found.at, tuple(sorted(set(found.langs) | set(this.langs))), tuple(sorted(set(found.strict) | set(this.strict))), found.asked or this.asked
            )
    return found


_LETTER_OR_MARK = regex.compile(r"[\p{L}\p{M}]")
_WORD_START = regex.compile(r"[\p{L}\p{M}]+")
#: A word and its apostrophe ending a text (French "S'" of "S'il").
_ELIDED_WORD_END = regex.compile(rf"(?<![\p{{L}}\p{{M}}])[\p{{L}}\p{{M}}]+[{charclasses.char_class(charclasses.APOSTROPHES)}']\Z")


def _narrowed(text: str, found: Condition) -> Optional[Condition]:
    """``found`` without the languages in which the words after it (and the word before it) show
    it is its everyday word (:func:`_everyday_in`); None when no language is left."""
    everyday = [code for code in dict.fromkeys(found.langs + found.strict) if _everyday_in(text, found, code)]
    if not everyday:
        return found
    langs = tuple(c for c in found.langs if c not in everyday)
    strict = tuple(c for c in found.strict if c not in everyday)
    return Condition(found.word, found.at, langs, strict, found.asked) if langs or strict else None


#: Most characters read after a condition word for the rest of its clause.
_CLAUSE_AHEAD = 200


def _everyday_in(text: str, found: Condition, code: str) -> bool:
    """Whether the words of its clause show that ``found`` is, in ``code``, the everyday word its
    spelling also is, not a condition, read by the parts of speech spaCy's lookup tables give
    them (:func:`lexicons.could_be`; a language or a word the tables do not hold stays a
    condition, refusing where unsure):

    * Dutch "als" 'as' inside a clause (``strict``) before the rest of its clause made only of
      adjectives in their uninflected form, none a verb form, joined by the language's "and" or
      "or" (the CLDR's list words): a condition clause needs a subject, which Dutch never drops
      ("Het middel geldt als veilig en werkzaam"; not "Als veilige middelen ontbreken", nor the
      elliptic condition opening a sentence, "Als mogelijk, ...");
    * Dutch "als" 'as' before a noun in the singular with no article, which no subject of a
      clause is, that is no verb form, where no verb follows it in its clause or one comes
      right after it with more words after that (the main clause's verb before its subject:
      "Als kind speelde ik buiten", "werkte als arts in het ziekenhuis"; not "Als water kookt,"),
      and no preposition after that verb;
    * French "si" 'so' before an adjective or adverb that "que" follows in its clause ("si
      simple que", "si bien que"), in each language listing "si";
    * a word that opens a clause not asserted as having happened and is a preposition too
      (``unasserted_opening_verb``: English "before", "until") before a noun phrase, which no
      word of its clause that may be a verb follows ("Before the trial, ...", "until 2019");
    Not read: Portuguese and Italian "se" before a verb, the reflexive pronoun ("Se trata de
    um problema") and the condition ("Se funciona para todos os pacientes") alike, which only
    a list of the verbs that take the pronoun would part; Swedish, Danish and Norwegian "om"
    'about', whose verbs the tables do not tell apart.

    >>> _everyday_in("Als kind speelde ik vaak buiten.", Condition("als", 0, ("nl",)), "nl")
    True
    >>> _everyday_in("Als kinderen het medicijn nemen, worden ze ziek.", Condition("als", 0, ("nl",)), "nl")
    False
    >>> _everyday_in("C'est si simple que tout le monde comprend.", Condition("si", 6, ("fr",)), "fr")
    True
    >>> _everyday_in("Als water kookt in de pan, is het klaar.", Condition("als", 0, ("nl",)), "nl")
    False
    >>> _everyday_in("Het middel geldt als veilig en werkzaam.", Condition("als", 17, (), ("nl",)), "nl")
    True
    >>> _everyday_in("Als veilige middelen ontbreken, stopt de studie.", Condition("als", 0, ("nl",)), "nl")
    False
    >>> _everyday_in("Als mogelijk, herhaal de test.", Condition("als", 0, ("nl",)), "nl")
    False
    >>> _everyday_in("Before the trial, the drug reduced mortality.", Condition("Before", 0, ("en",)), "en")
    True
    >>> _everyday_in("Before the drug was approved, it reduced mortality.", Condition("Before", 0, ("en",)), "en")
    False
    """
    key = " ".join(found.word.split()).lower()
    after = found.at + len(found.word)
    if text[found.at : after].lower() != key:
        return False  # not where it was read (a compatibility form): left as a condition
    if key in lexicons.question_words("unasserted_opening_verb", code):
        # The clause starts after what may stand between the word and it ("before, as planned,
        # the drug", "before\nthe drug"): an aside, a bracket, a footnote mark, a line break.
        after = _CONDITION_GAP_RE.match(text, after).end()
    stop = after
    limit = min(len(text), after + _CLAUSE_AHEAD)
    while stop < limit and text[stop] not in _BOUNDARY:
        stop += 1
    if stop >= limit and limit < len(text):
        return False  # a clause too long to read
    words = [m.group().translate(_INVISIBLE_GONE) for m in _WORD_RE.finditer(text, after, stop)]
    if not words:
        return key in lexicons.question_words("unasserted_opening_verb", code)  # "until 2019,": no clause
    if key in lexicons.question_words("unasserted_opening_verb", code):
        # A preposition before a noun phrase: no word of the clause may be a verb (a language or
        # a word spaCy's tables do not hold stays a clause, refusing where unsure).
        return all(lexicons.could_be(w, code, "verb") is False for w in words)
    if key in ("als", "as") and code in ("nl", "af"):
        if code in found.strict and code not in found.langs and _only_adjectives(words, code):
            # "geldt als veilig en werkzaam": no subject, so no clause (neither language drops one);
            # opening a sentence or a clause it may be an elliptic condition ("Als mogelijk, ...").
            return True
        if not lexicons.could_be(words[0], code, "noun", as_lemma=True) or lexicons.could_be(words[0], code, "verb") is not False:
            return False
        verbs = [lexicons.could_be(w, code, "verb") for w in words[1:]]
        if any(v is None for v in verbs):
            return False
        # The main clause's verb right after "als" and its noun, then its subject, not a
        # preposition ("Als water kookt in de pan," is a condition with its verb moved on).
        return not any(verbs) or (len(words) > 2 and bool(verbs[0]) and lexicons.could_be(words[2], code, "adp") is False)
    # The French reading is read by the structure of the clause, for every language the word is
    # listed in: Spanish and Catalan write no "si" 'so' before "que".
    langs = found.langs + found.strict
    if key == "si" and "fr" in langs:
        return bool(lexicons.could_be(words[0], "fr", "adj") or lexicons.could_be(words[0], "fr", "adv")) and any(
            lexicons.word_key(w) in ("que", "qu") for w in words[1:]
        )
    return False


def _only_adjectives(words: List[str], code: str) -> bool:
    """``words`` are adjectives of ``code`` in their uninflected form (a lemma of its lookup
    tables), none a noun or a verb form, perhaps joined by its words for "and" and "or"
    (:func:`lexicons.and_words`, :func:`lexicons.or_words`): "veilig en werkzaam"."""
    joins = lexicons.and_words(code) | lexicons.or_words(code)
    keys = [lexicons.word_key(w) for w in words]
    if keys[0] in joins or keys[-1] in joins:
        return False
    return all(
        k in joins or (
            lexicons.could_be(w, code, "adj", as_lemma=True) is True
            and lexicons.could_be(w, code, "noun") is False
            and lexicons.could_be(w, code, "verb") is False
        )
        for w, k in zip(words, keys)
    )


def _inside_elided_condition(text: str, start: int) -> Optional[Condition]:
    """A listed condition word written with an apostrophe (French "s'il") that a passage starts
    inside of, right after the apostrophe ("il réduit" of "S'il réduit")."""
    m = _ELIDED_WORD_END.search(text[max(0, start - 12) : start])
    n = _WORD_START.match(text[start : start + 12])
    if m is None or n is None:
        return None
    word = _condition_view(m.group()[:-1] + "'" + n.group())
    langs = _condition_words("condition").get(word, ())
    return Condition(word, start - len(m.group()), langs) if langs else None


def condition_after(text: str, end: int) -> Optional[Condition]:
    """What a passage ending at ``end`` stops right before (or inside) that makes the clause it
    ends a condition or an indirect question, written after that clause, or None: a word listed
    at :data:`lexicons.CONDITION_AFTER` one space or more after the passage (Turkish "ise", the
    conditional copula written apart), or the first of words a language's
    :func:`lexicons.condition_after_patterns` match from there (Turkish "azaltıp azaltmadığı",
    'whether it reduces or not'); in an unspaced script, the ending glued on
    (:func:`_unspaced_condition_after`: Japanese "下げれ|ば", "下げ|たら", "下げる|かどうか"). An
    ending written onto a word of a spaced script (Turkish "azaltırsa", Korean "줄이면") leaves a
    passage stopping before it cut inside its word, which ``word_cut`` refuses.

    >>> condition_after("İlaç ölümleri azaltır ise onaylanacak.", 21).word
    'ise'
    >>> condition_after("İlacın etkili olup olmadığı belirsiz.", 13).langs
    ('tr',)
    >>> condition_after("İlaç ölümleri azaltır ve onaylandı.", 21) is None
    True
    >>> condition_after("薬が死亡率を下げるかどうかは不明だ。", 9).langs
    ('ja',)
    >>> condition_after("薬が死亡率を下げる。", 9) is None
    True
    """
    n = len(text)
    pos = _GAP_RE.match(text, end).end()
    if pos >= n or end <= 0:
        return None
    if _UNSPACED.match(text[pos]) or _UNSPACED.match(text[end - 1]):
        return _unspaced_condition_after(text, end, pos)
    if not any(c.isspace() for c in text[end:pos]):
        return None  # glued on: the passage ends inside its word (word_cut)
    m = _WORD_RE.match(text, pos)
    if m is None:
        return None
    langs = lexicons.question_languages(m.group().translate(_INVISIBLE_GONE), lexicons.CONDITION_AFTER)
    if not langs:
        view = _condition_view(text[pos : pos + _AFTER_PATTERN_READ])
        langs = tuple(code for code, pattern in sorted(lexicons.condition_after_patterns().items()) if pattern.match(view))
        if not langs:
            langs = next((found for pattern, found in _after_phrases() if pattern.match(view)), ())
    return Condition(m.group(), pos, langs) if langs else None


@functools.lru_cache(maxsize=1)
def _after_phrases() -> Tuple[Tuple["regex.Pattern[str]", Tuple[str, ...]], ...]:
    """The :data:`lexicons.CONDITION_AFTER` entries of a spaced script written as more than one
    word (Hindi "या नहीं", 'or not'), each as a pattern matching it whole in the key form
    :func:`_condition_view` reads, with its languages; longest first.

    >>> any(p.match("या नहीं, यह स्पष्ट नहीं है") for p, _ in _after_phrases())
    True
    """
    out = []
    for word in sorted(lexicons.question_words(lexicons.CONDITION_AFTER), key=lambda w: (-len(w), w)):
        if _UNSPACED.match(word) or " " not in word:
            continue
        body = "".join(_PHRASE_JOINS.get(c, regex.escape(c)) for c in word)
        out.append((regex.compile(body + r"(?![\p{L}\p{M}])"), lexicons.question_languages(word, lexicons.CONDITION_AFTER)))
    return tuple(out)


#: Characters read from the word after a passage for a :func:`lexicons.condition_after_patterns`
#: match (two words of Turkish: "etkinleştirilip etkinleştirilmediği").
_AFTER_PATTERN_READ = 80
#: UniDic's names (the Japanese segmenter's part-of-speech tags and conjugation forms) that
#: :func:`_unspaced_condition_after` reads: the conditional form (仮定形, which "ば" follows: "下げれ",
#: "たら", "なら", "なけれ"), the conjunctive particle "ば", the adverbial particle "か" that makes
#: the clause before it an indirect question ("効くか分からない"), the nominalising "の" that may
#: stand before it ("効くのかどうか"), and the parts of speech that end a predicate.
_CONDITIONAL_FORM = "仮定形"
_CONJUNCTIVE = "助詞-接続助詞"
_ADVERBIAL = "助詞-副助詞"
_NOMINALISER = "助詞-準体助詞"
_PREDICATE_TAGS = ("動詞", "形容詞", "助動詞")


#: What sets a condition off after the clause a passage ends: closing quote marks or brackets,
#: then a comma, a semicolon or a dash ("Sales rose 5%|, if the figures are right").
_SET_OFF_RE = regex.compile(r"[\p{Pe}\p{Pf}\"'»]*\s*(?:[,;\uff0c\u060c\u3001]|\s[\u2013\u2014-])\s*")


def condition_set_off_after(text: str, end: int) -> Optional[Condition]:
    """A condition set off by a comma, a semicolon or a dash right after a passage ending at
    ``end``: a ``condition`` word (one that counts wherever it stands: "if", "unless", "wenn",
    "si", "если", "jeśli", 如果) opens what follows ("Sales rose 5%, if the figures are right",
    "Der Umsatz stieg um 5 %, wenn die Zahlen stimmen", "Продажи выросли на 5 %, если верить
    цифрам"), or None. The clause the passage quotes holds only under it.

    >>> condition_set_off_after("Sales rose 5%, if the figures are right.", 13).word
    'if'
    >>> condition_set_off_after("Sales rose 5%, and costs fell.", 13) is None
    True
    >>> condition_set_off_after("Les ventes ont augmenté, si bien que les prix ont baissé.", 23) is None
    True
    """
    if end <= 0 or end >= len(text):
        return None
    m = _SET_OFF_RE.match(text, end)
    if m is None:
        return None
    pos = m.end()
    # Read at the window's start only: dropped vowel marks later on move no offset that counts.
    found = _condition_re("condition", False).match(_condition_view(text[pos : pos + _CONDITION_BACK]))
    if found is None or not found.group("word") and not found.group("glued"):
        return None
    word = found.group("word") or found.group("glued")
    langs = _condition_words("condition").get(" ".join(word.split()), ())
    # Not the everyday word its spelling also is (French ", si bien que": so).
    return _narrowed(text, Condition(word, pos, langs)) if langs else None


def _unspaced_condition_after(text: str, end: int, pos: int) -> Optional[Condition]:
    """:func:`condition_after` in an unspaced script: read by the language's word segmenter where
    installed (Japanese), the token the passage ends inside or before is in the conditional form
    or is the conjunctive "ば" ("下げれ|ば", "下げ|たら", "効く|なら", "効か|なけれ|ば") or the
    conjunctive "と" after a predicate ("飲む|と", 'whenever/if one takes'); or it is
    the adverbial "か" (after a nominalising "の" too) after a predicate or before "どうか", "否か"
    ('whether': "効く|か|分からない", "下げる|か|どう|か"); or a listed ending starts at it ("場合",
    'in case'). Without the segmenter, a listed ending right after the passage (refusing more
    rather than verifying what the source supposes)."""
    endings = sorted((w for w in lexicons.question_words(lexicons.CONDITION_AFTER) if _UNSPACED.match(w)), key=lambda w: (-len(w), w))
    for code in sorted({c for w in endings for c in lexicons.question_languages(w, lexicons.CONDITION_AFTER)}):
        own = [w for w in endings if code in lexicons.question_languages(w, lexicons.CONDITION_AFTER)]
        lo, hi = _run_around(text, end, pos)
        run = text[lo:end] + text[pos:hi]
        cut = end - lo
        tokens = _tagged_tokens(run, code)
        if tokens is None:
            word = next((w for w in own if text.startswith(w, pos)), None)
            if word is not None:
                return Condition(word, pos, (code,))
            continue
        k = next((x for x, t in enumerate(tokens) if t[1] > cut), None)
        if k is None:
            continue
        start, stop, word, tag, form = tokens[k]
        at = lo + start if start < cut else pos + start - cut
        if _CONDITIONAL_FORM in form or (word == "ば" and tag.startswith(_CONJUNCTIVE)):
            return Condition(word, at, (code,))
        if word == "と" and tag.startswith(_CONJUNCTIVE) and k > 0 and tokens[k - 1][3].startswith(_PREDICATE_TAGS):
            return Condition(word, at, (code,))  # the conditional "と" after a predicate ("飲む|と", not the quoting "と" of "飲むと言った")
        ends = {t[1] for t in tokens}
        listed = next((w for w in own if run.startswith(w, start) and start + len(w) in ends), None)  # whole tokens: not "ば" of "ばかり"
        if listed is not None:
            return Condition(listed, at, (code,))
        j = k + 1 if word == "の" and tag.startswith(_NOMINALISER) and start >= cut else k
        if j < len(tokens) and tokens[j][2] == "か" and tokens[j][3].startswith(_ADVERBIAL) and tokens[j][0] >= cut:
            rest = run[tokens[j][1] :]
            # Not "かも" ("効くかもしれない", may work): a set phrase of likelihood, no question.
            if rest.startswith(("どうか", "否か")) or (k > 0 and tokens[k - 1][3].startswith(_PREDICATE_TAGS) and not rest.startswith("も")):
                return Condition("か", pos + tokens[j][0] - cut, (code,))
    return None


@functools.lru_cache(maxsize=4096)
def _tagged_tokens(run: str, lang: str) -> Optional[Tuple[Tuple[int, int, str, str, str], ...]]:
    """The tokens ``lang``'s word segmenter cuts ``run`` into: where each starts and ends, its
    text, its part-of-speech tag and its conjugation form (UniDic's, for Japanese); None without
    a segmenter (only Japanese is read so)."""
    from spacy_quoteverify.lang import tokenizer  # loads spaCy: only for an unspaced ending

    if lang != "ja" or not tokenizer.segmenter_available(lang):
        return None
    nlp: Any = tokenizer.get_nlp(lang)
    with _SEGMENTER_LOCK:
        doc = nlp(run)
    return tuple((t.idx, t.idx + len(t.text), t.text, t.tag_, ";".join(t.morph.get("Inflection"))) for t in doc)


def condition_left_out(text: str, a: int, b: int) -> Optional[Condition]:
    """A condition word in ``text[a:b]``, text an elision leaves out of one sentence, or None:
    a ``condition`` word wherever it stands, a ``condition_opening`` one where it opens a
    sentence or a clause (inside one it is read as its everyday word: Dutch "of", 'or'), or the
    ending written after the clause before the elision (:func:`condition_after`). Left out, the condition no longer limits what the quotation states ("The drug …
    reduces mortality" of "The drug, if given early, reduces mortality").

    >>> condition_left_out("The board asked whether the drug works.", 9, 30).word
    'whether'
    >>> condition_left_out("The board asked the drug works.", 9, 20) is None
    True
    >>> condition_left_out("İlaç ölümleri azaltır ise, onaylanacak.", 21, 27).word  # "azaltır … onaylanacak"
    'ise'
    """
    after = condition_after(text, a) if a > 0 else None
    if after is not None and after.at < b:
        return after  # the ending that makes the clause before the elision a condition ("azaltır … onaylanacak")
    view = _condition_view(text[a:b])
    for position in lexicons.CONDITION_POSITIONS:
        for m in _condition_re(position, False).finditer(view):
            found = _found_condition(view, m, position, a == 0, a)
            if found is not None and found.langs:  # an everyday word inside a clause is not read here (Dutch "of", 'or')
                found = _narrowed(text, found)  # nor one the words after it show ("C'est … simple que" of "si simple que")
                if found is not None and found.langs:
                    return found
    return None


def _opens_clause_or_comma(text: str, pos: int, at_text_start: bool = True) -> bool:
    """Only white space, opening brackets and quote marks, emphasis marks or a list bullet stand
    between ``pos`` and the boundary of a sentence or clause before it (a comma too) or, where
    ``text`` starts the text (``at_text_start``), its start."""
    k = pos
    while k > 0 and _LEADING_RE.fullmatch(text, k - 1, k) is not None:
        k -= 1
    return (k == 0 and at_text_start) or (k > 0 and text[k - 1] in _BOUNDARY)


def particle_left_out(text: str, a: int, b: int) -> Optional[Particle]:
    """A question particle in ``text[a:b]``, text an elision leaves out of one sentence, or
    None: an ``any`` word, a ``first`` word that opens its clause, or a ``last`` one that
    ends its clause (an unspaced one as :func:`particle_after` reads it).

    >>> particle_left_out("Zbadano: czy lek działa", 8, 13).word
    'czy'
    >>> particle_left_out("Gumagana ba ang gamot", 8, 12).word
    'ba'
    >>> particle_left_out("Tak czy nie", 3, 8) is None
    True
    """
    for m in _WORD_RE.finditer(text, a, b):
        word = m.group().translate(_INVISIBLE_GONE)
        langs = _asked(text, m.start(), word, lexicons.question_languages(word, "any"))
        if langs:
            return Particle(word, m.start(), langs)
        phrase = _phrase_at(text, m.start())
        if phrase is not None and phrase[0] <= b and _opens_clause(text, m.start()):
            return Particle(text[m.start() : phrase[0]], m.start(), phrase[1])
        langs = _asked(text, m.start(), word, lexicons.question_languages(word, "first"))
        if langs and _opens_clause(text, m.start()):
            return Particle(word, m.start(), langs)
        langs = _asked(text, m.start(), word, lexicons.question_languages(word, "last"))
        if langs and _clause_ends(text, m.end(), langs):
            return Particle(word, m.start(), langs)
    firsts = _unspaced_firsts()
    for k in range(a, b):
        if text[k] in firsts:
            found = _unspaced_particle(text, k)
            if found is not None:
                return found
    return None


def condition_counts(found: Condition, context: str, named: Optional[str] = None) -> bool:
    """Whether a condition word counts in the sentence ``context``: one of its ``langs`` as a
    particle does (:func:`asked_in`), or one of its ``strict`` languages is the one named, the
    one the detector names with confidence, or the one CLD3 reliably finds. Not where it is a
    stop word of the language named (or, with none named, detected with confidence) that does
    not list it: Italian "si" is no Spanish "if"; unless a verb of asking of its ``langs`` stands
    before it (``asked``: "Vi undersökte om", which the detector may read as Afrikaans).

    >>> condition_counts(Condition("om", 6, (), ("sv",)), "Boken om läkemedlet är ny och bra skriven.", "sv")
    True
    >>> condition_counts(Condition("se", 6, (), ("pt",)), "El libro se publicó en Madrid el año pasado.")
    False
    >>> condition_counts(Condition("si", 10, ("ca", "es", "fr")), "In Italia si mangia molta pasta.", "it")
    False
    """
    detected, confidence = negation.detect_language(context)
    own = lexicons._language_code(named) if named else (detected if confidence >= negation.DETECTION_CONFIDENCE else None)
    if own and not found.asked and own not in found.langs + found.strict and " ".join(found.word.split()) in lexicons.stop_words(own):
        return False  # an everyday word of the text's own language, which lists it as no condition (Italian "si")
    if found.langs and asked_in(found.langs, context, named):
        return True
    if not found.strict:
        return False
    if named and lexicons._language_code(named) in found.strict:
        return True
    return (detected in found.strict and confidence >= negation.DETECTION_CONFIDENCE) or negation.wide_language(context) in found.strict


def asks_first(word: str, context: str, named: Optional[str] = None) -> bool:
    """Whether ``word``, opening the sentence ``context``, is a question word that asks in the
    sentence's language (``data/question_words.json``, field ``interrogatives``): the language
    named; with none named, a language that lists it, unless the word is also a word of another
    language that the detector names with confidence (one it names so that lists it decides), or,
    naming none so, does not rule out for the sentence (spaCy's stop words and lookups: "mi", Hungarian 'what', is Spanish 'my'; "care", Romanian
    'which', English 'care'; "dove", Italian 'where', English 'dove'). (The detector is not asked
    to confirm the listing language: on a short question it rules out the language it is in,
    French for "Quand est né Barack Obama ?".) A word of a script written without spaces counts
    where it starts with one ("为什么", "誰が"), as do the first two words of a question word
    written as two ("por que", "tại sao").

    >>> asks_first("Quand", "Quand est né Barack Obama ?"), asks_first("The", "The drug reduced mortality?")
    (True, False)
    >>> asks_first("Mi", "Mi perro come carne?", "es"), asks_first("Care", "Care improved outcomes?")
    (False, False)
    """
    langs = _interrogative_languages(word)
    if not langs:
        return False
    if named:
        return lexicons._language_code(named) in langs
    key = lexicons.word_key(word.split()[0])

    def other_word(code: str) -> bool:
        return bool(code) and code not in langs and (key in lexicons.stop_words(code) or (lexicons.has_known_words(code) and lexicons.known_word(key, code)))

    detected, confidence = negation.detect_language(context)
    if confidence >= negation.DETECTION_CONFIDENCE and detected:
        # Named with confidence, the sentence's language decides.
        return detected in langs or not other_word(detected)
    others = set(negation.possible_languages(context)) | {negation.wide_language(context) or ""}
    return not any(other_word(code) for code in others)


def _interrogative_languages(word: str) -> Tuple[str, ...]:
    """The languages that list ``word`` (or the question word a run of an unspaced script starts
    with) as a question word."""
    langs = lexicons.question_languages(word, lexicons.INTERROGATIVES)
    if langs or not word or charclasses.UNSPACED_RE.match(word) is None:
        return langs
    found: List[str] = []
    for n in range(min(len(word), _LONGEST_UNSPACED_INTERROGATIVE), 0, -1):
        found += [code for code in lexicons.question_languages(word[:n], lexicons.INTERROGATIVES) if code not in found]
    return tuple(found)


#: The most characters of a question word of a script written without spaces ("为什么", "どうして").
_LONGEST_UNSPACED_INTERROGATIVE = 4


def asked_in(langs: Tuple[str, ...], context: str, named: Optional[str] = None) -> bool:
    """Whether a particle of ``langs`` makes a question in the sentence ``context``: one of
    them is the language named, or one the language detector does not rule out for the
    sentence (:func:`negation.possible_languages`; a named language may be a wrong neighbour,
    and no language named must not weaken any language), or the one CLD3 reliably finds it in
    (:func:`negation.wide_language`), or one the detector cannot name.

    >>> asked_in(("tr",), "ilaç işe yarıyor mu")
    True
    >>> asked_in(("tr",), "Este libro es para mi madre y para mi", "es")
    False
    """
    if not langs:
        return False
    if named and lexicons._language_code(named) in langs:
        return True
    possible = negation.possible_languages(context)
    if any(code in possible for code in langs) or negation.wide_language(context) in langs:
        return True
    detectable = negation.detectable_languages()
    return any(code not in detectable for code in langs)
