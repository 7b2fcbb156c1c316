"""Two people asked about together in a yes/no question (s34): 'Did Clotilde and Ortwin come?' —
the auxiliary, then two subjects joined by 'and' (names, a possessed kin or role noun), is one
clause, so both are noted and the answer's 'he' or 'she' is the one whose gender fits ('He said
…' is Ortwin's, 'She said …' Clotilde's), in either order, with or without capitals. Before,
the question was cut after the first name and only that one was noted: every pronoun went to
them. Invented dialogues (names and sentences written for this test, none from any data file).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

SPEAKER = "Norbert"
ASKER = "Thomasina"
P = "the new bridge is a waste of money"


@pytest.mark.parametrize("question", [
    "Did Clotilde and Ortwin come?", "Did Ortwin and Clotilde come?",
    "did clotilde and ortwin come", "Have Clotilde and Ortwin been round?",
    "Did Clotilde and Ortwin like the show?", "Will Ortwin and Clotilde be there?",
])
@pytest.mark.parametrize("pronoun,who", [("He", "Ortwin"), ("She", "Clotilde")])
@pytest.mark.parametrize("frame", ["said", "reckons", "told me", "was like"])
def test_pronoun_picks_the_fitting_one(question, pronoun, who, frame):
    lines = [(ASKER, "How was your weekend?"), (ASKER, question),
             (SPEAKER, f"{pronoun} {frame} {P}.")]
    assert_owned(lines, who, [SPEAKER])


@pytest.mark.parametrize("question,pronoun,who", [
    ("Did your sister and Ortwin come?", "She", f"{SPEAKER}'s sister"),
    ("Did your sister and Ortwin come?", "He", "Ortwin"),
    ("Did Clotilde and her brother come?", "He", "Clotilde's brother"),
    ("Did Clotilde and her brother come?", "She", "Clotilde"),
])
def test_kin_in_the_pair(question, pronoun, who):
    lines = [(ASKER, "How was your weekend?"), (ASKER, question),
             (SPEAKER, f"{pronoun} said {P}.")]
    assert_owned(lines, who, [SPEAKER])
