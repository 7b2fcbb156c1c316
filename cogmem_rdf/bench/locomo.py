"""LoCoMo evidence recall (BENCHMARKS.md): memory vs every same-run baseline.

Each conversation goes into its own memory (id = file stem). For every question of categories
1–4 the memory's ``recall`` runs with budget ``k`` and its distinct grounding turn ids, in rank
order, are compared with the gold ``evidence``: ``full`` = all gold ids retrieved, ``any`` = at
least one. The baselines (``baselines.py``) rank raw turns (``"speaker: text"`` + image caption)
for the same questions: BM25, stemmed BM25, dense, and the stemmed BM25 + dense hybrid without
and with neighbour spreading, each hybrid at every weight of ``ALPHAS``; the published hybrid
figures are those of the weight with the best overall ``full`` (chosen on the evaluated questions
themselves, which can only flatter the baseline). ``margin`` is memory − the best baseline, per
category (the best baseline of that category). Questions are asked on the date of the
conversation's last session.

Gold evidence normalisation (a few LoCoMo ids are malformed):
- an entry holding several ids ("D8:6; D9:17", "D1:3 D1:5") is split on ``;``, ``,`` and spaces;
- each id is read as ``D<session>:<turn>``, tolerating a stray colon ("D:11:26" → "D11:26")
  and surrounding spaces; an id with more numbers ("D1:3:5") names several turns of that
  session ("D1:3", "D1:5");
- an id without both numbers ("D") is dropped, and so is an id naming no turn of the
  conversation ("D10:19" where session 10 has 16 turns): no system can retrieve it;
- a question with no gold id (two open-domain questions of conversation 26 have an empty
  ``evidence`` list) still counts, as a miss for every system (neither ``full`` nor ``any``),
  so the denominators are all questions of categories 1–4 (885 on the six shared files, as
  in BENCHMARKS.md); their number is reported as ``no_gold_questions``.
Every change is listed in the result's ``gold_fixes``.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InputError
from . import Log, frac, grounding_ids, percentiles, quiet, table

if TYPE_CHECKING:
    from ..vectors.base import Embedder

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
ALPHAS = (0.7, 0.85, 1.0)
# neighbour spreading as the memory does it: each of the top hits lends SPREAD × its score to the
# turns up to SPAN away in its session; the baseline's best over spread 0.6 / 0.7 / 0.8 × span
# 1 / 2 / 3 × α 0.7 / 0.85 / 1.0 (0.599 full; BENCHMARKS.md § LoCoMo; the memory uses 0.75, 2)
SPREAD = 0.7
SPAN = 2
BASELINES = ("bm25", "bm25_stem", "dense", "hybrid", "hybrid_spread")
VARIANTS = ("bm25", "bm25_stem", "dense",
            *(f"hybrid@{a}" for a in ALPHAS), *(f"hybrid_spread@{a}" for a in ALPHAS))
SYSTEMS = ("memory", *BASELINES)
# the memory with one part of recall switched off, run on the same memories in the same run
ABLATIONS: dict[str, dict[str, Any]] = {"memory_no_traverse": {"traverse": 0.0}}
_SESSION_DATE = re.compile(r"^session_(\d+)_date_time$")
_NUMBERS = re.compile(r"\d+")
_ID_SHAPE = re.compile(r"^D\s*:?\s*\d+(\s*:\s*\d+)+$", re.IGNORECASE)


def normalise_evidence(
    raw: Sequence[Any], known: set[str] | None = None
) -> tuple[list[str], list[str]]:
    """Gold ids as ``D<s>:<t>`` (see the module docstring) and notes on what was changed.

    >>> ids, notes = normalise_evidence(["D8:6; D9:17", "D:11:26", "D", "D1:2"],
    ...                                 known={"D8:6", "D9:17", "D11:26"})
    >>> ids
    ['D8:6', 'D9:17', 'D11:26']
    >>> for note in notes:
    ...     print(note)
    read 'D8:6; D9:17' as D8:6, D9:17
    read 'D:11:26' as D11:26
    dropped 'D': not a D<session>:<turn> id
    dropped 'D1:2': no such turn
    """
    out: list[str] = []
    notes: list[str] = []
    for entry in raw:
        text = str(entry)
        parts = [
            p.strip()
            for p in re.split(r"[;,\s]+(?=D)", text.strip(), flags=re.IGNORECASE)
            if p.strip()
        ]
        read: list[str] = []
        for part in parts:
            if not _ID_SHAPE.match(part):
                notes.append(f"dropped {part!r}: not a D<session>:<turn> id")
                continue
            nums = _NUMBERS.findall(part)
            read.extend(f"D{int(nums[0])}:{int(t)}" for t in nums[1:])
        if read and read != [text]:
            notes.append(f"read {text!r} as {', '.join(read)}")
        for tid in read:
            if known is not None and tid not in known:
                notes.append(f"dropped {tid!r}: no such turn")
            elif tid not in out:
                out.append(tid)
    return out, notes


def last_session_date(doc: dict[str, Any]):
    """The date of the conversation's last session (the date every question is asked on)."""
    from ..timex import parse_date

    dated = sorted(
        (int(m.group(1)), v) for key, v in doc.items() if (m := _SESSION_DATE.match(key)) and v
    )
    if not dated:
        return None
    return parse_date(dated[-1][1]).date()


