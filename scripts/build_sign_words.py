"""Write ``spacy_quoteverify/data/sign_words.json``: the minus sign written as a word, per language.

The words come from the Unicode CLDR's rule-based number formats (``common/rbnf/<lang>.xml``): the
spell-out rule of a negative number, ``-x``, writes the word before the number's spelling
("minus →→;", "マイナス→→;", "负→→;"). Rules that write a sign character ("−→→;") or an ordinal
prefix ("第−→#,##0→;") give no word. Babel does not ship the RBNF files; Debian's package
unicode-cldr-core does (``apt-get install unicode-cldr-core``), or pass ``--rbnf DIR``.

    python scripts/build_sign_words.py [--rbnf /usr/share/unicode/cldr/common/rbnf]
"""
from __future__ import annotations

import argparse
import json
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Dict, List

RBNF = Path("/usr/share/unicode/cldr/common/rbnf")
OUT = Path(__file__).resolve().parent.parent / "spacy_quoteverify" / "data" / "sign_words.json"


def minus_words(path: Path) -> List[str]:
    """The words the ``-x`` rules of one RBNF file write before the number."""
    found = set()
    for node in ET.parse(path).getroot().iter("rbnfrule"):
        if node.get("value") != "-x" or not node.text:
            continue
        head = node.text.split("\u2192", 1)[0].strip()
        word = unicodedata.normalize("NFC", head).lower()
        if word and all(unicodedata.category(c)[0] in "LM" or c == " " for c in word):
            found.add(word)
    return sorted(found)


def cldr_release(common: Path) -> str:
    """The CLDR release of a ``common`` folder, as its ``dtd/ldml.dtd`` states it ("" when it does not)."""
    dtd = common / "dtd" / "ldml.dtd"
    if dtd.is_file():
        for line in dtd.read_text(encoding="utf8").splitlines():
            if "cldrVersion" in line and "#FIXED" in line:
                return line.split('"')[-2]
    return ""


def rbnf_folder(doc: str) -> Path:
    """The CLDR ``common/rbnf`` folder a script that reads the RBNF rules is given (``--rbnf``,
    Debian's copy by default), checked; ``doc`` is the script's docstring, whose first paragraph
    is its ``--help``."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--rbnf", type=Path, default=RBNF, help="CLDR common/rbnf folder")
    args = parser.parse_args()
    if not args.rbnf.is_dir():
        parser.error(f"{args.rbnf}: no CLDR RBNF files (apt-get install unicode-cldr-core, or --rbnf DIR)")
    return Path(args.rbnf)


def main() -> None:
    rbnf = rbnf_folder(__doc__)
    words: Dict[str, List[str]] = {}
    for path in sorted(rbnf.glob("*.xml")):
        found = minus_words(path)
        if found:
            words[path.stem] = found
    release = cldr_release(rbnf.parent)
    data = {
        "source": f"Unicode CLDR {release} common/rbnf/*.xml, the spell-out rules of a negative number (-x): the word "
        "each writes before the number (scripts/build_sign_words.py).",
        "minus": words,
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf8")


if __name__ == "__main__":
    main()
