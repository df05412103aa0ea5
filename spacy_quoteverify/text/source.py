"""A source text prepared once and reused for every quotation checked against it."""
from __future__ import annotations

import ctypes
import ctypes.util
import threading
from collections import OrderedDict
from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Tuple, TypeVar, Union, cast

import regex

from spacy_quoteverify import charclasses
from spacy_quoteverify.errors import must_be
from spacy_quoteverify.lang.guess import guess_language
from spacy_quoteverify.text.fold import (
    Folded,
    OffsetMap,
    fold_edit_like,
    fold_match,
    loose_changes,
    loose_source_view,
    turkic_casing,
)
from spacy_quoteverify.text.sentences import Sentences, blank_lines

#: A letter that may be written for another at the end of a word, where it ends one.
_WORD_END_RE = regex.compile(
    f"([{charclasses.char_class(set().union(*charclasses.WORD_END_VARIANTS, *charclasses.LETTER_VARIANTS))}])\\p{{M}}*(?![\\p{{L}}\\p{{M}}])"
)
#: The letters of :data:`charclasses.LETTER_VARIANTS`.
_VARIANT_LETTERS = "".join(sorted(set().union(*charclasses.LETTER_VARIANTS)))

#: The kind of index :meth:`PreparedSource.gram_index` keeps (the match step's q-gram index).
_Index = TypeVar("_Index")

#: Characters of a source from which building one of its views hands the memory its
#: temporaries freed back to the system (:func:`release_freed_memory`): at 1 MB the calls
#: cost about 5% of preparing it.
RELEASE_CHARS = 4_000_000


@lru_cache(maxsize=1)
def _malloc_trim() -> Optional[Callable[[int], int]]:
    """glibc's ``malloc_trim``, or None where the C library has none (macOS, Windows, musl)."""
    try:
        return cast(Callable[[int], int], ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim)
    except (OSError, AttributeError):
        return None


def release_freed_memory(chars: int) -> None:
    """Hand the memory freed by building a view of a ``chars``-character source back to the system.

    Folding a large source makes temporaries as large as the text (copies, arrays of code
    points) and frees them, but glibc keeps freed memory below a live block for the process:
    on 10 MB of text that is three times the source, counted in the process's resident size
    until something reuses it. ``malloc_trim`` returns those pages, at a cost (the pages are
    faulted in again when reused), so it is called where the temporaries are the size of the
    text (folding, the sentence index, the loose view), for sources of :data:`RELEASE_CHARS`
    or more: on 10 MB of text, a call after the edit view and the q-gram indexes too made
    preparing it about 4% slower for no lower peak.
    """
    if chars >= RELEASE_CHARS:
        trim = _malloc_trim()
        if trim is not None:
            trim(0)


#: Answers about places of one source that :meth:`PreparedSource.remember` keeps at most.
ANSWERS_KEPT = 65_536


