"""Suite-wide guard: no test may reach a host outside loopback (no real LLM or model hub)."""

from __future__ import annotations

import ipaddress
import socket

import pytest

from cogmem_rdf.store import OxiStore

_real_connect = socket.socket.connect


def _loopback(address) -> bool:
    if isinstance(address, (str, bytes)):  # AF_UNIX paths
        return True
    host = address[0]
    if host in ("localhost",):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _guarded_connect(self, address):
    if not _loopback(address):
        raise RuntimeError(f"test tried to reach {address!r}: only loopback is allowed in tests")
    return _real_connect(self, address)


@pytest.fixture(autouse=True)
def _no_network(monkeypatch):
    monkeypatch.setattr(socket.socket, "connect", _guarded_connect)
    yield


@pytest.fixture
def store():
    """A fresh in-memory Oxigraph store (the real one; tests never mock our components)."""
    s = OxiStore(None)
    yield s
    s.close()


@pytest.fixture
def serve():
    """``serve(mem, **options)`` → the /query URL of a ``cogmem serve`` endpoint in a thread,
    stopped after the test (one fixture for the guard, federation and Virtuoso tests)."""
    import threading

    from cogmem_rdf.serve import endpoint, make_server

    servers = []

    def start(mem, **kw):
        server = make_server(mem, "127.0.0.1:0", **kw)
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02},
                         daemon=True).start()
        servers.append(server)
        return endpoint(server)

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()
