"""English construction of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file): a verb of saying or of loud sound ('screamed', 'moaned',
'muttered', 'complained') with how long it went on ('for a whole month', 'for ages', 'all night')
and then the end of its clause or an adverbial clause ('… when he started', '… until they left')
reports nothing: inside 'X said her son screamed for a month when he started' the report is
X's. With words said after the length of time ('been saying for weeks the hall is too small',
'… all week that …') it still reports them."""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "how did the first week at nursery go?")


@pytest.mark.parametrize("verb", ["screamed", "moaned", "muttered", "complained", "whined"])
@pytest.mark.parametrize("length,tail", [
    ("for a whole month", " when he started"), ("for ages", ""), ("all night", ""),
    ("for two weeks", " until they moved him"), ("for about an hour", " lol"),
])
def test_length_of_saying_reports_nothing(verb, length, tail):
    text = f"my sister said her son {verb} {length}{tail}"
    lines = [OPENER, (SPEAKER, text)]
    assert_owned(lines, f"{SPEAKER}'s sister", [SPEAKER])
    assert_not_owner(lines, f"{SPEAKER}'s sister's son")


@pytest.mark.parametrize("text,owner", [
    ("walburga has been saying for weeks the hall is too small", "Walburga"),
    ("walburga has been saying all week the hall is too small", "Walburga"),
    ("walburga complained for ages that the hall is too small", "Walburga"),
])
def test_words_said_after_the_length_still_reported(text, owner):
    assert_owned([OPENER, (SPEAKER, text)], owner, [SPEAKER])
