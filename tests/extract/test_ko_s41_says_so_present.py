"""'X가 …다고 그래' (s41): after a quotative -고, Kiwi reads the present 그래 — like the past
그랬- — as the adjective 그렇 'be so'; it is the verb of saying 그러다, also with an adverb of how
often between ('…다고 맨날 그래', '…라고 또 그랬어'). The words were the speaker's own. Invented
turns."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER, OTHER = "결우", "마린"


@pytest.mark.parametrize("text", [
    "솔담이가 그 빵집 너무 비싸다고 그래.",
    "솔담이가 그 빵집 너무 비싸다고 그래요.",
    "솔담이가 그 빵집 너무 비싸다고 맨날 그래.",
    "솔담이가 그 빵집 너무 비싸다고 계속 그래.",
])
def test_the_present_pro_verb_of_saying_reports(text: str) -> None:
    assert ("솔담", [SPEAKER]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER], lang="ko")


def test_an_answer_so_is_no_report() -> None:
    # '그래.' alone agrees; no one's words are passed on
    assert all(relay == [] for _, relay in turn_claims(SPEAKER, "그래. 그 빵집 가 보자.",
                                                       [SPEAKER, OTHER], lang="ko"))
