"""``cogmem serve``: one memory as a SPARQL 1.1 Protocol endpoint others can federate with.

``GET /query?query=…`` or ``POST /query`` (``application/sparql-query`` body or form
``query=…``) answers in JSON, XML, CSV or TSV (SELECT/ASK) or N-Triples, Turtle, N-Quads, TriG,
RDF/XML, JSON-LD (CONSTRUCT/DESCRIBE) by ``Accept``. The dataset is always the memory's graph
(as default graph and only named graph): ``FROM``, ``FROM NAMED``, ``GRAPH ?g`` and the
protocol's ``default-graph-uri`` cannot reach another memory. Every query and update passes
``sparql_guard`` first: ``SERVICE`` (unless the endpoint is allowed), ``LOAD`` and other graphs'
IRIs are refused with 400.

RDF version of CONSTRUCT/DESCRIBE answers: RDF 1.1 (classic reification, as
``export --format turtle``) for Turtle, RDF/XML, JSON-LD and N-Triples, so SPARQLWrapper and
rdflib read them; RDF 1.2 (triple terms) for N-Quads, TriG, a media type with ``version=1.2``
or a ``profile`` naming RDF 1.2, or with ``?rdf=1.2`` in the URL (``?rdf=1.1`` forces 1.1).

Limits: each query has ``limits.timeout`` seconds (default 10) and ``limits.max_rows`` rows; on an
on-disk store it runs in a bounded pool of worker processes (``sparql_pool``) and is killed at
the deadline (503, CPU released). Connections are served by at most ``threads`` threads (503 with
``Connection: close`` beyond that); a request body is always read whole before answering, or the
connection is closed, so an unread body is never parsed as the next request.

``GET/POST /service`` answers like ``/query`` for callers that put their own graph names into a
``SERVICE`` request (Virtuoso 7 sends ``GRAPH <the caller's graph> { … }``): there every graph a
query names after ``GRAPH``, ``FROM`` or ``FROM NAMED`` is read as the memory's graph, the only
graph this endpoint has (``own_graph``), so the caller gets the memory as SPARQL 1.1 Federated
Query means it and still nothing else. It is read-only.

``POST /update`` exists only with ``allow_update``: the update runs on a scratch copy of the
memory (so it can neither read nor write another graph), must leave the copy's named graphs
empty, and the difference is written back to the memory's graph. Updates are not time-limited.
"""

from __future__ import annotations

import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from .errors import CogmemError, UsageError
from .sparql_exec import GRAPH_TYPES, RESULT_TYPES, Limits, QueryTimeoutError, negotiate, run
from .sparql_guard import GuardError, check, decode_escapes, tokenize
from .sparql_pool import WorkerPool

if TYPE_CHECKING:
    from .memory import Memory

__all__ = [
    "GRAPH_TYPES",
    "RESULT_TYPES",
    "endpoint",
    "make_server",
    "negotiate",
    "own_graph",
    "parse_bind",
    "run_query",
    "run_update",
    "service_endpoint",
]

MAX_BODY = 16 * 1024 * 1024
_BUSY = (b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 24\r\n"
         b"Connection: close\r\nRetry-After: 1\r\n\r\nserver busy, retry later")


def parse_bind(bind: str) -> tuple[str, int]:
    """``host:port`` → (host, port); UsageError when malformed."""
    host, _, port = bind.rpartition(":")
    if not host or not port.isdigit() or not 0 <= int(port) < 65536:
        raise UsageError(f"--bind wants HOST:PORT, got {bind!r}")
    return host.strip("[]"), int(port)


