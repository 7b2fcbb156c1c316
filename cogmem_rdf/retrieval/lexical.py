"""Lexical keys for BM25: Snowball-stemmed English words (PyStemmer) without stopwords, Korean
words + bigrams. The stemmer is the one the stemmed BM25 baseline uses (bench/baselines.py); it
replaced a hand-written suffix stripper (dev LoCoMo full 0.630 → 0.633, multi-hop 0.244 → 0.262).

>>> tokens("Odile painted two sunsets")
['odil', 'paint', 'two', 'sunset']
"""

from __future__ import annotations

import re
import unicodedata

import Stemmer

_WORD = re.compile(r"\w+")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
# bm25s' English stopwords (bm25s.stopwords.STOPWORDS_EN, the list the baselines use; written out
# so recall does not import bm25s and its scipy: tests/retrieval/test_bm25.py checks they agree)
STOPWORDS_EN = frozenset(
    "a an and are as at be but by for if in into is it no not of on or such that the their then "
    "there these they this to was will with".split()
)
# plus question and chat filler words that carry no topic
_FILLER = (
    "what when who whom whose which where why how did does do done doing has have had was were am "
    "is are been being would could should can will shall may might must about any some ever also "
    "i me my mine we our us you your he him his she her they them their its it's just really so "
    "very too than then there here from up out get got go went going yes yeah oh wow hey hi ok "
    "okay s t d ll m re ve"
)
_STOP = STOPWORDS_EN | frozenset(_FILLER.split())


_SNOWBALL = Stemmer.Stemmer("english")


def _stem(word: str) -> str:
    """The Snowball English stem of an ASCII word ('paintings'/'painted'/'painting' → 'paint')."""
    return _SNOWBALL.stemWord(word) if word.isascii() else word


# where a capital says nothing: the start of a text or of a sentence, or after an opening quote
_SENTENCE_START = re.compile(r"(?:^|[.!?]|[\"'(\u201c\u2018])\s*$")


def tokens(text: str) -> list[str]:
    """Lexical keys of a text: stemmed English words without stopwords; Korean words + bigrams.
    The month May is kept: the modal is a stopword, but a capital inside a sentence makes it
    the month's name ('won't be done until May').

    >>> tokens("May I come? It opens in May.")
    ['come', 'open', 'may']
    """
    out: list[str] = []
    text = unicodedata.normalize("NFC", text)
    for m in _WORD.finditer(text):
        raw = m.group()
        word = raw.casefold()
        if _HANGUL.search(word):
            out.append(word)
            out.extend(word[i : i + 2] for i in range(len(word) - 1))
        elif word == "may" and raw == "May" and not _SENTENCE_START.search(text[: m.start()]):
            out.append(word)
        elif word not in _STOP and not word.isdigit() or (word.isdigit() and len(word) == 4):
            out.append(_stem(word.replace("'", "")))
    return out
