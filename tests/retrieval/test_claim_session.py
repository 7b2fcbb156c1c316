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


# ``session_turns``: a conversation is as relevant as its few best turns, not its single best.
# Here each claim's own turn matches the question best in its conversation (the same words), so
# the single best turn cannot tell the conversations apart; the one that talks about the kiln
# in several turns can.
TOPIC = [
    ("k", "k:1", "Orrisande", "The kiln at the studio is playing up again."),
    ("k", "k:2", "Hethra", "Still? The kiln took nine hours to reach temperature last week."),
    ("k", "k:3", "Orrisande", "Yes, the kiln tripped the fuse twice on Monday."),
    ("k", "k:4", "Orrisande", "Zorvath says it needs a new element."),
    ("m", "m:1", "Tamsk", "There was a kiln on the auction site, by the way."),
    ("m", "m:2", "Pellimar", "Never mind that, my bike chain snapped on the hill."),
    ("m", "m:3", "Tamsk", "Ouch. Did you walk it home?"),
    ("m", "m:4", "Pellimar", "Quillet says it needs a new element."),
]


@pytest.fixture(scope="module")
def topic_mem():
    yield from scripted_memory("claim-session-turns", TOPIC, DAY)


def test_a_conversation_that_keeps_to_the_topic_lends_more_than_one_that_mentions_it(topic_mem):
    def gains(turns):
        res = topic_mem.recall("Who said the kiln needs a new element?", date="2025-09-14",
                               session_turns=turns)
        off = topic_mem.recall("Who said the kiln needs a new element?", date="2025-09-14",
                               session_turns=turns, claim_session=0.0)
        on = {e.owner: e.score for e in res.evidence if e.type == "Claim"}
        base = {e.owner: e.score for e in off.evidence if e.type == "Claim"}
        return {who: on[who] - base[who] for who in ("Zorvath", "Quillet")}

    best, three = gains(1), gains(3)
    assert three["Zorvath"] > three["Quillet"]
    assert three["Zorvath"] - three["Quillet"] > best["Zorvath"] - best["Quillet"]
