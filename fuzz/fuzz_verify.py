"""Coverage-guided search for wrong verifications and crashes (atheris).

Each input drives one of two checks:

* a structured one: a quotation cut from a source in one of several scripts
  is changed in content (figure, sign, negation, order, word) and must not
  verify;
* a free one: arbitrary text as quotation and source must give a verdict
  without raising, with offsets inside the source when verified.

Run: ``python fuzz/fuzz_verify.py -max_total_time=600`` (see fuzz/README.md).
"""
from __future__ import annotations

import os
import sys

import atheris

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

with atheris.instrument_imports(include=["spacy_quoteverify"]):
    from spacy_quoteverify import verify_quote

import mutations as mut

LANGS = sorted(mut.SOURCES)


def check_mutation(fdp: "atheris.FuzzedDataProvider") -> None:
    lang = LANGS[fdp.ConsumeIntInRange(0, len(LANGS) - 1)]
    sents = mut.sentences(lang)
    words = sents[fdp.ConsumeIntInRange(0, len(sents) - 1)]
    quote = " ".join(mut.cut(words, fdp.ConsumeIntInRange(0, 40), fdp.ConsumeIntInRange(0, 40)))
    name = mut.MUTATION_NAMES[fdp.ConsumeIntInRange(0, len(mut.MUTATION_NAMES) - 1)]
    changed = mut.mutate(lang, quote, name, fdp.ConsumeIntInRange(0, 2**16))
    if changed is None:
        return
    # Optional typographic noise that must not matter either way.
    if fdp.ConsumeBool():
        changed = "\u201c" + changed + "\u201d"
    verdict = verify_quote(changed, mut.SOURCES[lang][0], lang=lang)
    if verdict.verified is True:
        raise AssertionError(f"wrong verification ({lang}, {name}): {quote!r} -> {changed!r}")


def check_any_text(fdp: "atheris.FuzzedDataProvider") -> None:
    quote = fdp.ConsumeUnicode(fdp.ConsumeIntInRange(0, 200))
    source = fdp.ConsumeUnicode(fdp.ConsumeIntInRange(0, 400))
    if fdp.ConsumeBool():
        source = source + " " + quote  # make verification possible
    verdict = verify_quote(quote, source)
    if verdict.verified and not (
        verdict.start is not None and verdict.end is not None and 0 <= verdict.start <= verdict.end <= len(source)
    ):
        raise AssertionError(f"verified without offsets inside the source: {verdict!r}")


def test_one_input(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    if fdp.ConsumeBool():
        check_mutation(fdp)
    else:
        check_any_text(fdp)


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
