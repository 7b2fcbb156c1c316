"""English construction of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file): a chat message typed over several lines with no full stops —
each line break ends what was typed on that line, so a report on the next line ('and btw X told
me …', 'my sister said …', 'she reckons …') is read as its own sentence, not folded into the first
line's opinion; a line that stops short of its sentence (a frame waiting for what was said, a
comma) goes on over the break."""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "how did the move go")


@pytest.mark.parametrize("first", [
    "that was brutal ngl",
    "honestly the van was a nightmare lol",
    "ugh dont even ask",
    "fine i guess 😬",
    "the new place is lovely tbh",
])
@pytest.mark.parametrize("joint", ["and btw ", "also ", "", "oh and "])
@pytest.mark.parametrize("report,owner", [
    ("varro told me the lease ends in june", "Varro"),
    ("pellam said the boiler is ancient", "Pellam"),
    ("my sister reckons the street is too noisy", f"{SPEAKER}'s sister"),
    ("my landlord says the heating gets fixed next week", f"{SPEAKER}'s landlord"),
    ("idrissa mentioned the bins go out on thursdays", "Idrissa"),
])
def test_report_on_its_own_line(first, joint, report, owner):
    text = f"{first}\n{joint}{report}"
    assert_owned([OPENER, (SPEAKER, text)], owner, [SPEAKER])


@pytest.mark.parametrize("text", [
    "the van was a nightmare\nvarro told me the lease ends in june",
    "the van was a nightmare\r\nvarro told me the lease ends in june",
    "the van was a nightmare  \n\n  varro told me the lease ends in june",
])
def test_line_breaks_of_any_kind(text):
    assert_owned([OPENER, (SPEAKER, text)], "Varro", [SPEAKER])


@pytest.mark.parametrize("text", [
    "haskell came round yesterday\nhe said the roof leaks every winter",
    "haskell came round yesterday\nhe reckons the roof leaks every winter lol",
    "went to see haskell on sat\nhe told me the roof leaks every winter",
])
def test_pronoun_on_the_next_line(text):
    assert_owned([OPENER, (SPEAKER, text)], "Haskell", [SPEAKER])


@pytest.mark.parametrize("text,owner", [
    ("varro said\nthe lease ends in june", "Varro"),
    ("varro told me\nthe lease ends in june", "Varro"),
    ("according to varro\nthe lease ends in june", "Varro"),
    ("per my landlord\nthe lease ends in june", f"{SPEAKER}'s landlord"),
    ("varro was like\nthe lease ends in june", "Varro"),
])
def test_frame_waiting_for_its_content_goes_on(text, owner):
    assert_owned([OPENER, (SPEAKER, text)], owner, [SPEAKER])


@pytest.mark.parametrize("text", [
    "varro told me the lease ends in june\nidk i think its a great flat tho",
    "varro told me the lease ends in june\nbut honestly i love the place",
])
def test_own_view_on_the_next_line_stays_the_speakers(text):
    assert_owned([OPENER, (SPEAKER, text)], "Varro", [SPEAKER])
    assert_owned([OPENER, (SPEAKER, text)], SPEAKER, [])


@pytest.mark.parametrize("text", [
    "the van was a nightmare\nthe lease ends in june",
    "honestly the street is too noisy\nand the boiler is ancient",
])
def test_no_source_no_report(text):
    assert_not_owner([OPENER, (SPEAKER, text)], "Varro")
    assert_owned([OPENER, (SPEAKER, text)], SPEAKER, [])
