"""The forty-seventh pass: Korean sources Kiwi misreads — a given name it splits into a
one-syllable noun and a particle before 말로는 ('소나 말로는' as 소 + 나), a word before 말로는
ending in a prefix ('주간생' as 주간 + 생), and the chat source word 피셜 typed glued to the name
('유슬피셜 …'; not the loanword 오피셜 itself). Names and sentences invented here, in no data
file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("소나 말로는 그 카페 다음 달에 문 닫는대", "소나"),
    ("채나 말로는 기말 범위가 줄었대", "채나"),
    ("기숙사 주간생 말로는 오후엔 세탁기가 비어 있대", "주간생"),
    ("유슬피셜 내일 수업 휴강이래", "유슬"),
    ("과 동기 유슬피셜로는 내일 수업 휴강이래", "유슬"),
])
def test_the_word_before_the_source_noun_is_the_source(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and got[0] == (owner, [SPEAKER]), got


def test_the_loanword_official_is_no_name():
    got = turn_claims(SPEAKER, "오피셜 떴대 경기 취소래", [SPEAKER])
    assert all(owner != "오" for owner, _ in got), got
