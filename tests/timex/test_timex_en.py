"""English rule families, one table per family; sentences are invented for the tests."""

from datetime import date

import pytest

from cogmem_rdf.timex import resolve

WED = date(2024, 6, 12)  # a Wednesday, ISO week 2024-W24


def one(text: str, anchor: date = WED) -> tuple[str, str, str]:
    found = resolve(text, anchor, "en")
    assert len(found) == 1, found
    return found[0].text, found[0].value, found[0].granularity


@pytest.mark.parametrize("text, value", [
    ("me n the twins went bowling on sat", "2024-06-08"),
    ("last thurs was a disaster lol", "2024-06-06"),
    ("see u next fri!!", "2024-06-21"),
    ("dentist tmrw ugh", "2024-06-13"),
    ("saw the new flat yday", "2024-06-11"),
])
def test_chat_weekday_abbreviations(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "day")


def test_weekday_abbreviations_alone_are_words() -> None:
    assert resolve("I sat by the window in the sun", WED, "en") == []
    assert resolve("we wed in a barn", WED, "en") == []


@pytest.mark.parametrize("text, value", [
    ("I baked bread today.", "2024-06-12"),
    ("We argued last night.", "2024-06-11"),
    ("She phoned yesterday.", "2024-06-11"),
    ("He left the day before yesterday.", "2024-06-10"),
    ("The parcel arrives tomorrow.", "2024-06-13"),
    ("We fly the day after tomorrow.", "2024-06-14"),
])
def test_day_phrases(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "day")


def test_yesterday_crosses_leap_day_and_year() -> None:
    assert one("I slept in yesterday.", date(2020, 3, 1))[1] == "2020-02-29"
    assert one("I slept in yesterday.", date(2021, 1, 1))[1] == "2020-12-31"


@pytest.mark.parametrize("text, value", [
    ("I ran 5 km one day ago.", "2024-06-11"),
    ("I fixed the sink 2 days ago.", "2024-06-10"),
    ("I lost my keys four days ago.", "2024-06-08"),
    ("We hiked nineteen days ago.", "2024-05-24"),
    ("It rained twenty days ago.", "2024-05-23"),
    ("I met him a couple of days ago.", "2024-06-10"),
    ("I met him a few days ago.", "2024-06-09"),
    ("The exam is in three days.", "2024-06-15"),
    ("The exam is five days from now.", "2024-06-17"),
])
def test_day_counts(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "day")


@pytest.mark.parametrize("text, value", [
    ("I started a new job last week.", "2024-W23"),
    ("I was busy this week.", "2024-W24"),
    ("We repaint next week.", "2024-W25"),
    ("I visited the week before last.", "2024-W22"),
    ("I caught the flu two weeks ago.", "2024-W22"),
    ("I caught the flu 3 weeks ago.", "2024-W21"),
    ("I caught the flu a week ago.", "2024-W23"),
    ("We camped last weekend.", "2024-W23"),
    ("We camped this past weekend.", "2024-W23"),
    ("We camp this weekend.", "2024-W24"),
    ("We camp next weekend.", "2024-W25"),
])
def test_weeks(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "week")


def test_week_uses_iso_year() -> None:
    assert one("We hosted a party this weekend.", date(2024, 12, 31))[1] == "2025-W01"
    assert one("I moved last week.", date(2021, 1, 8))[1] == "2020-W53"


@pytest.mark.parametrize("weekday, value", [
    ("Monday", "2024-06-10"), ("Tuesday", "2024-06-11"), ("Wednesday", "2024-06-05"),
    ("Thursday", "2024-06-06"), ("Friday", "2024-06-07"), ("Saturday", "2024-06-08"),
    ("Sunday", "2024-06-09"),
])
def test_last_weekday_is_most_recent_before_anchor(weekday: str, value: str) -> None:
    assert one(f"I swam last {weekday}.")[1:] == (value, "day")
    assert one(f"I swam on {weekday}.")[1] == value


def test_this_next_and_before_last_weekday() -> None:
    assert one("The recital is this Friday.")[1] == "2024-06-14"
    assert one("The recital is next Monday.")[1] == "2024-06-17"
    assert one("I swam the Saturday before last.")[1] == "2024-06-01"
    assert resolve("Mondays are hard.", WED, "en") == []


@pytest.mark.parametrize("text, value", [
    ("I quit smoking last month.", "2024-05"),
    ("I start piano next month.", "2024-07"),
    ("Rent went up this month.", "2024-06"),
    ("I moved the month before last.", "2024-04"),
    ("I moved two months ago.", "2024-04"),
    ("I moved eleven months ago.", "2023-07"),
    ("I moved 6 months ago.", "2023-12"),
    ("We marry in two months.", "2024-08"),
])
def test_months(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "month")


def test_last_month_crosses_year() -> None:
    assert one("I quit last month.", date(2023, 1, 20))[1] == "2022-12"


