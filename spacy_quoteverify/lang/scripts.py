"""The scripts letters are written in, and words that mix them.

Text extracted from PDFs and OCR, and Belarusian or Ukrainian text typed on a Latin keyboard,
writes a letter of one script where another was meant: "n\u043et" with a Cyrillic "\u043e".
:func:`as_one_script` reads such a word in its main script, by Unicode's confusables (UTS #39);
the negation scan and the condition rule read left-out and surrounding text this way.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Dict, List

import regex

#: A word (letters and their marks) of a text, for :func:`as_one_script`.
_LETTER_RUN = regex.compile(r"[\p{L}\p{M}]{2,}")
#: Scripts whose letters serve every script (marks, signs) and decide nothing of a word's script.
_SHARED_SCRIPTS = frozenset({"COMMON", "INHERITED"})


@lru_cache(maxsize=1)
def _homoglyphs() -> Dict[str, Dict[str, str]]:
    """Per letter, the letter of each other script it is confusable with (Unicode's confusables,
    UTS #39, as packaged by ``confusable-homoglyphs``): Cyrillic "о" -> Latin "o", Latin "v" ->
    Greek "ν". One character for one character only."""
    import json
    from importlib import resources

    from confusable_homoglyphs import categories

    data = json.loads(resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text(encoding="utf-8"))
    table: Dict[str, Dict[str, str]] = {}
    for char, glyphs in data.items():
        if len(char) != 1 or not char.isalpha():
            continue
        for glyph in glyphs:
            other = glyph["c"]
            if len(other) == 1 and other.isalpha():
                table.setdefault(char, {}).setdefault(categories.alias(other), other)
    return table


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
    most letters of ``context`` (or of ``text``) are written in.

    >>> as_one_script("did n\u043et reduce")
    'did not reduce'
    >>> as_one_script("\u0434\u043e\u043c and home")
    '\u0434\u043e\u043c and home'
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
    if len(counts) < 2:
        return word
    # The main script: the most letters, and on a tie the one most of the text around is in.
    most = max(counts.values())
    tied = [script for script, n in counts.items() if n == most]
    main = tied[0] if len(tied) == 1 else max(tied, key=lambda script: around().get(script, 0))
    table = _homoglyphs()
    return "".join(
        table.get(c, {}).get(main, c) if _script_of(c) not in _SHARED_SCRIPTS | {main} else c for c in word
    )
