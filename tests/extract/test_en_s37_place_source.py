"""'got it from' a place whose noun ends like a doer's (s37) — invented dialogues (names and
sentences written for this test, none from any data file):

- '(I) got it from the corner, …', '… from the counter, …': a place, no person holds the news
  after it (before: 'the corner' was read as its source, as '-er' nouns of doers are);
- kept: '… from the organisers, …', '… from my neighbour, …' are people, the news theirs.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

A, B = "Wendelin", "Ermengarde"


@pytest.mark.parametrize("text,place", [
    ("Got it from the corner, the bakery is closing", "the corner"),
    ("got it from the counter, the bakery is closing", "the counter"),
    ("I got it from the corner, the ferry is cancelled", "the corner"),
])
def test_place_is_no_source(text, place):
    assert_not_owner([(B, "any news?"), (A, "hi"), (A, text)], place)


@pytest.mark.parametrize("text,owner", [
    ("got it from the organisers, the bakery is closing", "the organisers"),
    ("got it from my neighbour, the bakery is closing", f"{A}'s neighbour"),
])
def test_people_stay_sources(text, owner):
    assert_owned([(B, "any news?"), (A, "hi"), (A, text)], owner, [A])
