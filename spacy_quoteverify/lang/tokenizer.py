"""Tokens that the checks reason about, in every language spaCy has a class for.

The quotation checks compare numbers ("-12%", "< 0.05", "45.2 million", "1 200"), elision markers
("...", "[…]"), markdown bold markers ("**") and citation markers ("[chunk 3]") as units. spaCy's
default rules cut most of them into pieces, and a character segmenter (the default for Chinese)
cuts "12" into "1" and "2". :class:`QuoteTokenizer` wraps the language's own tokenizer and keeps
those units whole:

* for languages tokenized by spaCy's rule-based ``Tokenizer`` it adds special cases and
  prefix/suffix rules (serialised with the tokenizer) and then merges what the rules still split,
  including units that contain a space ("45.2 million", "[chunks 1, 2]");
* for languages with their own segmenter (Thai, Japanese, Chinese, Vietnamese) it cuts the text
  at the protected units first, segments only the text between them, and joins the pieces, so a
  segmenter never sees (and never splits) a number.

Korean uses the rule-based tokenizer (spaCy's default Korean tokenizer needs MeCab, which does not
install from PyPI alone). When a segmenter package is missing, a numbered warning says what to
install and the text is cut into one token per character instead.

Select it from a config::

    [nlp.tokenizer]
    @tokenizers = "spacy_quoteverify.Tokenizer.v1"
"""
from __future__ import annotations

import functools
import inspect
import threading
import warnings
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List, NamedTuple, Optional, Union

import regex
import spacy
import srsly
from spacy.attrs import ORTH
from spacy.language import Language
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc
from spacy.util import (
    compile_prefix_regex,
    compile_suffix_regex,
    get_lang_class,
    registry,
)
from spacy.vocab import Vocab

from spacy_quoteverify import charclasses
from spacy_quoteverify.errors import must_be
from spacy_quoteverify.lang import lexicons

__all__ = [
    "TOKENIZER_NAME",
    "TOKENIZER_CONFIG",
    "SegmenterMissingWarning",
    "Protected",
    "QuoteTokenizer",
    "CharacterTokenizer",
    "create_tokenizer",
    "protected_spans",
    "get_nlp",
    "segmenter_available",
    "clear_cache",
]

TOKENIZER_NAME = "spacy_quoteverify.Tokenizer.v1"
#: ``config`` argument for ``spacy.blank`` that selects this tokenizer.
TOKENIZER_CONFIG: Dict[str, Any] = {"nlp": {"tokenizer": {"@tokenizers": TOKENIZER_NAME}}}

#: Packages that provide a segmenter, by language and segmenter name, for the warning text.
_SEGMENTER_PACKAGES: Dict[str, str] = {
    "th": "pythainlp",
    "ja": "sudachipy sudachidict-core",
    "zh:jieba": "jieba",
    "zh:pkuseg": "spacy-pkuseg",
}
#: Languages whose default segmenter is replaced by the rule-based tokenizer: spaCy's Korean
#: tokenizer needs MeCab (natto-py), which does not install from PyPI alone, and both Korean and
#: Vietnamese put spaces between words (Vietnamese between syllables), which the rules split on.
_RULE_BASED_INSTEAD = frozenset({"ko", "vi"})



class SegmenterMissingWarning(UserWarning):
    """A language's word segmenter is not installed; text is cut per character instead."""


def _warn_missing_segmenter(lang: str, key: str, error: BaseException, fallback: str) -> None:
    """Emit warning W101 naming the package to install.

    lang (str): Language code.
    key (str): Key into the package table (``lang`` or ``lang:segmenter``).
    error (BaseException): The import error raised by the segmenter.
    fallback (str): What is used instead, for the message.
    """
    package = _SEGMENTER_PACKAGES.get(key, _SEGMENTER_PACKAGES.get(lang, "the segmenter package"))
    warnings.warn(
        f"[W101] The word segmenter for language '{lang}' is not installed ({error}). "
        f"Falling back to {fallback}; numbers and negations in this language are then checked "
        f"less precisely. Install it with: pip install {package}"
        + (" (or pip install 'spacy-quoteverify[lang]')." if lang in ("th", "ja") else "."),
        SegmenterMissingWarning,
        stacklevel=3,
    )


# ---------------------------------------------------------------------------------------------
# Protected units
# ---------------------------------------------------------------------------------------------

