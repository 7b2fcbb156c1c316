"""Relay chains said as a clause of their own and then the news after a comma (s36), by
paradigm, in edited and in lower-case texting register — invented dialogues (names and
sentences written for this test, none from any data file):

- '(X) passed it on/along to me, …', '… passed that on: …': X told it, relayed by the speaker;
  'X told Y, who passed it on to me, …', 'X passed it on to Y, who passed it on to me: …': X's,
  relayed by the speaker and Y;
- 'X got it from Y (who got it from Z), …', 'X heard it from Y, …', '(I) got it off Y, …',
  'X was told by Y, …', '(I) got told by Y, …':
  the last source holds it, each teller before relayed it (before, with a comma: the
  speaker's own, the news cut off from its chain);
- 'got it off' only from a person ('got it off the shelf', '… off ebay': no source), and
  'got it from' a place that sells is no source ('got it from the market, it was cheap');
- a relative on a possessed role, 'X got it from his sister, who got it from her boss': the
  boss is the sister's (before: the woman named before's).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction, owners

A, B = "Wendelin", "Ermengarde"
NEWS = ["the ferry timetable is a total joke", "they're scrapping the late bus",
        "it's a complete shambles"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame,owner,chain", [
    ("Theobald passed it on to me,", "Theobald", [A]),
    ("My cousin passed it on to me,", f"{A}'s cousin", [A]),
    ("Theobald passed that on:", "Theobald", [A]),
    ("Theobald got it from Sieglinde,", "Sieglinde", [A, "Theobald"]),
    ("Theobald heard it from his landlord,", "Theobald's landlord", [A, "Theobald"]),
    ("Got it off Theobald,", "Theobald", [A]),
    ("Theobald was told by Sieglinde,", "Sieglinde", [A, "Theobald"]),
    ("Got told by my landlord,", f"{A}'s landlord", [A]),
    ("I got it off my cousin,", f"{A}'s cousin", [A]),
    ("Theobald got it from Sieglinde who got it from Octavian,", "Octavian",
     [A, "Theobald", "Sieglinde"]),
    ("Theobald got it from Sieglinde, who got it from her boss,", "Sieglinde's boss",
     [A, "Theobald", "Sieglinde"]),
])
def test_chain_then_news(frame, owner, chain, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {news}"))], owner, chain)


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame,owner,chain", [
    ("Theobald passed it along to me,", "Theobald", [A]),
    ("Theobald told Sieglinde, who passed it on to me,", "Theobald", [A, "Sieglinde"]),
    ("Theobald passed it on to Sieglinde, who passed it on to me:", "Theobald",
     [A, "Sieglinde"]),
    ("Theobald passed it on to Sieglinde who told me", "Theobald", [A, "Sieglinde"]),
])
def test_passed_along(frame, owner, chain, case):
    assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {NEWS[1]}"))], owner, chain)


@pytest.mark.parametrize("news", NEWS)
def test_pronoun_teller(news):
    assert_owned([(B, "any news?"), (A, "Evangeline came over."),
                  (A, f"she got it from her brother who got it from Octavian, {news}")],
                 "Octavian", [A, "Evangeline", "Evangeline's brother"])


@pytest.mark.parametrize("sep", [",", ":", " that"])
def test_relative_on_a_possessed_role(sep):
    # ('his sister, who got it from her boss': the relative's 'her' is the sister's, not the
    # woman named before)
    assert_owned([(B, "any news?"), (A, "Gisela came over."),
                  (A, f"Theobald got it from his sister, who got it from her boss{sep} {NEWS[0]}")],
                 "Theobald's sister's boss", [A, "Theobald", "Theobald's sister"])


@pytest.mark.parametrize("text", [
    "got it off the shelf, it's cheap",
    "got it off ebay, it was cheap",
    "Theobald got it from the market, it was cheap",
    "I got it from the market, it was cheap",
    "got it from the shop: it was cheap",
])
def test_no_person_source(text):
    x = last_extraction([(B, "any news?"), (A, text)])
    assert not any(c.relayed_by for c in x.claims), owners(x)
