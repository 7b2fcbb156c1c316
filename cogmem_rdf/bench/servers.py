"""Scale across servers (BENCHMARKS.md § Servers): one LoCoMo conversation on each SPARQL server and
on the embedded store, in the same run: ingest turns/s, recall p50/p95, erase time, and whether
recall returns the same top-k evidence as embedded on every question.

``cogmem bench scale --store URL [--store URL2 …]`` runs this instead of the one-store scale bench.
Each target gets a fresh memory (``bench-servers-<uuid>``, the same id on every target so evidence
node IRIs compare as they are) that is dropped at the end. The embedder
is shared, so every target embeds the same texts with the same model.
"""

from __future__ import annotations

import json
import tempfile
import time
import urllib.parse
import uuid
from pathlib import Path
from typing import Any

from ..errors import InputError
from . import Log, percentiles, quiet, table
from .scale import DEFAULT_DATA, pick_questions


def label(target: str) -> str:
    """A target as printed and recorded: never its password."""
    parts = urllib.parse.urlsplit(target)
    return (
        target
        if parts.password is None
        else parts._replace(netloc=parts.netloc.rsplit("@", 1)[1]).geturl()
    )


def _open(target: str):
    from ..store import OxiStore, RemoteStore

    return OxiStore(None) if target == "embedded" else RemoteStore(target)


def _one(
    target: str,
    memory: str,
    turns: list[Any],
    questions: list[str],
    when: Any,
    k: int,
    embedder: Any,
    vectors: Path,
    log: Log,
) -> dict[str, Any]:
    from ..memory import Memory
    from ..privacy import erase

    store = _open(target)
    mem = Memory(
        store, memory, embedder=embedder, vector_root=vectors / label(target).replace("/", "_")
    )
    try:
        kind = {
            "layout": getattr(getattr(store, "layout", None), "name", "embedded"),
            "rdf": getattr(store, "rdf", "1.2"),
        }
        t = time.perf_counter()
        mem.add_turns([t_.model_copy(update={"memory": memory}) for t_ in turns])
        ingest_s = time.perf_counter() - t
        log(f"servers: {label(target)}: ingested {len(turns)} turns in {ingest_s:.1f} s")
        t = time.perf_counter()
        mem.recall(questions[0], k=k, date=when)
        first_ms = (time.perf_counter() - t) * 1000.0
        times, top = [], []
        for q in questions:
            t = time.perf_counter()
            res = mem.recall(q, k=k, date=when)
            times.append((time.perf_counter() - t) * 1000.0)
            top.append([ev.node for ev in res.evidence[:k]])
        speaker = min({t_.speaker for t_ in turns})
        t = time.perf_counter()
        erase(mem, speaker)
        erase_s = time.perf_counter() - t
        log(
            f"servers: {label(target)}: recall p50 {percentiles(times)['p50']} ms, erase "
            f"{erase_s:.2f} s"
        )
        return {
            **kind,
            "ingest_s": round(ingest_s, 2),
            "ingest_turns_per_s": round(len(turns) / ingest_s, 1),
            "recall_first_ms": round(first_ms, 1),
            "recall_ms": percentiles(times),
            "erase_s": round(erase_s, 2),
            "erased": speaker,
            "top": top,
        }
    finally:
        store.clear_graph(mem.graph)
        store.close()


def run_servers(
    urls: list[str],
    source: str | Path | None = None,
    *,
    questions: int = 1000,
    k: int = 10,
    turns: int | None = None,
    embedder: Any = None,
    log: Log = quiet,
) -> dict[str, Any]:
    """Each of ``urls`` and the embedded store: same conversation, same questions, same embedder."""
    from ..bench.locomo import last_session_date
    from ..loaders import load_file

    path = Path(source) if source is not None else DEFAULT_DATA
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot read conversation: {exc}", source=str(path)) from exc
    asked = pick_questions(doc, questions)
    all_turns = load_file(path, "bench")
    all_turns = all_turns[:turns] if turns else all_turns
    if embedder is None:
        from ..vectors import UseEmbedder

        embedder = UseEmbedder()
    embedder.embed(["warm-up"])
    when = last_session_date(doc)
    with tempfile.TemporaryDirectory(prefix="cogmem-servers-") as tmp:
        # one id everywhere: evidence IRIs compare as they are
        memory = f"bench-servers-{uuid.uuid4().hex[:8]}"
        runs = {
            label(target): _one(target, memory, all_turns, asked, when, k, embedder, Path(tmp), log)
            for target in ["embedded", *urls]
        }
    base = runs["embedded"]
    for run in runs.values():
        diff = [
            {"question": q, "embedded": b, "here": h}
            for q, b, h in zip(asked, base["top"], run["top"], strict=False)
            if b != h
        ]
        run["same_top_k"] = len(asked) - len(diff)
        run["differences"] = diff
        run["ratio"] = {"ingest": round(base["ingest_turns_per_s"] / run["ingest_turns_per_s"], 2),
                        "recall_p50": round(run["recall_ms"]["p50"] / base["recall_ms"]["p50"], 2),
                        "recall_p95": round(run["recall_ms"]["p95"] / base["recall_ms"]["p95"], 2),
                        "erase": round(run["erase_s"] / base["erase_s"], 2)}
    for run in runs.values():
        del run["top"]
    return {
        "data": str(path),
        "turns": len(all_turns),
        "questions": len(asked),
        "k": k,
        "stores": runs,
    }


def format_servers(result: dict[str, Any]) -> str:
    header = [
        "store",
        "layout",
        "RDF",
        "ingest turns/s",
        "recall p50 ms",
        "recall p95 ms",
        "erase s",
        "× slower ingest",
        "× p50",
        "× p95",
        "× erase",
        f"same top-{result['k']}",
    ]
    rows = [
        [
            target,
            r["layout"],
            r["rdf"],
            r["ingest_turns_per_s"],
            r["recall_ms"]["p50"],
            r["recall_ms"]["p95"],
            r["erase_s"],
            r["ratio"]["ingest"],
            r["ratio"]["recall_p50"],
            r["ratio"]["recall_p95"],
            r["ratio"]["erase"],
            f"{r['same_top_k']}/{result['questions']}",
        ]
        for target, r in result["stores"].items()
    ]
    return (f"{result['turns']} turns, {result['questions']} questions of {result['data']}\n"
            + table(header, rows))
