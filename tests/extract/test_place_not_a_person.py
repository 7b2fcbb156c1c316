"""A capitalised place's name or a place's adjective ("Italy was amazing", "French is so hard")
is no person: WordNet 3.0's places and their adjectives, less the words that are common first
names (``scripts/build_places.py``). A person's slot, a he or she after it, or the people the
talk has named still make it a person, and a common first name that is also a city stays a
name. Invented turns (names and sentences written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import persons

from cogmem_rdf.extract.names import place_word
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import Extraction, TurnIn

SPEAKERS = ("Pellam", "Idony")


def _turns(texts: list[str]) -> list[TurnIn]:
    return [TurnIn(memory="default", session="s1", date=datetime(2024, 6, 12), turn=f"t{i}",
                   speaker=SPEAKERS[i % 2], text=text) for i, text in enumerate(texts)]


def _read(*texts: str) -> Extraction:
    return RuleExtractor().extract(_turns(list(texts)), [])[-1]


def test_the_table_holds_places_and_their_adjectives_not_common_first_names():
    assert place_word("Italy") and place_word("scotland") and place_word("French")
    assert place_word("Edinburgh") and place_word("Mediterranean") and place_word("Spanish")
    for name in ("Nancy", "Florence", "Savannah", "Victoria", "Austin", "Sydney"):
        assert not place_word(name), name  # first names borne by many: read as names
    assert not place_word("Quellmouth") and not place_word("Pellam")


@pytest.mark.parametrize(
    "text,word",
    [
        ("Italy was amazing, honestly the best trip we've had.", "Italy"),
        ("Scotland is gorgeous in the autumn, you'd love it.", "Scotland"),
        ("French is so hard, the verbs are a nightmare.", "French"),
        ("Edinburgh was freezing but the castle was worth it.", "Edinburgh"),
        ("Spanish was easier than I thought it would be.", "Spanish"),
        ("Rome was packed, we queued for hours.", "Rome"),
    ],
)
def test_a_place_opening_a_view_is_no_person(text, word):
    x = _read(text)
    assert word not in persons(x)


@pytest.mark.parametrize(
    "text,owner",
    [
        ("Nancy says the trip is off.", "Nancy"),  # a common first name that is also a city
        ("Florence reckons the caterers were a rip-off.", "Florence"),
        ("Austin thinks the new manager is great.", "Austin"),
    ],
)
def test_a_common_first_name_that_is_a_place_stays_a_person(text, owner):
    x = _read(text)
    assert any(c.owner == owner for c in x.claims), [c.owner for c in x.claims]


@pytest.mark.parametrize(
    "texts,name",
    [
        # a person's slot: a verb of saying after the word
        (["Italy says the flat is too small for three."], "Italy"),
        # a he or she after it in its sentence
        (["Kenya was furious, she said the bill was wrong."], "Kenya"),
        # named as a person before (the speaker's friend), then opening a view
        (["I had lunch with my friend India yesterday.", "India was so rude about the food."],
         "India"),
    ],
)
def test_a_place_word_is_a_person_where_the_talk_says_so(texts, name):
    assert name in persons(_read(*texts))
