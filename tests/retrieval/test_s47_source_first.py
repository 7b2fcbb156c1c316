"""The forty-seventh pass: a question that names its source first ('According to X, what …?')
asks X's view, as the same question with the source last does ('What …, according to X?');
before, it was a detail question whose first claim was whoever's turn matched best. 'According
to X, who …?' still asks for a person. Invented dialogue."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.retrieval import intent

DAY = datetime(2025, 11, 4, 18, 0)
DIALOGUE = [
    ("a", "a:1", "Ormelda", "Wendric reckons the winter ceilidh should move to the barn."),
    ("a", "a:2", "Trevane", "According to Auntie Posy, the winter ceilidh is staying in the hall, "
                            "and everyone is to bring a pie."),
    ("a", "a:3", "Ormelda", "The winter ceilidh in the hall again, the barn would be far nicer."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("source-first", DIALOGUE, DAY)


@pytest.mark.parametrize("question", [
    "According to Auntie Posy, where is the winter ceilidh?",
    "Where is the winter ceilidh, according to Auntie Posy?",
])
def test_the_named_sources_view_comes_first(mem, question):
    res = mem.recall(question, date="2025-11-04")
    claim = next((e for e in res.evidence if e.type == "Claim"), None)
    assert claim is not None and claim.owner == "Auntie Posy", claim


@pytest.mark.parametrize(("question", "label"), [
    ("According to Auntie Posy, what should everyone bring?", intent.OPINION),
    ("According to Auntie Posy, who is bringing the pies?", intent.DETAIL),
    ("According to whom is the supper in the hall?", intent.OWNER),
])
def test_the_intent_of_a_source_said_first(question, label):
    assert intent.label_intent(question) == label
