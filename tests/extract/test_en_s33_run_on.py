"""English constructions of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file): sentences typed with no full stop between them.

- the next sentence opened with its capital: a capitalised pronoun, possessive, demonstrative or
  sentence adverb after a lower-case word ('Walburga climbed there in june She said …', 'Cute My mum
  reckons …') starts a sentence;
- a report typed on after a clause with no stop ('makes sense walburga mentioned …', 'did it
  last night my physio says …', 'not yet Eberhard said …'): the holder and its verb start a
  sentence — but not after a word that takes the holder in (told me his physio said, I think X
  said), a role the name is in apposition to (my mate X says), or a noun the report is a relative
  clause of (the cafe X mentioned is …, trust a word X says)."""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

from cogmem_rdf.extract.register_en import normalise

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "is the new climbing wall any good?")


@pytest.mark.parametrize("second,owner", [
    ("She said the holds are all worn", "Walburga"),
    ("She reckons the holds are all worn", "Walburga"),
    ("Apparently she thinks the holds are all worn", "Walburga"),
    ("My mum reckons the holds are all worn", f"{SPEAKER}'s mum"),
    ("Her coach told her the holds are all worn", "Walburga's coach"),
])
@pytest.mark.parametrize("first", ["Walburga climbed there in june",
                                   "Walburga tried it on sunday lol",
                                   "Walburga went with her club"])
def test_capitalised_start_after_no_stop(first, second, owner):
    chain = [SPEAKER, "Walburga"] if owner == "Walburga's coach" else [SPEAKER]
    assert_owned([OPENER, (SPEAKER, f"{first} {second}")], owner, chain)


@pytest.mark.parametrize("text", ["we watched This Is Us again", "I met Her Majesty once",
                                  "went to The Crown for lunch"])
def test_capitals_inside_a_title_unchanged(text):
    assert normalise(text) == text


@pytest.mark.parametrize("first", ["makes sense", "not yet", "did it last night", "cute",
                                   "honestly no idea tbh", "fair enough lol"])
@pytest.mark.parametrize("report,owner", [
    ("walburga mentioned the holds are all worn", "Walburga"),
    ("Eberhard said the holds are all worn", "Eberhard"),
    ("my physio says the holds are all worn", f"{SPEAKER}'s physio"),
    ("my sister was saying the holds are all worn", f"{SPEAKER}'s sister"),
    ("the instructor reckons the holds are all worn", "the instructor"),
])
def test_report_typed_on_after_a_clause(first, report, owner):
    assert_owned([OPENER, (SPEAKER, f"{first} {report}")], owner, [SPEAKER])


@pytest.mark.parametrize("text", [
    "he told me his physio said the holds are worn",
    "I think Walburga said the holds are worn",
    "my mate Walburga says the holds are worn",
    "the wall Walburga mentioned is the new one",
    "he wont trust a word Walburga says",
    "ines n Walburga said the holds are worn",
])
def test_no_stop_where_the_holder_is_taken_in(text):
    assert "." not in normalise(text, ["Walburga"])


def test_nested_report_keeps_its_chain():
    lines = [OPENER, (SPEAKER, "Eberhard told me his physio said the holds are worn")]
    assert_owned(lines, "Eberhard's physio", [SPEAKER, "Eberhard"])
    assert_not_owner(lines, SPEAKER)


@pytest.mark.parametrize("text", ["the holds are all worn Walburga reckons",
                                  "the holds are all worn my physio said lol",
                                  "the holds are all worn Eberhard told me"])
def test_closing_frame_is_no_new_sentence(text):
    assert "." not in normalise(text, ["Walburga", "Eberhard"])


@pytest.mark.parametrize("text", ["ngl Walburga reckons the holds are worn",
                                  "lol my mum said the holds are worn",
                                  "fyi Walburga mentioned the holds are worn"])
def test_opener_before_the_frame_is_no_clause(text):
    assert "." not in normalise(text, ["Walburga"])
