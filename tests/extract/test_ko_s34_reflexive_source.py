"""자기 inside words heard from someone (s34). Invented dialogues: names and sentences written
for this test, none from any data file.

- 'X한테 들었는데 자기 동생도 …래', 'X에게서 들었는데 자기 팀장님이 …대': with no subject before
  it, 자기 in what was heard from X is X's self (a logophoric reflexive: the words are X's), so
  the relative is X's and X relays their view — with a name, 걔 and 그분 as X.
- Near readings that keep their owner: a subject before 자기 is its antecedent ('X가 그러는데
  자기 언니가 …'); 자기 addressing the listener with no one before it.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

SPK, ASK = "태섭", "미령"
_Q: tuple[str, str, Exp] = (ASK, "그 식당 어때?", None)

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "heard_name_sibling": [_Q, (
        SPK, "승효한테 들었는데 자기 동생도 그 식당 별로래", ("승효의 동생", [SPK, "승효"]))],
    "heard_name_role": [_Q, (
        SPK, "승효에게서 들었는데 자기 팀장님이 그 식당 너무 비싸대",
        ("승효의 팀장님", [SPK, "승효"]))],
    "heard_name_hypocoristic": [_Q, (
        SPK, "승효한테 들었는데 자기 누나는 그 식당 별로라더라", ("승효의 누나", [SPK, "승효"]))],
    "heard_pronoun": [(ASK, "준겸이는 그 식당 가봤대?", None), (
        SPK, "걔한테 들었는데 자기 동생도 거기 별로래", ("준겸의 동생", [SPK, "준겸"]))],
    "heard_honorific_pronoun": [(ASK, "준겸 씨는 그 식당 가보셨대요?", None), (
        SPK, "그분한테 들었는데 자기 동생도 거기 별로래요", ("준겸의 동생", [SPK, "준겸"]))],
    # (near: a subject before 자기 is its antecedent)
    "subject_antecedent": [_Q, (
        SPK, "승효가 그러는데 자기 언니가 그 식당 별로래", ("승효의 언니", [SPK, "승효"]))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s34_reflexive_source(name: str) -> None:
    check_dialogue(CASES[name], f"s34r-{name}", datetime(2026, 3, 3))
