"""Language detection, the one used everywhere (turns, questions, time expressions, baselines):
the Hangul share of the letters in the text.

>>> detect_lang("I had 비빔밥 with Mina last week")
'en'
>>> detect_lang("지난주에 Mina랑 비빔밥 먹었어")
'ko'
"""

from __future__ import annotations

import re

from .models import Lang

_HANGUL = re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
_LATIN = re.compile(r"[A-Za-z]")


def hangul_ratio(text: str) -> float:
    """Share of Hangul characters among Hangul + Latin letters (0.0 when there are none)."""
    ko = len(_HANGUL.findall(text))
    en = len(_LATIN.findall(text))
    return ko / (ko + en) if ko + en else 0.0


def detect_lang(text: str, threshold: float = 0.3) -> Lang:
    """``"ko"`` when at least ``threshold`` of the letters are Hangul, else ``"en"``."""
    return "ko" if hangul_ratio(text) >= threshold else "en"
