"""Find relative/absolute time expressions as written (never resolved here) and habit markers."""

from __future__ import annotations

import re

_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_UNITS = "day|days|week|weeks|month|months|year|years|weekend|weekends|night|nights|hour|hours|minute|minutes"
_NUM = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|couple of|a couple|few|several)"
_PERIOD = f"week|weekend|month|year|summer|winter|spring|fall|autumn|semester|night|evening|morning|{_DAYS}"

EN_TIME = re.compile(
    r"\b(?:"
    r"the (?:day|night) before yesterday|the day after tomorrow|"
    rf"the (?:{_PERIOD}) before last|"
    rf"(?:last|this|next|this past|past|coming) (?:{_PERIOD})|"
    rf"{_NUM} (?:{_UNITS}) (?:ago|back|from now)|"
    rf"(?:earlier|later) this (?:{_PERIOD})|over the weekend|"
    rf"(?:in|on|since|by) (?:early |late |mid-?)?(?:{_MONTHS})(?: \d{{1,2}}(?:st|nd|rd|th)?)?(?:,? \d{{4}})?|"
    rf"(?:on )?(?:{_MONTHS}) \d{{1,2}}(?:st|nd|rd|th)?(?:,? \d{{4}})?|"
    rf"on (?:the )?\d{{1,2}}(?:st|nd|rd|th)? of (?:{_MONTHS})(?:,? \d{{4}})?|"
    r"in \d{4}|(?:the )?year before last|"
    r"yesterday(?: (?:morning|afternoon|evening))?|today|tonight|tomorrow(?: (?:morning|night))?|"
    r"this (?:morning|afternoon|evening)|last night|the other day|a while ago|recently|"
    rf"(?:on )?(?:{_DAYS})(?= |[.,!?]|$)"
    r")\b",
    re.IGNORECASE,
)

EN_HABIT = re.compile(
    r"\b(?:every|each|usually|always|often|normally|typically|regularly|generally|sometimes|"
    r"daily|weekly|nightly|anymore|any more|these days|most (?:days|weekends|mornings|nights)|"
    r"for years|for (?:a|many|several|\d+) (?:years|months)|on (?:weekends|weekdays|mondays|tuesdays|"
    r"wednesdays|thursdays|fridays|saturdays|sundays)|used to|tend to|nowadays|whenever|"
    r"a lot lately|all the time|every so often|once a|twice a|\w+ times a)\b",
    re.IGNORECASE,
)

_KO_NUM = r"(?:\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇)"
KO_TIME = re.compile(
    r"(?:"
    r"(?:지난|이번|다음|저번|지지난)\s?(?:주|달|해|주말|학기|번)(?:\s?[월화수목금토일]요일)?|"
    r"(?:작년|재작년|올해|내년|지난해|올)\s?(?:봄|여름|가을|겨울)?|"
    r"(?:지난|이번|다음)\s?(?:봄|여름|가을|겨울)|"
    r"엊그제|그저께|그제|어제|오늘|내일|모레|어젯밤|엊저녁|방금|아까|"
    rf"{_KO_NUM}\s?(?:일|주|주일|달|개월|년|시간)\s?(?:전|후|뒤|만에)|"
    r"(?:이틀|사흘|나흘|닷새|엿새|이레|여드레|열흘|보름)\s?(?:전|후|뒤)|"
    r"\d{4}년(?:\s?\d{1,2}월)?(?:\s?\d{1,2}일)?|\d{1,2}월(?:\s?\d{1,2}일)?|"
    r"[월화수목금토일]요일"
    r")"
)

KO_HABIT = re.compile(r"(?:매일|매주|매달|매년|매번|매일같이|마다|요즘|요새|보통|항상|늘|자주|가끔|평소|맨날|꾸준히|주로|씩\b|째\b)")


def en_time_expression(text: str) -> str | None:
    """The first time expression as written (leading 'on'/'in' kept only for months)."""
    m = EN_TIME.search(text)
    if not m:
        return None
    return m.group(0).strip()


def ko_time_expression(text: str) -> str | None:
    m = KO_TIME.search(text)
    return m.group(0).strip() if m else None


def en_has_habit(text: str) -> bool:
    return bool(EN_HABIT.search(text))


def ko_has_habit(text: str) -> bool:
    return bool(KO_HABIT.search(text))


def en_time_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in EN_TIME.finditer(text)]
