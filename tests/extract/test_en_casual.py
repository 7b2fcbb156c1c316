"""Casual English constructions of natural dialogue, each with sentences written for this test
(no data-file sentences or names): slang verdicts, verdicts closing a sentence after a comma,
and who owns a report or a view."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Thibaudine"
LISTENER = "Marzanna"


def _extract(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))


# the speaker's own verdicts: (lines, index of the turn, the polarity expected)
VERDICTS = [
    # informal evaluatives that VADER leaves unrated
    ([(LISTENER, "Tried the noodle bar on Kelp Row?"),
      (SPEAKER, "yeah their dumplings are unreal")], 1, "positive"),
    ([(LISTENER, "Is the new tablet worth it?"),
      (SPEAKER, "for reading yes. speakers are mid tho")], 1, "negative"),
    # a hyphenated compound is one evaluative word; a verbless intensified fragment judges
    ([(SPEAKER, "The cab wanted ninety quid for the airport run. Total rip-off.")], 0,
     "negative"),
    # a short verbless verdict after a comma closes a record: the verdict is a clause apart
    ([(SPEAKER, "we finally did the canal walk on saturday, not bad at all")], 0, "positive"),
    ([(SPEAKER, "tried the pho stall by the depot yesterday, seriously good")], 0, "positive"),
    # how hard someone is to deal with judges them
    ([(LISTENER, "I have to get Quennel a leaving present"),
      (SPEAKER, "ha good luck, hes impossible to shop for")], 1, "negative"),
    ([(SPEAKER, "Quennel is honestly so easy to get on with")], 0, "positive"),
]


def test_a_definite_subject_with_its_own_verb_after_a_comma_is_a_clause_apart():
    x = _extract([(SPEAKER, "finished the jigsaw last night, the sky was a nightmare")])[0]
    assert x.events and [c.content for c in x.claims] == ["the sky was a nightmare"], (
        x.events, x.claims)


@pytest.mark.parametrize("lines,idx,polarity", VERDICTS, ids=[v[0][-1][1][:30] for v in VERDICTS])
def test_speakers_verdict(lines, idx, polarity):
    x = _extract(lines)[idx]
    got = [(c.owner, c.relayed_by, c.polarity) for c in x.claims]
    assert (SPEAKER, [], polarity) in got, got


def test_a_verdict_after_a_comma_leaves_the_record():
    x = _extract([(SPEAKER, "we finally did the canal walk on saturday, not bad at all")])[0]
    assert x.events or x.facts, x


# not verdicts: a comma before a noun phrase that describes, not judges
@pytest.mark.parametrize("text", ["Got a kettle on Monday, a red one, long spout."])
def test_no_verdict(text):
    assert not _extract([(SPEAKER, text)])[0].claims


# (lines, index of the turn, owner, relay chain)
CASES = [
    # a place adverb between a named holder and the verb
    ([(SPEAKER, "Brannoc downstairs reckons the boiler's on its last legs.")], 0, "Brannoc",
     [SPEAKER]),
    # a name after a possessed role of a possessed role is the person
    ([(SPEAKER, "my aunt's lodger Feodor says the tram is late every single day")], 0,
     "Feodor", [SPEAKER]),
    ([(SPEAKER, "my aunt's lodger Feodor fixed our gate and he thinks those hinges are "
                "rotten")], 0, "Feodor", [SPEAKER]),
    # 'was like' before a clause of its own, no comma or quotation marks
    ([(SPEAKER, "my cousin Amarisse was like they do the best chips on the coast")], 0,
     "Amarisse", [SPEAKER]),
    # a quotative 'goes' before a clause whose subject is a partitive
    ([(SPEAKER, "my brother's flatmate fixes bikes, she goes some of them come back twice a "
                "week")], 0, f"{SPEAKER}'s brother's flatmate", [SPEAKER]),
    # an aside after a lead names the report's sources, one after another: the last owns it
    ([(SPEAKER, "ok so rumour is, and this came from Dariel who heard it from the vicar's "
                "wife, the fete's cancelled")], 0, "the vicar's wife", [SPEAKER, "Dariel"]),
    ([(SPEAKER, "Apparently (this is from Dariel) the kiosk shuts for winter.")], 0, "Dariel",
     [SPEAKER]),
    # a person noun known by where they are: the whole phrase is the holder
    ([(SPEAKER, "the woman from the allotment society reckons the plots will be sold off")], 0,
     "the woman from the allotment society", [SPEAKER]),
    ([(SPEAKER, "ok. the bloke behind the counter told me they're out of oat milk")], 0,
     "the bloke behind the counter", [SPEAKER]),
    # a lead after a conjunction opens a clause of its own; its pronoun is no role noun
    ([(SPEAKER, "my grandad's bowls team tried that café but according to him we should "
                "skip the scones")], 0, f"{SPEAKER}'s grandad", [SPEAKER]),
    # the named subject in the speaker's own opinion is who the next pronoun means, before a
    # name inside its clause
    ([(LISTENER, "I doubt Brannoc even realised Feodor had applied."),
      (SPEAKER, "she did, she told me at lunch she was gutted for him")], 1, "Brannoc",
     [SPEAKER]),
    # a reason given as a sentence of its own: the frame right after 'because' / 'cos'
    ([(SPEAKER, "Because according to Ulfrida, the ferry stops running in March.")], 0,
     "Ulfrida", [SPEAKER]),
    ([(SPEAKER, "cos my godmother was like, the cathedral roof is falling in")], 0,
     f"{SPEAKER}'s godmother", [SPEAKER]),
    ([(SPEAKER, "According to Ulfrida Penhallick, the pier reopens in May.")], 0,
     "Ulfrida Penhallick", [SPEAKER]),
    # an interjection opening the quotative's speech after its comma
    ([(SPEAKER, "Because Perrine was like, oh, it's only just been repainted.")], 0, "Perrine",
     [SPEAKER]),
    ([(SPEAKER, "my nan was like, ugh, they never sweep the porch")], 0, f"{SPEAKER}'s nan",
     [SPEAKER]),
    # one pointed at ('X there', 'X here') before the verb of saying
    ([(SPEAKER, "Osberta there reckons it's the fuel pump, two hundred quid at least")], 0,
     "Osberta", [SPEAKER]),
    ([(SPEAKER, "ok Brisca here says the ferry is late again")], 0, "Brisca", [SPEAKER]),
]


@pytest.mark.parametrize("lines,idx,owner,chain", CASES, ids=[c[0][-1][1][:30] for c in CASES])
def test_owner_and_chain(lines, idx, owner, chain):
    x = _extract(lines)[idx]
    got = [(c.owner, c.relayed_by) for c in x.claims]
    assert (owner, chain) in got, (lines[idx][1], got)


# 'was like' comparing, 'goes' with no clause after it: nothing reported
@pytest.mark.parametrize("text", ["Amarisse was like a ghost after the night shift.",
                                  "Amarisse goes half the time."])
def test_no_report(text):
    got = [(c.owner, c.relayed_by) for c in _extract([(SPEAKER, text)])[0].claims]
    assert not [g for g in got if g[0] == "Amarisse"], got


def test_a_stance_marker_closing_a_first_person_record_marks_no_view():
    x = _extract([(SPEAKER, "I saw the ferry go past yesterday tbh")])[0]
    assert x.events and not x.claims, (x.events, x.claims)


def test_a_belief_adjective_with_nothing_after_it_judges_the_topic():
    x = _extract([(LISTENER, "Did Brannoc like the loft conversion?"),
                  (SPEAKER, "Brannoc isn't convinced.")])[1]
    got = [(c.owner, c.relayed_by, c.polarity) for c in x.claims]
    assert ("Brannoc", [SPEAKER], "negative") in got, got


def test_an_adjective_row_needs_its_be():
    x = _extract([(SPEAKER, "I sold the old bike on Tuesday.")])[0]
    assert not x.claims and x.events, (x.claims, x.events)


# questions typed without their '?': interrogative word order asks, it judges nothing
@pytest.mark.parametrize("text", ["right so is the new tram line any good",
                                  "what's her reason this time", "did u rate the sequel",
                                  "where did they end up parking"])
def test_an_unmarked_question_gives_no_claim(text):
    assert not _extract([(SPEAKER, text)])[0].claims


def test_an_evaluation_closed_by_doubled_marks_is_a_verdict():
    x = _extract([(LISTENER, "Did the plot twist get you?"),
                  (SPEAKER, "the reveal wasn't guessable at all?? Brannoc was stunned too")])[1]
    assert [c for c in x.claims if c.owner == SPEAKER], x.claims


def test_a_statement_with_one_question_mark_asks():
    assert not _extract([(SPEAKER, "the launderette's shut for good?")])[0].claims


def test_a_negated_auxiliary_keeps_its_form_in_a_restored_record():
    x = _extract([(SPEAKER, "I wasn't at the quiz at all on Thursday")])[0]
    assert any("wasn't" in (f.text or "") for f in x.facts) or any(
        "wasn't" in (e.text or "") for e in x.events), (x.facts, x.events)


def test_an_irregular_past_is_a_verb_not_a_verdict():
    # 'Harmony' rated by VADER is a name here; 'rang' is its verb, so the clause is a record
    x = _extract([(SPEAKER, "Harmony rang on Tuesday. Apparently the quiz is cancelled.")])[0]
    assert not [c for c in x.claims if c.owner == SPEAKER], x.claims


def test_a_reporting_verb_with_its_own_complement_reports_nothing_before_it():
    x = _extract([(SPEAKER, "Brannoc and I car-share on weekdays and he has not complained "
                            "about petrol costs")])[0]
    assert not [c for c in x.claims if c.owner == "Brannoc"], x.claims
    assert x.facts or x.events


def test_a_demonstrative_object_of_saying_reports_nothing():
    x = _extract([(LISTENER, "Brannoc reckons my niece is a future chess champion."),
                  (SPEAKER, "honestly Brannoc says that about all the juniors")])[1]
    got = [(c.owner, c.relayed_by) for c in x.claims]
    assert (SPEAKER, []) in got and not [g for g in got if g[0] == "Brannoc"], got


def test_that_before_an_adverbial_and_a_clause_still_introduces_it():
    x = _extract([(SPEAKER, "Brannoc said that at the AGM the roof fund ran dry")])[0]
    assert ("Brannoc", [SPEAKER]) in [(c.owner, c.relayed_by) for c in x.claims], x.claims


def test_a_verbless_habit_answers_for_the_speaker():
    x = _extract([(LISTENER, "still swimming before work?"),
                  (SPEAKER, "every monday and wednesday haha, rain or shine")])[1]
    assert [f for f in x.facts if f.subject == SPEAKER] and not x.claims, (x.facts, x.claims)


def test_a_comment_word_on_a_fact_leaves_the_fact_a_record():
    x = _extract([(SPEAKER, "Good thing I keep a spare charger in the van.")])[0]
    assert [f for f in x.facts if f.subject == SPEAKER] and not x.claims, (x.facts, x.claims)


def test_for_good_means_permanently_and_judges_nothing():
    x = _extract([(SPEAKER, "the laundrette on Quarrel Lane is shutting for good in June")])[0]
    assert not x.claims and (x.events or x.facts), (x.claims, x.events, x.facts)


def test_going_after_an_object_is_no_reported_clause():
    x = _extract([(SPEAKER, "Brannoc swallows every tabloid headline going.")])[0]
    x2 = _extract([(SPEAKER, "Brannoc believes every tabloid headline going.")])[0]
    assert not [c for c in x.claims + x2.claims if c.owner == "Brannoc"], (x.claims, x2.claims)


def test_a_stance_marker_closing_an_undated_first_person_clause_keeps_the_view():
    x = _extract([(SPEAKER, "i wouldnt lend money to a stranger tbh")])[0]
    assert [c for c in x.claims if c.owner == SPEAKER], x


# 'was like' before a clause whose verb is on no list, or before an interjection
@pytest.mark.parametrize("text", ["my aunt Rosmerta was like they undercook everything there",
                                  "Rosmerta was like omg the queue is insane"])
def test_was_like_reports(text):
    got = [(c.owner, c.relayed_by) for c in _extract([(SPEAKER, text)])[0].claims]
    assert ("Rosmerta", [SPEAKER]) in got, got


@pytest.mark.parametrize("text", ["Rosmerta was like a sister to me growing up.",
                                  "they were like a second family to Rosmerta"])
def test_was_like_comparing_reports_nothing(text):
    got = [(c.owner, c.relayed_by) for c in _extract([(SPEAKER, text)])[0].claims]
    assert not [g for g in got if g[0] == "Rosmerta"], got


def test_a_verbless_intensified_idiom_is_a_negative_verdict():
    x = _extract([(LISTENER, "How was the escape room?"), (SPEAKER, "utter farce of a night")])[1]
    assert [(c.owner, c.polarity) for c in x.claims] == [(SPEAKER, "negative")], x.claims


# (lines, index of the turn, owner, relay chain): a name unknown so far before a place adverb;
# a person identified by a relative clause; a two-word report after 'was like,'
MORE = [
    ([(SPEAKER, "Wendeliese next door thinks the hedge is a fire risk")], 0, "Wendeliese",
     [SPEAKER]),
    ([(SPEAKER, "the bloke who owns the chippy reckons the pier is unsafe")], 0,
     "the bloke who owns the chippy", [SPEAKER]),
    ([(SPEAKER, "my cousin was like, absolutely not")], 0, f"{SPEAKER}'s cousin", [SPEAKER]),
]


@pytest.mark.parametrize("lines,idx,owner,chain", MORE, ids=[c[0][-1][1][:30] for c in MORE])
def test_more_holders(lines, idx, owner, chain):
    got = [(c.owner, c.relayed_by) for c in _extract(lines)[idx].claims]
    assert (owner, chain) in got, got


@pytest.mark.parametrize("text", ["and then she was like", "he goes", "rumour is, and this is from",
                                  "the bloke who", "so word is,"])
def test_a_frame_with_nothing_after_it_does_not_crash(text):
    _extract([(SPEAKER, text)])


# a quotative's comma keeps its speech; a lead or a holder's frame after a conjunction or a
# comma opens a clause of its own (lines, index, owner, relay chain)
SPLITS = [
    ([(SPEAKER, "my nephews tutor has taught at that school since 2019 and shes like, they "
                "never mark on time")], 0, f"{SPEAKER}'s nephew's tutor", [SPEAKER]),
    ([(SPEAKER, "my godmother attended the opening and apparently the mayor told her the "
                "bridge will be late")], 0, "the mayor", [SPEAKER, f"{SPEAKER}'s godmother"]),
    ([(SPEAKER, "the pool is shutting lol, the lifeguard told me it's closing for repairs")], 0,
     "the lifeguard", [SPEAKER]),
]


@pytest.mark.parametrize("lines,idx,owner,chain", SPLITS, ids=[c[0][-1][1][:30] for c in SPLITS])
def test_splits(lines, idx, owner, chain):
    got = [(c.owner, c.relayed_by) for c in _extract(lines)[idx].claims]
    assert (owner, chain) in got, got


def test_a_rule_reported_as_a_no_phrase_keeps_its_no():
    x = _extract([(SPEAKER, "the caretaker says no scooters in the stairwell")])[0]
    got = [(c.owner, c.relayed_by, c.content) for c in x.claims]
    assert ("the caretaker", [SPEAKER], "no scooters in the stairwell") in got, got


def test_said_no_is_a_refusal_not_a_report():
    x = _extract([(SPEAKER, "Wendeliese said no to the second interview.")])[0]
    assert not [c for c in x.claims if c.owner == "Wendeliese"], x.claims


@pytest.mark.parametrize("text", [
    "Orlaith said the pier reopens in june but tbh i think shes mixing it up with the lido",
    "Orlaith reckons the pier reopens in june but honestly i doubt it",
])
def test_a_report_then_the_speakers_own_view_after_a_stance_word(text):
    """'X said … but tbh I think …': X's report, and the speaker's own view after it."""
    got = [(c.owner, c.relayed_by, c.content) for c in _extract([(SPEAKER, text)])[0].claims]
    assert [g[:2] for g in got] == [("Orlaith", [SPEAKER]), (SPEAKER, [])], got
    assert got[0][2] == "the pier reopens in june", got


# a remark on the telling after a comma ('…, did I say?', '…, did I tell you?', '…, you know?')
# leaves the statement's record; it asks nothing
@pytest.mark.parametrize("text", [
    "Wilmot passed his driving test on Monday, did I say?",
    "we repainted the porch on saturday, did I tell you?",
    "Auntie Grete sold the caravan in March, you know?",
])
def test_a_tag_on_the_telling_keeps_the_record(text):
    x = _extract([(SPEAKER, text)])[0]
    assert x.events or x.facts, (text, x)
    assert not x.claims, x.claims


# a swear of surprise alone is a reaction, no verdict
@pytest.mark.parametrize("text", ["wtf. why", "wth?? how"])
def test_a_reaction_is_no_claim(text):
    lines = [(LISTENER, "Wilmot walked out of the choir last night."), (SPEAKER, text)]
    assert not _extract(lines)[1].claims


# a clock time with no 'pm' after a time preposition dates a short first-person record
@pytest.mark.parametrize("text", [
    "I left at 7.",
    "yeah popped over after lunch, stayed till 9.",
    "we got there by 10",
])
def test_a_clock_time_dates_a_short_record(text):
    x = _extract([(SPEAKER, text)])[0]
    assert x.events or x.facts, (text, x)


# verdicts of temperature and age ('baltic', 'ancient', 'rickety'): the speaker's view
@pytest.mark.parametrize("text", ["the changing rooms are baltic", "his car is ancient tbh",
                                  "that ladder is well rickety"])
def test_a_verdict_of_temperature_or_age(text):
    x = _extract([(SPEAKER, text)])[0]
    assert [(c.owner, c.polarity) for c in x.claims] == [(SPEAKER, "negative")], x.claims


# a tradesperson met is the next 'he'/'she' (role nouns by class: trades and services)
@pytest.mark.parametrize("role", ["plasterer", "locksmith", "florist", "gamekeeper"])
def test_a_trade_met_is_the_next_pronoun(role):
    x = _extract([(SPEAKER, f"I rang the {role} on Tuesday."),
                  (SPEAKER, "She said the price has gone up again.")])[1]
    assert (f"the {role}", [SPEAKER]) in [(c.owner, c.relayed_by) for c in x.claims], x.claims


# a thing's dated state ('X is out till Friday', "X's off until May") is a record, after a
# header word too ('PSA', 'tl;dr', 'fyi')
@pytest.mark.parametrize("text", [
    "PSA: the goods lift is out till thursday",
    "fyi the boating lake's off until June",
    "tl;dr Osmer signed the tenancy on Monday",
])
def test_a_dated_state_after_a_header(text):
    x = _extract([(SPEAKER, text)])[0]
    assert (x.events or x.facts) and not x.claims, (text, x)


# a header ('the update is', 'the good news is') before a clause whose subject is a name typed in
# lower case: the clause is read on its own
def test_a_header_before_a_lower_case_name():
    x = _extract([(SPEAKER, "so the update is eadric signed the lease on monday")])[0]
    assert x.events and "Eadric" in x.events[0].participants, x
    y = _extract([(SPEAKER, "the good news is eadric reckons the roof will hold")])[0]
    assert ("Eadric", [SPEAKER]) in [(c.owner, c.relayed_by) for c in y.claims], y.claims
