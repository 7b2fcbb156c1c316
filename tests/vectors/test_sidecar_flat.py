"""The sidecar stores vectors without building a graph; the graph a search walks is built on
the first search. Stored bytes equal what hnswlib's cosine space stored, and sidecars written
by the graph-per-add code (format 1 and 2, hnswlib files) still open, search and compact."""

from __future__ import annotations

import json

import hnswlib
import numpy as np
import pytest

from cogmem_rdf.vectors import sidecar
from cogmem_rdf.vectors.sidecar import VectorIndex

DIM = 24


def raw(rng: np.random.Generator, n: int) -> np.ndarray:
    return (rng.normal(size=(n, DIM)) * rng.uniform(0.2, 5.0, size=(n, 1))).astype(np.float32)


def unit(rng: np.random.Generator, n: int) -> np.ndarray:
    v = raw(rng, n)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_stored_vectors_are_the_bytes_hnswlib_stored(tmp_path):
    """The same vectors, as the code before kept them (hnswlib's cosine space normalises)."""
    rng = np.random.default_rng(21)
    for vecs in (raw(rng, 500), unit(rng, 500)):
        graph = hnswlib.Index(space="cosine", dim=DIM)
        graph.init_index(max_elements=500, ef_construction=100, M=16)
        graph.add_items(vecs, np.arange(500), num_threads=1)
        before = np.asarray(graph.get_items(list(range(500))), dtype=np.float32)
        index = VectorIndex.open(tmp_path / f"n{len(list(tmp_path.iterdir()))}", DIM, "test")
        index.add(np.arange(500), vecs)
        assert index.vectors(np.arange(500)).tobytes() == before.tobytes()
        index.save()
        again = VectorIndex.open(index.path, DIM, "test")
        assert again.vectors(np.arange(500)).tobytes() == before.tobytes()


def test_adding_builds_no_graph_until_a_search(tmp_path, monkeypatch):
    monkeypatch.setattr(sidecar, "EXACT_SEARCH_MAX", 0)  # a graph even for a small segment
    rng = np.random.default_rng(2)
    vecs = unit(rng, 200)
    index = VectorIndex.open(tmp_path / "v", DIM, "test")
    index.add(np.arange(100), vecs[:100])
    assert index._graph is None
    assert index.search(vecs[3], 1)[0][0] == 3
    assert index._graph is not None
    index.add(np.arange(100, 200), vecs[100:])  # a searched segment's graph takes later adds
    index.remove([150])
    assert index.search(vecs[170], 1)[0][0] == 170
    assert all(label != 150 for label, _ in index.search(vecs[150], 200))
    assert len(index.search(vecs[0], 500)) == 199
    index.add([150], vecs[0])  # a removed label again, with another vector
    assert {label for label, _ in index.search(vecs[0], 2)} == {0, 150}


@pytest.mark.parametrize("exact", [True, False])
def test_a_sealed_segment_is_searched_through_a_graph_built_on_first_search(
    tmp_path, monkeypatch, exact
):
    """Or, at most ``EXACT_SEARCH_MAX`` live vectors, by exact cosine with no graph at all."""
    monkeypatch.setenv(sidecar.SEGMENT_ENV, "50")
    monkeypatch.setattr(sidecar, "EXACT_SEARCH_MAX", 20_000 if exact else 0)
    rng = np.random.default_rng(4)
    vecs = unit(rng, 120)
    index = VectorIndex.open(tmp_path / "v", DIM, "test")
    index.add(np.arange(120), vecs)
    index.save()
    again = VectorIndex.open(index.path, DIM, "test")
    assert again.segments == 3 and all(s.graph is None for s in again._sealed)
    for q in (5, 60, 110):
        sims = vecs @ vecs[q]
        want = [int(i) for i in np.argsort(-sims)[:5]]
        assert [label for label, _ in again.search(vecs[q], 5)] == want
        allowed = set(want[1:]) | {3, 119}
        ranked = sorted(allowed, key=lambda i: -float(sims[i]))
        assert [label for label, _ in again.search(vecs[q], 4, allowed=allowed)] == ranked[:4]
    assert all((s.graph is None) == exact for s in again._sealed)
    assert (again._graph is None) == exact


