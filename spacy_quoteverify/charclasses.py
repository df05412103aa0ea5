"""Character tables behind :mod:`spacy_quoteverify.text.fold` (data, no logic).

Each table maps a code point to the code point it folds to, or to ``DELETE``.
They are built once, lazily, as NumPy arrays indexed by code point.
"""
from __future__ import annotations

import json
import re
import sys
import unicodedata
from functools import lru_cache
from importlib import resources
from typing import Dict, FrozenSet, Iterable, Iterator, List, Optional, Sequence, Set, Tuple

import numpy as np
import regex

DELETE = 0xFFFFFFFF


@lru_cache(maxsize=2)
def every_character(planes: str = "all") -> str:
    """Every code point in order, surrogates excepted, as one string, to read a Unicode
    property into a table (``planes="bmp"``: the Basic Multilingual Plane only).

    Built from an array decoded as UTF-32: joining a million one-character strings
    made each of them an object first (about 90 MB for a moment, a large source's
    worth of memory).

    >>> len(every_character("bmp")), every_character()[0x41]
    (63488, 'A')
    """
    top = 0x10000 if planes == "bmp" else sys.maxunicode + 1
    cps = np.concatenate([np.arange(0xD800, dtype="<u4"), np.arange(0xE000, top, dtype="<u4")])
    return cps.tobytes().decode("utf-32-le")


#: Unicode's general categories, by their short names.
GENERAL_CATEGORIES = (
    "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
    "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
)


#: One alternative a general category (its short name the group's), to read a character's category
#: in ``regex``'s Unicode database.
_CATEGORY_RE = regex.compile("|".join(rf"(?P<{name}>\p{{{name}}})" for name in GENERAL_CATEGORIES[:-1]))
#: The digits of each value, in ``regex``'s database.
_DIGIT_VALUE_RES = tuple(regex.compile(rf"[\p{{Nd}}&&\p{{Numeric_Value={value}}}]", flags=regex.V1) for value in range(10))


@lru_cache(maxsize=65536)
def _newer_category(ch: str) -> str:
    """The general category ``regex`` gives a character Python's ``unicodedata`` calls "Cn"
    (its Unicode is older: 14.0 in Python 3.11); "Cn" where ``regex`` does not know it either.
    Asked per character: the characters Python does not know are few in any text."""
    m = _CATEGORY_RE.match(ch)
    return m.lastgroup if m is not None and m.lastgroup else "Cn"


def category(ch: str) -> str:
    """The general category of ``ch`` in the newer of the two Unicode databases the package reads:
    Python's ``unicodedata``, or ``regex``'s where Python's does not know the character yet (the
    digits of Kawi, Nag Mundari and the other systems of Unicode 15 and later are "Nd", not "Cn").

    >>> category("5"), category("\U00011f55"), category("\U000e0080")
    ('Nd', 'Nd', 'Cn')
    """
    cat = unicodedata.category(ch)
    return _newer_category(ch) if cat == "Cn" else cat


def decimal_value(ch: str) -> Optional[int]:
    """The value of the decimal digit ``ch`` (None if it is none), in the newer of the two Unicode
    databases (:func:`category`).

    >>> decimal_value("\u0665"), decimal_value("\U00011f55"), decimal_value("x")
    (5, 5, None)
    """
    value = unicodedata.decimal(ch, None)
    if value is None and unicodedata.category(ch) == "Cn" and _newer_category(ch) == "Nd":
        return next((v for v, digits in enumerate(_DIGIT_VALUE_RES) if digits.match(ch)), None)
    return value


#: For each mark that may open a quotation, the marks that may close it. Finding quotations
#: in an answer and splitting a quotation into separately quoted parts both read it.
QUOTE_PAIRS: Dict[str, FrozenSet[str]] = {
    '"': frozenset('"\u201d'),
    "\u201c": frozenset('\u201d"\u201c'),  # “ closes too where a text uses one shape for both
    "\u201e": frozenset("\u201c\u201d"),  # German „...“, Polish „...”
    "\u201d": frozenset("\u201d"),  # Swedish and Finnish: ”text”
    "\u201f": frozenset("\u201d"),
    "'": frozenset("'\u2019"),
    "\u2018": frozenset("\u2019'"),
    "\u201a": frozenset("\u2018\u2019"),
    "\u2019": frozenset("\u2019"),  # Swedish and Finnish: ’text’
    "\u201b": frozenset("\u2019"),
    "\u00ab": frozenset("\u00bb"),
    "\u00bb": frozenset("\u00ab\u00bb"),  # German and Danish »text«, Swedish »text»
    "\u2039": frozenset("\u203a"),
    "\u203a": frozenset("\u2039\u203a"),
    "\u300c": frozenset("\u300d"),
    "\u300e": frozenset("\u300f"),
    "\uff02": frozenset("\uff02"),
    "\u301d": frozenset("\u301e\u301f"),
    "\ufe41": frozenset("\ufe42"),
    "\ufe43": frozenset("\ufe44"),
}


#: The planes that hold every character of the properties read below (Basic and
#: Supplementary Multilingual, the two ideographic planes, Supplementary Special-purpose);
#: a test checks that scanning every code point finds nothing more.
PROPERTY_PLANES = ((0x0, 0x3FFFF), (0xE0000, 0xEFFFF))


def char_class(chars: Iterable[str]) -> str:
    """The inside of a ``[...]`` class holding ``chars``, as ranges (for ``re`` and ``regex``)."""
    cps = sorted(ord(c) for c in chars)
    out: List[str] = []
    for k, j in consecutive_runs(cps):
        first, last = re.escape(chr(cps[k])), re.escape(chr(cps[j]))
        out.append(first if j == k else f"{first}-{last}")
    return "".join(out)


def consecutive_runs(values: Sequence[int]) -> Iterator[Tuple[int, int]]:
    """The runs of consecutive integers in the sorted ``values``, as (first, last) indices.

    >>> list(consecutive_runs([1, 2, 3, 7, 9, 10]))
    [(0, 2), (3, 3), (4, 5)]
    """
    k = 0
    while k < len(values):
        j = k
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        yield k, j
        k = j + 1


def chars_of(ranges: Tuple[Tuple[int, int], ...]) -> str:
    """Every code point of the inclusive ``ranges`` but the surrogates, as one string."""
    cps = np.concatenate([np.arange(a, b + 1, dtype=np.uint32) for a, b in ranges])
    return cps[(cps < 0xD800) | (cps > 0xDFFF)].tobytes().decode("utf-32-le")


def _having(pattern: str, chars: str) -> frozenset:
    """The characters of ``chars`` that a ``regex`` property pattern (version 1 set syntax) matches."""
    return frozenset("".join(regex.findall(f"{pattern}+", chars, flags=regex.V1)))


_PLANES = chars_of(PROPERTY_PLANES)

#: Every character for which str.isspace() is true (white space of every kind, the ideographic
#: space and the information separators U+001C-U+001F included): what str.split() splits at.
#: ``re``'s \s is str.isspace() on str patterns.
SPACES = frozenset(re.findall(r"\s", _PLANES))
#: The characters after which Unicode breaks a line whatever follows (Line_Break classes BK, CR,
#: LF and NL: line feed, carriage return, the vertical tab and form feed, NEL, the line and
#: paragraph separators). "\r\n" is one line break (see :data:`LINE_BREAK_PATTERN`).
LINE_BREAKS = _having(r"[\p{Line_Break=BK}\p{Line_Break=CR}\p{Line_Break=LF}\p{Line_Break=NL}]", _PLANES)


def _named(pattern: str, chars: str, *words: str) -> frozenset:
    """The characters of ``chars`` matching a ``regex`` property pattern whose Unicode name holds
    one of ``words`` (as whole words)."""
    wanted = regex.compile(r"\b(?:" + "|".join(map(regex.escape, words)) + r")\b")
    return frozenset(c for c in _having(pattern, chars) if wanted.search(unicodedata.name(c, "")))


#: Quote marks of every script, primes and apostrophes; folded away (removed). Unicode's
#: Quotation_Mark property, the punctuation named a prime or an apostrophe (″ ‴ ⁗ ՚), the
#: symbols named a quotation mark (the ornaments ❛ ❝ ❞), and, by
#: hand, what people type in their place although Unicode files it elsewhere: the grave and
#: acute accents and the modifier letter apostrophe (typed as apostrophes), the Hebrew geresh
#: and gershayim (Hebrew's apostrophe and quotation mark). Widened below by their width forms.
QUOTE_MARKS = (
    _having(r"\p{Quotation_Mark}", _PLANES)
    | _named(r"\p{P}", _PLANES, "PRIME", "APOSTROPHE")
    | _named(r"[\p{P}\p{So}]", _PLANES, "QUOTATION MARK")  # the ornaments ❛ ❜ ❝ ❞ ❮ ❯ 🙶 🙷
    | frozenset("`\u00b4\u02bc\u05f3\u05f4")
)


def _minus_signs(chars: str) -> frozenset:
    """Every minus sign Unicode has, by name: "MINUS SIGN" (plain, modifier letter, heavy,
    commercial) and "HYPHEN-MINUS" (small, full-width), among symbols and dashes. Superscript
    and subscript minus stay apart (an exponent), as do signs that combine a minus with more
    ("PLUS-MINUS SIGN", "UNION WITH MINUS SIGN").
    """
    found = set()
    for ch in _having(r"[\p{Sm}\p{Sk}\p{So}\p{Pd}]", chars):
        name = unicodedata.name(ch, "")
        if name.endswith(("MINUS SIGN", "HYPHEN-MINUS")) and "PLUS" not in name and " WITH " not in name:
            found.add(ch)
    return frozenset(found - {"-"})


#: Minus signs other than the ASCII hyphen-minus; folded to "-" (they are among DASHES).
MINUS_SIGNS = _minus_signs(_PLANES)

#: The dashes Unicode names a wave or a swing ("\u301c" WAVE DASH, "\u3030" WAVY DASH, "\u2053"
#: SWUNG DASH): drawn as a tilde and written for one ("3\u301c5", from three to five; "\u301c5%", about
#: five percent; JIS writes "\uff5e" for the same character), they fold to "~", not to "-".
WAVE_DASHES = _named(r"\p{Dash}", _PLANES, "WAVE", "WAVY", "SWUNG")

#: Dashes, hyphens and the minus signs; folded to "-": Unicode's Dash property (but the
#: superscript and subscript minus, which write an exponent, and the wave dashes) and every minus sign.
DASHES = (
    _having(r"[\p{Dash}--[\p{Decomposition_Type=Super}\p{Decomposition_Type=Sub}-]]", _PLANES) - WAVE_DASHES
) | MINUS_SIGNS

#: Dashes that separate words or clauses (not a sign, not a hyphen): the punctuation dashes
#: that Unicode names a dash or a bar (figure, en, em, two- and three-em, horizontal bar,
#: their small and vertical forms), but the wave dashes.
CLAUSE_DASHES = _named(r"\p{Dash}", _PLANES, "DASH", "BAR") - MINUS_SIGNS - WAVE_DASHES

#: Hyphens that break a word at a line end ("treat-\nment"): Unicode's Dash characters named
#: a hyphen (but the double and oblique ones, which Unicode reserves for other uses of a
#: hyphen), and the soft hyphen, which marks where a word may break.
BREAK_HYPHENS = frozenset(
    c
    for c in _named(r"\p{Dash}", _PLANES, "HYPHEN", "HYPHEN-MINUS")
    if not regex.search(r"\b(?:DOUBLE|OBLIQUE|DIAERESIS|BULLET)\b", unicodedata.name(c, ""))
) - MINUS_SIGNS | frozenset("-\u00ad")

#: Dashes written between the two numbers of a range ("18-65", "18\u201365"): the hyphens and
#: the figure and en dashes (the em dash and bars separate clauses, not numbers).
RANGE_HYPHENS = (BREAK_HYPHENS - frozenset("\u00ad")) | frozenset(
    c for c in CLAUSE_DASHES if regex.search(r"\b(?:FIGURE|EN) DASH\b", unicodedata.name(c, ""))
)

