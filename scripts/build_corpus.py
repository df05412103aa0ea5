#!/usr/bin/env python
"""Build the bundled, labelled, multilingual quotation corpus.

Two stages:

``--fetch-debian``
    Downloads a fixed list of Debian packages with ``apt-get download`` (network),
    extracts prose paragraphs (the Debian Reference translations) and translated
    program messages (gettext catalogues) and writes them, with package, version
    and licence, to ``spacy_quoteverify/corpus/debian_texts.jsonl``. That file is
    committed, so the second stage runs offline.

default (build)
    Reads spaCy's own example sentences (``spacy.lang.<xx>.examples``, MIT,
    installed with spaCy) and the committed Debian texts, and derives from each
    source text quotations that must verify (typographic noise, elisions that
    leave out no negation, list-form passages) and quotations that must not
    (changed or cut numbers, dropped or elided negations, elisions across
    sentences, swapped or replaced words, fabricated sentences, unmarked gaps).
    Every row is ``{"id", "lang", "source", "quote", "faithful", "category",
    "origin"}``. The build is deterministic: inputs are sorted, every random
    choice comes from a generator seeded by the source id, and the output is
    sorted by id.

The labels are conservative: a perturbation that might not do what its
category says (an elision whose left-out words could hold a negation, a changed
quotation that still occurs in the source) is dropped, never emitted.
"""
from __future__ import annotations

import argparse
import gettext
import gzip
import importlib
import json
import random
import re
import subprocess
import sys
import tempfile
import unicodedata
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

import regex

from spacy_quoteverify.charclasses import FRACTION_SLASHES, PERCENT_SIGNS, VULGAR_FRACTIONS
from spacy_quoteverify.lang import negation, questions
from spacy_quoteverify.lang.lexicons import (
    available_languages,
    is_negation_word,
    negation_lexicon,
    percent_words,
    scale_word,
    word_key,
)
from spacy_quoteverify.match.boundaries import spelled_figure_pair

ROOT = Path(__file__).resolve().parent.parent
CORPUS_DIR = ROOT / "spacy_quoteverify" / "corpus"
DEFAULT_OUTPUT = CORPUS_DIR / "quotes.jsonl"
DEBIAN_TEXTS = CORPUS_DIR / "debian_texts.jsonl"

#: Languages whose spaCy example sentences are used.
SPACY_LANGS = (
    "ar ca cs da de el en es fi fr he hi id it ja ko nl pl pt ro ru sv tr uk vi zh"
).split()
#: Sentences per spaCy-example source text.
SPACY_GROUP = 3

#: Debian Reference translations: (package, language code of the corpus, file code).
DEBIAN_REFERENCE = [
    ("debian-reference-de", "de", "de"),
    ("debian-reference-en", "en", "en"),
    ("debian-reference-es", "es", "es"),
    ("debian-reference-fr", "fr", "fr"),
    ("debian-reference-id", "id", "id"),
    ("debian-reference-it", "it", "it"),
    ("debian-reference-ja", "ja", "ja"),
    ("debian-reference-pt", "pt", "pt"),
    ("debian-reference-zh-cn", "zh", "zh-cn"),
]
PARAGRAPHS_PER_REFERENCE = 6
#: Packages whose gettext catalogues give translated messages, and the languages taken.
DEBIAN_MESSAGES = [
    ("apt", "apt.mo"),
    ("dpkg", "dpkg.mo"),
    ("libglib2.0-data", "glib20.mo"),
    ("libgtk2.0-common", "gtk20.mo"),
    ("libpam-runtime", "Linux-PAM.mo"),
]
MESSAGE_LANGS = ("ar", "el", "he", "hi", "ko", "ru", "th", "tr")
MESSAGES_PER_SOURCE = 4
MESSAGE_SOURCES_PER_LANG = 5
#: Languages without spaCy example sentences whose translated program messages join the pool
#: of real sentences that the case-class generators (``tests/adversarial``) draw from. They are
#: not base rows of the corpus (its labelling lists know no negation words of these languages);
#: the classes' samples bring them in. Written by ``--fetch-debian-sentences``.
SENTENCE_POOL = CORPUS_DIR / "debian_sentences.jsonl"
#: Only languages spaCy has a class for: verify_quote takes no other code as ``lang`` (Belarusian,
#: Bosnian, Welsh and Esperanto cases could be checked without a language only).
SENTENCE_POOL_LANGS = ("af", "et", "ga", "gd", "is", "lv", "mk", "mr", "sq", "tl")
SENTENCE_POOL_MESSAGES = 24
#: Languages with a negation lexicon but no spaCy class, whose translated program messages the
#: lexicon self-test reads with no language named (``verify_quote`` takes no other code as
#: ``lang``). Written by ``--fetch-debian-sentences``; no case class draws from them.
UNCLASSED_POOL = CORPUS_DIR / "debian_unclassed.jsonl"
#: Translated program messages of the languages no negation lexicon covers (Galician, Uzbek,
#: Turkmen, Khmer...): an elision over their text must be refused as not covered. Written by
#: ``--fetch-debian-sentences`` too; read by the case-class generators only.
UNCOVERED_POOL = CORPUS_DIR / "debian_uncovered.jsonl"

#: Scripts written without spaces between words: quotations may cut anywhere.
UNSPACED_LANGS = {"zh", "ja", "th"}

# --------------------------------------------------------------------------
# Negation words used to label rows. BROAD: anything that might negate (used
# to keep faithful elisions clean, so false alarms only cost rows). SURE: words
# that certainly negate (used to build unfaithful rows).
# --------------------------------------------------------------------------
SURE_NEG: Dict[str, Tuple[str, ...]] = {
    "en": ("not", "never", "no", "cannot", "nor", "neither"),
    "de": ("nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals"),
    "fr": ("pas", "jamais", "aucun", "aucune"),
    "es": ("no", "nunca", "jamás", "ningún", "ninguna", "ninguno"),
    "it": ("non", "mai", "nessun", "nessuno", "nessuna"),
    "pt": ("não", "nunca", "nenhum", "nenhuma", "jamais"),
    "nl": ("niet", "geen", "nooit"),
    "id": ("tidak", "bukan", "belum", "tak", "jangan"),
    "ru": ("не", "нет", "никогда"),
    "uk": ("не", "ні", "ніколи", "немає"),
    "pl": ("nie", "nigdy"),
    "cs": ("ne", "nikdy"),
    "el": ("δεν", "δε", "μην", "μη", "όχι", "ποτέ"),
    "tr": ("değil", "yok", "asla"),
    "ar": ("لا", "لم", "لن", "ليس", "ليست", "غير"),
    "he": ("לא", "אין", "אינו", "אינה", "אינם", "אינן"),
    "hi": ("नहीं", "न", "मत"),
    "ko": ("안", "못"),
    "sv": ("inte", "ej", "aldrig", "ingen", "inget", "inga"),
    "da": ("ikke", "aldrig", "ingen", "intet"),
    "fi": ("ei", "eivät", "en", "et", "emme", "ette", "älä"),
    "vi": ("không", "chẳng", "chưa", "đừng"),
    "ca": ("no", "mai"),
    "ro": ("nu", "niciodată"),
}
BROAD_NEG_EXTRA: Dict[str, Tuple[str, ...]] = {
    "en": ("none", "nothing", "nobody", "without", "neither", "nowhere", "non", "n't", "lack", "fail", "unless"),
    "de": ("nichts", "niemand", "weder", "ohne", "noch", "un"),
    "fr": ("ne", "n'", "non", "rien", "personne", "sans", "ni", "nul", "nulle"),
    "es": ("nada", "nadie", "sin", "ni", "tampoco"),
    "it": ("niente", "nulla", "senza", "né", "neanche", "nemmeno"),
    "pt": ("nada", "ninguém", "sem", "nem", "tampouco"),
    "nl": ("niets", "niemand", "zonder", "noch", "geen"),
    "id": ("tanpa", "tiada", "non"),
    "ru": ("ни", "ничего", "никто", "без", "нельзя"),
    "uk": ("ніщо", "ніхто", "без", "не"),
    "pl": ("bez", "żaden", "żadna", "żadne", "nic", "nikt"),
    "cs": ("bez", "nic", "nikdo", "žádný", "žádná", "žádné"),
    "el": ("ούτε", "χωρίς", "κανένας", "καμία", "κανένα", "τίποτα", "μηδέν"),
    "tr": ("hiç", "hiçbir", "olmadan", "siz", "sız", "suz", "süz"),
    "ar": ("ما", "بدون", "دون", "بلا", "إلا"),
    "he": ("אל", "בלי", "ללא", "מבלי", "אף"),
    "hi": ("ना", "बिना", "नही", "कभी"),
    "ko": ("않", "없", "아니", "말", "비", "불", "무", "미"),
    "sv": ("utan", "varken", "icke"),
    "da": ("uden", "hverken", "ej"),
    "fi": ("ilman", "mitään", "koskaan", "eikä"),
    "vi": ("chả", "khỏi", "chớ", "vô", "phi"),
    "ca": ("cap", "res", "ningú", "sense", "ni", "gens"),
    "ro": ("nici", "fără", "nimic", "nimeni", "n-"),
}
#: Word prefixes that may negate (a word starting with one counts, broadly).
BROAD_NEG_PREFIX: Dict[str, Tuple[str, ...]] = {
    "en": ("un", "in", "im", "non", "dis"),
    "de": ("un", "nicht", "kein"),
    "ru": ("не", "ни", "без"),
    "uk": ("не", "ні", "без"),
    "pl": ("nie", "bez"),
    "cs": ("ne", "ni", "bez"),
    "ro": ("ne", "n-"),
    "el": ("α", "ά", "αν", "δυσ"),
    "ar": ("لا", "ول", "فل", "بل", "ال", "غير", "ما"),
    "he": ("ל", "ב", "א", "ש", "ו"),
    "fi": ("e", "ä"),
    "vi": ("k", "ch"),
}
#: Substrings inside a word that may negate (suffix negation, agglutination, unspaced scripts).
BROAD_NEG_SUBSTR: Dict[str, Tuple[str, ...]] = {
    "tr": ("ma", "me", "mı", "mi", "mu", "mü", "değil", "yok", "sız", "siz", "suz", "süz"),
    "ko": ("않", "없", "못", "안", "아니", "말", "비", "불", "무", "미"),
    "hi": ("नहीं", "नही", "बिना", "मत"),
    "ar": ("لا", "لم", "لن", "ليس", "غير", "دون", "بلا"),
    "he": ("לא", "אין", "אינ", "בלי", "ללא"),
    "zh": ("不", "没", "沒", "未", "无", "無", "非", "别", "別", "莫", "勿", "否", "毋", "甭", "免", "禁", "休"),
    "ja": ("な", "ず", "ぬ", "ません", "無", "不", "未", "非", "否", "禁", "ざ"),
    "th": ("ไม่", "มิ", "ไร้", "ห้าม", "อย่า", "ปราศ", "หาไม่", "ไม"),
}
#: Negating characters or endings that can be taken out of an unspaced sentence.
UNSPACED_SURE_NEG: Dict[str, Tuple[str, ...]] = {
    "zh": ("不", "没", "沒", "未"),
    "ja": ("ません", "ない"),
    "th": ("ไม่",),
}

