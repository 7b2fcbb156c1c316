"""Claim views: the standing of each claim among its owner's claims on the same target.

Claims are grouped by (owner, target, normalised predicate) — never across owners — and ordered
by when they were said. Claims said at the same time form one step. Every claim of the latest
step is CURRENT, or CONFLICTING when that step holds both a positive and a negative claim; every
earlier claim is SUPERSEDED, valid until the next step. One ``pec:ClaimView`` per claim records
this (``pec:ofClaim``, ``pec:viewOf`` the target, ``pec:status``,
``pec:validFrom``/``pec:validTo``); the claims themselves are never changed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import groupby
from typing import TYPE_CHECKING
from urllib.parse import unquote

import pyoxigraph as ox

from .. import vocab as v
from .facts import normalize_predicate

if TYPE_CHECKING:
    from ..memory import Memory
    from ..store.base import Term

P, PROV = v.pec, v.prov
CURRENT, SUPERSEDED, CONFLICTING = "CURRENT", "SUPERSEDED", "CONFLICTING"


@dataclass(frozen=True)
class ClaimRow:
    iri: ox.NamedNode
    owner: ox.NamedNode
    target: Term
    predicate: str
    polarity: str
    said_at: ox.Literal
    seq: int

    @property
    def order(self) -> tuple:
        return (self.said_at.value, self.seq, self.iri.value)


def load_claims(mem: Memory) -> list[ClaimRow]:
    rows: dict[ox.NamedNode, ClaimRow] = {}
    for r in mem.select("consolidate_claims"):
        claim = ClaimRow(
            r["claim"],
            r["owner"],
            r["target"],
            normalize_predicate(r["predicate"].value) if "predicate" in r else "judged as",
            r["polarity"].value if "polarity" in r else "neutral",
            r["saidAt"],
            int(r["seq"].value) if "seq" in r else 0,
        )
        # a claim with two values of a single-valued property: keep one, deterministically
        if claim.iri not in rows or claim.order < rows[claim.iri].order or (
                claim.order == rows[claim.iri].order and _key(claim) < _key(rows[claim.iri])):
            rows[claim.iri] = claim
    return sorted(rows.values(), key=lambda c: (_key(c), c.order))


def _key(c: ClaimRow) -> tuple[str, str, str]:
    return (c.owner.value, str(c.target), c.predicate)


def statuses(claims: Iterable[ClaimRow]) -> list[tuple[ClaimRow, str, ox.Literal | None]]:
    """(claim, status, valid_to) for every claim; claims must come sorted by group then order."""
    out: list[tuple[ClaimRow, str, ox.Literal | None]] = []
    for _, group in groupby(claims, key=_key):
        steps = [list(step) for _, step in groupby(group, key=lambda c: c.said_at.value)]
        for i, step in enumerate(steps):
            if i + 1 < len(steps):
                out.extend((c, SUPERSEDED, steps[i + 1][0].said_at) for c in step)
            else:
                conflict = {"positive", "negative"} <= {c.polarity for c in step}
                out.extend((c, CONFLICTING if conflict else CURRENT, None) for c in step)
    return out


def view_iri(memory: str, claim: ox.NamedNode) -> ox.NamedNode:
    """One view per claim, named after it: …/claim/D1%3A3-0 → …/claimview/D1%3A3-0-v."""
    local = unquote(claim.value.rsplit("/", 1)[-1])
    return v.node_iri(memory, "claimview", local, "v")


def view_quads(memory: str, graph: ox.NamedNode, claim: ClaimRow, status: str,
               valid_to: ox.Literal | None) -> list[ox.Quad]:
    view = view_iri(memory, claim.iri)
    triples = [
        (v.RDF_TYPE, v.CLAIM_VIEW), (v.RDF_TYPE, PROV("Entity")),
        (P("ofClaim"), claim.iri), (P("viewOf"), claim.target),
        (P("status"), ox.Literal(status)), (P("validFrom"), claim.said_at),
    ]
    if valid_to is not None:
        triples.append((P("validTo"), valid_to))
    return [ox.Quad(view, p, o, graph) for p, o in triples]
