"""validate.py's speed-ups of pyshacl (a shapes graph that remembers its answers, the
constraint parameters tested as a set, a property shape validated once on all its focus nodes)
give exactly the reports of pyshacl without them: on every shape example, on all of them in one
graph, and on an ingested chunk with invalid nodes."""

from __future__ import annotations

import itertools
from datetime import datetime
from pathlib import Path

import pyoxigraph as ox
import pyshacl.shape
import rdflib
from pyshacl import Validator
from pyshacl.constraints import ALL_CONSTRAINT_PARAMETERS, CONSTRAINT_PARAMETERS_MAP
from pyshacl.constraints.core.shape_based_constraints import PropertyConstraintComponent
from pyshacl.graph_abstraction import DataGraph
from pyshacl.shapes_graph import ShapesGraph

from cogmem_rdf import validate
from cogmem_rdf.ingest import IngestReport, Pipeline, project_terms_once
from cogmem_rdf.mapping import Mapper
from cogmem_rdf.memory import Memory
from cogmem_rdf.models import ClaimX, EventX, Extraction, FactX, TurnIn
from cogmem_rdf.resources import shapes_paths

EXAMPLES = sorted((Path(__file__).resolve().parent / "examples").glob("*.ttl"))


def _graph(quads) -> rdflib.Graph:
    return project_terms_once(quads)


def _plain(g: rdflib.Graph, monkeypatch) -> list:
    """pyshacl as it comes: a plain rdflib shapes graph, the parameters as its own list."""
    shapes = rdflib.Graph()
    for path in shapes_paths():
        shapes.parse(path, format="turtle")
    validate._compiled_shapes()  # the speed-ups are in place: take them out for this run
    evaluate = PropertyConstraintComponent._evaluate_property_shape
    with monkeypatch.context() as m:
        m.setattr(
            pyshacl.shape,
            "CONSTRAINT_PARAMS",
            (list(ALL_CONSTRAINT_PARAMETERS), CONSTRAINT_PARAMETERS_MAP),
        )
        m.setattr(PropertyConstraintComponent, "_evaluate_property_shape", evaluate.original)
        validator = Validator(DataGraph.from_rdflib(g), shacl_graph=shapes,
                              options={"inference": "none", "inplace": True, "advanced": False})
        validator.shacl_graph = ShapesGraph(shapes)
        report = validator.run()[1]
        m.setattr(validate, "shapes_graph", lambda: shapes)  # to name a property's node shape
        return sorted(map(_key, validate._shacl_violations(report)))


def _key(v):
    return tuple(x or "" for x in (v.focus, v.path, v.message, v.severity, v.value, v.source))


def _fast(g: rdflib.Graph) -> list:
    assert isinstance(validate.shapes_graph(), validate._ShapesGraph)
    # pyshacl's own results, before validate_graph's report merges equal ones
    return sorted(map(_key, validate._shacl_violations(validate._run_shacl(g))))


def _quads(path: Path) -> list[ox.Quad]:
    return list(ox.parse(path=str(path), format=ox.RdfFormat.TURTLE))


def test_same_reports_on_every_example_and_on_all_together(monkeypatch):
    found = 0
    for path in EXAMPLES:
        fast = _fast(_graph(_quads(path)))
        assert fast == _plain(_graph(_quads(path)), monkeypatch), path.name
        found += len(fast)
    every = [q for path in EXAMPLES for q in _quads(path)]
    fast = _fast(_graph(every))
    assert fast == _plain(_graph(every), monkeypatch)
    assert found > 10 and len(fast) > 10
    # the speed-ups are in place (and pyshacl reads them from where they are set)
    assert isinstance(pyshacl.shape.CONSTRAINT_PARAMS[0], validate._Parameters)
    assert hasattr(PropertyConstraintComponent._evaluate_property_shape, "original")


def test_same_reports_on_an_ingested_chunk_with_invalid_nodes(monkeypatch):
    mem = Memory.open(None, "m")
    labels = itertools.count()
    mapper = Mapper(mem.id, lambda: next(labels))
    pipeline = Pipeline(mem, mapper)
    mapped = []
    for i in range(40):
        turn = TurnIn(memory="m", session=f"s{i // 10}", date=datetime(2024, 2, 1 + i % 27, 9),
                      turn=f"t{i}", speaker=["Oto", "Rin"][i % 2], seq=i, lang="en",
                      text=f"Turn {i}: Mina says Rin's flat in Leeds is tiny.")
        ex = Extraction(
            turn=turn.turn, speaker=turn.speaker,
            events=[EventX(text=f"Oto moved flat {i}", participants=["Oto", "Mina"])],
            facts=[FactX(text="Rin owns a flat in Leeds", subject="Rin", relation="owns",
                         concepts=["Leeds"])],
            claims=[ClaimX(content="" if i % 7 == 3 else "the flat is tiny", owner="Mina",
                           relayed_by=["Oto"] if i % 3 else [], target="Rin's flat",
                           target_kind="concept", polarity="negative")],
            mentions=["Mina"],
        )
        m = mapper.extraction(turn, ex)
        if i % 11 == 5:  # a second status: the turn itself violates its shape
            m.quads.extend(mapper.status(turn.turn, "failed"))
        mapped.append((turn, m))
    quads = pipeline.shacl_quads(mapped)
    fast = _fast(_graph(quads))
    assert fast == _plain(_graph(quads), monkeypatch)
    assert len(fast) >= 8
    # and ingest's commit stores what it stores either way: the conforming rest
    mem.store.extend([q for t, _ in mapped for q in mapper.turn(t, "en").quads])
    report = IngestReport()
    pipeline.commit(mapped, report)
    assert {d["turn"] for d in report.dropped} == {f"t{i}" for i in range(40) if i % 7 == 3} - {
        r["turn"] for r in report.rejected
    }
    assert {r["turn"] for r in report.rejected} == {f"t{i}" for i in range(40) if i % 11 == 5}
    assert validate.validate_memory(mem).conforms
