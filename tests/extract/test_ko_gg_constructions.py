"""Korean attribution constructions, third batch: one invented dialogue each (names, topics and
sentences written for this test, none from any data file). ``("owner", [chain])`` for a Claim
that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction: sentences that look alike and
must keep their reading."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import check_dialogue

Exp = tuple[str, list[str]] | str | None

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # an idiom of stating firmly or refusing after a quotative (못/쐐기 박다, 선 긋다, 손사래 치다,
    # 고개 젓다, 입 모으다, 펄쩍 뛰다) is a verb of saying; how far it went on ('끝까지',
    # '아침부터') may sit between the quotative and the verb
    "saying_idiom": [
        ("다온", "워크숍 일정 나왔어?", "none"),
        ("라희", "부장님이 주말 워크숍은 절대 없다고 못 박으셨어", ("부장님", ["라희"])),
        ("라희", "근데 대리님은 자기가 잡은 일정 아니라고 손사래를 치시더라", ("대리님", ["라희"])),
        ("다온", "ㅋㅋ 재윤이는?", "none"),
        ("라희", "재윤이는 숙소가 제일 싸다고 끝까지 우겼어", ("재윤", ["라희"])),
        ("라희", "신입들도 버스가 편하다고 입을 모았대", None),
        ("라희", "우리 동생은 자기가 안 늦었다고 펄쩍 뛰었어", ("라희의 동생", ["라희"])),
        # (a reason, not a saying: '…늦었다고 뛰었어'; '…이라 …까지 하면' is no quotation)
        ("라희", "나는 버스 놓칠까 봐 늦었다고 뛰었어", "record"),
        ("다온", "발표가 두 시간이라 뒤풀이까지 하면 너무 늦겠네", None),
    ],
    # a connective -다면서 with its subject left out: the person the talk is about said it
    # ('그 사장 말 믿지 마. 작년에도 싸다면서 바가지 씌웠잖아')
    "damyeonseo_zero_subject": [
        ("다온", "수리 기사님이 그러던데 세탁기 모터가 다 나갔대", ("수리 기사님", ["다온"])),
        (
            "라희",
            "그 기사님 말 믿지 마 ㅋㅋ 지난번에도 금방 끝난다면서 세 시간 걸렸잖아",
            ("수리 기사님", ["라희"]),
        ),
        # (a named subject after the connective keeps the report)
        ("다온", "서윤이도 맛있다면서 두 그릇 먹었어", ("서윤", ["다온"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"kgg-{name}", datetime(2025, 11, 3))
