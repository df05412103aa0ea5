"""Classes of change that turn a question into a statement: the particle left out.

Many languages ask a yes/no question with a particle (``data/question_words.json``), often with
no question mark: Polish "Czy lek działa", Turkish "İlaç işe yarıyor mu", Thai "ยานี้ได้ผลไหม",
Japanese "この薬は効きますか。". A quotation that stops before the particle, starts after it or
elides it states what the source asks (``question_cut``).

The sentences the helpers give hold few such questions (spaCy's example sentences are mostly
statements), so each real sentence is asked as its language's grammar asks it: the particle is
added where the data file puts it (before the sentence, after it, glued on, after its first
word), the sentence's own words unchanged, and the question is written with a question mark,
with the sentence's full stop, and with neither (a heading, a Thai sentence). The refused class
leaves the particle out; its faithful twin keeps it, and cuts the sentences of other languages
right before a word that is a particle only in a language they are not in (Czech "je").
"""
from __future__ import annotations

import random
import unicodedata
from functools import lru_cache
from itertools import cycle, zip_longest
from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple

import regex

from spacy_quoteverify.lang import lexicons

from . import UNSPACED, Case, Sentence, by_lang, case_class

#: How each language asks: where its particle goes ("first": before the sentence; "second":
#: after its first word; "last": after it, one space on; "glued": written onto its end, before
#: its full stop) and the particle (Turkish's follows the last vowel: see :func:`_turkish`).
_ASKS: Dict[str, Tuple[str, str]] = {
    "ar": ("first", "هل"),
    "bg": ("second", "ли"),
    "eo": ("first", "Ĉu"),
    "et": ("first", "Kas"),
    "fa": ("first", "آیا"),
    "he": ("first", "האם"),
    "hi": ("first", "क्या"),
    "hr": ("second", "li"),
    "id": ("first", "Apakah"),
    "ja": ("glued", "か"),
    "la": ("first", "Num"),
    "lt": ("first", "Ar"),
    "lv": ("first", "Vai"),
    "mk": ("second", "ли"),
    "mr": ("last", "का"),
    "ms": ("first", "Adakah"),
    "pl": ("first", "Czy"),
    "ru": ("second", "ли"),
    "sk": ("first", "Či"),
    "sl": ("first", "Ali"),
    "th": ("glued", "ไหม"),
    "tl": ("second", "ba"),
    "tr": ("last", "mi"),
    "uk": ("first", "Чи"),
    "ur": ("first", "کیا"),
    "vi": ("last", "không"),
    "zh": ("glued", "吗"),
}
#: A reason another rule may give first: an elision that crosses the question's end, the first
#: word found only again later (its place before the particle refused: "order"), and the
#: Vietnamese "không" that is a negation too.
_REASONS = ("question_cut", "crosses_sentence", "negation_cut", "negation_elided", "order")

_TERMINAL_END_RE = regex.compile(r"[\p{Sentence_Terminal}\p{Po}\s]+$")
_PLAIN_RE = regex.compile(r"^[\p{L}\p{M}]+$")
#: A sentence of an unspaced script only (no Latin words, no figures), commas allowed inside.
_UNSPACED_BODY_RE = regex.compile(r"^[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}ー々、，][\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}\p{M}ー々、，]*$")
_INNER_END_RE = regex.compile(r"\p{Sentence_Terminal}")
_QUESTION_MARKS = {"ar": "؟", "fa": "؟", "ur": "؟", "zh": "？", "ja": "？"}
_FULL_STOPS = {"zh": "。", "ja": "。", "hi": "।", "mr": "।", "ur": "۔", "th": ""}


def _negation_free(text: str, lang: str) -> bool:
    from spacy_quoteverify.lang.negation import find_negation

    return find_negation(text, lang) is None and find_negation(text, None) is None


def _turkish(body: str) -> str:
    """The Turkish question particle after ``body``, by vowel harmony with its last vowel."""
    vowels = [c for c in body.lower() if c in "aeıioöuü"]
    last = vowels[-1] if vowels else "e"
    return {"a": "mı", "ı": "mı", "e": "mi", "i": "mi", "o": "mu", "u": "mu", "ö": "mü", "ü": "mü"}[last]


def _segmented_apart(body: str, particle: str, lang: str) -> bool:
    """The word segmenter of ``lang`` (Thai, Japanese) reads ``particle`` glued onto ``body`` as a
    word of its own (not part of the last word: Thai "ผ้า" + "ไหม" is "ผ้าไหม", silk)."""
    from spacy_quoteverify.lang import tokenizer

    if lang not in ("th", "ja") or not tokenizer.segmenter_available(lang):
        return True
    doc = tokenizer.get_nlp(lang)(body + particle)
    return any(t.idx == len(body) for t in doc) and doc[-1].idx + len(doc[-1].text) == len(body) + len(particle)


def _cut(text: str, lang: str, rng: random.Random, least: int = 6, reverse: bool = False) -> int:
    """A place to cut unspaced ``text`` at, at least ``least`` characters from its end (from its
    start with ``reverse``): between two words as the segmenter of ``lang`` reads them (Thai
    and Japanese), between two characters of Chinese, never before a combining mark."""
    from spacy_quoteverify.lang import tokenizer

    if lang in ("th", "ja") and tokenizer.segmenter_available(lang):
        places = [t.idx for t in tokenizer.get_nlp(lang)(text)][1:]
    else:
        places = list(range(1, len(text)))
    places = [k for k in places if not unicodedata.category(text[k]).startswith("M") and text[k] not in "、，"]
    fits = [k for k in places if (k >= least if reverse else len(text) - k >= least)]
    return rng.choice(fits) if fits else (len(text) if reverse else 0)


class _Question:
    """A real sentence asked with its language's particle."""

    def __init__(self, lang: str, body: str, particle: str, position: str) -> None:
        self.lang, self.body, self.particle, self.position = lang, body, particle, position
        words = body.split()
        if position == "first":
            self.text = f"{particle} {body}"
        elif position == "second":
            self.text = " ".join([words[0], particle, *words[1:]])
        elif position == "last":
            self.text = f"{body} {particle}"
        else:
            self.text = body + particle

    def written(self, mark: str) -> str:
        """The question ending with ``mark`` (a question mark, a full stop or nothing)."""
        return self.text + mark


