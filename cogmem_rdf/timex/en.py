"""English rule table.

Conventions (data/README.md § Probe conventions) and the choices made where it is silent:

- "last summer" = the most recent summer that has ended; "the summer before last" = one before.
- "last/this past <weekday>", "on <weekday>" and a bare weekday = the most recent such day
  strictly before the session (speech about past days dominates in a memory of conversations);
  "this <weekday>" / "next <weekday>" = that day of the session's / the next ISO week.
- Weeks ("N weeks ago", "last week", "this/last/next weekend") are ISO weeks: a weekend is
  reported as its week because the value formats have nothing finer that is still vague.
- "in <month>" / "last <month>" = the most recent past occurrence, never the current month;
  a month-day without a year = its most recent occurrence strictly before the session.
- Vague counts: "a couple of" = 2, "a few" = 3 ("a few days ago" → the day three days back,
  granularity day). "the other day", "recently", "the past week" are left unresolved.
- Bare seasons after a preposition ("in the summer") = the most recent ended one, as for months.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from cogmem_rdf.timex import calendar as cal
from cogmem_rdf.timex.calendar import Resolved
from cogmem_rdf.timex.rules import NUMERIC_RULES, Rule, phrases, rule

_WORDS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
).split()
NUMBERS = {w: i for i, w in enumerate(_WORDS, 1)} | {
    "a": 1, "an": 1, "a single": 1, "a couple of": 2, "a couple": 2, "couple of": 2,
    "a few": 3, "a pair of": 2,
}
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

NUM = rf"(?P<n>\d{{1,3}}|{phrases(NUMBERS)})"
WD = rf"(?P<wd>{'|'.join(WEEKDAYS)})"
# "May" and the abbreviations only count capitalised: "this may help", "we march on".
MONTH = (
    r"(?P<mon>january|february|march|april|june|july|august|september|october|november|december"
    r"|(?-i:May|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?)"
)
DAY = r"(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?"
YEAR = r"(?P<y>(?:19|20)\d{2})(?!\d)"
SEASON = r"(?P<s>spring|summer|fall|autumn|winter)"
LAST = r"(?:last|this\s+past)"
YREL = r"(?P<yrel>the\s+year\s+before\s+last|last\s+year|this\s+year|next\s+year)"
_YREL = {"the year before last": -2, "last year": -1, "this year": 0, "next year": 1}


def number(text: str) -> int:
    key = " ".join(text.lower().split())
    return int(key) if key.isdigit() else NUMBERS[key]


def _season_name(m: re.Match[str]) -> str:
    s = m["s"].lower()
    return "fall" if s == "autumn" else s


def _month_no(m: re.Match[str]) -> int:
    n = cal.month_number(m["mon"])
    assert n is not None  # the MONTH pattern only admits real month names
    return n


def _yrel(m: re.Match[str], anchor: date) -> int:
    return anchor.year + _YREL[" ".join(m["yrel"].lower().split())]


# --- fixed phrases: one table per granularity, offsets in units of it -----------------------

DAY_PHRASES = {
    "today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
    "yesterday": -1, "last night": -1, "last evening": -1, "the day before yesterday": -2,
    "tomorrow": 1, "the day after tomorrow": 2,
    # chat spellings
    "tmrw": 1, "tmr": 1, "2moro": 1, "2morrow": 1, "yday": -1, "tonite": 0, "2nite": 0,
    "2day": 0,
}
WEEK_PHRASES = {
    "this week": 0, "last week": -1, "this past week": -1, "the week before last": -2,
    "next week": 1, "the week after next": 2,
    "this weekend": 0, "last weekend": -1, "this past weekend": -1, "next weekend": 1,
    "the weekend before last": -2,
}
MONTH_PHRASES = {"this month": 0, "last month": -1, "the month before last": -2, "next month": 1,
                 "the month after next": 2}
YEAR_PHRASES = {"this year": 0, "last year": -1, "the year before last": -2, "next year": 1,
                "the year after next": 2}


def _key(m: re.Match[str]) -> str:
    return " ".join(m.group(0).lower().split())


def _day_phrase(m: re.Match[str], a: date) -> Resolved:
    return cal.day(a + timedelta(days=DAY_PHRASES[_key(m)]))


def _week_phrase(m: re.Match[str], a: date) -> Resolved:
    return cal.week(a + timedelta(weeks=WEEK_PHRASES[_key(m)]))


def _month_phrase(m: re.Match[str], a: date) -> Resolved:
    return cal.month(*cal.add_months(a.year, a.month, MONTH_PHRASES[_key(m)]))


def _year_phrase(m: re.Match[str], a: date) -> Resolved:
    return cal.year(a.year + YEAR_PHRASES[_key(m)])


# --- counted offsets: "four days ago", "in 2 weeks", "three months from now" ----------------

def shift(unit: str, n: int, a: date) -> Resolved:
    """``n`` units away from the anchor, at the unit's own granularity."""
    if unit == "day":
        return cal.day(a + timedelta(days=n))
    if unit == "week":
        return cal.week(a + timedelta(weeks=n))
    if unit == "month":
        return cal.month(*cal.add_months(a.year, a.month, n))
    return cal.year(a.year + n)


