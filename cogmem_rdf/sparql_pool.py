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
import os
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
    """Worker main loop: (graph, text, accept, timeout, max_rows, rdf, snapshot) in, ("ok", Answer)
    or ("error", …) out."""
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
                store, opened_at = (
                    OxiStore.open_snapshot(snapshot, allow_service=allow_service),
                    snapshot,
                )
            conn.send(
                (
                    "ok",
                    run(store, ox.NamedNode(graph), text, accept, Limits(timeout, max_rows), rdf),
                )
            )
        except errors.CogmemError as exc:
            conn.send(
                (
                    "error",
                    type(exc).__name__ if type(exc).__name__ in _ERRORS else "OperationError",
                    str(exc),
                )
            )
        except Exception as exc:  # noqa: BLE001 - a worker must answer, whatever happened
            conn.send(("error", "OperationError", f"{type(exc).__name__}: {exc}"))


class _Worker:
    def __init__(self, ctx: Any, allow_service: tuple[str, ...]):
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve_queries, args=(child, allow_service), daemon=True)
        self.proc.start()
        child.close()
        self.busy_since: float | None = None
        self.niced = False
        if not self.conn.poll(_START_TIMEOUT) or self.conn.recv() != ("ready",):
            self.kill()
            raise errors.BackendError("a query worker did not start")

    def kill(self) -> None:
        self.proc.kill()
        self.proc.join(5)
        self.conn.close()


class WorkerPool:
    """Query processes reading snapshots of ``store``, an on-disk ``OxiStore`` open for writing.

    ``size`` workers are kept ready; when all are busy the pool grows, up to ``max_size``, so a
    few slow queries cannot take every worker. A query still running after ``nice_after``
    seconds has its worker's CPU priority lowered (nice 19), so the scheduler serves the short
    queries first; such a worker is retired when its query ends (priority cannot be raised back).
    """

    def __init__(
        self,
        store: Any,
        size: int = 4,
        allow_service: tuple[str, ...] | list[str] = (),
        *,
        max_size: int | None = None,
        nice_after: float = 0.5,
    ):
        if size < 1:
            raise errors.UsageError(f"need at least one query worker, got {size}")
        self.store, self.size = store, size
        self.max_size = max(size, max_size if max_size is not None else 3 * size)
        self.nice_after = nice_after
        self.allow_service = tuple(allow_service)
        self._snap_root = Path(store.path) / "query-snapshots"
        # left by a crash; we hold the write lock
        shutil.rmtree(self._snap_root, ignore_errors=True)
        self._snaps: dict[Path, int] = {}  # snapshot → queries running on it
        self._current: tuple[str, Path] | None = None
        # fork would copy the parent's RocksDB threads
        self._ctx = multiprocessing.get_context("spawn")
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._all: set[_Worker] = set()
        self._starting = 0
        self._lock = threading.Lock()
        self._closed = False
        for _ in range(size):
            self._add()
        threading.Thread(target=self._watch, daemon=True, name="cogmem-query-nice").start()

    # -- workers -------------------------------------------------------------------------------
    def _add(self) -> None:
        try:
            worker = _Worker(self._ctx, self.allow_service)
        finally:
            with self._lock:
                self._starting = max(0, self._starting - 1)
        with self._lock:
            if self._closed:
                worker.kill()
                return
            self._all.add(worker)
        self._idle.put(worker)

    def _start_one(self, *, only_below: int) -> None:
        """Start a worker in the background if fewer than ``only_below`` exist or are starting."""
        with self._lock:
            if self._closed or len(self._all) + self._starting >= only_below:
                return
            self._starting += 1
        threading.Thread(target=self._add, daemon=True, name="cogmem-query-worker-start").start()

    def _retire(self, worker: _Worker) -> None:
        with self._lock:
            self._all.discard(worker)
        worker.kill()
        self._start_one(only_below=self.size)

    def _watch(self) -> None:
        """Lower the priority of workers whose query runs long (see the class docstring)."""
        while not self._closed:
            time.sleep(0.1)
            now = time.monotonic()
            with self._lock:
                workers = list(self._all)
            for w in workers:
                since = w.busy_since
                if since is not None and not w.niced and now - since > self.nice_after:
                    try:
                        os.setpriority(os.PRIO_PROCESS, w.proc.pid, 19)
                        w.niced = True
                    except (OSError, TypeError):
                        pass

    def _take(self, deadline: float, limits: Limits) -> _Worker:
        try:
            return self._idle.get_nowait()
        except queue.Empty:
            self._start_one(only_below=self.max_size)
        try:
            return self._idle.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise QueryTimeoutError(
                f"no query worker was free within the {limits.timeout:g} s limit "
                f"({self.max_size} workers)"
            ) from None

    # -- snapshots -----------------------------------------------------------------------------
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

    # -- queries -------------------------------------------------------------------------------
    def run(
        self,
        graph: ox.NamedNode,
        text: str,
        accept: str | None = None,
        limits: Limits = Limits(),
        rdf: str | None = None,
    ) -> Answer:
        """Run a query in a worker; QueryTimeoutError (worker killed) once ``limits.timeout`` has
        passed."""
        deadline = time.monotonic() + limits.timeout
        worker = self._take(deadline, limits)
        snapshot = self._snapshot(self.store.change_token(graph))
        try:
            return self._ask(
                worker,
                deadline,
                limits,
                (graph.value, text, accept, limits.timeout, limits.max_rows, rdf, str(snapshot)),
            )
        finally:
            self._release(snapshot)

    def _ask(self, worker: _Worker, deadline: float, limits: Limits, request: tuple) -> Answer:
        worker.busy_since = time.monotonic()
        try:
            worker.conn.send(request)
            done = worker.conn.poll(max(0.0, deadline - time.monotonic()))
            reply = worker.conn.recv() if done else None
        except (EOFError, OSError) as exc:
            self._retire(worker)
            raise errors.BackendError(f"a query worker failed: {exc}") from exc
        worker.busy_since = None
        if reply is None:
            self._retire(worker)  # killing it is what stops the query and frees its CPU
            raise QueryTimeoutError(f"query stopped after its {limits.timeout:g} s limit")
        with self._lock:
            surplus = len(self._all) > self.size and self._idle.qsize() >= self.size
        if worker.niced or surplus:
            self._retire(worker)
        else:
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


def run_memory(
    mem: Any,
    text: str,
    accept: str | None = None,
    limits: Limits = Limits(),
    rdf: str | None = None,
) -> Answer:
    """One query on a memory within ``limits``: in a killable worker for an on-disk store, else in
    this thread.

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
        # drop kept-alive connections made with the old timeout; the next request reconnects
        mem.store.close()
    try:
        return run(mem.store, mem.graph, text, accept, limits, rdf)
    except errors.BackendError as exc:
        if isinstance(exc.__cause__, TimeoutError):
            raise QueryTimeoutError(
                f"no answer from the server within the {limits.timeout:g} s limit (stopping "
                "the query there is the server's job, e.g. oxigraph serve --timeout-s)"
            ) from exc
        raise
