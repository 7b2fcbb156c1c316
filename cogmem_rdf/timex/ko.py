"""Korean rule table.

Conventions (data/README.md § Probe conventions) and the choices made where it is silent:

- 작년/지난해 = year−1, 재작년 = year−2, 내년 = year+1, 내후년 = year+2, 올해/금년 = the year.
- 작년 여름 / 재작년 겨울 / 2022년 봄 = that season of that year (a winter belongs to the year it
  starts in); 지난겨울 / 저번 여름 = the most recent one that has ended; 지지난 겨울 = the one
  before; 올여름 / 이번 겨울 = the one containing the session, else the one of the session year.
- 지난주 X요일 = day X of the previous ISO week (이번 주 / 다음 주 likewise); 지난 X요일 and a
  bare X요일 = the most recent such day strictly before the session.
- 지난주, N주 전, 이번 주말, 지난 주말 = ISO weeks (granularity week).
- M월 alone = its most recent past occurrence, never the current month; M월 D일 = its most
  recent occurrence strictly before the session.
- Native day counts (하루…열흘, 보름 = 15) and native/Sino-Korean counters (두 달, 석 달,
  삼 년, 일주일) are read as numbers; 며칠 / 몇 주 /
  몇 달 / 몇 년 전 = 3 of the unit, as EN "a few".
- Every expression must start a word and be followed by a non-Hangul character or a particle
  (에, 에는, 부터, 쯤, …), so 다음 주소 or 오늘날 are not read as times.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from cogmem_rdf.timex import calendar as cal
from cogmem_rdf.timex.calendar import Resolved
from cogmem_rdf.timex.en import shift
from cogmem_rdf.timex.rules import NUMERIC_RULES, Rule, phrases, rule

_PARTICLES = (
    "에서|에는|에도|에만|에야|에|엔|부터|까지|쯤|께|경|즈음|무렵|동안|내내|중순|중|초|말|이나|"
    "이랑|랑|하고|와|과|처럼|보다|만|도|는|은|의|이|가|을|를|로|으로|이야|야|이었|였|인데|"
    "이지|지|에요|이에요|예요|요|밖에"
)
NB = r"(?<![가-힣0-9])"  # the expression starts a word
END = rf"(?=$|[^가-힣]|(?:{_PARTICLES}))"  # … and ends one, or a particle follows

DAY_WORDS = {
    "오늘": 0, "금일": 0, "어제": -1, "어저께": -1, "어젯밤": -1, "지난밤": -1,
    "그제": -2, "그저께": -2, "엊그제": -2, "엊그저께": -2, "그끄제": -3, "그끄저께": -3,
    "내일": 1, "모레": 2, "내일모레": 2, "글피": 3,
}
# Offsets of the relative prefixes of 주 (week) and 달 (month).
REL = {"이번": 0, "지난": -1, "저번": -1, "지지난": -2, "다음": 1, "다다음": 2}
YEAR_WORDS = {
    "올해": 0, "금년": 0, "작년": -1, "지난해": -1, "지난 해": -1, "재작년": -2, "지지난해": -2,
    "재재작년": -3, "내년": 1, "다음 해": 1, "명년": 1, "내후년": 2,
}
NATIVE = {w: i for i, w in enumerate(
    "한 두 세 네 다섯 여섯 일곱 여덟 아홉 열 열한 열두 열세 열네 열다섯 열여섯 열일곱 열여덟 "
    "열아홉 스무".split(), 1)} | {"석": 3, "넉": 4}
SINO = {w: i for i, w in enumerate(
    "일 이 삼 사 오 육 칠 팔 구 십 십일 십이 십삼 십사 십오 십육 십칠 십팔 십구 이십".split(), 1)}
DAY_COUNTS = {
    "하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "닷새": 5, "엿새": 6, "이레": 7, "여드레": 8,
    "아흐레": 9, "열흘": 10, "보름": 15,
}
FEW = 3  # 며칠 / 몇 주 전: the same reading as English "a few"
SEASONS = {"봄": "spring", "여름": "summer", "가을": "fall", "겨울": "winter"}
WEEKDAYS = "월화수목금토일"

# 요일 or its chat contraction 욜 ('토욜', '지난 금욜')
WD = r"(?P<wd>[월화수목금토일])(?:요일|욜)"
M = r"(?P<m>1[0-2]|0?[1-9])\s*월"
D = r"(?P<d>3[01]|[12]\d|0?[1-9])\s*일"
S = r"(?P<s>봄|여름|가을|겨울)"
DIR = r"\s*(?P<dir>전|후|뒤)"
# A year as a word (작년) or as digits (2022년, 2022년도).
YR = rf"(?:(?P<yw>{phrases(YEAR_WORDS)})|(?P<y>(?:19|20)\d{{2}})\s*년(?:도)?)"


def _key(text: str) -> str:
    return re.sub(r"\s+", "", text)


# Phrase tables looked up by matched text with the spacing squeezed out ("지난 해" = "지난해").
_DAY_KEYS = {_key(k): v for k, v in DAY_WORDS.items()}
_YEAR_KEYS = {_key(k): v for k, v in YEAR_WORDS.items()}


def _year_of(m: re.Match[str], a: date) -> int:
    if m["y"]:
        return int(m["y"])
    return a.year + _YEAR_KEYS[_key(m["yw"])]


def _count(m: re.Match[str]) -> int:
    n = _key(m["n"])
    if n.isdigit():
        return int(n)
    if n.startswith("몇") or n == "며칠":
        return FEW
    return DAY_COUNTS.get(n) or NATIVE.get(n) or SINO[n]


def _sign(m: re.Match[str]) -> int:
    return -1 if m["dir"] == "전" else 1


def _rel(m: re.Match[str]) -> int:
    return REL[m["rel"]]


# --- resolvers ------------------------------------------------------------------------------

def _day_word(m: re.Match[str], a: date) -> Resolved:
    return cal.day(a + timedelta(days=_DAY_KEYS[_key(m["w"])]))


def _week(m: re.Match[str], a: date) -> Resolved:
    return cal.week(a + timedelta(weeks=_rel(m)))


def _week_day(m: re.Match[str], a: date) -> Resolved:
    return cal.day(cal.weekday_in_week(a, WEEKDAYS.index(m["wd"]), _rel(m)))


def _weekday(m: re.Match[str], a: date) -> Resolved:
    wd, rel = WEEKDAYS.index(m["wd"]), m.groupdict().get("rel")
    if rel in ("이번", "다음"):
        return cal.day(cal.weekday_in_week(a, wd, REL[rel]))
    return cal.day(cal.last_weekday(a, wd))


def _month_rel(m: re.Match[str], a: date) -> Resolved:
    return cal.month(*cal.add_months(a.year, a.month, _rel(m)))


def _month_rel_day(m: re.Match[str], a: date) -> Resolved | None:
    y, mo = cal.add_months(a.year, a.month, _rel(m))
    d = cal.safe_date(y, mo, int(m["d"]))
    return cal.day(d) if d else None


def _next_month(m: re.Match[str], a: date) -> Resolved:
    return cal.month(*cal.add_months(a.year, a.month, 1))


def _year(m: re.Match[str], a: date) -> Resolved:
    return cal.year(_year_of(m, a))


def _year_season(m: re.Match[str], a: date) -> Resolved:
    return cal.season(_year_of(m, a), SEASONS[m["s"]])


def _rel_season(m: re.Match[str], a: date) -> Resolved:
    s, rel = SEASONS[m["s"]], m["srel"]
    if rel in ("이번", "올"):
        return cal.season(cal.this_season(a, s), s)
    if rel == "다음":
        return cal.season(cal.next_season(a, s), s)
    back = 1 if rel == "지지난" else 0
    return cal.season(cal.last_ended_season(a, s) - back, s)


def _year_month(m: re.Match[str], a: date) -> Resolved | None:
    y, mo = _year_of(m, a), int(m["m"])
    if not m["d"]:
        return cal.month(y, mo)
    d = cal.safe_date(y, mo, int(m["d"]))
    return cal.day(d) if d else None


def _month_day(m: re.Match[str], a: date) -> Resolved | None:
    d = cal.past_month_day(a, int(m["m"]), int(m["d"]))
    return cal.day(d) if d else None


def _month(m: re.Match[str], a: date) -> Resolved:
    mo = int(m["m"])
    return cal.month(cal.past_month(a, mo), mo)


def _counted(unit: str):  # noqa: ANN202 - a resolver factory
    def resolve(m: re.Match[str], a: date) -> Resolved:
        return shift(unit, _sign(m) * _count(m), a)

    return resolve


_REL = rf"(?P<rel>{phrases(REL)})"
_DIGITS = r"\d{1,3}"
_NAT = phrases(NATIVE)
_SIN = phrases(SINO)
RULES: list[Rule] = [
    *NUMERIC_RULES,
    rule("day-word", rf"{NB}(?P<w>{phrases(DAY_WORDS)}){END}", _day_word),
    rule("week", rf"{NB}{_REL}\s*주{END}", _week),
    rule("weekend", rf"{NB}{_REL}\s*(?:주\s*)?주말{END}", _week),
    rule("week-day", rf"{NB}{_REL}\s*주\s*{WD}{END}", _week_day),
    rule("rel-weekday", rf"{NB}(?P<rel>지난|저번|이번|다음)\s*{WD}{END}", _weekday),
    rule("weekday", rf"{NB}{WD}{END}", _weekday),
    rule("month-rel", rf"{NB}{_REL}\s*달{END}", _month_rel),
    rule("month-rel-day", rf"{NB}{_REL}\s*달\s*{D}{END}", _month_rel_day),
    rule("next-month-slang", rf"{NB}담달{END}", _next_month),
    rule("year", rf"{NB}{YR}{END}", _year),
    rule("year-season", rf"{NB}{YR}\s*{S}{END}", _year_season),
    rule("rel-season", rf"{NB}(?P<srel>지지난|지난|저번|이번|올|다음)\s*{S}{END}", _rel_season),
    rule("year-month", rf"{NB}{YR}\s*{M}(?:\s*{D})?{END}", _year_month),
    rule("month-day", rf"{NB}{M}\s*{D}{END}", _month_day),
    rule("month", rf"{NB}{M}(?:\s*달)?{END}", _month),
    rule("days-ago", rf"{NB}(?P<n>{_DIGITS})\s*일{DIR}{END}", _counted("day")),
    rule("day-count", rf"{NB}(?P<n>{phrases(DAY_COUNTS)}|며칠|몇\s*일){DIR}{END}",
         _counted("day")),
    rule("weeks-ago", rf"{NB}(?P<n>{_DIGITS}|{_NAT}|{_SIN}|몇)\s*주(?:일)?{DIR}{END}",
         _counted("week")),
    rule("months-ago", rf"{NB}(?P<n>{_DIGITS}|{_NAT}|몇)\s*달{DIR}{END}", _counted("month")),
    rule("months-ago-sino", rf"{NB}(?P<n>{_DIGITS}|{_SIN}|몇)\s*개월{DIR}{END}",
         _counted("month")),
    rule("years-ago", rf"{NB}(?P<n>\d{{1,2}}|{_SIN}|몇)\s*년{DIR}{END}", _counted("year")),
    rule("years-ago-native", rf"{NB}(?P<n>{_NAT}|몇)\s*해{DIR}{END}", _counted("year")),
]


# --- recognised, never resolved: vague or finer than the value formats -----------------------
# Extraction (extract/timewords.py) reads these with RULES as the one Korean time grammar.
VAGUE: list[re.Pattern[str]] = [re.compile(p) for p in (
    rf"{NB}(?:방금|아까|엊저녁|요전|최근|지난번|저번|이번|다음번){END}",
    rf"{NB}(?:지난|이번|다음|저번|지지난)\s*(?:학기|번){END}",
    rf"{NB}(?:올|작년|올해|내년|재작년){END}",
    rf"{NB}(?:\d{{1,3}}|{_NAT}|{_SIN}|몇)\s*(?:시간|분)\s*(?:전|후|뒤){END}",
    rf"{NB}(?:\d{{1,3}}|{_NAT}|{_SIN}|몇)\s*(?:일|주|주일|달|개월|년|해)\s*만에{END}",
)]
