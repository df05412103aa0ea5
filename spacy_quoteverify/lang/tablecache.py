"""A persistent cache of the word tables built by :mod:`spacy_quoteverify.lang.lexicons`.

Building a language's word tables (walking simplemma's dictionary, decoding spacy-lookups-data's
JSON, keying and stripping hundreds of thousands of words) costs one to six seconds of CPU per
language, paid again by every new process. The first process saves each built table to a file;
later processes map that file into memory (:mod:`mmap`) and look words up in it where it lies: a
set of words or a table of words to words is stored as its lines sorted by their UTF-8 bytes, in
blocks of :data:`BLOCK` lines whose first lines the file's header lists, so a lookup is a
binary search of the header (:func:`bisect.bisect_right`, in C) and of one block of the file.
Opening such a table reads its header only, and each block's CRC-32 is checked the first time
the block is read (a block changed on disk has the table built again): no word is decoded, no set
is built, and a process holds in memory only the pages of the file it reads, which every process
that maps the file shares. A lookup costs a few microseconds instead of a set's tenth of one, which
the tables' users pay on a few words per quotation; decoding a table of a million words into a
set took about a fifth of a second per table on every first use of a language, and a new
language is met on most of a multilingual pipeline's first hundreds of answers. The tables read
back are :class:`WordSet` (a :class:`collections.abc.Set`) and :class:`WordMap` (a
:class:`collections.abc.Mapping`), equal to the built ones; any other value (and a table holding
a line break or a NUL in a word) is stored with :mod:`marshal` and read back as it was built.

Where: ``$SPACY_QUOTEVERIFY_CACHE_DIR`` when set, else the user cache folder of platformdirs
(``~/.cache/spacy-quoteverify`` on Linux). ``SPACY_QUOTEVERIFY_CACHE_DIR=off`` (or ``0``, ``none``,
``false``, ``no``, or an empty value) switches the cache off: every table is built in the process.

Every file lives in a folder named by :func:`cache_key`, a hash of everything the tables are
built from (this package's version, the versions of spacy-lookups-data, simplemma, cyrtranslit and
regex, the Unicode version of ``unicodedata``, the Python version, whose ``marshal`` format may
change, and the bytes of the package's data files and of the modules that build and key the
words): a changed input is a new folder, so a stale table is never read (and making one removes
the folders of other keys unused for :data:`STALE_DAYS` days). A file holds its key
too, and one that cannot be read, is cut short or holds something else is ignored and rebuilt;
a folder that cannot be written leaves the tables built in memory. Files are written to a
temporary name and renamed into place (``os.replace``), so a reader never sees half of one; a
table is built under a lock of its own (:func:`fcntl.flock` on a file beside it), so processes that
ask for it at once (``n_process=2``, a test run's workers) build it once and the others read it.
"""

from __future__ import annotations

import bisect
import contextlib
import functools
import hashlib
import importlib.metadata
import marshal
import mmap
import os
import re
import struct
import sys
import tempfile
import unicodedata
import zlib
from collections.abc import Mapping, Set
from itertools import repeat
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Tuple, TypeVar, cast

__all__ = ["ENV_VAR", "WordMap", "WordSet", "cache_dir", "cache_key", "cached"]

#: The environment variable naming the cache folder, or switching the cache off.
ENV_VAR = "SPACY_QUOTEVERIFY_CACHE_DIR"
#: Values of :data:`ENV_VAR` that switch the cache off.
OFF = frozenset({"", "0", "off", "none", "false", "no"})
#: Bumped when the layout of a file changes.
FORMAT = 2
_MAGIC = "spacy-quoteverify word table"
#: A file's first bytes: a mark of this layout, then the length of the header that follows.
_PREFIX = b"QVT2"
_HEADER_LEN = struct.Struct("<Q")
#: Lines per block of a mapped table: a lookup splits one block (a few hundred bytes).
BLOCK = 64
#: Words remembered per mapped table (their answers), so a word asked again is a dict lookup.
MEMO = 1 << 16

T = TypeVar("T")

#: The folder of the package, whose data files and table-building modules the key hashes.
_PACKAGE = Path(__file__).resolve().parent.parent


def cache_dir() -> Optional[Path]:
    """The folder of the table files (the key's subfolder not included), or None when switched off."""
    value = os.environ.get(ENV_VAR)
    if value is not None:
        if value.strip().lower() in OFF:
            return None
        return Path(value).expanduser()
    try:
        from platformdirs import user_cache_dir
    except ImportError:  # pragma: no cover - platformdirs is a dependency
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        return Path(base) / "spacy-quoteverify"
    return Path(user_cache_dir("spacy-quoteverify"))


