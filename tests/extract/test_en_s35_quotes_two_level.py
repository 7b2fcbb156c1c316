"""Quotations and two-level hearsay by paradigm (s35) — invented dialogues (names and sentences
written for this test, none from any data file):

- a verb of speaking that reports words only before a quotation ('X answered, "…"', 'she
  yelled "…"', 'he snapped "…"'): the quoted person's words (before: the speaker's own);
- a quotation left open at the end of a turn and closed in the speaker's next ('X said
  "honestly' — '… is a joke"'): the next turn is still the one quoted;
- 'according to X Y thinks …' with no comma: 'according to' takes no verb, so Y is the
  holder and X passed it on (before: one person 'X Y');
- a chain of telling said as two clauses ('Y told X and X told me …', '… told my aunt, and she
  told me …'), as '… told X, who told me …' already was: Y's words, relayed by the speaker
  and X.

Near readings kept: 'answered the phone' (no quotation), a full name as the source with its
comma ('according to Gisela Marrowby, …'), '… told X and he told me' (the teller told the
speaker too).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction, owners

A, B = "Wendelin", "Roswitha"
P = "the ferry timetable is a total joke"
MARKS = [('"', '"'), ("\u201c", "\u201d")]


@pytest.mark.parametrize("verb", ["answered", "answered,", "yelled", "shouted", "snapped",
                                  "whispered", "responded", "muttered"])
@pytest.mark.parametrize("marks", MARKS)
@pytest.mark.parametrize("who,owner,pre", [
    ("Gisela", "Gisela", []),
    ("he", "Adalbert", [(A, "I asked Adalbert about it.")]),
])
def test_speaking_verb_before_quote(verb, marks, who, owner, pre):
    o, c = marks
    assert_owned([(B, "so?"), *pre, (A, f"{who} {verb} {o}{P}{c}")], owner, [A])


def test_answered_the_phone_is_no_quote():
    x = last_extraction([(B, "so?"), (A, "Gisela answered the phone at last.")])
    assert not any(c.owner == "Gisela" for c in x.claims), owners(x)


@pytest.mark.parametrize("first,second", [
    ('Gisela said "honestly', f'{P}"'),
    ('so Adalbert goes "listen,', f'{P}."'),
    ("Gisela was like \u201cwell", f"{P}\u201d"),
])
def test_quote_over_two_turns(first, second):
    owner = "Adalbert" if "Adalbert" in first else "Gisela"
    assert_owned([(B, "so?"), (A, first), (A, second)], owner, [A])


def test_closed_quote_leaves_nothing_open():
    x = last_extraction([(B, "so?"), (A, f'Gisela said "{P}"'), (A, "I think it is fine.")])
    assert owners(x) == [(A, [])], owners(x)


@pytest.mark.parametrize("verb", ["thinks", "reckons", "says", "said", "feels", "is sure"])
@pytest.mark.parametrize("lead", ["According to", "according to"])
def test_according_to_without_comma(lead, verb):
    assert_owned([(B, "so?"), (A, f"{lead} Gisela Adalbert {verb} {P}")], "Adalbert", [A, "Gisela"])


def test_full_name_source_with_comma():
    assert_owned([(B, "so?"), (A, f"According to Gisela Marrowby, {P}.")], "Gisela Marrowby",
                 [A])


@pytest.mark.parametrize("text,teller,via", [
    (f"Adalbert told Gisela and Gisela told me {P}.", "Adalbert", "Gisela"),
    (f"Adalbert told Gisela, and she told me {P}.", "Adalbert", "Gisela"),
    (f"Adalbert told Gisela and then she told me that {P}.", "Adalbert", "Gisela"),
    (f"Gisela told my uncle and he told me {P}", "Gisela", f"{A}'s uncle"),
    (f"Gisela texted Adalbert and he texted me {P}", "Gisela", "Adalbert"),
])
def test_chain_of_telling(text, teller, via):
    assert_owned([(B, "so?"), (A, text)], teller, [A, via])


def test_teller_told_speaker_too():
    assert_owned([(B, "so?"), (A, f"Adalbert told Gisela and he told me {P}.")], "Adalbert", [A])
