"""make_embedder: the one-line embedder specs."""

from __future__ import annotations

import pytest

from cogmem_rdf.errors import UsageError
from cogmem_rdf.vectors import bge
from cogmem_rdf.vectors.factory import make_embedder
from cogmem_rdf.vectors.remote import OpenAIEmbedder


def test_openai_spec():
    emb = make_embedder("openai:nomic-embed@http://127.0.0.1:9/v1", api_key="k")
    assert isinstance(emb, OpenAIEmbedder)
    assert emb.model == "nomic-embed" and emb.base_url == "http://127.0.0.1:9/v1"
    assert emb.name == "openai:nomic-embed"


@pytest.mark.parametrize(
    "spec",
    ["nope", "openai:model", "openai:@http://x/v1", "openai:m@ftp://x", "bge-m3:", "usem3:x"],
)
def test_bad_specs_are_usage_errors(spec):
    with pytest.raises(UsageError):
        make_embedder(spec)


def test_bge_without_extra_names_the_extra(monkeypatch, tmp_path):
    monkeypatch.setattr(bge, "_flag_embedding_available", lambda: False)
    with pytest.raises(UsageError, match=r"pip install 'cogmem-rdf\[bge\]'"):
        make_embedder(f"bge-m3:{tmp_path}")


def test_bge_missing_model_dir_is_named(monkeypatch, tmp_path):
    monkeypatch.setattr(bge, "_flag_embedding_available", lambda: True)
    missing = tmp_path / "no-such-model"
    with pytest.raises(UsageError, match="no-such-model"):
        make_embedder(f"bge-m3:{missing}")