# Spaces that group digits ("1 200"): charclasses.GROUPING_SPACES.
_GROUP_SPACE = "[" + "".join(sorted(charclasses.GROUPING_SPACES)) + "]"
# One space between a sign/number and the next part ("< 0.05", "45.2 million", "12 %").
_ONE_SPACE = "[ " + "".join(sorted(charclasses.GROUPING_SPACES)) + "]"
_NUMBER = (
    rf"(?:\d{{1,3}}(?:{_GROUP_SPACE}\d{{3}})+(?:[.,]\d+)?"  # 1 200 / 1 200,5
    r"|\d+(?:[.,'’]\d+)*"  # 12 / 0.05 / 1,204 / 1.200.000 / 1'200
    r"|[.,]\d+)"  # .05
)
# A comparison or other math sign before a number (charclasses.COMPARISON_SIGNS), or "<=" / ">=".
_COMPARISON = rf"(?:[<>]=|[{charclasses.char_class(charclasses.COMPARISON_SIGNS)}])"
# Every plus, minus and plus-minus sign Unicode has (charclasses.NUMBER_SIGNS).
_SIGN = f"[{charclasses.char_class(charclasses.NUMBER_SIGNS)}]"
# Every currency symbol (charclasses.CURRENCY_SIGNS), after the capitals of a country that
# shares the symbol or not ("US$", "A$", "HK$", "R$").
_CURRENCY = rf"(?:\p{{Lu}}{{0,2}}[{charclasses.char_class(charclasses.CURRENCY_SIGNS)}])"
# Percent, per-mille and per-ten-thousand signs of every script and width (charclasses.PERCENT_SIGNS).
_PERCENT = f"[{charclasses.char_class(charclasses.PERCENT_SIGNS)}]"
_ATTACHED_UNIT = (
    rf"(?:{_PERCENT}|°[CF]?"
    r"|(?:" + "|".join(lexicons.number_units()["tokenizer_attached"]) + ")"
    r"(?:/[A-Za-zµμ]+)?(?![\p{L}\p{N}])"
    r"|[" + "".join(lexicons.number_units()["tokenizer_attached_unspaced"]) + "])"
)
_SCALE_WORD = "(?i:" + "|".join(lexicons.number_units()["tokenizer_scale"]) + ")"
_SPACED_UNIT = rf"(?:{_ONE_SPACE}(?:{_PERCENT}|{_SCALE_WORD})(?![\p{{L}}\p{{N}}]))"
_NUMBER_WITH_UNIT = rf"{_CURRENCY}?{_NUMBER}(?:{_ATTACHED_UNIT}|{_SPACED_UNIT})?"
# What joins the two numbers of a range (charclasses.RANGE_MARKS).
_RANGE_DASH = f"[{charclasses.char_class(charclasses.RANGE_MARKS)}]"
# A number may follow a letter of an unspaced script ("增长12%") but not one of a spaced script
# ("COVID19", "reported12"), where the digits belong to the word.
_NOT_AFTER_SPACED_LETTER = rf"(?<!(?![{charclasses.UNDELIMITED_CLASS}])[\p{{L}}\p{{M}}])"
_NUMBER_UNIT = (
    rf"{_NOT_AFTER_SPACED_LETTER}"
    rf"(?:{_COMPARISON}{_ONE_SPACE}?)?{_SIGN}?{_NUMBER_WITH_UNIT}"
    rf"(?:{_ONE_SPACE}?{_RANGE_DASH}{_ONE_SPACE}?{_SIGN}?{_NUMBER_WITH_UNIT})?"
)
# Elision marks as the passages read them (charclasses.ELISION_PATTERN).
_ELISION = charclasses.ELISION_PATTERN
_BOLD = r"\*\*"


def _citation_pattern(word: str) -> str:
    """Regex source for a citation marker such as ``[chunk 3]`` or ``[chunks 1, 2]``.

    word (str): The citation word ("chunk").
    """
    return rf"\[ ?(?i:{regex.escape(word)})s?(?![\p{{L}}\p{{N}}])[^\[\]\n]{{0,200}}?\]"


@functools.lru_cache(maxsize=16)
def _protected_regex(citation_word: str) -> "regex.Pattern[str]":
    """Compile the pattern of every protected unit, citations and elisions first.

    citation_word (str): The citation word ("chunk").
    """
    return regex.compile(
        rf"(?P<citation>{_citation_pattern(citation_word)})"
        rf"|(?P<elision>{_ELISION})"
        rf"|(?P<bold>{_BOLD})"
        rf"|(?P<number>{_NUMBER_UNIT})"
    )


