"""The fifty-eighth pass, Korean (the second helper's): a name between a place and a title of
address, a motion before a look, and the one who came and looked answering for another. Names
and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction

SPEAKER = "나예솔"
LISTENER = "탁윤하"


def claims(text: str, asked: str = "그래서 다들 뭐래?") -> list[tuple[str, list[str], str]]:
    ex = last_extraction([(LISTENER, asked), (SPEAKER, text)])
    return [(c.owner, c.relayed_by, c.content) for c in ex.claims]


@pytest.mark.parametrize("text,owner", [
    # a given name Kiwi knows as a proper noun, after a place and before a dialect title: that
    # person, not the named one's uncle
    ("건너편 말숙 할매가 그러는데 장터가 다음 달에 옮긴대.", "말숙 할매"),
    ("정육점 만식 아재는 고기 값이 또 오른다 카더라.", "만식 아재"),
    # a name Kiwi cannot read (split into one-syllable nouns), after a place or an office
    ("관리소 은택 아저씨가 그러는데 주차장을 새로 칠한대.", "은택 아저씨"),
    ("경로당 차복남 어르신이 그카는데 버스 노선이 바뀐다 카더라.", "차복남 어르신"),
])
def test_a_name_between_a_place_and_a_title_of_address(text, owner):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [(owner, [SPEAKER])], got


def test_a_word_of_the_dictionary_there_says_what_they_sell():  # guard
    got = claims("시장 두부 아줌마가 그러는데 콩 값이 두 배래.")
    assert [(o, r) for o, r, _ in got] == [("시장 두부 아줌마", [SPEAKER])], got


@pytest.mark.parametrize("text,owner", [
    # a verb of coming linked by -어서 to the look after it is no one seen
    ("보람 씨가 와서 봤는데, 물을 너무 많이 줬대.", "보람 씨"),
    ("조합 직원이 와서 봤는데, 물을 너무 많이 줬대.", "조합 직원"),
])
def test_a_motion_before_a_look_is_no_one_seen(text, owner):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [(owner, [SPEAKER])], got


@pytest.mark.parametrize("text,owner", [
    ("조합 보람 씨가 와서 봤는데, 물을 너무 많이 줬대. 비료도 줄이래.", "보람 씨"),
    ("막내 소희가 가서 보고 왔는데, 부품이 아예 없대.", "소희"),
])
def test_the_one_who_came_and_looked_answers_for_whom_was_asked(text, owner):
    got = claims(text, asked="수리점 사장님은 뭐라셔?")
    assert got and all((o, r) == (owner, [SPEAKER]) for o, r, _ in got), got


def test_another_named_in_the_answer_still_passes_through_the_asked():  # guard
    got = claims("탁다온 씨가 그 식당 별로래.", asked="수리점 사장님은 뭐라셔?")
    assert [(o, r) for o, r, _ in got] == [("탁다온 씨", [SPEAKER, "수리점 사장님"])], got



@pytest.mark.parametrize("text,owner", [
    # a full name Kiwi does not know, split into a numeral and bound nouns or read as a place
    # and the copula, before a title or an office, is still the person's name
    ("백대식 후보가 현수막에 '교통 1등'이라고 써 놨더라고요.", "백대식 후보"),
    ("김포란 상담사님 말이, 지금 갈아타면 손해라 카더라.", "김포란 상담사님"),
])
def test_a_full_name_kiwi_misreads_before_a_title(text, owner):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [(owner, [SPEAKER])], got


def test_a_noun_and_its_suffix_before_a_role_is_no_name():  # guard
    got = claims("이번주 당번이 그러는데 청소는 내일 한대.")
    assert [(o, r) for o, r, _ in got] == [("당번", [SPEAKER])], got


def test_an_honoured_title_said_again_bare_is_the_named_one():
    got = claims("어제 한도식 구청장님이 직접 오셨어요. 구청장님 말씀으로는 길을 넓힌대요.")
    assert [(o, r) for o, r, _ in got] == [("한도식 구청장님", [SPEAKER])], got


def test_a_reason_closed_by_the_quotative_after_a_stance_is_the_topics():
    got = claims("우리 이모는 그 집 계약을 말리세요. 터가 안 좋다고요.")
    assert [(o, r) for o, r, _ in got] == [(f"{SPEAKER}의 이모", [SPEAKER])], got


def test_a_named_subject_of_the_quotative_fragment_still_said_it():  # guard
    got = claims("우리 이모는 요즘 바쁘세요. 탁다온 씨가 다음 주에 온다고요.")
    assert all(o != f"{SPEAKER}의 이모" for o, _, _ in got), got
