"""Tests of the rule-based match check (:mod:`spacy_quoteverify.match.rules`).

Edges of a quotation, unspaced scripts, markdown bold, elisions (order,
negations left out, sentence ends crossed, scripts no lexicon covers, bounded
search) and separate passages. Each rule is exercised in many languages.
"""
from __future__ import annotations

from functools import lru_cache

import pytest

from spacy_quoteverify import charclasses, verify_quote
from spacy_quoteverify.match.rules import make_piece, run_fraction, trim_edges
from spacy_quoteverify.text.fold import fold_match


def verified(quote: str, source: str, lang: str | None = None) -> bool | None:
    """The ``verified`` field of the verdict."""
    return verify_quote(quote, source, lang).verified


# --------------------------------------------------------------------------
# 2.2 Edges
# --------------------------------------------------------------------------

EDGE_SOURCE = "In May, revenue rose to 45.2 million dollars and costs fell."


@pytest.mark.parametrize(
    "quote",
    [
        "revenue rose to 45.2 million dollars",
        "\u201crevenue rose to 45.2 million dollars\u201d",
        '"revenue rose to 45.2 million dollars."',
        "...revenue rose to 45.2 million dollars...",
        "\u2026 revenue rose to 45.2 million dollars \u2026",
        ", revenue rose to 45.2 million dollars,",
        "; revenue rose to 45.2 million dollars;",
        ": revenue rose to 45.2 million dollars:",
        "   revenue rose to 45.2 million dollars.   ",
        "revenue rose to 45.2 million dollars \u2014",
        "revenue rose to 45.2 million dollars -",
        "\u00ab revenue rose to 45.2 million dollars \u00bb.",
    ],
)
def test_punctuation_and_spaces_at_the_edges_are_not_content(quote: str) -> None:
    v = verify_quote(quote, EDGE_SOURCE)
    assert v.verified is True, v.reason


@pytest.mark.parametrize(
    "stop, text",
    [
        ("\u3002", "五月收入增长了"),
        ("\u0964", "मई में राजस्व बढ़ा"),
        ("\u0965", "मई में राजस्व बढ़ा"),
        ("\u06d4", "آمدنی میں اضافہ ہوا"),
        ("\u104b", "\u1019\u103c\u1014\u103a\u1019\u102c"),
        ("\u17d4", "\u1780\u1798\u17d2\u1796\u17bb\u1787\u17b6"),
        ("\u1362", "\u1230\u120b\u121d \u12d3\u1208\u121d"),
        (".", "revenue rose"),
    ],
    ids=["ideographic", "danda", "double-danda", "urdu", "myanmar", "khmer", "ethiopic", "latin"],
)
def test_full_stops_of_every_script_at_the_end_of_a_quotation_are_not_content(stop: str, text: str) -> None:
    source = f"{text} and more words follow"
    assert verified(text + stop, source) is True
    assert verified(text + " " + stop, source) is True


def test_leading_minus_before_a_number_is_content() -> None:
    assert verified("-5% in May", "Sales rose 5% in May.") is False


def test_dropping_the_leading_minus_of_a_number_is_refused() -> None:
    assert verified("5% in May", "Sales changed by -5% in May.") is False


def test_leading_minus_before_a_number_matches_the_same_signed_number() -> None:
    assert verified("-5% in May", "Sales changed by -5% in May.") is True
    assert verified("\u22125% in May", "Sales changed by -5% in May.") is True


def test_trailing_dash_is_typographic() -> None:
    assert verified("Sales changed \u2013", "Sales changed by -5% in May.") is True


def test_trim_edges_keeps_a_leading_minus_and_drops_other_edge_marks() -> None:
    assert trim_edges("-5%.") == "-5%"
    assert trim_edges("... revenue rose, ") == "revenue rose"
    assert trim_edges("- revenue rose -") == "revenue rose"
    assert trim_edges("\u2460\u58f2\u4e0a\u3002") == "\u58f2\u4e0a"
    assert trim_edges("-.5") == "-.5"


# --------------------------------------------------------------------------
# 2.4 Unspaced scripts
# --------------------------------------------------------------------------

UNSPACED_INSIDE_WORDS = [
    ("zh", "司收入增", "公司收入增长了百分之三十，利润也提高了。"),
    ("zh", "润也提", "公司收入增长了百分之三十，利润也提高了。"),
    ("ja", "上が大幅に増", "今期は売上が大幅に増加した。"),
    ("ja", "カタカ", "カタカナで書かれた文章です。"),
    ("th", "ได้เพิ่ม", "บริษัทมีรายได้เพิ่มขึ้นมากในปีนี้"),
    ("th", "ษัทมีราย", "บริษัทมีรายได้เพิ่มขึ้นมากในปีนี้"),
    ("xx", "ລາຍໄດ້", "ບໍລິສັດມີລາຍໄດ້ເພີ່ມຂຶ້ນ"),
    ("xx", "\u1780\u1798\u17d2\u1796\u17bb", "\u1780\u1798\u17d2\u1796\u17bb\u1787\u17b6\u1798\u17b6\u1793"),
]


@pytest.mark.parametrize("lang, quote, source", UNSPACED_INSIDE_WORDS, ids=[f"{r[0]}-{i}" for i, r in enumerate(UNSPACED_INSIDE_WORDS)])
def test_unspaced_clause_may_start_and_end_anywhere(lang: str, quote: str, source: str) -> None:
    assert verified(quote, source, lang) is True


UNSPACED_NUMBERS = [
    ("zh", "5%", "公司收入增长了25%。"),
    ("zh", "增长了2", "公司收入增长了25%。"),
    # 百分之三十 is one figure (30 out of 100): "百" ending inside it is a part of it, as "2" of "25%".
    ("zh", "入增长了百分", "公司收入增长了百分之三十，利润也提高了。"),
    ("zh", "入增长了百", "公司收入增长了百分之三十，利润也提高了。"),
    ("zh", "收入增长了30亿", "公司收入增长了300亿元。"),
    ("ja", "売上は5", "売上は15億円だった。"),
    ("ja", "5億円", "売上は15億円だった。"),
    ("ja", "\uff15億円", "売上は\uff11\uff15億円だった。"),
    ("th", "5%", "รายได้เพิ่มขึ้น 25% ในปีนี้"),
    ("th", "ได้เพิ่มขึ้น 2", "รายได้เพิ่มขึ้น 25% ในปีนี้"),
]


@pytest.mark.parametrize("lang, quote, source", UNSPACED_NUMBERS, ids=[f"{r[0]}-{i}" for i, r in enumerate(UNSPACED_NUMBERS)])
def test_numbers_in_unspaced_scripts_are_still_whole(lang: str, quote: str, source: str) -> None:
    assert verified(quote, source, lang) is False


def test_circled_list_number_in_the_source_is_not_part_of_the_clause() -> None:
    source = "\u2460売上が増加した。\u2461費用が減少した。"
    assert verified("売上が増加した", source, "ja") is True
    assert verified("費用が減少した。", source, "ja") is True


def test_circled_list_number_in_the_quotation_is_not_part_of_the_clause() -> None:
    source = "今期の結果：売上が増加した。費用が減少した。"
    assert verified("\u2460売上が増加した", source, "ja") is True
    assert verified("\u2461 費用が減少した", source, "ja") is True


def test_circled_number_does_not_stand_for_a_digit() -> None:
    assert verified("1売上が増加した", "\u2460売上が増加した。", "ja") is False


@pytest.mark.parametrize("ending", ["", "\u3002", "."], ids=["bare", "ideographic-stop", "full-stop"])
@pytest.mark.parametrize("lang", ["ja", None])
def test_quotation_stopping_before_a_negating_verb_ending_is_refused(ending: str, lang: str | None) -> None:
    # Japanese writes its negation after the verb stem and after a nominaliser: the stem alone
    # ("患者は回復し", "認められ") reads as the opposite claim, so a passage may not stop there.
    for quote, source in [
        ("行か" + ending, "明日は学校へ行かない。"),
        ("この薬は効果が", "この薬は効果がなかった。"),
        ("患者は回復し", "患者は回復しなかった。"),
        ("両群間に有意差は認められ", "両群間に有意差は認められなかった。"),
        ("患者は一度も回復した", "患者は一度も回復したことがない。"),
    ]:
        v = verify_quote(quote, source, lang=lang)
        assert v.verified is False and v.reason == "negation_cut", (quote, v.reason)
    # Another clause after a clause mark is not the passage's.
    assert verified("この薬は効果があり", "この薬は効果があり、副作用はない。", lang) is True


@pytest.mark.parametrize(
    "lang, quote, source",
    [
        ("zh", "这种药物", "这种药物没有降低死亡率。"),
        ("th", "ยานี้", "ยานี้ไม่ลดอัตราการตาย"),
    ],
    ids=["zh", "th"],
)
def test_quotation_stopping_before_a_negation_in_an_unspaced_or_agglutinative_script_verifies(
    lang: str, quote: str, source: str
) -> None:
    assert verified(quote, source, lang) is True


STOP_BEFORE_NEGATION = [
    ("en", "the drug did", "In the trial the drug did not reduce mortality."),
    ("fr", "Le traitement a", "Le traitement a pas du tout réduit la mortalité."),
    ("ru", "Препарат", "Препарат не снижал смертность."),
    ("el", "Το φάρμακο", "Το φάρμακο δεν μείωσε τη θνησιμότητα."),
    ("ar", "الدواء", "الدواء لم يخفض معدل الوفيات."),
    ("he", "התרופה", "התרופה לא הפחיתה את התמותה."),
    # The negation closes another clause than the passage's.
    ("de", "Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit, die Kosten nicht."),
    # An alternative after the word for "or" (the CLDR's list patterns) denies nothing.
    ("en", "It is unclear whether the drug works", "It is unclear whether the drug works or not."),
    ("de", "Ob das Medikament wirkt", "Ob das Medikament wirkt oder nicht, ist unklar."),
    ("fr", "On ne sait pas si le traitement marche", "On ne sait pas si le traitement marche ou non."),
    # After the word for "and" (the CLDR's list patterns) a negation opens the next conjunct.
    ("ru", "где меня не было", "перед вечностью, где меня не было и не будет..."),
]


def test_a_passage_negating_its_clause_itself_may_stop_before_the_closing_negation_of_its_language() -> None:
    # Afrikaans repeats the negation at the clause's end: the passage says "nie" already. Read
    # by the named language's lexicon only (with none, a word of another language would excuse it).
    # Brazilian Portuguese repeats "não" after the verb likewise (the lexicons' closing_concord).
    for lang, quote, source in [
        ("af", "Die middel het nie die sterftes verlaag", "Die middel het nie die sterftes verlaag nie."),
        ("pt", "O remédio não reduziu a mortalidade", "O remédio não reduziu a mortalidade não."),
    ]:
        assert verified(quote, source, lang) is True
        assert verify_quote(quote, source, None).reason == "negation_cut"


@pytest.mark.parametrize(
    "lang, quote, source",
    [
        # A language that repeats no negation: the closing one negates the clause, whatever the
        # passage negates inside it (an attribute).
        ("de", "Das nicht zugelassene Medikament senkte die Sterblichkeit", "Das nicht zugelassene Medikament senkte die Sterblichkeit nicht."),
        ("nl", "Het niet geregistreerde middel verlaagde de sterfte", "Het niet geregistreerde middel verlaagde de sterfte niet."),
        # The concord word of another language is none of this one's ("nie" closes no German clause
        # in concord), and a concord language's other closing negations are no concord.
        ("af", "Die middel het nie die sterftes verlaag", "Die middel het nie die sterftes verlaag nooit."),
        # Brazilian Portuguese may negate with "não" after the verb alone: "sem" (without) in the
        # passage is no negation of its clause that the closing one repeats.
        ("pt", "O remédio sem açúcar funciona", "O remédio sem açúcar funciona não."),
    ],
    ids=["de", "nl", "af-nooit", "pt-sem"],
)
def test_a_passage_negated_inside_may_not_stop_before_a_closing_negation_that_repeats_nothing(
    lang: str, quote: str, source: str
) -> None:
    for code in (lang, None):
        v = verify_quote(quote, source, code)
        assert (v.verified, v.reason) == (False, "negation_cut"), code


@pytest.mark.parametrize(
    "named, quote, source",
    [
        ("sv", "Medisinen hjalp dem", "Medisinen hjalp dem ikke."),
        ("nl", "Ons het dit verstaan", "Ons het dit verstaan nie."),
        ("en", "Ça marche", "Ça marche pas."),
    ],
    ids=["nb-as-sv", "af-as-nl", "fr-as-en"],
)
def test_a_wrong_neighbour_named_does_not_weaken_the_closing_negation(named: str, quote: str, source: str) -> None:
    # What refuses with no language named refuses with a wrong one named too.
    for code in (None, named):
        v = verify_quote(quote, source, code)
        assert (v.verified, v.reason) == (False, "negation_cut"), code


@pytest.mark.parametrize(
    "lang, quote, source",
    [
        ("de", "Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit nicht unerheblich."),
        ("de", "Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit nicht unbedingt."),
        ("en", "The drug reduced mortality", "The drug reduced mortality not unconditionally."),
    ],
    ids=["de-litotes", "de-not-necessarily", "en-not-unconditionally"],
)
def test_a_negation_before_a_negated_word_closing_the_clause_is_still_refused(lang: str, quote: str, source: str) -> None:
    # "nicht unerheblich" affirms, but "nicht unbedingt" ("not necessarily") denies: a negated
    # word after the negation does not tell which, so the quotation is refused either way.
    for code in (lang, None):
        assert verify_quote(quote, source, code).reason == "negation_cut", code


def test_a_quotation_also_written_where_no_negation_closes_its_clause_verifies_there() -> None:
    quote = "Das Medikament senkte die Sterblichkeit"
    twice = f"{quote} nicht. Später hieß es: {quote} deutlich."
    denied_twice = f"{quote} nicht. Später hieß es: {quote} nicht mehr."
    for lang in (None, "de"):
        v = verify_quote(quote, twice, lang)
        assert v.verified is True and v.start == twice.rindex(quote), lang
        assert verify_quote(quote, denied_twice, lang).reason == "negation_cut", lang