class PreparedSource:
    """The folded views of one source text. Views other than the match view are built lazily."""

    __slots__ = (
        "original", "lang", "folded", "turkic", "_sentences", "_edit_view", "_lock", "_guessed", "_blank_lines", "_gram_index",
        "_loose", "_loose_index", "_word_ends", "_variants", "answers",
    )

    def __init__(self, text: str, lang: Optional[str] = None) -> None:
        if not isinstance(text, str):
            raise TypeError(must_be("source", "str or Doc", text))
        self.original = text
        self.lang = lang
        #: Whether the text is cased as Turkic alphabets case (its capital I is a dotless i): its
        #: quotations are folded so too (see text.fold.turkic_casing).
        self.turkic = turkic_casing(text)
        self.folded: Folded = fold_match(text, turkic=self.turkic)
        release_freed_memory(len(text))
        self._sentences: Dict[Optional[str], Sentences] = {}
        self._edit_view: Optional[Folded] = None
        self._guessed: Optional[str] = None
        self._blank_lines: Optional[List[int]] = None
        self._gram_index: Optional[object] = None
        self._loose: Optional[Tuple[str, Optional[OffsetMap]]] = None
        self._loose_index: Optional[object] = None
        self._word_ends: Optional[FrozenSet[str]] = None
        self._variants: Optional[FrozenSet[str]] = None
        #: Answers the match step gave about places of this text, by the rule and its arguments
        #: (:meth:`remember`): the pieces, candidates and quotations checked against one source
        #: ask about the same places again.
        self.answers: Dict[Any, Any] = {}
        self._lock = threading.Lock()

    @property
    def language(self) -> Optional[str]:
        """The language guessed from the text alone (None when unclear).

        Deliberately not the ``lang`` of whichever call prepared the source
        first: the cache is shared by every caller, and a verdict must not
        depend on the order of calls.
        """
        if self._guessed is None:
            self._guessed = guess_language(self.original[:4000], default="")
        return self._guessed or None

    @property
    def sentences(self) -> Sentences:
        """The sentence ends, read with the abbreviations of the language guessed from the text."""
        return self.sentences_for(None)

    def sentences_for(self, lang: Optional[str]) -> Sentences:
        """The sentence ends, read with the abbreviations of ``lang`` (the guessed one when None)."""
        if lang is None and self._guessed is None:
            # Ends read already that every language would read alike serve the guessed one
            # too: the guess (letters and function words of the text) is not needed for them.
            found = next((s for s in list(self._sentences.values()) if s.same_for_every()), None)
            if found is not None:
                return found
        key = lang or self.language
        found = self._sentences.get(key)
        if found is None:
            with self._lock:
                found = self._sentences.get(key)
                if found is None:
                    # The ends read for another language serve when this one's abbreviations
                    # settle the same marks the same way (Sentences.same_for).
                    found = next((s for s in self._sentences.values() if s.same_for(key)), None)
                    if found is None:
                        found = Sentences(self.folded, key, self.blank_lines)
                        release_freed_memory(len(self.original))
                    self._sentences[key] = found
        return found

    @property
    def blank_lines(self) -> List[int]:
        """Folded positions of the blank lines (paragraph breaks): no passage runs across one."""
        if self._blank_lines is None:
            self._blank_lines = blank_lines(self.folded)
        return self._blank_lines

    @property
    def edit_view(self) -> Folded:
        if self._edit_view is None:
            with self._lock:
                if self._edit_view is None:
                    self._edit_view = fold_edit_like(self.folded)
        return self._edit_view

    def gram_index(self, build: Callable[[str], _Index]) -> _Index:
        """The q-gram index of the match view, made by ``build`` from its text on first use and
        kept (the match step passes its :class:`~spacy_quoteverify.match.edits.GramIndex`; this
        module sits below it and does not import it)."""
        if self._gram_index is None:
            with self._lock:
                if self._gram_index is None:
                    self._gram_index = build(self.folded.text)
        return cast(_Index, self._gram_index)

    @property
    def loose(self) -> Tuple[str, Optional[OffsetMap]]:
        """The loose view of the match view's text and the map from its positions to the match
        view's (None: the same positions), made on first use (see
        :func:`~spacy_quoteverify.text.fold.loose_source_view`)."""
        if self._loose is None:
            self._loose = loose_source_view(self.folded.text)
            release_freed_memory(len(self.original))
        return self._loose

    def loose_index(self, build: Callable[[str], _Index]) -> _Index:
        """The q-gram index of the loose view's text (:attr:`loose`), made by ``build`` on first
        use and kept, as :meth:`gram_index` keeps the match view's."""
        if self._loose_index is None:
            with self._lock:
                if self._loose_index is None:
                    self._loose_index = build(self.loose[0])
        return cast(_Index, self._loose_index)

    @property
    def word_ends(self) -> FrozenSet[str]:
        """The letters of :data:`~spacy_quoteverify.charclasses.WORD_END_VARIANTS` and
        :data:`~spacy_quoteverify.charclasses.LETTER_VARIANTS` that end a word of the match
        view's text (marks after them aside)."""
        if self._word_ends is None:
            self._word_ends = frozenset(_WORD_END_RE.findall(self.folded.text)) if loose_changes(self.folded.text) else frozenset()
        return self._word_ends

    @property
    def variant_letters(self) -> FrozenSet[str]:
        """The letters of :data:`~spacy_quoteverify.charclasses.LETTER_VARIANTS` that the match
        view's text writes."""
        if self._variants is None:
            text = self.folded.text
            self._variants = frozenset(c for c in _VARIANT_LETTERS if c in text)
        return self._variants

    def remember(self, key: Any, answer: Any) -> None:
        """Keep ``answer`` in :attr:`answers` under ``key`` (the rule and its arguments: the answer
        must follow from them and this text alone). At most :data:`ANSWERS_KEPT` are kept: past
        that all are forgotten (one step, safe while other threads read and add), and asked
        again if needed.

        >>> src = PreparedSource("No patients improved.")
        >>> src.remember(("negated_start", None, None, 3), "negation_cut")
        >>> src.answers[("negated_start", None, None, 3)]
        'negation_cut'
        """
        answers = self.answers
        if len(answers) >= ANSWERS_KEPT:
            answers.clear()
        answers[key] = answer

    @property
    def built_gram_index(self) -> Optional[object]:
        """The index :meth:`gram_index` made, when it has been made, else None (lookups then scan)."""
        return self._gram_index

    def __len__(self) -> int:
        return len(self.original)

    def __reduce__(self) -> Any:
        # Ship the text, not the arrays: the receiving process prepares it again.
        return (PreparedSource, (self.original, self.lang))


