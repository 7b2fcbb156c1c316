"""What a SPARQL server speaks: its endpoint layout, digest auth, and RDF 1.2 or the RDF 1.1
profile.

Two layouts are known:

============  ==========  ===============  ============================  =================
server        query       update           Graph Store Protocol          quads in one POST
============  ==========  ===============  ============================  =================
oxigraph      ``/query``  ``/update``      ``/store?graph=``             N-Quads
virtuoso      ``/sparql`` ``/sparql-auth`` ``/sparql-graph-crud?graph-uri=``  no: INSERT DATA
============  ==========  ===============  ============================  =================

Virtuoso's ``/sparql`` is read-only for the anonymous ``SPARQL`` user; updates go to
``/sparql-auth`` with HTTP digest auth (a user with ``SPARQL_UPDATE``, e.g. ``dba``), so a
memory's writes need a password and its readers do not. The anonymous user may not run
``SERVICE`` either, so a query with an allowed ``SERVICE`` goes to ``/sparql-auth`` too.

**RDF 1.1 profile.** A server without triple terms (Virtuoso 7) stores each claim's proposition
as the RDF 1.1 projection that ``export --format turtle`` writes: ``?claim rdf:reifies <<( s p o
)>>`` becomes ``?claim rdf:subject s ; rdf:predicate p ; rdf:object o`` (``export.project_rdf11``).
The store projects on every write and lifts back (``export.lift_rdf12``) on every read of quads,
so the rest of the library sees RDF 1.2 either way. A triple term under any other predicate (the
``cm:delete``/``cm:insert`` markers of ``store.atomic``) becomes a statement node of its own, one
per projected triple. Queries that touch triple terms have an ``_rdf11`` twin in ``queries/``
(``query_name``); all other queries are the same text on both profiles.

**Probing.** Unless given, the layout is read from the server's ``Server`` header (one ``GET /``)
and the profile from whether the query endpoint parses ``queries/store_probe_rdf12.rq``.
"""

from __future__ import annotations

import os
import urllib.parse
import urllib.request
import uuid
from collections.abc import Iterable
from dataclasses import dataclass

import pyoxigraph as ox

from .. import vocab as v
from ..errors import UsageError
from ..resources import data_dir

RDF12, RDF11 = "1.2", "1.1"
_RDF11_SUFFIX = "_rdf11"
RDF_SUBJECT, RDF_PREDICATE, RDF_OBJECT = (
    ox.NamedNode(v.RDF_NS + n) for n in ("subject", "predicate", "object")
)
_STATEMENT_NS = "urn:x-cogmem:statement:"


@dataclass(frozen=True)
class Layout:
    """Where a server kind keeps its endpoints (paths relative to the store URL)."""

    name: str
    query: str
    update: str
    gsp_read: str
    gsp_write: str
    gsp_param: str
    nquads_post: bool  # POST N-Quads of several graphs to ``gsp_write`` in one request
    graphs_query: str  # queries/<name>.rq listing the named graphs
    service_query: str  # where a query with an allowed SERVICE goes when the store has a user
    # what an erasure cannot check on this server (named in the erasure receipt)
    operator_files: str


OXIGRAPH = Layout(
    "oxigraph",
    "/query",
    "/update",
    "/store",
    "/store",
    "graph",
    True,
    "store_graphs",
    "/query",
    "its files (RocksDB WAL, SST files until compaction, backups)",
)
# Virtuoso's anonymous SPARQL user may not call SERVICE
# (no select on DB.DBA.SPARQL_SINV_2): the update user may
VIRTUOSO = Layout(
    "virtuoso",
    "/sparql",
    "/sparql-auth",
    "/sparql-graph-crud",
    "/sparql-graph-crud-auth",
    "graph-uri",
    False,
    "store_graphs_scan",
    "/sparql-auth",
    "its files (the transaction log virtuoso.trx until the next checkpoint, freed pages of "
    "virtuoso.db until reused, backups)",
)
LAYOUTS = {layout.name: layout for layout in (OXIGRAPH, VIRTUOSO)}


def layout_from_server_header(header: str | None) -> Layout:
    """``Server: Virtuoso/07.20…`` → VIRTUOSO; anything else → the Oxigraph layout (the default)."""
    return VIRTUOSO if (header or "").lower().startswith("virtuoso") else OXIGRAPH


def layout_named(name: str | None) -> Layout | None:
    if name is None:
        return None
    if name not in LAYOUTS:
        raise UsageError(f"unknown SPARQL server kind {name!r}: use one of {', '.join(LAYOUTS)}")
    return LAYOUTS[name]


def rdf_named(rdf: str | None) -> str | None:
    if rdf not in (None, RDF11, RDF12):
        raise UsageError(
            f"unknown RDF profile {rdf!r}: use '1.2' (triple terms) or '1.1' (classic reification)"
        )
    return rdf


def url_with_rdf(url: str, rdf: str | None) -> str:
    """A store URL with ``#rdf=`` set from ``cogmem --rdf`` (a different ``#rdf=`` already in the
    URL is an error).

    >>> url_with_rdf("http://h:7878#server=oxigraph", "1.1")
    'http://h:7878#server=oxigraph&rdf=1.1'
    """
    if rdf is None:
        return url
    rdf_named(rdf)
    base, _, fragment = url.partition("#")
    options = dict(urllib.parse.parse_qsl(fragment))
    if options.get("rdf", rdf) != rdf:
        raise UsageError(f"--rdf {rdf} but the store URL says #rdf={options['rdf']}")
    options["rdf"] = rdf
    return f"{base}#{urllib.parse.urlencode(options)}"


