"""Whole words, whole numbers and sentence ends in folded text.

A passage found inside a longer word or number is not a quotation of it:
"5%" is not in "25%", "20" is not in "200", "inferior" is not in
"non-inferior". These functions decide, for a candidate place ``[i, j)`` of a
folded source, whether it starts and ends on a boundary, and they locate the
sentence ends that the elision rules reason about. Where the folded text has
lost a distinction (an em dash and a hyphen both fold to "-"; a thin space and
a space both fold to " "), the original character is consulted.
"""
from __future__ import annotations

import bisect
import re
import sys
import unicodedata
from functools import lru_cache
from typing import FrozenSet, List, Optional, Tuple

import numpy as np
import regex
from spacy.lang.char_classes import CURRENCY, UNITS
from spacy.util import get_lang_class

from . import _tables, lexicons
from .editmatch import UNITS as EDIT_UNITS
from .normalize import BLOCK_CHARS, Folded, _codepoints, sorted_union

#: Scripts written without spaces between words: a quotation may start or end
#: anywhere in them (numbers excepted).
UNSPACED_RE = regex.compile(
    r"[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}"
    r"\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\u30fc\u3005]"
)
_COMPARISON = frozenset("<>=\u2264\u2265\u00b1~\u2248\u2260\u226a\u226b")
#: Separators that keep two digit runs one number (decimals, grouping, ratios,
#: times, fractions): "3" is not in "3:1", "10" is not in "10:30" or "1/2".
#: :func:`joins_digits` widens them by Unicode properties.
_NUMBER_SEPARATORS = frozenset(".,:/'\u066b\u066c\uff0c\uff0e\uff1a\u2044\u2236")
#: Negating characters written onto the word they negate in Chinese and
#: Japanese: a quotation may not start right after one ("同意" in "不同意").
_NEGATING_PREFIX = frozenset("不没沒無无非未别別莫勿否弗")
_THAI_NEGATION_BEFORE = ("ไม่", "มิได้", "มิ")
_PERCENT = frozenset("%\u2030\u2031\uff05\u066a")
_EXTRA_CONTINUATION = frozenset("\u200d\u200c\u034f") | frozenset(chr(c) for c in range(0xFE00, 0xFE10))
#: Operators people type with ASCII characters that Unicode files as punctuation
#: (the others, < = > + ~ ^, are math or modifier symbols already): "2*3", "5/6", "#4".
_ASCII_OPERATORS = frozenset("*/#")
_HAN_RE = regex.compile(r"\p{Script=Han}")
_SENTENCE_TERMINAL_RE = regex.compile(r"\p{Sentence_Terminal}")


@lru_cache(maxsize=1)
def han_numerals() -> FrozenSet[str]:
    """Han ideographs that are numerals: every one with a numeric value in the Unicode database.

    ``unicodedata.numeric`` carries Unihan's kPrimaryNumeric, kAccountingNumeric and
    kOtherNumeric values, so the financial numerals (壹贰叁, 拾佰仟萬億), the Japanese
    formal ones (壱弐参), 廿卅 and 〇 are all here. The simplified 两 ("two") has no
    numeric value in Unihan (only its traditional form 兩 does), so it is added by hand.
    """
    every = "".join(map(chr, range(sys.maxunicode + 1)))
    found = {ch for ch in _HAN_RE.findall(every) if unicodedata.numeric(ch, None) is not None}
    return frozenset(found | {"\u4e24"})


@lru_cache(maxsize=4096)
def enclosed_numeral(ch: str) -> bool:
    """A numeral drawn as a list mark: circled, parenthesized or followed by a full stop (①, ⑴, ⒈, ❶).

    Read from the Unicode database: an "other number" (No) whose compatibility
    decomposition is tagged ``<circle>`` or holds punctuation, or whose name says
    it is circled (the dingbat forms have no decomposition).
    """
    if unicodedata.category(ch) != "No":
        return False
    decomposition = unicodedata.decomposition(ch)
    if decomposition.startswith("<circle>") or "CIRCLED" in unicodedata.name(ch, ""):
        return True
    if decomposition.startswith("<compat>"):
        parts = [chr(int(h, 16)) for h in decomposition.split()[1:]]
        return any(unicodedata.category(c)[0] == "P" for c in parts)
    return False


