"""Two small paradigms of the source (s35) — invented dialogues (names and sentences written for
this test, none from any data file):

- a possessed role with a name in apposition ('my boss Gottlieb', 'your aunt Gisela') is the man
  or woman the name says: a later 'she' after 'my boss Gottlieb' is not the boss but the woman
  named before (before: the boss, of no known gender, named last);
- 'heard via X that …' (dropped 'I' or not, 'heard it via X') names X as the source, as 'heard
  from X' does (before: someone's, or 'via X' kept in the words); 'heard through …' stays as it
  was ('through the grapevine', 'through the wall' name no one).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction, owners

A, B = "Wendelin", "Roswitha"
P = "the ferry timetable is a total joke"


@pytest.mark.parametrize("appos,gender_pron,other_pron", [
    ("my boss Gottlieb", "he", "she"), ("my cousin Adalbert", "he", "she"),
    ("my boss Sieglinde", "she", "he"), ("my landlord Gisela", "she", "he"),
])
@pytest.mark.parametrize("verb", ["said", "reckons", "told me"])
def test_apposition_gives_the_roles_gender(appos, gender_pron, other_pron, verb):
    first = "Irmtraud" if other_pron == "she" else "Engelbert"
    lines = [(A, f"I bumped into {first} yesterday."),
             (B, f"{appos} was asking about it"),
             (A, f"ha. {other_pron} {verb} {P}")]
    assert_owned(lines, first, [A])


@pytest.mark.parametrize("text", [f"heard via Gisela that {P}", f"I heard via Gisela that {P}.",
                                  f"I heard it via Gisela, {P}."])
def test_heard_via(text):
    assert_owned([(B, "any news?"), (A, text)], "Gisela", [A])


def test_heard_via_two_levels():
    assert_owned([(B, "any news?"), (A, f"heard via Gisela that Adalbert thinks {P}")], "Adalbert",
                 [A, "Gisela"])


def test_heard_through_names_no_one():
    x = last_extraction([(B, "any news?"), (A, f"I heard through the grapevine that {P}")])
    assert not any(c.owner == "the grapevine" for c in x.claims), owners(x)
