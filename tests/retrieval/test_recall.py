"""End-to-end recall on a small invented dialogue: real store, rule extractor and USE embedder."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.errors import UsageError
from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn

EN_DAY = datetime(2024, 5, 20, 18, 30)
KO_DAY = datetime(2024, 6, 10, 9, 0)
DIALOGUE = [
    ("en1", EN_DAY, "e1:1", "Tomas", "I quit my job at the bank last week."),
    ("en1", EN_DAY, "e1:2", "Lena", "I think Tomas quitting his job at the bank was brave."),
    ("en1", EN_DAY, "e1:3", "Arjun", "Tomas quitting the bank was a reckless move."),
    ("en1", EN_DAY, "e1:4", "Mira", "My brother says Tomas will regret quitting the bank."),
    ("en1", EN_DAY, "e1:5", "Lena", "I adopted a grey kitten two days ago."),
    ("ko1", KO_DAY, "k1:1", "도윤", "나 지난달에 부산으로 이사했어."),
    ("ko1", KO_DAY, "k1:2", "하린", "도윤이가 부산으로 이사 간 건 좋은 선택이라고 생각해."),
    ("ko1", KO_DAY, "k1:3", "서진", "우리 언니가 그러는데 도윤이는 부산 이사를 후회한대."),
]


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "recall-test")
    m.add_turns(
        TurnIn(session=s, date=d, turn=t, speaker=who, text=text) for s, d, t, who, text in DIALOGUE
    )
    yield m
    m.close()


def test_record_question_gets_the_persons_own_event_not_an_opinion(mem):
    res = mem.recall("What happened to Tomas?", date="2024-05-20")
    assert res.intent == "RECORD"
    top = res.evidence[0]
    assert top.type in ("Event", "Fact")
    assert [t.id for t in top.turns] == ["e1:1"]
    assert all(e.type != "Claim" for e in res.evidence)


def test_record_with_time_words_keeps_the_resolved_time(mem):
    top = mem.recall("What happened to Tomas last week?", date="2024-05-20").evidence[0]
    assert top.turns[0].id == "e1:1"
    assert top.time is not None and top.time.value == "2024-W20" and top.time.granularity == "week"


def test_opinion_question_gets_the_holders_claim(mem):
    res = mem.recall("What does Lena think about Tomas quitting?")
    assert res.intent == "OPINION"
    top = res.evidence[0]
    assert (top.type, top.owner, top.target) == ("Claim", "Lena", "Tomas")
    assert top.turns[0].id == "e1:2" and top.turns[0].speaker == "Lena"


def test_owner_question_answers_with_the_owner_not_the_relayer(mem):
    res = mem.recall("Who said that Tomas will regret quitting?")
    assert res.intent == "OWNER"
    top = res.evidence[0]
    assert top.type == "Claim" and top.owner == "Mira's brother"
    assert top.relayed_by == ["Mira"]
    assert top.turns[0].id == "e1:4"


def test_korean_record_opinion_and_hearsay(mem):
    top = mem.recall("도윤한테 지난달에 무슨 일 있었어?", date="2024-06-10").evidence[0]
    assert top.type == "Event" and top.turns[0].id == "k1:1"
    assert top.time is not None and top.time.value == "2024-05"
    top = mem.recall("하린이는 도윤이가 이사 간 거 어떻게 생각해?").evidence[0]
    assert (top.type, top.owner) == ("Claim", "하린")
    top = mem.recall("도윤이가 이사를 후회한다고 한 사람은 누구야?").evidence[0]
    assert top.type == "Claim" and top.owner == "서진의 언니" and top.relayed_by == ["서진"]


def test_k_bounds_the_distinct_turns_cited(mem):
    for k in (1, 2, 3):
        res = mem.recall("What happened to Tomas?", k=k)
        ids = []
        for e in res.evidence:
            ids.extend(t.id for t in e.turns if t.id not in ids)
        assert 1 <= len(ids) <= k
    assert len({t.id for e in mem.recall("Tomas bank", k=10).evidence for t in e.turns}) <= 8


def test_evidence_shape_matches_the_cli_contract(mem):
    res = mem.recall("Who said that Tomas will regret quitting?")
    item = res.evidence[0].model_dump()
    assert {
        "node",
        "type",
        "text",
        "owner",
        "relayed_by",
        "target",
        "time",
        "turns",
        "score",
    } <= set(item)
    assert {"id", "speaker", "text"} <= set(item["turns"][0])
    assert res.ms > 0


@pytest.mark.parametrize("question", ["", "   ", "\n"])
def test_empty_question_is_a_usage_error(mem, question):
    with pytest.raises(UsageError, match="question is empty"):
        mem.recall(question)


def test_bad_k_and_unknown_option_are_usage_errors(mem):
    with pytest.raises(UsageError):
        mem.recall("What happened to Tomas?", k=0)
    with pytest.raises(UsageError):
        mem.recall("What happened to Tomas?", alpah=0.5)


def test_unknown_person_is_graceful(mem):
    res = mem.recall("What happened to Zebulon?")
    # no claim answers it; a claim is shown only beside the turn it is grounded in
    assert res.evidence and res.evidence[0].type != "Claim"
    for i, e in enumerate(res.evidence):
        if e.type == "Claim":
            turn = next(x for x in reversed(res.evidence[:i]) if x.type != "Claim")
            assert [t.id for t in e.turns] == [t.id for t in turn.turns]
    res = mem.recall("What does Zebulon think about Tomas?")
    assert all(e.owner in (None, "Zebulon") for e in res.evidence if e.type == "Claim")


def test_empty_memory_gives_empty_evidence():
    with Memory.open(None, "nothing-here") as empty:
        res = empty.recall("What happened to Tomas?")
        assert res.evidence == [] and res.intent == "RECORD"


def test_options_change_the_operators(mem):
    res = mem.recall("What happened to Tomas?", alpha=1.0, top_k=1, max_steps=1)
    assert res.evidence and res.evidence[0].turns[0].id == "e1:1"
    res = mem.recall("What happened to Tomas?", types=("Claim",))
    assert all(e.type != "Claim" for e in res.evidence[:1]) or res.evidence[0].type == "Claim"


def test_recall_sees_turns_added_later():
    with Memory.open(None, "grows") as m:
        m.add_turns(
            [
                TurnIn(
                    session="a",
                    date=EN_DAY,
                    turn="a:1",
                    speaker="Ines",
                    text="I ran a marathon yesterday.",
                )
            ]
        )
        assert m.recall("What did Ines do?").evidence[0].turns[0].id == "a:1"
        m.add_turns(
            [
                TurnIn(
                    session="b",
                    date=EN_DAY,
                    turn="b:1",
                    speaker="Ola",
                    text="I painted my kitchen yesterday.",
                )
            ]
        )
        assert m.recall("What did Ola paint?").evidence[0].turns[0].id == "b:1"


@pytest.mark.parametrize(
    "question",
    [
        "What happened to Tomas?",
        "What does Lena think about Tomas quitting?",
        "Who said that Tomas will regret quitting?",
        "What did Lena adopt?",
        "도윤이는 어디로 이사했어?",
        "What does Lena think of Tomas now?",
    ],
)
def test_evidence_is_the_lead_then_the_fill_in_score_order(mem, question):
    """README: at most three structured nodes lead, then the fill, best first by its own score."""
    ev = mem.recall(question, date="2024-06-10").evidence
    assert ev
    heads = [h for h in range(0, 4) if all(e.type != "Turn" for e in ev[:h])
             and all(a.score >= b.score for a, b in zip(ev[h:], ev[h + 1:], strict=False))]
    assert heads, [(e.type, e.score) for e in ev]
