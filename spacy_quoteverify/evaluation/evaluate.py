"""Config-driven evaluation on labelled quotations.

A labelled row is ``{"id", "lang", "source", "quote", "faithful", "category",
"origin"}``: ``faithful`` says whether the quotation really comes from the
source (typographic noise allowed), ``category`` says how it was made. The
bundled corpus (``spacy_quoteverify/corpus/quotes.jsonl``) is one such file.

``quoteverify evaluate configs/evaluate.cfg`` reads a spaCy-style config: the
``[components.quote_verifier]`` block gives the check's options, the
``[corpora.eval]`` block names a reader (``spacy_quoteverify.QuoteCorpus.v1``)
and the ``[evaluate]`` block says where the verdicts go. Every row is checked
with :func:`~spacy_quoteverify.verdict.verify_quote`, and the metrics compare
the two matchers on the same rows:

* ``match``: the rule-based check that decides ``verified``;
* ``edit_verbatim``: the edit-distance matcher accepting only ``verbatim``;
* ``edit_near_verbatim``: the same, also accepting ``near_verbatim``.

For each: faithful recall and false verifications (an unfaithful quotation
accepted: the number that must be zero), overall, per language and per
category, plus a sweep of the ``quote_sim`` threshold showing what
``near_verbatim`` would admit at each value.

The same reader gives ``Example`` objects for ``nlp.evaluate()``: the answer
is the quotation as a markdown blockquote, its source is attached as
``doc._.sources`` and the gold label sits on the reference Doc, where the
component's scorer (``spacy_quoteverify.quote_scorer.v1``) reads it.
"""
from __future__ import annotations

import sys
import time
import warnings
from dataclasses import asdict
from importlib import resources
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

import srsly
from spacy.language import Language
from spacy.training import Example
from spacy.util import load_config, registry
from wasabi import msg, table

from spacy_quoteverify.batch.jsonl import dumps_line, read_jsonl_file, write_text_file
from spacy_quoteverify.errors import must_be
from spacy_quoteverify.options import OPTION_NAMES, VerifyOptions, resolve_options
from spacy_quoteverify.verdict import Verdict, verify_quote

#: Keys every labelled row must carry, with their types.
ROW_FIELDS: Dict[str, type] = {
    "id": str,
    "lang": str,
    "source": str,
    "quote": str,
    "faithful": bool,
    "category": str,
    "origin": str,
}
#: Where the evaluation keeps its own settings in the config.
EVALUATE_SECTION = "evaluate"
COMPONENT_NAME = "quote_verifier"
#: Default quote_sim thresholds of the sweep: 0.80, 0.81, ..., 1.00.
DEFAULT_SWEEP = (0.80, 1.00, 0.01)


def bundled_corpus_path() -> Path:
    """Path of the labelled corpus shipped with the package."""
    return Path(str(resources.files("spacy_quoteverify") / "corpus" / "quotes.jsonl"))


# --------------------------------------------------------------------------
# Reading labelled rows
# --------------------------------------------------------------------------
def check_row(row: Any, where: str) -> Dict[str, Any]:
    """Validate one labelled row; raise ValueError naming ``where`` and the problem.

    row: the decoded JSON value.
    where: a location for error messages ("quotes.jsonl line 12").
    """
    if not isinstance(row, dict):
        raise ValueError(must_be(f"{where}: a row", "a JSON object", row, 60))
    for key, kind in ROW_FIELDS.items():
        if key not in row:
            raise ValueError(f"{where}: missing key {key!r}; a row needs {', '.join(ROW_FIELDS)}")
        if not isinstance(row[key], kind):
            raise ValueError(
                must_be(f"{where}: {key}", kind.__name__, row[key], 60)
            )
    return row


