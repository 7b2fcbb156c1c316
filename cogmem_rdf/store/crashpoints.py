"""Crash points for reliability tests: ``COGMEM_TEST_CRASH_AT=<point>`` kills the process there.

The variable is read when a point is reached (never at import), so a test sets it for one
subprocess only; unset, a point costs one dictionary lookup. The kill is SIGKILL, as ``kill -9``:
no cleanup, no flush, no ``finally``. Points:

- ``replace-before-apply``: ``store.atomic.replace`` has written its job markers and not yet
  applied them (consolidate and erase both write through it);
- ``replace-after-apply``: the job is applied; for ``consolidate`` the vector sidecar is not yet
  synced;
- ``vectors-before-save``: ``memory_vectors.sync`` has embedded what was missing and has not yet
  saved the index;
- ``rewrite-after-journal``, ``rewrite-after-old-moved``, ``rewrite-before-delete``: the steps of
  ``store.rewrite`` (erasure's copy of the store into a fresh directory).
"""

from __future__ import annotations

import os
import signal

ENV = "COGMEM_TEST_CRASH_AT"


def crash_point(name: str) -> None:
    """Die at once (SIGKILL) when ``COGMEM_TEST_CRASH_AT`` names this point."""
    if os.environ.get(ENV) == name:
        os.kill(os.getpid(), signal.SIGKILL)
