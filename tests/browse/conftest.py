"""Fixtures: the invented dialogue of browse_dialogue.py in an in-memory store."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browse_dialogue import build


@pytest.fixture(scope="module")
def mem():
    m = build()
    yield m
    m.close()
