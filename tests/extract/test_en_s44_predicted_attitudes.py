"""The forty-fourth pass: under the speaker's own frame ('I think', 'I don't think', 'I reckon'),
an attitude or a saying behind a modal auxiliary is the speaker's guess at what someone would
think or say — the speaker's view, not a report of that person's ('I think my uncle would hate
the marina'); a saying behind no modal stays the person's ('I think Varro said …'). (The
forty-fifth pass reads a plain liking under the frame as the speaker's view too: 'I think Varro
hates the marina'.) Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "Quennell"


@pytest.mark.parametrize("text", [
    "honestly i think my uncle would hate the marina anyway",
    "I don't think Varro would admit it even if he had",
    "i don't think the new tenants will find anywhere half as cheap",
    "I think Varro would love the lido",
    "I reckon Varro'd say it's fine",
    "I don't think Grandma would ever trust that garage again",
    "I think Pellinore might hate the new layout",
])
def test_a_predicted_attitude_is_the_speakers_view(text):
    got = turn_claims(SPEAKER, text, [SPEAKER, "Varro", "Pellinore"])
    assert got and all(owner == SPEAKER and chain == [] for owner, chain in got), got


@pytest.mark.parametrize("text,owner", [
    ("I think Varro said the lido is shut", "Varro"),
    ("tbh Pellinore reckons the lido is overpriced", "Pellinore"),
])
def test_a_reported_attitude_stays_the_persons(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER, "Varro", "Pellinore"])
    assert (owner, [SPEAKER]) in got, got
