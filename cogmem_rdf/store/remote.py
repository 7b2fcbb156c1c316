"""A graph store on a SPARQL server: SPARQL 1.1 Protocol + Graph Store Protocol (tested on ``oxigraph serve``).

Scoping: every query is sent with ``default-graph-uri`` and ``named-graph-uri`` set to the
memory's graph. By the SPARQL 1.1 Protocol (§2.1.4) those parameters replace the query's own
``FROM``/``FROM NAMED``, so ``GRAPH ?g`` and ``FROM <other>`` see the memory's graph only.
``SERVICE`` and ``LOAD`` would run *on the server*, with access to every graph it holds, so
``sparql_guard`` refuses them (and any graph IRI but the memory's) before a query is sent; a
``SERVICE`` endpoint listed in ``allow_service`` passes (list only endpoints that are themselves
scoped, such as ``cogmem serve``). What is sent is the guard's decoded text, the text it checked.

Binding: the server cannot take pyoxigraph ``substitutions=``, so bound values travel as a
``VALUES`` block inserted at the start of the query's outermost ``WHERE`` group. It is safe
because (1) no value is ever parsed from text: each is a typed pyoxigraph term (IRIs were
validated when the ``NamedNode`` was built; literals are escaped by pyoxigraph's N-Triples
serialiser), variable names are validated by ``pyoxigraph.Variable``; (2) before sending, the
generated block is parsed back by pyoxigraph and its solution compared with the bindings, so a
value that would not come back identical is refused instead of sent. Inside the outermost group
a ``VALUES`` join gives the same answers as SEP-0007 substitution for our queries (bound
variables are projected, which pyoxigraph demands too).
"""

from __future__ import annotations

import http.client
import io
import threading
import urllib.parse
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pyoxigraph as ox

from ..errors import BackendError, UsageError
from ..resources import query as load_query
from ..sparql_guard import check, tokenize, where_offset
from .base import Term, Tracer
from .tokens import CHANGE_TOKEN, CHANGES, fresh, graph_of, token_value, written_graphs

_ACCEPT = "application/sparql-results+json, application/n-triples;q=0.9"
_EMPTY = ox.Store()  # parses and checks queries locally before they go out

def term_sparql(term: Term) -> str:
    """A term in SPARQL syntax, from pyoxigraph's own escaping serialiser."""
    if isinstance(term, ox.Triple):
        return f"<<( {term_sparql(term.subject)} {term_sparql(term.predicate)} {term_sparql(term.object)} )>>"
    if isinstance(term, (ox.NamedNode, ox.Literal)):
        return str(term)
    raise UsageError(f"cannot bind {type(term).__name__} {term!r} on a remote store (IRIs, literals, triples only)")


def values_block(bindings: Mapping[str, Term]) -> str:
    """``VALUES (?a ?b) { (t1 t2) }`` for ``bindings``, checked by parsing it back."""
    names = [ox.Variable(k).value for k in bindings]  # ox.Variable validates the name
    row = " ".join(term_sparql(bindings[k]) for k in bindings)
    block = f"VALUES ({' '.join('?' + n for n in names)}) {{ ({row}) }}"
    try:
        back = list(_EMPTY.query(f"SELECT * WHERE {{ {block} }}"))
    except SyntaxError as exc:
        raise UsageError(f"cannot bind values safely: {exc}") from exc
    if len(back) != 1 or any(back[0][n] != bindings[k] for n, k in zip(names, bindings)):
        raise UsageError("cannot bind values safely: a value did not survive serialisation")
    return block


def bind_values(text: str, bindings: Mapping[str, Term]) -> str:
    """``text`` with ``bindings`` as a VALUES block at the start of its WHERE group."""
    if not bindings:
        return text
    at = where_offset(text)
    return f"{text[:at]} {values_block(bindings)}\n{text[at:]}"


def _data_block(quads: Iterable[ox.Quad]) -> str:
    by_graph: dict[ox.NamedNode, list[str]] = {}
    for q in quads:
        if not isinstance(q.graph_name, ox.NamedNode):
            raise UsageError("remote stores keep memories in named graphs only")
        terms = (q.subject, q.predicate, q.object)
        by_graph.setdefault(q.graph_name, []).append(" ".join(term_sparql(t) for t in terms) + " .")
    return "\n".join(f"GRAPH {term_sparql(g)} {{\n" + "\n".join(lines) + "\n}" for g, lines in by_graph.items())


