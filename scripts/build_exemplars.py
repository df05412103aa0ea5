"""Write ``spacy_quoteverify/data/exemplars.json``: the letters each negation lexicon's language writes.

The letters come from the Unicode CLDR locale data (``common/main/<locale>.xml``): the main and
the auxiliary exemplar characters of the language (``<exemplarCharacters>`` without a type and
with ``type="auxiliary"``: the letters of its alphabet, and those of the loanwords and names it
commonly writes). Index, number and punctuation exemplars are left out. A language written in
more than one script has the sets of its script locales too (``sr`` and ``sr_Latn``); a locale
without a set inherits it as CLDR does (``nb`` from ``no``). Babel does not ship the exemplar
characters; Debian's package unicode-cldr-core does (``apt-get install unicode-cldr-core``), or
pass ``--main DIR`` for another copy of CLDR's ``common/main``.

Each set is written as a string of characters in NFC lower case, sorted: a sequence CLDR lists
as one element (Czech ``{ch}``, a letter with a combining mark no precomposed character has)
gives its characters. ``other_letters``: the letters and marks of the main and auxiliary sets of
every other CLDR locale that no lexicon language writes (Turkmen ``ý`` is Czech's too; Uyghur
``ې`` is no covered language's): a letter no locale lists tells no language. Run from the repository root after adding a negation lexicon:

    python scripts/build_exemplars.py [--main /usr/share/unicode/cldr/common/main]
"""
from __future__ import annotations

import argparse
import json
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Set

import regex

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from build_sign_words import cldr_release  # noqa: E402  (scripts/, the folder this script runs from)

from spacy_quoteverify.lang.lexicons import available_languages  # noqa: E402

OUT = ROOT / "spacy_quoteverify" / "data" / "exemplars.json"
#: Where Debian's unicode-cldr-core puts the CLDR locale data.
MAIN = Path("/usr/share/unicode/cldr/common/main")
#: CLDR's locale for a lexicon filed under another code (Tagalog is CLDR's Filipino; the Kurmanji
#: lexicon is CLDR's Kurdish, written in Latin letters).
CLDR_LOCALE = {"tl": "fil", "kmr": "ku"}
TYPES = ("main", "auxiliary")


def unicode_set(pattern: str) -> Iterator[str]:
    """The elements of a CLDR exemplar set written as a UnicodeSet (``[a á b {ch} \\u0301 ሀ-ሆ]``):
    single characters, ranges and ``{strings}``, escapes read."""
    body = pattern.strip()
    if not (body.startswith("[") and body.endswith("]")):
        raise ValueError(f"not a UnicodeSet: {pattern!r}")
    body = body[1:-1]
    i = 0

    def read_char() -> str:
        nonlocal i
        c = body[i]
        if c != "\\":
            i += 1
            return c
        nxt = body[i + 1]
        if nxt == "u":
            i += 6
            return chr(int(body[i - 4 : i], 16))
        if nxt == "U":
            i += 10
            return chr(int(body[i - 8 : i], 16))
        if nxt == "x" and body[i + 2] == "{":
            end = body.index("}", i)
            value = chr(int(body[i + 3 : end], 16))
            i = end + 1
            return value
        i += 2
        return nxt

    while i < len(body):
        c = body[i]
        if c.isspace():
            i += 1
            continue
        if c == "{":
            end = body.index("}", i)
            inner, i = body[i + 1 : end], end + 1
            # escapes inside a string
            j, text = 0, ""
            while j < len(inner):
                if inner[j] == "\\" and inner[j + 1] == "u":
                    text += chr(int(inner[j + 2 : j + 6], 16))
                    j += 6
                elif inner[j] == "\\":
                    text += inner[j + 1]
                    j += 2
                else:
                    text += inner[j]
                    j += 1
            yield text
            continue
        first = read_char()
        if i < len(body) and body[i] == "-" and i + 1 < len(body) and not body[i + 1].isspace():
            i += 1
            last = read_char()
            for code in range(ord(first), ord(last) + 1):
                yield chr(code)
        else:
            yield first


