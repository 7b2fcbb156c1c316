"""The forty-fifth pass: under a report ('X가 그러는데 …'), a person marked as the subject of
a background clause that says where they are or work ('자기 친구가 시청에서 일하는데 …래',
'…구청에 있는데 …래') tells what follows — one placed so to know; X passes it on. Names and
sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "서려운"


@pytest.mark.parametrize("text,owner", [
    ("소겸 형이 그러는데 자기 친구가 구청에 있는데 그 공사 곧 끝난대", "소겸 형의 친구"),
    ("소겸이가 그러는데 자기 사촌이 시청에서 일하는데 그 공사 내년까지 간대", "소겸의 사촌"),
])
def test_one_placed_to_know_tells_under_the_report(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert any(o == owner and chain[:1] == [SPEAKER] and len(chain) == 2 for o, chain in got), got


def test_a_background_doing_without_a_place_stays_the_reporters():
    got = turn_claims(SPEAKER, "소겸이가 그러는데 자기 친구가 어제 왔는데 그 공사 내년까지 간대",
                      [SPEAKER])
    assert ("소겸", [SPEAKER]) in got, got
