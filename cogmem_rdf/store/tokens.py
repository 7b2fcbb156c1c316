"""Per-memory change tokens: one literal per memory graph, replaced by every write.

Readers (the recall catalog, a long-lived ``Memory`` in an MCP server) key their caches on
``store.change_token(graph)``; because the token lives in the store, a write by *any* process
(ingest, erase, consolidate, import, ``serve --allow-update``) invalidates every reader's cache.

The token of ``<G>`` is the object of ``<G> cm:changeToken ?t`` in the graph
``<urn:x-cogmem:changes>``. Writes that go through ``store.atomic.replace`` renew it inside the
same transaction (first operation of ``queries/store_apply_markers.rq``); a plain ``extend`` adds
the new token in the same transaction as the data and removes the old one right after, so a
reader in between sees both tokens, which is also a new value. Never an old value after a write.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable

import pyoxigraph as ox

from .. import vocab as v

CHANGES = ox.NamedNode("urn:x-cogmem:changes")
CHANGE_TOKEN = ox.NamedNode("urn:x-cogmem:changeToken")
INTERNAL = {CHANGES, ox.NamedNode("urn:x-cogmem:write-markers")}


def graph_of(memory: str | ox.NamedNode) -> ox.NamedNode:
    """A memory id or its graph → the graph (ids are validated)."""
    return memory if isinstance(memory, ox.NamedNode) else v.memory_graph(memory)


def written_graphs(quads: Iterable[ox.Quad]) -> set[ox.NamedNode]:
    """The memory graphs a batch of quads writes (internal graphs excluded)."""
    return {
        q.graph_name
        for q in quads
        if isinstance(q.graph_name, ox.NamedNode) and q.graph_name not in INTERNAL
    }


def fresh(graphs: Iterable[ox.NamedNode]) -> list[ox.Quad]:
    """A new token quad for each graph."""
    return [
        ox.Quad(g, CHANGE_TOKEN, ox.Literal(str(uuid.uuid4())), CHANGES)
        for g in sorted(graphs, key=str)
    ]


def token_value(literals: Iterable[ox.Literal]) -> str:
    """The token readers compare: the sorted token literals joined ("" for a never-written
    memory)."""
    return "+".join(sorted(lit.value for lit in literals))
