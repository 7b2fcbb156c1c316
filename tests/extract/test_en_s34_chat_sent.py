"""Chat's spellings in reports (s34). Invented dialogues (names and sentences written for this
test, none from any data file).

1. The verbs of messaging as chat spells them — 'txted', 'txtd', 'msged', 'msgd', "dm'd",
   'dmd', 'pmed', 'inboxed', and a bare 'txt'/'msg'/'dm' of a third person before whom it went
   to ('X txt me …') — are 'texted'/'messaged': the sender's report, relayed by the speaker.
   Not an order, an infinitive or the speaker's own ('pls txt me', 'gonna dm him', 'i txt her').
2. Chat's clipped 'sis' ('sis reckons …') is the speaker's sister, as 'mum' is the speaker's.
3. A source in brackets whose possessive lost its apostrophe ('(Ortwins words)') is the source,
   as "(Ortwin's words)" is.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

from cogmem_rdf.extract.register_en import normalise

SPEAKER = "Norbert"
OPENER = ("Thomasina", "have you seen Clotilde lately?")
P = "the new bridge is a waste of money"


def _said(text: str) -> list[tuple[str, str]]:
    return [OPENER, (SPEAKER, text)]


@pytest.mark.parametrize("verb", ["txted me", "txtd me", "msged me", "msgd me", "dm'd me",
                                  "dmd me", "pmed me", "txt me", "msg me", "dm me",
                                  "msged me saying", "txted us"])
@pytest.mark.parametrize("who", ["Ortwin", "ortwin"])
def test_messaging_spellings(who, verb):
    assert_owned(_said(f"{who} {verb} {P}"), "Ortwin", [SPEAKER])


def test_kin_sender():
    assert_owned(_said(f"mum txted me {P}"), f"{SPEAKER}'s mum", [SPEAKER])


@pytest.mark.parametrize("text,kept", [
    ("pls txt me when ur home", "txt"), ("gonna dm him later", "dm"),
    ("i txt her every day", "txt"), ("the txt said it was off", "txt"),
])
def test_not_a_message_sent(text, kept):
    assert kept in normalise(text).split()


@pytest.mark.parametrize("text", [f"sis reckons {P}", f"Sis said {P}.", f"sis was like {P}"])
def test_clipped_sister(text):
    assert_owned(_said(text), f"{SPEAKER}'s sis", [SPEAKER])


@pytest.mark.parametrize("text", [f"{P} (Ortwins words)", f"{P} (Ortwins words, not mine)."])
def test_bracketed_source_without_apostrophe(text):
    assert_owned(_said(text), "Ortwin", [SPEAKER])
