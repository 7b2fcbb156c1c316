"""A title in quotation marks after 'called' names a work, not a person, and quotes no speech
(s39): the stop American usage puts inside the closing quote ('a song called "Waiting for
Joy."') no longer hides the title, and 'my band called "…"' is no call. Invented sentences
(names and titles written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import persons

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import Extraction, TurnIn

SPEAKER = "Pellam"


def _read(text: str) -> Extraction:
    turn = TurnIn(session="t", date=datetime(2024, 6, 12), turn="t1", speaker=SPEAKER, text=text)
    return RuleExtractor().extract([turn], [SPEAKER, "Idony"])[0]


@pytest.mark.parametrize("text,word", [
    ('Our choir learned a song called "Waiting for Joy." It was lovely.', "Joy"),
    ('Our choir learned a song called "Waiting for Joy" and it was lovely.', "Joy"),
    ("I'm writing one with my band called \"Letters to Grace.\" It's about leaving home.",
     "Grace"),
    ('We saw a play called "Summer Again." Honestly brilliant.', "Summer"),
])
def test_a_title_names_no_one(text, word):
    x = _read(text)
    assert word not in persons(x)
    assert not any(c.owner == f"{SPEAKER}'s band" for c in x.claims)


def test_speech_quoted_after_a_call_is_still_speech():
    x = _read('Idony called me and said "the bakery is shut".')
    assert any(c.owner == "Idony" for c in x.claims)
