"""A question asking what a named person did also reads the records told in their turns whose
participants missed them (``Options.told_records``): the speaker's own day told with another
person in it ('지난 토요일에 사촌 형 결혼식 다녀왔어' has the cousin as its participant) is still
what the speaker did."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval import intent as it
from cogmem_rdf.retrieval.controller import Options

WHEN = date(2026, 5, 4)


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "told")
    turns = [
        ("s1:1", "채단", "시겸아 주말에 뭐 했어?"),
        ("s1:2", "시겸", "지난 토요일에 사촌 형 결혼식 다녀왔어"),
        ("s1:3", "채단", "오 축하드린다고 전해줘"),
        ("s1:4", "시겸", "그리고 나 어제 헬스장 등록했어"),
    ]
    m.add_turns([TurnIn(session="s1", date=datetime(2026, 5, 4), turn=t, speaker=who, text=text,
                        lang="ko") for t, who, text in turns])
    yield m
    m.close()


def _first(mem, question: str, **options):
    return mem.recall(question, k=3, date=WHEN, **options).evidence[0]


def test_the_record_told_in_the_persons_own_turn_answers(mem):
    first = _first(mem, "시겸은 지난 토요일에 뭐 했어?")
    assert first.type == "Event" and first.turns[0].id == "s1:2"


def test_without_it_only_the_records_naming_the_person_lead(mem):
    first = _first(mem, "시겸은 지난 토요일에 뭐 했어?", told_records=False)
    assert first.turns[0].id == "s1:4"


def test_a_record_naming_the_person_still_wins_when_it_matches(mem):
    assert _first(mem, "시겸은 어제 뭐 했어?").turns[0].id == "s1:4"


def test_yes_or_no_questions_are_not_content_questions():
    assert it.asks_content("What did Quillan do last week?")
    assert it.asks_content("지후는 어제 뭐 했어?")
    assert not it.asks_content("Is Quillan moving?")
    assert not it.asks_content("지후는 제주 살기에 관심 있어?")


def test_on_by_default_and_can_be_turned_off():
    assert Options().told_records and Options().told_penalty > 0 and Options().told_min > 0
    assert Options.of({"told_records": False}).told_records is False


def test_a_told_record_that_matches_too_little_stays_out(mem):
    # with nothing else to lead, a told record that matched nothing would come first
    assert _first(mem, "시겸은 지난 토요일에 뭐 했어?", told_min=5.0).turns[0].id == "s1:4"
