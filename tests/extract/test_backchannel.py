"""A backchannel turn (laughter, an interjection, emoji only) does not take the floor: the turn
after it is read as if it came straight after the turn before. Invented dialogues, no data file."""

from __future__ import annotations

import doctest
from datetime import datetime

import pytest

from cogmem_rdf.extract import discourse
from cogmem_rdf.extract.discourse import backchannel
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


def _last(lines: list[tuple[str, str]]) -> list[tuple[str, list[str]]]:
    turns = [TurnIn(session="s", date=datetime(2025, 6, 3), turn=f"s:{i}", speaker=who, text=text,
                    seq=i) for i, (who, text) in enumerate(lines)]
    x = RuleExtractor().extract(turns, [])[-1]
    return [(c.owner, c.relayed_by) for c in x.claims]


# (dialogue without the backchannel, where it goes, expected owner and chain of the last turn)
DIALOGUES = [
    ([("Wendlyn", "what did the optician say?"),
      ("Corran", "she was like, the left eye got worse and I need new lenses")],
     "the optician", ["Corran"]),
    ([("Wendlyn", "wait, did you see Ysanne at the market?"),
      ("Corran", "yeah. she reckons the stall rents are going up again")],
     "Ysanne", ["Corran"]),
    ([("Wendlyn", "How was the ferry trip??"),
      ("Corran", "Amazing. Merrin and I did a walk on the second day, I'm still aching.")],
     "Corran", []),
    ([("Wendlyn", "oh good. wat did the farrier say?"),
      ("Corran", "she was like, no riding for two weeks and keep the boot on")],
     "the farrier", ["Corran"]),
    ([("세윤", "수의사 선생님은 뭐래?"), ("하솜", "수술까지는 안 해도 된대")],
     "수의사 선생님", ["하솜"]),
    ([("세윤", "그 여행 어땠어?"), ("하솜", "완전 좋았어. 숙소도 깨끗하고 바다도 예뻤어")],
     "하솜", []),
    ([("세윤", "근데 오늘 당번 누구야?"),
      ("하솜", "은파. 걔 청소는 무조건 아침에 하는 게 원칙이라고 맨날 노래를 부르잖아")],
     "은파", ["하솜"]),
]


@pytest.mark.parametrize("lines,owner,chain", DIALOGUES)
@pytest.mark.parametrize("aside", ["lol", "omg hahaha", "ㅋㅋㅋㅋ", "헐 ㅠㅠ", "😂😂"])
@pytest.mark.parametrize("by", [0, 1])
def test_backchannel_keeps_the_reading(lines, owner, chain, aside, by):
    assert (owner, chain) in _last(lines)
    with_aside = [lines[0], (lines[by][0], aside), lines[1]]
    assert (owner, chain) in _last(with_aside), (aside, by)


@pytest.mark.parametrize("text", ["lol", "LOLOL", "hahahaha", "omg", "awww", "ugh 😩", "hmm...",
                                  "ㅋㅋㅋ", "ㅎㅎ", "ㅠㅠㅠ", "헐", "우와 ㅋㅋ", "🙈"])
def test_backchannels(text):
    assert backchannel(text)


@pytest.mark.parametrize("text", ["ok", "yeah", "no", "nice", "same lol", "why?", "ㅇㅇ", "대박",
                                  "ㄴㄴ 아니야", "Amazing.", "haha she wishes", ""])
def test_not_backchannels(text):
    assert not backchannel(text)


def test_discourse_doctests():
    assert doctest.testmod(discourse).failed == 0
