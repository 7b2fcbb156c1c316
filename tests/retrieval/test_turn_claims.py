"""A question routed to records ("What advice did X give …?", "What is X annoyed about?") still
shows who holds the view or report a turn says: each turn the fill places is followed by the
claims grounded in it (the same turn: no cost in k), while a record question's first item stays
a record or a turn, never a claim (invented dialogue; fragments checked against the shared and
test data sets)."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

DAY = datetime(2025, 4, 11, 18, 30)
DIALOGUE = [
    ("s", "s:1", "Corvina", "How did the glazing course go?"),
    ("s", "s:2", "Isembard", "Fine. My tutor Ebbaline says never fire a pot that is still damp."),
    ("s", "s:3", "Corvina", "I bought a second-hand kiln on Saturday."),
    ("s", "s:4", "Isembard", "Honestly the studio fees are a rip-off."),
    ("s", "s:5", "Corvina", "We toured the new studio on Monday. The kiln room is gorgeous."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("turn-claims", DIALOGUE, DAY)


def _first_claim(result):
    return next((e for e in result.evidence if e.type == "Claim"), None)


def test_a_record_routed_question_shows_the_claim_beside_its_turn(mem):
    result = mem.recall("What warning did Ebbaline give about damp pots?", k=4)
    assert result.intent not in ("OPINION", "OWNER")
    claim = _first_claim(result)
    assert claim is not None
    assert claim.owner == "Ebbaline" and claim.relayed_by == ["Isembard"]
    # the claim follows its own turn and adds no turn of its own
    at = result.evidence.index(claim)
    assert at > 0 and [t.id for t in claim.turns] == ["s:2"]
    assert [t.id for t in result.evidence[at - 1].turns] == ["s:2"]
    assert len({t.id for e in result.evidence for t in e.turns}) <= 4


def test_a_record_question_still_leads_with_a_record(mem):
    result = mem.recall("What did Corvina buy on Saturday?", k=4)
    assert result.evidence[0].type in ("Event", "Fact", "Turn")
    assert [t.id for t in result.evidence[0].turns] == ["s:3"]


def test_a_claim_said_with_a_record_follows_the_record(mem):
    result = mem.recall("What did Corvina like about the new studio?", k=4)
    assert result.intent not in ("OPINION", "OWNER")
    claim = _first_claim(result)
    assert claim is not None and claim.owner == "Corvina"
    assert [t.id for t in claim.turns] == ["s:5"]


def test_the_option_turns_it_off(mem):
    result = mem.recall("What warning did Ebbaline give about damp pots?", k=4,
                        turn_claims=False)
    assert _first_claim(result) is None
