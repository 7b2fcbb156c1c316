"""Two question constructions that ask after a report (invented dialogue and questions):

- Korean: what a topic-marked holder says, asked in reported speech ("X는 앞으로 어떻게 하겠대?",
  "X 남편은 어디가 낫다고 해?"): X's view, as "X는 …에 대해 뭐래?" is; a time asked that way
  ("X는 언제 온대?") is still a time, a yes/no question about an action ("X는 내일 온대?") a
  record, and a question without the topic asks no holder;
- English: where a piece of news reached someone ("Where did X get the idea that …?", "Where did
  X read that …?"): the report that X passed on, its source being the answer (X is a link of the
  chain, as in "What did X hear …"); where X got a thing ("Where did X get the sofa?", "… the
  idea for the mural?") is a record.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import first_claim, scripted_memory

from cogmem_rdf.retrieval import intent as it

DAY = datetime(2025, 10, 2, 19, 0)
DIALOGUE = [
    ("a", "a:1", "Idony", "Any news about the lido?"),
    ("a", "a:2", "Ossian", "My neighbour Clovis told me the lido is shutting for the winter."),
    ("a", "a:3", "Idony", "Honestly the lido café is the best thing about it."),
    ("a", "a:4", "Ossian", "I got the sofa from a charity shop on the high street."),
    ("b", "b:1", "솔담", "서리온 씨 요즘 어때?"),
    ("b", "b:2", "미르샘", "서리온 씨는 다음 달부터 주말 근무는 안 하겠대."),
    ("b", "b:3", "솔담", "난 주말 근무는 좀 줄여야 한다고 봐."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("reported-questions", DIALOGUE, DAY)


@pytest.mark.parametrize("question", [
    "서리온 씨는 앞으로 어떻게 하겠대?",
    "윤슬비는 이사 문제로 어떻게 한대?",
    "가온결 남편은 숙소로 어디가 낫다고 해?",
    "은채린은 그 가게에 대해 뭐래요?",
    "하람솔 선배는 회의 때 뭐라고 하셔?",
])
def test_korean_reported_question_with_a_topic_asks_the_holders_view(question):
    assert it.label_intent(question) == it.OPINION


@pytest.mark.parametrize("question, intent", [
    ("윤슬비는 언제 온대?", it.WHEN),
    ("윤슬비는 내일 온대?", it.DETAIL),
    ("가온결 다음 달 회의에서 뭐 할 거래?", it.DETAIL),
])
def test_korean_reported_question_of_a_time_or_without_a_topic_is_not_a_view(question, intent):
    assert it.label_intent(question) == intent


def test_korean_reported_question_finds_the_holders_claim(mem):
    _, claim = first_claim(mem, "서리온 씨는 앞으로 어떻게 하겠대?", DAY)
    assert it.person_key(claim.owner) == it.person_key("서리온 씨")
    assert claim.relayed_by == ["미르샘"]


@pytest.mark.parametrize("question", [
    "Where did Ossian get the idea that the lido is shutting?",
    "Where did Ossian hear that the lido is shutting?",
    "Where did Ossian get the news about the lido?",
    "Where did Ossian read that the lido is shutting?",
    "Where has Ossian picked up the rumour about the lido?",
])
def test_where_news_reached_someone_asks_the_source(question):
    assert it.label_intent(question) == it.OWNER
    assert it.asks_source(question)
    assert it.hearer(question, ["Ossian", "Idony", "Clovis"]) == "Ossian"


@pytest.mark.parametrize("question", [
    "Where did Ossian get the sofa?",
    "Where did Ossian get the idea for the mural?",
    "Where did Ossian see the fox?",
])
def test_where_someone_got_a_thing_is_a_record(question):
    assert it.label_intent(question) == it.RECORD
    assert not it.asks_source(question)


def test_where_news_reached_someone_finds_the_report_they_passed_on(mem):
    _, claim = first_claim(mem, "Where did Ossian get the idea that the lido is shutting?", DAY)
    assert claim.owner == "Clovis"
    assert claim.relayed_by == ["Ossian"]
