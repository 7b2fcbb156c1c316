"""A name of two parts typed in lower case ('hae-won', 'ella-maude', "o'dwyer") is a person where
a person stands: before a verb ('hae-won reckons …', 'gyu-ri let slip …', 'ella-maude was
saying …'), before a view noun or a stance with its 's ("hae-won's convinced …"), or after a
source slot ('according to gyu-ri, …'). A hyphenated pair is a name when both parts are first
names of the reference, or short syllables that make no dictionary word; "o'" and "d'" before a
word that is no dictionary word are a surname. A known person's name is restored as it is
written. Such names were never read in lower case: every report was the speaker's own (s41).
Invented turns and names."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import turn_claims

from cogmem_rdf.extract.register_en import _compound_names
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER, OTHER = "Thurstan", "Merewyn"
P = "the new bakery is overpriced"


@pytest.mark.parametrize(("text", "owner"), [
    (f"hae-won reckons {P}", "Hae-Won"),
    (f"gyu-ri let slip that {P}", "Gyu-Ri"),
    (f"ella-maude was saying {P}", "Ella-Maude"),
    (f"hae-won always says {P}", "Hae-Won"),
    (f"hae-won's convinced {P}", "Hae-Won"),
    (f"according to gyu-ri, {P}", "Gyu-Ri"),
    (f"hae-won at work swears {P}", "Hae-Won"),
    (f"o'dwyer reckons {P}", "O'Dwyer"),
    (f"d'arcy maintains {P}", "D'Arcy"),
])
def test_a_lower_case_name_of_two_parts_reports(text: str, owner: str) -> None:
    assert (owner, [SPEAKER]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER])


@pytest.mark.parametrize("text", [
    "the hi-fi sounds great", "my e-mail said no", "x-ray showed a crack",
    "the go-to place is shut", "o'clock is late", "the co-op says its closing",
    "a yo-yo diet is pointless", "that re-do was awful",
])
def test_a_compound_of_words_stays_as_typed(text: str) -> None:
    assert _compound_names(text) == text


def test_a_known_name_is_restored_as_written() -> None:
    day = datetime(2025, 3, 2)
    turns = [
        TurnIn(session="c", date=day, turn="c:1", speaker="Hae-won",
               text="Anyone tried the new bakery?"),
        TurnIn(session="c", date=day, turn="c:2", speaker=SPEAKER,
               text="not yet but hae-won reckons its overpriced, right?"),
    ]
    x = RuleExtractor().extract(turns, [])[-1]
    assert ("Hae-won", [SPEAKER]) in [(c.owner, c.relayed_by) for c in x.claims]
