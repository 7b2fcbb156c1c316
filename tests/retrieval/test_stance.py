"""Claim views in recall: "now" questions lead with the owner's standing claim, "change of mind"
questions read as the sequence (real store, rule extractor, USE embedder; invented dialogue)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.consolidate import consolidate
from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval.stance import asks_change, asks_now, changer

DIALOGUE = [
    # the old opinion shares more words with the question than the new one does
    (
        "s1",
        datetime(2024, 1, 10),
        "s1:1",
        "Odile",
        "I think coach Varga is the best coach we have had right now.",
    ),
    ("s1", datetime(2024, 1, 10), "s1:2", "Benno", "Coach Varga made the team train in the snow."),
    ("s2", datetime(2024, 4, 2), "s2:1", "Odile", "Honestly I think coach Varga is hopeless."),
    ("s2", datetime(2024, 4, 2), "s2:2", "Benno", "I think coach Varga is fair."),
    ("s3", datetime(2024, 5, 2), "s3:1", "하린", "민재가 감독으로는 최고라고 생각해."),
    ("s3", datetime(2024, 5, 2), "s3:2", "서진", "민재가 어제 훈련을 취소했어."),
    ("s4", datetime(2024, 7, 2), "s4:1", "하린", "솔직히 민재가 감독으로는 별로라고 생각해."),
]


def _turns():
    return [TurnIn(session=s, date=d, turn=t, speaker=w, text=x) for s, d, t, w, x in DIALOGUE]


@pytest.fixture(scope="module")
def mem():
    calls: list[tuple[str, dict]] = []
    m = Memory.open(None, "stance", tracer=lambda name, b: calls.append((name, b)))
    m.add_turns(_turns())
    consolidate(m)
    m.calls = calls
    yield m
    m.close()


def _claims(res):
    return [(e.turns[0].id, e.status) for e in res.evidence if e.type == "Claim"]


def test_cues() -> None:
    assert asks_now("What does Odile think of the coach these days?")
    assert asks_now("하린은 지금 민재 어떻게 생각해?")
    assert not asks_now("What did Odile think of the coach?")
    assert asks_change("Has Odile changed her opinion of the coach?")
    assert asks_change("Did Odile change her mind about the coach?")
    assert asks_change("하린은 민재에 대한 마음이 바뀌었어?")
    assert not asks_change("What did Odile change in the garden?")
    assert changer("Did Odile change her mind about Benno?", ["Benno", "Odile"]) == "Odile"


def test_now_question_leads_with_the_current_view(mem):
    mem.calls.clear()
    res = mem.recall("What does Odile think of coach Varga now?", k=4)
    assert res.intent == "OPINION"
    assert _claims(res)[:2] == [("s2:1", "CURRENT"), ("s1:1", "SUPERSEDED")]
    assert all(e.owner == "Odile" for e in res.evidence if e.type == "Claim")
    # the per-question operator ran with the holder bound
    bound = [b for name, b in mem.calls if name == "anchor_claim_views"]
    assert bound and "owner" in bound[0]


def test_change_question_reads_as_the_sequence(mem):
    res = mem.recall("Did Odile change her mind about coach Varga?", k=4)
    assert _claims(res)[:2] == [("s1:1", "SUPERSEDED"), ("s2:1", "CURRENT")]


def test_korean_now_and_change(mem):
    res = mem.recall("하린은 요즘 민재 어떻게 생각해?", k=4)
    assert _claims(res)[:2] == [("s4:1", "CURRENT"), ("s3:1", "SUPERSEDED")]
    res = mem.recall("하린은 민재에 대해 생각이 바뀌었어?", k=4)
    assert _claims(res)[:2] == [("s3:1", "SUPERSEDED"), ("s4:1", "CURRENT")]


def test_without_consolidation_the_latest_said_stands():
    with Memory.open(None, "stance-raw") as m:
        m.add_turns(_turns())
        res = m.recall("What does Odile think of coach Varga now?", k=4)
        assert _claims(res)[:2] == [("s2:1", "CURRENT"), ("s1:1", "SUPERSEDED")]
