"""The forty-sixth pass: a holder's view said as a noun of view after its complement, the
copula closing it ('X는 …자는 입장이세요', 'X는 …다는 생각이래', 'X는 …라는 주장이야'), is X's
view — the speaker's own for '저는 …' — not a sentence the speaker says about X. Names and
sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("차 부장님은 야근 수당을 올리자는 입장이세요.", "차 부장님"),
    ("모하진은 그 가게가 너무 비싸다는 생각이래.", "모하진"),
    ("모하진은 그 가게가 너무 비싸다는 주장이야.", "모하진"),
])
def test_a_view_noun_after_its_complement_is_the_holders(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


def test_the_speakers_own_position():
    got = turn_claims(SPEAKER, "저는 회식을 줄여야 한다는 입장이에요.", [SPEAKER])
    assert (SPEAKER, []) in got, got