@pytest.mark.parametrize(
    "lang, quote, source",
    [
        # Dutch "of" ("or") is the English preposition: only the sentence's own word for "or" makes
        # the closing negation an alternative.
        ("en", "The package dependency of", "The package dependency of not."),
        ("fr", "Le traitement a réduit la mortalité o", "Le traitement a réduit la mortalité o jamais."),
    ],
    ids=["en-of", "fr-o"],
)
def test_a_word_for_or_of_another_language_excuses_no_closing_negation(lang: str, quote: str, source: str) -> None:
    for code in (lang, None):
        v = verify_quote(quote, source, code)
        assert (v.verified, v.reason) == (False, "negation_cut"), code


@pytest.mark.parametrize("lang, quote, source", STOP_BEFORE_NEGATION, ids=[r[0] for r in STOP_BEFORE_NEGATION])
def test_quotation_stopping_before_a_later_negation_in_its_clause_still_verifies(lang: str, quote: str, source: str) -> None:
    assert verified(quote, source, lang) is True
    assert verified(quote, source, None) is True


STOP_BEFORE_CLOSING_NEGATION = [
    ("de", "Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit nicht."),
    ("de", "Das Medikament senkte die Sterblichkeit.", "Das Medikament senkte die Sterblichkeit bei Älteren nicht."),
    ("nl", "Het medicijn verlaagde de sterfte", "Het medicijn verlaagde de sterfte niet."),
    ("sv", "Läkemedlet minskade dödligheten", "Läkemedlet minskade dödligheten inte."),
    ("da", "Lægemidlet sænkede dødeligheden", "Lægemidlet sænkede dødeligheden ikke."),
    ("tr", "Bu sonuç anlamlı", "Bu sonuç anlamlı değil."),
    ("bn", "ওষুধটি মৃত্যুহার কমায়", "ওষুধটি মৃত্যুহার কমায় না।"),
    ("mr", "योजना फाइल आढळली", "योजना फाइल आढळली नाही."),
    ("ko", "이 약은 사망률을 낮추지", "이 약은 사망률을 낮추지 않았다."),
    # Before a last particle, adverb or object; at the end of the text; written with an
    # invisible character or a look-alike letter.
    ("de", "Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit nicht mehr."),
    ("de", "Die Regierung lehnte den Plan", "Die Regierung lehnte den Plan nicht ab."),
    ("sv", "Jag förstår det", "Jag förstår det inte alls."),
    ("de", "Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit nicht"),
    ("de", "Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit n\u00adicht."),
    ("de", "Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit n\u0456cht."),
    # A script that marks its syllables instead of spacing its words (Tibetan's tsheg): its words
    # are read between the marks, the negative existential, the copulas and "ma" before a verb.
    ("bo", "སྨན་འདི་ཕན་ཐོགས", "སྨན་འདི་ཕན་ཐོགས་མེད།"),
    ("bo", "འདི་ཡང་དག", "འདི་ཡང་དག་མིན།"),
    ("bo", "འདི་ཡང་དག", "འདི་ཡང་དག་མ་རེད།"),
    ("bo", "སྨན་འདིས་ཕན", "སྨན་འདིས་ཕན་མ་ཐོགས།"),
    ("bo", "ཡིག་ཆ་རྙེད", "ཡིག་ཆ་རྙེད་མ་སོང་།"),
]


@pytest.mark.parametrize("lang, quote, source", STOP_BEFORE_CLOSING_NEGATION, ids=[r[0] for r in STOP_BEFORE_CLOSING_NEGATION])
def test_quotation_stopping_in_a_clause_a_negation_closes_is_refused(lang: str, quote: str, source: str) -> None:
    # Closing the clause, the negation negates its verb, which the passage quotes: the opposite claim.
    for code in (lang, None):
        v = verify_quote(quote, source, code)
        assert (v.verified, v.reason) == (False, "negation_cut"), code


@pytest.mark.parametrize(
    "lang, quote, source",
    [
        ("en", "the drug reduces mortality", "The drug reduces mortality, the authors denied."),
        ("de", "Das Medikament senkt die Sterblichkeit", "Das Medikament senkt die Sterblichkeit, bestritt der Vorstand."),
        ("fr", "le médicament réduit la mortalité", "Le médicament réduit la mortalité, a démenti le ministre."),
        ("es", "el fármaco reduce la mortalidad", "El fármaco reduce la mortalidad, negó el ministro."),
        ("en", "the drug reduces mortality", "It is doubtful that the drug reduces mortality."),
        ("en", "the drug reduces mortality", "The authors rejected that the drug reduces mortality."),
    ],
)
def test_a_clause_denied_after_its_comma_or_by_a_word_of_doubt_is_refused(lang: str, quote: str, source: str) -> None:
    """A short clause of denial that closes the sentence after a comma (a form of a verb that
    denies alone), and "doubtful that", "rejected that": the passage quotes what is denied. The
    class ``adv_denial_clause_after_comma`` holds this for every lexicon's forms."""
    for code in (lang, None):
        v = verify_quote(quote, source, code)
        assert (v.verified, v.reason) == (False, "negation_cut"), code
    assert verify_quote(quote, source.replace("denied", "found").replace("doubtful", "certain").replace("rejected", "showed"), lang).verified is (lang == "en")


@pytest.mark.parametrize(
    "quote, source",
    [("སྨན་འདི་ཕན་ཐོགས", "སྨན་འདི་ཕན་ཐོགས་ཡོད།"), ("ཡིག་ཆ་རྙེད", "ཡིག་ཆ་རྙེད་སོང་།"), ("འདི་ཡང་དག", "འདི་ཡང་དག་རེད།")],
)
def test_a_tibetan_clause_closed_by_no_negation_may_be_quoted_without_its_last_syllable(quote: str, source: str) -> None:
    for code in ("bo", None):
        assert verified(quote, source, code) is True, code


# --------------------------------------------------------------------------
# 2.5 Markdown bold
# --------------------------------------------------------------------------


def test_bold_in_the_quotation_is_not_text() -> None:
    assert verified("revenue rose to **45.2 million** dollars", EDGE_SOURCE) is True


def test_bold_in_the_source_is_not_text() -> None:
    source = "In May, revenue rose to **45.2 million** dollars and costs fell."
    assert verified("revenue rose to 45.2 million dollars", source) is True


def test_bold_on_both_sides_matches() -> None:
    source = "In May, **revenue rose** to 45.2 million dollars."
    assert verified("**revenue rose** to 45.2 million", source) is True
    assert verified("**revenue rose** to 45.2", source) is False  # "45.2" is not "45.2 million"


def test_whole_quotation_in_bold_matches_plain_source() -> None:
    assert verified("**revenue rose to 45.2 million dollars**", EDGE_SOURCE) is True


@pytest.mark.parametrize(
    "lang, quote, source",
    [
        ("de", "Der **Umsatz** stieg", "Der Umsatz stieg im Mai."),
        ("ru", "**Выручка** выросла", "Выручка выросла в мае."),
        ("ar", "ارتفعت **الإيرادات**", "ارتفعت الإيرادات في مايو."),
        ("zh", "收入**增长**了", "五月收入增长了。"),
        ("ja", "**売上**が増えた", "五月に売上が増えた。"),
        ("ko", "**매출이** 증가했다", "5월에 매출이 증가했다."),
    ],
    ids=["de", "ru", "ar", "zh", "ja", "ko"],
)
def test_bold_is_ignored_in_every_script(lang: str, quote: str, source: str) -> None:
    assert verified(quote, source, lang) is True


def test_significance_stars_after_a_number_are_not_bold() -> None:
    source = "The effects were 0.45** and 0.30** respectively."
    assert verified("were 0.45** and 0.30** respectively", source) is True
    assert verified("were 0.45 and 0.30** respectively", source) is False


def test_bold_does_not_hide_a_changed_number() -> None:
    assert verified("revenue rose to **46.2 million** dollars", EDGE_SOURCE) is False


# --------------------------------------------------------------------------
# 2.7 Elisions
# --------------------------------------------------------------------------

ELISION_SOURCE = "Revenue rose to 45.2 million dollars in May, driven by strong demand in Europe."


@pytest.mark.parametrize(
    "mark",
    ["...", "\u2026", "[...]", "[\u2026]", "(...)", ". . .", "<...>", "/\u2026/"],
    ids=["dots", "ellipsis", "bracket", "bracket-ellipsis", "paren", "spaced", "angle", "slashes"],
)
def test_faithful_elision_verifies_with_every_mark(mark: str) -> None:
    v = verify_quote(f"Revenue rose {mark} in May", ELISION_SOURCE)
    assert v.verified is True, v.reason


@pytest.mark.parametrize("mark", ["\uff08\u4e2d\u7565\uff09", "(\u4e2d\u7565)", "\uff08\u7565\uff09"])
def test_a_japanese_omission_word_in_brackets_is_an_elision(mark: str) -> None:
    source = "\u3053\u306e\u85ac\u306f\u9ad8\u9f62\u306e\u60a3\u8005\u306e\u6b7b\u4ea1\u7387\u3092\u4f4e\u4e0b\u3055\u305b{neg}\u3001\u826f\u597d\u306a\u5fcd\u5bb9\u6027\u3092\u793a\u3057\u305f\u3002"
    quote = f"\u3053\u306e\u85ac\u306f\u9ad8\u9f62\u306e\u60a3\u8005\u306e\u6b7b\u4ea1\u7387\u3092\u4f4e\u4e0b\u3055\u305b{mark}\u826f\u597d\u306a\u5fcd\u5bb9\u6027\u3092\u793a\u3057\u305f"
    for lang in (None, "ja"):
        assert verify_quote(quote, source.format(neg=""), lang=lang).verified is True
        assert verify_quote(quote, source.format(neg="\u305a"), lang=lang).reason == "negation_elided"


def test_a_russian_elision_in_angle_brackets_hides_no_negation() -> None:
    quote = "\u042d\u0442\u043e \u043b\u0435\u043a\u0430\u0440\u0441\u0442\u0432\u043e <...> \u0441\u043d\u0438\u0437\u0438\u043b\u043e \u0441\u043c\u0435\u0440\u0442\u043d\u043e\u0441\u0442\u044c"
    for lang in (None, "ru"):
        assert verify_quote(quote, "\u042d\u0442\u043e \u043b\u0435\u043a\u0430\u0440\u0441\u0442\u0432\u043e \u043d\u0435 \u0441\u043d\u0438\u0437\u0438\u043b\u043e \u0441\u043c\u0435\u0440\u0442\u043d\u043e\u0441\u0442\u044c.", lang=lang).reason == "negation_elided"


def test_elided_pieces_out_of_order_are_refused() -> None:
    v = verify_quote("in Europe ... Revenue rose", ELISION_SOURCE)
    assert v.verified is False
    assert v.reason == "order"


def test_elision_over_nothing_verifies() -> None:
    v = verify_quote("Revenue rose ... to 45.2 million dollars", ELISION_SOURCE)
    assert v.verified is True, v.reason


def test_elided_piece_not_in_the_source_is_refused() -> None:
    v = verify_quote("Revenue rose ... in June", ELISION_SOURCE)
    assert v.verified is False
    assert v.reason == "not_found"


FAITHFUL_ELISIONS = [
    ("en", "the drug ... reduced mortality", "In this trial the drug clearly reduced mortality."),
    ("de", "Das Medikament ... senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit deutlich."),
    ("de", "Das Medikament senkte ... die Sterblichkeit", "Das Medikament senkte deutlich die Sterblichkeit."),
    ("fr", "Le traitement a ... réduit la mortalité", "Le traitement a nettement réduit la mortalité."),
    ("ru", "Препарат ... снижал смертность", "Препарат значительно снижал смертность."),
    ("el", "Το φάρμακο ... μείωσε τη θνησιμότητα", "Το φάρμακο σημαντικά μείωσε τη θνησιμότητα."),
    ("tr", "Hastalar tedaviden sonra ... taburcu edildi", "Hastalar tedaviden sonra hızla taburcu edildi."),
    ("ar", "الدواء ... خفض معدل الوفيات", "الدواء الجديد خفض معدل الوفيات."),
    ("he", "התרופה ... הפחיתה את התמותה", "התרופה החדשה הפחיתה את התמותה."),
    ("hi", "दवा ने ... मृत्यु दर कम की", "दवा ने काफी हद तक मृत्यु दर कम की।"),
    ("bn", "ওষুধটি ... মৃত্যুহার কমিয়েছে", "ওষুধটি উল্লেখযোগ্যভাবে মৃত্যুহার কমিয়েছে।"),
    ("zh", "该药物…降低了死亡率", "该药物显著降低了死亡率。"),
    ("ja", "この薬は…死亡率を下げた", "この薬は大幅に死亡率を下げた。"),
    ("ko", "이 약은 ... 사망률을 낮췄다", "이 약은 크게 사망률을 낮췄다."),
    ("th", "ยานี้…ลดอัตราการตาย", "ยานี้ช่วยลดอัตราการตาย"),
]


@pytest.mark.parametrize("lang, quote, source", FAITHFUL_ELISIONS, ids=[f"{r[0]}-{i}" for i, r in enumerate(FAITHFUL_ELISIONS)])
def test_elision_leaving_out_words_that_do_not_negate_verifies(lang: str, quote: str, source: str) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is True, v.reason


