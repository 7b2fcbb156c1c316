"""The forty-third pass: Korean chat typed without full stops (sentences invented here, in no
data file). Two sentence ends Kiwi does not mark: the propositive -자 it reads as the connective
'as soon as' ('가자 부장님도 …'), and a noun + 하다 with a final form of chat that it reads as
one proper noun ('외근해요 실장님이 …'). Before a noun phrase that opens the next sentence a
full stop goes in, so the source stays in its own sentence."""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

from cogmem_rdf.extract.register_ko import mark_sentences

SPEAKER = "서려운"
LISTENER = "윤슬찬"


@pytest.mark.parametrize("text,cut", [
    ("그럼 다음 주에 가자 부장님도 그때 시간 되신대", "가자."),
    ("그럼 일찍 출발하자 우리 이모가 그 길 막힌대", "출발하자."),
    ("이번 주는 외근해요 실장님이 고객사 미팅 잡으셨대요", "외근해요."),
    ("내일은 반차해요 과장님이 괜찮다고 하셨어요", "반차해요."),
])
def test_sentence_end_marked(text, cut):
    assert cut in mark_sentences(text).split()


@pytest.mark.parametrize("text", ["우리 집에 가자", "그럼 같이 가자마자 밥 먹자"])
def test_no_stop_without_a_next_sentence(text):
    assert "." not in mark_sentences(text)


def test_concessive_after_a_tense_stays():
    assert "." not in mark_sentences("거기 가봤자 주차 자리 없어")


@pytest.mark.parametrize("text,owner", [
    ("그럼 다음 주에 가자 부장님도 그때 가 봤는데 거기 완전 별로래", "부장님"),
    ("이번 주는 외근해요 실장님이 그러는데 그 고객사 진짜 까다롭대요", "실장님"),
])
def test_source_of_the_next_sentence(text, owner):
    assert_owned([(LISTENER, "요즘 어때?"), (SPEAKER, text)], owner, [SPEAKER])
