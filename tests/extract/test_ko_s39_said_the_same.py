"""A Korean saying that only points back ('X도 똑같이 말하던데', 'X도 그 얘기 하더라', 'X도 같은 말
했어') is X's word on what was said or asked before, as the pro-form 'X도 그러던데' is (s39); the
speaker's own ('나도 그 얘기 했어') is no one's report. Invented turns (names and sentences written
for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.register_ko import said_the_same
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER, LISTENER, X = "결우", "마린", "솔담"


def _claims(before: str, text: str) -> list[tuple[str, list[str]]]:
    turns = [TurnIn(session="ss", date=datetime(2024, 6, 12), turn=f"ss{i}", speaker=who,
                    text=t, lang="ko")
             for i, (who, t) in enumerate([(LISTENER, before), (SPEAKER, text)])]
    x = RuleExtractor().extract(turns, [SPEAKER, LISTENER])[-1]
    return [(c.owner, c.relayed_by) for c in x.claims]


@pytest.mark.parametrize("before", ["그 수영장 다음 달에 문 닫아?", "승겸이가 그 수영장 별로래."])
@pytest.mark.parametrize("text", [
    f"{X}이도 똑같이 말하던데.", f"{X}이도 그렇게 말하던데.", f"{X}이도 같은 말 하더라.",
    f"{X}이도 그 얘기 하더라.", f"{X}이는 똑같은 말 하더라ㅋㅋ", f"{X}이도 같은 얘기 했어.",
])
def test_a_saying_that_points_back(before: str, text: str) -> None:
    assert (X, [SPEAKER]) in _claims(before, text)


def test_the_speakers_own_saying_is_left_as_it_is() -> None:
    assert said_the_same("나도 그 얘기 했어.") == "나도 그 얘기 했어."
    assert said_the_same(f"{X}이도 똑같이 말하던데.") == f"{X}이도 그러던데."
