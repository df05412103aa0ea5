"""Write spacy_quoteverify/data/units.json: the words that name a unit or a currency.

The words come from the Unicode CLDR locale data as the Babel package ships it: for
every language with a number-word file in spacy_quoteverify/data/numbers, the long
names of every measurement unit in each plural form ("{0} Tonnen" gives "tonnen")
and the names of every currency (their last word: "US-Dollar" gives "dollar"); the
currencies written with letters (ISO 4217 codes, symbols such as "zł") for every language
spaCy has a class for; and,
for every language spaCy has a class for, the long names of percent, per mille and per
ten thousand, with the side of the number they are written on ("Prozent", "yüzde").
Words that are an everyday function word of some language (spaCy's stop words) are
left out: after a full stop they more likely start a sentence than name a unit.

Where a language's long name of percent, per mille or per ten thousand is the sign alone
(Korean, Chinese, Vietnamese write "{0}%"), the words come from the CLDR annotations of
that sign instead: the names a reader looks the sign up by and the one a screen reader
says for it (Korean "퍼센트", Vietnamese "phần trăm"), written on the side of the figure the
sign stands on. Babel does not ship the annotations; Debian's package unicode-cldr-core
does (``apt-get install unicode-cldr-core``), or pass ``--annotations DIR``.

Babel is needed only to run this script (``pip install babel``); the package reads
the JSON file it writes. Run from the repository root:

    python scripts/build_unit_words.py [--annotations /usr/share/unicode/cldr/common/annotations]
"""
from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Set, Tuple

import babel
import babel.numbers
import regex
import spacy.lang
from babel import Locale, UnknownLocaleError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from spacy_quoteverify.lang.lexicons import word_key  # noqa: E402

OUT = ROOT / "spacy_quoteverify" / "data" / "units.json"
#: Where Debian's unicode-cldr-core puts the CLDR annotations.
ANNOTATIONS = Path("/usr/share/unicode/cldr/common/annotations")
_PERCENT_UNITS = ("concentr-percent", "concentr-permille", "concentr-permyriad")
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
    for unit in _PERCENT_UNITS:
        patterns = locale._data["unit_patterns"].get(unit, {}).get("long", {})
        for form, pattern in patterns.items():
            if form == "per" or "{0}" not in pattern:
                continue
            before, after = (part.strip() for part in pattern.split("{0}", 1))
            for side, phrase in (("before", before), ("after", after)):
                if _WORD.search(phrase):
                    yield side, phrase.lower()


def _signs_alone(locale: Locale) -> Iterator[Tuple[str, str]]:
    """("after" or "before", sign) for each of percent, per mille and per ten thousand whose
    long names in ``locale`` write the sign and no word ("{0}%")."""
    for unit in _PERCENT_UNITS:
        patterns = locale._data["unit_patterns"].get(unit, {}).get("long", {})
        texts = [p for form, p in patterns.items() if form != "per" and "{0}" in p]
        if not texts or any(_WORD.search(p) for p in texts):
            continue
        before, after = (part.strip() for part in texts[0].split("{0}", 1))
        if after and not before:
            yield "after", after
        elif before and not after:
            yield "before", before


def _annotation_names(path: Path, sign: str) -> List[str]:
    """The CLDR annotations of ``sign`` in one language file: its keywords and its spoken name,
    lower case, without the keywords that hold another one ("dấu phần trăm", the percent sign,
    holds "phần trăm": it names the sign, not the amount) or no letter."""
    names: Set[str] = set()
    for node in ET.parse(path).getroot().iter("annotation"):
        if node.get("cp") == sign and node.text:
            names.update(n.strip().lower() for n in node.text.split("|"))
    names = {n for n in names if _WORD.search(n)}
    return sorted(n for n in names if not any(o != n and o in n for o in names))


def _annotation_percent_words(lang: str, locale: Locale, annotations: Path) -> Iterator[Tuple[str, str]]:
    path = annotations / f"{lang}.xml"
    if not path.is_file():
        return
    for side, sign in _signs_alone(locale):
        for name in _annotation_names(path, sign):
            yield side, name


def _currency_symbols(locale: Locale) -> Iterator[str]:
    """The currency symbols of ``locale`` written with two letters or more and no currency sign
    ("zł", "Kč", "kr", "лв.", "Ft"): a sign of General_Category Sc is read as one already, and a
    one-letter symbol ("R", "F") is too often something else."""
    for code, symbol in locale.currency_symbols.items():
        symbol = symbol.strip("\u200e\u200f")
        if symbol != code and len(regex.findall(r"\p{L}", symbol)) >= 2 and not regex.search(r"\p{Sc}", symbol):
            yield symbol


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


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--annotations", type=Path, default=ANNOTATIONS, help="CLDR common/annotations folder")
    args = parser.parse_args(argv)
    if not args.annotations.is_dir():
        parser.error(f"{args.annotations}: no CLDR annotations (apt-get install unicode-cldr-core, or --annotations DIR)")
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
    annotated: Dict[str, Dict[str, Set[str]]] = {}
    symbols: Set[str] = set()
    for lang in _spacy_languages():
        try:
            locale = Locale.parse(lang)
        except (UnknownLocaleError, ValueError):
            continue
        symbols.update(_currency_symbols(locale))
        for side, phrase in _percent_words(locale):
            percent[side].add(phrase)
        for side, phrase in _annotation_percent_words(lang, locale, args.annotations):
            percent[side].add(phrase)
            annotated.setdefault(lang, {}).setdefault(side, set()).add(phrase)
    version = args.annotations.parent / "dtd" / "ldml.dtd"
    cldr = ""
    if version.is_file():
        found = regex.search(r'cldrVersion\s+CDATA\s+#FIXED\s+"([\d.]+)"', version.read_text(encoding="utf-8"))
        cldr = f" {found.group(1)}" if found else ""
    data = {
        "source": (
            f"Unicode CLDR locale data as shipped by Babel {babel.__version__}: long unit names in every "
            "plural form and the last word of currency names, for the languages of data/numbers; "
            "spaCy stop words of every language left out. Percent words: the CLDR long names of percent, "
            "per mille and per ten thousand; where those write the sign alone, the CLDR"
            f"{cldr} annotations of the sign (field percent_annotations, by language; Debian's unicode-cldr-core). "
            "Written by scripts/build_unit_words.py."
        ),
        "languages": langs,
        "words": sorted(words),
        # Percent, per mille and per ten thousand as words, for every language spaCy has a
        # class for that the CLDR has a locale of: a figure and such a word are one number.
        "percent": {side: sorted(phrases) for side, phrases in percent.items()},
        # Of those, the ones taken from the CLDR annotations of the sign (the long names give the
        # sign alone), by language and side: where each comes from.
        # Currencies written with letters, for every language spaCy has a class for: the ISO 4217
        # codes and the locales' symbols written with letters, as written ("EUR", "zł", "Kč",
        # "лв."): a figure and its currency are one amount. (Currency names are left out: the last
        # word of a name is as often a country or a metal, "peso cubano", "gold".)
        "currency": {"codes": sorted(babel.numbers.list_currencies()), "symbols": sorted(symbols)},
        "percent_annotations": {
            lang: {side: sorted(words) for side, words in sorted(sides.items())} for lang, sides in sorted(annotated.items())
        },
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"wrote {len(words)} words to {OUT}")


if __name__ == "__main__":
    main()
