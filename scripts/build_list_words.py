"""Write spacy_quoteverify/data/list_words.json: the words for "or" and "and" of every language.

The words come from the Unicode CLDR list patterns as the Babel package ships them: for every
language spaCy has a class for, the "or" lists in every width ("{0}, or {1}", "{0} oder {1}",
"{0}、または{1}") give the word written between the last two items. A language whose locale
has no list patterns of its own (Babel falls back to the root locale's English "or") is left
out. The check reads them where a negation closes a clause after the word for "or": "whether
the drug works or not" states no negation of what the passage quotes; a negation right after
the word for "and" negates the conjunct it opens ("где меня не было и не будет"), not the
clause a passage before it quotes.

Babel is needed only to run this script (``pip install babel``); the package reads the JSON
file it writes. Run from the repository root:

    python scripts/build_list_words.py
"""
from __future__ import annotations

import json
import pkgutil
from pathlib import Path
from typing import Dict, List

import regex
import spacy.lang
from babel import Locale, UnknownLocaleError

OUT = Path(__file__).resolve().parents[1] / "spacy_quoteverify" / "data" / "list_words.json"
#: The list styles of each kind of list: "or" lists and "and" lists ("standard").
_STYLES = {"or": ("or", "or-short", "or-narrow"), "and": ("standard", "standard-short", "standard-narrow")}
#: What is not part of the word between the items: white space and punctuation ("{0}, or {1}").
_BETWEEN = regex.compile(r"[\s\p{P}]+")


def list_words(kind: str) -> Dict[str, List[str]]:
    codes = sorted(m.name for m in pkgutil.iter_modules(spacy.lang.__path__) if m.ispkg and m.name != "xx")
    root = Locale.parse("root").list_patterns
    out: Dict[str, List[str]] = {}
    for code in codes:
        try:
            patterns = Locale.parse(code).list_patterns
        except (UnknownLocaleError, ValueError):
            continue
        words = set()
        for style in _STYLES[kind]:
            own = patterns.get(style)
            if not own or own == root.get(style):
                continue  # the root locale's fallback, not the language's own
            for key in ("2", "end"):
                pattern = own.get(key)
                if pattern and "{0}" in pattern and "{1}" in pattern:
                    between = pattern.split("{0}", 1)[1].split("{1}", 1)[0]
                    # An abbreviation ("el." for Danish "eller") is no word of running text.
                    tokens = [t for t in between.split() if not t.endswith(".")]
                    # A bidirectional mark written beside the word ("\u200f" in Persian) is none.
                    words.update(w for t in tokens for w in _BETWEEN.split(t) if regex.search(r"\p{L}", w))
        if words:
            out[code] = sorted(words)
    return out


def main() -> None:
    data = {
        "source": "Unicode CLDR list patterns, styles or, or-short and or-narrow for 'or', standard, standard-short and standard-narrow for 'and' (the word between the last two items), as Babel ships them; written by scripts/build_list_words.py",
        "or": list_words("or"),
        "and": list_words("and"),
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(data['or'])} languages)")


if __name__ == "__main__":
    main()