def _ago(m: re.Match[str], a: date) -> Resolved:
    return shift(m["unit"].lower(), -number(m["n"]), a)


def _ahead(m: re.Match[str], a: date) -> Resolved:
    return shift(m["unit"].lower(), number(m["n"]), a)


# "We haven't talked in a few days" is a duration, not a future day.
_NEGATED = re.compile(r"(?:n't|\bnot|\bnever|\bfirst\s+time)\b[^.!?;]*$", re.I)


def _in_future(m: re.Match[str], a: date) -> Resolved | None:
    if _NEGATED.search(m.string, 0, m.start()):
        return None
    return _ahead(m, a)


# --- weekdays, months, seasons, absolute dates ----------------------------------------------

# the chat abbreviations of weekdays ('on sat', 'last thurs'): words of their own too ('sat',
# 'sun', 'wed'), so they count only after on/last/this/next
WD_SHORT = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "weds": 2, "thu": 3, "thur": 3, "thurs": 3,
            "fri": 4, "sat": 5, "sun": 6}
WDS = rf"(?P<wd>{'|'.join(sorted(WD_SHORT, key=len, reverse=True))})"


def _weekday(m: re.Match[str], a: date) -> Resolved:
    word = m["wd"].lower()
    wd = WD_SHORT[word] if word in WD_SHORT else WEEKDAYS.index(word)
    rel = " ".join((m.groupdict().get("rel") or "").lower().split())
    if rel == "this":
        return cal.day(cal.weekday_in_week(a, wd))
    if rel == "next":
        return cal.day(cal.weekday_in_week(a, wd, 1))
    back = 7 if m.groupdict().get("before") else 0
    return cal.day(cal.last_weekday(a, wd) - timedelta(days=back))


def _rel_month(m: re.Match[str], a: date) -> Resolved:
    n, rel = _month_no(m), m["rel"].lower()
    if rel == "this":
        return cal.month(a.year, n)
    if rel == "next":
        return cal.month(cal.next_month(a, n), n)
    return cal.month(cal.past_month(a, n), n)


def _month_yrel(m: re.Match[str], a: date) -> Resolved:
    return cal.month(_yrel(m, a), _month_no(m))


def _month_year(m: re.Match[str], a: date) -> Resolved:
    return cal.month(int(m["y"]), _month_no(m))


def _full_date(m: re.Match[str], a: date) -> Resolved | None:
    d = cal.safe_date(int(m["y"]), _month_no(m), int(m["d"]))
    return cal.day(d) if d else None


def _month_day(m: re.Match[str], a: date) -> Resolved | None:
    d = cal.past_month_day(a, _month_no(m), int(m["d"]))
    return cal.day(d) if d else None


def _in_year(m: re.Match[str], a: date) -> Resolved:
    return cal.year(int(m["y"]))


def _rel_season(m: re.Match[str], a: date) -> Resolved:
    s, rel = _season_name(m), " ".join((m.groupdict().get("rel") or "last").lower().split())
    if rel == "this":
        return cal.season(cal.this_season(a, s), s)
    if rel == "next":
        return cal.season(cal.next_season(a, s), s)
    back = 1 if m.groupdict().get("before") else 0
    return cal.season(cal.last_ended_season(a, s) - back, s)


def _season_year(m: re.Match[str], a: date) -> Resolved:
    return cal.season(int(m["y"]), _season_name(m))


def _season_yrel(m: re.Match[str], a: date) -> Resolved:
    return cal.season(_yrel(m, a), _season_name(m))


