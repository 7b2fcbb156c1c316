"""The forty-fourth pass: a title before a surname with an elided particle ("Father O'Brennock",
"Dr D'Avrigny") keeps the title in the owner's name, as before any other surname. Names
invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "Quennell"


@pytest.mark.parametrize("title", ["Father", "Dr", "Mrs", "Councillor", "Coach"])
@pytest.mark.parametrize("surname", ["O'Brennock", "D'Avrigny"])
def test_a_titled_apostrophe_surname_keeps_its_title(title, surname):
    got = turn_claims(SPEAKER, f"{title} {surname} said the hall roof needs forty grand.",
                      [SPEAKER])
    assert (f"{title} {surname}", [SPEAKER]) in got, got


def test_a_role_of_the_titled_person():
    got = turn_claims(SPEAKER, "Mrs D'Avrigny's son told me the hall roof needs forty grand.",
                      [SPEAKER])
    assert ("Mrs D'Avrigny's son", [SPEAKER]) in got, got
