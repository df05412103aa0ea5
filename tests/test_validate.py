"""check_quote: the verdict, or a ValueError saying why, for structured-output validators."""
from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError, ValidationInfo, field_validator

from spacy_quoteverify import QuoteNotVerified, check_quote, verify_quote

SOURCE = "Revenue rose to 45.2 million dollars in 2023. The drug did not reduce mortality."


def test_a_verified_quotation_returns_its_verdict() -> None:
    verdict = check_quote("Revenue rose to 45.2 million dollars", SOURCE)
    assert verdict.verified is True and verdict == verify_quote("Revenue rose to 45.2 million dollars", SOURCE)


@pytest.mark.parametrize(
    "quote, reason, says",
    [
        ("Revenue rose to 48.2 million dollars", "number_changed", "Revenue rose to 45.2 million dollars"),
        ("The drug did … reduce mortality", "negation_elided", "The drug did not reduce mortality"),
    ],
)
def test_a_refused_quotation_raises_with_reason_diff_and_suggestion(quote: str, reason: str, says: str) -> None:
    with pytest.raises(ValueError) as caught:
        check_quote(quote, SOURCE, lang="en")
    err = caught.value
    assert isinstance(err, QuoteNotVerified) and err.verdict.reason == reason
    message = str(err)
    assert reason in message and says in message
    for entry in err.verdict.diff:
        assert entry in message


def test_options_reach_the_check() -> None:
    with pytest.raises(ValueError, match="number_changed"):
        check_quote("Revenue rose to 48.2 million dollars", SOURCE, decide="both")
    with pytest.raises(TypeError):
        check_quote(3, SOURCE)


def test_nothing_to_compare_raises_too() -> None:
    with pytest.raises(ValueError, match="no_source"):
        check_quote("Revenue rose", "")


class Finding(BaseModel):
    claim: str
    quote: str

    @field_validator("quote")
    @classmethod
    def quote_is_in_the_source(cls, value: str, info: ValidationInfo) -> str:
        check_quote(value, info.context["source"])
        return value


def test_a_pydantic_model_refuses_a_misquotation_and_says_why() -> None:
    good = Finding.model_validate(
        {"claim": "Revenue grew", "quote": "Revenue rose to 45.2 million dollars"}, context={"source": SOURCE}
    )
    assert good.quote == "Revenue rose to 45.2 million dollars"
    with pytest.raises(ValidationError) as caught:
        Finding.model_validate(
            {"claim": "Revenue grew", "quote": "Revenue rose to 48.2 million dollars"}, context={"source": SOURCE}
        )
    errors = caught.value.errors()
    assert errors[0]["loc"] == ("quote",)
    assert "number_changed" in errors[0]["msg"] and "Revenue rose to 45.2 million dollars" in errors[0]["msg"]
