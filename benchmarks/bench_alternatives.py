"""The checks side by side with the tools people use today, on the same inputs.

For each key script (Latin, Cyrillic, Arabic, CJK, Thai) and each source size
(10 KB, 100 KB, 1 MB of real text), one set of quotations (three in four cut
faithfully, one in four altered as models alter them) goes through every tool:

* our ``match`` check (``verify_quote(..., edit_matcher=False)`` on a prepared source),
  our edit-distance matcher (``editmatch.score_passage``) and ``verify_quote``
  with both on (the default);
* the floor: ``str.casefold``, ``str.find`` and a whole-word check, nothing of ours;
* edlib in infix mode (``edlib.align(q, s, mode="HW", task="locations")``);
* rapidfuzz ``fuzz.partial_ratio_alignment``;
* fuzzysearch ``find_near_matches`` with ``max_l_dist`` = 10% of the passage;
* the ``regex`` module's fuzzy search ``(?:...){e<=k}`` (best match, with a timeout);
* langextract's ``WordAligner`` and gtrex's ``Verifier``.

Character-level tools get the quotation and the source already folded with our
edit view (the fairest comparison: same normalisation, only the search differs);
the word-level tools get the original texts, since they normalise themselves.
A tool that is not installed is skipped with a note. Besides time, each row says
how often the tool found a window, how often that window costs the same number
of edits as ours, and how often it is the same window (overlap of 90% or more).

    python -m benchmarks.bench_alternatives [--quick]
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import (
    KEY_SCRIPTS,
    BenchConfig,
    Timeout,
    floor_find,
    fmt_num,
    fmt_pct,
    fmt_time,
    md_table,
    mixed_quotes,
    optional_module,
    real_text,
    section,
    standalone_main,
    time_calls,
    time_interleaved,
)

#: Share of the passage length allowed as edits for fuzzysearch and regex.
FUZZY_BUDGET = 0.10


@dataclass(frozen=True)
class Case:
    """One quotation prepared for every tool."""

    quote: str  # as the model wrote it
    folded: str  # edit-view folding with edge typography trimmed
    k: int  # edit budget for tools that need one


@dataclass(frozen=True)
class Answer:
    """A tool's best window, in ORIGINAL source offsets (None when it found nothing)."""

    start: Optional[int]
    end: Optional[int]
    edits: Optional[int] = None  # as the tool reports it, when it does


