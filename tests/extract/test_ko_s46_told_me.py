"""The forty-sixth pass: the speaker as the one told, between a source and its verb of saying
('…다고, 형은 나한테 그러던데', '…다고 사장님은 저한테 그러시던데요'), reads as the frame
without it: the source owns the words before it, and they are the report. Names and sentences
invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims, turn_extraction

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("삼촌이 요즘 술을 끊었다고, 엄마는 나한테 그러던데.", "도하린의 엄마"),
    ("그 빵집 곧 문 닫는다고 사장님은 저한테 그러시던데요.", "사장님"),
    ("다음 주부터 주차비가 오른다고 관리인 아저씨가 저한테 말씀하시더라고요.", "관리인 아저씨"),
])
def test_the_speaker_told_before_the_verb_of_saying(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


def test_the_report_is_the_clause_before():
    claims = turn_extraction(SPEAKER, "그 빵집 곧 문 닫는다고 사장님은 저한테 그러시던데요.",
                             [SPEAKER]).claims
    assert claims and "저한테" not in claims[0].content, [c.content for c in claims]


def test_a_condition_keeps_its_object():
    # '나한테 그러면': 'if (you) do so to me', no verb of saying: the words stay as said
    claims = turn_extraction(SPEAKER, "엄마가 나한테 그러면 안 된대.", [SPEAKER]).claims
    assert any("나한테" in c.content for c in claims), [c.content for c in claims]
