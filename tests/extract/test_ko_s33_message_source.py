"""A message sent or posted names who said the hearsay beside it (s33): '…오른대. 총무 X가
어젯밤에 공지 올렸어', '…바뀐대요. 원장님이 문자 주셨어요', '…카톡 보냈어', '…전화 줬어' — as
'X가 그러더라' or 'X가 공지했어' do; the sending is also a doing of theirs, kept as a record.
Invented dialogues (names and sentences written for this test, none from any data file).

Near readings that keep theirs: a message sent with no hearsay beside it is a record only, and
the speaker's own sending names no source.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue, extract_lines

_OPEN: list[tuple[str, str, Exp]] = [("세결", "요즘 모임 어때?", None)]

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "notice_posted": [*_OPEN, (
        "규온", "조기축구 회비 다음 달부터 3만 원으로 오른대. 총무 석율이가 어젯밤에 공지 올렸어.",
        ("석율", ["규온"]))],
    "text_given_polite": [*_OPEN, (
        "규온", "다음 달에 휴강이래요. 원장님이 어제 문자 주셨어요.", ("원장님", ["규온"]))],
    "chat_message_sent": [*_OPEN, (
        "규온", "모임 장소 바뀐대. 재슬이가 아까 카톡 보냈어", ("재슬", ["규온"]))],
    "call_given": [*_OPEN, (
        "규온", "내일 비 많이 온대. 우리 엄마가 아침에 전화 줬어", ("규온의 엄마", ["규온"]))],
    # --- near: no hearsay beside it, the speaker's own sending
    "message_alone_is_record": [*_OPEN, ("규온", "석율이가 어제 문자 보냈어", "record")],
    "speaker_sends": [*_OPEN, ("규온", "나 어제 엄마한테 문자 보냈어", "record")],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s33_message_source(name: str) -> None:
    check_dialogue(CASES[name], f"s33-{name}", datetime(2026, 3, 3))


def test_sending_kept_as_record() -> None:
    said = "조기축구 회비 다음 달부터 3만 원으로 오른대. 총무 석율이가 어젯밤에 공지 올렸어."
    x = extract_lines([("세결", "요즘 모임 어때?"), ("규온", said)], datetime(2026, 3, 3))[-1]
    assert [c.owner for c in x.claims] == ["석율"] and x.events, (x.claims, x.events)
