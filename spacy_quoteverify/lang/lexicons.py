"""Language data: negation lexicons and number words, one JSON file per language.

The files live in ``spacy_quoteverify/data/negations/<lang>.json`` and
``spacy_quoteverify/data/numbers/<lang>.json`` (see ``data/README.md`` for the schema).
This module only loads them and answers two small questions, "is this word a
negation?" and "where does a negating character or ending occur in this text
written without spaces?"; finding negations in whole texts is the job of
``negation.py``.

Words are compared in one normal form (:func:`word_key`): NFC, lower case, with
Arabic short vowels and tatweel and Hebrew points removed, since those are
optional in ordinary writing.

>>> is_negation_word("didn't", "en")
True
>>> number_words("de")["zwölf"]
12.0
"""

from __future__ import annotations

import bisect
import functools
import gc
import importlib.util
import itertools
import json
import os
import re
import threading
import unicodedata
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import (
    Any,
    Callable,
    Container,
    Dict,
    FrozenSet,
    Iterable,
    List,
    Mapping,
    Optional,
    Set,
    Tuple,
    TypeVar,
    Union,
    cast,
)

import numpy as np
import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.errors import must_be
from spacy_quoteverify.lang import tablecache

__all__ = [
    "LEXICON_KINDS",
    "NegationLexicon",
    "available_languages",
    "covered_scripts",
    "find_negation_substring",
    "is_negation_word",
    "zero_words",
    "negation_lexicon",
    "negation_lexicons_for_script",
    "known_word",
    "other_script_spellings",
    "is_verb_form",
    "word_forms",
    "fold_marks",
    "strip_marks",
    "has_known_words",
    "Affix",
    "number_words",
    "collective_numerals",
    "fraction_words",
    "word_key",
]

#: The kinds of lexicon under data/ (one folder each): what `available_languages` and the loaders accept.
LEXICON_KINDS: Tuple[str, ...] = ("negations", "numbers")

_NEGATION_FIELDS = (
    "lang", "name", "scripts", "words", "prefixes", "word_patterns", "substrings", "false_friends", "source",
)
# Fields a lexicon file may add after the required ones.
# ``unmarked_words``: the words' spellings without diacritics that are no common word of the
# language, derived by scripts/build_unmarked_negations.py and read as words.
_OPTIONAL_NEGATION_FIELDS = (
    "affixes", "phrase_patterns", "tagged_lemmas", "negating_tags", "non_negating_tags", "unmarked_words",
    "additive_phrases", "closing_concord", "negative_verbs", "adverbs_after_negation", "complementizers", "infinitive_markers", "final_infinitive_markers",
    "claim_nouns",
    "relative_pronouns", "denials_after", "restrictive_partners", "continuance_partners", "clause_verbs",
    "reportative_patterns",
)

# Other spellings of language codes that callers commonly pass.
ALIASES = {"no": "nb", "iw": "he", "in": "id", "fil": "tl", "zsm": "ms", "pes": "fa"}

# When every language's number words are merged, a word listed by several languages with
# different values takes the value of the first language here (then alphabetical order):
# "tres" is 3 in Spanish before 60 in Danish, "billion" 10^9 in English before 10^12 in French.
_MERGE_PRIORITY = ("en", "es", "fr", "de", "pt", "it", "nl", "ru", "zh", "ja", "ar", "hi")

# Optional marks of Arabic (harakat, superscript alef, tatweel) and Hebrew (cantillation,
# niqqud), left out of comparisons. Hand-written because no installed library exposes
# "the diacritics that are optional in this script" as a set; Thai tone marks and Indic vowel
# signs are letters in their own right and must stay.
# ``re``, not ``regex``: a plain class of code points, the same in both, and ``re`` scans a
# whole word table (millions of characters) several times faster.
_OPTIONAL_MARKS = re.compile(r"[\u064B-\u065F\u0670\u0640\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]")

# Lexicon entries and the words looked up are folded alike, the way the match view folds text
# (:mod:`spacy_quoteverify.charclasses`): every quote mark that serves as an apostrophe, and every
# character confusable with one (``charclasses.APOSTROPHE_LOOKALIKES``), becomes "'"
# (the match view drops them; a negation word keeps its apostrophe here so that "n'est" is not
# "nest"), every hyphen and dash "-", final sigma "σ", a letter written with the comma below
# as the one written with the cedilla (Romanian "ț" as "ţ": ``charclasses.COMMA_BELOW_FORMS``),
# and soft hyphens and zero-width marks go.
_APOSTROPHE_FOLD = {ord(ch): "'" for ch in charclasses.APOSTROPHES | charclasses.APOSTROPHE_LOOKALIKES}
_KEY_FOLD = {
    **_APOSTROPHE_FOLD,
    **{ord(ch): "-" for ch in charclasses.DASHES if ch not in charclasses.CLAUSE_DASHES},
    ord("\u03c2"): "\u03c3",
    **{ord(comma): cedilla for comma, cedilla in charclasses.COMMA_BELOW_FORMS.items()},
    **{ord(ch): None for ch in charclasses.INVISIBLE if ch not in "\u200c\u200d"},
}
# ``re``, not ``regex``: one scan of a whole word table (``regex`` is several times slower here).
_KEY_FOLD_RE = re.compile("[" + charclasses.char_class(map(chr, _KEY_FOLD)) + "]")
assert all(_KEY_FOLD.get(ord(c), c) == c for v in _KEY_FOLD.values() if v for c in v), "a folded mark folds again"


#: Each letter written with the comma below and its twin written with the cedilla, both ways.
_MARK_TWINS = {
    **charclasses.COMMA_BELOW_FORMS,
    **{cedilla: comma for comma, cedilla in charclasses.COMMA_BELOW_FORMS.items()},
}


def either_mark(pattern: str) -> str:
    r"""A pattern's source with each letter written with the comma below or the cedilla (and each
    of those combining marks) matching both spellings, as :func:`word_key` folds them: the
    patterns of the data files are read against keys and against text as written, where
    Romanian is typed either way ("dezmințea", "dezminţea").

    Hand-written: ``regex`` has no flag for a class of equivalent letters. A backslash escape
    is kept whole; inside a character class the twin is added, outside it the letter becomes a
    class of both.

    >>> either_mark("afirma[țţ]i(?:a|ei)") == "afirma[țţţț]i(?:a|ei)"
    True
    >>> either_mark(r"cu\s+excepția") == r"cu\s+excep[țţ]ia"
    True
    """
    if not any(ch in _MARK_TWINS for ch in pattern):
        return pattern
    out: List[str] = []
    depth = 0  # inside a character class (``regex`` V1 classes nest)
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            out.append(pattern[i : i + 2])
            i += 2
            continue
        if ch == "[":
            depth += 1
        elif ch == "]" and depth:
            depth -= 1
        twin = _MARK_TWINS.get(ch)
        if twin is None:
            out.append(ch)
        elif depth:
            out.append(ch + twin)
        else:
            out.append(f"[{ch}{twin}]")
        i += 1
    return "".join(out)


def word_alternation(words: Iterable[str], twins: bool = True) -> str:
    r"""A pattern's source that matches any of ``words``, the longest first, written as a tree of
    their shared beginnings: ``fail(?:ed|ing|s)?`` rather than ``failing|failed|fails|fail``.

    The regex module parses a pattern in Python, at a cost that grows with its length: a
    negative verb's hundred forms, as one alternation, made compiling the lexicons most of a
    fresh process's first verdict. The tree matches the same words (and reads as well as the
    alternation to :func:`either_mark`, :func:`bare_letters` and the readers of a pattern's
    source), at about half the length. A letter and its twin of :func:`either_mark` share one
    branch, which that function makes match both; so no two branches of one place can match
    the same letter, and trying each branch's longer words before its end tries the words
    longest first, as the sorted alternation did. (With its marks taken off by
    :func:`bare_letters`, two branches may read one letter: the tree then matches at the same
    places as the alternation, a word of the list each time, not always the longest.)
    ``regex``'s named lists (``\L<name>``) match
    a set as fast, but live outside the pattern's source, which the lexicons' readers merge
    and rewrite.

    >>> word_alternation(["fail", "failed", "failing", "fails"])
    'fail(?:ed|ing|s)?'
    >>> bool(regex.fullmatch(either_mark(word_alternation(["dezmințea", "dezminţi"])), "dezminţea"))
    True
    >>> word_alternation(["a.b", "c"])
    '(?:a\\.b|c)'

    ``twins``: a letter and its twin share a branch (for a pattern :func:`either_mark` then
    reads); with False, each letter is a branch of its own, as in a pattern read as written
    (the ``re`` syntax of the branches is ``regex``'s: letters and escaped punctuation).
    """
    trie: Dict[str, Any] = {}
    for word in words:
        node = trie
        # A branch is a letter with its marks (a grapheme cluster, ``\X``): a mark cut off its
        # letter by the tree's brackets would be no mark of it to :func:`bare_letters`.
        for unit in regex.findall(r"\X", word):
            node = node.setdefault("".join(min(ch, _MARK_TWINS.get(ch, ch)) for ch in unit) if twins else unit, {})
        node[""] = {}

    def source(node: Dict[str, Any]) -> str:
        # A letter with more marks first: "é" written as "e" and a mark is tried before "e",
        # whose branch then matches only the shorter word.
        branches = [regex.escape(unit) + source(node[unit]) for unit in sorted(node, key=lambda u: (-len(u), u)) if unit]
        if not branches:
            return ""
        if len(branches) == 1 and "" not in node:
            return branches[0]
        joined = branches[0] if len(branches) == 1 else "|".join(branches)
        return f"(?:{joined})" + ("?" if "" in node else "")

    return source(trie)


class LazyPattern:
    """A pattern compiled when it is first read: ``search``, ``match``, ``finditer`` and every
    other attribute of a compiled ``regex`` pattern, but ``pattern`` and ``flags``, compile it.

    The lexicons of every language load together (a text's language is not known before it is
    read), and hold some two thousand patterns, which ``regex`` parses in Python: compiling
    them all made most of the cost of a fresh process's first verdict. Most of them are only
    merged into one alternation per lexicon (which reads their ``pattern``), or read for the
    few languages a text is in. Equal, and hashed, as their source and flags.

    >>> p = LazyPattern("fail(?:ed|s)?")
    >>> p.pattern, p.fullmatch("failed") is not None, p.groups
    ('fail(?:ed|s)?', True, 0)
    """

    __slots__ = ("pattern", "flags", "_compiled")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: Optional["regex.Pattern[str]"] = None

    def compiled(self) -> "regex.Pattern[str]":
        """The pattern compiled (once)."""
        if self._compiled is None:
            self._compiled = regex.compile(self.pattern, self.flags)
        return self._compiled

    def __getattr__(self, name: str) -> Any:
        # Not set yet (while unpickling), or a protocol's hook ("__deepcopy__", which copy asks
        # the instance for): no compiling then, and a copy stays a LazyPattern.
        if name in LazyPattern.__slots__ or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.compiled(), name)

    def __reduce__(self) -> Tuple[type, Tuple[str, int]]:
        return LazyPattern, (self.pattern, self.flags)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LazyPattern) and (self.pattern, self.flags) == (other.pattern, other.flags)

    def __hash__(self) -> int:
        return hash((self.pattern, self.flags))

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self.flags!r})"


#: A compiled pattern, or a pattern of the data files compiled when first read.
AnyPattern = Union["regex.Pattern[str]", LazyPattern]


def data_pattern(pattern: str, flags: int = 0) -> LazyPattern:
    """A pattern of the data files (see :func:`either_mark`), compiled when first read
    (:class:`LazyPattern`)."""
    return LazyPattern(either_mark(pattern), flags)


#: Letters of the scripts whose words dictionaries and older spellings write with accents that
#: are no part of the spelling (stress marks, polytonic Greek): see NegationLexicon.marked_entry.
_STRESS_MARKED_RE = regex.compile(r"[\p{Cyrillic}\p{Greek}]")


@dataclass(frozen=True)
class NegationLexicon:
    """The negations of one language, as loaded from its JSON file.

    lang (str): Language code, e.g. "tr".
    name (str): English name of the language.
    scripts (Tuple[str, ...]): Unicode script names (as in ``\\p{Script=...}``) the language is written in.
    words (FrozenSet[str]): Whole words that negate, in :func:`word_key` form.
    prefixes (Tuple[str, ...]): Clitics that may be written onto a negation word (Hebrew ו, Arabic ف ...).
    word_patterns (Tuple[regex.Pattern[str], ...]): Compiled patterns a whole word must fully match to count as a negation.
    substrings (Tuple[str, ...]): Negating characters or endings searched anywhere in unspaced text.
    false_friends (FrozenSet[str]): Words that look like a negation by the rules above but are not.
    affixes (Tuple[Affix, ...]): Negating prefixes and suffixes, each recognised on a word whose remainder is a
        known word of the language (:class:`Affix`).
    phrase_patterns (Tuple[regex.Pattern[str], ...]): Patterns searched across words in running text of the language's
        scripts (Korean "-지 마세요": a verb form and the prohibitive 말다 that follows it), the
        ``negative_verbs`` and ``reportative_patterns`` among them.
    reportative_patterns (Tuple[regex.Pattern[str], ...]): The hearsay and error adverbs ("allegedly",
        "fälschlicherweise", "à tort", "якобы", 据说), which give their clause as a report or an error:
        read as phrase negations, and as denying the clause a complementizer right after them opens
        ("claimed falsely that").
    tagged_lemmas (FrozenSet[str]): Lemmas that negate when the word segmenter tags the token with one of
        ``negating_tags`` (Japanese ない, ず as auxiliaries).
    negating_tags (Tuple[str, ...]): Part-of-speech tag prefixes of the segmenter under which those lemmas negate.
    non_negating_tags (Tuple[str, ...]): Tag prefixes whose tokens never negate (Japanese plain adjectives
        ending in ない: 少ない, 危ない).
    additive_phrases (Tuple[str, ...]): The "not only" of the language's "not only ... but also" (nicht nur,
        non seulement, не только, だけでなく): its negation adds to what follows rather than denying it, so
        an elision that leaves out the whole phrase leaves out no negation. Likewise the positive
        quantity written with a negative quantifier ("a few", "a little", "ein wenig", "un peu"):
        "few" is an approximate negator, "a few" is not.
    closing_concord (Mapping[str, FrozenSet[str]]): Negation words that, closing a clause negated
        before them, repeat that negation (negative concord: the second "nie" of Afrikaans "het nie
        ... verlaag nie", Brazilian Portuguese "não sei não"), each with the negations of the clause
        it repeats, in :func:`word_key` form. Elsewhere a negation that closes a clause negates it,
        whatever else the clause negates ("Das nicht zugelassene Medikament senkte die Sterblichkeit
        nicht"), and so does one after a negation it does not repeat ("sem açúcar ... não").
    adverbs_after_negation (Tuple[str, ...]): Adverbs of an unspaced script that stand between a
        negation and the verb it negates (Chinese 没有明显降低, "did not markedly reduce"): a passage
        that starts right after one that follows a negation leaves the negation out.
    complementizers (FrozenSet[str]): The words that open a declarative complement clause (English
        "that", German "dass", Russian "что"), in :func:`word_key` form: a negation of the clause
        they complete governs what they open ("There was no evidence that the drug worked").
    infinitive_markers (FrozenSet[str]): The words that open an infinitive or subjunctive
        complement of the verb or adjective before them (English "to", French "à" and "de", Greek
        "να", Bulgarian "да"), in :func:`word_key` form: read as the language's complementizer
        is, so a negation of the clause before governs what they open ("The drug did not appear
        to reduce mortality").
    final_infinitive_markers (FrozenSet[str]): The words that mark an infinitive right before it
        at the end of its clause (German "zu", Dutch "te"), in
        :func:`word_key` form: the clause they end is the complement of the clause before it, whose
        negation governs it ("Es gelang nicht, die Sterblichkeit zu senken").
    restrictive_partners (Mapping[str, FrozenSet[str]]): Negation words that a word later in their
        clause limits: the exceptive negation ("only": French "ne ... que", Italian "non ... che",
        Spanish "no ... sino") and the corrective "but" ("not X but Y", German "nicht ... sondern"),
        each with those words, in :func:`word_key` form: an elision that leaves the partner out
        and keeps the negation denies what the source restricts or affirms.
    continuance_partners (Mapping[str, FrozenSet[str]]): Negation words with the word that,
        at most :data:`CONTINUANCE_REACH` words after them and no other negation between, makes
        them a negation of continuance ("no longer": French "ne ... plus", Italian "non ... più",
        Spanish "no ... más"): an elision that leaves it out and keeps the negation says "not" of
        what the source says "no longer" of. Farther on, the word is the comparative "more".
    clause_verbs (FrozenSet[str]): The forms of the verbs that take a content clause with no
        complementizer before it (English "think", "show", "find": "We do not think the drug
        worked"; Chinese 认为, 证明, which never write one), in :func:`word_key` form: a negation
        before the verb governs the clause after it, as one before "that" does. The forms of the
        nouns of the field (``clause_verbs.nouns``) are among them.
    clause_nouns (FrozenSet[str]): The forms of the nouns among ``clause_verbs`` ("evidence",
        "proof"): they govern the clause after them only where a negating determiner stands
        before them ("There is no evidence the drug worked"), not any negation of their clause.
    clause_determiners (FrozenSet[str]): Determiners (``clause_verbs.determiners``: English
        "any") after which such a noun is negated by a negation a word or two before them ("We
        did not find any evidence the drug worked", "There was never any proof").
    """

    lang: str
    name: str
    scripts: Tuple[str, ...]
    words: FrozenSet[str]
    prefixes: Tuple[str, ...]
    word_patterns: Tuple[AnyPattern, ...]
    substrings: Tuple[str, ...]
    false_friends: FrozenSet[str]
    affixes: Tuple["Affix", ...] = ()
    phrase_patterns: Tuple[AnyPattern, ...] = ()
    reportative_patterns: Tuple[AnyPattern, ...] = ()
    tagged_lemmas: FrozenSet[str] = frozenset()
    negating_tags: Tuple[str, ...] = ()
    non_negating_tags: Tuple[str, ...] = ()
    additive_phrases: Tuple[str, ...] = ()
    closing_concord: Mapping[str, FrozenSet[str]] = field(default_factory=dict)
    restrictive_partners: Mapping[str, FrozenSet[str]] = field(default_factory=dict)
    continuance_partners: Mapping[str, FrozenSet[str]] = field(default_factory=dict)
    adverbs_after_negation: Tuple[str, ...] = ()
    complementizers: FrozenSet[str] = frozenset()
    infinitive_markers: FrozenSet[str] = frozenset()
    final_infinitive_markers: FrozenSet[str] = frozenset()
    clause_verbs: FrozenSet[str] = frozenset()
    clause_nouns: FrozenSet[str] = frozenset()
    clause_determiners: FrozenSet[str] = frozenset()
    #: The forms of the negative verbs that deny without a complement (``then`` empty: "denied",
    #: "bestritt", "опроверг"), which deny the clause a complementizer after them opens.
    denying_forms: FrozenSet[str] = frozenset()
    #: Patterns of the end of a clause that names a claim the complement clause after it states
    #: ("the claim that", "die Behauptung, dass", "l'affirmation que"), in :func:`word_key` form.
    claim_nouns: Tuple[AnyPattern, ...] = ()
    #: The forms of the negative verbs, nouns and adjectives that deny a clause they take: those
    #: that deny alone (:attr:`denying_forms`) and those whose ``then`` reads the language's
    #: complementizer ("false that", "Mythos, dass", "faux que"). Alone before a colon, as a
    #: heading ("Myth:", "False:", "Widerlegt:"), they deny what the colon opens.
    clause_denying_forms: FrozenSet[str] = frozenset()
    #: The relative pronouns of a language that does not set a restrictive relative clause off
    #: by commas ("who", "qui", "che", "som"), in :func:`word_key` form: a verb of denial after
    #: one, in the clause before a complementizer, may stand in a relative clause that has ended
    #: ("The researchers who refuted the model argue that").
    relative_pronouns: FrozenSet[str] = frozenset()
    #: Patterns read where a passage ends, of what a language puts after the clause it names as
    #: a claim or denies: Chinese "的说法" ("X的说法是谣言", the claim that X is a rumour), Japanese
    #: a quotative and a noun of claim ("Xという主張", "Xとの噂"), Korean the clause made a
    #: modifier of one ("X다는 주장"), Turkish a verb of denial after the nominalised clause ("X
    #: yol açtığını yalanladı"). A lookbehind in a pattern reads the passage's last word.
    denials_after: Tuple[AnyPattern, ...] = ()

    def matches(self, key: str, affixes: bool = True) -> bool:
        """Whether a word already in :func:`word_key` form is a negation by this lexicon's rules.

        False friends are not consulted here (see :func:`is_negation_word`).

        key (str): The word, in :func:`word_key` form.
        affixes (bool): Also recognise negating affixes (this loads the language's word tables of
            spacy-lookups-data on first use; callers ask it for the text's own languages).
        """
        if key in self.words:
            return True
        for prefix in self.prefixes:
            if len(key) > len(prefix) and key.startswith(prefix) and key[len(prefix) :] in self.words:
                return True
        if any(pattern.fullmatch(key) for pattern in self.word_patterns):
            return True
        if not key.isascii() and self.marked_entry(key, tables=affixes):
            return True
        return affixes and any(affix.negates(key, self.lang) for affix in self.affixes)

    @functools.cached_property
    def _bare_words(self) -> Dict[str, Tuple[str, ...]]:
        """The words without their combining marks (:func:`strip_marks`), each with the words
        written so."""
        out: Dict[str, List[str]] = {}
        for word in self.words:
            out.setdefault(strip_marks(word), []).append(word)
        return {bare: tuple(words) for bare, words in out.items()}

    @functools.cached_property
    def _orthographic_marks(self) -> FrozenSet[str]:
        """The combining marks the language writes in its words (its letters decomposed): those
        of the lexicon's words and of spaCy's stop words of the language (its most frequent words)."""
        text = "".join(self.words) + "".join(_stop_words(self.lang))
        return frozenset(ch for ch in unicodedata.normalize("NFD", text) if charclasses.category(ch) == "Mn")

    def marked_entry(self, key: str, tables: bool = True) -> bool:
        """Whether ``key`` is one of the words written with combining marks the word lacks: a
        stress or accent mark of dictionaries and textbooks (Russian "не́", Ukrainian "ні́коли",
        Serbian "ни̏је"), or of polytonic and pre-1982 Greek ("δὲν", "μὴν", "δέν").

        A mark the language does not write in its words (:attr:`_orthographic_marks`: no Russian
        word carries an acute, no monotonic Greek word a grave or a breathing) never changes
        which word is written, so the word is read without it. A mark the language writes (a
        French "é", a Greek tonos) may make another word ("né" is not "ne", "δέ" "but" is not
        "δε" "not"): the marked word is read without it only when it is no word of the language
        (:func:`known_word`) or the lemma tables give the entry as its lemma, and only with
        ``tables`` (the word tables are read for the languages in play, as for affixes). A
        word whose marks the entry has too is not read ("πότε" "when" beside "ποτέ" "never").
        ``key`` is in :func:`word_key` form.
        """
        if not _STRESS_MARKED_RE.search(key):
            # Only Cyrillic and Greek text adds accents that are no part of the spelling
            # (dictionary stress, polytonic Greek); elsewhere a mark is a letter's own (Albanian
            # "të" is no other language's "te"), and the unmarked entry another word.
            return False
        bare = strip_marks(key)
        entries = self._bare_words.get(bare) if bare != key else None
        if not entries:
            return False
        marks = set(unicodedata.normalize("NFD", key))
        for entry in entries:
            extra = marks - set(unicodedata.normalize("NFD", entry))
            if not extra or not all(_INHERITED_MARK.match(ch) for ch in extra):
                # No mark added (another spelling of the entry), or a sign of the script's own
                # (a Thai tone mark: "ไม้" "wood" is not "ไม่" "not"; an Indic vowel sign): a
                # letter of the spelling, not an accent put on it.
                continue
            if not extra & self._orthographic_marks:
                # Unless the marked spelling is an everyday word of some language as written
                # (spaCy's stop words: Ancient Greek "δὲ" "but" is no Modern Greek "δε" "not").
                if key not in _marked_stop_words():
                    return True
                continue
            if tables and has_known_words(self.lang):
                # No word of the language, or one whose lemma is the entry ("δέν" -> "δεν").
                if not known_word(key, self.lang) or _lemma_of(self.lang).get(key) in entries:
                    return True
        return False


