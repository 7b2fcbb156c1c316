"""An answer that only names whose word it rests on, pointing back to the question or report
before it (s39), in edited and lower-case register: 'According to X, yes.', 'Not according to
X.', 'X confirmed it.', 'X mentioned it too.', 'X heard the same.' — X's, passed on by the
speaker, as 'X says so' already was. Invented dialogues (names and sentences written for this
test); the speaker's own 'I said it' and a reply's words ('X said yes') stay no view (s27)."""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction

A, B = "Wendelin", "Ermengarde"
QUESTIONS = ["Is the ferry timetable changing?", "Did Sieglinde like the new cafe?"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("answer", [
    "According to Sieglinde, yes.", "Yeah, according to Sieglinde, yes!",
    "Not according to Sieglinde.",
    "Sieglinde confirmed it.", "Yep, Sieglinde confirmed it.", "Sieglinde mentioned it too.",
    "Sieglinde heard the same.",
])
def test_an_answer_resting_on_someone(answer, case):
    for question in QUESTIONS:
        assert_owned([(B, question), (A, case(answer))], "Sieglinde", [A])


def test_what_someone_would_say_is_no_report_of_theirs():
    # the record before the comma stays a record: 'she would say that' is no saying pointed back
    x = last_extraction([(B, "How was the quiz?"),
                         (A, "Sieglinde runs the quiz every week, she would say that.")])
    assert not any(c.content.rstrip(" .").endswith("say that") for c in x.claims), x.claims


def test_the_speakers_own_saying_is_no_view():
    for answer in ("I said it.", "According to me, yes."):
        x = last_extraction([(B, QUESTIONS[0]), (A, answer)])
        assert not any(c.owner == A and c.content.strip(" .") in {"I said it", "I said"}
                       for c in x.claims), answer
