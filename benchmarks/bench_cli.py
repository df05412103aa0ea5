"""Throughput of ``quoteverify verify`` on a generated corpus.

Writes (with a fixed seed, so every run sees the same data) a chunks file of
sources of about 5 KB each and a quotations file that cites them, a mix of
exact quotations, typographic variants and altered ones (a changed figure, a
dropped word, an inserted negation, an elision), then runs ``quoteverify
verify`` once, in this process, over all of it (after one warm-up call, timed
apart, that loads the language data). Prints the result as one JSON
object and one Markdown table row. Nothing is asserted about the timing.

    python benchmarks/bench_cli.py                 # 1,000 sources, 10,000 quotations
    python benchmarks/bench_cli.py --quotes 2000   # a quicker run
    quoteverify bench cli --json bench_cli.json
"""
import argparse
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

WORDS = (
    "the trial cohort patients revenue costs margin study group analysis results outcome rate "
    "treatment placebo baseline follow-up period region market sales growth decline year quarter "
    "survey respondents sample effect primary secondary endpoint adverse events dose arm median "
    "mean increase decrease significant observed reported compared overall total share"
).split()
VERBS = "rose fell grew declined remained reached exceeded improved dropped stayed".split()
UNITS = ["%", " million", " billion", " patients", " days", " mg", ""]


def _number(rng: random.Random) -> str:
    """A figure as reports write them: integers, decimals, signed percentages."""
    shape = rng.random()
    if shape < 0.3:
        return f"{rng.randint(2, 999)}{rng.choice(UNITS)}"
    if shape < 0.6:
        return f"{rng.randint(1, 99)}.{rng.randint(0, 9)}{rng.choice(UNITS)}"
    if shape < 0.8:
        return f"-{rng.randint(1, 40)}%"
    return f"{rng.randint(1, 9)},{rng.randint(100, 999)}"


def _sentence(rng: random.Random) -> str:
    words = [rng.choice(WORDS) for _ in range(rng.randint(3, 9))]
    words[0] = words[0].capitalize()
    tail = [rng.choice(WORDS) for _ in range(rng.randint(0, 6))]
    return " ".join([*words, rng.choice(VERBS), "to", _number(rng), *tail]) + "."


def make_source(rng: random.Random, chars: int) -> Tuple[str, List[List[str]]]:
    """A source of about ``chars`` characters and its paragraphs (lists of sentences)."""
    sentences: List[str] = []
    size = 0
    while size < chars:
        sentences.append(_sentence(rng))
        size += len(sentences[-1]) + 1
    paragraphs: List[List[str]] = []
    i = 0
    while i < len(sentences):
        step = rng.randint(2, 6)
        paragraphs.append(sentences[i : i + step])
        i += step
    return "\n\n".join(" ".join(p) for p in paragraphs), paragraphs


def alter(rng: random.Random, sentence: str) -> Tuple[str, str]:
    """One quotation made from ``sentence`` and the name of what was done to it."""
    roll = rng.random()
    words = sentence.split(" ")
    if roll < 0.45:
        return sentence, "exact"
    if roll < 0.55:
        return "\u201c" + sentence.upper() + "\u201d", "typography"
    if roll < 0.70:
        digits = [i for i, w in enumerate(words) if any(c.isdigit() for c in w)]
        if digits:
            i = rng.choice(digits)
            words[i] = "".join(str((int(c) + 1) % 10) if c.isdigit() else c for c in words[i])
            return " ".join(words), "number_changed"
    if roll < 0.80 and len(words) > 4:
        del words[rng.randrange(1, len(words) - 1)]
        return " ".join(words), "word_dropped"
    if roll < 0.90 and len(words) > 4:
        words.insert(rng.randrange(1, len(words) - 1), "not")
        return " ".join(words), "negation_added"
    if len(words) > 6:
        cut = rng.randrange(2, len(words) - 3)
        return " ".join(words[:cut]) + " ... " + " ".join(words[cut + 2 :]), "elision"
    return sentence, "exact"


