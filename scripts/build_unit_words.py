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

The scale abbreviations come from the CLDR compact number formats of every language spaCy
has a class for ("0 Mio'.'", "0 tys'.'", "0 mln"): the letters written beside the figure, when
they are two letters or more and no other language's function word or abbreviation of another
kind (spaCy's stop words and tokenizer exceptions). The names of the era before the epoch
("BC", "v. Chr.", "до н. э.", "紀元前") come from the Gregorian calendar of each such language's
CLDR locale, every width and variant, read from Debian's CLDR copy like the annotations.
The long names of more than one word after the number ("metros
cúbicos" of "{0} metros cúbicos", "mètres carrés") are kept by language (``unit_names``; rewrite
that field alone, with Babel and no annotations, by ``--only-qualifiers``). The word for "per" between two units ("5 mg per kg", "5 mg pro kg") comes from each such
language's CLDR long compound-unit pattern, the duration units' names ("day", "Tag") and the
other units' symbols ("kg", "мг") from its unit patterns. Percent, per mille and per ten
thousand are also kept by language and sign from the long names of every CLDR locale of the
language ("per cent" of en_GB). The SI and binary prefixes come from the English compound-unit
patterns ("k{0}", "μ{0}"), and the units they are put on from the CLDR's unit conversion data
(supplemental/units.xml of the same Debian package: the units of the SI system).

Babel is needed only to run this script (``pip install babel``); the package reads
the JSON file it writes. Run from the repository root:

    python scripts/build_unit_words.py [--annotations /usr/share/unicode/cldr/common/annotations]
"""
from __future__ import annotations

import argparse
import functools
import importlib
import json
import pkgutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Dict, FrozenSet, Iterator, List, Optional, Set, Tuple

import babel
import babel.numbers
import regex
import spacy.lang
from babel import Locale, UnknownLocaleError, localedata

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from spacy_quoteverify.lang.lexicons import word_key  # noqa: E402

OUT = ROOT / "spacy_quoteverify" / "data" / "units.json"
#: Where Debian's unicode-cldr-core puts the CLDR annotations.
ANNOTATIONS = Path("/usr/share/unicode/cldr/common/annotations")
#: CLDR's locale for a language filed under another code (Tagalog is CLDR's Filipino, Kurmanji its Kurdish).
CLDR_LOCALE = {"tl": "fil", "kmr": "ku"}
_PERCENT_UNITS = ("concentr-percent", "concentr-permille", "concentr-permyriad")
_WORD = regex.compile(r"[\p{L}\p{M}]+")


def _long_names_after(locale: Locale) -> Iterator[str]:
    """What every long unit pattern of ``locale`` writes after the number ("{0} metros cúbicos"
    gives " metros cúbicos"), each plural form."""
    for patterns in locale._data["unit_patterns"].values():
        long = patterns.get("long")
        if long is None:
            continue
        for form, pattern in long.items():
            if form != "per" and "{0}" in pattern:
                yield pattern.split("{0}", 1)[1]


def _unit_words(locale: Locale) -> Iterator[str]:
    for after in _long_names_after(locale):
        m = _WORD.search(after)
        if m and m.start() <= 1:  # the word right after the number
            yield m.group()


def _unit_long_names(locale: Locale) -> Iterator[str]:
    """The long names of the units whose name goes on past the word right after the number
    ("{0} metros cúbicos" gives "metros cúbicos", "{0} mètres carrés" "mètres carrés", "{0}
    meter persegi" "meter persegi"): a figure quoted with the first word alone names another unit."""
    for after in _long_names_after(locale):
        found = list(_WORD.finditer(after))
        if len(found) >= 2 and found[0].start() <= 1:
            yield after[found[0].start() : found[-1].end()]


def _unit_names(stop: FrozenSet[str]) -> Dict[str, List[str]]:
    """:func:`_unit_long_names` of every language with a number-word file, whose first word is
    no language's function word."""
    found: Dict[str, List[str]] = {}
    for lang in sorted(p.stem for p in (ROOT / "spacy_quoteverify" / "data" / "numbers").glob("*.json")):
        try:
            locale = Locale.parse(CLDR_LOCALE.get(lang, lang))
        except (UnknownLocaleError, ValueError):
            continue
        names = sorted({n for n in _unit_long_names(locale) if word_key(_WORD.match(n).group()) not in stop})  # type: ignore[union-attr]
        if names:
            found[lang] = names
    return found


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


#: The sign each of percent, per mille and per ten thousand is written with.
_PERCENT_SIGNS = {"concentr-percent": "%", "concentr-permille": "\u2030", "concentr-permyriad": "\u2031"}


def _percent_names(lang: str) -> Dict[str, Dict[str, List[str]]]:
    """The long names of percent, per mille and per ten thousand in every CLDR locale of
    ``lang`` (the language's and its regions': "percent", and en_GB's "per cent"), by the sign
    each one is written with and the side of the figure it is written on, lower case: what a
    figure written with the sign may be quoted with instead ("12 Prozent" for "12 %"), the sign
    itself left out (Korean "{0}%")."""
    locale_name = CLDR_LOCALE.get(lang, lang)
    names = [n for n in localedata.locale_identifiers() if n == locale_name or n.startswith(locale_name + "_")]
    out: Dict[str, Dict[str, Set[str]]] = {}
    for name in names:
        try:
            locale = Locale.parse(name)
        except (UnknownLocaleError, ValueError):
            continue
        for unit, sign in _PERCENT_SIGNS.items():
            for form, pattern in (locale._data["unit_patterns"].get(unit, {}).get("long") or {}).items():
                if form == "per" or "{0}" not in pattern:
                    continue
                before, after = (part.strip() for part in pattern.split("{0}", 1))
                for side, phrase in (("before", before), ("after", after)):
                    if _WORD.search(phrase):
                        out.setdefault(sign, {}).setdefault(side, set()).add(phrase.lower())
    return {sign: {side: sorted(found) for side, found in sorted(sides.items())} for sign, sides in sorted(out.items())}


def _si_prefixes() -> List[str]:
    """The SI and binary prefixes as the CLDR's English compound-unit patterns write them before
    a unit symbol ("p{0}", "\u03bc{0}", "M{0}", "Ki{0}"), and the micro sign for the Greek mu: a
    prefix multiplies its unit, so "5 pN" and "5 nN" are two figures."""
    found: Set[str] = set()
    for key, widths in Locale.parse("en")._data["compound_unit_patterns"].items():
        if not regex.fullmatch(r"10p-?\d+|1024p\d+", key):
            continue
        for width in ("short", "narrow"):
            pattern = (widths.get(width) or {}).get("prefix", "")
            if pattern.endswith("{0}") and len(pattern) > 3:
                found.add(pattern[:-3])
    if "\u03bc" in found:
        found.add("\u00b5")
    return sorted(found)


def _si_units(supplemental: Path) -> List[str]:
    """The English short and narrow symbols of the units an SI prefix is put on: those the CLDR's
    unit conversion data (supplemental/units.xml) files under the SI ("newton", "pascal",
    "gram"), and the metric ones the CLDR names with a prefix too ("liter" of "milliliter",
    "byte" of "kilobyte")."""
    root = ET.parse(supplemental / "units.xml").getroot()
    patterns = Locale.parse("en")._data["unit_patterns"]
    ids = {key.split("-", 1)[1]: key for key in patterns if "-" in key}
    longs = [
        (widths.get("long") or {}).get("prefix", "")[:-3]
        for key, widths in Locale.parse("en")._data["compound_unit_patterns"].items()
        if regex.fullmatch(r"10p-?\d+", key)
    ]
    found: Set[str] = set()
    for node in root.iter("convertUnit"):
        unit, systems = node.get("source", ""), (node.get("systems") or "").split()
        if unit not in ids or not ("si" in systems or ("metric" in systems and any(p and p + unit in ids for p in longs))):
            continue
        for width in ("short", "narrow"):
            for form, pattern in (patterns[ids[unit]].get(width) or {}).items():
                if form == "per" or "{0}" not in pattern:
                    continue
                m = regex.match(r"[^\S\n]?([^\s{}]+)", pattern.split("{0}", 1)[1])
                if m and regex.search(r"\p{L}", m.group(1)):
                    found.add(m.group(1))
    return sorted(found)


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
        if symbol != code and _letters(symbol) >= 2 and not regex.search(r"\p{Sc}", symbol):
            yield symbol


def _locales_of(lang: str) -> List[Locale]:
    """Every CLDR locale of ``lang`` that Babel ships: the language's and its regions' and scripts'
    ("pt" and "pt_BR", "en_IN", "sr_Latn"). A region writes its own compact formats and symbols
    (Brazilian "0 bi", Indian "0 Cr")."""
    code = CLDR_LOCALE.get(lang, lang)
    out = []
    for name in localedata.locale_identifiers():
        if name == code or name.startswith(code + "_"):
            try:
                out.append(Locale.parse(name))
            except (UnknownLocaleError, ValueError):
                continue
    return out


def _alt_currency_symbols(main: Path, lang: str) -> Iterator[str]:
    """The narrow and variant currency symbols of ``lang``'s CLDR locales (``<symbol alt="narrow">``,
    ``alt="variant"`` in ``common/main``: Turkish "TL", Romanian "lei", Belarusian "руб.", Lithuanian
    "Lt"), which Babel does not ship, written with letters and no currency sign."""
    code = CLDR_LOCALE.get(lang, lang)
    for path in sorted(main.glob(f"{code}.xml")) + sorted(main.glob(f"{code}_*.xml")):
        for currency in ET.parse(path).getroot().iter("currency"):
            for node in currency.iter("symbol"):
                symbol = (node.text or "").strip("\u200e\u200f")
                if node.get("alt") and symbol and symbol != currency.get("type") and _letters(symbol) >= 1 and not regex.search(r"\p{Sc}", symbol):
                    yield symbol


def _amount_abbreviations(main: Path, lang: str) -> Set[str]:
    """Everything ``lang``'s CLDR locales write beside a figure as part of an amount, as written,
    with no filter: the compact-format words that are no full number word (single letters and
    everyday words of another language too: "K", "bi", "mia.", "Bio.") and the currency symbols
    written with letters, every width and variant ("TL", "lei", "Rs."). Read only where the check's
    language is ``lang``: there "mi" after a figure is a Brazilian million, not Spanish "my". A
    currency symbol of one letter ("R", "P", the narrow symbols CLDR's root gives every locale) and
    a function word of ``lang`` itself (Romanian "de" of "mld. de") are left out, as everywhere."""
    own_stop = _other_words()[0].get(lang, set())
    spelled = _scale_numerals()
    found: Set[str] = set()
    for locale in _locales_of(lang):
        found.update(w for w in _compact_words(locale) if word_key(w).rstrip(".") not in spelled and not regex.search(r"\p{Script=Shavian}", w))
        found.update(
            s.strip("\u200e\u200f")
            for code, s in locale.currency_symbols.items()
            if s.strip("\u200e\u200f") != code and _letters(s) >= 2 and not regex.search(r"\p{Sc}", s)
        )
    found.update(s for s in _alt_currency_symbols(main, lang) if _letters(s) >= 2)
    # A small letter that is an SI unit's symbol ("m", "g", the English "0m" of a million) measures
    # after a figure as often: it stays a unit, which a passage may leave out.
    si = set(_si_units(main.parent / "supplemental"))
    return {w for w in found if regex.search(r"\p{L}", w) and word_key(w).rstrip(".") not in own_stop and not (w in si and w.islower())}


#: A run of letters, as a currency name's words are split (hyphens and apostrophes inside a word kept).
_NAME_WORD = regex.compile(r"[\p{L}\p{M}]+(?:['\u2019\-][\p{L}\p{M}]+)*")
#: Whether a script is written without spaces between words (the name is then read as one piece).
_UNSPACED = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}]")


