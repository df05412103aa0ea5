"""Classes of the way an answer quotes: pieces of one sentence quoted apart, short figures.

The piece classes hold the pieces of one real sentence joined by " … " as their
quotation, which ``verify_quote`` must judge as an elided quotation; they only
make sense for the component as whole answers (the pieces written as separate
quotations), which ``tests/test_answers.py`` builds from them
(:func:`answer_pieces` splits a case's quotation back into its pieces). The
figure classes are short quotations holding a number, which the component
must check however short they are.
"""
from __future__ import annotations

import random
from typing import Iterator, List, Optional, Sequence, Tuple

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.answer.quotes import long_enough
from spacy_quoteverify.lang.lexicons import available_languages, is_negation_word, negation_lexicon, scale_word
from spacy_quoteverify.lang.negation import elision_problem, negation_in_context, phrase_negation_at

from . import UNSPACED, Case, Sentence, by_lang, case_class, negated_before, words

#: What joins the pieces of one case's quotation.
JOIN = " \u2026 "
#: Punctuation trimmed from the edges of a piece (a piece is whole words).
_EDGE = regex.compile(r"^[\p{P}\p{S}]+|[\p{P}\p{S}]+$")
_NUMBER = regex.compile(r"\p{N}")
#: Sentences of each language used per class (the rest add little but time).
PER_LANG = 40


def answer_pieces(case: Case) -> List[str]:
    """The separately quoted pieces of a piece-class case."""
    return case.quote.split(JOIN)


def _lexicon_langs(sents: Sequence[Sentence]) -> List[Tuple[str, List[Sentence]]]:
    """Languages written with spaces that have a negation lexicon, with their sentences."""
    covered = set(available_languages("negations"))
    return [(lang, group) for lang, group in sorted(by_lang(sents).items()) if lang in covered and lang not in UNSPACED]


def _bare(word: str) -> str:
    return _EDGE.sub("", word)


#: Characters that would open or close a quotation or a bracket inside a quoted piece.
_MARKS_INSIDE = regex.compile(r"[\p{Pi}\p{Pf}\p{Ps}\p{Pe}\"'\u201e\u201a]")


def _piece(text: str, spans: Sequence[Tuple[int, int]]) -> Optional[str]:
    """The words ``spans`` of ``text`` as one piece, punctuation trimmed from its edges.

    None when the piece is empty or holds a quote mark or a bracket (it could
    not be written between quote marks of an answer as one quotation).
    """
    piece = _EDGE.sub("", text[spans[0][0] : spans[-1][1]]).strip()
    return piece if piece and not _MARKS_INSIDE.search(piece) else None


def _negation_places(text: str, lang: str) -> List[int]:
    """Indexes of the words of ``text`` that negate in ``lang`` (not the first two or last two)."""
    ws = words(text)
    return [k for k in range(2, len(ws) - 2) if is_negation_word(_bare(text[ws[k][0] : ws[k][1]]), lang)]


def _with_negation(s: Sentence, rng: random.Random) -> Optional[Tuple[str, int]]:
    """``s`` with a negation: its own, or one of its lexicon's words put inside it."""
    places = _negation_places(s.text, s.lang)
    if places:
        return s.text, rng.choice(places)
    ws = words(s.text)
    if len(ws) < 5:
        return None
    listed = sorted(w for w in negation_lexicon(s.lang).words if " " not in w and not _NUMBER.search(w))
    if not listed:
        return None
    k = rng.randrange(2, len(ws) - 2)
    text = s.text[: ws[k][0]] + rng.choice(listed) + " " + s.text[ws[k][0] :]
    return text, k


def _negation_sentences(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[str, Sentence, str, int, List[Tuple[int, int]]]]:
    """Sentences of the languages with a lexicon, each with a negation (:func:`_with_negation`):
    (lang, sentence, its text with the negation, the negation's word index, the words)."""
    for lang, group in _lexicon_langs(sents):
        for s in group[:PER_LANG]:
            found = _with_negation(s, rng)
            if found is not None:
                text, k = found
                yield lang, s, text, k, words(text)