@lru_cache(maxsize=1)
def _questions() -> Dict[str, List[Tuple[Sentence, _Question, str]]]:
    """Every usable sentence of a language with a particle, asked, with its own full stop."""
    from . import sentences

    out: Dict[str, List[Tuple[Sentence, _Question, str]]] = {}
    for lang, group in sorted(by_lang(sentences()).items()):
        if lang not in _ASKS:
            continue
        position, particle = _ASKS[lang]
        for s in group:
            body = _TERMINAL_END_RE.sub("", s.text)
            tail = s.text[len(body) :].strip()
            stop = tail if tail and tail not in "?？؟" else _FULL_STOPS.get(lang, ".")
            if "?" in s.text or "？" in s.text or "؟" in s.text or not _negation_free(body, lang):
                continue
            if lang in UNSPACED:
                if len(body) < 8 or not _UNSPACED_BODY_RE.match(body) or _INNER_END_RE.search(body):
                    continue
                if not _segmented_apart(body, particle, lang):
                    continue
            else:
                words = body.split()
                if len(words) < 4 or not all(_PLAIN_RE.match(w) for w in words):
                    continue
            if lang == "tr":
                particle = _turkish(body)
            if lexicons.question_languages(body.split()[0], "first") or lexicons.question_languages(body.split()[0], "any"):
                continue  # a sentence that opens with a particle already
            out.setdefault(lang, []).append((s, _Question(lang, body, particle, position), stop))
    return out


def _marks(lang: str, stop: str) -> Tuple[str, ...]:
    """The ways a question of ``lang`` is written at its end: with a question mark, with the
    sentence's own full stop, and with neither."""
    return (_QUESTION_MARKS.get(lang, "?"), stop, "")


def _interleaved(per_lang: Dict[str, List[Case]]) -> Iterator[Case]:
    """The cases of every language in turn, so that any prefix covers every language."""
    for row in zip_longest(*(per_lang[k] for k in sorted(per_lang))):
        yield from (c for c in row if c is not None)


def _next_sentence(group: List[Tuple[Sentence, _Question, str]], n: int) -> Optional[str]:
    """The sentence after the ``n``-th of its language (a statement written after the question)."""
    if len(group) < 2:
        return None
    return group[(n + 1) % len(group)][0].text


@case_class("adv_question_particle_dropped", faithful=False)
def question_particle_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A question asked by a particle, quoted without it: cut off after an opening particle
    ("lek działa na dzieci" of "Czy lek działa na dzieci"), before a closing one ("ilaç işe
    yarıyor" of "İlaç işe yarıyor mu", "ยานี้ได้ผล" of "ยานี้ได้ผลไหม"), or left out by an elision
    ("Gumagana … ang gamot" of "Gumagana ba ang gamot", a closing particle before the next
    sentence). The source writes the question with a question mark, its full stop, or neither."""
    per_lang: Dict[str, List[Case]] = {}
    for lang, group in _questions().items():
        out = per_lang.setdefault(lang, [])
        for n, (s, q, stop) in enumerate(group):
            mark = rng.choice(_marks(lang, stop))
            source = q.written(mark)
            words = q.body.split()
            if q.position == "first":
                quotes = [q.body, " ".join(words[: rng.randint(3, len(words))])]
            elif q.position == "second":
                quotes = [f"{words[0]} … {' '.join(words[1:4])}"]
            elif q.position == "last":
                quotes = [q.body, " ".join(words[-rng.randint(3, len(words)) :])]
            else:
                quotes = [q.body, q.body[_cut(q.body, lang, rng) :]]
            for quote in quotes:
                out.append(Case(lang, source, quote, False, s.origin, _REASONS))
            after = _next_sentence(group, n)
            if after and mark and q.position in ("last", "glued") and after != s.text and after.split()[0].isalpha():
                joined = source + (" " if lang not in ("zh", "ja") else "") + after
                first_words = after.split()[:3] if lang not in UNSPACED else [after[: _cut(after, lang, rng, 4, reverse=True)]]
                tail = q.body.split()[-3:] if lang not in UNSPACED else [q.body[_cut(q.body, lang, rng) :]]
                sep = " " if lang not in UNSPACED else ""
                out.append(Case(lang, joined, f"{sep.join(tail)} … {sep.join(first_words)}", False, s.origin, _REASONS))
    yield from _interleaved(per_lang)


@case_class("adv_question_particle_kept", faithful=True)
def question_particle_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin of ``adv_question_particle_dropped``: the quotation keeps the particle (the
    whole question, or a part of it holding the particle), with the question mark written or
    not; and a sentence of another language cut right before a word that is a particle only in
    a language the sentence is not in (Czech "je", Swahili's; Portuguese "num", Latin's; Basque
    "ba", Tagalog's), which asks nothing there."""
    per_lang: Dict[str, List[Case]] = {}
    for lang, group in _questions().items():
        out = per_lang.setdefault(lang, [])
        for s, q, stop in group:
            mark = rng.choice(_marks(lang, stop))
            source = q.written(mark)
            words = q.body.split()
            out.append(Case(lang, source, q.written(mark if mark in ("?", "？", "؟") else ""), True, s.origin))
            if q.position == "first":
                out.append(Case(lang, source, " ".join([q.particle, *words[: rng.randint(2, len(words))]]), True, s.origin))
            elif q.position == "second":
                out.append(Case(lang, source, " ".join([words[0], q.particle, *words[1:3]]), True, s.origin))
            elif q.position == "last":
                out.append(Case(lang, source, " ".join([*words[-rng.randint(2, len(words)) :], q.particle]), True, s.origin))
            else:
                out.append(Case(lang, source, q.body[_cut(q.body, lang, rng) :] + q.particle, True, s.origin))
    for lang, group in sorted(by_lang(sents).items()):
        if lang in UNSPACED:
            continue
        out = per_lang.setdefault(lang, [])
        for s in group:
            words = s.text.split()
            for k in range(1, len(words)):
                bare = words[k].strip(".,;:!?")
                langs = lexicons.question_languages(bare, "any") if _PLAIN_RE.match(bare) else ()
                if not langs or lang in langs:
                    continue
                quote = " ".join(words[:k])
                if len(quote) >= 4 and all(_PLAIN_RE.match(w) for w in words[:k]) and _negation_free(quote, lang) and not regex.search(r"\d", s.text):
                    out.append(Case(lang, s.text, quote, True, s.origin))
                break
        if not out:
            del per_lang[lang]
    yield from _interleaved(per_lang)


#: Languages whose yes/no question opens with a word or phrase that may be an ordinary word
#: elsewhere (Portuguese "será", Albanian "a", Irish "an"), or that puts its particle before the
#: verb (Basque "al") or after the sentence (Sinhala "ද"), and how each asks: "first" before the
#: sentence, "last" after it, "before_last" before its last word; and the question mark written.
_OPENS: Dict[str, Tuple[str, str, str]] = {
    "ca": ("first", "Que", "?"),
    "el": ("first", "Άραγε", ";"),
    "es": ("first", "¿Acaso", "?"),
    "eu": ("before_last", "al", "?"),
    "fr": ("first", "Est-ce que", " ?"),
    "ga": ("first", "An", "?"),
    "gu": ("first", "શું", "?"),
    "hu": ("first", "Vajon", "?"),
    "hy": ("first", "Արդյո՞ք", "։"),
    "ne": ("first", "के", "?"),
    "pt": ("first", "Será que", "?"),
    "ro": ("first", "Oare", "?"),
    "ru": ("first", "Разве", "?"),
    "si": ("last", "ද", "?"),
    "sq": ("first", "A", "?"),
}


@lru_cache(maxsize=1)
def _opened() -> Dict[str, List[Tuple[Sentence, str, List[str]]]]:
    """Every usable sentence of a language of :data:`_OPENS`: the question it is asked as, and
    its words."""
    from . import sentences

    out: Dict[str, List[Tuple[Sentence, str, List[str]]]] = {}
    for lang, group in sorted(by_lang(sentences()).items()):
        if lang not in _OPENS:
            continue
        position, particle, mark = _OPENS[lang]
        for s in group:
            body = _TERMINAL_END_RE.sub("", s.text)
            words = body.split()
            if "?" in s.text or ";" in s.text or not _negation_free(body, lang) or len(words) < 4:
                continue
            if not all(_PLAIN_RE.match(w) for w in words):
                continue
            first = lexicons.word_key(words[0])
            if any(first in lexicons.question_words(p) for p in ("first", "any")):
                continue
            if position == "first":
                text = f"{particle} {body}{mark}"
            elif position == "last":
                text = f"{body} {particle}{mark}"
            else:
                text = " ".join([*words[:-1], particle, words[-1]]) + mark
            out.setdefault(lang, []).append((s, text, words))
    return out


@case_class("adv_question_opener_dropped", faithful=False)
def question_opener_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A question asked by a word or phrase that is ordinary elsewhere, quoted without it: the
    rest of "Est-ce que le médicament fonctionne ?", "Será que o remédio funciona?", "¿Acaso el
    fármaco funciona?", "A funksionon ilaçi?" (the Albanian "a" is also 'or', the Irish "an"
    also 'the': they count where the sentence ends with a question mark); the verb phrase of
    Sinhala "... කරනවා ද?" without its "ද", Basque "funtzionatzen … du" eliding "al"."""
    per_lang: Dict[str, List[Case]] = {}
    for lang, group in _opened().items():
        position, _, _ = _OPENS[lang]
        out = per_lang.setdefault(lang, [])
        for s, text, words in group:
            if position == "first":
                quotes = [" ".join(words), " ".join(words[: rng.randint(3, len(words))])]
            elif position == "last":
                quotes = [" ".join(words), " ".join(words[-rng.randint(3, len(words)) :])]
            else:
                quotes = [f"{' '.join(words[:-1])} … {words[-1]}", " ".join(words[:-1])]
            out.extend(Case(lang, text, quote, False, s.origin, _REASONS) for quote in quotes)
    yield from _interleaved(per_lang)


@case_class("adv_question_opener_kept", faithful=True)
def question_opener_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin of ``adv_question_opener_dropped``: the whole question, or its particle with the
    words next to it; and, where the opening word counts only in a sentence ending with a
    question mark ("A", "An", "Que"), the same words ending with a full stop, quoted after it."""
    per_lang: Dict[str, List[Case]] = {}
    for lang, group in _opened().items():
        position, particle, _ = _OPENS[lang]
        out = per_lang.setdefault(lang, [])
        for s, text, words in group:
            out.append(Case(lang, text, text, True, s.origin))
            if position == "first":
                out.append(Case(lang, text, " ".join([particle, *words[: rng.randint(2, len(words))]]), True, s.origin))
            elif position == "last":
                out.append(Case(lang, text, " ".join([*words[-rng.randint(2, len(words)) :], particle]), True, s.origin))
            else:
                out.append(Case(lang, text, " ".join([*words[-3:-1], particle, words[-1]]), True, s.origin))
            if lexicons.question_asked_only(lang) and position == "first":
                statement = f"{particle} {' '.join(words)}."
                out.append(Case(lang, statement, " ".join(words), True, s.origin))
    yield from _interleaved(per_lang)


