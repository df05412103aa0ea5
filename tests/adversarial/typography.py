"""Classes of typography a quotation may take where the source takes another: Markdown's emphasis
and links around the source's words, and the space French (and others) set before a colon, a
semicolon, a question or exclamation mark and inside angle quotes. And their content-changing
counterparts: a star between two digits is a product, and forgiven spacing never hides a word
changed.
"""
from __future__ import annotations

import json
import random
import unicodedata
from typing import Callable, Dict, Iterable, Iterator, List, Optional, Sequence

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons

from . import ROOT, UNSPACED, Case, Sentence, by_lang, case_class, negated_before, words

#: The marks set off with a space, and the spaces they are set off with (none, a word space, a
#: no-break space, a narrow no-break space).
_MARKS = (":", ";", "?", "!")
_SPACES = ("", " ", "\u00a0", "\u202f")
_PLAIN_WORD = regex.compile(r"^\p{L}[\p{L}\p{M}]*$")


def _spaced(s: Sentence) -> bool:
    return s.lang not in UNSPACED and not regex.search(r"[*_\[\]`\\]", s.text)


def _emphasised(text: str, rng: random.Random) -> str:
    """``text`` with one to three runs of its words (apart from each other) in Markdown emphasis or a link."""
    spans = words(text)
    used: List[int] = []
    runs = []
    for _ in range(rng.randint(1, 3)):
        k = rng.randrange(len(spans))
        n = rng.randint(1, min(3, len(spans) - k))
        if any(k - 1 <= u <= k + n for u in used):
            continue
        used += range(k, k + n)
        runs.append((spans[k][0], spans[k + n - 1][1]))
    out = text
    for a, b in sorted(runs, reverse=True):
        core = regex.match(r"^(\w.*?[^\s\p{P}])([\s\p{P}]*)$", out[a:b])
        if core is None or not core.group(1):
            continue
        body, trail = core.group(1), core.group(2)
        kinds = ["*{}*", "**{}**", "`{}`", "[{}](https://example.org/{})"]
        if _PLAIN_WORD.match(body[0]) and _PLAIN_WORD.match(body[-1]):
            kinds.append("_{}_")
        form = rng.choice(kinds)
        marked = form.format(body, rng.randint(1, 999)) if form.startswith("[") else form.format(body)
        out = out[:a] + marked + trail + out[b:]
    return out


@case_class("adv_markdown_emphasis_faithful", faithful=True)
def markdown_emphasis_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence quoted with Markdown emphasis or a link around some of its words ("*reduced*",
    "_reduced_", "**reduced**", "`reduced`", "[reduced](https://...)") verifies, and the other way round."""
    for s in sents:
        if not _spaced(s) or len(words(s.text)) < 3:
            continue
        marked = _emphasised(s.text, rng)
        if marked == s.text:
            continue
        if rng.random() < 0.8:
            yield Case(s.lang, s.text, marked, True, s.origin)
        else:
            yield Case(s.lang, marked, s.text, True, s.origin)


@case_class("adv_star_between_digits_product", faithful=False)
def star_between_digits_product(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A star between two digits is a product or a footnote mark, not emphasis: "5*2" (and "*5*2*",
    "5*2*") quoted as "52", or "52" quoted as "5*2", is refused."""
    for s in sents:
        if not _spaced(s):
            continue
        spans = words(s.text)
        if len(spans) < 2:
            continue
        a = spans[rng.randrange(1, len(spans))][0]
        x, y = rng.randint(1, 99), rng.randint(1, 99)
        starred = rng.choice(["{}*{}", "*{}*{}*", "{}*{}*", "{} * {}"]).format(x, y)
        with_star = s.text[:a] + starred + " " + s.text[a:]
        glued = s.text[:a] + f"{x}{y} " + s.text[a:]
        if rng.random() < 0.5:
            yield Case(s.lang, with_star, glued, False, s.origin)
        else:
            yield Case(s.lang, glued, with_star, False, s.origin)


