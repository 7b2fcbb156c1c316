"""English attribution constructions met in natural dialogue (the GG set), each with sentences
written for this test (no data-file sentences or names): owner and relay chain of the claim, and
near-misses that must stay as they were."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Wendeline"
LISTENER = "Oswy"


def _extract(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 6, 2))


def _got(lines: list[tuple[str, str]], idx: int = -1) -> list[tuple[str, list[str]]]:
    return [(c.owner, c.relayed_by) for c in _extract(lines)[idx].claims]


ASK_TIME = (LISTENER, "what time does the ferry go?")

CASES = [
    # a verb of saying with only an answer after it — a clock time ('half 8', 'quarter past'),
    # with a place or time of the telling after it, the progressive 'was saying' too, and a
    # clause of the speaker's own joined by 'and'
    ([ASK_TIME, (SPEAKER, "Brannoc from the harbour office was saying half 7 at the quay "
                          "yesterday and he's usually spot on")], "Brannoc", [SPEAKER]),
    ([ASK_TIME, (SPEAKER, "my uncle reckons quarter past six but he's never been on it")],
     f"{SPEAKER}'s uncle", [SPEAKER]),
    ([ASK_TIME, (SPEAKER, "Ysolde kept saying half 9")], "Ysolde", [SPEAKER]),
    ([ASK_TIME, (SPEAKER, "Ysolde told us quarter to ten, and she's the skipper")], "Ysolde",
     [SPEAKER]),
    # a verdict in a relative 'which' on the whole record, with chat's comma left out after an
    # amount, a number or a time word
    ([(LISTENER, "how much was the ferry?"), (SPEAKER, "£38 which is honestly daylight robbery")],
     SPEAKER, []),
    ([(SPEAKER, "the plumber charged us 90 quid which was a total rip-off")], SPEAKER, []),
    ([(SPEAKER, "the 8.15 was cancelled again which is so annoying")], SPEAKER, []),
    # a mild verdict ('alright', 'ok', 'not that bad') on a person just judged answers that
    # judgement
    ([(LISTENER, "I found Brannoc really rude when I met him"), (SPEAKER, "nah he's alright")],
     SPEAKER, []),
    ([(LISTENER, "Ysolde is so bossy"), (SPEAKER, "she's ok actually")], SPEAKER, []),
    ([(LISTENER, "I thought Ysolde a bit cold at the party"),
      (SPEAKER, "nah she's not that bad")], SPEAKER, []),
    # one's own attitude typed with a rising '?' (statement order) hedges a view; a deed refused
    # under 'would' for another time is a verdict
    ([(LISTENER, "so what did you make of the play?"), (SPEAKER, "I didn't hate it?")],
     SPEAKER, []),
    ([(LISTENER, "how was the gig?"), (SPEAKER, "I kinda enjoyed it?")], SPEAKER, []),
    ([(LISTENER, "how was the gig?"), (SPEAKER, "wouldn't queue for that again tho")],
     SPEAKER, []),
    ([(LISTENER, "how was the tour?"), (SPEAKER, "I'd never sit through that again")],
     SPEAKER, []),
    # a past verb of saying that is no noun ('hinted', 'replied') takes a bare clause
    ([(LISTENER, "Mrs Quarrie from the bank rang"),
      (SPEAKER, "she sort of hinted they'd want the forms back by May")], "Mrs Quarrie",
     [SPEAKER]),
    ([(SPEAKER, "my landlord replied he's not fixing the boiler")], f"{SPEAKER}'s landlord",
     [SPEAKER]),
    # … also after when it was said, when a clause with its own verb follows
    ([(SPEAKER, "Brannoc hinted last night he might quit")], "Brannoc", [SPEAKER]),
    # 'go'/'went' before a verdict is how something fares, no quotative: the holder is the one
    # who reckons, not the thing that goes
    ([(SPEAKER, "my coach reckons his sessions go way too hard")], f"{SPEAKER}'s coach",
     [SPEAKER]),
    ([(SPEAKER, "Brannoc thinks the talks went really badly")], "Brannoc", [SPEAKER]),
    # a titled name with a role in apposition, after a clause of the speaker's own
    ([(SPEAKER, "Ysolde's got that wrong, Mr Quarrie the caretaker told me the hall is free")],
     "Mr Quarrie", [SPEAKER]),
    ([(SPEAKER, "Dr Penhale the new GP reckons it's only a sprain")], "Dr Penhale", [SPEAKER]),
    # a verbless report closed by its frame, 'X says' with nothing after it; the 'he' is the
    # named person's relation the speaker dealt with
    ([(SPEAKER, "I got Ysolde's brother to check the van"), (LISTENER, "and?"),
      (SPEAKER, "£300 for the clutch, he says")], "Ysolde's brother", [SPEAKER]),
    ([(SPEAKER, "I asked Brannoc about the boat"),
      (SPEAKER, "six weeks minimum, he reckons. bit much")], "Brannoc", [SPEAKER]),
    ([(SPEAKER, "two nights at most, Brannoc told me")], "Brannoc", [SPEAKER]),
    # hearing back from someone is their answer received; 'got word from' likewise
    ([(SPEAKER, "Heard back from Mrs Quarrie this morning, the hall is ours till 6")],
     "Mrs Quarrie", [SPEAKER]),
    ([(SPEAKER, "I heard back from the surveyor, the damp isn't serious")], "the surveyor",
     [SPEAKER]),
    ([(SPEAKER, "got word from Brannoc that the regatta is off")], "Brannoc", [SPEAKER]),
]


@pytest.mark.parametrize("lines,owner,chain", CASES, ids=[c[0][-1][1][:40] for c in CASES])
def test_owner_and_chain(lines, owner, chain):
    got = _got(lines)
    assert (owner, chain) in got, (lines[-1][1], got)


def test_the_person_judged_in_a_small_clause_is_the_target():
    x = _extract([(LISTENER, "I met Brannoc at the quay"), (SPEAKER, "I found him a bit much")])
    assert [c.target for c in x[-1].claims] == ["Brannoc"], x[-1].claims


# near-misses: the same shapes where no view is held or none is reported
NO_CLAIM = [
    # a restrictive relative on a noun, no comma: a record
    [(SPEAKER, "we booked the cottage which is near the harbour")],
    # how a person is, when no one judged them: their state, not a verdict
    [(LISTENER, "how is Brannoc after the fall?"), (SPEAKER, "he's alright now")],
    # a promise about oneself, not a verdict
    [(SPEAKER, "I won't be late again")],
    # a question, inverted
    [(SPEAKER, "did I like it?")],
    # a thing fares, no one says
    [(SPEAKER, "the party went really well")],
    [(SPEAKER, "the council revealed the new design yesterday")],
    # a record ending in a name and a verb with more after it
    [(SPEAKER, "£20 each, Brannoc paid for the rest")],
    # a frame with only when it was heard: nothing reported
    [(SPEAKER, "Heard back from Brannoc yesterday.")],
    [(SPEAKER, "I heard from Ysolde this morning.")],
    [(SPEAKER, "did you hear back from Brannoc?")],
    # 'got back from' a place is a return, no answer received
    [(SPEAKER, "got back from Porthleven last night!!")],
    # a past verb of saying followed only by when or how it was done says nothing: a record
    [(SPEAKER, "Ysolde replied straight away, she's in on Friday")],
    [(SPEAKER, "Brannoc replied yesterday, all sorted")],
    [(SPEAKER, "Ysolde commented instantly")],
]


@pytest.mark.parametrize("lines", NO_CLAIM, ids=[c[-1][1][:40] for c in NO_CLAIM])
def test_no_claim(lines):
    assert _got(lines) == [], (lines[-1][1], _got(lines))


def test_saying_half_the_group_is_a_clause():
    # 'half' before a noun phrase is a quantifier: the clause after 'said' is the report
    assert ("Ysolde", [SPEAKER]) in _got([(SPEAKER, "Ysolde said half the crew quit")])
