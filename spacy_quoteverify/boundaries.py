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
import json
import re
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import FrozenSet, List, Optional, Tuple

import numpy as np
import regex
from spacy.lang.char_classes import CURRENCY, UNITS
from spacy.util import get_lang_class

from . import _tables, lexicons
from .editmatch import UNITS as EDIT_UNITS
from .normalize import BLOCK_CHARS, Folded, _codepoints

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
    while 0 < pos < len(S) and unicodedata.category(S[pos])[0] == "M":
        pos -= 1  # a symbol with a combining mark on it ("\u2add\u0338", the canonical form of U+2ADC)
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
    # The original may hold more than the space when a canonical recomposition took in the
    # characters after it (" \u2adc" folds to " \u2add\u0338" as one piece): one space is one space.
    orig = F.original[F.offsets.start(pos) : F.offsets.end(pos)]
    spaces = [c for c in orig if c.isspace() or c in "\x1c\x1d\x1e"]
    return len(spaces) == 1 and spaces[0] not in "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


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
            if _bullet(F, i - 2):
                return None  # "- 5 patients" opening a line: a list bullet
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
        if (prev in _NEGATING_PREFIX and not _ends_false_friend(S, i)) or S.endswith(_THAI_NEGATION_BEFORE, 0, i):
            return "negation_cut"
        return None
    if k0 == "L":
        if kp == "L" and _apostrophe_between(F, i):
            return None  # "l'entreprise": an elided article and its noun
        if kp in ("L", "D", "M"):
            return "word_cut"
        if prev in _tables.WORD_JOINERS and i >= 2 and kind(S[i - 2]) == "L":
            return "word_cut"  # "legi" in "col\u00b7legi": a middle dot joins two letters into one word
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
    if k == j:
        return False  # no letter of a spaced script right before (a vowel sign, a Thai word)
    between = F.original[F.offsets.end(j - 1) : F.offsets.start(j)]
    if between and not between.strip():
        return False  # glued only by folding (a space dropped between a word and a number)
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


@lru_cache(maxsize=1)
def _han_false_friends() -> Tuple[str, ...]:
    """Words of the Chinese and Japanese negation lexicons that end in a negating character
    without negating (特别 "especially", 区别 "difference")."""
    words = set()
    for lang in ("zh", "ja"):
        words.update(w for w in lexicons.negation_lexicon(lang).false_friends if w[-1:] in _NEGATING_PREFIX)
    return tuple(sorted(words))


def _ends_false_friend(S: str, i: int) -> bool:
    """Whether the negating character before ``i`` ends a listed false friend."""
    return S.endswith(_han_false_friends(), 0, i)


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
    if kl == "L" or kl == "M":  # a vowel sign or virama ends no word ("राजधा" is not in "राजधानी")
        if kn == "L" and _name_suffix(F, j):
            return None
        if kn == "L":
            return None if _korean_particle_after(S, j) else "word_cut"
        if kn == "D" and _identifier_before(F, j):
            return "word_cut"  # "CD" is not in "CD4", nor "m" in "m²"
        if nxt in _tables.WORD_JOINERS and j + 1 < n and kind(S[j + 1]) == "L":
            return "word_cut"
        if nxt == "-" and j + 1 < n and kind(S[j + 1]) in ("L", "D", "U") and not _is_clause_dash(F, j):
            return "word_cut"
        if nxt == "/" and kind(S[j + 1 : j + 2]) == "L":
            return "word_cut"  # "m" is not in "m/s", nor "and" in "and/or"
    return None


_HANGUL_RUN_RE = regex.compile(r"\p{Hangul}{1,4}(?![\p{L}\p{M}\p{N}])")


@lru_cache(maxsize=1)
def _korean_particles() -> Tuple[FrozenSet[str], FrozenSet[str], FrozenSet[str]]:
    """Particles after a final consonant, after a vowel, after the consonant rieul (each with
    the forms that follow any word), from ``data/particles/ko.json``."""
    data = json.loads((Path(__file__).parent / "data" / "particles" / "ko.json").read_text(encoding="utf8"))
    anywhere = set(data["any"])
    return (
        frozenset(anywhere | set(data["after_consonant"])),
        frozenset(anywhere | set(data["after_vowel"])),
        frozenset(anywhere | set(data["after_consonant"]) | set(data["after_rieul"])),
    )


