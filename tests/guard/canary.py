"""Helpers for the guard tests (importable): a canary endpoint that counts requests, two seeded
memories."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pyoxigraph as ox

from cogmem_rdf import vocab as v

SECRET = "Bo's secret in memory b"


class Canary:
    """An HTTP endpoint on loopback that answers empty results and counts every request."""

    def __init__(self) -> None:
        canary = self
        self.hits = 0

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def _answer(self) -> None:
                canary.hits += 1
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                if "sparql-results" in (self.headers.get("Accept") or ""):
                    body, media = (
                        b'{"head":{"vars":["s","p","o"]},"results":{"bindings":[]}}',
                        "application/sparql-results+json",
                    )
                else:
                    body, media = (
                        b"<urn:canary> <urn:canary> <urn:canary> .\n",
                        "application/n-triples",
                    )
                self.send_response(200)
                self.send_header("Content-Type", media)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _answer

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        # a short poll: shutdown() waits up to one poll interval (0.5 s by default, per test)
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02},
                         daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/sparql"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def seed(store) -> None:
    """Memory a (one person) and memory b (a secret) in one store."""
    quads = []
    for memory, name in (("a", "Ana"), ("b", SECRET)):
        p = v.person_iri(memory, name)
        quads += [ox.Quad(p, v.RDF_TYPE, v.PERSON, v.memory_graph(memory)),
                  ox.Quad(p, v.pec("name"), ox.Literal(name), v.memory_graph(memory))]
    store.extend(quads)