@dataclass(frozen=True)
class Affix:
    """A negating prefix or suffix ("un" in "unable", Turkish "-siz" in "ilaçsız").

    Negation by an affix is morphology, not a list of stems: the word counts when ``pattern``
    matches it whole and the part it captures as ``rest`` is a known word of the language
    (:func:`known_word`), so "unable" counts ("able") and "under" does not ("der").

    pattern (regex.Pattern[str]): A ``regex`` pattern with a group named ``rest``, matched against the whole word
        (in :func:`word_key` form).
    known (Tuple[str, ...]): Parts of speech (names of spacy-lookups-data's ``lemma_index`` table: "adj",
        "adv", "noun", "verb") the rest must belong to, directly or as an inflected form;
        ``("lemma",)``: a lemma of the lemma lookup (a stem); empty: any word of the
        language's lookups tables.
    not_verb_forms (bool): The word does not count when it is a form of a verb
        (:func:`is_verb_form`): Portuguese "in-" negates adjectives ("inadequado") but also
        begins verbs whose forms negate nothing ("informado", "investido").
    ignore_marks (bool): Compare the rest with the known words without their combining marks
        (:func:`strip_marks`), for prefixes that move the accent of the word they negate
        (Greek "αδύνατος" from "δυνατός").
    unknown_rest_counts (bool): A rest the word list does not know counts as negated too, unless
        the list knows the whole word: for a language whose word list is partial (simplemma's
        Latvian lacks "efektīvs", so "neefektīvas" cannot be checked), the word is unsure and an
        elision over it is refused; a word the list holds whole with a rest it does not know
        ("nervs", "neilons") is a word of its own.
    shape_only (bool): The rest is not looked up: the word's shape decides (a Bantu verb's
        negative subject prefix and ending, Swahili "hakuja", "sitaki": the rest is a verb stem
        with its tense marker or final vowel changed, which no word list holds). Unlike a word
        pattern, which every text of the script is read with, an affix is read only for the
        language named or one the detector finds in play for the text, so a shape that also
        begins words of other languages (Italian "simili", Turkish "tebaa") is not read there.
    rest_rules (Tuple[Tuple[regex.Pattern[str], str], ...]): Rewritings of a rest the word list
        does not know into the word it is derived from, as spaCy's lemmatizer rules rewrite an
        ending: a rest that a rule's pattern finds is rewritten once (``regex.sub`` with the
        rule's replacement) and counts when the result is a known word. A participle or
        verbal adjective is seldom a word of the lists, its verb is: Russian "непроверенный"
        ("проверенный" -> "проверить"), Greek "ανεξέλεγκτος" ("εξέλεγκτος" -> "εξελέγχω").
    """

    pattern: AnyPattern
    known: Tuple[str, ...] = ()
    not_verb_forms: bool = False
    ignore_marks: bool = False
    unknown_rest_counts: bool = False
    shape_only: bool = False
    rest_rules: Tuple[Tuple[AnyPattern, str], ...] = ()

    @functools.cached_property
    def unmarked_pattern(self) -> "regex.Pattern[str]":
        """``pattern`` with the marks of its letters removed, for words typed without them
        (Icelandic "omogulegt" for "ómögulegt", Irish "mi-" for "mí-")."""
        return regex.compile(strip_marks(self.pattern.pattern), self.pattern.flags)

    def negates(self, key: str, lang: str) -> bool:
        """Whether ``key`` is a word negated by this affix."""
        match = self.pattern.fullmatch(key)
        if not match:
            # A word written without diacritics, matched by the pattern without its marks, counts
            # when its rest is a word once the marks are gone (and the word itself is none).
            if strip_marks(key) != key or self.unmarked_pattern.pattern == self.pattern.pattern:
                return False
            match = self.unmarked_pattern.fullmatch(key)
            return bool(match) and _unmarked_spelling(key, match.group("rest"), lang) and not (
                self.not_verb_forms and is_verb_form(key, lang)
            )
        # Without a word list for the language the rest cannot be checked: unsure, so the word
        # counts as negated (an elision over it is refused rather than verified).
        rest = match.group("rest")
        if self.shape_only:
            return True
        if has_known_words(lang) and not known_word(rest, lang, self.known, self.ignore_marks):
            if not (
                (self.unknown_rest_counts and not known_word(key, lang))
                or self.derived_rest(rest, lang)
                or _lemma_drops_prefix(key, match, lang, self.known)
                or _unmarked_spelling(key, rest, lang)
            ):
                return False
        return not (self.not_verb_forms and is_verb_form(key, lang))

    def derived_rest(self, rest: str, lang: str) -> Optional[str]:
        """The known word that one of :attr:`rest_rules` rewrites ``rest`` into, or None. With
        :attr:`ignore_marks` the rules read the rest without its marks (and are written so)."""
        if self.ignore_marks:
            rest = strip_marks(rest)
        for pattern, replacement in self.rest_rules:
            if pattern.search(rest):
                derived = pattern.sub(replacement, rest, count=1)
                if derived != rest and known_word(derived, lang, self.known, self.ignore_marks):
                    return derived
        return None


_Loader = TypeVar("_Loader", bound=Callable[..., Any])
_PAUSE_LOCK = threading.Lock()
_pause = {"depth": 0, "resume": False}  # loaders running now; whether the collector was on before


def loads_tables(func: _Loader) -> _Loader:
    """Run ``func`` (a loader of word tables) with Python's cyclic garbage collector paused.

    Loading a language's tables allocates millions of objects, and every full collection
    that the allocations trigger walks every set of words already loaded (several millions
    of strings once a few languages are in): measured on the word tables of spacy-lookups-data,
    collections took 30% to 70% of loading one more language. The loaders make no reference
    cycles worth collecting meanwhile; the collector is switched back on (when it was on)
    once the outermost loader returns, in whichever thread. Put it under ``lru_cache``, so
    that a cached answer does not pause anything.
    """

    @functools.wraps(func)
    def paused(*args: Any, **kwargs: Any) -> Any:
        with _PAUSE_LOCK:
            if _pause["depth"] == 0:
                _pause["resume"] = gc.isenabled()
                gc.disable()
            _pause["depth"] += 1
        try:
            return func(*args, **kwargs)
        finally:
            with _PAUSE_LOCK:
                _pause["depth"] -= 1
                if _pause["depth"] == 0 and _pause["resume"]:
                    gc.enable()

    return cast(_Loader, paused)


def _lemma_drops_prefix(key: str, match: "regex.Match[str]", lang: str, known: Tuple[str, ...]) -> bool:
    """Whether the lemma table reads ``key`` as its prefix plus another word: its lemma lacks the
    prefix and is the lemma of the rest, or begins as the rest does (Czech "nevzpírala" ->
    "vzpírat", "nerozluštěná" -> "rozluštěný": the table holds the negated form, not its rest).
    Superlative "nej-" ("nejhlubším" -> "hluboký") and words of their own ("nést") keep a
    lemma that does not begin as the rest does, or begins with the prefix. An affix limited to
    some parts of speech asks the lemma to be one of them."""
    start = match.start("rest")
    if start == 0:
        return False  # a suffix: its words keep their own lemma
    lemma = _lemma_of(lang).get(key)
    if not lemma:
        return False
    prefix, rest, bare_lemma = strip_marks(key[:start]), strip_marks(match.group("rest")), strip_marks(lemma)
    if bare_lemma.startswith(prefix) or (known and not known_word(lemma, lang, known)):
        return False
    return _lemma_of(lang).get(match.group("rest")) == lemma or (len(rest) >= 3 and rest[:3] == bare_lemma[:3])


def _unmarked_spelling(key: str, rest: str, lang: str) -> bool:
    """Whether ``key`` is a negated word written without its diacritics (Croatian "nemoguce" for
    "nemoguće"): it has no combining marks, is not a word of the language as written, and its
    rest is a word once both sides lose their marks. Only languages that write marks at all."""
    if not key.isascii() and strip_marks(key) != key:
        return False
    # A rest of three letters or fewer, stripped of its marks, is too often some short word
    # ("sló" makes the name "Oslo" an Icelandic "ó-" + "slo"): such a spelling is not read.
    if len(rest) < 4:
        return False
    return not known_word(key, lang) and strip_marks(rest) in _unmarked_known_words(lang)


@functools.lru_cache(maxsize=None)
@loads_tables
def _unmarked_known_words(lang: str) -> FrozenSet[str]:
    """Every word :func:`known_word` knows for ``lang`` (of any part of speech), without
    combining marks: the word list already read for :func:`known_word`, stripped in one pass.
    Read from the table cache (:mod:`~spacy_quoteverify.lang.tablecache`) when it holds it."""
    return tablecache.cached(f"unmarked_known_words-{lang}", frozenset, lambda: _build_unmarked_known_words(lang))


def _build_unmarked_known_words(lang: str) -> FrozenSet[str]:
    """:func:`_unmarked_known_words` built from the word lists (not the cache)."""
    code = _simplemma_code(lang)
    words = set(_word_forms(lang) if code is not None else _known_words(lang))
    also = _simplemma_dictionary(lang)
    if code is None and also is not None:  # known_word asks simplemma's dictionary too
        words |= _keys(_simplemma_dictionaries().get_dictionary(also).keys())
    joined = "\n".join(words)
    if lang in TRANSLITERATED:
        # Written in Latin letters too: Serbian "nemoguce" is "немогуће" without the marks of
        # its Latin spelling (ć), which the Cyrillic letter (ћ) does not have.
        joined += "\n" + to_latin(joined, TRANSLITERATED[lang])
    return frozenset(strip_marks_lines(joined).split("\n"))


@loads_tables
def _lookups_table(lang: str, table: str) -> Dict[str, object]:
    """One table of spacy-lookups-data ({} when the package or the table is missing)."""
    import gzip

    spec = importlib.util.find_spec("spacy_lookups_data")
    if spec is None or not spec.submodule_search_locations:
        return {}
    path = Path(list(spec.submodule_search_locations)[0]) / "data" / f"{lang}_{table}.json.gz"
    if not path.is_file():
        return {}
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        data = json.load(fh)
    return data if isinstance(data, dict) else {}


def _key_list(words: List[str]) -> List[str]:
    """:func:`word_key` of each word, in order. Every step of ``word_key`` reads characters in
    place (NFC never composes across a line break), so the words are keyed as one text joined by
    line breaks and split again: one call instead of hundreds of thousands."""
    if any("\n" in w for w in words):
        return [word_key(w) for w in words]
    keyed = word_key("\n".join(words)).split("\n") if words else []
    if len(keyed) != len(words):  # pragma: no cover - a fold that removed or added a line break
        return [word_key(w) for w in words]
    return keyed


def _keys(words: Iterable[object]) -> set:
    """:func:`word_key` of each word lower-cased, for many words at once (the tables hold up
    to a million entries).

    The words go through :func:`word_key`'s steps together, as one text with a line break
    between words: each step reads a character alone, or (normalization, the final sigma of
    lower-casing) stops at a line break as at the end of a text, so the lines come out as
    each word's key (tests compare with :func:`word_key` word by word).
    """
    texts = [w if isinstance(w, str) else str(w) for w in words]
    if not texts:
        return set()
    joined = "\n".join(texts)
    if joined.count("\n") != len(texts) - 1:  # a word holding a line break: one by one
        return {word_key(w.lower()) for w in texts}
    return set(_word_keys_joined(joined.lower()).split("\n"))


def _distinct(values: Iterable[object]) -> List[str]:
    """The distinct texts of ``values`` (each as :func:`_keys` reads it, ``str`` of a non-text),
    in first-seen order. A lemma table's values repeat each lemma once per form (Portuguese:
    825,000 forms of 84,000 lemmas): keying each once gives the same set in a fraction of the time."""
    return list(dict.fromkeys(v if isinstance(v, str) else str(v) for v in values))


def _word_keys_joined(text: str) -> str:
    """:func:`word_key`'s steps on a text of words (the ASCII shortcut aside)."""
    text = _fold_key_marks(nfc_lines(text).lower().replace("i\u0307", "i"))
    return nfc_lines(_OPTIONAL_MARKS.sub("", text))


@functools.lru_cache(maxsize=1)
def _nfc_unsure_table() -> "np.ndarray":
    """Code point -> whether it is in :data:`charclasses.NFC_UNSURE` (a table: a ``[...]`` class
    of its two thousand characters in many ranges reads a text slower than NFC itself)."""
    table = np.zeros(0x110000, dtype=bool)
    table[[ord(c) for c in charclasses.NFC_UNSURE]] = True
    return table


#: Characters read at a time by :func:`nfc_lines` (bounds its code point arrays).
_NFC_BLOCK = 1 << 20


