"""The fifty-second pass, English: the verb of saying unmarked for person, as Singapore and
Malaysian English say it ('my cousin say …', 'X tell me …'), a time said between the subject and
it ('X last time say …'), a reported clause with no copula ('says the stall very crowded'), the
discourse particles of those varieties never read as names ('lah'), Malay honorifics as titles
('Encik X'); 'by X's (own) account'; 'swears blind'; a titled name with an apposition ('Mrs X, the
club's treasurer, said …'); a role with a modifier and a name in apposition inside a report ('the
site manager, X, says …'); reports in messages and pointed-at speech ("X's voicemail this morning
said …", 'forwarded me a message where Y says …', 'posted in #random that …', 'left a note on the
door: …', "X's side of it is that …", 'ten days is what X said'); 'I'd rather …' as the
speaker's own view; a bare kin word after "it's" still said bare ("it's Dad who …"); a kin title
typed in lower case ('aunty X'). Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "Ondrej Vasquerra"
LISTENER = "Tamzeth Oduberg"


def said(text: str) -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("Aiyo. Tobiath tell me his brother in hospital, so cannot come.", "Tobiath"),
    ("Melisande yesterday say the bakery closing, but the sign is still up.", "Melisande"),
    ("Enough already lah. My groupmate passed last year. She tell me the tutor never reads the "
     "appendix one.", f"{SPEAKER}'s groupmate"),
    ("Encik Faridzul from accounts say the bonus comes in March.", "Encik Faridzul"),
])
def test_say_unmarked_for_person_and_no_copula(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


def test_the_copula_a_variety_leaves_out_is_read():
    x = last_extraction([(LISTENER, "Any news?"),
                         (SPEAKER, "My uncle say the ferry very slow now.")])
    assert [c.content for c in x.claims] == ["the ferry is very slow now"], x.claims


@pytest.mark.parametrize("text", [
    "Did Tobiath say the market is closing?",
    "I say we go early.",
])
def test_say_after_an_auxiliary_or_a_first_person_stays(text):
    # (guards: a question and the speaker's own 'say' were no reports before this pass either)
    assert not [o for o in said(text) if o[1]], said(text)


def test_a_clause_with_its_verb_keeps_it():
    # (a guard: the copula is put back only where the clause has no verb)
    x = last_extraction([(LISTENER, "Any news?"),
                         (SPEAKER, "Melisande said the surgery is closing on Mondays.")])
    assert [c.content for c in x.claims] == ["the surgery is closing on Mondays"], x.claims


@pytest.mark.parametrize("text,owner", [
    ("By Quillane's account, the ferry left an hour early.", "Quillane"),
    ("By her own account, Quillane missed the ferry herself.", "Quillane"),
])
def test_by_x_account(text, owner):
    assert (owner, [SPEAKER]) in said(text)


def test_swear_blind_is_swear():
    x = last_extraction([(LISTENER, "Any news?"),
                         (SPEAKER, "Halvork swore blind the gate was shut all night.")])
    assert [(c.owner, c.content) for c in x.claims] == [
        ("Halvork", "the gate was shut all night")], x.claims


def test_a_titled_name_with_an_apposition():
    got = said("Mrs Ostrava, the club's treasurer, mentioned the dues are going up.")
    assert ("Mrs Ostrava", [SPEAKER]) in got, got


def test_a_named_role_with_a_modifier_inside_a_report():
    got = said("Halvork told me the site manager, Berengar, says the crane arrives Monday.")
    assert ("Berengar", [SPEAKER, "Halvork"]) in got, got


@pytest.mark.parametrize("text,owner,chain", [
    ("Dad's voicemail this morning said the heating is off again.", f"{SPEAKER}'s dad",
     [SPEAKER]),
    ("Quillane forwarded me a message where Halvork says the deposit is gone.", "Halvork",
     [SPEAKER, "Quillane"]),
    ("Berengar posted in #random that the server is down again.", "Berengar", [SPEAKER]),
    ("Quillane left a note on the door: the landlord is coming on Tuesday.", "Quillane",
     [SPEAKER]),
    ("Ten days is what Halvork said.", "Halvork", [SPEAKER]),
])
def test_reports_in_messages_and_pointed_at(text, owner, chain):
    got = said(text)
    assert (owner, chain) in got, got


def test_ones_side_of_it_is_their_version():
    x = last_extraction([(LISTENER, "Any news?"), (
        SPEAKER, "Halvork's side of it is that nobody told him about the meeting.")])
    assert [(c.owner, c.content) for c in x.claims] == [
        ("Halvork", "nobody told him about the meeting")], x.claims


def test_id_rather_is_the_speakers_view():
    got = said("I'd rather we took the train.")
    assert (SPEAKER, []) in got, got


def test_a_bare_kin_word_after_its_is_is_still_said_bare():
    # ("it's Dad who …": the 's of 'is', not a possessor — the kin word another of the chat said
    # bare is the relative they share)
    got = owners(last_extraction([
        (LISTENER, "Honestly it's Dad who'll end up doing the driving again."),
        (SPEAKER, "Dad, as usual, says the new tablets are fine.")]))
    assert ("Dad", [SPEAKER]) in got, got


def test_a_kin_title_typed_in_lower_case():
    got = said("aunty Mireval told me she's already booked the hall for June.")
    assert ("Aunty Mireval", [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("The boss says you open the gym at 7.", "the boss"),
    ("Halvork says you bring the chairs and we bring the food.", "Halvork"),
    ("Ah Tiong tell me the stall closing next month.", "Ah Tiong"),
])
def test_open_and_bring_are_verbs_and_ah_opens_a_name(text, owner):
    # ('open'/'close' are verbs as well as adjectives; 'bring' is no -ing form; 'Ah' before a
    # given name with no comma is part of the name)
    got = said(text)
    assert (owner, [SPEAKER]) in got, got
