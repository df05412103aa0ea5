"""Config-driven evaluation: reader, metrics, threshold sweep, command line."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.util import registry

from spacy_quoteverify.evaluation.evaluate import (
    QuoteCorpus,
    compute_metrics,
    create_quote_corpus,
    evaluate_cli,
    evaluate_config,
    evenly_spaced,
    options_from_config,
    read_rows,
    threshold_sweep,
)
from spacy_quoteverify.options import VerifyOptions

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "configs" / "evaluate.cfg"
SLICE = 90


def _overrides(tmp_path: Path, **extra: Any) -> Dict[str, Any]:
    out = {
        "corpora.eval.limit": SLICE,
        "paths.metrics": str(tmp_path / "metrics.json"),
        "paths.verdicts": str(tmp_path / "verdicts.jsonl"),
    }
    out.update(extra)
    return out


# --------------------------------------------------------------------------
# Reader
# --------------------------------------------------------------------------
def test_reader_is_registered_under_its_versioned_name() -> None:
    assert registry.readers.get("spacy_quoteverify.QuoteCorpus.v1") is create_quote_corpus


def test_limit_spreads_rows_over_languages() -> None:
    rows = QuoteCorpus(limit=60).rows()
    assert len(rows) == 60
    assert len({r["lang"] for r in rows}) >= 15
    assert {r["faithful"] for r in rows} == {True, False}


def test_language_and_category_filters_keep_only_those_rows() -> None:
    rows = QuoteCorpus(langs=["th"], categories=["negation_dropped", "exact"]).rows()
    assert rows and {r["lang"] for r in rows} == {"th"}
    assert {r["category"] for r in rows} <= {"negation_dropped", "exact"}


def test_bad_limit_is_refused_with_its_name() -> None:
    with pytest.raises(TypeError, match="limit must be an int"):
        QuoteCorpus(limit="5")  # type: ignore[arg-type]


def test_malformed_row_error_names_line_and_key(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    good = {"id": "a", "lang": "en", "source": "s", "quote": "q", "faithful": True, "category": "c", "origin": "o"}
    bad = dict(good, faithful="yes")
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n", encoding="utf8")
    with pytest.raises(ValueError, match=r"line 2: faithful must be bool"):
        read_rows(path)
    path.write_text("{not json\n", encoding="utf8")
    with pytest.raises(ValueError, match="line 1: invalid JSON"):
        read_rows(path)


def test_a_bad_byte_or_line_is_left_out_with_its_number_and_the_rest_is_read(tmp_path: Path) -> None:
    path = tmp_path / "rows.jsonl"
    good = {"id": "a", "lang": "en", "source": "s", "quote": "q", "faithful": True, "category": "c", "origin": "o"}
    path.write_bytes(
        json.dumps(good).encode() + b"\n" + b'{"id": "b\xff"}\n' + b"[1]\n" + json.dumps(dict(good, id="z")).encode()
    )
    problems: List[str] = []
    rows = read_rows(path, problems.append)
    assert [r["id"] for r in rows] == ["a", "z"]
    assert len(problems) == 2 and "line 2: invalid UTF-8" in problems[0] and "line 3" in problems[1]
    corpus = QuoteCorpus(path)
    with pytest.warns(UserWarning, match="2 line"):
        assert len(corpus.rows()) == 2
    assert corpus.problems == problems


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0, max_value=50), st.integers(min_value=0, max_value=60))
def test_evenly_spaced_keeps_an_ordered_subset_of_the_asked_size(n: int, limit: int) -> None:
    rows = [{"i": i} for i in range(n)]
    kept = evenly_spaced(rows, limit)
    assert len(kept) == (n if limit == 0 or limit >= n else limit)
    indices = [r["i"] for r in kept]
    assert indices == sorted(set(indices))


def test_options_come_from_the_component_block_of_the_config() -> None:
    config = spacy.util.load_config(CONFIG, overrides={"components.quote_verifier.near_threshold": 0.93},
                                    interpolate=True)
    opts = options_from_config(config)
    assert opts.near_threshold == 0.93
    assert opts.decide == "match"


def test_config_without_component_block_is_refused() -> None:
    with pytest.raises(ValueError, match="components.quote_verifier"):
        options_from_config({"components": {}})


# --------------------------------------------------------------------------
# Metrics on hand-made records (no checker needed)
# --------------------------------------------------------------------------
def _rec(i: int, faithful: bool, verified: Any, status: str, sim: float, critical: bool = True,
         quote: str = "a quotation long enough to count as a long one here") -> Dict[str, Any]:
    return {"id": f"r{i}", "lang": "en", "category": "c" if faithful else "u", "faithful": faithful,
            "origin": "o", "quote": quote, "source": "s", "verified": verified, "quote_status": status,
            "quote_sim": sim, "quote_critical_ok": critical, "reason": None if verified else "not_found"}


def test_a_verified_unfaithful_quotation_counts_as_false_verification() -> None:
    records = [_rec(0, True, True, "verbatim", 1.0), _rec(1, False, True, "near_verbatim", 0.95),
               _rec(2, False, False, "unverified", 0.5), _rec(3, True, False, "unverified", 0.7)]
    m = compute_metrics(records)
    assert m["false_verifications"] == 1 and m["false_verification_rate"] == 0.5
    assert m["faithful_recall"] == 0.5
    assert m["matchers"]["match"]["false_verification_ids"] == ["r1"]
    assert m["matchers"]["edit_near_verbatim"]["false_verifications"] == 1
    assert m["matchers"]["edit_verbatim"]["false_verifications"] == 0
    assert m["reasons"] == {"not_found": 2}


def _reference_status(sim: float, critical: bool, threshold: float) -> str:
    """The status rules written out plainly, for long quotations."""
    if sim == 1.0:
        return "verbatim"
    if critical and sim >= threshold:
        return "near_verbatim"
    return "unverified"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.floats(0, 1), st.booleans()), max_size=30),
       st.sampled_from([0.8, 0.85, 0.9, 0.95]))
def test_sweep_at_a_threshold_matches_the_status_rules(items: List[Any], t: float) -> None:
    """Records checked at the default 0.90 predict the statuses at any other threshold."""
    opts = VerifyOptions()
    records = [_rec(i, f, None, _reference_status(round(s, 4), c, opts.near_threshold), round(s, 4), c)
               for i, (f, s, c) in enumerate(items)]
    row = next(x for x in threshold_sweep(records, opts, (t, t, 0.01)))
    expected = [_reference_status(r["quote_sim"], r["quote_critical_ok"], t) for r in records]
    admitted = sum(1 for r, s in zip(records, expected) if not r["faithful"] and s != "unverified")
    accepted = sum(1 for r, s in zip(records, expected) if r["faithful"] and s != "unverified")
    assert (row["admitted_unfaithful"], row["accepted_faithful"]) == (admitted, accepted)


def test_sweep_covers_080_to_100() -> None:
    sweep = threshold_sweep([_rec(0, True, True, "verbatim", 1.0)], VerifyOptions())
    assert [s["threshold"] for s in sweep][0] == 0.8 and sweep[-1]["threshold"] == 1.0
    assert len(sweep) == 21


# --------------------------------------------------------------------------
# The whole evaluation (needs the checker)
# --------------------------------------------------------------------------
@pytest.fixture(scope="module")
def slice_run(tmp_path_factory: pytest.TempPathFactory) -> Dict[str, Any]:
    tmp = tmp_path_factory.mktemp("eval")
    metrics = evaluate_config(CONFIG, None, _overrides(tmp), quiet=True)
    return {"metrics": metrics, "tmp": tmp}


def test_slice_evaluation_has_every_metric(slice_run: Dict[str, Any]) -> None:
    m = slice_run["metrics"]
    for key in ("n", "faithful", "unfaithful", "faithful_recall", "false_verifications",
                "false_verification_rate", "errors", "matchers", "per_language", "per_category",
                "reasons", "sweep", "options", "corpus", "seconds", "ms_per_quote"):
        assert key in m, key
    assert set(m["matchers"]) == {"match", "edit_verbatim", "edit_near_verbatim"}
    assert m["n"] == SLICE and m["errors"] == 0
    assert len(m["per_language"]) >= 15
    assert [s["threshold"] for s in m["sweep"]][0] == 0.8


def test_slice_evaluation_has_no_false_verification(slice_run: Dict[str, Any]) -> None:
    assert slice_run["metrics"]["false_verifications"] == 0


def test_slice_evaluation_writes_metrics_and_verdicts(slice_run: Dict[str, Any]) -> None:
    tmp = slice_run["tmp"]
    saved = json.loads((tmp / "metrics.json").read_text(encoding="utf8"))
    assert saved["false_verifications"] == slice_run["metrics"]["false_verifications"]
    lines = (tmp / "verdicts.jsonl").read_text(encoding="utf8").split("\n")
    lines = [line for line in lines if line]
    assert len(lines) == SLICE
    first = json.loads(lines[0])
    for key in ("id", "quote", "source", "faithful", "category", "verified", "quote_status", "quote_sim"):
        assert key in first


def test_changing_the_threshold_changes_near_verbatim_numbers(tmp_path: Path) -> None:
    def near(threshold: float) -> Any:
        m = evaluate_config(CONFIG, None, _overrides(
            tmp_path, **{"components.quote_verifier.near_threshold": threshold,
                         "components.quote_verifier.near_threshold_short": threshold,
                         "corpora.eval.categories": ["word_replaced", "words_swapped", "word_dropped",
                                                     "markdown_bold", "dashes"],
                         "corpora.eval.limit": 60}), quiet=True)
        s = m["matchers"]["edit_near_verbatim"]
        return s["false_verifications"], s["faithful_accepted"]
    loose, strict = near(0.5), near(0.999)
    assert loose != strict
    assert loose[0] >= strict[0]


def test_evaluate_cli_prints_tables_and_returns_metrics(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "m.json"
    metrics = evaluate_cli(CONFIG, out, _overrides(tmp_path, **{"corpora.eval.limit": 30}))
    printed = capsys.readouterr().out
    assert "false verif." in printed and "threshold" in printed and "Per language" in printed
    assert json.loads(out.read_text(encoding="utf8"))["n"] == metrics["n"] == 30


def test_nlp_evaluate_scores_the_corpus_with_the_component() -> None:
    nlp = spacy.blank("xx")
    nlp.add_pipe("quote_verifier")
    examples = list(QuoteCorpus(limit=30)(nlp))
    scores = nlp.evaluate(examples)
    assert scores["quotes_gold"] == 30
    assert scores["quotes_false_verified"] == 0


def test_missing_config_exits_with_a_one_line_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        evaluate_cli(tmp_path / "nope.cfg", None, {})
    assert info.value.code == 2
    assert capsys.readouterr().err.strip() == f"quoteverify: error: config file not found: {tmp_path / 'nope.cfg'}"


def test_project_workflow_evaluates_then_reports() -> None:
    from weasel.util import load_project_config

    project = load_project_config(ROOT)
    commands = {c["name"]: c for c in project["commands"]}
    assert project["workflows"]["all"] == ["evaluate", "report"]
    assert {"corpus", "evaluate", "report", "bench", "test"} <= set(commands)
    for name in ("corpus", "evaluate", "report"):
        for dep in commands[name].get("deps", []):
            assert ("," not in dep and (ROOT / dep).exists()) or dep.startswith("metrics/"), dep
    assert commands["evaluate"]["outputs"] == ["metrics/evaluate.json", "metrics/verdicts.jsonl"]


def test_exit_status_follows_the_scheme_of_every_command(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from spacy_quoteverify.evaluation.evaluate import evaluation_status

    assert evaluation_status({"skipped_lines": [], "errors": 0, "false_verifications": 1}) == 0
    assert evaluation_status({"skipped_lines": [], "errors": 0, "false_verifications": 1}, strict=True) == 1
    assert evaluation_status({"skipped_lines": ["x line 2: ..."], "errors": 0}) == 1
    rows = tmp_path / "rows.jsonl"
    good = {"id": "a", "lang": "en", "source": "Sales rose 12% in May.", "quote": "Sales rose 12%",
            "faithful": True, "category": "c", "origin": "o"}
    rows.write_bytes(json.dumps(good).encode() + b"\n\xff\xfe broken\n")
    with pytest.raises(SystemExit) as info:
        evaluate_cli(CONFIG, tmp_path / "m.json", _overrides(tmp_path, **{"paths.corpus": str(rows)}))
    assert info.value.code == 1  # one line left out; the rest was evaluated and saved
    saved = json.loads((tmp_path / "m.json").read_text(encoding="utf8"))
    assert saved["n"] == 1 and "line 2: invalid UTF-8" in saved["skipped_lines"][0]
    assert "line 2" in " ".join(capsys.readouterr().out.split())  # the printer wraps long lines


def test_an_unwritable_metrics_file_is_a_one_line_usage_error(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        evaluate_cli(CONFIG, tmp_path, _overrides(tmp_path, **{"corpora.eval.limit": 2}))  # a directory
    assert info.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("quoteverify: error: cannot write metrics file")
