"""English constructions of the twenty-ninth pass, found with invented batteries (names, places
and topics invented here, in no data file): each test crosses a construction with several
wordings and checks the owner and relay chain of the claims the last turn gives, or the record
it gives."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owned

SPEAKER = "Tamsk"
LISTENER = "Gethrun"
SOURCE = "Ombreth"


def _last(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))[-1]


def _owners(x) -> list[tuple[str, list[str]]]:
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


# two-level hearsay with a relative aside on the inner source between it and its verb: the
# inner source holds the view, relayed by the speaker and the outer source
@pytest.mark.parametrize("outer", ["Ombreth said", "Ombreth says", "Ombreth told me",
                                   "apparently Ombreth said"])
@pytest.mark.parametrize("inner,owner", [
    ("her nephew", f"{SOURCE}'s nephew"),
    ("his landlord", f"{SOURCE}'s landlord"),
    ("Pellowyn", "Pellowyn"),
])
@pytest.mark.parametrize("aside", ["who works for the canal trust", "who's a plumber",
                                   "who drives the night bus", "who lives upstairs"])
@pytest.mark.parametrize("verb", ["told her", "reckons", "said", "thinks"])
def test_an_inner_source_with_a_relative_aside(outer, inner, owner, aside, verb):
    text = f"{outer} {inner}, {aside}, {verb} the weir is about to give way"
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER, SOURCE]), (text, _owners(x))
    assert not any(c.owner == SPEAKER for c in x.claims), (text, _owners(x))


# an aside on the first source is still an aside; its negation negates no frame
@pytest.mark.parametrize("text,neg", [
    ("the warden, who's never around, says the weir is fine", False),
    ("Ombreth, who never lies, reckons the weir is fine", False),
    ("the warden, who's never around, never said the weir was fine", True),
])
def test_a_negation_inside_the_first_sources_aside(text, neg):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    c = next(c for c in x.claims if c.owner != SPEAKER)
    assert ("never" in c.content.split()) == neg, c.content
    assert c.polarity == ("neutral" if neg else "positive"), c.polarity


# a relative aside on someone the speaker met: the verb after it is no report
def test_a_relative_aside_after_a_record_is_no_report():
    x = _last([(LISTENER, "any news?"),
               (SPEAKER, "I met Ombreth's nephew, who drives the night bus, said hi and left")])
    assert not x.claims, _owners(x)
