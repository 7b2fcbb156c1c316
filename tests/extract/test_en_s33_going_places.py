"""English constructions of the thirty-third pass, with an invented battery (names, places and
topics invented here, in no data file):

- 'goes' followed by how one goes — speed, distance, effort ('he goes way too fast', 'she goes
  too far') — is the verb of going, not the quotative 'goes': 'Walburga says he goes way too
  fast' is Walburga's report, not a report of his;
- a name after 'from'/'to' following a noun or verb of travel ('his flight from Zagreb', 'the
  train to Plovdiv', 'moved to Trondheim') names a place, so a later 'he'/'she' does not stand
  for it; after other words ('heard back from X', 'a text from X') it still names a person."""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Quorvath"
LISTENER = "Belindris"


@pytest.mark.parametrize("manner", [
    "goes way too fast", "goes far too fast", "goes too slowly", "goes too far",
    "goes really quickly", "goes far too quickly and never stops for water",
])
@pytest.mark.parametrize("frame", ["Walburga says", "walburga said", "my sister reckons"])
def test_going_manner_is_no_quotative(frame, manner):
    owner = f"{SPEAKER}'s sister" if frame.startswith("my") else "Walburga"
    lines = [(LISTENER, "Eberhard is teaching the climbing course this year."),
             (SPEAKER, f"Funny, {frame} he {manner}.")]
    assert_owned(lines, owner, [SPEAKER])
    assert_not_owner(lines, "Eberhard")


@pytest.mark.parametrize("text", [
    "and she goes the new wall is the best in town",
    "she goes, the new wall is the best in town",
])
def test_quotative_goes_still_quotes(text):
    lines = [(LISTENER, "did Walburga like it?"), (SPEAKER, text)]
    assert_owned(lines, "Walburga", [SPEAKER])


@pytest.mark.parametrize("place", [
    "His ferry from Zagreb docked late.",
    "He got the train to Plovdiv this morning.",
    "He moved to Trondheim in May.",
    "He flew in from Valparaiso last night.",
    "He's on the drive to Zagreb now.",
    "He's only just home from Plovdiv.",
])
def test_place_after_travel_is_no_antecedent(place):
    lines = [(LISTENER, f"Any word from Haskell? {place}"),
             (SPEAKER, "He messaged me. He said he's not even that bothered about the wait.")]
    assert_owned(lines, "Haskell", [SPEAKER])
    for town in ("Zagreb", "Plovdiv", "Trondheim", "Valparaiso"):
        assert_not_owner(lines, town)


@pytest.mark.parametrize("first", [
    "I finally heard back from Haskell.",
    "Got a text from Haskell.",
    "I had a long chat with Haskell.",
])
def test_person_after_from_still_the_antecedent(first):
    lines = [(LISTENER, "any news?"),
             (SPEAKER, f"{first} He said the delay is nothing to worry about.")]
    assert_owned(lines, "Haskell", [SPEAKER])
