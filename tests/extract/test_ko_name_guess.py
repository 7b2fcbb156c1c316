"""Which unknown Korean words may be guessed as a person's name: a rare common noun of the
analyser's dictionary is a thing, not a sayer, unless it is made of given-name syllables
(sentences and names invented for this test, none from any data file)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

from cogmem_rdf.extract.ko_parse import looks_like_name
from cogmem_rdf.extract.names import KO_GIVEN_NAME_SYLLABLES


@pytest.mark.parametrize("word", ["평영", "배관", "누수", "환불", "도배", "장판"])
def test_rare_dictionary_nouns_are_not_names(word: str) -> None:
    assert not looks_like_name(word)


@pytest.mark.parametrize("word", ["예율", "온율", "현숙", "순희", "경숙"])
def test_names_still_guessed(word: str) -> None:
    """Unknown to the dictionary ('예율'), a proper noun in it ('현숙'), or a rare word made of
    given-name syllables only ('경숙')."""
    assert looks_like_name(word)


def test_syllables_are_single_hangul() -> None:
    assert all(len(s) == 1 and "가" <= s <= "힣" for s in KO_GIVEN_NAME_SYLLABLES)


CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # a topic-marked thing in a report ('반납은 안 된대') is what the report is about: the sayer
    # is the one the talk is about (an earlier turn's person), never the thing
    "thing_topic_in_report": [
        ("다효", "도서관 사서 선생님한테 물어봤어?", "none"),
        ("겸솔", "응 사서 선생님이 연체료는 없대", ("사서 선생님", ["겸솔"])),
        ("다효", "반납은 돼?", "none"),
        ("겸솔", "ㄴㄴ 기간 지나서 반납은 안 된대", ("사서 선생님", ["겸솔"])),
    ],
    # a rare noun as the topic of a -는데 background clause; the sayer is the next clause's
    "thing_in_background_clause": [
        ("솔겸", "강습 어때?", "none"),
        (
            "온겸",
            "배관 공사 때문에 미뤄졌는데 관장님은 다음 주에 다시 시작한대",
            ("관장님", ["온겸"]),
        ),
    ],
    # a name that is also a rare word, said as the subject of a report, stays a name
    "name_that_is_a_word": [
        ("솔겸", "관리비 얘기 들었어?", "none"),
        ("온겸", "경숙이가 다음 달부터 오른다던데", ("경숙", ["온겸"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_name_guess_dialogues(name: str) -> None:
    check_dialogue(CASES[name], name, datetime(2026, 4, 2))
