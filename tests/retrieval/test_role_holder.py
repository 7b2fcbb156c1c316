""""What did the vet say about …?" when the vet was named ('took the dog to the vet … Dr
Quelling says …'): no person in memory is known as 'the vet', so no holder resolves; a holder
asked by a role is a third party, whose words reach a chat only relayed (``role_holder``): the
relayed claims compete on what they say, the speakers' own views do not answer. Invented
dialogue."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.retrieval import intent

DAY = datetime(2025, 10, 2, 19, 0)
DIALOGUE = [
    ("a", "a:1", "Ormelda", "Took Biscotto to the vet on Monday, he's lost weight again."),
    ("a", "a:2", "Trevane", "Oh no. Is he eating the dry food at all?"),
    ("a", "a:3", "Ormelda", "Barely. Dr Quelling says the dry food is too hard on his teeth."),
    ("a", "a:4", "Trevane", "Honestly the dry food from the corner shop is great, mine loves it."),
    ("b", "b:1", "Pellamy", "The landlord finally replied about the boiler."),
    ("b", "b:2", "Pellamy", "Jorvik says the boiler is older than the building."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("role-holder", DIALOGUE, DAY)


def first_claim(mem, question, **options):
    res = mem.recall(question, date="2025-10-02", **options)
    return next((e for e in res.evidence if e.type == "Claim"), None)


def test_a_role_asked_about_finds_the_relayed_view_of_the_named_source(mem):
    claim = first_claim(mem, "What did the vet say about the dry food?")
    assert claim is not None and claim.owner == "Dr Quelling"
    assert claim.relayed_by == ["Ormelda"]


def test_without_it_a_holder_no_one_is_known_by_gets_no_claim(mem):
    claim = first_claim(mem, "What did the vet say about the dry food?", role_holder=False)
    assert claim is None


def test_a_name_no_one_has_still_gets_no_claim(mem):
    # a name is not a role: 'Zarvanne' is no one here, and no one's view answers for her
    assert first_claim(mem, "What did Zarvanne say about the dry food?") is None


@pytest.mark.parametrize(("phrase", "role"), [
    ("the vet", True), ("the passport helpline", True), ("the Varnholts", False),
    ("Ormelda", False), ("the", False),
])
def test_role_description(phrase, role):
    assert intent.role_description(phrase) is role


@pytest.mark.parametrize("question", [
    "How does Trevane want to get to the coast?",
    "How would Ormelda like the spare room laid out?",
    "Which of the three quotes for the roof does Pellamy prefer?",
])
def test_how_x_wants_and_a_long_which_phrase_ask_a_view(question):
    assert intent.label_intent(question) == intent.OPINION


@pytest.mark.parametrize("question", [
    "How does Trevane get to work?",
    "How did Ormelda like to spend her evenings?",
    "What does Ormelda want for her birthday?",
])
def test_manner_and_a_wanted_thing_stay_details(question):
    assert intent.label_intent(question) == intent.DETAIL


@pytest.mark.parametrize(("question", "relation"), [
    ("What did Ormelda actually say about the dry food?", None),
    ("What does Ormelda really think of the dry food?", None),
    ("What does Ormelda's vet think of the dry food?", ("Ormelda", ["vet"])),
])
def test_an_adverb_after_a_name_is_no_relation(question, relation):
    # English names a holder through someone with the possessive: 'X actually' is X
    assert intent.holder_relation(question, ["Ormelda", "Trevane"]) == relation


def test_what_x_actually_said_gets_x_s_claims(mem):
    claim = first_claim(mem, "What did Ormelda actually say about the dry food?")
    assert claim is not None and claim.owner == "Ormelda"
