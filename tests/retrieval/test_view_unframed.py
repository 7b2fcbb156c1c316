"""A whose-view question's frame ("어떻게 생각해?", "What does X think of …") names no topic:
the holder's claims are matched on the rest (``Options.view_unframed``), so a claim that happens
to say the frame's word ("생각보다 괜찮던데") does not lead on it."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn

WHEN = date(2026, 5, 4)
QUESTION = "솔담은 야간 근무 어떻게 생각해?"


@pytest.fixture(scope="module")
def mem():
    m = Memory.open(None, "frame")
    turns = [
        ("하빈", "새로 생긴 역 앞 빵집 가 봤어?"),
        ("솔담", "아 거기? 생각보다 괜찮던데. 오히려 줄이 더 길어 보였어"),
        ("하빈", "ㅋㅋ 다음엔 나도 가봐야지"),
        ("솔담", "그보다 나 다음 달부터 야간 근무 들어가. 솔직히 좀 걱정돼, 밤엔 잘 못 버티거든"),
    ]
    m.add_turns([TurnIn(session="s1", date=datetime(2026, 5, 4), turn=f"s1:{i}", speaker=who,
                        text=text, lang="ko") for i, (who, text) in enumerate(turns, 1)])
    yield m
    m.close()


def _first_claim_turn(mem, **options) -> str:
    ev = mem.recall(QUESTION, k=5, date=WHEN, **options).evidence
    return next(e for e in ev if e.type == "Claim").turns[0].id


def test_the_view_on_the_topic_asked_comes_first(mem):
    assert _first_claim_turn(mem) == "s1:4"


def test_with_the_frame_matched_the_claim_saying_its_word_leads(mem):
    assert _first_claim_turn(mem, view_unframed=False) == "s1:2"