def _korean_particle_after(S: str, j: int) -> bool:
    """A Hangul word ends at ``j`` and what follows it, to the end of the word, is a particle
    that agrees with its last syllable ("120명이": 명 ends in a consonant and takes 이; "사과"
    is no "사" + 과, since 사 would take 와)."""
    last = S[j - 1]
    if not 0xAC00 <= ord(last) <= 0xD7A3:
        return False
    m = _HANGUL_RUN_RE.match(S, j)
    if m is None:
        return False
    final = (ord(last) - 0xAC00) % 28  # 0: no final consonant; 8: rieul
    after_consonant, after_vowel, after_rieul = _korean_particles()
    allowed = after_vowel if final == 0 else after_rieul if final == 8 else after_consonant
    return m.group() in allowed


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
#
# A sentence ends after every character with the Unicode Sentence_Terminal property (read from
# the Unicode database by ``regex``, so every script and width is covered), together with what
# may follow it inside the same sentence: closing brackets (Sentence_Break=Close, opening forms
# excepted) and a footnote mark. The terminals that also stand inside words, numbers and
# addresses (Sentence_Break=ATerm: the full stop and its one-dot-leader, small and full-width
# forms; and ASCII "!" and "?": "Yahoo!", "?q=") end a sentence only before white space, the end
# of the text, or a letter of a script written without spaces ("です．次に"); the others end one
# wherever they stand. A full stop after a known abbreviation ("Fig.", "et al.", "e.g.") does
# not end a sentence when a digit or a lower-case letter follows. For elisions, ";" and ":"
# (and their compatibility forms) end a clause the same way; the rule for unmarked gaps between
# separate passages ("strict" ends) does not count them, nor a full stop after an abbreviation
# of any language before a capital ("Dr. Jones"): where an end is in doubt, each rule reads it
# the cautious way (more ends for elisions, fewer for gaps). A blank line, and a line break that
# starts a list item or a table row, end a sentence for both.

_TERMINAL_RE = regex.compile(r"\p{Sentence_Terminal}")
_TERMINAL_IN_WORDS_RE = regex.compile(r"[\p{Sentence_Break=ATerm}!?]")
#: Marks that close a clause without being Sentence_Terminal, kept as clause ends for elisions
#: (hand-listed: no Unicode property groups them): the ellipsis, the Greek ano teleia and the
#: middle dot it is canonically equivalent to, the Arabic semicolon.
_CLAUSE_EXTRA = "\u2026\u00b7\u0387\u061b"
#: Values of the sentence-end table.
_STRICT_SPACED, _STRICT_ANYWHERE, _CLAUSE_SPACED, _CLAUSE_ANYWHERE = 1, 2, 3, 4
_CLOSER_RE = regex.compile(r"[\p{Sentence_Break=Close}--[\p{Ps}\p{Pi}]]", regex.V1)
#: Footnote reference marks: superscripts (Decomposition_Type=Super) and the traditional
#: sequence of reference symbols (hand-listed typographic convention: * † ‡ § ‖ ¶ #).
_FOOTNOTE_SYMBOL_RE = regex.compile(r"[\p{Decomposition_Type=Super}*\u2020\u2021\u00a7\u2016\u00b6#]")
#: A bracketed footnote number after a full stop: "12%.[3]", "[3, 4]", "[3-5]".
_BRACKET_NOTE_RE = re.compile(r"\[\d{1,3}(?:[-,] ?\d{1,3}){0,8}\]")
#: A footnote number glued to a full stop, before a word starting with a capital: "12%.3 Costs".
_DIGIT_NOTE_RE = re.compile(r"\d{1,3}(?:,\d{1,3}){0,8}(?= )")
# Standard ``re`` here: it scans for a leading "[" / "(" / "\n" in C.
_BRACKETED_RE = re.compile(r"\[[^\[\]]{0,60}\]|\([^()]{0,60}\)")
_BLANK_LINE_RE = re.compile(r"\n[^\S\n]*\n")
#: A line that may open with a list marker or a table row (checked by :mod:`passages`' rules).
_MARKED_LINE_RE = regex.compile(r"\n[^\S\n]*(?=[^\p{L}\p{N}\s]|\d{1,3}[.)]|\(?[a-zA-Z][.)]|\()")
_ABBREVIATION_MAX = 24
_FORWARD_CONTENT_RE = regex.compile(r"[\p{L}\p{N}]")


