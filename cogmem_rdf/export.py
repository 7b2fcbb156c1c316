"""Export and import of a memory in two profiles.

RDF 1.2 (``trig``, ``nquads``) keeps everything, triple terms included. RDF 1.1 (``turtle``,
``jsonld``, ``nt``) projects each ``?claim rdf:reifies <<( s p o )>>`` to classic reification
(``?claim rdf:subject s ; rdf:predicate p ; rdf:object o``), which tools that cannot read RDF
1.2 (rdflib 7.6, pyshacl, JSON-LD processors) understand; ``import_memory`` reverses it, so a
round trip gives an isomorphic memory.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from . import vocab as v
from .errors import InputError, UsageError

if TYPE_CHECKING:
    from .memory import Memory

_RDF = v.RDF_NS
RDF_SUBJECT, RDF_PREDICATE, RDF_OBJECT = (
    ox.NamedNode(_RDF + n) for n in ("subject", "predicate", "object")
)
PROFILES = {"trig": ("1.2", ox.RdfFormat.TRIG), "nquads": ("1.2", ox.RdfFormat.N_QUADS),
            "turtle": ("1.1", ox.RdfFormat.TURTLE), "jsonld": ("1.1", ox.RdfFormat.JSON_LD),
            "nt": ("1.1", ox.RdfFormat.N_TRIPLES)}
PREFIXES = {"pec": v.PEC_NS, "prov": v.PROV_NS, "rdf": v.RDF_NS, "rdfs": v.RDFS_NS, "xsd": v.XSD_NS}


def project_rdf11(quads: Iterable[ox.Quad]) -> Iterator[ox.Quad]:
    """Replace reified triple terms with classic RDF reification; everything else unchanged."""
    for q in quads:
        if q.predicate == v.RDF_REIFIES and isinstance(q.object, ox.Triple):
            t = q.object
            yield ox.Quad(q.subject, RDF_SUBJECT, t.subject, q.graph_name)
            yield ox.Quad(q.subject, RDF_PREDICATE, t.predicate, q.graph_name)
            yield ox.Quad(q.subject, RDF_OBJECT, t.object, q.graph_name)
        else:
            yield q


def lift_rdf12(quads: Iterable[ox.Quad]) -> list[ox.Quad]:
    """Inverse of ``project_rdf11``: rebuild ``rdf:reifies`` triple terms from claim reification.

    A node with several values of ``rdf:subject``, ``rdf:predicate`` or ``rdf:object`` (a server's
    user added one, or a merged file) keeps them all: it reifies every combination, so nothing is
    dropped and ``project_rdf11`` gives the same classic triples back; the memory's checks report
    such a claim (``check_claim_reifies``).

    >>> n, s1, s2, p, o = (ox.NamedNode(f"urn:x:{x}") for x in ("n", "s1", "s2", "p", "o"))
    >>> lifted = lift_rdf12([ox.Quad(n, RDF_SUBJECT, s1), ox.Quad(n, RDF_SUBJECT, s2),
    ...                      ox.Quad(n, RDF_PREDICATE, p), ox.Quad(n, RDF_OBJECT, o)])
    >>> sorted(str(q.object.subject) for q in lifted)
    ['<urn:x:s1>', '<urn:x:s2>']
    """
    quads = list(quads)
    parts: dict[tuple, dict[str, list]] = {}
    rest = []
    for q in quads:
        if q.predicate in (RDF_SUBJECT, RDF_PREDICATE, RDF_OBJECT):
            values = parts.setdefault((q.subject, q.graph_name), {}).setdefault(
                q.predicate.value, []
            )
            if q.object not in values:
                values.append(q.object)
        else:
            rest.append(q)
    for (node, graph), p in parts.items():
        ss, ps, os_ = p.get(RDF_SUBJECT.value), p.get(RDF_PREDICATE.value), p.get(RDF_OBJECT.value)
        if not ss or not ps or not os_:
            raise InputError(f"incomplete reification of {node}")
        rest += [
            ox.Quad(node, v.RDF_REIFIES, ox.Triple(s, pr, o), graph)
            for s in ss
            for pr in ps
            for o in os_
        ]
    return rest


def export_memory(mem: Memory, fmt: str = "trig") -> bytes:
    """Serialise one memory's graph in ``fmt`` (trig, nquads, turtle, jsonld, nt)."""
    if fmt not in PROFILES:
        raise UsageError(f"unknown export format {fmt!r}: use one of {', '.join(PROFILES)}")
    profile, rdf_format = PROFILES[fmt]
    quads = sorted(mem.quads(), key=str)  # deterministic output: same data, same bytes
    if profile == "1.1":
        quads = list(project_rdf11(quads))
    if rdf_format in (ox.RdfFormat.TRIG, ox.RdfFormat.N_QUADS):
        return (
            ox.serialize(
                quads,
                format=rdf_format,
                prefixes=PREFIXES if rdf_format == ox.RdfFormat.TRIG else None,
            )
            or b""
        )
    triples = [ox.Triple(q.subject, q.predicate, q.object) for q in quads]
    kw: dict[str, Any] = (
        {"prefixes": PREFIXES} if rdf_format in (ox.RdfFormat.TURTLE, ox.RdfFormat.JSON_LD) else {}
    )
    return ox.serialize(triples, format=rdf_format, **kw) or b""


def import_memory(mem: Memory, data: bytes, fmt: str) -> int:
    """Load an export into ``mem``'s graph (replacing the graph names in the file).
    Returns quads added."""
    if fmt not in PROFILES:
        raise UsageError(f"unknown import format {fmt!r}")
    profile, rdf_format = PROFILES[fmt]
    try:
        parsed = list(ox.parse(io.BytesIO(data), format=rdf_format))
    except SyntaxError as exc:
        raise InputError(f"cannot parse {fmt}: {exc}") from exc
    quads = [ox.Quad(q.subject, q.predicate, q.object, mem.graph) for q in parsed]
    if profile == "1.1":
        quads = lift_rdf12(quads)
    mem.store.extend(quads)
    return len(quads)
