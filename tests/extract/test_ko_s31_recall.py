"""Korean attribution constructions, thirty-first pass (2): the speaker's own recall around
another's words, a correction that gives the words to their sayer, a title said alone before
a relative. Short invented dialogues (names, topics and sentences written for this test, none
from any data file). ``("owner", [chain])`` for a Claim that must be there, ``"none"`` for no
Claim, ``None`` for no check."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # the speaker's recall or knowledge as a sentence adverbial before another's words ('제
    # 기억으론 X가 …다고 했던 것 같은데', '내가 알기로는 X가 …래'): X holds the words, the
    # speaker passes them on, however hedged
    "own_recall_polite_hedge": [
        ("솔담", "송별회 메뉴 정했어요?", None),
        ("무솔", "근데 제 기억으론 다결 씨가 회는 잘 안 먹는다고 했던 것 같은데… 확실하진 않아요.",
         ("다결 씨", ["무솔"])),
    ],
    "own_recall_plain_hedge": [
        ("솔담", "송별회 메뉴 정했어?", None),
        ("무솔", "내 기억으론 서결이가 회는 별로라고 했던 것 같아", ("서결", ["무솔"])),
    ],
    "own_recall_memory_ege": [
        ("솔담", "송별회 메뉴 정했어?", None),
        ("무솔", "내 기억에는 하로 선배가 그 식당 비싸다고 했던 거 같아", ("하로 선배", ["무솔"])),
    ],
    "own_knowledge_hearsay": [
        ("솔담", "송별회 메뉴 정했어?", None),
        ("무솔", "내가 알기로는 서결이가 그 식당 별로래", ("서결", ["무솔"])),
    ],
    "own_hearing_hearsay": [
        ("솔담", "송별회 메뉴 정했어?", None),
        ("무솔", "제가 듣기로는 미온 과장님이 그 식당 좋아하신대요", ("미온 과장님", ["무솔"])),
    ],
    # the speaker's recall of a thing, no one's words: the speaker's own view
    "own_recall_own_view": [
        ("솔담", "송별회 메뉴 정했어?", None),
        ("무솔", "내 기억으론 그 식당 별로였어", ("무솔", [])),
    ],
    "own_recall_own_hedged_view": [
        ("솔담", "송별회 메뉴 정했어?", None),
        ("무솔", "내 기억에는 그 식당 맛있었던 것 같아", ("무솔", [])),
    ],
    # a correction that gives the words talked of to their sayer ('아니 그건 X가 한 말이야',
    # '그거 X 얘기고'): X holds them, the speaker passes them on
    "correction_gives_words": [
        ("솔담", "다결이가 그 카페 비싸다고 했다며?", None),
        ("무솔", "아니 그건 서결이가 한 말이야", ("서결", ["무솔"])),
    ],
    "correction_gives_words_kin": [
        ("솔담", "다결이가 그 카페 비싸다고 했다며?", None),
        ("무솔", "아니 그건 우리 언니가 한 말이야", ("무솔의 언니", ["무솔"])),
    ],
    "correction_gives_words_polite": [
        ("솔담", "다결 씨가 그 카페 비싸다고 했다면서요?", None),
        ("무솔", "아뇨 그건 미온 과장님이 하신 말씀이에요", ("미온 과장님", ["무솔"])),
    ],
    "correction_then_other_first": [
        ("솔담", "다결이가 그 식당 별로라고 했다며?", None),
        ("무솔", "아니 그건 서결이가 한 말이고 ㅋㅋ 다결이는 거기 괜찮다고 했어",
         ("서결", ["무솔"])),
    ],
    "correction_noun_then_other_first": [
        ("솔담", "제온 과장님이 회식 취소한다고 했다며?", None),
        ("무솔", "아니 그건 하로 선배 얘기고, 과장님은 그냥 미루자고 하셨어",
         ("하로 선배", ["무솔"])),
    ],
    # a saying noun with no one in it: no one's words ('그건 좋은 말이야' is the speaker's verdict)
    "saying_noun_no_person": [
        ("솔담", "그 카페 어때?", None),
        ("무솔", "그건 그냥 하는 소리야", "none"),
    ],
    # a title said alone before a relative ('언니 남편은' after 'X 언니는', '선배 동생은' after
    # 'X 선배는'): the relative of the one just called by that title
    "title_then_relative_kin": [
        ("솔담", "그 학원 어때?", None),
        ("무솔", "미온 언니는 거기 꼼꼼하다고 칭찬하던데 ㅋㅋ 언니 남편은 너무 비싸다고 하더라",
         ("미온 언니의 남편", ["무솔"])),
    ],
    "title_then_relative_senior": [
        ("솔담", "그 학원 어때?", None),
        ("무솔", "하로 선배는 거기 좋다던데 선배 동생은 별로래", ("하로 선배의 동생", ["무솔"])),
    ],
    # no one called by the title before, or the speaker's own ('우리 언니 남편'): the speaker's
    "title_relative_own": [
        ("솔담", "그 학원 어때?", None),
        ("무솔", "언니 남편은 너무 비싸다고 하더라", ("무솔의 언니 남편", ["무솔"])),
    ],
    "title_relative_own_possessive": [
        ("솔담", "그 학원 어때?", None),
        ("무솔", "우리 언니 남편은 너무 비싸다고 하더라", ("무솔의 언니 남편", ["무솔"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s31_recall(name: str) -> None:
    check_dialogue(CASES[name], f"s31r-{name}", datetime(2026, 3, 3))