def _non_tender(code: str) -> bool:
    """ISO 4217 codes that name no money a price is written in: the metals, fund units and test
    codes of the X range (XAU gold, XDR special drawing rights), the CFA and CFP francs and the
    East Caribbean dollar aside; and the codes the CLDR's territory data marks legal tender in no
    territory (funds and units of account: CLF 'Chilean Unit of Account', MXV, COU, UYI, BOV, CHE),
    whose names hold everyday words ('unit', 'account')."""
    if code.startswith("X"):
        return code not in ("XAF", "XOF", "XPF", "XCD", "XCG")
    return code not in _tender_codes()


@functools.lru_cache(maxsize=1)
def _tender_codes() -> FrozenSet[str]:
    """The currency codes the CLDR's territory data (as Babel ships it) gives as legal tender in some
    territory, at any time."""
    from babel.core import get_global

    return frozenset(entry[0] for entries in get_global("territory_currencies").values() for entry in entries if entry[3])


def _currency_nouns(lang: str) -> Set[str]:
    """The words of ``lang``'s CLDR currency display names that name the money, in every plural
    form and every locale of the language ("dollar", "dollars", "rupiah", "рублей", "lekë",
    "টাকা", "円", "元", "บาท"): the name without the territory name it is written with ("日本円"
    gives "円", "대한민국 원" "원", "ดอลลาร์แคนาดา" "ดอลลาร์"), and of a name of several words
    left, the word on the side the language writes a currency's noun (the side where the words that
    name the money of two currencies or more stand: "Indonesian Rupiah", "rupia indonesia"). An
    unspaced name left whole is one word ("人民币", "บาท")."""
    names: Dict[str, Set[str]] = {}
    territories: Set[str] = set()
    for locale in _locales_of(lang):
        territories.update(t for t in locale.territories.values() if t)
        for code, name in locale.currencies.items():
            if not _non_tender(code):
                names.setdefault(code, set()).add(name)
        for code, forms in locale._data.get("currency_names_plural", {}).items():
            if not _non_tender(code):
                names.setdefault(code, set()).update(forms.values())
    by_length = sorted(territories, key=len, reverse=True)
    # A territory's name as a whole word (a piece of an unspaced name): "Oman" is in "Romanian".
    spaced = "|".join(regex.escape(t) for t in by_length if not _UNSPACED.search(t))
    unspaced = "|".join(regex.escape(t) for t in by_length if _UNSPACED.search(t))
    territory_re = regex.compile("|".join(p for p in (spaced and rf"(?<![\p{{L}}\p{{M}}])(?:{spaced})(?![\p{{L}}\p{{M}}])", unspaced and f"(?:{unspaced})") if p))
    pieces: Dict[str, List[List[str]]] = {}
    for code, found in names.items():
        for name in found:
            name = regex.sub(r"[(\uff08].*?[)\uff09]", "", name).strip()
            found = territory_re.search(name)
            if found and found.group() != name:
                name = (name[: found.start()] + " " + name[found.end() :]).strip()
            if _UNSPACED.search(name) and " " not in name:
                pieces.setdefault(code, []).append([name])
            else:
                pieces.setdefault(code, []).append(_NAME_WORD.findall(name))
    # The side of a name the money's noun stands on: where the words of two currencies or more stand.
    codes_of: Dict[str, Set[str]] = {}
    for code, lists in pieces.items():
        for words in lists:
            for w in words:
                codes_of.setdefault(word_key(w), set()).add(code)
    first = last = 0
    for lists in pieces.values():
        for words in lists:
            if len(words) >= 2:
                first += len(codes_of[word_key(words[0])]) >= 2
                last += len(codes_of[word_key(words[-1])]) >= 2
    out: Set[str] = set()
    for lists in pieces.values():
        for words in lists:
            if words:
                out.add(words[-1] if last >= first else words[0])
    # The symbols of one letter the language's locales write for their own money (Guatemalan
    # Spanish "Q", Honduran "L", the Japanese "元" of the yuan): beside a figure in a text of the
    # language they are its currency; other languages' texts do not read them.
    for locale in _locales_of(lang):
        for code, symbol in locale.currency_symbols.items():
            symbol = symbol.strip("\u200e\u200f")
            if symbol != code and _letters(symbol) == 1 and len(symbol) == 1 and not _non_tender(code):
                out.add(symbol)
    # The language's function words are left out, unless written in Hangul or an unspaced script,
    # whose stop lists hold pieces of words (Korean "원" is the won after a figure).
    own_stop = _other_words()[0].get(lang, set())
    return {
        w
        for w in out
        if regex.search(r"\p{L}", w) and not regex.search(r"\p{N}", w) and (word_key(w) not in own_stop or regex.search(r"\p{Hangul}", w) or _UNSPACED.search(w))
    }


