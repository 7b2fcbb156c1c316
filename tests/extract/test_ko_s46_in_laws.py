"""The forty-sixth pass: a kin word by marriage said with the honorific 님 ('시아버님',
'시어머님', '아주버님', '장인어른'), or after 예비 ('to be'), is the speaker's relative as the
plain word is ('시어머니가' -> 'X의 시어머니'); the honorific words for a grandparent (할머님)
are said of another's and stay as said. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("시아버님께서 그 가게 김치는 너무 달다고 하셨어요.", "도하린의 시아버님"),
    ("시어머님이 다음 달에 올라오신대요.", "도하린의 시어머님"),
    ("아주버님이 그 차는 연비가 별로라고 하셨어요.", "도하린의 아주버님"),
    ("장인어른은 그 동네가 조용해서 좋다고 하시더라고요.", "도하린의 장인어른"),
    ("예비 시어머님께서 식장은 야외가 좋겠다고 하셨어요.", "도하린의 예비 시어머님"),
    ("예비 장모님이 상견례는 토요일이 낫다고 하시더라고요.", "도하린의 예비 장모님"),
])
def test_an_honorific_in_law_is_the_speakers(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


def test_under_the_partners_report_the_in_law_is_the_speakers():
    got = turn_claims(SPEAKER, "남편이 그러는데 아주버님이 명절에는 못 온다고 하셨대요.", [SPEAKER])
    assert ("도하린의 아주버님", [SPEAKER, "도하린의 남편"]) in got, got


def test_an_honorific_grandparent_stays_as_said():
    got = turn_claims(SPEAKER, "할머님이 그 떡집 떡이 제일 맛있다고 하셨어요.", [SPEAKER])
    assert ("할머님", [SPEAKER]) in got, got
