"""kill -9 during ingest leaves a store that opens, validates and resumes without duplicates."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from cogmem_rdf.memory import Memory


def _conversation(path, n=400):
    lines = []
    for i in range(n):
        speaker = "Rin" if i % 2 else "Oto"
        lines.append(
            json.dumps(
                {
                    "session": f"s{i // 50}",
                    "date": f"2024-0{1 + i // 100}-1{i % 9}",
                    "turn": f"t{i}",
                    "speaker": speaker,
                    "text": f"I went hiking with my sister last week, trip number {i}.",
                }
            )
        )
    path.write_text("\n".join(lines))
    return n


@pytest.mark.parametrize("delay", [1.5, 3.0, 4.5])
def test_kill_during_ingest_then_resume(tmp_path, delay):
    src = tmp_path / "turns.jsonl"
    n = _conversation(src)
    store = tmp_path / "store"
    cmd = [
        sys.executable,
        "-m",
        "cogmem_rdf",
        "ingest",
        str(src),
        "--store",
        str(store),
        "--memory",
        "m",
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(delay)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()

    with Memory.open(store, "m") as mem:  # opens after the crash
        before = len(mem.turn_ids()) if mem.exists() else 0
    assert 0 <= before <= n

    done = subprocess.run(cmd + ["--json"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["new_turns"] == n - before  # exactly the missing turns

    with Memory.open(store, "m") as mem:
        assert len(mem.turn_ids()) == n
        assert mem.pending_turns() == []
        dup = mem.sparql(
            "PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT ?id (COUNT(?t) AS ?c) WHERE "
            "{ ?t pec:turnId ?id } GROUP BY ?id HAVING (COUNT(?t) > 1)"
        )
        assert list(dup) == []
        statuses = mem.sparql("PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT ?t WHERE "
                              "{ ?t pec:extractionStatus ?a , ?b FILTER(?a != ?b) }")
        assert list(statuses) == []
        from cogmem_rdf.validate import validate_memory

        assert validate_memory(mem).conforms
        assert len(mem.index) == int(mem.select("max_label")[0]["labels"].value)  # sidecar healed
