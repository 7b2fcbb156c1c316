"""A conversation ingested in parts reads as one ingested whole: a later ingest starts from the
memory's speakers as the people it knows (``Memory.speakers``), not from every Person extraction
named, which a single ingest never feeds back. Invented dialogue (names and sentences written for
this test, none from any data file)."""

from __future__ import annotations

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn

# '집주인' is named as a person first; with it fed back as a known name, the role compound
# '집주인 할아버지' read later split into a possessive ('집주인의 할아버지')
DIALOGUE = [("표하진", "집주인이 그러는데 다음 주에 보일러 수리 온대"),
            ("설아람", "잘됐네"),
            ("표하진", "근데 집주인 할아버지 말로는 부품 오는 데 사흘은 걸린대")]


def _turns() -> list[TurnIn]:
    return [TurnIn(memory="m", session="s", turn=f"t{i}", speaker=who, text=text, seq=i,
                   date="2026-02-03T10:00:00") for i, (who, text) in enumerate(DIALOGUE)]


@pytest.mark.parametrize("step", [1, 2])
def test_parts_give_the_owners_of_the_whole(tmp_path, step: int) -> None:
    def owners(folder: str, n: int) -> list[tuple[str, str, tuple[str, ...]]]:
        mem = Memory.open(tmp_path / folder, "m")
        try:
            turns = _turns()
            for i in range(0, len(turns), n):
                mem.add_turns(turns[i:i + n])
            return sorted((c.turns[0], c.owner or "", tuple(c.relayed_by))
                          for c in mem.catalog().claims.values())
        finally:
            mem.close()

    whole = owners("whole", len(DIALOGUE))
    assert ("t2", "집주인 할아버지", ("표하진",)) in whole
    assert owners(f"parts-{step}", step) == whole


def test_speakers_are_the_people_who_said_a_turn(tmp_path) -> None:
    mem = Memory.open(tmp_path / "m", "m")
    try:
        mem.add_turns(_turns())
        assert mem.speakers() == ["설아람", "표하진"]
        assert "집주인" in mem.people()  # named by extraction: a Person, not a speaker
    finally:
        mem.close()
