"""English constructions of the thirty-first pass, found with invented batteries (names, places
and topics invented here, in no data file): the second holder of a sentence that sets two
people's views side by side, named by a title, a bare kin word or a name with the place or group
it is known by; and a source focused by a cleft with its place or group."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Tavrin"
LISTENER = "Yselde"


# two holders in one sentence, the second after ', but' / ', though' / ', and': a titled name,
# a bare kin word, or a name (or a titled name) and its place or group opens a clause of its own
@pytest.mark.parametrize("first,first_owner", [
    ("Halvek loved it", "Halvek"),
    ("my dad reckons it's fine", f"{SPEAKER}'s dad"),
    ("Marrick thinks it's brilliant", "Marrick"),
])
@pytest.mark.parametrize("conj", [", but", ", though", " but"])
@pytest.mark.parametrize("second,owner", [
    ("Mr. Pembrin", "Mr. Pembrin"),
    ("Dr Orsolde", "Dr Orsolde"),
    ("Mum", f"{SPEAKER}'s mum"),
    ("gran", f"{SPEAKER}'s gran"),
    ("Pembrin from accounts", "Pembrin"),
    ("Orsolde at work", "Orsolde"),
    ("Mr Pembrin from the depot", "Mr Pembrin"),
])
@pytest.mark.parametrize("verb", ["thinks it's a waste of money", "reckons it's far too loud",
                                  "said it was a waste of money"])
def test_a_second_holder_named_by_title_kin_or_place(first, first_owner, conj, second, owner,
                                                     verb):
    text = f"{first}{conj} {second} {verb}."
    x = _last([(LISTENER, "how did it go?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), (text, _owners(x))
    assert owned(x.claims, first_owner, [SPEAKER] if first_owner != SPEAKER else []) or (
        owned(x.claims, first_owner, [])), (text, _owners(x))
    c = next(c for c in x.claims if c.owner.endswith(owner.split()[-1]))
    assert second.split()[0] not in c.content and "but" not in c.content.split(), c.content


# the same words where no second holder opens a clause: a kin word as an object or a possessor,
# a word that is a name in a person's slot but a plain word here
@pytest.mark.parametrize("text,not_owner", [
    ("I went with Mum, but it was shut.", f"{SPEAKER}'s mum"),
    ("we had tea at Gran's, but Mum's cake was dry.", f"{SPEAKER}'s mum"),
    ("the plan looked good, but love from the start was thin.", "Love"),
    ("we drove up from Dunmarrow, but the view at night was lovely.", "Dunmarrow"),
])
def test_no_second_holder_where_the_word_is_no_subject(text, not_owner):
    x = _last([(LISTENER, "how did it go?"), (SPEAKER, text)])
    assert not any(c.owner == not_owner for c in x.claims), (text, _owners(x))


# a cleft that focuses the source with its place or group ('it was X from Y who said …'),
# often a correction of the source the listener named: the focused person holds the report
@pytest.mark.parametrize("lead", ["", "no, ", "nah ", "oh wait, sorry. "])
@pytest.mark.parametrize("src,owner", [
    ("Halvek from HR", "Halvek"),
    ("Marrick at work", "Marrick"),
    ("Orsolde from the depot", "Orsolde"),
    ("my cousin from Dunmarrow", f"{SPEAKER}'s cousin"),
    ("Mr Pembrin from accounts", "Mr Pembrin"),
])
@pytest.mark.parametrize("verb", ["who said", "who told me", "that said"])
@pytest.mark.parametrize("tail", ["", ", not my boss", ", not Yselde's neighbour"])
def test_a_cleft_source_with_its_place_or_group(lead, src, owner, verb, tail):
    text = f"{lead}it was {src} {verb} the ferry is off until June{tail}"
    x = _last([(LISTENER, "didn't your boss say the ferry is off?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), (text, _owners(x))
    assert not any(c.owner in (f"{SPEAKER}'s boss", f"{LISTENER}'s neighbour")
                   for c in x.claims), (text, _owners(x))


# a cleft of a time or a place is no source: the phrase after 'it was' holds nothing
@pytest.mark.parametrize("text", [
    "it was at work that I heard the ferry is off",
    "it was in March that Halvek said the ferry is off",
    "it was from the depot that the news came",
])
def test_a_cleft_of_a_time_or_place_is_no_source(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert not any(w in c.owner.lower() for c in x.claims for w in ("work", "march", "depot")), (
        text, _owners(x))


# an alternative question that tells people apart, answered by the option alone: the answer
# picks a person and holds no view; its next 'he'/'she' is the one identified — the person the
# question asked about ("who's X, A or B?", 'your R the A or the B?') or the person picked
# ('X or his brother?' — 'X himself.')
@pytest.mark.parametrize("question,answer,pro,owner", [
    ("wait who's Mrs Pembrin, the baker or the warden?", "the warden.", "she",
     "Mrs Pembrin"),
    ("who's Halvek, the baker or the warden?", "oh the warden lol.", "he", "Halvek"),
    ("who is Orsolde - the baker or the warden?", "the baker.", "she", "Orsolde"),
    ("your cousin the vet or the one who teaches yoga?", "the vet lol.", "he",
     f"{SPEAKER}'s cousin"),
    ("your aunt the nurse or the one in Dunmarrow?", "the nurse.", "she", f"{SPEAKER}'s aunt"),
    ("Halvek or his nephew? his nephew's the quiet one", "Halvek himself.", "he", "Halvek"),
    ("Orsolde or her niece? her niece's the quiet one", "Orsolde herself.", "she", "Orsolde"),
])
@pytest.mark.parametrize("frame", ["{} said the ferry is off until June",
                                   "{} reckons the ferry is off until June",
                                   "{} told me the ferry is off until June"])
@pytest.mark.parametrize("opener", ["", "ok so ", "honestly "])
def test_a_person_picked_from_the_options_is_the_next_pronoun(question, answer, pro, owner,
                                                             frame, opener):
    text = f"{opener}{answer} {frame.format(pro)}"
    x = _last([(SPEAKER, "Halvek and Orsolde sorted it between them"), (LISTENER, question),
               (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), (question, text, _owners(x))
    assert all(c.owner != SPEAKER for c in x.claims), (text, _owners(x))


# the one identified with a relative of theirs: 'her husband told her …' is two levels
def test_a_relative_of_the_one_identified():
    x = _last([(SPEAKER, "Mrs Pembrin says the bakery van parks indoors now"),
               (LISTENER, "who's Mrs Pembrin, the baker or the warden?"),
               (SPEAKER, "the warden. her husband told her the van parks indoors in winter")])
    assert owned(x.claims, "Mrs Pembrin's husband", [SPEAKER, "Mrs Pembrin"]), _owners(x)


# not an identification: a choice between things stays the speaker's choice, and an answer with
# a verb of its own names its own holder
@pytest.mark.parametrize("question,answer,owner,chain", [
    ("tea or coffee?", "coffee, obviously", SPEAKER, []),
    ("who's Halvek, the baker or the warden?", "the warden told me the ferry is off", "the warden",
     [SPEAKER]),
    ("Halvek or his brother?", "his brother reckons the ferry is off", "Halvek's brother",
     [SPEAKER]),
])
def test_no_identification_without_a_bare_pick(question, answer, owner, chain):
    x = _last([(SPEAKER, "Halvek's brother sorted it"), (LISTENER, question), (SPEAKER, answer)])
    assert owned(x.claims, owner, chain), (answer, _owners(x))


# a title with its abbreviation's period ('Mrs. Pembrin', typed or in lower case) is no sentence
# end: the name after it is a person of the conversation, the next he/she of its gender
# (a title whose gender is the pronoun's other is left out: 'Mrs.' with 'he', 'Mr.' with 'she')
@pytest.mark.parametrize("subj,pro,title", [
    (subj, pro, title)
    for subj, pro in [("Reginald", "she"), ("Cuthbert", "she"), ("Mildred", "he")]
    for title in ["Mrs.", "Ms.", "Dr.", "Mr.", "mrs.", "dr."]
    if not (title.lower() in {"mrs.", "ms."} and pro == "he"
            or title.lower() == "mr." and pro == "she")
])
@pytest.mark.parametrize("place", ["with {} down the road", "with {} on Saturday",
                                   "at {}'s house", "with {}"])
@pytest.mark.parametrize("frame", ["{} said the piano is out of tune",
                                   "{} told me the piano is out of tune"])
def test_a_titled_name_with_its_period_is_the_next_pronoun(subj, pro, title, place, frame):
    person = f"{title} Pembrin"
    first = f"so {subj} had a first lesson {place.format(person)}."
    x = _last([(LISTENER, "any news?"), (SPEAKER, f"{first} {frame.format(pro)}")])
    assert any(c.owner.lower() in (f"{title.lower()} pembrin", "pembrin")
               and c.relayed_by == [SPEAKER] for c in x.claims), (first, _owners(x))



# a verbless comparative verdict ('way sharper than X', 'much better than the last one') before a
# comma and a clause with a pronoun subject of its own: the verdict is the speaker's, split off
# from the clause after it (whose pronoun does not make the compared person its holder)
@pytest.mark.parametrize("lead", ["", "honestly? ", "tbh ", "oh "])
@pytest.mark.parametrize("verdict", ["way sharper than Marrick", "much better than Marrick",
                                     "miles calmer than Marrick", "far worse than Marrick"])
@pytest.mark.parametrize("rest", ["she'd read every page of the budget",
                                  "he turned up on time for once",
                                  "she's done her homework"])
def test_a_comparative_verdict_before_a_pronoun_clause(lead, verdict, rest):
    text = f"{lead}{verdict}, {rest}"
    x = _last([(SPEAKER, "met the new councillor last night"),
               (LISTENER, "so how did she come across?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), (text, _owners(x))
    assert not any(c.owner == "Marrick" for c in x.claims), (text, _owners(x))


# a comparative verdict with its frame after it ('…, she reckons') stays that frame's report: it
# is not cut off as the speaker's own verdict
@pytest.mark.parametrize("text", ["way taller than Marrick, she reckons",
                                  "much better than Marrick, he said"])
def test_a_comparative_before_its_postposed_frame_is_no_verdict_of_the_speakers(text):
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert not any(c.owner == SPEAKER for c in x.claims), (text, _owners(x))
