"""Write the fields ``multiples`` and ``denominators`` of ``spacy_quoteverify/data/numbers/<lang>.json``:
the multiples of a hundred and of a thousand below 10,000 that the language writes as one word
("quinientos", "пятьсот", "pięćset", "femhundra", "duemila", "kétezer"), each with its value, and the
ordinals of three to ten written as one word, which name a fraction's denominator in many languages
("two thirds", "due terzi", "twee derde"), with the genders, numbers and cases the rules write.

The words come from the Unicode CLDR's rule-based number formats (``common/rbnf/<lang>.xml``): the
number is spelled out with every public ``spellout-cardinal`` rule set of the language (the
genders, and the cases where CLDR has them: Russian "пятисот"), and kept where the spelling is one
word. A spelling of several words ("cinq cents", "pět set") needs no entry: its words are listed.
The rules are read as ICU reads them (a rule's divisor, the rollback of a rule whose remainder is
zero, optional text, the plural choices of Babel's plural rules); the reading of the files is
``build_ordinal_marks.read_rules``. Babel does not ship the RBNF files; Debian's package
unicode-cldr-core does (``apt-get install unicode-cldr-core``), or pass ``--rbnf DIR``.

    python scripts/build_number_multiples.py [--rbnf /usr/share/unicode/cldr/common/rbnf]
"""
from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import regex
from babel import Locale

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_ordinal_marks import read_rules  # noqa: E402  (scripts/, the folder this script runs from)
from build_sign_words import cldr_release, rbnf_folder  # noqa: E402

from spacy_quoteverify.lang import lexicons  # noqa: E402

NUMBERS = Path(__file__).resolve().parent.parent / "spacy_quoteverify" / "data" / "numbers"

#: The numbers spelled: the multiples of a hundred and of a thousand below 10,000, from two on (a
#: hundred and a thousand are listed by hand, and their one-word spellings are the case forms of
#: those words: Finnish "sadan", Polish "tysiąca").
VALUES: Tuple[int, ...] = tuple(range(200, 1000, 100)) + tuple(range(2000, 10000, 1000))

#: The languages whose figures are written glued from number words ("五百", "ห้าร้อย", "오백"), which
#: the rules of unspaced scripts read word by word from the listed words: they need no entry.
_GLUED = frozenset({"ja", "zh", "th", "lo", "km", "my", "ko"})

#: The RBNF file of a number file's language, where its code differs (Tagalog is CLDR's Filipino).
_RBNF_CODE = {"tl": "fil"}

Rules = Dict[str, List[Tuple[str, int, str]]]

#: A substitution: "←←", "→%spellout-cardinal-feminine→", "=%spellout-numbering=", "=#,##0=".
_SUB = regex.compile(r"(?P<mark>[←→=<>])(?P<name>%%?[\w-]+|[#,0.]*)(?P=mark)(?P<third>[←→<>])?")
_PLURAL = regex.compile(r"\$\(cardinal,(?P<forms>[^)]*)\)\$")
_FORM = regex.compile(r"(?P<cat>\w+)\{(?P<text>[^}]*)\}")
#: What a word is written with: letters and marks (the joiners and soft hyphen are dropped first).
_WORD = regex.compile(r"[\p{L}\p{M}\u02bc\u2019']+")


def _divisor(base: int, radix: int) -> int:
    """The rule's divisor: the highest power of its radix not above its base value."""
    d = 1
    while d * radix <= base:
        d *= radix
    return d


def spell(n: int, name: str, rules: Rules, plural: Locale, depth: int = 0) -> Optional[str]:
    """``n`` spelled by the rule set ``name`` of one RBNF file (None where the rules do not say).

    >>> rules = {"s": [("0", 10, "zero"), ("1", 10, "one"), ("2", 10, "two"), ("100", 10, "←← hundred[ →→]")]}
    >>> spell(200, "s", rules, Locale("en")), spell(201, "s", rules, Locale("en"))
    ('two hundred', 'two hundred one')
    """
    if depth > 12 or name not in rules:
        return None
    numeric = [(int(v), r, t) for v, r, t in rules[name] if v.isdigit()]
    at = max((k for k, (base, _, _) in enumerate(numeric) if base <= n), default=None)
    if at is None:
        return None
    base, radix, text = numeric[at]
    divisor = _divisor(base, radix) if base else 1
    if ("→→" in text or ">>" in text) and n % divisor == 0 and base % divisor != 0 and at > 0:
        base, radix, text = numeric[at - 1]  # ICU's rollback: "ciento →→" is no spelling of 200
        divisor = _divisor(base, radix) if base else 1
    if text.startswith("'"):
        text = text[1:]
    # Optional text ("[ →→]") is written only where the remainder is not zero.
    text = regex.sub(r"\[([^\]]*)\]", lambda m: m.group(1) if n % divisor else "", text)
    quotient, remainder = n // divisor, n % divisor

    def plural_form(m: "regex.Match[str]") -> str:
        forms = {f.group("cat"): f.group("text") for f in _FORM.finditer(m.group("forms"))}
        return forms.get(plural.plural_form(quotient), forms.get("other", ""))

    text = _PLURAL.sub(plural_form, text)
    out = []
    last = 0
    for m in _SUB.finditer(text):
        out.append(text[last : m.start()])
        last = m.end()
        mark, target = m.group("mark"), m.group("name")
        value = {"←": quotient, "<": quotient, "→": remainder, ">": remainder, "=": n}[mark]
        if target.startswith("%"):
            part = spell(value, target.lstrip("%"), rules, plural, depth + 1)
        elif target:
            part = str(value)  # a decimal format: digits, no word
        else:
            part = spell(value, name, rules, plural, depth + 1)
        if part is None:
            return None
        out.append(part)
    out.append(text[last:])
    return "".join(out)


