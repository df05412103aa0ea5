"""spacy-quoteverify: did the model quote the document, or invent the quote?"""
from .about import __version__
from .options import VerifyOptions
from .verdict import PassageResult, Verdict, verify_quote
from .citations import Citations, parse_citations
from .evidence import to_dataframe, to_records, verify_evidence
from .validate import QuoteNotVerified, check_quote

__all__ = ["__version__", "Verdict", "PassageResult", "VerifyOptions", "verify_quote",
           "parse_citations", "Citations", "verify_evidence", "to_records", "to_dataframe",
           "check_quote", "QuoteNotVerified"]