def make_cases(text: str, n: int, seed: int, script: Optional[str] = "latin") -> List[Case]:
    """``n`` quotations of 10 to 40 words cut from ``text``, a quarter of them altered."""
    from spacy_quoteverify.match.edits import trim_edges
    from spacy_quoteverify.text.fold import fold_edit

    out: List[Case] = []
    per = max(1, n // 3)
    quotes = [q for k, words in enumerate((10, 20, 40)) for q, _ in mixed_quotes(text, per, words, script, seed + k)]
    for q in quotes[:n] or [text[:80]]:
        f = fold_edit(q).text
        a, b = trim_edges(f)
        f = f[a:b]
        out.append(Case(q, f, max(1, int(len(f) * FUZZY_BUDGET))))
    return out


class Tools:
    """Every tool as a call on one :class:`Case`, bound to one prepared source."""

    def __init__(self, text: str, lang: Optional[str], regex_timeout: float) -> None:
        from spacy_quoteverify import VerifyOptions
        from spacy_quoteverify.text.source import PreparedSource

        self.text = text
        self.lang = lang
        self.source = PreparedSource(text, lang)
        self.view = self.source.edit_view  # built before timing, like any preparation
        self.options = VerifyOptions()
        self.folded_source = text.casefold()
        self.regex_timeout = regex_timeout
        self.notes: List[str] = []

    def _orig(self, s: int, e: int) -> Tuple[int, int]:
        return self.view.to_original(s, e)

    # ---- ours -------------------------------------------------------------
    def match(self, case: Case) -> Answer:
        from spacy_quoteverify import verify_quote

        v = verify_quote(case.quote, self.source, self.lang, edit_matcher=False)
        return Answer(v.start, v.end) if v.verified else Answer(None, None)

    def edit(self, case: Case) -> Answer:
        from spacy_quoteverify.match.edits import score_passage

        r = score_passage(case.quote, self.view, self.options, self.lang)
        return Answer(r.start, r.end, r.edits)

    def both(self, case: Case) -> Answer:
        from spacy_quoteverify import verify_quote

        v = verify_quote(case.quote, self.source, self.lang)
        return Answer(v.quote_start, v.quote_end, v.quote_edits)

    # ---- the floor --------------------------------------------------------
    def find(self, case: Case) -> Answer:
        """The honest floor: casefold, find, whole words; nothing of this package."""
        return Answer(0, 0, 0) if floor_find(case.quote.casefold(), self.folded_source) else Answer(None, None)

    # ---- character-level tools on the folded texts ------------------------
    def make_edlib(self) -> Optional[Callable[[Case], Answer]]:
        edlib, why = optional_module("edlib")
        if edlib is None:
            self.notes.append(f"edlib: {why}")
            return None

        def run(case: Case) -> Answer:
            r = edlib.align(case.folded, self.view.text, mode="HW", task="locations")
            if not r["locations"]:
                return Answer(None, None)
            s, e = r["locations"][0]
            s = 0 if s is None else s
            return Answer(*self._orig(s, e + 1), int(r["editDistance"]))

        return run

    def make_rapidfuzz(self) -> Optional[Callable[[Case], Answer]]:
        rf, why = optional_module("rapidfuzz.fuzz")
        if rf is None:
            self.notes.append(f"rapidfuzz: {why}")
            return None

        def run(case: Case) -> Answer:
            a = rf.partial_ratio_alignment(case.folded, self.view.text)
            if a is None:
                return Answer(None, None)
            return Answer(*self._orig(a.dest_start, a.dest_end))

        return run

    def make_fuzzysearch(self) -> Optional[Callable[[Case], Answer]]:
        fs, why = optional_module("fuzzysearch")
        if fs is None:
            self.notes.append(f"fuzzysearch: {why}")
            return None

        def run(case: Case) -> Answer:
            found = fs.find_near_matches(case.folded, self.view.text, max_l_dist=case.k)
            if not found:
                return Answer(None, None)
            best = min(found, key=lambda m: (m.dist, m.start, m.end))
            return Answer(*self._orig(best.start, best.end), int(best.dist))

        return run

    def make_regex(self) -> Optional[Callable[[Case], Answer]]:
        rx, why = optional_module("regex")
        if rx is None:
            self.notes.append(f"regex: {why}")
            return None
        timeout = self.regex_timeout

        def run(case: Case) -> Answer:
            pattern = f"(?:{rx.escape(case.folded)}){{e<={case.k}}}"
            try:
                m = rx.search(pattern, self.view.text, flags=rx.BESTMATCH, timeout=timeout)
            except TimeoutError as err:
                raise Timeout(str(err)) from err
            if m is None:
                return Answer(None, None)
            return Answer(*self._orig(*m.span()), int(sum(m.fuzzy_counts)))

        return run

    # ---- word-level tools on the original texts ---------------------------
    def make_langextract(self) -> Optional[Callable[[Case], Answer]]:
        resolver, why = optional_module("langextract.resolver")
        data, why2 = optional_module("langextract.data")
        if resolver is None or data is None or not hasattr(resolver, "WordAligner"):
            self.notes.append(f"langextract: {why or why2 or 'no WordAligner in langextract.resolver'}")
            return None
        import logging

        logging.getLogger("absl").setLevel(logging.ERROR)
        aligner = resolver.WordAligner()

        def run(case: Case) -> Answer:
            ext = data.Extraction(extraction_class="quote", extraction_text=case.quote)
            groups = aligner.align_extractions([[ext]], self.text)
            got = groups[0][0] if groups and groups[0] else None
            ci = getattr(got, "char_interval", None)
            if ci is None or ci.start_pos is None:
                return Answer(None, None)
            return Answer(int(ci.start_pos), int(ci.end_pos))

        return run

    def make_gtrex(self) -> Optional[Callable[[Case], Answer]]:
        gtrex, why = optional_module("gtrex")
        if gtrex is None:
            self.notes.append(f"gtrex: {why}")
            return None
        verifier = gtrex.Verifier(self.text, gtrex.Policy())  # prepared once, like our source

        def run(case: Case) -> Answer:
            cert = verifier.verify(case.quote)
            if cert.start is None or cert.end is None:
                return Answer(None, None)
            return Answer(int(cert.start), int(cert.end))

        return run


def _iou(a: Answer, b: Answer) -> float:
    if a.start is None or b.start is None or a.end is None or b.end is None:
        return 0.0
    inter = max(0, min(a.end, b.end) - max(a.start, b.start))
    union = max(a.end, b.end) - min(a.start, b.start)
    return inter / union if union > 0 else float(a.start == b.start)


def _window_edits(tools: Tools, case: Case, ans: Answer) -> Optional[int]:
    """Edits between the folded quotation and the folded window a tool returned."""
    from rapidfuzz.distance import Levenshtein

    from spacy_quoteverify.text.fold import fold_edit

    if ans.start is None or ans.end is None:
        return None
    return int(Levenshtein.distance(case.folded, fold_edit(tools.text[ans.start : ans.end]).text))


#: Tools timed together, call by call (see compare_tools): every one a target compares.
PAIRED = (
    "quoteverify match check", "quoteverify edit matcher", "quoteverify verify_quote (both)",
    "casefold + find + whole words (floor)", "edlib HW (raw)", "rapidfuzz partial_ratio_alignment",
    "gtrex Verifier",
)
#: Tools too slow for large sources: timed on the smallest size only.
SMALL_ONLY = ("fuzzysearch find_near_matches (10%)", "regex fuzzy {e<=10%}", "langextract WordAligner")


def compare_tools(
    text: str, lang: Optional[str], cases: Sequence[Case], config: BenchConfig, small: bool = True
) -> Tuple[List[Dict[str, Any]], List[str]]:
    """Time every available tool on ``cases`` against ``text``; one row per tool.

    The tools of :data:`PAIRED` are timed interleaved, call by call; those of
    :data:`SMALL_ONLY` only where ``small`` is true, each on its own.
    """
    tools = Tools(text, lang, regex_timeout=config.size(0.2, 5.0))
    plan: List[Tuple[str, str, Optional[Callable[[Case], Answer]]]] = [
        ("quoteverify match check", "ours", tools.match),
        ("quoteverify edit matcher", "ours", tools.edit),
        ("quoteverify verify_quote (both)", "ours", tools.both),
        ("casefold + find + whole words (floor)", "exact", tools.find),
        ("edlib HW (raw)", "char", tools.make_edlib()),
        ("rapidfuzz partial_ratio_alignment", "char", tools.make_rapidfuzz()),
        ("fuzzysearch find_near_matches (10%)", "char", tools.make_fuzzysearch()),
        ("regex fuzzy {e<=10%}", "char", tools.make_regex()),
        ("langextract WordAligner", "word", tools.make_langextract()),
        ("gtrex Verifier", "word", tools.make_gtrex()),
    ]
    if not small:
        plan = [p for p in plan if p[0] not in SMALL_ONLY]
    rows: List[Dict[str, Any]] = []
    reference: List[Answer] = []
    ref_edits: List[Optional[int]] = []
    pair = [(name, fn) for name, _, fn in plan if name in PAIRED and fn is not None]
    for _, each in pair:
        time_calls(each, cases[:2], None, config.call_limit)  # warm-up outside the timing
    timed = time_interleaved([each for _, each in pair], cases, len(pair) * config.budget, config.call_limit)
    paired = {each_name: result for (each_name, _), result in zip(pair, timed)}
    for name, family, fn in plan:
        if fn is None:
            rows.append({"tool": name, "family": family, "skipped": True})
            continue
        if name in paired:
            timing, results = paired[name]
        else:
            time_calls(fn, cases[:2], None, config.call_limit)  # warm-up outside the timing
            timing, results = time_calls(fn, cases, config.budget, config.call_limit)
        answers = [r if isinstance(r, Answer) else Answer(None, None) for r in results]
        if name == "quoteverify edit matcher":
            reference = answers
            ref_edits = [a.edits for a in answers]
        row: Dict[str, Any] = {"tool": name, "family": family, **timing.as_dict()}
        row["found"] = sum(1 for a in answers if a.start is not None)
        if reference and name != "quoteverify edit matcher" and family != "exact":
            pairs = list(zip(cases, answers, reference, ref_edits))
            same_edits = 0
            same_window = 0
            for case, a, ref, r_edits in pairs:
                if a.start is None:
                    continue
                edits = a.edits if (a.edits is not None and family == "char") else _window_edits(tools, case, a)
                if edits is not None and r_edits is not None and edits == r_edits:
                    same_edits += 1
                if _iou(a, ref) >= 0.9:
                    same_window += 1
            row["same_edits"] = same_edits
            row["same_window"] = same_window
            if name == "edlib HW (raw)":
                # edlib's distance is the true semi-global minimum: check ours against it.
                mins = [a.edits for a in answers]
                row["ours_true_minimum"] = sum(
                    1 for m, r in zip(mins, ref_edits) if m is not None and r == m
                )
                row["ours_above_minimum"] = sum(
                    1 for m, r in zip(mins, ref_edits) if m is not None and r is not None and r > m
                )
        rows.append(row)
    return rows, tools.notes


def run(config: BenchConfig) -> Dict[str, Any]:
    """Every tool on real text of each key script, from 10 KB up (the slow tools at 10 KB only)."""
    n = config.size(3, 45)
    sizes = config.size((10_000,), (10_000, 100_000, 1_000_000))
    scripts = config.size(("latin",), KEY_SCRIPTS)
    rows: List[Dict[str, Any]] = []
    notes: List[str] = []
    for script in scripts:
        for size in sizes:
            text = real_text(script, size, config.seed)
            cases = make_cases(text, n, config.seed, script)
            got, tool_notes = compare_tools(text, None, cases, config, small=size == sizes[0])
            for r in got:
                r["input"] = script
                r["script"] = script
                r["source_chars"] = len(text)
            rows.extend(got)
            notes.extend(t for t in tool_notes if t not in notes)
    table_rows = []
    for r in rows:
        if r.get("skipped"):
            table_rows.append([r["input"], fmt_num(r["source_chars"], 0), r["tool"], "skipped", "", "", "", "", ""])
            continue
        extra = []
        if r.get("timeouts"):
            extra.append(f"{r['timeouts']} timed out")
        if r.get("errors"):
            extra.append(f"{r['errors']} errors: {r.get('first_error')}")
        if r["calls"] < r["inputs"]:
            extra.append(f"time budget: {r['calls']}/{r['inputs']} timed")
        if "ours_true_minimum" in r:
            extra.append(f"ours = true minimum {r['ours_true_minimum']}/{r['calls']}")
        table_rows.append([
            r["input"], fmt_num(r["source_chars"], 0), r["tool"], fmt_time(r["median_s"]), fmt_num(r["per_second"], 1),
            fmt_pct(r["found"], r["calls"]),
            fmt_pct(r.get("same_edits"), r["calls"]) if "same_edits" in r else "(reference)" if r["tool"] == "quoteverify edit matcher" else "",
            fmt_pct(r.get("same_window"), r["calls"]) if "same_window" in r else "",
            "; ".join(extra),
        ])
    table = md_table(
        ["script", "source chars", "tool", "median / quotation", "quotations/s", "found", "same edits as ours",
         "same window as ours", "notes"],
        table_rows,
    )
    notes.append(
        "Real text of each script (spaCy's example sentences and the bundled Debian texts); quotations of "
        "10, 20 and 40 words (2 and 5 characters a word in CJK and Thai), a quarter altered as models alter "
        "them. The tools that targets compare (ours, the floor, edlib, rapidfuzz, gtrex) are timed in CPU "
        "time, interleaved call by call; fuzzysearch, regex and langextract on their own, at 10 KB only. "
        "'same edits' counts windows costing exactly our edit count; 'same window' counts windows "
        "overlapping ours by 90% or more."
    )
    return section("alternatives", "Side by side with existing tools", rows, table, notes)


def main(argv: Optional[List[str]] = None) -> int:
    return standalone_main(run, argv)


if __name__ == "__main__":
    sys.exit(main())
