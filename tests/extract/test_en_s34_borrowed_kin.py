"""Kin words a family brings from its other language into English chat (s34): 'my nonna', "X's
abuela", 'his zayde' — grandparents called by a Spanish, Italian, German/Dutch, Yiddish, Greek,
Hindi/Urdu, Polish or Korean word are kin nouns like 'gran': possessed, they are a person who
holds a report, and the 'she'/'he' after them is them (the word says the gender). Invented
dialogues (names and sentences written for this test, none from any data file).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

SPEAKER = "Eberhard"
OPENER = ("Walburga", "hi")
P = "the new bridge is a waste of money"
FEMALE = ["abuela", "abuelita", "nonna", "oma", "bubbe", "yiayia", "nani", "babcia", "halmoni"]
MALE = ["abuelo", "nonno", "zayde", "papou", "dziadek"]


@pytest.mark.parametrize("kin", FEMALE + MALE)
def test_possessed_kin_holds_a_report(kin):
    assert_owned([OPENER, (SPEAKER, f"My {kin} reckons {P}.")], f"{SPEAKER}'s {kin}", [SPEAKER])
    assert_owned([OPENER, (SPEAKER, f"Siegfried's {kin} said {P}")], f"Siegfried's {kin}",
                 [SPEAKER])


@pytest.mark.parametrize("kin,pro", [(k, "she") for k in FEMALE] + [(k, "he") for k in MALE])
def test_pronoun_after_the_kin_met(kin, pro):
    text = f"had my first proper chat with Siegfried's {kin} on sunday!! {pro} said {P}"
    assert_owned([OPENER, (SPEAKER, text)], f"Siegfried's {kin}", [SPEAKER])
