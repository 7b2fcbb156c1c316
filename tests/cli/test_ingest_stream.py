"""`cogmem ingest` as a user runs it: progress lines without a terminal, Ctrl-C then resume, and a
turn id that comes back with another text (an error naming both, or --replace). Real processes,
real Oxigraph stores in tmp_path."""

import json
import os
import signal
import subprocess
import sys

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.validate import validate_memory
from cogmem_rdf.vectors.sidecar import VectorIndex

PEC = "PREFIX pec: <https://w3id.org/cogmem/pec2f#> "


def _write(path, n, start=0, text="I went hiking with my sister last week, trip number {i}."):
    rows = [
        {
            "session": f"s{i // 50}",
            "date": f"2024-0{1 + i // 300}-1{i % 9}",
            "turn": f"t{i}",
            "speaker": "Rin" if i % 2 else "Oto",
            "text": text.format(i=i),
        }
        for i in range(start, start + n)
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return rows


def _cmd(src, store, *extra):
    return [
        sys.executable,
        "-m",
        "cogmem_rdf",
        "ingest",
        str(src),
        "--store",
        str(store),
        "--memory",
        "m",
        *extra,
    ]


def _run(src, store, *extra):
    return subprocess.run(_cmd(src, store, *extra), capture_output=True, text=True, timeout=600)


def _stored(store):
    with Memory.open(store, "m") as mem:
        rows = mem.sparql(PEC + "SELECT ?id ?text WHERE { ?t pec:turnId ?id ; pec:text ?text }")
        return {r["id"].value: r["text"].value for r in rows}


def test_progress_lines_on_stderr_without_a_terminal(tmp_path):
    src = tmp_path / "turns.jsonl"
    _write(src, 600)
    r = _run(src, tmp_path / "s", "--progress-every", "500", "--json")
    assert r.returncode == 0, r.stderr
    lines = [x for x in r.stderr.splitlines() if x.startswith("cogmem ingest: ")]
    # one line once 500 turns are passed (chunks of 256: at 512), one at the end, nothing else
    assert [x.split(" turns")[0] for x in lines] == [
        "cogmem ingest: 512/600",
        "cogmem ingest: 600/600",
    ], r.stderr
    assert "(100%)" in lines[-1] and "/s" in lines[-1]
    assert json.loads(r.stdout)["new_turns"] == 600
    quiet = _run(src, tmp_path / "s", "--no-progress")
    assert quiet.returncode == 0 and quiet.stderr == "", quiet.stderr


def test_sigint_stops_cleanly_and_the_same_command_resumes(tmp_path):
    src = tmp_path / "turns.jsonl"
    n = 1280
    _write(src, n)
    store = tmp_path / "store"
    proc = subprocess.Popen(
        _cmd(src, store, "--progress-every", "1"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # a runner started in the background of a non-interactive shell ignores SIGINT, and a
        # child inherits that: give the command the disposition a terminal would
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    first = proc.stderr.readline()
    assert first.startswith("cogmem ingest: 256/1280"), first
    # the first chunk is validated while the second is extracted (in a child process), and
    # stored with it: by the second line it is stored, extracted and embedded
    second = proc.stderr.readline()
    assert second.startswith("cogmem ingest: 512/1280"), second
    os.kill(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 1, (out, err)
    messages = [x for x in err.splitlines() if not x.startswith("cogmem ingest: ")]
    assert len(messages) == 1 and "interrupted after" in messages[0] and "resume" in messages[0], (
        err
    )
    assert "Traceback" not in err

    with Memory.open(store, "m") as mem:  # opens after the interrupt, consistent
        stored = len(mem.turn_ids())
        assert 256 <= stored < n
        assert validate_memory(mem).conforms
        # the sidecar was saved on the way out, with the vectors of what was stored
        saved = VectorIndex.open(mem.vector_dir, mem.embedder.dim, mem.embedder.name)
        assert len(saved) >= 256

    done = _run(src, store, "--json", "--no-progress")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["new_turns"] == n - stored
    with Memory.open(store, "m") as mem:
        assert len(mem.turn_ids()) == n and mem.pending_turns() == []
        dup = mem.sparql(
            PEC + "SELECT ?id WHERE { ?t pec:turnId ?id } GROUP BY ?id HAVING (COUNT(?t) > 1)"
        )
        assert list(dup) == []
        assert validate_memory(mem).conforms
        assert len(mem.index) == int(mem.select("max_label")[0]["labels"].value)


@pytest.fixture
def ingested(tmp_path):
    src = tmp_path / "turns.jsonl"
    _write(src, 40, text="I adopted a puppy named Biscuit yesterday, walk {i}.")
    store = tmp_path / "store"
    assert _run(src, store, "--no-progress").returncode == 0
    return src, store


def _changed(src, tmp_path):
    rows = [json.loads(x) for x in src.read_text(encoding="utf-8").splitlines()]
    rows[7]["text"] = "My brother moved to Lisbon last month."
    changed = tmp_path / "changed.jsonl"
    changed.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return changed


def test_same_turn_id_with_another_text_in_a_later_ingest_is_an_error_naming_both(
    ingested, tmp_path
):
    src, store = ingested
    before = _stored(store)
    changed = _changed(src, tmp_path)
    r = _run(changed, store, "--no-progress")
    assert r.returncode == 1
    [line] = r.stderr.strip().splitlines()
    assert f"{changed}:8:" in line and "'t7'" in line and "--replace" in line
    assert "puppy named Biscuit yesterday, walk 7" in line and "My brother moved to Lisbon" in line
    assert _stored(store) == before  # nothing written: the whole file is refused


def test_replace_swaps_the_turn_and_what_was_extracted_from_it(ingested, tmp_path):
    src, store = ingested
    with Memory.open(store, "m") as mem:
        old_nodes = {
            r["n"].value
            for r in mem.sparql(
                PEC + "PREFIX prov: <http://www.w3.org/ns/prov#> "
                "SELECT ?n WHERE { ?n prov:wasDerivedFrom ?t . ?t pec:turnId 't7' "
                "FILTER NOT EXISTS { ?n a pec:Person } }"
            )
        }
    assert old_nodes  # the puppy turn gave an event at least
    r = _run(_changed(src, tmp_path), store, "--replace", "--json", "--no-progress")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["new_turns"] == 1
    stored = _stored(store)
    assert stored["t7"] == "My brother moved to Lisbon last month." and len(stored) == 40
    with Memory.open(store, "m") as mem:
        derived = mem.sparql(
            PEC + "PREFIX prov: <http://www.w3.org/ns/prov#> SELECT ?n ?text WHERE { "
            "?n prov:wasDerivedFrom ?t ; pec:text ?text . ?t pec:turnId 't7' }"
        )
        texts = [r["text"].value for r in derived]
        assert texts and not any("puppy" in t or "Biscuit" in t for t in texts), texts
        assert all("Lisbon" in t or "brother" in t or "moved" in t for t in texts), texts
        assert mem.pending_turns() == []
        assert validate_memory(mem).conforms
        assert len(mem.index) == int(mem.select("max_label")[0]["labels"].value)


def test_replace_removes_a_relayed_claim_with_its_whole_relay_chain():
    from datetime import datetime

    from cogmem_rdf.models import TurnIn

    def turn(i, text, speaker="Seoyeon"):
        return TurnIn(
            memory="m",
            session="s1",
            date=datetime(2024, 3, 14),
            turn=f"t{i}",
            speaker=speaker,
            text=text,
            seq=i,
        )

    with Memory.open(None, "m") as mem:
        mem.add_turns(
            [
                turn(1, "Minsu says his mom thinks the coach was unfair to Junho."),
                turn(2, "I think Junho deserved better.", "Arlo"),
            ]
        )
        assert mem.counts()["Relay"] == 2 and mem.counts()["Claim"] == 2
        mem.add_turns([turn(1, "I went hiking last week.")], replace=True)
        counts = mem.counts()
        assert counts["Relay"] == 0 and counts["Claim"] == 1 and counts["Turn"] == 2
        assert validate_memory(mem).conforms
        assert len(mem.index) == int(mem.select("max_label")[0]["labels"].value)


def test_ingest_leaves_recalls_catalog_saved(tmp_path):
    # the first `cogmem recall` after an ingest loads the catalog instead of building it
    src, store = tmp_path / "t.jsonl", tmp_path / "store"
    _write(src, 12)
    assert _run(src, store).returncode == 0
    with Memory.open(store, "m") as mem:
        saved = list(mem.recall_dir.glob("*/catalog.json")) if mem.recall_dir else []
    assert len(saved) == 1


def test_ingest_of_a_big_memory_leaves_the_catalog_to_recall(tmp_path, monkeypatch):
    # above the limit the catalog is not built at the end (it would break bounded memory)
    from typer.testing import CliRunner

    from cogmem_rdf.cli import app, commands

    monkeypatch.setattr(commands, "PREPARE_MAX_TURNS", 5)
    src, store = tmp_path / "t.jsonl", tmp_path / "store"
    _write(src, 12)
    result = CliRunner().invoke(app, ["ingest", str(src), "--store", str(store), "--memory", "m"])
    assert result.exit_code == 0, result.output
    with Memory.open(store, "m") as mem:
        assert mem.counts()["Turn"] == 12
        assert not (list(mem.recall_dir.glob("*/catalog.json")) if mem.recall_dir else [])
