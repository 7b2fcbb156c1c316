"""Query worker processes for on-disk stores: a query past its time limit is killed, not waited for.

pyoxigraph cannot cancel a running query (an ORDER BY or COUNT over a cross product computes in
one call that never returns to Python), so ``cogmem serve`` and ``cogmem sparql`` run queries in
worker processes. At the deadline the worker is killed, which releases its CPU at once, and a
fresh one is started in the background; the client gets ``QueryTimeoutError``. The pool is
bounded (``size`` processes); a request that finds no free worker before its deadline times out.

Workers read a snapshot, not the live store: RocksDB's read-only mode beside a writer fails when
the writer deletes files it still lists (seen here as "Corruption: … No such file"). The writer
takes a checkpoint (``Store.backup``: hard links, milliseconds) under
``<store>/query-snapshots/`` whenever the memory's change token (``store.tokens``) moved; a worker
reopens when it is sent a new snapshot; a snapshot is deleted once it is neither current nor in
use, and all of them when the pool closes.
"""

from __future__ import annotations

import multiprocessing
import queue
import shutil
import threading
import time
import uuid
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import pyoxigraph as ox

from . import errors
from .sparql_exec import Answer, Limits, QueryTimeoutError, RowLimitError, run
from .sparql_guard import GuardError

_ERRORS = {cls.__name__: cls for cls in (errors.UsageError, errors.InputError, errors.NotFoundError,
                                          errors.OperationError, errors.BackendError, GuardError,
                                          QueryTimeoutError, RowLimitError)}
_START_TIMEOUT = 60.0


def _serve_queries(conn: Connection, allow_service: tuple[str, ...]) -> None:
    """Worker main loop: (graph, text, accept, timeout, max_rows, rdf, snapshot) in, ("ok", Answer) or ("error", …) out."""
    from .store import OxiStore

    store, opened_at = None, None
    conn.send(("ready",))
    while True:
        try:
            req = conn.recv()
        except EOFError:
            return
        if req is None:
            return
        graph, text, accept, timeout, max_rows, rdf, snapshot = req
        try:
            if store is None or snapshot != opened_at:
                if store is not None:
                    store.close()
                store, opened_at = OxiStore.open_snapshot(snapshot, allow_service=allow_service), snapshot
            conn.send(("ok", run(store, ox.NamedNode(graph), text, accept, Limits(timeout, max_rows), rdf)))
        except errors.CogmemError as exc:
            conn.send(("error", type(exc).__name__ if type(exc).__name__ in _ERRORS else "OperationError", str(exc)))
        except Exception as exc:  # noqa: BLE001 - a worker must answer, whatever happened
            conn.send(("error", "OperationError", f"{type(exc).__name__}: {exc}"))


class _Worker:
    def __init__(self, ctx: Any, allow_service: tuple[str, ...]):
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve_queries, args=(child, allow_service), daemon=True)
        self.proc.start()
        child.close()
        if not self.conn.poll(_START_TIMEOUT) or self.conn.recv() != ("ready",):
            self.kill()
            raise errors.BackendError("a query worker did not start")

    def kill(self) -> None:
        self.proc.kill()
        self.proc.join(5)
        self.conn.close()


