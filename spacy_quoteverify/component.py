"""The ``quote_verifier`` spaCy component.

It runs on the *answer* a model wrote. The texts the model was given are
attached to the answer beforehand as ``doc._.sources`` (a list, whose ids are
1-based positions, or a dict id -> text). The component finds the quotations
in the answer, reads its ``[chunk N]`` citations, and checks each quotation
against the chunks it cites (or every source, when it cites none)::

    nlp = spacy.blank("en")
    nlp.add_pipe("quote_verifier")
    doc = verify_answer(nlp, 'Revenue "rose to 45.2 million dollars" [chunk 1].', [source_text])
    doc.spans["quotes"][0]._.verified   # True

Everything the component computes is stored as plain data in ``doc.user_data``
(under :data:`DATA_KEY`), so it survives ``Doc.to_bytes()``, ``DocBin`` with
user data and multi-process ``nlp.pipe``; the extension attributes are getters
over it.
"""
from __future__ import annotations

import gc
import os
import re
import threading
from collections.abc import Mapping
from contextlib import contextmanager
from dataclasses import fields, is_dataclass
from dataclasses import replace as dc_replace
from typing import (
    Any,
    Callable,
    Dict,
    Iterable,
    Iterator,
    List,
    Optional,
    Sequence,
    Tuple,
    Type,
    Union,
    cast,
)

import srsly
from spacy.language import Language
from spacy.pipeline import Pipe
from spacy.tokens import Doc, Span
from spacy.training import Example, validate_examples
from spacy.util import is_in_jupyter, registry

from spacy_quoteverify import reasons
from spacy_quoteverify.answer.citations import CitationId, CitationReader, Citations, make_citation_reader, word_list
from spacy_quoteverify.answer.quotes import (
    Quotation,
    attach_citations,
    find_quotations,
    has_number,
    quotation_pairs,
    quoted_marks,
    strip_markers,
)
from spacy_quoteverify.errors import must_be
from spacy_quoteverify.options import (
    OPTION_NAMES,
    Count,
    Decider,
    Fraction,
    PositiveBound,
    PositiveCount,
    VerifyOptions,
    resolve_options,
)
from spacy_quoteverify.options import check_lang as check_lang_code
from spacy_quoteverify.text.source import document_chunk_id, document_text
from spacy_quoteverify.verdict import (
    Verdict,
    quote_found,
    span_preview,
    suggestion,
    verify_cited,
    verify_quote,
    with_chunk,
)

#: Key in ``doc.user_data`` holding the component's results.
DATA_KEY = "spacy_quoteverify"
#: Key in ``doc.user_data`` holding the source texts.
SOURCES_KEY = "spacy_quoteverify_sources"
#: Key in ``doc.user_hooks`` holding source Docs (kept in-process only).
SOURCE_DOCS_HOOK = "spacy_quoteverify_source_docs"
#: Optional gold labels on a reference Doc: "start:end" -> bool (see :func:`score_quotes`).
GOLD_KEY = "spacy_quoteverify_gold"
DATA_VERSION = 1

#: Span labels of the quotations: what the check concluded.
VERIFIED_LABEL = "VERIFIED"
REFUSED_LABEL = "REFUSED"
UNCHECKED_LABEL = "UNCHECKED"
CITATION_LABEL = "CITATION"
#: Reasons a joined check gives when two quotations of one answer sentence are
#: not one elided quotation but separate ones (other sentences of the source,
#: or overlapping pieces); they leave each quotation's own verdict standing.
_SEPARATE_REASONS = frozenset({reasons.CROSSES_SENTENCE, reasons.ORDER, reasons.NOT_FOUND})


def _stands(verdict: Optional[Verdict]) -> bool:
    """Whether a quotation's own verdict lets it be read with its neighbour as one elided
    quotation: verified, or found only right after a negation ('"The drug did", "reduce
    mortality"': the second piece alone is refused for the "not" before it, and the two read
    as one leave that "not" out). A quoted text left unchecked (None) takes part too."""
    return verdict is None or bool(verdict.verified) or verdict.reason == reasons.NEGATION_CUT


def verdict_label(verified: Optional[bool]) -> str:
    """The span label of a quotation whose verdict says ``verified``."""
    if verified is True:
        return VERIFIED_LABEL
    if verified is False:
        return REFUSED_LABEL
    return UNCHECKED_LABEL

SourceId = Union[int, str]
#: What one answer's checks found, by (quotation text, source text, probe only):
#: the verdict, or for a probe that only asks whether the quotation is there
#: (probe None), that answer.
_Memo = Dict[Tuple[str, str, Optional[bool]], Union[Verdict, bool]]


# --------------------------------------------------------------------------
# Sources attached to an answer
# --------------------------------------------------------------------------


class _SourceDocs(dict):
    """Source Docs by id, for ``Span._.source_span``.

    Docs cannot travel inside ``user_data`` (it is written with msgpack), so
    they live in ``user_hooks``; pickling this mapping yields an empty one, so a
    Doc sent to another process carries only the source texts.
    """

    def __reduce__(self) -> Any:
        return (_SourceDocs, ())


def _source_entry_text(value: Any, where: str) -> Tuple[str, Optional[Doc]]:
    """The text of one source (and the Doc it came from, if any)."""
    if isinstance(value, str):
        return value, None
    if isinstance(value, Doc):
        return value.text, value
    if isinstance(value, Span):
        return value.text, None
    if isinstance(value, Mapping):
        for key in ("source_text", "text"):
            text = value.get(key)
            if text is None:
                continue
            if isinstance(text, Doc):
                return text.text, text
            if not isinstance(text, str):
                raise TypeError(must_be(f"{where}[{key!r}]", "a str or Doc", text))
            if text:
                return text, None
        if "text" not in value and "source_text" not in value:
            found = document_text(value)  # a framework's document written as a dict
            if found is not None:
                return found, None
            raise TypeError(f"{where} must have a 'text' or 'source_text' key, got keys {sorted(map(str, value))}")
        return "", None
    found = document_text(value)
    if found is not None:
        return found, None
    raise TypeError(
        f"{where} must be a str, a Doc, a dict with 'text'/'source_text' or a document with "
        f"page_content/content/text, got {type(value).__name__}: {value!r:.80}"
    )


def normalise_sources(
    value: Any, argument: str = "sources"
) -> Tuple[List[SourceId], List[str], Dict[SourceId, Doc], str]:
    """Read sources given as a list (ids 1..n) or a mapping id -> source.

    value (Any): The sources: a list/tuple of str, Doc or dicts with ``text`` and
        optional ``source_text`` (used first), or of retrieval frameworks'
        documents (LangChain, LlamaIndex, Haystack: see
        :func:`~spacy_quoteverify.text.source.document_text`), or a mapping id ->
        such a source. In a list, a document whose metadata names its
        ``chunk_id`` is known by that id instead of its position.
    argument (str): Name used in error messages.
    RETURNS (Tuple[List[SourceId], List[str], Dict[SourceId, Doc], str]): The ids, the texts, the source Docs by id, and ``"list"`` or ``"dict"``.
    """
    ids: List[SourceId] = []
    texts: List[str] = []
    docs: Dict[SourceId, Doc] = {}
    if isinstance(value, Mapping):
        form = "dict"
        items: Iterable[Tuple[Any, Any]] = value.items()
    elif isinstance(value, (list, tuple)):
        named = [document_chunk_id(v) for v in value]
        form = "list" if all(n is None for n in named) else "dict"
        items = ((i + 1 if n is None else n, v) for i, (n, v) in enumerate(zip(named, value)))
    else:
        raise TypeError(
            f"{argument} must be a list of sources (str, Doc or dict with 'text') or a dict id -> source, "
            f"got {type(value).__name__}: {value!r:.80}"
        )
    for key, entry in items:
        if isinstance(key, bool) or not isinstance(key, (int, str)):
            raise TypeError(must_be(f"{argument} ids", "int or str", key))
        text, source_doc = _source_entry_text(entry, f"{argument}[{key!r}]")
        if form == "dict" and key in ids:
            raise ValueError(f"{argument} names chunk id {key!r} twice (positions and metadata chunk_id share one id space)")
        ids.append(key)
        texts.append(text)
        if source_doc is not None:
            docs[key] = source_doc
    return ids, texts, docs, form


def _set_sources(doc: Doc, value: Any) -> None:
    if value is None:
        doc.user_data.pop(SOURCES_KEY, None)
        doc.user_hooks.pop(SOURCE_DOCS_HOOK, None)
        return
    _store_sources(doc, *normalise_sources(value, "doc._.sources"))


def set_sources(doc: Doc, sources: Any) -> None:
    """Attach ``sources`` to ``doc`` (what ``doc._.sources = sources`` does, under any prefix).

    doc (Doc): The answer.
    sources (Any): As :func:`normalise_sources` reads them; None removes them.
    """
    if not isinstance(doc, Doc):
        raise TypeError(must_be("doc", "a spaCy Doc", doc))
    _set_sources(doc, sources)


