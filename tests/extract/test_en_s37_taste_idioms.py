"""Verdicts said as idioms of taste that did not take (s37), by paradigm, with and without a
subject, in edited and lower-case register — invented dialogues (sentences written for this
test, none from any data file):

- "didn't do it for me", "it didn't really do anything for me", "didn't do much for me";
- ("not for me" is left alone: it may say whom a thing is for — 'No, not for me, it's for X');
- "couldn't get into it", "never got into them", "I didn't really get into it";
- 'found it hard to follow', 'found the menu easy to read' with the diary-style 'I' dropped:
  a tough-adjective and its infinitive judge the thing found (as 'I found it hard to …');
- a third person's report of the same stays theirs ('X said it wasn't for him').
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Ermengarde"


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("text", [
    "didn't do it for me", "It didn't really do anything for me", "didn't do much for me",
    "couldn't get into it",
    "never got into them", "I didn't really get into it", "didn't do it for me tbh",
])
def test_taste_that_did_not_take(text, case):
    assert_owned([(B, "how was the film?"), (A, case(text))], A, [])


def test_reported_stays_theirs():
    assert_owned([(B, "how was the film?"), (A, "Theobald said it wasn't for him")],
                 "Theobald", [A])


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("text", ["found it hard to follow", "Found the menu easy to read",
                                  "found it really tricky to follow tbh",
                                  "found the ending difficult to watch"])
def test_found_tough(text, case):
    assert_owned([(B, "how was the film?"), (A, case(text))], A, [])