@lru_cache(maxsize=1)
def _end_table() -> np.ndarray:
    """The kind of sentence or clause end of every code point (0: none)."""
    t = np.zeros(0x110000, dtype=np.uint8)
    every = _every_character()
    clause = [c for c in every[:0xD800] if unicodedata.normalize("NFKC", c) in (";", ":")]
    clause += [c for c in map(chr, range(0xE000, 0x10000)) if unicodedata.normalize("NFKC", c) in (";", ":")]
    for c in clause + list(_CLAUSE_EXTRA):
        wide = unicodedata.east_asian_width(c) in ("F", "W")
        t[ord(c)] = _CLAUSE_ANYWHERE if wide else _CLAUSE_SPACED
    for m in _TERMINAL_RE.finditer(every):
        c = m.group()
        t[ord(c)] = _STRICT_SPACED if _TERMINAL_IN_WORDS_RE.match(c) else _STRICT_ANYWHERE
    return t


def sentence_terminals() -> str:
    """Every character that ends a sentence (the Sentence_Terminal property), for tests."""
    return "".join(chr(c) for c in np.flatnonzero(np.isin(_end_table(), (_STRICT_SPACED, _STRICT_ANYWHERE))))


@lru_cache(maxsize=None)
def abbreviations(lang: Optional[str] = None) -> FrozenSet[str]:
    """Abbreviations ending in a full stop, folded like the text (``data/abbreviations.json``).

    For a language: spaCy's tokenizer exceptions of its class, our additions for it, and the
    international ones of scientific prose ("Fig.", "et al.", "e.g.": the English additions).
    Without a language only our additions, of every language: the exceptions of some classes
    hold short everyday words of other languages ("du.", "all."). ``"*"``: every list of every
    language (where reading a word as an abbreviation is the cautious choice).
    """
    from .normalize import fold_match_text

    data = json.loads(_ABBREVIATIONS_FILE.read_text(encoding="utf8"))
    if lang == "*":
        found = {k for group in ("from_spacy", "added") for words in data[group].values() for k in words}
    elif lang is None:
        found = {k for words in data["added"].values() for k in words}
    else:
        found = set(data["from_spacy"].get(lang, ())) | set(data["added"].get(lang, ())) | set(data["added"]["en"])
    out = {fold_match_text(k) for k in found}
    # Ordinals ("10.") are left out: "was 10. 5 patients" may end a sentence.
    return frozenset(k for k in out if len(k) > 1 and k[:-1].strip(".") and not k[:-1].isdigit())


_ABBREVIATIONS_FILE = Path(__file__).parent / "data" / "abbreviations.json"


def _item_start(line: str) -> Optional[int]:
    """Where the text of a source line opening a list item or a table row starts (None: no item)."""
    from .passages import list_marker_end

    stripped = line.lstrip()
    if stripped.startswith("|"):
        return len(line) - len(stripped) + 1
    return list_marker_end(line)


def blank_lines(F: Folded) -> List[int]:
    """Folded positions of the blank lines of the original text (sorted)."""
    if "\n" not in F.original:
        return []
    offsets = [m.start() for m in _BLANK_LINE_RE.finditer(F.original)]
    return F.positions_of(offsets).tolist() if offsets else []


