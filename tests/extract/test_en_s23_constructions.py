"""English constructions of the twenty-third pass: each case is a class of miss, written with
invented sentences and names (no data-file sentences or names): owner and relay chain of the
claim the marked turn gives, or the record it lands as."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Dravenna"
LISTENER = "Harkwell"


def _extract(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))


CASES = [
    # a possessive in a report binds to the one reporting; the subject pronoun of the clause
    # reported ('she saw …') is bound inside the report and says nothing of the reporter
    ([(SPEAKER, "Then Ostrick said his wife told him she spotted a badger by the bins")], 0,
     "Ostrick's wife", [SPEAKER, "Ostrick"]),
    ([(SPEAKER, "Vennick said his sister told him she's moving to Leeds")], 0,
     "Vennick's sister", [SPEAKER, "Vennick"]),
    # a titled name found by the loose frame keeps its title
    ([(SPEAKER, "Mrs Pellowe from the corner shop stood up and said the hedge is a disgrace")],
     0, "Mrs Pellowe", [SPEAKER]),
    # a relative clause on the source, closed by its comma, is an aside before the report
    ([(SPEAKER, "I heard from Quorrin, who runs the league, that the fixtures are already full")],
     0, "Quorrin", [SPEAKER]),
    ([(SPEAKER, "my mate Brennick heard from Quorrin, who runs the league, that the fixtures "
                "are full")], 0, "Quorrin", [SPEAKER, "Brennick"]),
    # a sentence opening on a verb of saying without its subject goes on with the subject of
    # the sentence before, not with the person last named in it
    ([(SPEAKER, "To be fair, my uncle swears by Faddle. Says he's the only decent plumber in "
                "town.")], 0, f"{SPEAKER}'s uncle", [SPEAKER]),
    # the teller's source as the subject of 'told <teller> that' after the report: the report
    # goes one level down the chain
    ([(SPEAKER, "Ulvedge's call. she says the coast path gets packed after 10, the warden told "
                "her that when she rang")], 0, "the warden", [SPEAKER, "Ulvedge"]),
]


def _owners(x):
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


@pytest.mark.parametrize("lines,idx,owner,chain", CASES, ids=[c[0][c[1]][1][:30] for c in CASES])
def test_owner_and_chain(lines, idx, owner, chain):
    x = _extract(lines)[idx]
    assert (owner, chain) in _owners(x), _owners(x)


def test_an_other_gender_object_still_marks_someone_else():
    # ('Selwenna said his consultant told her …': the teller is 'her', so 'his' is not hers)
    x = _extract([(SPEAKER, "Mossel has a bad knee."),
                  (LISTENER, "Selwenna said his consultant told her he could be home by "
                             "Friday")])[1]
    assert ("Mossel's consultant", [LISTENER, "Selwenna"]) in _owners(x), _owners(x)


def test_a_preposition_object_is_no_holder():
    x = _extract([(SPEAKER, "Mrs Pellowe from the corner shop stood up and said the hedge is a "
                            "disgrace")])[0]
    assert not any(c.owner == "the corner shop" for c in x.claims), x.claims


@pytest.mark.parametrize("text", ["Nobody wants to hear about your gap year",
                                  "Nobody at the party wanted the karaoke machine",
                                  "nobody really likes the new logo"])
def test_a_negative_universal_wanting_is_the_speakers_verdict(text):
    x = _extract([(SPEAKER, text)])[0]
    assert (SPEAKER, []) in _owners(x), x


def test_an_emphatic_own_deed_with_a_rising_mark_is_a_record():
    x = _extract([(LISTENER, "did the plant die?"),
                  (SPEAKER, "I did water it on Tuesday though? with the jug Vennick gave me")])[1]
    assert x.events or x.facts, x


@pytest.mark.parametrize("text,owner", [
    ("One of the nurses, Quorrin, mentioned the quiz night is off", "Quorrin"),
    ("One of the nurses mentioned the quiz night is off", "the nurse"),
])
def test_one_of_a_group_of_a_role(text, owner):
    x = _extract([(SPEAKER, text)])[0]
    assert (owner, [SPEAKER]) in _owners(x), _owners(x)


@pytest.mark.parametrize("text", [
    "Brennick told me the caretaker writes the rota on his lunch break",
    "Brennick said the caretaker posts the menu on his day off",
])
def test_a_noun_phrase_object_reports_nothing(text):
    # 'writes the rota on his lunch break': a base form after a singular noun is a noun of the
    # phrase, no verb of a clause reported — the teller's report is the whole clause
    x = _extract([(SPEAKER, text)])[0]
    assert _owners(x) == [("Brennick", [SPEAKER])], _owners(x)


@pytest.mark.parametrize("text", ["my sister was saying skip Porthkerris at the weekend",
                                  "my sister said book the ferry early"])
def test_reported_advice_with_an_everyday_verb(text):
    # a bare imperative after a verb of saying is advice reported: the general verb list knows
    # everyday verbs ('skip', 'book') as verbs
    x = _extract([(SPEAKER, text)])[0]
    assert (f"{SPEAKER}'s sister", [SPEAKER]) in _owners(x), _owners(x)
