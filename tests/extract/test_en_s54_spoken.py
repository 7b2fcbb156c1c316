"""The fifty-fourth pass, English: the speaker spoken to between a verb of saying and its words
('he said to me, the fence is mine'); a call told with the quotative after it and a comma ('she
rang me and goes, we'll …') from a pronoun's holder; an object pronoun before a clause ('according
to her we're fine': 'her' names the source, no role of hers); a kin title of another language
before a given name ('Tía X', 'Zio X') as a title, and a titled name's wishes ('Aunt X wants …');
a holder placed by a short prepositional phrase ('X behind the counter thinks …'). Names and
sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "Ondrej Vasquerra"
LISTENER = "Tamzeth Oduberg"


def said(text: str, before: str = "Any news?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("Oskevar said to me, the fence is mine and always was.", "Oskevar"),
    ("Oskevar says to me later, the orchard floods each April.", "Oskevar"),
    ("The caretaker said to us, the boiler won't last the winter.", "the caretaker"),
])
def test_the_words_said_to_the_speaker_are_the_sayers(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


def test_what_was_said_to_the_speaker_is_no_report():
    # (guard: a free relative — the words are judged, nobody reports them here)
    got = said("What Oskevar said to me, honestly, was rude.")
    assert not [o for o in got if o[0] == "Oskevar"], got


def test_a_call_told_with_the_quotative_after_a_comma():
    got = said("Ysmay's organising the reunion. She phoned me yesterday and goes, we'll hold "
               "it at the boathouse.", before="What's Ysmay up to?")
    assert ("Ysmay", [SPEAKER]) in got, got


def test_an_object_pronoun_before_a_clause_is_the_source():
    got = said("She checked every clause of the lease. According to her it's all above board.",
               before="Any word from your aunt on the contract?")
    assert (f"{SPEAKER}'s aunt", [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("Tía Velkora says the band is far too loud.", "Tía Velkora"),
    ("Zio Oskevar reckons the ferry will be late again.", "Zio Oskevar"),
    ("Aunt Velkora wants a brass band at the reception.", "Aunt Velkora"),
])
def test_a_titled_name_holds_its_view(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "Oskevar behind the counter thinks the shop will close in spring.",
    "Oskevar up the lane said the ferry timetable changes in March.",
])
def test_a_holder_placed_by_a_short_phrase(text):
    got = said(text)
    assert ("Oskevar", [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "Matron Ostrevan told the new intake that 'a cold ward is a clean ward'.",
    "Matron Ostrevan told the nurses at the first briefing that 'a cold ward is a clean "
    "ward'.",
])
def test_words_quoted_after_that_are_the_clause(text):
    got = said(text, before="Any memories of the old hospital?")
    assert ("Matron Ostrevan", [SPEAKER]) in got, got


def test_a_role_with_its_name_and_a_relative_aside():
    got = said("My cousin Pellowyn, who shared a flat with me, said the garden kept the "
               "patients cheerful.", before="Any memories of the old hospital?")
    assert ("Pellowyn", [SPEAKER]) in got, got


def test_a_month_named_may_opening_the_sentence_is_no_modal():
    got = said("In May the warden told the residents that the lifts were safe.",
               before="Any news from the residents' meeting?")
    assert ("the warden", [SPEAKER]) in got, got


@pytest.mark.parametrize("close", ['."', ".\u201d", ".\u2019"])
def test_the_speakers_own_view_after_a_closed_quotation(close):
    # (a quotation closed on its own stop ends the sentence: the speaker's next one is read)
    open_ = {'."': '"', ".\u201d": "\u201c", ".\u2019": "\u2018"}[close]
    got = said(f"Oskevar says, {open_}the night shift never sleeps{close} I think he "
               "exaggerates.", before="How are the new shifts?")
    assert ("Oskevar", [SPEAKER]) in got and (SPEAKER, []) in got, got


@pytest.mark.parametrize("text", ["The agent's letter calls us lodgers. I won't accept that.",
                                  "The agent's letter calls us lodgers. I do not believe it "
                                  "for a minute."])
def test_a_story_not_accepted_is_the_speakers_view(text):
    got = said(text, before="Heard anything on the tenancy?")
    assert (SPEAKER, []) in got, got


def test_a_belief_with_its_clause_keeps_its_clause():
    # (guard: 'don't believe that she …' is a belief about the clause, read as before)
    got = said("I do not believe that the ferry left early.", before="Heard about the ferry?")
    assert got == [(SPEAKER, [])], got


@pytest.mark.parametrize("text,owner,chain", [
    ("Her solicitor telt her the lease wasnae valid at all.", f"{SPEAKER}'s cousin's solicitor",
     [SPEAKER, f"{SPEAKER}'s cousin"]),
    ("My grandad used tae say a wet May makes a full barn.", f"{SPEAKER}'s grandad", [SPEAKER]),
    ("Velkora fae the depot phoned. She says the night buses are cancelled.", "Velkora",
     [SPEAKER]),
])
def test_scots_function_words_of_saying(text, owner, chain):
    got = said(text, before="What did your cousin hear?")
    assert (owner, chain) in got, got


@pytest.mark.parametrize("text,owner", [
    ("Mi cousin Oskevar tell mi seh Easter will be the last sailing.", "Oskevar"),
    ("Zbynek broke the kettle at the wake. Him say later the handle was loose.", "Zbynek"),
    ("Mi uncle drive the school bus, but him always seh potholes ruin it.",
     f"{SPEAKER}'s uncle"),
])
def test_caribbean_function_words_of_saying(text, owner):
    got = said(text, before="Any news from home?")
    assert (owner, [SPEAKER]) in got, got


def test_caribbean_first_person_not_is_the_speakers_view():
    got = said("Me see the video. Me nuh think it was an accident.",
               before="Any news from home?")
    assert (SPEAKER, []) in got, got
