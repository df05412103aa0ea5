"""The documented path ``spacy_quoteverify.distributed``: the code lives in :mod:`spacy_quoteverify.batch.cluster`."""

from spacy_quoteverify.batch.cluster import join_sources, verify_rows, verify_table, write_results

__all__ = ["join_sources", "verify_rows", "verify_table", "write_results"]
