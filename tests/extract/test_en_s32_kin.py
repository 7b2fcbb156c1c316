"""English constructions of the thirty-second pass, found with invented batteries (names and
topics invented here, in no data file): a bare kin word with the 's of 'is' before a frame word
("Mum's convinced …"), a possessed role met 'with' as the next pronoun's antecedent, and a titled
name typed in lower case with its possessive ("mr. vossberg's insurer") as the next pronoun's."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Quillane"
LISTENER = "Brisovar"
ASK = (LISTENER, "so how did it go?")


def _said(text: str, owner: str) -> None:
    x = _last([ASK, (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), (text, _owners(x))


# a bare kin word with the 's of 'is' before a frame word: the speaker's relative holds it
@pytest.mark.parametrize("kin", ["Mum", "Dad", "Gran", "mum"])
@pytest.mark.parametrize("frame", ["'s convinced", "'s like, no,", "'s saying", "'s not sure"])
def test_bare_kin_is_before_a_frame(kin, frame):
    _said(f"and {kin}{frame} the shed is haunted", f"{SPEAKER}'s {kin.lower()}")


@pytest.mark.parametrize("text", ["Dad's car is broken", "Mum's garden looks lovely"])
def test_bare_kin_possessive_holds_nothing(text):
    x = _last([ASK, (SPEAKER, text)])
    assert not any(c.owner.endswith(("'s dad", "'s mum")) for c in x.claims), (text, _owners(x))


# the one the speaker spent time 'with', named by a possessed role, is the next pronoun
@pytest.mark.parametrize("lead", ["had lunch with", "had my first long chat with",
                                  "went to the park with"])
@pytest.mark.parametrize("role,pron", [("grandma", "she"), ("uncle", "he")])
def test_companion_role_is_the_next_pronoun(lead, role, pron):
    _said(f"{lead} Vossberg's {role} on sunday!! {pron} said my accent was very posh",
          f"Vossberg's {role}")


# a titled name typed in lower case with its possessive ("mr. vossberg's insurer") is the person
# talked about, the next 'he'/'she'
@pytest.mark.parametrize("title,pron", [("mr.", "he"), ("mr", "he"), ("mrs", "she"),
                                        ("ms.", "she")])
def test_lower_case_titled_possessive_is_the_next_pronoun(title, pron):
    lines = [(SPEAKER, f"update: {title} vossberg's insurer paid up! the new fence went in"),
             (LISTENER, f"result. did {pron} replant anything?"),
             (SPEAKER, f"a little cherry tree. {pron} told me it stays well away from the fence")]
    x = _last(lines)
    assert any(c.owner.lower().endswith("vossberg") and list(c.relayed_by) == [SPEAKER]
               for c in x.claims), _owners(x)