# -- query texts per profile -----------------------------------------------------------------------
def query_name(name: str, rdf: str) -> str:
    """``name`` or, on the RDF 1.1 profile, its ``name_rdf11`` twin where one exists."""
    if rdf == RDF11 and (data_dir("queries") / f"{name}{_RDF11_SUFFIX}.rq").is_file():
        return name + _RDF11_SUFFIX
    return name


def is_profile_twin(name: str) -> bool:
    """Whether ``queries/<name>.rq`` is the RDF 1.1 twin of another query (not a query of its
    own)."""
    return name.endswith(_RDF11_SUFFIX)


# -- values servers write their own way ------------------------------------------------------------
_BOOLEAN_TRUE = {
    ("http://www.w3.org/2001/XMLSchema#boolean", "true"),
    ("http://www.w3.org/2001/XMLSchema#boolean", "1"),
    ("http://www.w3.org/2001/XMLSchema#integer", "1"),
}


def truthy(term: object) -> bool:
    """A boolean from a query result, whichever way the server wrote it.

    Oxigraph returns ``"true"^^xsd:boolean``; Virtuoso 7 returns a stored boolean as
    ``"1"^^xsd:boolean`` and a computed one (``BIND(true AS ?x)``, ``BIND(EXISTS {…} AS ?x)``) as
    ``"1"^^xsd:integer``.

    >>> truthy(ox.Literal("1", datatype=ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")))
    True
    >>> truthy(ox.Literal(False)), truthy(None)
    (False, False)
    """
    return isinstance(term, ox.Literal) and (term.datatype.value, term.value) in _BOOLEAN_TRUE


# -- RDF 1.1 projection of stored quads ------------------------------------------------------------
def to_rdf11(quads: Iterable[ox.Quad]) -> list[ox.Quad]:
    """Quads without triple terms: claims' ``rdf:reifies`` as classic reification, other triple
    terms as statement nodes."""
    from ..export import project_rdf11

    out: list[ox.Quad] = []
    for q in project_rdf11(quads):
        if not isinstance(q.object, ox.Triple):
            out.append(q)
            continue
        for t in project_rdf11(
            [ox.Quad(q.object.subject, q.object.predicate, q.object.object, q.graph_name)]
        ):
            node = ox.NamedNode(_STATEMENT_NS + str(uuid.uuid4()))
            out += [ox.Quad(q.subject, q.predicate, node, q.graph_name),
                    ox.Quad(node, RDF_SUBJECT, t.subject, q.graph_name),
                    ox.Quad(node, RDF_PREDICATE, t.predicate, q.graph_name),
                    ox.Quad(node, RDF_OBJECT, t.object, q.graph_name)]
    return out


def from_rdf11(quads: Iterable[ox.Quad]) -> list[ox.Quad]:
    """Stored RDF 1.1 quads of a memory graph → RDF 1.2 (``export.lift_rdf12``)."""
    from ..export import lift_rdf12

    return lift_rdf12(quads)


# -- HTTP digest auth ------------------------------------------------------------------------------
class _OneUser(urllib.request.HTTPPasswordMgr):
    """The password manager ``AbstractDigestAuthHandler`` asks: one user for any realm of this
    store."""

    def __init__(self, user: str, password: str):
        self._pair = (user, password)

    def find_user_password(self, realm: str | None, uri: str) -> tuple[str, str]:
        return self._pair

    def add_password(self, *args: object) -> None:  # the handler's interface; the user is fixed
        raise NotImplementedError


class DigestAuth:
    """RFC 7616 digest (MD5, qop=auth) for one user, computed by the stdlib's
    ``AbstractDigestAuthHandler``.

    The last challenge is kept and answered up front (with a growing nonce count), so a write
    costs one request; a 401 (a stale nonce) renews the challenge once.
    """

    def __init__(self, user: str, password: str):
        self.user = user
        self._handler = urllib.request.AbstractDigestAuthHandler(_OneUser(user, password))
        self._challenge: dict[str, str] | None = None

    def __repr__(self) -> str:
        return f"DigestAuth({self.user!r}, ***)"

    def challenge(self, header: str | None) -> bool:
        """Keep a ``WWW-Authenticate: Digest …`` challenge; False when the header is not one."""
        if not header or not header.lower().startswith("digest "):
            return False
        items = urllib.request.parse_http_list(header[len("digest "):])
        self._challenge = urllib.request.parse_keqv_list(items)
        return True

    def header(self, method: str, url: str, selector: str, body: bytes | None) -> str | None:
        """The ``Authorization`` value for a request, or None before the first challenge."""
        if self._challenge is None:
            return None
        request = urllib.request.Request(url, data=body, method=method)
        request.selector = selector
        auth = self._handler.get_authorization(request, self._challenge)
        if auth is None:
            return None
        return "Digest " + auth


def credentials(userinfo_user: str | None, userinfo_password: str | None,
                auth: tuple[str, str] | None, password_env: str | None) -> DigestAuth | None:
    """Credentials from ``auth=``, the URL's ``user:password@`` or ``user@`` + an environment
    variable."""
    if auth is not None:
        return DigestAuth(*auth)
    if userinfo_user is None:
        return None
    password = userinfo_password
    if password is None and password_env:
        password = os.environ.get(password_env)
    if password is None:
        raise UsageError(
            f"store user {userinfo_user!r} has no password (give user:password@ or password_env)"
        )
    return DigestAuth(userinfo_user, password)