NEGATION_ELIDED = [
    ("en", "the drug did ... reduce mortality", "In the trial the drug did not reduce mortality."),
    ("en", "the drug ... reduced mortality", "The drug never reduced mortality."),
    ("en", "there was ... effect on mortality", "There was no effect on mortality."),
    ("de", "Das Medikament senkte die Sterblichkeit ... signifikant", "Das Medikament senkte die Sterblichkeit nicht signifikant."),
    ("de", "Die Behandlung hatte ... Wirkung", "Die Behandlung hatte keine Wirkung."),
    ("fr", "Le médicament ne réduit ... la mortalité", "Le médicament ne réduit pas la mortalité."),
    ("fr", "Le traitement ... réduit la mortalité", "Le traitement n'a jamais réduit la mortalité."),
    ("ru", "Препарат ... снижал смертность", "Препарат не снижал смертность."),
    ("ru", "Эффекта ... было", "Эффекта никогда не было."),
    ("el", "Το φάρμακο ... μείωσε τη θνησιμότητα", "Το φάρμακο δεν μείωσε τη θνησιμότητα."),
    ("el", "Το φάρμακο ... μειώνει τη θνησιμότητα", "Το φάρμακο μην μειώνει τη θνησιμότητα."),
    ("tr", "Bu sonuç anlamlı ... ve tekrarlanmalı", "Bu sonuç anlamlı değil ve tekrarlanmalı."),
    ("tr", "Hastalar tedaviden sonra ... ve taburcu edildi", "Hastalar tedaviden sonra iyileşmedi ve taburcu edildi."),
    ("tr", "İlaç ölüm oranını ... ve çalışma durduruldu", "İlaç ölüm oranını azaltmadı ve çalışma durduruldu."),
    ("ar", "الدواء ... يخفض معدل الوفيات", "الدواء لم يخفض معدل الوفيات."),
    ("ar", "الدواء ... يخفض معدل الوفيات", "الدواء لا يخفض معدل الوفيات."),
    ("he", "התרופה ... הפחיתה את התמותה", "התרופה לא הפחיתה את התמותה."),
    ("he", "התרופה ... מפחיתה את התמותה", "התרופה אינה מפחיתה את התמותה."),
    ("hi", "दवा ने मृत्यु दर को कम ... किया", "दवा ने मृत्यु दर को कम नहीं किया।"),
    ("hi", "दवा ... असरदार है", "दवा न असरदार है।"),
    ("bn", "ওষুধটি মৃত্যুহার কমায় ... বলে গবেষকরা জানান", "ওষুধটি মৃত্যুহার কমায় না বলে গবেষকরা জানান।"),
    ("bn", "ওষুধটি ... কার্যকর", "ওষুধটি নয় কার্যকর।"),
    ("zh", "该药物…降低死亡率", "该药物没有降低死亡率。"),
    ("zh", "该药物…降低死亡率", "该药物不能降低死亡率。"),
    ("zh", "该药物…降低死亡率", "该药物未降低死亡率。"),
    ("ja", "この薬は効果が…と報告された", "この薬は効果がないと報告された。"),
    ("ja", "患者は回復し…た", "患者は回復しなかった。"),
    ("ja", "この薬は…効く", "この薬は全く効かないわけではなく効く。"),
    ("ko", "이 약은 효과가 ... 연구진은 밝혔다", "이 약은 효과가 없었다고 연구진은 밝혔다."),
    ("ko", "이 약은 사망률을 ... 낮췄다", "이 약은 사망률을 안 낮췄다."),
    ("ko", "이 약은 사망률을 ... 연구진은 밝혔다", "이 약은 사망률을 낮추지 못했다고 연구진은 밝혔다."),
    ("th", "ยานี้…ลดอัตราการตาย", "ยานี้ไม่ลดอัตราการตาย"),
    ("th", "ยานี้…ลดอัตราการตาย", "ยานี้ไม่ได้ลดอัตราการตาย"),
]


@pytest.mark.parametrize("lang, quote, source", NEGATION_ELIDED, ids=[f"{r[0]}-{i}" for i, r in enumerate(NEGATION_ELIDED)])
def test_elision_leaving_out_a_negation_is_refused(lang: str, quote: str, source: str) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is False
    assert v.reason == "negation_elided"


def test_elision_across_a_sentence_end_must_resume_at_a_sentence_start() -> None:
    v = verify_quote("Revenue ... rose 30%", "Revenue fell 12%. Costs rose 30%.")
    assert v.verified is False
    assert v.reason == "crosses_sentence"


def test_elision_across_a_sentence_end_resuming_at_a_sentence_start_verifies() -> None:
    v = verify_quote("Revenue ... Costs rose 30%", "Revenue fell 12%. Costs rose 30%.")
    assert v.verified is True, v.reason


@pytest.mark.parametrize(
    "lang, quote, source",
    [
        ("de", "Der Umsatz ... stieg um 30%", "Der Umsatz fiel um 12%. Die Kosten stiegen um 30%. Es stieg um 30%"),
        ("ru", "Выручка ... выросли на 30%", "Выручка упала на 12%. Расходы выросли на 30%."),
        ("el", "Τα έσοδα ... αυξήθηκαν 30%", "Τα έσοδα μειώθηκαν 12%. Τα έξοδα αυξήθηκαν 30%."),
        ("zh", "收入…增长了30%", "收入下降了12%。成本增长了30%。"),
        ("ja", "売上は…増えた", "売上は12%減った。費用は30%増えた。"),
        ("hi", "राजस्व ... 30% बढ़ी", "राजस्व 12% घटा। लागत 30% बढ़ी।"),
        ("ar", "الإيرادات ... بنسبة 30%", "انخفضت الإيرادات بنسبة 12%؟ ارتفعت التكاليف بنسبة 30%."),
        ("en", "Revenue ... rose 30%", "Revenue fell 12%! Costs rose 30%."),
        ("en", "Revenue ... rose 30%", "Revenue fell 12%; costs rose 30%."),
    ],
    ids=["de", "ru", "el", "zh", "ja", "hi", "ar", "en-bang", "en-semicolon"],
)
def test_elision_resuming_mid_sentence_after_a_sentence_end_is_refused(lang: str, quote: str, source: str) -> None:
    assert verified(quote, source, lang) is False


@pytest.mark.parametrize("cite", ["[3.]", "(Fig. 2.)", "(ref. 4.)"])
def test_full_stop_inside_a_bracketed_citation_does_not_end_the_sentence_for_an_elision(cite: str) -> None:
    source = f"Revenue rose sharply {cite} and costs fell in May."
    v = verify_quote("Revenue rose ... and costs fell", source)
    assert v.verified is True, v.reason


@pytest.mark.parametrize(
    "left_out",
    [
        "\u0bae\u0bb0\u0bc1\u0ba8\u0bcd\u0ba4\u0bc1 \u0bb5\u0bc7\u0bb2\u0bc8 \u0b9a\u0bc6\u0baf\u0bcd\u0baf\u0bb5\u0bbf\u0bb2\u0bcd\u0bb2\u0bc8",  # Tamil
        "\u10ec\u10d0\u10db\u10d0\u10da\u10d8 \u10d0\u10e0 \u10db\u10e3\u10e8\u10d0\u10dd\u10d1\u10e1",  # Georgian
        "\u0540\u0561\u0575\u0565\u0580\u0565\u0576 \u0579\u056b",  # Armenian
    ],
    ids=["tamil", "georgian", "armenian"],
)
def test_elision_over_text_in_a_script_no_lexicon_covers_is_refused(left_out: str) -> None:
    source = f"The patients said {left_out} and then left the clinic."
    v = verify_quote("The patients said ... and then left the clinic", source)
    assert v.verified is False
    assert v.reason is not None


def test_elision_over_numbers_and_punctuation_only_verifies() -> None:
    source = "Revenue rose (12.5%, 2019-2020) in Europe."
    v = verify_quote("Revenue rose ... in Europe", source)
    assert v.verified is True, v.reason


def test_elided_piece_may_skip_a_first_occurrence_that_would_hide_a_negation() -> None:
    source = "The drug did not help. The drug did help patients in the second arm."
    v = verify_quote("The drug did ... patients", source)
    assert v.verified is True, v.reason


def test_heavily_repeated_source_with_an_elided_quotation_is_bounded() -> None:
    source = "alpha beta gamma delta. " * 100_000
    v = verify_quote("alpha beta ... delta", source, edit_matcher=False)
    assert (v.verified, v.start) == (True, 0), v.reason


def test_repeated_source_with_small_bound_reports_search_bound() -> None:
    source = "alpha beta gamma delta. " * 2_000
    v = verify_quote("alpha ... gamma ... delta", source, edit_matcher=False, max_candidates=50)
    assert (v.verified, v.start) == (True, 0), v.reason


# --------------------------------------------------------------------------
# 2.8 Separate passages
# --------------------------------------------------------------------------

ONE_SENTENCE = "The drug reduced mortality in elderly patients with heart failure."


@pytest.mark.parametrize(
    "quote",
    [
        '"The drug reduced mortality", "with heart failure"',
        "The drug reduced mortality\n\nwith heart failure",
        "- The drug reduced mortality\n- with heart failure",
        "(a) The drug reduced mortality\n(b) with heart failure",
    ],
    ids=["quotes", "blank", "bullets", "letters"],
)
def test_separate_passages_from_one_sentence_with_words_left_out_are_refused(quote: str) -> None:
    v = verify_quote(quote, ONE_SENTENCE)
    assert v.verified is False
    assert v.reason == "unmarked_gap"


def test_separate_passages_from_one_sentence_in_reverse_order_with_words_left_out_are_refused() -> None:
    v = verify_quote('"with heart failure", "The drug reduced mortality"', ONE_SENTENCE)
    assert v.verified is False


def test_separate_adjacent_passages_with_nothing_left_out_verify() -> None:
    v = verify_quote('"The drug reduced mortality", "in elderly patients"', ONE_SENTENCE)
    assert v.verified is True, v.reason


TWO_SENTENCES = [
    ("en", '"The drug reduced mortality", "It was well tolerated"', "The drug reduced mortality. It was well tolerated."),
    ("de", "\u201eDas Medikament senkte die Sterblichkeit\u201c, \u201ees wurde gut vertragen\u201c", "Das Medikament senkte die Sterblichkeit. Es wurde gut vertragen."),
    ("fr", "\u00abLe traitement a réduit la mortalité\u00bb et \u00abil a été bien toléré\u00bb", "Le traitement a réduit la mortalité. Il a été bien toléré."),
    ("ru", "\u00abПрепарат снизил смертность\u00bb, \u00abон хорошо переносился\u00bb", "Препарат снизил смертность. Он хорошо переносился."),
    ("el", "\u00abΤο φάρμακο μείωσε τη θνησιμότητα\u00bb, \u00abήταν καλά ανεκτό\u00bb", "Το φάρμακο μείωσε τη θνησιμότητα. Ήταν καλά ανεκτό."),
    ("tr", "\u201cİlaç ölüm oranını azalttı\u201d, \u201ciyi tolere edildi\u201d", "İlaç ölüm oranını azalttı. İyi tolere edildi."),
    ("ar", "\u00abخفض الدواء معدل الوفيات\u00bb، \u00abكان جيد التحمل\u00bb", "خفض الدواء معدل الوفيات. كان جيد التحمل."),
    ("he", "\u201cהתרופה הפחיתה את התמותה\u201d, \u201cהיא נסבלה היטב\u201d", "התרופה הפחיתה את התמותה. היא נסבלה היטב."),
    ("hi", "\u201cदवा ने मृत्यु दर कम की\u201d, \u201cयह अच्छी तरह सहन हुई\u201d", "दवा ने मृत्यु दर कम की। यह अच्छी तरह सहन हुई।"),
    ("bn", "\u201cওষুধটি মৃত্যুহার কমিয়েছে\u201d, \u201cএটি ভালোভাবে সহ্য হয়েছে\u201d", "ওষুধটি মৃত্যুহার কমিয়েছে। এটি ভালোভাবে সহ্য হয়েছে।"),
    ("zh", "\u300c该药物降低了死亡率\u300d\u3001\u300c耐受性良好\u300d", "该药物降低了死亡率。耐受性良好。"),
    ("ja", "\u300cこの薬は死亡率を下げた\u300d\u3001\u300c忍容性は良好だった\u300d", "この薬は死亡率を下げた。忍容性は良好だった。"),
    ("ko", "\u201c이 약은 사망률을 낮췄다\u201d, \u201c내약성이 좋았다\u201d", "이 약은 사망률을 낮췄다. 내약성이 좋았다."),
]


@pytest.mark.parametrize("lang, quote, source", TWO_SENTENCES, ids=[r[0] for r in TWO_SENTENCES])
def test_separate_passages_from_different_sentences_verify(lang: str, quote: str, source: str) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is True, v.reason


ONE_SENTENCE_GAPS = [
    ("de", "\u201eDas Medikament senkte\u201c, \u201ebei älteren Patienten\u201c", "Das Medikament senkte die Sterblichkeit bei älteren Patienten."),
    ("ru", "\u00abПрепарат снизил\u00bb, \u00abу пожилых пациентов\u00bb", "Препарат снизил смертность у пожилых пациентов."),
    ("zh", "\u300c该药物降低了\u300d\u3001\u300c老年患者\u300d", "该药物降低了死亡率在老年患者中。"),
    ("ar", "\u00abخفض الدواء\u00bb، \u00abلدى المرضى المسنين\u00bb", "خفض الدواء معدل الوفيات لدى المرضى المسنين."),
]


@pytest.mark.parametrize("lang, quote, source", ONE_SENTENCE_GAPS, ids=[r[0] for r in ONE_SENTENCE_GAPS])
def test_unmarked_gap_inside_one_sentence_is_refused_in_every_language(lang: str, quote: str, source: str) -> None:
    assert verified(quote, source, lang) is False


# --------------------------------------------------------------------------
# Run fraction (the score of a passage)
# --------------------------------------------------------------------------


def test_run_fraction_of_a_fully_found_piece_is_one() -> None:
    F = fold_match("Revenue rose to 45.2 million dollars.")
    assert run_fraction(F, make_piece("Revenue rose to 45.2 million dollars")) == 1.0


def test_run_fraction_counts_words_of_the_longest_found_run() -> None:
    F = fold_match("one two three four five six seven eight nine ten")
    assert run_fraction(F, make_piece("one two three four five six seven eight nine eleven")) == 0.9
    assert run_fraction(F, make_piece("one two three four FIVE-X six seven eight nine ten")) == 0.5


def test_run_fraction_counts_whole_numbers_only() -> None:
    F = fold_match("rose 25% in May")
    assert run_fraction(F, make_piece("rose 5% in May")) == 0.5


def test_run_fraction_counts_characters_in_unspaced_scripts() -> None:
    F = fold_match("收入增长了百分之三十")
    assert run_fraction(F, make_piece("收入增长了百分之四十")) == 0.8


# --------------------------------------------------------------------------
# More elision and unspaced cases
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang, quote, source",
    [
        ("zh", "五月收入增长了", "五月收入\n增长了。"),
        ("ja", "五月に売上が増えた", "五月に売上が\n増えた。"),
        ("th", "รายได้เพิ่มขึ้น", "รายได้\nเพิ่มขึ้นมาก"),
    ],
    ids=["zh", "ja", "th"],
)
def test_line_break_inside_unspaced_source_text_is_no_difference(lang: str, quote: str, source: str) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is True, v.reason


