"""The ``quoteverify`` command line (also ``python -m spacy_quoteverify``).

``quoteverify verify`` checks a JSONL file of quotations line by line and writes
one JSONL verdict per input line; ``evaluate``, ``report`` and ``bench`` hand
over to the evaluation, report and benchmark code, imported only when used.
"""
import importlib
import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Union

import typer
from typer.core import TyperCommand, TyperGroup

from spacy_quoteverify.about import __version__
from spacy_quoteverify.batch.job import (
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    ChunksNeeded,
    LineError,
    QuoteLine,
    VerifySummary,
    chunk_key,
    load_chunks,
    parse_quote_line,
    verify_jsonl,
)
from spacy_quoteverify.batch.jsonl import (
    JsonlInputError,
    JsonlOutputError,
)
from spacy_quoteverify.options import DECIDERS, VerifyOptions, check_lang, resolve_options

_DEFAULTS = VerifyOptions()

#: The third-party packages the Dask runner (:mod:`spacy_quoteverify.batch.cluster`) imports.
_DASK_EXTRA = ("dask", "distributed", "pandas")


# --------------------------------------------------------------------------
# The typer application
# --------------------------------------------------------------------------

def _help_when_bare(command: Union[TyperGroup, TyperCommand], ctx: Any, args: List[str]) -> None:
    """Show the help on standard output and exit 0 when a command is given no arguments.

    click's ``no_args_is_help`` prints it as a usage error (standard error, status 2);
    asking for help is not an error. ``ctx`` is typed ``Any`` because typer builds its
    classes on its own copy of click in recent releases and on click itself in older
    ones, so the context class differs by version.
    """
    if not args and command.no_args_is_help and not ctx.resilient_parsing:
        typer.echo(ctx.get_help())
        ctx.exit(EXIT_OK)


class _Group(TyperGroup):
    def parse_args(self, ctx: Any, args: List[str]) -> List[str]:
        _help_when_bare(self, ctx, args)
        return super().parse_args(ctx, args)


class _Command(TyperCommand):
    def parse_args(self, ctx: Any, args: List[str]) -> List[str]:
        _help_when_bare(self, ctx, args)
        return super().parse_args(ctx, args)


app = typer.Typer(
    name="quoteverify",
    help=(
        "Check that quotations written by a language model really occur in their source.\n\n"
        "Exit status of every command: 0 when every line was done, 1 when some lines failed "
        "(or, with --strict, when anything short of every quotation verified happened), "
        "2 for a usage error (a bad option, a file that cannot be read or written, a resume "
        "that would mix runs).\n\n"
        "Example: quoteverify verify quotes.jsonl -o verdicts.jsonl"
    ),
    cls=_Group,
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)


def _show_version(value: bool) -> None:
    if value:
        typer.echo(f"quoteverify (spacy-quoteverify) {__version__}")
        raise typer.Exit(EXIT_OK)


@app.callback()
def _main_options(
    version: bool = typer.Option(
        False,
        "--version",
        callback=_show_version,
        is_eager=True,
        help="Print the version and exit. Example: quoteverify --version",
    ),
) -> None:
    """Check that quotations written by a language model really occur in their source."""


def _fail(message: str, code: int) -> "typer.Exit":
    typer.echo(f"quoteverify: error: {message}", err=True)
    return typer.Exit(code)


def _option(*flags: str, help: str, default: Any = None, **more: Any) -> Any:
    """A command option whose help text says its default itself (so typer shows none)."""
    return typer.Option(default, *flags, help=help, show_default=False, **more)


def _setting(flag: str, text: str, example: str, **more: Any) -> Any:
    """An option for a verification setting (the :class:`VerifyOptions` field named like the flag),
    whose help ends with the setting's default, read from ``VerifyOptions``, and an example."""
    value = getattr(_DEFAULTS, flag.split("/")[0].lstrip("-").replace("-", "_"))
    if isinstance(value, bool):
        shown = "on" if value else "off"
    elif isinstance(value, float):
        shown = f"{value:g}"
    else:
        shown = str(value)
    return _option(flag, help=f"{text} Default: {shown}. Example: {example}", **more)


