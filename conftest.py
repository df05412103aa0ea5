"""Settings for every pytest run of the repository (the tests and the doctests of the package)."""

import atexit
import os
import shutil
import tempfile

# The word-table cache (spacy_quoteverify.lang.tablecache) is a folder of the run's own unless
# the caller names one: a test run builds every table itself and writes nothing into the user's
# cache folder. The run's worker processes inherit the variable, so each table is built once in
# the run, by the first process that needs it, and read by the others (the cache writes each
# file whole, by a rename); the folder is removed when the run ends. tests/test_tablecache.py
# points the cache at a temporary folder of its own.
if "SPACY_QUOTEVERIFY_CACHE_DIR" not in os.environ:
    _TABLES = tempfile.mkdtemp(prefix="quoteverify-test-tables-")
    os.environ["SPACY_QUOTEVERIFY_CACHE_DIR"] = _TABLES
    atexit.register(shutil.rmtree, _TABLES, True)


#: Tests that draw words from the full word tables of every language with negating affixes (the
#: affix classes of tests/adversarial and their checks): one worker runs them all, so the
#: tables are built and the words drawn once in the run (both workers building the same
#: tables at once cost minutes of the two cores).
_AFFIX_WORDS = (
    "adv_affix_negation_elided", "adv_affix_other_script_elided", "adv_affix_participle_elided",
    "adv_affix_participle_kept", "test_the_affix_class_draws_words", "test_the_affix_rule_classes_draw_words",
)


def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    import pytest

    for item in items:
        if any(name in item.nodeid for name in _AFFIX_WORDS):
            item.add_marker(pytest.mark.xdist_group("affix-words"))
