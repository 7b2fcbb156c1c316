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
    ("The call centre guy, Oswulf, said the bins go fortnightly from May.", "Oswulf"),
    ("One bloke, Oswulf, said the bins go fortnightly from May.", "Oswulf"),
    ("One fella at number 9, Oswulf, says the bins go fortnightly from May.", "Oswulf"),
    ("Rep from the depot was in this morning, Oswulf. Said the bins go fortnightly from May.",
     "Oswulf"),
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


# --- a group, a view with how it is held, a letter come, a topic taken up, dialect and respect ---

@pytest.mark.parametrize("text, owner", [
    ("Oh, and Varnel's lot told the paper the ferry will run all winter.", "Varnel's lot"),
    ("The harbour clerk rang me — she said the pier is safe, but her personal view is the "
     "ferry will run all winter.", "the harbour clerk"),
    ("The surveyor rang me yesterday. She said the ferry will run all winter.", "the surveyor"),
    ("The letter from the council came this morning. It says the ferry will run all winter.",
     "the council"),
    ("Ysoldine from the rowing club, she's convinced the ferry will run all winter.",
     "Ysoldine"),
    ("Thomasina, she's convinced the ferry will run all winter.", "Thomasina"),
    ("Mr Orrevan seh if the weather holds the ferry will run all winter.", "Mr Orrevan"),
    ("Miss Quellby seh my ferry pass too dear.", "Miss Quellby"),
    ("My uncle Dorvesh mama is saying the ferry will run all winter.", "Dorvesh mama"),
])
def test_the_source_as_said(text, owner):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert any(c.owner == owner and c.relayed_by == [SPEAKER] for c in x.claims), x.claims


def test_a_name_with_its_term_of_respect_is_the_next_he():
    x = last_extraction([
        (LISTENER, "Did you ring Dorvesh mama about the flat?"),
        (SPEAKER, "Yesterday. He's saying the ferry will run all winter."),
    ])
    assert any(c.owner == "Dorvesh mama" for c in x.claims), x.claims


@pytest.mark.parametrize("text", [
    # guards: what the speaker did with the letter; a verdict said to someone by name
    "The letter from the council came this morning. I opened it at lunch.",
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
    "That's the same as nothing.",
    "Every week it's next week. Me, I'm done with him.",
    "This whole harbour scheme is a stitch-up, the list is already cooked.",
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
    ("Varnel's agent told reporters outside the hall that the ferry was filthy.",
     "Varnel's agent", [SPEAKER]),
    ("Sat down with the broker on Tuesday. Sell the ferry shares now — that was her view.",
     "the broker", [SPEAKER]),
    ("Varnel says Orrevan, the skipper, told her the ferry was filthy.", "Orrevan",
     [SPEAKER, "Varnel"]),
    ("Varnel? My mom goes, his own skipper quit in August.", f"{SPEAKER}'s mom", [SPEAKER]),
])
def test_more_sources_as_said(text, owner, chain):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert any(c.owner == owner and c.relayed_by == chain for c in x.claims), x.claims


def test_a_kin_word_with_will_contracted_is_the_next_he():
    x = last_extraction([
        (LISTENER, "We're putting barley in next year."),
        (SPEAKER, "Barley. Your dad'll love that. He's always said the ferry was filthy."),
    ])
    assert any(c.owner == f"{LISTENER}'s dad" for c in x.claims), x.claims


# --- who the next 'he' or 'she' is ---

def test_a_surname_the_talk_named_opens_a_sentence_as_a_person():
    x = last_extraction([
        (LISTENER, "Both came round. Quarmby came at 11, and Tusknell came at 6 with a band."),
        ("Yvaine Brenwick", "My aunt says Tusknell's people promised her a new bridge."),
        (LISTENER, "Quarmby at least talked sense. He said he won't promise a bridge."),
    ])
    assert any(c.owner == "Quarmby" for c in x.claims), x.claims


@pytest.mark.parametrize("opener", ["Haan", "Arre", "Abeg", "Eish"])
def test_a_world_english_marker_is_no_antecedent(opener):
    x = last_extraction([
        (LISTENER, "The councillor finally showed up at the meeting on Sunday."),
        (SPEAKER, f"{opener}, I was there. He told us the ferry will run all winter."),
    ])
    assert any(c.owner == "the councillor" for c in x.claims), x.claims


def test_the_one_got_through_to_is_the_next_she():
    x = last_extraction([
        (SPEAKER, "I finally got through to the broker this morning."),
        (LISTENER, "And?"),
        (SPEAKER, "Sell the ferry shares was her view — the price won't hold, she said."),
    ])
    assert any(c.owner == "the broker" for c in x.claims), x.claims


def test_they_is_the_body_rung_not_the_relative_of_known_gender():
    x = last_extraction([(LISTENER, "Any news?"), (
        SPEAKER, "Rang the ferry office for Mam again. Forty minutes on hold. And now they're "
                 "saying she's owed a refund.")])
    assert any(c.owner == "the ferry office" for c in x.claims), x.claims


def test_a_common_nouns_plural_before_from_is_no_name():
    x = last_extraction([
        (SPEAKER, "Tallies from the east box: Brennagh's on 23% there."),
        (LISTENER, "Who told you?"),
        (SPEAKER, "Thomasina, she's tallying for her. She says Brennagh will top the poll."),
    ])
    assert not any(c.owner == "Tallies" for c in x.claims), x.claims
    assert any(c.owner == "Thomasina" for c in x.claims), x.claims


@pytest.mark.parametrize("text", [
    "I'm not saying he's honest. But fair play to him for at least facing the crowd.",
    "No, I'm not having it. It's spin.",
])
def test_credit_and_spin_are_the_speakers(text):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert any(c.owner == SPEAKER and ("fair play" in c.content or "spin" in c.content)
               for c in x.claims), x.claims


def test_a_quoted_verb_phrase_inside_a_view_clause():
    x = last_extraction([
        (LISTENER, "Has the harbour officer got back to you?"),
        (SPEAKER, "She did, this morning. Her line is the ferry plan 'meets the rules', so it'll "
                  "go through."),
    ])
    assert any(c.owner == "the harbour officer" for c in x.claims), x.claims


def test_the_role_named_after_with_i_mean():
    got = said("The union rep says we're owed overtime after ten, by the way. Lancelot, I mean. "
               "He's putting a claim in.")
    assert ("Lancelot", [SPEAKER]) in got, got
    assert ("the union rep", [SPEAKER]) not in got, got


def test_i_mean_before_a_clause_names_no_one():
    # guard: 'I mean' opening the speaker's own afterthought
    got = said("Dragoslav says the ferry is off. I mean, it is winter.")
    assert ("Dragoslav", [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "See, that I believe. Brennagh knows her stuff.",
    "That's Brennagh on the grill. She's heavy-handed with the salt.",
    "The ferry's late again, I'd put money on it.",
])
def test_competence_and_a_bet_are_the_speakers(text):
    assert (SPEAKER, []) in said(text)


def test_a_verbs_own_subject_before_it_is_no_postposed_source():
    x = last_extraction([(LISTENER, "Any news?"), (
        SPEAKER, "The van has been on Mill Row every Saturday for years and nobody's said boo.")])
    assert not any(c.owner == "Boo" for c in x.claims), x.claims


def test_caribbean_mi_before_a_base_verb_is_i():
    x = last_extraction([
        (LISTENER, "How was the market?"),
        (SPEAKER, "Small and dear. Mi pay double last Tuesday for half the load."),
    ])
    assert x.events, x
    assert not any(c.owner == "Mi" for c in x.claims), x.claims
