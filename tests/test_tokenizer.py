"""Tests of the quote-aware tokenizer, language guessing and the cached pipelines."""
from __future__ import annotations

import importlib.metadata
import pickle
import subprocess
import sys
import threading
import warnings
from pathlib import Path
from typing import Iterator, List

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.util import load_model_from_config, registry
from thinc.api import Config

from spacy_quoteverify.lang import tokenizer as T
from spacy_quoteverify.lang.guess import guess_language
from spacy_quoteverify.lang.tokenizer import (
    TOKENIZER_CONFIG,
    TOKENIZER_NAME,
    CharacterTokenizer,
    QuoteTokenizer,
    SegmenterMissingWarning,
    create_tokenizer,
    get_nlp,
    protected_spans,
)


def texts(doc: spacy.tokens.Doc) -> List[str]:
    return [token.text for token in doc]


@pytest.fixture
def fresh_cache() -> Iterator[None]:
    """Pipelines built inside the test do not leak into (or come from) the shared cache."""
    T.clear_cache()
    yield
    T.clear_cache()


# -- protected units in spaced languages --------------------------------------------------------

UNITS = [
    "-12%",
    "+3.4",
    "−12%",
    "< 0.05",
    "<0.05",
    "≥ 18",
    "45.2 million",
    "$45.2 million",
    "1\u2009200",
    "1\u00a0200",
    "1\u202f200",
    "1,204",
    "18–65",
    "18-65",
    "12%–15%",
    "12mg",
    "[chunk 3]",
    "[chunks 1, 2]",
    "[chunk 1; chunk 7]",
    "[...]",
    "[…]",
    "(...)",
    "...",
    "…",
    "**",
]
FRAMES = ["{} here", "x {} y", "x ({}) y", "x {}, y", "({})"]


@pytest.mark.parametrize("lang", ["en", "de", "fr", "ru"])
@pytest.mark.parametrize("unit", UNITS)
def test_protected_unit_is_one_token_in_spaced_languages(lang: str, unit: str) -> None:
    nlp = get_nlp(lang)
    for frame in FRAMES:
        text = frame.format(unit)
        doc = nlp(text)
        # A bare ellipsis in brackets is the bracketed elision marker "(...)" itself.
        expected = f"({unit})" if unit in ("...", "…") and "({})" in frame else unit
        assert expected in texts(doc), (lang, text, texts(doc))
        assert doc.text == text


@pytest.mark.parametrize(
    "lang,text,unit",
    [
        ("de", "ein Rückgang um -12 % und 45,2 Millionen Euro", "45,2 Millionen"),
        ("de", "ein Rückgang um -12 % und 45,2 Millionen Euro", "-12 %"),
        ("fr", "une baisse de 12\u202f% sur 1\u202f200 patients", "12\u202f%"),
        ("ru", "выручка 45,2 млн рублей", "45,2 млн"),
        ("en", "aged 18–65 years (p < 0.001)", "< 0.001"),
    ],
)
def test_language_specific_numbers_stay_whole(lang: str, text: str, unit: str) -> None:
    assert unit in texts(get_nlp(lang)(text))


def test_bold_markers_split_from_words_and_significance_stars() -> None:
    doc = get_nlp("en")("**Revenue** rose 0.45** in total")
    assert texts(doc)[:3] == ["**", "Revenue", "**"]
    assert "0.45" in texts(doc) and texts(doc).count("**") == 3


def test_digits_glued_to_words_are_not_cut_out() -> None:
    # "COVID-19" and a superscript reference "reported12" stay as the rules made them.
    doc = get_nlp("en")("COVID-19 as reported12 earlier")
    assert texts(doc) == ["COVID-19", "as", "reported12", "earlier"]


def test_line_broken_range_is_not_joined_across_the_line_break() -> None:
    doc = get_nlp("en")("aged 18-\n65 years")
    assert "65" in texts(doc)


def test_protected_spans_reports_kinds_in_order() -> None:
    text = "See [chunk 2]: revenue fell -12% ... **up** (p < 0.05)"
    found = [(text[s.start : s.end], s.kind) for s in protected_spans(text)]
    assert found == [
        ("[chunk 2]", "citation"),
        ("-12%", "number"),
        ("...", "elision"),
        ("**", "bold"),
        ("**", "bold"),
        ("< 0.05", "number"),
    ]