@lru_cache(maxsize=65536)
def attached(ch: str) -> bool:
    """A character that belongs to a number it touches, glued or across one space.

    Every symbol (General_Category Sm, Sc, Sk, So: operators, relation signs,
    currency, degree signs), the ASCII stand-ins typed for operators, percent and
    per-mille signs of every script, and the other numerals that are not list marks
    (superscripts, subscripts, vulgar fractions). The ASCII vertical line is left
    out: it draws the cells of a plain-text table ("| 5 mg |").
    """
    if ch == "|":
        return False
    cat = unicodedata.category(ch)
    if cat in ("Sm", "Sc", "Sk", "So"):
        return True
    if cat == "No":
        return not enclosed_numeral(ch)
    if ch in _ASCII_OPERATORS or unicodedata.normalize("NFKC", ch) in _ASCII_OPERATORS:
        return True
    name = unicodedata.name(ch, "")
    return "PERCENT" in name or "PER MILLE" in name or "PER TEN THOUSAND" in name


@lru_cache(maxsize=4096)
def decimal_mark(ch: str) -> bool:
    """A mark that, written right before a digit, starts a decimal fraction (".5", "·5", "٫5").

    Full stops and commas of every width (by NFKC), the Arabic decimal and thousands
    separators and the middle dots, which several traditions write as the decimal point
    ("0·5 mg/kg"; U+2024 ONE DOT LEADER folds to a full stop by NFKC).
    """
    if unicodedata.normalize("NFKC", ch) in (".", ","):
        return True
    name = unicodedata.name(ch, "")
    return "DECIMAL" in name or "THOUSANDS SEPARATOR" in name or "MIDDLE DOT" in name


@lru_cache(maxsize=4096)
def joins_digits(ch: str) -> bool:
    """Written between two digits (no space), ``ch`` makes them one number: "1.5", "1·5", "3:1", "1/2".

    The listed separators, every decimal mark, connector punctuation ("1_000") and any
    other punctuation (Po) that does not end a sentence (a Chinese "12。3" is two sentences).
    """
    if ch in _NUMBER_SEPARATORS or decimal_mark(ch):
        return True
    cat = unicodedata.category(ch)
    return cat == "Pc" or (cat == "Po" and not _SENTENCE_TERMINAL_RE.match(ch))


@lru_cache(maxsize=65536)
def kind(ch: str) -> str:
    """Classify one character.

    ``'D'`` decimal digit, ``'U'`` letter of an unspaced script, ``'L'`` other
    letter, ``'M'`` continuation (combining mark, joiner, variation selector,
    emoji modifier), ``'S'`` space, ``'P'`` anything else, ``''`` no character.
    """
    if not ch:
        return ""
    cat = unicodedata.category(ch)
    if cat[0] == "M" or ch in _EXTRA_CONTINUATION or 0x1F3FB <= ord(ch) <= 0x1F3FF:
        return "M"
    if cat == "Nd" or (cat == "No" and not ch.isalpha() and not enclosed_numeral(ch)) or ch in han_numerals():
        # Other numerals too: superscripts, fractions ("10" is not in "10\u00b2"), Han
        # numerals of every register. A circled or parenthesized numeral is a list mark.
        return "D"
    if cat[0] == "L" or cat == "No" and ch.isalpha():
        return "U" if UNSPACED_RE.match(ch) else "L"
    if ch == " ":
        return "S"
    return "P"


def _is_clause_dash(F: Folded, pos: int) -> bool:
    """Folded position ``pos`` holds "-" that was an en/em dash or "--" in the original."""
    s, e = F.offsets.start(pos), F.offsets.end(pos)
    orig = F.original[s:e]
    if orig and orig[0] in _tables.CLAUSE_DASHES:
        return True
    if orig == "-":
        o = F.original
        return (s > 0 and o[s - 1] == "-") or (e < len(o) and o[e] == "-")
    return False


