"""recall's own BM25 (retrieval/bm25.py) against bm25s, the library the baselines use."""

from __future__ import annotations

import bm25s
import numpy as np
from bm25s.stopwords import STOPWORDS_EN

from cogmem_rdf.retrieval.bm25 import BM25
from cogmem_rdf.retrieval.lexical import STOPWORDS_EN as OURS
from cogmem_rdf.retrieval.lexical import tokens

TEXTS = [
    "I painted a sunset over the lake last weekend.",
    "My sister adopted two cats and a very loud parrot.",
    "We went hiking near the lake and painted the view.",
    "The parrot learned three words; the cats ignore it.",
    "Running a marathon was harder than painting.",
    "나 지난주에 한강에서 자전거 탔어.",
    "한강 공원에서 친구랑 자전거 타고 라면 먹었어.",
    "Thanks!",
]
QUERIES = [
    "painted lake",
    "cats parrot words",
    "한강 자전거",
    "marathon",
    "nothing matches here",
    "lake lake",
]


def _corpus():
    return [tokens(t) or ["\u2205"] for t in TEXTS]


def test_scores_equal_bm25s_defaults():
    ours = BM25.build(_corpus())
    theirs = bm25s.BM25()
    theirs.index(_corpus(), show_progress=False)
    for q in QUERIES:
        qt = tokens(q)
        expected = (
            theirs.get_scores(qt)
            if any(t in theirs.vocab_dict for t in qt)
            else np.zeros(len(TEXTS))
        )
        np.testing.assert_allclose(ours.scores(qt), expected, rtol=1e-6, atol=1e-7)
    assert ours.scores(tokens("painted lake")).argmax() in (0, 2)


def test_save_and_load_give_the_same_scores(tmp_path):
    ours = BM25.build(_corpus())
    ours.save(tmp_path)
    back = BM25.load(tmp_path)
    for q in QUERIES:
        np.testing.assert_array_equal(back.scores(tokens(q)), ours.scores(tokens(q)))
    assert isinstance(back.data, np.memmap)


def test_stopword_list_is_bm25s_english_list():
    assert frozenset(STOPWORDS_EN) == OURS