def test_negation_in_the_left_out_end_of_a_sentence_is_refused() -> None:
    v = verify_quote("The drug ... Patients recovered", "The drug did not work. Patients recovered.")
    assert v.verified is False
    assert v.reason == "negation_elided"


def test_elision_leaving_out_a_whole_sentence_verifies() -> None:
    v = verify_quote("Revenue rose. ... Staff grew.", "Revenue rose. Costs fell sharply. Staff grew.")
    assert v.verified is True, v.reason


MORE_NEGATIONS = [
    ("es", "El fármaco ... redujo la mortalidad", "El fármaco no redujo la mortalidad."),
    ("it", "Il farmaco ... ridotto la mortalità", "Il farmaco non ha ridotto la mortalità."),
    ("pt", "O medicamento ... reduziu a mortalidade", "O medicamento não reduziu a mortalidade."),
    ("nl", "Het middel verlaagde de sterfte ... significant", "Het middel verlaagde de sterfte niet significant."),
    ("pl", "Lek ... zmniejszył śmiertelności", "Lek nie zmniejszył śmiertelności."),
    ("sv", "Läkemedlet minskade ... dödligheten", "Läkemedlet minskade inte dödligheten."),
]


@pytest.mark.parametrize("lang, quote, source", MORE_NEGATIONS, ids=[r[0] for r in MORE_NEGATIONS])
def test_elision_leaving_out_a_negation_is_refused_in_other_european_languages(lang: str, quote: str, source: str) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is False
    assert v.reason == "negation_elided"


@pytest.mark.parametrize(
    "lang, quote, source",
    NEGATION_ELIDED + MORE_NEGATIONS,
    ids=[f"{r[0]}-{i}" for i, r in enumerate(NEGATION_ELIDED + MORE_NEGATIONS)],
)
def test_elision_leaving_out_a_negation_is_refused_when_the_language_is_not_given(
    lang: str, quote: str, source: str
) -> None:
    assert verify_quote(quote, source).verified is False


LOOKALIKE_NEGATIONS = [
    ("en", "The drug ... reduced mortality", "The drug notably reduced mortality."),
    ("en", "The drug ... reduced mortality", "The drug, another option, reduced mortality."),
    ("de", "Das Medikament ... senkte die Sterblichkeit", "Das Medikament Nicolas senkte die Sterblichkeit."),
    ("fr", "Le traitement ... a réduit la mortalité", "Le traitement passé a réduit la mortalité."),
    ("es", "El fármaco ... redujo la mortalidad", "El fármaco notablemente redujo la mortalidad."),
    ("ru", "Препарат ... снижал смертность", "Препарат немного снижал смертность."),
    ("el", "Το φάρμακο ... μείωσε", "Το φάρμακο δεντρολίβανου μείωσε"),
    ("tr", "Hastalar ... taburcu edildi", "Hastalar hemen taburcu edildi."),
    ("tr", "Hastalar ... taburcu edildi", "Hastalar tamamen iyileşerek taburcu edildi."),
    ("tr", "Hastalar ... taburcu edildi", "Hastalar yemekten sonra taburcu edildi."),
    ("ar", "الدواء ... خفض معدل الوفيات", "الدواء الجديد لمدة عام خفض معدل الوفيات."),
    ("he", "התרופה ... הפחיתה את התמותה", "התרופה לאחר שנה הפחיתה את התמותה."),
    ("hi", "दवा ... असरदार है", "दवा बहुत असरदार है।"),
    ("bn", "ওষুধটি ... কার্যকর", "ওষুধটি খুব কার্যকর।"),
]


@pytest.mark.parametrize("lang, quote, source", LOOKALIKE_NEGATIONS, ids=[f"{r[0]}-{i}" for i, r in enumerate(LOOKALIKE_NEGATIONS)])
def test_elision_over_a_word_that_only_contains_a_negation_verifies(lang: str, quote: str, source: str) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is True, v.reason


def test_repeated_source_with_a_negation_in_every_gap_never_verifies() -> None:
    source = "alpha did not beta. " * 3_000
    v = verify_quote("alpha did ... beta", source, edit_matcher=False, max_candidates=50)
    assert v.verified is False
    assert v.reason in ("search_bound", "negation_elided")


def test_hitting_the_search_bound_is_reported_and_never_verifies() -> None:
    source = "alpha beta gamma delta. " * 5_000 + "alpha beta gamma epsilon."
    v = verify_quote("alpha ... epsilon", source, edit_matcher=False, max_candidates=20)
    assert (v.verified, v.reason, v.start) == (False, "search_bound", None)


def test_wrapped_lines_verify_when_the_only_fitting_sentence_end_comes_late_in_the_source() -> None:
    source = "Revenue rose in May and more. " * 60 + "We saw that revenue rose in May. Prices went up and costs fell in June."
    v = verify_quote("revenue rose in May\ncosts fell in June", source)
    assert v.verified is True, v.reason


RESUMES_AT_SENTENCE_START = [
    ("zh", "收入…成本增长了30%", "收入下降了12%。成本增长了30%。"),
    ("ja", "売上は…費用は30%増えた", "売上は12%減った。費用は30%増えた。"),
    ("de", "Der Umsatz ... Die Kosten stiegen um 30%", "Der Umsatz fiel um 12%. Die Kosten stiegen um 30%."),
    ("ru", "Выручка ... Расходы выросли на 30%", "Выручка упала на 12%. Расходы выросли на 30%."),
    ("hi", "राजस्व ... लागत 30% बढ़ी", "राजस्व 12% घटा। लागत 30% बढ़ी।"),
    ("ar", "انخفضت الإيرادات ... ارتفعت التكاليف", "انخفضت الإيرادات بنسبة 12%؟ ارتفعت التكاليف بنسبة 30%."),
    ("en", "Revenue fell ... Costs rose 30%", "Revenue fell 12% (see Fig. 2.). Costs rose 30%."),
]


@pytest.mark.parametrize("lang, quote, source", RESUMES_AT_SENTENCE_START, ids=[r[0] for r in RESUMES_AT_SENTENCE_START])
def test_elision_across_a_sentence_end_resuming_at_a_sentence_start_verifies_in_every_script(
    lang: str, quote: str, source: str
) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is True, v.reason


EDGES_BY_LANGUAGE = [
    ("de", "\u201eDer Umsatz stieg\u201c,", "Im Mai: Der Umsatz stieg deutlich."),
    ("fr", "\u00ab le chiffre d\u2019affaires a augmenté \u00bb ;", "En mai, le chiffre d'affaires a augmenté fortement."),
    ("ru", "\u00abвыручка выросла\u00bb,", "В мае выручка выросла на 5%."),
    ("el", "\u00abτα έσοδα αυξήθηκαν\u00bb\u0387", "Τον Μάιο τα έσοδα αυξήθηκαν πολύ."),
    ("tr", "\u201cgelirler arttı\u201d;", "Mayıs ayında gelirler arttı ve kâr yükseldi."),
    ("ar", "\u00abارتفعت الإيرادات\u00bb\u060c", "في مايو ارتفعت الإيرادات بنسبة 5%."),
    ("ar", "\u00abارتفعت الإيرادات\u00bb\u061b", "في مايو ارتفعت الإيرادات بنسبة 5%."),
    ("he", "\u201eההכנסות עלו\u201d.", "בחודש מאי ההכנסות עלו ב-5%."),
    ("hi", "\u201cराजस्व बढ़ा\u201d\u0964", "मई में राजस्व बढ़ा और लाभ भी।"),
    ("bn", "\u201cআয় বেড়েছে\u201d\u0964", "মে মাসে আয় বেড়েছে এবং লাভও।"),
    ("zh", "\u201c收入增长了\u201d\u3002", "五月收入增长了，利润也提高了。"),
    ("zh", "\u300c收入增长了\u300d\uff0c", "五月收入增长了，利润也提高了。"),
    ("ja", "\u300e売上が増えた\u300f\u3001", "五月に売上が増えたと発表した。"),
    ("ko", "\u201c매출이 증가했다\u201d.", "5월에 매출이 증가했다. 이익도 늘었다."),
    ("th", "\u201cรายได้เพิ่มขึ้น\u201d ", "ในเดือนพฤษภาคมรายได้เพิ่มขึ้นมาก"),
]


@pytest.mark.parametrize("lang, quote, source", EDGES_BY_LANGUAGE, ids=[f"{r[0]}-{i}" for i, r in enumerate(EDGES_BY_LANGUAGE)])
def test_quote_marks_and_punctuation_of_each_language_at_the_edges_are_not_content(
    lang: str, quote: str, source: str
) -> None:
    v = verify_quote(quote, source, lang)
    assert v.verified is True, v.reason


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from spacy_quoteverify.match import rules  # noqa: E402

_EDGE_TEXT = st.lists(
    st.sampled_from(list("ab1 ,;:.*-\u2026\u3002\u2460\u2776\u00b7\u060c") + ["\u6771", "\u00e9", "-5", ".5"]), max_size=10
).map("".join)


@settings(max_examples=500, deadline=None)
@given(_EDGE_TEXT)
def test_edge_trimming_equals_the_two_patterns(text: str) -> None:
    import regex

    from spacy_quoteverify import charclasses

    decimals = ".,\u00b7\u2024\ufe10\ufe50\ufe52\uff0c\uff0e"
    lead = regex.compile(
        rf"^(?:(?![{decimals}]\d)[{regex.escape(''.join(charclasses.EDGE_TRIMMED))}]"
        rf"|-(?![\d.]|[{decimals}]\d|[\p{{S}}{''.join(charclasses.PERCENT_SIGNS)}]\d| +\d)"
        rf"|[{''.join(charclasses.CIRCLED_NUMERALS)}])+"
    )
    trail = regex.compile(rf"[{regex.escape(''.join(charclasses.TRAIL_TRIMMED))}]+$")
    expected = trail.sub("", lead.sub("", text, count=1), count=1)
    assert trim_edges(text) == expected


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(list("ab -1") + ["\u6771", "\u0e44", "\u00e9", "\u2010", "\u30fc"]), max_size=10).map("".join))
def test_pieces_read_hyphens_and_unspaced_scripts_as_the_patterns_do(text: str) -> None:
    piece = rules.piece_from_folded.__wrapped__(text)
    assert piece.unspaced == bool(charclasses.UNSPACED_RE.search(text))
    has_pattern = bool(rules._LETTER_HYPHEN_RE.search(text))
    assert (piece.pattern is not None) == has_pattern


# --------------------------------------------------------------------------
# Unmarked gaps: where one passage ends against where the next starts
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "quote, source",
    [
        ('"Costs rose. The drug did", "reduce mortality"', "Costs rose. The drug did markedly reduce mortality."),
        ('"Smith et al.", "find that the drug reduced mortality"', "Smith et al. did also find that the drug reduced mortality."),
        ("- How startups push the\n- forward: artificial intelligence", "How startups push the technology forward: artificial intelligence"),
        ("- the drug\n- reduce mortality", "The drug was given daily. The drug did markedly reduce mortality."),
        ("- the drug\n- reduce mortality", "The drug did markedly reduce mortality. The drug was given daily."),
        ("- reduce mortality\n- the drug", "The drug did markedly reduce mortality. The drug was given daily."),
        ("Jason is a pirate Paris is the capital of France", "Jason is a pirate\n\nParis is the capital of France"),
        ("- costs rose\n- sharply; revenue fell", "Costs rose very sharply; revenue fell."),
    ],
)
def test_an_unmarked_gap_is_refused(quote: str, source: str) -> None:
    # (Where the words left out end in a negation right before the next passage, that passage
    # is refused for it first: negation_cut, see tests/test_verdict.py.)
    for lang in (None, "en"):
        v = verify_quote(quote, source, lang)
        assert v.verified is False and v.reason == "unmarked_gap", (quote, lang, v.reason)


@pytest.mark.parametrize(
    "quote, source",
    [
        ('"Costs rose. The drug did", "reduce mortality"', "Costs rose. The drug did not reduce mortality."),
        ('"Smith et al.", "find that the drug reduced mortality"', "Smith et al. did not find that the drug reduced mortality."),
        ("- the drug\n- reduce mortality", "The drug was given daily. The drug did not reduce mortality."),
    ],
)
def test_a_gap_ending_in_a_negation_is_refused_for_it(quote: str, source: str) -> None:
    # The words left out end in "not" right before the next passage, which is found only there.
    for lang in (None, "en"):
        v = verify_quote(quote, source, lang)
        assert v.verified is False and v.reason == "negation_cut", (quote, lang, v.reason)


@pytest.mark.parametrize("mark", sorted(charclasses.APOSTROPHE_LOOKALIKES))
def test_a_negation_written_with_a_look_alike_of_an_apostrophe_is_read(mark: str) -> None:
    """A modifier letter or spacing accent that Unicode's confusables data maps to the apostrophe
    ("didn\u02bbt", "n\u1fbfest") writes one in a negation: left out or cut off, it is refused."""
    cases = [
        ("en", f"The drug didn{mark}t reduce mortality in the elderly patients.", ["The drug \u2026 reduce mortality in the elderly patients", "reduce mortality in the elderly patients"]),
        ("fr", f"Ce module n{mark}est plus maintenu par l'\u00e9quipe depuis des ann\u00e9es.", ["Ce module \u2026 plus maintenu par l'\u00e9quipe"]),
    ]
    for lang, source, quotes in cases:
        for quote in quotes:
            for named in (None, lang):
                v = verify_quote(quote, source, named)
                # The N'Ko tone apostrophes are of a script no lexicon covers: refused for that.
                assert v.verified is False and v.reason in ("negation_elided", "negation_cut", "elision_uncovered_script"), (quote, named, v.reason)


@pytest.mark.parametrize("apostrophe", sorted(charclasses.APOSTROPHES))
@pytest.mark.parametrize("source", ["Ang gamot {}di na ito ay epektibo sa mga pasyente.", "Ang gamot {}di, talaga, na ito ay epektibo sa mga pasyente."])
def test_a_passage_starting_after_a_negation_opened_by_an_apostrophe_is_refused(apostrophe: str, source: str) -> None:
    """Tagalog "'di" (clipped "hindi"): the apostrophe that opens the word is the word's, though the
    match view drops it."""
    text = source.format(apostrophe)
    for lang in (None, "tl"):
        v = verify_quote("na ito ay epektibo sa mga pasyente.", text, lang)
        assert v.verified is False and v.reason == "negation_cut", (apostrophe, lang, v.reason)


