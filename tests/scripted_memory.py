"""An in-memory Memory holding a scripted dialogue (shared by the recall tests): rows of
``(session, turn id, speaker, text)``, every turn on one date."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import datetime
from typing import Any

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn


def scripted_memory(name: str, dialogue: Sequence[tuple[str, str, str, str]],
                    day: datetime) -> Iterator[Memory]:
    """Yield a fresh in-memory Memory with ``dialogue`` ingested; close it afterwards (for a
    pytest fixture: ``yield from scripted_memory(...)``)."""
    m = Memory.open(None, name)
    m.add_turns(
        TurnIn(session=s, date=day, turn=t, speaker=who, text=text)
        for s, t, who, text in dialogue
    )
    yield m
    m.close()


def first_claim(mem: Memory, question: str, day: datetime, k: int = 8) -> tuple[Any, Any]:
    """The recall result for ``question`` and the first Claim of its evidence."""
    res = mem.recall(question, k=k, date=day)
    return res, next(e for e in res.evidence if e.type == "Claim")