@lru_cache(maxsize=1)
def _conditions() -> Dict[str, Tuple[Tuple[str, ...], Tuple[str, ...]]]:
    """Each language's condition words (``data/question_words.json``): those that count wherever
    they stand, and those that count where they open a clause, as written (lower case)."""
    out = {}
    for lang in lexicons.available_languages("negations"):
        anywhere = tuple(sorted(lexicons.question_words("condition", lang)))
        opening = tuple(sorted(lexicons.question_words("condition_opening", lang) | lexicons.question_words("condition_opening_only", lang)))
        if anywhere or opening:
            out[lang] = (anywhere, opening)
    return out


def _conditional_sources(lang: str, body: str, word: str, other: str, anywhere: bool, rng: random.Random) -> List[Tuple[str, str]]:
    """Sources writing ``body`` as the clause ``word`` opens, and the text right before ``body``
    there: at the start of the sentence, after a comma following ``other``'s words, (for a word
    counted wherever it stands) right after ``other``'s words with no comma, and (for one that
    opens a clause, in a language listing ``asking_words``) right after such a verb or adjective
    following ``other``'s words ("... vragen of", "... undersöka om")."""
    sep = "" if lang in UNSPACED else " "
    comma = "，" if lang in UNSPACED else ","
    head = word[:1].upper() + word[1:]
    lead = other if lang in UNSPACED else " ".join(other.split()[:4])
    out = [(f"{head}{sep}{body}{comma}{sep}{lead}.", f"{head}{sep}"), (f"{lead}{comma}{sep}{word}{sep}{body}.", f"{word}{sep}")]
    if anywhere:
        out.append((f"{lead}{sep}{word}{sep}{body}.", f"{word}{sep}"))
    asking = sorted(lexicons.question_words(lexicons.ASKING_WORDS, lang))
    if asking and not anywhere:
        # Inside a clause, after a verb or adjective whose indirect question it opens ("... vragen of").
        out.append((f"{lead}{sep}{rng.choice(asking)}{sep}{word}{sep}{body}.", f"{word}{sep}"))
    return out


#: What may stand between a condition word and the clause it opens: an aside in brackets, a
#: footnote's superscript figure or reference mark, a colon, a long aside between commas.
_CONDITION_GAPS = ("(n = 40) ", "\u00b9 ", "\u2020 ", ": ", "[12, 13] ", "(2019) ", "(*) ", "（注） ")


