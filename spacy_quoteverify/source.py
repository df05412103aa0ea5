"""A source text prepared once and reused for every quotation checked against it."""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Dict, List, Optional

from .boundaries import Sentences, blank_lines
from .normalize import Folded, fold_edit_like, fold_match


class PreparedSource:
    """The folded views of one source text. Views other than the match view are built lazily."""

    __slots__ = ("original", "lang", "folded", "_sentences", "_edit_view", "_lock", "_guessed", "_blank_lines")

    def __init__(self, text: str, lang: Optional[str] = None) -> None:
        if not isinstance(text, str):
            raise TypeError(f"source must be str or Doc, got {type(text).__name__}: {text!r:.80}")
        self.original = text
        self.lang = lang
        self.folded: Folded = fold_match(text)
        self._sentences: Dict[Optional[str], Sentences] = {}
        self._edit_view: Optional[Folded] = None
        self._guessed: Optional[str] = None
        self._blank_lines: Optional[List[int]] = None
        self._lock = threading.Lock()

    @property
    def language(self) -> Optional[str]:
        """The language guessed from the text alone (None when unclear).

        Deliberately not the ``lang`` of whichever call prepared the source
        first: the cache is shared by every caller, and a verdict must not
        depend on the order of calls.
        """
        if self._guessed is None:
            from .tokenizer import guess_language

            self._guessed = guess_language(self.original[:4000], default="")
        return self._guessed or None

    @property
    def sentences(self) -> Sentences:
        """The sentence ends, read with the abbreviations of the language guessed from the text."""
        return self.sentences_for(None)

    def sentences_for(self, lang: Optional[str]) -> Sentences:
        """The sentence ends, read with the abbreviations of ``lang`` (the guessed one when None)."""
        key = lang or self.language
        found = self._sentences.get(key)
        if found is None:
            with self._lock:
                found = self._sentences.get(key)
                if found is None:
                    found = self._sentences[key] = Sentences(self.folded, key)
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

    def __len__(self) -> int:
        return len(self.original)

    def __reduce__(self) -> Any:
        # Ship the text, not the arrays: the receiving process prepares it again.
        return (PreparedSource, (self.original, self.lang))


class _SourceCache:
    """A bounded, thread-safe LRU cache of prepared sources keyed by their text."""

    def __init__(self, maxsize: int = 256) -> None:
        self.maxsize = maxsize
        self._items: "OrderedDict[str, PreparedSource]" = OrderedDict()
        self._lock = threading.Lock()

    def get(self, text: str, lang: Optional[str]) -> PreparedSource:
        with self._lock:
            hit = self._items.get(text)
            if hit is not None:
                self._items.move_to_end(text)
                return hit
        prepared = PreparedSource(text, lang)
        with self._lock:
            self._items[text] = prepared
            self._items.move_to_end(text)
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)
        return prepared

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


SOURCE_CACHE = _SourceCache()


def source_text(source: Any, argument: str = "source") -> str:
    """The text of a str, spaCy Doc/Span, or PreparedSource; TypeError otherwise."""
    if isinstance(source, str):
        return source
    if isinstance(source, PreparedSource):
        return source.original
    text = getattr(source, "text", None)
    if isinstance(text, str) and type(source).__name__ in ("Doc", "Span"):
        return text
    raise TypeError(
        f"{argument} must be str or a spaCy Doc, got {type(source).__name__}: {source!r:.80}"
    )


def prepare_source(source: Any, lang: Optional[str] = None) -> PreparedSource:
    """Prepare (or fetch from the cache) a source for repeated checking."""
    if isinstance(source, PreparedSource):
        return source
    return SOURCE_CACHE.get(source_text(source), lang)
