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


def _memory(name: str, prefix: str, turns: list[tuple[str, str]]):
    """A real in-memory store holding ``turns`` in one session, ids ``prefix:1`` …"""
    m = Memory.open(None, name)
    m.add_turns([TurnIn(memory=name, session=f"{prefix}1", date="2026-03-02", turn=f"{prefix}:{i}",
                        speaker=who, text=text) for i, (who, text) in enumerate(turns, 1)])
    return m


@pytest.fixture(scope="module")
def mem():
    m = _memory("agent", "a", TURNS)
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


KO_TURNS = [
    ("도하람", "어제 망원동 새로 생긴 만둣집 다녀왔어. 줄이 엄청 길더라."),
    ("서리온", "거기 고기 만두는 진짜 인생 만두야."),
    ("도하람", "그리고 윤슬찬이 지난주에 그 집 사장님이랑 사진 찍었대."),
]


@pytest.fixture(scope="module")
def ko_mem():
    m = _memory("agent-ko", "k", KO_TURNS)
    yield m
    m.close()


def test_a_korean_view_asked_as_who_is_answered_by_its_owner(ko_mem):
    got = ko_mem.recall("고기 만두를 최고로 친 사람은?", k=5)
    assert got.intent == "OWNER"
    assert got.evidence[0].type == "Claim" and got.evidence[0].owner == "서리온"


@pytest.mark.parametrize("question, agent", [
    ("그 만두를 최고로 친 사람은?", True),
    ("회비 금액은 누가 알려 준 거야?", True),
    ("그 책을 인생책으로 꼽은 건 누구야?", True),
    ("다온이는 어제 누구랑 통화했어?", False),
    ("가온이는 병원에서 누구를 만났어?", False),
])
def test_asks_agent_korean(question, agent):
    assert asks_agent(question) is agent
