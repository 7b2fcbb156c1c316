"""English constructions of the twenty-first pass: each case is a class of miss, written with
invented sentences and names (no data-file sentences or names): owner and relay chain of the
claim the marked turn gives."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Brackwith"
LISTENER = "Marrowby"


def _extract(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))


CASES = [
    # a common noun of the dictionary typed in lower case is no name, so no antecedent of 'her'
    # ('that street', 'the area' before 'her dad …': the woman named before is meant)
    ([(SPEAKER, "Quorwen loves the cottage. she says the garden is huge"),
      (LISTENER, "I found that street pretty grim when I lived round there"),
      (SPEAKER, "fair. her dad was saying we should just buy instead")], 2,
     "Quorwen's dad", [SPEAKER]),
    ([(SPEAKER, "Quorwen adores the flat"),
      (LISTENER, "that area was dodgy when I lived nearby"),
      (SPEAKER, "her brother reckons the rent is fair")], 2, "Quorwen's brother", [SPEAKER]),
    # an agent noun (verb + -er) said without its article before a verb of saying: 'the seller'
    ([(SPEAKER, "seller swore blind the van has never been in a crash")], 0, "the seller",
     [SPEAKER]),
    ([(SPEAKER, "buyer reckons the asking price is too high")], 0, "the buyer", [SPEAKER]),
    ([(SPEAKER, "organiser told us the stage was too small")], 0, "the organiser", [SPEAKER]),
    # a bare role after 'according to' is a role used as a name, even a dictionary word
    ([(SPEAKER, "can't sorry. according to matron the rota changes in May")], 0, "Matron",
     [SPEAKER]),
    # a verdict of efficacy (work / help / do nothing / make no difference): the speaker's view
    ([(LISTENER, "have you tried the wrist brace?"), (SPEAKER, "that honestly works.")], 1,
     SPEAKER, []),
    ([(SPEAKER, "the salt spray did basically nothing for my roses")], 0, SPEAKER, []),
    ([(SPEAKER, "the new filter made no difference at all")], 0, SPEAKER, []),
    ([(SPEAKER, "the breathing drills helped loads tbh")], 0, SPEAKER, []),
    ([(SPEAKER, "the drops didn't help")], 0, SPEAKER, []),
    # 'found' + a clause of efficacy: the finder's verdict, the trial before it still a record
    ([(SPEAKER, "I wrapped the pots in fleece last winter and found it did nothing")], 0,
     SPEAKER, []),
    ([(LISTENER, "Quorwen reckons the seaweed feed works wonders"),
      (SPEAKER, "I found that it made no difference")], 1, SPEAKER, []),
    # a negated extreme case of a habit ('never … anything'): the speaker's complaint
    ([(SPEAKER, "that bloke never follows up on anything, took him a month to ring back")], 0,
     SPEAKER, []),
    ([(SPEAKER, "my landlord never fixes anything")], 0, SPEAKER, []),
    ([(SPEAKER, "the booking app doesn't do anything useful")], 0, SPEAKER, []),
    # verbs of saying (lemma forms 'deny', 'protest'): the subject's words, passed on
    ([(SPEAKER, "Quorwen denied that the kiosk is closing")], 0, "Quorwen", [SPEAKER]),
    ([(SPEAKER, "Quorwen protested that the new rota was unfair")], 0, "Quorwen", [SPEAKER]),
    # learning, gathering or understanding from someone is hearing from them
    ([(SPEAKER, "I gather from Quorwen that the sale fell through")], 0, "Quorwen", [SPEAKER]),
    ([(SPEAKER, "I learned from my landlady that the boiler is being replaced")], 0,
     f"{SPEAKER}'s landlady", [SPEAKER]),
    ([(SPEAKER, "I understand from the agent the flat has gone")], 0, "the agent", [SPEAKER]),
    # an evidential after its clause or after its 'is', or a hearsay tag ('or so I hear'):
    # hearsay of no named source wherever it stands, not the speaker's own view
    ([(SPEAKER, "the lido is shutting for good apparently")], 0, "someone", [SPEAKER]),
    ([(SPEAKER, "the new ferry is supposedly a nightmare")], 0, "someone", [SPEAKER]),
    ([(SPEAKER, "the night bus is rubbish now, or so I hear")], 0, "someone", [SPEAKER]),
    ([(SPEAKER, "and the quay is flooded apparently lol")], 0, "someone", [SPEAKER]),
    # a source named after it still holds it
    ([(SPEAKER, "the kiosk is awful apparently, my aunt said")], 0, f"{SPEAKER}'s aunt",
     [SPEAKER]),
    # a body known by its initials, as a holder or in a source slot
    ([(SPEAKER, "HR says the appraisals are moving to June")], 0, "HR", [SPEAKER]),
    ([(SPEAKER, "according to IT the new laptops are a downgrade")], 0, "IT", [SPEAKER]),
    ([(SPEAKER, "I was told by HR that the bonus is frozen")], 0, "HR", [SPEAKER]),
    # typed in lower case, as chat does ('hr', 'gp'; 'its' before 'nothing' is "it's")
    ([(SPEAKER, "hr says the bonus is frozen")], 0, "HR", [SPEAKER]),
    ([(SPEAKER, "the gp reckons its nothing")], 0, "the GP", [SPEAKER]),
    # a view pointed back to what was just said: 'the same (thing)', 'otherwise', '(dis)agree'
    ([(LISTENER, "the harbour cafe is a rip-off"),
      (SPEAKER, "Quorwen said the same thing about the kiosk")], 1, "Quorwen", [SPEAKER]),
    ([(LISTENER, "the harbour cafe is a rip-off"), (SPEAKER, "Quorwen feels the same")], 1,
     "Quorwen", [SPEAKER]),
    ([(LISTENER, "the harbour cafe is a rip-off"), (SPEAKER, "my uncle would disagree")], 1,
     f"{SPEAKER}'s uncle", [SPEAKER]),
    ([(LISTENER, "the harbour cafe is a rip-off"),
      (SPEAKER, "Quorwen doesn't agree, she loves the chowder")], 1, "Quorwen", [SPEAKER]),
    ([(LISTENER, "the harbour cafe is a rip-off"), (SPEAKER, "Quorwen says otherwise")], 1,
     "Quorwen", [SPEAKER]),
    # a sentential relative whose subject holds a view of what the clause before says
    ([(SPEAKER, "they moved the quiz to Mondays, which Quorwen thinks is a mistake")], 0,
     "Quorwen", [SPEAKER]),
    ([(SPEAKER, "the ferry is going private, which my uncle says is a disaster")], 0,
     f"{SPEAKER}'s uncle", [SPEAKER]),
    # a possessive pronoun in a source said after the news points back to the news's subject
    ([(LISTENER, "any news?"), (SPEAKER, "Quorwen is quitting, her boss told me")], 1,
     "Quorwen's boss", [SPEAKER]),
    ([(LISTENER, "any news?"), (SPEAKER, "the landlord is selling up, his wife said")], 1,
     "the landlord's wife", [SPEAKER]),
    ([(LISTENER, "any news?"),
      (SPEAKER, "the landlord is selling up, my sister heard it from his wife")], 1,
     "the landlord's wife", [SPEAKER, f"{SPEAKER}'s sister"]),
    # what a message from someone says is the sender's
    ([(SPEAKER, "the email from the school says the trip is off")], 0, "the school", [SPEAKER]),
    ([(SPEAKER, "a text from my sister said the ferry is full")], 0, f"{SPEAKER}'s sister",
     [SPEAKER]),
    ([(SPEAKER, "the voicemail from Quorwen said the lift is fixed")], 0, "Quorwen", [SPEAKER]),
    # a capitalised name's possessive with its apostrophe dropped, before a relation noun
    ([(SPEAKER, "Quorwens sister says the ward is shutting")], 0, "Quorwen's sister",
     [SPEAKER]),
    ([(SPEAKER, "Ysmerins mum, who is a nurse, reckons the clinic is moving")], 0,
     "Ysmerin's mum", [SPEAKER]),
    ([(SPEAKER, "Quorwens take is that the harbour will never reopen")], 0, "Quorwen",
     [SPEAKER]),
    # a person noun with a relative clause of no 'who' (its own subject first): the person,
    # not the subject inside the relative clause
    ([(SPEAKER, "the guy Quorwen works with says the merger is off")], 0,
     "the guy Quorwen works with", [SPEAKER]),
    ([(SPEAKER, "the woman I bought the kayak from reckons it never leaks")], 0,
     "the woman I bought the kayak from", [SPEAKER]),
    # a participle or adjective of being won over after 'be', the thing left out: the
    # subject's stance on what was just talked about ('sold' row, lemma forms)
    ([(LISTENER, "how was the new noodle bar?"), (SPEAKER, "Quorwen wasn't impressed")], 1,
     "Quorwen", [SPEAKER]),
    ([(LISTENER, "how was the new noodle bar?"), (SPEAKER, "my uncle was thrilled")], 1,
     f"{SPEAKER}'s uncle", [SPEAKER]),
    ([(LISTENER, "are they selling the boat?"),
      (SPEAKER, "yes, so my flatmate is NOT keen")], 1, f"{SPEAKER}'s flatmate", [SPEAKER]),
    # idioms of insistent saying: 'goes on and on about', "won't shut up about", 'made a
    # point of saying'
    ([(SPEAKER, "Quorwen goes on and on about how the pier is unsafe")], 0, "Quorwen",
     [SPEAKER]),
    ([(SPEAKER, "Quorwen wont shut up about how unsafe the pier is")], 0, "Quorwen",
     [SPEAKER]),
    ([(SPEAKER, "Quorwen made a point of telling us the pier is unsafe")], 0, "Quorwen",
     [SPEAKER]),
    # idioms of passing news on or making it seem so
    ([(SPEAKER, "Quorwen gave me the heads up that the pier is closing")], 0, "Quorwen",
     [SPEAKER]),
    ([(SPEAKER, "heads up from Quorwen, the pier is closing")], 0, "Quorwen", [SPEAKER]),
    ([(SPEAKER, "Quorwen gave me the impression the pier is closing")], 0, "Quorwen",
     [SPEAKER]),
    ([(SPEAKER, "Quorwen made out that the rota was my fault")], 0, "Quorwen", [SPEAKER]),
    ([(SPEAKER, "Quorwen made it sound like the sale is done")], 0, "Quorwen", [SPEAKER]),
    # a bare kin word called or met is the next 'she'/'he', not a woman named before
    ([(LISTENER, "Gwendolen says we should try the new place"),
      (SPEAKER, "I rang mum on Sunday and she said the place is lovely")], 1,
     f"{SPEAKER}'s mum", [SPEAKER]),
    # 'apparently' after a call or a meeting named in the same breath: the one called or met
    # is the source
    ([(SPEAKER, "Quorwen just rang and apparently the regatta is off")], 0, "Quorwen",
     [SPEAKER]),
    ([(SPEAKER, "I rang Quorwen and apparently the regatta is off")], 0, "Quorwen", [SPEAKER]),
    ([(SPEAKER, "Quorwen rang. apparently the regatta is off")], 0, "Quorwen", [SPEAKER]),
    ([(SPEAKER, "met my cousin for lunch and apparently the pier is shutting")], 0,
     f"{SPEAKER}'s cousin", [SPEAKER]),
]


@pytest.mark.parametrize("lines,idx,owner,chain", CASES, ids=[c[0][c[1]][1][:30] for c in CASES])
def test_owner_and_chain(lines, idx, owner, chain):
    x = _extract(lines)[idx]
    assert any(c.owner == owner and c.relayed_by == chain for c in x.claims), x.claims


@pytest.mark.parametrize("text", ["that street was grim when I lived there",
                                  "the broth was a bit salty", "corner says nothing"])
def test_a_lower_case_dictionary_word_names_no_one(text):
    x = _extract([(SPEAKER, text)])[0]
    assert all(c.owner in (SPEAKER,) and c.target_kind != "person" for c in x.claims), x.claims
    assert not any(getattr(f, "subject", "") not in (SPEAKER, "") for f in x.facts), x.facts


@pytest.mark.parametrize("lines", [
    [(LISTENER, "thursday at six?"), (SPEAKER, "that works for me")],
    [(SPEAKER, "Quorwen works at the harbour office")],
    [(SPEAKER, "my nephew helped me move the piano")],
    [(SPEAKER, "Tarrow practises every morning before work")],
    # one past act, not a habit; one's own habit; a habit told as a fact
    [(SPEAKER, "Tarrow never told me anything about the move")],
    [(SPEAKER, "I never eat anything before noon")],
    [(SPEAKER, "Tarrow returns everything she orders online")],
])
def test_work_and_help_of_a_person_or_a_plan_is_no_verdict(lines):
    x = _extract(lines)[-1]
    assert not any(c.owner == lines[-1][0] and not c.relayed_by for c in x.claims), x.claims


def test_found_efficacy_keeps_the_trial_as_an_event():
    x = _extract([(SPEAKER, "I wrapped the pots in fleece last winter and found it did "
                            "nothing")])[0]
    assert x.events and x.claims, x


@pytest.mark.parametrize("text", ["is the lido shut apparently?", "I hear you, that is rough"])
def test_no_evidential_reading_of_a_question_or_an_acknowledgement(text):
    x = _extract([(LISTENER, "the lido might close"), (SPEAKER, text)])[1]
    assert not any(c.owner == "someone" for c in x.claims), x.claims


@pytest.mark.parametrize("text", ["Quorwen agreed to pay for the boat", "we agreed on Friday"])
def test_agreeing_to_or_on_something_is_no_view(text):
    x = _extract([(SPEAKER, text)])[0]
    assert not any(c.relayed_by for c in x.claims), x.claims


def test_a_sentential_relative_report_keeps_the_record_before_it():
    x = _extract([(SPEAKER, "we booked the barn in Tarrowby, which my sister reckons is "
                            "overpriced")])[0]
    assert x.events and any(c.owner == f"{SPEAKER}'s sister" for c in x.claims), x


def test_a_message_word_is_no_name():
    x = _extract([(SPEAKER, "email says the trip is off")])[0]
    assert not any(c.owner == "Email" for c in x.claims), x.claims


@pytest.mark.parametrize("text", ["good to know", "sad to hear that", "useful to know, thanks",
                                  "oh nice to hear"])
def test_taking_in_news_is_no_verdict(text):
    x = _extract([(LISTENER, "Quorwen says the kiosk is closing"), (SPEAKER, text)])[1]
    assert not x.claims, x.claims


@pytest.mark.parametrize("text", ["street party planning thread, who is doing what?",
                                  "Yeah, bank holiday. The office sent an email round.",
                                  "gift list for the wedding"])
def test_naming_an_occasion_is_no_verdict(text):
    x = _extract([(SPEAKER, text)])[0]
    assert not x.claims, x.claims


@pytest.mark.parametrize("text", ["great party!", "best holiday ever", "lovely party"])
def test_an_occasion_judged_is_a_verdict(text):
    x = _extract([(SPEAKER, text)])[0]
    assert any(c.owner == SPEAKER for c in x.claims), x.claims
