"""A report, then an act of its teller joined by 'and' in the same tense (s37), by paradigm,
edited and lower-case register — invented dialogues (names and sentences written for this test,
none from any data file):

- 'X said the bakery was a rip-off and walked out', 'X told everyone … and left early', 'X said
  … and then bought three loaves' (past and past), 'then X announces the bakery is closing and
  hands Y the keys' (the narrative present twice), 'X goes "…" and walks out', 'X was like
  "…" and walked out': the report stays X's, and the act is a record of X's;
- left as they were: an act that may go on with the reported clause's own subject ('X said they
  shut early and went home', 'X said the shop closed and moved away'), and a change of tense
  ("X reckons it's overpriced and went anyway").
"""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owned, owners

A, B = "Wendelin", "Ermengarde"


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("text,teller", [
    ("Theobald said the bakery was a rip-off and walked out", "Theobald"),
    ("Theobald told everyone the bakery is closing and left early", "Theobald"),
    ("Theobald said the bakery was a rip-off and then bought three loaves", "Theobald"),
    ("then Theobald announces the bakery is closing and hands Sieglinde the keys", "Theobald"),
    ('Theobald goes "total rip-off" and walks out', "Theobald"),
    ('Theobald was like "total rip-off" and walked out', "Theobald"),
    ("my landlord said the rent is going up and hung up on me", f"{A}'s landlord"),
])
def test_report_then_act(text, teller, case):
    x = last_extraction([(B, "any news?"), (A, "hi"), (A, case(text))])
    assert x.events or x.facts, (text, owners(x))
    assert owned(x.claims, teller, [A]), (text, owners(x))


@pytest.mark.parametrize("text", ["Theobald said they shut early and went home",
                                  "Theobald said the shop closed and moved away",
                                  "Theobald reckons it's overpriced and went anyway"])
def test_left_as_they_were(text):
    x = last_extraction([(B, "any news?"), (A, "hi"), (A, text)])
    assert not any(e.text.startswith("Theobald ") and " went " in f" {e.text} " or
                   e.text.startswith("Theobald moved") for e in x.events), (
        text, [e.text for e in x.events])
