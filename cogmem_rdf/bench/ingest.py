"""Ingest throughput and graph statistics per LoCoMo conversation.

Timing is end to end per conversation: load the file, extract, resolve times, map, validate
(SHACL), store and embed. The embedder's model is loaded (and warmed) before the clock starts.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import Log, quiet, table

#: Claims that reached the speaker through at least one relayer, and those through two or more.
RELAYED_CLAIMS = """
PREFIX pec: <https://w3id.org/cogmem/pec2f#>
SELECT (COUNT(DISTINCT ?c) AS ?relayed) (COUNT(DISTINCT ?n) AS ?nestedRelayed) WHERE {
  ?c a pec:Claim ; pec:relayedBy ?hop .
  OPTIONAL { ?n pec:relayedBy ?hop . ?hop pec:nextRelay ?next . }
}
"""

_CLASSES = ("Turn", "Person", "Event", "Fact", "Claim", "Concept", "Relay")


def _memory_id(path: Path) -> str:
    stem = re.sub(r"[^A-Za-z0-9_.-]", "-", path.stem).lstrip("-_.") or "conversation"
    return stem[:64]


def relayed_claims(mem) -> tuple[int, int]:
    """(claims with a relay chain, claims relayed through two or more people) in ``mem``."""
    rows = list(mem.sparql(RELAYED_CLAIMS))
    if not rows:
        return 0, 0
    row = rows[0]
    return int(row["relayed"].value), int(row["nestedRelayed"].value)


def run_ingest(paths: Sequence[str | Path], store_dir: str | Path | None = None, embedder: Any = None,
               log: Log = quiet) -> dict[str, Any]:
    """Ingest each conversation into its own memory and report throughput and node counts."""
    from ..loaders import load_file
    from ..memory import Memory

    if embedder is None:
        from ..vectors import UseEmbedder

        embedder = UseEmbedder()
    embedder.embed(["warm-up"])

    rows: list[dict[str, Any]] = []
    for path in map(Path, paths):
        mem_id = _memory_id(path)
        log(f"ingest {mem_id}: {path}")
        t0 = time.perf_counter()
        turns = load_file(path, mem_id)
        mem = Memory.open(store_dir, mem_id, embedder=embedder)
        try:
            report = mem.add_turns(turns)
            seconds = time.perf_counter() - t0
            counts = mem.counts()
            relayed, nested = relayed_claims(mem)
        finally:
            mem.close()
        rows.append({
            "id": mem_id,
            "turns": len(turns),
            "new_turns": report.new_turns,
            "seconds": round(seconds, 2),
            "turns_per_s": round(len(turns) / seconds, 1) if seconds > 0 else None,
            "nodes": {c: counts.get(c, 0) for c in _CLASSES},
            "relayed_claims": relayed,
            "nested_relayed_claims": nested,
            "rejected": len(report.rejected),
            "rejected_sample": report.rejected[:5],
        })
        log(f"ingest {mem_id}: {len(turns)} turns in {seconds:.1f}s, {len(report.rejected)} rejected")

    total_turns = sum(r["turns"] for r in rows)
    total_s = sum(r["seconds"] for r in rows)
    totals = {
        "turns": total_turns,
        "seconds": round(total_s, 2),
        "turns_per_s": round(total_turns / total_s, 1) if total_s > 0 else None,
        "nodes": {c: sum(r["nodes"][c] for r in rows) for c in _CLASSES},
        "relayed_claims": sum(r["relayed_claims"] for r in rows),
        "nested_relayed_claims": sum(r["nested_relayed_claims"] for r in rows),
        "rejected": sum(r["rejected"] for r in rows),
    }
    return {"conversations": rows, "totals": totals, "embedder": getattr(embedder, "name", type(embedder).__name__)}


def format_ingest(result: dict[str, Any]) -> str:
    header = ["memory", "turns", "s", "turns/s", *_CLASSES[1:], "relayed", "rejected"]

    def row(name: str, r: dict[str, Any]) -> list[Any]:
        rate = f"{r['turns_per_s']:.1f}" if r["turns_per_s"] is not None else None
        return [name, r["turns"], f"{r['seconds']:.1f}", rate, *[r["nodes"][c] for c in _CLASSES[1:]],
                r["relayed_claims"], r["rejected"]]

    rows = [row(r["id"], r) for r in result["conversations"]]
    rows.append(row("total", result["totals"]))
    return f"ingest (end to end: load, extract, validate, store, embed with {result['embedder']})\n" + table(header, rows)
