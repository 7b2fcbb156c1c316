"""Where the development data lives: one setting for every test that reads it.

``$COGMEM_DATA`` if set, else ``../shared/data`` beside the checkout (where CI puts it). A test
that needs a file calls ``require``: when the file is missing it fails under CI (``$CI`` set), so
a moved data directory cannot turn into silently skipped tests, and skips elsewhere with the path
it looked for.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(
    os.environ.get("COGMEM_DATA") or Path(__file__).resolve().parents[2] / "shared" / "data"
)


def dev_file(relative: str) -> Path | None:
    """The data file, or None when it is not there."""
    path = ROOT / relative
    return path if path.exists() else None


def require(relative: str) -> Path:
    """The data file; a missing one fails the test in CI and skips it elsewhere."""
    path = ROOT / relative
    if not path.exists():
        message = f"development data missing: {path} (set COGMEM_DATA to the shared data directory)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path
