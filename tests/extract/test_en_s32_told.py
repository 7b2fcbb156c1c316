"""English construction of the thirty-second pass, found with an invented battery (names and
topics invented here, in no data file): the one told, known only by a role ('told the nurse …'),
is no relayer — the speaker heard it told; a relation or a named person told still passes it on."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Quillane"
LISTENER = "Brisovar"


@pytest.mark.parametrize("teller,owner", [("Hollisk", "Hollisk"),
                                          ("my dad", f"{SPEAKER}'s dad")])
@pytest.mark.parametrize("told", ["the nurse", "the plumber", "the receptionist"])
def test_role_told_is_no_relayer(teller, owner, told):
    text = f"{teller} told {told} the pain started on Monday"
    x = _last([(LISTENER, "what happened?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), (text, _owners(x))


@pytest.mark.parametrize("told,relay", [("my wife", f"{SPEAKER}'s wife"),
                                        ("my mum", f"{SPEAKER}'s mum")])
def test_relation_told_passes_it_on(told, relay):
    text = f"Hollisk told {told} the pain started on Monday"
    x = _last([(LISTENER, "what happened?"), (SPEAKER, text)])
    assert owned(x.claims, "Hollisk", [SPEAKER, relay]), (text, _owners(x))

