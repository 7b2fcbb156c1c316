"""A turn that asks something, gives the speaker's own view and tells a dated doing of the
speaker's in one run of chat text (no full stop between the view and the doing): the doing lands
as a record beside the view, as it does when the sentences are marked, and the question asks
nothing that is recorded. Invented turns (names and sentences written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


def _read(speaker: str, text: str):
    turn = TurnIn(session="rq", date=datetime(2024, 6, 12), turn="rq1", speaker=speaker,
                  text=text)
    return RuleExtractor().extract([turn], [speaker])[0]


@pytest.mark.parametrize(
    "text",
    [
        "u tried the new ramen place? honestly overrated i went there last friday w my cousin",
        "is that gym worth it? the machines are ancient tbh i signed up in march and regret it",
        "you been to the night market yet? kinda overpriced imo we went two weeks ago",
    ],
)
def test_dated_doing_after_question_and_view_is_a_record(text: str) -> None:
    x = _read("Tomek", text)
    assert any(c.owner == "Tomek" and not c.relayed_by for c in x.claims)
    assert x.events, "the dated doing beside the view is a record"
    assert all("?" not in e.text for e in x.events)  # the question is no part of it


@pytest.mark.parametrize(
    "text",
    [
        "Did you go there last week? The food was awful",
        "u going back next month? the staff were rude tbh",
    ],
)
def test_a_question_with_a_time_is_no_record(text: str) -> None:
    x = _read("Tomek", text)
    assert not x.events and not x.facts
