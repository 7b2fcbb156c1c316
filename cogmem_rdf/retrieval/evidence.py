"""Evidence items in CLI.md's shape, and the ``--k`` context-budget cut."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, cast

from .. import vocab as v
from ..models import Evidence, Granularity, NodeType, TimeValue, TurnRef
from .catalog import Catalog
from .operators import Node

if TYPE_CHECKING:
    from ..memory import Memory


def turn_node(mem: Memory, cat: Catalog, turn_id: str, score: float) -> Node:
    """A verbatim turn as an evidence node of type Turn."""
    row = cat.turns[turn_id]
    return Node(iri=v.turn_iri(mem.id, turn_id).value, type="Turn", label=row.label, text=row.text,
                turns=[turn_id], score=score)


def to_evidence(node: Node, cat: Catalog) -> Evidence:
    turns = []
    for tid in node.turns:
        row = cat.turns.get(tid)
        if row is not None:
            text = row.text + (f" [image: {row.caption}]" if row.caption else "")
            turns.append(TurnRef(id=tid, speaker=row.speaker, text=text, date=row.date[:10]))
    time = (TimeValue(value=node.time[0], granularity=cast(Granularity, node.time[1]))
            if node.time else None)
    return Evidence(node=node.iri, type=cast(NodeType, node.type), text=node.text, owner=node.owner,
                    relayed_by=node.relayed_by if node.type == "Claim" else [], target=node.target,
                    time=time, status=node.status, score=round(float(node.score), 4), turns=turns)


def cut(nodes: Iterable[Node], k: int) -> list[Node]:
    """Keep nodes in rank order while their distinct turn ids number at most ``k``.

    A node whose turns would push the count past ``k`` ends the list; nodes adding no new turn
    (a second node from a turn already kept) cost nothing and stay.
    """
    seen: set[str] = set()
    out: list[Node] = []
    for node in nodes:
        new = [t for t in node.turns if t not in seen]
        if len(seen) + len(new) > k:
            break
        seen.update(new)
        out.append(node)
    return out
