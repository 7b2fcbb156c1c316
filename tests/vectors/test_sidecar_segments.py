"""The segmented sidecar: a capped active segment, sealed segments on disk loaded on first use,
searches merged over every segment, deletions and compaction reaching every segment."""

from __future__ import annotations

import json

import hnswlib
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cogmem_rdf.errors import BackendError
from cogmem_rdf.vectors import sidecar
from cogmem_rdf.vectors.sidecar import VectorIndex

DIM = 16
CAP = 64


def unit(rng: np.random.Generator, n: int, dim: int = DIM) -> np.ndarray:
    v = rng.normal(size=(n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def exact_top(vecs: np.ndarray, labels: np.ndarray, q: np.ndarray, k: int) -> list[int]:
    sims = vecs @ (q / np.linalg.norm(q))
    return [int(labels[i]) for i in np.argsort(-sims)[:k]]


def build(path, labels, vecs, cap=CAP, monkeypatch=None):
    if monkeypatch is not None:
        monkeypatch.setenv(sidecar.SEGMENT_ENV, str(cap))
    index = VectorIndex.open(path, DIM, "test")
    for start in range(0, labels.size, 50):  # like ingest: chunks that straddle the cap
        index.add(labels[start : start + 50], vecs[start : start + 50])
    return index


@pytest.fixture
def pair(tmp_path, monkeypatch):
    """The same 300 vectors in a segmented index (cap 64) and in one segment."""
    rng = np.random.default_rng(5)
    vecs = unit(rng, 300)
    labels = np.arange(2000, 2300)
    single = build(tmp_path / "single", labels, vecs)
    seg = build(tmp_path / "seg", labels, vecs, monkeypatch=monkeypatch)
    return seg, single, labels, vecs


def seg_files(index):
    return sorted(p.name for p in index.path.glob("seg-*") if not p.name.endswith(".ids.npy"))


def all_bytes(index) -> bytes:
    return b"".join(p.read_bytes() for p in index.path.iterdir() if p.is_file())


def test_active_segment_is_capped_and_sealed_ones_are_on_disk(pair):
    seg, single, labels, _ = pair
    assert single.segments == 1 and not seg_files(single)
    assert seg.segments == 5 and len(seg_files(seg)) == 4  # 4 × 64 sealed + 44 active
    assert seg.active_count == 300 - 4 * CAP
    assert all(s.graph is None for s in seg._sealed)  # sealed = released from memory
    assert len(seg) == 300 and seg.max_label == 2299
    assert seg.labels().tolist() == labels.tolist()
    assert 2000 in seg and 2299 in seg and 1999 not in seg


def test_segmented_and_single_index_agree(pair):
    seg, single, labels, vecs = pair
    rng = np.random.default_rng(9)
    for q in [*vecs[:20], *unit(rng, 20)]:
        got = seg.search(q, 10)
        assert [h[0] for h in got] == exact_top(vecs, labels, q, 10)
        assert [h[0] for h in got] == [h[0] for h in single.search(q, 10)]
        np.testing.assert_allclose([h[1] for h in got], [h[1] for h in single.search(q, 10)],
                                   atol=1e-5)
        allowed = set(rng.choice(labels, 80, replace=False).tolist())  # exact path: same labels
        a, b = seg.search(q, 7, allowed=allowed), single.search(q, 7, allowed=allowed)
        assert [h[0] for h in a] == [h[0] for h in b]
        np.testing.assert_allclose([h[1] for h in a], [h[1] for h in b], atol=1e-6)
    np.testing.assert_array_equal(seg.vectors(labels[::7]), single.vectors(labels[::7]))


def test_reopen_loads_sealed_segments_lazily(pair, monkeypatch):
    monkeypatch.setattr(sidecar, "EXACT_SEARCH_MAX", 0)  # graphs even for small segments
    seg, _, labels, vecs = pair
    seg.set_fingerprint("fp")
    seg.save()
    again = VectorIndex.open(seg.path, DIM, "test")
    assert again.fingerprint == "fp" and len(again) == 300 and again.segments == 5
    assert all(s.graph is None for s in again._sealed)  # opening reads no sealed vectors
    assert again.labels().tolist() == labels.tolist() and 2010 in again
    got = again.vectors([2001, 2299])  # read without being kept
    np.testing.assert_allclose(got, vecs[[1, 299]], atol=1e-6)
    assert all(s.graph is None for s in again._sealed)
    assert again.search(vecs[3], 5) == seg.search(vecs[3], 5)
    assert all(s.graph is not None for s in again._sealed)  # a search loads and keeps them


def test_remove_in_a_sealed_segment_persists_and_is_never_found(pair):
    seg, _, _, vecs = pair
    seg.remove([2001, 2100, 2299])  # two sealed segments and the active one
    assert len(seg) == 297 and 2001 not in seg and seg.deleted_count == 3
    assert all(h[0] not in (2001, 2100, 2299) for h in seg.search(vecs[1], 300))
    seg.save()
    again = VectorIndex.open(seg.path, DIM, "test")
    assert len(again) == 297 and 2100 not in again and again.deleted_count == 3
    assert again.search(vecs[100], 1)[0][0] != 2100
    assert again.search(vecs[100], 5, allowed={2100}) == []
    assert all(h[0] != 2100 for h in again.search(vecs[100], 300))


@pytest.mark.parametrize("exact", [True, False])
def test_adding_a_sealed_label_again_moves_it_to_the_active_segment(pair, monkeypatch, exact):
    if not exact:
        monkeypatch.setattr(sidecar, "EXACT_SEARCH_MAX", 0)
    seg, _, _, vecs = pair
    seg.search(vecs[0], 1)  # sealed segments loaded: the delete must reach the graph too
    seg.add([2005], vecs[250])
    assert len(seg) == 300 and 2005 in seg and seg.deleted_count == 1
    np.testing.assert_allclose(seg.vectors([2005])[0], vecs[250], atol=1e-6)
    assert {h[0] for h in seg.search(vecs[250], 2)} == {2005, 2250}
    assert all(h[0] != 2005 for h in seg.search(vecs[5], 3))
    seg.save()
    again = VectorIndex.open(seg.path, DIM, "test")
    np.testing.assert_allclose(again.vectors([2005])[0], vecs[250], atol=1e-6)
    assert [h[0] for h in again.search(vecs[5], 300)].count(2005) == 1


def test_compact_purges_removed_vectors_from_every_segment(pair):
    seg, _, labels, vecs = pair
    gone = [*range(2000, 2064), 2070, 2200, 2290]  # a whole sealed segment, two others, active
    stored = seg.vectors(gone)  # as hnswlib keeps them (normalised by it)
    kept = seg.vectors([2071])[0]
    seg.set_fingerprint("fp")
    seg.remove(gone)
    seg.save()
    assert all(v.tobytes() in all_bytes(seg) for v in stored)  # marked deleted, still there
    before = set(seg_files(seg))
    assert seg.compact() == len(gone) and seg.compact() == 0
    data = all_bytes(seg)
    assert not any(v.tobytes() in data for v in stored)
    assert kept.tobytes() in data
    assert len(seg_files(seg)) == 3 and len(before - set(seg_files(seg))) == 3  # 1 dropped, 2 new
    back = VectorIndex.open(seg.path, DIM, "test")
    assert back.deleted_count == 0 and len(back) == 300 - len(gone) and back.fingerprint == "fp"
    keep = sorted(set(labels.tolist()) - set(gone))
    assert back.labels().tolist() == keep
    np.testing.assert_allclose(back.vectors(keep), vecs[np.array(keep) - 2000], atol=1e-6)
    meta = json.loads((seg.path / "meta.json").read_text())
    assert meta["deleted"] == [] and all(s["deleted"] == [] for s in meta["segments"])
    assert sorted(VectorIndex.files(seg.path)) == sorted(
        p.name for p in seg.path.iterdir() if p.is_file()
    )


def test_reset_removes_every_segment(pair):
    seg, _, _, _ = pair
    seg.save()
    seg.reset()
    assert not list(seg.path.glob("seg-*")) and len(seg) == 0 and seg.segments == 0
    seg.save()
    assert len(VectorIndex.open(seg.path, DIM, "test")) == 0


def test_missing_segment_file_opens_empty_and_stale(pair):
    seg, _, _, _ = pair
    seg.set_fingerprint("fp")
    seg.save()
    (seg.path / seg_files(seg)[1]).unlink()
    broken = VectorIndex.open(seg.path, DIM, "test")
    assert len(broken) == 0 and broken.fingerprint == ""


def test_segment_removed_under_an_open_index_is_a_clear_error(pair):
    seg, _, _, vecs = pair
    seg.save()
    again = VectorIndex.open(seg.path, DIM, "test")
    (seg.path / seg_files(seg)[0]).unlink()
    with pytest.raises(BackendError, match="reopen"):
        again.search(vecs[0], 3)


def test_a_single_file_sidecar_of_format_1_still_opens(tmp_path, monkeypatch):
    """What the code before segments wrote: one index_file, no "segments"."""
    rng = np.random.default_rng(3)
    vecs = unit(rng, 100)
    folder = tmp_path / "old"
    folder.mkdir()
    graph = hnswlib.Index(space="cosine", dim=DIM)
    graph.init_index(max_elements=128, ef_construction=200, M=16)
    graph.add_items(vecs, np.arange(100))
    graph.mark_deleted(7)
    graph.save_index(str(folder / "index-3.bin"))
    meta = {"format": 1, "generation": 3, "dim": DIM, "embedder": "test", "count": 99,
            "max_label": 120, "fingerprint": "old-fp", "index_file": "index-3.bin",
            "deleted": [7], "space": "cosine", "M": 16, "ef_construction": 200}
    (folder / "meta.json").write_text(json.dumps(meta))
    monkeypatch.setenv(sidecar.SEGMENT_ENV, "40")  # smaller than the old index: sealed on add
    index = VectorIndex.open(folder, DIM, "test")
    assert len(index) == 99 and index.fingerprint == "old-fp" and index.max_label == 120
    assert 7 not in index and index.search(vecs[7], 1)[0][0] != 7
    index.add([500], vecs[7])
    assert len(index) == 100 and len(index._sealed) == 1 and index.active_count == 1
    assert index.search(vecs[7], 1)[0][0] == 500 and index.search(vecs[8], 1)[0][0] == 8
    # its deleted vector was never copied out of the old file, which the seal's save removed
    assert not list(folder.glob("index-3*")) and index.compact() == 0
    index.save()
    again = VectorIndex.open(folder, DIM, "test")
    assert len(again) == 100 and again.deleted_count == 0 and not list(folder.glob("index-3*"))


def test_stale_or_rebuilt_sidecar_leaves_no_orphan_files(pair):
    seg, _, labels, vecs = pair
    seg.save()
    orphan = seg.path / "seg-99-0.npy"
    orphan.write_bytes(b"left by a crash between sealing and meta.json")
    seg.add([9000], vecs[0])
    seg.save()
    assert not orphan.exists()


_RNG = np.random.default_rng(13)
_VECS = unit(_RNG, 300)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
          HealthCheck.function_scoped_fixture])
