"""The forty-fifth pass, English: a name then a noun phrase in apposition before a verb of
saying ('X the club sec was saying …', 'X the union rep told …') is the named person, whatever
the nouns; a kin title said before a name ('Aunt X') stays with it for a later pronoun, as
the person is named. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "Quennell"


@pytest.mark.parametrize("text,owner", [
    ("Vadimira the club sec was saying the fees go up next season.", "Vadimira"),
    ("Vadimira the club sec told me the fees go up next season.", "Vadimira"),
    ("Oskarine the union rep told everyone the strike is off.", "Oskarine"),
    ("Oskarine the union rep has been telling everyone the strike is off.", "Oskarine"),
])
def test_a_name_before_a_noun_phrase_in_apposition_is_the_source(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


def test_a_definite_role_alone_stays_the_source():
    got = turn_claims(SPEAKER, "Yesterday the union rep told everyone the strike is off.",
                      [SPEAKER])
    assert ("the union rep", [SPEAKER]) in got, got


@pytest.mark.parametrize("title", ["Aunt", "Uncle", "Auntie", "Grandpa"])
def test_a_kin_title_stays_with_the_name_for_a_later_pronoun(title):
    pron = "he" if title in ("Uncle", "Grandpa") else "she"
    text = f"rang {title} Vellory this morning, {pron} says the ferry is back in spring"
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (f"{title} Vellory", [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("my upstairs neighbour said the boiler broke again", "Quennell's upstairs neighbour"),
    ("Vadimira's downstairs neighbour was saying the boiler broke again",
     "Vadimira's downstairs neighbour"),
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
    ("The B&B owner told us the road had been shut for a week.", "the B&B owner"),
    ("the A&E nurse said the wait is four hours", "the A&E nurse"),
    ("the HR manager said the rota is changing", "the HR manager"),
])
def test_an_initialism_before_a_role_noun_names_its_place(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "lol three dogs in a flat is pure chaos, good luck to them",
    "that ferry is a nightmare, have fun though",
])
def test_a_wish_spliced_on_after_a_verdict_leaves_the_verdict(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (SPEAKER, []) in got, got
