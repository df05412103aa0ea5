"""Write ``spacy_quoteverify/data/ordinal_marks.json``: what makes a figure an ordinal, per language.

The marks come from the Unicode CLDR's rule-based number formats (``common/rbnf/<lang>.xml``):

- ``before``: the prefix an ordinal rule writes before the number, from the digit rules
  (``digits-ordinal``: "第=#,##0=", "thứ =#,##0=", "ទី=#,##0=") and the spell-out rules whose
  number is spelled as a cardinal (``spellout-ordinal``: "第=%spellout-numbering=", "ika
  =%spellout-cardinal="). A space of any width after the prefix (the no-break space of Thai,
  the zero-width space of Lao) is written as one space: the prefix is a word of its own.
- ``after``: the suffix the digit rules write after the figure ("=#,##0=.º", the plural forms
  of "=#,##0=$(ordinal,one{st}two{nd}few{rd}other{th})$", the private rule sets they call).
  A locale without digit rules of its own formats ordinals with its parent's, and so with
  ``root``'s ("=#,##0=.": German, Danish, Czech, Finnish, Turkish... write "5."): its marks are
  written out here, and the key ``root`` holds them for every language without an RBNF file.
- ``capitalised_nouns``: the languages that write common nouns with a capital, read from the
  CLDR locale data as Babel ships it (every long unit name of a few everyday units starts with
  a capital: German "Stunde", "Meter"). There a capital after "5." opens an ordinal's noun as
  often as a sentence ("der 5. Versuch").

Babel does not ship the RBNF files; Debian's package unicode-cldr-core does
(``apt-get install unicode-cldr-core``), or pass ``--rbnf DIR``.

    python scripts/build_ordinal_marks.py [--rbnf /usr/share/unicode/cldr/common/rbnf]
"""
from __future__ import annotations

import json
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Dict, List, Optional, Set, Tuple

import regex
from babel import Locale, UnknownLocaleError, localedata

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_sign_words import cldr_release, rbnf_folder  # noqa: E402  (scripts/, the folder this script runs from)

OUT = Path(__file__).resolve().parent.parent / "spacy_quoteverify" / "data" / "ordinal_marks.json"

#: A rule that writes a prefix and then the number, as digits or spelled as a cardinal.
_PREFIX_RULE = regex.compile(r"(?P<pre>[^=←→\[\]$%]+)=(?:%+spellout-(?:cardinal|numbering)[\w-]*|[#,0.]+)=")
#: The digits of a digit rule ("=#,##0=", Hindi "=0=", Tamil "=#,##,##0=").
_DIGITS = regex.compile(r"=[#,0]+=")
#: A call of another rule set ("=%digits-ordinal-masculine=", "=%%dord-mascabbrev=").
_CALL = regex.compile(r"=(%%?[\w-]+)=")
#: A plural choice ("$(ordinal,one{st}two{nd}few{rd}other{th})$").
_PLURAL = regex.compile(r"\$\((?:ordinal|cardinal),(?P<forms>[^)]*)\)\$")
_FORM = regex.compile(r"\w+\{(?P<text>[^}]*)\}")
#: Spaces a rule writes between a prefix and the number.
_SPACES = regex.compile(r"[\s\u200b\u00a0\u202f]+")
#: Everyday units whose long CLDR names tell whether a language writes common nouns with a capital.
_NOUN_UNITS = ("duration-hour", "duration-day", "duration-week", "duration-month", "duration-year", "length-meter", "mass-kilogram", "volume-liter")


def read_rules(path: Path) -> Dict[str, List[Tuple[str, int, str]]]:
    """Each rule set of one RBNF file: its rules as (value, radix, text), in the file's order.
    ``value`` is as written ("100", "-x", "x.x"), ``radix`` the rule's radix (10 unless given),
    ``text`` the rule in NFC without its closing semicolon."""
    out: Dict[str, List[Tuple[str, int, str]]] = {}
    for node in ET.parse(path).getroot().iter("ruleset"):
        found = []
        for rule in node.iter("rbnfrule"):
            if rule.text:
                text = unicodedata.normalize("NFC", rule.text.strip().rstrip(";"))
                found.append((rule.get("value") or "", int((rule.get("radix") or "10").replace(",", "")), text))
        out[node.get("type") or ""] = found
    return out


def _rulesets(path: Path) -> Dict[str, List[str]]:
    """Each rule set of one RBNF file: the texts of its rules for a number of zero or more."""
    return {name: [text for value, _radix, text in rules if value[:1].isdigit()] for name, rules in read_rules(path).items()}


