"""Korean chat with no stops: a plain final ending ('…앉아있어', '…가봤어'), then a person as
the topic of their own words ('남편은 …하지 말라는데', '원장님은 …하대'): two sentences — the
person holds what follows, and the speaker's own statement before stays theirs. Invented
sentences (none from any data file)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "plain_final_then_kin_topic_report": [
        ("솔담", "연습 잘 돼?", None),
        ("무솔",
         ("나는 매일 저녁 옆에 같이 앉아있어 남편은 억지로 시키지 말라는데 원장님은 지금이 제일 "
          "중요하다고 하셔"),
         ("무솔의 남편", ["무솔"])),
    ],
    "plain_final_then_kin_topic_report_second": [
        ("솔담", "연습 잘 돼?", None),
        ("무솔",
         ("나는 매일 저녁 옆에 같이 앉아있어 남편은 억지로 시키지 말라는데 원장님은 지금이 제일 "
          "중요하다고 하셔"),
         ("원장님", ["무솔"])),
    ],
    "plain_final_then_role_topic_hearsay": [
        ("솔담", "학원 어때?", None),
        ("무솔", "어제 학원 가봤어 원장님은 지금이 제일 중요하대", ("원장님", ["무솔"])),
    ],
    "plain_final_then_name_topic_hearsay": [
        ("솔담", "학원 어때?", None),
        ("무솔", "나는 어제 등록했어 다결이는 거기 너무 비싸대", ("다결", ["무솔"])),
    ],
    # a negative imperative inside the report ('…시키지 말라는데'): no sentence ends at -지
    "negative_imperative_kept": [
        ("솔담", "연습 잘 돼?", None),
        ("무솔", "남편은 억지로 시키지 말라는데 원장님은 지금이 중요하다고 하셔",
         ("무솔의 남편", ["무솔"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s31_runon(name: str) -> None:
    check_dialogue(CASES[name], f"s31o-{name}", datetime(2026, 3, 3))
