"""A question of habitual aspect is answered by a Fact, not by one dated Event that shares its
words (invented dialogue): "How often does X walk the dog?" asks what X does as a rule, and the
record of one walk to the vet this morning names the same people ("habit_boost"); the recurrence
words are the extractor's own (``timewords``: every/usually/twice a …, 마다/보통/몇 년째 …).
"""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.extract.timewords import ko_has_habit

DAY = datetime(2025, 9, 3, 20, 0)
DIALOGUE = [
    ("e", "e:1", "Ysgarth", "took Pembe out to the vet this morning, poor thing"),
    ("e", "e:2", "Ardeth", "oh no, is she ok?"),
    ("e", "e:3", "Ysgarth", "she's fine. I take her out twice a day anyway"),
    ("k", "k:1", "서담휘", "오늘 아침에 운동장 뛰었어"),
    ("k", "k:2", "채누리", "부지런하다ㅋㅋ"),
    ("k", "k:3", "서담휘", "나 원래 주말마다 거기서 달려"),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("habit-records", DIALOGUE, DAY)


def top_record(mem, question, **options):
    res = mem.recall(question, date="2025-09-03", **options)
    return next(e for e in res.evidence if e.type in ("Event", "Fact"))


@pytest.mark.parametrize("question, turn", [
    ("How often does Ysgarth take Pembe out?", "e:3"),
    ("서담휘는 보통 언제 운동장 뛰어?", "k:3"),
])
def test_a_habit_question_takes_the_fact(mem, question, turn):
    got = top_record(mem, question)
    assert got.type == "Fact" and [t.id for t in got.turns] == [turn]


def test_without_the_preference_the_dated_event_shares_more_words(mem):
    # the measure is needed: with the preference off the one-off run comes first
    got = top_record(mem, "서담휘는 보통 언제 운동장 뛰어?", habit_boost=0.0)
    assert got.type == "Event" and [t.id for t in got.turns] == ["k:1"]


def test_a_dated_question_keeps_the_event(mem):
    got = top_record(mem, "What did Ysgarth do this morning?")
    assert got.type == "Event" and [t.id for t in got.turns] == ["e:1"]


@pytest.mark.parametrize("text, habit", [
    ("오늘 헬스장 갔어", False), ("하늘이 맑다", False), ("둘째가 태어났어", False),
    ("나 늘 걸어 다녀", True), ("몇 년째 같은 모래 써", True), ("이틀째 비 와", True),
])
def test_korean_recurrence_words_are_words_of_their_own(text, habit):
    assert ko_has_habit(text) is habit
