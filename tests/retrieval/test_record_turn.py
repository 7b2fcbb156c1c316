"""A record is read with the turn it is grounded in (``Options.record_turn``): "Ossian ran the
raffle stall all afternoon." is what the turn "the street party was lovely. I ran the raffle stall
all afternoon." made of it, and only the turn says where; so "What did Ossian do at the street
party?" finds that record through its turn, where another record of Ossian that shares a word with
the question ('stall') would lead on its own short text (invented dialogue)."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn

WHEN = date(2026, 5, 20)
TURNS = [
    ("s1", "Ossian", "I'm doing the stall rota for Saturday, and I painted the gate."),
    ("s1", "Idony", "good for you"),
    ("s2", "Ossian", "the street party was lovely. I ran the raffle stall all afternoon."),
    ("s2", "Idony", "nice one"),
]


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "record-turn")
    m.add_turns([TurnIn(session=s, date=datetime(2026, 5, 4 + i), turn=f"{s}:{i}", speaker=who,
                        text=text, lang="en") for i, (s, who, text) in enumerate(TURNS, 1)])
    yield m
    m.close()


def _first_record(mem: Memory, **options):
    ev = mem.recall("What did Ossian do at the street party?", k=5, date=WHEN, **options).evidence
    return next(e for e in ev if e.type in ("Event", "Fact"))


def test_the_record_whose_turn_says_where_leads(mem):
    assert _first_record(mem, record_turn=0.0).turns[0].id == "s1:1"
    got = _first_record(mem)
    assert got.turns[0].id == "s2:3"
    assert "raffle" in got.text
