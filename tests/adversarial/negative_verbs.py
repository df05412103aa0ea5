"""Verbs negated by an affix written onto them, left out of real sentences by an elision.

Many languages negate a verb with a bound affix, not a separate word: Tamil "செய்யவில்லை"
(did not do) and the prohibitive "செய்யாதே", Malayalam "ചെയ്തില്ല", Kannada "ಮಾಡಲಿಲ್ಲ" and "ಸರಿಯಲ್ಲ",
Telugu "చేయలేదు", the Amharic circumfix "አልመጣም", Tigrinya "ኣይመጽአን", Luganda "tebaagenda".
An elision over such a word leaves out the negation as surely as one over "not". The tables
here build the negative forms of real verbs of the language by the rules of its reference
grammar (the rule and the grammar are named beside each table); ``adv_negative_verb_form_elided``
(negation_words.py) puts them into real sentences of the language and quotes each sentence
with an elision over the form. The affirmative forms of the same verbs, elided the same way,
must still verify (``adv_affirmative_verb_form_elided``, here): the affix rules may not read a
positive verb as a negation (Kannada "ಮಾಡಿದ" 'did' beside "ಮಾಡದ" 'not doing').

Languages without a real sentence in the test material (Marathi, Swahili, Zulu, Xhosa, Shona)
and those spaCy has no class for, so that no caller can name them, are checked by the unit
tests of tests/test_lexicons.py.
"""
from __future__ import annotations

import random
from typing import Any, Dict, Iterator, List, Sequence, Tuple, TypeVar

import regex

from spacy_quoteverify.lang import lexicons

from . import Case, Sentence, by_lang, case_class
from .negations import _NEGATION_REASONS, _insert, _quote, elided_cases, usable
from .ordinals import _in_turn

_T = TypeVar("_T")

#: Verb stems that end in a consonant with its inherent vowel (the infinitive or "a" stem of the
#: Dravidian languages), and the negating endings written onto them; and the affirmative forms
#: of the same verbs.
_DRAVIDIAN: Dict[str, Tuple[Tuple[str, ...], Tuple[str, ...], Tuple[str, ...]]] = {
    # Lehmann, A Grammar of Modern Tamil (1989): infinitive + -illai (past and present
    # negative), negative stem in -ā- + -tu (future negative), -tē (prohibitive), -tīrkaḷ
    # (polite prohibitive), -mal (negative adverbial participle).
    "ta": (
        ("செய்ய", "போக", "வர", "பார்க்க", "சொல்ல", "கேட்க", "எழுத", "படிக்க"),
        ("வில்லை", "ாது", "ாதே", "ாதீர்கள்", "ாமல்"),
        ("செய்தான்", "போனான்", "வந்தான்", "பார்த்தார்", "சொன்னாள்", "கேட்கிறது", "எழுதினார்", "படிக்கிறான்"),
    ),
    # Asher & Kumari, Malayalam (1997): future and present negative -illa, prohibitive
    # -rutŭ, negative participles -āte/-ātta and -ātirikkuka.
    "ml": (
        ("ചെയ്യ", "വര", "പോക", "പറയ", "കാണ", "എഴുത", "പഠിക്ക"),
        ("ില്ല", "ുന്നില്ല", "രുത്", "ാതെ", "ാത്ത", "ാതിരിക്കുക"),
        ("ചെയ്തു", "വന്നു", "പോയി", "പറഞ്ഞു", "കണ്ടു", "എഴുതുന്നു", "പഠിക്കും"),
    ),
    # Sridhar, Kannada (1990): infinitive + -lilla (past negative), -uvudilla (non-past
    # negative), -bēḍa/-bēḍi (prohibitive), -bāradu/-kūḍadu (must not), -de (without).
    "kn": (
        ("ಮಾಡ", "ಹೋಗ", "ನೋಡ", "ಹೇಳ", "ಕೇಳ", "ಬರೆಯ", "ಓದ"),
        ("ಲಿಲ್ಲ", "ುವುದಿಲ್ಲ", "ಬೇಡ", "ಬೇಡಿ", "ಬಾರದು", "ಕೂಡದು", "ದೆ"),
        ("ಮಾಡಿದ", "ಮಾಡಿದರು", "ಹೋದರು", "ನೋಡುತ್ತಾನೆ", "ಹೇಳಿದಳು", "ಕೇಳಿದರು", "ಬರೆಯುತ್ತಾರೆ", "ಓದಿದ"),
    ),
    # Krishnamurti & Gwynn, A Grammar of Modern Telugu (1985), ch. 24: infinitive + -lēdu
    # (past negative), -vaddu (prohibitive), -kūḍadu (must not), -kuṇḍā (without), and the
    # negative conjugation -du/-nu/-ru on the bare stem.
    "te": (
        ("చేయ", "చూడ", "చెప్ప", "అడగ", "రాయ", "చదవ"),
        ("లేదు", "వద్దు", "కూడదు", "కుండా", "దు", "ను", "రు"),
        ("చేశాడు", "చూశారు", "చెప్పింది", "అడిగాడు", "రాస్తారు", "చదువుతుంది"),
    ),
}