@pytest.mark.parametrize(
    "quote, source",
    [
        ('"Costs rose", "The drug did not reduce mortality"', "Costs rose. Prices fell. The drug did not reduce mortality."),
        ("- the drug was given daily\n- reduce mortality", "The drug was given daily. It did not help. Exercise does reduce mortality."),
        ("Jason is a pirate\nParis is the capital of France", "Jason is a pirate\n\nParis is the capital of France"),
        ("Jason is a pirate\n\nParis is the capital of France", "Jason is a pirate\n\nParis is the capital of France"),
        ('"Revenue rose", "costs fell"', "Revenue rose, costs fell."),
    ],
)
def test_separate_passages_of_neighbouring_sentences_or_clauses_verify(quote: str, source: str) -> None:
    for lang in (None, "en"):
        assert verify_quote(quote, source, lang).verified is True, (quote, lang)


def test_each_passage_reports_its_own_place_match_and_reason() -> None:
    source = "Costs rose. Prices fell sharply.\n\nThe drug did not reduce mortality."
    v = verify_quote('"Prices fell", "the drug reduced mortality"', source)
    first, second = v.passages
    assert first.found is True and first.match == 1.0 and first.reason is None
    assert source[first.start : first.end] == "Prices fell"
    assert second.found is False and second.start is None and second.reason == "not_found"
    assert second.match is not None and second.match < 1.0


def test_a_wrapped_passage_read_line_by_line_spans_its_own_lines() -> None:
    source = "Revenue rose in May.\n\nCosts fell in June."
    v = verify_quote("Revenue rose in May.\nCosts fell in June.", source)
    assert v.verified is True
    (only,) = v.passages
    assert (only.start, only.end) == (0, len(source) - 1)


# --------------------------------------------------------------------------
# Text left out by an elision, read as it shows
# --------------------------------------------------------------------------


def test_no_invisible_character_inside_a_left_out_negation_hides_it() -> None:
    """Every character the folding treats as invisible, written inside "not", still negates."""
    from spacy_quoteverify import charclasses

    bad = []
    for ch in sorted(charclasses.INVISIBLE):
        source = f"The drug did n{ch}ot reduce mortality."
        for lang in (None, "en"):
            v = verify_quote("The drug did \u2026 reduce mortality", source, lang)
            if v.verified is not False:
                bad.append(f"U+{ord(ch):04X} lang={lang}: {v.reason}")
    assert not bad, bad[:20]


def test_after_a_left_out_sentence_end_a_clause_after_a_colon_is_no_sentence_start() -> None:
    source = "The city is a startup: it builds hardware.3 Firms want one thing: artificial intelligence."
    for lang in (None, "en"):
        v = verify_quote("The city is a startup: \u2026 artificial intelligence", source, lang)
        assert (v.verified, v.reason) == (False, "crosses_sentence"), lang
    # Within one sentence, a clause after a colon or semicolon may follow an elision.
    assert verify_quote("Revenue fell \u2026 costs rose", "Revenue fell sharply; costs rose.").verified is True


# --------------------------------------------------------------------------
# The fast path for a quotation found whole, against the general path
# --------------------------------------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@lru_cache(maxsize=1)
def _real_paragraphs() -> tuple:
    from adversarial import sentences

    texts = [s.text for s in sentences()]
    return tuple(" ".join(texts[k : k + 6]) for k in range(0, min(len(texts), 1800), 6))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_quotation_found_whole_gets_the_verdict_of_the_general_path(data: st.DataObject) -> None:
    """Cuts of real text in every language (at any character, so word and number cuts too),
    some with a character changed: the fast path answers exactly as the general one."""
    from spacy_quoteverify.answer.passages import split_passages
    from spacy_quoteverify.match import rules
    from spacy_quoteverify.options import VerifyOptions
    from spacy_quoteverify.text.source import PreparedSource

    source = data.draw(st.sampled_from(_real_paragraphs()))
    a = data.draw(st.integers(0, len(source) - 1))
    b = data.draw(st.integers(a + 1, min(len(source), a + 200)))
    quote = source[a:b]
    if data.draw(st.booleans()):
        k = data.draw(st.integers(0, len(quote) - 1))
        quote = quote[:k] + data.draw(st.sampled_from(["-", "1", " ", "x", "\u0301", "."])) + quote[k + 1 :]
    src = PreparedSource(source)
    passages = split_passages(quote)
    opts = VerifyOptions(edit_matcher=False)
    for lang in (None, src.language):
        # As written: a refusal is then read again by the scripts' conventions (by both paths alike).
        fast = rules._check_written(src, passages, opts, lang)
        slow = rules.check_all(src, passages, opts, lang)
        assert fast == slow, (quote, lang)


def test_no_ascii_character_is_a_combining_mark() -> None:
    """The piece's mark_first flag skips ASCII: none of it continues a character."""
    from spacy_quoteverify.charclasses import kind

    assert not [chr(c) for c in range(128) if kind(chr(c)) == "M"]


_MARK_ALPHABET = st.sampled_from(["\u0e48", "\u0e31", "\u0301", "\u0e07", "\u0e2b", "a", " ", "\u0e44", "\u093f", "\u0915"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_MARK_ALPHABET, min_size=1, max_size=60).map("".join), st.data())
def test_a_piece_starting_with_a_mark_answers_as_when_every_place_is_examined(source: str, data: st.DataObject) -> None:
    """Every place of such a piece starts inside a word: examining only the first gives the
    verdict that examining each gives (the reference clears the flag)."""
    import dataclasses

    from spacy_quoteverify.match import rules
    from spacy_quoteverify.text.source import PreparedSource

    a = data.draw(st.integers(0, len(source) - 1))
    quote = source[a : data.draw(st.integers(a + 1, len(source)))]
    src = PreparedSource(source)
    piece = make_piece(quote)
    if not piece.text:
        return
    reference = dataclasses.replace(piece, mark_first=False)
    for budget in (3, 10_000):
        fast, slow = rules._Lookup(src.folded, budget), rules._Lookup(src.folded, budget)
        assert fast.places(piece) == slow.places(reference)
        assert fast.problem == slow.problem
        assert rules._Lookup(src.folded, budget).found(piece) == rules._Lookup(src.folded, budget).found(reference)
        assert rules._Lookup(src.folded, budget).first_from(piece, 0) == rules._Lookup(src.folded, budget).first_from(reference, 0)
        assert list(rules._Lookup(src.folded, budget).within(piece, 0, len(source))) == list(
            rules._Lookup(src.folded, budget).within(reference, 0, len(source)))


def test_a_quotation_opening_with_a_mark_on_a_repetitive_source_is_refused_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from spacy_quoteverify.match import rules

    examined = []
    real = rules._Lookup._spend

    def counting(self, chars):  # type: ignore[no-untyped-def]
        examined.append(chars)
        return real(self, chars)

    monkeypatch.setattr(rules._Lookup, "_spend", counting)
    source = "ผู้ใช้ไม่สามารถ " * 40_000
    v = verify_quote("ู้ใช้ไม่สามารถ", source, edit_matcher=False)
    assert (v.verified, v.reason) == (False, "word_cut")
    assert len(examined) <= 2  # not one per occurrence (40,000)


_APOSTROPHE_TEXT = st.lists(
    st.sampled_from(list("ab c-d\u2019'\u02bc`\u00b4e\u0301n\u200b\u00e9.5\u05f3") + ["n't", " l'homme", "rock\u2019n\u2019roll", "it's"]),
    max_size=25,
).map("".join)


@settings(max_examples=400, deadline=None)
@given(_APOSTROPHE_TEXT, st.integers(0, 60), st.integers(1, 60))
def test_apostrophe_ranks_equal_the_scan_of_every_character(text: str, a: int, b: int) -> None:
    F = fold_match(text)
    n = len(F.text)
    if not n:
        return
    i = a % n
    j = i + 1 + b % (n - i)
    assert rules._apostrophe_ranks(F, i, j) == rules._apostrophe_ranks_scan(F, i, j)


@pytest.mark.parametrize("quote, source", [
    ("Revenue fell by … 5 million dollars", "Revenue fell by 40% to 5 million dollars."),
    ("Revenue fell by … 5 million dollars were spent", "Revenue fell by 40%. 5 million dollars were spent."),
    ("The dose was … 5 mg daily", "The dose was 10 mg, later 5 mg daily."),
    ("Die Kosten stiegen um … 5 Millionen", "Die Kosten stiegen um 12 %, auf 5 Millionen."),
    ("Revenue fell by … five million dollars", "Revenue fell by 40% to five million dollars."),
    ("Revenue fell by … 5 million dollars", "Revenue fell by forty percent to 5 million dollars."),
])
def test_an_elision_may_not_leave_out_a_figure_before_the_next_pieces_figure(quote: str, source: str) -> None:
    for lang in (None, "en"):
        assert verify_quote(quote, source, lang).reason == "number_cut", (quote, lang)


def test_an_elision_of_words_before_a_figure_still_verifies() -> None:
    assert verify_quote("Revenue fell … to 5 million dollars", "Revenue fell sharply to 5 million dollars.").verified
    assert verify_quote("The trial … five patients died", "The trial ended early and five patients died.").verified
    assert verify_quote("Revenue fell sharply … 5 million dollars were spent", "Revenue fell sharply. 5 million dollars were spent.").verified


@pytest.mark.parametrize("sign", sorted(charclasses.NUMBER_SIGNS - {"\u2052"}))
def test_a_sign_written_spaced_before_a_figure_opening_a_quotation_is_the_figures(sign: str) -> None:
    """'"+ 40%"' or '"− 5 degrees"' alone is no list item "40%": the sign is quoted, and the
    source, which has none, does not say it."""
    for quote in (f"{sign} 40% of sales", f"{sign} 5 degrees"):
        assert verify_quote(quote, "Sales fell 40% of sales at 5 degrees.").verified is False, quote


@pytest.mark.parametrize("bullet", ["-", "+"])
def test_a_sign_before_a_figure_bullets_an_item_beside_other_items(bullet: str) -> None:
    assert verify_quote(f"{bullet} 40% of sales\n{bullet} 20% of costs", "40% of sales. 20% of costs.").verified


@pytest.mark.parametrize(
    "quote, source, expected",
    [
        ("reported in 2019", "It was reported,\u00b9 in 2019 by the board.", False),  # the comma is written
        ("reported, in 2019", "It was reported,\u00b9 in 2019 by the board.", True),
        ("reported in 2019", "It was reported[3] in 2019 by the board.", True),
        ("reported[3] in 2019", "It was reported[3] in 2019[4] by the board.", True),
        ("fell 40% last year", "The rate fell[3] 40% last year.", True),
        ("was reported. Costs rose", "It was reported.\u00b9 Costs rose.", True),
        # A mark the quotation writes is the source's, or the quotation changed what it cites.
        ("reported[4] in 2019", "It was reported[3] in 2019 by the board.", False),
        ("reported.\u00b9 Costs", "It was reported.\u00b2 Costs rose.", False),
        ("Stage[4] cancer", "Stage[3] cancer was seen.", False),
        # An exponent, an index or content is no mark.
        ("an area of 5 km in total", "an area of 5 km\u00b2 in total", False),
        ("E=mc", "E=mc\u00b2 is famous", False),
        ("the value of sigma is", "the value of sigma\u00b2 is", False),
        ("Revenue was 5 million", "Revenue was 5[00] million.", False),
        ("the score was out of 10", "the score was [7] out of 10", False),
    ],
)
@pytest.mark.parametrize("decide", ["match", "edit"])
def test_a_footnote_mark_may_be_left_out_but_never_changed(quote: str, source: str, expected: bool, decide: str) -> None:
    assert verify_quote(quote, source, decide=decide).verified is expected


@pytest.mark.parametrize(
    "quote,source",
    [
        ("investigator-blinded trial", "An investigatorblinded trial ran."),
        ("The drug reduced\nmortality", "The drug reduced mortality in adults."),
        ("ΟΙ ΑΣΘΕΝΕΙΣ", "Οι ασθενείς βελτιώθηκαν."),
        ("Revenue rose ... 12%", "Revenue rose in May by 12% overall."),
        ("Revenue fell 30%", "Revenue rose 12%. Costs fell."),
        ("KIRMIZI ELMA", "Kırmızı elma yedim."),
    ],
)
def test_a_quotation_surely_absent_is_never_verified(quote, source):
    from spacy_quoteverify.answer.passages import split_passages
    from spacy_quoteverify.options import VerifyOptions
    from spacy_quoteverify.text.source import PreparedSource

    src = PreparedSource(source)
    passages = split_passages(quote, True)
    verified = rules.check(src, passages, VerifyOptions(), src.language, score=False).verified
    assert not (rules.surely_absent(src, passages) and verified)
    if verified:
        assert not rules.surely_absent(src, passages)


@pytest.mark.parametrize(
    "quote, source",
    [
        ("The dose of 5 \u2026 per day", "The dose of 5 mg per kg per day was safe."),
        ("The price was 5 \u2026 in May", "The price was 5 dollars in May."),
        ("Доза составила 5 \u2026 в день", "Доза составила 5 мг в день."),
        ("costs rose 5 \u2026 in 2019", "costs rose 5 times in 2019."),
        # Across a sentence end too: the rest of the sentence starts with the unit.
        ("The dose was 5 \u2026 It was safe.", "The dose was 5 mg. It was safe."),
    ],
    ids=["unit", "currency-name", "ru", "times", "sentence-end"],
)
def test_an_elision_may_not_leave_out_the_unit_of_the_figure_before_it(quote: str, source: str) -> None:
    # The bare figure would be the next piece's: "5 per day".
    for lang in (None, "en"):
        v = verify_quote(quote, source, lang)
        assert (v.verified, v.reason) == (False, "number_cut"), lang


def test_an_elision_after_a_figure_and_its_unit_or_before_an_everyday_word_verifies() -> None:
    assert verified("The dose of 5 mg \u2026 was safe", "The dose of 5 mg in adults was safe.", "en") is True
    assert verified("There were 5 \u2026 in the room", "There were 5 in the morning, in the room.", "en") is True


