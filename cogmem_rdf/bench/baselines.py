"""Same-run baselines over raw turns: BM25, stemmed BM25, dense, their hybrid, and the hybrid
with neighbour spreading — the retrievers a competent engineer would build without a graph.

All index each turn as ``"speaker: text"``, plus ``" [image: caption]"`` when the turn shares an
image, and rank turn ids for a question. They see nothing the memory does not: no extraction,
no dates, no types — that is the point of a baseline.

- ``BM25Baseline``: bm25s' default tokenisation, English stopwords (``stem=True``: plus the
  Snowball English stemmer of PyStemmer, the same stopwords removed before stemming).
- ``DenseBaseline``: cosine similarity with the memory's own embedder.
- ``HybridBaseline``: ``alpha`` × min-max-normalised stemmed BM25 + (1 − ``alpha``) × min-max-
  normalised cosine; ``spread`` > 0 adds neighbour spreading: each of the top hits lends
  ``spread`` × its score to the turns up to ``span`` before and after it in the same session (a turn
  keeps the larger of its own score and what it is lent), as the memory's own turn fill does.

>>> from cogmem_rdf.models import TurnIn
>>> t = TurnIn(session="s1", date="2024-01-01", turn="s1:1", speaker="Ana", text="I adopted a cat.")
>>> turn_text(t)
'Ana: I adopted a cat.'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from ..models import TurnIn

_TOKEN = re.compile(r"(?u)\b\w\w+\b")  # bm25s' default pattern (scikit-learn's)
_HANGUL_RUN = re.compile(r"[\uac00-\ud7a3]+")


def turn_text(turn: TurnIn) -> str:
    """The text a baseline sees for one turn."""
    text = f"{turn.speaker}: {turn.text}"
    if turn.caption:
        text += f" [image: {turn.caption}]"
    return text


def _stopwords_en() -> frozenset[str]:
    from bm25s.stopwords import STOPWORDS_EN

    return frozenset(STOPWORDS_EN)


def tokenize_en(text: str, stopwords: frozenset[str] | None = None) -> list[str]:
    """bm25s' default tokenisation: lower-cased ``\\w\\w+`` tokens minus English stopwords."""
    stop = _stopwords_en() if stopwords is None else stopwords
    return [t for t in _TOKEN.findall(text.lower()) if t not in stop]


def tokenize_ko(text: str) -> list[str]:
    """Korean has no spaces between stem and particle, so add character bigrams of Hangul runs
    to the whitespace-delimited words: "팀장님이" shares "팀장" with "팀장님"."""
    lowered = text.lower()
    tokens = _TOKEN.findall(lowered)
    for run in _HANGUL_RUN.findall(lowered):
        if len(run) == 1:
            tokens.append(run)
        tokens.extend(run[i : i + 2] for i in range(len(run) - 1))
    return tokens


def _detect_lang(texts: Sequence[str]) -> str:
    from ..lang import detect_lang

    sample = " ".join(texts[:200])
    return detect_lang(sample)


class BM25Baseline:
    """BM25 over raw turns. ``lang`` picks the tokenizer ('en', 'ko'; None: detect); ``stem``
    adds the Snowball stemmer to the English tokenizer."""

    def __init__(self, turns: Sequence[TurnIn], lang: str | None = None, stem: bool = False):
        import bm25s

        self.ids = [t.turn for t in turns]
        texts = [turn_text(t) for t in turns]
        self.lang = lang or _detect_lang(texts)
        self._stop = _stopwords_en()
        self._stemmer = _english_stemmer() if stem else None
        self._bm25 = bm25s.BM25()
        corpus = [self._tokens(t) for t in texts]
        if self.ids:
            self._bm25.index(corpus, show_progress=False)

    def _tokens(self, text: str) -> list[str]:
        if self.lang == "ko":
            return tokenize_ko(text)
        words = tokenize_en(text, self._stop)
        return self._stemmer.stemWords(words) if self._stemmer is not None else words

    def scores(self, question: str) -> np.ndarray:
        if not self.ids:
            return np.zeros(0, dtype=np.float32)
        return np.asarray(self._bm25.get_scores(self._tokens(question)), dtype=np.float32)

    def rank(self, question: str, k: int = 10) -> list[str]:
        """Up to ``k`` turn ids, best first; turns sharing
        no term with the question are left out."""
        scores = self.scores(question)
        order = np.argsort(-scores, kind="stable")[:k]
        return [self.ids[i] for i in order if scores[i] > 0]


def _english_stemmer():
    import Stemmer

    return Stemmer.Stemmer("english")


class DenseBaseline:
    """Cosine similarity over raw turns with the given embedder (the memory's own)."""

    def __init__(self, turns: Sequence[TurnIn], embedder, batch: int = 256):
        self.ids = [t.turn for t in turns]
        self.embedder = embedder
        texts = [turn_text(t) for t in turns]
        chunks = [
            np.asarray(embedder.embed(texts[i : i + batch]), dtype=np.float32)
            for i in range(0, len(texts), batch)
        ]
        self.matrix = (
            np.vstack(chunks)
            if chunks
            else np.zeros((0, getattr(embedder, "dim", 1)), dtype=np.float32)
        )

    def scores(self, question: str) -> np.ndarray:
        if not self.ids:
            return np.zeros(0, dtype=np.float32)
        q = np.asarray(self.embedder.embed([question]), dtype=np.float32)[0]
        return self.matrix @ q

    def rank(self, question: str, k: int = 10) -> list[str]:
        scores = self.scores(question)
        order = np.argsort(-scores, kind="stable")[:k]
        return [self.ids[i] for i in order]


def _minmax(x: np.ndarray) -> np.ndarray:
    if x.size == 0:
        return x
    lo, hi = float(x.min()), float(x.max())
    return (x - lo) / (hi - lo) if hi > lo else np.zeros_like(x)


class HybridBaseline:
    """Stemmed BM25 + dense, min-max normalised and
    mixed by ``alpha``; optional neighbour spreading.

    The two component scorers are passed in so that several weights share one index each.
    """

    def __init__(self, turns: Sequence[TurnIn], bm25: BM25Baseline, dense: DenseBaseline,
                 alpha: float, spread: float = 0.0, hits: int = 10, span: int = 1):
        self.ids = [t.turn for t in turns]
        self.bm25, self.dense, self.alpha, self.spread, self.hits = bm25, dense, alpha, spread, hits
        # the turns up to ``span`` away from each turn in the same session, by position
        self._beside: list[list[int]] = []
        for i, t in enumerate(turns):
            self._beside.append(
                [
                    j
                    for j in range(i - span, i + span + 1)
                    if j != i and 0 <= j < len(turns) and turns[j].session == t.session
                ]
            )

    def scores(self, question: str) -> np.ndarray:
        if not self.ids:
            return np.zeros(0, dtype=np.float32)
        lex = _minmax(self.bm25.scores(question))
        out = self.alpha * lex
        if self.alpha < 1.0:
            out = out + (1.0 - self.alpha) * _minmax(self.dense.scores(question))
        if self.spread > 0:
            spread = out.copy()
            for i in np.argsort(-out, kind="stable")[: self.hits]:
                for j in self._beside[i]:
                    spread[j] = max(spread[j], self.spread * out[i])
            out = spread
        return out

    def rank(self, question: str, k: int = 10) -> list[str]:
        scores = self.scores(question)
        order = np.argsort(-scores, kind="stable")[:k]
        return [self.ids[i] for i in order if scores[i] > 0]
