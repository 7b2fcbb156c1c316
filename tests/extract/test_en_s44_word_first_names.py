"""The forty-fourth pass: a first name that is also an English word ('Grace', 'Sunny', 'Joy') and
a surname make one source where a source stands — before a verb of saying, after 'according
to' or 'heard from', after a role ('My neighbour Grace Vantorre says …'); before, 'Grace' was
read as a verb. Surnames and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "Quennell"


@pytest.mark.parametrize("first", ["Grace", "Sunny", "Joy", "Faith"])
@pytest.mark.parametrize("frame", [
    "According to {n}, the lido reopens in May.",
    "{n} said the lido reopens in May.",
    "I heard from {n} that the lido reopens in May.",
    "{n} reckons the lido reopens in May.",
    "My neighbour {n} says the lido reopens in May.",
])
def test_a_word_first_name_and_surname_as_the_source(first, frame):
    name = f"{first} Vantorre"
    got = turn_claims(SPEAKER, frame.format(n=name), [SPEAKER])
    assert (name, [SPEAKER]) in got, got
