"""Korean verbs of taking someone's side after a '-다고' complement (s33): 감싸다, 두둔하다,
편들다, 옹호하다, 역성(을) 들다 report what the defender says, as 반대하다 or 우기다 do ('X는 걔
억울하다고 감쌌잖아': X said that person is kind, defending them). Invented dialogues (names and
sentences written for this test, none from any data file).

Near readings that keep theirs: the same verb without a quotation is an act ('X가 Y를 감쌌어'),
and the speaker's own defence is the speaker's view.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

_OPEN: list[tuple[str, str, Exp]] = [("세결", "아까 걔네 싸운 거 봤어?", None)]

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "gamssada_past_jana": [*_OPEN, (
        "규온", "ㅇㅈ 근데 윤담이는 걔 억울하다고 계속 감쌌잖아ㅋㅋ", ("윤담", ["규온"]))],
    "gamssago_dolda": [*_OPEN, (
        "규온", "이담이는 걔 억울하다고 감싸고 돌더라", ("이담", ["규온"]))],
    "pyeondeulda_deonde": [*_OPEN, (
        "규온", "석율이가 걔 바빴다고 편들던데", ("석율", ["규온"]))],
    "dudun_hada": [*_OPEN, (
        "규온", "재슬이는 그 사람 잘못 없다고 두둔하더라", ("재슬", ["규온"]))],
    "ongho_hada": [*_OPEN, (
        "규온", "초율이는 그 결정이 맞았다고 옹호하던데", ("초율", ["규온"]))],
    "yeokseong_deulda": [*_OPEN, (
        "규온", "초율이가 우리가 옳다고 역성 들어줬어", ("초율", ["규온"]))],
    # --- near: no quotation, an act; the speaker's own defence
    "act_without_quote": [*_OPEN, ("규온", "재슬이가 쉬는 시간에 석율이를 감쌌어", "record")],
    "speaker_defends": [*_OPEN, ("규온", "나는 걔가 잘못 없다고 두둔했어", ("규온", []))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s33_defend_verbs(name: str) -> None:
    check_dialogue(CASES[name], f"s33-{name}", datetime(2026, 3, 3))
