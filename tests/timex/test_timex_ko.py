"""Korean rule families, one table per family; sentences are invented for the tests."""

from datetime import date

import pytest

from cogmem_rdf.timex import resolve

WED = date(2024, 6, 12)  # a Wednesday, ISO week 2024-W24


def one(text: str, anchor: date = WED) -> tuple[str, str, str]:
    found = resolve(text, anchor)  # language detected from the Hangul
    assert len(found) == 1, found
    return found[0].text, found[0].value, found[0].granularity


@pytest.mark.parametrize("text, value", [
    ("나 오늘 아침에 뛰었어", "2024-06-12"),
    ("어제 라면 먹었어", "2024-06-11"),
    ("어저께 비 왔잖아", "2024-06-11"),
    ("어젯밤에 잠을 못 잤어", "2024-06-11"),
    ("그저께부터 허리가 아파", "2024-06-10"),
    ("그제 동생이 왔어", "2024-06-10"),
    ("엊그제 이사했어", "2024-06-10"),
    ("그끄저께 시험 봤어", "2024-06-09"),
    ("내일 면접이야", "2024-06-13"),
    ("모레쯤 갈게", "2024-06-14"),
    ("글피에 출국해", "2024-06-15"),
])
def test_day_words(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "day")


@pytest.mark.parametrize("text, value", [
    ("3일 전에 넘어졌어", "2024-06-09"),
    ("15일 전쯤 샀어", "2024-05-28"),
    ("하루 전에 취소했어", "2024-06-11"),
    ("이틀 전에 만났어", "2024-06-10"),
    ("사흘 전 일이야", "2024-06-09"),
    ("나흘 전에 봤어", "2024-06-08"),
    ("닷새 전에 왔어", "2024-06-07"),
    ("엿새 전에 왔어", "2024-06-06"),
    ("이레 전에 왔어", "2024-06-05"),
    ("열흘 전에 왔어", "2024-06-02"),
    ("보름 전에 왔어", "2024-05-28"),
    ("며칠 전에 왔어", "2024-06-09"),
    ("2일 후에 가", "2024-06-14"),
    ("이틀 뒤에 가", "2024-06-14"),
])
def test_day_counts(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "day")


def test_durations_are_not_points() -> None:
    assert resolve("이틀 동안 앓았어, 5일간 쉬었어", WED) == []


@pytest.mark.parametrize("text, value", [
    ("지난주에 바빴어", "2024-W23"),
    ("지난 주에는 바빴어", "2024-W23"),
    ("저번 주부터 바빴어", "2024-W23"),
    ("지지난주에 갔어", "2024-W22"),
    ("이번 주에 끝내", "2024-W24"),
    ("다음주에 만나", "2024-W25"),
    ("다다음 주에 만나", "2024-W26"),
    ("2주 전에 샀어", "2024-W22"),
    ("일주일 전에 샀어", "2024-W23"),
    ("한 주 전에 샀어", "2024-W23"),
    ("두 주 전에 샀어", "2024-W22"),
    ("3주일 전에 샀어", "2024-W21"),
    ("이번 주말에 캠핑 가", "2024-W24"),
    ("지난 주말에 캠핑 갔어", "2024-W23"),
    ("지난주 주말에 캠핑 갔어", "2024-W23"),
    ("다음 주말에 캠핑 가", "2024-W25"),
])
def test_weeks(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "week")


def test_week_uses_iso_year() -> None:
    assert one("이번 주말에 쉬어", date(2024, 12, 31))[1] == "2025-W01"


@pytest.mark.parametrize("wd, last_week_day, most_recent", [
    ("월", "2024-06-03", "2024-06-10"), ("화", "2024-06-04", "2024-06-11"),
    ("수", "2024-06-05", "2024-06-05"), ("목", "2024-06-06", "2024-06-06"),
    ("금", "2024-06-07", "2024-06-07"), ("토", "2024-06-08", "2024-06-08"),
    ("일", "2024-06-09", "2024-06-09"),
])
def test_weekdays(wd: str, last_week_day: str, most_recent: str) -> None:
    assert one(f"지난주 {wd}요일에 갔어")[1:] == (last_week_day, "day")
    assert one(f"저번 주 {wd}요일에 갔어")[1] == last_week_day
    assert one(f"지난 {wd}요일에 갔어")[1] == most_recent
    assert one(f"{wd}요일에 갔어")[1] == most_recent
    # the chat contraction 욜
    assert one(f"지난 {wd}욜에 갔음ㅋㅋ")[1] == most_recent


