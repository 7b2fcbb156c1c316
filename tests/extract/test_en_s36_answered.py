"""A verb of answering or adding and, after its comma or colon, an unquoted clause (s36), by
paradigm — invented dialogues (names and sentences written for this test, none from any data
file):

- 'X answered, the … is …', 'she responded, …', 'he retorted: …', 'X added, …', and with the
  particle of an answer 'wrote back, …', 'texted back, …', 'shot back, …': the clause is what X
  answered, X's claim relayed by the speaker, as after 'replied' (before: the speaker's own);
- the same in a coordination after a question put to X ('I asked X and he answered, …');
- a possessed noun of answering, then 'was' and a comma ("X's answer was, …", 'her reply was,
  …', "X's exact words were, …"): X's (before: split off at the comma, the speaker's own).

Near readings kept: the speaker's own answer ('I answered, …'), a verb of answering with an
object or no clause after its comma ('answered the phone, …', 'wrote back, and then …'), a
particle that makes no answer ('came back, …'), a verb with its own object ('added salt, …').
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction, owners

A, B = "Wendelin", "Ermengarde"
CLAUSES = ["the ferry timetable is a total joke", "it's a complete shambles",
           "they're scrapping the late bus", "the new pier was hideous"]
VERBS = ["answered,", "responded,", "retorted,", "added,", "answered:", "wrote back,",
         "texted back,", "shot back,", "replied back,"]


@pytest.mark.parametrize("verb", VERBS)
@pytest.mark.parametrize("subj,owner", [("Theobald", "Theobald"), ("My aunt", f"{A}'s aunt"),
                                        ("Evangeline Quennell", "Evangeline Quennell")])
def test_answer_after_comma(subj, owner, verb):
    for clause in CLAUSES[:2]:
        assert_owned([(B, "any news?"), (A, f"{subj} {verb} {clause}")], owner, [A])


@pytest.mark.parametrize("clause", CLAUSES)
@pytest.mark.parametrize("frame", ["I asked Octavian about it and he answered,",
                                   "When I asked, Octavian responded,",
                                   "Octavian answers,"])
def test_answer_in_context(frame, clause):
    assert_owned([(B, "any news?"), (A, f"{frame} {clause}")], "Octavian", [A])


@pytest.mark.parametrize("frame,owner", [
    ("Octavian's answer was,", "Octavian"), ("Gisela came over. || her reply was,", "Gisela"),
    ("my aunt's response was", f"{A}'s aunt"), ("Octavian's exact words were,", "Octavian"),
])
def test_noun_of_answering(frame, owner):
    *before, frame = frame.split(" || ")
    for clause in CLAUSES[1:3]:
        assert_owned([(B, "any news?"), *[(A, t) for t in before], (A, f"{frame} {clause}")],
                     owner, [A])


@pytest.mark.parametrize("text", [
    "Octavian's reply was short, the ferry timetable is a total joke",
    "Octavian's car was, the ferry timetable is a total joke",
    "I answered, the ferry timetable is a total joke",
    "Octavian answered the phone, the ferry timetable is a total joke",
    "Octavian came back, the ferry timetable is a total joke",
    "Octavian added salt, the soup is a total joke",
    "Octavian answered, and then the ferry left",
])
def test_near_readings(text):
    x = last_extraction([(B, "any news?"), (A, text)])
    assert not any(c.owner == "Octavian" for c in x.claims), owners(x)
