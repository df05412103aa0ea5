"""Tests for the on-disk cache of built word tables (spacy_quoteverify.lang.tablecache).

Every test points the cache at its own temporary folder (``tmp_path``); nothing is written into
the user's cache folder.
"""

from __future__ import annotations

import marshal
import multiprocessing
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacy_quoteverify.lang import lexicons, tablecache


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(tablecache.ENV_VAR, str(folder))
    return folder


def _files(folder: Path) -> List[Path]:
    """The files of the cache ``folder`` holds, the lock files tables are built under aside."""
    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.endswith(".lock")) if folder.exists() else []


# (loader kept for the process, the builder it falls back on, its arguments): every kind of table
# the cache holds, over languages whose tables come from different places (spacy-lookups-data's
# lemma lookup, its lemma index, simplemma's dictionaries, both scripts of Serbian, a lookup
# split by part of speech).
TABLES = [
    ("_known_words", "_build_known_words", ("ru", ())),
    ("_known_words", "_build_known_words", ("fr", ("adj",))),
    ("_known_lemmas", "_build_known_lemmas", ("tr",)),
    ("_lemma_of", "_build_lemma_of", ("ru",)),
    ("_lemma_of", "_build_lemma_of", ("el",)),
    ("_word_forms", "_build_word_forms", ("de",)),
    ("_unmarked_words", "_build_unmarked_words", ("el", ("adj", "adv"))),
    ("_unmarked_known_words", "_build_unmarked_known_words", ("sr",)),
    ("_split_lemma_of", "_build_split_lemma_of", ("it", "noun")),
    ("_forms_by_lemma", "_build_forms_by_lemma", ("sk",)),
]


def _uncached(loader: str) -> Callable[..., Any]:
    """The loader without its in-process ``lru_cache`` (and without the collector pause): it asks
    the table cache each call."""
    return getattr(lexicons, loader).__wrapped__.__wrapped__  # type: ignore[no-any-return]


@pytest.mark.parametrize("loader,builder,args", TABLES, ids=[f"{t[0]}{t[2]}" for t in TABLES])
def test_cached_table_equals_the_built_one(
    cache: Path, monkeypatch: pytest.MonkeyPatch, loader: str, builder: str, args: tuple
) -> None:
    built = getattr(lexicons, builder)(*args)
    first = _uncached(loader)(*args)  # built again and saved
    assert first == built and _files(cache)

    def no_build(*_: object) -> None:
        raise AssertionError("the table was built again instead of read from the cache")

    monkeypatch.setattr(lexicons, builder, no_build)
    read = _uncached(loader)(*args)
    assert _stands_for(read) is type(built)
    assert read == built


def _stands_for(value: object) -> type:
    """The type a table read back stands for (a mapped table for a frozenset or a dict)."""
    return {tablecache.WordSet: frozenset, tablecache.WordMap: dict}.get(type(value), type(value))


def test_a_table_read_back_is_mapped_not_decoded(cache: Path) -> None:
    import gc
    import mmap

    built = _uncached("_known_words")("en", ("adj",))
    read = _uncached("_known_words")("en", ("adj",))
    assert isinstance(read, tablecache.WordMap) and len(read) == len(built) > 1000
    # Its words stay in the mapped file: the process holds no object per word, and the
    # collector has nothing of them to walk.
    assert isinstance(read._lines._data, mmap.mmap)
    assert not read._lines._memo
    assert len(gc.get_referents(read._lines)) < 16


