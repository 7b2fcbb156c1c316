"""Tenant isolation on every path: API, CLI sparql, serve, SERVICE, export, subject access."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request

import pytest

from cogmem_rdf.errors import NotFoundError, UsageError
from cogmem_rdf.export import export_memory
from cogmem_rdf.privacy import subject_access

B_ONLY = "Bo-only-in-b"


def sneaky_queries(b_graph: str) -> list[str]:
    return [
        "SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }",
        f"SELECT * WHERE {{ GRAPH <{b_graph}> {{ ?s ?p ?o }} }}",
        f"SELECT * FROM <{b_graph}> WHERE {{ ?s ?p ?o }}",
        f"SELECT * FROM NAMED <{b_graph}> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}",
        f"SELECT * FROM <{b_graph}> FROM NAMED <{b_graph}> WHERE {{ {{ ?s ?p ?o }} UNION "
        f"{{ GRAPH ?g {{ ?s ?p ?o }} }} }}",
    ]


@pytest.fixture
def a_and_b(mem_a, mem_b):
    import pyoxigraph as ox

    from cogmem_rdf import vocab as v

    p = v.person_iri("b", B_ONLY)
    mem_b.store.extend(
        [
            ox.Quad(p, v.RDF_TYPE, v.PERSON, mem_b.graph),
            ox.Quad(p, v.pec("name"), ox.Literal(B_ONLY), mem_b.graph),
        ]
    )
    return mem_a, mem_b


def leaks(text: str, mem_b) -> bool:
    return B_ONLY in text or "/data/b/" in text


def answer_or_refusal(run, q: str) -> str:
    """What a path answers to ``q``; a query naming another memory's graph must be refused
    instead."""
    try:
        out = run(q)
    except UsageError as exc:
        assert "/data/b/" in q and "this memory's graph" in str(exc), (q, exc)
        return ""
    assert "/data/b/" not in q, f"not refused: {q}"
    return out


def test_api(a_and_b):
    a, b = a_and_b
    for q in sneaky_queries(b.graph.value):
        assert not leaks(
            answer_or_refusal(lambda q: " ".join(str(t) for sol in a.sparql(q) for t in sol), q), b
        ), q


def test_service_back_to_a_served_endpoint_of_the_same_store(a_and_b, serve):
    a, b = a_and_b
    url = serve(a)
    a.store.allow_service = (url,)
    for inner in ("GRAPH ?g { ?s ?p ?o }", "?s ?p ?o"):
        rows = list(a.sparql(f"SELECT * WHERE {{ SERVICE <{url}> {{ {inner} }} }}"))
        assert not leaks(" ".join(str(t) for sol in rows for t in sol), b)
    with pytest.raises(UsageError, match="GRAPH"):
        a.sparql(
            f"SELECT * WHERE {{ SERVICE <{url}> {{ GRAPH <{b.graph.value}> {{ ?s ?p ?o }} }} }}"
        )
    # it did answer, with A
    assert list(a.sparql(f"SELECT * WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}"))


def test_serve_endpoint(a_and_b, serve):
    a, b = a_and_b
    url = serve(a)
    def get(q: str) -> str:
        params = urllib.parse.urlencode(
            {"query": q, "default-graph-uri": b.graph.value, "named-graph-uri": b.graph.value}
        )
        try:
            with urllib.request.urlopen(f"{url}?{params}", timeout=10) as resp:
                return resp.read().decode()
        except urllib.error.HTTPError as exc:
            assert exc.code == 400
            raise UsageError(exc.read().decode()) from exc

    for q in sneaky_queries(b.graph.value):
        assert not leaks(answer_or_refusal(get, q), b), q


def test_serve_service_endpoint_reads_every_graph_name_as_a_and_only_a(a_and_b, serve):
    """``/service`` (for Virtuoso's SERVICE requests, which name the caller's graph): any graph a
    query names is A's own, so the sneaky queries get A's data (or nothing), never B's; SERVICE,
    LOAD and updates stay refused there."""
    import pyoxigraph as ox

    from cogmem_rdf.serve import own_graph

    a, b = a_and_b
    url = serve(a).replace("/query", "/service")

    def get(q: str, **extra: str) -> tuple[int, str]:
        params = urllib.parse.urlencode({"query": q, "default-graph-uri": b.graph.value, **extra})
        try:
            with urllib.request.urlopen(f"{url}?{params}", timeout=10) as resp:
                return resp.status, resp.read().decode()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode()

    a_names = {q.subject.value for q in a.quads() if isinstance(q.subject, ox.NamedNode)}
    for q in sneaky_queries(b.graph.value):
        status, body = get(q)
        assert status == 200 and not leaks(body, b), (q, body)
        assert own_graph(q, a.graph.value).count(b.graph.value) == 0
    status, body = get(
        f"SELECT ?g ?s WHERE {{ GRAPH <{b.graph.value}> {{ ?s ?p ?o }} "
        f"BIND(<{b.graph.value}> AS ?g) }}"
    )
    assert status == 200 and B_ONLY not in body and any(n in body for n in a_names)
    for q in (f"SELECT * WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}", "LOAD <http://127.0.0.1:1/x>"):
        assert get(q)[0] == 400, q
    post = urllib.request.Request(url, data=b"INSERT DATA { <urn:x> <urn:y> <urn:z> }",
                                  headers={"Content-Type": "application/sparql-update"})
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(post, timeout=10)
    assert err.value.code == 400  # /service is read-only: an update is not a query


def test_serve_refuses_service(a_and_b, serve):
    a, _ = a_and_b
    url = serve(a)
    q = urllib.parse.urlencode({"query": f"SELECT * WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}"})
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(f"{url}?{q}", timeout=10)
    assert err.value.code == 400


def test_export_and_subject_access(a_and_b):
    a, b = a_and_b
    for fmt in ("trig", "nquads", "turtle", "jsonld"):
        assert not leaks(export_memory(a, fmt).decode(), b)
    with pytest.raises(NotFoundError):
        subject_access(a, B_ONLY)
    assert not leaks(json.dumps(subject_access(a, "Junho")), b)


def test_cli_sparql(tmp_path):
    import pyoxigraph as ox

    from cogmem_rdf import vocab as v
    from cogmem_rdf.store import OxiStore

    store = OxiStore(tmp_path / "s")
    for m in ("a", "b"):
        p = v.person_iri(m, f"{m}-person")
        store.extend(
            [
                ox.Quad(
                    p,
                    v.pec("name"),
                    ox.Literal(B_ONLY if m == "b" else "A person"),
                    v.memory_graph(m),
                )
            ]
        )
    store.close()
    for q in sneaky_queries(v.memory_graph("b").value):
        out = subprocess.run(
            [
                sys.executable,
                "-c",
                "from cogmem_rdf.cli import main; main()",
                "sparql",
                q,
                "--memory",
                "a",
                "--store",
                str(tmp_path / "s"),
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )
        if "/data/b/" in q:  # naming another memory's graph is refused outright (sparql_guard)
            assert out.returncode == 1 and "a query sees only this memory's graph" in out.stderr, (
                out.stderr
            )
            continue
        assert out.returncode == 0, out.stderr
        json.loads(out.stdout)
        assert B_ONLY not in out.stdout and "/data/b/" not in out.stdout


def test_remote_store_isolation(oxigraph_server, tmp_path):
    import pyoxigraph as ox

    from cogmem_rdf import vocab as v
    from cogmem_rdf.memory import Memory
    from cogmem_rdf.store import RemoteStore

    store = RemoteStore(oxigraph_server.url)
    store.extend(
        [
            ox.Quad(v.person_iri("b", "x"), v.pec("name"), ox.Literal(B_ONLY), v.memory_graph("b")),
            ox.Quad(
                v.person_iri("a", "x"), v.pec("name"), ox.Literal("A person"), v.memory_graph("a")
            ),
        ]
    )
    a = Memory(store, "a")
    for q in sneaky_queries(v.memory_graph("b").value):
        assert B_ONLY not in answer_or_refusal(
            lambda q: " ".join(str(t) for sol in a.sparql(q) for t in sol), q
        )


@pytest.mark.parametrize("bad", ["bob-mem\n", "bob-mem\r\n", "\nbob", "bob mem", "b" * 65])
def test_memory_id_with_a_newline_is_a_one_line_usage_error(tmp_path, bad):
    from cogmem_rdf.store import OxiStore

    OxiStore(tmp_path / "s").close()  # the store exists: only the id is wrong
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "from cogmem_rdf.cli import main; main()",
            "sparql",
            "ASK {}",
            "--memory",
            bad,
            "--store",
            str(tmp_path / "s"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1
    assert out.stderr.count("\n") == 1 and out.stderr.startswith(
        "cogmem: error: invalid memory id"
    ), out.stderr