def _required_argument(metavar: str, help: str) -> Any:
    """A required positional argument (its help text gives an example)."""
    return typer.Argument(..., metavar=metavar, help=help, show_default=False)


def _strict_option() -> Any:
    return _option(
        "--strict", "--fail-on-error",
        help=(
            "Exit with status 1 on any failure, not only on lines that could not be read or "
            "checked: a quotation refused or left without a verdict, a skipped line of a "
            "side file (and, for evaluate, a false verification). Example: --strict"
        ),
        default=False,
    )


@app.command(cls=_Command, no_args_is_help=True)
def verify(
    input_path: str = _required_argument(
        "INPUT",
        help=(
            "JSONL file of quotations, one JSON object a line, or - for standard input. "
            'A line is {"id", "quote", "source"} or {"id", "quote", "chunk_id"}, '
            'with optional "kind" and "lang". '
            'Example line: {"id": "q1", "quote": "rose 12%", "source": "Sales rose 12% in May."}'
        ),
    ),
    chunks: Optional[str] = _option(
        "--chunks", "-c",
        metavar="CHUNKS",
        help=(
            'JSONL file of chunks, one {"chunk_id", "text", "source_text"?} a line, for input '
            "lines that give a chunk_id instead of a source; source_text, when present, is "
            "checked instead of text. A chunk_id missing from it gives verified null with "
            "reason no_source. Example: --chunks chunks.jsonl"
        ),
    ),
    output: Optional[str] = _option(
        "--output", "-o",
        metavar="OUT",
        help=(
            "Where to write the verdicts, one JSON object a line: the input id and every "
            "verdict field. Omit it or give - for standard output. Example: -o verdicts.jsonl"
        ),
    ),
    lang: Optional[str] = _option(
        "--lang", "-l",
        help=(
            "Language code for lines that do not carry their own \"lang\" field; it picks the "
            "negation words and word rules. Example: --lang de"
        ),
    ),
    resume: bool = _option(
        "--resume",
        help=(
            "Continue an interrupted run: keep the complete lines already in OUT, drop a cut-off "
            "last line, skip input lines whose id (or line number, for lines without id) is "
            "done, and append the rest. Give the same input, --chunks, --lang and options as the "
            "interrupted run: OUT.manifest.json records them, and a resume that differs is "
            "refused (exit status 2). Example: the first command again, plus --resume"
        ),
        default=False,
    ),
    decide: Optional[str] = _setting(
        "--decide",
        "Which check decides 'verified': match (the word-by-word check), edit (verified only "
        "when the edit-distance status is verbatim) or both (both must agree).",
        "--decide both",
        metavar="[" + "|".join(DECIDERS) + "]",
    ),
    near_threshold: Optional[float] = _setting(
        "--near-threshold",
        "Similarity (0 to 1) at which a passage with a few edits is reported near_verbatim.",
        "--near-threshold 0.92",
    ),
    near_threshold_short: Optional[float] = _setting(
        "--near-threshold-short",
        "The same similarity for passages shorter than --short-chars characters, where one "
        "edit weighs more.",
        "--near-threshold-short 0.97",
    ),
    short_chars: Optional[int] = _setting(
        "--short-chars",
        "Passages shorter than this many characters use --near-threshold-short.",
        "--short-chars 30",
    ),
    near_min_words: Optional[int] = _setting(
        "--near-min-words",
        "A passage needs at least this many words to be called near_verbatim.",
        "--near-min-words 4",
    ),
    max_cells: Optional[float] = _setting(
        "--max-cells",
        "Safety bound for the edit-distance check: the cells (passage length times "
        "characters searched) one passage may cost; a passage whose search, narrowed to "
        "where it can be, needs more is reported not_checked.",
        "--max-cells 1e10",
    ),
    edit_matcher: Optional[bool] = _setting(
        "--edit-matcher/--no-edit-matcher",
        "Run the edit-distance check that fills the quote_* fields.",
        "--no-edit-matcher for speed",
    ),
    structure: Optional[bool] = _setting(
        "--structure/--no-structure",
        "Read lists, bold markers, elisions and separately quoted parts inside each "
        "quotation; off compares each quotation whole.",
        "--no-structure",
    ),
    max_candidates: Optional[int] = _setting(
        "--max-candidates",
        "Bound on the places examined for one passage when its elided pieces repeat many "
        "times in the source; past it the quotation is refused with reason search_bound.",
        "--max-candidates 500000",
    ),
    progress: Optional[bool] = _option(
        "--progress/--no-progress",
        help=(
            "Show a progress bar on standard error. Default: only when standard error is a "
            "terminal. Example: --no-progress"
        ),
    ),
    scheduler: Optional[str] = _option(
        "--scheduler",
        metavar="ADDRESS",
        help=(
            "Run the job on a Dask cluster (needs: pip install 'spacy-quoteverify[dask]'): the "
            "address of its scheduler, or local / local:N to start N worker processes here. "
            "The output is the same, in the same order. Example: --scheduler tcp://10.0.0.5:8786"
        ),
    ),
    workers: Optional[int] = _option(
        "--workers",
        help=(
            "Run the job on a local Dask cluster of this many worker processes. "
            "Example: --workers 4"
        ),
    ),
    strict: bool = _strict_option(),
) -> None:
    """Check each quotation of a JSONL file against its source and write one verdict a line.

    A line that cannot be read (bad JSON, bad UTF-8, a missing or mistyped field)
    gets an error record {"id", "line", "error"} and the other lines still run.
    A summary goes to standard error at the end. Beside OUT, OUT.manifest.json
    records the options, language, version and the input and chunks files;
    --resume refuses (status 2) to continue a run made differently.

    Exit status: 0 every line done, 1 some lines got an error record (with
    --strict: also any quotation not verified), 2 usage error.

    Examples:

      quoteverify verify quotes.jsonl -o verdicts.jsonl

      quoteverify verify quotes.jsonl --chunks chunks.jsonl --lang fr -o out.jsonl --resume

      cat quotes.jsonl | quoteverify verify - > verdicts.jsonl
    """
    given = {
        "decide": decide,
        "near_threshold": near_threshold,
        "near_threshold_short": near_threshold_short,
        "short_chars": short_chars,
        "near_min_words": near_min_words,
        "max_cells": max_cells,
        "edit_matcher": edit_matcher,
        "structure": structure,
        "max_candidates": max_candidates,
    }
    options = {name: value for name, value in given.items() if value is not None}
    try:
        resolve_options(None, options)
        check_lang(lang, "--lang")
    except (TypeError, ValueError) as err:
        raise _fail(str(err), EXIT_USAGE) from err
    run: Callable[..., VerifySummary] = verify_jsonl
    cluster: Dict[str, Any] = {}
    if scheduler is not None or workers is not None:
        # The cluster runner needs third-party extras; ask for them by name rather
        # than catching an ImportError from our own module, which would hide a bug in it.
        missing = [name for name in _DASK_EXTRA if importlib.util.find_spec(name) is None]
        if missing:
            raise _fail(
                f"--scheduler/--workers need the dask extra ({', '.join(missing)} missing): "
                f"pip install 'spacy-quoteverify[dask]'",
                EXIT_USAGE,
            )
        from spacy_quoteverify.batch.cluster import parse_scheduler, verify_jsonl_dask

        try:
            parse_scheduler(scheduler, workers)
        except ValueError as err:
            raise _fail(str(err), EXIT_USAGE) from err
        run, cluster = verify_jsonl_dask, {"scheduler": scheduler, "workers": workers}
    try:
        summary = run(
            input_path,
            output,
            chunks_path=chunks,
            lang=lang,
            resume=resume,
            progress=progress,
            options=options,
            **cluster,
        )
    except (JsonlInputError, JsonlOutputError, TypeError, ValueError) as err:
        raise _fail(str(err), EXIT_USAGE) from err
    except KeyboardInterrupt:
        raise _fail("interrupted; run again with --resume to finish", EXIT_INTERRUPTED) from None
    except BrokenPipeError:
        # The reader of standard output went away (``| head``): stop quietly, and
        # point stdout at /dev/null so the interpreter's final flush does not fail.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        raise typer.Exit(EXIT_FAILED) from None
    except OSError as err:  # the disk filled up or went away while writing
        raise _fail(f"cannot write the output: {err.strerror or err}", EXIT_FAILED) from None
    typer.echo(f"quoteverify: {summary.describe()}", err=True)
    _exit_with(summary.exit_status(strict))


