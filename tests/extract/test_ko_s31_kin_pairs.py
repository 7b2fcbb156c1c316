"""Korean kin said in pairs side by side ('엄마 아빠', '할머니 할아버지'): two people, neither
the other's relative — a bare kin noun said later is the speaker's own, not 'mum's dad'. Short
invented dialogues (sentences written for this test, none from any data file)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "parents_then_father": [
        ("무솔", "엄마 아빠 결혼기념일인데 뭐 해 드리지", None),
        ("솔담", "여행은? 너네 아빠 멀미 심하시잖아", None),
        ("무솔", "맞아 ㅋㅋ 아빠는 배는 절대 안 탄대", ("무솔의 아빠", ["무솔"])),
    ],
    "parents_then_mother": [
        ("무솔", "엄마 아빠 결혼기념일인데 뭐 해 드리지", None),
        ("무솔", "엄마는 그냥 외식이 좋대", ("무솔의 엄마", ["무솔"])),
    ],
    "grandparents_same_turn": [
        ("솔담", "주말에 뭐 해?", None),
        ("무솔", "할머니 할아버지 댁에 가는데 할아버지는 기차가 편하대",
         ("무솔의 할아버지", ["무솔"])),
    ],
    "father_then_mother_order": [
        ("솔담", "주말에 뭐 해?", None),
        ("무솔", "아빠 엄마 모시고 가는데 엄마는 버스가 낫대", ("무솔의 엄마", ["무솔"])),
    ],
    # a kin noun before another that is no pair is still whose relative that one is
    "kin_of_kin_kept": [
        ("솔담", "거기 어때?", None),
        ("무솔", "엄마 친구가 그러는데 거기 별로래", ("무솔의 엄마 친구", ["무솔"])),
    ],
    "kin_of_partner_kept": [
        ("솔담", "거기 어때?", None),
        ("무솔", "여친 동생이 그러는데 거기 별로래", ("무솔의 여친 동생", ["무솔"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s31_kin_pairs(name: str) -> None:
    check_dialogue(CASES[name], f"s31k-{name}", datetime(2026, 3, 3))
