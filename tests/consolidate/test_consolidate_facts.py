"""Events ⇒ consolidated facts: support, envelope, idempotence, extension, Δt and τ."""

from __future__ import annotations

from decimal import Decimal

import pytest
from consolidate.consolidate_dialogue import Dialogue

from cogmem_rdf.consolidate import consolidate
from cogmem_rdf.errors import UsageError

Q_FACTS = """
PREFIX pec: <https://w3id.org/cogmem/pec2f#> PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?f ?text ?first ?last ?conf ?label ?name (COUNT(DISTINCT ?e) AS ?n) WHERE {
  ?f a pec:Fact ; pec:consolidated true ; pec:text ?text ; pec:firstTime ?first ;
     pec:lastTime ?last ; pec:confidence ?conf ; pec:vectorLabel ?label ;
     pec:subject/pec:name ?name ; prov:wasDerivedFrom ?e . ?e a pec:Event
} GROUP BY ?f ?text ?first ?last ?conf ?label ?name
"""


def facts(mem) -> list[dict]:
    return [{k: r[k].value for k in ("f", "text", "first", "last", "conf", "label", "name", "n")}
            for r in mem.sparql(Q_FACTS)]


def three_runs(d: Dialogue) -> None:
    d.run("s1:1", "2024-03-01T09:00", "Odalys", "Did the river loop again, twelve km.")
    d.run("s2:1", "2024-03-15T09:00", "Odalys", "River loop, new personal best!")
    d.run("s3:1", "2024-04-02T09:00", "Odalys", "The hill route was brutal.")
    d.say("s3:2", "2024-04-02T09:05", "Tomasz", "Nice.")
    d.ingest()


def test_tau_events_within_delta_make_one_fact_derived_from_every_event(embedder):
    d = Dialogue(embedder)
    three_runs(d)
    report = consolidate(d.mem)
    assert (report.facts, report.facts_created, report.support_sizes) == (1, 1, [3])
    [f] = facts(d.mem)
    assert f["name"] == "Odalys" and f["n"] == "3"
    assert (f["first"], f["last"]) == ("2024-03-01", "2024-04-02")
    assert Decimal(f["conf"]) == Decimal("0.6")
    assert f["text"].startswith(
        "Odalys has a habit involving trail running (3 times from 2024-03-01 to 2024-04-02"
    )
    assert int(f["label"]) in set(int(x) for x in d.mem.index.labels())  # embedded by sync
    assert d.mem.counts()["Event"] == 3  # events stay


def test_consolidated_graph_validates(embedder):
    from cogmem_rdf.validate import validate_memory

    d = Dialogue(embedder)
    three_runs(d)
    consolidate(d.mem)
    report = validate_memory(d.mem)
    assert report.conforms, report.text


def test_rerun_is_idempotent(embedder):
    d = Dialogue(embedder)
    three_runs(d)
    consolidate(d.mem)
    before = set(d.mem.quads())
    again = consolidate(d.mem)
    assert set(d.mem.quads()) == before
    assert (again.quads_added, again.quads_removed, again.facts_created, again.facts_updated) == (
        0,
        0,
        0,
        0,
    )


def test_new_event_extends_the_same_fact(embedder):
    d = Dialogue(embedder)
    three_runs(d)
    consolidate(d.mem)
    [old] = facts(d.mem)
    d.run("s4:1", "2024-04-20T09:00", "Odalys", "Did the river loop with Tomasz.")
    d.ingest()
    report = consolidate(d.mem)
    assert (report.facts_created, report.facts_updated, report.facts_removed) == (0, 1, 0)
    [new] = facts(d.mem)
    assert new["f"] == old["f"] and new["n"] == "4" and new["last"] == "2024-04-20"
    assert Decimal(new["conf"]) > Decimal(old["conf"])
    labels = set(int(x) for x in d.mem.index.labels())
    assert int(new["label"]) in labels and int(old["label"]) not in labels  # re-embedded new text


def test_events_spread_beyond_delta_make_no_fact(embedder):
    d = Dialogue(embedder)
    d.run("s1:1", "2024-01-02T09:00", "Odalys", "River loop.")
    d.run("s2:1", "2024-03-01T09:00", "Odalys", "River loop again.")
    d.run("s3:1", "2024-05-01T09:00", "Odalys", "And again.")
    d.ingest()
    assert consolidate(d.mem).facts == 0
    assert consolidate(d.mem, delta_days=90).facts == 1  # Δt is a parameter


def test_same_day_retellings_count_once(embedder):
    d = Dialogue(embedder)
    d.run("s1:1", "2024-03-01T09:00", "Odalys", "River loop.")
    d.run("s1:2", "2024-03-01T09:00", "Odalys", "Yes the river loop, twelve km.")
    d.run("s2:1", "2024-03-10T09:00", "Odalys", "River loop again.")
    d.ingest()
    assert consolidate(d.mem).facts == 0
    assert consolidate(d.mem, tau=2).support_sizes == [3]


def test_people_are_consolidated_separately(embedder):
    d = Dialogue(embedder)
    three_runs(d)
    d.run("t1:1", "2024-03-02T09:00", "Tomasz", "Ran too.")
    d.run("t2:1", "2024-03-03T09:00", "Tomasz", "Ran again.")
    d.ingest()
    consolidate(d.mem)
    assert [f["name"] for f in facts(d.mem)] == ["Odalys"]  # Tomasz: two occurrences < τ


def test_fact_disappears_when_its_support_goes(embedder):
    d = Dialogue(embedder)
    three_runs(d)
    consolidate(d.mem)
    event = next(
        iter(
            d.mem.sparql(
                "PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT ?e WHERE { ?e a "
                "pec:Event } LIMIT 1"
            )
        )
    )["e"]
    d.mem.store.remove_quads([q for q in d.mem.quads() if q.subject == event])
    report = consolidate(d.mem)
    assert report.facts_removed == 1 and facts(d.mem) == []


def test_bad_parameters():
    from cogmem_rdf.memory import Memory

    with pytest.raises(UsageError):
        consolidate(Memory.open(None), tau=0)
