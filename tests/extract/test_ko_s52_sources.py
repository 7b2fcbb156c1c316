"""The fifty-second pass, Korean: a source said as what was heard from someone ('X한테서 들은
바로는') or as the words a clause holds true ('X 말대로라면', 'X 말마따나', 'X가 말한 것처럼'), not
a deed done as told ('엄마 말대로 샀어'); a hearsay end guessed at ('…다나 봐'); the one who told
the speaker said in the next sentence with where or when between ('…래요. X가 저한테 직접
그랬어요', '…하셨대요. X가 운동 갔다 와서 그러더라고요'), the message
it came in ('…래요. 구청에서 문자 왔어요', '알림장에 X가 그렇게 쓰셨더라고요', 'X 공문에 그렇게
적혀 있어요') or heard from ('…더라. X한테 들었어'); an order on an auxiliary verb ('…지 말래',
'챙겨 오래') said by its subject, not by one whose own clause closed before it; an opener said
as a sentence with a time word or in the formal register ('X가 어제 그랬어.', 'X가 그랬습니다.');
verbs of instructing and requesting as verbs of saying ('지시하다', '요청하다'); a view noun in
the formal past ('…자는 입장이었습니다'); a screen name quoted before 님. Names and sentences
invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "한봄결"
LISTENER = "라온결"


def said(text: str, before: str = "그래서 뭐래요?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("채솔이한테서 들은 바로는 당번이 바뀌었대.", "채솔"),
    ("채솔이 말대로라면 내일 시험은 연기야.", "채솔"),
    ("채솔이 말마따나 그 집 국밥은 너무 짜.", "채솔"),
    ("결휘가 말한 것처럼 그 공원은 밤에 너무 어두워.", "결휘"),
    ("채솔이는 체육관이 다음 주에 닫는다나 봐.", "채솔"),
])
def test_a_source_said_in_other_words(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text", [
    "엄마 말대로 우산 챙겼어.",
    "체육관 다음 주에 닫는다면서요?",
])
def test_a_deed_done_as_told_or_an_unnamed_check_reports_nothing(text):
    # (guards: read so before this pass too)
    assert not [o for o in said(text) if o[1]], said(text)


@pytest.mark.parametrize("text,owner,chain", [
    ("관장님이 체육관은 다음 주에 닫는다고 하셨대요. 채솔이가 운동 갔다 와서 그러더라고요.",
     "관장님", [SPEAKER, "채솔"]),
    ("다음 주부터 수영장 휴관이래요. 구청에서 문자 왔어요.", "구청", [SPEAKER]),
    ("준비물은 금요일까지 보내래요. 알림장에 원장님이 그렇게 쓰셨더라고요, 다들 보셨어요?",
     "원장님", [SPEAKER]),
    ("탈의실은 다음 달부터 새로 연대요. 시청 공문에 그렇게 적혀 있어요.", "시청", [SPEAKER]),
])
def test_the_source_said_in_the_next_sentence(text, owner, chain):
    got = said(text)
    assert (owner, chain) in got, got


@pytest.mark.parametrize("text,owner,chain", [
    ("관장님이 매트 다 치우라고 하셨다더라. 채솔이한테 들었어.", "관장님", [SPEAKER, "채솔"]),
])
def test_one_heard_from_after_a_clause_with_its_own_sayer(text, owner, chain):
    # (a guard: read so before this pass; the one heard from relays the clause's sayer)
    got = said(text)
    assert (owner, chain) in got, got


def test_the_teller_said_next_with_where_between():
    x = last_extraction([(LISTENER, "그래서 뭐래요?"), (
        SPEAKER, "이번 대회는 이틀 동안 한대요. 관장님이 저한테 직접 그랬어요.")])
    got = [(c.owner, c.content) for c in x.claims]
    assert got == [("관장님", "이번 대회는 이틀 동안 한대요")], x.claims


def test_an_order_on_an_auxiliary_is_its_subjects():
    got = said("채솔이가 그러는데 코치님이 사흘은 운동하지 말래요.")
    assert ("코치님", [SPEAKER, "채솔"]) in got, got


def test_no_order_from_a_subject_whose_clause_closed_before_it():
    got = said("채솔이 말로는 관장님이 요즘 바쁘시니까 연락하지 말래.")
    assert got and got[0] == ("채솔", [SPEAKER]), got


@pytest.mark.parametrize("text,owner,content", [
    ("참, 채솔이가 지난주에 그랬어. 체육관은 다음 주에 닫는대.", "채솔",
     "체육관은 다음 주에 닫는대"),
    ("네. 그리고 3중대 결휘가 그랬습니다. 내일 점호는 30분 늦게 한답니다.", "결휘",
     "내일 점호는 30분 늦게 한답니다"),
])
def test_an_opener_sentence_with_a_time_word_or_formal(text, owner, content):
    x = last_extraction([(LISTENER, "그래서 뭐래요?"), (SPEAKER, text)])
    assert [(c.owner, c.content) for c in x.claims] == [(owner, content)], x.claims


def test_instructing_is_saying():
    got = said("채솔이한테 들었는데 관장님이 매트 다 치우라고 지시하셨다더라.")
    assert ("관장님", [SPEAKER, "채솔"]) in got, got


def test_a_view_noun_in_the_formal_past():
    got = said("참고로 총무팀 결휘 대리님은 회식을 줄이자는 입장이었습니다.")
    assert ("결휘 대리님", [SPEAKER]) in got, got


def test_a_quoted_screen_name():
    got = said("채팅창에 '별빛고래'님이 그러시네요, 그 렌즈는 초점이 느리대요.")
    assert ("별빛고래님", [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("근데 형은 끝까지 반대했어요. 주말엔 길이 너무 막힌다고.", f"{SPEAKER}의 형"),
    ("누나도 그 말을 하더라고요. 다음엔 배 타고 가자고.", f"{SPEAKER}의 누나"),
])
def test_what_a_speech_act_said_as_a_fragment_after_it(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


def test_a_report_closed_by_neunde_is_its_own_sentence():
    got = said("결휘는 수영장이 월요일에 연다고 했는데, 관리실 말로는 수요일부터래.")
    assert ("결휘", [SPEAKER]) in got and ("관리실", [SPEAKER]) in got, got


def test_a_report_closed_by_neunde_before_a_question():
    got = said("관장님이 다음 달에 도장을 옮긴댔는데, 혹시 아세요?")
    assert ("관장님", [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("경찰서에서 연락 왔는데, 분실물은 내일 찾으러 오래요.", "경찰서"),
    ("우리 큰애 말로는 그 동아리 선배들이 엄청 친절하대요.", f"{SPEAKER}의 큰애"),
])
def test_an_office_and_the_eldest_child(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


def test_a_quotation_after_its_verb_with_more_said_after_it():
    x = last_extraction([(LISTENER, "그래서 뭐래요?"), (
        SPEAKER, "저는 작년에 연습을 한 번도 안 빠졌어요. 그때 우리 코치님이 그러더라고요, 물은 "
        "조금씩 자주 마셔야 한다고. 그래서 요즘 물병 들고 다녀요.")])
    got = [(c.owner, c.content) for c in x.claims]
    assert got == [(f"{SPEAKER}의 코치님", "물은 조금씩 자주 마셔야 한다고")], got


def test_an_opener_with_gil_and_an_adverb_before_its_verb():
    x = last_extraction([(LISTENER, "그래서 뭐래요?"),
                         (SPEAKER, "근데 결휘가 전화로 그러길, 수도 공사는 내일이래.")])
    got = [(c.owner, c.content) for c in x.claims]
    assert got == [("결휘", "수도 공사는 내일이래")], got


@pytest.mark.parametrize("text,owner", [
    ("근데 총무과 간부가 그러는데, 올해 회식은 금요일이래.", "총무과 간부"),
    ("동네 상인분들 말로는 요즘 생선이 다 비싸대요.", "동네 상인분들"),
])
def test_a_role_with_the_noun_before_it(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got
