"""The forty-seventh pass: who a source is, said as world Englishes say it — a capitalised
occasion after 'after'/'before'/'during' is no person a pronoun may stand for ('talking to
Father X during Evensong and he reckons …'), titles of address before a name ('Oom X', 'Tannie
X', 'Aunty X') carry the gender they say, a South Asian term of respect after the name is part
of it ('X aunty', 'X ji'), and an emphatic 'herself' after a source is that source. Names and
sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_extraction

SPEAKER = "Ambrin"


def owners(text):
    return [(c.owner, c.relayed_by) for c in turn_extraction(SPEAKER, text, [SPEAKER]).claims]


def test_an_occasion_is_no_antecedent():
    got = owners("I sat with Father Elphin during Evensong and he reckons the roof needs doing.")
    assert got == [("Father Elphin", [SPEAKER])]


def test_a_name_after_after_with_a_verb_is_still_a_person():
    # (the most recent person the pronoun fits, as before)
    got = owners("I saw Teodric after Corvina left and she said the ferry is cancelled.")
    assert got == [("Corvina", [SPEAKER])]


@pytest.mark.parametrize("text,owner", [
    ("I bumped into Oom Thys at the co-op. He says the dam is too low to fish.", "Oom Thys"),
    ("Tannie Elmarie told me the farm stall closes at four.", "Tannie Elmarie"),
])
def test_a_title_of_address_names_the_person(text, owner):
    assert owners(text) == [(owner, [SPEAKER])]


@pytest.mark.parametrize("text,owner", [
    ("I heard from Bhandari aunty that the langar starts at one.", "Bhandari aunty"),
    ("I heard it from Bhandari aunty herself that the langar starts at one.", "Bhandari aunty"),
    ("I heard from Corvina herself that the ferry is cancelled.", "Corvina"),
])
def test_a_term_of_respect_or_an_emphatic_self_after_the_name(text, owner):
    claims = turn_extraction(SPEAKER, text, [SPEAKER]).claims
    assert [(c.owner, c.relayed_by) for c in claims] == [(owner, [SPEAKER])]
    assert not claims[0].content.startswith(("aunty", "herself")), claims[0].content