#: Spaces that group the digits of one number ("1\u202f200"): every space separator (Zs)
#: but the plain word space, the ideographic space (a full-width space between words) and
#: the Ogham space mark (a visible stroke): no-break, figure, thin, hair, narrow, the em
#: fractions and the mathematical space.
GROUPING_SPACES = _having(r"[\p{Zs}&&\p{Script=Common}--[\x20\p{East_Asian_Width=Fullwidth}]]", _PLANES)

#: Characters that continue the one before them besides the combining marks: the other
#: members of Unicode's grapheme-extending classes (Grapheme_Cluster_Break Extend and ZWJ:
#: the zero-width joiner and non-joiner, emoji skin-tone modifiers, the half-width kana sound
#: marks, tags).
EXTRA_CONTINUATION = _having(
    r"[[\p{Grapheme_Cluster_Break=Extend}\p{Grapheme_Cluster_Break=ZWJ}]--\p{M}]", _PLANES
)

#: Dashes that join two letters into one word, written or not ("investigator-blinded" is
#: "investigatorblinded"): every dash but the wide ones of Chinese and Japanese typography (East
#: Asian Width W, unless a compatibility form of a narrow dash: the wave and wavy dash, the
#: double hyphen), which between two letters read "to" or join words of another kind.
JOIN_HYPHENS = frozenset(
    c for c in DASHES | {"-"} if unicodedata.east_asian_width(unicodedata.normalize("NFKC", c)[0]) != "W"
)

#: Separators that keep two digit runs one number (decimals, grouping, ratios, times,
#: fractions: "3" is not in "3:1", "10" is not in "10:30" or "1/2"): the characters Unicode's
#: line breaking reads as infix separators of numbers (Line_Break IS and SY: . , : ; / and the
#: fraction slash), and by hand the ratio sign and the division slash, math symbols with no
#: line-breaking class of their own that write "3∶1" and "1∕2".
#: ``match.boundaries.joins_digits`` widens them by other properties.
NUMBER_SEPARATORS = _having(r"[\p{Line_Break=IS}\p{Line_Break=SY}]", _PLANES) | frozenset("\u2236\u2215")

#: The separators that write a fraction between two digit runs ("1/2", "1\u20442", "1\u22152"): the
#: number separators Unicode names a solidus or a slash (solidus, fraction slash, division slash;
#: the full-width solidus folds to "/").
FRACTION_SLASHES = frozenset(c for c in NUMBER_SEPARATORS if regex.search(r"\b(?:SOLIDUS|SLASH)\b", unicodedata.name(c, "")))


def _vulgar_fractions(chars: str) -> frozenset:
    """See :data:`VULGAR_FRACTIONS`."""
    found = set()
    for c in _having(r"[\p{No}\p{Nd}]", chars):
        value = unicodedata.numeric(c, None)
        if value is None:
            continue
        if value != int(value) or unicodedata.decomposition(c).startswith("<fraction>"):
            found.add(c)
    return frozenset(found)


#: Numerals that write a fraction in one character (\u00bd \u2153 \u215f \u2189, the Bengali, Oriya,
#: Malayalam, Tibetan, North Indic and Tamil fractions...): every number (No, Nd) whose numeric
#: value is not a whole number, or whose decomposition Unicode tags as a fraction.
VULGAR_FRACTIONS = _vulgar_fractions(_PLANES)

#: Opening brackets of every script (General_Category Ps).
OPENING_BRACKETS = _having(r"\p{Ps}", _PLANES)
#: Closing brackets of every script (General_Category Pe).
CLOSING_BRACKETS = _having(r"\p{Pe}", _PLANES)


def _bracket_pairs(chars: str, *kinds: str) -> Dict[str, str]:
    """Opening bracket -> its closing twin, for the brackets (Ps) whose Unicode name holds one of
    ``kinds`` as whole words, the twin read from the name (LEFT -> RIGHT, OPENING -> CLOSING)."""
    out: Dict[str, str] = {}
    for c in sorted(_named(r"\p{Ps}", chars, *kinds)):
        name = unicodedata.name(c, "")
        for a, b in (("LEFT", "RIGHT"), ("OPENING", "CLOSING")):
            if a not in name:
                continue
            try:
                twin = unicodedata.lookup(name.replace(a, b))
            except KeyError:
                continue
            if twin in CLOSING_BRACKETS:
                out[c] = twin
                break
    return out


#: Brackets that hold references in writing, with their closing twins: the square brackets and
#: their East Asian forms, lenticular and tortoise-shell (``[1]``, ``【1】``, ``〔1〕``), by
#: Unicode name. Parentheses hold prose; curly brackets hold code and placeholders; angle
#: brackets are title marks (《》) and mathematics; corner brackets are quote marks.
REFERENCE_BRACKETS: Dict[str, str] = _bracket_pairs(_PLANES, "SQUARE", "LENTICULAR", "TORTOISE")
#: Parentheses of every width and form, with their closing twins, by Unicode name.
PARENTHESES: Dict[str, str] = _bracket_pairs(_PLANES, "PARENTHESIS")
#: Every other pair of brackets that may hold a pointer: each opening bracket (Ps) Unicode mirrors
#: in right-to-left text (Bidi_Mirrored), with the closing twin (Pe) its name pairs it with, that
#: is no reference bracket, no parenthesis (prose), no curly bracket (code and placeholders) and
#: no quote mark (the corner brackets): the angle brackets of every form ("\u27e81\u27e9",
#: "\u30082\u3009", "\u23293\u232a", "\u300a4\u300b"), the Z notation and wiggly brackets, floor and ceiling.
OTHER_BRACKETS: Dict[str, str] = {
    o: c
    for o, c in _bracket_pairs(_PLANES, "LEFT", "OPENING", "TOP", "BOTTOM").items()
    if unicodedata.mirrored(o)
    and unicodedata.mirrored(c)
    and o not in REFERENCE_BRACKETS
    and o not in PARENTHESES
    and "CURLY" not in unicodedata.name(o, "")
    and "QUOTATION" not in unicodedata.name(o, "")
    and "CORNER" not in unicodedata.name(o, "")
}
#: Superscript digits (decomposition tagged <super>, a decimal digit under NFKC): a footnote
#: mark after a quotation ("mortality.”¹").
SUPERSCRIPT_DIGITS = frozenset(
    c
    for c in _having(r"\p{No}", _PLANES)
    if unicodedata.decomposition(c).startswith("<super>") and unicodedata.normalize("NFKC", c).isdecimal()
)

#: Superscript parentheses, which enclose superscript digits in a footnote mark ("\u207d\u00b9\u207e").
SUPERSCRIPT_PARENTHESES = frozenset(
    c for c in _having(r"\p{P}", _PLANES) if unicodedata.decomposition(c).startswith("<super>")
)
#: Enclosed numbers: number characters (No) of a whole value that Unicode writes circled, in
#: parentheses or with a full stop or comma ("\u2460", "\u2474", "\u2488", "\u2776"): the decomposition
#: <circle>, a compatibility decomposition into digits and punctuation, or a circled dingbat
#: (by name). Models number their citations so, as they do with superscripts.
ENCLOSED_NUMBERS = frozenset(
    c
    for c in _having(r"\p{No}", _PLANES)
    if float(unicodedata.numeric(c, -1)).is_integer()
    and unicodedata.numeric(c, -1) >= 0
    and (
        unicodedata.decomposition(c).startswith("<circle>")
        or (
            unicodedata.decomposition(c).startswith("<compat>")
            and any(ch.isdecimal() for ch in unicodedata.normalize("NFKC", c))
        )
        or "CIRCLED" in unicodedata.name(c, "")
    )
)

#: Characters with the Unicode Sentence_Terminal property: they end a sentence, in every
#: script and width.
SENTENCE_TERMINALS = _having(r"\p{Sentence_Terminal}", _PLANES)
SENTENCE_TERMINAL_RE = regex.compile(r"\p{Sentence_Terminal}")
#: The terminals that also stand inside words, numbers and addresses: Sentence_Break=ATerm
#: (the full stop and its one-dot-leader, small and full-width forms) and, by hand, the ASCII
#: "!" and "?" ("Yahoo!", "?q="), which no property sets apart from the other terminals.
TERMINAL_IN_WORDS_CLASS = r"\p{Sentence_Break=ATerm}!?"
TERMINAL_IN_WORDS_RE = regex.compile(f"[{TERMINAL_IN_WORDS_CLASS}]")

def _sentence_openers(terminals: FrozenSet[str]) -> FrozenSet[str]:
    """See :data:`SENTENCE_OPENERS`."""
    out = set()
    for c in terminals:
        try:
            out.add(unicodedata.lookup("INVERTED " + unicodedata.name(c, "")))
        except KeyError:
            pass
    return frozenset(out)


#: The inverted forms of the sentence terminals, by their Unicode names ("\u00bf" INVERTED
#: QUESTION MARK, "\u00a1", "\u2e18" INVERTED INTERROBANG): Spanish and Asturian open a question
#: or an exclamation with them, so one stands before a sentence's first letter.
SENTENCE_OPENERS = _sentence_openers(SENTENCE_TERMINALS)
#: Those that open a question ("\u00bf", "\u2e18"), by their names: a question quoted without
#: them, nor its closing mark, is stated (match.rules).
QUESTION_OPENERS = frozenset(c for c in SENTENCE_OPENERS if "QUESTION" in unicodedata.name(c, "") or "INTERROBANG" in unicodedata.name(c, ""))
#: The sentence terminals that end a question, by their names ("?", "\u061f" ARABIC QUESTION
#: MARK, "\uff1f", "\u203d" INTERROBANG, "\u2049"...): a question's words quoted whole without
#: one are stated (match.rules).
QUESTION_TERMINALS = frozenset(c for c in SENTENCE_TERMINALS if "QUESTION" in unicodedata.name(c, "") or "INTERROBANG" in unicodedata.name(c, ""))

#: Unicode's Terminal_Punctuation: the marks that end a sentence or a clause, of every script.
TERMINAL_PUNCTUATION = _having(r"\p{Terminal_Punctuation}", _PLANES)
#: Punctuation that separates the parts of a sentence, of every script: Unicode's
#: Terminal_Punctuation without the sentence terminals (commas, semicolons, colons, the
#: Arabic, Ethiopic, Mongolian, ideographic, full-width and small forms...).
CLAUSE_PUNCTUATION = TERMINAL_PUNCTUATION - SENTENCE_TERMINALS


def _clause_marks(chars: str) -> frozenset:
    """See :data:`CLAUSE_MARKS`."""
    stated = {c for c in CLAUSE_PUNCTUATION if not regex.search(r"\b(?:COMMA|WORD\w*)\b", unicodedata.name(c, ""))}
    # The canonical equivalents, which folding writes instead (U+0387 -> U+00B7 MIDDLE DOT).
    stated |= {n for n in (unicodedata.normalize("NFC", c) for c in stated) if len(n) == 1}
    compat = set()
    for c in _having(r"\p{P}", chars):
        decomposed = unicodedata.normalize("NFKC", c)
        if decomposed != c and decomposed and set(decomposed) <= stated | {"."} and c not in SENTENCE_TERMINALS:
            compat.add(c)  # the ellipsis and two-dot leader ("..."), small and full-width forms
    return frozenset(stated | compat)


#: Marks that end a clause without ending a sentence, for the rule on elisions: the clause
#: punctuation that Unicode does not name a comma or a word separator (semicolons, colons,
#: the Greek ano teleia and the middle dot it is canonically, the Tibetan shad...), their
#: compatibility forms, and the ellipsis.
CLAUSE_MARKS = _clause_marks(_PLANES)

