"""Which of a holder's claims answers "What does X think of …?" (invented dialogue; names checked
against the shared and test data sets).

- The holder's own words come before someone else's report of their view: "What does X think"
  asks for X's view, and X saying it is better evidence than Y relaying it (``claim_own_view``;
  "What did X say …" and "X이 …라고 했어?" keep reports and first-hand words equal).
- A claim of the holder about another person the question does not name ("Y는 그런 거 다
  좋아하잖아") is about that person, not the thing asked about (``claim_other_person``).
"""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval.intent import asks_view

DAY = datetime(2025, 4, 7, 18, 0)
DIALOGUE = [
    ("e", "e:1", "Tamsk", "Have you been on the cathedral tour yet?"),
    ("e", "e:2", "Brannock", "Vesna went last week. Vesna said the cathedral tour is a rip-off."),
    ("e", "e:3", "Vesna", "I never said that! The cathedral tour is a bit long but the guide is "
                          "brilliant."),
    ("k", "k:1", "채결", "서온결아, 요즘 '물빛 정거장' 봐?"),
    ("k", "k:2", "서온결", "3화에서 멈췄어. 너무 지루해."),
    ("k", "k:3", "채결", "난 재밌던데."),
    ("k", "k:4", "서온결", "보담이는 그런 드라마면 다 좋아하잖아."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("opinion-ranking", DIALOGUE, DAY)


def first_claim(mem, question, **options):
    res = mem.recall(question, date="2025-04-07", **options)
    return next((e for e in res.evidence if e.type == "Claim"), None)


def test_the_holders_own_words_before_a_report_of_them(mem):
    got = first_claim(mem, "What does Vesna think of the cathedral tour?")
    assert got is not None and got.owner == "Vesna" and got.relayed_by == []
    assert [t.id for t in got.turns] == ["e:3"]


def test_an_opinion_about_an_unnamed_person_is_not_the_answer(mem):
    got = first_claim(mem, "서온결이는 '물빛 정거장' 어떻게 생각해?")
    assert got is not None and got.owner == "서온결"
    assert [t.id for t in got.turns] == ["k:2"]


@pytest.mark.parametrize("question, view", [
    ("What does Vesna think of the tour?", True),
    ("How does Vesna feel about the guide?", True),
    ("What did Vesna say about the tour?", False),
    ("서온결이는 그 드라마 어떻게 생각해?", True),
    ("서온결이가 그 드라마 지루하다고 했어?", False),
    ("서온결이는 그 드라마에 대해 뭐래?", False),
])
def test_asks_view(question, view):
    assert asks_view(question) is view


# "X는 A했다면서 B다고 하더라": the graph may hold X's claim as A only; a question about B finds B
# in the rest of the turn that claim is grounded in (``claim_rest``), not in another claim that
# shares a word with the question
REST = [
    ("d", "d:1", "하온", "학과 공지 봤어?"),
    ("d", "d:2", "미래솔",
     "응. 근데 담결 선배는 서류 다 냈다면서 장학금 발표가 다음 주로 미뤄졌다고 하더라."),
    ("d", "d:3", "하온", "조교님은 발표가 이번 주라고 하시던데."),
]


@pytest.fixture(scope="module")
def rest_mem():
    m = Memory.open(None, "claim-rest")
    m.add_turns(
        TurnIn(session=s, date=DAY, turn=t, speaker=who, text=text) for s, t, who, text in REST
    )
    yield m
    m.close()


def test_a_claim_is_found_by_the_rest_of_its_turn(rest_mem):
    got = first_claim(rest_mem, "누가 장학금 발표가 다음 주로 미뤄졌다고 했어?")
    assert got is not None and [t.id for t in got.turns] == ["d:2"]
    assert got.owner == "담결 선배" and got.relayed_by == ["미래솔"]


# "Who said S is P?": a claim saying more of the question (content and target) leads a claim that
# only names its topic (``claim_cover``)
COVER = [
    ("c", "c:1", "Brannock", "Tallinn is lovely, honestly."),
    ("c", "c:2", "Orvyn", "My uncle worked there, he said the winters are brutal and dark."),
]


def test_the_claim_saying_more_of_the_question_leads():
    m = Memory.open(None, "claim-cover")
    try:
        m.add_turns(
            TurnIn(session=s, date=DAY, turn=t, speaker=who, text=text)
            for s, t, who, text in COVER
        )
        got = first_claim(m, "Who said the winters in Tallinn are brutal?")
        assert got is not None and got.owner == "Orvyn's uncle"
        assert [t.id for t in got.turns] == ["c:2"]
    finally:
        m.close()


# "X 할머니" names X by a title as often as X's grandmother: when X relayed nothing that says
# 할머니, the question asks X's own view; "X 생각에 Y는 …" asks X's view, not Y's
TITLED = [
    ("t", "t:1", "모래솔", "정류장 옆에 무인 가게 생긴대요."),
    ("t", "t:2", "옥산", "무인 가게는 무슨. 난 그런 가게 싫어."),
    ("t", "t:3", "모래솔", "윤결이는 벌써 거기 단골 하겠대요."),
    ("t", "t:4", "옥산", "내 생각엔 윤결이는 돈 좀 아껴야 돼."),
]


@pytest.fixture(scope="module")
def titled_mem():
    yield from scripted_memory("titled-holder", TITLED, DAY)


def test_a_name_with_a_title_is_the_person_when_no_relation_fits(titled_mem):
    got = first_claim(titled_mem, "옥산 할머니는 무인 가게 생기는 거 어떻게 생각해?")
    assert got is not None and got.owner == "옥산" and [t.id for t in got.turns] == ["t:2"]


def test_in_whose_view_comes_before_the_topic(titled_mem):
    got = first_claim(titled_mem, "옥산 생각에 윤결이는 어떻게 해야 돼?")
    assert got is not None and got.owner == "옥산"
