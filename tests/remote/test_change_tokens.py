"""Per-memory change tokens: every write renews the memory's token, on both backends, seen by every
process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pyoxigraph as ox
import pytest

from cogmem_rdf import vocab as v
from cogmem_rdf.errors import UsageError
from cogmem_rdf.store import OxiStore, RemoteStore
from cogmem_rdf.store.atomic import replace

A, B = v.memory_graph("a"), v.memory_graph("b")


def quad(n: int, g=A) -> ox.Quad:
    return ox.Quad(ox.NamedNode(f"urn:s{n}"), v.pec("name"), ox.Literal(f"n{n}"), g)


def test_every_write_renews_the_token_of_its_memory_only(any_store):
    any_store.extend([quad(0, B)])
    seen = {any_store.change_token("a")}
    b_token = any_store.change_token(B)
    for write in (lambda: any_store.extend([quad(1), quad(2)]),
                  lambda: any_store.remove_quads([quad(1)]),
                  lambda: replace(any_store, A, [quad(2)], [quad(3)]),
                  lambda: any_store.clear_graph(A)):
        write()
        token = any_store.change_token("a")
        assert token and token not in seen
        seen.add(token)
        assert any_store.change_token(B) == b_token
    assert "+" not in token  # the old token is gone once the write finished


def test_tokens_are_invisible_to_memory_queries(any_store):
    any_store.extend([quad(1)])
    rows = list(
        any_store.query("SELECT * WHERE { { ?s ?p ?o } UNION { GRAPH ?g { ?s ?p ?o } } }", A)
    )
    assert all("changeToken" not in str(r["p"]) for r in rows) and len(rows) == 2
    assert v.memory_graph("a") in any_store.graphs() and ox.NamedNode(
        "urn:x-cogmem:changes"
    ) not in [g for g in any_store.graphs() if g.value.startswith(v.DATA_NS)]


def test_another_process_write_changes_the_token_a_reader_sees(oxigraph_server):
    reader = RemoteStore(oxigraph_server.url)
    reader.extend([quad(1)])
    before = reader.change_token("a")
    code = (
        "import pyoxigraph as ox; from cogmem_rdf import vocab as v; from "
        "cogmem_rdf.store import RemoteStore;"
        f"RemoteStore({oxigraph_server.url!r}).remove_quads([ox.Quad(ox.NamedNode('urn:s1'), "
        "v.pec('name'),"
        " ox.Literal('n1'), v.memory_graph('a'))])"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
    assert reader.change_token("a") != before


def test_embedded_token_survives_reopening(tmp_path: Path):
    store = OxiStore(tmp_path / "s")
    store.extend([quad(1)])
    token = store.change_token("a")
    store.close()
    again = OxiStore(tmp_path / "s", read_only=False)
    assert again.change_token("a") == token
    again.close()


def test_unknown_memory_has_an_empty_token(any_store):
    assert any_store.change_token("never-written") == ""
    with pytest.raises(UsageError, match="memory id"):
        any_store.change_token("bad id\n")


ERASE_ELSEWHERE = """
from privacy.scripted import HashEmbedder, ScriptedExtractor
from cogmem_rdf.memory import Memory
from cogmem_rdf.privacy import erase
from cogmem_rdf.store import RemoteStore
mem = Memory(RemoteStore({url!r}), "m", extractor=ScriptedExtractor(), embedder=HashEmbedder(),
             validate=False)
assert erase(mem, "Junho")["removed"]["Turn"] > 0
"""


def test_long_lived_reader_stops_returning_a_turn_another_process_erased(oxigraph_server, tmp_path):
    from privacy.scripted import build

    reader = build(RemoteStore(oxigraph_server.url), "m", tmp_path / "v")
    question, erased = "What happened to Junho's job?", "I got laid off from my company last month."
    assert erased in repr(reader.recall(question, k=10))  # now cached in the reader's catalog
    script = ERASE_ELSEWHERE.format(url=oxigraph_server.url)
    tests = str(Path(__file__).resolve().parents[1])  # the child imports privacy.scripted from here
    subprocess.run(
        [sys.executable, "-c", script],
        check=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": tests},
    )
    assert erased not in repr(reader.recall(question, k=10))


def test_a_job_a_killed_writer_left_is_applied_before_the_next_write(oxigraph_server):
    """``store.atomic.replace`` killed between writing its markers and applying them (SIGKILL at
    ``replace-before-apply``): the memory still holds the old value; the next ``RemoteStore`` to
    write applies the pending job first, as the embedded store does when opened."""
    import os
    import subprocess
    import sys

    import pyoxigraph as ox

    from cogmem_rdf import vocab as v
    from cogmem_rdf.store import RemoteStore

    g = v.memory_graph("m")
    name = ox.NamedNode("urn:x:s")
    RemoteStore(oxigraph_server.url).extend([ox.Quad(name, v.pec("name"), ox.Literal("old"), g)])
    writer = (
        "import sys, pyoxigraph as ox\n"
        "from cogmem_rdf import vocab as v\n"
        "from cogmem_rdf.store import RemoteStore\n"
        "from cogmem_rdf.store.atomic import replace\n"
        "g = v.memory_graph('m'); s = ox.NamedNode('urn:x:s')\n"
        "replace(RemoteStore(sys.argv[1]), g, [ox.Quad(s, v.pec('name'), ox.Literal('old'), g)],\n"
        "        [ox.Quad(s, v.pec('name'), ox.Literal('new'), g)])\n"
    )
    env = {**os.environ, "COGMEM_TEST_CRASH_AT": "replace-before-apply"}
    killed = subprocess.run(
        [sys.executable, "-c", writer, oxigraph_server.url], env=env, timeout=120, check=False
    )
    assert killed.returncode == -9
    store = RemoteStore(oxigraph_server.url)

    def names() -> list[str]:
        return sorted(q.object.value for q in store.quads(g) if q.predicate == v.pec("name"))

    assert names() == ["old"]  # reads do not apply it (a reader may have no update rights)
    store.extend(
        [ox.Quad(ox.NamedNode("urn:x:t"), v.pec("name"), ox.Literal("other"), v.memory_graph("n"))]
    )
    assert names() == ["new"]
    import io

    from cogmem_rdf.resources import query

    pending = store._post_query(query("store_pending_jobs"))[1]
    # none left
    assert not list(ox.parse_query_results(io.BytesIO(pending), format=ox.QueryResultsFormat.JSON))