class Protected(NamedTuple):
    """A unit kept as one token: character offsets and kind (number/elision/bold/citation)."""

    start: int
    end: int
    kind: str


def protected_spans(text: str, citation_word: str = "chunk") -> List[Protected]:
    """Find the units kept as single tokens, left to right, without overlaps.

    text (str): The text to scan.
    citation_word (str): The word of citation markers ("chunk" for "[chunk 3]").

    >>> text = "rose -12% (p < 0.05) [chunk 3]"
    >>> [text[s.start : s.end] for s in protected_spans(text)]
    ['-12%', '< 0.05', '[chunk 3]']
    """
    if not isinstance(text, str):
        raise TypeError(must_be("text", "str", text, 60))
    pattern = _protected_regex(citation_word)
    return [Protected(m.start(), m.end(), m.lastgroup or "number") for m in pattern.finditer(text)]


# ---------------------------------------------------------------------------------------------
# Tokenizers
# ---------------------------------------------------------------------------------------------

# Special cases and affix rules added to spaCy's rule-based tokenizer. They are plain ``re``
# patterns because spaCy restores affix rules with the standard library when deserialising.
_SPECIAL_CASES = ("...", "…", "[...]", "[…]", "(...)", "(…)", "**", "[ ... ]", "[ … ]")
_EXTRA_PREFIXES = (r"\*\*", r"\[(?:\.\.\.|…)\]", r"\((?:\.\.\.|…)\)")
_EXTRA_SUFFIXES = (r"\*\*", r"\[(?:\.\.\.|…)\]", r"\((?:\.\.\.|…)\)")


class CharacterTokenizer:
    """Fallback segmenter: one token per character, whitespace kept as in spaCy.

    Used when a language's word segmenter is not installed, so that the text still tokenizes
    (numbers are rejoined by :class:`QuoteTokenizer`).
    """

    def __init__(self, vocab: Vocab) -> None:
        """Create the character segmenter.

        vocab (Vocab): The pipeline's vocabulary.
        """
        self.vocab = vocab

    def __call__(self, text: str) -> Doc:
        """Cut ``text`` into characters.

        text (str): The text to tokenize.
        """
        words: List[str] = []
        spaces: List[bool] = []
        for char in text:
            if char.isspace():
                if char == " " and words and not spaces[-1] and not words[-1].isspace():
                    spaces[-1] = True
                elif words and words[-1].isspace() and not spaces[-1]:
                    words[-1] += char
                else:
                    words.append(char)
                    spaces.append(False)
            else:
                words.append(char)
                spaces.append(False)
        return Doc(self.vocab, words=words, spaces=spaces)

    def to_bytes(self, **kwargs: Any) -> bytes:
        """Nothing to save: the fallback has no state."""
        return b""

    def from_bytes(self, data: bytes, **kwargs: Any) -> "CharacterTokenizer":
        """Nothing to load: the fallback has no state."""
        return self

    def to_disk(self, path: Union[str, Path], **kwargs: Any) -> None:
        """Nothing to save: the fallback has no state."""

    def from_disk(self, path: Union[str, Path], **kwargs: Any) -> "CharacterTokenizer":
        """Nothing to load: the fallback has no state."""
        return self


def extend_rule_tokenizer(tokenizer: Tokenizer) -> Tokenizer:
    """Add our special cases and prefix/suffix rules to a rule-based spaCy tokenizer, in place.

    tokenizer (Tokenizer): A ``spacy.tokenizer.Tokenizer``.
    """
    if not isinstance(tokenizer, Tokenizer):
        raise TypeError(
            f"tokenizer must be a spacy.tokenizer.Tokenizer, got {type(tokenizer).__name__}"
        )
    for case in _SPECIAL_CASES:
        tokenizer.add_special_case(case, [{ORTH: case}])
    if tokenizer.prefix_search is not None:
        prefixes = list(_EXTRA_PREFIXES) + [tokenizer.prefix_search.__self__.pattern]
        tokenizer.prefix_search = compile_prefix_regex(prefixes).search
    if tokenizer.suffix_search is not None:
        suffixes = list(_EXTRA_SUFFIXES) + [tokenizer.suffix_search.__self__.pattern]
        tokenizer.suffix_search = compile_suffix_regex(suffixes).search
    return tokenizer


