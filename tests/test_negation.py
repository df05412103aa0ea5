"""Tests of negation detection in spaced and unspaced scripts."""
from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Iterator, List, Optional

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_quoteverify import reasons  # noqa: E402
from spacy_quoteverify.lang import negation as N  # noqa: E402
from spacy_quoteverify.lang import tablecache  # noqa: E402
from spacy_quoteverify.lang import tokenizer as T  # noqa: E402
from spacy_quoteverify.lang.guess import letter_scripts  # noqa: E402
from spacy_quoteverify.lang.negation import (  # noqa: E402
    find_negation,
    negations,
    script_name,
    uncovered_script,
)


@pytest.fixture
def fresh_caches() -> Iterator[None]:
    T.clear_cache()
    N.clear_caches()
    yield
    T.clear_cache()
    N.clear_caches()


# -- true negations and false friends, per language ---------------------------------------------

NEGATED = [
    ("en", "the drug did not reduce mortality"),
    ("en", "it doesn't work"),
    ("en", "never again"),
    ("en", "non-inferior"),
    ("de", "das wirkt nicht"),
    ("de", "kein Effekt"),
    ("fr", "il ne marche pas"),
    ("es", "no funciona"),
    ("ru", "это не работает"),
    ("el", "δεν λειτουργεί"),
    ("tr", "hasta gelmedi"),
    ("tr", "bu doğru değil"),
    ("he", "הוא לא בא"),
    ("ar", "لم يذهب"),
    ("ar", "ليس صحيحا"),
    ("hi", "यह काम नहीं करता"),
    ("bn", "সে আসবে না"),
    ("ja", "行かなかった"),
    ("ja", "行かない"),
    ("ja", "食べません"),
    ("ja", "知らずに"),
    ("ko", "가지 않았다"),
    ("ko", "하지 못했다"),
    ("ko", "돈이 없다"),
    ("th", "เขาไม่ได้ไป"),
    ("th", "ไม่"),
    ("zh", "收入不增长"),
    ("zh", "没有增长"),
]
NOT_NEGATED = [
    ("en", "the note on the knot"),
    ("en", "another snow nova"),
    ("en", "revenue rose 12%"),
    ("de", "seine Nichte"),
    ("ru", "ясное небо"),
    ("tr", "hasta geldi"),
    ("he", "שלום"),
    ("ar", "كتاب جديد"),
    ("bn", "তার নাম"),
    ("ja", "数は少ない"),
    ("ja", "危ない"),
    ("ja", "収入は12%増えた"),
    ("ko", "안녕하세요"),
    ("ko", "매출이 증가했다"),
    ("th", "ไม้"),
    ("th", "บ้านไม้หลังใหม่"),
    ("zh", "收入增长"),
]


@pytest.mark.parametrize("lang,text", NEGATED)
def test_true_negation_is_found(lang: str, text: str) -> None:
    assert find_negation(text, lang) is not None
    assert find_negation(text) is not None  # without a language: every lexicon of the script


@pytest.mark.parametrize("lang,text", NOT_NEGATED)
def test_false_friend_is_not_a_negation(lang: str, text: str) -> None:
    assert find_negation(text, lang) is None


def test_english_negation_word_is_returned() -> None:
    assert find_negation("the drug did not reduce mortality", "en") == "not"
    assert find_negation("THE DRUG DID NOT REDUCE", "en") == "not"


def test_full_width_and_styled_letters_are_read_as_plain_letters() -> None:
    assert find_negation("did ｎｏｔ reduce", "en") == "not"
    assert find_negation("did 𝐧𝐨𝐭 reduce") == "not"


def test_hyphenated_word_is_split() -> None:
    assert find_negation("a non-inferior design", "en") in {"non", "non-inferior"}


def test_turkish_verbal_negation_inside_one_word() -> None:
    assert find_negation("gelmedi", "tr") == "gelmedi"
    assert find_negation("GELMEDİ", "tr") is not None


def test_japanese_auxiliary_is_found_but_not_the_adjective() -> None:
    assert find_negation("行かなかった", "ja") == "なかっ"
    assert find_negation("少ない", "ja") is None
    assert find_negation("少なかった", "ja") is None


def test_japanese_without_language_is_read_as_japanese() -> None:
    assert find_negation("行かない") is not None
    assert find_negation("危ない") is None


def test_thai_wood_is_not_the_negation() -> None:
    assert find_negation("ไม้", "th") is None
    assert find_negation("ไม่", "th") == "ไม่"


def test_without_tokens_unspaced_scripts_are_checked_strictly() -> None:
    # A character pattern refuses more: 少ない then counts as a negation.
    assert find_negation("数は少ない", "ja", use_tokens=False) is not None
    assert find_negation("ไม้", "th", use_tokens=False) is None
    assert find_negation("เขาไม่ได้ไป", "th", use_tokens=False) is not None


def test_chinese_character_reading_skips_false_friends() -> None:
    assert find_negation("收入并非增长", "zh") is not None
    assert find_negation("效果非常好", "zh") is None  # 非常 "very"
    assert find_negation("收入不断增长", "zh") is None  # 不断 "continuously"


def test_chinese_negating_word_overrides_an_overlapping_false_friend() -> None:
    assert find_negation("药物并非常有效", "zh") is not None  # 并非 + 常: "not always"
    assert find_negation("这种情况并不少见", "zh") is not None  # 并不 + 少见


def test_japanese_clause_final_zu_is_found_without_tokens() -> None:
    assert find_negation("知らず", "ja", use_tokens=False) is not None
    assert find_negation("知らず、行った", "ja", use_tokens=False) is not None
    assert find_negation("必ず行く", "ja") is None


def test_negations_lists_all_in_order() -> None:
    assert negations("no effect, not significant", "en") == ["no", "not"]
    assert negations("revenue rose", "en") == []


def test_negations_in_mixed_scripts_are_ordered_by_position() -> None:
    found = negations("not 行かない and ไม่", None)
    assert len(found) == 3 and found[0] == "not"


def test_returned_list_is_a_copy_of_the_cached_result() -> None:
    first = negations("not this", "en")
    first.append("x")
    assert negations("not this", "en") == ["not"]


@settings(max_examples=80, deadline=None)
@given(
    st.lists(
        st.sampled_from(["not", "the", "note", "no", "drug", "行かない", "少ない", "ไม่", "ไม้", " ", ", "]),
        max_size=8,
    )
)
def test_find_negation_is_the_first_of_negations(parts: List[str]) -> None:
    text = " ".join(parts)
    found = negations(text)
    first: Optional[str] = find_negation(text)
    assert first == (found[0] if found else None)


_SIMPLE_RANGE = [chr(c) for c in list(range(0x250)) + list(range(0x2000, 0x2070))]


def test_simple_text_classes_read_letters_and_digits_as_the_script_classes_do() -> None:
    import regex

    word = regex.compile(r"[\p{L}\p{M}\p{N}\u200c\u200d]")
    letter = regex.compile(r"[\p{L}\p{M}]")
    simple = [c for c in _SIMPLE_RANGE if N._SIMPLE_TEXT_OUTSIDE.match(c) is None]
    assert "\u200c" not in simple and "\u200d" not in simple and "\u02bc" not in simple
    fast_word = N.re.compile(r"[^\W_]")
    fast_letter = N.re.compile(r"[^\W\d_\xb2\xb3\xb9\xbc-\xbe]")
    for c in simple:
        assert bool(fast_word.match(c)) == bool(word.match(c)), hex(ord(c))
        assert bool(fast_letter.match(c)) == bool(letter.match(c)), hex(ord(c))


def _slow_scan(text: str, lang: Optional[str]) -> tuple:
    """The general reading (script-aware pattern), bypassing the simple-text path."""
    found = []
    for match in N._PIECES.finditer(text):
        if match.lastgroup == "word":
            negation = N._word_negation(match.group(), lang)
            if negation is not None:
                found.append((match.start(), negation))
        else:
            found.extend((match.start() + o, neg) for o, neg in N._unspaced_negations(match.group(), lang, True))
    # What both paths read the same way after the words: phrases, letter-spaced words and words
    # broken across a line ("e‐ I" is Finnish "ei").
    found.extend(N._phrase_negations(text))
    found.extend((start, neg) for start, _, word in N.letter_spaced_words(text) if (neg := N._word_negation(word, lang)) is not None)
    found.extend(
        (m.start(), neg) for m in N._BROKEN_WORD.finditer(text, overlapped=True)
        if (neg := N._word_negation(m.group(1) + m.group(2), lang)) is not None
    )
    return tuple(negation for _, negation in sorted(found, key=lambda item: item[0]))


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(["not", "non-inferior", "isn't", "isn’t", "n’t", "no", "nicht", "kein", "ne", "pas",
                             "Não", "nie", "never", "unable", "¬", "½", "x²", "¼N`", "e‐", "‑", "'", "’", "_", "—", "“", "é"]),
            st.text(alphabet=st.sampled_from(_SIMPLE_RANGE[32:] + ["\u200c", "\u02bc", "あ"]), max_size=6),
        ),
        max_size=10,
    ),
    st.sampled_from([None, "en", "de", "fr"]),
)
def test_simple_text_path_finds_what_the_general_reading_finds(parts: List[str], lang: Optional[str]) -> None:
    text = " ".join(parts)
    assert N._scan.__wrapped__(text, lang, True) == _slow_scan(text, lang)


def _reference_substring_negations(run: str, lang: str, skip_false_friends: bool) -> List[tuple]:
    """Slow, obvious reading: at each position take the longest listed sequence; skip it when it
    starts inside a false friend that no listed negating word overlaps."""
    from spacy_quoteverify.lang import lexicons

    lexicon = lexicons.negation_lexicon(lang)
    subs = sorted(set(lexicon.substrings), key=lambda s: (-len(s), s))
    scanned = run + "。"

    def occurrences(words: object) -> List[tuple]:
        return [
            (i, i + len(w))
            for w in words  # type: ignore[attr-defined]
            for i in range(len(run))
            if w and run.startswith(w, i)
        ]

    friends = occurrences(lexicon.false_friends) if skip_false_friends else []
    words = occurrences({w for w in lexicon.words if len(w) > 1})
    friends = [f for f in friends if not any(w[0] < f[1] and f[0] < w[1] for w in words)]
    found, i = [], 0
    while i < len(run):
        hit = next((s for s in subs if scanned.startswith(s, i)), None)
        if hit is None:
            i += 1
            continue
        if not any(start <= i < end for start, end in friends):
            found.append((i, hit.rstrip("。")))
        i += len(hit)
    return found


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["zh", "ja", "th"]),
    st.booleans(),
    st.lists(
        st.sampled_from(
            ["不", "非常", "并非", "常规", "不断", "没有", "少ない", "行かない", "ず", "知らず", "必ず",
             "ไม่", "ไม้", "อย่าง", "อย่า", "收入", "、", "。"]
        ),
        max_size=8,
    ),
)
def test_substring_reading_matches_the_reference(lang: str, skip: bool, parts: List[str]) -> None:
    run = "".join(parts)
    assert N._substring_negations(run, lang, skip) == _reference_substring_negations(run, lang, skip)


def test_concurrent_callers_get_the_same_answers(fresh_caches: None) -> None:
    texts = [f"彼は行かなかった{i}、数は少ない" for i in range(12)] + [f"ไม่ได้ไป{i}" for i in range(12)]
    results: dict = {}

    def work(text: str) -> None:
        results[text] = negations(text)

    threads = [threading.Thread(target=work, args=(text,)) for text in texts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(len(results[text]) == 1 for text in texts)


@pytest.mark.parametrize("bad", [5, None, b"not"])
def test_rejects_non_text(bad: object) -> None:
    with pytest.raises(TypeError, match="text must be str"):
        find_negation(bad)  # type: ignore[arg-type]


def test_rejects_non_string_language() -> None:
    with pytest.raises(TypeError, match="lang must be str or None, got int"):
        negations("not", 3)  # type: ignore[arg-type]


# -- missing segmenter --------------------------------------------------------------------------


def test_missing_japanese_segmenter_falls_back_to_strict_characters(
    monkeypatch: pytest.MonkeyPatch, fresh_caches: None
) -> None:
    monkeypatch.setitem(sys.modules, "sudachipy", None)
    with pytest.warns(T.SegmenterMissingWarning, match="W101"):
        found = find_negation("数は少ない", "ja")
    assert found is not None
    assert find_negation("行かなかった", "ja") is not None


def test_missing_thai_segmenter_still_finds_the_negation(
    monkeypatch: pytest.MonkeyPatch, fresh_caches: None
) -> None:
    monkeypatch.setitem(sys.modules, "pythainlp", None)
    monkeypatch.setitem(sys.modules, "pythainlp.tokenize", None)
    with pytest.warns(T.SegmenterMissingWarning):
        assert find_negation("เขาไม่ได้ไป", "th") is not None
    assert find_negation("ไม้", "th") is None


# -- scripts without a lexicon ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,script",
    [("មិន", "Khmer"), ("မဟုတ်", "Myanmar"), ("ບໍ່", "Lao"), ("not and ບໍ່", "Lao")],
)
def test_uncovered_script_is_named(text: str, script: str) -> None:
    assert uncovered_script(text) == script


@pytest.mark.parametrize(
    "text", ["", "12% - 45.2 (3) …", "not 行かない ไม่ не δεν לא لا नहीं না 않았다 カタカナー"]
)
def test_covered_or_letterless_text_has_no_uncovered_script(text: str) -> None:
    assert uncovered_script(text) is None


def test_script_name_reads_unicode_scripts() -> None:
    assert [script_name(c) for c in "aдαא"] == ["Latin", "Cyrillic", "Greek", "Hebrew"]
    assert script_name("ᱚ") == "Ol_Chiki"
    with pytest.raises(ValueError, match="single character"):
        script_name("ab")


# -- the elision rule served by this module -----------------------------------------------------


from spacy_quoteverify import verify_quote  # noqa: E402

verify = verify_quote


