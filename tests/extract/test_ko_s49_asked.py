"""The forty-ninth pass, Korean: an office asked or got in touch with answers what
follows ('구청에 문의했더니 …래요', '관리사무소에 전화했더니 …', '…라고 회신 왔어요'); a short
clause with no subject of its own describes the person it stands before ('단속 나온 공무원이',
'아까 태운 손님이'), and a count after the noun ('손님 하나는') is that person; a noun marked as
subject right after a person, past an adverb, is a trait of theirs ('…그 여친이 고집이 좀
세대'), not a second sayer. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "남궁도해"
LISTENER = "변소담"


def said(text: str) -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, "그래서 어떻게 됐어요?"), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("시청에 문의했더니 보수 공사는 다음 달까지래요.", "시청"),
    ("주민센터에 물어봤더니 접종은 온라인 예약만 받는대요.", "주민센터"),
    ("관리사무소에 전화했더니 내일 오전에 기사님이 오신대요.", "관리사무소"),
    ("국립수목원 사무소에 문의했더니 그 길은 4월까지 통제라고 회신 왔어요.", "국립수목원 사무소"),
    ("구청 민원실에 물어봤더니 셔틀이 우리 단지도 선다고 하더라고요.", "구청 민원실"),
    ("세진물산 쪽에서 납품이 다음 주로 밀린다고 회신 왔어요.", "세진물산"),
])
def test_an_office_asked_answers(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text,owner", [
    ("근데 단속 나온 직원이 그러는데, 다음 주부터 벌금이 오른대.", "단속 나온 직원"),
    ("아까 태운 손님이 \"다리 쪽은 꽉 막혔어요\" 이러더라고요.", "아까 태운 손님"),
    ("아까 모신 아가씨 하나는 주차장이 좁다고 하던데.", "아까 모신 아가씨"),
])
def test_a_describing_clause_and_a_count_are_the_persons(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_a_clause_with_a_subject_of_its_own_is_left_out():
    # (a guard: '내가 태운 손님' stayed '손님' before this pass, as it should)
    got = said("내가 태운 손님이 그러는데 다리 쪽이 막힌대.")
    assert got and got[0] == ("손님", [SPEAKER]), got


def test_a_trait_after_the_person_is_no_second_sayer():
    got = owners(last_extraction([
        (LISTENER, "봉예찬 결혼식 온대?"),
        (SPEAKER, "봉예찬 여친 친구가 우리 학원 다니거든. 걔 말로는 그 여친이 고집이 좀 세대."),
    ]))
    assert got and got[-1] == ("봉예찬의 여친 친구", [SPEAKER]), got


@pytest.mark.parametrize("text,owner", [
    ("시청은 '다리 보수는 5월에 끝난다'고 밝혔다.", "시청"),
    ("시공사 측은 '자재가 늦게 들어온다'고 밝혔다.", "시공사"),
    ("구청 발표에 따르면 새 다리는 5월에 열린다.", "구청"),
    ("관리사무소 설명에 따르면 주차 등록은 이번 주까지다.", "관리사무소"),
])
def test_a_written_report_of_an_office_or_an_expert(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_minutes_as_a_list_give_each_line_to_its_person():
    x = last_extraction([(LISTENER, "회의 어떻게 됐어요?"), (
        SPEAKER, "회의 내용 정리합니다.\n- 윤슬기: 장소가 너무 멀어서 반대\n"
                 "- 시청 문화과: 대관료는 다음 달부터 오름\n- 일시: 다음 주 화요일")])
    got = owners(x)
    assert ("윤슬기", [SPEAKER]) in got and ("시청 문화과", [SPEAKER]) in got, got
    assert not any(o == "일시" for o, _ in got), got
