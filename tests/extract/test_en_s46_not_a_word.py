"""The forty-sixth pass: 'I don't believe a word of that / of it / she says' is the holder's
disbelief in the story just told, a negative view (before: no claim, or a neutral one); only
negated ('I believe a word of warning is due' says nothing of a story). Names and sentences
invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_extraction

SPEAKER = "Quennell"


def claims(text):
    return turn_extraction(SPEAKER, text, [SPEAKER]).claims


@pytest.mark.parametrize("text,owner", [
    ("I don't believe a word of that. They said the same last spring.", SPEAKER),
    ("Honestly I don't buy a word of it.", SPEAKER),
    ("Vadimira doesn't believe a word he says.", "Vadimira"),
])
def test_disbelief_in_a_story_is_a_negative_view(text, owner):
    got = claims(text)
    assert any(c.owner == owner and c.polarity == "negative" for c in got), [
        (c.owner, c.polarity) for c in got]


def test_without_the_negation_nothing_is_disbelieved():
    assert claims("I believe a word of warning is due.") == []
