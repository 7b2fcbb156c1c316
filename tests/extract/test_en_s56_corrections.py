"""The fifty-sixth pass, English: a source put right at once — a denied cleft ('it
wasn't X who said …, it was Y'), a denial answered by who did say it ('X didn't say …, Y did' /
'X never said so. Y did.') and a source taken back after the words ('…, according to X.
Well, not X, Y.'): the words are the corrected one's, never the denied one's, and a possessive
in the correction points back to the one denied. Names and sentences invented here, in no data
file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "Wendeline Okparo"
LISTENER = "Casimir Trevanion"


def said(text: str, before: str = "Any news?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("It wasn't Ysmeria who claimed the quarry road is dangerous, it was her uncle.",
     "Ysmeria's uncle"),
    ("It wasn't Ysmeria that told me the quarry road is dangerous - it was Dragoslav.",
     "Dragoslav"),
    ("Ysmeria didn't say the quarry road is dangerous, her uncle did.", "Ysmeria's uncle"),
    ("Ysmeria never said the quarry road is dangerous. Her uncle did.", "Ysmeria's uncle"),
    ("The quarry road is dangerous, according to Ysmeria. Well, not Ysmeria, her uncle.",
     "Ysmeria's uncle"),
    ("My neighbour reckons the quarry road is dangerous. Sorry, not my neighbour, my landlord.",
     f"{SPEAKER}'s landlord"),
    ("Ysmeria reckons the quarry road is dangerous - actually no, not Ysmeria, it was Dragoslav.",
     "Dragoslav"),
])
def test_a_corrected_source_holds_the_words(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got
    assert not any(o == "Ysmeria" or o.endswith("'s neighbour") for o, _ in got), got


@pytest.mark.parametrize("text", [
    # (guards: no correction — a denial with no one named instead, a plain 'not X' contrast)
    "Ysmeria didn't say the quarry road is dangerous, and nobody else did either.",
    "Not Ysmeria, but in my view the quarry road is dangerous.",
])
def test_no_correction_no_new_source(text):
    got = said(text)
    assert not any("uncle" in o or o == "Dragoslav" for o, _ in got), got


# --- the one heard, the one marked out, the writer of a document ---

@pytest.mark.parametrize("text", [
    "Ysmeria sang the anthem at the match. I heard her.",
    "Dragoslav said the quarry road is dangerous. I heard it too.",
    "Dragoslav warned the parish the quarry road is dangerous. I heard him say it.",
])
def test_hearing_with_no_clause_reports_nothing_new(text):
    got = said(text)
    assert not any(o == "someone" for o, _ in got), got


def test_a_pronoun_heard_saying_holds_the_words():
    got = said("Dragoslav was at the depot. I heard him saying the quarry road is dangerous.")
    assert ("Dragoslav", [SPEAKER]) in got, got


def test_one_overheard_telling_someone_holds_it_first_hand():
    # (the one told is no relayer: the speaker heard the words said)
    got = said("I overheard Dragoslav telling Ysmeria the quarry road is dangerous.")
    assert got == [("Dragoslav", [SPEAKER])], got


@pytest.mark.parametrize("text,owner", [
    ("The vet with the green van said the quarry road is dangerous.",
     "the vet with the green van"),
    ("The X-ray man said the quarry road is dangerous.", "the x-ray man"),
    ("According to Dr Oyewumi's discharge letter, no lifting for a month.", "Dr Oyewumi"),
    ("Found a note in the blue folder from Mrs Oyewumi: 'Tobrin has skipped choir twice.'",
     "Mrs Oyewumi"),
])
def test_the_holder_as_the_words_mark_them_out(text, owner):
    got = said(text)
    assert [o.casefold() for o, _ in got] == [owner.casefold()], got


def test_a_first_name_before_a_day_is_the_person():
    got = said("Is it okay if I stay at Ysmeria's Friday? Her aunt said it's fine.")
    assert ("Ysmeria's aunt", [SPEAKER]) in got, got


def test_with_a_first_name_before_a_day():
    got = said("Can I stay with Gwendaline Saturday? Her aunt said it's fine.")
    assert ("Gwendaline's aunt", [SPEAKER]) in got, got


def test_a_named_day_is_still_no_person():
    # (guard: 'Black Friday' names a day, no one to point back to)
    got = said("The shop had a sale on Black Friday. Her aunt reckons the sale was a scam.")
    assert not any(o.startswith("Black") for o, _ in got), got


# --- how news and research talk names its sources ---

@pytest.mark.parametrize("text,owner", [
    ("Ondriel Tremaine, who runs the allotment society, said the plots are a disgrace.",
     "Ondriel Tremaine"),
    # (the next two held before this pass too: guards of the name taken back and of an office)
    ("Her agent, Garin, no, Gideon Pelloque, said the plots are a disgrace.", "Gideon Pelloque"),
    ("Councillor Ysmeria Vellacott told us the plots are a disgrace.", "Ysmeria Vellacott"),
    ("Dr Ysmeria Vellacott says the plots are a disgrace.", "Dr Ysmeria Vellacott"),
    ("The warden, Professor Ysmeria Vellacott, says the plots are a disgrace.",
     "Professor Ysmeria Vellacott"),
    ("Anyway, a retired nurse, Clementina Tremaine, emailed to say the plots are a disgrace.",
     "Clementina Tremaine"),
    ("The council's statement says the plots are a disgrace.", "the council"),
    ("Dragoslav said the tenants were promised new plots, and now nobody will confirm it.",
     "Dragoslav"),
])
def test_a_source_as_news_talk_names_them(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("Dr Ysmeria Vellacott phoned at nine. She says the plots are a disgrace.",
     "Dr Ysmeria Vellacott"),
    ("Ysmeria Vellacott rang this morning. Vellacott says the plots are a disgrace.",
     "Ysmeria Vellacott"),
    ("Referee 2 wrote back today. She says the sample is far too small.", "Referee 2"),
    ("Line two is Clementina from Brockwell. He says the plots are a disgrace.", "Clementina"),
])
def test_a_source_named_before_the_sentence(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


def test_told_about_an_amount_is_the_news():
    got = said("My student Ondriel set it up, and she tells me about forty people came on day one.")
    assert ("Ondriel", [SPEAKER]) in got, got


def test_a_bare_first_name_keeps_its_own_form():
    # (guard: a first name said after the titled form of it stays as said)
    got = said("Auntie Wilhelmine rang. Anyway, Wilhelmine says the plots are a disgrace.")
    assert ("Wilhelmine", [SPEAKER]) in got, got


# --- families at school and in hospital: reasons, crowds, a person by their post ---

@pytest.mark.parametrize("text,owner", [
    ("Practice got called off because Mrs Oyewumi said the yard is too icy.",
     "Mrs Oyewumi"),
    ("Everyone's saying I hid the ball. Well, not everyone. Ysmeria is saying it.", "Ysmeria"),
    ("According to the porter on lates, Grandad slept right through.", "the porter on lates"),
    ("And the refund goes through in June, according to the clerk in accounts.",
     "the clerk in accounts"),
    ("Because, according to the optician, the lens costs double.", "the optician"),
])
def test_reasons_crowds_and_desks(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


def test_a_named_source_keeps_no_place():
    # (guard: a name's workplace after it is said as an aside, no part of the name)
    got = said("the gearbox has gone, according to Mr Vellacott at the depot.")
    assert ("Mr Vellacott", [SPEAKER]) in got, got


# --- what the speaker would do is the speaker's stance ---

@pytest.mark.parametrize("text", [
    "I'd tackle the complaint head on.",
    "I wouldn't publish that figure.",  # (held before this pass too, by another reading)
    "I'd want the minutes in writing before we publish.",
    "A bit rich, coming from a council that shut the library.",
    "Nice try, but that excuse doesn't hold water.",  # (held before this pass too)
])
def test_the_speakers_stance(text):
    got = said(text, before="The council says the cuts were unavoidable.")
    assert (SPEAKER, []) in got, got


@pytest.mark.parametrize("text", [
    # (guards: a wish, the 'd of 'had', the past's 'would' of habit)
    "I'd love to come on Saturday.",
    "I'd already left by the time they rang.",
    "I'd walk there every day as a kid.",
])
def test_would_that_is_no_stance(text):
    got = said(text, before="Are you free at the weekend?")
    assert (SPEAKER, []) not in got, got


def test_a_role_after_being_is_no_one_to_point_back_to():
    x = last_extraction([
        (SPEAKER, "A boy called Quillard joined our class. Mrs Vantor said I'm his mentor."),
        (LISTENER, "Lovely. Being the mentor is an honour."),
        (SPEAKER, "He paints brilliantly. He said his last school owned a kiln."),
    ])
    got = owners(x)
    assert ("Quillard", [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("The port's night shift supervisor, Orvald Tarrant, told me the pier is unsafe.",
     "Orvald Tarrant"),
    ("Orvald Tarrant's newsletter says the pier is unsafe.", "Orvald Tarrant"),
])
def test_a_body_s_longer_role_and_a_published_writer(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


def test_a_person_known_by_a_letter():
    got = said("Marks are in. Examiner A says the essay runs far too long.")
    assert ("Examiner A", [SPEAKER]) in got, got


def test_a_postposed_sayer_after_a_first_person_clause_reads():
    # (the inverted frame's row is no row of the frame table: reading it had raised a KeyError)
    got = said("I went to the quarry, says Dragoslav.")
    assert [o for o, _ in got] == ["Dragoslav"], got