def _line_ends(F: Folded) -> List[int]:
    """Folded positions where a blank line, a list item or a table row starts a sentence.

    After a list marker the sentence starts at the item's text, so that the marker is not
    read as words of it.
    """
    o = F.original
    items = []
    for m in _MARKED_LINE_RE.finditer(o):
        line_end = o.find("\n", m.end(), m.end() + 80)
        at = _item_start(o[m.start() + 1 : line_end if line_end >= 0 else m.end() + 80])
        if at is not None:
            items.append(m.start() + 1 + at)
    found = set(blank_lines(F))
    if items:
        found.update(F.positions_of(items).tolist())
    return sorted(found)


class _Marks:
    """Sentence-end candidates of a folded text and the rules that settle the doubtful ones."""

    def __init__(self, F: Folded, lang: Optional[str] = None) -> None:
        self.F = F
        self.S = F.text
        #: Abbreviations whose full stop ends no sentence before a lower-case word or a number.
        self.abbreviations = abbreviations(lang)
        #: Abbreviations of any language: before a capital their full stop ends no sentence for
        #: the rule on unmarked gaps ("Dr. Jones"), where fewer ends is the cautious reading.
        self.any_abbreviations = abbreviations("*")
        self.brackets = [m.span() for m in _BRACKETED_RE.finditer(self.S)] if ("(" in self.S or "[" in self.S) else []
        self.opened = [s for s, _ in self.brackets]

    def end_after(self, i: int, spaced: bool) -> Optional[int]:
        """Where the sentence whose terminal mark stands at ``i`` ends (None: not an end).

        ``spaced``: the mark ends a sentence only before white space (or the like).
        """
        S = self.S
        n = len(S)
        if spaced and 0 < i < n - 1 and S[i - 1].isdecimal() and S[i + 1].isdecimal():
            return None  # a decimal point (a superscript after it is a footnote mark: "8:00.¹")
        j = i + 1
        closed = False
        glued_number = False
        if S[i] == "." and j < n and "0" <= S[j] <= "9" and (i == 0 or kind(S[i - 1]) != "D"):
            # "12%.3 Costs": a footnote number, then a capital; "the trial.5 patients": a new
            # sentence that opens with a number.
            m = _DIGIT_NOTE_RE.match(S, j)
            if m and self._capital_at(m.end() + 1):
                j = m.end()
            else:
                glued_number = True
        while j < n and not glued_number:
            c = S[j]
            if _CLOSER_RE.match(c) or _FOOTNOTE_SYMBOL_RE.match(c):
                closed = closed or _CLOSER_RE.match(c) is not None
                j += 1
                continue
            if c in ",-" and j > i + 1 and j + 1 < n and _FOOTNOTE_SYMBOL_RE.match(S[j - 1]) and _FOOTNOTE_SYMBOL_RE.match(S[j + 1]):
                j += 1  # a list or range of footnote marks: "12%.²,³", "12%.²-⁴"
                continue
            if c == "[":
                m = _BRACKET_NOTE_RE.match(S, j)
                if m:
                    j = m.end()
                    continue
            break
        if spaced and not glued_number and j < n and S[j] != " " and kind(S[j]) != "U":
            return None
        if self.brackets:
            k = bisect.bisect_right(self.opened, i) - 1
            if k >= 0 and i < self.brackets[k][1] - 1:
                # Inside a short bracket: an end only where the bracket closes with it and a new
                # sentence follows ("(Revenue fell 12%.) Costs"), not "(p. 3)" or "(Fig. 2.) and".
                if j < self.brackets[k][1] or self._lower_next(j):
                    return None
        # An abbreviation before a lower-case word or a number ends no sentence; after a closing
        # bracket the bracket rule above decides ("(Smith et al.) found"), or, with no opening
        # bracket, the sentence ends ("... p.) the").
        if S[i] == "." and spaced and not closed and self.abbreviation_before(i) and self._lower_next(j):
            return None
        return j

    def _capital_at(self, pos: int) -> bool:
        """The original character at folded ``pos`` is a capital (a script without case has none)."""
        if pos >= len(self.S):
            return False
        c = self.F.original[self.F.offsets.start(pos)]
        return c.isupper() or c.istitle()

    def _lower_next(self, pos: int) -> bool:
        """The next letter or digit after ``pos`` is a digit or a lower-case letter."""
        m = _FORWARD_CONTENT_RE.search(self.S, pos, pos + 8)
        if m is None:
            return False
        c = self.F.original[self.F.offsets.start(m.start())]
        return c.isdigit() or c.islower() or kind(c) == "D"

    def abbreviation_before(self, i: int, table: Optional[FrozenSet[str]] = None) -> bool:
        """The word that the full stop at ``i`` ends is in ``table`` (default: this language's)."""
        S = self.S
        start = max(S.rfind(" ", max(0, i - _ABBREVIATION_MAX), i), S.rfind("(", max(0, i - _ABBREVIATION_MAX), i),
                    S.rfind("[", max(0, i - _ABBREVIATION_MAX), i)) + 1
        if start == 0 and i >= _ABBREVIATION_MAX:
            return False
        return S[start : i + 1] in (self.abbreviations if table is None else table)


