"""Chat typing that must not change what a Korean turn says (s33). Invented dialogues (names and
sentences written for this test, none from any data file).

- A line break is no glue: a line's first syllable that Kiwi reads as a particle of the line
  before ('…의외\\n가빈이는' as 의외 + 가) is the name's, so no space is put inside the name.
- A confirmation tag in initial consonants after a told sentence ('…들었어 ㅁㅈ?', '…간다며
  ㄹㅇ?') is a question of its own, as '…들었어. 맞지?' is: the report before it stands.
- A tag said in full is read as before, and ㄹㅇ inside a sentence ('가성비 ㄹㅇ 좋대', 'really')
  is no tag.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

from cogmem_rdf.extract.register_ko import chat_spacing

_OPEN: list[tuple[str, str, Exp]] = [("세결", "그 파스타집 어땠어?", None)]

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # --- a line's first syllable is not the line before's particle
    "newline_name_ga": [*_OPEN, (
        "규온", "헐 의외\n가윤담이는 인생파스타라면서 세번이나 갔다던데", None)],
    "newline_name_kept": [*_OPEN, (
        "규온", "헐 의외\n세운이는 인생파스타라면서 세번이나 갔다던데", ("세운", ["규온"]))],
    # --- a confirmation tag in initial consonants
    "tag_mj_after_heard": [*_OPEN, (
        "규온", "참 세결아 나 재슬이한테 너 다음주에 이사한다고 들었어 ㅁㅈ?",
        ("재슬", ["규온"]))],
    "tag_rr_after_opener": [*_OPEN, (
        "규온", "재슬이가 그러는데 너 이사한다며 ㄹㅇ?", ("재슬", ["규온"]))],
    "tag_in_full": [*_OPEN, (
        "규온", "나 재슬이한테 너 이사한다고 들었어 맞지?", ("재슬", ["규온"]))],
    "rr_inside_sentence": [*_OPEN, (
        "규온", "석율이가 거기 가성비 ㄹㅇ 좋대", ("석율", ["규온"]))],
    # (a question ending before the tag still asks)
    "question_then_tag": [*_OPEN, ("규온", "너 이사하냐 ㄹㅇ?", "none")],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s33_chat_typing(name: str) -> None:
    check_dialogue(CASES[name], f"s33-{name}", datetime(2026, 3, 3))


def test_no_space_put_inside_a_name_after_a_line_break() -> None:
    text = "헐 의외\n가윤담이는 세번이나 갔다던데"
    assert chat_spacing(text) == text
    # (a particle glued to its own word still gets its space)
    assert chat_spacing("윤담이는시즌 2가 훨씬 재밌대") == "윤담이는 시즌 2가 훨씬 재밌대"


def test_jamo_tag_closes_the_sentence() -> None:
    assert chat_spacing("나 재슬이한테 들었어 ㅁㅈ?") == "나 재슬이한테 들었어. ㅁㅈ?"
    assert chat_spacing("거기 가성비 ㄹㅇ 좋대") == "거기 가성비 ㄹㅇ 좋대"
