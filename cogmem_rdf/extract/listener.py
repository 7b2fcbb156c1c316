"""Who a turn is addressed to, from the order of a batch of turns (no model, no guessing).

The listener of a turn is the speaker of the nearest earlier turn of the same memory and session
whose speaker differs; failing that, of the nearest later one. A turn with no other speaker
around it (a monologue, a single turn) has no listener, and no listener claim is made for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..models import TurnIn


def listeners(turns: Sequence[TurnIn]) -> list[str | None]:
    """The listener of each turn, in order; ``None`` when it cannot be told."""
    out: list[str | None] = []
    for i, _t in enumerate(turns):
        found = _scan(turns, i, range(i - 1, -1, -1)) or _scan(turns, i, range(i + 1, len(turns)))
        out.append(found)
    return out


def _scan(turns: Sequence[TurnIn], i: int, order: range) -> str | None:
    t = turns[i]
    for j in order:
        o = turns[j]
        if o.session != t.session or o.memory != t.memory:
            return None  # a batch is in conversation order: another session ends the search
        if o.speaker != t.speaker:
            return o.speaker
    return None
