__title__ = "spacy-quoteverify"
__version__ = "0.1.0"
