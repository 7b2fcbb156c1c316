"""Words set after a person and a colon (s34): 'Adelheid: "the ferry's off"', "my mum: 'never
again'", "lol hubertus: 'the ferry is off'" — a chat passing a line or a message on the way a
script labels its speaker: the labelled person's words, relayed by the speaker. The paradigm:
a name, a kin or role noun with 'my'/'Name's', double or single quotation marks or none,
capitals or none, openers before it ('Oh and …', 'lol …'). Invented dialogues (names and
sentences written for this test, none from any data file).

Near readings that give the label no claim: a noun of saying ('Her verdict: …', 'his text: …'
are read by their own rows), someone of the chat addressed ('Ermengarde: you coming?'), a header
('Update: …'), a question.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Friedhelm"
OPENER = ("Ermengarde", "How was your weekend?")


def _said(text: str) -> list[tuple[str, str]]:
    return [OPENER, (SPEAKER, text)]


@pytest.mark.parametrize("words", [
    "'the ferry is cancelled'", '"the ferry is cancelled"', "\u2018the ferry is cancelled\u2019",
    "'never again'", "the ferry is cancelled",
])
@pytest.mark.parametrize("lead", ["", "Oh and ", "lol ", "So. "])
@pytest.mark.parametrize("who", ["Adelheid", "Hubertus"])
def test_name_colon(who, lead, words):
    assert_owned(_said(f"{lead}{who}: {words}"), who, [SPEAKER])


@pytest.mark.parametrize("label,owner", [
    ("My mum", f"{SPEAKER}'s mum"), ("my sister", f"{SPEAKER}'s sister"),
    ("Adelheid's mum", "Adelheid's mum"), ("my landlord", f"{SPEAKER}'s landlord"),
])
@pytest.mark.parametrize("words", ["'never again, the ferry is a death trap'", "'not a chance'"])
def test_role_colon(label, owner, words):
    assert_owned(_said(f"{label}: {words}"), owner, [SPEAKER])


def test_lower_case_name_unquoted():
    assert_owned(_said("adelheid: the ferry is cancelled lol"), "Adelheid", [SPEAKER])


@pytest.mark.parametrize("text", ["Ermengarde: you coming tonight?", "Ermengarde: are you coming?",
                                  "Ermengarde: 'the ferry is cancelled'"])
def test_one_addressed_holds_nothing(text):
    assert_not_owner(_said(text), "Ermengarde")


@pytest.mark.parametrize("text", ["Her verdict: 'overpriced'", "his text: 'the ferry is off'"])
def test_noun_of_saying_is_no_person(text):
    x_owner = f"{SPEAKER}'s verdict"
    assert_not_owner(_said(text), x_owner)
    assert_not_owner(_said(text), "someone's verdict")
    assert_not_owner(_said(text), "someone's text")


def test_question_quoted_is_no_claim():
    assert_not_owner(_said("Hubertus: 'is the ferry off?'"), "Hubertus")
