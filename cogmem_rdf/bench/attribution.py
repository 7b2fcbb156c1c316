"""The attribution probe (BENCHMARKS.md, "Attribution probe"): does recall keep who said what?

A probe file holds ``{"lang": "en"|"ko", "scenarios": [...]}``; each scenario has a first-person
``record`` (event or fact) by its subject and three ``claims`` about the subject (``think``,
``bare``, ``hearsay``), plus four questions. All scenarios go into ONE memory, each scenario one
session (id = scenario id) on its ``session_date``, turns in the order record, think, bare,
hearsay with ids ``<scenario>:r``, ``<scenario>:think``, ``<scenario>:bare``,
``<scenario>:hearsay``. Every question is asked with date = the scenario's session date.

Metrics are fractions over scenarios (misattribution: lower is better); ``failures`` lists
each miss with what was expected and a summary of the top-1 evidence that came back.
"""

from __future__ import annotations

import json
import re
import time
from datetime import date, datetime
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..models import TurnIn
from . import Log, frac, percentiles, quiet, summarize
from .baselines import BM25Baseline, DenseBaseline
from .names import same_chain, same_name

STYLES = ("think", "bare", "hearsay")
RECORD_SUFFIX = "r"


def load_probe(path: str | Path) -> dict[str, Any]:
    """Read and check a probe file; errors name the file and the scenario."""
    p = Path(path)
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"cannot read probe file: {exc.strerror}", source=str(p)) from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"invalid probe JSON: {exc}", source=str(p)) from exc
    if (
        not isinstance(doc, dict)
        or not isinstance(doc.get("scenarios"), list)
        or not doc["scenarios"]
    ):
        raise InputError(
            "probe file must be an object with a non-empty 'scenarios' list", source=str(p)
        )
    for i, s in enumerate(doc["scenarios"]):
        where = f"scenario {s.get('id', i) if isinstance(s, dict) else i}"
        if not isinstance(s, dict):
            raise InputError(f"{where} is not an object", source=str(p))
        for key in ("id", "session_date", "record", "claims", "questions"):
            if key not in s:
                raise InputError(f"{where} lacks {key!r}", source=str(p))
        styles = [c.get("style") for c in s["claims"]]
        if sorted(styles) != sorted(STYLES):
            raise InputError(
                f"{where} must have one claim of each style {STYLES}, got {styles}", source=str(p)
            )
        try:
            date.fromisoformat(s["session_date"])
        except (TypeError, ValueError) as exc:
            raise InputError(
                f"{where}: invalid session_date {s['session_date']!r}", source=str(p)
            ) from exc
    return doc


def turn_id(scenario: dict[str, Any], part: str) -> str:
    return f"{scenario['id']}:{part}"


def probe_turns(doc: dict[str, Any], memory: str = "default") -> list[TurnIn]:
    """The probe as turns: per scenario record, think, bare, hearsay, one session each."""
    lang = doc.get("lang") if doc.get("lang") in ("en", "ko") else None
    turns: list[TurnIn] = []
    for s in doc["scenarios"]:
        when = datetime.fromisoformat(s["session_date"])
        claims = {c["style"]: c for c in s["claims"]}
        parts = [(RECORD_SUFFIX, s["record"])] + [(style, claims[style]) for style in STYLES]
        for suffix, item in parts:
            turns.append(
                TurnIn(
                    memory=memory,
                    session=str(s["id"]),
                    date=when,
                    turn=turn_id(s, suffix),
                    speaker=item["speaker"],
                    text=item["text"],
                    lang=lang,
                    seq=len(turns),
                )
            )
    return turns


def _memory_id(path: Path) -> str:
    stem = re.sub(r"[^A-Za-z0-9_.-]", "-", path.stem).lstrip("-_.") or "probe"
    return stem[:64]


def _grounded_in(ev: Any, tid: str) -> bool:
    return any(t.id == tid for t in ev.turns)


def _record_ok(ev: Any | None, s: dict[str, Any]) -> bool:
    """Top-1 is grounded in the record turn, of the gold kind, with the gold time for events."""
    if ev is None or not _grounded_in(ev, turn_id(s, RECORD_SUFFIX)):
        return False
    rec = s["record"]
    if ev.type != rec["kind"].capitalize():
        return False
    if rec["kind"] == "event":
        return (
            ev.time is not None
            and ev.time.value == rec.get("time")
            and ev.time.granularity == rec.get("granularity")
        )
    return True


def _misattributed(ev: Any | None, claim_turns: set[str]) -> bool:
    """Top-1 is a Claim, or everything it is grounded in is a claim turn."""
    if ev is None:
        return False
    if ev.type == "Claim":
        return True
    ids = {t.id for t in ev.turns}
    return bool(ids) and ids <= claim_turns