@pytest.mark.parametrize(
    "quote,source,lang",
    [
        ("the drug did ... reduce mortality", "the drug did not reduce mortality", "en"),
        ("彼は…と言った", "彼は行かないと言った。", "ja"),
        ("เขา…ไปโรงเรียน", "เขาไม่ได้ไปโรงเรียน", "th"),
        ("Hasta bugün ... ama yarın gelecek", "Hasta bugün gelmedi ama yarın gelecek", "tr"),
    ],
)
def test_elision_over_a_negation_is_refused(quote: str, source: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    verdict = verify(quote, source, lang=lang)
    assert verdict.verified is False
    assert verdict.reason == "negation_elided"


@pytest.mark.parametrize(
    "quote,source,lang",
    [
        ("the drug did ... reduce mortality", "the drug did significantly reduce mortality", "en"),
        ("患者の数は…と報告された", "患者の数は少ないと報告された。", "ja"),
        ("บ้าน…หลังใหญ่", "บ้านไม้หลังใหญ่", "th"),
    ],
)
def test_elision_over_a_false_friend_verifies(quote: str, source: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert verify(quote, source, lang=lang).verified is True


# ---------------------------------------------------------------------------
# The merged lexicon rules give the lexicon module's own answer for every word.


def _lexicon_words() -> List[str]:
    from spacy_quoteverify.lang import lexicons

    lexicons.is_negation_word("warm")  # loads every lexicon
    words: List[str] = []
    for lex in lexicons._all_negation_lexicons():
        words.extend(sorted(lex.words))
        words.extend(sorted(lex.false_friends))
        words.extend(prefix + w for prefix in lex.prefixes for w in sorted(lex.words)[:5])
        words.extend(prefix for prefix in lex.prefixes)
    return words


def test_merged_rules_agree_with_the_lexicons_on_every_listed_word() -> None:
    from spacy_quoteverify.lang import lexicons

    words = _lexicon_words()
    assert words
    for word in words + [w.upper() for w in words[:200]] + [w + "x" for w in words[:200]]:
        assert N._pooled_is_negation(word) == lexicons.is_negation_word(word), word


WORD_CHARS = st.sampled_from(
    list("abcdeimnorstuyz'’-") + list("ğıüşöç") + list("неилот") + list("ולאמה") + list("لاميس") + ["\u0301", " "]
)


@settings(max_examples=600, deadline=None)
@given(word=st.text(alphabet=WORD_CHARS, max_size=12))
def test_merged_rules_agree_with_the_lexicons_on_any_word(word: str) -> None:
    from spacy_quoteverify.lang import lexicons

    assert N._pooled_is_negation(word) == lexicons.is_negation_word(word)


@settings(max_examples=300, deadline=None)
@given(stem=st.text(alphabet=st.sampled_from(list("abcdefgklmnprstuvyzğıüşöç")), min_size=0, max_size=6),
       ending=st.sampled_from(["medi", "madı", "miyor", "mez", "memiş", "n't", "ne", "nebol", "nemá", ""]))
def test_merged_rules_agree_on_words_built_like_negations(stem: str, ending: str) -> None:
    from spacy_quoteverify.lang import lexicons

    for word in (stem + ending, ending + stem, "n'" + stem):
        assert N._pooled_is_negation(word) == lexicons.is_negation_word(word)


def _reference_word_negation(word: str, lang: Optional[str]) -> Optional[str]:
    """The word lookup spelled out with the lexicon module's public checks (slow, obvious)."""
    import unicodedata

    from spacy_quoteverify.lang import lexicons

    word = unicodedata.normalize("NFKC", word)
    counts = letter_scripts(word)
    if not counts:
        return None
    script = max(counts, key=lambda name: counts[name])
    lexs = N._lexicons_for(script, lang)
    if not lexs:
        return None
    candidates = N._word_candidates(lexicons.word_key(word))
    if lang is not None and len(lexs) == 1:
        for candidate in candidates:
            if lexicons.is_negation_word(candidate, lexs[0].lang):
                return candidate
    for candidate in candidates:
        if lexicons.is_negation_word(candidate):
            return candidate
    return None


@settings(max_examples=600, deadline=None)
@given(word=st.text(alphabet=WORD_CHARS, min_size=1, max_size=12).filter(lambda w: " " not in w),
       lang=st.sampled_from([None, "en", "tr", "ru", "he", "ar", "de", "el"]))
def test_word_lookup_agrees_with_the_public_lexicon_checks(word: str, lang: Optional[str]) -> None:
    assert N._word_negation.__wrapped__(word, lang) == _reference_word_negation(word, lang)


def test_word_lookup_agrees_on_every_listed_word() -> None:
    for word in _lexicon_words()[::3]:
        for lang in (None, "en", "tr"):
            assert N._word_negation.__wrapped__(word, lang) == _reference_word_negation(word, lang), (word, lang)


def _reference_word_candidates(word: str) -> List[str]:
    candidates = [word]
    parts = [part for part in N._HYPHENS.split(word) if part]
    if len(parts) > 1:
        candidates.extend(parts)
    for part in parts:
        pieces = N._APOSTROPHES.split(part)
        if len(pieces) > 1:
            candidates.extend(piece for piece in pieces if piece)
            candidates.extend(piece + "'" for piece in pieces[:-1] if piece)
            if part.endswith(("n't", "n’t", "nʼt")):
                candidates.append("n't")
    return candidates


@settings(max_examples=400, deadline=None)
@given(word=st.text(alphabet=st.sampled_from(list("ant'-") + ["’", "ʼ", "‐", "‑", "é"]), min_size=1, max_size=8))
def test_word_candidates_agree_with_the_reference(word: str) -> None:
    assert N._word_candidates(word) == _reference_word_candidates(word)


# -- elisions: the languages that judge left-out text ---------------------------------------------

from spacy_quoteverify.charclasses import APOSTROPHES  # noqa: E402
from spacy_quoteverify.lang.negation import (  # noqa: E402
    detect_language,
    elided_negation,
    elision_problem,
    negations_in_context,
    text_languages,
)


@pytest.mark.parametrize(
    "left_out,context",
    [
        ("won’t", "The drug won’t be given."),
        ("did n't", "The drug did n't work."),
        ("n'est", "Ce module n'est plus maintenu."),
        ("n’a", "Il n’a cessé de croître."),
        ("nient'", "Il modulo non fa nient'altro."),
        ("χωρίς", "Οι ασθενείς έμειναν χωρίς θεραπεία."),
        ("ΧΩΡΙΣ", "ΟΙ ΑΣΘΕΝΕΙΣ ΕΜΕΙΝΑΝ ΧΩΡΙΣ ΘΕΡΑΠΕΙΑ."),
        ("n-", "Pacientul n-a primit tratamentul."),
        ("'di", "Ang gamot ay 'di gumana."),
        ("sense", "Els pacients van ser tractats sense tractament."),
        ("et", "Lääke et toimi potilaalla hyvin."),
        ("unable", "Patients were unable to walk after surgery."),
        ("inoperable", "The tumour was inoperable at diagnosis."),
        ("unmöglich", "Es war unmöglich zu gehen."),
        ("невозможно", "Ходить было невозможно после операции."),
        ("בלתי", "המצב היה בלתי הפיך לחלוטין."),
        ("불가능", "수술 후 걷는 것은 불가능 했다."),
        ("ilaçsız", "Hasta ilaçsız iyileşti."),
        ("복용하지 마시고", "이 약을 복용하지 마시고 물을 드세요."),
    ],
)
def test_left_out_negation_is_refused_with_and_without_a_language(left_out: str, context: str) -> None:
    lang = detect_language(context)[0]
    assert elision_problem(left_out, context) == "negation_elided"
    assert elision_problem(left_out, context, lang) == "negation_elided"


@pytest.mark.parametrize(
    "left_out,context,lang",
    [
        ("(registration no. ISRCTN12345)", "The trial (registration no. ISRCTN12345) enrolled 240 patients.", "en"),
        ("特别", "这个药特别有效，患者都很满意。", "zh"),
        ("区别", "这两种药的区别很大。", "zh"),
        ("noch", "Die Studie läuft noch und wird im Mai beendet.", "de"),
        ("et al. did", "Smith et al. did find that the drug reduced mortality.", "en"),
        ("unit", "The intensive care unit admitted forty patients last year.", "en"),
        ("物を", "彼は物を買った。", "ja"),
    ],
)
def test_look_alike_left_out_is_not_a_negation(left_out: str, context: str, lang: str) -> None:
    assert elision_problem(left_out, context, lang) is None
    assert elision_problem(left_out, context) is None


def test_a_named_language_without_a_lexicon_is_not_covered() -> None:
    assert text_languages("Some ordinary words.", "ts") is None
    assert elision_problem("words", "Some ordinary words.", "ts") == "language_not_covered"
    # "xx" and friends name no language: the detector decides.
    assert text_languages("The drug was given to every patient in the trial.", "xx") == ("en",)


def test_a_confidently_detected_language_without_a_lexicon_is_not_covered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(N, "detect_language", lambda text: ("ts", 0.99))
    assert text_languages("Ndzi tirha laha.") is None
    assert text_languages("Ndzi tirha laha.", "en") is None
    monkeypatch.setattr(N, "detect_language", lambda text: ("ts", 0.2))
    # Unsure: without a named language the best guess must have a lexicon; a named one decides.
    assert text_languages("Ndzi tirha laha.") is None
    assert text_languages("Ndzi tirha laha.", "en") == ("en",)
    monkeypatch.setattr(N, "detect_language", lambda text: ("ca", 0.2))
    assert text_languages("Els pacients") == ()


# -- languages no lexicon covers, which lingua does not know -------------------------------------


@pytest.fixture(scope="module")
def pools():
    sys.path.insert(0, str(Path(__file__).parent))
    import adversarial

    return adversarial.sentences(), adversarial.uncovered_sentences()


def test_a_text_the_wide_detector_finds_in_a_language_without_a_lexicon_is_not_covered(monkeypatch: pytest.MonkeyPatch) -> None:
    class Found:
        def __init__(self, language: str, probability: float = 0.99, reliable: bool = True, proportion: float = 1.0):
            self.language, self.probability, self.is_reliable, self.proportion = language, probability, reliable, proportion

    class Wide:
        answer = [Found("ha")]

        def FindTopNMostFreqLangs(self, text: str, n: int) -> list:  # noqa: N802 (CLD3's name)
            return Wide.answer

    monkeypatch.setattr(N, "_wide_detector", lambda: Wide())
    text = "Likitan ya ce maganin ba ya aiki sosai a kan marasa lafiya."
    assert N.uncovered_language("Likitan ya ce maganin ba ya aiki.") is None  # too short to tell
    for lang in (None, "xx", "en", "fr"):  # whatever is named: a guess from the script may be named
        N.uncovered_language.cache_clear()
        assert text_languages(text, lang) is None
        assert elision_problem("ba", text, lang) == reasons.LANGUAGE_NOT_COVERED
    for answer, covered in [
        ([Found("ha", reliable=False)], True),          # unreliable: lingua decides
        ([Found("ha", probability=0.8)], True),
        ([Found("en")], True),                           # a language with a lexicon
        ([Found("iw")], False),                          # CLD3's code for Hebrew: not Latin letters
        ([Found("hi-Latn")], False),                     # Hindi in Latin letters: its lexicon is Devanagari
        ([Found("en", proportion=0.3), Found("ha", proportion=0.7)], False),  # most of the text decides
        ([Found("ha", proportion=0.3), Found("en", proportion=0.7)], True),
    ]:
        Wide.answer = answer
        N.uncovered_language.cache_clear()
        assert (N.uncovered_language(text) is None) is covered, answer[0].language
    # Lingua, sure of a covered language CLD3 does not know (Luganda), is heard over CLD3.
    Wide.answer = [Found("ny")]
    monkeypatch.setattr(N, "detect_language", lambda text: ("lg", 0.99))
    N.uncovered_language.cache_clear()
    assert N.uncovered_language("Mpa ebyafaayo ku byalo Nakatu ne Nkajja, nga bwe byawandiikibwa.") is None
    monkeypatch.setattr(N, "detect_language", lambda text: ("en", 0.99))  # English CLD3 knows
    N.uncovered_language.cache_clear()
    assert N.uncovered_language("Mpa ebyafaayo ku byalo Nakatu ne Nkajja, nga bwe byawandiikibwa.") == "ny"
    N.uncovered_language.cache_clear()


def test_the_wide_detector_names_only_languages_of_its_table(pools) -> None:
    """Every answer CLD3 gives for the real sentences (covered languages and not) is in the table
    that tells which languages it knows: a missing code would let lingua override it."""
    detector = N._wide_detector()
    named = {
        found.language
        for sentence in (*pools[0], *pools[1])
        for found in detector.FindTopNMostFreqLangs(sentence.text, 3)
        if found.language != "und"
    }
    assert named <= N._WIDE_LANGUAGES, sorted(named - N._WIDE_LANGUAGES)


def test_real_sentences_of_covered_languages_are_seldom_ruled_uncovered(pools) -> None:
    """The wide detector's false alarms on real sentences of covered languages (each one refuses
    the elisions in that sentence): at most 1%; and the sentences it finds in languages without a
    lexicon are half or more of those it can name (Galician, Malagasy, Yiddish: 20 of 35; CLD3
    is not asked below 40 letters)."""
    covered, uncovered = pools
    alarms = [s for s in covered if N.uncovered_language(s.text) is not None]
    assert len(alarms) <= len(covered) // 100, [(s.lang, s.text[:40]) for s in alarms]
    named = [s for s in uncovered if s.lang in {"gl", "mg", "yi"}]
    caught = [s for s in named if N.uncovered_language(s.text) is not None]
    assert len(caught) >= 0.5 * len(named), (len(caught), len(named))


def test_a_sentence_in_an_uncovered_language_quoted_whole_or_from_its_start_verifies(pools) -> None:
    """Only what cannot be checked is refused: a sentence of a language without a lexicon,
    quoted whole or from its start, with nothing left out, verifies."""
    from spacy_quoteverify import verify_quote

    checked = 0
    for sentence in pools[1]:
        if "\n" in sentence.text or N.uncovered_language(sentence.text) is None:
            continue
        head = " ".join(sentence.text.split()[:4])
        for quote in (sentence.text, head):
            v = verify_quote(quote, sentence.text)
            assert v.verified, (quote, sentence.text, v.reason)
        checked += 1
    assert checked >= 20


def test_control_characters_do_not_change_the_wide_detectors_answer() -> None:
    text = "هل يمكن ان\x0bنلتقي على الساعة الثانية عشرة ظهرا."
    assert N.uncovered_language(text) is None
    assert text_languages(text) is not None


def test_without_a_known_language_every_lexicon_of_the_script_counts() -> None:
    for word in ("sense", "et", "be", "mai", "pole", "mitte", "nei", "tak", "varken", "hindi"):
        assert elided_negation(word) == word
    assert elided_negation("et", ("en",)) is None  # "et al."
    assert elided_negation("sense", ("ca",)) == "sense"
    assert elided_negation("sense", ("en", "ca")) == "sense"
    assert elided_negation("se", ("es",)) is None  # a Spanish stop word, Sesotho negation


def test_detected_language_counts_under_a_wrong_named_language() -> None:
    context = "Els pacients van ser tractats sense tractament."
    assert text_languages(context, "en") == ("en", "ca")
    assert elision_problem("sense", context, "en") == "negation_elided"


# -- languages the detector cannot name ------------------------------------------------------------


def test_an_unnamed_language_that_shows_its_words_keeps_its_negations() -> None:
    from spacy_quoteverify.lang.negation import detectable_languages, unnamed_languages

    assert "lb" not in detectable_languages()
    context = "An der Zäit hunn sech den Nordwand an d’Sonn net gestridden."
    langs = text_languages(context)
    assert langs and "lb" not in langs  # read as a neighbour
    assert "lb" in unnamed_languages(context, langs)
    assert elision_problem("net", context) == "negation_elided"
    assert elision_problem("net", context, "lb") == "negation_elided"


def test_a_sentence_of_a_named_language_keeps_its_everyday_words() -> None:
    from spacy_quoteverify.lang.negation import unnamed_languages

    context = "De patiënten werden behandeld en het ging net iets beter met hen."
    assert text_languages(context) == ("nl",)
    assert unnamed_languages(context, ("nl",)) == ()
    assert elision_problem("net", context) is None


# -- a named language that is the wrong neighbour ---------------------------------------------------


@pytest.mark.parametrize(
    "left_out, context, named",
    [
        ("ně", "To běšo wjelgin raźone a ně jo se wót luźi derje pśiwzeło.", "cs"),  # Lower Sorbian "no"; Czech "them"
        ("मा", "मनसि व्याकुले चक्षुः पश्यन्नपि न मा पश्यति ।", "ne"),  # Sanskrit "do not"; Nepali "in"
        ("sine", "Mucius augur multa sine narrare de C.", "en"),  # Latin "without"
        ("neu", "Mucius augur neu multa narrare de C.", "de"),  # Latin "nor"; a German false friend
        ("ga", "Apple e nyaka ga go reka JSE ka tlhwatlhwa ta R1 billion", "sl"),  # Setswana "not"
    ],
)
def test_a_wrong_named_neighbour_does_not_hide_the_text_negation(left_out: str, context: str, named: str) -> None:
    from spacy_quoteverify.lang.negation import vouched_languages

    langs = text_languages(context, named)
    assert langs and langs[0] == named
    assert named not in vouched_languages(context, langs)  # ruled out by the detector, or not nameable
    assert elision_problem(left_out, context) == "negation_elided"
    assert elision_problem(left_out, context, named) == "negation_elided"
    quote = context.replace(f" {left_out} ", " … ", 1)
    assert verify_quote(quote, context, lang=named).reason == "negation_elided"


@pytest.mark.parametrize(
    "left_out, context, named",
    [
        ("ně", "Čekali jsme na ně celé odpoledne před nádražím.", "cs"),
        ("se", "Los pacientes se recuperaron pronto después del tratamiento.", "es"),
        ("net", "De patiënten werden behandeld en het ging net iets beter met hen.", "nl"),
    ],
)
def test_a_rightly_named_language_keeps_its_everyday_words(left_out: str, context: str, named: str) -> None:
    from spacy_quoteverify.lang.negation import vouched_languages

    assert named in vouched_languages(context, text_languages(context, named) or ())
    assert elision_problem(left_out, context, named) is None


def test_vouched_languages_are_the_known_ones_the_detector_does_not_rule_out() -> None:
    from spacy_quoteverify.lang.negation import possible_languages, vouched_languages

    for context in ("The drug was given to every patient.", "To běšo wjelgin raźone a jo se wót luźi derje pśiwzeło."):
        for named in ("en", "cs", "lb", None):
            langs = text_languages(context, named) or ()
            vouched = vouched_languages(context, langs)
            assert set(vouched) <= set(langs)
            assert set(vouched) == {code for code in langs if code in possible_languages(context)}
            # Without a named language the known languages are the detector's confident ones.
            if named is None:
                assert vouched == langs
    with pytest.raises(TypeError):
        vouched_languages(None, ())  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(sorted(N._own_words("nl"))), min_size=1, max_size=8))
def test_words_of_the_known_language_never_show_another(words: List[str]) -> None:
    from spacy_quoteverify.lang.negation import unnamed_languages

    assert unnamed_languages(" ".join(words), ("nl",)) == ()


def test_an_unsure_check_reads_the_word_tables_of_the_languages_in_play_only(monkeypatch: pytest.MonkeyPatch) -> None:
    from spacy_quoteverify.lang import lexicons as L
    from spacy_quoteverify.lang.negation import possible_languages

    read: List[str] = []
    real = L._lookups_table

    def spy(lang: str, table: str) -> dict:
        read.append(lang)
        return real(lang, table)

    for cached in (L._known_words, L._known_lemmas, L._lemma_of):
        cached.cache_clear()
    N.clear_caches()
    monkeypatch.setattr(L, "_lookups_table", spy)
    # The spy sees the tables built: with the run's table cache on, one built earlier is read instead.
    monkeypatch.setenv(tablecache.ENV_VAR, "off")
    context = "incidents"
    assert detect_language(context)[1] < N.DETECTION_CONFIDENCE
    in_play = possible_languages(context)
    assert elision_problem("incidents", context) is None
    assert read and set(read) <= set(in_play)
    assert not {"es", "it", "pl", "tr", "hu", "lt", "ru"} & set(read)
    assert elision_problem("unsafe", "The drug was unsafe") == "negation_elided"


def test_possible_languages_keeps_the_detector_best_and_what_the_words_show() -> None:
    from spacy_quoteverify.lang.negation import possible_languages

    found = possible_languages("Die Patienten")
    assert "de" in found and not set(N._unnamed_lexicon_languages()) & set(found)
    assert possible_languages("12, 13.") == ()
    # A short Danish sentence read as German: its own word "hvem" brings Danish in.
    context = "Hvem er udefinerbar Frankrings president?"
    assert "da" in N._affix_languages(context, text_languages(context) or ())
    assert elision_problem("udefinerbar", context) == "negation_elided"
    with pytest.raises(TypeError):
        possible_languages(None)  # type: ignore[arg-type]


def test_the_word_alone_brings_its_language_affixes_in() -> None:
    context = "London er en urørligt storby i Storbritannien."
    assert "da" not in (text_languages(context) or ())
    assert elision_problem("urørligt", context) == "negation_elided"
    assert elision_problem("urørligt", context, "da") == "negation_elided"


def test_unnamed_languages_rejects_a_non_string() -> None:
    from spacy_quoteverify.lang.negation import unnamed_languages

    with pytest.raises(TypeError):
        unnamed_languages(None)  # type: ignore[arg-type]


def test_the_edit_matcher_view_judges_by_the_window_languages() -> None:
    window = "Els pacients van ser tractats sense tractament."
    assert negations_in_context(window, window) == ["sense"]
    assert negations_in_context("Els pacients van ser tractats amb tractament.", window) == []


def test_detection_rejects_a_non_string_and_has_no_language_for_no_letters() -> None:
    with pytest.raises(TypeError):
        detect_language(12)  # type: ignore[arg-type]
    assert detect_language("12, 13.") == (None, 0.0)


@settings(max_examples=200, deadline=None)
@given(word=st.sampled_from(["won't", "n't", "can't", "n'est", "n'a", "nient'", "'di", "ain't", "shan't"]),
       mark=st.sampled_from(list(APOSTROPHES)),
       upper=st.booleans())
def test_every_apostrophe_and_case_reads_the_same_negation(word: str, mark: str, upper: bool) -> None:
    spelled = word.replace("'", mark)
    spelled = spelled.upper() if upper else spelled
    assert elided_negation(f"x {spelled} y") is not None
    assert find_negation(f"x {spelled} y") is not None


@pytest.mark.parametrize(
    "word,lang,negated",
    [
        ("unable", "en", True), ("unchanged", "en", True), ("inadequate", "en", True),
        ("impossible", "en", True), ("illegal", "en", True), ("irregular", "en", True),
        ("careless", "en", True), ("inability", "en", True), ("nonsignificant", "en", True),
        ("under", "en", False), ("until", "en", False), ("universe", "en", False), ("unit", "en", False),
        ("uniform", "en", False), ("union", "en", False), ("inside", "en", False), ("insure", "en", False),
        ("import", "en", False), ("inbound", "en", False), ("bless", "en", False), ("information", "en", False),
        ("unmöglich", "de", True), ("hoffnungslos", "de", True), ("unfall", "de", False), ("und", "de", False),
        ("невозможно", "ru", True), ("несколько", "ru", False), ("неделя", "ru", False),
        ("ilaçsız", "tr", True), ("hırsız", "tr", False),
        ("impossível", "pt", True), ("incapaz", "pt", True), ("irregular", "pt", True), ("ilegível", "pt", True),
        ("desleal", "pt", True), ("desconhecido", "pt", True), ("desnecessário", "pt", True),
        ("informado", "pt", False), ("importante", "pt", False), ("influente", "pt", False),
        ("desenvolvido", "pt", False), ("iluminar", "pt", False), ("interessante", "pt", False), ("impostos", "pt", False),
        ("necunoscut", "ro", True), ("nefericit", "ro", True), ("imposibil", "ro", True), ("inutil", "ro", True),
        ("nepot", "ro", False), ("nevoie", "ro", False), ("necesar", "ro", False), ("importantă", "ro", False),
        ("informat", "ro", False), ("influent", "ro", False),
        ("nemožný", "cs", True), ("neznámý", "cs", True), ("nevýhoda", "cs", True),
        ("nemoc", "cs", False), ("neděle", "cs", False), ("nebo", "cs", False), ("nejlepší", "cs", False),
        ("omöjlig", "sv", True), ("okänd", "sv", True), ("hopplös", "sv", True),
        ("olika", "sv", False), ("område", "sv", False), ("ofta", "sv", False), ("ordning", "sv", False),
        ("umulig", "da", True), ("ukendt", "da", True), ("håbløs", "da", True),
        ("under", "da", False), ("udvikling", "da", False), ("udøve", "da", False), ("uran", "da", False),
        ("ugerne", "da", False), ("universitet", "da", False),
        # Portuguese: widened endings, a-/an-, and verb forms that only begin with in-
        ("inadequado", "pt", True), ("insatisfatório", "pt", True), ("inapropriado", "pt", True),
        ("inaceitável", "pt", True), ("incerto", "pt", True), ("injusto", "pt", True), ("inválido", "pt", True),
        ("insegurança", "pt", True), ("anormal", "pt", True), ("atípico", "pt", True), ("assintomático", "pt", True),
        ("inglês", "pt", False), ("instituto", "pt", False), ("anotar", "pt", False), ("investido", "pt", False),
        ("inventado", "pt", False), ("impedido", "pt", False), ("analógico", "pt", False), ("amostra", "pt", False),
        ("apagar", "pt", False), ("impressionante", "pt", False), ("intensivo", "pt", False),
        # Romanian: ne- on any known word, in- on -ect, -iv, -at
        ("nesigur", "ro", True), ("necorespunzător", "ro", True), ("nesatisfăcător", "ro", True), ("neclar", "ro", True),
        ("incorect", "ro", True), ("nesemnificativ", "ro", True), ("ineficient", "ro", True), ("neavând", "ro", True),
        ("inactiv", "ro", True), ("inadecvat", "ro", True),
        ("nebun", "ro", False), ("nevastă", "ro", False), ("necaz", "ro", False), ("neapărat", "ro", False),
        ("negri", "ro", False), ("nepoții", "ro", False), ("insistat", "ro", False), ("impar", "ro", False),
        # Slovak, Croatian, Bosnian, Slovenian, Latvian ne- (onto verbs too)
        ("nemožný", "sk", True), ("neúspešný", "sk", True), ("nepomohol", "sk", True),
        ("nebo", "sk", False), ("nevesta", "sk", False), ("nemocnica", "sk", False), ("neskôr", "sk", False),
        ("nemoguć", "hr", True), ("nesiguran", "hr", True), ("neučinkovit", "hr", True),
        ("netko", "hr", False), ("nešto", "hr", False), ("nekoliko", "hr", False), ("nedjelja", "hr", False), ("nevjesta", "hr", False),
        ("nemoguć", "bs", True), ("nešto", "bs", False),
        ("nemogoč", "sl", True), ("nejasen", "sl", True), ("nekaj", "sl", False), ("nekdo", "sl", False), ("nedelja", "sl", False),
        ("nezinu", "lv", True), ("neiespējams", "lv", True), ("nedēļa", "lv", False),
        # Finnish caritive -ton/-tön and epä-, Estonian eba-, -matu, -setu, Icelandic ó-, Norwegian u-
        ("tehoton", "fi", True), ("tehottomia", "fi", True), ("työtön", "fi", True), ("epävarma", "fi", True),
        ("tekemättä", "fi", True), ("alaston", "fi", False), ("käytön", "fi", False), ("tuoton", "fi", False), ("epäillä", "fi", False),
        ("ebaefektiivne", "et", True), ("tulemusetu", "et", True), ("võimatu", "et", True), ("tegemata", "et", True),
        ("raamatu", "et", False), ("soovitatud", "et", False),
        ("óvirkur", "is", True), ("óljós", "is", True), ("ópera", "is", False), ("ólétt", "is", False),
        ("uvanlig", "nb", True), ("usikker", "nb", True), ("under", "nb", False), ("ubåt", "nb", False),
        ("umiddelbart", "nb", False), ("utvikling", "nb", False), ("utøve", "nb", False),
        ("uvanleg", "nn", True), ("uventa", "nn", True), ("under", "nn", False), ("ugras", "nn", False),
        # Serbian in Latin letters (checked against the Cyrillic word list), Bosnian in Cyrillic
        ("nezavisan", "sr", True), ("nemoguće", "sr", True), ("bezbedan", "sr", True), ("neispravno", "sr", True),
        ("nedelja", "sr", False), ("nevesta", "sr", False), ("nekoliko", "sr", False), ("negde", "sr", False),
        ("nešto", "sr", False), ("nemački", "sr", False), ("немачкој", "sr", False), ("неуролог", "sr", False),
        ("немогуће", "bs", True), ("независан", "bs", True), ("нешто", "bs", False), ("неколико", "bs", False),
        # Latvian: a rest the partial word list lacks counts, a whole word it holds does not
        ("neefektīvas", "lv", True), ("neefektīvs", "lv", True), ("neobjektīvs", "lv", True),
        ("nedēļās", "lv", False), ("nervs", "lv", False), ("neironu", "lv", False), ("neitrāla", "lv", False),
        # Albanian pa-/mos-, Esperanto ne-, Luxembourgish on-, Irish neamh-/mí-/do-, Gaelic neo-/mì-/do-, Latin in-/ne-
        ("pamundur", "sq", True), ("panjohur", "sq", True), ("mosmarrëveshje", "sq", True),
        ("paditur", "sq", False), ("pasur", "sq", False), ("paguar", "sq", False), ("pastaj", "sq", False), ("mosha", "sq", False),
        ("nekonata", "eo", True), ("neebla", "eo", True), ("nepo", "eo", False), ("malgranda", "eo", False), ("nevo", "eo", False),
        ("onméiglech", "lb", True), ("onbekannt", "lb", True), ("onsécher", "lb", True),
        ("ongeféier", "lb", False), ("onsen", "lb", False), ("onbedéngt", "lb", False),
        ("neamhspleách", "ga", True), ("míshásta", "ga", True), ("dodhéanta", "ga", True), ("doiléir", "ga", True),
        ("mínigh", "ga", False), ("domhan", "ga", False), ("doras", "ga", False), ("dochtúir", "ga", False),
        ("neo-chomasach", "gd", True), ("mì-thoilichte", "gd", True), ("do-dhèanta", "gd", True),
        ("neo", "gd", False), ("dochainnte", "gd", False),
        ("impossibilis", "la", True), ("incredibilia", "la", True), ("nescio", "la", True), ("nequeunt", "la", True),
        ("invenit", "la", False), ("inductus", "la", False), ("necesse", "la", False), ("nemus", "la", False),
        # mal- forms an opposite, not a negation; Welsh an-/di- are not recognised (see the lexicons' sources)
        ("malbona", "eo", False),
    ],
)
def test_negating_affixes_by_morphology(word: str, lang: str, negated: bool) -> None:
    from spacy_quoteverify.lang.lexicons import is_negation_word

    assert is_negation_word(word, lang) is negated


