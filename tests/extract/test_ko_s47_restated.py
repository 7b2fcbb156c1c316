"""The forty-seventh pass: Korean report chains — an opener's words said again with a
witnessed ending and the inner subject's particle dropped ('X가 그러는데 시어머님 요즘 …드신다고
하던데요': X's words, single-level; '…드신다고 하셨대요' stays two-level), a source sentence
after the report that names who passed it on when said with a clause of when ('…반대하신대요.
저희 팀장님이 회의 끝나고 그러시더라고요.') or after the report's quoted reason, and 딸내미 /
아들내미 as relatives. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "도하린"


def test_a_witnessed_restatement_keeps_the_openers_source():
    text = "소나가 그러는데 시어머님 요즘 아침에 죽을 자주 드신다고 하던데요."
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got == [("소나", [SPEAKER])]


def test_a_hearsay_ending_makes_the_inner_subject_a_source():
    text = "소나가 그러는데 시어머님이 요즘 아침에 죽을 자주 드신다고 하셨대요."
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got == [("도하린의 시어머님", [SPEAKER, "소나"])]


@pytest.mark.parametrize("text", [
    "저희 상무님은 야유회 가는 거 절대 반대하신대요. 저희 팀장님이 회의 끝나고 그러시더라고요.",
    "저희 상무님은 야유회를 봄으로 미루자고 하신대요. 여름엔 다들 휴가라고요. "
    "저희 팀장님이 그러시더라고요.",
])
def test_a_source_sentence_after_the_report_names_who_passed_it_on(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got and got[0] == ("도하린의 상무님", [SPEAKER, "도하린의 팀장님"]), got


def test_a_daughter_called_fondly_is_the_speakers():
    text = "우리 딸내미 말로는 관리비가 오른 건 승강기 수리 때문이래."
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert got == [("도하린의 딸내미", [SPEAKER])]



def test_a_numeral_after_the_thing_counted_is_no_antecedent():
    # (하나, 'one', is also a given name the memory knows)
    text = "소나가 그러는데 둘째 날에 밴드 하나 온대. 근데 걔 말로는 계약은 아직이래"
    got = turn_claims(SPEAKER, text, [SPEAKER, "하나", "소나"])
    assert got == [("소나", [SPEAKER]), ("소나", [SPEAKER])], got