def _gold_record(s: dict[str, Any]) -> dict[str, Any]:
    rec = s["record"]
    out = {"turn": turn_id(s, RECORD_SUFFIX), "type": rec["kind"].capitalize()}
    if rec["kind"] == "event":
        out["time"] = {"value": rec.get("time"), "granularity": rec.get("granularity")}
    return out


def run_attribution(  # noqa: C901 - one pass over the scenarios scoring every metric in turn
    path: str | Path,
    store_dir: str | Path | None = None,
    k: int = 10,
    embedder: Any = None,
    log: Log = quiet,
) -> dict[str, Any]:
    """Run the probe in ``path``; see the module docstring and BENCHMARKS.md for the metrics."""
    from ..memory import Memory

    path = Path(path)
    doc = load_probe(path)
    scenarios = doc["scenarios"]
    mem_id = _memory_id(path)
    turns = probe_turns(doc, mem_id)
    claim_turns = {turn_id(s, style) for s in scenarios for style in STYLES}

    mem = Memory.open(store_dir, mem_id, embedder=embedder)
    try:
        log(f"attribution: ingesting {len(turns)} turns of {len(scenarios)} scenarios")
        started = time.perf_counter()
        report = mem.add_turns(turns)
        ingest_s = time.perf_counter() - started

        dense = DenseBaseline(turns, mem.embedder)
        bm25 = BM25Baseline(turns, lang=doc.get("lang"))

        n_timed = 0
        hits = {
            key: 0
            for key in (
                "flat_dense_mis",
                "flat_bm25_mis",
                "mis",
                "timed_mis",
                "record",
                "timed_record",
                "opinion",
                "owner",
                "chain",
                "nested_chain",
                "empty",
            )
        }
        n_nested = 0
        failures: list[dict[str, Any]] = []
        latencies: list[float] = []

        def ask(question: str, when: date):
            t0 = time.perf_counter()
            res = mem.recall(question, k=k, date=when)
            latencies.append((time.perf_counter() - t0) * 1000.0)
            top = res.evidence[0] if res.evidence else None
            if top is None:
                hits["empty"] += 1
            return top

        def fail(s: dict[str, Any], metric: str, question: str, expected: Any, got: Any) -> None:
            failures.append({"scenario": s["id"], "metric": metric, "question": question,
                             "expected": expected, "got": got})

        def record(s: dict[str, Any], when: date, question: str, mis_key: str, ok_key: str,
                   metric: str) -> None:
            top = ask(question, when)
            if _misattributed(top, claim_turns):
                hits[mis_key] += 1
                fail(s, f"{metric}_misattribution", question, _gold_record(s), summarize(top))
            if _record_ok(top, s):
                hits[ok_key] += 1
            else:
                fail(s, f"{metric}_top1", question, _gold_record(s), summarize(top))

        for i, s in enumerate(scenarios, 1):
            when = date.fromisoformat(s["session_date"])
            q = s["questions"]
            claims = {c["style"]: c for c in s["claims"]}

            # baselines: top-1 raw turn for the record question
            top_dense = dense.rank(q["record"], 1)
            if top_dense and top_dense[0] in claim_turns:
                hits["flat_dense_mis"] += 1
            top_bm25 = bm25.rank(q["record"], 1)
            if top_bm25 and top_bm25[0] in claim_turns:
                hits["flat_bm25_mis"] += 1

            record(s, when, q["record"], "mis", "record", "record")
            if q.get("record_timed"):  # the record question that keeps the time words
                n_timed += 1
                record(s, when, q["record_timed"], "timed_mis", "timed_record", "record_timed")

            # opinion question: the think claim, owned by its speaker
            think = claims["think"]
            top = ask(q["opinion"], when)
            if (top is not None and top.type == "Claim" and _grounded_in(top, turn_id(s, "think"))
                    and same_name(top.owner, think["speaker"])):
                hits["opinion"] += 1
            else:
                fail(
                    s,
                    "opinion_top1",
                    q["opinion"],
                    {"type": "Claim", "turn": turn_id(s, "think"), "owner": think["speaker"]},
                    summarize(top),
                )

            # owner question: the hearsay claim, owned by the gold source, relayed by the gold chain
            hs = claims["hearsay"]
            gold_chain = list(hs.get("relayed_by") or [])
            nested = len(gold_chain) > 1
            n_nested += nested
            top = ask(q["owner"], when)
            expected = {
                "type": "Claim",
                "turn": turn_id(s, "hearsay"),
                "owner": hs["source"],
                "relayed_by": gold_chain,
            }
            on_turn = (
                top is not None and top.type == "Claim" and _grounded_in(top, turn_id(s, "hearsay"))
            )
            if on_turn and same_name(top.owner, hs["source"]):
                hits["owner"] += 1
            else:
                fail(s, "owner_accuracy", q["owner"], expected, summarize(top))
            if on_turn and same_chain(top.relayed_by, gold_chain):
                hits["chain"] += 1
                hits["nested_chain"] += nested
            else:
                fail(s, "relay_chain_accuracy", q["owner"], expected, summarize(top))
            if i % 10 == 0 or i == len(scenarios):
                log(f"attribution: {i}/{len(scenarios)} scenarios")
    finally:
        mem.close()

    n = len(scenarios)
    result: dict[str, Any] = {
        "data": str(path),
        "lang": doc.get("lang"),
        "scenarios": n,
        "k": k,
        "ingest": {"turns": len(turns), "seconds": round(ingest_s, 3),
                   "turns_per_s": round(len(turns) / ingest_s, 1) if ingest_s > 0 else None,
                   "nodes": dict(report.nodes), "rejected": len(report.rejected)},
        "flat_dense": {"record_misattribution": frac(hits["flat_dense_mis"], n)},
        "flat_bm25": {"record_misattribution": frac(hits["flat_bm25_mis"], n)},
        "memory": {
            "record_misattribution": frac(hits["mis"], n),
            "record_timed_misattribution": frac(hits["timed_mis"], n_timed),
            "record_top1": frac(hits["record"], n),
            "record_timed_top1": frac(hits["timed_record"], n_timed),
            "opinion_top1": frac(hits["opinion"], n),
            "owner_accuracy": frac(hits["owner"], n),
            "relay_chain_accuracy": frac(hits["chain"], n),
            "nested_relay_chain_accuracy": frac(hits["nested_chain"], n_nested),
            "empty_top1": hits["empty"],
        },
        "counts": {"scenarios": n, "record_timed": n_timed, "nested_hearsay": n_nested,
                   "questions": n * 3 + n_timed},
        "latency_ms": percentiles(latencies),
        "extraction": _extraction_accuracy(path, log),
        "failures": failures,
    }
    if report.rejected:
        result["rejected"] = report.rejected
    return result


