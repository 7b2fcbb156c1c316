"""A negated frame keeps its negation in the claim (twenty-ninth pass): 'X doesn't reckon …',
'X does not think …', 'X never said …' store the words from the negation on, the holder's
words left out; a negated belief flips the complement's polarity (neg-raising), a saying denied
leaves it neutral. Owner and relay chain are as for the frame without the negation. A frame
that is not negated, and a negation inside the complement, are unchanged. Names, places and
topics are invented here (in no data file)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Tamsk"
LISTENER = "Gethrun"
SOURCE = "Ombreth"

# (negated frame with {S} for the source, the negation's first word)
BELIEF = [
    ("{S} doesn't think", "doesn't"), ("{S} does not think", "does"),
    ("{S} doesnt think", "doesn't"),
    ("{S} didn't think", "didn't"), ("{S} never thought", "never"), ("{S} no longer thinks", "no"),
    ("{S} doesn't reckon", "doesn't"), ("{S} doesnt reckon", "doesn't"),
    ("{S} did not reckon", "did"), ("{S} doesn't believe", "doesn't"),
    ("{S} never believed", "never"), ("{S} doesn't expect", "doesn't"),
    ("{S} didnt expect", "didn't"), ("{S} doesn't figure", "doesn't"),
    ("{S} doesn't feel like", "doesn't"), ("{S} isn't sure", "isn't"),
    ("{S} wasnt convinced", "wasn't"), ("{S} is not convinced", "is"),
]
SAYING = [
    ("{S} didn't say", "didn't"), ("{S} never said", "never"), ("{S} did not say", "did"),
    ("{S} hasn't said", "hasn't"), ("{S} never claimed", "never"),
    ("{S} didn't mention", "didn't"), ("{S} never mentioned", "never"),
    ("{S} didn't tell me", "didn't"), ("{S} never told us", "never"),
]
# (source as said, the owner it names, the turns before)
SOURCES = [
    ("Ombreth", SOURCE, [(LISTENER, "any news?")]),
    ("he", SOURCE, [(LISTENER, "is Ombreth coming?"), (SPEAKER, "yeah he is"),
                    (LISTENER, "and?")]),
    ("my cousin", f"{SPEAKER}'s cousin", [(LISTENER, "any news?")]),
    ("Ombreth's landlord", f"{SOURCE}'s landlord", [(LISTENER, "any news?")]),
]
# (complement, its polarity said plainly)
COMPLEMENTS = [
    ("the coracle race will run on Sunday", "neutral"),
    ("the new cider barge is brilliant", "positive"),
    ("the pop-up bar was a total rip-off", "negative"),
]
_FLIP = {"positive": "negative", "negative": "positive", "neutral": "neutral"}


def _claims(before, text):
    return extract_lines([*before, (SPEAKER, text)], datetime(2025, 4, 7))[-1].claims


def _norm(s: str) -> str:
    return s.lower().replace("'", "")


def _the_claim(before, text, owner):
    got = [c for c in _claims(before, text) if c.owner == owner]
    assert got, (text, [(c.owner, c.content) for c in _claims(before, text)])
    c = got[0]
    assert list(c.relayed_by) == [SPEAKER], (text, c.relayed_by)
    return c


@pytest.mark.parametrize("frame,neg", BELIEF)
@pytest.mark.parametrize("src,owner,before", SOURCES)
@pytest.mark.parametrize("comp,pol", COMPLEMENTS)
def test_a_negated_belief_keeps_its_negation_and_flips(frame, neg, src, owner, before, comp, pol):
    text = frame.format(S=src) + " " + comp
    text = text[0].upper() + text[1:]
    c = _the_claim(before, text, owner)
    assert _norm(neg) in _norm(c.content).split(), (text, c.content)
    assert _norm(c.content).endswith(_norm(comp)), (text, c.content)
    assert src.lower() not in c.content.lower().split()[:1], (text, c.content)
    assert c.polarity == _FLIP[pol], (text, c.polarity)


@pytest.mark.parametrize("frame,neg", SAYING)
@pytest.mark.parametrize("src,owner,before", SOURCES)
@pytest.mark.parametrize("comp,pol", COMPLEMENTS)
def test_a_saying_denied_keeps_its_negation_and_is_neutral(frame, neg, src, owner, before, comp,
                                                           pol):
    text = frame.format(S=src) + " " + comp
    text = text[0].upper() + text[1:]
    c = _the_claim(before, text, owner)
    assert _norm(neg) in _norm(c.content).split(), (text, c.content)
    assert _norm(c.content).endswith(_norm(comp)), (text, c.content)
    assert c.polarity == "neutral", (text, c.polarity)


@pytest.mark.parametrize("text,start", [
    ("Ombreth doesn't think the coracle race will run", "doesn't think"),
    ("Ombreth does not think the coracle race will run", "does not think"),
    ("ombreth doesnt reckon the coracle race will run", "doesn't reckon"),
    ("Ombreth never said the cider barge was bad", "never said"),
])
def test_the_content_starts_at_the_negation(text, start):
    c = _the_claim([(LISTENER, "any news?")], text, SOURCE)
    assert c.content.lower().startswith(start), c.content


@pytest.mark.parametrize("text,content,pol", [
    ('Ombreth never said "the cider barge is dreadful"', "never said the cider barge is dreadful",
     "neutral"),
    ("Ombreth said he doesn't think the cider barge is worth it",
     "doesn't think the cider barge is worth it", "negative"),
])
def test_a_quoted_or_inner_negated_frame(text, content, pol):
    c = _the_claim([(LISTENER, "any news?")], text, SOURCE)
    assert c.content == content and c.polarity == pol, (c.content, c.polarity)


# the speaker's own negated belief: the complement, its polarity turned over (the frame's
# words in the content drew questions asking what someone thinks of other things)
@pytest.mark.parametrize("text,content,pol", [
    ("I don't think the cider barge is worth it", "the cider barge is worth it", "negative"),
    ("im not sure the cider barge is worth it", "the cider barge is worth it", "negative"),
])
def test_the_speakers_negated_belief(text, content, pol):
    got = [c for c in _claims([(LISTENER, "any news?")], text) if c.owner == SPEAKER]
    assert got and got[0].content == content and got[0].polarity == pol, [
        (c.content, c.polarity) for c in got]


# no negated frame: the content is the complement, as before
@pytest.mark.parametrize("text,content", [
    ("Ombreth thinks the coracle race will run", "the coracle race will run"),
    ("Ombreth reckons the cider barge is brilliant", "the cider barge is brilliant"),
    ("Ombreth said the pop-up bar was a rip-off", "the pop-up bar was a rip-off"),
    # a negation inside the complement stays where it was
    ("Ombreth thinks the coracle race won't run", "the coracle race won't run"),
    ("Ombreth said the cider barge isn't worth it", "the cider barge isn't worth it"),
    ("according to Ombreth the cider barge isn't worth it", "the cider barge isn't worth it"),
    # not stopping is going on: the saying is asserted
    ("Ombreth won't stop saying the pop-up bar is amazing", "the pop-up bar is amazing"),
    ("Ombreth never stops telling us the pop-up bar is amazing", "the pop-up bar is amazing"),
])
def test_no_negated_frame_is_unchanged(text, content):
    c = _the_claim([(LISTENER, "any news?")], text, SOURCE)
    assert c.content == content, c.content


def test_an_elliptic_negated_frame_keeps_the_clause():
    c = _the_claim([(LISTENER, "is the coracle race running?")], "Ombreth doesn't think so", SOURCE)
    assert "doesn't think so" in c.content, c.content
