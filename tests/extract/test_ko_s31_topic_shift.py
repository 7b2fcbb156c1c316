"""Korean: the speaker's hedged view closed by a connective ('…것 같은데', '…거같던데'), then a
word that leaves the matter for another ('암튼', '아무튼', '그나저나') and a question: the view is
said and done — the speaker's own, not part of the question. Invented sentences (none from any
data file)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "glued_hedge_then_amtun_question": [
        ("솔담", "책상 뭐 샀어?", None),
        ("무솔", "ㅋㅋ 나는 디자인은 저게 더 예쁜거같은데 암튼 조립은 언제 해줘?", ("무솔", [])),
    ],
    "hedge_then_amuteun_question": [
        ("솔담", "책상 뭐 샀어?", None),
        ("무솔", "난 저게 더 좋은 것 같은데 아무튼 언제 와?", ("무솔", [])),
    ],
    "past_hedge_then_geunajeona_question": [
        ("솔담", "책상 뭐 샀어?", None),
        ("무솔", "저게 더 예쁜 것 같던데 그나저나 너 주말에 뭐 해?", ("무솔", [])),
    ],
    # a hedge closing the question itself, no word leaving the matter: asked, not said
    "hedged_question_none": [
        ("솔담", "책상 뭐 샀어?", None),
        ("무솔", "저게 더 예쁜 것 같은데 너는 어때?", "none"),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s31_topic_shift(name: str) -> None:
    check_dialogue(CASES[name], f"s31t-{name}", datetime(2026, 3, 3))