def nfc_lines(text: str) -> str:
    """``unicodedata.normalize("NFC", text)`` for a text of many lines (words joined by line breaks),
    normalizing only the lines that hold a character of :data:`charclasses.NFC_UNSURE`.

    ``normalize`` runs its quick check on the whole text and, when any one character makes it
    unsure (a stress mark in one word of a million), normalizes all of it: a second or more
    on a language's word list. A line break composes with nothing and reorders nothing, so
    each line's normal form is found alone; a line without an unsure character is already in
    NFC (its quick check answers Yes). Tests compare with ``normalize`` on texts of every script.
    """
    if "\n" not in text or text.isascii():  # one word, or nothing to gain
        return unicodedata.normalize("NFC", text)
    table = _nfc_unsure_table()
    hits: List[int] = []
    for lo in range(0, len(text), _NFC_BLOCK):
        block = text[lo : lo + _NFC_BLOCK]
        cps = np.frombuffer(block.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
        hits.extend((np.flatnonzero(table[cps]) + lo).tolist())
        if len(hits) > len(text) // 64:  # unsure almost everywhere: one call is as quick
            return unicodedata.normalize("NFC", text)
    parts: List[str] = []
    pos = 0
    for at in hits:
        if at < pos:
            continue  # in a line already normalized
        start = text.rfind("\n", pos, at) + 1
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        parts.append(text[pos:start])
        parts.append(unicodedata.normalize("NFC", text[start:end]))
        pos = end
    parts.append(text[pos:])
    return "".join(parts)


def strip_marks_lines(text: str) -> str:
    """:func:`strip_marks` of each line of a text of many lines (see :func:`nfc_lines`)."""
    return nfc_lines(_COMBINING.sub("", unicodedata.normalize("NFD", text)))


def _fold_key_marks(text: str) -> str:
    """``text.translate(_KEY_FOLD)``: each distinct character of the table found in the text
    replaced at once (``str.translate`` looks every character of a text that is not ASCII up
    in the table, hundreds of nanoseconds each). The table maps to characters it leaves as
    they are, so the order of replacement does not matter."""
    for ch in set(_KEY_FOLD_RE.findall(text)):
        text = text.replace(ch, _KEY_FOLD[ord(ch)] or "")
    return text


#: A set of words kept for the life of the process: the keys of a dict whose values are None as
#: built, or a :class:`~spacy_quoteverify.lang.tablecache.WordMap` read from the table cache.
Words = Mapping[str, None]


def word_set(words: Iterable[str]) -> Dict[str, None]:
    """``words`` as a :data:`Words` (``in``, ``len`` and iteration as a set's, in first-seen order).

    The word tables are kept as dicts, not sets, for Python's cyclic garbage collector: it
    tracks every set, and each full collection walks every entry of each one, while a dict
    holding only strings is not tracked at all (CPython untracks it). With the word lists of
    a few languages loaded (7 million words in the benchmark's pipeline), one full collection
    took 0.6 to 0.8 s of CPU as sets, and a long-running pipeline meets one every few hundred
    answers (tests check that the tables stay untracked). A process that reads a table from the
    table cache holds none of its words: they stay in the mapped file.
    """
    return dict.fromkeys(words)


@functools.lru_cache(maxsize=None)
@loads_tables
def _known_words(lang: str, parts_of_speech: Tuple[str, ...] = ()) -> Words:
    """A language's words of some parts of speech (all words when none), in key form.

    Read from spacy-lookups-data: the lemma index (lemmas per part of speech; :func:`known_word`
    maps an inflected form to its lemma), the lookup tables split per part of speech (Italian,
    Polish), or, for all words, the lemma lookup and the lexeme norms. Only the tables a
    question needs are read (Polish holds a gigabyte of forms), on first use, or the built list
    from the table cache (:mod:`~spacy_quoteverify.lang.tablecache`) when it holds it.
    """
    name = f"known_words-{lang}-{'+'.join(parts_of_speech)}"
    return tablecache.cached(name, dict, lambda: _build_known_words(lang, parts_of_speech))


def _build_known_words(lang: str, parts_of_speech: Tuple[str, ...]) -> Words:
    """:func:`_known_words` built from spacy-lookups-data's tables (not the cache)."""
    if parts_of_speech:
        split = [_lookups_table(lang, f"lemma_lookup_{pos}") for pos in parts_of_speech]
        if any(split):
            words: set = set()
            for table in split:
                words |= _keys(table) | _keys(_distinct(table.values()))
            return word_set(words)
        index = _lookups_table(lang, "lemma_index")
        lemmas: set = set()
        for pos in parts_of_speech:
            entries = index.get(pos, ())
            if not isinstance(entries, Iterable):
                raise ValueError(f"{lang} lemma_index: the entry of {pos!r} is not a list")
            lemmas |= _keys(entries)
        return word_set(lemmas)
    words = set()
    for table in (_lookups_table(lang, "lemma_lookup"), _lookups_table(lang, "lexeme_norm")):
        words |= _keys(table) | _keys(_distinct(table.values()))
    index = _lookups_table(lang, "lemma_index")
    for listed in index.values():
        if isinstance(listed, list):
            words |= _keys(listed)
    return word_set(words)


@functools.lru_cache(maxsize=None)
@loads_tables
def _known_lemmas(lang: str) -> Words:
    """The lemmas of a language's lemma lookup table (its stems: Turkish "ilaç")."""
    return tablecache.cached(f"known_lemmas-{lang}", dict, lambda: _build_known_lemmas(lang))


def _build_known_lemmas(lang: str) -> Words:
    """:func:`_known_lemmas` built from the lemma lookup table (not the cache)."""
    return word_set(_keys(_distinct(w for v in _lookups_table(lang, "lemma_lookup").values() for w in _lemmas_in(v))))


def _lemmas_in(value: object) -> List[str]:
    """The lemmas of a lemma table's value: spacy-lookups-data stores one text, or (French,
    Catalan) a list of them ("suis": ["être", "suivre"])."""
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [str(value)]


#: spaCy's codes of the languages that simplemma files under another code (one Serbo-Croatian
#: dictionary serves Croatian, Serbian and Bosnian).
_SIMPLEMMA_CODES = {"hr": "hbs", "sr": "hbs", "bs": "hbs"}


#: Fewer words than this in spacy-lookups-data's tables of a language is no word list: the
#: Norwegian Bokmål lookup holds only the 1,500 exceptions of its rule-based lemmatizer
#: ("vanlig" is not in it), Tagalog's a dozen entries; the word lists hold 45,000 words or more.
WORD_LIST_SIZE = 10000


@functools.lru_cache(maxsize=None)
def _simplemma_dictionary(lang: str) -> Optional[str]:
    """simplemma's code for ``lang`` when simplemma has a dictionary for it, else None."""
    from simplemma.strategies.dictionaries.dictionary_factory import SUPPORTED_LANGUAGES

    code = _SIMPLEMMA_CODES.get(lang, lang)
    return code if code in SUPPORTED_LANGUAGES else None


@functools.lru_cache(maxsize=None)
def _simplemma_code(lang: str) -> Optional[str]:
    """simplemma's code for ``lang`` when spacy-lookups-data has no word list for it (no tables,
    or fewer than :data:`WORD_LIST_SIZE` words) and simplemma has a dictionary (Slovak,
    Ukrainian, Bulgarian, Finnish, Estonian, Norwegian...), else None."""
    if len(_known_words(lang)) >= WORD_LIST_SIZE:
        return None
    return _simplemma_dictionary(lang)


def has_known_words(lang: str) -> bool:
    """Whether a word list for ``lang`` is held: spacy-lookups-data's, or simplemma's where
    spacy-lookups-data has none."""
    return bool(_known_words(lang)) or _simplemma_code(lang) is not None


@functools.lru_cache(maxsize=None)
def has_form_table(lang: str) -> bool:
    """Whether spacy-lookups-data holds a table of ``lang``'s inflected forms (its lemma lookup,
    form -> lemma) and a word list of at least :data:`WORD_LIST_SIZE` words: a list that knows
    the words of the language's running text, so that a text whose words it mostly does not know
    is not confidently in that language (:func:`negation.unfamiliar_words`).

    simplemma's dictionaries, which serve the affix checks of languages spacy-lookups-data
    has no words for, do not count: measured on the real sentences of the tests' pools, the
    Latvian, Albanian, Hebrew, Arabic and Malay ones leave a third or more of the words of one
    sentence in five unknown (technical words, prefixed forms), as a form table does for
    sentences of a neighbouring language.

    >>> has_form_table("es"), has_form_table("lv"), has_form_table("nb")
    (True, False, False)
    """
    spec = importlib.util.find_spec("spacy_lookups_data")
    if spec is None or not spec.submodule_search_locations:
        return False
    path = Path(list(spec.submodule_search_locations)[0]) / "data" / f"{lang}_lemma_lookup.json.gz"
    return path.is_file() and len(_known_words(lang)) >= WORD_LIST_SIZE


#: Languages written in Latin and Cyrillic letters alike, by the code of cyrtranslit's letter table
#: for them. Their word lists hold mostly one script (spacy-lookups-data's Serbian is Cyrillic), so a
#: word written in the other is also looked up transliterated: Serbian (and Bosnian) Latin and
#: Cyrillic correspond letter for letter, lj, nj and dž being one letter each (љ, њ, џ).
TRANSLITERATED = {"sr": "sr", "bs": "sr"}
# Put between two letters that cyrtranslit would read as one (n|j in "injekcija", d|ž in
# "nadživeti": a morpheme boundary, not the letters њ, џ) and taken out again.
_NO_DIGRAPH = "\u200b"
_DIGRAPHS = regex.compile(r"(?<=[ln])(?=j)|(?<=d)(?=ž)")


@functools.lru_cache(maxsize=None)
def _latin_table(code: str) -> Dict[int, str]:
    """cyrtranslit's letter table from Cyrillic to Latin for ``code``, as a ``str.translate`` table."""
    import cyrtranslit

    return {ord(c): latin for c, latin in cyrtranslit.TRANSLIT_DICT[code]["tolatin"].items()}


def to_latin(text: str, code: str) -> str:
    """``text`` with its Cyrillic letters written in Latin ones by cyrtranslit's table for ``code``:
    the same result as ``cyrtranslit.to_latin``, which appends one character at a time and takes
    minutes on a language's whole word list joined into one text, where ``str.translate`` takes
    a fraction of a second.

    >>> to_latin("немогуће љубав", "sr")
    'nemoguće ljubav'
    """
    return text.translate(_latin_table(code))


def other_script_spellings(key: str, lang: str) -> Tuple[str, ...]:
    """``key`` (a word in :func:`word_key` form) written in the other script of a language written
    in two (:data:`TRANSLITERATED`), or () for another language or a word of neither script.
    A Latin word gives every reading of its digraphs (lj as љ or as л + ј).

    >>> other_script_spellings("nemoguće", "sr"), other_script_spellings("немогуће", "sr")
    (('немогуће',), ('nemoguće',))
    >>> other_script_spellings("injekcija", "sr")
    ('ињекција', 'инјекција')
    """
    code = TRANSLITERATED.get(lang)
    if code is None or not key:
        return ()
    import cyrtranslit

    if regex.fullmatch(r"[\p{Script=Cyrillic}\p{M}'-]+", key):
        return (word_key(to_latin(key, code)),)
    if not regex.fullmatch(r"[\p{Script=Latin}\p{M}'-]+", key):
        return ()
    joints = [m.start() for m in _DIGRAPHS.finditer(key)][:4]  # at most 16 readings
    out = []
    for mask in range(1 << len(joints)):
        split = key
        for bit, at in reversed(list(enumerate(joints))):
            if mask >> bit & 1:
                split = split[:at] + _NO_DIGRAPH + split[at:]
        out.append(word_key(cyrtranslit.to_cyrillic(split, code).replace(_NO_DIGRAPH, "")))
    return tuple(dict.fromkeys(out))


def known_word(word: str, lang: str, parts_of_speech: Iterable[str] = (), ignore_marks: bool = False) -> bool:
    """Whether ``word`` is a word of ``lang`` by spacy-lookups-data (of one of ``parts_of_speech``
    when given). For a language that spacy-lookups-data has no tables for, simplemma's
    dictionary of word forms answers (it does not tell parts of speech apart, so affix
    patterns of those languages ask for any word). With ``ignore_marks``, the word and the
    known words are compared without combining marks (accents, diaeresis).

    >>> known_word("able", "en", ("adj",)), known_word("der", "en", ("adj",))
    (True, False)
    >>> known_word("úspešná", "sk"), known_word("úspxšná", "sk")
    (True, False)
    >>> known_word("δύνατη", "el", ("adj",)), known_word("δύνατη", "el", ("adj",), ignore_marks=True)
    (False, True)

    A language written in two scripts (:data:`TRANSLITERATED`) knows a word in either: Serbian
    "zavisan" is "зависан" of the Cyrillic word list.

    >>> known_word("zavisan", "sr")
    True
    """
    key = word_key(word)
    wanted = tuple(parts_of_speech)
    if _known_key(key, lang, wanted, ignore_marks):
        return True
    return any(_known_key(other, lang, wanted, ignore_marks) for other in other_script_spellings(key, lang))


def _known_key(key: str, lang: str, wanted: Tuple[str, ...], ignore_marks: bool) -> bool:
    """:func:`known_word` for a word in key form, in the script it is written in."""
    if ignore_marks:
        bare, words = strip_marks(key), _unmarked_words(lang, wanted)
        # Forms the form tables lack are read as spaCy's rule lemmatizer reads them: an
        # ending replaced by the lemma's ("χρηστο" -> "χρηστοσ").
        return bare in words or any(
            bare.endswith(old) and bare[: len(bare) - len(old)] + new in words
            for old, new in _unmarked_rules(lang, wanted)
        )
    code = _simplemma_code(lang)
    if code is not None:
        # spacy-lookups-data holds no words of this language; simplemma (a maintained
        # lemmatiser with dictionaries for about fifty languages) does.
        return _simplemma_known(key, code)
    if wanted == ("lemma",):
        return key in _known_lemmas(lang)
    # One cache entry per list: _known_words(lang) and _known_words(lang, ()) would be two.
    words = _known_words(lang, wanted) if wanted else _known_words(lang)
    if key in words:
        return True
    if wanted:
        # An inflected form of a lemma of that part of speech ("changed", "imposibles").
        return _lemma_of(lang).get(key, key) in words
    # Any word: simplemma's dictionary too, which holds spellings spacy-lookups-data lacks
    # (Brazilian Portuguese "ativo" beside European "activo").
    return _also_simplemma(key, lang)


def _also_simplemma(key: str, lang: str) -> bool:
    """Whether simplemma's dictionary of ``lang`` (when it has one) holds ``key``."""
    code = _simplemma_dictionary(lang)
    return code is not None and _simplemma_known(key, code)


@functools.lru_cache(maxsize=1)
def _simplemma_dictionaries():
    """simplemma's dictionaries, each read once and kept. simplemma's own ``is_known`` keeps
    eight; a check across the languages of one script reads more, and reading a dictionary
    again costs seconds.

    simplemma's trie-backed factory: the first process that needs a language decodes its
    dictionary (one to ten seconds) and saves it as a MARISA trie in simplemma's cache folder
    (``platformdirs.user_cache_dir("simplemma")``, one folder per simplemma version); every
    later process loads that file in milliseconds instead of decoding again, and holds it in a
    fraction of the memory of a dict. It answers as simplemma's default factory (the tests
    compare them word by word); a cache file that cannot be written or read is rebuilt.
    """
    from simplemma.strategies.dictionaries.dictionary_factory import SUPPORTED_LANGUAGES
    from simplemma.strategies.dictionaries.trie_dictionary_factory import TrieDictionaryFactory

    return TrieDictionaryFactory(cache_max_size=len(SUPPORTED_LANGUAGES))


@functools.lru_cache(maxsize=1)
def _simplemma_lookup():
    """simplemma's dictionary lookup over :func:`_simplemma_dictionaries`."""
    from simplemma.strategies import DictionaryLookupStrategy

    return DictionaryLookupStrategy(_simplemma_dictionaries())


def _simplemma_known(key: str, code: str) -> bool:
    """Whether simplemma's dictionary ``code`` holds the word ``key`` (as its ``is_known``)."""
    _simplemma_loaded(code)
    return _simplemma_lookup().get_lemma(key, code) is not None


@functools.lru_cache(maxsize=None)
@loads_tables
def _simplemma_loaded(code: str) -> None:
    """Load simplemma's dictionary ``code`` into :func:`_simplemma_dictionaries` (which keeps
    every one it loads) on first use, with the collector paused as for the other word tables:
    a dictionary not yet in simplemma's trie cache is decoded into millions of objects."""
    _simplemma_dictionaries().get_dictionary(code)


def strip_marks(key: str) -> str:
    """``key`` without combining marks (Unicode category Mn after canonical decomposition):
    Greek "δύνατη" -> "δυνατη"."""
    return unicodedata.normalize("NFC", _COMBINING.sub("", unicodedata.normalize("NFD", key)))


_COMBINING = regex.compile(r"\p{Mn}+")
#: The Unicode name of a Latin letter drawn as another letter with a stroke, bar or hook that
#: canonical decomposition does not separate ("LATIN SMALL LETTER L WITH STROKE"), or of a
#: dotless i: the letter named is the one a writer in haste types for it.
_DRAWN_ON_RE = regex.compile(r"LATIN (SMALL|CAPITAL) LETTER (?:DOTLESS )?(\p{Lu})(?: WITH (?!SMALL LETTER).+)?")


@functools.lru_cache(maxsize=4096)
def _typed_letter(ch: str) -> str:
    """The letter :func:`bare_letters` writes for ``ch`` (itself where there is none)."""
    m = _DRAWN_ON_RE.fullmatch(unicodedata.name(ch, ""))
    if m is None:
        return ch
    return m.group(2).lower() if m.group(1) == "SMALL" else m.group(2)


def bare_letters(key: str, drawn: bool = True) -> str:
    """``key`` as it is typed without diacritics: without its combining marks (:func:`strip_marks`)
    and with each letter that Unicode names as another letter drawn with a stroke, bar or hook,
    or as a dotless i, written as that letter (Polish "ł", Croatian and Vietnamese "đ", Danish
    "ø", Turkish "ı"), which canonical decomposition leaves whole. A letter of its own name
    ("ð", "þ", "ß", "æ") stays.

    Only the marks of the alphabets whose writers leave them out (Latin, Greek, Cyrillic, and
    the hamza, madda and vowel marks of Arabic) go: the voicing marks of Japanese kana ("で" is
    no "て" typed in haste) and the signs of other scripts' spelling are letters of their own.

    >>> bare_letters("zaprzeczyła"), bare_letters("popřel"), bare_letters("açtığını"), bare_letters("að")
    ('zaprzeczyla', 'poprel', 'actigini', 'að')
    >>> bare_letters("ψέμα"), bare_letters("デマだって")
    ('ψεμα', 'デマだって')
    """
    if key.isascii():
        return key
    bare = unicodedata.normalize("NFC", _ALPHABET_MARKS.sub(r"\1", unicodedata.normalize("NFD", key)))
    if bare.isascii() or not drawn:  # drawn=False: the letters drawn with a stroke kept ("đach")
        return bare
    return "".join(c if c.isascii() else _typed_letter(c) for c in bare)


def typed_bare(text: str) -> bool:
    """Whether ``text`` writes no letter that :func:`bare_letters` changes: typed without any of
    the diacritics a writer may leave out.

    >>> typed_bare("Nie jest prawda, ze"), typed_bare("Nie jest prawdą, że")
    (True, False)
    """
    text = unicodedata.normalize("NFC", text)
    return bare_letters(text) == text


#: A letter of an alphabet whose writers type it without its diacritics, and its combining marks
#: (after canonical decomposition), for :func:`bare_letters`.
_ALPHABET_MARKS = regex.compile(r"([\p{Latin}\p{Greek}\p{Cyrillic}\p{Arabic}])\p{Mn}+")
@functools.lru_cache(maxsize=1)
def _marked_stop_words() -> FrozenSet[str]:
    """The stop words of every language with a negation lexicon that carry a combining mark."""
    return frozenset(
        w for lang in _languages("negations") for w in _stop_words(lang) if strip_marks(w) != w
    )


#: A combining mark shared by the scripts (Script=Inherited: accents, stress marks, breathings),
#: as opposed to a sign of one script's spelling (Thai tone marks, Indic vowel signs).
_INHERITED_MARK = regex.compile(r"[\p{Mn}&&\p{Script=Inherited}]", regex.V1)


@functools.lru_cache(maxsize=None)
@loads_tables
def _unmarked_words(lang: str, parts_of_speech: Tuple[str, ...]) -> Words:
    """The words :func:`known_word` accepts for ``lang`` (of those parts of speech, inflected
    forms included), without combining marks."""
    name = f"unmarked_words-{lang}-{'+'.join(parts_of_speech)}"
    return tablecache.cached(name, dict, lambda: _build_unmarked_words(lang, parts_of_speech))


def _build_unmarked_words(lang: str, parts_of_speech: Tuple[str, ...]) -> Words:
    """:func:`_unmarked_words` built from the word lists (not the cache)."""
    if _simplemma_code(lang) is not None or not parts_of_speech:
        forms: Iterable[str] = _word_forms(lang)
    else:
        lemmas = _known_words(lang, parts_of_speech)
        forms = set(lemmas) | {form for form, lemma in _lemma_of(lang).items() if lemma in lemmas}
    return word_set(strip_marks_lines("\n".join(_key_list(sorted(forms)))).split("\n"))


@functools.lru_cache(maxsize=None)
@loads_tables
def _unmarked_rules(lang: str, parts_of_speech: Tuple[str, ...]) -> Tuple[Tuple[str, str], ...]:
    """spacy-lookups-data's lemmatizer rules (ending of a form, ending of its lemma) for those
    parts of speech, without combining marks."""
    table = _lookups_table(lang, "lemma_rules")
    rules = (
        (strip_marks(word_key(str(old))), strip_marks(word_key(str(new))))
        for pos in parts_of_speech
        for old, new in cast(List[Tuple[str, str]], table.get(pos, ()))
    )
    return tuple(dict.fromkeys(rule for rule in rules if rule[0]))


def word_forms(lang: str) -> FrozenSet[str]:
    """Every word form held for ``lang`` (in key form): spacy-lookups-data's forms and lemmas,
    or simplemma's dictionary where spacy-lookups-data has none. Empty for a language neither
    holds. The tests draw the words negated by an affix from it.
    """
    return frozenset(_word_forms(lang))


@functools.lru_cache(maxsize=None)
@loads_tables
def _word_forms(lang: str) -> Words:
    """:func:`word_forms` as kept for the process (a :data:`Words`)."""
    return tablecache.cached(f"word_forms-{lang}", dict, lambda: _build_word_forms(lang))


def _build_word_forms(lang: str) -> Words:
    """:func:`_word_forms` built from the word lists (not the cache)."""
    code = _simplemma_code(lang)
    if code is None:
        return word_set(_keys(_lemma_of(lang)).union(_known_words(lang)))
    return word_set(_keys(_simplemma_dictionaries().get_dictionary(code).keys()))


#: How many words may stand between a negation and its continuance partner (``continuance_partners``):
#: an auxiliary, a clitic pronoun and the verb ("ne l'a plus", "no se mantiene más", "non l'ho più").
CONTINUANCE_REACH = 3


#: A lemma the lemma lookup gives more forms than this is a verb. Measured on the tables of
#: spacy-lookups-data: a Portuguese verb has about sixty forms there ("informar" 61), an
#: adjective or noun at most about twenty-five (gender, number, superlatives, diminutives:
#: "novo" 23, "inadequado" 3). spacy-lookups-data has no part-of-speech index for most
#: languages, so the size of a lemma's paradigm is what tells a verb.
VERB_FORMS = 40


@functools.lru_cache(maxsize=None)
@loads_tables
def _form_counts(lang: str) -> Dict[str, int]:
    """How many forms the lemma lookup of ``lang`` gives each lemma."""
    import collections

    return dict(collections.Counter(_lemma_of(lang).values()))


def is_verb_form(word: str, lang: str) -> bool:
    """Whether the lemma lookup of spacy-lookups-data reads ``word`` as a form of a verb: its
    lemma (the word itself when the table has none) has more than :data:`VERB_FORMS` forms.
    False for a language without a lemma lookup.

    >>> is_verb_form("informado", "pt"), is_verb_form("inadequado", "pt")
    (True, False)
    """
    key = word_key(word)
    lemma = _lemma_of(lang).get(key, key)
    return _form_counts(lang).get(lemma, 0) > VERB_FORMS


#: More forms than this in the lemma lookup make a verb's lemma a form of its own (the
#: infinitive): an English verb has five forms, and "reduce" is also the present tense.
INFINITIVE_FORMS = 10
#: More forms than this make a lemma without a part of speech a verb's: an adjective of the
#: Romance lookups has up to 23 (gender, number, diminutives, superlatives: Portuguese
#: "fresco"), a verb 30 and more.
LOOKUP_VERB_FORMS = 30


def is_verb_lemma(word: str, lang: str) -> bool:
    """Whether ``word`` can only be the infinitive of a verb of ``lang``: no form of a noun by
    spaCy's part-of-speech tables (:func:`could_be`), and a verb lemma by them, or its own lemma
    in the lemma lookup whose many forms (more than :data:`LOOKUP_VERB_FORMS`) replace its
    ending (nearly all share its stem, the word less its last two letters, and most do not hold
    the word whole: "réduis", "réduit" of French "réduire"; not the case forms of a Turkish noun, "sigorta'dan", which extend the word,
    nor the compounds a word list files under a numeral); where the lookup is held, with more
    than :data:`INFINITIVE_FORMS` forms (an English base form is a present tense too). False
    where no table tells (unsure counts as no).

    >>> is_verb_lemma("reducir", "es"), is_verb_lemma("reduzir", "pt"), is_verb_lemma("réduire", "fr")
    (True, True, True)
    >>> is_verb_lemma("reduziu", "pt"), is_verb_lemma("reduce", "en"), is_verb_lemma("fresco", "pt"), is_verb_lemma("sigorta", "tr")
    (False, False, False, False)
    """
    if could_be(word, lang, "noun"):
        return False
    key = word_key(word)
    lemmas = _lemma_of(lang)
    if lemmas and _form_counts(lang).get(lemmas.get(key, key), 0) <= INFINITIVE_FORMS:
        return False
    if could_be(word, lang, "verb", as_lemma=True):
        return True
    if not lemmas or lemmas.get(key, key) != key or _form_counts(lang).get(key, 0) <= LOOKUP_VERB_FORMS:
        return False
    forms = _forms_by_lemma(lang).get(key, "").split()
    stem = key[:-2]
    return bool(forms) and len(stem) >= 2 and sum(f.startswith(stem) for f in forms) >= 0.9 * len(forms) and sum(f.startswith(key) for f in forms) < len(forms) / 2


def may_be_infinitive(word: str, lang: str) -> bool:
    """Whether ``word`` may be the infinitive of a verb of ``lang``, read where a marker at the end
    of a clause stands before it (German "zu senken", Dutch "te verlagen"; the languages of
    ``final_infinitive_markers``): :func:`is_verb_lemma`; else a verb lemma by the part-of-speech
    tables where they are held (:func:`could_be`); else a lemma whose forms in the lemma tables
    (:func:`_forms_by_lemma`) hold its present participle, which those languages make of the
    infinitive with "-d" ("senkend", "tuend", "verlagend"; no adjective's nor noun's forms do:
    "trocken", "hoch", "Garten"). A word the tables do not know is none ("zu Verzögerungen").

    >>> may_be_infinitive("senken", "de"), may_be_infinitive("sein", "de"), may_be_infinitive("verlagen", "nl")
    (True, True, True)
    >>> may_be_infinitive("trocken", "de"), may_be_infinitive("Garten", "de"), may_be_infinitive("groot", "nl")
    (False, False, False)
    """
    if is_verb_lemma(word, lang):
        return True
    listed = could_be(word, lang, "verb", as_lemma=True)
    if listed is not None:
        return listed
    forms = _forms_by_lemma(lang).get(word_key(word), "").split()
    key = word_key(word)
    return bool({word_key(f) for f in forms} & {key + "d", key[:-1] + "end"})


def is_finite_verb_form(word: str, lang: str) -> bool:
    """Whether ``word`` is an inflected form of a verb of ``lang`` by the lemma tables: a lemma
    spaCy's lemma lookup or simplemma's dictionary give it is another word,
    which may be an infinitive (:func:`may_be_infinitive`): German "ist" of "sein", "beschloss"
    of "beschließen", Dutch "besloten" of "besluiten" (a participle used as an adjective reads
    so too).

    >>> is_finite_verb_form("ist", "de"), is_finite_verb_form("beschloss", "de"), is_finite_verb_form("is", "nl")
    (True, True, True)
    >>> is_finite_verb_form("Dosis", "de"), is_finite_verb_form("senken", "de"), is_finite_verb_form("de", "nl")
    (False, False, False)
    """
    key = word_key(word)
    # The lookup and the dictionary only: the lemmatizer's rules guess too freely for a function
    # word (Dutch "het" read as a form of "heten").
    lemmas = {_lemma_of(lang).get(key, key)}
    code = _simplemma_dictionary(lang)
    if code is not None:
        _simplemma_loaded(code)
        found = _simplemma_lookup().get_lemma(key, code)
        if found:
            lemmas.add(word_key(found))
    return any(lemma != key and may_be_infinitive(lemma, lang) for lemma in lemmas)


def may_be_verb(word: str, lang: str) -> bool:
    """Whether ``word`` may be a form of a verb of ``lang`` by any of spaCy's tables: the
    part-of-speech tables do not rule it out (:func:`could_be`), or the lemma lookup reads it as
    a verb's form or infinitive (the French tables' index misses "réduire").

    >>> may_be_verb("réduire", "fr"), may_be_verb("la", "fr"), may_be_verb("the", "en")
    (True, False, False)
    """
    return could_be(word, lang, "verb") is not False or is_verb_form(word, lang) or is_verb_lemma(word, lang)


@functools.lru_cache(maxsize=None)
def _lemma_exceptions(lang: str) -> Dict[str, object]:
    """spacy-lookups-data's ``lemma_exc`` table of ``lang`` (by part of speech), read once: a
    check may ask :func:`lemma_candidates` of many words."""
    return _lookups_table(lang, "lemma_exc")


def lemma_candidates(word: str, lang: str) -> FrozenSet[str]:
    """The word itself and the lemmas spaCy's tables of ``lang`` may give it, in key form: the
    lemma lookup's, and those the rule lemmatizer's exceptions and rules give (an ending
    replaced by the lemma's, kept where the index lists the result), of any part of speech.

    >>> "vragen" in lemma_candidates("vroegen", "nl"), "undersöka" in lemma_candidates("undersökte", "sv")
    (True, True)
    >>> "rok" in lemma_candidates("latach", "pl")  # a lookup split by part of speech
    True
    """
    key = word_key(word)
    out = {key}
    lemma = _lemma_of(lang).get(key)
    if lemma:
        out.add(word_key(lemma))
    for pos in ("verb", "adj", "noun", "adv"):
        split = _split_lemma_of(lang, pos).get(key)
        if split:
            out.add(split)
        tables = _pos_tables(lang, pos)
        if tables is None:
            continue
        lemmas, _, rules = tables
        exceptions = _lemma_exceptions(lang).get(pos)
        if isinstance(exceptions, dict) and key in exceptions:
            out.update(word_key(str(v)) for v in _lemmas_in(exceptions[key]))
        out.update(stem + new for old, new in rules if key.endswith(old) and (stem := key[: len(key) - len(old)]) + new in lemmas)
    return frozenset(out)


def could_be(word: str, lang: str, pos: str, as_lemma: bool = False) -> Optional[bool]:
    """Whether ``word`` may be a form of the part of speech ``pos`` ("noun", "verb", "adj", "adv",
    "det") of ``lang``, read as spaCy's rule lemmatizer reads it from spacy-lookups-data: a
    lemma the ``lemma_index`` lists for it, a form its ``lemma_exc`` lists, or a form that one of
    its ``lemma_rules`` (an ending replaced by the lemma's) turns into a listed lemma; for a
    language whose lookup is split per part of speech (Italian), a form or lemma of that table;
    for a verb where neither is held, :func:`is_verb_form`. None where ``lang`` has none of
    these tables for ``pos`` (unsure). ``as_lemma``: only a lemma listed for ``pos`` itself (a
    noun in the singular: Dutch "kind", not "kinderen").

    >>> could_be("werkt", "nl", "verb"), could_be("kind", "nl", "verb"), could_be("kind", "nl", "noun")
    (True, False, True)
    >>> could_be("simple", "fr", "adj"), could_be("om", "sv", "noun") is None
    (True, True)
    """
    key = word_key(word)
    tables = _pos_tables(lang, pos)
    if tables is None:
        if pos == "verb" and not as_lemma and _lemma_of(lang) and VERB_FORMS < max(_form_counts(lang).values(), default=0):
            return is_verb_form(key, lang)
        return None
    lemmas, forms, rules = tables
    if as_lemma:
        return key in lemmas
    return key in lemmas or key in forms or any(key.endswith(old) and key[: len(key) - len(old)] + new in lemmas for old, new in rules)


@functools.lru_cache(maxsize=None)
@loads_tables
def _split_lemma_of(lang: str, pos: str) -> Mapping[str, str]:
    """The form -> lemma lookup of one part of speech, for a language whose lookup spacy-lookups-data
    splits by part of speech (Polish, Italian), in :func:`word_key` form; {} without one."""
    return tablecache.cached(f"split_lemma_of-{lang}-{pos}", dict, lambda: _build_split_lemma_of(lang, pos))


def _build_split_lemma_of(lang: str, pos: str) -> Dict[str, str]:
    """:func:`_split_lemma_of` built from the tables (not the cache): the forms keyed as one text,
    each lemma once (Polish: two million forms of a few hundred thousand lemmas; a call of
    :func:`word_key` per entry took twenty seconds). A form with several lemmas (Irish lists
    them) maps to the first, as in :func:`_lemma_of`."""
    table = _lookups_table(lang, f"lemma_lookup_{pos}")
    pairs = [(str(k), first[0]) for k, v in table.items() if (first := _lemmas_in(v))]
    lemmas = sorted({v for _, v in pairs})
    lemma_key = dict(zip(lemmas, _key_list(lemmas)))
    return dict(zip(_key_list([k for k, _ in pairs]), (lemma_key[v] for _, v in pairs)))


@functools.lru_cache(maxsize=None)
@loads_tables
def _split_lemmas(lang: str, pos: str) -> Container[str]:
    """The lemmas :func:`_split_lemma_of` maps forms to (a set read from the cache)."""
    return tablecache.cached(f"split_lemmas-{lang}-{pos}", frozenset, lambda: frozenset(_split_lemma_of(lang, pos).values()))


@functools.lru_cache(maxsize=None)
@loads_tables
def _pos_tables(lang: str, pos: str) -> Optional[Tuple[Container[str], Container[str], Tuple[Tuple[str, str], ...]]]:
    """The lemmas, the listed forms and the rules (form ending, lemma ending) spacy-lookups-data
    holds for ``pos`` of ``lang`` (:func:`could_be`); None without them."""
    split = _split_lemma_of(lang, pos)
    if split:
        return _split_lemmas(lang, pos), split, ()
    listed = _lookups_table(lang, "lemma_index").get(pos)
    if not isinstance(listed, list):
        return None
    exceptions = _lemma_exceptions(lang).get(pos)
    rules = _lookups_table(lang, "lemma_rules").get(pos)
    return (
        frozenset(_keys(listed)),
        frozenset(_keys(exceptions)) if isinstance(exceptions, dict) else frozenset(),
        tuple((word_key(str(old)), word_key(str(new))) for old, new in (rules if isinstance(rules, list) else ()) if old),
    )


@functools.lru_cache(maxsize=None)
@loads_tables
def _lemma_of(lang: str) -> Mapping[str, str]:
    """spacy-lookups-data's form -> lemma table of a language (keys as stored: lower case).
    Where spacy-lookups-data lists a language's lemmas by part of speech but has no form ->
    lemma table (Greek), simplemma's dictionary maps the forms, in :func:`word_key` form."""
    return tablecache.cached(f"lemma_of-{lang}", dict, lambda: _build_lemma_of(lang))


def _build_lemma_of(lang: str) -> Dict[str, str]:
    """:func:`_lemma_of` built from the tables (not the cache)."""
    table = _lookups_table(lang, "lemma_lookup")
    if table or not _lookups_table(lang, "lemma_index"):
        # A form with several lemmas maps to the first (the table's most likely one).
        return {str(k): _lemmas_in(v)[0].lower() for k, v in table.items() if _lemmas_in(v)}
    from simplemma.strategies.dictionaries.dictionary_factory import SUPPORTED_LANGUAGES

    code = _SIMPLEMMA_CODES.get(lang, lang)
    if code not in SUPPORTED_LANGUAGES:
        return {}
    forms = _simplemma_dictionaries().get_dictionary(code)
    lemmas = sorted({str(v) for v in forms.values()})
    lemma_key = dict(zip(lemmas, _key_list(lemmas)))
    return dict(zip(_key_list([str(k) for k in forms]), (lemma_key[str(v)] for v in forms.values())))


def fold_marks(text: str) -> str:
    """``text`` with apostrophes, hyphens and final sigma folded as :func:`word_key` folds them
    (before compatibility normalisation, which would split an acute accent used as apostrophe)."""
    return text.translate(_KEY_FOLD)


def word_key(word: str) -> str:
    """The form in which words are looked up: NFC, lower case, optional Arabic/Hebrew marks removed.

    A dotted capital I lowers to "i" (not "i" plus a combining dot), so Turkish capitals
    compare equal to their lower-case spelling.

    >>> word_key("DEĞİL")
    'değil'

    word (str): Any text.
    """
    if not isinstance(word, str):
        raise TypeError(must_be("word", "str", word, None))
    if word.isascii():  # already NFC, and neither a dotted I nor an optional mark is ASCII
        return word.lower().translate(_KEY_FOLD) if "`" in word else word.lower()
    return _short_word_key(word) if len(word) <= _CACHED_KEY_CHARS else _word_keys_joined(word)


#: Words up to this many characters have their keys remembered (:func:`_short_word_key`).
_CACHED_KEY_CHARS = 48


@functools.lru_cache(maxsize=1 << 16)
def _short_word_key(word: str) -> str:
    """:func:`word_key` of a word that is not ASCII. The boundary and negation rules key the
    words around every place of a piece, the same few thousand words of a source again and
    again, at several microseconds each (normalisation, lower case, mark folding)."""
    return _word_keys_joined(word)


def _check_kind(kind: str) -> None:
    if kind not in LEXICON_KINDS:
        raise ValueError(f"kind must be one of {', '.join(LEXICON_KINDS)}, got {kind!r}")


@functools.lru_cache(maxsize=None)
def _languages(kind: str) -> Tuple[str, ...]:
    folder = resources.files("spacy_quoteverify") / "data" / kind
    names = [entry.name for entry in folder.iterdir() if entry.name.endswith(".json")]
    return tuple(sorted(name[: -len(".json")] for name in names))


def available_languages(kind: str) -> List[str]:
    """Language codes that have a data file of this kind, sorted.

    kind (str): "negations" or "numbers".
    """
    _check_kind(kind)
    return list(_languages(kind))


def _canonical_lang(lang: str, kind: str) -> str:
    if not isinstance(lang, str):
        raise TypeError(must_be("lang", "str", lang, None))
    code = lang.strip().lower().replace("_", "-").split("-")[0]
    code = ALIASES.get(code, code)
    if code not in _languages(kind):
        raise ValueError(
            f"lang {lang!r} has no {kind} data; available languages: {', '.join(_languages(kind))}"
        )
    return code


def _read_json(kind: str, lang: str) -> Dict[str, object]:
    path = resources.files("spacy_quoteverify") / "data" / kind / f"{lang}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{kind}/{lang}.json must hold a JSON object, got {type(data).__name__}")
    return data


