"""A possessive pronoun opening the complement of a verb of saying binds to the one who said it
(s33): in 'Idony said her manager wants …' the manager is Idony's, not that of a woman named
earlier in the chat — the holder has just been named, though the discourse notes them only after
the sentence. Invented dialogues (names and sentences written for this test, none from any data
file).

Near readings that keep theirs: a pronoun that cannot be the holder ('Corvin said her manager …',
Corvin's gender told by a pronoun before) stays with the woman named earlier; a nested report
('… her manager reckons …') is the manager's, relayed by the holder, as before; the speaker's own
'my' is the speaker's.
"""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction

OPENER = ("Ossian", "Did you see Hethra and Tamsk at the quiz night?")


def _targets(text: str, lines: tuple[tuple[str, str], ...] = (OPENER,)) -> list[tuple]:
    x = last_extraction([*lines, ("Clovis", text)])
    return [(c.owner, list(c.relayed_by), c.target) for c in x.claims]


@pytest.mark.parametrize("frame", ["said", "told me", "mentioned that", "was saying"])
@pytest.mark.parametrize("poss,role", [("her", "manager"), ("her", "landlord"),
                                       ("their", "neighbour")])
def test_possessor_is_the_holder(frame, poss, role):
    got = _targets(f"Oh, and Idony {frame} {poss} {role} is moving to Leeds in May.")
    assert ("Idony", ["Clovis"], f"Idony's {role}") in got, got


def test_pronoun_that_cannot_be_the_holder_keeps_the_earlier_person():
    lines = (OPENER, ("Ossian", "Corvin came too, he was late as usual."))
    got = _targets("Corvin said her manager is moving to Leeds in May.", lines)
    assert all(t != "Corvin's manager" for _o, _c, t in got), got


def test_nested_report_stays_the_possessed_persons():
    got = _targets("Oh, and Idony said her manager reckons the office move is a mistake.")
    assert any(o == "Idony's manager" and c == ["Clovis", "Idony"] for o, c, _t in got), got


def test_speakers_own_possessive_unchanged():
    got = _targets("Idony said my landlord is moving to Leeds in May.")
    assert all(t != "Idony's landlord" for _o, _c, t in got), got
