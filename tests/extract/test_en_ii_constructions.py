"""English attribution constructions met in natural dialogue (the II set, and those left from GG),
each with sentences written for this test (no data-file sentences or names): owner and relay
chain of the claim, and near-misses that must stay as they were."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Aldreda"
LISTENER = "Corwin"


def _extract(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 9, 14))


def _got(lines: list[tuple[str, str]], idx: int = -1) -> list[tuple[str, list[str]]]:
    return [(c.owner, c.relayed_by) for c in _extract(lines)[idx].claims]


ASK = (LISTENER, "any news about the allotments?")

CASES = [
    # a quotative after a coordinated verb phrase: the subject of both verbs is the one quoted
    ([ASK, (SPEAKER, "Hemming pulled me aside after the meeting and was like, the plots are "
                     "being sold")], "Hemming", [SPEAKER]),
    ([ASK, (SPEAKER, "lol my brother came round last night and went \"the shed roof is "
                     "rotten\"")], f"{SPEAKER}'s brother", [SPEAKER]),
    ([ASK, (SPEAKER, "the warden stopped by on Monday and was all like, no bonfires this "
                     "year")], "the warden", [SPEAKER]),
    # a meeting verb and then a passive report or a hearing: the one met is the source, the
    # subject passed it on
    ([ASK, (SPEAKER, "My husband bumped into Mrs Penhallow at the gate and got told the water "
                     "is being cut off in June")],
     "Mrs Penhallow", [SPEAKER, f"{SPEAKER}'s husband"]),
    ([ASK, (SPEAKER, "my sister ran into Hemming at the market and was told the rents are "
                     "going up")], "Hemming", [SPEAKER, f"{SPEAKER}'s sister"]),
    ([ASK, (SPEAKER, "my dad saw Hemming in the pub and heard that the plots are being sold")],
     "Hemming", [SPEAKER, f"{SPEAKER}'s dad"]),
    ([ASK, (SPEAKER, "I ran into Hemming at the market and was told the rents are going up")],
     "Hemming", [SPEAKER]),
    # a relay carried into the next clause: 'she said …' of the source just heard from came
    # through the one who heard it
    ([ASK, (SPEAKER, "my husband heard the same thing from Mrs Penhallow, but she said the "
                     "compost bins are staying")],
     "Mrs Penhallow", [SPEAKER, f"{SPEAKER}'s husband"]),
    ([ASK, (SPEAKER, "my brother got it from Mrs Penhallow, and she reckons the rent is going "
                     "up again")], "Mrs Penhallow", [SPEAKER, f"{SPEAKER}'s brother"]),
    # where the news came from, said after it: first hand ('straight from'), with where the
    # source is from, a possessive pointing back into the news
    ([ASK, (SPEAKER, "the water is being cut off in June. heard it straight from Hemming in "
                     "the office")], "Hemming", [SPEAKER]),
    ([ASK, (SPEAKER, "the water is being cut off in June, I got it directly from Hemming.")],
     "Hemming", [SPEAKER]),
    ([ASK, (SPEAKER, "Gareth's giving up his plot btw. got that from his wife at the fete")],
     "Gareth's wife", [SPEAKER]),
    ([ASK, (SPEAKER, "I heard the same from Hemming: the rents are going up")], "Hemming",
     [SPEAKER]),
    # speech overheard: the one heard telling someone holds it, the one told is no link
    ([ASK, (SPEAKER, "my mum heard Hemming from the committee telling someone the plots are "
                     "being sold")], "Hemming", [SPEAKER, f"{SPEAKER}'s mum"]),
    ([ASK, (SPEAKER, "my mum overheard Hemming telling the warden that the plots are being "
                     "sold")], "Hemming", [SPEAKER, f"{SPEAKER}'s mum"]),
    ([ASK, (SPEAKER, "I overheard Hemming from the committee saying the plots are being "
                     "sold")], "Hemming", [SPEAKER]),
    # a name barely known in apposition after a role keeps its title ('some Mr X', 'a Mrs X')
    ([ASK, (SPEAKER, "their surveyor, some Mr Tremayne, says the hedge is 'within limits'")],
     "Mr Tremayne", [SPEAKER]),
    ([ASK, (SPEAKER, "the council's man, a Mrs Tremayne, reckons the plots are safe")],
     "Mrs Tremayne", [SPEAKER]),
    # a verdict as a negated prediction with 'gonna': the speaker's view
    ([(LISTENER, "they want us all in at 6am now"), (SPEAKER, "that's not gonna work for anyone")],
     SPEAKER, []),
    ([(LISTENER, "they want us all in at 6am now"), (SPEAKER, "lol that's never gonna fly")],
     SPEAKER, []),
    # the speaker's doubt after what was reported, even with no comma before 'but': a view of
    # their own ('I wouldn't bet on it', 'I doubt it', 'I wouldn't count on it')
    ([ASK, (SPEAKER, "Hemming swears the water is staying on but I wouldn't bet on it")],
     SPEAKER, []),
    ([ASK, (SPEAKER, "Hemming says the water is staying on but I doubt it")], SPEAKER, []),
    ([ASK, (SPEAKER, "Hemming says the water is staying on. I wouldn't count on it")],
     SPEAKER, []),
]


@pytest.mark.parametrize("lines,owner,chain", CASES, ids=[c[0][-1][1][:40] for c in CASES])
def test_owner_and_chain(lines, owner, chain):
    got = _got(lines)
    assert (owner, chain) in got, (lines[-1][1], got)


# near-misses: the same shapes where no view is held or none is reported
NO_CLAIM = [
    # 'got told off' is a scolding, no report
    [(SPEAKER, "I saw Hemming at the gate and got told off for parking there")],
    # a meeting and a plain record after it
    [(SPEAKER, "my sister ran into Hemming at the market and went home early")],
    # speech heard, but no verb of saying: a record
    [(SPEAKER, "my mum heard Hemming from the committee singing in the shed")],
    # a source with nothing before it to be the news
    [(SPEAKER, "I heard from Hemming this morning.")],
    # a prediction with a time is a record
    [(SPEAKER, "the shop isn't gonna open till May")],
    # betting on or counting on a thing, no proposition pointed back to
    [(SPEAKER, "I bet on the grey horse at Ascot")],
]


@pytest.mark.parametrize("lines", NO_CLAIM, ids=[c[-1][1][:40] for c in NO_CLAIM])
def test_no_claim(lines):
    assert _got(lines) == [], (lines[-1][1], _got(lines))


def test_the_reported_claim_stays_beside_the_speakers_doubt():
    got = _got([ASK, (SPEAKER, "Hemming swears the water is staying on but I wouldn't bet on it")])
    assert ("Hemming", [SPEAKER]) in got, got


def test_the_one_told_in_an_overheard_telling_is_no_relay():
    got = _got([ASK, (SPEAKER, "my mum overheard Hemming telling the warden the plots are "
                               "being sold")])
    assert all("the warden" not in chain for _, chain in got), got
