"""Settings for every pytest run of the repository (the tests and the doctests of the package)."""

import os

# The word-table cache (spacy_quoteverify.lang.tablecache) is switched off unless the caller
# names a folder: a test run builds every table itself and writes nothing into the user's cache
# folder. tests/test_tablecache.py points the cache at a temporary folder.
os.environ.setdefault("SPACY_QUOTEVERIFY_CACHE_DIR", "off")
