"""Benchmarks of spacy-quoteverify against the tools people use for the same job.

Run the whole suite with ``python -m benchmarks.run [--quick] [--output-dir DIR]``
(or ``quoteverify bench``); each ``bench_*.py`` module also runs on its own.
"""