#: What may follow a terminal mark, by code point: 1 a closing bracket or a footnote mark
#: (the end may lie beyond it), 2 a letter of a script written without spaces, 3 an ASCII digit.
_AFTER_EXTENDS, _AFTER_UNSPACED, _AFTER_DIGIT = 1, 2, 3


@lru_cache(maxsize=1)
def _after_table() -> np.ndarray:
    t = np.zeros(0x110000, dtype=np.uint8)
    every = _every_character()
    t[_codepoints("".join(UNSPACED_RE.findall(every)))] = _AFTER_UNSPACED
    t[_codepoints("".join(_CLOSER_RE.findall(every)) + "".join(_FOOTNOTE_SYMBOL_RE.findall(every)))] = _AFTER_EXTENDS
    t[ord("[")] = _AFTER_EXTENDS
    t[0x30:0x3A] = _AFTER_DIGIT
    return t


@lru_cache(maxsize=1)
def _upper_or_caseless_table() -> np.ndarray:
    """Letters that are not lower case: after ". " one of them starts a sentence, whatever
    word stands before the full stop."""
    t = np.zeros(0x110000, dtype=bool)
    t[_codepoints("".join(regex.findall(r"[\p{L}--\p{Ll}]", _every_character(), flags=regex.V1)))] = True
    return t


@lru_cache(maxsize=1)
def _every_character() -> str:
    """Every code point, surrogates excepted, in order (to read a Unicode property into a table)."""
    return "".join(map(chr, range(0xD800))) + "".join(map(chr, range(0xE000, 0x110000)))