def _hooks(doc: Doc) -> Dict[str, Any]:
    """``doc.user_hooks``: spaCy's stubs say it holds callables only; SOURCE_DOCS_HOOK holds a mapping."""
    return cast(Dict[str, Any], doc.user_hooks)


def _user_data(doc: Doc) -> Dict[Any, Any]:
    """``doc.user_data``: spaCy's stubs say its keys are str, but spaCy itself keys extension values by tuples."""
    return cast(Dict[Any, Any], doc.user_data)


def _store_sources(doc: Doc, ids: List[SourceId], texts: List[str], docs: Dict[SourceId, Doc], form: str) -> None:
    """Attach sources already read by :func:`normalise_sources` to ``doc``."""
    doc.user_data[SOURCES_KEY] = {"ids": ids, "texts": texts, "form": form}
    if docs:
        # spaCy warns (W109) when a Doc with hooks is serialised: only the
        # source texts are saved, which is what the checks need.
        _hooks(doc)[SOURCE_DOCS_HOOK] = _SourceDocs(docs)
    else:
        doc.user_hooks.pop(SOURCE_DOCS_HOOK, None)


def _source_items(doc: Doc) -> Optional[List[Tuple[SourceId, str]]]:
    data = doc.user_data.get(SOURCES_KEY)
    if not data:
        return None
    return list(zip(data["ids"], data["texts"]))


def _get_sources(doc: Doc) -> Union[None, List[str], Dict[SourceId, str]]:
    data = doc.user_data.get(SOURCES_KEY)
    if not data:
        return None
    if data.get("form") == "list":
        return list(data["texts"])
    return dict(zip(data["ids"], data["texts"]))


# --------------------------------------------------------------------------
# Extension attributes: getters over plain data in user_data
# --------------------------------------------------------------------------


def _data(doc: Doc) -> Dict[str, Any]:
    return doc.user_data.get(DATA_KEY) or {}


def _as_verdict(record: Dict[str, Any]) -> Verdict:
    values = dict(record)
    # msgpack may hand lists back as tuples.
    for name in ("diff", "passages"):
        if name in values and values[name] is not None:
            values[name] = [dict(p) if isinstance(p, Mapping) else p for p in values[name]]
    return Verdict.from_dict(values)


def _quote_record(span: Span) -> Optional[Dict[str, Any]]:
    data = _data(span.doc)
    for key in ("quotes", "skipped"):
        for record in data.get(key, ()):
            if record["start"] == span.start_char and record["end"] == span.end_char:
                return record
    return None


def _span_verdict(span: Span) -> Optional[Verdict]:
    record = _quote_record(span)
    return None if record is None else _as_verdict(record["verdict"])


def _span_verified(span: Span) -> Optional[bool]:
    record = _quote_record(span)
    return None if record is None else record["verdict"].get("verified")


def _span_match(span: Span) -> Optional[float]:
    record = _quote_record(span)
    return None if record is None else record["verdict"].get("match")


def _span_suggestion(span: Span) -> Optional[Dict[str, Any]]:
    """What the source says where a refused quotation is closest (see ``Verdict.suggestion``)."""
    record = _quote_record(span)
    found = None if record is None else record["verdict"].get("suggestion")
    return None if found is None else dict(found)


def _span_source_span(span: Span) -> Optional[Span]:
    """Where a verified quotation sits in its source, as a Span of the source Doc.

    Only available in the process that attached the sources as Docs.
    """
    record = _quote_record(span)
    if record is None:
        return None
    verdict = record["verdict"]
    start, end, chunk_id = verdict.get("start"), verdict.get("end"), verdict.get("chunk_id")
    if start is None or end is None or chunk_id is None:
        return None
    docs: Dict[SourceId, Doc] = _hooks(span.doc).get(SOURCE_DOCS_HOOK) or {}
    source_doc = docs.get(chunk_id)
    if source_doc is None:
        return None
    return source_doc.char_span(start, end, alignment_mode="expand")


def _span_citation_ids(span: Span) -> Optional[List[CitationId]]:
    for record in _data(span.doc).get("citations", ()):
        if record["start"] == span.start_char and record["end"] == span.end_char:
            return list(record["ids"])
    return None


def _doc_verdicts(doc: Doc) -> List[Verdict]:
    return [_as_verdict(r["verdict"]) for r in _data(doc).get("quotes", ())]


def _doc_quotes_verified(doc: Doc) -> Optional[bool]:
    """True when every quotation is verified, False when one is refuted, else None.

    Never True while a quoted text holding a figure, or one cited right after it in a form that is
    no quotation the reader reads (``"not_quoted"``), went unchecked, nor while a citation
    of the answer could not be read (``doc._.cited_unparsed``: which chunk it names, and so
    where a quotation it belongs to comes from, is unchecked).
    """
    data = _data(doc)
    states = [r["verdict"].get("verified") for r in data.get("quotes", ())]
    if not states:
        return None
    if any(s is False for s in states):
        return False
    if data.get("cited_unparsed"):
        return None
    if any(
        has_number(r.get("text", "")) or r.get("verdict", {}).get("reason") == reasons.NOT_QUOTED
        for r in data.get("skipped", ())
    ):
        return None  # a cited text in a form the reader does not read as a quotation, as well
    if all(s is True for s in states):
        return True
    return None


def _doc_cited_unknown(doc: Doc) -> List[CitationId]:
    return list(_data(doc).get("cited_unknown", ()))


def _doc_cited_unparsed(doc: Doc) -> List[str]:
    return list(_data(doc).get("cited_unparsed", ()))


def _doc_partial(doc: Doc) -> bool:
    """An answer is partial when a citation points nowhere or cannot be read,
    or when one of its quotations is not verified."""
    data = _data(doc)
    if data.get("cited_unknown") or data.get("cited_unparsed"):
        return True
    return any(r["verdict"].get("verified") is not True for r in data.get("quotes", ()))


def _doc_quote_score(doc: Doc) -> Optional[float]:
    """Share of the checked quotations that are verified (None when none was checked).

    A quotation counts as checked when its verdict is True or False; one with
    nothing to compare (no source, empty) does not.
    """
    states = [r["verdict"].get("verified") for r in _data(doc).get("quotes", ())]
    checked = [s for s in states if s is not None]
    if not checked:
        return None
    return sum(1 for s in checked if s) / len(checked)


#: User-data key of a span's gold label (the one ``Span._.gold_faithful`` reads and writes).
_GOLD_SPAN_KEY = "spacy_quoteverify_gold_span"


def _gold_span_key(span: Span) -> Tuple[str, int, int]:
    return (_GOLD_SPAN_KEY, span.start_char, span.end_char)


def _span_gold(span: Span) -> Optional[bool]:
    return _user_data(span.doc).get(_gold_span_key(span))


def _set_span_gold(span: Span, value: Optional[bool]) -> None:
    if value is None:
        _user_data(span.doc).pop(_gold_span_key(span), None)
    else:
        _user_data(span.doc)[_gold_span_key(span)] = bool(value)


#: The extension attributes the component provides: (class, name, getter, setter).
EXTENSIONS: Tuple[Tuple[Type[Union[Doc, Span]], str, Callable[..., Any], Optional[Callable[..., Any]]], ...] = (
    (Doc, "sources", _get_sources, _set_sources),
    (Doc, "quote_verdicts", _doc_verdicts, None),
    (Doc, "quotes_verified", _doc_quotes_verified, None),
    (Doc, "quote_score", _doc_quote_score, None),
    (Doc, "cited_unknown", _doc_cited_unknown, None),
    (Doc, "cited_unparsed", _doc_cited_unparsed, None),
    (Doc, "partial", _doc_partial, None),
    (Span, "quote_verdict", _span_verdict, None),
    (Span, "verified", _span_verified, None),
    (Span, "quote_match", _span_match, None),
    (Span, "suggestion", _span_suggestion, None),
    (Span, "source_span", _span_source_span, None),
    (Span, "citation_ids", _span_citation_ids, None),
    (Span, "gold_faithful", _span_gold, _set_span_gold),
)


def _ours(func: Optional[Callable[..., Any]], expected: Optional[Callable[..., Any]]) -> bool:
    """Whether a registered getter/setter is this module's (by name, so a reloaded module still counts)."""
    if func is None or expected is None:
        return func is expected
    return getattr(func, "__module__", None) == __name__ and getattr(func, "__qualname__", None) == expected.__qualname__


