"""The forty-seventh pass: Korean holders said by description — the honorific bound noun 분
after what describes the person ('안내하시는 분이 …', '관리팀 분이 그러시는데'), a child by
birth order ('우리 큰애는', '큰아들이': before, 큰아들's 들 was read as the plural), a side
before a role ('회사 측 변호사'), and a quotation closing on a sentence ending before the bare
quotative 고 and a connective form of the verb of saying ('"…판다"고 하셔서'). Names and
sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims, turn_extraction

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("주차 안내하시는 분이 지하 3층은 자리가 없다고 하셨어요.", "안내하시는 분"),
    ("관리팀 분이 그러시는데 수영장은 다음 주에 연대요.", "관리팀 분"),
    ("우리 큰아들이 설에는 처가에 먼저 가겠다고 하더라.", "도하린의 큰아들"),
    ("우리 큰애는 수학 학원은 절대 안 다닌다고 버티더라고요.", "도하린의 큰애"),
    ("회사 측 변호사가 그러는데 합의는 어렵대요.", "회사 측 변호사"),
])
def test_the_described_holder(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and got[0] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text", [
    "그분이 그러시던데 내일 휴관이래요.",
    "두 분이 그러시던데 내일 휴관이래요.",
    "오 분이면 도착한대요.",
])
def test_a_demonstrative_a_count_or_minutes_describe_no_one(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert all(not owner.endswith(" 분") for owner, _ in got), got


@pytest.mark.parametrize("text", ['삼촌은 "차는 절대 안 판다"고 하셔서 난감함',
                                  '삼촌은 "차는 절대 안 판다"고 해서 난감함'])
def test_a_quotation_before_the_bare_quotative_and_a_connective(text):
    claims = turn_extraction(SPEAKER, text, [SPEAKER]).claims
    assert [(c.owner, c.relayed_by) for c in claims] == [("도하린의 삼촌", [SPEAKER])]
    assert claims[0].content == "차는 절대 안 판다", claims[0].content
