"""Fixtures: the invented dialogue of browse_dialogue.py in an in-memory store."""

from __future__ import annotations

import pytest
from browse.browse_dialogue import build


@pytest.fixture(scope="module")
def mem():
    m = build()
    yield m
    m.close()