def _clause_bodies(group: Sequence[Sentence], lang: str, opened: bool = False) -> List[Tuple[Sentence, str]]:
    """The real sentences of ``lang`` that can be written as a clause, each with its body (the
    sentence without its final mark): one sentence, no question, no negation, plain words (four
    or more) or, in an unspaced script, eight or more characters of it and no comma. With
    ``opened``, not those whose first word is itself a question or condition word."""
    usable = []
    for s in group:
        body = _TERMINAL_END_RE.sub("", s.text)
        if "?" in s.text or _INNER_END_RE.search(body) or not _negation_free(body, lang):
            continue
        if lang in UNSPACED:
            if len(body) < 8 or not _UNSPACED_BODY_RE.match(body) or "，" in body or "、" in body:
                continue
        else:
            words = body.split()
            if len(words) < 4 or not all(_PLAIN_RE.match(w) for w in words):
                continue
            first = lexicons.word_key(words[0])
            if opened and any(first in lexicons.question_words(p) for p in (*lexicons.QUESTION_POSITIONS, *lexicons.CONDITION_POSITIONS)):
                continue
        usable.append((s, body))
    return usable


def _conditional_cases(faithful: bool, rng: random.Random, gaps: bool = False, look_alike: bool = False) -> Iterator[Case]:
    from . import sentences
    from .negations import _look_alike

    per_lang: Dict[str, List[Case]] = {}
    groups = by_lang(sentences())
    for lang, (anywhere, opening) in sorted(_conditions().items()):
        usable = _clause_bodies(groups.get(lang, ()), lang, opened=True)
        if len(usable) < 2:
            continue
        words_of = [(w, True) for w in anywhere] + [(w, False) for w in opening]
        out = per_lang.setdefault(lang, [])
        for n, (s, body) in enumerate(usable):
            word, counts_anywhere = words_of[n % len(words_of)]
            if look_alike and lang in UNSPACED:
                continue
            other = usable[(n + 1) % len(usable)][1]
            for source, before in _conditional_sources(lang, body, word, other, counts_anywhere, rng):
                if look_alike:
                    # One letter of the word as written (capital or not) drawn as its look-alike
                    # of another script, as a PDF or OCR has it.
                    written = before.strip()
                    spelled = _look_alike(written, rng)
                    if spelled is None:
                        continue
                    source = source.replace(before + body, before.replace(written, spelled) + body, 1)
                    before = before.replace(written, spelled)
                at = source.index(before + body) + len(before)
                if gaps:
                    if not counts_anywhere or faithful:
                        continue
                    gap = rng.choice(_CONDITION_GAPS)
                    if lang not in UNSPACED and rng.random() < 0.25:
                        # A long aside between commas, in the sentence's own language.
                        gap = ", " + " ".join(other.split()[:6]).rstrip(",.;:") + ", "
                    gap = gap.strip() if lang in UNSPACED else gap
                    source = source[:at].rstrip() + (" " if lang not in UNSPACED else "") + gap + source[at:]
                    at = source.index(gap + body) + len(gap)
                    before = ""
                if lang in UNSPACED:
                    tail = body[: max(4, _cut(body, lang, rng, 4, reverse=True))]
                else:
                    tail = " ".join(body.split()[: rng.randint(3, len(body.split()))])
                if source.count(tail) > 1:
                    continue  # found elsewhere too (a shared word run of the other sentence)
                if faithful:
                    quote = source[at - len(before) : at + len(tail)].strip()
                    out.append(Case(lang, source, quote, True, s.origin))
                    continue
                out.append(Case(lang, source, tail, False, s.origin, _CONDITION_REASONS))
                if gaps:
                    continue
                prefix = source[:at].rstrip().rstrip(",，" + word).strip()
                if prefix and lang not in UNSPACED and len(prefix.split()) >= 2 and not prefix.endswith(tuple(_BOUNDARY_MARKS)):
                    shown = " ".join(prefix.split()[-3:])
                    out.append(Case(lang, source, f"{shown} … {tail}", False, s.origin, _CONDITION_REASONS))
    yield from _interleaved(per_lang)


#: What another rule may say first of such a place: a "whether" that is a question particle too
#: (Polish "czy", Lithuanian "ar"), a figure or word cut at the quotation's end
#: (its last word a numeral: "for en" of "for en milliard"), a negation word of the text's
#: script read before it, an elision over a clause's end.
_CONDITION_REASONS = ("condition_cut", "question_cut", "number_cut", "word_cut", "negation_cut", "negation_elided", "crosses_sentence", "order")
#: Marks after which an elision would cross a clause this class does not mean to test.
_BOUNDARY_MARKS = (",", "，", ".", ";", ":")