# Sridhar, Kannada (1990), the negative copula: alla 'is not' (adjectival allada) written onto a
# noun, pronoun or verbal noun, after a glide where the word ends in a vowel (-y- after i and e,
# -v- after a neuter a), an -n- after a masculine noun in -a, and in place of a final -u; the
# affirmative words themselves, and words whose ಲ್ಲ is no copula (ಎಲ್ಲ 'all' written onto a
# pronoun, ಬೆಲ್ಲ 'jaggery', ಮೆಲ್ಲ 'slowly', ಬಲ್ಲ 'knowing').
_KANNADA_COPULA = {
    "negative": tuple(
        [word + "ಯಲ್ಲ" for word in ("ಸರಿ", "ಮನೆ", "ನದಿ", "ಕೆರೆ", "ಗಾಡಿ")]
        + ["ಸರಿಯಲ್ಲದ", "ಸಾಧ್ಯವಲ್ಲದ", "ಸಾಧ್ಯವಲ್ಲ"]
        + [word + "ನಲ್ಲ" for word in ("ಹುಡುಗ", "ರಾಜ", "ಶಿಕ್ಷಕ")]
        + [word[:-1] + "ಲ್ಲ" for word in ("ನಾನು", "ಅವನು", "ಮಾಡುವುದು", "ಹೋಗುವುದು", "ಇದು", "ಅದು")]
    ),
    "affirmative": ("ಸರಿ", "ಮನೆ", "ಹುಡುಗ", "ನಾನು", "ಮಾಡುವುದು", "ನಮ್ಮೆಲ್ಲ", "ಬೆಲ್ಲ", "ಮೆಲ್ಲ", "ಬಲ್ಲ"),
}


def _ethiopic_forms() -> Dict[str, Tuple[Tuple[str, ...], Tuple[str, ...]]]:
    """Negative and affirmative forms of Amharic and Tigrinya verbs."""
    # Leslau, Reference Grammar of Amharic (1995): negative perfect al-...-m, negative
    # imperfect ay-...-m, relative yä-mm-ay-/yal-, converb s-ay-, purposive ǝnd-ay-/ǝnd-al-.
    # (perfect 3sg m, imperfect stem after the person prefix ይ-)
    amharic = (("መጣ", "መጣ"), ("ሄደ", "ሄድ"), ("ሰራ", "ሰራ"), ("ፈለገ", "ፈልግ"), ("ተገኘ", "ገኝ"), ("ጻፈ", "ጽፍ"))
    am_neg = []
    am_pos = []
    for perfect, imperfect in amharic:
        am_neg += [f"አል{perfect}ም", f"አይ{imperfect}ም", f"የማይ{imperfect}", f"ያል{perfect}", f"ሳይ{imperfect}", f"እንዳይ{imperfect}", f"እንዳል{perfect}"]
        am_pos += [perfect, f"የ{perfect}"]
    # Mason, Tigrinya Grammar (1996): negative perfect ay-...-n, prohibitive ay-t-...,
    # relative zäy-. (perfect 3sg m, jussive of the second person)
    tigrinya = (("መጽአ", "ምጻእ"), ("ከደ", "ኺድ"), ("ገበረ", "ግበር"), ("ሰርሐ", "ስራሕ"), ("ጸሓፈ", "ጽሓፍ"))
    ti_neg = []
    ti_pos = []
    for perfect, jussive in tigrinya:
        ti_neg += [f"ኣይ{perfect}ን", f"ኣይት{jussive}", f"ዘይ{perfect}"]
        ti_pos += [perfect, f"ዝ{perfect}"]
    return {"am": (tuple(am_neg), tuple(am_pos)), "ti": (tuple(ti_neg), tuple(ti_pos))}


# Ashton, Mulira, Ndawula & Tucker, A Luganda Grammar (1954), the negative tenses: te- before
# the subject concord (and the past marker -a-), ta- for the third person singular of class 1,
# si- for the first person singular.
_LUGANDA_STEMS = ("genda", "laba", "kola", "sobola", "yagala", "wulira", "tegeera")
_LUGANDA_NEGATIVE = ("te{sc}{stem}", "te{sc}a{stem}", "ta{stem}", "si{stem}")
_LUGANDA_AFFIRMATIVE = ("{sc}{stem}", "a{stem}", "n{stem}")
_LUGANDA_CONCORDS = ("ba", "tu", "ki", "bi", "mu")


def negative_forms(lang: str) -> List[str]:
    """The negative verb forms built for ``lang`` (empty when it has no table here)."""
    if lang in _DRAVIDIAN:
        stems, endings, _ = _DRAVIDIAN[lang]
        copula = list(_KANNADA_COPULA["negative"]) if lang == "kn" else []
        return [stem + ending for stem in stems for ending in endings] + copula
    ethiopic = _ethiopic_forms()
    if lang in ethiopic:
        return list(ethiopic[lang][0])
    if lang == "lg":
        return [
            form.format(sc=_LUGANDA_CONCORDS[n % len(_LUGANDA_CONCORDS)], stem=stem)
            for n, stem in enumerate(_LUGANDA_STEMS) for form in _LUGANDA_NEGATIVE
        ]
    return []


