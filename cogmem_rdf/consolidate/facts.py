"""Repeated events ⇒ consolidated facts (habits) with a temporal envelope and full support.

For each person, the events they took part in are grouped by involved concept and by (non-light)
predicate. Within a group, events sorted by date form chains, a new chain starting wherever the
gap to the previous event exceeds Δt days. A chain with at least τ occurrences (distinct dates:
the same happening told twice on one day is one occurrence) becomes a ``pec:Fact`` that is
``prov:wasDerivedFrom`` every event of the chain. Events stay as they are.

Identity across runs: a chain keeps the IRI of the existing consolidated fact it shares the most
support with (same subject, same concept), so new events extend a fact in place; otherwise the
IRI comes from ``vocab.fact_iri`` over the group and the chain's first event.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import TYPE_CHECKING

import pyoxigraph as ox

from .. import vocab as v

if TYPE_CHECKING:
    from ..memory import Memory
    from ..store.base import Term

P, PROV = v.pec, v.prov
XSD_BOOLEAN = ox.NamedNode(v.XSD_NS + "boolean")
_GroupKey = tuple[str, str, str]  # (person IRI, "concept" or "predicate", concept IRI or predicate)
_GroupMeta = tuple[ox.NamedNode, str, str, ox.NamedNode | None]  # person, name, value, concept
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
# Words too light to make a habit on their own ("has a habit of being" says nothing); applied
# to predicates and to concept labels (rule extractors sometimes take a verb for a concept).
LIGHT_WORDS = frozenset({
    "be", "have", "do", "get", "go", "come", "say", "tell", "talk", "think", "feel", "know", "want",
    "make", "see", "let", "take", "give", "like", "need", "try", "keep", "love", "hope", "wish",
    "show", "alone",
    "이다", "있다", "없다", "하다", "되다", "가다", "오다", "말하다", "생각하다",
})


@dataclass
class EventRow:
    iri: ox.NamedNode
    start: date
    end: date
    said_at: ox.Literal
    text: str
    predicate: str | None = None
    concepts: dict[ox.NamedNode, str] = field(default_factory=dict)
    people: dict[ox.NamedNode, str] = field(default_factory=dict)


@dataclass
class Chain:
    """A run of a person's events in one group, each within Δt of the previous."""

    person: ox.NamedNode
    name: str
    kind: str  # "concept" or "predicate"
    value: str  # concept label or normalised predicate
    concept: ox.NamedNode | None
    events: list[EventRow]

    @property
    def support(self) -> frozenset[ox.NamedNode]:
        return frozenset(e.iri for e in self.events)

    @property
    def occurrences(self) -> int:
        return len({e.start for e in self.events})

    @property
    def involves(self) -> frozenset[ox.NamedNode]:
        return frozenset([self.concept] if self.concept is not None else [])


def load_events(mem: Memory) -> list[EventRow]:
    """Every event with its participants, concepts and date (timeStart, else the day said)."""
    events: dict[ox.NamedNode, EventRow] = {}
    for r in mem.select("consolidate_events"):
        e = events.get(r["event"])
        if e is None:
            said = r["saidAt"]
            start = (
                date.fromisoformat(r["start"].value)
                if "start" in r
                else date.fromisoformat(said.value[:10])
            )
            end = date.fromisoformat(r["end"].value) if "end" in r else start
            pred = normalize_predicate(r["predicate"].value) if "predicate" in r else None
            e = events[r["event"]] = EventRow(r["event"], start, end, said, r["text"].value, pred)
        name = r["name"].value
        e.people[r["person"]] = min(name, e.people.get(r["person"], name))  # one spelling, stable
        if "concept" in r:
            label = r["conceptLabel"].value
            e.concepts[r["concept"]] = min(label, e.concepts.get(r["concept"], label))
    return sorted(events.values(), key=lambda e: (e.start, e.iri.value))


def normalize_predicate(text: str) -> str:
    """Case-folded, whitespace-collapsed, camelCase split: 'judgedAs' → 'judged as'."""
    return " ".join(re.sub(r"(?<=[a-z])(?=[A-Z])", " ", text).casefold().split())


def chains(events: list[EventRow], delta_days: int, tau: int) -> list[Chain]:
    """Every qualifying chain: concept groups first, then predicate groups not already covered."""
    groups: dict[_GroupKey, list[EventRow]] = {}
    meta: dict[_GroupKey, _GroupMeta] = {}
    for e in events:
        for person, name in e.people.items():
            keys: list[tuple[_GroupKey, _GroupMeta]] = [
                ((person.value, "concept", c.value), (person, name, label, c))
                for c, label in e.concepts.items()
                if label.casefold() not in LIGHT_WORDS
            ]
            if e.predicate and e.predicate not in LIGHT_WORDS:
                keys.append(
                    ((person.value, "predicate", e.predicate), (person, name, e.predicate, None))
                )
            for key, info in keys:
                groups.setdefault(key, []).append(e)
                meta[key] = info
    found: list[Chain] = []
    for key in sorted(groups):
        person, name, value, concept = meta[key]
        for run in _split(groups[key], delta_days):
            chain = Chain(person, name, key[1], value, concept, run)
            if chain.occurrences < tau:
                continue
            if chain.kind == "predicate" and any(
                c.person == chain.person and chain.support <= c.support for c in found
            ):
                continue
            found.append(chain)
    return found