def register_extensions(prefix: str = "") -> None:
    """Register the component's extension attributes, each named ``prefix`` + its name.

    Called when a ``quote_verifier`` is created, never at import: installing the
    package leaves pipelines that do not use it unchanged. An attribute of the
    same name that another library registered is never replaced: nothing is
    registered and a ValueError says how to choose other names.

    prefix (str): Put before every name (``"qv_"`` gives ``doc._.qv_sources``...).
    """
    if not isinstance(prefix, str):
        raise TypeError(must_be("extension_prefix", "a str", prefix, None))
    clashes = []
    for cls, name, getter, setter in EXTENSIONS:
        full = prefix + name
        if not cls.has_extension(full):
            continue
        _default, method, found_getter, found_setter = cls.get_extension(full)
        if method is not None or not (_ours(found_getter, getter) and _ours(found_setter, setter)):
            owner = getattr(found_getter or method, "__module__", None) or "a default value"
            clashes.append(f"{cls.__name__}._.{full} (registered by {owner})")
    if clashes:
        example = (prefix or "") + "qv_"
        raise ValueError(
            "quote_verifier would replace extension attribute(s) registered by another library: "
            + ", ".join(clashes)
            + ". Give its attributes a prefix instead, e.g. "
            + f"nlp.add_pipe(\"quote_verifier\", config={{\"extension_prefix\": \"{example}\"}}) "
            + f"for doc._.{example}sources, span._.{example}verified..."
        )
    for cls, name, getter, setter in EXTENSIONS:
        cls.set_extension(prefix + name, getter=getter, setter=setter, force=True)


# --------------------------------------------------------------------------
# Scoring
# --------------------------------------------------------------------------


def _gold_labels(reference: Doc, spans_key: str) -> List[Tuple[int, int, bool]]:
    labels: Dict[Tuple[int, int], bool] = {}
    stored = reference.user_data.get(GOLD_KEY)
    if isinstance(stored, Mapping):
        for key, value in stored.items():
            start, _, end = str(key).partition(":")
            labels[(int(start), int(end))] = bool(value)
    if spans_key in reference.spans:
        for span in reference.spans[spans_key]:
            value = _span_gold(span)
            if value is not None:
                labels[(span.start_char, span.end_char)] = bool(value)
    return [(s, e, v) for (s, e), v in labels.items()]


def score_quotes(examples: Iterable[Example], spans_key: str = "quotes", **kwargs: Any) -> Dict[str, Any]:
    """Faithful recall and false verifications of the quote verifier.

    Gold labels live on the *reference* Doc of each Example: either
    ``Span._.gold_faithful`` (True for a faithful quotation, False for an
    altered or invented one) on spans of ``reference.spans[spans_key]``, or a
    mapping ``reference.user_data["spacy_quoteverify_gold"]`` of
    ``"start:end"`` character offsets to booleans. Both survive ``DocBin`` with
    user data. A gold quotation is matched to the predicted quotation that
    overlaps it most; one the component did not find counts as not verified.

    RETURNS (Dict[str, Any]): ``quotes_faithful_recall`` (verified share of faithful quotations),
        ``quotes_false_verified`` (count of unfaithful quotations verified: must
        be 0), ``quotes_false_verified_rate``, ``quotes_safe`` (1 minus that rate)
        ``quotes_gold`` (labelled quotations scored), and ``quote_score``: the
        mean over answers of ``doc._.quote_score`` (the share of an answer's
        checked quotations that are verified; answers with none checked left
        out), which needs no gold labels.
    """
    faithful = faithful_ok = unfaithful = false_verified = 0
    answer_scores: List[float] = []
    for eg in examples:
        predicted = eg.predicted
        answer_score = _doc_quote_score(predicted)
        if answer_score is not None:
            answer_scores.append(answer_score)
        records = _data(predicted).get("quotes", ())
        for start, end, gold in _gold_labels(eg.reference, spans_key):
            best: Optional[Dict[str, Any]] = None
            best_overlap = 0
            for record in records:
                overlap = min(end, record["end"]) - max(start, record["start"])
                if overlap > best_overlap:
                    best, best_overlap = record, overlap
            verified = best is not None and best["verdict"].get("verified") is True
            if gold:
                faithful += 1
                faithful_ok += int(verified)
            else:
                unfaithful += 1
                false_verified += int(verified)
    rate = false_verified / unfaithful if unfaithful else None
    return {
        "quotes_faithful_recall": faithful_ok / faithful if faithful else None,
        "quotes_false_verified": false_verified,
        "quotes_false_verified_rate": rate,
        "quotes_safe": None if rate is None else 1.0 - rate,
        "quotes_gold": faithful + unfaithful,
        "quote_score": sum(answer_scores) / len(answer_scores) if answer_scores else None,
    }


@registry.scorers("spacy_quoteverify.quote_scorer.v1")
def make_quote_scorer() -> Callable[..., Dict[str, Any]]:
    """The scorer of the ``quote_verifier`` component (see :func:`score_quotes`)."""
    return score_quotes


# --------------------------------------------------------------------------
# The component
# --------------------------------------------------------------------------

#: Component settings beside the check's own options, with their defaults.
COMPONENT_DEFAULTS: Dict[str, Any] = {
    "lang": None,
    "citations": None,
    "citation_word": None,
    "min_quote_chars": 12,
    "min_quote_words": 3,
    "min_quote_chars_unspaced": 6,
    "quote_marks": True,
    "blockquotes": True,
    "spans_key": "quotes",
    "input_spans_key": None,
    "citations_key": "citations",
    "skipped_key": "quotes_skipped",
    "misattribution": True,
    "extension_prefix": "",
}
_COMPONENT_TYPES: Dict[str, Any] = {
    "lang": Optional[str],
    "citations": Optional[CitationReader],
    "citation_word": Optional[Union[str, List[str]]],
    "min_quote_chars": int,
    "min_quote_words": int,
    "min_quote_chars_unspaced": int,
    "quote_marks": bool,
    "blockquotes": bool,
    "spans_key": str,
    "input_spans_key": Optional[str],
    "citations_key": Optional[str],
    "skipped_key": Optional[str],
    "misattribution": bool,
    "extension_prefix": str,
}
_OPTION_DEFAULTS: Dict[str, Any] = {f.name: f.default for f in fields(VerifyOptions)}

DEFAULT_CONFIG: Dict[str, Any] = {
    **_OPTION_DEFAULTS,
    **COMPONENT_DEFAULTS,
    "citations": {"@misc": "spacy_quoteverify.citations.v1"},
    "scorer": {"@scorers": "spacy_quoteverify.quote_scorer.v1"},
}