def _str_list(data: Dict[str, object], field: str, where: str) -> List[str]:
    value = data.get(field)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError(f"{where}: field {field!r} must be a list of strings, got {value!r}")
    return list(value)


def _list_field(data: Dict[str, object], field: str, where: str) -> List[object]:
    value = data.get(field, [])
    if not isinstance(value, list):
        raise ValueError(f"{where}: field {field!r} must be a list, got {value!r}")
    return value


def _str_field(data: Dict[str, object], field: str, where: str) -> str:
    value = data.get(field)
    if not isinstance(value, str):
        raise ValueError(f"{where}: field {field!r} must be a string, got {value!r}")
    return value


#: The letters of each group of :data:`charclasses.LETTER_VARIANTS`, by each of its letters.
_VARIANT_GROUPS = {c: tuple(sorted(g)) for g in charclasses.LETTER_VARIANTS for c in g}
#: Spellings of one word :func:`keyboard_spellings` writes at most (a longer word keeps its own).
_KEYBOARD_SPELLINGS_MAX = 64


def keyboard_spellings(key: str) -> List[str]:
    """``key`` and the spellings of it that another keyboard of its script types: each letter of
    a group of :data:`charclasses.LETTER_VARIANTS` written as each letter of its group (an Urdu
    "\u0646\u06c1\u06cc\u06ba" typed on an Arabic keyboard is "\u0646\u0647\u064a\u06ba"). A negation lexicon lists
    them all, so that a source typed on either keyboard has its negations read.

    >>> "\u0646\u0647\u064a\u06ba" in keyboard_spellings("\u0646\u06c1\u06cc\u06ba"), keyboard_spellings("not")
    (True, ['not'])
    """
    slots = [_VARIANT_GROUPS.get(c, (c,)) for c in key]
    count = 1
    for slot in slots:
        count *= len(slot)
    if count == 1 or count > _KEYBOARD_SPELLINGS_MAX:
        return [key]
    return ["".join(spelling) for spelling in itertools.product(*slots)]


@functools.lru_cache(maxsize=None)
def _load_negations(lang: str) -> NegationLexicon:
    data = _read_json("negations", lang)
    where = f"negations/{lang}.json"
    extra = set(data) - set(_NEGATION_FIELDS) - set(_OPTIONAL_NEGATION_FIELDS)
    if extra:
        raise ValueError(f"{where}: unknown fields {sorted(extra)}")
    _str_field(data, "source", where)

    def keys(field: str) -> List[str]:
        return [word_key(item) for item in _str_list(data, field, where)]

    def spelled(field: str) -> List[str]:  # with the spellings of the other keyboards (not for false friends)
        return [spelling for key in keys(field) for spelling in keyboard_spellings(key)]

    return NegationLexicon(
        lang=_str_field(data, "lang", where),
        name=_str_field(data, "name", where),
        scripts=tuple(_str_list(data, "scripts", where)),
        words=frozenset(spelled("words") + (spelled("unmarked_words") if "unmarked_words" in data else [])),
        # longest first, so that "כש" is tried before "כ"
        prefixes=tuple(sorted(spelled("prefixes"), key=len, reverse=True)),
        word_patterns=tuple(data_pattern(p) for p in _str_list(data, "word_patterns", where)),
        substrings=tuple(keys("substrings")),
        false_friends=frozenset(keys("false_friends")),
        affixes=tuple(_affix(item, where) for item in _list_field(data, "affixes", where)),
        # A negative verb with its complement ("failed to", "dejó de") negates as a phrase does.
        phrase_patterns=tuple(data_pattern(p) for p in (_str_list(data, "phrase_patterns", where) if "phrase_patterns" in data else []))
        + tuple(_negative_verb(item, where) for item in _list_field(data, "negative_verbs", where))
        + tuple(data_pattern(p) for p in (_str_list(data, "reportative_patterns", where) if "reportative_patterns" in data else [])),
        reportative_patterns=tuple(
            data_pattern(p) for p in (_str_list(data, "reportative_patterns", where) if "reportative_patterns" in data else [])
        ),
        tagged_lemmas=frozenset(_str_list(data, "tagged_lemmas", where) if "tagged_lemmas" in data else []),
        negating_tags=tuple(_str_list(data, "negating_tags", where) if "negating_tags" in data else []),
        non_negating_tags=tuple(_str_list(data, "non_negating_tags", where) if "non_negating_tags" in data else []),
        additive_phrases=tuple(_str_list(data, "additive_phrases", where) if "additive_phrases" in data else []),
        closing_concord=_concord(data.get("closing_concord", {}), where),
        restrictive_partners=_concord(data.get("restrictive_partners", {}), where, "restrictive_partners"),
        continuance_partners=_concord(data.get("continuance_partners", {}), where, "continuance_partners"),
        adverbs_after_negation=tuple(keys("adverbs_after_negation") if "adverbs_after_negation" in data else []),
        complementizers=frozenset(spelled("complementizers") if "complementizers" in data else []),
        infinitive_markers=frozenset(spelled("infinitive_markers") if "infinitive_markers" in data else []),
        final_infinitive_markers=frozenset(spelled("final_infinitive_markers") if "final_infinitive_markers" in data else []),
        clause_verbs=_clause_verbs(data.get("clause_verbs"), where),
        clause_nouns=_clause_verbs(data.get("clause_verbs"), where, nouns=True),
        clause_determiners=_clause_determiners(data.get("clause_verbs"), where),
        denying_forms=frozenset(
            word_key(form)
            for item in _list_field(data, "negative_verbs", where)
            if isinstance(item, dict) and not item.get("then")
            for form in item.get("forms") or item.get("lemmas") or ()
        ),
        claim_nouns=tuple(data_pattern(p) for p in (_str_list(data, "claim_nouns", where) if "claim_nouns" in data else [])),
        relative_pronouns=frozenset(keys("relative_pronouns") if "relative_pronouns" in data else []),
        denials_after=tuple(data_pattern(p, regex.IGNORECASE) for p in (_str_list(data, "denials_after", where) if "denials_after" in data else [])),
        clause_denying_forms=frozenset(
            word_key(form)
            for item in _list_field(data, "negative_verbs", where)
            if isinstance(item, dict) and _denies_clause(str(item.get("then") or ""), _str_list(data, "complementizers", where) if "complementizers" in data else [])
            for form in item.get("forms") or item.get("lemmas") or ()
        ),
    )


def _clause_verbs(item: Any, where: str, nouns: bool = False) -> FrozenSet[str]:
    """The forms of a lexicon's ``clause_verbs`` (``{"lemmas": [...], "nouns": [...], "forms": [...],
    "noun_forms": [...]}``, the forms derived from the lemma tables by
    ``scripts/build_unmarked_negations.py``), in :func:`word_key` form: every form, or with
    ``nouns`` those of the nouns alone."""
    if item is None:
        return frozenset()
    if not isinstance(item, dict) or not isinstance(item.get("lemmas"), list) or not all(isinstance(w, str) and w for w in item["lemmas"]):
        raise ValueError(f"{where}: field 'clause_verbs' must be an object with a list of lemmas")
    out: Set[str] = set()
    for field_name, lemmas in (("noun_forms", "nouns"), *(() if nouns else (("forms", "lemmas"),))):
        forms = item.get(field_name) or item.get(lemmas) or []
        if not isinstance(forms, list) or not all(isinstance(w, str) and w for w in forms):
            raise ValueError(f"{where}: field 'clause_verbs.{field_name}' must be a list of non-empty strings")
        out.update(word_key(w) for w in forms)
    return frozenset(out)


def _clause_determiners(item: Any, where: str) -> FrozenSet[str]:
    """The ``clause_verbs.determiners`` of a lexicon (in :func:`word_key` form): determiners
    that leave a noun of ``clause_verbs.nouns`` negated where a negation stands before them
    ("not find any evidence")."""
    found = item.get("determiners", []) if isinstance(item, dict) else []
    if not isinstance(found, list) or not all(isinstance(w, str) and w for w in found):
        raise ValueError(f"{where}: field 'clause_verbs.determiners' must be a list of non-empty strings")
    return frozenset(word_key(w) for w in found)


