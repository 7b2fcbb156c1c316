"""Extraction and resolution read one time grammar: the timex tables (issue 13)."""

import re
from datetime import date

import pytest

from cogmem_rdf.extract import timewords
from cogmem_rdf.timex import en, ko, resolve

ANCHOR = date(2024, 3, 14)


def test_extraction_patterns_are_the_timex_tables_themselves():
    assert timewords.EN_TIME.patterns == tuple(r.pattern for r in en.RULES) + tuple(en.VAGUE)
    assert timewords.KO_TIME.patterns == tuple(r.pattern for r in ko.RULES) + tuple(ko.VAGUE)
    # no second copy: the module keeps no month or weekday lists of its own
    names = [n for n, v in vars(timewords).items() if isinstance(v, re.Pattern)]
    assert sorted(names) == ["EN_HABIT", "KO_HABIT"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("We moved to Busan the summer before last, right after my exam.", "en"),
        ("I got laid off from my company last month.", "en"),
        ("My sister visited three weeks ago and again on May 7, 2023.", "en"),
        ("She started the job last Friday.", "en"),
        ("재작년 여름에 부산으로 이사했어", "ko"),
        ("지난주 화요일에 회사에서 잘렸대", "ko"),
        ("사흘 전에 병원에 갔어", "ko"),
    ],
)
def test_what_timex_resolves_extraction_finds_as_written(text, lang):
    resolved = [e.text for e in resolve(text, ANCHOR, lang)]
    assert resolved
    grammar = timewords.EN_TIME if lang == "en" else timewords.KO_TIME
    assert [text[a:b].strip() for a, b in grammar.spans(text)] == resolved


@pytest.mark.parametrize(
    ("text", "lang", "found"),
    [
        ("I ran into her the other day.", "en", "the other day"),
        ("I've been swamped the past few weeks.", "en", "the past few weeks"),
        ("We talked two hours ago.", "en", "two hours ago"),
        ("방금 도착했어", "ko", "방금"),
        ("세 시간 전에 끝났어", "ko", "세 시간 전"),
    ],
)
def test_vague_expressions_are_found_but_never_resolved(text, lang, found):
    get = timewords.en_time_expression if lang == "en" else timewords.ko_time_expression
    assert get(text) == found
    assert resolve(text, ANCHOR, lang) == []


def test_longest_match_wins_and_sub_removes_whole_expressions():
    text = "the day before yesterday I ran"
    assert timewords.en_time_expression(text) == "the day before yesterday"
    assert timewords.EN_TIME.sub("", text).strip() == "I ran"
    assert timewords.KO_TIME.fullmatch("어제") and not timewords.KO_TIME.fullmatch("오늘날")
