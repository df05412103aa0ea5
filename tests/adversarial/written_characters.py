"""Classes of characters written in another form than themselves: an HTML character reference or a
backslash escape (scraped HTML, JSON dumps), the radical form of an ideograph (PDF extraction of
Chinese and Japanese), Arabic's tatweel (justification), and the Thai and Lao sara am written in its
two parts (PDFs, old keyboards).

Each form is read from the package's tables and from Python's ``html.entities`` (never typed in):
a quotation written with the plain characters verifies against a source written in the other form
(and the other way round), and a negation written in that form and left out by an elision is
refused.
"""
from __future__ import annotations

import html.entities
import random
import unicodedata
from functools import lru_cache
from typing import Dict, Iterator, List, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang.negation import find_negation
from spacy_quoteverify.text.fold import as_read

from . import Case, Sentence, by_lang, case_class, words
from .negations import _entries, _negation_languages, elided_cases, usable

#: The apostrophe and the right single quotation mark (what a contraction is written with).
_APOSTROPHE_CHARS = ("'", "\u2019")


@lru_cache(maxsize=1)
def _named_references() -> Dict[str, List[str]]:
    """Each character -> the HTML5 names (with their semicolon) that write it alone."""
    out: Dict[str, List[str]] = {}
    for name, value in sorted(html.entities.html5.items()):
        if name.endswith(";") and len(value) == 1:
            out.setdefault(value, []).append(name)
    return out


def _reference(ch: str, rng: random.Random, escapes: bool = True) -> str:
    """``ch`` written as one of its references: a name of HTML5's list, a decimal or hexadecimal
    reference, or (with ``escapes``) a JSON ``\\u`` escape (a surrogate pair beyond the BMP) or,
    for a quote mark, its backslash escape."""
    forms = [f"&#{ord(ch)};", f"&#x{ord(ch):x};", f"&#X{ord(ch):X};"]
    forms += [f"&{name}" for name in _named_references().get(ch, [])]
    if escapes:
        if ord(ch) < 0x10000:
            forms.append(f"\\u{ord(ch):04x}")
        else:
            high, low = divmod(ord(ch) - 0x10000, 0x400)
            forms.append(f"\\u{0xD800 + high:04x}\\u{0xDC00 + low:04X}")
        if ch in "'\"":
            forms.append("\\" + ch)
    form = rng.choice(forms)
    return "&amp;" + form[1:] if form.startswith("&") and rng.random() < 0.1 else form  # escaped twice over


def _referenced(text: str, rng: random.Random, share: float) -> str:
    """``text`` with its apostrophes, quote marks, ampersands and letters beyond ASCII written as
    references, and a share of its other letters too; some words get a soft hyphen ("&shy;")."""
    out: List[str] = []
    for k, ch in enumerate(text):
        inner = 0 < k < len(text) - 1 and text[k - 1].isalpha() and ch.isalpha()
        if inner and rng.random() < share / 4:
            out.append("&shy;")
        wide = not ch.isascii() and ch.isalpha() and rng.random() < max(share, 0.3)
        if ch in _APOSTROPHE_CHARS or ch in "\"&" or wide or (ch.isalpha() and rng.random() < share):
            out.append(_reference(ch, rng))
        else:
            out.append(ch)
    return "".join(out)


def _spaced_latin(s: Sentence) -> bool:
    return s.lang not in ("zh", "ja", "th", "lo", "km", "my", "bo") and "\\" not in s.text and "&" not in s.text