#: Terminal punctuation that ends a sentence for certain.
SENTENCE_END = ".!?。！？।؟"
#: Characters after which the checker may see a sentence or clause end.
CLAUSE_END = ".!?;:。！？；：।॥؟۔"
QUOTE_PAIRS = {
    "de": ("„", "“"), "fr": ("« ", " »"), "ru": ("«", "»"), "uk": ("«", "»"),
    "ja": ("「", "」"), "zh": ("“", "”"), "el": ("«", "»"), "pl": ("„", "”"),
    "cs": ("„", "“"), "he": ("\"", "\""), "ar": ("«", "»"),
}


# --------------------------------------------------------------------------
# Text helpers (labelling only; the checker has its own, stricter rules)
# --------------------------------------------------------------------------
_QUOTE_CHARS = "\"'“”„‟«»‹›「」『』‘’‚‛′″"
_DASH_CHARS = "‐‑‒–—―−"


def rough_norm(text: str) -> str:
    """Fold text for the corpus's own sanity checks (not the checker's folding)."""
    text = unicodedata.normalize("NFKC", text).replace("**", "")
    text = text.translate({ord(c): '"' for c in _QUOTE_CHARS})
    text = text.translate({ord(c): "-" for c in _DASH_CHARS})
    text = re.sub(r"\s+", " ", text).casefold()
    return text.strip(" \"'.,;:…。、")


def content_norm(text: str) -> str:
    """Like :func:`rough_norm`, with quote marks and bold markers dropped: what is left is content."""
    text = rough_norm(text).replace('"', " ")
    return re.sub(r"\s+", " ", text).strip()


def is_unspaced(lang: str) -> bool:
    return lang in UNSPACED_LANGS


def split_clauses(text: str) -> List[Tuple[int, int]]:
    """Character spans of clauses: split after clause-ending punctuation and at line breaks."""
    spans: List[Tuple[int, int]] = []
    start = 0
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        end_here = False
        if ch == "\n":
            end_here = True
        elif ch in CLAUSE_END:
            nxt = text[i + 1] if i + 1 < n else " "
            if ch in "。！？；：।॥؟۔" or nxt.isspace():
                end_here = True
        if end_here:
            seg_end = i + 1 if ch != "\n" else i
            if text[start:seg_end].strip():
                spans.append(_strip_span(text, start, seg_end))
            start = i + 1
        i += 1
    if text[start:].strip():
        spans.append(_strip_span(text, start, n))
    return spans


def _strip_span(text: str, start: int, end: int) -> Tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


# A word, or a number whose digits a single space groups ("712 345 678"): one unit, since a
# quotation that keeps only some of its groups is a cut number.
_WORD_OR_GROUPED = re.compile(r"(?<!\S)\d{1,3}(?: \d{3})+(?!\d)\S*|\S+")


def word_spans(text: str, start: int, end: int) -> List[Tuple[int, int]]:
    """Whitespace-separated words inside [start, end) (a space-grouped number is one word)."""
    return [(start + m.start(), start + m.end()) for m in _WORD_OR_GROUPED.finditer(text[start:end])]


def bare_word(word: str) -> str:
    return word.strip(_QUOTE_CHARS + ".,;:!?()[]{}…。、").casefold()


def has_broad_negation(lang: str, text: str) -> bool:
    """True when ``text`` might contain a negation in ``lang`` (conservative)."""
    if lang not in SURE_NEG and lang not in BROAD_NEG_SUBSTR:
        return True
    for sub in BROAD_NEG_SUBSTR.get(lang, ()):
        if sub in text:
            return True
    if is_unspaced(lang):
        return False
    words = {bare_word(w) for w in text.split()}
    words |= {w.split("'")[0] + "'" for w in words if "'" in w}
    lexicon = set(SURE_NEG.get(lang, ())) | set(BROAD_NEG_EXTRA.get(lang, ()))
    if words & lexicon:
        return True
    prefixes = BROAD_NEG_PREFIX.get(lang, ())
    if any(w.startswith(p) for w in words for p in prefixes):
        return True
    if lang == "en" and any(w.endswith("n't") or w.endswith("n’t") for w in words):
        return True
    return False


def has_sure_negation(lang: str, text: str) -> bool:
    # "not only" adds rather than denies (the lexicons' additive phrases): such text is no sure negation.
    if lang in available_languages("negations"):
        for phrase in negation_lexicon(lang).additive_phrases:
            text = re.sub(re.escape(phrase).replace(r"\ ", r"\s+"), " ", text, flags=re.IGNORECASE)
    if is_unspaced(lang):
        return any(s in text for s in UNSPACED_SURE_NEG.get(lang, ()))
    words = {bare_word(w) for w in text.split()}
    return bool(words & set(SURE_NEG.get(lang, ())))


def occurrences(needle: str, hay: str) -> int:
    return hay.count(needle) if needle else 0


def whole_word_in(quote: str, source: str, lang: str) -> bool:
    """Whether the folded quote occurs in the folded source (as whole words in spaced scripts)."""
    q, s = rough_norm(quote), rough_norm(source)
    if not q:
        return True
    if is_unspaced(lang):
        return q in s
    pattern = r"(?<![\w])" + re.escape(q) + r"(?![\w])"
    return re.search(pattern, s) is not None


def safe_cut(text: str, pos: int) -> bool:
    """Whether an unspaced-script quotation may start or end at ``pos``."""
    if pos <= 0 or pos >= len(text):
        return True
    left, right = text[pos - 1], text[pos]
    if unicodedata.category(right) in ("Mn", "Mc", "Me"):
        return False
    # A cut right after a negating prefix drops the negation (非英文 "non-English",
    # ไม่สามารถ "cannot"): such a quotation is not faithful.
    if left in "不没沒無无非未别別莫勿否弗" or text[:pos].endswith(("ไม่", "มิ")):
        return False
    if left.isdigit() or right.isdigit():
        return False
    if left.isascii() and left.isalnum() and right.isascii() and right.isalnum():
        return False
    if left in ".,-" or right in ".,-%":
        return False
    return True


# --------------------------------------------------------------------------
# Sources
# --------------------------------------------------------------------------
@dataclass(frozen=True)
class Source:
    sid: str
    lang: str
    text: str
    origin: str


