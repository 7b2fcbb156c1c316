"""The speaker putting themself in the case (s34): '나라면 안 가', '내가 너라면 거기 안 가',
'나였으면 절대 안 갔어', '저 같았으면 바로 샀어요' — a first-person pronoun with the copula or
같다 and an 'if' ending (-라면, -였으면, -였다면, 같으면), then what they would do: the
speaker's own view of the matter (it gave no claim but with '나 같으면'). Invented dialogues.

Near readings that keep no claim: a wish ('나였으면 좋겠다'), a question ('너라면 갈래?',
'나라면 어떻게 할까?'), a plain condition of a doing ('내가 가면 연락할게'); a report keeps its
holder ('X가 자기라면 안 간대').
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

SPK, ASK = "태섭", "미령"
_Q: tuple[str, str, Exp] = (ASK, "그 식당 새로 생겼던데 어때? 가볼까?", None)

CASES: dict[str, Exp] = {
    "나라면 거기 안 가": (SPK, []),
    "나라면 안 감": (SPK, []),
    "나라면 무조건 감": (SPK, []),
    "저라면 안 갈 것 같아요": (SPK, []),
    "저라면 안 가요": (SPK, []),
    "내가 너라면 거기 안 가": (SPK, []),
    "제가 당신이라면 안 가겠어요": (SPK, []),
    "내가 너였으면 바로 갔어": (SPK, []),
    "나였으면 절대 안 갔어": (SPK, []),
    "저였다면 안 갔을 거예요": (SPK, []),
    "나 같았으면 벌써 갔지": (SPK, []),
    "나 같으면 안 가": (SPK, []),
    "나라면안감": (SPK, []),
    # near: no view
    "나였으면 좋겠다": "none",
    "너라면 갈래?": "none",
    "나라면 어떻게 할까?": "none",
    "내가 가면 연락할게": "none",
    # near: a report keeps its holder
    "준겸이가 자기라면 안 간대": ("준겸", [SPK]),
}


@pytest.mark.parametrize("text", sorted(CASES))
def test_ko_s34_counterfactual(text: str) -> None:
    check_dialogue([_Q, (SPK, text, CASES[text])], "s34cf", datetime(2026, 3, 3))
