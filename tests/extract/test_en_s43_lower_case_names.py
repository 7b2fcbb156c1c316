"""The forty-third pass: names typed in lower case (names and topics invented here, in no data
file).

- a first name of the reference given to either gender ('n' in its table) and no frequent
  English word is a name anywhere in a casual turn, as a name of one gender already was;
- a first name set off by commas after a role's noun phrase is the role's name whatever follows
  it ('… from the club secretary, filippo, that …');
- after a first name in lower case, a word before an article or possessive is a verb, no
  surname ('petur rewired the shed');
- a name that is also a rare word, as the subject of a verb of saying after the wh-word of a
  free relative ("that's not what filippo told me");
- a first name asked back alone and answered with 'he'/'she' ('tufan? yeah he said …')."""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

from cogmem_rdf.extract.register_en import normalise

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "any word on the allotments?")


@pytest.mark.parametrize("name", ["meyrem", "krisha", "shalamar", "peniel"])
@pytest.mark.parametrize("frame", ["honestly {} should drop the choir",
                                   "is {} actually flying in??", "{} paced me the whole way"])
def test_either_gender_name_in_a_casual_turn(name, frame):
    assert normalise(frame.format(name)) == frame.format(name.capitalize())


@pytest.mark.parametrize("text,fixed", [
    # (first names that are also rare dictionary words)
    ("we got it from the club secretary, filippo, that the fees are going up",
     "we got it from the club secretary, Filippo, that the fees are going up"),
    ("we met their site manager, tufan, on monday and he was fine",
     "we met their site manager, Tufan, on monday and he was fine"),
])
def test_name_between_commas_after_a_role(text, fixed):
    assert normalise(text) == fixed


def test_verb_after_a_lower_case_name_is_no_surname():
    assert normalise("petur rewired the shed over the weekend") == (
        "Petur rewired the shed over the weekend")


@pytest.mark.parametrize("text,owner", [
    ("we got it from the club secretary, filippo, that the fees are going up", "Filippo"),
    ("ngl krisha reckons the plots are too small", "Krisha"),
])
def test_owner_of_report(text, owner):
    assert_owned([OPENER, (SPEAKER, text)], owner, [SPEAKER])


@pytest.mark.parametrize("text,fixed", [
    ("thats not what filippo told me. he said the hall is booked",
     "that's not what Filippo told me. he said the hall is booked"),
    ("whatever tufan says about the rota is fine", "whatever Tufan says about the rota is fine"),
])
def test_subject_after_a_free_relative(text, fixed):
    assert normalise(text) == fixed


@pytest.mark.parametrize("text,fixed", [
    ("tufan? yeah he said the hall is booked", "Tufan? yeah he said the hall is booked"),
    ("filippo? she told me its sorted", "Filippo? she told me it's sorted"),
])
def test_name_asked_back(text, fixed):
    assert normalise(text) == fixed


@pytest.mark.parametrize("text", ["seriously? she said that?", "what? he said no",
                                  "i know what you said"])
def test_echo_and_relative_words_stay(text):
    assert normalise(text) == text.replace("i know", "I know")
