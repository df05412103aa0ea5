"""Shared pieces of the benchmark suite: inputs, timing, optional tools, tables.

Every input is real text, arranged with a fixed seed so that two runs time the
same quotations against the same sources: spaCy's example sentences (about 67
languages) and the bundled Debian texts, grouped by the Unicode script of their
letters, and the bundled corpus of labelled quotations (faithful and altered).
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
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

import regex
from tqdm import tqdm

REPO = Path(__file__).resolve().parent.parent
CORPUS_DIR = REPO / "spacy_quoteverify" / "corpus"

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

def corpus_texts() -> List[Tuple[str, str]]:
    """``(lang, text)`` of every bundled Debian document; empty when none is shipped."""
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


def corpus_rows() -> List[Dict[str, Any]]:
    """Every labelled quotation row of the bundled corpus (quote, source, faithful, lang, category)."""
    path = CORPUS_DIR / "quotes.jsonl"
    if not path.is_file():
        return []
    with open(path, encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines if line.strip()]
    return [r for r in rows if isinstance(r.get("quote"), str) and isinstance(r.get("source"), str)]


def corpus_quotes(limit: int, seed: int) -> List[Dict[str, Any]]:
    """Up to ``limit`` labelled quotation rows of the bundled corpus, sampled with ``seed``."""
    rows = corpus_rows()
    random.Random(seed).shuffle(rows)
    return rows[:limit]


# --------------------------------------------------------------------------
# Real text: spaCy's example sentences and the bundled Debian texts, by script
# --------------------------------------------------------------------------

#: Script groups the benchmarks report (a group is named by the Unicode script
#: of most letters of a text; Han, Hiragana and Katakana form one group).
REAL_SCRIPTS = ("latin", "cyrillic", "greek", "arabic", "hebrew", "devanagari", "cjk", "hangul", "thai")
#: The groups every headline target is measured in.
KEY_SCRIPTS = ("latin", "cyrillic", "arabic", "cjk", "thai")
#: Scripts written without spaces between words: a "word" there is counted in characters.
UNSPACED_SCRIPTS = frozenset({"cjk", "thai"})
#: Characters per word when a quotation length is given in words (spaces included).
CHARS_PER_WORD = {"cjk": 2, "thai": 5}
_CJK_NAMES = {"cjk", "hiragana", "katakana"}


@lru_cache(maxsize=None)
def script_of(text: str) -> Optional[str]:
    """The script group of most letters of ``text``, from the Unicode character names.

    The first word of a letter's name is its script (``LATIN SMALL LETTER A``,
    ``THAI CHARACTER KO KAI``, ``CJK UNIFIED IDEOGRAPH-4E00``); None when the
    text has no letter. Kept per text: the labelled rows share a few thousand
    sources, asked for again by every section.
    """
    counts: Dict[str, int] = {}
    for ch in text:
        if ch.isalpha():
            head = _letter_script(ch)
            counts[head] = counts.get(head, 0) + 1
    return max(counts, key=lambda k: counts[k]) if counts else None


@lru_cache(maxsize=None)
def _letter_script(ch: str) -> str:
    """The script group of one letter (:func:`script_of`)."""
    import unicodedata

    # A full-width or half-width form is named by the letter it stands for.
    head = unicodedata.name(unicodedata.normalize("NFKC", ch)[:1] or ch, "? ").split(" ", 1)[0].lower()
    return "cjk" if head in _CJK_NAMES else head


def _paragraph_sentences(text: str) -> List[str]:
    return [p.strip() for p in text.split("\n\n") if p.strip()]


@lru_cache(maxsize=1)
def real_sentences() -> Tuple[Tuple[str, str, str], ...]:
    """``(script, lang, sentence)`` of spaCy's example sentences and the bundled Debian texts."""
    import pkgutil

    import spacy.lang

    out: List[Tuple[str, str, str]] = []
    for mod in sorted(pkgutil.iter_modules(spacy.lang.__path__), key=lambda m: m.name):
        if not mod.ispkg or mod.name == "xx":
            continue
        try:
            examples = importlib.import_module(f"spacy.lang.{mod.name}.examples")
        except ImportError:
            continue
        for text in getattr(examples, "sentences", []):
            for sent in _paragraph_sentences(text):
                out.append((script_of(sent) or "", mod.name, sent))
    for lang, text in corpus_texts():
        for sent in _paragraph_sentences(text):
            out.append((script_of(sent) or "", lang, sent))
    return tuple(out)