@given(
    n=st.integers(min_value=0, max_value=300),
    cap=st.integers(min_value=1, max_value=120),
    removed=st.sets(st.integers(min_value=0, max_value=320), max_size=60),
    readded=st.sets(st.integers(min_value=0, max_value=320), max_size=10),
    allowed=st.sets(st.integers(min_value=-5, max_value=320), max_size=80),
    k=st.integers(min_value=-1, max_value=40),
    q=st.integers(min_value=0, max_value=299),
    exact=st.booleans(),
)
def test_segmented_search_invariants(
    tmp_path_factory, monkeypatch, n, cap, removed, readded, allowed, k, q, exact
):
    monkeypatch.setenv(sidecar.SEGMENT_ENV, str(cap))
    monkeypatch.setattr(sidecar, "EXACT_SEARCH_MAX", 20_000 if exact else 0)
    index = VectorIndex.open(tmp_path_factory.mktemp("p"), DIM, "test")
    if n:
        index.add(np.arange(n), _VECS[:n])
    index.remove(removed)
    again = sorted(readded)
    if again:
        index.add(again, _VECS[[a % 300 for a in again]])
    live = (set(range(n)) - removed) | set(again)
    assert len(index) == len(live) and index.labels().tolist() == sorted(live)
    for label in again:
        np.testing.assert_allclose(index.vectors([label])[0], _VECS[label % 300], atol=1e-6)
    hits = index.search(_VECS[q], k, allowed=allowed)
    eligible = live & allowed
    assert all(label in eligible for label, _ in hits)
    assert len(hits) == min(max(k, 0), len(eligible))
    assert len({label for label, _ in hits}) == len(hits)
    sims = [s for _, s in hits]
    assert sims == sorted(sims, reverse=True)
    unfiltered = index.search(_VECS[q], k)
    assert all(label in live for label, _ in unfiltered)
    assert len(unfiltered) == min(max(k, 0), len(live))
    assert len({label for label, _ in unfiltered}) == len(unfiltered)
    index.compact()
    assert index.deleted_count == 0 and index.labels().tolist() == sorted(live)


