"""English construction of the thirty-second pass, found with an invented battery (names and
topics invented here, in no data file): a written thing that 'says' inside a report (the website,
the sign, the letter) is no holder — the person who reports what it says holds the view."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Quillane"
LISTENER = "Brisovar"


@pytest.mark.parametrize("reporter,owner", [("my sister", f"{SPEAKER}'s sister"),
                                            ("Hollisk", "Hollisk"), ("the caretaker",
                                                                     "the caretaker")])
@pytest.mark.parametrize("frame", ["said", "told me", "reckons"])
@pytest.mark.parametrize("thing", ["the website just says", "the sign says",
                                   "the letter says", "the forecast says", "this article says"])
def test_written_thing_inside_a_report(reporter, owner, frame, thing):
    text = f"{reporter} {frame} {thing} the ferry is cancelled"
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), (text, _owners(x))
    assert not any(c.owner.startswith(("the website", "the sign", "the letter", "the forecast",
                                       "this article")) for c in x.claims), (text, _owners(x))


# a person or a body inside a report is a holder still, the reporter relays it
@pytest.mark.parametrize("inner,owner", [("the landlord", "the landlord"),
                                         ("the council", "the council")])
def test_person_or_body_inside_a_report_still_holds(inner, owner):
    text = f"Hollisk said {inner} says the rent is going up"
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER, "Hollisk"]), (text, _owners(x))


# the thing's words quoted with single marks, after the reporter's own record
@pytest.mark.parametrize("thing", ["the online tracker", "the booking portal", "the listing"])
def test_written_thing_after_a_record(thing):
    text = (f"my sister had the same thing last year, she said {thing} just says 'pending' for "
            "weeks and tells you nothing")
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, f"{SPEAKER}'s sister", [SPEAKER]), (text, _owners(x))
