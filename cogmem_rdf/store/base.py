"""The graph-store interface every backend implements."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol, runtime_checkable

import pyoxigraph as ox

# A tracer sees every query by name (or "adhoc") and its bound values, before it runs.
Tracer = Callable[[str, Mapping[str, Any]], None]

Term = ox.NamedNode | ox.BlankNode | ox.Literal | ox.Triple


@runtime_checkable
class GraphStore(Protocol):
    """Quads in named graphs, SPARQL scoped to one graph, atomic batch writes."""

    def select(
        self, name: str, graph: ox.NamedNode, bindings: Mapping[str, Term] | None = None
    ) -> list[dict[str, Term]]:
        """Run ``queries/<name>.rq`` with ``graph`` as the only dataset, values bound as
        parameters."""
        ...

    def query(
        self,
        text: str,
        graph: ox.NamedNode,
        bindings: Mapping[str, Term] | None = None,
        name: str = "adhoc",
    ) -> Any:
        """Run SPARQL text against ``graph`` only; returns pyoxigraph results."""
        ...

    def extend(self, quads: Iterable[ox.Quad]) -> None:
        """Add quads in one transaction."""
        ...

    def remove_quads(self, quads: Iterable[ox.Quad]) -> None: ...

    def update(self, name: str) -> None:
        """Run the constant SPARQL update ``queries/<name>.rq`` atomically (no values in its
        text)."""
        ...

    def quads(self, graph: ox.NamedNode) -> Iterable[ox.Quad]: ...

    def graphs(self) -> list[ox.NamedNode]: ...

    def clear_graph(self, graph: ox.NamedNode) -> None: ...

    def change_token(self, memory: str | ox.NamedNode) -> str:
        """A value that changes with every write to the memory, by any process
        (``store.tokens``)."""
        ...

    def close(self) -> None: ...
