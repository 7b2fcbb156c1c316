"""A record that says next to nothing beyond a name ('yeah Hamwick is doing it.', a reply read
with its pronoun) matches a question on the name and the vector of a short text; it yields
``thin_record`` to the records that say what was done. Invented dialogue."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.retrieval.controller import thin

DAY = datetime(2025, 11, 6, 18, 0)
DIALOGUE = [
    ("a", "a:1", "Hamwick", "I run the junior chess club at the library every Thursday."),
    ("a", "a:2", "Quennell", "Who's doing the raffle at the fair this year?"),
    ("a", "a:3", "Hamwick", "Yeah I'm doing it."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("thin-records", DIALOGUE, DAY)


def first_record(mem, **options):
    res = mem.recall("What is Hamwick up to these days?", date="2025-11-06", **options)
    return next(e.turns[0].id for e in res.evidence if e.type in ("Event", "Fact"))


def test_a_thin_record_yields_the_first_place_to_one_that_says_what_was_done(mem):
    assert first_record(mem, thin_record=0.0) == "a:3"   # 'Yeah Hamwick is doing it.'
    assert first_record(mem) == "a:1"


@pytest.mark.parametrize(("text", "is_thin"), [
    ("yeah Hamwick is doing it.", True),
    ("Hamwick picked it.", True),
    ("Quennell's brother does, yeah.", False),   # a relation noun is content
    ("so Hamwick got the dog!!", False),
    ("Hamwick had a call at 3", False),
    ("Hamwick runs the junior chess club every Thursday", False),
    ("이미 팔았음.", True),
    ("어제 중고로 자전거 팔았어", False),
])
def test_thin(text, is_thin):
    assert thin(text) is is_thin
