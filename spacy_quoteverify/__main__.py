"""``python -m spacy_quoteverify``: the same command line as ``quoteverify``."""
from spacy_quoteverify.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