_COMPACT_WORD = regex.compile(r"\p{L}[\p{L}\p{M}]*(?:[.\u0970][\p{L}\p{M}]+)*[.\u0970]?")


def _compact_words(locale: Locale) -> Iterator[str]:
    """The words of the CLDR compact number formats of ``locale`` ("0 Mio'.'" gives "Mio.",
    "0 tys'.'" "tys.", "000 mil M" "mil" and "M"), decimal and currency, short and long."""
    for field in ("compact_decimal_formats", "compact_currency_formats"):
        for by_size in locale._data.get(field, {}).values():
            for forms in by_size.values():
                for pattern in forms.values():
                    text = getattr(pattern, "pattern", str(pattern)).replace("'", "")
                    yield from _COMPACT_WORD.findall(text)


def _unit_symbols(locale: Locale) -> Iterator[str]:
    """The symbols of the CLDR measurement units of ``locale``, short and narrow widths, as
    written right after a figure ("{0} kg" gives "kg", "{0} km/h" "km/h")."""
    for unit, patterns in locale._data["unit_patterns"].items():
        if unit.startswith("duration-"):
            continue
        for width in ("short", "narrow"):
            for form, pattern in (patterns.get(width) or {}).items():
                if form == "per" or "{0}" not in pattern:
                    continue
                m = regex.match(r"[^\S\n]?([^\s{}]+)", pattern.split("{0}", 1)[1])
                if m and regex.search(r"\p{L}", m.group(1)):
                    yield m.group(1)


