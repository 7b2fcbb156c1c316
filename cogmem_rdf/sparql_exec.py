"""Run one guarded SPARQL query under time and row limits and serialise the answer.

Used in-process (in-memory and remote stores) and inside the query workers of
``sparql_pool`` (on-disk stores), so ``cogmem sparql`` and ``cogmem serve`` give the same bytes.

RDF version of graph answers (CONSTRUCT/DESCRIBE), the rule ``serve`` documents:
RDF 1.2 (triple terms kept) for N-Quads and TriG, for a media type carrying ``version=1.2`` or a
``profile`` that names RDF 1.2, or when the request says ``rdf=1.2``; otherwise (Turtle, RDF/XML,
JSON-LD, N-Triples) RDF 1.1: ``?r rdf:reifies <<( s p o )>>`` becomes classic reification of
``?r`` (as ``export --format turtle``), any other triple term a blank node reifying it.
"""

from __future__ import annotations

import io
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import pyoxigraph as ox

from . import sparql_results
from . import vocab as v
from .errors import OperationError, UsageError
from .export import PREFIXES, project_rdf11

DEFAULT_TIMEOUT = 10.0
DEFAULT_MAX_ROWS = 100_000

RESULT_TYPES = ["application/sparql-results+json", "application/sparql-results+xml", "text/csv",
                "text/tab-separated-values"]
GRAPH_TYPES = ["application/n-triples", "text/turtle", "application/n-quads", "application/trig",
               "application/rdf+xml", "application/ld+json"]
_RDF12_TYPES = {"application/n-quads", "application/trig"}
_STATEMENT = [v.RDF_NS + n for n in ("Statement", "subject", "predicate", "object")]


class QueryTimeoutError(OperationError):
    """A query ran past its time limit (it was stopped)."""


class RowLimitError(UsageError):
    """A query's answer has more rows than the limit allows."""


@dataclass(frozen=True)
class Limits:
    """How long a query may run (seconds) and how many rows or triples its answer may have."""

    timeout: float = DEFAULT_TIMEOUT
    max_rows: int = DEFAULT_MAX_ROWS

    def __post_init__(self) -> None:
        if not self.timeout > 0 or self.max_rows < 1:
            raise UsageError(
                f"limits must be positive, got timeout={self.timeout} max_rows={self.max_rows}"
            )


@dataclass(frozen=True)
class Answer:
    """A serialised answer: ``kind`` is boolean, solutions or graph; ``rows`` counts solutions or
    triples."""

    kind: str
    body: bytes
    media: str
    rows: int
    rdf: str = ""  # "1.1" or "1.2" for graph answers


def negotiate(accept: str | None, offered: list[str]) -> tuple[str, dict[str, str]]:
    """The offered media type ``Accept`` prefers (the first offered by default) and its
    parameters."""
    ranked = []
    for i, part in enumerate((accept or "").split(",")):
        fields = [f.strip() for f in part.split(";")]
        params = {}
        for f in fields[1:]:
            key, _, value = f.partition("=")
            params[key.strip().lower()] = value.strip().strip('"')
        try:
            q = float(params.pop("q", "1"))
        except ValueError:
            q = 0.0
        if q > 0:
            ranked.append((-q, i, fields[0].lower(), params))
    for _, _, media, params in sorted(ranked, key=lambda r: r[:2]):
        for offer in offered:
            if media in (offer, "*/*") or (media.endswith("/*") and offer.startswith(media[:-1])):
                return offer, params
    return offered[0], {}


def wants_rdf12(media: str, params: dict[str, str], flag: str | None) -> bool:
    """The rule of the module docstring."""
    if flag is not None:
        return flag.strip() == "1.2"
    return (
        media in _RDF12_TYPES
        or params.get("version") == "1.2"
        or "1.2" in params.get("profile", "")
    )


def _rows(items: Iterable[Any], limits: Limits, deadline: float) -> Iterator[Any]:
    """``items`` with the row limit and the deadline checked between rows."""
    for n, item in enumerate(items, 1):
        if n > limits.max_rows:
            raise RowLimitError(
                f"the answer has more than {limits.max_rows} rows: add a LIMIT or raise "
                "the row limit"
            )
        if time.monotonic() > deadline:
            raise QueryTimeoutError(f"query stopped after its {limits.timeout:g} s limit")
        yield item


def to_rdf11(triples: Iterable[ox.Triple]) -> list[ox.Triple]:
    """Triples without triple terms: ``rdf:reifies`` as classic reification, other triple terms as
    reified blank nodes."""
    out: list[ox.Triple] = []
    named: dict[ox.Triple, ox.BlankNode] = {}

    def term(t: Any) -> Any:
        if not isinstance(t, ox.Triple):
            return t
        if t not in named:
            node = named[t] = ox.BlankNode()
            typ, subj, pred, obj = (ox.NamedNode(i) for i in _STATEMENT)
            out.extend([ox.Triple(node, v.RDF_TYPE, typ), ox.Triple(node, subj, term(t.subject)),
                        ox.Triple(node, pred, t.predicate), ox.Triple(node, obj, term(t.object))])
        return named[t]

    for q in project_rdf11(ox.Quad(t.subject, t.predicate, t.object) for t in triples):
        out.append(ox.Triple(term(q.subject), q.predicate, term(q.object)))
    return out


def serialise(
    result: Any, accept: str | None, limits: Limits, deadline: float, rdf_flag: str | None = None
) -> Answer:
    """Serialise a pyoxigraph query result as ``accept`` asks, within ``limits``."""
    if isinstance(result, ox.QueryBoolean):
        media, _ = negotiate(accept, RESULT_TYPES)
        out = io.BytesIO()
        result.serialize(out, ox.QueryResultsFormat.from_media_type(media))
        return Answer("boolean", out.getvalue(), media, 1)
    if isinstance(result, ox.QuerySolutions):
        media, _ = negotiate(accept, RESULT_TYPES)
        variables = [var.value for var in result.variables]
        rows = list(_rows(result, limits, deadline))
        results_fmt = ox.QueryResultsFormat.from_media_type(media)
        assert results_fmt is not None  # negotiate() picks one of RESULT_TYPES
        body = sparql_results.write(results_fmt, variables, rows)
        return Answer("solutions", body, media, len(rows))
    media, params = negotiate(accept, GRAPH_TYPES)
    rdf12 = wants_rdf12(media, params, rdf_flag)
    triples = list(_rows(result, limits, deadline))
    if not rdf12:
        triples = to_rdf11(triples)
    fmt = ox.RdfFormat.from_media_type(media)
    kw: dict[str, Any] = (
        {"prefixes": PREFIXES} if fmt in (ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG) else {}
    )
    if fmt in (ox.RdfFormat.N_QUADS, ox.RdfFormat.TRIG):
        data = ox.serialize(
            [ox.Quad(t.subject, t.predicate, t.object) for t in triples], format=fmt, **kw
        )
    else:
        data = ox.serialize(triples, format=fmt, **kw)
    return Answer("graph", data or b"", media, len(triples), "1.2" if rdf12 else "1.1")


def run(
    store: Any,
    graph: ox.NamedNode,
    text: str,
    accept: str | None = None,
    limits: Limits = Limits(),
    rdf_flag: str | None = None,
) -> Answer:
    """Run ``text`` (guarded by the store) on ``graph`` and serialise it, checking limits between
    rows."""
    deadline = time.monotonic() + limits.timeout
    return serialise(store.query(text, graph, name="user"), accept, limits, deadline, rdf_flag)