@case_class("adv_answer_pieces_around_negation", faithful=False, component=False)
def pieces_around_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Two pieces of a real sentence quoted apart, the negation between them left out.

    The negation is the sentence's own or a word of its language's lexicon put
    into it; each piece is one to three whole words, so some are too short to
    be quotations on their own.
    """
    for lang, s, text, k, ws in _negation_sentences(sents, rng):
        before = ws[max(0, k - rng.randint(1, 3)) : k]
        after = ws[k + 1 : k + 1 + rng.randint(2, 3)]
        first, second = _piece(text, before), _piece(text, after)
        if not first or not second or _NUMBER.search(first + second):
            continue  # a piece cut out of a figure is another class (refused on its own)
        yield Case(lang, text, first + JOIN + second, False, s.origin,
                   reasons=("negation_elided", "number_cut", "word_cut", "language_not_covered"))


def _short_negations(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[str, Sentence, str, str, str, str]]:
    """(lang, sentence, its text with a negation, that text without the negation, the negation
    with the word after it, the words before and after it without it): each short enough to be
    a scare quote by length alone."""
    for lang, s, text, k, ws in _negation_sentences(sents, rng):
        negated = _piece(text, ws[k : k + 2])
        dropped = _piece(text, ws[k - 1 : k]) + " " + (_piece(text, ws[k + 1 : k + 2]) or "") if _piece(text, ws[k - 1 : k]) else None
        if not negated or not dropped or _NUMBER.search(text) or long_enough(negated) or long_enough(dropped):
            continue
        if negated != text[ws[k][0] : ws[k + 1][1]]:
            continue  # punctuation trimmed off the negation ("'di") would cut it
        if text[ws[k][1] : ws[k + 1][0]] != " " or text[ws[k - 1][1] : ws[k][0]] != " ":
            continue  # the negation stands alone between two plain words
        without = text[: ws[k][0]] + text[ws[k + 1][0] :]
        if negated.casefold() in without.casefold() or dropped.casefold() in text.casefold():
            continue
        yield lang, s, text, without, negated, dropped


@case_class("adv_answer_short_negation", faithful=True)
def short_negation(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A negation and the word after it, quoted short as the sentence writes them ("not safe"):
    checked however short, and verified."""
    for lang, s, text, _, negated, _ in _short_negations(sents, rng):
        yield Case(lang, text, negated, True, s.origin)


