"""The fifty-eighth pass, English: the speaker's marks of several words closing a verdict ('…
in my view', '… if ever there was one'), trust in a person given or withheld ("I don't
believe her"), and the person compounds in -man/-woman/-person as roles ('the harbourman said …').
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
    "The new bypass is a white elephant if ever there was one.",
    "That ferry company's a crowd of pirates, in my view.",
    "The quarry plan is a pig's ear for my money.",
])
def test_a_closing_mark_makes_the_verdict_the_speakers(text):
    assert (SPEAKER, []) in said(text)


@pytest.mark.parametrize("text", [
    # (guards: a record with a closing mark stays a record; so does one's own outing)
    "Dragoslav moved to the coast last spring, to be honest.",
    "We drove to the quarry on Sunday in my opinion.",
])
def test_a_closing_mark_on_a_record_makes_no_view(text):
    assert (SPEAKER, []) not in said(text)


def test_a_u_turn_is_no_chat_spelling_of_you():
    x = last_extraction([(LISTENER, "Any news?"),
                         (SPEAKER, "Honestly that was a u-turn, in my view.")])
    assert any("u-turn" in c.content and c.owner == SPEAKER for c in x.claims), x.claims


@pytest.mark.parametrize("text", [
    "She swore the same last winter. I don't believe her one bit.",
    "She swore the same last winter. Me, I don't believe her.",
    "She swore the same last winter. I believe her, for what it's worth.",
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
        (SPEAKER, f"The {role} visited the hall on Friday. He assured everyone the ferry "
                  "will run all winter."),
    ])
    assert any(c.owner == f"the {role}" and "ferry will run" in c.content for c in x.claims), (
        x.claims)


def test_a_thing_in_man_is_no_person():
    # guard: a thing named by a compound in -man is no one to say anything
    x = last_extraction([
        (LISTENER, "Any news?"),
        (SPEAKER, "The ottoman was delivered on Monday. He assured everyone the ferry will "
                  "run all winter."),
    ])
    assert not any(c.owner == "the ottoman" for c in x.claims), x.claims


# --- a person said as talk says it, and the name that tells who they are ---

@pytest.mark.parametrize("text, owner", [
    ("The gas board bloke popped by after lunch. Said the bins go fortnightly from May.",
     "the gas board bloke"),
    ("The ticket office guy said the bins go fortnightly from May.", "the ticket office guy"),
    ("The ticket office guy, Oswulf, said the bins go fortnightly from May.", "Oswulf"),
    ("One bloke, Oswulf, said the bins go fortnightly from May.", "Oswulf"),
    ("One lad from flat 12, Oswulf, says the bins go fortnightly from May.", "Oswulf"),
    ("Rep from the depot dropped by on Monday, Oswulf. Said the bins go fortnightly from May.",
     "Oswulf"),
    ("Inspector called round at nine. He said the bins go fortnightly from May.", "Inspector"),
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


# --- a group, a view with how it is held, a letter come, a topic taken up, dialect and respect ---

@pytest.mark.parametrize("text, owner", [
    ("Oh, and Varnel's lot told the paper the ferry will run all winter.", "Varnel's lot"),
    ("The harbour clerk phoned — she said the pier is safe, but her private view is the "
     "ferry will run all winter.", "the harbour clerk"),
    ("The surveyor phoned at noon. She reckons the ferry will run all winter.", "the surveyor"),
    ("A letter from the council arrived on Friday. It says the ferry will run all winter.",
     "the council"),
    ("Ysoldine from the rowing club, she's convinced the ferry will run all winter.",
     "Ysoldine"),
    ("Thomasina, she's convinced the ferry will run all winter.", "Thomasina"),
    ("Mr Orrevan seh if the wind drops the ferry will run all winter.", "Mr Orrevan"),
    ("Miss Quellby seh my ferry pass too dear.", "Miss Quellby"),
    ("My uncle Dorvesh mama is saying the ferry will run all winter.", "Dorvesh mama"),
])
def test_the_source_as_said(text, owner):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert any(c.owner == owner and c.relayed_by == [SPEAKER] for c in x.claims), x.claims


def test_a_name_with_its_term_of_respect_is_the_next_he():
    x = last_extraction([
        (LISTENER, "Did you ring Dorvesh mama about the flat?"),
        (SPEAKER, "On Sunday. He's saying the ferry will run all winter."),
    ])
    assert any(c.owner == "Dorvesh mama" for c in x.claims), x.claims


@pytest.mark.parametrize("text", [
    # guards: what the speaker did with the letter; a verdict said to someone by name
    "A letter from the council arrived on Friday. I read it over tea.",
    "Legend, Orla. She's been rowing since the eighties.",
])
def test_no_source_from_these(text):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not any(c.owner in {"the council", "Legend"} for c in x.claims), x.claims


# --- verdicts said bare ---

@pytest.mark.parametrize("text", [
    "Total carve-up, then.",
    "Complete sideshow, then.",
    "Under review means nothing.",
    "Well, that is the same as nothing.",
    "Every month it's next month. Me, I'm done with them.",
    "The whole harbour scheme was a stitch-up, the shortlist fixed from day one.",
])
def test_a_bare_verdict_is_the_speakers(text):
    assert (SPEAKER, []) in said(text)


def test_a_verb_whose_past_is_its_base_reports():
    got = said("My flatmate Dragoslav said his landlord reset the meter twice.")
    assert ("Dragoslav", [SPEAKER]) in got, got


# --- named after 'called', told in public, a view pointed back to, a role inside a report ---

@pytest.mark.parametrize("text, owner, chain", [
    ("So, the reviews. Someone called Ysilde Q wrote that the ferry was filthy.", "Ysilde Q",
     [SPEAKER]),
    ("The office emailed. Guy named Orrevan Tusk says the ferry was filthy.", "Orrevan Tusk",
     [SPEAKER]),
    ("Varnel's agent told journalists by the harbour gates that the ferry was filthy.",
     "Varnel's agent", [SPEAKER]),
    ("Sat down with the banker at ten. Sell the ferry shares now — that was her view.",
     "the banker", [SPEAKER]),
    ("Varnel says Orrevan, the skipper, assured her the ferry was filthy.", "Orrevan",
     [SPEAKER, "Varnel"]),
    ("Varnel? My mother goes, his own skipper walked out in May.", f"{SPEAKER}'s mother",
     [SPEAKER]),
])
def test_more_sources_as_said(text, owner, chain):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert any(c.owner == owner and c.relayed_by == chain for c in x.claims), x.claims


def test_a_kin_word_with_will_contracted_is_the_next_he():
    x = last_extraction([
        (LISTENER, "We're planting oats in the top field."),
        (SPEAKER, "Oats. Your dad'll be pleased. He's always said the ferry was filthy."),
    ])
    assert any(c.owner == f"{LISTENER}'s dad" for c in x.claims), x.claims


# --- who the next 'he' or 'she' is ---

def test_a_surname_the_talk_named_opens_a_sentence_as_a_person():
    x = last_extraction([
        (LISTENER, "Both visited. Quarmby arrived at noon, and Tusknell turned up at 7 with "
                   "a band."),
        ("Yvaine Brenwick", "My aunt says Tusknell's people promised her a new bridge."),
        (LISTENER, "Quarmby did at least listen. He said he can't promise a bridge."),
    ])
    assert any(c.owner == "Quarmby" for c in x.claims), x.claims


@pytest.mark.parametrize("opener", ["Haan", "Arre", "Abeg", "Eish"])
def test_a_world_english_marker_is_no_antecedent(opener):
    x = last_extraction([
        (LISTENER, "The councillor turned up at the parish meeting on Sunday."),
        (SPEAKER, f"{opener}, I went along. He assured us the ferry will run all winter."),
    ])
    assert any(c.owner == "the councillor" for c in x.claims), x.claims


def test_the_one_got_through_to_is_the_next_she():
    x = last_extraction([
        (SPEAKER, "After an hour I got through to the banker at last."),
        (LISTENER, "And?"),
        (SPEAKER, "Sell the ferry shares was her view — the price won't hold, she said."),
    ])
    assert any(c.owner == "the banker" for c in x.claims), x.claims


def test_they_is_the_body_rung_not_the_relative_of_known_gender():
    x = last_extraction([(LISTENER, "Any news?"), (
        SPEAKER, "Phoned the ferry office about Mam once more. An hour waiting. Now they're "
                 "saying she's owed a refund.")])
    assert any(c.owner == "the ferry office" for c in x.claims), x.claims


def test_a_common_nouns_plural_before_from_is_no_name():
    x = last_extraction([
        (SPEAKER, "Counts from the east ward: Brennagh has a third of it."),
        (LISTENER, "Who told you?"),
        (SPEAKER, "Thomasina, she's canvassing for her. She says Brennagh will top the poll."),
    ])
    assert not any(c.owner == "Counts" for c in x.claims), x.claims
    assert any(c.owner == "Thomasina" for c in x.claims), x.claims


@pytest.mark.parametrize("text", [
    "He may be a chancer. Still, fair play to him for standing up at the meeting.",
    "No, I won't swallow that. It's spin, frankly.",
])
def test_credit_and_spin_are_the_speakers(text):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert any(c.owner == SPEAKER and ("fair play" in c.content or "spin" in c.content)
               for c in x.claims), x.claims


def test_a_quoted_verb_phrase_inside_a_view_clause():
    x = last_extraction([
        (LISTENER, "Did the harbour officer ever reply?"),
        (SPEAKER, "She did, on Friday. Her line is the ferry plan 'meets the rules', so it'll "
                  "go through."),
    ])
    assert any(c.owner == "the harbour officer" for c in x.claims), x.claims


def test_the_role_named_after_with_i_mean():
    got = said("The shop steward says the rota breaks the rules, by the way. Lancelot, I mean. "
               "He's lodging a complaint.")
    assert ("Lancelot", [SPEAKER]) in got, got
    assert ("the shop steward", [SPEAKER]) not in got, got


def test_i_mean_before_a_clause_names_no_one():
    # guard: 'I mean' opening the speaker's own afterthought
    got = said("Dragoslav says the ferry is off. I mean, it is winter.")
    assert ("Dragoslav", [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "Now that I can credit. Brennagh knows her onions.",
    "Brennagh did the soup. She is heavy-handed with the pepper.",
    "The tram will break down again, I'd put money on it.",
])
def test_competence_and_a_bet_are_the_speakers(text):
    assert (SPEAKER, []) in said(text)


def test_a_verbs_own_subject_before_it_is_no_postposed_source():
    x = last_extraction([(LISTENER, "Any news?"), (
        SPEAKER, "The stall has stood by the quay each week since 2019 and nobody said boo.")])
    assert not any(c.owner == "Boo" for c in x.claims), x.claims


def test_caribbean_mi_before_a_base_verb_is_i():
    x = last_extraction([
        (LISTENER, "How was the market?"),
        (SPEAKER, "Poor and pricey. Mi pay twice the price on Friday for one crate."),
    ])
    assert x.events, x
    assert not any(c.owner == "Mi" for c in x.claims), x.claims