def _version(dist: str) -> str:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "-"


@functools.lru_cache(maxsize=1)
def cache_key() -> str:
    """A hash of everything the word tables are built from (see the module's docstring)."""
    import regex

    from spacy_quoteverify.about import __version__

    digest = hashlib.sha256()
    for part in (
        _MAGIC,
        str(FORMAT),
        __version__,
        *(f"{d}={_version(d)}" for d in ("spacy-lookups-data", "simplemma", "cyrtranslit", "regex")),
        getattr(regex, "__version__", "-"),
        unicodedata.unidata_version,
        f"{sys.version_info[0]}.{sys.version_info[1]}",
        str(marshal.version),
    ):
        digest.update(part.encode("utf-8") + b"\0")
    package = _PACKAGE
    # The word lists come from the installed packages, but the package's own data (the negation
    # lexicons name the tables asked for) and code (word_key's folding, the character classes)
    # shape them: a change to any of these files is a new key.
    sources = sorted(p for p in (package / "data").rglob("*") if p.is_file())
    sources += [package / "charclasses.py", package / "lang" / "lexicons.py", package / "lang" / "tablecache.py"]
    for path in sources:
        digest.update(path.relative_to(package).as_posix().encode("utf-8") + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:24]


def _path(name: str) -> Optional[Path]:
    folder = cache_dir()
    if folder is None:
        return None
    safe = "".join(ch if ch.isalnum() or ch in "-_+" else "_" for ch in name)
    return folder / "tables" / cache_key() / f"{safe}.table"


class _Lines:
    """The sorted lines of a mapped table file. A line is a word, or a word, a NUL and its value;
    each line stands after a line feed and ends with one, in blocks of :data:`BLOCK` lines; the
    header lists where each block starts, the word of its first line and the CRC-32 of the
    block (with the line feed before it), checked the first time the block is read: a table is
    opened without reading its lines, so a process holds in memory only the pages it reads."""

    __slots__ = ("_data", "_base", "_count", "_starts", "_firsts", "_crcs", "_checked", "_memo", "rebuild", "built")

    def __init__(
        self,
        data: "mmap.mmap",
        base: int,
        count: int,
        starts: Tuple[int, ...],
        firsts: Tuple[bytes, ...],
        crcs: Tuple[int, ...],
        rebuild: Callable[[], object],
    ) -> None:
        self._data = data
        self._base = base  # where the lines begin in the file (their offsets count from there)
        self._count = count
        self._starts = starts  # one more than there are blocks: the last is the end of the lines
        self._firsts = firsts
        self._crcs = crcs
        self._checked = bytearray(len(firsts))
        self._memo: Dict[str, Any] = {}
        #: Builds the table (and saves it again) when a block turns out changed on disk.
        self.rebuild = rebuild
        #: The table built in memory after that, which answers from then on; None before.
        self.built: Optional[Any] = None

    def _block(self, b: int) -> Tuple[int, int]:
        """Where block ``b`` begins (at the line feed before its first line) and ends in the file,
        its CRC-32 checked on first use. A block changed on disk (the file edited, or damaged
        after it was written whole) has the table built again in memory (:attr:`built`), and
        :class:`_Changed` tells the caller to ask that."""
        begin, end = self._base + self._starts[b] - 1, self._base + self._starts[b + 1]
        if not self._checked[b]:
            with memoryview(self._data) as view:
                good = zlib.crc32(view[begin:end]) == self._crcs[b]
            if not good:
                if self.built is None:
                    self.built = self.rebuild()
                raise _Changed
            self._checked[b] = 1
        return begin, end

    def after(self, key: bytes, end: bytes) -> Optional[int]:
        """Where the rest of the line of ``key`` begins in the file (just after ``key`` and
        ``end``, a line feed or a NUL), or None when no line is ``key``'s."""
        b = bisect.bisect_right(self._firsts, key) - 1
        if b < 0:
            return None
        # A line is found whole by a search for the key between the line feed before it and
        # ``end``, in its block only (mmap.find, in C: nothing is decoded or split).
        begin, stop = self._block(b)
        at = self._data.find(b"\n" + key + end, begin, stop)
        return None if at < 0 else at + len(key) + 2

    def rebuilt(self) -> Any:
        """The table built again after a block was found changed (:attr:`built`)."""
        return self.built

    def rest(self, at: int) -> bytes:
        """The rest of the line from ``at`` to its line feed."""
        return self._data[at : self._data.find(b"\n", at)]

    def remember(self, word: str, answer: Any) -> Any:
        if len(self._memo) >= MEMO:
            self._memo.clear()
        self._memo[word] = answer
        return answer

    def lines(self) -> List[str]:
        """Every line, in order: the file decoded in one call and split (every block's CRC-32
        checked first), not a call per line: iterating a table of millions of words decoded
        each on its own took most of the time of a pass over it."""
        for b in range(len(self._firsts)):
            self._block(b)
        if not self._firsts:
            return []
        return self._data[self._base + self._starts[0] : self._base + self._starts[-1] - 1].decode("utf-8").split("\n")


