"""Shared pieces of the benchmark suite: inputs, timing, optional tools, tables.

Every input is generated from a fixed seed, so two runs time the same
quotations against the same sources: synthetic prose in three kinds of script
(Latin with spaces, Chinese/Japanese without spaces, Thai without spaces) and,
where the package ships it, the bundled corpus of real translated messages.
"""
from __future__ import annotations

import importlib
import json
import os
import platform
import random
import signal
import statistics
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

from tqdm import tqdm

REPO = Path(__file__).resolve().parent.parent
CORPUS_DIR = REPO / "spacy_quoteverify" / "corpus"

#: Scripts the synthetic generators write.
SCRIPTS = ("latin", "cjk", "thai")


@dataclass(frozen=True)
class BenchConfig:
    """How big a run is.

    Args:
        quick: Small inputs only (the whole suite in seconds).
        seed: Seed of every generator.
        budget_s: Most seconds spent timing one tool on one input set; a slow
            tool is timed on the calls that fit (the count is reported).
            None: 0.5 s in quick mode, 15 s otherwise.
    """

    quick: bool = False
    seed: int = 1729
    budget_s: Optional[float] = None

    @property
    def budget(self) -> float:
        """Seconds allowed per tool and input set."""
        if self.budget_s is not None:
            return self.budget_s
        return 0.5 if self.quick else 15.0

    @property
    def call_limit(self) -> float:
        """Wall seconds one call of a tool may take before it counts as a timeout."""
        return 1.0 if self.quick else 10.0

    def size(self, quick_value: Any, full_value: Any) -> Any:
        """``quick_value`` in quick mode, else ``full_value``."""
        return quick_value if self.quick else full_value


# --------------------------------------------------------------------------
# Inputs
# --------------------------------------------------------------------------

_LATIN_WORDS = (
    "the trial cohort patients revenue costs margin study group analysis results outcome rate "
    "treatment placebo baseline period region market sales growth decline year quarter survey "
    "respondents sample effect primary secondary endpoint adverse events dose arm median mean "
    "increase decrease significant observed reported compared overall total share of in for with "
    "among after before during across between than while where which"
).split()
_LATIN_VERBS = "rose fell grew declined remained reached exceeded improved dropped stayed".split()
_UNITS = ("%", " million", " billion", " patients", " days", " mg", "")

# Frequent Han characters, a few kana particles: enough for realistic symbol
# statistics (hundreds of distinct characters), not meant to read as language.
_HAN = (
    "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过"
    "子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体"
    "制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内"
    "数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提"
    "直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计"
)
_KANA = ("の", "は", "が", "を", "に", "で", "と", "した", "する", "です", "ます", "データ", "システム")
_THAI_WORDS = (
    "การ ที่ ใน และ ของ ได้ เป็น มี ให้ จาก ว่า นี้ กับ ผู้ ความ จะ ไป มา ตาม ระบบ ข้อมูล ประเทศ "
    "รายได้ ผล การศึกษา ผู้ป่วย กลุ่ม เพิ่มขึ้น ลดลง ร้อยละ ปี ล้าน บาท ตลาด การรักษา ยา วัน"
).split()


