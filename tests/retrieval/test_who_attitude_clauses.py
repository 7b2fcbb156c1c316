"""Who-questions that ask for an attitude by its construction, not by a verb of saying
(invented dialogue):

- a predicate adjective with a finite clause of its own ("Who is worried the kiln will crack?",
  "Who was sure that the ferry had gone?"): only an adjective of knowing or feeling takes a
  clause with its own subject, so the question asks whose attitude it is (a passive of telling,
  "Who was told …", asks who heard; a preposition or an -ing form after "is" is no such
  adjective);
- a wish about someone else's act (want + a person or thing + a to-infinitive: "Who wanted the
  kids to walk?"; "Who wants to walk?" wishes for one's own);
- likening and wishing ("Who compares the choir to a football crowd?", "Who wishes the bus ran
  later?").
Such questions were read as DETAIL, which ranks records and turns, not claims.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from scripted_memory import first_claim, scripted_memory

from cogmem_rdf.retrieval.intent import label_intent

DAY = datetime(2025, 9, 14, 19, 0)
DIALOGUE = [
    ("a", "a:1", "Osgar", "Pottery night went well, the new kiln arrived on Tuesday."),
    ("a", "a:2", "Linnet",
     "Sigebert keeps saying the kiln will crack if we fire it twice in one day."),
    ("a", "a:3", "Osgar", "We fired it twice on Wednesday and the kiln was fine."),
    ("a", "a:4", "Linnet", "The glaze shelf fell over twice this week too."),
    ("b", "b:1", "Osgar", "Choir rehearsal ran late again."),
    ("b", "b:2", "Linnet",
     "My aunt Hildred reckons our choir sounds like a football crowd on a wet Saturday."),
    ("b", "b:3", "Osgar", "The football crowd at the park was loud on Saturday."),
]


@pytest.fixture(scope="module")
def mem():
    yield from scripted_memory("who-attitude-clauses", DIALOGUE, DAY)


@pytest.mark.parametrize("question, intent", [
    ("Who is worried the kiln will crack?", "OWNER"),
    ("Who was sure that the ferry had gone?", "OWNER"),
    ("Who is afraid it will rain on Saturday?", "OWNER"),
    ("Who was convinced Edwy had left early?", "OWNER"),
    ("Who wanted the kids to walk to school?", "OWNER"),
    ("Who wishes the bus ran later?", "OWNER"),
    ("Who compares the choir to a football crowd?", "OWNER"),
    # an act, a place or a thing: no attitude asked
    ("Who is at the door the dog keeps barking at?", "DETAIL"),
    ("Who is taking the kids while Mum is away?", "DETAIL"),
    ("Who wants to walk?", "DETAIL"),
    ("Who wants the bus to the airport?", "DETAIL"),
    ("Who wants the big table?", "DETAIL"),
])
def test_who_question_intent(question, intent):
    assert label_intent(question) == intent


@pytest.mark.parametrize("question, owners, chain", [
    ("Who is worried the kiln will crack?", {"Sigebert"}, ["Linnet"]),
    # the aunt by her name or by her relation
    ("Who compares the choir to a football crowd?", {"Hildred", "Linnet's aunt"}, ["Linnet"]),
])
def test_the_claim_answers_first(mem, question, owners, chain):
    res, first = first_claim(mem, question, DAY)
    assert res.intent == "OWNER"
    assert first.owner in owners
    assert first.relayed_by == chain
