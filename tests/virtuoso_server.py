"""Start a real OpenLink Virtuoso 7 (Debian's ``virtuoso-opensource``) on loopback for tests.

No service manager: ``virtuoso-t +foreground`` on a generated ``virtuoso.ini`` whose database,
log and transaction files all live in a throwaway directory, SQL and HTTP ports free ports on
127.0.0.1. A fresh database has the ``dba`` user with password ``dba``; updates go to
``/sparql-auth`` with digest auth as that user (nothing is granted to the anonymous ``SPARQL``
user, so the read-only ``/sparql`` stays read-only, as on a real deployment).

    from virtuoso_server import running_virtuoso
    with running_virtuoso(tmp_path / "vt") as server:
        RemoteStore(server.url)   # http://dba:dba@127.0.0.1:PORT/sparql
"""

from __future__ import annotations

import contextlib
import importlib.util
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from oxigraph_server import free_port

TESTS = Path(__file__).resolve().parent

USER, PASSWORD = "dba", "dba"

INI = """\
[Database]
DatabaseFile = {dir}/virtuoso.db
ErrorLogFile = {dir}/virtuoso.log
LockFile = {dir}/virtuoso.lck
TransactionFile = {dir}/virtuoso.trx
xa_persistent_file = {dir}/virtuoso.pxa
[TempDatabase]
DatabaseFile = {dir}/virtuoso-temp.db
TransactionFile = {dir}/virtuoso-temp.trx
[Parameters]
ServerPort = 127.0.0.1:{sql_port}
DisableUnixSocket = 1
CheckpointInterval = 0
NumberOfBuffers = 10000
MaxDirtyBuffers = 6000
ThreadsPerQuery = 2
DirsAllowed = .
[HTTPServer]
ServerPort = 127.0.0.1:{http_port}
ServerRoot = {dir}
ServerThreads = 10
MaxClientConnections = 10
[SPARQL]
ResultSetMaxRows = {max_rows}
MaxQueryExecutionTime = 120
"""


def virtuoso_binary() -> str | None:
    """Debian's ``virtuoso-t`` (package ``virtuoso-opensource``), if installed."""
    return shutil.which("virtuoso-t")


class VirtuosoServer:
    """One ``virtuoso-t +foreground +configfile DIR/virtuoso.ini`` subprocess."""

    def __init__(self, directory: Path, max_rows: int = 1_000_000):
        self.directory = Path(directory)
        self.max_rows = max_rows  # [SPARQL] ResultSetMaxRows: Debian's default is 10000
        self.port = 0
        self.proc: subprocess.Popen | None = None
        self.startup_s = 0.0

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        """The store URL a memory is given: Virtuoso's ``/sparql`` with the update user."""
        return f"http://{USER}:{PASSWORD}@127.0.0.1:{self.port}/sparql"

    def start(self, timeout: float = 90.0) -> VirtuosoServer:
        binary = virtuoso_binary()
        if binary is None:
            raise RuntimeError("virtuoso-t is not installed (apt-get install virtuoso-opensource)")
        began = time.monotonic()
        for _ in range(3):  # a free port can be taken between probing and binding: retry
            shutil.rmtree(self.directory, ignore_errors=True)
            self.directory.mkdir(parents=True)
            self.port = free_port()
            ini = self.directory / "virtuoso.ini"
            ini.write_text(INI.format(dir=self.directory, sql_port=free_port(), http_port=self.port,
                                      max_rows=self.max_rows))
            self.proc = subprocess.Popen(
                [binary, "+foreground", "+configfile", str(ini)],
                cwd=self.directory,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            if self._wait(timeout):
                self.startup_s = time.monotonic() - began
                return self
            self.stop()
        log = self.directory / "virtuoso.log"
        tail = log.read_text(errors="replace")[-2000:] if log.exists() else "(no log)"
        raise RuntimeError(f"virtuoso did not start; its log ends:\n{tail}")

    def _wait(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is None or self.proc.poll() is not None:
                return False
            try:
                with urllib.request.urlopen(
                    f"{self.base}/sparql?query=SELECT%20*%20%7B%7D", timeout=2
                ):
                    return True
            except (urllib.error.URLError, OSError):
                time.sleep(0.1)
        return False

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None


@contextlib.contextmanager
def running_virtuoso(directory: Path, max_rows: int = 1_000_000) -> Iterator[VirtuosoServer]:
    """A started server on a throwaway database, stopped on exit."""
    server = VirtuosoServer(directory, max_rows).start()
    try:
        yield server
    finally:
        server.stop()


def reuse(relpath: str, *, skip: tuple[str, ...] = ()) -> dict[str, Any]:
    """The ``test_*`` functions of ``tests/<relpath>``, to be collected again in a Virtuoso
    module."""
    path = TESTS / relpath
    spec = importlib.util.spec_from_file_location(f"_reused_{path.stem}_{abs(hash(relpath))}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {name: fn for name, fn in vars(module).items()
            if name.startswith("test_") and callable(fn) and name not in skip}
