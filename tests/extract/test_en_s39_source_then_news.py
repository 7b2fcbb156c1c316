"""A source clause, then the news after its comma (s39), by paradigm, in edited and in
lower-case texting register — invented dialogues (names and sentences written for this test,
none from any data file):

- 'A heard (it) from B, apparently …', 'A got it from B, apparently …': B's news, passed on by A
  to the speaker; the evidential after the comma names no other source;
- 'so A goes, B reckons …', 'A went, B says …': the quotative's speech is B's report — B's view,
  relayed by A (as 'A goes B reckons …' with no comma was read);
- a noun's contracted 'is' before a progressive ('the bakery's shutting (down)') opens the
  quotative's speech like 'the bakery is shutting';
- a message had, passed on or shown from someone ('A got a message from B: …', 'A passed on a
  message from B: …', 'A showed me a text from B saying …'): B's words, relayed by A;
- kept apart: 'I heard from B, apparently …' stays B's, told to the speaker alone; a message
  named with nothing said from it is no report.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Ermengarde"
NEWS = ["the bakery is closing", "the new ferry timetable is a joke"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame", [
    "Sieglinde heard from Theobald, apparently", "Sieglinde heard it from Theobald, apparently",
    "Sieglinde got it from Theobald, apparently", "Sieglinde heard from Theobald, apparently,",
])
def test_source_clause_then_evidential(frame, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {news}."))],
                     "Theobald", [A, "Sieglinde"])


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("quotative", ["So Sieglinde goes,", "Sieglinde goes,", "Sieglinde went,",
                                       "and then Sieglinde goes,"])
@pytest.mark.parametrize("verb", ["reckons", "says", "thinks"])
def test_quotative_then_named_report(quotative, verb, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"),
                      (A, case(f"{quotative} Theobald {verb} {news}."))],
                     "Theobald", [A, "Sieglinde"])


@pytest.mark.parametrize("speech", ["the bakery's shutting", "the bakery's shutting down",
                                    "the lease's ending"])
@pytest.mark.parametrize("quotative", ["Sieglinde goes,", "Sieglinde went,", "Sieglinde goes"])
def test_quotative_then_contracted_progressive(quotative, speech):
    assert_owned([(B, "any news?"), (A, "hi"), (A, f"{quotative} {speech}.")],
                 "Sieglinde", [A])


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame", [
    "Sieglinde got a message from Theobald:", "Sieglinde had a voicemail from Theobald,",
    "Sieglinde passed on a message from Theobald:",
    "Sieglinde forwarded me an email from Theobald:",
    "Sieglinde showed me a text from Theobald saying",
    "Sieglinde forwarded us a note from Theobald:",
])
def test_message_from_someone(frame, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {news}."))],
                     "Theobald", [A, "Sieglinde"])


def test_a_message_with_nothing_said_is_no_report():
    from dialogue_check import last_extraction

    for said in ("Sieglinde got a text from Theobald about the party.",
                 "Sieglinde had a message from Theobald yesterday."):
        x = last_extraction([(B, "any news?"), (A, said)])
        assert not any(c.owner == "Theobald" for c in x.claims), said


@pytest.mark.parametrize("news", NEWS)
def test_kept_apart(news):
    assert_owned([(B, "any news?"), (A, "hi"), (A, f"I heard from Theobald, apparently {news}.")],
                 "Theobald", [A])
