"""The forty-fifth pass, English: a verb of belief in its base form opening a clause or a part
after a comma, a clause of its own after it ('reckon the gym is next', '… shut in May, think
the bus is late'), is the speaker's belief with its 'I' dropped; a question so opened asks the
listener. A first-person view of someone after a report's comma ('he keeps telling us that, I
don't think he knows') is the speaker's, no frame of the clause before. Names and sentences
invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "Quennell"


@pytest.mark.parametrize("text", [
    "reckon the gym is next",
    "lol reckon the ferry is late again",
    "think the bus is late",
    "guess Vadimira is right",
])
def test_a_belief_with_its_i_dropped_is_the_speakers(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (SPEAKER, []) in got, got


def test_after_a_report_the_dropped_i_belief_is_a_clause_of_its_own():
    got = turn_claims(SPEAKER, "Vadimira was saying the pool shut in May, reckon the gym is "
                      "next", [SPEAKER])
    assert ("Vadimira", [SPEAKER]) in got and (SPEAKER, []) in got, got


@pytest.mark.parametrize("text", ["think she'll come?", "think about it", "think so"])
def test_no_belief_without_a_clause_or_in_a_question(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (SPEAKER, []) not in got, got


@pytest.mark.parametrize("text", [
    "he keeps telling us that, I don't think he knows",
    "my boss keeps telling us that, I don't think he knows",
])
def test_the_speakers_own_view_after_a_report_is_no_frame_of_it(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (SPEAKER, []) in got, got


@pytest.mark.parametrize("text", [
    "I reckon Vadimira just doesn't like the new layout",
    "I bet Vadimira loves it",
    "I think she's rather impressed",
    "I think he hates the new layout",
])
def test_a_liking_guessed_under_the_speakers_own_frame_is_the_speakers_view(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and all(owner == SPEAKER and not chain for owner, chain in got), got


@pytest.mark.parametrize("text", [
    "I think Vadimira said the prices are too high",
    "I think Vadimira thinks the prices are too high",
])
def test_a_saying_or_belief_under_it_stays_a_hedged_report(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert ("Vadimira", [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "Vadimira doesn't think so, she swims there daily",
    "my sister's friend Vadimira doesn't think so, she swims there daily",
])
def test_think_so_keeps_its_so_before_a_spliced_clause(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert any(owner == "Vadimira" and chain == [SPEAKER] for owner, chain in got), got


@pytest.mark.parametrize("text", [
    "Vadimira was saying anything over an hour needs a form",
    "Vadimira says nothing else will fit",
])
def test_an_indefinite_pronoun_with_its_own_verb_opens_the_reported_clause(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert ("Vadimira", [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "Vadimira wasn't saying anything about it",
    "Vadimira said something about the bins",
])
def test_an_indefinite_pronoun_alone_is_what_was_said(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert ("Vadimira", [SPEAKER]) not in got, got


@pytest.mark.parametrize("text", [
    "Vadimira said no one is coming to the quiz",
    "Vadimira told me no one's booked the hall yet",
])
def test_no_one_opens_the_reported_clause(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert ("Vadimira", [SPEAKER]) in got, got


def test_saying_no_is_no_report():
    got = turn_claims(SPEAKER, "Vadimira said no to the offer", [SPEAKER])
    assert ("Vadimira", [SPEAKER]) not in got, got
