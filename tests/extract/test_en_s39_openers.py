"""Asides that open a turn before a third person's view (s39), by paradigm, in edited and in
lower-case texting register — invented sentences (names and sentences written for this test):
confidences ('between you and me, …'), candour ('truth be told, …'), the speaker pointing back
('like I said, …'), a postscript ('PS …'), a thought announced ('random thought, …'), a question
of whether the listener heard, closed by 'but' ('not sure if you heard but …'), and a speaker's
disowning aside in a noun frame ("X's words, not mine: …"). The view is the third person's, told
by the speaker; the aside is no clause of the speaker's own and names no one."""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Ermengarde"
VIEWS = ["Sieglinde thinks the new timetable is a joke",
         "Sieglinde reckons the bakery is overpriced"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("aside", [
    "Between you and me,", "Strictly between us,", "Truth be told,", "To tell you the truth,",
    "Like I said,", "Like I told you,", "As I mentioned,", "PS", "Random thought,",
    "Not sure if you heard but", "Dunno if you heard but",
])
def test_aside_before_a_view(aside, case):
    for view in VIEWS:
        assert_owned([(B, "any news?"), (A, case(f"{aside} {view}."))], "Sieglinde", [A])


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("noun", ["words", "exact words"])
def test_disowned_words(noun, case):
    said = f"Sieglinde's {noun}, not mine: the bakery is a rip-off."
    assert_owned([(B, "any news?"), (A, case(said))], "Sieglinde", [A])


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("lead", ["Quoting Sieglinde:", "Direct quote from Sieglinde:",
                                  "Quote from Sieglinde:"])
def test_a_quotation_led_by_whose_it_is(lead, case):
    said = f'{lead} "the bakery is a total rip-off"'
    assert_owned([(B, "any news?"), (A, case(said))], "Sieglinde", [A])
