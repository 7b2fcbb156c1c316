"""tests/remote/test_memory_remote.py against Virtuoso: ingest equal to embedded, subject access,
erasure, recall."""

from virtuoso_server import reuse

globals().update(reuse("remote/test_memory_remote.py"))