def _rule_tokenizer(nlp: Language) -> Tokenizer:
    """Build the language's default rule-based tokenizer (as ``spacy.Tokenizer.v1`` does)."""
    factory = registry.tokenizers.get("spacy.Tokenizer.v1")()
    return factory(nlp)


class QuoteTokenizer:
    """Wrap a language's tokenizer so that protected units come out as single tokens.

    Attributes:
        inner: the wrapped tokenizer (rule-based, a segmenter, or the character fallback).
        rule_based: True when ``inner`` is spaCy's rule-based ``Tokenizer``.
        fallback: True when the language's segmenter was missing and characters are used.
        citation_word: the word of citation markers kept whole ("chunk").
    """

    def __init__(
        self,
        vocab: Vocab,
        inner: Callable[[str], Doc],
        *,
        lang: str,
        citation_word: str = "chunk",
        fallback: bool = False,
        segmenter: Optional[str] = None,
        split_mode: Optional[str] = None,
    ) -> None:
        """Wrap a tokenizer.

        vocab (Vocab): The pipeline's vocabulary.
        inner (Callable[[str], Doc]): The wrapped tokenizer.
        lang (str): The pipeline's language code.
        citation_word (str): The word of citation markers kept whole.
        fallback (bool): Whether ``inner`` is the character fallback.
        segmenter (Optional[str]): The segmenter asked for (Chinese: char/jieba/pkuseg), for serialisation.
        split_mode (Optional[str]): The Japanese split mode asked for (A/B/C), for serialisation.
        """
        if not isinstance(citation_word, str) or not citation_word.strip():
            raise ValueError(f"citation_word must be a non-empty str, got {citation_word!r}")
        self.vocab = vocab
        self.inner = inner
        self.lang = lang
        self.citation_word = citation_word
        self.fallback = fallback
        self.segmenter = segmenter
        self.split_mode = split_mode
        self.rule_based = isinstance(inner, Tokenizer)

    # -- tokenizing -----------------------------------------------------------------------------
    def __call__(self, text: str) -> Doc:
        """Tokenize ``text``.

        text (str): The text to tokenize.
        """
        if not isinstance(text, str):
            raise TypeError(must_be("text", "str", text, 60))
        spans = protected_spans(text, self.citation_word)
        if self.rule_based:
            doc = self.inner(text)
            self._merge(doc, spans)
            return doc
        return self._segment_around(text, spans)

    def pipe(self, texts: Iterable[str], batch_size: int = 1000) -> Iterator[Doc]:
        """Tokenize a stream of texts.

        texts (Iterable[str]): The texts.
        batch_size (int): Unused, for signature compatibility with spaCy tokenizers.
        """
        for text in texts:
            yield self(text)

    def _merge(self, doc: Doc, spans: List[Protected]) -> None:
        """Merge the tokens of each protected unit that the rules split (token-aligned only)."""
        to_merge = []
        for item in spans:
            span = doc.char_span(item.start, item.end, alignment_mode="strict")
            if span is not None and len(span) > 1:
                to_merge.append(span)
        if to_merge:
            with doc.retokenize() as retokenizer:
                for span in to_merge:
                    retokenizer.merge(span)

    def _segment_around(self, text: str, spans: List[Protected]) -> Doc:
        """Segment the text between protected units; each protected unit is one token."""
        if not spans:
            return self.inner(text)
        docs: List[Doc] = []
        position = 0
        for item in spans:
            if item.start > position:
                docs.append(self.inner(text[position : item.start]))
            docs.append(Doc(self.vocab, words=[text[item.start : item.end]], spaces=[False]))
            position = item.end
        if position < len(text):
            docs.append(self.inner(text[position:]))
        docs = [doc for doc in docs if len(doc)]
        doc = Doc.from_docs(docs, ensure_whitespace=False)
        if doc is None or doc.text != text:  # pragma: no cover - defensive
            raise ValueError(
                "[E101] Tokenization changed the text; please report this input: " f"{text!r:.80}"
            )
        return doc

    # -- rule-based helpers ---------------------------------------------------------------------
    def add_special_case(self, string: str, substrings: List[Dict[Any, Any]]) -> None:
        """Add a tokenizer exception (rule-based languages only).

        string (str): The string to special-case.
        substrings (List[Dict[Any, Any]]): The token attributes, as for ``Tokenizer.add_special_case``.
        """
        if not self.rule_based:
            raise ValueError(
                f"[E102] add_special_case needs the rule-based tokenizer; language '{self.lang}' "
                f"uses {type(self.inner).__name__}"
            )
        self.inner.add_special_case(string, substrings)  # type: ignore[attr-defined]

    def __getattr__(self, name: str) -> Any:
        # Delegate tokenizer attributes (rules, prefix_search, explain, ...) to the wrapped one.
        if name.startswith("__") or name in {"inner", "vocab"}:
            raise AttributeError(name)
        return getattr(self.inner, name)

    def initialize(
        self,
        get_examples: Optional[Callable[[], Iterable[Any]]] = None,
        *,
        nlp: Any = None,
        pkuseg_model: Optional[str] = None,
        pkuseg_user_dict: Optional[str] = "default",
    ) -> None:
        """Initialize the wrapped tokenizer when it needs it (the Chinese pkuseg model).

        get_examples (Optional[Callable[[], Iterable[Any]]]): The training examples callback.
        nlp (Any): The pipeline.
        pkuseg_model (Optional[str]): Chinese only: the pkuseg model to load (spaCy's setting).
        pkuseg_user_dict (Optional[str]): Chinese only: the pkuseg user dictionary (spaCy's setting).
        """
        init = getattr(self.inner, "initialize", None)
        if init is None:
            return
        accepted = inspect.signature(init).parameters
        settings = {"pkuseg_model": pkuseg_model, "pkuseg_user_dict": pkuseg_user_dict}
        init(get_examples, nlp=nlp, **{k: v for k, v in settings.items() if k in accepted})

    # -- serialisation --------------------------------------------------------------------------
    def _cfg(self) -> Dict[str, Any]:
        return {
            "lang": self.lang,
            "citation_word": self.citation_word,
            "fallback": self.fallback,
            "segmenter": self.segmenter,
            "split_mode": self.split_mode,
        }

    def _set_cfg(self, cfg: Dict[str, Any]) -> None:
        self.citation_word = str(cfg.get("citation_word", self.citation_word))

    def to_bytes(self, *, exclude: Iterable[str] = tuple()) -> bytes:
        """Serialise the wrapped tokenizer (its exceptions and rules) and our settings.

        exclude (Iterable[str]): Names of fields to leave out (passed on to the wrapped tokenizer).
        """
        inner_to_bytes = getattr(self.inner, "to_bytes", None)
        inner = inner_to_bytes(exclude=list(exclude)) if inner_to_bytes else b""
        return srsly.msgpack_dumps({"cfg": self._cfg(), "inner": inner})

    def from_bytes(self, bytes_data: bytes, *, exclude: Iterable[str] = tuple()) -> "QuoteTokenizer":
        """Load what :meth:`to_bytes` saved.

        bytes_data (bytes): The serialised tokenizer.
        exclude (Iterable[str]): Names of fields to leave out (passed on to the wrapped tokenizer).
        """
        if not isinstance(bytes_data, (bytes, bytearray)):
            raise TypeError(f"bytes_data must be bytes, got {type(bytes_data).__name__}")
        data = srsly.msgpack_loads(bytes_data)
        self._set_cfg(data.get("cfg", {}))
        inner_from_bytes = getattr(self.inner, "from_bytes", None)
        if inner_from_bytes is not None and data.get("inner"):
            inner_from_bytes(data["inner"], exclude=list(exclude))
        return self

    def to_disk(self, path: Union[str, Path], *, exclude: Iterable[str] = tuple()) -> None:
        """Save to a directory: ``cfg`` (our settings) and ``inner`` (the wrapped tokenizer).

        path (Union[str, Path]): The directory to write.
        exclude (Iterable[str]): Names of fields to leave out (passed on to the wrapped tokenizer).
        """
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        srsly.write_json(path / "cfg", self._cfg())
        inner_to_disk = getattr(self.inner, "to_disk", None)
        if inner_to_disk is not None:
            inner_to_disk(path / "inner", exclude=list(exclude))

    def from_disk(
        self, path: Union[str, Path], *, exclude: Iterable[str] = tuple()
    ) -> "QuoteTokenizer":
        """Load what :meth:`to_disk` saved.

        path (Union[str, Path]): The directory to read.
        exclude (Iterable[str]): Names of fields to leave out (passed on to the wrapped tokenizer).
        """
        path = Path(path)
        if not path.is_dir():
            raise ValueError(f"[E103] path must be a tokenizer directory, got {str(path)!r}")
        if (path / "cfg").exists():
            self._set_cfg(srsly.read_json(path / "cfg"))
        inner_from_disk = getattr(self.inner, "from_disk", None)
        if inner_from_disk is not None and (path / "inner").exists():
            inner_from_disk(path / "inner", exclude=list(exclude))
        return self


