"""The RDF 1.1 store profile: probed per server, claims as classic reification in the store, the
same memory back out; import/export isomorphic whichever profile a memory lives in; checks on
both."""

from __future__ import annotations

import pyoxigraph as ox
import pytest
from oxigraph_server import running_oxigraph
from privacy.scripted import build

from cogmem_rdf import vocab as v
from cogmem_rdf.export import RDF_SUBJECT, export_memory, import_memory
from cogmem_rdf.memory import Memory
from cogmem_rdf.store import OxiStore, RemoteStore
from cogmem_rdf.validate import validate_memory


@pytest.fixture
def stores(clean_virtuoso, tmp_path):
    """Every profile a memory can live in: embedded, oxigraph serve (probed: 1.2), the same server
    forced to the RDF 1.1 profile by its URL (``#rdf=1.1``, as on the command line), Virtuoso
    (probed: 1.1)."""
    with running_oxigraph(tmp_path / "ox") as oxi, running_oxigraph(tmp_path / "ox11") as oxi11:
        out = {
            "embedded": OxiStore(None),
            "oxigraph": RemoteStore(oxi.url),
            "oxigraph-rdf11": RemoteStore(oxi11.url + "#rdf=1.1"),
            "virtuoso": RemoteStore(clean_virtuoso.url),
        }
        yield out
        for store in out.values():
            store.close()


def test_probe_finds_layout_and_profile(stores):
    found = {
        name: (getattr(s, "layout", None) and s.layout.name, getattr(s, "rdf", "1.2"))
        for name, s in stores.items()
    }
    assert found == {"embedded": (None, "1.2"), "oxigraph": ("oxigraph", "1.2"),
                     "oxigraph-rdf11": ("oxigraph", "1.1"), "virtuoso": ("virtuoso", "1.1")}


def test_same_memory_and_exports_in_every_profile(stores, tmp_path):
    mems = {name: build(store, "m", tmp_path / name) for name, store in stores.items()}
    for fmt in ("nquads", "turtle"):
        exports = {name: export_memory(mem, fmt) for name, mem in mems.items()}
        assert len(set(exports.values())) == 1, f"{fmt} export differs between profiles"
    # lifted back to RDF 1.2 on the way out
    assert b"rdf:reifies <<(" in export_memory(mems["virtuoso"], "trig")


@pytest.mark.parametrize("fmt", ["trig", "turtle"])
def test_import_export_round_trip_across_profiles(stores, tmp_path, fmt):
    source = build(OxiStore(None), "m", tmp_path / "src")
    data = export_memory(source, fmt)
    for name, store in stores.items():
        target = Memory(store, "copy")
        assert import_memory(target, data, fmt) > 0
        assert {ox.Quad(q.subject, q.predicate, q.object) for q in target.quads()} == \
            {ox.Quad(q.subject, q.predicate, q.object) for q in source.quads()}, name
        assert export_memory(target, "nquads").replace(
            b"/copy/graph", b"/m/graph"
        ) == export_memory(source, "nquads")


def test_claims_are_stored_as_classic_reification_on_a_11_server(stores, tmp_path):
    mem = build(stores["virtuoso"], "m", tmp_path / "v")
    q = (
        "PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT ?c ?s WHERE { ?c a pec:Claim ; "
        "rdf:subject ?s }"
    )
    q = "PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> " + q
    claims = {q.subject for q in mem.quads() if q.predicate == v.RDF_REIFIES}
    # what a user's SPARQL sees on the server
    assert claims and {r["c"] for r in mem.sparql(q)} == claims


def test_user_sparql_sees_classic_reification(stores, tmp_path):
    for name in ("virtuoso", "oxigraph-rdf11"):
        mem = build(stores[name], "m", tmp_path / name)
        rows = list(
            mem.sparql(
                "SELECT ?c ?o WHERE { ?c <http://www.w3.org/1999/02/22-rdf-syntax-ns#object> ?o }"
            )
        )
        assert rows and all(isinstance(r["o"], ox.Literal) for r in rows)


def test_checks_pass_on_every_profile_and_catch_a_broken_claim_on_11(stores, tmp_path):
    for name, store in stores.items():
        mem = build(store, "m", tmp_path / name)
        report = validate_memory(mem)
        assert report.conforms, (name, report.text)
    mem = Memory(stores["virtuoso"], "m")
    claim = next(q.subject for q in mem.quads() if q.predicate == v.RDF_REIFIES)
    # a second rdf:subject on the claim, written as a user
    # of the server would (the RDF 1.1 twin must catch it)
    stores["virtuoso"]._post_update(
        [
            (
                f"INSERT DATA {{ GRAPH <{mem.graph.value}> {{ <{claim.value}> "
                f"<{RDF_SUBJECT.value}> <urn:x-cogmem:someone-else> }} }}"
            )
        ]
    )
    found = [x for x in validate_memory.__globals__["_check_violations"](
        lambda text, n: mem.store.query(text, mem.graph, name=n), "1.1") if x.focus == claim.value]
    assert found and "claim_reifies" in found[0].source


def test_erasure_receipt_on_virtuoso_says_what_the_queries_checked_and_what_is_the_operators(
    stores, tmp_path
):
    from cogmem_rdf.privacy import erase

    mem = build(stores["virtuoso"], "m", tmp_path / "v")
    receipt = erase(mem, "Junho")
    check = receipt["verification"]
    assert check["verified"] == "queries-only"
    # the server was queried
    assert check["triples_naming_iri"] == 0 and check["literals_naming_person"] == 0
    assert check["files"]["checked"] is False and "virtuoso.trx" in check["files"]["why"]
    assert "operator" in check["files"]["why"]
