"""An opinion said as a reply that names nothing ("honestly a complete waste of everyone's
time") is about what the turn before it said (``Options.opinion_reply``): asked "What does W
think about the parking permit?", that reply leads over W's claim elsewhere that only shares a
word with the question. Only a turn by another speaker in the same session counts."""

from __future__ import annotations

from datetime import date, datetime

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval.controller import Options

QUESTION = "What does Wrennick think about the parking permit for the vans?"
TOPIC = "the council wants a parking permit for the vans now"
REPLY = "honestly a complete waste of everyone's time"
ELSEWHERE = "the permit office staff were lovely when I went in"


def _memory(name: str, topic_speaker: str) -> Memory:
    m = Memory.open(None, name)
    turns = [("s1", topic_speaker, TOPIC), ("s1", "Wrennick", REPLY),
             ("s2", "Wrennick", ELSEWHERE)]
    m.add_turns([TurnIn(session=s, date=datetime(2026, 5, 4 + i), turn=f"{s}:{i}", speaker=who,
                        text=text, lang="en") for i, (s, who, text) in enumerate(turns, 1)])
    return m


def _first_claim_turn(mem: Memory, **options) -> str:
    ev = mem.recall(QUESTION, k=5, date=date(2026, 5, 20), **options).evidence
    return next(e for e in ev if e.type == "Claim").turns[0].id


def test_the_reply_to_the_topic_leads():
    m = _memory("opinion-reply", "Pellam")
    try:
        assert _first_claim_turn(m, opinion_reply=0.0) == "s2:3"
        assert _first_claim_turn(m, opinion_reply=0.8) == "s1:2"
        assert Options().opinion_reply > 0
    finally:
        m.close()


def test_the_same_speaker_going_on_is_not_a_reply():
    m = _memory("opinion-no-reply", "Wrennick")
    try:
        assert _first_claim_turn(m, opinion_reply=0.8) == "s2:3"
    finally:
        m.close()
