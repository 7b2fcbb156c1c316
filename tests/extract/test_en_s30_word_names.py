"""A first name that is also an English word (a month, a common noun) read as a person only in a
person's slot, and as the word in its word slots (thirtieth pass). Names and sentences invented
here: each test crosses the slot with several wordings and checks the owner and relay chain of the
claims the last turn gives."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Tamsk"
LISTENER = "Gethrun"


def _owners(text: str) -> list[tuple[str, list[str]]]:
    x = extract_lines([(LISTENER, "any news?"), (SPEAKER, text)], datetime(2025, 4, 7))[-1]
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


# a capitalised month or word-name in a person's slot: the person holds the view, the speaker
# relays it
@pytest.mark.parametrize("name", ["May", "August", "March"])
@pytest.mark.parametrize("frame", [
    "{n} reckons the ferry is a rip-off",
    "{n} said the ferry is a rip-off",
    "{n} was like the ferry is a rip-off",
    "{n} doesn't think the ferry is any good",
    "{n} from the office was like the ferry is a rip-off",
    "{n} at the bakery is convinced the ferry is a rip-off",
    "{n} next door swears the ferry is a rip-off",
    "our treasurer, {n}, told us the ferry is a rip-off",
    "the harbour manager, {n}, warned us the ferry is a rip-off",
    "according to {n} at work the ferry is a rip-off",
    '"a total rip-off" were {n}\'s exact words about the ferry',
])
def test_a_word_name_in_a_persons_slot(name, frame):
    text = frame.format(n=name)
    got = _owners(text)
    assert (name, [SPEAKER]) in got, (text, got)


# the one contacted, then a pronoun: the pronoun is that person
@pytest.mark.parametrize("name", ["May", "August"])
@pytest.mark.parametrize("verb", ["rang", "texted", "messaged"])
def test_a_word_name_contacted_then_a_pronoun(name, verb):
    text = f"I {verb} {name} on Sunday. She said the night ferry is a rip-off."
    got = _owners(text)
    assert (name, [SPEAKER]) in got, (text, got)


# a word-name's role: the role holds the view, relayed by the speaker and the name
@pytest.mark.parametrize("name", ["May", "August"])
@pytest.mark.parametrize("role", ["manager", "landlord", "coach"])
def test_a_word_name_then_a_role_she_was_told_by(name, role):
    text = f"{name} said her {role} told her the harbour fees are a scam."
    got = _owners(text)
    assert (f"{name}'s {role}", [SPEAKER, name]) in got, (text, got)


# the same words in their word slots: no person
@pytest.mark.parametrize("text", [
    "In May the ferry was a rip-off",
    "By August the ferry will be a rip-off",
    "May I say the ferry is a rip-off",
    "Next March the ferry is a rip-off",
    "The August timetable is a rip-off",
    "Since March the ferry has been a rip-off",
])
def test_a_word_name_in_its_word_slot(text):
    got = _owners(text)
    assert not any(o in {"May", "August", "March"} for o, _ in got), (text, got)
    assert (SPEAKER, []) in got, (text, got)


@pytest.mark.parametrize("text,owner", [
    ("By August, the builders reckon the roof will be a mess", "the builders"),
    ("Next March the ferry is closing, the manager said", "the manager"),
])
def test_a_month_before_another_source(text, owner):
    got = _owners(text)
    assert (owner, [SPEAKER]) in got, (text, got)
    assert not any(o in {"May", "August", "March"} for o, _ in got), (text, got)


# chat typed in lower case: a word that is also a first name, in a person's slot
@pytest.mark.parametrize("name", ["basil", "sunny", "honey", "river"])
@pytest.mark.parametrize("frame", [
    "lol {n} said the ferry is a rip-off",
    "also {n} was saying the ferry is overpriced",
    "oh, {n} also told me the ferry is a rip-off",
    "nope. {n} from accounts said the ferry is a rip-off",
    "{n} next door reckons the ferry is a rip-off",
    "anyway the owner, {n}, mentioned the ferry is a rip-off",
    "i heard from {n} the ferry is a rip-off",
    "according to {n} the ferry is a rip-off",
])
def test_a_lower_case_word_name_in_a_persons_slot(name, frame):
    text = frame.format(n=name)
    got = _owners(text)
    assert (name.capitalize(), [SPEAKER]) in got, (text, got)


@pytest.mark.parametrize("name", ["basil", "sunny"])
def test_a_lower_case_word_name_contacted_then_a_pronoun(name):
    text = f"rang {name} and he said the ferry is a rip-off"
    got = _owners(text)
    assert (name.capitalize(), [SPEAKER]) in got, (text, got)


# the same lower-case words as words: no person
@pytest.mark.parametrize("text", [
    "i hope the ferry is fine",
    "lol sunny day, the ferry was lovely",
    "the honey is gorgeous",
    "basil is overrated in pesto tbh",
    "will do, the ferry is a rip-off tho",
    "may be a rip-off tbh",
    "see you in june, the ferry is a rip-off",
    "storm said to be the worst in years, the ferry is cancelled",
])
def test_a_lower_case_word_in_its_word_slot(text):
    got = _owners(text)
    assert got and all(o == SPEAKER for o, _ in got), (text, got)


# more of a person's slots: after a possessive and a role noun, in apposition with a role noun
# (any predicate after), after a group with 'in', after 'name's', as the subject of an act and
# then a quotative
@pytest.mark.parametrize("name", ["May", "August"])
@pytest.mark.parametrize("frame", [
    "my cousin {n} works there, she said the ferry is a rip-off",
    "I spoke to their harbour manager, {n}, on Monday, and she mentioned the ferry is a rip-off",
    "I heard from the treasurer, {n}, that the ferry is a rip-off",
    "{n} in finance told me the ferry is a rip-off",
    '{n} took one look and went "the ferry is a rip-off"',
])
def test_a_word_name_in_more_persons_slots(name, frame):
    text = frame.format(n=name)
    got = _owners(text)
    assert (name, [SPEAKER]) in got, (text, got)


@pytest.mark.parametrize("text", [
    "In August, my sister said the ferry is a rip-off",
    "my mate will go, the ferry is a rip-off tho",
])
def test_a_month_or_auxiliary_after_a_role_or_a_preposition(text):
    got = _owners(text)
    assert not any(o in {"August", "Will"} for o, _ in got), (text, got)


# a first name ending in -ly with its possessive, opening the sentence: a person's role
@pytest.mark.parametrize("name", ["Sally", "Polly", "Dolly"])
@pytest.mark.parametrize("role", ["brother", "landlord"])
def test_a_ly_name_possessive_before_a_role(name, role):
    text = f"{name}'s {role} said the ferry is a rip-off"
    got = _owners(text)
    assert (f"{name}'s {role}", [SPEAKER]) in got, (text, got)


# chat: more slots of a lower-case word-name
@pytest.mark.parametrize("name", ["basil", "sunny"])
@pytest.mark.parametrize("frame", [
    "the plumber came, his name's {n}. he said the boiler is a lemon",
    "he told me his mate {n} who works at the lake says the ferry is a rip-off",
    "wait {n}'s boss literally said the ferry is a rip-off",
])
def test_a_lower_case_word_name_in_more_persons_slots(name, frame):
    text = frame.format(n=name)
    got = _owners(text)
    assert any(o.startswith(name.capitalize()) for o, _ in got), (text, got)


# a first name ending in -ly opening the sentence before a past form: a person, not an adverb
@pytest.mark.parametrize("name", ["Sally", "Polly", "Dolly"])
@pytest.mark.parametrize("frame", [
    "{n} went last year and she was like the ferry is a rip-off",
    "{n} reran the numbers and she's saying the ferry is a rip-off",
])
def test_a_ly_name_before_a_past_form(name, frame):
    text = frame.format(n=name)
    got = _owners(text)
    assert (name, [SPEAKER]) in got, (text, got)


@pytest.mark.parametrize("text", [
    "Honestly went well, the ferry is a rip-off",
    "Finally got there, the ferry is a rip-off",
    "Really liked it, the ferry is great",
])
def test_an_ly_adverb_before_a_past_form_is_no_name(text):
    got = _owners(text)
    assert got and all(o == SPEAKER for o, _ in got), (text, got)


def _reply(first: str, text: str) -> list[tuple[str, list[str]]]:
    x = extract_lines([(LISTENER, first), (SPEAKER, text)], datetime(2025, 4, 7))[-1]
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


# a word-name named in the turn before, in a person's slot, is the antecedent of 'she'
@pytest.mark.parametrize("name", ["May", "August"])
@pytest.mark.parametrize("first", [
    "Any news from {n}?",
    "Did {n} get back to you about the lease?",
    "Did {n} say anything about the lease?",
    "Went to see {n} at the home yesterday",
])
def test_a_word_name_in_the_turn_before_is_the_antecedent(name, first):
    got = _reply(first.format(n=name), "I called her yesterday. She said the lease is a scam.")
    assert (name, [SPEAKER]) in got, (first, got)


@pytest.mark.parametrize("first", ["Any news from the agent in May?", "See you in August?"])
def test_a_month_in_the_turn_before_is_no_antecedent(first):
    got = _reply(first, "I called her yesterday. She said the lease is a scam.")
    assert not any(o in {"May", "August"} for o, _ in got), (first, got)
