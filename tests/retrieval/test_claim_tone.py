"""An owner question whose words carry a stance ("Who thinks … is terrible?") raises the claims of
the same stance and lowers those of the other (``Options.claim_tone``, the extractor's polarity
lexicon on both sides); a question with no stance ("Who is unhappy with …" is none to the
lexicon) moves nothing."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval.controller import Options

WHEN = date(2026, 5, 4)


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "tone")
    turns = [
        ("Tegwyn", "Honestly the bakery on Ferrow Street is brilliant, I go every Saturday"),
        ("Ardith", "Really? Ebrel said the bakery on Ferrow Street is dreadful"),
        ("Tegwyn", "Ha, Ebrel hates everything"),
    ]
    m.add_turns([TurnIn(session="s1", date=datetime(2026, 5, 4), turn=f"s1:{i}", speaker=who,
                        text=text, lang="en") for i, (who, text) in enumerate(turns, 1)])
    yield m
    m.close()


def _scores(mem, question: str, **options) -> dict[str, float]:
    ev = mem.recall(question, k=5, date=WHEN, **options).evidence
    return {e.owner: e.score for e in ev if e.type == "Claim" and e.turns[0].id in ("s1:1", "s1:2")}


@pytest.mark.parametrize(("question", "same", "other"), [
    ("Who thinks the bakery on Ferrow Street is terrible?", "Ebrel", "Tegwyn"),
    ("Who thinks the bakery on Ferrow Street is great?", "Tegwyn", "Ebrel"),
])
def test_the_claim_of_the_asked_stance_gains_on_the_other(mem, question, same, other):
    on, off = _scores(mem, question), _scores(mem, question, claim_tone=0.0)
    # (+w to one, -w to the other; the evidence score also holds terms read relative to the
    # best claim, so the gap grows by about 2w, at least w)
    assert (on[same] - on[other]) - (off[same] - off[other]) >= Options().claim_tone
    assert max(on, key=on.get) == same


def test_a_question_without_a_stance_moves_nothing(mem):
    question = "Who is unhappy with the bakery on Ferrow Street?"
    assert _scores(mem, question) == pytest.approx(_scores(mem, question, claim_tone=0.0))
