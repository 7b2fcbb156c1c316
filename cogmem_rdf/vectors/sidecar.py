"""The vector sidecar: the vectors of one memory, persisted in a directory, searched with hnswlib.

The sidecar is a list of *segments*, each its labels and their vectors as rows of a float32
matrix: the **active** segment takes the adds and is always in memory; when it holds
``SEGMENT_MAX`` vectors it is **sealed** (written to its own files, committed, and released from
memory) and a new active segment starts. So a long ingest holds at most one segment's vectors
(2 kB each at 512-d: ~100 MB for 50,000) however many it writes.

Adding a vector stores it and builds nothing: the hnswlib graph a search walks is built for a
segment on its first search (from its live vectors, in the order they were added) and kept
while the index is open; an active segment's graph, once built, takes later adds as they come.
Retrieval ranks by exact cosine over ``vectors()`` (``retrieval/catalog.py``) and never
searches, so an ingest no longer spends ~1.2–1.6 ms of CPU a turn on graph inserts (issue
12.5, BENCHMARKS.md). A segment of at most
``EXACT_SEARCH_MAX`` live vectors is searched by exact cosine over its rows and never gets a
graph; a bigger one pays on its first search in a process (the graph is not saved): ~0.3 ms a
vector on LoCoMo's vectors, ~1.3 ms on random ones, ~15 s or more for a full segment.
A search asks every segment for its top k and merges them by similarity:
the same result as one index over all vectors, up to hnswlib's approximation (exact paths give
identical results). Sealed segments are read on first use (a search; ``vectors()`` memory-maps
a segment's rows for the call without keeping them), so opening a big sidecar to add to it,
to check its fingerprint or to list its labels reads no vectors.

Stored vectors are normalised exactly as hnswlib's cosine space normalised them when it stored
them (float32, summed in order: ``_normalise``), so a text's stored vector is bit for bit what
the code before this format stored.

Layout of ``<store>/vectors/<memory>/``::

    meta.json             {"format", "generation", "dim", "embedder", "count", "max_label",
                           "fingerprint", "index_file", "index_ids", "deleted", "segments",
                           "segment_max", "space", "M", "ef_construction"}
    index-<N>.npy         the active segment's vectors of generation N (rows, float32)
    index-<N>.ids.npy     their labels, row by row (int64)
    seg-<N>-<j>.npy       a sealed segment's vectors, immutable once written
    seg-<N>-<j>.ids.npy   their labels, row by row (live and deleted)

``segments`` lists each sealed segment as ``{"file", "ids", "count", "deleted"}``: removing a
label from a sealed segment only records it in ``deleted``; ``compact()`` rewrites every
segment that has deleted labels, so their vectors leave the disk (GDPR erasure). A label is
live in at most one segment: adding it again deletes it from the sealed segment that held it.

``save()`` writes a new generation of the active segment's files, then replaces ``meta.json``
atomically (temp file + ``os.replace``): meta.json is the single commit point, so a crash
leaves the previous consistent state; files no committed meta.json names are deleted by the
next save. The sidecar is derived data: an index whose meta.json is missing, unreadable, names
a missing file, or was made with another dimension or embedder opens empty with fingerprint
``""`` so the caller sees it is stale and rebuilds it from the store. Sidecars of the formats
before this one (hnswlib graph files, ``*.bin``: format 1, one ``index_file``; format 2,
segments) still open: an old active graph's live vectors become the active segment, an old
sealed graph is searched and read as it is until ``compact()`` rewrites it.

Labels are non-negative integers chosen by the caller (the RDF node's vector label).
Similarities are cosine similarities (1 − hnswlib's distance).
"""

from __future__ import annotations

import json
import logging
import mmap
import os
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import hnswlib
import numpy as np

from cogmem_rdf.errors import BackendError, UsageError

log = logging.getLogger(__name__)

