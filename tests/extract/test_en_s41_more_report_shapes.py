"""More English shapes of a report (s41), found by an invented sweep of report frames: 'X has
this idea that …' (a belief noun after any determiner), 'As X put it, …' (read as 'according to
X'), "X's Insta story says …" (a post on a platform named before it), 'X made a remark about
how …' (the clause said outright). They were the speaker's own views. Invented turns."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER, OTHER = "Thurstan", "Merewyn"
P = "the new bakery is overpriced"


@pytest.mark.parametrize(("text", "owner"), [
    (f"Hildred has this idea that {P}.", "Hildred"),
    (f"As Hildred put it, {P}.", "Hildred"),
    (f"as my gran puts it, {P}", f"{SPEAKER}'s gran"),
    (f"Hildred's Insta story says {P}.", "Hildred"),
    (f"Hildred's Facebook post said {P}.", "Hildred"),
    (f"Hildred made a remark about how {P}.", "Hildred"),
])
def test_the_report_is_the_holders(text: str, owner: str) -> None:
    assert (owner, [SPEAKER]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER])


@pytest.mark.parametrize("text", [
    "As I put it, the bakery is dear.",
    "Hildred's story was hilarious.",
    "I have an idea, let's try the new bakery.",
])
def test_no_one_elses_report(text: str) -> None:
    assert all(relay == [] for _, relay in turn_claims(SPEAKER, text, [SPEAKER, OTHER]))
