"""Every queries/*.rq parses and runs with its bound
variables; the operators run on a small graph."""

from __future__ import annotations

import re
from datetime import date, datetime

import pyoxigraph as ox
import pytest

from cogmem_rdf import vocab as v
from cogmem_rdf.mapping import Mapper
from cogmem_rdf.memory import Memory
from cogmem_rdf.models import ClaimX, EventX, Extraction, FactX, TimeValue, TurnIn
from cogmem_rdf.resources import data_dir, query, query_names
from cogmem_rdf.retrieval import operators as op

OPERATOR_FILES = re.compile(r"^(anchor_|traverse|intersect|ground|op_)")
XSD_DATE = ox.NamedNode("http://www.w3.org/2001/XMLSchema#date")


def bound_variables(text: str) -> list[str]:
    line = next((ln for ln in text.splitlines() if ln.startswith("# bound:")), "# bound: none")
    head = line.split(":", 1)[1].split("(")[0]
    return re.findall(r"\?(\w+)", head) + re.findall(r"optionally \?(\w+)", line)


def dummy(name: str):
    if name in ("from", "to"):
        return ox.Literal("2024-01-01", datatype=XSD_DATE)
    if name in ("needle", "name", "text"):
        return ox.Literal("x")
    return ox.NamedNode(f"https://example.org/{name}")


@pytest.mark.parametrize("name", query_names())
def test_every_query_parses_and_runs_with_its_bound_variables(name):
    text = query(name)
    store = ox.Store()
    if re.search(
        r"^\s*(INSERT|DELETE|WITH|CLEAR|DROP|LOAD|CREATE)\b",
        re.sub(r"(?m)^(#.*|PREFIX.*)$", "", text),
        re.IGNORECASE | re.MULTILINE,
    ):
        store.update(text)
        return
    subs = {ox.Variable(n): dummy(n) for n in bound_variables(text)}
    result = store.query(text, substitutions=subs or None)
    list(result) if not isinstance(result, bool) else None


@pytest.mark.parametrize("name", [n for n in query_names() if OPERATOR_FILES.match(n)])
def test_operator_queries_have_a_header(name):
    text = query(name)
    assert re.search(r"^# operator: \w+", text, re.MULTILINE), name
    assert re.search(r"^# bound: ", text, re.MULTILINE), name
    assert re.search(r"^# returns: \?", text, re.MULTILINE), name
    for var in bound_variables(text):
        assert f"?{var}" in text.split("WHERE")[0], (
            f"{name}: ?{var} must be projected to be substituted"
        )


def test_queries_folder_is_found():
    assert (data_dir("queries") / "anchor_records.rq").is_file()


# -- the operators on a hand-built graph ----------------------------------------------------
DAY = datetime(2024, 3, 14, 10, 0)


def _turn(i: int, speaker: str, text: str) -> TurnIn:
    return TurnIn(
        memory="ops",
        session="s1",
        date=DAY,
        turn=f"s1:{i}",
        speaker=speaker,
        text=text,
        seq=i,
        lang="en",
    )


@pytest.fixture(scope="module")
def graph_mem():
    mem = Memory.open(None, "ops")
    labels = iter(range(10_000))
    mapper = Mapper("ops", lambda: next(labels))
    turns = [
        (
            _turn(1, "Dara", "I sold my bike last month."),
            Extraction(
                turn="s1:1",
                speaker="Dara",
                events=[
                    EventX(
                        text="Dara sold her bike",
                        participants=["Dara"],
                        concepts=["bike"],
                        predicate="sell",
                        time_expression="last month",
                        time=TimeValue(value="2024-02", granularity="month"),
                    )
                ],
            ),
        ),
        (
            _turn(2, "Oren", "I ride my bike every day."),
            Extraction(
                turn="s1:2",
                speaker="Oren",
                facts=[
                    FactX(
                        text="Oren rides a bike every day",
                        subject="Oren",
                        relation="does",
                        concepts=["bike"],
                    )
                ],
            ),
        ),
        (
            _turn(3, "Oren", "Pim says Dara regrets selling that bike."),
            Extraction(
                turn="s1:3",
                speaker="Oren",
                mentions=["Dara"],
                claims=[
                    ClaimX(
                        content="Dara regrets selling the bike",
                        owner="Pim",
                        relayed_by=["Oren"],
                        target="Dara",
                        polarity="negative",
                    )
                ],
            ),
        ),
    ]
    for t, ex in turns:
        mem.store.extend(mapper.turn(t, "en").quads)
        mem.store.extend(mapper.extraction(t, ex).quads)
    yield mem
    mem.close()