def _extraction_accuracy(path: Path, log: Log) -> Any:
    """Per-style owner accuracy of the extractor alone (probe_eval.py)."""
    from .probe_eval import attribution_accuracy

    try:
        return attribution_accuracy(path)
    except Exception as exc:  # noqa: BLE001 - an optional extra must not sink the benchmark
        log(f"attribution: extraction accuracy unavailable: {type(exc).__name__}: {exc}")
        return None


def format_attribution(result: dict[str, Any]) -> str:
    """The probe result as a plain table."""
    from . import table

    m, n = result["memory"], result["counts"]
    rows = [
        (
            "flat_dense.record_misattribution",
            result["flat_dense"]["record_misattribution"],
            n["scenarios"],
        ),
        (
            "flat_bm25.record_misattribution",
            result["flat_bm25"]["record_misattribution"],
            n["scenarios"],
        ),
        ("memory.record_misattribution", m["record_misattribution"], n["scenarios"]),
        ("memory.record_timed_misattribution", m["record_timed_misattribution"], n["record_timed"]),
        ("memory.record_top1", m["record_top1"], n["scenarios"]),
        ("memory.record_timed_top1", m["record_timed_top1"], n["record_timed"]),
        ("memory.opinion_top1", m["opinion_top1"], n["scenarios"]),
        ("memory.owner_accuracy", m["owner_accuracy"], n["scenarios"]),
        ("memory.relay_chain_accuracy", m["relay_chain_accuracy"], n["scenarios"]),
        (
            "memory.nested_relay_chain_accuracy",
            m["nested_relay_chain_accuracy"],
            n["nested_hearsay"],
        ),
    ]
    lines = [
        f"attribution probe: {result['data']} ({result['lang'] or '?'}, {n['scenarios']} "
        f"scenarios, k={result['k']})",
        table(("metric", "value", "n"), rows),
    ]
    ex = result.get("extraction")
    if isinstance(ex, dict) and isinstance(ex.get("styles"), dict):
        fields = ("owner", "target", "relay", "polarity")
        ex_rows = [(f"extractor alone: {style}", *[v.get(f) for f in fields], v.get("n"))
                   for style, v in ex["styles"].items() if isinstance(v, dict)]
        lines.append(table(("per-style accuracy", *fields, "n"), ex_rows))
        extra = [
            f"{key} {ex[key]:.3f}"
            for key in ("record_kind", "record_no_claim")
            if isinstance(ex.get(key), float)
        ]
        if extra:
            lines.append("extractor alone: " + ", ".join(extra))
    ing, lat = result["ingest"], result["latency_ms"]
    lines.append(
        f"ingest: {ing['turns']} turns in {ing['seconds']:.2f}s ({ing['turns_per_s']} turns/s), "
        f"{ing['rejected']} rejected; recall latency p50 {lat['p50']} ms, p95 {lat['p95']} ms "
        f"over {lat['n']} questions; top-1 empty {m['empty_top1']}"
    )
    lines.append(f"failures: {len(result['failures'])} (see --json)")
    return "\n".join(lines)
