"""Korean quoted words on a saying told at second hand ('Y가 "…"고 했대'), then whom the speaker
heard it from ('X한테 들었어'): Y's words, passed on by X — as without the quotation marks.
Short invented dialogues (sentences written for this test, none from any data file)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "quoted_then_source_no_stop": [
        ("솔담", "대회 어땠어?", None),
        ("무솔", '심사위원이 "소리가 예쁘다"고 했대 원장님한테 들었어',
         ("심사위원", ["무솔", "원장님"])),
    ],
    "quoted_then_source_stop": [
        ("솔담", "대회 어땠어?", None),
        ("무솔", '심사위원이 "소리가 예쁘다"고 했대. 원장님한테 들었어',
         ("심사위원", ["무솔", "원장님"])),
    ],
    "quoted_then_source_long_turn": [
        ("솔담", "대회 어땠어?", None),
        ("무솔",
         ('어제 끝났어!! 동생이 장려상 받음ㅋㅋ 심사위원이 "박자는 흔들렸지만 소리가 예쁘다"고 '
          "했대 원장님한테 들었어"),
         ("심사위원", ["무솔", "원장님"])),
    ],
    "quoted_then_named_source": [
        ("솔담", "면접 어땠대?", None),
        ("무솔", '면접관이 "준비 많이 했네요"라고 했대. 다결이한테 들었어',
         ("면접관", ["무솔", "다결"])),
    ],
    "unquoted_kept": [
        ("솔담", "대회 어땠어?", None),
        ("무솔", "심사위원이 소리가 예쁘다고 했대 원장님한테 들었어",
         ("심사위원", ["무솔", "원장님"])),
    ],
    # a quotation said first-hand ('원장님이 "…" 그러더라'): one level, the sayer's own
    "quoted_first_hand_kept": [
        ("솔담", "대회 어땠어?", None),
        ("무솔", '원장님이 "소리가 예쁘대" 그러더라', ("원장님", ["무솔"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s31_quoted_source(name: str) -> None:
    check_dialogue(CASES[name], f"s31q-{name}", datetime(2026, 3, 3))
