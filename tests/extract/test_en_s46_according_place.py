"""The forty-sixth pass: 'according to X in payroll it's …' — where the source is from, a
short place phrase, then the clause — reports the clause (before: the place phrase swallowed it
and nothing was reported, or the report began with the place). Names and sentences invented
here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims, turn_extraction

SPEAKER = "Quennell"


def claims(text):
    return turn_extraction(SPEAKER, text, [SPEAKER]).claims


@pytest.mark.parametrize("text,content", [
    ("according to Vadimira in payroll it's the 28th", "it's the 28th"),
    ("according to Vadimira on the front desk it's closed on mondays",
     "it's closed on mondays"),
    ("according to Vadimira at the depot the trams are off all weekend",
     "the trams are off all weekend"),
])
def test_the_clause_after_the_sources_place_is_the_report(text, content):
    got = claims(text)
    assert [(c.owner, c.content) for c in got] == [("Vadimira", content)], got


def test_a_place_closing_the_sentence_still_reports_nothing():
    assert turn_claims(SPEAKER, "I heard it from Vadimira in payroll.", [SPEAKER]) == []
