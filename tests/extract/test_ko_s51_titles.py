"""The fifty-first pass, Korean: a church's offices after a given name are titles, as workplace
ranks are ('복례 권사님', '정구 집사님'); a title the conversation called someone by ('권사님, …')
is no name for Kiwi to read, so it does not hide the title after another person's name; a
demonstrative with its particle contracted ('그건', '이게') is never a possessor; a noun whose last
syllable is 도 ('새벽기도') is no name with the particle 도; the Gyeongsang verb of saying with the
honorific ('…다 카셨어') and its pro-form ('그라던데', '그라대') read as the standard ones; a verb
closed by a connective ('사는데') is no name before a title; a bare title repeats the compound it
heads ('쌤' after '담임쌤'); a chat room's host and a guild's master are roles; a verb whose stem
ends in the causative 이 ('줄이는') is no name with its suffix; 'X 말이, …' as 'X 말로는, …'. Names
and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "제갈미소"
LISTENER = "탁운비"


def said(text: str, before: str = "그래서 뭐래요?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("근데 금례 권사님은 이번 수련회에 못 가신대요.", "금례 권사님"),
    ("떡은 모자랄 거라고 정분 집사님이 그러시더라.", "정분 집사님"),
    ("태환 장로님은 주일 예배 대표기도 안 하신대요.", "태환 장로님"),
])
def test_a_church_office_after_a_given_name_is_a_title(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_a_title_said_to_the_listener_does_not_hide_anothers_name():
    got = said("참 권사님, 이번에 반찬 봉사는 누가 해요? 금례 권사님은 이번 달 허리 때문에 못 "
               "나오신대요.", before="권사님, 토요일 꽃꽂이는 몇 시예요?")
    assert got and got[0] == ("금례 권사님", [SPEAKER]), got


def test_a_contracted_demonstrative_owns_no_one():
    got = said("그건 할머니가 반대하신대. 너무 멀다고.")
    assert got and got[0] == (f"{SPEAKER}의 할머니", [SPEAKER]), got


def test_a_noun_ending_in_do_is_no_name_with_a_particle():
    got = said("어제 새벽기도 갔다가 목사님한테 들었는데, 교육관 공사가 늦어진대.")
    assert got and got[0] == ("목사님", [SPEAKER]), got


@pytest.mark.parametrize("text,owner", [
    ("관장님도 이번 대회는 나가도 된다 카셨어.", "관장님"),
])
def test_a_regional_verb_of_saying_with_the_honorific(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_the_regional_pro_form_closes_a_report():
    from cogmem_rdf.extract.register_ko import dialect_saying
    assert dialect_saying("덕칠이가 장에서 그라대.") == "덕칠이가 장에서 그러더라."
    assert dialect_saying("수의사가 수술은 잘됐다 카더란다.") == (
        "수의사가 수술은 잘됐다고 하더란다.")


def test_a_verb_closed_by_a_connective_is_no_name_before_a_title():
    got = said("우리 사촌언니 고시원 사는데 언니 피셜 옆방 코골이 땜에 매일 밤 못 잔대ㅋㅋ")
    assert got and got[0] == (f"{SPEAKER}의 사촌언니", [SPEAKER]), got


@pytest.mark.parametrize("text,owner", [
    ("나 오늘 담임쌤이랑 면담함. 쌤 말로는 나 내신은 충분하대", "담임쌤"),
    ("우리 과외쌤 진짜 웃김ㅋㅋ 쌤 말로는 이번 모평 역대급으로 어렵대", f"{SPEAKER}의 과외쌤"),
])
def test_a_bare_title_repeats_the_compound_it_heads(text, owner):
    got = [o for o in said(text) if o[1]]
    assert got and got[0] == (owner, [SPEAKER]), got


def test_the_host_of_a_chat_room_or_a_guild_is_a_role():
    got = said("우리 길드장 왈 다음 시즌 보상은 칭호뿐이라 함ㅋㅋ")
    assert got and got[0] == (f"{SPEAKER}의 길드장", [SPEAKER]), got


def test_a_verb_with_the_causative_i_is_no_name_with_its_suffix():
    got = said("종현 회장님이 그러시는데, 이번에 회비를 반으로 줄이는 안건을 내신다고 하시더라.")
    assert got and all(o[0] != "줄" for o in got) and got[0][1] == [SPEAKER], got


def test_whose_words_set_off_by_a_comma_are_a_source():
    got = said("근데 우리 언니 말이, 형부가 지난달에 써 봤는데 그 앱은 광고가 너무 많다고 했대.")
    assert got and got[0] == (f"{SPEAKER}의 형부", [SPEAKER, f"{SPEAKER}의 언니"]), got
    # (a guard: the words as the subject of a verdict are no source)
    verdict = said("언니 말이 맞아. 거기 너무 비싸.")
    assert verdict and verdict[0][1] == [], verdict
