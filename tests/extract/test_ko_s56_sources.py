"""The fifty-sixth pass, Korean: how news, review and office talk names whose words they are. A
sentence right after words said with no source that labels them ('…대요. 이건 X가 공지문에 적은
거예요', '…는 거예요. 이건 X팀 설명이에요', "'…' 이런 글이 올라왔네요. 쓰신 분은 X 씨") gives them
to the one it names; an office as the subject of a verb of announcing with nothing announced ('X청이
해명했어요.') is the source of the hearsay next to it; one of several in a role told apart by a
number ('4번 리뷰어는', '심사위원 2는', '5번 리뷰어 의견') is held as said with it; a title said as
a Latin abbreviation with 님 ('PD님') is a person; a word of four or five syllables that Kiwi's
dictionary lacks, read as a proper noun with the topic or subject particle, is a foreign given name
('X는 …다는데'); the auxiliary 보다 of trying after a verb ('X랑 일해 봤는데') meets no one, so the
verb is never a relayer. A correction of who said it ('그 말은 A가 아니라 <affiliation> B가 한
거예요') gives the words to B alone, A relaying nothing after; a message told of ('X한테 문자 왔어',
'X가 알림 보내셨어') then read out in quotation marks, sentence by sentence, is X's; a view said to
differ or an act with its own object, then the words as a fragment closed by the quotative ('X는
다르게 보더라고요. …한다고요', 'X는 A는 인정했어요. 다만 …라고'), is X's; the listener called with a
title ('X 팀장님, …') is never the dropped sayer of the next report; the interjection 아니야 is no
name with a role after it, nor a figure with its topic particle ('3%는') a clause describing one; an
office's press officer or deputy ('X청 공보관', '부시장') is a role; a message sent, then what it
said after a comma ('저한테 메일을 보냈어, …다고'), is read as '…다고 메일을 보냈어'; a group
counted with the object particle ('학생 세 명을') is no dropped sayer. Names and sentences invented
here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

from cogmem_rdf.extract import ko_parse as K

SPEAKER = "한봄결"
LISTENER = "라온결"


def said(text: str, before: str = "무슨 소식 있어?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


def _refs(text: str) -> list[str]:
    words = K.words_of(text, K.tokenize(text))
    return [r.name for r in K.person_refs(words, SPEAKER, []) if r.kind != "self"]


@pytest.mark.parametrize("text,owner", [
    ("회의실 공사가 금요일에 끝난대요. 이건 도예찬 씨가 공지문에 적은 거예요.", "도예찬 씨"),
    ("창고 정리는 다음 달로 미룬다는 거예요. 이건 총무팀 설명이에요.", "총무팀"),
    ("그 업체가 계약을 어겼다는 거야. 이건 모하늘 팀장이 확인해 주신 거고.", "모하늘 팀장"),
    ("게시판 보셨어요? '그 가게 벌써 문 닫았어요' 이런 글이 올라왔네요. 쓰신 분은 청취자 "
     "모하늘 씨.", "모하늘 씨"),
])
def test_a_label_after_the_words_names_their_sayer(text, owner):
    assert said(text) == [(owner, [SPEAKER])]


def test_a_label_of_a_making_is_no_source():
    # (guard: 만들다 is no verb of saying or writing — the words before keep no such holder)
    got = said("주말에 비가 온대요. 이건 도예찬 씨가 만든 거예요.")
    assert ("도예찬 씨", [SPEAKER]) not in got, got


def test_a_correction_after_a_laugh_still_gives_the_words_named():
    # (guard: a laugh before the label is nothing said — the label's own words stay as before)
    got = said("아니야 ㅋㅋ 그건 우리 삼촌 얘기고.")
    assert got == [(f"{SPEAKER}의 삼촌", [SPEAKER])], got


def test_an_office_announcing_is_the_source_of_the_hearsay_next():
    got = said("구청이 어제 해명했어요. 공사는 다음 주에 끝난대요.")
    assert got == [("구청", [SPEAKER])], got


@pytest.mark.parametrize("text,owner", [
    ("4번 리뷰어는 결론이 약하다고 보더라.", "4번 리뷰어"),
    ("5번 리뷰어 의견 봤어? 결론이 너무 성급하대.", "5번 리뷰어"),
])
def test_a_numbered_reviewer_holds_as_said(text, owner):
    assert said(text) == [(owner, [SPEAKER])]


def test_judges_told_apart_by_number():
    got = said("심사위원 2는 결론이 약하다고 했고, 심사위원 3은 표본이 적다고 지적했어.")
    assert got == [("심사위원 2", [SPEAKER]), ("심사위원 3", [SPEAKER])], got


def test_a_numbered_thing_is_no_one():
    # (guard: a numbered item that is no person's role)
    assert _refs("2번 문항은 너무 어렵대.") == []


def test_a_latin_title_with_nim_is_a_person():
    assert _refs("아 그리고 PD님이 원고를 오늘까지 넘기래요.") == ["PD님"]
    assert said("아 그리고 PD님이 원고를 오늘까지 넘기래요.") == [("PD님", [SPEAKER])]


def test_an_unknown_foreign_name_as_topic():
    got = said("오스왈도는 그 계산이 틀렸다는데, 확인은 더 해 봐야지.")
    assert got and got[0] == ("오스왈도", [SPEAKER]), got


def test_a_compound_of_known_words_is_no_foreign_name():
    # (guard: a firm's name made of words Kiwi knows, or a compound noun, names no one)
    assert not K._unknown_whole("누리기획")
    assert not K._unknown_whole("실내수영")


def test_the_auxiliary_of_trying_meets_no_one():
    got = said("예전에 도예찬 씨하고 두 달 일해 봤는데 그 사람이 마감은 꼭 지켜야 한다고 "
               "했었어요.")
    assert got == [("도예찬 씨", [SPEAKER])], got


@pytest.mark.parametrize("text,sayer", [
    ("아니, 그 얘기는 반장이 아니라 한빛대 기상학과 모하늘 박사님이 하신 거예요.", "모하늘 박사님"),
    ("그건 회장님이 아니라 총무님이 한 말이에요.", "총무님"),
])
def test_a_correction_of_who_said_it_gives_the_words_to_the_one_named(text, sayer):
    # (the second a guard: a bare sayer right before 한 was read so before this pass)
    assert said(text, before="그거 반장 말이죠?") == [(sayer, [SPEAKER])]


def test_the_one_denied_is_no_relayer_of_their_own_words_next():
    got = said("아니요, 그 얘기는 회장님이 아니라 총무님이 하신 거예요. "
               "회장님은 '검토 중'이라고만 했고요.", before="회비 동결은 회장님 말씀이죠?")
    assert got == [("총무님", [SPEAKER]), ("회장님", [SPEAKER])], got


@pytest.mark.parametrize("text,sender", [
    ("여보, 누리봄이 수영 코치님한테서 카톡 왔어. 들어 봐. '다음 주부터 오전반으로 옮겨 주세요. "
     "그리고 누리봄이가 요즘 자세가 많이 좋아졌어요.'", "누리봄의 수영 코치님"),
    ("태권도 관장님이 알림 보내셨어. '누리봄이가 오늘 품새를 끝까지 잘 해냈어요.'",
     "태권도 관장님"),
])
def test_a_message_read_out_is_its_senders(text, sender):
    got = said(text)
    assert got and all(o == (sender, [SPEAKER]) for o in got), got


def test_a_quotation_after_a_longer_sentence_is_no_message():
    # (guard: the message's sender goes only as far as a short aside; a sentence of its own
    # between ends it, and the quotation after is read as before)
    got = said("태권도 관장님이 알림 보내셨어. 근데 나는 오늘 저녁에 회식이 있어서 못 봤어. "
               "'내일은 우산을 챙겨 보내 주세요.'")
    assert ("태권도 관장님", [SPEAKER]) not in got, got


def test_no_said_as_an_interjection_is_no_possessor():
    assert _refs("아니야, 선생님이 나 최고래!") == ["선생님"]


def test_the_listener_called_with_a_title_is_no_dropped_sayer():
    # ('X PD님, …' said to X: X with the title is the listener, never who said the report next)
    # (guard: read so before this pass as well where another noun stood nearer)
    got = owners(last_extraction([
        (LISTENER, f"{SPEAKER} PD님, 어젯밤 열 시부터 서버가 안 됐습니다."),
        (SPEAKER, "네, 봤습니다. 점검이 생각보다 오래 걸렸다고 합니다."),
    ]))
    assert not [o for o in got if o[0].startswith(SPEAKER)], got


def test_a_figure_with_its_topic_particle_describes_no_one():
    # ('3%는' may be read as 5 % + 늘다's adnominal: no relative clause on the role after it)
    assert _refs("3%는 과장님이 잘못 적은 거래요.") == ["과장님"]


def test_a_view_said_to_differ_then_the_view_as_a_fragment():
    got = said("도예찬 님은 좀 다르게 보시더라고요. 예산을 먼저 늘려야 한다고요.")
    assert got == [("도예찬 님", [SPEAKER])], got


def test_an_act_with_its_own_object_then_a_contrast_fragment():
    # (guard: this wording was read so before this pass as well; the act kept apart from the
    # fragment must not lose it)
    got = said("도예찬 씨는 공사 지연은 인정했어요. 다만 계약 해지는 아니라고.")
    assert got == [("도예찬 씨", [SPEAKER])], got


def test_an_act_then_its_fragment_in_polite_speech():
    # (guard for the plain form, read so before; the polite 요 closing the fragment is new)
    got = said("근데 형은 끝까지 반대했어요. 주말엔 길이 너무 막힌다고요.")
    assert got == [(f"{SPEAKER}의 형", [SPEAKER])], got


def test_an_offices_press_officer_heard_from():
    got = said("시청 공보관한테 아까 전화로 들었는데, 그 돈은 행사 진행비였고 나머지는 "
               "다음 달 일이래요.")
    assert got == [("시청 공보관", [SPEAKER])], got


def test_a_message_sent_then_what_it_said_after_a_comma():
    x = last_extraction([(LISTENER, "무슨 소식 있어?"), (
        SPEAKER, "공동저자 도예찬 교수는 아직도 수정을 요구해. 지난주에도 저한테 메일을 보냈어, "
        "그 표가 결론을 뒤집는다고.")])
    got = owners(x)
    assert got and got[-1] == ("도예찬 교수", [SPEAKER]), got
    # (the message sent at a time stays a record as well)
    assert x.events, x


def test_a_group_counted_as_the_object_is_no_dropped_sayer():
    got = said("게스트 정해졌어요. 학생회장 모하늘 씨요. 어제 미리 통화했는데 학교가 동아리 학생 "
               "세 명을 징계했다고 하더라고요.", before="누가 나와요?")
    assert got == [("모하늘 씨", [SPEAKER])], got
