"""The rule engine: a rule is a regex plus a resolver; overlapping matches keep the longest.

A language table is a list of ``Rule``s. Every rule runs over the whole text; where matches
overlap, the longest wins ("the day before yesterday" over "yesterday", "재작년" over "작년",
"May 7, 2023" over "May 7"), ties going to the rule listed first. That keeps each rule small
and independent instead of ordering a cascade by hand.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date

from cogmem_rdf.timex import calendar as cal
from cogmem_rdf.timex.calendar import Resolved

Resolver = Callable[[re.Match[str], date], Resolved | None]


@dataclass(frozen=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    resolve: Resolver


@dataclass(frozen=True)
class Hit:
    start: int
    end: int
    text: str
    value: Resolved
    order: int


def rule(name: str, pattern: str, resolve: Resolver, flags: int = re.IGNORECASE) -> Rule:
    return Rule(name, re.compile(pattern, flags), resolve)


def phrases(table: dict[str, int]) -> str:
    """An alternation of literal phrases, longest first, spaces matching any whitespace."""
    parts = sorted(table, key=len, reverse=True)
    return "|".join(re.escape(p).replace(r"\ ", r"\s*") for p in parts)


def find(rules: Iterable[Rule], text: str, anchor: date) -> list[Hit]:
    """All non-overlapping resolved matches of ``rules`` in ``text``, in reading order."""
    hits: list[Hit] = []
    for order, r in enumerate(rules):
        for m in r.pattern.finditer(text):
            value = r.resolve(m, anchor)
            if value is not None and m.end() > m.start():
                hits.append(Hit(m.start(), m.end(), m.group(0).strip(), value, order))
    chosen: list[Hit] = []
    for hit in sorted(hits, key=lambda h: (h.start - h.end, h.order, h.start)):
        if all(hit.end <= c.start or hit.start >= c.end for c in chosen):
            chosen.append(hit)
    return sorted(chosen, key=lambda h: h.start)


# --- rules shared by every language: numeric dates ------------------------------------------

def _numeric_date(m: re.Match[str], anchor: date) -> Resolved | None:
    d = cal.safe_date(int(m["y"]), int(m["m"]), int(m["d"]))
    return cal.day(d) if d else None


# 2023-05-07, 2023/05/07, 2023.5.7 — one separator used throughout; not inside longer numbers.
NUMERIC_RULES = [
    rule(
        "numeric-date",
        r"(?<![\d.\-/])(?P<y>(?:19|20)\d{2})(?P<sep>[-./])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})"
        r"(?![\d])",
        _numeric_date,
    ),
]
