"""A claim stands in a conversation: a claim whose conversation talks about what the question
asks gains more than one whose conversation is about something else (``claim_session``: the best
match of a turn of the claim's session; passage retrieval weighed by its document). Two claims
with the same words, in two conversations (invented dialogue); which ranks first also depends on
the names' vectors, so the test checks what each gains."""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import scripted_memory

DAY = datetime(2025, 9, 14, 20, 0)
DIALOGUE = [
    ("a", "a:1", "Zebulart", "The tree surgeon finally came round to look at the walnut on "
                             "Quillet Row."),
    ("a", "a:2", "Quorinne", "Oh good, I was getting worried about the branches."),
    ("a", "a:3", "Zebulart", "Yeah. Mr Thrawbeck says the whole thing has to come down before "
                             "winter."),
    ("b", "b:1", "Ilvanor", "Did the builders ever sort the garden shed?"),
    ("b", "b:2", "Draveth", "Not yet, they keep putting it off."),
    ("b", "b:3", "Draveth", "Vesnadra says the whole thing has to come down before winter."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("claim-session", DIALOGUE, DAY)


QUESTION = "Who said the walnut on Quillet Row has to come down?"


def claims(mem, **options):
    res = mem.recall(QUESTION, date="2025-09-14", **options)
    return {e.owner: e.score for e in res.evidence if e.type == "Claim"}


def test_a_conversation_about_it_lends_more_than_one_about_something_else(mem):
    # the same words in both claims: what each gains is its conversation's match
    on, off = claims(mem), claims(mem, claim_session=0.0)
    gain = {who: on[who] - off[who] for who in ("Mr Thrawbeck", "Vesnadra")}
    assert gain["Mr Thrawbeck"] > gain["Vesnadra"] > 0