def _is_em_dash(F: Folded, pos: int) -> bool:
    """Folded "-" at ``pos`` was an em dash (or "--"): a clause break, never a sign or range."""
    s, e = F.offsets.start(pos), F.offsets.end(pos)
    orig = F.original[s:e]
    if orig and orig[0] in "\u2014\u2015\u2e3a\u2e3b":
        return True
    o = F.original
    return orig == "-" and ((s > 0 and o[s - 1] == "-") or (e < len(o) and o[e] == "-"))


def _grouping_space(F: Folded, pos: int) -> bool:
    """Folded space at ``pos`` was a digit-grouping space (thin, no-break, figure...)."""
    s, e = F.offsets.start(pos), F.offsets.end(pos)
    return any(c in _tables.GROUPING_SPACES for c in F.original[s:e])


def _apostrophe_between(F: Folded, i: int) -> bool:
    """An apostrophe (folded away) stood between folded positions ``i - 1`` and ``i``."""
    gap = F.original[F.offsets.end(i - 1) : F.offsets.start(i)]
    return bool(gap) and all(c in _tables.QUOTE_MARKS for c in gap)


def _prev_nonspace(text: str, pos: int) -> int:
    while pos >= 0 and text[pos] == " ":
        pos -= 1
    return pos


def _bullet(F: Folded, pos: int) -> bool:
    """Folded ``pos`` holds the first character of its line, followed by a space: a list bullet ("* 12 patients")."""
    s = F.offsets.start(pos)
    o = F.original
    line = o.rfind("\n", 0, s) + 1
    return not o[line:s].strip() and F.text[pos + 1 : pos + 2] == " "


def _attached_at(F: Folded, pos: int, far: Optional[int] = None) -> Optional[str]:
    """Why the character at folded ``pos`` belongs to a number beside it (None when it does not).

    ``far`` is the position on the symbol's other side when a space stands between it and
    the number: a symbol glued to another number there is that number's ("7% 12").
    """
    S = F.text
    if pos < 0 or pos >= len(S) or not attached(S[pos]) or _bullet(F, pos):
        return None
    if far is not None:
        far_kind = kind(S[far]) if 0 <= far < len(S) else ""
        if far_kind == "D":
            return None
        if S[pos] in _ASCII_OPERATORS and far_kind not in ("S", ""):
            return None  # "/usr", "#define": an ASCII stand-in counts spaced on both sides ("5 / 3")
    return "sign_dropped" if unicodedata.category(S[pos]) == "Sm" else "number_cut"


def _one_space(F: Folded, pos: int) -> bool:
    """Folded ``pos`` holds a space that was one space of a line (no line break, no run of spaces)."""
    if F.text[pos : pos + 1] != " ":
        return False
    orig = F.original[F.offsets.start(pos) : F.offsets.end(pos)]
    return len(orig) == 1 and orig not in "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def _space_grouped(F: Folded, sp: int) -> bool:
    """The space at ``sp`` may group one number's digits: 1 to 3 digits before it, exactly 3 after ("1 200").

    Only a single plain space counts (a line break or a run of spaces separates).
    """
    S = F.text
    if F.original[F.offsets.start(sp) : F.offsets.end(sp)] != " ":
        return False
    k = sp - 1
    while k >= 0 and unicodedata.category(S[k]) == "Nd":
        k -= 1
    if not 1 <= sp - 1 - k <= 3:
        return False
    group = S[sp + 1 : sp + 4]
    if len(group) < 3 or not all(unicodedata.category(c) == "Nd" for c in group):
        return False
    return kind(S[sp + 4 : sp + 5]) != "D"


def _ends_word_before(S: str, pos: int) -> bool:
    """The mark at ``pos`` ends the word before it: a full stop or comma glued to a word of a
    spaced script ("trial.5 patients"), or a comma glued to text of an unspaced one ("他说,5个")."""
    before = kind(S[pos - 1 : pos])
    if before == "L":
        return True
    return before == "U" and unicodedata.normalize("NFKC", S[pos]) == ","


