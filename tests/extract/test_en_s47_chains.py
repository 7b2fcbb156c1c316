"""The forty-seventh pass: two-level reports whose inner teller carries an aside ('X said his
wife, who's a magistrate, told him …', 'X says her friend Y, the one in payroll, told her …'),
and a report told to a body of people ('told the whole office he's …', "told the parents'
evening there's …") — the body passes nothing on and is no part of the report. Names and
sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_extraction

SPEAKER = "Ambrin"


def claims(text):
    return [(c.owner, c.relayed_by, c.content)
            for c in turn_extraction(SPEAKER, text, [SPEAKER]).claims]


@pytest.mark.parametrize("text,owner,chain,content", [
    ("Anyway, Teodric said his wife, who's a magistrate, told him the bypass hasn't even been "
     "costed.", "Teodric's wife", [SPEAKER, "Teodric"], "the bypass hasn't even been costed"),
    ("Corvina says her friend Ilar, the one that works in payroll, told her they'll pay out by "
     "Friday.", "Ilar", [SPEAKER, "Corvina"], "they'll pay out by Friday"),
])
def test_an_aside_on_the_inner_teller(text, owner, chain, content):
    assert claims(text) == [(owner, chain, content)]


def test_an_aside_on_a_plain_teller():
    got = claims("My aunt, who's a midwife, says the unit is closing.")
    assert got == [(f"{SPEAKER}'s aunt", [SPEAKER], "the unit is closing")]


@pytest.mark.parametrize("text,owner,chain,content", [
    ("Teodric told the whole office he's retiring in May.", "Teodric", [SPEAKER],
     "he's retiring in May"),
    ("Corvina says the head told the parents' evening there's a waiting list.", "the head",
     [SPEAKER, "Corvina"], "there's a waiting list"),
])
def test_a_body_of_people_told(text, owner, chain, content):
    assert claims(text) == [(owner, chain, content)]


def test_one_person_told_is_no_body():
    got = claims("Teodric told the nurse he's fine.")
    assert got and got[0][0] == "Teodric" and got[0][2] == "he's fine", got
