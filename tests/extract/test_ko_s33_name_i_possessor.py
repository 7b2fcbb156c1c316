"""A given name with its suffix 이 right before a role or kin noun owns it (s33): '세운이
담임쌤이' is 세운's teacher, '세운이 엄마가' 세운's mother, even where Kiwi reads the name as a
word form (세운 as 세우 + ㄴ, 'erected'). Invented dialogues (names and sentences written for
this test, none from any data file).

Near readings that keep theirs: the name with the subject particle is the source itself; an
adverb in -이 ('깨끗이', '똑같이') before a kin word owns nothing.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue, extract_lines

_OPEN: list[tuple[str, str, Exp]] = [("세결", "내일 소풍 준비물 뭐래?", None)]

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "name_i_teacher": [*_OPEN, (
        "규온", "네네 세운이 담임쌤이 우비랑 장화 챙겨오래요", ("세운의 담임쌤", ["규온"]))],
    "name_i_mother_opener": [*_OPEN, (
        "규온", "세운이 엄마가 그러는데 그날 비 온대", ("세운의 엄마", ["규온"]))],
    "name_i_uncle": [*_OPEN, (
        "규온", "시은이 삼촌이 그러는데 그날 비 온대", ("시은의 삼촌", ["규온"]))],
    "name_i_father": [*_OPEN, (
        "규온", "고운이 아빠가 그러는데 그날 비 온대", ("고운의 아빠", ["규온"]))],
    # --- near: the name as the subject is the source
    "name_subject": [*_OPEN, ("규온", "세운이가 그러는데 그날 비 온대", ("세운", ["규온"]))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s33_name_i_possessor(name: str) -> None:
    check_dialogue(CASES[name], f"s33-{name}", datetime(2026, 3, 3))


@pytest.mark.parametrize("adverb", ["똑같이", "깨끗이"])
def test_adverb_in_i_owns_no_kin(adverb: str) -> None:
    x = extract_lines([("세결", "내일 소풍 준비물 뭐래?"),
                       ("규온", f"우리 반은 {adverb} 엄마가 그러는데 그날 비 온대")],
                      datetime(2026, 3, 3))[-1]
    assert not any(c.owner.startswith(adverb[:2]) for c in x.claims), [c.owner for c in x.claims]