def _duration_words(locale: Locale) -> Iterator[str]:
    """The names of the CLDR duration units of ``locale`` in every width and plural form, and of
    their "per" forms ("day", "days", "d", "Tag", "Std."): what a figure is counted per when the
    phrase gives how often, not what it measures ("5 mg per day")."""
    for unit, patterns in locale._data["unit_patterns"].items():
        if not unit.startswith("duration-"):
            continue
        for width in ("long", "short", "narrow"):
            for pattern in (patterns.get(width) or {}).values():
                if "{0}" not in pattern:
                    continue
                after = pattern.split("{0}", 1)[1]
                m = regex.search(r"[\p{L}\p{M}]+\.?", after)
                if m:
                    yield m.group()


def _per_words(locale: Locale) -> Iterator[str]:
    """The word of ``locale``'s CLDR long compound-unit pattern "per" written between a figure's
    unit and the unit it is counted per ("{0} per {1}", "{0} pro {1}", "{0} ανά {1}"); none
    where the pattern writes a slash, glues the word on, or puts the second unit first ("{1}당 {0}")."""
    per = locale._data.get("compound_unit_patterns", {}).get("per", {})
    for width in per.values():
        pattern = width.get("compound", "") if hasattr(width, "get") else ""
        found = regex.fullmatch(r"\{0\}[^\S\n]+(\p{L}[\p{L}\p{M}]+)[^\S\n]+\{1\}", pattern)
        if found:
            yield found.group(1)