@case_class("adv_character_reference_faithful", faithful=True)
def character_reference_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence whose source writes characters as HTML references or JSON escapes
    ("doesn&#39;t", "caf\\u00e9", "n&shy;ot", "&amp;") verifies when quoted with the characters
    themselves, and the other way round; a figure inside a reference ("&#39;") is no figure."""
    for s in sents:
        if not _spaced_latin(s):
            continue
        spans = words(s.text)
        if len(spans) < 3:
            continue
        for share in (0.0, 0.2):
            written = _referenced(s.text, rng, share)
            if written == s.text:
                continue
            a = spans[rng.randrange(0, len(spans) - 2)][0]
            plain_part = s.text[a:]
            if rng.random() < 0.7:
                yield Case(s.lang, written, plain_part, True, s.origin)
            else:
                yield Case(s.lang, s.text, written, True, s.origin)


@case_class("adv_escaped_program_text_faithful", faithful=True)
def escaped_program_text_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Program text quoted as it stands verifies: a real sentence inside a string literal with a
    literal backslash escape ("printf(\"...\\n\")"), and a Windows path whose backslashes escape
    nothing ("C:\\Program Files\\nodejs"), quoted whole, or a folder of it after "\\n" alone."""
    for s in sents:
        if not _spaced_latin(s) or '"' in s.text:
            continue
        spans = words(s.text)
        if len(spans) < 3:
            continue
        code = f"printf({s.text!r}\\n);"
        yield Case(s.lang, f"The program calls {code} at exit.", code, True, s.origin)
        last = s.text[spans[-1][0] : spans[-1][1]]
        folder = regex.sub(r"[^\p{L}\p{N}]", "", last) or "data"
        path = f"C:\\Program Files\\n{folder}"
        source = f"{s.text} See {path} for it."
        yield Case(s.lang, source, rng.choice([path, f"n{folder} for it", f"{path} for it"]), True, s.origin)


def _referenced_word(word: str, rng: random.Random) -> List[str]:
    """A negation word written with references: each apostrophe as each of its references, or one
    letter as a reference, or a soft hyphen reference inside."""
    out = []
    for mark in _APOSTROPHE_CHARS:
        if mark in word:
            out.append(word.replace(mark, _reference(mark, rng)))
    letters = [k for k, ch in enumerate(word) if ch.isalpha()]
    if letters:
        k = rng.choice(letters)
        out.append(word[:k] + _reference(word[k], rng) + word[k + 1 :])
    if len(letters) >= 2:
        k = rng.choice(letters[1:])
        out.append(word[:k] + "&shy;" + word[k:])
    return out


@case_class("adv_character_reference_hides_negation", faithful=False)
def character_reference_hides_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation written with an HTML reference or a JSON escape in it ("doesn&#39;t",
    "won\\u2019t", "n&shy;ot", "n&apos;est") is still a negation: a quotation that elides it from a
    real sentence is refused, in every language with a lexicon."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        group = [s for s in usable(groups.get(lang, []), lang) if _spaced_latin(s)]
        if not group:
            continue
        negs = [w for w in _entries(lang) if regex.fullmatch(r"[\p{L}'\u2019]+(?: [\p{L}'\u2019]+)?", w)]
        negs = [w for w in negs if find_negation(w, lang) and find_negation(w, None)]
        picked = rng.sample(negs, min(len(negs), 12))
        variants = [v for w in picked for v in _referenced_word(w, rng)]
        variants = [v for v in variants if find_negation(as_read(v).replace("\u00ad", ""), lang)]
        yield from elided_cases(lang, group, variants, rng, "reference", faithful=False)
    english = [s for s in usable(groups.get("en", []), "en") if _spaced_latin(s)]
    contractions = [f"{verb}n{_reference(mark, rng)}t" for verb in ("did", "does", "won", "ca", "is", "was") for mark in _APOSTROPHE_CHARS]
    yield from elided_cases("en", english, contractions, rng, "reference", faithful=False)
    french = [s for s in usable(groups.get("fr", []), "fr") if _spaced_latin(s)]
    clitics = [f"n{_reference(mark, rng)}{verb}" for verb in ("est", "a", "était", "ont") for mark in _APOSTROPHE_CHARS]
    yield from elided_cases("fr", french, clitics, rng, "reference", faithful=False)


# --------------------------------------------------------------------------
# Radical forms of ideographs


@lru_cache(maxsize=1)
def _radical_forms() -> Dict[str, Tuple[str, ...]]:
    """Each ideograph -> the characters that are it drawn as a radical (from the package's table)."""
    out: Dict[str, List[str]] = {}
    for form, ideograph in sorted(charclasses.IDEOGRAPH_FORMS.items()):
        out.setdefault(ideograph, []).append(form)
    return {k: tuple(v) for k, v in out.items()}


def _as_radicals(text: str, rng: random.Random, share: float = 1.0) -> str:
    forms = _radical_forms()
    return "".join(rng.choice(forms[ch]) if ch in forms and rng.random() < share else ch for ch in text)


