"""The forty-sixth pass, English frames: a fronted 'according to X,' heads the clause after it
whatever its subject ('According to X, we must …'); 'made the point (at the AGM) that …' and
'was going on that …' report with an adverbial or without one between; a title said with its
article in apposition ('our vicar, the Reverend X, …') is the named person; 'from what X told
my brother, …' passes through the one told; the -ing form of a verb of complaining after a contact
or a scene ('rang me grumbling that …') is the report of the one who rang. Names and sentences
invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "Quennell"


@pytest.mark.parametrize("text,owner", [
    ("According to Vadimira, we must all bring our own tents.", "Vadimira"),
    ("According to our team captain, Vadimira, we have to be there by six.", "Vadimira"),
    ("Oh, according to my cousin, I need a visa for the stopover.", "Quennell's cousin"),
])
def test_a_fronted_source_heads_a_first_person_clause(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got


def test_a_report_after_the_fronted_source_ends_where_the_speaker_takes_over():
    got = turn_claims(SPEAKER, "According to Vadimira the ferry is cancelled, we took the train.",
                      [SPEAKER])
    assert got == [("Vadimira", [SPEAKER])], got


@pytest.mark.parametrize("text", [
    "Oskarine made the point that the levy paid for nothing.",
    "Oskarine made the point at the parish meeting that the levy paid for nothing.",
    "Oskarine was going on that the levy paid for nothing.",
])
def test_made_the_point_and_going_on_with_that(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert ("Oskarine", [SPEAKER]) in got, got


def test_made_the_point_without_that_reports_nothing():
    assert turn_claims(SPEAKER, "Oskarine made the point very clearly.", [SPEAKER]) == []


def test_a_title_with_its_article_in_apposition_names_the_person():
    got = turn_claims(SPEAKER, "Our vicar, the Reverend Pellow, said the roof fund is short.",
                      [SPEAKER])
    assert ("Reverend Pellow", [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner,chain", [
    ("From what Vadimira told my brother, the dam repairs will take a year.",
     "Vadimira", [SPEAKER, "Quennell's brother"]),
    ("From what the surveyor told my aunt, the wall is sound.",
     "the surveyor", [SPEAKER, "Quennell's aunt"]),
    ("From what Vadimira told me, the dam repairs will take a year.", "Vadimira", [SPEAKER]),
])
def test_from_what_x_told_someone_passes_through_the_one_told(text, owner, chain):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, chain) in got, got


@pytest.mark.parametrize("text", [
    "Oskarine rang me grumbling that the new bins are useless.",
    "Oskarine was at the door complaining that the new bins are useless.",
    "Oskarine texted me whinging that the new bins are useless.",
])
def test_complaining_after_a_contact_is_the_callers_report(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert ("Oskarine", [SPEAKER]) in got, got
