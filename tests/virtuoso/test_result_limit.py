"""A Virtuoso that cuts results at ResultSetMaxRows (10000 by default) makes reads fail loudly,
never short."""

from __future__ import annotations

import pyoxigraph as ox
import pytest
from virtuoso_server import running_virtuoso

from cogmem_rdf import vocab as v
from cogmem_rdf.errors import BackendError
from cogmem_rdf.store import RemoteStore


def test_a_cut_result_is_an_error_not_a_smaller_memory(tmp_path):
    with running_virtuoso(tmp_path / "vt", max_rows=50) as server:
        store = RemoteStore(server.url)
        g = v.memory_graph("big")
        store.extend(
            [
                ox.Quad(ox.NamedNode(f"urn:x:s{i}"), v.pec("name"), ox.Literal(f"n{i}"), g)
                for i in range(120)
            ]
        )
        with pytest.raises(BackendError, match="ResultSetMaxRows"):
            # the Graph Store Protocol read is cut silently: the count query catches it
            store.quads(g)
        with pytest.raises(BackendError, match="ResultSetMaxRows"):
            # /sparql says so in X-SPARQL-MaxRows
            list(store.query("SELECT ?s WHERE { ?s ?p ?o }", g))
        small = v.memory_graph("small")
        store.extend([ox.Quad(ox.NamedNode("urn:x:s"), v.pec("name"), ox.Literal("n"), small)])
        assert (
            len(store.quads(small)) == 1
            and len(list(store.query("SELECT * WHERE { ?s ?p ?o }", small))) == 1
        )
        store.close()
