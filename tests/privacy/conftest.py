"""Fixtures: the scripted memory (scripted.py) in an in-memory store, and a second memory beside
it."""

from __future__ import annotations

import pytest
from privacy.scripted import build


@pytest.fixture
def mem(store, tmp_path):
    return build(store, "m", tmp_path / "vectors")


@pytest.fixture
def other(store, tmp_path):
    """A second memory of the same store with the same people: it must never change."""
    return build(store, "other", tmp_path / "vectors")
