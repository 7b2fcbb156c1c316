"""Find time expressions as written (never resolved here) and habit markers.

There is one time grammar: the rule tables of ``timex/en.py`` and ``timex/ko.py``. A time
expression here is a match of one of their ``RULES`` (what ``timex.resolve`` resolves) or of
their ``VAGUE`` patterns (recognised, never resolved: "the other day", "방금"); where matches
overlap the longest wins, as in ``timex.rules.find``. ``EN_TIME`` and ``KO_TIME`` offer the
``re.Pattern`` methods the extractors use (``search``, ``finditer``, ``fullmatch``, ``sub``)
over that grammar; each match they return is the rule's own ``re.Match``.

Habit markers ("every", "usually", 매일, 요즘) are not times and stay here.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Sequence

from ..timex import en as _en
from ..timex import ko as _ko


class TimeGrammar:
    """The time expressions of one language's timex tables, longest match first."""

    def __init__(self, patterns: Sequence[re.Pattern[str]]):
        self.patterns = tuple(patterns)
        self._spans = functools.lru_cache(maxsize=8192)(self._compute)

    def _compute(self, text: str) -> tuple[tuple[int, int, int], ...]:
        found = [
            (m.start(), m.end(), i)
            for i, p in enumerate(self.patterns)
            for m in p.finditer(text)
            if m.end() > m.start()
        ]
        chosen: list[tuple[int, int, int]] = []
        for start, end, i in sorted(found, key=lambda h: (h[0] - h[1], h[2], h[0])):
            if all(end <= c[0] or start >= c[1] for c in chosen):
                chosen.append((start, end, i))
        return tuple(sorted(chosen))

    def spans(self, text: str) -> list[tuple[int, int]]:
        return [(start, end) for start, end, _ in self._spans(text)]

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        for start, end, i in self._spans(text):
            m = self.patterns[i].match(text, start)
            if m is not None and m.end() == end:
                yield m

    def search(self, text: str) -> re.Match[str] | None:
        return next(self.finditer(text), None)

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return next((m for p in self.patterns if (m := p.fullmatch(text)) is not None), None)

    def sub(self, repl: str, text: str) -> str:
        out, last = [], 0
        for start, end, _ in self._spans(text):
            out += [text[last:start], repl]
            last = end
        return "".join(out) + text[last:]


EN_TIME = TimeGrammar([r.pattern for r in _en.RULES] + _en.VAGUE)
KO_TIME = TimeGrammar([r.pattern for r in _ko.RULES] + _ko.VAGUE)

EN_HABIT = re.compile(
    r"\b(?:every|each|usually|always|often|normally|typically|regularly|generally|sometimes|"
    r"daily|weekly|nightly|anymore|any more|these days|most (?:days|weekends|mornings|nights)|"
    r"for years|for (?:a|many|several|\d+) (?:years|months)|"
    r"on (?:weekends|weekdays|mondays|tuesdays|"
    r"wednesdays|thursdays|fridays|saturdays|sundays)|used to|tend to|nowadays|whenever|"
    r"a lot lately|all the time|every so often|once a|twice a|\w+ times a)\b",
    re.IGNORECASE,
)

KO_HABIT = re.compile(
    # (늘 'always' as a word of its own, not the end of 오늘/하늘/마늘; -째 after a count of
    # time, '몇 년째', '3주째', '이틀째', not 첫째/둘째)
    r"(?:매일|매주|매달|매년|매번|매일같이|마다|요즘|요새|보통|항상|(?<![\uac00-\ud7a3])늘|자주|가끔|"
    r"평소|맨날|꾸준히|주로|씩\b|(?:년|달|주|개월|일|틀|흘|시간|번)째\b)"
)


def en_time_expression(text: str) -> str | None:
    """The first time expression as written.

    >>> en_time_expression("We moved to Busan the summer before last, right after my exam.")
    'the summer before last'
    >>> en_time_expression("I saw her the other day") , en_time_expression("I like tea")
    ('the other day', None)
    """
    m = EN_TIME.search(text)
    return m.group(0).strip() if m else None


def ko_time_expression(text: str) -> str | None:
    """The first time expression as written.

    >>> ko_time_expression("재작년 여름에 부산으로 이사했어")
    '재작년 여름'
    """
    m = KO_TIME.search(text)
    return m.group(0).strip() if m else None


def en_has_habit(text: str) -> bool:
    return bool(EN_HABIT.search(text))


def ko_has_habit(text: str) -> bool:
    return bool(KO_HABIT.search(text))


def en_time_spans(text: str) -> list[tuple[int, int]]:
    return EN_TIME.spans(text)
