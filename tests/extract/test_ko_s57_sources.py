"""The fifty-seventh pass, Korean (a helper's): sources in everyday talk of clubs, leagues, repair
sites and trips. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "탁서온"
LISTENER = "방이루"


def said(text: str) -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, "그래서 뭐래?"), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    # a body that runs a league, a club or an event speaks as an office does
    ("연맹에서 다음 시즌 외국인 선수 제한을 안 푼다고 했어.", "연맹"),
    ("연합회에서는 주말 장터를 이번 달까지만 한대.", "연합회"),
    ("구단에서 새 구장 이전은 아직 검토 중이라고 했어.", "구단"),
    ("조직위에서 우천 시 일정은 하루 미룬대.", "조직위"),
])
def test_a_league_or_club_body_is_a_source(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got
