"""Chat-typed hearsay (s34). Invented dialogues.

- Whom one heard it from glued to the verb of hearing ('X한테들었는데', 'X에게서들었는데',
  'X한테들음'): two words, the source frame's — one level and under it a second.
- The dialect/chat -던디 for -던데 ('…별로라던디'): the hearsay ending.
- Near: the same words spaced as usual keep their reading; -디 closing no -던 is left alone.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

S, A = "태섭", "미령"
_Q: tuple[str, str, Exp] = (A, "그 식당 어때?", None)

CASES: dict[str, Exp] = {
    "준겸이한테들었는데 거기 별로래": ("준겸", [S]),
    "준겸이한테서들었는데 거기 너무 비싸대": ("준겸", [S]),
    "승효에게들었는데 거기 별로래요": ("승효", [S]),
    "우리 엄마한테들었는데 거기 별로래": (f"{S}의 엄마", [S]),
    "승효한테들었는데 준겸이 거기 별로라함": ("준겸", [S, "승효"]),
    "승효한테들었는데 준겸은 거기 너무 비싸대": ("준겸", [S, "승효"]),
    "준겸이 거기 별로라던디": ("준겸", [S]),
    "준겸이 거기 너무 비싸다던디요": ("준겸", [S]),
    # near: spaced as usual
    "준겸이한테 들었는데 거기 별로래": ("준겸", [S]),
    "승효한테 들었는데 준겸이 거기 별로라함": ("준겸", [S, "승효"]),
}


@pytest.mark.parametrize("text", sorted(CASES))
def test_ko_s34_chat_forms(text: str) -> None:
    check_dialogue([_Q, (S, text, CASES[text])], "s34c", datetime(2026, 3, 3))