def test_protected_spans_uses_the_configured_citation_word() -> None:
    text = "as shown [source 4] and [chunk 3]"
    assert [text[s.start : s.end] for s in protected_spans(text, "source")] == ["[source 4]", "3"]


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="ab 12.,-–%<≥…*[]()chunk\u2009\u00a0万收", max_size=40))
def test_protected_spans_are_ordered_disjoint_and_typed(text: str) -> None:
    spans = protected_spans(text)
    for left, right in zip(spans, spans[1:]):
        assert left.end <= right.start
    for span in spans:
        piece = text[span.start : span.end]
        assert piece and piece == piece.strip()
        if span.kind == "number":
            assert any(char.isdigit() for char in piece)
        elif span.kind == "bold":
            assert piece == "**"


def test_protected_spans_rejects_non_text() -> None:
    with pytest.raises(TypeError, match="text must be str, got int"):
        protected_spans(5)  # type: ignore[arg-type]


# -- unspaced languages -------------------------------------------------------------------------


def test_chinese_character_segmenter_keeps_numbers_whole() -> None:
    doc = get_nlp("zh")("收入增长12%，利润增长3.5倍，共1,204人")
    assert "12%" in texts(doc) and "3.5" in texts(doc) and "1,204" in texts(doc)
    assert "1" not in texts(doc) and "2" not in texts(doc)


def test_japanese_segmenter_keeps_numbers_and_part_of_speech() -> None:
    doc = get_nlp("ja")("収入は12.5%増えたが、行かなかった")
    assert "12.5%" in texts(doc)
    aux = [token for token in doc if token.text == "なかっ"]
    assert aux and aux[0].tag_.startswith("助動詞") and aux[0].lemma_ == "ない"


def test_thai_segmenter_keeps_numbers_and_negation_token() -> None:
    doc = get_nlp("th")("รายได้ไม่ได้เพิ่มขึ้น 12.5% [chunk 3]")
    assert {"ไม่", "12.5%", "[chunk 3]"} <= set(texts(doc))


def test_korean_uses_the_rule_based_tokenizer_without_mecab() -> None:
    nlp = spacy.blank("ko", config=TOKENIZER_CONFIG)
    doc = nlp("매출이 12% 증가하지 않았다 [...]")
    assert texts(doc) == ["매출이", "12%", "증가하지", "않았다", "[...]"]
    assert nlp.tokenizer.rule_based


@pytest.mark.parametrize("lang", ["zh", "ja", "th", "ko", "en"])
def test_segmented_text_round_trips_exactly(lang: str) -> None:
    text = "  收入 增长12% 。\n\n行かない ไม่ 12\u2009300 …  [chunk 1]\t"
    assert get_nlp(lang)(text).text == text


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(["收入", "增长", "12", "3.5", "%", " ", "不", "，", "-", "…", "**", "7"]),
        max_size=12,
    )
)
def test_character_segmenter_never_splits_a_digit_run(parts: List[str]) -> None:
    text = "".join(parts)
    doc = get_nlp("zh")(text)
    assert doc.text == text
    for token in doc:
        # A token boundary never falls between two digits.
        if token.i + 1 < len(doc):
            assert not (token.text[-1:].isdigit() and doc[token.i + 1].text[:1].isdigit())


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="ab 1234567890.,-%<…*[]()\u2009\u00a0\n", max_size=30))
def test_rule_based_tokenizer_keeps_the_text(text: str) -> None:
    assert get_nlp("en")(text).text == text


# -- registry, config, serialisation ------------------------------------------------------------


def test_tokenizer_is_selected_from_the_config() -> None:
    nlp = spacy.blank("en", config={"nlp": {"tokenizer": {"@tokenizers": TOKENIZER_NAME}}})
    assert isinstance(nlp.tokenizer, QuoteTokenizer)
    assert registry.tokenizers.get(TOKENIZER_NAME) is create_tokenizer


