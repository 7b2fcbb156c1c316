"""A graph store on a SPARQL server: SPARQL 1.1 Protocol + Graph Store Protocol (tested on
``oxigraph serve``).

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

Servers: the endpoint layout (Oxigraph's ``/query``, ``/update``, ``/store`` or Virtuoso's
``/sparql``, ``/sparql-auth``, ``/sparql-graph-crud``), digest auth for updates, and whether
the server takes RDF 1.2 triple terms or gets the RDF 1.1 profile, are in ``store.profile``;
each is probed once unless given (``server=``, ``rdf=``).
"""

from __future__ import annotations

import datetime
import http.client
import io
import threading
import urllib.parse
import uuid
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, cast

import pyoxigraph as ox

from ..errors import BackendError, UsageError
from ..resources import query as load_query
from ..sparql_guard import check, tokenize, where_offset
from . import profile as prof
from .base import Term, Tracer
from .crashpoints import crash_point
from .tokens import CHANGE_TOKEN, CHANGES, INTERNAL, fresh, graph_of, token_value, written_graphs

_ACCEPT = "application/sparql-results+json, application/n-triples;q=0.9"
_EMPTY = ox.Store()  # parses and checks queries locally before they go out
_CHUNK = 2000  # quads per INSERT DATA request where the server takes no N-Quads POST
STAGING = ox.NamedNode("urn:x-cogmem:staging")  # registry of staged writes (store_move_staged.rq)
_CM = "urn:x-cogmem:"
JOB, STAGED_FOR, QUADS, STARTED = (
    ox.NamedNode(_CM + n) for n in ("job", "stagedFor", "quads", "started")
)


def term_sparql(term: Term) -> str:
    """A term in SPARQL syntax, from pyoxigraph's own escaping serialiser."""
    if isinstance(term, ox.Triple):
        return (
            f"<<( {term_sparql(term.subject)} {term_sparql(term.predicate)} "
            f"{term_sparql(term.object)} )>>"
        )
    if isinstance(term, (ox.NamedNode, ox.Literal)):
        return str(term)
    raise UsageError(
        f"cannot bind {type(term).__name__} {term!r} on a remote store (IRIs, literals, "
        "triples only)"
    )


def values_block(bindings: Mapping[str, Term]) -> str:
    """``VALUES (?a ?b) { (t1 t2) }`` for ``bindings``, checked by parsing it back."""
    names = [ox.Variable(k).value for k in bindings]  # ox.Variable validates the name
    row = " ".join(term_sparql(bindings[k]) for k in bindings)
    block = f"VALUES ({' '.join('?' + n for n in names)}) {{ ({row}) }}"
    try:
        back = list(cast(ox.QuerySolutions, _EMPTY.query(f"SELECT * WHERE {{ {block} }}")))
    except SyntaxError as exc:
        raise UsageError(f"cannot bind values safely: {exc}") from exc
    if len(back) != 1 or any(
        back[0][n] != bindings[k] for n, k in zip(names, bindings, strict=True)
    ):
        raise UsageError("cannot bind values safely: a value did not survive serialisation")
    return block


def bind_values(text: str, bindings: Mapping[str, Term]) -> str:
    """``text`` with ``bindings`` as a VALUES block at the start of its WHERE group."""
    if not bindings:
        return text
    at = where_offset(text)
    return f"{text[:at]} {values_block(bindings)}\n{text[at:]}"


def _solutions(data: bytes) -> ox.QuerySolutions:
    """A SELECT answer (SPARQL JSON results) from the server."""
    result = ox.parse_query_results(io.BytesIO(data), format=ox.QueryResultsFormat.JSON)
    if not isinstance(result, ox.QuerySolutions):
        raise BackendError("the server answered a SELECT query with a boolean")
    return result


def _named(q: ox.Quad) -> ox.NamedNode:
    """The quad's graph, which must be named."""
    if not isinstance(q.graph_name, ox.NamedNode):
        raise UsageError("remote stores keep memories in named graphs only")
    return q.graph_name


def _data_block(quads: Iterable[ox.Quad]) -> str:
    by_graph: dict[ox.NamedNode, list[str]] = {}
    for q in quads:
        terms = (q.subject, q.predicate, q.object)
        by_graph.setdefault(_named(q), []).append(" ".join(term_sparql(t) for t in terms) + " .")
    return "\n".join(
        f"GRAPH {term_sparql(g)} {{\n" + "\n".join(lines) + "\n}" for g, lines in by_graph.items()
    )


