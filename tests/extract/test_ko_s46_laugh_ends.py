"""The forty-sixth pass: in chat a run of laughing or crying letters with more words after it
closes a sentence ('… 왈 이번 회비 동결 ㅋㅋㅋ 다음 달에 …'), so the report before it keeps its
source — unless the word before the laugh cannot end a sentence (a case particle, a connective
ending, an adverb of degree: '민수가 그러는데 ㅋㅋ …'). Names and sentences invented here, in no
data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("근데 반장 채운이 왈 이번 소풍 취소 ㅋㅋㅋ 다음 주에 반 애들이랑 영화 보기로 함", "채운"),
    ("근데 민호 씨는 나 다음 달부터 야간 조로 바꿔준대 ㅎㅎ 야간 근무 끝", "민호 씨"),
])
def test_a_report_before_a_laugh_keeps_its_source(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("민수가 그러는데 ㅋㅋ 그 집 국물이 너무 짜대", "민수"),
    ("민수가 진짜 ㅋㅋ 그 집 국물이 너무 짜대", "민수"),
])
def test_a_laugh_inside_a_sentence_does_not_close_it(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got
