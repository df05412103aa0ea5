"""The verdict on one quotation, and the function that produces it.

A :class:`Verdict` is a plain record: every field is JSON-serialisable, and
``to_dict()`` gives the flat form used by the command line, the evidence table
and the spaCy extension attributes.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Dict, List, Optional, Union

ChunkId = Union[int, str]

SPAN_CHARS = 60


def span_preview(text: str, limit: int = SPAN_CHARS) -> str:
    """First ``limit`` characters of ``text``, with "..." when it was cut.

    >>> span_preview("abc", 2)
    'ab...'
    """
    return text if len(text) <= limit else text[:limit] + "..."


@dataclass
class PassageResult:
    """Where one passage of a quotation was found (offsets in the original source)."""

    text: str
    found: bool
    start: Optional[int] = None
    end: Optional[int] = None
    match: Optional[float] = None
    reason: Optional[str] = None


@dataclass
class Verdict:
    """Everything known about one quotation checked against one source."""

    verified: Optional[bool]
    match: Optional[float]
    kind: str = "extracted"
    chunk_id: Optional[ChunkId] = None
    span: str = ""
    quote_status: Optional[str] = None
    quote_sim: Optional[float] = None
    quote_coverage: Optional[float] = None
    quote_edits: Optional[int] = None
    quote_critical_ok: Optional[bool] = None
    start: Optional[int] = None
    end: Optional[int] = None
    reason: Optional[str] = None
    #: Human-readable edits between the quotation and its closest window.
    diff: List[str] = field(default_factory=list)
    #: Start/end of the edit-distance window in the original source.
    quote_start: Optional[int] = None
    quote_end: Optional[int] = None
    #: For a quotation not in its cited chunk: the chunk it was found in.
    found_in: Optional[ChunkId] = None
    passages: List[PassageResult] = field(default_factory=list)

    def to_dict(self) -> Dict[str, Any]:
        """A JSON-ready dict of every field."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Dict[str, Any]) -> "Verdict":
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        values["passages"] = [
            p if isinstance(p, PassageResult) else PassageResult(**p)
            for p in values.get("passages", [])
        ]
        return cls(**values)


#: The Verdict fields written, in this order, by the CLI and table outputs.
VERDICT_FIELDS = [f.name for f in fields(Verdict)]


def verify_quote(quote: Any, source: Any, lang: Optional[str] = None, **options: Any) -> Verdict:
    """Check one quotation against one source (str or spaCy Doc)."""
    raise NotImplementedError("core verifier is being written")
