"""The hnswlib vector sidecar: add, search, filter, remove, persist, reopen."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cogmem_rdf.errors import BackendError, UsageError
from cogmem_rdf.vectors import sidecar
from cogmem_rdf.vectors.sidecar import VectorIndex

DIM = 16


def unit(rng: np.random.Generator, n: int, dim: int = DIM) -> np.ndarray:
    v = rng.normal(size=(n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def exact_top(vectors: np.ndarray, labels: np.ndarray, q: np.ndarray, k: int) -> list[int]:
    sims = vectors @ (q / np.linalg.norm(q))
    return [int(labels[i]) for i in np.argsort(-sims)[:k]]


@pytest.fixture
def filled(tmp_path):
    rng = np.random.default_rng(7)
    vecs = unit(rng, 300)
    labels = np.arange(1000, 1300)
    index = VectorIndex.open(tmp_path / "vectors" / "m1", DIM, "test")
    index.add(labels, vecs)
    return index, labels, vecs


def test_empty_index_is_safe(tmp_path):
    index = VectorIndex.open(tmp_path / "nothing", DIM, "test")
    assert len(index) == 0
    assert index.fingerprint == ""
    assert index.max_label == -1
    assert index.labels().tolist() == []
    q = np.ones(DIM, dtype=np.float32)
    assert index.search(q, 5) == []
    assert index.search(q, 5, allowed={1, 2}) == []
    assert index.search(q, 5, allowed=set()) == []
    index.remove([1, 2, 3])  # unknown labels are ignored
    assert not (tmp_path / "nothing").exists()  # opening does not create files


def test_add_and_search_matches_exact(filled):
    index, labels, vecs = filled
    assert len(index) == 300
    assert index.max_label == 1299
    q = vecs[42]
    hits = index.search(q, 5)
    assert hits[0][0] == 1042
    assert hits[0][1] == pytest.approx(1.0, abs=1e-5)
    assert [h[0] for h in hits] == exact_top(vecs, labels, q, 5)
    sims = [s for _, s in hits]
    assert sims == sorted(sims, reverse=True)
    # k larger than the index returns everything, never raises
    assert len(index.search(q, 1000)) == 300
    assert index.search(q, 0) == []


def test_stored_vectors_are_unit_length(filled):
    index, labels, vecs = filled
    got = index.vectors(labels[:3])
    assert got.shape == (3, DIM)
    np.testing.assert_allclose(got, vecs[:3], atol=1e-6)
    with pytest.raises(UsageError):
        index.vectors([5])


def test_filter_with_fewer_than_k_matches(filled):
    index, labels, vecs = filled
    allowed = {1003, 1100, 1299, 5}  # 5 is not in the index
    hits = index.search(vecs[0], 10, allowed=allowed)
    assert {h[0] for h in hits} == {1003, 1100, 1299}
    assert index.search(vecs[0], 10, allowed={77777}) == []


def test_large_filter_uses_hnsw_and_stays_in_filter(tmp_path, monkeypatch):
    monkeypatch.setattr(sidecar, "EXACT_SEARCH_MAX", 0)  # a graph even for a small segment
    rng = np.random.default_rng(3)
    n = 6000
    vecs = unit(rng, n)
    index = VectorIndex.open(tmp_path / "big", DIM, "test")
    index.add(np.arange(n), vecs)
    allowed = set(range(0, n, 2))  # 3000 labels: above the brute-force threshold
    hits = index.search(vecs[10], 10, allowed=allowed)
    assert len(hits) == 10
    assert hits[0][0] == 10
    assert all(label in allowed for label, _ in hits)
    # a filter keeping a few labels only
    few = {1, 3, 5}
    assert {h[0] for h in index.search(vecs[10], 10, allowed=few)} == few


def test_remove_and_readd(filled):
    index, labels, vecs = filled
    index.remove([1042, 1043, 999999])
    index.remove([1042])  # twice: ignored
    assert len(index) == 298
    assert 1042 not in index and 1044 in index
    assert all(h[0] not in (1042, 1043) for h in index.search(vecs[42], 300))
    assert index.search(vecs[42], 5, allowed={1042}) == []
    index.add([1042], vecs[42])
    assert 1042 in index and len(index) == 299
    assert index.search(vecs[42], 1)[0][0] == 1042


def test_replace_vector_and_duplicate_labels(tmp_path):
    rng = np.random.default_rng(1)
    a, b = unit(rng, 2)
    index = VectorIndex.open(tmp_path / "i", DIM, "test")
    index.add([7, 7], np.stack([a, b]))  # the last one wins
    assert len(index) == 1
    np.testing.assert_allclose(index.vectors([7])[0], b, atol=1e-6)
    index.add([7], a)
    np.testing.assert_allclose(index.vectors([7])[0], a, atol=1e-6)


def test_grows_past_initial_capacity(tmp_path):
    rng = np.random.default_rng(5)
    index = VectorIndex.open(tmp_path / "g", DIM, "test")
    for start in range(0, 2500, 500):
        index.add(np.arange(start, start + 500), unit(rng, 500))
    assert len(index) == 2500


def test_bad_input_is_a_usage_error(tmp_path):
    index = VectorIndex.open(tmp_path / "b", DIM, "test")
    with pytest.raises(UsageError):
        index.add([1], np.ones((1, DIM + 1), dtype=np.float32))
    with pytest.raises(UsageError):
        index.add([1, 2], np.ones((1, DIM), dtype=np.float32))
    with pytest.raises(UsageError):
        index.add([-1], np.ones((1, DIM), dtype=np.float32))
    with pytest.raises(UsageError):
        index.add([1], np.zeros((1, DIM), dtype=np.float32))
    with pytest.raises(UsageError):
        index.search(np.ones(DIM + 2), 3)
    assert index.search(np.zeros(DIM), 3) == []


def test_persist_and_reopen(filled):
    index, labels, vecs = filled
    index.remove([1001])
    index.set_fingerprint("store@42")
    assert index.dirty
    index.save()
    assert not index.dirty
    meta = json.loads((index.path / "meta.json").read_text())
    assert meta["dim"] == DIM and meta["embedder"] == "test"
    assert meta["count"] == 299 and meta["max_label"] == 1299
    assert meta["fingerprint"] == "store@42"
    again = VectorIndex.open(index.path, DIM, "test")
    assert len(again) == 299
    assert again.fingerprint == "store@42"
    assert 1001 not in again
    assert again.labels().tolist() == sorted(set(labels.tolist()) - {1001})
    assert again.search(vecs[5], 3) == index.search(vecs[5], 3)
    again.add([5000], vecs[0])
    again.save()
    third = VectorIndex.open(index.path, DIM, "test")
    assert len(third) == 300 and third.max_label == 5000
    assert sorted(p.name for p in index.path.iterdir() if p.name.startswith("index-")) == [
        "index-2.ids.npy", "index-2.npy"]
    third.save()  # nothing changed: no new generation is written
    assert (index.path / "index-2.npy").exists() and not (index.path / "index-3.npy").exists()


def test_save_empty_and_reopen(tmp_path):
    index = VectorIndex.open(tmp_path / "e", DIM, "test")
    index.set_fingerprint("v0")
    index.save()
    again = VectorIndex.open(tmp_path / "e", DIM, "test")
    assert len(again) == 0 and again.fingerprint == "v0"
    assert again.search(np.ones(DIM), 2) == []


def test_other_embedder_or_dim_opens_empty_and_stale(filled):
    index, _, _ = filled
    index.set_fingerprint("fp")
    index.save()
    other = VectorIndex.open(index.path, DIM, "another-embedder")
    assert len(other) == 0 and other.fingerprint == ""
    wider = VectorIndex.open(index.path, DIM * 2, "test")
    assert len(wider) == 0 and wider.fingerprint == ""
    wider.add([1], np.ones((1, DIM * 2), dtype=np.float32))
    wider.save()  # replaces the old generation cleanly
    assert len(VectorIndex.open(index.path, DIM * 2, "test")) == 1


def test_corrupt_files_open_empty(filled):
    index, _, _ = filled
    index.save()
    (index.path / "meta.json").write_text("{not json")
    assert len(VectorIndex.open(index.path, DIM, "test")) == 0
    index.save()
    for f in index.path.glob("index-*"):
        f.write_bytes(b"garbage")
    broken = VectorIndex.open(index.path, DIM, "test")
    assert len(broken) == 0 and broken.fingerprint == ""


def test_save_is_atomic_when_writing_fails(filled, monkeypatch):
    index, _, vecs = filled
    index.set_fingerprint("good")
    index.save()
    index.add([9999], vecs[0])
    index.set_fingerprint("never-committed")

    def fail(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(BackendError):
        index.save()
    monkeypatch.undo()
    # the previous generation is intact
    again = VectorIndex.open(index.path, DIM, "test")
    assert again.fingerprint == "good" and len(again) == 300 and 9999 not in again
    assert not list(index.path.glob("meta.json.*"))


def test_crash_between_index_and_meta_keeps_old_state(filled, monkeypatch):
    index, _, vecs = filled
    index.set_fingerprint("good")
    index.save()
    index.add([9999], vecs[0])
    index.set_fingerprint("new")
    real_replace = os.replace

    def replace(src, dst):
        if str(dst).endswith("meta.json"):
            raise OSError("power cut")
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(BackendError):
        index.save()
    monkeypatch.undo()
    again = VectorIndex.open(index.path, DIM, "test")
    assert again.fingerprint == "good" and 9999 not in again and len(again) == 300


_RNG = np.random.default_rng(11)
_VECS = unit(_RNG, 400)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(min_value=0, max_value=400),
    removed=st.sets(st.integers(min_value=0, max_value=450), max_size=60),
    allowed=st.sets(st.integers(min_value=-5, max_value=450), max_size=80),
    k=st.integers(min_value=-1, max_value=50),
    q=st.integers(min_value=0, max_value=399),
)
def test_filtered_search_only_returns_allowed_and_never_raises(
    tmp_path_factory, n, removed, allowed, k, q
):
    index = VectorIndex.open(tmp_path_factory.mktemp("p"), DIM, "test")
    if n:
        index.add(np.arange(n), _VECS[:n])
    index.remove(removed)
    hits = index.search(_VECS[q], k, allowed=allowed)
    live = set(range(n)) - removed
    eligible = live & allowed
    assert all(label in eligible for label, _ in hits)
    assert len(hits) == (min(max(k, 0), len(eligible)))
    assert len({label for label, _ in hits}) == len(hits)
    sims = [s for _, s in hits]
    assert sims == sorted(sims, reverse=True)
    unfiltered = index.search(_VECS[q], k)
    assert all(label in live for label, _ in unfiltered)
    assert len(unfiltered) == min(max(k, 0), len(live))


@pytest.fixture(scope="module")
def big_index(tmp_path_factory):
    rng = np.random.default_rng(21)
    vecs = unit(rng, 5000)
    index = VectorIndex.open(tmp_path_factory.mktemp("big"), DIM, "test")
    index.add(np.arange(5000), vecs)
    index.remove(range(0, 5000, 7))
    return index, vecs


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    lo=st.integers(min_value=0, max_value=2000),
    span=st.integers(min_value=2100, max_value=3000),
    step=st.sampled_from([1, 1, 2]),
    k=st.integers(min_value=1, max_value=40),
    q=st.integers(min_value=0, max_value=4999),
)
def test_hnsw_filtered_path_only_returns_allowed(big_index, lo, span, step, k, q):
    index, vecs = big_index
    allowed = set(range(lo, lo + span * step, step))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sidecar, "EXACT_SEARCH_MAX", 0)  # a graph even for a small segment
        hits = index.search(vecs[q], k, allowed=allowed)
    assert len(hits) == k  # thousands of labels match: always k
    assert all(label in allowed and label % 7 != 0 for label, _ in hits)
    assert len({label for label, _ in hits}) == len(hits)


def test_compact_drops_removed_vectors_from_the_files(filled):
    index, labels, vecs = filled
    index.set_fingerprint("fp-1")
    index.save()
    gone = labels[:40]
    index.remove(gone)
    index.save()
    before = {p.name: p.read_bytes() for p in index.path.glob("index-*[0-9].npy")}
    assert any(vecs[0].tobytes() in b for b in before.values())   # mark_deleted keeps the bytes
    assert index.compact() == 40
    assert index.compact() == 0                                   # nothing left to purge
    files = list(index.path.glob("index-*[0-9].npy"))
    assert len(files) == 1 and files[0].name not in before
    data = files[0].read_bytes()
    assert vecs[0].tobytes() not in data and vecs[40].tobytes() in data
    back = VectorIndex.open(index.path, DIM, "test")
    assert len(back) == 260 and back.fingerprint == "fp-1" and int(gone[0]) not in back
    assert json.loads((index.path / "meta.json").read_text())["deleted"] == []
    np.testing.assert_allclose(back.vectors(labels[40:45]), vecs[40:45], atol=1e-6)


def test_reset_empties_the_index_and_leaves_other_files(filled):
    index, labels, _ = filled
    index.set_fingerprint("fp-1")
    index.save()
    other = index.path / "recall" / "keep.json"
    other.parent.mkdir()
    other.write_text("{}")
    index.reset()
    assert len(index) == 0 and index.fingerprint == "" and not list(index.path.glob("index-*"))
    assert not (index.path / "meta.json").exists() and other.exists()
    index.save()
    assert len(VectorIndex.open(index.path, DIM, "test")) == 0


def test_stored_fingerprint_reads_meta_only(filled, tmp_path):
    index, _, _ = filled
    assert VectorIndex.stored_fingerprint(index.path, "test") == ""
    index.set_fingerprint("fp-2")
    index.save()
    assert VectorIndex.stored_fingerprint(index.path, "test") == "fp-2"
    assert VectorIndex.stored_fingerprint(index.path, "another-embedder") == ""
    assert VectorIndex.stored_fingerprint(tmp_path / "missing", "test") == ""
