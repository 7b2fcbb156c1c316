"""The forty-seventh pass: two-level reports whose inner teller carries an aside ('X said his
wife, who's a magistrate, told him …', 'X says her friend Y, the one in payroll, told her …'),
and a report told to a body of people ('told the whole choir she's …', "told the parents'
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
    ("Teodric says his wife, who's a magistrate, told him the bypass is shelved.",
     "Teodric's wife", [SPEAKER, "Teodric"], "the bypass is shelved"),
    ("Corvina says her friend Ilar, the one who runs payroll, told her the bonus lands on Friday.",
     "Ilar", [SPEAKER, "Corvina"], "the bonus lands on Friday"),
])
def test_an_aside_on_the_inner_teller(text, owner, chain, content):
    assert claims(text) == [(owner, chain, content)]


def test_an_aside_on_a_plain_teller():
    got = claims("My aunt, who's a midwife, says the unit is closing.")
    assert got == [(f"{SPEAKER}'s aunt", [SPEAKER], "the unit is closing")]


@pytest.mark.parametrize("text,owner,chain,content", [
    ("Corvina told the whole choir she's retiring in May.", "Corvina", [SPEAKER],
     "she's retiring in May"),
    ("Corvina says the coach told the parents' evening there's no away trip this term.",
     "the coach", [SPEAKER, "Corvina"], "there's no away trip this term"),
])
def test_a_body_of_people_told(text, owner, chain, content):
    assert claims(text) == [(owner, chain, content)]


def test_one_person_told_is_no_body():
    got = claims("Teodric told the nurse he's fine.")
    assert got and got[0][0] == "Teodric" and got[0][2] == "he's fine", got