#: Punctuation that cannot follow an opening quote mark: the punctuation that Unicode's line
#: breaking never lets start a line (Line_Break CL, CP, EX, IS, NS: closing brackets and quotes,
#: question and exclamation marks, commas, colons, semicolons, ideographic full stops...), but
#: the full stop of an opening ellipsis or decimal (Sentence_Break=ATerm: '"...the drug').
CLOSING_PUNCTUATION = _having(
    r"[\p{P}&&[\p{Line_Break=CL}\p{Line_Break=CP}\p{Line_Break=EX}\p{Line_Break=IS}\p{Line_Break=NS}]"
    r"--\p{Sentence_Break=ATerm}]",
    _PLANES,
)

#: Marks that some languages separate from the quoted text by a space (French « text »):
#: the quote marks that Unicode names angle quotation marks (guillemets).
SPACED_QUOTE_MARKS = frozenset(c for c in QUOTE_MARKS if "ANGLE QUOTATION MARK" in unicodedata.name(c, ""))


def _list_bullets(chars: str) -> frozenset:
    """See :data:`LIST_BULLETS`."""
    named = {
        c
        for c in _having(r"[\p{P}\p{S}]", chars)
        if regex.search(r"(?:^|\s)BULLET(?:$| OPERATOR)", unicodedata.name(c, ""))
    }
    named |= {c for c in _having(r"\p{Po}", chars) if unicodedata.name(c, "").endswith("MIDDLE DOT")}
    return frozenset(named) | _having(r"\p{Block=Geometric_Shapes}", chars) | DASHES | frozenset("-*+")


#: Characters that open a list item when a line starts with one and a space: the punctuation
#: and symbols Unicode names a bullet or a middle dot (• ‣ ◦ ⁃ ∙ · ・), the Geometric Shapes block
#: (▪ ● ■ ▶ ◆), every dash, and Markdown's list markers "*", "+" and "-".
LIST_BULLETS = _list_bullets(_PLANES)

#: The bullets that part items written on one line ("A \u2022 B \u2022 C"): :data:`LIST_BULLETS` but the
#: dashes and Markdown's "*", "+" and "-", which inside a line set off a clause or write a sign.
INLINE_BULLETS = LIST_BULLETS - DASHES - frozenset("-*+")

#: Math symbols (Sm) that, before a number, are part of it: comparison, approximation and sign
#: (< ≤ ≦ ⩽ ≪ ≮ = ≈ ≠ ± ∓...). Left out: the vertical line and its width forms, which draw table
#: cells ("| 5 mg |"), and the symbols that may bullet a list item (∙ ⦿, when a line opens with
#: one; the minus signs fold to "-", which the sign rules read in context).
COMPARISON_SIGNS = frozenset(
    c for c in _having(r"\p{Sm}", _PLANES) - LIST_BULLETS if unicodedata.normalize("NFKC", c) != "|"
)

#: Every mark (General_Category M): the vowel signs and diacritics that go on a word of letters.
MARKS = _having(r"\p{M}", _PLANES)

#: Every math symbol (General_Category Sm): a bracket whose digits touch one holds a formula
#: ("[n+1]", "[Ca2+]"), not a reference.
MATH_SYMBOLS = _having(r"\p{Sm}", _PLANES)

#: Footnote daggers: the punctuation Unicode names a dagger († ‡ and their turned and
#: raised forms), which mark a footnote ("†3", "mortality.”‡").
DAGGERS = frozenset(c for c in _having(r"\p{P}", _PLANES) if "DAGGER" in unicodedata.name(c, ""))

#: Footnote reference marks after a sentence's last word or its full stop ("12%.¹ Costs",
#: "rose.⁎ The", "上昇した。※ 次に"): the raised and lowered forms (Decomposition_Type Super and Sub),
#: the punctuation and symbols Unicode names an asterisk, a dagger or a reference mark (⁎ ∗ ⁑
#: ✱ ※), and the rest of the traditional sequence of reference marks (§ ‖ ¶ #), in every width
#: (their compatibility forms). Every one of them may stand between a sentence's terminal mark
#: and the space after it.
FOOTNOTE_MARKS = (
    _having(r"[\p{Decomposition_Type=Super}\p{Decomposition_Type=Sub}]", _PLANES)
    | _named(r"[\p{P}\p{S}]", _PLANES, "ASTERISK", "ASTERISKS", "DAGGER", "REFERENCE")
    | frozenset(c for c in _having(r"[\p{P}\p{S}]", _PLANES) if unicodedata.normalize("NFKC", c) in ("*", "§", "‖", "¶", "#"))
)

#: The rules between the cells of a text table: the vertical line in every width ("|", "｜"), the
#: broken bar, and the box-drawing verticals, light, heavy and double ("│", "┃", "║"), by Unicode
#: name. A line that opens with one is a row; each one in the row starts a cell.
TABLE_RULES = frozenset(
    c
    for c in _having(r"[\p{P}\p{S}]", _PLANES)
    if regex.fullmatch(r"(?:FULLWIDTH )?VERTICAL LINE|BROKEN BAR|BOX DRAWINGS (?:LIGHT|HEAVY|DOUBLE) VERTICAL", unicodedata.name(c, ""))
)

#: Characters that do not show: format controls (General_Category Cf: zero-width
#: space and joiners, BOM, direction marks, soft hyphen...) and every other
#: Default_Ignorable_Code_Point (variation selectors, fillers, tags). Both views
#: drop them, so "n\u200bot" reads "not". The prepended concatenation marks
#: (U+0600 ARABIC NUMBER SIGN...) are Cf but printed, so they stay; so do the directional
#: overrides (Bidi_Class LRO and RLO), which show no mark but reverse the characters after them:
#: "\u202e51\u202c%" displays "15%", so a text with one is not the text without it.
BIDI_OVERRIDES = _having(r"[\p{Bidi_Class=LRO}\p{Bidi_Class=RLO}]", _PLANES)
INVISIBLE = _having(r"[[\p{Cf}\p{Default_Ignorable_Code_Point}]--\p{Prepended_Concatenation_Mark}]", _PLANES) - BIDI_OVERRIDES

#: One line break, as a pattern: "\r\n" is one (never a carriage return and a line feed read
#: apart: "\r\n" alone is no blank line), else any character of :data:`LINE_BREAKS`.
LINE_BREAK_PATTERN = rf"(?:\r\n|\r(?!\n)|[{char_class(LINE_BREAKS - {chr(13)})}])"
#: A paragraph break, as a pattern: a blank line (two line breaks of any kind, "\r\n" counting as
#: one, with only white space or characters that do not show between them: "\n\n", "\r\r",
#: "\r\n\r\n", "\r\n\n", "\n\f" as pdftotext writes a page end, "\n\ufeff\n"), or a
#: character that breaks a paragraph or a page on its own (U+2029 PARAGRAPH SEPARATOR, the form
#: feed).
PARAGRAPH_BREAK_PATTERN = (
    rf"[\f\u2029]|{LINE_BREAK_PATTERN}[{char_class((SPACES - LINE_BREAKS) | INVISIBLE)}]*{LINE_BREAK_PATTERN}"
)
#: A first look for :data:`PARAGRAPH_BREAK_PATTERN`: a text without any line break holds none.
LINE_BREAK_RE = re.compile(f"[{char_class(LINE_BREAKS)}]")
PARAGRAPH_BREAK_RE = re.compile(PARAGRAPH_BREAK_PATTERN)
#: The characters a paragraph break starts with.
_PARAGRAPH_BREAK_FIRST = re.compile(f"[{char_class(LINE_BREAKS | {chr(12), chr(0x2029)})}]")


def paragraph_breaks(text: str) -> Iterator["re.Match[str]"]:
    r"""The matches of :data:`PARAGRAPH_BREAK_RE` in ``text``, as ``finditer`` gives them.

    Tried only where a line break is: ``finditer`` tries the pattern's alternatives at every
    character (about 50 ns each, 0.1 ms on a 2 KB chunk), where searching for the first
    character is a scan in C.

    >>> [m.span() for m in paragraph_breaks("a\n\nb\nc\r\n \r\nd")]
    [(1, 3), (6, 11)]
    """
    search, match = _PARAGRAPH_BREAK_FIRST.search, PARAGRAPH_BREAK_RE.match
    pos = 0
    while True:
        first = search(text, pos)
        if first is None:
            return
        found = match(text, first.start())
        if found is None:
            pos = first.start() + 1
            continue
        yield found
        pos = found.end()  # never empty: a match holds one character at least

#: Characters that join two letters into one word ("col\u00b7legi"): Unicode's
#: word-break class MidLetter, without the marks that end a sentence (":").
WORD_JOINERS = _having(r"[\p{Word_Break=MidLetter}--\p{Terminal_Punctuation}]", _PLANES)

#: Characters that full case folding changes.
CASE_FOLDED = _having(r"\p{Changes_When_Casefolded}", _PLANES)

#: Characters that normalization form C never keeps (NFC quick check No): the
#: singletons among them (Greek oxia -> tonos, CJK compatibility ideographs) are
#: folded by the table; the others by composing (see normalize).
NOT_NFC = _having(r"\p{NFC_Quick_Check=No}", _PLANES)

#: Characters that can make a text fail NFC's quick check: quick check No or Maybe (a mark
#: or jamo that may compose with what stands before it), or a combining class other than 0
#: (canonical order). A text holding none of them is in NFC as it stands (the quick check
#: answers Yes), so a text of lines needs normalizing only in the lines holding one. Unicode's
#: stability policy keeps these properties for every assigned character; a tables version of
#: ``regex`` newer than ``unicodedata``'s only adds characters (a test checks the inclusion).
NFC_UNSURE = _having(r"[\p{NFC_Quick_Check=No}\p{NFC_Quick_Check=Maybe}\P{Canonical_Combining_Class=0}]", _PLANES)

#: Letters that only draw out the stroke joining the letters around them: the modifier letters (Lm)
#: with joining type Join_Causing, Arabic's tatweel (kashida) U+0640 and N'Ko's lajanyalan U+07FA.
#: Justified text stretches a word with them ("الكـتاب" is "الكتاب"); they carry no sound and no
#: meaning, so folding drops them like a character that does not show. The tatweels with a mark
#: drawn on them (U+0883-U+0885, Lo) carry that mark: they stay.
ELONGATION = _having(r"[\p{Lm}&&\p{Joining_Type=Join_Causing}]", _PLANES)


# Spellings a script's conventions let a writer choose: a quotation not found as it is folded
# is looked for without them (see text.fold.loose_view), and a place found so is taken only
# where each letter differs as one of these conventions allows (see match.rules).

#: The vowel signs of Arabic (harakat: fatha, damma, kasra and their tanwin forms, shadda,
#: sukun, the superscript alef, and their small and open forms): the marks with the fixed
#: combining classes 27-35 that Unicode reserves for them. A vowelled text writes them and an
#: unvowelled one leaves them out. The hamza and madda written on a letter are no vowel signs
#: (classes 220 and 230): they compose the letters أ إ آ ؤ ئ.
ARABIC_VOWEL_SIGNS = frozenset(c for c in _having(r"\p{Mn}", _PLANES) if 27 <= unicodedata.combining(c) <= 35)

#: The Arabic letter alef.
ALEF = "\u0627"


def _alef_forms(chars: str) -> frozenset:
    """See :data:`ALEF_FORMS`."""
    out = {"\u0671"}  # alef wasla: Unicode encodes the alef of vowelled text marked with wasla without decomposition
    for c in _having(r"[\p{scx=Arabic}&&\p{L}]", chars):
        parts = unicodedata.decomposition(c).split()
        if len(parts) == 2 and not parts[0].startswith("<") and chr(int(parts[0], 16)) == ALEF and category(chr(int(parts[1], 16))) == "Mn":
            out.add(c)
    return frozenset(out)


#: The letters written as an alef with one mark: a hamza above or below or a madda (أ إ آ, by
#: their canonical decompositions), and the alef wasla of vowelled text (ٱ). Writers leave the
#: hamza and madda off an alef as often as not (every Arabic search engine reads them as the
#: plain alef), so a quotation may write one of them where its source writes the plain alef, and
#: the other way round; never one of them for another (أن and إن are two words).
ALEF_FORMS = _alef_forms(_PLANES)

