"""Excess is a judgement: "too" (or "way too", "far too") before a gradable adjective says there
is more of it than is wanted, so the clause is negative though no word in it judges on its own
(``lexicon.EN_TOO``); invented sentences."""

from __future__ import annotations

import pytest

from cogmem_rdf.extract.lexicon import en_polarity


@pytest.mark.parametrize("text", [
    "the hall is too small for the choir",
    "the soup was way too salty tbh",
    "their setlist runs far too long",
    "it's a bit too loud in there",
    "the ramp is too steep for the buggy",
])
def test_too_before_a_gradable_adjective_is_negative(text):
    assert en_polarity(text) == "negative"


@pytest.mark.parametrize("text", [
    "me too, the hall is booked",        # 'too' as 'also'
    "the hall is small",                 # a dimension alone judges nothing
    "Tervander came too, with his sister",
])
def test_too_as_also_or_a_bare_dimension_is_neutral(text):
    assert en_polarity(text) == "neutral"