@pytest.mark.parametrize(
    "value",
    [
        frozenset({"a", "b\u0301", "ω"}),
        frozenset(),
        {"x": None, "y": None},
        {},
        {"forms": "lemma", "other": "x"},
        frozenset({"two\nlines", "one"}),  # a line break: stored as it is
        {"a\nb": None},
        {"a": "b\nc"},
        {"one": 1, "two": 2.5},
        frozenset({"a", "\ud800"}),  # a lone surrogate, which has no UTF-8: stored as it is
        {"a": "\udfff"},
        {"a": None, "b": "c"},
        (("old", "new"), ("x", "")),
    ],
)
def test_every_value_round_trips(cache: Path, value: Any) -> None:
    assert tablecache.cached("value", type(value), lambda: value) == value
    read = tablecache.cached("value", type(value), lambda: pytest.fail("built again"))
    assert read == value and _stands_for(read) is type(value)
    assert sorted(read) == sorted(value) and len(read) == len(value)
    for word in value:
        assert word in read
        if isinstance(value, dict):
            assert read[word] == read.get(word) == value[word]
    for other in ("", "zz", "\ud800", 3, None, ("a",)):
        assert (other in read) is (other in value if isinstance(other, str) else False)


def test_a_stale_key_is_rebuilt(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablecache, "cache_key", lambda: "built-by-an-older-version")
    assert tablecache.cached("t", dict, lambda: {"old": None}) == {"old": None}
    monkeypatch.undo()
    monkeypatch.setenv(tablecache.ENV_VAR, str(cache))
    # Another key reads another folder: the old table is not read.
    assert tablecache.cached("t", dict, lambda: {"new": None}) == {"new": None}
    # A file holding another key at the current path (copied by hand) is not read either.
    path = tablecache._path("t")
    assert path is not None
    old = next(p for p in _files(cache) if "built-by-an-older-version" in str(p))
    path.write_bytes(old.read_bytes())
    assert tablecache.cached("t", dict, lambda: {"newer": None}) == {"newer": None}
    assert tablecache.cached("t", dict, lambda: pytest.fail("built again")) == {"newer": None}


def test_the_key_changes_with_what_the_tables_are_built_from(monkeypatch: pytest.MonkeyPatch) -> None:
    key = tablecache.cache_key()
    for dist in ("spacy-lookups-data", "simplemma"):
        tablecache.cache_key.cache_clear()
        with monkeypatch.context() as m:
            real = tablecache._version
            m.setattr(tablecache, "_version", lambda d, dist=dist, real=real: "0.0" if d == dist else real(d))
            assert tablecache.cache_key() != key
    tablecache.cache_key.cache_clear()
    with monkeypatch.context() as m:
        m.setattr(tablecache.unicodedata, "unidata_version", "1.0.0")
        assert tablecache.cache_key() != key
    tablecache.cache_key.cache_clear()
    assert tablecache.cache_key() == key


