"""The recall side of attribution: an opinion or owner question finds the Claim the graph holds.

Invented dialogue (names checked against the shared and test data sets). Each case here failed
before the change it tests: the holder named another way than the graph names them ("the coach"
for "Coach", "X 씨 팀장님" for "X 씨의 팀장님", "X 씨" for "X"), a subject-marked holder ("X
교수님이 …에 대해 뭐래?", "X 씨가 …다고 했어?"), and an owner question whose named person is the
owner of the answer rather than its target; and a holder named through the person who relayed
them ("X's aunt" for the graph's "Sorvina", relayed by X), who is never X.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.retrieval.intent import (
    holder_phrases,
    holder_relation,
    label_intent,
    person_key,
    resolve_holder,
    same_person,
)

DAY = datetime(2025, 3, 3, 10, 0)
DIALOGUE = [
    ("a", "a:1", "Brisco", "Have you heard from Ferris lately?"),
    ("a", "a:2", "Tavish", "Yes, I rang him on Monday. He said the new bakery on Elm Street is "
                           "overpriced."),
    ("a", "a:3", "Brisco", "Marten thinks Ferris is far too picky about bakeries."),
    ("a", "a:4", "Tavish", "Coach reckons the relay team should train twice a week."),
    ("a", "a:5", "Brisco", "My aunt Sorvina says the relay team is badly coached."),
    ("a", "a:6", "Brisco", "I think the relay team is brilliant."),
    ("b", "b:1", "Wrenna", "Any news from Odette?"),
    ("b", "b:2", "Calloway", "I rang Odette yesterday. She said the baby is due in June."),
    ("b", "b:3", "Wrenna", "Marten thinks Odette works far too hard."),
    ("k", "k:1", "세람", "여은 씨, 새 캠핑장 가 보셨어요?"),
    ("k", "k:2", "여은 씨", "네, 지난주에요. 솔직히 화장실이 너무 더러웠어요."),
    ("k", "k:3", "세람", "도결 씨 말로는 거기 샤워실이 엄청 넓대요."),
    ("k", "k:4", "여은 씨", "우리 팀장님은 캠핑이 시간 낭비라고 하시더라고요."),
    ("k", "k:5", "세람", "라온비 교수님이 빙수 가게는 여름에만 연대요."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("attribution-binding", DIALOGUE, DAY)


def first_claim(mem, question):
    res = mem.recall(question, date="2025-03-03")
    return res, next((e for e in res.evidence if e.type == "Claim"), None)


@pytest.mark.parametrize("question, intent, turn, owner, relayed_by", [
    # the named person owns the answer; another claim is about them
    ("Who said Odette's baby is due in June?", "OWNER", "b:2", "Odette", ["Calloway"]),
    ("Who said the bakery on Elm Street is overpriced?", "OWNER", "a:2", "Ferris", ["Tavish"]),
    # a role noun named with "the", stored as said ("Coach reckons …")
    ("What does the coach think of the relay team?", "OPINION", "a:4", "Coach", ["Tavish"]),
    # named through the relayer: the aunt's claim, not Brisco's own
    ("What does Brisco's aunt think of the relay team?", "OPINION", "a:5", "Sorvina",
     ["Brisco"]),
    # '여은 씨 팀장님' is the graph's '여은 씨의 팀장님', not 여은 씨 herself
    ("여은 씨 팀장님은 캠핑 어떻게 생각해?", "OPINION", "k:4", "여은 씨의 팀장님", ["여은 씨"]),
    ("여은 씨는 새 캠핑장 어떻게 생각해?", "OPINION", "k:2", "여은 씨", []),
    # subject-marked holders
    ("라온비 교수님이 빙수 가게에 대해 뭐래?", "OPINION", "k:5", "라온비 교수님", ["세람"]),
    ("도결 씨가 샤워실 넓다고 했어?", "OPINION", "k:3", "도결 씨", ["세람"]),
])
def test_the_graphs_claim_leads(mem, question, intent, turn, owner, relayed_by):
    res, claim = first_claim(mem, question)
    assert res.intent == intent
    assert claim is not None, [e.text for e in res.evidence]
    assert [t.id for t in claim.turns] == [turn]
    assert (claim.owner, claim.relayed_by) == (owner, relayed_by)


def test_an_unknown_holder_still_gets_no_other_persons_claim(mem):
    res, claim = first_claim(mem, "What does Zebedee think of the relay team?")
    assert claim is None


@pytest.mark.parametrize("a, b", [
    ("보리솔이네 엄마", "보리솔의 엄마"),
    ("보리솔 씨 엄마", "보리솔 씨의 엄마"),
    ("류하담 씨", "류하담"),
    ("다올찬이", "다올찬"),
    ("the Coach", "coach"),
    ("Wrenna's uncle", "Wrenna uncle"),
])
def test_person_key_names_one_person_alike(a, b):
    assert person_key(a) == person_key(b)


@pytest.mark.parametrize("a, b", [("엄마", "어머니"), ("mom", "mother"), ("Wrenna", "Wren")])
def test_person_key_keeps_different_words_apart(a, b):
    assert person_key(a) != person_key(b)


def test_same_person_allows_one_more_word_in_a_relational_name():
    assert same_person("Wrenna's brother", "Wrenna's kid brother")
    assert not same_person("Wrenna's brother", "Calloway's kid brother")
    assert not same_person("brother", "Wrenna's kid brother")


@pytest.mark.parametrize("question, phrases", [
    ("What does the coach think of it?", ["the coach"]),
    ("라온비 교수님이 빙수 가게에 대해 뭐래?", ["라온비 교수님", "교수님"]),
    # a name ending like a topic marker is tried as itself too, from its title on
    ("여은 씨 팀장님은 캠핑 어떻게 생각해?", ["여", "여은 씨 팀장님", "팀장님"]),
    ("누가 캠핑이 시간 낭비라고 했어?", []),
])
def test_holder_phrases(question, phrases):
    assert holder_phrases(question) == phrases


def test_resolve_holder_prefers_the_whole_phrase():
    people = ["여은 씨", "여은 씨의 팀장님", "팀장님"]
    assert resolve_holder("여은 씨 팀장님은 캠핑 어떻게 생각해?", people) == "여은 씨의 팀장님"
    assert resolve_holder("여은이는 캠핑 어떻게 생각해?", people) == "여은 씨"
    assert resolve_holder("What does Brisco think?", people) is None


@pytest.mark.parametrize("question, intent", [
    ("라온비 교수님이 빙수 가게에 대해 뭐래?", "OPINION"),
    ("세람 씨 코치님이 뭐 조심하라고 했어?", "OPINION"),
    ("누가 샤워실이 넓다고 했어?", "OWNER"),
    # English owner questions without "said": a negated stance verb, an "according to" frame,
    # naming with a verdict; a phone call stays what it was
    ("Who doesn't rate the new stadium?", "OWNER"),
    ("According to Tavish, who doesn't trust the coach?", "OWNER"),
    ("Who called it the dullest match of the season?", "OWNER"),
    ("Who called Tavish yesterday?", "DETAIL"),
])
def test_report_questions_are_routed_to_claims(question, intent):
    assert label_intent(question) == intent


def test_holder_relation_only_when_the_relational_name_is_unknown():
    people = ["Brisco", "Brisco's aunt", "여은 씨"]
    assert holder_relation("What does Brisco's uncle think?", people) == ("Brisco", ["uncle"])
    assert holder_relation("What does Brisco's aunt think?", people) is None
    assert holder_relation("What does Brisco think?", people) is None
    assert holder_relation("여은 씨 엄마는 캠핑 어떻게 생각해?", people) == ("여은 씨", ["엄마"])


def test_bare_relation_asked_about_is_the_one_known_relation():
    # 'Gran' in the question is the gran the conversation was about (Ottwell's), the one person
    # in memory who is someone's gran
    m = Memory.open(None, "bare-relation")
    try:
        m.add_turns([
            TurnIn(session="g", date=DAY, turn="g:1", speaker="Ottwell",
                   text="Gran's selling the farmhouse in spring."),
            TurnIn(session="g", date=DAY, turn="g:2", speaker="Brannagh",
                   text="is Gran okay with that?"),
            TurnIn(session="g", date=DAY, turn="g:3", speaker="Ottwell",
                   text="She reckons it's far too big for her now."),
        ])
        _, c = first_claim(m, "What does Gran think about the farmhouse?")
        assert c is not None and c.owner == "Ottwell's gran", c
    finally:
        m.close()
