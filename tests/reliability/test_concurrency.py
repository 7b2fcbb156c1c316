"""One writer per store; readers during a write see whole chunks (ingest.CHUNK turns: the unit an
ingest stores its extraction in), never half of one."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from datetime import datetime, timedelta

import pytest

from cogmem_rdf.ingest import CHUNK
from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn

HOLD = """
import sys
from cogmem_rdf.store import OxiStore
store = OxiStore(sys.argv[1])
print("ready", flush=True)
sys.stdin.read()
store.close()
"""

OBSERVE = """
PREFIX pec: <https://w3id.org/cogmem/pec2f#>
PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?id ?seq ?status (COUNT(DISTINCT ?n) AS ?nodes) WHERE {
  ?t a pec:Turn ; pec:turnId ?id ; pec:seq ?seq .
  OPTIONAL { ?t pec:extractionStatus ?status }
  OPTIONAL { ?n prov:wasDerivedFrom ?t }
} GROUP BY ?id ?seq ?status
"""

TEXTS = ["I went hiking with my sister last week.", "I adopted a kitten named Biscuit yesterday.",
         "I think Maren's new job is a great fit.", "I play the cello every Sunday.",
         "We painted the fence last summer.", "Apparently Oskar says the trip was a mistake."]


def cogmem(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cogmem_rdf", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_second_writer_gets_one_line_lock_error_from_the_cli(tmp_path):
    store = tmp_path / "store"
    turns = tmp_path / "t.jsonl"
    turns.write_text(
        json.dumps(
            {
                "session": "s",
                "date": "2024-01-01",
                "turn": "1",
                "speaker": "Ada",
                "text": "I went hiking.",
            }
        )
        + "\n"
    )
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(store)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "ready"
        for args in (["ingest", str(turns)], ["consolidate"]):
            r = cogmem(*args, "--store", str(store), "--memory", "m")
            assert r.returncode == 1, r.stderr
            lines = r.stderr.strip().splitlines()
            assert lines == [f"cogmem: error: store {store} is locked by process {holder.pid}"], (
                r.stderr
            )
            for leak in ("RocksDB", "rocksdb", "IO error", "Traceback", "LOCK:"):
                assert leak not in r.stderr
            assert r.stdout == ""
    finally:
        holder.stdin.close()
        holder.wait(20)
    assert holder.returncode == 0


def _turns(n: int) -> list[TurnIn]:
    start = datetime(2024, 3, 1, 9)
    return [
        TurnIn(
            session=f"s{i // 20}",
            date=start + timedelta(days=i // 20),
            turn=f"t{i:03d}",
            speaker=("Ilka", "Tamsin")[i % 2],
            text=f"{TEXTS[i % len(TEXTS)]} (note {i})",
            lang="en",
        )
        for i in range(n)
    ]


@pytest.fixture(scope="module")
def embedder():
    from cogmem_rdf.vectors import UseEmbedder

    return UseEmbedder()


def test_readers_during_ingest_see_whole_chunks(tmp_path, embedder):
    n = 2 * CHUNK + 7  # the last chunk is short
    observations: list[list[dict]] = []
    done = threading.Event()
    errors: list[BaseException] = []

    with Memory.open(tmp_path / "s", "m", embedder=embedder) as mem:
        def read() -> None:
            try:
                while not done.is_set():
                    rows = list(mem.sparql(OBSERVE))  # one query: one snapshot
                    observations.append(
                        [
                            {
                                "id": r["id"].value,
                                "seq": int(r["seq"].value),
                                "status": r["status"].value if r["status"] is not None else None,
                                "nodes": int(r["nodes"].value),
                            }
                            for r in rows
                        ]
                    )
            except BaseException as exc:  # noqa: BLE001 - reported by the main thread
                errors.append(exc)

        reader = threading.Thread(target=read)
        reader.start()
        try:
            report = mem.add_turns(_turns(n))
        finally:
            done.set()
            reader.join(30)
        assert not errors, errors
        assert report.rejected == []
        final = {r["id"].value: int(r["nodes"].value) for r in mem.sparql(OBSERVE)}

    assert sum(final.values()) > n // 2  # extraction produced nodes to be seen half-written
    order = sorted(final)  # turn ids sort in seq order
    mid_batch = 0
    for obs in observations:
        stored = {r["id"] for r in obs}  # the verbatim turns: one transaction per chunk
        assert stored == set(order[: len(stored)]) and len(stored) in (0, CHUNK, 2 * CHUNK, n)
        by_id = {r["id"]: r for r in obs}
        finished = [t for t in order if t in by_id and by_id[t]["status"] == "done"]
        # a whole number of chunks, in order: the first CHUNK·k turns and nothing else
        assert len(finished) == n or len(finished) % CHUNK == 0, len(finished)
        assert finished == order[: len(finished)]
        for t, row in by_id.items():
            expected = final[t] if row["status"] == "done" else 0
            assert row["nodes"] == expected, (t, row, expected)
        mid_batch += 0 < len(finished) < n
    assert len(observations) >= 5 and mid_batch >= 1, (len(observations), mid_batch)
