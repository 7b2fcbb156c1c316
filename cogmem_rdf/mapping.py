"""Map turns and extractions to PEC²F quads (ontology/SCHEMA.md is the contract)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pyoxigraph as ox

from . import vocab as v
from .models import ClaimX, EventX, Extraction, FactX, Reowning, TurnIn

_OWNER_OF = [re.compile(r"^(?P<base>.+?)'s\s+\S"), re.compile(r"^(?P<base>\S+?)(?:의|네)\s+\S")]
_RELATION_PROP = {
    "likes": "likes", "dislikes": "dislikes", "uses": "uses", "does": "does", "owns": "owns",
    "attends": "attends", "member_of": "memberOf", "related": "relatedConcept",
}
P = v.pec
PROV = v.prov


def _lit(value: str) -> ox.Literal:
    return ox.Literal(value)


def _int(n: int) -> ox.Literal:
    return ox.Literal(str(n), datatype=v.XSD_INTEGER)


def _dt(turn: TurnIn) -> ox.Literal:
    return ox.Literal(
        turn.date.replace(tzinfo=None).isoformat(timespec="seconds"), datatype=v.XSD_DATETIME
    )


@dataclass
class Mapped:
    """Quads for one turn's extraction plus the texts its anchorable nodes need embedded."""

    quads: list[ox.Quad] = field(default_factory=list)
    vectors: list[tuple[int, str]] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    # earlier turns' claims this turn re-owns, applied once it is stored (``Extraction.reown``)
    reown: list[Reowning] = field(default_factory=list)

    def add(self, s, p, o, g) -> None:
        self.quads.append(ox.Quad(s, p, o, g))


