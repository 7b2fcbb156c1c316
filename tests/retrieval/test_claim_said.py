"""An owner question asking who SAID something ranks a claim passed on from someone else above
the speaker's own view of the same thing (``Options.claim_said``); one asking who THINKS it
does not (``intent.asks_teller``)."""

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
    m = Memory.open(None, "said")
    turns = [
        ("s1:1", "Quillan", "Honestly I reckon the pool on Ashgrove Lane will close."),
        ("s1:2", "Corwenna", "Sevrine told me the pool on Ashgrove Lane will close in June."),
        ("s1:3", "Quillan", "Makes sense."),
    ]
    m.add_turns([TurnIn(session="s1", date=datetime(2026, 5, 4), turn=t, speaker=who, text=text,
                        lang="en") for t, who, text in turns])
    yield m
    m.close()


def _first_owner(mem, question: str, **options) -> str:
    ev = mem.recall(question, k=3, date=WHEN, **options).evidence
    return next(e for e in ev if e.type == "Claim").owner


def test_who_said_asks_for_the_words_passed_on(mem):
    assert _first_owner(mem, "Who said the pool on Ashgrove Lane will close?") == "Sevrine"


def test_without_the_prior_the_closer_own_view_comes_first(mem):
    question = "Who said the pool on Ashgrove Lane will close?"
    assert _first_owner(mem, question, claim_said=0.0) == "Quillan"


def test_who_thinks_asks_for_a_view(mem):
    assert _first_owner(mem, "Who thinks the pool on Ashgrove Lane will close?") == "Quillan"


@pytest.mark.parametrize(
    ("question", "teller"),
    [
        ("Who said the pool would close?", True),
        ("Who told you about the party?", True),
        ("Who mentioned the new bakery?", True),
        ("Who finds the pool cold?", False),
        ("Who thinks the fee is too high?", False),
        ("수영장 닫는다고 한 사람 누구야?", True),
        ("누가 그랬어?", True),
        ("그 얘기 누구한테 들었어?", True),
        ("수영장 좋아하는 사람은?", False),
        ("회비가 비싸다고 생각하는 사람은?", False),
        # other verbs of saying: passing on, announcing, promising, warning, writing
        ("Who was saying the ferry stops in March?", True),
        ("Who brought up the parking fee?", True),
        ("Who promised a refund by Friday?", True),
        ("Who warned that the bridge is icy?", True),
        ("Who wrote that the museum reopened?", True),
        ("Who keeps going on about the new kettle?", True),
        ("Who praised the new kettle?", False),
        ("Who doubts the ferry will run?", False),
        ("회비 오른다는 얘기 누가 했어?", True),
        ("그 말은 누가 했어?", True),
        ("회비 동결을 주장한 사람은?", True),
        ("회식 장소를 공지한 사람 누구야?", True),
        ("회비 오른다는 얘기는 누구한테서 나왔어?", True),
        ("너무 싸게 팔았다고 지적한 사람은?", True),
        ("회비가 아깝다고 느끼는 사람은?", False),
    ],
)
def test_asks_teller(question: str, teller: bool) -> None:
    assert it.asks_teller(question) is teller


def test_on_by_default_and_can_be_turned_off():
    assert Options().claim_said > 0
    assert Options.of({"claim_said": 0.0}).claim_said == 0.0