def _split(events: list[EventRow], delta_days: int) -> list[list[EventRow]]:
    runs: list[list[EventRow]] = []
    for e in events:  # already sorted by date
        if runs and (e.start - runs[-1][-1].start).days <= delta_days:
            runs[-1].append(e)
        else:
            runs.append([e])
    return runs


@dataclass
class OldFact:
    iri: ox.NamedNode
    quads: set[ox.Quad]

    def objects(self, prop: ox.NamedNode) -> set:
        return {q.object for q in self.quads if q.predicate == prop}

    @property
    def subject(self):
        return next(iter(self.objects(P("subject"))), None)

    @property
    def support(self) -> set:
        return self.objects(PROV("wasDerivedFrom"))

    def one(self, prop: ox.NamedNode):
        return next(iter(self.objects(prop)), None)

    def label_for(self, text: str) -> int | None:
        """The fact's vector label if its text is unchanged (else it needs a new vector)."""
        label = self.one(P("vectorLabel"))
        return (
            int(label.value)
            if label is not None and self.one(P("text")) == ox.Literal(text)
            else None
        )


def match(
    found: list[Chain], old: dict[ox.NamedNode, OldFact], memory: str
) -> list[tuple[Chain, ox.NamedNode]]:
    """Give each chain the IRI of the existing fact it overlaps most, else a fresh stable IRI."""
    taken: set[ox.NamedNode] = set()
    out = []
    for chain in found:
        best, overlap = None, 0
        for iri in sorted(old, key=lambda n: n.value):
            f = old[iri]
            if (
                iri in taken
                or f.subject != chain.person
                or f.objects(P("involves")) != set(chain.involves)
            ):
                continue
            n = len(f.support & chain.support)
            if n > overlap:
                best, overlap = iri, n
        if best is None:
            key = "|".join([chain.person.value, chain.kind, chain.value, chain.events[0].iri.value])
            best = v.fact_iri(memory, key)
        taken.add(best)
        out.append((chain, best))
    return out


def fact_text(chain: Chain) -> str:
    """Readable, embeddable text; keeps the latest event's own words (its qualifiers)."""
    first, last = chain.events[0].start.isoformat(), max(e.end for e in chain.events).isoformat()
    latest = chain.events[-1].text
    n = chain.occurrences
    if _HANGUL.search(chain.name + chain.value):
        return (
            f"{chain.name}: 반복되는 습관 — {chain.value} ({n}회, {first}~{last}; 최근: {latest})"
        )
    what = gerund(chain.value) if chain.kind == "predicate" else chain.value
    verb = "has a habit of" if chain.kind == "predicate" else "has a habit involving"
    return f"{chain.name} {verb} {what} ({n} times from {first} to {last}; latest: {latest})"


def gerund(phrase: str) -> str:
    """'paint' → 'painting', 'lay off' → 'laying off', 'run' → 'running' (rough English rules)."""
    words = phrase.split()
    w = words[0] if words else phrase
    if w.endswith("ing") or not w.isascii() or not w.isalpha():
        return phrase
    if w.endswith("ie"):
        w = w[:-2] + "ying"
    elif w.endswith("e") and not w.endswith(("ee", "ye", "oe")) and len(w) > 2:
        w = w[:-1] + "ing"
    elif 3 <= len(w) <= 4 and w[-1] not in "aeiouwxy" and w[-2] in "aeiou" and (
            w[-3] not in "aeiou" or w[-4:-2] == "qu"):
        w = w + w[-1] + "ing"
    else:
        w += "ing"
    return " ".join([w, *words[1:]])


def confidence(occurrences: int) -> Decimal:
    """Grows with support: 3 → 0.6, 6 → 0.75, 18 → 0.9 (m / (m + 2))."""
    return (Decimal(occurrences) / Decimal(occurrences + 2)).quantize(Decimal("0.01"))


def fact_quads(
    chain: Chain, iri: ox.NamedNode, graph: ox.NamedNode, label: int, text: str
) -> list[ox.Quad]:
    """The quads of one consolidated fact (ontology/SCHEMA.md, "Consolidated facts")."""
    first = min(e.start for e in chain.events)
    last = max(e.end for e in chain.events)
    said = max((e.said_at for e in chain.events), key=lambda lit: lit.value)
    triples: list[tuple[ox.NamedNode, Term]] = [
        (v.RDF_TYPE, v.FACT),
        (v.RDF_TYPE, PROV("Entity")),
        (P("text"), ox.Literal(text)),
        (P("subject"), chain.person),
        (P("relation"), ox.Literal("does")),
        (P("consolidated"), ox.Literal("true", datatype=XSD_BOOLEAN)),
        (P("firstTime"), ox.Literal(first.isoformat(), datatype=v.XSD_DATE)),
        (P("lastTime"), ox.Literal(last.isoformat(), datatype=v.XSD_DATE)),
        (P("confidence"), ox.Literal(str(confidence(chain.occurrences)), datatype=v.XSD_DECIMAL)),
        (P("saidAt"), said),
        (P("vectorLabel"), ox.Literal(str(label), datatype=v.XSD_INTEGER)),
    ]
    triples += [(P("involves"), c) for c in chain.involves]
    triples += [(PROV("wasDerivedFrom"), e.iri) for e in chain.events]
    return [ox.Quad(iri, p, o, graph) for p, o in triples]
