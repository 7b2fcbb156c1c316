"""``cogmem serve``: one memory as a SPARQL 1.1 Protocol endpoint others can federate with.

``GET /query?query=…`` or ``POST /query`` (``application/sparql-query`` body or form
``query=…``) answers in JSON, XML, CSV or TSV (SELECT/ASK) or N-Triples, Turtle, N-Quads,
RDF/XML, JSON-LD (CONSTRUCT/DESCRIBE) by ``Accept``. The dataset is always the memory's graph
(as default graph and only named graph): ``FROM``, ``FROM NAMED``, ``GRAPH ?g`` and the
protocol's ``default-graph-uri`` cannot reach another memory. ``SERVICE`` is refused unless the
endpoint is allowed (a served endpoint would otherwise fetch any URL for any client).

``POST /update`` exists only with ``allow_update``: the update runs on a scratch copy of the
memory (so it can neither read nor write another graph), must leave the copy's named graphs
empty, and the difference is written back to the memory's graph.
"""

from __future__ import annotations

import io
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pyoxigraph as ox

from .errors import CogmemError, UsageError
from .sparql_guard import check

RESULT_TYPES = ["application/sparql-results+json", "application/sparql-results+xml", "text/csv",
                "text/tab-separated-values"]
GRAPH_TYPES = ["application/n-triples", "text/turtle", "application/n-quads", "application/rdf+xml",
               "application/ld+json"]
MAX_BODY = 16 * 1024 * 1024


def parse_bind(bind: str) -> tuple[str, int]:
    """``host:port`` → (host, port); UsageError when malformed."""
    host, _, port = bind.rpartition(":")
    if not host or not port.isdigit() or not 0 <= int(port) < 65536:
        raise UsageError(f"--bind wants HOST:PORT, got {bind!r}")
    return host.strip("[]"), int(port)


def negotiate(accept: str | None, offered: list[str]) -> str:
    """The offered media type the ``Accept`` header prefers (the first offered one by default)."""
    ranked = []
    for i, part in enumerate((accept or "").split(",")):
        fields = [f.strip() for f in part.split(";")]
        q = 1.0
        for f in fields[1:]:
            if f.startswith("q="):
                try:
                    q = float(f[2:])
                except ValueError:
                    q = 0.0
        ranked.append((-q, i, fields[0].lower()))
    for _, _, media in sorted(ranked):
        for offer in offered:
            if media in (offer, "*/*") or (media.endswith("/*") and offer.startswith(media[:-1])):
                return offer
    return offered[0]


def run_query(mem, text: str, accept: str | None, allow_service=()) -> tuple[bytes, str]:
    """Answer a query on ``mem``'s graph only; returns (body, content type)."""
    result = mem.store.query(check(text, mem.graph.value, allow_service), mem.graph, name="serve")
    if isinstance(result, (ox.QuerySolutions, ox.QueryBoolean)):
        media = negotiate(accept, RESULT_TYPES)
        out = io.BytesIO()
        result.serialize(out, ox.QueryResultsFormat.from_media_type(media))
        return out.getvalue(), media
    media = negotiate(accept, GRAPH_TYPES)
    triples = list(result)
    fmt = ox.RdfFormat.from_media_type(media)
    if fmt == ox.RdfFormat.N_QUADS:
        data = ox.serialize([ox.Quad(t.subject, t.predicate, t.object) for t in triples], format=fmt)
    else:
        data = ox.serialize(triples, format=fmt)
    return data or b"", media


def run_update(mem, text: str, allow_service=()) -> None:
    """Apply a SPARQL UPDATE to ``mem``'s graph only (see the module docstring)."""
    text = check(text, mem.graph.value, allow_service)  # refuses LOAD, SERVICE, other graphs (sparql_guard)
    before = {ox.Quad(q.subject, q.predicate, q.object) for q in mem.quads()}
    scratch = ox.Store()
    scratch.extend(list(before))
    try:
        scratch.update(text)
    except SyntaxError as exc:
        raise UsageError(f"invalid SPARQL update: {str(exc).splitlines()[0]}") from exc
    if any(True for _ in scratch.named_graphs()):
        raise UsageError("an update may change only the memory (the default graph), not named graphs")
    after = set(scratch.quads_for_pattern(None, None, None, ox.DefaultGraph()))
    gone = [ox.Quad(q.subject, q.predicate, q.object, mem.graph) for q in before - after]
    new = [ox.Quad(q.subject, q.predicate, q.object, mem.graph) for q in after - before]
    if gone:
        mem.store.remove_quads(gone)
    if new:
        mem.store.extend(new)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.verbose:
            super().log_message(format, *args)

    def _send(self, status: int, body: bytes, media: str = "text/plain; charset=utf-8") -> None:
        self.send_response(status)
        self.send_header("Content-Type", media)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY:
            raise UsageError("request body too large")
        return self.rfile.read(length) if length else b""

    def _operation(self, field: str, content_type: str) -> str:
        url = urllib.parse.urlsplit(self.path)
        if self.command == "GET":
            values = urllib.parse.parse_qs(url.query).get(field)
        else:
            body = self._body()
            media = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
            if media == content_type:
                return body.decode("utf-8")
            if media != "application/x-www-form-urlencoded":
                raise UsageError(f"send {content_type} or a form with {field}=")
            values = urllib.parse.parse_qs(body.decode("utf-8")).get(field)
        if not values or len(values) != 1:
            raise UsageError(f"give exactly one {field}")
        return values[0]

    def _handle(self) -> None:
        path = urllib.parse.urlsplit(self.path).path
        srv = self.server
        try:
            if path == "/query" and self.command in ("GET", "POST"):
                text = self._operation("query", "application/sparql-query")
                body, media = run_query(srv.memory, text, self.headers.get("Accept"), srv.allow_service)
                self._send(200, body, media)
            elif path == "/update" and self.command == "POST":
                if not srv.allow_update:
                    self._send(403, b"updates are disabled on this endpoint (serve --allow-update)\n")
                    return
                text = self._operation("update", "application/sparql-update")
                with srv.write_lock:
                    run_update(srv.memory, text, srv.allow_service)
                self._send(204, b"")
            else:
                self._send(404, b"endpoints: /query, /update\n")
        except UsageError as exc:
            self._send(400, (str(exc) + "\n").encode("utf-8"))
        except (CogmemError, RuntimeError, ValueError, OSError) as exc:
            self._send(500, f"{type(exc).__name__}: {exc}\n".encode())

    do_GET = do_POST = _handle


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address, memory, allow_update: bool, allow_service, verbose: bool):
        super().__init__(address, _Handler)
        self.memory = memory
        self.allow_update = allow_update
        self.allow_service = tuple(allow_service)
        self.verbose = verbose
        self.write_lock = threading.Lock()


def make_server(mem, bind: str = "127.0.0.1:7878", *, allow_update: bool = False,
                allow_service=(), verbose: bool = False) -> ThreadingHTTPServer:
    """A server for ``mem`` bound to ``bind`` (port 0 picks a free one); call ``serve_forever``."""
    return _Server(parse_bind(bind), mem, allow_update, allow_service, verbose)


def endpoint(server: ThreadingHTTPServer) -> str:
    """The ``/query`` URL of a server made by ``make_server``."""
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/query"