def real_text(script: Optional[str], chars: int, seed: int, extra: Sequence[str] = ()) -> str:
    """About ``chars`` characters of real sentences of ``script`` (None: every script).

    Sentences are shuffled with ``seed`` into paragraphs of two to sixteen; the texts
    in ``extra`` (sources of labelled quotations) are put in once each, at
    seeded places, as paragraphs of their own. There are about 45 KB of real
    sentences in all (under 2 KB of Thai), so a larger source repeats each
    sentence, in a new order every time round.
    """
    pool = [s for sc, _, s in real_sentences() if script is None or sc == script]
    if not pool:
        raise ValueError(f"no real sentences of script {script!r}")
    rng = random.Random(f"{script}:{seed}")
    paragraphs: List[str] = list(extra)
    size = sum(len(p) + 2 for p in paragraphs)
    order: List[str] = []
    while size < chars:
        if not order:
            order = pool[:]
            rng.shuffle(order)
        k = min(len(order), rng.randint(2, 16))
        para = " ".join(order[:k])
        del order[:k]
        paragraphs.append(para)
        size += len(para) + 2
    head, rest = paragraphs[: len(extra)], paragraphs[len(extra) :]
    for p in head:  # each extra paragraph at a seeded place
        rest.insert(rng.randrange(len(rest) + 1), p)
    return "\n\n".join(rest)


def labelled_quotes(script: Optional[str], n: int, seed: int) -> List[Dict[str, Any]]:
    """Up to ``n`` labelled corpus rows whose source is of ``script`` (None: any), seeded.

    The corpus mixes faithful quotations with altered ones (about 4 in 10) as
    models alter them: words dropped, replaced or swapped, figures changed,
    negations elided, sentences fabricated.
    """
    rows = [r for r in corpus_rows() if script is None or script_of(r["source"]) == script]
    random.Random(seed).shuffle(rows)
    return rows[:n]


def labelled_source(script: Optional[str], chars: int, n: int, seed: int) -> Tuple[str, List[Dict[str, Any]]]:
    """A source of about ``chars`` characters of real text holding the sources of ``n`` labelled rows.

    Each row's own source is one paragraph of the text, so its label (faithful
    or not) still holds against the larger source.
    """
    rows = labelled_quotes(script, n, seed)
    extra = list(dict.fromkeys(r["source"] for r in rows))
    return real_text(script, chars, seed, extra), rows


def word_quote(rng: random.Random, text: str, words: int, script: Optional[str]) -> str:
    """A slice of one paragraph of ``text`` of about ``words`` words.

    Spaced scripts are cut at spaces; unspaced ones (CJK, Thai) at characters,
    ``CHARS_PER_WORD`` to a word, never inside a Latin word or a number.
    """
    per = CHARS_PER_WORD.get(script or "", 0)
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    if per:
        length = words * per
        fitting = [p for p in paragraphs if len(p) >= length] or [max(paragraphs, key=len)]
        para = rng.choice(fitting)
        start = rng.randrange(0, max(1, len(para) - length + 1))
        end = min(len(para), start + length)
        # Snap to a space within a few words, where the paragraph has one (Thai
        # writes spaces between phrases; a faithful quotation starts and ends there).
        left = para.rfind(" ", max(0, start - 12 * per), start + 1)
        start = left + 1 if left >= 0 else start
        right = para.find(" ", end, end + 12 * per)
        end = right if right >= 0 else end
        while 0 < start < end and _is_glued(para[start - 1]) and _is_glued(para[start]):
            start += 1
        while start < end < len(para) and _is_glued(para[end - 1]) and _is_glued(para[end]):
            end -= 1
        return " ".join(para[start:end].split()) or para[:length]
    split = [p.split() for p in paragraphs]
    fitting_words = [p for p in split if len(p) >= words] or [max(split, key=len)]
    chosen = rng.choice(fitting_words)
    start = rng.randrange(0, max(1, len(chosen) - words + 1))
    return " ".join(chosen[start : start + words])


def alter_quote(rng: random.Random, quote: str, donor: str) -> Tuple[str, str]:
    """``quote`` changed as a model changes quotations, and the name of the change.

    A word dropped, a word replaced by one from ``donor``, two words swapped, or
    a figure changed; in unspaced text the same on runs of a few characters.
    """
    spaced = len(quote.split()) >= 4
    units = quote.split(" ") if spaced else [quote[i : i + 2] for i in range(0, len(quote), 2)]
    joiner = " " if spaced else ""
    others = donor.split() if spaced else [donor[i : i + 2] for i in range(0, max(2, len(donor) - 1), 7)]
    digits = [i for i, u in enumerate(units) if any(c.isdigit() for c in u)]
    if digits and rng.random() < 0.3:
        i = rng.choice(digits)
        units[i] = "".join(str((int(c) + 1) % 10) if c.isdigit() else c for c in units[i])
        return joiner.join(units), "number_changed"
    if len(units) < 3:
        return quote + joiner + rng.choice(others or ["x"]), "word_added"
    # A unit with a letter or digit: leaving out or moving punctuation alone is no change.
    inner = [k for k in range(1, len(units) - 1) if any(c.isalnum() for c in units[k])] or [1]
    i = rng.choice(inner)
    roll = rng.random()
    if roll < 0.4:
        del units[i]
        kind = "word_dropped"
    elif roll < 0.8:
        choices = [w for w in others if w != units[i]] or ["x"]
        units[i] = rng.choice(choices)
        kind = "word_replaced"
    else:
        j = i + 1 if i + 1 < len(units) else i - 1
        units[i], units[j] = units[j], units[i]
        kind = "words_swapped"
    out = joiner.join(units)
    return (out, kind) if out != quote else (out + joiner + "x", "word_added")