def affirmative_forms(lang: str) -> List[str]:
    """Affirmative forms of the same verbs."""
    if lang in _DRAVIDIAN:
        return list(_DRAVIDIAN[lang][2]) + (list(_KANNADA_COPULA["affirmative"]) if lang == "kn" else [])
    ethiopic = _ethiopic_forms()
    if lang in ethiopic:
        return list(ethiopic[lang][1])
    if lang == "lg":
        return [
            form.format(sc=_LUGANDA_CONCORDS[n % len(_LUGANDA_CONCORDS)], stem=stem)
            for n, stem in enumerate(_LUGANDA_STEMS) for form in _LUGANDA_AFFIRMATIVE
        ]
    return []


LANGUAGES = ("ta", "ml", "kn", "te", "am", "ti", "lg")


def _per_language(cases: Dict[str, List[_T]]) -> Iterator[_T]:
    """Language by language in turn, so that the default run's first cases span them all."""
    groups = list(cases.values())
    for n in range(max((len(group) for group in groups), default=0)):
        for group in groups:
            if n < len(group):
                yield group[n]


@case_class("adv_affirmative_verb_form_elided", faithful=True)
def affirmative_verb_form_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The affirmative forms of the same verbs, put into real sentences and left out by an
    elision: verified (the negating affixes do not read a positive verb as negated)."""
    groups = by_lang(sents)
    found: Dict[str, List[Case]] = {}
    for lang in LANGUAGES:
        group = usable(groups.get(lang, []), lang)
        found[lang] = list(elided_cases(lang, group, affirmative_forms(lang), rng, "affirmative verb", faithful=True))
    yield from _per_language(found)


# Negative forms of the Bantu languages without a real sentence in the test material, built by
# the rules their lexicons cite, every subject concord with every verb: Swahili negative
# subjunctive (Ashton, Swahili Grammar, 1944, lesson on the subjunctive: concord + -si- + stem +
# -e), Zulu and Xhosa negative past (Doke, Textbook of Zulu Grammar; Louw, Finlayson & Satyo, A
# Xhosa Grammar, 1984: a- + concord + -zange, a- + concord + stem + -anga). Beside each, the
# affirmative forms of the same verbs (Swahili affirmative subjunctive concord + stem + -e, also
# of verbs whose stem begins with si-: asikie 'that he hear'; Zulu and Xhosa recent past in -ile).
_SWAHILI_CONCORDS = ("ni", "u", "a", "tu", "m", "wa", "i", "ki", "vi", "zi", "li", "ya", "ku", "pa")
_SWAHILI_STEMS = ("l", "ny", "fany", "end", "tak", "pat", "jibu", "w", "chukuli", "andik", "ambi", "weze")
_SWAHILI_SI_STEMS = ("siki", "sikiliz", "simam", "simuli", "sisitiz", "sikitik", "simik")
_NGUNI_CONCORDS = {"zu": ("ngi", "ka", "si", "ni", "ku", "yi", "zi", "li", "wu", "bu", "wa", "lu"),
                   "xh": ("ndi", "ka", "si", "ni", "ku", "yi", "zi", "li", "wu", "bu", "wa", "lu")}
_NGUNI_STEMS = {"zu": ("hamb", "thol", "thand", "sebenz", "bon", "fik"),
                "xh": ("hamb", "fumaan", "thand", "sebenz", "bon", "fik")}


def bantu_negative_forms(lang: str) -> List[str]:
    """Negative subjunctive (Swahili) or negative past (Zulu, Xhosa) forms, built by rule."""
    if lang == "sw":
        return [c + "si" + stem + ("" if stem.endswith("e") else "e") for c in _SWAHILI_CONCORDS for stem in _SWAHILI_STEMS + _SWAHILI_SI_STEMS]
    if lang in _NGUNI_CONCORDS:
        past = [f"a{c}{stem}anga" for c in _NGUNI_CONCORDS[lang] for stem in _NGUNI_STEMS[lang]]
        return past + [f"a{c}zange" for c in _NGUNI_CONCORDS[lang] + ("ba",)]
    return []


def bantu_affirmative_forms(lang: str) -> List[str]:
    """Affirmative forms of the same verbs (the same slots, no negative marker)."""
    if lang == "sw":
        return [c + stem + ("" if stem.endswith("e") else "e") for c in _SWAHILI_CONCORDS for stem in _SWAHILI_SI_STEMS + ("fany", "end", "tak")]
    if lang in _NGUNI_CONCORDS:
        return [f"{c}{stem}ile" for c in _NGUNI_CONCORDS[lang] for stem in _NGUNI_STEMS[lang]]
    return []


# The Japanese prohibitive: a verb's plain (dictionary) form with the sentence-final particle
# な ("飲むな", do not drink; Martin, A Reference Grammar of Japanese, 1975, on the negative
# imperative), a negation written after its verb that no negating auxiliary shows. The verbs are
# those of the real Japanese sentences (their lemmas, as the segmenter gives them); each goes
# into a reported command after a real sentence, and the quotation leaves it out by an elision.
# Beside it, the same verbs with the conditional なら ("飲むなら", if one drinks), left out the
# same way, must still verify.
def _japanese_verbs(group: Sequence[Sentence]) -> List[str]:
    import spacy

    nlp = spacy.blank("ja")
    verbs = {
        token.lemma_
        for sentence in group
        for token in nlp(sentence.text)
        if token.tag_.startswith("動詞") and token.lemma_[-1:] in "うくぐすつぬぶむる"
    }
    return sorted(verbs)


def _closed(sentence: Sentence) -> str:
    """A Japanese sentence's text ending in a full stop (one is written where it has none)."""
    text = sentence.text.rstrip()
    return text if text.endswith(("。", "！", "？", ".", "!", "?")) else text + "。"


