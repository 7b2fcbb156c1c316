"""Calendar arithmetic on time values: formatting, shifting, intervals, session-date parsing.

Every resolver in the rule tables returns a ``Resolved`` pair ``(value, granularity)`` built by
the helpers here, so the value formats live in exactly one place:

    day      YYYY-MM-DD
    week     YYYY-Www      (ISO week; the ISO year, which differs from the calendar year
                            around New Year: 2024-12-31 is 2025-W01)
    month    YYYY-MM
    season   YYYY-spring|summer|fall|winter   (a winter belongs to the year it starts in)
    year     YYYY
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import date, datetime, timedelta

from cogmem_rdf.errors import InputError
from cogmem_rdf.models import Granularity

Resolved = tuple[str, Granularity]

SEASONS = ("spring", "summer", "fall", "winter")
# First month of each season; winter starts in December and runs into the next year.
_SEASON_START = {"spring": 3, "summer": 6, "fall": 9, "winter": 12}
MONTH_NAMES = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)


# --- value builders -------------------------------------------------------------------------

def day(d: date) -> Resolved:
    return d.isoformat(), "day"


def week(d: date) -> Resolved:
    iso = d.isocalendar()
    return f"{iso.year:04d}-W{iso.week:02d}", "week"


def month(y: int, m: int) -> Resolved:
    return f"{y:04d}-{m:02d}", "month"


def season(y: int, name: str) -> Resolved:
    return f"{y:04d}-{name}", "season"


def year(y: int) -> Resolved:
    return f"{y:04d}", "year"


# --- arithmetic -----------------------------------------------------------------------------

def add_months(y: int, m: int, n: int) -> tuple[int, int]:
    """Shift (year, month) by ``n`` months."""
    idx = y * 12 + (m - 1) + n
    return idx // 12, idx % 12 + 1


def weekday_in_week(anchor: date, weekday: int, weeks: int = 0) -> date:
    """Day ``weekday`` (0 = Monday) of the ISO week ``weeks`` away from the anchor's week."""
    monday = anchor - timedelta(days=anchor.weekday()) + timedelta(weeks=weeks)
    return monday + timedelta(days=weekday)


def last_weekday(anchor: date, weekday: int) -> date:
    """The most recent ``weekday`` strictly before the anchor."""
    back = (anchor.weekday() - weekday - 1) % 7 + 1
    return anchor - timedelta(days=back)


