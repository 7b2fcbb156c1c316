"""English constructions of the twenty-third pass: each case is a class of miss, written with
invented sentences and names (no data-file sentences or names): owner and relay chain of the
claim the marked turn gives, or the record it lands as."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

SPEAKER = "Dravenna"
LISTENER = "Wyndle"


def _extract(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 4, 7))


CASES = [
    # a possessive in a report binds to the one reporting; the subject pronoun of the clause
    # reported ('she saw …') is bound inside the report and says nothing of the reporter
    ([(SPEAKER, "Then Ostrick said his wife told him she spotted a heron by the pond")], 0,
     "Ostrick's wife", [SPEAKER, "Ostrick"]),
    ([(LISTENER, "Castor turned up late again."),
      (SPEAKER, "Then Ostrick said his aunt told him she saw a heron by the pond")], 1,
     "Ostrick's aunt", [SPEAKER, "Ostrick"]),
    # a titled name found by the loose frame keeps its title
    ([(SPEAKER, "Mrs Pellowe from number 9 stood up and said the timetable is a farce")],
     0, "Mrs Pellowe", [SPEAKER]),
    ([(SPEAKER, 'Mrs Pellowe from number 9 stood up and said, word for word, "the timetable is '
                'a farce"')], 0, "Mrs Pellowe", [SPEAKER]),
]


def test_a_dropped_subject_goes_on_with_the_subject_before():
    # a sentence opening on a verb of saying without its subject goes on with the subject of
    # the sentence before, not with the person last named in it
    x = _extract([(SPEAKER, "yeah Faddle fixed our boiler last week. To be fair, my uncle swears "
                            "by him. Says he's the best plumber around.")])[0]
    assert [(c.owner, list(c.relayed_by)) for c in x.claims if "plumber" in c.content] == [
        (f"{SPEAKER}'s uncle", [SPEAKER])], x.claims


def _contents(x, owner):
    return [c.content for c in x.claims if c.owner == owner]


@pytest.mark.parametrize("text", [
    "Love it. though my mate Brennick heard from Quorrin, who chairs the parish council, that the "
    "library will shut.",
    "I heard from Quorrin, who chairs the parish council, that the library will shut",
])
def test_a_relative_on_the_source_is_an_aside(text):
    # a relative clause on the source, closed by its comma, is no part of the report
    x = _extract([(SPEAKER, text)])[0]
    assert _contents(x, "Quorrin") == ["the library will shut"], x.claims


@pytest.mark.parametrize("text,source", [
    ("Ulvedge's call. she says the coast road floods after midnight, the warden told her that "
     "when she rang", "the warden"),
    ("Ulvedge's call. she says the ferry is cancelled on Sundays, the harbourmaster told her "
     "that when she phoned", "the harbourmaster"),
])
def test_the_tellers_source_told_them_that(text, source):
    # the teller's source as the subject of 'told <teller> that' after the report: the report
    # goes one level down the chain, 'that' pointing back to it
    x = _extract([(SPEAKER, text)])[0]
    assert (source, [SPEAKER, "Ulvedge"]) in _owners(x), _owners(x)
    assert not any(c.content.startswith("when") for c in x.claims), x.claims


def _owners(x):
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


@pytest.mark.parametrize("lines,idx,owner,chain", CASES, ids=[c[0][c[1]][1][:30] for c in CASES])
def test_owner_and_chain(lines, idx, owner, chain):
    x = _extract(lines)[idx]
    assert (owner, chain) in _owners(x), _owners(x)


def test_an_other_gender_object_still_marks_someone_else():
    # (the teller is 'her' in the same breath, so 'his' is someone else's)
    x = _extract([(SPEAKER, "Mossel's hip is playing up again."),
                  (LISTENER, "Selwenna says his surgeon told her he'll need a new joint")])[1]
    assert ("Mossel's surgeon", [LISTENER, "Selwenna"]) in _owners(x), _owners(x)


def test_a_preposition_object_is_no_holder():
    x = _extract([(SPEAKER, "Mrs Pellowe from the bakery stood up and said the parking is a "
                            "travesty")])[0]
    assert not any(c.owner == "the bakery" for c in x.claims), x.claims


@pytest.mark.parametrize("text", ["Nobody asked for another remake of that film",
                                  "Nobody at work wanted the open-plan office",
                                  "nobody really likes the new logo"])
def test_a_negative_universal_wanting_is_the_speakers_verdict(text):
    x = _extract([(SPEAKER, text)])[0]
    assert (SPEAKER, []) in _owners(x), x


def test_an_emphatic_own_deed_with_a_rising_mark_is_a_record():
    x = _extract([(LISTENER, "were we burgled??"),
                  (SPEAKER, "I did lock the glasshouse on Sunday though? before we drove off")])[1]
    assert x.events or x.facts, x


@pytest.mark.parametrize("text,owner", [
    ("One of the lifeguards, Quorrin, mentioned the pool is closing early", "Quorrin"),
    ("One of the lifeguards mentioned the pool is closing early", "the lifeguard"),
])
def test_one_of_a_group_of_a_role(text, owner):
    x = _extract([(SPEAKER, text)])[0]
    assert (owner, [SPEAKER]) in _owners(x), _owners(x)


@pytest.mark.parametrize("text", [
    "Brennick told me the chef adds the garlic during the tea break",
    "Brennick said the chef posts the menu on a Friday",
])
def test_a_noun_phrase_object_reports_nothing(text):
    # 'adds the garlic during the tea break': a base form after a singular noun is a noun of
    # the phrase, no verb of a clause reported — the teller's report is the whole clause
    x = _extract([(SPEAKER, text)])[0]
    assert _owners(x) == [("Brennick", [SPEAKER])], _owners(x)


@pytest.mark.parametrize("text", ["my sister was saying skip the motorway on a Friday",
                                  "my sister said book the canoe early"])
def test_reported_advice_with_an_everyday_verb(text):
    # a bare imperative after a verb of saying is advice reported: the general verb list knows
    # everyday verbs ('skip', 'book') as verbs
    x = _extract([(SPEAKER, text)])[0]
    assert (f"{SPEAKER}'s sister", [SPEAKER]) in _owners(x), _owners(x)


@pytest.mark.parametrize("text,word,noun", [
    ("the rota during the tea break", "break", True),
    ("the lifts break down every week", "break", False),
    ("they break it every time", "break", False),
    ("she was saying skip the motorway", "skip", False),
])
def test_a_base_form_after_a_singular_noun_is_a_noun(text, word, noun):
    from cogmem_rdf.extract.attrib_en import _base_after_singular
    from cogmem_rdf.extract.en_parse import tokenize

    toks = tokenize(text)
    k = next(i for i, t in enumerate(toks) if t.low == word)
    assert _base_after_singular(toks, k) is noun
