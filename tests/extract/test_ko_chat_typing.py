"""Korean chat typing read as the frame rows expect it (``register_ko.chat_spacing`` and
``mark_sentences``, run before the Korean rules): found by a metamorphic check — every gold
opinion and hearsay turn of the readable Korean files typed again with its first two words glued
lost its gold owner in 326 of 2,435 cases, and without full stops in 173. Invented names, checked
against the shared and test data sets."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.register_ko import chat_spacing, mark_sentences
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


@pytest.mark.parametrize(("typed", "read"), [
    ("아직.미강솔 과장님이 그러는데 회의 미뤄졌대", "아직. 미강솔 과장님이 그러는데 회의 미뤄졌대"),
    ("참,여운결 씨가 내일 온대", "참, 여운결 씨가 내일 온대"),
    ("ㅇㅋ장인어른한테 물어볼게", "ㅇㅋ 장인어른한테 물어볼게"),
    ("ㄹㅇ?채솔이는 이번 패치 망했대", "ㄹㅇ? 채솔이는 이번 패치 망했대"),
    # a connective glued to the word after it, not to its own particle or ending
    ("근데채솔이가 그러는데 회의 미뤄졌대", "근데 채솔이가 그러는데 회의 미뤄졌대"),
    ("그리고미강솔 과장님은 안 온대", "그리고 미강솔 과장님은 안 온대"),
    ("그래서요? 그런데도 안 왔대", "그래서요? 그런데도 안 왔대"),
    # a subject, topic or object particle glued to the next content word; particles after
    # particles stay ('집에서는', '친구한테서도')
    ("채솔이는시즌 2가 훨씬 재밌대", "채솔이는 시즌 2가 훨씬 재밌대"),
    ("미강솔이 그러던데 할머니가올해는 안 오신대", "미강솔이 그러던데 할머니가 올해는 안 오신대"),
    ("우리 집에서는 친구한테서도 들었어", "우리 집에서는 친구한테서도 들었어"),
    # a number and a jamo run after a word stay
    ("3.5점 받았대ㅋㅋ 대박", "3.5점 받았대ㅋㅋ 대박"),
])
def test_glued_punctuation_and_jamo_spaced(typed, read):
    assert chat_spacing(typed) == read


@pytest.mark.parametrize(("typed", "read"), [
    ("채솔이가 좋다고 하더라 근데 난 별로", "채솔이가 좋다고 하더라. 근데 난 별로"),
    # not after a quotative -고, a closing quote, or inside a word
    ("담슬 씨는 집이 너무 많다고 엄청 열받아 계셨음",
     "담슬 씨는 집이 너무 많다고 엄청 열받아 계셨음"),
    ('근데 채솔이가 "하나 먹었어" 이러면서 웃던데', '근데 채솔이가 "하나 먹었어" 이러면서 웃던데'),
    ("채솔이가 그 영화 완전 지루하다드라", "채솔이가 그 영화 완전 지루하다드라"),
])
def test_sentences_chat_left_open_are_closed(typed, read):
    assert mark_sentences(typed) == read


def test_a_source_glued_to_an_interjection_owns_the_report():
    turns = [TurnIn(session="s1", date=datetime(2026, 3, 2), turn=f"s1:{i}", speaker=who,
                    text=text, lang="ko", seq=i)
             for i, (who, text) in enumerate([
                 ("담슬", "회의 언제래?"),
                 ("채솔", "아직.미강솔 과장님이 다음 주로 미루자고 하시더라"),
             ], 1)]
    claims = RuleExtractor().extract(turns, [])[1].claims
    assert ("미강솔 과장님", ["채솔"]) in [(c.owner, c.relayed_by) for c in claims]
