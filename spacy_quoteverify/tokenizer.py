"""The documented path ``spacy_quoteverify.tokenizer``: the code lives in :mod:`spacy_quoteverify.lang.tokenizer`
and :mod:`spacy_quoteverify.lang.guess`."""

from spacy_quoteverify.lang.guess import guess_language, letter_scripts
from spacy_quoteverify.lang.tokenizer import create_tokenizer, get_nlp, segmenter_available

__all__ = ["create_tokenizer", "get_nlp", "guess_language", "letter_scripts", "segmenter_available"]