FORMAT = 3
META_FILE = "meta.json"
SPACE = "cosine"  # what a similarity means; graphs built here use "ip" on normalised rows
M = 16
# hnswlib's build-time candidate list for the graphs a search builds. 100, not hnswlib's usual
# 200: on a LoCoMo ingest's 16,036 vectors (400 held-out queries) 200 costs ~0.6 ms a vector
# at ANN recall@10 0.972 (search ef 64), 100 ~0.30 ms at 0.956 (BENCHMARKS.md, "Ingest CPU per
# turn (issue 12.5)"). Graphs of older sidecars keep theirs (hnswlib keeps it in each file).
EF_CONSTRUCTION = 100
EF_SEARCH = 64  # search-time candidate list (raised per query for k or a selective filter)
BRUTE_FORCE_MAX = 2000  # filtered search: exact cosine when at most this many labels match
BRUTE_FORCE_SELECTIVITY = 0.05  # ... or when the filter keeps under 5% of the segment
EXACT_FALLBACK_MAX = 100_000  # hnswlib found too few: exact cosine when the pool is this small
# a segment with at most this many live vectors is searched by exact cosine over its rows and
# gets no graph: building one costs ~5-20 s for 16,000 vectors, exact cosine over them ~11-17
# ms a query (memory-bound: 32 MB read; measured at load 5-6), so the graph pays off only
# after ~1,000 searches in one process
EXACT_SEARCH_MAX = 20_000
SEGMENT_MAX = 50_000  # vectors in the active segment before it is sealed (~100 MB at 512-d)
SEGMENT_ENV = "COGMEM_VECTOR_SEGMENT"  # overrides SEGMENT_MAX (benches, tests)
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


def _normalise(data: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length exactly as hnswlib's cosine space does it before storing a
    vector (``normalize_vector``: a float32 sum of squares in order, times 1/(√sum + 1e-30)),
    so the stored bytes are those the graph-per-add sidecar stored (tested against hnswlib)."""
    sums = np.cumsum(data * data, axis=1, dtype=np.float32)[:, -1]
    inv = np.float32(1.0) / (np.sqrt(sums) + np.float32(1e-30))
    return np.ascontiguousarray(data * inv[:, None], dtype=np.float32)


def _write_atomic(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def _segment_max() -> int:
    raw = os.environ.get(SEGMENT_ENV, "")
    try:
        value = int(raw) if raw else SEGMENT_MAX
    except ValueError:
        raise UsageError(f"{SEGMENT_ENV} must be a positive integer, got {raw!r}") from None
    if value <= 0:
        raise UsageError(f"{SEGMENT_ENV} must be a positive integer, got {raw!r}")
    return value


def _build_graph(dim: int, ids: np.ndarray, rows: np.ndarray) -> hnswlib.Index:
    """An hnswlib graph over ``rows`` (normalised already: inner product is their cosine), in
    their order, on one thread (the same graph every time)."""
    graph = hnswlib.Index(space="ip", dim=dim)
    graph.init_index(max_elements=max(_INITIAL_CAPACITY, ids.size), ef_construction=EF_CONSTRUCTION,
                     M=M)
    graph.set_ef(EF_SEARCH)
    if ids.size:
        graph.add_items(np.ascontiguousarray(rows, dtype=np.float32), ids.astype(np.uint64),
                        num_threads=1)
    return graph


def _get(graph: hnswlib.Index, dim: int, ids: list[int]) -> np.ndarray:
    if not ids:
        return np.zeros((0, dim), dtype=np.float32)
    return np.asarray(graph.get_items(ids), dtype=np.float32).reshape(len(ids), dim)


def _block(rows: int, dim: int) -> np.ndarray:
    """A zeroed float32 (rows, dim) array in pages of its own (an anonymous ``mmap``), given
    back to the system when the array is dropped. From ``np.zeros`` the 8 MB blocks of a sealed
    segment stayed in the process: glibc raises its mmap threshold to the size of the first
    such block freed, later blocks came from the heap, and freed heap pages stay resident
    (with ingest's ``trim_memory`` beside it, a 10 MB ingest held 358 MB instead of 442 MB
    just after its first seal)."""
    size = rows * dim * 4
    if size == 0:
        return np.zeros((rows, dim), dtype=np.float32)
    private = {"flags": mmap.MAP_PRIVATE} if hasattr(mmap, "MAP_PRIVATE") else {}  # not shmem
    return np.frombuffer(mmap.mmap(-1, size, **private), dtype=np.float32).reshape(rows, dim)


class _Rows:
    """Float32 rows in fixed blocks of ``BLOCK``: growing never copies what is stored (a
    doubling array would hold the old and the new copy at once), and the slack is at most one
    block (8 MB at 512-d). Blocks are pages of their own (``_block``): a sealed segment's
    vectors leave the process's memory, not only its arrays."""

    BLOCK = 4096

    def __init__(self, dim: int) -> None:
        self.dim = dim
        self.blocks: list[np.ndarray] = []

    def put(self, rows: np.ndarray, data: np.ndarray) -> None:
        """Store ``data[i]`` at row ``rows[i]`` (rows past the end add blocks)."""
        if not rows.size:
            return
        need = int(rows.max()) // self.BLOCK + 1
        while len(self.blocks) < need:
            self.blocks.append(_block(self.BLOCK, self.dim))
        which = rows // self.BLOCK
        for b in np.unique(which).tolist():
            mask = which == b
            self.blocks[b][rows[mask] % self.BLOCK] = data[mask]

    def take(self, rows: np.ndarray | list[int]) -> np.ndarray:
        """The rows ``rows``, in order (a copy)."""
        at = np.asarray(rows, dtype=np.int64)
        out = np.empty((at.size, self.dim), dtype=np.float32)
        which = at // self.BLOCK
        for b in np.unique(which).tolist():
            mask = which == b
            out[mask] = self.blocks[b][at[mask] % self.BLOCK]
        return out

    def dot(self, query: np.ndarray, n: int) -> np.ndarray:
        """``rows @ query`` for rows [0, n), block by block (nothing copied)."""
        parts = [block[: min(self.BLOCK, n - b * self.BLOCK)] @ query
                 for b, block in enumerate(self.blocks) if b * self.BLOCK < n]
        return np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32)

    def write(self, fh: Any, n: int) -> None:
        """Rows [0, n) as an ``.npy`` array of shape (n, dim), block by block."""
        header = {"descr": "<f4", "fortran_order": False, "shape": (n, self.dim)}
        np.lib.format.write_array_header_1_0(fh, header)
        for b, block in enumerate(self.blocks):
            rows = min(self.BLOCK, n - b * self.BLOCK)
            if rows <= 0:
                break
            fh.write(block[:rows].data)  # contiguous rows: written without a copy


