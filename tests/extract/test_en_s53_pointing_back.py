"""The fifty-third pass, English: a writing introduced with its author and then pointed back at
('X sent an email last night. It says …', '… a card from the club. The card said …') is its
author's; a definite role noun stands for the one person of the conversation whose title names
that role ('Dr X came by. The doctor says …'), never for one of two. Names and sentences invented
here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "Ondrej Vasquerra"
LISTENER = "Tamzeth Oduberg"


def said(text: str) -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("Dravomir sent an email last night. It says the kiln won't be fixed till June.", "Dravomir"),
    ("There's a letter from the council on the mat. It said the bins go out on Tuesdays now.",
     "the council"),
    ("I had a text from Brisemer this morning. The text said she's stuck in traffic.",
     "Brisemer"),
])
def test_a_writing_pointed_back_at_is_its_authors(text, owner):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    # what it says, without the sentence that brought the writing in or the pointing 'It says'
    assert [(c.owner, c.relayed_by) for c in x.claims if " sa" not in f" {c.content}"] == [
        (owner, [SPEAKER])], x.claims


def test_it_pointing_at_a_book_is_no_report():
    # (a guard: a writing with no author said is nobody's report)
    assert not [o for o in said("I finished the atlas. It says glaciers are shrinking.") if o[1]]


@pytest.mark.parametrize("text,owner", [
    ("Dr Pellacombe came round at ten. The doctor said the cast can come off in May.",
     "Dr Pellacombe"),
    ("Coach Varnaby picked the squad. The coach reckons we're not fit enough.", "Coach Varnaby"),
    ("I saw Professor Ilvenholt after class. The professor thinks the essay is too long.",
     "Professor Ilvenholt"),
])
def test_a_definite_role_is_the_titled_person(text, owner):
    assert (owner, [SPEAKER]) in said(text), said(text)


def test_a_role_across_turns_is_the_titled_person():
    x = last_extraction([(SPEAKER, "Dr Pellacombe rang about the results."),
                         (LISTENER, "And?"),
                         (SPEAKER, "The doctor thinks the rash is an allergy.")])
    assert ("Dr Pellacombe", [SPEAKER]) in owners(x), owners(x)


def test_a_role_with_two_titled_people_stays_the_role():
    # (a guard: with two doctors named, 'the doctor' is neither)
    got = said("Dr Pellacombe and Dr Pellwick both saw him. The doctor said he's fine.")
    assert ("the doctor", [SPEAKER]) in got, got
