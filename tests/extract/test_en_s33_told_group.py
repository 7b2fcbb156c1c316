"""English constructions of the thirty-third pass, with an invented battery (names and topics
invented here, in no data file):

- 'told the whole class/team/group' with no 'that' before a clause opened by a contracted
  pronoun ("it's", "she's", "they're"): the group is the one told, the clause what was said;
- chat's 'its' before a past participle that closes its phrase ('its cancelled cos …', 'its
  booked for friday', 'its sorted now') is 'it's' (not 'its renovated kitchen');
- a verb of coming or going, then a participle of saying ('came home saying …', 'turned up
  telling everyone …', 'walked in saying …'): the subject's report."""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

from cogmem_rdf.extract.register_en import normalise

SPEAKER = "Quorvath"
LISTENER = "Belindris"
OPENER = (LISTENER, "is the regatta still on?")


@pytest.mark.parametrize("group", ["the whole class", "the class", "the whole team",
                                   "the group", "all the parents"])
@pytest.mark.parametrize("clause", ["it's cancelled", "they're moving it to may",
                                    "it's off because of the storm"])
def test_told_a_group_then_a_contracted_clause(group, clause):
    text = f"Mr Eberhard told {group} {clause}."
    assert_owned([OPENER, (SPEAKER, text)], "Mr Eberhard", [SPEAKER])
    nested = f"Walburga said Mr Eberhard told {group} {clause}."
    assert_owned([OPENER, (SPEAKER, nested)], "Mr Eberhard", [SPEAKER, "Walburga"])


@pytest.mark.parametrize("tail", ["cancelled", "cancelled??", "cancelled cos of the storm",
                                  "postponed till june", "booked for friday", "sorted now",
                                  "closed again"])
def test_its_before_a_closing_participle(tail):
    assert normalise(f"he said its {tail}") == f"he said it's {tail}"


@pytest.mark.parametrize("text", ["the cafe and its renovated kitchen",
                                  "the club lost its licensed bar",
                                  "the shop changed its opening hours",
                                  "the town and its cobbled streets are lovely"])
def test_possessive_its_before_a_participle_noun(text):
    assert normalise(text) == text


@pytest.mark.parametrize("move", ["came home", "came back from school", "turned up",
                                  "walked in", "got back", "ran in", "showed up at practice"])
@pytest.mark.parametrize("saying", ["saying", "telling everyone", "telling us"])
def test_coming_then_saying(move, saying):
    text = f"walburga {move} {saying} the regatta is off"
    assert_owned([OPENER, (SPEAKER, text)], "Walburga", [SPEAKER])


def test_came_home_saying_a_nested_report():
    text = ("yeah\nwalburga came home saying mr eberhard told the whole class its cancelled "
            "cos of the storm??")
    assert_owned([OPENER, (SPEAKER, text)], "Mr Eberhard", [SPEAKER, "Walburga"])


@pytest.mark.parametrize("text", ["Walburga came home feeling awful.",
                                  "Walburga came home and went straight to bed."])
def test_coming_without_saying_is_no_report(text):
    assert_not_owner([OPENER, (SPEAKER, text)], "Walburga")