def _starts_number(S: str, i: int) -> bool:
    """A number starts at ``i``: a digit, or a sign, decimal mark or symbol right before one
    ("-5", ".5", "-.5", "$5")."""
    first = S[i]
    if kind(first) == "D":
        return True
    nxt = S[i + 1 : i + 2]
    if attached(first) and kind(nxt) == "D":
        return True
    if first == "-" or decimal_mark(first):
        if kind(nxt) == "D":
            return True
        return first == "-" and bool(nxt) and decimal_mark(nxt) and kind(S[i + 2 : i + 3]) == "D"
    return False


def start_problem(F: Folded, i: int) -> Optional[str]:
    """Why a passage cannot start at folded position ``i`` (None when it can)."""
    S = F.text
    first = S[i]
    k0 = kind(first)
    if k0 == "M":
        return "word_cut"
    if i == 0:
        return None
    prev = S[i - 1]
    kp = kind(prev)
    if _starts_number(S, i):
        if first == "-" and kp in ("D", "L", "U"):
            return "number_cut"
        if kp == "D" or kp == "L":
            return "number_cut"
        if joins_digits(prev) and i >= 2 and kind(S[i - 2]) == "D":
            return "number_cut"
        if k0 == "D" and decimal_mark(prev) and not _ends_word_before(S, i - 1):
            # ".5 mg", "(.5 mg)", "dose=.5": a mark right before a digit is the number's
            # decimal point.
            return "number_cut"
        if prev == " " and i >= 2 and kind(S[i - 2]) == "D" and (_grouping_space(F, i - 1) or _space_grouped(F, i - 1)):
            return "number_cut"
        if prev == "-" and first != "-":
            # A dash written right before a number is its sign, unless it is an
            # en/em dash (or "--") glued to the word before it ("cohort—42").
            if _is_em_dash(F, i - 1):
                return None
            if not _is_clause_dash(F, i - 1):
                return "sign_dropped"
            before = i - 2
            while before >= 0 and S[before] == "-":
                before -= 1
            if before < 0 or S[before] == " ":
                return "sign_dropped"
            if kind(S[before]) == "D":
                return "number_cut"
        if prev == " " and i >= 2 and S[i - 2] == "-" and first != "-":
            # A spaced dash: a minus sign stays a sign, a dash between numbers a range.
            if F.original[F.offsets.start(i - 2)] in _tables.MINUS_SIGNS:
                return "sign_dropped"
            if _is_em_dash(F, i - 2):
                return None
            before = _prev_nonspace(S, i - 3)
            while before >= 0 and S[before] == "-":
                before -= 1
            before = _prev_nonspace(S, before)
            if before < 0:
                return "sign_dropped"
            if kind(S[before]) == "D":
                return "number_cut"
        if prev == "+" or prev in _COMPARISON:
            return "sign_dropped"
        if prev == " " and i >= 2 and (S[i - 2] in _COMPARISON or S[i - 2] == "+"):
            return "sign_dropped"
        # A symbol, glued or one space before: "$5", "€ 5", "×5", "≳ 5", "~5".
        return _attached_at(F, i - 1) or (_attached_at(F, i - 2, i - 3) if _one_space(F, i - 1) else None)
    if k0 == "U":
        if prev in _NEGATING_PREFIX or S.endswith(_THAI_NEGATION_BEFORE, 0, i):
            return "negation_cut"
        return None
    if k0 == "L":
        if kp == "L" and _apostrophe_between(F, i):
            return None  # "l'entreprise": an elided article and its noun
        if kp in ("L", "D", "M"):
            return "word_cut"
        if prev == "-" and i >= 2 and kind(S[i - 2]) in ("L", "D", "U") and not _is_clause_dash(F, i - 1):
            return "word_cut"
    return None