def read_rows(
    path: Union[str, Path], on_problem: Optional[Callable[[str], None]] = None
) -> List[Dict[str, Any]]:
    """Every labelled row of a JSONL file, validated.

    Lines are read by the same per-line reader as ``quoteverify verify``
    (:func:`~spacy_quoteverify.batch.jsonl.load_jsonl_objects`), so a bad byte or a bad
    line is reported with its number and the next line is still read.

    path: JSONL file of labelled rows.
    on_problem: called with a message for each line that is left out; None raises
        ValueError at the first one instead.

    RAISES (JsonlInputError): The file cannot be read at all.
    """
    rows = []
    for read in read_jsonl_file(path, "corpus file"):
        where = f"{path} line {read.line}"
        try:
            if read.value is None:
                raise ValueError(f"{where}: {read.error}")
            rows.append(check_row(read.value, where))
        except ValueError as err:
            if on_problem is None:
                raise
            on_problem(str(err))
    return rows


def evenly_spaced(rows: Sequence[Dict[str, Any]], limit: int) -> List[Dict[str, Any]]:
    """``limit`` rows spread evenly over ``rows`` (all of them when limit is 0 or larger).

    rows: the rows, in a stable order.
    limit: how many to keep; 0 keeps all.
    """
    if limit <= 0 or limit >= len(rows):
        return list(rows)
    step = len(rows) / limit
    return [rows[int(i * step)] for i in range(limit)]


class QuoteCorpus:
    """Labelled quotations: rows for :func:`evaluate_rows`, Examples for ``nlp.evaluate``.

    path: JSONL file of labelled rows (None: the bundled corpus).
    limit: keep this many rows, spread evenly over the file (0: all).
    langs: keep only these languages (None: all).
    categories: keep only these categories (None: all).
    """

    def __init__(
        self,
        path: Optional[Union[str, Path]] = None,
        limit: int = 0,
        langs: Optional[Sequence[str]] = None,
        categories: Optional[Sequence[str]] = None,
    ) -> None:
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
            raise TypeError(must_be("limit", "an int >= 0", limit, None))
        self.path = Path(path) if path else bundled_corpus_path()
        self.limit = limit
        self.langs = set(langs) if langs else None
        self.categories = set(categories) if categories else None
        #: Lines of the file left out by the last :meth:`rows` call, with why.
        self.problems: List[str] = []

    def rows(self) -> List[Dict[str, Any]]:
        """The selected labelled rows, sorted by id; unreadable lines are left out and listed
        in :attr:`problems` (and a warning says how many)."""
        self.problems = []
        rows = sorted(read_rows(self.path, self.problems.append), key=lambda r: r["id"])
        if self.problems:
            warnings.warn(
                f"{len(self.problems)} line(s) of {self.path} left out; first: {self.problems[0]}",
                stacklevel=2,
            )
        if self.langs is not None:
            rows = [r for r in rows if r["lang"] in self.langs]
        if self.categories is not None:
            rows = [r for r in rows if r["category"] in self.categories]
        return evenly_spaced(rows, self.limit)

    def __call__(self, nlp: Language) -> Iterator[Example]:
        """One Example per row: the quotation as a blockquote answer, its source attached."""
        from spacy_quoteverify.component import GOLD_KEY, set_sources

        for row in self.rows():
            answer = "\n".join("> " + line for line in row["quote"].split("\n"))
            predicted = nlp.make_doc(answer)
            set_sources(predicted, [row["source"]])
            reference = nlp.make_doc(answer)
            reference.user_data[GOLD_KEY] = {f"0:{len(answer)}": row["faithful"]}
            reference.user_data["spacy_quoteverify_row"] = {
                k: row[k] for k in ("id", "lang", "category", "origin")
            }
            yield Example(predicted, reference)


@registry.readers("spacy_quoteverify.QuoteCorpus.v1")
def create_quote_corpus(
    path: Optional[str] = None,
    limit: int = 0,
    langs: Optional[List[str]] = None,
    categories: Optional[List[str]] = None,
) -> QuoteCorpus:
    """Registered reader of labelled quotation files (see :class:`QuoteCorpus`)."""
    return QuoteCorpus(path, limit=limit, langs=langs, categories=categories)


# --------------------------------------------------------------------------
# Checking
# --------------------------------------------------------------------------
def verdict_record(row: Dict[str, Any], verdict: Verdict) -> Dict[str, Any]:
    """One line of the verdicts file: the labelled row and every verdict field."""
    record = {k: row[k] for k in ROW_FIELDS}
    record.update(verdict.to_dict())
    return record