def _sentence_ends(F: Folded, lang: Optional[str] = None) -> Tuple[List[int], List[int], List[int]]:
    """Every end (with clause ends), the strict ends, and the terminal mark of each end.

    The tables are read in blocks with NumPy; only the marks whose end depends on more than the
    next character (a closer or footnote after them, a digit glued on, a full stop after a word
    that may be an abbreviation, a mark inside a bracket) are settled by :class:`_Marks`.
    """
    S = F.text
    table, after_kind = _end_table(), _after_table()
    rules = _Marks(F, lang)
    spans = np.array(rules.brackets, dtype=np.int64).reshape(-1, 2)
    ends: List[int] = []
    strict: List[bool] = []
    marks: List[int] = []
    direct_marks: List[np.ndarray] = []
    direct_strict: List[np.ndarray] = []
    for lo in range(0, len(S), BLOCK_CHARS):
        hi = min(lo + BLOCK_CHARS, len(S))
        cps = _codepoints(S[lo : min(hi + 2, len(S))])  # two characters more: what follows the last
        kinds = table[cps[: hi - lo]]
        found = np.flatnonzero(kinds)
        if not found.size:
            continue
        k = kinds[found]
        nxt = np.full(found.size, 0x20, dtype=np.int64)  # the end of the text counts as a space
        has_next = found + 1 < cps.size
        nxt[has_next] = cps[found[has_next] + 1]
        follow = after_kind[nxt]
        spaced_kind = (k == _STRICT_SPACED) | (k == _CLAUSE_SPACED)
        space_next = nxt == 0x20
        stop = cps[found] == 0x2E
        settle = follow == _AFTER_EXTENDS
        settle |= spaced_kind & stop & (follow == _AFTER_DIGIT)
        if stop.any():
            # ". " before anything but a capital or a letter without case: an abbreviation may
            # stand before the full stop.
            probe = np.flatnonzero(spaced_kind & stop & space_next & (found + 2 < len(S) - lo))
            if probe.size:
                starts = F.offsets.starts_at(found[probe] + 2 + lo)
                first = np.array([ord(F.original[x]) for x in starts.tolist()], dtype=np.int64)
                settle[probe] |= ~_upper_or_caseless_table()[first]
        if spans.size:
            mark = found + lo
            b = np.searchsorted(spans[:, 0], mark, side="right") - 1
            settle |= (b >= 0) & (mark < spans[np.maximum(b, 0), 1] - 1)
        direct = ~settle & (~spaced_kind | space_next | (follow == _AFTER_UNSPACED))
        d_strict = (k[direct] == _STRICT_SPACED) | (k[direct] == _STRICT_ANYWHERE)
        # A full stop after an abbreviation before a capital ("Dr. Jones", "the U.S. The")
        # may or may not end the sentence: it does for elisions, not for unmarked gaps.
        d_stops = np.flatnonzero(stop[direct] & space_next[direct])
        if d_stops.size:
            d_pos = (found[direct][d_stops] + lo).tolist()
            any_abbr = rules.any_abbreviations
            d_strict[d_stops[[rules.abbreviation_before(x, any_abbr) for x in d_pos]]] = False
        direct_marks.append(found[direct] + lo)
        direct_strict.append(d_strict)
        for pos, kk in zip((found[settle] + lo).tolist(), k[settle].tolist()):
            end = rules.end_after(pos, kk in (_STRICT_SPACED, _CLAUSE_SPACED))
            if end is not None:
                ends.append(end)
                strict.append(
                    kk in (_STRICT_SPACED, _STRICT_ANYWHERE)
                    and not (S[pos] == "." and rules.abbreviation_before(pos, rules.any_abbreviations))
                )
                marks.append(pos)
    if direct_marks:
        # Ends right after their mark, and the settled ones, in order.
        all_marks = np.concatenate(direct_marks + [np.array(marks, dtype=np.int64)])
        all_ends = np.concatenate([m + 1 for m in direct_marks] + [np.array(ends, dtype=np.int64)])
        all_strict = np.concatenate(direct_strict + [np.array(strict, dtype=bool)])
        order = np.argsort(all_marks, kind="stable")
        marks, ends, strict = all_marks[order].tolist(), all_ends[order].tolist(), all_strict[order].tolist()
    return ends, [e for e, s in zip(ends, strict) if s], marks


@lru_cache(maxsize=1)
def _wide_end_re() -> "re.Pattern[str]":
    """Full-width forms of the marks that end a sentence or clause only before a space ("\uff01").

    Folding turns them into their ASCII marks, which a letter may follow inside a word; written
    full-width they end a sentence wherever they stand, so they are read in the original text.
    """
    table = _end_table()
    chars = sorted(
        c
        for c, plain in _tables.width_forms().items()
        if table[ord(plain)] in (_STRICT_SPACED, _CLAUSE_SPACED) and unicodedata.east_asian_width(c) in ("F", "W")
    )
    return re.compile("[" + "".join(chars) + "]")


