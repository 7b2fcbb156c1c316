"""Who a Korean zero-subject report belongs to when the turn has just spoken of someone (s33).
Invented dialogues (names and sentences written for this test, none from any data file).

- A sentence of record opening with a person as its topic ('우리 아빠는 큰엄마 편이더라.'),
  then a report with no subject ('…제대로 해야 된대.'): the topic goes on — the report is the
  topic's, not that of the person named inside the record.
- The subject of a proposal reported with its own ending ('X가 …쪽으로 잡재', 'X가 같이 가자고
  했어') is a person even when the word is also a common noun (연주 'a performance'): the
  next turn's 'X는 …낫대' is theirs.
- A sibling word glued to its degree of kinship ('우리 사촌오빠') then the bare sibling word
  ('오빠는 …래') is that cousin, as '사촌 오빠' typed apart is; 큰엄마 (an aunt) then 엄마 stays
  the speaker's mother.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

_PARTY: list[tuple[str, str, Exp]] = [
    ("세결", "할머니 생신 말인데, 큰엄마는 한강 유람선 빌려서 하재.", ("세결의 큰엄마", ["세결"]))]
_TRIP: list[tuple[str, str, Exp]] = [("세결", "이번 여행 숙소 어디로 해?", None)]
_MONEY: list[tuple[str, str, Exp]] = [("세결", "석율이가 코인 리딩방 같이 들어가재.", None)]

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # --- the topic of a sentence of record goes on
    "topic_goes_on_side": [*_PARTY, (
        "규온", "근데 우리 아빠는 큰엄마 편이더라. 한 번뿐인 생신인데 제대로 해야 된대.",
        ("규온의 아빠", ["규온"]))],
    "topic_goes_on_name": [*_PARTY, (
        "규온", "재슬이는 큰엄마 편이더라. 제대로 해야 된대.", ("재슬", ["규온"]))],
    # (near: the second sentence names its own source)
    "own_source_kept": [*_PARTY, (
        "규온", "우리 아빠는 큰엄마 편이더라. 근데 고모가 그러는데 너무 비싸대.",
        ("규온의 고모", ["규온"]))],
    # --- the subject of a proposal is a person
    "proposal_subject_common_noun": [*_TRIP, (
        "규온", "연주가 숙소 역 근처로 잡재. 밤에 돌아다니기 편하다고.", ("재슬", ["나결"])), (
        "나결", "아니 그건 재슬이가 한 말이고, 연주는 게스트하우스가 낫대.", ("연주", ["나결"]))],
    "proposal_with_verb_of_saying": [*_TRIP, (
        "규온", "연주가 같이 가자고 했어.", None), (
        "나결", "연주는 게스트하우스가 낫대.", ("연주", ["나결"]))],
    # --- a glued cousin word, then the bare sibling word
    "cousin_brother_glued": [*_MONEY, (
        "규온", "우리 사촌오빠 은행 다니잖아. 오빠는 그런 리딩방 다 사기래.",
        ("규온의 사촌오빠", ["규온"]))],
    "cousin_sister_glued": [*_MONEY, (
        "규온", "우리 사촌언니 은행 다니잖아. 언니는 그런 리딩방 다 사기래.",
        ("규온의 사촌언니", ["규온"]))],
    "cousin_spaced": [*_MONEY, (
        "규온", "우리 사촌 형 은행 다니잖아. 형은 그런 리딩방 다 사기래.",
        ("규온의 사촌 형", ["규온"]))],
    # (near: 큰엄마 is an aunt; 엄마 next is the speaker's mother)
    "aunt_then_mother": [*_MONEY, (
        "규온", "우리 큰엄마 은행 다니잖아. 엄마는 그런 리딩방 다 사기래.",
        ("규온의 엄마", ["규온"]))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s33_topic_continuity(name: str) -> None:
    check_dialogue(CASES[name], f"s33-{name}", datetime(2026, 3, 3))
