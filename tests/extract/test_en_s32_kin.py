"""English constructions of the thirty-second pass, found with invented batteries (names and
topics invented here, in no data file): a bare kin word with the 's of 'is' before a frame word
("Mum's convinced …"), a possessed role met 'with' as the next pronoun's antecedent, and a titled
name typed in lower case with its possessive ("mr. vossberg's insurer") as the next pronoun's;
and after a record and a comma, "X's right that …" opening the speaker's own verdict."""

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


# the same typed without the apostrophe, in lower case
@pytest.mark.parametrize("text,kin", [("and mums convinced the shed is haunted", "mum"),
                                      ("dads like, no, the shed is haunted", "dad"),
                                      ("lol grans been saying the shed is haunted", "gran")])
def test_bare_kin_is_without_apostrophe(text, kin):
    _said(text, f"{SPEAKER}'s {kin}")


@pytest.mark.parametrize("text", ["all the mums said it was fine", "mums are great at this"])
def test_plural_kin_stays_plural(text):
    x = _last([ASK, (SPEAKER, text)])
    assert not any(c.owner.endswith("'s mum") for c in x.claims), (text, _owners(x))


# after a record and a comma, 'X's right that …' opens the speaker's own verdict
@pytest.mark.parametrize("record", ["I'm going back tomorrow for the second half",
                                    "glad they weren't. i'm going back tomorrow"])
@pytest.mark.parametrize("verdict", ["Vossberg's right that it's the best bit of the programme",
                                     "vossberg's wrong about the ending though"])
def test_agreement_verdict_after_a_record(record, verdict):
    text = f"{record}, {verdict}"
    x = _last([(LISTENER, "my friend Vossberg says it's the best bit"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), (text, _owners(x))


def test_right_hand_is_no_verdict():
    x = _last([ASK, (SPEAKER, "I saw it with Vossberg, Vossberg's right hand was in a cast")])
    assert not owned(x.claims, SPEAKER, []), _owners(x)
