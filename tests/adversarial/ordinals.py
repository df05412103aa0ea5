"""Classes of change to ordinals: a figure written with the mark that makes it one, quoted without it.

The marks come from the package's data (``lexicons.ordinal_marks``, the CLDR rule-based number
formats): the prefix written before the number ("第5名", fifth place; "thứ 5", "ที่ 5", "ke-5") and the
suffix written after it ("5.º", "5:e", "5-й", "5. forsøg", "5th"). Each language's own marks go
into its real sentences; a quotation that starts right after the prefix or ends right before the
suffix turns the ordinal into a cardinal ("5名" is five people). The faithful side quotes the
figure with its mark, and a figure that ends a sentence with a full stop, the next sentence
opening with a function word ("Es waren 5. Die ...").
"""
from __future__ import annotations

import random
from typing import Iterator, List, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.lang import lexicons
from spacy_quoteverify.lang.guess import function_word_anywhere, function_word_languages

from . import UNSPACED, Case, Sentence, by_lang, case_class, words
from .numbers import Place, _number, cycle_forever, han_numerals, spread

_CUT = ("number_cut",)
#: A word the sentence after a figure's full stop may open with: letters, a capital first.
_OPENING_WORD = regex.compile(r"^\p{Lu}[\p{Ll}\p{M}]+$")


def _prefixes(lang: str) -> List[str]:
    """The ordinal prefixes of ``lang`` a passage may start right after: a word of its own with
    its space or hyphen ("thứ ", "ke-"), or one of an unspaced script ("第", "ที่ ")."""
    out = []
    for mark in sorted(lexicons.ordinal_marks("before", lang)):
        word = mark.rstrip(" -")
        if word and (mark[-1] in " -" or lang in UNSPACED) and regex.fullmatch(r"[\p{L}\p{M}]+", word):
            out.append(mark)
    return out


def _suffixes(lang: str) -> List[str]:
    """The ordinal suffixes of ``lang`` (the full stop alone, "5.", where its script has case)."""
    return sorted(m for m in lexicons.ordinal_marks("after", lang) if m[:1] not in charclasses.APOSTROPHES)


def _prefix_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str]]:
    """(place, prefix, number): an ordinal prefix of the sentence's language and a figure after it
    (Han numerals too, where the prefix is "第") written into a real sentence."""
    langs = [g for g in by_lang(sents) if _prefixes(g)]
    pools = {g: cycle_forever(_prefixes(g), rng) for g in langs}
    han = han_numerals()
    for s in spread(sents, rng, langs):
        prefix = next(pools[s.lang])
        if prefix == "第" and rng.random() < 0.4:
            num = "".join(rng.choice([c for c in han if c not in "〇零"]) for _ in range(rng.randint(1, 2)))
        else:
            num = _number(rng)
        try:
            place = Place(s, prefix + num, rng)
        except ValueError:
            continue
        yield place, prefix, num


def _dot_word_fits(lang: str, before: str, word: str) -> bool:
    """A full stop after a figure reads as an ordinal's before ``word``: a word in lower case, or,
    where the language writes nouns with a capital, one no sentence opens with, after a sentence
    whose words before the figure hold a function word of the language (what tells it with no
    language named)."""
    if word[:1].islower():
        return True
    key = lexicons.word_key(word)
    return (
        lang in lexicons.capitalised_nouns()
        and word[:1].isupper()
        and not lexicons.stop_word_anywhere(key)
        and not function_word_anywhere(key)
        and any(lang in function_word_languages(w) for w in regex.findall(r"\p{L}+", before))
    )


def _suffix_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Place, str, str]]:
    """(place, number, suffix): a figure and an ordinal suffix of the sentence's language written
    into a real sentence of a spaced script; the full stop alone only before a word it reads
    as an ordinal's (:func:`_dot_word_fits`)."""
    langs = [g for g in by_lang(sents) if g not in UNSPACED and _suffixes(g)]
    pools = {g: cycle_forever(_suffixes(g), rng) for g in langs}
    for s in spread(sents, rng, langs):
        suffix = next(pools[s.lang])
        num = _number(rng)
        try:
            place = Place(s, num + suffix, rng)
        except ValueError:
            continue
        if suffix == "." and not _dot_word_fits(s.lang, place.before(), place.after().lstrip().split(" ")[0]):
            continue
        yield place, num, suffix


def _in_turn(*sources: Iterator[Case]) -> Iterator[Case]:
    """One case of each source in turn, until every one is spent."""
    left = list(sources)
    while left:
        for source in list(left):
            case = next(source, None)
            if case is None:
                left.remove(source)
            else:
                yield case


@case_class("adv_ordinal_cut", faithful=False)
def ordinal_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"5名" in "他获得了第5名" (fifth place, not five people), "5 của thuốc" in "thứ 5 của thuốc",
    "Det var det 5" in "Det var det 5. forsøg", "Fue el 5" in "Fue el 5.º ensayo": a passage that
    starts right after an ordinal prefix or ends right before an ordinal suffix, every mark of
    every language the data gives one to, in that language's real sentences."""
    prefixed = (
        place.case(place.source[place.fig[0] + len(prefix) : place.fig[1]] + place.after(), False, _CUT)
        for place, prefix, _ in _prefix_places(sents, rng)
    )
    suffixed = (place.case(place.before() + num, False, _CUT) for place, num, _ in _suffix_places(sents, rng))
    yield from _in_turn(prefixed, suffixed)


@case_class("adv_ordinal_kept", faithful=True)
def ordinal_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The ordinal quoted with its mark ("第5名", "thứ 5 của thuốc", "5.º ensayo", "5. forsøg") and
    the words around it; and a figure ending a sentence with its full stop, the next sentence
    opening with a function word, quoted up to the figure ("Es waren 5" of "Es waren 5. Die
    Ärzte ..."): the faithful side of ``adv_ordinal_cut``."""
    prefixed = (
        place.case(place.source[place.fig[0] : place.fig[1]] + place.after(), True) for place, _, _ in _prefix_places(sents, rng)
    )
    suffixed = (
        place.case(place.before() + num + suffix + place.after(), True) for place, num, suffix in _suffix_places(sents, rng)
    )
    yield from _in_turn(prefixed, suffixed, _sentence_ends(sents, rng))


def _sentence_ends(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A sentence ending with a figure and its full stop, and a sentence of the same language
    after it that opens with a function word written with a capital; the quotation ends at the
    figure. In every spaced language whose ordinals the data writes with a full stop."""
    groups = by_lang(sents)
    for lang, group in sorted(groups.items()):
        if lang in UNSPACED or "." not in lexicons.ordinal_marks("after", lang):
            continue
        openers = [
            s.text for s in group
            if (first := s.text.split(" ", 1)[0]) and _OPENING_WORD.match(first)
            and (lexicons.stop_word_anywhere(lexicons.word_key(first)) or function_word_anywhere(first))
        ]
        if not openers:
            continue
        spread_out = list(spread(group, rng))  # may hold fewer sentences than the group
        for s in rng.sample(spread_out, min(len(spread_out), 6)):
            head = regex.sub(r"[\p{P}\s]+$", "", s.text)
            ws = words(head)
            nxt = rng.choice(openers)
            if len(ws) < 3 or nxt == s.text:
                continue
            num = _number(rng)
            source = f"{head} {num}. {nxt}"
            quote = head[ws[-min(len(ws), rng.randint(2, 3))][0] :] + f" {num}"
            yield Case(lang, source, quote, True, s.origin)
