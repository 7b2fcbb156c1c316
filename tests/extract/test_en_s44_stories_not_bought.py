"""The forty-fourth pass: 'not buying' a story known by its noun is a stance against it ("I don't
buy the whole detox thing", "Varro doesn't buy his excuse"); buying a thing is shopping, negated
or not. Sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "Quennell"


@pytest.mark.parametrize("text,owner,chain", [
    ("i don't buy the whole cold-shower thing", SPEAKER, []),
    ("I don't buy the excuse, sorry", SPEAKER, []),
    ("honestly I don't buy his explanation", SPEAKER, []),
    ("Varro doesn't buy their story about the flood", "Varro", [SPEAKER]),
])
def test_a_story_not_bought(text, owner, chain):
    got = turn_claims(SPEAKER, text, [SPEAKER, "Varro"])
    assert (owner, chain) in got, got


@pytest.mark.parametrize("text", [
    "I didn't buy the tickets in the end",
    "Varro bought the story book for his niece",
])
def test_shopping_is_no_stance(text):
    assert turn_claims(SPEAKER, text, [SPEAKER, "Varro"]) == []