def _clause_starts(text: str, within: int) -> List[int]:
    """Places in the first ``within`` characters where a quotation may start: the start, or after
    a space or an unspaced letter (never inside a word of a spaced script, never at a mark)."""
    out = [0]
    for k in range(1, min(within, len(text))):
        before, here = text[k - 1], text[k]
        if regex.match(r"[\p{M}\s\p{P}]", here) or regex.match(r"[\p{L}\p{N}]", here) and regex.match(r"[\p{Latin}\p{N}]", before):
            continue
        if before.isspace() or regex.match(r"[\p{Han}\p{Hiragana}\p{Katakana}]", before):
            out.append(k)
    return out


@case_class("adv_radical_form_faithful", faithful=True)
def radical_form_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Chinese and Japanese text whose source writes ideographs as their Kangxi radicals or radical
    supplement forms (PDF extraction: "\u2f63" for \u751f, "\u2fbc" for \u9ad8) verifies when quoted with the
    ideographs, in part or whole, and the other way round."""
    for s in sents:
        if s.lang not in ("zh", "ja"):
            continue
        starts = _clause_starts(s.text, len(s.text) // 3)
        for share in (1.0, 0.5):
            written = _as_radicals(s.text, rng, share)
            if written == s.text:
                continue
            start = rng.choice(starts)
            if rng.random() < 0.7:
                yield Case(s.lang, written, s.text[start:], True, s.origin)
            else:
                yield Case(s.lang, s.text, written[start:], True, s.origin)


_HAN_FAMILY = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}]")


@case_class("adv_radical_form_hides_negation", faithful=False)
def radical_form_hides_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation of the Chinese or Japanese lexicon written with radical forms (\u2f46 for \u65e0,
    \u2f4f for \u6bcb, \u2fae for \u975e) and put between two Chinese or Japanese letters of a real
    sentence, then left out by an elision, is refused."""
    groups = by_lang(sents)
    forms = _radical_forms()
    for lang in ("zh", "ja"):
        negs = [w for w in _entries(lang) if any(ch in forms for ch in w) and find_negation(w, lang) and find_negation(w, None)]
        group = usable(groups.get(lang, []), lang)
        n = 0
        for s in group:
            spots = [k for k in range(3, len(s.text) - 3) if _HAN_FAMILY.match(s.text[k - 1]) and _HAN_FAMILY.match(s.text[k])]
            if not spots or not negs:
                continue
            for _ in range(3):
                word = _as_radicals(negs[n % len(negs)], rng)
                n += 1
                k = rng.choice(spots)
                left, right = s.text[:k], s.text[k:]
                mark = rng.choice(["\u2026", "...", "[...]", "\u2026\u2026"])
                yield Case(lang, left + word + right, left + mark + right, False, f"{s.origin} +radical {word!r}",
                           ("negation_elided", "language_not_covered"))


# --------------------------------------------------------------------------
# Elongation (tatweel)


def _script(ch: str) -> str:
    """The name of the script of ``ch`` (its Unicode name's first word: ARABIC, NKO)."""
    return {"NKO": "Nko"}.get(unicodedata.name(ch, "").split()[0], unicodedata.name(ch, "").split()[0].title())


def _elongated(text: str, rng: random.Random, every: int) -> str:
    """``text`` with an elongation character after about one in ``every`` letters that join to the
    next (Arabic-script letters of joining type Dual_Joining followed by another letter)."""
    fill = sorted(charclasses.ELONGATION)
    out: List[str] = []
    for k, ch in enumerate(text):
        out.append(ch)
        if (
            k + 1 < len(text)
            and regex.match(r"\p{Joining_Type=Dual_Joining}", ch)
            and regex.match(r"\p{L}", text[k + 1])
            and rng.randrange(every) == 0
        ):
            script = regex.compile(r"\p{Script_Extensions=" + _script(ch) + "}")
            same_script = [c for c in fill if script.match(c)]
            out.append(rng.choice(same_script or fill) * rng.randint(1, 3))
    return "".join(out)


