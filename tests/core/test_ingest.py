"""Ingest: turns stored verbatim first, idempotent by turn id, labels unique across runs."""

from datetime import datetime

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn


def _turns(ids, speaker="Ilse", text="I adopted a cat named Pim last month."):
    return [
        TurnIn(session="s1", date=datetime(2024, 5, 2, 10), turn=i, speaker=speaker, text=text)
        for i in ids
    ]


def test_idempotent_and_incremental_with_unique_vector_labels():
    mem = Memory.open(None, "m")
    first = mem.add_turns(_turns(["a:1", "a:2"]))
    again = mem.add_turns(_turns(["a:1", "a:2"]))
    more = mem.add_turns(_turns(["a:2", "a:3"]))
    assert (first.new_turns, again.new_turns, more.new_turns) == (2, 0, 1)
    assert again.nodes == {k: 0 for k in again.nodes}
    assert mem.turn_ids() == {"a:1", "a:2", "a:3"}
    labels = [
        r
        for r in mem.sparql(
            "PREFIX pec: <https://w3id.org/cogmem/pec2f#> "
            "SELECT ?l (COUNT(?n) AS ?c) WHERE { ?n pec:vectorLabel ?l } GROUP BY ?l "
            "HAVING (COUNT(?n) > 1)"
        )
    ]
    assert labels == []
    seqs = sorted(
        int(r["s"].value)
        for r in mem.sparql(
            "PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT ?s WHERE { ?t pec:seq ?s }"
        )
    )
    assert seqs == [0, 1, 2]
    assert len(mem.index) == int(mem.select("max_label")[0]["labels"].value)


def test_turn_text_is_stored_verbatim_with_speaker_and_time_resolved_by_rules():
    mem = Memory.open(None, "m")
    text = "I adopted a cat named Pim last month.  <b>\u00a0</b>"
    report = mem.add_turns(_turns(["x"], text=text))
    assert report.rejected == []
    row = list(
        mem.sparql(
            "PREFIX pec: <https://w3id.org/cogmem/pec2f#> PREFIX prov: "
            "<http://www.w3.org/ns/prov#> "
            'SELECT ?text ?who WHERE { ?t pec:turnId "x" ; pec:text ?text ; '
            "prov:wasAttributedTo/pec:name ?who }"
        )
    )
    assert (row[0]["text"].value, row[0]["who"].value) == (text, "Ilse")
    times = {
        r["v"].value
        for r in mem.sparql(
            "PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT ?v WHERE { ?e a "
            "pec:Event ; pec:timeValue ?v }"
        )
    }
    assert times == {"2024-04"}  # "last month" from 2024-05-02, never the session date


def test_memories_do_not_see_each_other():
    a = Memory.open(None, "a")
    b = a.sibling("b")
    a.add_turns(_turns(["1"], speaker="Ola", text="I baked bread yesterday."))
    b.add_turns(_turns(["1"], speaker="Pia", text="I baked bread yesterday."))
    assert a.people() == ["Ola"] and b.people() == ["Pia"]
    assert a.turn_ids() == b.turn_ids() == {"1"}