def _exit_with(result: Any) -> None:
    """Turn an entry point's integer return value into the exit status."""
    if isinstance(result, int) and not isinstance(result, bool) and result != 0:
        raise typer.Exit(result)


@app.command(
    cls=_Command,
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
    no_args_is_help=True,
)
def evaluate(
    ctx: typer.Context,
    config_path: Path = _required_argument(
        "CONFIG",
        help="Evaluation config (.cfg) naming the pipeline, matcher options and labelled data. "
        "Example: configs/evaluate.cfg",
    ),
    output: Optional[Path] = _option(
        "--output", "-o",
        help="Where to save the metrics. Example: -o metrics.json",
    ),
    strict: bool = _strict_option(),
) -> None:
    """Measure recall and false verifications on labelled data, as a config describes.

    Any setting of the config can be overridden with --section.key value, as in
    spaCy's own commands. A line of the data that cannot be read is reported
    with its number and left out. Exit status: 0 every row done, 1 some rows
    could not be read or checked (with --strict: also any false verification),
    2 usage error.

    Examples:

      quoteverify evaluate configs/evaluate.cfg -o metrics.json

      quoteverify evaluate configs/evaluate.cfg --components.quote_verifier.near_threshold 0.92
    """
    from weasel.util import parse_config_overrides  # public; spaCy's own copy is private

    overrides = parse_config_overrides(list(ctx.args), env_var=None)
    # Imported when the command runs, so that the other commands start without it.
    from spacy_quoteverify.evaluation.evaluate import evaluate_cli as fn
    _exit_with(fn(config_path, output, overrides, strict=strict))


