"""Korean verdicts as replies (s40): after '가 봤어?', '먹어 본 적 있어?' (has the one asked
tried it) a short verdict judges what was tried, as after '어땠어?'; advice on going or trying,
or on coming back, said in reply to such a question ('가지 마', '꼭 가 봐', '두 번은 안 감', '또
갈 거야') is the speaker's verdict; the same words after a question asking no judgement are not.
Invented turns (names and sentences written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER, LISTENER = "결우", "마린"


def _claims(asked: str, reply: str) -> list[tuple[str, list[str], str]]:
    turns = [TurnIn(session="s40v", date=datetime(2024, 6, 12), turn=f"s40v-{i}", speaker=who,
                    text=text, lang="ko")
             for i, (who, text) in enumerate([(LISTENER, asked), (SPEAKER, reply)])]
    x = RuleExtractor().extract(turns, [SPEAKER, LISTENER])[-1]
    return [(c.owner, c.relayed_by, c.polarity) for c in x.claims]


@pytest.mark.parametrize("asked", ["그 부둣가 만두집 가 봤어?", "새로 생긴 볼링장 가 본 적 있어?",
                                   "어제 그 연극 어땠어?"])
@pytest.mark.parametrize(("reply", "polarity"), [
    ("별로", "negative"), ("개노잼", "negative"), ("노맛", "negative"),
    ("가지 마", "negative"), ("두 번은 안 감", "negative"),
    ("꼭 가 봐", "positive"), ("무조건 가", "positive"), ("또 갈 거야", "positive"),
])
def test_a_verdict_after_asking_whether_they_tried_it(asked: str, reply: str,
                                                      polarity: str) -> None:
    assert (SPEAKER, [], polarity) in _claims(asked, reply)


@pytest.mark.parametrize(("asked", "reply"), [
    ("내일 모임 갈 거야?", "가지 마"),
    ("그 만두집 가 봤어?", "응 어제 가 봤어"),
    ("그 만두집 가 봤어?", "아니 아직"),
])
def test_no_verdict_without_one(asked: str, reply: str) -> None:
    assert _claims(asked, reply) == []
