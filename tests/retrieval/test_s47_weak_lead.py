"""The forty-seventh pass: a record that leads a detail question only weakly — its turn matches
the question far less than the best turn does — keeps its place, but the claims of its turn
follow the better turns instead of standing right beside it (``weak_lead_claims``), so the
view on the turn that answers is the first claim. Invented dialogue."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

DAY = datetime(2025, 11, 4, 18, 0)
DIALOGUE = [
    ("a", "a:1", "Thessaly", "Orwin and Wynn are holding a book sale on Saturday, which is a "
                             "lovely idea."),
    ("a", "a:2", "Ysbel", "I might bring my old atlases."),
    ("b", "b:1", "Corwen", "Our cabin near Tromso is small but warm."),
    ("b", "b:2", "Corwen", "Oh, the harbour office says the island crossing is off on Saturday "
                           "because of the gales."),
    ("b", "b:3", "Ysbel", "Lucky you."),
]
QUESTION = "Is the island crossing running on Saturday?"


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("weak-lead", DIALOGUE, DAY)


def evidence(mem, **options):
    return mem.recall(QUESTION, date="2025-11-04", **options).evidence


def test_the_answering_turns_claim_comes_first(mem):
    ev = evidence(mem)
    claim = next(e for e in ev if e.type == "Claim")
    assert claim.owner == "the harbour office", claim


def test_the_records_order_is_kept(mem):
    on = [e for e in evidence(mem) if e.type != "Claim"]
    off = [e for e in evidence(mem, weak_lead_claims=0.0) if e.type != "Claim"]
    assert [e.text for e in on] == [e.text for e in off]


def test_off_the_weak_records_claim_stands_beside_it(mem):
    ev = evidence(mem, weak_lead_claims=0.0)
    claim = next(e for e in ev if e.type == "Claim")
    assert claim.owner == "Thessaly", claim
