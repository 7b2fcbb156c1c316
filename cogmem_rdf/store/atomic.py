"""Atomic remove-and-add without pasting values into SPARQL text.

The quads to delete and insert are written as triple terms on a job node in a scratch graph with
one atomic ``extend``; then ONE constant update (``queries/store_apply_markers.rq``) applies every
pending job and clears the markers, in a single transaction. A crash between the two steps leaves
the job pending; the next writable open of the store (``OxiStore``) or the next call completes it,
before anything else reads or writes.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable

import pyoxigraph as ox

from .crashpoints import crash_point

MARKERS = ox.NamedNode("urn:x-cogmem:write-markers")
CM_GRAPH, CM_DELETE, CM_INSERT = (
    ox.NamedNode(f"urn:x-cogmem:{n}") for n in ("graph", "delete", "insert")
)


def replace(store, graph: ox.NamedNode, remove: Iterable[ox.Quad], add: Iterable[ox.Quad]) -> None:
    """Delete ``remove`` and insert ``add`` in ``graph`` in one transaction where the store can."""
    deletes, inserts = sorted(set(remove), key=str), sorted(set(add), key=str)
    if not deletes and not inserts:
        return
    if not deletes:
        store.extend(inserts)
        crash_point("replace-after-apply")
        return
    if not hasattr(store, "update"):  # a backend without updates: add first, a rerun heals
        store.extend(inserts)
        store.remove_quads(deletes)
        return
    job = ox.NamedNode(uuid.uuid4().urn)
    markers = [ox.Quad(job, CM_GRAPH, graph, MARKERS)]
    markers += [
        ox.Quad(job, CM_DELETE, ox.Triple(q.subject, q.predicate, q.object), MARKERS)
        for q in deletes
    ]
    markers += [
        ox.Quad(job, CM_INSERT, ox.Triple(q.subject, q.predicate, q.object), MARKERS)
        for q in inserts
    ]
    store.extend(markers)
    crash_point("replace-before-apply")
    store.update("store_apply_markers")
    crash_point("replace-after-apply")


def has_pending(raw: ox.Store) -> bool:
    """Whether an embedded store holds markers of a job a crash left unapplied."""
    return next(iter(raw.quads_for_pattern(None, None, None, MARKERS)), None) is not None
