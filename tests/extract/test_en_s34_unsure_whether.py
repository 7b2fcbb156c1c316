"""Someone's doubt with 'if' or 'whether' (s34): "Clotilde isn't sure if the bridge is worth
it", "she wasn't certain whether …" — the holder's doubt of the clause, as "isn't sure it's
worth it" already was (it gave the speaker's own claim). Every person, tense, with or without
apostrophes. Invented dialogues (names and sentences written for
this test, none from any data file).

Near readings kept: the speaker's own doubt ("I'm not sure if …"), a question reported ('She
asked if …': no view).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Norbert"
P = "the new bridge is worth it"
CTX = [("Thomasina", "hi"), (SPEAKER, "I bumped into Clotilde and Ortwin at the station.")]


@pytest.mark.parametrize("frame", ["isn't sure if", "wasn't sure whether", "is not sure if",
                                   "isnt sure if", "'s not sure whether", "wasn't certain if"])
@pytest.mark.parametrize("subject,who", [("Clotilde", "Clotilde"), ("She", "Clotilde"),
                                         ("He", "Ortwin")])
def test_doubt_is_the_holders(subject, who, frame):
    sep = "" if frame.startswith("'") else " "
    assert_owned([*CTX, (SPEAKER, f"{subject}{sep}{frame} {P}.")], who, [SPEAKER])


def test_speakers_own_doubt():
    assert_owned([*CTX, (SPEAKER, f"I'm not sure if {P}.")], SPEAKER, [])


def test_question_reported():
    assert_not_owner([*CTX, (SPEAKER, f"She asked if {P}.")], "Clotilde")
