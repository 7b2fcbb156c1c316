"""SHACL in a child process (validate_child.py) and node-level rejection in ingest.

The child runs the same pyshacl validation on the same graph (N-Quads there and back, then
``project_terms_once``): its reports equal in-process ones on every shapes example, and an ingest
with it stores the same graph and vectors. A turn with one invalid extracted node keeps its other
nodes; the invalid one (with a claim's relay hops) is dropped and reported.
"""

from __future__ import annotations

import itertools
from datetime import datetime
from pathlib import Path

import numpy as np
import pyoxigraph as ox
import pytest

from cogmem_rdf import vocab as v
from cogmem_rdf.ingest import IngestReport, Pipeline, project_terms_once
from cogmem_rdf.mapping import Mapper
from cogmem_rdf.memory import Memory
from cogmem_rdf.models import ClaimX, EventX, Extraction, TurnIn
from cogmem_rdf.validate import validate_graph, validate_memory
from cogmem_rdf.validate_child import ShaclChild, encode_quads

EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "validate" / "examples").glob("*.ttl"))


def _quads(path: Path) -> list[ox.Quad]:
    return list(ox.parse(path=str(path), format=ox.RdfFormat.TURTLE))


@pytest.fixture(scope="module")
def embedder():
    from cogmem_rdf.vectors import UseEmbedder

    return UseEmbedder()


@pytest.fixture(scope="module")
def child():
    c = ShaclChild()
    yield c
    c.close()
    assert not c.alive


def test_child_reports_equal_in_process_on_every_shape_example(child):
    assert len(EXAMPLES) >= 16
    seen = set()
    for path in EXAMPLES:
        quads = _quads(path)
        here = validate_graph(project_terms_once(quads))
        there = child.validate(quads)
        assert (there.conforms, there.violations, there.text) == (
            here.conforms,
            here.violations,
            here.text,
        ), path.name
        seen.add(here.conforms)
    assert seen == {True, False}


def test_the_nquads_round_trip_gives_the_same_rdflib_graph():
    quads = [q for path in EXAMPLES for q in _quads(path)]
    g = ox.NamedNode("https://example.org/g")
    s = ox.NamedNode("https://example.org/s")
    quads += [
        ox.Quad(s, v.pec("text"), ox.Literal('quote " \\ tab\t newline\n 🙂 한국어'), g),
        ox.Quad(s, v.pec("lang"), ox.Literal("hallo", language="de"), g),
        ox.Quad(s, v.RDF_REIFIES, ox.Triple(s, v.pec("judgedAs"), ox.Literal("x")), g),
    ]
    back = list(ox.parse(encode_quads(quads), format=ox.RdfFormat.N_QUADS))
    assert set(project_terms_once(back)) == set(project_terms_once(quads))


def _turn(i: int) -> TurnIn:
    return TurnIn(
        memory="m",
        session="s1",
        date=datetime(2024, 3, 1 + i, 10),
        turn=f"t{i}",
        speaker="Oto",
        text=f"Turn {i}: Mina said Rin thinks the new café is great.",
        seq=i,
        lang="en",
    )


def _extraction(turn: TurnIn, bad: bool) -> Extraction:
    claims = [
        ClaimX(content="the new café is great", owner="Rin", relayed_by=["Mina"],
               target="new café", target_kind="concept", polarity="positive"),
    ]
    if bad:  # an empty content: SHACL's ClaimShape requires minLength 1
        claims.append(ClaimX(content="", owner="Rin", relayed_by=["Oto", "Mina"],
                             target="Mina", polarity="negative"))
    return Extraction(
        turn=turn.turn,
        speaker=turn.speaker,
        events=[EventX(text="Oto went to the new café", participants=["Oto"])],
        claims=claims,
        mentions=["Mina", "Rin"],
    )