def generate(
    folder: Path, sources: int, quotes: int, chars: int, seed: int
) -> Tuple[Dict[str, Any], List[str]]:
    """Write chunks.jsonl and quotes.jsonl into ``folder``.

    Returns:
        A description of the data, and the category of each quotation in order.
    """
    rng = random.Random(seed)
    texts: List[List[List[str]]] = []
    total_chars = 0
    with open(folder / "chunks.jsonl", "w", encoding="utf-8") as out:
        for chunk_id in range(sources):
            text, paragraphs = make_source(rng, chars)
            texts.append(paragraphs)
            total_chars += len(text)
            out.write(json.dumps({"chunk_id": chunk_id, "text": text}, ensure_ascii=False) + "\n")
    categories: List[str] = []
    with open(folder / "quotes.jsonl", "w", encoding="utf-8") as out:
        for qid in range(quotes):
            chunk_id = rng.randrange(sources)
            sentences = rng.choice(texts[chunk_id])
            start = rng.randrange(len(sentences))
            span = " ".join(sentences[start : start + rng.choice((1, 1, 1, 2))])
            quote, kind = alter(rng, span)
            categories.append(kind)
            row = {"id": f"q{qid}", "quote": quote, "chunk_id": chunk_id, "lang": "en"}
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    made = {
        "source_chars_mean": round(total_chars / max(sources, 1)),
        "categories": dict(Counter(categories)),
    }
    return made, categories


def warm_up() -> None:
    """One check, so that lexicons and language data are loaded before the timed run."""
    from spacy_quoteverify import verify_quote

    verify_quote("rose 12%", "Sales rose 12% in May.")


def run(args: argparse.Namespace) -> Dict[str, Any]:
    from spacy_quoteverify.cli import main as cli_main

    with tempfile.TemporaryDirectory(prefix="bench_cli_") as tmp:
        folder = Path(args.keep) if args.keep else Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        made, categories = generate(folder, args.sources, args.quotes, args.source_chars, args.seed)
        out = folder / "verdicts.jsonl"
        argv = ["verify", str(folder / "quotes.jsonl"), "--chunks", str(folder / "chunks.jsonl")]
        argv += ["-o", str(out), "--no-progress", *args.verify_args]
        started = time.perf_counter()
        status = cli_main(argv)
        seconds = time.perf_counter() - started
        outcome: Counter = Counter()
        per_category: Dict[str, Counter] = {}
        with open(out, encoding="utf-8") as verdicts:
            for line, category in zip(verdicts, categories):
                record = json.loads(line)
                key = "error" if "error" in record else str(record["verified"]).lower()
                outcome[key] += 1
                per_category.setdefault(category, Counter())[key] += 1
    lines = sum(outcome.values())
    return {
        "benchmark": "cli_verify",
        "exit_status": status,
        "sources": args.sources,
        "quotes": args.quotes,
        "seed": args.seed,
        **made,
        "seconds": round(seconds, 3),
        "lines_per_second": round(lines / seconds, 1) if seconds > 0 else None,
        "outcomes": dict(outcome),
        "outcomes_by_category": {k: dict(v) for k, v in sorted(per_category.items())},
    }


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sources", type=int, default=1000, help="number of sources (default 1000)")
    parser.add_argument("--quotes", type=int, default=10_000, help="number of quotations (default 10000)")
    parser.add_argument("--source-chars", type=int, default=5000, help="characters per source (default 5000)")
    parser.add_argument("--seed", type=int, default=13, help="random seed (default 13)")
    parser.add_argument("--json", help="also write the result to this JSON file")
    parser.add_argument("--keep", help="write the generated files here instead of a temporary folder")
    parser.add_argument(
        "verify_args", nargs=argparse.REMAINDER, help="after --, options for quoteverify verify"
    )
    args = parser.parse_args(argv)
    if args.verify_args[:1] == ["--"]:
        args.verify_args = args.verify_args[1:]
    # The first call loads lexicons and language data; it is timed apart so the
    # rate below is the steady state of a long run.
    started = time.perf_counter()
    warm_up()
    warmup = time.perf_counter() - started
    result = run(args)
    result["warmup_seconds"] = round(warmup, 3)
    text = json.dumps(result, indent=2)
    print(text)
    if args.json:
        Path(args.json).write_text(text + "\n", encoding="utf-8")
    print(
        f"| quoteverify verify | {result['quotes']:,} quotations, {result['sources']:,} sources "
        f"of ~{result['source_chars_mean']:,} chars | {result['seconds']} s | "
        f"{result['lines_per_second']:,} lines/s |"
    )
    return 0 if result["exit_status"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
