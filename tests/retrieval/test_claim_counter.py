"""An owner question asking who holds the OPPOSITE of what it states ("Who doubts …", "Who
disputes that …", "…를 안 믿는 사람은?", ``intent.asks_counter``): the claim that best matches
states it, and the claims of anyone else in its turn or the turns right after — the reply that
disputes it — gain ``Options.claim_counter``; a best claim that is itself a denial answers the
question and moves nothing. Names and sentences invented here."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval.intent import asks_counter

WHEN = date(2026, 5, 4)


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "counter")
    turns = [
        ("Isembard", "Ysolwen at the harbour office says the winter ferry will run every day "
                     "this year."),
        ("Ottavine", "Every day? I doubt it. They cut the winter boats every single year."),
        ("Isembard", "Fair enough. Are you coming to the quiz on Friday?"),
        ("Ottavine", "Yes, Perrow is driving us there."),
    ]
    later = [
        ("Isembard", "So what happened with the lock-up?"),
        ("Wennamar", "Perrow reckons the lock-up gate was never left open that night."),
        ("Isembard", "Hmm, I reckon it was open all night to be fair."),
    ]
    m.add_turns([TurnIn(session="s1", date=datetime(2026, 5, 4), turn=f"s1:{i}", speaker=who,
                        text=text, lang="en") for i, (who, text) in enumerate(turns, 1)])
    m.add_turns([TurnIn(session="s2", date=datetime(2026, 5, 4), turn=f"s2:{i}", speaker=who,
                        text=text, lang="en") for i, (who, text) in enumerate(later, 1)])
    yield m
    m.close()


def _top(mem, question: str, **options) -> str | None:
    ev = mem.recall(question, k=5, date=WHEN, **options).evidence
    return next((e.owner for e in ev if e.type == "Claim"), None)


def test_the_reply_that_disputes_the_claim_answers(mem):
    question = "Who doubts the winter ferry will run every day?"
    assert _top(mem, question, claim_counter=0.0) == "Ysolwen"
    assert _top(mem, question) == "Ottavine"


def test_a_denial_that_matches_best_answers_itself(mem):
    # the best claim is itself negated: it is the denial asked about, the reply after it gains
    # nothing
    question = "Who denies the lock-up gate was left open that night?"
    assert _top(mem, question) == _top(mem, question, claim_counter=0.0) == "Perrow"


def test_a_question_that_asks_who_said_it_moves_nothing(mem):
    question = "Who said the winter ferry will run every day?"
    assert _top(mem, question) == _top(mem, question, claim_counter=0.0) == "Ysolwen"


@pytest.mark.parametrize(("question", "counter"), [
    ("Who disputes the shed roof is level?", True),
    ("Who isn't buying the council's excuse?", True),
    ("Who calls the ranger's story a lie?", True),
    ("Who thinks the shed roof is level?", False),
    ("담벼락이 똑바르다는 말을 안 믿는 사람은?", True),
    ("담벼락이 똑바르다고 한 사람은?", False),
])
def test_the_questions_that_ask_for_the_opposite(question, counter):
    assert asks_counter(question) is counter