def test_a_format_2_sidecar_of_hnswlib_files_opens_searches_and_compacts(tmp_path):
    """Two sealed hnswlib segments (one with a deleted label) and an active one, as the code
    before format 3 wrote them."""
    rng = np.random.default_rng(8)
    vecs = unit(rng, 150)
    folder = tmp_path / "old"
    folder.mkdir()
    segments = []
    stored = {}
    for j, (lo, hi) in enumerate([(0, 50), (50, 100)]):
        graph = hnswlib.Index(space="cosine", dim=DIM)
        graph.init_index(max_elements=64, ef_construction=200, M=16)
        graph.add_items(vecs[lo:hi], np.arange(lo, hi))
        stored.update({i: graph.get_items([i])[0] for i in range(lo, hi)})
        graph.save_index(str(folder / f"seg-4-{j}.bin"))
        np.save(folder / f"seg-4-{j}.ids.npy", np.arange(lo, hi, dtype=np.int64))
        segments.append({"file": f"seg-4-{j}.bin", "ids": f"seg-4-{j}.ids.npy", "count": 50,
                         "deleted": [10] if j == 0 else []})
    graph = hnswlib.Index(space="cosine", dim=DIM)
    graph.init_index(max_elements=64, ef_construction=200, M=16)
    graph.add_items(vecs[100:], np.arange(100, 150))
    graph.mark_deleted(120)
    graph.save_index(str(folder / "index-5.bin"))
    meta = {"format": 2, "generation": 5, "dim": DIM, "embedder": "test", "count": 148,
            "max_label": 149, "fingerprint": "fp-old", "index_file": "index-5.bin",
            "deleted": [120], "segments": segments, "segment_max": 50, "space": "cosine",
            "M": 16, "ef_construction": 200}
    (folder / "meta.json").write_text(json.dumps(meta))

    index = VectorIndex.open(folder, DIM, "test")
    assert len(index) == 148 and index.fingerprint == "fp-old" and index.max_label == 149
    assert 10 not in index and 120 not in index and 11 in index and 130 in index
    assert index.deleted_count == 2  # 10 in a sealed file, 120 in the old active file
    got = index.vectors([11, 60, 130])
    want = np.stack([stored[11], stored[60], graph.get_items([130])[0]])
    np.testing.assert_array_equal(got, want)
    for q in (11, 60, 130):
        assert index.search(vecs[q], 1)[0][0] == q
    assert all(label not in (10, 120) for label, _ in index.search(vecs[10], 200))
    assert index.compact() == 2
    names = sorted(p.name for p in folder.iterdir())
    assert "index-5.bin" not in names and "seg-4-0.bin" not in names and "seg-4-1.bin" in names
    again = VectorIndex.open(folder, DIM, "test")
    assert len(again) == 148 and again.deleted_count == 0 and again.fingerprint == "fp-old"
    np.testing.assert_array_equal(again.vectors([11, 60, 130]), got)
    assert [label for label, _ in again.search(vecs[60], 1)] == [60]
    assert sorted(VectorIndex.files(folder)) == sorted(p.name for p in folder.iterdir())


def test_rows_across_many_blocks_survive_replace_remove_seal_save_and_compact(
    tmp_path, monkeypatch
):
    """Small blocks and a small segment cap: every path that moves rows crosses blocks."""
    monkeypatch.setattr(sidecar._Rows, "BLOCK", 5)
    monkeypatch.setenv(sidecar.SEGMENT_ENV, "37")
    rng = np.random.default_rng(17)
    pool = unit(rng, 400)
    model: dict[int, np.ndarray] = {}
    index = VectorIndex.open(tmp_path / "v", DIM, "test")
    for step in range(40):
        labels = rng.choice(120, size=int(rng.integers(1, 12)), replace=False)
        vecs = pool[rng.integers(0, 400, size=labels.size)]
        index.add(labels, vecs)
        model.update({int(a): b for a, b in zip(labels, vecs, strict=True)})
        gone = rng.choice(120, size=int(rng.integers(0, 4)), replace=False)
        index.remove(gone)
        for label in gone.tolist():
            model.pop(label, None)
        if step % 9 == 4:
            index.save()
            index = VectorIndex.open(index.path, DIM, "test")
        if step % 13 == 6:
            index.compact()
        live = sorted(model)
        assert index.labels().tolist() == live
        np.testing.assert_allclose(index.vectors(live), np.stack([model[i] for i in live]),
                                   atol=1e-6)
    q = pool[3]
    best = max(model, key=lambda label: float(model[label] @ q))
    assert index.search(q, 1)[0][0] == best
    index.compact()
    index.save()
    again = VectorIndex.open(index.path, DIM, "test")
    assert again.deleted_count == 0 and again.labels().tolist() == sorted(model)
    np.testing.assert_allclose(again.vectors(sorted(model)),
                               np.stack([model[i] for i in sorted(model)]), atol=1e-6)
