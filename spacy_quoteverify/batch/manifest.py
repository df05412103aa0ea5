"""What a verdicts file was made from, written beside it, so that a resumed run cannot mix runs.

``quoteverify verify ... -o OUT.jsonl`` writes ``OUT.jsonl.manifest.json``: the
package version, every option in force (defaults included), ``--lang``, and the
path and SHA-256 of the input and of the chunks file. ``--resume`` compares the
manifest of the interrupted run with the new command and refuses, saying what
differs, when the verdicts would not be the ones a single uninterrupted run
writes: other options, another language, another version, another input, or a
chunks file added, removed or changed. ``quoteverify report`` reads the same
manifest to find the sources of the quotations.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict
from pathlib import Path
from typing import Any, Dict, List, Optional

from spacy_quoteverify.about import __version__
from spacy_quoteverify.batch.jsonl import STDIO, JsonlOutputError, PathLike, describe_oserror
from spacy_quoteverify.options import VerifyOptions

#: Appended to the output file's name to name its manifest.
MANIFEST_SUFFIX = ".manifest.json"
#: Identifies the file as ours.
MANIFEST_KIND = "spacy-quoteverify verify run"


class ResumeRefused(ValueError):
    """``--resume`` would append verdicts made differently from the ones already written."""


def manifest_path(output: PathLike) -> Path:
    """The manifest file beside an output file.

    >>> manifest_path("out/verdicts.jsonl").name
    'verdicts.jsonl.manifest.json'
    """
    return Path(os.fspath(output) + MANIFEST_SUFFIX)


def file_digest(path: Optional[PathLike]) -> Optional[str]:
    """The SHA-256 of a file's bytes, read in blocks; None for no file or standard input.

    path (Optional[PathLike]): The file, "-" or None.
    """
    if path is None or os.fspath(path) == STDIO:
        return None
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        while block := stream.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def _file_entry(path: Optional[PathLike]) -> Optional[Dict[str, Any]]:
    if path is None:
        return None
    name = os.fspath(path)
    absolute = name if name == STDIO else str(Path(name).resolve())
    return {"path": absolute, "sha256": file_digest(path)}


def run_manifest(
    input_path: PathLike, chunks_path: Optional[PathLike], lang: Optional[str], options: VerifyOptions
) -> Dict[str, Any]:
    """The manifest of a run about to start.

    input_path (PathLike): The input file, or "-".
    chunks_path (Optional[PathLike]): The chunks file, or None.
    lang (Optional[str]): The ``--lang`` value.
    options (VerifyOptions): The options in force (every one is recorded, defaults included).
    """
    return {
        "kind": MANIFEST_KIND,
        "version": __version__,
        "options": asdict(options),
        "lang": lang,
        "input": _file_entry(input_path),
        "chunks": _file_entry(chunks_path),
    }


def read_manifest(output: PathLike) -> Optional[Dict[str, Any]]:
    """The manifest beside ``output``, or None when there is none (or it is not ours)."""
    path = manifest_path(output)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("kind") == MANIFEST_KIND else None


def write_manifest(output: PathLike, manifest: Dict[str, Any]) -> Path:
    """Write the manifest beside ``output`` (whole or not at all: a temporary file renamed).

    RAISES (JsonlOutputError): It cannot be written.
    """
    path = manifest_path(output)
    temp = path.with_name(path.name + ".tmp")
    try:
        temp.write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(temp, path)
    except OSError as err:
        raise JsonlOutputError(describe_oserror("manifest", path, err, "write")) from err
    return path


def differences(before: Dict[str, Any], now: Dict[str, Any]) -> List[str]:
    """What differs between the manifest of the interrupted run and the new command, in words.

    before (Dict[str, Any]): The manifest written by the interrupted run.
    now (Dict[str, Any]): The manifest of the command asking to resume it.
    """
    out: List[str] = []
    if before.get("version") != now["version"]:
        out.append(f"package version {before.get('version')} then, {now['version']} now")
    old_opts = before.get("options") or {}
    for name, value in now["options"].items():
        if name not in old_opts:
            out.append(f"option {name} was not recorded then, {value!r} now")
        elif old_opts[name] != value:
            out.append(f"option {name} was {old_opts[name]!r}, now {value!r}")
    if before.get("lang") != now["lang"]:
        out.append(f"--lang was {before.get('lang')!r}, now {now['lang']!r}")
    out += _file_differences("input", before.get("input"), now["input"])
    out += _file_differences("chunks file", before.get("chunks"), now["chunks"])
    return out


def _file_differences(what: str, before: Optional[Dict[str, Any]], now: Optional[Dict[str, Any]]) -> List[str]:
    if before is None and now is None:
        return []
    if before is None:
        return [f"the {what} {now['path']} is given now but was not then"]  # type: ignore[index]
    if now is None:
        flag = " (--chunks)" if what == "chunks file" else ""
        return [f"the {what} {before.get('path')} was given then{flag} but not now"]
    old_sum, new_sum = before.get("sha256"), now.get("sha256")
    if old_sum is not None and new_sum is not None and old_sum != new_sum:
        moved = "" if before.get("path") == now["path"] else f" (was {before.get('path')})"
        return [f"the {what} {now['path']}{moved} has other content than then"]
    return []


def check_resume(output: PathLike, now: Dict[str, Any]) -> None:
    """Refuse to resume ``output`` when the new command would write other verdicts.

    An output that does not exist (or is empty) is a fresh start and is not checked.

    RAISES (ResumeRefused): The output has no manifest, or its manifest differs; the
        message says what differs and what to do.
    """
    path = Path(output)
    if not path.exists() or path.stat().st_size == 0:
        return
    before = read_manifest(output)
    if before is None:
        raise ResumeRefused(
            f"cannot resume {os.fspath(output)!r}: it has no manifest "
            f"({manifest_path(output).name}), so the options and files it was made with are "
            "unknown; run again without --resume to start over"
        )
    diffs = differences(before, now)
    if diffs:
        raise ResumeRefused(
            f"cannot resume {os.fspath(output)!r}: " + "; ".join(diffs) + ". Run again with the "
            "same input, --chunks, --lang and options, or without --resume to start over"
        )
