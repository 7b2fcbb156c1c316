"""The fifty-eighth pass, English: the speaker's marks of several words closing a verdict ('…
in my opinion', '… if ever I saw one'), trust in a person given or withheld ("I don't believe
him"), and the person compounds in -man/-woman/-person as roles ('the harbourman said …').
Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "Brisethe Okparo"
LISTENER = "Castorin Trevanion"


def said(text: str, before: str = "Any news?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text", [
    "Anyway, that garage is a den of magpies in my opinion.",
    "The new bypass is a white elephant if ever I saw one.",
    "That ferry company's a crowd of pirates, in my view.",
    "The quarry plan is a pig's ear for my money.",
])
def test_a_closing_mark_makes_the_verdict_the_speakers(text):
    assert (SPEAKER, []) in said(text)


@pytest.mark.parametrize("text", [
    # (guards: a record with a closing mark stays a record; so does one's own outing)
    "Dragoslav moved to the coast last spring, to be honest.",
    "I went to the quarry on Sunday in my opinion.",
])
def test_a_closing_mark_on_a_record_makes_no_view(text):
    assert (SPEAKER, []) not in said(text)


def test_a_u_turn_is_no_chat_spelling_of_you():
    x = last_extraction([(LISTENER, "Any news?"),
                         (SPEAKER, "That's a u-turn if ever I saw one.")])
    assert any("u-turn" in c.content and c.owner == SPEAKER for c in x.claims), x.claims


@pytest.mark.parametrize("text", [
    "He promised the same last winter. I don't believe him at all.",
    "He promised the same last winter. Me, I don't believe him.",
    "He promised the same last winter. I believe him, for what it's worth.",
])
def test_trust_in_a_person_is_the_speakers_view(text):
    assert (SPEAKER, []) in said(text, "Dragoslav says the ferry will run all winter.")


def test_a_past_belief_told_as_what_happened_is_no_view():
    # guard: 'believed him' told as a step of the story, no negation, no view of it now
    x = last_extraction([(LISTENER, "Any news?"),
                         (SPEAKER, "I believed him to be the harbourmaster, so I paid.")])
    assert not any(c.content.startswith("I believed him") for c in x.claims), x.claims


@pytest.mark.parametrize("role", ["harbourman", "assemblywoman", "chairperson"])
def test_a_person_compound_is_the_next_pronoun(role):
    x = last_extraction([
        (LISTENER, "Any news?"),
        (SPEAKER, f"The {role} came to the hall yesterday. He told everybody the ferry will "
                  "run all winter."),
    ])
    assert any(c.owner == f"the {role}" and "ferry will run" in c.content for c in x.claims), (
        x.claims)


def test_a_thing_in_man_is_no_person():
    # guard: a thing named by a compound in -man is no one to say anything
    x = last_extraction([
        (LISTENER, "Any news?"),
        (SPEAKER, "The ottoman arrived on Monday. He told everybody the ferry will run all "
                  "winter."),
    ])
    assert not any(c.owner == "the ottoman" for c in x.claims), x.claims


# --- a person said as talk says it, and the name that tells who they are ---

@pytest.mark.parametrize("text, owner", [
    ("The council bloke came round at lunch. Said the bins go fortnightly from May.",
     "the council bloke"),
    ("The call centre guy said the bins go fortnightly from May.", "the call centre guy"),
    ("The call centre guy, Osric, said the bins go fortnightly from May.", "Osric"),
    ("One bloke, Osric, said the bins go fortnightly from May.", "Osric"),
    ("One fella at number 9, Osric, says the bins go fortnightly from May.", "Osric"),
    ("Rep from the depot was in this morning, Osric. Said the bins go fortnightly from May.",
     "Osric"),
    ("Inspector was here at eleven. He said the bins go fortnightly from May.", "Inspector"),
])
def test_a_person_said_plainly_holds_the_report(text, owner):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert any(c.owner == owner and c.relayed_by == [SPEAKER] and "fortnightly" in c.content
               for c in x.claims), x.claims


def test_a_thing_before_a_dropped_subject_is_no_holder():
    # guard: no person noun in the subject before 'Said …'
    x = last_extraction([(LISTENER, "Any news?"),
                         (SPEAKER, "The big match was on. Said the bins go fortnightly.")])
    assert not any(c.owner == "the big match" for c in x.claims), x.claims
