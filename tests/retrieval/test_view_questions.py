"""Whose-view and whose-words questions in constructions the question readers did not know
(invented dialogue; fragments checked against the shared and test data sets):

- an English whose-view question: every claim ranked is the holder's, so the holder's name is
  no topic word; it matched only the claims whose "I" the extractor restored as the name
  ("Ebbe is in trouble"), which then outranked the view of the thing asked about;
- 'Did X find Y believable?' asks X's view (an evaluation after 'find': a word of the sentiment
  lexicon or an adjective ending), not 'Did X find her keys?';
- who-questions in more constructions ("Which of X's friends said …", "Who is the rumour about …
  from?", "… Says who?", "Who let X know …" with X as the one the report reached);
- whose-view questions in more constructions ("How did X like …" but not "like to …", "Did X
  have anything good to say about …", "Is X against …", "Did X say whether …");
- Korean: 'X는 Y를 어렵게 느껴?' (an adjective in -게 before a verb of perceiving or regarding)
  asks X's view; '원래 누구 얘기야?' ('originally whose words?') asks for a report's source; a
  하다 predicate and its root are one stem (Kiwi reads '깨끗하다고' as a verb and '깨끗한
  데로' as a root plus 하).
"""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import first_claim, scripted_memory

from cogmem_rdf.retrieval import intent as it
from cogmem_rdf.retrieval.controller import _ko_stems