class _Changed(Exception):
    """A block of a mapped table did not match its CRC-32: ask the table built again."""


def _utf8(word: object) -> Optional[bytes]:
    """``word`` in UTF-8, or None when it is no text or cannot be one (a lone surrogate)."""
    if not isinstance(word, str):
        return None
    try:
        return word.encode("utf-8")
    except UnicodeEncodeError:
        return None


#: Not in a memo: a word not asked yet (None and WordMap._ABSENT are answers).
_UNASKED = object()


class WordSet(Set[str]):
    """A set of words read from a mapped table file (``in``, ``len``, iteration, comparison as a
    ``frozenset``'s; set operations give a ``frozenset``): the keys of a :class:`WordMap` of the
    same lines, which does the lookups."""

    __slots__ = ("_words",)

    def __init__(self, lines: _Lines) -> None:
        self._words = WordMap(lines, valued=False)

    def __contains__(self, word: object) -> bool:
        return word in self._words

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)

    def __hash__(self) -> int:
        return self._hash()

    @classmethod
    def _from_iterable(cls, it: Iterable[Any]) -> frozenset:
        return frozenset(it)


class WordMap(Mapping[str, Any]):
    """A table of words read from a mapped table file: word -> word, or word -> None where the
    table is a set of words kept as a dict (``in``, ``[]``, ``get``, ``len``, iteration,
    ``items()`` and comparison as a ``dict``'s)."""

    __slots__ = ("_lines", "_valued")

    _ABSENT = object()

    def __init__(self, lines: _Lines, valued: bool) -> None:
        self._lines = lines
        self._valued = valued  # False: every value is None (a set of words kept as a dict)

    def _find(self, word: object) -> Any:
        if not isinstance(word, str):
            return self._ABSENT
        built = self._lines.built
        if built is not None:  # a dict, or a frozenset when this map is a WordSet's (not the memo:
            if word not in built:  # it holds answers read before a block was found changed)
                return self._ABSENT
            return built[word] if isinstance(built, Mapping) else None
        known = self._lines._memo.get(word, _UNASKED)
        if known is not _UNASKED:
            return known
        key = _utf8(word)
        found: Any = self._ABSENT
        if key is not None:
            try:
                at = self._lines.after(key, b"\0" if self._valued else b"\n")
            except _Changed:
                return self._find(word)
            if at is not None:
                found = self._lines.rest(at).decode("utf-8") if self._valued else None
        return self._lines.remember(word, found)

    def __getitem__(self, word: str) -> Any:
        found = self._find(word)
        if found is self._ABSENT:
            raise KeyError(word)
        return found

    def get(self, word: str, default: Any = None) -> Any:
        found = self._find(word)
        return default if found is self._ABSENT else found

    def __contains__(self, word: object) -> bool:
        return self._find(word) is not self._ABSENT

    def _pairs(self) -> Iterator[Tuple[str, Any]]:
        if self._lines.built is None:
            try:
                lines = self._lines.lines()
            except _Changed:
                pass
            else:
                if self._valued:
                    for line in lines:
                        key, _, value = line.partition("\0")
                        yield key, value
                else:
                    yield from zip(lines, repeat(None))
                return
        built = self._lines.rebuilt()
        yield from built.items() if isinstance(built, Mapping) else zip(built, repeat(None))

    def __iter__(self) -> Iterator[str]:
        if not self._valued and self._lines.built is None:
            try:
                return iter(self._lines.lines())
            except _Changed:
                pass
        return (key for key, _ in self._pairs())

    def __len__(self) -> int:
        built = self._lines.built
        return self._lines._count if built is None else len(built)

    def items(self) -> Any:
        """The pairs, read in one pass over the file (not a lookup per word)."""
        return dict(self._pairs()).items()

    def values(self) -> Any:
        """The values, read in one pass over the file."""
        return [value for _, value in self._pairs()]