def _identifier_before(F: Folded, j: int) -> bool:
    """The letters ending at ``j`` and the digits after them are one name ("B12", "CD4", "m²", "H2O").

    Digits glued to a lower-case word of four letters or more are a reference mark
    ("as reported12", "reported¹"); glued to a short word or one with capitals
    after its first letter, or written as a superscript onto a unit, they belong to it.
    """
    S = F.text
    k = j
    while k > 0 and kind(S[k - 1]) == "L":
        k -= 1
    if j - k <= 3:
        return True
    word = F.original[F.offsets.start(k) : F.offsets.end(j - 1)]
    if unicodedata.category(S[j]) == "No" and measure_word(word):
        return True  # an exponent on a unit ("feet²")
    return any(c.isupper() for c in word[1:])


_SUFFIX_RE = regex.compile(r"\p{L}+")


def _suffix_after_apostrophe(F: Folded, j: int) -> bool:
    """An apostrophe, then a case ending, follows the number ending at ``j``: "1970’den", "25'lik".

    The English "'s" of a decade ("the 1990's") is part of what the number says, not a suffix.
    """
    if not _apostrophe_between(F, j):
        return False
    m = _SUFFIX_RE.match(F.text, j)
    return m is not None and m.group().lower() != "s"


@lru_cache(maxsize=1)
def _contractions() -> FrozenSet[str]:
    """English words written with an apostrophe that spaCy's English tokenizer keeps as
    exceptions ("don't", "they're", "i'm"), lower case with a plain apostrophe.

    English is the language whose apostrophe endings carry a negation or a verb. Elisions
    elsewhere put the apostrophe after an article or a one-letter particle ("L'", "n'"),
    which :func:`_name_suffix` never reads as a name.
    """
    exceptions = get_lang_class("en").Defaults.tokenizer_exceptions
    return frozenset(w.replace("\u2019", "'").lower() for w in exceptions if "'" in w or "\u2019" in w)


def _name_suffix(F: Folded, j: int) -> bool:
    """A name, an apostrophe and a case ending follow: "Ankara" is whole in "Ankara'ya".

    The name starts with a capital, the ending is in lower case and is not the English
    "'s" (a possessive changes what is said), and the whole is no contraction that
    spaCy's English tokenizer knows ("Don't", "They're").
    """
    if not _apostrophe_between(F, j):
        return False
    S, o = F.text, F.original
    k = j
    while k > 0 and kind(S[k - 1]) == "L":
        k -= 1
    m = _SUFFIX_RE.match(S, j)
    if m is None or j - k < 2:
        return False
    word = o[F.offsets.start(k) : F.offsets.end(j - 1)]
    suffix = o[F.offsets.start(j) : F.offsets.end(m.end() - 1)]
    if not word[:1].isupper() or not suffix.islower() or suffix == "s":
        return False
    return f"{word.lower()}'{suffix}" not in _contractions()


