"""The owner named before, then a pronoun or an unsourced lead (s35), by paradigm — invented
dialogues (names and sentences written for this test, none from any data file):

- a report typed on after a clause with no stop, its holder he/she/they ('my aunt came round she
  reckons …', 'saw Gisela yesterday he says …'): the pronoun opens a sentence of its own and
  points back to the one just named (before: no claim, or the speaker's own);
- an unsourced lead of hearsay after a talk with someone ('Talked to Gisela. Rumour is …', 'Spoke
  to Adalbert - supposedly …', 'word is …' in the next turn): the person talked to is its source,
  as 'apparently' already was (before: someone's);
- of two people set against each other ('It was Gisela, not Sieglinde. She said …') the one
  affirmed is the next 'she', not the one denied (before: the denied one, named last).

Near readings kept: a closing frame ('… she reckons lol'), a pronoun the clause before takes in
('I think she said …', 'the cafe she says is good').
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction, owners

A, B = "Wendelin", "Ermengarde"
P = "the ferry timetable is a total joke"
VERBS = ["reckons", "thinks", "says", "said", "thought", "swears", "feels", "told me",
         "is convinced", "was saying"]


@pytest.mark.parametrize("verb", VERBS)
@pytest.mark.parametrize("intro,pron,owner", [
    ("my aunt came round", "she", f"{A}'s aunt"),
    ("My aunt rang yesterday", "she", f"{A}'s aunt"),
    ("had lunch with my uncle today", "he", f"{A}'s uncle"),
    ("bumped into Gisela last night", "she", "Gisela"),
    ("Adalbert popped over earlier", "he", "Adalbert"),
])
def test_pronoun_report_typed_on(intro, pron, owner, verb):
    assert_owned([(B, "any news?"), (A, f"{intro} {pron} {verb} {P}")], owner, [A])


@pytest.mark.parametrize("lead", ["supposedly", "Rumour is", "rumor has it", "word is",
                                  "Allegedly", "reportedly", "apparently"])
@pytest.mark.parametrize("intro,owner", [("Talked to Gisela.", "Gisela"),
                                         ("Spoke to Adalbert last night -", "Adalbert"),
                                         ("had a chat with my aunt this morning.", f"{A}'s aunt")])
def test_unsourced_lead_after_a_talk(intro, owner, lead):
    assert_owned([(B, "any news?"), (A, f"{intro} {lead} {P}")], owner, [A])
    assert_owned([(B, "any news?"), (A, intro), (A, f"{lead} {P}")], owner, [A])


@pytest.mark.parametrize("intro,owner", [("talked to Gisela earlier", "Gisela"),
                                         ("rang Adalbert this morning", "Adalbert")])
@pytest.mark.parametrize("lead", ["apparently", "supposedly"])
def test_unsourced_lead_typed_on(intro, owner, lead):
    assert_owned([(B, "any news?"), (A, f"{intro} {lead} {P}")], owner, [A])


@pytest.mark.parametrize("text,owner", [
    (f"It was Gisela, not Sieglinde. She said {P}.", "Gisela"),
    (f"Gisela not Sieglinde. she said {P}", "Gisela"),
    (f"Adalbert, not Ansgar. He reckons {P}.", "Adalbert"),
    (f"No, it was Adalbert not Ansgar. he told me {P}", "Adalbert"),
])
def test_affirmed_not_denied(text, owner):
    assert_owned([(B, "who told you that?"), (A, text)], owner, [A])


@pytest.mark.parametrize("text", [
    "the ferry timetable is a total joke she reckons lol",
    "I think she said the ferry timetable is a total joke",
    "my cousin told me she reckons the ferry timetable is a total joke",
])
def test_near_readings(text):
    # (the clause before takes the pronoun in, or the frame closes the sentence: one report)
    x = last_extraction([(B, "hi"), (A, "Gisela came over."), (A, text)])
    assert len(x.claims) == 1, owners(x)