def _scale_numerals() -> Set[str]:
    """The number words of 100 or more of every number file, which are read as scale words
    already; a smaller numeral that a compact format writes ("tri", Brazilian for a trillion and
    Croatian for three) is still listed."""
    return {
        word_key(w)
        for p in (ROOT / "spacy_quoteverify" / "data" / "numbers").glob("*.json")
        for w, value in json.loads(p.read_text(encoding="utf-8"))["words"].items()
        if value >= 100
    }


def _letters(word: str) -> int:
    return len(regex.findall(r"\p{L}", word))


@functools.lru_cache(maxsize=1)
def _other_words() -> Tuple[Dict[str, Set[str]], Dict[str, Set[str]], Dict[str, Set[str]]]:
    """Every language's words of another kind, by language, in word_key form without a final
    full stop: spaCy's stop words (function words: Spanish "mi", Croatian "bio"), its tokenizer
    exceptions of one word written with a capital (titles, names, days: "Mr.", "Md.", "Tis."), and
    those written in small letters ("i.e.", "e.g.")."""
    stop: Dict[str, Set[str]] = {}
    capital: Dict[str, Set[str]] = {}
    small: Dict[str, Set[str]] = {}
    for mod in pkgutil.iter_modules(spacy.lang.__path__):
        if not mod.ispkg:
            continue
        try:
            stop[mod.name] = {word_key(w) for w in importlib.import_module(f"spacy.lang.{mod.name}.stop_words").STOP_WORDS}
        except (ImportError, AttributeError):
            pass
        try:
            found = importlib.import_module(f"spacy.lang.{mod.name}.tokenizer_exceptions").TOKENIZER_EXCEPTIONS
        except (ImportError, AttributeError):
            continue
        capital[mod.name] = {word_key(w).rstrip(".") for w in found if " " not in w and w[:1].isupper()}
        small[mod.name] = {word_key(w).rstrip(".") for w in found if " " not in w and w == w.lower()}
    return stop, capital, small


