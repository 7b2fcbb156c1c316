"""The quotative 'be like' and 'go' (s36), by paradigm — invented dialogues (names and sentences
written for this test, none from any data file):

- 'X was like …', "X's like …", 'X is all like …', "she's all like …", 'X goes …', 'X went …',
  with the speech quoted, after a comma or bare, and with an interjection opening it ('goes ugh
  the …'): X's words, relayed by the speaker (before: "'s all like" and 'goes ugh …' were the
  speaker's own);
- a first and last name as the one quoted ("Sieglinde Quint's like …", 'Sieglinde Quint was all
  like …');
- 'they go <clause>', 'and they go, <clause>': the narrative present's 'go' after a subject
  pronoun (not 'they go there every week', 'if they go, …');
- an interjection of one or two words opening the speech ('goes wow, …', 'went no way …'),
  and a noun's contracted 'is' in it ("the ferry's late again", "the pier's a joke");
- 'and I was like …' after someone else's words: the speaker's own.

Near readings kept: 'goes swimming', "X's all over the place", "X Y's car is a wreck", 'like a
ghost', "the ferry's new timetable" (a possessive, no clause).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned, last_extraction, owned, owners

A, B = "Wendelin", "Ermengarde"
SPEECH = ['"the ferry timetable is a total joke"', ", the ferry timetable is a total joke",
          "the ferry timetable is a total joke", "ugh the new pier is hideous"]
FORMS = ["was like", "'s like", "is all like", "was all like", "'s all like",
         "is always like", "goes", "went"]


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("subj,intro,owner", [
    ("Theobald", "hi", "Theobald"),
    ("my aunt", "hi", f"{A}'s aunt"),
    ("she", "Gisela came over.", "Gisela"),
    ("Sieglinde Quint", "hi", "Sieglinde Quint"),
])
def test_quotative(subj, intro, owner, form):
    sep = "" if form.startswith("'") else " "
    k = FORMS.index(form)
    for speech in (SPEECH[k % 4], SPEECH[(k + 1) % 4]):  # (each form with two kinds of speech)
        if form == "went" and speech.startswith(","):
            continue  # ('X went, the …' may be a going: not read as speech)
        text = f"{subj}{sep}{form}{'' if speech.startswith(',') else ' '}{speech}"
        assert_owned([(B, "any news?"), (A, intro), (A, text)], owner, [A])


@pytest.mark.parametrize("form", ["goes", "went", "was like"])
@pytest.mark.parametrize("speech", ["wow, the ferry's late again", "no way the pier's a joke",
                                    "oh no, the pier's been shut for weeks"])
def test_interjection_and_contracted_is(form, speech):
    assert_owned([(B, "any news?"), (A, f"Theobald {form} {speech}")], "Theobald", [A])


@pytest.mark.parametrize("text,claim", [
    ("they go the ferry timetable is a total joke", True),
    ("and they go, it's a complete shambles", True),
    ("they go there every week", False),
    ("if they go, the ferry will be late", False),
])
def test_narrative_present_go(text, claim):
    # ('they go …' after a subject pronoun and before a clause: the narrative present's 'go')
    x = last_extraction([(B, "any news?"), (A, "my parents came over."), (A, text)])
    assert owned(x.claims, f"{A}'s parents", [A]) == claim, owners(x)


@pytest.mark.parametrize("mine", ['and I was like "no, the ferry is brilliant"',
                                  "and I was like no the ferry is brilliant",
                                  "and I'm like, the ferry is brilliant"])
def test_speaker_own_reply(mine):
    x = last_extraction([(B, "any news?"),
                         (A, f'Theobald was like "the ferry is a joke" {mine}')])
    assert owned(x.claims, "Theobald", [A]) and owned(x.claims, A, []), owners(x)
    assert_not_owner([(B, "any news?"), (A, "Theobald goes the ferry is a joke"),
                      (A, mine)], "Theobald")


@pytest.mark.parametrize("text", [
    "my aunt goes swimming every day",
    "Theobald's all over the place these days",
    "Sieglinde Quint's car is a total wreck",
    "she's all like a ghost now",
    "the queue goes round the block",
    "Theobald goes the ferry's new timetable",
])
def test_near_readings(text):
    x = last_extraction([(B, "any news?"), (A, "Gisela came over."), (A, text)])
    assert not any(c.owner in {"Theobald", "Sieglinde Quint", "Gisela", f"{A}'s aunt"}
                   for c in x.claims), owners(x)