@pytest.mark.parametrize(
    "quote, source",
    [
        ("10 mg daily", "Patients took between 5 and 10 mg daily."),
        ("Patients took between 5", "Patients took between 5 and 10 mg daily."),
        ("10 mg al d\u00eda", "Tomaron entre 5 y 10 mg al d\u00eda."),
        ("10 mg t\u00e4glich", "Sie nahmen zwischen 5 und 10 mg t\u00e4glich."),
    ],
    ids=["upper", "lower", "es", "de"],
)
def test_one_figure_of_two_joined_by_the_word_for_and_is_cut(quote: str, source: str) -> None:
    # The CLDR's word for "and" joins two figures as a range or a pair, as "to" does.
    for lang in (None,):
        v = verify_quote(quote, source, lang)
        assert (v.verified, v.reason) == (False, "number_cut"), lang
    # A figure counting another word is its own ("5 patients and 10 controls"), and a year before
    # "and" ends an item of a list ("25% in 2019 and 5% in 2020").
    assert verified("10 controls were added", "We had 5 patients and 10 controls were added.", "en") is True
    for quote in ("5% in 2020", "Sales rose 25% in 2019"):
        assert verified(quote, "Sales rose 25% in 2019 and 5% in 2020.", "en") is True



@pytest.mark.parametrize("space", ["\n", "\r\n", "  \n"])
def test_a_closing_negation_on_the_wrapped_next_line_still_closes_the_clause(space: str) -> None:
    source = f"Das Medikament senkte die Sterblichkeit{space}nicht."
    for lang in (None, "de"):
        assert verify_quote("Das Medikament senkte die Sterblichkeit", source, lang).reason == "negation_cut"
    # A blank line or a list item ends the clause: the next paragraph's negation is its own.
    for parted in ("\n\nnicht wie erwartet.", "\n- nicht wie erwartet."):
        assert verify_quote("Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit" + parted, "de").verified is True


@pytest.mark.parametrize(
    "quote, source, lang",
    [
        ("reduce mortality in older patients", "The drug did not significantly reduce mortality in older patients.", "en"),
        ("r\u00e9duit la mortalit\u00e9 chez les patients \u00e2g\u00e9s", "Le m\u00e9dicament n'a pas significativement r\u00e9duit la mortalit\u00e9 chez les patients \u00e2g\u00e9s.", "fr"),
        ("ridotto la mortalit\u00e0 nei pazienti anziani", "Il farmaco non ha significativamente ridotto la mortalit\u00e0 nei pazienti anziani.", "it"),
        ("redujo la mortalidad en pacientes mayores", "El f\u00e1rmaco no significativamente redujo la mortalidad en pacientes mayores.", "es"),
        # German and Dutch adjectives used as adverbs, Russian adverbs in -о: derived from the lemma tables.
        ("die Sterblichkeit bei älteren Patienten gesenkt", "Das Medikament hat nicht signifikant die Sterblichkeit bei älteren Patienten gesenkt.", "de"),
        ("gesenkt", "Die Sterblichkeit wurde durch das Medikament nicht signifikant gesenkt.", "de"),
        ("de sterfte bij oudere patiënten verlaagd", "Het middel heeft niet significant de sterfte bij oudere patiënten verlaagd.", "nl"),
        ("снизило смертность у пожилых пациентов", "Лекарство не значительно снизило смертность у пожилых пациентов.", "ru"),
        ("снизило смертность у пожилых пациентов", "Лекарство не существенно снизило смертность у пожилых пациентов.", "ru"),
    ],
)
def test_a_passage_starting_after_a_negation_and_an_adverb_is_refused(quote: str, source: str, lang: str) -> None:
    for named in (None, lang):
        assert verify_quote(quote, source, named).reason == "negation_cut", named


@pytest.mark.parametrize(
    "quote, source, lang",
    [
        ("die Sterblichkeit bei älteren Patienten gesenkt", "Das Medikament hat signifikant die Sterblichkeit bei älteren Patienten gesenkt.", "de"),
        ("de sterfte bij oudere patiënten verlaagd", "Het middel heeft significant de sterfte bij oudere patiënten verlaagd.", "nl"),
        ("снизило смертность у пожилых пациентов", "Лекарство значительно снизило смертность у пожилых пациентов.", "ru"),
    ],
)
def test_a_passage_starting_after_an_adverb_without_a_negation_verifies(quote: str, source: str, lang: str) -> None:
    for named in (None, lang):
        assert verify_quote(quote, source, named).verified is True, named


_CLAIM = {
    "en": "the drug reduced mortality",
    "de": "das Medikament die Sterblichkeit senkte",
    "fr": "le médicament a réduit la mortalité",
    "es": "el fármaco redujo la mortalidad",
    "ru": "препарат снизил смертность",
    "pl": "lek obniżył śmiertelność",
    "sv": "läkemedlet minskade dödligheten",
    "pt": "o medicamento reduziu a mortalidade",
    "nl": "het middel de sterfte verlaagde",
    "cs": "lék snížil úmrtnost",
    "uk": "препарат знизив смертність",
    "el": "το φάρμακο μείωσε τη θνησιμότητα",
    "ro": "medicamentul a redus mortalitatea",
    "hu": "a gyógyszer csökkentette a halálozást",
    "fi": "lääke vähensi kuolleisuutta",
    "id": "obat itu menurunkan angka kematian",
    "he": "התרופה הפחיתה את התמותה",
    "hi": "दवा ने मृत्यु दर कम की",
    "vi": "thuốc đã làm giảm tỷ lệ tử vong",
}


@pytest.mark.parametrize(
    "lang, matrix",
    [
        ("en", "There was no evidence that"),
        ("en", "We did not find that"),
        ("en", "It is not the case that"),
        ("en", "No one has shown that"),
        ("en", "The study failed to show that"),
        ("en", "There was no convincing evidence in 2019 that"),
        ("en", "No one has, so far, shown that"),
        ("en", "There is no evidence (yet) that"),
        ("en", "It is unlikely that"),
        ("de", "Es ist nicht wahr, dass"),
        ("de", "Es gibt keine Belege dafür, dass"),
        ("fr", "Rien ne prouve que"),
        ("es", "No es cierto que"),
        ("ru", "Неправда, что"),
        ("ru", "Нет доказательств того, что"),
        ("pl", "Nic nie wskazuje na to, że"),
        ("sv", "Det är inte sant att"),
        # Predicates that deny the clause they open, without a negation word.
        ("en", "The company denied that"),
        ("en", "It is false that"),
        ("en", "It is a myth that"),
        ("en", "The study refuted the claim that"),
        ("de", "Die Firma bestritt, dass"),
        ("de", "Es ist falsch, dass"),
        ("fr", "Il est faux que"),
        ("fr", "La société a démenti que"),
        ("es", "Es falso que"),
        ("es", "La empresa negó que"),
        ("ru", "Компания опровергла, что"),
        ("ru", "Ложно, что"),
        # Verbs of denial of the other languages that list a complementizer.
        ("nl", "Het bedrijf ontkende dat"),
        ("sv", "Företaget förnekade att"),
        ("pl", "Firma zaprzeczyła, że"),
        ("cs", "Firma popřela, že"),
        ("uk", "Компанія заперечила, що"),
        ("el", "Η εταιρεία αρνήθηκε ότι"),
        ("ro", "Compania a negat că"),
        ("ro", "Compania a dezmințit că"),
        ("hu", "A cég tagadta, hogy"),
        ("fi", "Yhtiö kiisti, että"),
        ("fi", "Yhtiö kielsi, että"),
        # Languages whose lexicon lists no complementizer: the verb with its "that".
        ("id", "Perusahaan itu membantah bahwa"),
        ("id", "Perusahaan itu menyangkal bahwa"),
        ("he", "החברה הכחישה כי"),
        ("hi", "कंपनी ने इनकार किया कि"),
        ("vi", "Công ty phủ nhận rằng"),
        # Verbs that deny before the claim they name, "contrary to", adverbs of false assertion.
        ("en", "The company rejected the claim that"),
        ("en", "The panel dismissed the idea that"),
        ("en", "They disputed the claim that"),
        ("en", "Critics contested the claim that"),
        ("en", "Contrary to claims that"),
        ("en", "The company falsely claimed that"),
        ("en", "He wrongly stated that"),
        ("en", "It is a lie that"),
        ("en", "It is a hoax that"),
        ("de", "Die Firma wies die Behauptung zurück, dass"),
        ("de", "Die Firma hat zurückgewiesen, dass"),
        ("de", "Es ist eine Lüge, dass"),
        ("fr", "Il est faux de dire que"),
        ("fr", "La société a rejeté l'affirmation selon laquelle"),
        ("fr", "Contrairement à l'idée que"),
        ("es", "Es mentira que"),
        ("es", "La empresa rechazó que"),
        ("es", "La empresa refutó la idea de que"),
        ("es", "La empresa negó rotundamente que"),
        ("pt", "É mentira que"),
        ("pt", "A empresa refutou a ideia de que"),
        ("pt", "A empresa negou categoricamente que"),
        ("ru", "Компания отвергла, что"),
        ("ru", "Компания оспорила, что"),
        ("ru", "Компания отрицала, будто"),
    ],
)
def test_a_passage_starting_in_a_clause_that_a_negated_clause_governs_is_refused(lang: str, matrix: str) -> None:
    # The complement clause is denied: quoted alone, it asserts what the source denies; from
    # its complementizer on too ("that the drug reduced mortality").
    source = f"{matrix} {_CLAIM[lang]}."
    assert verify_quote(_CLAIM[lang], source, lang).reason == "negation_cut"
    word = matrix.split()[-1]
    assert verify_quote(f"{word} {_CLAIM[lang]}", source, lang).reason == "negation_cut"


def test_a_clitic_complementizer_of_a_negated_clause_is_read_with_its_apostrophe() -> None:
    assert verify_quote("il a réduit la mortalité", "Il n'est pas vrai qu'il a réduit la mortalité.", "fr").reason == "negation_cut"
    assert verify_quote("il a réduit la mortalité", "Il est vrai qu'il a réduit la mortalité.", "fr").verified is True


@pytest.mark.parametrize(
    "lang, matrix",
    [
        ("en", "There was evidence that"),
        ("en", "It is not only true that"),  # additive: "not only"
        ("en", "He did not come, and we know that"),  # the negation is an earlier clause's
        ("en", "He did not come; we know that"),
        ("en", "Not surprisingly, we found that"),
        ("en", "The groups were similar except that"),  # the exception holds
        ("en", "The company said that"),
        ("en", "The answer was wrong, and we know that"),  # "wrong" of an earlier clause
        ("de", "Es ist wahr, dass"),
        ("de", "Es ist nicht nur wahr, dass"),
        ("ru", "Правда, что"),
        ("pl", "Prawda, że"),
        ("sv", "Det är sant att"),
        ("en", "It was much worse that"),  # "worse" is no form of a denying "wrong"
        ("en", "The board rejected the offer, and we know that"),  # "rejected" names no claim
        ("en", "The sample was mistakenly labelled, and we know that"),
        ("de", "Sie wies den Weg und sagte, dass"),  # "wies" names no claim
        ("ru", "Она отвергла предложение и сказала, что"),
        ("ro", "Compania a spus că"),
        ("fi", "Yhtiö sanoi, että"),
        ("nl", "Het bedrijf zei dat"),
        ("id", "Perusahaan itu mengatakan bahwa"),
    ],
)
def test_a_passage_starting_in_a_clause_that_an_affirmative_clause_governs_verifies(lang: str, matrix: str) -> None:
    for named in (None, lang):
        assert verify_quote(_CLAIM[lang], f"{matrix} {_CLAIM[lang]}.", named).verified is True, named


@pytest.mark.parametrize(
    "lang, source, quote, verified",
    [
        ("de", "Es gelang dem Medikament nicht, die Sterblichkeit zu senken.", "die Sterblichkeit zu senken", False),
        ("de", "Es gelang dem Medikament nicht, die Sterblichkeit zu senken.", "Sterblichkeit zu senken", False),
        ("de", "Es gelang dem Medikament nicht die Sterblichkeit zu senken.", "die Sterblichkeit zu senken", False),  # no comma
        ("de", "Es gelang nicht, die Sterblichkeit bei älteren Patienten zu senken.", "die Sterblichkeit", False),
        ("de", "Es gelang nicht, die Sterblichkeit herabzusetzen.", "die Sterblichkeit herabzusetzen", False),
        ("de", "Es war unmöglich, die Sterblichkeit zu senken.", "die Sterblichkeit zu senken", False),
        ("nl", "Het middel is er niet in geslaagd om de sterfte te verlagen.", "de sterfte te verlagen", False),
        ("de", "Kein Medikament vermochte die Sterblichkeit um 2,5 Prozent zu senken.", "die Sterblichkeit um 2,5 Prozent zu senken", False),
        ("de", "Es gelang dem Medikament, die Sterblichkeit zu senken.", "die Sterblichkeit zu senken", True),
        ("de", "Es gelang, die Sterblichkeit zu senken, nicht aber die Kosten.", "die Sterblichkeit zu senken", True),
        ("de", "Das Medikament wirkte nicht, die Werte stiegen.", "die Werte stiegen", True),  # no infinitive
        ("de", "Die Dosis war nicht tödlich, die Luft zu trocken.", "die Luft zu trocken", True),  # "zu" is "too"
        ("nl", "Het middel is erin geslaagd om de sterfte te verlagen.", "de sterfte te verlagen", True),
        # A finite verb in the clause before the marker: a main clause that takes the infinitive.
        ("de", "Wenn keine Besserung eintritt, ist die Dosis anzupassen.", "ist die Dosis anzupassen", True),
        ("de", "Wenn keine Besserung eintritt, ist die Dosis anzupassen.", "die Dosis anzupassen", True),
        ("de", "Weil die Sterblichkeit nicht sank, beschloss die Behörde die Zulassung zu widerrufen.", "die Zulassung zu widerrufen", True),
        ("de", "Da kein Personal verfügbar war, kam es zu Verzögerungen.", "kam es zu Verzögerungen", True),  # a noun after "zu"
        ("nl", "Als er geen verbetering optreedt, is de dosis aan te passen.", "is de dosis aan te passen", True),
        ("nl", "Omdat het middel niet werkte, besloten de artsen de dosis te verhogen.", "de dosis te verhogen", True),
    ],
)
def test_an_infinitive_clause_with_its_marker_at_its_end_is_governed_by_the_clause_before(lang: str, source: str, quote: str, verified: bool) -> None:
    # German "zu" and Dutch "te" stand right before the verb at the end of the
    # infinitive clause: a negation of the clause before governs it, comma or none, from
    # whichever word of it the passage starts.
    for named in (None, lang):
        verdict = verify_quote(quote, source, named)
        assert (verdict.verified, verdict.reason) == ((True, None) if verified else (False, "negation_cut")), named


