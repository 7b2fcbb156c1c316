"""The fifty-fifth pass, Korean: the words a relative clause of 하다 gives to its marked subject
as that subject's ('제가 한 말은 …': the speaker's own; 'X가 하신 말씀은 …래요': X's report); the
word for people at large never a name with its suffix ('…챙겨줄 사람이가': the dialect's question,
no person 사람 — a person so named took every 'who …사람은 누구야?' question's records to itself);
a three-syllable word Kiwi reads in its sentence as a proper noun before a subject or topic
particle as a name ('X는 …고 싶대요'); the contrast 'A인 거지 B는 아니라고' kept one sentence, so
that a quotation said after its saying ('X가 그랬어, …라고') is read with it. Names and sentences
invented here, in no data file."""

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
    "제가 한 말은 계약서를 다시 보자는 거였어요.",
    "저는 그런 말 한 적 없어요. 제가 한 말은 계약서를 다시 보자는 거였어요.",
])
def test_the_speakers_own_words_as_topic_are_the_speakers(text):
    assert said(text) == [(SPEAKER, [])]


def test_someones_words_named_by_a_relative_of_hada():
    # (guard: read so before this pass as well, by the hearsay ending)
    assert said("과장님이 하신 말씀은 승진이 내년이래요.") == [("과장님", [SPEAKER])]


def test_words_there_were_are_no_report_of_them():
    # (guard: '…께서 하신 말씀이 있어요' says there were words; what follows is the report)
    got = said("어제 회식 때 본부장님이 하신 말씀이 있어요. 성과급이 일괄로 깎인대요.")
    assert got == [("본부장님", [SPEAKER])], got


def _refs(text: str) -> list[str]:
    words = K.words_of(text, K.tokenize(text))
    return [r.name for r in K.person_refs(words, SPEAKER, []) if r.kind != "self"]


def test_the_word_for_people_is_never_a_name_with_its_suffix():
    assert "사람" not in _refs("그 삼촌이 조카 챙겨줄 사람이가.")
    # (guard: a given name with its suffix stays a name)
    assert _refs("도윤이가 그러는데 내일 비 온대.") == ["도윤"]


def test_a_proper_noun_in_its_sentence_before_a_topic_particle_is_a_name():
    assert _refs("아나스는 여기 계속 있고 싶대요.") == ["아나스"]
    assert said("아나스는 여기 계속 있고 싶대요.") == [("아나스", [SPEAKER])]


def test_a_three_syllable_noun_with_another_particle_stays_a_noun():
    # (guard: only the subject or topic particle makes Kiwi's proper-noun reading a name)
    assert "월남쌈" not in _refs("월남쌈도 차례상 옆에 같이 놓자고 하셨어요.")


def test_the_contrast_of_geoji_stays_one_sentence():
    text = "그냥 잠깐 떨어져 있는 거지 헤어진 건 아니라고 그랬어 그리고 나도 몰라"
    assert "거지." not in mark_sentences(text)


def test_a_quotation_after_its_saying_with_the_contrast():
    got = said("민서가 어제 나한테 직접 그랬어, 그냥 잠깐 떨어져 있는 거지 헤어진 건 아니라고.")
    assert got == [("민서", [SPEAKER])], got

