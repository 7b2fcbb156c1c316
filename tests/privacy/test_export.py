"""Export profiles: RDF 1.2 keeps everything, RDF 1.1 is readable by rdflib; both round-trip."""

from __future__ import annotations

import pyoxigraph as ox
import pytest
import rdflib

from cogmem_rdf.export import PROFILES, export_memory, import_memory
from cogmem_rdf.memory import Memory
from cogmem_rdf.store import OxiStore


def canonical(quads) -> ox.Dataset:
    ds = ox.Dataset(list(quads))
    ds.canonicalize(ox.CanonicalizationAlgorithm.RDFC_1_0)
    return ds


@pytest.mark.parametrize("fmt", ["trig", "nquads", "turtle", "jsonld", "nt"])
def test_round_trip_gives_an_isomorphic_memory(mem, fmt):
    data = export_memory(mem, fmt)
    copy = Memory(OxiStore(None), "copy")
    import_memory(copy, data, fmt)
    moved = [ox.Quad(q.subject, q.predicate, q.object, mem.graph) for q in copy.quads()]
    assert canonical(moved) == canonical(mem.quads())
    assert export_memory(copy, fmt) == data.replace(b"/data/m/graph", b"/data/copy/graph")


@pytest.mark.parametrize(
    "fmt,rdflib_format", [("turtle", "turtle"), ("jsonld", "json-ld"), ("nt", "nt")]
)
def test_rdflib_parses_the_rdf11_profile(mem, fmt, rdflib_format):
    assert PROFILES[fmt][0] == "1.1"
    g = rdflib.Graph().parse(data=export_memory(mem, fmt), format=rdflib_format)
    assert len(g) == len(list(mem.quads())) + 2 * sum(
        1 for q in mem.quads() if isinstance(q.object, ox.Triple)
    )
    assert (None, rdflib.RDF.subject, None) in g


def test_export_is_deterministic(mem):
    assert export_memory(mem, "trig") == export_memory(mem, "trig")