@case_class("adv_passage_after_condition", faithful=False)
def passage_after_condition(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence written as a condition or an indirect question ("If …", "…, whether …",
    "Wenn …", "…, om …", "如果…"), quoted from right after the word that opens it, or with an
    elision that leaves the word out: the quotation states what the source only supposes or asks
    (``condition_cut``). Every condition word of every language with one, in turn; a word that is
    an everyday word too (Swedish "om") only where it opens the sentence or follows a comma, or a
    verb of asking or knowing ("vragen of", "undersöka om")."""
    yield from _conditional_cases(False, rng)


@case_class("adv_passage_after_condition_gap", faithful=False)
def passage_after_condition_gap(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """As ``adv_passage_after_condition``, with something between the condition word and its
    clause: an aside in brackets ("If (see below) the drug …"), a footnote's superscript figure or
    dagger, a colon, a long aside between commas: the clause is still the condition's."""
    yield from _conditional_cases(False, rng, gaps=True)


@case_class("adv_passage_after_look_alike_condition", faithful=False)
def passage_after_look_alike_condition(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """As ``adv_passage_after_condition``, with one letter of the condition word written as its
    look-alike of another of the Latin, Cyrillic and Greek scripts (Unicode's confusables: "Іf"
    with a Cyrillic "І", "еслі" with a Ukrainian "і"): a reader sees the word, so does the rule."""
    yield from _conditional_cases(False, rng, look_alike=True)


@case_class("adv_passage_with_condition_kept", faithful=True)
def passage_with_condition_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin of ``adv_passage_after_condition``: the quotation keeps the word that opens the
    condition ("if the drug reduces mortality")."""
    yield from _conditional_cases(True, rng)


def _set_off_condition_cases(faithful: bool, rng: random.Random) -> Iterator[Case]:
    """A real sentence of each spaced language with a condition set off after it by a comma, a
    semicolon or a dash ("Sales rose 5%, if the figures are right"): the clause another real
    sentence of the language, opened by each of its ``condition`` words in turn."""
    from . import sentences

    per_lang: Dict[str, List[Case]] = {}
    groups = by_lang(sentences())
    for lang, (anywhere, _opening) in sorted(_conditions().items()):
        if lang in UNSPACED or not anywhere:
            continue
        usable = _clause_bodies(groups.get(lang, ()), lang, opened=True)
        if len(usable) < 2:
            continue
        out = per_lang.setdefault(lang, [])
        for n, (s, body) in enumerate(usable):
            word = anywhere[n % len(anywhere)]
            other = usable[(n + 1) % len(usable)][1]
            # Greek writes its question mark as ";": no semicolon there.
            mark = rng.choice((", ", ", ", " – ") if lang == "el" else (", ", ", ", "; ", " – "))
            condition = f"{word} {other[:1].lower()}{other[1:]}"
            source = f"{body}{mark}{condition}."
            if source.count(body) > 1:
                continue
            if faithful:
                # The clause quoted with its condition, and the clause before a clause that is none.
                out.append(Case(lang, source, f"{body}{mark}{condition}", True, s.origin))
                out.append(Case(lang, f"{body}, {other[:1].lower()}{other[1:]}.", body, True, s.origin))
                continue
            out.append(Case(lang, source, body, False, s.origin, _CONDITION_REASONS))
    yield from _interleaved(per_lang)


@case_class("adv_passage_before_set_off_condition", faithful=False)
def passage_before_set_off_condition(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence quoted whole where the source sets a condition off after it ("Sales rose 5%"
    of "Sales rose 5%, if the figures are right"; ", wenn die Zahlen stimmen", ", если верить
    цифрам", "; unless …"): the quotation states what the source only supposes
    (``condition_cut``). Every condition word of every spaced language with one, in turn."""
    yield from _set_off_condition_cases(False, rng)


@case_class("adv_set_off_condition_kept", faithful=True)
def set_off_condition_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the sentence quoted with the condition set off after it verifies, and so does the
    sentence before another clause that is no condition."""
    yield from _set_off_condition_cases(True, rng)


#: Japanese verbs in their dictionary form end in a kana of the u-row; the conditional writes the
#: kana of the e-row in its place, then "ば" ("下げる" -> "下げれば", "効く" -> "効けば").
_E_ROW = dict(zip("うくぐすずつぬぶむる", "えけげせぜてねべめれ"))
#: What follows a condition in the sources these classes write: "it will be approved", "it is
#: unclear" (Japanese, Turkish, Chinese).
_THEN = {"ja": "承認される", "tr": "onaylanacak", "zh": "就会被批准"}


def _japanese_clauses() -> List[Tuple[Sentence, str, Any]]:
    """The Japanese sentences (each cut at its full stops) written in Japanese script only, with
    the segmenter's tokens, when it is installed."""
    from spacy_quoteverify.lang import tokenizer

    if not tokenizer.segmenter_available("ja"):
        return []
    nlp = tokenizer.get_nlp("ja")
    out = []
    for s in by_lang(_all_sentences()).get("ja", ()):
        for part in regex.split(r"[。！？]", s.text):
            body = part.strip()
            if len(body) >= 8 and _UNSPACED_BODY_RE.match(body) and "、" not in body and _negation_free(body, "ja"):
                out.append((s, body, nlp(body)))
    return out


def _all_sentences() -> Tuple[Sentence, ...]:
    from . import sentences

    return sentences()


def _ending_cases(faithful: bool) -> Iterator[Case]:
    """Real sentences of Japanese, Turkish and Chinese written as a condition or an indirect
    question by what their grammar writes after the clause (:data:`_THEN` after it), and a
    passage that stops right before (or inside) that ending, or, ``faithful``, keeps it."""
    per_lang: Dict[str, List[Case]] = {}
    out = per_lang.setdefault("ja", [])
    for s, body, doc in _japanese_clauses():
        last = doc[-1]
        forms = [(f"{body}かどうかは不明だ。", body, f"{body}かどうか"), (f"{body}なら、{_THEN['ja']}。", body, f"{body}なら")]
        forms.append((f"{body}場合は、{_THEN['ja']}。", body, f"{body}場合"))
        if last.tag_.startswith("動詞") and "終止形" in ";".join(last.morph.get("Inflection")) and body[-1] in _E_ROW:
            stem = body[:-1] + _E_ROW[body[-1]]
            forms.append((f"{stem}ば、{_THEN['ja']}。", body[:-1], f"{stem}ば"))
            forms.append((f"{stem}ば、{_THEN['ja']}。", stem, f"{stem}ば{_THEN['ja']}"))
        if body.endswith("ます"):
            forms.append((f"{body[:-2]}ましたら、{_THEN['ja']}。", body[:-2] + "ました", f"{body[:-2]}ましたら"))
        for source, cut, kept in forms:
            if faithful:
                out.append(Case("ja", source, kept, True, s.origin))
            else:
                out.append(Case("ja", source, cut, False, s.origin, _CONDITION_REASONS))
                if _THEN["ja"] in source:
                    out.append(Case("ja", source, f"{cut}…{_THEN['ja']}", False, s.origin, _CONDITION_REASONS))
    groups = by_lang(_all_sentences())
    out = per_lang.setdefault("tr", [])
    for s in groups.get("tr", ()):
        body = _TERMINAL_END_RE.sub("", s.text)
        words = body.split()
        if "?" in s.text or len(words) < 3 or not all(_PLAIN_RE.match(w) for w in words) or not _negation_free(body, "tr"):
            continue
        forms = [(f"{body} ise, {_THEN['tr']}.", body, f"{body} ise")]
        copula = regex.match(r"(?i)(.*\p{L})[dt][ıiuü]r$", words[-1])
        if copula:  # a nominal sentence ("... cümledir"): "whether it is ..." ("cümle olup olmadığı")
            nominal = " ".join([*words[:-1], copula.group(1)])
            forms.append((f"{nominal} olup olmadığı belirsiz.", nominal, f"{nominal} olup olmadığı belirsiz"))
        for source, cut, kept in forms:
            if faithful:
                out.append(Case("tr", source, kept, True, s.origin))
            else:
                out.append(Case("tr", source, cut, False, s.origin, _CONDITION_REASONS))
                if source.endswith(f"{_THEN['tr']}."):
                    out.append(Case("tr", source, f"{cut} … {_THEN['tr']}", False, s.origin, _CONDITION_REASONS))
    out = per_lang.setdefault("zh", [])
    for s in groups.get("zh", ()):
        for part in regex.split(r"[。！？，]", s.text):
            body = part.strip()
            if len(body) < 6 or not _UNSPACED_BODY_RE.match(body) or not _negation_free(body, "zh"):
                continue
            source = f"{body}的话，{_THEN['zh']}。"
            out.append(Case("zh", source, f"{body}的话" if faithful else body, faithful, s.origin, () if faithful else _CONDITION_REASONS))
    yield from _interleaved({k: v for k, v in per_lang.items() if v})


@case_class("adv_passage_before_condition_ending", faithful=False)
def passage_before_condition_ending(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence made a condition or an indirect question by what its language writes after
    the clause (Japanese "下げれば", "下げるかどうか", "なら", "場合", "ましたら"; Turkish "ise", "olup
    olmadığı"; Chinese "的话"), quoted up to right before (or inside) that ending, or with an
    elision over it: the quotation states what the source only supposes or asks
    (``condition_cut``)."""
    yield from _ending_cases(False)


@case_class("adv_passage_with_condition_ending_kept", faithful=True)
def passage_with_condition_ending_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin of ``adv_passage_before_condition_ending``: the quotation keeps the ending
    ("下げれば", "cümle olup olmadığı belirsiz", "的话")."""
    yield from _ending_cases(True)


def _everyday_cases() -> Iterator[Case]:
    """Real sentences quoted right after a word that is a condition word of some language and
    stands in its everyday sense there, as the parts of speech of spaCy's lookup tables show:
    French "si" 'so' before an adjective and "que" (the adjective taken from another real French
    sentence, the result clause a real sentence: "C'est si simple que ..."); Dutch "als" 'as'
    before adjectives alone ("het geldt als veilig en werkzaam"), which make no clause."""
    from spacy_quoteverify.lang.lexicons import could_be

    groups = by_lang(_all_sentences())
    per_lang: Dict[str, List[Case]] = {}
    french = [_TERMINAL_END_RE.sub("", s.text) for s in groups.get("fr", ())]
    adjectives = sorted(
        {w.lower() for body in french for w in body.split() if _PLAIN_RE.match(w) and len(w) > 3 and could_be(w, "fr", "adj") and not could_be(w, "fr", "verb") and not could_be(w, "fr", "noun")}
    )
    out = per_lang.setdefault("fr", [])
    for n, s in enumerate(groups.get("fr", ())):
        body = _TERMINAL_END_RE.sub("", s.text)
        words = body.split()
        if not adjectives or len(words) < 4 or "," in body or not all(_PLAIN_RE.match(w) or "'" in w for w in words) or not _negation_free(body, "fr"):
            continue
        adjective = adjectives[n % len(adjectives)]
        rest = body[0].lower() + body[1:]
        source = f"C'est si {adjective} que {rest}."
        out.append(Case("fr", source, f"{adjective} que {rest}", True, s.origin))
    # Dutch "als" 'as' before adjectives alone (two of the adjectives spaCy's lemma index lists,
    # uninflected, no noun nor verb form), after a real sentence: "…; het geldt als veilig en werkzaam".
    from spacy_quoteverify.lang.lexicons import _lookups_table

    listed = _lookups_table("nl", "lemma_index").get("adj", [])
    plain = [
        w for w in sorted({str(w).lower() for w in listed} if isinstance(listed, list) else ())
        if _PLAIN_RE.match(w) and len(w) > 3 and could_be(w, "nl", "noun") is False and could_be(w, "nl", "verb") is False
    ]
    frames = ("het geldt als", "het wordt beschouwd als", "het staat bekend als")
    out = per_lang.setdefault("nl", [])
    for n, s in enumerate(groups.get("nl", ())):
        body = _TERMINAL_END_RE.sub("", s.text)
        if len(plain) < 2 or not _negation_free(body, "nl") or not all(_PLAIN_RE.match(w) or "'" in w for w in body.split()):
            continue
        first, second = plain[(97 * n) % len(plain)], plain[(389 * n + 3) % len(plain)]
        if first == second:
            continue
        kept = f"{first} en {second}"
        out.append(Case("nl", f"{body}; {frames[n % len(frames)]} {kept}.", kept, True, s.origin))
    yield from _interleaved({k: v for k, v in per_lang.items() if v})


@case_class("adv_everyday_word_after_condition_spelling", faithful=True)
def everyday_word_after_condition_spelling(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A quotation that starts right after a word spelt as a condition word but used in its
    everyday sense, as the words after it show: French "si" 'so' ("simple que tout le monde
    comprend" of "C'est si simple que ..."), Dutch "als" 'as' ("veilig en werkzaam" of "het geldt
    als veilig en werkzaam"). It quotes what the source states."""
    yield from _everyday_cases()


@lru_cache(maxsize=1)
def _unasserted() -> Dict[str, Tuple[Tuple[str, bool], ...]]:
    """Each language's words that open a clause not asserted as having happened
    (``data/question_words.json``: "bevor", "avant que"; "before", which counts only where a verb
    may follow), each with whether it is a preposition too."""
    out = {}
    for lang in lexicons.available_languages("negations"):
        words = [(w, False) for w in sorted(lexicons.question_words("unasserted_opening", lang))]
        words += [(w, True) for w in sorted(lexicons.question_words("unasserted_opening_verb", lang))]
        if words:
            out[lang] = tuple(words)
    return out


#: A year: what a preposition that also opens a clause ("before", "until") takes as a noun
#: phrase in every language ("Before 2019, ...").
_YEAR = "2019"


def _unasserted_cases(faithful: bool) -> Iterator[Case]:
    """Real sentences written as the clause a "before" or "until" word opens, at the start of a
    sentence and after another sentence's words, quoted from right after the word (or after an
    elision that leaves it out), or, ``faithful``, with the word kept, and, for a word that is a
    preposition too, quoted after the year it takes as a noun phrase ("Before 2019, ...")."""
    from . import sentences

    per_lang: Dict[str, List[Case]] = {}
    groups = by_lang(sentences())
    for lang, words_of in sorted(_unasserted().items()):
        usable = _clause_bodies(groups.get(lang, ()), lang)
        if len(usable) < 2:
            continue
        sep = "" if lang in UNSPACED else " "
        comma = "，" if lang in UNSPACED else ","
        out = per_lang.setdefault(lang, [])
        for n, (s, body) in enumerate(usable):
            word, preposition = words_of[n % len(words_of)]
            if preposition and all(lexicons.could_be(w, lang, "verb") is False for w in body.split()):
                continue  # no word the tables read as a verb: "before" read as a preposition
            other = usable[(n + 1) % len(usable)][1]
            lead = other if lang in UNSPACED else " ".join(other.split()[:4])
            head = word[:1].upper() + word[1:]
            tail = body[: max(4, len(body) * 2 // 3)] if lang in UNSPACED else " ".join(body.split()[: max(3, len(body.split()) - 1)])
            opened = [(f"{head}{sep}{body}{comma}{sep}{lead}.", f"{head}{sep}"), (f"{lead}{sep}{word}{sep}{body}.", f"{word}{sep}")]
            for source, before in opened:
                if source.count(tail) > 1:
                    continue
                if faithful:
                    out.append(Case(lang, source, (before + tail).strip(), True, s.origin))
                    continue
                out.append(Case(lang, source, tail, False, s.origin, _CONDITION_REASONS))
                prefix = source[: source.index(before + body)].strip()
                if lang not in UNSPACED and len(prefix.split()) >= 2 and not prefix.endswith(_BOUNDARY_MARKS):
                    out.append(Case(lang, source, f"{' '.join(prefix.split()[-3:])} … {tail}", False, s.origin, _CONDITION_REASONS))
            if faithful and preposition:
                source = f"{head}{sep}{_YEAR}{comma}{sep}{body}."
                out.append(Case(lang, source, tail, True, s.origin))
    yield from _interleaved(per_lang)


@case_class("adv_passage_after_unasserted", faithful=False)
def passage_after_unasserted(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A real sentence written as the clause a "before" or "until" word opens ("The trial ended
    before …", "Bevor …", "Avant que …", "Прежде чем …"), quoted from right after the word, or
    with an elision that leaves it out: the quotation states as having happened what the source
    leaves open (``condition_cut``)."""
    yield from _unasserted_cases(False)


@case_class("adv_passage_with_unasserted_kept", faithful=True)
def passage_with_unasserted_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin of ``adv_passage_after_unasserted``: the quotation keeps the word ("before the
    drug reduced mortality"), or starts after the noun phrase a preposition that opens clauses too
    takes ("the drug reduced mortality" of "Before 2019, the drug reduced mortality")."""
    yield from _unasserted_cases(True)


def _inverted_questions(sents: Sequence[Sentence]) -> Iterator[Tuple[Sentence, str, str, str]]:
    """(sentence, source, its words, opener): a real sentence of a spaced language written as a
    question opened by each inverted question mark Unicode has ("¿…?", "⸘…?"), that verifies
    quoted whole from the plain sentence (nothing else in it refuses it)."""
    from spacy_quoteverify import charclasses, verify_quote

    openers = sorted(charclasses.QUESTION_OPENERS)
    k = 0
    for s in sents:
        body = regex.sub(r"[\p{Sentence_Terminal}\p{Po}\s]+$", "", s.text)
        if s.lang in UNSPACED or len(body.split()) < 3 or not regex.match(r"[\p{L}]", body) or "\n" in body:
            continue
        if regex.search(r"[\p{Sentence_Terminal}\p{N}]", body):
            continue  # one sentence, no figure a cut could leave out (other classes)
        if not all(verify_quote(body, body + ".", lang=code).verified for code in (None, s.lang)):
            continue
        opener = openers[k % len(openers)]
        k += 1
        yield s, f"{opener}{body}?", body, opener


@case_class("adv_inverted_question_quoted_as_statement", faithful=False)
def inverted_question_quoted_as_statement(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A question opened by an inverted question mark, quoted from its first word without either
    mark, whole or in part ("El fármaco redujo la mortalidad" of "¿El fármaco redujo la
    mortalidad?"): refused (question_cut), the quotation states what the source asks."""
    for s, source, body, _opener in _inverted_questions(sents):
        words = body.split()
        if _asks_first(words[0], source, s.lang):
            continue  # a question word first keeps it a question without its marks ("Cuándo nació")
        quote = body if rng.random() < 0.5 else " ".join(words[: rng.randint(2, len(words) - 1)])
        yield Case(s.lang, source, quote, False, s.origin, ("question_cut",))


@case_class("adv_inverted_question_kept", faithful=True)
def inverted_question_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the question quoted with its opening mark, or with its closing one, verifies."""
    for n, (s, source, body, opener) in enumerate(_inverted_questions(sents)):
        yield Case(s.lang, source, f"{opener}{body}" if n % 2 else f"{body}?", True, s.origin)


def _closed_questions(sents: Sequence[Sentence]) -> Iterator[Tuple[Sentence, str, str, str]]:
    """(sentence, source, its words, mark): a real sentence of every language written as a
    question closed by each question mark Unicode has (the sentence terminals named so: "?",
    "\u061f", "\uff1f", "\u203d"...), no particle or word order needed ("Препарат снизил
    смертность?"), that verifies quoted whole from the plain sentence (nothing else in it refuses
    it)."""
    from spacy_quoteverify import charclasses, verify_quote
    from spacy_quoteverify.lang.questions import particle_left_out

    marks = sorted(charclasses.QUESTION_TERMINALS)
    k = 0
    for s in sents:
        body = regex.sub(r"[\p{Sentence_Terminal}\p{Po}\s]+$", "", s.text)
        if len(body.split()) < 3 and s.lang not in UNSPACED or len(body) < 6 or not regex.match(r"[\p{L}]", body) or "\n" in body:
            continue
        if regex.search(r"[\p{Sentence_Terminal}\p{N}]", body):
            continue  # one sentence, no figure a cut could leave out (other classes)
        if not all(verify_quote(body, body + ".", lang=code).verified for code in (None, s.lang)):
            continue
        first = lexicons.word_key(body.split()[0])
        if particle_left_out(f"{body}?", 0, len(body)) is not None or any(lexicons.question_languages(first, pos) for pos in ("first", "any")):
            continue  # a particle asks too, which a quotation may keep (the particle classes)
        mark = marks[k % len(marks)]
        k += 1
        yield s, f"{body}{mark}", body, mark


@case_class("adv_question_words_stated", faithful=False)
def question_words_stated(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A question's words quoted whole without its question mark, or after its first word where
    that is a function word of some language (an auxiliary or a question word put first: "drug
    A reduced mortality" of "Has drug A reduced mortality?", "the drug reduced mortality" of
    "Has the drug reduced mortality?"), unless the quotation opens with a question word of the
    sentence's language ("Quand est né Barack Obama"): refused (question_cut), the quotation
    states what the source asks. An article or pronoun first asks nothing ("The drug reduced
    mortality" of "The drug reduced mortality?")."""
    from spacy_quoteverify.lang.negation import negates_as_written

    for s, source, body, _mark in _closed_questions(sents):
        words = body.split()
        first = words[0]
        if not _asks_first(first, source, s.lang):
            yield Case(s.lang, source, body, False, s.origin, ("question_cut",))
        if (
            _function_word(body) and s.lang not in UNSPACED and len(words) > 3 and regex.fullmatch(r"[\p{L}\p{M}]+", first)
            and not negates_as_written(first) and not _asks_first(words[1], source, s.lang)
        ):
            # The word left out may open a condition or negate what follows ("À moins que").
            yield Case(s.lang, source, " ".join(words[1:]), False, f"{s.origin} +after {first!r}", ("question_cut", "negation_cut", "condition_cut"))


def _asks_first(word: str, source: str, lang: str) -> bool:
    """``word`` opening ``source`` is a question word that asks, with its language named or not."""
    from spacy_quoteverify.lang.questions import asks_first

    letters = regex.search(r"[\p{L}\p{M}\p{N}]+", word)
    return letters is not None and any(asks_first(letters.group(), source, code) for code in (None, lang))


#: What may stand between a question's last word and its mark: a footnote (bracketed, superscript,
#: in markup, a symbol), an aside in brackets, an emoji, other sentence marks, a line break.
_BEFORE_MARK = ("[3]", "\u00b9", "*", "\u2020", "<sup>2</sup>", " (p = 0.04)", " (see Table 2)", " \U0001f914", "!", "...", "\u2026", "\n", "\u2009", "&nbsp;", "^1", "\u200b")


def _noted_questions(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[Sentence, str, str, str]]:
    """(sentence, note, its words, mark): :func:`_closed_questions` whose words do not open with
    a question word, each with a footnote, aside, emoji or other mark of :data:`_BEFORE_MARK` (in
    turn) before its question mark; a Greek one closed by ";", its question mark."""
    notes = cycle(_BEFORE_MARK)
    for s, _source, body, mark in _closed_questions(sents):
        if _asks_first(body.split()[0], body + mark, s.lang):
            continue
        if s.lang == "el" and rng.random() < 0.5:
            mark = ";"
        note = next(notes)
        if note == "\u00b9" and len(regex.search(r"[\p{L}\p{M}]+$", body).group()) <= 3:
            note = "[3]"  # a short word with a superscript figure may be a unit with its power ("m\u00b2")
        yield s, note, body, mark


@case_class("adv_question_stated_before_note", faithful=False)
def question_stated_before_note(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A question's words quoted whole without its mark where a footnote, an aside in brackets,
    an emoji or another mark stands before the mark ("Aspirin reduced mortality" of "Aspirin
    reduced mortality[3]?", "... (p = 0.04)?", "... 🤔?", "...!?"), or with a word in the
    middle left out by an elision ("Препарат … смертность" of "Препарат снизил смертность?"):
    refused (question_cut), the quotation states what the source asks. Greek closes its
    questions with ";" (U+037E is canonically the semicolon)."""
    for n, (s, note, body, mark) in enumerate(_noted_questions(sents, rng)):
        words = body.split()
        if n % 3 == 2 and s.lang not in UNSPACED and len(words) > 3:
            cut = rng.randrange(1, len(words) - 1)
            quote = " ".join(words[:cut]) + " \u2026 " + " ".join(words[cut + 1 :])
            yield Case(s.lang, body + mark, quote, False, f"{s.origin} +elided", ("question_cut", "negation_elided", "condition_cut", "language_not_covered"))
        else:
            yield Case(s.lang, body + note + mark, body, False, f"{s.origin} +note {note!r}", ("question_cut", "word_cut"))


@case_class("adv_statement_before_note_kept", faithful=True)
def statement_before_note_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the same words written as a statement, the same note before its full stop, quoted
    without it, verify; and the question quoted with its mark after the note verifies."""
    for n, (s, note, body, mark) in enumerate(_noted_questions(sents, rng)):
        if note.strip() in ("!", "...", "\u2026", "^1", "\u00b9") or note == "\n":
            continue  # not a note a statement writes before its full stop (a superscript figure glued to a capitalised word may be a unit's power)
        if n % 2:
            yield Case(s.lang, f"{body}{note}.", body, True, f"{s.origin} +note {note!r}")
        else:
            yield Case(s.lang, f"{body}{mark}", f"{body}{mark}", True, s.origin)


def _function_word(text: str) -> bool:
    """The first word of ``text`` is a function word of some language, read as the rule reads a
    quotation's first word (its first run of letters, marks and digits)."""
    letters = regex.search(r"[\p{L}\p{M}\p{N}]+", text)
    return letters is not None and lexicons.stop_word_anywhere(letters.group())


@case_class("adv_question_kept_or_part", faithful=True)
def question_kept_or_part(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the question quoted with its mark verifies, and so does a part of it that starts
    two words or more in ("the president of France" of "Who is the president of France?")."""
    from spacy_quoteverify import verify_quote

    for n, (s, source, body, mark) in enumerate(_closed_questions(sents)):
        words = body.split()
        if n % 2 and s.lang not in UNSPACED and len(words) > 4:
            part = " ".join(words[2:])
            if all(verify_quote(part, body + ".", lang=code).verified for code in (None, s.lang)):
                yield Case(s.lang, source, part, True, f"{s.origin} +part")
                continue
        yield Case(s.lang, source, f"{body}{mark}", True, s.origin)


#: Question tags of some languages, which turn the clause before them into a question (the rule
#: reads any tag of up to two words after a comma or dash; these are the tests' samples).
_TAGS: Dict[str, Tuple[str, ...]] = {
    "en": ("right", "isn't it", "or not"),
    "de": ("oder", "nicht wahr"),
    "fr": ("n'est-ce pas", "non"),
    "es": ("verdad", "no"),
    "it": ("vero", "no"),
    "pt": ("não é", "certo"),
    "nl": ("toch", "niet waar"),
    "ru": ("не так", "правда"),
    "pl": ("prawda", "nieprawdaż"),
    "cs": ("že", "ne"),
    "sv": ("eller hur", "va"),
    "tr": ("değil mi",),
}


@case_class("adv_question_tag_dropped", faithful=False)
def question_tag_dropped(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A statement made a question by a tag after a comma or a dash ("The drug works, right?",
    "Das Medikament wirkt, oder?", "Препарат работает, не так ли?"), quoted without the tag:
    refused (question_cut), the quotation states what the source asks."""
    for n, (s, source, body, mark) in enumerate(_closed_questions(sents)):
        tags = _TAGS.get(s.lang)
        if not tags or _asks_first(body.split()[0], source, s.lang):
            continue  # a question word first keeps it a question (adv_question_quoted_without_mark)
        joint = ", " if n % 3 else " \u2014 "
        yield Case(s.lang, f"{body}{joint}{tags[n % len(tags)]}{mark}", body, False, f"{s.origin} +tag", ("question_cut",))


@case_class("adv_question_tag_kept", faithful=True)
def question_tag_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The twin: the question quoted with its tag and mark verifies."""
    for n, (s, _source, body, mark) in enumerate(_closed_questions(sents)):
        tags = _TAGS.get(s.lang)
        if not tags:
            continue
        source = f"{body}, {tags[n % len(tags)]}{mark}"
        yield Case(s.lang, source, source, True, f"{s.origin} +tag kept")
