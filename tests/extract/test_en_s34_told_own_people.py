"""The one told named with a possessive of the teller (s34): 'Ortwin told his mum the bridge is a
waste', 'Clotilde told her boss …', 'X said Ortwin told his whole team …' — the possessive in the
object binds to the subject (Ortwin's mum), so the words are the teller's, passed on by the one
told (as 'told Name …' and 'told her …' already were); a group told ('his whole team') relays
nothing. Before, an unresolved 'his' left the whole sentence the speaker's own. Invented
dialogues (names and sentences written for this test, none from any data file).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

SPEAKER = "Norbert"
P = "the new bridge is a waste of money"


def _said(text: str) -> list[tuple[str, str]]:
    return [("Thomasina", "hi"), (SPEAKER, text)]


@pytest.mark.parametrize("who,poss", [("Ortwin", "his"), ("Clotilde", "her")])
@pytest.mark.parametrize("role", ["mum", "boss", "sister", "landlord"])
@pytest.mark.parametrize("that", ["", "that "])
def test_told_own_relation(who, poss, role, that):
    assert_owned(_said(f"{who} told {poss} {role} {that}{P}."), who,
                 [SPEAKER, f"{who}'s {role}"])


@pytest.mark.parametrize("group", ["his whole team", "his class", "all his mates"])
def test_group_told_inside_a_report(group):
    assert_owned(_said(f"Clotilde said Ortwin told {group} {P}."), "Ortwin",
                 [SPEAKER, "Clotilde"])
