"""A question about what a named person does also reads the reply to a turn that names them
(``Options.told_next``): "X 요즘 뭐 하고 지내?" is answered without a subject ("매일 저녁 …
연습해"), so the record of the reply has the one who replies as its participant, not X."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn

WHEN = date(2026, 5, 4)
QUESTION = "채홍은 매일 저녁 뭐 해?"


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "next")
    turns = [
        ("솔담", "채홍이 요즘 뭐 하고 지내?"),
        ("여루", "매일 저녁 먹고 나서 공원에서 줄넘기 연습해"),
        ("솔담", "오 부지런하네"),
        ("여루", "아 그리고 채홍이가 지난달에 반장 됐어!"),
    ]
    m.add_turns([TurnIn(session="s1", date=datetime(2026, 5, 4), turn=f"s1:{i}", speaker=who,
                        text=text, lang="ko") for i, (who, text) in enumerate(turns, 1)])
    yield m
    m.close()


def _first_turn(mem, **options) -> str:
    return mem.recall(QUESTION, k=5, date=WHEN, **options).evidence[0].turns[0].id


def test_the_reply_to_the_turn_naming_them_answers(mem):
    assert _first_turn(mem) == "s1:2"


def test_without_it_the_record_naming_them_leads(mem):
    assert _first_turn(mem, told_next=False) == "s1:4"

