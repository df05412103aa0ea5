"""The scripts letters are written in, and words that mix them.

Text extracted from PDFs and OCR, and Belarusian or Ukrainian text typed on a Latin keyboard,
writes a letter of one script where another was meant: "n\u043et" with a Cyrillic "\u043e".
:func:`as_one_script` reads such a word in its main script, by Unicode's confusables (UTS #39);
the negation scan and the condition rule read left-out and surrounding text this way.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Dict, List, Tuple

import regex

#: A word (letters and their marks) of a text, for :func:`as_one_script`.
_LETTER_RUN = regex.compile(r"[\p{L}\p{M}]+")
#: Scripts whose letters serve every script (marks, signs) and decide nothing of a word's script.
_SHARED_SCRIPTS = frozenset({"COMMON", "INHERITED"})


@lru_cache(maxsize=1)
def _look_alikes() -> Dict[str, Dict[str, Tuple[str, ...]]]:
    """Per letter, the letters of each other script it is confusable with (Unicode's
    confusables, UTS #39, as packaged by ``confusable-homoglyphs``), in the data's order: Cyrillic
    "о" -> Latin "o", Latin "v" -> Greek "ν". One character for one character only."""
    import json
    from importlib import resources

    from confusable_homoglyphs import categories

    data = json.loads(resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text(encoding="utf-8"))
    table: Dict[str, Dict[str, Tuple[str, ...]]] = {}
    # The data lists, per letter, the characters drawn like it ("l": "I", "Ι", "Ӏ"...): any two
    # letters of one such list are drawn alike ("Ι" and "I" are both listed under "l" only).
    groups = [[key, *(glyph["c"] for glyph in glyphs)] for key, glyphs in data.items()]
    for group in groups:
        letters = [c for c in group if len(c) == 1 and c.isalpha()]
        for char in letters:
            mine = table.setdefault(char, {})
            for other in letters:
                script = categories.alias(other)
                if other != char and other not in mine.get(script, ()):
                    mine[script] = mine.get(script, ()) + (other,)
    return table


def _look_alike(char: str, script: str, upper: bool) -> str:
    """The letter of ``script`` that ``char`` stands for, or ``char``: a plain (ASCII) letter of
    the case wanted first, then a plain one, then one of the case wanted. A capital "Ι" opening a
    word is "I", inside a word of small letters "l" ("awataІi" is "awatali"); a capital "Ь"
    is "b" (no plain capital looks like it)."""
    found = _look_alikes().get(char, {}).get(script, ())
    for fits in (lambda o: o.isascii() and o.isupper() == upper, str.isascii, lambda o: o.isupper() == upper):
        for other in found:
            if fits(other):
                return other
    return found[0] if found else char


@lru_cache(maxsize=1)
def _homoglyphs() -> Dict[str, Dict[str, str]]:
    """Per letter, the letter of each other script it most likely stands for, of its own case
    (:func:`_look_alike`).

    >>> _homoglyphs()["\u0399"]["LATIN"], _homoglyphs()["\u043e"]["LATIN"], _homoglyphs()["\u042c"]["LATIN"]
    ('I', 'o', 'b')
    """
    return {char: {script: _look_alike(char, script, char.isupper()) for script in scripts} for char, scripts in _look_alikes().items()}


@lru_cache(maxsize=8192)
def _script_of(c: str) -> str:
    """The script of a character as ``confusable-homoglyphs`` names it ("LATIN", "COMMON")."""
    from confusable_homoglyphs import categories

    return str(categories.alias(c))


def as_one_script(text: str, context: str = "") -> str:
    """``text`` with each word that mixes scripts written in its main one, where a letter of
    another script looks like one of the main script (Unicode's confusables): "nоt" with a
    Cyrillic "о" is "not", "нe" with a Latin "e" is "не". Text extracted from PDFs and OCR, and
    Belarusian or Ukrainian text typed on a Latin keyboard, mixes them; a reader sees the word
    of the main script, and the negation scan reads left-out text this way too. Words of one
    script are left as they are. A word with as many letters of each is written in the script
    most letters of ``context`` (or of ``text``) are written in; so is a word of one letter, where
    that script has more than half of them.

    >>> as_one_script("did n\u043et reduce")
    'did not reduce'
    >>> as_one_script("\u0434\u043e\u043c and home")
    '\u0434\u043e\u043c and home'
    >>> as_one_script("\u0391 condici\u00f3n de que")
    'A condición de que'
    """
    if text.isascii():
        return text
    around: List[Dict[str, int]] = []  # the text around, counted only for a tie

    def counts() -> Dict[str, int]:
        if not around:
            around.append(_script_counts(context or text))
        return around[0]

    return _LETTER_RUN.sub(lambda m: _word_in_one_script(m.group(), counts), text)


def _script_counts(text: str) -> Dict[str, int]:
    """How many letters of ``text`` each script has (shared characters aside)."""
    counts: Dict[str, int] = {}
    for c in text:
        if c.isalpha():
            script = _script_of(c)
            if script not in _SHARED_SCRIPTS:
                counts[script] = counts.get(script, 0) + 1
    return counts


def _word_in_one_script(word: str, around: Callable[[], Dict[str, int]]) -> str:
    if word.isascii():
        return word
    counts = _script_counts(word)
    if len(counts) >= 2:
        # The main script: the most letters, and on a tie the one most of the text around is in.
        most = max(counts.values())
        tied = [script for script, n in counts.items() if n == most]
        if len(tied) > 1:
            # On a tie, the script most of the text around is in, of those the whole word can be
            # written in ("nе" with a Cyrillic "е" in Serbian Cyrillic text is the Latin "ne").
            tied.sort(key=lambda script: (not _writable(word, script), -around().get(script, 0)))
        main = tied[0]
    elif sum(counts.values()) == 1:
        # A word of one letter ("Α condición" with a Greek "Α"): the script of most letters around
        # it, where that script has more of them than all others together.
        text_counts = around()
        main = max(text_counts, key=text_counts.__getitem__, default="")
        if 2 * text_counts.get(main, 0) <= sum(text_counts.values()):
            return word
    else:
        return word
    # A capital stands for a capital where it opens the word or the whole word is written so.
    capitals = all(c.isupper() for c in word[1:] if c.isalpha())
    return "".join(
        c if _script_of(c) in _SHARED_SCRIPTS | {main} else _look_alike(c, main, c.isupper() and (k == 0 or capitals))
        for k, c in enumerate(word)
    )


def _writable(word: str, script: str) -> bool:
    """Whether every letter of ``word`` is of ``script``, of none, or looks like one of it."""
    table = _look_alikes()
    return all(_script_of(c) in _SHARED_SCRIPTS | {script} or script in table.get(c, {}) for c in word)