def test_the_key_covers_the_package_data_and_the_code_that_keys_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    package = tmp_path / "spacy_quoteverify"
    shutil.copytree(tablecache._PACKAGE / "data", package / "data")
    (package / "lang").mkdir()
    for name in ("charclasses.py", "lang/lexicons.py", "lang/tablecache.py"):
        shutil.copy(tablecache._PACKAGE / name, package / name)
    monkeypatch.setattr(tablecache, "_PACKAGE", package)
    keys = []
    for edited in (None, "data/negations/pl.json", "data/abbreviations.json", "charclasses.py", "lang/lexicons.py"):
        if edited is not None:
            with open(package / edited, "a", encoding="utf-8") as fh:
                fh.write("\n")
        tablecache.cache_key.cache_clear()
        keys.append(tablecache.cache_key())
    tablecache.cache_key.cache_clear()
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize(
    "damage",
    [
        lambda b: b"",
        lambda b: b[: len(b) // 2],
        lambda b: b"not marshal at all",
        lambda b: marshal.dumps(("something", "else")),
        lambda b: marshal.dumps((tablecache._MAGIC, tablecache.cache_key(), "t", "words", (3, "a\nb"))),
        lambda b: b[:-7] + b"\x00" * 7,
    ],
)
def test_a_corrupt_file_is_rebuilt(cache: Path, damage: Callable[[bytes], bytes]) -> None:
    value = {f"w{i}": None for i in range(1000)}
    tablecache.cached("t", dict, lambda: value)
    path = tablecache._path("t")
    assert path is not None and path.is_file()
    path.write_bytes(damage(path.read_bytes()))
    assert tablecache.cached("t", dict, lambda: value) == value  # built, no error
    assert tablecache.cached("t", dict, lambda: pytest.fail("built again")) == value  # and saved whole


def test_a_file_of_another_type_is_rebuilt(cache: Path) -> None:
    tablecache.cached("t", frozenset, lambda: frozenset({"a"}))
    assert tablecache.cached("t", dict, lambda: {"b": None}) == {"b": None}


@pytest.mark.parametrize("value", ["off", "0", "none", "false", "no", ""])
def test_the_environment_variable_switches_the_cache_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv(tablecache.ENV_VAR, value)
    assert tablecache.cache_dir() is None
    calls: List[int] = []
    for _ in range(2):
        assert tablecache.cached("t", dict, lambda: calls.append(1) or {"a": None}) == {"a": None}
    assert len(calls) == 2  # built each time
    assert not _files(tmp_path)  # nothing written anywhere


def test_the_environment_variable_names_the_folder(cache: Path) -> None:
    assert tablecache.cache_dir() == cache
    tablecache.cached("t", dict, lambda: {"a": None})
    assert [p.name for p in _files(cache)] == ["t.table"]


def test_without_the_variable_the_user_cache_folder_is_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(tablecache.ENV_VAR, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    folder = tablecache.cache_dir()
    assert folder is not None and folder.name == "spacy-quoteverify"
    # Only the path is asked for here: nothing is written outside tmp_path.


def test_a_folder_that_cannot_be_written_leaves_the_table_in_memory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(tablecache.ENV_VAR, str(blocker))
    assert tablecache.cached("t", dict, lambda: {"a": None}) == {"a": None}
    assert blocker.read_text() == "not a folder"


def _forked(target: Callable[..., None], args: List[Tuple[Any, ...]]) -> List[Any]:
    """Start a forked process of ``target`` for each tuple of ``args`` at once (each gets a queue
    as its last argument), and return what each put on it."""
    ctx = multiprocessing.get_context("fork")
    queue = ctx.Queue()
    procs = [ctx.Process(target=target, args=(*a, queue)) for a in args]
    for p in procs:
        p.start()
    answers = [queue.get(timeout=120) for _ in procs]
    for p in procs:
        p.join(timeout=120)
    return answers


def _write_and_read(folder: str, index: int, out: "multiprocessing.Queue[Any]") -> None:
    import os

    os.environ[tablecache.ENV_VAR] = folder
    value: Dict[str, None] = {f"word{i}": None for i in range(200_000)}
    results = []
    for _ in range(5):
        results.append(tablecache.cached("shared", dict, lambda: value) == value)
    out.put(all(results))


def test_several_processes_writing_at_once(cache: Path) -> None:
    if "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("needs fork")
    assert _forked(_write_and_read, [(str(cache), i) for i in range(4)]) == [True] * 4
    # One whole file and no temporary file left behind.
    assert [p.name for p in _files(cache)] == ["shared.table"]
    assert tablecache.cached("shared", dict, lambda: pytest.fail("built again")) == {
        f"word{i}": None for i in range(200_000)
    }


def _build_once(folder: str, log: str, out: "multiprocessing.Queue[Any]") -> None:
    import os
    import time

    os.environ[tablecache.ENV_VAR] = folder

    def build() -> Dict[str, None]:
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(f"{os.getpid()}\n")
        time.sleep(0.3)  # long enough for the other processes to ask for it meanwhile
        return {"word": None}

    out.put(tablecache.cached("once", dict, build) == {"word": None})


def test_processes_asking_for_a_table_at_once_build_it_once(cache: Path, tmp_path: Path) -> None:
    if "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("needs fork")
    log = tmp_path / "builds"
    assert _forked(_build_once, [(str(cache), str(log))] * 3) == [True] * 3
    assert len(log.read_text().split()) == 1, "each process built the table"
    assert [p.name for p in _files(cache)] == ["once.table"]


# -- lookups in a mapped table, against the set or dict it was built from ---------------------

_WORDS = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\0"), max_size=8)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=st.frozensets(_WORDS, max_size=300), probes=st.lists(_WORDS, max_size=40))
def test_a_mapped_set_answers_as_the_frozenset(cache: Path, words: frozenset, probes: List[str]) -> None:
    # Many blocks of few lines each, so that words fall on every side of a block's first line.
    with pytest.MonkeyPatch.context() as m:
        m.setattr(tablecache, "BLOCK", 3)
        m.setattr(tablecache, "MEMO", 5)  # the memo cleared again and again: answers unchanged
        name = f"p{abs(hash(words))}"
        tablecache.cached(name, frozenset, lambda: words)
        read = tablecache.cached(name, frozenset, lambda: pytest.fail("built again"))
    assert isinstance(read, tablecache.WordSet) or not words
    for word in [*words, *probes, *(w[:-1] for w in words), *(w + "a" for w in words)]:
        assert (word in read) is (word in words)
        assert (word in read) is (word in words)  # asked again: from the memo
    assert set(read) == words and len(read) == len(words)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=st.dictionaries(_WORDS, _WORDS, max_size=300), probes=st.lists(_WORDS, max_size=40))
def test_a_mapped_table_answers_as_the_dict(cache: Path, table: Dict[str, str], probes: List[str]) -> None:
    with pytest.MonkeyPatch.context() as m:
        m.setattr(tablecache, "BLOCK", 3)
        m.setattr(tablecache, "MEMO", 5)
        name = f"m{abs(hash(frozenset(table.items())))}"
        tablecache.cached(name, dict, lambda: table)
        read = tablecache.cached(name, dict, lambda: pytest.fail("built again"))
    for word in [*table, *probes, *(w[:-1] for w in table), *(w + "\u00e9" for w in table)]:
        assert read.get(word, "absent") == table.get(word, "absent")
        assert (word in read) is (word in table)
    assert dict(read.items()) == table and sorted(read.values()) == sorted(table.values())


def test_a_word_sharing_the_start_of_another_is_told_apart(cache: Path) -> None:
    # "un" is the first line of a block and a prefix of the lines around it: the search asks for
    # the whole line, so neither "u" nor "unx" nor the value of "unable" answers for it.
    table = {w: w.upper() for w in ("u", "un", "una", "unable", "unb", "unc", "und", "une", "v")}
    with pytest.MonkeyPatch.context() as m:
        m.setattr(tablecache, "BLOCK", 2)
        tablecache.cached("prefixes", dict, lambda: table)
        read = tablecache.cached("prefixes", dict, lambda: pytest.fail("built again"))
    assert isinstance(read, tablecache.WordMap)
    assert {w: read[w] for w in table} == table
    assert [w for w in ("", "unx", "unab", "unabl", "una\0b", "t", "w") if w in read] == []


def test_threads_looking_up_one_mapped_table_get_its_answers(cache: Path) -> None:
    # The memo is cleared while other threads read it (MEMO small): each answer stays right.
    import threading

    table = {f"w{i}": f"v{i}" for i in range(5000)}
    with pytest.MonkeyPatch.context() as m:
        m.setattr(tablecache, "BLOCK", 7)
        tablecache.cached("threads", dict, lambda: table)
        words = tablecache.cached("threads", dict, lambda: pytest.fail("built again"))
        tablecache.cached("threads-set", frozenset, lambda: frozenset(table))
        keys = tablecache.cached("threads-set", frozenset, lambda: pytest.fail("built again"))
        m.setattr(tablecache, "MEMO", 3)
        wrong: List[str] = []

        def ask(offset: int) -> None:
            for i in range(offset, 12000, 4):
                w = f"w{i}"
                if words.get(w) != table.get(w) or (w in keys) is not (w in table):
                    wrong.append(w)

        threads = [threading.Thread(target=ask, args=(k,)) for k in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert isinstance(words, tablecache.WordMap) and isinstance(keys, tablecache.WordSet)
    assert wrong == []


def test_a_block_changed_on_disk_is_caught_when_read_and_the_table_built_again(cache: Path) -> None:
    # A table opens without reading its lines; each block's CRC-32 is checked when first read.
    table = {f"w{i:04}": f"v{i}" for i in range(2000)}
    tablecache.cached("changed", dict, lambda: table)
    path = tablecache._path("changed")
    assert path is not None
    data = bytearray(path.read_bytes())
    at = data.index(b"w1234\0v1234")
    data[at + 7 : at + 11] = b"9999"  # the value of w1234 now reads v9999, the file as long
    path.write_bytes(bytes(data))
    built: List[int] = []
    read = tablecache.cached("changed", dict, lambda: built.append(1) or table)
    assert isinstance(read, tablecache.WordMap) and not built  # opened, nothing read yet
    assert read.get("w0001") == "v1" and not built  # another block: as written
    assert read.get("w1234") == "v1234" and built == [1]  # the changed block: built again
    assert read == table and dict(read.items()) == table and built == [1]
    assert tablecache.cached("changed", dict, lambda: pytest.fail("built again")) == table  # saved whole


def test_a_set_with_a_block_changed_on_disk_answers_from_the_table_built_again(cache: Path) -> None:
    # The rebuilt set (here one word fewer, as if the word lists had changed) answers membership,
    # iteration and length from then on, not the count of the file's header.
    words = frozenset(f"w{i:04}" for i in range(2000))
    tablecache.cached("changed-set", frozenset, lambda: words)
    path = tablecache._path("changed-set")
    assert path is not None
    data = bytearray(path.read_bytes())
    at = data.index(b"\nw1234\n")
    data[at + 1 : at + 6] = b"w9999"
    path.write_bytes(bytes(data))
    again = words - {"w0000"}
    read = tablecache.cached("changed-set", frozenset, lambda: again)
    assert isinstance(read, tablecache.WordSet)
    assert "w0000" in read  # an unchanged block: as written
    assert "w1235" in read and "w9999" not in read  # the changed block found by its CRC-32
    assert "w0000" not in read and len(read) == len(again) and set(read) == again == read


def test_iterating_a_table_with_a_block_changed_on_disk_gives_the_table_built_again(cache: Path) -> None:
    words = frozenset(f"w{i:04}" for i in range(500))
    tablecache.cached("changed-iter", frozenset, lambda: words)
    path = tablecache._path("changed-iter")
    assert path is not None
    data = bytearray(path.read_bytes())
    at = data.index(b"\nw0400\n")
    data[at + 1 : at + 6] = b"x0400"
    path.write_bytes(bytes(data))
    read = tablecache.cached("changed-iter", frozenset, lambda: words)
    assert sorted(read) == sorted(words)


def test_folders_of_old_keys_unused_for_long_are_removed_when_a_new_key_starts(cache: Path) -> None:
    import os
    import time

    tables = cache / "tables"
    old, recent, other = tables / ("a" * 24), tables / ("b" * 24), tables / "not-a-key"
    for folder in (old, recent, other):
        folder.mkdir(parents=True)
        (folder / "t.table").write_bytes(b"x")
    long_ago = time.time() - (tablecache.STALE_DAYS + 5) * 86400
    for folder in (old, other):
        for path in (folder / "t.table", folder):
            os.utime(path, (long_ago, long_ago))
    tablecache.cached("fresh", dict, lambda: {"a": None})
    assert not old.exists()  # unused for longer than STALE_DAYS
    assert recent.exists() and other.exists()  # read lately; not named as a key
    # Only a new key's first table prunes: a folder going stale later stays until the next one.
    for path in (recent / "t.table", recent):
        os.utime(path, (long_ago, long_ago))
    tablecache.cached("fresh-2", dict, lambda: {"b": None})
    assert recent.exists()
