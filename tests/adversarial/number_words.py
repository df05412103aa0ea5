"""Figures written with words in scripts without spaces, cut where two of their words meet.

Thai, Lao, Khmer and Myanmar write a number as number words glued together (Thai สามสิบ is 30,
Khmer ប្រាំបី is 8) or a digit glued to one (3สิบ); a quotation ending after the first word keeps
another number. Chinese and Japanese write a decimal point, a fraction, a share and an
approximation with words (五点五 5.5, 三分之一 1/3, 三成 30 %, 八折 80 %, 三百余 300-odd). The words
come from the package's data: the number files of every language written in an unspaced script
(``data/numbers``) and the Han figure words of ``data/number_units.json``; every entry is cut off
in turn. The corpus holds Thai, Chinese and Japanese sentences and none of Lao, Khmer or Myanmar:
figures of those scripts go into the Thai sentences (the rule reads the figure, not its context).
"""
from __future__ import annotations

import random
import unicodedata
from functools import lru_cache
from typing import Dict, Iterator, List, Optional, Sequence, Tuple

import regex

from spacy_quoteverify.charclasses import kind
from spacy_quoteverify.lang import lexicons

from . import Case, Sentence, case_class
from .numbers import Place, cycle_forever

_CUT = ("number_cut",)

#: The languages whose figures go into the Thai sentences.
_SCRIPT_LANGS = ("th", "lo", "km", "my")


def _script_digits(lang: str) -> str:
    """The script's own digits (the decimal digits named after the language's script)."""
    import unicodedata

    script = {"th": "THAI", "lo": "LAO", "km": "KHMER", "my": "MYANMAR"}[lang]
    return "".join(unicodedata.lookup(f"{script} DIGIT {n}") for n in
                   ("ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"))


@lru_cache(maxsize=1)
def word_figures() -> Dict[str, Tuple[Tuple[str, str], ...]]:
    """By language, two parts of one figure written glued: a number word and a number word or a
    digit (("สาม", "สิบ"), ("3", "สิบ"), ("ប្រាំ", "បី")). A unit word (1 to 9) goes before a word of
    ten or more (a multiplier) or after one; a digit before a multiplier; in Khmer, five before
    one to four (six to nine)."""
    out: Dict[str, Tuple[Tuple[str, str], ...]] = {}
    for lang in _SCRIPT_LANGS:
        words = {w: v for w, v in lexicons.number_words(lang).items() if all(kind(c) in ("U", "M") for c in w)}
        units = sorted(w for w, v in words.items() if 1 <= v <= 9)
        multipliers = sorted(w for w, v in words.items() if v >= 10 and v in (10, 100, 1000, 10**4, 10**5, 10**6))
        pairs: List[Tuple[str, str]] = []
        pairs += [(u, m) for u in units for m in multipliers]
        pairs += [(m, u) for m in multipliers for u in units]
        digits = "0123456789" + _script_digits(lang)
        pairs += [(digits[k], m) for k, m in zip(range(1, 10), multipliers * 9)]
        if lang == "km":
            five = [w for w, v in words.items() if v == 5 and len(w) < 6]
            pairs += [(f, u) for f in five for u in units if words[u] <= 4]
        out[lang] = tuple(pairs)
    return out


def _place(s: Sentence, figure: str, rng: random.Random) -> Optional[Place]:
    """``figure`` put into the sentence (:class:`Place`), or None where it cannot go in."""
    try:
        return Place(s, figure, rng)
    except ValueError:
        return None


def _before(place: Place) -> str:
    """The sentence from its start up to the figure: a quotation starting inside the sentence
    could start right after a negation (ไม่) and be refused for that."""
    return place.source[: place.fig[0]]


@lru_cache(maxsize=1)
def _thai_negations() -> Tuple[str, ...]:
    lex = lexicons.negation_lexicon("th")
    return tuple(sorted(lex.words | frozenset(lex.substrings)))


def _thai(sents: Sequence[Sentence]) -> List[Sentence]:
    return [s for s in sents if s.lang == "th" and not any(kind(c) == "D" for c in s.text)]


