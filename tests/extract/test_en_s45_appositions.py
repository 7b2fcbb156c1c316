"""The forty-fifth pass, English: a name then a noun phrase in apposition before a verb of
saying ('X the quiz scribe was saying …', 'X the yard chief told …') is the named person,
whatever the nouns; a kin title said before a name ('Aunt X') stays with it for a later
pronoun, as the person is named. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "Quennell"


@pytest.mark.parametrize("text,owner", [
    ("Vadimira the quiz scribe was saying the quiz moves to Mondays.", "Vadimira"),
    ("Vadimira the quiz scribe told me the quiz moves to Mondays.", "Vadimira"),
    ("Oskarine the yard chief told everyone the crane is staying.", "Oskarine"),
    ("Oskarine the yard chief has been telling everyone the crane is staying.", "Oskarine"),
])
def test_a_name_before_a_noun_phrase_in_apposition_is_the_source(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


def test_a_definite_role_alone_stays_the_source():
    got = turn_claims(SPEAKER, "Yesterday the yard chief told everyone the crane is staying.",
                      [SPEAKER])
    assert ("the yard chief", [SPEAKER]) in got, got


@pytest.mark.parametrize("title", ["Aunt", "Uncle", "Auntie", "Grandpa"])
def test_a_kin_title_stays_with_the_name_for_a_later_pronoun(title):
    pron = "he" if title in ("Uncle", "Grandpa") else "she"
    text = f"saw {title} Vellory at lunch, {pron} says the ferry is back in spring"
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (f"{title} Vellory", [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("my upstairs tenant said the gutter leaks again", "Quennell's upstairs tenant"),
    ("Vadimira's downstairs tenant was saying the gutter leaks again",
     "Vadimira's downstairs tenant"),
])
def test_a_word_of_place_before_a_role_noun_modifies_it(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("my mum always said the boiler was dodgy", "Quennell's mum"),
])
def test_an_adverb_after_the_role_is_no_modifier(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("The B&B manager told us the road had been shut for a week.", "the B&B manager"),
    ("the A&E nurse said the wait is four hours", "the A&E nurse"),
    ("the HR manager said the rota is changing", "the HR manager"),
])
def test_an_initialism_before_a_role_noun_names_its_place(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "lol a barge in winter is madness, good luck to them",
    "that ferry is a total nightmare, have fun though",
])
def test_a_wish_spliced_on_after_a_verdict_leaves_the_verdict(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (SPEAKER, []) in got, got