@pytest.mark.parametrize("text, value", [
    ("I learned to knit in March.", "2024-03"),
    ("I learned to knit in June.", "2023-06"),  # never the current month
    ("I learned to knit in July.", "2023-07"),
    ("I learned to knit in May.", "2024-05"),
    ("I learned to knit last December.", "2023-12"),
    ("I learned to knit back in early February.", "2024-02"),
    ("I learned to knit in Sept.", "2023-09"),
    ("The lease ends next June.", "2025-06"),
    ("The lease ends this October.", "2024-10"),
    ("I learned to knit in March of last year.", "2023-03"),
    ("I learned to knit in May 2019.", "2019-05"),
    ("I learned to knit in August, 2021.", "2021-08"),
])
def test_named_months(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "month")


def test_modal_may_and_verb_march_are_not_months() -> None:
    assert resolve("This may help; we march on.", WED, "en") == []


@pytest.mark.parametrize("text, value", [
    ("We wed on October 9, 2021.", "2021-10-09"),
    ("We wed on Oct 9th, 2021.", "2021-10-09"),
    ("We wed on 9 October 2021.", "2021-10-09"),
    ("We wed on the 9th of October, 2021.", "2021-10-09"),
    ("We wed on 2021-10-09.", "2021-10-09"),
    ("We wed on 2021/10/9.", "2021-10-09"),
    ("We wed on October 9th.", "2023-10-09"),
    ("We wed on June 11.", "2024-06-11"),
    ("We wed on June 12.", "2023-06-12"),  # the anchor day itself is not "past"
    ("We wed on the 2nd of January.", "2024-01-02"),
    ("We wed on February 29.", "2024-02-29"),
])
def test_absolute_days(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "day")


def test_impossible_dates_are_skipped() -> None:
    assert resolve("on April 31, 2023", WED, "en") == []


@pytest.mark.parametrize("text, value", [
    ("I graduated last year.", "2023"),
    ("I graduated the year before last.", "2022"),
    ("I graduate next year.", "2025"),
    ("It has been busy this year.", "2024"),
    ("I graduated three years ago.", "2021"),
    ("I graduated a year ago.", "2023"),
    ("I graduated in 2019.", "2019"),
    ("I graduated back in 2009.", "2009"),
])
def test_years(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "year")


def test_numbers_that_are_not_years() -> None:
    assert resolve("a 2,000-piece puzzle and 1999 stickers", WED, "en") == []


@pytest.mark.parametrize("text, anchor, value", [
    ("I surfed last summer.", date(2024, 6, 12), "2023-summer"),
    ("I surfed last summer.", date(2024, 9, 1), "2024-summer"),
    ("I skied last winter.", date(2024, 2, 10), "2022-winter"),  # 2023-winter has not ended
    ("I skied last winter.", date(2024, 3, 1), "2023-winter"),
    ("I planted tulips last spring.", date(2024, 6, 12), "2024-spring"),
    ("I raked leaves last fall.", date(2024, 6, 12), "2023-fall"),
    ("I raked leaves last autumn.", date(2024, 6, 12), "2023-fall"),
    ("I surfed the summer before last.", date(2024, 10, 1), "2023-summer"),
    ("I ski this winter.", date(2024, 1, 15), "2023-winter"),
    ("I ski this winter.", date(2024, 6, 12), "2024-winter"),
    ("I surf next summer.", date(2024, 7, 1), "2025-summer"),
    ("I surfed in the summer of 2019.", date(2024, 6, 12), "2019-summer"),
    ("I surfed in summer 2019.", date(2024, 6, 12), "2019-summer"),
    ("I skied in the winter of last year.", date(2024, 6, 12), "2023-winter"),
    ("I skied over the winter.", date(2024, 6, 12), "2023-winter"),
])
def test_seasons(text: str, anchor: date, value: str) -> None:
    assert one(text, anchor)[1:] == (value, "season")


def test_longest_match_and_several_expressions() -> None:
    found = resolve("I moved last year, then on March 3, 2024 and again yesterday.", WED, "en")
    assert [(f.text, f.value) for f in found] == [
        ("last year", "2023"), ("March 3, 2024", "2024-03-03"), ("yesterday", "2024-06-11")]


def test_question_phrasing() -> None:
    assert one("What did Ana do last month?")[1] == "2024-05"
    assert one("Where did Ana go two weeks ago?")[1] == "2024-W22"


def test_interval_fields() -> None:
    found = resolve("I hiked last week.", WED, "en")[0]
    assert (found.start, found.end) == (date(2024, 6, 3), date(2024, 6, 9))


def test_negated_in_n_days_is_a_duration() -> None:
    assert resolve("We haven't talked in a few days.", WED, "en") == []
    assert one("Let's talk again in a few days.")[1] == "2024-06-15"
