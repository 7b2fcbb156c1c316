"""The listener of a turn read with no other speaker's turn beside it in its batch (a turn added
on its own, as a chat assistant adds them) is the one who spoke last before it in the session
(``Discourse._last_other``), or, for the session's opening turn, the next speaker once their turn
arrives, so 'your sister' resolves as when the turns are read together.
Invented dialogues (names and sentences written for this test, none from any data file)."""

from __future__ import annotations

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

DIALOGUES = {
    "en_your_sister": ([("Quennald", "Any news from home?"),
                        ("Ortensia", "Your sister says the new gym is rubbish though.")],
                       ("Quennald's sister", ["Ortensia"])),
    "en_your_boss": ([("Ysmaray", "I had lunch with Dorwin today."),
                      ("Ortensia", "ok, and?"),
                      ("Ysmaray", "Your boss reckons the merger is off, apparently.")],
                     ("Ortensia's boss", ["Ysmaray"])),
    # the session's opening turn read alone has no listener yet; it is read again with the
    # next speaker as its listener when their turn arrives (``RuleExtractor._hear_back``)
    "en_opening_question": ([("Quennald", "How's your mum after the op?"),
                             ("Ortensia", "Much better. Her surgeon told my sister it went "
                                          "perfectly.")],
                            ("Ortensia's mum's surgeon", ["Ortensia", "Ortensia's sister"])),
    "ko_your_sister": ([("도윤슬", "요즘 집에 별일 없지?"),
                        ("나래온", "너희 언니가 그 헬스장 별로래.")],
                       ("도윤슬의 언니", ["나래온"])),
}


def _last_claims(turns: list[TurnIn], step: int) -> list[tuple[str, list[str]]]:
    x, out = RuleExtractor(stance=False), []
    for i in range(0, len(turns), step):
        out += x.extract(turns[i:i + step], [])
    return [(c.owner, c.relayed_by) for c in out[-1].claims]


@pytest.mark.parametrize("name", sorted(DIALOGUES))
def test_a_turn_read_alone_has_the_listener_of_the_dialogue(name: str) -> None:
    lines, want = DIALOGUES[name]
    turns = [TurnIn(session="s", turn=f"t{i}", speaker=who, text=text, seq=i,
                    date="2026-02-03T10:00:00") for i, (who, text) in enumerate(lines)]
    assert _last_claims(turns, len(turns)) == [want]
    assert _last_claims(turns, 1) == [want]

