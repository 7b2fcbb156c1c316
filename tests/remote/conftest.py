"""Fixtures: a real ``oxigraph serve`` on loopback, and a store fixture run against both
backends."""

from __future__ import annotations

import pytest
from oxigraph_server import oxigraph_binary, oxigraph_server, running_oxigraph  # noqa: F401

from cogmem_rdf.store import OxiStore, RemoteStore


@pytest.fixture(params=["embedded", "remote"])
def any_store(request, tmp_path):
    """The same tests on the embedded store and on a RemoteStore talking to ``oxigraph serve``."""
    if request.param == "embedded":
        store = OxiStore(None)
        yield store
        store.close()
        return
    if oxigraph_binary() is None:
        pytest.skip("oxigraph server binary not installed")
    with running_oxigraph(tmp_path / "ox") as server:
        store = RemoteStore(server.url)
        yield store
        store.close()