@pytest.mark.parametrize(
    "lang, source, quote, verified",
    [
        ("es", "Ningún fármaco logró reducir la mortalidad.", "reducir la mortalidad", False),
        ("fr", "Aucun médicament n'a pu réduire la mortalité.", "réduire la mortalité", False),
        ("it", "Nessun farmaco poté ridurre la mortalità.", "ridurre la mortalità", False),
        ("pt", "Nenhum medicamento conseguiu reduzir a mortalidade.", "reduzir a mortalidade", False),
        ("es", "Nadie sabe si el fármaco logró reducir la mortalidad.", "reducir la mortalidad", False),
        ("es", "El fármaco logró reducir la mortalidad.", "reducir la mortalidad", True),
        ("es", "El fármaco, que no era caro, logró reducir la mortalidad.", "reducir la mortalidad", True),
        ("es", "No, el fármaco logró reducir la mortalidad.", "reducir la mortalidad", True),
        ("es", "Ningún fármaco, por desgracia, logró reducir la mortalidad.", "reducir la mortalidad", False),
        ("es", "Ningún fármaco en dosis de 2,5 mg logró reducir la mortalidad.", "reducir la mortalidad", False),
        ("es", "Y ningún fármaco logró reducir la mortalidad.", "reducir la mortalidad", False),
        # A negation inside the clause that negates a word of its own is not read.
        ("es", "Los pacientes que no respondían al tratamiento debieron suspender la medicación.", "suspender la medicación", True),
        ("es", "En pacientes sin insuficiencia renal se puede aumentar la dosis.", "aumentar la dosis", True),
        ("es", "Un fármaco barato y no invasivo logró reducir la mortalidad.", "reducir la mortalidad", True),
        ("fr", "Les hôpitaux sans ressources veulent réduire les coûts.", "réduire les coûts", True),
    ],
)
def test_a_negation_further_back_in_the_clause_of_a_verb_and_its_bare_infinitive_governs_it(
    lang: str, source: str, quote: str, verified: bool
) -> None:
    # The infinitive a verb takes with no marker is its complement: a negation anywhere in the
    # verb's clause (its subject: "Ningún fármaco") denies it; one of another clause does not.
    for named in (None, lang):
        verdict = verify_quote(quote, source, named)
        assert (verdict.verified, verdict.reason) == ((True, None) if verified else (False, "negation_cut")), named


def test_a_double_negative_matrix_is_refused_as_the_rule_reads_no_meaning() -> None:
    # "no doubt that" affirms; the rule reads words, not meaning, and refuses: a cautious refusal.
    assert verify_quote(_CLAIM["en"], f"There is no doubt that {_CLAIM['en']}.", "en").reason == "negation_cut"


def test_a_relative_that_after_a_negated_noun_is_refused_too() -> None:
    # "No drug that reduced mortality was found": "reduced mortality was found" is no claim of it.
    assert verify_quote("reduced mortality was found", "No drug that reduced mortality was found.", "en").verified is False


def test_a_content_word_after_a_negation_still_parts_it_from_the_passage() -> None:
    # "respond" is no adverb: the negation is the relative clause's.
    assert verify_quote("received placebo", "The patients who did not respond received placebo.").verified is True


@pytest.mark.parametrize(
    "source",
    [
        "Das Medikament senkte die Sterblichkeit\t1\nDas Medikament senkte die Kosten nicht\t2",
        "## Das Medikament senkte die Sterblichkeit\nDas Medikament senkte die Kosten nicht",
    ],
)
def test_a_line_laid_out_in_columns_or_a_heading_ends_its_clause_at_its_break(source: str) -> None:
    # A row or a heading is no wrapped line: the next line's closing negation is its own.
    assert verify_quote("Das Medikament senkte die Sterblichkeit", source, "de").verified is True


_WRAPPED = ("[{}]", "({})", "`{}`", "‘{}’", "‚{}‘", "‹{}›", "<ins>{}</ins>", "<sup>{}</sup>", "{}<!-- -->")


@pytest.mark.parametrize("wrap", _WRAPPED)
@pytest.mark.parametrize(
    "lang, quote, source",
    [
        ("en", "reduce mortality in adults", "The drug did {} reduce mortality in adults."),
        ("es", "redujo la mortalidad en adultos", "El fármaco {} redujo la mortalidad en adultos."),
        ("ru", "снизил смертность у взрослых", "Препарат {} снизил смертность у взрослых."),
    ],
)
def test_a_passage_starting_after_a_wrapped_negation_is_refused(wrap: str, lang: str, quote: str, source: str) -> None:
    """A negation set off by brackets, single quote marks, backticks or markup still governs the
    words after it, as the bare word does."""
    neg = {"en": "not", "es": "no", "ru": "не"}[lang]
    text = source.format(wrap.format(neg))
    for named in (None, lang):
        v = verify_quote(quote, text, named)
        assert v.verified is False and v.reason == "negation_cut", (text, named, v.reason)
        assert verify_quote(text, text, named).verified is True, (text, named)


@pytest.mark.parametrize("wrap", _WRAPPED)
def test_a_passage_stopping_before_a_wrapped_closing_negation_is_refused(wrap: str) -> None:
    text = "Das Medikament senkte die Sterblichkeit {}.".format(wrap.format("nicht"))
    for named in (None, "de"):
        v = verify_quote("Das Medikament senkte die Sterblichkeit", text, named)
        assert v.verified is False and v.reason == "negation_cut", (text, named, v.reason)
    assert verify_quote("Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit „nicht“.", "de").verified is False


@pytest.mark.parametrize(
    "quote, source",
    [
        ("reduce mortality in adults", "The drug did (as expected) reduce mortality in adults."),
        ("reduce mortality in adults", "The drug did [sic] reduce mortality in adults."),
        ("Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit (signifikant)."),
        ("Patients improved", "They said (no). Patients improved."),
    ],
)
def test_a_wrapped_word_that_does_not_negate_what_follows_verifies(quote: str, source: str) -> None:
    for named in (None, "en" if source.startswith(("The", "They")) else "de"):
        assert verify_quote(quote, source, named).verified is True, (source, named)


def test_a_word_alone_in_brackets_is_read_before_the_passage() -> None:
    from spacy_quoteverify.match import rules

    assert rules._wrapped_alone("did [not] reduce", 3, 5)
    assert not rules._wrapped_alone("did (as not) reduce", 3, 8)
    assert rules._WRAPPED_WORD_RE.match("„nicht“.").group() == "„nicht“"
    assert rules._WRAPPED_WORD_RE.match("(n-a).").group() == "(n-a)"
    assert rules._WRAPPED_WORD_RE.match("(as expected)") is None


@pytest.mark.parametrize(
    "lang, source, quote, verified",
    [
        ("en", "The claim that the drug reduces mortality is false.", "the drug reduces mortality", False),
        ("en", "The claim, widely repeated, that the drug reduces mortality has been refuted.", "the drug reduces mortality", False),
        ("en", "The claim that the drug reduces mortality is false.", "The claim that the drug reduces mortality", True),
        ("en", "The authors claim that the drug reduces mortality.", "the drug reduces mortality", True),
        ("de", "Die Behauptung, dass das Medikament die Sterblichkeit senkt, ist falsch.", "das Medikament die Sterblichkeit senkt", False),
        ("es", "La afirmación de que el fármaco reduce la mortalidad es falsa.", "el fármaco reduce la mortalidad", False),
        ("en", "Myth: the drug reduces mortality.", "the drug reduces mortality", False),
        ("en", "Not true: the drug reduces mortality.", "the drug reduces mortality", False),
        ("fr", "Mythe : le médicament réduit la mortalité.", "le médicament réduit la mortalité", False),
        ("en", "Fact: the drug reduces mortality.", "the drug reduces mortality", True),
        ("en", "Summary: the drug reduces mortality.", "the drug reduces mortality", True),
        ("ar", "نفت الشركة أن الدواء يقلل الوفيات.", "الدواء يقلل الوفيات", False),
        ("ar", "قالت الشركة أن الدواء يقلل الوفيات.", "الدواء يقلل الوفيات", True),
        ("fa", "شرکت انکار کرد که دارو مرگ و میر را کاهش می دهد.", "دارو مرگ و میر را کاهش می دهد", False),
        ("ur", "کمپنی نے انکار کیا کہ دوا اموات کو کم کرتی ہے۔", "دوا اموات کو کم کرتی ہے", False),
        ("zh", "公司否认该药降低了死亡率。", "该药降低了死亡率", False),
        ("zh", "公司表示该药降低了死亡率。", "该药降低了死亡率", True),
        ("ja", "会社は薬が死亡率を下げたことを否定した。", "薬が死亡率を下げた", False),
        ("ja", "会社は薬が死亡率を下げたことを確認した。", "薬が死亡率を下げた", True),
        ("ko", "회사는 약이 사망률을 낮췄다는 것을 부인했다.", "약이 사망률을 낮췄다", False),
        ("ko", "회사는 약이 사망률을 낮췄다는 것을 확인했다.", "약이 사망률을 낮췄다", True),
    ],
)
def test_a_passage_a_claim_noun_a_heading_or_a_verb_of_denial_governs(lang: str, source: str, quote: str, verified: bool) -> None:
    """A passage right after "the claim that" (refused as unsure), after a heading that denies
    what its colon opens, or cut from a verb of denial before it (Arabic, Persian, Urdu, Chinese)
    or after it (Japanese, Korean)."""
    for named in (None, lang):
        v = verify_quote(quote, source, named)
        assert v.verified is verified, (named, v.reason)
        if not verified:
            assert v.reason == "negation_cut", named


def _corpus_rows_by_source(limit: int) -> dict:
    import json
    from pathlib import Path

    import spacy_quoteverify

    path = Path(spacy_quoteverify.__file__).resolve().parent / "corpus" / "quotes.jsonl"
    by_source: dict = {}
    with path.open(encoding="utf-8") as f:
        for k, line in enumerate(f):
            if k % 7:
                continue
            row = json.loads(line)
            by_source.setdefault(row["source"], []).append((row["quote"], row.get("lang")))
            if len(by_source) >= limit:
                break
    return by_source


def test_answers_a_source_remembers_leave_verdicts_as_a_fresh_source_gives_them() -> None:
    """The rules remember answers about places of a prepared source (the start a negation
    governs, the condition a piece starts in): a quotation checked after others, in other
    languages, against the same source gets the verdict it gets against the source prepared anew."""
    from spacy_quoteverify.text.source import SOURCE_CACHE

    def verdict(quote: str, source: str, lang: str | None) -> tuple:
        v = verify_quote(quote, source, lang)
        return v.verified, v.reason

    for source, rows in _corpus_rows_by_source(120).items():
        asked = [(quote, lang) for quote, row_lang in rows for lang in (None, row_lang)]
        fresh = {}
        for quote, lang in asked:
            SOURCE_CACHE.clear()
            fresh[(quote, lang)] = verdict(quote, source, lang)
        SOURCE_CACHE.clear()
        for quote, lang in asked + asked[::-1]:
            assert verdict(quote, source, lang) == fresh[(quote, lang)], (quote, lang, source[:80])
    SOURCE_CACHE.clear()


@pytest.mark.parametrize("lang_named", [True, False])
@pytest.mark.parametrize(
    "lang, quote, source, verified",
    [
        # A sentence typed without any diacritics: "ze", "ca" are read as the complementizer they
        # type, and the clause before as the matrix clause that may negate it.
        ("pl", "szczepionka jest skuteczna", "Nie jest prawda, ze szczepionka jest skuteczna.", False),
        ("pl", "szczepionka jest skuteczna", "To nie jest prawda, ze szczepionka jest skuteczna.", False),
        ("pl", "szczepionka jest skuteczna", "Minister nie powiedzial, ze szczepionka jest skuteczna.", False),
        ("cs", "vakcina je ucinna", "Neni pravda, ze vakcina je ucinna.", False),
        ("cs", "vakcina je ucinna", "Nikdo nerekl, ze vakcina je ucinna.", False),
        ("ro", "vaccinul este sigur", "Nu este adevarat ca vaccinul este sigur.", False),
        ("pl", "szczepionka jest skuteczna", "Minister powiedzial, ze szczepionka jest skuteczna.", True),
        ("ro", "vaccinul este sigur", "Ministrul a spus ca vaccinul este sigur.", True),
        ("pl", "wzgledu na koszty", "Rzad podjal decyzje ze wzgledu na koszty.", True),
        ("pl", "sklepu", "Wyszedl ze sklepu.", True),
        # Written with its marks, "ze" is the preposition: nothing to read.
        ("pl", "względu na koszty", "Rząd nie podjął decyzji, ze względu na koszty.", True),
        # A Croatian sentence that happens to have no marks: "iz" ("from") is no Polish "iż".
        ("hr", "kojeg razloga je otisao", "Ministar nije rekao iz kojeg razloga je otisao.", True),
    ],
)
def test_a_matrix_clause_typed_without_diacritics_governs_its_complement(
    lang: str, quote: str, source: str, verified: bool, lang_named: bool
) -> None:
    verdict = verify_quote(quote, source, lang=lang if lang_named else None)
    assert verdict.verified is verified, (source, verdict.reason)
    if not verified:
        assert verdict.reason == "negation_cut"


def test_a_clause_right_after_a_word_of_denial_is_refused_without_a_complementizer() -> None:
    """A passage that starts right after a form that denies the clause it takes, with no "that"
    between (a comma or nothing: "Officials denied the company acted illegally", "Beamte
    bestritten, die Firma habe"), is refused: the clause is denied. Every case of the corpus class
    (every seventh form of every lexicon, each before a real sentence of its language), with its
    language named and without, and with the other gap too; a verb of saying in its place leaves
    the clause quotable."""
    from tests.adversarial import cases

    checked, bad = 0, []
    for case in cases("adv_passage_after_denial_word"):
        form, _, _ = case.source.partition(case.quote)
        for gap in (" ", ", "):
            source = form.rstrip(", ") + gap + case.quote + "."
            for named in (None, case.lang):
                checked += 1
                v = verify_quote(case.quote, source, lang=named)
                if v.verified or v.reason != "negation_cut":
                    bad.append((case.lang, gap, named, v.reason, source))
    assert checked > 500 and not bad, bad[:20]
    assert verify_quote("the company acted illegally", "Officials said the company acted illegally.").verified


