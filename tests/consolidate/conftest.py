"""Fixtures for consolidation tests: a scripted extractor over invented dialogue, a real store."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def embedder():
    from cogmem_rdf.vectors import UseEmbedder

    return UseEmbedder()