#: Pairs of Arabic letters a spelling writes one for the other at the end of a word: alef
#: maqsura and yeh (Egyptian writing leaves the dots off a final yeh), teh marbuta and heh (a
#: final teh marbuta is pronounced as heh and often written so). A text that writes both of a
#: pair at word ends tells them apart (على "on" and علي "Ali", كتابة "writing" and كتابه "his
#: book"); one that never ends a word with one of them writes the other for it.
WORD_END_VARIANTS = (frozenset("\u0649\u064a"), frozenset("\u0629\u0647"))

#: Letters the Unicode Standard encodes more than once, once as Arabic writes them and once as
#: the keyboards of Persian, Urdu, Kurdish... write the same letter (the Standard's Arabic
#: chapter): kaf and keheh (ك ک); yeh, Farsi yeh and alef maqsura (ي ی ى);
#: heh, heh goal, ae and heh doachashmee (ه ہ ە ھ). Unicode CLDR's Persian
#: collation sorts each group as one letter (secondary differences: ``&ک<<*ڪګك``,
#: ``&ی<<*ىےي``, ``&ۏ<ه<<ە<<ہ<<ة...<<ھ``); a text typed on the
#: other keyboard writes the other letter ("اين كتاب" for "این کتاب"). Left out
#: are the letters of those groups that a CLDR language writes as a letter of its own beside a
#: member (its main exemplar characters): Sindhi's swash kaf ڪ, Pashto's gaf ګ and its
#: ې ۍ, Urdu's yeh barree ے, Kurdish ێ; the teh marbuta is
#: :data:`WORD_END_VARIANTS`' business. Some pairs are letters of their own in a language too:
#: see :data:`CONTRASTED_VARIANTS`.
LETTER_VARIANTS = (frozenset("\u0643\u06a9"), frozenset("\u064a\u06cc\u0649"), frozenset("\u0647\u06c1\u06d5\u06be"))

#: The pairs of :data:`LETTER_VARIANTS` that some language writes as two letters: the main
#: exemplar characters of a Unicode CLDR locale hold both (the yeh and the alef maqsura in
#: Arabic and Uyghur, yeh and Farsi yeh in Pashto, heh and heh goal in Punjabi, heh goal and heh
#: doachashmee in Urdu, heh, ae and heh doachashmee in Uyghur, Sindhi and Sorani). A
#: quotation's letter stands for the source's other letter of such a pair only where the source
#: does not tell them apart (see ``match.rules``); the other pairs (kaf and keheh, alef maqsura
#: and Farsi yeh, heh goal and ae) are one letter wherever they stand. A test reads CLDR.
CONTRASTED_VARIANTS = frozenset(
    frozenset(p)
    for p in ("\u064a\u0649", "\u064a\u06cc", "\u0647\u06c1", "\u0647\u06d5", "\u0647\u06be", "\u06c1\u06be", "\u06d5\u06be")
)

#: How the letters of the yeh group are drawn at the end of a word, where only they differ:
#: the alef maqsura and the Farsi yeh without dots, the yeh with two. Before another letter the
#: yeh and the Farsi yeh are drawn alike (with dots).
DOTLESS_FINAL_YEH = frozenset("\u0649\u06cc")

#: The Hebrew points: the nonspacing marks of the Hebrew script (vowel points, dagesh, shin
#: and sin dots, rafe, meteg, cantillation). Hebrew is written with them (the Bible, poetry,
#: teaching) or, in everyday prose, without: a pointed and an unpointed text write the same
#: words. The punctuation of the block (maqaf, paseq, sof pasuq) is no mark.
HEBREW_POINTS = _having(r"[\p{Mn}&&\p{scx=Hebrew}]", _PLANES)

#: The Devanagari nukta, the dot that writes the sounds of Persian, Arabic and English loanwords
#: (क़ q, ज़ z, फ़ f, each also written as the letter and the nukta) and the flaps ड़ ढ़. Hindi
#: writers leave it off as often as not, and Hindi's standard spelling (of the Central Hindi
#: Directorate) lets loanwords taken into the language go without it: कागज for काग़ज़. A text
#: with it and one without write the same words. (Bengali's nukta is no such dot: য় is a
#: letter of its own.)
DEVANAGARI_NUKTA = "\u093c"

#: The Cyrillic "\u0451" (yo) and the "\u0435" (ye) it is written as: Russian spelling writes the
#: diaeresis where a word would be misread without it and leaves it off elsewhere as often as not
#: ("\u0435\u043b\u043a\u0430" for "\u0451\u043b\u043a\u0430"): a text with it and one without write the same words.
CYRILLIC_YO = ("\u0451", "\u0435")


def _comma_below_forms(planes: str) -> Dict[str, str]:
    """Each character whose canonical decomposition holds the comma below (U+0326) with the
    character the cedilla (U+0327) makes in its place, where that is one character; and the
    combining comma below itself with the combining cedilla."""
    forms = {"\u0326": "\u0327"}
    for ch in _having(r"\p{Decomposition_Type=Canonical}", planes):
        nfd = unicodedata.normalize("NFD", ch)
        if "\u0326" in nfd:
            twin = unicodedata.normalize("NFC", nfd.replace("\u0326", "\u0327"))
            if len(twin) == 1 and twin != ch:
                forms[ch] = twin
    return forms


#: The comma below and the cedilla are one mark written two ways: no orthography tells two letters
#: apart by them. Romanian writes "\u0219" and "\u021b" with the comma, and was typed with
#: "\u015f" and "\u0163" (the cedilla letters of Turkish) for decades, in the legacy code pages and
#: the fonts that lacked the comma letters; Latvian "\u0137 \u013c \u0146 \u0123" are encoded
#: with the cedilla and drawn with a comma. Each letter (and the combining comma below) written
#: with the comma folds like the one written with the cedilla, derived from the canonical
#: decompositions: "\u0219" as "\u015f", "\u021b" as "\u0163" and their capitals.
COMMA_BELOW_FORMS: Dict[str, str] = _comma_below_forms(_PLANES)

#: The stress marks of Cyrillic dictionaries, textbooks and poetry: the acute and the grave over a
#: vowel, as a combining mark ("\u043f\u0440\u0435\u043f\u0430\u0440\u0430\u0301\u0442"). Everyday prose leaves them off; a text with them and
#: one without write the same words. Where the mark makes one character with its letter it is a
#: letter of its own, never read so: Macedonian and Bulgarian "\u045d" (her) is not "\u0438" (and),
#: Macedonian "\u0450" (everything) is not "\u0435" (is), "\u045c" and "\u0453" are letters. Over a Latin or
#: Greek letter the same marks make other letters: only after a Cyrillic letter are they read so.
CYRILLIC_STRESS_MARKS = frozenset("\u0301\u0300")

#: The dotless small i and the capital I: in Turkic alphabets the capital of "\u0131" is "I", in
#: the others the capital of "i"; a text written in capitals without the dotted capital "\u0130"
#: writes both as "I".
DOTLESS_I = "\u0131"


def _variant_letters() -> Dict[str, str]:
    """Each letter of :data:`WORD_END_VARIANTS` and :data:`LETTER_VARIANTS` and the one the loose
    view writes for it: the first of the groups that share letters, taken together."""
    groups: List[Set[str]] = []
    for g in (*WORD_END_VARIANTS, *LETTER_VARIANTS):
        joined = set(g)
        for other in [h for h in groups if h & joined]:
            joined |= other
            groups.remove(other)
        groups.append(joined)
    return {c: min(g) for g in groups for c in g}


def _loose_translation(chars: str) -> Dict[int, Optional[str]]:
    """See :data:`LOOSE_TRANSLATION`."""
    out: Dict[int, Optional[str]] = {}
    variants = _variant_letters()
    lettered = r"[\p{scx=Greek}\p{scx=Arabic}]"
    for c in _having(rf"[{lettered}&&\p{{L}}]", chars):
        base = unicodedata.normalize("NFD", c)[0]
        if base != c and regex.match(lettered, base, flags=regex.V1):
            out[ord(c)] = variants.get(base, base)
    out.update((ord(c), ALEF) for c in ALEF_FORMS)
    out.update((ord(c), v) for c, v in variants.items())
    out[ord(DOTLESS_I)] = "i"
    out.update((ord(c), None) for c in _having(r"[\p{Mn}&&\p{scx=Arabic}]", chars))
    out.update((ord(c), None) for c in HEBREW_POINTS)
    out[ord(DEVANAGARI_NUKTA)] = None
    out[ord(CYRILLIC_YO[0])] = CYRILLIC_YO[1]
    out.update((ord(c), None) for c in CYRILLIC_STRESS_MARKS)
    return {cp: v for cp, v in out.items() if v != chr(cp)}


#: What the loose view (:func:`spacy_quoteverify.text.fold.loose_view`) reads alike, as a
#: ``str.translate`` mapping of the match view's characters: a Greek or Arabic letter written
#: with marks as its base letter (by its canonical decomposition), the forms of :data:`ALEF_FORMS`
#: as the alef, the letters of :data:`WORD_END_VARIANTS` and :data:`LETTER_VARIANTS` that share
#: a group as one letter, the dotless i as "i", the Cyrillic yo as ye (:data:`CYRILLIC_YO`), and
#: the nonspacing marks of the Arabic script, the Hebrew points, the Devanagari nukta and the
#: stress marks (:data:`CYRILLIC_STRESS_MARKS`, read as such after a Cyrillic letter only) dropped.
LOOSE_TRANSLATION = _loose_translation(_PLANES)


def _ideograph_forms(chars: str) -> Dict[str, str]:
    """See :data:`IDEOGRAPH_FORMS`."""
    out: Dict[str, str] = {}
    for c in chars:
        parts = unicodedata.decomposition(c).split()
        if len(parts) == 2 and parts[0] == "<compat>":
            target = chr(int(parts[1], 16))
            if regex.match(r"\p{Unified_Ideograph}", target):
                out[c] = target
    return out


#: Characters that are one CJK unified ideograph drawn as a radical: every character whose
#: compatibility decomposition (tag ``<compat>``) is that single ideograph. These are the Kangxi
#: Radicals (U+2F00-U+2FD5), the two CJK Radicals Supplement characters Unicode decomposes
#: (U+2E9F, U+2EF3) and the Hangzhou numerals U+3038-U+303A. PDF text extraction writes them for
#: the ideographs ("⽆" for 无 "not", "⽣" for 生); folding reads the ideograph. Left out: the
#: circled, parenthesized and squared ideographs (tags <circle>, <square>; list marks and labels),
#: and the CJK compatibility ideographs, which are canonical singletons (folded with NOT_NFC).
IDEOGRAPH_FORMS: Dict[str, str] = _ideograph_forms(
    "".join(_having(r"\p{Decomposition_Type=Compat}", _PLANES))
)


def _split_vowels(chars: str) -> Dict[Tuple[str, str], str]:
    """See :data:`SPLIT_VOWELS`."""
    out: Dict[Tuple[str, str], str] = {}
    for c in _having(r"[\p{Script=Thai}\p{Script=Lao}]", chars):
        parts = unicodedata.decomposition(c).split()
        if len(parts) == 3 and parts[0] == "<compat>":
            first, second = chr(int(parts[1], 16)), chr(int(parts[2], 16))
            if category(first) == "Mn" and category(second) == "Lo":
                out[(first, second)] = c
    return out


