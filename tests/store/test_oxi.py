import multiprocessing

import pyoxigraph as ox
import pytest

from cogmem_rdf import vocab as v
from cogmem_rdf.errors import StoreLockedError, UsageError
from cogmem_rdf.store import OxiStore


def _q(s, o, g):
    return ox.Quad(ox.NamedNode(s), v.pec("name"), ox.Literal(o), g)


def test_select_is_scoped_to_one_graph_and_bound_by_parameters():
    store = OxiStore(None)
    a, b = v.memory_graph("a"), v.memory_graph("b")
    store.extend([
        ox.Quad(ox.NamedNode("http://x/p1"), v.RDF_TYPE, v.PERSON, a),
        _q("http://x/p1", "Ana", a),
        ox.Quad(ox.NamedNode("http://x/p2"), v.RDF_TYPE, v.PERSON, b),
        _q("http://x/p2", "Bo", b),
    ])
    assert [r["name"].value for r in store.select("people", a)] == ["Ana"]
    # a query naming the other graph is refused before it runs (sparql_guard)
    with pytest.raises(UsageError, match="this memory's graph"):
        store.query(f"SELECT ?n WHERE {{ GRAPH <{b.value}> {{ ?s ?p ?n }} }}", a)
    rows = list(
        store.query(
            "SELECT ?n WHERE { GRAPH ?g { ?s <https://w3id.org/cogmem/pec2f#name> ?n } }", a
        )
    )
    assert [r["n"].value for r in rows] == ["Ana"]


def test_tracer_sees_names_and_bindings():
    seen = []
    store = OxiStore(None, tracer=lambda name, b: seen.append((name, b)))
    g = v.memory_graph("m")
    store.query("SELECT ?x WHERE { ?x ?p ?o }", g, {"x": ox.NamedNode("http://x/1")}, name="probe")
    store.select("people", g)
    assert seen[0] == ("probe", {"x": ox.NamedNode("http://x/1")})
    assert seen[1][0] == "people"


def test_bad_sparql_is_a_usage_error():
    with pytest.raises(UsageError, match="invalid SPARQL"):
        OxiStore(None).query("SELECT WHERE {", v.memory_graph("m"))


def _hold(path, ready, done):
    s = OxiStore(path)
    ready.set()
    done.wait(10)
    s.close()


def test_second_writer_gets_a_clear_lock_error(tmp_path):
    ctx = multiprocessing.get_context("spawn")
    ready, done = ctx.Event(), ctx.Event()
    p = ctx.Process(target=_hold, args=(str(tmp_path / "s"), ready, done))
    p.start()
    try:
        assert ready.wait(20)
        with pytest.raises(StoreLockedError, match=rf"locked by process {p.pid}"):
            OxiStore(tmp_path / "s")
    finally:
        done.set()
        p.join(10)
    OxiStore(tmp_path / "s").close()  # released after the holder exits


def test_memory_ids_are_validated():
    for bad in ["", "a b", "../x", "x" * 65, "a>b"]:
        with pytest.raises(UsageError):
            v.memory_graph(bad)
    assert v.memory_graph("conv-26").value.endswith("/conv-26/graph")