def test_anchor_records_binds_the_person(graph_mem):
    dara = op.anchor_records(graph_mem, "Dara")
    assert [n.text for n in dara.values()] == ["Dara sold her bike"]
    node = next(iter(dara.values()))
    assert node.type == "Event" and node.turns == ["s1:1"] and node.time == ("2024-02", "month")
    assert {n.type for n in op.anchor_records(graph_mem).values()} == {"Event", "Fact"}


def test_anchor_claims_reads_owner_target_and_relay_chain(graph_mem):
    claims = op.anchor_claims(graph_mem, target="Dara")
    (claim,) = claims.values()
    assert (claim.owner, claim.target, claim.relayed_by, claim.turns) == (
        "Pim",
        "Dara",
        ["Oren"],
        ["s1:3"],
    )
    assert op.anchor_claims(graph_mem, owner="Oren") == {}


def test_anchor_turns_separates_speaker_and_mention(graph_mem):
    assert op.anchor_turns(graph_mem, "Dara") == {"s1:1": "speaker", "s1:3": "mentions"}


def test_ground_follows_derivation_to_turns(graph_mem):
    grounding = op.ground(graph_mem)
    event = v.node_iri("ops", "event", "s1:1", 0).value
    assert grounding[event] == ["s1:1"]
    assert op.ground(graph_mem, event) == {event: ["s1:1"]}


def test_traverse_window_keeps_overlapping_events(graph_mem):
    event = v.node_iri("ops", "event", "s1:1", 0).value
    assert op.traverse_window(graph_mem, date(2024, 2, 10), date(2024, 2, 20)) == {event}
    # overlaps the month's end
    assert op.traverse_window(graph_mem, date(2024, 2, 29), date(2024, 3, 5)) == {event}
    assert not op.traverse_window(graph_mem, date(2023, 1, 1), date(2023, 12, 31))
    assert not op.traverse_window(graph_mem, date(2024, 3, 1), date(2024, 3, 31))


def test_intersect_finds_the_concept_two_people_share(graph_mem):
    event = v.node_iri("ops", "event", "s1:1", 0).value
    fact = v.node_iri("ops", "fact", "s1:2", 0).value
    assert op.concepts(graph_mem, event) == {v.concept_iri("ops", "bike").value: "bike"}
    assert op.intersect(graph_mem, [event], [fact]) == [("bike", event, fact)]
    assert op.intersect(graph_mem, [fact], [event]) == [("bike", fact, event)]
    assert op.intersect(graph_mem, [event], [event]) == []


def test_traverse_records_goes_through_the_shared_concept(graph_mem):
    event = v.node_iri("ops", "event", "s1:1", 0).value
    fact = v.node_iri("ops", "fact", "s1:2", 0).value
    found = op.traverse_records(graph_mem, event)
    assert set(found) == {fact}
    kind, label = found[fact]
    assert kind == "Fact" and isinstance(label, int)
    back = op.traverse_records(graph_mem, fact)
    assert set(back) == {event} and back[event][0] == "Event"


def test_recall_runs_traverse_and_ground_per_question(graph_mem):
    calls: list[tuple[str, dict]] = []
    graph_mem.store.tracer = lambda name, bindings: calls.append((name, bindings))
    try:
        res = graph_mem.recall("What did Dara sell?", k=3, own_turns=False, neighbour=0.0)
        plain = graph_mem.recall(
            "What did Dara sell?", k=3, own_turns=False, neighbour=0.0, traverse=0.0
        )
    finally:
        graph_mem.store.tracer = None
    event = v.node_iri("ops", "event", "s1:1", 0).value
    fact = v.node_iri("ops", "fact", "s1:2", 0).value
    starts = [b["start"].value for name, b in calls if name == "traverse_records"]
    grounded = [b["node"].value for name, b in calls if name == "ground"]
    assert starts == [event]           # once: the ablated call does not traverse
    assert grounded == [fact]
    assert res.evidence[0].turns[0].id == "s1:1"
    # the reached record's turn gains the traverse weight × the record's anchor score
    score = {e.turns[0].id: e.score for e in res.evidence}
    plain_score = {e.turns[0].id: e.score for e in plain.evidence}
    assert score["s1:2"] > plain_score["s1:2"]
