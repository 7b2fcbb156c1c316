"""Query limits on `cogmem serve` and `cogmem sparql`: time, rows, bounded workers and threads,
bodies read."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import pyoxigraph as ox
import pytest

from cogmem_rdf import vocab as v
from cogmem_rdf.memory import Memory
from cogmem_rdf.serve import endpoint, make_server
from cogmem_rdf.sparql_exec import Limits

CROSS = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"
FAST = "SELECT ?o WHERE { ?s ?p ?o } LIMIT 3"


@pytest.fixture
def disk_mem(tmp_path):
    mem = Memory.open(tmp_path / "store", "a")
    g = mem.graph
    mem.store.extend(
        [
            ox.Quad(ox.NamedNode(f"urn:s{i}"), v.pec("name"), ox.Literal(f"n{i}"), g)
            for i in range(300)
        ]
    )
    yield mem
    mem.close()


@pytest.fixture
def served(disk_mem):
    servers = []

    def start(**kw):
        server = make_server(disk_mem, "127.0.0.1:0", **kw)
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02},
                         daemon=True).start()
        servers.append(server)
        return server, endpoint(server)

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def post(url: str, query: str, timeout: float = 30) -> tuple[int, bytes]:
    req = urllib.request.Request(
        url, data=query.encode(), headers={"Content-Type": "application/sparql-query"}
    )
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


def test_cross_product_times_out_within_the_limit_and_its_worker_is_killed(served):
    server, url = served(limits=Limits(timeout=2), workers=1)
    (worker,) = server.pool._all
    started = time.monotonic()
    status, body = post(url, CROSS)
    took = time.monotonic() - started
    assert status == 503 and b"2 s limit" in body and took < 3.5, (status, body, took)
    assert not alive(worker.proc.pid)  # its CPU is released, not left computing
    deadline = time.monotonic() + 30
    while not server.pool._all and time.monotonic() < deadline:  # a fresh worker comes back
        time.sleep(0.1)
    status, body = post(url, FAST)
    assert status == 200 and len(json.loads(body)["results"]["bindings"]) == 3


def test_row_limit(served):
    _, url = served(limits=Limits(max_rows=10))
    status, body = post(url, "SELECT * WHERE { ?s ?p ?o }")
    assert status == 400 and b"more than 10 rows" in body, (status, body)
    assert post(url, "SELECT * WHERE { ?s ?p ?o } LIMIT 10")[0] == 200


def test_slow_queries_do_not_block_the_others(served):
    _, url = served(limits=Limits(timeout=3), workers=4)
    results: dict[str, list] = {"slow": [], "fast": []}

    def client(kind: str) -> None:
        t = time.monotonic()
        status, _ = post(url, CROSS if kind == "slow" else FAST)
        results[kind].append((status, time.monotonic() - t))

    threads = [
        threading.Thread(target=client, args=("slow" if i < 2 else "fast",)) for i in range(12)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert [s for s, _ in results["slow"]] == [503, 503]
    assert all(s == 200 for s, _ in results["fast"]) and len(results["fast"]) == 10
    assert max(t for _, t in results["fast"]) < 3, results


def raw(sock: socket.socket, request: bytes) -> bytes:
    sock.sendall(request)
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536)
    head, _, rest = data.partition(b"\r\n\r\n")
    length = int(
        next(
            (
                line.split(b":")[1]
                for line in head.split(b"\r\n")
                if line.lower().startswith(b"content-length")
            ),
            b"0",
        )
    )
    while len(rest) < length:
        rest += sock.recv(65536)
    return head.split(b"\r\n")[0] + b"\n" + rest


def test_refused_request_bodies_are_read_not_parsed_as_the_next_request(served):
    server, _ = served()
    host, port = server.server_address[:2]
    smuggled = b"GET /query?query=ASK%7B%7D HTTP/1.1\r\nHost: x\r\n\r\n"
    with socket.create_connection((host, port), timeout=10) as sock:
        first = raw(
            sock,
            b"POST /update HTTP/1.1\r\nHost: x\r\nContent-Type: application/sparql-update\r\n"
            b"Content-Length: %d\r\n\r\n" % len(smuggled) + smuggled,
        )
        assert first.startswith(b"HTTP/1.1 403")
        second = raw(sock, b"GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n")
        assert second.startswith(b"HTTP/1.1 404")  # the next request, not the smuggled body
        bad = b"SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }"
        third = raw(
            sock,
            b"POST /query HTTP/1.1\r\nHost: x\r\nContent-Type: application/sparql-query\r\n"
            b"Content-Length: %d\r\n\r\n" % len(bad) + bad,
        )
        assert third.startswith(b"HTTP/1.1 400")
        assert raw(sock, b"GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n").startswith(b"HTTP/1.1 404")


def test_connections_are_bounded(served):
    server, _ = served(threads=2)
    host, port = server.server_address[:2]
    held = [socket.create_connection((host, port), timeout=10) for _ in range(2)]
    time.sleep(0.2)
    with socket.create_connection((host, port), timeout=10) as extra:
        assert extra.recv(1024).startswith(b"HTTP/1.1 503")
    for s in held:
        s.close()


def test_cli_sparql_timeout_and_row_limit(tmp_path, disk_mem):
    disk_mem.close()
    cmd = [
        sys.executable,
        "-c",
        "from cogmem_rdf.cli import main; main()",
        "sparql",
        "--memory",
        "a",
        "--store",
        str(tmp_path / "store"),
    ]
    started = time.monotonic()
    out = subprocess.run(
        cmd + [CROSS, "--timeout", "2"], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 1 and "2 s limit" in out.stderr and time.monotonic() - started < 15, (
        out.stderr
    )
    out = subprocess.run(
        cmd + ["SELECT * WHERE { ?s ?p ?o }", "--max-rows", "5"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1 and "more than 5 rows" in out.stderr
    out = subprocess.run(cmd + [FAST], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and len(json.loads(out.stdout)["results"]["bindings"]) == 3
    assert os.path.exists(tmp_path / "store")


def test_remote_store_query_times_out_on_the_client(oxigraph_server):
    from cogmem_rdf.sparql_exec import QueryTimeoutError
    from cogmem_rdf.sparql_pool import run_memory
    from cogmem_rdf.store import RemoteStore

    mem = Memory(RemoteStore(oxigraph_server.url), "a")
    mem.store.extend(
        [
            ox.Quad(ox.NamedNode(f"urn:s{i}"), v.pec("name"), ox.Literal(f"n{i}"), mem.graph)
            for i in range(300)
        ]
    )
    started = time.monotonic()
    with pytest.raises(QueryTimeoutError, match="server's job"):
        run_memory(mem, CROSS, limits=Limits(timeout=2))
    assert time.monotonic() - started < 4
