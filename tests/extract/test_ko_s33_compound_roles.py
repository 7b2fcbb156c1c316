"""Korean role nouns typed glued to a longer modifier (s33). Invented dialogues (names and
sentences written for this test, none from any data file).

- A role noun (쌤, 선생님, a kin word) after a modifier noun of three or four syllables, typed
  as one word ('피아노쌤', '필라테스쌤', '수의사쌤', '예비시어머님'), is that person — with the
  speaker's possessive (울/우리) the speaker's — as '수학쌤' with a two-syllable one always was;
  the owner keeps the word as typed, glued.
- A modifier noun ending in 의 that Kiwi reads whole ('내 주치의 선생님') is no name with the
  genitive: the role stays the speaker's.
- After the speaker's possessive, three syllables with no surname first before 쌤 are what is
  taught ('울 피아노쌤'), not a full name with its title.
- A name before a title of address stays a name with its title ('재슬언니가' → 재슬 언니), a
  full name too ('김단휘쌤' → 김단휘 쌤), and a glued two-syllable name ('석율쌤').
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

_OPEN: list[tuple[str, str, Exp]] = [("세결", "요즘 뭐 배우는 거 있어?", None)]

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # --- a modifier of three or four syllables glued to 쌤 / 선생님
    "piano_ssaem_possessive": [*_OPEN, (
        "규온", "울 피아노쌤이 손목 힘을 빼야 된대", ("규온의 피아노쌤", ["규온"]))],
    "pilates_ssaem_opener": [*_OPEN, (
        "규온", "우리 필라테스쌤이 그러는데 코어가 제일 중요하대",
        ("규온의 필라테스쌤", ["규온"]))],
    "vet_ssaem_bare": [*_OPEN, (
        "규온", "ㄴㄴ 수의사쌤이 오늘은 산책 시키지 말래", ("수의사쌤", ["규온"]))],
    "vet_ssaem_no_reply_word": [*_OPEN, (
        "규온", "수의사쌤이 오늘은 산책 시키지 말라고 하셨어", ("수의사쌤", ["규온"]))],
    "yoga_teacher_glued": [*_OPEN, (
        "규온", "우리 요가선생님이 아침 요가가 낫대", ("규온의 요가선생님", ["규온"]))],
    "baking_ssaem_loanword": [*_OPEN, (
        "규온", "근데 울 테니스쌤이 서브는 토스가 제일 중요하댔어", ("규온의 테니스쌤", ["규온"]))],
    "two_syllable_subject_still": [*_OPEN, (
        "규온", "울 수영쌤이 자유형부터 배우래", ("규온의 수영쌤", ["규온"]))],
    # --- a kin word with a prefix of standing, honoured
    "mother_in_law_to_be": [*_OPEN, (
        "규온", "울 예비시어머님이 그러시는데 그 꽃집 작약이 싱싱하대",
        ("규온의 예비시어머님", ["규온"]))],
    # --- a modifier noun ending in 의 that Kiwi knows whole is no genitive
    "attending_physician": [*_OPEN, (
        "규온", "근데 내 주치의 선생님은 잠은 꼭 일곱 시간 채우래.",
        ("규온의 주치의 선생님", ["규온"]))],
    "attending_physician_woori": [*_OPEN, (
        "규온", "우리 주치의 선생님이 잠은 꼭 일곱 시간 채우래",
        ("규온의 주치의 선생님", ["규온"]))],
    "name_genitive_kept": [*_OPEN, (
        "규온", "재슬이의 선생님이 잠은 꼭 일곱 시간 채우래", ("재슬의 선생님", ["규온"]))],
    # --- near: a name before the title stays a name
    "name_glued_to_title_of_address": [*_OPEN, (
        "규온", "재슬언니가 그러는데 그 꽃집 작약이 싱싱하대", ("재슬 언니", ["규온"]))],
    "two_syllable_name_glued_to_ssaem": [*_OPEN, (
        "규온", "석율쌤이 손목 힘을 빼야 된대", ("석율 쌤", ["규온"]))],
    "full_name_glued_to_ssaem": [*_OPEN, (
        "규온", "김단휘쌤이 손목 힘을 빼야 된대", ("김단휘 쌤", ["규온"]))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s33_compound_roles(name: str) -> None:
    check_dialogue(CASES[name], f"s33-{name}", datetime(2026, 3, 3))


def test_not_a_person_compound() -> None:
    """A thing named by a loanword compound is nobody's role: no claim of its own."""
    from dialogue_check import extract_lines

    x = extract_lines([("세결", "요즘 뭐 배우는 거 있어?"),
                       ("규온", "베이킹클래스가 요즘 인기래")], datetime(2026, 3, 3))[-1]
    assert not any(c.owner == "베이킹클래스" for c in x.claims), [c.owner for c in x.claims]
