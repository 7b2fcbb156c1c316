"""Korean attribution constructions, twenty-eighth pass: short invented dialogues (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Each construction is varied over its source form and ending."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # a relative's household possessive '우리 언니네 N', '형네 N' before unsourced hearsay: the
    # relative whose pet, child or shop it is passed the news on (not the speaker, not the noun
    # — an animal, a child or a shop is no owner of words); '삼촌네 갔는데' (a place one went
    # to) names no possessor
    "household_possessor_hearsay": [
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 언니네 고양이도 그랬는데 사료 바꾸니까 바로 잘 먹었대",
         ("담찬의 언니", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 형네 애도 그랬는데 두 달 지나니까 괜찮아졌대", ("담찬의 형", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 이모네 강아지도 작년에 그랬는데 약 먹고 나았대", ("담찬의 이모", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 언니네 강아지가 요즘 아프대", ("담찬의 언니", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 형네 가게 다음 달에 문 닫는대", ("담찬의 형", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "어제 삼촌네 갔는데 사촌 동생이 이번에 취업했대", ("담찬의 사촌 동생", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 언니네 팀장님이 그러는데 거기 별로래", ("담찬의 언니네 팀장님", ["담찬"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"s28-{name}", datetime(2026, 5, 13))