def spacy_sources(langs: Sequence[str] = SPACY_LANGS) -> List[Source]:
    """Source texts from spaCy's example sentences, SPACY_GROUP sentences each."""
    out: List[Source] = []
    for lang in sorted(langs):
        module = importlib.import_module(f"spacy.lang.{lang}.examples")
        sentences = [re.sub(r"\s+", " ", s).strip() for s in module.sentences]
        sentences = [s for s in sentences if len(s) >= 12]
        for g in range(0, len(sentences), SPACY_GROUP):
            group = sentences[g : g + SPACY_GROUP]
            if len(group) < 2:
                group = sentences[max(0, g - 1) : g + SPACY_GROUP]
            out.append(
                Source(
                    sid=f"{lang}-spacy-{g // SPACY_GROUP:02d}",
                    lang=lang,
                    text="\n\n".join(group),
                    origin=f"spacy.lang.{lang}.examples",
                )
            )
    return out


def debian_sources(path: Path = DEBIAN_TEXTS) -> List[Source]:
    if not path.exists():
        return []
    out = []
    with path.open(encoding="utf8") as fh:
        for line in fh:
            row = json.loads(line)
            out.append(
                Source(
                    sid=row["id"],
                    lang=row["lang"],
                    text=row["text"],
                    origin="debian:" + ",".join(f"{p['package']}={p['version']}" for p in row["packages"])
                    + ":" + row["file"],
                )
            )
    return sorted(out, key=lambda s: s.sid)


# --------------------------------------------------------------------------
# Row generators. Each takes (source, clauses, rng, pool) and returns a
# quotation, or None when the source offers nothing for its category.
# ``pool`` holds the other sources of the same language.
# --------------------------------------------------------------------------
Clauses = List[Tuple[int, int]]
Gen = Callable[[Source, Clauses, random.Random, List[Source]], Optional[str]]


def _pick_clause(src: Source, clauses: List[Tuple[int, int]], rng: random.Random,
                 min_words: int = 3, min_chars: int = 12) -> Optional[Tuple[int, int]]:
    good = []
    for a, b in clauses:
        if b - a < min_chars:
            continue
        if not is_unspaced(src.lang) and len(word_spans(src.text, a, b)) < min_words:
            continue
        good.append((a, b))
    return rng.choice(good) if good else None


def _units(src: Source, a: int, b: int) -> List[Tuple[int, int]]:
    """Cuttable units of a clause: words, or safe character positions in unspaced scripts."""
    if not is_unspaced(src.lang):
        return word_spans(src.text, a, b)
    cuts = [p for p in range(a, b + 1) if p in (a, b) or safe_cut(src.text, p)]
    return [(cuts[i], cuts[i + 1]) for i in range(len(cuts) - 1)]


def _span_text(src: Source, units: List[Tuple[int, int]], i: int, j: int) -> str:
    return src.text[units[i][0] : units[j - 1][1]]


def _parts_figure(src: Source, units, k: int) -> bool:
    """A cut before unit ``k`` parts a figure from the scale or percent word after it ("45.2 |
    million", "40 | percent", "40 | 퍼센트가" with a Korean particle on the word), a whole number
    from its fraction ("2 | 1/2", "2 | ½"), or an abbreviated scale word from the currency or
    percent sign after it ("5 Mio. | €"): each is one number, and a faithful quotation keeps it
    together."""
    if not 0 < k < len(units):
        return False
    before = src.text[units[k - 1][0] : units[k - 1][1]]
    whole = src.text[units[k][0] : units[k][1]]
    after = whole.strip(".,;:")
    if scale_word(before.rstrip(".")) and whole[:1] and (unicodedata.category(whole[0]) == "Sc" or whole[0] in PERCENT_SIGNS):
        return True
    if spelled_figure_pair(before, after):
        return True  # "mil | millones", "five | million": a figure written with words
    if not re.search(r"\d$", before):
        return False
    if whole[:1] in VULGAR_FRACTIONS or re.match(rf"\d+[{''.join(sorted(FRACTION_SLASHES))}]\d", whole):
        return True
    head = after.lower()
    return scale_word(after) or head in _PERCENT_HEADS or any(
        head.startswith(h) and _HANGUL_RUN.fullmatch(head[len(h) :]) for h in _HANGUL_PERCENT_HEADS
    )


def _leaves_out_question(src: Source, start: int, end: int, gaps: Sequence[Tuple[int, int]] = ()) -> bool:
    """A piece from ``start`` to ``end`` (offsets in the row's text), with the text of ``gaps``
    left out by elisions, leaves out the particle that makes its sentence a question in the
    row's language (``data/question_words.json``: after an opening "هل" or "czy", before a
    closing "mu" or "ไหม", or elided), or starts right after the word that opens its clause as a
    condition or an indirect question ("if", "whether", "wenn", "ob"), the piece or the one after
    an elision, or elides such a word: quoted so, it states what the source asks or supposes, so a faithful quotation
    does not."""
    found = [questions.particle_before(src.text, start, end), questions.particle_after(src.text, end)]
    found += [questions.particle_left_out(src.text, a, b) for a, b in gaps]
    found += [questions.condition_before(src.text, at) for at in (start, *(b for _, b in gaps))]
    found += [questions.condition_left_out(src.text, a, b) for a, b in gaps]
    found += [questions.condition_after(src.text, at) for at in (end, *(a for a, _ in gaps))]
    if any(_kana_negation_after(src, at) for at in (end, *(a for a, _ in gaps))):
        return True
    return any(p is not None and (src.lang in p.langs or src.lang in getattr(p, "strict", ())) for p in found)


def _kana_negation_after(src: Source, end: int) -> bool:
    """A Japanese piece stops right before a negating auxiliary glued to its last stem ("依存し" of
    "依存しない"): quoted so, it states the opposite, so a faithful quotation does not stop there."""
    if src.lang != "ja":
        return False
    from spacy_quoteverify.lang import negation

    lo = max(0, end - 40)
    found = negation.negation_in_context(src.text[lo : end + 20], end - lo, min(len(src.text), end + 20) - lo, "ja")
    return found is not None and src.text.startswith(found, end) and regex.match(r"\p{Script=Hiragana}", found) is not None


def _after_negation(src: Source, units, k: int) -> bool:
    """A piece starting at unit ``k`` starts right after a word that negates in the row's
    language ("No | patients improved"): quoted from there it says the opposite, so a faithful
    quotation does not start there (spaced scripts; the lexicon of the row's language)."""
    if not 0 < k < len(units) or is_unspaced(src.lang) or src.lang not in _NEGATION_LANGS:
        return False
    before = src.text[units[k - 1][0] : units[k - 1][1]]
    between = src.text[units[k - 1][1] : units[k][0]]
    if not between.strip() and is_negation_word(before.strip(".,;:!?\"'()[]"), src.lang):
        return True
    # A phrase of some lexicon ends right before it ("failed to", "It is said that", "potrebbe"):
    # read as the check reads it.
    at = units[k][0]
    return negation.phrase_negation_at(src.text[max(0, at - 60) : at], src.text[at : at + 60]) is not None


def _reported(lang: str, text: str) -> bool:
    """``text`` holds a hearsay, error or hedge phrase of the row's language (the lexicon's
    ``reportative_patterns``: "allegedly", "peut-\u00eatre", "potrebbe"): left out by an elision, it
    states a report, an error or a possibility as fact, so a faithful elision does not leave it out."""
    if lang not in _NEGATION_LANGS:
        return False
    key = word_key(text)
    return any(p.search(key) for p in negation_lexicon(lang).reportative_patterns)


#: What ends a clause after a piece: Unicode's terminal punctuation, a line break, a bracket, a
#: quote mark, a dash.
_CLAUSE_END = regex.compile(r"[\p{Terminal_Punctuation}\p{Sentence_Terminal}\n\p{Ps}\p{Pe}\p{Pi}\p{Pf}\"\u2014]")


def _before_final_negation(src: Source, units, k: int, piece: str) -> bool:
    """A piece ending with unit ``k - 1`` stops inside a clause that a negation word closes
    ("Die Sterblichkeit sank | nicht."): quoted so it says the opposite, so a faithful quotation
    does not end there (spaced scripts; any lexicon, unless the piece writes the word itself)."""
    if not 0 < k or is_unspaced(src.lang):
        return False
    end = units[k - 1][1]
    stop = _CLAUSE_END.search(src.text, end)
    tail = src.text[end : stop.start() if stop else len(src.text)].split()
    if not tail:
        return False
    for word in tail[-2:]:  # the last two words (a negation before a particle: "nicht mehr")
        word = word.strip(".,;:!?\"'()[]")
        if word and word.casefold() not in piece.casefold().split() and (is_negation_word(word, src.lang) or is_negation_word(word)):
            return True
    return False


