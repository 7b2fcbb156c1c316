"""English construction of the thirty-second pass, found with an invented battery (names and
topics invented here, in no data file): "doesn't believe a word X says", 'trusts anything X
says' — a stance of the subject toward X, not X's report; 'X says' closing a sentence after a
clause of its own is still X's."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Quillane"
LISTENER = "Brisovar"


@pytest.mark.parametrize("subject,owner", [("my mum", f"{SPEAKER}'s mum"),
                                           ("my neighbour's never", f"{SPEAKER}'s neighbour"),
                                           ("Hollisk", "Hollisk")])
@pytest.mark.parametrize("stance", ["believed a word", "believes a word", "trusts anything"])
@pytest.mark.parametrize("source", ["Tamsk says", "the installer says", "he says"])
def test_stance_toward_what_someone_says(subject, owner, stance, source):
    if subject.endswith("never") and not stance.endswith("d a word"):
        stance = stance.replace("believes", "believed").replace("trusts", "trusted")
    if not subject.endswith("never"):
        stance = "doesn't " + stance.replace("believed", "believe").replace(
            "believes", "believe").replace("trusts", "trust")
    text = f"{subject} {stance} {source}"
    x = _last([(LISTENER, "Tamsk fitted the panels"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), (text, _owners(x))
    assert not any(c.owner in {"Tamsk", "the installer"} for c in x.claims), (text, _owners(x))


@pytest.mark.parametrize("text", ["the bridge is closed, Tamsk says",
                                  "the bridge is closed Tamsk says"])
def test_closing_frame_still_the_sayers(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, "Tamsk", [SPEAKER]), (text, _owners(x))
