"""The fifty-eighth pass, Korean (a helper's): sources set side by side, southern speech, in
talk of kitchens, farms and stages. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction

SPEAKER = "권다올"
LISTENER = "모세린"


def claims(text: str) -> list[tuple[str, list[str], str]]:
    ex = last_extraction([(LISTENER, "그래서 다들 뭐래?"), (SPEAKER, text)])
    return [(c.owner, c.relayed_by, c.content) for c in ex.claims]


@pytest.mark.parametrize("text", [
    # two people, each the topic of their own words, the second closing on -더라고 (which ends
    # in 라고 as a quotative does, but closes a report of its own)
    "한겸이는 소금을 더 넣으라고 하던데, 설지담 씨는 양념이 너무 달다고 하더라고.",
    # the same in southern speech, 카다 for 하다 with the quotative 고 dropped
    "한겸이는 소금을 더 넣으라 카던데, 설지담 씨는 양념이 너무 달다 카더라고.",
])
def test_two_reports_side_by_side_are_each_their_holders(text):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [("한겸", [SPEAKER]), ("설지담 씨", [SPEAKER])], got
    assert "설지담" not in got[0][2] and "소금" not in got[1][2], got


def test_a_southern_saying_with_its_retrospective_go():
    got = claims("무대감독 솔뫼 씨는 조명을 두 칸 내리라 카더라고.")
    assert [(o, r) for o, r, _ in got] == [("솔뫼 씨", [SPEAKER])], got
    assert "카더라고" not in got[0][2], got


def test_the_southern_first_person_after_a_report_is_the_speakers_view():
    got = claims("설지담 씨는 사료가 문제라 카는데, 내는 솔직히 날씨가 문제라고 봅니더.")
    assert sorted((o, r) for o, r, _ in got) == sorted(
        [("설지담 씨", [SPEAKER]), (SPEAKER, [])]), got


def test_a_single_report_closing_on_deorago_stays_one_report():  # guard
    got = claims("설지담 씨가 그러던데, 내일은 장이 안 선다고.")
    assert [(o, r) for o, r, _ in got] == [("설지담 씨", [SPEAKER])], got