def check_rows(
    rows: Sequence[Dict[str, Any]],
    options: VerifyOptions,
    progress: bool = False,
) -> List[Dict[str, Any]]:
    """Check every row with :func:`verify_quote`; one verdict record per row.

    rows: labelled rows.
    options: the check's options.
    progress: show a progress bar.

    A row whose check raises is recorded with ``verified`` None and reason
    ``error: <ExceptionName>: <message>`` so one bad row does not stop the run;
    NotImplementedError is raised on (nothing can be evaluated then).
    """
    kwargs = asdict(options)
    iterable: Iterable[Dict[str, Any]] = rows
    if progress:
        from tqdm import tqdm

        iterable = tqdm(rows, desc="checking", unit="quote", leave=False)
    records = []
    for row in iterable:
        try:
            verdict = verify_quote(row["quote"], row["source"], lang=row["lang"], **kwargs)
        except NotImplementedError:
            raise
        except Exception as err:  # recorded per row so the rest still runs
            verdict = Verdict(verified=None, match=None, reason=f"error: {type(err).__name__}: {err}")
        records.append(verdict_record(row, verdict))
    return records


# --------------------------------------------------------------------------
# Metrics
# --------------------------------------------------------------------------
def _rate(num: int, den: int) -> Optional[float]:
    return round(num / den, 4) if den else None


def _accepts_match(r: Dict[str, Any]) -> bool:
    return r.get("verified") is True


def _accepts_verbatim(r: Dict[str, Any]) -> bool:
    return r.get("quote_status") == "verbatim"


def _accepts_near(r: Dict[str, Any]) -> bool:
    return r.get("quote_status") in ("verbatim", "near_verbatim")


#: The three ways of accepting a quotation compared side by side.
MATCHERS: Dict[str, Callable[[Dict[str, Any]], bool]] = {
    "match": _accepts_match,
    "edit_verbatim": _accepts_verbatim,
    "edit_near_verbatim": _accepts_near,
}


def matcher_scores(records: Sequence[Dict[str, Any]], accepts: Callable[[Dict[str, Any]], bool]) -> Dict[str, Any]:
    """Faithful recall and false verifications of one way of accepting quotations.

    records: verdict records (with ``faithful``).
    accepts: whether a record's quotation is accepted.
    """
    faithful = [r for r in records if r["faithful"]]
    unfaithful = [r for r in records if not r["faithful"]]
    ok = sum(1 for r in faithful if accepts(r))
    false = [r["id"] for r in unfaithful if accepts(r)]
    return {
        "n": len(records),
        "faithful": len(faithful),
        "unfaithful": len(unfaithful),
        "faithful_accepted": ok,
        "faithful_recall": _rate(ok, len(faithful)),
        "false_verifications": len(false),
        "false_verification_rate": _rate(len(false), len(unfaithful)),
        "false_verification_ids": false,
        "missed_ids": [r["id"] for r in faithful if not accepts(r)],
    }


def _brief(scores: Dict[str, Any]) -> Dict[str, Any]:
    return {k: v for k, v in scores.items() if not k.endswith("_ids")}


def _threshold_for(record: Dict[str, Any], options: VerifyOptions, long_threshold: float) -> float:
    """The similarity a record needs when the long-passage threshold is ``long_threshold``.

    Short quotations keep the configured margin between the two thresholds.
    """
    if len(record.get("quote", "")) < options.short_chars:
        margin = options.near_threshold_short - options.near_threshold
        return min(1.0, long_threshold + margin)
    return long_threshold


def _near_eligible(record: Dict[str, Any], options: VerifyOptions) -> bool:
    """Whether a record would be near_verbatim at a low enough threshold.

    A near_verbatim record is; an unverified one is when its critical tokens
    agree and its similarity fell short of the configured threshold (so it
    was refused for the similarity, not for its word count or its figures).
    """
    status = record.get("quote_status")
    if status == "near_verbatim":
        return True
    sim = record.get("quote_sim")
    return (
        status == "unverified"
        and record.get("quote_critical_ok") is True
        and sim is not None
        and sim < _threshold_for(record, options, options.near_threshold)
    )


