"""A "Who …?" question whose verb no cue reads asks for someone who did a thing or someone who
holds a view; the memory decides which (``Options.agent_reading``): the turn that best matches
the question holding a claim and no record reads it as an owner question. Invented turns, the
real in-memory store and the offline extractor."""

from __future__ import annotations

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval.intent import asks_agent

TURNS = [
    ("Dravik", "Took the old Vauxhall to the garage on Monday, the clutch is slipping again."),
    ("Pelloria", "My brother-in-law Corvin reckons it's worth about nine hundred as it is."),
    ("Dravik", "Halvorsk repainted the garden shed on Saturday, it looks brand new."),
    ("Pelloria", "Lovely. Did he use the green?"),
    ("Dravik", "Yeah. Zuleikka at the paint shop said the green fades fastest though."),
]


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "agent")
    m.add_turns([TurnIn(memory="agent", session="s1", date="2026-03-02", turn=f"a:{i}",
                        speaker=who, text=text) for i, (who, text) in enumerate(TURNS, 1)])
    yield m
    m.close()


@pytest.mark.parametrize("question, owner", [
    ("Who values the Vauxhall at around nine hundred?", "Corvin"),
    ("Who puts the car's price at nine hundred?", "Corvin"),
    ("Who sees the green as the quickest to fade?", "Zuleikka"),
])
def test_a_view_asked_with_an_unread_verb_is_answered_by_its_owner(mem, question, owner):
    got = mem.recall(question, k=5)
    assert got.intent == "OWNER"
    assert got.evidence[0].type == "Claim" and got.evidence[0].owner == owner


@pytest.mark.parametrize("question, turn", [
    ("Who repainted the shed?", "a:3"),
    ("Who took the car to the garage?", "a:1"),
])
def test_an_act_stays_a_record_question(mem, question, turn):
    got = mem.recall(question, k=5)
    assert got.intent == "DETAIL"
    assert got.evidence[0].type in ("Event", "Fact")
    assert turn in [t.id for t in got.evidence[0].turns]


def test_the_option_turns_it_off(mem):
    got = mem.recall("Who values the Vauxhall at around nine hundred?", k=5, agent_reading=False)
    assert got.intent == "DETAIL"


@pytest.mark.parametrize("question, agent", [
    ("Who values the van at eight hundred?", True),
    ("who sides with Marisande about the rota", True),
    ("Who did Marisande call on Monday?", False),
    ("What does Marisande think of the rota?", False),
])
def test_asks_agent(question, agent):
    assert asks_agent(question) is agent
