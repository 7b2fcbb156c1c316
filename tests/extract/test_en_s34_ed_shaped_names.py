"""A first name shaped like an English -ed word opening a sentence before a present verb (s34):
'Manfred wants to sell the flat. He reckons …', 'Mildred works at the bank. She says …' — the
name is a person (a past form after it was already read so: 'Alfred went …'), so the 'he'/'she'
of the next sentence is them, not someone unknown. English words of that shape stay words
('Early starts kill me', 'Darling wants …'). Invented dialogues (names and sentences written for
this test, none from any data file).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

from cogmem_rdf.extract.en_parse import Names, tokenize

SPEAKER = "Eberhard"


@pytest.mark.parametrize("name,pro", [("Manfred", "He"), ("Wilfred", "He"), ("Alfred", "He"),
                                      ("Mildred", "She"), ("Elfriede", "She")])
@pytest.mark.parametrize("first", ["wants to sell the flat", "works at the bank",
                                   "plays bowls on Sundays", "tries everything once"])
def test_pronoun_after_the_name(name, pro, first):
    text = f"{name} {first}. {pro} reckons the market is dead."
    assert_owned([("Walburga", "hi"), (SPEAKER, text)], name, [SPEAKER])


@pytest.mark.parametrize("text", ["Early starts kill me.", "Darling wants a word."])
def test_english_words_stay_words(text):
    assert not Names([], SPEAKER, []).is_name(tokenize(text), 0)
