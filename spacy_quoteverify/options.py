"""Every switch of the check, with its default, in one typed record.

The same names are used as keyword arguments of :func:`verify_quote`, as CLI
options and as keys of the ``quote_verifier`` component config.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Dict, Optional, Tuple

DECIDERS = ("match", "edit", "both")


@dataclass(frozen=True)
class VerifyOptions:
    #: Which matcher decides ``verified``: the rule-based ``match`` check (default),
    #: the edit-distance status (``edit``: verified only when ``verbatim``), or ``both``.
    #: Under every decider a refusal of the match check for content (``reasons.CONTENT``: a cut
    #: number or word, a dropped sign, an elided negation, a crossed sentence, order, an
    #: unmarked gap) stands.
    decide: str = "match"
    #: quote_sim needed for ``near_verbatim`` (passages of ``short_chars`` or more).
    near_threshold: float = 0.90
    #: quote_sim needed for ``near_verbatim`` for passages shorter than ``short_chars``.
    near_threshold_short: float = 0.95
    short_chars: int = 40
    #: A passage needs at least this many words to be ``near_verbatim``.
    near_min_words: int = 5
    #: Edit-distance matcher skips (``not_checked``) a passage whose length times the
    #: source length exceeds this; the default scores 300 characters against 10 MB.
    max_cells: float = 5e9
    #: Run the edit-distance matcher at all.
    edit_matcher: bool = True
    #: Read lists, bold, elisions and separate quote marks inside the quotation.
    #: Off for verbatim chunk text, which is compared whole.
    structure: bool = True
    #: Upper bound on candidate places examined per passage when elided pieces
    #: repeat in the source; past it the quotation is refused with ``search_bound``.
    max_candidates: int = 200_000

    def replace(self, **changes: Any) -> "VerifyOptions":
        return resolve_options(self, changes)


OPTION_NAMES = tuple(f.name for f in fields(VerifyOptions))


_DEFAULT = VerifyOptions()
# Recent merges: a caller passing the same keyword overrides on every call (the
# usual case) pays the checks once. Options are frozen, so sharing is safe.
_MERGED: Dict[Tuple[VerifyOptions, Tuple[Tuple[str, Any], ...]], VerifyOptions] = {}


def resolve_options(
    base: Optional[VerifyOptions] = None, overrides: Optional[Dict[str, Any]] = None
) -> VerifyOptions:
    """Merge keyword overrides into ``base``, checking names, types and ranges."""
    if base is None:
        base = _DEFAULT
    elif not isinstance(base, VerifyOptions):
        raise TypeError(
            f"options must be a VerifyOptions, got {type(base).__name__}: {base!r}"
        )
    if not overrides:
        return base
    try:
        key = (base, tuple(sorted((k, (type(v), v)) for k, v in overrides.items())))
        hit = _MERGED.get(key)
    except TypeError:  # an unhashable value: checked below, never cached
        key, hit = None, None
    if hit is not None:
        return hit
    merged = _merge(base, overrides)
    if key is not None:
        if len(_MERGED) > 256:
            _MERGED.clear()
        _MERGED[key] = merged
    return merged


def _merge(base: VerifyOptions, overrides: Dict[str, Any]) -> VerifyOptions:
    unknown = sorted(set(overrides) - set(OPTION_NAMES))
    if unknown:
        raise TypeError(
            f"unknown option(s) {', '.join(unknown)}; known options: {', '.join(OPTION_NAMES)}"
        )
    types = {f.name: f.type for f in fields(VerifyOptions)}
    for name, value in overrides.items():
        want = types[name]
        if want in ("bool",) and not isinstance(value, bool):
            raise TypeError(f"option {name} must be a bool, got {type(value).__name__}: {value!r}")
        if want in ("int", "float") and (isinstance(value, bool) or not isinstance(value, (int, float))):
            raise TypeError(f"option {name} must be a number, got {type(value).__name__}: {value!r}")
        if want == "str" and not isinstance(value, str):
            raise TypeError(f"option {name} must be a str, got {type(value).__name__}: {value!r}")
    merged = replace(base, **overrides)
    if merged.decide not in DECIDERS:
        raise ValueError(f"option decide must be one of {DECIDERS}, got {merged.decide!r}")
    for name in ("near_threshold", "near_threshold_short"):
        v = getattr(merged, name)
        if not 0.0 <= v <= 1.0:
            raise ValueError(f"option {name} must be between 0 and 1, got {v!r}")
    return merged
