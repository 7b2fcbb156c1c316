"""Measure a cold ``cogmem recall`` (process start to answer) on a LoCoMo conversation (a
script, not a test).

    python scripts/measure_cold_recall.py [/work/shared/data/locomo/26.json] [--runs 7]
        [--store DIR] [--baseline PATH_TO_OTHER_CHECKOUT]

Ingests the conversation into ``--store`` (a temporary directory by default; an existing store
is reused), then runs ``python -m cogmem_rdf recall --store DIR --memory M QUESTION`` ``--runs``
times with the conversation's first questions, and prints one JSON object: the median and
minimum wall time of the runs after the first (the first recall after a change builds and saves
the catalog; it is reported on its own, measured after deleting the saved copy). With
``--baseline``, every run is paired with the same command run from that checkout
(``PYTHONPATH``), alternating, so both see the same machine load.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def cold(tree: Path, store: Path, memory: str, question: str) -> float:
    env = dict(os.environ, PYTHONPATH=str(tree))
    started = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "cogmem_rdf",
            "recall",
            "--store",
            str(store),
            "--memory",
            memory,
            question,
        ],
        env=env,
        capture_output=True,
        text=True,
        cwd=tempfile.gettempdir(),
    )
    seconds = time.perf_counter() - started
    if done.returncode:
        raise SystemExit(f"recall failed ({tree}): {done.stderr.strip()[-500:]}")
    return seconds


def summary(times: list[float]) -> dict[str, float]:
    return {
        "median_s": round(statistics.median(times), 3),
        "min_s": round(min(times), 3),
        "runs": [round(t, 3) for t in times],
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("data", nargs="?", default="/work/shared/data/locomo/26.json")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--store", type=Path)
    ap.add_argument(
        "--baseline", type=Path, help="another checkout to time the same way, alternating"
    )
    args = ap.parse_args()
    data = Path(args.data)
    memory = data.stem
    store = args.store or Path(tempfile.mkdtemp(prefix="cogmem-cold-")) / "store"
    if not (store / "vectors" / memory).exists():
        subprocess.run(
            [
                sys.executable,
                "-m",
                "cogmem_rdf",
                "ingest",
                str(data),
                "--store",
                str(store),
                "--memory",
                memory,
                "--no-progress",
            ],
            check=True,
            capture_output=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )
    questions = [q["question"] for q in json.loads(data.read_text(encoding="utf-8"))["qa"]][
        : args.runs
    ]
    trees = {"this": ROOT} | ({"baseline": args.baseline.resolve()} if args.baseline else {})
    out: dict[str, object] = {"data": str(data), "memory": memory, "questions": len(questions)}
    shutil.rmtree(store / "vectors" / memory / "recall", ignore_errors=True)
    out["first_after_change_s"] = round(
        cold(ROOT, store, memory, questions[0]), 3
    )  # builds and saves the catalog
    times: dict[str, list[float]] = {name: [] for name in trees}
    for q in questions:
        for name, tree in trees.items():
            times[name].append(cold(tree, store, memory, q))
    out.update({name: summary(t) for name, t in times.items()})
    out["load_average"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