def _respaced(text: str, rng: random.Random) -> str:
    """``text`` with the space before each of its clause marks, and inside its angle quotes,
    written another way (none, a word space, a no-break or a narrow no-break space)."""
    out = regex.sub(
        r"(?<=[\p{L}\p{M}»)])[ \u00a0\u202f]*([:;?!])",
        lambda m: rng.choice(_SPACES) + m.group(1),
        text,
    )
    # Inside angle quotes set off from the words outside them ("dit « oui » hier", not "que«oui»").
    out = regex.sub(r"(?<![\p{L}\p{N}])«[ \u00a0\u202f]*", lambda m: "«" + rng.choice(_SPACES), out)
    return regex.sub(r"[ \u00a0\u202f]*»(?![\p{L}\p{N}])", lambda m: rng.choice(_SPACES) + "»", out)


def _with_marks(s: Sentence, rng: random.Random) -> str:
    """The sentence with a colon or semicolon after one of its words and a quoted word in angle
    quotes, unless it has such marks already."""
    if regex.search(r"\p{L}\s*[:;?!]", s.text):
        return s.text
    spans = words(s.text)
    k = rng.randrange(1, len(spans) - 1)
    a, b = spans[k]
    if not _PLAIN_WORD.match(s.text[a:b]):
        return s.text
    mark = rng.choice([":", ";"])
    return s.text[:a] + "« " + s.text[a:b] + " »" + rng.choice(_SPACES) + mark + s.text[b:]


@case_class("adv_clause_mark_spacing_faithful", faithful=True)
def clause_mark_spacing_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence with a colon, semicolon, question or exclamation mark or angle quotes, quoted
    with another space before the mark or inside the quotes (French "dit\u202f: «\u00a0oui\u00a0»"
    and English "dit: «oui»"), verifies."""
    for s in sents:
        if not _spaced(s) or len(words(s.text)) < 3:
            continue
        text = _with_marks(s, rng)
        variant = _respaced(text, rng)
        if variant == text:
            continue
        yield Case(s.lang, text, variant, True, s.origin)


@case_class("adv_clause_mark_spacing_word_changed", faithful=False)
def clause_mark_spacing_word_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same respacing with one word next to a clause mark replaced by another word of the
    sentence is refused: the forgiven space hides no change of a word."""
    for s in sents:
        if not _spaced(s) or len(words(s.text)) < 4:
            continue
        text = _with_marks(s, rng)
        variant = _respaced(text, rng)
        before_marks: List[regex.Match] = list(regex.finditer(r"(\p{L}[\p{L}\p{M}]*)(?=[«» \u00a0\u202f]*[:;?!])", variant))
        others = sorted({w for w in regex.findall(r"\p{L}[\p{L}\p{M}]{2,}", s.text)})
        if not before_marks or len(others) < 2:
            continue
        m = rng.choice(before_marks)
        word = m.group(1)
        replacement = rng.choice([w for w in others if w.casefold() != word.casefold()])
        yield Case(s.lang, text, variant[: m.start(1)] + replacement + variant[m.end(1) :], False, s.origin)


# --------------------------------------------------------------------------
# Abbreviations that introduce the next word ("A vs. B") end no sentence


def _leading_abbreviations() -> Dict[str, List[str]]:
    """The abbreviations of ``data/abbreviations.json`` that introduce the word after them, by language."""
    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "abbreviations.json").read_text(encoding="utf8"))
    return {lang: list(words) for lang, words in sorted(data["before_a_word"].items())}


def _name_from(text: str, rng: random.Random, lang: str) -> Optional[str]:
    """A word of the sentence written with a capital (a name to put after an abbreviation): no
    negation, and no phrase of the language's lexicon (a hedge, "Potrebbe", left out would be refused)."""
    phrases = lexicons.negation_lexicon(lang).phrase_patterns if lang in lexicons.available_languages("negations") else ()
    found = [
        w for w in regex.findall(r"\p{L}{4,}", text)
        if not lexicons.is_negation_word(w) and not any(p.search(lexicons.word_key(w)) for p in phrases)
    ]
    return rng.choice(found).capitalize() if found else None


