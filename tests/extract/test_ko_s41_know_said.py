"""A Korean question that passes news on (s41): 'X가 …다고 한 거 알아?', 'X가 …다는데 들었어?'
— knowing and hearing take the saying inside as told, so the speaker passes X's words on, as
the English 'Did you hear X reckons …?' does. Such turns gave nothing, being questions. A
question with no sayer in its clause ('그 빵집 비싸다는 거 알아?') stays a question. Invented
turns."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER, OTHER = "결우", "마린"


@pytest.mark.parametrize(("text", "owner"), [
    ("솔담이가 그 빵집 너무 비싸다고 한 거 알아?", "솔담"),
    ("너 솔담이가 그 빵집 별로라고 한 거 들었어?", "솔담"),
    ("솔담이가 그 빵집 너무 비싸다는데 들었어?", "솔담"),
    ("우리 엄마가 그 빵집 별로라는데 알아?", f"{SPEAKER}의 엄마"),
    ("김 과장님이 회식 없앤다고 하신 거 아세요?", "김 과장님"),
])
def test_the_saying_inside_is_passed_on(text: str, owner: str) -> None:
    assert (owner, [SPEAKER]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER], lang="ko")


@pytest.mark.parametrize("text", [
    "그 빵집 너무 비싸다는 거 알아?",
    "그 빵집 문 닫는다는데 들었어?",
])
def test_no_sayer_no_report_of_someone(text: str) -> None:
    assert all(owner in (SPEAKER, "someone") for owner, _ in
               turn_claims(SPEAKER, text, [SPEAKER, OTHER], lang="ko"))
