"""A Korean holder phrase whose noun ends in the syllable 이 before a particle: '시누이는' is
시누이 + 는, not a hypocoristic 이 + 는 as in a name ('다인이는'). The question "X이 시누이는 …
뭐라고 했어?" asks X's sister-in-law (X이 is X with the hypocoristic suffix, juxtaposed as a
possessor); read as 시누 + 이는 it fell back to X, whose own claim then led."""

from __future__ import annotations

from datetime import date, datetime

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval import intent as it

KNOWN = ["은비솔", "은비솔의 시누이", "채담"]


def test_a_noun_ending_in_i_keeps_its_syllable():
    q = "은비솔이 시누이는 그 학원에 대해 뭐라고 했어?"
    assert it.holder_phrases(q)[0] == "은비솔이 시누이"
    assert it.resolve_holder(q, KNOWN) == "은비솔의 시누이"


def test_a_name_with_the_hypocoristic_suffix_is_still_the_name():
    assert it.resolve_holder("은비솔이는 그 학원 어떻게 생각해?", KNOWN) == "은비솔"
    assert it.resolve_holder("채담이도 그 학원 괜찮대?", KNOWN) == "채담"


def test_the_sister_in_laws_claim_answers():
    m = Memory.open(None, "ko-holder-noun-i")
    try:
        turns = [("채담", "학원 어디가 제일 싸?"),
                 ("은비솔", "동네 학원이 제일 싸. 근데 우리 시누이가 거기 선생님들 "
                           "자주 바뀐다더라")]
        m.add_turns([TurnIn(session="s1", date=datetime(2026, 3, 2), turn=f"s1:{i}", speaker=who,
                            text=text, lang="ko") for i, (who, text) in enumerate(turns, 1)])
        question = "은비솔이 시누이는 그 학원에 대해 뭐라고 했어?"
        ev = m.recall(question, k=5, date=date(2026, 3, 2)).evidence
        claims = [e for e in ev if e.type == "Claim"]
        assert claims and claims[0].owner == "은비솔의 시누이"
        assert claims[0].relayed_by == ["은비솔"]
    finally:
        m.close()
