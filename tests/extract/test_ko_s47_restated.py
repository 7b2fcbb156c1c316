"""The forty-seventh pass: Korean report chains — an opener's words said again with a
witnessed ending and the inner subject's particle dropped ('X가 그러는데 시어머님 요즘 …다니신다고
하던데요': X's words, single-level; '…다니신다고 하셨대요' stays two-level), a source sentence
after the report that names who passed it on when said with a clause of when ('…반대하신대요.
저희 팀장님이 교육 마치고 그러시더라고요.') or after the report's quoted reason, and 딸내미 /
아들내미 as relatives. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


def test_a_witnessed_restatement_keeps_the_openers_source():
    text = "소나가 그러는데 시어머님 요즘 주말마다 등산 다니신다고 하던데요."
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got == [("소나", [SPEAKER])]


def test_a_hearsay_ending_makes_the_inner_subject_a_source():
    text = "소나가 그러는데 시어머님이 요즘 주말마다 등산 다니신다고 하셨대요."
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got == [("도하린의 시어머님", [SPEAKER, "소나"])]


@pytest.mark.parametrize("text", [
    "저희 상무님은 야유회 가는 거 절대 반대하신대요. 저희 팀장님이 교육 마치고 그러시더라고요.",
    "저희 상무님은 야유회를 봄으로 미루자고 하신대요. 여름엔 다들 휴가라고요. "
    "저희 팀장님이 그러시더라고요.",
])
def test_a_source_sentence_after_the_report_names_who_passed_it_on(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and got[0] == ("도하린의 상무님", [SPEAKER, "도하린의 팀장님"]), got


def test_a_daughter_called_fondly_is_the_speakers():
    text = "우리 딸내미 말로는 그 학원 숙제가 너무 많대."
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got == [("도하린의 딸내미", [SPEAKER])]



def test_a_numeral_after_the_thing_counted_is_no_antecedent():
    # (하나, 'one', is also a given name the memory knows)
    text = "소나가 그러는데 토요일에 가수 하나 온대. 그리고 걔 말로는 표는 아직이래"
    got = turn_claims(SPEAKER, text, [SPEAKER, "하나", "소나"])
    assert got == [("소나", [SPEAKER]), ("소나", [SPEAKER])], got