def _build_inner(
    nlp: Language, segmenter: Optional[str], split_mode: Optional[str]
) -> "tuple[Callable[[str], Doc], bool]":
    """Build the tokenizer to wrap for ``nlp``'s language; returns (tokenizer, is_fallback).

    nlp (Language): The pipeline under construction.
    segmenter (Optional[str]): Chinese segmenter override (char/jieba/pkuseg) or None for the default.
    split_mode (Optional[str]): Japanese split mode override (A/B/C) or None for the default.
    """
    lang = nlp.lang or "xx"
    default = dict(type(nlp).default_config["nlp"]["tokenizer"])
    name = default.get("@tokenizers", "spacy.Tokenizer.v1")
    if name == "spacy.Tokenizer.v1" or lang in _RULE_BASED_INSTEAD:
        return extend_rule_tokenizer(_rule_tokenizer(nlp)), False
    key = lang
    if segmenter is not None and "segmenter" in default:
        default["segmenter"] = segmenter
        key = f"{lang}:{segmenter}"
    if split_mode is not None and "split_mode" in default:
        default["split_mode"] = split_mode
    try:
        inner = registry.resolve({"tokenizer": default})["tokenizer"](nlp)
    except ImportError as error:
        _warn_missing_segmenter(lang, key, error, "one token per character")
        return CharacterTokenizer(nlp.vocab), True
    return inner, False