class QuoteVerifier(Pipe):
    """Finds the quotations of an answer and checks them against its sources.

    A stateless :class:`spacy.pipeline.Pipe`: its settings are all in the
    pipeline's config (``config.cfg``), nothing is trained, and :meth:`pipe`
    hands a failing Doc to the error handler set with ``set_error_handler``
    (by default the error is raised).

    nlp (Optional[Language]): The pipeline (its language is the check's default language).
    name (str): The component name.
    options (Optional[VerifyOptions]): The check's options (:class:`VerifyOptions`).
    lang (Optional[str]): Language code for the check; None uses the pipeline's language
        (a multilingual "xx" pipeline lets the check read the script).
    citations (Optional[CitationReader]): How citation markers are written (a :class:`CitationReader`,
        ``spacy_quoteverify.citations.v1`` in configs: words, bare numbers,
        brackets); None: the default reader.
    citation_word (Optional[Union[str, List[str]]]): Word (or words) opening a citation marker; when set, it
        replaces the reader's words.
    min_quote_chars (int): Characters that make a quoted text a quotation.
    min_quote_words (int): Words that make a quoted text a quotation.
    min_quote_chars_unspaced (int): Characters needed in unspaced scripts.
    quote_marks (bool): Find quotations between quote marks.
    blockquotes (bool): Find markdown blockquotes.
    spans_key (str): Span group written with one span per quotation.
    input_spans_key (Optional[str]): Take quotations from this span group instead of finding them.
    citations_key (Optional[str]): Span group written with one span per citation marker (None: none).
    skipped_key (Optional[str]): Span group written with one span per quoted text left unchecked
        (too short, without a figure), each with its reason in
        ``Span._.quote_verdict.reason`` (None: no group).
    misattribution (bool): Look for an unverified quotation in the chunks it does not cite.
    extension_prefix (str): Put before the names of the extension attributes the
        component registers (see :func:`register_extensions`); "" keeps
        ``doc._.sources``, ``span._.verified``...
    scorer (Optional[Callable[..., Dict[str, Any]]]): Scoring function (default ``spacy_quoteverify.quote_scorer.v1``).
    """

    def __init__(
        self,
        nlp: Optional[Language],
        name: str = "quote_verifier",
        *,
        options: Optional[VerifyOptions] = None,
        scorer: Optional[Callable[..., Dict[str, Any]]] = score_quotes,
        **settings: Any,
    ) -> None:
        self.name = name
        self.nlp_lang = nlp.lang if nlp is not None else None
        self.scorer = scorer
        self.cfg: Dict[str, Any] = {}
        self._configure(options or VerifyOptions(), settings)

    def _configure(self, options: VerifyOptions, settings: Dict[str, Any]) -> None:
        unknown = sorted(set(settings) - set(COMPONENT_DEFAULTS))
        if unknown:
            raise TypeError(f"unknown quote_verifier setting(s) {unknown}; known: {sorted(COMPONENT_DEFAULTS)}")
        cfg = {**COMPONENT_DEFAULTS, **self.cfg, **settings}
        for key in ("min_quote_chars", "min_quote_words", "min_quote_chars_unspaced"):
            value = cfg[key]
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise TypeError(must_be(key, "a non-negative int", value, None))
        word = cfg["citation_word"]
        if word is not None and not (
            isinstance(word, str) or (isinstance(word, (list, tuple)) and all(isinstance(w, str) for w in word))
        ):
            raise TypeError(must_be("citation_word", "a str or list of str", word, None))
        if isinstance(word, tuple):
            cfg["citation_word"] = list(word)
        check_lang_code(cfg.get("lang"), "quote_verifier setting lang")
        reader = cfg["citations"]
        if isinstance(reader, Mapping):  # settings written by to_disk / to_bytes
            reader = make_citation_reader(**reader)
        if reader is None:
            reader = CitationReader()
        if not isinstance(reader, CitationReader):
            raise TypeError(must_be("citations", "a CitationReader", reader))
        # Kept as plain settings, so the component's state serialises.
        cfg["citations"] = {
            "words": list(reader.words),
            "numeric": reader.numeric,
            "brackets": list(reader.brackets),
            "langs": None if reader.langs is None else list(reader.langs),
        }
        if word is not None:
            reader = dc_replace(reader, words=word_list(word))
        if reader.langs is None:
            # Plurals of the citation words in the check's language, and in English.
            lang = cfg.get("lang") or self.nlp_lang
            langs = [code for code in (lang, "en") if code and code != "xx"]
            reader = dc_replace(reader, langs=tuple(dict.fromkeys(langs)))
        self.reader = reader
        register_extensions(cfg["extension_prefix"])
        _serialize_faster()
        self.cfg = cfg
        self.options = options
        # Misattribution probes only need ``verified``. When the match check alone
        # decides it, the edit-distance fields of a probe are never read, so the
        # probe skips that matcher (and the edit view of the chunk it looks in).
        self._probe_options = options.replace(edit_matcher=False) if options.decide == "match" else options

    def __setstate__(self, state: Any) -> None:
        # A process that unpickles the pipeline (a spawned worker) gets the
        # extensions and the faster serialisation as the creating one did.
        # Pipe (a Cython class) restores its own ``name`` and the instance dict.
        super().__setstate__(state)  # type: ignore[misc]  # defined by Cython, not in the stub
        register_extensions(self.cfg["extension_prefix"])
        _serialize_faster()

    @property
    def spans_key(self) -> str:
        return str(self.cfg["spans_key"])

    @property
    def check_lang(self) -> Optional[str]:
        lang = self.cfg.get("lang") or self.nlp_lang
        return None if lang in (None, "", "xx") else str(lang)

    # -- running --------------------------------------------------------

    def __call__(self, doc: Doc) -> Doc:
        """Check every quotation of ``doc`` against ``doc._.sources``."""
        if not isinstance(doc, Doc):
            raise TypeError(must_be("doc", "a spaCy Doc", doc))
        items = _source_items(doc)
        known = [sid for sid, _ in items] if items else []
        text = doc.text  # joined from the tokens on every access: read it once
        citations = self.reader.parse(text, known)
        skipped: List[Quotation] = []
        quotations = self.find(doc, citations, text=text, skipped=skipped)
        # A bare number inside a quoted text belongs to the text, not to the answer's citations.
        citations = citations.without(quoted_marks(list(quotations) + skipped, citations.markers))
        memo: _Memo = {}
        verdicts = [self.check(q, items, memo=memo) for q in quotations]
        quotations, verdicts = self.check_together(text, quotations, verdicts, items, citations, skipped, memo=memo)
        verdicts = [_with_unread_citation(q, v) for q, v in zip(quotations, verdicts)]
        self.set_annotations(doc, quotations, verdicts, citations, skipped=skipped)
        return doc

    def pipe(self, stream: Iterable[Doc], *, batch_size: int = 128) -> Iterator[Doc]:
        """Apply the component to a stream of Docs, in order.

        A Doc whose check raises goes to the error handler (see
        ``set_error_handler``) with the exception; the default handler raises it.

        stream (Iterable[Doc]): The answers.
        batch_size (int): Accepted as spaCy passes it; each Doc is checked on its own.
        """
        error_handler = self.get_error_handler()
        for doc in stream:
            try:
                yield self(doc)
            except Exception as err:
                error_handler(self.name, self, [doc], err)

    def find(
        self,
        doc: Doc,
        citations: Citations,
        text: Optional[str] = None,
        skipped: Optional[List[Quotation]] = None,
    ) -> List[Quotation]:
        """The quotations of ``doc``: found in its text, or read from a span group.

        doc (Doc): The answer.
        citations (Citations): Its citation markers (see :func:`parse_citations`).
        text (Optional[str]): ``doc.text``, when the caller has it already.
        skipped (Optional[List[Quotation]]): A list receiving the quoted texts left unchecked.
        """
        if text is None:
            text = doc.text
        key = self.cfg["input_spans_key"]
        if key:
            if key not in doc.spans:
                return []
            quotations = []
            word = self.reader
            for span in doc.spans[key]:
                inside = [
                    mk for mk in citations.markers if span.start_char <= mk.start < span.end_char and mk.in_brackets
                ]
                q = Quotation(span.start_char, span.end_char, span.text, kind="span")
                if inside:
                    q.text, q.markers, q.cite_scope = strip_markers(span.text, word), inside, "inside"
                quotations.append(q)
            in_text = {(mk.start, mk.end) for mk in quoted_marks(quotations, citations.markers)}
            return attach_citations(
                text, quotations, [mk for mk in citations.markers if (mk.start, mk.end) not in in_text], self.check_lang
            )
        return find_quotations(
            text,
            min_chars=self.cfg["min_quote_chars"],
            min_words=self.cfg["min_quote_words"],
            min_chars_unspaced=self.cfg["min_quote_chars_unspaced"],
            quote_marks=self.cfg["quote_marks"],
            blockquotes=self.cfg["blockquotes"],
            citation_word=self.reader,
            markers=citations.markers,
            skipped=skipped,
            lang=self.check_lang,
        )

    def _verify(
        self, text: str, source: str, chunk_id: SourceId, memo: Optional[_Memo] = None, probe: bool = False
    ) -> Verdict:
        """``verify_quote`` with the component's options, once per (quotation, source text).

        text (str): The quotation.
        source (str): The source text.
        chunk_id (SourceId): The source's id, carried into the verdict.
        memo (Optional[_Memo]): Verdicts already computed for this answer (shared, never mutated).
        probe (bool): Only ``verified`` is needed (a misattribution probe).
        """
        key = (text, source, probe)
        verdict = memo.get(key) if memo is not None else None
        if not isinstance(verdict, Verdict):
            options = self._probe_options if probe else self.options
            verdict = verify_quote(text, source, self.check_lang, chunk_id=chunk_id, options=options)
            if memo is not None:
                memo[key] = verdict
        if verdict.chunk_id != chunk_id:
            # The same text under another id: only the id differs.
            verdict = with_chunk(verdict, chunk_id)
        return verdict

    def _found(self, text: str, source: str, memo: Optional[_Memo] = None) -> bool:
        """Whether a misattribution probe would verify ``text`` in ``source``.

        The answer alone is computed (see :func:`quote_found`): most probes fail,
        and their verdicts are never read.
        """
        key = (text, source, None)
        found = memo.get(key) if memo is not None else None
        if isinstance(found, bool):
            return found
        found = quote_found(text, source, self.check_lang, options=self._probe_options)
        if memo is not None:
            memo[key] = found
        return found

    def check(
        self,
        quotation: Quotation,
        items: Optional[List[Tuple[SourceId, str]]],
        memo: Optional[_Memo] = None,
    ) -> Verdict:
        """The verdict on one quotation, given the answer's sources.

        A quotation citing chunks is checked against those; one citing none
        against every source. One not in the chunks it cites but verified in
        another is refused with reason ``misattributed`` and ``found_in`` set.

        quotation (Quotation): The quotation and the ids it cites.
        items (Optional[List[Tuple[SourceId, str]]]): The answer's sources as (id, text) pairs.
        memo (Optional[_Memo]): A dict shared by the quotations of one answer, so that a
            quotation repeated against the same source text is checked once.
            The verdicts in it are shared: the result must not be mutated.
        """
        text = quotation.text
        if not items:
            return verify_cited(text, None, self.check_lang, options=self.options)
        texts = dict(items)
        cited_known = [cid for cid in quotation.cited if cid in texts]
        targets = cited_known if quotation.cited else [sid for sid, _ in items]
        tried: List[Verdict] = []
        for sid in targets:
            verdict = self._verify(text, texts[sid], sid, memo)
            if verdict.verified:
                return verdict
            tried.append(verdict)
        if quotation.cited and self.cfg["misattribution"]:
            for sid, source in items:
                if sid in targets or not self._found(text, source, memo):
                    continue
                elsewhere = self._verify(text, source, sid, memo, probe=True)
                if elsewhere.verified:
                    base = _best(tried) or Verdict(
                        verified=None,
                        match=None,
                        chunk_id=quotation.cited[0],
                        span=span_preview(text),
                    )
                    # A copy: the verdicts tried may be shared through the memo. What the
                    # source says is where the quotation was found.
                    return dc_replace(
                        base,
                        verified=False,
                        reason=reasons.MISATTRIBUTED,
                        found_in=sid,
                        suggestion=_found_text(elsewhere, source, sid) or base.suggestion,
                    )
        best = _best(tried)
        if best is not None:
            return best
        # Every cited id is unknown and the text is nowhere else: nothing to compare.
        return verify_cited(
            text, None, self.check_lang, options=self.options, chunk_id=quotation.cited[0] if quotation.cited else None
        )

    def check_together(
        self,
        text: str,
        quotations: Sequence[Quotation],
        verdicts: Sequence[Verdict],
        items: Optional[List[Tuple[SourceId, str]]],
        citations: Citations,
        skipped: Optional[List[Quotation]] = None,
        memo: Optional[_Memo] = None,
    ) -> Tuple[List[Quotation], List[Verdict]]:
        """The quotations and verdicts once neighbouring quotations are read as one.

        Two neighbouring quoted texts of the answer (see :func:`quotation_pairs`)
        that cite a chunk in common (or one of them none) and are each found in
        that chunk are checked there once more, joined by an elision mark: as
        one quotation with words left out between its pieces. Pieces quoted in
        another order than the source's are joined in the source's order,
        unless the answer itself joins them with an elision mark, which states
        the order. When the joined quotation is refused, both pieces take its
        verdict: '"The drug did", "reduce mortality"' leaves out the "not" of
        "The drug did not reduce mortality". A refusal saying that the pieces
        come from different sentences, or overlap, leaves them separate, unless
        the answer joined them with a mark.

        A quoted text too short to be checked on its own (in ``skipped``) still
        takes part: when it and its neighbour are found and refused together,
        it leaves ``skipped`` and becomes a quotation with that verdict.

        text (str): The answer text.
        quotations (Sequence[Quotation]): Its quotations, in text order.
        verdicts (Sequence[Verdict]): Their verdicts, one each.
        items (Optional[List[Tuple[SourceId, str]]]): The answer's sources as (id, text) pairs.
        citations (Citations): The answer's citation markers.
        skipped (Optional[List[Quotation]]): The quoted texts left unchecked (updated in place).
        memo (Optional[_Memo]): Verdicts already computed for this answer.
        RETURNS (Tuple[List[Quotation], List[Verdict]]): The quotations (in text order) and their verdicts.
        """
        entries: List[Tuple[Quotation, Optional[Verdict]]] = list(zip(quotations, verdicts))
        entries += [(q, None) for q in skipped or ()]
        if not items or len(entries) < 2:
            return list(quotations), list(verdicts)
        entries.sort(key=lambda e: e[0].start)
        texts = dict(items)
        results: List[Optional[Verdict]] = [v for _, v in entries]
        pieces = [q for q, _ in entries]
        for i, j, marked in quotation_pairs(text, pieces, citations.markers):
            (a, va), (b, vb) = entries[i], entries[j]
            if not (_stands(va) and _stands(vb)):
                continue
            if a.cited and b.cited:
                other = {repr(c) for c in b.cited}
                cited = [cid for cid in a.cited if repr(cid) in other]
                if not cited:
                    if not marked or "\n" in text[a.end : b.start]:
                        continue  # they cite different chunks (on lines of their own: a list of quotations)
                    # Joined by an elision mark, they are one quotation of one source: read in each.
                    cited = list(a.cited) + [cid for cid in b.cited if repr(cid) not in {repr(c) for c in a.cited}]
            else:
                cited = a.cited or b.cited
            targets = [cid for cid in cited if cid in texts] if cited else [sid for sid, _ in items]
            refusals: List[Verdict] = []
            together = False
            in_order: Optional[Verdict] = None
            for sid in targets:
                first = self._verify(a.text, texts[sid], sid, memo)
                second = self._verify(b.text, texts[sid], sid, memo)
                if not (_stands(first) and _stands(second)):
                    continue
                together = True
                # The answer's order first: read as one quotation, it must not hide what the
                # source puts between the pieces (each piece paired with its nearest
                # occurrence, so a copy elsewhere in the source cannot hide it). Pieces not
                # marked as one quotation may also stand in the source's order.
                joined = self._verify(f"{a.text} \u2026 {b.text}", texts[sid], sid, memo)
                in_order = joined if joined.verified else None
                # Read from the later piece, the joined quotation may start right after the
                # negation that the source's order leaves out between them.
                if not (joined.verified or marked or joined.reason not in _SEPARATE_REASONS | {reasons.NEGATION_CUT}):
                    joined = self._verify(f"{b.text} \u2026 {a.text}", texts[sid], sid, memo)
                if joined.verified:
                    refusals = []
                    break
                if marked or joined.reason not in _SEPARATE_REASONS:
                    refusals.append(joined)
            if marked and not together and targets:
                # "A" … "B" with each piece from another source: no source holds the one
                # quotation the answer writes (a splice of two sources).
                refusals = [self._verify(f"{a.text} \u2026 {b.text}", texts[sid], sid, memo) for sid in targets]
            if refusals:
                results[i] = results[j] = _best(refusals) or refusals[0]
            elif in_order is not None and vb is not None and vb.reason == reasons.NEGATION_CUT:
                # The later piece was found only right after a negation, and read in the answer's
                # order after its neighbour, with nothing negating left out between them, it is
                # quoted with that negation ('"The drug did not", "reduce mortality"').
                results[j] = in_order
        out_quotes: List[Quotation] = []
        out_verdicts: List[Verdict] = []
        for (q, _), verdict in zip(entries, results):
            if verdict is None:
                continue
            if q.skipped is not None:
                q.skipped = None
                if skipped is not None:
                    skipped.remove(q)
            out_quotes.append(q)
            out_verdicts.append(verdict)
        return out_quotes, out_verdicts

    def set_annotations(
        self,
        doc: Doc,
        quotations: Sequence[Quotation],
        verdicts: Sequence[Verdict],
        citations: Citations,
        skipped: Sequence[Quotation] = (),
    ) -> None:
        """Write span groups and the plain-data results into ``doc``."""
        quote_spans: List[Span] = []
        records: List[Dict[str, Any]] = []
        for q, verdict in zip(quotations, verdicts):
            span = _char_span(doc, q.start, q.end, verdict_label(verdict.verified))
            if span is None:
                continue
            quote_spans.append(span)
            records.append(
                {
                    "start": span.start_char,
                    "end": span.end_char,
                    "text": q.text,
                    "kind": q.kind,
                    "cited": list(q.cited),
                    "cite_scope": q.cite_scope,
                    "verdict": _verdict_record(verdict),
                }
            )
        doc.spans[self.spans_key] = quote_spans
        citation_records: List[Dict[str, Any]] = []
        citation_spans: List[Span] = []
        for marker in citations.markers:
            span = _char_span(doc, marker.start, marker.end, CITATION_LABEL)
            if span is None:
                continue
            citation_spans.append(span)
            citation_records.append(
                {
                    "start": span.start_char,
                    "end": span.end_char,
                    "ids": list(marker.ids),
                    "parsed": marker.parsed,
                    "form": marker.form,
                }
            )
        if self.cfg["citations_key"]:
            doc.spans[self.cfg["citations_key"]] = citation_spans
        skipped_spans: List[Span] = []
        skipped_records: List[Dict[str, Any]] = []
        for q in skipped:
            span = _char_span(doc, q.start, q.end, UNCHECKED_LABEL)
            if span is None:
                continue
            skipped_spans.append(span)
            unchecked = Verdict(verified=None, match=None, span=span_preview(q.text), reason=q.skipped)
            skipped_records.append(
                {
                    "start": span.start_char,
                    "end": span.end_char,
                    "text": q.text,
                    "kind": q.kind,
                    "cited": [],
                    "cite_scope": None,
                    "verdict": _verdict_record(unchecked),
                }
            )
        if self.cfg["skipped_key"]:
            doc.spans[self.cfg["skipped_key"]] = skipped_spans
        doc.user_data[DATA_KEY] = {
            "version": DATA_VERSION,
            "quotes": records,
            "skipped": skipped_records,
            "citations": citation_records,
            "cited": list(citations.cited),
            "cited_unknown": list(citations.unknown),
            "cited_unparsed": list(citations.unparsed),
        }

    # -- scoring --------------------------------------------------------

    def score(self, examples: Iterable[Example], **kwargs: Any) -> Dict[str, Any]:
        """Score predicted quotations against gold labels (see :func:`score_quotes`)."""
        examples = list(examples)
        validate_examples(examples, "QuoteVerifier.score")
        if self.scorer is None:
            return {}
        kwargs.setdefault("spans_key", self.spans_key)
        return self.scorer(examples, **kwargs)

    # -- serialisation --------------------------------------------------

    def _state(self) -> Dict[str, Any]:
        return {"cfg": self.cfg, "options": {name: getattr(self.options, name) for name in OPTION_NAMES}}

    def _load_state(self, state: Dict[str, Any]) -> None:
        options = resolve_options(None, {k: v for k, v in state.get("options", {}).items() if k in OPTION_NAMES})
        cfg = {k: v for k, v in state.get("cfg", {}).items() if k in COMPONENT_DEFAULTS}
        self._configure(options, cfg)

    def to_bytes(self, *, exclude: Sequence[str] = tuple()) -> bytes:
        """The component's settings as bytes."""
        return srsly.msgpack_dumps(self._state())

    def from_bytes(self, bytes_data: bytes, *, exclude: Sequence[str] = tuple()) -> "QuoteVerifier":
        """Load settings written by :meth:`to_bytes`."""
        self._load_state(srsly.msgpack_loads(bytes_data))
        return self

    # No to_disk/from_disk: ``nlp.to_disk`` writes the settings into config.cfg,
    # and ``spacy.load`` builds the component from it, with the overrides it is
    # given. A file of settings beside it would be read after them and undo them
    # (a pipeline saved by an earlier version may hold one: it is not read).


