"""Name comparison for scoring owners and relay chains (BENCHMARKS.md, attribution probe).

Two names are the same when their canonical forms are equal. The canonical form is: Unicode NFC,
case-folded, runs of whitespace collapsed to one space, ends stripped; then one possessive
marker between two words is dropped: English ``X's Y`` → ``X Y`` (straight or typographic
apostrophe) and Korean ``X의 Y`` / ``X네 Y`` → ``X Y`` (X ending in a Hangul syllable).
Nothing looser: no fuzzy matching, no dropping of honorifics, particles or other suffixes.

>>> same_name("Cyrus's team lead", "cyrus  team lead")
True
>>> same_name("민준의 팀장님", "민준네 팀장님")
True
>>> same_name("Cyrus's team lead", "Cyrus")
False
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

_SPACE = re.compile(r"\s+")
_EN_POSSESSIVE = re.compile(r"(?<=\w)['\u2019]s (?=\S)")
_KO_POSSESSIVE = re.compile(r"(?<=[\uac00-\ud7a3])[의네] (?=\S)")


def canonical_name(name: str | None) -> str:
    """The form names are compared in."""
    if name is None:
        return ""
    text = unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())
    text = _SPACE.sub(" ", text).strip()
    text = _EN_POSSESSIVE.sub(" ", text)
    text = _KO_POSSESSIVE.sub(" ", text)
    return text


def same_name(a: str | None, b: str | None) -> bool:
    """True when ``a`` and ``b`` name the same person under the benchmark's rule."""
    if a is None or b is None:
        return a is None and b is None
    return canonical_name(a) == canonical_name(b)


def same_chain(got: Sequence[str] | None, gold: Sequence[str]) -> bool:
    """Relay chains match when they have the same length and the same names in order."""
    got = list(got or [])
    return len(got) == len(gold) and all(same_name(x, y) for x, y in zip(got, gold, strict=True))
