"""The stance a who-question asks about when it denies a belief: the extractor stores "X doesn't
think the fee is fair" with the complement's tone turned over (negative), so "Who doesn't think
the fee is fair?" asks for a negative claim, whatever the lexicon reads of the whole question."""

from __future__ import annotations

import pytest

from cogmem_rdf.retrieval.controller import _asked_tone


@pytest.mark.parametrize(("question", "tone"), [
    ("Who doesn't think the new fee is fair?", "negative"),
    ("Who does not believe the repair was good value?", "negative"),
    ("Who didn't think the ferry was awful?", "positive"),
    ("Who thinks the new fee is fair?", "positive"),
    ("Who doesn't think the ferry leaves at nine?", "neutral"),
])
def test_a_denied_belief_asks_the_opposite_tone(question, tone):
    assert _asked_tone(question) == tone
