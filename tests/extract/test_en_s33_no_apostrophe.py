"""English constructions of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file): possessives and contractions typed without their apostrophe
with the name's capital kept.

- a known or reference first name with its 's dropped before a role ending in -s ('Ysmera says
  Haskells boss told her …': 'boss' is a role, not the plural of 'bos');
- a name's 's of 'is'/'has' before a particle or adverb of where or how one is ('Haskells out
  for Thursday', 'Walburgas not coming') or a regular past participle ('Haskells asked for …');
  a name that is itself a first name ending in -s stays ('Thomas asked');
- 'the' + a role noun's -s before another role ('the tenants nephew', 'the brides mum'), and a
  possessed role noun's -s before a thing it owns ('my partners firm is …') are possessives; a
  plural before a verb ('my sisters love it') stays."""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

from cogmem_rdf.extract.register_en import normalise

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "any news about the match?")


@pytest.mark.parametrize("role", ["boss", "coach", "mum", "project lead", "line manager"])
@pytest.mark.parametrize("frame", ["Walburga says", "Walburga said", "walburga reckons"])
def test_name_possessive_before_role(frame, role):
    text = f"{frame} Haskells {role} told her hes giving him the Friday off"
    lines = [OPENER, (LISTENER, "Haskell is on the team sheet."), (SPEAKER, text)]
    assert_owned(lines, f"Haskell's {role}", [SPEAKER, "Walburga"])


@pytest.mark.parametrize("after", ["out for Thursday", "not coming", "still at work",
                                   "off sick again", "asked for a transfer"])
def test_name_is_or_has_before_particle_or_participle(after):
    assert normalise(f"Haskells {after}", ["Haskell"]) == f"Haskell's {after}"


@pytest.mark.parametrize(
    "text", ["Thomas asked for a transfer", "Octavius out", "Wales manager said"])
def test_names_ending_in_s_stay(text):
    assert normalise(text) == text


@pytest.mark.parametrize("text,fixed", [
    ("the tenants nephew is in my class", "the tenant's nephew is in my class"),
    ("my partners firm is on the fourth floor", "my partner's firm is on the fourth floor"),
])
def test_role_possessives(text, fixed):
    assert normalise(text) == fixed


@pytest.mark.parametrize("text", ["my sisters love it", "my brothers are annoying",
                                  "my parents house is big", "the parents evening is on monday"])
def test_plurals_stay(text):
    assert normalise(text) == text


def test_owner_daughter_report():
    text = "the tenants nephew is in my pottery group and he said the fees doubled"
    assert_owned([OPENER, (SPEAKER, text)], "the tenant's nephew", [SPEAKER])