def _delete_data(quads: Sequence[ox.Quad]) -> list[str]:
    """``DELETE DATA`` of serialised terms (never parsed from text), or nothing for no quads."""
    return [f"DELETE DATA {{\n{_data_block(quads)}\n}}"] if quads else []


def _insert_data(quads: Sequence[ox.Quad]) -> list[str]:
    return [f"INSERT DATA {{\n{_data_block(quads)}\n}}"] if quads else []


class RemoteStore:
    """``GraphStore`` over HTTP: ``RemoteStore("http://127.0.0.1:7878")`` for an ``oxigraph serve``."""

    def __init__(self, endpoint: str, *, tracer: Tracer | None = None, timeout: float = 60.0,
                 allow_service: Sequence[str] = ()):
        parts = urllib.parse.urlsplit(endpoint.rstrip("/"))
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise UsageError(f"remote store endpoint must be an http(s) URL, got {endpoint!r}")
        self.endpoint = endpoint.rstrip("/")
        self._parts = parts
        self.tracer = tracer
        self.timeout = timeout
        self.allow_service = tuple(allow_service)
        self._local = threading.local()

    def __repr__(self) -> str:
        return f"RemoteStore({self.endpoint!r})"

    # -- HTTP ----------------------------------------------------------------------------------
    def _conn(self) -> http.client.HTTPConnection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            cls = http.client.HTTPSConnection if self._parts.scheme == "https" else http.client.HTTPConnection
            conn = cls(self._parts.hostname, self._parts.port, timeout=self.timeout)
            self._local.conn = conn
        return conn

    def _request(self, method: str, path: str, body: bytes | None = None,
                 headers: Mapping[str, str] | None = None, params: Sequence[tuple[str, str]] = ()) -> tuple[int, bytes]:
        url = self._parts.path + path + ("?" + urllib.parse.urlencode(params) if params else "")
        for attempt in (0, 1):  # a kept-alive connection the server closed gets one retry
            conn = self._conn()
            try:
                conn.request(method, url, body=body, headers=dict(headers or {}))
                resp = conn.getresponse()
                data = resp.read()
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError) as exc:
                conn.close()
                self._local.conn = None
                if attempt:
                    raise BackendError(f"{self.endpoint}: {exc}") from exc
                continue
            except OSError as exc:
                conn.close()
                self._local.conn = None
                raise BackendError(f"cannot reach remote store {self.endpoint}: {exc}") from exc
            if resp.status >= 400 and resp.status != 404:
                msg = data.decode("utf-8", "replace").strip().splitlines()
                text = f"{self.endpoint}{path}: HTTP {resp.status}: {msg[0] if msg else resp.reason}"
                raise (UsageError if resp.status == 400 else BackendError)(text)
            return resp.status, data
        raise AssertionError("unreachable")

    def _trace(self, name: str, bindings: Mapping[str, Any] | None) -> None:
        if self.tracer is not None:
            self.tracer(name, dict(bindings or {}))

    # -- reading ------------------------------------------------------------------------------
    def query(self, text: str, graph: ox.NamedNode, bindings: Mapping[str, Term] | None = None, name: str = "adhoc") -> Any:
        self._trace(name, bindings)
        text = check(text, graph.value, self.allow_service)
        subs = {ox.Variable(k): v for k, v in (bindings or {}).items()}
        if not any(t.kind == "word" and t.text.upper() == "SERVICE" for t in tokenize(text)):
            # same syntax and projection errors as the embedded store (an allowed SERVICE is not run twice)
            try:
                _EMPTY.query(text, substitutions=subs or None)
            except SyntaxError as exc:
                raise UsageError(f"invalid SPARQL in {name}: {str(exc).splitlines()[0]}") from exc
            except RuntimeError as exc:
                raise UsageError(f"{name}: {exc}") from exc
        body = urllib.parse.urlencode([("query", bind_values(text, bindings or {})),
                                       ("default-graph-uri", graph.value), ("named-graph-uri", graph.value)])
        _, data = self._request("POST", "/query", body.encode("utf-8"), {
            "Content-Type": "application/x-www-form-urlencoded", "Accept": _ACCEPT})
        if data.lstrip().startswith(b"{"):
            return ox.parse_query_results(io.BytesIO(data), format=ox.QueryResultsFormat.JSON)
        return list(ox.parse(io.BytesIO(data), format=ox.RdfFormat.N_TRIPLES))

    def select(self, name: str, graph: ox.NamedNode, bindings: Mapping[str, Term] | None = None) -> list[dict[str, Term]]:
        result = self.query(load_query(name), graph, bindings, name=name)
        variables = [v.value for v in result.variables]
        return [{v: sol[v] for v in variables if sol[v] is not None} for sol in result]

    def quads(self, graph: ox.NamedNode) -> list[ox.Quad]:
        status, data = self._request("GET", "/store", headers={"Accept": "application/n-triples"},
                                     params=[("graph", graph.value)])
        if status == 404:
            return []
        return [ox.Quad(t.subject, t.predicate, t.object, graph)
                for t in ox.parse(io.BytesIO(data), format=ox.RdfFormat.N_TRIPLES)]

    def graphs(self) -> list[ox.NamedNode]:
        _, data = self._request("POST", "/query", b"SELECT DISTINCT ?g WHERE { GRAPH ?g { } }",
                                {"Content-Type": "application/sparql-query", "Accept": _ACCEPT})
        result = ox.parse_query_results(io.BytesIO(data), format=ox.QueryResultsFormat.JSON)
        return [s["g"] for s in result if isinstance(s["g"], ox.NamedNode)]

    # -- change tokens ------------------------------------------------------------------------
    def _token_literals(self, graph: ox.NamedNode) -> list[ox.Literal]:
        text = bind_values(load_query("store_change_token"), {"g": graph})
        _, data = self._request("POST", "/query", text.encode("utf-8"),
                                {"Content-Type": "application/sparql-query", "Accept": _ACCEPT})
        result = ox.parse_query_results(io.BytesIO(data), format=ox.QueryResultsFormat.JSON)
        return [s["token"] for s in result if isinstance(s["token"], ox.Literal)]

    def change_token(self, memory: str | ox.NamedNode) -> str:
        """The memory's change token, renewed by every write (see ``store.tokens``)."""
        return token_value(self._token_literals(graph_of(memory)))

    def _old_tokens(self, graphs: set[ox.NamedNode]) -> list[ox.Quad]:
        return [ox.Quad(g, CHANGE_TOKEN, lit, CHANGES) for g in graphs for lit in self._token_literals(g)]

    # -- writing ------------------------------------------------------------------------------
    def extend(self, quads: Iterable[ox.Quad]) -> None:
        """POST the quads (and their memories' new change tokens) as N-Quads: one request, one transaction."""
        quads = list(quads)
        if quads:
            graphs = written_graphs(quads)
            old = self._old_tokens(graphs)
            data = ox.serialize(quads + fresh(graphs), format=ox.RdfFormat.N_QUADS) or b""
            self._request("POST", "/store", data, {"Content-Type": "application/n-quads"})
            if old:
                self._post_update(_delete_data(old))

    def remove_quads(self, quads: Iterable[ox.Quad]) -> None:
        """One ``DELETE DATA`` built from serialised terms (see the module docstring), tokens renewed in the same request."""
        quads = list(quads)
        if quads:
            graphs = written_graphs(quads)
            tokens = _delete_data(self._old_tokens(graphs)) + _insert_data(fresh(graphs))
            self._post_update(_delete_data(quads) + tokens)

    def _post_update(self, operations: list[str]) -> None:
        if operations:
            self._request("POST", "/update", " ;\n".join(operations).encode("utf-8"),
                          {"Content-Type": "application/sparql-update"})

    def update(self, name: str) -> None:
        """Run the constant SPARQL UPDATE ``queries/<name>.rq`` (library maintenance, never user text)."""
        self._trace(name, None)
        self._request("POST", "/update", load_query(name).encode("utf-8"),
                      {"Content-Type": "application/sparql-update"})

    def clear_graph(self, graph: ox.NamedNode) -> None:
        """Drop the graph and renew its change token in one update request."""
        tokens = _delete_data(self._old_tokens({graph})) + _insert_data(fresh({graph}))
        self._post_update([f"DROP SILENT GRAPH {term_sparql(graph)}"] + tokens)

    def flush(self) -> None:
        """Nothing to flush: the server commits each request."""

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None
