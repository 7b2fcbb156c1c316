"""Start a real ``oxigraph serve`` on loopback for tests (importable helper + pytest fixture).

    from oxigraph_server import running_oxigraph
    with running_oxigraph(tmp_path / "ox") as server:
        RemoteStore(server.url)
"""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest


def oxigraph_binary() -> str | None:
    """The ``oxigraph`` server binary: on PATH or next to this Python (a virtualenv's bin/)."""
    here = Path(sys.executable).with_name("oxigraph")
    return shutil.which("oxigraph") or (str(here) if here.exists() else None)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class OxigraphServer:
    """One ``oxigraph serve --location DIR --bind 127.0.0.1:PORT`` subprocess."""

    def __init__(self, location: Path):
        self.location = Path(location)
        self.port = 0
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 15.0) -> OxigraphServer:
        binary = oxigraph_binary()
        if binary is None:
            raise RuntimeError("the oxigraph server binary is not installed (pip install oxigraph)")
        for _ in range(3):  # a free port can be taken between probing and binding: retry
            self.port = free_port()
            self.proc = subprocess.Popen(
                [
                    binary,
                    "serve",
                    "--location",
                    str(self.location),
                    "--bind",
                    f"127.0.0.1:{self.port}",
                ],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
            )
            if self._wait(timeout):
                return self
            self.stop()
        raise RuntimeError("oxigraph serve did not start")

    def _wait(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is None or self.proc.poll() is not None:
                return False
            try:
                with urllib.request.urlopen(f"{self.url}/query?query=ASK%7B%7D", timeout=1):
                    return True
            except (urllib.error.URLError, OSError):
                time.sleep(0.05)
        return False

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc is not None and self.proc.stderr is not None:
            self.proc.stderr.close()
        self.proc = None


@contextlib.contextmanager
def running_oxigraph(location: Path) -> Iterator[OxigraphServer]:
    """A started server that is stopped on exit."""
    server = OxigraphServer(location).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def oxigraph_server(tmp_path) -> Iterator[OxigraphServer]:
    """A fresh oxigraph server with its own data directory, killed after the test."""
    if oxigraph_binary() is None:
        pytest.skip("oxigraph server binary not installed")
    with running_oxigraph(tmp_path / "oxigraph-server") as server:
        yield server
