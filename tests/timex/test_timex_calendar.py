"""Calendar arithmetic: interval(), parse_date(), and hypothesis properties of the rules."""

from datetime import date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cogmem_rdf.errors import InputError
from cogmem_rdf.timex import calendar as cal
from cogmem_rdf.timex import interval, parse_date, resolve

anchors = st.dates(min_value=date(1990, 1, 1), max_value=date(2090, 12, 31))
SEASONS = ("spring", "summer", "fall", "winter")


@pytest.mark.parametrize("value, gran, start, end", [
    ("2024-02-29", "day", date(2024, 2, 29), date(2024, 2, 29)),
    ("2025-W01", "week", date(2024, 12, 30), date(2025, 1, 5)),
    ("2024-02", "month", date(2024, 2, 1), date(2024, 2, 29)),
    ("2022-winter", "season", date(2022, 12, 1), date(2023, 2, 28)),
    ("2023-winter", "season", date(2023, 12, 1), date(2024, 2, 29)),
    ("2023-fall", "season", date(2023, 9, 1), date(2023, 11, 30)),
    ("2019", "year", date(2019, 1, 1), date(2019, 12, 31)),
])
def test_interval(value: str, gran: str, start: date, end: date) -> None:
    assert interval(value) == (start, end)
    assert interval(value, gran) == (start, end)


@pytest.mark.parametrize("value, gran", [
    ("2023-13", None), ("2023-02-30", None), ("2023-W54", None), ("2023-autumn", None),
    ("23", None), ("2023-05", "day"), ("", None), ("2023-W1", None),
])
def test_interval_rejects_malformed(value: str, gran: str | None) -> None:
    with pytest.raises(InputError, match="malformed"):
        interval(value, gran)


@pytest.mark.parametrize("text, expected", [
    ("2024-03-14", datetime(2024, 3, 14)),
    ("2024-03-14T13:56:00", datetime(2024, 3, 14, 13, 56)),
    ("1:56 pm on 8 May, 2023", datetime(2023, 5, 8, 13, 56)),
    ("10:37 am on 27 June, 2023", datetime(2023, 6, 27, 10, 37)),
    ("12:09 am on 1 Jan, 2024", datetime(2024, 1, 1, 0, 9)),
    ("12:30 pm on 3 Sept, 2022", datetime(2022, 9, 3, 12, 30)),
])
def test_parse_date(text: str, expected: datetime) -> None:
    assert parse_date(text) == expected


@pytest.mark.parametrize("text", ["yesterday", "2024-02-30", "1:56 pm on 8 Mai, 2023", ""])
def test_parse_date_rejects(text: str) -> None:
    with pytest.raises(InputError, match="session date"):
        parse_date(text)


def test_resolve_accepts_session_date_strings() -> None:
    assert resolve("I left yesterday.", "1:56 pm on 8 May, 2023")[0].value == "2023-05-07"


# --- properties -----------------------------------------------------------------------------

def value_of(text: str, anchor: date, lang: str = "en") -> tuple[str, str]:
    found = resolve(text, anchor, lang)
    assert len(found) == 1, (text, anchor, found)
    return found[0].value, found[0].granularity


@given(anchors, st.integers(min_value=1, max_value=20))
def test_n_days_ago(anchor: date, n: int) -> None:
    expected = (anchor - timedelta(days=n)).isoformat()
    assert value_of(f"I did it {n} days ago.", anchor) == (expected, "day")
    assert value_of(f"{n}일 전에 했어", anchor, "ko") == (expected, "day")


@given(anchors, st.integers(min_value=1, max_value=20))
def test_n_weeks_ago_contains_the_shifted_day(anchor: date, n: int) -> None:
    shifted = anchor - timedelta(weeks=n)
    value, gran = value_of(f"I did it {n} weeks ago.", anchor)
    iso = shifted.isocalendar()
    assert (value, gran) == (f"{iso.year}-W{iso.week:02d}", "week")
    start, end = interval(value)
    assert start <= shifted <= end and start.weekday() == 0 and (end - start).days == 6


@given(anchors)
def test_iso_week_round_trip(day: date) -> None:
    value, _ = cal.week(day)
    start, end = interval(value)
    assert start <= day <= end
    assert date.fromisocalendar(*start.isocalendar()) == start