def _japanese_commands(sents: Sequence[Sentence], ending: str, faithful: bool) -> Iterator[Case]:
    group = by_lang(sents).get("ja", [])
    reasons = () if faithful else ("negation_elided",)
    for n, verb in enumerate(_japanese_verbs(group)):
        sentence = group[n % len(group)]
        text = _closed(sentence)
        source = f"{text}それを{verb}{ending}と言われた。"
        quote = f"{text}それを…と言われた"
        yield Case("ja", source, quote, faithful, f"{sentence.origin} +{ending} {verb!r}", reasons)


@case_class("adv_japanese_prohibitive_elided", faithful=False)
def japanese_prohibitive_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A Japanese prohibitive (verb + な) left out by an elision: refused."""
    yield from _japanese_commands(sents, "な", faithful=False)


@case_class("adv_japanese_conditional_elided", faithful=True)
def japanese_conditional_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same verbs with the conditional なら, left out the same way: verified."""
    yield from _japanese_commands(sents, "なら", faithful=True)


# A Japanese verb negated by an auxiliary glued to its irrealis stem (未然形): the stem of a
# one-row verb is the word without る ("下げる" -> "下げ"), that of a five-row verb ends in the
# a-row kana of its last one ("書く" -> "書か"), "する" has "し" and "来る" "こ" (Martin, A
# Reference Grammar of Japanese, 1975, on the negative). ない and its forms (ないで, なくて, ない限り,
# なかった), ず (ずに) and ぬ follow it with no space: a passage that stops at the stem states the
# verb the source negates. The verbs and their conjugation are those the segmenter gives for
# the real Japanese sentences.
_A_ROW = dict(zip("うくぐすつぬぶむる", "わかがさたなばまら"))
_JAPANESE_NEGATING_ENDINGS = ("ないで", "なくて", "ない限り", "なかった", "ずに", "ぬまま")


def _japanese_irrealis(sents: Sequence[Sentence]) -> List[str]:
    """The irrealis stems of the verbs of the real Japanese sentences."""
    import spacy

    nlp = spacy.blank("ja")
    stems = set()
    for sentence in by_lang(sents).get("ja", []):
        for token in nlp(sentence.text):
            kind = ";".join(token.morph.get("Inflection")).split("-")[0]
            lemma = token.lemma_
            if not token.tag_.startswith("動詞") or not regex.match(r"\p{Han}", lemma):  # written with its ideograph
                continue
            if kind in ("上一段", "下一段") and lemma.endswith("る"):
                stems.add(lemma[:-1])
            elif kind == "五段" and lemma[-1] in _A_ROW:
                stems.add(lemma[:-1] + _A_ROW[lemma[-1]])
            elif kind == "サ行変格" and lemma.endswith("する"):
                stems.add(lemma[:-2] + "し")
    return sorted(stems)


def _japanese_negated_stems(sents: Sequence[Sentence], faithful: bool) -> Iterator[Case]:
    group = by_lang(sents).get("ja", [])
    forms = [(stem, ending) for stem in _japanese_irrealis(sents) for ending in _JAPANESE_NEGATING_ENDINGS]
    for n, (stem, ending) in enumerate(forms):
        sentence = group[n % len(group)]
        text = _closed(sentence)
        source = f"{text}会社はそれを{stem}{ending}撤回した。"
        kept = f"会社はそれを{stem}{ending}"
        origin = f"{sentence.origin} +{stem}{ending}"
        yield Case("ja", source, kept if faithful else f"会社はそれを{stem}", faithful, origin, () if faithful else ("negation_cut",))


