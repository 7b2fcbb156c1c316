"""The forty-sixth pass: a holder described rather than named — a role with a possessive
determiner ('her physio', 'their lecturer') or a body ('facilities') — is a third party whose
words reach a chat relayed, as 'the vet' is (``role_holder``); a holder named through someone
whose relation the question words otherwise ("X's former flatmate" for "my old flatmate") is
found by the relation's head noun; and a feeling asked with its adjective ("What is X worried
about?", "Is X in favour of …?") asks X's view. Invented dialogue."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.retrieval import intent

DAY = datetime(2025, 11, 4, 18, 0)
DIALOGUE = [
    ("a", "a:1", "Ormelda", "Saw the physio this morning about my knee."),
    ("a", "a:2", "Ormelda", "Dr Fennick says I can keep cycling if I stretch every evening."),
    ("a", "a:3", "Trevane", "Cycling in this weather sounds miserable to me."),
    ("b", "b:1", "Pellamy", "Facilities finally answered about the office move."),
    ("b", "b:2", "Pellamy", "According to Jorvik the move to the third floor is on the twelfth."),
    ("b", "b:3", "Quenby", "Honestly the third floor is far too cramped for us."),
    ("c", "c:1", "Trevane", "My old flatmate says the firm made Fridays compulsory in the office."),
    ("c", "c:2", "Pellamy", "Compulsory Fridays sound grim."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("described-holders", DIALOGUE, DAY)


def first_claim(mem, question, **options):
    res = mem.recall(question, date="2025-11-04", **options)
    return next((e for e in res.evidence if e.type == "Claim"), None)


@pytest.mark.parametrize(("question", "owner"), [
    ("What does Ormelda need to do to keep cycling, according to her physio?", "Dr Fennick"),
    ("When is the move to the third floor, according to facilities?", "Jorvik"),
])
def test_a_described_holder_finds_the_relayed_view(mem, question, owner):
    claim = first_claim(mem, question)
    assert claim is not None and claim.owner == owner, claim


def test_a_relation_worded_otherwise_is_found_by_its_head_noun(mem):
    claim = first_claim(mem, "What is the firm's new rule, according to Trevane's former flatmate?")
    assert claim is not None and claim.owner == "Trevane's old flatmate", claim


@pytest.mark.parametrize(("phrase", "role"), [
    ("her physio", True), ("their lecturer", True), ("facilities", True),
    ("everyone", False), ("people", False), ("Ormelda", False), ("his Aunt Vera", False),
])
def test_role_description(phrase, role):
    assert intent.role_description(phrase) is role


@pytest.mark.parametrize(("question", "holder"), [
    ("What is Quenby worried about?", "Quenby"),
    ("Which part of the move was Pellamy so annoyed about?", "Pellamy"),
    ("Is Quenby in favour of the third floor?", "Quenby"),
    ("Was Trevane persuaded that Fridays in the office help?", "Trevane"),
])
def test_a_feeling_asked_with_its_adjective_asks_a_view(question, holder):
    assert intent.label_intent(question) == intent.OPINION
    assert intent.holder_slot(question) == holder


def test_what_someone_is_doing_stays_a_detail():
    assert intent.label_intent("What is Quenby doing about the move?") != intent.OPINION
