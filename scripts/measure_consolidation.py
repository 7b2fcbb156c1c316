"""Measure consolidation and LLM prompt sizes on the LoCoMo conversations (a script, not a test).

    python scripts/measure_consolidation.py [--data ../shared/data/locomo]
        [--store /tmp/cogmem-measure]
        [--questions 200]

For each conversation: ingest with the default offline extractor, count nodes and edges, run
``consolidate`` (Δt 30, τ 3) and count again; report facts, support sizes and claim views. Then
the token cost an LLM would have: extraction prompts for the same turns in batches of 8
(system + user characters / 4; completion estimated as the offline extraction's JSON / 4) and
the answer prompt for recall results at k = 10 (characters / 4). Prints one JSON document.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import time
from pathlib import Path

from cogmem_rdf.answer import answer_messages
from cogmem_rdf.consolidate import consolidate
from cogmem_rdf.extract.llm import system_prompt, user_prompt
from cogmem_rdf.loaders import load_file
from cogmem_rdf.memory import Memory

COUNT = """
SELECT (COUNT(*) AS ?edges) (COUNT(DISTINCT ?s) AS ?subjects) WHERE { ?s ?p ?o }
"""


def graph_size(mem) -> dict:
    row = next(iter(mem.sparql(COUNT)))
    counts = mem.counts()
    return {
        "edges": int(row["edges"].value),
        "subjects": int(row["subjects"].value),
        "typed_nodes": sum(counts.values()),
        "by_type": counts,
    }


def extraction_tokens(mem, turns, batch: int = 8) -> dict:
    system = len(system_prompt())
    prompt = completion = calls = 0
    known = sorted({t.speaker for t in turns})
    for start in range(0, len(turns), batch):
        chunk = turns[start : start + batch]
        prompt += system + len(user_prompt(chunk, known))
        exs = mem.extractor.extract(chunk, known)
        completion += len(
            json.dumps(
                {"extractions": [e.model_dump(exclude_defaults=True) for e in exs]},
                ensure_ascii=False,
            )
        )
        calls += 1
    n = len(turns)
    return {
        "calls": calls,
        "prompt_tokens": prompt // 4,
        "completion_tokens_est": completion // 4,
        "prompt_tokens_per_turn": round(prompt / 4 / n, 1),
        "total_tokens_per_turn": round((prompt + completion) / 4 / n, 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--data", default=str(Path(__file__).resolve().parents[2] / "shared/data/locomo")
    )
    ap.add_argument("--store", default="/tmp/cogmem-measure")
    ap.add_argument(
        "--questions", type=int, default=100, help="questions per conversation for answer prompts"
    )
    args = ap.parse_args()
    shutil.rmtree(args.store, ignore_errors=True)
    out, answer_tokens = [], []
    for path in sorted(Path(args.data).glob("*.json")):
        mem = Memory.open(args.store, path.stem)
        t0 = time.perf_counter()
        ingest = mem.ingest_file(path)
        t_ingest = time.perf_counter() - t0
        before = graph_size(mem)
        report = consolidate(mem)
        after = graph_size(mem)
        rerun = consolidate(mem)
        turns = load_file(path, mem.id)
        qs = [q for q in json.loads(path.read_text())["qa"] if q.get("category") in (1, 2, 3, 4)][
            : args.questions
        ]
        sizes = []
        for q in qs:
            result = mem.recall(q["question"], k=10)
            sizes.append(sum(len(m["content"]) for m in answer_messages(result)) / 4)
        answer_tokens.extend(sizes)
        out.append(
            {
                "conversation": path.stem,
                "turns": ingest.turns,
                "ingest_s": round(t_ingest, 1),
                "before": before,
                "after": after,
                "consolidation": report.as_json(),
                "rerun_quads_changed": rerun.quads_added + rerun.quads_removed,
                "llm_extraction": extraction_tokens(mem, turns),
                "answer_prompt_tokens_median": round(statistics.median(sizes), 1)
                if sizes
                else None,
            }
        )
        mem.close()
        print(json.dumps(out[-1]), flush=True)
    summary = {
        "facts": sum(c["consolidation"]["facts"] for c in out),
        "support_sizes": sorted(
            (s for c in out for s in c["consolidation"]["support_sizes"]), reverse=True
        ),
        "views": sum(c["consolidation"]["views"] for c in out),
        "edges_before": sum(c["before"]["edges"] for c in out),
        "edges_after": sum(c["after"]["edges"] for c in out),
        "nodes_before": sum(c["before"]["typed_nodes"] for c in out),
        "nodes_after": sum(c["after"]["typed_nodes"] for c in out),
        "extraction_tokens_per_turn": round(
            sum(
                c["llm_extraction"]["prompt_tokens"] + c["llm_extraction"]["completion_tokens_est"]
                for c in out
            )
            / sum(c["turns"] for c in out),
            1,
        ),
        "answer_prompt_tokens_per_question": {
            "median": round(statistics.median(answer_tokens), 1),
            "mean": round(statistics.mean(answer_tokens), 1),
            "n": len(answer_tokens),
        },
    }
    print(json.dumps({"summary": summary}, indent=1))


if __name__ == "__main__":
    main()