@app.command(cls=_Command, no_args_is_help=True)
def report(
    verdicts_path: Path = _required_argument(
        "VERDICTS",
        help="JSONL file written by 'quoteverify verify' or 'quoteverify evaluate'. "
        "Example: verdicts.jsonl",
    ),
    output: Optional[Path] = _option(
        "--output", "-o",
        help="Where to write the report. Default: VERDICTS with .html. Example: -o report.html",
    ),
    input_path: Optional[str] = _option(
        "--input", "-i",
        metavar="INPUT",
        help="The input the verdicts were made from, to show each quotation beside its source. "
        "Default: the input named in the manifest beside VERDICTS. Example: --input quotes.jsonl",
    ),
    chunks: Optional[str] = _option(
        "--chunks", "-c",
        metavar="CHUNKS",
        help="The chunks file of the run, for lines that name a chunk_id. Default: the one "
        "named in the manifest beside VERDICTS. Example: --chunks chunks.jsonl",
    ),
    strict: bool = _strict_option(),
) -> None:
    """Turn a verdicts file into one self-contained HTML report.

    Every card shows the quotation beside its source with the matched text and the
    differences marked; the sources come from the verdicts themselves (evaluate),
    from --input/--chunks, or from the files the manifest beside VERDICTS names.
    Exit status: 0 every line read, 1 some lines could not be read (with --strict:
    also any error record or refused quotation in the verdicts), 2 usage error.

    Examples:

      quoteverify report verdicts.jsonl -o report.html

      quoteverify report verdicts.jsonl --input quotes.jsonl --chunks chunks.jsonl
    """
    # Imported when the command runs, so that the other commands start without it.
    from spacy_quoteverify.evaluation.report import report_cli as fn
    _exit_with(fn(verdicts_path, output, input_path=input_path, chunks_path=chunks, strict=strict))


