"""Korean attribution constructions, twenty-sixth pass: short invented dialogues (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Each construction is varied over its source form and ending."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # '…다고 Y한테 들었대': the verb of hearing itself carries a hearsay ending (or is told on
    # with -다고 하더라), so the speaker did not hear it — the subject before the report did,
    # and passes it on; with a plain '들었어' the speaker heard it (the subject may be inside
    # what was heard)
    "reported_hearing_keeps_hearer": [
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담이 그 식당 별로라고 휘라한테 들었대.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "걔가 그 식당 별로라고 휘라한테 들었대요.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담이 그 식당 별로라고 휘라한테 들었다더라.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담이 그 식당 별로라고 휘라한테 들었다고 하더라.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담은 그 식당 별로라고 휘라한테 들었대.", ("휘라", ["소결", "라담"])),
    ],
    # a sentence that only says someone heard it from Y, the verb of hearing told on ('X가
    # Y한테 들었대'): X heard it from Y — the hearsay just before in the turn is Y's, relayed
    # by X (X left out: whoever that hearsay was held by), a plain statement before is what was
    # heard, and said first it sources what follows
    "heard_from_sentence_told_on": [
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "그 식당 다음 달에 문 닫는대. 휘라한테 들었대.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "그 식당 문 닫는대. 라담이 휘라한테 직접 들었대.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "라담이 휘라한테서 들었다더라. 그 식당 문 닫는대.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "그 식당 다음 달에 문 닫아. 걔가 휘라한테 그 얘기 들었대요.",
         ("휘라", ["소결", "라담"])),
        ("단휘", "그 식당 별로래?", None),
        ("소결", "응, 라담이 휘라한테 들었대.", ("휘라", ["소결", "라담"])),
    ],
    # '걔가 팀장님한테 들었는데': a pronoun with its own particle possesses nothing after it
    "pronoun_with_particle_no_possessor": [
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "걔가 팀장님한테 들었는데 그 식당 별로래.", ("팀장님", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "걔는 과장님한테 들었는데 그 식당 별로래.", ("과장님", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "걔도 선배한테 들었는데 그 식당 별로래.", ("선배", ["소결", "라담"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"s26-{name}", datetime(2026, 5, 12))
