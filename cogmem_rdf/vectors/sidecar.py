"""The vector sidecar: one hnswlib index per memory, persisted in a directory.

Layout of ``<store>/vectors/<memory>/``::

    meta.json        {"format", "dim", "embedder", "count", "max_label", "fingerprint",
                      "index_file", "deleted", "space", "M", "ef_construction"}
    index-<N>.bin    the hnswlib graph of generation N (named by meta.json)

``save()`` writes a new generation's index file, then replaces ``meta.json`` atomically
(temp file + ``os.replace``): meta.json is the single commit point, so a crash leaves the
previous consistent state. The sidecar is derived data: an index whose meta.json is missing,
unreadable, or made with another dimension or embedder opens empty with fingerprint ``""``
so the caller sees it is stale and rebuilds it from the store.

Labels are non-negative integers chosen by the caller (the RDF node's vector label).
Similarities are cosine similarities (1 − hnswlib's cosine distance).
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import hnswlib
import numpy as np

from cogmem_rdf.errors import BackendError, UsageError

log = logging.getLogger(__name__)

FORMAT = 1
META_FILE = "meta.json"
SPACE = "cosine"
M = 16
EF_CONSTRUCTION = 200
EF_SEARCH = 64
BRUTE_FORCE_MAX = 2000  # filtered search: exact cosine when at most this many labels match
BRUTE_FORCE_SELECTIVITY = 0.05  # ... or when the filter keeps under 5% of the index
EXACT_FALLBACK_MAX = 100_000  # hnswlib found too few: exact cosine when the pool is this small
_CHUNK = 4096
_INITIAL_CAPACITY = 1024


def _as_labels(labels: Iterable[int] | np.ndarray) -> np.ndarray:
    arr = np.asarray(list(labels) if not isinstance(labels, np.ndarray) else labels)
    if arr.size == 0:
        return np.zeros(0, dtype=np.int64)
    if arr.ndim != 1 or not np.issubdtype(arr.dtype, np.integer):
        raise UsageError(f"vector labels must be a 1-D sequence of integers, got {arr.dtype}")
    if int(arr.min()) < 0:
        raise UsageError("vector labels must be non-negative")
    return arr.astype(np.int64)


def _write_atomic(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


class VectorIndex:
    """An hnswlib cosine index with caller-chosen integer labels, persisted in ``path``."""

    def __init__(self, path: Path, dim: int, embedder_name: str) -> None:
        if dim <= 0:
            raise UsageError(f"vector dimension must be positive, got {dim}")
        self.path = Path(path)
        self.dim = int(dim)
        self.embedder_name = embedder_name
        self._fingerprint = ""
        self._generation = 0
        self._max_label = -1
        self._live: set[int] = set()
        self._deleted: set[int] = set()
        self._lock = threading.RLock()
        self._index = self._graph(_INITIAL_CAPACITY)
        self.dirty = False

    def _graph(self, capacity: int) -> hnswlib.Index:
        graph = hnswlib.Index(space=SPACE, dim=self.dim)
        graph.init_index(max_elements=capacity, ef_construction=EF_CONSTRUCTION, M=M)
        graph.set_ef(EF_SEARCH)
        return graph

    # ---------- opening and saving ----------
    @classmethod
    def open(cls, dir: Path, dim: int, embedder_name: str) -> VectorIndex:
        """Open the index in ``dir``, or an empty one if it is missing, broken or stale."""
        index = cls(Path(dir), dim, embedder_name)
        meta_path = index.path / META_FILE
        if not meta_path.exists():
            return index
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            if meta.get("dim") != index.dim or meta.get("embedder") != embedder_name:
                log.info(
                    "vector index %s was built with %s/%s-d: starting empty",
                    dir,
                    meta.get("embedder"),
                    meta.get("dim"),
                )
                index._generation = int(meta.get("generation", 0))
                index.dirty = True  # the next save() replaces the stale generation
                return index
            index._load(meta)
        except (OSError, ValueError, KeyError, TypeError, RuntimeError) as exc:
            log.warning("vector index %s is unreadable (%s): starting empty", dir, exc)
            return cls(Path(dir), dim, embedder_name)
        return index

    @staticmethod
    def stored_fingerprint(dir: Path, embedder_name: str) -> str:
        """The fingerprint saved in ``dir`` without loading the index ("" when there is none,
        or when it was built by another embedder)."""
        try:
            meta = json.loads((Path(dir) / META_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return ""
        if not isinstance(meta, dict) or meta.get("embedder") != embedder_name:
            return ""
        return str(meta.get("fingerprint", ""))

    def _load(self, meta: dict[str, Any]) -> None:
        self._generation = int(meta["generation"])
        if meta.get("index_file"):
            graph = hnswlib.Index(space=SPACE, dim=self.dim)
            graph.load_index(str(self.path / meta["index_file"]), max_elements=0)
            graph.set_ef(EF_SEARCH)
            ids = {int(i) for i in graph.get_ids_list()}
            self._deleted = {int(i) for i in meta.get("deleted", [])} & ids
            self._live = ids - self._deleted
            self._index = graph
            self._max_label = max(ids, default=-1)
        self._max_label = max(self._max_label, int(meta.get("max_label", -1)))
        self._fingerprint = str(meta.get("fingerprint", ""))

    def save(self) -> None:
        """Persist to ``path``: new index generation, then meta.json atomically.

        A no-op when nothing changed since the last save or open of a saved index.
        """
        with self._lock:
            if not self.dirty and self._generation > 0 and (self.path / META_FILE).exists():
                return
            self.path.mkdir(parents=True, exist_ok=True)
            generation = self._generation + 1
            index_file = f"index-{generation}.bin" if self._live or self._deleted else None
            try:
                if index_file:
                    tmp = self.path / f".{index_file}.{os.getpid()}.tmp"
                    self._index.save_index(str(tmp))
                    with open(tmp, "rb") as fh:
                        os.fsync(fh.fileno())
                    os.replace(tmp, self.path / index_file)
                meta = {
                    "format": FORMAT,
                    "generation": generation,
                    "dim": self.dim,
                    "embedder": self.embedder_name,
                    "count": len(self._live),
                    "max_label": self._max_label,
                    "fingerprint": self._fingerprint,
                    "index_file": index_file,
                    "deleted": sorted(self._deleted),
                    "space": SPACE,
                    "M": M,
                    "ef_construction": EF_CONSTRUCTION,
                }
                _write_atomic(self.path / META_FILE, json.dumps(meta, indent=1).encode())
            except (OSError, RuntimeError) as exc:
                for tmp_file in self.path.glob(f".*.{os.getpid()}.tmp"):
                    tmp_file.unlink(missing_ok=True)
                raise BackendError(f"cannot save vector index {self.path}: {exc}") from exc
            self._generation = generation
            self.dirty = False
            for old in self.path.glob("index-*.bin"):
                if old.name != index_file:
                    old.unlink(missing_ok=True)
            for old in self.path.glob(".*.tmp"):
                old.unlink(missing_ok=True)

    # ---------- fingerprint and bookkeeping ----------
    @property
    def fingerprint(self) -> str:
        """The caller's token for the store state this index reflects ("" = unknown/stale)."""
        return self._fingerprint

    def set_fingerprint(self, fingerprint: str) -> None:
        with self._lock:
            self._fingerprint = str(fingerprint)
            self.dirty = True

    @property
    def max_label(self) -> int:
        """The highest label ever added (deleted ones included), -1 when none."""
        return self._max_label

    def __len__(self) -> int:
        return len(self._live)

    def __contains__(self, label: object) -> bool:
        return isinstance(label, (int, np.integer)) and int(label) in self._live

    def labels(self) -> np.ndarray:
        """The live labels, ascending, as int64."""
        with self._lock:
            return np.array(sorted(self._live), dtype=np.int64)

    # ---------- mutation ----------
    def add(self, labels: Iterable[int] | np.ndarray, vectors: np.ndarray) -> None:
        """Add or replace vectors under ``labels`` (a removed label may be added again)."""
        ids = _as_labels(labels)
        data = np.asarray(vectors, dtype=np.float32)
        if data.ndim == 1:
            data = data[None, :]
        if data.ndim != 2 or data.shape[1] != self.dim or data.shape[0] != ids.size:
            raise UsageError(
                f"expected {ids.size} vectors of dimension {self.dim}, got shape {data.shape}"
            )
        if ids.size == 0:
            return
        if not np.all(np.isfinite(data)) or np.any(np.linalg.norm(data, axis=1) == 0):
            raise UsageError("vectors must be finite and non-zero")
        # a label given twice in one call keeps its last vector
        _, last = np.unique(ids[::-1], return_index=True)
        keep = np.sort(ids.size - 1 - last)
        ids, data = ids[keep], np.ascontiguousarray(data[keep])
        with self._lock:
            needed = self._index.get_current_count() + ids.size
            capacity = self._index.get_max_elements()
            if needed > capacity:
                self._index.resize_index(max(needed, 2 * capacity))
            self._index.add_items(data, ids.astype(np.uint64), num_threads=1)
            for label in ids.tolist():
                self._live.add(label)
                self._deleted.discard(label)
            self._max_label = max(self._max_label, int(ids.max()))
            self.dirty = True

    def remove(self, labels: Iterable[int] | np.ndarray) -> None:
        """Mark labels deleted; unknown or already removed labels are ignored."""
        ids = _as_labels(labels)
        with self._lock:
            for label in ids.tolist():
                if label in self._live:
                    self._index.mark_deleted(label)
                    self._live.discard(label)
                    self._deleted.add(label)
                    self.dirty = True

    def compact(self) -> int:
        """Rewrite the index from its live vectors and save it, so removed vectors leave the disk
        (hnswlib's ``mark_deleted`` keeps their bytes); returns how many were purged."""
        with self._lock:
            purged = len(self._deleted)
            if not purged:
                return 0
            labels = self.labels()
            vecs = self._get(labels.tolist())
            self._index = self._graph(max(_INITIAL_CAPACITY, labels.size))
            self._live, self._deleted = set(), set()
            if labels.size:
                self.add(labels, vecs)
            self.dirty = True
            self.save()  # a new generation file; the old one, with the removed bytes, is deleted
            return purged

    def reset(self) -> None:
        """Empty the index and delete its files (meta.json, every generation): a rebuild starts
        from nothing. Other files in the folder (recall's saved catalog) are left alone."""
        with self._lock:
            for f in [
                self.path / META_FILE,
                *self.path.glob("index-*.bin"),
                *self.path.glob(".*.tmp"),
            ]:
                f.unlink(missing_ok=True)
            self._index = self._graph(_INITIAL_CAPACITY)
            self._live, self._deleted = set(), set()
            self._fingerprint, self._generation, self._max_label = "", 0, -1
            self.dirty = True

    def vectors(self, labels: Iterable[int] | np.ndarray) -> np.ndarray:
        """The stored (unit-length) vectors of live labels, in order; UsageError if absent."""
        ids = _as_labels(labels)
        with self._lock:
            absent = [label for label in ids.tolist() if label not in self._live]
            if absent:
                raise UsageError(f"no vector for label(s) {absent[:10]}")
            return self._get(ids.tolist())

    def _get(self, ids: list[int]) -> np.ndarray:
        if not ids:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.asarray(self._index.get_items(ids), dtype=np.float32).reshape(len(ids), self.dim)

    # ---------- search ----------
    def search(
        self, vector: np.ndarray, k: int, allowed: set[int] | None = None
    ) -> list[tuple[int, float]]:
        """The ``k`` nearest live labels as (label, cosine similarity), best first.

        ``allowed`` restricts the result to those labels; fewer than ``k`` matches, an empty
        index or an empty filter give a shorter (possibly empty) list, never an error.
        """
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        if query.size != self.dim:
            raise UsageError(f"query vector has dimension {query.size}, index has {self.dim}")
        norm = float(np.linalg.norm(query))
        if k <= 0 or not np.isfinite(norm) or norm == 0:
            return []
        query = query / norm
        with self._lock:
            if not self._live:
                return []
            if allowed is None:
                return self._approximate(query, k, self._live, None)
            candidates = self._live.intersection(
                int(a) for a in allowed if isinstance(a, (int, np.integer))
            )
            if not candidates:
                return []
            selectivity = len(candidates) / len(self._live)
            if len(candidates) <= BRUTE_FORCE_MAX or selectivity < BRUTE_FORCE_SELECTIVITY:
                return self._exact(query, k, sorted(candidates))
            return self._approximate(query, k, candidates, candidates)

    def _approximate(
        self, query: np.ndarray, k: int, pool: set[int], accept: set[int] | None
    ) -> list[tuple[int, float]]:
        """hnswlib search over ``pool``; falls back to exact cosine when hnswlib finds too few."""
        want = min(k, len(pool))
        found = self._knn(query, want, accept, len(pool) / len(self._live))
        if len(found) < want and len(pool) <= EXACT_FALLBACK_MAX:
            return self._exact(query, k, sorted(pool))
        return found

    def _knn(
        self, query: np.ndarray, k: int, candidates: set[int] | None, selectivity: float
    ) -> list[tuple[int, float]]:
        """hnswlib search; retries with smaller k when hnswlib finds too few; [] on failure."""
        accept = None if candidates is None else (lambda label: label in candidates)
        while k >= 1:
            self._index.set_ef(max(EF_SEARCH, k, min(int(k / selectivity), 4 * BRUTE_FORCE_MAX)))
            try:
                ids, dists = self._index.knn_query(query, k=k, num_threads=1, filter=accept)
            except RuntimeError:
                k //= 2
                continue
            return [(int(i), float(1.0 - d)) for i, d in zip(ids[0], dists[0], strict=True)]
        return []

    def _exact(self, query: np.ndarray, k: int, ids: list[int]) -> list[tuple[int, float]]:
        """Exact cosine over ``ids``, in chunks so memory stays bounded."""
        best_ids = np.zeros(0, dtype=np.int64)
        best_sims = np.zeros(0, dtype=np.float32)
        for start in range(0, len(ids), _CHUNK):
            chunk = ids[start : start + _CHUNK]
            sims = self._get(chunk) @ query
            best_ids = np.concatenate([best_ids, np.asarray(chunk, dtype=np.int64)])
            best_sims = np.concatenate([best_sims, sims.astype(np.float32)])
            if best_ids.size > k:
                top = np.argpartition(-best_sims, k - 1)[:k]
                best_ids, best_sims = best_ids[top], best_sims[top]
        order = np.lexsort((best_ids, -best_sims))[:k]
        return [(int(best_ids[i]), float(best_sims[i])) for i in order]
