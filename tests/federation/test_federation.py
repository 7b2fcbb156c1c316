"""Federation: a query in one memory joins data served by another endpoint with SERVICE."""

from __future__ import annotations

import pyoxigraph as ox
import pytest

from cogmem_rdf import vocab as v
from cogmem_rdf.errors import UsageError
from cogmem_rdf.memory import Memory
from cogmem_rdf.store import OxiStore, RemoteStore

JOIN = """PREFIX pec: <https://w3id.org/cogmem/pec2f#>
SELECT ?name ?elsewhere WHERE {{
  ?p a pec:Person ; pec:name ?name .
  SERVICE <{url}> {{ ?q a pec:Person ; pec:name ?name . BIND("yes" AS ?elsewhere) }}
}} ORDER BY ?name"""


def seed(store, memory: str, names: list[str]) -> Memory:
    g = v.memory_graph(memory)
    quads = []
    for n in names:
        p = v.person_iri(memory, n)
        quads += [ox.Quad(p, v.RDF_TYPE, v.PERSON, g), ox.Quad(p, v.pec("name"), ox.Literal(n), g)]
    store.extend(quads)
    return Memory(store, memory)


def test_embedded_memory_joins_a_served_memory(serve):
    served = seed(OxiStore(None), "team", ["Gina", "Junho", "Minsu"])
    url = serve(served)
    with pytest.raises(UsageError, match="SERVICE"):  # not allowed by default, even embedded
        seed(OxiStore(None), "me", ["Gina"]).sparql(JOIN.format(url=url))
    local = seed(OxiStore(None, allow_service=[url]), "me", ["Gina", "Seoyeon", "Junho"])
    rows = [(r["name"].value, r["elsewhere"].value) for r in local.sparql(JOIN.format(url=url))]
    assert rows == [("Gina", "yes"), ("Junho", "yes")]


def test_remote_memory_federates_through_the_oxigraph_server(oxigraph_server, serve):
    served = seed(OxiStore(None), "team", ["Gina", "Minsu"])
    url = serve(served)
    local = seed(RemoteStore(oxigraph_server.url, allow_service=[url]), "me", ["Gina", "Seoyeon"])
    assert [r["name"].value for r in local.sparql(JOIN.format(url=url))] == ["Gina"]


def test_shard_map_puts_memories_on_their_servers(tmp_path):
    import json

    from oxigraph_server import running_oxigraph

    from cogmem_rdf.shards import ShardMap

    with running_oxigraph(tmp_path / "s1") as one, running_oxigraph(tmp_path / "s2") as two:
        cfg = tmp_path / "shards.json"
        cfg.write_text(
            json.dumps({"default": "embedded:./local", "memA": one.url, "memB": {"store": two.url}})
        )
        with ShardMap.load(cfg) as shards:
            for memory in ("memA", "memB", "other"):
                seed(shards.store(memory), memory, [f"{memory}-person"])
                assert shards.open(memory).people() == [f"{memory}-person"]
            found = shards.memories()
            assert found[one.url] == ["memA"] and found[two.url] == ["memB"]
            assert found["embedded:./local"] == ["other"]
            assert isinstance(shards.store("memA"), RemoteStore) and shards.store(
                "x"
            ) is shards.store("other")
        assert (tmp_path / "local" / "oxigraph").exists()
