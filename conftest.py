"""Settings for every pytest run of the repository (the tests and the doctests of the package)."""

import atexit
import os
import shutil
from pathlib import Path

import pytest

# The word-table cache (spacy_quoteverify.lang.tablecache) of a test run is a folder of the
# checkout's own, in pytest's cache folder, unless the caller names one: a test run writes nothing
# into the user's cache folder, and the runs of one checkout (a developer's reruns, a single file run
# after the whole suite) build each table once.
# A table is stored under a key that hashes everything it is built from (the package's data and
# the modules that build tables, the versions of the word-list packages), so a change to any of
# them builds it anew; the folders of other keys are removed when a run ends. The run's worker
# processes inherit the variable; each table is built by the first process that needs it and read
# by the others (the cache writes each file whole, by a rename). tests/test_tablecache.py points
# the cache at a temporary folder of its own.
if "SPACY_QUOTEVERIFY_CACHE_DIR" not in os.environ:
    _TABLES = Path(__file__).resolve().parent / ".pytest_cache" / "quoteverify-tables"
    os.environ["SPACY_QUOTEVERIFY_CACHE_DIR"] = str(_TABLES)
    if "PYTEST_XDIST_WORKER" not in os.environ:
        atexit.register(lambda: _keep_current_key(_TABLES))


def _keep_current_key(folder: Path) -> None:
    """Remove the table folders of other cache keys than the current one under ``folder``."""
    from spacy_quoteverify.lang.tablecache import cache_key

    current = cache_key()
    tables = folder / "tables"
    if tables.is_dir():
        for key in tables.iterdir():
            if key.is_dir() and key.name != current:
                shutil.rmtree(key, ignore_errors=True)


#: Tests that draw words from the full word tables of every language with negating affixes (the
#: affix classes of tests/adversarial and their checks): one worker runs them all, so the
#: tables are built and the words drawn once in the run (both workers building the same
#: tables at once cost minutes of the two cores).
_AFFIX_WORDS = (
    "adv_affix_negation_elided", "adv_affix_other_script_elided", "adv_affix_participle_elided",
    "adv_affix_participle_kept", "test_the_affix_class_draws_words", "test_the_affix_rule_classes_draw_words",
    "adv_passage_after_negated_noun_modifier", "adv_passage_after_noun_modifier_kept",
)


#: The tests that generate the cases of one class of tests/adversarial (by its name, their
#: parameter): one worker runs those of a class, so its generator runs once in the run (the
#: corpus check draws a class's first cases on, where the checks of the class stopped).
_CLASS_TESTS = (
    "tests/test_adversarial.py::test_class_through_verify_quote[",
    "tests/test_adversarial.py::test_class_through_the_component[",
    "tests/test_corpus.py::test_committed_class_rows_match_a_rebuild[",
    "tests/test_verdict.py::test_every_refused_class_stays_refused_under_every_decider[",
)


#: The longest tests and groups (a minute or more of one worker): handed out first, so that the
#: two workers finish together instead of one running them alone at the end of the run.
_LONG_FIRST = (
    "tests/test_lexicons.py::test_negative_verb_forms_are_what_the_script_derives",
    "tests/test_tablecache.py::test_cached_table_equals_the_built_one",
    "tests/test_distributed.py",
)


# tryfirst: pytest-xdist names each grouped test by its group in a hook of its own, which must
# see the marks given here.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    for item in items:
        if any(name in item.nodeid for name in _AFFIX_WORDS):
            item.add_marker(pytest.mark.xdist_group("affix-words"))
        elif item.nodeid.startswith(_CLASS_TESTS):
            item.add_marker(pytest.mark.xdist_group("class-" + item.nodeid.rpartition("[")[2].rstrip("]")))
    # A stable sort: the order of the rest, and of the long ones among themselves, is kept.
    items.sort(key=lambda item: not (item.nodeid.startswith(_LONG_FIRST) or item.get_closest_marker("xdist_group") is not None
                                     and any(name in item.nodeid for name in _AFFIX_WORDS)))


def pytest_collection_finish(session):  # type: ignore[no-untyped-def]
    """Stop a worker whose pytest-xdist did not put the grouped tests in their groups.

    Under ``--dist loadgroup`` pytest-xdist names each test of a group with the group's name
    after an "@", and sends the tests of one name to one worker. Where it cannot (pytest 9.2
    stores node ids where pytest-xdist 3.8 does not rename them), the groups are split silently:
    each worker then builds the word tables and generates the classes again, and the run takes
    minutes longer. An error here names the cause instead.
    """
    config = session.config
    if not os.environ.get("PYTEST_XDIST_WORKER") or not config.getvalue("loadgroup"):
        return
    lost = [item.nodeid for item in session.items if item.get_closest_marker("xdist_group") and "@" not in item.nodeid]
    if lost:
        raise pytest.UsageError(
            f"{len(lost)} tests marked with xdist_group lost their group (first: {lost[0]}); "
            f"pytest {pytest.__version__} and this pytest-xdist do not work together under --dist loadgroup: "
            "install the versions setup.cfg's test extra names (pip install -e '.[test]')"
        )
