"""The forty-sixth pass: a surname Kiwi reads as a determiner before an honorific title ('여
이장님'), and a name between a public office and a civil-service rank ('구청 X 주무관님'), name
the person; a noun of a kind of people right before a noun that is no person ('학생 할인이',
'주민 주차 지원금이') modifies it and speaks no words. Names and sentences invented here, in
no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("여 이장님 말로는 주민 투표가 다음 달로 미뤄졌대요.", "여 이장님"),
    ("구청 제갈 주무관님한테서 들었는데, 다리 공사가 늦어진대요.", "제갈 주무관님"),
    ("시청 민 주무관님이 그러는데 다리 공사가 늦어진대요.", "민 주무관님"),
])
def test_a_surname_and_title_name_the_person(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("이번에 학생 할인이 끝난대요.", "someone"),
    ("구청 직원한테서 들었는데, 이번에는 주민 주차 지원금이 나온대요.", "구청 직원"),
])
def test_a_kind_of_people_before_a_thing_is_no_source(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


def test_a_kind_of_people_before_their_words_still_speaks():
    got = turn_claims(SPEAKER, "손님 말로는 그 집 국물이 너무 짜대요.", [SPEAKER])
    assert ("손님", [SPEAKER]) in got, got
