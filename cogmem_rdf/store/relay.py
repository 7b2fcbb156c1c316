"""A loopback relay for the embedded engine's SERVICE calls: the query is re-sent as a form.

pyoxigraph's SERVICE client POSTs the query as an ``application/sparql-query`` body. OpenLink
Virtuoso 7.2.5 never answers that request (it hangs: openlink/virtuoso-opensource#842, the
``/sparql`` endpoint reads only ``query=`` parameters), so ``SERVICE <http://host:8890/sparql>``
from an embedded memory, ``cogmem sparql`` or ``cogmem serve`` waited for its timeout. Every
SPARQL 1.1 Protocol server answers a form POST (``query=…``, §2.1.2), so each allowed endpoint of
a query is rewritten to ``http://127.0.0.1:PORT/<random token>`` of a relay thread in this process
that re-sends the query there as a form, with the engine's ``Accept``, and hands back the status,
media type and body unchanged.

The rewrite happens after the guard: only endpoints in the store's ``allow_service`` are relayed
(the guard has refused every other one), the endpoint token is found with the guard's lexer, and
the replacement is one absolute IRI token. The relay listens on loopback only, forwards only to the
endpoints registered in this process (a path is an unguessable token), never adds credentials, and
is started on first use, one per process (query worker processes start their own).
"""

from __future__ import annotations

import http.client
import os
import secrets
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from ..sparql_guard import service_targets

# seconds for the relayed endpoint to answer (a worker past its deadline is killed anyway)
UPSTREAM_TIMEOUT = 60.0
MAX_BODY = 16 * 1024 * 1024


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _RelayServer

    def log_message(self, format: str, *args: object) -> None:
        pass

    def _answer(self, status: int, body: bytes, media: str = "text/plain; charset=utf-8") -> None:
        self.send_response(status)
        self.send_header("Content-Type", media)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _relay(self) -> None:
        url = urllib.parse.urlsplit(self.path)
        endpoint = self.server.routes.get(url.path.lstrip("/"))
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY:
            self.close_connection = True
            self._answer(413, b"query too large\n")
            return
        body = self.rfile.read(length) if length else b""
        if endpoint is None:
            self._answer(404, b"unknown relay path\n")
            return
        media = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if self.command == "GET":
            query = urllib.parse.parse_qs(url.query).get("query", [""])[0]
        elif media == "application/x-www-form-urlencoded":
            query = urllib.parse.parse_qs(body.decode("utf-8")).get("query", [""])[0]
        else:
            query = body.decode("utf-8")
        target = urllib.parse.urlsplit(endpoint)
        if not target.hostname:
            self._answer(502, b"relay target has no host\n")
            return
        cls = (
            http.client.HTTPSConnection if target.scheme == "https" else http.client.HTTPConnection
        )
        conn = cls(target.hostname, target.port, timeout=UPSTREAM_TIMEOUT)
        try:
            conn.request(
                "POST",
                (target.path or "/") + (f"?{target.query}" if target.query else ""),
                body=urllib.parse.urlencode({"query": query}).encode("utf-8"),
                headers={
                    "Content-Type": "application/x-www-form-urlencoded",
                    "Accept": self.headers.get("Accept") or "*/*",
                },
            )
            resp = conn.getresponse()
            data = resp.read()
        except OSError as exc:
            self._answer(502, f"SERVICE {endpoint}: {exc}\n".encode())
            return
        finally:
            conn.close()
        self._answer(
            resp.status, data, resp.getheader("Content-Type") or "application/octet-stream"
        )

    do_GET = do_POST = _relay


class _RelayServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.routes: dict[str, str] = {}  # token → endpoint
        self.tokens: dict[str, str] = {}  # endpoint → token
        threading.Thread(
            target=self.serve_forever, name="cogmem-service-relay", daemon=True
        ).start()

    def url_for(self, endpoint: str) -> str:
        token = self.tokens.get(endpoint)
        if token is None:
            token = secrets.token_urlsafe(24)
            self.routes[token] = endpoint
            self.tokens[endpoint] = token
        return f"http://127.0.0.1:{self.server_address[1]}/{token}"


_lock = threading.Lock()
_relays: dict[int, _RelayServer] = {}


def relay_url(endpoint: str) -> str:
    """The loopback URL that relays to ``endpoint`` (the relay of this process, started on first
    use)."""
    with _lock:
        server = _relays.get(os.getpid())
        if server is None:
            server = _relays[os.getpid()] = _RelayServer()
        return server.url_for(endpoint)


def relay_services(text: str, allow_service: tuple[str, ...] | list[str]) -> str:
    """``text`` (already through the guard) with each allowed SERVICE endpoint replaced by its relay
    URL."""
    if not allow_service or "SERVICE" not in text.upper():
        return text
    parts, last = [], 0
    for token, iri in service_targets(text):
        if iri in allow_service:
            parts += [text[last:token.pos], f"<{relay_url(iri)}>"]
            last = token.pos + len(token.text)
    return "".join(parts) + text[last:]
