"""The forty-fifth pass: '나도/저도' ('me too') before another person marked as the subject of
a verb of saying in the retrospective (-더라, -더라고요, -던데): one tells with -더- what another
said, never one's own words — that person said it. Names and sentences invented here, in no
data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "서려운"


@pytest.mark.parametrize("text,owner", [
    ("ㅇㅇ 나도 소겸이가 지난주에 그 헬스장 환불 못 받았다고 하더라", "소겸"),
    ("저도 팀장님이 그거 이번 주엔 안 된다고 하시더라고요", "팀장님"),
    ("나도 채결이가 거기 너무 비싸다던데", "채결"),
])
def test_me_too_before_another_sayer_in_the_retrospective(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


def test_me_too_with_ones_own_saying_stays_the_speakers():
    got = turn_claims(SPEAKER, "나도 그거 좋다고 했어", [SPEAKER])
    assert (SPEAKER, []) in got, got