def threshold_sweep(
    records: Sequence[Dict[str, Any]],
    options: VerifyOptions,
    sweep: Sequence[float] = DEFAULT_SWEEP,
) -> List[Dict[str, Any]]:
    """For each quote_sim threshold: what the edit-distance matcher would accept.

    records: verdict records.
    options: the options the records were checked with.
    sweep: (first, last, step) thresholds.

    At the configured threshold this reproduces ``quote_status`` exactly; other
    thresholds move the long-passage threshold and keep the short one the same
    margin above it.
    """
    first, last, step = (float(x) for x in sweep)
    if step <= 0 or first > last:
        raise ValueError(f"sweep must be (first, last, step) with step > 0 and first <= last, got {sweep!r}")
    eligible = [(r, _near_eligible(r, options)) for r in records]
    out = []
    count = int(round((last - first) / step)) + 1
    for i in range(count):
        t = round(first + i * step, 6)
        admitted = accepted = near_f = near_u = 0
        for r, ok in eligible:
            near = ok and (r.get("quote_sim") or 0.0) >= _threshold_for(r, options, t)
            take = _accepts_verbatim(r) or near
            if r["faithful"]:
                accepted += int(take)
                near_f += int(near and not _accepts_verbatim(r))
            else:
                admitted += int(take)
                near_u += int(near and not _accepts_verbatim(r))
        faithful = sum(1 for r in records if r["faithful"])
        out.append(
            {
                "threshold": round(t, 4),
                "admitted_unfaithful": admitted,
                "accepted_faithful": accepted,
                "near_verbatim_unfaithful": near_u,
                "near_verbatim_faithful": near_f,
                "faithful_recall": _rate(accepted, faithful),
            }
        )
    return out


def _grouped(records: Sequence[Dict[str, Any]], key: str) -> Dict[str, Dict[str, Any]]:
    groups: Dict[str, List[Dict[str, Any]]] = {}
    for r in records:
        groups.setdefault(str(r[key]), []).append(r)
    out = {}
    for name in sorted(groups):
        rs = groups[name]
        entry: Dict[str, Any] = {}
        for matcher, accepts in MATCHERS.items():
            entry[matcher] = _brief(matcher_scores(rs, accepts))
        entry["n"] = len(rs)
        entry["faithful"] = sum(1 for r in rs if r["faithful"])
        entry["unfaithful"] = len(rs) - entry["faithful"]
        out[name] = entry
    return out


def compute_metrics(
    records: Sequence[Dict[str, Any]],
    options: Optional[VerifyOptions] = None,
    sweep: Sequence[float] = DEFAULT_SWEEP,
) -> Dict[str, Any]:
    """Every metric of the evaluation from verdict records.

    records: verdict records (labelled rows plus verdict fields).
    options: the options used (default options when None).
    sweep: (first, last, step) quote_sim thresholds to sweep.
    """
    options = options or VerifyOptions()
    matchers = {name: matcher_scores(records, accepts) for name, accepts in MATCHERS.items()}
    main = matchers["match"]
    reasons: Dict[str, int] = {}
    for r in records:
        if r.get("verified") is not True:
            reason = str(r.get("reason") or "none")
            reason = "error" if reason.startswith("error:") else reason
            reasons[reason] = reasons.get(reason, 0) + 1
    return {
        "n": len(records),
        "faithful": main["faithful"],
        "unfaithful": main["unfaithful"],
        "faithful_recall": main["faithful_recall"],
        "false_verifications": main["false_verifications"],
        "false_verification_rate": main["false_verification_rate"],
        "errors": sum(1 for r in records if str(r.get("reason") or "").startswith("error:")),
        "matchers": matchers,
        "per_language": _grouped(records, "lang"),
        "per_category": _grouped(records, "category"),
        "reasons": dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))),
        "sweep": threshold_sweep(records, options, sweep),
        "options": asdict(options),
    }