def _number(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.35:
        return f"{rng.randint(2, 999)}{rng.choice(_UNITS)}"
    if roll < 0.7:
        return f"{rng.randint(1, 99)}.{rng.randint(0, 9)}{rng.choice(_UNITS)}"
    if roll < 0.85:
        return f"-{rng.randint(1, 40)}%"
    return f"{rng.randint(1, 9)},{rng.randint(100, 999)}"


def _latin_sentence(rng: random.Random) -> str:
    head = [rng.choice(_LATIN_WORDS) for _ in range(rng.randint(3, 10))]
    head[0] = head[0].capitalize()
    tail = [rng.choice(_LATIN_WORDS) for _ in range(rng.randint(0, 8))]
    return " ".join([*head, rng.choice(_LATIN_VERBS), "to", _number(rng), *tail]) + "."


def _cjk_sentence(rng: random.Random) -> str:
    parts: List[str] = []
    for _ in range(rng.randint(6, 16)):
        roll = rng.random()
        if roll < 0.15:
            parts.append(rng.choice(_KANA))
        elif roll < 0.22:
            parts.append(_number(rng).replace(" ", ""))
        else:
            parts.append("".join(rng.choice(_HAN) for _ in range(rng.randint(1, 3))))
    return "".join(parts) + "。"


def _thai_sentence(rng: random.Random) -> str:
    parts = [rng.choice(_THAI_WORDS) for _ in range(rng.randint(5, 14))]
    parts.insert(rng.randrange(len(parts)), " " + _number(rng).strip() + " ")
    return "".join(parts)


_SENTENCE = {"latin": _latin_sentence, "cjk": _cjk_sentence, "thai": _thai_sentence}
_JOIN = {"latin": " ", "cjk": "", "thai": " "}


def synthetic_text(script: str, chars: int, seed: int) -> str:
    """Prose of about ``chars`` characters in ``script``, in paragraphs.

    Args:
        script: One of :data:`SCRIPTS`.
        chars: Approximate length in characters (at least one sentence).
        seed: Seed of the generator: the same seed gives the same text.
    """
    if script not in _SENTENCE:
        raise ValueError(f"script must be one of {SCRIPTS}, got {script!r}")
    rng = random.Random(f"{script}:{seed}")
    make, join = _SENTENCE[script], _JOIN[script]
    paragraphs: List[str] = []
    size = 0
    while size < chars:
        para = join.join(make(rng) for _ in range(rng.randint(2, 6)))
        paragraphs.append(para)
        size += len(para) + 2
    return "\n\n".join(paragraphs)[: max(chars, 1)] if chars > 0 else ""


def corpus_texts() -> List[Tuple[str, str]]:
    """``(lang, text)`` of every bundled corpus document; empty when none is shipped."""
    path = CORPUS_DIR / "debian_texts.jsonl"
    if not path.is_file():
        return []
    out: List[Tuple[str, str]] = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                row = json.loads(line)
                out.append((str(row.get("lang", "")), str(row["text"])))
    return out


def corpus_quotes(limit: int, seed: int) -> List[Dict[str, Any]]:
    """Up to ``limit`` labelled quotation rows of the bundled corpus, sampled with ``seed``."""
    path = CORPUS_DIR / "quotes.jsonl"
    if not path.is_file():
        return []
    with open(path, encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines if line.strip()]
    rows = [r for r in rows if isinstance(r.get("quote"), str) and isinstance(r.get("source"), str)]
    random.Random(seed).shuffle(rows)
    return rows[:limit]


def corpus_source(chars: int, seed: int) -> Optional[str]:
    """About ``chars`` characters of corpus documents in a seeded order, or None without a corpus."""
    texts = [t for _, t in corpus_texts()]
    if not texts:
        return None
    rng = random.Random(seed)
    parts: List[str] = []
    size = 0
    while size < chars:
        order = texts[:]
        rng.shuffle(order)
        for t in order:
            parts.append(t)
            size += len(t) + 2
            if size >= chars:
                break
    return "\n\n".join(parts)


def _is_glued(ch: str) -> bool:
    return (ch.isascii() and ch.isalnum()) or ch in ".,%-"


def sample_quote(rng: random.Random, text: str, length: int) -> str:
    """A slice of ``text`` of about ``length`` characters, cut at spaces where the text has them."""
    length = max(1, min(length, len(text)))
    start = rng.randrange(0, len(text) - length + 1)
    end = start + length
    if " " in text[max(0, start - 40) : start + 40]:
        s = text.rfind(" ", 0, start + 1)
        start = 0 if s < 0 else s + 1
        e = text.find(" ", end)
        end = len(text) if e < 0 or e - end > 40 else e
    # Never cut inside a Latin word or a number (a faithful quotation would not).
    while 0 < start < end and _is_glued(text[start - 1]) and _is_glued(text[start]):
        start += 1
    while start < end < len(text) and _is_glued(text[end - 1]) and _is_glued(text[end]):
        end -= 1
    piece = text[start:end].strip()
    return piece or text[:length]


def perturb(rng: random.Random, quote: str, edits: int) -> str:
    """``quote`` with ``edits`` random single-character edits away from its ends."""
    chars = list(quote)
    pool = [c for c in quote if not c.isspace()] or ["x"]
    for _ in range(edits):
        if len(chars) < 4:
            break
        i = rng.randrange(1, len(chars) - 1)
        roll = rng.random()
        if roll < 0.5:
            chars[i] = rng.choice([c for c in pool if c != chars[i]] or ["x"])
        elif roll < 0.75:
            del chars[i]
        else:
            chars.insert(i, rng.choice(pool))
    return "".join(chars)


# --------------------------------------------------------------------------
# Timing
# --------------------------------------------------------------------------


@dataclass
class Timing:
    """Per-call times of one tool over one input set.

    ``calls`` may be fewer than the inputs when the time budget ran out.
    """

    calls: int = 0
    inputs: int = 0
    total_s: float = 0.0
    median_s: Optional[float] = None
    errors: int = 0
    timeouts: int = 0
    first_error: Optional[str] = None

    @property
    def per_second(self) -> Optional[float]:
        return self.calls / self.total_s if self.total_s > 0 else None

    def as_dict(self) -> Dict[str, Any]:
        out = asdict(self)
        out["per_second"] = round(self.per_second, 2) if self.per_second else None
        out["total_s"] = round(self.total_s, 6)
        return out


class Timeout(Exception):
    """Raised by a tool wrapper when the tool gave up on its own time limit."""


@contextmanager
def time_limit(seconds: Optional[float]) -> Iterator[None]:
    """Raise :class:`Timeout` inside the block once ``seconds`` of wall time have passed.

    Uses SIGALRM, so it only works in the main thread on POSIX; elsewhere (or
    with ``seconds`` None) the block runs unlimited. A tool stuck inside C code
    is interrupted when it next returns to Python.
    """
    usable = (
        seconds is not None
        and hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
    )
    if not usable:
        yield
        return

    def _raise(signum: int, frame: Any) -> None:
        raise Timeout(f"over the {seconds:g} s limit per call")

    previous = signal.signal(signal.SIGALRM, _raise)
    signal.setitimer(signal.ITIMER_REAL, float(seconds))  # type: ignore[arg-type]
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _timed_call(fn: Callable[[Any], Any], item: Any, timing: Timing, limit_s: Optional[float]) -> Tuple[float, Any]:
    """One call of ``fn`` in CPU seconds, with what it returned (or raised), counted in ``timing``."""
    t0 = time.process_time()
    try:
        with time_limit(limit_s):
            result: Any = fn(item)
    except Timeout as err:
        result = err
        timing.timeouts += 1
    except Exception as err:  # a third-party tool failing is data, not a crash
        result = err
        timing.errors += 1
        if timing.first_error is None:
            timing.first_error = f"{type(err).__name__}: {err}"[:200]
    return time.process_time() - t0, result


def _finish(timing: Timing, times: List[float]) -> Timing:
    timing.calls = len(times)
    timing.total_s = sum(times)
    timing.median_s = statistics.median(times) if times else None
    return timing


def time_calls(
    fn: Callable[[Any], Any],
    items: Sequence[Any],
    budget_s: Optional[float] = None,
    limit_s: Optional[float] = None,
) -> Tuple[Timing, List[Any]]:
    """Call ``fn`` on each item, timing each call; stop once ``budget_s`` is spent.

    Each call is timed in CPU time of this process (``time.process_time``), not
    wall time: the machines this runs on are shared, and another job taking the
    core would otherwise be counted against whichever tool was running. Every
    tool timed here runs in the calling thread. The budget is wall time.

    Returns the timing and one result per call made (an exception instance
    where the call raised: a failing tool is reported, never fatal).

    Args:
        fn: The call to time, taking one item.
        items: The inputs, in order.
        budget_s: Seconds after which no further call is started (None: no limit).
        limit_s: Wall seconds after which one call is abandoned as a timeout (None: no limit).
    """
    return time_interleaved([fn], items, budget_s, limit_s)[0]


def time_interleaved(
    fns: Sequence[Callable[[Any], Any]],
    items: Sequence[Any],
    budget_s: Optional[float] = None,
    limit_s: Optional[float] = None,
) -> List[Tuple[Timing, List[Any]]]:
    """:func:`time_calls` for several tools at once: each item is given to every tool in
    turn (in a rotating order) before the next item.

    Tools compared by a ratio are timed this way so that both see the machine in the
    same state: on a shared or virtual machine the speed of a core drifts by tens of
    percent over seconds, which would otherwise count against whichever tool ran in
    the slower stretch. The budget (wall time) covers all the tools together.
    """
    timings = [Timing(inputs=len(items)) for _ in fns]
    times: List[List[float]] = [[] for _ in fns]
    results: List[List[Any]] = [[] for _ in fns]
    started = time.perf_counter()
    # One bar per stage on a terminal (tqdm hides it otherwise); it is updated
    # between timed calls, so it costs the tools nothing.
    bar = stage_bar(" / ".join(getattr(f, "__name__", "call") for f in fns), len(items), "input")
    try:
        for n, item in enumerate(items):
            for k in range(len(fns)):
                i = (k + n) % len(fns)
                spent, result = _timed_call(fns[i], item, timings[i], limit_s)
                times[i].append(spent)
                results[i].append(result)
            bar.update(1)
            if budget_s is not None and time.perf_counter() - started > budget_s:
                break
    finally:
        bar.close()
    return [(_finish(t, ts), rs) for t, ts, rs in zip(timings, times, results)]


def stage_bar(label: str, total: Optional[int], unit: str) -> "tqdm[Any]":
    """A progress bar for one stage of a benchmark, on standard error, shown only on a terminal.

    Args:
        label: What the stage times (shortened to 40 characters).
        total: Steps in the stage, or None when unknown.
        unit: What one step is.
    """
    return tqdm(total=total, desc=label[:40], unit=f" {unit}", file=sys.stderr, leave=False,
                disable=None, dynamic_ncols=True)


def best_of(fn: Callable[[], Any], repeat: int = 3) -> float:
    """Shortest CPU time of ``repeat`` calls of ``fn`` (seconds)."""
    best = float("inf")
    for _ in range(max(1, repeat)):
        t0 = time.process_time()
        fn()
        best = min(best, time.process_time() - t0)
    return best


# --------------------------------------------------------------------------
# Optional tools and environment
# --------------------------------------------------------------------------


def optional_module(name: str) -> Tuple[Optional[ModuleType], Optional[str]]:
    """``(module, None)`` when ``name`` imports, else ``(None, note saying why)``."""
    try:
        return importlib.import_module(name), None
    except ImportError as err:
        return None, f"{name} not installed ({err}); pip install 'spacy-quoteverify[bench]'"
    except Exception as err:  # a broken install of an optional tool must not stop the suite
        return None, f"{name} failed to import: {type(err).__name__}: {err}"


def package_version(dist: str) -> Optional[str]:
    """Installed version of distribution ``dist``, or None."""
    from importlib import metadata

    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def environment() -> Dict[str, Any]:
    """Machine and package versions, recorded with every result."""
    dists = (
        "spacy-quoteverify", "spacy", "edlib", "rapidfuzz", "regex", "numpy",
        "fuzzysearch", "langextract", "gtrex",
    )
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "packages": {d: package_version(d) for d in dists},
    }


