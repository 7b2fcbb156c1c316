"""The forty-eighth pass: English sources in the formal register — 'made it (very) clear (to
me) that', 'is (firmly) of the opinion that', "X's position/stance is that", 'in Dr. X's view' (a
title with its stop), 'made the point himself that', and a reported subject opened by 'the'
inside a report ('told me the plumber swore …': 'the' is no time adverbial unless a time noun
follows it). Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_extraction

SPEAKER = "Ambrin"


def claims(text, speakers=(SPEAKER,)):
    return [(c.owner, c.relayed_by) for c in turn_extraction(SPEAKER, text, list(speakers)).claims]


@pytest.mark.parametrize("text,owner", [
    ("The verger made it very clear to us that the crypt stays locked.", "the verger"),
    ("Osgar made it abundantly clear the crypt stays locked.", "Osgar"),
    ("The ranger was of the opinion that the bridge should close.", "the ranger"),
    ("Mr. Trevarthen, the bursar, is firmly of the opinion that the roof can wait.",
     "Mr. Trevarthen"),
    ("Ms. Quennell's position is that the gate had already been broken.", "Ms. Quennell"),
    ("The warden's stance is that nobody parks on the verge.", "the warden"),
    ("In Dr. Ferrand's view, the bruise is nothing.", "Dr. Ferrand"),
    ("In Dr. Ferrand's view it's mending well.", "Dr. Ferrand"),
    ("Professor Wyle made the point himself that the survey ran too short.", "Professor Wyle"),
])
def test_a_formal_frame_names_its_holder(text, owner):
    got = claims(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_the_speakers_own_view_of_the_opinion_frame_stays_theirs():
    assert claims("I'm of the view that the crane is unsafe.") == [(SPEAKER, [])]


@pytest.mark.parametrize("text,owner,chain", [
    ("Ysoline told me the plumber swore it was new.", "the plumber", [SPEAKER, "Ysoline"]),
    ("Ysoline told me the glazier insisted the pane was fitted right.", "the glazier",
     [SPEAKER, "Ysoline"]),
    ("Ysoline told me the other day the plumber is useless.", "Ysoline", [SPEAKER]),
    ("Ysoline mentioned this morning that our boiler is useless.", "Ysoline", [SPEAKER]),
])
def test_the_opens_a_reported_subject_unless_time_follows(text, owner, chain):
    got = claims(text)
    assert got and got[0] == (owner, chain), got
