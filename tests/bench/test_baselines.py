"""BM25 and dense baselines over raw turns, on a tiny invented corpus."""

from __future__ import annotations

from datetime import datetime

import numpy as np
import pytest

from cogmem_rdf.bench.baselines import (
    BM25Baseline,
    DenseBaseline,
    HybridBaseline,
    tokenize_en,
    tokenize_ko,
    turn_text,
)
from cogmem_rdf.models import TurnIn

D = datetime(2023, 5, 1)


def _turns(rows):
    return [TurnIn(session="s1", date=D, turn=f"s1:{i}", speaker=sp, text=tx, caption=cap)
            for i, (sp, tx, cap) in enumerate(rows, 1)]


CORPUS = _turns([
    ("Ines", "I finally repaired the old sailboat in my garage.", None),
    ("Boris", "My violin teacher moved to Lisbon last winter.", None),
    ("Ines", "Look what I baked this morning!", "a lemon tart on a wooden table"),
    ("Boris", "We should go hiking near the glacier soon.", None),
])


def test_turn_text_adds_speaker_and_caption() -> None:
    assert turn_text(CORPUS[0]) == "Ines: I finally repaired the old sailboat in my garage."
    assert (
        turn_text(CORPUS[2])
        == "Ines: Look what I baked this morning! [image: a lemon tart on a wooden table]"
    )


def test_tokenizers() -> None:
    assert tokenize_en("The sailboat is in THE garage!") == ["sailboat", "garage"]
    toks = tokenize_ko("팀장님이 그랬어")
    assert "팀장님이" in toks and "팀장" in toks and "장님" in toks


def test_bm25_ranks_matching_turn_first() -> None:
    bm = BM25Baseline(CORPUS)
    assert bm.lang == "en"
    assert bm.rank("Who repaired a sailboat?", 2)[0] == "s1:1"
    assert bm.rank("violin teacher Lisbon", 1) == ["s1:2"]
    # the caption is searchable
    assert bm.rank("lemon tart", 3)[0] == "s1:3"
    # no shared term: nothing ranked; k bounds the list
    assert bm.rank("quantum chromodynamics", 3) == []
    assert len(bm.rank("Ines Boris", 10)) <= 4


def test_bm25_korean() -> None:
    turns = _turns(
        [
            ("하늘", "어제 삼촌이랑 낚시 다녀왔어.", None),
            ("보람", "새 노트북 샀는데 너무 좋아.", None),
        ]
    )
    bm = BM25Baseline(turns)
    assert bm.lang == "ko"
    assert bm.rank("하늘이 누구랑 낚시 갔어?", 1) == ["s1:1"]
    assert bm.rank("노트북 샀어?", 1) == ["s1:2"]


def test_dense_ranks_by_cosine(embedder) -> None:
    dense = DenseBaseline(CORPUS, embedder)
    assert dense.matrix.shape == (4, embedder.dim)
    scores = dense.scores("fixing a boat")
    q = embedder.embed(["fixing a boat"])[0]
    np.testing.assert_allclose(scores, dense.matrix @ q, rtol=1e-5)
    ranked = dense.rank("fixing a boat", 4)
    assert ranked[0] == "s1:1"
    assert sorted(ranked) == sorted(t.turn for t in CORPUS)
    assert list(np.argsort(-scores, kind="stable")) == [int(r.split(":")[1]) - 1 for r in ranked]


def test_empty_corpus(embedder) -> None:
    assert BM25Baseline([], lang="en").rank("anything", 5) == []
    assert DenseBaseline([], embedder).rank("anything", 5) == []


def test_stemmed_bm25_matches_inflections() -> None:
    plain, stemmed = BM25Baseline(CORPUS, lang="en"), BM25Baseline(CORPUS, lang="en", stem=True)
    # "repairing" shares no token with "repaired" until both are stemmed to "repair"
    assert plain.rank("Who is repairing boats?", 1) == []
    assert stemmed.rank("Who is repairing sailboats?", 1) == ["s1:1"]
    # the same stopwords as the plain BM25, removed before stemming
    assert stemmed._tokens("The sailboats are in the garages") == ["sailboat", "garag"]


def test_hybrid_mixes_normalised_scores(embedder) -> None:
    stemmed, dense = BM25Baseline(CORPUS, lang="en", stem=True), DenseBaseline(CORPUS, embedder)
    q = "fixing a boat in the garage"
    lexical_only = HybridBaseline(CORPUS, stemmed, dense, alpha=1.0)
    mixed = HybridBaseline(CORPUS, stemmed, dense, alpha=0.7)
    lex, cos = stemmed.scores(q), dense.scores(q)
    def norm(x):
        return (x - x.min()) / (x.max() - x.min())
    np.testing.assert_allclose(lexical_only.scores(q), norm(lex), rtol=1e-5)
    np.testing.assert_allclose(mixed.scores(q), 0.7 * norm(lex) + 0.3 * norm(cos), rtol=1e-5)
    assert mixed.rank(q, 1) == ["s1:1"]


def test_hybrid_spreading_lends_to_neighbours_in_the_same_session(embedder) -> None:
    turns = CORPUS + _turns([("Ines", "Anyway, see you soon.", None)])
    turns[-1] = turns[-1].model_copy(update={"session": "s2", "turn": "s2:1"})
    stemmed, dense = BM25Baseline(turns, lang="en", stem=True), DenseBaseline(turns, embedder)
    spread = HybridBaseline(turns, stemmed, dense, alpha=1.0, spread=0.6, hits=1)
    scores = spread.scores("violin teacher")
    top = int(np.argmax(scores))
    assert turns[top].turn == "s1:2"
    # the hit lends 0.6 of its score to s1:1 and s1:3, not across the session boundary
    assert scores[0] == pytest.approx(0.6 * scores[top]) and scores[2] == pytest.approx(
        0.6 * scores[top]
    )
    assert spread.rank("violin teacher", 3)[0] == "s1:2" and "s2:1" not in spread.rank(
        "violin teacher", 3
    )
