"""Write spacy_quoteverify/data/units.json: the words that name a unit or a currency.

The words come from the Unicode CLDR locale data as the Babel package ships it: for
every language with a number-word file in spacy_quoteverify/data/numbers, the long
names of every measurement unit in each plural form ("{0} Tonnen" gives "tonnen")
and the names of every currency (their last word: "US-Dollar" gives "dollar"); and,
for every language spaCy has a class for, the long names of percent, per mille and per
ten thousand, with the side of the number they are written on ("Prozent", "yüzde").
Words that are an everyday function word of some language (spaCy's stop words) are
left out: after a full stop they more likely start a sentence than name a unit.

Babel is needed only to run this script (``pip install babel``); the package reads
the JSON file it writes. Run from the repository root:

    python scripts/build_unit_words.py
"""
from __future__ import annotations

import importlib
import json
import pkgutil
import sys
from pathlib import Path
from typing import Dict, Iterator, List, Set, Tuple

import babel
import regex
import spacy.lang
from babel import Locale, UnknownLocaleError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from spacy_quoteverify.lang.lexicons import word_key  # noqa: E402

OUT = ROOT / "spacy_quoteverify" / "data" / "units.json"
_WORD = regex.compile(r"[\p{L}\p{M}]+")


def _unit_words(locale: Locale) -> Iterator[str]:
    for patterns in locale._data["unit_patterns"].values():
        long = patterns.get("long")
        if long is None:
            continue
        for form, pattern in long.items():
            if form == "per" or "{0}" not in pattern:
                continue
            after = pattern.split("{0}", 1)[1]
            m = _WORD.search(after)
            if m and m.start() <= 1:  # the word right after the number
                yield m.group()


def _currency_words(locale: Locale) -> Iterator[str]:
    names = list(locale.currencies.values())
    for plural in locale._data.get("currency_names_plural", {}).values():
        names.extend(plural.values())
    for name in names:
        name = regex.sub(r"\(.*?\)", "", name)
        found = _WORD.findall(name)
        if found:
            yield found[-1]


def _percent_words(locale: Locale) -> Iterator[Tuple[str, str]]:
    """("after" or "before", phrase): the long names of percent, per mille and per ten
    thousand written beside a number ("{0} Prozent", "yüzde {0}"), lower case."""
    for unit in ("concentr-percent", "concentr-permille", "concentr-permyriad"):
        patterns = locale._data["unit_patterns"].get(unit, {}).get("long", {})
        for form, pattern in patterns.items():
            if form == "per" or "{0}" not in pattern:
                continue
            before, after = (part.strip() for part in pattern.split("{0}", 1))
            for side, phrase in (("before", before), ("after", after)):
                if _WORD.search(phrase):
                    yield side, phrase.lower()


def _spacy_languages() -> List[str]:
    return sorted(m.name for m in pkgutil.iter_modules(spacy.lang.__path__) if m.ispkg and m.name != "xx")


def _stop_words() -> Set[str]:
    out: Set[str] = set()
    for mod in pkgutil.iter_modules(spacy.lang.__path__):
        try:
            stop = importlib.import_module(f"spacy.lang.{mod.name}.stop_words")
        except ImportError:
            continue
        out.update(word_key(w) for w in getattr(stop, "STOP_WORDS", ()))
    return out


def main() -> None:
    langs = sorted(p.stem for p in (ROOT / "spacy_quoteverify" / "data" / "numbers").glob("*.json"))
    stop = _stop_words()
    words: Set[str] = set()
    for lang in langs:
        try:
            locale = Locale.parse(lang)
        except (UnknownLocaleError, ValueError):
            continue
        for w in list(_unit_words(locale)) + list(_currency_words(locale)):
            key = word_key(w)
            if len(key) >= 2 and key not in stop:
                words.add(key)
    percent: Dict[str, Set[str]] = {"after": set(), "before": set()}
    for lang in _spacy_languages():
        try:
            locale = Locale.parse(lang)
        except (UnknownLocaleError, ValueError):
            continue
        for side, phrase in _percent_words(locale):
            percent[side].add(phrase)
    data = {
        "source": (
            f"Unicode CLDR locale data as shipped by Babel {babel.__version__}: long unit names in every "
            "plural form and the last word of currency names, for the languages of data/numbers; "
            "spaCy stop words of every language left out. Written by scripts/build_unit_words.py."
        ),
        "languages": langs,
        "words": sorted(words),
        # Percent, per mille and per ten thousand as words, for every language spaCy has a
        # class for that the CLDR has a locale of: a figure and such a word are one number.
        "percent": {side: sorted(phrases) for side, phrases in percent.items()},
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"wrote {len(words)} words to {OUT}")


if __name__ == "__main__":
    main()
