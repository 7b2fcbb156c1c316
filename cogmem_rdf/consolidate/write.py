"""Write a consolidation result as a diff against what the store holds, in one transaction.

Consolidation recomputes its derived nodes from scratch and then changes only the quads that
differ, so a rerun over unchanged data writes nothing and leaves the store byte-for-byte equal.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pyoxigraph as ox

from ..store.atomic import replace as atomic_replace

if TYPE_CHECKING:
    from ..memory import Memory


def canonical(quads: Iterable[ox.Quad]) -> set[ox.Quad]:
    """The quads as the store will give them back (Oxigraph normalises typed literals: 0.60 →
    0.6)."""
    tmp = ox.Store()
    tmp.extend(list(quads))
    return set(tmp)


def existing(mem: Memory, query: str, subject: str) -> dict[ox.NamedNode, set[ox.Quad]]:
    """Quads of the derived nodes a query lists, grouped by node (rows: ?<subject> ?p ?o)."""
    out: dict[ox.NamedNode, set[ox.Quad]] = {}
    for row in mem.select(query):
        node = row[subject]
        out.setdefault(node, set()).add(ox.Quad(node, row["p"], row["o"], mem.graph))
    return out


def replace(mem: Memory, remove: set[ox.Quad], add: set[ox.Quad]) -> None:
    """Remove and add quads atomically (marker graph + constant update; no values in query text)."""
    atomic_replace(mem.store, mem.graph, remove, add)
