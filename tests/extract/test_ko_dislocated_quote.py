"""Korean two-level hearsay whose pieces come in chat order: the reported clause said after the
verb of saying or hearing ('X가 Y한테 들었대, …라고'), the relayer said last with a connective
('Y가 …래, X가 그러는데'), and a familiar 이 on a name under an opener ('X가 그러는데 Y이 말로는
…'). The owner is the innermost source, relayed by the speaker, then the one who passed it on.
Invented turns (names and sentences written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.register_ko import front_dislocated, quote_dislocated
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER, LISTENER, X, Y = "결우", "마린", "승겸", "솔담"


def _claims(text: str) -> list[tuple[str, list[str]]]:
    turn = TurnIn(session="dq", date=datetime(2024, 6, 12), turn="dq1", speaker=SPEAKER,
                  text=text)
    x = RuleExtractor().extract([turn], [SPEAKER, LISTENER])[0]
    return [(c.owner, c.relayed_by) for c in x.claims]


@pytest.mark.parametrize(
    "text",
    [
        f"{X}이가 {Y}이한테 들었대, 그 빵집 별로라고.",
        f"{X}이가 {Y}이한테 들었다더라, 그 빵집 별로라고.",
        f"{Y}이가 그 빵집 별로래, {X}이가 그러는데.",
        f"{X}이가 그러는데 {Y}이 말로는 그 빵집 별로래.",
        f"{X}이가 그러던데, {Y}이 말로는 그 빵집 별로래.",
    ],
)
def test_two_level_in_chat_order(text: str) -> None:
    assert (Y, [SPEAKER, X]) in _claims(text)


@pytest.mark.parametrize(
    "text,owner",
    [
        # one level: the reported clause after the verb is still the sayer's
        (f"{X}이가 그러더라, 그 빵집 별로라고.", X),
        (f"{X}이한테 들었어, 그 빵집 별로라고.", X),
    ],
)
def test_one_level_clause_after_its_verb(text: str, owner: str) -> None:
    got = _claims(text)
    assert (owner, [SPEAKER]) in got
    assert all(o != SPEAKER for o, _ in got)  # not the speaker's own view


def test_the_clause_goes_back_before_its_verb() -> None:
    assert quote_dislocated(f"{X}이가 {Y}이한테 들었대, 그 빵집 별로라고.") == (
        f"{X}이가 {Y}이한테 그 빵집 별로라고 들었대.")
    # a report before it in the turn may take the same source: left as it is
    text = f"그 빵집 문 닫는대서 아쉬워. {X}이가 그러더라, 사장님이 이사 간다고."
    assert quote_dislocated(text) == text


def test_a_relayer_said_last_with_a_connective_goes_first() -> None:
    assert front_dislocated(f"{Y}이가 그 빵집 별로래, {X}이가 그러는데.") == (
        f"{X}이가 {Y}이가 그 빵집 별로래.")
