"""Keep a memory's hnswlib sidecar in step with the store (the sidecar is derived data).

``sync`` compares the labels in the store with those in the index, embeds what is missing and
drops what is gone, so a crash, an erasure or a deleted index folder all heal the same way.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from .store.crashpoints import crash_point


def _fingerprint(mem) -> str:
    row = mem.select("max_label")[0]
    top = row.get("maxLabel")
    return f"{mem.embedder.name}:{int(row['labels'].value)}:{top.value if top is not None else -1}"


def _dir(mem) -> Path:
    if mem.vector_root is None:
        if getattr(mem, "_tmp_vectors", None) is None:
            mem._tmp_vectors = tempfile.TemporaryDirectory(prefix="cogmem-vectors-")
        return Path(mem._tmp_vectors.name)
    return mem.vector_root / mem.id


def open_index(mem):
    """The memory's index, rebuilt or topped up first if it no longer matches the store."""
    from .vectors.sidecar import VectorIndex

    idx = VectorIndex.open(_dir(mem), mem.embedder.dim, mem.embedder.name)
    if idx.fingerprint != _fingerprint(mem):
        sync(mem, idx)
    return idx


def sync(mem, idx=None):
    """Embed store nodes missing from the index and remove labels the store no longer has."""
    from .vectors.sidecar import VectorIndex

    if idx is None:
        idx = VectorIndex.open(_dir(mem), mem.embedder.dim, mem.embedder.name)
    rows = [(int(r["label"].value), r["text"].value) for r in mem.select("vector_texts")]
    wanted = {label for label, _ in rows}
    have = set(int(x) for x in idx.labels())
    gone = have - wanted
    if gone:
        idx.remove(np.array(sorted(gone), dtype=np.int64))
    missing = [(label, text) for label, text in rows if label not in have]
    for start in range(0, len(missing), 512):
        chunk = missing[start : start + 512]
        vecs = mem.embedder.embed([t for _, t in chunk])
        idx.add(np.array([label for label, _ in chunk], dtype=np.int64), vecs)
    idx.set_fingerprint(_fingerprint(mem))
    crash_point("vectors-before-save")
    idx.save()
    mem._index = idx
    return idx


def add_texts(mem, vectors) -> None:
    """After an ingest: bring the index up to date (``vectors`` is a hint; the store decides)."""
    if not vectors and mem._index is None and mem.vector_root is not None and not (_dir(mem) / "meta.json").exists():
        return
    sync(mem, mem._index)