#: Languages whose negating affixes are checked against a word list (spacy-lookups-data's or
#: simplemma's); the affix class must draw words in each.
AFFIX_LANGUAGES = (
    "pt", "ro", "sk", "hr", "bs", "sl", "lv", "fi", "et", "is", "nb", "nn", "eo", "lb", "ga", "la", "fa", "hi",
)


@pytest.mark.parametrize("lang", AFFIX_LANGUAGES)
def test_the_affix_class_draws_words_in_every_affix_language(lang: str) -> None:
    sys.path.insert(0, "tests")
    from adversarial.negations import _affix_words

    from spacy_quoteverify.lang.lexicons import is_negation_word, negation_lexicon

    words = _affix_words(lang)
    assert len(words) >= 20
    assert all(is_negation_word(w, lang) for w in words)
    assert not set(words) & negation_lexicon(lang).false_friends


def test_a_verb_form_is_told_by_the_size_of_its_paradigm() -> None:
    from spacy_quoteverify.lang.lexicons import is_verb_form

    assert is_verb_form("informado", "pt") and is_verb_form("investiu", "pt")
    assert not is_verb_form("inadequado", "pt") and not is_verb_form("novo", "pt")
    assert not is_verb_form("uvanlig", "nb")  # no lemma lookup: never a verb form


@pytest.mark.parametrize(
    "lang,source,quote",
    [
        ("pt", "O tratamento foi inadequado para os doentes.", "O tratamento foi … para os doentes"),
        ("ro", "Rezultatul studiului este nesigur pentru pacienți.", "Rezultatul studiului este … pentru pacienți"),
        ("sk", "Liek nepomohol pacientom v nemocnici.", "Liek … pacientom v nemocnici"),
        ("fi", "Lääke oli tehoton potilaille sairaalassa.", "Lääke oli … potilaille sairaalassa"),
        ("nb", "Behandlingen var uvanlig for pasientene.", "Behandlingen var … for pasientene"),
        ("sr", "Ovaj sistem je nezavisan od ostalih delova mreže.", "Ovaj sistem je … od ostalih delova mreže"),
        ("sr", "Bilo je nemoguće doći do grada te noći.", "Bilo je … doći do grada te noći"),
        ("mk", "Лекот е невозможен за употреба кај децата.", "Лекот е … за употреба кај децата"),
        ("el", "Η ανικανότητα του συστήματος να λειτουργήσει ήταν εμφανής.", "Η … του συστήματος να λειτουργήσει ήταν εμφανής"),
        ("lv", "Šīs zāles bija neefektīvas pret vīrusu slimībām.", "Šīs zāles bija … pret vīrusu slimībām"),
        ("lb", "Et war onméiglech, mat him ze schwätzen.", "Et war … mat him ze schwätzen"),
        # participles and verbal adjectives read through their verb, nicht-, Persian and Hindi prefixes
        ("ru", "Эти данные остаются неподтверждёнными в клинических исследованиях.", "Эти данные остаются … в клинических исследованиях"),
        ("ru", "Препарат непроверенный и опасный для пациентов.", "Препарат … и опасный для пациентов"),
        ("ru", "Механизм бездействующий в условиях холода.", "Механизм … в условиях холода"),
        ("el", "Η διαδικασία παραμένει ανεξέλεγκτη για χρόνια.", "Η διαδικασία παραμένει … για χρόνια"),
        ("el", "Η νόσος ήταν αθεράπευτη σε εκείνη την εποχή.", "Η νόσος ήταν … σε εκείνη την εποχή"),
        ("de", "Die Methode ist nichtinvasiv und sicher für Kinder.", "Die Methode ist … und sicher für Kinder"),
        ("de", "Der Patient ist Nichtraucher und treibt viel Sport.", "Der Patient ist … und treibt viel Sport"),
        ("fa", "علت بیماری نا\u200cمعلوم است و درمان دشوار است.", "علت بیماری … است و درمان دشوار است"),
        ("fa", "این دارو بی\u200cخطر است و عوارض ندارد.", "این دارو … است و عوارض ندارد"),
        ("fa", "این روش غیرقابل قبول است برای بیماران.", "این روش … قبول است برای بیماران"),
        ("hi", "यह व्यक्ति मेरे लिए अपरिचित है और दूर रहता है।", "यह व्यक्ति मेरे लिए … है और दूर रहता है"),
        ("hi", "इस रोग का इलाज असंभव है इस समय।", "इस रोग का इलाज … है इस समय"),
    ],
)
def test_an_elided_affix_negation_is_refused_in_every_mode(lang: str, source: str, quote: str) -> None:
    from spacy_quoteverify import verify_quote

    for mode in (None, lang):
        assert verify_quote(quote, source, lang=mode).verified is False, mode


@pytest.mark.parametrize(
    "lang,source,quote",
    [
        ("nl", "Het resultaat was onmiddellijk duidelijk voor iedereen.", "Het resultaat was … duidelijk voor iedereen"),
        ("ru", "Лечение необходимое для всех пациентов клиники.", "Лечение … для всех пациентов клиники"),
        ("el", "Η θεραπεία είναι απαραίτητη για όλους τους ασθενείς.", "Η θεραπεία είναι … για όλους τους ασθενείς"),
        ("fa", "بیمار بعد از ناهار دارو را خورد.", "بیمار بعد از … دارو را خورد"),
        ("hi", "यह घटना अतीत की बात है और सब जानते हैं।", "यह घटना … की बात है और सब जानते हैं"),
    ],
)
def test_a_word_the_affix_rules_read_only_by_coincidence_may_be_elided(lang: str, source: str, quote: str) -> None:
    from spacy_quoteverify import verify_quote

    for mode in (None, lang):
        assert verify_quote(quote, source, lang=mode).verified is True, mode


@pytest.mark.parametrize("lang", ["ru", "el", "de", "hi", "fa"])
def test_the_affix_rule_classes_draw_words_in_every_rule_language(lang: str) -> None:
    sys.path.insert(0, "tests")
    from adversarial.negation_prefixes import affix_rule_words

    from spacy_quoteverify.lang.lexicons import is_negation_word, negation_lexicon

    words = affix_rule_words(lang)
    assert len(words) >= 20
    assert all(is_negation_word(w, lang) for w in words)
    assert not set(words) & negation_lexicon(lang).false_friends


@pytest.mark.parametrize(
    "sentence,ending,negates",
    [
        ("この薬は効かへん、患者は困った。", "へん", True),
        ("この薬は効かん、患者は困った。", "ん", True),
        ("この薬は効かねえ、患者は困った。", "ねえ", True),
        ("わからへん、と彼は言った。", "へん", True),
        ("この薬は効かない、患者は困った。", "ない", True),
        ("この薬は効きます、患者は喜んだ。", "ます", False),
        ("この本はへんな話だ、でも面白い。", "へん", False),
        ("患者はたくさん来た、医師は喜んだ。", "ん", False),
        # A set phrase negative in form only, cut apart by the segmenter: "must work".
        ("この薬は効くに違いありません、患者は喜んだ。", "ん", False),
    ],
)
def test_a_negating_ending_is_read_in_its_sentence(sentence: str, ending: str, negates: bool) -> None:
    from spacy_quoteverify import verify_quote
    from spacy_quoteverify.lang.negation import negation_in_context

    start = sentence.index(ending)
    found = negation_in_context(sentence, start, start + len(ending), "ja")
    assert (found is not None) is negates
    quote = sentence[:start] + "\u2026" + sentence[start + len(ending) :].rstrip("。")
    for mode in (None, "ja"):
        verdict = verify_quote(quote, sentence, lang=mode)
        assert verdict.verified is (not negates), (mode, verdict.reason)
        assert verdict.reason == (reasons.NEGATION_ELIDED if negates else None)


@pytest.mark.parametrize("text", ["복용하지 마시고", "하지 말라", "가지 마세요", "먹지 맙시다"])
def test_korean_prohibitive_is_found_across_the_space(text: str) -> None:
    assert negations(text, "ko")
    assert elided_negation(text)


def test_korean_drink_is_not_the_prohibitive() -> None:
    assert not negations("물을 마시고 쉬세요", "ko")


def test_no_before_a_number_is_the_abbreviation_of_numero() -> None:
    assert negations("registration no. 12345", "en") == []
    assert negations("No. 5) was given", "en") == []
    assert negations("He said no. 5 patients died.", "en") == ["no"]
    assert negations("no. The drug", "en") == ["no"]
    assert negations("there was no 5% gain", "en") == ["no"]


# -- the same answers through the component, under an English pipeline ----------------------------

ITEM_EXAMPLES = [
    ("ca", "Els pacients van ser tractats sense tractament.", "Els pacients van ser tractats … tractament", False),
    ("fi", "Lääke et toimi potilaalla hyvin.", "Lääke … toimi potilaalla hyvin", False),
    ("it", "Il farmaco non ha mai funzionato bene.", "Il farmaco non ha ... funzionato bene", False),
    ("et", "Ravim pole patsiendile abiks olnud.", "Ravim ... patsiendile abiks olnud", False),
    ("lt", "Pacientai liko be gydymo ligoninėje.", "Pacientai liko ... gydymo ligoninėje", False),
    ("nb", "Pasienten sa nei til behandlingen.", "Pasienten sa ... til behandlingen", False),
    ("id", "Obat itu tak bekerja dengan baik.", "Obat itu ... bekerja dengan baik", False),
    ("sv", "Läkemedlet hjälpte varken patienterna eller läkarna.", "Läkemedlet hjälpte ... patienterna eller läkarna", False),
    ("tl", "Ang gamot ay hindi gumana sa pasyente.", "Ang gamot ay ... gumana sa pasyente", False),
    ("en", "The drug won’t be given.", "The drug … be given", False),
    ("fr", "Ce module n'est plus maintenu.", "Ce module … plus maintenu", False),
    ("el", "Οι ασθενείς έμειναν χωρίς θεραπεία.", "Οι ασθενείς … θεραπεία", False),
    ("en", "Patients were unable to walk after surgery.", "Patients were … to walk after surgery", False),
    ("ko", "이 약을 복용하지 마시고 물을 드세요.", "이 약을 … 물을 드세요", False),
    ("en", "The trial (registration no. ISRCTN12345) enrolled 240 patients.", "The trial ... enrolled 240 patients", True),
    ("zh", "这个药特别有效，患者都很满意。", "这个药…有效，患者都很满意", True),
    ("de", "Die Studie läuft noch und wird im Mai beendet.", "Die Studie läuft … und wird im Mai beendet", True),
]


# -- negating prefixes in Cyrillic and Greek ---------------------------------------------------


@pytest.mark.parametrize(
    "word,lang,negated",
    [
        ("невозможно", "ru", True), ("неэффективно", "ru", True), ("бесполезный", "ru", True),
        ("некрасивый", "ru", True), ("небезопасный", "ru", True),
        ("некоторые", "ru", False), ("некий", "ru", False), ("невеста", "ru", False), ("несущий", "ru", False),
        ("нервов", "ru", False), ("несмотря", "ru", False), ("небеса", "ru", False),
        ("неможливо", "uk", True), ("незалежний", "uk", True), ("неефективний", "uk", True), ("безкорисний", "uk", True),
        ("небо", "uk", False), ("невістка", "uk", False), ("немовля", "uk", False), ("неділю", "uk", False),
        ("небудь", "uk", False), ("неначе", "uk", False), ("несуть", "uk", False),
        ("невъзможно", "bg", True), ("безопасен", "bg", True), ("неефективен", "bg", True),
        ("небе", "bg", False), ("невеста", "bg", False), ("неделя", "bg", False), ("нещата", "bg", False),
        ("небесата", "bg", False),
        ("непознат", "mk", True), ("безбеден", "mk", True), ("неуспешен", "mk", True),
        ("небо", "mk", False), ("невеста", "mk", False), ("некаде", "mk", False), ("неколку", "mk", False),
        ("недела", "mk", False), ("некогаш", "mk", False),
        ("независан", "sr", True), ("бескористан", "sr", True), ("неправилно", "sr", True),
        ("небо", "sr", False), ("невеста", "sr", False), ("недеља", "sr", False), ("неколико", "sr", False),
        ("негде", "sr", False),
        ("αδύνατος", "el", True), ("ανίκανος", "el", True), ("ανεπαρκής", "el", True), ("άχρηστος", "el", True),
        ("αδύνατη", "el", True), ("ανεπαρκώς", "el", True), ("ΑΔΥΝΑΤΟΣ", "el", True), ("ανάξιος", "el", True),
        ("ανικανότητα", "el", True), ("ανωριμότητας", "el", True), ("ασυνέπεια", "el", True),
        ("ασφάλεια", "el", False), ("αλήθεια", "el", False), ("ακρίβεια", "el", False),
        ("немогуће", "sr", True), ("невозможен", "mk", True),
        ("αγάπη", "el", False), ("αέρας", "el", False), ("ανάγκη", "el", False), ("άνθρωπος", "el", False),
        ("ανάλυση", "el", False), ("ανάλογα", "el", False), ("αναφορά", "el", False), ("άμεσα", "el", False),
        ("ανεπάρκεια", "el", True), ("ανισότητες", "el", True), ("αμεσότητα", "el", False),
        ("ΑΜΕΣΑ", "el", False), ("αμερική", "el", False), ("αναγνωστών", "el", False), ("ξεκλειδώνω", "el", False),
    ],
)
def test_negating_prefixes_in_cyrillic_and_greek(word: str, lang: str, negated: bool) -> None:
    from spacy_quoteverify.lang.lexicons import is_negation_word

    assert is_negation_word(word, lang) is negated


CYRILLIC_GREEK_EXAMPLES = [
    ("ru", "Этот метод невозможно применить к детям.", "Этот метод … применить к детям", False),
    ("ru", "Лечение оказалось некрасивым решением проблемы.", "Лечение оказалось … решением проблемы", False),
    ("uk", "Цей метод неможливо застосувати до дітей.", "Цей метод … застосувати до дітей", False),
    ("uk", "Ми зустрілися в неділю біля нової школи.", "Ми зустрілися в … біля нової школи", True),
    ("bg", "Този метод е неефективен при малките деца.", "Този метод е … при малките деца", False),
    ("bg", "Той видя невеста в бяла рокля на площада.", "Той видя … в бяла рокля на площада", True),
    ("sr", "Овај метод је неправилно примењен код деце.", "Овај метод је … примењен код деце", False),
    ("el", "Η μέθοδος είναι ανεπαρκής για τα παιδιά.", "Η μέθοδος είναι … για τα παιδιά", False),
    ("el", "Το φάρμακο ήταν άχρηστο για τους ασθενείς.", "Το φάρμακο ήταν … για τους ασθενείς", False),
    ("el", "Η ανεπάρκεια του φαρμάκου φάνηκε στους ασθενείς.", "Η … του φαρμάκου φάνηκε στους ασθενείς", False),
    ("el", "Η αύξηση ήταν ανάλογη με το κόστος της θεραπείας.", "Η αύξηση ήταν … με το κόστος της θεραπείας", True),
]


@pytest.mark.parametrize("lang,source,quote,faithful", ITEM_EXAMPLES + CYRILLIC_GREEK_EXAMPLES)
def test_examples_give_one_answer_in_every_mode(lang: str, source: str, quote: str, faithful: bool) -> None:
    import spacy

    from spacy_quoteverify import verify_quote
    from spacy_quoteverify.component import verify_answer

    for mode in (None, lang):
        assert verify_quote(quote, source, lang=mode).verified is faithful, mode
    for pipeline in ("en", "xx"):
        nlp = spacy.blank(pipeline)
        nlp.add_pipe("quote_verifier")
        doc = verify_answer(nlp, f"The text says \u201c{quote}\u201d [chunk 1].", [source])
        assert [s._.verified for s in doc.spans["quotes"]] == [faithful], pipeline


@pytest.mark.parametrize(
    "quote,source,faithful",
    [
        # Brazilian spellings spacy-lookups-data lacks ("ativo") are words of simplemma's dictionary.
        ("O sistema ficou … durante o teste", "O sistema ficou inativo durante o teste.", False),
        ("O resultado foi … para o estudo", "O resultado foi incorreto para o estudo.", False),
    ],
)
def test_a_rest_known_to_either_word_list_counts(quote: str, source: str, faithful: bool) -> None:
    from spacy_quoteverify import verify_quote

    for mode in (None, "pt"):
        assert verify_quote(quote, source, lang=mode).verified is faithful, mode


def test_without_a_word_list_a_prefix_counts_unchecked() -> None:
    """Belarusian has no word list to check the rest of "немагчыма" against: the prefix alone
    makes the word a negation (refused rather than verified), its listed everyday words aside."""
    from spacy_quoteverify import verify_quote
    from spacy_quoteverify.lang import lexicons

    assert not lexicons.has_known_words("be")
    lex = lexicons.negation_lexicon("be")
    assert lex.matches("немагчыма") and lex.matches("бясплатны")
    assert not lex.matches("неба") and not lex.matches("нешта")
    assert verify_quote("Гэты метад … выкарыстаць", "Гэты метад немагчыма выкарыстаць.").verified is False
    assert verify_quote("Учора … было шэрае", "Учора неба было шэрае.").verified is True



def _reference_detection(text: str) -> tuple:
    """What detect_language, possible_languages and likely_languages gave when each asked the
    detector itself (before one detection served the three)."""
    values = N._detector().compute_language_confidence_values(N._encodable(text))
    top = (values[0].language.iso_code_639_1.name.lower(), float(values[0].value)) if values else (None, 0.0)
    possible: List[str] = []
    for value in values:
        if value.value < N.RULED_OUT:
            break
        lex = N._lexicon(value.language.iso_code_639_1.name.lower())
        if lex is not None and lex.lang not in possible:
            possible.append(lex.lang)
    likely: List[str] = []
    for value in values:
        lex = N._lexicon(value.language.iso_code_639_1.name.lower())
        if lex is not None and lex.lang not in likely:
            likely.append(lex.lang)
        if len(likely) >= N._LIKELY:
            break
    return top, tuple(possible), tuple(likely)


@pytest.mark.parametrize(
    "text",
    [
        "The drug was given to every patient.",
        "Els pacients van ser tractats sense tractament.",
        "incidents",
        "Οι ασθενείς έμειναν χωρίς θεραπεία.",
        "数は少ない",
        "An der Zäit hunn sech den Nordwand an d’Sonn gestridden",
        "\ud800 lone surrogate and words",
    ],
)
def test_one_detection_serves_the_three_language_questions(text: str) -> None:
    N.clear_caches()
    (code, confidence), possible, likely = _reference_detection(text)
    # The detector's confidences may differ in their last bits from one call to the next.
    assert N.detect_language(text)[0] == code
    assert N.detect_language(text)[1] == pytest.approx(confidence, rel=1e-9, abs=1e-12)
    assert (N.possible_languages(text), N.likely_languages(text)) == (possible, likely)


