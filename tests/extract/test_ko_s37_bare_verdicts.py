"""Korean verdicts said with no stance word (s37), by construction. Invented sentences: written
for this test, in no data file. Each is the speaker's own view (owner the speaker, no chain).

- A verdict adverb closing the sentence as its predicate, the predicate left out: 'X는
  그럭저럭', 'X 그냥저냥'.
- The best of one's life, 인생 + a noun as the predicate: '그 찻집 내 인생 카페야' (not '인생
  처음이야', a first).
- Agreeing: '나도 X랑 같은 생각이야' takes the same view.
- Having a point: 'X 얘기에도 일리가 있네', '그 주장도 일리는 있어'.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

SPK, ASK = "설아람", "온새미"
_Q: tuple[str, str, Exp] = (ASK, "그 찻집 어때? 가볼 만해?", None)

OWN = {
    "so_so": "그 찻집 케이크는 그럭저럭",
    "so_so_plain": "거기 커피 그냥저냥",
    "life_best": "그 찻집 내 인생 카페야",
    "same_view": "나도 채휘랑 같은 생각이야",
    "has_a_point": "채휘 얘기에도 일리가 있네",
    "has_a_point_neun": "그 주장도 일리는 있어",
}

NONE = {
    "life_first": "그 찻집 인생 처음이야",
}


@pytest.mark.parametrize("name", sorted(OWN))
def test_ko_s37_bare_verdict_is_the_speakers(name: str) -> None:
    check_dialogue([_Q, (SPK, OWN[name], (SPK, []))], f"s37v-{name}", datetime(2026, 3, 3))


@pytest.mark.parametrize("name", sorted(NONE))
def test_ko_s37_no_verdict(name: str) -> None:
    check_dialogue([_Q, (SPK, NONE[name], "none")], f"s37n-{name}", datetime(2026, 3, 3))
