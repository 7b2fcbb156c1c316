"""The forty-sixth pass: a holder described rather than named — a role with a possessive
determiner ('her optician', 'their tutor') or a body ('security') — is a third party whose
words reach a chat relayed, as 'the vet' is (``role_holder``); a holder named through someone
whose relation the question words otherwise ("X's former neighbour" for "my old neighbour")
is found by the relation's head noun; and a feeling asked with its adjective ("What is X
worried about?", "Is X in favour of …?") asks X's view. Invented dialogue."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.retrieval import intent

DAY = datetime(2025, 11, 4, 18, 0)
DIALOGUE = [
    ("a", "a:1", "Ormelda", "Had my eye test at lunch, the drops still sting."),
    ("a", "a:2", "Ormelda", "Dr Quorrel says I can drive again once my pupils are back to normal."),
    ("a", "a:3", "Trevane", "Driving with blurry eyes sounds miserable to me."),
    ("b", "b:1", "Pellamy", "Finally got an answer about the boiler room."),
    ("b", "b:2", "Pellamy", "According to Jorvik the boiler room reopens after the holidays."),
    ("b", "b:3", "Marvella", "Honestly the boiler room is far too cramped for a gym."),
    ("c", "c:1", "Trevane", "My old neighbour says the gym by the canal is shutting in March."),
    ("c", "c:2", "Pellamy", "A gym shutting in March sounds grim."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("described-holders", DIALOGUE, DAY)


def first_claim(mem, question, **options):
    res = mem.recall(question, date="2025-11-04", **options)
    return next((e for e in res.evidence if e.type == "Claim"), None)


@pytest.mark.parametrize(("question", "owner"), [
    ("When can Ormelda drive again, according to her optician?", "Dr Quorrel"),
    ("When does the boiler room reopen, according to security?", "Jorvik"),
])
def test_a_described_holder_finds_the_relayed_view(mem, question, owner):
    claim = first_claim(mem, question)
    assert claim is not None and claim.owner == owner, claim


def test_a_relation_worded_otherwise_is_found_by_its_head_noun(mem):
    claim = first_claim(mem, "What did Trevane's former neighbour say about the canal gym?")
    assert claim is not None and claim.owner == "Trevane's old neighbour", claim


@pytest.mark.parametrize(("phrase", "role"), [
    ("her optician", True), ("their tutor", True), ("security", True),
    ("everyone", False), ("people", False), ("Ormelda", False), ("his Aunt Vera", False),
])
def test_role_description(phrase, role):
    assert intent.role_description(phrase) is role


@pytest.mark.parametrize(("question", "holder"), [
    ("What is Marvella worried about?", "Marvella"),
    ("Which part of the refit was Pellamy so annoyed about?", "Pellamy"),
    ("Is Marvella in favour of the boiler room gym?", "Marvella"),
    ("Was Trevane persuaded that a gym by the canal pays?", "Trevane"),
])
def test_a_feeling_asked_with_its_adjective_asks_a_view(question, holder):
    assert intent.label_intent(question) == intent.OPINION
    assert intent.holder_slot(question) == holder


def test_what_someone_is_doing_stays_a_detail():
    assert intent.label_intent("What is Marvella doing about the refit?") != intent.OPINION