def own_graph(text: str, graph: str) -> str:
    """``text`` with every graph named after ``GRAPH``, ``FROM`` or ``FROM NAMED`` replaced by
    ``graph``.

    For ``/service``: a caller's name for "its default graph" (Virtuoso 7 wraps a SERVICE pattern in
    ``GRAPH <its own graph>``) becomes this memory, the one graph the endpoint serves. Found with
    the guard's lexer (strings, comments and IRIs elsewhere are untouched); the result still goes
    through the whole guard, and the dataset is still the memory's graph alone.

    >>> own_graph('SELECT * WHERE { GRAPH <urn:caller> { ?s ?p "GRAPH <urn:x>" } }', "urn:me")
    'SELECT * WHERE { GRAPH <urn:me> { ?s ?p "GRAPH <urn:x>" } }'
    """
    text = decode_escapes(text)
    tokens = tokenize(text)
    parts, last = [], 0
    for i, tok in enumerate(tokens):
        if tok.kind != "word" or tok.text.upper() not in ("GRAPH", "FROM"):
            continue
        j = i + 1
        while j < len(tokens) and tokens[j].kind == "word" and tokens[j].text.upper() == "NAMED":
            j += 1
        if j < len(tokens) and tokens[j].kind in ("iri", "pname"):
            parts += [text[last:tokens[j].pos], f"<{graph}>"]
            last = tokens[j].pos + len(tokens[j].text)
    return "".join(parts) + text[last:]


def run_query(
    mem: Memory,
    text: str,
    accept: str | None,
    allow_service=(),
    *,
    limits: Limits = Limits(),
    pool: WorkerPool | None = None,
    rdf: str | None = None,
) -> tuple[bytes, str]:
    """Answer a query on ``mem``'s graph only, within ``limits``; returns (body, content type)."""
    text = check(text, mem.graph.value, allow_service)
    if pool is not None:
        answer = pool.run(mem.graph, text, accept, limits, rdf)
    else:
        answer = run(mem.store, mem.graph, text, accept, limits, rdf)
    return answer.body, answer.media


def run_update(mem: Memory, text: str, allow_service=()) -> None:
    """Apply a SPARQL UPDATE to ``mem``'s graph only (see the module docstring)."""
    # refuses LOAD, SERVICE, other graphs (sparql_guard)
    text = check(text, mem.graph.value, allow_service)
    before = {ox.Quad(q.subject, q.predicate, q.object) for q in mem.quads()}
    scratch = ox.Store()
    scratch.extend(list(before))
    try:
        scratch.update(text)
    except SyntaxError as exc:
        raise UsageError(f"invalid SPARQL update: {str(exc).splitlines()[0]}") from exc
    if any(True for _ in scratch.named_graphs()):
        raise UsageError(
            "an update may change only the memory (the default graph), not named graphs"
        )
    after = set(scratch.quads_for_pattern(None, None, None, ox.DefaultGraph()))
    gone = [ox.Quad(q.subject, q.predicate, q.object, mem.graph) for q in before - after]
    new = [ox.Quad(q.subject, q.predicate, q.object, mem.graph) for q in after - before]
    if gone:
        mem.store.remove_quads(gone)
    if new:
        mem.store.extend(new)


