"""Character tables behind :mod:`spacy_quoteverify.normalize` (data, no logic).

Each table maps a code point to the code point it folds to, or to ``DELETE``.
They are built once, lazily, as NumPy arrays indexed by code point.
"""
from __future__ import annotations

import re
import sys
import unicodedata
from functools import lru_cache
from typing import Tuple

import numpy as np
import regex

DELETE = 0xFFFFFFFF

#: Quote marks of every script, and primes; folded away (removed).
QUOTE_MARKS = frozenset(
    "\"'`\u00b4"  # ASCII quotes, backtick, acute accent used as apostrophe
    "\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f"  # curly and low-9
    "\u00ab\u00bb\u2039\u203a"  # guillemets
    "\u300c\u300d\u300e\u300f\u301d\u301e\u301f"  # CJK corner brackets, double primes
    "\ufe41\ufe42\ufe43\ufe44"  # vertical corner brackets
    "\uff02\uff07"  # full-width quote and apostrophe
    "\u2032\u2033\u2034\u2035\u2036\u2037"  # primes
    "\u02bc\u055a\u05f3\u05f4"  # modifier apostrophe, Armenian apostrophe, Hebrew geresh/gershayim
)

def _minus_signs() -> frozenset:
    """Every minus sign Unicode has, by name: "MINUS SIGN" (plain, modifier letter, heavy,
    commercial) and "HYPHEN-MINUS" (small, full-width), among symbols and dashes. Superscript
    and subscript minus stay apart (an exponent), as do signs that combine a minus with more
    ("PLUS-MINUS SIGN", "UNION WITH MINUS SIGN").
    """
    # Names are read only for the symbols and dashes, found by one C-level scan.
    every = "".join(map(chr, range(sys.maxunicode + 1)))
    found = set()
    for ch in regex.findall(r"[\p{Sm}\p{Sk}\p{So}\p{Pd}]", every):
        name = unicodedata.name(ch, "")
        if name.endswith(("MINUS SIGN", "HYPHEN-MINUS")) and "PLUS" not in name and " WITH " not in name:
            found.add(ch)
    return frozenset(found - {"-"})


#: Minus signs other than the ASCII hyphen-minus; folded to "-" (they are among DASHES).
MINUS_SIGNS = _minus_signs()

#: Dashes, hyphens and the minus signs; folded to "-".
DASHES = frozenset(
    "\u2010\u2011\u2012\u2013\u2014\u2015\u2e3a\u2e3b\ufe58"
) | MINUS_SIGNS

#: Dashes that separate words or clauses (not a sign, not a hyphen).
CLAUSE_DASHES = frozenset("\u2012\u2013\u2014\u2015\u2e3a\u2e3b\ufe58")


#: Every character for which str.isspace() is true (the ideographic space included).
SPACES = frozenset(
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680"
    "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
)

#: Spaces that group the digits of one number ("1\u202f200"): no-break, thin, figure...
GROUPING_SPACES = frozenset("\xa0\u2007\u2008\u2009\u200a\u202f")


#: Characters dropped by the edit view only (soft hyphen, zero-width, BOM, bidi marks).
EDIT_DROPPED = frozenset(
    "\u00ad\u200b\u200c\u200d\u2060\ufeff\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2066\u2067\u2068\u2069\u180e"
)

#: Ligatures and the long s, expanded by the edit view only.
EXPANSIONS = {
    "\ufb00": "ff",
    "\ufb01": "fi",
    "\ufb02": "fl",
    "\ufb03": "ffi",
    "\ufb04": "ffl",
    "\ufb05": "st",
    "\ufb06": "st",
    "\u017f": "s",
}
EXPANSION_RE = re.compile("[" + "".join(EXPANSIONS) + "]")



#: Text that may need composing (combining accents, Hangul jamo).
HAS_COMPOSABLE = re.compile("[\u0300-\u036f\u1161-\u1175\u11a8-\u11c2]")


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


@lru_cache(maxsize=2)
def kept_table(edit_view: bool) -> np.ndarray:
    """:func:`table` with the characters it deletes left as they are (length-preserving)."""
    t = table(edit_view).copy()
    gone = t == DELETE
    t[gone] = np.flatnonzero(gone)
    return t


@lru_cache(maxsize=2)
def deleted_chars(edit_view: bool) -> str:
    """Every character a view's table deletes."""
    return "".join(chr(int(cp)) for cp in np.flatnonzero(table(edit_view) == DELETE))


@lru_cache(maxsize=2)
def table(edit_view: bool) -> np.ndarray:
    """Code point -> folded code point (or DELETE), for every code point.

    Applied after lower-casing, so only lower-case targets matter.
    """
    t = np.arange(sys.maxunicode + 1, dtype=np.uint32)
    for ch in QUOTE_MARKS:
        t[ord(ch)] = DELETE
    for ch in DASHES:
        t[ord(ch)] = ord("-")
    # White space of every kind (incl. the ideographic space) becomes a space.
    for ch in SPACES:
        t[ord(ch)] = 0x20
    # Full-width letters, digits and the number sign.
    for cp in range(0xFF10, 0xFF1A):
        t[cp] = cp - 0xFF10 + ord("0")
    for cp in range(0xFF41, 0xFF5B):
        t[cp] = cp - 0xFF41 + ord("a")
    for cp in range(0xFF21, 0xFF3B):
        t[cp] = cp - 0xFF21 + ord("a")
    t[0xFF03] = ord("#")
    t[ord("\u03c2")] = ord("\u03c3")  # final sigma folds with sigma (case folding)
    if edit_view:
        for cp in range(0xFF01, 0xFF5F):
            if t[cp] == cp:
                folded = unicodedata.normalize("NFKC", chr(cp))
                if len(folded) == 1:
                    t[cp] = ord(folded.lower())
        for ch in EDIT_DROPPED:
            t[ord(ch)] = DELETE
    return t
