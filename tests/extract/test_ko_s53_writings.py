"""The fifty-third pass, Korean: a writing named with its author before the words it carries
('X 메일에 …다고 돼 있더라', 'X가 보내신 공지에는 …라고 적혀 있어요', 'X에서 문자 왔는데 …라고
나와 있더라') is the author's report; a writing with no author ('교과서에 …라고 나와 있어') is no
one's; a message noun standing for its verb of saying ('X께서 …라는 전달입니다'); an office's
title compounded of three nouns before 님 ('행정보급관님') as a person. Names and sentences
invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "한봄결"
LISTENER = "라온결"


def said(text: str, before: str = "무슨 소식 있어요?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("관장님 메일에 승급 심사가 한 주 밀렸다고 돼 있더라.", "관장님"),
    ("결휘가 보낸 카톡에는 모임 장소가 바뀌었다고 적혀 있었어.", "결휘"),
    ("어제 채솔이한테서 문자 왔는데 거기에 발표는 자기가 맡겠다고 쓰여 있더라고요.", "채솔"),
    ("나 실장님 공지엔 다음 달부터 주차비를 받는다고 나와 있습니다.", "나 실장님"),
])
def test_the_words_of_a_writing_are_its_authors(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text", [
    "교과서에 그 강이 제일 길다고 나와 있어.",
    "안내판에 여기서 낚시하면 안 된다고 적혀 있더라.",
])
def test_a_writing_with_no_author_is_no_report(text):
    # (guards: a book or a sign says what it says; no one is its source)
    assert not [o for o in said(text) if o[1]], said(text)


@pytest.mark.parametrize("text,owner", [
    ("행정보급관님께서 내일 오전 작업은 없다는 전달입니다.", "행정보급관님"),
    ("결휘 씨는 견적을 다시 뽑아 달라는 회신이었어요.", "결휘 씨"),
])
def test_a_message_noun_stands_for_its_verb_of_saying(text, owner):
    got = said(text)
    assert got and got[0][1] == [SPEAKER] and got[0][0].removesuffix(" 씨") == owner.removesuffix(
        " 씨"), got


def test_a_message_noun_with_no_one_named_is_no_report():
    # (a guard: '그건' names no one whose words they were)
    assert not [o for o in said("그건 다음 주에 다시 보자는 답변이에요.") if o[1]], said(
        "그건 다음 주에 다시 보자는 답변이에요.")


def test_a_title_of_three_nouns_is_a_person():
    got = said("시설관리관님이 내일 오후에 보일러 점검이 있대요.")
    assert got and got[0] == ("시설관리관님", [SPEAKER]), got


@pytest.mark.parametrize("text,owner", [
    ("구매팀 피 주임님이 사무용품은 분기마다 신청하래요.", "피 주임님"),
    ("워크숍에서 황보 실장님이 올해는 채용을 줄인대요.", "황보 실장님"),
    ("물류팀 모 과장님이 그 창고는 내년에 비운대요.", "모 과장님"),
    ("자문단 경 변호사님 말로는 계약서 조항을 고쳐야 한대요.", "경 변호사님"),
])
def test_a_surname_and_a_title_name_a_colleague(text, owner):
    # (the team before them is where they work, no part of the name)
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_a_determiner_before_a_title_is_no_surname():
    # (a guard: '그 팀장님' is 'that team leader')
    got = said("그 팀장님이 내일은 재택이래요.")
    assert got and got[0][0] == "팀장님", got


@pytest.mark.parametrize("text,owner", [
    ("관장님 공지로는 다음 달부터 도복을 새로 맞춘대요.", "관장님"),
    ("구청 안내로는 그 도로는 내일까지 통제래요.", "구청"),
    ("부회장 다은 씨가 이번 달 매출은 오를 거라고 예측하셨어요.", "다은 씨"),
    ("저희 아내는 제 요리가 너무 짜다고 맨날 놀려요.", f"{SPEAKER}의 아내"),
    ("앨범 특전은 한정이래… 제작사 공지에 그렇게 써있음", "제작사"),
])
def test_announcements_and_speech_acts_as_sources(text, owner):
    got = said(text)
    assert got and got[0][0].removesuffix(" 씨") == owner.removesuffix(" 씨") and (
        got[0][1] == [SPEAKER]), got


def test_a_kin_word_set_off_by_a_comma_calls_the_listener():
    got = said("아버님, 저희 고모부도 그 시술 받으셨는데 회복이 생각보다 빨랐다고 하시더라고요.")
    assert got and got[0] == (f"{SPEAKER}의 고모부", [SPEAKER]), got


def test_a_dialect_your_is_the_listeners():
    got = owners(last_extraction([(LISTENER, "뭐래요?"),
                                  (SPEAKER, "느이 아버지도 이번엔 택시 타자고 허더라.")]))
    assert got and got[0] == (f"{LISTENER}의 아버지", [SPEAKER]), got


def test_a_means_with_no_possessor_is_no_source():
    # (a guard: '카톡으로는' says how, not whose)
    assert not [o for o in said("카톡으로는 신청이 안 된대요.") if o[0] not in ("someone",)], said(
        "카톡으로는 신청이 안 된대요.")


@pytest.mark.parametrize("text", [
    "관장님이 이번 달 승급 심사는 없다고 하셨대요. 사무장 결휘 씨가 전해 주더라고요.",
    "관장님은 이번 달 승급 심사는 없다는 입장이시래요. 결휘 씨가 그 말도 해 주더라고요.",
    "관장님이 이번 달 승급 심사는 없다고 하셨다고, 사무장 결휘 씨가 그러더라고요.",
])
def test_the_one_who_passed_a_report_on_said_after_it(text):
    got = said(text)
    assert got and got[0] == ("관장님", [SPEAKER, "결휘 씨"]), got


def test_a_dropped_honorific_sayer_is_the_one_just_spoken_of():
    got = said("관장님은 승급 심사를 미루자는 입장이세요. 근데 수업 끝나고 "
               "따로 말씀하시길, 다음 달엔 꼭 한대요.")
    assert [o for o in got if o[0] == "관장님"] == [("관장님", [SPEAKER])] * 2, got


def test_words_passed_on_with_no_sayer_of_their_own_are_the_passers():
    # (a guard: with no sayer in the clause, the teller named after it is its source)
    got = said("다음 달부터는 정기 점검을 수요일 밤으로 옮긴대요. "
               "관리실 결휘 씨가 문자로 알려 줬어요.")
    assert got and got[0] == ("결휘 씨", [SPEAKER]), got


@pytest.mark.parametrize("text,owner", [
    ("제작사 홈페이지에 공지 떴는데 시즌 2는 겨울에 나온대.", "제작사"),
    ("학교 홈페이지에 공지 올라왔는데, 내일은 휴교래요.", "학교"),
])
def test_a_notice_on_its_authors_channel(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_an_inference_closing_the_sentence_is_the_speakers_view():
    x = last_extraction([(LISTENER, "상자는 어디서 찌그러진 거예요?"),
                         (SPEAKER, "그럼 오다가 트럭에서 찌그러진 거겠죠.")])
    assert [(c.owner, c.relayed_by) for c in x.claims] == [(SPEAKER, [])], x.claims


def test_a_plan_stays_a_record():
    # (a guard: '-ㄹ 거예요' of the speaker's plan is no inference)
    x = last_extraction([(LISTENER, "내일 뭐 해요?"), (SPEAKER, "내일은 수영장에 갈 거예요.")])
    assert not x.claims, x.claims


@pytest.mark.parametrize("text,owner", [
    ("장학금 발표는 6월에 난다는 게 학과 채솔 선생님 말씀이었어요.", "채솔 선생님"),
    ("그건 잘 모르겠는데, 지난주 워크숍에서 관장님이 하신 말씀이 있어요. 가을부터 도복이 "
     "바뀐대요.", "관장님"),
    ("호텔 매니저 결휘 씨가 단체 예약은 금요일까지만 받는대요.", "결휘 씨"),
])
def test_words_named_after_there_are_and_a_role_before_a_name(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got