@case_class("adv_japanese_negated_stem_cut", faithful=False)
def japanese_negated_stem_cut(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """A passage that stops at a Japanese verb's irrealis stem right before the negating auxiliary
    glued to it ("会社はそれを下げ" of "会社はそれを下げないで撤回した", also ずに, ぬ, なくて): refused."""
    yield from _japanese_negated_stems(sents, faithful=False)


@case_class("adv_japanese_negated_stem_kept", faithful=True)
def japanese_negated_stem_kept(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The same passages with the negating auxiliary quoted: verified."""
    yield from _japanese_negated_stems(sents, faithful=True)


# -- negative implicative verbs and verbs of ceasing ------------------------------------------
#
# "The company failed to report its losses" entails that it did not report them (Karttunen,
# "Implicative verbs", 1971); "stopped reporting", "dejó de publicar", "перестала публиковать"
# deny that the reporting goes on. The lexicons list such verbs as ``negative_verbs``: lemmas,
# the complement that must follow, and the forms spacy-lookups-data's lemma table gives the
# lemmas. Each form below comes from that field (every entry of every lexicon, several forms
# each), followed by the complement a sentence of the language writes after it: put into a real
# sentence, the verb left out by an elision ("The company … report its losses"), or a passage
# starting right after it ("report its losses"), is refused. The same verbs where no complement
# follows ("The bus stopped at the station") and an elision leaves them out must still verify.

#: What a sentence of the language writes after a negative verb: (complement words, the verb or
#: words it denies; the clause a predicate of denial opens after "that"; what a predicate of lack,
#: privation or failure takes: "frei von", "carente de", "fracasar en", "свободен от"). The first
#: that the entry's pattern reads is taken.
_COMPLEMENTS: Dict[str, Tuple[Tuple[str, str], ...]] = {
    "en": (("of", "an effect on mortality"), ("that", "the drug reduced mortality"), ("the claim that", "the drug reduced mortality"), ("claimed that", "the drug reduced mortality"), ("to", "report the results"), ("", "reporting the results"), ("from", "reporting the results"), ("short of", "reporting the results"), ("at", "reporting the results"), ("to say that", "the drug reduced mortality"), ("off the claim that", "the drug reduced mortality"), ("away the claim that", "the drug reduced mortality"), ("aside the claim that", "the drug reduced mortality"), ("down the claim that", "the drug reduced mortality"), ("back on the claim that", "the drug reduced mortality"), ("doubt on the claim that", "the drug reduced mortality"), ("cold water on the claim that", "the drug reduced mortality"), ("out", "an effect on mortality"),),
    "de": (("", "es, die Ergebnisse zu melden"), (", dass", "das Medikament die Sterblichkeit senkte"), ("die Behauptung zurück, dass", "das Medikament die Sterblichkeit senkte"), ("auf,", "die Ergebnisse zu melden"), ("an", "Wirkung auf die Sterblichkeit"), ("es ab,", "die Ergebnisse zu melden"), ("von", "Nebenwirkungen"), ("vom", "Risiko")),
    "fr": (("de", "publier les résultats"), ("que", "le médicament a réduit la mortalité"), ("l'idée que", "le médicament a réduit la mortalité"), ("à", "publier les résultats")),
    "es": (("de", "publicar los resultados"), ("que", "el fármaco redujo la mortalidad"), ("a", "publicar los resultados"), ("", "publicar los resultados"), ("en", "publicar los resultados"), ("al", "publicar los resultados")),
    "it": (("di", "pubblicare i risultati"), ("che", "il farmaco ha ridotto la mortalità"), ("l'idea che", "il farmaco ha ridotto la mortalità"), ("da", "effetti collaterali"), ("nel", "pubblicare i risultati")),
    "pt": (("de", "publicar os resultados"), ("que", "o remédio reduziu a mortalidade"), ("a", "publicar os resultados"), ("", "publicar os resultados"), ("em", "publicar os resultados"), ("ao", "publicar os resultados")),
    "nl": (("", "de resultaten te melden"), ("met", "publiceren"), ("op met", "publiceren"), ("aan", "effect op de sterfte"), ("dat", "het middel de sterfte verlaagde"), ("van", "bijwerkingen")),
    "ru": (("", "публиковать результаты"), (", что", "препарат снизил смертность"), ("от", "побочных эффектов")),
    "pl": (("", "publikować wyniki"), (", że", "lek obniżył śmiertelność"), ("od", "skutków ubocznych")),
    # The nouns of absence: "avsaknad av effekt", "brist på effekt", "nedostatek účinku".
    "sv": (("", "att publicera resultaten"), ("på", "effekt på dödligheten"), ("från", "biverkningar")),
    "da": (("", "at offentliggøre resultaterne"), ("for", "bivirkninger"), ("på", "data")),
    "nb": (("", "å publisere resultatene"), ("at", "legemidlet reduserte dødeligheten"), ("for", "bivirkninger"), ("på", "data")),
    "fi": (("", "julkaisemasta tuloksia"), (", että", "lääke vähensi kuolleisuutta")),
    "hu": (("", "közzétenni az eredményeket"), (", hogy", "a gyógyszer csökkentette a halálozást"),),
    "id": (("", "menerbitkan hasilnya"), ("bahwa", "obat itu menurunkan kematian"), ("dari", "efek samping"), ("daripada", "efek samping")),
    "ms": (("", "menerbitkan keputusan itu"),),
    "el": (("να", "δημοσιεύσει τα αποτελέσματα"), ("ότι", "το φάρμακο μείωσε τη θνησιμότητα"), ("από", "παρενέργειες")),
    "ro": (("să", "publice rezultatele"), ("că", "medicamentul a redus mortalitatea"), ("de", "efecte secundare")),
    "ca": (("de", "publicar els resultats"), ("a", "publicar els resultats"), ("que", "el fàrmac va reduir la mortalitat"),),
    "uk": (("", "публікувати результати"), (", що", "препарат знизив смертність"), ("від", "побічних ефектів")),
    "cs": (("", "zveřejňovat výsledky"), ("", "účinku na úmrtnost"), (", že", "lék snížil úmrtnost"),),
    "sk": (("", "zverejňovať výsledky"), (", že", "liek znížil úmrtnosť"),),
    "hr": (("", "objaviti rezultate"), ("da", "lijek smanjuje smrtnost"),),
    "bg": (("да", "публикува резултатите"), ("че", "лекарството намали смъртността"), ("от", "странични ефекти")),
    "lt": (("", "skelbti rezultatus"), (", kad", "vaistas sumažino mirtingumą"),),
    # Arabic puts the verb of denial before its subject: "نفت الشركة أن".
    "ar": (("", "نشر النتائج"), ("عن", "نشر النتائج"), ("الشركة أن", "الدواء يقلل الوفيات"), ("أن", "الدواء يقلل الوفيات"), ("من", "الآثار الجانبية"), ("في", "نشر النتائج"), ("إلى", "الأدلة")),
    "fa": (("کرد که", "دارو مرگ و میر را کاهش داد"), ("از", "عوارض جانبی")),
    "ur": (("کیا کہ", "دوا نے اموات کم کیں"),),
    "he": (("", "לפרסם את התוצאות"), ("כי", "התרופה הפחיתה תמותה")),
    "vi": (("", "công bố kết quả"), ("rằng", "thuốc làm giảm tử vong")),
    # Predicates of denial before the complementizer (the light verb first where the predicate is a
    # noun with one: Bengali অস্বীকার করেছে যে, Azerbaijani inkar etdi ki).
    "af": (("dat", "die middel die sterftesyfer verlaag het"),),
    "az": (("etdi ki", "dərman ölüm hallarını azaldıb"),),
    "be": ((", што", "прэпарат знізіў смяротнасць"),),
    "bn": (("করেছে যে", "ওষুধটি মৃত্যুহার কমিয়েছে"),),
    "cy": (("fod", "y cyffur wedi lleihau marwolaethau"),),
    "eo": ((", ke", "la medikamento reduktis la mortecon"),),
    "et": ((", et", "ravim vähendas suremust"),),
    "fo": ((", at", "heilivágurin minkaði deyðatalið"),),
    "ga": (("gur", "laghdaigh an druga an bhásmhaireacht"),),
    "gd": (("gun", "do lùghdaich an droga bàsmhorachd"),),
    "gu": (("કર્યો કે", "દવાએ મૃત્યુદર ઘટાડ્યો"),),
    "ht": (("ke", "medikaman an te diminye mòtalite"),),
    "hy": ((", որ", "դեղը նվազեցրել է մահացությունը"),),
    "ka": ((", რომ", "წამალმა შეამცირა სიკვდილიანობა"),),
    "la": (("quod", "medicamentum mortalitatem minuit"),),
    "lb": ((", datt", "d'Medikament d'Mortalitéit reduzéiert huet"),),
    "lg": (("nti", "eddagala lyakendeeza ku kufa"),),
    "lij": (("che", "a meixinn-a a l'à diminuio a mortalitæ"),),
    "lv": ((", ka", "zāles samazināja mirstību"),),
    "mr": (("केला की", "औषधाने मृत्युदर कमी केला"),),
    "ne": (("गर्यो कि", "औषधिले मृत्युदर घटायो"),),
    "pa": (("ਕੀਤਾ ਕਿ", "ਦਵਾਈ ਨੇ ਮੌਤ ਦਰ ਘਟਾਈ"),),
    "sn": (("kuti", "mushonga wakaderedza kufa"),),
    "so": (("in", "daawadu ay yaraysay dhimashada"),),
    "sq": (("se", "ilaçi uli vdekshmërinë"),),
    "st": (("hore", "moriana o fokoditse lefu"),),
    "sw": (("kwamba", "dawa ilipunguza vifo"),),
    "tn": (("gore", "molemo o fokoditse loso"),),
    "xh": (("ukuba", "iyeza linciphise ukufa"),),
    "yo": (("pé", "oògùn náà dín ikú kù"),),
    "zu": (("ukuthi", "umuthi unciphise ukufa"),),
}

#: The same verbs where no complement follows, by language: the form's lemma and what follows
#: it (a place, an object), which the lexicon's pattern must not read.
_NEUTRAL: Dict[str, Tuple[Tuple[str, str], ...]] = {
    "en": (("stop", "at the station"), ("quit", "the room"), ("avoid", "the city centre"), ("exclude", "from the team"),
           ("keep", "from the cold"), ("exempt", "from taxes"), ("back", "away from the edge"), ("decline", "to a record low")),
    "es": (("dejar", "la casa"), ("parar", "en la estación")),
    "fr": (("arrêter", "le suspect"),),
    "pt": (("deixar", "a casa"), ("parar", "na estação")),
    "nl": (("stoppen", "bij het station"), ("houden", "van muziek")),
    "sv": (("sluta", "klockan fem"),),
    "nb": (("slutte", "klokken fem"),),
    "el": (("σταματάω", "στη στάση"),),
    "ca": (("deixar", "la casa"),),
    "bg": (("спра", "на гарата"),),
    "ar": (("توقف", "في المحطة"),),
}

#: Unspaced languages: the lexicon's negative verbs written before a verb.
_UNSPACED_VERBS: Dict[str, Tuple[str, ...]] = {
    "zh": ("停止发布", "拒绝发布", "放弃发布"),
    "ja": ("発表を拒否した", "発表を怠った", "発表をやめた", "発表を中止した"),
}

NEGATIVE_VERB_LANGUAGES = tuple(_COMPLEMENTS)


def _verb_entries(lang: str) -> List[Tuple[Any, List[str], List[str]]]:
    """The ``negative_verbs`` entries of a lexicon: (pattern, lemmas, forms)."""
    data = lexicons._read_json("negations", lang)
    where = f"negations/{lang}.json"
    return [
        (lexicons._negative_verb(item, where), list(item["lemmas"]), list(item.get("forms", item["lemmas"])))
        for item in data.get("negative_verbs", [])
    ]


#: Forms the lemma tables file under a verb of denial that are other words, which the entry's
#: pattern does not read: the Welsh table files colloquial forms of dweud ("say": "wedais",
#: "wedwch") under gwadu.
_OTHER_WORDS: Dict[str, "regex.Pattern[str]"] = {"cy": regex.compile(r"g?wed(?:ais|aist|id|ir|wch|ych)?|gwedi")}
_NO_WORD = regex.compile(r"(?!)")


def negative_verb_phrases(lang: str, rng: random.Random, per_entry: int = 12) -> List[Tuple[str, str]]:
    """(verb and complement, what it denies) for ``lang``: forms of every entry of its
    ``negative_verbs``, each with the first complement of :data:`_COMPLEMENTS` its pattern reads."""
    out: List[Tuple[str, str]] = []
    complementizers = lexicons.negation_lexicon(lang).complementizers
    for pattern, _lemmas, forms in _verb_entries(lang):
        # Finite forms first (a participle or noun the table lists is read too, and tried after).
        forms = [form for form in forms if not _OTHER_WORDS.get(lang, _NO_WORD).fullmatch(form)]
        chosen = rng.sample(forms, min(per_entry, len(forms)))
        for form in chosen:
            complements = _COMPLEMENTS[lang]
            if pattern.match(lexicons.word_key(f"{form} x")):
                # A verb that denies the clause after it ("dezminți", deny) takes that clause: its
                # complementizer first ("a dezmințit că ...", never "a dezmințit să ...").
                complements = tuple(sorted(complements, key=lambda ct: lexicons.word_key(ct[0]) not in complementizers))
            for complement, tail in complements:
                verb = f"{form} {complement}".strip() if complement else form
                found = pattern.match(lexicons.word_key(f"{verb} {tail}"))
                if found is not None:
                    out.append((verb, tail))
                    break
            else:
                raise AssertionError(f"no complement of {lang!r} reads {form!r} as a negative verb")
    return out


def _negative_verb_places(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Tuple[str, str, str, str, str, Sentence]]:
    """A negative verb and what it denies, put into a real sentence of the language, language
    by language in turn: (lang, source, left, verb, right, sentence); ``right`` starts with what
    the verb denies."""
    groups = by_lang(sents)
    pools = {lang: usable(groups.get(lang, []), lang) for lang in (*NEGATIVE_VERB_LANGUAGES, *_UNSPACED_VERBS)}
    found: Dict[str, List[Tuple[str, str, str, str, str, Sentence]]] = {}
    for lang in NEGATIVE_VERB_LANGUAGES:
        if not pools[lang]:
            continue
        items = found.setdefault(lang, [])
        for n, (verb, tail) in enumerate(negative_verb_phrases(lang, rng)):
            sentence = pools[lang][(n * 7) % len(pools[lang])]
            made = _insert(lang, sentence.text, f"{verb} {tail}", rng)
            if made is None:
                continue
            source, left, right = made
            items.append((lang, source, left, verb, f"{tail} {right}", sentence))
    for lang, phrases in _UNSPACED_VERBS.items():
        if not pools[lang]:
            continue
        items = found.setdefault(lang, [])
        for n in range(40):
            phrase = phrases[n % len(phrases)]
            sentence = pools[lang][(n * 7) % len(pools[lang])]
            made = _insert(lang, sentence.text, phrase, rng)
            if made is None:
                continue
            source, left, right = made
            # The verb is the phrase without its last two characters (发布, した/った/めた).
            verb, tail = (phrase[:2], phrase[2:]) if lang == "zh" else (phrase[:-2], phrase[-2:])
            items.append((lang, source, left, verb, tail + right, sentence))
    yield from _per_language(found)


@case_class("adv_negative_verb_elided", faithful=False)
def negative_verb_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The company … report its losses" from "The company failed to report its losses", "La
    empresa … publicar" from "dejó de publicar", "Компания … публиковать" from "перестала
    публиковать": an elision that leaves out a negative implicative verb or a verb of ceasing."""
    for lang, source, left, verb, right, sentence in _negative_verb_places(sents, rng):
        # Put after "if", the verb is left out of a condition, which is refused as that first.
        why = _NEGATION_REASONS + (("condition_cut",) if regex.search(r"(?i)\bif\s*$", left) else ())
        yield Case(lang, source, _quote(lang, left, right, rng), False, f"{sentence.origin} +{verb!r} elided", why)


#: What a writer puts between a negative verb and the word it takes ("failed, in the end, to",
#: "failed (again) to", "failed [3] to", "failed again to"): ``{w}`` a word of the sentence.
_INSERTS = (", {w} {v},", " ({w})", " [3]", " {w}", " {w} 2019")


@case_class("adv_negative_verb_with_insert_elided", faithful=False)
def negative_verb_with_insert_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The drug … reduce mortality" from "The drug failed again to reduce mortality", "failed,
    however, to", "failed (in 2019) to": an aside, a footnote or a word between a negative verb
    and the word it takes leaves it a negative verb, and an elision that leaves it out is refused.
    Every entry whose complement the lexicon names by its words, in every language that has one."""
    groups = by_lang(sents)
    found: Dict[str, List[Case]] = {}
    for lang in NEGATIVE_VERB_LANGUAGES:
        pool = usable(groups.get(lang, []), lang)
        if not pool:
            continue
        entries = _verb_entries(lang)
        patterns = [p for p, _l, _f in entries]
        forms = {lexicons.word_key(form) for _p, _l, fs in entries for form in fs}
        items = found.setdefault(lang, [])
        for n, (verb, tail) in enumerate(negative_verb_phrases(lang, rng)):
            head, _, complement = verb.partition(" ")
            if lexicons.word_key(head) not in forms:
                continue  # a form of several words ("thất bại"): the verb is not cut in two
            sentence = pool[(n * 7) % len(pool)]
            words = [w for w in regex.findall(r"\p{L}{3,}", sentence.text) if w.lower() != head.lower()]
            if not complement or len(words) < 2 or any(p.match(lexicons.word_key(f"{head} ")) for p in patterns):
                continue  # a verb that negates alone ("lacking") needs no complement to be read
            if any(p.match(lexicons.word_key(f"{head} {probe} {tail}")) for p in patterns for probe in ("xqzvxqzving", "xqzvxqzv")):
                continue  # a complement read by its shape ("-ing") is read right after the verb only
            insert = _INSERTS[n % len(_INSERTS)].format(w=rng.choice(words).lower(), v=rng.choice(words).lower())
            phrase = f"{head}{insert} {complement}"
            made = _insert(lang, sentence.text, f"{phrase} {tail}", rng)
            if made is None:
                continue
            source, left, right = made
            items.append(Case(lang, source, _quote(lang, left, f"{tail} {right}", rng), False, f"{sentence.origin} +{phrase!r} elided", _NEGATION_REASONS))
    yield from _per_language(found)


@case_class("adv_passage_after_negative_verb", faithful=False)
def passage_after_negative_verb(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"report its losses" quoted from "The company failed to report its losses", "publicar sus
    pérdidas" from "dejó de publicar sus pérdidas": a passage that starts right after the verb
    (or inside its complement, "to report" after "failed") quotes the opposite claim."""
    for lang, source, _left, verb, right, sentence in _negative_verb_places(sents, rng):
        if lang in UNSPACED_VERB_LANGS:
            continue  # a quotation of an unspaced script may start anywhere; the elided class covers them
        yield Case(lang, source, right, False, f"{sentence.origin} +{verb!r} before", ("negation_cut",))
        parts = verb.split(" ", 1)
        if len(parts) == 2:  # "to report ..." after "failed": the passage cuts the verb from its complement
            yield Case(lang, source, f"{parts[1]} {right}", False, f"{sentence.origin} +{parts[0]!r} before", ("negation_cut",))


UNSPACED_VERB_LANGS = frozenset(_UNSPACED_VERBS)
_PROSE = regex.compile(r"[\p{L}\p{N}\s.,;:'’()-]+")


@case_class("adv_negative_verb_other_use_elided", faithful=True)
def negative_verb_other_use_elided(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """"The bus … at the station" from "The bus stopped at the station": the same verbs where no
    complement follows deny nothing, and an elision that leaves one out verifies."""
    groups = by_lang(sents)
    found: Dict[str, List[Case]] = {}
    for lang, uses in _NEUTRAL.items():
        # Prose: a sentence of paths and commands is too odd to name its language by.
        group = [s for s in usable(groups.get(lang, []), lang) if len(s.text.split()) >= 6 and _PROSE.fullmatch(s.text)]
        if not group:
            continue
        entries = _verb_entries(lang)
        items = found.setdefault(lang, [])
        for lemma, after in uses:
            forms = lexicons.verb_forms(lang, [lemma])
            assert forms, (lang, lemma)
            for n, form in enumerate(rng.sample(forms, min(10, len(forms)))):
                assert not any(p.search(lexicons.word_key(f"{form} {after}")) for p, _l, _f in entries), (form, after)
                sentence = group[(n * 5 + len(form)) % len(group)]
                made = _insert(lang, sentence.text, f"{form} {after}", rng)
                if made is None:
                    continue
                source, left, right = made
                items.append(Case(lang, source, _quote(lang, left, f"{after} {right}", rng), True, f"{sentence.origin} +{form!r} elided"))
    yield from _per_language(found)


@case_class("adv_negative_verb_typed_bare", faithful=False)
def negative_verb_typed_bare(sents: Sequence[Sentence], rng: random.Random) -> Iterator[Case]:
    """The cases of :func:`negative_verb_elided` and :func:`passage_after_negative_verb` whose verb
    or complement carries diacritics, in a sentence typed without any (:func:`lexicons.bare_letters`:
    Vietnamese "Bo truong phu nhan rang chinh phu ..." for "phủ nhận rằng", Spanish "dejo de
    publicar"), are still refused: a writer in haste leaves the marks out of a whole text."""
    for case in _in_turn(negative_verb_elided(sents, rng), passage_after_negative_verb(sents, rng)):
        verb = case.origin.rsplit("+", 1)[-1]
        if lexicons.bare_letters(verb) == verb:
            continue
        yield Case(case.lang, lexicons.bare_letters(case.source), lexicons.bare_letters(case.quote), False, f"{case.origin} typed bare", case.reasons)
