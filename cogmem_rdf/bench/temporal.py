"""Temporal probe benchmark: resolve each item's expression, exact match on value and granularity.

Input (docs/BENCHMARKS.md § Temporal)::

    {"items": [{"id", "lang", "session_date", "text", "expression",
                "expected": {"value", "granularity"}}]}
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cogmem_rdf.errors import InputError
from cogmem_rdf.models import TimeExpression
from cogmem_rdf.timex import resolve

_FIELDS = ("id", "session_date", "text", "expected")


def run_temporal(path: str | Path) -> dict[str, Any]:
    """Score the rule tables on a temporal probe file."""
    items = _load(Path(path))
    failures: list[dict[str, Any]] = []
    by_lang: dict[str, dict[str, Any]] = {}
    for item in items:
        lang = item.get("lang") or None
        found = resolve(item["text"], item["session_date"], lang)
        got = _pick(found, item.get("expression"))
        expected = item["expected"]
        ok = got is not None and (got.value, got.granularity) == (
            expected.get("value"), expected.get("granularity"))
        tally = by_lang.setdefault(lang or "?", {"total": 0, "correct": 0})
        tally["total"] += 1
        tally["correct"] += ok
        if not ok:
            failures.append({"id": item["id"], "expected": expected, "got": _show(got)})
    for tally in by_lang.values():
        tally["accuracy"] = tally["correct"] / tally["total"]
    total, correct = len(items), len(items) - len(failures)
    return {"total": total, "correct": correct, "accuracy": correct / total if total else 0.0,
            "by_lang": by_lang, "failures": failures}


def format_temporal(result: dict[str, Any]) -> str:
    """A small plain-text table of a ``run_temporal`` result."""
    rows = [("lang", "correct", "total", "accuracy")]
    for lang, t in sorted(result["by_lang"].items()):
        rows.append((lang, str(t["correct"]), str(t["total"]), f"{t['accuracy']:.3f}"))
    rows.append(("all", str(result["correct"]), str(result["total"]),
                 f"{result['accuracy']:.3f}"))
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    for f in result["failures"]:
        exp = f"{f['expected'].get('value')}/{f['expected'].get('granularity')}"
        got = f"{f['got']['value']}/{f['got']['granularity']}" if f["got"] else "none"
        lines.append(f"FAIL {f['id']}: expected {exp}, got {got}")
    return "\n".join(lines)


def _load(path: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise InputError(f"cannot read temporal probes: {exc}", source=str(path)) from exc
    items = data.get("items") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise InputError("expected an object with an 'items' list", source=str(path))
    for n, item in enumerate(items):
        missing = [k for k in _FIELDS if not isinstance(item, dict) or k not in item]
        if missing:
            raise InputError(f"item {n} lacks {', '.join(missing)}", source=str(path))
    return items


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def _pick(found: list[TimeExpression], expression: str | None) -> TimeExpression | None:
    """The found expression matching the probe's (either may carry a particle or preposition
    the other lacks: "3월에" vs "3월", "on March 3, 2024" vs "March 3, 2024"), else the first."""
    if not found:
        return None
    if expression:
        want = _norm(expression)
        for test in (lambda t: t == want, lambda t: t in want, lambda t: want in t):
            for expr in found:
                if test(_norm(expr.text)):
                    return expr
    return found[0]


def _show(got: TimeExpression | None) -> dict[str, str] | None:
    return None if got is None else {"value": got.value, "granularity": got.granularity,
                                     "text": got.text}