def _delete_data(quads: Sequence[ox.Quad]) -> list[str]:
    """``DELETE DATA`` of serialised terms (never parsed from text), or nothing for no quads."""
    return [f"DELETE DATA {{\n{_data_block(quads)}\n}}"] if quads else []


def _insert_data(quads: Sequence[ox.Quad]) -> list[str]:
    return [f"INSERT DATA {{\n{_data_block(quads)}\n}}"] if quads else []


class RemoteStore:
    """``GraphStore`` over HTTP: ``RemoteStore("http://127.0.0.1:7878")`` for an ``oxigraph
    serve``."""

    def __init__(
        self,
        endpoint: str,
        *,
        tracer: Tracer | None = None,
        timeout: float = 60.0,
        allow_service: Sequence[str] = (),
        server: str | None = None,
        rdf: str | None = None,
        auth: tuple[str, str] | None = None,
        password_env: str | None = None,
    ):
        parts = urllib.parse.urlsplit(endpoint.rstrip("/"))
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise UsageError(f"remote store endpoint must be an http(s) URL, got {endpoint!r}")
        self._auth = prof.credentials(
            parts.username and urllib.parse.unquote(parts.username),
            parts.password and urllib.parse.unquote(parts.password),
            auth,
            password_env,
        )
        netloc = parts.hostname if parts.port is None else f"{parts.hostname}:{parts.port}"
        if ":" in parts.hostname:
            netloc = f"[{parts.hostname}]" + (f":{parts.port}" if parts.port else "")
        path = parts.path
        # Virtuoso's endpoint URL as people write it: the store is the server root
        if path.endswith("/sparql"):
            path, server = path[:-len("/sparql")], server or "virtuoso"
        # "…#rdf=1.1&server=virtuoso": options in one URL (CLI, shard maps)
        given = dict(urllib.parse.parse_qsl(parts.fragment))
        if set(given) - {"rdf", "server"}:
            raise UsageError(f"store URL options are rdf= and server=, got {parts.fragment!r}")
        server, rdf = server or given.get("server"), rdf or given.get("rdf")
        parts = parts._replace(netloc=netloc, path=path, fragment="")
        self.endpoint = urllib.parse.urlunsplit(parts)  # never the password
        self._parts = parts
        self._host: str = parts.hostname or ""  # checked non-empty above
        self._layout = prof.layout_named(server)
        self._rdf = prof.rdf_named(rdf)
        self.tracer = tracer
        self.timeout = timeout
        self.allow_service = tuple(allow_service)
        self._local = threading.local()
        self._profile_checked: set[ox.NamedNode] = set()
        self._pending_checked = False

    def __repr__(self) -> str:
        return f"RemoteStore({self.endpoint!r})"

    # -- what the server speaks (probed once) -------------------------------------------------
    @property
    def layout(self) -> prof.Layout:
        """The server's endpoint paths: given as ``server=``, else from its ``Server`` header."""
        if self._layout is None:
            self._layout = prof.layout_from_server_header(self._server_header())
        return self._layout

    @property
    def rdf(self) -> str:
        """``"1.2"`` (triple terms stored as such) or ``"1.1"`` (claims stored as classic
        reification)."""
        if self._rdf is None:
            status, data = self._post_query(load_query("store_probe_rdf12"), refuse=False)
            # only "answered" or "cannot parse a triple term" decide the profile
            if status not in (200, 400):
                raise BackendError(
                    f"{self.endpoint}: HTTP {status} to the RDF 1.2 probe; give rdf='1.2' or '1.1'"
                )
            ok = status == 200 and data.lstrip().startswith(b"{")
            rows = (
                list(_solutions(data))
                if ok
                else []
            )
            self._rdf = prof.RDF12 if rows and isinstance(rows[0]["t"], ox.Triple) else prof.RDF11
        return self._rdf

    def _check_profile(self, graph: ox.NamedNode) -> None:
        """Refuse a memory already kept in the other RDF profile (once per graph and store object).

        Opening an RDF 1.1 memory as RDF 1.2 would read its classic reification unlifted and add
        triple terms beside it; the reverse would add classic reification to triple terms.
        """
        if graph in self._profile_checked or graph in INTERNAL:
            return
        _, data = self._request("POST", self.layout.query, urllib.parse.urlencode(
            [("query", load_query("store_memory_profile")), ("default-graph-uri", graph.value),
             ("named-graph-uri", graph.value)]).encode("utf-8"),
            {"Content-Type": "application/x-www-form-urlencoded", "Accept": _ACCEPT})
        result = _solutions(data)
        found = {s["form"].value for s in result if isinstance(s["form"], ox.Literal)}
        if found - {self.rdf}:
            stored = " and ".join(sorted(found))
            raise UsageError(
                f"{graph.value} on {self.endpoint} is kept in the RDF {stored} profile, this store "
                f"object in RDF {self.rdf}: open it with rdf='{stored[:3]}' (URL "
                f"#rdf={stored[:3]}, cogmem --rdf {stored[:3]}); one memory never mixes both forms"
            )
        self._profile_checked.add(graph)

    def _server_header(self) -> str | None:
        conn = self._conn()
        try:
            conn.request("GET", self._parts.path + "/")
            resp = conn.getresponse()
            resp.read()
        except OSError as exc:
            conn.close()
            self._local.conn = None
            raise BackendError(f"cannot reach remote store {self.endpoint}: {exc}") from exc
        return resp.getheader("Server")

    def _post_query(self, text: str, refuse: bool = True) -> tuple[int, bytes]:
        """A constant library query over the whole server (form-encoded: Virtuoso 7 hangs on
        application/sparql-query)."""
        body = urllib.parse.urlencode([("query", text)]).encode("utf-8")
        return self._request(
            "POST",
            self.layout.query,
            body,
            {"Content-Type": "application/x-www-form-urlencoded", "Accept": _ACCEPT},
            refuse=refuse,
        )

    def _to_store(self, quads: list[ox.Quad]) -> list[ox.Quad]:
        return prof.to_rdf11(quads) if self.rdf == prof.RDF11 else quads

    # -- HTTP ----------------------------------------------------------------------------------
    def _conn(self) -> http.client.HTTPConnection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            cls = (
                http.client.HTTPSConnection
                if self._parts.scheme == "https"
                else http.client.HTTPConnection
            )
            conn = cls(self._host, self._parts.port, timeout=self.timeout)
            self._local.conn = conn
        return conn

    def _request(self, method: str, path: str, body: bytes | None = None,
                 headers: Mapping[str, str] | None = None, params: Sequence[tuple[str, str]] = (),
                 refuse: bool = True) -> tuple[int, bytes]:
        url = self._parts.path + path + ("?" + urllib.parse.urlencode(params) if params else "")
        # a dropped kept-alive connection, or a digest challenge, gets a retry
        for attempt in (0, 1, 2):
            conn = self._conn()
            sent = dict(headers or {})
            if self._auth is not None:
                value = self._auth.header(
                    method, f"{self._parts.scheme}://{self._parts.netloc}{url}", url, body
                )
                if value is not None:
                    sent["Authorization"] = value
            try:
                conn.request(method, url, body=body, headers=sent)
                resp = conn.getresponse()
                data = resp.read()
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError) as exc:
                conn.close()
                self._local.conn = None
                if attempt == 2:
                    raise BackendError(f"{self.endpoint}: {exc}") from exc
                continue
            except OSError as exc:
                conn.close()
                self._local.conn = None
                raise BackendError(f"cannot reach remote store {self.endpoint}: {exc}") from exc
            if resp.status == 401 and attempt < 2 and self._auth is not None \
                    and self._auth.challenge(resp.getheader("WWW-Authenticate")):
                continue
            self._check_complete(path, resp)
            if resp.status == 500 and b"40001" in data[:200] and attempt < 2:
                # Virtuoso "SR172: Transaction deadlocked" (SQLSTATE 40001): the server asks for
                # a retry
                continue
            if refuse and resp.status >= 400 and resp.status != 404:
                msg = data.decode("utf-8", "replace").strip().splitlines()
                text = (
                    f"{self.endpoint}{path}: HTTP {resp.status}: {msg[0] if msg else resp.reason}"
                )
                raise (UsageError if resp.status == 400 else BackendError)(text)
            return resp.status, data
        raise AssertionError("unreachable")

    def _check_complete(self, path: str, resp: http.client.HTTPResponse) -> None:
        """Raise when the answer is a refused login or a result the server cut short."""
        if resp.status == 401:
            raise BackendError(
                f"{self.endpoint}{path}: HTTP 401: the server wants a user for this "
                f"(digest auth: http://USER:PASSWORD@host/…, or RemoteStore(auth=…))"
            )
        # Virtuoso cut the result at its ResultSetMaxRows
        if resp.getheader("X-SPARQL-MaxRows"):
            raise BackendError(
                f"{self.endpoint}{path}: the server returned only its maximum of "
                f"{resp.getheader('X-SPARQL-MaxRows')} rows; raise ResultSetMaxRows "
                f"([SPARQL] in virtuoso.ini) above the size of a memory"
            )

    def _trace(self, name: str, bindings: Mapping[str, Any] | None) -> None:
        if self.tracer is not None:
            self.tracer(name, dict(bindings or {}))

    # -- reading ------------------------------------------------------------------------------
    def query(
        self,
        text: str,
        graph: ox.NamedNode,
        bindings: Mapping[str, Term] | None = None,
        name: str = "adhoc",
    ) -> Any:
        self._trace(name, bindings)
        text = check(text, graph.value, self.allow_service)
        self._check_profile(graph)
        subs = {ox.Variable(k): v for k, v in (bindings or {}).items()}
        service = any(t.kind == "word" and t.text.upper() == "SERVICE" for t in tokenize(text))
        if not service:
            # same syntax and projection errors as the embedded
            # store (an allowed SERVICE is not run twice)
            try:
                _EMPTY.query(text, substitutions=subs or None)
            except SyntaxError as exc:
                raise UsageError(f"invalid SPARQL in {name}: {str(exc).splitlines()[0]}") from exc
            except RuntimeError as exc:
                raise UsageError(f"{name}: {exc}") from exc
        body = urllib.parse.urlencode(
            [
                ("query", bind_values(text, bindings or {})),
                ("default-graph-uri", graph.value),
                ("named-graph-uri", graph.value),
            ]
        )
        path = (
            self.layout.service_query if service and self._auth is not None else self.layout.query
        )
        _, data = self._request("POST", path, body.encode("utf-8"), {
            "Content-Type": "application/x-www-form-urlencoded", "Accept": _ACCEPT})
        if data.lstrip().startswith(b"{"):
            return ox.parse_query_results(io.BytesIO(data), format=ox.QueryResultsFormat.JSON)
        return list(ox.parse(io.BytesIO(data), format=ox.RdfFormat.N_TRIPLES))

    def select(
        self, name: str, graph: ox.NamedNode, bindings: Mapping[str, Term] | None = None
    ) -> list[dict[str, Term]]:
        result = self.query(load_query(prof.query_name(name, self.rdf)), graph, bindings, name=name)
        variables = [v.value for v in result.variables]
        return [{v: sol[v] for v in variables if sol[v] is not None} for sol in result]

    def quads(self, graph: ox.NamedNode) -> list[ox.Quad]:
        self._check_profile(graph)
        layout = self.layout
        status, data = self._request(
            "GET",
            layout.gsp_read,
            headers={"Accept": "application/n-triples"},
            params=[(layout.gsp_param, graph.value)],
        )
        if status == 404:
            return []
        quads = [ox.Quad(t.subject, t.predicate, t.object, graph)
                 for t in ox.parse(io.BytesIO(data), format=ox.RdfFormat.N_TRIPLES)]
        # Virtuoso's GSP read is cut at ResultSetMaxRows without a word: count
        if not layout.nquads_post:
            expected = cast(ox.Literal, self.select("store_count", graph)[0]["n"])
            if int(expected.value) != len(quads):
                raise BackendError(
                    f"{self.endpoint}: the server sent {len(quads)} of the {expected.value} "
                    f"triples of {graph.value}; raise ResultSetMaxRows ([SPARQL] in virtuoso.ini)"
                )
        return prof.from_rdf11(quads) if self.rdf == prof.RDF11 else quads

    def graphs(self) -> list[ox.NamedNode]:
        _, data = self._post_query(load_query(self.layout.graphs_query))
        result = _solutions(data)
        return [s["g"] for s in result if isinstance(s["g"], ox.NamedNode)]

    def has_graph(self, graph: ox.NamedNode) -> bool:
        """Whether the server holds ``graph`` (one lookup; ``graphs()`` is a full scan on
        Virtuoso)."""
        _, data = self._post_query(bind_values(load_query("store_has_graph"), {"g": graph}))
        return bool(
            list(_solutions(data))
        )

    # -- change tokens ------------------------------------------------------------------------
    def _token_literals(self, graph: ox.NamedNode) -> list[ox.Literal]:
        text = bind_values(load_query("store_change_token"), {"g": graph})
        _, data = self._post_query(text)
        result = _solutions(data)
        return [s["token"] for s in result if isinstance(s["token"], ox.Literal)]

    def change_token(self, memory: str | ox.NamedNode) -> str:
        """The memory's change token, renewed by every write (see ``store.tokens``)."""
        return token_value(self._token_literals(graph_of(memory)))

    def _old_tokens(self, graphs: set[ox.NamedNode]) -> list[ox.Quad]:
        return [
            ox.Quad(g, CHANGE_TOKEN, lit, CHANGES)
            for g in graphs
            for lit in self._token_literals(g)
        ]

    # -- writing ------------------------------------------------------------------------------
    def _finish_pending(self) -> None:
        """Before this store object's first write: apply a ``store.atomic`` job a killed writer
        left.

        The embedded store does this when it is opened. Here it waits for a write (a reader may
        have no update rights). A job's markers become visible at once (one INSERT DATA, or one
        staged move), so a pending job is always whole; applying another writer's job before it
        does is what that writer's own apply would do (its apply then finds nothing).
        """
        if self._pending_checked:
            return
        self._pending_checked = True
        _, data = self._post_query(load_query("store_pending_jobs"))
        if list(_solutions(data)):
            self.update("store_apply_markers")

    def extend(self, quads: Iterable[ox.Quad]) -> None:
        """Add the quads and their memories' new change tokens in one transaction.

        Oxigraph: one N-Quads POST. Virtuoso: one INSERT DATA up to ``_CHUNK`` quads, else staged
        and moved in by one operation (``_staged_insert``). The old tokens go in a request after.
        """
        quads = self._to_store(list(quads))
        if quads:
            self._finish_pending()
            graphs = written_graphs(quads)
            for graph in sorted(graphs, key=str):
                self._check_profile(graph)
            old = self._old_tokens(graphs)
            if self.layout.nquads_post:
                data = ox.serialize(quads + fresh(graphs), format=ox.RdfFormat.N_QUADS) or b""
                self._request(
                    "POST", self.layout.gsp_write, data, {"Content-Type": "application/n-quads"}
                )
            elif len(quads) + len(graphs) <= _CHUNK:  # no dataset POST (Virtuoso): one INSERT DATA
                self._post_update(_insert_data(quads + fresh(graphs)))
            else:  # more than one request can carry: staged, then one operation moves it in
                self._staged_insert(quads + fresh(graphs))
            if old:
                self._post_update(_delete_data(old))

    def _staged_insert(self, batch: list[ox.Quad]) -> None:
        """Insert ``batch`` (more than ``_CHUNK`` quads) so that readers see none of it or all of
        it.

        Virtuoso takes no N-Quads POST, an INSERT DATA of more than a few thousand quads is slow
        or refused, and it commits each operation of a multi-operation request on its own
        (measured). So: (1) the job is registered in ``<urn:x-cogmem:staging>`` (target graphs, quad
        counts, start time); (2) the quads go into fresh staging graphs, ``_CHUNK`` per INSERT DATA;
        (3) ONE operation, ``queries/store_move_staged.rq``, inserts them into their target graphs;
        (4) the staging graphs and the registry entry are dropped. A crash before (3) leaves the
        memory as it was and the staging graphs registered; after (3) the write is complete and
        only staging copies are left. ``staged_leftovers`` lists them, ``recover_staged`` finishes
        or drops them.
        """
        job = ox.NamedNode(f"{_CM}job:{uuid.uuid4()}")
        stages: dict[ox.NamedNode, ox.NamedNode] = {}
        counts: dict[ox.NamedNode, int] = {}
        for q in batch:
            g = _named(q)
            stages.setdefault(g, ox.NamedNode(f"{_CM}staging:{uuid.uuid4()}"))
            counts[g] = counts.get(g, 0) + 1
        started = ox.Literal(datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
                             datatype=ox.NamedNode("http://www.w3.org/2001/XMLSchema#dateTime"))
        registry = [
            ox.Quad(stage, p, o, STAGING)
            for target, stage in stages.items()
            for p, o in (
                (JOB, job),
                (STAGED_FOR, target),
                (QUADS, ox.Literal(counts[target])),
                (STARTED, started),
            )
        ]
        self._post_update(_insert_data(registry))
        staged = [ox.Quad(q.subject, q.predicate, q.object, stages[_named(q)]) for q in batch]
        for at in range(0, len(staged), _CHUNK):
            self._post_update(_insert_data(staged[at:at + _CHUNK]))
            crash_point("remote-staged-one-chunk")
        crash_point("remote-before-move")
        self._post_update([bind_values(load_query("store_move_staged"), {"job": job})])
        crash_point("remote-after-move")
        self._drop_stages(job, stages.values())

    def _drop_stages(self, job: ox.NamedNode, stages: Iterable[ox.NamedNode]) -> None:
        self._post_update([f"DROP SILENT GRAPH {term_sparql(stage)}" for stage in stages]
                          + [bind_values(load_query("store_unregister_staged"), {"job": job})])

    def staged_leftovers(self) -> list[dict[str, Any]]:
        """Large writes a crash left staged (``_staged_insert``): job, staging graph, target,
        counts, start."""
        _, data = self._post_query(load_query("store_staged_jobs"))
        rows = list(_solutions(data))
        out = []
        for row in rows:
            _, counted = self._post_query(
                bind_values(load_query("store_count_graph"), {"g": row["stage"]})
            )
            n = [c for c in _solutions(counted) if c["n"]]
            out.append(
                {
                    "job": row["job"],
                    "stage": row["stage"],
                    "graph": row["g"],
                    "expected": int(row["expected"].value),
                    "staged": int(n[0]["n"].value) if n else 0,
                    "started": row["started"].value,
                }
            )
        return out

    def recover_staged(self, older_than_s: float = 3600.0) -> dict[str, int]:
        """Finish or drop staged writes older than ``older_than_s`` (younger ones may still be
        running).

        A job whose every staging graph holds all the quads it announced is moved in (the write
        completes, as ``store_move_staged`` would have done); any other is dropped (the write never
        happened: the memory was not changed). Either way its staging graphs and registry go.
        """
        now = datetime.datetime.now(datetime.UTC)
        jobs: dict[ox.NamedNode, list[dict[str, Any]]] = {}
        for row in self.staged_leftovers():
            jobs.setdefault(row["job"], []).append(row)
        done = {"resumed": 0, "dropped": 0}
        for job, rows in jobs.items():
            age = (
                now - min(datetime.datetime.fromisoformat(r["started"]) for r in rows)
            ).total_seconds()
            if age < older_than_s:
                continue
            if all(r["staged"] == r["expected"] for r in rows):
                self._post_update([bind_values(load_query("store_move_staged"), {"job": job})])
                done["resumed"] += 1
            else:
                done["dropped"] += 1
            self._drop_stages(job, [r["stage"] for r in rows])
        return done

    def remove_quads(self, quads: Iterable[ox.Quad]) -> None:
        """One ``DELETE DATA`` built from serialised terms (see the module docstring), tokens
        renewed in the same request."""
        quads = self._to_store(list(quads))
        if quads:
            self._finish_pending()
            graphs = written_graphs(quads)
            for graph in sorted(graphs, key=str):
                self._check_profile(graph)
            tokens = _delete_data(self._old_tokens(graphs)) + _insert_data(fresh(graphs))
            self._post_update(_delete_data(quads) + tokens)

    def _post_update(self, operations: list[str]) -> None:
        if operations:
            self._request("POST", self.layout.update, " ;\n".join(operations).encode("utf-8"),
                          {"Content-Type": "application/sparql-update", "Accept": "*/*"})

    def update(self, name: str) -> None:
        """Run the constant SPARQL UPDATE ``queries/<name>.rq`` (library maintenance, never user
        text)."""
        self._trace(name, None)
        self._request(
            "POST",
            self.layout.update,
            load_query(prof.query_name(name, self.rdf)).encode("utf-8"),
            {"Content-Type": "application/sparql-update", "Accept": "*/*"},
        )

    def clear_graph(self, graph: ox.NamedNode) -> None:
        """Drop the graph and renew its change token in one update request."""
        # a pending job applied later would put data back into the dropped graph
        self._finish_pending()
        tokens = _delete_data(self._old_tokens({graph})) + _insert_data(fresh({graph}))
        self._post_update([f"DROP SILENT GRAPH {term_sparql(graph)}"] + tokens)

    def flush(self) -> None:
        """Nothing to flush: the server commits each request."""

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None