_SCALARS = (str, int, float, bool, type(None))
_FIELD_NAMES: Dict[type, Tuple[str, ...]] = {}


class _NotPlain(Exception):
    """A value outside the shapes :func:`_plain` converts itself."""


def _plain(value: Any) -> Any:
    """``value`` converted as :func:`dataclasses.asdict` converts a field holding it.

    Only the shapes a verdict holds are handled here (scalars, lists, plain
    dicts, dataclasses of those); anything else raises :class:`_NotPlain`.
    """
    if isinstance(value, _SCALARS):
        return value
    kind = type(value)
    if kind is list:
        return [_plain(v) for v in value]
    if kind is dict:
        return {_plain(k): _plain(v) for k, v in value.items()}
    names = _FIELD_NAMES.get(kind)  # a dataclass met before (is_dataclass costs a microsecond a value)
    if names is None:
        if not is_dataclass(value) or isinstance(value, type):
            raise _NotPlain(kind.__name__)
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(value))
    return {name: _plain(getattr(value, name)) for name in names}


def _verdict_record(verdict: Verdict) -> Dict[str, Any]:
    """The plain-data form of a verdict, equal to ``verdict.to_dict()``.

    ``asdict`` looks the fields up and deep-copies every value, scalars
    included, which made it the largest cost of writing an answer's results;
    scalars are immutable, so they are taken as they are here. A verdict
    holding anything unusual goes through ``to_dict()`` itself.

    verdict (Verdict): The verdict to convert.
    """
    try:
        return _plain(verdict)
    except _NotPlain:
        return verdict.to_dict()


