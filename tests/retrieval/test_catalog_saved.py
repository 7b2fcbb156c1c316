"""Recall's catalog saved beside the sidecar: a new process reads it instead of rebuilding it,
a changed memory gets a new one, an erasure removes it."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.privacy.erase import erase
from cogmem_rdf.retrieval import catalog as catalog_module

DAY = datetime(2024, 5, 20, 18, 30)
TURNS = [
    ("s1", "t1", "Odile", "I painted two sunsets at the lake last weekend."),
    ("s1", "t2", "Bruno", "I think Odile's lake paintings are the best thing she has made."),
    ("s1", "t3", "Odile", "Next month I am taking a trip to Lisbon with my sister."),
    ("s1", "t4", "Bruno", "My dog Pepper learned to fetch the newspaper."),
]
QUESTIONS = [
    "What did Odile paint?",
    "What does Bruno think of Odile's paintings?",
    "Which city will Odile visit?",
]


def _turns(rows):
    return [TurnIn(session=s, date=DAY, turn=t, speaker=who, text=text) for s, t, who, text in rows]


def _answers(mem):
    return [
        [
            (e.node, e.score, [t.id for t in e.turns])
            for e in mem.recall(q, date="2024-05-20").evidence
        ]
        for q in QUESTIONS
    ]


@pytest.fixture
def store(tmp_path):
    with Memory.open(tmp_path / "store") as mem:
        mem.add_turns(_turns(TURNS))
        mem.prepare_recall()
        expected = _answers(mem)
    return tmp_path / "store", expected


def _saved(path):
    return [
        p for p in (path / "vectors" / "default" / "recall").iterdir() if not p.name.startswith(".")
    ]


def test_a_new_process_reads_the_saved_catalog(store, monkeypatch):
    path, expected = store
    assert len(_saved(path)) == 1
    monkeypatch.setattr(catalog_module, "_build", lambda *a: pytest.fail("rebuilt a saved catalog"))
    with Memory.open(path) as mem:
        assert _answers(mem) == expected


def test_a_changed_memory_gets_a_new_catalog(store):
    path, _ = store
    old = _saved(path)
    with Memory.open(path) as mem:
        mem.add_turns(
            _turns([("s2", "t5", "Odile", "I sold one of the sunset paintings to a neighbour.")])
        )
        assert any(
            t.id == "t5"
            for e in mem.recall("Who bought a sunset painting?").evidence
            for t in e.turns
        )
    new = _saved(path)
    assert len(new) == 1 and new != old


def test_a_broken_saved_catalog_is_rebuilt(store):
    path, expected = store
    (_saved(path)[0] / "catalog.json").write_text("{not json")
    with Memory.open(path) as mem:
        assert _answers(mem) == expected


def test_invalidate_and_erase_remove_the_saved_copy(store):
    path, _ = store
    with Memory.open(path) as mem:
        mem.invalidate()
        assert not (path / "vectors" / "default" / "recall").exists()
        mem.recall(QUESTIONS[0])
        assert len(_saved(path)) == 1
        receipt = erase(mem, "Bruno")
        assert receipt["verification"]["verified"] is True
        assert not (path / "vectors" / "default" / "recall").exists()


def test_a_store_in_memory_saves_nothing():
    with Memory.open(None) as mem:
        mem.add_turns(_turns(TURNS))
        assert mem.recall_dir is None
        assert mem.recall(QUESTIONS[0]).evidence


def test_removing_the_memory_removes_its_saved_catalog(store):
    path, _ = store
    with Memory.open(path) as mem:
        assert mem.recall_dir is not None and mem.recall_dir.exists()
        mem.remove_graph()
        assert not mem.recall_dir.exists() and not mem.exists()