def test_tokenizer_is_selected_from_a_cfg_file_text() -> None:
    cfg = Config().from_str(
        """
        [nlp]
        lang = "de"
        pipeline = []

        [nlp.tokenizer]
        @tokenizers = "spacy_quoteverify.Tokenizer.v1"
        citation_word = "Quelle"

        [components]
        """
    )
    nlp = load_model_from_config(cfg, auto_fill=True)
    assert isinstance(nlp.tokenizer, QuoteTokenizer)
    assert "[Quelle 3]" in texts(nlp("siehe [Quelle 3] und -12%"))


def test_config_finds_the_tokenizer_without_importing_the_package(tmp_path: Path) -> None:
    names = {ep.name for ep in importlib.metadata.entry_points(group="spacy_tokenizers")}
    if TOKENIZER_NAME not in names:
        pytest.skip("package metadata not refreshed (pip install -e . --no-deps)")
    script = (
        "import sys, spacy\n"
        f"nlp = spacy.blank('en', config={{'nlp': {{'tokenizer': {{'@tokenizers': '{TOKENIZER_NAME}'}}}}}})\n"
        "print(type(nlp.tokenizer).__name__, [t.text for t in nlp('fell -12%')])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "QuoteTokenizer ['fell', '-12%']"


def test_rule_exceptions_survive_bytes_round_trip() -> None:
    nlp = spacy.blank("en", config=TOKENIZER_CONFIG)
    nlp.tokenizer.add_special_case("non-inf", [{"ORTH": "non-inf"}])
    data = nlp.tokenizer.to_bytes()
    other = spacy.blank("en")  # default tokenizer: our rules come only from the bytes
    other_tok = QuoteTokenizer(other.vocab, T._rule_tokenizer(other), lang="en")
    other_tok.from_bytes(data)
    assert texts(other_tok("a non-inf b ... c")) == ["a", "non-inf", "b", "...", "c"]
    assert "..." in other_tok.rules and "non-inf" in other_tok.rules


@pytest.mark.parametrize("lang", ["en", "ja", "th", "zh", "ko"])
def test_pipeline_survives_to_disk_and_spacy_load(lang: str, tmp_path: Path) -> None:
    nlp = spacy.blank(lang, config=TOKENIZER_CONFIG)
    nlp.initialize()
    if nlp.tokenizer.rule_based:
        nlp.tokenizer.add_special_case("foo-bar", [{"ORTH": "foo-bar"}])
    nlp.to_disk(tmp_path / lang)
    loaded = spacy.load(tmp_path / lang)
    assert isinstance(loaded.tokenizer, QuoteTokenizer)
    text = "foo-bar fell -12% [chunk 3] 收入增长12% …"
    assert texts(loaded(text)) == texts(nlp(text))
    if nlp.tokenizer.rule_based:
        assert "foo-bar" in texts(loaded(text))


def test_citation_word_survives_bytes_round_trip() -> None:
    nlp = spacy.blank("en", config={"nlp": {"tokenizer": {"@tokenizers": TOKENIZER_NAME, "citation_word": "doc"}}})
    other = spacy.blank("en", config=TOKENIZER_CONFIG)
    other.tokenizer.from_bytes(nlp.tokenizer.to_bytes())
    assert "[doc 2]" in texts(other("see [doc 2]"))


def test_tokenizer_pickles() -> None:
    nlp = get_nlp("th")
    clone = pickle.loads(pickle.dumps(nlp))
    assert texts(clone("ไม่ 12%")) == texts(nlp("ไม่ 12%"))


def test_pipe_tokenizes_each_text() -> None:
    tokenizer = get_nlp("en").tokenizer
    assert [texts(doc) for doc in tokenizer.pipe(["-12%", "< 0.05"])] == [["-12%"], ["< 0.05"]]


def test_add_special_case_is_refused_for_a_segmenter() -> None:
    with pytest.raises(ValueError, match="E102"):
        get_nlp("th").tokenizer.add_special_case("x", [{"ORTH": "x"}])


# -- missing segmenters -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,modules,package",
    [("th", ["pythainlp", "pythainlp.tokenize"], "pythainlp"), ("ja", ["sudachipy"], "sudachipy")],
)
def test_missing_segmenter_warns_and_falls_back_to_characters(
    lang: str, modules: List[str], package: str, monkeypatch: pytest.MonkeyPatch, fresh_cache: None
) -> None:
    for module in modules:
        monkeypatch.setitem(sys.modules, module, None)
    with pytest.warns(SegmenterMissingWarning, match=rf"\[W101\].*pip install {package}"):
        nlp = get_nlp(lang)
    assert nlp.tokenizer.fallback and not T.segmenter_available(lang)
    assert isinstance(nlp.tokenizer.inner, CharacterTokenizer)
    text = "ไม่ได้ 12.5% 行か [chunk 2]"
    doc = nlp(text)
    assert doc.text == text
    assert {"ไ", "12.5%", "[chunk 2]", "行"} <= set(texts(doc))


