"""Korean words or a view named after what was said ('"…" 이게 X 말이야', '"…" X가 한 말이야',
'…라는 게 X 생각이야') are X's, passed on by the speaker (s40); the speaker's own ('…라는 게 내
생각이야') and an aside naming someone ('아 X 말이야, …') are left as they are. Invented turns
(names and sentences written for this test)."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

from cogmem_rdf.extract.register_ko import named_after

SPEAKER, LISTENER = "결우", "마린"


def _claims(text: str) -> list[tuple[str, list[str]]]:
    return turn_claims(SPEAKER, text, [SPEAKER, LISTENER], "ko")


@pytest.mark.parametrize(("text", "owner"), [
    ('"그 수영장 완전 별로야" 이게 솔담이 말이야.', "솔담"),
    ('"그 수영장 완전 별로야" 솔담이가 한 말이야.', "솔담"),
    ('“그 수영장 완전 별로야” 팀장님이 한 말이야.', "팀장님"),
    ("그 수영장 완전 별로라는 게 우리 엄마 말이야.", "결우의 엄마"),
    ("그 수영장 별로라는 게 솔담이 생각이야.", "솔담"),
    ("그 수영장 별로라는 건 솔담이 의견이고, 나는 좋아.", "솔담"),
])
def test_words_named_after_what_was_said(text: str, owner: str) -> None:
    assert (owner, [SPEAKER]) in _claims(text)


@pytest.mark.parametrize("text", [
    "그 수영장 별로라는 게 내 생각이야.",
    '"그 수영장 별로" 내가 한 말이야',
    "그게 누구 말이야?",
    "아 솔담이 말이야, 걔 이사 갔대",
])
def test_the_speakers_own_words_and_asides_are_left_as_they_are(text: str) -> None:
    assert named_after(text) == text
