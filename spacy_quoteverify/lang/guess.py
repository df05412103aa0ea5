"""Guessing a text's language from its letters, without spaCy, a model or the network.

The scripts of the letters settle most languages; Latin-script text is read by its most
frequent function words (``data/function_words.json``). Nothing here loads spaCy, so a check
that only needs a language code stays light.
"""
from __future__ import annotations

import functools
import json
import re
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Dict, FrozenSet, Optional

import regex

from spacy_quoteverify.errors import must_be

#: The package data, found through importlib so that it also works from a zip or wheel.
_DATA_DIR = Path(str(resources.files("spacy_quoteverify") / "data"))


_SCRIPT_LANGUAGE: Dict[str, str] = {
    "Thai": "th",
    "Hebrew": "he",
    "Devanagari": "hi",
    "Bengali": "bn",
    "Greek": "el",
    "Tamil": "ta",
    "Telugu": "te",
    "Gujarati": "gu",
    "Kannada": "kn",
    "Malayalam": "ml",
    "Sinhala": "si",
    "Armenian": "hy",
    "Ethiopic": "am",
    "Gurmukhi": "pa",
}
_GUESSED_SCRIPTS = (
    "Latin", "Cyrillic", "Greek", "Arabic", "Hebrew", "Devanagari", "Bengali", "Han",
    "Hiragana", "Katakana", "Hangul", "Thai", "Tamil", "Telugu", "Gujarati", "Kannada",
    "Malayalam", "Sinhala", "Armenian", "Ethiopic", "Gurmukhi", "Georgian", "Lao", "Khmer",
    "Myanmar", "Tibetan",
)  # fmt: skip
_SCRIPT_RUNS = regex.compile(
    "|".join(rf"(?P<{name}>[\p{{Script={name}}}]+)" for name in _GUESSED_SCRIPTS)
    + r"|(?P<Other>[\p{L}--[\p{Common}\p{Inherited}]]+)",
    regex.V1,
)
_PERSIAN_LETTERS = regex.compile("[پچژگی]")
_URDU_LETTERS = regex.compile("[ٹڈڑںے]")
_UKRAINIAN_LETTERS = regex.compile("[іїєґІЇЄҐ]")


def letter_scripts(text: str) -> Dict[str, int]:
    """Count the letters of ``text`` by Unicode script (long names; ``Other`` for the rest).

    What :func:`letter_scripts_by_runs` counts, by distinct character: the scripts of
    :data:`_GUESSED_SCRIPTS` are disjoint (``Script``, not ``Script_Extensions``), so
    while no character opens an ``Other`` run (a letter of a script not listed, whose
    run goes on over letters of any script), each character counts for its own script
    wherever it stands. Otherwise the runs are read (tests compare both).

    text (str): The text to scan.

    >>> letter_scripts("Число 12 и café")
    {'Cyrillic': 6, 'Latin': 4}
    """
    counts: Dict[str, int] = {}
    scripts = _CHAR_SCRIPTS
    for ch, n in Counter(text).items():
        name = scripts.get(ch, "")
        if name == "":
            match = _SCRIPT_RUNS.match(ch)
            name = scripts[ch] = match.lastgroup or "Other" if match else None
        if name is None:
            continue
        if name == "Other":
            return letter_scripts_by_runs(text)
        counts[name] = counts.get(name, 0) + n
    return counts


#: Character -> the group of :data:`_SCRIPT_RUNS` that a run opening with it belongs to
#: (None: no letter of a guessed script). Filled as characters are met.
_CHAR_SCRIPTS: Dict[str, Optional[str]] = {}


def letter_scripts_by_runs(text: str) -> Dict[str, int]:
    """:func:`letter_scripts` by reading each run of letters of one script (the definition)."""
    counts: Dict[str, int] = {}
    for match in _SCRIPT_RUNS.finditer(text):
        name = match.lastgroup or "Other"
        counts[name] = counts.get(name, 0) + len(match.group())
    return counts


def guess_language(text: str, default: str = "xx") -> str:
    """Guess a text's language from the scripts of its letters (no model, no network).

    Hangul -> ko, kana -> ja, Han only -> zh, Arabic script -> ar (fa with Persian letters, ur
    with Urdu letters), Cyrillic -> ru (uk with Ukrainian letters), Greek, Hebrew, Devanagari,
    Bengali, Thai and other scripts by their main language; Latin or no letters -> ``default``.

    text (str): The text to look at.
    default (str): The code returned for Latin script and for text without letters.

    >>> guess_language("収入は12%増えた"), guess_language("收入增长12%"), guess_language("hello")
    ('ja', 'zh', 'xx')
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    counts = letter_scripts(text)
    if not counts:
        return default
    cjk = sum(counts.get(name, 0) for name in ("Han", "Hiragana", "Katakana", "Hangul"))
    others = {name: n for name, n in counts.items() if name not in ("Han", "Hiragana", "Katakana", "Hangul")}
    if cjk and cjk >= max(others.values(), default=0):
        kana = counts.get("Hiragana", 0) + counts.get("Katakana", 0)
        hangul = counts.get("Hangul", 0)
        if hangul and hangul >= kana:
            return "ko"
        return "ja" if kana else "zh"
    script = max(others, key=lambda name: others[name])
    if script == "Arabic":
        if _URDU_LETTERS.search(text):
            return "ur"
        return "fa" if _PERSIAN_LETTERS.search(text) else "ar"
    if script == "Cyrillic":
        return "uk" if _UKRAINIAN_LETTERS.search(text) else "ru"
    if script == "Latin":
        return guess_latin_language(text) or default
    return _SCRIPT_LANGUAGE.get(script, default)


@functools.lru_cache(maxsize=1)
def _function_words() -> Dict[str, FrozenSet[str]]:
    """Language code -> a word -> languages index of the function-word table."""
    path = _DATA_DIR / "function_words.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    index: Dict[str, set] = {}
    for lang, words in data.items():
        if lang.startswith("_"):
            continue
        for word in words:
            index.setdefault(word, set()).add(lang)
    return {word: frozenset(langs) for word, langs in index.items()}


def function_word_anywhere(word: str) -> bool:
    """``word`` is one of the frequent function words of some language (``data/function_words.json``).

    >>> function_word_anywhere("été"), function_word_anywhere("approuvé")
    (True, False)
    """
    return word.lower() in _function_words()


def function_word_languages(word: str) -> FrozenSet[str]:
    """The languages ``word`` is one of the frequent function words of (``data/function_words.json``).

    >>> sorted(function_word_languages("der"))
    ['de']
    """
    return _function_words().get(word.lower(), frozenset())


_LATIN_WORD_RE = re.compile(r"[^\W\d_]+")


def guess_latin_language(text: str, sample: int = 20000) -> Optional[str]:
    """Guess the language of Latin-script text by its most frequent function words.

    Returns a code only on clear evidence (at least 8 hits and twice the runner-up);
    None otherwise, so callers keep their language-neutral (stricter) behaviour.

    >>> guess_latin_language("The trial was stopped and the results of the study were published with the data that the drug is safe.")
    'en'
    """
    index = _function_words()
    scores: Dict[str, int] = {}
    for word in _LATIN_WORD_RE.findall(text[:sample].lower()):
        for lang in index.get(word, ()):
            scores[lang] = scores.get(lang, 0) + 1
    if not scores:
        return None
    ranked = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
    best_lang, best = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else 0
    if best >= 8 and best >= 2 * second:
        return best_lang
    return None
