"""Every switch of the check, with its default and its allowed values, in one typed record.

The same names are used as keyword arguments of :func:`verify_quote`, as CLI
options and as keys of the ``quote_verifier`` component config. Each field's
annotation carries its constraint (``Annotated[int, Field(ge=1)]``); one pydantic
schema built from those annotations checks every :class:`VerifyOptions` when it
is made, whichever surface made it, so the API, the component config and the
command line accept and refuse exactly the same values with the same message.
pydantic comes with spaCy (its config system validates with it), so this adds
no dependency.
"""
from __future__ import annotations

import functools
import importlib.metadata
import importlib.util
import os
import pkgutil
import sys
from dataclasses import dataclass, fields, replace
from typing import Annotated, Any, Dict, List, Literal, Optional, Tuple, get_type_hints

from pydantic import ConfigDict, Field, ValidationError, create_model
from pydantic_core import ErrorDetails

from spacy_quoteverify.errors import must_be

DECIDERS = ("match", "edit", "both")

Decider = Literal["match", "edit", "both"]
#: A similarity between 0 and 1.
Fraction = Annotated[float, Field(ge=0.0, le=1.0, allow_inf_nan=False)]
#: A count that may be 0.
Count = Annotated[int, Field(ge=0)]
#: A count that must be at least 1.
PositiveCount = Annotated[int, Field(ge=1)]
#: A positive bound (infinity allowed: no bound).
PositiveBound = Annotated[float, Field(gt=0.0)]


@dataclass(frozen=True)
class VerifyOptions:
    #: Which matcher decides ``verified``: the rule-based ``match`` check (default),
    #: the edit-distance status (``edit``: verified only when ``verbatim``), or ``both``.
    #: Whatever the decider, the match check's refusals for content (``reasons.CONTENT``) stand.
    #: ``edit`` and ``both`` need ``edit_matcher`` on.
    decide: Decider = "match"
    #: quote_sim needed for ``near_verbatim`` (passages of ``short_chars`` or more).
    near_threshold: Fraction = 0.90
    #: quote_sim needed for ``near_verbatim`` for passages shorter than ``short_chars``.
    near_threshold_short: Fraction = 0.95
    short_chars: Count = 40
    #: A passage needs at least this many words to be ``near_verbatim``.
    near_min_words: Count = 5
    #: Cells (passage characters times source characters) the edit-distance search may
    #: fill for one passage: past passage length times source length, the search runs only
    #: on the places its q-gram filter leaves, and a passage that needs more is reported
    #: ``not_checked`` (a passage found verbatim needs no search).
    max_cells: PositiveBound = 5e9
    #: Run the edit-distance matcher at all.
    edit_matcher: bool = True
    #: Read lists, bold, elisions and separate quote marks inside the quotation.
    #: Off for verbatim chunk text, which is compared whole.
    structure: bool = True
    #: Upper bound on candidate places examined per passage when elided pieces
    #: repeat in the source; past it the quotation is refused with ``search_bound``.
    #: At least 1: with no candidate at all every quotation would be refused.
    max_candidates: PositiveCount = 200_000

    def __post_init__(self) -> None:
        check_options({f.name: getattr(self, f.name) for f in fields(self)})

    def replace(self, **changes: Any) -> "VerifyOptions":
        return resolve_options(self, changes)


OPTION_NAMES = tuple(f.name for f in fields(VerifyOptions))

#: The annotation of each option, constraint included (for signatures and config schemas).
OPTION_TYPES: Dict[str, Any] = {
    name: hint
    for name, hint in get_type_hints(VerifyOptions, include_extras=True).items()
    if name in OPTION_NAMES
}

# One pydantic model with a field per option. Strict: 0 is not False, "0.9" is not
# a number and 7.5 is not a count (an int is still a float).
_Schema = create_model(  # type: ignore[call-overload]
    "VerifyOptionsSchema",
    __config__=ConfigDict(strict=True, extra="forbid"),
    **{f.name: (OPTION_TYPES[f.name], f.default) for f in fields(VerifyOptions)},
)

_TYPE_NAMES = {
    "bool_type": "a bool",
    "int_type": "an int",
    "float_type": "a number",
    "string_type": "a str",
}


def _describe(error: ErrorDetails) -> Tuple[type, str]:
    """(exception class, one-line message) for one pydantic error."""
    name = str(error["loc"][0]) if error.get("loc") else "?"
    value = error.get("input")
    kind = error.get("type", "")
    ctx = error.get("ctx") or {}
    if kind in _TYPE_NAMES:
        return TypeError, must_be(f"option {name}", _TYPE_NAMES[kind], value, None)
    if kind == "literal_error":
        return ValueError, f"option {name} must be one of {DECIDERS}, got {value!r}"
    if kind == "extra_forbidden":
        return TypeError, f"unknown option(s) {name}; known options: {', '.join(OPTION_NAMES)}"
    bounds = {"greater_than_equal": ">=", "greater_than": ">", "less_than_equal": "<=", "less_than": "<"}
    if kind in bounds:
        limit = next(iter(ctx.values()), "?")
        if OPTION_TYPES.get(name) is Fraction:
            return ValueError, f"option {name} must be between 0 and 1, got {value!r}"
        return ValueError, f"option {name} must be {bounds[kind]} {limit}, got {value!r}"
    if kind == "finite_number":
        return ValueError, f"option {name} must be a finite number, got {value!r}"
    return ValueError, f"option {name}: {error.get('msg', 'invalid value')}, got {value!r}"


