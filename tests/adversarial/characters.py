"""Classes of change that live in single characters: what does not show, how a
letter is encoded, its case and width, the spaces and bold marks of unspaced
scripts, and the characters that join a word or a number.

Every character set here is read from the Unicode database (the package's own
tables, themselves built from Unicode properties), never typed in, so a new
invisible character or width form is covered as soon as Unicode has it.
"""
from __future__ import annotations

import random
import unicodedata
from functools import lru_cache
from typing import Dict, Iterable, Iterator, List, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang.lexicons import available_languages, negation_lexicon
from spacy_quoteverify.lang.negation import find_negation
from spacy_quoteverify.text.fold import fold_match_text

from . import UNSPACED, Case, Sentence, case_class, negated_before, words

_SENTENCE_MARK = regex.compile(r"[\p{Sentence_Terminal}:;]")
_WORD_OF_LETTERS = regex.compile(r"\p{L}{4,}")
#: Scripts written with spaces between words, where word and number edges are checked.
_SPACED = regex.compile(r"^[^\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}\p{Tibetan}]*$")


@lru_cache(maxsize=1)
def invisible_chars() -> Tuple[str, ...]:
    """Every character the folding treats as invisible (General_Category Cf and Default_Ignorable),
    but the directional embeddings and isolates, which a quotation may not add where its source
    has none (:func:`direction_control_added`)."""
    controls = {c for c, _ in _direction_controls()}
    return tuple(sorted(charclasses.INVISIBLE - controls))


@lru_cache(maxsize=1)
def word_joiners() -> Tuple[str, ...]:
    """Every character that joins two letters into one word (Word_Break=MidLetter, not a sentence end),
    without the quote marks (folded away: a joiner nobody sees in the folded text)."""
    return tuple(sorted(charclasses.WORD_JOINERS - charclasses.QUOTE_MARKS))


@lru_cache(maxsize=1)
def wide_forms() -> Dict[str, str]:
    """Each character that has a full-width, half-width or small form -> the first such form (from the database)."""
    out: Dict[str, str] = {}
    for form, plain in sorted(charclasses.width_forms().items()):
        out.setdefault(plain, form)
    return out


@lru_cache(maxsize=1)
def canonical_singletons() -> Dict[str, List[str]]:
    """Each character -> the other characters canonically equivalent to it alone (U+1F71 for U+03AC)."""
    out: Dict[str, List[str]] = {}
    for ch in sorted(charclasses.NOT_NFC):
        nfc = unicodedata.normalize("NFC", ch)
        if len(nfc) == 1 and nfc != ch:
            out.setdefault(nfc, []).append(ch)
    return out


def _inside_word_positions(text: str) -> List[int]:
    """Positions between two letters of one word."""
    return [m.start() + k for m in _WORD_OF_LETTERS.finditer(text) for k in range(1, len(m.group()))]


def _spaced(s: Sentence) -> bool:
    return s.lang not in UNSPACED and bool(_SPACED.match(s.text))


# --------------------------------------------------------------------------
# Characters that do not show


