"""'X read (somewhere / online) that P' and 'I read (somewhere) that P' (thirty-second pass,
invented sentences): the one who read it is the source the speaker knows, as with 'X heard P';
'I read that P' comes from someone unnamed, as 'I heard P'; reading a thing ('read the contract')
passes nothing on."""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Quillane"
LISTENER = "Brisovar"
ASK = (LISTENER, "so how did it go?")


def _said(text: str, owner: str, chain: list[str] | None = None) -> None:
    assert_owned([ASK, (SPEAKER, text)], owner, [SPEAKER] if chain is None else chain)


def _not_owned(text: str, owner: str) -> None:
    assert_not_owner([ASK, (SPEAKER, text)], owner)


# 'X read (somewhere) that …': the reader is the source the speaker knows; 'I read that …': from
# someone unnamed; 'read' with a thing read holds nothing
@pytest.mark.parametrize("subject,owner", [("my boyfriend", f"{SPEAKER}'s boyfriend"),
                                           ("Vossberg", "Vossberg")])
@pytest.mark.parametrize("verb", ["read that", "read somewhere that", "read online that"])
def test_read_that(subject, owner, verb):
    _said(f"{subject} {verb} the writers had to rush the ending", owner)


@pytest.mark.parametrize("verb", ["read that", "read somewhere that"])
def test_i_read_that(verb):
    _said(f"I {verb} the writers had to rush the ending", "someone")


@pytest.mark.parametrize("text", ["Vossberg read the contract and signed it",
                                  "Vossberg reads that paper every day"])
def test_read_a_thing(text):
    _not_owned(text, "Vossberg")