def _memory_id(path: Path) -> str:
    stem = re.sub(r"[^A-Za-z0-9_.-]", "-", path.stem).lstrip("-_.") or "conversation"
    return stem[:64]


def _questions(doc: dict[str, Any], source: str) -> list[dict[str, Any]]:
    qa = doc.get("qa")
    if not isinstance(qa, list):
        raise InputError("LoCoMo file has no 'qa' list", source=source)
    return [q for q in qa if isinstance(q, dict) and q.get("category") in CATEGORIES]


def _new_tally() -> dict[str, dict[str, int]]:
    return {name: {"n": 0, "full": 0, "any": 0} for name in ["overall", *CATEGORIES.values()]}


def _score(
    tally: dict[str, dict[str, int]], category: str, got: Sequence[str], gold: Sequence[str]
) -> tuple[bool, bool]:
    found = set(got)
    full = bool(gold) and all(g in found for g in gold)
    anyhit = any(g in found for g in gold)
    for key in ("overall", category):
        tally[key]["n"] += 1
        tally[key]["full"] += full
        tally[key]["any"] += anyhit
    return full, anyhit


def _rates(tally: dict[str, dict[str, int]]) -> dict[str, dict[str, float | int]]:
    return {
        key: {"n": t["n"], "full": frac(t["full"], t["n"]), "any": frac(t["any"], t["n"])}
        for key, t in tally.items()
    }


