"""Invented multi-session dialogue and a scripted extractor returning what it says.

The extractor is a real ``Extractor`` (the Protocol), not a mock: it maps each turn id to the
extraction a careful model would produce, so the whole ingest pipeline runs unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import ClaimX, EventX, Extraction, TurnIn


class ScriptedExtractor:
    name = "scripted"

    def __init__(self) -> None:
        self.script: dict[str, dict] = {}

    def extract(
        self, turns: Sequence[TurnIn], known_people: Sequence[str] = ()
    ) -> list[Extraction]:
        return [
            Extraction(turn=t.turn, speaker=t.speaker, **self.script.get(t.turn, {})) for t in turns
        ]


class Dialogue:
    """Builds a memory turn by turn: ``say(...)`` then ``ingest()``."""

    def __init__(self, embedder, validate: bool = True):
        self.extractor = ScriptedExtractor()
        self.mem = Memory.open(None, extractor=self.extractor, embedder=embedder, validate=validate)
        self.pending: list[TurnIn] = []

    def say(self, turn: str, when: str, speaker: str, text: str, **extraction) -> None:
        session = turn.split(":")[0]
        self.pending.append(TurnIn(session=session, date=datetime.fromisoformat(when), turn=turn,
                                   speaker=speaker, text=text, lang="en"))
        self.extractor.script[turn] = extraction

    def run(
        self, turn: str, when: str, person: str, text: str, concept: str = "trail running"
    ) -> None:
        """A first-person record: ``person`` did ``concept`` (no time words: dated by saidAt)."""
        self.say(
            turn,
            when,
            person,
            text,
            events=[
                EventX(
                    text=f"{person} went {concept}",
                    participants=[person],
                    concepts=[concept],
                    predicate="run",
                )
            ],
        )

    def opine(self, turn: str, when: str, owner: str, target: str, content: str, polarity: str,
              relayed_by: list[str] | None = None, speaker: str | None = None) -> None:
        self.say(turn, when, speaker or owner, content,
                 claims=[ClaimX(content=content, owner=owner, target=target, polarity=polarity,
                                relayed_by=relayed_by or [])])

    def ingest(self):
        report = self.mem.add_turns(self.pending)
        self.pending = []
        assert report.rejected == [], report.rejected
        return report
