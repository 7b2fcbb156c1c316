"""The forty-fifth pass: after the speaker's kin noun ('내 동생 X가'), a two-syllable word Kiwi
reads as a verb, an adnominal ending and a noun glued in one word is the relative's name; '우리
X도 그랬는데' with a thing after 우리 is a state ('our car was like that too'), no one's saying
— the hearsay after it stays open for the source named next. Names and sentences invented
here, in no data file."""

from __future__ import annotations

from dialogue_check import turn_claims

SPEAKER = "서려운"


def test_a_glued_word_after_the_speakers_kin_is_their_name():
    got = turn_claims(SPEAKER, "내 동생 본기가 그 가게 곧 문 닫는대.", [SPEAKER])
    assert ("본기", [SPEAKER]) in got, got


def test_our_thing_was_so_is_no_saying_and_the_source_named_after_takes_the_report():
    got = turn_claims(SPEAKER, "우리 차도 그랬는데 알고 보니 타이어 공기압 문제였다던데. "
                      "정비소 다니는 내 동생 본기가 그랬어.", [SPEAKER])
    assert ("본기", [SPEAKER]) in got and (SPEAKER, []) not in got, got


def test_a_name_ending_in_a_inside_a_clause_is_no_call():
    got = turn_claims(SPEAKER, "나 어제 동아리 선배 숙아 언니랑 점심 먹었는데, 언니가 그 전시 "
                      "주말엔 너무 붐빈다더라.", [SPEAKER])
    assert ("숙아 언니", [SPEAKER]) in got, got
