"""Fixtures: a canary endpoint that counts requests, two memories on disk, on a server and served."""

from __future__ import annotations

import threading

import pytest
from guard.canary import Canary
from oxigraph_server import oxigraph_server, running_oxigraph  # noqa: F401

from cogmem_rdf.serve import endpoint, make_server


@pytest.fixture
def canary():
    """A fresh canary per test: its count starts at zero."""
    c = Canary()
    yield c
    c.close()


@pytest.fixture
def serve():
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
