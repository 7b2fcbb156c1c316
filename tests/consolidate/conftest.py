"""Fixtures for consolidation tests: a scripted extractor over invented dialogue, a real store."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(scope="session")
def embedder():
    from cogmem_rdf.vectors import UseEmbedder

    return UseEmbedder()
