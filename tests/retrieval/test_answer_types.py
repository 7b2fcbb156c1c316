"""Answer-type cues: what a list question asks for, which turns name one (invented dialogue)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval import answer_types as at

NONE: frozenset[str] = frozenset()


def names(question: str) -> list[str]:
    return [t.name for t in at.asked_types(question)]


@pytest.mark.parametrize("question, expected", [
    ("Which cities has Ines visited?", ["place"]),
    ("What European countries has Ines been to?", ["place"]),
    ("Where has Ines travelled?", ["venue"]),
    ("What books has Ines read?", ["title"]),
    ("What has Ines read lately?", ["title"]),
    ("What instruments does Ines play?", ["instrument"]),
    ("What martial arts has Ines done?", ["martial"]),
    ("What are the names of Ines's cats?", ["name", "animal"]),
    ("How many dogs does Ines have?", ["animal"]),
    ("What kind of art does Ines make?", ["art"]),
    ("What has Ines painted?", ["art"]),
    ("What desserts has Ines baked?", ["food"]),
    ("What events has Ines attended?", ["event"]),
    ("어떤 운동을 해?", ["sport"]),
    ("하은이는 어떤 도시에 가 봤어?", ["place"]),
    ("무슨 악기 배워?", ["instrument"]),
])
def test_asked_types(question, expected):
    assert names(question) == expected


@pytest.mark.parametrize("question", [
    "What did Ines learn from reading books about rivers?",      # asks what she learned
    "What special memories does Ines have with her old cat?",    # asks for memories
    "How many years passed between Ines adopting her two cats?",  # asks for a duration
    "Why did Ines move?",
    "Who said that Ines was late?",
])
def test_only_the_asked_phrase_counts(question):
    assert names(question) == []


def test_place_instances_by_shape_and_by_common_place_names():
    place = at.TYPES["place"]
    assert at.is_instance(place, "Took a short trip last week to Valdoro to clear my head.", NONE)
    assert at.is_instance(place, "We spent two weeks in Portugal.", NONE)
    # a month is no place
    assert not at.is_instance(place, "I went to the gym in May.", NONE)
    # a speaker
    assert not at.is_instance(place, "I gave it to Ines yesterday.", frozenset({"ines"}))


def test_title_and_name_instances():
    title, name = at.TYPES["title"], at.TYPES["name"]
    assert at.is_instance(title, 'I just finished "The Glass Orchard" and loved it.', NONE)
    assert at.is_instance(title, "Honestly The Long Winter Road is my favourite.", NONE)
    assert not at.is_instance(title, "It was a long day, honestly.", NONE)
    assert at.is_instance(name, "We adopted a kitten and named her Pimenta.", NONE)
    assert not at.is_instance(name, "we adopted a kitten last week.", NONE)


def test_vocabulary_instances_use_the_caption_and_korean_particles():
    animal, sport = at.TYPES["animal"], at.TYPES["sport"]
    assert at.is_instance(
        animal, "Look who came home with me!", NONE, "a photo of a kitten on a sofa"
    )
    assert at.is_instance(sport, "주말마다 수영을 해.", NONE)
    assert not at.is_instance(sport, "I read all weekend.", NONE)


DAY1, DAY2, DAY3 = datetime(2024, 2, 5, 9), datetime(2024, 3, 11, 9), datetime(2024, 4, 15, 9)
DIALOGUE = [
    (
        "s1",
        DAY1,
        "b1:1",
        "Ines",
        "I keep hearing that big cities are exhausting, and honestly cities stress me out.",
    ),
    ("s1", DAY1, "b1:2", "Tomas", "Cities can be a lot. Small towns are calmer."),
    (
        "s1",
        DAY1,
        "b1:3",
        "Ines",
        "Maybe one day I'll write an essay about why crowds feel so loud to me.",
    ),
    (
        "s1",
        DAY1,
        "b1:4",
        "Ines",
        "Work was busy this week, lots of meetings about the new office layout.",
    ),
    (
        "s2",
        DAY2,
        "b2:1",
        "Ines",
        "Guess what, I took a short trip to Valdoro last weekend to clear my head.",
    ),
    ("s2", DAY2, "b2:2", "Tomas", "That sounds lovely! How was the food?"),
    ("s2", DAY2, "b2:3", "Ines", "The food was great and the old harbour was beautiful at night."),
    (
        "s3",
        DAY3,
        "b3:1",
        "Ines",
        "My sister says visiting cities with kids is hard, and she is probably right.",
    ),
    (
        "s3",
        DAY3,
        "b3:2",
        "Ines",
        "Also spent four days in Portugal with my cousin, we walked everywhere.",
    ),
    ("s3", DAY3, "b3:3", "Tomas", "Four days is a good amount of time."),
    ("s3", DAY3, "b3:4", "Ines", "My parents visited on Sunday and we cooked dinner together."),
    ("s3", DAY3, "b3:5", "Ines", "I visited the dentist on Monday, which was not fun at all."),
]


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "answer-type-test")
    m.add_turns(
        TurnIn(session=s, date=d, turn=t, speaker=who, text=text) for s, d, t, who, text in DIALOGUE
    )
    yield m
    m.close()


def _cited(res) -> set[str]:
    return {t.id for e in res.evidence for t in e.turns}


def test_place_question_cites_the_trips_that_share_no_word_with_it(mem):
    res = mem.recall("Which cities has Ines visited?", k=6)
    assert {"b2:1", "b3:2"} <= _cited(res)


def _order(res) -> list[str]:
    out: list[str] = []
    for e in res.evidence:
        out += [t.id for t in e.turns if t.id not in out]
    return out


def test_the_boost_ranks_typed_turns_higher_and_can_be_turned_off(mem):
    on = _order(mem.recall("Which cities has Ines visited?", k=10))
    off = _order(mem.recall("Which cities has Ines visited?", k=10, type_boost=0.0))
    trips = ("b2:1", "b3:2")
    assert sum(on.index(t) for t in trips) < sum(off.index(t) for t in trips)


def test_questions_without_an_answer_type_are_unchanged(mem):
    q = "Why does Ines find loud places stressful?"
    assert at.asked_types(q) == []
    assert _cited(mem.recall(q, k=3)) == _cited(mem.recall(q, k=3, type_boost=0.0))
