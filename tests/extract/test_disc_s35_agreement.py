"""'나도 마찬가지야' ('the same goes for me') agrees as '나도 그래' does: the speaker holds the view
of the turn before. Invented dialogues."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owners

DAY = datetime(2026, 4, 9)
VIEW = ("채솔", "그 전시 생각보다 너무 지루하더라")


@pytest.mark.parametrize("said", [
    "나도 마찬가지야", "저도 마찬가지예요", "나두 마찬가지 ㅋㅋ", "저도 마찬가지입니다",
    "마찬가지야", "마찬가지예요",
])
def test_the_same_goes_for_me_holds_the_view(said: str) -> None:
    x = extract_lines([VIEW, ("세련", said)], DAY)[-1]
    assert any(c.owner == "세련" and not c.relayed_by and "지루" in c.content
               for c in x.claims), (said, owners(x))


def test_the_same_asked_is_no_agreement() -> None:
    x = extract_lines([VIEW, ("세련", "너도 마찬가지야?")], DAY)[-1]
    assert not any(c.owner == "세련" and "지루" in c.content for c in x.claims), owners(x)
