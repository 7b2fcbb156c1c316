"""A report whose clause a lead opens (s41): 'X said that according to Y, …', 'X said that,
according to Y, …', 'X told me that in Y's view, …' are Y's words, passed on by X to the
speaker. The comma after the lead split the sentence, and the words were the speaker's own.
A demonstrative 'that' before a comma ends its clause as before ('I'll bring that, it's way
bigger'). Invented turns."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import turn_claims

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER, OTHER = "Thurstan", "Merewyn"
P = "the new bakery is overpriced"


@pytest.mark.parametrize(("text", "owner"), [
    (f"Hildred said that according to Quenna, {P}.", "Quenna"),
    (f"Hildred said that, according to Quenna, {P}.", "Quenna"),
    (f"Hildred told me that in Quenna's view, {P}.", "Quenna"),
    (f"Hildred said that according to her sister, {P}.", "Hildred's sister"),
])
def test_the_lead_inside_the_report_holds_it(text: str, owner: str) -> None:
    assert (owner, [SPEAKER, "Hildred"]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER])


def test_a_demonstrative_that_still_ends_its_clause() -> None:
    turn = TurnIn(session="d", date=datetime(2024, 6, 12), turn="d:1", speaker=SPEAKER,
                  text="got a new grill so ill bring that, its way bigger than the old one")
    x = RuleExtractor().extract([turn], [SPEAKER, OTHER])[0]
    assert any(c.owner == SPEAKER and c.content.startswith("it's way bigger") for c in x.claims)


def test_a_copula_that_keeps_the_lead_to_its_clause() -> None:
    # 'The bad news is that, according to X, …': no verb of saying before 'that'; the lead still
    # gives X the clause after its comma
    text = "The good news is that, according to Quenna at the depot, the buses run on Sunday."
    assert ("Quenna", [SPEAKER]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER])
