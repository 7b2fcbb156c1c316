"""Standard SPARQL clients read `cogmem serve`: SPARQLWrapper (CONSTRUCT, SELECT, ASK) and rdflib's
SPARQLStore."""

from __future__ import annotations

import rdflib
from rdflib.plugins.stores.sparqlstore import SPARQLStore
from SPARQLWrapper import JSON, TURTLE, SPARQLWrapper

from cogmem_rdf.export import export_memory

PEC = "https://w3id.org/cogmem/pec2f#"
CLAIMS = f"PREFIX pec: <{PEC}> CONSTRUCT {{ ?c ?p ?o }} WHERE {{ ?c a pec:Claim ; ?p ?o }}"


def test_sparqlwrapper_construct_default_is_rdf11_rdfxml(mem_a, serve):
    client = SPARQLWrapper(serve(mem_a))
    client.setQuery(CLAIMS)  # SPARQLWrapper's default for CONSTRUCT: RDF/XML, parsed by rdflib
    graph = client.queryAndConvert()
    assert isinstance(graph, rdflib.Graph) and len(graph) > 0
    subjects = set(graph.subjects(rdflib.RDF.type, rdflib.URIRef(PEC + "Claim")))
    # classic reification
    assert subjects and all(graph.value(c, rdflib.RDF.subject) is not None for c in subjects)
    client.setReturnFormat(TURTLE)
    client.setQuery(CLAIMS)
    assert len(rdflib.Graph().parse(data=client.queryAndConvert(), format="turtle")) == len(graph)


def test_sparqlwrapper_select_and_ask(mem_a, serve):
    client = SPARQLWrapper(serve(mem_a))
    client.setReturnFormat(JSON)
    client.setQuery(
        f"PREFIX pec: <{PEC}> SELECT ?name WHERE {{ ?p a pec:Person ; pec:name ?name }}"
    )
    names = {b["name"]["value"] for b in client.queryAndConvert()["results"]["bindings"]}
    assert set(mem_a.people()) == names
    client.setQuery("ASK { ?s ?p ?o }")
    assert client.queryAndConvert()["boolean"] is True


def test_rdflib_sparqlstore_reads_the_memory(mem_a, serve):
    store = SPARQLStore(serve(mem_a), returnFormat="xml")
    graph = rdflib.Graph(store=store)
    people = {
        str(r.name)
        for r in graph.query(
            f"PREFIX pec: <{PEC}> SELECT ?name WHERE {{ ?p a pec:Person ; pec:name ?name }}"
        )
    }
    assert people == set(mem_a.people())
    everything = graph.query("CONSTRUCT WHERE { ?s ?p ?o }").graph
    expected = rdflib.Graph().parse(data=export_memory(mem_a, "turtle"), format="turtle")
    assert len(everything) == len(expected)
    assert (None, rdflib.RDF.subject, None) in everything
