"""The documented path ``spacy_quoteverify.tokenizer``: the code lives in :mod:`spacy_quoteverify.lang.tokenizer`."""

from spacy_quoteverify.lang.tokenizer import (
    create_tokenizer,
    get_nlp,
    guess_language,
    letter_scripts,
    segmenter_available,
)

__all__ = ["create_tokenizer", "get_nlp", "guess_language", "letter_scripts", "segmenter_available"]
