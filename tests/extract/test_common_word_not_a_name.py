"""A capitalised word opening a sentence is the word, not a person, where the conversation
writes that word in lower case inside a sentence ("… a picnic in the forest …" / "Forest is
gorgeous in June."): one sense per conversation, read from the memory's own turns. A person's
slot still makes it a name, a writer who types all in lower case lends no evidence, and one
memory's words never change another's reading. Invented turns (names and sentences written for
this test)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import persons

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKERS = ("Pellam", "Idony")


def _turns(texts: list[str], memory: str = "default", session: str = "s1") -> list[TurnIn]:
    return [TurnIn(memory=memory, session=session, date=datetime(2024, 6, 12),
                   turn=f"{memory}-{session}-{i}", speaker=SPEAKERS[i % 2], text=text)
            for i, text in enumerate(texts)]


@pytest.mark.parametrize(
    "before,said,word",
    [
        ("We had a picnic in the forest behind the church.", "Forest is gorgeous in June.",
         "Forest"),
        ("Honestly the clay they sell there is great.", "Clay is incredible, it keeps me calm.",
         "Clay"),
        ("We sat under the willow by the river all afternoon.",
         "Willow's gorgeous in spring, all catkins.", "Willow"),
        # a name borne by few, but a word said seldom: a name unless the talk says otherwise
        ("We walked across the meadow to the pub.", "Meadow was gorgeous, all buttercups.",
         "Meadow"),
    ],
)
def test_a_word_the_conversation_writes_in_lower_case_is_no_person(before, said, word):
    alone = RuleExtractor().extract(_turns([said]), [])[0]
    after = RuleExtractor().extract(_turns([before, said]), [])[1]
    assert word in persons(alone)  # no evidence: the first name of the reference stands
    assert word not in persons(after)
    assert after.claims, "the view is still read"


@pytest.mark.parametrize(
    "said,word",
    [
        ("Stone's amazing for a kitchen floor.", "Stone"),
        ("Nature is the best medicine, honestly.", "Nature"),
        ("Freedom is everything when you're twenty.", "Freedom"),
        ("Stories like that make my day.", "Stories"),
    ],
)
def test_a_word_that_is_a_name_only_now_and_then_is_the_word_even_alone(said, word):
    # a first name borne by few in the reference and said often as a word ('Stone', 'Nature')
    # opening its sentence is the word, with no evidence from the conversation needed
    assert word not in persons(RuleExtractor().extract(_turns([said]), [])[0])


def test_a_name_borne_by_few_is_still_a_person_in_a_persons_slot():
    x = RuleExtractor().extract(_turns(["Stone says the fete is cancelled."]), [])[0]
    assert any(c.owner == "Stone" for c in x.claims)
    x = RuleExtractor().extract(_turns(["Stone was furious, she said the fete is off."]), [])[0]
    assert "Stone" in persons(x)


def test_the_evidence_may_come_from_another_session_or_the_same_turn():
    x = RuleExtractor()
    x.extract(_turns(["The clay they sell there is great."], session="a"), [])
    other = x.extract(_turns(["Clay is incredible, it keeps me calm."], session="b"), [])[0]
    assert "Clay" not in persons(other)
    same = RuleExtractor().extract(
        _turns(["I love the stone they used. Stone's amazing for a kitchen floor."]), [])[0]
    assert "Stone" not in persons(same)


def test_a_persons_slot_keeps_the_name():
    x = RuleExtractor().extract(
        _turns(["We walked across the meadow to the pub.", "Meadow says the fete is cancelled."]),
        [])[1]
    assert any(c.owner == "Meadow" for c in x.claims)


def test_a_writer_in_lower_case_lends_no_evidence():
    # who types 'i' and opens sentences in lower case writes names in lower case too
    texts = ["lol i saw forest at the pub last night", "Forest is gorgeous in June."]
    assert "Forest" in persons(RuleExtractor().extract(_turns(texts), [])[1])


def test_one_memorys_words_do_not_reach_another():
    said = ["Clay is incredible, it keeps me calm."]
    fresh = RuleExtractor().extract(_turns(said, memory="b"), [])[0]
    shared = RuleExtractor()
    shared.extract(_turns(["The clay they sell there is great."], memory="a"), [])
    got = shared.extract(_turns(said, memory="b"), [])[0]
    assert got == fresh
    assert "Clay" in persons(got)


def test_a_retried_turn_reads_what_it_read_the_first_time():
    x = RuleExtractor()
    turns = _turns(["Clay is incredible, it keeps me calm.", "The clay they sell there is great."])
    first = x.extract(turns[:1], [])[0]
    x.extract(turns[1:], [])
    again = x.extract(turns[:1], [])[0]
    assert again == first


@pytest.mark.parametrize(
    "before,said,word",
    [
        ("We just got back from Quellmouth, shattered.", "Quellmouth was lovely, if windy.",
         "Quellmouth"),
        ("My cousin moved to Oskarby last spring.", "Apparently Oskarby is freezing all year.",
         "Oskarby"),
    ],
)
def test_a_place_named_once_by_its_slot_is_no_person_later(before, said, word):
    alone = RuleExtractor().extract(_turns([said]), [])[0]
    after = RuleExtractor().extract(_turns([before, said]), [])
    assert word in persons(alone)  # no evidence: a capitalised word of no known kind
    assert all(word not in persons(x) for x in after)


def test_a_place_in_apposition_to_a_place_noun_is_no_person():
    x = RuleExtractor().extract(
        _turns(["This scarf is from my home town, Brindlemere. It means a lot to me."]), [])[0]
    assert "Brindlemere" not in persons(x)


@pytest.mark.parametrize(
    "text,who",
    [
        # an answer heard, not a return; a person something came through
        ("Has anyone heard back from Oskarby about the venue deposit?", "Oskarby"),
        ("I heard through Brindlemere that the yard is shutting.", "Brindlemere"),
        # a first name of the reference after 'to' after a going verb stays a person
        ("Honestly the spare desk is going to Tomek, he asked first.", "Tomek"),
    ],
)
def test_a_person_after_a_preposition_stays_a_person(text, who):
    x = RuleExtractor().extract(_turns([text]), [])[0]
    assert who in persons(x)


@pytest.mark.parametrize(
    "text,word",
    [
        ("Gardening is like therapy for me.", "Gardening"),
        ("Sewing is like a puzzle you wear.", "Sewing"),
    ],
)
def test_a_gerund_opening_a_sentence_is_no_person(text, word):
    assert word not in persons(RuleExtractor().extract(_turns([text]), [])[0])


def test_a_name_of_that_shape_stays_a_person():
    # an -ing surname whose stem is no word
    x = RuleExtractor().extract(_turns(["Sterling is coming round later, he says."]), [])[0]
    assert "Sterling" in persons(x)