def _scale_abbreviations(langs: List[str]) -> Dict[str, List[str]]:
    """The compact-format words of each language (as written) that are an abbreviation: not
    the full number words the number files hold already, two letters or more (a single letter,
    "M", "k", "t.", reads as a unit or an initial), and no word of another kind in a language whose
    compact formats do not write it: a function word ("mi" is Portuguese for a million and Spanish
    for "my"; "de" is the Catalan "of" in "mil milions de"), or, for a form the CLDR writes with a
    capital, as titles and names are, an abbreviation another language writes with a capital ("Mr"
    is Turkish for a milliard and English for "mister"). The forms are read in any case."""
    written: Dict[str, Set[str]] = {}
    for lang in langs:
        locales = _locales_of(lang)
        if locales:
            written[lang] = {w for locale in locales for w in _compact_words(locale) if _letters(w) >= 2 and not regex.search(r"\p{Script=Shavian}", w)}
    owners: Dict[str, Set[str]] = {}
    for lang, words in written.items():
        for w in words:
            owners.setdefault(word_key(w).rstrip("."), set()).add(lang)
    stop, capital, _ = _other_words()
    spelled = _scale_numerals()

    def other_kind(word: str) -> bool:
        key = word_key(word).rstrip(".")
        others = [lang for lang in set(stop) | set(capital) if lang not in owners[key]]
        if any(key in stop.get(lang, ()) for lang in others):
            return True
        return word != word.lower() and any(key in capital.get(lang, ()) for lang in others)

    out: Dict[str, List[str]] = {}
    for lang, words in sorted(written.items()):
        keep = sorted(w for w in words if word_key(w).rstrip(".") not in spelled and not other_kind(w))
        if keep:
            out[lang] = keep
    return out


