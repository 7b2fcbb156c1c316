"""English construction of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file): a message or call with only the clock time it came at ('he
texted me at eleven', 'she rang around half six', 'messaged me at 8pm lol') reports nothing — the
time is no words said; the news in the next sentence is the sender's. A report after the time
('told me at lunch the bridge is shut') is still one. A message named and then its words after a
comma or colon ('landlord just texted, parking going up from june', 'X messaged me: the ferry's
off') are the sender's; a frame after the comma ('X rang, her boss reckons …') stays the
report the call passed on."""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "Any word from Haskell?")


@pytest.mark.parametrize("msg", ["He texted me at eleven.", "He rang me around half six.",
                                 "He messaged me at 8pm lol", "he texted me at about nine",
                                 "He called me at lunch."])
def test_clock_time_is_no_report(msg):
    x = last_extraction([OPENER, (SPEAKER, msg)])
    assert not x.claims, [(c.owner, c.content) for c in x.claims]


@pytest.mark.parametrize("msg", ["He texted me at eleven.", "He messaged me at 8pm lol."])
def test_news_after_the_message_is_the_senders(msg):
    assert_owned([OPENER, (SPEAKER, f"{msg} He's snowed in at the hut, the pass is shut.")],
                 "Haskell", [SPEAKER])


@pytest.mark.parametrize("text", ["He told me at lunch the bridge is shut.",
                                  "He texted me at eleven that the bridge is shut."])
def test_report_after_the_time_still_reported(text):
    assert_owned([OPENER, (SPEAKER, text)], "Haskell", [SPEAKER])


@pytest.mark.parametrize("sender,owner", [("landlord", "the landlord"),
                                          ("my landlord", f"{SPEAKER}'s landlord"),
                                          ("Haskell", "Haskell")])
@pytest.mark.parametrize("msg,punct", [("just texted", ","), ("messaged me", ":"),
                                       ("emailed", ","), ("messaged", ",")])
@pytest.mark.parametrize("news", ["parking going up 20 a week from june",
                                  "the ferry's off", "parking is going up from june 🙃"])
def test_message_then_its_words_after_a_comma(sender, owner, msg, punct, news):
    assert_owned([OPENER, (SPEAKER, f"{sender} {msg}{punct} {news}")], owner, [SPEAKER])


@pytest.mark.parametrize("text", ["mum rang, saying the ferry's off",
                                  "mum rang, to say the ferry's off"])
def test_participle_of_the_message_keeps_the_comma(text):
    from cogmem_rdf.extract.register_en import normalise
    assert ". " not in normalise(text)