def season_of(d: date) -> tuple[int, str]:
    """The season containing ``d``; January and February belong to the previous year's winter."""
    if d.month == 12:
        return d.year, "winter"
    if d.month <= 2:
        return d.year - 1, "winter"
    return d.year, SEASONS[(d.month - 3) // 3]


def season_bounds(y: int, name: str) -> tuple[date, date]:
    start = date(y, _SEASON_START[name], 1)
    ey, em = add_months(y, start.month, 2)
    return start, date(ey, em, monthrange(ey, em)[1])


def last_ended_season(anchor: date, name: str) -> int:
    """Year of the most recent ``name`` season that ended before the anchor ("last summer")."""
    y = anchor.year
    while season_bounds(y, name)[1] >= anchor:
        y -= 1
    return y


def this_season(anchor: date, name: str) -> int:
    """Year of "this <season>": the one containing the anchor, else the one of the anchor's year.

    The winter case matters: in January "this winter" is the winter that began last December.
    """
    sy, sname = season_of(anchor)
    return sy if sname == name else anchor.year


def next_season(anchor: date, name: str) -> int:
    """Year of the first ``name`` season that starts after the anchor."""
    y = anchor.year - 1
    while season_bounds(y, name)[0] <= anchor:
        y += 1
    return y


def past_month(anchor: date, m: int) -> int:
    """Year of the most recent month ``m`` that is over ("in June"): never the current month."""
    return anchor.year if m < anchor.month else anchor.year - 1


def next_month(anchor: date, m: int) -> int:
    """Year of the next month ``m`` after the current month ("next June")."""
    return anchor.year if m > anchor.month else anchor.year + 1


def past_month_day(anchor: date, m: int, d: int) -> date | None:
    """The most recent ``m``/``d`` strictly before the anchor (Feb 29 looks back to a leap year)."""
    for y in range(anchor.year, anchor.year - 9, -1):
        try:
            found = date(y, m, d)
        except ValueError:
            continue
        if found < anchor:
            return found
    return None


def safe_date(y: int, m: int, d: int) -> date | None:
    """A date, or None when the parts do not form one (31 April); rules then skip the match."""
    try:
        return date(y, m, d)
    except ValueError:
        return None


# --- intervals ------------------------------------------------------------------------------

_FORMATS: dict[Granularity, re.Pattern[str]] = {
    "day": re.compile(r"(\d{4})-(\d{2})-(\d{2})"),
    "week": re.compile(r"(\d{4})-W(\d{2})"),
    "month": re.compile(r"(\d{4})-(\d{2})"),
    "season": re.compile(r"(\d{4})-(spring|summer|fall|winter)"),
    "year": re.compile(r"(\d{4})"),
}


def _infer(value: str) -> Granularity:
    for gran, pattern in _FORMATS.items():
        if pattern.fullmatch(value):
            return gran
    raise InputError(f"malformed time value {value!r}")


def interval(value: str, granularity: str | None = None) -> tuple[date, date]:
    """Inclusive date interval covered by a time value.

    >>> interval("2022-winter")
    (datetime.date(2022, 12, 1), datetime.date(2023, 2, 28))
    """
    gran = _infer(value) if granularity is None else granularity
    pattern = _FORMATS.get(gran)  # type: ignore[call-overload]
    match = pattern.fullmatch(value) if pattern else None
    if match is None:
        raise InputError(f"malformed time value {value!r} for granularity {granularity!r}")
    try:
        return _bounds(gran, match)
    except ValueError as exc:
        raise InputError(f"malformed time value {value!r}: {exc}") from exc


def _bounds(gran: str, match: re.Match[str]) -> tuple[date, date]:
    y = int(match[1])
    if gran == "day":
        d = date(y, int(match[2]), int(match[3]))
        return d, d
    if gran == "week":
        start = date.fromisocalendar(y, int(match[2]), 1)
        return start, start + timedelta(days=6)
    if gran == "month":
        m = int(match[2])
        return date(y, m, 1), date(y, m, monthrange(y, m)[1])
    if gran == "season":
        return season_bounds(y, match[2])
    return date(y, 1, 1), date(y, 12, 31)


# --- session dates --------------------------------------------------------------------------

_ISO = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?")
# LoCoMo writes session dates as "1:56 pm on 8 May, 2023".
_LOCOMO = re.compile(
    r"(\d{1,2}):(\d{2})\s*([ap])\.?m\.?\s+on\s+(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})", re.I
)


def month_number(name: str) -> int | None:
    """1–12 for a full or abbreviated English month name ("Sept" included), else None."""
    key = name.lower().rstrip(".")
    for i, full in enumerate(MONTH_NAMES, 1):
        if key == full or (len(key) >= 3 and full.startswith(key)):
            return i
    return None


def parse_date(s: str) -> datetime:
    """Parse a session date: ISO date or date-time, or LoCoMo's "1:56 pm on 8 May, 2023"."""
    text = s.strip()
    try:
        if _ISO.fullmatch(text):
            return datetime.fromisoformat(text)
        match = _LOCOMO.fullmatch(text)
        if match:
            return _locomo_datetime(match)
    except ValueError as exc:
        raise InputError(f"invalid session date {s!r}: {exc}") from exc
    raise InputError(f"unrecognised session date {s!r}")


def _locomo_datetime(match: re.Match[str]) -> datetime:
    hour, minute, half, d, name, y = match.groups()
    m = month_number(name)
    if m is None:
        raise ValueError(f"unknown month {name!r}")
    h = int(hour) % 12 + (12 if half.lower() == "p" else 0)
    return datetime(int(y), m, int(d), h, int(minute))