def _era_names(main: Path, lang: str, stop: Set[str], small: Set[str], era_type: str = "0") -> Set[str]:
    """The names of the Gregorian era before the epoch in ``lang``'s CLDR locale and its script
    locales ("sr", "sr_Latn"), every width and variant ("BC", "BCE", "Before Christ"; "v. Chr.",
    "v. u. Z."): the era that turns a year's count around, as a minus sign does. (The era after
    the epoch, "AD", says what a year without one says.) Of two letters or more (the narrow "B"
    reads as anything) and no word of another kind (read without the spaces after its full stops):
    a function word of any language in ``stop`` (Hebrew "לפני" is "before"), nor, for a name in
    small letters (read in any case), an abbreviation in small letters of another language in
    ``small`` (Hungarian "i. e." is English "i.e."; Spanish "a. C." keeps its capital, so
    Romanian "a.c." is no concern)."""
    locale = CLDR_LOCALE.get(lang, lang)
    names: Set[str] = set()
    for path in sorted(main.glob(f"{locale}.xml")) + sorted(main.glob(f"{locale}_[A-Z][a-z][a-z][a-z].xml")):
        for calendar in ET.parse(path).getroot().iter("calendar"):
            if calendar.get("type") != "gregorian":
                continue
            for era in calendar.iter("era"):
                text = " ".join((era.text or "").split())
                if era.get("type") == era_type and _letters(text) >= 2 and "↑" not in text and not _other_kind(text, stop, small):
                    names.add(text)
    return names


