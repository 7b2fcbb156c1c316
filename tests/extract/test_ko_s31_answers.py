"""Korean answers to 'who?' closed by the copula ('X 팀장님이지 뭐.', 'X지 뭐 ㅋㅋ', 'X야.'):
the person named is the answer, and a 걔/그분 after it points to them. Short invented dialogues
(names and sentences written for this test, none from any data file)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "titled_name_ji_mwo_quote": [
        ("솔담", "회식 메뉴 누가 정했는데?", None),
        ("무솔", '미온 팀장님이지 뭐. 그분이 "회식은 무조건 회지!" 이러시던데',
         ("미온 팀장님", ["무솔"])),
    ],
    "titled_name_ji_mwo_hearsay": [
        ("솔담", "장소 누가 골랐어?", None),
        ("무솔", "하로 선배지 뭐. 그분이 거기가 제일 싸대", ("하로 선배", ["무솔"])),
    ],
    "bare_name_ji_mwo_same_sentence": [
        ("솔담", "회식 메뉴 누가 정했는데?", None),
        ("무솔", "서결이지 뭐 ㅋㅋ 걔가 회가 최고래", ("서결", ["무솔"])),
    ],
    "bare_name_iya": [
        ("솔담", "회식 메뉴 누가 정했는데?", None),
        ("무솔", "서결이야. 걔가 회가 최고래", ("서결", ["무솔"])),
    ],
    "bare_name_open_syllable": [
        ("솔담", "장소 누가 골랐어?", None),
        ("무솔", "채라지 뭐 ㅋㅋ 걔가 거기 조용하대", ("채라", ["무솔"])),
    ],
    "kin_ji_mwo": [
        ("솔담", "메뉴 누가 정했어?", None),
        ("무솔", "우리 엄마지 뭐. 엄마는 회가 최고래", ("무솔의 엄마", ["무솔"])),
    ],
    # no person closed by the copula: nothing answered, no one's words
    "team_not_person": [
        ("솔담", "어제 누가 이겼어?", None),
        ("무솔", "우리 팀이지 뭐 ㅋㅋ", "none"),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s31_answers(name: str) -> None:
    check_dialogue(CASES[name], f"s31a-{name}", datetime(2026, 3, 3))