#: Thai and Lao vowels that Unicode also writes as two characters: each character of those scripts
#: whose compatibility decomposition is a combining mark and a letter (Thai sara am U+0E33 is
#: nikhahit U+0E4D and sara aa U+0E32, Lao U+0EB3 is U+0ECD and U+0EB2). PDFs and old keyboards
#: write the two, with the tone mark between them ("นํ้า" for "น้ำ"): folding writes the one
#: character, the tone marks before it (see :data:`SPLIT_VOWEL_TONES`).
SPLIT_VOWELS: Dict[Tuple[str, str], str] = _split_vowels(_PLANES)
#: The marks that may stand between the two parts of a split vowel: the combining marks (Mn) of
#: each vowel's script with a canonical combining class of their own (the tone marks, Thai 107 and
#: Lao 122, and the vowels below), which a writer types before or after the first part.
SPLIT_VOWEL_TONES: FrozenSet[str] = frozenset(
    c
    for first, _ in SPLIT_VOWELS
    for c in _having(rf"[\p{{Mn}}&&\p{{Script={unicodedata.name(first).split()[0].title()}}}]", _PLANES)
    if unicodedata.combining(c)
)

#: Full-width, half-width and small forms (Unicode decomposition type <wide>, <narrow> or
#: <small>): each is one character drawn at another size ("\uff0b" and "\ufe62" are a plus
#: sign), so it folds like that character.
WIDTH_FORMS = _having(
    r"[\p{Decomposition_Type=Wide}\p{Decomposition_Type=Narrow}\p{Decomposition_Type=Small}]", _PLANES
)

#: Scripts written without spaces between words (names as in ``\p{Script=...}``): a
#: quotation may start or end anywhere in them (numbers excepted).
UNSPACED_SCRIPTS: Tuple[str, ...] = ("Han", "Hiragana", "Katakana", "Thai", "Lao", "Khmer", "Myanmar", "Tibetan")
#: The scripts of Chinese and Japanese, which one text mixes freely: one family.
HAN_FAMILY: Tuple[str, ...] = ("Han", "Hiragana", "Katakana")
#: Letters that Unicode files under the Common script but whose script extensions are
#: Chinese or Japanese: the prolonged sound mark, the closing mark, the kana repeat marks
#: (ー 〆 〱...). They are letters of those texts.
UNSPACED_EXTRA = "".join(
    sorted(
        _having(
            r"[\p{L}&&\p{Script=Common}&&[" + "".join(rf"\p{{Script_Extensions={n}}}" for n in HAN_FAMILY) + "]]",
            _PLANES,
        )
    )
)


def _may_ask_or_exclaim(ch: str) -> bool:
    """A question or exclamation mark (of any script, single or doubled), by the Unicode name of
    the character or of its canonical equivalent (the Greek question mark U+037E is canonically
    a semicolon, and is one in folded text: the edge rule reads a ";" after a Greek word as a
    question mark, see match.boundaries.edge_span).

    A character newer than this Python's Unicode database has no name here: it counts as
    one (left out of the edge punctuation, so it stays content).
    """
    name = unicodedata.name(unicodedata.normalize("NFC", ch), "")
    return not name or "QUESTION" in name or "EXCLAMATION" in name or "INTERROBANG" in name


def _edge_punctuation(chars: str) -> frozenset:
    """See :data:`EDGE_PUNCTUATION`."""
    stated = {c for c in _having(r"\p{Terminal_Punctuation}", chars) if not _may_ask_or_exclaim(c)}
    # The canonical equivalents, which folding writes instead (U+0387 -> U+00B7 MIDDLE DOT).
    stated |= {n for n in (unicodedata.normalize("NFC", c) for c in stated) if len(n) == 1}
    # Compatibility forms made of those marks only: the ellipsis ("..."), dot leaders, small and
    # vertical forms.
    compat = set()
    for c in _having(r"\p{P}", chars):
        decomposed = unicodedata.normalize("NFKC", c)
        if decomposed != c and decomposed and set(decomposed) <= stated:
            compat.add(c)
    return frozenset(stated | compat)


#: Punctuation that ends or separates clauses and sentences, of every script: Unicode's
#: Terminal_Punctuation (full stops, commas, semicolons, colons, dandas, the Ethiopic, Khmer,
#: Myanmar, Arabic, Tibetan... marks), their canonical equivalents and the compatibility forms
#: made of them only (the ellipsis). The question and exclamation marks are left out: they
#: change what a sentence says. Around a quotation these are typography, not content.
EDGE_PUNCTUATION = _edge_punctuation(_PLANES)

#: The question and exclamation marks of every script: the Terminal_Punctuation that the edge
#: punctuation leaves out ("?", "!", "؟", "‼", "？", the Ethiopic, Mongolian, Balinese marks...).
#: They are content: what a sentence ending in one says is asked or exclaimed, not stated.
#: (Folding keeps each one an asking mark: "？" becomes "?", "‼" "!!". The Greek question mark
#: is a ";" in folded text, read by its context, see match.boundaries.)
ASKING_MARKS = frozenset(c for c in TERMINAL_PUNCTUATION if c not in EDGE_PUNCTUATION)



def _circled_numerals(chars: str) -> frozenset:
    """See :data:`CIRCLED_NUMERALS`."""
    return frozenset(
        c
        for c in _having(r"\p{No}", chars)
        if unicodedata.decomposition(c).startswith("<circle>") or "CIRCLED" in unicodedata.name(c, "")
    )


#: Numbers drawn in a circle, which number the items of a list (① ⓵ ❶ ➀ ㉑ ㊀): every "other
#: number" whose decomposition is tagged ``<circle>`` or whose name says it is circled (the
#: dingbat and double-circled forms have no decomposition).
CIRCLED_NUMERALS = _circled_numerals(_PLANES)


def _percent_signs(chars: str) -> frozenset:
    """See :data:`PERCENT_SIGNS`."""
    found = set()
    for c in _having(r"[\p{P}\p{S}]", chars):
        name = unicodedata.name(c, "")
        if "PERCENT" in name or "PER MILLE" in name or "PER TEN THOUSAND" in name:
            found.add(c)
    return frozenset(found)


#: Percent, per-mille and per-ten-thousand signs of every script and width (% ٪ ‰ ‱ ؉ ﹪ ％),
#: by Unicode name: they are punctuation (Po), not symbols, yet belong to the number they follow.
PERCENT_SIGNS = _percent_signs(_PLANES)
#: The body of a character class (no brackets) matching a letter of an unspaced script.
UNSPACED_CLASS = "".join(rf"\p{{Script={name}}}" for name in UNSPACED_SCRIPTS) + UNSPACED_EXTRA


def _undelimited(scripts: Tuple[str, ...], chars: str) -> Tuple[str, ...]:
    """See :data:`UNDELIMITED_SCRIPTS`."""
    return tuple(
        name
        for name in scripts
        if _having(rf"[\p{{Script={name}}}&&\p{{L}}&&[\p{{Line_Break=SA}}\p{{Line_Break=ID}}\p{{Line_Break=CJ}}]]", chars)
    )


#: The unspaced scripts that mark no boundary between words at all: those whose letters Unicode's
#: line breaking (UAX #14) breaks between as ideographs (Line_Break ID, CJ: Chinese, Japanese) or
#: only with a dictionary (SA: Thai, Lao, Khmer, Myanmar). Tibetan is not one: its letters are
#: alphabetic (AL) and it ends every syllable with a mark a line breaks after (the tsheg, Line_Break
#: BA), so its words are cut at that mark (the negation scanner and the rules of a clause's end
#: read them like words of a spaced script) and a space between its letters follows a phrase end
#: (folding keeps it).
UNDELIMITED_SCRIPTS: Tuple[str, ...] = _undelimited(UNSPACED_SCRIPTS, _PLANES)
#: The body of a character class matching a letter of :data:`UNDELIMITED_SCRIPTS`.
UNDELIMITED_CLASS = "".join(rf"\p{{Script={name}}}" for name in UNDELIMITED_SCRIPTS) + UNSPACED_EXTRA
#: Per family of undelimited scripts, a class body: Chinese and Japanese together, then each
#: other script alone. Between two letters of one family a space carries no word boundary
#: (see text.fold).
UNSPACED_FAMILIES: Tuple[str, ...] = (
    "".join(rf"\p{{Script={name}}}" for name in HAN_FAMILY) + UNSPACED_EXTRA,
    *(rf"\p{{Script={name}}}" for name in UNDELIMITED_SCRIPTS if name not in HAN_FAMILY),
)


def _style_forms(chars: str, canonical: FrozenSet[str]) -> Dict[str, str]:
    """See :data:`STYLE_FORMS`."""
    out: Dict[str, str] = {}
    for c in chars:
        parts = unicodedata.decomposition(c).split()
        if not parts or parts[0] not in STYLE_TAGS or c in IDEOGRAPH_FORMS:
            continue
        written = unicodedata.normalize("NFC", "".join(chr(int(h, 16)) for h in parts[1:]))
        if parts[0] == "<compat>" and len(written) > 1 and written[0] == "\u00b0" and written[1:].isalpha():
            out[c] = written  # a temperature unit drawn as one sign: "\u2103" is "\u00b0C", "\u2109" "\u00b0F"
            continue
        cats = {category(p)[0] for p in written}
        if not written or not cats <= {"L", "M", "N"} or not written[0].isalnum():
            continue  # a spacing accent or a mark drawn alone (" \u064b"), a vertical comma: punctuation's business
        if category(c) == "Sc":
            continue  # a currency sign drawn as a word ("\ufdfc", rial) is the figure's sign
        tag = parts[0]
        if tag == "<compat>" and (
            category(c) not in ("Lu", "Ll", "Lt", "Lm", "Lo", "Nl")
            or not all(p.isalpha() or category(p) == "Mn" for p in written)
        ):
            continue  # "\u2116" (No), "\u2474" ("(1)"): a sign or a list mark
        # A Roman numeral drawn as one character is the letters it draws ("\u216b" is "XII"): the
        # same numeral, typed otherwise (Nl, a letter number, decomposed to Latin letters).
        if tag == "<compat>" and regex.match(r"\p{Script=Hangul}", c):
            continue  # compatibility jamo compose with their neighbours into other syllables
        if tag == "<square>" and len(written) < 2:
            continue  # a squared letter or ideograph alone is a label ("\U0001f130", "\U0001f210")
        if tag == "<vertical>" and not written.isalpha():
            continue
        out[c] = written
    # A letter canonically equivalent to a form and a mark ("\u03d3" is "\u03d2" and an acute)
    # folds as what that form stands for with the mark, as its decomposed spelling does.
    for c in canonical:
        nfd = unicodedata.normalize("NFD", c)
        if any(p in out for p in nfd):
            out[c] = unicodedata.normalize("NFC", "".join(out.get(p, p) for p in nfd))
    return out


#: Unicode decomposition tags of typography: the form draws the same characters in a
#: mathematical or other font (<font>: "\U0001d7d3" is 5, "\u2113" is l), in the contextual
#: shape of an Arabic letter or ligature (<initial>, <medial>, <final>, <isolated>: "\ufefb" is
#: "\u0644\u0627"), squeezed into one square cell (<square>: "\u338e" is "mg"), as a ligature
#: or another drawing of letters (<compat>: "\u0133" is "ij", "\u01c6" is "d\u017e"), or turned
#: for vertical text (<vertical> letters: "\u309f" is "\u3088\u308a"). The tags that carry
#: content are left out: <super> and <sub> ("m\u00b2" is no "m2", "x\u2081" no "x1"),
#: <fraction> ("2\u00bd" flattened would read "21/2"), <circle> (list marks), <noBreak> and
#: the width forms (folded on their own, see :data:`WIDTH_FORMS`).
STYLE_TAGS = frozenset({"<font>", "<initial>", "<medial>", "<final>", "<isolated>", "<square>", "<compat>", "<vertical>"})
#: Each character written in a typographic form -> the characters it stands for, from one
#: level of its compatibility decomposition (:data:`STYLE_TAGS`), kept only where that is
#: letters, marks and digits: a compatibility form that is a sign ("\u2116", "\u2121"), a
#: list mark ("\u2474", "\u2488") stays as written (a Roman numeral is its letters: "\u216b" is "XII"), and so do the
#: compatibility jamo of Hangul. One level only: "\u33a1" is "m\u00b2", its superscript kept. Folded like the
#: characters it stands for: one character by the table, more by :data:`EXPANSIONS`.
STYLE_FORMS: Dict[str, str] = _style_forms(
    "".join(_having(r"[\p{Decomposition_Type=Font}\p{Decomposition_Type=Initial}\p{Decomposition_Type=Medial}"
                    r"\p{Decomposition_Type=Final}\p{Decomposition_Type=Isolated}\p{Decomposition_Type=Square}"
                    r"\p{Decomposition_Type=Compat}\p{Decomposition_Type=Vertical}]", _PLANES)),
    _having(r"\p{Decomposition_Type=Canonical}", _PLANES),
)


