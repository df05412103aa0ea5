"""Words and phrases that a lexicon's regular expressions read, written out from the expressions.

A lexicon reads part of its negations by pattern (``word_patterns``: Turkish "-madı", Finnish
"epä-", Amharic "አል…ም"; ``phrase_patterns``: "anything but", Hebrew "אף פעם", Korean "지 마").
A self-test of the lexicon must try every pattern, not only the listed words: this module writes
words that a pattern matches, walking the pattern's syntax tree (Python's own regular-expression
parser, the ``regex`` module's ``\\p{...}`` classes first put aside as private-use characters) and
filling each letter class with letters of the language's own sentences. Each written word is
checked against the pattern itself before it is used.
"""
from __future__ import annotations

import random
import re._constants as C
import re._parser as sre_parse
import unicodedata
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import regex

#: A character for each class escape a pattern may hold ("\\s", "\\d", "\\w").
_CATEGORY_SAMPLES = {C.CATEGORY_SPACE: " ", C.CATEGORY_DIGIT: "5", C.CATEGORY_WORD: "a"}

#: Private-use characters standing for the ``\p{...}`` classes while Python's parser reads a pattern.
_FIRST_STAND_IN = 0xF0000
_PROPERTY = regex.compile(r"\\p\{([^}]+)\}")


def _parsed(pattern: str) -> Tuple[object, Dict[str, str]]:
    """The syntax tree of ``pattern`` and the stand-in character of each ``\\p{...}`` class."""
    names: Dict[str, str] = {}

    def stand_in(m: "regex.Match[str]") -> str:
        name = m.group(1)
        names.setdefault(chr(_FIRST_STAND_IN + len(names)), name)
        return next(c for c, n in names.items() if n == name)

    return sre_parse.parse(_PROPERTY.sub(stand_in, pattern)), names


class Writer:
    """Writes strings a pattern matches, with letters drawn from ``letters`` (the language's text):
    each ``\\p{...}`` class takes the letters of that text that have the property, and a run of them
    begins as a word of that text does."""

    def __init__(self, pattern: str, letters: str, rng: random.Random) -> None:
        self.pattern = pattern
        self.words = sorted(set(regex.findall(r"[\p{L}\p{M}]+", letters)))
        self.tree, names = _parsed(pattern)
        pool = sorted(set(letters))
        self.members: Dict[int, List[str]] = {
            ord(c): [x for x in pool if regex.fullmatch(rf"\p{{{name}}}", x)] or [x for x in pool if x.isalpha()] for c, name in names.items()
        }
        self.rng = rng

    def _stem(self, sub: Sequence[Tuple[object, object]], times: int) -> Optional[str]:
        """Where a repeat stands for letters of a property ("\\p{L}{2,}", "\\p{Tamil}*"): the first
        ``times`` letters (whole grapheme clusters) of a word of the language's text whose letters
        all have it, so that a written word begins as a real one does; None where no word serves."""
        if times == 0:
            return ""
        if len(sub) != 1 or sub[0][0] is not C.LITERAL or sub[0][1] not in self.members:
            return None
        allowed = set(self.members[sub[0][1]])  # type: ignore[index]
        fitting = [w for w in self.words if all(c in allowed for c in w) and len(regex.findall(r"\X", w)) >= times]
        if not fitting:
            return None
        return "".join(regex.findall(r"\X", self.rng.choice(fitting))[:times])

    def _char(self, code: int) -> str:
        if code in self.members:
            return self.rng.choice(self.members[code])
        return chr(code)

    def _class(self, items: List[Tuple[object, object]]) -> Optional[str]:
        """One character of a class ``[...]`` (None for a negated class: left to the check)."""
        choices: List[Callable[[], str]] = []
        for op, av in items:
            if op is C.NEGATE:
                return None
            if op is C.LITERAL:
                choices.append(lambda av=av: self._char(av))  # type: ignore[misc]
            elif op is C.RANGE:
                lo, hi = av  # type: ignore[misc]
                choices.append(lambda lo=lo, hi=hi: chr(self.rng.randint(lo, hi)))  # type: ignore[misc]
            elif op is C.CATEGORY and av in _CATEGORY_SAMPLES:
                choices.append(lambda av=av: _CATEGORY_SAMPLES[av])  # type: ignore[misc]
        return self.rng.choice(choices)() if choices else None

    def _write(self, tree: Sequence[Tuple[object, object]]) -> Optional[str]:
        out: List[str] = []
        for op, av in tree:
            if op is C.LITERAL:
                out.append(self._char(av))  # type: ignore[arg-type]
            elif op is C.IN:
                c = self._class(av)  # type: ignore[arg-type]
                if c is None:
                    return None
                out.append(c)
            elif op is C.ANY:
                out.append(self.rng.choice(self.members.get(_FIRST_STAND_IN, ["a"])))
            elif op is C.BRANCH:
                part = self._write(self.rng.choice(av[1]))  # type: ignore[index]
                if part is None:
                    return None
                out.append(part)
            elif op is C.SUBPATTERN:
                part = self._write(av[-1])  # type: ignore[index]
                if part is None:
                    return None
                out.append(part)
            elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
                low, high, sub = av  # type: ignore[misc]
                # A few more than the least: words of two to six letters where "+" or "*" stands.
                times = self.rng.randint(low, min(high, low + 4)) if high != C.MAXREPEAT else self.rng.randint(low, low + 4)
                stem = self._stem(sub, times)
                if stem is not None:
                    out.append(stem)
                    continue
                for _ in range(times):
                    part = self._write(sub)
                    if part is None:
                        return None
                    out.append(part)
            elif op is C.ASSERT:
                # What a positive lookaround asks for is written (Japanese "む" before "な").
                part = self._write(av[1])  # type: ignore[index]
                if part is None:
                    return None
                out.append(part)
            elif op in (C.AT, C.ASSERT_NOT):
                continue  # anchors and negative lookarounds write nothing; the check below holds them
            else:
                return None
        return "".join(out)

    def write(self, tries: int = 60, whole: bool = True) -> Optional[str]:
        """A string the pattern matches (whole, or found in it where ``whole`` is False), or None."""
        compiled = regex.compile(self.pattern)
        for _ in range(tries):
            text = self._write(self.tree)  # type: ignore[arg-type]
            # "\\s+" as one space; in NFC, as text is read (a vowel sign written after another
            # may compose with it, and the word then no longer ends as the pattern asks).
            text = unicodedata.normalize("NFC", regex.sub(" +", " ", text)) if text else text
            if text and (compiled.fullmatch(text) if whole else compiled.search(text)):
                return text
        return None


def pattern_samples(pattern: str, letters: str, rng: random.Random, n: int, whole: bool = True) -> List[str]:
    """Up to ``n`` different strings ``pattern`` matches (whole, or within them where ``whole`` is
    False), written with the letters of ``letters``."""
    writer = Writer(pattern, letters, rng)
    out: List[str] = []
    for _ in range(3 * n):
        text = writer.write(whole=whole)
        if text is not None and text not in out:
            out.append(text)
        if len(out) == n:
            break
    return out
