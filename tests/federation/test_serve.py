"""``cogmem serve``: SPARQL 1.1 Protocol for one memory, results by Accept, updates only when
allowed."""

from __future__ import annotations

import io
import json
import urllib.error
import urllib.parse
import urllib.request

import pyoxigraph as ox
import pytest

from cogmem_rdf.export import export_memory

PEOPLE = (
    "PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT ?name WHERE { ?p a pec:Person ; "
    "pec:name ?name } ORDER BY ?name"
)


def http(url, data=None, headers=None, method=None):
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, resp.headers.get("Content-Type"), resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers.get("Content-Type"), exc.read()


def names(body: bytes) -> list[str]:
    return [b["name"]["value"] for b in json.loads(body)["results"]["bindings"]]


def test_get_post_and_form_queries(mem_a, serve):
    url = serve(mem_a)
    status, media, body = http(url + "?" + urllib.parse.urlencode({"query": PEOPLE}))
    assert status == 200 and media == "application/sparql-results+json" and "Junho" in names(body)
    status, _, body2 = http(url, PEOPLE.encode(), {"Content-Type": "application/sparql-query"})
    assert names(body2) == names(body)
    form = urllib.parse.urlencode({"query": PEOPLE}).encode()
    status, _, body3 = http(url, form, {"Content-Type": "application/x-www-form-urlencoded"})
    assert names(body3) == names(body)


@pytest.mark.parametrize(
    "accept,fmt",
    [
        ("text/csv", ox.QueryResultsFormat.CSV),
        ("text/tab-separated-values", ox.QueryResultsFormat.TSV),
        ("application/sparql-results+xml", ox.QueryResultsFormat.XML),
    ],
)
def test_result_formats_by_accept(mem_a, serve, accept, fmt):
    status, media, body = http(
        serve(mem_a),
        PEOPLE.encode(),
        {"Content-Type": "application/sparql-query", "Accept": accept},
    )
    assert status == 200 and media == accept
    if fmt != ox.QueryResultsFormat.CSV:
        assert len(list(ox.parse_query_results(io.BytesIO(body), format=fmt))) == len(
            mem_a.people()
        )


def test_construct_and_ask(mem_a, serve):
    url = serve(mem_a)
    q = "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }"
    status, media, body = http(
        url, q.encode(), {"Content-Type": "application/sparql-query", "Accept": "text/turtle"}
    )
    assert status == 200 and media == "text/turtle"
    # RDF 1.1 for plain Turtle: the same triples as the turtle export
    assert "<<" not in body.decode()
    assert len(list(ox.parse(body, format=ox.RdfFormat.TURTLE))) == len(list(ox.parse(
        export_memory(mem_a, "turtle"), format=ox.RdfFormat.TURTLE)))
    status, media, body = http(
        url + "?rdf=1.2",
        q.encode(),
        {"Content-Type": "application/sparql-query", "Accept": "text/turtle"},
    )
    assert status == 200 and len(list(ox.parse(body, format=ox.RdfFormat.TURTLE))) == len(
        list(mem_a.quads())
    )
    _, _, body = http(url, b"ASK { ?s ?p ?o }", {"Content-Type": "application/sparql-query"})
    assert json.loads(body)["boolean"] is True


def test_bad_query_is_400_and_updates_need_allow_update(mem_a, serve):
    url = serve(mem_a)
    assert http(url, b"SELECT nonsense", {"Content-Type": "application/sparql-query"})[0] == 400
    upd = url.replace("/query", "/update")
    status, _, _ = http(
        upd, b"INSERT DATA { <urn:x> <urn:p> 1 }", {"Content-Type": "application/sparql-update"}
    )
    assert status == 403


def test_allowed_update_changes_only_this_memory(mem_a, mem_b, serve):
    upd = serve(mem_a, allow_update=True).replace("/query", "/update")
    before_b = sorted(map(str, mem_b.quads()))
    ok = http(
        upd,
        b'INSERT DATA { <urn:x> <urn:p> "added" }',
        {"Content-Type": "application/sparql-update"},
    )
    assert ok[0] == 204 and ox.Quad(
        ox.NamedNode("urn:x"), ox.NamedNode("urn:p"), ox.Literal("added"), mem_a.graph
    ) in set(mem_a.quads())
    into_b = (
        f'INSERT DATA {{ GRAPH <{mem_b.graph.value}> {{ <urn:x> <urn:p> "sneaky" }} }}'.encode()
    )
    assert http(upd, into_b, {"Content-Type": "application/sparql-update"})[0] == 400
    assert http(upd, b"DROP ALL", {"Content-Type": "application/sparql-update"})[0] == 204
    assert list(mem_a.quads()) == [] and sorted(map(str, mem_b.quads())) == before_b