def _save_npy(path: Path, array: np.ndarray | tuple[_Rows, int]) -> None:
    with open(path, "wb") as fh:
        if isinstance(array, tuple):
            array[0].write(fh, array[1])
        else:
            np.save(fh, array, allow_pickle=False)
        fh.flush()
        os.fsync(fh.fileno())


def _unreadable(folder: Path, file: str, exc: BaseException) -> BackendError:
    return BackendError(
        f"vector sidecar segment {folder / file} is unreadable ({exc}); another "
        "process may have rewritten the sidecar: reopen the memory, or `cogmem reindex`"
    )


class _Sealed:
    """A sealed segment: its files, its labels, the labels deleted from it since it was written,
    and its graph while loaded (``None`` until a search needs it). Its vectors are rows of an
    ``.npy`` file (``ids`` in the same order), or, written before format 3, an hnswlib graph
    file (``*.bin``) read as it is."""

    def __init__(self, file: str, ids_file: str, ids: np.ndarray, deleted: set[int]) -> None:
        self.file, self.ids_file = file, ids_file
        self.flat = not file.endswith(".bin")
        rows = np.asarray(ids, dtype=np.int64)
        self.order = np.argsort(rows, kind="stable")  # sorted position -> row
        self.ids = rows[self.order]  # live and deleted, sorted
        self.deleted = deleted & set(self.ids.tolist()) if deleted else set()
        self.graph: hnswlib.Index | None = None
        self.live: set[int] | None = None  # built with the graph
        self._live_ids: np.ndarray | None = None

    def live_ids(self) -> np.ndarray:
        """The live labels, sorted."""
        if self._live_ids is None:
            if self.deleted:
                gone = np.fromiter(self.deleted, dtype=np.int64, count=len(self.deleted))
                self._live_ids = np.setdiff1d(self.ids, gone, assume_unique=True)
            else:
                self._live_ids = self.ids
        return self._live_ids

    def count(self) -> int:
        return int(self.ids.size) - len(self.deleted)

    def has(self, labels: np.ndarray) -> np.ndarray:
        """Which of ``labels`` are live here (vectorised)."""
        live = self.live_ids()
        if not live.size or not labels.size:
            return np.zeros(labels.shape, dtype=bool)
        at = np.minimum(np.searchsorted(live, labels), live.size - 1)
        return np.asarray(live[at] == labels)

    def contains(self, label: int) -> bool:
        live = self.live_ids()
        at = int(np.searchsorted(live, label))
        return at < live.size and int(live[at]) == label

    def delete(self, label: int) -> None:
        self.deleted.add(label)
        self._live_ids = None
        if self.graph is not None and self.live is not None:
            self.graph.mark_deleted(label)
            self.live.discard(label)

    def matrix(self, folder: Path, dim: int) -> np.ndarray:
        """A flat segment's rows, memory-mapped (nothing is read until used)."""
        try:
            rows = np.load(folder / self.file, mmap_mode="r", allow_pickle=False)
            if rows.shape != (self.ids.size, dim) or rows.dtype != np.float32:
                raise ValueError(f"shape {rows.shape} {rows.dtype}, expected {self.ids.size}×{dim}")
        except (OSError, ValueError) as exc:
            raise _unreadable(folder, self.file, exc) from exc
        return rows

    def read(self, folder: Path, dim: int) -> hnswlib.Index:
        """An old-format segment's graph from disk, deleted labels marked (not kept)."""
        try:
            graph = hnswlib.Index(space=SPACE, dim=dim)
            graph.load_index(str(folder / self.file), max_elements=0)
        except (OSError, RuntimeError) as exc:
            raise _unreadable(folder, self.file, exc) from exc
        graph.set_ef(EF_SEARCH)
        for label in self.deleted:
            try:
                graph.mark_deleted(label)
            except RuntimeError:
                pass  # deleted before the segment was written: marked in the file already
        return graph

    def get(self, folder: Path, dim: int, labels: np.ndarray) -> np.ndarray:
        """The vectors of ``labels`` (all live here), in order; nothing is kept."""
        if not self.flat:
            graph = self.graph if self.graph is not None else self.read(folder, dim)
            return _get(graph, dim, labels.tolist())
        rows = self.order[np.searchsorted(self.ids, labels)]
        return np.array(self.matrix(folder, dim)[rows], dtype=np.float32)

    def exact(
        self, folder: Path, dim: int, query: np.ndarray, k: int, wanted: set[int] | None
    ) -> list[tuple[int, float]]:
        """Exact cosine over this flat segment's live labels (those in ``wanted`` when given),
        from its memory-mapped rows."""
        labels = self.live_ids()
        if wanted is not None:
            labels = labels[np.isin(labels, np.fromiter(wanted, np.int64, len(wanted)))]
        if not labels.size:
            return []
        sims = np.asarray(self.matrix(folder, dim) @ query)
        return _top(labels, sims[self.order[np.searchsorted(self.ids, labels)]], k)

    def load(self, folder: Path, dim: int) -> None:
        """Keep a graph to search: an old segment's read from its file, a flat one's built."""
        if self.graph is None:
            live = self.live_ids()
            self.graph = (
                _build_graph(dim, live, self.get(folder, dim, live)) if self.flat
                else self.read(folder, dim)
            )
            self.live = set(live.tolist())