def _wide_ends(F: Folded) -> Tuple[List[int], List[int]]:
    """Folded ends after the full-width marks of :func:`_wide_end_re`, all and sentence ends only."""
    if F.original.isascii():
        return [], []
    O = F.original
    # Between two digits a full-width full stop or colon is a decimal point or a clock ("４５．２").
    found = [
        (m.end(), m.group())
        for m in _wide_end_re().finditer(O)
        if not (0 < m.start() and m.end() < len(O) and O[m.start() - 1].isdecimal() and O[m.end()].isdecimal())
    ]
    if not found:
        return [], []
    table = _end_table()
    ends = F.positions_of([end for end, _ in found]).tolist()
    strict = [e for e, (_, c) in zip(ends, found) if table[ord(_tables.width_forms()[c])] == _STRICT_SPACED]
    return ends, strict


class Sentences:
    """Sentence ends of a folded text, computed once per source and language.

    ``lang`` chooses the abbreviations read as no sentence end (see :func:`abbreviations`).
    """

    def __init__(self, F: Folded, lang: Optional[str] = None) -> None:
        S = F.text
        ends, strict, marks = _sentence_ends(F, lang)
        lines = _line_ends(F) if "\n" in F.original else []
        mark_of = dict(zip(ends, marks))
        wide, wide_strict = _wide_ends(F)
        mark_of.update((e, e - 1) for e in wide)
        ends = sorted(set(ends).union(lines, wide))
        strict = sorted(set(strict).union(lines, wide_strict))
        marks = [mark_of.get(e, e) for e in ends]
        #: Folded positions just after each sentence or clause end (the elision rules).
        self.ends: List[int] = ends
        #: The terminal mark of each end (where a sentence's words stop).
        self.marks: List[int] = marks
        #: Sentence ends only, without ";" and ":" (the rule for unmarked gaps).
        self.strict: List[int] = strict
        self._full: Optional[List[int]] = None
        self.text = S

    def index(self, pos: int) -> int:
        """Number of the sentence (or clause) holding folded position ``pos``."""
        return bisect.bisect_right(self.ends, pos)

    def strict_bounds(self, pos: int) -> Tuple[int, int]:
        """``[start, end)`` of the sentence (strict ends) holding folded position ``pos``."""
        k = bisect.bisect_right(self.strict, pos)
        return (self.strict[k - 1] if k else 0), (self.strict[k] if k < len(self.strict) else len(self.text))

    def starts_sentence(self, pos: int) -> bool:
        """Nothing but spaces, brackets or list marks between the last sentence end and ``pos``."""
        return self._starts(self.ends, pos)

    def starts_after(self, e: int, pos: int) -> bool:
        """``pos`` starts a sentence after text left out from ``e``: when that text holds a full
        sentence end (not only ";" or ":"), a full sentence, not a clause after a colon."""
        if not self._starts(self.ends, pos):
            return False
        full = self._full_ends()
        first, last = bisect.bisect_right(self.ends, e), bisect.bisect_right(self.ends, pos)
        if full[last] > full[first]:  # a full end left out: the last end before pos must be one
            return last > 0 and full[last] > full[last - 1]
        return True

    def _full_ends(self) -> List[int]:
        """How many of the first k ends are full sentence ends (a terminal mark or a line end,
        not a clause mark such as ";" or ":"), for every k."""
        if self._full is None:
            clause = ";:" + _CLAUSE_EXTRA
            n = len(self.text)
            counts = [0]
            for mark in self.marks:
                counts.append(counts[-1] + (not (0 <= mark < n and self.text[mark] in clause)))
            self._full = counts
        return self._full

    def _starts(self, ends: List[int], pos: int) -> bool:
        k = bisect.bisect_right(ends, pos) - 1
        begin = ends[k] if k >= 0 else 0
        between = self.text[begin:pos]
        return len(between) < 12 and not regex.search(r"[\p{L}\p{N}]", between)

    def ends_sentence(self, pos: int) -> bool:
        """A sentence end follows ``pos`` with nothing but closing marks/spaces between."""
        k = bisect.bisect_left(self.ends, pos)
        if k >= len(self.ends):
            return pos >= len(self.text.rstrip())
        between = self.text[pos : self.marks[k]]
        return len(between) < 4 and not regex.search(r"[\p{L}\p{N}]", between)
