"""The verdict on one quotation, and the function that produces it.

A :class:`Verdict` is a plain record: every field is JSON-serialisable, and
``to_dict()`` gives the flat form used by the command line, the evidence table
and the spaCy extension attributes.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Dict, List, Optional, Tuple, Union

import regex

from spacy_quoteverify import reasons
from spacy_quoteverify.answer.passages import Passage, split_passages
from spacy_quoteverify.match import edits, rules
from spacy_quoteverify.match.boundaries import end_problem, start_problem, unit_changed
from spacy_quoteverify.match.rules import LazyField, make_piece, resolved_state, stored, trim_edges
from spacy_quoteverify.options import VerifyOptions, check_lang, resolve_options
from spacy_quoteverify.text.fold import as_read, attributed_tags
from spacy_quoteverify.text.source import PreparedSource, prepare_source, source_text

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
    """What the match check found for one passage of a quotation.

    ``found``: the passage is in the source on its own (its pieces in order, by the elision
    rules); ``start``/``end``: original offsets of its own place (the one chosen when the
    quotation is verified, else its first one; None when not found); ``match``: 1 when found,
    else the share of its worst piece carried by its longest run in the source (computed when
    first read, as :attr:`Verdict.match`); ``reason``: why the quotation fails at this passage
    (None when it does not).
    """

    text: str
    found: bool
    start: Optional[int] = None
    end: Optional[int] = None
    match: Optional[float] = LazyField()  # type: ignore[assignment]
    reason: Optional[str] = None

    def __getstate__(self) -> Dict[str, Any]:
        return resolved_state(self)


@dataclass
class Verdict:
    """Everything known about one quotation checked against one source.

    ``match`` of a refused quotation (the share of its worst passage carried by its longest
    run in the source) is computed when first read, directly or through ``to_dict``, ``==``,
    ``repr``, a copy or a pickle, and is then the value an eager computation gives: reading
    only ``verified`` and ``reason`` does not pay for it. Until then the verdict keeps a
    reference to the folded source text.
    """

    verified: Optional[bool]
    match: Optional[float] = LazyField()  # type: ignore[assignment]
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
    #: For a refused quotation: the source's own text closest to it, as
    #: ``{"text", "start", "end", "chunk_id"}`` (offsets in the original source),
    #: so an application can show or put back what the source says.
    suggestion: Optional[Dict[str, Any]] = None

    def to_dict(self) -> Dict[str, Any]:
        """A JSON-ready dict of every field."""
        return asdict(self)

    def __getstate__(self) -> Dict[str, Any]:
        return resolved_state(self)

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


def no_source(
    quote: str, *, edit_matcher: bool, kind: str = "extracted", chunk_id: Optional[ChunkId] = None
) -> Verdict:
    """The verdict for a quotation with no source text to compare it with.

    Every front end (the component, the evidence tables, the batch job and the Dask run) and
    ``verify_quote`` itself give this one verdict, so a missing source reads the same
    everywhere: ``verified`` None, reason ``no_source``, and ``quote_status`` ``not_checked``
    where the edit-distance matcher would have run.

    quote (str): The quotation's text.
    edit_matcher (bool): Whether the edit-distance matcher is on (its status is then reported).
    kind (str): The quotation's kind.
    chunk_id (Optional[ChunkId]): The chunk it cites, carried into the verdict.
    RETURNS (Verdict): The verdict.

    >>> no_source("rose 12%", edit_matcher=True).quote_status
    'not_checked'
    """
    return Verdict(
        verified=None,
        match=None,
        kind=kind,
        chunk_id=chunk_id,
        span=span_preview(quote),
        quote_status="not_checked" if edit_matcher else None,
        reason=reasons.NO_SOURCE,
    )


def verify_quote(
    quote: Any,
    source: Any,
    lang: Optional[str] = None,
    *,
    kind: str = "extracted",
    chunk_id: Optional[ChunkId] = None,
    options: Optional[VerifyOptions] = None,
    **overrides: Any,
) -> Verdict:
    r"""Check one quotation against one source.

    quote (Any): The text presented as a quotation (a str or a spaCy Doc).
    source (Any): The text it claims to come from (a str, a Doc or a PreparedSource).
    lang (Optional[str]): Language code; guessed from the script when None.
    kind (str): "extracted" (a quotation), "verbatim" (chunk text, compared whole) or
        "answer" (not a quotation: ``verified`` is None).
    chunk_id (Optional[ChunkId]): Carried into the verdict.
    options (Optional[VerifyOptions]): Base options; keyword overrides win.
    **overrides (Any): Single options by name (``near_threshold=0.9``, ...).
    RETURNS (Verdict): The verdict.

    >>> src = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204."
    >>> verify_quote("Revenue rose to 45.2 million dollars.", src).verified
    True
    >>> verify_quote("Revenue rose to 88.9 billion dollars.", src).verified
    False
    """
    quote_str = source_text(quote, "quote")
    lang = check_lang(lang)
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, got {kind!r}")
    opts = resolve_options(options, overrides)
    if kind == "verbatim" and opts.structure:
        opts = opts.replace(structure=False)
    verdict = Verdict(verified=None, match=None, kind=kind, chunk_id=chunk_id, span=span_preview(quote_str))
    if kind == "answer":
        verdict.reason = reasons.NOT_A_QUOTATION
        return verdict
    src = prepare_source(source, lang)
    passages = split_passages(quote_str, opts.structure)
    raw_pieces = [raw for p in passages for raw in p.pieces]
    if not (make_piece(raw_pieces[0]).text if len(raw_pieces) == 1 else any(make_piece(raw).text for raw in raw_pieces)):
        verdict.reason = reasons.EMPTY
        return verdict
    if not src.folded.text or src.folded.text.isspace():  # strip() would copy the whole source
        return no_source(quote_str, edit_matcher=opts.edit_matcher, kind=kind, chunk_id=chunk_id)
    named, lang = lang, lang or src.language
    run = rules.check(src, passages, opts, lang, named=named)
    verdict.verified = run.verified
    verdict.match = stored(run, "match")  # not computed here when deferred
    verdict.reason = run.reason
    first = run.spans[0] if run.spans else None
    if run.verified and first is not None:
        verdict.start, verdict.end = first
    verdict.passages = _passage_results(passages, run)
    if opts.edit_matcher:
        _add_edit_fields(verdict, raw_pieces, src, opts, lang)
        _flag_critical(verdict, run, src)
        _refine_reason(verdict, src, lang)
    _decide(verdict, run, opts, src, elided=len(raw_pieces) > 1)
    if verdict.verified and _changes_display(quote_str, src.folded.original):
        verdict.verified, verdict.reason = False, reasons.NOT_FOUND
    _suggest(verdict, src, raw_pieces, opts, lang)
    return verdict


#: The explicit directional embeddings and isolates (Bidi_Class LRE, RLE, LRI, RLI, FSI): they
#: show no mark, but the runs inside one are laid out in its direction ("\u2067120 / 80\u2069"
#: displays "80 / 120"). The overrides (LRO, RLO) are no invisible characters at all
#: (:data:`charclasses.BIDI_OVERRIDES`).
_DIRECTION_CONTROL_RE = regex.compile(r"[\p{Bidi_Class=LRE}\p{Bidi_Class=RLE}\p{Bidi_Class=LRI}\p{Bidi_Class=RLI}\p{Bidi_Class=FSI}]")


def _adds_direction_control(quote: str, source: str) -> bool:
    """``quote`` writes a directional embedding or isolate that ``source`` nowhere writes: what
    the quotation displays may not be what the source does, so it is not found there (a source
    that writes them is quoted faithfully without them: the reader of the quotation sees the
    source's order).

    >>> _adds_direction_control("BP \u2067120 / 80\u2069 mmHg", "BP 120 / 80 mmHg"), _adds_direction_control("BP 120 / 80", "BP \u2067120 / 80\u2069")
    (True, False)
    """
    added = set(_DIRECTION_CONTROL_RE.findall(quote))
    return bool(added) and any(ch not in source for ch in added)


def _changes_display(quote: str, source: str) -> bool:
    """``quote`` writes what may show it otherwise than it reads and ``source`` nowhere writes: a
    directional embedding or isolate (:func:`_adds_direction_control`), or an HTML tag read as
    nothing that carries attributes (:func:`fold.attributed_tags`: "did <span hidden>not</span>
    reduce" reads "did not reduce" and may show "did reduce"). What its reader sees is then
    unknown, so it is not found in the source.

    >>> _changes_display("did <span hidden>not</span> reduce", "did not reduce"), _changes_display("did <b>not</b> reduce", "did not reduce")
    (True, False)
    """
    return _adds_direction_control(quote, source) or any(tag not in source for tag in attributed_tags(quote))


def verify_cited(quote: Any, source: Any, lang: Optional[str] = None, **arguments: Any) -> Verdict:
    """Check a quotation against the source a front end looked up for it, which may be missing.

    The one path from a lookup to a verdict that the component, the evidence tables, the
    batch job and the Dask run share: whatever each reads its sources from, a source the
    lookup did not find (None) or found empty is checked as an empty text, so the verdict is
    the one :func:`verify_quote` gives in the same order everywhere: ``not_a_quotation`` for
    an answer, ``empty`` for a quotation with nothing to check, then ``no_source``
    (:func:`no_source`).

    quote (Any): The quotation (as for :func:`verify_quote`).
    source (Any): What the lookup found (as for :func:`verify_quote`), or None.
    lang (Optional[str]): Language code; guessed from the script when None.
    **arguments (Any): ``kind``, ``chunk_id``, ``options`` and single options, as for :func:`verify_quote`.
    RETURNS (Verdict): The verdict.

    >>> verify_cited("rose 12%", None, chunk_id=3).reason
    'no_source'
    >>> verify_cited("rose 12%", None, kind="answer").reason
    'not_a_quotation'
    """
    return verify_quote(quote, "" if source is None else source, lang, **arguments)


KINDS = ("extracted", "verbatim", "answer")


def quote_found(quote: Any, source: Any, lang: Optional[str] = None, *, options: Optional[VerifyOptions] = None) -> bool:
    """Whether ``verify_quote(quote, source, lang, options=options).verified`` is True, computing only that.

    For a question that needs no more than the answer (is a quotation refused in
    the chunk it cites found in another one?): under the ``match`` decider a
    refusal is not scored and gets no suggestion, and the edit-distance matcher
    does not run. Any other decider reads the edit matcher, so the whole check runs.

    quote (Any): The quotation (as for :func:`verify_quote`).
    source (Any): The source (as for :func:`verify_quote`).
    lang (Optional[str]): Language code; guessed from the script when None.
    options (Optional[VerifyOptions]): The check's options.

    >>> quote_found("Revenue rose to 45.2 million", "Revenue rose to 45.2 million dollars.")
    True
    """
    opts = resolve_options(options, {})
    if opts.decide != "match":
        return verify_quote(quote, source, lang, options=opts).verified is True
    quote_str = source_text(quote, "quote")
    lang = check_lang(lang)
    src = prepare_source(source, lang)
    passages = split_passages(quote_str, opts.structure)
    if not any(make_piece(raw).text for p in passages for raw in p.pieces) or not src.folded.text.strip():
        return False
    if rules.surely_absent(src, passages) and rules.respelled(src, passages, lang) is None:
        return False  # most probes: a piece the source holds in no reading, nor typed otherwise
    if rules.check(src, passages, opts, lang or src.language, score=False, named=lang).verified is not True:
        return False
    return not _changes_display(quote_str, src.folded.original)


def _passage_results(passages: List[Passage], run: rules.RunResult) -> List[PassageResult]:
    """Each passage's own place, whether it was found, its match and why the quotation fails there."""
    out: List[PassageResult] = []
    for p, o in zip(passages, run.passages):
        span = o.span if o.found else None
        out.append(
            PassageResult(
                text=p.text,
                found=o.found,
                start=span[0] if span else None,
                end=span[1] if span else None,
                match=stored(o, "match"),
                reason=o.reason,
            )
        )
    return out


def _add_edit_fields(
    verdict: Verdict, pieces: List[str], src: PreparedSource, opts: VerifyOptions, lang: Optional[str]
) -> None:
    # The pieces go as written (the edit matcher trims their edges itself, and reads a full stop
    # trimmed off a piece's end: see boundaries.end_problem); those with nothing but edges are left out.
    # The closest window is searched for exactly where it could be near-verbatim; a quotation
    # farther from every window is scored against a close one (its status is unverified either
    # way): finding the closest far off takes a search of the whole source, which made a refusal
    # cost several times a verification. Its diff is then against that close window.
    res = edits.score_quote([p for p in pieces if trim_edges(p)], src.edit_view, opts, lang, turkic=src.turkic, closest=False)
    verdict.quote_status = res.status
    verdict.quote_sim = res.sim
    verdict.quote_coverage = res.coverage
    verdict.quote_edits = res.edits
    verdict.quote_critical_ok = res.critical_ok
    verdict.quote_start = res.start
    verdict.quote_end = res.end
    verdict.diff = list(res.diff)


def _decide(
    verdict: Verdict, run: rules.RunResult, opts: VerifyOptions, src: PreparedSource, *, elided: bool = False
) -> None:
    """Apply the configured decider; the match check alone by default.

    A refusal of the match check for content (:data:`reasons.CONTENT`: figures or words found only
    inside longer ones, signs missing, negations left out, sentences crossed, pieces out of order,
    gaps not marked) stands under
    every decider: the edit-distance window is verbatim there too, since it compares characters.
    So does any refusal of a quotation in several pieces (``elided``): only the match check reads
    what lies between the pieces (a negation left out, a sentence end), and where it could not
    place the pieces it has not read it, so the edit matcher's pieces found one by one vouch for
    nothing in between.
    """
    if opts.decide == "match" or verdict.quote_status is None:
        return
    held = run.verified is False and (run.reason in reasons.CONTENT or elided)
    # A verbatim window that cuts a number or a word is no verbatim quotation, unless the match
    # check found the quotation whole elsewhere (the window is the earliest of equals).
    intact = verdict.quote_critical_ok is not False or bool(run.verified)
    # The edit matcher calls a window without edits that cuts a number no verbatim one; the
    # match check's whole occurrence elsewhere makes it one.
    verbatim = verdict.quote_status == "verbatim" or (verdict.quote_edits == 0 and bool(run.verified))
    edit_ok = verbatim and intact and not held
    if opts.decide == "edit":
        verdict.verified = edit_ok
        if edit_ok:
            verdict.reason = None
            if verdict.quote_critical_ok is not False:  # else the match check's place stands
                verdict.start, verdict.end = verdict.quote_start, verdict.quote_end
        elif verdict.reason is None:
            verdict.reason = _edit_reason(verdict, src)
    elif opts.decide == "both":
        verdict.verified = bool(run.verified) and edit_ok
        if run.verified and not edit_ok:
            verdict.reason = _edit_reason(verdict, src)


def _edit_reason(verdict: Verdict, src: PreparedSource) -> str:
    if verdict.quote_status == "verbatim" and verdict.quote_start is not None and verdict.quote_end is not None:
        # Verbatim characters, but the window cuts a number or a word.
        return _window_cut(src, verdict.quote_start, verdict.quote_end) or reasons.WORD_CUT
    return "edit_" + str(verdict.quote_status)


def _flag_critical(verdict: Verdict, run: rules.RunResult, src: PreparedSource) -> None:
    """``quote_critical_ok`` is False when the edit window cuts a number or a word, or when the
    match check found the words only cut out of a longer number or word or with a negation
    elided (the edit-distance view compares characters and cannot see either)."""
    if verdict.quote_status is None:
        return
    cut = run.verified is False and run.reason in reasons.CRITICAL
    if not cut and verdict.quote_start is not None and verdict.quote_end is not None:
        cut = _window_cut(src, verdict.quote_start, verdict.quote_end) is not None
    if cut:
        verdict.quote_critical_ok = False
        if verdict.quote_status == "near_verbatim":
            verdict.quote_status = "unverified"  # near-verbatim asks for intact critical tokens


def _window_cut(src: PreparedSource, start: int, end: int) -> Optional[str]:
    """Why the original ``[start, end)`` starts or ends inside a number or a word (None: it does not)."""
    F = src.folded
    i, j = F.positions_list([start, end])
    n = len(F.text)
    while i < j and F.text[i] == " ":
        i += 1
    while j > i and F.text[j - 1] == " ":
        j -= 1
    if i >= j:
        return None
    return start_problem(F, i) or (end_problem(F, j) if j < n else None)


_NUMBER_RE = regex.compile(r"\d+(?:[.,]\d+)*")


def _refine_reason(verdict: Verdict, src: PreparedSource, lang: Optional[str]) -> None:
    """Say *what* changed when every edit against the closest window is a figure or a negation."""
    if verdict.verified is not False or verdict.reason != reasons.NOT_FOUND or verdict.quote_critical_ok is not False:
        return
    if not verdict.diff or verdict.quote_start is None or verdict.quote_end is None:
        return
    # The diff shows the source as written; what changed is read in the characters it stands for
    # ("doesn&#39;t" holds no figure 39).
    diff = [as_read(entry) for entry in verdict.diff]
    # A unit symbol changed after a figure ("5 nN" -> "5 pN") changes the figure's amount.
    if all(_NUMBER_RE.search(entry) or unit_changed(entry) for entry in diff):
        verdict.reason = reasons.NUMBER_CHANGED
        return
    from spacy_quoteverify.lang.negation import negations

    window = as_read(src.original[verdict.quote_start : verdict.quote_end])
    quote = as_read(" ".join(p.text for p in verdict.passages))
    if negations(quote, lang) != negations(window, lang) and all(negations(e, lang) for e in diff):
        verdict.reason = reasons.NEGATION_CHANGED


def _suggest(
    verdict: Verdict, src: PreparedSource, pieces: List[str], opts: VerifyOptions, lang: Optional[str]
) -> None:
    """Give a refused verdict what the source says (see :attr:`Verdict.suggestion`).

    A quotation of several pieces each found on its own, in order, gets the
    source's text from its first piece to its last (an elision that left out a
    negation shows the negation); otherwise the edit matcher's closest window.
    """
    if verdict.verified is not False:
        return
    window = None
    if verdict.reason not in _APART_REASONS:
        window = _covering_window(src, pieces, opts, lang)
    if window is None and verdict.quote_start is not None and verdict.quote_end is not None:
        window = (verdict.quote_start, verdict.quote_end)
    if window is not None:
        verdict.suggestion = suggestion(src.original, window[0], window[1], verdict.chunk_id)


#: Refusals saying the pieces are not one stretch of the source: the text from
#: the first to the last would not be what the quotation should have said.
_APART_REASONS = frozenset({reasons.CROSSES_SENTENCE, reasons.ORDER, reasons.NOT_FOUND})


def _covering_window(
    src: PreparedSource, pieces: List[str], opts: VerifyOptions, lang: Optional[str]
) -> Optional[Tuple[int, int]]:
    """Source offsets from the first to the last of ``pieces``, each found alone and in order."""
    kept = [raw for raw in pieces if make_piece(raw).text]
    if len(kept) < 2:  # one piece covers nothing beyond itself: no check needed
        return None
    found: List[Tuple[int, int]] = []
    for n, raw in enumerate(kept):
        # Only whether and where the piece is found is read: a piece not found is not scored.
        # A piece after the first may follow a negation the quotation left out.
        run = rules.check(src, split_passages(raw, False), opts, lang, score=False, starts=n == 0)
        span = run.spans[0] if run.verified and run.spans else None
        if span is None or (found and span[0] < found[-1][1]):
            return None
        found.append(span)
    if len(found) < 2:
        return None
    return found[0][0], found[-1][1]


def suggestion(source: str, start: int, end: int, chunk_id: Optional[ChunkId] = None) -> Optional[Dict[str, Any]]:
    """The suggestion record for ``source[start:end]`` (None when that is empty).

    >>> suggestion("Costs rose 45% in May.", 6, 14, 2)
    {'text': 'rose 45%', 'start': 6, 'end': 14, 'chunk_id': 2}
    """
    text = source[start:end]
    if not text.strip():
        return None
    return {"text": text, "start": start, "end": end, "chunk_id": chunk_id}


def with_chunk(verdict: Verdict, chunk_id: Optional[ChunkId]) -> Verdict:
    """A copy of ``verdict`` for the same text under another chunk id (its suggestion's too)."""
    changes: Dict[str, Any] = {"chunk_id": chunk_id}
    if verdict.suggestion is not None:
        changes["suggestion"] = {**verdict.suggestion, "chunk_id": chunk_id}
    return replace(verdict, **changes)
