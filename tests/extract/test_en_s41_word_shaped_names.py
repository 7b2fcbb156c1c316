"""A first name shaped like a derived English word ('Mildred', 'Winfred', 'Polly', 'Channing':
-ed, -ly, -ing …) is a name at the start of a sentence as any other first name is (s41). The
shape check meant for 'Honestly', 'Worried' read them as words unless a verb of saying came
right after, and 'Per Winfred, …' took the -ed name for a verb and split the sentence: 'Mildred
always says …', 'Polly's convinced …', 'Per Winfred, …' were the speaker's own views. A first
name that is also an inflected dictionary word and borne by few stays suspect ('Hemming took
ages'). Invented turns; the names come from the first-name reference."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import turn_claims

from cogmem_rdf.extract.en_parse import name_not_word
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER, OTHER = "Thurstan", "Merewyn"
FRAMES = [
    "{x} always says the new bakery is overpriced.",
    "{x}'s convinced the new bakery is overpriced.",
    "{x}'s been saying the new bakery is overpriced.",
    "{x}'s certain the new bakery is overpriced.",
    "{x} apparently thinks the new bakery is overpriced.",
    "{x}'s message said the new bakery is overpriced.",
    "Per {x}, the new bakery is overpriced.",
]
NAMES = ["Mildred", "Winfred", "Polly", "Channing", "Tilly", "Reed"]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("frame", FRAMES)
def test_a_word_shaped_first_name_reports(frame: str, name: str) -> None:
    got = turn_claims(SPEAKER, frame.format(x=name), [SPEAKER, OTHER])
    assert (name, [SPEAKER]) in got


@pytest.mark.parametrize("text", [
    "Mildred Ashdown says the new bakery is overpriced.",
    "Winfred Ashdown reckoned the new bakery is overpriced.",
    "Channing Ashdown insists the new bakery is overpriced.",
])
def test_a_word_shaped_first_name_with_a_surname(text: str) -> None:
    # a full name: the first name was no 'word of no English' by its -ed/-ing shape
    name = " ".join(text.split()[:2])
    assert (name, [SPEAKER]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER])


@pytest.mark.parametrize(("word", "name"), [
    ("mildred", True), ("polly", True), ("channing", True),
    # not a first name, a word of our lists, or an inflected word borne by few
    ("worried", False), ("honestly", False), ("lovely", False), ("hemming", False),
    # names of other shapes, read as they always were (a verb form opening a sentence)
    ("ran", False), ("will", False),
])
def test_name_not_word(word: str, name: bool) -> None:
    assert name_not_word(word) is name


def test_a_verb_form_opening_a_sentence_stays_a_verb() -> None:
    # 'Ran' is a first name too; the clause it opens is still no part of the view after it
    text = "Slowly. Ran 15k on Saturday and my knees are wrecked."
    turn = TurnIn(session="v", date=datetime(2024, 6, 12), turn="v:1", speaker=SPEAKER, text=text)
    x = RuleExtractor().extract([turn], [SPEAKER, OTHER])[0]
    assert x.claims and not any(c.content.startswith("Ran") for c in x.claims)
