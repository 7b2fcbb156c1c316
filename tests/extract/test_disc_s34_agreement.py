"""Agreement with an earlier view, in a turn that says nothing else (s34, ``dialogue_acts``).
Invented dialogues (names and sentences written for this test, none from any data file).

The paradigm: agreement with the turn just before ('same', 'same here', 'me too', 'agreed', 'I
agree', 'totally', 'absolutely', 'exactly', 'so true', 'facts', '+1', 'ditto', "couldn't agree
more", 'I think so too', "you're right", 'what she said', 'me neither'; '저도요', '나도', '나도
그래', '저도 같은 생각이에요', '동의해요', '동감', '인정', 'ㅇㅈ', '그니까', '내 말이', '맞아요',
'그쵸', '그러게'), with or without capitals, apostrophes, laughter; and with a named person ('I
agree with X', 'X is right', 'what X said', "I'm with X on this"; 'X 말이 맞아', 'X 말에 동의',
'언니 말이 맞아' to the one just before). The agreeing speaker holds the view: a Claim of theirs
with the earlier content. Not for an answer or an acknowledgment ('ok', 'yes', '응', 'ㅇㅇ'), a
disagreement, agreement after a question or a record, or a turn with words of its own.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owners

DAY = datetime(2026, 2, 3)
EN_VIEW = ("Quintus", "honestly the new bakery on Ash Street is way overpriced")
EN_GIST = "overpriced"
KO_VIEW = ("서리안", "솔직히 그 새로 생긴 빵집 너무 비싸")
KO_GIST = "비싸"

EN_AGREE = [
    "same", "Same here.", "me too", "agreed", "I agree", "totally", "absolutely", "exactly lol",
    "so true", "facts", "+1", "ditto", "couldn't agree more", "couldnt agree more",
    "i think so too", "I feel the same way", "you're right", "youre right", "what he said",
    "SAME", "yeah same tbh", "I agree with Quintus", "i agree with quintus", "Quintus is right",
    "quintus is so right", "what Quintus said", "I'm with Quintus on this", "Quintus is not wrong",
    "literally same", "same same!!", "100% agree", "totally agree", "I second that", "seconded",
    "this", "true that", "you're not wrong", "ur not wrong", "couldn't have said it better",
]
KO_AGREE = [
    "저도요", "저두요", "나도", "나두", "나도 그래", "저도 그렇게 생각해요", "나도 같은 생각",
    "저도 같은 생각이에요", "동의", "동의해요", "동감", "저도 동감이에요", "인정", "ㅇㅈ",
    "ㅇㅈ ㅋㅋ",
    "그니까", "그러니까요", "내 말이", "맞아", "맞아요", "그치", "그쵸", "그러게", "완전 인정",
    "서리안 말이 맞아", "서리안 말에 동의", "서리안 씨 말이 맞아요", "언니 말이 맞아",
    "공감", "완전 공감해요", "격하게 공감", "ㅇㅈㅇㅈ", "인정합니다", "맞는 말이야", "그 말이 맞아",
    "네 말이 맞아", "니 말이 맞아 ㅋㅋ", "님 말이 맞아요", "그니깐", "내 말이 그 말이야",
    "그러게 말이에요", "나도나도", "ㅇㅇ 나도",
]


def _holds(lines: list[tuple[str, str]], gist: str) -> bool:
    x = extract_lines(lines, DAY)[-1]
    who = lines[-1][0]
    return any(c.owner == who and not c.relayed_by and gist in c.content for c in x.claims)


@pytest.mark.parametrize("said", EN_AGREE)
def test_en_agreement_holds_the_view(said: str) -> None:
    lines = [EN_VIEW, ("Melisande", said)]
    assert _holds(lines, EN_GIST), (said, owners(extract_lines(lines, DAY)[-1]))


@pytest.mark.parametrize("said", KO_AGREE)
def test_ko_agreement_holds_the_view(said: str) -> None:
    lines = [KO_VIEW, ("하늬솔", said)]
    assert _holds(lines, KO_GIST), (said, owners(extract_lines(lines, DAY)[-1]))


def test_agreement_with_a_named_persons_report() -> None:
    """'X is right' after X's words were passed on: the agreeing speaker holds X's view."""
    lines = [("Quintus", "Anselma reckons the old ferry is unsafe."),
             ("Melisande", "Anselma is right")]
    assert _holds(lines, "unsafe"), owners(extract_lines(lines, DAY)[-1])


def test_agreement_with_the_first_of_two_speakers() -> None:
    lines = [EN_VIEW, ("Corvin", "the croissants are decent though"),
             ("Melisande", "I agree with Quintus")]
    assert _holds(lines, EN_GIST), owners(extract_lines(lines, DAY)[-1])


# -- near neighbours: no Claim of the earlier view ----------------------------------------------
EN_NO = [
    [EN_VIEW, ("Melisande", "ok")], [EN_VIEW, ("Melisande", "yes")],
    [EN_VIEW, ("Melisande", "I don't agree")], [EN_VIEW, ("Melisande", "not really")],
    [EN_VIEW, ("Melisande", "nah")], [EN_VIEW, ("Melisande", "i dont think so")],
    [EN_VIEW, ("Melisande", "same?")], [EN_VIEW, ("Melisande", "you're right?")],
    [EN_VIEW, ("Melisande", "not me")], [EN_VIEW, ("Melisande", "hmm not sure about that")],
    [("Quintus", "Is the new bakery on Ash Street any good?"), ("Melisande", "same")],
    [("Quintus", "I went to the new bakery on Ash Street on Friday."), ("Melisande", "me too")],
    [("Quintus", "Anselma reckons the old ferry is unsafe."), ("Melisande", "same")],
    [EN_VIEW, ("Melisande", "same. Anselma said the ferry is off tomorrow.")],
]
KO_NO = [
    [KO_VIEW, ("하늬솔", "응")], [KO_VIEW, ("하늬솔", "ㅇㅇ")], [KO_VIEW, ("하늬솔", "난 아닌데")],
    [KO_VIEW, ("하늬솔", "글쎄")], [KO_VIEW, ("하늬솔", "난 잘 모르겠어")],
    [KO_VIEW, ("하늬솔", "ㄴㄴ")], [KO_VIEW, ("하늬솔", "난 반대")], [KO_VIEW, ("하늬솔", "맞아?")],
    [KO_VIEW, ("하늬솔", "나도?")], [KO_VIEW, ("하늬솔", "아닌 듯")],
    [("서리안", "그 새로 생긴 빵집 오늘 쉬는 날 맞지?"), ("하늬솔", "맞아")],
    [("서리안", "나 어제 그 새로 생긴 빵집 갔어."), ("하늬솔", "나도")],
    [KO_VIEW, ("하늬솔", "ㅇㅈ 근데 단률이가 거기 곧 문 닫는대")],
]


@pytest.mark.parametrize("lines", EN_NO + KO_NO)
def test_no_agreement_claim(lines: list[tuple[str, str]]) -> None:
    x = extract_lines(lines, DAY)[-1]
    view = lines[0][1]
    assert not any(c.owner == lines[-1][0] and c.content in view for c in x.claims), (
        lines[-1][1], owners(x))
