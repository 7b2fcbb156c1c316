"""A record in the reply to a question turn is found through that question
(``Options.record_prompt``): "Thursdays now, it moved after the summer." answers "what night is
the chess club on these days?" without naming the club, so a record elsewhere that names the
club would otherwise lead. The reply gains ``record_prompt`` × how well the turn before it
matches the question (the best turn 1), only when that turn asks."""

from __future__ import annotations

from datetime import date, datetime

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn

WHEN = date(2026, 5, 20)
QUESTION = "What night is the chess club on these days?"
REPLY = "Thursdays now, it moved after the summer."
ELSEWHERE = "Pellam played at the club in March."


def _memory(name: str, before_reply: str) -> Memory:
    m = Memory.open(None, name)
    turns = [("s1", "Pellam", before_reply), ("s1", "Wrennick", REPLY), ("s2", "Pellam", ELSEWHERE)]
    m.add_turns([TurnIn(session=s, date=datetime(2026, 5, 4 + i), turn=f"{s}:{i}", speaker=who,
                        text=text, lang="en") for i, (s, who, text) in enumerate(turns, 1)])
    return m


def _records(mem: Memory, **options) -> list:
    ev = mem.recall(QUESTION, k=5, date=WHEN, **options).evidence
    return [e for e in ev if e.type in ("Event", "Fact")]


def test_the_reply_to_the_question_turn_leads():
    m = _memory("prompt-asks", "what night is the chess club on these days?")
    try:
        assert _records(m, record_prompt=0.0)[0].turns[0].id == "s2:3"
        assert _records(m, record_prompt=0.6)[0].turns[0].id == "s1:2"
    finally:
        m.close()


def test_a_reply_to_a_statement_gains_nothing():
    m = _memory("prompt-states", "the chess club is on tonight.")
    try:
        order = [e.turns[0].id for e in _records(m, record_prompt=0.0)]
        assert [e.turns[0].id for e in _records(m, record_prompt=0.6)] == order
    finally:
        m.close()
