"""What a person's message said, with a modifier before the noun of the message or an adverb
before its verb (s37), by paradigm, edited and lower-case register — invented dialogues (names
and sentences written for this test, none from any data file):

- "X's voice note says …", "X's last text said …", "my sister's group message says …", 'her
  voice note said …' (her: someone named before): the writer's, relayed by the speaker;
- "X's text just said …", "X's email literally says …", 'her message basically said …'.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Ermengarde"
NEWS = ["the bakery is closing", '"the bakery is a rip-off"']


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame,owner", [
    ("Theobald's voice note says", "Theobald"), ("Theobald's last text said", "Theobald"),
    ("my sister's group message says", f"{A}'s sister"), ("Theobald's text just said", "Theobald"),
    ("Theobald's email literally says", "Theobald"),
    ("my sister's latest message basically said", f"{A}'s sister"),
])
def test_message_said(frame, owner, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {news}"))], owner, [A])


@pytest.mark.parametrize("frame", ["her voice note said", "her text just said"])
def test_pronoun_writer(frame):
    assert_owned([(B, "any news?"), (A, "Sieglinde messaged this morning."),
                  (A, f"{frame} {NEWS[0]}")], "Sieglinde", [A])
