"""The forty-eighth pass: offices, firms and bodies as Korean sources — topic- or
subject-marked ('협력사 측은 …라는 입장이에요', '시설팀은 …된대'), with 에서 and a name of
several words ('운송 업체 측에서 …다고 전해 왔습니다', '관리 업체 쪽에서는 …대요'), heard from
('영업팀에서 들었는데 …', under a hearer: 'X가 본사에서 들었는데 …'), the side or the notice of
one ('대행사 쪽 얘기로는', '인사팀 공문에 따르면', '본사 인력팀 얘기로는'), and minutes that close
on the noun of view ('- 총무팀은 …자는 의견.'). A topic-marked office before a plain verb of
thinking stays the speaker's own guess. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


@pytest.mark.parametrize("text,owner", [
    ("네. 협력사 측은 납기를 맞추기 어렵다는 입장이에요.", "협력사"),
    ("디자인팀 측은 시안을 바꿀 수 없다는 입장이고요.", "디자인팀"),
    ("1. 총무팀은 회식비를 줄여야 한다는 의견. 2. 다음 회의는 목요일.", "총무팀"),
    ("- 박 대리는 평일은 무리라는 의견 - 인사팀은 원칙이라는 입장", "박 대리"),
    ("시설팀은 이달 안에 된대.", "시설팀"),
    ("총무팀은 회식비를 줄여야 한다고 했어요.", "총무팀"),
    ("운송 업체 측에서 배송이 이틀 늦어진다고 전해 왔습니다.", "운송 업체"),
    ("구청 환경과에서도 분리수거 기준이 바뀌었다고 알려 왔어요.", "구청 환경과"),
    ("관리 업체 쪽에서는 이번 주 안에 온대요.", "관리 업체"),
    ("그리고 영업팀에서 들었는데, 단가가 오른대요.", "영업팀"),
    ("번역 대행사 쪽 얘기로는 납품이 다음 주래요.", "번역 대행사"),
    ("인사팀 공문에 따르면 금요일은 안 된답니다.", "인사팀"),
    ("본사 인력팀 얘기로는 월요일부터 온대요.", "본사 인력팀"),
    ("네. 한빛디자인 측은 운송비가 올라서 견적이 늘었다는 입장이고요.", "한빛디자인"),
    ("2) 택배 물류 위탁 업체 측은 배송 시간을 늦춰야 한다는 입장.", "택배 물류 위탁 업체"),
    ("급식팀에서는 간식이 너무 달다는 입장이에요.", "급식팀"),
])
def test_an_office_is_the_source(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and got[0] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text,owner,chain", [
    ("저희 과장님이 본사에서 들으셨는데, 감사가 다음 달이래요.", "본사",
     [SPEAKER, "도하린의 과장님"]),
    ("어제 교무실에서 들었는데, 급식 업체 측은 식단 변경이 어렵다는 입장이래요.",
     "급식 업체", [SPEAKER, "교무실"]),
    ("연하람이 그러는데 총무팀에서 회식비를 줄인다고 했대.", "총무팀", [SPEAKER, "연하람"]),
])
def test_an_office_inside_a_chain(text, owner, chain):
    got = turn_claims(SPEAKER, text, [SPEAKER, "연하람"])
    assert got and got[0] == (owner, chain), got


@pytest.mark.parametrize("text", [
    "회사는 좀 쉬어야 한다고 생각해요.",
    "교실에서 들었는데 시험이 어렵대.",
])
def test_no_office_speaks(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert all(owner not in ("회사", "교실") for owner, _ in got), got
