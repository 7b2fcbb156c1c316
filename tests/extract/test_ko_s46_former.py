"""The forty-sixth pass: 전 right before a title or a partner noun that carries the subject or
topic particle ('전 팀장님이 …', '전 남친이 …') is 'former', no '저는': the former one is the
source (a title kept as said, a partner the speaker's). Before kin it stays 'I' ('전 동생이 더
잘 알 것 같아요'). Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("근데 전 팀장님이 그 회사 연봉이 꽤 세다고 하셨어", "전 팀장님"),
    ("전 사장님이 그 가게 곧 판대요.", "전 사장님"),
    ("전 남친이 그 카페 별로래", "도하린의 전 남친"),
])
def test_former_before_a_title_or_partner(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


def test_before_kin_it_is_still_the_speaker():
    got = turn_claims(SPEAKER, "전 동생이 더 잘 알 것 같아요.", [SPEAKER])
    assert (SPEAKER, []) in got, got
