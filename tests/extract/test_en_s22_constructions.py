"""English constructions of the twenty-second pass: each case is a class of miss, written with
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
    # a thing of the listener's judged with a plain copula is a verdict, not sympathy
    ([(LISTENER, "how is it going?"), (SPEAKER, "your lamp is awful")], 1, SPEAKER, []),
    ([(LISTENER, "how is it going?"), (SPEAKER, "knew it. your sofa's dreadful Marr")], 1,
     SPEAKER, []),
    ([(LISTENER, "so?"), (SPEAKER, "your plan was terrible, sorry")], 1, SPEAKER, []),
    # a habitual-aspect clause with its subject left out goes on with the person just named
    ([(LISTENER, "and the viewing?"),
      (SPEAKER, "Quorwen is smitten, keeps telling everyone the loft is a palace. I think it "
                "is poky")],
     1, "Quorwen", [SPEAKER]),
    ([(LISTENER, "and the viewing?"),
      (SPEAKER, "my cousin is hooked, keeps telling everyone the flat is perfect")], 1,
     f"{SPEAKER}'s cousin", [SPEAKER]),
    # not stopping saying is saying: the negation belongs to the aspect verb
    ([(SPEAKER, "Quorwen won't stop saying the van is cursed")], 0, "Quorwen", [SPEAKER]),
    ([(SPEAKER, "my aunt never stops telling us the loft is haunted")], 0,
     f"{SPEAKER}'s aunt", [SPEAKER]),
    # an appearance verb with a mild verdict is the speaker's impression of the person
    ([(LISTENER, "Tamsk started on Monday"), (SPEAKER, "he seems ok to be fair")], 1,
     SPEAKER, []),
    ([(SPEAKER, "my new flatmate seemed ok to me")], 0, SPEAKER, []),
    # a titled name in apposition to a role keeps its title: the person as the name is used
    ([(SPEAKER, "his tutor Mrs Ivenstraw-Lund thinks he rushes")], 0, "Mrs Ivenstraw-Lund",
     [SPEAKER]),
    ([(SPEAKER, "her coach Dr Drummerle reckons she is ready")], 0, "Dr Drummerle", [SPEAKER]),
    ([(LISTENER, "and science?"), (SPEAKER, "meh. his science teacher Ms Varrow thinks he coasts")],
     1, "Ms Varrow", [SPEAKER]),
    # trust is a judgement of how reliable a thing is, of a kind of thing too: a view
    ([(SPEAKER, "Quorwen said the pier is closing. I don't trust those online rankings")], 0,
     SPEAKER, []),
    ([(SPEAKER, "my aunt doesn't trust banks")], 0, f"{SPEAKER}'s aunt", [SPEAKER]),
    # a person noun with a name in apposition after 'and' opens a clause of its own
    ([(SPEAKER, 'phoned the garage and the mechanic, Dorrit, went "it needs a new clutch"')], 0,
     "Dorrit", [SPEAKER]),
    ([(SPEAKER, "emailed the school and the manager, Tamsk, said the trip is off")], 0, "Tamsk",
     [SPEAKER]),
    # a degree word after its adjective ('af', 'as hell') grades it: a verdict
    ([(LISTENER, "went to the new wall"), (SPEAKER, "that blue route is sketchy af")], 1,
     SPEAKER, []),
    ([(SPEAKER, "the ferry is slow as hell")], 0, SPEAKER, []),
    # 'no way' + a clause with its own subject: the speaker's emphatic denial, a view
    ([(LISTENER, "went to the new wall"), (SPEAKER, "hm. no way that one is a grade five")], 1,
     SPEAKER, []),
    ([(SPEAKER, "no way he's thirty")], 0, SPEAKER, []),
    # a bare answer picking an option of an alternative question is the speaker's choice
    ([(LISTENER, "are we cycling or getting the ferry?"),
      (SPEAKER, "cycling, definitely. the ferry takes ages")], 1, SPEAKER, []),
    ([(LISTENER, "soup or salad?"), (SPEAKER, "soup please")], 1, SPEAKER, []),
    # 'would rather' of a third person: their preference, a view passed on by the speaker
    ([(SPEAKER, "my brother would rather sell the van than fix it")], 0, f"{SPEAKER}'s brother",
     [SPEAKER]),
    ([(SPEAKER, "Tamsk would much rather walk")], 0, "Tamsk", [SPEAKER]),
    # a relative after a source says where that source had it from: one level further down
    ([(SPEAKER, "the lido is closing in May - heard it from Tamsk, who got it from the manager")],
     0, "the manager", [SPEAKER, "Tamsk"]),
    ([(SPEAKER, "I heard from Tamsk who heard it from the manager that the lido is closing")], 0,
     "the manager", [SPEAKER, "Tamsk"]),
    ([(SPEAKER, "according to Tamsk, who had it from her cousin, the kiosk is shutting")], 0,
     "Tamsk's cousin", [SPEAKER, "Tamsk"]),
    # the teller's own source in a clause or sentence of its own after the report
    ([(SPEAKER, "rent's going up again, Tamsk told me, and she heard it from the landlord")], 0,
     "the landlord", [SPEAKER, "Tamsk"]),
    ([(SPEAKER, "Tamsk says the kiosk is shutting. she heard it from her boss yesterday")], 0,
     "Tamsk's boss", [SPEAKER, "Tamsk"]),
    # an exclamative reported ('how ADJ X was', 'what a N X was'): the holder's verdict
    ([(SPEAKER, "Tamsk was saying how rubbish the ref was")], 0, "Tamsk", [SPEAKER]),
    ([(SPEAKER, "my aunt kept telling me how great the gig was")], 0, f"{SPEAKER}'s aunt",
     [SPEAKER]),
    ([(SPEAKER, "Tamsk said what a mess the launch was")], 0, "Tamsk", [SPEAKER]),
    # a person's faculty ('my gut', 'her instinct') speaks for the person
    ([(SPEAKER, "my gut says it's a scam")], 0, SPEAKER, []),
    ([(SPEAKER, "Tamsk came round. her gut tells her the landlord is lying")], 0, "Tamsk",
     [SPEAKER]),
    # the speaker's present inclination ('tempted by/to') is a desire: their view
    ([(LISTENER, "where shall we eat?"), (SPEAKER, "I'm tempted by the tasting menu")], 1,
     SPEAKER, []),
    ([(SPEAKER, "I'm really tempted to book the cabin")], 0, SPEAKER, []),
]


def _owners(x):
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


@pytest.mark.parametrize("lines,idx,owner,chain", CASES, ids=[c[0][c[1]][1][:30] for c in CASES])
def test_owner_and_chain(lines, idx, owner, chain):
    x = _extract(lines)[idx]
    assert (owner, chain) in _owners(x), _owners(x)


@pytest.mark.parametrize("text", ["your day sounds awful", "your knee is bad",
                                  "your week was awful", "your boss is awful"])
def test_sympathy_or_a_person_is_no_verdict_on_a_thing(text):
    x = _extract([(LISTENER, "ugh"), (SPEAKER, text)])[1]
    assert not any(c.target == LISTENER and c.polarity == "negative" for c in x.claims), x.claims


@pytest.mark.parametrize("text", ['he wants "no calls on Fridays"', "lunch on Sundays is fine"])
def test_a_plural_weekday_is_no_name(text):
    x = _extract([(SPEAKER, text)])[0]
    assert not any(c.owner in {"Fridays", "Sundays"} for c in x.claims), x.claims



def test_a_stance_is_toward_its_object():
    x = _extract([(SPEAKER, "I don't trust online reviews")])[0]
    assert [c.target for c in x.claims] == ["online reviews"], x.claims


def test_liking_a_kind_of_thing_stays_a_preference():
    x = _extract([(SPEAKER, "I love pottery")])[0]
    assert not x.claims and x.facts, x


@pytest.mark.parametrize("text", ['phoned the garage and the man went "it needs a new clutch"',
                                  "emailed the school and the manager, Tamsk, said it is off",
                                  "went to the clinic and the nurse reckons it's a sprain"])
def test_a_contact_before_a_report_stays_a_record(text):
    x = _extract([(SPEAKER, text)])[0]
    assert x.events and any(c.relayed_by == [SPEAKER] for c in x.claims), x


def test_a_coordinated_subject_is_not_cut():
    x = _extract([(SPEAKER, "my mum and the neighbour said it's fine")])[0]
    assert {c.owner for c in x.claims} >= {f"{SPEAKER}'s mum", "the neighbour"}, x.claims


def test_a_resumptive_anyway_goes_back_to_the_speakers_own_thread():
    lines = [(SPEAKER, "Ysmere started at the depot, reckons it is fine"),
             (LISTENER, "oh Cadrow works there too, total legend"),
             (SPEAKER, "ha. anyway they said the shifts are brutal")]
    x = _extract(lines)[2]
    assert [(c.owner, c.relayed_by) for c in x.claims] == [("Ysmere", [SPEAKER])], x.claims


def test_a_concessive_anyway_keeps_the_digression():
    lines = [(SPEAKER, "Ysmere started at the depot, reckons it is fine"),
             (LISTENER, "oh Cadrow works there too, total legend"),
             (SPEAKER, "ha. they said the shifts are brutal, I'll apply anyway")]
    x = _extract(lines)[2]
    assert any(c.owner == "Cadrow" for c in x.claims), x.claims


@pytest.mark.parametrize("text", ["no way!", "no way to tell really", "no way"])
def test_no_way_alone_is_no_view(text):
    x = _extract([(LISTENER, "Tamsk got the job"), (SPEAKER, text)])[1]
    assert not x.claims, x.claims


@pytest.mark.parametrize("lines", [
    [(LISTENER, "did you go by car or train?"), (SPEAKER, "train")],
    [(LISTENER, "Friday or Saturday?"), (SPEAKER, "Saturday")],
    [(LISTENER, "is it open or not?"), (SPEAKER, "not")],
])
def test_a_fact_or_a_day_picked_is_no_choice_view(lines):
    x = _extract(lines)[1]
    assert not x.claims, x.claims


@pytest.mark.parametrize("text", ["went to the new noodle bar on Friday, absolutely loved it",
                                  "saw the play on Friday, loved every minute",
                                  "tried the spin class, hated it tbh"])
def test_a_record_then_a_dropped_i_liking_gives_both(text):
    x = _extract([(SPEAKER, text)])[0]
    assert x.events and any(c.owner == SPEAKER for c in x.claims), x


def test_would_rather_asked_is_no_view():
    x = _extract([(SPEAKER, "would Tamsk rather walk?")])[0]
    assert not x.claims, x.claims


@pytest.mark.parametrize("lines,target", [
    ([(LISTENER, "my cousin wants a bigger van"), (SPEAKER, "the new tram line, way too slow")],
     "tram line"),
    ([(LISTENER, "my cousin wants a bigger van"),
      (SPEAKER, "went to the quiz night on Friday. so good")], "quiz night"),
])
def test_a_verdict_fragment_judges_the_thing_of_its_own_turn(lines, target):
    x = _extract(lines)[1]
    assert [c.target for c in x.claims] == [target], x.claims


@pytest.mark.parametrize("text", ["good morning all!", "happy birthday Tamsk!!",
                                  "merry christmas everyone", "happy friday team",
                                  "right, so about Saturday",
                                  "as for the barbecue, no idea yet"])
def test_a_greeting_or_a_topic_announced_is_no_view_nor_record(text):
    x = _extract([(SPEAKER, text)])[0]
    assert not x.claims and not x.events, x


def test_a_greeting_before_a_verdict_keeps_the_verdict():
    x = _extract([(SPEAKER, "good morning, the lido is shut again, typical")])[0]
    assert any(c.owner == SPEAKER for c in x.claims), x.claims


def test_how_to_is_no_exclamative():
    x = _extract([(SPEAKER, "Tamsk told me how to fix the boiler")])[0]
    assert not x.claims, x.claims


@pytest.mark.parametrize("text,target", [
    ("I could take or leave the new menu", "menu"),
    ("I'm torn on the new kit", "kit"),
    ("give me the old logo any day", "logo"),
    ("wouldn't bother with the tour", "tour"),
])
def test_a_verdict_idiom_is_the_speakers_view_of_its_object(text, target):
    x = _extract([(LISTENER, "how was the fair?"), (SPEAKER, text)])[1]
    assert [(c.owner, c.target) for c in x.claims] == [(SPEAKER, target)], x.claims


def test_a_dated_act_with_an_idiom_word_stays_a_record():
    x = _extract([(SPEAKER, "I gave it a miss on Friday")])[0]
    assert x.events, x


def test_a_past_temptation_stays_a_record():
    x = _extract([(SPEAKER, "I was tempted to quit on Monday")])[0]
    assert x.events and not x.claims, x