@pytest.mark.parametrize(
    "word, context, lang",
    [
        ("No", "No patients improved after treatment.", None),
        ("Not", "Not all patients improved after treatment.", "en"),
        ("won’t", "The drug won’t reduce mortality.", None),
        ("δεν", "δεν υπάρχει σενάριο στη νέα έκδοση του πακέτου", None),
        ("غير", "إنشاء الترابط غير مدعوم على win32", None),
        ("sense", "Els pacients van ser tractats sense tractament.", None),
        # The detector reads the sentence as another language; with none named it rules nothing out.
        ("ni", "El ni gato come pescado.", None),
        ("ikkje", "London ikkje er en stor by i Storbritannia.", None),
        # Read as Latin; Dutch "knapt" (snaps), set aside by the Dutch lexicon, is no Dutch here.
        ("knapt", "London er en knapt stor by i Storbritannia.", None),
    ],
)
def test_a_negation_word_before_a_quotation_governs_it(word: str, context: str, lang: Optional[str]) -> None:
    assert N.negation_before(word, context, lang) == "negation_cut"


@pytest.mark.parametrize(
    "word, context, lang",
    [
        # Everyday words of the text's language that negate in another one.
        ("La", "La araña come moscas.", "es"),
        ("La", "La araña come moscas.", None),
        ("San", "San Francisco considers banning sidewalk delivery robots.", None),
        ("Jo", "Jo Smith said the drug works well in adults.", "en"),
        # An affix negates its own stem, not the word after it.
        ("unable", "They were unable to walk.", None),
        ("non-inferior", "The drug was non-inferior to placebo in adults.", None),
        ("was", "The drug was given daily.", None),
    ],
)
def test_other_words_before_a_quotation_do_not(word: str, context: str, lang: Optional[str]) -> None:
    assert N.negation_before(word, context, lang) is None


def test_negation_before_checks_its_arguments() -> None:
    with pytest.raises(TypeError, match="text must be str"):
        N.negation_before(3, "context")  # type: ignore[arg-type]


# -- letters no covered language writes (CLDR exemplar characters) -------------------------------

from spacy_quoteverify.lang import lexicons as L  # noqa: E402


def test_every_lexicon_language_has_cldr_letters_or_is_listed_without() -> None:
    import json
    from importlib import resources

    data = json.loads((resources.files("spacy_quoteverify") / "data" / "exemplars.json").read_text(encoding="utf-8"))
    langs = set(L.available_languages("negations"))
    assert set(data["languages"]) | set(data["without"]) == langs
    assert not set(data["languages"]) & set(data["without"])
    assert sorted(data["without"]) == ["grc", "ht", "la", "lij", "st", "tn"]  # none in CLDR 41's common/main
    import unicodedata

    import regex

    for lang in data["languages"]:
        main, auxiliary = L.exemplar_letters(lang)
        assert main and not main & auxiliary, lang
        for char in main | auxiliary:
            assert unicodedata.normalize("NFC", char) == char and char.lower() == char, (lang, char)
        # The main letters hold letters of every script the lexicon is written in.
        for script in N._lexicon(lang).scripts:
            assert any(regex.match(rf"\p{{Script={script}}}", char) for char in main), (lang, script)
    assert L.exemplar_letters("grc") is None


def test_letters_no_covered_language_writes_rule_the_text_out() -> None:
    # Uyghur in Arabic letters (ې, ڭ, ۋ: no Arabic, Persian or Urdu letters).
    text = "بىر قانچە قېتىم خاتالاشتىڭىز."
    assert N.unwritten_letters(text) == "Arabic"
    assert N.uncovered_language(text) == "und-Arabic"
    assert elision_problem("قانچە", text) == reasons.LANGUAGE_NOT_COVERED
    # Sorani Kurdish (ڕ, ێ, ۆ, ە), too short for CLD3 to be asked.
    assert N.unwritten_letters("دروستکردن و دەستکاریکردنی دەنگ") == "Arabic"


def test_letters_are_not_judged_without_foreign_words() -> None:
    assert N.unwritten_letters("The drug did not reduce mortality.") is None  # ASCII
    # Capitalised words are names: not counted.
    assert N.unwritten_letters("Müller and Dvořák did not agree with Janáček on the dates.") is None
    # One word with a foreign letter is a loanword or a name.
    assert N.unwritten_letters("The pianist played the robota theme of dvořák again tonight.") is None
    # Only the script's letters are compared: a modifier apostrophe (a letter of no script) is none.
    text = ("The results donʼt show it, and we didnʼt expect that they wouldnʼt reduce the rate in the "
            "older patients of the trial, as the authors had hoped.")
    assert len(text) >= N.RULES_OUT_FROM and N.unwritten_letters(text) is None
    # Letters whatever their style: small capitals, a PDF's ligatures.
    text = "ᴛʜᴇ ᴅʀᴜɢ ᴅɪᴅ ɴᴏᴛ ʀᴇᴅᴜᴄᴇ ᴍᴏʀᴛᴀʟɪᴛʏ ɪɴ ᴏʟᴅᴇʀ ᴀᴅᴜʟᴛꜱ, ᴀɴᴅ ᴛʜᴇ ᴀᴜᴛʜᴏʀꜱ ᴅɪᴅ ɴᴏᴛ ꜰɪɴᴅ ᴀɴʏ ᴇꜰꜰᴇᴄᴛ ᴏɴ ᴛʜᴇ ʀᴀᴛᴇ ᴏꜰ ꜱᴛʀᴏᴋᴇ ᴇɪᴛʜᴇʀ."
    assert len(text) >= N.RULES_OUT_FROM and N.unwritten_letters(text) is None
    text = ("The ﬁrst ﬁnding of the trial was not signiﬁcant, and the second ﬁnding was not either; the "
            "authors conclude that the drug had no eﬀect on the ﬁnal outcome.")
    assert len(text) >= N.RULES_OUT_FROM and N.unwritten_letters(text) is None
    # A letter no CLDR locale lists tells no language: the alef wasla of Quranic spelling (Al-Fatiha).
    text = ("ٱلْحَمْدُ لِلَّهِ رَبِّ ٱلْعَـٰلَمِينَ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ مَـٰلِكِ يَوْمِ ٱلدِّينِ إِيَّاكَ نَعْبُدُ وَإِيَّاكَ نَسْتَعِينُ "
            "ٱهْدِنَا ٱلصِّرَٰطَ ٱلْمُسْتَقِيمَ")
    assert len(text) >= N.RULES_OUT_FROM and N.unwritten_letters(text) is None
    # Unspaced scripts have no words to count.
    assert N.unwritten_letters("这个药特别有效，患者都很满意。") is None


def test_a_nameable_language_vouches_only_where_the_detector_does_not_rule_it_out() -> None:
    """Czech writes the ý and ň of Turkmen, Turkish does not; the detector reads the text as
    Turkish (from RULES_OUT_FROM characters on). Messages of the Turkmen catalogue of GTK 2
    (Debian's libgtk2.0-common)."""
    text = ("AtkHypertekstyň şymatky baglaýyşlaryň sany. BMP resim hili. BMP resimde arkalanmaýan başlyg "
            "ululyky bar. Bu faýl bir GIF faýl bolmaly däl.")
    assert len(text) >= N.RULES_OUT_FROM
    assert "cs" not in N.possible_languages(text)
    assert N.unwritten_letters(text) == "Latin"
    assert elision_problem("däl", text) == reasons.LANGUAGE_NOT_COVERED
    # Shorter, the detector rules nothing out: a Serbian sentence lingua reads as Russian is
    # written in Serbian letters (a stress mark on one word).
    assert "sr" not in N.possible_languages("Moj ћа́ле је инжењер!")
    assert N.unwritten_letters("Moj ћа́ле је инжењер!") is None


def test_languages_the_detector_cannot_name_vouch_by_their_own_letters() -> None:
    # Lower Sorbian (its main letters ź, ě, š, ć), which lingua cannot name.
    assert N.unwritten_letters("Zwóstanjo pótakem hyšći wjele źěła.") is None
    # Ancient Greek, without CLDR letters (ᾷ, ῷ are none of Modern Greek's): by its own words.
    assert L.exemplar_letters("grc") is None
    assert N.unwritten_letters("Ἀντίγονος ὁ βασιλεὺς ἐπεκώμαζε τῷ Ζήνωνι") is None