def run_locomo(  # noqa: C901 - one loop over the conversations: ingest, ask, score, log
    paths: Sequence[str | Path], k: int = 10, store_dir: str | Path | None = None,
               embedder: Embedder | None = None,
               limit: int | None = None, log: Log = quiet, keep_misses: bool = False,
               ablations: dict[str, dict[str, Any]] | None = None) -> dict[str, Any]:
    """Evidence recall of the memory, of its ``ablations`` (name → recall options) and of every
    baseline on LoCoMo conversations."""
    from ..loaders import load_file
    from ..memory import Memory
    from .baselines import BM25Baseline, DenseBaseline, HybridBaseline

    if embedder is None:
        from ..vectors import UseEmbedder

        embedder = UseEmbedder()
    embedder.embed(["warm-up"])  # model load is not ingest time

    ablations = dict(ablations or {})
    runs = ("memory", *ablations, *VARIANTS)
    tallies = {s: _new_tally() for s in runs}
    latencies: dict[str, list[float]] = {s: [] for s in runs}
    conversations: list[dict[str, Any]] = []
    gold_fixes: list[dict[str, Any]] = []
    misses: list[dict[str, Any]] = []
    no_gold = 0
    total_turns, total_ingest = 0, 0.0

    for path in map(Path, paths):
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except OSError as exc:
            raise InputError(f"cannot read file: {exc.strerror}", source=str(path)) from exc
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise InputError(f"invalid JSON: {exc}", source=str(path)) from exc
        mem_id = _memory_id(path)
        questions = _questions(doc, str(path))
        if limit is not None:
            questions = questions[:limit]
        when = last_session_date(doc)

        turns = load_file(path, mem_id)
        known = {t.turn for t in turns}
        log(f"locomo {mem_id}: ingesting {len(turns)} turns")
        mem = Memory.open(store_dir, mem_id, embedder=embedder)
        try:
            t0 = time.perf_counter()
            report = mem.add_turns(turns)
            ingest_s = time.perf_counter() - t0
            total_turns += len(turns)
            total_ingest += ingest_s
            rankers = _baselines(turns, embedder, BM25Baseline, DenseBaseline, HybridBaseline)
            log(
                f"locomo {mem_id}: {len(turns)} turns in {ingest_s:.1f}s; "
                f"{len(questions)} questions"
            )

            conv_tally = {s: _new_tally() for s in runs}
            for qi, q in enumerate(questions):
                gold, notes = normalise_evidence(q.get("evidence") or [], known)
                if notes:
                    gold_fixes.append({"conversation": mem_id, "question": q["question"],
                                       "evidence": q.get("evidence"), "gold": gold, "notes": notes})
                if not gold:
                    no_gold += 1
                category = CATEGORIES[q["category"]]
                got: dict[str, list[str]] = {}
                t = time.perf_counter()
                res = mem.recall(q["question"], k=k, date=when)
                latencies["memory"].append((time.perf_counter() - t) * 1000.0)
                got["memory"] = grounding_ids(res.evidence, k)
                for name, options in ablations.items():
                    t = time.perf_counter()
                    res = mem.recall(q["question"], k=k, date=when, **options)
                    latencies[name].append((time.perf_counter() - t) * 1000.0)
                    got[name] = grounding_ids(res.evidence, k)
                for name, ranker in rankers.items():
                    t = time.perf_counter()
                    got[name] = ranker.rank(q["question"], k)
                    latencies[name].append((time.perf_counter() - t) * 1000.0)
                for system in runs:
                    full, _ = _score(tallies[system], category, got[system], gold)
                    _score(conv_tally[system], category, got[system], gold)
                    if keep_misses and system == "memory" and not full:
                        misses.append(
                            {
                                "conversation": mem_id,
                                "category": category,
                                "question": q["question"],
                                "gold": gold,
                                "got": got["memory"],
                                "bm25": got["bm25"],
                            }
                        )
                if (qi + 1) % 50 == 0:
                    log(f"locomo {mem_id}: {qi + 1}/{len(questions)} questions")
            conversations.append(
                {
                    "id": mem_id,
                    "turns": len(turns),
                    "questions": conv_tally["memory"]["overall"]["n"],
                    "ingest_seconds": round(ingest_s, 2),
                    "turns_per_s": round(len(turns) / ingest_s, 1) if ingest_s > 0 else None,
                    "rejected": len(report.rejected),
                    "nodes": dict(report.nodes),
                    "full": {
                        s: frac(conv_tally[s]["overall"]["full"], conv_tally[s]["overall"]["n"])
                        for s in runs
                    },
                }
            )
        finally:
            mem.close()

    result: dict[str, Any] = {
        "k": k,
        "limit": limit,
        "data": [str(p) for p in paths],
        "questions": tallies["memory"]["overall"]["n"],
        "no_gold_questions": no_gold,
        "variants": {s: _rates(tallies[s]) for s in VARIANTS},
        "ingest": {
            "turns": total_turns,
            "seconds": round(total_ingest, 2),
            "turns_per_s": round(total_turns / total_ingest, 1) if total_ingest > 0 else None,
        },
        "latency_ms": {s: percentiles(latencies[s]) for s in runs},
        "conversations": conversations,
        "gold_fixes": gold_fixes,
        "embedder": getattr(embedder, "name", type(embedder).__name__),
    }
    result["alpha"] = {h: _best_alpha(result["variants"], h) for h in ("hybrid", "hybrid_spread")}
    result["systems"] = {"memory": _rates(tallies["memory"]),
                         **{a: _rates(tallies[a]) for a in ablations},
                         **{b: result["variants"][b] for b in ("bm25", "bm25_stem", "dense")},
                         **{h: result["variants"][f"{h}@{a}"] for h, a in result["alpha"].items()}}
    result["margin"] = margins(result["systems"])
    mem_full = result["systems"]["memory"]["overall"]["full"]
    result["ratios"] = {
        f"memory_full_over_{b}": (
            round(mem_full / result["systems"][b]["overall"]["full"], 3)
            if result["systems"][b]["overall"]["full"]
            else None
        )
        for b in BASELINES
    }
    if keep_misses:
        result["misses"] = misses
    return result