def test_this_and_next_week_weekday() -> None:
    assert one("이번 주 금요일에 가")[1] == "2024-06-14"
    assert one("다음 주 월요일에 가")[1] == "2024-06-17"
    assert resolve("일요일마다 등산해", WED) == []


@pytest.mark.parametrize("text, value", [
    ("지난달에 요가 시작했어", "2024-05"),
    ("지난 달부터 다녀", "2024-05"),
    ("저번 달에 샀어", "2024-05"),
    ("지지난달에 샀어", "2024-04"),
    ("이번 달에 끝나", "2024-06"),
    ("다음 달부터 배워", "2024-07"),
    ("다음달에 가", "2024-07"),
    ("담달에 가", "2024-07"),
    ("한 달 전에 샀어", "2024-05"),
    ("두 달 전에 샀어", "2024-04"),
    ("석 달 전에 샀어", "2024-03"),
    ("3달 전에 샀어", "2024-03"),
    ("6개월 전에 샀어", "2023-12"),
    ("열두 달 전에 샀어", "2023-06"),
])
def test_relative_months(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "month")


def test_last_month_crosses_year() -> None:
    assert one("지난달에 샀어", date(2023, 1, 5))[1] == "2022-12"


@pytest.mark.parametrize(
    "m, value", [(m, f"{2024 if m < 6 else 2023}-{m:02d}") for m in range(1, 13)]
)
def test_bare_month_is_most_recent_past_never_current(m: int, value: str) -> None:
    assert one(f"{m}월에 가입했어")[1:] == (value, "month")


@pytest.mark.parametrize("text, value, gran", [
    ("2021년 3월 5일에 입사했어", "2021-03-05", "day"),
    ("2021년 3월에 입사했어", "2021-03", "month"),
    ("2021년에 입사했어", "2021", "year"),
    ("2021년도에 입사했어", "2021", "year"),
    ("작년 3월에 입사했어", "2023-03", "month"),
    ("작년 3월 5일에 입사했어", "2023-03-05", "day"),
    ("5월 7일에 입사했어", "2024-05-07", "day"),
    ("6월 12일에 입사했어", "2023-06-12", "day"),
    ("지난달 5일에 입사했어", "2024-05-05", "day"),
    ("2021.3.5에 입사했어", "2021-03-05", "day"),
])
def test_absolute_dates(text: str, value: str, gran: str) -> None:
    assert one(text)[1:] == (value, gran)


@pytest.mark.parametrize("text, value", [
    ("작년에 이사했어", "2023"),
    ("지난해에 이사했어", "2023"),
    ("재작년에 이사했어", "2022"),
    ("재재작년에 이사했어", "2021"),
    ("올해 이사했어", "2024"),
    ("내년에 이사해", "2025"),
    ("내후년에 이사해", "2026"),
    ("1년 전에 이사했어", "2023"),
    ("삼 년 전에 이사했어", "2021"),
    ("몇 년 전에 이사했어", "2021"),
])
def test_years(text: str, value: str) -> None:
    assert one(text)[1:] == (value, "year")


@pytest.mark.parametrize("text, anchor, value", [
    ("작년 여름에 갔어", date(2025, 1, 20), "2024-summer"),
    ("작년 겨울에 갔어", date(2024, 6, 12), "2023-winter"),
    ("재작년 봄에 갔어", date(2024, 6, 12), "2022-spring"),
    ("재작년 겨울에 갔어", date(2024, 10, 7), "2022-winter"),
    ("2020년 가을에 갔어", date(2024, 6, 12), "2020-fall"),
    ("지난겨울에 갔어", date(2024, 6, 12), "2023-winter"),
    ("지난 겨울에 갔어", date(2024, 2, 1), "2022-winter"),
    ("저번 여름에 갔어", date(2024, 6, 12), "2023-summer"),
    ("지지난 여름에 갔어", date(2024, 9, 2), "2023-summer"),
    ("올여름에 가", date(2024, 6, 12), "2024-summer"),
    ("올겨울에 가", date(2024, 1, 10), "2023-winter"),
    ("이번 봄에 가", date(2024, 1, 10), "2024-spring"),
    ("내년 가을에 가", date(2024, 6, 12), "2025-fall"),
])
def test_seasons(text: str, anchor: date, value: str) -> None:
    assert one(text, anchor)[1:] == (value, "season")


def test_words_that_only_start_like_times() -> None:
    assert resolve("다음 주소로 보내, 오늘날에는, 다음 달력", WED) == []


def test_question_phrasing() -> None:
    assert one("지난달에 뭐 했어?")[1] == "2024-05"
    assert one("2주 전에 누구 만났어?")[1] == "2024-W22"
