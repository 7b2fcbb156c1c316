"""A memory whose speakers go by their full names ('Ondine Marchetti', as a work chat shows
them) is asked about them by the given name alone, as colleagues talk: "What does Ondine think
of …?" is Ondine Marchetti's view, and "Ysolde's dad" the dad Ysolde Brannagh spoke of — when no
other full name shares the given name. An adverb between the holder and the verb ("What did X's
dad always say …") is no part of the holder. (Invented dialogue, in no data file.)"""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import first_claim, scripted_memory

from cogmem_rdf.retrieval.intent import find_people, holder_slot, resolve_holder

DAY = datetime(2026, 3, 9, 17, 0)
DIALOGUE = [
    ("w", "w:1", "Ondine Marchetti", "The new rota goes live on Monday, by the way."),
    ("w", "w:2", "Ysolde Brannagh", "Is the late shift still two people?"),
    ("w", "w:3", "Ondine Marchetti",
     "Yes. Personally I think two on the late shift is far too thin for a Friday."),
    ("w", "w:4", "Ysolde Brannagh",
     "My dad ran a bakery for years and he always said a shift of two never survives a rush."),
    ("w", "w:5", "Tamsin Oyelowo", "I found the old rota a lot easier to follow, to be honest."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("given-name", DIALOGUE, DAY)


@pytest.mark.parametrize("question, owner, turn", [
    ("What does Ondine think of the late shift?", "Ondine Marchetti", "w:3"),
    ("How did Tamsin find the old rota?", "Tamsin Oyelowo", "w:5"),
    ("What did Ysolde's dad always say about shifts of two?", "Ysolde Brannagh's dad", "w:4"),
])
def test_a_full_name_is_asked_by_its_given_name(mem, question, owner, turn):
    _, claim = first_claim(mem, question, DAY)
    assert claim.owner == owner and [t.id for t in claim.turns] == [turn]


def test_a_given_name_two_full_names_share_names_neither():
    known = ["Ondine Marchetti", "Ondine Vasquez", "Tamsin Oyelowo"]
    assert find_people("What does Ondine think?", known) == []
    assert resolve_holder("What does Ondine think?", known) is None
    assert find_people("What does Tamsin think?", known) == ["Tamsin Oyelowo"]


def test_a_title_and_a_surname_are_no_given_name():
    assert find_people("What does Mrs think?", ["Mrs Marchetti"]) == []


def test_the_given_name_said_alone_may_also_be_a_person_of_its_own():
    assert find_people("What did Ondine say?", ["Ondine", "Ondine Marchetti"]) == [
        "Ondine", "Ondine Marchetti"]


@pytest.mark.parametrize("question, slot", [
    ("What did Ysolde's dad always say about it?", "Ysolde's dad"),
    ("Does Tamsin really think so?", "Tamsin"),
    ("What does Holly think of it?", "Holly"),
])
def test_an_adverb_after_the_holder_is_no_part_of_it(question, slot):
    assert holder_slot(question) == slot
