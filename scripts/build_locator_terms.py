"""Write spacy_quoteverify/data/locator_terms.json: the words and abbreviations that name a part of
a document in a citation ("p.", "pp.", "Seite", "fig.", "§", "col.", "l."), by language.

A model writes a locator after the id it cites ("[chunk 3, p. 4]"): the figure after it is a page,
not a chunk. Any other word or abbreviation before a figure ("[chunk 3, cf. 9]", "vgl. 9",
"e.g. 9") may point to another chunk, which the reader then reports as read only in part. The
locator terms are those of the Citation Style Language's locale files (the CSL 1.0 locator
variables: page, section, figure, line, ...), in their long, short and symbol forms, singular and
plural. They are read from the copy the ``citeproc-py`` package ships, which is needed only to
run this script (``pip install citeproc-py``). Run from the repository root:

    python scripts/build_locator_terms.py
"""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from importlib import resources
from pathlib import Path
from typing import Dict, Set

OUT = Path(__file__).resolve().parents[1] / "spacy_quoteverify" / "data" / "locator_terms.json"
_CSL = "{http://purl.org/net/xbiblio/csl}"
#: The locator variables of the CSL 1.0.2 specification ("Locators").
LOCATORS = frozenset(
    "act appendix article-locator book canon chapter column elocation equation figure folio issue line note "
    "opus page paragraph part rule scene section sub-verbo supplement table title-locator verse volume".split()
)


def terms() -> Dict[str, Set[str]]:
    """Each locale's language and the forms of its locator terms, lower case."""
    out: Dict[str, Set[str]] = {}
    folder = resources.files("citeproc") / "data" / "locales"
    for path in sorted(folder.iterdir(), key=lambda p: p.name):
        if not (path.name.startswith("locales-") and path.name.endswith(".xml")):
            continue
        lang = path.name[len("locales-") : -len(".xml")].split("-")[0]
        root = ET.fromstring(path.read_bytes())
        for term in root.iter(_CSL + "term"):
            if term.get("name") not in LOCATORS:
                continue
            texts = [term.text] + [child.text for child in term]
            for text in texts:
                form = " ".join((text or "").split()).casefold()
                if form:
                    out.setdefault(lang, set()).add(form)
    return out


def main() -> None:
    found = terms()
    doc = {
        "source": "The Citation Style Language's locale files (CSL 1.0 locator terms: page, section, figure, line, "
        "chapter, column, ... in their long, short and symbol forms), as shipped by the citeproc-py package; "
        "lower case; written by scripts/build_locator_terms.py.",
        "terms": {lang: sorted(forms) for lang, forms in sorted(found.items())},
    }
    OUT.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{sum(len(v) for v in found.values())} forms of {len(found)} languages written to {OUT}")


if __name__ == "__main__":
    main()