def _found_text(verdict: Verdict, source: str, chunk_id: SourceId) -> Optional[Dict[str, Any]]:
    """The suggestion record of where a verified verdict found its quotation."""
    spans = [(p.start, p.end) for p in verdict.passages if p.start is not None and p.end is not None]
    if not spans and verdict.start is not None and verdict.end is not None:
        spans = [(verdict.start, verdict.end)]
    if not spans:
        return None
    return suggestion(source, min(s for s, _ in spans), max(e for _, e in spans), chunk_id)


def _with_unread_citation(quotation: Quotation, verdict: Verdict) -> Verdict:
    """The verdict of a quotation one of whose citations the reader cannot read.

    The quotation was checked against the chunks its other citations name, or against every
    source, so where it comes from is unchecked: found, it is not verified but left
    unchecked (``verified`` None, reason ``citation_unread``); refused, the refusal stands. So
    is a quotation whose citations cannot be attributed to it (``citation_unattributed``).
    """
    if verdict.verified is True and any(not mk.parsed for mk in quotation.markers):
        return dc_replace(verdict, verified=None, reason=reasons.CITATION_UNREAD)
    if verdict.verified is True and quotation.unattributed:
        # Its sentence, row or heading names chunks, but none of them can be said to be its
        # citation ("'...' is not in chunk 1"): checked against every source, never verified.
        return dc_replace(verdict, verified=None, reason=reasons.CITATION_UNATTRIBUTED)
    return verdict


def _best(verdicts: Sequence[Verdict]) -> Optional[Verdict]:
    """The most informative failed verdict: refuted before unknown, then highest match.

    A single verdict is returned as it is: its ``match`` (scored on first read, see
    :class:`~spacy_quoteverify.match.rules.RunResult`) is not computed to compare it with nothing."""
    if len(verdicts) <= 1:
        return verdicts[0] if verdicts else None
    return max(verdicts, key=lambda v: (v.verified is False, v.match if v.match is not None else -1.0))


def _char_span(doc: Doc, start: int, end: int, label: str) -> Optional[Span]:
    """A Span covering ``doc.text[start:end]``, widened to token boundaries."""
    span = doc.char_span(start, end, label=label, alignment_mode="expand")
    if span is None and end > start and len(doc):
        # The offsets fall in whitespace between tokens: take the tokens touched.
        first = next((t.i for t in doc if t.idx + len(t) > start), len(doc) - 1)
        last = next((t.i for t in reversed(doc) if t.idx < end), first)
        if last >= first:
            span = Span(doc, first, last + 1, label=label)
    return span


# --------------------------------------------------------------------------
# Factory
# --------------------------------------------------------------------------


def make_quote_verifier(
    nlp: Language,
    name: str,
    decide: Decider,
    near_threshold: Fraction,
    near_threshold_short: Fraction,
    short_chars: Count,
    near_min_words: Count,
    max_cells: PositiveBound,
    edit_matcher: bool,
    structure: bool,
    max_candidates: PositiveCount,
    lang: Optional[str],
    citations: Optional[CitationReader],
    citation_word: Optional[Union[str, List[str]]],
    min_quote_chars: int,
    min_quote_words: int,
    min_quote_chars_unspaced: int,
    quote_marks: bool,
    blockquotes: bool,
    spans_key: str,
    input_spans_key: Optional[str],
    citations_key: Optional[str],
    skipped_key: Optional[str],
    misattribution: bool,
    extension_prefix: str,
    scorer: Optional[Callable[..., Dict[str, Any]]],
) -> "QuoteVerifier":
    """Build the ``quote_verifier`` component from its config.

    The check's options (the fields of :class:`VerifyOptions`, annotated with
    their bounds so that spaCy's config check refuses what ``verify_quote``
    refuses) come first, then the component's own settings (see
    :class:`QuoteVerifier`) and ``scorer``; the defaults are in
    :data:`DEFAULT_CONFIG`.
    """
    options = VerifyOptions(
        decide=decide,
        near_threshold=near_threshold,
        near_threshold_short=near_threshold_short,
        short_chars=short_chars,
        near_min_words=near_min_words,
        max_cells=max_cells,
        edit_matcher=edit_matcher,
        structure=structure,
        max_candidates=max_candidates,
    )
    return QuoteVerifier(
        nlp,
        name,
        options=options,
        scorer=scorer,
        lang=lang,
        citations=citations,
        citation_word=citation_word,
        min_quote_chars=min_quote_chars,
        min_quote_words=min_quote_words,
        min_quote_chars_unspaced=min_quote_chars_unspaced,
        quote_marks=quote_marks,
        blockquotes=blockquotes,
        spans_key=spans_key,
        input_spans_key=input_spans_key,
        citations_key=citations_key,
        skipped_key=skipped_key,
        misattribution=misattribution,
        extension_prefix=extension_prefix,
    )


registry.misc("spacy_quoteverify.citations.v1")(make_citation_reader)

Language.factory(
    "quote_verifier",
    default_config=DEFAULT_CONFIG,
    assigns=[
        "span._.quote_verdict",
        "span._.verified",
        "span._.quote_match",
        "span._.suggestion",
        "doc._.quote_score",
        "doc._.quote_verdicts",
        "doc._.partial",
        "doc._.quotes_verified",
        "doc._.cited_unparsed",
        "doc._.cited_unknown",
        "doc.spans",
    ],
    default_score_weights={
        "quotes_faithful_recall": 0.5,
        "quotes_safe": 0.5,
        "quotes_false_verified": None,
        "quotes_false_verified_rate": None,
        "quotes_gold": None,
        "quote_score": None,
    },
)(make_quote_verifier)


# --------------------------------------------------------------------------
# Convenience
# --------------------------------------------------------------------------


def _check_nlp(nlp: Any) -> None:
    if not isinstance(nlp, Language):
        raise TypeError(must_be("nlp", "a spaCy Language", nlp))


