"""English construction of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file): a role noun met or contacted, said with 'a' ('went to a
chiropractor on thurs', 'saw a lawyer', 'rang an electrician') is the one the next
'he'/'she'/'they' means — 'the chiropractor'; a role only wished or advised ('should see a
physio', 'needs to ring a plumber') is no one in particular and leaves the pronoun to the
person named before."""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "how's the neck?")


@pytest.mark.parametrize("met,role", [
    ("went to a chiropractor on thurs", "chiropractor"),
    ("I went to a chiropractor on Thursday.", "chiropractor"),
    ("saw a doctor yesterday", "doctor"),
    ("I rang an electrician this morning", "electrician"),
    ("spoke to a nurse at the clinic", "nurse"),
    ("finally saw a dentist", "dentist"),
])
@pytest.mark.parametrize("pronoun", ["she", "he", "they"])
@pytest.mark.parametrize("joint", ["\n", ". ", ", "])
def test_role_met_with_a(met, role, pronoun, joint):
    text = f"{met.rstrip('.')}{joint}{pronoun} said its nothing serious"
    assert_owned([OPENER, (SPEAKER, text)], f"the {role}", [SPEAKER])


@pytest.mark.parametrize("wish", ["should see a physio", "needs to see a physio",
                                  "wants to ring a plumber"])
def test_role_only_wished_is_no_antecedent(wish):
    lines = [OPENER,
             (LISTENER, f"Eberhard {wish} tbh."),
             (SPEAKER, "He did. He told me it's nothing serious.")]
    assert_owned(lines, "Eberhard", [SPEAKER])
    assert_not_owner(lines, "the physio")
    assert_not_owner(lines, "the plumber")
