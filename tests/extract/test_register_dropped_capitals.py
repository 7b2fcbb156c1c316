"""Chat English typed without capitals or apostrophes, read as written English
(``register_en.normalise``): found by a metamorphic check — every gold opinion and hearsay turn of
the readable natural files typed again in lower case, or without apostrophes, lost its gold owner
in 138 / 116 of 2,444 cases. Invented names (each a first name of the reference with one gender,
checked against the shared and test data sets)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.register_en import normalise
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


@pytest.mark.parametrize(("typed", "read"), [
    # a first name of one gender that no dictionary has, in lower case anywhere in a casual turn
    ("the physio, brynhild, doesnt think i need surgery",
     "the physio, Brynhild, doesn't think I need surgery"),
    ("yevgeny next door reckons the boiler is fine",
     "Yevgeny next door reckons the boiler is fine"),
    ("my cousin kazimiera was saying the lift is broken",
     "my cousin Kazimiera was saying the lift is broken"),
    # the 's of 'is' / 'has' after a name, typed without its apostrophe, at any capital
    ("Bad news, Brynhilds leaving the choir.", "Bad news, Brynhild's leaving the choir."),
    ("Yevgenys convinced the agent is lying.", "Yevgeny's convinced the agent is lying."),
    # a name's possessive before a modifier and a role or a view noun, and its 's of 'is'
    # before an article or 'back'
    ("Oh and Yevgenys streamer friend called it a scam",
     "Oh and Yevgeny's streamer friend called it a scam"),
    ("Brynhilds exact words were never again", "Brynhild's exact words were never again"),
    ("My friend Yevgenys a solicitor", "My friend Yevgeny's a solicitor"),
    ("Brynhilds back, by the way.", "Brynhild's back, by the way."),
    # a singular role noun's 's before a verb's -ing form or 'a'
    ("My mums finding the stairs hard.", "My mum's finding the stairs hard."),
    ("my cousins a physio and she told me to rest", "my cousin's a physio and she told me to rest"),
    # a contraction at a sentence's capital, and Id / Ill before a verb
    ("Thats a council thing. Im sure of it", "That's a council thing. I'm sure of it"),
    ("Id trust him with anything", "I'd trust him with anything"),
])
def test_dropped_capitals_and_apostrophes_restored(typed, read):
    assert normalise(typed, []) == read


@pytest.mark.parametrize("typed", [
    "we flew to belem and then london",     # names of places in the reference, of no gender
    "angels like him bring intros",         # a plural of a word
    "My parents moving house is a saga",    # a plural role noun
    "Thomas asked about the rota",          # a name ending in s
    "The Smiths new house is lovely",       # a family's name, no first name
    "I felt ill after the ferry",           # 'ill' as a word
])
def test_words_and_plain_names_stay(typed):
    assert normalise(typed, []) == typed


def test_a_lower_case_source_owns_the_report():
    turns = [TurnIn(session="s1", date=datetime(2026, 3, 2), turn=f"s1:{i}", speaker=who,
                    text=text, lang="en", seq=i)
             for i, (who, text) in enumerate([
                 ("Odalric", "how did the appointment go"),
                 ("Merewyn", "still sore. the physio, brynhild, doesnt think i need surgery tho"),
             ], 1)]
    claims = RuleExtractor().extract(turns, [])[1].claims
    assert ("Brynhild", ["Merewyn"]) in [(c.owner, c.relayed_by) for c in claims]
