"""English constructions of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file):

- after a verdict of the speaker's and a comma, a titled name with the place phrase that says
  which one ('nah thats not right, mrs Walburga at the front desk told me …') opens a report of its
  own — as the titled name with a role in apposition already did;
- chat's 'its' before a sentence adverb, clipped or not ('its def happening', 'its defo shut',
  'its prob gonna rain', 'its meant to be good', 'its apparently sold out') is 'it's': the report
  after 'X said' has its verb."""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction

from cogmem_rdf.extract.register_en import normalise

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "the audit is next week right?")


@pytest.mark.parametrize("verdict", ["nah thats not right", "That's not right", "no way",
                                     "hmm not what i heard"])
@pytest.mark.parametrize("title", ["mrs", "Mrs", "Dr", "ms", "mr"])
@pytest.mark.parametrize("place", ["on reception", "at the front desk", "from accounts",
                                   "in the office"])
def test_titled_name_with_place_after_a_verdict(verdict, title, place):
    text = f"{verdict}, {title} walburga {place} told me after lunch its postponed till may"
    owner = f"{title.capitalize()} Walburga"
    assert_owned([OPENER, (SPEAKER, text)], owner, [SPEAKER])


def test_verdict_before_stays_the_speakers():
    text = "nah thats not right, mrs walburga at the front desk told me its postponed till may"
    assert_owned([OPENER, (SPEAKER, text)], SPEAKER, [])


@pytest.mark.parametrize("adverb", ["def", "defo", "deffo", "prob", "probs", "basically",
                                    "apparently", "supposedly", "already", "mostly"])
def test_its_before_a_sentence_adverb(adverb):
    assert normalise(f"eberhard said its {adverb} happening in june").startswith(
        f"Eberhard said it's {adverb}")
    x = last_extraction([OPENER, (SPEAKER, f"ya eberhard from hr was saying its {adverb} "
                                           "happening in june")])
    assert any(c.owner == "Eberhard" and c.relayed_by == [SPEAKER] for c in x.claims), (
        [(c.owner, c.relayed_by) for c in x.claims])


@pytest.mark.parametrize("text", ["its meant to be brilliant", "its supposed to open at nine"])
def test_its_before_meant_supposed(text):
    assert normalise(text).startswith("it's ")


@pytest.mark.parametrize("text", ["the cafe lost its charm", "the club changed its name",
                                  "the shop and its staff were lovely"])
def test_possessive_its_unchanged(text):
    assert normalise(text) == text
