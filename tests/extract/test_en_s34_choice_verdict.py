"""A choice or rank said as a verdict (s34), the speaker's own view of what was asked about:
comparison signs between words ('the old one > the new one', 'trains < buses', read 'is
better/worse than'), a choice ('the old one, hands down', 'no contest, the old one', "I'd take the
old one any day", 'the old one wins every time'), chat's ranks and slang ('top tier', 'S tier',
'bottom tier', 'fire', 'lit') and 'once was enough'. Invented dialogues (names and sentences
written for this test, none from any data file).

Near readings with no verdict: numbers compared ('5 > 3'), the words in other uses ('the fire
alarm went off', 'lit the candles', 'Siegfried wins' answering who won).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Eberhard"
ASKED = ("Walburga", "What did you think of the new cafe on the corner?")


def _said(text: str, asked: tuple[str, str] = ASKED) -> list[tuple[str, str]]:
    return [asked, (SPEAKER, text)]


@pytest.mark.parametrize("text", [
    "The old one > the new one.", "old one > new one tbh", "new one < old one",
    "the old one, hands down", "no contest, the old one", "I'd take the old one any day",
    "id pick that one any day", "the old one wins every time", "old one wins",
    "top tier", "S tier", "bottom tier", "fire", "lit", "once was enough",
])
def test_choice_or_rank_is_a_verdict(text):
    assert_owned(_said(text), SPEAKER, [])


def test_reported_comparison():
    assert_owned(_said("Siegfried says trains > buses"), "Siegfried", [SPEAKER])


@pytest.mark.parametrize("text,asked", [
    ("5 > 3", ASKED), ("the fire alarm went off", ASKED), ("lit the candles", ASKED),
    ("Siegfried wins", ("Walburga", "Who won the quiz?")),
])
def test_no_verdict(text, asked):
    assert_not_owner(_said(text, asked), SPEAKER)
