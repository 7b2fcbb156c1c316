"""English constructions of the twenty-eighth pass, found with invented batteries (names, places
and topics invented here, in no data file): each test crosses a construction with several
wordings and checks the owner and relay chain of the claims the last turn gives, or that it
gives a record and no claim."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owned

SPEAKER = "Tamsk"
LISTENER = "Gethrun"
SOURCE = "Ombreth"


def _last(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))[-1]


def _owners(x) -> list[tuple[str, list[str]]]:
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


# a noun's glued 's before a rated adjective that closes its clause is 'is' (a possessive's
# adjective needs a noun after it): the speaker's verdict, alone or beside a report
@pytest.mark.parametrize("text", [
    "the foyer's dingy tbh",
    "parking's dodgy, ngl",
    "honestly the sauna's filthy",
    "their garden's gorgeous",
    "wifi's rubbish lol",
    "the changing room's depressing though",
])
@pytest.mark.parametrize("tail", ["", f". {SOURCE} said the owner wants to sell"])
def test_a_glued_is_before_a_rated_adjective(text, tail):
    x = _last([(LISTENER, "how was the new gym?"), (SPEAKER, text + tail)])
    assert owned(x.claims, SPEAKER, []), _owners(x)
    if tail:
        assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


# the possessive stays a possessive, and a state of health or breakdown stays a state
@pytest.mark.parametrize("text", [
    "my laptop's broken",
    "Ombreth's ill",
    "my back's sore",
    "the kettle's dead again",
])
def test_a_glued_state_is_no_verdict(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


def test_a_possessed_thing_at_the_end_is_no_verdict():
    x = _last([(LISTENER, "right"), (SPEAKER, "ok next up: Ombreth's party.")])
    assert not any(c.owner == SPEAKER and not c.relayed_by for c in x.claims), _owners(x)


# a verdict with a time word, then a wish spliced on after a comma: the verdict is the
# speaker's view (the wish took it away)
@pytest.mark.parametrize("text", [
    "honestly the stalls last year were a shambles, hope they fixed it",
    "the stalls were a shambles last year, hopefully it's better now",
    "tbh the parade in 2023 was brilliant, hope they do it again",
    "the music on Saturday was dreadful, I hope they change the band",
])
def test_a_dated_verdict_then_a_wish(text):
    x = _last([(LISTENER, "going to the fair again?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text", [
    "hope they fixed the queues",
    "had a great time last year, hope you did too",
    "good luck with the stall, hope it goes well",
])
def test_a_wish_alone_is_no_view(text):
    x = _last([(LISTENER, "going to the fair again?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


# 'according to her' and a clause with no comma: a quantifier opens the clause, it is no role
# the pronoun possesses
@pytest.mark.parametrize("text,owner", [
    ("my sister did the course and according to her nobody finished it", f"{SPEAKER}'s sister"),
    ("yeah and according to her everybody dropped out by week two", SOURCE),
    ("according to her loads of people went home early", SOURCE),
    ("according to him half the class failed", "Drisk"),
    ("according to her most of the staff are leaving", SOURCE),
])
def test_according_to_a_pronoun_before_a_quantifier(text, owner):
    setup = "did Drisk go?" if "him" in text else "did Ombreth go?"
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# a verb of saying or writing with its plain object inside a report is no nested source: the
# reporter stays the owner
@pytest.mark.parametrize("text", [
    "Ombreth was saying the director wrote the script in a weekend, which shows",
    "Ombreth reckons the singer wrote that song about her ex",
    "Ombreth said the council wrote the rules years ago",
    "Ombreth says the kids wrote all the songs themselves",
    "Ombreth said the chef wrote the menu himself",
])
def test_a_verb_of_writing_with_its_object(text):
    x = _last([(LISTENER, "any news from the cafe?"), (SPEAKER, text)])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


def test_a_nested_report_stays_nested():
    x = _last([(LISTENER, "any news?"),
               (SPEAKER, "Ombreth said the owner said the place is closing")])
    assert owned(x.claims, "the owner", [SPEAKER, SOURCE]), _owners(x)


# a title or a capitalised role noun before a name stays with it, so a pronoun resolving to the
# person gives the name as it was said
@pytest.mark.parametrize("title", ["Coach", "Nurse", "Pastor", "Officer", "Captain", "Professor",
                                   "Dr", "Chef"])
@pytest.mark.parametrize("frame", [
    "yeah she said the results look normal",
    "she reckons I should be training three times a week",
])
def test_a_pronoun_resolving_to_a_titled_name(title, frame):
    x = _last([(LISTENER, f"did you catch {title} Vantrell?"), (SPEAKER, frame)])
    assert owned(x.claims, f"{title} Vantrell", [SPEAKER]), _owners(x)


def test_a_titled_name_asked_then_said():
    x = _last([(LISTENER, "how's training?"),
               (SPEAKER, "I asked Coach Vantrell and she said the pitch is a swamp")])
    assert owned(x.claims, "Coach Vantrell", [SPEAKER]), _owners(x)


# chat's verbs of a verdict ('sucks', 'slaps') closing a clause: the view of the subject's judge
@pytest.mark.parametrize("text", ["the update sucks so bad", "it really sucks tbh",
                                  "their new app sucks"])
def test_a_verdict_verb_is_the_speakers_view(text):
    x = _last([(LISTENER, "how's the new app?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text", ["Ombreth reckons the burgers slap", "she said it sucks"])
def test_a_verdict_verb_reported(text):
    x = _last([(LISTENER, "what did Ombreth think?"), (SPEAKER, text)])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["that sucks", "ugh that sucks",
                                  "gonna slap some paint on the shed"])
def test_sympathy_or_a_literal_verb_is_no_verdict(text):
    x = _last([(LISTENER, "my bike got nicked"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


@pytest.mark.parametrize("text", ["we've had better", "I've had better tbh"])
def test_had_better_is_a_verdict(text):
    x = _last([(LISTENER, "how was dinner?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# a past act of the speaker's, then a verbless verdict after a comma: the record and the view
@pytest.mark.parametrize("text", [
    "we queued for an hour, ridiculous",
    "I went on Friday, absolute nightmare",
    "we took the kids to the orchard, lovely day out",
    "got the van back on Monday, total bargain",
])
def test_a_record_then_its_verdict(text):
    x = _last([(LISTENER, "how'd the trip go?"), (SPEAKER, text)])
    assert (x.events or x.facts) and owned(x.claims, SPEAKER, []), (_owners(x), x.events)


@pytest.mark.parametrize("text", ["I went on Friday, with Ombreth",
                                  "I can lend you mine, no bother"])
def test_no_verdict_after_the_comma(text):
    x = _last([(LISTENER, "how'd the trip go?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


# a question for a third person's view with a contracted or plural auxiliary ("how's X finding
# it?"): a subjectless answer is X's view, an evidential on it too
@pytest.mark.parametrize("question,owner", [
    ("how's Ombreth finding the course?", SOURCE),
    ("what's Ombreth think of the course?", SOURCE),
    ("how are Ombreth's parents finding the flat?", f"{SOURCE}'s parents"),
])
@pytest.mark.parametrize("answer", ["loves it apparently", "apparently loves it",
                                    "not a fan apparently"])
def test_a_view_asked_with_a_contracted_auxiliary(question, owner, answer):
    x = _last([(LISTENER, question), (SPEAKER, answer)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# 'not impressed' answering a question for someone's view: their state, the 'be' dropped
@pytest.mark.parametrize("answer", ["not impressed", "not impressed, said the showers were filthy",
                                    "not too keen. said the showers were filthy"])
def test_not_impressed_answers_for_the_one_asked(answer):
    x = _last([(LISTENER, "Ombreth tried the new pool yesterday"),
               (SPEAKER, "oh what did she think?"), (LISTENER, answer)])
    assert owned(x.claims, SOURCE, [LISTENER]), _owners(x)


# a conversation named by its medium makes its partner the source of an 'apparently' after it
@pytest.mark.parametrize("contact", ["just got off the phone with Ombreth",
                                     "had a long chat with Ombreth", "was on a call with Ombreth"])
def test_a_conversation_then_apparently(contact):
    x = _last([(SPEAKER, contact), (LISTENER, "and?"),
               (SPEAKER, "apparently the venue is a dump")])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


# a verb of saying, an adverbial, then an existential 'there' clause: the report starts there
@pytest.mark.parametrize("text", [
    "Ombreth said in the meeting there'd be no bonus this year",
    "Ombreth said at lunch there will be no bonus this year",
    "Ombreth told me at the gym there'd be a strike",
    "Ombreth said in her email there's going to be a strike",
])
def test_a_report_after_an_adverbial_opening_on_there(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)
    assert all(not c.content.startswith(SOURCE) for c in x.claims), [c.content for c in x.claims]


# the person a view is about: one named earlier in the sentence for the report's subject
# pronoun, the one just talked about for a closing epithet ('…, that man')
@pytest.mark.parametrize("text", [
    "my old neighbour lodged with Drisk for a term and reckons he's impossible to live with",
    "Ombreth met Drisk at the party and reckons he's a total bore",
    "Drisk's mum says he's lazy",
])
def test_the_report_is_about_the_one_named_before_it(text):
    x = _last([(LISTENER, "hi"), (SPEAKER, text)])
    assert any(c.target == "Drisk" for c in x.claims), [(c.owner, c.target) for c in x.claims]


def test_a_closing_epithet_judges_the_one_talked_about():
    x = _last([(LISTENER, "who fixed your van?"),
               (SPEAKER, "Drisk sorted it for free. total star, that man")])
    assert any(c.owner == SPEAKER and c.target == "Drisk" for c in x.claims), [
        (c.owner, c.target) for c in x.claims]


# what a third person did, then the speaker's verbless verdict after a comma: both
@pytest.mark.parametrize("text", [
    "Ombreth spilled red wine all over the new sofa, nightmare",
    "Ombreth painted the whole fence in one day, mad",
])
def test_a_third_persons_act_then_the_speakers_verdict(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert (x.events or x.facts) and owned(x.claims, SPEAKER, []), _owners(x)


# a sentence after a view naming whose view it is: the view is theirs, passed on
@pytest.mark.parametrize("tail,owner", [
    ("my sister's words not mine", f"{SPEAKER}'s sister"),
    ("Ombreth's take anyway", SOURCE),
    ("that's Ombreth's opinion anyway", SOURCE),
    ("or so my sister says", f"{SPEAKER}'s sister"),
    ("my sister told me", f"{SPEAKER}'s sister"),
])
@pytest.mark.parametrize("sep", [". ", ", "])
def test_whose_view_named_after_it(tail, owner, sep):
    x = _last([(LISTENER, "any news?"),
               (SPEAKER, f"the new trampoline park is a rip off{sep}{tail}")])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


def test_whose_opinion_in_a_sentence_of_its_own():
    x = _last([(LISTENER, "any news?"),
               (SPEAKER, "the new trampoline park is a rip off. Ombreth's opinion not mine lol")])
    assert owned(x.claims, SOURCE, [SPEAKER]) and not owned(x.claims, SPEAKER, []), _owners(x)


def test_a_report_of_a_relative_after_a_view_is_a_second_view():
    x = _last([(LISTENER, "hi"),
               (SPEAKER, "the council is useless. my aunt said they lost her parcel twice")])
    assert owned(x.claims, SPEAKER, []) and owned(x.claims, f"{SPEAKER}'s aunt", [SPEAKER]), (
        _owners(x))


# 'seems to think' is the belief, hedged: the subject's view passed on (the speaker's with 'I')
@pytest.mark.parametrize("text,owner", [
    ("Ombreth seems to think the plan is doomed", SOURCE),
    ("my boss seemed to think the pitch went well", f"{SPEAKER}'s boss"),
    ("idk ombreth seems to think the plan is doomed", SOURCE),
])
def test_seems_to_think(text, owner):
    x = _last([(LISTENER, "any news"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# a degree word after a holder's apostrophe-less 's before a stance: the 's is 'is'
@pytest.mark.parametrize("text,owner", [
    ("ombreths pretty sure the shop is closing", SOURCE),
    ("my sisters totally convinced the shop is closing", f"{SPEAKER}'s sister"),
    ("my dads quite sure the shop is closing", f"{SPEAKER}'s dad"),
])
def test_apostrophe_less_is_before_a_degree_word(text, owner):
    x = _last([(LISTENER, "any news"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# a past act judged in passing — of someone's group or thing, or the speaker's own with the
# 'I' dropped — is a record as well as a view
@pytest.mark.parametrize("text", [
    "Ombreth's choir sang a gorgeous set at the fete",
    "finally finished the sponsored swim, chuffed to bits",
])
def test_a_past_act_judged_in_passing_is_a_record_too(text):
    x = _last([(LISTENER, "good weekend?"), (SPEAKER, text)])
    assert x.events or x.facts, _owners(x)


def test_an_imperative_is_no_record():
    x = _last([(LISTENER, "the shed roof still isn't fixed"),
               (SPEAKER, "whatever, let Ombreth finish them whenever")])
    assert not x.events, x.events


# a question for X's view of a person: the answer's subject pronoun is X, not the one judged
# (whose name says no gender)
@pytest.mark.parametrize("question,owner", [
    ("what does Ombreth think of Corvane?", SOURCE),
    ("what does your sister think of Corvane?", f"{SPEAKER}'s sister"),
    ("what did your mum make of Corvane?", f"{SPEAKER}'s mum"),
    ("did your sister like Corvane?", f"{SPEAKER}'s sister"),
])
@pytest.mark.parametrize("answer", ["she thinks he's lovely", "she said he was charming",
                                    "she likes him"])
def test_the_answer_pronoun_is_the_one_asked(question, owner, answer):
    x = _last([(LISTENER, question), (SPEAKER, answer)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# plain words of complaint the lexicons do not rate, closing the clause as its predicate
@pytest.mark.parametrize("text", ["the service was slow", "the portions were tiny tbh",
                                  "the music was way too loud"])
def test_a_plain_complaint_is_a_verdict(text):
    x = _last([(LISTENER, "how was the new diner?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


@pytest.mark.parametrize("text", ["the lamb was tiny when it was born", "I was slow this morning"])
def test_the_plain_word_in_a_record(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


@pytest.mark.parametrize("text", ["bang average", "the puddings are next level",
                                  "honestly it's on another level"])
def test_set_phrases_of_praise_or_faint_praise(text):
    x = _last([(LISTENER, "how was the new diner?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


def test_the_next_level_of_a_game_is_no_verdict():
    x = _last([(LISTENER, "how's the game going?"),
               (SPEAKER, "we got to the next level last night")])
    assert not x.claims, _owners(x)


# a quotation after a message sent to a short determined group
def test_a_message_to_a_group_then_its_words():
    x = _last([(LISTENER, "any news?"),
               (SPEAKER, 'Ombreth messaged the group chat "gig is cancelled, refunds coming"')])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


# a clause spliced on after a third person's act, its subject left out: a short report or
# belief ('…, reckons it's overpriced'), or a state ('…, wasn't a fan'): that person's view
@pytest.mark.parametrize("tail", ["reckons it's overpriced", "thought it was overpriced",
                                  "wasn't a fan", "wasn't impressed", "hated it"])
def test_a_spliced_clause_goes_on_with_the_subject(tail):
    x = _last([(LISTENER, "any news?"), (SPEAKER, f"Ombreth tried the new sauna, {tail}")])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)
    assert not owned(x.claims, SPEAKER, []), _owners(x)


def test_the_speakers_own_spliced_state():
    x = _last([(LISTENER, "any news?"), (SPEAKER, "I tried the new sauna, wasn't impressed")])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# 'heard from X', 'news from X', then the news in the next clause or sentence: X's
@pytest.mark.parametrize("text", ["heard from Ombreth. the gig is off",
                                  "just heard from Ombreth, the gig is off",
                                  "update from Ombreth, the gig is off"])
def test_heard_from_then_the_news(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


def test_heard_from_that_keeps_the_next_sentence_the_speakers():
    x = _last([(LISTENER, "any news?"),
               (SPEAKER, "heard from Ombreth at lunch that the rota is changing. honestly the "
                         "new one is a mess")])
    assert owned(x.claims, SOURCE, [SPEAKER]) and owned(x.claims, SPEAKER, []), _owners(x)


# an unnamed 'they' (a garage, a clinic) acting on the speaker after another sentence: a record
@pytest.mark.parametrize("text", ["picked the van up! they charged me 280 in the end",
                                  "took the cat in. they gave us some tablets"])
def test_an_unnamed_they_acting_on_the_speaker(text):
    x = _last([(LISTENER, "how did it go?"), (SPEAKER, text)])
    assert len(x.events) + len(x.facts) >= 2, (x.events, x.facts)


# a record of a named subject: its predicate is the verb's, not the name's
@pytest.mark.parametrize("text,pred", [("Ombreth bought a van yesterday", "buy"),
                                       ("Pip swallowed a slipper on Monday", "swallow"),
                                       ("Bought a van yesterday", "buy")])
def test_the_predicate_of_a_named_subjects_record(text, pred):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert any(e.predicate == pred for e in x.events), [(e.text, e.predicate) for e in x.events]


# a lower-case title and a lower-case name before a verb of saying: the titled name
@pytest.mark.parametrize("text", ["coach ombreth reckons the gym is shutting",
                                  "coach ombreth says the pool is too cold"])
def test_a_lower_case_titled_name(text):
    x = _last([(LISTENER, "any news"), (SPEAKER, text)])
    assert owned(x.claims, "Coach Ombreth", [SPEAKER]), _owners(x)


# a name's glued 's before a place phrase or a state of life is 'is': a record of that person
@pytest.mark.parametrize("text", ["Ombreth's pregnant!! so happy for her", "Ombreth's engaged",
                                  "Ombreth's in hospital, nothing serious apparently",
                                  "Ombreth's on holiday till Monday",
                                  "Ombreth's back from the coast"])
def test_a_glued_is_before_a_place_or_a_state(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert any(f.subject == SOURCE for f in x.facts) or any(
        SOURCE in e.participants for e in x.events), (x.facts, x.events)