def test_the_active_segment_s_blocks_are_pages_of_their_own_and_leave_with_a_seal(
    tmp_path, monkeypatch
):
    """The active segment's rows live in anonymous mmaps (``sidecar._block``): a seal unmaps
    them, whatever glibc's mmap threshold has become, so a long ingest's RSS drops back."""
    import mmap
    import weakref

    monkeypatch.setenv(sidecar.SEGMENT_ENV, "6")
    monkeypatch.setattr(sidecar._Rows, "BLOCK", 4)
    idx = VectorIndex(tmp_path / "v", 8, "test")
    rng = np.random.default_rng(0)
    idx.add(np.arange(5), rng.normal(size=(5, 8)).astype(np.float32))
    def pages(a):
        while isinstance(a, np.ndarray):
            a = a.base
        return a.obj if isinstance(a, memoryview) else a

    blocks = idx._vecs.blocks
    assert len(blocks) == 2 and all(isinstance(pages(b), mmap.mmap) for b in blocks)
    gone = [weakref.ref(pages(b)) for b in blocks]
    stored = idx.vectors(np.arange(5))
    del blocks
    idx.add(np.arange(5, 9), rng.normal(size=(4, 8)).astype(np.float32))  # seals the 6 rows
    assert idx.segments == 2 and all(ref() is None for ref in gone)
    np.testing.assert_array_equal(idx.vectors(np.arange(5)), stored)


def test_trim_memory_is_safe_to_call_anywhere():
    """``childproc.trim_memory``: glibc's malloc_trim on Linux, a no-op elsewhere."""
    from cogmem_rdf.childproc import trim_memory

    trim_memory()
    trim_memory()
