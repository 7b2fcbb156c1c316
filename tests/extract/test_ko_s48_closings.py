"""The forty-eighth pass: how a Korean report closes — after a quotative, the pro-form verb
(…다고 그러던데) closes the report before it and opens none after it ('…다고 그러던데 난
반신반의야': the speaker's doubt is no one's words); an honoured group said with 님들 ('선배님들은
…다고 하시던데요'); chat's noted -ㅁ on the pro-form verb after its subject at a sentence's end
('…래. X가 그럼': 그럼 there is no 'then'). Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("운재는 솔채가 작년까지 다른 동아리에 있었다고 그러던데 난 반신반의야", "운재"),
    ("우리 팀 선배님들은 버스 없으면 야근 못 한다고 하시던데요.", "도하린의 팀 선배님들"),
    ("근데 새 과장 완전 깐깐하대. 동기 다휘가 그럼", "다휘"),
])
def test_the_sayer(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and got[0] == (owner, [SPEAKER]), got


def test_then_opening_a_sentence_is_no_saying():
    assert turn_claims(SPEAKER, "다휘가 그럼 나도 갈래.", [SPEAKER]) == []
