"""English constructions of the thirty-second pass, found with invented batteries (names and
topics invented here, in no data file): the quotative 'goes'/'went' with the one spoken to before
the quotation ('goes to his mate "…"'), and a role with a full name in apposition after 'this' or
'the' ('this critic, Orbel Vance, goes …')."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Quillane"
LISTENER = "Brisovar"
ASK = (LISTENER, "so what happened?")


@pytest.mark.parametrize("subject,owner", [("Dorvane", "Dorvane"),
                                           ("this critic, Dorvane Esk,", "Dorvane Esk"),
                                           ("the critic, Dorvane Esk,", "Dorvane Esk"),
                                           ("the usher, Mr Tallow,", "Mr Tallow")])
@pytest.mark.parametrize("to", ["to his mate", "to me,", "to the whole table", "to her husband",
                                "to everyone"])
@pytest.mark.parametrize("verb", ["goes", "went"])
def test_quotative_with_the_one_spoken_to(subject, owner, to, verb):
    text = f'and then {subject} {verb} {to} "it\'s just a copy of a copy", loud enough to hear'
    x = _last([ASK, (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), (text, _owners(x))


# 'to' a place, or quotation marks inside a noun phrase: no one spoken to, nothing said
@pytest.mark.parametrize("text", [
    'Dorvane went to the "new" gym',
    'Dorvane goes to his "office" every day',
    'Dorvane went to the gym "for a swim"',
    'Dorvane went to Paris "for work"',
    'Dorvane goes to the shop and buys "fresh" bread',
])
def test_quotation_marks_after_a_place_hold_nothing(text):
    x = _last([ASK, (SPEAKER, text)])
    assert not any(c.owner == "Dorvane" for c in x.claims), (text, _owners(x))


# 'X seems like …' is how X strikes the speaker, no quotative 'like'
@pytest.mark.parametrize("text", ["Dorvane doesn't seem like someone who exaggerates",
                                  "Dorvane seemed like he was lying",
                                  "Dorvane seems like a nice guy"])
def test_seems_like_is_the_speakers_impression(text):
    x = _last([ASK, (SPEAKER, text)])
    assert not any(c.owner == "Dorvane" for c in x.claims), (text, _owners(x))
    assert owned(x.claims, SPEAKER, []), (text, _owners(x))
