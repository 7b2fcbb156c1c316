"""Answers and verdicts said with little (s35). Invented dialogues: the names and sentences were
written for this test and occur in no data file.

- Who said it, answered with the topic of what was said and the copula or nothing: '그건 X',
  '그건 X(이)지', '그거 X야', 'X요', '그 말은 X가 했어', 'X' alone — after a question asking who
  said it ('누가 그래?', '누가 …라고 했어?', '…라고 한 게 누구였지?'): X's words, the speaker
  passes them on (read as 'X가 그랬어'). A question asking who without saying ('오늘 당번
  누구야?') gets no claim from its answer.
- A rhetorical question of sense ('그게 말이 되냐', '이게 말이 돼?', '그게 말이 되는 소리냐') is the
  speaker's verdict; a statement that it makes sense and a real either-or question are not
  turned round ('그건 말이 돼' keeps its sense, '말이 돼 안 돼?' asks).
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue, extract_lines

SPK, ASK = "세련", "미슬"
_ASKS = (
    "그 식당 별로라고 한 게 누구였지?",
    "누가 그 식당 별로라고 했어?",
    "그 식당 별로라는 거 누가 그래?",
)
_ANSWERS = (
    ("그건 과장님", "과장님"),
    ("그건 과장님이지", "과장님"),
    ("그건 과장님이야", "과장님"),
    ("그건 단률이", "단률"),
    ("그 말은 과장님이 했어", "과장님"),
    ("과장님", "과장님"),
    ("그건 우리 과장님", f"{SPK}의 과장님"),
    ("채휘요.", "채휘"),
    ("아니 그건 채휘지 뭐", "채휘"),
)


def _cases() -> dict[str, list[tuple[str, str, Exp]]]:
    out: dict[str, list[tuple[str, str, Exp]]] = {}
    for i, (ans, owner) in enumerate(_ANSWERS):
        q = _ASKS[i % len(_ASKS)]
        out[f"who_said_{i}"] = [(ASK, q, None), (SPK, ans, (owner, [SPK]))]
    return out


CASES: dict[str, list[tuple[str, str, Exp]]] = {
    **_cases(),
    "sense_nya": [(ASK, "그 식당 코스가 20만 원이래", None), (SPK, "그게 말이 되냐", (SPK, []))],
    "sense_dwae_q": [(ASK, "그 식당 코스가 20만 원이래", None), (SPK, "이게 말이 돼??", (SPK, []))],
    "sense_dislocated": [
        (ASK, "그 식당 코스가 20만 원이래", None),
        (SPK, "아니 말이 돼? 그 가격이", (SPK, [])),
    ],
    "sense_soriya": [
        (ASK, "그 식당 코스가 20만 원이래", None),
        (SPK, "그게 말이 되는 소리냐 ㅋㅋ", (SPK, [])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s35_answers(name: str) -> None:
    check_dialogue(CASES[name], f"s35w-{name}", datetime(2026, 3, 3))


def test_who_without_saying_claims_nothing() -> None:
    """'오늘 당번 누구야?' — '단률이야': who is on duty, no one's words."""
    x = extract_lines([(ASK, "오늘 당번 누구야?"), (SPK, "단률이야")], datetime(2026, 3, 3))[-1]
    assert not x.claims, [(c.owner, c.content) for c in x.claims]


@pytest.mark.parametrize("text", ["그건 말이 돼", "말이 돼 안 돼?", "말이 되는지 모르겠어"])
def test_sense_not_turned_round(text: str) -> None:
    """A statement that it makes sense and a real question keep their reading: no claim whose
    content says it makes no sense."""
    x = extract_lines([(ASK, "그 식당 코스가 20만 원이래"), (SPK, text)], datetime(2026, 3, 3))[-1]
    assert not any("안 돼." in c.content for c in x.claims), [c.content for c in x.claims]
