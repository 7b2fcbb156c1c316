"""A claim stands in a conversation: among claims that say the asked words about as well, the
one whose conversation talks about what the question asks ranks first (``claim_session``: the
best match of a turn of the claim's session; passage retrieval weighed by its document), and a
conversation about something else lends nothing (invented dialogue)."""

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


def first_claim(mem, question, **options):
    res = mem.recall(question, date="2025-09-14", **options)
    return next((e for e in res.evidence if e.type == "Claim"), None)


QUESTION = "Who said the walnut on Quillet Row has to come down?"


def claims(mem, **options):
    res = mem.recall(QUESTION, date="2025-09-14", **options)
    return {e.owner: e.score for e in res.evidence if e.type == "Claim"}


def test_the_claim_of_the_conversation_about_it_ranks_first(mem):
    got = first_claim(mem, QUESTION)
    assert got is not None and got.owner == "Mr Thrawbeck"
    assert [t.id for t in got.turns] == ["a:3"]


def test_a_conversation_about_it_lends_more_than_one_about_something_else(mem):
    # the same words in both claims: what each gains is its conversation's match
    on, off = claims(mem), claims(mem, claim_session=0.0)
    gain = {who: on[who] - off[who] for who in ("Mr Thrawbeck", "Vesnadra")}
    assert gain["Mr Thrawbeck"] > gain["Vesnadra"] > 0
