"""Typed data that crosses module boundaries: turns in, extractions, time values, evidence out.

Field descriptions double as the schema an LLM extractor is shown, so they say what to write.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

Granularity = Literal["day", "week", "month", "season", "year"]
Polarity = Literal["positive", "negative", "neutral"]
Lang = Literal["en", "ko"]
NodeType = Literal["Event", "Fact", "Claim", "Concept", "Person", "Turn"]
TargetKind = Literal["person", "concept", "event"]
ConceptRelation = Literal[
    "likes", "dislikes", "uses", "does", "owns", "attends", "member_of", "related"
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=False)


class TimeValue(_Model):
    """A resolved time: ``value`` in one of YYYY-MM-DD, YYYY-Www, YYYY-MM, YYYY-<season>, YYYY."""

    value: str = Field(
        description="Resolved value, e.g. '2022', '2023-W52', '2024-02', '2023-summer'."
    )
    granularity: Granularity


class TimeExpression(TimeValue):
    """A time expression found in text and resolved against an anchor date."""

    text: str = Field(description="The expression as written, e.g. 'last year', '작년'.")
    start: date
    end: date


class TurnIn(_Model):
    """One utterance as ingested. ``turn`` ids are kept exactly as given."""

    memory: str = "default"
    session: str
    date: datetime = Field(description="Session date-time; a bare date means midnight.")
    turn: str
    speaker: str
    text: str
    lang: Lang | None = None
    caption: str | None = Field(default=None, description="Caption of a shared image, if any.")
    seq: int = Field(default=0, description="Order of the turn within its memory.")


class EventX(_Model):
    """A dated action or happening in someone's life (a record, not an opinion)."""

    text: str = Field(
        description="The event with first person restored: 'Arlo was laid off by his company'."
    )
    participants: list[str] = Field(
        min_length=1,
        description="Names of the people who took part; first person resolved to the speaker.",
    )
    concepts: list[str] = Field(
        default_factory=list, description="Things involved: activities, places, objects."
    )
    predicate: str | None = Field(
        default=None, description="Main verb lemma, e.g. 'lay off', 'move'."
    )
    time_expression: str | None = Field(
        default=None,
        description="The time words exactly as said ('last month'); never a date you computed.",
    )
    time: TimeValue | None = Field(
        default=None,
        description="Filled by the time module from time_expression, not by the extractor.",
    )


class FactX(_Model):
    """A habit, preference or attribute of a person (a record, not an opinion)."""

    text: str = Field(description="The fact with first person restored: 'Melanie likes pottery'.")
    subject: str = Field(description="The person the fact is about.")
    relation: ConceptRelation = "related"
    concepts: list[str] = Field(default_factory=list)


class ClaimX(_Model):
    """Someone's opinion or judgement; never a record. The owner is whose opinion it is."""

    content: str = Field(
        description="The proposition judged, keeping qualifiers: 'Arlo deserved to get laid off'."
    )
    owner: str = Field(
        description="Whose opinion it is. For hearsay the original holder, never the relayer."
    )
    relayed_by: list[str] = Field(
        default_factory=list,
        description="People who passed it on, nearest to the listener first (the speaker first).",
    )
    target: str = Field(description="The person, concept or event the claim is about.")
    target_kind: TargetKind = "person"
    polarity: Polarity = "neutral"
    predicate: str = Field(
        default="judgedAs", description="Normalised relation of the proposition."
    )
    hedged: bool = Field(
        default=False, description="True when marked as a belief ('I think', '같아')."
    )


class ConceptX(_Model):
    """A thing people do, like, use or belong to, linked to a person."""

    label: str
    person: str | None = None
    relation: ConceptRelation = "related"


@dataclass(frozen=True)
class Reowning:
    """The claims of an earlier turn (``turn``) owned by ``old`` and saying one of ``contents``
    (compared on their first 240 characters), given to ``owner`` relayed by ``relayed_by``: a
    later turn (``by``) corrected whose words they were ('no, it was X who said it') or named the
    source a report left open ('who told you?' → 'her landlord')."""

    turn: str
    old: str
    contents: tuple[str, ...]
    owner: str
    relayed_by: tuple[str, ...]
    by: str


class Extraction(_Model):
    """What an extractor found in one turn."""

    turn: str
    speaker: str
    lang: Lang = "en"
    events: list[EventX] = Field(default_factory=list)
    facts: list[FactX] = Field(default_factory=list)
    claims: list[ClaimX] = Field(default_factory=list)
    concepts: list[ConceptX] = Field(default_factory=list)
    mentions: list[str] = Field(default_factory=list, description="People named in the turn.")
    # why the rules read a sentence of this turn as deliberately no Claim (not part of the schema)
    _settled: set[str] = PrivateAttr(default_factory=set)
    # re-ownings of claims of turns outside the batch this turn was read in: applied to the store
    # when this turn is stored (``ingest.Pipeline.commit``); within a batch the extractor applies
    # them itself (not part of the schema)
    _reown: list[Reowning] = PrivateAttr(default_factory=list)
    # claim index → the later turn that re-owned it in the same batch (``pec:reattributedBy``)
    _reattributed: dict[int, str] = PrivateAttr(default_factory=dict)

    def settle(self, why: str) -> None:
        """Record that a sentence was read, on purpose, as no Claim (a question, a question
        passed on, an agreement, thanks or wishes): a second reading does not override it."""
        self._settled.add(why)

    @property
    def settled(self) -> frozenset[str]:
        return frozenset(self._settled)

    def reown(self, r: Reowning) -> None:
        """Record a re-owning of an earlier turn's claims that this turn's batch does not hold."""
        self._reown.append(r)

    @property
    def reowned(self) -> tuple[Reowning, ...]:
        return tuple(self._reown)

    def reattribute(self, index: int, claim: ClaimX, by: str) -> None:
        """Replace the ``index``-th claim with ``claim``, re-owned by the later turn ``by``."""
        self.claims[index] = claim
        self._reattributed[index] = by

    @property
    def reattributed(self) -> dict[int, str]:
        return dict(self._reattributed)


class TurnRef(BaseModel):
    id: str
    speaker: str
    text: str
    date: str | None = None


class Evidence(BaseModel):
    """One grounded item of recall, as CLI.md's JSON shape."""

    node: str
    type: NodeType
    text: str
    owner: str | None = None
    relayed_by: list[str] = Field(default_factory=list)
    target: str | None = None
    time: TimeValue | None = None
    status: str | None = None
    score: float = 0.0
    turns: list[TurnRef] = Field(default_factory=list)


class RecallResult(BaseModel):
    id: str | None = None
    question: str
    intent: str
    evidence: list[Evidence] = Field(default_factory=list)
    ms: float = 0.0