def _answer_doc(nlp: Language, text: Any, sources: Any, where: str = "") -> Doc:
    if not isinstance(text, str):
        raise TypeError(must_be(f"text{where}", "a str", text))
    # Read once, here, so that an error names the item; the setter would read them again.
    normalised = None if sources is None else normalise_sources(sources, f"sources{where}")
    doc = nlp.make_doc(text)
    if normalised is not None:
        _store_sources(doc, *normalised)
    return doc


def answer_pipeline(lang: str = "xx", **settings: Any) -> Language:
    """A blank pipeline of ``lang`` with the project's tokenizer and a ``quote_verifier``.

    The project's tokenizer (``spacy_quoteverify.Tokenizer.v1``) keeps numbers,
    elisions and citation markers whole, and needs nothing beyond PyPI: Korean
    works without the MeCab library that ``spacy.blank("ko")`` asks for.

    lang (str): A language code spaCy has a class for ("xx": any language).
    settings (Any): Settings of the ``quote_verifier`` (see :class:`QuoteVerifier`).
    """
    import spacy

    from spacy_quoteverify.lang.tokenizer import TOKENIZER_NAME

    nlp = spacy.blank(lang, config={"nlp": {"tokenizer": {"@tokenizers": TOKENIZER_NAME}}})
    nlp.add_pipe("quote_verifier", config=settings)
    return nlp


def verify_answer(nlp: Language, text: str, sources: Any) -> Doc:
    """Run ``nlp`` over one answer with its sources attached.

    nlp (Language): A pipeline containing ``quote_verifier``.
    text (str): The answer.
    sources (Any): The texts the answer was written from (list or dict id -> text).
    """
    _check_nlp(nlp)
    return nlp(_answer_doc(nlp, text, sources))


def verify_answers(
    nlp: Language,
    items: Iterable[Tuple[str, Any]],
    batch_size: int = 64,
    n_process: int = 1,
) -> Iterator[Doc]:
    """Run ``nlp`` over many (answer, sources) pairs, in order, lazily.

    nlp (Language): A pipeline containing ``quote_verifier``.
    items (Iterable[Tuple[str, Any]]): Pairs of answer text and its sources.
    batch_size (int): Docs per batch.
    n_process (int): Processes checking answers (-1: one per CPU). A pipeline made
        only of ``quote_verifier`` components counts the calling process as
        one of them and sends ``n_process - 1`` workers each answer's text
        and source texts, getting plain results back (see
        :func:`_pooled_answers`), so source Docs keep giving
        ``Span._.source_span``. Any other pipeline goes through
        ``nlp.pipe(n_process=...)``, where source Docs do not travel and
        ``Span._.source_span`` is None on the results.
    """
    _check_nlp(nlp)
    if isinstance(items, (str, bytes)) or isinstance(items, Mapping):
        raise TypeError(must_be("items", "an iterable of (text, sources) pairs", items))
    if isinstance(n_process, bool) or not isinstance(n_process, int) or n_process == 0 or n_process < -1:
        raise TypeError(must_be("n_process", "a positive int or -1", n_process, None))
    if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
        raise TypeError(must_be("batch_size", "a positive int", batch_size, None))
    if n_process == -1:
        n_process = os.cpu_count() or 1

    def docs() -> Iterator[Doc]:
        for i, item in enumerate(items):
            if not isinstance(item, (tuple, list)) or len(item) != 2:
                raise TypeError(must_be(f"items[{i}]", "a (text, sources) pair", item))
            yield _answer_doc(nlp, item[0], item[1], f" of items[{i}]")

    if n_process == 1:
        return nlp.pipe(docs(), batch_size=batch_size, n_process=n_process)
    if nlp.pipeline and all(isinstance(proc, QuoteVerifier) for _, proc in nlp.pipeline):
        return _pooled_answers(nlp, items, batch_size, n_process)

    def run() -> Iterator[Doc]:
        # Every Doc crosses a process boundary twice (to_bytes/from_bytes).
        with fast_doc_serialization():
            yield from nlp.pipe(docs(), batch_size=batch_size, n_process=n_process)

    return run()


#: Colours of the span labels in :func:`render`.
LABEL_COLORS = {VERIFIED_LABEL: "#a8e6a1", REFUSED_LABEL: "#ff9c9c", UNCHECKED_LABEL: "#dddddd"}
_HOVER_LINK = re.compile(r'href="#quoteverify-(\d+)"')


def render(doc: Doc, spans_key: str = "quotes", *, jupyter: Optional[bool] = None, **options: Any) -> str:
    """The answer with its quotations marked, as displaCy's span view.

    Each quotation is labelled VERIFIED, REFUSED or UNCHECKED in its colour
    (:data:`LABEL_COLORS`), with its reason written beside the label; hovering
    over the reason shows it with what the source says (the suggestion).

    doc (Doc): An answer the component has run on.
    spans_key (str): The component's span group (its ``spans_key``).
    jupyter (Optional[bool]): As for ``displacy.render`` (None: detect a notebook).
    options (Any): More displaCy span options (``colors`` are merged over the defaults).
    RETURNS (str): The HTML markup (also displayed in a notebook).
    """
    import html

    from spacy import displacy

    if not isinstance(doc, Doc):
        raise TypeError(must_be("doc", "a spaCy Doc", doc))
    titles: List[str] = []
    spans = []
    for span in doc.spans.get(spans_key, []):
        record = _quote_record(span)
        verdict = record["verdict"] if record else {}
        reason = verdict.get("reason") or ""
        hint = (verdict.get("suggestion") or {}).get("text")
        title = reason + (f" \u2014 the source says: \u201c{hint}\u201d" if hint else "")
        entry = {"start_token": span.start, "end_token": span.end, "label": span.label_}
        if reason:
            entry.update(kb_id=reason, kb_url=f"#quoteverify-{len(titles)}")
            titles.append(title)
        spans.append(entry)
    data = {"text": doc.text, "tokens": [t.text for t in doc], "spans": spans, "title": doc.user_data.get("title")}
    opts = {**options, "colors": {**LABEL_COLORS, **options.get("colors", {})}}
    markup = displacy.render(data, style="span", manual=True, options=opts, jupyter=False)

    def hover(m: "re.Match[str]") -> str:
        return f'href="#" title="{html.escape(titles[int(m.group(1))], quote=True)}"'

    markup = _HOVER_LINK.sub(hover, str(markup))
    if jupyter or (jupyter is None and is_in_jupyter()):
        from IPython.display import HTML, display  # a notebook always has IPython

        display(HTML(markup))
    return markup


# --------------------------------------------------------------------------
# Multi-process runs
# --------------------------------------------------------------------------

#: (answer text, sources as normalise_sources returns them) sent to a worker.
_Task = Tuple[str, Optional[Tuple[List[SourceId], List[str], Dict[SourceId, Doc], str]]]
#: What a worker sends back per answer: user_data entries and span groups as token offsets.
_Outcome = Tuple[Dict[Any, Any], Dict[str, List[Tuple[int, int, str]]]]

_worker_nlp: Optional[Language] = None


def _pool_start(nlp: Language) -> None:
    """Keep the pipeline in a worker process (inherited when forked, else unpickled)."""
    global _worker_nlp
    _worker_nlp = nlp


def _run_batch(nlp: Language, tasks: List[_Task]) -> Iterator[Doc]:
    """The pipeline over a batch of answers, each made a Doc with its normalised sources stored
    (the one way both a pool worker and the calling process check a piece of answers)."""
    docs = []
    for text, normalised in tasks:
        doc = nlp.make_doc(text)
        if normalised is not None:
            _store_sources(doc, *normalised)
        docs.append(doc)
    return nlp.pipe(docs, batch_size=len(docs))


def _pool_run(tasks: List[_Task]) -> List[_Outcome]:
    """Run the worker's pipeline over a batch of answers; plain results back."""
    nlp = _worker_nlp
    if nlp is None:  # pragma: no cover - the pool's initializer always sets it
        raise RuntimeError("worker process started without a pipeline")
    out: List[_Outcome] = []
    for doc in _run_batch(nlp, tasks):
        user_data = {k: v for k, v in doc.user_data.items() if k != SOURCES_KEY}
        groups = {key: [(s.start, s.end, s.label_) for s in group] for key, group in doc.spans.items()}
        out.append((user_data, groups))
    return out


