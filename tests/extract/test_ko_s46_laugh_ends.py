"""The forty-sixth pass: in chat a run of laughing or crying letters with more words after it
closes a sentence ('… 왈 회비 인상 없음 ㅋㅋㅋ 대신 …'), so the report before it keeps its
source — unless the word before the laugh cannot end a sentence (a case particle, a connective
ending, an adverb of degree: '소람이가 그러는데 ㅋㅋ …'). Names and sentences invented here, in no
data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("근데 총무 소람이 왈 회비 인상 없음 ㅋㅋㅋ 대신 간식비 줄인대", "소람"),
    ("근데 윤새결 씨는 나 내년부터 본사로 보내준대 ㅎㅎ 출퇴근 지옥 시작", "윤새결 씨"),
])
def test_a_report_before_a_laugh_keeps_its_source(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("소람이가 그러는데 ㅋㅋ 그 집 국물이 너무 짜대", "소람"),
    ("소람이가 진짜 ㅋㅋ 그 집 국물이 너무 짜대", "소람"),
])
def test_a_laugh_inside_a_sentence_does_not_close_it(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got