@given(anchors)
def test_year_relatives(anchor: date) -> None:
    assert value_of("I did it last year.", anchor) == (str(anchor.year - 1), "year")
    assert value_of("작년에 했어", anchor, "ko") == (str(anchor.year - 1), "year")
    assert value_of("재작년에 했어", anchor, "ko") == (str(anchor.year - 2), "year")
    assert value_of("I did it the year before last.", anchor) == (str(anchor.year - 2), "year")


@given(anchors)
def test_last_month_is_the_month_before(anchor: date) -> None:
    before = anchor.replace(day=1) - timedelta(days=1)
    assert value_of("I did it last month.", anchor) == (f"{before:%Y-%m}", "month")
    assert value_of("지난달에 했어", anchor, "ko") == (f"{before:%Y-%m}", "month")


@given(anchors)
def test_every_date_lies_in_exactly_one_season(day: date) -> None:
    owners = [(y, s) for y in (day.year - 1, day.year) for s in SEASONS
              if interval(f"{y}-{s}")[0] <= day <= interval(f"{y}-{s}")[1]]
    assert owners == [cal.season_of(day)]


@given(st.integers(min_value=1990, max_value=2090))
def test_seasons_tile_the_calendar(year: int) -> None:
    spans = [interval(f"{year}-{s}") for s in SEASONS]
    for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
        assert start == end + timedelta(days=1)
    assert spans[-1][1] == interval(f"{year + 1}-spring")[0] - timedelta(days=1)
    assert spans[-1][1].year == year + 1  # winter crosses into the next year


@given(anchors, st.sampled_from(SEASONS))
def test_last_season_has_ended_and_is_the_latest(anchor: date, season: str) -> None:
    value, _ = value_of(f"I did it last {season}.", anchor)
    start, end = interval(value)
    assert end < anchor
    later = interval(f"{int(value[:4]) + 1}-{season}")
    assert later[1] >= anchor  # the next one has not ended yet


@given(anchors, st.integers(min_value=0, max_value=6))
def test_last_weekday_is_within_the_past_week(anchor: date, wd: int) -> None:
    name = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")[wd]
    value, _ = value_of(f"I did it last {name}.", anchor)
    day = date.fromisoformat(value)
    assert day.weekday() == wd and 1 <= (anchor - day).days <= 7


@given(anchors, st.integers(min_value=0, max_value=6))
def test_ko_last_week_weekday_is_in_previous_iso_week(anchor: date, wd: int) -> None:
    value, _ = value_of(f"지난주 {'월화수목금토일'[wd]}요일에 했어", anchor, "ko")
    day = date.fromisoformat(value)
    assert day.weekday() == wd
    assert day.isocalendar()[:2] == (anchor - timedelta(weeks=1)).isocalendar()[:2]


@given(anchors, st.integers(min_value=1, max_value=12))
def test_in_month_is_past_and_never_current(anchor: date, month: int) -> None:
    name = cal.MONTH_NAMES[month - 1].capitalize()
    value, _ = value_of(f"I did it in {name}.", anchor)
    start, end = interval(value)
    assert start.month == month and end < anchor.replace(day=1)
    assert (anchor - start).days < 366 + 31


@given(anchors, st.dates(min_value=date(2000, 1, 1), max_value=date(2000, 12, 31)))
def test_month_day_is_most_recent_before_anchor(anchor: date, md: date) -> None:
    name = cal.MONTH_NAMES[md.month - 1].capitalize()
    value, _ = value_of(f"It was on {name} {md.day}.", anchor)
    day = date.fromisoformat(value)
    assert (day.month, day.day) == (md.month, md.day) and day < anchor
    assert (anchor - day).days <= (366 if (md.month, md.day) != (2, 29) else 366 * 8)


@given(anchors)
def test_resolved_interval_matches_value(anchor: date) -> None:
    text = "yesterday, last week, last month, last summer and last year"
    for expr in resolve(text, anchor, "en"):
        assert (expr.start, expr.end) == interval(expr.value, expr.granularity)
        assert expr.end < anchor


def test_unknown_language_is_a_usage_error() -> None:
    from cogmem_rdf.errors import UsageError

    with pytest.raises(UsageError, match="unsupported language"):
        resolve("yesterday", date(2024, 1, 2), "fr")
    assert resolve("yesterday", date(2024, 1, 2), "EN")[0].value == "2024-01-01"
