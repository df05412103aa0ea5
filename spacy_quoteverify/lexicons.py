"""The documented path ``spacy_quoteverify.lexicons``: the code lives in :mod:`spacy_quoteverify.lang.lexicons`."""

from spacy_quoteverify.lang.lexicons import available_languages, negation_lexicon, number_words, word_key

__all__ = ["available_languages", "negation_lexicon", "number_words", "word_key"]