def _benchmarks_dir(given: Optional[Path]) -> Optional[Path]:
    """The benchmarks folder: the one given, ./benchmarks, or the one beside the package."""
    candidates = [given] if given is not None else [
        Path.cwd() / "benchmarks",
        Path(__file__).resolve().parent.parent / "benchmarks",
    ]
    for folder in candidates:
        if folder is not None and folder.is_dir():
            return folder
    return None


@app.command(
    cls=_Command,
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
)
def bench(
    ctx: typer.Context,
    names: Optional[List[str]] = typer.Argument(
        None,
        metavar="[NAME]...",
        help="Benchmarks to run, by name: 'cli' runs benchmarks/bench_cli.py. "
        "Default: the whole suite (benchmarks/run.py, which writes results.json and "
        "results.md). Example: quoteverify bench --quick --output-dir out",
        show_default=False,
    ),
    bench_dir: Optional[Path] = _option(
        "--dir",
        help="Folder of bench_*.py scripts. Default: ./benchmarks, else the one in the source "
        "checkout. Example: --dir ~/src/spacy-quoteverify/benchmarks",
    ),
    list_only: bool = typer.Option(
        False, "--list", help="Only list the benchmarks found. Example: quoteverify bench --list"
    ),
) -> None:
    """Run the benchmark scripts (from a source checkout) and print their results.

    Options the command does not know are passed on to each script.

    Examples:

      quoteverify bench --list

      quoteverify bench cli --quotes 2000
    """
    folder = _benchmarks_dir(bench_dir)
    if folder is None:
        where = str(bench_dir) if bench_dir else "./benchmarks or beside the package"
        raise _fail(
            f"no benchmarks folder found ({where}); run from a source checkout or pass --dir",
            EXIT_USAGE,
        )
    # Names come first; from the first option on, everything is for the scripts
    # (click hands unknown options to the variadic argument, so split by hand).
    words = [*(names or []), *ctx.args]
    split = next((i for i, w in enumerate(words) if w.startswith("-")), len(words))
    chosen, passed_on = words[:split], words[split:]
    scripts = {p.stem[len("bench_"):]: p for p in sorted(folder.glob("bench_*.py"))}
    if list_only:
        for name, path in scripts.items():
            typer.echo(f"{name}\t{path}")
        return
    suite = folder / "run.py"
    if not chosen and suite.is_file():
        # No names: the suite's entry point runs every section and writes
        # results.json and results.md (--quick, --output-dir DIR are passed on).
        _exit_with(subprocess.run([sys.executable, str(suite), *passed_on]).returncode)
        return
    wanted = chosen or list(scripts)
    unknown = [n for n in wanted if n not in scripts]
    if unknown or not scripts:
        known = ", ".join(scripts) or "none"
        raise _fail(f"unknown benchmark(s) {', '.join(unknown)}; found: {known}", EXIT_USAGE)
    status = 0
    for name in wanted:
        # A separate interpreter per script keeps each benchmark's imports and
        # memory from affecting the next one's timings.
        done = subprocess.run([sys.executable, str(scripts[name]), *passed_on])
        status = status or done.returncode
    _exit_with(status)


def main(argv: Optional[List[str]] = None) -> int:
    """Run the command line and return its exit status.

    argv (Optional[List[str]]): Arguments after the program name; None reads ``sys.argv``.
    """
    try:
        app(args=argv, prog_name="quoteverify")
    except SystemExit as exit_:
        code = exit_.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        print(code, file=sys.stderr)
        return 1
    return 0


__all__ = [
    "EXIT_FAILED",
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_USAGE",
    "ChunksNeeded",
    "LineError",
    "app",
    "main",
    "verify_jsonl",
    "VerifySummary",
    "QuoteLine",
    "parse_quote_line",
    "load_chunks",
    "chunk_key",
]
