"""The fifty-eighth pass, Korean (a helper's): sources set side by side, southern speech, in
talk of kitchens, farms and stages. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction

SPEAKER = "권다올"
LISTENER = "모세린"


def claims(text: str) -> list[tuple[str, list[str], str]]:
    ex = last_extraction([(LISTENER, "그래서 다들 뭐래?"), (SPEAKER, text)])
    return [(c.owner, c.relayed_by, c.content) for c in ex.claims]


@pytest.mark.parametrize("text", [
    # two people, each the topic of their own words, the second closing on -더라고 (which ends
    # in 라고 as a quotative does, but closes a report of its own)
    "한겸이는 소금을 더 넣으라고 하던데, 설지담 씨는 양념이 너무 달다고 하더라고.",
    # the same in southern speech, 카다 for 하다 with the quotative 고 dropped
    "한겸이는 소금을 더 넣으라 카던데, 설지담 씨는 양념이 너무 달다 카더라고.",
])
def test_two_reports_side_by_side_are_each_their_holders(text):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [("한겸", [SPEAKER]), ("설지담 씨", [SPEAKER])], got
    assert "설지담" not in got[0][2] and "소금" not in got[1][2], got


def test_a_southern_saying_with_its_retrospective_go():
    got = claims("무대감독 솔뫼 씨는 조명을 두 칸 내리라 카더라고.")
    assert [(o, r) for o, r, _ in got] == [("솔뫼 씨", [SPEAKER])], got
    assert "카더라고" not in got[0][2], got


def test_the_southern_first_person_after_a_report_is_the_speakers_view():
    got = claims("설지담 씨는 사료가 문제라 카는데, 내는 마 날씨가 문제라고 봅니더.")
    assert sorted((o, r) for o, r, _ in got) == sorted(
        [("설지담 씨", [SPEAKER]), (SPEAKER, [])]), got


def test_a_single_report_closing_on_deorago_stays_one_report():  # guard
    got = claims("설지담 씨가 그러던데, 내일은 장이 안 선다고.")
    assert [(o, r) for o, r, _ in got] == [("설지담 씨", [SPEAKER])], got


@pytest.mark.parametrize("text,owner", [
    # 기사 after a word of a trade or a service is the worker who came, not a news article; the
    # pronoun after picks them up
    ("아까 보일러 기사가 왔다 갔어. 그 양반 얘기로는 배관을 통째로 갈아야 한대.", "보일러 기사"),
    ("어제 에어컨 기사가 다녀갔어. 그 사람이 실외기 팬이 휘어서 곧 멈춘대.", "에어컨 기사"),
])
def test_a_service_worker_called_gisa_is_a_person(text, owner):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [(owner, [SPEAKER])], got


def test_a_news_article_is_still_no_person():  # guard
    got = claims("인터넷 기사 보니까 그 다리 공사가 또 미뤄졌대.")
    assert all(o != "인터넷 기사" for o, _, _ in got), got


@pytest.mark.parametrize("text,owner", [
    # asked, then the answer: the one asked said it (-니, the short form of -니까)
    ("관리소장님한테 여쭤보니 담당 주임님이 월요일부터 휴가래요.", "관리소장님"),
    ("반장님한테 물어보니 배송 기사님이 오후에나 온대요.", "반장님"),
])
def test_the_one_asked_with_the_short_ni_is_the_source(text, owner):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [(owner, [SPEAKER])], got


def test_an_unfamiliar_title_with_nim_is_a_person():
    # (a title Kiwi reads as a proper noun, with 님 as the bound noun of address)
    got = claims("조향사님은 그 향수가 여름엔 너무 무겁대요.")
    assert [(o, r) for o, r, _ in got] == [("조향사님", [SPEAKER])], got


@pytest.mark.parametrize("text,owner", [
    # 샘, the spoken 쌤, after a noun of what they teach, is the teacher
    ("피아노 샘이 다음 주 레슨은 쉰대.", "피아노 샘"),
    ("수영 샘은 자유형부터 다시 하래.", "수영 샘"),
])
def test_saem_after_a_subject_noun_is_the_teacher(text, owner):
    got = claims(text)
    assert [(o, r) for o, r, _ in got][:1] == [(owner, [SPEAKER])], got


def test_saem_of_envy_is_no_teacher():  # guard
    got = claims("막내가 괜히 샘이 나서 하루 종일 울었어.")
    assert all("샘" not in o for o, _, _ in got), got


@pytest.mark.parametrize("text,owner", [
    # one who runs for an office, named with the title of a candidate
    ("마상훈 후보가 임기 안에 다리를 놓는다고 했어.", "마상훈 후보"),
    ("마상훈 후보는 토론회에서 '버스 노선부터 살리겠다'고 했어.", "마상훈 후보"),
])
def test_a_candidate_with_the_title_is_a_person(text, owner):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [(owner, [SPEAKER])], got


def test_any_candidate_is_no_one_in_particular():  # guard
    got = claims("누나 말로는 특정 강사 수업만 골라 들어도 된대.")
    assert [(o, r) for o, r, _ in got] == [(f"{SPEAKER}의 누나", [SPEAKER])], got


def test_a_full_name_and_rank_called_so_is_the_person():
    got = claims("윤미정 과장이라는 분 말로는 이번 달 수수료는 면제래.")
    assert [(o, r) for o, r, _ in got] == [("윤미정 과장", [SPEAKER])], got


@pytest.mark.parametrize("text", [
    # '-나 싶다' / '-ㄴ가 싶다': the speaker's own guess
    "빵이 다 주저앉았네. 발효를 너무 오래 했나 싶다.",
    "요즘 주문이 줄었어요. 배달비를 너무 올렸나 싶어요.",
])
def test_a_guess_in_na_sipda_is_the_speakers_view(text):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [(SPEAKER, [])], got


def test_a_wish_in_go_sipda_is_no_guess():  # guard
    got = claims("이번 주말엔 그냥 집에서 쉬고 싶다.")
    assert all(r == [] for _, r, _ in got), got


def test_asking_how_one_could_believe_it_is_the_speakers_doubt():
    got = claims("옆 가게 사장님 말로는 곧 값을 내린대. 그 말을 어찌 믿노.")
    assert sorted((o, r) for o, r, _ in got) == sorted(
        [("옆 가게 사장님", [SPEAKER]), (SPEAKER, [])]), got


@pytest.mark.parametrize("text,owner", [
    # the writer of words read out, named in a sentence of their own after them
    ("앱 후기에 '배송 느리고 박스 찌그러짐' 이래. 남긴 사람 아이디는 은빛고래야.", "은빛고래"),
    ("'사장님이 불친절함' 이래요. 닉네임은 봄비소녀예요.", "봄비소녀"),
    # ... or before them, with a word about the writer between
    ("그 댓글 단 사람 설지담 씨더라. 우리 윗집 사는 분. 주차장 조명이 너무 어둡대", "설지담 씨"),
])
def test_the_writer_named_next_to_the_words_is_their_source(text, owner):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [(owner, [SPEAKER])], got


@pytest.mark.parametrize("text,owner,chain", [
    # a title said in Latin capitals without 님 is a person as '감독' is
    ("보험사 FP 말로는 그 특약은 나중에 빼도 된대.", "보험사 FP", [SPEAKER]),
    ("마동훈 PD가 녹화를 금요일로 옮기재.", "마동훈 PD", [SPEAKER]),
])
def test_a_title_in_latin_capitals_is_a_person(text, owner, chain):
    got = claims(text)
    assert [(o, r) for o, r, _ in got] == [(owner, chain)], got
