"""The wording of argument errors, in one place.

Every check of an argument says what was expected and what came instead, the same way:
``text must be str, got int: 3``.
"""
from __future__ import annotations

from typing import Any, Optional


def must_be(what: str, expected: str, got: Any, width: Optional[int] = 80) -> str:
    """The message for an argument ``what`` that is not ``expected``.

    what (str): The argument's name, as the caller wrote it.
    expected (str): What it must be ("str", "a non-negative int").
    got (Any): The value received; its type is named and its ``repr`` shown.
    width (Optional[int]): At most this many characters of the ``repr`` (None: all of it).
    RETURNS (str): The message.

    >>> must_be("text", "str", 3)
    'text must be str, got int: 3'
    >>> must_be("answer", "a str", b"x" * 100, width=10)
    "answer must be a str, got bytes: b'xxxxxxxx"
    """
    shown = repr(got) if width is None else f"{got!r:.{width}}"
    return f"{what} must be {expected}, got {type(got).__name__}: {shown}"
