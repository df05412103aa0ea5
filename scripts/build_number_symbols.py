"""Write spacy_quoteverify/data/number_symbols.json: the number symbols of every numbering
system, each with the ASCII symbol of the same role.

The symbols come from the Unicode CLDR as the Babel package ships them: for every locale and
every numbering system it lists (Arabic-Indic digits, Persian digits, Latin digits...), the
decimal separator, the group separator, the percent and per-mille signs, and the plus and minus
signs. A symbol that is one character outside ASCII and serves one role in every locale that
uses it is written with that role's ASCII symbol (the per-mille sign with "‰"): the Arabic
decimal separator "٫" is ".", its thousands separator "٬" is ",", its percent sign "٪" is "%".
Besides, each language's decimal and group separators of the Latin digits (field separators).
A symbol that serves two roles (the Arabic comma "،", a decimal mark in one locale and a group
separator in another) is left as written, and so are those other folding rules already read
(spaces, dashes, quote marks, invisible characters). Folding reads the figure "١٢٫٥٪" as
"12.5%" as it reads its digits.

Babel is needed only to run this script (``pip install babel``); the package reads the JSON
file it writes. Run from the repository root:

    python scripts/build_number_symbols.py
"""
from __future__ import annotations

import json
import unicodedata
from collections import defaultdict
from pathlib import Path
from typing import Dict, Set

from babel import Locale, localedata

from spacy_quoteverify import charclasses

OUT = Path(__file__).resolve().parents[1] / "spacy_quoteverify" / "data" / "number_symbols.json"
#: Each role's ASCII symbol (the per-mille sign has none: "‰" itself).
ROLES = {"decimal": ".", "group": ",", "percentSign": "%", "perMille": "\u2030", "minusSign": "-", "plusSign": "+"}


def number_symbols() -> Dict[str, str]:
    roles: Dict[str, Set[str]] = defaultdict(set)
    for name in localedata.locale_identifiers():
        for symbols in Locale.parse(name).number_symbols.values():
            for role, symbol in symbols.items():
                if role not in ROLES:
                    continue
                # Bidirectional marks written around a sign ("\u061c%") are no part of it.
                written = "".join(c for c in symbol if unicodedata.category(c) != "Cf")
                if len(written) == 1 and not written.isascii():
                    roles[written].add(role)
    # Characters other rules fold already (a no-break space is a space, a minus sign a dash).
    folded = charclasses.SPACES | charclasses.DASHES | charclasses.QUOTE_MARKS | charclasses.INVISIBLE
    return {
        ch: ROLES[next(iter(found))]
        for ch, found in sorted(roles.items())
        if len(found) == 1 and ROLES[next(iter(found))] != ch and ch not in folded
    }


def separators() -> Dict[str, Dict[str, str]]:
    """The decimal and group separators of the Latin digits in each language's main CLDR locale
    (the locale named by the language alone: "en" is en_US, "de" de_DE), by language: how a
    text of that language groups a figure's thousands ("10,000", "10.000", "10\u202f000") and
    writes its decimal mark, so that "10.000" is ten thousand in German and ten in English."""
    out: Dict[str, Dict[str, str]] = {}
    for name in localedata.locale_identifiers():
        if "_" in name:
            continue
        symbols = Locale.parse(name).number_symbols.get("latn") or {}
        try:
            decimal, group = symbols["decimal"], symbols["group"]
        except KeyError:
            continue
        if len(decimal) == 1 and len(group) == 1:
            out[name] = {"decimal": decimal, "group": group}
    return dict(sorted(out.items()))


def main() -> None:
    data = {
        "source": "Unicode CLDR number symbols of every locale and numbering system (decimal, group, percentSign, perMille, minusSign, plusSign), as Babel ships them: each one-character non-ASCII symbol that serves one role in every locale, with that role's ASCII symbol; and the decimal and group separators of the Latin digits in each language's main locale (separators); written by scripts/build_number_symbols.py",
        "symbols": number_symbols(),
        "separators": separators(),
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(data['symbols'])} symbols)")


if __name__ == "__main__":
    main()