@pytest.mark.parametrize("in_child", [False, True])
def test_an_invalid_node_is_dropped_and_the_turns_other_nodes_stay(embedder, in_child):
    mem = Memory.open(None, "m", embedder=embedder)
    labels = itertools.count()
    mapper = Mapper(mem.id, lambda: next(labels))
    pipeline = Pipeline(mem, mapper)
    turns = [_turn(i) for i in range(3)]
    mem.store.extend([q for t in turns for q in mapper.turn(t, "en").quads])
    mapped = [(t, mapper.extraction(t, _extraction(t, bad=t.turn == "t1"))) for t in turns]
    invalid = v.node_iri(mem.id, "claim", "t1", 1)
    bad_labels = {
        int(q.object.value) for q in mapped[1][1].quads
        if q.subject == invalid and q.predicate == v.pec("vectorLabel")
    }
    assert len(bad_labels) == 1
    # pyshacl itself finds the empty content of that claim, and only that
    found = validate_graph(project_terms_once(pipeline.shacl_quads(mapped)))
    assert not found.conforms
    assert {(x.focus, x.path) for x in found.violations} == {
        (invalid.value, v.pec("content").value)
    }

    report = IngestReport()
    if in_child:
        pipeline.child = child = ShaclChild()
        child.submit(pipeline.shacl_quads(mapped))
        vectors = pipeline.commit(mapped, report, child.result())
        child.close()
    else:
        vectors = pipeline.commit(mapped, report)

    assert report.rejected == []
    assert [d["turn"] for d in report.dropped] == ["t1"]
    hops = {v.node_iri(mem.id, "relay", "t1", f"1-{h}").value for h in range(2)}
    assert set(report.dropped[0]["nodes"]) == {invalid.value} | hops
    assert "content" in report.dropped[0]["error"]
    stored = {q.subject.value for q in mem.store.raw.quads_for_pattern(None, None, None, mem.graph)}
    assert invalid.value not in stored and not hops & stored
    for t in ("t0", "t1", "t2"):  # every turn keeps its event and its valid relayed claim
        assert v.node_iri(mem.id, "event", t, 0).value in stored
        assert v.node_iri(mem.id, "claim", t, 0).value in stored
        assert v.node_iri(mem.id, "relay", t, "0-0").value in stored
    status = {r["id"].value: r["s"].value for r in mem.sparql(
        "PREFIX pec: <https://w3id.org/cogmem/pec2f#> "
        "SELECT ?id ?s WHERE { ?t pec:turnId ?id ; pec:extractionStatus ?s }")}
    assert status == {"t0": "done", "t1": "done", "t2": "done"}
    errors = list(mem.sparql(
        "PREFIX pec: <https://w3id.org/cogmem/pec2f#> "
        "SELECT ?id ?e WHERE { ?t pec:turnId ?id ; pec:extractionError ?e }"))
    assert [r["id"].value for r in errors] == ["t1"]
    assert not bad_labels & {label for label, _ in vectors}
    assert len(vectors) == sum(len(m.vectors) for _, m in mapped) - 1
    assert validate_memory(mem).conforms, validate_memory(mem).text


def test_a_turn_whose_violation_is_not_an_extracted_node_is_rejected_whole(embedder):
    mem = Memory.open(None, "m", embedder=embedder)
    labels = itertools.count()
    mapper = Mapper(mem.id, lambda: next(labels))
    pipeline = Pipeline(mem, mapper)
    turns = [_turn(i) for i in range(2)]
    mem.store.extend([q for t in turns for q in mapper.turn(t, "en").quads])
    mapped = [(t, mapper.extraction(t, _extraction(t, bad=False))) for t in turns]
    # a second status on turn t0: the turn itself violates TurnShape (maxCount 1)
    mapped[0][1].quads.extend(mapper.status("t0", "failed"))
    report = IngestReport()
    pipeline.commit(mapped, report)
    assert [r["turn"] for r in report.rejected] == ["t0"] and report.dropped == []
    assert "extractionStatus" in report.rejected[0]["error"]


def test_a_dead_child_falls_back_to_validating_in_process(embedder):
    mem = Memory.open(None, "m", embedder=embedder)
    labels = itertools.count()
    mapper = Mapper(mem.id, lambda: next(labels))
    pipeline = Pipeline(mem, mapper)
    turns = [_turn(i) for i in range(2)]
    mem.store.extend([q for t in turns for q in mapper.turn(t, "en").quads])
    mapped = [(t, mapper.extraction(t, _extraction(t, bad=t.turn == "t0"))) for t in turns]
    pipeline.child = child = ShaclChild()
    child._proc.kill()  # type: ignore[union-attr]
    child._proc.wait()  # type: ignore[union-attr]
    report = IngestReport()
    pipeline.commit(mapped, report)
    assert pipeline.child is None
    assert [d["turn"] for d in report.dropped] == ["t0"] and report.rejected == []


