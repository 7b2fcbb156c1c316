"""The forty-eighth pass: regional verbs of saying — Gyeongsang 카다 after a quotation with no 고
('…안 짓는다 카더라', '그카는데'), Jeolla and Chungcheong 허다/혀 ('…괜찮다고 혀', '…안 된다고
허드라') and the endings -디, -드라, -드만, -댜 ('그러는디', '그러시드만', '…선댜') — read as the
standard forms, so the sayer is found as in standard Korean. Names and sentences invented here,
in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "염순임"
LISTENER = "조하윤"


@pytest.mark.parametrize("text,owner", [
    ("느그 삼촌은 올해 농사 안 짓는다 카더라.", "조하윤의 삼촌"),
    ("삼촌은 그래 봤자 소용없다 칸다.", "염순임의 삼촌"),
    ("느그 이모는 김치는 괜찮다고 혀.", "조하윤의 이모"),
    ("느그 이모는 안 된다고 허드라.", "조하윤의 이모"),
    ("이장이 그러는디 다음 달부터 버스가 안 선댜.", "이장"),
    ("니 고모가 그러시드만, 장이 문을 닫는다고.", "조하윤의 고모"),
])
def test_a_regional_verb_of_saying_names_the_sayer(text, owner):
    got = owners(last_extraction([(LISTENER, "어머니 잘 지내셨어요?"), (SPEAKER, text)]))
    assert got and got[0][0] == owner and got[0][1] == [SPEAKER], got
