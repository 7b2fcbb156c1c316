"""A polar answer said as a verdict (s34): 'a hard no from me', "it's a big yes", 'hell no',
'count me out' — the speaker's own view of what was just talked about. The
paradigm: the article or 'it's/that's a' or none, a degree word (hard, big, firm, definite,
solid, strong, massive, huge, resounding, hell, absolute), yes or no, 'from me/us' or none,
capitals and punctuation or none; 'count me in/out'. Invented dialogues (names and sentences
written for this test, none from any data file).

Near readings with no claim: a bare 'No.' or 'Yes.' (an answer, no verdict), 'no idea', a
question offering the choice, 'No, not for me, it's for X' (whom a thing is for).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Friedhelm"
ASKED = ("Roswitha", "What do you think of the new cafe on the corner?")
DEGREES = ["hard", "big", "firm", "definite", "massive", "huge", "resounding", "absolute"]


def _said(text: str) -> list[tuple[str, str]]:
    return [ASKED, (SPEAKER, text)]


@pytest.mark.parametrize("degree", DEGREES)
@pytest.mark.parametrize("form", ["a {d} {p} from me.", "{d} {p} from me", "it's a {d} {p}",
                                  "thats a {d} {p} from us", "{d} {p} tbh"])
@pytest.mark.parametrize("polar", ["yes", "no"])
def test_degree_polar_verdicts(degree, form, polar):
    assert_owned(_said(form.format(d=degree, p=polar)), SPEAKER, [])


@pytest.mark.parametrize("text", [
    "It's a no from me.", "its a yes from me", "hell no", "Hell yes.", "Count me out.",
    "count me in lol",
])
def test_set_phrases(text):
    assert_owned(_said(text), SPEAKER, [])


@pytest.mark.parametrize("text", ["No.", "Yes.", "no idea", "Yes or no?"])
def test_bare_answers_are_no_verdict(text):
    assert_not_owner(_said(text), SPEAKER)


def test_whom_a_thing_is_for_is_no_verdict():
    assert_not_owner([("Roswitha", "Is that parcel for you?"),
                      (SPEAKER, "No, not for me, it's for Hubertus.")], SPEAKER)
