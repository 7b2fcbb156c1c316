"""A quotation with no verb of saying, after a sentence or a clause about a third person (s37),
by paradigm, in edited and in lower-case texting register, straight and curly quotation marks —
invented dialogues (names and sentences written for this test, none from any data file):

- across sentences: 'X rang this morning. "The bakery is closing."', 'X was fuming. "Total
  rip-off."', 'My landlord looked at the bill. "…"', 'He was fuming. "…"' (the pronoun for
  someone named before): the quotation is that person's words, relayed by the speaker;
- in one sentence, after a colon: 'X was fuming: "total rip-off"', 'X looked at the bill:
  "…"';
- kept apart: after a sentence about the speaker ('I was fuming. "Total rip-off."') the
  quotation is no third person's, and a colon after a verb of saying stays that verb's.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

A, B = "Wendelin", "Ermengarde"
QUOTES = ['"The bakery is closing."', '"Total rip-off."', "\u201cNever again.\u201d",
          '"they\'re scrapping the night bus"']


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("scene,owner", [
    ("Theobald rang this morning.", "Theobald"), ("Theobald was fuming.", "Theobald"),
    ("Theobald looked at the bill.", "Theobald"), ("My landlord looked at the bill.",
                                                   f"{A}'s landlord"),
    ("Theobald just shook his head.", "Theobald"),
])
def test_quotation_after_scene(scene, owner, case):
    for quote in QUOTES:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{scene} {quote}"))], owner, [A])


@pytest.mark.parametrize("quote", QUOTES)
def test_pronoun_scene(quote):
    assert_owned([(B, "any news?"), (A, "Theobald came round."), (A, f"He was fuming. {quote}")],
                 "Theobald", [A])


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("scene,owner", [
    ("Theobald was fuming:", "Theobald"), ("Theobald looked at the bill:", "Theobald"),
    ("My landlord shook his head:", f"{A}'s landlord"),
])
def test_colon_after_scene(scene, owner, case):
    for quote in ['"total rip-off"', "\u201cthe bakery is closing\u201d"]:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{scene} {quote}"))], owner, [A])


@pytest.mark.parametrize("text", ['I was fuming. "Total rip-off."',
                                  'I looked at the bill: "total rip-off"'])
def test_speaker_scene(text):
    assert_not_owner([(B, "any news?"), (A, "Theobald came round."), (A, text)], "Theobald")


@pytest.mark.parametrize("text,owner", [('Theobald said: "total rip-off"', "Theobald"),
                                        ('Theobald texted: "the bakery is closing"', "Theobald"),
                                        ('Theobald\'s verdict: "total rip-off"', "Theobald")])
def test_colon_after_saying(text, owner):
    assert_owned([(B, "any news?"), (A, "hi"), (A, text)], owner, [A])
