"""The forty-eighth pass: 전 before a bare role and the name it describes is 'former', not the
clipped 저는 ('전 룸메 X가 …다고 하더라': the former roommate said it); 'I have a roommate'
('전 룸메가 있어서 …') stays the speaker's own. Names and sentences invented here, in no data
file."""

from __future__ import annotations

from dialogue_check import turn_claims

SPEAKER = "도하린"


def test_a_former_roommate_named_is_the_sayer():
    got = turn_claims(SPEAKER, "전 룸메 솔채가 주말엔 줄이 한 시간이라고 하더라", [SPEAKER])
    assert got and got[0] == ("솔채", [SPEAKER]), got


def test_i_with_a_roommate_stays_the_speaker():
    got = turn_claims(SPEAKER, "전 룸메가 있어서 괜찮아요.", [SPEAKER])
    assert got and got[0][0] == SPEAKER, got
