"""Two forms of a report inside a report (s34). Invented dialogues (names and sentences written
for this test, none from any data file).

1. An aspect verb before the inner verb of saying ('X said Y keeps saying …', 'X told me Y kept
   telling everyone …', 'started telling', 'is forever saying'): the -ing form is the inner
   report's own verb, not a participle after the outer verb's object ('rang me saying …'), so
   the words are Y's, relayed by the speaker and X.
2. An evidential adverb opening the inner report ('X said (that) apparently Y thinks …', 'X says
   supposedly her boss reckons …', 'x told me apparently y reckons …'): it marks the report as
   hearsay, which the named chain already says — no unnamed link in the chain, the run-on is
   not cut after it, and a 'her' after it is still X's.

Near readings kept: 'Y rang me saying …' and 'X messaged the group chat saying …' (a participle
after a contact verb: the subject's words); 'X said apparently the pool is shut' (X's);
'Apparently her boss reckons …' (no antecedent for 'her').
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

SPEAKER = "Hartmut"
OPENER = ("Mechthild", "How was your weekend?")
P = "the new bridge is a waste of money"


def _said(text: str) -> list[tuple[str, str]]:
    return [OPENER, (SPEAKER, text)]


@pytest.mark.parametrize("aspect", ["keeps saying", "kept saying", "keeps telling everyone",
                                    "kept telling people", "keeps on saying", "kept sayin"])
@pytest.mark.parametrize("frame", ["said", "says", "told me", "mentioned that", "was saying"])
@pytest.mark.parametrize("reporter,inner", [("Ingolf", "Eckhart"), ("ingolf", "eckhart")])
def test_aspect_verb_inner_report(reporter, inner, frame, aspect):
    assert_owned(_said(f"{reporter} {frame} {inner} {aspect} {P}."), "Eckhart",
                 [SPEAKER, "Ingolf"])


@pytest.mark.parametrize("ev", ["apparently", "supposedly", "allegedly"])
@pytest.mark.parametrize("frame", ["said", "said that", "says", "told me", "told me that"])
@pytest.mark.parametrize("inner", ["Eckhart thinks", "Eckhart reckons", "eckhart reckons"])
def test_evidential_inside_report(ev, frame, inner):
    assert_owned(_said(f"Ingolf {frame} {ev} {inner} {P}"), "Eckhart", [SPEAKER, "Ingolf"])


@pytest.mark.parametrize("ev", ["apparently", "supposedly"])
def test_possessive_after_evidential_is_the_reporters(ev):
    assert_owned(_said(f"Ingolf says {ev} his boss reckons {P}."), "Ingolf's boss",
                 [SPEAKER, "Ingolf"])


@pytest.mark.parametrize("text,owner,chain", [
    (f"Eckhart rang me saying {P}.", "Eckhart", [SPEAKER]),
    (f"Ingolf messaged the group chat saying {P}.", "Ingolf", [SPEAKER]),
    (f"Ingolf said apparently {P}.", "Ingolf", [SPEAKER]),
    (f"Apparently Ingolf said Eckhart thinks {P}.", "Eckhart", [SPEAKER, "Ingolf"]),
])
def test_near_readings(text, owner, chain):
    assert_owned(_said(text), owner, chain)
