"""Write spacy_quoteverify/data/apostrophe_lookalikes.json: the characters Unicode's confusables
data (UTS #39, confusables.txt) maps to the apostrophe U+0027; and
spacy_quoteverify/data/degree_lookalikes.json: those it maps to the degree sign U+00B0.

A figure's degree sign is typed as the ring above ("5 ˚C") or a ring operator: the confusables
data says which characters are drawn as it. (The masculine ordinal indicator "º" is not among
them: the data maps it to a small letter o.)

A model, an OCR engine or a keyboard layout writes "didnʻt", "didnˈt" or "didn᾿t" for "didn't";
a negation spelled so must be read as one. Which of these stand for an apostrophe inside a
word is decided in ``charclasses.APOSTROPHE_LOOKALIKES`` (by General_Category: letters of a
script, such as the Hebrew yod, stay letters); this file only records the confusables data.

The data comes from the ``confusable-homoglyphs`` package, which ships confusables.txt as JSON;
it is needed only to run this script (``pip install confusable-homoglyphs``). Run from the
repository root:

    python scripts/build_apostrophe_lookalikes.py
"""
from __future__ import annotations

import json
import unicodedata
from importlib import resources
from pathlib import Path
from typing import List

OUT = Path(__file__).resolve().parents[1] / "spacy_quoteverify" / "data" / "apostrophe_lookalikes.json"


DEGREE_OUT = OUT.with_name("degree_lookalikes.json")


def lookalikes(prototype: str = "'") -> List[str]:
    data = json.loads((resources.files("confusable_homoglyphs") / "confusables.json").read_text(encoding="utf-8"))
    found = set()
    for entry in data.get(prototype, []):
        chars = entry["c"].strip("\u200e\u200f")  # the data wraps right-to-left characters in marks
        if len(chars) == 1:
            found.add(chars)
    return sorted(found)


def main() -> None:
    chars = lookalikes()
    doc = {
        "source": "Unicode confusables data (UTS #39 confusables.txt, as shipped by the confusable-homoglyphs "
        "package): every single character mapped to APOSTROPHE U+0027, written by "
        "scripts/build_apostrophe_lookalikes.py.",
        "characters": {c: unicodedata.name(c, "") for c in chars},
    }
    OUT.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(chars)} characters written to {OUT}")
    degrees = lookalikes("\u00b0")
    doc = {
        "source": "Unicode confusables data (UTS #39 confusables.txt, as shipped by the confusable-homoglyphs "
        "package): every single character mapped to DEGREE SIGN U+00B0, written by "
        "scripts/build_apostrophe_lookalikes.py.",
        "characters": {c: unicodedata.name(c, "") for c in degrees},
    }
    DEGREE_OUT.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(degrees)} characters written to {DEGREE_OUT}")


if __name__ == "__main__":
    main()
