"""English sources of reported views in natural dialogue: how the source is named (appositions,
titles, clefts, full names) and where in the discourse it was named. Every sentence here was
written for this test (no data-file sentences or names): owner and relay chain of the claim."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Brackwith"
LISTENER = "Marrowby"


def _extract(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))


CASES = [
    # a gendered title stays with the name it was said with: 'she' is not 'Mr …'
    ([(SPEAKER, "I met their courier, Mr Tallowin, on Friday."),
      (LISTENER, "And their buyer?"),
      (SPEAKER, "Their buyer, Oriel, was there too."),
      (SPEAKER, "I met their courier, Mr Tallowin, afterwards."),
      (SPEAKER, "Anyway, she said the crates are held at the border.")], 4, "Oriel",
     [SPEAKER]),
]


@pytest.mark.parametrize("lines,idx,owner,chain", CASES, ids=[c[0][-1][1][:30] for c in CASES])
def test_owner_and_chain(lines, idx, owner, chain):
    x = _extract(lines)[idx]
    got = [(c.owner, c.relayed_by) for c in x.claims]
    assert (owner, chain) in got, (lines[idx][1], got)
