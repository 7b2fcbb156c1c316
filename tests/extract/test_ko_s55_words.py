"""The fifty-fifth pass, Korean: the words a relative clause of 하다 gives to its marked subject
as that subject's ('제가 한 말은 …': the speaker's own; 'X가 하신 말씀은 …래요': X's report); the
word for people at large never a name with its suffix ('믿을 만한 사람이가': the dialect's question,
no person 사람 — a person so named took every 'who …사람은 누구야?' question's records to itself);
a three-syllable word Kiwi reads in its sentence as a proper noun before a subject or topic
particle as a name ('X는 …고 싶대요'); the contrast 'A인 거지 B는 아니라고' kept one sentence, so
that a quotation said after its saying ('X가 그랬어, …라고') is read with it; a name said with 본인
or 그놈 ('X 본인은', 'X 그놈은') as that person; a bare role, the speaker's own or opening the
sentence, then a noun of given-name syllables with its particle ('내 친구 보석이', '반장
보석이') as the role's holder by name; the subject of a condition inside someone's words ('X는 Y가
오면 …다고 했대') no second sayer; a source named after the words by what they always say ('…래.
X가 늘 하는 소리'). Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

from cogmem_rdf.extract import ko_parse as K
from cogmem_rdf.extract.register_ko import mark_sentences

SPEAKER = "한봄결"
LISTENER = "라온결"


def said(text: str, before: str = "무슨 소식 있어?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text", [
    "제가 한 말은 회의 날짜를 한 주 미루자는 거였어요.",
    "그건 오해예요. 제가 한 말은 회의 날짜를 한 주 미루자는 거였어요.",
])
def test_the_speakers_own_words_as_topic_are_the_speakers(text):
    assert said(text) == [(SPEAKER, [])]


def test_someones_words_named_by_a_relative_of_hada():
    # (guard: read so before this pass as well, by the hearsay ending)
    assert said("과장님이 하신 말씀은 창고 정리가 다음 달이래요.") == [("과장님", [SPEAKER])]


def test_words_there_were_are_no_report_of_them():
    # (guard: '…께서 하신 말씀이 있어요' says there were words; what follows is the report)
    got = said("어제 점심 때 원장님이 하신 말씀이 있어요. 수업 시간표가 바뀐대요.")
    assert got == [("원장님", [SPEAKER])], got


def _refs(text: str) -> list[str]:
    words = K.words_of(text, K.tokenize(text))
    return [r.name for r in K.person_refs(words, SPEAKER, []) if r.kind != "self"]


def test_the_word_for_people_is_never_a_name_with_its_suffix():
    assert "사람" not in _refs("그 이모가 믿을 만한 사람이가?")
    # (guard: a given name with its suffix stays a name)
    assert _refs("도윤이가 그러는데 내일 비 온대.") == ["도윤"]


def test_a_proper_noun_in_its_sentence_before_a_topic_particle_is_a_name():
    assert _refs("바라스는 내년에도 여기서 일하고 싶대요.") == ["바라스"]
    assert said("바라스는 내년에도 여기서 일하고 싶대요.") == [("바라스", [SPEAKER])]


def test_a_three_syllable_noun_with_another_particle_stays_a_noun():
    # (guard: only the subject or topic particle marks Kiwi's proper-noun reading a name; a
    # three-syllable compound noun with any other particle stays a noun)
    assert not K._unknown_name("난방비도", False, proper=True)
    assert not K._looks_like_name("난방비", False, False, True)


def test_the_contrast_of_geoji_stays_one_sentence():
    text = "잠깐 집에 가 있는 거지 이사 간 건 아니라고 그랬어 그리고 나도 몰라"
    assert "거지." not in mark_sentences(text)


def test_a_quotation_after_its_saying_with_the_contrast():
    got = said("라겸이가 오늘 나한테 분명히 그랬어, 잠깐 집에 가 있는 거지 이사 간 건 아니라고.")
    assert got == [("라겸", [SPEAKER])], got



@pytest.mark.parametrize("text,owner", [
    ("근데 결하 본인은 이사는 아직 안 간다고 하던데.", "결하"),
    ("솔겸 그놈은 지 형 가게 물려받고 싶다 카던데.", "솔겸"),
])
def test_a_name_said_with_bonin_or_geunom_is_that_person(text, owner):
    assert said(text) == [(owner, [SPEAKER])]


@pytest.mark.parametrize("text,name", [
    ("내 친구 보석이 지난주에 가 봤는데, 거기 주말엔 문 닫는대.", "보석"),
    ("반장 보석이 그러는데, 내일 체육복 꼭 챙기래.", "보석"),
])
def test_a_role_then_a_noun_of_given_name_syllables_is_named(text, name):
    assert _refs(text) == [name]
    assert said(text) == [(name, [SPEAKER])]


@pytest.mark.parametrize("text", ["게시판에서 다들 고객 보호가 먼저래.",
                                  "내 친구 회사가 이사 간대.", "우리 형 하루는 쉬었대."])
def test_a_compound_noun_a_thing_of_theirs_or_a_day_is_no_name(text):
    # (guards, read so before this pass too: the role not opening the sentence nor the
    # speaker's own; other syllables; a day)
    assert not {"보호", "회사", "하루"} & set(_refs(text))


def test_a_role_said_with_bonin_is_read_as_the_role():
    # (guard: '과장님 본인은' is no name 과장님; the role resolves as it did)
    got = said("과장님 본인은 야유회에 별로 관심 없으시다던데요.",
               before="정 과장님은 회의에 안 오셨어요.")
    assert got and got[0][0] != "과장님 본인", got


def test_a_noun_with_its_case_particle_before_a_saying_is_no_full_name():
    # with no one for '그 형' to point back to, '문자로' (a noun and its instrumental particle, 문
    # also a surname) is no one who says
    got = said("그 형이 방금 문자로 그러는데, 다음 주 모임은 미뤄졌대.")
    assert not [o for o in got if o[0] == "문자로"], got


def test_the_subject_of_a_condition_inside_the_words_is_no_second_sayer():
    got = said("근데 새린이는 솔하가 오면 자기는 모임에 안 간다고 했대.")
    assert got == [("새린", [SPEAKER])], got


def test_a_source_named_after_by_what_they_always_say():
    got = said("첫 만남은 원래 어색한 거래. 우리 이모가 늘 하는 소리 ㅋㅋ")
    assert got == [(f"{SPEAKER}의 이모", [SPEAKER])], got