# --------------------------------------------------------------------------
# Printing
# --------------------------------------------------------------------------
def percent(value: Optional[float]) -> str:
    """A rate as a percentage with two decimals, or an en dash when there is none.

    >>> percent(0.99512), percent(None)
    ('99.51%', '–')
    """
    return "–" if value is None else f"{100 * value:.2f}%"


def print_metrics(metrics: Dict[str, Any]) -> None:
    """Print the metrics as tables on standard output."""
    msg.divider("Quotation check: faithful recall and false verifications")
    rows: List[Tuple[Any, ...]] = []
    for name, s in metrics["matchers"].items():
        rows.append(
            (name, s["faithful"], percent(s["faithful_recall"]), s["unfaithful"],
             s["false_verifications"], percent(s["false_verification_rate"]))
        )
    print(table(rows, header=("matcher", "faithful", "recall", "unfaithful", "false verif.", "rate"),
                divider=True, aligns=("l", "r", "r", "r", "r", "r")))
    false = metrics["false_verifications"]
    if false:
        msg.fail(f"{false} unfaithful quotation(s) verified by the match check")
    else:
        msg.good("no unfaithful quotation verified by the match check")
    for title, key in (("Per language", "per_language"), ("Per category", "per_category")):
        msg.divider(title)
        rows = []
        for name, e in metrics[key].items():
            m, v, nv = e["match"], e["edit_verbatim"], e["edit_near_verbatim"]
            rows.append(
                (name, e["faithful"], percent(m["faithful_recall"]), percent(v["faithful_recall"]),
                 percent(nv["faithful_recall"]), e["unfaithful"], m["false_verifications"],
                 v["false_verifications"], nv["false_verifications"])
            )
        header = (key.split("_")[1], "faithful", "recall match", "recall verb.", "recall near",
                  "unfaithful", "false match", "false verb.", "false near")
        print(table(rows, header=header, divider=True, aligns=("l",) + ("r",) * 8))
    msg.divider("quote_sim threshold sweep (edit-distance matcher)")
    rows = [
        (f"{s['threshold']:.2f}", s["admitted_unfaithful"], s["near_verbatim_unfaithful"],
         s["accepted_faithful"], percent(s["faithful_recall"]))
        for s in metrics["sweep"]
    ]
    print(table(rows, header=("threshold", "unfaithful admitted", "of them near", "faithful accepted",
                              "recall"), divider=True, aligns=("r", "r", "r", "r", "r")))
    if metrics["reasons"]:
        msg.divider("Reasons given for unverified quotations")
        print(table(list(metrics["reasons"].items()), header=("reason", "count"), divider=True))


# --------------------------------------------------------------------------
# Config and command line
# --------------------------------------------------------------------------
def options_from_config(config: Dict[str, Any]) -> VerifyOptions:
    """The check's options from the ``[components.quote_verifier]`` block of a config.

    config: the (interpolated) config.

    Keys that are not check options (``factory``, component settings) are ignored.
    """
    block = config.get("components", {}).get(COMPONENT_NAME)
    if block is None:
        raise ValueError(
            f"the config has no [components.{COMPONENT_NAME}] block; add one with the check's options"
        )
    return resolve_options(None, {k: v for k, v in block.items() if k in OPTION_NAMES})


def _corpus_from_config(config: Dict[str, Any]) -> QuoteCorpus:
    block = config.get("corpora", {}).get("eval")
    if block is None:
        raise ValueError("the config has no [corpora.eval] block naming the labelled data")
    corpus = registry.resolve({"corpus": block})["corpus"]
    if not isinstance(corpus, QuoteCorpus):
        raise TypeError(
            f"[corpora.eval] must give a spacy_quoteverify.QuoteCorpus.v1 reader, got {type(corpus).__name__}"
        )
    return corpus