def end_problem(F: Folded, j: int) -> Optional[str]:
    """Why a passage cannot end at folded position ``j`` (exclusive; None when it can)."""
    S = F.text
    n = len(S)
    if j >= n:
        return None
    last = S[j - 1]
    nxt = S[j]
    kl, kn = kind(last), kind(nxt)
    if kn == "M":
        return "word_cut"
    if kl == "D" or (attached(last) and kind(S[j - 2 : j - 1]) == "D"):
        # A number ends here, or the symbol glued to its end does ("12%", "20°").
        if kn == "L" and _suffix_after_apostrophe(F, j):
            return None
        if kn == "D" or kn == "L":
            return "number_cut"
        if nxt in _PERCENT:
            return "number_cut"
        if joins_digits(nxt) and j + 1 < n and kind(S[j + 1]) == "D":
            if nxt == "." and _year_before(S, j) and _footnote_after(F, j):
                return None
            return "number_cut"
        if nxt == " " and j + 1 < n and kind(S[j + 1]) == "D" and (_grouping_space(F, j) or _space_grouped(F, j)):
            return "number_cut"
        if nxt == " " and j + 1 < n and S[j + 1] in _PERCENT:
            return "number_cut"  # "12" is not in "12 %"
        if nxt == " " and j + 2 < n and S[j + 1] == "-" and S[j + 2] in " -" and not _is_em_dash(F, j + 1):
            after = j + 1
            while after < n and S[after] in "- ":
                after += 1
            if after < n and kind(S[after]) == "D":
                return "number_cut"
        if nxt == "-" and j + 1 < n and not _is_em_dash(F, j):
            after = j + 1
            while after < n and S[after] in "- ":
                after += 1
            if after < n and kind(S[after]) == "D":
                return "number_cut"
            if not _is_clause_dash(F, j) and kind(S[j + 1]) in ("L", "U"):
                return "word_cut"
        # A symbol, glued or one space after: "5%", "5 °C", "5 €", "5²", "5 × 3".
        if _attached_at(F, j) or (_one_space(F, j) and _attached_at(F, j + 1, j + 2)):
            return "number_cut"
        return None
    if kl == "L":
        if kn == "L" and _name_suffix(F, j):
            return None
        if kn == "L" or (kn == "D" and _identifier_before(F, j)):
            return "word_cut"  # "CD" is not in "CD4", nor "m" in "m²"
        if nxt == "-" and j + 1 < n and kind(S[j + 1]) in ("L", "D", "U") and not _is_clause_dash(F, j):
            return "word_cut"
        if nxt == "/" and kind(S[j + 1 : j + 2]) == "L":
            return "word_cut"  # "m" is not in "m/s", nor "and" in "and/or"
    return None


_FOOTNOTE_RE = regex.compile(r"\.\d{1,3}(?:,\d{1,3})*\s+(?P<word>\p{Lu}\S*)")


_YEAR_RE = regex.compile(r"(?<!\d)(?:1[5-9]|20)\d\d$")


def _year_before(S: str, j: int) -> bool:
    """The digits ending at ``j`` are a year (1500-2099)."""
    return bool(_YEAR_RE.search(S, max(0, j - 5), j))


def _footnote_after(F: Folded, j: int) -> bool:
    """"2019.4 Patients": a full stop, a footnote number, then a capital starting a sentence.

    When the word after is a unit, a currency, a scale word or an abbreviation in
    capitals ("1850.25 EUR", "2000.5 MW", "2019.5 Millionen"), the digits are a decimal.
    """
    s = F.offsets.start(j)
    m = _FOOTNOTE_RE.match(F.original, s, s + 48)
    return m is not None and not measure_word(m.group("word"))


_EDGE_PUNCT_RE = regex.compile(r"^\p{P}+|\p{P}+$")


@lru_cache(maxsize=1)
def _measure_words() -> Tuple[FrozenSet[str], "regex.Pattern[str]"]:
    """Units and currencies as spaCy's tokenizer knows them (case as written), and the
    unit words the edit matcher reads after a number (any case)."""
    listed = frozenset(w.replace("\\", "") for w in f"{UNITS}|{CURRENCY}".split("|") if w)
    return listed, regex.compile(rf"(?:{EDIT_UNITS})", flags=regex.IGNORECASE)


@lru_cache(maxsize=4096)
def measure_word(word: str) -> bool:
    """``word`` says what a number before it measures: a unit or a currency (spaCy's
    tokenizer tables, the edit matcher's unit words, the CLDR unit and currency names of
    :func:`lexicons.unit_words`), a scale word (a number word of 100 or more, any language)
    or an abbreviation in capitals."""
    word = _EDGE_PUNCT_RE.sub("", word) or word
    letters = "".join(c for c in word if c.isalpha())
    if len(letters) >= 2 and letters.isupper():
        return True
    if any(unicodedata.category(c) == "Sc" for c in word):
        return True
    listed, edit_units = _measure_words()
    if word in listed or edit_units.fullmatch(word):
        return True
    key = lexicons.word_key(word)
    if key in lexicons.unit_words():
        return True
    value = lexicons.number_words().get(key)
    return value is not None and value >= 100


# --------------------------------------------------------------------------
# Sentences