#: Characters of source text the shared cache keeps prepared at most. A prepared
#: source holds a few arrays per character besides its text, so this bounds the
#: cache to some hundreds of megabytes whatever the number of sources.
CACHE_MAX_CHARS = 50_000_000


class _SourceCache:
    """A bounded, thread-safe LRU cache of prepared sources keyed by their text.

    Bounded both by the number of sources (``maxsize``) and by their total length
    in characters (``max_chars``): the least recently used are dropped first. A
    single source longer than ``max_chars`` is still kept while it is the most
    recent one, so many quotations checked against one long document prepare it once.
    """

    def __init__(self, maxsize: int = 256, max_chars: int = CACHE_MAX_CHARS) -> None:
        self.maxsize = maxsize
        self.max_chars = max_chars
        self._items: "OrderedDict[str, PreparedSource]" = OrderedDict()
        self._chars = 0
        self._lock = threading.Lock()

    @property
    def chars(self) -> int:
        """Total characters of the sources held now."""
        return self._chars

    def get(self, text: str, lang: Optional[str]) -> PreparedSource:
        with self._lock:
            hit = self._items.get(text)
            if hit is not None:
                self._items.move_to_end(text)
                return hit
        prepared = PreparedSource(text, lang)
        with self._lock:
            if text not in self._items:
                self._chars += len(text)
            self._items[text] = prepared
            self._items.move_to_end(text)
            while len(self._items) > 1 and (
                len(self._items) > self.maxsize or self._chars > self.max_chars
            ):
                old, _ = self._items.popitem(last=False)
                self._chars -= len(old)
        return prepared

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._chars = 0


SOURCE_CACHE = _SourceCache()


#: Where document objects of retrieval frameworks keep their text, in the order
#: looked at: LangChain ``Document.page_content``, Haystack ``Document.content``,
#: LlamaIndex ``TextNode.text`` (and ``get_content()`` on any of its nodes).
#: Mappings (a document written as JSON) are read by the same keys.
DOCUMENT_TEXT_FIELDS = ("page_content", "content", "text")
#: Where such a document keeps its metadata (Haystack 1.x writes ``meta``).
DOCUMENT_METADATA_FIELDS = ("metadata", "meta")
#: The metadata key naming a document's chunk id.
CHUNK_ID_KEY = "chunk_id"


def _field(obj: Any, name: str) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(name)
    return getattr(obj, name, None)


def document_text(obj: Any) -> Optional[str]:
    """The text of a retrieval framework's document, read by duck typing (None if it has none).

    Looks at the fields of :data:`DOCUMENT_TEXT_FIELDS` (attributes, or keys of
    a mapping), then at a ``get_content()`` method; no framework is imported.

    >>> class Document:  # as LangChain writes one
    ...     page_content = "Revenue rose 12%."
    >>> document_text(Document()), document_text({"content": "Costs fell."})
    ('Revenue rose 12%.', 'Costs fell.')
    """
    for name in DOCUMENT_TEXT_FIELDS:
        value = _field(obj, name)
        if isinstance(value, str):
            return value
    getter = None if isinstance(obj, Mapping) else getattr(obj, "get_content", None)
    if callable(getter):
        value = getter()
        if isinstance(value, str):
            return value
    return None


def document_chunk_id(obj: Any) -> Optional[Union[int, str]]:
    """The chunk id a document carries in its metadata (``metadata["chunk_id"]``), or None.

    >>> document_chunk_id({"page_content": "...", "metadata": {"chunk_id": 3}})
    3
    """
    for name in DOCUMENT_METADATA_FIELDS:
        meta = _field(obj, name)
        if isinstance(meta, Mapping):
            value = meta.get(CHUNK_ID_KEY)
            if isinstance(value, (int, str)) and not isinstance(value, bool):
                return value
    return None


def source_text(source: Any, argument: str = "source") -> str:
    """The text of a str, spaCy Doc/Span, PreparedSource or framework document; TypeError otherwise."""
    if isinstance(source, str):
        return source
    if isinstance(source, PreparedSource):
        return source.original
    text = getattr(source, "text", None)
    if isinstance(text, str) and type(source).__name__ in ("Doc", "Span"):
        return text
    if not isinstance(source, (Mapping, bytes)):
        found = document_text(source)
        if found is not None:
            return found
    raise TypeError(
        f"{argument} must be str, a spaCy Doc or a document with page_content/content/text, "
        f"got {type(source).__name__}: {source!r:.80}"
    )


def prepare_source(source: Any, lang: Optional[str] = None) -> PreparedSource:
    """Prepare (or fetch from the cache) a source for repeated checking."""
    if isinstance(source, PreparedSource):
        return source
    return SOURCE_CACHE.get(source_text(source), lang)
