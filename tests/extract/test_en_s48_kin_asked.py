"""The forty-eighth pass: a bare kin word in lowercase after a verb of asking or telling is the
person the next 'she'/'he' stands for ('did u ask gran what she wants?' — 'she said …'), as a
capitalised one or one said first already was; 'nani' is a bare kin word. Names and sentences
invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners


@pytest.mark.parametrize("kin", ["gran", "nani", "grandad"])
def test_the_kin_asked_is_the_next_pronoun(kin):
    pro = "he" if kin == "grandad" else "she"
    got = owners(last_extraction([
        ("Wenlow", f"did u ask {kin} what {pro} wants for the party?"),
        ("Brisca", f"i tried. {pro} said {pro} doesn't need a present"),
    ]))
    assert got and got[0] == (f"Wenlow's {kin}", ["Brisca"]), got