def _other_kind(name: str, stop: Set[str], small: Set[str]) -> bool:
    key = word_key(name.replace(". ", ".")).rstrip(".")
    return key in stop or (name == name.lower() and key in small)


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
    parser.add_argument(
        "--only-qualifiers", action="store_true",
        help="rewrite only the field unit_names of the existing file (Babel alone, no CLDR annotations needed)",
    )
    args = parser.parse_args(argv)
    if args.only_qualifiers:
        data = json.loads(OUT.read_text(encoding="utf-8"))
        data["unit_names"] = _unit_names(_stop_words())
        OUT.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
        print(f"wrote the long unit names of {len(data['unit_names'])} languages to {OUT}")
        return
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
    everyday = set().union(*_other_words()[0].values())
    for lang in _spacy_languages():
        try:
            locale = Locale.parse(lang)
        except (UnknownLocaleError, ValueError):
            continue
        symbols.update(_currency_symbols(locale))
        # A region's symbols and the narrow and variant ones, unless they are a function word of
        # some language (Romanian "lei" is Italian "she"; CLDR gives every locale the narrow
        # symbols of other countries' currencies): those are read only in the text of a language
        # whose locales write them (field amount_abbreviations).
        for regional in _locales_of(lang):
            symbols.update(s for s in _currency_symbols(regional) if word_key(s).rstrip(".") not in everyday)
        symbols.update(
            s for s in _alt_currency_symbols(args.annotations.parent / "main", lang) if _letters(s) >= 2 and word_key(s).rstrip(".") not in everyday
        )
        for side, phrase in _percent_words(locale):
            percent[side].add(phrase)
        for side, phrase in _annotation_percent_words(lang, locale, args.annotations):
            percent[side].add(phrase)
            annotated.setdefault(lang, {}).setdefault(side, set()).add(phrase)
    scales = _scale_abbreviations(_spacy_languages())
    per: Dict[str, List[str]] = {}
    durations: Dict[str, List[str]] = {}
    unit_symbols: Set[str] = set()
    for lang in _spacy_languages():
        try:
            found_per = sorted(set(_per_words(Locale.parse(CLDR_LOCALE.get(lang, lang)))))
        except (UnknownLocaleError, ValueError):
            continue
        unit_symbols.update(_unit_symbols(Locale.parse(CLDR_LOCALE.get(lang, lang))))
        if found_per:
            per[lang] = found_per
            durations[lang] = sorted(set(_duration_words(Locale.parse(CLDR_LOCALE.get(lang, lang)))) - set(found_per))
    main_dir = args.annotations.parent / "main"
    stop, _, exceptions = _other_words()
    eras = {}
    amounts = {lang: sorted(found) for lang in _spacy_languages() if (found := _amount_abbreviations(main_dir, lang))}
    era_keys = {word_key(n.replace(". ", ".")).rstrip(".") for lang in _spacy_languages() for n in _era_names(main_dir, lang, set(), set())}
    for lang in _spacy_languages():
        # An abbreviation of another language that is an era name there too ("f.v.t." is Danish
        # and Swedish) says the same.
        small = set().union(*(words for o, words in exceptions.items() if o != lang)) - era_keys
        found = _era_names(main_dir, lang, set().union(*stop.values()), small)
        if found:
            eras[lang] = sorted(found)
    # The era after the epoch ("AD", "CE", "n. Chr.", "н. э."), every name: a year written with it
    # says what it says without, and the name is no part of an amount after the figure.
    eras_after = sorted({n for lang in _spacy_languages() for n in _era_names(main_dir, lang, set(), set(), "1")})
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
        # Scale abbreviations written after a figure, by language, as written: the CLDR compact
        # number formats' words ("Mio.", "tys.", "mln", "Mrd"), a figure and such a word are one number.
        "scale_abbreviations": scales,
        # By language, everything its CLDR locales write beside a figure as part of an amount, as
        # written and unfiltered: the compact-format words (single letters, and everyday words of
        # another language: Brazilian "bi", Danish "mia.") and the currency symbols of every width
        # and variant ("TL", "lei"); read only where the check's language is that language.
        "amount_abbreviations": amounts,
        # By language, the words of the CLDR currency display names that name the money, every
        # plural form and locale ("dollars", "rupiah", "рублей", "円", "บาท"), and the one-letter
        # symbols of the language's own locales ("Q", "元"): beside a figure, part of its amount.
        "currency_names": {lang: sorted(found) for lang in _spacy_languages() if (found := _currency_nouns(lang))},
        # The names of the Gregorian era before the epoch, by language, as written: the CLDR calendar
        # data ("BC", "BCE", "v. Chr.", "до н. э.", "紀元前"); a year and such an era are one figure.
        "eras": eras,
        # The names of the era after the epoch, every language's ("AD", "CE", "n. Chr."): no
        # abbreviation of an amount where one follows a figure.
        "eras_after_epoch": eras_after,
        # The word written between a unit and the unit it is counted per, by language: the CLDR
        # long compound-unit pattern "per" ("5 mg per kg", "5 mg pro kg"); a figure, its unit and
        # that second unit are one quantity.
        "per": per,
        # The names of the duration units of those languages, every width ("day", "d", "Tag"): a
        # figure counted per one of them says how often ("5 mg per day"), and quoting the figure
        # alone keeps what it measures.
        "per_durations": durations,
        # The symbols of the other measurement units, every language's (CLDR short and narrow
        # unit patterns: "kg", "km/h", "мг"): what may follow a word for "per" as the unit a
        # figure is counted per ("5 mg per kg").
        "unit_symbols": sorted(unit_symbols),
        # The long names of percent, per mille and per ten thousand by language, sign and side,
        # every locale of the language: a figure with the sign and one with its name are one amount.
        "percent_names": {lang: names for lang in _spacy_languages() if (names := _percent_names(lang))},
        # The SI and binary prefixes written before a unit symbol (CLDR compound-unit patterns),
        # and the symbols of the units they are put on (CLDR unit conversion data).
        "si_prefixes": _si_prefixes(),
        "si_units": _si_units(args.annotations.parent / "supplemental"),
        "percent_annotations": {
            lang: {side: sorted(words) for side, words in sorted(sides.items())} for lang, sides in sorted(annotated.items())
        },
        # The units' long names of more than one word ("metros cúbicos"), by language.
        "unit_names": _unit_names(stop),
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"wrote {len(words)} words to {OUT}")


if __name__ == "__main__":
    main()