# --------------------------------------------------------------------------
# Reporting
# --------------------------------------------------------------------------


def fmt_time(seconds: Optional[float]) -> str:
    """A duration with a unit that keeps it readable ("12.3 µs", "4.56 ms", "1.2 s")."""
    if seconds is None:
        return "n/a"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.2f} s"


def fmt_num(value: Optional[float], digits: int = 1) -> str:
    """A number with thousands separators, or "n/a"."""
    if value is None:
        return "n/a"
    return f"{value:,.{digits}f}"


def fmt_pct(part: Optional[int], whole: Optional[int]) -> str:
    if part is None or not whole:
        return "n/a"
    return f"{100.0 * part / whole:.0f}%"


def md_table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A GitHub Markdown table."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(str(c).replace("|", "\\|") for c in row) + " |")
    return "\n".join(lines)


def section(name: str, title: str, rows: List[Dict[str, Any]], table: str, notes: List[str]) -> Dict[str, Any]:
    """The record every benchmark module returns."""
    return {"name": name, "title": title, "rows": rows, "table": table, "notes": notes}


def skipped_section(name: str, title: str, why: str) -> Dict[str, Any]:
    """A section that could not run, with the reason."""
    return {"name": name, "title": title, "rows": [], "table": "", "notes": [why], "skipped": why}


