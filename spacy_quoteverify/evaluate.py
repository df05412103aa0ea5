"""The documented path ``spacy_quoteverify.evaluate``: the code lives in :mod:`spacy_quoteverify.evaluation.evaluate`."""

from spacy_quoteverify.evaluation.evaluate import create_quote_corpus, evaluate_cli, main

__all__ = ["create_quote_corpus", "evaluate_cli", "main"]

if __name__ == "__main__":
    raise SystemExit(main())
