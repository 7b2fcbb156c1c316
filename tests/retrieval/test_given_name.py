"""A memory whose speakers go by their full names ('Kestrin Dravik', as a work chat shows
them) is asked about them by the given name alone, as colleagues talk: "What does Kestrin think
of …?" is Kestrin Dravik's view, and "Wendrith's dad" the dad Wendrith Osterley spoke of — when no
other full name shares the given name. An adverb between the holder and the verb ("What did X's
dad always say …") is no part of the holder. (Invented dialogue, in no data file.)"""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import first_claim, scripted_memory

from cogmem_rdf.retrieval.intent import find_people, holder_slot, resolve_holder

DAY = datetime(2026, 3, 9, 17, 0)
DIALOGUE = [
    ("w", "w:1", "Kestrin Dravik", "The new rota starts next week."),
    ("w", "w:2", "Wendrith Osterley", "Is the late shift still two people?"),
    ("w", "w:3", "Kestrin Dravik",
     "Yes. Personally I think two on the late shift is far too thin for a Friday."),
    ("w", "w:4", "Wendrith Osterley",
     "My dad, who ran a bakery, reckons a shift of two never survives a rush."),
    ("w", "w:5", "Idwal Oyelowo", "I found last month's rota far easier to follow, honestly."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("given-name", DIALOGUE, DAY)


@pytest.mark.parametrize("question, owner, turn", [
    ("What does Kestrin think of the late shift?", "Kestrin Dravik", "w:3"),
    ("How did Idwal find last month's rota?", "Idwal Oyelowo", "w:5"),
    ("What did Wendrith's dad always reckon about short shifts?", "Wendrith Osterley's dad", "w:4"),
])
def test_a_full_name_is_asked_by_its_given_name(mem, question, owner, turn):
    _, claim = first_claim(mem, question, DAY)
    assert claim.owner == owner and [t.id for t in claim.turns] == [turn]


def test_a_given_name_two_full_names_share_names_neither():
    known = ["Kestrin Dravik", "Kestrin Vardanyan", "Idwal Oyelowo"]
    assert find_people("What does Kestrin think?", known) == []
    assert resolve_holder("What does Kestrin think?", known) is None
    assert find_people("What does Idwal think?", known) == ["Idwal Oyelowo"]


def test_a_title_and_a_surname_are_no_given_name():
    assert find_people("What does Mrs think?", ["Mrs Marchetti"]) == []


def test_the_given_name_said_alone_may_also_be_a_person_of_its_own():
    assert find_people("What did Kestrin say?", ["Kestrin", "Kestrin Dravik"]) == [
        "Kestrin", "Kestrin Dravik"]


@pytest.mark.parametrize("question, slot", [
    ("What did Wendrith's dad always reckon about it?", "Wendrith's dad"),
    ("Does Idwal really think so?", "Idwal"),
    ("What does Holly think of it?", "Holly"),
])
def test_an_adverb_after_the_holder_is_no_part_of_it(question, slot):
    assert holder_slot(question) == slot