DAY = datetime(2025, 10, 9, 19, 0)
DIALOGUE = [
    ("a", "a:1", "Merewyn", "Any luck with the print supplier?"),
    ("a", "a:2", "Ebbe", "I drove up to see them in June, and I found them very reliable."),
    ("a", "a:3", "Merewyn", "Their invoices came late twice this year."),
    ("a", "a:4", "Ebbe", "Then honestly we're in trouble. I think we should call the bank today."),
    ("b", "b:1", "솔가람", "새로 온 실장님 어때?"),
    ("b", "b:2", "해든", "난 그분 아직 좀 어려워. 회의 때 말을 거의 안 하셔."),
    ("b", "b:3", "솔가람", "난 실장님 꽤 괜찮은 사람 같던데."),
    ("c", "c:1", "보나", "워크숍 장소 정해졌어?"),
    ("c", "c:2", "이든솔",
     "아직. 라온 씨한테 들었는데, "
     "본부장님이 이번엔 바닷가 말고 한적한 산장으로 가자고 하셨대."),
    ("c", "c:3", "보나", "솔직히 한적한 곳은 너무 심심해."),
    ("d", "d:1", "Godfrey", "So did you finish the audiobook?"),
    ("d", "d:2", "Tamsyn", "Yes. I didn't find the ending very believable, though."),
    ("d", "d:3", "Godfrey", "I think the reader was superb."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("view-questions", DIALOGUE, DAY)


def _first_claim(mem, question):
    return first_claim(mem, question, DAY)


def test_holder_name_is_no_topic_word(mem):
    res, claim = _first_claim(mem, "How did Ebbe find the print supplier?")
    assert res.intent == "OPINION"
    assert claim.owner == "Ebbe"
    assert [t.id for t in claim.turns] == ["a:2"]


def test_did_x_find_it_adjective_asks_x(mem):
    # 'Did X find Y <evaluation>?' names its holder as a yes/no question's subject
    assert it.label_intent("Did Godfrey find his gloves?", None) != "OPINION"
    res, claim = _first_claim(mem, "Did Tamsyn find the ending believable?")
    assert res.intent == "OPINION"
    assert claim.owner == "Tamsyn"
    assert [t.id for t in claim.turns] == ["d:2"]


def test_korean_regard_question_is_a_view(mem):
    assert it.label_intent("해든이는 새 실장님을 어렵게 느껴?", None) == "OPINION"
    assert it.label_intent("해든이는 일을 빠르게 해?", None) != "OPINION"
    res, claim = _first_claim(mem, "해든이는 새 실장님을 어렵게 느껴?")
    assert res.intent == "OPINION"
    assert claim.owner == "해든"
    assert [t.id for t in claim.turns] == ["b:2"]


def test_korean_progressive_view_question(mem):
    # '어떻게 보고 있어?' / '어떻게 보고 계세요?' ask a view as '어떻게 봐?' does
    assert it.label_intent("부장님은 이번 이전 계획을 어떻게 보고 계세요?", None) == "OPINION"
    assert it.label_intent("해든이는 요즘 어떻게 지내고 있어?", None) != "OPINION"
    res, claim = _first_claim(mem, "해든이는 새 실장님을 어떻게 보고 있어?")
    assert res.intent == "OPINION"
    assert claim.owner == "해든"
    assert [t.id for t in claim.turns] == ["b:2"]


def test_korean_originally_whose_words_asks_the_source(mem):
    assert it.asks_source("산장으로 가자는 건 원래 누구 얘기야?")
    assert it.asks_source("처음에 누가 그 말 꺼냈어?")
    assert not it.asks_source("산장으로 가자고 한 사람 누구야?")
    res, claim = _first_claim(mem, "워크숍을 한적한 데로 가자는 건 원래 누구 얘기야?")
    assert res.intent == "OWNER"
    assert claim.owner == "본부장님"
    assert [t.id for t in claim.turns] == ["c:2"]
    assert claim.relayed_by == ["이든솔", "라온 씨"]


def test_hada_predicate_and_root_are_one_stem():
    # Kiwi: '깨끗하다고' → 깨끗하/VA, '깨끗한 데로' → 깨끗/XR + 하/XSA; '심심한 곳은' → 심심하/VA
    assert "깨끗" in _ko_stems("깨끗하다고") & _ko_stems("깨끗한 데로 가자고")
    assert "심심" in _ko_stems("심심한 곳은 싫어") & _ko_stems("심심한 데서 뭐 해")


def test_names_leave_the_view_match_with_their_particles():
    from cogmem_rdf.retrieval.controller import _without_words

    # the turn match of a whose-view question drops the names it says; a Korean name is one
    # word with its particle ('솔가람은', '해든이가'), so that word goes, not only its name piece
    assert _without_words("솔가람은 해든이가 반장 되는 거 좋아해?", ["솔가람", "해든"]) == (
        "반장 되는 거 좋아해?")
    assert _without_words("What does Ebbe's sister think of Merewyn?", ["Ebbe", "Merewyn"]) == (
        "What does sister think of ?")


@pytest.mark.parametrize("question", [
    "Which of Ebbe's old colleagues said the print supplier is closing?",
    "Who is the rumour about the print supplier from?",
    "Who was that warning about the invoices from?",
    "The supplier is closing? Says who?",
    "Who says so?",
])
def test_who_asks_whose_words_in_more_constructions(question):
    assert it.label_intent(question, None) == "OWNER"


def test_who_let_x_know_names_the_hearer():
    # 'let X know' is a verb of telling: X is a link of the answer's relay chain
    question = "Who let Merewyn know the invoices were late?"
    assert it.label_intent(question, None) == "OWNER"
    assert it.hearer(question, ["Merewyn", "Ebbe"]) == "Merewyn"
    for other in ("Who is the parcel from?", "Who let the cat out?"):
        assert it.label_intent(other, None) != "OWNER"


@pytest.mark.parametrize("question", [
    "How did Merewyn like the print supplier?",
    "Did Merewyn have anything good to say about the invoices?",
    "Is Merewyn against the move to Leeds?",
    "Did Merewyn say whether she rated the new printer?",
])
def test_whose_view_in_more_constructions(question):
    assert it.label_intent(question, None) == "OPINION"
    assert "Merewyn" in (it.holder_slot(question) or "")


def test_like_to_is_a_habit_not_a_view():
    assert it.label_intent("How did Merewyn like to spend her Sundays?", None) != "OPINION"


def test_feeling_ill_is_no_view():
    # how someone felt in body is a record question; how they feel about something is a view
    assert it.label_intent("Did Merewyn feel ill after the ferry?", None) != "OPINION"
    assert it.label_intent("Does Ebbe feel better now?", None) != "OPINION"
    assert it.label_intent("Did Ebbe feel the invoices were late?", None) == "OPINION"