def _denies_clause(then: str, complementizers: List[str]) -> bool:
    """Whether a negative verb with complement ``then`` denies a clause: it takes none (empty),
    or ``then`` reads one of the language's ``complementizers`` right after the form, with or
    without a comma ("false that", "Mythos, dass")."""
    if not then:
        return True
    pattern = _then_pattern(then)
    return any(pattern.match(f"{sep}{word_key(comp)}") for comp in complementizers for sep in (" ", ", "))


@functools.lru_cache(maxsize=None)
def _then_pattern(then: str) -> "regex.Pattern[str]":
    """A negative verb's ``then`` compiled, read alone when the lexicons load
    (:func:`_denies_clause`, :func:`_negative_verb`): verbs of a language share a few."""
    return regex.compile(either_mark(then))


#: Parts of speech whose per-part lemma table holds a language's verbs where it has no general
#: form -> lemma table (Polish).
_VERB_TABLES = ("lemma_lookup_verb", "lemma_lookup_aux")


def verb_forms(lang: str, lemmas: Iterable[str]) -> List[str]:
    """Every form that spacy-lookups-data's lemma table of ``lang`` gives one of ``lemmas`` as
    the lemma of, with the lemmas themselves, in :func:`word_key` form and sorted: the inflected
    forms of a negative verb (``negative_verbs``), derived from the table rather than typed.
    Where spacy-lookups-data has no such table of ``lang``, simplemma's dictionary serves.

    >>> verb_forms("en", ["fail"])
    ['fail', 'failed', 'failing', 'fails']
    >>> verb_forms("sk", ["prestať"])[:4]
    ['prestal', 'prestala', 'prestali', 'prestalo']
    """
    wanted = {word_key(lemma) for lemma in lemmas}
    index = _forms_by_lemma(lang)
    found = set(wanted)
    for lemma in wanted:
        found.update(word_key(form) for form in index.get(lemma, "").split())
        found.update(word_key(form) for form in analogical_forms(lang, lemma))
    for plain, accented in _ENCLITIC_STEMS.get(lang, ()):
        found.update(form[: -len(plain)] + accented for form in list(found) if form.endswith(plain))
    return sorted(found)


#: The gerund's ending as Spanish writes it before an enclitic pronoun: the stress falls three
#: syllables from the end, and takes the accent (Real Academia Española, Ortografía 2010, 3.4.1.1:
#: "negando" + "se" -> "negándose"). The tables hold no such forms; ``then`` reads the pronoun.
_ENCLITIC_STEMS: Dict[str, Tuple[Tuple[str, str], ...]] = {
    "es": (("ando", "ándo"), ("iendo", "iéndo"), ("yendo", "yéndo")),
}


