"""Offline consolidation: repeated events ⇒ facts, claims ⇒ views with a status.

``consolidate(mem)`` recomputes both kinds of derived node from the events and claims in the
memory and writes only the difference, in one transaction, so it is idempotent: a rerun over
unchanged data changes nothing, new events extend existing facts in place, and facts or views
whose support is gone (an erasure) disappear. Events and claims are never modified.

``claim_status(mem)`` is what recall uses to tell a CURRENT opinion from a SUPERSEDED one.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..errors import UsageError
from . import facts as F
from . import views as V
from .write import canonical, existing, replace

if TYPE_CHECKING:
    from ..memory import Memory

__all__ = ["ConsolidationReport", "claim_status", "claim_views", "consolidate"]


@dataclass
class ConsolidationReport:
    """What one run found and changed."""

    facts: int = 0
    facts_created: int = 0
    facts_updated: int = 0
    facts_removed: int = 0
    support_sizes: list[int] = field(default_factory=list)
    views: int = 0
    statuses: dict[str, int] = field(
        default_factory=lambda: {V.CURRENT: 0, V.SUPERSEDED: 0, V.CONFLICTING: 0}
    )
    quads_added: int = 0
    quads_removed: int = 0
    seconds: float = 0.0

    def as_json(self) -> dict:
        return {
            "facts": self.facts,
            "facts_created": self.facts_created,
            "facts_updated": self.facts_updated,
            "facts_removed": self.facts_removed,
            "support_sizes": sorted(self.support_sizes, reverse=True),
            "views": self.views,
            "statuses": self.statuses,
            "quads_added": self.quads_added,
            "quads_removed": self.quads_removed,
            "seconds": round(self.seconds, 3),
        }


def consolidate(
    mem: Memory, delta_days: int = 30, tau: int = 3, *, vectors: bool = True
) -> ConsolidationReport:
    """Consolidate one memory (see module docstring); ``vectors`` re-syncs the vector sidecar.

    >>> from cogmem_rdf.memory import Memory
    >>> consolidate(Memory.open(None), vectors=False).facts
    0
    """
    if delta_days < 0 or tau < 1:
        raise UsageError(
            f"need delta_days >= 0 and tau >= 1, got delta_days={delta_days}, tau={tau}"
        )
    started = time.perf_counter()
    report = ConsolidationReport()
    old_facts, new_facts = _facts(mem, delta_days, tau, report)
    old_views, new_views = _views(mem, report)
    # one diff over both kinds, one transaction
    old = (
        set().union(*old_facts.values(), *old_views.values()) if (old_facts or old_views) else set()
    )
    new = canonical(new_facts | new_views)
    remove, add = (old - new), (new - old)
    replace(mem, remove, add)
    report.quads_added, report.quads_removed = len(add), len(remove)
    if vectors and (add or remove):
        mem.sync_vectors()
    report.seconds = time.perf_counter() - started
    return report


def _facts(mem: Memory, delta_days: int, tau: int, report: ConsolidationReport):
    """Old consolidated facts' quads and the new ones."""
    old = {
        iri: F.OldFact(iri, quads)
        for iri, quads in existing(mem, "consolidate_facts", "fact").items()
    }
    found = F.chains(F.load_events(mem), delta_days, tau)
    matched = F.match(found, old, mem.id)
    counter = _labels(mem)
    quads = set()
    for chain, iri in matched:
        text = F.fact_text(chain)
        prior = old.get(iri)
        label = prior.label_for(text) if prior is not None else None
        # a changed text needs a new vector: a new label makes the sidecar re-embed it
        fq = F.fact_quads(chain, iri, mem.graph, next(counter) if label is None else label, text)
        quads.update(fq)
        report.support_sizes.append(len(chain.events))
        if prior is None:
            report.facts_created += 1
        elif canonical(fq) != prior.quads:
            report.facts_updated += 1
    report.facts = len(found)
    report.facts_removed = len(set(old) - {iri for _, iri in matched})
    return {iri: f.quads for iri, f in old.items()}, quads


def _labels(mem: Memory) -> itertools.count:
    rows = mem.select("max_label")
    top = rows[0].get("maxLabel") if rows else None
    return itertools.count(int(top.value) + 1 if top is not None else 0)


def _views(mem: Memory, report: ConsolidationReport):
    old = existing(mem, "views_existing", "view")
    quads = set()
    for claim, status, valid_to in V.statuses(V.load_claims(mem)):
        quads.update(V.view_quads(mem.id, mem.graph, claim, status, valid_to))
        report.statuses[status] += 1
        report.views += 1
    return old, quads


def claim_status(mem: Memory) -> dict[str, str]:
    """Claim IRI → "CURRENT" | "SUPERSEDED" | "CONFLICTING", from the last consolidation
    (one query).

    Claims said after the last ``consolidate`` have no view and are absent: treat them as
    CURRENT. Recall attaches this as ``status`` to claim evidence and prefers CURRENT claims for
    "what does X think now" questions.
    """
    return {r["claim"].value: r["status"].value for r in mem.select("views_claim_status")}


def claim_views(mem: Memory) -> dict[str, dict[str, str | None]]:
    """Claim IRI → {"status", "valid_from", "valid_to", "view"} (valid_to None while it holds)."""
    return {r["claim"].value: {"status": r["status"].value,
                               "valid_from": r["validFrom"].value if "validFrom" in r else None,
                               "valid_to": r["validTo"].value if "validTo" in r else None,
                               "view": r["view"].value}
            for r in mem.select("views_claim_status")}
