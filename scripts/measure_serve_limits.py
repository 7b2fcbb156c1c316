"""`cogmem serve` under load: 50 concurrent clients, some sending cross products (a script, not a
test).

    python scripts/measure_serve_limits.py ../shared/data/locomo/26.json [--clients 50] [--slow 5]
        [--rounds 4]

Ingests the conversation into a fresh on-disk store, starts `cogmem serve` (a separate process,
default limits: 10 s, 4 query workers), then runs two scenarios from client threads of this
process: all clients sending ordinary queries, and the same with ``--slow`` of them sending a
cross product instead. Prints latencies (ms) of the ordinary queries and the slow ones' outcome.
"""

from __future__ import annotations

import argparse
import json
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from cogmem_rdf.memory import Memory

NORMAL = [
    "PREFIX pec: <https://w3id.org/cogmem/pec2f#> "
    "SELECT ?name WHERE { ?p a pec:Person ; pec:name ?name } LIMIT 20",
    "PREFIX pec: <https://w3id.org/cogmem/pec2f#> "
    "SELECT ?t ?text WHERE { ?t a pec:Turn ; pec:text ?text } LIMIT 50",
    "PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT (COUNT(*) AS ?n) WHERE { ?c a pec:Claim }",
]
CROSS = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"


def post(url: str, query: str) -> tuple[int, float]:
    started = time.monotonic()
    req = urllib.request.Request(
        url, data=query.encode(), headers={"Content-Type": "application/sparql-query"}
    )
    try:
        with urllib.request.urlopen(req, timeout=120) as resp:
            resp.read()
            status = resp.status
    except urllib.error.HTTPError as exc:
        exc.read()
        status = exc.code
    except OSError:  # refused or reset: counted as a failure, never dropped
        status = 0
    return status, (time.monotonic() - started) * 1000


def scenario(url: str, clients: int, slow: int, rounds: int) -> dict:
    fast: list[tuple[int, float]] = []
    slow_out: list[tuple[int, float]] = []
    barrier = threading.Barrier(clients)

    def client(i: int) -> None:
        barrier.wait()
        if i < slow:
            slow_out.append(post(url, CROSS))
            return
        for r in range(rounds):
            fast.append(post(url, NORMAL[(i + r) % len(NORMAL)]))

    started = time.monotonic()
    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    ms = sorted(t for _, t in fast)
    return {
        "clients": clients,
        "slow_clients": slow,
        "ordinary_queries": len(fast),
        "ordinary_ok": sum(s == 200 for s, _ in fast),
        "ordinary_ms": {
            "p50": round(statistics.median(ms), 1),
            "p95": round(ms[int(0.95 * (len(ms) - 1))], 1),
            "max": round(ms[-1], 1),
        },
        "slow": [{"status": s, "ms": round(t)} for s, t in slow_out],
        "wall_s": round(time.monotonic() - started, 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?", default="/work/shared/data/locomo/26.json")
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--slow", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--workers", type=int, default=4)
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="cogmem-limits-"))
    try:
        with Memory.open(work / "store", "c") as mem:
            mem.ingest_file(args.file)
            quads = len(list(mem.quads()))
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        server = subprocess.Popen(
            [
                sys.executable,
                "-c",
                "from cogmem_rdf.cli import main; main()",
                "serve",
                "--store",
                str(work / "store"),
                "--memory",
                "c",
                "--bind",
                f"127.0.0.1:{port}",
                "--workers",
                str(args.workers),
            ],
            stderr=subprocess.DEVNULL,
        )
        url = f"http://127.0.0.1:{port}/query"
        for _ in range(300):
            try:
                if post(url, "ASK {}")[0] == 200:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        try:
            out = {
                "file": args.file,
                "quads": quads,
                "workers": args.workers,
                "baseline": scenario(url, args.clients, 0, args.rounds),
                "with_slow": scenario(url, args.clients, args.slow, args.rounds),
            }
            time.sleep(1)
            out["after"] = scenario(url, args.clients, 0, args.rounds)
        finally:
            server.terminate()
            server.wait(10)
        print(json.dumps(out, indent=1))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
