"""The forty-fifth pass: in Korean, a person the reported clause acts on — its object, marked
을/를/이를 — is neither the source that dropped out of the sentence nor a name with the title
after it ('X를 팀장님이 …' is not a person called 'X를 팀장님'). Names and sentences invented
here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "서려운"


@pytest.mark.parametrize("text,obj", [
    ("우리 이모가 여은솔이를 수요일마다 수영장에 데려다 주신대.", "여은솔"),
    ("엄마가 윤소겸이를 토요일에 도서관에 데려다 주신대.", "윤소겸"),
    ("우리 삼촌이 채이든을 공항에 데려다 준대.", "채이든"),
])
def test_the_object_of_the_report_is_not_its_source(text, obj):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and all(owner != obj for owner, _ in got), got


@pytest.mark.parametrize("text,obj", [
    ("소겸이를 팀장님이 지점으로 보낸대.", "소겸이를"),
    ("소겸을 부장님이 엄청 아끼신대.", "소겸을"),
])
def test_an_object_before_a_title_is_no_name_with_that_title(text, obj):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and all(obj not in owner for owner, _ in got), got
