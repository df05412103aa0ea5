"""Write the spellings without diacritics of every negation word into the lexicons.

People type negations without their diacritics ("nemoguce", "eivat", "ziaden", "khong"). For
each word of ``data/negations/<lang>.json`` this writes it as :func:`lexicons.bare_letters` types
it (ä -> a, ž -> z, ά -> α, й -> и, ł -> l, ı -> i; a mark of a script whose marks make letters of
their own, the voicing marks of kana or Indic vowel signs, stays) and keeps the result in
the lexicon's ``unmarked_words`` when it is not a common word of the same language: not a word
of its word list (spacy-lookups-data, or simplemma's dictionary, :func:`lexicons.known_word`) and
not one of spaCy's stop words of the language, as written or without marks; nor a stop word of
another language with a lexicon of the same script, nor a word of the tables of several of them
("fair" of Icelandic "fáir"). A language without a word list is checked against stop words only.

It also writes the inflected forms of each entry of a lexicon's ``negative_verbs`` (``forms``):
every form whose lemma is one of the entry's ``lemmas`` in spacy-lookups-data's lemma table
(:func:`lexicons.verb_forms`), so that "failed", "versäumte", "dejó", "перестала" are read from
the tables, not typed; and those of its ``clause_verbs`` ("thought", "shown").

Run ``python scripts/build_unmarked_negations.py`` (or ``... pl cs`` for some languages) after
changing a lexicon's words or negative verbs; the tests (``tests/test_lexicons.py``) check that
the fields are what this script derives.
"""
from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Dict, FrozenSet, List, Sequence

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from spacy_quoteverify.lang import lexicons  # noqa: E402

NEGATIONS = ROOT / "spacy_quoteverify" / "data" / "negations"


def unmark(word: str, drawn: bool = True) -> str:
    """``word`` as it is typed without diacritics (:func:`lexicons.bare_letters`: the marks of the
    alphabets whose writers leave them out, and unless ``drawn`` is False the letters drawn with
    a stroke, "ł", "ı", "đ")."""
    return lexicons.bare_letters(unicodedata.normalize("NFC", word), drawn)


@lru_cache(maxsize=None)
def stop_words(lang: str) -> FrozenSet[str]:
    """spaCy's stop words of ``lang`` in key form (empty for a language without a list)."""
    try:
        words = importlib.import_module(f"spacy.lang.{lang}.stop_words").STOP_WORDS
    except (ImportError, AttributeError):
        return frozenset()
    return frozenset(lexicons.word_key(w) for w in words)


@lru_cache(maxsize=None)
def neighbours_stop_words(lang: str) -> FrozenSet[str]:
    """The stop words of the other languages with a lexicon of one of ``lang``'s scripts: without
    a language, a word that negates in any lexicon of the script counts, so a derived spelling
    that is an everyday word of a neighbour ("an" from Icelandic "án") would refuse elisions in
    the neighbour's text."""
    scripts = set(lexicons.negation_lexicon(lang).scripts)
    return frozenset(
        word
        for other in lexicons.available_languages("negations")
        if other != lang and scripts & set(lexicons.negation_lexicon(other).scripts)
        for word in stop_words(other)
    )


#: A spelling listed as a word by this many other languages of the same script (their
#: spacy-lookups-data tables) is a word the script's texts share ("fair" of Icelandic "fáir" is
#: English, Danish, German and Spanish; "temer" of Czech "téměř" Spanish and Portuguese...).
WIDESPREAD = 3


def widespread_word(bare: str, lang: str) -> bool:
    """Whether ``bare`` is in the word tables of at least :data:`WIDESPREAD` other languages
    with a lexicon of one of ``lang``'s scripts: without a confident language, a word that
    negates in any lexicon of the script counts, so such a spelling would refuse elisions of an
    everyday word in all of them."""
    scripts = set(lexicons.negation_lexicon(lang).scripts)
    others = [
        other for other in lexicons.available_languages("negations")
        if other != lang and scripts & set(lexicons.negation_lexicon(other).scripts)
    ]
    return sum(bare in lexicons._known_words(other) for other in others) >= WIDESPREAD


def common_word(bare: str, lang: str, listed: FrozenSet[str]) -> bool:
    """Whether ``bare`` is a common word: of ``lang`` (in its word list, a stop word as written,
    or a stop word other than the negations themselves once that loses its marks), a stop word
    of a language written in the same script, or a word of several such languages."""
    if lexicons.has_known_words(lang) and lexicons.known_word(bare, lang):
        return True
    if bare in neighbours_stop_words(lang) or widespread_word(bare, lang):
        return True
    return any(stop == bare or (stop not in listed and unmark(stop) == bare) for stop in stop_words(lang))


def derive(lang: str, data: Dict[str, object]) -> List[str]:
    """The spellings without diacritics of the lexicon's words that are no common word."""
    words = [w for w in data["words"] if isinstance(w, str)]  # type: ignore[union-attr]
    listed = frozenset(lexicons.word_key(w) for w in words)
    found = set()
    for key in listed:
        # Typed with no mark at all ("dach"), or with the tone marks only left out ("đach").
        for bare in {unmark(key), unmark(key, drawn=False)}:
            if bare != key and bare not in listed and not common_word(bare, lang, listed):
                found.add(bare)
    return sorted(found)


def main(langs: Sequence[str] = ()) -> None:
    """Rederive every lexicon, or those of ``langs`` (codes, from the command line)."""
    for path in sorted(NEGATIONS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf8"))
        lang = path.stem
        if langs and lang not in langs:
            continue
        derived = derive(lang, data)
        if derived:
            data["unmarked_words"] = derived
        else:
            data.pop("unmarked_words", None)
        for verb in data.get("negative_verbs", []):
            verb["forms"] = lexicons.verb_forms(lang, verb["lemmas"])
        if "clause_verbs" in data:
            data["clause_verbs"]["forms"] = lexicons.verb_forms(lang, data["clause_verbs"]["lemmas"])
            if data["clause_verbs"].get("nouns"):
                data["clause_verbs"]["noun_forms"] = lexicons.verb_forms(lang, data["clause_verbs"]["nouns"])
        # Each field in the place the schema gives it.
        order = [*lexicons._NEGATION_FIELDS, *lexicons._OPTIONAL_NEGATION_FIELDS]
        data = {k: data[k] for k in order if k in data}
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf8")
        print(lang, derived)


if __name__ == "__main__":
    main(sys.argv[1:])
