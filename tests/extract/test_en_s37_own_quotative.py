"""The speaker's own answer after something reported, said with a quotative (s37), by paradigm,
in edited and in lower-case texting register — invented dialogues (names and sentences written
for this test, none from any data file):

- '<report> and/but I'm like <clause>', '… and i was like <clause>', with or without a comma
  after 'like', with or without 'and' ('. I'm like …'): the clause after the speaker's 'like'
  is the speaker's own view, a clause of its own beside the report (the report stays its
  holder's);
- a short contracted clause after a person's quotative ("I'm like it's fine", 'she was like
  that's mad') is speech too — not 'it feels like it's over', a comparison.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction, owners

A, B = "Wendelin", "Ermengarde"
REPORTS = ["Theobald said the bakery was a rip-off", "Theobald thinks the bakery is a rip-off",
           "Theobald was like the bakery is a rip-off",
           "my cousin reckons the bakery is overpriced"]
ANSWERS = ["it's great", "it's honestly great", "no it's great", "the bread is amazing",
           "that's rubbish"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("join", [" and I'm like", " but I'm like", " and I was like",
                                  " and I'm like,", ". I'm like", " and I'm all like"])
@pytest.mark.parametrize("report", REPORTS)
def test_report_then_own_quotative(report, join, case):
    holder = f"{A}'s cousin" if report.startswith("my ") else "Theobald"
    for answer in ANSWERS:
        lines = [(B, "any news?"), (A, "hi"), (A, case(f"{report}{join} {answer}"))]
        assert_owned(lines, A, [])
        assert_owned(lines, holder, [A])


@pytest.mark.parametrize("text", ["I'm like it's fine", "i'm like it's fine",
                                  "I was like that's mad", "I'm like that's rubbish"])
def test_short_contracted_speech(text):
    assert_owned([(B, "any news?"), (A, "hi"), (A, text)], A, [])


@pytest.mark.parametrize("text", ["it feels like it's over", "it's like it's fine"])
def test_comparison_is_not_speech(text):
    x = last_extraction([(B, "any news?"), (A, "hi"), (A, text)])
    assert all(c.owner == A for c in x.claims), (text, owners(x))