def _sign_variants(chars: str) -> Dict[str, str]:
    """See :data:`SIGN_VARIANTS`."""
    out: Dict[str, str] = {}
    for ch in _having(r"\p{Sm}", chars):
        name = unicodedata.name(ch, "")
        # Unicode names a sign by how it is drawn: "OVER" stacks the two relations its "OR" joins,
        # "SLANTED" slants a stroke. Read without them, the name may be another sign's.
        plain = name.replace(" OVER ", " OR ").replace("SLANTED ", "")
        if plain != name:
            try:
                out[ch] = unicodedata.lookup(plain)
            except KeyError:
                pass
    # A math symbol that Unicode's confusables data (UTS #39) draws as an ASCII math symbol
    # ("\u223c" TILDE OPERATOR as "~").
    from confusable_homoglyphs import confusables

    for ch in _having(r"\p{Sm}", chars):
        if ch.isascii() or ch in out:
            continue
        found = confusables.is_confusable(ch, preferred_aliases=[], greedy=True) or []
        looks = {h["c"] for entry in found for h in entry.get("homoglyphs", ())}
        plain_signs = sorted(c for c in looks if len(c) == 1 and c.isascii() and category(c) == "Sm")
        if len(plain_signs) == 1:
            out[ch] = plain_signs[0]
    return out


#: Math signs that are another sign drawn otherwise, each with that sign: by Unicode name, the
#: relations drawn stacked or with a slanted stroke ("\u2266" LESS-THAN OVER EQUAL TO and "\u2a7d"
#: LESS-THAN OR SLANTED EQUAL TO are "\u2264" LESS-THAN OR EQUAL TO, as "\u2267" and "\u2a7e" are
#: "\u2265"), and the math symbols Unicode's confusables data draws as one ASCII math symbol
#: ("\u223c" TILDE OPERATOR is "~"). Each folds like the sign it is; a sign of another relation
#: ("<" for "\u2264", "=" for "~") stays apart.
SIGN_VARIANTS: Dict[str, str] = _sign_variants(_PLANES)
#: The signs whose canonical decomposition starts with a sign drawn otherwise, each with that
#: decomposition's sign as it folds and the rest ("\u2241" NOT TILDE is "\u223c" and a combining
#: long solidus: "~\u0338"), so that the sign and its decomposition fold alike.
_SIGN_VARIANT_COMPOSITES = {
    c: SIGN_VARIANTS[nfd[0]] + nfd[1:]
    for c in NOT_NFC | _having(r"\p{Decomposition_Type=Canonical}", _PLANES)
    if len(nfd := unicodedata.normalize("NFD", c)) > 1 and nfd[0] in SIGN_VARIANTS
}


#: Characters whose full case folding (str.casefold) is more than one character
#: ("\u00df" -> "ss", ligatures "\ufb01" -> "fi", Greek with ypogegrammeni), and the
#: typographic forms of more than one character (:data:`STYLE_FORMS`: "\u338e" -> "mg"), and the
#: signs that decompose to a sign drawn otherwise and a mark ("\u2241" -> "~\u0338"):
#: rewritten before the one-to-one table. The dotted capital I is left to lower-casing,
#: which folds it to "i" (see normalize._lower).
EXPANSIONS = {
    **{form: written for form, written in sorted(STYLE_FORMS.items()) if len(written) > 1},
    **dict(sorted(_SIGN_VARIANT_COMPOSITES.items())),
    **{c: c.casefold() for c in sorted(CASE_FOLDED) if len(c.casefold()) > 1 and c != "\u0130"},
}
EXPANSION_RE = re.compile("[" + "".join(sorted(EXPANSIONS)) + "]")


@lru_cache(maxsize=1)
def width_forms() -> dict:
    """Each full-width, half-width or small form -> the character it stands for ("\uff05" -> "%")."""
    out = {}
    for c in WIDTH_FORMS:
        parts = unicodedata.decomposition(c).split()  # empty where this Python's Unicode is older
        if len(parts) == 2:
            out[c] = chr(int(parts[1], 16))
    return out


def _with_variants(chars: frozenset) -> frozenset:
    """``chars`` with the width forms and canonical singletons of any of them (which fold like them:
    "\uff40" is a full-width "`", U+1FEF a Greek varia that is canonically "`")."""
    variants = {form for form, plain in width_forms().items() if plain in chars}
    variants.update(c for c in NOT_NFC if unicodedata.normalize("NFC", c) in chars)
    return chars | frozenset(variants)


QUOTE_MARKS = _with_variants(QUOTE_MARKS)
DASHES = _with_variants(DASHES)


def _derived_pairs(chars: str) -> Dict[str, FrozenSet[str]]:
    """Pairs of quote marks read from Unicode names, for the marks :data:`QUOTE_PAIRS` does not
    list by hand: every Quotation_Mark character and every punctuation or symbol named a
    quotation mark (the ornaments ❛ ❜ ❝ ❞ ❮ ❯ 🙶 🙷). A LEFT mark closes with its RIGHT twin
    ("HALFWIDTH LEFT CORNER BRACKET" ｢ with ｣), a TURNED comma ornament with the plain one (❝ ❞),
    a LOW comma ornament with both of those (❠ ... ❞), a low reversed-9 mark as the low-9 mark
    does (⹂ as „), and every full-width, half-width or small form of a mark as the mark."""
    marks = _having(r"\p{Quotation_Mark}", chars) | frozenset(
        c for c in _having(r"[\p{P}\p{S}]", chars) if "QUOTATION MARK" in unicodedata.name(c, "")
    )
    by_name = {unicodedata.name(c, ""): c for c in marks}
    out: Dict[str, FrozenSet[str]] = {}
    for c in sorted(marks - set(QUOTE_PAIRS)):
        name = unicodedata.name(c, "")
        if category(c) in ("Pe", "Pf"):
            continue
        twins = []
        if "LEFT" in name:
            twins.append(name.replace("LEFT", "RIGHT"))
        if "TURNED COMMA" in name:
            twins.append(name.replace("TURNED ", ""))
        if "LOW " in name and "ORNAMENT" in name:
            plain = name.replace("LOW ", "")
            twins += [plain, plain.replace("COMMA", "TURNED COMMA")]
        closers = {by_name[t] for t in twins if t in by_name}
        if "LOW-REVERSED-9" in name:
            closers |= QUOTE_PAIRS.get(by_name.get(name.replace("LOW-REVERSED-9", "LOW-9"), ""), frozenset())
        if closers:
            out[c] = frozenset(closers)
    pairs = {**QUOTE_PAIRS, **out}
    forms: Dict[str, Set[str]] = {}
    for form, plain in width_forms().items():
        forms.setdefault(plain, set()).add(form)
    widened: Dict[str, FrozenSet[str]] = {}
    for opener, listed in pairs.items():
        wide_closers = frozenset(listed).union(*(forms.get(c, ()) for c in listed))
        for o in {opener} | forms.get(opener, set()):
            widened[o] = widened.get(o, frozenset()) | wide_closers
    return widened


QUOTE_PAIRS.update(_derived_pairs(_PLANES))

#: The pairs an answer's quotations are read with: :data:`QUOTE_PAIRS` and the marks that writers
#: type for quote marks although the standards pair them otherwise: the low-9 mark closing as it
#: opened ("\u201etext\u201e"), the double prime and its reversed form, which typewriter-era and East
#: Asian text writes ("\u2033text\u2033", "\u2036text\u2033"). Only the answer reader takes them: in a
#: source, and in a quotation's own pieces, a prime after a digit is the figure's unit ("5\u2033").
ANSWER_QUOTE_PAIRS: Dict[str, FrozenSet[str]] = {
    **QUOTE_PAIRS,
    "\u201e": QUOTE_PAIRS["\u201e"] | {"\u201e"},
    "\u2033": frozenset("\u2033"),
    "\u2036": frozenset("\u2033"),
}



def _is_single_mark(ch: str) -> bool:
    """Whether a quote mark is a single one, by its Unicode name: not named double, triple,
    quadruple, gershayim (the Hebrew double mark), a bracket (the CJK corner brackets), an angle
    quotation mark (a guillemet) or a plain "QUOTATION MARK" unless the name says single."""
    name = unicodedata.name(ch, "")
    if any(part in name for part in ("DOUBLE", "TRIPLE", "QUADRUPLE", "GERSHAYIM", "BRACKET", "ANGLE", "QUOTATION MARK")):
        return "SINGLE" in name and "ANGLE" not in name
    return True


#: Marks that write an apostrophe ("won’t", "n'est", "nient'", "'di"): every single quote mark of
#: :data:`QUOTE_MARKS`, since people type any of them for one: the apostrophes by name (' ʼ ՚ and
#: their full-width form), the single quotation marks (‘ ’ ‚ ‛), the primes and the grave and
#: acute accents that keyboards offer in their place, and the Hebrew geresh (Hebrew's
#: apostrophe). Left out: the double marks, the guillemets and corner brackets, which never
#: stand inside a word, and the modifier letter turned comma U+02BB, which is a letter (the
#: Hawaiian ʻokina, kept by folding), not an apostrophe.
APOSTROPHES = frozenset(c for c in QUOTE_MARKS if _is_single_mark(c))


def _apostrophe_lookalikes() -> FrozenSet[str]:
    """See :data:`APOSTROPHE_LOOKALIKES`."""
    path = resources.files("spacy_quoteverify") / "data" / "apostrophe_lookalikes.json"
    chars = json.loads(path.read_text(encoding="utf-8")).get("characters")
    if not isinstance(chars, dict) or not all(isinstance(c, str) and len(c) == 1 for c in chars):
        raise ValueError("apostrophe_lookalikes.json: 'characters' must map single characters to their names")
    letters = ("Lu", "Ll", "Lt", "Lo", "Mn", "Mc", "Me")
    return frozenset(c for c in chars if category(c) not in letters) - APOSTROPHES


#: Characters that Unicode's confusables data (UTS #39) maps to the apostrophe and that are no
#: letter or combining mark of a script, beyond :data:`APOSTROPHES`: the modifier letters
#: ("ʻ" ʽ ʾ ˈ ˊ ˋ ʹ), the Greek spacing accents (tonos, psili, koronis,
#: dasia), the N'Ko tone apostrophes, the Armenian comma (``data/apostrophe_lookalikes.json``,
#: written by ``scripts/build_apostrophe_lookalikes.py``). The match view keeps them as written
#: (the Hawaiian ʻokina is a letter there); a negation word written with one ("didnʻt",
#: "nˈest") is read as written with an apostrophe, so that no look-alike hides it.
APOSTROPHE_LOOKALIKES = _apostrophe_lookalikes()


def _degree_lookalikes() -> FrozenSet[str]:
    """See :data:`DEGREE_LOOKALIKES`."""
    path = resources.files("spacy_quoteverify") / "data" / "degree_lookalikes.json"
    chars = json.loads(path.read_text(encoding="utf-8")).get("characters")
    if not isinstance(chars, dict) or not all(isinstance(c, str) and len(c) == 1 for c in chars):
        raise ValueError("degree_lookalikes.json: 'characters' must map single characters to their names")
    return frozenset(chars) - {"\u00b0"}