B = r"\b"
RULES: list[Rule] = [
    *NUMERIC_RULES,
    rule("day-phrase", rf"{B}(?:{phrases(DAY_PHRASES)}){B}", _day_phrase),
    rule("week-phrase", rf"{B}(?:{phrases(WEEK_PHRASES)}){B}", _week_phrase),
    rule("month-phrase", rf"{B}(?:{phrases(MONTH_PHRASES)}){B}", _month_phrase),
    rule("year-phrase", rf"{B}(?:{phrases(YEAR_PHRASES)}){B}", _year_phrase),
    rule("ago", rf"{B}{NUM}\s+(?P<unit>day|week|month|year)s?\s+ago{B}", _ago),
    rule("ahead", rf"{B}in\s+{NUM}\s+(?P<unit>day|week|month|year)s?{B}", _in_future),
    rule("from-now", rf"{B}{NUM}\s+(?P<unit>day|week|month|year)s?\s+from\s+now{B}", _ahead),
    rule("weekday", rf"{B}(?:(?P<rel>{LAST}|this|next|on)\s+)?{WD}{B}", _weekday),
    rule("weekday-short", rf"{B}(?P<rel>{LAST}|this|next|on)\s+{WDS}\.?{B}", _weekday),
    rule("weekday-before-last", rf"{B}(?:the\s+)?{WD}\s+(?P<before>before\s+last){B}", _weekday),
    rule("month-rel",
         rf"{B}(?P<rel>last|this|next|in|during|since|until|till|by|from|early|late|mid"
         rf"|(?:back\s+)?in\s+(?:early|late|mid)|back\s+in)[\s-]+{MONTH}{B}", _rel_month),
    rule("month-yrel", rf"{B}{MONTH}\s+(?:of\s+)?{YREL}{B}", _month_yrel),
    rule("month-year", rf"{B}{MONTH},?\s+(?:of\s+)?{YEAR}", _month_year),
    rule("mdy", rf"{B}{MONTH}\s+{DAY},?\s+{YEAR}", _full_date),
    rule("dmy", rf"{B}(?:the\s+)?{DAY}\s+(?:of\s+)?{MONTH},?\s+{YEAR}", _full_date),
    rule("md", rf"{B}{MONTH}\s+(?:the\s+)?{DAY}{B}(?!\s*(?::|,?\s*\d))", _month_day),
    rule("dm", rf"{B}(?:the\s+)?{DAY}\s+(?:of\s+)?{MONTH}{B}", _month_day),
    rule("in-year",
         rf"{B}(?:in|during|since|until|till|from|of|by|around|back\s+in|early|late|mid)"
         rf"[\s-]+{YEAR}{B}(?!\s*[-–]\s*\d)", _in_year),
    rule("season-rel", rf"{B}(?P<rel>{LAST}|this|next)\s+{SEASON}{B}", _rel_season),
    rule("season-before-last", rf"{B}(?:the\s+)?{SEASON}\s+(?P<before>before\s+last){B}",
         _rel_season),
    rule("season-bare", rf"{B}(?:in|during|over|since)\s+(?:the\s+)?{SEASON}{B}"
         rf"(?!\s+(?:of\s+)?(?:\d|last|this|next|the))", _rel_season),
    rule("season-year", rf"{B}(?:the\s+)?{SEASON}\s+(?:of\s+)?{YEAR}", _season_year),
    rule("year-season", rf"{B}{YEAR}\s+{SEASON}{B}", _season_year),
    rule("season-yrel", rf"{B}(?:the\s+)?{SEASON}\s+(?:of\s+)?{YREL}{B}", _season_yrel),
]


# --- recognised, never resolved: vague or finer than the value formats -----------------------
# Extraction (extract/timewords.py) reads these with RULES as the one English time grammar: a
# turn that says "the other day" tells of a past event even though no date can be given.
_VAGUE_PERIOD = r"(?:week|weekend|month|year|summer|winter|spring|fall|autumn|semester|term)"
VAGUE: list[re.Pattern[str]] = [re.compile(p, re.IGNORECASE) for p in (
    rf"{B}the\s+other\s+day{B}", rf"{B}a\s+while\s+(?:ago|back){B}", rf"{B}recently{B}",
    rf"{B}over\s+the\s+weekend{B}",
    rf"{B}(?:the\s+)?(?:past|coming)\s+(?:few\s+)?{_VAGUE_PERIOD}s?{B}",
    rf"{B}(?:last|this|next)\s+(?:semester|term){B}",
    rf"{B}(?:earlier|later)\s+this\s+(?:{_VAGUE_PERIOD}|morning|afternoon|evening){B}",
    rf"{B}(?:yesterday|tomorrow)\s+(?:morning|afternoon|evening|night){B}",
    rf"{B}the\s+night\s+before\s+yesterday{B}",
    # a day of the month without its month ('on the 14th'): a date the calendar does not resolve
    rf"{B}(?:on|by|for|until|till|from|before|after)\s+the\s+\d{{1,2}}(?:st|nd|rd|th){B}",
    rf"{B}{NUM}\s+(?:hour|minute|night|weekend)s?\s+(?:ago|back){B}",
    rf"{B}{NUM}\s+(?:day|week|month|year)s?\s+back{B}",
)]