@case_class("adv_invisible_char_inside_word", faithful=True)
def invisible_char_inside_word(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Every invisible character, put inside a word of a real sentence (in the source or in the
    quotation), is ignored: the quotation verifies."""
    chars = invisible_chars()
    k = 0
    for s in sents:
        spots = _inside_word_positions(s.text)
        if not spots:
            continue
        for _ in range(2):
            ch = chars[k % len(chars)]
            k += 1
            at = rng.choice(spots)
            changed = s.text[:at] + ch + s.text[at:]
            if rng.random() < 0.5:
                yield Case(s.lang, changed, s.text, True, s.origin)
            else:
                yield Case(s.lang, s.text, changed, True, s.origin)


#: A figure of two digits or more, which a directional override displays reversed.
_TWO_DIGITS = regex.compile(r"(?<!\p{Nd})\p{Nd}{2,}(?!\p{Nd})")


@case_class("adv_bidi_override_reverses_figure", faithful=False)
def bidi_override_reverses_figure(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure of a real sentence, written in the quotation inside a directional override
    (Bidi_Class LRO or RLO, closed by a pop) and reversed as stored, so that it displays as the
    source's figure ("\u202e15\u202c" shows "51"), or kept as stored, so that it displays reversed:
    refused either way. The override shows no mark, but what the reader sees is not the source."""
    overrides = sorted(charclasses.BIDI_OVERRIDES)
    for s in sents:
        found = [m for m in _TWO_DIGITS.finditer(s.text) if m.group() != m.group()[::-1]]
        if not found:
            continue
        m = rng.choice(found)
        figure = m.group() if rng.random() < 0.5 else m.group()[::-1]
        quote = s.text[: m.start()] + rng.choice(overrides) + figure + "\u202c" + s.text[m.end() :]
        yield Case(s.lang, s.text, quote, False, f"{s.origin} override {m.group()!r}")


@case_class("adv_bidi_override_kept", faithful=True)
def bidi_override_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: a source that writes a figure inside a directional override, quoted with the
    same override: verifies (the quotation shows what the source shows)."""
    overrides = sorted(charclasses.BIDI_OVERRIDES)
    for s in sents:
        found = list(_TWO_DIGITS.finditer(s.text))
        if not found:
            continue
        m = rng.choice(found)
        source = s.text[: m.start()] + rng.choice(overrides) + m.group() + "\u202c" + s.text[m.end() :]
        yield Case(s.lang, source, source, True, f"{s.origin} override {m.group()!r}")


def _direction_controls() -> List[Tuple[str, str]]:
    """Every explicit embedding and isolate (Bidi_Class LRE, RLE, LRI, RLI, FSI) with the
    character that closes it (PDF for an embedding, PDI for an isolate), from the database."""
    every = "".join(map(chr, range(0x2000, 0x2070)))
    embeddings = regex.findall(r"[\p{Bidi_Class=LRE}\p{Bidi_Class=RLE}]", every)
    isolates = regex.findall(r"[\p{Bidi_Class=LRI}\p{Bidi_Class=RLI}\p{Bidi_Class=FSI}]", every)
    pdf, pdi = regex.findall(r"\p{Bidi_Class=PDF}", every)[0], regex.findall(r"\p{Bidi_Class=PDI}", every)[0]
    return [(c, pdf) for c in embeddings] + [(c, pdi) for c in isolates]


def _direction_controlled(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str]]:
    """Each real sentence of four words or more with two of its words put inside a directional
    embedding or isolate (each in turn): the sentence, the text so written, the control."""
    controls = _direction_controls()
    k = 0
    for s in sents:
        spans = words(s.text)
        if len(spans) < 4:
            continue
        i = rng.randrange(0, len(spans) - 2)
        a, b = spans[i][0], spans[i + 1][1]
        opening, closing = controls[k % len(controls)]
        k += 1
        yield s, s.text[:a] + opening + s.text[a:b] + closing + s.text[b:], opening


@case_class("adv_direction_control_added", faithful=False)
def direction_control_added(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Two or more words of a real sentence put inside a directional embedding or isolate in the
    quotation only: refused (not_found). The control shows no mark, but a reader sees the runs
    inside it laid out in its direction ("\u2067120 / 80\u2069" displays "80 / 120")."""
    for s, written, opening in _direction_controlled(sents, rng):
        yield Case(s.lang, s.text, written, False, f"{s.origin} {opening!r}", ("not_found",))


@case_class("adv_direction_control_dropped", faithful=True)
def direction_control_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: a source that writes the embedding or isolate, quoted without it: verifies (the
    reader of the quotation sees the words in the source's order)."""
    for s, written, opening in _direction_controlled(sents, rng):
        yield Case(s.lang, written, s.text, True, f"{s.origin} {opening!r}")


#: Attributes that may hide an element's text or change how it shows: HTML's own ("hidden",
#: "style", "dir"), a style sheet's hooks ("class", "id") and the presentational ones of "<font>".
_SHOWING_ATTRIBUTES = (
    "hidden", 'style="display:none"', "style='visibility:hidden'", 'style="font-size:0"', 'class="sr-only"',
    'id="x"', 'dir="rtl"', 'color="white"', "size=0", 'data-x="1"', 'aria-hidden="true"', 'title="x" hidden',
)


def _marked_up(sents: Sequence[Sentence], rng: random.Random, attributes: bool) -> Iterator[Tuple[Sentence, str, str]]:
    """Each sentence with one of its words (or a run of its characters, in unspaced scripts)
    inside a tag of every element read as nothing (:data:`fold.HTML_INLINE`), with an attribute
    of :data:`_SHOWING_ATTRIBUTES` or none."""
    from spacy_quoteverify.text.fold import HTML_INLINE

    elements = sorted(HTML_INLINE)
    k = 0
    for s in sents:
        spans = words(s.text)
        if len(spans) >= 3:
            a, b = spans[rng.randrange(1, len(spans) - 1)]
        elif len(s.text) >= 6:
            a = rng.randrange(1, len(s.text) - 3)
            b = a + 2
        else:
            continue
        element = elements[k % len(elements)]
        attribute = f" {_SHOWING_ATTRIBUTES[k % len(_SHOWING_ATTRIBUTES)]}" if attributes else ""
        k += 1
        tag = f"<{element}{attribute}>"
        yield s, f"{s.text[:a]}{tag}{s.text[a:b]}</{element}>{s.text[b:]}", tag


@case_class("adv_markup_may_hide_text", faithful=False, component=False)  # tests/test_component.py
def markup_may_hide_text(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A word of a real sentence inside an inline tag with an attribute, in the quotation only
    ("did <span hidden>not</span> reduce"): refused (not_found). The tag reads as nothing, but the
    attribute may hide the word or change how it shows, so what the reader sees is unknown."""
    for s, written, tag in _marked_up(sents, rng, attributes=True):
        yield Case(s.lang, s.text, written, False, f"{s.origin} {tag!r}", ("not_found",))


@case_class("adv_markup_plain_kept", faithful=True, component=False)  # tests/test_component.py
def markup_plain_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twins: the word inside the same inline tag with no attribute ("did <b>not</b>
    reduce"), and the tag with its attribute where the source writes it too: verify."""
    for s, written, tag in _marked_up(sents[0::2], rng, attributes=False):
        yield Case(s.lang, s.text, written, True, f"{s.origin} {tag!r}")
    for s, written, tag in _marked_up(sents[1::2], rng, attributes=True):
        yield Case(s.lang, written, written, True, f"{s.origin} {tag!r}")


@lru_cache(maxsize=None)
def _negation_words(lang: str) -> Tuple[str, ...]:
    """Whole words of ``lang``'s negation lexicon, letters only (three or more), that the negation
    scan finds in folded text with and without the language named (the class is about the
    invisible character, not about the lexicon)."""
    if lang not in available_languages("negations"):
        return ()
    out = []
    for w in sorted(negation_lexicon(lang).words):
        folded = fold_match_text(w)
        if regex.fullmatch(r"\p{L}{3,}", w) and find_negation(folded, lang) and find_negation(folded, None):
            out.append(w)
    return tuple(out)


@case_class("adv_invisible_char_hides_negation", faithful=False)
def invisible_char_hides_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation written with an invisible character inside it ("n\\u200bot") is still a negation:
    a quotation that elides it ("The drug … reduce") is refused."""
    chars = invisible_chars()
    k = 0
    for s in sents:
        negs = _negation_words(s.lang)
        if not negs or not _spaced(s):
            continue
        spans = words(s.text)
        if len(spans) < 5:
            continue
        for _ in range(2):
            i = rng.randrange(2, len(spans) - 2)
            if _SENTENCE_MARK.search(s.text, spans[max(0, i - 3)][0], spans[min(len(spans), i + 3) - 1][1]):
                continue  # the elision would cross a sentence end: another class
            neg = rng.choice(negs)
            ch = chars[k % len(chars)]
            k += 1
            cut = rng.randrange(1, len(neg))
            hidden = neg[:cut] + ch + neg[cut:]
            a = spans[i][0]
            source = s.text[:a] + hidden + " " + s.text[a:]
            before = s.text[spans[max(0, i - 3)][0] : spans[i - 1][1]]
            after = s.text[spans[i][0] : spans[min(len(spans), i + 3) - 1][1]]
            quote = f"{before} \u2026 {after}"
            yield Case(s.lang, source, quote, False, s.origin,
                       reasons=("negation_elided", "number_cut", "language_not_covered"))


# --------------------------------------------------------------------------
# Encodings of one text: canonical equivalents, case, width


def _decomposed_variant(text: str, rng: random.Random) -> str:
    """``text`` with each character that has one written in a canonically equivalent way
    (decomposed, or as a singleton such as the Greek oxia), chosen at random."""
    singles = canonical_singletons()
    out: List[str] = []
    for ch in text:
        options = [unicodedata.normalize("NFD", ch)] + singles.get(ch, [])
        if ch == "\u0130":
            options.append("I\u0307")  # the Turkish capital, as "I" + combining dot above
        options = [o for o in options if o != ch]
        out.append(rng.choice(options) if options and rng.random() < 0.8 else ch)
    return "".join(out)


@case_class("adv_canonical_equivalent", faithful=True)
def canonical_equivalent(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence written in another canonically equivalent way (NFD, mixed, singletons such as
    Greek oxia for tonos) verifies against the sentence, on either side."""
    for s in sents:
        variant = _decomposed_variant(s.text, rng)
        if variant == s.text:
            continue
        yield Case(s.lang, s.text, variant, True, s.origin)
        yield Case(s.lang, variant, s.text, True, s.origin)
        yield Case(s.lang, s.text, unicodedata.normalize("NFD", s.text), True, s.origin)


@case_class("adv_full_case_folding", faithful=True)
def full_case_folding(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence in capitals (full case mapping: "ß" -> "SS") or case-folded verifies against
    it, on either side. Sentences whose capitals lose a distinction (Turkish dotless i) are left out:
    only where Unicode's full case folding gives the same text."""
    for s in sents:
        if not any(ch.isupper() or ch.islower() for ch in s.text):
            continue
        for variant in (s.text.upper(), s.text.casefold()):
            if variant == s.text or variant.casefold() != s.text.casefold():
                continue
            if rng.random() < 0.5:
                yield Case(s.lang, s.text, variant, True, s.origin)
            else:
                yield Case(s.lang, variant, s.text, True, s.origin)


#: Languages written in a Turkic Latin alphabet, whose capital of "\u0131" is "I" and of "i" is "\u0130".
_TURKIC = frozenset({"tr", "az", "crh", "gag", "tt", "kk"})


def _turkic_upper(text: str) -> str:
    return text.replace("i", "\u0130").replace("\u0131", "I").upper()


def _turkic_lower(text: str) -> str:
    return text.replace("I", "\u0131").replace("\u0130", "i").lower()


def _turkic(s: Sentence) -> bool:
    return s.lang in _TURKIC and ("\u0131" in s.text or "\u0130" in s.text)


@case_class("adv_turkic_case_faithful", faithful=True)
def turkic_case_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Turkish or Azerbaijani sentence (one that writes "\u0131" or "\u0130") quoted in capitals the
    Turkic way ("I\u015eIK" for "\u0131\u015f\u0131k", "\u0130STANBUL" for "istanbul"), whole or a
    window of its words, verifies, and the sentence in capitals quoted in small letters too."""
    for s in sents:
        if not _turkic(s):
            continue
        spans = words(s.text)
        upper = _turkic_upper(s.text)
        for _ in range(4):
            # A window of three words or more (a shorter quotation is too short to check).
            a = spans[rng.randrange(max(1, len(spans) - 2))][0] if rng.random() < 0.5 else 0
            if negated_before(s.text[:a].split(), s.lang):
                continue  # a window right after a negation is refused for it
            part = s.text[a:]
            yield Case(s.lang, s.text, _turkic_upper(part), True, s.origin)
            if "\u0130" in upper:  # a source all in capitals shows its casing by a dotted capital only
                yield Case(s.lang, upper, _turkic_lower(upper[a:]) if rng.random() < 0.5 else part, True, s.origin)


@case_class("adv_turkic_dotted_letter_changed", faithful=False)
def turkic_dotted_letter_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Turkish or Azerbaijani quotation with one dotless "\u0131" written as a dotted "i" or the
    other way round ("i\u015f\u0131k" for "\u0131\u015f\u0131k": another letter, another word), in
    small letters or in capitals the Turkic way ("\u0130\u015eIK"), is refused."""
    for s in sents:
        if not _turkic(s):
            continue
        places = [k for k, ch in enumerate(s.text) if ch in "i\u0131"]
        for _ in range(4):
            k = rng.choice(places)
            swapped = s.text[:k] + ("\u0131" if s.text[k] == "i" else "i") + s.text[k + 1 :]
            every = words(s.text)
            spans = [n for n, span in enumerate(every) if span[0] <= k < span[1]]
            a = every[spans[0]][0] if spans and spans[0] < len(every) - 2 and rng.random() < 0.5 else 0
            quote = swapped[a:]
            # The changed letter may turn a word the negation lexicon reads ("de\u011f\u0131l").
            why = ("not_found", "negation_changed")
            if rng.random() < 0.5:
                yield Case(s.lang, s.text, _turkic_upper(quote), False, s.origin, why)
            else:
                yield Case(s.lang, s.text, quote, False, s.origin, why)


def _widened(text: str, rng: random.Random, share: float) -> str:
    """``text`` with a share of the characters that have a full-width or half-width form written in it
    (a voiced kana as its half-width letter and sound mark; quote marks and stars left as they are:
    they carry the quotation's structure)."""
    forms = wide_forms()
    out: List[str] = []
    for ch in text:
        parts = unicodedata.normalize("NFD", ch)
        keep = ch in charclasses.QUOTE_MARKS or ch == "*" or ch.isspace() or rng.random() >= share
        if not keep and all(p in forms for p in parts):
            out.append("".join(forms[p] for p in parts))
        else:
            out.append(ch)
    return "".join(out)


def _either_side(s: Sentence, text: str, variants: Iterable[str], rng: random.Random) -> Iterator[Case]:
    """Faithful cases of ``text`` and each of its ``variants`` that differs from it, the variant
    on the quotation's side or on the source's, at random (``variants`` drawn lazily: each after
    the side of the one before it, so the draws of ``rng`` keep their order)."""
    for variant in variants:
        if variant == text:
            continue
        if rng.random() < 0.5:
            yield Case(s.lang, text, variant, True, s.origin)
        else:
            yield Case(s.lang, variant, text, True, s.origin)


@case_class("adv_fullwidth_forms", faithful=True)
def fullwidth_forms(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence, with a figure put in it, written partly or wholly in full-width (or half-width)
    forms ("４５．２", "１２％", half-width katakana) verifies against the plain text, on either side."""
    for s in sents:
        spans = words(s.text)
        if len(spans) < 2:
            continue
        a = spans[rng.randrange(1, len(spans))][0]
        figure = rng.choice(["{}.{}", "{}%", "{}.{}%", "{},{}", "{}"]).format(rng.randint(1, 999), rng.randint(0, 99))
        text = s.text[:a] + figure + " " + s.text[a:]
        yield from _either_side(s, text, (_widened(text, rng, share) for share in (1.0, 0.5)), rng)


@lru_cache(maxsize=1)
def style_forms() -> Dict[str, List[str]]:
    """Each text that has a typographic form (a mathematical font, an Arabic contextual shape, a
    ligature, a unit in one square cell) -> its forms, read from the package's table (itself read
    from the Unicode decompositions), longest texts first."""
    out: Dict[str, List[str]] = {}
    for form, plain in sorted(charclasses.STYLE_FORMS.items()):
        if unicodedata.normalize("NFC", form) == form:
            out.setdefault(plain, []).append(form)
    return dict(sorted(out.items(), key=lambda kv: (-len(kv[0]), kv[0])))


def _styled(text: str, rng: random.Random, share: float) -> str:
    """``text`` with a share of its letters, digits and letter groups ("fi", "mg", "لا") written in
    one of their typographic forms; a word keeps one font for its letters, as a styled word does."""
    forms = style_forms()
    longest = max(len(k) for k in forms)
    out: List[str] = []
    k = 0
    font = rng.random()
    while k < len(text):
        if k == 0 or text[k - 1].isspace():
            font = rng.random()  # a new word, a new style
        for n in range(min(longest, len(text) - k), 0, -1):
            piece = text[k : k + n]
            if piece in forms and rng.random() < share:
                choices = forms[piece]
                whole = (k == 0 or not text[k - 1].isalnum()) and (k + n == len(text) or not text[k + n].isalnum())
                if not whole:  # a unit in one square cell is a word of its own ("5 \u338e"), never part of one
                    choices = [c for c in choices if unicodedata.category(c) != "So"]
                if not choices:
                    continue
                out.append(choices[int(font * len(choices))])
                k += n
                break
        else:
            out.append(text[k])
            k += 1
    return "".join(out)


@case_class("adv_typographic_compatibility_forms", faithful=True)
def typographic_compatibility_forms(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence, with a figure and a unit put in it, written partly or wholly in the forms
    Unicode marks as typography (<font>: "𝟓", "𝐛𝐨𝐥𝐝"; Arabic contextual shapes
    <initial> <medial> <final> <isolated>; <square> units "㎎"; <compat> ligatures "ĳ" "ﬁ")
    verifies against the plain text, on either side."""
    for s in sents:
        spans = words(s.text)
        if len(spans) < 2:
            continue
        a = spans[rng.randrange(1, len(spans))][0]
        unit = rng.choice(["mg", "kg", "km", "cm", "mm", "Hz", "kPa", "ml", ""])
        figure = rng.choice(["{}", "{}.{}", "{},{}"]).format(rng.randint(1, 999), rng.randint(0, 99))
        text = s.text[:a] + figure + (" " + unit if unit else "") + " " + s.text[a:]
        yield from _either_side(s, text, (_styled(text, rng, share) for share in (1.0, 0.4)), rng)


#: Decomposition tags whose forms carry content: a superscript or subscript digit is an exponent
#: or an index ("m²", "x₁"), not the digit on the line.
_CONTENT_TAGS = ("<super>", "<sub>")


@lru_cache(maxsize=1)
def raised_digits() -> Dict[str, List[str]]:
    """Each ASCII digit -> its superscript and subscript forms (from the Unicode database)."""
    out: Dict[str, List[str]] = {}
    for cp in range(0x80, 0x20000):
        ch = chr(cp)
        parts = unicodedata.decomposition(ch).split()
        if len(parts) == 2 and parts[0] in _CONTENT_TAGS and chr(int(parts[1], 16)).isdigit():
            out.setdefault(chr(int(parts[1], 16)), []).append(ch)
    return out


@case_class("adv_raised_digit_flattened", faithful=False)
def raised_digit_flattened(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A figure with a superscript or subscript digit in the source ("20 m²", "10³", "CO₂",
    "x₁"), quoted with the digit on the line ("20 m2", "103"), or the other way round, is refused:
    the raised digit is an exponent or an index, and flattened it changes the figure. Also with
    the rest of the sentence in a typographic font (the forgiveness of fonts may not reach it)."""
    raised = raised_digits()
    for s in sents:
        spans = words(s.text)
        if len(spans) < 2:
            continue
        a = spans[rng.randrange(1, len(spans))][0]
        digit = rng.choice(sorted(raised))
        form = rng.choice(raised[digit])
        head = rng.choice(["{} m", "{} km", "10", "{}", "x", "CO"]).format(rng.randint(2, 999))
        tail = " " + s.text[a:]
        source = s.text[:a] + head + form + tail
        flat = s.text[:a] + head + digit + tail
        if rng.random() < 0.3:
            flat = _styled(flat, rng, 0.5)
        if rng.random() < 0.5:
            yield Case(s.lang, source, flat, False, s.origin)
        else:
            yield Case(s.lang, flat, source, False, s.origin)


_SUPERSCRIPT_OF = {str(unicodedata.digit(c)): c for c in sorted(charclasses.SUPERSCRIPT_DIGITS) if c < "\u2080"}
_PLAIN_LETTERS = regex.compile(r"\p{L}[\p{L}\p{M}]{2,}")
_DENSE_LETTERS = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}]{3,}")


def _footnote_mark(n: int, rng: random.Random, after_punctuation: bool) -> str:
    """A footnote or reference mark citing ``n``, in one of the ways sources write them: glued to
    a word, brackets ("[3]", "[3, 5]", "[3\u20135]", Markdown's "[^3]"); after punctuation,
    superscripts too."""
    sup = "".join(_SUPERSCRIPT_OF[d] for d in str(n))
    forms = [f"[{n}]", f"[{n}, {n + 2}]", f"[{n}\u2013{n + 2}]", f"[^{n}]"]
    if after_punctuation:
        forms += [sup, sup + "," + _SUPERSCRIPT_OF["9"]]
    return rng.choice(forms)


def _footnoted(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str, int, int, int]]:
    """(sentence, the sentence with a reference mark after one of its words or after the comma or
    clause mark that follows one, the mark, where the mark stands, a window around it as (start,
    end) of the marked text minus the mark): a word of three letters or more, not a unit symbol
    and not right after a figure."""
    from spacy_quoteverify.text.fold import footnote_marks

    from .numbers import spread

    for s in spread(sents, rng):
        if "\n" in s.text or regex.search(r"[\[\]\p{N}\P{Numeric_Type=None}]", s.text):
            continue  # no figure (a Han numeral too) for a window to cut
        if s.lang in UNSPACED:
            # Han and kana, where each character stands alone (a window cuts no word).
            runs = [m for m in _DENSE_LETTERS.finditer(s.text) if len(m.group()) >= 6]
        else:
            # A whole word, ending before a space or a clause mark ("לצ'ופצ'יק" is one word).
            runs = [
                m for m in _PLAIN_LETTERS.finditer(s.text)
                if m.end() < len(s.text) - 4 and m.start() > 4 and s.text[m.start() - 1].isspace()
                and (s.text[m.end()].isspace() or s.text[m.end()] in ",;:")
            ]
        if not runs:
            continue
        m = rng.choice(runs)
        at = m.end() if s.lang not in UNSPACED else m.start() + rng.randint(3, len(m.group()) - 3)
        punctuated = s.lang not in UNSPACED and s.text[at] in ",;:"
        at += 1 if punctuated else 0
        mark = _footnote_mark(rng.randint(1, 98), rng, punctuated)
        marked = s.text[:at] + mark + s.text[at:]
        if [(a, b) for a, b, _ in footnote_marks(marked)] != [(at, at + len(mark))]:
            continue  # a unit symbol or a short word: the bracket is an index there
        if s.lang in UNSPACED:
            if not (_DENSE_LETTERS.fullmatch(s.text[at - 3 : at]) and _DENSE_LETTERS.fullmatch(s.text[at : at + 3])):
                continue
            lo, hi = at - 3, at + 3
        else:
            ws = words(s.text)
            k = next((n for n, (a, b) in enumerate(ws) if a <= at - 1 < b), None)
            if k is None:
                continue
            lo, hi = ws[max(0, k - 3)][0], ws[min(len(ws) - 1, k + 2)][1]
        yield s, marked, mark, at, lo, hi


@case_class("adv_footnote_mark_left_out", faithful=True)
def footnote_mark_left_out(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A reference mark of the source ("reported[3]", "reported[3, 5]", "reported,\u00b9") left out by
    a quotation of the words around it, in every language: a mark cites, it says nothing."""
    for s, marked, _, _, lo, hi in _footnoted(sents, rng):
        yield Case(s.lang, marked, s.text[lo:hi].strip(), True, s.origin)


@case_class("adv_footnote_mark_kept", faithful=True, component=False)
def footnote_mark_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation that writes the source's reference mark as the source does verifies. (Not
    written into answers: an answer's reader takes a bracketed number for a citation.)"""
    for s, marked, mark, _, lo, hi in _footnoted(sents, rng):
        yield Case(s.lang, marked, marked[lo : hi + len(mark)].strip(), True, s.origin)


@case_class("adv_footnote_mark_changed", faithful=False, component=False)
def footnote_mark_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation that writes a reference mark citing another note than the source's ("[4]" for
    "[3]", "\u00b2" for "\u00b9"): a mark may be left out, never changed."""
    for s, marked, mark, at, lo, hi in _footnoted(sents, rng):
        digits = [k for k, c in enumerate(mark) if c.isdigit() or c in _SUPERSCRIPT_OF.values()]
        k = rng.choice(digits)
        c = mark[k]
        value = unicodedata.digit(c)
        other = str((value + 1) % 10)
        changed = mark[:k] + (other if c in "0123456789" else _SUPERSCRIPT_OF[other]) + mark[k + 1 :]
        yield Case(s.lang, marked, s.text[lo:at] + changed + s.text[at:hi], False, s.origin, ("number_changed", "number_cut"))



@case_class("adv_unit_exponent_dropped", faithful=False)
def unit_exponent_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The exponent of a unit after a figure left out ("25 feet" of "25 feet\u00b2", "5 km" of
    "5 km\u00b2"), and of a unit symbol without a figure ("km" of "km\u00b2"), over the CLDR's unit
    symbols and names: an exponent is never a footnote mark."""
    from spacy_quoteverify.lang.lexicons import unit_symbols

    units = sorted(u for u in unit_symbols() if u.isalpha())
    for s in sents:
        if not _spaced(s) or "\n" in s.text:
            continue
        ws = words(s.text)
        if len(ws) < 5:
            continue
        k = rng.randrange(2, len(ws) - 1)
        unit = rng.choice(units)
        exp = rng.choice(["\u00b2", "\u00b3"])
        figure = f"{rng.randint(2, 999)} " if rng.random() < 0.7 or len(unit) > 4 else ""
        at = ws[k][0]
        source = s.text[:at] + figure + unit + exp + " " + s.text[at:]
        lo = ws[k - 2][0]
        yield Case(s.lang, source, (s.text[lo:at] + figure + unit + " " + s.text[at : ws[k][1]]).strip(), False, s.origin)


# --------------------------------------------------------------------------
# Unspaced scripts: spaces around numbers, bold marks glued to letters

_UNSPACED_LETTER = regex.compile(
    r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}]"
)


def _letter_gaps(text: str) -> List[int]:
    """Positions between two letters of an unspaced script that are not numerals."""
    out = []
    for k in range(1, len(text)):
        a, b = text[k - 1], text[k]
        if _UNSPACED_LETTER.match(a) and _UNSPACED_LETTER.match(b) and not _numeral(a) and not _numeral(b):
            if unicodedata.category(b)[0] != "M":
                out.append(k)
    return out


def _numeral(ch: str) -> bool:
    return bool(regex.match(r"\P{Numeric_Type=None}", ch))


@case_class("adv_cjk_space_before_number", faithful=True)
def cjk_space_before_number(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """In Chinese, Japanese, Thai... text, a figure glued to the letters in the source and written with
    a space before and/or after it in the quotation (or the other way round) verifies."""
    for s in sents:
        gaps = _letter_gaps(s.text)
        if not gaps:
            continue
        for _ in range(3):
            at = rng.choice(gaps)
            figure = rng.choice(["{}%", "{}.{}%", "{}", "{},{}"]).format(rng.randint(1, 999), rng.randint(0, 9))
            glued = s.text[:at] + figure + s.text[at:]
            left, right = rng.choice([(" ", ""), ("", " "), (" ", " ")])
            spaced = s.text[:at] + left + figure + right + s.text[at:]
            if rng.random() < 0.7:
                yield Case(s.lang, glued, spaced, True, s.origin)
            else:
                yield Case(s.lang, spaced, glued, True, s.origin)


@case_class("adv_bold_glued_unspaced", faithful=True)
def bold_glued_unspaced(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Bold marks glued to Thai or CJK letters are bold, also with a space the quotation adds before
    them: "พิมพ์ **หรือ**อัปโหลด" verifies in "พิมพ์ หรืออัปโหลด"."""
    for s in sents:
        gaps = _letter_gaps(s.text) + [m.start() for m in regex.finditer(r"(?<=\s)\S", s.text)]
        gaps = sorted(g for g in set(gaps) if g > 0)
        if len(gaps) < 2:
            continue
        for _ in range(3):
            a, b = sorted(rng.sample(gaps, 2))
            if not s.text[a:b].strip() or s.text[b - 1].isspace():
                continue
            space = " " if rng.random() < 0.5 and not s.text[a - 1].isspace() else ""
            quote = s.text[:a] + space + "**" + s.text[a:b] + "**" + s.text[b:]
            yield Case(s.lang, s.text, quote, True, s.origin)


# --------------------------------------------------------------------------
# What a quotation may not leave out: a number before "1.", the letters before a joiner,
# the digits before bold


@case_class("adv_ordinal_not_list_marker", faithful=False)
def ordinal_not_list_marker(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation opening with "1." where the source writes another ordinal ("4. Quartal",
    "21. Mai") is refused: "1." alone is not a list marker."""
    for s in sents:
        if not _spaced(s):
            continue
        spans = words(s.text)
        if len(spans) < 4:
            continue
        for _ in range(2):
            i = rng.randrange(1, len(spans) - 2)
            number = rng.choice([rng.randint(2, 9), rng.choice([11, 21, 31, 41, 101])])
            a = spans[i][0]
            source = s.text[:a] + f"{number}. " + s.text[a:]
            quote = "1. " + s.text[a:]
            yield Case(s.lang, source, quote, False, s.origin,
                       reasons=("number_cut", "number_changed", "not_found"))


@case_class("adv_middle_dot_word_cut", faithful=False)
def middle_dot_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A character that joins two letters into one word (the Catalan "l\u00b7l", the hyphenation
    point...) is inside the word: a quotation starting or ending at it cuts the word."""
    joiners = word_joiners()
    k = 0
    for s in sents:
        if not _spaced(s):
            continue
        spots = [p for p in _inside_word_positions(s.text) if 0 < p < len(s.text)]
        if not spots:
            continue
        for _ in range(2):
            at = rng.choice(spots)
            joiner = joiners[k % len(joiners)]
            k += 1
            source = s.text[:at] + joiner + s.text[at:]
            if rng.random() < 0.5:
                quote = s.text[at:]
            else:
                quote = s.text[:at]
            if len(quote.split()) < 3 and len(quote) < 12:
                continue  # too short to be read as a quotation in an answer
            yield Case(s.lang, source, quote, False, s.origin, reasons=("word_cut",))


@case_class("adv_bold_inside_number", faithful=False)
def bold_inside_number(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Bold that starts or ends inside a number ("rose 2**5% in May**") does not split it: a
    quotation taking the digits on one side only is refused."""
    for s in sents:
        if not _spaced(s):
            continue
        spans = words(s.text)
        if len(spans) < 4:
            continue
        i = rng.randrange(1, len(spans) - 2)
        a = spans[i][0]
        digits = str(rng.randint(10, 9999))
        cut = rng.randrange(1, len(digits))
        unit = rng.choice(["%", "", " mg", ".5"])
        head, tail = s.text[:a], s.text[a:]
        # Bold opening inside the number, closing at the end of the sentence.
        source = f"{head}{digits[:cut]}**{digits[cut:]}{unit} {tail}**"
        quote = f"{digits[cut:]}{unit} {tail}"
        yield Case(s.lang, source, quote, False, s.origin, reasons=("number_cut",))
        # Bold opening at the start of the sentence, closing inside the number.
        source = f"**{head}{digits[:cut]}**{digits[cut:]}{unit} {tail}"
        quote = f"{head}{digits[:cut]}"
        if len(quote.split()) >= 3:
            yield Case(s.lang, source, quote, False, s.origin, reasons=("number_cut",))


def _vietnamese_syllables(rng: random.Random) -> Iterator[Tuple[str, str, str]]:
    """(older style, newer style, another tone): an open syllable of "oa", "oe" or "uy" after each
    consonant of Vietnamese's CLDR exemplar letters, with each tone mark on its first vowel (the
    older style, "hòa") and on its second (the newer, "hoà"), and with a different tone."""
    from spacy_quoteverify.lang.lexicons import exemplar_letters

    letters = exemplar_letters("vi")
    vowels = set("aăâeêioôơuưy")
    onsets = sorted(c for c in (letters[0] if letters else ()) if len(c) == 1 and c.isalpha() and unicodedata.normalize("NFD", c)[0] not in vowels and c != "q")
    tones = "\u0300\u0301\u0303\u0309\u0323"
    for onset in onsets:
        for first, second in (("o", "a"), ("o", "e"), ("u", "y")):
            for n, tone in enumerate(tones):
                other = tones[(n + 1 + rng.randrange(len(tones) - 1)) % len(tones)]
                nfc = lambda t: unicodedata.normalize("NFC", t)  # noqa: E731
                yield onset + nfc(first + tone) + second, onset + first + nfc(second + tone), onset + first + nfc(second + other)


def _vietnamese_placed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str, str, str]]:
    """(sentence, text before, older, newer, another tone, text after): each syllable of
    :func:`_vietnamese_syllables` put between two words of a real Vietnamese sentence."""
    vi = [s for s in sents if s.lang == "vi" and len(words(s.text)) >= 3]
    if not vi:
        return
    for n, (old, new, other) in enumerate(_vietnamese_syllables(rng)):
        s = vi[n % len(vi)]
        spans = words(s.text)
        a = spans[rng.randrange(1, len(spans))][0]
        yield s, s.text[:a], old, new, other, s.text[a:]


@case_class("adv_vietnamese_tone_style", faithful=True)
def vietnamese_tone_style(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Vietnamese syllable of "oa", "oe" or "uy" with its tone mark on the first vowel in one
    text and on the second in the other ("hòa bình" and "hoà bình", "thủy" and "thuỷ"): the
    older and newer styles write one word, and the quotation verifies, either way round."""
    for n, (s, before, old, new, _other, after) in enumerate(_vietnamese_placed(sents, rng)):
        a, b = (old, new) if n % 2 else (new, old)
        yield Case("vi", f"{before}{a} {after}", f"{before}{b} {after}", True, f"{s.origin} {a}/{b}")


@case_class("adv_vietnamese_tone_changed", faithful=False)
def vietnamese_tone_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the syllable written with another tone in the quotation, in either style, is
    another word: refused (not_found)."""
    for n, (s, before, old, new, other, after) in enumerate(_vietnamese_placed(sents, rng)):
        written = old if n % 2 else new
        yield Case("vi", f"{before}{written} {after}", f"{before}{other} {after}", False, f"{s.origin} {written}/{other}", ("not_found",))