# Sentence ends: a full stop (or ! ? ; : and the like) before a space or the end of
# the text; the full stops of CJK, Devanagari, Arabic... wherever they are.
_END_BEFORE_SPACE = ".!?;:\u2026\u0387\u00b7"
_END_ANYWHERE = "\u3002\uff01\uff1f\uff1b\uff1a\u0964\u0965\u061f\u06d4\u104b\u17d4\u1362\uff0e"
# Standard ``re`` here: it scans for a leading "[" / "(" / "\n" in C.
_BRACKETED_RE = re.compile(r"\[[^\[\]]{0,60}\]|\([^()]{0,60}\)")
_BLANK_LINE_RE = re.compile(r"\n[^\S\n]*\n")


@lru_cache(maxsize=1)
def _end_table() -> np.ndarray:
    t = np.zeros(0x110000, dtype=np.uint8)
    t[[ord(c) for c in _END_BEFORE_SPACE]] = 1
    t[[ord(c) for c in _END_ANYWHERE]] = 2
    return t


def _sentence_ends(S: str) -> np.ndarray:
    """Positions just after each sentence-ending mark of folded text, by table lookup in blocks."""
    table = _end_table()
    found: List[np.ndarray] = []
    for lo in range(0, len(S), BLOCK_CHARS):
        hi = min(lo + BLOCK_CHARS, len(S))
        cps = _codepoints(S[lo : hi + 1])  # one character more: what follows the last
        kinds = table[cps[: hi - lo]]
        marks = np.flatnonzero(kinds)
        if not marks.size:
            continue
        after = marks + 1
        spaced = np.ones(marks.size, dtype=bool)  # the end of the text counts as a space
        inside = after < cps.size
        spaced[inside] = cps[after[inside]] == 0x20
        found.append(marks[(kinds[marks] == 2) | spaced] + lo + 1)
    return np.concatenate(found) if found else np.zeros(0, dtype=np.int64)


class Sentences:
    """Sentence ends of a folded text, computed once per source."""

    def __init__(self, F: Folded) -> None:
        S = F.text
        ends = _sentence_ends(S)
        if ends.size and ("(" in S or "[" in S):
            spans = np.array([m.span() for m in _BRACKETED_RE.finditer(S)], dtype=np.int64).reshape(-1, 2)
            if spans.size:
                # An end strictly inside a short bracket does not count: "(p. 3)", "[Fig. 2]".
                # Brackets found by one pattern never overlap, so the last one opened before
                # a mark is the only one that can hold it.
                opened, closed = spans[:, 0] + 1, spans[:, 1] - 1
                mark = ends - 1
                k = np.searchsorted(opened, mark, side="right") - 1
                inside = (k >= 0) & (mark < closed[np.maximum(k, 0)])
                ends = ends[~inside]
        if "\n" in F.original:
            blanks = [m.start() for m in _BLANK_LINE_RE.finditer(F.original)]
            if blanks:
                ends = sorted_union(ends, F.positions_of(blanks))
        self.ends: List[int] = ends.tolist()
        self.text = S

    def index(self, pos: int) -> int:
        """Number of the sentence holding folded position ``pos``."""
        return bisect.bisect_right(self.ends, pos)

    def starts_sentence(self, pos: int) -> bool:
        """Nothing but spaces, brackets or list marks between the last sentence end and ``pos``."""
        k = bisect.bisect_right(self.ends, pos) - 1
        begin = self.ends[k] if k >= 0 else 0
        between = self.text[begin:pos]
        return len(between) < 12 and not regex.search(r"[\p{L}\p{N}]", between)

    def ends_sentence(self, pos: int) -> bool:
        """A sentence end follows ``pos`` with nothing but closing marks/spaces between."""
        k = bisect.bisect_left(self.ends, pos)
        if k >= len(self.ends):
            return pos >= len(self.text.rstrip())
        between = self.text[pos : self.ends[k]]
        return len(between) < 4 and not regex.search(r"[\p{L}\p{N}]", between)
