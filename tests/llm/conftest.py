"""LLM tests talk to a scripted server on loopback only; anything else FAILS the test.

The suite-wide guard (tests/conftest.py) makes a non-loopback connect raise, but the openai
client turns that into a retryable connection error that our retry policy may swallow. Here
every attempt — a connect or a DNS lookup of a non-loopback host — is also recorded, and the
test fails at teardown if there was one.
"""

from __future__ import annotations

import ipaddress
import socket

import pytest
from llm.openai_stub import StubServer

_LOCAL_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost"}


def is_loopback(host) -> bool:
    if isinstance(host, bytes):
        host = host.decode()
    if host is None or host in _LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(str(host).split("%")[0]).is_loopback
    except ValueError:
        return False


@pytest.fixture(autouse=True)
def network_guard(monkeypatch):
    """Record and refuse any connect or name lookup outside loopback; fail the test if any."""
    attempts: list[str] = []
    real_connect, real_getaddrinfo = socket.socket.connect, socket.getaddrinfo

    def connect(self, address):
        if not isinstance(address, (str, bytes)) and not is_loopback(address[0]):
            attempts.append(f"connect {address!r}")
            raise ConnectionRefusedError(f"test tried to reach {address!r}: loopback only")
        return real_connect(self, address)

    def getaddrinfo(host, *args, **kw):
        if not is_loopback(host):
            attempts.append(f"getaddrinfo {host!r}")
            raise socket.gaierror(f"test tried to resolve {host!r}: loopback only")
        return real_getaddrinfo(host, *args, **kw)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    yield attempts
    if attempts:
        pytest.fail("test tried to reach the network outside loopback: " + "; ".join(attempts))


@pytest.fixture
def stub():
    """Factory: ``with stub(responder) as server`` starts a scripted server on 127.0.0.1."""
    return StubServer
