"""Words that name no person, by their construction (s36) — invented dialogues (names and
sentences written for this test, none from any data file):

- a first name that is also a word, opening its sentence as what only a thing is: a season
  before its verb ('Summer was great'), 'be' with a predicate of a thing ('Art is my escape',
  'Joy is such an underrated quality');
- a capitalised word after a preposition of place, or after 'from'/'to' of a coming or going
  ('back from Sweden', 'stayed in Lisbon', "I'm from Ardmore");
- the words of a title in quotation marks ("reading 'The Quiet Orchard'", 'finished "Octavian
  Returns"');
- the object of a verb of doing, learning or streaming ('doing Vantorflex', 'learning Ardish').

Near readings kept (people): the same words in a person's slot ('Art said …', 'Summer thinks
…', 'Joy is my sister'), a name the conversation has already made a person, a person after a
verb that takes one ('a text from Sieglinde', 'mad at Theobald', 'talked to Sieglinde', "went to
Sieglinde's"), a name inside quoted speech ('Sieglinde said "Theobald is right"').
"""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction

A, B = "Wendelin", "Ermengarde"


def _people(lines):
    x = last_extraction(lines)
    return set(x.mentions) | {c.owner for c in x.claims}


@pytest.mark.parametrize("text,word", [
    ("Art is my escape", "Art"),
    ("Art has always been my escape.", "Art"),
    ("Summer was great this year", "Summer"),
    ("Autumn is my favourite season!", "Autumn"),
    ("Joy is such an underrated quality", "Joy"),
    ("Dawn is the best time to run", "Dawn"),
    ("Joy is everything, honestly", "Joy"),
    ("We just got back from Sweden", "Sweden"),
    ("I'm from Ardmore originally", "Ardmore"),
    ("we stayed in Lisbon for a week", "Lisbon"),
    ("moved to Carrowmore last year", "Carrowmore"),
    ("I've been doing Vantorflex every week", "Vantorflex"),
    ("started learning Ardish last month", "Ardish"),
    ("I'm reading 'The Quiet Orchard' at the moment", "Orchard"),
    ('just finished "Octavian Returns" and loved it', "Octavian Returns"),
    ("I watched 'Evangeline and the Moon' last night", "Evangeline"),
    ("I'm reading 'Sieglinde's Garden' now", "Sieglinde"),
])
def test_no_person(text, word):
    people = _people([(B, "what's new?"), (A, text)])
    assert not any(word in p for p in people), people


@pytest.mark.parametrize("lines,person", [
    ([(A, "Art said the ferry timetable is a total joke")], "Art"),
    ([(A, "Summer thinks the ferry timetable is a total joke")], "Summer"),
    ([(A, "Joy is my sister")], "Joy"),
    ([(A, "Joy came round."), (A, "Joy is my escape")], "Joy"),
    ([(A, "I got a text from Sieglinde")], "Sieglinde"),
    ([(A, "She was mad at Theobald")], "Theobald"),
    ([(A, "I talked to Sieglinde yesterday")], "Sieglinde"),
    ([(A, "I went to Sieglinde's for dinner")], "Sieglinde"),
    ([(A, 'Sieglinde said "Theobald is right"')], "Theobald"),
    ([(A, "We stayed in Lisbon with Sieglinde")], "Sieglinde"),
    ([(A, "I was doing Sieglinde a favour")], "Sieglinde"),
    ([(A, "we were playing Sieglinde at chess")], "Sieglinde"),
    ([(A, 'my favourite book is "Orchard" by Sieglinde Quint')], "Sieglinde Quint"),
])
def test_still_a_person(lines, person):
    assert person in _people([(B, "what's new?"), *lines])
