"""A reply that points back with a locative 'there' ('the pie I had there was grim') says its
topic in the turns before it, as '거기' and 'it'/'that' do (``anaphor_there``); the existential
'there is/was' and 'hi there' point at nothing (invented dialogue)."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.retrieval.controller import _THERE

DAY = datetime(2025, 11, 2, 19, 0)
DIALOGUE = [
    ("e", "e:1", "Casimira", "What about the back room at the Brass Lantern?"),
    ("e", "e:2", "Oddvar", "Tivadar was like, 'their food's gone right downhill since the new "
                            "chef.'"),
    ("e", "e:3", "Casimira", "He's not wrong tbh. The stew I had there in spring was grim."),
    ("e", "e:4", "Oddvar", "Fine. I'll ask Mrs Hrafna next door about using her garden."),
    ("e", "e:5", "Casimira", "Her garden's gorgeous though. Perfect for it."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("locative-anaphor", DIALOGUE, DAY)


def first_claim(mem, question, **options):
    res = mem.recall(question, date="2025-11-02", **options)
    return next((e for e in res.evidence if e.type == "Claim"), None)


def test_there_points_back_to_the_place_named_before(mem):
    got = first_claim(mem, "What does Casimira think of the food at the Brass Lantern?")
    assert got is not None and got.owner == "Casimira" and [t.id for t in got.turns] == ["e:3"]


def test_the_turns_before_raise_the_reply_that_points_there(mem):
    question = "What does Casimira think of the food at the Brass Lantern?"
    on, off = first_claim(mem, question), first_claim(mem, question, anaphor_there=False)
    assert [t.id for t in off.turns] == ["e:3"]
    assert on.score > off.score


@pytest.mark.parametrize("text, points", [
    ("The stew I had there in spring was awful", True),
    ("we went there on Sunday", True),
    ("there is a queue", False),
    ("there's no way", False),
    ("Hi there!", False),
    ("there were loads of people", False),
])
def test_locative_there_not_existential(text, points):
    assert bool(_THERE.search(text)) is points