@loads_tables
def analogical_forms(lang: str, lemma: str) -> List[str]:
    """The forms of ``lemma`` (in :func:`word_key` form) that words of the same ending show in the
    tables and its own entries lack: a lemma table holds one lemma per form, so a form shared
    with another word is missing from the verb ("vägrar" is filed under the noun "vägrare"), and a
    table may simply lack forms (simplemma has no present of Greek deponents: "αρνείται"). A form
    the tables file under another word as its own is that word's (:func:`_filed_elsewhere`).

    The models are the lemmas of the tables that end as ``lemma`` does, on the longest ending
    (the whole lemma first: "neprestať" for "prestať") that gives three of them, at most
    :data:`_ANALOGY_MODELS` an ending. Each model's forms are read as an ending of the model
    exchanged for another ("hungra" -> "hungrar": "a" -> "ar"). A model serves when its
    exchanges make at least half of the forms the tables give ``lemma``, and three fifths of what
    they make are such forms: its paradigm is the lemma's (Slovak "trestať", punish, is no model
    for "prestať", stop, nor strong German "befehlen" for weak "fehlen"). A form that half of the
    serving models make is kept. A lemma with fewer than three forms in the tables
    has no paradigm to check models against, and gets none. spaCy's lookups and simplemma are
    tables of forms, not paradigms, and no inflection library covers the languages of the
    lexicons, so the paradigm is read off the tables this way.

    >>> analogical_forms("sv", "vägra")
    ['vägrar']
    >>> "αρνείται" in analogical_forms("el", "αρνούμαι"), "cessions" in analogical_forms("fr", "cesser")
    (True, False)
    """
    if not lemma or not all(ch.isalpha() or unicodedata.category(ch).startswith("M") for ch in lemma):
        return []
    index = _forms_by_lemma(lang)
    own = set(map(word_key, index.get(lemma, "").split())) | {lemma}
    if len(own) < 3:
        return []
    made_by: List[Set[str]] = []
    seen: Set[str] = set()
    for size in range(len(lemma), 1, -1):
        for model in _lemmas_ending(lang, lemma, size):
            if model in seen:
                continue
            seen.add(model)
            made = set()
            for form in map(word_key, index[model].split()):
                common = len(os.path.commonprefix([model, form]))
                dropped, added = model[common:], form[common:]
                if len(dropped) < len(lemma) and lemma.endswith(dropped):
                    made.add(lemma[: len(lemma) - len(dropped)] + added)
            agreed = len(made & own)
            if 2 * agreed >= len(own) and 5 * agreed >= 3 * len(made):
                made_by.append(made)
        if len(made_by) >= 3:
            break
    if not made_by:
        return []
    votes: Dict[str, int] = {}
    for made in made_by:
        for form in made:
            votes[form] = votes.get(form, 0) + 1
    # A form that is one of the language's function words stays theirs (Spanish "para", "for",
    # is also a form of "parar", "stop").
    kept = own | _stop_words(lang)
    least = max(1, (len(made_by) + 1) // 2)
    return sorted(
        form for form, count in votes.items() if count >= least and form not in kept and not _filed_elsewhere(index, lemma, form)
    )


def _filed_elsewhere(index: Mapping[str, str], lemma: str, form: str) -> bool:
    """``form`` is a lemma of the tables, or a form of one that it starts with (up to four letters
    cut off its end), other than ``lemma``: French "cessions" of "cession", not of "cesser";
    "niais", "dément" (adjectives); Finnish "lakkaa" of "lakka" (varnish). A lemma that starts
    with ``lemma`` and is longer than the form is a word derived from it, whose table holds the
    verb's form by mistake (Swedish "vägrar" under the noun "vägrare"): not asked."""
    for size in range(len(form), max(1, len(form) - 5), -1):
        other = form[:size]
        if other == lemma or other not in index:
            continue
        if other == form or form in {word_key(f) for f in index[other].split()}:
            return True
    return False


#: How many lemmas of one ending :func:`analogical_forms` reads.
_ANALOGY_MODELS = 40


def _lemmas_ending(lang: str, lemma: str, size: int) -> List[str]:
    """Up to :data:`_ANALOGY_MODELS` lemmas of the tables of ``lang`` other than ``lemma``, with
    letters before their last ``size`` letters, which are ``lemma``'s."""
    ends = _reversed_lemmas(lang)
    ending = lemma[-size:][::-1]
    at = bisect.bisect_left(ends, ending)
    models: List[str] = []
    while at < len(ends) and ends[at].startswith(ending) and len(models) < _ANALOGY_MODELS:
        model = ends[at][::-1]
        if model != lemma and len(model) > size:
            models.append(model)
        at += 1
    return models


@functools.lru_cache(maxsize=None)
@loads_tables
def _reversed_lemmas(lang: str) -> List[str]:
    """The lemmas of :func:`_forms_by_lemma` with three forms or more, each written backwards,
    sorted: the lemmas of one ending stand together (:func:`analogical_forms`)."""
    return sorted(lemma[::-1] for lemma, forms in _forms_by_lemma(lang).items() if forms.count(" ") >= 2)


@functools.lru_cache(maxsize=None)
@loads_tables
def _forms_by_lemma(lang: str) -> Mapping[str, str]:
    """The forms of :func:`verb_forms`' tables of ``lang`` by the key of their lemma, each lemma's
    forms joined by spaces (a form is one word), built in one pass: a lexicon asks for the forms
    of a few dozen verbs in a row, and each lemma of the tables is keyed once, not once per verb.
    Read from the table cache (:mod:`~spacy_quoteverify.lang.tablecache`) when it holds it:
    walking simplemma's Polish dictionary takes about 20 seconds."""
    return tablecache.cached(f"forms_by_lemma-{lang}", dict, lambda: _build_forms_by_lemma(lang))


def _build_forms_by_lemma(lang: str) -> Dict[str, str]:
    """:func:`_forms_by_lemma` built from the tables (not the cache)."""
    table: Dict[str, object] = dict(_lookups_table(lang, "lemma_lookup"))
    for name in _VERB_TABLES:
        table.update(_lookups_table(lang, name))
    pairs = [(str(form), lemma) for form, value in table.items() for lemma in _lemmas_in(value)]
    code = _simplemma_dictionary(lang)
    if code is not None:
        # spacy-lookups-data holds no form table of the language (Greek, Ukrainian, Slovak,
        # Finnish, Bulgarian...), or only its lemmatizer's exceptions (Norwegian), or a table
        # that misses forms (Dutch "weerlegde", the past singular of "weerleggen"): simplemma's
        # dictionary maps the forms to their lemmas as such a table does.
        _simplemma_loaded(code)
        pairs += [(str(form), str(lemma)) for form, lemma in _simplemma_dictionaries().get_dictionary(code).items()]
    lemmas = _distinct(lemma for _, lemma in pairs)
    key_of = dict(zip(lemmas, _key_list(lemmas)))
    index: Dict[str, List[str]] = {}
    for form, lemma in pairs:
        # Only words: the tables hold a few forms garbled by a wrong encoding ("trascurerã\xa0").
        if _VERB_FORM.fullmatch(form):
            index.setdefault(key_of[lemma], []).append(form)
    return {lemma: " ".join(forms) for lemma, forms in index.items()}


_VERB_FORM = regex.compile(r"\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*")


def _negative_verb(item: object, where: str) -> LazyPattern:
    """One entry of ``negative_verbs`` as a phrase pattern: any of its ``forms`` (derived from
    its ``lemmas`` by scripts/build_unmarked_negations.py) as a whole word, followed by what
    ``then`` matches (the complement that makes the verb deny it: "to", "de", "-ing"...)."""
    if (
        not isinstance(item, dict)
        or set(item) - {"lemmas", "then", "forms"}
        or not isinstance(item.get("then", ""), str)
        or not _str_list(item, "lemmas", where)
    ):
        raise ValueError(f"{where}: a negative verb must be {{'lemmas': [str], 'then': str, 'forms': [str]}}, got {item!r}")
    forms = _str_list(item, "forms", where) if "forms" in item else [word_key(w) for w in _str_list(item, "lemmas", where)]
    words = word_alternation(forms)
    then = str(item.get("then", ""))
    if not then:
        return data_pattern(rf"(?<![\p{{L}}\p{{M}}\p{{N}}-])(?:{words})(?![\p{{L}}\p{{M}}\p{{N}}])")
    # What a writer puts between the verb and the word it takes is read across: an aside between
    # commas, in brackets, a footnote, or one word with a figure after it or none ("failed again
    # to", "failed in 2019 to"), where ``then`` names its words (a complement read by its shape,
    # "-ing", is read right after the verb only). Two words are not: French "arrêtons le suspect
    # de" arrests, and does not stop.
    if not any(_then_pattern(then).match(probe) for probe in _SHAPE_PROBES):
        then = _THEN_INSERT + then
    return data_pattern(rf"(?<![\p{{L}}\p{{M}}\p{{N}}-])(?:{words}){then}")


#: What may stand between a negative verb and the word of its ``then``: an aside between commas,
#: one in brackets or a footnote, or one word and a figure (:func:`_negative_verb`).
_THEN_INSERT = (
    r"(?:\s*,[^,.;:!?\n]{1,60},|\s*\([^()\n]{1,60}\)|\s*\[[^\[\]\n]{1,30}\]|\s+[\p{L}\p{M}]+(?:\s+\p{N}[\p{N}.,]*)?)??"
)
#: Words of no language: a ``then`` that matches one reads its word by shape ("\\p{L}{2,}ing").
_SHAPE_PROBES = (" xqzvxqzv", " xqzvxqzving", " xqzvxqzvly")


def _concord(item: object, where: str, name: str = "closing_concord") -> Dict[str, FrozenSet[str]]:
    """The field ``closing_concord`` (each closing word, in every keyboard's spelling, with the
    negations it repeats), ``restrictive_partners`` (each negation word with the words that make
    it restrictive) or ``continuance_partners`` (with the words that make it "no longer")."""
    if not isinstance(item, dict) or not all(
        isinstance(k, str) and isinstance(v, list) and all(isinstance(w, str) and w for w in v) for k, v in item.items()
    ):
        raise ValueError(f"{where}: {name!r} must map each word to a list of non-empty words")
    return {
        spelling: frozenset(s for w in repeated for s in keyboard_spellings(word_key(w)))
        for closing, repeated in item.items()
        for spelling in keyboard_spellings(word_key(closing))
    }


def _affix(item: object, where: str) -> Affix:
    flags = ("not_verb_forms", "ignore_marks", "unknown_rest_counts", "shape_only")
    keys = {"pattern", "known", "rest_rules", *flags}
    if (
        not isinstance(item, dict)
        or set(item) - keys
        or not isinstance(item.get("pattern"), str)
        or not all(isinstance(item.get(flag, False), bool) for flag in flags)
    ):
        raise ValueError(
            f"{where}: an affix must be {{'pattern': str, 'known': [str], 'not_verb_forms': bool,"
            f" 'ignore_marks': bool, 'unknown_rest_counts': bool, 'shape_only': bool,"
            f" 'rest_rules': [[pattern, replacement]]}}, got {item!r}"
        )
    pattern = data_pattern(item["pattern"])
    if not regex.search(r"\(\?P?<rest>", pattern.pattern):  # read off the source: not compiled until used
        raise ValueError(f"{where}: affix pattern {item['pattern']!r} has no group named 'rest'")
    known = _str_list(item, "known", where) if "known" in item else []
    rules: List[Tuple[str, str]] = []
    for rule in _list_field(item, "rest_rules", where):
        if not (isinstance(rule, list) and len(rule) == 2 and all(isinstance(part, str) for part in rule)):
            raise ValueError(f"{where}: an affix's rest_rules must be [[pattern, replacement], ...], got {rule!r}")
        rules.append((rule[0], rule[1]))
    not_verb_forms, ignore_marks, unknown_rest_counts, shape_only = (bool(item.get(flag, False)) for flag in flags)
    return Affix(
        pattern, tuple(known), not_verb_forms, ignore_marks, unknown_rest_counts, shape_only,
        tuple((data_pattern(old), new) for old, new in rules),
    )


def negation_lexicon(lang: str) -> NegationLexicon:
    """The negation lexicon of one language.

    >>> negation_lexicon("tr").name
    'Turkish'

    lang (str): Language code ("de", "pt-BR" and "no" are accepted as "de", "pt", "nb").
    RAISES (ValueError): No lexicon for that language (the message lists the available ones).
    """
    return _load_negations(_canonical_lang(lang, "negations"))


@functools.lru_cache(maxsize=None)
def _all_negation_lexicons() -> Tuple[NegationLexicon, ...]:
    return tuple(_load_negations(lang) for lang in _languages("negations"))


def negation_lexicons_for_script(script: str) -> List[NegationLexicon]:
    """Every negation lexicon of a language written in this script.

    script (str): A Unicode script name as in ``\\p{Script=...}``, e.g. "Latin", "Han", "Hangul".
    """
    if not isinstance(script, str):
        raise TypeError(must_be("script", "str", script, None))
    return [lex for lex in _all_negation_lexicons() if script in lex.scripts]


@functools.lru_cache(maxsize=None)
def covered_scripts() -> FrozenSet[str]:
    """The scripts that at least one negation lexicon covers."""
    return frozenset(script for lex in _all_negation_lexicons() for script in lex.scripts)


@functools.lru_cache(maxsize=None)
def _script_pattern(script: str) -> "regex.Pattern[str]":
    return regex.compile(rf"\p{{Script={script}}}")


@functools.lru_cache(maxsize=4096)
def _script_of(char: str) -> Optional[str]:
    """The covered script a letter belongs to, or None when no lexicon covers it."""
    for script in sorted(covered_scripts()):
        if _script_pattern(script).match(char):
            return script
    return None


@functools.lru_cache(maxsize=256)
def _lexicons_for_scripts(scripts: FrozenSet[str]) -> Tuple[NegationLexicon, ...]:
    return tuple(lex for lex in _all_negation_lexicons() if scripts <= set(lex.scripts))


def _lexicons_covering(key: str) -> Tuple[NegationLexicon, ...]:
    if key.isascii():  # every ASCII letter is of the script of "a": one lookup instead of one per letter
        script = _script_of("a") if any(ch.isalpha() for ch in key) else None
        return _lexicons_for_scripts(frozenset((script,))) if script else ()
    scripts = set()
    for char in key:
        if charclasses.category(char).startswith("L"):
            script = _script_of(char)
            if script is None:
                return ()
            scripts.add(script)
    if not scripts:
        return ()
    return _lexicons_for_scripts(frozenset(scripts))


def is_negation_word(word: str, lang: Optional[str] = None) -> bool:
    """Whether one word negates: a listed word, a listed clitic plus a listed word, or a word
    matching one of the language's word patterns, and not a listed false friend.

    >>> is_negation_word("gelmedi", "tr"), is_negation_word("elma", "tr")
    (True, False)
    >>> is_negation_word("ולא")
    True

    word (str): A single word (surrounding spaces are ignored).
    lang (Optional[str]): Language code, or None for every lexicon whose scripts cover the word's letters.
    """
    key = word_key(word).strip()
    return bool(key) and _is_negation_key(key, lang)


@functools.lru_cache(maxsize=1 << 16)
def _is_negation_key(key: str, lang: Optional[str]) -> bool:
    """:func:`is_negation_word` of a word in :func:`word_key` form: the same few thousand words are
    asked about again and again (every word before every passage), each time through every
    lexicon of its script."""
    lexicons = (negation_lexicon(lang),) if lang is not None else _lexicons_covering(key)
    if any(key in lex.false_friends for lex in lexicons):
        return False
    # Negating affixes are recognised for a named language only: they need its word tables.
    return any(lex.matches(key, affixes=lang is not None) for lex in lexicons)


@functools.lru_cache(maxsize=64)
def _substring_matchers(
    langs: Tuple[str, ...]
) -> Tuple[Optional["regex.Pattern[str]"], Optional["regex.Pattern[str]"]]:
    """One pattern for the negating substrings of these languages and one for their false friends."""
    lexicons = [_load_negations(lang) for lang in langs]
    subs = {s for lex in lexicons for s in lex.substrings}
    if not subs:
        return None, None
    friends = {f for lex in lexicons for f in lex.false_friends}

    def alternation(items: Iterable[str]) -> "regex.Pattern[str]":
        # longest first, so that at one position the longest listed string wins
        return regex.compile("|".join(regex.escape(s) for s in sorted(items, key=lambda s: (-len(s), s))))

    return alternation(subs), (alternation(friends) if friends else None)


def find_negation_substring(text: str, lang: Optional[str] = None) -> Optional[str]:
    """The first negating character or ending in text written without spaces, or None.

    A match whose first character lies inside a listed false friend is skipped
    (非 in 非常 "very", ない in 少ない "few", อย่า in อย่าง "manner").

    >>> find_negation_substring("彼は行かない", "ja")
    'ない'
    >>> find_negation_substring("少ないです", "ja") is None
    True

    text (str): Any text.
    lang (Optional[str]): Language code, or None for every lexicon that has substrings (zh, ja, ko, th).
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, None))
    key = word_key(text)
    if lang is not None:
        langs: Tuple[str, ...] = (negation_lexicon(lang).lang,)
    else:
        langs = tuple(lex.lang for lex in _all_negation_lexicons() if lex.substrings)
    negating, friends = _substring_matchers(langs)
    if negating is None:
        return None
    friend_spans = [m.span() for m in friends.finditer(key, overlapped=True)] if friends is not None else []
    for match in negating.finditer(key, overlapped=True):
        if not any(start <= match.start() < end for start, end in friend_spans):
            return match.group()
    return None


@functools.lru_cache(maxsize=None)
def _load_words(lang: str, field: str = "words") -> Dict[str, float]:
    """The field ``words`` (or ``multiples``) of a number file, keyed, with its values."""
    data = _read_json("numbers", lang)
    words = data.get(field, {} if field == "multiples" else None)
    if not isinstance(words, dict):
        raise ValueError(f"numbers/{lang}.json: field {field!r} must be an object, got {words!r}")
    out: Dict[str, float] = {}
    for word, value in words.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"numbers/{lang}.json: value of {word!r} must be a number, got {value!r}")
        key = word_key(word)
        out[key] = float(value)
        if "'" in key:
            # The match view drops an apostrophe between letters (Ukrainian "п'ятсот" reads "пятсот").
            out.setdefault(key.replace("'", ""), float(value))
    return out


@functools.lru_cache(maxsize=None)
def _load_numbers(lang: str) -> Dict[str, float]:
    """Every number word of a number file: its ``words`` and the ``multiples`` CLDR writes as one
    word ("quinientos", "пятьсот", "femhundra"), which make one figure with the words around them."""
    return {**_load_words(lang, "multiples"), **_load_words(lang)}


#: The lists of the field ``fraction_words`` of a number file: what is written ``after`` a figure
#: or the word it counts ("and a half", "et demi", "半"), ``after_figure`` right after the figure
#: only ("odd", "y pico"), ``before`` it ("साढ़े", "halb"), and ``other_words``, words of an
#: unspaced script that start with an ``after`` entry and are no fraction (半导体).
FRACTION_SIDES: Tuple[str, ...] = ("after", "after_figure", "before", "other_words")


@functools.lru_cache(maxsize=None)
def _load_fractions(lang: str) -> Dict[str, Tuple[str, ...]]:
    data = _read_json("numbers", lang).get("fraction_words", {})
    if not isinstance(data, dict) or set(data) - set(FRACTION_SIDES):
        raise ValueError(f"numbers/{lang}.json: field 'fraction_words' must be an object with the lists {FRACTION_SIDES}, got {data!r}")
    for side, words in data.items():
        if not isinstance(words, list) or not all(isinstance(w, str) and w for w in words):
            raise ValueError(f"numbers/{lang}.json: fraction_words[{side!r}] must be a list of words, got {words!r}")
    return {side: tuple(data.get(side, ())) for side in FRACTION_SIDES}


def fraction_words(side: str = "after", lang: Optional[str] = None) -> Tuple[str, ...]:
    """The words of ``lang`` (every language's with None) that add a fraction to a figure or
    make it an approximation, as the field ``fraction_words`` of the number files lists them, by
    ``side`` (:data:`FRACTION_SIDES`): written ``after`` the figure or the word it counts ("5 and a
    half years", "5 ans et demi", "5年半", "5년 반"), ``after_figure``, right after the figure only
    ("20 odd", "20 y pico"), or ``before`` it ("साढ़े 5", "halb 5"). A figure without them is
    another figure.

    >>> "and a half" in fraction_words("after", "en"), "साढ़े" in fraction_words("before")
    (True, True)

    RAISES (ValueError): An unknown side, or no number words for that language.
    """
    if side not in FRACTION_SIDES:
        raise ValueError(f"side must be one of {FRACTION_SIDES}, got {side!r}")
    if lang is None:
        return tuple(sorted({w for code in _languages("numbers") for w in _load_fractions(code)[side]}))
    return _load_fractions(_canonical_lang(lang, "numbers"))[side]


_PLAIN_WORD_RE = regex.compile(r"[\p{L}\p{M}]{2,}")


@functools.lru_cache(maxsize=None)
def fraction_nouns(lang: Optional[str] = None) -> FrozenSet[str]:
    """The words of ``lang`` (every language's with None) that name a fraction ("half",
    "quarter", "thirds", "halbe", "demi", "pół", "половиной"), in :func:`word_key` form: the last
    word of each phrase of two words or more that :func:`fraction_words` lists ``after`` a figure
    ("and a half", "und eine halbe", "et trois quarts"), each one-word entry it lists ``before``
    one ("halb", "půl", "fél"), the ordinals that name a denominator (the field ``denominators``
    of the number files, from the CLDR's spell-out rules: "fifth", "terzi", "derde"), and the nouns
    that name one and are no ordinal (the field ``denominator_nouns``: "Drittel", "tiers", "tercios",
    "трети", "trzecie"; and those of a half: "Hälfte", "moitié", "половины"). Before a scale
    word such a word multiplies it ("half a million", "eine halbe Million"); after a figure it counts
    what the figure counts ("two thirds", "due terzi").

    >>> sorted(fraction_nouns("en"))[:6], "halbe" in fraction_nouns(), "terzi" in fraction_nouns("it")
    (['eighth', 'fifth', 'fourth', 'half', 'halves', 'ninth'], True, True)
    >>> "drittel" in fraction_nouns("de"), "tiers" in fraction_nouns("fr"), "трети" in fraction_nouns("ru")
    (True, True, True)
    >>> "hälfte" in fraction_nouns("de"), "moitié" in fraction_nouns("fr"), "половины" in fraction_nouns("ru")
    (True, True, True)
    """
    langs = _languages("numbers") if lang is None else (_canonical_lang(lang, "numbers"),)
    found = set()
    for code in langs:
        fractions = _load_fractions(code)
        for phrase in fractions["after"]:
            words = phrase.split()
            if len(words) >= 2 and _PLAIN_WORD_RE.fullmatch(words[-1]):
                found.add(word_key(words[-1].split("-")[-1]))
        for word in fractions["before"]:
            if _PLAIN_WORD_RE.fullmatch(word):
                found.add(word_key(word))
        denominators = _read_json("numbers", code).get("denominators", [])
        if not isinstance(denominators, list) or not all(isinstance(w, str) and w for w in denominators):
            raise ValueError(f"numbers/{code}.json: field 'denominators' must be a list of words, got {denominators!r}")
        found.update(word_key(w) for w in denominators)
        nouns = _read_json("numbers", code).get("denominator_nouns", [])
        if not isinstance(nouns, list) or not all(isinstance(w, str) and w for w in nouns):
            raise ValueError(f"numbers/{code}.json: field 'denominator_nouns' must be a list of words, got {nouns!r}")
        found.update(word_key(w) for w in nouns)
    return frozenset(found)


@functools.lru_cache(maxsize=None)
def ordinal_denominators(lang: Optional[str] = None) -> FrozenSet[str]:
    """The ordinals of ``lang`` (every language's with None) that name a fraction's denominator
    (the field ``denominators`` of the number files, from the CLDR's spell-out rules: "third",
    "fifth", "terzi"), in :func:`word_key` form: a fraction only where no noun follows.

    >>> "third" in ordinal_denominators("en"), "half" in ordinal_denominators("en")
    (True, False)
    """
    langs = _languages("numbers") if lang is None else (_canonical_lang(lang, "numbers"),)
    found: Set[str] = set()
    for code in langs:
        words = _read_json("numbers", code).get("denominators", [])
        if not isinstance(words, list) or not all(isinstance(w, str) and w for w in words):
            raise ValueError(f"numbers/{code}.json: field 'denominators' must be a list of words, got {words!r}")
        found.update(word_key(w) for w in words)
    return frozenset(found)


@functools.lru_cache(maxsize=None)
def _load_collectives(lang: str) -> FrozenSet[str]:
    data = _read_json("numbers", lang)
    words = data.get("collective_numerals", [])
    if not isinstance(words, list) or not all(isinstance(w, str) and w for w in words):
        raise ValueError(f"numbers/{lang}.json: field 'collective_numerals' must be a list of words, got {words!r}")
    return frozenset(word_key(w) for w in words)


def collective_numerals(lang: Optional[str] = None) -> FrozenSet[str]:
    """The collective numerals of ``lang`` (every language's with None): nouns that count in
    groups and multiply a figure written before them ("5 dozen", "5 douzaines", "5 дюжин"),
    as the field ``collective_numerals`` of the number files lists them (:func:`word_key` form).

    >>> sorted(collective_numerals("en")), "centaine" in collective_numerals()
    (['dozen', 'dozens'], True)

    RAISES (ValueError): No number words for that language (the message lists the available ones).
    """
    if lang is None:
        return frozenset().union(*(_load_collectives(code) for code in _languages("numbers")))
    return _load_collectives(_canonical_lang(lang, "numbers"))


@functools.lru_cache(maxsize=None)
def _stop_words(lang: str) -> FrozenSet[str]:
    """spaCy's stop words for a language (empty when spaCy has none)."""
    # The stop-word modules are plain data; loading the file alone avoids importing the whole
    # language package (tokenizer exceptions, lemmatizers), which costs seconds per language.
    spec = importlib.util.find_spec("spacy")
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = Path(list(spec.submodule_search_locations)[0]) / "lang" / lang / "stop_words.py"
    if not path.is_file():
        return frozenset()
    file_spec = importlib.util.spec_from_file_location(f"_quoteverify_stop_words_{lang}", path)
    if file_spec is None or file_spec.loader is None:
        return frozenset()
    module = importlib.util.module_from_spec(file_spec)
    try:
        file_spec.loader.exec_module(module)
    except Exception:  # noqa: BLE001 - a stop-word file we cannot read only weakens the filter
        return frozenset()
    return frozenset(word_key(str(w)) for w in getattr(module, "STOP_WORDS", ()))


#: A stop-word list holding more single letters than this lists the alphabet (Romanian, Slovene):
#: its letters say nothing of the words of the language.
_ALPHABET_LETTERS = 10


@functools.lru_cache(maxsize=1)
def _all_stop_words() -> FrozenSet[str]:
    words: Set[str] = set()
    for lang in _languages("negations"):
        listed = _stop_words(lang)
        letters = sum(len(w) == 1 for w in listed)
        words.update(w for w in listed if len(w) > 1 or letters <= _ALPHABET_LETTERS)
    return frozenset(words)


def stop_words(lang: str) -> FrozenSet[str]:
    """spaCy's stop words of ``lang``, as :func:`word_key` writes them (empty when spaCy has none).

    >>> "do" in stop_words("pt"), "do" in stop_words("de")
    (True, False)
    """
    return _stop_words(lang)


def stop_word_anywhere(word: str) -> bool:
    """``word`` is one of spaCy's stop words in a language with a negation lexicon ("in", "y"),
    single letters of the lists that spell out the alphabet aside.

    >>> stop_word_anywhere("in"), stop_word_anywhere("km")
    (True, False)
    """
    return word_key(word) in _all_stop_words()


def _lookups_files(suffix: str) -> Tuple[str, ...]:
    """The languages spacy-lookups-data has a table ``{lang}_{suffix}.json.gz`` for."""
    spec = importlib.util.find_spec("spacy_lookups_data")
    if spec is None or not spec.submodule_search_locations:
        return ()
    folder = Path(list(spec.submodule_search_locations)[0]) / "data"
    tail = f"_{suffix}.json.gz"
    return tuple(sorted(p.name[: -len(tail)] for p in folder.glob(f"*{tail}")))


@functools.lru_cache(maxsize=1)
def _all_adverbs() -> Words:
    """The adverbs of every language with a negation lexicon whose spacy-lookups-data tables tell
    parts of speech (a lemma index, or lookup tables split per part of speech: English, French,
    Italian, Polish, Catalan, Greek, Persian, Macedonian...), and the words that serve as adverbs
    in German, Dutch and Russian (:func:`_adverbial_words`), in key form."""
    langs = (set(_lookups_files("lemma_index")) | set(_lookups_files("lemma_lookup_adv"))) & set(_languages("negations"))
    words: set = set()
    for lang in sorted(langs):
        words |= set(_known_words(lang, ("adv",)))
    for lang in _ADVERBIAL_WORDS_OF:
        words |= set(_adverbial_words(lang))
    return word_set(words)


#: Languages whose adjectives serve as adverbs, in a form spacy-lookups-data does not file as an
#: adverb: German and Dutch use the uninflected adjective adverbially ("nicht signifikant gesenkt",
#: "niet significant verlaagd": Duden, Die Grammatik, 9th ed., adverbial use of the adjective;
#: Algemene Nederlandse Spraakkunst, 2nd ed., the adjective as adverbial adjunct), Russian the
#: short neuter form of a qualitative adjective ("не значительно снизило": Wade, A Comprehensive
#: Russian Grammar, adverbs formed from adjectives in -о, -е).
_ADVERBIAL_WORDS_OF = ("de", "nl", "ru")

#: The endings of the German strong adjective declension ("signifikante", "signifikantem"...):
#: a lemma of the form -> lemma table with all five among its forms is an adjective (a noun or a
#: verb has not all five), which German also writes as an adverb.
_GERMAN_STRONG_ENDINGS = ("e", "em", "en", "er", "es")

#: A Russian adjective lemma and the ending its adverb takes instead: -ый, -ой and -ий after a
#: velar or hushing consonant make -о ("значительный" → "значительно", "хороший" → "хорошо"),
#: the soft -ний makes -е ("крайний" → "крайне").
_RUSSIAN_ADVERB_ENDINGS = re.compile(r"(?P<stem>\w{3,}?)(?:(?P<hard>ый|ой|(?<=[гкхжшчщ])ий)|(?P<soft>(?<=н)ий))")


@functools.lru_cache(maxsize=None)
@loads_tables
def _adverbial_words(lang: str) -> Words:
    """The words of ``lang`` (one of :data:`_ADVERBIAL_WORDS_OF`) that serve as adverbs, in key
    form: Dutch adjectives (the lemma index's), German adjectives (lemmas of the form -> lemma
    table with every strong declension ending among their forms), Russian adverbs made from the
    adjective lemmas of the form -> lemma table.

    >>> "signifikant" in _adverbial_words("de"), "significant" in _adverbial_words("nl")
    (True, True)
    >>> "значительно" in _adverbial_words("ru"), "haus" in _adverbial_words("de"), "gesenkt" in _adverbial_words("de")
    (True, False, False)
    """
    return tablecache.cached(f"adverbial_words-{lang}", dict, lambda: _build_adverbial_words(lang))


def _build_adverbial_words(lang: str) -> Words:
    """:func:`_adverbial_words` built from spacy-lookups-data's tables (not the cache). A
    participle declines as an adjective but is a form of its verb, which the form -> lemma table
    says ("gesenkt" -> "senken", "gedaan" -> "doen"): it is left out, so that a passage after a
    negated verb at a clause's end ("nicht gesenkt | und die Preise stiegen") keeps its start."""
    table = _lookups_table(lang, "lemma_lookup")

    def verb_form(word: str) -> bool:
        lemmas = _lemmas_in(table.get(word, word))
        return bool(lemmas) and lemmas[0].lower() != word

    if lang == "nl":
        # Dutch files its irregular participles among the verb exceptions ("gedaan": "doen") and
        # makes the regular ones by rule: ge- + stem + -d/-t, and stem + -end (Algemene Nederlandse
        # Spraakkunst, the participles), the stem that of a verb of the lemma index.
        verbs = set(_lookups_table(lang, "lemma_index").get("verb", ()))  # type: ignore[call-overload]
        irregular = _lemma_exceptions(lang).get("verb", {})

        def participle(word: str) -> bool:
            return (
                word in irregular  # type: ignore[operator]
                or (word.endswith("end") and word[:-3] + "en" in verbs)
                or (word.startswith("ge") and word[-1:] in ("d", "t") and word[2:-1] + "en" in verbs)
            )

        return word_set(w for w in _known_words(lang, ("adj",)) if not verb_form(w) and not participle(w))
    lemmas = {w.lower() for v in table.values() for w in _lemmas_in(v)}
    if lang == "de":
        forms = {str(k).lower() for k in table}
        return word_set(_keys(
            lemma for lemma in lemmas
            if lemma.isalpha() and not verb_form(lemma) and all(lemma + ending in forms for ending in _GERMAN_STRONG_ENDINGS)
        ))
    made = set()
    for lemma in lemmas:
        m = _RUSSIAN_ADVERB_ENDINGS.fullmatch(lemma)
        if m is not None:
            made.add(m.group("stem") + ("о" if m.group("hard") else "е"))
    return word_set(_keys(made))


#: The adverb ending of the Romance languages (Latin "mente", "with a ... mind"), written onto the
#: feminine adjective: Spanish, Portuguese, Italian, Galician "claramente", "significativamente";
#: with at least four letters before it ("demente", "clemente", "semente" are no adverbs).
_ROMANCE_ADVERB_RE = re.compile(r"\w{4,}mente")


def adverb_anywhere(word: str) -> bool:
    """``word`` is an adverb of some language with a negation lexicon: listed as one by
    spacy-lookups-data (:func:`_all_adverbs`), or written with the Romance adverb ending onto a
    word ("significativamente"). Between a negation and the verb it negates an adverb changes
    nothing of whom the negation governs ("did not significantly reduce").

    >>> adverb_anywhere("significantly"), adverb_anywhere("significativamente"), adverb_anywhere("mortality")
    (True, True, False)
    """
    key = word_key(word)
    return bool(_ROMANCE_ADVERB_RE.fullmatch(key)) or key in _all_adverbs()


@functools.lru_cache(maxsize=None)
def _merged_numbers() -> Dict[str, float]:
    langs = _languages("numbers")
    order = [lang for lang in _MERGE_PRIORITY if lang in langs] + [code for code in langs if code not in _MERGE_PRIORITY]
    per_lang = {lang: _load_numbers(lang) for lang in langs}
    merged: Dict[str, float] = {}
    for lang in order:
        for word, value in per_lang[lang].items():
            if word in merged:
                continue
            # Without a language, a numeral that is an everyday function word of a major
            # language ("to" is 2 in Danish, "en" 1 in Swedish, "on" 10 in Turkish) says
            # nothing reliable, so it is left out of the merged table. English numerals stay.
            if lang != "en" and any(
                word in _stop_words(other) and word not in per_lang[other]
                for other in _MERGE_PRIORITY
                if other in per_lang and other != lang
            ):
                continue
            merged[word] = value
    return merged


def number_words(lang: Optional[str] = None) -> Dict[str, float]:
    """Number words and their values, e.g. {"twelve": 12.0, ...}; keys in :func:`word_key` form.

    With no language, every language's words are merged, except numerals that are also an
    everyday function word of a major language (spaCy's stop words), such as "to" (Danish 2);
    where two languages give one word different values, the major languages win
    ("billion" = 10^9).

    >>> number_words("en")["twelve"], number_words()["zwölf"]
    (12.0, 12.0)

    lang (Optional[str]): Language code, or None for all languages merged.
    RAISES (ValueError): No number words for that language (the message lists the available ones).
    """
    if lang is None:
        return dict(_merged_numbers())
    return dict(_load_numbers(_canonical_lang(lang, "numbers")))


@functools.lru_cache(maxsize=None)
def zero_words(lang: Optional[str] = None) -> FrozenSet[str]:
    """The number words of value 0 of ``lang`` (``data/numbers``), or of every language, in
    :func:`word_key` form: a quantity of zero before a noun denies what follows ("zero
    patients", "null Patienten", "cero pacientes"). Words of one letter are left out (Korean
    "영" is also "English", "spirit"), and so are negation words, which the negation rules read
    with their exceptions (Vietnamese "không" is "zero" and "not": "không nghi ngờ gì", no doubt).

    >>> sorted(zero_words("en")), "cero" in zero_words(), "null" in zero_words("en")
    (['zero'], True, False)
    """
    words = number_words(lang) if lang is None or lang in _languages("numbers") else {}
    return frozenset(w for w, value in words.items() if value == 0 and len(w) > 1 and not is_negation_word(w))


@functools.lru_cache(maxsize=1)
def _units_data() -> Dict[str, Any]:
    """``data/units.json``, the words written beside a figure that the CLDR lists (built by
    ``scripts/build_unit_words.py``)."""
    path = resources.files("spacy_quoteverify") / "data" / "units.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError("units.json: must be an object")
    return data


def units_by_language(field: str) -> Dict[str, Tuple[str, ...]]:
    """A field of ``data/units.json`` that lists words by language ("scale_abbreviations", "eras").

    >>> "p.n.e." in units_by_language("eras")["pl"]
    True
    """
    data = _units_data().get(field)
    if not isinstance(data, dict) or not all(isinstance(v, list) and all(isinstance(w, str) and w for w in v) for v in data.values()):
        raise ValueError(f"units.json: field {field!r} must map each language to a list of non-empty strings")
    return {lang: tuple(words) for lang, words in data.items()}


@functools.lru_cache(maxsize=None)
def or_words(lang: Optional[str] = None) -> FrozenSet[str]:
    """The word for "or" of one language, in :func:`word_key` form (``data/list_words.json``,
    from the CLDR list patterns: "or", "oder", "ou", "veya", "または"); empty for a language the
    CLDR gives none; with ``lang`` None, every language's. One language's is what a text of it
    reads: the word is another's preposition (Dutch "of" is English "of").

    >>> sorted(or_words("de")), sorted(or_words("tr")), "of" in or_words("en"), "of" in or_words()
    (['oder'], ['veya'], False, True)
    """
    return _list_words("or", lang)


@functools.lru_cache(maxsize=None)
def and_words(lang: Optional[str] = None) -> FrozenSet[str]:
    """The word for "and" of one language, in :func:`word_key` form (``data/list_words.json``,
    from the CLDR's "and" list patterns: "and", "und", "и"); empty for a language the CLDR gives
    none; with ``lang`` None, every language's.

    >>> sorted(and_words("ru")), sorted(and_words("de")), "en" in and_words("fr")
    (['и'], ['und'], False)
    """
    return _list_words("and", lang)


def languages_with_list_words() -> Tuple[str, ...]:
    """The languages ``data/list_words.json`` gives a word for "or" or "and" of.

    >>> "de" in languages_with_list_words()
    True
    """
    return tuple(sorted(set(_languages_words("list_words.json", "and")) | set(_languages_words("list_words.json", "or"))))


def _list_words(kind: str, lang: Optional[str]) -> FrozenSet[str]:
    if lang is None:
        return frozenset(word_key(w) for w in _words_of_languages("list_words.json", kind))
    code = lang.strip().lower().replace("_", "-").split("-")[0]
    code = ALIASES.get(code, code)
    return frozenset(word_key(w) for w in _languages_words("list_words.json", kind).get(code, ()))


def _words_of_languages(name: str, field: str) -> List[str]:
    """Every word of a field of a CLDR-derived file of ``data/`` that maps each language to
    its words (``list_words.json``, ``sign_words.json``)."""
    return [w for words in _languages_words(name, field).values() for w in words]


@functools.lru_cache(maxsize=8)
def _languages_words(name: str, field: str) -> Dict[str, Tuple[str, ...]]:
    """A field of such a file: each language's words."""
    path = resources.files("spacy_quoteverify") / "data" / name
    data = json.loads(path.read_text(encoding="utf-8")).get(field)
    if not isinstance(data, dict) or not all(isinstance(v, list) and all(isinstance(w, str) and w for w in v) for v in data.values()):
        raise ValueError(f"{name}: field {field!r} must map each language to a list of non-empty strings")
    return {lang: tuple(words) for lang, words in data.items()}


@functools.lru_cache(maxsize=1)
def per_words() -> Tuple[str, ...]:
    """The word written between a unit and the unit it is counted per, every language's
    (``data/units.json``, the CLDR long compound-unit pattern "per": "per", "pro", "par", "ανά").

    >>> "pro" in per_words(), "ανά" in per_words()
    (True, True)
    """
    return tuple(sorted({w for words in units_by_language("per").values() for w in words}))


@functools.lru_cache(maxsize=1)
def unit_symbols() -> Tuple[str, ...]:
    """The symbols of the measurement units in every language's CLDR short and narrow unit
    patterns, as written ("kg", "km/h", "мг"; ``data/units.json``).

    >>> "kg" in unit_symbols(), "мг" in unit_symbols()
    (True, True)
    """
    data = _units_data().get("unit_symbols")
    if not isinstance(data, list) or not all(isinstance(w, str) and w for w in data):
        raise ValueError("units.json: field 'unit_symbols' must be a list of non-empty strings")
    return tuple(data)


@functools.lru_cache(maxsize=1)
def per_durations() -> Dict[str, FrozenSet[str]]:
    """For each word for "per" (:func:`per_words`, in :func:`word_key` form), the names of the
    duration units of the languages that write it, every width, of two letters or more, in
    :func:`word_key` form without a full stop (``data/units.json``, from the CLDR: "day", "hr",
    "tag", "std"): a figure counted per one of them says how often ("5 mg per day"). One
    letter ("d", "g" for the Italian giorno) is as often another unit ("g", "l").

    >>> "day" in per_durations()["per"], "kg" in per_durations()["per"], "tag" in per_durations()["pro"]
    (True, False, True)
    """
    durations = units_by_language("per_durations")
    out: Dict[str, Set[str]] = {}
    for lang, words in units_by_language("per").items():
        names = {word_key(w.rstrip(".")) for w in durations.get(lang, ())}
        for word in words:
            out.setdefault(word_key(word), set()).update(n for n in names if len(n) >= 2)
    return {word: frozenset(names) for word, names in out.items()}


@functools.lru_cache(maxsize=1)
def scale_abbreviations() -> FrozenSet[str]:
    """The abbreviations of a scale word in the CLDR compact number formats of every language
    (``data/units.json``: "tys.", "tis.", "milj.", "Mln", "млд"), in :func:`word_key` form without
    their full stop. They are read in any case, as the match view folds it.

    >>> "tys" in scale_abbreviations(), "mln" in scale_abbreviations(), "mr" in scale_abbreviations()
    (True, True, False)
    """
    return frozenset(word_key(w.rstrip(".")) for words in units_by_language("scale_abbreviations").values() for w in words)


@functools.lru_cache(maxsize=1)
def era_names() -> Tuple[str, ...]:
    """The names of the two Gregorian eras in every language, as the CLDR writes them ("BC",
    "BCE", "AD", "v. Chr.", "до н. э.", "p.n.e.", "紀元前", "公元前"), from ``data/units.json``,
    longest first.

    >>> "BCE" in era_names(), "v. Chr." in era_names(), "公元前" in era_names()
    (True, True, True)
    """
    return tuple(sorted({w for words in units_by_language("eras").values() for w in words}, key=len, reverse=True))


@functools.lru_cache(maxsize=1)
def eras_after_epoch() -> Tuple[str, ...]:
    """The names of the Gregorian era after the epoch in every language, as the CLDR writes them
    ("AD", "CE", "n. Chr.", "н. э."), from ``data/units.json``, longest first: a year written with
    one says what it says without it.

    >>> "AD" in eras_after_epoch(), "n. Chr." in eras_after_epoch(), "BC" in eras_after_epoch()
    (True, True, False)
    """
    data = _units_data().get("eras_after_epoch")
    if not isinstance(data, list) or not all(isinstance(w, str) and w for w in data):
        raise ValueError("units.json: field 'eras_after_epoch' must be a list of non-empty strings")
    return tuple(sorted(data, key=len, reverse=True))


@functools.lru_cache(maxsize=1)
def percent_words() -> Dict[str, Tuple[str, ...]]:
    """Percent, per mille and per ten thousand as words, by the side of the figure they are
    written on: ``{"after": ("percent", "prozent", "процентов", ...), "before": ("yüzde", ...)}``,
    lower case, from the CLDR long unit names in ``data/units.json``, the abbreviations no CLDR
    data names (:func:`percent_abbreviations`: "pct", "Proz."), and the points a difference of percents is counted in
    (:func:`point_words`: "percentage points", "puntos porcentuales", "Basispunkte", "个百分点").

    >>> "pour cent" in percent_words()["after"], "yüzde" in percent_words()["before"]
    (True, True)
    >>> "puntos porcentuales" in percent_words()["after"], "basis points" in percent_words()["after"]
    (True, True)
    """
    data = _units_data().get("percent")
    if not isinstance(data, dict) or not all(isinstance(data.get(k), list) for k in ("after", "before")):
        raise ValueError("units.json: field 'percent' must be an object with the lists 'after' and 'before'")
    points = tuple(w for w in point_words() + percent_abbreviations() if w not in data["after"])
    return {"after": tuple(data["after"]) + points, "before": tuple(data["before"])}


@functools.lru_cache(maxsize=1)
def percent_abbreviations() -> Tuple[str, ...]:
    """The abbreviations of percent that the CLDR does not name, every language's, lower case
    (``data/point_words.json``'s ``percent_abbreviations``: "pct", "p.c.", "Proz.", "v. H.", "проц.").

    >>> "proz." in percent_abbreviations(), "проц." in percent_abbreviations()
    (True, True)
    """
    path = resources.files("spacy_quoteverify") / "data" / "point_words.json"
    data = json.loads(path.read_text(encoding="utf-8")).get("percent_abbreviations", {})
    if not isinstance(data, dict) or not all(isinstance(ws, list) and all(isinstance(w, str) and w for w in ws) for ws in data.values()):
        raise ValueError("point_words.json: field 'percent_abbreviations' must map languages to lists of words")
    return tuple(sorted({w.lower() for ws in data.values() for w in ws}))


@functools.lru_cache(maxsize=None)
def point_words(lang: Optional[str] = None) -> Tuple[str, ...]:
    """The percentage points and basis points as words written after a figure, in ``lang`` or
    every language's (None), lower case (``data/point_words.json``: "percentage points", "bps",
    "points de pourcentage", "punti percentuali", "punkty procentowe", "процентных пункта", "puan",
    "个百分点"). A figure counted in points is another amount than one in percent, and the nouns
    belong to the figure as a percent sign does: "rose 2" is not in "rose 2 percentage points".

    >>> "punti percentuali" in point_words(), "bps" in point_words("en"), "puan" in point_words("en")
    (True, True, False)
    """
    path = resources.files("spacy_quoteverify") / "data" / "point_words.json"
    data = json.loads(path.read_text(encoding="utf-8")).get("after")
    if not isinstance(data, dict) or not all(
        isinstance(words, list) and all(isinstance(w, str) and w and w == w.lower() for w in words) for words in data.values()
    ):
        raise ValueError("point_words.json: 'after' must map languages to lists of non-empty lower-case words")
    langs = [_language_code(lang)] if lang else sorted(data)
    return tuple(sorted({w for code in langs for w in data.get(code, ())}))


@functools.lru_cache(maxsize=None)
def percent_names(sign: str, lang: Optional[str] = None) -> Tuple[str, ...]:
    """The long names written after a figure for ``sign`` (percent "%", per mille "\u2030", per
    ten thousand "\u2031") in ``lang``, every CLDR locale of it ("percent", "per cent"), or in
    every language when ``lang`` is None; lower case, from ``data/units.json`` (field
    ``percent_names``). A figure with the sign and one with such a name are one amount; a name of
    another sign is another amount ("per mille" is not "%").

    >>> percent_names("%", "en"), percent_names("%", "de")
    (('per cent', 'percent'), ('prozent',))
    >>> "por ciento" in percent_names("%"), "per mille" in percent_names("%")
    (True, False)
    """
    data = _units_data().get("percent_names")
    if not isinstance(data, dict):
        raise ValueError("units.json: field 'percent_names' must map languages to signs to sides to lists")
    langs = [lang.split("-")[0].split("_")[0].lower()] if lang else sorted(data)
    found: Set[str] = set()
    for code in langs:
        found.update((data.get(code) or {}).get(sign, {}).get("after", ()))
    return tuple(sorted(found))


@functools.lru_cache(maxsize=1)
def si_prefixes() -> Tuple[str, ...]:
    """The SI and binary prefixes written before a unit symbol ("k", "M", "\u00b5", "Ki"), from the
    CLDR compound-unit patterns (``data/units.json``, field ``si_prefixes``).

    >>> "p" in si_prefixes(), "Mi" in si_prefixes()
    (True, True)
    """
    data = _units_data().get("si_prefixes")
    if not isinstance(data, list) or not all(isinstance(w, str) and w for w in data):
        raise ValueError("units.json: field 'si_prefixes' must be a list of non-empty strings")
    return tuple(data)


@functools.lru_cache(maxsize=1)
def si_units() -> Tuple[str, ...]:
    """The symbols of the units an SI prefix is put on ("g", "m", "N", "Pa", "L"), from the
    CLDR's unit conversion data (``data/units.json``, field ``si_units``).

    >>> "N" in si_units(), "Pa" in si_units(), "ft" in si_units()
    (True, True, False)
    """
    data = _units_data().get("si_units")
    if not isinstance(data, list) or not all(isinstance(w, str) and w for w in data):
        raise ValueError("units.json: field 'si_units' must be a list of non-empty strings")
    return tuple(data)


@functools.lru_cache(maxsize=1)
def prefixed_units() -> FrozenSet[str]:
    """Every SI unit symbol with an SI or binary prefix on it ("pN", "kPa", "µL", "MiB"), as
    written, but those that are a function word of some language ("as", "am"): a prefix
    changed is another amount, whether the CLDR lists the prefixed unit or not.

    >>> "pN" in prefixed_units(), "µL" in prefixed_units(), "as" in prefixed_units()
    (True, True, False)
    """
    return frozenset(p + u for p in si_prefixes() for u in si_units() if not stop_word_anywhere(p + u))


@functools.lru_cache(maxsize=1)
def _exemplar_table() -> Dict[str, Tuple[FrozenSet[str], FrozenSet[str]]]:
    path = resources.files("spacy_quoteverify") / "data" / "exemplars.json"
    data = json.loads(path.read_text(encoding="utf-8")).get("languages")
    if not isinstance(data, dict) or not all(
        isinstance(v, dict) and isinstance(v.get("main"), str) and isinstance(v.get("auxiliary"), str) for v in data.values()
    ):
        raise ValueError("exemplars.json: field 'languages' must map each language to its 'main' and 'auxiliary' letters")
    return {lang: (frozenset(v["main"]), frozenset(v["auxiliary"])) for lang, v in data.items()}


@functools.lru_cache(maxsize=1)
def cldr_letters() -> FrozenSet[str]:
    """Every letter (and mark) the main or auxiliary exemplar characters of some CLDR locale hold,
    NFC lower case (``data/exemplars.json``: the lexicon languages' and ``other_letters``). A letter
    none holds (the alef wasla of Quranic spelling, a small capital) tells no language.

    >>> "ې" in cldr_letters(), "ٱ" in cldr_letters()
    (True, False)
    """
    path = resources.files("spacy_quoteverify") / "data" / "exemplars.json"
    others = json.loads(path.read_text(encoding="utf-8")).get("other_letters")
    if not isinstance(others, str):
        raise ValueError("exemplars.json: field 'other_letters' must be a string")
    return frozenset(others).union(*(main | auxiliary for main, auxiliary in _exemplar_table().values()))


def exemplar_letters(lang: str) -> Optional[Tuple[FrozenSet[str], FrozenSet[str]]]:
    """The letters a negation lexicon's language writes, from the Unicode CLDR's exemplar
    characters (``data/exemplars.json``, written by ``scripts/build_exemplars.py``): its main
    set (its alphabet) and its auxiliary set (the letters of the names and loanwords it commonly
    writes), NFC lower case, each sequence CLDR lists as its characters; None for a language CLDR
    gives none (the file's ``without``: Ancient Greek, Haitian Creole, Latin, Ligurian, Sesotho,
    Tswana).

    >>> "ş" in exemplar_letters("tr")[0], "ý" in exemplar_letters("tr")[0] | exemplar_letters("tr")[1]
    (True, False)
    """
    if not isinstance(lang, str):
        raise TypeError(must_be("lang", "str", lang, None))
    return _exemplar_table().get(lang)


@functools.lru_cache(maxsize=1)
def sign_words() -> Tuple[str, ...]:
    """The minus sign written as a word before a figure, every language's, lower case
    ("minus", "минус", "eksi", "マイナス", "负"), from ``data/sign_words.json`` (the CLDR spell-out
    rules of a negative number, written by ``scripts/build_sign_words.py``).

    >>> "minus" in sign_words(), "マイナス" in sign_words()
    (True, True)
    """
    return tuple(sorted(set(_words_of_languages("sign_words.json", "minus"))))


@functools.lru_cache(maxsize=1)
def _ordinal_marks() -> Dict[str, Dict[str, FrozenSet[str]]]:
    """``data/ordinal_marks.json`` by side (``before``, ``after``), each language's marks under
    its code (a CLDR locale's under its language's, :data:`ALIASES` applied: ``fil`` is ``tl``)."""
    out: Dict[str, Dict[str, FrozenSet[str]]] = {}
    for side in ("before", "after"):
        merged: Dict[str, Set[str]] = {}
        for locale, marks in _languages_words("ordinal_marks.json", side).items():
            code = locale.lower().split("_")[0]
            merged.setdefault(ALIASES.get(code, code), set()).update(unicodedata.normalize("NFC", m) for m in marks)
        out[side] = {code: frozenset(marks) for code, marks in merged.items()}
    return out


def ordinal_marks(side: str, lang: Optional[str] = None) -> FrozenSet[str]:
    """What makes a figure an ordinal, lower case, from ``data/ordinal_marks.json`` (the CLDR
    rule-based number formats, written by ``scripts/build_ordinal_marks.py``): the prefix written
    ``before`` it ("第", "thứ ", with its space where it is a word of its own) or the suffix
    written ``after`` it (".", ".º", "th", "번째"); of ``lang``, or of every language when None. A
    language without digit rules of its own writes its parent's, and at last CLDR root's ("5.").

    >>> sorted(ordinal_marks("before", "zh")), sorted(ordinal_marks("after", "de")), ".º" in ordinal_marks("after")
    (['第'], ['.'], True)
    """
    marks = _ordinal_marks().get(side)
    if marks is None:
        raise ValueError(f"side must be 'before' or 'after', not {side!r}")
    if lang is None:
        return frozenset(m for found in marks.values() for m in found)
    code = lang.strip().lower().replace("_", "-").split("-")[0]
    code = ALIASES.get(code, code)
    if code in marks:
        return marks[code]
    return frozenset() if side == "before" else marks.get("root", frozenset())


@functools.lru_cache(maxsize=1)
def capitalised_nouns() -> FrozenSet[str]:
    """The languages that write common nouns with a capital (German "der 5. Versuch"), from
    ``data/ordinal_marks.json``: their CLDR long unit names all start with one.

    >>> "de" in capitalised_nouns(), "da" in capitalised_nouns()
    (True, False)
    """
    path = resources.files("spacy_quoteverify") / "data" / "ordinal_marks.json"
    data = json.loads(path.read_text(encoding="utf-8")).get("capitalised_nouns")
    if not isinstance(data, list) or not all(isinstance(code, str) and code for code in data):
        raise ValueError("ordinal_marks.json: field 'capitalised_nouns' must list language codes")
    return frozenset(data)


@functools.lru_cache(maxsize=8)
def comparison_words(side: str = "before") -> Tuple[str, ...]:
    """The words that compare a figure or give its approximation, every language's, lower case,
    from ``data/comparison_words.json``: ``before`` the figure ("more than", "unter", "plus de",
    "более", "超过"), or what is written ``after`` it: the suffixes of Japanese, Chinese, Korean
    and Thai ("以上", "未満", "左右", "이상") and the phrases of the spaced languages ("or more",
    "und älter", "и старше"); ``bound_before``, the words of a bound reached ("up to", "until",
    "bis", "до", "hasta"). Like a sign, they are part of what the figure says.

    >>> "more than" in comparison_words(), "未満" in comparison_words("after")
    (True, True)
    """
    path = resources.files("spacy_quoteverify") / "data" / "comparison_words.json"
    data = json.loads(path.read_text(encoding="utf-8")).get(side)
    if not isinstance(data, dict) or not all(isinstance(v, list) and all(isinstance(w, str) and w for w in v) for v in data.values()):
        raise ValueError(f"comparison_words.json: field {side!r} must map each language to a list of words")
    return tuple(sorted({w for words in data.values() for w in words}))


def bare_misspelling(text: str, lang: str) -> Optional[str]:
    """``text`` (a word or phrase of ``lang``'s data) typed without its diacritics
    (:func:`bare_letters`), where a word so typed of more than three letters is no word of
    ``lang`` by spaCy's lookups or simplemma (:func:`known_word`): the spelling a writer who
    leaves the marks off types, which reads as nothing else ("niecałe" -> "niecale", "près de"
    -> "pres de"); None where nothing changes, where each changed word is a word too ("más" ->
    "mas", 'but'), where a changed word is a stop word of another language, or where no word list
    of ``lang`` is held (unsure: not read).

    >>> bare_misspelling("niecałe", "pl"), bare_misspelling("más de", "es"), bare_misspelling("mehr als", "de")
    ('niecale', None, None)
    """
    bare = bare_letters(unicodedata.normalize("NFC", text))
    if bare == text:
        return None
    words = set(regex.findall(r"[\p{L}\p{M}]+", text))
    changed = [w for w in regex.findall(r"[\p{L}\p{M}]+", bare) if w not in words]
    keys = {word_key(w) for w in changed}
    if any(keys & stop_words(code) for code in available_languages("negations") if code != _language_code(lang)):
        return None  # a function word of another language so typed (Swedish "över" as English "over")
    return bare if any(no_word_of(w, lang) for w in changed) else None


def no_word_of(word: str, lang: str) -> bool:
    """Whether ``word``, of more than three letters, is no word of ``lang`` by spaCy's lookups or
    simplemma (:func:`known_word`): a spelling typed without the marks of its word reads as no
    other word ("pretendument"). False where no word list of ``lang`` is held (unsure).

    >>> no_word_of("pretendument", "fr"), no_word_of("tort", "fr")
    (True, False)
    """
    return len(word) > 3 and has_known_words(lang) and not known_word(word_key(word), lang)


@functools.lru_cache(maxsize=4)
def comparison_words_by_language(side: str = "before") -> Dict[str, Tuple[str, ...]]:
    """:func:`comparison_words` of each language, as listed.

    >>> "mehr als" in comparison_words_by_language()["de"]
    True
    """
    path = resources.files("spacy_quoteverify") / "data" / "comparison_words.json"
    data = json.loads(path.read_text(encoding="utf-8")).get(side)
    if not isinstance(data, dict):
        raise ValueError(f"comparison_words.json: field {side!r} must map each language to a list of words")
    return {lang: tuple(words) for lang, words in data.items()}


#: The fields of ``data/frequency_words.json`` that list words by language.
FREQUENCY_FIELDS: Tuple[str, ...] = (
    "adverbs", "distributive", "durations", "multipliers", "before_unspaced", "counted", "each", "after_unspaced",
    "distributive_before", "distributive_before_temporal", "times_before",
)


def frequency_word_languages(field: str, word: str) -> Tuple[str, ...]:
    """The languages whose list ``field`` of ``data/frequency_words.json`` holds ``word``
    (compared as :func:`word_key` writes it).

    >>> frequency_word_languages("distributive_before_temporal", "po")[:3], frequency_word_languages("distributive_before_temporal", "jeweils")
    (('bs', 'cs', 'hr'), ())
    """
    key = word_key(word)
    listed = _frequency_data()[field]
    if not isinstance(listed, dict):
        return ()
    return tuple(sorted(code for code, words in listed.items() if any(word_key(w) == key for w in words)))


@functools.lru_cache(maxsize=1)
def _frequency_data() -> Dict[str, Any]:
    """``data/frequency_words.json``, checked."""
    path = resources.files("spacy_quoteverify") / "data" / "frequency_words.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    for name in FREQUENCY_FIELDS:
        listed = data.get(name)
        words_ok = isinstance(listed, dict) and all(isinstance(v, list) and all(isinstance(w, str) and w for w in v) for v in listed.values())
        if not words_ok:
            raise ValueError(f"frequency_words.json: field {name!r} must map each language to a list of words")
    for name in ("latin", "routes", "times_unspaced"):
        if not isinstance(data.get(name), list) or not all(isinstance(w, str) and w for w in data[name]):
            raise ValueError(f"frequency_words.json: field {name!r} must be a list of non-empty strings")
    return data


def frequency_words(field: str) -> Tuple[str, ...]:
    """The words of a field of ``data/frequency_words.json``, every language's, as listed: what
    says how often a quantity is given ("daily", "täglich", "ежедневно"; the distributive "every",
    "cada", "каждые" before a duration; "twice"; the glued "1日", "每日"; the counters "回", "次").
    With "latin" or "routes", the regular expressions of the Latin dosing abbreviations ("bid",
    "q8h") and of the routes written before them ("po", "iv").

    >>> "täglich" in frequency_words("adverbs"), "cada" in frequency_words("distributive")
    (True, True)
    >>> "每日" in frequency_words("before_unspaced"), "回" in frequency_words("times_unspaced")
    (True, True)
    """
    listed = _frequency_data()[field]
    if isinstance(listed, dict):
        return tuple(sorted({w for words in listed.values() for w in words}))
    return tuple(listed)


@functools.lru_cache(maxsize=1)
def duration_names(lang: Optional[str] = None) -> FrozenSet[str]:
    """The names of the duration units, every language's, of two letters or more, in :func:`word_key`
    form: those the CLDR gives the languages with a word for per (:func:`per_durations`) and those
    ``data/frequency_words.json`` adds (Russian "сутки", German "Tagen"). With ``lang``, that
    language's own where the data names any (Polish "rok", not the Tagalog "oras", 'hours', that
    is Lithuanian for 'weather'), every language's where it names none (Czech).

    >>> "day" in duration_names(), "сутки" in duration_names(), "kg" in duration_names()
    (True, True, False)
    >>> "rok" in duration_names("pl"), "day" in duration_names("pl"), "rok" in duration_names("cs")
    (True, False, True)
    """
    if lang is not None:
        own = {word_key(w.rstrip(".")) for w in units_by_language("per_durations").get(lang, ())}
        own |= {word_key(w) for w in _frequency_data()["durations"].get(lang, ())}
        own = {n for n in own if len(n) >= 2}
        if own:
            return frozenset(own)
    names = {n for listed in per_durations().values() for n in listed}
    names |= {word_key(w) for w in frequency_words("durations")}
    return frozenset(n for n in names if len(n) >= 2)


@functools.lru_cache(maxsize=1)
def currency_letters() -> Tuple[str, ...]:
    """Currencies written with letters, as written: the ISO 4217 codes and the CLDR symbols of
    every language's locale made of letters ("EUR", "zł", "Kč", "лв."), from ``data/units.json``.

    >>> "EUR" in currency_letters(), "zł" in currency_letters()
    (True, True)
    """
    data = _units_data().get("currency")
    if not isinstance(data, dict) or not all(isinstance(data.get(k), list) for k in ("codes", "symbols")):
        raise ValueError("units.json: field 'currency' must be an object with the lists 'codes' and 'symbols'")
    return tuple(data["codes"]) + tuple(data["symbols"])


@functools.lru_cache(maxsize=None)
def amount_abbreviations(lang: str) -> FrozenSet[str]:
    """What the CLDR locales of ``lang`` write beside a figure as part of an amount, as written
    (``data/units.json``, field ``amount_abbreviations``): the compact-format words, single letters
    and everyday words of other languages included, and the currency symbols of every width and
    variant. Read only where the check's language is ``lang``.

    >>> sorted(w for w in amount_abbreviations("pt") if w in ("bi", "mi", "tri"))
    ['bi', 'mi', 'tri']
    >>> "mia." in amount_abbreviations("da"), "TL" in amount_abbreviations("tr"), "mia." in amount_abbreviations("it")
    (True, True, False)

    ``"*"``: those of two letters or more of every language, for a text whose language is not known
    (a single letter, "t", "L", is a unit as often).

    >>> "mia." in amount_abbreviations("*"), "bi" in amount_abbreviations("*"), "K" in amount_abbreviations("*")
    (True, True, False)
    """
    by_lang = units_by_language("amount_abbreviations")
    if lang == "*":
        return frozenset(w for words in by_lang.values() for w in words if len(regex.findall(r"\p{L}", w)) >= 2)
    return frozenset(by_lang.get(_language_code(lang), ()))


@functools.lru_cache(maxsize=None)
def currency_names(lang: str) -> FrozenSet[str]:
    """The words of ``lang``'s CLDR currency display names that name the money, every plural form
    and locale, in :func:`word_key` form, and the one-letter symbols of its own locales as written
    (``data/units.json``, field ``currency_names``: "dollars", "rupiah", "рублей", "lekë", "টাকা",
    "円", "บาท", Guatemalan "Q"). Beside a figure they are part of its amount.

    >>> "rupiah" in currency_names("id"), "đồng" in currency_names("vi"), "円" in currency_names("ja")
    (True, True, True)
    >>> "dollars" in currency_names("en"), "Q" in currency_names("es"), "Q" in currency_names("en")
    (True, True, False)

    ``"*"``: every language's words of two letters or more that are no function word of any
    language, for a text whose language is not known.

    >>> "rupiah" in currency_names("*"), "lei" in currency_names("*"), "Q" in currency_names("*")
    (True, False, False)
    """
    by_lang = units_by_language("currency_names")
    if lang == "*":
        return frozenset(
            key for words in by_lang.values() for w in words if len(w) >= 2 and not stop_word_anywhere(key := word_key(w))
        )
    return frozenset(w if len(w) == 1 else word_key(w) for w in by_lang.get(_language_code(lang), ()))


#: The names of the powers of a million that Chuquet's system builds from a Latin numeral
#: prefix (bi-, tri-, quadri-... deci-) and "-illion" or "-illiard", in the spellings of the
#: European languages that write them (quadrillion, Quadrillion, Billiarde, quatrilhão,
#: kvadrilijon, квадриллион, τετράκις εκατομμύριο aside): the number files list them up to the
#: trillion; every one above it is a scale word too, however far it goes.
_POWER_OF_MILLION_RE = regex.compile(
    r"(?:quadr|quatr|cuatr|cuadr|kvadr|kwadr|kuadr|quint|kvint|kwint|sext|sekst|sept|okt|oct|non|dec|dez|dets|undec|duodec)"
    r"[iey]?(?:l{1,2}|lh)[ij]?(?:on|ón|ão|õ|ard|jon|jard)"
    r"|(?:квадр|квинт|секст|септ|окт|нон|дец)ил{1,2}и(?:он|ард)"
    r"|(?:b|tr)[ie]l{1,2}[ij]?(?:ard|jard)",
    regex.IGNORECASE,
)


@functools.lru_cache(maxsize=1)
def _scale_re() -> "regex.Pattern[str]":
    return regex.compile("(?:" + "|".join(number_units()["tokenizer_scale"]) + r")\.?", flags=regex.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def scale_word(word: str) -> bool:
    """``word`` multiplies the figure written before it: a number word of 100 or more in any
    language ("hundred", "million", "lakh", "Millionen", "миллиона"), a collective numeral
    (:func:`collective_numerals`: "dozen", "douzaines", "дюжин"), or an abbreviation of a scale
    word ("bn", "Mio.", "млрд").

    >>> scale_word("Millionen"), scale_word("bn"), scale_word("twelve"), scale_word("dollars")
    (True, True, False, False)
    >>> scale_word("dozen"), scale_word("Dutzende"), scale_word("douzaines"), scale_word("дюжин"), scale_word("docenas")
    (True, True, True, True, True)
    >>> scale_word("mil."), scale_word("bin.")
    (True, True)
    >>> scale_word("tys."), scale_word("tis."), scale_word("Mln"), scale_word("mln"), scale_word("Mr")
    (True, True, True, True, False)
    """
    if _scale_re().fullmatch(word):
        return True
    if len(word) > 1 and word.endswith("."):
        word = word[:-1]  # the full stop ending a sentence after the word ("5 mil."): not the word's
    key = word_key(word)
    if key in scale_abbreviations():
        return True
    if _POWER_OF_MILLION_RE.match(key):
        return True  # "quadrillion", "Billiarden", "квадриллионов": a name of a power of a million
    scales = _scale_keys()
    # An inflected form: a scale word of five letters or more and an ending of up to three
    # ("bilionów", "миллионов", "Milliarden"); the number files list the base forms, and a
    # shorter stem ("mil") would take in other words ("miles").
    return any(key[:cut] in scales for cut in [len(key)] + list(range(len(key) - 1, max(len(key) - 4, 4), -1)))


@functools.lru_cache(maxsize=1)
def _scale_keys() -> FrozenSet[str]:
    """The number words of 100 or more and the collective numerals of every language. Unlike
    :func:`number_words` without a language, the words that are also a function word of some
    language are kept ("sto" is 100 in Czech and Serbian, "I am" in Italian): read right after a
    figure, they multiply it."""
    # The multiples ("quinientos", "femhundra") are left out: a figure before one is another figure.
    big = frozenset(k for lang in _languages("numbers") for k, v in _load_words(lang).items() if v >= 100)
    return big | collective_numerals()


@functools.lru_cache(maxsize=1)
def number_units() -> Dict[str, Tuple[str, ...]]:
    """The unit, scale and currency words the number rules read after a figure, by use
    (``data/number_units.json``): each a tuple of regular-expression alternatives."""
    path = resources.files("spacy_quoteverify") / "data" / "number_units.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    out = {k: v for k, v in data.items() if k != "source"}
    if not all(isinstance(v, list) and all(isinstance(w, str) and w for w in v) for v in out.values()):
        raise ValueError("number_units.json: every field but 'source' must be a list of non-empty strings")
    return {k: tuple(v) for k, v in out.items()}


@functools.lru_cache(maxsize=1)
def counters() -> Dict[str, FrozenSet[str]]:
    """The counters and classifiers that languages written without spaces glue to a figure, by
    language (``data/counters.json``, built by ``scripts/build_counters.py`` from PyThaiNLP's
    ORCHID tags, SudachiPy and Li & Thompson's classifiers): "片", "人", "つ", "เม็ด".

    >>> "片" in counters()["zh"], "つ" in counters()["ja"]
    (True, True)
    """
    path = resources.files("spacy_quoteverify") / "data" / "counters.json"
    data = json.loads(path.read_text(encoding="utf-8")).get("counters")
    if not isinstance(data, dict) or not all(
        isinstance(v, list) and all(isinstance(w, str) and w for w in v) for v in data.values()
    ):
        raise ValueError("counters.json: field 'counters' must map language codes to lists of non-empty strings")
    return {lang: frozenset(words) for lang, words in data.items()}


#: Unit, scale and currency words read after a number (a regex alternation, any case);
#: the edit matcher's number pattern and boundaries.measure_word both read them.
UNITS = "|".join(number_units()["after_number"])


@functools.lru_cache(maxsize=1)
def unit_words() -> FrozenSet[str]:
    """Words that name a measurement unit or a currency in any language ("tonnen", "euro"),
    in :func:`word_key` form, from ``data/units.json`` (built from the Unicode CLDR by
    ``scripts/build_unit_words.py``).

    >>> "kilometer" in unit_words()
    True
    """
    words = _units_data().get("words")
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        raise ValueError("units.json: field 'words' must be a list of strings")
    return frozenset(word_key(w) for w in words)  # keyed as the words looked up ("νιγηρίας" -> "νιγηρίασ")


def unit_names() -> Dict[str, Tuple[str, ...]]:
    """The CLDR's long unit names of more than one word after the number, by language ("metros
    cúbicos" of "{0} metros cúbicos", "mètres carrés"), from ``data/units.json`` (``unit_names``,
    built by ``scripts/build_unit_words.py``)."""
    table = _units_data().get("unit_names")
    if not isinstance(table, dict) or not all(isinstance(ns, list) and all(isinstance(n, str) for n in ns) for ns in table.values()):
        raise ValueError("units.json: field 'unit_names' must map language codes to lists of strings")
    return {lang: tuple(names) for lang, names in table.items()}


@functools.lru_cache(maxsize=1)
def unit_qualifiers() -> FrozenSet[str]:
    """The later words of the long unit names of every language (:func:`unit_names`: "cúbicos"
    of "metros cúbicos", "carrés" of "mètres carrés"), in :func:`word_key` form, no function
    word of any language ("por" of "millas por hora").

    >>> "cúbicos" in unit_qualifiers(), "carres" in unit_qualifiers(), "por" in unit_qualifiers()
    (True, True, False)
    """
    words = {word_key(w) for names in unit_names().values() for name in names for w in name.split()[1:]}
    # Typed without their diacritics too ("cubicos", "carres"), as answers often are.
    words |= {bare_letters(w) for w in words}
    return frozenset(w for w in words if len(w) >= 2 and not stop_word_anywhere(w))


#: The positions a question particle is listed by in ``data/question_words.json``.
QUESTION_POSITIONS: Tuple[str, ...] = ("first", "any", "last", "tails")
#: The fields of ``data/question_words.json`` that list the words opening a clause the sentence
#: does not assert (a condition, an indirect question): ``condition`` wherever they stand,
#: ``condition_opening`` where they open a sentence or a clause (inside one, only where the text
#: is known to be in their language), ``condition_opening_only`` only where they open one.
CONDITION_POSITIONS: Tuple[str, ...] = ("condition", "condition_opening", "condition_opening_only")
#: The fields of ``data/question_words.json`` that list the words opening a clause the sentence
#: does not assert as having happened or as true, read only right before a passage (never where an
#: elision leaves them out: a time adjunct left out restricts less than a condition):
#: ``unasserted_opening``, conjunctions only ("bevor", "avant que", "прежде чем"), and
#: ``unasserted_opening_verb``, words that are prepositions too ("before", "until"), counted only
#: where a word of their clause may be a verb ("before the drug reduced", not "before the trial").
UNASSERTED_POSITIONS: Tuple[str, ...] = ("unasserted_opening", "unasserted_opening_verb")
#: The field of ``data/question_words.json`` that lists what a language writes after the clause
#: it makes a condition or an indirect question (Japanese "ば", "かどうか"; Turkish "ise").
CONDITION_AFTER = "condition_after"
#: The field of ``data/question_words.json`` that lists the verbs (lemmas) and adjectives an
#: indirect yes/no question completes (Dutch "vragen", "weten"; Swedish "undersöka").
ASKING_WORDS = "asking_words"
#: The field of ``data/question_words.json`` that lists the question words that ask where a
#: sentence opens with one ("who", "quand", "кто"): a question quoted whole without its mark
#: keeps asking only with one of them first (match.rules).
INTERROGATIVES = "interrogatives"


@functools.lru_cache(maxsize=1)
def _question_data() -> Dict[str, Any]:
    """``data/question_words.json``, checked."""
    path = resources.files("spacy_quoteverify") / "data" / "question_words.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    for name in (*QUESTION_POSITIONS, *CONDITION_POSITIONS, *UNASSERTED_POSITIONS, CONDITION_AFTER, "condition_after_patterns", ASKING_WORDS, INTERROGATIVES, "any_patterns", "false_friends", "asked_only"):
        field_data = data.get(name)
        if not isinstance(field_data, dict) or not all(
            isinstance(v, list) and all(isinstance(w, str) and w for w in v) for v in field_data.values()
        ):
            raise ValueError(f"question_words.json: field {name!r} must map each language to a list of non-empty strings")
    return data


def _language_code(lang: str) -> str:
    """``lang`` as the data files name it ("pt-BR" -> "pt", "fil" -> "tl")."""
    code = lang.strip().lower().replace("_", "-").split("-")[0]
    return ALIASES.get(code, code)


@functools.lru_cache(maxsize=None)
def question_words(position: str, lang: Optional[str] = None) -> FrozenSet[str]:
    """The question particles of one language (every language's with ``lang`` None) listed at
    ``position`` in ``data/question_words.json``, in :func:`word_key` form: ``first``, the words
    that make the clause they open a question (Polish "czy"); ``any``, those that make their
    sentence a question wherever they stand (Arabic "هل", Tagalog "ba"); ``last``, those that
    do at the end of a clause (Thai "ไหม", Japanese "か", Chinese "吗"); ``tails``, the polite
    and softening particles written after a ``last`` one (Thai "ครับ"); and the
    :data:`CONDITION_POSITIONS`, the words that open a condition or an indirect question ("if",
    "whether", "wenn", "если"; "om" only where it opens a clause); :data:`CONDITION_AFTER`, what
    is written after the clause it makes one (Japanese "ば", "かどうか", Turkish "ise"); the
    :data:`UNASSERTED_POSITIONS`, the words that open a clause not asserted as having happened
    ("before", "bevor", "avant que"); :data:`INTERROGATIVES`, the question words that ask where
    a sentence opens with one ("who", "quand").

    >>> sorted(question_words("first", "pl")), "ไหม" in question_words("last")
    (['czy', 'czyż'], True)
    >>> {"wenn", "falls", "ob", "nehmen wir an"} <= question_words("condition", "de"), sorted(question_words("condition_opening", "sv"))
    (True, ['om'])
    >>> sorted(question_words("condition_after", "tr"))
    ['durumunda', 'halinde', 'ise', 'takdirde']
    >>> sorted(question_words("unasserted_opening_verb", "en"))
    ['before', 'till', 'until']
    """
    positions = QUESTION_POSITIONS + CONDITION_POSITIONS + UNASSERTED_POSITIONS + (CONDITION_AFTER, ASKING_WORDS, INTERROGATIVES)
    if position not in positions:
        raise ValueError(f"position must be one of {positions}, got {position!r}")
    table = _question_data()[position]
    if lang is None:
        return frozenset(word_key(w) for words in table.values() for w in words)
    return frozenset(word_key(w) for w in table.get(_language_code(lang), ()))


@functools.lru_cache(maxsize=4096)
def question_languages(word: str, position: str) -> Tuple[str, ...]:
    """The languages that list ``word`` as a question particle at ``position`` (see
    :func:`question_words`; for ``any``, also those whose ``any_patterns`` it matches whole).

    >>> question_languages("ARE", "any"), question_languages("mısınız", "any")
    ((), ('tr',))
    """
    key = word_key(word)
    langs = list(_question_index(position).get(key, ()))
    if position == "any" and len(key) <= _QUESTION_PATTERN_LONGEST:
        langs += [code for code, pattern in question_patterns().items() if pattern.fullmatch(key) and code not in langs]
    return tuple(sorted(langs))


#: The longest word a question pattern matches (Turkish "mıymışsınız"): longer words are not read.
_QUESTION_PATTERN_LONGEST = 16


@functools.lru_cache(maxsize=None)
def _question_index(position: str) -> Dict[str, Tuple[str, ...]]:
    """Each particle listed at ``position`` (in :func:`word_key` form) and its languages."""
    index: Dict[str, List[str]] = {}
    for code, words in sorted(_question_data()[position].items()):
        for w in words:
            index.setdefault(word_key(w), []).append(code)
    return {key: tuple(codes) for key, codes in index.items()}


@functools.lru_cache(maxsize=1)
def question_patterns() -> Dict[str, "regex.Pattern[str]"]:
    """Each language's question particle written with endings (Turkish "mı", "mısınız",
    "miydi"), as one pattern a whole word in :func:`word_key` form must match
    (``any_patterns`` of ``data/question_words.json``)."""
    table = _question_data()["any_patterns"]
    return {code: data_pattern("|".join(f"(?:{p})" for p in patterns)) for code, patterns in table.items() if patterns}


@functools.lru_cache(maxsize=1)
def condition_after_patterns() -> Dict[str, "regex.Pattern[str]"]:
    """Each language's pattern for what it writes after a clause to make it a condition or an
    indirect question, as words joined by inflection that no list holds (Turkish "azaltıp
    azaltmadığı", 'whether it reduces or not': ``condition_after_patterns`` of
    ``data/question_words.json``), matched where the word after a passage starts, in
    :func:`word_key` form.

    >>> bool(condition_after_patterns()["tr"].match("olup olmadığı belirsiz"))
    True
    """
    table = _question_data()["condition_after_patterns"]
    return {code: data_pattern("|".join(f"(?:{p})" for p in patterns)) for code, patterns in table.items() if patterns}


@functools.lru_cache(maxsize=None)
def question_asked_only(lang: str) -> FrozenSet[str]:
    """The particles of ``lang`` (listed at a position too, in :func:`word_key` form) that count
    only in a sentence that ends with a question mark, being ordinary words as well (Albanian
    "a" 'or', Irish "an" 'the', Basque "al"), from ``data/question_words.json``.

    >>> sorted(question_asked_only("ga")), sorted(question_asked_only("pl"))
    (['an'], [])
    """
    return frozenset(word_key(w) for w in _question_data()["asked_only"].get(_language_code(lang), ()))


@functools.lru_cache(maxsize=1)
def question_false_friends() -> Dict[str, Tuple[str, ...]]:
    """Each language's words that hold a ``last`` question particle of an unspaced script and
    are no particle (Thai "ผ้าไหม" 'silk', Chinese "酒吧" 'bar'), from ``data/question_words.json``."""
    return {code: tuple(words) for code, words in _question_data()["false_friends"].items()}
