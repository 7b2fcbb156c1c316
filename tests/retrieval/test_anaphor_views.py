"""A whose-view question about something another person said, answered by a reply that
only points back to it ('thats a bit stingy tbh', '그건 좀 너무하다'): the holder's claim stands
on a turn that names its topic by a demonstrative or 'it', so the turn before it says what the
view is about (``Options.opinion_anaphor``); a who-question answered by a report that says its topic
with a pronoun ('she's brilliant with knees') likewise (``owner_anaphor``, ``resolve_cover``).
Invented dialogue; fragments checked against the shared
and test data sets."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import first_claim, scripted_memory

from cogmem_rdf.retrieval.controller import _ANAPHOR, _POINTER

DAY = datetime(2025, 11, 4, 20, 0)
DIALOGUE = [
    ("e", "e:1", "Corwin", "did the landlord ever get back to u"),
    ("e", "e:2", "Pell", "yeah he says hell knock forty off if we sign for two years"),
    ("e", "e:3", "Corwin", "thats a bit stingy tbh"),
    ("e", "e:4", "Pell", "we should ask the other tenants first"),
    ("e", "e:5", "Corwin", "honestly the hallway carpet is disgusting"),
    ("f", "f:1", "다온", "관리비 이번 달부터 오른다며?"),
    ("f", "f:2", "세윤", "응 관리소장님이 승강기 교체 때문에 이만 원씩 더 걷는대"),
    ("f", "f:3", "다온", "그건 좀 너무하다"),
    ("f", "f:4", "세윤", "주민 회의 때 얘기해 보자"),
    ("f", "f:5", "다온", "근데 새로 깐 놀이터 바닥은 진짜 예쁘더라"),
    ("j", "j:1", "Lio", "How's the new physio at the clinic?"),
    ("j", "j:2", "Sabeth", "Bruno thinks the new physio is way too rough."),
    ("j", "j:3", "Lio", "My uncle Tavi says she's brilliant with knees though."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("anaphor-views", DIALOGUE, DAY)


@pytest.mark.parametrize(
    ("question", "turn"),
    [
        ("What does Corwin think of the landlord's offer?", "e:3"),
        ("What does Corwin think of the hallway carpet?", "e:5"),
        ("다온은 관리비 오르는 거 어떻게 생각해?", "f:3"),
        ("다온은 놀이터 바닥 어떻게 생각해?", "f:5"),
    ],
)
def test_reply_pointing_back_answers_the_view_question(mem, question, turn):
    res, claim = first_claim(mem, question, DAY)
    assert res.intent == "OPINION"
    assert [t.id for t in claim.turns] == [turn]


def test_reply_without_a_pointer_borrows_nothing(mem):
    """Without the weight, the reply loses to the holder's other view (the test above fails)."""
    res = mem.recall("What does Corwin think of the landlord's offer?", k=8, date=DAY,
                     opinion_anaphor=0.0)
    claim = next(e for e in res.evidence if e.type == "Claim")
    assert [t.id for t in claim.turns] != ["e:3"]


def test_who_question_finds_the_report_that_says_it_with_a_pronoun(mem):
    """"she's brilliant with knees" says the physio only through 'she': the turn before names
    her, so the question's topic and its verdict are both the uncle's claim (without
    ``owner_anaphor`` and ``resolve_cover`` the topic-heavy report of the other verdict comes
    first)."""
    question = "Who says the new physio is brilliant with knees?"
    res, claim = first_claim(mem, question, DAY)
    assert res.intent == "OWNER"
    assert "Tavi" in claim.owner and [t.id for t in claim.turns] == ["j:3"]
    res = mem.recall(question, k=8, date=DAY, owner_anaphor=0.0, resolve_cover=False)
    claim = next(e for e in res.evidence if e.type == "Claim")
    assert "Tavi" not in claim.owner


@pytest.mark.parametrize(
    ("text", "points"),
    [
        ("thats a bit stingy tbh", True),
        ("It was way too loud.", True),
        ("Those are overpriced.", True),
        ("I think that the hall is too small", False),
        ("the hallway carpet is disgusting", False),
        ("그건 좀 너무하다", True),
        ("거기 별로야", True),
        ("놀이터 바닥은 진짜 예쁘더라", False),
    ],
)
def test_pointer_words(text, points):
    assert bool(_ANAPHOR.search(text)) is points


@pytest.mark.parametrize(
    ("content", "points"),
    [("she's brilliant with knees", True), ("he's just rusty", True),
     ("they're closing in May", True), ("the new physio is way too rough", False),
     ("걔는 괜찮대", False)],
)
def test_content_pointers(content, points):
    assert bool(_POINTER.search(content)) is points
