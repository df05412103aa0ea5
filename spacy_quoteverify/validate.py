"""A quotation check that raises, for validators of structured output.

Libraries that read a model's output into typed objects (pydantic models,
and on top of them instructor and similar tools) call validators that either
return the value or raise a ``ValueError``; the error's message goes back to
the model when the library asks it again. :func:`check_quote` is such a
validator::

    from pydantic import BaseModel, ValidationInfo, field_validator
    from spacy_quoteverify import check_quote

    class Finding(BaseModel):
        quote: str

        @field_validator("quote")
        @classmethod
        def quote_is_in_the_source(cls, value: str, info: ValidationInfo) -> str:
            check_quote(value, info.context["source"])
            return value

    Finding.model_validate({"quote": "..."}, context={"source": source_text})
"""
from __future__ import annotations

from typing import Any, Optional

from spacy_quoteverify.verdict import Verdict, verify_quote


class QuoteNotVerified(ValueError):
    """A quotation that is not verified; :attr:`verdict` holds everything known about it."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        super().__init__(refusal_message(verdict))


def refusal_message(verdict: Verdict) -> str:
    """Why a quotation is not verified, in one message: the reason, the diff and the suggestion.

    >>> from spacy_quoteverify import verify_quote
    >>> print(refusal_message(verify_quote("Costs rose 40% in May", "Costs rose 45% in May.")))
    quotation not verified (number_changed): 'Costs rose 40% in May'; differences: "45%" -> "40%"; the source says: 'Costs rose 45% in May'
    """
    parts = [f"quotation not verified ({verdict.reason or 'unknown'}): {verdict.span!r}"]
    if verdict.diff:
        parts.append("differences: " + ", ".join(verdict.diff))
    if verdict.suggestion:
        parts.append(f"the source says: {verdict.suggestion['text']!r}")
    return "; ".join(parts)


def check_quote(quote: Any, source: Any, lang: Optional[str] = None, **options: Any) -> Verdict:
    """The verdict on ``quote`` when it is verified; otherwise raise :class:`QuoteNotVerified`.

    quote (Any): The quotation (as for :func:`verify_quote`).
    source (Any): The text it claims to come from.
    lang (Optional[str]): Language code, or None to read it from the text.
    options (Any): Any keyword of :func:`verify_quote` (``kind``, ``chunk_id``,
        ``options``, or a field of :class:`VerifyOptions`).
    RAISES (QuoteNotVerified): a ValueError whose message gives the reason, the
        differences from the closest text of the source, and that text.
    RAISES (TypeError): for arguments of the wrong type, as :func:`verify_quote`.
    """
    verdict = verify_quote(quote, source, lang, **options)
    if verdict.verified is not True:
        raise QuoteNotVerified(verdict)
    return verdict


__all__ = ["check_quote", "QuoteNotVerified", "refusal_message"]
