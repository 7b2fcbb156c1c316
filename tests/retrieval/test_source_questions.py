"""A question asking where a report came from ("Who is the source of the news that …",
"Where does the gossip about … come from", "…는 누구한테서 나왔어?") is answered by the claim that
reached the speaker through others, and its source-asking words ("news", "talk", "출처") name no
topic (invented dialogue; fragments checked against the shared and test data sets).

Not yet: a Korean comment that repeats the question's words ("…받는다는 소식 진짜 최악이다")
still outranks the relayed report ("…받는대"); the Korean dialogue stays to show the source
words are no topic there either."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.retrieval.controller import _unframed
from cogmem_rdf.retrieval.intent import asks_source

DAY = datetime(2025, 9, 3, 19, 0)
DIALOGUE = [
    ("q", "q:1", "Odrun", "Did you hear anything about the ropewalk museum?"),
    ("q", "q:2", "Pellam", "My cousin Ysmay told me the ropewalk museum shuts in March."),
    ("q", "q:3", "Odrun", "Ugh, the news of the ropewalk museum shutting is awful."),
    ("w", "w:1", "라온솔", "혹시 수목원 얘기 들었어?"),
    ("w", "w:2", "단비결", "우리 이모가 그러는데 수목원 다음 달부터 입장료 받는대."),
    ("w", "w:3", "라온솔", "수목원 입장료 받는다는 소식 진짜 최악이다."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("source-questions", DIALOGUE, DAY)


@pytest.mark.parametrize("question, owner", [
    ("Who is the source of the news that the ropewalk museum shuts?", "Ysmay"),
    ("Where does the gossip about the ropewalk museum shutting come from?", "Ysmay"),
    # informal 'who' for 'whom', in the texting register
    ("according to who does the ropewalk museum shut?", "Ysmay"),
])
def test_a_source_question_finds_the_relayed_claim(mem, question, owner):
    res = mem.recall(question, k=5, date=DAY)
    first = next(e for e in res.evidence if e.type == "Claim")
    assert first.owner == owner
    assert first.relayed_by


def test_source_words_are_no_topic():
    assert asks_source("Who originally said the ferry was late?")
    assert not asks_source("Who said the ferry was late?")
    assert _unframed("Who is the source of the news that the ferry is late?") == "ferry late?"
    assert _unframed("Who said the news was good?") == "the news was good?"
    assert _unframed("수목원 소식은 누구한테서 나왔어?") == "수목원"


def test_a_question_in_the_texting_register_is_read_as_written_english(mem):
    res = mem.recall("whos been saying the ropewalk museum shuts?", k=5, date=DAY)
    assert res.intent == "OWNER"
    assert res.question == "whos been saying the ropewalk museum shuts?"  # as asked


def test_a_claim_gains_by_the_match_of_its_own_turn():
    """``claim_turn``: in an owner question the claim standing on the best-matching turn gains
    the whole weight, a claim on a turn that matches little gains little."""
    dialogue = [
        ("a", "a:1", "Corvina", "Any word on the tidewater fair?"),
        ("a", "a:2", "Isembard",
         "The lantern parade moves to the quay this year, my uncle Ebrel says it's cheaper."),
        ("b", "b:1", "Ottar", "My aunt Wenlock says it's cheaper."),
    ]
    mem = next(scripted_memory("own-turn", dialogue, DAY))
    question = "Who said moving the lantern parade to the quay is cheaper?"
    off = {e.owner: e.score for e in mem.recall(question, k=4, claim_turn=0.0).evidence
           if e.type == "Claim"}
    on = {e.owner: e.score for e in mem.recall(question, k=4, claim_turn=0.2).evidence
          if e.type == "Claim"}
    assert on["Ebrel"] - off["Ebrel"] == pytest.approx(0.2, abs=1e-3)
    assert on["Wenlock"] - off["Wenlock"] < 0.05
    mem.close()
