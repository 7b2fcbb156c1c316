"""English constructions of the twenty-seventh pass, found with invented batteries (names, places
and topics invented here, in no data file): each test crosses a construction with several
source forms and contents and checks the owner and relay chain of the claims the last turn
gives."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owned

SPEAKER = "Tamsk"
LISTENER = "Corriwen"
SOURCE = "Ombreth"

CONTENTS = [
    "the kelp bakery is a total rip off",
    "the lantern parade was amazing",
    "the zither class is kinda overrated",
]


def _last(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))[-1]


def _owners(x) -> list[tuple[str, list[str]]]:
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


# a frame closing its sentence with no comma before it, as chat types it: the holder and the
# verb of saying ('… my sister says'), or the verb and its holder ('… says my sister'); the
# lower-case name of chat is a name there too
@pytest.mark.parametrize("frame,owner,setup", [
    ("{C} says Ombreth", SOURCE, "Any news?"),
    ("{C} Ombreth reckons", SOURCE, "Any news?"),
    ("{C} ombreth says", SOURCE, "any news?"),
    ("{C} lol says ombreth", SOURCE, "any news?"),
    ("{C} my sister says", f"{SPEAKER}'s sister", "Any news?"),
    ("{C} says my sister", f"{SPEAKER}'s sister", "Any news?"),
    ("{C} she says", SOURCE, "Did Ombreth go?"),
    ("{C} she reckons lol", SOURCE, "Did Ombreth go?"),
    ("{C} her brother said", f"{SOURCE}'s brother", "Did Ombreth go?"),
    ("{C} Ombreth's mum told me", f"{SOURCE}'s mum", "Any news?"),
    ("{C} the landlord says", "the landlord", "Any news?"),
])
@pytest.mark.parametrize("content", CONTENTS)
def test_a_closing_frame_without_its_comma(frame, owner, setup, content):
    x = _last([(LISTENER, setup), (SPEAKER, frame.replace("{C}", content))])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# the same words where the person and verb belong to the clause: no comma is put back
@pytest.mark.parametrize("text", [
    "what did they say",
    "thats what my sister says",
    "I know she said",
    "do what your mum says",
])
def test_a_person_and_verb_inside_the_clause_are_no_closing_frame(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


@pytest.mark.parametrize("text", [
    "the kelp bakery is cheaper than she thought",
    "the lantern parade was as good as my sister said",
])
def test_a_comparison_with_what_someone_said_stays_the_speakers(text):
    x = _last([(LISTENER, "Did Ombreth go?"), (SPEAKER, text)])
    assert not owned(x.claims, SOURCE, [SPEAKER]), _owners(x)
    assert not owned(x.claims, f"{SPEAKER}'s sister", [SPEAKER]), _owners(x)


# a feeling about a state of affairs: 'be' + an adjective of emotion + a clause ('that' or
# none) — the clause is what the one who feels it holds and judges, passed on by the speaker
FEELINGS = ["fuming", "gutted", "annoyed", "thrilled", "worried", "relieved", "livid", "chuffed"]


@pytest.mark.parametrize("feeling", FEELINGS)
@pytest.mark.parametrize("frame,owner,setup", [
    ("Ombreth is {F} that {C}", SOURCE, "Any news?"),
    ("Ombreth's {F} {C}", SOURCE, "Any news?"),
    ("My sister is really {F} that {C}", f"{SPEAKER}'s sister", "Any news?"),
    ("She's {F} {C}", SOURCE, "Did Ombreth go?"),
    ("Her boss was {F} that {C}", f"{SOURCE}'s boss", "Did Ombreth go?"),
])
def test_a_feeling_about_a_clause_is_the_feelers_view(feeling, frame, owner, setup):
    for content in CONTENTS[:2]:
        x = _last([(LISTENER, setup), (SPEAKER, frame.replace("{F}", feeling).replace(
            "{C}", content))])
        assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["I'm gutted that the kelp bakery closed",
                                  "Honestly I'm fuming the lantern parade got cancelled"])
def test_the_speakers_own_feeling_is_their_own_view(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# no clause after the feeling: nothing reported ('I'm still fuming', 'he won't be happy'), and a
# participle of 'has' before an object is an act ("Ombreth's upset the neighbours again")
@pytest.mark.parametrize("text", [
    "The kelp bakery shut last night, I'm still fuming",
    "Ombreth has choir every Monday night, she won't be happy",
    "Ombreth's upset the neighbours again",
    "Ombreth's annoyed her boss",
])
def test_a_feeling_without_a_clause_reports_nothing(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


# chat typed in lower case without apostrophes: a name's 's of 'is' before 'not', a feeling, a
# stance or an -ing of saying, also for a name not met before ('ombreths not convinced …')
@pytest.mark.parametrize("body", [
    "ombreths not convinced {C}",
    "ombreths fuming that {C}",
    "lol ombreths always saying {C}",
    "ombreths been saying {C}",
])
@pytest.mark.parametrize("setup", ["any news?", "is ombreth coming?"])
def test_a_lower_case_name_with_its_is_typed_without_apostrophe(body, setup):
    for content in CONTENTS[:2]:
        x = _last([(LISTENER, setup), (SPEAKER, body.replace("{C}", content))])
        assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["emojis not working on my phone lol",
                                  "kittens always sleeping in the sun"])
def test_a_plural_noun_before_not_is_no_name(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert not any(c.owner.lower().startswith(("emoji", "kitten")) for c in x.claims), _owners(x)
    assert not any(m.lower().startswith(("emoji", "kitten")) for m in x.mentions), x.mentions


# the speaker's verdict in one of chat's set phrases, answering for the thing asked about: a
# rating, advice to go or to stay away, going back or never, the liking with its 'I' dropped
SET_PHRASES = [
    "10/10", "honestly 3/10", "five stars", "skip it", "hard pass", "save your money",
    "don't bother tbh", "you'll love it", "you have to try it", "must try", "never going back",
    "definitely going back", "loved every second", "love the kelp bakery", "im obsessed",
    "can't get enough of it", "didn't live up to the hype", "the kelp bakery slaps",
    "it's a vibe", "no notes", "snooze fest", "highkey overrated", "total rip off", "a right laugh",
    "wasn't what I expected", "not what it used to be", "didn't meet expectations",
    "wouldn't rush back", "not my vibe", "so-so", "exceeded my expectations",
    "they've really upped their game",
]


@pytest.mark.parametrize("text", SET_PHRASES)
@pytest.mark.parametrize("setup", ["How was the kelp bakery?", "Have you tried the kelp bakery?"])
def test_a_set_phrase_verdict_is_the_speakers_own(text, setup):
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# an interjection of taste is a verdict only as the whole turn ('Meh.'), not a reaction before
# the news ('Meh. Ombreth says …'); the other set phrases do not stand for a refusal or a plan
def test_an_interjection_alone_is_a_verdict_before_news_a_reaction():
    x = _last([(LISTENER, "How was the lantern parade?"), (SPEAKER, "meh")])
    assert owned(x.claims, SPEAKER, []), _owners(x)
    y = _last([(LISTENER, "How's the knee?"),
               (SPEAKER, "Meh. Saw the physio on Tuesday, she says it's a sprain.")])
    assert not owned(y.claims, SPEAKER, []), _owners(y)


@pytest.mark.parametrize("setup,text", [("Want some cake?", "pass"),
                                        ("When do I leave?", "you have to go at five"),
                                        ("Any plans?", "going back to the gym tomorrow")])
def test_a_refusal_or_a_plan_is_no_set_phrase_verdict(setup, text):
    x = _last([(LISTENER, setup), (SPEAKER, text)])
    assert not x.claims, _owners(x)


# a third person's sentence, then an attitude with its subject dropped ('Hated it.', "Wasn't a
# fan.", '… and loved every minute'): the same person's view, passed on; an unsourced
# 'apparently' after it is theirs too
THIRD = [("Ombreth", SOURCE), ("My sister", f"{SPEAKER}'s sister"),
         ("Ombreth's boss", f"{SOURCE}'s boss")]


@pytest.mark.parametrize("tail", [
    ". Hated it.", ". Didn't like it.", ". Wasn't a fan.", ". Not impressed.",
    " and loved every minute.", ". Loved every second of it.", ". Overpriced, apparently.",
    ". Apparently the kelp bakery is a rip off.",
])
@pytest.mark.parametrize("subject,owner", THIRD)
def test_an_attitude_after_a_third_persons_sentence_is_theirs(tail, subject, owner):
    x = _last([(LISTENER, "Has anyone been to the kelp bakery?"),
               (SPEAKER, f"{subject} went last week{tail}")])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


# not after a sentence that speaks of the speaker, not after a report (the speaker sets
# themself against it), not with a contrast or the speaker's own mark
@pytest.mark.parametrize("text", [
    "Ombreth took me to the kelp bakery. Loved it.",
    "Ombreth says it's great. Hated it.",
    "Ombreth went last week. Hated it tbh.",
    "Ombreth loves it. Still, not a fan.",
    "The kelp bakery opened last week. Loved it.",
])
def test_an_attitude_of_the_speakers_stays_theirs(text):
    x = _last([(LISTENER, "Has anyone been to the kelp bakery?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)
    assert not owned(x.claims, SOURCE, [SPEAKER]) or "says" in text or "loves" in text, _owners(x)


# a candour marker ('honestly', 'tbh', 'ngl') before a third person's or a thing's past act
# marks no view: the act is a record, dated or not ('tbh my brother finally bought a van');
# a thing's breakdown told with a verb that means 'out of money' of a person ('broke') too
@pytest.mark.parametrize("marker", ["Honestly", "Tbh", "Ngl"])
@pytest.mark.parametrize("body", [
    "Ombreth forgot my birthday", "my brother finally bought a van", "ombreth didnt show up",
    "the boiler broke again", "my brother got a new car", "the night market closed down",
])
def test_a_candour_marker_before_a_past_act_is_a_record(marker, body):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, f"{marker} {body}")])
    assert (x.events or x.facts) and not x.claims, _owners(x)


@pytest.mark.parametrize("text", [
    "Honestly Ombreth is a nightmare", "tbh Ombreth ruined the whole night",
    "Honestly she's tougher than all of us put together", "ngl she got so rude about it",
])
def test_a_candour_marker_before_a_judgement_stays_a_view(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# 'found' with an indefinite object whose adjective is inside it: what was found, a record (not
# 'found it a rip-off', 'found the staff rude')
@pytest.mark.parametrize("text", ["Ombreth found a cheap flight to Quarrendale",
                                  "I found a really good deal on a van",
                                  "my sister found a great little flat"])
def test_finding_a_good_thing_is_a_record(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert (x.events or x.facts) and not x.claims, _owners(x)


def test_finding_a_thing_so_is_a_view():
    x = _last([(LISTENER, "Any news?"), (SPEAKER, "Ombreth found the kelp bakery overpriced")])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


# a rating given is a verdict: the giver's, passed on, or the speaker's own; a thing given is not
@pytest.mark.parametrize("rating,sign", [("2/10", -1), ("a solid 8/10", 1), ("one star", -1),
                                         ("five stars", 1), ("a thumbs down", -1),
                                         ("3 out of 10", -1)])
@pytest.mark.parametrize("subject,owner,chain", [
    ("Ombreth gave", SOURCE, [SPEAKER]), ("my sister gave", f"{SPEAKER}'s sister", [SPEAKER]),
    ("I'd give", SPEAKER, []), ("I gave", SPEAKER, [])])
def test_a_rating_given_is_a_verdict(rating, sign, subject, owner, chain):
    for obj in ("it", "the kelp bakery"):
        x = _last([(LISTENER, "How was the kelp bakery?"), (SPEAKER, f"{subject} {obj} {rating}")])
        assert owned(x.claims, owner, chain), _owners(x)
        assert {c.polarity for c in x.claims} == {"positive" if sign > 0 else "negative"}, x


@pytest.mark.parametrize("text", ["Ombreth gave me a lift home", "Ombreth gave the kids ten quid"])
def test_a_thing_given_is_no_rating(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


# lower-case chat: a name before an auxiliary and an attitude ('ombreth doesnt rate …', 'cant
# stand', 'wasnt a fan, said …', 'wont shut up about how …') is a name, capitalised
@pytest.mark.parametrize("text", [
    "ombreth wasnt a fan, said the kelp bakery is a rip off",
    "ombreth wont shut up about how the kelp bakery is a rip off",
    "ombreth doesnt rate the kelp bakery", "lol ombreth cant stand the kelp bakery",
])
def test_a_lower_case_name_before_an_attitude(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


# 'per' and a person after the news, as 'according to' ('…, per my sister', '… per Ombreth');
# a name or a relative before a colon and a quotation ('Ombreth: "…"', 'my sister: "…"')
@pytest.mark.parametrize("text,owner", [
    ("the kelp bakery is a rip off, per Ombreth", SOURCE),
    ("the kelp bakery is a rip off per my sister", f"{SPEAKER}'s sister"),
    ("the kelp bakery is a rip off (per Ombreth)", SOURCE),
    ('Ombreth: "the kelp bakery is a rip off"', SOURCE),
    ('my sister: "the kelp bakery is a rip off"', f"{SPEAKER}'s sister"),
])
def test_per_a_person_and_a_name_colon_quote(text, owner):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["tickets are five quid per person",
                                  'Update: "the kelp bakery shuts at six"'])
def test_per_a_unit_and_a_header_colon_are_no_source(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not any(c.relayed_by for c in x.claims), _owners(x)


# a third person who met or talked to someone, then an unsourced 'apparently …': the one met
# told it, the third person passed it on (chain: the speaker, then them)
@pytest.mark.parametrize("contact", [
    "My mum bumped into Ombreth,", "my mum ran into ombreth at the shops.",
    "My sister was talking to Ombreth and", "My mum saw Ombreth at the market.",
])
def test_news_met_by_a_third_person_is_passed_on_by_them(contact):
    who = f"{SPEAKER}'s {contact.split()[1]}"
    x = _last([(LISTENER, "Any news?"),
               (SPEAKER, f"{contact} apparently the kelp bakery is a rip off")])
    assert owned(x.claims, SOURCE, [SPEAKER, who]), _owners(x)


@pytest.mark.parametrize("contact", ["I bumped into Ombreth,", "I rang Ombreth,",
                                     "ran into Ombreth,"])
def test_news_met_by_the_speaker_is_the_one_mets(contact):
    x = _last([(LISTENER, "Any news?"),
               (SPEAKER, f"{contact} apparently the kelp bakery is a rip off")])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


# let down or won over by what was just talked about, said of a third person after 'be' with
# nothing after it: their view, passed on (frames_en.EXTRA_ROWS 'let_down', 'blown_away')
@pytest.mark.parametrize("text,polarity", [
    ("Ombreth was underwhelmed", "negative"), ("Ombreth was disappointed", "negative"),
    ("She was unimpressed tbh", "negative"), ("Ombreth wasn't blown away", "negative"),
    ("ombreth was underwhelmed", "negative"), ("ombreth wasnt blown away", "negative"),
    ("ombreth was not a fan", "negative"), ("Ombreth was blown away", "positive"),
])
def test_let_down_by_the_thing_talked_about(text, polarity):
    x = _last([(LISTENER, "Did Ombreth go to the kelp bakery?"), (SPEAKER, text)])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)
    assert {c.polarity for c in x.claims if c.owner == SOURCE} == {polarity}, x.claims


def test_the_extra_rows_examples():
    from cogmem_rdf.extract.frames_en import EXTRA_ROWS
    owners = {"be_feeling_that": f"{SPEAKER}'s sister", "be_feeling": f"{SPEAKER}'s sister",
              "let_down": SOURCE, "blown_away": SOURCE, "be_into": SOURCE, "hooked_on": SOURCE,
              "all_about": SOURCE, "think_highly_of": SOURCE, "gone_off": SOURCE,
              "get_enough_of": SOURCE, "care_less_about": SOURCE}
    assert {r.name for r in EXTRA_ROWS} == set(owners)
    for row in EXTRA_ROWS:
        x = _last([(LISTENER, "What's new?"), (SPEAKER, row.example)])
        assert owned(x.claims, owners[row.name], [SPEAKER]), (row.example, _owners(x))


# a record, then a verdict after a comma or a spaced dash: the record stays and the verdict is
# the speaker's own — also 'so good' (the 'so' of degree, no conjunction), 'never again', a set
# phrase, and 'rip off' / 'let down' typed as two words after an article or an intensifier
@pytest.mark.parametrize("record", ["we went to the kelp bakery on Saturday",
                                    "Ombreth and I did the lantern tour yesterday",
                                    "finally tried the kelp bakery last night"])
@pytest.mark.parametrize("verdict", [", so good", " - so good", ", never again lol",
                                     ", total rip off", " - bit of a let down tbh", ", 10/10"])
def test_a_record_then_a_verdict(record, verdict):
    x = _last([(LISTENER, "How was your weekend?"), (SPEAKER, record + verdict)])
    assert x.events or x.facts, x
    assert owned(x.claims, SPEAKER, []), _owners(x)


def test_rip_off_the_verb_is_no_verdict_noun():
    from cogmem_rdf.extract.register_en import normalise
    assert normalise("they rip you off at the kelp bakery") == "they rip you off at the kelp bakery"
    assert normalise("its a rip off") == "it's a rip-off"


# the answer to a question for a third person's view or visit: 'not really, thought it was …'
# (the answer's particle, then X's view), 'a bit overpriced' (a graded participle, no verb);
# after 'Has X been?' / 'Did X go?' a yes answer goes on with X's view, a no does not
@pytest.mark.parametrize("question,answer", [
    ("Did Ombreth like the kelp bakery?", "not really, thought it was overpriced"),
    ("How did Ombreth find the kelp bakery?", "a bit overpriced"),
    ("Has Ombreth been to the kelp bakery?", "yeah, wasn't impressed"),
    ("Did Ombreth go to the lantern parade?", "yeah, loved it"),
    ("Has Ombreth tried the kelp bakery?", "yep, total rip off apparently"),
])
def test_an_answer_for_a_third_persons_view_or_visit(question, answer):
    x = _last([(LISTENER, question), (SPEAKER, answer)])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("question,answer", [
    ("Has Ombreth been to the kelp bakery?", "no, but I have. total rip off"),
    ("Has Ombreth been to the kelp bakery?", "no idea. overpriced tho"),
    ("Did Ombreth eat anything at the kelp bakery?", "half a sandwich, so overpriced"),
])
def test_no_visit_answered_leaves_the_view_the_speakers(question, answer):
    x = _last([(LISTENER, question), (SPEAKER, answer)])
    assert not owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


# news told over turns: a message or a third person's visit named, a prompt ('What about?',
# 'And?', 'Oh yeah?'), then the teller's next plain statement or subjectless attitude is theirs
@pytest.mark.parametrize("first,prompt,then", [
    ("Ombreth texted me", "what about?", "the kelp bakery is closing"),
    ("My sister rang", "oh yeah?", "the kelp bakery is closing apparently"),
    ("Ombreth went to the kelp bakery", "and?", "hated it"),
    ("Ombreth tried the kelp bakery on Saturday", "and?", "total rip off apparently"),
])
def test_news_told_over_a_prompt(first, prompt, then):
    owner = f"{SPEAKER}'s sister" if first.startswith("My sister") else SOURCE
    x = _last([(SPEAKER, first), (LISTENER, prompt), (SPEAKER, then)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("first,then", [
    ("Ombreth went to the kelp bakery", "I thought it was great"),
    ("My sister rang", "I'm going to visit her next week"),
])
def test_the_tellers_own_words_after_a_prompt_stay_theirs(first, then):
    x = _last([(SPEAKER, first), (LISTENER, "and?"), (SPEAKER, then)])
    assert not owned(x.claims, SOURCE, [SPEAKER]), _owners(x)
    assert not owned(x.claims, f"{SPEAKER}'s sister", [SPEAKER]), _owners(x)


# someone's two cents is their take; a new name's possessive typed without its apostrophe
# before a noun of a view and a colon ('ombreths verdict: …')
@pytest.mark.parametrize("text,owner,chain", [
    ("Ombreth's two cents: the kelp bakery is a rip off", SOURCE, [SPEAKER]),
    ("ombreths two cents: the kelp bakery is a rip off", SOURCE, [SPEAKER]),
    ("ombreths verdict: total rip off", SOURCE, [SPEAKER]),
    ("my two cents: the kelp bakery is a rip off", SPEAKER, []),
    ("the kelp bakery is a rip off. just my 2 cents", SPEAKER, []),
])
def test_two_cents_is_a_take(text, owner, chain):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, chain), _owners(x)


def test_two_cents_as_a_price_stays():
    from cogmem_rdf.extract.register_en import normalise
    assert normalise("it costs two cents") == "it costs two cents"


# chat's asides before news ('random but …', 'side note, …', 'fun fact, …') are openers; a
# lower-case name after 'wait', 'fyi', 'haha', 'ugh' or after a comma opens the clause too
@pytest.mark.parametrize("opener", ["random but ", "side note, ", "fun fact, ", "wait ", "fyi ",
                                    "haha ", "ugh ", "to be fair, "])
@pytest.mark.parametrize("body", ["ombreth hated the kelp bakery",
                                  "ombreths convinced the kelp bakery is a rip off",
                                  "ombreth said her boss thinks the kelp bakery is a rip off"])
def test_chat_openers_before_a_lower_case_source(opener, body):
    owner = f"{SOURCE}'s boss" if "boss" in body else SOURCE
    chain = [SPEAKER, SOURCE] if "boss" in body else [SPEAKER]
    x = _last([(LISTENER, "any news?"), (SPEAKER, opener + body)])
    assert owned(x.claims, owner, chain), _owners(x)


@pytest.mark.parametrize("text", ["classic.", "lol classic", "peak hours are the worst bit"])
def test_classic_and_peak_alone_are_reactions(text):
    x = _last([(LISTENER, "The kelp bakery shut early again"), (SPEAKER, text)])
    assert not x.claims or "peak hours" in text, _owners(x)


# a liking said with a preposition: 'is (not) into …', "'s hooked on / addicted to …", 'is all
# about …', 'thinks highly of …', 'has gone off …' — the holder's view (not 'into her second
# year', 'went into the bakery', 'the milk has gone off')
@pytest.mark.parametrize("text,polarity", [
    ("Ombreth is really into the kelp bakery", "positive"),
    ("Ombreth isn't into the kelp bakery", "negative"),
    ("ombreths hooked on the kelp bakery", "positive"),
    ("Ombreth's addicted to the kelp bakery", "positive"),
    ("Ombreth is all about the kelp bakery", "positive"),
    ("Ombreth thinks highly of the kelp bakery", "positive"),
    ("Ombreth has gone off the kelp bakery", "negative"),
    ("Ombreth can't get enough of the kelp bakery", "positive"),
    ("my sister couldn't care less about the kelp bakery", "negative"),
])
def test_a_liking_with_a_preposition(text, polarity):
    owner = f"{SPEAKER}'s sister" if "sister" in text else SOURCE
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)
    assert {c.polarity for c in x.claims if c.owner == owner} == {polarity}, x.claims


@pytest.mark.parametrize("text", ["Ombreth is into her second year",
                                  "Ombreth went into the kelp bakery", "the milk has gone off"])
def test_into_and_off_without_a_liking(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


# one word of taste closing a verb of saying or a quotative ('my sister said overrated', 'X goes
# amazing lol') is the sayer's verdict; the words of a reply are not ('said fine', 'said sorry')
@pytest.mark.parametrize("text,owner", [
    ("my sister said overrated", f"{SPEAKER}'s sister"), ("Ombreth goes amazing lol", SOURCE),
    ("my sister said amazing.", f"{SPEAKER}'s sister"), ("Ombreth was like mid", SOURCE),
])
def test_one_word_of_taste_after_a_verb_of_saying(text, owner):
    x = _last([(LISTENER, "How was the kelp bakery?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["my sister said fine", "my sister said sorry",
                                  "Ombreth said yes"])
def test_one_word_of_reply_after_a_verb_of_saying(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert not x.claims, _owners(x)


# a thing's act however short ('the kettle broke'), and what a thing did not do ('the bus didn't
# turn up', 'the parcel never came'): records, no view
@pytest.mark.parametrize("text", ["the kettle broke", "the bus didn't turn up",
                                  "the bin men didn't come again",
                                  "The zither class got cancelled"])
def test_a_things_short_or_negated_act_is_a_record(text):
    x = _last([(LISTENER, "Any news?"), (SPEAKER, text)])
    assert (x.events or x.facts) and not x.claims, _owners(x)


# a lower-case name after what one does with someone ('lunch with ombreth', 'coffee w ombreth')
# is a name, the antecedent of a 'she' after it; 'met up with X' is meeting X as 'caught up with'
@pytest.mark.parametrize("text", [
    "went for lunch with ombreth. she reckons the kelp bakery is a rip off",
    "had coffee w ombreth, she says the kelp bakery is a rip off",
    "met up with ombreth yesterday, apparently the kelp bakery is a rip off",
    "Met up with Ombreth. Apparently the kelp bakery is a rip off",
])
def test_a_name_met_with_is_the_next_source(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, SOURCE, [SPEAKER]), _owners(x)


def test_a_thing_had_with_is_no_name():
    from cogmem_rdf.extract.register_en import normalise
    assert normalise("had dinner with chips lol") == "had dinner with chips lol"
