"""Embeddings from any server that speaks the OpenAI ``/v1/embeddings`` protocol.

vLLM, llama.cpp, Ollama, text-embeddings-inference and OpenAI itself all do. Texts go in
batches of 256; every ``openai`` error becomes ``BackendError`` (with the cause chained).
``dim`` is checked against the server's answers when given, else learnt from the first answer
(asking ``dim`` before any ``embed()`` sends one probe request).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from cogmem_rdf.errors import BackendError, UsageError
from cogmem_rdf.vectors.base import DEFAULT_CACHE_SIZE, CachingEmbedder

BATCH_SIZE = 256


class OpenAIEmbedder(CachingEmbedder):
    """A client of an OpenAI-compatible embeddings endpoint (``base_url`` ends in ``/v1``)."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str = "none",
        dim: int | None = None,
        *,
        timeout: float = 60.0,
        max_retries: int = 2,
        batch_size: int = BATCH_SIZE,
        cache_size: int = DEFAULT_CACHE_SIZE,
    ) -> None:
        super().__init__(cache_size=cache_size)
        if not base_url or not model:
            raise UsageError("OpenAIEmbedder needs a base_url and a model name")
        if dim is not None and dim <= 0:
            raise UsageError(f"dim must be positive, got {dim}")
        try:
            from openai import OpenAI
        except ImportError as exc:  # pragma: no cover - openai is a core dependency
            raise UsageError("OpenAIEmbedder needs the openai package") from exc
        self.base_url = base_url
        self.model = model
        self.name = f"openai:{model}"
        self.batch_size = max(1, min(batch_size, BATCH_SIZE))
        self._dim = dim
        self._client: Any = OpenAI(
            base_url=base_url, api_key=api_key or "none", timeout=timeout, max_retries=max_retries
        )

    @property
    def dim(self) -> int:  # type: ignore[override]
        if self._dim is None:
            self._dim = int(self._request(["dimension probe"]).shape[1])
        return self._dim

    def _request(self, batch: list[str]) -> np.ndarray:
        import openai

        try:
            response = self._client.embeddings.create(
                model=self.model, input=batch, encoding_format="float"
            )
        except openai.OpenAIError as exc:
            raise BackendError(
                f"embedding server {self.base_url} (model {self.model}) failed: {exc}"
            ) from exc
        data = sorted(getattr(response, "data", None) or [], key=lambda d: d.index)
        if len(data) != len(batch):
            raise BackendError(
                f"embedding server {self.base_url} returned {len(data)} vectors "
                f"for {len(batch)} texts"
            )
        try:
            arr = np.asarray([d.embedding for d in data], dtype=np.float32)
        except (TypeError, ValueError) as exc:
            raise BackendError(f"embedding server {self.base_url} sent malformed vectors") from exc
        if arr.ndim != 2 or arr.shape[1] == 0:
            raise BackendError(f"embedding server {self.base_url} sent ragged or empty vectors")
        if self._dim is not None and arr.shape[1] != self._dim:
            raise BackendError(
                f"embedding server {self.base_url} returned {arr.shape[1]}-d vectors, "
                f"expected {self._dim}"
            )
        return arr

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        parts = [
            self._request(texts[start : start + self.batch_size])
            for start in range(0, len(texts), self.batch_size)
        ]
        out = np.concatenate(parts, axis=0)
        self._dim = out.shape[1]
        return out