def _pooled_answers(nlp: Language, items: Iterable[Any], batch_size: int, n_process: int) -> Iterator[Doc]:
    """:func:`verify_answers` over ``n_process`` processes, for a pipeline of quote verifiers only.

    ``nlp.pipe(n_process=...)`` makes each answer's Doc in the parent,
    serialises it to a worker and the result back, which costs the parent
    about as much as checking a short answer and, on two cores, ate most of
    the second worker's gain. Here a worker gets the answer text and the
    source texts (a pickled tuple) and returns what the components wrote:
    their ``user_data`` entries and span groups as token offsets. The parent
    tokenises the answer once, as ``nlp.make_doc`` always does, and puts
    those on it, so every Doc equals the one ``n_process=1`` gives.

    The calling process is one of the ``n_process``: it starts ``n_process - 1``
    workers and checks a piece of answers itself whenever each worker already
    has two pieces to do. A parent that only handed out work would compete for
    the same cores with as many workers as there are cores. The input is read
    lazily: at most two batches per process are held.
    """
    import multiprocessing
    from collections import deque
    from concurrent.futures import Future, ProcessPoolExecutor

    workers = n_process - 1
    # Pieces of at most _POOL_PIECE answers go to whichever process is free: whole
    # batches would leave one process idle at the end of a run.
    piece = max(1, min(batch_size, _POOL_PIECE))
    most_pending = max(2 * n_process, -(-2 * n_process * batch_size // piece))
    pending: "deque[Tuple[List[Tuple[str, Any]], Union[Future[List[_Outcome]], List[Doc]]]]" = deque()
    pool = ProcessPoolExecutor(
        workers, mp_context=multiprocessing.get_context(), initializer=_pool_start, initargs=(nlp,)
    )
    started = False

    def here(batch: List[Tuple[str, Any]]) -> List[Doc]:
        return list(_run_batch(nlp, batch))

    def send(batch: List[Tuple[str, Any]]) -> None:
        nonlocal started
        busy = sum(1 for _, work in pending if isinstance(work, Future) and not work.done())
        if busy >= 2 * workers:
            pending.append((batch, here(batch)))
            return
        tasks: List[Tuple[str, Any]] = [(t, None if n is None else (n[0], n[1], {}, n[3])) for t, n in batch]
        if started:
            pending.append((batch, pool.submit(_pool_run, tasks)))
            return
        # The first submit forks the workers (with the fork start method). Objects they
        # inherit are kept out of the garbage collector meanwhile: a collection in a
        # worker would write to, and so copy, every page of the parent's heap.
        gc.freeze()
        try:
            pending.append((batch, pool.submit(_pool_run, tasks)))
        finally:
            gc.unfreeze()
        started = True

    def head_ready() -> bool:
        return bool(pending) and (isinstance(pending[0][1], list) or pending[0][1].done())

    def collect() -> Iterator[Doc]:
        batch, work = pending.popleft()
        if isinstance(work, list):
            yield from work
            return
        for (text, normalised), (user_data, groups) in zip(batch, work.result(), strict=True):
            doc = nlp.make_doc(text)
            if normalised is not None:
                _store_sources(doc, *normalised)
            doc.user_data.update(user_data)
            for key, spans in groups.items():
                doc.spans[key] = [Span(doc, start, end, label=label) for start, end, label in spans]
            yield doc

    try:
        batch: List[Tuple[str, Any]] = []
        for i, item in enumerate(items):
            if not isinstance(item, (tuple, list)) or len(item) != 2:
                raise TypeError(must_be(f"items[{i}]", "a (text, sources) pair", item))
            text, sources = item
            if not isinstance(text, str):
                raise TypeError(must_be(f"text of items[{i}]", "a str", text))
            normalised = None if sources is None else normalise_sources(sources, f"sources of items[{i}]")
            batch.append((text, normalised))
            if len(batch) == piece:
                send(batch)
                batch = []
                while head_ready() or len(pending) >= most_pending:
                    yield from collect()
        if batch:
            send(batch)
        while pending:
            yield from collect()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


#: Most answers in one piece of work given to a process.
_POOL_PIECE = 8

_SNAPSHOT_LOCK = threading.Lock()
_snapshot_depth = 0
_snapshot_saved: List[Tuple[Any, Dict[str, Any]]] = []


def _msgpack_registries() -> List[Any]:
    """srsly's registries of msgpack encoders and decoders ([] if srsly has none)."""
    try:
        from srsly import msgpack as srsly_msgpack
    except ImportError:  # pragma: no cover - srsly always ships it
        return []
    found = [getattr(srsly_msgpack, name, None) for name in ("msgpack_encoders", "msgpack_decoders")]
    return [reg for reg in found if reg is not None and callable(getattr(reg, "get_all", None))]


@contextmanager
def fast_doc_serialization() -> Iterator[None]:
    """Serialise Docs faster while the block runs, for multi-process ``nlp.pipe``.

    Each ``srsly`` msgpack call (a Doc's ``to_bytes`` makes three to six, its
    ``from_bytes`` as many) asks its registry of extension encoders for every
    entry: a scan of the installed packages' entry points and of the whole
    function registry, about a millisecond each, which made the parent process
    of ``nlp.pipe(n_process=2)`` the bottleneck. Inside the block both
    registries answer from a copy taken on entry, which is what they would
    answer unless an encoder is registered meanwhile (one registered inside the
    block is seen after it). Worker processes forked inside the block inherit
    the copy. Nested and concurrent blocks are fine; the last one out restores
    the registries.

    A ``quote_verifier`` makes every msgpack call about as fast as this for
    good (see :class:`_CachedRegistryAnswer`), so a direct
    ``nlp.pipe(..., n_process=2)`` needs no block; :func:`verify_answers`
    still uses one when ``n_process`` is not 1.
    """
    global _snapshot_depth
    with _SNAPSHOT_LOCK:
        if _snapshot_depth == 0:
            _snapshot_saved.clear()
            for reg in _msgpack_registries():
                answer = reg.get_all()
                # An instance attribute shadows the method; any attribute of
                # that name already there is put back on exit.
                _snapshot_saved.append((reg, dict(reg.__dict__)))
                reg.get_all = _FrozenAnswer(answer)
        _snapshot_depth += 1
    try:
        yield
    finally:
        with _SNAPSHOT_LOCK:
            _snapshot_depth -= 1
            if _snapshot_depth == 0:
                for reg, saved in _snapshot_saved:
                    if "get_all" in saved:
                        reg.get_all = saved["get_all"]
                    else:
                        reg.__dict__.pop("get_all", None)
                _snapshot_saved.clear()


class _CachedRegistryAnswer:
    """Stands in for ``Registry.get_all`` of srsly's msgpack registries, permanently.

    ``get_all`` copies catalogue's whole function registry and scans the
    installed entry points on every call, and srsly calls it for every msgpack
    call: a Doc's ``to_bytes``/``from_bytes`` makes several, which made the
    parent of ``nlp.pipe(n_process=2)`` the bottleneck. This answers from the
    last answer while it cannot have changed: catalogue's registry has the
    same size, each entry of this namespace is the same object, and the entry
    points are the same set (catalogue reads them once, at import). A new or
    replaced encoder is seen on the next call. Installed when a
    ``quote_verifier`` is created (see :func:`_serialize_faster`).
    """

    __slots__ = ("registry", "key", "answer", "entries")

    def __init__(self, registry: Any) -> None:
        self.registry = registry
        self.key: Optional[Tuple[int, int]] = None
        self.answer: Dict[str, Any] = {}
        self.entries: Tuple[Tuple[Tuple[str, ...], Any], ...] = ()

    def __call__(self) -> Dict[str, Any]:
        import catalogue

        functions = catalogue.REGISTRY
        key = (len(functions), id(catalogue.AVAILABLE_ENTRY_POINTS))
        if key == self.key and all(functions.get(k) is v for k, v in self.entries):
            return dict(self.answer)
        answer = type(self.registry).get_all(self.registry)
        namespace = tuple(self.registry.namespace)
        size = len(namespace)
        self.entries = tuple((k, v) for k, v in functions.copy().items() if len(k) == size + 1 and k[:size] == namespace)
        self.key, self.answer = key, dict(answer)
        return dict(answer)


def _serialize_faster() -> None:
    """Give srsly's msgpack registries a :class:`_CachedRegistryAnswer` (once per process).

    Nothing is installed over an answer someone else put on a registry (a
    :func:`fast_doc_serialization` block in progress, another library's).
    Worker processes forked later inherit it; a worker that unpickles the
    pipeline installs it when it unpickles the component.
    """
    with _SNAPSHOT_LOCK:
        for reg in _msgpack_registries():
            if "get_all" not in vars(reg):
                reg.get_all = _CachedRegistryAnswer(reg)


class _FrozenAnswer:
    """Stands in for ``Registry.get_all``: a fresh copy of one saved answer per call."""

    __slots__ = ("answer",)

    def __init__(self, answer: Dict[str, Any]) -> None:
        self.answer = dict(answer)

    def __call__(self) -> Dict[str, Any]:
        return dict(self.answer)


__all__ = [
    "QuoteVerifier",
    "answer_pipeline",
    "make_quote_verifier",
    "make_quote_scorer",
    "score_quotes",
    "verify_answer",
    "verify_answers",
    "fast_doc_serialization",
    "normalise_sources",
    "set_sources",
    "register_extensions",
    "render",
    "DEFAULT_CONFIG",
]
