"""A wish, plan or demand of the reporter's own relation passed on in a report (s34): in
'Walburga said her dad would rather stay in Leeds' the wish is her dad's, relayed by the
speaker and Walburga (the two-level convention: the relation told the reporter). The paradigm:
verbs of volition, intention and demand (want, would like/love/rather, plan, intend, hope,
refuse, demand, expect, be set on / determined / keen / desperate, can't wait, be thinking of),
negated or not, any tense, after any verb of saying, with or without 'that', 'his'/'her'/'their'
or the reporter's name with 's, capitals and apostrophes or not. Invented dialogues (names and
sentences written for this test, none from any data file).

Near readings that stay the reporter's: a wish of a name or an institution ('X said the council
wants …'), of the reporter themself ('X said she wants …'), a belief frame ('X thinks her mum
wants …': X's guess), and a relation's facts or needs ('her mum is moving', 'her mum needs …').
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

SPEAKER = "Gebhard"
OPENER = ("Irmgard", "How was your weekend?")
PEOPLE = [("Walburga", "her"), ("Ruprecht", "his")]
FRAMES = ["said", "says", "told me", "mentioned that", "was saying", "texted me", "told us that"]
WISHES = [
    "wants everyone back in the office by May",
    "wanted the whole family there by six",
    "doesn't want a birthday party at all",
    "would rather stay in Leeds",
    "would really like a quiet wedding",
    "would love to come along",
    "is planning to move to Spain",
    "plans to sell up next year",
    "is hoping to get the job",
    "refuses to pay for the repairs",
    "demanded a refund",
    "expects us all there on Sunday",
    "is dead set on moving",
    "is determined to finish the marathon",
    "is really keen to move",
    "can't wait to retire",
    "is thinking of selling the flat",
]


def _said(text: str) -> list[tuple[str, str]]:
    return [OPENER, (SPEAKER, text)]


@pytest.mark.parametrize("frame", FRAMES)
@pytest.mark.parametrize("wish", WISHES)
@pytest.mark.parametrize("who,poss", PEOPLE)
def test_relations_wish_is_theirs(who, poss, frame, wish):
    assert_owned(_said(f"{who} {frame} {poss} dad {wish}."), f"{who}'s dad", [SPEAKER, who])


@pytest.mark.parametrize("role", ["mum", "boss", "landlord", "sister", "neighbour", "manager"])
@pytest.mark.parametrize("who,poss", PEOPLE)
def test_roles_and_kin(who, poss, role):
    assert_owned(_said(f"{who} said {poss} {role} wants the keys back by Friday."),
                 f"{who}'s {role}", [SPEAKER, who])


@pytest.mark.parametrize("text", [
    "walburga said her mum wants us all round for tea lol",
    "Walburga said Walburga's mum wants us all round for tea",
    "walburga says her mum doesnt want a party",
    "Oh and Walburga told me that her mum would rather we came on Sunday.",
])
def test_chat_typing_and_name_possessor(text):
    assert_owned(_said(text), "Walburga's mum", [SPEAKER, "Walburga"])


@pytest.mark.parametrize("text", [
    "Walburga said the council wants to close the library.",
    "Walburga said Ruprecht wants to close the library.",
    "Walburga thinks her mum wants to move.",
    "Walburga reckons her boss wants everyone in on Fridays.",
    "Walburga said she wants to move.",
    "Walburga said her mum is moving to Spain.",
    "Walburga said her mum needs the car back.",
    "Walburga said her boss has left the company.",
])
def test_near_readings_stay_the_reporters(text):
    assert_owned(_said(text), "Walburga", [SPEAKER])


def test_relations_own_report_still_nests():
    assert_owned(_said("Walburga said her dad reckons the bridge is a waste of money."),
                 "Walburga's dad", [SPEAKER, "Walburga"])
