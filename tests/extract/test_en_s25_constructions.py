"""English constructions of the twenty-fifth pass, found with invented batteries (names, places
and topics invented here, in no data file): each test crosses a construction with several
source forms or contents and checks the owner and relay chain of the claim the last turn gives."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owned

SPEAKER = "Thistrel"
LISTENER = "Kembrow"


def _last(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))[-1]


def _owners(x) -> list[tuple[str, list[str]]]:
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


# a 'his/her <role>' met, rung, asked or talked to is the next 'he'/'she' (as "Varnel's
# brother" is): the pronoun of the report is that relative, not the possessor of the other gender
@pytest.mark.parametrize("setup,text,owner", [
    ("Did Varnel go to the fair?",
     "I spoke to her brother yesterday. He said the pier cafe is overpriced.", "Varnel's brother"),
    ("Did Varnel go to the fair?",
     "I asked her brother and he said the pier cafe is overpriced.", "Varnel's brother"),
    ("Did Varnel go to the fair?",
     "I was chatting to her husband and he reckons the pier cafe is a dump.", "Varnel's husband"),
    ("Is Corvath still around?",
     "I ran into his sister yesterday, she said the pier cafe is overpriced.",
     "Corvath's sister"),
    ("Is Corvath still around?",
     "I rang his mum last night. She thinks the pier cafe is a dump.", "Corvath's mum"),
])
def test_a_pronoun_after_a_pronoun_possessed_role_met(setup, text, owner):
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# the reported clause's subject may carry a place or a part after its noun ('the new bakery
# on Quennick Street is …', 'the guy at the garage reckons …'), after a quotative, a verb of
# saying with an adverbial before the clause, or a bare verb of saying
@pytest.mark.parametrize("frame", [
    "{S} was like {C}.",
    "{S} goes {C}.",
    "{S} said on the phone {C}.",
    "{S} told me on Friday {C}.",
    "{S} said over dinner {C}.",
    "{S} told me at the party {C}.",
    "{S} said {C}.",
])
@pytest.mark.parametrize("content", [
    "the new bakery on Quennick Street is overpriced",
    "the guy at the garage is a total crook",
    "the cafe near the bridge does the best scones",
    "the end of the film was rubbish",
])
@pytest.mark.parametrize("source,owner", [("Varnel", "Varnel"),
                                          ("my aunt", f"{SPEAKER}'s aunt")])
def test_a_subject_with_a_modifier_after_an_adverbial(frame, content, source, owner):
    text = frame.replace("{S}", source).replace("{C}", content)
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text[:1].upper() + text[1:])])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", [
    "Varnel mentioned the trip to the lake last week.",
    "Varnel was like the rest of them.",
    "Varnel was telling me about the house on Ollery Lane.",
])
def test_no_clause_after_the_frame_no_report(text):
    # a noun phrase with a modifier and no finite verb after it is an object, not a clause
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text)])
    assert not any(c.owner == "Varnel" for c in x.claims), _owners(x)
