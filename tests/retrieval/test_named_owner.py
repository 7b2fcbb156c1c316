"""A who-question that names someone asks who said something about them: a claim held by the
named person loses ``claim_named_owner`` (invented dialogue; the default weight is measured on
the development files, BENCHMARKS.md)."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

DAY = datetime(2026, 2, 3, 20, 0)
DIALOGUE = [
    ("g", "g:1", "Henrike", "Radoslaw is moving back from Lisbon in April."),
    ("g", "g:2", "Radoslaw", "I reckon it's the right time to come back."),
    ("g", "g:3", "Genowefa", "My dad said it's about time."),
]
QUESTION = "Who said it's about time Radoslaw came back?"


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("named-owner", DIALOGUE, DAY)


def _owners(mem, weight):
    res = mem.recall(QUESTION, k=8, date=DAY, claim_named_owner=weight)
    assert res.intent == "OWNER"
    return [e.owner for e in res.evidence if e.type == "Claim"]


def test_a_claim_held_by_the_named_person_yields(mem):
    # Radoslaw's own view shares the question's words ('time', 'come back') and leads with no
    # weight; weighed down as the person the claim is about, the report of the dad's words leads
    assert _owners(mem, 0.0)[0] == "Radoslaw"
    assert _owners(mem, 1.0)[0] == "Genowefa's dad"
    assert _owners(mem, 0.3)[:2].count("Radoslaw") == 1