class Mapper:
    """Turns TurnIn/Extraction into quads for one memory; ``next_label`` hands out vector labels."""

    def __init__(self, memory: str, next_label: Callable[[], int]):
        self.memory = memory
        self.graph = v.memory_graph(memory)
        self.next_label = next_label

    # -- people and concepts -------------------------------------------------------------
    def person(self, out: Mapped, name: str) -> ox.NamedNode:
        iri = v.person_iri(self.memory, name)
        g = self.graph
        out.add(iri, v.RDF_TYPE, v.PERSON, g)
        out.add(iri, v.RDF_TYPE, PROV("Agent"), g)
        out.add(iri, v.RDFS_LABEL, _lit(name), g)
        out.add(iri, P("name"), _lit(name), g)
        for pattern in _OWNER_OF:
            m = pattern.match(name)
            if m and m.group("base") != name:
                out.add(iri, P("relatedTo"), self.person(out, m.group("base")), g)
                break
        return iri

    def concept(self, out: Mapped, label: str) -> ox.NamedNode:
        iri = v.concept_iri(self.memory, label)
        out.add(iri, v.RDF_TYPE, v.CONCEPT, self.graph)
        out.add(iri, v.RDFS_LABEL, _lit(label), self.graph)
        return iri

    # -- turns -----------------------------------------------------------------------------
    def turn(self, turn: TurnIn, lang: str, with_label: bool = True) -> Mapped:
        """Quads storing a turn verbatim (before extraction), with its session and speaker."""
        out, g = Mapped(), self.graph
        t = v.turn_iri(self.memory, turn.turn)
        s = v.session_iri(self.memory, turn.session)
        out.add(s, v.RDF_TYPE, v.SESSION, g)
        out.add(s, P("sessionId"), _lit(turn.session), g)
        out.add(s, P("sessionDate"), _dt(turn), g)
        out.add(t, v.RDF_TYPE, v.TURN, g)
        out.add(t, v.RDF_TYPE, PROV("Entity"), g)
        out.add(t, P("turnId"), _lit(turn.turn), g)
        out.add(t, P("text"), _lit(turn.text), g)
        out.add(t, P("seq"), _int(turn.seq), g)
        out.add(t, P("inSession"), s, g)
        out.add(t, PROV("wasAttributedTo"), self.person(out, turn.speaker), g)
        out.add(t, PROV("generatedAtTime"), _dt(turn), g)
        out.add(t, P("lang"), _lit(lang), g)
        if turn.caption:
            out.add(t, P("imageCaption"), _lit(turn.caption), g)
        if with_label:
            label = self.next_label()
            out.add(t, P("vectorLabel"), _int(label), g)
            text = f"{turn.speaker}: {turn.text}" + (
                f" [image: {turn.caption}]" if turn.caption else ""
            )
            out.vectors.append((label, text))
        return out

    def status(self, turn_id: str, status: str, error: str | None = None) -> list[ox.Quad]:
        t, g = v.turn_iri(self.memory, turn_id), self.graph
        quads = [ox.Quad(t, P("extractionStatus"), _lit(status), g)]
        if error:
            quads.append(self.error(turn_id, error))
        return quads

    def error(self, turn_id: str, error: str) -> ox.Quad:
        """Why (part of) a turn's extraction was not stored, at most 500 characters."""
        return ox.Quad(v.turn_iri(self.memory, turn_id), P("extractionError"), _lit(error[:500]),
                       self.graph)

    # -- extractions -------------------------------------------------------------------------
    def extraction(self, turn: TurnIn, ex: Extraction) -> Mapped:
        out = Mapped(counts={"Event": 0, "Fact": 0, "Claim": 0, "Concept": 0, "Person": 0})
        t = v.turn_iri(self.memory, turn.turn)
        for name in ex.mentions:
            out.add(t, P("mentions"), self.person(out, name), self.graph)
        for i, e in enumerate(ex.events):
            self._event(out, turn, t, i, e)
        for i, f in enumerate(ex.facts):
            self._fact(out, turn, t, i, f)
        for i, c in enumerate(ex.claims):
            self._claim(out, turn, t, i, c, ex)
        for concept in ex.concepts:
            k = self.concept(out, concept.label)
            if concept.person:
                relation = P(_RELATION_PROP[concept.relation])
                out.add(self.person(out, concept.person), relation, k, self.graph)
        out.counts["Concept"] = len({q.subject for q in out.quads if q.object == v.CONCEPT})
        out.counts["Person"] = len({q.subject for q in out.quads if q.object == v.PERSON})
        out.quads.extend(self.status(turn.turn, "done"))
        return out

    def _grounded(
        self, out: Mapped, node: ox.NamedNode, cls: ox.NamedNode, turn: TurnIn, t, text: str
    ) -> None:
        g = self.graph
        out.add(node, v.RDF_TYPE, cls, g)
        out.add(node, v.RDF_TYPE, PROV("Entity"), g)
        out.add(node, PROV("wasDerivedFrom"), t, g)
        out.add(node, P("saidAt"), _dt(turn), g)
        label = self.next_label()
        out.add(node, P("vectorLabel"), _int(label), g)
        out.vectors.append((label, text))

    def _event(self, out: Mapped, turn: TurnIn, t, i: int, e: EventX) -> None:
        from .timex import interval

        node, g = v.node_iri(self.memory, "event", turn.turn, i), self.graph
        self._grounded(out, node, v.EVENT, turn, t, e.text)
        out.add(node, P("text"), _lit(e.text), g)
        for name in e.participants:
            out.add(node, P("participant"), self.person(out, name), g)
        for label in e.concepts:
            out.add(node, P("involves"), self.concept(out, label), g)
        if e.predicate:
            out.add(node, P("predicate"), _lit(e.predicate), g)
        if e.time_expression:
            out.add(node, P("timeExpression"), _lit(e.time_expression), g)
        if e.time is not None:
            start, end = interval(e.time.value, e.time.granularity)
            out.add(node, P("timeValue"), _lit(e.time.value), g)
            out.add(node, P("granularity"), _lit(e.time.granularity), g)
            out.add(node, P("timeStart"), ox.Literal(start.isoformat(), datatype=v.XSD_DATE), g)
            out.add(node, P("timeEnd"), ox.Literal(end.isoformat(), datatype=v.XSD_DATE), g)
        out.counts["Event"] += 1

    def _fact(self, out: Mapped, turn: TurnIn, t, i: int, f: FactX) -> None:
        node, g = v.node_iri(self.memory, "fact", turn.turn, i), self.graph
        self._grounded(out, node, v.FACT, turn, t, f.text)
        out.add(node, P("text"), _lit(f.text), g)
        out.add(node, P("subject"), self.person(out, f.subject), g)
        out.add(node, P("relation"), _lit(f.relation), g)
        for label in f.concepts:
            out.add(node, P("involves"), self.concept(out, label), g)
        out.counts["Fact"] += 1

    def _claim(self, out: Mapped, turn: TurnIn, t, i: int, c: ClaimX, ex: Extraction) -> None:
        node, g = v.node_iri(self.memory, "claim", turn.turn, i), self.graph
        owner = self.person(out, c.owner)
        target = (
            self.person(out, c.target) if c.target_kind == "person" else self.concept(out, c.target)
        )
        self._grounded(out, node, v.CLAIM, turn, t, f"{c.owner}: {c.content}")
        out.add(node, P("content"), _lit(c.content), g)
        out.add(node, PROV("wasAttributedTo"), owner, g)
        out.add(node, P("target"), target, g)
        out.add(node, P("polarity"), _lit(c.polarity), g)
        out.add(node, P("predicate"), _lit(c.predicate), g)
        out.add(
            node,
            P("hedged"),
            ox.Literal(
                "true" if c.hedged else "false", datatype=ox.NamedNode(v.XSD_NS + "boolean")
            ),
            g,
        )
        out.add(node, v.RDF_REIFIES, ox.Triple(target, P("judgedAs"), _lit(c.content)), g)
        self.relays(out, node, turn.turn, i, c.relayed_by)
        by = ex.reattributed.get(i)
        if by:
            out.add(node, P("reattributedBy"), v.turn_iri(self.memory, by), g)
        out.counts["Claim"] += 1

    def relays(self, out: Mapped, node: ox.NamedNode, turn_id: str, i: int,
               chain: list[str] | tuple[str, ...]) -> None:
        """The relay hops of the ``i``-th claim of a turn: ``relayedBy`` the first, ``nextRelay``
        along the chain, each hop ``prov:wasQuotedFrom`` the next and the last from the claim."""
        g = self.graph
        hops = [v.node_iri(self.memory, "relay", turn_id, f"{i}-{h}") for h in range(len(chain))]
        for h, (hop, name) in enumerate(zip(hops, chain, strict=True)):
            if h == 0:
                out.add(node, P("relayedBy"), hop, g)
            out.add(hop, v.RDF_TYPE, v.RELAY, g)
            out.add(hop, v.RDF_TYPE, PROV("Entity"), g)
            out.add(hop, P("relayer"), self.person(out, name), g)
            out.add(hop, P("hopIndex"), _int(h), g)
            nxt = hops[h + 1] if h + 1 < len(hops) else node
            if h + 1 < len(hops):
                out.add(hop, P("nextRelay"), nxt, g)
            out.add(hop, PROV("wasQuotedFrom"), nxt, g)

    def reowned(self, claim: ox.NamedNode, turn_id: str, i: int, owner: str,
                chain: tuple[str, ...], by: str, content: str) -> Mapped:
        """What a stored claim gets when a later turn (``by``) re-owns it: its new owner and
        relay hops, ``pec:reattributedBy`` that turn, and a new vector label for its text with
        the new owner (the old owner, hops and label go: the caller removes them)."""
        out = Mapped()
        out.add(claim, PROV("wasAttributedTo"), self.person(out, owner), self.graph)
        out.add(claim, P("reattributedBy"), v.turn_iri(self.memory, by), self.graph)
        self.relays(out, claim, turn_id, i, chain)
        label = self.next_label()
        out.add(claim, P("vectorLabel"), _int(label), self.graph)
        out.vectors.append((label, f"{owner}: {content}"))
        return out