@case_class("adv_answer_short_negation_added", faithful=False)
def short_negation_added(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A short quotation that negates ("not safe") of a sentence that does not: the answer
    invents the negation, and a quoted negation is checked however short it is."""
    for lang, s, _, without, negated, _ in _short_negations(sents, rng):
        yield Case(lang, without, negated, False, s.origin)


@case_class("adv_answer_short_negation_dropped", faithful=False)
def short_negation_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The words around a sentence's negation quoted short without it ("did reduce" of "did not
    reduce"): an answer citing it right after its closing mark has it checked, and refused."""
    for lang, s, text, _, _, dropped in _short_negations(sents, rng):
        yield Case(lang, text, dropped, False, s.origin)


def _cuts_scale(text: str, ws: Sequence[Tuple[int, int]], k: int) -> bool:
    """A cut before word ``k`` parts a figure from its scale word ("5 | million")."""
    return 0 < k < len(ws) and bool(_NUMBER.search(text[ws[k - 1][1] - 1])) and scale_word(text[ws[k][0] : ws[k][1]])


@case_class("adv_answer_pieces_of_a_sentence", faithful=True, component=False)
def pieces_of_a_sentence(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Two pieces of a real sentence quoted apart, words without a negation or a figure left out.

    Each piece is three or four whole words (long enough to be a quotation on
    its own), and the words left out between them are one to three.
    """
    for lang, group in _lexicon_langs(sents):
        for s in group[:PER_LANG]:
            ws = words(s.text)
            if len(ws) < 9:
                continue
            size_a, gap, size_b = rng.randint(3, 4), rng.randint(1, 3), rng.randint(3, 4)
            if size_a + gap + size_b > len(ws):
                continue
            start = rng.randrange(0, len(ws) - (size_a + gap + size_b) + 1)
            a = ws[start : start + size_a]
            left = ws[start + size_a : start + size_a + gap]
            b = ws[start + size_a + gap : start + size_a + gap + size_b]
            skipped = s.text[a[-1][1] : b[0][0]]
            # What an elision may not leave out, as the rule reads it (affixes too: Kurmanji "nedan").
            if _NUMBER.search(skipped) or elision_problem(skipped, s.text) or elision_problem(skipped, s.text, lang):
                continue
            if negation_in_context(s.text, a[-1][1], b[0][0], lang) or phrase_negation_at(s.text[: b[0][0]], s.text[b[0][0] :]):
                continue  # the words left out cut a negating phrase ("code instead | of Debian package")
            if _NUMBER.match(s.text, b[0][0]):
                continue  # the words left out may compare the figure after them ("të paktën 1")
            if _cuts_scale(s.text, ws, start + size_a) or _cuts_scale(s.text, ws, start + size_a + gap) or _cuts_scale(
                s.text, ws, start + size_a + gap + size_b
            ):
                continue  # "440 … dollars" out of "440 million dollars" cuts the figure (adv_scale_word_cut)
            if regex.search(r"[\p{Sentence_Terminal};:\u2014\u2013()\[\]\"\p{Pi}\p{Pf}]", s.text[a[0][0] : b[-1][1]]):
                continue  # one clause of one sentence, no quote marks or brackets inside
            first, second = _piece(s.text, a), _piece(s.text, b)
            if not first or not second or not left:
                continue
            yield Case(lang, s.text, first + JOIN + second, True, s.origin)


def _figure(rng: random.Random) -> str:
    """A short figure as answers quote them: a percentage, a count or a decimal."""
    return rng.choice(
        [f"{rng.randint(2, 98)}%", str(rng.randint(11, 999)), f"{rng.randint(1, 9)}.{rng.randint(1, 9)}"]
    )


def _changed(figure: str) -> str:
    """``figure`` with its last digit changed."""
    k = max(i for i, ch in enumerate(figure) if ch.isdigit())
    return figure[:k] + str((int(figure[k]) + rng_step(figure)) % 10) + figure[k + 1 :]


def rng_step(figure: str) -> int:
    """A non-zero step for the changed digit, fixed by the figure (so cases are stable)."""
    return 1 + sum(map(ord, figure)) % 8


def _short_figures(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str, str]]:
    """(sentence, source with a figure put in, the figure, the short quotation's words before it)."""
    for lang, group in sorted(by_lang(sents).items()):
        if lang in UNSPACED:
            continue
        for s in group[:PER_LANG]:
            ws = words(s.text)
            if len(ws) < 4:
                continue
            k = rng.randrange(1, len(ws) - 1)
            figure = _figure(rng)
            word = _bare(s.text[ws[k][0] : ws[k][1]])
            if not word or word != s.text[ws[k][0] : ws[k][1]] or _NUMBER.search(word):
                continue  # the word before the figure must be a plain word (no punctuation after it)
            if k + 1 < len(ws) and (scale_word(s.text[ws[k + 1][0] : ws[k + 1][1]]) or _NUMBER.match(s.text, ws[k + 1][0])):
                continue  # "2.2 million" or "2.3 382" (a grouped figure) would make the figure another number
            if _NUMBER.search(s.text[max(0, ws[k][0] - 2) : ws[k][0]]) and scale_word(word):
                continue  # "billion 2.2" in "1 billion 2.2" starts inside the figure "1 billion"
            source = s.text[: ws[k][1]] + " " + figure + s.text[ws[k][1] :]
            lead = word if not long_enough(word + " " + figure) else ""
            yield s, source, figure, lead


@case_class("adv_short_figure_changed", faithful=False)
def short_figure_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A short quotation of a figure in a real sentence, the figure changed ('costs "fell 40%"')."""
    for s, source, figure, lead in _short_figures(sents, rng):
        quote = (lead + " " + _changed(figure)).strip()
        yield Case(s.lang, source, quote, False, s.origin)


@case_class("adv_short_figure", faithful=True)
def short_figure(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A short quotation of a figure in a real sentence, as the sentence writes it."""
    for s, source, figure, lead in _short_figures(sents, rng):
        yield Case(s.lang, source, (lead + " " + figure).strip(), True, s.origin)


def _referenced(s: Sentence, source: str, lead: str, figure: str) -> Optional[Tuple[str, str]]:
    """``source`` with a reference number in brackets before the short quotation's first word
    (as sources number their references: "as shown [3] the rate"), and that quotation's start.
    None where a negation stands right before (a quotation cut there is refused for it)."""
    mark = f"[{1 + sum(map(ord, s.text)) % 9}]"
    first = (lead + " " + figure).strip()
    at = source.index(first) if first in source else source.index(figure)
    if negated_before(source[:at].split(), s.lang):
        return None
    before = source[:at].split()[-1:]
    if before and (scale_word(_bare(before[0])) or _NUMBER.search(before[0])):
        return None  # "mil [6] milions": the mark, which folding drops, does not part a figure's words
    return source[:at] + mark + " " + source[at:], mark + " "


@case_class("adv_answer_reference_first", faithful=True, component=False)
def reference_first(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A short quotation of a figure starting with the source's own reference number ("[3] fell
    40%"): an answer writes it between quote marks, where the mark before the bracket opens
    (``tests/test_answers.py`` writes it so in every convention of marks)."""
    for s, source, figure, lead in _short_figures(sents, rng):
        referenced = _referenced(s, source, lead, figure)
        if referenced is not None:
            yield Case(s.lang, referenced[0], referenced[1] + (lead + " " + figure).strip(), True, s.origin)


@case_class("adv_answer_reference_first_changed", faithful=False, component=False)
def reference_first_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A short quotation of a figure starting with the source's own reference number, the figure
    changed: never passed over as no quotation at all."""
    for s, source, figure, lead in _short_figures(sents, rng):
        referenced = _referenced(s, source, lead, figure)
        if referenced is not None:
            yield Case(s.lang, referenced[0], referenced[1] + (lead + " " + _changed(figure)).strip(), False, s.origin)


#: Characters of scripts written without spaces in which every character stands alone.
_DENSE_RUN = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}]+")


def _glued_pieces(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str, str]]:
    """(sentence, its first piece, the short piece right after it, a short piece of another
    sentence of the language that the sentence does not hold): the pieces of an answer that
    writes one quotation in two ('"A" "B"', 「A」「B」), the second too short to be a quotation
    on its own. Words in spaced scripts, characters in unspaced ones."""
    for lang, group in sorted(by_lang(sents).items()):
        group = [s for s in group if not _MARKS_INSIDE.search(s.text) and not _NUMBER.search(s.text)]
        for n, s in enumerate(group[:PER_LANG]):
            other = group[(n + 1 + rng.randrange(max(1, len(group) - 1))) % len(group)]
            if lang in UNSPACED:
                # A run of Han and kana, cut anywhere (each character stands alone); the scripts
                # whose marks combine with the letter before them (Thai, Tibetan...) are left out.
                runs = [m.group() for m in _DENSE_RUN.finditer(s.text) if len(m.group()) >= 10]
                others = [m.group() for m in _DENSE_RUN.finditer(other.text) if len(m.group()) >= 3]
                if not runs or not others:
                    continue
                text = rng.choice(runs)
                at = rng.randrange(0, len(text) - 9)
                first, short, alien = text[at : at + 7], text[at + 7 : at + 10], rng.choice(others)[:3]
            else:
                ws = words(s.text)
                if len(ws) < 6:
                    continue
                at = rng.randrange(0, len(ws) - 5)
                first, short = _piece(s.text, ws[at : at + 4]), _piece(s.text, ws[at + 4 : at + 5])
                if at == 0 and s.text[:1] in charclasses.QUESTION_OPENERS:
                    continue  # the first piece would quote a question without its marks (question_cut)
                ows = words(other.text)
                alien = _piece(other.text, ows[rng.randrange(len(ows)) :][:1]) if ows else None
            if not first or not short or not alien or long_enough(short) or long_enough(alien):
                continue
            if alien.casefold() in s.text.casefold() or not long_enough(first):
                continue
            yield s, first, short, alien


@case_class("adv_answer_glued_piece", faithful=True, component=False)
def glued_piece(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """One quotation of a real sentence written in two pieces with nothing between their marks,
    the second too short alone: the two are one quotation, and it verifies."""
    for s, first, short, _ in _glued_pieces(sents, rng):
        yield Case(s.lang, s.text, first + JOIN + short, True, s.origin)


@case_class("adv_answer_glued_piece_alien", faithful=False, component=False)
def glued_piece_alien(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation of a real sentence written in two pieces with nothing between their marks, the
    short second piece one the sentence does not hold (「この薬は死亡率を」「低下させた」 of
    "この薬は死亡率を低下させなかった"): refused, never skipped as a scare quote."""
    for s, first, _, alien in _glued_pieces(sents, rng):
        yield Case(s.lang, s.text, first + JOIN + alien, False, s.origin)


@case_class("adv_answer_pieces_negation_quoted", faithful=True, component=False)
def pieces_negation_quoted(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """Two pieces of a real sentence quoted apart, the first ending with the sentence's negation and
    the second going on right after it ('"The drug did not", "reduce mortality"'): the second,
    found alone only after a negation, is quoted with it, and the answer verifies."""
    for lang, s, text, k, ws in _negation_sentences(sents, rng):
        start = max(0, k - rng.randint(2, 3))
        first = _piece(text, ws[start : k + 1])
        second = _piece(text, ws[k + 1 : k + 1 + rng.randint(2, 3)])
        if not first or not second or _NUMBER.search(first + second) or not text[ws[k][1] - 1].isalpha():
            continue  # the negation ends the first piece as the sentence writes it (no comma after it)
        if _cuts_scale(text, ws, start) or _NUMBER.search(text[max(0, ws[start][0] - 3) : ws[start][0]]):
            continue  # "милиард …" out of "1 милиард": the first piece would start inside a figure
        if phrase_negation_at(text[: ws[start][0]], text[ws[start][0] :]):
            continue  # the first piece would start inside a negating phrase ("place de" after "à la")
        yield Case(lang, text, first + JOIN + second, True, s.origin)


#: Ways an answer wraps a quotation that are read as quote marks or blockquotes: HTML tags
#: between the marks and the text, HTML's <q> and <blockquote>, escaped marks, typed stand-ins,
#: and a closing mark after a blank line. Each takes the quotation and its citation.
WRAPPERS = {
    "tag_in_straight": lambda q, c: f'The text says "<i>{q}</i>" {c}.',
    "tag_in_curly": lambda q, c: f"The text says \u201c<em>{q}</em>\u201d {c}.",
    "tag_in_guillemets": lambda q, c: f"The text says \u00ab<i>{q}</i>\u00bb {c}.",
    "q_element": lambda q, c: f"The text says <q>{q}</q> {c}.",
    "blockquote_element": lambda q, c: f"The text says:\n\n<blockquote><p>{q}</p></blockquote>\n\n{c}",
    "full_width_blockquote": lambda q, c: f"The text says:\n\n\uff1e {q}\n\n{c}",
    "html_entity": lambda q, c: f"The text says &quot;{q}&quot; {c}.",
    "html_named_curly": lambda q, c: f"The text says &ldquo;{q}&rdquo; {c}.",
    "numeric_reference": lambda q, c: f"The text says &#8220;{q}&#8221; {c}.",
    "json_escaped": lambda q, c: f'The text says \\"{q}\\" {c}.',
    "tex": lambda q, c: f"The text says ``{q}'' {c}.",
    "two_commas": lambda q, c: f"The text says ,,{q}'' {c}.",
    "low_9_both": lambda q, c: f"The text says \u201e{q}\u201e {c}.",
    "double_prime": lambda q, c: f"The text says \u2033{q}\u2033 {c}.",
    "over_blank_line": lambda q, c: f'The text says "revenue was reported\n\nand {q}" {c}.',
}


def _wrapped_figures(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str, str]]:
    """(sentence, source with a figure put in, the whole source as a quotation, that quotation with
    the figure changed): long enough to read as one whatever wraps it, and cut nowhere."""
    for s, source, figure, _ in _short_figures(sents, rng):
        at = source.find(" " + figure) + 1
        quote = _EDGE.sub("", source).strip()
        if source.rstrip()[-1:] in charclasses.QUESTION_TERMINALS:
            continue  # a question's words without its mark state it (adv_question_words_stated)
        if at <= 0 or len(quote) > 200 or _MARKS_INSIDE.search(quote) or "<" in quote or "&" in quote or "\\" in quote:
            continue
        changed = source[:at] + _changed(figure) + source[at + len(figure) :]
        yield s, source, quote, _EDGE.sub("", changed).strip()


@case_class("adv_answer_wrapped_figure", faithful=True, component=False)
def wrapped_figure(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation of a real sentence up to a figure it holds, to be written in each of
    :data:`WRAPPERS` (``tests/test_answers.py``): read, and verified."""
    for s, source, quote, _ in _wrapped_figures(sents, rng):
        yield Case(s.lang, source, quote, True, s.origin)


@case_class("adv_answer_wrapped_figure_changed", faithful=False, component=False)
def wrapped_figure_changed(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same quotation with its figure changed, written in each of :data:`WRAPPERS`: read,
    and refused; never left unread with the answer verified."""
    for s, source, _, changed in _wrapped_figures(sents, rng):
        yield Case(s.lang, source, changed, False, s.origin)