#: Characters that Unicode's confusables data (UTS #39) maps to the degree sign: the ring above
#: "\u02da", the ring operator, the white circle and bullet, the ring point
#: (``data/degree_lookalikes.json``, written by ``scripts/build_apostrophe_lookalikes.py``). After
#: a figure one is read as the degree sign ("5 \u02daC"); the masculine ordinal indicator "\u00ba"
#: is not one (the data maps it to a small o).
DEGREE_LOOKALIKES = _degree_lookalikes()
#: The degree sign and the characters read as one after a figure, with the compatibility
#: characters that hold one ("\u2103", "\u2109"): "5 °C" (SI usage, with a space) and "5°C" are one
#: figure, as "5 %" and "5%" are.
DEGREE_SIGNS = frozenset({"\u00b0", "\u2103", "\u2109"}) | DEGREE_LOOKALIKES


#: Primes (\u2032 \u2033 \u2034 \u2057 and the reversed ones): the quote marks Unicode names a prime and
#: not a quotation mark. After a digit a prime writes a unit of the figure (feet and inches,
#: minutes and seconds of time or of arc: 5\u20327\u2033, 40\u2032), never typography.
PRIMES = frozenset(c for c in QUOTE_MARKS if regex.search(r"\bPRIME\b", unicodedata.name(c, "")) and "QUOTATION" not in unicodedata.name(c, ""))


@lru_cache(maxsize=256)
def mark_strokes(ch: str) -> int:
    """How many strokes a quote mark or prime draws, read from its Unicode name: a prime or an
    apostrophe one, a double prime, the Hebrew gershayim (two gereshes) or a quotation mark that
    Unicode does not name single two (the inch and the second), a triple prime three, a
    quadruple prime four. After a figure, the count is the unit: "5\u2032" is five feet or
    minutes, "5\u2033" five inches or seconds.

    >>> [mark_strokes(c) for c in "'\\u2032\\u2019\\u0022\\u2033\\u201d\\u02ba\\u2034"]
    [1, 1, 1, 2, 2, 2, 2, 3]
    """
    name = unicodedata.name(ch, "")
    if regex.search(r"\bQUADRUPLE\b", name):
        return 4
    if regex.search(r"\bTRIPLE\b", name):
        return 3
    if regex.search(r"\b(?:DOUBLE|DITTO|GERSHAYIM)\b", name) or (regex.search(r"\bQUOTATION MARK\b", name) and "SINGLE" not in name):
        return 2
    return 1

#: Letters that a quote mark may touch on its outer side: the unspaced scripts, and Hangul, whose
#: words are spaced but take their particles straight after a closing mark ("…"라고).
DENSE_RE = regex.compile(f"[{UNSPACED_CLASS}\\p{{Script=Hangul}}]")


def is_spaced_word_char(ch: str) -> bool:
    """A letter or digit of a spaced script (unspaced scripts and Hangul butt marks onto text)."""
    return ch.isalnum() and not DENSE_RE.match(ch)


def apostrophe_in_word(text: str, i: int) -> bool:
    """Whether the mark at ``text[i]`` is an apostrophe inside a word ("don't", "l'homme",
    "rock’n’roll"): one of :data:`APOSTROPHES` between two letters or digits of a spaced script
    (an unspaced script or Hangul butts quote marks onto the text around them)."""
    if text[i] not in APOSTROPHES or i == 0 or i + 1 >= len(text):
        return False
    return is_spaced_word_char(text[i - 1]) and is_spaced_word_char(text[i + 1])


def _ellipses(chars: str) -> frozenset:
    """See :data:`ELLIPSES`."""
    named = {c for c in _having(r"[\p{P}\p{S}]", chars) if "ELLIPSIS" in unicodedata.name(c, "")}
    dots = {c for c in _having(r"\p{P}", chars) if regex.fullmatch(r"\.{2,}", unicodedata.normalize("NFKC", c))}
    return frozenset(named | dots)


#: Characters that mark an elision on their own: every character Unicode names an ellipsis (the
#: horizontal, midline, vertical and diagonal ones, the Mongolian ellipsis, the vertical
#: presentation form; the Lao "ellipsis" is a letter, the abbreviation mark that Thai writes ฯ,
#: alone no elision) and the punctuation that is compatibly two or more full stops (the two-dot
#: leader, which Japanese typography writes for an ellipsis, and its vertical form). Three or
#: more :data:`FULL_STOPS` in a row mark one too (see :data:`ELISION_PATTERN`).
ELLIPSES = _ellipses(_PLANES)

#: The full stop and the characters that are compatibly one (one-dot leader, small and full-width
#: full stops): three in a row, spaced or not, write an ellipsis.
FULL_STOPS = frozenset(c for c in _having(r"\p{P}", _PLANES) if unicodedata.normalize("NFKC", c) == ".")

_DOTS = f"[{char_class(FULL_STOPS)}]"
#: Punctuation that Unicode names a full stop or a middle dot, in any script ("。", "・", "･", "·",
#: "።"): three of one of them in a row write an ellipsis ("・・・" in Japanese, "。。。" in
#: Chinese), as three full stops do.
DOT_MARKS = frozenset(
    c for c in _having(r"\p{P}", _PLANES) if unicodedata.name(c, "").endswith(("FULL STOP", "MIDDLE DOT"))
)
#: The words Japanese and Chinese write in brackets where a quotation leaves text out: 中略 ("omitted
#: in the middle"), 前略 and 後略 (后略) at the start and end, 下略 and 略 alone ("（中略）", "(略)").
OMISSION_WORDS = ("中略", "前略", "後略", "后略", "下略", "略")
_ELIDED = rf"(?:{_DOTS}(?:\s*{_DOTS}){{2,}}|[{char_class(ELLIPSES)}]+)"
#: An elision mark, as a pattern: an ellipsis character (repeated or not), three or more full
#: stops (run together, or each spaced by one space or tab: ". . ."), or either one inside brackets of any kind
#: and width ("[...]", "(…)", "［…］", "〔…〕", with spaces inside or not), inside angle brackets as
#: Russian typography writes it ("<...>", GOST 7.0.5), or between slashes as Polish and Czech do
#: ("/.../"); two full stops in brackets ("[..]"); three of one mark of :data:`DOT_MARKS` ("・・・",
#: "。。。"); an omission word in brackets (:data:`OMISSION_WORDS`: "（中略）"); and Thai "ฯลฯ"
#: ("and so on", which Thai writes where a list is cut).
ELISION_PATTERN = (
    rf"[{char_class(OPENING_BRACKETS)}]\s*(?:{_ELIDED}|{_DOTS}{{2}}|{'|'.join(OMISSION_WORDS)})\s*[{char_class(CLOSING_BRACKETS)}]"
    rf"|<\s*{_ELIDED}\s*>|/\s*{_ELIDED}\s*/"
    # Dots run together, or spaced evenly (". . ."): a full stop, a space and then three dots
    # is a sentence end followed by an elision ("safe. ... Nobody"), and the full stop is kept
    # so that it is compared with the source (where it may be a question mark).
    rf"|{_DOTS}{{3,}}|{_DOTS}(?:[ \t]{_DOTS}){{2,}}"
    + "".join(f"|{re.escape(c)}{{3,}}" for c in sorted(DOT_MARKS - FULL_STOPS))
    + rf"|[{char_class(ELLIPSES)}]+"
    r"|\u0e2f\u0e25\u0e2f"
)
_ELLIPSIS_HINT_RE = re.compile(
    f"[{char_class(ELLIPSES | frozenset(chr(0x0E2F)) | frozenset(''.join(OMISSION_WORDS)))}]"
    + "".join(f"|{re.escape(c)}{{3}}" for c in sorted(DOT_MARKS - FULL_STOPS))
    + f"|{_DOTS}{{2}}"
)


def may_hold_elision(text: str) -> bool:
    """A first look for :data:`ELISION_PATTERN`: False when ``text`` holds no ellipsis character,
    no Thai abbreviation mark, no letter of an omission word, no three marks of :data:`DOT_MARKS`
    and no two full stops in a row, and fewer than three full stops (then it holds no elision
    mark)."""
    return bool(_ELLIPSIS_HINT_RE.search(text)) or sum(map(text.count, FULL_STOPS)) >= 3

#: Currency symbols of every script and width (General_Category Sc: $ ¢ £ ¥ € ₹ ₩ ₽ ₿ ﷼ ＄ ...):
#: written before or after a number, a currency belongs to it.
CURRENCY_SIGNS = _having(r"\p{Sc}", _PLANES)


def _plus_signs(chars: str) -> frozenset:
    """See :data:`PLUS_SIGNS`."""
    found = set()
    for ch in _having(r"[\p{Sm}\p{Sk}\p{So}]", chars):
        name = unicodedata.name(ch, "")
        if (
            name.endswith(("PLUS SIGN", "PLUS-MINUS SIGN", "MINUS-OR-PLUS SIGN"))
            and name.count("SIGN") == 1
            and " WITH " not in name
            and not unicodedata.decomposition(ch).startswith(("<super>", "<sub>"))
        ):
            found.add(ch)
    return frozenset(found)


#: Plus signs and the plus-minus signs, by Unicode name: symbols named a plus sign, a plus-minus or
#: a minus-or-plus sign (plain, small, full-width, heavy, modifier letter, the Hebrew alternative
#: plus). Superscript and subscript plus stay apart (an exponent or index), as do the signs that
#: draw a plus with something more ("PLUS SIGN WITH DOT BELOW", "EQUALS SIGN ABOVE PLUS SIGN").
PLUS_SIGNS = _plus_signs(_PLANES)
#: Every sign a number may carry: the hyphen-minus, every minus sign and every plus sign.
NUMBER_SIGNS = frozenset("-") | MINUS_SIGNS | PLUS_SIGNS
#: The plus-minus and minus-or-plus signs ("±", "∓"): a tolerance between two figures more often
#: than one figure's own sign.
PLUS_MINUS_SIGNS = frozenset(c for c in PLUS_SIGNS if "MINUS" in unicodedata.name(c))
#: Signs whose spacing against the figure they belong to is typography ("5 %" and "5%", "€ 5" and
#: "€5", "p < 0.05" and "p<0.05": French, German and Russian put a space before "%", English does
#: not, and a model rewrites either way): percent signs, currency signs (Sc), the math signs of
#: :data:`COMPARISON_SIGNS` and the plus signs. Left out: the minus signs and dashes (they fold to
#: "-", whose spaced and glued forms the sign, range and clause rules tell apart), the fraction
#: slashes (a space before one parts a mixed number, "2 1/2"), and the list bullets ("+ 5 items").
SPACED_FIGURE_SIGNS = (COMPARISON_SIGNS | CURRENCY_SIGNS | PERCENT_SIGNS | PLUS_SIGNS | DEGREE_SIGNS) - (
    DASHES | MINUS_SIGNS | FRACTION_SLASHES | (LIST_BULLETS - PLUS_SIGNS)
)

#: What joins the two numbers of a range in a protected unit ("18-65", "18–65", "5〜10", "5~10"):
#: the range hyphens, the characters that are compatibly a tilde (~ ～), which East Asian text
#: writes for "to", and the wave and wavy dashes, by name (Unicode's Dash characters for the same).
#: The characters that are compatibly a tilde ("~", "～"), which East Asian text writes for "to".
TILDES = frozenset(c for c in _having(r"[\p{S}\p{P}]", _PLANES) if unicodedata.normalize("NFKC", c) == "~")
RANGE_MARKS = RANGE_HYPHENS | TILDES | WAVE_DASHES
del _PLANES

#: The asterisk, which marks emphasis in Markdown ("*reduced*") and a footnote: listed by
#: hand, since no Unicode property singles out a mark used as markup.
MARKUP_STARS = frozenset("*")

#: What the edges of a folded passage lose, leading or trailing (see match.boundaries.edge_span):
#: edge punctuation, white space and Markdown's asterisk.
EDGE_TRIMMED = EDGE_PUNCTUATION | SPACES | MARKUP_STARS
#: What the end of a passage also loses: a trailing dash is typography (folded text writes every
#: dash as "-"); a leading one may be a minus sign, which the matchers read in context.
TRAIL_TRIMMED = EDGE_TRIMMED | DASHES | frozenset("-")