def _word_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """Each pair of every language written into a Thai sentence, with its two parts."""
    hosts = _thai(sents)
    assert hosts, "the corpus holds no Thai sentence"
    pool = cycle_forever(hosts, rng)  # type: ignore[arg-type]
    # The languages in turn, each pair in a shuffled order: every language within the first cases.
    lists = [list(word_figures()[lang]) for lang in _SCRIPT_LANGS]
    for pairs in lists:
        rng.shuffle(pairs)
    longest = max(len(pairs) for pairs in lists)
    turns = [pairs[k] for k in range(longest) for pairs in lists if k < len(pairs)]
    for _ in range(rounds):
        for a, b in turns:
            try:
                place = Place(next(pool), a + b, rng)  # type: ignore[arg-type]
            except ValueError:
                continue
            yield place, a, b


@case_class("adv_unspaced_number_word_cut", faithful=False)
def unspaced_number_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"ยอดขายเพิ่มขึ้นสาม" in "ยอดขายเพิ่มขึ้นสามสิบเท่า" (3 for 30), "…3" in "…3สิบ…", "…ប្រាំ" in
    "…ប្រាំបី…" (5 for 8), and the second part quoted without the first ("สิบเท่า…")."""
    for place, a, b in _word_places(sents, rng, rounds=2):
        yield place.case(_before(place) + a, False, _CUT)
        yield place.case(b + place.after(), False, _CUT)


@case_class("adv_unspaced_number_word_kept", faithful=True)
def unspaced_number_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole figure quoted, from the context before it, or from the figure on."""
    for place, a, b in _word_places(sents, rng, rounds=1):
        yield place.case(_before(place) + a + b + place.after(), True)
        if not _before(place).endswith(_thai_negations()):  # starting after ไม่ is a negation cut
            yield place.case(a + b + place.after(), True)
        yield place.case(_before(place) + a + b, True)


@lru_cache(maxsize=1)
def han_figure_words() -> Tuple[Tuple[str, ...], Tuple[str, ...]]:
    """The words between two numerals of one figure and after a figure (``data/number_units.json``)."""
    units = lexicons.number_units()
    return units["between_numerals_unspaced"], units["after_numeral_unspaced"]


_HAN_FIGURES = ("三", "五", "八", "十二", "三百", "二十", "两", "5", "12", "3")


def _han_langs(word: str) -> Tuple[str, ...]:
    """The languages a word is written in: with kana Japanese, else both."""
    if any(0x3040 <= ord(c) <= 0x30FF for c in word):
        return ("ja",)
    return ("zh", "ja")


def _han_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str, str, bool]]:
    """Every Han figure word after a numeral, and before one where it joins two, in the Chinese and
    Japanese sentences: the place, the numeral, the word, the numeral after it ("" for none),
    and whether the word is one of those joining two numerals."""
    between, after = han_figure_words()
    hosts = {g: [s for s in sents if s.lang == g and not any(kind(c) == "D" for c in s.text)] for g in ("zh", "ja")}
    assert hosts["zh"] and hosts["ja"], "the corpus holds no Chinese or Japanese sentence"
    pools = {g: cycle_forever(v, rng) for g, v in hosts.items()}  # type: ignore[arg-type]
    figures = cycle_forever(_HAN_FIGURES, rng)
    entries = [(w, True) for w in between] + [(w, False) for w in after]
    for _ in range(rounds):
        for word, joins in entries:
            for g in _han_langs(word):
                num = next(figures)
                tail = next(figures) if joins else ""
                if tail.isascii() != num.isascii():
                    tail = "五" if not num.isascii() else "5"
                try:
                    place = Place(next(pools[g]), num + word + tail, rng)  # type: ignore[arg-type]
                except ValueError:
                    continue
                yield place, num, word, tail, joins


