"""English sources of reported views in natural dialogue: how the source is named (appositions,
titles, clefts, full names) and where in the discourse it was named. Every sentence here was
written for this test (no data-file sentences or names): owner and relay chain of the claim."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Brackwith"
LISTENER = "Marrowby"


def _extract(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))


CASES = [
    # a body asked about as the subject of a question ('What did the X say?', 'Has the X
    # replied?') is whom the answer's 'they' means
    ([(LISTENER, "What did the planning office say?"),
      (SPEAKER, "They said the extension needs a new survey.")], 1, "the planning office",
     [SPEAKER]),
    ([(LISTENER, "has the surgery replied yet"),
      (SPEAKER, "yeah they said the results are normal")], 1, "the surgery", [SPEAKER]),
    # a gendered title stays with the name it was said with: 'she' is not 'Mr …'
    ([(SPEAKER, "I met their courier, Mr Tallowin, on Friday."),
      (LISTENER, "And their buyer?"),
      (SPEAKER, "Their buyer, Oriel, was there too."),
      (SPEAKER, "I met their courier, Mr Tallowin, afterwards."),
      (SPEAKER, "Anyway, she said the crates are held at the border.")], 4, "Oriel",
     [SPEAKER]),
    # a conditional opener closed by a colon or a comma ('If I may: …'), then the report
    ([(SPEAKER, "If I might add: Professor Quarrendon was saying on Friday that the lab lease "
                "expires at Easter.")], 0, "Professor Quarrendon", [SPEAKER]),
    # a name after a title, said only in the other speaker's question, is the next 'he'
    ([(LISTENER, "Is Uncle Tobold coming to the regatta?"),
      (SPEAKER, "Well, he phoned me on Sunday, and he said he'd rather not sail with his bad "
                "knee.")], 1, "Uncle Tobold", [SPEAKER]),  # (as named, kin title and all)
    # texting: a known name in lower case with its possessive; 'he' is the role just introduced
    ([(SPEAKER, "nah my flatmate oriane was moaning about the heating and she goes the radiator "
                "is ancient lol"),
      (LISTENER, "ugh landlords"),
      (SPEAKER, "idk tho. oriane's bf fixes boilers and he reckons the radiator is fine "
                "actually")], 2, "Oriane's bf", [SPEAKER]),
    # texting: 'sayin' for 'saying', and a reported clause whose 'be' was dropped
    ([(SPEAKER, "idk tho, my nan was sayin the bungalow too cold for winter")], 0,
     f"{SPEAKER}'s nan", [SPEAKER]),
    # a nested demand: 'she says X is insisting on <a thing>' is X's stance, relayed by both
    ([(SPEAKER, "I rang Ysaline on Sunday."),
      (SPEAKER, "She says her uncle Ondrej insists on a marquee instead of the hall.")], 1,
     "Ondrej", [SPEAKER, "Ysaline"]),
    # advice reported with 'told <someone> to …'; a possessive pronoun of the teller whose
    # one told is named in the same breath is that person's
    ([(LISTENER, "Corentin mentioned that she has been swimming again."),
      (SPEAKER, "Her osteopath told Merewyn to skip the long drives, and that's final.")], 1,
     "Merewyn's osteopath", [SPEAKER, "Merewyn"]),
    ([(SPEAKER, "The vet warned us not to give him grapes.")], 0, "the vet", [SPEAKER]),
    # the news first, then a sentence naming who told it ('…. X told me at choir.')
    ([(SPEAKER, "Big news: Reverend Madoc is stepping down after the summer. His warden, "
                "Tegwen, told me at choir practice.")], 0, "Tegwen", [SPEAKER]),
    # a message had or sent, with nothing after it: the next sentence is its news
    ([(SPEAKER, "?? eadric just texted. the rehearsal is cancelled")], 0, "Eadric", [SPEAKER]),
    ([(SPEAKER, "Had a call from Eadric. The rehearsal is cancelled.")], 0, "Eadric",
     [SPEAKER]),
    # a name first in the sentence with an aside before its verb is the holder, not a vocative
    ([(SPEAKER, "Cuthred, bless him, thinks the tide tables are wrong.")], 0, "Cuthred",
     [SPEAKER]),
    ([(SPEAKER, "Cuthred, my old flatmate, says the footbridge is unsafe.")], 0, "Cuthred",
     [SPEAKER]),
    ([(SPEAKER, "Cuthred - you know, Haldis's brother - says the footbridge is unsafe.")], 0,
     "Cuthred", [SPEAKER]),
    # a raising verb before the frame ('seems to think', 'seemed convinced'); 'how' before a
    # reported clause is 'that'
    ([(SPEAKER, "Ebrel seems to think the weir is silting up.")], 0, "Ebrel", [SPEAKER]),
    ([(SPEAKER, "Ebrel seemed convinced the weir is silting up.")], 0, "Ebrel", [SPEAKER]),
    ([(SPEAKER, "Ebrel was saying how the lido is going downhill.")], 0, "Ebrel", [SPEAKER]),
    # two coordinated holders of one view: a claim for each
    ([(SPEAKER, "Brithwen and her gran both reckon the ferry timetable is a joke.")], 0, "Brithwen",
     [SPEAKER]),
    ([(SPEAKER, "Brithwen and her gran both reckon the ferry timetable is a joke.")], 0,
     "Brithwen's gran", [SPEAKER]),
    ([(SPEAKER, "lol brithwen n her gran both reckon the ferry timetable is a joke")], 0,
     "Brithwen", [SPEAKER]),
    # discourse openers of several words; an unnamed source is no antecedent of 'her'
    ([(SPEAKER, "Speaking of which, Ebrel said the lock gates are jammed.")], 0, "Ebrel",
     [SPEAKER]),
    ([(SPEAKER, "Rang Ebrel last night. Apparently her nephew thinks the towpath is flooded.")],
     0, "Ebrel's nephew", [SPEAKER]),
    # texting: 'jus', a name's 's of 'is' without its apostrophe before 'convinced'
    ([(SPEAKER, "jus talked to ebrel, she said the lock gates are jammed")], 0, "Ebrel", [SPEAKER]),
    ([(SPEAKER, "ngl ebrels convinced the towpath is flooded")], 0, "Ebrel", [SPEAKER]),
    # the passive with 'get'
    ([(SPEAKER, "Ebrel got told by the warden that the towpath is flooded.")], 0, "the warden",
     [SPEAKER, "Ebrel"]),
    # a postposed frame whose holder is the possessor of the report's holder: one level up
    ([(SPEAKER, "Ebrel's brother thinks the towpath is a disgrace, she said.")], 0,
     "Ebrel's brother", [SPEAKER, "Ebrel"]),
    # a named person a report is about becomes the topic after the report's holder
    ([(LISTENER, "How did the recital go?"),
      (SPEAKER, "Osferth said Gwethalyn played beautifully."),
      (LISTENER, "And the judges?"),
      (SPEAKER, "Her piano teacher thinks she should enter the county final.")], 3,
     "Gwethalyn's piano teacher", [SPEAKER]),
    # adverbials, reflexives, focus words, relatives and hesitations around a holder
    ([(SPEAKER, "Ysmenia obviously thinks the carol service is too long.")], 0, "Ysmenia",
     [SPEAKER]),
    ([(SPEAKER, "Ysmenia herself said the carol service is too long.")], 0, "Ysmenia", [SPEAKER]),
    ([(SPEAKER, "Ysmenia for one thinks the carol service is too long.")], 0, "Ysmenia",
     [SPEAKER]),
    ([(SPEAKER, "Only Ysmenia thinks the carol service is too long.")], 0, "Ysmenia", [SPEAKER]),
    ([(SPEAKER, "Ysmenia, of course, thinks the carol service is too long.")], 0, "Ysmenia",
     [SPEAKER]),
    ([(SPEAKER, "Ysmenia, who runs the allotments, says the rain barrels are empty.")], 0,
     "Ysmenia", [SPEAKER]),
    ([(SPEAKER, "Ysmenia was, um, saying the carol service is moving to Fridays.")], 0,
     "Ysmenia", [SPEAKER]),
    # a possessed role met or talked to is the next 'he'/'she'; a spaced dash before a
    # pronoun's report splits the clause
    ([(SPEAKER, "I was chatting to Ysmenia's husband, and he said the bell tower is leaning.")],
     0, "Ysmenia's husband", [SPEAKER]),
    ([(SPEAKER, "Ran into Ysmenia's husband - he says the bell tower is leaning.")], 0,
     "Ysmenia's husband", [SPEAKER]),
    # an aside naming what the holder is ('lovely woman'), a filler aside, then the holder
    # taken up again with a contracted pronoun
    ([(SPEAKER, "So my landlady, right, she's convinced the marina will flood.")], 0,
     f"{SPEAKER}'s landlady", [SPEAKER]),
    ([(SPEAKER, "My landlady - lovely woman - she's convinced the marina will flood.")], 0,
     f"{SPEAKER}'s landlady", [SPEAKER]),
    # 'keeps on saying'; a named subject of two coordinated verbs; a name before a negated
    # auxiliary is noted for the next 'her'
    ([(SPEAKER, "Ysmenia keeps on saying the bell tower is leaning.")], 0, "Ysmenia", [SPEAKER]),
    ([(SPEAKER, "Ysmenia rang me up and said the bell tower is leaning.")], 0, "Ysmenia",
     [SPEAKER]),
    ([(SPEAKER, "Ysmenia hasn't said a word, but her husband reckons the bell tower is "
                "leaning.")], 0, "Ysmenia's husband", [SPEAKER]),
    # a role written as an acronym after a possessive name
    ([(SPEAKER, "Ysmenia's GP told her it's just a pulled muscle.")], 0, "Ysmenia's GP",
     [SPEAKER, "Ysmenia"]),
    # the news, then a sentence pointing back to its source
    ([(SPEAKER, "The bell tower is closed. That's what Ysmenia told me.")], 0, "Ysmenia",
     [SPEAKER]),
    ([(SPEAKER, "The bell tower is closed. That's according to Ysmenia, anyway.")], 0,
     "Ysmenia", [SPEAKER]),
    # texting: a bare 'bf' is the speaker's, 'was all like', an unknown lower-case name's
    # possessive, a trailing source after 'apparently'
    ([(SPEAKER, "bf says the canal boat is dodgy")], 0, f"{SPEAKER}'s bf", [SPEAKER]),
    ([(SPEAKER, "my boss was all like the canal boat is dodgy")], 0, f"{SPEAKER}'s boss",
     [SPEAKER]),
    ([(SPEAKER, "wystra's cousin sells them n she says the canal boat is dodgy")], 0,
     "Wystra's cousin", [SPEAKER]),
    ([(SPEAKER, "apparently the canal boat is dodgy according to my flatmate")], 0,
     f"{SPEAKER}'s flatmate", [SPEAKER]),
    ([(SPEAKER, "ms pellingham said the canal boat is dodgy")], 0, "Ms Pellingham", [SPEAKER]),
    # where the holder was, between 'was' and the reporting verb
    ([(SPEAKER, "Ysmenia was on the phone saying the regatta is rigged.")], 0, "Ysmenia",
     [SPEAKER]),
    # a group told, no one relaying it: 'told the whole choir …'
    ([(SPEAKER, "Ysmenia told the whole choir the vestry is flooded.")], 0, "Ysmenia",
     [SPEAKER]),
    # a hesitation between the reporting verb and its clause
    ([(SPEAKER, "Um, so, Ysmenia was saying, like, the lock gates are jammed.")], 0, "Ysmenia",
     [SPEAKER]),
    # 'as far as X's concerned': the 's is the lead's 'is'
    ([(SPEAKER, "As far as Ysmenia's concerned, the lido is a bottomless pit.")], 0, "Ysmenia",
     [SPEAKER]),
    ([(SPEAKER, "As far as my uncle's concerned, the lido is a bottomless pit.")], 0,
     f"{SPEAKER}'s uncle", [SPEAKER]),
    # a noun of saying with an adjective before it
    ([(SPEAKER, 'My uncle\'s exact words were "that van is a liability".')], 0,
     f"{SPEAKER}'s uncle", [SPEAKER]),
    # a body rung or emailed is the next 'they'
    ([(SPEAKER, "I rang the harbour office this morning."),
      (SPEAKER, "They said the moorings will be dredged in spring.")], 1, "the harbour office",
     [SPEAKER]),
    # 'put it well:' before an unquoted clause
    ([(SPEAKER, "Ysmenia put it perfectly: the pier is basically finished.")], 0, "Ysmenia",
     [SPEAKER]),
    # the source named after the news: 'if X is to be believed', "X's words, not mine"
    ([(SPEAKER, "The ferry is scrapped, if Ysmenia is to be believed.")], 0, "Ysmenia",
     [SPEAKER]),
    ([(SPEAKER, "The ferry is scrapped - my uncle's words, not mine.")], 0, f"{SPEAKER}'s uncle",
     [SPEAKER]),
    # 'apparently' after the speaker says whom they talked to in the same turn: that person
    ([(SPEAKER, "I was talking to Ysmenia and apparently the ferry is scrapped.")], 0, "Ysmenia",
     [SPEAKER]),
    # asides set off by commas between a holder and its verb: a second apposition, a clause
    # about the holder, a hesitation, and a subject pronoun taking the holder up again
    ([(SPEAKER, "The locksmith, Fenwright, the quiet one, said the lock was forced.")], 0,
     "Fenwright", [SPEAKER]),
    ([(SPEAKER, "my aunt, she's on the parish council, was saying they've no money for the "
                "roof.")], 0, f"{SPEAKER}'s aunt", [SPEAKER]),
    ([(SPEAKER, 'The warden, er, Mrs Thelwall, she goes, quote, "nobody has ever complained," '
                "and the carpet was soaked.")], 0, "Mrs Thelwall", [SPEAKER]),
    # 'was clear that …' said of a person, after a role with its name in apposition
    ([(SPEAKER, "my foreman, Mr Ketteridge, was quite clear on Monday that the scaffold stays "
                "up.")], 0, "Mr Ketteridge", [SPEAKER]),
    # a full name, given name and surname, as a holder and as a possessor of the source
    ([(SPEAKER, "Idris Penhallow reckons the quarry is flooding.")], 0, "Idris Penhallow",
     [SPEAKER]),
    ([(SPEAKER, "my cousin Elphin heard from Ysolde Carrick's accountant that the planning "
                "office lost the file.")], 0, "Ysolde Carrick's accountant", [SPEAKER, "Elphin"]),
    ([(SPEAKER, "my neighbour Aldreda Gaveston says the quarry is flooding.")], 0,
     "Aldreda Gaveston", [SPEAKER]),
    # a cleft: 'X was the one (who was) telling everyone …', after a marker 'See,'
    ([(SPEAKER, "See, Torquil is the one telling everybody it's the best chowder in the "
                "county.")], 0, "Torquil", [SPEAKER]),
    ([(SPEAKER, "Torquil is the one who said the quarry is flooding.")], 0, "Torquil", [SPEAKER]),
    # a person noun known by where they are or by the nouns before it, after 'some' or 'the',
    # with a quotative and a clause with no quotation marks (a bare plural subject too)
    ([(SPEAKER, "lol some bloke at the ticket kiosk was like they lost the booking on purpose")], 0,
     "some bloke at the ticket kiosk", [SPEAKER]),
    ([(SPEAKER, "the kennel lady was like ferrets need a quiet room anyway")], 0,
     "the kennel lady", [SPEAKER]),
    ([(SPEAKER, "some woman from the parish said the ferry is cancelled.")], 0,
     "some woman from the parish", [SPEAKER]),
    # a name set off by dashes after a role (with an aside of its own), then the holder taken
    # up again by a pronoun
    ([(SPEAKER, "My landlord — Osgar — he was saying the boiler needs a new valve.")], 0,
     "Osgar", [SPEAKER]),
    ([(SPEAKER, "His physio – Merewyn, total star – she reckons he'll be jogging by June.")], 0,
     "Merewyn", [SPEAKER]),
    ([(SPEAKER, "The receptionist at the dentist — Mrs Ilvane — she told me the fees doubled.")],
     0, "Mrs Ilvane", [SPEAKER]),
    # a phrase telling which one between the role and the name in apposition
    ([(SPEAKER, "the porter w the ginger beard, Caddoc, said the lifts are off till noon")], 0,
     "Caddoc", [SPEAKER]),
    ([(SPEAKER, "oh the man from the garage, Tobiasz, reckons the clutch is gone")], 0,
     "Tobiasz", [SPEAKER]),
    # people told as a group pass nothing on as one relayer
    ([(SPEAKER, "Mr Pellow — the choir master — he told the sopranos the concert is moved.")], 0,
     "Mr Pellow", [SPEAKER]),
    ([(SPEAKER, "the head told the parents the trip is off")], 0, "the head", [SPEAKER]),
    # 'your <role>' after a name that addresses someone is that person's, in chat spelling too;
    # the next 'she'/'he' is that role
    ([(LISTENER, "hiya"), ("Odette", "hey"),
      (SPEAKER, "wait Odette ur aunt works at the swimming baths doesnt she? she told me the "
                "steam room's shut till May")], 2, "Odette's aunt", [SPEAKER]),
    ([(LISTENER, "hiya"),
      (SPEAKER, "Hey Ferrand your uncle still runs the bakery? he reckons flour is doubling")],
     1, "Ferrand's uncle", [SPEAKER]),
    # the one the speaker rang is who answers in the next 'she said', not a name inside what
    # the call was about
    ([(SPEAKER, "ok so I rang Mrs Trevanion on Monday about bringing Nutmeg along"),
      (SPEAKER, "she said cats are fine as long as they stay in the kitchen")], 1,
     "Mrs Trevanion", [SPEAKER]),
    ([(SPEAKER, "I phoned Wystanna yesterday about the lift for Hebberd."),
      (SPEAKER, "She said the van is booked till noon.")], 1, "Wystanna", [SPEAKER]),
    # an aside set off by dashes between the verb and what it reports
    ([(SPEAKER, "I caught up with Aelwin on Sunday."),
      (SPEAKER, 'He said — and these are his words, not mine — "the regatta is a shambles."')],
     1, "Aelwin", [SPEAKER]),
    ([(SPEAKER, "Mrs Tregothnan told me - wait for it - the almshouses are being sold.")], 0,
     "Mrs Tregothnan", [SPEAKER]),
    ([(SPEAKER, "hiya"), (LISTENER, "ur cousin says the ice rink is closing")], 1,
     f"{SPEAKER}'s cousin", [LISTENER]),
    # news got from someone: 'got it / wind / word from X that …' — X holds it, the subject
    # relays it
    ([(SPEAKER, "Pellow got wind from his foreman that the yard is shutting.")], 0,
     "Pellow's foreman", [SPEAKER, "Pellow"]),
    ([(SPEAKER, "Tegwen got word from the agent that the lease won't be renewed.")], 0,
     "the agent", [SPEAKER, "Tegwen"]),
    ([(SPEAKER, "I got it from Tegwen that the choir is folding.")], 0, "Tegwen", [SPEAKER]),
    # 'heard through X that …': X holds it, as after 'heard from'
    ([(SPEAKER, "Pellow heard through Tegwen that the yard is shutting.")], 0, "Tegwen",
     [SPEAKER, "Pellow"]),
    # speech perceived: 'X heard/overheard Y say(ing) …' — Y holds it, X heard it; 'her' before
    # 'say' is the one heard
    ([(SPEAKER, "Pellow overheard his foreman saying the yard is shutting.")], 0,
     "Pellow's foreman", [SPEAKER, "Pellow"]),
    ([(LISTENER, "What did the harbourmistress say?"),
      (SPEAKER, "Pellow heard her say the slipway is closing.")], 1, "the harbourmistress",
     [SPEAKER, "Pellow"]),
    ([(SPEAKER, "I heard Tegwen say the choir is folding.")], 0, "Tegwen", [SPEAKER]),
    # a postposed frame after 'though,': the report's holder is the frame's
    ([(LISTENER, "Did Tegwen like the opera?"),
      (SPEAKER, "Her husband loved it though, she said.")], 1, "Tegwen's husband",
     [SPEAKER, "Tegwen"]),
]


@pytest.mark.parametrize("lines,idx,owner,chain", CASES, ids=[c[0][-1][1][:30] for c in CASES])
def test_owner_and_chain(lines, idx, owner, chain):
    x = _extract(lines)[idx]
    got = [(c.owner, c.relayed_by) for c in x.claims]
    assert (owner, chain) in got, (lines[idx][1], got)


def test_clear_of_a_thing_reports_nothing():
    x = _extract([(SPEAKER, "The sky was clear and the sea was calm.")])[0]
    assert not [c for c in x.claims if c.owner != SPEAKER], x.claims


def test_a_cleft_of_an_action_reports_nothing():
    x = _extract([(SPEAKER, "Torquil was the one who painted the gate.")])[0]
    assert not [c for c in x.claims if c.owner == "Torquil"], x.claims


@pytest.mark.parametrize("text", ["Torquil got it from the market on Saturday.",
                                  "She heard it from the shop on Monday."])
def test_a_source_row_with_no_clause_reports_nothing(text):
    # the subject of 'got it from' / 'heard it from' is no holder until a clause follows
    x = _extract([(SPEAKER, "Torquil came round."), (SPEAKER, text)])[1]
    assert not x.claims, x.claims


def test_insisting_on_an_act_is_no_stance():
    x = _extract([(SPEAKER, "Ondrej insisted on paying for the taxi.")])[0]
    assert not [c for c in x.claims if c.owner == "Ondrej"], x.claims


def test_the_speakers_own_news_keeps_its_record():
    x = _extract([(SPEAKER, "I got the chapel roof contract. Tegwen told me at choir.")])[0]
    assert x.events or x.facts, x


@pytest.mark.parametrize("text", [
    # a purpose clause about the listeners' knowing before a record
    "Right. Just so everyone is aware, Mr Pellow is off from the 3rd to the 9th.",
    # a sentential relative judging the record: the record stays, the verdict is the speaker's
    "So, the migration finished on Sunday, which was a relief, honestly.",
])
def test_a_record_with_a_comment_around_it(text):
    x = _extract([(SPEAKER, text)])[0]
    assert x.events or x.facts, x


def test_a_vocative_name_is_still_addressed():
    x = _extract([(LISTENER, "Any news?"),
                  (SPEAKER, "Cuthred, the footbridge is unsafe, don't cross it.")])[1]
    assert not [c for c in x.claims if c.owner == "Cuthred"], x.claims


@pytest.mark.parametrize(("text", "owner"), [
    # a surname with an elided particle is a name, alone or after a given name; a contraction
    # with a capital is not ('I'm sure …', 'Don't worry, …' stay the speaker's)
    ("O'Sheely reckons the footbridge is always slippery.", "O'Sheely"),
    ("Callum D'Avrey said the footbridge is always slippery.", "Callum D'Avrey"),
    ("My mate O'Brannagh reckons the raffle was fixed.", "O'Brannagh"),
    ("I'm sure the footbridge is always slippery.", SPEAKER),
])
def test_names_with_an_apostrophe(text, owner):
    x = _extract([(SPEAKER, text)])[0]
    assert [c.owner for c in x.claims][:1] == [owner], x.claims