def write_outputs(results: Dict[str, Any], markdown: str, output_dir: Path, stem: str = "results") -> Tuple[Path, Path]:
    """Write ``stem``.json and ``stem``.md into ``output_dir`` (created if needed)."""
    output_dir.mkdir(parents=True, exist_ok=True)
    json_path = output_dir / f"{stem}.json"
    md_path = output_dir / f"{stem}.md"
    json_path.write_text(json.dumps(results, indent=2, ensure_ascii=False, default=str) + "\n", encoding="utf-8")
    md_path.write_text(markdown, encoding="utf-8")
    return json_path, md_path


def standalone_main(run: Callable[[BenchConfig], Dict[str, Any]], argv: Optional[List[str]] = None) -> int:
    """Command line of one benchmark module run on its own: prints its table and JSON."""
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="small inputs only")
    parser.add_argument("--seed", type=int, default=BenchConfig.seed)
    parser.add_argument("--json", help="also write the section as JSON to this file")
    args = parser.parse_args(argv)
    result = run(BenchConfig(quick=args.quick, seed=args.seed))
    print(f"## {result['title']}\n\n{result['table']}\n")
    for note in result["notes"]:
        print(f"- {note}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2, default=str) + "\n", encoding="utf-8")
    return 0


def ensure_importable() -> None:
    """Let ``python benchmarks/bench_x.py`` import the ``benchmarks`` package."""
    root = str(REPO)
    if root not in sys.path:
        sys.path.insert(0, root)


__all__ = [
    "BenchConfig",
    "SCRIPTS",
    "Timing",
    "Timeout",
    "synthetic_text",
    "corpus_texts",
    "corpus_quotes",
    "corpus_source",
    "sample_quote",
    "perturb",
    "time_calls",
    "best_of",
    "optional_module",
    "environment",
    "md_table",
    "section",
    "skipped_section",
    "write_outputs",
    "fmt_time",
    "fmt_num",
]