def _expand(text: str, sets: Dict[str, List[str]], depth: int = 0) -> Set[str]:
    """Every literal ``text`` may write, its calls of other rule sets and plural choices spelled out."""
    if depth > 4:
        return set()
    m = _PLURAL.search(text)
    if m is not None:
        return {
            t
            for form in _FORM.finditer(m.group("forms"))
            for t in _expand(text[: m.start()] + form.group("text") + text[m.end() :], sets, depth)
        }
    m = _CALL.search(text)
    if m is not None:
        called = sets.get(m.group(1).lstrip("%"), [])
        return {t for rule in called for t in _expand(text[: m.start()] + rule + text[m.end() :], sets, depth + 1)}
    return {text}


def _literal(text: str) -> str:
    """A literal as written: lower case, a leading apostrophe (RBNF's quote of what follows) dropped."""
    return text[1:].lower() if text.startswith("'") else text.lower()


def digit_rules(sets: Dict[str, List[str]]) -> List[str]:
    """The texts of the public digit rules, calls of other rule sets spelled out."""
    texts: Set[str] = set()
    for name, rules in sets.items():
        if name.startswith("digits-ordinal"):
            for rule in rules:
                texts |= _expand(rule, sets)
    return sorted(texts)


def suffixes(sets: Dict[str, List[str]]) -> Optional[List[str]]:
    """What the digit rules write after the figure (None: the file has no digit rules)."""
    if not any(name.startswith("digits-ordinal") for name in sets):
        return None
    found = set()
    for text in digit_rules(sets):
        m = _DIGITS.search(text)
        # A rule that defers to another for the rest of the number ("→→") writes no mark of its own.
        if m is not None and text[m.end() :] and not regex.search("[←→]", text):
            found.add(_literal(text[m.end() :]))
    return sorted(found)


def prefixes(sets: Dict[str, List[str]]) -> List[str]:
    """What the digit and spell-out ordinal rules write before the number."""
    texts = set(digit_rules(sets))
    for name, rules in sets.items():
        if name.startswith("spellout-ordinal"):
            texts |= set(rules)
    found = set()
    for text in texts:
        m = _PREFIX_RULE.fullmatch(text)
        if m is not None:
            pre = _SPACES.sub(" ", m.group("pre")).lower()
            if pre.strip():
                found.add(pre)
    return sorted(found)


def capitalised_nouns() -> List[str]:
    """The languages whose every long CLDR name of :data:`_NOUN_UNITS` starts with a capital."""
    found = []
    for code in sorted(localedata.locale_identifiers()):
        if "_" in code:
            continue
        try:
            patterns = Locale.parse(code)._data["unit_patterns"]
        except (UnknownLocaleError, ValueError, KeyError):
            continue
        names = []
        for unit in _NOUN_UNITS:
            long = patterns.get(unit, {}).get("long", {})
            name = (long.get("one") or long.get("other") or "").replace("{0}", "").strip()
            if name[:1].isalpha():
                names.append(name)
        if len(names) >= len(_NOUN_UNITS) // 2 and all(n[0].isupper() and n[0].lower() != n[0] for n in names):
            found.append(code)
    return found


def main() -> None:
    rbnf_dir = rbnf_folder(__doc__)
    sets = {path.stem: _rulesets(path) for path in sorted(rbnf_dir.glob("*.xml"))}
    own = {locale: suffixes(rules) for locale, rules in sets.items()}

    def inherited(locale: str) -> List[str]:
        """The suffixes of a locale's own digit rules, else of its parent's, at last root's."""
        while own.get(locale) is None and locale != "root":
            locale = locale.rsplit("_", 1)[0] if "_" in locale else "root"
        return own.get(locale) or []

    before = {locale: found for locale, rules in sets.items() if (found := prefixes(rules))}
    # Every locale, those whose digit rules write a prefix only too (an empty list: "第5" has no suffix).
    after = {locale: inherited(locale) for locale in sets}
    release = cldr_release(rbnf_dir.parent)
    data = {
        "source": f"Unicode CLDR {release} common/rbnf/*.xml: the prefixes the digits-ordinal and spellout-ordinal "
        "rules write before the number (before), and the suffixes the digits-ordinal rules write after it, a locale "
        "without its own taking its parent's and at last root's (after); the languages whose long CLDR unit names "
        "(locale data as Babel ships it) all start with a capital (capitalised_nouns). scripts/build_ordinal_marks.py.",
        "before": before,
        "after": after,
        "capitalised_nouns": capitalised_nouns(),
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf8")


if __name__ == "__main__":
    main()
