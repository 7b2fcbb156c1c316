"""BGE-M3 dense vectors through FlagEmbedding, from a local model directory only.

An optional extra (``pip install 'cogmem-rdf[bge]'``): FlagEmbedding needs torch,
``transformers<5`` and ``sentence-transformers<6``. Nothing is ever downloaded: the model is
read from ``model_path``, which must exist. FlagEmbedding is imported, and the model loaded,
on the first ``embed()``; the dimension is read from the model's ``config.json``
(``hidden_size``) so that knowing it does not load torch. Loaded models are shared per process.
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
from pathlib import Path
from typing import Any

import numpy as np

from cogmem_rdf.errors import BackendError, UsageError
from cogmem_rdf.vectors.base import DEFAULT_CACHE_SIZE, CachingEmbedder

MISSING_EXTRA = "BGE-M3 needs the [bge] extra: pip install 'cogmem-rdf[bge]'"

_MODELS: dict[tuple[str, str, bool], tuple[Any, threading.Lock]] = {}
_MODELS_LOCK = threading.Lock()


def _flag_embedding_available() -> bool:
    try:
        return importlib.util.find_spec("FlagEmbedding") is not None
    except (ImportError, ValueError):
        return False


def _load(path: str, device: str, use_fp16: bool) -> tuple[Any, threading.Lock]:
    key = (path, device, use_fp16)
    with _MODELS_LOCK:
        entry = _MODELS.get(key)
        if entry is None:
            try:
                from FlagEmbedding import BGEM3FlagModel
            except ImportError as exc:
                raise UsageError(MISSING_EXTRA) from exc
            try:
                model = BGEM3FlagModel(
                    path,
                    use_fp16=use_fp16,
                    devices=device,
                    normalize_embeddings=True,
                    return_dense=True,
                    return_sparse=False,
                    return_colbert_vecs=False,
                )
            except Exception as exc:
                raise BackendError(f"cannot load the BGE-M3 model at {path}: {exc}") from exc
            entry = (model, threading.Lock())
            _MODELS[key] = entry
        return entry


def _config_dim(path: Path) -> int | None:
    try:
        config = json.loads((path / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    size = config.get("hidden_size") if isinstance(config, dict) else None
    return size if isinstance(size, int) and size > 0 else None


class BgeM3Embedder(CachingEmbedder):
    """BGE-M3 dense embeddings (1024-d for BAAI/bge-m3) from a local model directory."""

    name = "bge-m3"

    def __init__(
        self,
        model_path: str,
        device: str = "cpu",
        use_fp16: bool = False,
        *,
        batch_size: int = 32,
        max_length: int = 512,
        cache_size: int = DEFAULT_CACHE_SIZE,
    ) -> None:
        super().__init__(cache_size=cache_size)
        if not _flag_embedding_available():
            raise UsageError(MISSING_EXTRA)
        path = Path(os.path.expanduser(str(model_path)))
        if not path.is_dir():
            raise UsageError(f"BGE-M3 model directory not found: {model_path}")
        self.model_path = str(path.resolve())
        self.device = device
        self.use_fp16 = bool(use_fp16)
        self.batch_size = max(1, batch_size)
        self.max_length = max_length
        self._dim = _config_dim(path)

    @property
    def dim(self) -> int:  # type: ignore[override]
        if self._dim is None:
            self._dim = int(self._encode(["dimension probe"]).shape[1])
        return self._dim

    def _encode(self, texts: list[str]) -> np.ndarray:
        model, lock = _load(self.model_path, self.device, self.use_fp16)
        try:
            with lock:
                result = model.encode(
                    texts,
                    batch_size=self.batch_size,
                    max_length=self.max_length,
                    return_dense=True,
                    return_sparse=False,
                    return_colbert_vecs=False,
                )
        except Exception as exc:
            raise BackendError(f"BGE-M3 failed to embed {len(texts)} texts: {exc}") from exc
        dense = result["dense_vecs"] if isinstance(result, dict) else result
        arr = np.asarray(dense, dtype=np.float32)
        return arr[None, :] if arr.ndim == 1 else arr

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        arr = self._encode(texts)
        if self._dim is not None and arr.shape[1] != self._dim:
            raise BackendError(
                f"BGE-M3 at {self.model_path} returned {arr.shape[1]}-d vectors, "
                f"config.json says {self._dim}"
            )
        self._dim = arr.shape[1]
        return arr
