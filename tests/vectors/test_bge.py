"""BgeM3Embedder on a tiny, randomly initialised XLM-RoBERTa built locally (no download).

Runs only where the [bge] extra (FlagEmbedding, torch, transformers) is installed.
"""

from __future__ import annotations

import numpy as np
import pytest

from cogmem_rdf.vectors import Embedder, make_embedder

HIDDEN = 32
CORPUS = [
    "I moved to Seoul last year.",
    "My sister adopted a dog.",
    "The stock market fell sharply today.",
    "나는 작년에 서울로 이사했다.",
    "우리 언니가 강아지를 입양했어.",
    "What did Alice say about Bob?",
] * 20


def build_tiny_model(path) -> None:
    """Write a tiny XLM-RoBERTa model and a locally trained tokenizer into ``path``."""
    import torch
    from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors
    from tokenizers.trainers import UnigramTrainer
    from transformers import XLMRobertaConfig, XLMRobertaModel, XLMRobertaTokenizerFast

    specials = ["<s>", "<pad>", "</s>", "<unk>", "<mask>"]
    tok = Tokenizer(models.Unigram())
    tok.normalizer = normalizers.NFKC()
    tok.pre_tokenizer = pre_tokenizers.Metaspace()
    tok.decoder = decoders.Metaspace()
    tok.train_from_iterator(
        CORPUS, UnigramTrainer(vocab_size=200, special_tokens=specials, unk_token="<unk>")
    )
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A </s>",
        pair="<s> $A </s> </s> $B </s>",
        special_tokens=[("<s>", tok.token_to_id("<s>")), ("</s>", tok.token_to_id("</s>"))],
    )
    fast = XLMRobertaTokenizerFast(
        tokenizer_object=tok,
        bos_token="<s>",
        eos_token="</s>",
        sep_token="</s>",
        cls_token="<s>",
        unk_token="<unk>",
        pad_token="<pad>",
        mask_token="<mask>",
        model_max_length=64,
    )
    fast.save_pretrained(path)
    torch.manual_seed(0)
    config = XLMRobertaConfig(
        vocab_size=tok.get_vocab_size(),
        hidden_size=HIDDEN,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=80,
        pad_token_id=tok.token_to_id("<pad>"),
        bos_token_id=tok.token_to_id("<s>"),
        eos_token_id=tok.token_to_id("</s>"),
    )
    XLMRobertaModel(config).save_pretrained(path)


def test_bge_m3_dense_vectors_from_a_local_model(tmp_path):
    pytest.importorskip("FlagEmbedding")
    from cogmem_rdf.vectors.bge import BgeM3Embedder

    model_dir = tmp_path / "tiny-bge-m3"
    build_tiny_model(model_dir)
    emb = BgeM3Embedder(str(model_dir))
    assert isinstance(emb, Embedder)
    assert emb.name == "bge-m3" and emb.dim == HIDDEN
    texts = ["I moved to Seoul last year.", "우리 언니가 강아지를 입양했어.", "", "a dog"]
    vecs = emb.embed(texts)
    assert vecs.shape == (4, HIDDEN) and vecs.dtype == np.float32
    assert np.all(np.isfinite(vecs))
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    # deterministic, batch-independent, and reached through the factory too
    np.testing.assert_allclose(emb.embed([texts[1]])[0], vecs[1], atol=1e-5)
    again = make_embedder(f"bge-m3:{model_dir}").embed(texts[:2])
    np.testing.assert_allclose(again, vecs[:2], atol=1e-4)
