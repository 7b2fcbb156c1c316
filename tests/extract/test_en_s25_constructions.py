"""English constructions of the twenty-fifth pass, found with invented batteries (names, places
and topics invented here, in no data file): each test crosses a construction with several
source forms or contents and checks the owner and relay chain of the claim the last turn gives."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owned

SPEAKER = "Thistrel"
LISTENER = "Kembrow"


def _last(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))[-1]


def _owners(x) -> list[tuple[str, list[str]]]:
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


# a 'his/her <role>' met, rung, asked or talked to is the next 'he'/'she' (as "Varnel's
# brother" is): the pronoun of the report is that relative, not the possessor of the other gender
@pytest.mark.parametrize("setup,text,owner", [
    ("Did Varnel go to the fair?",
     "I spoke to her brother yesterday. He said the cliff cafe is overpriced.", "Varnel's brother"),
    ("Did Varnel go to the fair?",
     "I asked her brother and he said the cliff cafe is overpriced.", "Varnel's brother"),
    ("Did Varnel go to the fair?",
     "I was chatting to her husband and he reckons the cliff cafe is a dump.", "Varnel's husband"),
    ("Is Corvath still around?",
     "I ran into his sister yesterday, she said the cliff cafe is overpriced.",
     "Corvath's sister"),
    ("Is Corvath still around?",
     "I rang his mum last night. She thinks the cliff cafe is a dump.", "Corvath's mum"),
])
def test_a_pronoun_after_a_pronoun_possessed_role_met(setup, text, owner):
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# the reported clause's subject may carry a place or a part after its noun ('the new bakery
# on Quennick Street is …', 'the guy at the garage reckons …'), after a quotative, a verb of
# saying with an adverbial before the clause, or a bare verb of saying
@pytest.mark.parametrize("frame", [
    "{S} was like {C}.",
    "{S} goes {C}.",
    "{S} said on the phone {C}.",
    "{S} told me on Friday {C}.",
    "{S} said over dinner {C}.",
    "{S} told me at the party {C}.",
    "{S} said {C}.",
])
@pytest.mark.parametrize("content", [
    "the new bakery on Quennick Street is overpriced",
    "the guy at the garage is a total crook",
    "the cafe near the bridge does the best scones",
    "the end of the film was rubbish",
])
@pytest.mark.parametrize("source,owner", [("Varnel", "Varnel"),
                                          ("my aunt", f"{SPEAKER}'s aunt")])
def test_a_subject_with_a_modifier_after_an_adverbial(frame, content, source, owner):
    text = frame.replace("{S}", source).replace("{C}", content)
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text[:1].upper() + text[1:])])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", [
    "Varnel mentioned the trip to the lake last week.",
    "Varnel was like the rest of them.",
    "Varnel was telling me about the house on Ollery Lane.",
])
def test_no_clause_after_the_frame_no_report(text):
    # a noun phrase with a modifier and no finite verb after it is an object, not a clause
    x = _last([(LISTENER, "How was the weekend?"), (SPEAKER, text)])
    assert not any(c.owner == "Varnel" for c in x.claims), _owners(x)


# getting in touch, then the verb of saying of the same subject: the subject as a whole (a
# name's relative, a pronoun's relative, a relation of the speaker) holds the view
@pytest.mark.parametrize("source,owner", [
    ("Varnel's boss", "Varnel's boss"), ("my aunt", f"{SPEAKER}'s aunt"),
    ("her brother", "Varnel's brother"), ("Varnel", "Varnel")])
@pytest.mark.parametrize("verbs", ["rang me and said", "came round and said", "rang and said",
                                   "phoned and told me"])
def test_a_contact_verb_then_a_verb_of_saying(source, owner, verbs):
    text = f"{source} {verbs} the cliff cafe is overpriced."
    x = _last([(LISTENER, "Did Varnel go to the fair?"), (SPEAKER, text[:1].upper() + text[1:])])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["My aunt rang me and we had a chat.",
                                  "My aunt rang me and asked if the cliff cafe is open."])
def test_a_contact_verb_then_no_report(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


# the gist of what was said before the clause ('said something about how …', 'was saying stuff
# like …'); raving or gushing that …
@pytest.mark.parametrize("frame", [
    "{S} said something about how {C}.",
    "{S} was saying something like {C}.",
    "{S} told me something along the lines of {C}.",
    "{S} was raving that {C}.",
    "{S} gushed that {C}.",
])
@pytest.mark.parametrize("source,owner", [("Varnel", "Varnel"), ("my aunt", f"{SPEAKER}'s aunt"),
                                          ("Varnel's boss", "Varnel's boss")])
def test_the_gist_then_the_clause(frame, source, owner):
    text = frame.replace("{S}", source).replace("{C}", "the new cliff cafe is brilliant")
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text[:1].upper() + text[1:])])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["Varnel said something about the cliff cafe.",
                                  "Varnel said something like that.",
                                  "Varnel raved about the cliff cafe."])
def test_the_gist_with_no_clause(text):
    # no clause after the gist: nothing reported as a clause ('raved about' judges the thing)
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not any(c.content.startswith("the cliff cafe") for c in x.claims), [
        (c.owner, c.content) for c in x.claims]


# a verbless verdict by its shape — an intensified noun phrase with an evaluative word, 'such a
# …' / 'bit of a …' before an evaluative noun — after a record (after a comma or as a sentence
# of its own) or alone: the speaker's view, the record kept
@pytest.mark.parametrize("verdict", ["total farce", "complete waste of time",
                                     "bit of a letdown", "such a laugh", "a right laugh",
                                     "bit of a nightmare"])
@pytest.mark.parametrize("shape", ["We went to the harbour market on Sunday, {V}.",
                                   "We went to the harbour market on Sunday. {V}.", "{V}."])
def test_a_verdict_by_its_shape(verdict, shape):
    text = shape.replace("{V}", verdict)
    text = text[:1].upper() + text[1:]
    text = text.replace(". " + verdict, ". " + verdict[:1].upper() + verdict[1:])
    x = _last([(LISTENER, "How was your weekend in Dunmarrow?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)
    if shape.startswith("We"):
        assert x.events or x.facts, text


@pytest.mark.parametrize("text", ["Complete beginner.", "a bit of a walk",
                                  "We went to the harbour market on Sunday, a bit of a walk."])
def test_no_verdict_without_an_evaluative_word(text):
    x = _last([(LISTENER, "How was your weekend in Dunmarrow?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


def test_bit_my_tongue_is_still_biting():
    x = _last([(LISTENER, "How was your weekend in Dunmarrow?"),
               (SPEAKER, "Bit my tongue and said nothing.")])
    assert x.events and not x.claims, _owners(x)


# what happened to a person, in the passive, or a state of health: a record, whatever the
# participle's valence ('been promoted', 'off sick'); a judgement of why or how fairly stays a view
@pytest.mark.parametrize("subject", ["Varnel", "My brother", "Varnel's husband", "She"])
@pytest.mark.parametrize("pred", ["'s been promoted to head chef", " has been promoted",
                                  "'s been off sick all week", " got sacked", "'s been really ill"])
def test_a_life_event_in_the_passive_is_a_record(subject, pred):
    x = _last([(LISTENER, "How's Varnel doing?"), (SPEAKER, f"{subject}{pred}.")])
    assert (x.events or x.facts) and not x.claims, _owners(x)


@pytest.mark.parametrize("text", ["She's been unfairly sacked.",
                                  "Varnel's been really unfair to her staff."])
def test_a_judged_event_stays_a_view(text):
    x = _last([(LISTENER, "How's Varnel doing?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# a possessed relative or role as the holder in sources that name a person's possession or
# relative: a written message ('X's review said …'), 'in X's opinion', a sentence subject taken
# up by a dropped-subject 'said' after a comma, 'according to' after an evidential
_SOURCE_FRAMES = [
    "{P} review said {C}.", "{P} post said {C}.", "{P} comment said {C}.",
    "In {P} opinion, {C}.", "In {P} view, {C}.",
    "Apparently, according to {O}, {C}.", "Supposedly according to {O}, {C}.",
    "{O} went last week, said {C}.", "{O} tried it, said {C}.",
]
_SOURCES = [("Varnel's boss", "Varnel's boss"), ("my aunt", f"{SPEAKER}'s aunt"),
            ("her brother", "Varnel's brother"), ("Varnel", "Varnel")]


# not read yet, so not listed: a pronoun-possessed subject taken up by a dropped-subject 'said'
# ('her brother went last week, said …')
@pytest.mark.parametrize(("frame", "source", "owner"), [
    (f, s, o) for f in _SOURCE_FRAMES for s, o in _SOURCES
    if not (s == "her brother" and f.startswith("{O}"))])
def test_a_possessed_holder_in_the_source_phrase(frame, source, owner):
    text = frame.replace("{P}", source + "'s").replace("{O}", source).replace(
        "{C}", "the cliff cafe was overpriced")
    x = _last([(LISTENER, "Did Varnel go to the fair?"), (SPEAKER, text[:1].upper() + text[1:])])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["Varnel's tweet was hilarious.", "Varnel's post was hilarious.",
                                  "Varnel's note got lost.", "Varnel's post got loads of likes."])
def test_a_message_noun_after_a_possessive_is_no_verb(text):
    # 'post', 'note', 'tweet' after a name's glued 's are nouns: nothing of Varnel's reported
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not any(c.owner == "Varnel" for c in x.claims), _owners(x)


# a third person asked (rang, met) someone, and that one answered: the one asked holds it, the
# asker passed it on — when the pronoun tells them apart or the verb is 'asked'
@pytest.mark.parametrize("text,owner,via", [
    ("Varnel asked her boss and he said the cable car is cancelled.", "Varnel's boss", "Varnel"),
    ("Varnel asked her boss and he said it's cancelled.", "Varnel's boss", "Varnel"),
    ("Corvath rang his sister and she said the cable car is cancelled.", "Corvath's sister",
     "Corvath"),
    ("My brother asked the captain and he said the cable car is cancelled.", "the captain",
     f"{SPEAKER}'s brother"),
    ("Corvath asked Orsolwen and she said the cable car is cancelled.", "Orsolwen", "Corvath"),
    ("Varnel's husband asked his boss and he told him the cable car is cancelled.",
     "Varnel's husband's boss", "Varnel's husband"),
])
def test_the_one_asked_answers(text, owner, via):
    x = _last([(LISTENER, "Any news about the cable car?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER, via]), _owners(x)


def test_an_answer_that_is_no_clause_reports_nothing():
    x = _last([(LISTENER, "Any news?"),
               (SPEAKER, "Varnel asked her boss for a day off and he said no.")])
    assert not x.claims, _owners(x)


# whom a later 'he'/'she'/'they' means: a relative or role with an adjective before it ('her new
# boyfriend', "Varnel's little brother"), a role spoken to ('Have you spoken to the landlord?'),
# a body heard back from ('Did you hear back from the council?')
@pytest.mark.parametrize("lines,owner,chain", [
    ([(SPEAKER, "My aunt popped round with her new boyfriend."), (LISTENER, "What's he like?"),
      (SPEAKER, "Nice enough. He reckons the town is going downhill though.")],
     f"{SPEAKER}'s aunt's new boyfriend", [SPEAKER]),
    ([(SPEAKER, "I met Varnel's new girlfriend."), (LISTENER, "Oh what's she like?"),
      (SPEAKER, "Lovely. She thinks the cliff festival is overrated though.")],
     "Varnel's new girlfriend", [SPEAKER]),
    ([(SPEAKER, "I ran into Corvath's little brother."),
      (SPEAKER, "He said the cliff cafe is shutting.")], "Corvath's little brother", [SPEAKER]),
    ([(SPEAKER, "Have you spoken to the landlord?"),
      (LISTENER, "Yes, he says the boiler is fine.")], "the landlord", [LISTENER]),
    ([(SPEAKER, "Did you hear back from the council?"),
      (LISTENER, "Yeah they said the bins are changing.")], "the council", [LISTENER]),
])
def test_whom_the_next_pronoun_means(lines, owner, chain):
    x = _last(lines)
    assert owned(x.claims, owner, chain), _owners(x)


# a person known only by where they are or by a relative clause, after 'this', 'a', 'the' ('this
# guy at work', 'a woman on the bus', 'a guy I know', 'the guy next door', 'the woman at the
# post office'): the whole phrase as said holds the view, never the speaker or the place
@pytest.mark.parametrize("source", ["this guy at work", "a woman on the bus", "a guy I know",
                                    "this lady I work with", "the guy next door",
                                    "the woman at the post office"])
@pytest.mark.parametrize("verb", ["says", "said", "reckons"])
def test_a_person_known_by_place_or_relative(source, verb):
    text = f"{source} {verb} the cliff cafe is overpriced."
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text[:1].upper() + text[1:])])
    assert [c.owner.lower() for c in x.claims] == [source.lower()], _owners(x)


def test_a_friend_stays_the_speakers_friend():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "A friend said the cliff cafe is overpriced.")])
    assert owned(x.claims, f"{SPEAKER}'s friend", [SPEAKER]), _owners(x)


# a noun that rates a person, after 'a' and a copula, whatever the subject's length ('the guy at
# the garage is a crook'): the speaker's view, not who the guy is
@pytest.mark.parametrize("subject", ["The guy at the garage", "That bloke at the cliff cafe",
                                     "The mechanic", "Varnel", "The lad who fixed our roof"])
@pytest.mark.parametrize("pred", ["is a crook", "was a total fraud", "is such a snob",
                                  "is a genius"])
def test_a_person_rated_by_a_noun(subject, pred):
    x = _last([(LISTENER, "What do you make of them?"), (SPEAKER, f"{subject} {pred}.")])
    assert owned(x.claims, SPEAKER, []), _owners(x)


def test_who_someone_is_stays_a_record():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "The new coach is Corvath's cousin.")])
    assert (x.events or x.facts) and not x.claims, _owners(x)


# a possessed noun of judging asked and answered at once ('Her verdict? Total rip-off.'): the
# answer is its possessor's, as after a colon; after a record, before the speaker's own view
@pytest.mark.parametrize("head,owner", [("Her verdict?", "Varnel"), ("Varnel's take?", "Varnel"),
                                        ("My brother's honest opinion?", f"{SPEAKER}'s brother"),
                                        ("Her answer?", "Varnel")])
@pytest.mark.parametrize("before,after", [("", ""), ("We went on Sunday. ", ""),
                                          ("", " I thought it was fine though.")])
def test_a_verdict_asked_and_answered(head, owner, before, after):
    text = f"{before}{head} The cliff gym is a rip-off.{after}"
    x = _last([(LISTENER, "How's Varnel?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


def test_a_real_question_about_a_verdict_is_no_view():
    x = _last([(LISTENER, "How's Varnel?"), (SPEAKER, "What's her verdict? I don't know.")])
    assert not any(c.owner == "Varnel" for c in x.claims), _owners(x)


# the same constructions typed as chat: lower case, no apostrophes, 'n' for 'and'
@pytest.mark.parametrize("text,owner", [
    ("varnels boss rang me n said the cliff cafe is overpriced", "Varnel's boss"),
    ("her verdict? overpriced", "Varnel"),
    ("my brothers take? its overpriced", f"{SPEAKER}'s brother"),
    ("in my aunts opinion the cliff cafe is overpriced", f"{SPEAKER}'s aunt"),
    ("i asked her brother n he said the cliff cafe is overpriced", "Varnel's brother"),
])
def test_chat_register(text, owner):
    x = _last([(LISTENER, "did varnel go to the fair?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["her verdict? dunno", "her verdict? what do you think"])
def test_chat_question_headed_with_no_answer(text):
    x = _last([(LISTENER, "did varnel go to the fair?"), (SPEAKER, text)])
    assert not any(c.owner == "Varnel" for c in x.claims), _owners(x)


# a source named after the news: behind a hedge ('at least', 'well', 'or at least'), or as a
# name's or relation's relative in '… — X's boss's words, not mine', 'if X's boss is to be
# believed'
@pytest.mark.parametrize("tail", [", at least according to {S}.", ", well according to {S} anyway.",
                                  ", or at least according to {S}.",
                                  " — {P} words, not mine.", ", if {S} is to be believed."])
@pytest.mark.parametrize("source,owner", [
    ("Varnel", "Varnel"), ("Varnel's boss", "Varnel's boss"), ("my aunt", f"{SPEAKER}'s aunt"),
    ("my aunt's neighbour", f"{SPEAKER}'s aunt's neighbour")])
def test_a_source_after_the_news(tail, source, owner):
    text = "The cable car's cancelled" + tail.replace("{S}", source).replace("{P}", source + "'s")
    x = _last([(LISTENER, "Is the cable car running?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# what the one spoken to said before, passed back to them: 'you said/told me …' is the
# listener's view relayed by the speaker; 'you never said', 'like you said, …' and questions not
@pytest.mark.parametrize("text", ["You said the cliff hotel was nice.",
                                  "You told me the cliff hotel was nice.",
                                  "So you told me it's a rip-off.", "u said its a rip off",
                                  "You literally said the cliff hotel was a dump."])
def test_you_said(text):
    x = _last([(LISTENER, "How was the cliff hotel?"), (SPEAKER, text)])
    assert owned(x.claims, LISTENER, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["Did you say the cliff hotel was nice?",
                                  "You think the cliff hotel is nice?"])
def test_you_asked_is_no_view_of_theirs(text):
    x = _last([(LISTENER, "How was the cliff hotel?"), (SPEAKER, text)])
    assert not any(c.owner == LISTENER for c in x.claims), _owners(x)


# a name with a role in apposition: the name holds it — before an adverb and its verb ('Nessel,
# our lodger, supposedly said …'), or after the news with the closing comma left out ('…, Nessel,
# my old tutor said.'); a comma word before the role is no name ('…, sadly, my mum said')
@pytest.mark.parametrize("text", [
    "Nessel, our lodger, supposedly said the night market is overpriced.",
    "The night market is overpriced, Nessel, my old tutor said.",
    "Apparently the night market is overpriced, Nessel, our lodger told me.",
    "The night market is overpriced, Nessel, our lodger, said.",
])
def test_a_name_with_a_role_in_apposition(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, "Nessel", [SPEAKER]), _owners(x)


def test_a_comma_word_before_a_role_is_no_name():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "The market is shut, sadly, my mum said.")])
    assert owned(x.claims, f"{SPEAKER}'s mum", [SPEAKER]), _owners(x)


# a message a third person got from someone, and what it said: the sender holds it, the one who
# got it relays it; and 'she'd heard from …' read as 'she had heard from …'
@pytest.mark.parametrize("text,owner,via", [
    ("Varnel got a text from her landlord saying the cable car is cancelled.", "Varnel's landlord",
     "Varnel"),
    ("My aunt got a message from the school saying the cable car is cancelled.", "the school",
     f"{SPEAKER}'s aunt"),
    ("Varnel had a call from her boss this morning saying the cable car is cancelled.",
     "Varnel's boss", "Varnel"),
    ("Corvath got an email from Orsolwen to say the cable car is cancelled.", "Orsolwen",
     "Corvath"),
    ("Varnel said she'd heard from her boss that the cable car is cancelled.", "Varnel's boss",
     "Varnel"),
])
def test_a_message_got_from_someone(text, owner, via):
    x = _last([(LISTENER, "Did Varnel say anything about the cable car?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER, via]), _owners(x)


def test_d_before_a_base_form_is_would():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "She'd say the cable car is cancelled.")])
    assert not any("had" in c.content.split() for c in x.claims), x.claims


# a third person's verdict said by what they will or won't do again, or by recommending the
# thing; a third person pleased or annoyed with a thing
@pytest.mark.parametrize("pred", ["won't go back to the grotto", "would never recommend the grotto",
                                  "recommends the grotto", "refuses to go to the grotto again",
                                  "swears she'll never go back", "was not happy with the grotto",
                                  "was annoyed with the staff at the grotto"])
@pytest.mark.parametrize("subject,owner", [("Varnel", "Varnel"), ("My aunt", f"{SPEAKER}'s aunt"),
                                           ("Varnel's boss", "Varnel's boss")])
def test_a_third_persons_verdict_by_an_act(subject, owner, pred):
    x = _last([(LISTENER, "Has anyone been to the new grotto?"), (SPEAKER, f"{subject} {pred}.")])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["Varnel went back to the grotto on Friday.",
                                  "Varnel goes back to work on Monday.",
                                  "Varnel's the one who recommended her."])
def test_an_act_done_is_no_verdict(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not any(c.owner == "Varnel" for c in x.claims), _owners(x)


# a record about a name's relative ("X's boss …") names that relative as a person, before its
# possessor: a view the stance model reads in the turn is the relative's, not the possessor's
@pytest.mark.parametrize("text", ["Varnel's boss wants to go back to the grotto.",
                                  "Varnel's boss hasn't got a good word to say about the grotto."])
def test_a_names_relative_is_named_before_the_name(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert x.mentions[:2] == ["Varnel's boss", "Varnel"], x.mentions
    assert not any(c.owner == "Varnel" for c in x.claims), _owners(x)


# disbelief at a degree ("couldn't believe how bad …", "can't believe what a dump …") is an
# exclamation: the holder's verdict, the exclamation kept whole
@pytest.mark.parametrize("subject,owner", [("Varnel", "Varnel"), ("My aunt", f"{SPEAKER}'s aunt"),
                                           ("I", SPEAKER)])
@pytest.mark.parametrize("pred", ["couldn't believe how bad the grotto was",
                                  "can't believe how expensive the grotto is",
                                  "couldn't believe what a dump the grotto was"])
def test_disbelief_at_a_degree(subject, owner, pred):
    x = _last([(LISTENER, "Has anyone been to the new grotto?"), (SPEAKER, f"{subject} {pred}.")])
    chain = [] if owner == SPEAKER else [SPEAKER]
    mine = [c for c in x.claims if c.owner == owner and list(c.relayed_by) == chain]
    assert mine and mine[0].content.split()[0] in {"how", "what"}, _owners(x)


# the source of an 'apparently …': the one talked to in the same clause ('Spoke to X — the grotto
# is closing apparently'), or the one who told the speaker about the thing just before ('X was
# telling me about the grotto, apparently …'); 'keeps on about how …' is going on about it
@pytest.mark.parametrize("text,owner", [
    ("Spoke to Varnel — the grotto is closing apparently.", "Varnel"),
    ("Varnel was telling me about the grotto, apparently it's awful.", "Varnel"),
    ("My aunt told me all about the grotto. Apparently it's awful.", f"{SPEAKER}'s aunt"),
    ("Varnel keeps on about how the grotto is awful.", "Varnel"),
    ("My aunt kept on about the grotto being overpriced.", f"{SPEAKER}'s aunt"),
])
def test_the_source_of_apparently_and_keeping_on(text, owner):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


def test_apparently_alone_stays_unnamed():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "Apparently the grotto is awful.")])
    assert owned(x.claims, "someone", [SPEAKER]), _owners(x)


# a verb of saying or writing with a noun phrase object ('texted me a photo of the dog', 'wrote a
# book about the village'): a record, no report — a verb's base form after an article is a noun;
# a contracted subject is a clause ('told her they're shutting that branch')
@pytest.mark.parametrize("text", ["Varnel texted me a photo of the dog.",
                                  "Varnel wrote a book about the village.",
                                  "Varnel posted a photo of the cake."])
def test_a_noun_phrase_object_is_no_report(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert (x.events or x.facts) and not x.claims, _owners(x)


@pytest.mark.parametrize("text,owner,chain", [
    ("Varnel said her sister told her they're shutting that branch in June.", "Varnel's sister",
     [SPEAKER, "Varnel"]),
    ("Varnel said a storm is coming.", "Varnel", [SPEAKER]),
    ("Varnel reckons a change would do her good.", "Varnel", [SPEAKER]),
])
def test_a_clause_after_an_article_is_still_a_report(text, owner, chain):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, chain), _owners(x)


# a two-word interjection opening a quotative's speech ('was like, no way, the grotto is …'):
# the speech goes on after its comma, the holder's
@pytest.mark.parametrize("text,owner", [
    ("Varnel was like, no way, the grotto is awful.", "Varnel"),
    ("My aunt was like oh god, the grotto is awful.", f"{SPEAKER}'s aunt"),
])
def test_a_two_word_interjection_opens_the_speech(text, owner):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert not any(c.owner == SPEAKER for c in x.claims), _owners(x)
