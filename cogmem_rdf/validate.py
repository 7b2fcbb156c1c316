"""Validation: SHACL core shapes on extraction batches, SPARQL checks on whole graphs.

pyshacl (rdflib) reads RDF 1.1 only, so the shapes in ``shapes/`` see a projection without
triple terms and use core constraints only (``sh:sparql`` is far too slow). What needs triple
terms or paths over the whole graph (claims' ``rdf:reifies``, relay chains, grounding) is a
``queries/check_*.rq`` query run on Oxigraph.

>>> import rdflib
>>> g = rdflib.Graph()
>>> person = rdflib.URIRef(PEC_NS + "Person")
>>> _ = g.add((rdflib.URIRef("https://example.org/p"), rdflib.RDF.type, person))
>>> report = validate_graph(g)
>>> report.conforms, report.violations[0].path == RDFS_NS + "label"
(False, True)
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from os import PathLike
from pathlib import Path
from typing import Any, cast

import pyoxigraph as ox
import rdflib
from pyshacl import Validator
from pyshacl.graph_abstraction import DataGraph
from pyshacl.shapes_graph import ShapesGraph
from rdflib.namespace import RDF, SH

from .errors import InputError
from .resources import query, query_names, shapes_paths
from .store.profile import RDF12, is_profile_twin, query_name
from .validation_report import ValidationReport, Violation
from .vocab import DATA_NS, PEC_NS, PROV_NS, RDF_NS, RDFS_NS, XSD_NS

__all__ = [
    "ValidationReport",
    "Violation",
    "graph_checks",
    "project_rdf11",
    "project_terms_once",
    "shapes_graph",
    "validate_file",
    "validate_graph",
    "validate_memory",
    "validate_turtle_files",
]

_XSD_STRING = XSD_NS + "string"
_PREFIXES = {"pec:": PEC_NS, "pecsh:": "https://w3id.org/cogmem/shapes#", "prov:": PROV_NS,
             "rdf:": RDF_NS, "rdfs:": RDFS_NS, "xsd:": XSD_NS, "sh:": str(SH), "data:": DATA_NS}
_FORMATS = {
    ".ttl": ox.RdfFormat.TURTLE,
    ".nt": ox.RdfFormat.N_TRIPLES,
    ".trig": ox.RdfFormat.TRIG,
    ".nq": ox.RdfFormat.N_QUADS,
    ".nquads": ox.RdfFormat.N_QUADS,
    ".jsonld": ox.RdfFormat.JSON_LD,
    ".json": ox.RdfFormat.JSON_LD,
}  # every format ``cogmem export`` writes
_CHECK_PREFIX = "check_"


def _report(violations: Iterable[Violation]) -> ValidationReport:
    found = sorted(
        set(violations),
        key=lambda v: (v.file or "", v.focus, v.path or "", v.message, v.value or ""),
    )
    conforms = not any(v.severity == "Violation" for v in found)
    return ValidationReport(conforms, found, _render(conforms, found))


def _compact(iri: str | None) -> str:
    if iri is None:
        return "-"
    for prefix, ns in _PREFIXES.items():
        if iri.startswith(ns) and len(iri) > len(ns):
            return prefix + iri[len(ns):]
    return iri


def _render(conforms: bool, violations: Sequence[Violation]) -> str:
    head = "Validation report: conforms" if conforms else "Validation report: does NOT conform"
    lines = [f"{head} ({len(violations)} result(s))"]
    for v in violations:
        value = f" (value: {v.value})" if v.value is not None else ""
        where = f"{v.file}: " if v.file is not None else ""
        lines.append(
            f"- {where}{v.severity}: {_compact(v.focus)} {_compact(v.path)}: {v.message}{value}"
            f" [{_compact(v.source)}]"
        )
    return "\n".join(lines)


# -- SHACL -------------------------------------------------------------------------------------

class _ShapesGraph(rdflib.Graph):
    """An rdflib graph that remembers the answer to each triple pattern asked of it.

    pyshacl reads a property shape's parameters from the shapes graph again for every focus
    node it checks (a 256-turn chunk: ~40k lookups of the same few hundred patterns). The shapes
    do not change once parsed; any write forgets what was remembered. The answers are those of
    ``rdflib.Graph`` (same triples, same order)."""

    def __init__(self) -> None:
        super().__init__()
        self._answers: dict[tuple, tuple] = {}

    def triples(self, triple):
        s, p, o = triple
        if isinstance(p, rdflib.paths.Path):
            yield from super().triples(triple)
            return
        found = self._answers.get(triple)
        if found is None:
            found = self._answers[triple] = tuple(super().triples(triple))
        yield from found

    def add(self, triple):
        self._answers.clear()
        return super().add(triple)

    def addN(self, quads):  # noqa: N802 - rdflib's name
        self._answers.clear()
        return super().addN(quads)

    def remove(self, triple):
        self._answers.clear()
        return super().remove(triple)


class _Parameters(list):
    """pyshacl's list of constraint parameters, tested for membership with a set.

    pyshacl asks ``p in parameters`` of every predicate of a shape each time it validates one
    (a list of ~35 URIRefs compared with Python's ``==``: ~740k comparisons a 256-turn chunk).
    A set gives the same answer (equal URIRefs hash alike) at one lookup; order and ``copy``
    are the list's."""

    def __init__(self, items: Iterable[Any]) -> None:
        super().__init__(items)
        self._set = frozenset(self)

    def __contains__(self, item: object) -> bool:
        return item in self._set


def _property_shape_once(original: Callable[..., Any]) -> Callable[..., Any]:
    """pyshacl's ``PropertyConstraintComponent._evaluate_property_shape``, validating a node
    shape's property shape once on all its value nodes instead of once per value node.

    pyshacl calls ``property_shape.validate(focus=v)`` for every focus node ``v`` of a node
    shape: each call builds the shape's constraint components again, formats its log lines and
    reads its parameters (a 256-turn chunk: ~8k calls, two thirds of pyshacl's time). A shape
    validated on a list of focus nodes checks each of them on its own, as SHACL defines it
    (value nodes are found per focus node, every result names its focus node): the same
    results, in another order, which no caller depends on (``_report`` sorts them). Where a
    value node is repeated (its results would be repeated), the shape is missing, not a
    property shape, or may recurse, pyshacl's own loop runs."""

    def evaluate(self, executor, prop_shape, target_graph, focus_value_nodes,
                 potentially_recursive, _evaluation_path):
        values = [v for nodes in focus_value_nodes.values() for v in nodes]
        shape = self.shape.get_other_shape(prop_shape)
        if (
            not shape
            or not shape.is_property_shape
            or (potentially_recursive and shape in potentially_recursive)
            or len(set(values)) != len(values)
        ):
            return original(self, executor, prop_shape, target_graph, focus_value_nodes,
                            potentially_recursive, _evaluation_path)
        if not values:
            return False, []
        conforms, reports = shape.validate(
            executor, target_graph, focus=values, _evaluation_path=_evaluation_path[:]
        )
        return not conforms, list(reports)

    evaluate.original = original  # type: ignore[attr-defined]
    return evaluate


def _faster_pyshacl() -> None:
    """Give pyshacl (``shape.py`` reads ``CONSTRAINT_PARAMS`` from its module) the same
    parameters as a ``_Parameters`` (it fills that attribute itself on first use otherwise), and
    let it validate a property shape on all its focus nodes at once (``_property_shape_once``)."""
    import pyshacl.shape
    from pyshacl.constraints import ALL_CONSTRAINT_PARAMETERS, CONSTRAINT_PARAMETERS_MAP
    from pyshacl.constraints.core.shape_based_constraints import PropertyConstraintComponent

    pyshacl.shape.CONSTRAINT_PARAMS = (  # type: ignore[attr-defined]
        _Parameters(ALL_CONSTRAINT_PARAMETERS),
        CONSTRAINT_PARAMETERS_MAP,
    )
    current = PropertyConstraintComponent._evaluate_property_shape
    if not hasattr(current, "original"):  # once per process
        PropertyConstraintComponent._evaluate_property_shape = (  # type: ignore[method-assign]
            _property_shape_once(current)
        )


@functools.cache
def shapes_graph() -> rdflib.Graph:
    """All shapes of ``shapes/*.ttl`` in one rdflib graph, parsed once per process."""
    g = _ShapesGraph()
    for path in shapes_paths():
        g.parse(path, format="turtle")
    return g


@functools.cache
def _compiled_shapes() -> ShapesGraph:
    """pyshacl's view of the shapes; it harvests (compiles) them once, on first use."""
    _faster_pyshacl()
    return ShapesGraph(shapes_graph())


_SHAPES_LOCK = threading.Lock()  # pyshacl's shape objects are shared between calls


def _run_shacl(g: rdflib.Graph) -> rdflib.Graph:
    """Run the shapes on ``g`` in place (no inference, no copy); returns pyshacl's report graph."""
    with _SHAPES_LOCK:
        validator = Validator(DataGraph.from_rdflib(g), shacl_graph=shapes_graph(),
                              options={"inference": "none", "inplace": True, "advanced": False})
        validator.shacl_graph = _compiled_shapes()
        return validator.run()[1]


def _text(graph: rdflib.Graph, node: Any, pred: rdflib.URIRef) -> str | None:
    value = graph.value(node, pred)
    if value is None:
        return None
    if isinstance(value, rdflib.BNode) and pred == SH.resultPath:
        return "(complex path) " + " ".join(o.n3() for _p, o in graph.predicate_objects(value))
    return str(value)


def _shacl_violations(report: rdflib.Graph) -> list[Violation]:
    out = []
    for result in report.subjects(RDF.type, SH.ValidationResult):
        messages = sorted(str(m) for m in report.objects(result, SH.resultMessage))
        severity = _text(report, result, SH.resultSeverity) or str(SH.Violation)
        source = report.value(result, SH.sourceShape)
        if isinstance(source, rdflib.BNode):  # a property shape: name the node shape holding it
            source = shapes_graph().value(predicate=SH.property, object=source) or source
        out.append(Violation(
            focus=_text(report, result, SH.focusNode) or "",
            path=_text(report, result, SH.resultPath),
            message="; ".join(messages) or "constraint violated",
            severity=severity.rsplit("#", 1)[-1],
            value=_text(report, result, SH.value),
            source=str(source) if isinstance(source, rdflib.URIRef) else "shacl",
        ))
    return out


def validate_graph(g: rdflib.Graph) -> ValidationReport:
    """Validate one RDF 1.1 graph (an extraction batch with its turns and people) with the
    shapes."""
    return _report(_shacl_violations(_run_shacl(g)))


# -- RDF 1.2 → RDF 1.1 --------------------------------------------------------------------------

def _to_rdflib(term: Any) -> rdflib.term.Node:
    if isinstance(term, ox.NamedNode):
        return rdflib.URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return rdflib.BNode(term.value)
    if term.language:  # a base direction (RDF 1.2) has no rdflib equivalent and is dropped
        return rdflib.Literal(term.value, lang=term.language)
    if term.datatype.value == _XSD_STRING:  # rdflib's own parsers write plain strings this way
        return rdflib.Literal(term.value)
    return rdflib.Literal(term.value, datatype=rdflib.URIRef(term.datatype.value))


def project_rdf11(quads: Iterable[ox.Quad | ox.Triple]) -> rdflib.Graph:
    """Merge quads (any graphs) into one rdflib graph, dropping every statement with a triple
    term."""
    g = rdflib.Graph()
    for q in quads:
        if isinstance(q.object, ox.Triple) or isinstance(q.subject, ox.Triple):
            continue
        g.add((_to_rdflib(q.subject), rdflib.URIRef(q.predicate.value), _to_rdflib(q.object)))
    return g


def project_terms_once(quads: Iterable[ox.Quad]) -> rdflib.Graph:
    """``validate.project_rdf11``, converting each distinct term once: the same graph. A chunk's
    ~15k quads (its turns' and its extractions', many twice) name ~8.5k triples over far fewer
    terms (subjects, a few dozen predicates, classes); measured 0.22 → 0.10 s a chunk. Triples go
    to the store as ``Graph.add`` gives them (its three isinstance checks left out: a 1.5 MB
    ingest's 23 chunks, 3.65 → 2.90 s)."""
    g = rdflib.Graph()
    add = g.store.add  # what ``g.add`` calls, without its three isinstance checks per triple
    terms: dict = {}
    for q in quads:
        s, p, o = q.subject, q.predicate, q.object
        if isinstance(o, ox.Triple) or isinstance(s, ox.Triple):
            continue
        rs = terms.get(s)
        if rs is None:
            rs = terms[s] = _to_rdflib(s)
        rp = terms.get(p)
        if rp is None:
            rp = terms[p] = rdflib.URIRef(p.value)
        ro = terms.get(o)
        if ro is None:
            ro = terms[o] = _to_rdflib(o)
        add((rs, rp, ro), g, quoted=False)
    return g


# -- SPARQL checks -------------------------------------------------------------------------------

Runner = Callable[[str, str], Iterable[Any]]  # (query text, check name) -> SELECT solutions


@functools.cache
def _checks() -> tuple[tuple[str, str], ...]:
    found = []
    for name in query_names():
        # twins run in their original's place
        if name.startswith(_CHECK_PREFIX) and not is_profile_twin(name):
            text = query(name)
            label = next((line.split(":", 1)[1].strip() for line in text.splitlines()
                          if line.startswith("# check:")), name[len(_CHECK_PREFIX):])
            found.append((name, label))
    return tuple(found)


def _check_violations(run: Runner, rdf: str = RDF12) -> list[Violation]:
    out = []
    for name, label in _checks():
        name = query_name(name, rdf)  # the RDF 1.1 profile's twin on a store without triple terms
        for row in run(query(name), name):
            node, message = row["node"], row["message"]
            out.append(Violation(focus=node.value if node is not None else "", path=None,
                                 message=message.value if message is not None else label,
                                 source=f"check:{label}"))
    return out


def _store_runner(store: ox.Store, graph: ox.NamedNode | ox.BlankNode | ox.DefaultGraph) -> Runner:
    # the checks are SELECT queries
    return lambda text, _name: cast(ox.QuerySolutions, store.query(text, default_graph=graph))


def graph_checks(
    store: ox.Store, graph: ox.NamedNode | ox.BlankNode | ox.DefaultGraph
) -> list[str]:
    """Run every ``queries/check_*.rq`` on one graph of ``store``; one line per problem found."""
    return [f"{v.source[len('check:'):]}: {v.focus}: {v.message}"
            for v in _report(_check_violations(_store_runner(store, graph))).violations]


# -- files and memories -------------------------------------------------------------------------

def _parse_file(path: Path) -> list[ox.Quad]:
    fmt = _FORMATS.get(path.suffix.lower())
    if fmt is None:
        raise InputError(
            f"unsupported RDF file type {path.suffix!r}: use {', '.join(sorted(_FORMATS))}",
            source=str(path),
        )
    try:
        return list(ox.parse(path=str(path), format=fmt, rename_blank_nodes=True))
    except (SyntaxError, ValueError) as exc:
        raise InputError(f"not valid RDF: {exc}", source=str(path)) from exc
    except OSError as exc:
        raise InputError(f"cannot read: {exc}", source=str(path)) from exc


def validate_file(path: str | PathLike[str], *, checks: bool = True) -> ValidationReport:
    """Validate ONE RDF file (any format ``export`` writes, RDF 1.1 or 1.2): shapes, then checks per
    graph.

    Raises InputError (naming the file) when it cannot be read or parsed.
    """
    from .export import lift_rdf12  # classic reification (the RDF 1.1 export) back to triple terms

    quads = lift_rdf12(_parse_file(Path(path)))
    violations = _shacl_violations(_run_shacl(project_rdf11(quads)))
    if checks:
        store = ox.Store()
        store.extend(quads)
        graphs: list[Any] = list(store.named_graphs())
        if any(q.graph_name == ox.DefaultGraph() for q in quads):
            graphs.append(ox.DefaultGraph())
        for graph in graphs:
            violations.extend(_check_violations(_store_runner(store, graph)))
    return _report(violations)


def validate_turtle_files(
    paths: Iterable[str | PathLike[str]], *, checks: bool = True
) -> ValidationReport:
    """Validate each file ON ITS OWN (never merged: a good file cannot hide a broken one); every
    result names its file.

    A file that cannot be read or parsed is a result too (source ``parse``), so one bad file among
    many is reported and the others are still checked.
    """
    violations: list[Violation] = []
    for p in paths:
        name = str(p)
        try:
            report = validate_file(p, checks=checks)
        except InputError as exc:
            violations.append(
                Violation(focus="", path=None, message=str(exc), source="parse", file=name)
            )
            continue
        violations.extend(replace(v, file=name) for v in report.violations)
    return _report(violations)


def validate_memory(mem: Any) -> ValidationReport:
    """Validate a stored memory (``Memory``): shapes on its graph, then every SPARQL check."""
    violations = _shacl_violations(_run_shacl(project_rdf11(mem.quads())))
    violations.extend(
        _check_violations(
            lambda text, name: mem.store.query(text, mem.graph, name=name),
            getattr(mem.store, "rdf", RDF12),
        )
    )
    return _report(violations)
