"""A name met earlier in the session that is also a common word or an adverb (here 마냥, the
adverb 'endlessly') is a person where the turn writes it with the given-name suffix 이
('마냥이 엄마가', '마냥이 여친이'), and stays one for the rest of the session ('마냥 동생 말로는'):
the suffix is said of given names only. Invented dialogue."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

OPENER = ("라겸", "마냥이는 요즘 야간 알바 뛴대")


def _owners(*turns: tuple[str, str], session: str) -> list[list[str]]:
    ts = [TurnIn(session=session, date=datetime(2026, 6, 1), turn=f"{session}:{i}", speaker=who,
                 text=text, lang="ko", seq=i) for i, (who, text) in enumerate(turns)]
    return [[c.owner for c in x.claims] for x in RuleExtractor().extract(ts, [])]


@pytest.mark.parametrize("said, owner", [
    ("마냥이 엄마가 그러는데 거기 주차가 어렵대", "마냥의 엄마"),
    ("마냥이 여친이 그러는데 그 카페 곧 문 닫는대", "마냥의 여친"),
    ("마냥이 형 말로는 그 길 막힌대", "마냥의 형"),
    # the suffix and the genitive together ('X이의 Y') are X's Y as well
    ("마냥이의 동생이 그러는데 시험이 어려웠대", "마냥의 동생"),
    ("마냥이의 여친 말로는 그 카페 곧 문 닫는대", "마냥의 여친"),
])
def test_the_suffixed_name_owns_the_relative(said, owner):
    got = _owners(OPENER, ("소휘", said), session=f"s-{owner}")
    assert got[1] == [owner]


def test_the_name_stays_a_person_for_the_session():
    got = _owners(OPENER, ("소휘", "마냥이 엄마가 그러는데 거기 주차가 어렵대"),
                  ("소휘", "마냥 동생 말로는 그 집 국물이 짜대"), session="s-stays")
    assert got[2] == ["마냥의 동생"]
