"""Fixtures: two memories of one store, a served endpoint per memory, oxigraph servers on
loopback."""

from __future__ import annotations

import pytest
from oxigraph_server import oxigraph_server, running_oxigraph  # noqa: F401
from privacy.scripted import build


@pytest.fixture
def mem_a(store, tmp_path):
    return build(store, "a", tmp_path / "vectors")


@pytest.fixture
def mem_b(store, tmp_path):
    mem = build(store, "b", tmp_path / "vectors")
    mem.store.extend([])  # same store as mem_a
    return mem

