"""English constructions of the twenty-sixth pass, found with invented batteries (names, places
and topics invented here, in no data file): each test crosses a construction with several
source forms and contents and checks the owner and relay chain of the claims the last turn
gives."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owned

from cogmem_rdf.bench.natural import natural_name

SPEAKER = "Tamsk"
LISTENER = "Corriwen"

CONTENTS = [
    "the pier cafe is a total rip-off",
    "the new climbing wall is brilliant",
    "the quiz night is rigged",
]
# (source phrase, owner, the turn before)
SOURCES = [
    ("Varnel", "Varnel", "How was the weekend?"),
    ("my sister", f"{SPEAKER}'s sister", "How was the weekend?"),
    ("Varnel's mum", "Varnel's mum", "How was the weekend?"),
    ("the landlord", "the landlord", "How was the weekend?"),
    ("her brother", "Varnel's brother", "Did Varnel ever go to the pier cafe?"),
]


def _last(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))[-1]


def _owners(x) -> list[tuple[str, list[str]]]:
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _only_speaker(x) -> bool:
    return bool(x.claims) and all(
        natural_name(c.owner) == natural_name(SPEAKER) and not c.relayed_by for c in x.claims)


# what the speaker told someone is the speaker's own view: the one told passes nothing back
# (not 'the physio told her …', where 'her' relays the physio's words to the speaker)
@pytest.mark.parametrize("frame", ["I told {S} {C}.", "I told {S} that {C}.",
                                   "Honestly I keep telling {S} {C}.", "I said to {S} {C}."])
@pytest.mark.parametrize("source,owner,setup", SOURCES)
@pytest.mark.parametrize("content", CONTENTS[:2])
def test_what_the_speaker_told_someone_is_their_own(frame, source, owner, setup, content):
    text = frame.replace("{S}", source).replace("{C}", content)
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert _only_speaker(x), _owners(x)


# a verb of (dis)agreeing with nothing reported after it, then 'but' and the speaker's clause:
# the clause after 'but' is the speaker's, not the one who disagrees
@pytest.mark.parametrize("frame", ["{S} disagrees but {C}.", "{S} won't agree but {C}.",
                                   "{S} doesn't agree but {C}."])
@pytest.mark.parametrize("source,owner,setup", SOURCES)
@pytest.mark.parametrize("content", CONTENTS)
def test_but_after_a_bare_verb_of_agreeing_is_the_speakers(frame, source, owner, setup, content):
    text = _cap(frame.replace("{S}", source).replace("{C}", content))
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)
    assert not owned(x.claims, owner, [SPEAKER]), _owners(x)


# 'my other half', 'my better half': a partner named by a fixed phrase is a source like 'my
# wife'; its possessive chains on ("my other half's boss")
@pytest.mark.parametrize("frame,tail", [
    ("{S} reckons {C}.", ""), ("{S} said {C}.", ""), ("{C}, {S} says.", ""),
    ("According to {S}, {C}.", ""), ("So {S} is convinced {C}.", ""),
    ("{S}'s boss told me {C}.", "'s boss"),
])
@pytest.mark.parametrize("partner", ["my other half", "my better half"])
@pytest.mark.parametrize("content", CONTENTS[:2])
def test_a_partner_named_by_a_fixed_phrase(frame, tail, partner, content):
    text = _cap(frame.replace("{S}", partner).replace("{C}", content))
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text)])
    owner = f"{SPEAKER}'s {partner.split(' ', 1)[1]}{tail}"
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


def test_other_half_of_a_thing_is_no_person():
    x = _last([(LISTENER, "How was the weekend?"),
               (SPEAKER, "The other half of the cake was stale.")])
    assert not any("half" in c.owner for c in x.claims), _owners(x)


# 'the way X tells it, …': the teller's account, their view (as after 'as X says')
@pytest.mark.parametrize("frame", ["The way {S} tells it, {C}.", "So the way {S} puts it, {C}.",
                                   "The way {S} describes it {C}."])
@pytest.mark.parametrize("source,owner,setup", [
    *SOURCES, ("she", "Varnel", "Did Varnel ever go to the pier cafe?")])
@pytest.mark.parametrize("content", CONTENTS[:2])
def test_the_way_x_tells_it(frame, source, owner, setup, content):
    text = frame.replace("{S}", source).replace("{C}", content)
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


def test_the_way_someone_does_something_is_no_frame():
    x = _last([(LISTENER, "Did Varnel sing?"), (SPEAKER, "The way she sings is lovely.")])
    assert not owned(x.claims, "Varnel", [SPEAKER]), _owners(x)


# a verb of complaint or raving 'about how' a clause: the clause is the holder's view reported;
# a complaint about a thing is the holder's judgement of it (not the speaker's)
@pytest.mark.parametrize("frame", [
    "{S} was raving about how {C}.", "{S} was moaning about how {C}.",
    "{S} complained about how {C}.", "{S} keeps whinging about how {C}.",
])
@pytest.mark.parametrize("source,owner,setup", SOURCES)
@pytest.mark.parametrize("content", CONTENTS[:2])
def test_complaining_about_how(frame, source, owner, setup, content):
    text = _cap(frame.replace("{S}", source).replace("{C}", content))
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text", [
    "{S} complained about the quiz night.",
    "{S} was moaning about the pier cafe again.",
    "{S} complained about the quiz night, said it was rigged.",
    "{S} was grumbling about the pier cafe. Reckons it's a rip-off.",
])
@pytest.mark.parametrize("source,owner,setup", SOURCES)
def test_complaining_about_a_thing(text, source, owner, setup):
    x = _last([(LISTENER, setup), (SPEAKER, _cap(text.replace("{S}", source)))])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text", ["She was upset about the result.",
                                  "I complained to the council about the bins on Monday."])
def test_feeling_about_or_complaining_to_is_no_view(text):
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


# a sentence opening on a past verb of saying after a sentence whose subject is a third person:
# its dropped subject is that person (the present 'Says …' already was), not the speaker
@pytest.mark.parametrize("first", ["{S} went last week.", "{S} hated it.", "{S} came round.",
                                   "{S} wasn't impressed."])
@pytest.mark.parametrize("second", ["Said {C}.", "Told me {C}.", "Reckoned {C}."])
@pytest.mark.parametrize("source,owner,setup", SOURCES)
def test_a_past_report_with_its_subject_dropped(first, second, source, owner, setup):
    text = _cap(first.replace("{S}", source)) + " " + second.replace("{C}", CONTENTS[0])
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text", [
    "Went to the quiz night with Varnel. Said I'd never go again.",
    "Went to the quiz night. Told Varnel it was rigged.",
])
def test_a_past_report_after_the_speakers_own_dropped_subject(text):
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text)])
    assert not owned(x.claims, "Varnel", [SPEAKER]), _owners(x)


# the answer to a question for a third person's view ('What did X think of it?', 'Did your
# sister like it?', 'Did you ask X?'): its sentences with no subject of their own are X's view
ASKED = [
    ("What did Varnel think of the pier cafe?", "Varnel"),
    ("Did Varnel like the pier cafe?", "Varnel"),
    ("How did Varnel's mum find the pier cafe?", "Varnel's mum"),
    ("Did your sister enjoy the pier cafe?", f"{SPEAKER}'s sister"),
    ("Was the landlord impressed with the pier cafe?", "the landlord"),
]


@pytest.mark.parametrize("question,owner", ASKED)
@pytest.mark.parametrize("answer", [
    "Hated it. Said it was a total rip-off.", "Loved it!", "Not a fan.", "Wasn't impressed.",
    "Didn't like it at all.", "Total rip-off, apparently.", "Reckons it's a total rip-off.",
    "Thought it was overpriced.", "Yeah loved it, wants to go back.",
])
def test_an_answer_for_someone_elses_view(question, owner, answer):
    x = _last([(LISTENER, question), (SPEAKER, answer)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("question,owner", ASKED)
@pytest.mark.parametrize("answer", [
    "I loved it, not sure about them.", "Dunno. Total rip-off if you ask me.",
    "No idea, the cake was lovely though.", "Haven't asked. The coffee was brilliant.",
])
def test_an_answer_in_the_speakers_own_voice(question, owner, answer):
    x = _last([(LISTENER, question), (SPEAKER, answer)])
    assert owned(x.claims, SPEAKER, []), _owners(x)
    assert not owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("question,answer", [
    ("Did Varnel say when the van comes?", "Tuesday."),
    ("Did the plumber say which part he needs?", "Not yet."),
])
def test_an_answer_of_a_fact_is_no_view(question, answer):
    x = _last([(LISTENER, question), (SPEAKER, answer)])
    assert not x.claims, _owners(x)


def test_the_asker_going_on_is_their_own_view():
    x = _last([(LISTENER, "Did Varnel like it?"), (LISTENER, "Loved it myself.")])
    assert owned(x.claims, LISTENER, []), _owners(x)


def test_a_third_party_answers_for_the_one_asked_about():
    x = _last([(LISTENER, "What did Varnel think of the pier cafe?"),
               ("Brisco", "Hated it, said it was overpriced.")])
    assert owned(x.claims, "Varnel", ["Brisco"]), _owners(x)


# a record, then 'and'/'but'/',' and a verdict of the speaker's: both the record and the view
# (not the clause after 'but' following a view or a report, which goes on with it)
@pytest.mark.parametrize("record", ["We went on Saturday", "Took the kids there last week",
                                    "I finally tried it yesterday", "Popped in after work"])
@pytest.mark.parametrize("join", [", ", " and ", " but "])
@pytest.mark.parametrize("verdict", ["the service was awful", "the chips were cold",
                                     "way too expensive", "not worth it", "loved it"])
def test_a_record_then_a_verdict(record, join, verdict):
    x = _last([(LISTENER, "How was the pier cafe?"), (SPEAKER, f"{record}{join}{verdict}.")])
    assert x.events or x.facts, _owners(x)
    assert owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text,owner", [
    ("Varnel reckons the rent is fair but the walls are paper-thin.", "Varnel"),
    ("My sister says the flat is tiny and the kitchen is grim.", f"{SPEAKER}'s sister"),
])
def test_but_after_a_report_goes_on_with_it(text, owner):
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text", ["I texted the plumber on Wednesday.", "I rang Brisco at noon.",
                                  "I told her on Friday."])
def test_the_speaker_telling_someone_at_a_time_is_no_view(text):
    x = _last([(LISTENER, "Has anyone let the landlord know?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


# 'Love that place.', 'Hate the new layout tbh': the present attitude with its 'I' dropped
@pytest.mark.parametrize("text", ["Love that place.", "Hate the new layout tbh",
                                  "Adore the little garden out back."])
def test_a_present_attitude_with_its_subject_dropped(text):
    x = _last([(LISTENER, "How was the pier cafe?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# 'so far' says up to now, no degree; a participle with a figure after it after a glued 's
# ("he's gained 40 grams") is 'has', a measured change — records, no verdict
@pytest.mark.parametrize("text", [
    "The jar for the school trip is at £90 so far",
    "The raffle for the scout hut is at £75 so far.",
    "Took the tortoise for his check-up, he's gained 40 grams since spring",
    "He's put on 3 kilos since the spring.",
    "The new lodger arrived on Sunday. He has been out every evening so far.",
])
def test_so_far_and_a_measured_change_are_records(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


@pytest.mark.parametrize("text", ["So far so good.", "It's lost its charm."])
def test_so_far_so_good_is_still_a_verdict(text):
    x = _last([(LISTENER, "How's the new flat?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# a role noun ending in 'ss' ('boss', 'waitress') is a role like any other: "the landlord's
# boss", "Varnel's boss's wife" (its final 's' is no plural)
@pytest.mark.parametrize("frame", ["{S} reckons {C}.", "{S} told him {C}.", "So {S} said {C}."])
@pytest.mark.parametrize("source,owner", [
    ("the landlord's boss", "the landlord's boss"),
    ("the caretaker's boss", "the caretaker's boss"),
    ("my sister's boss", f"{SPEAKER}'s sister's boss"),
])
def test_a_role_noun_ending_in_ss(frame, source, owner):
    text = _cap(frame.replace("{S}", source).replace("{C}", CONTENTS[0]))
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text)])
    assert any(natural_name(c.owner) == natural_name(owner) for c in x.claims), _owners(x)


# a call or a message, a comma, then a report: the caller passes on what the report's holder
# said ('X rang, her boss reckons …' as 'X texted me, her boss said …')
@pytest.mark.parametrize("contact", ["rang", "rang me", "phoned", "called me", "texted me"])
@pytest.mark.parametrize("source,owner,inner,inner_owner", [
    ("Varnel", "Varnel", "her boss reckons", "Varnel's boss"),
    ("My sister", f"{SPEAKER}'s sister", "the vet says", "the vet"),
    ("Brisco", "Brisco", "his landlord thinks", "Brisco's landlord"),
])
def test_a_call_then_a_report(contact, source, owner, inner, inner_owner):
    text = f"{source} {contact}, {inner} {CONTENTS[0]}."
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text)])
    assert owned(x.claims, inner_owner, [SPEAKER, owner]), _owners(x)


# 'How's your mum?' — 'She's good.', 'Loads better now', 'Shattered.': how a person is, no one's
# verdict; a report after it in the same turn is the only view
@pytest.mark.parametrize("question", ["How's your mum?", "How is Varnel getting on?",
                                      "how's the landlord doing"])
@pytest.mark.parametrize("answer", ["She's good.", "Doing loads better now.", "Fine, busy.",
                                    "Shattered lol."])
def test_how_someone_is_is_no_view(question, answer):
    x = _last([(LISTENER, question), (SPEAKER, answer)])
    assert not x.claims, _owners(x)


@pytest.mark.parametrize("question", ["How's the new cafe?", "How was the gig?"])
def test_how_a_thing_is_stays_a_verdict(question):
    x = _last([(LISTENER, question), (SPEAKER, "Much better than the old one.")])
    assert owned(x.claims, SPEAKER, []), _owners(x)


def test_how_someone_is_then_a_report():
    x = _last([(LISTENER, "How's your mum?"),
               (SPEAKER, f"She's good. She reckons {CONTENTS[0]}.")])
    assert owned(x.claims, f"{SPEAKER}'s mum", [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


# met by chance ('ran into', 'bumped into', 'caught up with'): the one met is the source of
# an 'apparently …' after it, as after 'I rang X'
@pytest.mark.parametrize("met", ["Ran into {S}.", "I bumped into {S} at the shop,",
                                 "Caught up with {S} last night."])
@pytest.mark.parametrize("source,owner", [("my uncle", f"{SPEAKER}'s uncle"), ("Varnel", "Varnel")])
def test_met_by_chance_then_apparently(met, source, owner):
    text = met.replace("{S}", source) + f" apparently {CONTENTS[0]}."
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# "my cousin's wife …, she said": the possessed role is the one noted last, the next 'she'
@pytest.mark.parametrize("text,owner", [
    ("Bumped into my cousin's wife at the shop, she said {C}.", f"{SPEAKER}'s cousin's wife"),
    ("My sister's husband came round. He reckons {C}.", f"{SPEAKER}'s sister's husband"),
    ("My sister's husband came round. She reckons {C}.", f"{SPEAKER}'s sister"),
])
def test_a_pronoun_after_a_possessive_chain(text, owner):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text.replace("{C}", CONTENTS[0]))])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# a stance mark opening the sentence ('Tbh', 'Imo', 'Personally') before a name: the name is a
# person on its own ('Tbh Varnel' is no proper noun of two words)
@pytest.mark.parametrize("mark", ["Tbh", "Imo", "Frankly", "Personally"])
@pytest.mark.parametrize("frame", ["{M} Varnel said {C}.", "{M} Varnel reckons {C}."])
def test_a_stance_mark_before_a_name(mark, frame):
    text = frame.replace("{M}", mark).replace("{C}", CONTENTS[0])
    x = _last([(LISTENER, "What about the pier cafe?"), (SPEAKER, text)])
    assert owned(x.claims, "Varnel", [SPEAKER]), _owners(x)


# 'was all "…"': the quotative 'all' before a quotation, said of a person
@pytest.mark.parametrize("frame", ['{S} was all "{Q}"', '{S} was all, "{Q}"',
                                   '{S} is all "{Q}" lol'])
@pytest.mark.parametrize("source,owner,setup", SOURCES)
def test_quotative_all(frame, source, owner, setup):
    text = _cap(frame.replace("{S}", source).replace("{Q}", "this place is a rip-off"))
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


def test_all_before_a_quotation_of_a_thing_is_no_quotative():
    x = _last([(LISTENER, "What about the pier cafe?"),
               (SPEAKER, 'The cakes were all "homemade" apparently')])
    assert not any(natural_name(c.owner) == "the cakes" for c in x.claims), _owners(x)


# the news of a source named a turn before: 'What did X say (about it)?' / 'Did you hear back
# from X?' answered without a subject of its own ('That it's …', 'Yeah, says …', '…,
# apparently'), and the teller's own teaser ('Guess what X told me.' … 'What?' … the news) or
# contact ('Talked to X yesterday.' … 'And?' … 'Reckons …')
TOLD_SOURCES = [("Varnel", "Varnel"), ("the landlord", "the landlord"), ("her brother", None)]


@pytest.mark.parametrize("source,owner", TOLD_SOURCES[:2])
@pytest.mark.parametrize("question,answer", [
    ("What did {S} say about the pier cafe?", "That it's a total rip-off."),
    ("What did {S} say about the pier cafe?", "Total rip-off, in a word."),
    ("What did {S} say about the pier cafe?", "Reckons it's a total rip-off."),
    ("Did you hear back from {S}?", "Yeah, the pier cafe is a total rip-off apparently."),
    ("Did you hear back from {S}?", "Yeah, says the pier cafe is a total rip-off."),
])
def test_an_answer_passing_on_what_someone_said(source, owner, question, answer):
    x = _last([(LISTENER, question.replace("{S}", source)), (SPEAKER, answer)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("source,owner", TOLD_SOURCES[:2])
@pytest.mark.parametrize("tease,prompt,news", [
    ("Guess what {S} told me.", "What?", "The pier cafe is a total rip-off!"),
    ("You know what {S} said?", "What?", "That the pier cafe is a total rip-off."),
    ("Talked to {S} yesterday.", "And?", "Reckons the pier cafe is a total rip-off."),
    ("Talked to {S} yesterday.", "Oh yeah?", "Apparently the pier cafe is a total rip-off."),
    ("Caught up with {S} last night.", "And?", "Total rip-off apparently."),
])
def test_news_teased_then_told(source, owner, tease, prompt, news):
    x = _last([(SPEAKER, tease.replace("{S}", source)), (LISTENER, prompt), (SPEAKER, news)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("prompt,news", [
    ("And?", "I told her the pier cafe is a total rip-off."),
    ("How is she?", "The pier cafe is a total rip-off."),
    ("What?", "Honestly I think the pier cafe is a total rip-off."),
])
def test_teased_news_in_the_speakers_own_voice(prompt, news):
    x = _last([(SPEAKER, "Talked to Varnel yesterday."), (LISTENER, prompt), (SPEAKER, news)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


def test_the_prompter_does_not_take_the_news():
    x = _last([(SPEAKER, "Talked to Varnel yesterday."), (LISTENER, "Total rip-off, that cafe.")])
    assert not owned(x.claims, "Varnel", [LISTENER]), _owners(x)


# a verdict given as a deed, in the past ('slated the cafe', 'rubbished the plan', 'panned
# it'): the doer's stance toward the object (not 'is slated for Friday', a schedule)
@pytest.mark.parametrize("verb", ["slated", "rubbished", "panned"])
@pytest.mark.parametrize("source,owner,setup", SOURCES)
def test_a_verdict_given_as_a_deed(verb, source, owner, setup):
    x = _last([(LISTENER, setup), (SPEAKER, _cap(f"{source} {verb} the pier cafe."))])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


def test_slated_for_a_date_is_no_verdict():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "The quiz is slated for Friday.")])
    assert not x.claims, _owners(x)


# 'said something / stuff about <a state of affairs>': the gist of what was said is the view
@pytest.mark.parametrize("frame", ["{S} mentioned something about the pier cafe being a rip-off.",
                                   "{S} said stuff about the landlord putting the rent up.",
                                   "{S} was saying something about the quiz night being rigged."])
@pytest.mark.parametrize("source,owner,setup", SOURCES)
def test_something_about_a_state_of_affairs(frame, source, owner, setup):
    x = _last([(LISTENER, setup), (SPEAKER, _cap(frame.replace("{S}", source)))])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


def test_something_about_a_thing_is_no_report():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "Varnel said something about the wedding.")])
    assert not owned(x.claims, "Varnel", [SPEAKER]), _owners(x)


# 'did a great job', 'has done a terrible job', "she's done brilliantly": a verdict on how
# someone did something (not 'did the washing up', 'did well in the exam', records)
@pytest.mark.parametrize("text", ["Varnel did a great job on the cake.",
                                  "The builders did a terrible job.",
                                  "Honestly the council has done a shocking job.",
                                  "Brisco has done brilliantly this year."])
def test_a_verdict_on_how_it_was_done(text):
    x = _last([(LISTENER, "What about the cake?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text", ["Varnel did the washing up.", "I did well in the exam."])
def test_doing_something_is_a_record(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not x.claims and (x.events or x.facts), _owners(x)


def test_a_reported_verdict_on_how_it_was_done():
    x = _last([(LISTENER, "What about the extension?"),
               (SPEAKER, "My sister reckons the builders did a shocking job.")])
    assert owned(x.claims, f"{SPEAKER}'s sister", [SPEAKER]), _owners(x)


# an unsourced report, then in the same sentence a third person who went or tried it: the
# speaker had it from them ('Apparently it's great, Varnel went last week')
@pytest.mark.parametrize("report", ["Apparently it's great", "It's overpriced apparently"])
@pytest.mark.parametrize("visit,owner", [
    ("Varnel went last week", "Varnel"),
    ("my sister's been twice", f"{SPEAKER}'s sister"),
    ("the landlord tried it on Friday", "the landlord"),
])
def test_apparently_then_who_went(report, visit, owner):
    x = _last([(LISTENER, "Have you been to the pier cafe?"), (SPEAKER, f"{report}, {visit}.")])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert x.events or x.facts, _owners(x)


def test_apparently_then_a_visit_in_another_sentence_stays_unsourced():
    x = _last([(LISTENER, "Any news?"),
               (SPEAKER, "Apparently the ferry is cancelled. Varnel went anyway.")])
    assert not owned(x.claims, "Varnel", [SPEAKER]), _owners(x)


# 'has a feeling (that) …', "'s got a hunch …", 'gets the impression …': a belief held, as
# 'thinks …' — the holder's (the speaker's own with 'I')
@pytest.mark.parametrize("frame", ["{S} has a feeling {C}.", "{S}'s got a hunch {C}.",
                                   "{S} gets the impression that {C}.",
                                   "{S} has this sneaking suspicion {C}.",
                                   "{S} has a theory that {C}."])
@pytest.mark.parametrize("source,owner,setup", SOURCES[:4])
def test_a_belief_held_as_a_noun(frame, source, owner, setup):
    text = _cap(frame.replace("{S}", source).replace("{C}", CONTENTS[2]))
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text", ["I have a feeling the quiz night is rigged.",
                                  "I've got a sneaking suspicion the quiz night is rigged."])
def test_a_belief_held_as_a_noun_by_the_speaker(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


def test_a_feeling_for_something_is_no_belief():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "Varnel has a feeling for music.")])
    assert not owned(x.claims, "Varnel", [SPEAKER]), _owners(x)


# chat typed in lower case: a name asked about in lower case ('did varnel go?') is the next
# he/she and whose relatives 'her brother' are; a lower-case past report opening a sentence
# after a third-person subject continues it; 'what did varnel think?' asks for her view
@pytest.mark.parametrize("answer,owner", [
    ("yeah she said its a total rip-off", "Varnel"),
    ("her brother reckons its a total rip-off", "Varnel's brother"),
    ("her brother went last week. said its a total rip-off", "Varnel's brother"),
])
def test_a_name_asked_about_in_lower_case(answer, owner):
    x = _last([(LISTENER, "did varnel ever go to the pier cafe?"), (SPEAKER, answer)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


def test_a_view_asked_with_a_lower_case_name():
    x = _last([(LISTENER, "what did varnel think of the pier cafe?"),
               (SPEAKER, "hated it. said it was a total rip-off")])
    assert owned(x.claims, "Varnel", [SPEAKER]), _owners(x)


# a lower-case name before 'be' and a stance ('varnel wasnt impressed', 'varnel is convinced
# …') is a name as before a verb of saying; 'did you hear back from varnel?' likewise
@pytest.mark.parametrize("text,owner", [
    ("varnel wasnt impressed tbh", "Varnel"),
    ("varnel isnt convinced its worth it", "Varnel"),
    ("lol brisco was adamant its a rip-off", "Brisco"),
])
def test_a_lower_case_name_before_a_stance(text, owner):
    x = _last([(LISTENER, "what about the pier cafe?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


def test_the_cake_was_not_impressive_stays_a_thing():
    x = _last([(LISTENER, "how was it?"), (SPEAKER, "the cake wasnt impressive tbh")])
    assert owned(x.claims, SPEAKER, []), _owners(x)


def test_heard_back_from_a_lower_case_name():
    x = _last([(LISTENER, "did you hear back from varnel?"),
               (SPEAKER, "yeah, says the pier cafe is a total rip-off")])
    assert owned(x.claims, "Varnel", [SPEAKER]), _owners(x)


# a plural of a role ('my neighbours', 'the teachers') is the next 'they', as 'my parents' is
@pytest.mark.parametrize("first,owner", [
    ("My neighbours came round.", f"{SPEAKER}'s neighbours"),
    ("The teachers went on strike.", "the teachers"),
    ("Our cousins visited on Sunday.", f"{SPEAKER}'s cousins"),
])
def test_they_after_a_plural_role(first, owner):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, f"{first} They reckon {CONTENTS[0]}.")])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# chat verdicts with no evaluative word: 'not my thing', "I've had better", 'not what it used
# to be' (not 'not for me', as often whom a thing is for)
@pytest.mark.parametrize("text", ["honestly not my thing", "I've had better tbh.",
                                  "It's not what it used to be."])
def test_a_chat_verdict_without_an_evaluative_word(text):
    x = _last([(LISTENER, "How was the pier cafe?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


def test_not_for_me_of_whom_a_thing_is_for_is_no_verdict():
    x = _last([(LISTENER, "Is that parcel for you?"),
               (SPEAKER, "No, not for me, it's for Varnel.")])
    assert not x.claims, _owners(x)


def test_a_reported_chat_verdict():
    x = _last([(LISTENER, "How was the pier cafe?"),
               (SPEAKER, "Varnel reckons it's not what it used to be.")])
    assert owned(x.claims, "Varnel", [SPEAKER]), _owners(x)


# '<a message> from X saying …': X's words; a third person who showed, forwarded or sent it on
# relays them
@pytest.mark.parametrize("text,owner,chain", [
    ("Varnel showed me a text from her boss saying {C}.", "Varnel's boss", [SPEAKER, "Varnel"]),
    ("Varnel forwarded me an email from her boss saying {C}.", "Varnel's boss",
     [SPEAKER, "Varnel"]),
    ("There was a note from the landlord saying {C}.", "the landlord", [SPEAKER]),
    ("I got a letter from the council saying {C}.", "the council", [SPEAKER]),
])
def test_a_message_from_someone_saying(text, owner, chain):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text.replace("{C}", CONTENTS[0]))])
    assert owned(x.claims, owner, chain), _owners(x)


def test_a_message_the_speaker_sent_is_their_own():
    x = _last([(LISTENER, "Any news?"),
               (SPEAKER, f"I sent a text to Varnel saying {CONTENTS[0]}.")])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# the one spoken to as the source: 'you were saying …', 'you keep telling me …', 'according to
# you, …' (as 'you said …' already was)
@pytest.mark.parametrize("text", ["You were saying {C}.", "You keep telling me {C}.",
                                  "According to you, {C}.", "u were saying {C} lol"])
def test_the_listener_as_the_source(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text.replace("{C}", CONTENTS[0]))])
    assert owned(x.claims, LISTENER, [SPEAKER]), _owners(x)


# a source given in brackets after what it said: '… (according to X).', "… (X's words)."
@pytest.mark.parametrize("bracket", ["(according to {S})", "({P} words, not mine)",
                                     "(according to {S} anyway)"])
@pytest.mark.parametrize("source,owner,setup", SOURCES[:3])
def test_a_source_in_brackets(bracket, source, owner, setup):
    poss = source + "'s"
    text = _cap(f"{CONTENTS[0]} " + bracket.replace("{S}", source).replace("{P}", poss) + ".")
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# 'said to avoid / skip / try …', 'said not to bother': advice on a thing, the sayer's view, as
# 'told me to …' (not 'said to meet at six', an arrangement, nor 'said to me …')
@pytest.mark.parametrize("frame", ["{S} said to avoid the pier cafe.",
                                   "{S} said not to bother with the pier cafe.",
                                   "{S} said to give the pier cafe a miss."])
@pytest.mark.parametrize("source,owner,setup", SOURCES[:4])
def test_advice_said(frame, source, owner, setup):
    x = _last([(LISTENER, setup), (SPEAKER, _cap(frame.replace("{S}", source)))])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


def test_an_arrangement_said_is_no_view():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "Varnel said to meet at six.")])
    assert not x.claims, _owners(x)


# advice or a verdict in the imperative after a verb of saying ('said don't bother with …',
# 'said never again'): the sayer's
@pytest.mark.parametrize("text,owner", [
    ("My sister says don't bother with the pier cafe.", f"{SPEAKER}'s sister"),
    ("Varnel said don't bother with the pier cafe.", "Varnel"),
    ("Varnel says don't bother with the pier cafe.", "Varnel"),
    ("Brisco says don't go near the pier cafe.", "Brisco"),
    ("The landlord said never again.", "the landlord"),
])
def test_an_imperative_said(text, owner):
    x = _last([(LISTENER, "How was the pier cafe?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
