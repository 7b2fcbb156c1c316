"""The forty-fifth pass: a hearsay sentence closed by its final ending, then only 'X 말로는'
(the source said after the report, with or without a comma), gives the report to X however Kiwi
splits X's name, also when the turn opened with a view of the speaker's own (the stance model's
second reading covers only turns the rules give nothing). Names and sentences invented here, in
no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "서려운"


@pytest.mark.parametrize("name", ["채결", "보담", "소겸"])
@pytest.mark.parametrize("frame", [
    "근데 그 가게 다음 달에 문 닫는대, {n} 말로는",
    "솔직히 나쁘지 않아. 근데 그 가게 다음 달에 문 닫는대, {n} 말로는 ㅠㅠ",
])
def test_a_source_said_after_the_report_in_its_sentence(name, frame):
    got = turn_claims(SPEAKER, frame.format(n=name), [SPEAKER])
    assert (name, [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "수영장 요금 또 올랐대 한 달에 10만 원 넘는대, 관리실 소겸 씨 말로는",
    "수영장 요금 또 올랐대. 한 달에 10만 원 넘는대. 관리실 소겸 씨 말로는",
])
def test_a_source_said_once_after_several_reports_covers_them_all(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert len(got) == 2 and all(owner == "소겸 씨" and chain == [SPEAKER]
                                 for owner, chain in got), got


def test_two_reports_set_side_by_side_after_a_hearsay_connective():
    got = turn_claims(SPEAKER, "관장님 말은 전기세 때문이라는데, 소겸이는 수강료 안 올린다고 "
                      "했어 ㅋㅋ", [SPEAKER])
    assert ("관장님", [SPEAKER]) in got and ("소겸", [SPEAKER]) in got, got