@case_class("adv_elongation_faithful", faithful=True)
def elongation_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Arabic-script text stretched with tatweel (justified: "\u0627\u0644\u0643\u0640\u0640\u062a\u0627\u0628") verifies against the
    same text without it, on either side."""
    for s in sents:
        if not regex.search(r"\p{Joining_Type=Dual_Joining}", s.text):
            continue
        spans = words(s.text)
        if len(spans) < 3:
            continue
        for every in (2, 6):
            written = _elongated(s.text, rng, every)
            if written == s.text:
                continue
            if rng.random() < 0.7:
                yield Case(s.lang, written, s.text, True, s.origin)
            else:
                yield Case(s.lang, s.text, written, True, s.origin)


@case_class("adv_elongation_hides_negation", faithful=False)
def elongation_hides_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation of an Arabic-script lexicon stretched with tatweel ("\u0644\u0640\u0645", "\u0644\u064a\u0640\u0633") and left out
    of a real sentence by an elision is refused."""
    groups = by_lang(sents)
    for lang in _negation_languages():
        group = usable(groups.get(lang, []), lang)
        if not group or not regex.search(r"\p{Script=Arabic}", group[0].text):
            continue
        negs = [w for w in _entries(lang) if regex.fullmatch(r"\p{Script=Arabic}{2,}", w) and find_negation(w, lang) and find_negation(w, None)]
        variants = [v for w in rng.sample(negs, min(len(negs), 15)) if (v := _elongated(w, rng, 1)) != w]
        yield from elided_cases(lang, group, variants, rng, "tatweel", faithful=False)


# --------------------------------------------------------------------------
# Thai and Lao sara am in two parts


def _split_vowels(text: str, rng: random.Random) -> str:
    """``text`` with each split vowel (ำ, ຳ) written in its two parts, the tone mark before it
    moved between them or left before them."""
    parts = {composed: pair for pair, composed in charclasses.SPLIT_VOWELS.items()}
    out: List[str] = []
    for ch in text:
        if ch in parts:
            first, second = parts[ch]
            if out and out[-1] in charclasses.SPLIT_VOWEL_TONES and rng.random() < 0.7:
                out.insert(len(out) - 1, first)  # the order PDFs write: nikhahit, tone mark, sara aa
                out.append(second)
            else:
                out.extend((first, second))
        else:
            out.append(ch)
    return "".join(out)


@case_class("adv_split_sara_am_faithful", faithful=True)
def split_sara_am_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Thai and Lao text whose sara am is written in two parts, the tone mark between them or before
    ("\u0e19\u0e4d\u0e49\u0e32" for "\u0e19\u0e49\u0e33"), verifies against the same text written with the one character, on either side
    and in part."""
    composed = "".join(charclasses.SPLIT_VOWELS.values())
    for s in sents:
        if not any(ch in s.text for ch in composed):
            continue
        starts = _clause_starts(s.text, len(s.text) // 3)
        for _ in range(3):
            written = _split_vowels(s.text, rng)
            start = rng.choice(starts)
            if rng.random() < 0.6:
                yield Case(s.lang, written, s.text[start:], True, s.origin)
            else:
                yield Case(s.lang, s.text, _split_vowels(s.text[start:], rng), True, s.origin)


# --------------------------------------------------------------------------
# Paragraph breaks written as escapes


@case_class("adv_escaped_blank_line_crossed", faithful=False)
def escaped_blank_line_crossed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Two real sentences of one language joined by a blank line written with escapes, as a JSON
    dump writes it ("\\\\n\\\\n", "\\\\r\\\\n\\\\r\\\\n"): a quotation running from the end of the first into the
    start of the second without a mark is refused (the blank line is a paragraph break)."""
    groups = by_lang(sents)
    for lang, group in sorted(groups.items()):
        group = [s for s in group if _spaced_latin(s) and len(s.text.split()) >= 4]
        for a, b in zip(group, group[1:]):
            first, second = a.text.split(), b.text.split()
            if not regex.search(r"[\p{L}\p{N}]$", first[-1]):
                continue  # no full stop: the break alone ends the first paragraph
            gap = rng.choice(["\\n\\n", "\\r\\n\\r\\n", "\\n \\n", "\\n\\t\\n"])
            source = f"{a.text}{gap}{b.text}"
            tail, head = " ".join(first[-3:]), " ".join(second[:3])
            yield Case(lang, source, f"{tail} {head}", False, a.origin, ("unmarked_gap", "not_found", "crosses_sentence", "number_cut"))