def mixed_quotes(
    text: str, n: int, words: int, script: Optional[str], seed: int, altered_share: float = 0.25
) -> List[Tuple[str, bool]]:
    """``n`` ``(quotation, faithful)`` cut from ``text``; ``altered_share`` of them altered."""
    rng = random.Random(f"mixed:{seed}:{words}")
    out: List[Tuple[str, bool]] = []
    for _ in range(n):
        q = word_quote(rng, text, words, script)
        if rng.random() < altered_share:
            out.append((alter_quote(rng, q, text[rng.randrange(len(text)) :][:400])[0], False))
        else:
            out.append((q, True))
    return out


# --------------------------------------------------------------------------
# The floor: what a user writes without this package
# --------------------------------------------------------------------------


#: Unicode's default word boundaries (UAX #29, the ``regex`` module's WORD flag):
#: between letters of spaced scripts only at the word's ends, between Han, kana
#: or Thai characters anywhere.
_WORD_BOUNDARY = regex.compile(r"\b", flags=regex.WORD | regex.V1)


def floor_find(quote_cf: str, source_cf: str) -> bool:
    """``quote_cf`` in ``source_cf`` as whole words: ``str.find``, then a word-boundary check.

    Both are already case-folded with ``str.casefold``. A place counts when a
    quotation that starts (ends) with a letter or digit starts (ends) at a
    Unicode default word boundary; otherwise the search goes on from the next
    character. Nothing of this package is used.
    """
    n = len(quote_cf)
    if not n:
        return False
    head, tail = quote_cf[0].isalnum(), quote_cf[-1].isalnum()
    at = _WORD_BOUNDARY.match
    i = source_cf.find(quote_cf)
    while i >= 0:
        if (not head or at(source_cf, i)) and (not tail or at(source_cf, i + n)):
            return True
        i = source_cf.find(quote_cf, i + 1)
    return False


def floor_check(quote: str, source: str) -> bool:
    """First sight: case-fold both, then :func:`floor_find`."""
    return floor_find(quote.casefold(), source.casefold())


def _is_glued(ch: str) -> bool:
    return (ch.isascii() and ch.isalnum()) or ch in ".,%-"


def sample_quote(rng: random.Random, text: str, length: int) -> str:
    """A slice of ``text`` of about ``length`` characters, cut at spaces where the text has them."""
    length = max(1, min(length, len(text)))
    start = rng.randrange(0, len(text) - length + 1)
    end = start + length
    # Only a space within 40 characters moves a cut: in a long stretch without spaces (Chinese,
    # Thai) the nearest space can be megabytes away, and the quotation would run to it.
    s = text.rfind(" ", max(0, start - 40), start + 1)
    if s >= 0:
        start = s + 1
    e = text.find(" ", end, end + 41)
    if e >= 0:
        end = e
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
        "cpu_model": _proc_field("/proc/cpuinfo", "model name"),
        "memory_gb": _memory_gb(),
        "load_before": load_average(),
        "packages": {d: package_version(d) for d in dists},
    }


def _proc_field(path: str, key: str) -> Optional[str]:
    try:
        for line in Path(path).read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith(key):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return None


def _memory_gb() -> Optional[float]:
    total = _proc_field("/proc/meminfo", "MemTotal")
    return round(int(total.split()[0]) / 2**20, 1) if total else None


def load_average() -> Optional[str]:
    """The 1, 5 and 15 minute load averages (how busy the shared machine is), or None."""
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return None


def core_ready() -> Optional[str]:
    """None when ``verify_quote`` works, else why the benchmarks cannot run."""
    from spacy_quoteverify import verify_quote

    try:
        verify_quote("rose 12%", "Sales rose 12% in May.", edit_matcher=False)
    except NotImplementedError as err:
        return f"verify_quote is not implemented yet ({err})"
    return None


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
    why = core_ready()
    if why is not None:
        print(why)
        return 0
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
    "Timing",
    "Timeout",
    "corpus_texts",
    "corpus_quotes",
    "corpus_rows",
    "REAL_SCRIPTS",
    "KEY_SCRIPTS",
    "script_of",
    "real_sentences",
    "real_text",
    "labelled_quotes",
    "labelled_source",
    "word_quote",
    "alter_quote",
    "mixed_quotes",
    "floor_find",
    "floor_check",
    "sample_quote",
    "perturb",
    "time_calls",
    "best_of",
    "optional_module",
    "environment",
    "load_average",
    "core_ready",
    "md_table",
    "section",
    "skipped_section",
    "write_outputs",
    "fmt_time",
    "fmt_num",
]
