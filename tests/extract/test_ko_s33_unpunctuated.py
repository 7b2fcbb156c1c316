"""Korean chat turns typed without sentence punctuation (s33): where one sentence ends and the
next begins when no full stop says so. Invented dialogues (names and sentences written for this
test, none from any data file).

- A word that holds a predicate and closes on a final form of chat ('편해', '별로요', '좋아'),
  then a word that opens another clause: the first sentence ends there (Kiwi reads -어/-아 as a
  connective when nothing follows it), so the verdict before is the speaker's own.
- Not before an auxiliary ('좋아 보여'), a verb of saying ('맛있어 그러더라'), a title said after
  a name ('… X 씨가'), nor a one-word afterthought closing the line ('사기야 그거'); a verb's
  connective -어 before an adverb goes on ('올해 들어 제일 …').
- A connective opening a sentence ('근데', '그리고', '암튼') after a line's first word said
  alone ('아직 근데 …') or after a closed sentence starts a new one; after a topic ('X는 근데
  …') it stays inside.
- A word answered with the polite 요 and no predicate ('네 어제요 선생님 말로는 …') is a
  fragment sentence of its own, as a noun with the polite copula is ('병원이에요 …').
- A verb form closing a sentence before a kin word ('안 모여 큰아빠가', '되지 삼촌이') is no name
  owning the kin word: a name Kiwi splits as a verb is made of given-name syllables.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

from cogmem_rdf.extract.ko_parse import kiwi
from cogmem_rdf.extract.register_ko import _predicate_closes, mark_sentences

_CHAIR: list[tuple[str, str, Exp]] = [("세결", "그 캠핑의자 어때?", None)]

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "verdict_then_clause": [*_CHAIR, (
        "규온", "그 캠핑의자 진짜 편해 한번 앉으면 못 일어나", ("규온", []))],
    "polite_verdict_then_clause": [*_CHAIR, (
        "규온", "완전 별로요 등받이가 자꾸 뒤로 넘어가요", ("규온", []))],
    "auxiliary_goes_on": [*_CHAIR, ("규온", "너무 좋아 보여 그 의자", ("규온", []))],
    "reply_word_then_connective": [*_CHAIR, (
        "규온", "아직 근데 석율이 그 세미나 조교잖아 걔가 그러는데 교수님이 객관식만 낸다고 하셨대",
        ("교수님", ["규온", "석율"]))],
    "verb_form_before_uncle": [*_CHAIR, (
        "규온", "되지 삼촌이 그러는데 요즘은 중고차가 금값이래 ㅋㅋ", ("규온의 삼촌", ["규온"]))],
    "negated_verb_before_kin": [*_CHAIR, (
        "규온", "우린 이번엔 안 모여 큰아빠가 그저께 문자로 그러시는데 출장을 가셔서 못 오신대",
        ("규온의 큰아빠", ["규온"]))],
    "polite_fragment_then_source": [("세결", "상담 다녀오셨어요?", None), (
        "규온", "네 어제요 선생님 말로는 우리 애가 쉬는 시간에 너무 뛰어다닌대요",
        ("선생님", ["규온"]))],
    "source_after_verdict": [*_CHAIR, (
        "규온", "올해 들어 제일 센 바람이래 재슬이가 그러더라", ("재슬", ["규온"]))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s33_unpunctuated(name: str) -> None:
    check_dialogue(CASES[name], f"s33-{name}", datetime(2026, 3, 3))


@pytest.mark.parametrize(("text", "marked"), [
    ("그 의자 진짜 편해 한번 앉으면 못 일어나", "그 의자 진짜 편해. 한번 앉으면 못 일어나"),
    ("완전 별로요 등받이가 자꾸 뒤로 넘어가요", "완전 별로요. 등받이가 자꾸 뒤로 넘어가요"),
    ("아직 근데 석율이 그 세미나 조교래", "아직. 근데 석율이 그 세미나 조교래"),
    ("네 어제요 선생님 말로는 뛰어다닌대요", "네 어제요. 선생님 말로는 뛰어다닌대요"),
    ("병원이에요 간호사님이 그러는데 된대요", "병원이에요. 간호사님이 그러는데 된대요"),
    # (near: these keep their reading)
    ("석율이는 근데 이번 주 쉰대", "석율이는 근데 이번 주 쉰대"),
])
def test_marked(text: str, marked: str) -> None:
    assert mark_sentences(text) == marked


@pytest.mark.parametrize("text", [
    "너무 좋아 보여 그 집 진짜로",
    "거기 진짜 맛있어 그러더라 재슬이가",
    "골목 좁아서 민폐라고 도와 씨가 몇 번을 말했어",
    "올해 들어 제일 센 바람이래",
    "정가에 판다고? 완전 사기야 그거",
])
def test_predicate_goes_on(text: str) -> None:
    """No full stop after the predicate: an auxiliary, a verb of saying, a title after a name,
    an adverb after a verb's -어, or an afterthought with no predicate of its own follows."""
    assert _predicate_closes(text, kiwi().tokenize(text)) == text