class _BodyError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    timeout = 30  # an idle kept-alive connection gives its thread back after this many seconds
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.verbose:
            super().log_message(format, *args)

    def _send(self, status: int, body: bytes, media: str = "text/plain; charset=utf-8") -> None:
        self.send_response(status)
        self.send_header("Content-Type", media)
        self.send_header("Content-Length", str(len(body)))
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _read_body(self) -> bytes:
        """The whole request body, read before anything is answered (or the connection is
        closed)."""
        if self.headers.get("Transfer-Encoding"):
            self.close_connection = True
            raise _BodyError(411, "send a Content-Length (chunked bodies are not accepted)")
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = -1
        if length < 0 or length > MAX_BODY:
            self.close_connection = True
            raise _BodyError(
                413 if length > MAX_BODY else 400,
                "request body too large or malformed Content-Length",
            )
        return self.rfile.read(length) if length else b""

    def _operation(self, body: bytes, field: str, content_type: str) -> str:
        url = urllib.parse.urlsplit(self.path)
        if self.command == "GET":
            values = urllib.parse.parse_qs(url.query).get(field)
        else:
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
        url = urllib.parse.urlsplit(self.path)
        srv = self.server
        try:
            body = self._read_body() if self.command == "POST" else b""
            if url.path in ("/query", "/service") and self.command in ("GET", "POST"):
                text = self._operation(body, "query", "application/sparql-query")
                if url.path == "/service":
                    text = own_graph(text, srv.memory.graph.value)
                rdf_given = urllib.parse.parse_qs(url.query).get("rdf")
                rdf = rdf_given[0] if rdf_given else None
                try:
                    out, media = run_query(
                        srv.memory,
                        text,
                        self.headers.get("Accept"),
                        srv.allow_service,
                        limits=srv.limits,
                        pool=srv.pool,
                        rdf=rdf,
                    )
                except GuardError as exc:
                    # its SERVICE names its own graph
                    if "virtuoso" in (self.headers.get("User-Agent") or "").lower():
                        raise GuardError(
                            f"{exc} (Virtuoso puts the calling query's graph into SERVICE "
                            "requests: "
                            f"name this server's /service endpoint in SERVICE instead of /query)"
                        ) from exc
                    raise
                self._send(200, out, media)
            elif url.path == "/update" and self.command == "POST":
                if not srv.allow_update:
                    self._send(
                        403, b"updates are disabled on this endpoint (serve --allow-update)\n"
                    )
                    return
                text = self._operation(body, "update", "application/sparql-update")
                with srv.write_lock:
                    run_update(srv.memory, text, srv.allow_service)
                self._send(204, b"")
            else:
                self._send(404, b"endpoints: /query, /service, /update\n")
        except _BodyError as exc:
            self._send(exc.status, (str(exc) + "\n").encode("utf-8"))
        except UsageError as exc:
            self._send(400, (str(exc) + "\n").encode("utf-8"))
        except QueryTimeoutError as exc:
            self._send(503, (str(exc) + "\n").encode("utf-8"))
        except (CogmemError, RuntimeError, ValueError, OSError) as exc:
            self._send(500, f"{type(exc).__name__}: {exc}\n".encode())

    do_GET = do_POST = _handle


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    # listen backlog: the default 5 drops connections of a burst of clients
    request_queue_size = 128

    def __init__(
        self,
        address,
        memory,
        allow_update: bool,
        allow_service,
        verbose: bool,
        limits: Limits,
        workers: int,
        threads: int,
    ):
        super().__init__(address, _Handler)
        self.memory = memory
        self.allow_update = allow_update
        self.allow_service = tuple(allow_service)
        self.verbose = verbose
        self.limits = limits
        self.write_lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(threads)
        on_disk = getattr(memory.store, "path", None) is not None and not memory.store.read_only
        self.pool = WorkerPool(memory.store, workers, self.allow_service) if on_disk else None

    def process_request(self, request, client_address) -> None:
        # bounded: refuse at once rather than queue forever
        if not self._slots.acquire(blocking=False):
            try:
                request.sendall(_BUSY)
            except OSError:
                pass
            self.shutdown_request(request)
            return
        super().process_request(request, client_address)

    def process_request_thread(self, request, client_address) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()

    def server_close(self) -> None:
        super().server_close()
        if self.pool is not None:
            self.pool.close()
            self.pool = None


def make_server(
    mem: Memory,
    bind: str = "127.0.0.1:7878",
    *,
    allow_update: bool = False,
    allow_service=(),
    verbose: bool = False,
    limits: Limits = Limits(),
    workers: int = 4,
    threads: int = 64,
) -> ThreadingHTTPServer:
    """A server for ``mem`` bound to ``bind`` (port 0 picks a free one); call ``serve_forever``.

    ``workers`` query processes serve an on-disk store (in-memory and remote stores run queries
    in the request thread, with the limits checked between rows); ``threads`` bounds connections.
    """
    return _Server(
        parse_bind(bind), mem, allow_update, allow_service, verbose, limits, workers, threads
    )


def endpoint(server: ThreadingHTTPServer, path: str = "/query") -> str:
    """The ``/query`` URL of a server made by ``make_server``."""
    host, port = server.server_address[:2]
    if isinstance(host, bytes):
        host = host.decode()
    return f"http://{host}:{port}{path}"


def service_endpoint(server: ThreadingHTTPServer) -> str:
    """The ``/service`` URL (name it in SERVICE from servers that send their own graph names:
    Virtuoso 7)."""
    return endpoint(server, "/service")