@case_class("adv_han_figure_word_cut", faithful=False)
def han_figure_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"售价为五" in "售价为五点五元" (5 for 5.5), "三" in "三成" (30 %), "三分之一" (1/3), "八折", "三百余円";
    for 点 and 分之 also the quotation ending on the word ("五点") and the one starting at the
    numeral after it ("五元" for 5.5 yuan)."""
    for place, num, word, tail, joins in _han_places(sents, rng, rounds=3):
        yield place.case(_before(place) + num, False, _CUT)
        if joins:
            yield place.case(_before(place) + num + word, False, _CUT)
            yield place.case(tail + place.after(), False, _CUT)
        if len(word) > 1:
            yield place.case(_before(place) + num + word[:-1], False, _CUT)


@case_class("adv_han_figure_word_kept", faithful=True)
def han_figure_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The whole figure quoted with its word verifies, from the context or from the numeral on."""
    for place, num, word, tail, _ in _han_places(sents, rng, rounds=2):
        yield place.case(_before(place) + num + word + tail + place.after(), True)
        yield place.case(num + word + tail + place.after(), True)
        if not regex.match(r"\p{Katakana}", place.after()):
            # A word of katakana glued after a figure is read as its unit or counter ("0.5ポイント").
            yield place.case(_before(place) + num + word + tail, True)


@lru_cache(maxsize=1)
def minus_words() -> Dict[str, Tuple[str, ...]]:
    """The minus sign written as a word, by language (``data/sign_words.json``, from the CLDR
    spell-out rules of a negative number)."""
    import json

    from . import ROOT

    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "sign_words.json").read_text(encoding="utf8"))
    return {lang: tuple(words) for lang, words in data["minus"].items()}


def _sign_places(sents: Sequence[Sentence], rng: random.Random, rounds: int) -> Iterator[Tuple[Place, str, str]]:
    """A figure with its minus word before it ("minus 5 °C", "マイナス5%") in the sentences of every
    language whose word the CLDR gives, each word in turn: the place, the word and the figure."""
    from . import UNSPACED, by_lang
    from .numbers import _number

    groups = by_lang([s for s in sents if not any(kind(c) == "D" for c in s.text)])
    langs = sorted(g for g in minus_words() if g in groups)
    assert langs, "no language with a minus word has sentences"
    for _ in range(rounds):
        for lang in langs:
            for word in minus_words()[lang]:
                num = _number(rng) + rng.choice(("", "%", " °C", ".5"))
                gap = "" if lang in UNSPACED else " "
                try:
                    place = Place(rng.choice(groups[lang]), f"{word}{gap}{num}", rng)
                except ValueError:
                    continue
                yield place, word, num


@case_class("adv_minus_word_dropped", faithful=False)
def minus_word_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"the temperature was … 5 °C" from "the temperature was minus 5 °C", "増加率は…5%" from
    "増加率はマイナス5%": the sign written as a word is the figure's, as "−" is; and the figure
    quoted from its digits on."""
    for place, _word, num in _sign_places(sents, rng, rounds=4):
        if place.unspaced:
            yield place.case(_before(place) + "…" + num + place.after(), False, ("sign_dropped",))
        else:
            yield place.case(place.before() + "… " + num + place.after(), False, ("sign_dropped",))
        yield place.case(num + place.after(), False, ("sign_dropped",))


@case_class("adv_minus_word_kept", faithful=True)
def minus_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its minus word verifies."""
    for place, _word, _num in _sign_places(sents, rng, rounds=2):
        before = _before(place) if place.unspaced else place.before()
        yield place.case(before + place.source[place.fig[0] : place.fig[1]] + place.after(), True)


# --------------------------------------------------------------------------
# Figures written with words in spaced scripts: "five million", "zwanzig Tausend"


