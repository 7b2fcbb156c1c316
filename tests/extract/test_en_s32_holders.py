"""English constructions of the thirty-second pass, found with invented batteries (names, places
and topics invented here, in no data file): how a story brings on the person whose words it
passes on — a place phrase with a second one of its own ('X from the stall next to mine'), a
description and 'called X', 'one of the other Ns, X,', 'there's this N, X, who goes …', a role and
its place phrase before the name in apposition, a two-word name in apposition, 'goes' after a
verb phrase joined by 'and', a time adverb opening the clause, and 'because' as chat types it."""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned, owned
from dialogue_check import last_extraction as _last
from dialogue_check import owners as _owners

SPEAKER = "Quillane"
LISTENER = "Brisovar"
ASK = (LISTENER, "so how did it go?")

CONTENT = ["the lemon one was the best in the market", "the whole plan is a waste of money",
           "the printer has been broken for weeks"]


def _said(text: str, owner: str, chain: list[str] | None = None) -> None:
    assert_owned([ASK, (SPEAKER, text)], owner, [SPEAKER] if chain is None else chain)


def _not_owned(text: str, owner: str) -> None:
    assert_not_owner([ASK, (SPEAKER, text)], owner)


# a named holder known by a place phrase that carries a second place phrase of its own
@pytest.mark.parametrize("holder", [
    "Talvrin from the candle stall next to mine",
    "Talvrin at the desk by the window",
    "Talvrin from the shop across the road",
    "Talvrin at the party last night",
    "Talvrin from the flat above ours",
])
@pytest.mark.parametrize("verb", ["said", "says", "told me", "reckons"])
@pytest.mark.parametrize("content", CONTENT)
def test_named_holder_with_two_place_phrases(holder, verb, content):
    _said(f"{holder} {verb} {content}", "Talvrin")


# a person noun known by two place phrases: the whole phrase is the holder
@pytest.mark.parametrize("holder", [
    "the woman from the candle stall next to mine",
    "the guy at the desk by the window",
    "a bloke from the bike shop across the road",
])
@pytest.mark.parametrize("verb", ["said", "told me"])
def test_person_noun_with_two_place_phrases(holder, verb):
    x = _last([ASK, (SPEAKER, f"{holder} {verb} the chain was worn out")])
    assert any(c.owner.endswith(holder.split(" ", 1)[1]) and list(c.relayed_by) == [SPEAKER]
               for c in x.claims), (holder, _owners(x))


# the place phrase ends where a clause of its own starts: the verb after it is not the name's
@pytest.mark.parametrize("text", [
    "Talvrin from the shop next door and I think the plan is a waste of money",
    "Talvrin at the desk by the window because she thinks the printer is broken",
])
def test_place_phrase_ends_at_a_clause(text):
    x = _last([ASK, (SPEAKER, text)])
    assert not owned(x.claims, "Talvrin", [SPEAKER]) or "and I" not in text, (text, _owners(x))


# 'a/this/some N called X': the name is the person, whatever the noun
@pytest.mark.parametrize("desc", ["a comic called", "a guy called", "this woman named",
                                  "some really old bloke called", "a lad called",
                                  "a volunteer named"])
@pytest.mark.parametrize("lead", ["", "afterwards ", "then "])
@pytest.mark.parametrize("verb", ["told me", "said", "reckons"])
def test_description_called_name(desc, lead, verb):
    _said(f"{lead}{desc} Merrisot {verb} the bit would work if I cut the first minute",
          "Merrisot")


# 'called X' after a thing's description: no holder
@pytest.mark.parametrize("text", [
    "I watched a film called Merrisot and it was dull",
    "we went to a pub called Merrisot, the chips were cold",
    "a band called Merrisot played and the crowd loved it",
])
def test_called_name_of_a_thing_holds_nothing(text):
    _not_owned(text, "Merrisot")


# 'one of the (other) Ns, X,': the name in apposition is the person
@pytest.mark.parametrize("group", ["one of the other jurors", "one of the nurses",
                                   "one of her old teammates", "one of my neighbours"])
@pytest.mark.parametrize("verb", ["is convinced", "thinks", "said"])
def test_one_of_a_group_named(group, verb):
    _said(f"{group}, Orlinde, {verb} the referee was bribed", "Orlinde")


def test_one_of_a_group_named_acting_holds_nothing():
    _not_owned("one of the other drivers, Orlinde, parked across two spaces", "Orlinde")


# "there's this N, X, who goes …": a person brought on stage, their words in the relative
@pytest.mark.parametrize("intro", ["there's this retired teacher, Pellamy,",
                                   "there was this old guy, Pellamy,",
                                   "there's a woman called Pellamy",
                                   "there was a guy named Pellamy"])
@pytest.mark.parametrize("verb", ['goes "they used to feed us properly"',
                                  "keeps saying they used to feed us properly",
                                  "says they used to feed us properly"])
def test_presented_person_who_says(intro, verb):
    _said(f"and {intro} who {verb}", "Pellamy")


@pytest.mark.parametrize("text", [
    "there's this old guy, Pellamy, who fixes bikes on our street",
    "there's a guy called Pellamy who lives next door",
    "there was this retired teacher, Pellamy, who brought sandwiches",
])
def test_presented_person_acting_holds_nothing(text):
    _not_owned(text, "Pellamy")


