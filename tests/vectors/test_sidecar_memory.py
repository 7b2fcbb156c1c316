"""A memory whose sidecar is split into many segments behaves as one with a single segment:
same anchors and recall, and erasure purges the erased vectors from every segment file."""

from __future__ import annotations

import numpy as np
import pytest
from privacy.scripted import build

from cogmem_rdf.privacy import erase, plan
from cogmem_rdf.store import OxiStore
from cogmem_rdf.vectors import sidecar
from cogmem_rdf.vectors.sidecar import VectorIndex

QUESTIONS = [
    "What does Gina like?",
    "Who went hiking?",
    "What did Junho say about Seoyeon?",
    "What happened at lunch yesterday?",
    "Who thinks Gina is great?",
]


def memory(tmp_path, monkeypatch, cap: int | None):
    if cap is None:
        monkeypatch.delenv(sidecar.SEGMENT_ENV, raising=False)
    else:
        monkeypatch.setenv(sidecar.SEGMENT_ENV, str(cap))
    store = OxiStore(None)
    mem = build(store, "m", tmp_path / f"vectors-{cap}")
    mem.index  # noqa: B018 - built (and saved) with this cap
    return mem


@pytest.fixture
def pair(tmp_path, monkeypatch):
    single = memory(tmp_path, monkeypatch, None)
    seg = memory(tmp_path, monkeypatch, 4)
    yield seg, single
    seg.close()
    single.close()


def test_many_segments_give_the_same_anchors_and_recall(pair):
    seg, single = pair
    assert single.index.segments == 1 and seg.index.segments >= 4
    labels = single.index.labels()
    assert seg.index.labels().tolist() == labels.tolist()
    vecs = single.index.vectors(labels)
    np.testing.assert_array_equal(seg.index.vectors(labels), vecs)
    for q in vecs:  # every node's vector as a query: the same anchors, in the same order
        a, b = seg.index.search(q, 5), single.index.search(q, 5)
        assert [h[0] for h in a] == [h[0] for h in b]
        np.testing.assert_allclose([h[1] for h in a], [h[1] for h in b], atol=1e-6)
        half = set(labels[::2].tolist())
        a, b = seg.index.search(q, 3, allowed=half), single.index.search(q, 3, allowed=half)
        assert [h[0] for h in a] == [h[0] for h in b]
    for question in QUESTIONS:
        a, b = seg.recall(question, k=5), single.recall(question, k=5)
        assert [e.model_dump(exclude={"score"}) for e in a.evidence] == [
            e.model_dump(exclude={"score"}) for e in b.evidence
        ]


def test_erasure_purges_every_segment(pair):
    seg, _ = pair
    p = plan(seg, "Junho")
    gone = {int(q.object.value) for q in p.delete if q.predicate.value.endswith("#vectorLabel")}
    idx = seg.index
    assert len({s.file for s in idx._sealed if set(s.ids.tolist()) & gone}) >= 2
    stored = idx.vectors(sorted(gone))
    erase(seg, "Junho")
    folder = seg.vector_root / seg.id
    data = b"".join(f.read_bytes() for f in folder.glob("*") if f.is_file())
    assert not any(v.tobytes() in data for v in stored)
    back = VectorIndex.open(folder, 16, "hash-16")
    store_labels = {
        int(q.object.value) for q in seg.quads() if q.predicate.value.endswith("#vectorLabel")
    }
    assert set(back.labels().tolist()) == store_labels and not gone & store_labels
    assert back.deleted_count == 0 and back.segments >= 2
