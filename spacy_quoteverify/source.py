"""The documented path ``spacy_quoteverify.source``: the code lives in :mod:`spacy_quoteverify.text.source`."""

from spacy_quoteverify.text.source import SOURCE_CACHE, PreparedSource, prepare_source, source_text

__all__ = ["SOURCE_CACHE", "PreparedSource", "prepare_source", "source_text"]
