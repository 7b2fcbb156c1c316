"""The forty-sixth pass: a word Kiwi reads in its sentence as one adverb in -이 ('터무니없이',
'턱없이') is no name with the suffix 이, so no relayer or source is made of it. Names and
sentences invented here, in no data file."""

from __future__ import annotations

from dialogue_check import turn_claims

SPEAKER = "도하린"


def test_an_adverb_in_i_is_no_person():
    text = "채 과장님은 그 예산으로는 어렵다고 보세요. 인건비가 턱없이 싸게 잡혔다는 거죠."
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and all(chain == [SPEAKER] for _, chain in got), got
    assert all(owner == "채 과장님" for owner, _ in got), got
