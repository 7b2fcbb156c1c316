"""The embedder interface, and the pieces every embedder shares.

``Embedder`` is the protocol the rest of cogmem-rdf depends on. ``CachingEmbedder`` is a base
class for concrete embedders: it validates input, keeps a bounded LRU cache of text → vector
(recall re-embeds the same questions again and again), embeds only the texts it has not seen,
and L2-normalises whatever the backend returns.
"""

from __future__ import annotations

import abc
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np

from cogmem_rdf.errors import BackendError, UsageError

DEFAULT_CACHE_SIZE = 20_000


@runtime_checkable
class Embedder(Protocol):
    """Maps texts to L2-normalised float32 vectors of a fixed dimension."""

    name: str

    @property
    def dim(self) -> int:
        """Vector dimension (a plain attribute or a read-only property)."""
        ...

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return an array of shape (len(texts), dim), rows L2-normalised."""
        ...


def l2_normalise(vectors: np.ndarray) -> np.ndarray:
    """Return float32 rows scaled to unit length (all-zero rows stay zero)."""
    arr = np.asarray(vectors, dtype=np.float32)
    if arr.ndim == 1:
        arr = arr[None, :]
    norms = np.linalg.norm(arr, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.ascontiguousarray(arr / norms, dtype=np.float32)


def check_texts(texts: Sequence[str]) -> list[str]:
    """Validate an ``embed()`` argument: a sequence of strings (a bare string is refused)."""
    if isinstance(texts, (str, bytes)):
        raise UsageError("embed() takes a list of texts, not a single string")
    out = list(texts)
    for i, text in enumerate(out):
        if not isinstance(text, str):
            raise UsageError(f"embed() text #{i} is {type(text).__name__}, not str")
    return out


class CachingEmbedder(abc.ABC):
    """Base for embedders: input checks, LRU cache, de-duplication, normalisation.

    Subclasses set ``name`` and ``dim`` and implement ``_embed_batch(texts)`` returning an
    array of shape (len(texts), dim); it is called only with distinct, uncached texts.
    ``cache_size=0`` disables the cache. Thread-safe.
    """

    name: str = ""
    dim: int = 0

    def __init__(self, cache_size: int = DEFAULT_CACHE_SIZE) -> None:
        if cache_size < 0:
            raise UsageError(f"cache_size must be >= 0, got {cache_size}")
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size
        self._cache_lock = threading.Lock()
        self.cache_hits = 0
        self.cache_misses = 0

    @abc.abstractmethod
    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        """Embed unique, uncached texts; rows need not be normalised yet."""

    def embed(self, texts: Sequence[str], *, fresh: bool = False) -> np.ndarray:
        """Return an array of shape (len(texts), dim), float32, rows L2-normalised. With
        ``fresh`` every distinct text is encoded, whatever is cached: the batch then does not
        depend on what was embedded before (the ingest's pieces, encoded in two places at
        once, get the vectors they would get one after the other)."""
        items = check_texts(texts)
        found: dict[str, np.ndarray] = {}
        with self._cache_lock:
            for text in () if fresh else items:
                if text in found:
                    continue
                vec = self._cache.get(text)
                if vec is not None:
                    self._cache.move_to_end(text)
                    found[text] = vec
        missing = list(dict.fromkeys(t for t in items if t not in found))
        self.cache_hits += sum(1 for t in items if t in found)
        self.cache_misses += len(missing)
        if missing:
            raw = np.asarray(self._embed_batch(missing))
            if raw.ndim != 2 or raw.shape[0] != len(missing):
                raise BackendError(
                    f"{self.name} returned shape {raw.shape} for {len(missing)} texts"
                )
            if not np.all(np.isfinite(raw)):
                raise BackendError(f"{self.name} returned non-finite values")
            vecs = l2_normalise(raw)
            vecs.setflags(write=False)
            new = dict(zip(missing, vecs, strict=True))
            found.update(new)
            self._remember(new)
        if not items:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.stack([found[t] for t in items]).astype(np.float32, copy=False)

    def _remember(self, fresh: dict[str, np.ndarray]) -> None:
        if self._cache_size == 0:
            return
        with self._cache_lock:
            for text, vec in fresh.items():
                self._cache[text] = vec
                self._cache.move_to_end(text)
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)

    def clear_cache(self) -> None:
        """Forget every cached vector (e.g. after an erasure request)."""
        with self._cache_lock:
            self._cache.clear()

    @property
    def cache_len(self) -> int:
        """How many texts the cache holds now."""
        return len(self._cache)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self.name!r})"
