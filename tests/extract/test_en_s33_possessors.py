"""English constructions of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file), texting register (lower case, apostrophes dropped):

- a role noun with its determiner or possessive, then a bare name, then a verb of saying ('her
  key worker walburga said …', 'our landlord eberhard says …'): the name is the role's, and the
  report is the named person's;
- a name's possessive typed without its apostrophe before a plural relation noun with its own
  verb of saying ('my mum said eberhards parents told her …'): "Eberhard's parents";
- a kin or role word's possessive without its apostrophe, then a modifier and the role ('my dads
  financial adviser told him …', 'my sisters new boyfriend reckons …'); a plural said as plural
  ('my parents old friend') stays."""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

from cogmem_rdf.extract.register_en import normalise

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "how did it go?")


@pytest.mark.parametrize("role", ["key worker", "landlord", "driving instructor", "physio",
                                  "new tutor"])
@pytest.mark.parametrize("det", ["her", "our", "my", "the"])
@pytest.mark.parametrize("name,verb", [("walburga", "said"), ("eberhard", "says"),
                                       ("haskell", "reckons"), ("bozena", "told me")])
def test_role_then_bare_name(det, role, name, verb):
    text = f"{det} {role} {name} {verb} it went fine after like 10 mins lol"
    assert_owned([OPENER, (SPEAKER, text)], name.capitalize(), [SPEAKER])


@pytest.mark.parametrize("text", ["her key worker really said it went fine",
                                  "my landlord literally said no"])
def test_role_then_adverb_unchanged(text):
    assert normalise(text) == text


@pytest.mark.parametrize("kin", ["parents", "grandparents", "kids", "cousins"])
@pytest.mark.parametrize("verb", ["told her", "said", "reckon"])
def test_name_possessive_before_plural_kin_after_said(kin, verb):
    text = f"yep\nmy mum said eberhards {kin} {verb} theyre paying for the whole bar"
    assert_owned([OPENER, (SPEAKER, text)], f"Eberhard's {kin}", [SPEAKER, f"{SPEAKER}'s mum"])


@pytest.mark.parametrize("kin,mod,role", [
    ("dads", "financial", "adviser"), ("mums", "personal", "trainer"),
    ("sisters", "new", "boyfriend"), ("brothers", "driving", "instructor"),
])
def test_kin_possessive_then_modifier_and_role(kin, mod, role):
    assert normalise(f"my {kin} {mod} {role} said") == f"my {kin[:-1]}'s {mod} {role} said"
    him = "him" if kin in {"dads", "brothers"} else "her"
    text = f"my {kin} {mod} {role} told {him} never to borrow more than they can pay back"
    owner = f"{SPEAKER}'s {kin[:-1]}'s {mod} {role}"
    assert_owned([OPENER, (SPEAKER, text)], owner, [SPEAKER, f"{SPEAKER}'s {kin[:-1]}"])


@pytest.mark.parametrize("text", ["my parents old friend said", "my kids new teacher said",
                                  "my brothers are annoying"])
def test_plural_kin_stays(text):
    assert normalise(text) == text


@pytest.mark.parametrize("text,owner", [
    ("my flatmate zdravka helps out there sundays, she says the manager told her they're three "
     "drivers short", "the manager"),
    ("my flatmate zdravka helps out there sundays and she says they're three drivers short",
     "Zdravka"),
    ("our landlady jadwigska came round and she reckons the boiler is fine", "Jadwigska"),
])
def test_role_then_unknown_name_without_a_verb_of_saying(text, owner):
    chain = [SPEAKER, "Zdravka"] if owner == "the manager" else [SPEAKER]
    assert_owned([OPENER, (SPEAKER, text)], owner, chain)


@pytest.mark.parametrize("text", ["we went on friday, the little corner cafe is overpriced",
                                  "the corner shop is closing"])
def test_noun_before_noun_is_no_name(text):
    assert normalise(text) == text