def _exemplars(path: Path) -> Dict[str, str]:
    """The exemplar sets of one locale file by type ("main", "auxiliary"), as CLDR writes them."""
    if not path.is_file():
        return {}
    found: Dict[str, str] = {}
    for node in ET.parse(path).getroot().iter("exemplarCharacters"):
        kind = node.get("type", "main")
        if kind in TYPES and node.get("alt") is None and node.text:
            found[kind] = node.text
    return found


def _parents(main: Path) -> Dict[str, str]:
    """CLDR's explicit parent locales (``supplemental/supplementalData.xml``: nb and nn -> no)."""
    path = main.parent / "supplemental" / "supplementalData.xml"
    parents: Dict[str, str] = {}
    if path.is_file():
        for node in ET.parse(path).getroot().iter("parentLocale"):
            for locale in node.get("locales", "").split():
                parents[locale] = node.get("parent", "root")
    return parents


def _inherited(locale: str, kind: str, main: Path, parents: Dict[str, str]) -> Optional[str]:
    """The set of ``kind`` of ``locale`` or of the first locale it inherits from (not root)."""
    while locale and locale != "root":
        found = _exemplars(main / f"{locale}.xml").get(kind)
        if found is not None:
            return found
        locale = parents.get(locale, locale.rpartition("_")[0])
    return None


def _letters(elements: Iterator[str]) -> Set[str]:
    out: Set[str] = set()
    for element in elements:
        out.update(unicodedata.normalize("NFC", element.lower()))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--main", type=Path, default=MAIN, help="CLDR common/main folder")
    args = parser.parse_args()
    if not args.main.is_dir():
        parser.error(f"{args.main}: no CLDR locale files (apt-get install unicode-cldr-core, or --main DIR)")
    parents = _parents(args.main)
    languages: Dict[str, Dict[str, str]] = {}
    without: List[str] = []
    for lang in available_languages("negations"):
        locale = CLDR_LOCALE.get(lang, lang)
        # The language's own locale and its script locales (sr_Latn, pa_Arab, zh_Hant).
        locales = [locale] + sorted(
            path.stem for path in args.main.glob(f"{locale}_*.xml") if regex.fullmatch(r"[a-z]+_[A-Z][a-z]{3}", path.stem)
        )
        sets: Dict[str, Set[str]] = {kind: set() for kind in TYPES}
        for name in locales:
            for kind in TYPES:
                found = _inherited(name, kind, args.main, parents)
                if found is not None:
                    sets[kind] |= _letters(unicode_set(found))
        if not sets["main"]:
            without.append(lang)
            continue
        sets["auxiliary"] -= sets["main"]
        languages[lang] = {"locales": " ".join(locales), **{kind: "".join(sorted(sets[kind])) for kind in TYPES}}
    # The letters of every other CLDR locale: a letter no locale lists (a Quranic alef wasla, a
    # small capital, a polytonic Greek letter with iota subscript) tells no language.
    covered: Set[str] = set()
    for sets_of in languages.values():
        covered.update(sets_of["main"], sets_of["auxiliary"])
    others: Set[str] = set()
    for path in sorted(args.main.glob("*.xml")):
        for found in _exemplars(path).values():
            others |= _letters(unicode_set(found))
    others = {c for c in others - covered if regex.match(r"[\p{L}\p{M}]", c)}
    release = cldr_release(args.main.parent)
    data = {
        "source": f"Unicode CLDR {release} common/main/<locale>.xml, the main and auxiliary exemplar characters of "
        "each negation lexicon's language and of its script locales, inherited as CLDR does, and the letters of every other locale that none of them writes (other_letters); NFC lower case, the characters of each listed sequence (scripts/build_exemplars.py).",
        "languages": languages,
        "other_letters": "".join(sorted(others)),
        "without": without,
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf8")
    print(f"wrote {len(languages)} languages to {OUT}; without CLDR exemplars: {', '.join(without)}")


if __name__ == "__main__":
    main()