def _sorted_lines(value: object) -> Optional[Tuple[str, List[str]]]:
    """The layout and the sorted lines a mapped file stores ``value`` as, or None when it is not a
    set of words or a table of words to words (or a word holds a line break or a NUL).

    Lines are sorted as texts: code point order is the byte order of their UTF-8 (which a
    lookup searches), since a text without lone surrogates encodes in order."""
    if isinstance(value, frozenset):
        how, lines = "set", list(value)
    elif isinstance(value, dict):
        how = "words" if all(v is None for v in value.values()) else "map"
        lines = list(value) if how == "words" else [f"{k}\0{v}" for k, v in value.items() if isinstance(v, str)]
        if len(lines) != len(value):
            return None  # a value that is no text
    else:
        return None
    if not all(isinstance(line, str) for line in lines):
        return None
    joined = "\n".join(lines)
    if joined.count("\n") != max(0, len(lines) - 1) or joined.count("\0") != (len(lines) if how == "map" else 0):
        return None  # a word or a value holds a line break or a NUL
    lines.sort()
    return how, lines


def _encode(name: str, value: object) -> bytes:
    """The bytes of a table file holding ``value``: :data:`_PREFIX`, the header's length and a
    :mod:`marshal` header, then (for a mapped layout) a line feed and the sorted lines, each
    ended by one (UTF-8 encoded block by block: one call per block, not per word)."""
    laid = _sorted_lines(value)
    header: Tuple[Any, ...] = (_MAGIC, cache_key(), name, "plain", value)
    body = b""
    if laid is not None:
        how, lines = laid
        parts, starts, firsts, crcs, at = [b"\n"], [], [], [], 1
        try:
            for i in range(0, len(lines), BLOCK):
                block = ("\n".join(lines[i : i + BLOCK]) + "\n").encode("utf-8")
                # A block's CRC covers the line feed before it (the last byte of the one before).
                crcs.append(zlib.crc32(block, zlib.crc32(b"\n")))
                starts.append(at)
                firsts.append(lines[i].partition("\0")[0].encode("utf-8"))
                parts.append(block)
                at += len(block)
        except UnicodeEncodeError:
            pass  # a lone surrogate, which has no UTF-8: stored as it is
        else:
            starts.append(at)
            body = b"".join(parts)
            header = (_MAGIC, cache_key(), name, how, len(lines), tuple(starts), tuple(firsts), tuple(crcs), len(body))
    head = marshal.dumps(cast(Any, header))
    return _PREFIX + _HEADER_LEN.pack(len(head)) + head + body


def _decode(name: str, data: "mmap.mmap", rebuild: Callable[[], object]) -> object:
    """The table a file's bytes hold (ValueError for anything :func:`_encode` does not write, for
    another key or name, or for lines cut short; ``rebuild`` builds it again should a block turn
    out changed when it is first read)."""
    view = memoryview(data)
    if bytes(view[: len(_PREFIX)]) != _PREFIX or len(view) < len(_PREFIX) + _HEADER_LEN.size:
        raise ValueError("not a table file")
    (size,) = _HEADER_LEN.unpack_from(view, len(_PREFIX))
    begin = len(_PREFIX) + _HEADER_LEN.size + size
    header = marshal.loads(view[len(_PREFIX) + _HEADER_LEN.size : begin])
    if not isinstance(header, tuple) or len(header) < 5 or header[:3] != (_MAGIC, cache_key(), name):
        raise ValueError("a table of another key or name")
    how = header[3]
    if how == "plain" and len(header) == 5 and begin == len(view):
        return header[4]
    if how not in ("set", "words", "map") or len(header) != 9:
        raise ValueError(f"not a stored table: {how!r}")
    count, starts, firsts, crcs, length = header[4:]
    if len(view) - begin != length or not len(starts) == len(firsts) + 1 == len(crcs) + 1 or starts[-1] != length:
        raise ValueError("the lines of the table are cut short")
    view.release()
    lines = _Lines(data, begin, count, starts, firsts, crcs, rebuild)
    return WordSet(lines) if how == "set" else WordMap(lines, how == "map")


#: The kind each mapped table stands for, as ``cached`` is asked for it.
_STANDS_FOR: Dict[type, type] = {WordSet: frozenset, WordMap: dict}


