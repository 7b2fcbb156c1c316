"""Corrections in a three-way chat: which person's words they were (s33). Invented dialogues
(names and sentences written for this test, none from any data file).

- A question that sets two roles against each other with the negative copula ('그거 부장님 얘기
  아니고 실장님 얘기 아니었어요?') names no person '아니고 실장님': 아니고 is no name before a
  title, so the bare title in the answer is that role as said.
- 'Y가 한 말이고, X는 …대': the first clause gives the words back to Y, and the topic after the
  comma holds the report of its own.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue, extract_lines

_OFFICE: list[tuple[str, str, Exp]] = [
    ("세결", "신입 단휘 씨 어때요? 같이 일해 보니까.", None),
    ("규온", "부장님은 단휘 씨 마음에 든다던데요. 회의 끝나고 그러시더라고요.",
     ("부장님", ["규온"])),
]

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "negative_copula_before_title": [*_OFFICE, (
        "세결", "그거 부장님 얘기 아니고 실장님 얘기 아니었어요?", "none"), (
        "규온", "아니에요, 부장님 맞아요. 실장님은 오히려 단휘 씨 시안이 촌스럽다고 했어요.",
        ("실장님", ["규온"]))],
    "ani_ra_before_title": [*_OFFICE, (
        "세결", "부장님 말이 아니라 과장님 말 아니에요?", "none"), (
        "규온", "과장님은 단휘 씨가 느리다고 했어요.", ("과장님", ["규온"]))],
    "words_given_back": [("세결", "석율이가 숙소 역 근처로 잡재.", ("재슬", ["규온"])), (
        "규온", "아니 그건 재슬이가 한 말이고, 석율이는 찜질방이 낫대.", ("석율", ["규온"]))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s33_corrections(name: str) -> None:
    check_dialogue(CASES[name], f"s33-{name}", datetime(2026, 3, 3))


def test_no_person_named_by_the_copula() -> None:
    x = extract_lines([("세결", "그거 부장님 얘기 아니고 실장님 얘기 아니었어요?"),
                       ("규온", "실장님은 시안이 촌스럽다고 했어요.")], datetime(2026, 3, 3))[-1]
    assert [c.owner for c in x.claims] == ["실장님"], [c.owner for c in x.claims]