def test_missing_chinese_word_segmenter_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "jieba", None)
    with pytest.warns(SegmenterMissingWarning, match="pip install jieba"):
        nlp = spacy.blank(
            "zh", config={"nlp": {"tokenizer": {"@tokenizers": TOKENIZER_NAME, "segmenter": "jieba"}}}
        )
    assert texts(nlp("增长12%")) == ["增", "长", "12%"]


def test_character_tokenizer_keeps_whitespace_like_spacy() -> None:
    doc = CharacterTokenizer(spacy.blank("xx").vocab)("ab c  d\n")
    assert texts(doc) == ["a", "b", "c", " ", "d", "\n"]
    assert doc.text == "ab c  d\n"


# -- languages and cached pipelines -------------------------------------------------------------


@pytest.mark.parametrize(
    "text,lang",
    [
        ("매출이 증가했다", "ko"),
        ("収入は12%増えた", "ja"),
        ("カタカナ", "ja"),
        ("收入增长12%", "zh"),
        ("รายได้เพิ่มขึ้น", "th"),
        ("الإيرادات ارتفعت", "ar"),
        ("درآمد پیشرفت کرد", "fa"),
        ("ההכנסות עלו", "he"),
        ("आय बढ़ी", "hi"),
        ("আয় বেড়েছে", "bn"),
        ("τα έσοδα αυξήθηκαν", "el"),
        ("выручка выросла", "ru"),
        ("виручка зросла і все", "uk"),
        ("revenue rose", "xx"),
        ("12% 45.2", "xx"),
        ("", "xx"),
    ],
)
def test_guess_language_by_script(text: str, lang: str) -> None:
    assert guess_language(text) == lang


def test_guess_language_latin_default_is_configurable() -> None:
    assert guess_language("revenue rose", default="en") == "en"


def test_get_nlp_is_cached_and_maps_unknown_codes_to_multilanguage() -> None:
    assert get_nlp("en") is get_nlp("en") is get_nlp("en-GB") is get_nlp("EN")
    assert get_nlp("not-a-language").lang == "xx"
    assert get_nlp(None).lang == "xx"
    assert isinstance(get_nlp("xx").tokenizer, QuoteTokenizer)


def test_get_nlp_gives_one_pipeline_to_concurrent_callers(fresh_cache: None) -> None:
    results: List[object] = []
    threads = [threading.Thread(target=lambda: results.append(get_nlp("de"))) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(nlp) for nlp in results}) == 1


def test_get_nlp_rejects_non_string_codes() -> None:
    with pytest.raises(TypeError, match="lang must be str or None, got int"):
        get_nlp(5)  # type: ignore[arg-type]


def test_tokenizer_rejects_non_text() -> None:
    with pytest.raises(TypeError, match="text must be str, got bytes"):
        get_nlp("en").tokenizer(b"x")  # type: ignore[arg-type]


def test_no_warning_for_installed_segmenters(fresh_cache: None) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", SegmenterMissingWarning)
        for lang in ("th", "ja", "zh", "ko"):
            assert T.segmenter_available(lang)


def test_a_number_with_any_minus_sign_is_one_protected_unit() -> None:
    from spacy_quoteverify import charclasses
    from spacy_quoteverify.lang.tokenizer import protected_spans

    for sign in charclasses.MINUS_SIGNS:
        text = f"a change of {sign}12% in revenue"
        assert [text[p.start : p.end] for p in protected_spans(text)] == [f"{sign}12%"], f"U+{ord(sign):04X}"
