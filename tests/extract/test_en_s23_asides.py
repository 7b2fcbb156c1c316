"""English, twenty-third pass (shared review): a 'no' after the speaker's own mark is the
speaker's aside when a report follows it, and a verb's past after a relation noun is no name
typed in lower case. Invented sentences and names."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

from cogmem_rdf.extract.register_en import normalise

WHEN = datetime(2025, 5, 12)


@pytest.mark.parametrize("text", [
    "tbh no idea, but Aethelric says the ferry is cancelled",
    "honestly no clue, but Aethelric reckons the ferry is cancelled",
])
def test_a_report_after_the_speakers_aside_is_the_sources(text):
    x = extract_lines([("Wolstan", text)], WHEN)[0]
    assert [(c.owner, c.relayed_by) for c in x.claims] == [("Aethelric", ["Wolstan"])], x


def test_a_no_after_a_report_stays_in_what_was_reported():
    x = extract_lines([("Wolstan", "Fulbert says no dogs on the pier")], WHEN)[0]
    assert [(c.owner, c.content) for c in x.claims] == [("Fulbert", "no dogs on the pier")], x


@pytest.mark.parametrize(("text", "expected"), [
    ("my neighbour popped over, he says the lift is broken",
     "my neighbour popped over, he says the lift is broken"),
    ("my cousin plectrude says the lift is broken", "my cousin Plectrude says the lift is broken"),
])
def test_a_past_form_after_a_relation_noun_is_no_name(text, expected):
    assert normalise(text, ["Wolstan"]) == expected