def check_options(values: Dict[str, Any]) -> None:
    """Check option values by name; raise TypeError (wrong type or name) or ValueError.

    values (Dict[str, Any]): Option values by name (a subset is fine: the others keep their defaults).
    RAISES (TypeError): An unknown name, or a value of the wrong type.
    RAISES (ValueError): A value out of range, or options that contradict each other.
    """
    try:
        _Schema.model_validate(values)
    except ValidationError as err:
        errors = err.errors()
        # Type errors first: they explain a range error on the same option.
        errors.sort(key=lambda e: e.get("type", "") not in _TYPE_NAMES and e.get("type") != "extra_forbidden")
        cls, message = _describe(errors[0])
        raise cls(message) from None
    decide = values.get("decide", "match")
    if decide != "match" and values.get("edit_matcher", True) is False:
        raise ValueError(
            f"option decide={decide!r} needs the edit-distance matcher, but edit_matcher is off; "
            f"turn edit_matcher on or use decide='match'"
        )


@functools.lru_cache(maxsize=None)
def _spacy_languages() -> frozenset:
    """Language codes spaCy has a class for: its own ``spacy.lang`` packages and registered ones.

    Read from the installed files and the ``spacy_languages`` entry points, without importing
    spaCy (which takes a second or two): checking a language code must not load it.
    """
    spec = importlib.util.find_spec("spacy")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("spaCy is not installed")
    lang_dir = os.path.join(list(spec.submodule_search_locations)[0], "lang")
    codes = {m.name for m in pkgutil.iter_modules([lang_dir]) if m.ispkg}
    codes.update(ep.name for ep in _entry_points("spacy_languages"))
    return frozenset(codes)


def _spacy_knows(code: Optional[str]) -> bool:
    """Whether spaCy has a class for ``code``: installed, or registered by code already run."""
    if code is None:
        return False
    if code in _spacy_languages():
        return True
    util = sys.modules.get("spacy.util")  # once spaCy is loaded, its registry may hold more
    return util is not None and code in util.registry.languages.get_all()


def _entry_points(group: str) -> List[Any]:
    """The installed entry points of ``group`` (importlib.metadata's API changed in Python 3.10)."""
    if sys.version_info >= (3, 10):
        return list(importlib.metadata.entry_points(group=group))
    return list(importlib.metadata.entry_points().get(group, []))


def check_lang(lang: Any, what: str = "lang") -> Optional[str]:
    """The language code ``lang`` when spaCy knows the language; None for None or "".

    A region or script after the language (``en-US``, ``zh_Hant``) and letter case
    are allowed, as are the older codes the lexicons map to spaCy's (``no``, ``iw``).

    lang (Any): A language code, or None to guess the language from the text.
    what (str): How to name the value in error messages.
    RAISES (TypeError): ``lang`` is not a str or None.
    RAISES (ValueError): spaCy has no language class for it.

    >>> check_lang("en-US")
    'en-US'
    """
    if lang is None:
        return None
    if not isinstance(lang, str):
        raise TypeError(must_be(what, "a language code (str) or None", lang))
    if not lang.strip():
        return None
    if _known_lang(lang):
        return lang
    raise ValueError(
        f"{what} {lang!r} is not a language spaCy knows; use a code such as en, de, zh "
        f"or xx (any language), or leave it out to guess it from the text"
    )


@functools.lru_cache(maxsize=1024)
def _known_lang(lang: str) -> bool:
    from spacy_quoteverify.lang.lexicons import ALIASES  # the one home of the older codes

    code = lang.strip().lower().replace("_", "-").split("-")[0]
    return _spacy_knows(code) or _spacy_knows(ALIASES.get(code))


_DEFAULT = VerifyOptions()
# Recent merges: a caller passing the same keyword overrides on every call (the
# usual case) pays the checks once. Options are frozen, so sharing is safe.
_MERGED: Dict[Tuple[Optional[VerifyOptions], Tuple[Tuple[str, type, Any], ...]], VerifyOptions] = {}


def resolve_options(
    base: Optional[VerifyOptions] = None, overrides: Optional[Dict[str, Any]] = None
) -> VerifyOptions:
    """Merge keyword overrides into ``base``, checking names, types and ranges."""
    if base is None:
        base = _DEFAULT
    elif not isinstance(base, VerifyOptions):
        raise TypeError(
            must_be("options", "a VerifyOptions", base, None)
        )
    if not overrides:
        return base
    try:
        # The default options stand for themselves by None: hashing a frozen dataclass hashes
        # every field, which cost more than the rest of a match check's set-up.
        key = (None if base is _DEFAULT else base, tuple([(k, type(v), v) for k, v in overrides.items()]))
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
    return replace(base, **overrides)  # __post_init__ checks the merged whole
