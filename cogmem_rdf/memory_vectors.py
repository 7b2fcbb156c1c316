"""Keep a memory's vector sidecar in step with the store (the sidecar is derived data).

``sync`` compares the labels in the store with those in the index, embeds what is missing and
drops what is gone, so a crash, an erasure or a deleted index folder all heal the same way.
These functions return the index; ``Memory`` keeps it in its index slot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from .store.crashpoints import crash_point

if TYPE_CHECKING:
    from .memory import Memory
    from .vectors.sidecar import VectorIndex


def _fingerprint(mem: Memory) -> str:
    row = mem.select("max_label")[0]
    top = row.get("maxLabel")
    return f"{mem.embedder.name}:{int(row['labels'].value)}:{top.value if top is not None else -1}"


def empty_index(mem: Memory) -> VectorIndex:
    """The sidecar as saved in ``mem.vector_dir`` (empty
    when missing, broken or stale), unsynced."""
    from .vectors.sidecar import VectorIndex

    return VectorIndex.open(mem.vector_dir, mem.embedder.dim, mem.embedder.name)


def open_index(mem: Memory) -> VectorIndex:
    """The memory's index, rebuilt or topped up first if it no longer matches the store."""
    idx = empty_index(mem)
    if idx.fingerprint != _fingerprint(mem):
        sync(mem, idx)
    return idx


def sync(mem: Memory, idx: VectorIndex | None = None) -> VectorIndex:
    """Embed store nodes missing from the index and remove labels the store no longer has."""
    if idx is None:
        idx = empty_index(mem)
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
    return idx
