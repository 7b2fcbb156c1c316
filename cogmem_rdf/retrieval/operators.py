"""The four graph operators (anchor, traverse, intersect, ground) over ``queries/*.rq``.

Each operator is one parameterised SPARQL query run with values bound as substitutions; these
wrappers only turn its rows into ``Node`` records. Scoring lives in the controller.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING

import pyoxigraph as ox

from .. import vocab as v

if TYPE_CHECKING:
    from ..memory import Memory

# the edge set R of traverse; recall walks records → Concepts → records over "involves"
# (traverse_records.rq), the only part of R that reached evidence turns in measurements
DEFAULT_EDGES = frozenset(
    {
        "participant",
        "subject",
        "involves",
        "target",
        "wasAttributedTo",
        "likes",
        "dislikes",
        "uses",
        "does",
        "owns",
        "attends",
        "memberOf",
        "relatedConcept",
    }
)


@dataclass
class Node:
    """A candidate evidence node with everything the answer needs (one per IRI)."""

    iri: str
    type: str
    label: int | None
    text: str
    turns: list[str] = field(default_factory=list)
    owner: str | None = None
    relayers: dict[int, str] = field(default_factory=dict)
    target: str | None = None
    time: tuple[str, str] | None = None
    span: tuple[date, date] | None = None
    time_expression: str | None = None
    people: set[str] = field(default_factory=set)
    owner_iri: str | None = None
    target_iri: str | None = None
    status: str | None = None          # a Claim's view: CURRENT / SUPERSEDED / CONFLICTING
    score: float = 0.0

    @property
    def relayed_by(self) -> list[str]:
        return [self.relayers[h] for h in sorted(self.relayers)]


def _val(row: dict, key: str) -> str | None:
    term = row.get(key)
    return term.value if term is not None else None


def _local(iri: str) -> str:
    return iri.rsplit("#", 1)[-1].rsplit("/", 1)[-1]


def _add_turn(node: Node, turn_id: str | None) -> None:
    if turn_id and turn_id not in node.turns:
        node.turns.append(turn_id)


def person_term(mem: Memory, name: str) -> ox.NamedNode:
    return v.person_iri(mem.id, name)


def anchor_records(mem: Memory, person: str | None = None) -> dict[str, Node]:
    """Events and Facts of ``person`` (participant/subject), or of everyone when None."""
    bindings = {"person": person_term(mem, person)} if person else {}
    out: dict[str, Node] = {}
    for r in mem.select("anchor_records", **bindings):
        iri = r["node"].value
        node = out.get(iri)
        if node is None:
            node = out[iri] = Node(
                iri=iri,
                type=_local(r["type"].value),
                label=int(r["label"].value),
                text=r["text"].value,
                time_expression=_val(r, "timeExpression"),
            )
        # the time may come on any of a record's rows (servers order rows differently): take it
        # from whichever row has it, so the result does not depend on row order
        if node.time_expression is None:
            node.time_expression = _val(r, "timeExpression")
        if node.time is None and "timeValue" in r:
            node.time = (r["timeValue"].value, r["granularity"].value)
            node.span = (date.fromisoformat(r["timeStart"].value[:10]),
                         date.fromisoformat(r["timeEnd"].value[:10]))
        node.people.add(r["person"].value)
        _add_turn(node, _val(r, "turnId"))
    return out


def anchor_claims(
    mem: Memory, owner: str | None = None, target: str | None = None
) -> dict[str, Node]:
    """Claims, optionally only those owned by ``owner`` and/or about ``target``."""
    bindings = {}
    if owner:
        bindings["owner"] = person_term(mem, owner)
    if target:
        bindings["target"] = person_term(mem, target)
    out: dict[str, Node] = {}
    for r in mem.select("anchor_claims", **bindings):
        iri = r["node"].value
        node = out.get(iri)
        if node is None:
            node = out[iri] = Node(
                iri=iri,
                type="Claim",
                label=int(r["label"].value),
                text=r["text"].value,
                owner=r["ownerName"].value,
                target=_val(r, "targetName"),
                owner_iri=r["owner"].value,
                target_iri=r["target"].value,
            )
            node.people.update({r["owner"].value, r["target"].value})
        if "hop" in r:
            node.relayers[int(r["hop"].value)] = r["relayerName"].value
        _add_turn(node, _val(r, "turnId"))
    return out


def anchor_turns(mem: Memory, person: str | None = None) -> dict[str, str]:
    """Turn id → role ('speaker' beats 'mentions') for turns of or about ``person``."""
    out: dict[str, str] = {}
    for _, tid, role in anchor_turn_rows(mem, person):
        if out.get(tid) != "speaker":
            out[tid] = role
    return out


def anchor_turn_rows(mem: Memory, person: str | None = None) -> list[tuple[str, str, str]]:
    """(person IRI, turn id, role) rows of ``anchor_turns``."""
    bindings = {"person": person_term(mem, person)} if person else {}
    return [
        (r["person"].value, r["turnId"].value, r["role"].value)
        for r in mem.select("anchor_turns", **bindings)
    ]


def traverse_records(mem: Memory, start: str) -> dict[str, tuple[str, int]]:
    """Records sharing a Concept with ``start``: node IRI → (type, vector label)."""
    return {r["node"].value: (_local(r["type"].value), int(r["label"].value))
            for r in mem.select("traverse_records", start=ox.NamedNode(start))}


def traverse_window(mem: Memory, start: date, end: date) -> set[str]:
    """IRIs of the dated Events whose interval overlaps [start, end]."""
    bindings = {"from": ox.Literal(start.isoformat(), datatype=v.XSD_DATE),
                "to": ox.Literal(end.isoformat(), datatype=v.XSD_DATE)}
    return {r["node"].value for r in mem.select("traverse_window", **bindings)}


def concepts(mem: Memory, node: str) -> dict[str, str]:
    """Concept IRI → label for the Concepts a record involves (``intersect.rq``)."""
    return {
        r["concept"].value: r["conceptLabel"].value
        for r in mem.select("intersect", node=ox.NamedNode(node))
    }


def intersect(mem: Memory, nodes_a: list[str], nodes_b: list[str]) -> list[tuple[str, str, str]]:
    """(concept label, node of a, node of b) for every Concept a record of each side involves."""
    side_b = [(nb, concepts(mem, nb)) for nb in nodes_b]
    out: list[tuple[str, str, str]] = []
    for na in nodes_a:
        for concept, label in concepts(mem, na).items():
            out.extend((label, na, nb) for nb, theirs in side_b if nb != na and concept in theirs)
    return out


def ground(mem: Memory, node: str | None = None) -> dict[str, list[str]]:
    """Node IRI → ids of the verbatim turns it derives from (directly or through Events)."""
    bindings = {"node": ox.NamedNode(node)} if node else {}
    out: dict[str, list[str]] = {}
    for r in sorted(mem.select("ground", **bindings), key=lambda r: int(r["depth"].value)):
        turns = out.setdefault(r["node"].value, [])
        if r["turnId"].value not in turns:
            turns.append(r["turnId"].value)
    return out