@pytest.mark.parametrize(
    "lang,head,lemmas",
    [("de", "Wenn wir Fehler", ["vermeiden", "verzichten", "hindern"]), ("ru", "Аварии удалось", ["избежать", "избегать", "уклониться"])],
)
def test_a_verb_of_avoiding_at_the_end_of_a_clause_denies_nothing_after_its_comma(lang: str, head: str, lemmas: list) -> None:
    # "Wenn wir Fehler vermeiden, sinken die Kosten": the verb ends its clause (German puts it
    # last, Russian may); the clause after the comma is asserted. Every form of the table, before
    # real sentences of the language.
    from spacy_quoteverify.lang import lexicons
    from tests.adversarial import by_lang, sentences

    group = [s.text.rstrip(".!?") for s in by_lang(sentences())[lang] if len(s.text.split()) >= 4 and "?" not in s.text][:6]
    forms = lexicons.verb_forms(lang, lemmas)
    assert len(forms) > 10
    for n, form in enumerate(forms):
        text = group[n % len(group)]
        clause = text[0].lower() + text[1:]
        source = f"{head} {form}, {clause}."
        for named in (lang, None):
            assert verify_quote(clause, source, lang=named).verified, (source, named)


#: The language codes spaCy has a class for (the others are checked with no language named).
_SPACY_LANGS = frozenset(
    code for code in {lang for lang in __import__("adversarial.negative_verbs", fromlist=["x"]).NEGATIVE_VERB_LANGUAGES}
    if __import__("spacy").util.is_package(f"spacy.lang.{code}") or __import__("importlib.util", fromlist=["x"]).find_spec(f"spacy.lang.{code}") is not None
)


def test_a_comma_after_the_complementizer_of_a_verb_of_denial_keeps_it_governing() -> None:
    """Generated: every negative verb of every lexicon whose complement ends with the language's
    complementizer ("inkar etdi ki", "denied that"), with a comma written after the complementizer
    (as Azerbaijani and Turkish write "ki,"), before a clause: the clause quoted alone is refused."""
    import random

    from adversarial.negative_verbs import NEGATIVE_VERB_LANGUAGES, negative_verb_phrases

    from spacy_quoteverify.lang import lexicons

    checked, bad = 0, []
    for lang in NEGATIVE_VERB_LANGUAGES:
        comps = lexicons.negation_lexicon(lang).complementizers
        for verb, tail in negative_verb_phrases(lang, random.Random(lang), per_entry=3):
            if lexicons.word_key(verb.split()[-1]) not in comps:
                continue
            source = f"{verb.replace(' ,', ',')}, {tail}."
            checked += 1
            for named in (lang, None) if lang in _SPACY_LANGS else (None,):
                v = verify_quote(tail, source, lang=named)
                if v.verified is not False:
                    bad.append(f"[{lang}] {tail!r} of {source!r} lang={named}: {v.verified}")
    assert checked >= 20, checked
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize(
    "source",
    [
        "There is no evidence the drug reduced mortality.",
        "There is no clear evidence the drug reduced mortality.",
        "There is little evidence the drug reduced mortality.",
        "There is no good reason the drug reduced mortality.",
        "We found no proof the drug reduced mortality.",
    ],
)
def test_a_clause_after_a_negated_noun_of_evidence_is_refused(source: str) -> None:
    """A noun that takes its clause without "that" ("evidence", "proof"), under a negating
    determiner, governs the clause as "no evidence that" does."""
    for lang in (None, "en"):
        v = verify_quote("the drug reduced mortality", source, lang=lang)
        assert v.verified is False and v.reason == "negation_cut", (lang, v.reason)


@pytest.mark.parametrize(
    "source",
    [
        "There has never been more evidence the drug works.",
        "You cannot deny the evidence the drug works.",
        "This is not the only reason the drug works.",
        "There is no shortage of evidence the drug works.",
        "We do not know the reason the drug works.",
        "There is evidence the drug works.",
    ],
)
def test_a_clause_after_a_noun_no_negating_determiner_governs_verifies(source: str) -> None:
    """A negation elsewhere in the clause ("never been more", "cannot deny the") does not
    determine the noun: the clause after it is quoted as the source states it."""
    for lang in (None, "en"):
        assert verify_quote("the drug works", source, lang=lang).verified is True, lang


@pytest.mark.parametrize(
    "quote, source, lang",
    [
        ("das Medikament wirkt", "Ich glaube nicht, das Medikament wirkt.", "de"),
        ("het medicijn werkt", "Ik denk niet, het medicijn werkt.", "nl"),
        ("medicinen fungerar", "Vi tror inte medicinen fungerar.", "sv"),
        ("das Medikament wirkt", "Ich glaube es auch nicht, das Medikament wirkt.", "de"),
        ("het medicijn werkt", "Ik denk eigenlijk niet, het medicijn werkt.", "nl"),
    ],
)
def test_a_negation_after_a_clause_verb_governs_the_clause_after_it(quote: str, source: str, lang: str) -> None:
    """The verb-second languages write a main clause's negation after the verb, a pronoun or an
    adverb perhaps between: the clause the verb takes, a comma between or none, is still the
    negation's."""
    for named in (None, lang):
        v = verify_quote(quote, source, lang=named)
        assert v.verified is False and v.reason == "negation_cut", (named, v.reason)


def test_a_negation_before_a_comma_with_no_clause_verb_governs_nothing_after_it() -> None:
    """"No, the drug works" answers, and "kam heute nicht" takes no clause: the clause after the
    comma is the source's own claim."""
    for named in (None, "en"):
        assert verify_quote("the drug works", "No, the drug works.", lang=named).verified is True
        for source in ("Ich glaube, das Medikament wirkt.", "Er kam heute nicht, das Medikament wirkt."):
            assert verify_quote("das Medikament wirkt", source, lang=None if named is None else "de").verified is True, source


# -- a piece written nowhere: the pieces before it are read only as far as their first places ----


def _places_read(monkeypatch: pytest.MonkeyPatch, quote: str, source: str) -> tuple:
    read = []
    real = rules._Lookup._problem

    def counted(self, i, j, piece, first=False):  # type: ignore[no-untyped-def]
        read.append(piece.text)
        return real(self, i, j, piece, first)

    monkeypatch.setattr(rules._Lookup, "_problem", counted)
    verdict = verify_quote(quote, source, lang="en")
    return verdict, len(read)


@pytest.mark.parametrize("unit", ["Revenue rose 12% while costs fell. ", "Umsatz und Kosten: revenue rose, costs fell.\n"])
def test_a_piece_written_nowhere_stops_the_reading_of_the_pieces_before_it(monkeypatch: pytest.MonkeyPatch, unit: str) -> None:
    source = unit * 5_000
    verdict, read = _places_read(monkeypatch, "revenue rose ... costs rose.", source)
    assert (verdict.verified, verdict.reason) == (False, "not_found")
    assert read <= rules._PLACES_BEFORE_ABSENT + 2
    # Every piece written: the first places decide, as before.
    verdict, read = _places_read(monkeypatch, "revenue rose ... costs fell.", source)
    assert verdict.verified is True
    assert read < 10


def test_the_reason_of_a_passage_with_a_piece_written_nowhere_is_that_of_the_places_read() -> None:
    # Fewer places than are read: the reason is the one the full reading gave.
    source = "No patients improved after the dose. " * 3
    assert verify_quote("patients improved ... the doses", source, lang="en").reason == "negation_cut"


# -- a quantity of zero before a passage or left out by an elision --------------------------------


def _zero_entries() -> list:
    """Every zero word of every spaced language. The scripts written without spaces are not read
    for it yet (Thai "ศูนย์", Japanese "ゼロ" glued to what they count)."""
    from adversarial import UNSPACED

    from spacy_quoteverify.lang import lexicons

    return [(lang, word) for lang in lexicons.available_languages("numbers") if lang not in UNSPACED for word in sorted(lexicons.zero_words(lang))]


@pytest.mark.parametrize("lang,word", _zero_entries())
def test_every_zero_word_before_a_passage_or_left_out_refuses_it(lang: str, word: str) -> None:
    import random

    from adversarial import sentences
    from adversarial.negation_words import _zero_places

    found = next(_zero_places([s for s in sentences() if s.lang == lang], random.Random(1), lambda _lang: word), None)
    assert found is not None, f"no sentence of {lang} to put {word!r} into"
    _sentence, words, k, _ = found
    source = " ".join(words[:k] + [word] + words[k:])
    for named in (lang, None):
        after = verify_quote(" ".join(words[k:]), source, lang=named)
        assert (after.verified, after.reason) == (False, "negation_cut"), (named, source)
        elided = verify_quote(" ".join(words[:k]) + " ... " + " ".join(words[k:]), source, lang=named)
        assert (elided.verified, elided.reason) == (False, "negation_elided"), (named, source)


def _zero_digits() -> list:
    import sys
    import unicodedata

    return [chr(c) for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Nd" and unicodedata.digit(chr(c)) == 0]


@pytest.mark.parametrize("zero", _zero_digits())
def test_the_zero_of_every_digit_system_before_a_passage_or_left_out_refuses_it(zero: str) -> None:
    # With a decimal and an invisible character after it too ("٠.٠", "0\u200b").
    for figure in (zero, f"{zero}.{zero}", f"{zero}\u200b"):
        source = f"The trial found {figure} patients who improved after the dose."
        for named in ("en", None):
            assert verify_quote("patients who improved after the dose", source, lang=named).reason == "negation_cut", (figure, named)
            assert verify_quote("The trial found ... patients who improved", source, lang=named).reason == "negation_elided", (figure, named)
    assert verify_quote("patients who improved after the dose", "The trial found 10 patients who improved after the dose.").verified is True


@pytest.mark.parametrize("sign", sorted(charclasses.PERCENT_SIGNS))
def test_a_zero_share_before_a_passage_refuses_it_with_every_percent_sign(sign: str) -> None:
    for share in (f"0{sign} of", f"0 {sign} of the", "0 of 50", "zero of the"):
        source = f"The trial found {share} patients who improved after the dose."
        for named in ("en", None):
            assert verify_quote("patients who improved after the dose", source, lang=named).reason == "negation_cut", (share, named)
    for share in (f"7{sign} of", "7 of 50"):
        assert verify_quote("patients who improved after the dose", f"The trial found {share} patients who improved after the dose.").verified is True, share
    # A bare zero before other words is a score, not a count of them.
    assert verify_quote("placebo group", "The score was 0 in the placebo group.").verified is True


@pytest.mark.parametrize("mark", sorted(charclasses.QUESTION_TERMINALS))
def test_a_question_quoted_whole_without_its_mark_is_refused_with_every_question_mark(mark: str) -> None:
    source = f"Costs rose. Has placebo reduced mortality{mark} We do not know."
    for named in ("en", None):
        assert verify_quote("placebo reduced mortality", source, lang=named).reason == "question_cut", named
        assert verify_quote("Placebo reduced mortality", f"Placebo reduced mortality{mark}", lang=named).reason == "question_cut", named
        # Kept with its mark, a part of the question two words in, or opened by a function word
        # (the question word or auxiliary that asks): what the source writes.
        assert verify_quote(f"placebo reduced mortality{mark}", source, lang=named).verified is True
        assert verify_quote("reduced mortality", source, lang=named).verified is True
        assert verify_quote("Has placebo reduced mortality", source, lang=named).verified is True
    # An exclamation's words may be quoted without its mark, as a statement's without its stop.
    assert verify_quote("The drug reduced mortality", "The drug reduced mortality! We knew it.").verified is True


#: What may stand between a question's words and its mark without ending its sentence.
_NOTES_BEFORE_MARK = ("[3]", "\u00b9", "*", "\u2020", "<sup>2</sup>", " (p = 0.04)", " \U0001f914", "!", "...", "\u2026", "\n", "\u2009", "\u201d")


@pytest.mark.parametrize("note", _NOTES_BEFORE_MARK)
def test_a_note_before_the_question_mark_does_not_hide_the_question(note: str) -> None:
    for named in ("en", None):
        v = verify_quote("The drug reduced mortality", f"The drug reduced mortality{note}?", lang=named)
        assert v.verified is False and v.reason == "question_cut", (note, named, v.reason)
        # Before a full stop the same note leaves a statement (a line break and "!" aside).
        if note not in ("!", "\n"):
            assert verify_quote("The drug reduced mortality", f"The drug reduced mortality{note}. Costs rose.", lang=named).verified is True, (note, named)


def test_a_question_is_stated_by_an_article_first_an_elision_inside_or_a_dropped_asking_word() -> None:
    cases = [
        ("The drug reduced mortality", "The drug reduced mortality?", "en"),
        ("the drug reduced mortality", "Has the drug reduced mortality?", "en"),
        ("Das Medikament senkte die Sterblichkeit", "Das Medikament senkte die Sterblichkeit?", "de"),
        ("Le médicament a réduit la mortalité", "Le médicament a réduit la mortalité ?", "fr"),
        ("Этот препарат снизил смертность", "Этот препарат снизил смертность?", "ru"),
        ("Препарат … смертность", "Препарат снизил смертность?", "ru"),
        ("the drug reduced … mortality", "Has the drug reduced overall mortality?", "en"),
        ("Το φάρμακο μείωσε τη θνησιμότητα", "Το φάρμακο μείωσε τη θνησιμότητα;", "el"),
    ]
    for quote, source, lang in cases:
        for named in (lang, None):
            v = verify_quote(quote, source, lang=named)
            assert v.verified is False and v.reason == "question_cut", (quote, named, v.reason)
    # A question word or a fronted auxiliary of the sentence's language keeps it a question.
    for quote, source, lang in [
        ("Quand est né Barack Obama", "Quand est né Barack Obama ?", "fr"),
        ("Who is the president of France", "Who is the president of France?", "en"),
        ("Hat das Medikament die Sterblichkeit gesenkt", "Hat das Medikament die Sterblichkeit gesenkt?", "de"),
    ]:
        for named in (lang, None):
            assert verify_quote(quote, source, lang=named).verified is True, (quote, named)