def _baselines(turns, embedder, bm25_cls, dense_cls, hybrid_cls) -> dict[str, Any]:
    """Every baseline variant over the same turns; the hybrids share one index of each kind."""
    stemmed = bm25_cls(turns, lang="en", stem=True)
    dense = dense_cls(turns, embedder)
    out: dict[str, Any] = {"bm25": bm25_cls(turns, lang="en"), "bm25_stem": stemmed, "dense": dense}
    for a in ALPHAS:
        out[f"hybrid@{a}"] = hybrid_cls(turns, stemmed, dense, alpha=a)
        out[f"hybrid_spread@{a}"] = hybrid_cls(
            turns, stemmed, dense, alpha=a, spread=SPREAD, span=SPAN
        )
    return out


def _best_alpha(variants: dict[str, Any], family: str) -> float:
    """The weight whose hybrid has the best overall full (ties: the first of ``ALPHAS``)."""
    return max(
        ALPHAS, key=lambda a: (variants[f"{family}@{a}"]["overall"]["full"], -ALPHAS.index(a))
    )


def margins(systems: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Per category: memory full − the best baseline's full there, and which baseline that is."""
    out: dict[str, dict[str, Any]] = {}
    for cat, row in systems["memory"].items():
        best = max(BASELINES, key=lambda b: systems[b][cat]["full"])
        out[cat] = {
            "best_baseline": best,
            "memory_minus_best": round(row["full"] - systems[best][cat]["full"], 4),
        }
    return out


def format_locomo(result: dict[str, Any]) -> str:
    """Per-category full/any table for memory and baselines, then throughput and latency."""
    cats = ["overall", *CATEGORIES.values()]
    header = ["system", *[f"{c} full" for c in cats], "overall any"]
    rows = []
    for s in result["systems"]:
        r = result["systems"][s]
        rows.append([s, *[r[c]["full"] for c in cats], r["overall"]["any"]])
    counts = result["systems"]["memory"]
    rows.append(["n", *[counts[c]["n"] for c in cats], counts["overall"]["n"]])
    margin = result["margin"]
    rows.append(
        [
            "memory − best",
            *[
                f"{margin[c]['memory_minus_best']:+.3f} ({margin[c]['best_baseline']})"
                for c in cats
            ],
            "",
        ]
    )
    lat = result["latency_ms"]
    ing = result["ingest"]
    lines = [
        f"LoCoMo evidence recall, k={result['k']}: {result['questions']} questions in "
        f"{len(result['conversations'])} conversations"
        + (f" (first {result['limit']} per conversation)" if result.get("limit") else "")
        + (
            f"; {result['no_gold_questions']} without a valid gold id count as misses"
            if result["no_gold_questions"]
            else ""
        ),
        table(header, rows),
        f"ingest: {ing['turns']} turns in {ing['seconds']:.1f}s ({ing['turns_per_s']} "
        "turns/s, end to end)",
        "hybrid weights (best of "
        + ", ".join(map(str, ALPHAS))
        + "): "
        + "; ".join(f"{h} alpha={a}" for h, a in result["alpha"].items())
        + " — all weights: "
        + ", ".join(
            f"{v} {result['variants'][v]['overall']['full']}" for v in VARIANTS if "@" in v
        ),
        "recall latency ms: "
        + "; ".join(
            f"{s} p50 {lat[s]['p50']} p95 {lat[s]['p95']}" for s in ("memory", "bm25", "dense")
        ),
        "memory/baseline full: "
        + "; ".join(f"{b} {result['ratios'][f'memory_full_over_{b}']}" for b in BASELINES),
    ]
    if result["gold_fixes"]:
        lines.append(
            f"gold evidence normalised for {len(result['gold_fixes'])} question(s) (see "
            "--json gold_fixes)"
        )
    return "\n".join(lines)
