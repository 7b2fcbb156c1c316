"""English construction of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file): pronoun contractions typed without their apostrophe whose bare
spelling is another word, read by where they stand — 'shell'/'hell'/'wed'/'shed' before a verb
('doesnt think shell sing', 'hell be fine', 'wed love to'), 'were' with no subject before it
after a verb of saying or thinking or a conjunction, before an -ing form ('reckons were adding
too much too early'); and the rest of the closed paradigm that is no word ('thatll', 'weve',
'heres')."""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

from cogmem_rdf.extract.register_en import normalise

SPEAKER = "Quorvath"
LISTENER = "Belindris"


@pytest.mark.parametrize("text,fixed", [
    ("her coach doesnt think shell sing past april",
     "her coach doesn't think she'll sing past april"),
    ("hell be fine", "he'll be fine"),
    ("wed love to come", "we'd love to come"),
    ("shed never say that", "she'd never say that"),
    ("Walburga reckons were adding too much too early",
     "Walburga reckons we're adding too much too early"),
    ("I think were going to be late", "I think we're going to be late"),
    ("thatll be fine", "that'll be fine"),
    ("weve got loads", "we've got loads"),
])
def test_contractions_restored(text, fixed):
    assert normalise(text) == fixed


@pytest.mark.parametrize("text", ["the shed needs painting", "hell no", "my shed leaks",
                                  "they were going home", "the kids were building a den",
                                  "she said that were nothing", "we were all there"])
def test_words_stay(text):
    assert normalise(text) == text


@pytest.mark.parametrize("text", ["Walburga reckons were adding the harmonies too early",
                                  "walburga doesnt think shell sing past april"])
def test_report_read_through_the_contraction(text):
    assert_owned([(LISTENER, "how is the choir going?"), (SPEAKER, text)], "Walburga",
                 [SPEAKER])
