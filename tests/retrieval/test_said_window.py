"""A turn said within the question's time window, and a record grounded in one, gains
``Options.said_window``: what someone did then is mostly told then, undated ("I went to …" has no
time of its own, so no dated Event is in the window)."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval.controller import Options


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "said")
    turns = [
        ("s1:1", datetime(2024, 3, 3), "Ysaline", "Hey! Any plans for the spring?"),
        ("s1:2", datetime(2024, 3, 3), "Corvath", "Not really, work is busy."),
        ("s2:1", datetime(2024, 5, 12), "Ysaline",
         "Spent the whole day at a pottery market with my sister."),
        ("s2:2", datetime(2024, 5, 12), "Corvath", "Nice, did you buy anything?"),
        ("s3:1", datetime(2024, 8, 20), "Ysaline",
         "I went to the pottery fair with my sister again."),
        ("s3:2", datetime(2024, 8, 20), "Corvath", "Sounds like a tradition now."),
    ]
    m.add_turns([TurnIn(session=t.split(":")[0], date=d, turn=t, speaker=who, text=text)
                 for t, d, who, text in turns])
    yield m
    m.close()


def _first_turn(mem, **options) -> str:
    ev = mem.recall("Where did Ysaline go with her sister in May 2024?", k=3,
                    date=date(2024, 12, 1), **options)
    return ev.evidence[0].turns[0].id


def test_the_turn_said_in_the_window_comes_first(mem):
    assert _first_turn(mem) == "s2:1"


def test_without_it_the_closer_wording_from_another_month_wins(mem):
    assert _first_turn(mem, said_window=0.0) == "s3:1"


def test_no_window_no_gain(mem):
    a = mem.recall("Where did Ysaline go?", k=3, date=date(2024, 12, 1))
    b = mem.recall("Where did Ysaline go?", k=3, date=date(2024, 12, 1), said_window=0.0)
    assert [e.node for e in a.evidence] == [e.node for e in b.evidence]
    assert [e.score for e in a.evidence] == [e.score for e in b.evidence]


def test_on_by_default_and_can_be_turned_off():
    assert Options().said_window > 0
    assert Options.of({"said_window": 0.0}).said_window == 0.0
