"""Write the abbreviations of spaCy's language classes into ``spacy_quoteverify/data/abbreviations.json``.

The sentence rules (:mod:`spacy_quoteverify.text.sentences`) read a full stop after an
abbreviation as no sentence end. The abbreviations are the tokenizer exceptions of
every spaCy language class whose key ends in a full stop; reading them means
importing every language (the French exceptions alone take seconds), so they are
stored here once and ``tests/test_boundaries.py`` checks that the stored lists are
still what spaCy gives. Run again after upgrading spaCy::

    python scripts/build_abbreviations.py
"""
from __future__ import annotations

import json
import pkgutil
import sys
from pathlib import Path
from typing import Dict, List

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "spacy_quoteverify" / "data" / "abbreviations.json"


def spacy_abbreviations() -> Dict[str, List[str]]:
    """Per language, the tokenizer exception keys that are one word ending in a full stop."""
    import spacy.lang
    from spacy.util import get_lang_class

    out: Dict[str, List[str]] = {}
    for mod in sorted(pkgutil.iter_modules(spacy.lang.__path__), key=lambda m: m.name):
        if not mod.ispkg:
            continue
        try:
            cls = get_lang_class(mod.name)
        except (ImportError, KeyError):  # a language class whose optional dependency is missing
            continue
        keys = getattr(cls.Defaults, "tokenizer_exceptions", None) or {}
        words = sorted({k for k in keys if k.endswith(".") and len(k) > 1 and not any(c.isspace() for c in k)})
        if words:
            out[mod.name] = words
    return out


def main() -> int:
    data = json.loads(DATA.read_text(encoding="utf8"))
    import spacy

    data["spacy_version"] = spacy.__version__
    data["from_spacy"] = spacy_abbreviations()
    DATA.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf8")
    print(f"wrote {DATA} ({sum(map(len, data['from_spacy'].values()))} entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
