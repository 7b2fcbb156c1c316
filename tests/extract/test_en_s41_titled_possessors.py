"""A titled name, or a bare kin word, as the possessor of a noun of saying or judging (s41):
"Mrs Prynne's verdict: …", "Aunt Quenna's words were …", "In Dr Obuya's opinion, …", "Mum's
verdict: …" are that person's words, passed on by the speaker, as "Hildred's verdict: …" and
"my aunt's verdict: …" already were; they were the speaker's own view. Invented turns."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER, OTHER = "Thurstan", "Merewyn"
P = "the new bakery is overpriced"


@pytest.mark.parametrize(("text", "owner"), [
    (f"Mrs Prynne's verdict: {P}.", "Mrs Prynne"),
    (f"Aunt Quenna's words were: {P}.", "Aunt Quenna"),
    (f"Dr Obuya's message said {P}.", "Dr Obuya"),
    (f"Coach Ashdown's line is that {P}.", "Coach Ashdown"),
    (f"In Mrs Prynne's opinion, {P}.", "Mrs Prynne"),
    (f"In Dr Obuya's words, {P}.", "Dr Obuya"),
    (f"in aunt quenna's words, {P}", "Aunt Quenna"),
    (f"Mum's verdict: {P}.", f"{SPEAKER}'s mum"),
    (f"Dad's words were: {P}.", f"{SPEAKER}'s dad"),
    # a full name
    (f"Quenna Ashdown's verdict: {P}.", "Quenna Ashdown"),
    (f"In Quenna Ashdown's view, {P}.", "Quenna Ashdown"),
    # as before
    (f"Hildred's verdict: {P}.", "Hildred"),
    (f"My aunt's verdict: {P}.", f"{SPEAKER}'s aunt"),
    (f"In Hildred's words, {P}.", "Hildred"),
])
def test_the_possessor_holds_the_words(text: str, owner: str) -> None:
    assert (owner, [SPEAKER]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER])


@pytest.mark.parametrize("text", [
    "Mrs Prynne's verdict was fair, honestly.",       # a judgement of the verdict
    "Aunt Quenna's words were kind and I needed them.",
])
def test_a_judged_noun_is_no_frame(text: str) -> None:
    assert not any(owner.startswith(("Mrs", "Aunt")) for owner, _ in
                   turn_claims(SPEAKER, text, [SPEAKER, OTHER]))
