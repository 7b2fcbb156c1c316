"""The forty-eighth pass: 'described X as Y' names a verdict as 'called X Y' does — and inside a
report it is the inner teller's ('said the inspector had called in and described it as
"cramped"': the inspector's, passed on by whoever said so). Names and sentences invented here,
in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_extraction

SPEAKER = "Ambrin"


@pytest.mark.parametrize("text,owner,chain", [
    ("Ysoline rang on Monday and said the inspector had described our kitchen as 'a hazard'.",
     "the inspector", [SPEAKER, "Ysoline"]),
    ("Tamsk told me the examiner had described the essay as 'oddly brilliant'.",
     "the examiner", [SPEAKER, "Tamsk"]),
])
def test_a_verdict_described_inside_a_report_is_the_inner_tellers(text, owner, chain):
    got = [(c.owner, c.relayed_by) for c in turn_extraction(SPEAKER, text, [SPEAKER]).claims]
    assert got and got[0] == (owner, chain), got


def test_asking_for_a_description_names_no_verdict():
    assert turn_extraction(SPEAKER, "Can you describe the kitchen to me?", [SPEAKER]).claims == []
