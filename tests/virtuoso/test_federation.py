"""Federation and scale-out with Virtuoso: SERVICE from a Virtuoso-backed memory into ``cogmem
serve`` (its ``/service`` endpoint) and from cogmem into Virtuoso (through the form-encoding relay),
tenant isolation, and one shard map over an ``oxigraph serve`` and a Virtuoso at once."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request

import pyoxigraph as ox
import pytest
from oxigraph_server import running_oxigraph
from virtuoso_server import reuse

from cogmem_rdf import vocab as v
from cogmem_rdf.errors import BackendError
from cogmem_rdf.store import OxiStore, RemoteStore

fed = reuse("federation/test_federation.py")
globals().update(reuse("federation/test_isolation.py", skip=tuple(
    n for n in reuse("federation/test_isolation.py") if n != "test_remote_store_isolation")))
seed = fed["test_shard_map_puts_memories_on_their_servers"].__globals__["seed"]
# the federation tests' JOIN without BIND inside SERVICE: Virtuoso 7.2.5 fails on that ("SQ200: No
# column ENDPOINT"), a Virtuoso bug, so the marker column is bound outside the SERVICE block
JOIN = """PREFIX pec: <https://w3id.org/cogmem/pec2f#>
SELECT ?name ?elsewhere WHERE {{
  ?p a pec:Person ; pec:name ?name .
  SERVICE <{url}> {{ ?q a pec:Person ; pec:name ?name }}
  BIND("yes" AS ?elsewhere)
}} ORDER BY ?name"""



def test_virtuoso_memory_joins_a_served_memory_through_its_service_endpoint(clean_virtuoso, serve):
    """Virtuoso 7.2.5 rewrites a SERVICE block with the caller's dataset (``GRAPH <memory me> { …
    }``, seen on the wire): ``cogmem serve``'s ``/query`` refuses that graph (400, with a hint), its
    ``/service`` reads it as the served memory, so the join works, and returns the served memory
    only."""
    served = seed(OxiStore(None), "team", ["Gina", "Minsu"])
    query_url = serve(served)
    url = query_url.replace("/query", "/service")
    local = seed(
        RemoteStore(clean_virtuoso.url, allow_service=[url, query_url]), "me", ["Gina", "Seoyeon"]
    )
    rows = [(r["name"].value, r["elsewhere"].value) for r in local.sparql(JOIN.format(url=url))]
    assert rows == [("Gina", "yes")]
    with pytest.raises(BackendError, match="400 Bad Request"):
        local.sparql(JOIN.format(url=query_url))
    # what /query says to Virtuoso's request (its User-Agent): where to point SERVICE instead
    wire = urllib.parse.urlencode(
        {"query": "SELECT ?s WHERE { GRAPH <https://w3id.org/cogmem/data/me/graph> { ?s ?p ?o } }"}
    )
    request = urllib.request.Request(
        f"{query_url}?{wire}", headers={"User-Agent": "Mozilla/4.0 (compatible; Virtuoso)"}
    )
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(request, timeout=10)
    assert err.value.code == 400 and b"/service endpoint" in err.value.read()


def test_virtuoso_through_service_endpoint_sees_only_the_served_memory(clean_virtuoso, serve):
    """The served memory shares its store with another: a Virtuoso query (every row Virtuoso can
    push into the SERVICE request) gets the served memory's people and never the other's."""
    store = OxiStore(None)
    served = seed(store, "team", ["Gina"])
    seed(store, "secret", ["Hidden"])
    url = serve(served).replace("/query", "/service")
    local = seed(RemoteStore(clean_virtuoso.url, allow_service=[url]), "me", ["Gina", "Hidden"])
    q = JOIN.format(url=url).replace(
        "?q a pec:Person ; pec:name ?name", "GRAPH ?g { ?q a pec:Person ; pec:name ?name }"
    )
    assert [r["name"].value for r in local.sparql(JOIN.format(url=url))] == ["Gina"]
    # GRAPH ?g inside SERVICE: Virtuoso adds FILTER(?g = <its own named graph>) to the request (seen
    # on the wire), so nothing matches on the served side; empty, and never the other memory
    assert [r["name"].value for r in local.sparql(q)] == []


def test_embedded_memory_joins_virtuoso_through_the_relay(clean_virtuoso):
    """pyoxigraph's SERVICE client POSTs application/sparql-query, which Virtuoso 7.2.5 never
    answers; the relay (store.relay) re-sends it as a form, so SERVICE <virtuoso /sparql> works from
    an embedded memory."""
    seed(RemoteStore(clean_virtuoso.url), "team", ["Gina", "Minsu"])
    # the anonymous read-only endpoint, as a linked-data user names it
    sparql = f"{clean_virtuoso.base}/sparql"
    local = seed(OxiStore(None, allow_service=[sparql]), "me", ["Gina", "Seoyeon"])
    rows = [(r["name"].value, r["elsewhere"].value) for r in local.sparql(JOIN.format(url=sparql))]
    assert rows == [("Gina", "yes")]


def test_cogmem_serve_on_disk_joins_virtuoso_from_its_query_workers(
    clean_virtuoso, serve, tmp_path
):
    """The same through ``cogmem serve --allow-service`` on an on-disk store: the query runs in a
    worker process, which starts its own relay."""
    seed(RemoteStore(clean_virtuoso.url), "team", ["Gina", "Minsu"])
    sparql = f"{clean_virtuoso.base}/sparql"
    store = OxiStore(tmp_path / "store", allow_service=[sparql])
    try:
        url = serve(seed(store, "me", ["Minsu", "Seoyeon"]), allow_service=[sparql], workers=1)
        wire = urllib.parse.urlencode({"query": JOIN.format(url=sparql)})
        request = urllib.request.Request(
            f"{url}?{wire}", headers={"Accept": "application/sparql-results+json"}
        )
        with urllib.request.urlopen(request, timeout=60) as resp:
            rows = json.load(resp)["results"]["bindings"]
        assert [r["name"]["value"] for r in rows] == ["Minsu"]
    finally:
        store.close()


def test_service_from_virtuoso_is_refused_unless_allowed(clean_virtuoso, serve):
    url = serve(seed(OxiStore(None), "team", ["Gina"]))
    local = seed(RemoteStore(clean_virtuoso.url), "me", ["Gina"])
    with pytest.raises(Exception, match="SERVICE"):
        local.sparql(JOIN.format(url=url))


def test_one_shard_map_over_oxigraph_and_virtuoso(clean_virtuoso, tmp_path):
    from cogmem_rdf.shards import ShardMap

    with running_oxigraph(tmp_path / "ox") as oxi:
        cfg = tmp_path / "shards.json"
        cfg.write_text(
            json.dumps(
                {
                    "default": "embedded:./local",
                    "memA": oxi.url,
                    "memB": {"store": clean_virtuoso.url},
                }
            )
        )
        with ShardMap.load(cfg) as shards:
            for memory in ("memA", "memB", "other"):
                seed(shards.store(memory), memory, [f"{memory}-person"])
                assert shards.open(memory).people() == [f"{memory}-person"]
            found = shards.memories()
            assert found[oxi.url] == ["memA"] and found[clean_virtuoso.url] == ["memB"]
            assert found["embedded:./local"] == ["other"]
            a, b = shards.store("memA"), shards.store("memB")
            assert (a.layout.name, a.rdf) == ("oxigraph", "1.2") and (b.layout.name, b.rdf) == (
                "virtuoso",
                "1.1",
            )
            assert (
                v.memory_graph("memA") not in b.graphs()
                and v.memory_graph("memB") not in a.graphs()
            )
            # the password stays out of logs
            assert "http://dba" not in repr(b) and "dba@" not in b.endpoint


def test_virtuoso_without_a_user_reads_but_cannot_write(clean_virtuoso):
    writer = RemoteStore(clean_virtuoso.url)
    writer.extend(
        [ox.Quad(ox.NamedNode("urn:x:s"), v.pec("name"), ox.Literal("n"), v.memory_graph("ro"))]
    )
    reader = RemoteStore(f"{clean_virtuoso.base}/sparql")
    assert len(list(reader.quads(v.memory_graph("ro")))) == 1
    with pytest.raises(Exception, match="401"):
        reader.extend(
            [ox.Quad(ox.NamedNode("urn:x:s"), v.pec("name"), ox.Literal("m"), v.memory_graph("ro"))]
        )
