"""The fifty-third pass, English: the frames of saying of spoken Irish, British and other regional
Englishes ('me mam says …', "she's after saying …", 'Says she, …', 'she goes to him, …', 'and
went, …', 'rang me at midnight going, …', a name spoken to after the quotative); an adverbial
between a verb of saying and its 'that' ('said at the budget review that …', 'told the interns on
Friday that …', 'said before she flew out that …'), but never the agent of a passive ('was
told by X that …'); a verb of saying that is also a plain transitive verb ('added rooms to the
plan', 'promised her the top field') reports nothing without a clause. Names and sentences
invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "Ondrej Vasquerra"
LISTENER = "Tamzeth Oduberg"


def said(text: str) -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("Me nan says the post office in the village is shutting.", f"{SPEAKER}'s nan"),
    ("Dravomir's after saying the regatta is called off.", "Dravomir"),
    ("Brisemer came round last night. Says she, the roof will never last the winter.",
     "Brisemer"),
    ("Dravomir phoned me at six going, the orchard is up for sale.", "Dravomir"),
    ("Dravomir goes to me yesterday, Kestrelle, that ladder is a death trap.", "Dravomir"),
])
def test_regional_frames_of_saying(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner,content", [
    ("Brisemer said in the planning meeting that the contractor keeps moving the deadline.",
     "Brisemer", "the contractor keeps moving the deadline"),
    ("Dravomir told the interns on Friday that the office moves in May.", "Dravomir",
     "the office moves in May"),
    ("Brisemer said before she flew out that the cooling fans are far too loud.",
     "Brisemer", "the cooling fans are far too loud"),
])
def test_an_adverbial_before_that(text, owner, content):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert [(c.owner, c.relayed_by, c.content) for c in x.claims] == [
        (owner, [SPEAKER], content)], x.claims


def test_the_agent_of_a_passive_stays():
    # (a guard: 'by X' names who told, no adverbial to leave out)
    got = said("We were told by the caretaker that the gym floor is being resealed.")
    assert ("the caretaker", [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "The architect added rooms to the plan.",
    "Grandad promised her the grey mare.",
])
def test_a_transitive_verb_of_saying_with_an_object_reports_nothing(text):
    assert not [o for o in said(text) if o[1]], said(text)


def test_a_report_of_saying_about_such_a_verb_is_the_outer_sayers():
    got = said("Brisemer says the architect keeps adding rooms.")
    assert got == [("Brisemer", [SPEAKER])], got


@pytest.mark.parametrize("text,owner,content", [
    ("Brisemer's point in the retro was that the release train is too fast.", "Brisemer",
     "the release train is too fast"),
    ("Dravomir wants the plain cover. His argument is bright covers put older readers off.",
     "Dravomir", "bright covers put older readers off"),
    ("Vantorel's own solicitor, Brisemer, admitted that the parts are late again.", "Brisemer",
     "the parts are late again"),
    ("Our agent in Lisbon, Dravomir, emailed this morning: the permit came through.", "Dravomir",
     "the permit came through"),
    ("Oh, and I should add, our lodger, Brisemer, told me the boiler ticks at night.",
     "Brisemer", "the boiler ticks at night"),
])
def test_view_nouns_appositions_and_asides(text, owner, content):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert (owner, [SPEAKER], content) in [(c.owner, c.relayed_by, c.content) for c in x.claims], (
        x.claims)


def test_a_view_noun_judged_stays_the_speakers():
    # (a guard: 'His argument is a fair one' judges the argument; no clause is his)
    x = last_extraction([(LISTENER, "Any news?"), (
        SPEAKER, "Dravomir wants it cheaper. His argument is a fair one, honestly.")])
    assert not any(c.content.startswith("a fair one") for c in x.claims), x.claims


def test_keeps_adding_an_object_is_no_report():
    x = last_extraction([(LISTENER, "Any news?"), (
        SPEAKER, "Brisemer said at the site visit that the architect keeps adding windows to "
                 "the drawings, like four new ones since Easter.")])
    assert [(c.owner, c.relayed_by) for c in x.claims] == [("Brisemer", [SPEAKER])], x.claims


@pytest.mark.parametrize("text,owner,chain", [
    ("Dravomir told me Brisemer turns round at the till and goes, I'll pay the whole lot.",
     "Brisemer", [SPEAKER, "Dravomir"]),
    ("My aunt says Nan told him, I won't sign anything till Easter.", f"{SPEAKER}'s nan",
     [SPEAKER, f"{SPEAKER}'s aunt"]),
])
def test_direct_words_inside_a_report(text, owner, chain):
    got = said(text)
    assert (owner, chain) in got, got


def test_a_third_person_report_after_a_comma_stays_indirect():
    # (a guard: 'his assistant told me, he's in Leeds …' is the assistant's report to the speaker)
    x = last_extraction([(LISTENER, "Any news on Dravomir?"),
                         (SPEAKER, "yeah his assistant told me, he's in Leeds till the 9th")])
    assert [c.relayed_by for c in x.claims] == [[SPEAKER]] and "in Leeds till the 9th" in x.claims[
        0].content, x.claims


@pytest.mark.parametrize("text,owner", [
    ("My gran swam the harbour every New Year. That's what she still tells us.",
     f"{SPEAKER}'s gran"),
    ("The hall budget is down a fifth this year. That's from Dravomir.", "Dravomir"),
    ("The kiln is a luxury. Last I heard from Brisemer, a firing costs forty now.", "Brisemer"),
])
def test_a_source_said_after_or_as_last_heard(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "Both quotes are fine. I'm leaning towards the smaller firm.",
    "He never even said sorry. The cheek of him.",
])
def test_a_leaning_and_indignation_are_the_speakers(text):
    x = last_extraction([(LISTENER, "Which supplier, then?"), (SPEAKER, text)])
    assert (SPEAKER, []) in [(c.owner, c.relayed_by) for c in x.claims], x.claims


def test_a_role_of_someone_unknown_holds_the_report():
    got = said("A tenant's lawyer wrote in to say the lease was never signed.")
    assert ("a tenant's lawyer", [SPEAKER]) in got, got
