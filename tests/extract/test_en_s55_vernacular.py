"""The fifty-fifth pass, English: the function words of African American and Southern US
English read as the standard ones ('ain't' by its subject and what follows, 'gon'', ''bout', a g
dropped with an apostrophe, the habitual 'be', 'fixing to'); 'X says that every year' pointing at
words said before (no clause after 'that'); a superlative VADER rates clearly as a verdict
('dumbest plan ever'); the stance model's reading of a turn as someone else's words only where
the turn marks words as someone's; a news that names its own source, then 'that's what he told
us' pointing back at that source; a person placed by where they live ('the woman across the
road'); the place of a scene ('At the hearing, she said …') no holder; a view said back to the
one spoken to ('if I've understood you right, you feel …') as theirs, passed on by the speaker; a
document ('the surveyor's report says …') holds its author's words. Names and sentences invented
here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

from cogmem_rdf.extract.register_en import _us_vernacular, g_restored

SPEAKER = "Tavorian Quillby"
LISTENER = "Brisenda Ekwuene"


def said(text: str, before: str = "Any news?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text,read", [
    ("He ain't seen the quote.", "He hasn't seen the quote."),
    ("I ain't sure.", "I'm not sure."),
    ("They ain't ready.", "They aren't ready."),
    ("You ain't cleaned a thing.", "You haven't cleaned a thing."),
    ("It ain't gon' last.", "It isn't going to last."),
    ("Ain't nobody took the ladder.", "Nobody took the ladder."),
    ("She ain't even gon' call.", "She isn't even going to call."),
    ("Orvel be telling folks.", "Orvel keeps telling folks."),
    ("Orvel been painting the barn.", "Orvel has been painting the barn."),
    ("she was talkin' 'bout the rent", "she was talking about the rent"),
    ("the bakery is fixing to close", "the bakery is about to close"),
])
def test_us_vernacular_function_words(text, read):
    assert _us_vernacular(text) == read


def test_a_dropped_g_only_on_an_ing_form():
    # (guard: a word in -in' of its own, a name, keeps its apostrophe)
    assert g_restored("runnin' and hypin' it, ask Kevin'") == "running and hyping it, ask Kevin'"
    assert g_restored("it's full again'.") == "it's full again'."


def test_aint_view_is_the_speakers():
    # (guard: a view said with 'ain't' stays the speaker's once read as the standard form)
    got = said("Two buses for the trip? That ain't gon' work, honestly.")
    assert got == [(SPEAKER, [])], got


def test_saying_that_every_year_points_back_and_opens_no_report():
    got = said("Orvel says that every winter. He's never been right.")
    assert ("Orvel", [SPEAKER]) not in got, got
    assert (SPEAKER, []) in got, got


@pytest.mark.parametrize("text", ["Dumbest timetable I ever read.", "Stupidest rota I ever saw."])
def test_a_clearly_rated_superlative_is_a_verdict(text):
    assert said(text) == [(SPEAKER, [])]


def test_a_superlative_of_a_plain_description_is_no_verdict():
    # (guard: 'cheapest' VADER leaves unrated)
    from cogmem_rdf.extract.lexicon import en_polarity

    assert en_polarity("the cheapest one costs eighty") == "neutral"
    assert en_polarity("dumbest rota ever") == "negative"


def test_a_turn_that_marks_no_words_as_anyones_is_no_report():
    got = said("Orvel been runnin' the allotment shed since '09. He ain't got a key for the "
               "new lock.", before="Who's in charge?")
    assert not [o for o in got if o[0] == "Orvel"], got


def test_the_pointer_after_a_news_with_its_own_source_echoes_it():
    got = said("But the caretaker told us the lift was fixed in May — that's what she told me "
               "anyway.")
    assert got == [("the caretaker", [SPEAKER])], got


@pytest.mark.parametrize("who", ["the woman across the road", "the guy over the road",
                                 "the lady up the lane"])
def test_a_person_placed_by_where_they_live(who):
    got = said(f"{who[:1].upper()}{who[1:]} was saying the bins go out on Thursdays now.")
    assert got == [(who, [SPEAKER])], got


def test_the_place_of_a_scene_is_no_holder():
    got = owners(last_extraction([(LISTENER, "What did Orvel say?"),
                                  (SPEAKER, "At the hearing, he said the van was insured.")]))
    assert got == [("Orvel", [SPEAKER])], got


def test_a_view_said_back_to_the_one_who_holds_it():
    got = owners(last_extraction([
        (LISTENER, "The hedge has grown over the whole path since spring."),
        (SPEAKER, "So, Brisenda, if I've understood you right, you feel Pellinor lets it grow on "
                  "purpose."),
    ]))
    assert got == [(LISTENER, [SPEAKER])], got


@pytest.mark.parametrize("text", ["So you think the hedge should go?",
                                  "If you think it's fine, sign the form."])
def test_a_question_or_a_condition_is_no_view_said_back(text):
    # (guards: a question asks, a condition supposes)
    got = owners(last_extraction([(LISTENER, "The hedge is fine."), (SPEAKER, text)]))
    assert (LISTENER, [SPEAKER]) not in got, got


@pytest.mark.parametrize("text,owner", [
    ("The surveyor's report says the beam was rotten.", "the surveyor"),
    ("Ilsabet's statement says I scraped her gate.", "Ilsabet"),
])
def test_a_document_says_what_its_author_holds(text, owner):
    assert said(text) == [(owner, [SPEAKER])]
