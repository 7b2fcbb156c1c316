"""A third person's wish, plan or demand said by the speaker outside any report (s35): 'My aunt
rang. She wants everyone there on the 7th', 'Gisela is planning to sell up', "Adalbert'd rather we
didn't", "my uncle refuses to pay" — the one who wants it holds it and the speaker passes it on:
hearsay of that person relayed by the speaker. The readable sets label such turns so (every
question asked about a third person's want or plan there is hearsay of that person, relayed by
the speaker); before, the turn gave no claim at all. Paradigm: verbs of volition, intention and
demand (want, would like/love/rather, plan, intend, hope, refuse, expect, can't wait, be set on
/ keen to), negated or not, present or past; a name, a possessed kin or role, he/she after a
name. Invented dialogues (names and sentences written for this test, none from any data file).

Near readings kept: the speaker's or listener's own wish, a question, a request to talk ('wants
to know if …', 'wants a word'), an institution or an unresolved 'they', and a plain future ('is
going to …': no wish).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

A, B = "Wendelin", "Roswitha"
WISHES = [
    "wants everyone there on the 7th",
    "wanted the whole family round for lunch",
    "doesn't want a fuss made",
    "would like us to visit more often",
    "would rather we skipped the dinner",
    "would love to come along",
    "is planning to sell the caravan",
    "plans to retire in the spring",
    "is hoping to get the allotment back",
    "refuses to pay for the new gate",
    "can't wait to emigrate",
    "is dead set on a winter wedding",
    "is really keen to learn the cello",
    "expects us all there by noon",
]


@pytest.mark.parametrize("wish", WISHES)
@pytest.mark.parametrize("before,subject,owner", [
    ([], "Gisela", "Gisela"),
    ([], "my aunt", f"{A}'s aunt"),
    ([], "Gisela's boss", "Gisela's boss"),
    ([(A, "Adalbert rang last night.")], "he", "Adalbert"),
    ([(A, "My aunt came round.")], "She", f"{A}'s aunt"),
])
def test_third_person_wish(before, subject, owner, wish):
    assert_owned([(B, "any news?"), *before, (A, f"{subject} {wish}.")], owner, [A])


@pytest.mark.parametrize("text,other", [
    ("I want everyone there on the 7th.", None),
    ("you want everyone there on the 7th?", None),
    ("does Gisela want everyone there on the 7th?", "Gisela"),
    ("Gisela wants to know if you're coming on the 7th.", "Gisela"),
    ("Gisela wants a word with you.", "Gisela"),
    ("the council wants everyone out by the 7th.", "the council"),
    ("they want us all in at six now.", "someone"),
    ("Gisela is going to paint the shed on the 7th.", "Gisela"),
])
def test_near_readings(text, other):
    lines = [(B, "any news?"), (A, text)]
    if other is None:
        assert_not_owner(lines, B)
    else:
        assert_not_owner(lines, other)
