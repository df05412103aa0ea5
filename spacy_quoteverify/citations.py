"""The documented path ``spacy_quoteverify.citations``: the code lives in :mod:`spacy_quoteverify.answer.citations`."""

from spacy_quoteverify.answer.citations import CitationReader, make_citation_reader, parse_citations

__all__ = ["CitationReader", "make_citation_reader", "parse_citations"]