# a role with its place phrase, then the name in apposition; a two-word name in apposition
@pytest.mark.parametrize("holder,owner", [
    ("my tutor at the night class, Venmarra,", "Venmarra"),
    ("the guy at the bar, Venmarra,", "Venmarra"),
    ("my coach at the rowing club, Tesk Amberlow,", "Tesk Amberlow"),
    ("my tutor, Frau Kesselby,", "Frau Kesselby"),
    ("the chef, Signor Bavetti,", "Signor Bavetti"),
    ("my tutor at the night class, Frau Kesselby,", "Frau Kesselby"),
])
@pytest.mark.parametrize("verb", ["says", "reckons", "told us"])
def test_role_place_then_name(holder, owner, verb):
    _said(f"{holder} {verb} the app is useless for listening", owner)


def test_appositive_two_word_name_is_the_pronouns_antecedent():
    _said("the chef, Signor Bavetti, made us chop everything and he kept saying jars are for "
          "cowards", "Signor Bavetti")


# 'goes' after a verb phrase joined by 'and': speech reported without quotation marks
@pytest.mark.parametrize("subject,owner", [("Ivrett", "Ivrett"), ("Mr Sallow", "Mr Sallow"),
                                           ("the head, Mr Sallow,", "Mr Sallow")])
@pytest.mark.parametrize("act", ["walks in and goes", "wanders over and goes",
                                 "looks at me and goes", "walked in and went"])
def test_goes_after_joined_verb_phrase(subject, owner, act):
    _said(f"then {subject} {act} the whole thing is a scam", owner)


@pytest.mark.parametrize("text", ["Ivrett got up and went home",
                                  "Ivrett got up and went the long way round",
                                  "Ivrett goes to the gym and buys a smoothie"])
def test_went_as_a_motion_holds_nothing(text):
    _not_owned(text, "Ivrett")


# a time adverb opening the clause before the holder
@pytest.mark.parametrize("adverb", ["afterwards", "eventually", "meanwhile", "now", "suddenly"])
@pytest.mark.parametrize("rest,owner", [
    ("Ivrett told me the printer is broken", "Ivrett"),
    ("the manager told us the printer is broken", "the manager"),
])
def test_time_adverb_before_a_frame(adverb, rest, owner):
    _said(f"{adverb} {rest}", owner)


def test_time_adverb_before_a_pronoun_holder():
    x = _last([ASK, (SPEAKER, "Ivrett knocked the jug over."),
               (SPEAKER, "now he's saying it was the cat's fault")])
    assert owned(x.claims, "Ivrett", [SPEAKER]), _owners(x)


@pytest.mark.parametrize("text", ["afterwards we went home", "now the printer is fixed"])
def test_time_adverb_before_no_frame(text):
    x = _last([ASK, (SPEAKER, text)])
    assert not any(c.relayed_by for c in x.claims), (text, _owners(x))


# 'because' as chat types it
@pytest.mark.parametrize("conj", ["bc", "cuz", "because"])
@pytest.mark.parametrize("rest,owner", [
    ("Ivrett told me the heat dries them out", "Ivrett"),
    ("I heard from Ivrett that the heat dries them out", "Ivrett"),
    ("my boss said the roads would flood", f"{SPEAKER}'s boss"),
])
def test_chat_because_before_a_report(conj, rest, owner):
    _said(f"I moved it on monday {conj} {rest}", owner)


# a body's initials after 'from' are no pronoun ending the place phrase
@pytest.mark.parametrize("holder,owner", [("Vossberg from IT", "Vossberg"),
                                          ("Big Vossberg from IT", "Big Vossberg"),
                                          ("Vossberg from HR next to me", "Vossberg")])
@pytest.mark.parametrize("verb", ["was telling everyone", "was like,", "says"])
def test_initials_in_the_place_phrase(holder, owner, verb):
    _said(f"anyway, {holder} {verb} the new laptops arrive next week", owner)


# a time adverb between the one told and what they were told
@pytest.mark.parametrize("adverb", ["afterwards", "later", "yesterday"])
def test_told_me_then_when(adverb):
    _said(f"Vossberg told me {adverb} his wife had told him the boss does this every year",
          "Vossberg's wife", [SPEAKER, "Vossberg"])
    _said(f"Vossberg told me {adverb} that the boss does this every year", "Vossberg")


# typed in lower case, 'from it' is the body's initials: the preposition's own object ends no
# place phrase
def test_lower_case_initials_after_from():
    x = _last([ASK, (SPEAKER, "nope. vossberg from it was like, it's a browser thing")])
    assert owned(x.claims, "Vossberg", [SPEAKER]), _owners(x)


# typed in lower case: a name no list has, then two place phrases, then the verb
@pytest.mark.parametrize("holder", ["talvrin from the candle stall next to me",
                                    "talvrin at the desk by the window"])
def test_lower_case_name_with_two_place_phrases(holder):
    _said(f"sold 31 jars. {holder} said the lemon one was the best in the market", "Talvrin")


# a second report joined by ', and', its named holder with a place phrase before the verb
@pytest.mark.parametrize("second", ["Dagmere from HR kept saying", "Dagmere at reception said",
                                    "Dagmere from the office next door was saying"])
def test_second_holder_with_a_place_phrase(second):
    text = (f"Mr Tallow gets up and announces we're all going remote from April, and {second} "
            "it's about space, not cost")
    x = _last([ASK, (SPEAKER, text)])
    assert owned(x.claims, "Mr Tallow", [SPEAKER]), (text, _owners(x))
    assert owned(x.claims, "Dagmere", [SPEAKER]), (text, _owners(x))