class WorkerPool:
    """``size`` query processes reading snapshots of ``store``, an on-disk ``OxiStore`` open for writing."""

    def __init__(self, store: Any, size: int = 4, allow_service: tuple[str, ...] | list[str] = ()):
        if size < 1:
            raise errors.UsageError(f"need at least one query worker, got {size}")
        self.store, self.size = store, size
        self.allow_service = tuple(allow_service)
        self._snap_root = Path(store.path) / "query-snapshots"
        shutil.rmtree(self._snap_root, ignore_errors=True)  # left by a crash; we hold the write lock
        self._snaps: dict[Path, int] = {}  # snapshot → queries running on it
        self._current: tuple[str, Path] | None = None
        self._ctx = multiprocessing.get_context("spawn")  # fork would copy the parent's RocksDB threads
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._all: set[_Worker] = set()
        self._lock = threading.Lock()
        self._closed = False
        for _ in range(size):
            self._add()

    def _add(self) -> None:
        worker = _Worker(self._ctx, self.allow_service)
        with self._lock:
            if self._closed:
                worker.kill()
                return
            self._all.add(worker)
        self._idle.put(worker)

    def _replace(self, worker: _Worker) -> None:
        with self._lock:
            self._all.discard(worker)
        worker.kill()
        threading.Thread(target=self._add, daemon=True, name="cogmem-query-worker-restart").start()

    def _snapshot(self, token: str) -> Path:
        with self._lock:
            if self._current is None or self._current[0] != token:
                path = self._snap_root / uuid.uuid4().hex
                self._snap_root.mkdir(exist_ok=True)
                self.store.raw.backup(str(path))
                self._snaps[path] = 0
                self._current = (token, path)
                self._collect()
            path = self._current[1]
            self._snaps[path] += 1
            return path

    def _release(self, path: Path) -> None:
        with self._lock:
            self._snaps[path] -= 1
            self._collect()

    def _collect(self) -> None:
        """Delete snapshots that are neither current nor in use (caller holds the lock)."""
        for path, users in list(self._snaps.items()):
            if users == 0 and (self._current is None or path != self._current[1]):
                shutil.rmtree(path, ignore_errors=True)
                del self._snaps[path]

    def run(self, graph: ox.NamedNode, text: str, accept: str | None = None, limits: Limits = Limits(),
            rdf: str | None = None) -> Answer:
        """Run a query in a worker; QueryTimeoutError (worker killed) once ``limits.timeout`` has passed."""
        deadline = time.monotonic() + limits.timeout
        try:
            worker = self._idle.get(timeout=limits.timeout)
        except queue.Empty:
            raise QueryTimeoutError(f"no query worker was free within the {limits.timeout:g} s limit "
                                    f"({self.size} workers)") from None
        snapshot = self._snapshot(self.store.change_token(graph))
        try:
            return self._ask(worker, deadline, limits, (graph.value, text, accept, limits.timeout, limits.max_rows,
                                                        rdf, str(snapshot)))
        finally:
            self._release(snapshot)

    def _ask(self, worker: _Worker, deadline: float, limits: Limits, request: tuple) -> Answer:
        try:
            worker.conn.send(request)
            done = worker.conn.poll(max(0.0, deadline - time.monotonic()))
            reply = worker.conn.recv() if done else None
        except (EOFError, OSError) as exc:
            self._replace(worker)
            raise errors.BackendError(f"a query worker failed: {exc}") from exc
        if reply is None:
            self._replace(worker)
            raise QueryTimeoutError(f"query stopped after its {limits.timeout:g} s limit")
        self._idle.put(worker)
        if reply[0] == "ok":
            return reply[1]
        raise _ERRORS.get(reply[1], errors.OperationError)(reply[2])

    def close(self) -> None:
        with self._lock:
            self._closed = True
            workers, self._all = list(self._all), set()
            self._current = None
        for worker in workers:
            try:
                worker.conn.send(None)
            except OSError:
                pass
            worker.proc.join(2)
            if worker.proc.is_alive():
                worker.kill()
        shutil.rmtree(self._snap_root, ignore_errors=True)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def run_memory(mem: Any, text: str, accept: str | None = None, limits: Limits = Limits(), rdf: str | None = None) -> Answer:
    """One query on a memory within ``limits``: in a killable worker for an on-disk store, else in this thread.

    A remote store answers within its HTTP timeout, set to ``limits.timeout``; stopping the
    query on the server is the server's job (``oxigraph serve --timeout-s``).
    """
    from .sparql_guard import check

    text = check(text, mem.graph.value, getattr(mem.store, "allow_service", ()))
    if getattr(mem.store, "path", None) is not None and not mem.store.read_only:
        with WorkerPool(mem.store, 1, getattr(mem.store, "allow_service", ())) as pool:
            return pool.run(mem.graph, text, accept, limits, rdf)
    if hasattr(mem.store, "timeout"):
        mem.store.timeout = limits.timeout
    return run(mem.store, mem.graph, text, accept, limits, rdf)
