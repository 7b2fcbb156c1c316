"""Every bypass attempt of the corpus is refused on every path, and no request reaches the
canary."""

from __future__ import annotations

import urllib.error
import urllib.request

import pyoxigraph as ox
import pytest
from guard.canary import SECRET, seed
from guard.corpus import QUERIES, UPDATES, render

from cogmem_rdf import vocab as v
from cogmem_rdf.cli import main
from cogmem_rdf.errors import UsageError
from cogmem_rdf.memory import Memory
from cogmem_rdf.store import OxiStore, RemoteStore

B = v.memory_graph("b").value
QUERY_IDS = [name for name, _, _ in QUERIES]
UPDATE_IDS = [name for name, _, _ in UPDATES]
# update text sent as a query is refused just the same
ALL, ALL_IDS = QUERIES + UPDATES, QUERY_IDS + UPDATE_IDS


REAL = [c for c in QUERIES + UPDATES if c[2]]


@pytest.mark.parametrize("name,text,real", REAL, ids=[c[0] for c in REAL])
def test_real_attacks_reach_the_canary_without_the_guard(canary, name, text, real):
    """The corpus is not stale: what is marked real does make pyoxigraph call out when run
    unguarded."""
    before = canary.hits
    store = ox.Store()
    try:
        if (name, text, real) in UPDATES:
            store.update(render(text, canary.url, B))
        else:
            result = store.query(render(text, canary.url, B))
            bool(result) if isinstance(result, ox.QueryBoolean) else list(result)
    except (OSError, SyntaxError, RuntimeError):
        pass
    assert canary.hits > before, name


def refused_by_guard(exc: BaseException | str) -> bool:
    text = str(exc)
    return any(
        w in text
        for w in (
            "SERVICE",
            "LOAD",
            "this memory's graph",
            "unknown keyword",
            "starts with a keyword",
            "escape",
        )
    )


@pytest.fixture(scope="module")
def disk(tmp_path_factory):
    path = tmp_path_factory.mktemp("guard") / "store"
    store = OxiStore(path)
    seed(store)
    store.close()
    return path


@pytest.mark.parametrize("name,text,real", ALL, ids=ALL_IDS)
def test_embedded_api_refuses(disk, canary, name, text, real):
    with Memory.open(disk, "a") as mem, pytest.raises(UsageError) as err:
        mem.sparql(render(text, canary.url, B))
    assert refused_by_guard(err.value) and canary.hits == 0, err.value


@pytest.mark.parametrize("name,text,real", ALL, ids=ALL_IDS)
def test_cli_sparql_embedded_refuses(disk, canary, capsys, name, text, real):
    with pytest.raises(SystemExit) as exit_:
        main(["sparql", render(text, canary.url, B), "--memory", "a", "--store", str(disk)])
    out = capsys.readouterr()
    assert exit_.value.code == 1 and refused_by_guard(out.err) and SECRET not in out.out, out
    assert out.err.count("\n") == 1 and canary.hits == 0


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    from oxigraph_server import running_oxigraph

    with running_oxigraph(tmp_path_factory.mktemp("ox")) as srv:
        seed(RemoteStore(srv.url))
        yield srv


@pytest.mark.parametrize("name,text,real", ALL, ids=ALL_IDS)
def test_remote_store_and_cli_over_http_refuse(server, canary, capsys, name, text, real):
    mem = Memory(RemoteStore(server.url), "a")
    with pytest.raises(UsageError) as err:
        mem.sparql(render(text, canary.url, B))
    assert refused_by_guard(err.value), err.value
    with pytest.raises(SystemExit) as exit_:
        main(["sparql", render(text, canary.url, B), "--memory", "a", "--store", server.url])
    out = capsys.readouterr()
    assert exit_.value.code == 1 and refused_by_guard(out.err) and SECRET not in out.out, out
    assert canary.hits == 0


def post(url: str, body: str, media: str) -> tuple[int, str]:
    req = urllib.request.Request(url, data=body.encode("utf-8"), headers={"Content-Type": media})
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


@pytest.fixture(scope="module")
def served_mem():
    store = OxiStore(None)
    seed(store)
    return Memory(store, "a")


@pytest.mark.parametrize("name,text,real", ALL, ids=ALL_IDS)
def test_serve_query_refuses(served_mem, serve, canary, name, text, real):
    status, body = post(serve(served_mem), render(text, canary.url, B), "application/sparql-query")
    assert status == 400 and refused_by_guard(body) and SECRET not in body, (status, body)
    assert canary.hits == 0


@pytest.mark.parametrize("name,text,real", UPDATES, ids=UPDATE_IDS)
def test_serve_update_refuses(served_mem, serve, canary, name, text, real):
    before = sorted(map(str, served_mem.store.raw))
    url = serve(served_mem, allow_update=True).replace("/query", "/update")
    status, body = post(url, render(text, canary.url, B), "application/sparql-update")
    assert status == 400 and refused_by_guard(body), (status, body)
    assert canary.hits == 0 and sorted(map(str, served_mem.store.raw)) == before


def test_allowed_service_passes_and_reaches_only_that_endpoint(disk, canary):
    store = OxiStore(None, allow_service=[canary.url])
    seed(store)
    before = canary.hits
    list(Memory(store, "a").sparql(f"SELECT * WHERE {{ SERVICE <{canary.url}> {{ ?s ?p ?o }} }}"))
    assert canary.hits == before + 1
    with pytest.raises(UsageError, match="SERVICE"):
        Memory(store, "a").sparql(f"SELECT * WHERE {{ SERVICE <{canary.url}x> {{ ?s ?p ?o }} }}")
