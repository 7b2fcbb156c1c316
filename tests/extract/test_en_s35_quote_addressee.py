"""Quotations by paradigm, continued (s35) — invented dialogues (names and sentences written for
this test, none from any data file):

- a verb of saying with the one spoken to named before the quotation ('X says to Ysolt "…"',
  'X said to Adalbert, "…"', 'she yelled to him "…"'): the sayer's words; the one spoken to only
  heard them (before: the speaker's own); not after 'go' ('went to Paris "for work"': a place);
- a sentence that is only a quotation after the speaker asked, rang or met someone in the turn
  ('Asked Gisela what she thought. "…"', 'I asked Adalbert about it. "…"'): that one's answer
  (before: the speaker's own).

Near readings kept: 'said to Adalbert that …' (no quotation: the sayer's, as before).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Roswitha"
P = "the ferry timetable is a total joke"
MARKS = [('"', '"'), ("\u201c", "\u201d")]


@pytest.mark.parametrize("marks", MARKS)
@pytest.mark.parametrize("frame,owner", [
    ("so Gisela says to Adalbert", "Gisela"), ("Gisela said to Adalbert,", "Gisela"),
    ("Adalbert yelled to Gisela", "Adalbert"), ("and Gisela says to Adalbert,", "Gisela"),
    ("Gisela said to me", "Gisela"),
])
def test_said_to_someone_then_quote(frame, owner, marks):
    o, c = marks
    assert_owned([(B, "so?"), (A, f"{frame} {o}{P}{c}")], owner, [A])


@pytest.mark.parametrize("marks", MARKS)
@pytest.mark.parametrize("first,owner", [
    ("Asked Gisela what she thought.", "Gisela"),
    ("I asked Adalbert about it.", "Adalbert"),
    ("Rang my uncle last night.", f"{A}'s uncle"),
])
def test_quote_alone_after_asking(first, owner, marks):
    o, c = marks
    assert_owned([(B, "so?"), (A, f"{first} {o}{P}{c}")], owner, [A])


def test_said_to_someone_that():
    assert_owned([(B, "so?"), (A, f"Gisela said to Adalbert that {P}")], "Gisela", [A])
