"""The forty-ninth pass: Korean person nouns the role lists lacked — regional kin words ('느그
아부지', '니 어무이', '시엄니', kept as said and read as the kin word they stand for), ranks of the
public service after a surname ('박 계장'), and folk words for a person after a placing
or a trade noun ('아랫집 영감', '변호사 양반') — and the speaker's own view after a report said in
full ('…좋다고 하는데 난 …', '…하자고 했지만 나는 …'). Names and sentences invented here, in no
data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "탁용배"
LISTENER = "변소담"


@pytest.mark.parametrize("text,owner", [
    ("느그 아부지는 장날엔 버스가 더 자주 다닌다 카더라.", "변소담의 아부지"),
    ("니 어무이는 고추는 다음 주에 따자 카드라.", "변소담의 어무이"),
    ("시엄니가 제사는 올해부터 줄이자고 하시더라.", "탁용배의 시엄니"),
    ("할매가 그러는데 저수지 물이 반밖에 안 찼대.", "탁용배의 할매"),
])
def test_a_regional_kin_word_is_a_relative(text, owner):
    got = owners(last_extraction([(LISTENER, "아버지 별일 없으시죠?"), (SPEAKER, text)]))
    assert got and got[0] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text,owner", [
    ("면사무소 박 계장이 그러는데 지원금은 다음 달에 나온대.", "박 계장"),
    ("아랫집 영감이 그러는데 올겨울은 눈이 많이 온대.", "아랫집 영감"),
    ("변호사 양반이 그러는데 합의서는 다시 써야 한대요.", "변호사 양반"),
    ("시청 주무관이 그러는데 신청은 온라인으로만 받는대요.", "시청 주무관"),
])
def test_a_rank_or_a_folk_word_for_a_person_is_the_sayer(text, owner):
    got = owners(last_extraction([(LISTENER, "그래서 어떻게 됐어요?"), (SPEAKER, text)]))
    assert got and got[0] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text", [
    "형은 캠핑장이 넓다고 하는데 난 좀 좁은 것 같아.",
    "형은 캠핑장이 넓다고 했지만 나는 좁다고 봐.",
    "형은 캠핑장이 넓다고 그러는데 나는 별로야.",
])
def test_the_speakers_view_after_a_report_said_in_full_is_the_speakers(text):
    got = owners(last_extraction([(LISTENER, "캠핑장 어땠어?"), (SPEAKER, text)]))
    assert (f"{SPEAKER}의 형", [SPEAKER]) in got and (SPEAKER, []) in got, got
