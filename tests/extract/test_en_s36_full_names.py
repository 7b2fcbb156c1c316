"""A first and a last name as one person (s36), by paradigm — invented dialogues (names and
sentences written for this test, none from any data file):

- a full name in a person's slot — the subject of a verb of saying, after 'according to', 'heard
  from', 'got it from', 'talked to', 'bumped into', the one told in a chain ('told X Y and she
  told me'), with a hyphenated or O'-surname too: one person, 'Sieglinde Quint' (before: in the
  places other than a subject, no person, or none a later 'she' could point back to);
- the next 'she'/'he' points back to the full name;
- typed in lower case ('sieglinde vellacott was like …'): a word of no English after a first name
  is its surname, capitalised with it.

Near readings kept: a day before a name ('Monday Sieglinde said …': Sieglinde), two capitalised
words after a determiner or a preposition of place ('back from Costa Mira'), a word that is no
first name before a capitalised word.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned, last_extraction, owners

A, B = "Wendelin", "Ermengarde"
P = "the ferry timetable is a total joke"
NAMES = [("Sieglinde Quint", "she"), ("Octavian Vellacott-Hale", "he"),
         ("Evangeline O'Dare", "she")]


@pytest.mark.parametrize("name,pron", NAMES)
@pytest.mark.parametrize("frame", [
    "{n} reckons {p}", "{n} told me {p}", "According to {n}, {p}", "I heard from {n} that {p}",
    "heard from {n} that {p}", "{n} was all like {p}",
])
def test_full_name_source(name, pron, frame):
    assert_owned([(B, "any news?"), (A, frame.format(n=name, p=P))], name, [A])
    if frame.startswith("heard"):
        assert_owned([(B, "any news?"), (A, f"Theobald got it from {name}, {P}")], name,
                     [A, "Theobald"])


@pytest.mark.parametrize("name,pron", NAMES)
@pytest.mark.parametrize("intro", ["I bumped into {n} earlier.", "Talked to {n} yesterday.",
                                   "{n} came over.", "rang {n} this morning."])
def test_pronoun_after_full_name(name, pron, intro):
    assert_owned([(B, "any news?"), (A, intro.format(n=name)),
                  (A, f"{pron.capitalize()} says {P}")], name, [A])


@pytest.mark.parametrize("name", ["Sieglinde Vellacott", "Octavian Vellacott-Hale"])
@pytest.mark.parametrize("lines,chain", [
    (["{n} was like the ferry timetable is a total joke"], [A]),
    (["bumped into {n} earlier. {p} says the ferry timetable is a total joke"], [A]),
    (["theobald got it from {n}, the ferry timetable is a total joke"], [A, "Theobald"]),
])
def test_lower_case_full_name(name, lines, chain):
    pron = "she" if name.startswith("S") else "he"
    texts = [t.format(n=name, p=pron).lower() for t in lines]
    assert_owned([(B, "any news?"), *[(A, t) for t in texts]], name, chain)


@pytest.mark.parametrize("name,pron", NAMES)
def test_told_and_told(name, pron):
    assert_owned([(B, "any news?"), (A, f"my cousin told {name} and {pron} told me {P}")],
                 f"{A}'s cousin", [A, name])


@pytest.mark.parametrize("text,owner", [
    (f"Monday Sieglinde said {P}", "Sieglinde"),
    (f"On Friday Octavian reckoned {P}", "Octavian"),
])
def test_day_before_name(text, owner):
    assert_owned([(B, "any news?"), (A, text)], owner, [A])


@pytest.mark.parametrize("text", [
    "We just got back from Costa Mira. She says the hotel was a total joke",
    "We stayed at the Sieglinde Quint. She says the hotel was a total joke",
])
def test_place_not_person(text):
    x = last_extraction([(B, "any news?"), (A, text)])
    assert not any(" " in c.owner and c.owner[:1].isupper() for c in x.claims), owners(x)
