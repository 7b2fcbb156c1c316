"""Own-turn scope, name-free question vector and turn richness (invented dialogue)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval import intent as it
from cogmem_rdf.retrieval.catalog import richness
from cogmem_rdf.retrieval.controller import _own_speaker, _without

DAY1, DAY2, DAY3 = datetime(2024, 3, 4, 10), datetime(2024, 4, 8, 10), datetime(2024, 5, 6, 10)
DIALOGUE = [
    (
        "s1",
        DAY1,
        "a1:1",
        "Priya",
        "Morning Oskar! I joined a climbing gym downtown and went bouldering twice.",
    ),
    (
        "s1",
        DAY1,
        "a1:2",
        "Oskar",
        "Climbing sounds fun! I went bouldering once and my arms hurt for days.",
    ),
    ("s1", DAY1, "a1:3", "Priya", "Thanks!"),
    ("s2", DAY2, "a2:1", "Oskar", "Did you do anything fun this weekend, Priya?"),
    (
        "s2",
        DAY2,
        "a2:2",
        "Priya",
        "I rented a kayak and paddled around the lake with my cousin on Saturday.",
    ),
    ("s2", DAY2, "a2:3", "Oskar", "Nice, I love kayaking too."),
    ("s3", DAY3, "a3:1", "Priya", "Thanks so much, that is so kind!"),
    (
        "s3",
        DAY3,
        "a3:2",
        "Priya",
        "I also started a pottery course on Tuesday evenings at the community college.",
    ),
]


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "own-scope-test")
    m.add_turns(
        TurnIn(session=s, date=d, turn=t, speaker=who, text=text) for s, d, t, who, text in DIALOGUE
    )
    yield m
    m.close()


def test_richness_ranks_informative_turns_above_small_talk():
    assert richness("Thanks!") < 0.1
    small = richness("Thanks so much, that is so kind!")
    rich = richness("I rented a kayak and paddled around the lake with my cousin on Saturday.")
    assert 0.0 <= small < rich <= 1.0


def test_own_speaker_only_for_one_named_speaker_and_record_like_intents():
    speakers = {"Priya", "Oskar"}
    assert _own_speaker(it.DETAIL, ["Priya"], ["iri"], speakers) == "Priya"
    assert _own_speaker(it.RECORD, ["Priya"], ["iri"], speakers) == "Priya"
    assert _own_speaker(it.DETAIL, ["Priya", "Oskar"], ["a", "b"], speakers) is None   # two people
    assert _own_speaker(it.OPINION, ["Priya"], ["iri"], speakers) is None              # opinions
    assert _own_speaker(it.OWNER, ["Priya"], ["iri"], speakers) is None                # hearsay
    # not a speaker
    assert _own_speaker(it.DETAIL, ["Zed"], ["iri"], speakers) is None


def test_without_drops_the_names_and_possessives():
    assert _without("What are Priya's hobbies?", ["Priya"]) == "What are hobbies?"
    assert _without("What does Priya do?", ["Priya"]) == "What does do?"
    assert _without("하린이는 뭐 했어?", ["하린"]) == "이는 뭐 했어?"
    assert _without("Priya", ["Priya"]) == "Priya"      # nothing left: keep the question


def test_activities_question_cites_the_persons_own_reports_across_sessions(mem):
    res = mem.recall("What activities has Priya done?", k=4)
    cited = [t for e in res.evidence for t in e.turns]
    assert {"a1:1", "a2:2", "a3:2"} <= {t.id for t in cited}
    assert all(t.speaker == "Priya" for t in cited)


def test_own_scope_can_be_turned_off(mem):
    on = mem.recall("What activities has Priya done?", k=8)
    off = mem.recall("What activities has Priya done?", k=8, own_turns=False)
    assert all(t.speaker == "Priya" for e in on.evidence for t in e.turns)
    assert any(t.speaker == "Oskar" for e in off.evidence for t in e.turns)


def test_opinion_and_comparison_questions_keep_everyones_turns(mem):
    res = mem.recall("What do Priya and Oskar both do?", k=8)
    assert {t.speaker for e in res.evidence for t in e.turns} == {"Priya", "Oskar"}