def _read(path: Path, name: str, kind: type, rebuild: Callable[[], object] = lambda: None) -> Optional[object]:
    """The table stored at ``path``, or None when there is none or it is not a whole, matching one
    (``rebuild``: see :func:`_decode`)."""
    try:
        with open(path, "rb") as fh:
            data = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
        value = _decode(name, data, rebuild)
    except (OSError, ValueError, EOFError, TypeError, AttributeError, struct.error):
        return None  # no file, or one cut short, overwritten or of another layout: built again
    if not isinstance(value, (WordSet, WordMap)):
        try:
            data.close()  # read whole: the map is not needed
        except BufferError:  # pragma: no cover - a view of it still alive: closed when collected
            pass
    stands_for = _STANDS_FOR.get(type(value), type(value))
    return value if issubclass(stands_for, kind) else None


def _write(path: Path, name: str, value: object) -> None:
    """Save ``value`` at ``path`` atomically; a folder that cannot be written is left alone."""
    tmp: Optional[str] = None
    try:
        data = _encode(name, value)
        if not path.parent.is_dir():
            path.parent.mkdir(parents=True, exist_ok=True)
            _prune(path.parent)  # the first table of a new key: folders of old keys unused for long go
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
        tmp = None
    except (OSError, ValueError):
        pass  # read-only or full disk, or a value marshal cannot write: the table stays in memory only
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


#: A folder of another cache key whose files no process has read or written for this many days is
#: removed when a new key's folder is made (an upgrade, or a change to the data the key hashes):
#: each key's tables take about a gigabyte once every language has been asked for.
STALE_DAYS = 30
_KEY_NAME = re.compile(r"[0-9a-f]{24}")


def _prune(current: Path) -> None:
    """Remove the folders of other cache keys beside ``current`` that no file of which was read or
    written for :data:`STALE_DAYS` days (access times, which Linux's relatime keeps to the day,
    and modification times). A folder of another installed version in use is kept; one removed
    while a process maps its files leaves those mappings whole (the process reads on, and
    builds anew only what it has not opened). Folders not named as keys are never touched."""
    import shutil
    import time

    limit = time.time() - STALE_DAYS * 86400
    try:
        siblings = [p for p in current.parent.iterdir() if p != current and p.is_dir() and _KEY_NAME.fullmatch(p.name)]
    except OSError:
        return
    for folder in siblings:
        try:
            stats = [folder.stat(), *(f.stat() for f in folder.iterdir())]
        except OSError:
            continue
        if max(max(st.st_atime, st.st_mtime) for st in stats) < limit:
            shutil.rmtree(folder, ignore_errors=True)


def cached(name: str, kind: type, build: Callable[[], T]) -> T:
    """The table ``name`` read from the cache, or built by ``build()`` and saved there.

    name (str): Names the table and its arguments ("word_forms-pl"); one file per name.
    kind (type): The type the table has (``dict``, ``frozenset``, ``tuple``); a file holding
        anything else is rebuilt. A ``frozenset`` of words is read back as a :class:`WordSet`,
        a ``dict`` of words to words (or to None) as a :class:`WordMap`.
    build (Callable[[], T]): Builds the table when the cache does not hold it; the process that
        builds a table keeps the built one.
    """
    path = _path(name)
    if path is None:
        return build()

    def rebuild() -> object:
        value = build()
        _write(path, name, value)
        return value

    found = _read(path, name, kind, rebuild)
    if found is not None:
        return cast(T, found)
    with _building(path):
        # A process that waited for the lock finds the table the one holding it built.
        found = _read(path, name, kind, rebuild)
        if found is not None:
            return cast(T, found)
        value = build()
        _write(path, name, value)
    return value


@contextlib.contextmanager
def _building(path: Path) -> Iterator[None]:
    """Hold the lock of the table at ``path`` while it is built: processes that start at once
    (``n_process=2``, a test run's workers, the command line run twice) build a table once, the
    others wait and read it. An advisory lock (:func:`fcntl.flock`) on a file beside the table,
    released by the system if the process dies; where it cannot be taken (no ``fcntl``, a folder
    that cannot be written) each process builds the table itself, as before."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: no advisory locks of this kind
        yield
        return
    try:
        if not path.parent.is_dir():
            path.parent.mkdir(parents=True, exist_ok=True)
            _prune(path.parent)  # the first table of a new key: folders of old keys unused for long go
        fd = os.open(path.parent / f".{path.stem}.lock", os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except OSError:
            pass  # a file system without locks: built here as well
        yield
    finally:
        os.close(fd)  # closing releases the lock