@case_class("adv_abbreviation_before_capital_faithful", faithful=True)
def abbreviation_before_capital_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence with "A vs. B" (or "cf. Smith", "e.g. Paris", "vgl. Müller" in its language)
    put in it, quoted with an elision right after the abbreviation that leaves out the capitalised
    word: the full stop of the abbreviation is no sentence end, so the elision crosses none."""
    table = _leading_abbreviations()
    for s in sents:
        if s.lang not in table or not _spaced(s):
            continue
        spans = words(s.text)
        if len(spans) < 4:
            continue
        a = spans[rng.randrange(1, len(spans) - 1)][0]
        name = _name_from(s.text, rng, s.lang)
        if name is None or negated_before(s.text[:a].split(), s.lang):
            continue
        abbr = rng.choice(table[s.lang])
        abbr = abbr[0].upper() + abbr[1:] if rng.random() < 0.2 else abbr
        source = f"{s.text[:a]}{abbr} {name} {s.text[a:]}"
        quote = f"{s.text[:a]}{abbr} {rng.choice(['…', '...', '[…]'])} {s.text[a:]}"
        yield Case(s.lang, source, quote, True, s.origin)


@case_class("adv_sentence_end_after_abbreviation_crossed", faithful=False)
def sentence_end_after_abbreviation_crossed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence ending in "etc." (an abbreviation that may end a sentence) before another real
    sentence, quoted with an elision from the first into the middle of the second: the full stop
    ends a sentence, and the piece after the elision does not start one."""
    groups = by_lang([s for s in sents if _spaced(s)])
    for lang, group in groups.items():
        if lang not in _leading_abbreviations():
            continue
        for s in group:
            other = rng.choice(group)
            head, tail = words(s.text), words(other.text)
            if other is s or len(head) < 3 or len(tail) < 4 or not other.text[:1].isupper():
                continue
            first = s.text.rstrip(".!?;: ")
            source = f"{first} etc. {other.text}"
            b = tail[rng.randrange(1, len(tail) - 2)][0]
            if negated_before(other.text[:b].split(), lang) or regex.search(r"\d\S*\s*$", other.text[:b]):
                continue  # right after a negation or a figure the piece is refused for that first
            opening = s.text[: head[1][1]]
            if opening.casefold() in other.text.casefold():
                continue  # the quotation would be read in the second sentence alone
            quote = f"{opening} … {other.text[b:]}"
            yield Case(lang, source, quote, False, s.origin, ("crosses_sentence", "negation_elided", "language_not_covered"))


# --------------------------------------------------------------------------
# Spellings a script's conventions let a writer choose: Greek capitals without accents, Arabic
# with or without its vowel signs, Turkish capitals without the dotted capital I


_DIALYTIKA = "\u0308"
_ACUTE = "\u0301"
_GREEK_LETTER = regex.compile(r"\p{Greek}")
_ARABIC_LETTER = regex.compile(r"[\p{Arabic}&&\p{L}]", flags=regex.V1)


def _window(s: Sentence, rng: random.Random) -> Optional[int]:
    """Where a quotation of the sentence starts: at its start, or at a word of it with two or
    more words after it (None: right after a negation, where the window would be refused for it)."""
    spans = words(s.text)
    a = spans[rng.randrange(max(1, len(spans) - 2))][0] if rng.random() < 0.5 and len(spans) > 3 else 0
    return None if negated_before(s.text[:a].split(), s.lang) else a


def _greek_capitals(text: str) -> str:
    """``text`` in capitals as Greek writes them: the accents and breathings left off, the
    dialytika kept, and written on an iota or upsilon after a vowel that loses its accent
    ("\u03c1\u03bf\u03bb\u03cc\u03b9" -> "\u03a1\u039f\u039b\u039f\u03aa")."""
    out: List[str] = []
    accented = False  # the letter before was a vowel that carried an accent
    for cluster in regex.findall(r"\X", unicodedata.normalize("NFD", text)):
        base, marks = cluster[0], cluster[1:]
        if not _GREEK_LETTER.match(base):
            out.append(cluster.upper())
            accented = False
            continue
        kept = _DIALYTIKA if _DIALYTIKA in marks or (accented and base in "\u03b9\u03c5" and not marks) else ""
        out.append(base.upper() + kept)
        accented = _ACUTE in marks and _DIALYTIKA not in marks
    return unicodedata.normalize("NFC", "".join(out))


