"""An answer to who said it that names the one who passed the report on and whom they had it
from ('누가 그래?' — 'X. 걔도 Y한테 들었대'): the answer turn's own claim is Y's, relayed by the
speaker then X, not by 'someone' (``dialogue_acts._correct``, the 'via' reading). Invented
dialogues (names and sentences written for this test, none from any data file)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


@pytest.mark.parametrize(("answer", "owner", "teller"), [
    ("하리. 걔도 도윤슬한테 들었대", "도윤슬", "하리"),
    ("표하진이. 걔도 도윤슬한테 들었대", "도윤슬", "표하진"),
])
def test_the_answer_turn_names_the_teller(answer: str, owner: str, teller: str) -> None:
    lines = [("솔담", "다음 달부터 수영장 문 닫는대"), ("미르샘", "누가 그래?"), ("솔담", answer)]
    turns = [TurnIn(session="s1", date=datetime(2026, 4, 2), turn=f"t{i}", speaker=who,
                    text=text, seq=i) for i, (who, text) in enumerate(lines)]
    out = RuleExtractor(stance=False).extract(turns, [])
    assert [(c.owner, c.relayed_by) for c in out[2].claims] == [(owner, ["솔담", teller])]