def test_letters_rule_on_real_sentences(pools) -> None:
    """False alarms of the letter rule on real sentences of covered languages: none may refuse
    more than 1% together with CLD3 (the test above); alone, none at all. Uyghur, written in
    letters no covered language of its script writes, is caught in nine sentences of ten (CLD3
    does not know it: one of 25 before)."""
    covered, uncovered = pools
    alarms = [s for s in covered if N.unwritten_letters(s.text) is not None]
    assert not alarms, [(s.lang, s.text[:40]) for s in alarms]
    # Written in full-width letters, the same sentences are written in the same letters.
    full_width = str.maketrans({c: chr(ord(c) + 0xFEE0) for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"})
    alarms = [s for s in covered if N.unwritten_letters(s.text.translate(full_width)) is not None]
    assert not alarms, [(s.lang, s.text[:40]) for s in alarms]
    uyghur = [s for s in uncovered if s.lang == "ug"]
    caught = [s for s in uyghur if N.uncovered_language(s.text) is not None]
    assert len(uyghur) >= 20 and len(caught) >= 0.9 * len(uyghur), (len(caught), len(uyghur))


# -- the vocabulary of the language a sentence is read as ----------------------------------------


#: Uncovered languages of the pool that no detector names, whose letters a covered neighbour with
#: a form table writes: the vocabulary rule is theirs.
_READ_AS_NEIGHBOURS = {"an", "ast", "crh", "fur", "ia", "li", "nds", "oc", "wa"}


def test_vocabulary_rule_on_real_sentences(pools) -> None:
    """:func:`unfamiliar_words` on real sentences: it flags at most one sentence in twenty of the
    covered languages (38 of 920 measured: Luxembourgish, Kurmanji, Tatar read as a neighbour;
    technical or rare words), and two sentences in five or more of the uncovered languages no
    detector names that are read as a covered neighbour (86 of 190 measured: Asturian,
    Aragonese, Occitan, Friulian, Interlingua, Limburgish, Low German, Walloon, Crimean Tatar)."""
    covered, uncovered = pools
    alarms = [s for s in covered if N.unfamiliar_words(s.text) is not None]
    assert len(alarms) <= len(covered) // 20, [(s.lang, s.text[:40]) for s in alarms]
    named = [s for s in uncovered if s.lang in _READ_AS_NEIGHBOURS and N.uncovered_language(s.text) is None]
    caught = [s for s in named if N.unfamiliar_words(s.text) is not None]
    assert len(named) >= 150 and len(caught) >= 0.4 * len(named), (len(caught), len(named))
    assert {s.lang for s in caught} == _READ_AS_NEIGHBOURS


def test_vocabulary_rule_refuses_only_without_a_named_language(pools) -> None:
    """An elision in a sentence the rule flags is refused as not covered with no language named
    (None or "xx"), and judged by the named language's lexicon when one is named: the caller's
    word is taken."""
    _, uncovered = pools
    flagged = [s for s in uncovered if s.lang == "nds" and N.uncovered_language(s.text) is None and N.unfamiliar_words(s.text)]
    assert flagged
    text = flagged[0].text
    word = next(w for w in text.split()[1:-1] if w.isalpha() and not N.negates_as_written(w))
    for lang in (None, "xx"):
        assert elision_problem(word, text, lang) == reasons.LANGUAGE_NOT_COVERED
    assert elision_problem(word, text, N.unfamiliar_words(text)) is None


def test_only_form_tables_judge_vocabulary() -> None:
    assert L.has_form_table("es") and L.has_form_table("de") and L.has_form_table("tr")
    # simplemma's dictionaries and short tables do not count.
    assert not L.has_form_table("lv") and not L.has_form_table("nb") and not L.has_form_table("sw")
    # Too few words to tell, and a text no covered language is read as: None.
    assert N.unfamiliar_words("Dat is nich.") is None
    assert N.unfamiliar_words("") is None


@pytest.mark.parametrize("word", ["не\u0301", "\u0301не", "ни\u0301когда", "ні\u0301коли"])
@pytest.mark.parametrize("lang", [None, "en"])
def test_a_stressed_negation_is_one_without_a_named_language(word: str, lang: Optional[str]) -> None:
    # The pooled lookup (no language, or a language of another script) reads stress marks
    # as the lexicons do.
    assert N._word_negation.__wrapped__(word, lang) is not None
    assert N._word_negation.__wrapped__(word, lang) == _reference_word_negation(word, lang)


@pytest.mark.parametrize("source, faithful", [
    ("彼は薬を飲むなと言った。", False),
    ("彼は薬を買うなよと言った。", False),
    ("彼は薬を飲むなっと言った。", False),
    ("彼は薬を飲むならと言った。", True),
    ("彼は薬を夢のようなと言った。", True),
    ("彼は薬を良さそうなと言った。", True),
    ("彼は薬をいいなと言った。", True),
])
@pytest.mark.parametrize("lang", [None, "ja"])
def test_japanese_prohibitive_left_out(source: str, faithful: bool, lang: Optional[str]) -> None:
    # The prohibitive な after a verb's plain form negates; the same な after a noun, an
    # adjective or ような does not, nor the conditional なら.
    from spacy_quoteverify import verify_quote

    verdict = verify_quote("彼は薬を…と言った", source, lang=lang)
    assert verdict.verified is faithful, verdict.reason
    if not faithful:
        assert verdict.reason == "negation_elided"


# The negative quantifiers ("few", "little" and their equivalents): left out by an elision or
# cut off the start of a quotation, they turn the claim around.
FEW_LEFT_OUT = [
    ("en", "Few patients improved after the treatment.", "… patients improved after the treatment."),
    ("en", "There was little evidence that the drug worked.", "There was … evidence that the drug worked."),
    ("de", "Wenige Patienten besserten sich nach der Behandlung.", "… Patienten besserten sich nach der Behandlung."),
    ("de", "Es gab wenig Hinweise auf eine Wirkung des Mittels.", "Es gab … Hinweise auf eine Wirkung des Mittels."),
    ("fr", "Peu de patients se sont améliorés après le traitement.", "… de patients se sont améliorés après le traitement."),
    ("es", "Pocos pacientes mejoraron después del tratamiento.", "… pacientes mejoraron después del tratamiento."),
    ("it", "Pochi pazienti sono migliorati dopo il trattamento.", "… pazienti sono migliorati dopo il trattamento."),
    ("pt", "Poucos pacientes melhoraram após o tratamento.", "… pacientes melhoraram após o tratamento."),
    ("nl", "Weinig patiënten verbeterden na de behandeling.", "… patiënten verbeterden na de behandeling."),
    ("ru", "Мало пациентов поправились после лечения.", "… пациентов поправились после лечения."),
    ("ru", "Немногие пациенты поправились после лечения.", "… пациенты поправились после лечения."),
    ("pl", "Niewielu pacjentów poprawiło się po leczeniu.", "… pacjentów poprawiło się po leczeniu."),
    ("pl", "Mało pacjentów poprawiło się po leczeniu.", "… pacjentów poprawiło się po leczeniu."),
    ("pl", "Niewiele pacjentów poprawiło się po leczeniu.", "… pacjentów poprawiło się po leczeniu."),
    ("el", "Λίγοι ασθενείς βελτιώθηκαν μετά τη θεραπεία.", "… ασθενείς βελτιώθηκαν μετά τη θεραπεία."),
    ("tr", "Az hasta tedaviden sonra iyileşti.", "… hasta tedaviden sonra iyileşti."),
]


@pytest.mark.parametrize("lang_code, source, quote", FEW_LEFT_OUT)
@pytest.mark.parametrize("named", [False, True])
def test_a_negative_quantifier_left_out_is_refused(lang_code: str, source: str, quote: str, named: bool) -> None:
    from spacy_quoteverify import verify_quote

    verdict = verify_quote(quote, source, lang=lang_code if named else None)
    assert verdict.verified is False
    assert verdict.reason in ("negation_elided", "negation_cut"), verdict.reason


# The positive quantity written with an article or in a fixed phrase ("a few", "a little",
# "ein wenig", "un peu", "un poco") is an additive phrase: left out whole, or before the
# passage, it leaves out no negation; its quantifier left out alone ("a … patients") is refused.
A_FEW = [
    ("en", "A few patients improved after the treatment.", "… patients improved after the treatment.", True),
    ("en", "A few patients improved after the treatment.", "patients improved after the treatment.", True),
    ("en", "A few patients improved after the treatment.", "A few … improved after the treatment.", True),
    ("en", "A few patients improved after the treatment.", "A … patients improved after the treatment.", False),
    ("en", "There was a little evidence that the drug worked.", "There was … evidence that the drug worked.", True),
    ("en", "The few patients who improved were young.", "The … patients who improved were young.", False),
    ("de", "Ein wenig Geduld half den Patienten sehr.", "… Geduld half den Patienten sehr.", True),
    ("fr", "Un peu de patience a beaucoup aidé les patients.", "… de patience a beaucoup aidé les patients.", True),
    ("es", "Un poco de paciencia ayudó mucho a los pacientes.", "… de paciencia ayudó mucho a los pacientes.", True),
    ("pt", "Um pouco de paciência ajudou muito os pacientes.", "… de paciência ajudou muito os pacientes.", True),
    ("hu", "Az orvos a beteget kezelte tegnap reggel.", "… orvos a beteget kezelte tegnap reggel.", True),
]


@pytest.mark.parametrize("lang_code, source, quote, faithful", A_FEW)
@pytest.mark.parametrize("named", [False, True])
def test_a_positive_quantity_phrase_is_additive(lang_code: str, source: str, quote: str, faithful: bool, named: bool) -> None:
    from spacy_quoteverify import verify_quote

    verdict = verify_quote(quote, source, lang=lang_code if named else None)
    assert verdict.verified is faithful, verdict.reason


# Concessive and affirming phrases that hold a negation word ("sin embargo", "no obstante",
# "sin duda", "without doubt", "тем не менее") are additive phrases: left out whole, they leave
# out no negation. A negation beside one still counts ("sin duda no"), and so does the phrase's
# negation left out alone ("There is … doubt"). Single words the affix rules read that mean
# "undoubtedly" ("zweifellos", "niewątpliwie", "nepochybně") are false friends.
NON_NEGATING_PHRASES = [
    ("es", "El fármaco, sin embargo, redujo la mortalidad.", "El fármaco … redujo la mortalidad", True),
    ("es", "El fármaco, no obstante, redujo la mortalidad.", "El fármaco … redujo la mortalidad", True),
    ("es", "El fármaco sin duda redujo la mortalidad.", "El fármaco … redujo la mortalidad", True),
    ("es", "Los datos, sin duda, no confirman el efecto.", "Los datos … confirman el efecto", False),
    ("pt", "O medicamento sem dúvida reduziu a mortalidade dos pacientes.", "O medicamento … reduziu a mortalidade dos pacientes", True),
    ("it", "Il farmaco ha senza dubbio ridotto la mortalità dei pazienti.", "Il farmaco ha … ridotto la mortalità dei pazienti", True),
    # "sans doute" is "probably" (a hedge: left out, it states a likelihood as fact); "sans aucun
    # doute" and "sans nul doute" affirm.
    ("fr", "Le médicament a sans doute réduit la mortalité des patients.", "Le médicament a … réduit la mortalité des patients", False),
    ("fr", "Le médicament a sans aucun doute réduit la mortalité des patients.", "Le médicament a … réduit la mortalité des patients", True),
    ("fr", "Le médicament n'a sans doute pas réduit la mortalité des patients.", "Le médicament n'a … réduit la mortalité des patients", False),
    ("de", "Das Medikament hat ohne Zweifel die Sterblichkeit der Patienten gesenkt.", "Das Medikament hat … die Sterblichkeit der Patienten gesenkt", True),
    ("de", "Das Medikament hat zweifellos die Sterblichkeit der Patienten gesenkt.", "Das Medikament hat … die Sterblichkeit der Patienten gesenkt", True),
    ("en", "The drug, no doubt, reduced the mortality of the patients.", "The drug … reduced the mortality of the patients", True),
    ("en", "The drug without question reduced the mortality of the patients.", "The drug … reduced the mortality of the patients", True),
    ("en", "The drug none the less reduced the mortality of the patients.", "The drug … reduced the mortality of the patients", True),
    ("en", "There is no doubt that the drug failed in these patients.", "There is … doubt that the drug failed in these patients", False),
    # "no doubt" is additive only as an adjunct set off by a comma, not as a determiner and noun.
    ("en", "There is no doubt that the drug failed in these patients.", "There is … that the drug failed in these patients", False),
    ("ru", "Лекарство, тем не менее, снизило смертность пациентов.", "Лекарство, … снизило смертность пациентов", True),
    ("ru", "Лекарство, несмотря ни на что, снизило смертность пациентов.", "Лекарство, … снизило смертность пациентов", False),
    ("pl", "Lek niewątpliwie zmniejszył śmiertelność pacjentów.", "Lek … zmniejszył śmiertelność pacjentów", True),
    ("pl", "Lek bez wątpienia zmniejszył śmiertelność pacjentów.", "Lek … zmniejszył śmiertelność pacjentów", True),
    ("cs", "Lék nepochybně snížil úmrtnost pacientů.", "Lék … snížil úmrtnost pacientů", True),
    ("nl", "Het middel heeft zonder twijfel de sterfte van de patiënten verlaagd.", "Het middel heeft … de sterfte van de patiënten verlaagd", True),
    ("sv", "Läkemedlet har icke desto mindre minskat dödligheten hos patienterna.", "Läkemedlet har … minskat dödligheten hos patienterna", True),
    ("ro", "Medicamentul a fără îndoială redus mortalitatea pacienților.", "Medicamentul a … redus mortalitatea pacienților", True),
    ("el", "Το φάρμακο χωρίς αμφιβολία μείωσε τη θνησιμότητα των ασθενών.", "Το φάρμακο … μείωσε τη θνησιμότητα των ασθενών", True),
]


# Approximate negators ("hardly", "seldom") written as one word or as a phrase whose words alone
# negate nothing ("à peine": "peine" is a noun): left out, or right before the passage, refused.
APPROXIMATE_NEGATORS = [
    ("fr", "Le médicament a à peine réduit la mortalité.", "Le médicament a … réduit la mortalité"),
    ("fr", "Le médicament a à peine réduit la mortalité.", "Le médicament a … peine réduit la mortalité"),
    ("fr", "Le médicament a à peine réduit la mortalité des patients.", "réduit la mortalité des patients"),
    ("fr", "Le médicament a difficilement réduit la mortalité.", "Le médicament a … réduit la mortalité"),
    ("es", "El fármaco rara vez redujo la mortalidad de los pacientes.", "El fármaco … redujo la mortalidad de los pacientes"),
    ("es", "El fármaco redujo a duras penas la mortalidad de los pacientes.", "El fármaco redujo … la mortalidad de los pacientes"),
    ("es", "El fármaco escasamente redujo la mortalidad de los pacientes.", "El fármaco … redujo la mortalidad de los pacientes"),
    ("it", "Il farmaco ha di rado ridotto la mortalità dei pazienti.", "Il farmaco ha … ridotto la mortalità dei pazienti"),
    ("nl", "Het middel heeft amper de sterfte van de patiënten verlaagd.", "Het middel heeft … de sterfte van de patiënten verlaagd"),
    ("ro", "Medicamentul a abia redus mortalitatea pacienților.", "Medicamentul a … redus mortalitatea pacienților"),
    ("ru", "Лекарство еле снизило смертность пациентов.", "Лекарство … снизило смертность пациентов"),
    ("pl", "Lek z trudem zmniejszył śmiertelność pacjentów.", "Lek … zmniejszył śmiertelność pacjentów"),
    ("ca", "El fàrmac amb prou feines va reduir la mortalitat dels pacients.", "El fàrmac … va reduir la mortalitat dels pacients"),
    ("el", "Το φάρμακο μόλις και μετά βίας μείωσε τη θνησιμότητα των ασθενών.", "Το φάρμακο … μείωσε τη θνησιμότητα των ασθενών"),
    # The family as checked against every lexicon: Danish knap, Lithuanian vos, Hindi बमुश्किल,
    # Romanian arareori, Azerbaijani nadir, Bulgarian едва.
    ("da", "Medicinen har knap nok nedsat dødeligheden hos patienterne.", "Medicinen har … nok nedsat dødeligheden hos patienterne"),
    ("lt", "Vaistas vos sumažino pacientų mirtingumą ligoninėje.", "Vaistas … sumažino pacientų mirtingumą ligoninėje"),
    ("hi", "दवा ने बमुश्किल रोगियों की मृत्यु दर को कम किया।", "दवा ने … रोगियों की मृत्यु दर को कम किया"),
    ("ro", "Medicamentul a redus arareori mortalitatea pacienților.", "Medicamentul a redus … mortalitatea pacienților"),
    ("az", "Bu dərman xəstələrin ölüm hallarını nadir hallarda azaldır.", "Bu dərman xəstələrin ölüm hallarını … hallarda azaldır"),
    ("bg", "Лекарството едва намали смъртността на пациентите.", "Лекарството … намали смъртността на пациентите"),
    # "Far from"-type phrases: left out, or right before the passage.
    ("en", "The drug was far from being effective in most patients.", "effective in most patients"),
    ("de", "Das Medikament war alles andere als wirksam bei den Patienten.", "Das Medikament war … wirksam bei den Patienten"),
    ("de", "Das Medikament war alles andere als wirksam bei den Patienten.", "wirksam bei den Patienten"),
    ("fr", "Le médicament était loin d'être efficace chez les patients.", "Le médicament était … efficace chez les patients"),
    ("fr", "Le médicament était loin d'être efficace chez les patients.", "efficace chez les patients"),
    ("es", "El fármaco estaba lejos de ser eficaz en los pacientes.", "El fármaco estaba … eficaz en los pacientes"),
    ("es", "El fármaco no fue eficaz en absoluto en los pacientes.", "El fármaco no fue eficaz … en los pacientes"),
    ("it", "Il farmaco era tutt'altro che efficace nei pazienti.", "Il farmaco era … efficace nei pazienti"),
    ("pt", "O medicamento estava longe de ser eficaz nos pacientes.", "eficaz nos pacientes"),
    ("nl", "Het middel was verre van effectief bij de patiënten.", "Het middel was … effectief bij de patiënten"),
    ("sv", "Läkemedlet var långt ifrån effektivt hos patienterna.", "Läkemedlet var … effektivt hos patienterna"),
    ("da", "Medicinen var langt fra effektiv hos patienterne.", "effektiv hos patienterne"),
    ("ru", "Лекарство было далеко не эффективным у пациентов.", "Лекарство было … эффективным у пациентов"),
    ("ru", "Лекарство ни в коем случае не снижало смертность пациентов.", "Лекарство … снижало смертность пациентов"),
]


@pytest.mark.parametrize("lang_code, source, quote", APPROXIMATE_NEGATORS)
@pytest.mark.parametrize("named", [False, True])
def test_an_approximate_negator_left_out_is_refused(lang_code: str, source: str, quote: str, named: bool) -> None:
    from spacy_quoteverify import verify_quote

    verdict = verify_quote(quote, source, lang=lang_code if named else None)
    assert verdict.verified is False
    assert verdict.reason in ("negation_elided", "negation_cut"), verdict.reason


def test_a_word_of_an_approximate_negator_phrase_alone_negates_nothing() -> None:
    from spacy_quoteverify import verify_quote

    for quote, source, lang in (
        ("Il a été condamné … de prison", "Il a été condamné à une peine de prison.", "fr"),
        ("El fármaco redujo … la mortalidad", "El fármaco redujo una vez más la mortalidad.", "es"),
        ("Han blev … over beslutningen hos sin chef", "Han blev amper over beslutningen hos sin chef.", "da"),
        # The false friends of the words added to the family: Dutch "knap" (clever), Spanish "vos"
        # (you), English "nadir" (the lowest point).
        ("Zij is een … meisje uit het dorp", "Zij is een knap meisje uit het dorp.", "nl"),
        ("Y … sabés que la casa es grande", "Y vos sabés que la casa es grande.", "es"),
        ("The market reached its … in the spring of that year", "The market reached its nadir in the spring of that year.", "en"),
    ):
        for named in (None, lang):
            assert verify_quote(quote, source, lang=named).verified is True, (quote, named)


@pytest.mark.parametrize("lang_code, source, quote, faithful", NON_NEGATING_PHRASES)
@pytest.mark.parametrize("named", [False, True])
def test_a_concessive_or_affirming_phrase_is_additive(lang_code: str, source: str, quote: str, faithful: bool, named: bool) -> None:
    from spacy_quoteverify import verify_quote

    verdict = verify_quote(quote, source, lang=lang_code if named else None)
    assert verdict.verified is faithful, verdict.reason
    if not faithful:
        assert verdict.reason == "negation_elided", verdict.reason


def test_a_phrase_opening_before_the_word_makes_it_additive() -> None:
    assert N.opens_additive_phrase("few", "patients", "There were a ")
    assert not N.opens_additive_phrase("few", "patients", "There were the ")
    assert not N.opens_additive_phrase("few", "patients", "Cub")  # no word cut in two


def test_an_elision_over_a_character_no_script_holds_is_refused() -> None:
    # An unassigned or private-use character cannot be read, so neither can whether the word it
    # stands in negates ("\u0ca9" inside a Kannada word, "\ue000" inside an English one).
    from spacy_quoteverify import verify_quote

    kannada = "\u0cac\u0cb0\u0cbe\u0c95\u0ccd \u0ca4\u0ca9\u0cb2\u0ccd\u0cb2 \u0caf\u0cbe\u0cb5\u0cbe\u0c97 \u0c9c\u0ca8\u0cbf\u0cb8\u0cbf\u0ca6\u0cb0\u0cc1"
    words = kannada.split()
    cases = [
        (f"{words[0]} \u2026 {' '.join(words[2:])}", kannada),
        ("The drug \u2026 reduce mortality", "The drug n\ue000t reduce mortality"),
    ]
    for quote, source in cases:
        assert verify_quote(quote, source).reason == "elision_uncovered_script", source


def test_a_word_that_starts_with_a_vowel_sign_is_read_whole() -> None:
    # A vowel sign written after a space has no letter to sit on, yet it starts the word: the
    # Tamil negating ending "\u0bbf\u0bb2\u0bcd\u0bb2\u0bc8" is read whole, not from the letter after the sign.
    from spacy_quoteverify import verify_quote

    source = "\u0b87\u0ba9\u0bbf\u0baf \u0bbf\u0bb2\u0bcd\u0bb2\u0bc8 \u0baa\u0bc1\u0ba4\u0bcd\u0ba4\u0bbe\u0ba3\u0bcd\u0b9f\u0bc1 \u0bb5\u0bbe\u0bb4\u0bcd\u0ba4\u0bcd\u0ba4\u0bc1\u0b95\u0bcd\u0b95\u0bb3\u0bcd"
    words = source.split()
    quote = f"{words[0]} \u2026 {' '.join(words[2:])}"
    for lang in (None, "ta"):
        assert verify_quote(quote, source, lang=lang).reason == "negation_elided"


# --- negative implicative verbs, verbs of ceasing, contrastive and exceptive phrases -----------

_NEGATIVE_VERBS = [
    ("en", "The company failed to report its losses.", "The company … report its losses"),
    ("en", "The company failed to report its losses.", "report its losses"),
    ("en", "The company failed to report its losses.", "to report its losses"),
    ("en", "Failed to report its losses, the company was fined.", "report its losses, the company was fined"),
    ("en", "The board refused to approve the merger.", "The board … approve the merger"),
    ("en", "The clinic stopped offering the treatment.", "The clinic … offering the treatment"),
    ("en", "The clinic stopped offering the treatment.", "offering the treatment"),
    ("en", "The patients refrained from smoking during the trial.", "The patients … smoking during the trial"),
    ("en", "The company no longer reports its losses.", "reports its losses"),
    ("de", "Die Firma versäumte es, ihre Verluste zu melden.", "Die Firma … ihre Verluste zu melden"),
    ("de", "Die Firma hörte auf, ihre Verluste zu melden.", "Die Firma … ihre Verluste zu melden"),
    ("de", "Die Firma hörte auf, ihre Verluste zu melden.", "ihre Verluste zu melden"),
    ("de", "Die Firma weigerte sich, die Verluste zu melden.", "Die Firma … sich, die Verluste zu melden"),
    ("fr", "L'entreprise a refusé de publier ses pertes.", "L'entreprise … publier ses pertes"),
    ("fr", "L'entreprise a cessé de publier ses pertes.", "publier ses pertes"),
    ("fr", "L'entreprise a omis d'inclure ses pertes.", "L'entreprise a … inclure ses pertes"),
    ("es", "La empresa dejó de publicar sus pérdidas.", "La empresa … publicar sus pérdidas"),
    ("es", "La empresa dejó de publicar sus pérdidas.", "publicar sus pérdidas"),
    ("es", "La empresa se negó a publicar sus pérdidas.", "La empresa se … publicar sus pérdidas"),
    ("it", "L'azienda smise di pubblicare le perdite.", "L'azienda … pubblicare le perdite"),
    ("it", "L'azienda si rifiutò di pubblicare le perdite.", "pubblicare le perdite"),
    ("pt", "A empresa deixou de publicar os prejuízos.", "A empresa … publicar os prejuízos"),
    ("pt", "A empresa recusou-se a publicar os prejuízos.", "A empresa … publicar os prejuízos"),
    ("nl", "Het bedrijf weigerde de verliezen te melden.", "Het bedrijf … de verliezen te melden"),
    ("nl", "Het bedrijf stopte met publiceren van de cijfers.", "Het bedrijf … publiceren van de cijfers"),
    ("ru", "Компания перестала публиковать свои убытки.", "Компания … публиковать свои убытки"),
    ("ru", "Компания перестала публиковать свои убытки.", "публиковать свои убытки"),
    ("ru", "Компания отказалась публиковать свои убытки.", "Компания … публиковать свои убытки"),
    ("pl", "Firma przestała publikować swoje straty.", "Firma … publikować swoje straty"),
    ("pl", "Firma odmówiła publikacji swoich strat.", "publikacji swoich strat"),
    # An adverb between the verb and its complement, a noun of failing, a verb of preventing.
    ("en", "The company failed repeatedly to report its losses.", "The company … to report its losses"),
    ("en", "The company failed repeatedly to report its losses.", "report its losses"),
    ("en", "The company's failure to report its losses was fined.", "The company's … to report its losses"),
    ("en", "The company was prevented from reporting its losses.", "reporting its losses"),
    ("en", "The company failed to report its losses.", '"The company", "report its losses"'),
    ("de", "Die Firma hörte sofort auf, ihre Verluste zu melden.", "Die Firma … ihre Verluste zu melden"),
    ("fr", "L'entreprise a refusé catégoriquement de publier ses pertes.", "L'entreprise … publier ses pertes"),
    ("es", "La empresa dejó definitivamente de publicar sus pérdidas.", "La empresa … publicar sus pérdidas"),
    ("es", "El niño dejó de ir al colegio en mayo.", "El niño … ir al colegio en mayo"),
    ("it", "Rifiutandosi di pubblicare i dati, la società ha perso.", "pubblicare i dati, la società ha perso"),
    ("ru", "Отказ публиковать данные стал ошибкой.", "публиковать данные стал ошибкой"),
    ("zh", "公司停止报告其亏损。", "公司…报告其亏损"),
    ("zh", "公司拒绝报告其亏损。", "公司…报告其亏损"),
    ("zh", "公司放弃报告其亏损。", "公司…报告其亏损"),
    ("ja", "会社は損失の報告を拒否した。", "会社は損失の報告を…した"),
    ("ja", "会社は損失の報告を怠った。", "会社は損失の報告を…った"),
]


@pytest.mark.parametrize("lang,source,quote", _NEGATIVE_VERBS)
def test_a_negative_verb_left_out_or_before_a_passage_is_refused(lang: str, source: str, quote: str) -> None:
    """A negative implicative verb or a verb of ceasing denies its complement as "not" does:
    left out by an elision, standing right before a passage, or cut from its complement by the
    passage's start, it is refused with and without the language."""
    from spacy_quoteverify import verify_quote

    for named in (None, lang):
        verdict = verify_quote(quote, source, lang=named)
        assert verdict.verified is False and verdict.reason in ("negation_elided", "negation_cut"), (quote, named, verdict.reason)


_CONTRASTS = [
    ("en", "The company reported its losses instead of its profits.", "The company reported … its profits"),
    ("en", "Instead of cutting costs, the company raised prices.", "cutting costs, the company raised prices"),
    ("en", "All patients except two recovered within a week.", "All patients … recovered within a week"),
    ("en", "All patients except two recovered within a week.", "two recovered within a week"),
    ("en", "The trial used placebo rather than the standard drug.", "The trial used placebo … the standard drug"),
    ("de", "Alle Patienten außer zwei erholten sich.", "Alle Patienten … erholten sich"),
    ("de", "Die Firma senkte die Preise statt der Kosten.", "Die Firma senkte … der Kosten"),
    ("fr", "Tous les patients sauf deux ont guéri.", "Tous les patients … ont guéri"),
    ("fr", "Au lieu de réduire les coûts, l'entreprise a augmenté les prix.", "réduire les coûts, l'entreprise a augmenté les prix"),
    ("fr", "Il a choisi le train au lieu d'utiliser sa voiture.", "utiliser sa voiture"),
    ("es", "Todos los pacientes excepto dos se recuperaron.", "Todos los pacientes … se recuperaron"),
    ("es", "La empresa subió los precios en lugar de reducir los costes.", "La empresa subió los precios … reducir los costes"),
    ("it", "Tutti i pazienti tranne due sono guariti.", "Tutti i pazienti … sono guariti"),
    ("pt", "Todos os pacientes exceto dois se recuperaram.", "Todos os pacientes … se recuperaram"),
    ("nl", "Alle patiënten behalve twee herstelden snel.", "Alle patiënten … herstelden snel"),
    ("ru", "Все пациенты кроме двух выздоровели.", "Все пациенты … выздоровели"),
    ("ru", "Компания повысила цены вместо снижения затрат.", "снижения затрат"),
    ("pl", "Wszyscy pacjenci oprócz dwóch wyzdrowieli.", "Wszyscy pacjenci … wyzdrowieli"),
    # The negation of continuation, read as a phrase: a passage after its second word leaves it out.
    ("en", "The patient is not any longer sick after the treatment.", "sick after the treatment"),
    ("nb", "Pasienten er ikke lenger syk etter behandlingen.", "syk etter behandlingen"),
    ("nn", "Pasienten er ikkje lenger sjuk etter behandlinga.", "sjuk etter behandlinga"),
]


@pytest.mark.parametrize("lang,source,quote", _CONTRASTS)
def test_a_contrastive_or_exceptive_phrase_left_out_or_before_a_passage_is_refused(lang: str, source: str, quote: str) -> None:
    """"instead of", "rather than", "except" and their equivalents deny what they name."""
    from spacy_quoteverify import verify_quote

    for named in (None, lang):
        verdict = verify_quote(quote, source, lang=named)
        assert verdict.verified is False and verdict.reason in ("negation_elided", "negation_cut"), (quote, named, verdict.reason)


_ABSENCES = [
    ("en", "The study showed the absence of an effect on mortality.", "The study showed … an effect on mortality"),
    ("en", "The study showed the absence of an effect on mortality.", "an effect on mortality"),
    ("en", "The trial confirmed the drug's lack of efficacy in adults.", "The trial confirmed the drug's … efficacy in adults"),
    ("en", "The drug lacked efficacy in adults.", "The drug … efficacy in adults"),
    ("en", "Patients were free of symptoms after 5 days.", "Patients were … symptoms after 5 days"),
    ("en", "Patients were devoid of symptoms after 5 days.", "symptoms after 5 days"),
    ("en", "The trial demonstrated the failure of the drug in adults.", "The trial demonstrated … the drug in adults"),
    ("de", "Die Studie zeigte das Fehlen einer Wirkung auf die Sterblichkeit.", "einer Wirkung auf die Sterblichkeit"),
    ("de", "Die Studie zeigte einen Mangel an Wirkung auf die Sterblichkeit.", "Die Studie zeigte … Wirkung auf die Sterblichkeit"),
    ("fr", "L'étude a montré l'absence d'effet sur la mortalité.", "L'étude a montré … effet sur la mortalité"),
    ("fr", "L'étude a montré un manque d'efficacité chez l'adulte.", "efficacité chez l'adulte"),
    ("es", "El estudio mostró la ausencia de efecto sobre la mortalidad.", "efecto sobre la mortalidad"),
    ("es", "El estudio mostró la falta de eficacia en adultos.", "El estudio mostró … eficacia en adultos"),
    ("it", "Lo studio ha mostrato l'assenza di effetto sulla mortalità.", "Lo studio ha mostrato … effetto sulla mortalità"),
    ("pt", "O estudo mostrou a ausência de efeito na mortalidade.", "O estudo mostrou … efeito na mortalidade"),
    ("ru", "Исследование показало отсутствие эффекта на смертность.", "эффекта на смертность"),
    ("nl", "De studie toonde het ontbreken van een effect op de sterfte.", "De studie toonde … een effect op de sterfte"),
    ("sv", "Studien visade avsaknad av effekt på dödligheten.", "Studien visade … effekt på dödligheten"),
    ("zh", "研究显示对死亡率缺乏效果。", "研究显示对死亡率…效果"),
    ("ja", "研究は死亡率への効果の欠如を示した。", "研究は死亡率への効果の…を示した"),
    ("tr", "Çalışma ölüm oranı üzerinde etki eksikliği gösterdi.", "Çalışma ölüm oranı üzerinde etki … gösterdi"),
    ("ar", "أظهرت الدراسة غياب تأثير على الوفيات.", "أظهرت الدراسة … تأثير على الوفيات"),
    ("ar", "أظهرت الدراسة انعدام التأثير على الوفيات.", "التأثير على الوفيات"),
    ("he", "המחקר הראה היעדר השפעה על התמותה.", "המחקר הראה … השפעה על התמותה"),
    ("he", "המחקר הראה חוסר השפעה על התמותה.", "השפעה על התמותה"),
    ("fa", "مطالعه عدم تأثیر بر مرگ و میر را نشان داد.", "مطالعه … تأثیر بر مرگ و میر را نشان داد"),
    # Not yet, and short of: what follows has not happened.
    ("en", "The drug has yet to reduce mortality.", "The drug has … to reduce mortality"),
    ("en", "The drug has yet to reduce mortality.", "to reduce mortality"),
    ("en", "The drug is still to show any effect.", "The drug … show any effect"),
    ("en", "The drug fell short of reducing mortality.", "The drug … reducing mortality"),
    ("pt", "O remédio sequer reduziu a mortalidade.", "O remédio … reduziu a mortalidade"),
]


@pytest.mark.parametrize("lang,source,quote", _ABSENCES)
def test_a_word_of_absence_left_out_or_before_a_passage_is_refused(lang: str, source: str, quote: str) -> None:
    """"the absence of", "lack of", "free of" and their equivalents deny what they name as "no" does."""
    from spacy_quoteverify import verify_quote

    verdict = verify_quote(quote, source, lang=lang)
    assert verdict.verified is False and verdict.reason in ("negation_elided", "negation_cut"), (quote, verdict.reason)


@pytest.mark.parametrize(
    "lang,source,quote",
    [
        # "free of charge" is "without charge": left out whole, it leaves out no negation of the clause.
        ("en", "The drug is provided free of charge to patients in the trial.", "The drug is provided … to patients in the trial"),
        ("en", "The study showed the absence of an effect on mortality.", "The study showed the absence of an effect on mortality."),
        ("en", "The study showed the absence of an effect on mortality and a fall in strokes.", "the absence of an effect … and a fall in strokes"),
        ("en", "The free market grew quickly in the region after the reform.", "The … market grew quickly in the region after the reform."),
        ("en", "Patients were free to leave the hospital after 5 days.", "Patients were … to leave the hospital after 5 days."),
    ],
)
def test_a_word_of_absence_kept_or_without_its_preposition_verifies(lang: str, source: str, quote: str) -> None:
    from spacy_quoteverify import verify_quote

    verdict = verify_quote(quote, source, lang=lang)
    assert verdict.verified is True, (quote, verdict.reason)


@pytest.mark.parametrize(
    "lang,source,quote",
    [
        ("en", "The bus stopped at the station and the driver left.", "The bus stopped at the station … left"),
        ("en", "The bus stopped at the station and the driver left.", "The bus … at the station and the driver left"),
        ("en", "The bus stopped at the station and the driver left.", "at the station and the driver left"),
        ("en", "The bus stopped during the night and the driver left.", "The bus … during the night and the driver left"),
        ("en", "The driver stopped to check the tyres before the trip.", "The driver stopped to check the tyres"),
        ("en", "Revenue failed in one region and rose in every other.", "rose in every other"),
        ("es", "El autobús paró en la estación y el conductor dejó la casa.", "El autobús paró en la estación y el conductor … la casa"),
        ("fr", "La police a arrêté le suspect hier soir.", "La police a … le suspect hier soir"),
        ("nl", "De bus stopte bij het station en de chauffeur vertrok.", "De bus … bij het station en de chauffeur vertrok"),
        ("ru", "Кроме того, компания повысила цены в этом году.", "… компания повысила цены в этом году"),
        ("pl", "Oprócz tego firma podniosła ceny w tym roku.", "… firma podniosła ceny w tym roku"),
    ],
)
def test_the_same_verbs_without_their_complement_and_additive_phrases_verify(lang: str, source: str, quote: str) -> None:
    """"stopped at the station" denies nothing (the complement "to"/"-ing"/"from" is missing);
    "кроме того" (moreover) adds rather than excepts."""
    from spacy_quoteverify import verify_quote

    for named in (None, lang):
        verdict = verify_quote(quote, source, lang=named)
        assert verdict.verified is True, (quote, named, verdict.reason)


@pytest.mark.parametrize(
    "quote, source",
    [
        ("The drug did … reduce mortality", "The drug did n o t reduce mortality."),
        ("The drug did … reduce mortality", "The drug did N O T reduce mortality."),
        ("reduce mortality", "The drug did n o t reduce mortality."),
        ("The drug did n o", "The drug did n o t reduce mortality."),
        ("t reduce mortality", "The drug did n o t reduce mortality."),
        ("Die Therapie senkte die Sterblichkeit", "Die Therapie senkte die Sterblichkeit n i c h t."),
        ("die Sterblichkeit gesenkt", "Die Therapie hat n i c h t die Sterblichkeit gesenkt."),
        ("निर्माताओं की … और बीमा", "निर्माताओं की ब गै र और बीमा"),
    ],
)
@pytest.mark.parametrize("lang", [None, "named"])
def test_a_letter_spaced_negation_is_read_as_the_word(quote: str, source: str, lang: Optional[str]) -> None:
    from spacy_quoteverify import verify_quote

    named = None if lang is None else ("hi" if "की" in source else "de" if "Die" in source else "en")
    assert not verify_quote(quote, source, lang=named).verified


def test_letter_spaced_words_and_one_letter_words() -> None:
    from spacy_quoteverify.lang.negation import letter_spaced_words, unspace_letters

    assert unspace_letters("did n o t reduce") == "did not reduce"
    assert unspace_letters("e i pazienti") == "e i pazienti"  # two letters: two words
    # A one-letter word beside the spaced one reads as one more letter; every stretch is tried.
    assert "बगैर" in {w for _, _, w in letter_spaced_words("की ब गै र")}


@pytest.mark.parametrize("brk", ["-\n", "-\r\n", "\u00ad\n", "\u00ad", "\u2010\n", "\u00ac\n", "\u2e17\n", "- ", "=\n"])
def test_a_negation_broken_across_a_line_is_read_whole(brk: str) -> None:
    from spacy_quoteverify import verify_quote

    source = f"The drug has nev{brk}er reduced mortality."
    for quote in ("The drug has … reduced mortality", "reduced mortality"):
        assert verify_quote(quote, source).verified is False, (quote, brk)
    closing = f"Das Medikament senkte die Sterblichkeit kei{brk}neswegs."
    assert verify_quote("Das Medikament senkte die Sterblichkeit", closing, lang="de").verified is False


@pytest.mark.parametrize(
    "before, after, negated",
    [
        ("Weder das Medikament noch ", "das Placebo senkte die Sterblichkeit.", True),
        ("Weder das neue Medikament, noch ", "das Placebo senkte die Sterblichkeit.", True),
        ("Varken läkemedlet eller ", "placebo minskade dödligheten.", True),
        ("Verken legemidlet eller ", "placebo reduserte dødeligheten.", True),
        ("Nog die medisyne nog ", "die plasebo het sterftes verminder.", True),
        # The second member alone is an everyday word: "still", "or".
        ("Er nahm immer noch ", "das Placebo.", False),
        ("Läkemedlet eller ", "placebo minskade dödligheten.", False),
    ],
)
def test_the_second_member_of_neither_nor_is_read_with_the_first(before: str, after: str, negated: bool) -> None:
    from spacy_quoteverify.lang.negation import phrase_negation_at

    assert (phrase_negation_at(before, after) is not None) is negated


# -- phrase patterns read lexicon by lexicon -----------------------------------------------------


def _corpus_texts(every: int) -> List[str]:
    """The sources and quotations of every ``every``-th row of the bundled corpus."""
    import json

    path = Path(N.__file__).resolve().parent.parent / "corpus" / "quotes.jsonl"
    texts: List[str] = []
    with open(path, encoding="utf-8") as lines:
        for k, line in enumerate(lines):
            if k % every == 0 and line.strip():
                row = json.loads(line)
                texts += [str(row["source"]), str(row["quote"])]
    return texts


def test_phrase_matches_lexicon_by_lexicon_are_those_of_the_one_alternation() -> None:
    # The lexicon-by-lexicon reading (_phrase_matches) against the one alternation of every
    # lexicon's phrase patterns it stands for: the same matches in the same order, on corpus
    # texts as written and in key form (as negation_in_context reads them).
    (merged,) = N._phrase_patterns()
    found = 0
    written = ["The company failed to report its losses, rather than no longer", "La empresa dejó de publicar sus pérdidas",
               "הוא אף פעם לא", "먹지 말라고 했다", "Il a cessé de publier, au lieu de répondre"]
    for text in written + _corpus_texts(220):
        for read in dict.fromkeys((text, N._lexicons().word_key(text))):
            expected = [(m.start(), m.end(), m.group()) for m in merged.finditer(read, overlapped=True)]
            assert [(m.start(), m.end(), m.group()) for m in N._phrase_matches(read)] == expected, read
            found += len(expected)
    assert found > 30  # the corpus's phrase negations are read, not only texts without one


def test_phrase_lexicons_of_a_text_are_those_whose_scripts_it_writes() -> None:
    # Each script looked for once (_phrase_lexicons_of) against each lexicon's scripts looked for in turn.
    for text in ["אף פעם", "failed to", "먹지 말라고", "Число 12 и café", "12%", ""] + _corpus_texts(11):
        expected = [lex for lex in N._phrase_lexicons() if any(N._script_pattern(name).search(text) for name in lex.scripts)]
        assert N._phrase_lexicons_of(text) == expected, text
        among = {"en", "fr", "he", "ko", "ru", "sr", "xx"}
        assert N._phrase_lexicons_of(text, among=among) == [lex for lex in expected if lex.lang in among], text


_PHRASE_TEXTS = ["The company failed to report its losses, rather than no longer", "La empresa dejó de publicar sus pérdidas",
                 "La empresa subió los precios en lugar de reducir los costes.", "הוא אף פעם לא", "먹지 말라고 했다",
                 "Il a cessé de publier, au lieu de répondre", "Er hat anstatt zu zahlen, es sei denn", "ikke længere"]


def test_literal_starts_begin_every_match_of_a_phrase_pattern() -> None:
    # Every match of every lexicon's phrase patterns, in corpus texts as written and in key form,
    # starts with one of the starts read off its pattern (where they can be read).
    read_off = 0
    for lexicon in N._phrase_lexicons():
        for pattern in lexicon.phrase_patterns:
            starts = N.literal_starts(pattern)
            if starts is None:
                continue
            read_off += 1
            for text in _PHRASE_TEXTS + _corpus_texts(388):
                for read in (text, N._lexicons().word_key(text)):
                    for m in pattern.finditer(read, overlapped=True):
                        assert read.startswith(tuple(starts), m.start()), (pattern.pattern, read, m.group())
    assert read_off > 300  # nearly every pattern gets starts


def test_literal_starts_of_patterns_read_no_further_than_they_can() -> None:
    import regex

    assert N.literal_starts(regex.compile(r"(?:no|ne)?pas")) == frozenset({"nopa", "nepa", "pas"})
    assert N.literal_starts(regex.compile(r"x*y")) == frozenset({"x", "y"})  # "y" alone, or "x" repeated
    assert N.literal_starts(regex.compile(r"a|\w")) is None
    assert N.literal_starts(regex.compile(r"ab", regex.IGNORECASE)) is None
    assert N.literal_starts(regex.compile(r"(?i)ab")) is None
    assert N.literal_starts(regex.compile(r"(a)\1")) is None  # a back reference is not read
    assert N.literal_starts(regex.compile(r"[^a]b")) is None
    assert N.literal_starts(regex.compile(r"(?<=x)a{2,}b")) == frozenset({"a"})
    assert N.literal_starts(regex.compile(r"a{0,2}b")) == frozenset({"a", "b"})


def test_phrase_places_are_every_place_a_literal_start_begins() -> None:
    # One scan with the trie lookahead against every start tried at every position.
    _, by_start = N._phrase_start_index()
    for text in _PHRASE_TEXTS + _corpus_texts(244):
        for read in dict.fromkeys((text, N._lexicons().word_key(text))):
            expected: dict = {}
            for at in range(len(read)):
                for start, langs in by_start.items():
                    if read.startswith(start, at):
                        for lang in langs:
                            if at not in expected.setdefault(lang, []):
                                expected[lang].append(at)
            assert N._phrase_places(read) == {lang: sorted(at) for lang, at in expected.items()}, read
            cut = len(read) // 2
            assert N._phrase_places(read, cut) == {
                lang: [at for at in sorted(found) if at < cut] for lang, found in expected.items() if any(at < cut for at in found)
            }, read


def test_phrase_patterns_tried_at_their_starts_find_what_a_full_scan_finds() -> None:
    # _phrase_across, _phrase_negations and _phrase_matches, which try each lexicon's phrase
    # patterns only where one of its literal starts begins, against every pattern scanned over
    # the whole text, at every word start of corpus texts.
    import unicodedata

    lex = N._lexicons()

    def across(tail: str, head: str) -> Optional[str]:
        tail, head = (unicodedata.normalize("NFKC", t) if not t.isascii() else t for t in (tail, head))
        key = lex.word_key(tail)
        cut = len(key)
        if head.strip():
            key += " " + lex.word_key(head.lstrip())
        for lexicon in N._phrase_lexicons_of(tail):
            for pattern in N._lexicon_phrases(lexicon.lang):
                for m in pattern.finditer(key, overlapped=True):
                    if m.start() < cut <= m.end():
                        return m.group()
        return None

    def negations(text: str) -> tuple:
        key = lex.word_key(text)
        return tuple((m.start(), m.group()) for lexicon in N._phrase_lexicons_of(text)
                     for pattern in N._lexicon_phrases(lexicon.lang) for m in pattern.finditer(key, overlapped=True))

    def matches(text: str) -> list:
        first: dict = {}
        for code in lex.available_languages("negations"):
            for pattern in N._lexicon_phrases(code):
                for m in pattern.finditer(text, overlapped=True):
                    first.setdefault(m.start(), m)
        return [(first[at].start(), first[at].end(), first[at].group()) for at in sorted(first)]

    found = 0
    for text in _PHRASE_TEXTS + _corpus_texts(244):
        assert N._phrase_negations.__wrapped__(text) == negations(text), text
        for read in dict.fromkeys((text, lex.word_key(text))):
            assert [(m.start(), m.end(), m.group()) for m in N._phrase_matches(read)] == matches(read), read
        for k in range(1, len(text)):
            if text[k - 1].isspace() and not text[k].isspace():
                tail, head = text[max(0, k - 40) : k].rstrip(), text[k : k + 40]
                expected = across(tail, head)
                assert N._phrase_across.__wrapped__(tail, head) == expected, (tail, head)
                found += expected is not None
    assert found > 20  # phrases cut at a word start are read, not only texts without one


def test_a_sentence_lingua_misreads_is_familiar_where_cld3_reads_it_reliably() -> None:
    """lingua's fast mode reads this German sentence as Spanish, whose word list knows none of its
    words; CLD3 reads it reliably as German, whose list knows them: not an unfamiliar text."""
    text = "2 ist das Silicon Valley für Hardware-Firmen."
    assert N.unfamiliar_words(text) is None
    assert N.unfamiliar_words("De GIF Billlader versteiht düsses Bill eenfach nich.") == "de"


# -- merged patterns: a shared word-boundary test matches what each pattern's own does ------------


def _plain_merge(patterns: List["N.regex.Pattern[str]"]) -> "N.regex.Pattern[str]":
    """The alternation :func:`N._merged_patterns` stands for, each pattern with its own tests."""
    return N.regex.compile("|".join(f"(?:{p.pattern})" for p in patterns), patterns[0].flags)


def _pattern_sets() -> List[List["N.regex.Pattern[str]"]]:
    lex = N._lexicons()
    langs = lex.available_languages("negations")
    sets = [list(lex.negation_lexicon(code).phrase_patterns) for code in langs]
    sets += [list(lex.negation_lexicon(code).word_patterns) for code in langs]
    sets.append([p for code in langs for p in lex.negation_lexicon(code).phrase_patterns])
    return [s for s in sets if len(s) > 1 and len(N._merged_patterns(s)) == 1]


def _first_corpus_texts(limit: int) -> List[str]:
    """The sources and quotations of every fifth row of the bundled corpus, the first ``limit``."""
    return _corpus_texts(5)[:limit]


def _matches(pattern: "N.regex.Pattern[str]", text: str) -> List[tuple]:
    return [(m.span(), m.group()) for m in pattern.finditer(text, overlapped=True)]


def test_merged_patterns_share_tests_safely() -> None:
    """Patterns opening with the same test share it; one with an alternation of its own does not."""
    shared = N._merged_patterns([N.regex.compile(r"\bno\b"), N.regex.compile(r"\bnot\b")])
    assert shared[0].pattern == r"\b(?:(?:no\b)|(?:not\b))"
    kept = N._merged_patterns([N.regex.compile(r"\bno|nie"), N.regex.compile(r"\bnot")])
    assert kept[0].pattern.startswith(r"(?:\bno|nie)|")
    assert _matches(kept[0], "xnie not") == _matches(_plain_merge([N.regex.compile(r"\bno|nie"), N.regex.compile(r"\bnot")]), "xnie not")
    assert N._leading_test(r"(?<![\p{L}])a(?:b|c)")[0] == r"(?<![\p{L}])"
    assert N._leading_test(r"(?<![\p{L}])a[|]b")[0] == r"(?<![\p{L}])"
    assert N._leading_test(r"(?<![\p{L}])a\|b")[0] == r"(?<![\p{L}])"
    assert N._leading_test(r"(?<![\p{L}])a)|(b")[0] == ""


def test_merged_patterns_match_as_the_plain_alternation_on_the_corpus() -> None:
    """Every merged lexicon pattern finds the same matches, at the same places, as the plain
    alternation of its patterns, on corpus texts as written and in key form."""
    sets = _pattern_sets()
    assert sets
    texts = _first_corpus_texts(40)  # the first 40 (80 with their key forms): CI time
    texts += [N.lexicons.word_key(t) for t in texts]
    for patterns in sets:
        merged, plain = N._merged_patterns(patterns)[0], _plain_merge(patterns)
        for text in texts:
            assert _matches(merged, text) == _matches(plain, text), (merged.pattern[:80], text)


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_merged_patterns_match_as_the_plain_alternation_on_phrase_words(data: st.DataObject) -> None:
    """Texts made of the words the phrase patterns spell, with punctuation, digits and marks
    between: the merged and the plain alternation agree."""
    sets = _pattern_sets()
    patterns = data.draw(st.sampled_from(sets))
    words = sorted({w for p in patterns for w in N.regex.findall(r"[\p{L}\p{M}]{2,}", p.pattern) if w not in ("p", "L", "M", "N")})
    pieces = st.one_of(st.sampled_from(words or ["no"]), st.sampled_from([" ", "  ", "-", "'", ",", ".", "1", "\u0301", "\n", "x"]))
    text = "".join(data.draw(st.lists(pieces, max_size=14)))
    merged, plain = N._merged_patterns(patterns)[0], _plain_merge(patterns)
    assert _matches(merged, text) == _matches(plain, text)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=40))
