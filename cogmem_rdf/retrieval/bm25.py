"""BM25 over a memory's anchorable texts, as plain numpy arrays that can be saved and memory-mapped.

The scores are bm25s' defaults (Lucene variant: idf = ln(1 + (N − df + ½)/(df + ½)),
tf·/(tf + k1·(1 − b + b·|d|/avgdl)), k1 = 1.5, b = 0.75, float32), laid out as bm25s lays
them out (one column of precomputed per-document scores per token, CSC), so the ranking is
bm25s' (tests/retrieval/test_bm25.py compares them). It exists so that recall neither imports
bm25s (whose scipy import alone cost a cold ``cogmem recall`` ~0.4 s) nor rebuilds the index in
each process: ``save``/``load`` keep it beside the memory's vector sidecar.

>>> index = BM25.build([["red", "apple"], ["green", "apple"], ["sky"]])
>>> [round(float(x), 3) for x in index.scores(["red", "apple"])]
[0.532, 0.172, 0.0]
"""

from __future__ import annotations

import json
import math
from collections import Counter
from pathlib import Path

import numpy as np

K1, B = 1.5, 0.75


class BM25:
    """Per-token columns of precomputed document scores (``indptr``/``docs``/``data``)."""

    def __init__(
        self,
        vocab: dict[str, int],
        indptr: np.ndarray,
        docs: np.ndarray,
        data: np.ndarray,
        n_docs: int,
    ):
        self.vocab, self.indptr, self.docs, self.data, self.n_docs = (
            vocab,
            indptr,
            docs,
            data,
            n_docs,
        )

    @classmethod
    def build(cls, corpus: list[list[str]], k1: float = K1, b: float = B) -> BM25:
        vocab: dict[str, int] = {}
        for doc in corpus:
            for tok in doc:
                vocab.setdefault(tok, len(vocab))
        n = len(corpus)
        avg = np.array([len(d) for d in corpus]).mean() if n else 0.0
        df = np.zeros(len(vocab), dtype=np.int64)
        counted = [Counter(vocab[t] for t in doc) for doc in corpus]
        for c in counted:
            df[list(c)] += 1
        idf = np.array(
            [math.log(1 + (n - f + 0.5) / (f + 0.5)) if f else 0.0 for f in df], dtype=np.float32
        )
        size = int(sum(len(c) for c in counted))
        data = np.empty(size, dtype=np.float32)
        rows = np.empty(size, dtype=np.int32)
        cols = np.empty(size, dtype=np.int32)
        i = 0
        for d, c in enumerate(counted):
            voc = np.array(list(c), dtype=np.int32)
            tf = np.array(list(c.values()), dtype=np.float32)
            tfc = tf / (k1 * ((1 - b) + b * len(corpus[d]) / avg) + tf)
            data[i : i + voc.size] = idf[voc] * tfc
            rows[i : i + voc.size] = d
            cols[i : i + voc.size] = voc
            i += voc.size
        indptr = np.zeros(len(vocab) + 1, dtype=np.int64)
        np.cumsum(np.bincount(cols, minlength=len(vocab)), out=indptr[1:])
        order = np.argsort((cols.astype(np.int64) << 32) | rows.astype(np.int64), kind="stable")
        return cls(vocab, indptr, rows[order], data[order], n)

    def scores(self, query: list[str]) -> np.ndarray:
        """The BM25 score of every document for ``query``
        (tokens outside the vocabulary count 0)."""
        out = np.zeros(self.n_docs, dtype=np.float32)
        for tok in query:
            t = self.vocab.get(tok)
            if t is not None:
                start, end = int(self.indptr[t]), int(self.indptr[t + 1])
                np.add.at(out, self.docs[start:end], self.data[start:end])
        return out

    def save(self, folder: Path) -> None:
        np.save(folder / "bm25_indptr.npy", self.indptr)
        np.save(folder / "bm25_docs.npy", self.docs)
        np.save(folder / "bm25_data.npy", self.data)
        (folder / "bm25_vocab.json").write_text(
            json.dumps({"n_docs": self.n_docs, "vocab": list(self.vocab)}, ensure_ascii=False),
            encoding="utf-8",
        )

    @classmethod
    def load(cls, folder: Path) -> BM25:
        meta = json.loads((folder / "bm25_vocab.json").read_text(encoding="utf-8"))
        vocab = {tok: i for i, tok in enumerate(meta["vocab"])}
        indptr, docs, data = (
            np.load(folder / f"bm25_{name}.npy", mmap_mode="r")
            for name in ("indptr", "docs", "data")
        )
        return cls(vocab, indptr, docs, data, n_docs=int(meta["n_docs"]))