class VectorIndex:
    """Cosine vector segments with caller-chosen integer labels, persisted in ``path``, searched
    through hnswlib graphs built on first search."""

    def __init__(self, path: Path, dim: int, embedder_name: str) -> None:
        if dim <= 0:
            raise UsageError(f"vector dimension must be positive, got {dim}")
        self.path = Path(path)
        self.dim = int(dim)
        self.embedder_name = embedder_name
        self.segment_max = _segment_max()
        self._fingerprint = ""
        self._generation = 0
        self._max_label = -1
        # the active segment: rows [0, _n) of _vecs/_ids; _row maps each label stored in it
        # (live or deleted) to its row
        self._vecs = _Rows(self.dim)
        self._ids = np.zeros(0, dtype=np.int64)
        self._n = 0
        self._row: dict[int, int] = {}
        self._live: set[int] = set()
        self._deleted: set[int] = set()
        self._graph: hnswlib.Index | None = None  # the active segment's, once searched
        self._old_deleted = 0  # deleted vectors in an old-format active file not yet replaced
        self._sealed: list[_Sealed] = []
        self._lock = threading.RLock()
        self.dirty = False

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

    @staticmethod
    def files(dir: Path) -> list[str]:
        """The names of the files the committed sidecar in ``dir`` consists of (meta.json first;
        [] when there is none): what to copy to copy it."""
        try:
            meta = json.loads((Path(dir) / META_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        names = [META_FILE]
        for key in ("index_file", "index_ids"):
            if meta.get(key):
                names.append(str(meta[key]))
        for seg in meta.get("segments") or []:
            names += [str(seg["file"]), str(seg["ids"])]
        return names

    def _load(self, meta: dict[str, Any]) -> None:
        self._generation = int(meta["generation"])
        deleted = {int(i) for i in meta.get("deleted", [])}
        if meta.get("index_file") and str(meta["index_file"]).endswith(".bin"):
            # an active hnswlib graph of format 1 or 2: its live vectors become the active rows
            graph = hnswlib.Index(space=SPACE, dim=self.dim)
            graph.load_index(str(self.path / meta["index_file"]), max_elements=0)
            every = {int(i) for i in graph.get_ids_list()}
            ids = np.array(sorted(every - deleted), np.int64)
            self._set_active(ids, _get(graph, self.dim, ids.tolist()), set())
            self._max_label = max(every, default=-1)
            # its deleted vectors are not read, but their bytes stay in the old file until the
            # next save replaces it: counted as deleted until then, so compact() saves
            self._old_deleted = len(every) - int(ids.size)
            self.dirty = True  # written in this format by the next save
        elif meta.get("index_file"):
            vecs = np.load(self.path / meta["index_file"], allow_pickle=False)
            ids = np.load(self.path / meta["index_ids"], allow_pickle=False).astype(np.int64)
            if vecs.shape != (ids.size, self.dim) or vecs.dtype != np.float32:
                raise ValueError(f"{meta['index_file']} has shape {vecs.shape}, {vecs.dtype}")
            self._set_active(ids, vecs, deleted)
            if ids.size:
                self._max_label = int(ids.max())
        for seg in meta.get("segments") or []:
            if not (self.path / seg["file"]).is_file():
                raise OSError(f"segment file {seg['file']} is missing")
            ids_arr = np.load(self.path / seg["ids"], allow_pickle=False).astype(np.int64)
            sealed = _Sealed(seg["file"], seg["ids"], ids_arr, {int(i) for i in seg["deleted"]})
            if sealed.flat:
                sealed.matrix(self.path, self.dim)  # its header: the shape it must have
            self._sealed.append(sealed)
            if ids_arr.size:
                self._max_label = max(self._max_label, int(ids_arr.max()))
        self._max_label = max(self._max_label, int(meta.get("max_label", -1)))
        self._fingerprint = str(meta.get("fingerprint", ""))

    def _set_active(self, ids: np.ndarray, vecs: np.ndarray, deleted: set[int]) -> None:
        """Make ``ids``/``vecs`` (row by row; ``deleted`` among them) the active segment."""
        n = int(ids.size)
        self._vecs = _Rows(self.dim)
        self._vecs.put(np.arange(n, dtype=np.int64), np.asarray(vecs, dtype=np.float32))
        self._ids = np.zeros(max(_INITIAL_CAPACITY, n), dtype=np.int64)
        self._ids[:n] = ids
        self._n = n
        self._row = {label: i for i, label in enumerate(ids.tolist())}
        self._deleted = deleted & self._row.keys()
        self._live = set(self._row) - self._deleted
        self._graph = None

    def save(self) -> None:
        """Persist to ``path``: new index generation, then meta.json atomically.

        A no-op when nothing changed since the last save or open of a saved index.
        """
        with self._lock:
            if not self.dirty and self._generation > 0 and (self.path / META_FILE).exists():
                return
            self.path.mkdir(parents=True, exist_ok=True)
            generation = self._generation + 1
            index_file, index_ids = None, None
            if self._n:
                index_file, index_ids = f"index-{generation}.npy", f"index-{generation}.ids.npy"
            try:
                if index_file and index_ids:
                    self._write_rows(index_file, index_ids, (self._vecs, self._n),
                                     self._ids[: self._n])
                meta = {
                    "format": FORMAT,
                    "generation": generation,
                    "dim": self.dim,
                    "embedder": self.embedder_name,
                    "count": len(self),
                    "max_label": self._max_label,
                    "fingerprint": self._fingerprint,
                    "index_file": index_file,
                    "index_ids": index_ids,
                    "deleted": sorted(self._deleted),
                    "segments": [
                        {
                            "file": s.file,
                            "ids": s.ids_file,
                            "count": s.count(),
                            "deleted": sorted(s.deleted),
                        }
                        for s in self._sealed
                    ],
                    "segment_max": self.segment_max,
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
            self._old_deleted = 0
            keep = {index_file, index_ids, *(f for s in self._sealed for f in (s.file, s.ids_file))}
            for old in [*self.path.glob("index-*"), *self.path.glob("seg-*")]:
                if old.name not in keep:
                    old.unlink(missing_ok=True)
            for old in self.path.glob(".*.tmp"):
                old.unlink(missing_ok=True)

    def _write_rows(
        self, file: str, ids_file: str, vecs: np.ndarray | tuple[_Rows, int], ids: np.ndarray
    ) -> None:
        """Write a segment's two files, each to a temp file first (fsynced, then renamed): not
        committed until meta.json names them."""
        self.path.mkdir(parents=True, exist_ok=True)
        names = (file, ids_file)
        tmps = [self.path / f".{f}.{os.getpid()}.tmp" for f in names]
        try:
            _save_npy(tmps[0], vecs if isinstance(vecs, tuple) else np.ascontiguousarray(vecs))
            _save_npy(tmps[1], np.asarray(ids, dtype=np.int64))
            for tmp, final in zip(tmps, names, strict=True):
                os.replace(tmp, self.path / final)
        except (OSError, RuntimeError) as exc:
            for tmp in tmps:
                tmp.unlink(missing_ok=True)
            raise BackendError(f"cannot save vector index {self.path}: {exc}") from exc

    def _write_segment(
        self, vecs: np.ndarray | tuple[_Rows, int], ids: np.ndarray
    ) -> tuple[str, str]:
        """Write a sealed segment's two files (not yet committed: ``save()`` does that)."""
        taken = {s.file for s in self._sealed}
        j = 0
        while (name := f"seg-{self._generation + 1}-{j}") + ".npy" in taken or (
            self.path / f"{name}.npy"
        ).exists():
            j += 1
        files = (f"{name}.npy", f"{name}.ids.npy")
        self._write_rows(*files, vecs, ids)
        return files

    def _seal(self) -> None:
        """Write the active segment as a sealed one, commit, and start an empty active one: its
        vectors leave memory."""
        ids = self._ids[: self._n].copy()
        file, ids_file = self._write_segment((self._vecs, self._n), ids)
        self._sealed.append(_Sealed(file, ids_file, ids, set(self._deleted)))
        self._set_active(np.zeros(0, np.int64), np.zeros((0, self.dim), np.float32), set())
        self.dirty = True
        self.save()
        log.debug("vector index %s: segment %s sealed (%d vectors)", self.path, file, ids.size)

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

    @property
    def segments(self) -> int:
        """How many segments hold vectors (sealed ones, plus the active one when not empty)."""
        return len(self._sealed) + (1 if self._n else 0)

    @property
    def active_count(self) -> int:
        """Rows in the active segment (deleted ones included): what counts towards sealing."""
        return self._n

    @property
    def deleted_count(self) -> int:
        """Labels removed whose vectors are still in some segment (``compact()`` purges them)."""
        return len(self._deleted) + sum(len(s.deleted) for s in self._sealed) + self._old_deleted

    def __len__(self) -> int:
        return len(self._live) + sum(s.count() for s in self._sealed)

    def __contains__(self, label: object) -> bool:
        if not isinstance(label, (int, np.integer)):
            return False
        value = int(label)
        return value in self._live or any(s.contains(value) for s in self._sealed)

    def labels(self) -> np.ndarray:
        """The live labels, ascending, as int64."""
        with self._lock:
            parts = [np.fromiter(self._live, dtype=np.int64, count=len(self._live))]
            parts += [s.live_ids() for s in self._sealed]
            return np.sort(np.concatenate(parts))

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
        ids, data = ids[keep], _normalise(data[keep])
        with self._lock:
            while ids.size:
                room = self.segment_max - self._n
                if room <= 0:
                    self._seal()
                    continue
                part, part_data = ids[:room], data[:room]
                ids, data = ids[room:], data[room:]
                self._add_active(part, part_data)

    def _add_active(self, ids: np.ndarray, data: np.ndarray) -> None:
        for seg in self._sealed:  # a label lives in one segment: the new vector replaces it
            for label in ids[seg.has(ids)].tolist():
                seg.delete(label)
        rows = np.empty(ids.size, dtype=np.int64)
        fresh = 0
        for i, label in enumerate(ids.tolist()):
            row = self._row.get(label)
            if row is None:  # a new row; a label stored here already (maybe deleted) keeps its own
                row = self._row[label] = self._n + fresh
                fresh += 1
            rows[i] = row
        needed = self._n + fresh
        if needed > self._ids.size:
            labels = np.zeros(max(needed, 2 * self._ids.size), dtype=np.int64)
            labels[: self._n] = self._ids[: self._n]
            self._ids = labels
        self._vecs.put(rows, data)
        self._ids[rows] = ids
        self._n = needed
        self._live.update(ids.tolist())
        self._deleted.difference_update(ids.tolist())
        if self._graph is not None:  # searched already: it takes the adds as they come
            if self._graph.get_max_elements() < self._graph.get_current_count() + ids.size:
                self._graph.resize_index(2 * (self._graph.get_current_count() + ids.size))
            self._graph.add_items(data, ids.astype(np.uint64), num_threads=1)
        self._max_label = max(self._max_label, int(ids.max()))
        self.dirty = True

    def remove(self, labels: Iterable[int] | np.ndarray) -> None:
        """Mark labels deleted; unknown or already removed labels are ignored."""
        ids = _as_labels(labels)
        with self._lock:
            for label in ids.tolist():
                if label in self._live:
                    if self._graph is not None:
                        self._graph.mark_deleted(label)
                    self._live.discard(label)
                    self._deleted.add(label)
                    self.dirty = True
            for seg in self._sealed:
                for label in ids[seg.has(ids)].tolist():
                    seg.delete(label)
                    self.dirty = True

    def compact(self) -> int:
        """Rewrite every segment with removed vectors from its live ones and save, so removed
        vectors leave the disk; returns how many were purged. One segment's vectors are in
        memory at a time."""
        with self._lock:
            purged = self.deleted_count
            if not purged:
                return 0
            kept: list[_Sealed] = []
            for seg in self._sealed:
                if not seg.deleted:
                    kept.append(seg)
                    continue
                live = seg.live_ids()
                if not live.size:
                    continue  # nothing left in it: its files go with the next save
                vecs = seg.get(self.path, self.dim, live)
                file, ids_file = self._write_segment(vecs, live)
                kept.append(_Sealed(file, ids_file, live, set()))
            self._sealed = kept
            if self._deleted:
                rows = np.array(sorted(self._row[label] for label in self._live), dtype=np.int64)
                self._set_active(self._ids[rows].copy(), self._vecs.take(rows), set())
            self.dirty = True
            self.save()  # new files; the old ones, with the removed bytes, are deleted
            return purged

    def reset(self) -> None:
        """Empty the index and delete its files (meta.json, every generation and segment): a
        rebuild starts from nothing. Other files in the folder (recall's saved catalog) are left
        alone."""
        with self._lock:
            for f in [
                self.path / META_FILE,
                *self.path.glob("index-*"),
                *self.path.glob("seg-*"),
                *self.path.glob(".*.tmp"),
            ]:
                f.unlink(missing_ok=True)
            self._set_active(np.zeros(0, np.int64), np.zeros((0, self.dim), np.float32), set())
            self._sealed = []
            self._fingerprint, self._generation, self._max_label = "", 0, -1
            self.dirty = True

    def vectors(self, labels: Iterable[int] | np.ndarray) -> np.ndarray:
        """The stored (unit-length) vectors of live labels, in order; UsageError if absent.

        A sealed segment's rows are memory-mapped for this call and not kept, so reading every
        vector of a big sidecar holds the result (and what the page cache keeps)."""
        ids = _as_labels(labels)
        with self._lock:
            out = np.zeros((ids.size, self.dim), dtype=np.float32)
            found = np.fromiter((i in self._live for i in ids.tolist()), dtype=bool, count=ids.size)
            if found.any():
                rows = [self._row[i] for i in ids[found].tolist()]
                out[found] = self._vecs.take(rows)
            for seg in self._sealed:
                mask = ~found & seg.has(ids)
                if mask.any():
                    out[mask] = seg.get(self.path, self.dim, ids[mask])
                    found |= mask
            if not found.all():
                absent = ids[~found].tolist()
                raise UsageError(f"no vector for label(s) {absent[:10]}")
            return out

    # ---------- search ----------
    def search(
        self, vector: np.ndarray, k: int, allowed: set[int] | None = None
    ) -> list[tuple[int, float]]:
        """The ``k`` nearest live labels as (label, cosine similarity), best first.

        ``allowed`` restricts the result to those labels; fewer than ``k`` matches, an empty
        index or an empty filter give a shorter (possibly empty) list, never an error. Every
        segment is searched (its graph built, or read, on first use) and the hits merged.
        """
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        if query.size != self.dim:
            raise UsageError(f"query vector has dimension {query.size}, index has {self.dim}")
        norm = float(np.linalg.norm(query))
        if k <= 0 or not np.isfinite(norm) or norm == 0:
            return []
        query = query / norm
        with self._lock:
            if not len(self):
                return []
            wanted: set[int] | None = None
            if allowed is not None:
                wanted = {int(a) for a in allowed if isinstance(a, (int, np.integer))}
                if not wanted:
                    return []
            hits = self._search_active(query, k, wanted)
            probe = None if wanted is None else np.fromiter(wanted, np.int64, len(wanted))
            for seg in self._sealed:
                if not seg.count():
                    continue
                if probe is not None:
                    if not seg.has(probe).any():
                        continue  # nothing allowed lives here: no need to load it
                if seg.flat and seg.count() <= EXACT_SEARCH_MAX:
                    hits += seg.exact(self.path, self.dim, query, k, wanted)
                    continue
                seg.load(self.path, self.dim)
                assert seg.graph is not None and seg.live is not None
                hits += _search_segment(seg.graph, self.dim, seg.live, query, k, wanted)
            if self._sealed:
                hits.sort(key=lambda h: (-h[1], h[0]))
            return hits[:k]

    def _search_active(
        self, query: np.ndarray, k: int, wanted: set[int] | None
    ) -> list[tuple[int, float]]:
        """The active segment's hits; its graph is built on the first search that needs it."""
        if not self._live or (wanted is not None and self._live.isdisjoint(wanted)):
            return []
        if self._graph is None and len(self._live) <= EXACT_SEARCH_MAX:
            labels = self._ids[: self._n]  # one row per label: a replaced vector is rewritten
            keep = np.ones(labels.size, dtype=bool)
            for drop, out in ((self._deleted, True), (wanted, False)):
                if drop:
                    keep &= np.isin(labels, np.fromiter(drop, np.int64, len(drop)), invert=out)
            return _top(labels[keep], self._vecs.dot(query, self._n)[keep], k)
        if self._graph is None:
            live = np.array(sorted(self._row[label] for label in self._live), np.int64)
            self._graph = _build_graph(self.dim, self._ids[live], self._vecs.take(live))
        return _search_segment(self._graph, self.dim, self._live, query, k, wanted)


def _search_segment(
    graph: hnswlib.Index,
    dim: int,
    live: set[int],
    query: np.ndarray,
    k: int,
    wanted: set[int] | None,
) -> list[tuple[int, float]]:
    """The ``k`` nearest of one segment's ``live`` labels (those in ``wanted`` when given)."""
    if not live:
        return []
    if wanted is None:
        return _approximate(graph, dim, query, k, live, None, len(live))
    candidates = live.intersection(wanted)
    if not candidates:
        return []
    selectivity = len(candidates) / len(live)
    if len(candidates) <= BRUTE_FORCE_MAX or selectivity < BRUTE_FORCE_SELECTIVITY:
        return _exact(graph, dim, query, k, sorted(candidates))
    return _approximate(graph, dim, query, k, candidates, candidates, len(live))


def _approximate(
    graph: hnswlib.Index,
    dim: int,
    query: np.ndarray,
    k: int,
    pool: set[int],
    accept: set[int] | None,
    total: int,
) -> list[tuple[int, float]]:
    """hnswlib search over ``pool``; falls back to exact cosine when hnswlib finds too few."""
    want = min(k, len(pool))
    found = _knn(graph, query, want, accept, len(pool) / total)
    if len(found) < want and len(pool) <= EXACT_FALLBACK_MAX:
        return _exact(graph, dim, query, k, sorted(pool))
    return found


def _knn(
    graph: hnswlib.Index, query: np.ndarray, k: int, candidates: set[int] | None, selectivity: float
) -> list[tuple[int, float]]:
    """hnswlib search; retries with smaller k when hnswlib finds too few; [] on failure."""
    accept = None if candidates is None else (lambda label: label in candidates)
    while k >= 1:
        graph.set_ef(max(EF_SEARCH, k, min(int(k / selectivity), 4 * BRUTE_FORCE_MAX)))
        try:
            ids, dists = graph.knn_query(query, k=k, num_threads=1, filter=accept)
        except RuntimeError:
            k //= 2
            continue
        return [(int(i), float(1.0 - d)) for i, d in zip(ids[0], dists[0], strict=True)]
    return []


def _top(labels: np.ndarray, sims: np.ndarray, k: int) -> list[tuple[int, float]]:
    """The ``k`` best (label, similarity), best first, ties by label."""
    if labels.size > k:
        top = np.argpartition(-sims, k - 1)[:k]
        labels, sims = labels[top], sims[top]
    order = np.lexsort((labels, -sims))[:k]
    return [(int(labels[i]), float(sims[i])) for i in order]


def _exact(
    graph: hnswlib.Index, dim: int, query: np.ndarray, k: int, ids: list[int]
) -> list[tuple[int, float]]:
    """Exact cosine over ``ids``, in chunks so memory stays bounded."""
    best_ids = np.zeros(0, dtype=np.int64)
    best_sims = np.zeros(0, dtype=np.float32)
    for start in range(0, len(ids), _CHUNK):
        chunk = ids[start : start + _CHUNK]
        sims = _get(graph, dim, chunk) @ query
        best_ids = np.concatenate([best_ids, np.asarray(chunk, dtype=np.int64)])
        best_sims = np.concatenate([best_sims, sims.astype(np.float32)])
        if best_ids.size > k:
            top = np.argpartition(-best_sims, k - 1)[:k]
            best_ids, best_sims = best_ids[top], best_sims[top]
    order = np.lexsort((best_ids, -best_sims))[:k]
    return [(int(best_ids[i]), float(best_sims[i])) for i in order]
