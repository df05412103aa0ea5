"""A persistent cache of the word tables built by :mod:`spacy_quoteverify.lang.lexicons`.

Building a language's word tables (walking simplemma's dictionary, decoding spacy-lookups-data's
JSON, keying and stripping hundreds of thousands of words) costs one to six seconds of CPU per
language, paid again by every new process. The first process saves each built table to a file;
later processes read it back with :mod:`marshal`, the fastest reader of plain dicts, frozensets
and tuples of strings that Python has, in a fraction of that time. The tables read back equal the
built ones (same type, same entries).

Where: ``$SPACY_QUOTEVERIFY_CACHE_DIR`` when set, else the user cache folder of platformdirs
(``~/.cache/spacy-quoteverify`` on Linux). ``SPACY_QUOTEVERIFY_CACHE_DIR=off`` (or ``0``, ``none``,
``false``, ``no``, or an empty value) switches the cache off: every table is built in the process.

Every file lives in a folder named by :func:`cache_key`, a hash of everything the tables are
built from (this package's version, the versions of spacy-lookups-data, simplemma, cyrtranslit and
regex, the Unicode version of ``unicodedata``, the Python version, whose ``marshal`` format may
change, and the bytes of the package's data files and of the modules that build and key the
words): a changed input is a new folder, so a stale table is never read. A file holds its key
too, and one that cannot be read, is cut short or holds something else is ignored and rebuilt;
a folder that cannot be written leaves the tables built in memory. Files are written to a
temporary name and renamed into place (``os.replace``), so processes writing the same table at
once (``n_process=2``) each leave a whole file and a reader never sees half of one.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import marshal
import os
import sys
import tempfile
import unicodedata
from pathlib import Path
from typing import Any, Callable, Iterable, List, Optional, Tuple, TypeVar, cast

__all__ = ["ENV_VAR", "cache_dir", "cache_key", "cached"]

#: The environment variable naming the cache folder, or switching the cache off.
ENV_VAR = "SPACY_QUOTEVERIFY_CACHE_DIR"
#: Values of :data:`ENV_VAR` that switch the cache off.
OFF = frozenset({"", "0", "off", "none", "false", "no"})
#: Bumped when the layout of a file changes.
FORMAT = 1
_MAGIC = "spacy-quoteverify word table"

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
    return folder / "tables" / cache_key() / f"{safe}.marshal"


def _joined(texts: Iterable[object]) -> Optional[str]:
    """The texts joined by line breaks, or None when one is no text or holds a line break."""
    items = list(texts)
    if not all(isinstance(t, str) for t in items):
        return None
    joined = "\n".join(cast(List[str], items))
    return joined if joined.count("\n") == len(items) - 1 else None


def _split(joined: str, count: int) -> List[str]:
    return joined.split("\n") if count else []


def _encode(value: object) -> Tuple[str, object]:
    """``value`` as ``marshal`` stores it fastest: a set of words or the keys and the values of a
    table of words as one text each, words joined by line breaks (one string to decode; marshal
    writes a frozenset of a million strings in seconds and reads it slower than a text split
    again), anything else as it is."""
    if isinstance(value, frozenset):
        joined = _joined(value)
        if joined is not None:
            return "set", (len(value), joined)
    elif isinstance(value, dict):
        keys = _joined(value)
        if keys is not None and all(v is None for v in value.values()):
            return "words", (len(value), keys)
        values = _joined(value.values()) if keys is not None else None
        if values is not None:
            return "map", (len(value), keys, values)
    return "plain", value


def _decode(how: object, data: object) -> object:
    """The value :func:`_encode` stored (ValueError for a layout it does not write)."""
    if how == "plain":
        return data
    if how in ("set", "words") and isinstance(data, tuple) and len(data) == 2:
        count, joined = data
        words = _split(joined, count)
        if len(words) == count:
            return frozenset(words) if how == "set" else dict.fromkeys(words)
    if how == "map" and isinstance(data, tuple) and len(data) == 3:
        count, keys, values = data
        ks, vs = _split(keys, count), _split(values, count)
        if len(ks) == len(vs) == count:
            return dict(zip(ks, vs))
    raise ValueError(f"not a stored table: {how!r}")


def _read(path: Path, name: str, kind: type) -> Optional[object]:
    """The table stored at ``path``, or None when there is none or it is not a whole, matching one."""
    try:
        loaded = marshal.loads(path.read_bytes())
        if (
            not isinstance(loaded, tuple)
            or len(loaded) != 5
            or loaded[:3] != (_MAGIC, cache_key(), name)
        ):
            return None
        value = _decode(loaded[3], loaded[4])
    except (OSError, ValueError, EOFError, TypeError, AttributeError):
        return None  # no file, or one cut short, overwritten or of another layout: built again
    return value if isinstance(value, kind) else None


def _write(path: Path, name: str, value: object) -> None:
    """Save ``value`` at ``path`` atomically; a folder that cannot be written is left alone."""
    tmp: Optional[str] = None
    try:
        data = marshal.dumps(cast(Any, (_MAGIC, cache_key(), name, *_encode(value))))
        path.parent.mkdir(parents=True, exist_ok=True)
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


def cached(name: str, kind: type, build: Callable[[], T]) -> T:
    """The table ``name`` read from the cache, or built by ``build()`` and saved there.

    name (str): Names the table and its arguments ("word_forms-pl"); one file per name.
    kind (type): The type the table has (``dict``, ``frozenset``, ``tuple``); a file holding
        anything else is rebuilt.
    build (Callable[[], T]): Builds the table when the cache does not hold it.
    """
    path = _path(name)
    if path is not None:
        found = _read(path, name, kind)
        if found is not None:
            return cast(T, found)
    value = build()
    if path is not None:
        _write(path, name, value)
    return value
