"""The forty-ninth pass, English in the written register of work and community messages: what
a person's email or letter says is theirs whatever its shape ('… says no cash on the day'); a
worry raised, a sign given ('raised concerns that', 'has indicated that'), an answer pushed back
with 'saying'; the passive with the speaker's side as subject ('we were told by …'); a person
known by a role and a place, or by a relative clause, as the whole phrase; a name in apposition
at a sentence's end or before a colon; an aside between a noun of saying and its verb; a
relative aside before 'maintains'. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "Ilvane Pemberthy"
LISTENER = "Beck Halloway"


def said(text: str) -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, "Any news on that?"), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("Our director's letter says nobody gets overtime this quarter.", f"{SPEAKER}'s director"),
    ("Mrs Quillan's letter says bring a packed lunch and leave phones at home.", "Mrs Quillan"),
    ("Our CFO's email says procurement is frozen until spring.", f"{SPEAKER}'s CFO"),
    ("Tamsk has indicated that the budget is capped at four grand.", "Tamsk"),
    ("Tamsk raised concerns that the marquee is too small.", "Tamsk"),
    ("Ysmay hit back, saying the fee was fair for the work involved.", "Ysmay"),
    ("We were told by the site manager that the lift is out till Friday.", "the site manager"),
    ("We've been told by the council that the road shuts on Monday.", "the council"),
    ("The plumber at number six said the boiler is fine.", "the plumber at number six"),
    ("I was told by the nurse on the ward that visiting ends at eight.",
     "the nurse on the ward"),
    ("The lad who arrived said the kitchen closes at nine.", "the lad who arrived"),
    ("Pellam, who drew up the plans, maintains the wall was never load-bearing.", "Pellam"),
    ("The bakery does the best rye in town, according to their head baker, Brenna.", "Brenna"),
    ('Quoting our convenor, Ferrow: "letters from residents changed their minds once."',
     "Ferrow"),
    ("Feodor's argument, to be fair, was that nobody reads the survey.", "Feodor"),
    ("The vet's opinion, as it happens, is that the dog should rest two weeks.", "the vet"),
    ("Tamsk posted in the tenants' forum that the bins are late.", "Tamsk"),
    ("The IT lady told me the server is down till noon.", "the IT lady"),
])
def test_the_holder_of_a_written_report(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


# (a guard: a greeting was no report before this pass either)
def test_a_greeting_an_email_sends_is_no_report():
    assert not any(o == "Pritam" for o, _ in said("Pritam's email says hi to everyone."))


def test_a_source_known_by_a_place_in_a_two_level_report():
    got = said("Our Marrick heard from the clerk at the ferry office that the jetty shuts Monday.")
    assert ("the clerk at the ferry office", [SPEAKER, "Marrick"]) in got, got


# (a guard: adding office initialisms to the role nouns must not cut 'deputy head' short)
def test_a_compound_role_keeps_its_head():
    assert ("the deputy head", [SPEAKER]) in said("The deputy head said the policy stays.")


def test_minutes_written_as_a_list_give_each_line_to_its_person():
    x = last_extraction([(LISTENER, "How did the call go?"), (
        SPEAKER, "Notes from the call:\n- Brannoc: the hall is cramped for sixty people\n"
                 "- Wendrith: fine if numbers stay under fifty\n"
                 "- Corvane: would rather hire a barn")])
    got = owners(x)
    for who in ("Brannoc", "Wendrith", "Corvane"):
        assert (who, [SPEAKER]) in got, got
