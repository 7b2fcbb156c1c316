"""Nested hearsay said through a quotative (s37), by paradigm, in edited and in lower-case
texting register — invented dialogues (names and sentences written for this test, none from
any data file):

- 'A goes B said …', 'A was like B reckons …', "A's like B thinks …", 'A was all like B
  says …' (no comma): A's speech is a report of B's words — B's, relayed by the speaker and A;
- with a comma ('A was like, B reckons …') the same;
- 'how' for 'that' before the inner report: 'A was telling me how B reckons …', 'A was saying
  how B thinks …', 'A was going on about how B says …';
- kept apart: 'A goes to B's every week' (going) and 'A was like a ghost' (a comparison).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

A, B = "Wendelin", "Ermengarde"
NEWS = ["the bakery is closing", "the new ferry timetable is a joke"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("quotative", ["Theobald goes", "Theobald was like", "Theobald's like",
                                       "Theobald was all like", "Theobald was like,",
                                       "and Theobald goes"])
@pytest.mark.parametrize("verb", ["said", "reckons", "thinks", "says"])
def test_quotative_then_named_report(quotative, verb, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"),
                      (A, case(f"{quotative} Sieglinde {verb} {news}"))],
                     "Sieglinde", [A, "Theobald"])


@pytest.mark.parametrize("text", ["Theobald goes to Sieglinde's every week",
                                  "Theobald was like a ghost all week"])
def test_no_report(text):
    assert_not_owner([(B, "any news?"), (A, "hi"), (A, text)], "Sieglinde")


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame", ["Theobald was telling me how", "Theobald was saying how",
                                   "Theobald told me how", "Theobald was going on about how",
                                   "Theobald kept saying how"])
@pytest.mark.parametrize("verb", ["reckons", "thinks", "says"])
def test_how_then_named_report(frame, verb, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} Sieglinde {verb} {news}"))],
                     "Sieglinde", [A, "Theobald"])
