"""English construction of the thirty-second pass, found with an invented battery (names and
places invented here, in no data file): a person known by a noun of no role list and the place
('the usher at the court told me …') is the whole phrase as said, as 'the guy at the garage'; so,
since the forty-ninth pass, is a known role with its place ('the physio at Pellbrook': the text
words the person so, and most writers of the natural sets kept the place); a written thing known
by its place is no person."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Quillane"
LISTENER = "Brisovar"


@pytest.mark.parametrize("role", ["usher", "sommelier", "croupier"])
@pytest.mark.parametrize("place", ["at Pellbrook", "at the court", "from the depot"])
@pytest.mark.parametrize("verb", ["told me", "said"])
def test_role_known_by_its_place(role, place, verb):
    text = f"the {role} {place} {verb} most trials are done in under a week anyway"
    x = _last([(LISTENER, "how long does it last?"), (SPEAKER, text)])
    assert owned(x.claims, f"the {role} {place}", [SPEAKER]), (text, _owners(x))


@pytest.mark.parametrize("text", ["the sign at the station says the trains are late",
                                  "the usher at the court was late again"])
def test_no_role_holder(text):
    x = _last([(LISTENER, "how long does it last?"), (SPEAKER, text)])
    assert not any(c.owner.startswith(("the sign", "the usher")) for c in x.claims), (
        text, _owners(x))


@pytest.mark.parametrize("role", ["physio", "nurse", "receptionist"])
def test_known_role_with_its_place_is_the_whole_phrase(role):
    text = f"the {role} at Pellbrook says it's just a strained ligament"
    x = _last([(LISTENER, "how's the knee?"), (SPEAKER, text)])
    assert owned(x.claims, f"the {role} at Pellbrook", [SPEAKER]), (text, _owners(x))
