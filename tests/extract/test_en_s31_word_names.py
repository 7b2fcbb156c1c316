"""A first name that is also a capitalised word the extractor otherwise takes for no name
('Love', 'August'), as the subject of the patterns of a person's act that pass a report on
('X got a text from her landlord saying …', 'X ran into Y and got told …', 'X asked her boss and
he said …'): the pattern's slot is a person's, so the word is the person (thirty-first pass;
names invented or chosen here as words that are names)."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Tavrin"
LISTENER = "Yselde"


@pytest.mark.parametrize("name", ["Love", "August", "Orsolde"])
@pytest.mark.parametrize("text,owner", [
    ("{n} got a text from her landlord saying the rent is going up", "{n}'s landlord"),
    ("{n} had a call from the school to say the hall is closing", "the school"),
    ("{n} ran into Cuthbert and got told the hall is closing", "Cuthbert"),
    ("{n} asked her boss and he said the hall is closing", "{n}'s boss"),
])
def test_a_word_name_passes_the_report_on(name, text, owner):
    t = text.format(n=name)
    x = _last([(LISTENER, "any news?"), (SPEAKER, t)])
    assert owned(x.claims, owner.format(n=name), [SPEAKER, name]), (t, _owners(x))


# a capitalised function word in the same place is no person: nothing passes through it
@pytest.mark.parametrize("text", [
    "It got a text from her landlord saying the rent is going up",
    "My phone got a text from the bank saying the rent is going up",
    "The office had a call from the school to say the hall is closing",
])
def test_a_function_word_subject_passes_nothing_on(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert not any(p in {"It", "My", "The"} for c in x.claims for p in [c.owner, *c.relayed_by]), (
        text, _owners(x))
