"""Ingest's SHACL projection (each distinct term converted once) is validate.project_rdf11."""

from __future__ import annotations

import pyoxigraph as ox

from cogmem_rdf.ingest import project_terms_once
from cogmem_rdf.validate import project_rdf11

EX = "https://example.org/"


def _quads():
    g = ox.NamedNode(EX + "g")
    s, p, q = ox.NamedNode(EX + "s"), ox.NamedNode(EX + "p"), ox.NamedNode(EX + "q")
    b = ox.BlankNode("b1")
    literals = [
        ox.Literal("plain"),
        ox.Literal("1", datatype=ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")),
        ox.Literal("hallo", language="de"),
        ox.Literal("plain"),  # again
    ]
    quads = [ox.Quad(s, p, lit, g) for lit in literals]
    quads += [ox.Quad(s, q, b, g), ox.Quad(b, p, s, g), ox.Quad(s, p, s)]  # also the default graph
    quads += [ox.Quad(p, p, p, g), ox.Quad(s, q, b, g)]  # a predicate as subject; a duplicate
    quads.append(ox.Quad(s, p, ox.Triple(s, q, literals[0]), g))  # a triple term: dropped
    return quads


def test_same_graph_as_project_rdf11():
    quads = _quads()
    ours, theirs = project_terms_once(quads), project_rdf11(quads)
    assert len(ours) == len(theirs) == 7
    assert set(ours) == set(theirs)
    assert {type(t) for triple in ours for t in triple} == {
        type(t) for triple in theirs for t in triple
    }
