"""Spoken Korean order: a source said after its hearsay clause (right dislocation) is read as if
said before it (sentences and names written for this test; fragments checked against the shared
and test data sets)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.register_ko import aside_named, front_dislocated
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


@pytest.mark.parametrize("text, expected", [
    ("그 빵집 다음 주에 문 닫는대, 우리 고모가", "우리 고모가 그 빵집 다음 주에 문 닫는대"),
    ("수영장 물 다 갈았다던데 관리인 아저씨가 그러시더라",
     "관리인 아저씨가 수영장 물 다 갈았다던데"),
    # nothing trails the clause, or what trails is no subject: left as it is
    ("우리 고모가 그 빵집 문 닫는대", "우리 고모가 그 빵집 문 닫는대"),
    ("그 빵집 문 닫는대 ㅋㅋ", "그 빵집 문 닫는대 ㅋㅋ"),
    ("그거 비싸대 누가", "그거 비싸대 누가"),
])
def test_front_dislocated(text, expected):
    assert front_dislocated(text) == expected


def test_a_trailing_source_owns_the_hearsay():
    turn = TurnIn(session="r", date=datetime(2025, 6, 2), turn="r:1", speaker="채솔",
                  text="ㅇㅇ 근데 그 빵집 다음 주에 문 닫는대 우리 고모가")
    claims = [c for x in RuleExtractor().extract([turn], []) for c in x.claims]
    assert [(c.owner, c.relayed_by) for c in claims] == [("채솔의 고모", ["채솔"])]


@pytest.mark.parametrize("text, expected", [
    # the aside names the pronoun before it (the one who said it)
    ("걔가 그러는데, 아 우리 반 반장 말이야, 내일 수업 없대",
     "우리 반 반장이 그러는데 내일 수업 없대"),
    ("그분이 그러셨는데, 아니 그 약사님 말이에요, 하루 두 번이래요",
     "그 약사님이 그러셨는데 하루 두 번이래요"),
    # with no pronoun before, the one after it (the one talked about)
    ("단휘가 그러는데, 아 솔하 말이야, 걔 다음 달에 유학 간대",
     "단휘가 그러는데 솔하 다음 달에 유학 간대"),
    # no aside: left as it is
    ("걔가 그러는데 내일 수업 없대", "걔가 그러는데 내일 수업 없대"),
])
def test_aside_named(text, expected):
    assert aside_named(text) == expected
