"""Korean whose-view questions that name the holder with a title after the name (invented
dialogue): 'X 아저씨는 …' is X addressed as mister ('아저씨' is a noun for a person that ends in
씨, not a name + 씨), and 'X 사장님은 …' asks X even when the graph also knows an 'X의 사장님'
who holds no view."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import first_claim, scripted_memory

from cogmem_rdf.retrieval import intent as it

DAY = datetime(2026, 4, 11, 10, 0)
DIALOGUE = [
    ("a", "a:1", "모래솔", "이번 주말에 북한산 갈 건데 같이 갈래?"),
    ("a", "a:2", "다온결", "백운대 코스는 좀 무섭던데. 경사가 너무 심해."),
    ("a", "a:3", "모래솔", "에이 그 정도는 아니야. 천천히 가면 충분해."),
    ("b", "b:1", "해든솔", "옆에 새로 생긴 빵집 가 봤어요?"),
    ("b", "b:2", "보나린", "해든솔의 사장님은 매일 아침 일곱 시에 가게 문을 여세요."),
    ("b", "b:3", "해든솔", "그 빵집 생긴 게 우리 가게한테도 좋을 것 같아요."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("titled-holder", DIALOGUE, DAY)


def test_mister_is_no_name_plus_ssi():
    assert it.person_key("모래솔 아저씨") == "모래솔 아저씨"
    assert it.person_key("모래솔 씨") == "모래솔"


def test_name_with_mister_asks_that_person(mem):
    res, claim = first_claim(mem, "모래솔 아저씨는 백운대 코스 어떻게 생각해?", DAY)
    assert res.intent == "OPINION"
    assert claim is not None and claim.owner == "모래솔", claim


def test_name_with_title_asks_that_person_when_the_relation_holds_no_view(mem):
    assert "해든솔의 사장님" in mem.catalog().people
    res, claim = first_claim(mem, "해든솔 사장님은 새 빵집 생긴 거 어떻게 생각해?", DAY)
    assert claim is not None and claim.owner == "해든솔", claim
