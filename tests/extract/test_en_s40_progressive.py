"""A relative's or role's contracted 'is' before a progressive ("my neighbour's selling his
house") tells of that person, as 'my neighbour is selling …' does; with a verb after it the
-ing form is a gerund, what is judged ("my neighbour's drumming is driving me mad") (s40).
Invented turns (names and sentences written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER = "Thurstan"


def _read(text: str):  # noqa: ANN202 - an Extraction
    t = TurnIn(session="s40p", date=datetime(2024, 6, 12), turn="s40p-1", speaker=SPEAKER,
               text=text)
    return RuleExtractor().extract([t], [SPEAKER, "Merewyn"])[0]


@pytest.mark.parametrize(("text", "who"), [
    ("my neighbour's selling his house", f"{SPEAKER}'s neighbour"),
    ("My sister's selling her flat.", f"{SPEAKER}'s sister"),
    ("our landlord's putting the rent up", f"{SPEAKER}'s landlord"),
])
def test_a_contracted_is_before_a_progressive(text: str, who: str) -> None:
    x = _read(text)
    subjects = [f.subject for f in x.facts] + [p for e in x.events for p in e.participants[:1]]
    assert who in subjects and not x.claims


def test_a_gerund_with_a_verb_after_it_is_judged() -> None:
    x = _read("my neighbour's drumming is driving me mad")
    assert not any(f.subject == f"{SPEAKER}'s neighbour" for f in x.facts)