@lru_cache(maxsize=None)
def _spaced_word_pairs(lang: str) -> Tuple[Tuple[str, str], ...]:
    """Two number words of ``lang`` that make one figure, one space between: a number word of two
    or more (one that no major language uses as a function word) then a scale word or another
    number word of the language ("five million", "twenty five", "пять тысяч")."""
    from spacy_quoteverify.match.boundaries import _figure_words

    try:
        own = lexicons.number_words(lang)
    except ValueError:
        return ()
    figures = _figure_words()
    # Two letters or more: a number word of one letter ("छ", Korean "이") is as often another word.
    firsts = sorted(w for w, v in own.items() if w in figures and w.isalpha() and len(w) >= 2 and 2 <= v < 100)
    seconds = sorted(w for w, v in own.items() if w.isalpha() and len(w) >= 2 and (v >= 100 or w in figures) and v >= 1)
    return tuple((a, b) for a in firsts[:: max(1, len(firsts) // 6)] for b in seconds[:: max(1, len(seconds) // 8)] if a != b)


def _spelled_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str]]:
    """Sentences of spaced scripts, each with the next pair of number words of its language."""
    from . import UNSPACED, by_lang
    from .numbers import spread

    langs = [g for g in by_lang(sents) if g not in UNSPACED and _spaced_word_pairs(g)]
    pools = {g: cycle_forever(list(_spaced_word_pairs(g)), rng) for g in langs}
    for s in spread(sents, rng, langs):
        a, b = next(pools[s.lang])
        yield s, a, b


@case_class("adv_spelled_figure_cut", faithful=False)
def spelled_figure_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"there were five" in "there were five million patients", "million patients" out of it,
    and "Es waren zwanzig" in "Es waren zwanzig Tausend": a figure written with words is whole as
    one written with digits; every language's number words are paired in turn."""
    for s, a, b in _spelled_places(sents, rng):
        try:
            place = Place(s, f"{a} {b}", rng)
        except ValueError:
            continue
        yield place.case(place.before() + a, False, _CUT)
        yield place.case(b + place.after(), False, _CUT)


@case_class("adv_spelled_figure_kept", faithful=True)
def spelled_figure_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure written with words quoted whole verifies, and so does a quotation that ends at
    a number word before a word that is no number ("five patients")."""
    for s, a, b in _spelled_places(sents, rng):
        try:
            place = Place(s, f"{a} {b}", rng)
            single = Place(s, a, rng)
        except ValueError:
            continue
        yield place.case(place.before() + f"{a} {b}" + place.after(), True)
        yield single.case(single.before() + a + single.after(), True)


@lru_cache(maxsize=1)
def _measure_words_after() -> Tuple[str, ...]:
    """What a figure written with words keeps after it, as one of digits does: the percent words
    written after a figure (any language, five letters or more, no stop word: "percent",
    "Prozent", "procent") and the ISO currency codes ("EUR")."""
    percent = [w for w in lexicons.percent_words()["after"] if w.isalpha() and len(w) >= 5 and not lexicons.stop_word_anywhere(w)]
    codes = [c for c in lexicons.currency_letters() if regex.fullmatch(r"[A-Z]{3}", c)]
    return tuple(sorted(set(percent))) + tuple(codes[:: max(1, len(codes) // 20)])


def _measured_places(sents: Sequence[Sentence], rng: random.Random, signed: bool) -> Iterator[Tuple[Place, str, str]]:
    """A figure written as a word and its percent word or currency ("five percent"), with the
    language's minus word before it when ``signed`` ("minus five EUR"), in sentences of every spaced language
    with number words: the place, the number word and the measure word."""
    from . import UNSPACED, by_lang
    from .numbers import spread

    measures = cycle_forever(list(_measure_words_after()), rng)
    signs = minus_words()
    langs = [g for g in by_lang(sents) if g not in UNSPACED and _spaced_word_pairs(g) and (not signed or g in signs)]
    firsts = {g: cycle_forever(sorted({a for a, _ in _spaced_word_pairs(g)}), rng) for g in langs}
    for s in spread(sents, rng, langs):
        word, measure = next(firsts[s.lang]), next(measures)
        sign = f"{rng.choice(signs[s.lang])} " if signed else ""
        if signed and (" " in sign.strip() or any(kind(c) == "U" for c in sign)):
            continue
        place = _place(s, f"{sign}{word} {measure}", rng)
        if place is not None:
            yield place, word, measure


@case_class("adv_spelled_figure_measure_cut", faithful=False)
def spelled_figure_measure_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Revenue rose five" in "Revenue rose five percent", "fünf" before "EUR": a figure written
    as a word keeps its percent word and currency as one written with digits does; and "five
    percent" out of "minus five percent" keeps its minus word."""
    for place, word, _measure in _measured_places(sents, rng, signed=False):
        yield place.case(place.before() + word, False, _CUT)
    for place, word, measure in _measured_places(sents, rng, signed=True):
        yield place.case(f"{word} {measure}" + place.after(), False, ("sign_dropped",))


@case_class("adv_spelled_figure_measure_kept", faithful=True)
def spelled_figure_measure_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure written as a word quoted with what it counts, and with its minus word, verifies."""
    for place, word, measure in _measured_places(sents, rng, signed=False):
        yield place.case(place.before() + f"{word} {measure}" + place.after(), True)
    for place, _word, _measure in _measured_places(sents, rng, signed=True):
        yield place.case(place.before() + place.source[place.fig[0] : place.fig[1]] + place.after(), True)


@lru_cache(maxsize=None)
def _joined_figures(lang: str) -> Tuple[Tuple[str, str, str], ...]:
    """Figures of ``lang`` written as tens, its word for "and" and a unit ("treinta y cinco",
    "vingt et un"), each a triple of words that :func:`boundaries.spelled_joined_figure` reads."""
    from spacy_quoteverify.match.boundaries import spelled_joined_figure

    try:
        own = lexicons.number_words(lang)
    except ValueError:
        return ()
    tens = sorted(w for w, v in own.items() if w.isalpha() and 20 <= v < 100 and v % 10 == 0)
    units = sorted(w for w, v in own.items() if w.isalpha() and 1 <= v < 10 and len(w) >= 2)
    ands = sorted(w for w in lexicons.and_words(lang) if w.isalpha())
    out = [(t, a, u) for t in tens[::2] for a in ands[:1] for u in units[::3] if spelled_joined_figure(t, a, u)]
    return tuple(out)


def _joined_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, Tuple[str, str, str]]]:
    from . import UNSPACED, by_lang
    from .numbers import spread

    langs = [g for g in by_lang(sents) if g not in UNSPACED and _joined_figures(g)]
    pools = {g: cycle_forever(list(_joined_figures(g)), rng) for g in langs}
    for s in spread(sents, rng, langs):
        words = next(pools[s.lang])
        place = _place(s, " ".join(words), rng)
        if place is not None:
            yield place, words


@case_class("adv_spelled_joined_figure_cut", faithful=False)
def spelled_joined_figure_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Había treinta" and "cinco pacientes" out of "Había treinta y cinco pacientes", "un
    patients" out of "vingt et un patients": tens and a unit joined by the language's word for
    "and" are one figure; every language whose number words and CLDR "and" make one."""
    for place, (tens, _conj, unit) in _joined_places(sents, rng):
        yield place.case(place.before() + tens, False, _CUT)
        yield place.case(unit + place.after(), False, _CUT)


@case_class("adv_spelled_joined_figure_kept", faithful=True)
def spelled_joined_figure_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure joined by "and" quoted whole verifies."""
    for place, words in _joined_places(sents, rng):
        yield place.case(place.before() + " ".join(words) + place.after(), True)


def _times_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str]]:
    """A figure and the noun that makes it a multiple ("5 times", "5 veces", "5倍", "5배"), in
    sentences of every language whose noun ``data/comparison_words.json`` lists (``times_after``)."""
    import json

    from . import ROOT, UNSPACED, by_lang
    from .numbers import _number, spread

    data = json.loads((ROOT / "spacy_quoteverify" / "data" / "comparison_words.json").read_text(encoding="utf8"))
    words = {g: tuple(ws) for g, ws in data["times_after"].items()}
    groups = by_lang(sents)
    langs = [g for g in sorted(words) if g in groups]
    pools = {g: cycle_forever(list(words[g]), rng) for g in langs}
    for s in spread([s for s in sents if not any(kind(c) == "D" for c in s.text)], rng, langs):
        num, word = _number(rng), next(pools[s.lang])
        glued = s.lang in UNSPACED or s.lang == "ko"
        place = _place(s, f"{num}{'' if glued else ' '}{word}", rng)
        if place is not None:
            yield place, num, word


@case_class("adv_times_word_cut", faithful=False)
def times_word_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Sales rose 5" in "Sales rose 5 times", "销售额是去年的5" in "...5倍": the noun that makes a
    figure a multiple is part of what it says; every language's noun."""
    for place, num, _word in _times_places(sents, rng):
        yield place.case(place.before() + num, False, ("number_cut", "sign_dropped", "word_cut"))


@case_class("adv_times_word_kept", faithful=True)
def times_word_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted with its noun of a multiple verifies."""
    for place, _num, _word in _times_places(sents, rng):
        yield place.case(place.before() + place.source[place.fig[0] : place.fig[1]] + place.after(), True)


# A number written as one word, as a Roman numeral or with number characters, then a scale word


#: How a language writes the tens and the units of a number as one word: the units after the
#: tens ("tjugofyra", "kaksikymmentäneljä") or before them, joined by a word ("vierundzwanzig").
_COMPOUND_SHAPES = {"sv": "{t}{u}", "nb": "{t}{u}", "fi": "{t}{u}", "de": "{u}und{t}", "nl": "{u}en{t}", "da": "{u}og{t}"}


@lru_cache(maxsize=None)
def _compound_figures(lang: str) -> Tuple[str, ...]:
    """Numbers of ``lang`` written as one word from its number words: the tens from twenty to
    ninety, the units of four letters or more (a shorter ending is too often part of a word)."""
    own = lexicons.number_words(lang)
    tens = sorted(w for w, v in own.items() if w.isalpha() and v in range(20, 100, 10))
    units = sorted(w for w, v in own.items() if w.isalpha() and len(w) >= 4 and v in range(1, 10))
    return tuple(_COMPOUND_SHAPES[lang].format(t=t, u=u) for t in tens for u in units)


def _roman(n: int) -> str:
    out = ""
    for value, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out, n = out + letters, n - value
    return out


@lru_cache(maxsize=1)
def _number_characters() -> Tuple[str, ...]:
    """The characters of Unicode's No and Nl categories with a whole value from 2 up ("Ⅻ", "⑳",
    "㉑"), none a digit, superscript or subscript (those are footnote marks and powers)."""
    return tuple(
        c
        for c in map(chr, range(0x80, 0x3400))
        if unicodedata.category(c) in ("No", "Nl")
        and unicodedata.digit(c, None) is None
        and (unicodedata.numeric(c, 0) or 0) >= 2
        and float(unicodedata.numeric(c)).is_integer()
        and not regex.match(r"\p{Decomposition_Type=Super}|\p{Decomposition_Type=Sub}", c)
    )


def _compound_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str]]:
    """A figure written as one word of its language, as a Roman numeral or as one number
    character, then one of the language's scale words, in the sentences of the languages with
    both: the place, the figure and the scale word."""
    from . import UNSPACED, by_lang
    from .numbers import spread

    groups = by_lang(sents)
    scales = {}
    for g in groups:
        if g in UNSPACED:
            continue
        try:
            scales[g] = sorted(w for w, v in lexicons.number_words(g).items() if w.isalpha() and v >= 1000 and lexicons.scale_word(w))
        except ValueError:
            continue
    langs = [g for g in scales if scales[g]]
    numerals = cycle_forever(list(_number_characters()), rng)
    for s in spread(sents, rng, langs):
        kind = rng.random()
        if s.lang in _COMPOUND_SHAPES and kind < 0.5:
            figure = rng.choice(_compound_figures(s.lang))
        elif kind < 0.75:
            figure = _roman(rng.randint(2, 3999))
        else:
            figure = next(numerals)
        scale = rng.choice(scales[s.lang])
        place = _place(s, f"{figure} {scale}", rng)
        if place is not None:
            yield place, figure, scale


@case_class("adv_compound_figure_scale_cut", faithful=False)
def compound_figure_scale_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"Es waren vierundzwanzig" in "Es waren vierundzwanzig Millionen", "Millionen Euro" out of
    it; "XII" of "XII million", "Ⅻ" of "Ⅻ million": a number written as one word, a Roman numeral
    or a number character makes one figure with the scale word after it."""
    for place, figure, scale in _compound_places(sents, rng):
        yield place.case(place.before() + figure, False, _CUT)
        yield place.case(scale + place.after(), False, _CUT)


@case_class("adv_compound_figure_scale_kept", faithful=True)
def compound_figure_scale_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The figure quoted whole with its scale word verifies."""
    for place, figure, scale in _compound_places(sents, rng):
        yield place.case(place.before() + f"{figure} {scale}" + place.after(), True)
