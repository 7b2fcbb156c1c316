"""Relative and absolute time expressions, resolved against a session date by rule tables.

The paper this project follows lost 44% of its temporal failures to storing the session date
instead of resolving "last year"; here every expression goes through an explicit rule (see
``en.py`` and ``ko.py`` for the conventions) and comes back with a value, a granularity and the
inclusive date interval it covers.

>>> [(t.text, t.value, t.granularity) for t in resolve("I moved last year.", date(2023, 5, 8))]
[('last year', '2022', 'year')]
>>> [(t.text, t.value) for t in resolve("나 지난주 화요일에 치과 갔어", date(2025, 2, 6))]
[('지난주 화요일', '2025-01-28')]
"""

from __future__ import annotations

import importlib
from datetime import date, datetime

from cogmem_rdf.errors import UsageError
from cogmem_rdf.lang import detect_lang
from cogmem_rdf.models import TimeExpression
from cogmem_rdf.timex.calendar import interval, parse_date
from cogmem_rdf.timex.rules import Rule, find

__all__ = ["detect_lang", "interval", "parse_date", "resolve"]

# a language's table is imported on first use: compiling the Korean rules took ~0.1 s of every
# cold process that only ever reads English
_TABLES = ("en", "ko")


def _rules(code: str) -> list[Rule] | None:
    if code not in _TABLES:
        return None
    rules: list[Rule] = importlib.import_module(f"cogmem_rdf.timex.{code}").RULES
    return rules


def resolve(text: str, anchor: date | str, lang: str | None = None) -> list[TimeExpression]:
    """Every time expression in ``text``, resolved against ``anchor`` (the session date)."""
    day = _anchor_date(anchor)
    code = (lang or detect_lang(text)).lower()
    rules = _rules(code)
    if rules is None:
        raise UsageError(f"unsupported language {lang!r}; expected one of {sorted(_TABLES)}")
    out = []
    for hit in find(rules, text, day):
        value, granularity = hit.value
        start, end = interval(value, granularity)
        out.append(TimeExpression(text=hit.text, value=value, granularity=granularity,
                                  start=start, end=end))
    return out


def _anchor_date(anchor: date | str) -> date:
    # A datetime is a date subclass but does not compare with dates, so strip the time.
    if isinstance(anchor, str):
        return parse_date(anchor).date()
    if isinstance(anchor, datetime):
        return anchor.date()
    return anchor
