"""A whose-view question about a named person ("Does X think Y …?") lets every claim of the
holder compete, those about Y first (``Options.claim_about``): a claim whose target the
extractor did not resolve to Y still comes up; with the weight at 0 only the claims about Y do."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval.controller import Options

WHEN = date(2026, 5, 4)
QUESTION = "Does Tegwyn think Ebrel practises enough?"


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "about")
    turns = [
        ("Tegwyn", "Honestly I think Ebrel is a pretty sloppy bass player."),
        ("Ardith", "Harsh. Does he at least practise?"),
        ("Tegwyn", "Every Thursday, alone in the rehearsal room. Dedicated, I'll give him that."),
    ]
    m.add_turns([TurnIn(session="s1", date=datetime(2026, 5, 4), turn=f"s1:{i}", speaker=who,
                        text=text, lang="en") for i, (who, text) in enumerate(turns, 1)])
    yield m
    m.close()


def _claim_turns(mem, **options) -> list[str]:
    ev = mem.recall(QUESTION, k=5, date=WHEN, **options).evidence
    return [t.id for e in ev if e.type == "Claim" for t in e.turns]


def test_a_claim_without_the_named_target_still_competes(mem):
    assert "s1:3" in _claim_turns(mem)


def test_the_claim_about_the_named_person_comes_first(mem):
    assert _claim_turns(mem)[0] == "s1:1"


def test_at_zero_only_the_claims_about_the_named_person_are_read(mem):
    assert _claim_turns(mem, claim_about=0.0) == ["s1:1"]


def test_on_by_default():
    assert Options().claim_about > 0
