"""The embedded pyoxigraph store: on disk (default) or in memory (tests)."""

from __future__ import annotations

import shutil
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pyoxigraph as ox

from ..errors import BackendError, UsageError
from ..resources import query as load_query
from ..sparql_guard import check
from . import rewrite
from .base import Term, Tracer
from .crashpoints import crash_point
from .lock import StoreLock
from .tokens import CHANGE_TOKEN, CHANGES, fresh, graph_of, token_value, written_graphs


class OxiStore:
    """pyoxigraph ``Store`` with scoped queries, parameter binding and a tracer hook."""

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        tracer: Tracer | None = None,
        read_only: bool = False,
        allow_service: Sequence[str] = (),
    ):
        self.path = Path(path) if path is not None else None
        self.tracer = tracer
        self.read_only = read_only
        # endpoints SERVICE may call (sparql_guard refuses the rest)
        self.allow_service = tuple(allow_service)
        self._lock: StoreLock | None = None
        try:
            if self.path is None:
                self._store = ox.Store()
            elif read_only:
                self._store = ox.Store.read_only(str(self.path / "oxigraph"))
            else:
                self._lock = StoreLock(self.path)
                self._lock.acquire()
                rewrite.recover(self.path)  # finish an erasure's swap a crash interrupted
                self._store = ox.Store(str(self.path / "oxigraph"))
                self._finish_pending()
        except OSError as exc:
            if self._lock:
                self._lock.release()
            raise BackendError(f"cannot open store {self.path}: {exc}") from exc
        except BackendError:
            if self._lock:
                self._lock.release()
            raise

    @classmethod
    def open_snapshot(cls, directory: str | Path, *, allow_service: Sequence[str] = ()) -> OxiStore:
        """A read-only store on a RocksDB directory written by ``raw.backup`` (query worker
        processes)."""
        store = cls(None, allow_service=allow_service)
        try:
            store._store = ox.Store.read_only(str(directory))
        except OSError as exc:
            raise BackendError(f"cannot open snapshot {directory}: {exc}") from exc
        store.read_only = True
        return store

    def _finish_pending(self) -> None:
        """Apply a write job a crash left between its markers and its update (``atomic.replace``).

        Done at once, under the write lock: left pending, it would be applied by the next job's
        update on top of whatever was written in between (a stale fact beside the new one).
        """
        from .atomic import has_pending

        if has_pending(self._store):
            self.update("store_apply_markers")

    @property
    def raw(self) -> ox.Store:
        """The underlying pyoxigraph store (for export/import and checks)."""
        return self._store

    def _trace(self, name: str, bindings: Mapping[str, Any] | None) -> None:
        if self.tracer is not None:
            self.tracer(name, dict(bindings or {}))

    def query(
        self,
        text: str,
        graph: ox.NamedNode,
        bindings: Mapping[str, Term] | None = None,
        name: str = "adhoc",
    ) -> Any:
        self._trace(name, bindings)
        text = check(text, graph.value, self.allow_service)
        # only then: store.relay's HTTP server modules cost a cold CLI ~30 ms
        if self.allow_service:
            from .relay import relay_services

            text = relay_services(text, self.allow_service)  # see store.relay
        subs = {ox.Variable(k): v for k, v in (bindings or {}).items()}
        try:
            return self._store.query(
                text, default_graph=[graph], named_graphs=[graph], substitutions=subs or None
            )
        except SyntaxError as exc:
            raise UsageError(f"invalid SPARQL in {name}: {str(exc).splitlines()[0]}") from exc
        except OSError as exc:
            raise BackendError(f"query {name} failed: {exc}") from exc

    def select(
        self, name: str, graph: ox.NamedNode, bindings: Mapping[str, Term] | None = None
    ) -> list[dict[str, Term]]:
        result = self.query(load_query(name), graph, bindings, name=name)
        variables = [v.value for v in result.variables]
        return [{v: sol[v] for v in variables if sol[v] is not None} for sol in result]

    def change_token(self, memory: str | ox.NamedNode) -> str:
        """The memory's change token, renewed by every write (see ``store.tokens``)."""
        graph = graph_of(memory)
        return token_value(
            q.object
            for q in self._store.quads_for_pattern(graph, CHANGE_TOKEN, None, CHANGES)
            if isinstance(q.object, ox.Literal)
        )

    def _old_tokens(self, graphs: set[ox.NamedNode]) -> list[ox.Quad]:
        return [
            q for g in graphs for q in self._store.quads_for_pattern(g, CHANGE_TOKEN, None, CHANGES)
        ]

    def extend(self, quads: Iterable[ox.Quad]) -> None:
        """Add quads and the new change tokens of their memories in one transaction.

        Each quad is given once: an ingest chunk names ~40% of its quads twice or more (a person
        at each mention, a session at each turn), and the transaction checks every quad it is
        given against the store (measured, the 46 writes of a 1.5 MB ingest replayed into a fresh
        store: 9.9 → 5.7 s of CPU, the same 198,698 quads stored)."""
        quads = list(dict.fromkeys(quads))
        graphs = written_graphs(quads)
        old = self._old_tokens(graphs)
        try:
            self._store.extend(quads + fresh(graphs))
            for q in old:
                self._store.remove(q)
        except OSError as exc:
            raise BackendError(f"write failed: {exc}") from exc

    def remove_quads(self, quads: Iterable[ox.Quad]) -> None:
        quads = list(quads)
        for q in quads:
            self._store.remove(q)
        self._renew(written_graphs(quads))

    def _renew(self, graphs: set[ox.NamedNode]) -> None:
        if graphs:
            old = self._old_tokens(graphs)
            self._store.extend(fresh(graphs))
            for q in old:
                self._store.remove(q)

    def update(self, name: str) -> None:
        """Run the constant SPARQL UPDATE ``queries/<name>.rq`` in one transaction (library
        maintenance, never user text)."""
        self._trace(name, None)
        try:
            self._store.update(load_query(name))
        except OSError as exc:
            raise BackendError(f"update {name} failed: {exc}") from exc

    def quads(self, graph: ox.NamedNode) -> Iterable[ox.Quad]:
        return self._store.quads_for_pattern(None, None, None, graph)

    def graphs(self) -> list[ox.NamedNode]:
        return [g for g in self._store.named_graphs() if isinstance(g, ox.NamedNode)]

    def has_graph(self, graph: ox.NamedNode) -> bool:
        """Whether the named graph exists (one key lookup, unlike scanning ``graphs()``)."""
        return self._store.contains_named_graph(graph)

    def clear_graph(self, graph: ox.NamedNode) -> None:
        if self._store.contains_named_graph(graph):
            self._store.remove_graph(graph)
            self._renew({graph})

    def rewrite(self) -> dict[str, Any]:
        """Copy every live quad into a fresh directory and swap it in (``store.rewrite``): removed
        data leaves the disk."""
        if self.path is None or self.read_only:
            raise UsageError("only an on-disk store open for writing can be rewritten")
        fresh, count = rewrite.build_copy(self._store, self.path)
        old = rewrite.decide(self.path, fresh)
        crash_point("rewrite-after-journal")
        del self._store
        try:
            rewrite.swap(self.path, fresh, old)
        finally:
            self._store = ox.Store(str(self.path / rewrite.LIVE))
        # query workers' checkpoints hold the old files;
        # only a writer (us, under the lock) makes them
        shutil.rmtree(self.path / "query-snapshots", ignore_errors=True)
        return {"rewritten": True, "quads": count}

    def flush(self) -> None:
        if self.path is not None and not self.read_only:
            self._store.flush()

    def close(self) -> None:
        if not hasattr(self, "_store"):
            return  # closed already
        self.flush()
        if self._lock is not None:
            self._lock.release()
            self._lock = None
        del self._store