_NEGATION_LANGS = frozenset(available_languages("negations"))
_PERCENT_HEADS = frozenset(w.split()[0] for w in percent_words()["after"])
_HANGUL_RUN = re.compile(r"[\uac00-\ud7a3]+")
#: Korean writes a particle onto the word ("퍼센트가").
_HANGUL_PERCENT_HEADS = tuple(h for h in _PERCENT_HEADS if _HANGUL_RUN.fullmatch(h))


def _partial(src: Source, clauses, rng, min_units: int = 3) -> Optional[str]:
    clause = _pick_clause(src, clauses, rng)
    if clause is None:
        return None
    units = _units(src, *clause)
    if len(units) < min_units + 1:
        return None
    size = rng.randint(min_units, max(min_units, len(units) - 1))
    i = rng.randint(0, len(units) - size)
    if _parts_figure(src, units, i) or _parts_figure(src, units, i + size) or _after_negation(src, units, i):
        return None
    text = _span_text(src, units, i, i + size).strip()
    if is_unspaced(src.lang) and len(text) < 6:
        return None
    if _before_final_negation(src, units, i + size, text):
        return None
    if _leaves_out_question(src, units[i][0], units[i + size - 1][1]):
        return None
    return text


def gen_exact(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    clause = _pick_clause(src, clauses, rng)
    return src.text[clause[0] : clause[1]] if clause else None


def gen_partial(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    return _partial(src, clauses, rng)


def gen_curly_quotes(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    text = gen_exact(src, clauses, rng, pool) if rng.random() < 0.5 else _partial(src, clauses, rng)
    if not text:
        return None
    text = re.sub(r'"([^"]*)"', "“\\1”", text).replace("'", "’")
    left, right = QUOTE_PAIRS.get(src.lang, ("“", "”"))
    return f"{left}{text}{right}"


def gen_dashes(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    candidates = [c for c in clauses if re.search(r"[-–—]", src.text[c[0] : c[1]])]
    if not candidates:
        return None
    a, b = rng.choice(candidates)
    text = src.text[a:b]
    return text.translate({ord("-"): "–", ord("–"): "-", ord("—"): "–"})


def gen_case(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    text = gen_exact(src, clauses, rng, pool)
    if not text or not any(c.isupper() or c.islower() for c in text):
        return None
    if src.lang not in ("tr", "az") and "ß" not in text and rng.random() < 0.4:
        changed = text.upper()
    else:
        first = next((i for i, c in enumerate(text) if c.isalpha()), None)
        if first is None:
            return None
        c = text[first]
        flipped = c.lower() if c.isupper() else c.upper()
        if src.lang in ("tr", "az") and c in "iIıİ":
            return None
        changed = text[:first] + flipped + text[first + 1 :]
    return changed if changed != text else None


def gen_whitespace(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    text = _partial(src, clauses, rng) if rng.random() < 0.5 else gen_exact(src, clauses, rng, pool)
    if not text:
        return None
    if " " in text:
        spaces = ["  ", "\u00a0", " \t ", "   ", "\u3000" if is_unspaced(src.lang) else "  "]
        parts = text.split(" ")
        out = parts[0]
        for p in parts[1:]:
            out += (rng.choice(spaces) if rng.random() < 0.5 else " ") + p
        text = out if out != text else text.replace(" ", "  ", 1)
    return "  " + text + " \n"


def gen_fullwidth_digits(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    candidates = [c for c in clauses if re.search(r"[0-9０-９]", src.text[c[0] : c[1]])]
    if not candidates:
        return None
    a, b = rng.choice(candidates)
    text = src.text[a:b]
    table = {ord(str(d)): chr(0xFF10 + d) for d in range(10)}
    table.update({0xFF10 + d: ord(str(d)) for d in range(10)})
    return text.translate(table)


def gen_line_wrap(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    clause = _pick_clause(src, clauses, rng, min_words=4)
    if clause is None:
        return None
    text = src.text[clause[0] : clause[1]]
    spaces = [m.start() for m in re.finditer(" ", text) if 0 < m.start() < len(text) - 1]
    spaces = [p for p in spaces if text[p - 1] not in CLAUSE_END + ","]
    if not spaces:
        return None
    p = rng.choice(spaces)
    return text[:p] + "\n" + text[p + 1 :]


def gen_markdown_bold(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    clause = _pick_clause(src, clauses, rng)
    if clause is None:
        return None
    text = src.text[clause[0] : clause[1]]
    if is_unspaced(src.lang) or "*" in text:
        return None if "*" in text else f"**{text}**"
    words = text.split(" ")
    if len(words) < 3:
        return f"**{text}**"
    i = rng.randint(0, len(words) - 2)
    j = rng.randint(i + 1, min(len(words), i + 3))
    inner = " ".join(words[i:j])
    if not re.match(r"\w", inner) or not re.search(r"\w$", inner):
        return f"**{text}**"
    return " ".join(words[:i] + [f"**{inner}**"] + words[j:])


def gen_edge_punctuation(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    text = _partial(src, clauses, rng)
    if not text:
        return None
    lead = rng.choice(["...", "… ", "", ", "])
    trail = rng.choice(["...", ".", "…", ";", "。" if is_unspaced(src.lang) else "."])
    if trail == ";" and src.lang in ("el", "grc"):
        # ";" is the Greek question mark: added after a statement it changes the
        # sentence into a question, which is a change of content, not typography.
        trail = "."
    return f"{lead}{text}{trail}"


def _elision(src: Source, clauses: Clauses, rng: random.Random, want_negation: bool) -> Optional[str]:
    """Two pieces of one clause with the words between them left out."""
    lang = src.lang
    if lang not in SURE_NEG and lang not in BROAD_NEG_SUBSTR:
        return None
    good = [c for c in clauses if len(_units(src, *c)) >= (9 if is_unspaced(lang) else 6)]
    if not good:
        return None
    norm_source = rough_norm(src.text)
    for _ in range(20):
        a, b = rng.choice(good)
        units = _units(src, a, b)
        n = len(units)
        min_piece = 3 if is_unspaced(lang) else 2
        i = rng.randint(min_piece, n - min_piece - 1)
        j = rng.randint(i + 1, min(n - min_piece, i + 4))
        start = rng.randint(0, max(0, i - min_piece))
        end = rng.randint(j + min_piece, n)
        if any(_parts_figure(src, units, k) for k in (start, i, j, end)) or _after_negation(src, units, start):
            continue
        left = _span_text(src, units, start, i).strip()
        gap = _span_text(src, units, i, j)
        right = _span_text(src, units, j, end).strip()
        if want_negation:
            if not has_sure_negation(lang, gap) or has_sure_negation(lang, left + " " + right):
                continue
        elif has_broad_negation(lang, gap) or _reported(lang, gap) or _before_final_negation(src, units, end, right):
            continue
        if not want_negation and _leaves_out_question(src, units[start][0], units[end - 1][1], [(units[i - 1][1], units[j][0])]):
            continue
        if is_unspaced(lang) and (len(left) < 3 or len(right) < 3):
            continue
        if not re.search(r"\w", left) or not re.search(r"\w", right):
            continue
        if occurrences(rough_norm(left), norm_source) != 1 or occurrences(rough_norm(right), norm_source) != 1:
            continue
        marker = rng.choice([" ... ", " … ", " [...] ", " (...) ", " [...] "])
        if is_unspaced(lang):
            marker = rng.choice(["……", "…", "...", " [...] "])
        return f"{left}{marker}{right}"
    return None


def gen_elision(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    return _elision(src, clauses, rng, want_negation=False)


def gen_negation_elided(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    return _elision(src, clauses, rng, want_negation=True)


def split_sentences(text: str) -> List[Tuple[int, int]]:
    """Character spans of sentences: split after sentence-ending punctuation and at line breaks."""
    spans: List[Tuple[int, int]] = []
    start = 0
    for m in re.finditer(r"(?<=[.!?])\s+|(?<=[。！？।؟])\s*|\n+", text):
        if text[start : m.start()].strip():
            spans.append(_strip_span(text, start, m.start()))
        start = m.end()
    if text[start:].strip():
        spans.append(_strip_span(text, start, len(text)))
    return spans


def _whole_clauses(src: Source, clauses: Clauses, rng: random.Random, k: int = 2) -> Optional[List[str]]:
    """``k`` whole sentences of the source, in source order."""
    good = [c for c in split_sentences(src.text)
            if c[1] - c[0] >= 12 and src.text[c[0]].isalnum()]
    if len(good) < k:
        return None
    chosen = sorted(rng.sample(range(len(good)), k))
    picked = [src.text[good[i][0] : good[i][1]] for i in chosen]
    if len(set(rough_norm(p) for p in picked)) < k:
        return None
    return picked


def gen_list_passages(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    picked = _whole_clauses(src, clauses, rng)
    if not picked:
        return None
    style = rng.choice(["- ", "* ", "• ", "num"])
    lines = [(f"{i + 1}. " if style == "num" else style) + p for i, p in enumerate(picked)]
    return "\n".join(lines)


def gen_quoted_passages(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    picked = _whole_clauses(src, clauses, rng)
    if not picked:
        return None
    left, right = QUOTE_PAIRS.get(src.lang, ("“", "”"))
    if any(c in p for p in picked for c in (left.strip(), right.strip(), '"')):
        return None
    sep = "、" if is_unspaced(src.lang) else ", "
    return sep.join(f"{left}{p}{right}" for p in picked)


def _digit_shift(ch: str) -> str:
    """The next digit of the same script (9 wraps to 0)."""
    d = unicodedata.digit(ch)
    return chr(ord(ch) - d + (d + 1) % 10)


def gen_number_changed(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    candidates = [c for c in clauses if any(ch.isdigit() for ch in src.text[c[0] : c[1]])]
    if not candidates:
        return None
    a, b = rng.choice(candidates)
    text = src.text[a:b]
    positions = [i for i, ch in enumerate(text) if ch.isdigit()]
    p = rng.choice(positions)
    return text[:p] + _digit_shift(text[p]) + text[p + 1 :]


def gen_number_cut(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    """A quotation that starts or ends inside a number ("5%" from "25%")."""
    text = src.text
    numbers = [m for m in re.finditer(r"\d{2,}", text)]
    if not numbers:
        return None
    m = rng.choice(numbers)
    clause = next(((a, b) for a, b in clauses if a <= m.start() < b), None)
    if clause is None:
        return None
    a, b = clause
    if rng.random() < 0.5 and m.end() < b - 3:
        cut = m.start() + rng.randint(1, len(m.group()) - 1)
        quote = text[cut:b]
        if quote[0] == "0":
            return None
    elif m.start() > a + 3:
        cut = m.start() + rng.randint(1, len(m.group()) - 1)
        quote = text[a:cut]
    else:
        return None
    if is_unspaced(src.lang):
        if rough_norm(quote) in rough_norm(text.replace(text[m.start():m.end()], "#")):
            return None
        return quote
    if whole_word_in(quote, text, src.lang):
        return None
    return quote


def gen_negation_dropped(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    lang = src.lang
    if is_unspaced(lang):
        forms = UNSPACED_SURE_NEG.get(lang, ())
        for _ in range(10):
            clause = _pick_clause(src, clauses, rng)
            if clause is None:
                return None
            text = src.text[clause[0] : clause[1]]
            hits = [(m.start(), m.end()) for f in forms for m in re.finditer(re.escape(f), text)]
            hits = [h for h in hits if h[0] >= 2 and h[1] <= len(text) - 3]
            if not hits:
                continue
            s, e = rng.choice(hits)
            repl = "ます" if text[s:e] == "ません" else ""
            return text[:s] + repl + text[e:]
        return None
    sure = set(SURE_NEG.get(lang, ()))
    if not sure:
        return None
    hits = []
    for a, b in clauses:
        words = word_spans(src.text, a, b)
        for k, (ws, we) in enumerate(words):
            if 0 < k < len(words) - 1 and bare_word(src.text[ws:we]) in sure:
                hits.append((a, b, ws, we))
    if lang == "ko":
        for a, b in clauses:
            for m in re.finditer("없", src.text[a:b]):
                if a + m.end() < b - 1:
                    hits.append((a, b, a + m.start(), -1))
    if not hits:
        return None
    a, b, ws, we = rng.choice(hits)
    text = src.text
    if we == -1:
        return text[a:ws] + "있" + text[ws + 1 : b]
    quote = text[a:ws].rstrip() + " " + text[we:b].lstrip()
    if lang == "fr":
        quote = re.sub(r"\b(ne|n’|n')\s*", "", quote, count=1, flags=re.I)
    return quote


def gen_cross_sentence(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    """The start of one sentence and the middle/end of the next, joined by an elision."""
    text = src.text
    pairs = []
    for (a1, b1), (a2, b2) in zip(clauses, clauses[1:]):
        if text[b1 - 1] not in SENTENCE_END:
            continue
        if not is_unspaced(src.lang):
            last = bare_word(text[a1:b1].split()[-1]) if text[a1:b1].split() else ""
            first = text[a2:b2].lstrip(_QUOTE_CHARS)[:1]
            if len(last) <= 3 or (first.isalpha() and not first.isupper() and first.lower() != first.upper()):
                continue
        u1, u2 = _units(src, a1, b1), _units(src, a2, b2)
        need = 6 if is_unspaced(src.lang) else 4
        if len(u1) >= need and len(u2) >= need:
            pairs.append((a1, b1, a2, b2))
    if not pairs:
        return None
    norm_source = rough_norm(text)
    for _ in range(10):
        a1, b1, a2, b2 = rng.choice(pairs)
        u1, u2 = _units(src, a1, b1), _units(src, a2, b2)
        k = 3 if is_unspaced(src.lang) else 2
        i = rng.randint(k, len(u1) - 1)
        j = rng.randint(1, len(u2) - k)
        left = _span_text(src, u1, 0, i).strip()
        right = _span_text(src, u2, j, len(u2)).strip()
        if occurrences(rough_norm(left), norm_source) != 1 or occurrences(rough_norm(right), norm_source) != 1:
            continue
        return f"{left} ... {right}"
    return None


def gen_words_swapped(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    clause = _pick_clause(src, clauses, rng, min_words=4)
    if clause is None:
        return None
    a, b = clause
    text = src.text[a:b]
    if is_unspaced(src.lang):
        units = _units(src, a, b)
        if len(units) < 6:
            return None
        k = rng.randint(1, len(units) - 3)
        s1, e1 = units[k][0] - a, units[k][1] - a
        s2, e2 = units[k + 1][0] - a, units[k + 1][1] - a
        if text[s1:e1] == text[s2:e2] or not re.search(r"\w", text[s1:e1] + text[s2:e2]):
            return None
        return text[:s1] + text[s2:e2] + text[s1:e1] + text[e2:]
    words = text.split(" ")
    k = rng.randint(0, len(words) - 2)
    if content_norm(words[k]) == content_norm(words[k + 1]) or not all(
        re.search(r"\w", w) for w in words[k : k + 2]
    ):
        return None
    words[k], words[k + 1] = words[k + 1], words[k]
    return " ".join(words)


def gen_word_replaced(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    clause = _pick_clause(src, clauses, rng, min_words=4)
    if clause is None or not pool:
        return None
    a, b = clause
    text = src.text[a:b]
    other = rng.choice(pool).text
    if is_unspaced(src.lang):
        runs = [m for m in re.finditer(r"[^\W\d_a-zA-Z]{2}", other)]
        spots = [m for m in re.finditer(r"[^\W\d_a-zA-Z]{2}", text) if m.start() > 1]
        if not runs or not spots:
            return None
        r, s = rng.choice(runs), rng.choice(spots)
        if r.group() == s.group() or unicodedata.category(r.group()[0]) in ("Mn", "Mc"):
            return None
        return text[: s.start()] + r.group() + text[s.end() :]
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(bare_word(w)) >= 4 and not any(c.isdigit() for c in w)]
    repl = sorted({bare_word(w) for w in other.split() if len(bare_word(w)) >= 4 and bare_word(w).isalpha()})
    if not idx or not repl:
        return None
    i = rng.choice(idx)
    new = rng.choice(repl)
    if new == bare_word(words[i]) or has_broad_negation(src.lang, new) or has_broad_negation(src.lang, words[i]):
        return None
    core = bare_word(words[i])
    m = re.search(re.escape(core), words[i], flags=re.I)
    if not m:
        return None
    words[i] = words[i][: m.start()] + new + words[i][m.end() :]
    return " ".join(words)


def gen_word_dropped(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    clause = _pick_clause(src, clauses, rng, min_words=5)
    if clause is None:
        return None
    a, b = clause
    units = _units(src, a, b)
    if len(units) < 5:
        return None
    k = rng.randint(1, len(units) - 2)
    text = src.text
    if not re.search(r"\w", text[units[k][0] : units[k][1]]):
        return None
    left = text[a : units[k][0]]
    right = text[units[k][1] : b]
    if is_unspaced(src.lang):
        return left + right
    return left.rstrip() + " " + right.lstrip()


def gen_fabricated(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    if not pool:
        return None
    other = rng.choice(pool)
    oc = split_clauses(other.text)
    clause = _pick_clause(other, oc, rng, min_words=4)
    if clause is None:
        return None
    return other.text[clause[0] : clause[1]]


def gen_unmarked_gap(src: Source, clauses: Clauses, rng: random.Random, pool: List[Source]) -> Optional[str]:
    """Two passages of one clause, with the words between them left out and no marker."""
    good = [c for c in clauses if len(_units(src, *c)) >= (9 if is_unspaced(src.lang) else 6)]
    if not good:
        return None
    norm_source = rough_norm(src.text)
    for _ in range(10):
        a, b = rng.choice(good)
        units = _units(src, a, b)
        n = len(units)
        k = 3 if is_unspaced(src.lang) else 2
        i = rng.randint(k, n - k - 1)
        j = rng.randint(i + 1, min(n - k, i + 3))
        left = _span_text(src, units, 0, i).strip()
        right = _span_text(src, units, j, n).strip()
        if not re.search(r"\w", _span_text(src, units, i, j)):
            continue
        if occurrences(rough_norm(left), norm_source) != 1 or occurrences(rough_norm(right), norm_source) != 1:
            continue
        if rng.random() < 0.5:
            return f"- {left}\n- {right}"
        lq, rq = QUOTE_PAIRS.get(src.lang, ("“", "”"))
        return f"{lq}{left}{rq}, {lq}{right}{rq}"
    return None


FAITHFUL: Dict[str, Gen] = {
    "exact": gen_exact,
    "partial": gen_partial,
    "curly_quotes": gen_curly_quotes,
    "dashes": gen_dashes,
    "case": gen_case,
    "whitespace": gen_whitespace,
    "fullwidth_digits": gen_fullwidth_digits,
    "line_wrap": gen_line_wrap,
    "markdown_bold": gen_markdown_bold,
    "edge_punctuation": gen_edge_punctuation,
    "elision": gen_elision,
    "list_passages": gen_list_passages,
    "quoted_passages": gen_quoted_passages,
}
UNFAITHFUL: Dict[str, Gen] = {
    "number_changed": gen_number_changed,
    "number_cut": gen_number_cut,
    "negation_dropped": gen_negation_dropped,
    "negation_elided": gen_negation_elided,
    "cross_sentence_elision": gen_cross_sentence,
    "words_swapped": gen_words_swapped,
    "word_replaced": gen_word_replaced,
    "word_dropped": gen_word_dropped,
    "fabricated": gen_fabricated,
    "unmarked_gap": gen_unmarked_gap,
}
#: Single-passage categories: the folded quotation must (faithful) or must not
#: (unfaithful) occur in the folded source.
_SINGLE_FAITHFUL = {
    "exact", "partial", "curly_quotes", "dashes", "case", "whitespace",
    "fullwidth_digits", "line_wrap", "markdown_bold", "edge_punctuation",
}
_SINGLE_UNFAITHFUL = {"number_changed", "negation_dropped", "words_swapped", "word_replaced",
                      "word_dropped", "fabricated"}


def _sane(category: str, quote: str, src: Source) -> bool:
    """Independent check that a generated row really has its label."""
    if not quote or not quote.strip():
        return False
    q, s = rough_norm(quote.replace("\n", " ")), rough_norm(src.text)
    if category in _SINGLE_FAITHFUL:
        return q in s and whole_word_in(quote.replace("\n", " "), src.text, src.lang)
    if category in _SINGLE_UNFAITHFUL:
        cq = content_norm(quote)
        return q not in s and cq not in content_norm(src.text) and len(q) >= 4
    if category in ("list_passages", "quoted_passages"):
        return True
    if category in ("elision", "negation_elided", "cross_sentence_elision", "unmarked_gap"):
        return q not in s
    return True


def _seed(*parts: str) -> int:
    """A stable seed (CRC-32) for a random generator, whatever PYTHONHASHSEED is."""
    return zlib.crc32("\x1f".join(parts).encode("utf8"))


#: Rows per category and source; the rarer, content-changing categories get more.
ROWS_PER_CATEGORY = 1
RARE_CATEGORIES = {"number_changed", "number_cut", "negation_dropped", "negation_elided",
                   "fullwidth_digits", "dashes", "cross_sentence_elision"}
ROWS_PER_RARE_CATEGORY = 3


def rows_for_source(src: Source, pool: List[Source]) -> List[dict]:
    clauses = split_clauses(src.text)
    rows = []
    seen = set()
    for faithful, gens in ((True, FAITHFUL), (False, UNFAITHFUL)):
        for category, gen in gens.items():
            made = 0
            per_category = ROWS_PER_RARE_CATEGORY if category in RARE_CATEGORIES else ROWS_PER_CATEGORY
            for attempt in range(12):
                if made >= per_category:
                    break
                rng = random.Random(_seed(src.sid, category, str(attempt)))
                quote = gen(src, clauses, rng, pool)
                if not quote or quote in seen or not _sane(category, quote, src):
                    continue
                seen.add(quote)
                rows.append(
                    {
                        "id": f"{src.sid}-{category}-{made}",
                        "lang": src.lang,
                        "source": src.text,
                        "quote": quote,
                        "faithful": faithful,
                        "category": category,
                        "origin": src.origin,
                    }
                )
                made += 1
    return rows


def build_rows(sources: Sequence[Source]) -> List[dict]:
    by_lang: Dict[str, List[Source]] = {}
    for s in sources:
        by_lang.setdefault(s.lang, []).append(s)
    rows: List[dict] = []
    for src in sorted(sources, key=lambda s: s.sid):
        pool = [o for o in by_lang[src.lang] if o.sid != src.sid]
        rows.extend(rows_for_source(src, pool))
    rows.sort(key=lambda r: r["id"])
    return rows


#: Rows per class of tests/adversarial in the corpus (spread over the class's languages).
ROWS_PER_CLASS = 60


def _adversarial():
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        return importlib.import_module("adversarial")
    finally:
        sys.path.remove(str(ROOT / "tests"))


def class_names() -> List[str]:
    """The names of the classes of ``tests/adversarial``, in their order."""
    return list(_adversarial().all_classes())


def class_rows_of(name: str, per_class: int = ROWS_PER_CLASS) -> List[dict]:
    """The corpus rows of one class of ``tests/adversarial``, its name as the category.

    The cases are taken round-robin over the class's languages (``adversarial.spread``), so
    every language it concerns is measured, and deterministically (the generators are seeded
    by the class name).
    """
    chosen = _adversarial().spread(name, per_class)
    return [{
        "id": f"{case.lang}-class-{name}-{k:03d}",
        "lang": case.lang,
        "source": case.source,
        "quote": case.quote,
        "faithful": case.faithful,
        "category": name,
        "origin": case.origin,
    } for k, case in enumerate(chosen)]


def class_rows(per_class: int = ROWS_PER_CLASS) -> List[dict]:
    """A sample of every class of ``tests/adversarial`` (see :func:`class_rows_of`)."""
    return [row for name in class_names() for row in class_rows_of(name, per_class)]


def write_jsonl(rows: Iterable[dict], path: Path) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    n = 0
    with path.open("w", encoding="utf8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
            n += 1
    return n


# --------------------------------------------------------------------------
# Debian stage (network): download, extract, keep prose.
# --------------------------------------------------------------------------
def _deb_field(deb: Path, field: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), field], check=True,
                          capture_output=True, text=True).stdout.strip()


#: Packages whose copyright file is not machine-readable: licence read by hand.
FREE_FORM_LICENCES = {"libgtk2.0-common": "LGPL-2.1+ / GPL-2+ (free-form copyright file)"}


def _licence(root: Path, package: str) -> str:
    """The licence of the ``Files: *`` stanza of a machine-readable copyright file."""
    if package in FREE_FORM_LICENCES:
        return FREE_FORM_LICENCES[package]
    path = root / "usr" / "share" / "doc" / package / "copyright"
    if not path.exists():
        return "see Debian package copyright"
    stanzas = path.read_text(encoding="utf8", errors="replace").split("\n\n")
    first = None
    for stanza in stanzas:
        lic = re.search(r"^License:\s*(.+)$", stanza, flags=re.M)
        if lic and first is None:
            first = lic.group(1).strip()
        if re.search(r"^Files:\s*\*\s*$", stanza, flags=re.M) and lic:
            return lic.group(1).strip()
    return first or "see Debian package copyright"


def _join_lines(lines: List[str]) -> str:
    out = ""
    for line in lines:
        line = line.strip()
        if not out:
            out = line
        elif not out[-1].isascii() and not line[0].isascii():
            out += line
        else:
            out += " " + line
    return out


_ENGLISH = {"the", "and", "of", "to", "is", "for", "with", "this", "are", "you", "can", "be"}


def _written_in_latin(lang: str) -> bool:
    """The language's negation lexicon lists the Latin script (its text can be mostly ASCII)."""
    from spacy_quoteverify.lang.lexicons import available_languages, negation_lexicon

    return lang in available_languages("negations") and "Latin" in negation_lexicon(lang).scripts


def in_language(text: str, lang: str) -> bool:
    """Reject text left untranslated (English inside a translation). "xx": a language of any
    script, judged by its English words."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return False
    if lang != "xx" and not _written_in_latin(lang):
        return sum(not c.isascii() for c in letters) >= 0.6 * len(letters)
    if lang == "en":
        return True
    words = re.findall(r"[a-z]+", text.lower())
    return sum(w in _ENGLISH for w in words) < 2


def reference_paragraphs(text: str, lang: str) -> List[str]:
    """Prose paragraphs of a Debian Reference plain-text rendering."""
    paragraphs, current = [], []
    for line in text.splitlines() + [""]:
        if re.match(r"^    \S", line) and not line.startswith("     "):
            current.append(line)
            continue
        if current:
            paragraphs.append(current)
        current = []
    keep = []
    for lines in paragraphs:
        if any(line.rstrip().endswith("-") for line in lines):
            continue
        para = _join_lines(lines)
        if not 150 <= len(para) <= 700:
            continue
        if re.search(r"[$|#=<>{}@\\]|\+-|http|\.\.\.|`|_", para):
            continue
        letters = sum(c.isalpha() for c in para)
        if letters < 0.6 * len(para):
            continue
        if len(split_clauses(para)) < 2 or not in_language(para, lang):
            continue
        keep.append(para)
    return keep


def message_texts(mo_path: Path, lang: str) -> List[str]:
    with mo_path.open("rb") as fh:
        try:
            catalog = gettext.GNUTranslations(fh)._catalog  # stdlib .mo reader
        except (IndexError, ValueError) as err:
            # A header the stdlib reader cannot read (a Plural-Forms line without "plural="):
            # the catalogue is left out, said so, and the others still make the pool.
            print(f"left out {mo_path}: {type(err).__name__}: {err}", file=sys.stderr)
            return []
    out = []
    for key, value in catalog.items():
        if not isinstance(key, str) or not key or not isinstance(value, str):
            continue
        value = value.strip()
        if re.search(r"[%{}<>\\\n_&$*\t|]", value) or not 25 <= len(value) <= 220:
            continue
        # Letters and the marks of their syllables (Khmer, Burmese and Indic vowel signs are marks).
        letters = sum(c.isalpha() or (lang == "xx" and unicodedata.category(c).startswith("M")) for c in value)
        if letters < 0.6 * len(value) or not in_language(value, lang):
            continue
        out.append(value)
    return sorted(set(out))


def fetch_debian(output: Path = DEBIAN_TEXTS) -> int:
    """Download the Debian packages and write the prose they carry to ``output``."""
    rows: List[dict] = []
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        packages = sorted({p for p, _, _ in DEBIAN_REFERENCE} | {p for p, _ in DEBIAN_MESSAGES})
        subprocess.run(["apt-get", "download", *packages], cwd=tmpdir, check=True,
                       stdout=subprocess.DEVNULL)
        extracted: Dict[str, Tuple[Path, str, str]] = {}
        for deb in sorted(tmpdir.glob("*.deb")):
            package = _deb_field(deb, "Package")
            version = _deb_field(deb, "Version")
            root = tmpdir / f"x-{package}"
            subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
            extracted[package] = (root, version, _licence(root, package))
        for package, lang, code in DEBIAN_REFERENCE:
            root, version, licence = extracted[package]
            name = f"debian-reference.{code}.txt.gz"
            with gzip.open(root / "usr" / "share" / "debian-reference" / name, "rt", encoding="utf8") as fh:
                paras = reference_paragraphs(fh.read(), lang)
            rng = random.Random(_seed(package))
            with_digits = [p for p in paras if re.search(r"\d", p)]
            without = [p for p in paras if not re.search(r"\d", p)]
            half = PARAGRAPHS_PER_REFERENCE // 2
            chosen = rng.sample(with_digits, min(half, len(with_digits)))
            chosen += rng.sample(without, min(PARAGRAPHS_PER_REFERENCE - len(chosen), len(without)))
            for k, para in enumerate(sorted(chosen, key=paras.index)):
                rows.append({"id": f"{lang}-debref-{k:02d}", "lang": lang, "file": name, "text": para,
                             "packages": [{"package": package, "version": version, "licence": licence}]})
        for lang in MESSAGE_LANGS:
            messages: List[Tuple[str, str]] = []
            for package, mo in DEBIAN_MESSAGES:
                loc = "zh_CN" if lang == "zh" else lang
                path = extracted[package][0] / "usr" / "share" / "locale" / loc / "LC_MESSAGES" / mo
                if path.exists():
                    messages.extend((package, m) for m in message_texts(path, lang))
            rng = random.Random(_seed("messages", lang))
            want = MESSAGES_PER_SOURCE * MESSAGE_SOURCES_PER_LANG
            chosen_msgs = rng.sample(messages, min(want, len(messages)))
            for k in range(0, len(chosen_msgs) - 1, MESSAGES_PER_SOURCE):
                group = chosen_msgs[k : k + MESSAGES_PER_SOURCE]
                pkgs = sorted({p for p, _ in group})
                rows.append({
                    "id": f"{lang}-debmsg-{k // MESSAGES_PER_SOURCE:02d}",
                    "lang": lang,
                    "file": ",".join(sorted({mo for p, mo in DEBIAN_MESSAGES if p in pkgs})),
                    "text": "\n\n".join(m for _, m in group),
                    "packages": [{"package": p, "version": extracted[p][1], "licence": extracted[p][2]}
                                 for p in pkgs],
                })
    rows.sort(key=lambda r: r["id"])
    return write_jsonl(rows, output)


def fetch_debian_sentences(
    output: Path = SENTENCE_POOL, uncovered_output: Path = UNCOVERED_POOL, unclassed_output: Path = UNCLASSED_POOL
) -> int:
    """Download the message packages and write translated messages of :data:`SENTENCE_POOL_LANGS`
    to ``output``, four to a row, for the pool of sentences the case-class generators use; those
    of every language the packages translate into that has no negation lexicon to
    ``uncovered_output`` (:data:`UNCOVERED_POOL`); and those of the languages with a lexicon but
    no spaCy class to ``unclassed_output`` (:data:`UNCLASSED_POOL`)."""
    from spacy_quoteverify.lang.lexicons import available_languages

    covered = set(available_languages("negations")) | {"ku"}  # Kurdish: the Kurmanji lexicon (kmr)
    rows: List[dict] = []
    uncovered_rows: List[dict] = []
    unclassed_rows: List[dict] = []
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        packages = sorted(p for p, _ in DEBIAN_MESSAGES)
        subprocess.run(["apt-get", "download", *packages], cwd=tmpdir, check=True, stdout=subprocess.DEVNULL)
        extracted: Dict[str, Tuple[Path, str, str]] = {}
        for deb in sorted(tmpdir.glob("*.deb")):
            package = _deb_field(deb, "Package")
            root = tmpdir / f"x-{package}"
            subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
            extracted[package] = (root, _deb_field(deb, "Version"), _licence(root, package))
        # Plain language codes only ("sr@latin", "pt_BR" are variants of covered languages).
        translated = sorted({
            path.name for root, _, _ in extracted.values() for path in (root / "usr" / "share" / "locale").glob("*")
            if re.fullmatch(r"[a-z]{2,3}", path.name)
        })
        for lang, out in [*((code, rows) for code in SENTENCE_POOL_LANGS),
                          *((code, uncovered_rows) for code in translated if code not in covered),
                          *((code, unclassed_rows) for code in translated if code in covered and not _spacy_class(code))]:
            out.extend(_pool_rows(lang, extracted, by_english_words=out is uncovered_rows))
    for found in (rows, uncovered_rows, unclassed_rows):
        found.sort(key=lambda r: r["id"])
    write_jsonl(uncovered_rows, uncovered_output)
    write_jsonl(unclassed_rows, unclassed_output)
    return write_jsonl(rows, output)


def _spacy_class(code: str) -> bool:
    """spaCy has a language class for ``code``."""
    import spacy

    try:
        spacy.util.get_lang_class(code)
    except ImportError:
        return False
    return True


def _pool_rows(lang: str, extracted: Dict[str, Tuple[Path, str, str]], by_english_words: bool = False) -> List[dict]:
    """Rows of whole translated sentences of ``lang`` (four to a row) from the extracted packages.
    ``by_english_words``: a message is taken as untranslated by its English words whatever its
    script (the languages :func:`in_language` does not list)."""
    messages: List[Tuple[str, str, str]] = []
    for package, mo in DEBIAN_MESSAGES:
        path = extracted[package][0] / "usr" / "share" / "locale" / lang / "LC_MESSAGES" / mo
        if path.exists():
            messages.extend((package, mo, m) for m in message_texts(path, "xx" if by_english_words else lang))
    # Whole sentences of several words: a message that ends in a full stop (for the languages
    # without a lexicon, in any sentence terminal: Khmer "។", Burmese "။").
    if by_english_words:
        messages = [m for m in messages if regex.search(r"\p{Sentence_Terminal}$", m[2]) and len(m[2]) >= 25]
    else:
        messages = [m for m in messages if m[2].endswith(".") and len(m[2].split()) >= 5]
    rng = random.Random(_seed("sentences", lang))
    chosen = sorted(rng.sample(messages, min(SENTENCE_POOL_MESSAGES, len(messages))))
    rows = []
    for k in range(0, len(chosen), MESSAGES_PER_SOURCE):
        group = chosen[k : k + MESSAGES_PER_SOURCE]
        pkgs = sorted({p for p, _, _ in group})
        rows.append({
            "id": f"{lang}-debsent-{k // MESSAGES_PER_SOURCE:02d}",
            "lang": lang,
            "file": ",".join(sorted({mo for _, mo, _ in group})),
            "text": "\n\n".join(m for _, _, m in group),
            "packages": [{"package": p, "version": extracted[p][1], "licence": extracted[p][2]} for p in pkgs],
        })
    return rows


def _package_table(path: Path) -> List[str]:
    """Markdown table rows (package, version, licence, languages) of a file of Debian texts."""
    table: Dict[Tuple[str, str, str], set] = {}
    with path.open(encoding="utf8") as fh:
        for line in fh:
            row = json.loads(line)
            for p in row["packages"]:
                table.setdefault((p["package"], p["version"], p["licence"]), set()).add(row["lang"])
    return [f"| {pkg} | {ver} | {lic} | {', '.join(sorted(ls))} |" for (pkg, ver, lic), ls in sorted(table.items())]


def write_sources_md(rows: Sequence[dict], debian: Optional[Path], path: Path) -> None:
    """Describe where every source text of the corpus comes from, and under which licence."""
    import spacy

    langs = sorted({r["lang"] for r in rows})
    lines = [
        "# Where the corpus texts come from",
        "",
        "`quotes.jsonl` holds labelled quotations (`faithful` true or false, with a `category`)",
        "derived by `scripts/build_corpus.py` from source texts that nobody on this project wrote.",
        "Every row names its source in `origin`. The quotations are mechanical variations of those",
        "texts; the texts keep the licence of the package they were taken from.",
        "",
        f"Rows: {len(rows)}; languages ({len(langs)}): {', '.join(langs)}.",
        "",
        "## spaCy example sentences",
        "",
        f"Module `spacy.lang.<lang>.examples` (attribute `sentences`) of spaCy {spacy.__version__},",
        "licence MIT (Explosion AI). Origins `spacy.lang.<lang>.examples`; a source text is three",
        "consecutive sentences separated by blank lines. Languages: "
        + ", ".join(sorted({r["lang"] for r in rows if r["origin"].startswith("spacy.")})) + ".",
        "",
        "## Debian packages",
        "",
        "Fetched with `apt-get download` from Debian 12 (bookworm) by `build_corpus.py --fetch-debian`;",
        "the extracted texts are kept in `debian_texts.jsonl` so the corpus rebuilds offline.",
        "Debian Reference paragraphs come from the plain-text rendering",
        "(`/usr/share/debian-reference/debian-reference.<lang>.txt.gz`); program messages come from",
        "the packages' translated gettext catalogues (`/usr/share/locale/<lang>/LC_MESSAGES/*.mo`),",
        "four messages to a source text, separated by blank lines.",
        "",
        "| package | version | licence (`Files: *` of its copyright file) | languages |",
        "| --- | --- | --- | --- |",
    ]
    if debian is not None and debian.exists():
        lines += _package_table(debian)
    lines += [
        "",
        "Debian Reference: copyright Osamu Aoki and its translators, GPL-2+. The message catalogues",
        "are the translation teams' work, distributed under their package's licence. See each",
        "package's `/usr/share/doc/<package>/copyright` for the full terms.",
        "",
    ]
    if SENTENCE_POOL.exists():
        lines += [
            "## Debian program messages in languages without spaCy examples",
            "",
            "`debian_sentences.jsonl`, written by `build_corpus.py --fetch-debian-sentences` from the same",
            "packages' translated gettext catalogues: whole sentences (ending in a full stop, five words or",
            "more) in languages spaCy ships no example sentences for. They are no base rows of the corpus;",
            "the case-class generators of `tests/adversarial` put changes into them, and their samples",
            "enter the corpus with the class name as category.",
            "",
            "| package | version | licence (`Files: *` of its copyright file) | languages |",
            "| --- | --- | --- | --- |",
            *_package_table(SENTENCE_POOL),
            "",
        ]
    if UNCLASSED_POOL.exists():
        lines += [
            "## Debian program messages in languages with a negation lexicon but no spaCy class",
            "",
            "`debian_unclassed.jsonl`, written by `build_corpus.py --fetch-debian-sentences` too: whole",
            "sentences of the languages the same catalogues translate into that a negation lexicon covers",
            "and spaCy has no class for (Belarusian, Welsh, Georgian...). The lexicon self-test elides",
            "every entry of their lexicons from them with no language named; no case class draws from them.",
            "",
            "| package | version | licence (`Files: *` of its copyright file) | languages |",
            "| --- | --- | --- | --- |",
            *_package_table(UNCLASSED_POOL),
            "",
        ]
    if UNCOVERED_POOL.exists():
        lines += [
            "## Debian program messages in languages without a negation lexicon",
            "",
            "`debian_uncovered.jsonl`, written by `build_corpus.py --fetch-debian-sentences` too: whole",
            "sentences of every language the same catalogues translate into that no negation lexicon",
            "covers. The classes `adv_uncovered_language_elision` and `adv_unfamiliar_language_elision`",
            "elide words from them; their cases name no language (`xx`), since spaCy has no class for",
            "these languages.",
            "",
            "| package | version | licence (`Files: *` of its copyright file) | languages |",
            "| --- | --- | --- | --- |",
            *_package_table(UNCOVERED_POOL),
            "",
        ]
    path.write_text("\n".join(lines), encoding="utf8")


def build(output: Path = DEFAULT_OUTPUT, debian: Optional[Path] = DEBIAN_TEXTS,
          langs: Sequence[str] = SPACY_LANGS, sources_md: Optional[Path] = None) -> int:
    """Write the labelled corpus to ``output``; returns the number of rows.

    Args:
        output: JSONL file to write.
        debian: committed Debian texts to include (None: spaCy examples only).
        langs: languages whose spaCy example sentences are used.
        sources_md: where to describe the sources (None: not written).
    """
    sources = spacy_sources(langs)
    if debian is not None:
        sources += debian_sources(debian)
    rows = build_rows(sources) + class_rows()
    rows.sort(key=lambda r: r["id"])
    n = write_jsonl(rows, output)
    if sources_md is not None:
        write_sources_md(rows, debian, sources_md)
    return n


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="corpus JSONL to write")
    parser.add_argument("--debian-texts", type=Path, default=DEBIAN_TEXTS,
                        help="committed Debian texts (JSONL) to read or, with --fetch-debian, write")
    parser.add_argument("--fetch-debian", action="store_true",
                        help="download the Debian packages first (needs the network)")
    parser.add_argument("--fetch-debian-sentences", action="store_true",
                        help="download the message packages and write the sentence pool of the languages"
                        " without spaCy examples (needs the network)")
    parser.add_argument("--no-debian", action="store_true", help="use spaCy's example sentences only")
    args = parser.parse_args(argv)
    if args.fetch_debian:
        n = fetch_debian(args.debian_texts)
        print(f"wrote {n} Debian source texts to {args.debian_texts}")
    if args.fetch_debian_sentences:
        n = fetch_debian_sentences(SENTENCE_POOL, UNCOVERED_POOL, UNCLASSED_POOL)
        print(f"wrote {n} rows of sentences to {SENTENCE_POOL}, those of uncovered languages to {UNCOVERED_POOL}"
              f" and those of languages without a spaCy class to {UNCLASSED_POOL}")
    sources_md = args.output.parent / "SOURCES.md" if args.output.resolve() == DEFAULT_OUTPUT else None
    n = build(args.output, None if args.no_debian else args.debian_texts, sources_md=sources_md)
    print(f"wrote {n} rows to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
