"""Where the reporter had it, said in a relative on the subject before the verb of saying, and
'heard from Y, …' with a comma (s37), by paradigm, in edited and in lower-case texting register
— invented dialogues (names and sentences written for this test, none from any data file):

- 'A, who heard it from B, says …', 'A who got it from B reckons …', 'A, who had it off her
  boss, told me …', 'my cousin, who heard it from Theobald, swears …': B holds it, relayed by
  the speaker and A; one more source down the chain with 'who heard it from C' again
  (without commas: with them the second relative is not yet read);
- 'A heard from B, …', 'A heard off B, …' (the news after the comma): B's, relayed by the
  speaker and A;
- a dash for the comma after a source: 'A heard it from B - …', 'A passed it on to me - …'.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Ermengarde"
NEWS = ["the bakery is closing", "the new ferry timetable is a joke"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame,owner,chain", [
    ("Theobald, who heard it from Sieglinde, says", "Sieglinde", [A, "Theobald"]),
    ("Theobald who heard it from Sieglinde says", "Sieglinde", [A, "Theobald"]),
    ("Theobald, who got it from Sieglinde, reckons", "Sieglinde", [A, "Theobald"]),
    ("Theobald, who had it off his boss, told me", "Theobald's boss", [A, "Theobald"]),
    ("my cousin, who heard it from Theobald, swears", "Theobald", [A, f"{A}'s cousin"]),
    ("Theobald who heard it from Sieglinde who heard it from Octavian says", "Octavian",
     [A, "Theobald", "Sieglinde"]),
])
def test_subject_relative_source(frame, owner, chain, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {news}"))], owner, chain)


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame,owner,chain", [
    ("Theobald heard from Sieglinde,", "Sieglinde", [A, "Theobald"]),
    ("Theobald heard off his landlord,", "Theobald's landlord", [A, "Theobald"]),
])
def test_heard_from_comma(frame, owner, chain, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {news}"))], owner, chain)


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame,owner,chain", [
    ("Theobald heard it from Sieglinde -", "Sieglinde", [A, "Theobald"]),
    ("Theobald heard it from Sieglinde \u2014", "Sieglinde", [A, "Theobald"]),
    ("Theobald got it from his landlord -", "Theobald's landlord", [A, "Theobald"]),
    ("Theobald passed it on to me -", "Theobald", [A]),
])
def test_dash_after_source(frame, owner, chain, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {news}"))], owner, chain)
