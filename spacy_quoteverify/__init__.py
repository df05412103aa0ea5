"""spacy-quoteverify: did the model quote the document, or invent the quote?"""
from spacy_quoteverify.about import __version__
from spacy_quoteverify.answer.citations import Citations, parse_citations
from spacy_quoteverify.batch.evidence import to_dataframe, to_records, verify_evidence
from spacy_quoteverify.options import VerifyOptions
from spacy_quoteverify.validate import QuoteNotVerified, check_quote
from spacy_quoteverify.verdict import PassageResult, Verdict, verify_quote

__all__ = ["__version__", "Verdict", "PassageResult", "VerifyOptions", "verify_quote",
           "parse_citations", "Citations", "verify_evidence", "to_records", "to_dataframe",
           "check_quote", "QuoteNotVerified"]
