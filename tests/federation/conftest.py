"""Fixtures: two memories of one store, a served endpoint per memory, oxigraph servers on loopback."""

from __future__ import annotations

import threading

import pytest
from oxigraph_server import oxigraph_server, running_oxigraph  # noqa: F401
from privacy.scripted import build

from cogmem_rdf.serve import endpoint, make_server


@pytest.fixture
def mem_a(store, tmp_path):
    return build(store, "a", tmp_path / "vectors")


@pytest.fixture
def mem_b(store, tmp_path):
    mem = build(store, "b", tmp_path / "vectors")
    mem.store.extend([])  # same store as mem_a
    return mem


@pytest.fixture
def serve():
    """``serve(mem, allow_update=False)`` → the /query URL of a running endpoint (stopped after the test)."""
    servers = []

    def start(mem, **kw):
        server = make_server(mem, "127.0.0.1:0", **kw)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return endpoint(server)

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()