def _stream_turns(n: int) -> list[TurnIn]:
    names = ["Oto", "Rin", "Mina"]
    return [
        TurnIn(
            session=f"s{i // 40}",
            date=datetime(2024, 1 + i // 100, 1 + i % 27, 10),
            turn=f"t{i}",
            speaker=names[i % 3],
            text=f"I went hiking with my sister last week, trip {i}; Mina said the lake was "
            f"cold and Rin thinks the trail {i % 7} is awful.",
        )
        for i in range(n)
    ]


def _ingest(monkeypatch, embedder, setting):
    monkeypatch.setenv("COGMEM_SHACL_PROCESS", setting)
    monkeypatch.setenv("COGMEM_EMBED_PROCESS", "0")
    mem = Memory.open(None, "m", embedder=embedder)
    report = mem.add_turns(_stream_turns(600))  # three chunks: two validated while extracting
    quads = sorted(str(q) for q in mem.store.raw.quads_for_pattern(None, None, None, mem.graph))
    labels = np.sort(mem.index.labels().astype(np.int64))
    return report, quads, labels, mem.index.vectors(labels)


def test_ingest_with_the_validation_child_gives_the_same_graph_and_vectors(monkeypatch, embedder):
    here = _ingest(monkeypatch, embedder, "0")
    there = _ingest(monkeypatch, embedder, "1")
    assert here[0].new_turns == there[0].new_turns == 600
    assert here[0].nodes == there[0].nodes and here[0].nodes["Claim"] > 0
    assert here[0].rejected == there[0].rejected == [] and here[0].dropped == there[0].dropped
    assert here[1] == there[1]
    np.testing.assert_array_equal(here[2], there[2])
    np.testing.assert_array_equal(here[3], there[3])


@pytest.mark.parametrize("setting", ["0", "1"])
def test_replace_of_a_turn_whose_chunk_is_in_flight(monkeypatch, embedder, setting):
    """--replace of a turn of the chunk before, whose nodes are still being validated: that
    chunk is stored first, then the old turn and its nodes are removed."""
    monkeypatch.setenv("COGMEM_SHACL_PROCESS", setting)
    monkeypatch.setenv("COGMEM_EMBED_PROCESS", "0")
    from cogmem_rdf.ingest import ingest_turns, located

    mem = Memory.open(None, "m", embedder=embedder)
    turns = _stream_turns(300)
    again = turns[250].model_copy(update={"text": "Rin said the museum was dull."})
    turns.insert(260, again)  # the second chunk replaces a turn of the first
    report = ingest_turns(mem, located(turns), replace=True)
    assert report.new_turns == 301 and report.rejected == []
    rows = mem.sparql(
        "PREFIX pec: <https://w3id.org/cogmem/pec2f#> PREFIX prov: <http://www.w3.org/ns/prov#> "
        "SELECT ?text (COUNT(?n) AS ?nodes) WHERE { ?t pec:turnId 't250' ; pec:text ?text . "
        "OPTIONAL { ?n prov:wasDerivedFrom ?t } } GROUP BY ?text")
    assert [(r["text"].value, int(r["nodes"].value)) for r in rows] == [
        ("Rin said the museum was dull.", 1)
    ]
    assert len(mem.turn_ids()) == 300 and mem.pending_turns() == []
    assert validate_memory(mem).conforms


def test_turn_quads_kept_from_storing_equal_those_made_for_shacl():
    """``_Run.store`` keeps each turn's stored quads less its vector label for SHACL
    (``Pipeline.turn_quads``): exactly what ``Mapper.turn(..., with_label=False)`` makes, and
    they are let go when the turn's chunk is committed."""
    from cogmem_rdf.ingest import _Run

    mem = Memory.open(None, "m")
    run = _Run(mem, replace=False)
    try:
        turns = [
            TurnIn(memory="m", session="s1", date=datetime(2024, 3, 2, 10), turn=f"t{i}",
                   speaker="Ilse", seq=i, lang="en", text=f"I repotted the fern on day {i}.",
                   caption="a fern on a sill" if i == 1 else None)
            for i in range(3)
        ]
        run.store(turns)
        for t in turns:
            made = run.mapper.turn(t, "en", with_label=False).quads
            assert run.pipeline.mapper_turn_quads(t) == made
            assert not any(q.predicate == v.pec("vectorLabel") for q in made)
        run.extract(turns)
        run.settle()
        assert run.pipeline.turn_quads == {}
        assert validate_memory(mem).conforms
    finally:
        run.worker.close()
        run.offloaded.close()