def one_word(text: str) -> Optional[str]:
    """``text`` as one word in NFC lower case (the soft hyphen and the zero-width joiners dropped),
    or None where it is several words or holds no letter.

    >>> one_word("seis\\u00adcientos"), one_word("cinq cents")
    ('seiscientos', None)
    """
    word = unicodedata.normalize("NFC", regex.sub("[\u00ad\u200b\u200c\u200d]", "", text)).strip().lower()
    if not _WORD.fullmatch(word):
        return None
    scripts = {s for c in word if (s := _script(c)) not in ("Common", "Inherited")}
    return word if len(scripts) == 1 else None  # Lao rules that write a Thai word are no Lao word


def _script(c: str) -> str:
    if regex.match(r"[\p{Script=Common}\p{Script=Inherited}]", c):
        return "Common"  # the apostrophe of Ukrainian "пʼятсот"
    for name in ("Latin", "Cyrillic", "Greek", "Arabic", "Hebrew", "Thai", "Lao", "Georgian", "Armenian"):
        if regex.match(rf"\p{{Script={name}}}", c):
            return name
    return "Common" if not regex.match(r"\p{L}", c) else "Other"


def multiples(lang: str, rules: Rules) -> Dict[str, int]:
    """The words of :data:`VALUES` that the public cardinal rule sets of ``rules`` write as one word."""
    plural = Locale.parse(lang)
    found: Dict[str, int] = {}
    for name in sorted(rules):
        if not name.startswith("spellout-cardinal"):
            continue
        for n in VALUES:
            spelled = spell(n, name, rules, plural)
            if spelled == "ERROR":
                continue  # a rule set CLDR leaves unwritten (Lithuanian spellout-cardinal-feminine-accusative)
            word = one_word(spelled) if spelled else None
            if word is not None:
                found.setdefault(word, n)
    return found


#: The denominators spelled as ordinals: three to ten (two is a half, which the fraction words list).
DENOMINATORS: Tuple[int, ...] = tuple(range(3, 11))


def ordinals(lang: str, rules: Rules) -> List[str]:
    """The one-word spellings of :data:`DENOMINATORS` by the public ordinal rule sets of ``rules``
    ("third", "terzo", "derde", "trzeci"): many languages name a fraction's denominator so."""
    plural = Locale.parse(lang)
    found = set()
    for name in sorted(rules):
        if name.startswith("spellout-ordinal"):
            for n in DENOMINATORS:
                spelled = spell(n, name, rules, plural)
                word = one_word(spelled) if spelled and spelled != "ERROR" else None
                if word is not None:
                    found.add(word)
    return sorted(found)


def main() -> None:
    rbnf_dir = rbnf_folder(__doc__)
    release = cldr_release(rbnf_dir.parent)
    for path in sorted(NUMBERS.glob("*.json")):
        lang = path.stem
        rbnf = rbnf_dir / f"{_RBNF_CODE.get(lang, lang)}.xml"
        data = json.loads(path.read_text(encoding="utf8"))
        data.pop("multiples", None)
        data.pop("denominators", None)
        if rbnf.is_file() and lang not in _GLUED:
            listed = {unicodedata.normalize("NFC", w).lower() for w in data["words"]}
            found = {w: v for w, v in multiples(_RBNF_CODE.get(lang, lang), read_rules(rbnf)).items() if w not in listed}
            if found:
                data["multiples"] = found
            cardinals = set(lexicons.number_words(lang))
            # A spelling that is a cardinal or no word of the language is left out: the Croatian
            # rules write the ordinal's stem and a suffix apart ("pet", "osm").
            named = [
                w for w in ordinals(_RBNF_CODE.get(lang, lang), read_rules(rbnf))
                if lexicons.word_key(w) not in cardinals and (not lexicons.has_known_words(lang) or lexicons.known_word(w, lang))
            ]
            if named:
                data["denominators"] = named
        # The field goes before "source", which stays last.
        source = data.pop("source")
        note = (
            f" Multiples (multiples) and denominators (denominators): Unicode CLDR {release} common/rbnf/{rbnf.name}, "
            "spelled by scripts/build_number_multiples.py."
        )
        source = source.split(" Multiples (multiples")[0] + (note if "multiples" in data or "denominators" in data else "")
        data["source"] = source
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf8")


if __name__ == "__main__":
    main()
