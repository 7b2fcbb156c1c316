"""Fixtures: a canary endpoint that counts requests, two memories on disk, on a server and
served."""

from __future__ import annotations

import pytest
from guard.canary import Canary
from oxigraph_server import oxigraph_server, running_oxigraph  # noqa: F401


@pytest.fixture
def canary():
    """A fresh canary per test: its count starts at zero."""
    c = Canary()
    yield c
    c.close()

