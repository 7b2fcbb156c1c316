"""Korean: a bare kin noun opening the sentence, then a given name with its topic particle that
Kiwi reads as an adnominal clause ('동생 X는' as 'X + 이라는' or a verb + 는): the name of that
relative, the holder of what follows. Short invented dialogues (names and sentences written for
this test, none from any data file)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "kin_then_name_read_as_copula_adnominal": [
        ("솔담", "표 예매 어떻게 해?", None),
        ("무솔", "근데 동생 채라는 앱보다 홈페이지가 더 빠르다고 하더라", ("채라", ["무솔"])),
    ],
    "kin_then_name_read_as_verb_adnominal": [
        ("솔담", "표 예매 어떻게 해?", None),
        ("무솔", "동생 채나는 앱이 더 빠르대", ("채나", ["무솔"])),
    ],
    "kin_then_name_after_opener": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "아 언니 모라는 거기 커피 별로래", ("모라", ["무솔"])),
    ],
    "kin_then_name_long_turn": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "어제 둘이 다녀왔어 근데 오빠 다나는 거기 너무 시끄럽다고 하더라",
         ("다나", ["무솔"])),
    ],
    # an adnominal clause after the kin noun that is one ('동생 주라는 대로'): no name, no view
    "kin_then_real_adnominal_none": [
        ("솔담", "뭐 샀어?", None),
        ("무솔", "동생 주라는 대로 다 샀어", "none"),
    ],
    # the kin noun as the sayer itself ('동생 말로는'): the speaker's relative
    "kin_sayer_kept": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "동생 말로는 거기 너무 시끄럽대", ("무솔의 동생", ["무솔"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s31_kin_name(name: str) -> None:
    check_dialogue(CASES[name], f"s31n-{name}", datetime(2026, 3, 3))
