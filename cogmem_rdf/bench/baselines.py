"""Same-run baselines over raw turns: BM25 (bm25s) and dense (the memory's own embedder).

Both index each turn as ``"speaker: text"``, plus ``" [image: caption]"`` when the turn shares an
image, and rank turn ids for a question. They see nothing the memory does not: no extraction,
no dates, no types — that is the point of a baseline.

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
    from ..loaders import detect_lang

    sample = " ".join(texts[:200])
    return detect_lang(sample)


class BM25Baseline:
    """BM25 over raw turns. ``lang`` picks the tokenizer ('en', 'ko'; None: detect)."""

    def __init__(self, turns: Sequence[TurnIn], lang: str | None = None):
        import bm25s

        self.ids = [t.turn for t in turns]
        texts = [turn_text(t) for t in turns]
        self.lang = lang or _detect_lang(texts)
        self._stop = _stopwords_en()
        self._bm25 = bm25s.BM25()
        corpus = [self._tokens(t) for t in texts]
        if self.ids:
            self._bm25.index(corpus, show_progress=False)

    def _tokens(self, text: str) -> list[str]:
        return tokenize_ko(text) if self.lang == "ko" else tokenize_en(text, self._stop)

    def scores(self, question: str) -> np.ndarray:
        if not self.ids:
            return np.zeros(0, dtype=np.float32)
        return np.asarray(self._bm25.get_scores(self._tokens(question)), dtype=np.float32)

    def rank(self, question: str, k: int = 10) -> list[str]:
        """Up to ``k`` turn ids, best first; turns sharing no term with the question are left out."""
        scores = self.scores(question)
        order = np.argsort(-scores, kind="stable")[:k]
        return [self.ids[i] for i in order if scores[i] > 0]


class DenseBaseline:
    """Cosine similarity over raw turns with the given embedder (the memory's own)."""

    def __init__(self, turns: Sequence[TurnIn], embedder, batch: int = 256):
        self.ids = [t.turn for t in turns]
        self.embedder = embedder
        texts = [turn_text(t) for t in turns]
        chunks = [np.asarray(embedder.embed(texts[i : i + batch]), dtype=np.float32) for i in range(0, len(texts), batch)]
        self.matrix = np.vstack(chunks) if chunks else np.zeros((0, getattr(embedder, "dim", 1)), dtype=np.float32)

    def scores(self, question: str) -> np.ndarray:
        if not self.ids:
            return np.zeros(0, dtype=np.float32)
        q = np.asarray(self.embedder.embed([question]), dtype=np.float32)[0]
        return self.matrix @ q

    def rank(self, question: str, k: int = 10) -> list[str]:
        scores = self.scores(question)
        order = np.argsort(-scores, kind="stable")[:k]
        return [self.ids[i] for i in order]
