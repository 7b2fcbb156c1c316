"""A common English word capitalised only because it opens a sentence is no person: it must not
become a mention (a Person node, a name in the people list and in subject-access exports). It is
a name in a person's slot, once the talk has named it, where the writer leaves sentences in lower
case (and so capitalises only names), or when it is no frequent word at all."""

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKERS = ["Osvinde", "Brannick"]


def _mentions(*texts: str) -> list[list[str]]:
    turns = [
        TurnIn(turn=f"t{k}", session="s1", speaker=SPEAKERS[k % 2], text=text,
               date="2026-03-02T10:00:00")
        for k, text in enumerate(texts)
    ]
    return [o.mentions for o in RuleExtractor(stance=False).extract(turns, SPEAKERS)]


@pytest.mark.parametrize("text", [
    "Gardening keeps me sane these days.",
    "Cheers! Painting has become my favourite way to unwind.",
    "Fairness matters more than anything to me.",
    "Thankfully the rain held off for the picnic.",
    "Kites were everywhere on the beach. Sunlight makes everyone cheerful.",
    "Cooking for ten people was exhausting.",
    "We drove up last Thurs and came back on Sat.",
    "Teamwork is what this job needs, honestly.",
    "Nice one! Baking bread takes forever though.",
])
def test_a_word_opening_a_sentence_is_no_person(text: str) -> None:
    assert _mentions(text) == [[]]


@pytest.mark.parametrize("text, name", [
    # a person's slot: the subject of a verb of saying or thinking
    ("Patience says the ferry leaves at nine.", "Patience"),
    ("Honey reckons we should book early.", "Honey"),
    # an invented name that is a rare headword of the dictionary, or none
    ("Ambrosine was thrilled with the new flat.", "Ambrosine"),
    ("Quillard finally finished the marathon.", "Quillard"),
    # a first name that is also a word is read by its slot, as before
    ("Grace told me the café is closing.", "Grace"),
])
def test_a_name_in_its_place_stays_a_name(text: str, name: str) -> None:
    assert name in _mentions(text)[0]


def test_a_capital_in_lower_case_writing_marks_a_name() -> None:
    # the writer capitalises nothing else: the capital is the name's
    assert "Pickle" in _mentions("Pickle's home!! we collected him this morning")[0]
    # the same word in prose, capitalised for its place, is the word
    assert _mentions("Pickles are great on a burger. We had some yesterday.") == [[]]


def test_a_word_with_a_he_or_she_after_it_is_a_name() -> None:
    # a pet named with a common word, first said opening a sentence in prose
    assert "Pickle" in _mentions("Pickle had his jabs this morning, all fine.")[0]
    assert "Pickle" in _mentions("Pickle finally let her brush him. Progress!")[0]


def test_a_word_the_talk_has_named_is_that_name() -> None:
    said = _mentions(
        "We adopted a kitten called Pickle on Sunday.",
        "Aww! What's she like?",
        "Pickle is already running the house.",
    )
    assert "Pickle" in said[0] and "Pickle" in said[2]
