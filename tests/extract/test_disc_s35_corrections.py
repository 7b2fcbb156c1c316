"""A correction that says what was said ('it was X who said P, not Y') re-owns the report of Y
that said P, also when Y was reported again since, saying something else."""

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


def _claims(dialogue: list[tuple[str, str]]) -> list[list[tuple[str, list[str], str]]]:
    turns = [TurnIn(turn=f"c:{k}", session="c", speaker=who, text=text,
                    date="2026-05-04T18:00:00") for k, (who, text) in enumerate(dialogue)]
    return [[(c.owner, c.relayed_by, c.content) for c in x.claims]
            for x in RuleExtractor(stance=False).extract(turns, [])]


@pytest.mark.parametrize("dialogue, turn, owner, relayer", [
    ([("Maerwyn", "the landlord said the boiler gets replaced in March"),
      ("Tiberon", "the landlord told me on Friday the rent is going up"),
      ("Maerwyn", "oh wait, it was the letting agent who said the boiler gets replaced in March, "
                "not the landlord")], 0, "the letting agent", "Maerwyn"),
    ([("Ilvy", "Coach Harl said the under-tens start at eight on Saturdays"),
      ("Peregrin", "Coach Harl told us they're short of referees though"),
      ("Ilvy", "sorry, it was Coach Brenn who said the under-tens start at eight, "
               "not Coach Harl")], 0, "Coach Brenn", "Ilvy"),
])
def test_the_report_that_said_it_is_reowned(dialogue, turn, owner, relayer) -> None:
    got = _claims(dialogue)
    assert [(o, r) for o, r, _ in got[turn]] == [(owner, [relayer])]
    # the other report of the one corrected, saying something else, keeps its owner
    assert all(o != owner for o, _, _ in got[1])
