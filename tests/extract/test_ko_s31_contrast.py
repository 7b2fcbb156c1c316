"""Korean attribution constructions, thirty-first pass: short invented dialogues (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Each construction is varied over its source form and ending."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # two holders set side by side in one turn, the first with the honorific topic 께서는
    # ('X 선배께서는 …다고 하셨는데, Y 과장님은 …대요'): two reports, each its own holder's
    "honorific_topic_then_other": [
        ("솔담", "회식 어디서 해요?", None),
        ("무솔",
         "하로 선배께서는 그 식당이 제일 낫다고 하셨는데, 제온 과장님은 거기 너무 비싸서 싫대요.",
         ("하로 선배", ["무솔"])),
    ],
    "honorific_topic_then_other_second": [
        ("솔담", "회식 어디서 해요?", None),
        ("무솔",
         "하로 선배께서는 그 식당이 제일 낫다고 하셨는데, 제온 과장님은 거기 너무 비싸서 싫대요.",
         ("제온 과장님", ["무솔"])),
    ],
    "honorific_topic_no_comma": [
        ("솔담", "회식 어디서 해요?", None),
        ("무솔", "미온 부장님께서는 등산이 낫다고 하셨는데 태솔 대리님은 볼링이 좋대요",
         ("미온 부장님", ["무솔"])),
    ],
    "honorific_topic_no_comma_second": [
        ("솔담", "회식 어디서 해요?", None),
        ("무솔", "미온 부장님께서는 등산이 낫다고 하셨는데 태솔 대리님은 볼링이 좋대요",
         ("태솔 대리님", ["무솔"])),
    ],
    # the first holder's report contracted onto the link ('좋다는데', '괜찮다던데'), the second a
    # pronoun with a relation ('걔 남편은', '걔 동생은'): the relation is the second holder
    "contracted_link_then_pronoun_relation": [
        ("솔담", "그 식당 어때?", None),
        ("무솔", "다결이는 그 식당 좋다는데 걔 남편은 비싸다고 하더라", ("다결", ["무솔"])),
    ],
    "contracted_link_then_pronoun_relation_second": [
        ("솔담", "그 식당 어때?", None),
        ("무솔", "다결이는 그 식당 좋다는데 걔 남편은 비싸다고 하더라", ("다결의 남편", ["무솔"])),
    ],
    "contracted_link_then_pronoun_relation_hearsay": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "서결이는 그 카페 괜찮다는데 걔 동생은 별로래", ("서결의 동생", ["무솔"])),
    ],
    "contracted_link_then_pronoun_relation_first": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "서결이는 그 카페 괜찮다는데 걔 동생은 별로래", ("서결", ["무솔"])),
    ],
    # a sentence after another's hearsay whose holder says a clause of their own ('…좋대. 걔
    # 남편은 비싸다고 하더라'): a second report, not the source of the first
    "second_report_not_source": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "다결이는 그 카페 좋대. 걔 남편은 비싸다고 하더라", ("다결의 남편", ["무솔"])),
    ],
    "second_report_not_source_first": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "다결이는 그 카페 좋대. 걔 남편은 비싸다고 하더라", ("다결", ["무솔"])),
    ],
    # near sentences that keep their reading: the source named before ('X가 그러는데 걔 남편은
    # …'), or after with a pro-form ('…좋대. 걔 남편이 그러더라')
    "source_before_kept": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "다결이가 그러는데 걔 남편은 그 카페 비싸다고 하더라",
         ("다결의 남편", ["무솔", "다결"])),
    ],
    "source_after_kept": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "다결이는 그 카페 좋대. 서결이가 그러더라", ("다결", ["무솔", "서결"])),
    ],
    "source_after_pro_form_kept": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "다결이는 그 카페 좋대. 서결이가 그렇다고 하더라", ("다결", ["무솔", "서결"])),
    ],
    # a correction that gives the words to another ('아니 그건 X가 한 말이고'), then what a
    # second person said: the second person holds their own words
    "correction_then_other": [
        ("솔담", "다결이가 그 식당 별로라고 했다며?", None),
        ("무솔", "아니 그건 서결이가 한 말이고 ㅋㅋ 다결이는 거기 괜찮다고 했어",
         ("다결", ["무솔"])),
    ],
    "correction_then_titled_other": [
        ("솔담", "제온 과장님이 회식 취소한다고 했다며?", None),
        ("무솔", "아니 그건 하로 선배 얘기고, 과장님은 그냥 미루자고 하셨어",
         ("제온 과장님", ["무솔"])),
    ],
    # 'who said it?' answered by a bare subject ('응 우리 엄마가.', '하로 선배가', 'X 과장님께서'):
    # that person said it
    "who_said_fragment_kin": [
        ("무솔", "올해 송년회 우리 집에서 한대 ㅠㅠ", None),
        ("솔담", "누가 그래?", None),
        ("무솔", "응 우리 엄마가. 근데 삼촌은 회비 올려야 한대", ("무솔의 엄마", ["무솔"])),
    ],
    "who_said_fragment_bare_who": [
        ("솔담", "그 카페 문 닫는대", None),
        ("무솔", "누가?", None),
        ("솔담", "하로 선배가", ("하로 선배", ["솔담"])),
    ],
    "who_said_fragment_honorific": [
        ("솔담", "그 카페 문 닫는대", None),
        ("무솔", "누가 그랬어?", None),
        ("솔담", "아니 미온 과장님께서", ("미온 과장님", ["솔담"])),
    ],
    # who did something, answered by a bare subject: no one's words
    "who_did_fragment_none": [
        ("솔담", "어제 탁구 시합 누가 이겼어?", None),
        ("무솔", "우리 팀이", "none"),
    ],
    "who_comes_fragment_none": [
        ("솔담", "내일 누가 와?", None),
        ("무솔", "다결이가.", "none"),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s31_contrast(name: str) -> None:
    check_dialogue(CASES[name], f"s31c-{name}", datetime(2026, 3, 3))
