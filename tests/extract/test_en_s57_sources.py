"""The fifty-seventh pass, English: sources in the shapes of reporting — the pseudo-cleft ('What
X said was that …'), speaking on the record ('X went on the record (on the radio): …'), a frame
after the news with only when and how it was told ('X told me that over coffee on Monday'), and
a name in apposition with where the person is from ('one caller, X from Y Row, said …'). Names
and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "Brisethe Okparo"
LISTENER = "Castorin Trevanion"


def said(text: str, before: str = "Any news?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text", [
    "I watched Dragoslav's interview. What he actually told them was: the ferry timetable "
    "is a fiction.",
    "Dragoslav spoke at the hearing. What he said was \"the ferry timetable is a fiction\".",
    "Dragoslav went on the record with the paper: the ferry timetable is a fiction.",
    "Dragoslav has gone on record that the ferry timetable is a fiction.",
    "The ferry timetable is a fiction, no exceptions. Dragoslav at the ferry desk told me "
    "that over coffee on Monday.",
    "The ferry timetable is a fiction. Dragoslav told me that twice at the depot on Friday.",
    "Our neighbour, Dragoslav at number nine, reckons the ferry timetable is a fiction.",
])
def test_the_one_who_said_it_holds_the_words(text):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    mine = [c for c in x.claims if c.owner == "Dragoslav" and c.relayed_by == [SPEAKER]]
    assert mine and all("timetable is a fiction" in c.content for c in mine), x.claims
    assert all(c.content.startswith(("the ferry", "The ferry")) for c in mine), x.claims


@pytest.mark.parametrize("text", [
    # (guards: words judged, not reported; a journey, not a record; a topic after the frame)
    "What Dragoslav said was wrong, frankly.",
    "Dragoslav went on holiday to the coast.",
    "The ferry timetable changed in May. Dragoslav told me about the new boats too.",
])
def test_no_report_from_these(text):
    got = said(text)
    assert not any(o == "Dragoslav" for o, _ in got), got


# --- words marked as quoted after a report go on with it ---

@pytest.mark.parametrize("text", [
    'Dragoslav says the ferry crew are friendly but the timetable is, quote, "a fiction".',
    'Dragoslav says the ferry crew are friendly, but the timetable is "a fiction".',
    'Dragoslav says the ferry crew are friendly. The timetable is, quote, "a fiction".',
])
def test_quoted_words_after_a_report_are_the_reporters(text):
    x = last_extraction([(LISTENER, "Any news?"), (SPEAKER, text)])
    quoted = [c for c in x.claims if "fiction" in c.content]
    assert quoted and all(c.owner == "Dragoslav" for c in quoted), x.claims



# --- a claim waved away with 'X, my foot' ---

@pytest.mark.parametrize("text", [
    "Barely touched, my foot. The seat is ripped.",
    "Routine maintenance my eye. The whole line was shut for nine days.",
    "Unavoidable - my foot.",
])
def test_words_waved_away_are_the_speakers_negative_view(text):
    x = last_extraction([(LISTENER, "Dragoslav says the ferry is barely touched and the delay "
                                    "was routine maintenance and unavoidable."), (SPEAKER, text)])
    mine = [c for c in x.claims if c.owner == SPEAKER]
    assert mine and all(c.polarity == "negative" for c in mine), x.claims


def test_a_hurt_foot_is_no_verdict():
    # (guard: 'my foot' as the body part, after a verb)
    x = last_extraction([(LISTENER, "How was the walk?"), (SPEAKER, "Twisted my foot on a rock.")])
    assert not any(c.owner == SPEAKER and "foot" in c.content for c in x.claims), x.claims


# --- a refusal in a dispute is the speaker's stance ---

@pytest.mark.parametrize("text", [
    "I'm not paying them a penny more, whatever the invoice says.",
    "Compensation? I won't pay one penny for a scuff that old.",
    "I checked the lock myself. I'm not taking any blame for that.",
    "I refuse to sign anything until the survey is done.",
])
def test_a_refusal_is_the_speakers_view(text):
    x = last_extraction([(LISTENER, "Dragoslav wants you to cover the repair."), (SPEAKER, text)])
    assert any(c.owner == SPEAKER and not c.relayed_by for c in x.claims), x.claims


@pytest.mark.parametrize("text", [
    # (guards: a plan, no refusal)
    "I'm not at the harbour on Friday, I'm working.",
    "I'm not working tomorrow.",
])
def test_a_plan_is_no_refusal(text):
    x = last_extraction([(LISTENER, "Are you around?"), (SPEAKER, text)])
    assert not any(c.owner == SPEAKER for c in x.claims), x.claims


# --- a message with where it was posted, a role said bare as its writer ---

@pytest.mark.parametrize("text,owner", [
    ("Dragoslav's message in the club thread says we were sloppy on the ferry.", "Dragoslav"),
    ("Captain's message says we were sloppy on the ferry.", "Captain"),
    ("Skipper's message in the chat says whoever misses the ferry pays the fine.", "Skipper"),
    ("Harbourmaster's email in the group: the ferry is off, no exceptions.", "Harbourmaster"),
])
def test_a_message_is_its_writers(text, owner):
    x = last_extraction([(LISTENER, "Right, what is the plan for Saturday?"), (SPEAKER, text)])
    assert (owner, [SPEAKER]) in owners(x), x.claims


# --- criticism given as a deed; a dropped subject after it; a role named after its clause ---

@pytest.mark.parametrize("text", [
    "On the radio the presenter had a go at our goalie. Said Tamsk froze on both goals.",
    "The commentator laid into our goalie. Said Tamsk froze on both goals.",
])
def test_the_critic_holds_what_he_went_on_to_say(text):
    x = last_extraction([(LISTENER, "Catch the game last night?"), (SPEAKER, text)])
    got = [c for c in x.claims if "froze" in c.content]
    assert got and all(c.owner.startswith("the ") and c.owner != "Tamsk" for c in got), x.claims


def test_a_name_after_the_roles_clause_is_the_role():
    x = last_extraction([
        (LISTENER, "How is the kitchen job going?"),
        (SPEAKER, "The joiner popped over after lunch, Osbeorn. He says the back wall can come "
                  "out."),
    ])
    assert ("Osbeorn", [SPEAKER]) in owners(x), x.claims


# --- a term of respect after the name ---

@pytest.mark.parametrize("text,owner", [
    ("Osbeorn ji announced during the talk that the new roof can wait.", "Osbeorn ji"),
    ("Wennamar Aunty always insists the bus runs on its own clock.", "Wennamar Aunty"),
    ("The dinner went on till late. Ysmay Aunty reckoned the hall was never so packed.",
     "Ysmay Aunty"),
    ("The boatman, Tamsk chettan, told us the quiet stretch is after the bridge.", "Tamsk chettan"),
])
def test_a_name_with_its_term_of_respect_holds_the_words(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


# --- a blessing on the dead between the holder and the verb ---

@pytest.mark.parametrize("text,owner", [
    ("Our grandad, God rest him, always said a man who borrows twice will borrow forever.",
     f"{SPEAKER}'s grandad"),
    ("My grandmama, may she rest in peace, always said a dry well teaches more than a full one.",
     f"{SPEAKER}'s grandmama"),
    ("Uncle Osbeorn, rest his soul, always reckoned a man who borrows twice borrows forever.",
     "Uncle Osbeorn"),
])
def test_a_blessing_on_the_dead_is_no_clause(text, owner):
    got = said(text, before="What did your family used to say?")
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("The roof fund closes on the tenth and nobody gets more time. Pandit Osbeorn ji announced "
     "it after the service.", "Pandit Osbeorn ji"),
    ("Giani Osbeorn Tamsk told the Sunday class that the first hall stood by the river.",
     "Giani Osbeorn Tamsk"),
])
def test_titles_of_faith_and_news_made_public(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


# --- the writer named in an aside ---

@pytest.mark.parametrize("text", [
    "One review - a woman called Ysmay - said the ferry crew lost her suitcase twice.",
    "There's a post on the forum - a bloke named Ysmay Tamsk from Ely - saying the ferry crew "
    "lost her suitcase twice.",
    'Top comment, from a lady named Ysmay in Ely: "the ferry crew lost my suitcase twice".',
])
def test_the_writer_named_in_an_aside_holds_the_words(text):
    x = last_extraction([(LISTENER, "Did you read up on the ferry?"), (SPEAKER, text)])
    got = [c for c in x.claims if "suitcase" in c.content]
    assert got and all(c.owner.startswith("Ysmay") for c in got), x.claims


def test_a_postposed_source_with_where_they_work():
    got = said("The coast road is shut to bikes until Friday after the slips, says Ysmay on "
               "the front desk.")
    assert ("Ysmay", [SPEAKER]) in got, got


# --- verdicts of everyday speech ---

@pytest.mark.parametrize("text,sign", [
    ("Right call. The wind on the causeway was vicious.", "positive"),
    ("That's BS. The gutter was fine in March.", "negative"),
    ("Dragoslav's all talk.", "negative"),
    ("So Dragoslav's telling porkies again.", "negative"),
])
def test_everyday_verdicts_are_the_speakers(text, sign):
    x = last_extraction([(LISTENER, "Dragoslav says they called off the regatta."),
                         (SPEAKER, text)])
    mine = [c for c in x.claims if c.owner == SPEAKER]
    assert mine and mine[0].polarity == sign, x.claims


# --- a name in apposition with an aside of its own; a contrast marker before an aside ---

@pytest.mark.parametrize("text,owner", [
    ("Our deck officer, Osbeorn - nice fella, grew up on the coast - told me nobody on board "
     "ever gets shore leave.", "Osbeorn"),
    ("Uncle Osbeorn, though - I asked him myself - thinks the new bell tower is a waste.",
     "Uncle Osbeorn"),
])
def test_a_named_holder_past_the_asides(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


def test_a_plural_of_a_role_is_people_in_general():
    # 'assessors always write …' inside X's words: X's claim about assessors, no one's name
    x = last_extraction([(LISTENER, "Any news?"), (
        SPEAKER, "My cousin Osbeorn is a roofer. He told me assessors always write \"sound\" so "
                 "nobody can blame them.")])
    assert ("Osbeorn", [SPEAKER]) in owners(x), x.claims
    assert not any(c.owner.lower() == "assessors" for c in x.claims), x.claims


def test_aye_and_a_conjunction_open_a_frame_after_an_adverbial():
    x = last_extraction([(LISTENER, "Catch the game last night?"), (
        SPEAKER, "Aye, and in the paper the columnist had a go at our goalie. Said Tamsk froze on "
                 "both goals.")])
    got = [c for c in x.claims if "froze" in c.content]
    assert got and all(c.owner == "the columnist" for c in got), x.claims


def test_an_ing_noun_inside_the_subject_is_no_frame():
    x = last_extraction([(LISTENER, "What did the assessor say?"), (
        SPEAKER, "The assessor said the boiler flue venting isn't safe and the lot has to go.")])
    assert not any("boiler" in c.owner for c in x.claims), x.claims


def test_a_role_of_two_nouns_said_bare():
    x = last_extraction([(LISTENER, "How did the flat viewing go?"), (
        SPEAKER, "Ugh, block manager reckons my side is where the damp starts.")])
    assert ("the block manager", [SPEAKER]) in owners(x), x.claims


def test_the_one_a_relative_describes_named_before_the_verb():
    got = said("The man who came to value the piano, Osbeorn, said the frame is sound but the "
               "keys are shot.")
    assert ("Osbeorn", [SPEAKER]) in got, got