def evaluate_config(
    config_path: Union[str, Path],
    output: Optional[Union[str, Path]] = None,
    overrides: Optional[Dict[str, Any]] = None,
    quiet: bool = False,
) -> Dict[str, Any]:
    """Run the evaluation a config describes; returns the metrics.

    config_path: the .cfg file.
    output: where to save the metrics JSON (default: ``[evaluate] output``; None there: not saved).
    overrides: config overrides, e.g. ``{"components.quote_verifier.near_threshold": 0.92}``.
    quiet: print nothing.
    """
    config_path = Path(config_path)
    if not config_path.exists():
        raise FileNotFoundError(f"config file not found: {config_path}")
    config = load_config(config_path, overrides=dict(overrides or {}), interpolate=True)
    options = options_from_config(config)
    corpus = _corpus_from_config(config)
    settings = dict(config.get(EVALUATE_SECTION, {}))
    sweep = settings.get("sweep", list(DEFAULT_SWEEP))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # each one is printed below
        rows = corpus.rows()
    if not quiet:
        for problem in corpus.problems:
            msg.warn(f"left out: {problem}")
    started = time.perf_counter()
    records = check_rows(rows, options, progress=not quiet and sys.stderr.isatty())
    seconds = time.perf_counter() - started
    metrics = compute_metrics(records, options, sweep)
    metrics["corpus"] = str(corpus.path)
    metrics["seconds"] = round(seconds, 3)
    metrics["ms_per_quote"] = round(1000 * seconds / len(records), 3) if records else None
    metrics["skipped_lines"] = list(corpus.problems)
    verdicts = settings.get("verdicts")
    if verdicts:
        write_text_file(verdicts, "".join(dumps_line(r).decode("utf-8") for r in records), "verdicts file")
        metrics["verdicts"] = str(verdicts)
    out = output if output is not None else settings.get("output")
    if out:
        write_text_file(out, srsly.json_dumps(metrics, indent=2) + "\n", "metrics file")
    if not quiet:
        print_metrics(metrics)
        if verdicts:
            msg.info(f"verdicts written to {verdicts}")
        if out:
            msg.info(f"metrics written to {out}")
    return metrics


def evaluation_status(metrics: Dict[str, Any], strict: bool = False) -> int:
    """The exit status of an evaluation, in the scheme every command uses.

    0 when every row was read and checked; 1 when some lines were left out or a
    check raised (with ``strict``: also when any unfaithful quotation was verified).

    metrics: what :func:`evaluate_config` returned.
    strict: count false verifications as failures.
    """
    if metrics.get("skipped_lines") or metrics.get("errors"):
        return 1
    if strict and metrics.get("false_verifications"):
        return 1
    return 0


def evaluate_cli(
    config_path: Path, output: Optional[Path], overrides: Dict[str, Any], strict: bool = False
) -> Dict[str, Any]:
    """Entry point of ``quoteverify evaluate``: run, print the tables, save the metrics.

    config_path: the .cfg file.
    output: where to save the metrics JSON (None: the config's ``[evaluate] output``).
    overrides: config overrides from the command line.
    strict: exit 1 on a false verification too.

    A missing file, an unwritable output or a config that names no corpus or
    component is reported in one line and exits with status 2, without a
    traceback; lines left out or rows whose check raised exit with status 1
    after the tables are printed and saved.
    """
    try:
        metrics = evaluate_config(config_path, output, overrides)
    except (OSError, ValueError, TypeError) as err:
        # One line, in the style of every quoteverify command, and no traceback.
        print(f"quoteverify: error: {err}", file=sys.stderr)
        raise SystemExit(2) from None
    status = evaluation_status(metrics, strict)
    if status:
        raise SystemExit(status)
    return metrics


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m spacy_quoteverify.evaluation.evaluate CONFIG [--output PATH] [--section.key value ...]``."""
    from weasel.util import parse_config_overrides  # public; spaCy's own copy is private

    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        print(main.__doc__)
        return 0 if args else 2
    config_path, rest = Path(args[0]), args[1:]
    output = None
    for flag in ("--output", "-o"):
        if flag in rest:
            i = rest.index(flag)
            output = Path(rest[i + 1])
            rest = rest[:i] + rest[i + 2 :]
    evaluate_cli(config_path, output, parse_config_overrides(rest, env_var=None))
    return 0


if __name__ == "__main__":
    sys.exit(main())