@lru_cache(maxsize=1)
def match_translation() -> dict:
    """The match view's table as a ``str.translate`` mapping (changed code points only)."""
    return {**kept_translation(False), **{ord(c): None for c in deleted_chars(False)}}


@lru_cache(maxsize=2)
def kept_translation(edit_view: bool) -> dict:
    """A view's table for ``str.translate``, leaving the characters it deletes in place (length-preserving)."""
    t = table(edit_view)
    changed = np.flatnonzero((t != np.arange(len(t), dtype=np.uint32)) & (t != DELETE))
    return {int(cp): chr(int(t[cp])) for cp in changed}


@lru_cache(maxsize=2)
def ascii_kept_bytes(edit_view: bool) -> bytes:
    """:func:`kept_translation` for ASCII text, as a table for ``bytes.translate``.

    Every ASCII character either stays or becomes another ASCII character (white
    space becomes a space): checked here, so a table that ever maps one otherwise fails loudly.
    """
    out = bytearray(range(256))
    for cp, to in kept_translation(edit_view).items():
        if cp < 128:
            if len(to) != 1 or ord(to) >= 128:
                raise ValueError(f"ASCII {cp:#x} folds to {to!r}, not one ASCII character")
            out[cp] = ord(to)
    return bytes(out)


@lru_cache(maxsize=1)
def ascii_match_bytes() -> Tuple[bytes, bytes]:
    """:func:`match_translation` for ASCII text: a ``bytes.translate`` table and the bytes it deletes."""
    deleted = bytes(cp for cp in range(128) if chr(cp) in deleted_chars(False))
    return ascii_kept_bytes(False), deleted


def kept_table(edit_view: bool) -> np.ndarray:
    """:func:`table` with the characters it deletes left as they are (length-preserving)."""
    return _kept_table()


@lru_cache(maxsize=1)
def _kept_table() -> np.ndarray:
    t = _table().copy()
    gone = t == DELETE
    t[gone] = np.flatnonzero(gone)
    t.flags.writeable = False
    return t


@lru_cache(maxsize=2)
def deleted_chars(edit_view: bool) -> str:
    """Every character a view's table deletes."""
    return "".join(chr(int(cp)) for cp in np.flatnonzero(table(edit_view) == DELETE))


def table(edit_view: bool) -> np.ndarray:
    """Code point -> folded code point (or DELETE), for every code point.

    Applied after lower-casing and after :data:`EXPANSIONS`. Both views fold
    single characters alike; they differ in the rules that look at context
    (see :mod:`spacy_quoteverify.text.fold`), so ``edit_view`` only names the view
    and both get the same (read-only) array.
    """
    return _table()


@lru_cache(maxsize=1)
def number_symbols() -> Dict[str, str]:
    """The number symbols of the numbering systems other than the Latin one that serve one role
    in every locale, each with the ASCII symbol of that role (``data/number_symbols.json``, from
    the CLDR by ``scripts/build_number_symbols.py``). The Arabic comma, a decimal mark in some
    locales and a group separator in others, is none of them.

    >>> number_symbols()["\u066b"], number_symbols()["\u066a"], "\u060c" in number_symbols()
    ('.', '%', False)
    """
    path = resources.files("spacy_quoteverify") / "data" / "number_symbols.json"
    symbols = json.loads(path.read_text(encoding="utf-8")).get("symbols")
    if not isinstance(symbols, dict) or not all(
        isinstance(k, str) and isinstance(v, str) and len(k) == len(v) == 1 for k, v in symbols.items()
    ):
        raise ValueError("number_symbols.json: 'symbols' must map single characters to single characters")
    return dict(symbols)


@lru_cache(maxsize=1)
def _separators() -> Dict[str, Tuple[str, str]]:
    path = resources.files("spacy_quoteverify") / "data" / "number_symbols.json"
    found = json.loads(path.read_text(encoding="utf-8")).get("separators")
    if not isinstance(found, dict) or not all(
        isinstance(v, dict) and all(isinstance(v.get(k), str) and len(v[k]) == 1 for k in ("decimal", "group")) for v in found.values()
    ):
        raise ValueError("number_symbols.json: 'separators' must map languages to their one-character 'decimal' and 'group'")
    return {lang: (v["decimal"], v["group"]) for lang, v in found.items()}


def number_separators(lang: Optional[str]) -> Optional[Tuple[str, str]]:
    """The decimal mark and the group separator of the Latin digits that ``lang``'s main CLDR
    locale writes (``data/number_symbols.json``, field ``separators``); None for no language or
    one the CLDR does not know. Which of "," and "." groups thousands is the language's: "10.000"
    is ten thousand in German and ten in English.

    >>> number_separators("en"), number_separators("de"), number_separators(None)
    (('.', ','), (',', '.'), None)
    """
    if not lang:
        return None
    return _separators().get(lang.split("-")[0].split("_")[0].lower())


@lru_cache(maxsize=1)
def _table() -> np.ndarray:
    t = np.arange(sys.maxunicode + 1, dtype=np.uint32)
    # Full case folding where it gives one character ("\u03c2" -> "\u03c3", "\u00b5" -> "\u03bc").
    for ch in CASE_FOLDED:
        folded = ch.casefold()
        if len(folded) == 1:
            t[ord(ch)] = ord(folded)
    for ch in QUOTE_MARKS:
        t[ord(ch)] = DELETE
    for ch in DASHES:
        t[ord(ch)] = ord("-")
    for ch in WAVE_DASHES:
        t[ord(ch)] = ord("~")
    # White space of every kind (incl. the ideographic space) becomes a space.
    for ch in SPACES:
        t[ord(ch)] = 0x20
    for ch in INVISIBLE | ELONGATION:
        t[ord(ch)] = DELETE
    # A canonical singleton folds like its one-character equivalent.
    for ch in NOT_NFC:
        equivalent = unicodedata.normalize("NFC", ch)
        if len(equivalent) == 1 and equivalent != ch:
            t[ord(ch)] = t[ord(equivalent)]
    # A full-width or half-width form folds like the character it stands for.
    for form, plain in width_forms().items():
        folded = plain.casefold()
        t[ord(form)] = t[ord(folded)] if len(folded) == 1 else ord(plain)
    # A decimal digit of any script folds like the ASCII digit of its value: "١٢" and
    # "१२" are the figure 12 as "12" is (Unicode's Numeric_Value, not a list of scripts).
    for ch in _having(r"\p{Nd}", every_character()):
        value = decimal_value(ch)
        if value is not None:
            t[ord(ch)] = ord("0") + value
    # A number symbol of another numbering system folds like the ASCII symbol of its role: the
    # Arabic decimal separator "٫" is ".", its percent sign "٪" is "%" (the CLDR's number
    # symbols, :func:`number_symbols`).
    for symbol, plain in number_symbols().items():
        t[ord(symbol)] = ord(plain)
    # A sign drawn otherwise folds like the sign it is ("\u2266", "\u2a7d" as "\u2264"; "\u223c" as "~").
    for variant, sign in SIGN_VARIANTS.items():
        t[ord(variant)] = t[ord(sign)]
    # A letter written with the comma below folds like the one written with the cedilla.
    for comma, cedilla in COMMA_BELOW_FORMS.items():
        t[ord(comma)] = t[ord(cedilla)]
    # A radical form of an ideograph folds like the ideograph.
    for form, ideograph in IDEOGRAPH_FORMS.items():
        t[ord(form)] = t[ord(ideograph)]
    # A character in a typographic form (a mathematical font, an Arabic contextual shape) folds
    # like the character it stands for.
    for form, written in STYLE_FORMS.items():
        if len(written) == 1:
            folded = written.casefold()
            t[ord(form)] = t[ord(folded)] if len(folded) == 1 else ord(written)
    t.flags.writeable = False
    return t


# --------------------------------------------------------------------------
# Kinds of character, as the match rules and the sentence splitter read them

#: A letter of an unspaced script (:data:`UNSPACED_SCRIPTS`).
UNSPACED_RE = regex.compile(f"[{UNSPACED_CLASS}]")
#: A letter of a script that marks no boundary between words (:data:`UNDELIMITED_SCRIPTS`).
UNDELIMITED_RE = regex.compile(f"[{UNDELIMITED_CLASS}]")


@lru_cache(maxsize=1)
def _unspaced_bmp_re() -> "re.Pattern[str]":
    """A first look for :data:`UNSPACED_RE` with ``re``: the Basic Multilingual Plane letters it
    matches (read from it), and the whole of the astral planes, confirmed by :func:`has_unspaced`."""
    body = char_class(UNSPACED_RE.findall(every_character("bmp")))
    return re.compile(f"[{body}\U00010000-\U0010ffff]")


def has_unspaced(text: str) -> bool:
    """``UNSPACED_RE.search(text) is not None``, faster.

    Hand-written because ``regex`` tests a class of script properties at tens of
    nanoseconds a character (about 40 microseconds for a 600-character quotation of a
    spaced script, which holds none), where ``re`` looks a character of the Basic
    Multilingual Plane up in one table; characters beyond it are confirmed by
    ``UNSPACED_RE`` itself (tests compare both over every code point).
    """
    if text.isascii():
        return False
    first = _unspaced_bmp_re().search
    m = first(text)
    while m is not None:
        k = m.start()
        if ord(text[k]) < 0x10000 or UNSPACED_RE.match(text, k):
            return True
        m = first(text, k + 1)
    return False


_HAN_RE = regex.compile(r"\p{Script=Han}")


@lru_cache(maxsize=1)
def han_numerals() -> FrozenSet[str]:
    """Han ideographs that are numerals: every one with a numeric value in the Unicode database.

    ``unicodedata.numeric`` carries Unihan's kPrimaryNumeric, kAccountingNumeric and
    kOtherNumeric values, so the financial numerals (壹贰叁, 拾佰仟萬億), the Japanese
    formal ones (壱弐参), 廿卅 and 〇 are all here. The simplified 两 ("two") has no
    numeric value in Unihan (only its traditional form 兩 does), so it is added by hand.
    """
    found = {ch for ch in _HAN_RE.findall(every_character()) if unicodedata.numeric(ch, None) is not None}
    return frozenset(found | {"\u4e24"})


@lru_cache(maxsize=4096)
def enclosed_numeral(ch: str) -> bool:
    """A numeral drawn as a list mark: circled, parenthesized or followed by a full stop (①, ⑴, ⒈, ❶).

    Read from the Unicode database: one of :data:`CIRCLED_NUMERALS`, or an "other
    number" (No) whose compatibility decomposition holds punctuation.
    """
    if category(ch) != "No":
        return False
    if ch in CIRCLED_NUMERALS:
        return True
    decomposition = unicodedata.decomposition(ch)
    if decomposition.startswith("<compat>"):
        parts = [chr(int(h, 16)) for h in decomposition.split()[1:]]
        return any(category(c)[0] == "P" for c in parts)
    return False


@lru_cache(maxsize=65536)
def kind(ch: str) -> str:
    """Classify one character.

    ``'D'`` decimal digit, ``'U'`` letter of an unspaced script, ``'L'`` other
    letter, ``'M'`` continuation (combining mark, joiner, variation selector,
    emoji modifier), ``'S'`` space, ``'P'`` anything else, ``''`` no character.
    """
    if not ch:
        return ""
    cat = category(ch)
    if cat[0] == "M" or ch in EXTRA_CONTINUATION:
        return "M"
    if cat == "Nd" or (cat in ("No", "Nl") and not ch.isalpha() and not enclosed_numeral(ch)) or ch in han_numerals():
        # Other numerals too: superscripts, fractions ("10" is not in "10\u00b2"), letter
        # numerals the fold keeps ("\u2181", five thousand; the fold writes "\u2164" as "V"), Han
        # numerals of every register. A circled or parenthesized numeral is a list mark.
        return "D"
    if cat[0] == "L" or cat == "No" and ch.isalpha():
        return "U" if UNSPACED_RE.match(ch) else "L"
    if ch == " ":
        return "S"
    return "P"
