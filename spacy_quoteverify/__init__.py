"""spacy-quoteverify: did the model quote the document, or invent the quote?"""
from .about import __version__
from .options import VerifyOptions
from .verdict import PassageResult, Verdict, verify_quote

__all__ = ["__version__", "Verdict", "PassageResult", "VerifyOptions", "verify_quote"]
