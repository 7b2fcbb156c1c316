"""The extractor interface: turns in, one validated ``Extraction`` per turn out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from ..models import Extraction, TurnIn


@runtime_checkable
class Extractor(Protocol):
    """Anything that turns dialogue into PEC²F extractions.

    ``extract`` returns one ``Extraction`` per input turn, in order. ``known_people`` are the
    names already seen in the memory (speakers first), so hearsay owners and targets resolve to
    the same Person. ``turns`` are in conversation order, so an extractor may resolve 'you' to
    the listener (the other speaker next to the turn in the same session). A turn the extractor
    cannot handle raises; the pipeline keeps the turn and reports it.
    """

    name: str

    def extract(
        self, turns: Sequence[TurnIn], known_people: Sequence[str] = ()
    ) -> list[Extraction]: ...