@registry.tokenizers(TOKENIZER_NAME)
def create_tokenizer(
    citation_word: str = "chunk",
    segmenter: Optional[str] = None,
    split_mode: Optional[str] = None,
) -> Callable[[Language], QuoteTokenizer]:
    """Registered factory of :class:`QuoteTokenizer` (``spacy_quoteverify.Tokenizer.v1``).

    citation_word (str): The word of citation markers kept whole ("chunk" for "[chunk 3]").
    segmenter (Optional[str]): Chinese segmenter ("char", "jieba", "pkuseg"); None keeps spaCy's default.
    split_mode (Optional[str]): Japanese SudachiPy split mode ("A", "B", "C"); None keeps spaCy's default.
    """

    def make(nlp: Language) -> QuoteTokenizer:
        inner, fallback = _build_inner(nlp, segmenter, split_mode)
        return QuoteTokenizer(
            nlp.vocab,
            inner,
            lang=nlp.lang or "xx",
            citation_word=citation_word,
            fallback=fallback,
            segmenter=segmenter,
            split_mode=split_mode,
        )

    return make


# ---------------------------------------------------------------------------------------------
# Pipelines
# ---------------------------------------------------------------------------------------------

_NLP_LOCK = threading.RLock()


@functools.lru_cache(maxsize=16)
def _cached_nlp(lang: str) -> Language:
    return spacy.blank(lang, config=TOKENIZER_CONFIG)


@functools.lru_cache(maxsize=256)
def _spacy_lang(lang: Optional[str]) -> str:
    """Map a code to one spaCy has a class for; unknown codes and None become "xx"."""
    if not lang:
        return "xx"
    code = str(lang).strip().lower().replace("_", "-").split("-")[0]
    try:
        get_lang_class(code)
    except (ImportError, KeyError, ValueError):
        return "xx"
    return code


def get_nlp(lang: Optional[str] = None) -> Language:
    """A blank pipeline for ``lang`` with :class:`QuoteTokenizer`, built once and cached.

    Unknown codes (and None) give the multi-language pipeline "xx". Up to 16 pipelines are kept.

    lang (Optional[str]): A language code ("en", "ja", "zh-Hant", ...) or None.
    """
    if lang is not None and not isinstance(lang, str):
        raise TypeError(must_be("lang", "str or None", lang, None))
    code = _spacy_lang(lang)
    with _NLP_LOCK:
        return _cached_nlp(code)


def segmenter_available(lang: Optional[str]) -> bool:
    """Whether ``lang`` is tokenized by its real segmenter (not the character fallback).

    lang (Optional[str]): A language code or None.
    """
    tokenizer = get_nlp(lang).tokenizer
    return not getattr(tokenizer, "fallback", False)


def clear_cache() -> None:
    """Forget the cached pipelines (e.g. after installing a segmenter)."""
    with _NLP_LOCK:
        _cached_nlp.cache_clear()
