"""The forty-fourth pass: a first name that is also a word, or one pointed at with 'there', as
the subject of a verb of saying that an adverb or an auxiliary comes before ('Trusting also
reckoned …', 'Vellamy there was saying …'). Names and sentences invented here, in no data
file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "Quennell"


@pytest.mark.parametrize("text,owner", [
    ("Ewing also reckoned the ferry would be back by spring.", "Ewing"),
    ("Darling also reckoned the ferry would be back by spring.", "Darling"),
    ("Fielding just said the ferry would be back by spring.", "Fielding"),
    ("Vellamy there was saying the ferry is back in spring.", "Vellamy"),
    ("The depot rang this morning. Vadimira there was saying the ferry is back in spring.",
     "Vadimira"),
    ("Vadimira here keeps saying the ferry is back in spring.", "Vadimira"),
])
def test_a_reported_subject_before_an_adverb_or_auxiliary(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "There was a queue. Vadimira there was a queue too.",
])
def test_no_report_without_a_verb_of_saying(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert all(owner == SPEAKER for owner, _ in got), got
