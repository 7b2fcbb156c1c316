"""Korean attribution constructions, twenty-first pass: one invented dialogue each (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # a retrospective or hearsay ending that tells (-던데, -다던데) stays a telling when the
    # polite 요 follows it and the turn ends in '?': the rising tone softens, it does not ask
    "telling_ending_polite_rising": [
        ("채빈", "회의 어떻게 됐어요?", None),
        ("여루", "도결 씨 말로는 책상 배치도 다 바뀐다던데요?", ("도결 씨", ["여루"])),
        ("여루", "솔미 씨가 그러는데 다음 달엔 야근이 없다던데요?", ("솔미 씨", ["여루"])),
        ("여루", "팀장님은 그 안이 별로라던데요?", ("팀장님", ["여루"])),
        # (a hearsay ending with 요 before '?' still asks: 'is it said that …?')
        ("채빈", "솔미 씨도 내일 온대요?", "none"),
    ],
    # the surname 한 before a workplace rank, which Kiwi reads as the numeral 'one': that
    # person so titled (a numeral would follow the rank: '과장님 한 분')
    "surname_han_before_rank": [
        ("채빈", "미팅 어땠어요?", None),
        ("여루", "한 상무님이 \"이 조건이면 곤란하네요\" 이러시더라고요", ("한 상무님", ["여루"])),
        ("여루", "한 과장님 말로는 내일 점검이 있대요", ("한 과장님", ["여루"])),
        ("여루", "그리고 한 대리님이 나가시면서 금요일까지 답을 주신대요", ("한 대리님", ["여루"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"ks21-{name}", datetime(2025, 12, 1))
