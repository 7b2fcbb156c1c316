"""English sources of the thirty-first pass, with invented batteries (names, places and topics
invented here, in no data file): a titled source written with its abbreviation's period in the
source slots the register rewrites ('according to', 'per', a cleft), and a person known by a
two-word place phrase ('the woman next to me') with or without a name in apposition."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Tavrin"
LISTENER = "Yselde"


# a title's period inside a source slot ends no sentence: 'according to Ms. X' after a view of
# the speaker's, 'per Mrs. X', "it was Dr. X (from Y) who said …"
@pytest.mark.parametrize("title", ["Ms.", "Mrs.", "Dr.", "Mr."])
@pytest.mark.parametrize("frame", [
    "the first week was rough, but according to {} most beginners settle in by spring.",
    "honestly it's hard, but according to {} most beginners settle in by spring, so fine.",
    "most beginners settle in by spring, per {}.",
    "it was {} who said most beginners settle in by spring",
    "no, it was {} from the college who told me most beginners settle in by spring",
])
def test_a_titled_source_with_its_period(title, frame):
    text = frame.format(f"{title} Pembrin")
    x = _last([(LISTENER, "how are you finding it?"), (SPEAKER, text)])
    assert owned(x.claims, f"{title} Pembrin", [SPEAKER]), (text, _owners(x))
    c = next(c for c in x.claims if c.owner == f"{title} Pembrin")
    assert c.content.startswith("most beginners"), c.content


# the speaker's own view before the source stays the speaker's
def test_the_view_before_a_titled_source_stays_the_speakers():
    x = _last([(LISTENER, "how are you finding it?"),
               (SPEAKER, "the first week was awful, but according to Ms. Pembrin most beginners "
                         "settle in by spring.")])
    assert owned(x.claims, SPEAKER, []), _owners(x)


# a person known by where they sit or stand, by a preposition of two words ('next to',
# 'across from') or one ('behind', 'beside'), holds the report; a name set off in apposition
# after the phrase is the person
@pytest.mark.parametrize("noun", ["woman", "guy", "bloke", "lady"])
@pytest.mark.parametrize("place", ["next to me", "next to me at choir", "across from us",
                                   "behind me in the queue", "beside me on the bus"])
@pytest.mark.parametrize("name", [None, "Orsolde", "orsolde"])
@pytest.mark.parametrize("verb", ["said", "reckons", "told me"])
def test_a_person_known_by_a_place_phrase(noun, place, name, verb):
    subj = f"the {noun} {place}" + (f", {name}," if name else "")
    text = f"{subj} {verb} the car park floods every winter"
    x = _last([(LISTENER, "how's the class?"), (SPEAKER, text)])
    owner = "Orsolde" if name else f"the {noun} {place}"
    assert owned(x.claims, owner, [SPEAKER]), (text, _owners(x))
    c = next(c for c in x.claims if c.owner == owner)
    assert c.content == "the car park floods every winter", c.content


# the appositive person's own relative two levels down: 'X, said her daughter told her …'
def test_an_appositive_persons_relative_two_levels_down():
    text = ("ha, it still does. the bloke next to me at choir, Orsolde, said her son "
            "told her the car park floods every winter")
    x = _last([(LISTENER, "how's the class?"), (SPEAKER, text)])
    assert owned(x.claims, "Orsolde's son", [SPEAKER, "Orsolde"]), _owners(x)


# the same prepositions where the phrase is no subject (a place of the speaker's or of a thing):
# no one holds a report
@pytest.mark.parametrize("text", ["I sat next to the guy and said hi",
                                  "the shop next to the bank said it was closing",
                                  "we parked across from the woman's house"])
def test_no_person_known_by_a_place_where_there_is_no_report(text):
    x = _last([(LISTENER, "how's the class?"), (SPEAKER, text)])
    assert not any(c.owner.startswith(("the guy", "the shop", "the woman")) for c in x.claims), (
        text, _owners(x))


# a report whose source is corrected at its end ('…, not my boss'): the tail is no part of what
# was said, and the person it names is the next he/she
@pytest.mark.parametrize("report", ["it was Halvek from HR who said the shop is closing",
                                    "no, it was Halvek who said the shop is closing",
                                    "Halvek said the shop is closing"])
@pytest.mark.parametrize("wrong,who", [("my boss", f"{SPEAKER}'s boss"),
                                       ("my uncle", f"{SPEAKER}'s uncle"),
                                       ("Marrick", "Marrick")])
@pytest.mark.parametrize("after", ["he thinks the shop is fine",
                                   "he reckons the shop will be fine"])
def test_a_corrected_source_is_the_next_pronoun(report, wrong, who, after):
    text = f"{report}, not {wrong}. {after}"
    x = _last([(LISTENER, f"didn't {wrong} say the shop is closing?"), (SPEAKER, text)])
    assert owned(x.claims, "Halvek", [SPEAKER]), (text, _owners(x))
    c = next(c for c in x.claims if c.owner == "Halvek")
    assert c.content == "the shop is closing", c.content
    assert owned(x.claims, who, [SPEAKER]), (text, _owners(x))


# 'not' before a thing is no corrected source: the content keeps it
def test_not_a_thing_is_no_corrected_source():
    x = _last([(LISTENER, "any news?"), (SPEAKER, "Halvek said the shop is closing, not the pub")])
    c = next(c for c in x.claims if c.owner == "Halvek")
    assert c.content.endswith("not the pub"), c.content