def test_phrase_lexicons_of_ascii_text_as_every_script_is_searched(text: str) -> None:
    """An ASCII text finds the lexicons that searching it for every script finds."""
    present = {name for name in N._phrase_scripts() if N._script_pattern(name).search(text)}
    expected = [lex for lex in N._phrase_lexicons() if any(name in present for name in lex.scripts)]
    assert N._phrase_lexicons_of(text) == expected


# -- a claim named after the clause it quotes (denials_after) -----------------------------------

CLAIMED_AFTER = [
    ("ja", "ワクチンは安全だ", "ワクチンは安全だというのは誤りだ。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だという主張は誤りである。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だというのは嘘だ。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だというのはデマだ"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だという話は事実ではない"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だとする説は否定された"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だとの噂が広まった。"),
    ("ja", "ワクチンは安全だ", "専門家はワクチンは安全だとの見方を示した。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だなんて嘘だ。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だっていう噂がある。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だということは事実無根だ。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だというのは根拠のない話だ。"),
    ("ja", "ワクチンは安全", "「ワクチンは安全」という主張は誤りだ。"),
    ("ja", "ワクチンは安全だと", "ワクチンは安全だという主張は誤りだ。"),
    ("ko", "백신은 안전하다", "백신은 안전하다는 주장은 거짓이다."),
    ("ko", "백신은 안전하다", "백신은 안전하다라는 것은 사실이 아니다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 소문은 루머로 밝혀졌다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 것은 거짓이다."),
    ("ko", "백신은 안전하다", "백신은 안전하다고 하는 설이 돌았다."),
    ("ko", "백신은 안전하다", "'백신은 안전하다'는 주장이 나왔다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 말은 사실무근이다."),
    ("ko", "백신은 독", "백신은 독이란 주장은 거짓이다."),
    ("ko", "효과가 크다", "효과가 크다는 의혹이 제기됐다."),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だという誤った主張が広まった。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だという根拠のない噂が流れた。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だ、という主張は誤りだ。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だというのは、間違いです。"),
    ("ko", "백신은 안전하다", "백신은 안전하다는 잘못된 주장이 퍼졌다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 근거 없는 소문이 돌았다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 정부의 주장은 거짓이다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 게 사실이 아니다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 건 거짓말이다."),
    ("ja", "ワクチンは安全", "ワクチンは安全だという主張は誤りだ。"),
    ("ja", "ワクチンは安全だという", "ワクチンは安全だという主張は誤りだ。"),
    ("ko", "백신은 안전하다는", "백신은 안전하다는 주장은 거짓이다."),
]


@pytest.mark.parametrize("lang,quote,source", CLAIMED_AFTER)
@pytest.mark.parametrize("named", [False, True])
def test_a_clause_named_a_claim_after_it_is_refused_alone(lang: str, quote: str, source: str, named: bool) -> None:
    """Japanese という/との/とする/って and Korean -다는/-다고 하는/-(이)란 with a noun of claim,
    rumour or theory after the clause make it what someone says: refused whatever follows; so is
    one nominalised (という+の/こと, -다는 것) where the rest of the sentence calls it false."""
    from spacy_quoteverify import verify_quote

    verdict = verify_quote(quote, source, lang=lang if named else None)
    assert verdict.verified is False, (quote, source)
    # -라는 and -고 하는 are no particle: the passage also cuts its word ("안전하다|라는").
    assert verdict.reason in (reasons.NEGATION_CUT, reasons.WORD_CUT), verdict.reason
    assert N.denial_after(source, source.index(quote) + len(quote), lang if named else None)


NOT_CLAIMED_AFTER = [
    ("ja", "東京", "東京という都市は大きい。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だということが確認された。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だという結果が出た。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だというのが結論だ。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だと考えられる。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だって考えてる人が多い。"),
    ("ja", "田中", "田中との話し合いが続いた。"),
    ("ja", "田中", "田中との話で分かった。"),
    ("ja", "田中", "田中との意見交換が行われた。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だ。という主張もある。"),
    ("ko", "환자 120명", "이 연구에는 환자 120명이 참여했다."),
    ("ko", "백신은 안전하다", "백신은 안전하다. 주장은 다음과 같다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 연구 결과가 나왔다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 사실이 확인됐다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 것이 확인됐다."),
    ("ko", "그 남자", "그 남자는 주장했다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 주장했다."),
    ("ko", "백신은 안전하다", "결국 백신은 안전하다는 얘기다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 것이다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 사실에 대한 우려가 있다."),
    ("ko", "백신은 안전하다", "백신은 안전하다는 게 확인됐다."),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だという結果に対する意見が出た。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だという予想通りの結果だった。"),
    ("ja", "ワクチンは安全だ", "ワクチンは安全だということだ。"),
    ("ja", "田中", "田中という人の声が聞こえた。"),
    ("ja", "ワクチンは安全", "ワクチンは安全だという結果が出た。"),
    ("ja", "ワクチンは安全", "ワクチンは安全である。"),
    ("ko", "백신은 안전하다는", "백신은 안전하다는 사실이 확인됐다."),
]


@pytest.mark.parametrize("lang,quote,source", NOT_CLAIMED_AFTER)
@pytest.mark.parametrize("named", [False, True])
def test_a_clause_before_a_noun_of_no_claim_or_found_true_verifies(lang: str, quote: str, source: str, named: bool) -> None:
    """という naming a thing (東京という都市), a noun of no claim (結果, 사실), a nominalised clause
    the sentence finds true (ということが確認された, 다는 것이 확인됐다), a verb of saying after と
    (と考えられる) and との "with" (田中との話し合い) leave the passage verified; so does a
    Korean particle after the passage's last word, and a full stop before the next sentence."""
    from spacy_quoteverify import verify_quote

    verdict = verify_quote(quote, source, lang=lang if named else None)
    assert verdict.verified is True, (quote, source, verdict.reason)


@pytest.mark.parametrize(
    "source, lang",
    [
        ("The drug cures cancer, allegedly.", "en"),
        ("The drug cures cancer, reportedly, in mice.", "en"),
        ("The drug cures cancer (allegedly).", "en"),
        ("The drug cures cancer \u2014 supposedly \u2014 in mice.", "en"),
        ("Das Medikament heilt Krebs, angeblich.", "de"),
        ("Le médicament guérit le cancer, paraît-il.", "fr"),
        ("Le médicament guérit le cancer, parait-il.", "fr"),
        ("El fármaco cura el cáncer, supuestamente.", "es"),
        ("Препарат лечит рак, якобы.", "ru"),
    ],
)
def test_a_hearsay_adverb_set_off_after_the_clause_reports_it(source: str, lang: str) -> None:
    end = regex.search(r"\s*[,(\u2014]", source).start()
    quote = source[:end]
    for named in (lang, None):
        assert N.denial_after(source, end, named), (source, named)
        v = verify_quote(quote, source, lang=named)
        assert v.verified is False and v.reason == "negation_cut", (source, named, v.reason)
        assert verify_quote(source.rstrip("."), source, lang=named).verified is True, (source, named)


def test_words_after_a_comma_that_report_nothing_leave_the_clause() -> None:
    for source in ("The drug cures cancer, as expected.", "The drug cures cancer, in mice.", "The drug cures cancer (Table 2)."):
        assert verify_quote("The drug cures cancer", source).verified is True, source


def test_a_phrase_typed_without_its_diacritics_counts_where_that_spelling_is_no_word() -> None:
    assert N._misspelt("pretendument", "fr") and not N._misspelt("a tort", "fr")
    for quote, source, lang in [
        ("Le médicament … guérit le cancer", "Le médicament pretendument guérit le cancer.", "fr"),
        ("İlaç … kanseri tedavi ediyor", "İlaç sozde kanseri tedavi ediyor.", "tr"),
    ]:
        for named in (lang, None):
            v = verify_quote(quote, source, lang=named)
            assert v.verified is False and v.reason == "negation_elided", (quote, named, v.reason)
    # A spelling that is a word of the language without its marks is read so only in a text typed
    # without any: Spanish "dejo" (I leave) is no "dejó de" (stopped) in a sentence with accents.
    assert N.bare_phrase_negation_at("Él lo dejo de ", "lado por la mañana", "", "es") is None


def test_denial_after_reads_the_japanese_and_korean_lexicons() -> None:
    assert N.denial_after("ワクチンは安全だという主張は誤りだ。", 8, "ja")
    assert N.denial_after("ワクチンは安全だという主張は誤りだ。", 8)
    assert not N.denial_after("ワクチンは安全だという結果が出た。", 8, "ja")
    assert N.denial_after("백신은 안전하다는 주장은 거짓이다.", 8, "ko")
    assert N.denial_after("백신은 안전하다는 주장은 거짓이다.", 8)
    assert not N.denial_after("백신은 안전하다는 사실이 확인됐다.", 8, "ko")
    # A claim noun that runs on into a longer word names no claim (설명 'explanation', 주장했다 'claimed').
    assert not N.denial_after("백신은 안전하다는 설명이 나왔다.", 8, "ko")
    assert not N.denial_after("ワクチンは安全だという説明があった。", 8, "ja")


@pytest.mark.parametrize(
    "lang,quote,source,claimed",
    [
        ("tr", "Aşılar otizme neden oluyor", "Aşılar otizme neden oluyor şeklindeki iddialar asılsız.", True),
        ("tr", "Aşılar otizme neden oluyor", "Aşılar otizme neden oluyor yönündeki söylentiler yalanlandı.", True),
        ("tr", "Aşılar otizme neden oluyor", "Aşılar otizme neden oluyor diye bir iddia var.", True),
        ("tr", "Aşılar otizme neden oluyor", "Aşılar otizme neden oluyor yönündeki araştırma yayımlandı.", False),
        ("ta", "தடுப்பூசி பாதுகாப்பானது", "தடுப்பூசி பாதுகாப்பானது என்ற கூற்று பொய்யானது.", True),
        ("ta", "தடுப்பூசி பாதுகாப்பானது", "தடுப்பூசி பாதுகாப்பானது என்று பரவும் வதந்தி பொய்யானது.", True),
        ("ta", "சென்னை", "சென்னை என்ற நகரம் பெரியது.", False),
        ("te", "టీకా సురక్షితం", "టీకా సురక్షితం అనే వాదన తప్పు.", True),
        ("kn", "ಲಸಿಕೆ ಸುರಕ್ಷಿತ", "ಲಸಿಕೆ ಸುರಕ್ಷಿತ ಎಂಬ ವದಂತಿ ಸುಳ್ಳು.", True),
        ("kn", "ವೀಣೆ", "ವೀಣೆ ಎಂಬ ವಾದ್ಯ ಸುಂದರ.", False),
        ("ml", "വാക്സിൻ സുരക്ഷിതമാണ്", "വാക്സിൻ സുരക്ഷിതമാണ് എന്ന വാദം തെറ്റാണ്.", True),
        ("ne", "खोप सुरक्षित छ", "खोप सुरक्षित छ भन्ने हल्ला झुटो हो।", True),
        ("ky", "Вакцина коопсуз", "Вакцина коопсуз деген ушак жалган.", True),
        ("ky", "Бишкек", "Бишкек деген шаар чоң.", False),
    ],
)
def test_a_clause_named_a_claim_by_an_adnominal_quotative_is_refused_alone(lang: str, quote: str, source: str, claimed: bool) -> None:
    """Other languages that name a clause a claim after it: Turkish şeklindeki/yönündeki/diye, the
    Dravidian adnominal quotatives (என்ற, అనే, ಎಂಬ, എന്ന), Nepali भन्ने, Kyrgyz деген, before a
    noun of claim; a name before a noun of no claim verifies."""
    from spacy_quoteverify import verify_quote

    for named in (None, lang):
        verdict = verify_quote(quote, source, lang=named)
        assert verdict.verified is (not claimed), (quote, source, named, verdict.reason)
        if claimed:
            assert verdict.reason == reasons.NEGATION_CUT


def test_kazakh_degen_names_a_claim_without_a_language() -> None:
    from spacy_quoteverify import verify_quote

    assert not verify_quote("Вакцина қауіпсіз", "Вакцина қауіпсіз деген қауесет жалған.").verified
    assert verify_quote("Абай", "Абай деген ақын.").verified


# -- denials typed without diacritics ---------------------------------------------------------


def test_bare_letters_writes_stroke_letters_as_their_letter() -> None:
    from spacy_quoteverify.lang import lexicons

    assert lexicons.bare_letters("zaprzeczyła") == "zaprzeczyla"
    assert lexicons.bare_letters("đ ø ı ħ") == "d o i h"
    # Letters of their own name, and other scripts' letters, stay.
    assert lexicons.bare_letters("að ß æ þ") == "að ß æ þ"
    assert lexicons.bare_letters("отрицал") == "отрицал"
    assert lexicons.bare_letters("ότι") == "οτι"


@pytest.mark.parametrize(
    "word, comp",
    [("zaprzeczyla", "że"), ("poprel", "že"), ("nego", "que"), ("cafolta", "hogy"), ("falsz", "że"), ("διεψευσε", "ότι")],
)
def test_denial_typed_without_marks_denies_the_clause(word: str, comp: str) -> None:
    assert N.denies_complement(word, comp)


def test_bare_denying_form_that_is_another_word_is_not_read() -> None:
    # Finnish "kiista" ("dispute") is a word of its own, no "kiistä"; Czech "myty" ("washed").
    assert "kiista" not in N._unmarked_denying_forms("fi")
    assert "myty" not in N._unmarked_denying_forms("cs")
    assert not N.denies_complement("kiista", "että")


@pytest.mark.parametrize(
    "word, comps",
    [("ze", {"że", "že"}), ("ca", {"că"}), ("etta", {"että"}), ("οτι", {"ότι"}), ("zeby", {"żeby"}), ("that", set()), ("dass", set())],
)
def test_bare_complementizers(word: str, comps: set) -> None:
    assert N.bare_complementizers(word) == comps


@pytest.mark.parametrize(
    "word, denial, between, sentence, expected",
    [
        # The denial typed without marks shows the writer leaves them out.
        ("ze", "zaprzeczyla", " ", "Minister zaprzeczyla ze szczepionka działa.", "że"),
        # A comma alone between them: what follows is the denial's clause.
        ("ze", "zaprzeczyła", ", ", "Minister zaprzeczyła, ze szczepionka działa.", "że"),
        # A sentence typed without any marks.
        ("ca", "negat", " ", "Ministrul a negat ca vaccinul este eficient.", "că"),
        # The word of its own after a denial written with its marks, no comma, marks elsewhere.
        ("ze", "zaprzeczył", " ", "Zaprzeczył ze złością.", None),
        ("ca", "respinge", " ", "Ministerul respinge ca nefondate acuzațiile.", None),
        # No word of denial before it.
        ("ze", "powiedziala", ", ", "Minister powiedziala, ze szczepionka dziala.", None),
        ("ze", "rozmawiał", " ", "Minister rozmawiał ze studentami.", None),
    ],
)
def test_bare_complement(word: str, denial: str, between: str, sentence: str, expected: Optional[str]) -> None:
    assert N.bare_complement(word, denial, between, sentence) == expected


@pytest.mark.parametrize("lang", ["pl", None])
@pytest.mark.parametrize(
    "quote, source, verified",
    [
        ("szczepionka jest skuteczna", "Minister zaprzeczyla, ze szczepionka jest skuteczna.", False),
        ("szczepionka jest skuteczna", "Minister zaprzeczyła, ze szczepionka jest skuteczna.", False),
        ("szczepionka jest skuteczna", "Minister zaprzeczyla, że szczepionka jest skuteczna.", False),
        ("ze szczepionka jest skuteczna", "Minister zaprzeczyla, ze szczepionka jest skuteczna.", False),
        ("Minister … szczepionka jest skuteczna", "Minister zaprzeczyla, ze szczepionka jest skuteczna.", False),
        ("szczepionka jest skuteczna", "Falsz: szczepionka jest skuteczna.", False),
        ("szczepionka jest skuteczna", "Minister powiedziala, ze szczepionka jest skuteczna.", True),
        ("studentami o szczepionkach", "Minister rozmawiał ze studentami o szczepionkach.", True),
        ("złością patrzył na dziennikarzy", "Minister zaprzeczył ze złością patrzył na dziennikarzy.", True),
    ],
)
def test_polish_denial_typed_without_marks(quote: str, source: str, verified: bool, lang: Optional[str]) -> None:
    from spacy_quoteverify import verify_quote

    v = verify_quote(quote, source, lang=lang)
    assert v.verified is verified, v.reason


@pytest.mark.parametrize(
    "quote, source, lang",
    [
        ("vakcína je účinná", "Ministr poprel, ze vakcína je účinná.", "cs"),
        ("vakcína je účinná", "Ministr poprel ze vakcína je účinná.", "cs"),
        ("vaccinul este eficient", "Ministrul a negat ca vaccinul este eficient.", "ro"),
        ("rokote on tehokas", "Ministeri kiisti, etta rokote on tehokas.", "fi"),
        ("az oltás hatásos", "A miniszter cafolta, hogy az oltás hatásos.", "hu"),
        ("la vacuna es eficaz", "El ministro nego que la vacuna es eficaz.", "es"),
        ("το εμβόλιο είναι αποτελεσματικό", "Ο υπουργός διεψευσε οτι το εμβόλιο είναι αποτελεσματικό.", "el"),
    ],
)
def test_denials_typed_without_marks_across_languages(quote: str, source: str, lang: str) -> None:
    from spacy_quoteverify import verify_quote

    for named in (lang, None):
        v = verify_quote(quote, source, lang=named)
        assert not v.verified and v.reason == "negation_cut", (named, v.reason)


def test_bare_heading_needs_a_known_language() -> None:
    # Czech "fama" ("fáma") is no denial in a Spanish heading ("Fama", fame).
    from spacy_quoteverify import verify_quote

    assert verify_quote("el actor ganó el premio", "Fama: el actor ganó el premio.", lang="es").verified


@pytest.mark.parametrize(
    "quote, source, lang, verified",
    [
        # A phrase of denial that ends with the complementizer, typed without marks.
        ("szczepionka jest skuteczna", "Mitem jest, ze szczepionka jest skuteczna.", "pl", False),
        ("szczepionka jest skuteczna", "Falszem jest, ze szczepionka jest skuteczna.", "pl", False),
        ("vakcína je účinná", "Je to mytus, ze vakcína je účinná.", "cs", False),
        # A noun that names a claim typed so.
        ("la vacuna reduce la mortalidad", "La afirmacion de que la vacuna reduce la mortalidad es falsa.", "es", False),
        # "chyba że" ("unless") is no phrase of denial: "chyba ze względu" is "probably because of".
        ("względu na koszty", "To chyba ze względu na koszty.", "pl", True),
        ("la vacuna reduce la mortalidad", "El ministro afirmo que la vacuna reduce la mortalidad.", "es", True),
    ],
)
def test_denial_phrases_typed_without_marks(quote: str, source: str, lang: str, verified: bool) -> None:
    from spacy_quoteverify import verify_quote

    for named in (lang, None):
        assert verify_quote(quote, source, lang=named).verified is verified, named


def test_bare_denial_phrase() -> None:
    assert N.bare_denial_phrase("Mitem jest, ", "ze", "Mitem jest, ze szczepionka działa.") == "że"
    assert N.bare_denial_phrase("To chyba ", "ze", "To chyba ze względu na koszty.") is None
    assert N.names_claim("la afirmacion de", "que") and not N.names_claim("el ministro afirmo", "que")


def test_denial_after_typed_without_marks() -> None:
    from spacy_quoteverify import verify_quote

    text = "Sirket ilacin olumlere yol actigini yalanladi."
    assert N.denial_after(text, 35) and N.denial_after(text, 35, "tr")
    assert not N.denial_after("Sirket ilacin olumlere yol actigini soyledi.", 35, "tr")
    for named in ("tr", None):
        assert not verify_quote("Bakan asinin etkili oldugunu", "Bakan asinin etkili oldugunu yalanladi.", lang=named).verified
        assert verify_quote("Bakan asinin etkili oldugunu", "Bakan asinin etkili oldugunu soyledi.", lang=named).verified


@pytest.mark.parametrize(
    "clause, comp, expected",
    [
        ("Twierdzenie", "że", True), ("Twierdzenie", "ze", False), ("Minister twierdzi", "że", False),
        ("Tvrzení", "že", True), ("Tvrdenie", "že", True), ("Afirmația", "că", True), ("Afirmaţia", "că", True),
        ("Afirmatia", "că", True), ("Ministrul afirmă", "că", False),
    ],
)
def test_claim_nouns_of_languages_with_marked_complementizers(clause: str, comp: str, expected: bool) -> None:
    assert N.names_claim(clause, comp) is expected


@pytest.mark.parametrize(
    "quote, source, lang, verified",
    [
        ("szczepionka jest skuteczna", "Twierdzenie, ze szczepionka jest skuteczna, nie znajduje potwierdzenia.", "pl", False),
        ("vaccinul este eficient", "Afirmatia ca vaccinul este eficient nu se confirma.", "ro", False),
        ("szczepionka jest skuteczna", "Minister twierdzi, ze szczepionka jest skuteczna.", "pl", True),
    ],
)
def test_claim_nouns_typed_without_marks(quote: str, source: str, lang: str, verified: bool) -> None:
    from spacy_quoteverify import verify_quote

    for named in (lang, None):
        assert verify_quote(quote, source, lang=named).verified is verified, named


@pytest.mark.parametrize(
    "left_out, context, lang, expected",
    [
        ("zaprzeczyla, ze", "Minister zaprzeczyla, ze szczepionka jest skuteczna.", "pl", True),
        ("odrzucila, ze", "Minister odrzucila, ze szczepionka jest skuteczna.", "pl", True),
        ("powiedziala, ze", "Minister powiedziala, ze szczepionka jest skuteczna.", "pl", False),
        # "ca" is "as" in a text that writes its diacritics: "rejects as exaggerated".
        ("respinge ca exagerate", "Ministerul respinge ca exagerate acuzațiile presei.", "ro", False),
        ("respinge ca exagerate", "Ministerul respinge ca exagerate acuzatiile presei.", "ro", True),
    ],
)
def test_elided_denial_typed_without_marks(left_out: str, context: str, lang: str, expected: bool) -> None:
    assert N._unmarked_denial_in(left_out, context, lang) is expected


@pytest.mark.parametrize(
    "quote, source, lang",
    [
        # A bare spelling that is no word of the language needs nothing more than the denial.
        ("το εμβόλιο είναι αποτελεσματικό", "Ο εκπρόσωπος αρνήθηκε οτι το εμβόλιο είναι αποτελεσματικό.", "el"),
        ("rokote on tehokas", "Tiedottaja kiisti etta rokote on tehokas.", "fi"),
        ("Ο εκπρόσωπος … το εμβόλιο είναι αποτελεσματικό", "Ο εκπρόσωπος αμφισβήτησε οτι το εμβόλιο είναι αποτελεσματικό.", "el"),
    ],
)
def test_bare_complementizer_of_no_word_of_its_own(quote: str, source: str, lang: str) -> None:
    from spacy_quoteverify import verify_quote

    assert N._bare_word_of_its_own("ze", "że") and not N._bare_word_of_its_own("οτι", "ότι")
    for named in (lang, None):
        assert not verify_quote(quote, source, lang=named).verified, named


def test_a_phrase_typed_without_diacritics_counts_only_in_a_text_typed_so_and_in_its_language() -> None:
    from spacy_quoteverify.lang.negation import bare_phrase_negation_at

    # Vietnamese typed without marks: the detector names another language, its stop words vouch.
    vi = "Bo truong phu nhan rang chinh phu da thong qua luat."
    assert bare_phrase_negation_at("Bo truong phu nhan rang ", "chinh phu da thong qua luat.", vi) == "phu nhan rang"
    es = "La empresa dejo de publicar sus resultados."
    assert bare_phrase_negation_at("La empresa dejo de ", "publicar sus resultados.", es) == "dejo de"
    # A text that writes marks elsewhere typed this spelling as it is: no phrase typed bare.
    assert bare_phrase_negation_at("Bộ trưởng phu nhan rang ", "chính phủ", "Bộ trưởng phu nhan rang chính phủ.") is None
    # Another language's text: a name that spells the phrase is no phrase.
    en = "The painter Dejo de Vries lived in Delft and painted tulips."
    assert bare_phrase_negation_at("The painter Dejo de ", "Vries lived in Delft and painted tulips.", en) is None


def test_every_negation_word_another_lexicon_sets_aside_governs_its_own_language_with_none_named() -> None:
    """Each word a lexicon reads as a negation and another lexicon of its script lists as an
    everyday word ("knapt": Norwegian "hardly", Dutch "snaps"; "tak": Indonesian "not", Polish
    "so"), put into real sentences of the negating language: with no language named, the
    passage after it is refused, whatever the detector makes of the sentence."""
    sys.path.insert(0, str(Path(__file__).parent))
    import adversarial

    lexicons = {code: N._lexicon(code) for code in L.available_languages("negations")}
    set_aside: dict = {}
    for code, lex in lexicons.items():
        for word in lex.false_friends if lex is not None else ():
            set_aside.setdefault(word, set()).add(code)
    pairs = sorted(
        (word, code) for code, lex in lexicons.items() if lex is not None
        for word in lex.words if word in set_aside and code not in set_aside[word] and " " not in word
    )
    assert len(pairs) >= 50
    groups = adversarial.by_lang(adversarial.sentences())
    bad, checked = [], 0
    for word, code in pairs:
        for sentence in [s for s in groups.get(code, []) if len(s.text.split()) >= 7 and "\n" not in s.text][:2]:
            words = sentence.text.split()
            source = " ".join(words[:2] + [word] + words[2:])
            checked += 1
            if verify_quote(" ".join(words[2:6]), source).verified:
                bad.append((word, code, source))
    assert checked >= 90
    assert not bad, bad[:20]


# -- predicates of lack, privation, failure and denial, and "without doubt" -----------------------

# Predicates that mean LACK, being FREE or DEVOID OF, FAILING to or DENYING negate what follows
# ("Das Wasser war frei von Blei": no lead), as "lack", "free of", "fail to" and "deny" do in
# English: left out by an elision from inside a sentence, each is refused, with the language
# named and without. One sentence per lexicon entry (negative verbs, words, word patterns, phrase
# patterns) added for them: the Tagalog "di" without its apostrophe and the Urdu privative "بے"
# written as a word of its own are among them.
LACK_PREDICATES = [
    ('de', 'Das Wasser war frei von Blei.', 'frei'),
    ('de', 'Das Gutachten entbehrt jeder wissenschaftlichen Grundlage.', 'entbehrt'),
    ('es', 'Los pacientes carecían de tratamiento.', 'carecían'),
    ('es', 'El agua estaba desprovista de plomo.', 'desprovista'),
    ('es', 'El informe es carente de fundamento.', 'carente'),
    ('es', 'Los pacientes estaban exentos de síntomas.', 'exentos'),
    ('es', 'El fármaco fracasó en reducir la mortalidad.', 'fracasó'),
    ('es', 'El agua estaba libre de plomo.', 'libre'),
    ('it', 'Il farmaco è privo di effetti collaterali.', 'privo'),
    ('it', 'Il rapporto è sprovvisto di prove.', 'sprovvisto'),
    ('it', 'Il paziente è esente da sintomi.', 'esente'),
    ('it', 'La dieta era carente di ferro.', 'carente'),
    ('it', 'Il paziente mancava di forze.', 'mancava'),
    ('it', 'Il farmaco ha fallito nel ridurre la mortalità.', 'fallito'),
    ('it', "L'acqua era libera da piombo.", 'libera'),
    ('fr', "L'eau était dépourvue de plomb.", 'dépourvue'),
    ('fr', 'Le rapport est dénué de fondement.', 'dénué'),
    ('fr', 'Les patients étaient privés de traitement.', 'privés'),
    ('fr', 'Les patients sont exempts de symptômes.', 'exempts'),
    ('fr', 'Les patients manquaient de traitement.', 'manquaient'),
    ('fr', 'Le ministre dément les rumeurs sur le médicament.', 'dément'),
    ('pt', 'A água estava desprovida de chumbo.', 'desprovida'),
    ('pt', 'Os pacientes estavam isentos de sintomas.', 'isentos'),
    ('pt', 'Os pacientes careciam de tratamento.', 'careciam'),
    ('pt', 'A água estava livre de chumbo.', 'livre'),
    ('pt', 'O medicamento falhou em reduzir a mortalidade.', 'falhou'),
    ('nl', 'Het water was vrij van lood.', 'vrij'),
    ('nl', 'De patiënten waren verstoken van zorg.', 'verstoken'),
    ('nl', 'Het rapport ontbeert elke grond.', 'ontbeert'),
    ('sv', 'Patienterna saknade behandling.', 'saknade'),
    ('sv', 'Vattnet var fritt från bly.', 'fritt'),
    ('pl', 'Pacjentom brakowało leczenia.', 'brakowało'),
    ('pl', 'Woda była pozbawiona ołowiu.', 'pozbawiona'),
    ('pl', 'Woda była wolna od ołowiu.', 'wolna'),
    ('cs', 'Pacientům chyběla léčba.', 'chyběla'),
    ('cs', 'Voda byla zbavená olova.', 'zbavená'),
    ('cs', 'Zpráva postrádá jakýkoli důkaz.', 'postrádá'),
    ('ro', 'Apa era lipsită de plumb.', 'lipsită'),
    ('ro', 'Pacienților le lipsea tratamentul.', 'lipsea'),
    ('ro', 'Pacienții erau scutiți de plată.', 'scutiți'),
    ('ro', 'Studiul a arătat lipsă de efect asupra mortalității.', 'lipsă'),
    ('ru', 'Вода была лишена свинца.', 'лишена'),
    ('ru', 'Он лишён чувства юмора.', 'лишён'),
    ('ru', 'Пациенты, лишённые лечения, умерли.', 'лишённые'),
    ('ru', 'Вода была свободна от свинца.', 'свободна'),
    ('uk', 'Вода була позбавлена свинцю.', 'позбавлена'),
    ('uk', 'Вода була вільна від свинцю.', 'вільна'),
    ('uk', 'Пацієнтам бракувало лікування.', 'бракувало'),
    ('bg', 'Водата беше лишена от олово.', 'лишена'),
    ('bg', 'Водата беше свободна от олово.', 'свободна'),
    ('bg', 'На пациентите липсваше лечение.', 'липсваше'),
    ('el', 'Οι ασθενείς ήταν στερημένοι θεραπείας.', 'στερημένοι'),
    ('el', 'Το νερό ήταν απαλλαγμένο από μόλυβδο.', 'απαλλαγμένο'),
    ('el', 'Στους ασθενείς έλειπε η θεραπεία.', 'έλειπε'),
    ('he', 'התרופה חסרת השפעה על התמותה.', 'חסרת'),
    ('he', 'המים היו נטולי עופרת.', 'נטולי'),
    ('ar', 'كان الماء خاليا من الرصاص.', 'خاليا'),
    ('ar', 'المريض فاقد للوعي.', 'فاقد'),
    ('ar', 'يفتقر المرضى إلى العلاج.', 'يفتقر'),
    ('ar', 'أخفق الدواء في خفض الوفيات.', 'أخفق'),
    ('fa', 'بیماران فاقد درمان بودند.', 'فاقد'),
    ('fa', 'آب عاری از سرب بود.', 'عاری'),
    ('tr', 'Hastalar tedaviden yoksun kaldı.', 'yoksun'),
    ('hi', 'दवा मृत्यु दर कम करने में विफल रही।', 'विफल'),
    ('hi', 'दवा मृत्यु दर कम करने में असफल रही।', 'असफल'),
    ('hi', 'मरीज़ ने दवा लेने से इनकार कर दिया।', 'इनकार'),
    ('ja', 'この薬は効果を欠く。', '欠く'),
    ('ja', 'この薬は効果を欠いている。', '欠いて'),
    ('zh', '该药物欠缺疗效。', '欠缺'),
    ('zh', '患者缺乏治疗。', '缺乏'),
    ('ko', '이 약은 효과가 부족하다고 연구진은 밝혔다.', '부족하다고'),
    ('ko', '이 보고서는 근거가 결여되어 있다.', '결여되어'),
    ('vi', 'Bệnh nhân thiếu thuốc điều trị.', 'thiếu'),
    ('id', 'Air itu bebas dari timbal.', 'bebas'),
    ('tl', 'Di uminom ng gamot ang pasyente.', 'Di'),
    ('ur', 'دوا بے اثر ہے۔', 'بے'),
    ('tl', 'Ang pasyente ay di uminom ng gamot.', 'di'),
    ('tl', 'Di ko alam ang sagot.', 'Di'),
    ('da', 'Patienterne manglede behandling.', 'manglede'),
    ('da', 'Vandet var frit for bly.', 'frit'),
    ('nb', 'Pasientene manglet behandling.', 'manglet'),
    ('nb', 'Vannet var fritt for bly.', 'fritt'),
    ('da', 'Studien viste mangel på effekt på dødeligheden.', 'mangel'),
    ('nb', 'Studien viste mangel på effekt på dødeligheten.', 'mangel'),
    ('sk', 'Pacientom chýbala liečba.', 'chýbala'),
    ('sk', 'Voda bola zbavená olova.', 'zbavená'),
    ('ar', 'الماء خال من الرصاص.', 'خال'),
]

#: The negative_verbs entries of lack, privation and failure (by language and first lemma): each
#: must have a sentence in LACK_PREDICATES whose left-out word is one of its forms.
LACK_ENTRIES = {
    "de": ["frei", "entbehren"], "es": ["carecer", "desprovisto", "fracasar"], "it": ["privo", "esente", "fallire"],
    "fr": ["dépourvu"], "pt": ["carecer", "desprovido", "falhar"], "nl": ["vrij", "ontberen"], "sv": ["sakna", "fri"],
    "pl": ["brakować", "wolny"], "cs": ["chybět"], "ro": ["lipsi", "lipsă"], "ru": ["лишить", "свободный"],
    "uk": ["позбавити", "вільний"], "bg": ["лиша", "свободен"], "el": ["στερώ", "απαλλαγμένος"], "he": ["חסר"],
    "ar": ["خال", "فاقد", "أخفق"], "fa": ["فاقد", "عاری"], "tr": ["yoksun"], "hi": ["विफल"], "vi": ["thiếu"], "id": ["bebas"],
    "da": ["mangle", "fri", "mangel"], "nb": ["mangle", "fri", "mangel"], "sk": ["chýbať"],
}

# Adverbs and phrases meaning "without doubt" hold a negation that affirms (additive phrases or,
# one word read by a negating affix or in an unspaced script, false friends): left out whole,
# they leave out no negation. So do the everyday uses of the words of lack without the
# preposition that makes them deny ("frei" alone, "libero di" 'free to', "thiếu nhi"
# 'children'), and the "di" of Italian, Indonesian and Spanish beside the Tagalog "di".
WITHOUT_DOUBT = [
    ('tr', 'İlaç şüphesiz ölüm oranını azalttı.', 'şüphesiz'),
    ('ar', 'خفض الدواء بلا شك معدل الوفيات.', 'بلا شك'),
    ('fa', 'دارو بی\u200cشک مرگ و میر را کاهش داد.', 'بی\u200cشک'),
    ('fa', 'دارو بدون شک مرگ و میر را کاهش داد.', 'بدون شک'),
    ('he', 'התרופה ללא ספק הפחיתה את התמותה.', 'ללא ספק'),
    ('ja', 'この薬は間違いなく死亡率を下げた。', '間違いなく'),
    ('ja', 'この薬は少なからず死亡率を下げた。', '少なからず'),
    ('zh', '该药物无疑降低了死亡率。', '无疑'),
    ('zh', '该药物毫无疑问降低了死亡率。', '毫无疑问'),
    ('ko', '이 약은 틀림없이 사망률을 낮췄다.', '틀림없이'),
    ('ko', '이 약은 의심할 여지 없이 사망률을 낮췄다.', '의심할 여지 없이'),
    ('vi', 'Thuốc không nghi ngờ gì đã làm giảm tỷ lệ tử vong.', 'không nghi ngờ gì'),
    ('id', 'Obat itu tak diragukan lagi menurunkan angka kematian.', 'tak diragukan lagi'),
    ('id', 'Obat itu tanpa ragu menurunkan angka kematian.', 'tanpa ragu'),
    ('fi', 'Lääke epäilemättä vähensi kuolleisuutta.', 'epäilemättä'),
    ('th', 'ยานี้ลดอัตราการตายอย่างไม่ต้องสงสัย', 'อย่างไม่ต้องสงสัย'),
]
LACK_WORDS_IN_EVERYDAY_USE = [
    ('de', 'Der Eintritt zur Ausstellung war frei und gut besucht.', 'frei und'),
    ('es', 'Los pacientes tenían tiempo libre para leer.', 'libre'),
    ('it', 'Il paziente è libero di scegliere la terapia.', 'libero'),
    ('it', 'Il paziente manca da casa da due settimane.', 'manca'),
    ('fr', 'Le secteur privé a investi dans la santé.', 'privé'),
    ('fr', 'Les patients ont manqué le rendez-vous.', 'manqué'),
    ('nl', 'Het was vrij warm in het ziekenhuis.', 'vrij'),
    ('sv', 'Patienterna var fria att gå hem efter behandlingen.', 'fria'),
    ('pl', 'Pociąg był wolny i spóźniony tego dnia.', 'wolny i'),
    ('ru', 'Место в палате было свободно весь день.', 'свободно весь'),
    ('id', 'Pasien bebas memilih obat yang diinginkan.', 'bebas'),
    ('vi', 'Các em thiếu nhi được điều trị tại bệnh viện.', 'thiếu nhi'),
    ('ko', '그 부족의 사람들은 산에 산다.', '부족의'),
    ('el', 'Ο ασθενής ήταν ελεύθερος να φύγει από το νοσοκομείο.', 'ελεύθερος'),
    ('pt', 'O paciente ficou livre para sair do hospital.', 'livre'),
    ('da', 'Patienterne var frie til at gå hjem.', 'frie'),
    ('nb', 'Pasientene var frie til å gå hjem.', 'frie'),
    ('it', 'La casa di Marco è bella.', 'di'),
    ('id', 'Saya tinggal di rumah besar.', 'di'),
    ('it', 'La madre di Marco sa che il farmaco funziona.', 'di'),
    ('es', 'Le di la mano al médico.', 'di'),
]


@pytest.mark.parametrize("lang, source, left_out", LACK_PREDICATES)
def test_a_predicate_of_lack_or_failure_left_out_is_refused(lang: str, source: str, left_out: str) -> None:
    from spacy_quoteverify import verify_quote

    quote = source.replace(left_out, "…", 1)
    for named in (None, lang):
        verdict = verify_quote(quote, source, lang=named)
        assert verdict.verified is False and verdict.reason in ("negation_elided", "negation_cut"), (quote, named, verdict.reason)


def test_every_entry_of_lack_has_a_refused_sentence() -> None:
    """Each negative-verb entry of lack, privation or failure has a sentence in LACK_PREDICATES
    whose left-out word is one of its forms (derived by scripts/build_unmarked_negations.py)."""
    import json

    data = Path(L.__file__).resolve().parents[1] / "data" / "negations"
    for lang, firsts in LACK_ENTRIES.items():
        entries = {verb["lemmas"][0]: verb for verb in json.loads((data / f"{lang}.json").read_text(encoding="utf-8"))["negative_verbs"]}
        for first in firsts:
            forms = set(entries[first]["forms"])
            assert any(code == lang and L.word_key(left_out) in forms for code, _, left_out in LACK_PREDICATES), (lang, first)


@pytest.mark.parametrize("lang, source, left_out", WITHOUT_DOUBT + LACK_WORDS_IN_EVERYDAY_USE)
def test_without_doubt_and_the_everyday_words_of_lack_left_out_verify(lang: str, source: str, left_out: str) -> None:
    from spacy_quoteverify import verify_quote

    quote = source.replace(left_out, "…", 1)
    for named in (None, lang):
        verdict = verify_quote(quote, source, lang=named)
        assert verdict.verified is True, (quote, named, verdict.reason)


@pytest.mark.parametrize(
    "quote,source,lang,verified",
    [
        ("Dawa kaam \u2026 karti.", "Dawa kaam nahi karti.", "hi", False),
        ("Mujhe dawa se koi fayda \u2026 hua.", "Mujhe dawa se koi fayda nahi hua.", "hi", False),
        ("To farmako \u2026 voithaei.", "To farmako den voithaei.", "el", False),
        ("Hindi patients said '\u0905\u091a\u094d\u091b\u093e \u2026'.", "Hindi patients said '\u0905\u091a\u094d\u091b\u093e \u0928\u0939\u0940\u0902'.", "en", False),
        ("Dr. M\u00fcller \u2026 Berlin", "Dr. M\u00fcller aus Berlin", "ru", True),
        ("Kumar \u2026 Sharma", "Kumar and Sharma", "hi", True),
        ("The patients \u2026 recovered after the treatment.", "The patients quickly recovered after the treatment.", "hi", True),
    ],
)
def test_a_named_language_judges_only_letters_it_can_read(quote: str, source: str, lang: str, verified: bool) -> None:
    """A word of another script is judged by that script's lexicons; running words in letters the
    named language's lexicon cannot read, in no language known from its words, are not covered;
    names and codes, and a sentence of a language the detector knows, are read as they are."""
    from spacy_quoteverify import verify_quote

    assert verify_quote(quote, source, lang=lang).verified is verified


# Modals and hedges that give a clause as obligation, expectation or conjecture: left out by an
# elision, or stopped before where the language writes them after the clause (Japanese, Korean),
# they state it as fact. Faithful neighbours verify: the hedge quoted with its clause, a clause
# the sentence reports as found ("と報告した", "것으로 나타났다"), and Turkish "kan" (blood), which
# is no Scandinavian "can".
MODALS_AND_HEDGES = [
    ("en", "Patients should receive the drug.", "Patients … receive the drug", False),
    ("en", "The drug likely reduced mortality.", "The drug … reduced mortality", False),
    ("en", "The drug appears to have reduced mortality.", "The drug … reduced mortality", False),
    ("de", "Das Medikament sollte die Sterblichkeit senken.", "Das Medikament … die Sterblichkeit senken", False),
    ("de", "Das Medikament hätte die Sterblichkeit gesenkt.", "Das Medikament … die Sterblichkeit gesenkt", False),
    ("es", "El fármaco debería reducir la mortalidad.", "El fármaco … reducir la mortalidad", False),
    ("ru", "Препарат бы снизил смертность.", "Препарат … снизил смертность", False),
    ("ru", "Препарат бы снизил смертность.", "снизил смертность", False),
    ("cs", "Lék by měl snížit úmrtnost.", "Lék … snížit úmrtnost", False),
    ("hr", "Lijek je vjerojatno smanjio smrtnost.", "Lijek je … smanjio smrtnost", False),
    ("ko", "약이 아마 사망률을 낮췄다.", "약이 … 사망률을 낮췄다", False),
    ("ja", "薬はおそらく死亡率を下げた。", "薬は…死亡率を下げた", False),
    ("ja", "薬は死亡率を下げたかもしれない。", "薬は死亡率を下げた", False),
    ("ja", "売上は5%増えたと推定される。", "売上は5%増えた", False),
    ("ja", "薬が効くかも知れない、患者は喜んだ。", "薬が効く…、患者は喜んだ", False),
    ("zh", "药物导致死亡的说法是谣言。", "药物导致死亡…是谣言", False),
    ("ko", "매출이 5% 증가했을 가능성이 있다.", "매출이 5% 증가했", False),
    ("ko", "약이 사망률을 낮췄을 것이다.", "약이 사망률을 낮췄", False),
    ("en", "The drug likely reduced mortality.", "The drug likely reduced mortality", True),
    ("ja", "薬は死亡率を下げたと報告した。", "薬は死亡率を下げた", True),
    ("ko", "매출이 5% 증가한 것으로 나타났다.", "매출이 5% 증가한 것으로 나타났다", True),
    ("tr", "Hastanın kan basıncı yükseldi.", "basıncı yükseldi", True),
    # A condition or a rumour set off after the clause, a hearsay phrase before it with its comma.
    ("en", "Sales rose 5%, if the figures are right.", "Sales rose 5%", False),
    ("en", "Sales rose 5%, unless the data are wrong.", "Sales rose 5%", False),
    ("de", "Der Umsatz stieg um 5 %, wenn die Zahlen stimmen.", "Der Umsatz stieg um 5 %", False),
    ("en", "Sales rose 5%, according to rumours.", "Sales rose 5%", False),
    ("es", "Las ventas subieron un 5 %, según rumores.", "Las ventas subieron un 5 %", False),
    ("zh", "据说，销售额增长了5%。", "销售额增长了5%", False),
    ("en", "Sales rose 5%, according to the annual report.", "Sales rose 5%", True),
    ("en", "Sales rose 5%, and costs fell.", "Sales rose 5%", True),
    ("zh", "去年，销售额增长了5%。", "销售额增长了5%", True),
]


@pytest.mark.parametrize("named", [True, False])
@pytest.mark.parametrize("lang_code,source,quote,faithful", MODALS_AND_HEDGES)
def test_a_modal_or_hedge_left_out_is_refused(lang_code: str, source: str, quote: str, faithful: bool, named: bool) -> None:
    from spacy_quoteverify import verify_quote

    verdict = verify_quote(quote, source, lang=lang_code if named else None)
    assert verdict.verified is faithful, verdict.reason
    if not faithful:
        assert verdict.reason in ("negation_elided", "negation_cut", "condition_cut"), verdict.reason
