"""A record in a turn that also holds a view (s37), by paradigm, in edited and in lower-case
texting register — invented dialogues (names and sentences written for this test, none from
any data file). The clause that reports an action of the speaker or of a named person gives
an Event (or a Fact for a habit) even when another clause of the turn is a verdict:

- the act, then a verbless verdict after a comma, with or without a closing candour marker:
  '…, best decision ever', '…, smartest move he's made tbh' (a superlative noun phrase with a
  contact relative), '…, so rude', '…, so overpriced' (degree 'so' before an adjective, a
  participle one too — not the conjunction 'so' before a clause);
- the act in the narrative present: 'then X hands Y the keys, so rude';
- the act, then a consequence clause with a partitive subject: '…, so half the glory is his';
- an attitude, then an act of the same subject: 'X loved it and bought the book', 'my sister
  hated the film and walked out', 'I liked the hotel and booked again' (the view and the
  record, both);
- with the subject dropped, as chat drops it: 'went there last week, so overpriced';
- a view, then the act it rests on with the 'I' dropped: 'the new bakery is overpriced, went
  on Friday', 'not worth it, tried it last week';
- a thing sent, then how it looks with its 'it' left out: 'X texted me a photo of the cake,
  looks amazing' (the sending is the record; the appearance is no message of X's).
"""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owned, owners

A, B = "Wendelin", "Ermengarde"


def _record_and_view(text: str, owner: str | None = None) -> None:
    x = last_extraction([(B, "any news?"), (A, "hi"), (A, text)])
    assert x.events or x.facts, (text, owners(x))
    if owner is not None:
        assert owned(x.claims, owner, [] if owner == A else [A]), (text, owners(x))


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("act", [
    "Theobald painted the fence yesterday", "my cousin repainted the shed on Sunday",
    "Theobald handed in his notice", "I ran the half marathon on Sunday",
    "then Theobald hands Sieglinde the keys", "Theobald gave Sieglinde his old bike",
])
@pytest.mark.parametrize("verdict", [
    "smartest move he's made tbh", "best decision ever", "worst idea anyone's had",
    "so rude", "so overpriced", "total rip-off", "what a legend",
])
def test_act_then_verbless_verdict(act, verdict, case):
    _record_and_view(case(f"{act}, {verdict}"), A)


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("text", [
    "Theobald mended our gate on Sunday, so half the glory is his",
    "Theobald repainted the shed over Easter, so most of the glory is his",
    "Theobald cooked for all of us on Saturday, so all the praise is his",
])
def test_act_then_partitive_clause(text, case):
    _record_and_view(case(text), A)


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("text,owner", [
    ("Theobald loved it and bought the book", "Theobald"),
    ("Theobald liked the hotel and booked again", "Theobald"),
    ("my sister hated the film and walked out", f"{A}'s sister"),
    ("I loved it and bought the book", A),
    ("I hated the film and walked out halfway", A),
    ("Theobald enjoyed the course and signed up for another", "Theobald"),
])
def test_attitude_then_act(text, owner, case):
    _record_and_view(case(text), owner)


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("text", [
    "went there last week, so overpriced", "went there on Friday, so overrated",
    "tried the new bakery yesterday, so disappointing",
])
def test_dropped_subject_act_then_degree_verdict(text, case):
    _record_and_view(case(text), A)


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("text", [
    "I think the new bakery is overpriced, went on Friday",
    "the new bakery is overpriced, went on Friday",
    "the new bakery is overpriced, went there last week",
    "not worth it, tried it last week",
    "the sequel was a letdown, watched it yesterday",
])
def test_view_then_dropped_subject_act(text, case):
    _record_and_view(case(text), A)


@pytest.mark.parametrize("text", [
    "Theobald reckons the bakery is overpriced, went on about it for ages",
    "the bakery is overpriced, Theobald went on Friday",
])
def test_view_then_other_act(text):
    # (a frame's 'went on about' is no act of the speaker's; a named subject keeps its act)
    x = last_extraction([(B, "any news?"), (A, "hi"), (A, text)])
    assert not any("Wendelin went" in e.text for e in x.events), (text, [e.text for e in x.events])


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("text", [
    "Theobald texted me a photo of the cake, looks amazing",
    "Theobald sent me a photo of the cake, looks awful",
    "Theobald messaged me a picture of the flat, looked tiny",
])
def test_message_sent_then_appearance(text, case):
    # ('…, looks amazing': how the thing sent strikes the speaker, a clause of its own — not
    # what the sender texted)
    x = last_extraction([(B, "any news?"), (A, "hi"), (A, case(text))])
    assert x.events or x.facts, (text, owners(x))
    assert not any(c.owner == "Theobald" for c in x.claims), (text, owners(x))


@pytest.mark.parametrize("text", [
    "Theobald painted the fence yesterday, so she was pleased",
    "Theobald and Sieglinde went to the coast and loved it",
])
def test_still_a_record(text):
    # ('so' before a clause with its own subject is the conjunction; a coordinated subject)
    _record_and_view(text)
