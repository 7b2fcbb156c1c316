"""kill -9 during ``cogmem consolidate`` leaves a store that opens, validates, and converges.

Consolidation of a small memory takes well under a second, too short to hit with a timer, so the
subprocess kills itself with SIGKILL at a named point (``COGMEM_TEST_CRASH_AT``, see
``cogmem_rdf/store/crashpoints.py``): after its job markers are written but before they are
applied, after they are applied but before the vector sidecar is synced, and after embedding but
before the sidecar is saved.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from datetime import datetime

import pytest

from cogmem_rdf.consolidate import consolidate
from cogmem_rdf.memory import Memory
from cogmem_rdf.models import ClaimX, EventX, Extraction, TurnIn
from cogmem_rdf.store.atomic import MARKERS
from cogmem_rdf.validate import validate_memory


class Scripted:
    """A real extractor that returns what each turn was scripted to contain."""

    name = "scripted"

    def __init__(self, script: dict[str, dict]):
        self.script = script

    def extract(
        self, turns: Sequence[TurnIn], known_people: Sequence[str] = ()
    ) -> list[Extraction]:
        return [
            Extraction(turn=t.turn, speaker=t.speaker, **self.script.get(t.turn, {})) for t in turns
        ]


def _run(turn: str, when: str, text: str) -> tuple[TurnIn, dict]:
    t = TurnIn(
        session=turn.split(":")[0],
        date=datetime.fromisoformat(when),
        turn=turn,
        speaker="Odalys",
        text=text,
        lang="en",
    )
    return t, {"events": [EventX(text="Odalys went trail running", participants=["Odalys"],
                                 concepts=["trail running"], predicate="run")]}


def _opinion(turn: str, when: str, polarity: str, text: str) -> tuple[TurnIn, dict]:
    t = TurnIn(
        session=turn.split(":")[0],
        date=datetime.fromisoformat(when),
        turn=turn,
        speaker="Tomasz",
        text=text,
        lang="en",
    )
    return t, {"claims": [ClaimX(content=text, owner="Tomasz", target="Odalys", polarity=polarity)]}


FIRST = [_run("s1:1", "2024-03-01T09:00", "Did the river loop again."),
         _run("s2:1", "2024-03-15T09:00", "River loop, new best!"),
         _run("s3:1", "2024-04-02T09:00", "The hill route was brutal."),
         _opinion("s3:2", "2024-04-02T09:05", "positive", "Odalys running that much is great.")]
SECOND = [
    _run("s4:1", "2024-04-20T09:00", "Trail run in the rain."),
    _opinion("s4:2", "2024-04-20T09:05", "negative", "Odalys running in the rain is reckless."),
]
LATER = [_run("s5:1", "2024-05-10T09:00", "Long trail run today.")]


def _add(mem, items) -> None:
    mem._extractor.script.update({t.turn: x for t, x in items})
    report = mem.add_turns([t for t, _ in items])
    assert report.rejected == []


def _open(path, embedder) -> Memory:
    return Memory.open(path, "m", extractor=Scripted({}), embedder=embedder)


def _state(path, embedder) -> tuple[set, set, int]:
    """(the memory's triples, the sidecar's labels, marker quads left)."""
    with _open(path, embedder) as mem:
        triples = {(q.subject, q.predicate, q.object) for q in mem.quads()}
        labels = {int(x) for x in mem.index.labels()}  # opening the index heals a stale sidecar
        markers = sum(1 for _ in mem.store.raw.quads_for_pattern(None, None, None, MARKERS))
        stored = {int(r["label"].value) for r in mem.select("vector_texts")}
        assert labels == stored
    return triples, labels, markers


@pytest.fixture(scope="module")
def embedder():
    from cogmem_rdf.vectors import UseEmbedder

    return UseEmbedder()


@pytest.fixture(scope="module")
def prepared(tmp_path_factory, embedder):
    """A store consolidated once, then given new events and a reversed opinion (so the next
    consolidation both deletes and inserts), and the state an uninterrupted consolidation
    reaches."""
    root = tmp_path_factory.mktemp("crash-consolidate")
    base = root / "base"
    with _open(base, embedder) as mem:
        _add(mem, FIRST)
        first = consolidate(mem)
        assert first.facts_created == 1
        _add(mem, SECOND)
    ref = root / "ref"
    shutil.copytree(base, ref)
    with _open(ref, embedder) as mem:
        report = consolidate(mem)
        assert report.facts_updated == 1 and report.quads_removed > 0  # the job has deletes
    return base, _state(ref, embedder)


def _crash(store, point: str) -> None:
    env = {**os.environ, "COGMEM_TEST_CRASH_AT": point}
    r = subprocess.run(
        [sys.executable, "-m", "cogmem_rdf", "consolidate", "--store", str(store), "--memory", "m"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert r.returncode == -9, (r.returncode, r.stderr)


@pytest.mark.parametrize(
    "point", ["replace-before-apply", "replace-after-apply", "vectors-before-save"]
)
def test_kill_during_consolidate_then_rerun(tmp_path, prepared, embedder, point):
    base, reference = prepared
    store = tmp_path / "s"
    shutil.copytree(base, store)
    _crash(store, point)
    if point == "replace-before-apply":  # the job really was left half done
        import pyoxigraph as ox

        from cogmem_rdf.store.atomic import has_pending

        raw = ox.Store.read_only(str(store / "oxigraph"))
        assert has_pending(raw)
        del raw
    with _open(store, embedder) as mem:  # opens after the crash (the lock died with the process)
        report = validate_memory(mem)
        assert report.conforms, report.text
        consolidate(mem)  # the rerun
    assert _state(store, embedder) == reference


def test_kill_before_apply_then_more_turns_then_rerun(tmp_path, prepared, embedder):
    """A job left pending must not be applied later on top of newer data."""
    base, _ = prepared
    expected = tmp_path / "expected"
    shutil.copytree(base, expected)
    with _open(expected, embedder) as mem:
        consolidate(mem)  # what the crashed run would have done
        _add(mem, LATER)
        consolidate(mem)
    store = tmp_path / "s"
    shutil.copytree(base, store)
    _crash(store, "replace-before-apply")
    with _open(store, embedder) as mem:
        _add(mem, LATER)
        consolidate(mem)
        assert validate_memory(mem).conforms
    got, _, markers = _state(store, embedder)
    want, _, _ = _state(expected, embedder)
    assert markers == 0
    assert got == want