def _heading(text: str) -> str:
    """``text`` with each word's first letter a capital (accents kept: a Greek heading in small
    letters writes "\u0388\u03bb\u03b1\u03b2\u03b1\u03bd")."""
    return regex.sub(r"(?<![\p{L}\p{M}])\p{L}", lambda m: m.group().upper(), text)


def _greek(sents: Sequence[Sentence]) -> List[Sentence]:
    return [s for s in sents if s.lang == "el" and len(words(s.text)) >= 3]


@case_class("adv_greek_capitals_faithful", faithful=True)
def greek_capitals_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Greek sentence written in capitals, which leave the accents off ("\u039f\u0399
    \u0391\u03a3\u0398\u0395\u039d\u0395\u0399\u03a3" for "\u039f\u03b9 \u03b1\u03c3\u03b8\u03b5\u03bd\u03b5\u03af\u03c2"),
    quoted in small letters or as a heading, whole or a window of its words, verifies; and the
    sentence quoted in capitals."""
    for _ in range(4):
        for s in _greek(sents):
            a = _window(s, rng)
            if a is None:
                continue
            capitals = _greek_capitals(s.text)
            draw = rng.random()
            if draw < 0.4:
                yield Case(s.lang, capitals, s.text[a:], True, s.origin)
            elif draw < 0.7:
                yield Case(s.lang, s.text, _greek_capitals(s.text[a:]), True, s.origin)
            else:
                yield Case(s.lang, capitals, _heading(s.text[a:]), True, s.origin)


def _letter_swapped(text: str, rng: random.Random, letter: "regex.Pattern[str]", same: Callable[[str, str], bool]) -> Optional[str]:
    """``text`` with one letter (of a word of three letters or more) written as another letter of
    the text that ``same`` does not read as it (None: no such pair)."""
    places = [m.start() for m in regex.finditer(r"(?<=\p{L}\p{M}*)\p{L}|\p{L}(?=\p{M}*\p{L}\p{M}*\p{L})", text) if letter.match(text[m.start()])]
    others = sorted({c for c in text if letter.match(c)})
    rng.shuffle(places)
    for k in places[:8]:
        choices = [c for c in others if not same(c, text[k])]
        if choices:
            return text[:k] + rng.choice(choices) + text[k + 1 :]
    return None


def _greek_same(a: str, b: str) -> bool:
    return unicodedata.normalize("NFD", a.casefold())[0] == unicodedata.normalize("NFD", b.casefold())[0]


def _accent_moved(text: str, rng: random.Random) -> Optional[str]:
    """``text`` with the accent of one of its words in small letters moved to another vowel of it
    ("\u03c0\u03cc\u03c4\u03b5" -> "\u03c0\u03bf\u03c4\u03ad")."""
    found = [m for m in regex.finditer(r"\p{Ll}+", unicodedata.normalize("NFD", text)) if m.group().count(_ACUTE) == 1]
    rng.shuffle(found)
    nfd = unicodedata.normalize("NFD", text)
    for m in found:
        word = m.group()
        vowels = [k for k, c in enumerate(word) if c in "\u03b1\u03b5\u03b7\u03b9\u03bf\u03c5\u03c9" and word[k + 1 : k + 2] != _ACUTE]
        if not vowels:
            continue
        k = rng.choice(vowels)
        moved = word.replace(_ACUTE, "")
        k -= word[:k].count(_ACUTE)
        moved = moved[: k + 1] + _ACUTE + moved[k + 1 :]
        return unicodedata.normalize("NFC", nfd[: m.start()] + moved + nfd[m.end() :])
    return None


@case_class("adv_greek_capitals_letter_changed", faithful=False)
def greek_capitals_letter_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Greek sentence in capitals quoted in small letters with one letter written as another, or
    quoted in small letters with the accent of a word moved to another vowel
    ("\u03c0\u03bf\u03c4\u03ad" for "\u03c0\u03cc\u03c4\u03b5": another word), is refused: capitals
    forgive the accents they leave off, nothing else."""
    for _ in range(4):
        for s in _greek(sents):
            a = _window(s, rng) or 0
            if rng.random() < 0.5:
                changed = _letter_swapped(s.text[a:], rng, _GREEK_LETTER, _greek_same)
                if changed is not None:
                    yield Case(s.lang, _greek_capitals(s.text), changed, False, s.origin)
            else:
                moved = _accent_moved(s.text[a:], rng)
                if moved is not None:
                    yield Case(s.lang, s.text, moved, False, s.origin)


def _arabic(sents: Sequence[Sentence]) -> List[Sentence]:
    return [s for s in sents if s.lang in {"ar", "fa", "ur"} and len(words(s.text)) >= 3 and _ARABIC_LETTER.search(s.text)]


def _vowelled(text: str, rng: random.Random) -> str:
    """``text`` with vowel signs (short vowels, tanwin, shadda, sukun) written on some of its Arabic letters."""
    signs = [c for c in sorted(charclasses.ARABIC_VOWEL_SIGNS) if not regex.search(r"SMALL|OPEN", unicodedata.name(c))]
    shadda = [c for c in signs if unicodedata.combining(c) == 33]
    vowels = [c for c in signs if c not in shadda]

    def marked(m: "regex.Match[str]") -> str:
        if rng.random() >= 0.6:
            return m.group()
        return m.group() + (rng.choice(shadda) if rng.random() < 0.15 else "") + rng.choice(vowels)

    return _ARABIC_LETTER.sub(marked, text)


def _alef_respelled(text: str, rng: random.Random) -> str:
    """``text`` with the hamza or madda left off its alefs, or put on (or the wasla) some plain ones at a word's start."""
    forms = sorted(charclasses.ALEF_FORMS)
    bare = "".join(charclasses.ALEF if c in charclasses.ALEF_FORMS else c for c in text)
    if bare != text and rng.random() < 0.5:
        return bare
    return regex.sub(
        rf"(?<![\p{{L}}\p{{M}}]){charclasses.ALEF}", lambda m: rng.choice(forms) if rng.random() < 0.7 else m.group(), text
    )


def _word_ends_respelled(text: str) -> Optional[str]:
    """``text`` with each word-final letter of a pair of ``WORD_END_VARIANTS`` that it never
    writes the other of at a word's end written as that other letter (None: no such pair)."""
    out = text
    for pair in charclasses.WORD_END_VARIANTS:
        ends = set(regex.findall(r"(\p{L})(?![\p{L}\p{M}])", text))
        if len(ends & pair) == 1:
            (one,) = ends & pair
            (other,) = pair - {one}
            out = regex.sub(rf"{one}(?![\p{{L}}\p{{M}}])", other, out)
    return None if out == text else out


@case_class("adv_arabic_spelling_faithful", faithful=True)
def arabic_spelling_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An Arabic-script sentence quoted with vowel signs (harakat: short vowels, tanwin, shadda,
    sukun) its source leaves out, or the other way round; with the hamza or madda left off an
    alef or put on a plain one; or, where the source never ends a word with one of a pair, with
    alef maqsura for a final yeh or teh marbuta for a final heh or the other way round:
    verifies (every spelling is one writers choose)."""
    for _ in range(4):
        for s in _arabic(sents):
            a = _window(s, rng)
            if a is None:
                continue
            draw = rng.random()
            if draw < 0.5:
                yield from _either_side(s, s.text[a:], [_vowelled(s.text[a:], rng)], rng, s.text)
            elif draw < 0.8:
                yield from _either_side(s, s.text[a:], [_alef_respelled(s.text[a:], rng)], rng, s.text)
            else:
                other = _word_ends_respelled(s.text)
                if other is not None:
                    # The source is the text that does not tell the pair apart.
                    yield Case(s.lang, other, _vowelled(s.text[a:], rng) if rng.random() < 0.3 else s.text[a:], True, s.origin)


def _either_side(s: Sentence, quoted: str, variants: Iterable[str], rng: random.Random, whole: str) -> Iterator[Case]:
    """Faithful cases of ``quoted`` (a window of the sentence ``whole``) and each of its
    ``variants``: the variant quoted from the sentence, or the sentence written as the variant
    (the variant in its place) with the window quoted as it is."""
    for variant in variants:
        if variant == quoted:
            continue
        if rng.random() < 0.5:
            yield Case(s.lang, whole, variant, True, s.origin)
        else:
            yield Case(s.lang, whole[: len(whole) - len(quoted)] + variant, quoted, True, s.origin)


def _arabic_same(a: str, b: str) -> bool:
    from spacy_quoteverify.text.fold import loose_view

    return loose_view(a)[0] == loose_view(b)[0]


@case_class("adv_arabic_letter_changed", faithful=False)
def arabic_letter_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An Arabic-script sentence quoted with vowel signs, or with the hamza left off its alefs, and
    one letter written as another letter of the sentence (a consonant changed) is refused."""
    for _ in range(4):
        for s in _arabic(sents):
            a = _window(s, rng) or 0
            changed = _letter_swapped(s.text[a:], rng, _ARABIC_LETTER, _arabic_same)
            if changed is None:
                continue
            quote = _vowelled(changed, rng) if rng.random() < 0.6 else _alef_respelled(changed, rng)
            yield Case(s.lang, s.text, quote, False, s.origin)


#: Languages written in a Turkic Latin alphabet ("\u0131" and "i", "I" and "\u0130").
_TURKIC = frozenset({"tr", "az"})


def _plain_capitals(text: str) -> str:
    """``text`` in capitals as a keyboard without the dotted capital writes them: "I" for both "i" and "\u0131"."""
    return text.upper().replace("\u0130", "I")


def _turkic_sentences(sents: Sequence[Sentence]) -> List[Sentence]:
    return [s for s in sents if s.lang in _TURKIC and len(words(s.text)) >= 3 and regex.search("[i\u0131\u0130]", s.text)]


@case_class("adv_turkic_plain_capitals_faithful", faithful=True)
def turkic_plain_capitals_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Turkish or Azerbaijani sentence written in capitals without the dotted capital
    ("ISTANBUL'DA", "I" for both "i" and "\u0131"), quoted as it is written in small letters
    ("\u0130stanbul'da", "\u0131"), whole or a window of its words, or as a heading, verifies."""
    for _ in range(4):
        for s in _turkic_sentences(sents):
            a = _window(s, rng)
            if a is None:
                continue
            quote = s.text[a:]
            if rng.random() < 0.3:
                quote = regex.sub(r"(?<![\p{L}\p{M}'\u2019])i", "\u0130", quote)
                quote = _heading(quote)
            yield Case(s.lang, _plain_capitals(s.text), quote, True, s.origin)


@case_class("adv_turkic_plain_capitals_letter_changed", faithful=False)
def turkic_plain_capitals_letter_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same capitals quoted in small letters with one letter other than an i written as another
    letter of the sentence is refused: the capital I stands for either i, nothing else is forgiven."""
    letter = regex.compile(r"[\p{L}--[iI\u0131\u0130]]", flags=regex.V1)
    for _ in range(4):
        for s in _turkic_sentences(sents):
            a = _window(s, rng) or 0
            changed = _letter_swapped(s.text[a:], rng, letter, lambda x, y: x.casefold() == y.casefold())
            if changed is not None:
                yield Case(s.lang, _plain_capitals(s.text), changed, False, s.origin)


def _vowel_changed(text: str, rng: random.Random) -> Optional[str]:
    """``text`` (vowelled) with one vowel sign written as another (a short vowel, tanwin or sukun
    for another: "\u0643\u064e\u062a\u064e\u0628\u064e" he wrote, "\u0643\u064f\u062a\u0650\u0628\u064e" it was written);
    None when it writes none."""
    signs = [c for c in sorted(charclasses.ARABIC_VOWEL_SIGNS) if not regex.search(r"SMALL|OPEN", unicodedata.name(c))]
    vowels = [c for c in signs if unicodedata.combining(c) != 33]
    places = [k for k, c in enumerate(text) if c in vowels]
    if not places:
        return None
    k = rng.choice(places)
    return text[:k] + rng.choice([c for c in vowels if c != text[k]]) + text[k + 1 :]


@case_class("adv_arabic_vowel_changed", faithful=False)
def arabic_vowel_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """An Arabic-script sentence written with vowel signs, quoted with one of them written as
    another vowel sign on the same letter (the active "\u0643\u064e\u062a\u064e\u0628\u064e" for the passive
    "\u0643\u064f\u062a\u0650\u0628\u064e", a case ending changed), is refused: the loose reading forgives vowel
    signs one side leaves out, not a vowel both sides write and write differently."""
    for _ in range(4):
        for s in _arabic(sents):
            a = _window(s, rng) or 0
            window = _vowelled(s.text[a:], rng)
            changed = _vowel_changed(window, rng)
            if changed is None:
                continue
            source = _vowelled(s.text[:a], rng) + window
            yield Case(s.lang, source, changed, False, s.origin)


def _dotted_capitals(text: str) -> str:
    """``text`` with its dotted capitals written as a keyboard without them writes them ("Istanbul")."""
    return text.replace("\u0130", "I")


@case_class("adv_turkic_quoted_plain_capitals_faithful", faithful=True)
def turkic_quoted_plain_capitals_faithful(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Turkish or Azerbaijani sentence quoted with its dotted capitals written "I" ("Istanbul"
    for "\u0130stanbul", as text in other languages names the city), whole or a window of its
    words, verifies: a quotation that writes no dotted capital was typed without one. (A heading
    that writes "Için" for the source's "için" is refused: ambiguous with "\u0131\u00e7in".)"""
    for _ in range(4):
        for s in _turkic_sentences(sents):
            a = _window(s, rng)
            if a is None:
                continue
            source = s.text
            if rng.random() < 0.6:  # the source as a heading: "Devam Etmek \u0130\u00e7in"
                source = _heading(regex.sub(r"(?<![\p{L}\p{M}'\u2019])i", "\u0130", source))
            quote = _dotted_capitals(source[a:])
            if quote != source[a:]:
                yield Case(s.lang, source, quote, True, s.origin)


@case_class("adv_turkic_quoted_plain_capitals_letter_changed", faithful=False)
def turkic_quoted_plain_capitals_letter_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same quotation in capitals with one letter other than an i written as another letter of
    the sentence is refused."""
    letter = regex.compile(r"[\p{L}--[iI\u0131\u0130]]", flags=regex.V1)
    for _ in range(4):
        for s in _turkic_sentences(sents):
            a = _window(s, rng) or 0
            changed = _letter_swapped(s.text[a:], rng, letter, lambda x, y: x.casefold() == y.casefold())
            if changed is not None:
                yield Case(s.lang, s.text, _plain_capitals(changed), False, s.origin)


@case_class("adv_turkic_capitals_dotted_letter_changed", faithful=False)
def turkic_capitals_dotted_letter_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Turkish or Azerbaijani sentence written in capitals the Turkic way ("\u0130" for "i", "I"
    for "\u0131"), quoted in small letters with one "\u0131" written "i" or the other way round,
    is refused: a source that writes "\u0130" tells the two apart, its "I" is "\u0131" alone
    ("S\u0130N\u0130R" nerve, "SINIR" border)."""
    for _ in range(4):
        for s in _turkic_sentences(sents):
            a = _window(s, rng) or 0
            window = s.text[a:]
            places = [k for k, ch in enumerate(window) if ch in "i\u0131"]
            if not places or "i" not in s.text:
                continue
            k = rng.choice(places)
            quote = window[:k] + ("\u0131" if window[k] == "i" else "i") + window[k + 1 :]
            source = s.text.replace("i", "\u0130").replace("\u0131", "I").upper()
            yield Case(s.lang, source, quote, False, s.origin, ("not_found", "negation_changed"))
