"""English constructions of who holds a view, each with sentences written for this test (no
data-file sentences, names or topics): sources said after the news, leads that take someone's
word ('going by what X said', 'if you believe X', 'in her words'), holders said without an
article or by a numbered label, a relay chain named after the news ('that's what X told Y, who
told me'), and near-misses that must not become someone's claim."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

from cogmem_rdf.extract.en_parse import is_past

SPEAKER = "Zoltavia"
LISTENER = "Pemberly"


def _extract(lines: list[tuple[str, str]]):
    return extract_lines(lines, datetime(2025, 6, 2))


def _got(lines: list[tuple[str, str]], idx: int = -1) -> list[tuple[str, list[str]]]:
    return [(c.owner, c.relayed_by) for c in _extract(lines)[idx].claims]


CASES = [
    # a source said after the news, with a discourse word after it, or with no comma before it
    ([(SPEAKER, "The quay shuts at six, according to the quartermaster anyway.")],
     "the quartermaster", [SPEAKER]),
    ([(SPEAKER, "the tannery becomes flats in spring according to my landlady though")],
     f"{SPEAKER}'s landlady", [SPEAKER]),
    # a list of verbless items before the source is the whole report
    ([(SPEAKER, "Toasts at seven, dancing at nine, according to the timekeeper anyway.")],
     "the timekeeper", [SPEAKER]),
    # 'heard off X' is 'heard from X'; 'heard that from X' after the news, its 'I' dropped
    ([(SPEAKER, "heard off Ysgarth that the chandlery is closing in June")], "Ysgarth",
     [SPEAKER]),
    ([(SPEAKER, "Tregear heard off his foreman that the yard is shutting.")],
     "Tregear's foreman", [SPEAKER, "Tregear"]),
    ([(SPEAKER, "the chandlery is moving to Bexhill — heard that from my landlady back in March")],
     f"{SPEAKER}'s landlady", [SPEAKER]),
    ([(SPEAKER, "the chandlery is moving to Bexhill, heard that off Ysgarth last week.")],
     "Ysgarth", [SPEAKER]),
    # what someone said as the ground of the clause
    ([(SPEAKER, "going by what Dr Ollerby said, the wrist needs a cast")], "Dr Ollerby",
     [SPEAKER]),
    ([(SPEAKER, "From what my landlady told me, the boiler is on its last legs.")],
     f"{SPEAKER}'s landlady", [SPEAKER]),
    ([(SPEAKER, "the wrist needs a cast, judging by what the nurse said")], "the nurse",
     [SPEAKER]),
    # taking someone's word: 'if you believe X', 'if you listen to X'
    ([(SPEAKER, "if you believe my cousin the new mayor is a crook")], f"{SPEAKER}'s cousin",
     [SPEAKER]),
    ([(SPEAKER, "If you listen to Brannick, the regatta was better before the sponsors.")],
     "Brannick", [SPEAKER]),
    # 'in her words' / 'in his view': whom the pronoun points back to; the quotation is the claim
    ([(SPEAKER, "my gran's parrot escaped again — in her words, 'that bird will be the death of "
                "me'")], f"{SPEAKER}'s gran", [SPEAKER]),
    ([(SPEAKER, "I rang Loveday last night."), (SPEAKER, "In her view the lease is a rip-off.")],
     "Loveday", [SPEAKER]),
    # a capitalised word, where the person is, then a quotative: a name
    ([(SPEAKER, "Hunter on the front gate goes 'the car park is full again'.")], "Hunter",
     [SPEAKER]),
    ([(SPEAKER, "Bex at the garage goes, \"it's the clutch, love\".")], "Bex", [SPEAKER]),
    # a person known by a numbered label; a role said without its article, as chat says it
    ([(SPEAKER, "Assessor 2 basically says the sample is too small.")], "Assessor 2",
     [SPEAKER]),
    ([(SPEAKER, "Adjudicator B reckons the last round was rigged.")], "Adjudicator B",
     [SPEAKER]),
    ([(SPEAKER, "yeah vet reckons ten days of rest, no walks at all")], "the vet", [SPEAKER]),
    ([(SPEAKER, "landlord says the boiler gets fixed on Monday")], "the landlord", [SPEAKER]),
    # a role of a person named in apposition to the speaker's own relation or friend
    ([(SPEAKER, "my mate Marrack's foreman told him the overtime is basically guaranteed")],
     "Marrack's foreman", [SPEAKER, "Marrack"]),
    # 'told her' + a name with its verb: 'her' is the one told, the name the news's subject
    ([(SPEAKER, "Bryher's uncle told her Larrick got sacked from the boatyard.")],
     "Bryher's uncle", [SPEAKER, "Bryher"]),
    # a relative clause telling which one, then the name in apposition, then the report
    ([(SPEAKER, "the man who runs the chippy, Cardew, told my brother the rent is doubling")],
     "Cardew", [SPEAKER, f"{SPEAKER}'s brother"]),
    # a relay chain after the news: 'that's what X told Y, who told me'
    ([(SPEAKER, "Keverne can't stand the new crest — or that's what his sister told "
                "Bryher, who told me")], "Keverne", [SPEAKER, "Bryher", "Keverne's sister"]),
    ([(SPEAKER, "Keverne hates the new crest. That's what his sister told Bryher, who told "
                "me.")], "Keverne", [SPEAKER, "Bryher", "Keverne's sister"]),
    ([(SPEAKER, "the quarry is closing, or at least that's what my neighbour told Bryher, who "
                "told me")], f"{SPEAKER}'s neighbour", [SPEAKER, "Bryher"]),
    ([(SPEAKER, "Loveday's dad isn't pleased with the new fence, or at least that's what "
                "Loveday told me")], "Loveday's dad", [SPEAKER, "Loveday"]),
    # a quotative after a verb phrase joined by 'and', with 'quote' before the quotation
    ([(SPEAKER, "Tregear's aunt took one bite and goes, quote, 'this chutney is a crime'")],
     "Tregear's aunt", [SPEAKER]),
    # 'he' after a coordinated clause is its subject (a past form with a prefix: 'redid')
    ([(LISTENER, "did the survey come back?"),
      (SPEAKER, "Ysgarth redid the survey on Friday and now he's saying the roof is sound")],
     "Ysgarth", [SPEAKER]),
    # a capitalised word after 'his' after a preposition is a thing (a car), no antecedent
    ([(SPEAKER, "my uncle Tregear got the same fault on his Astra last winter, the garage "
                "charged him a fortune, he told me")], "Tregear", [SPEAKER]),
]


@pytest.mark.parametrize("lines,owner,chain", CASES, ids=[c[0][-1][1][:40] for c in CASES])
def test_owner_and_chain(lines, owner, chain):
    got = _got(lines)
    assert (owner, chain) in got, (lines[-1][1], got)


# near-misses: the same words where no one else holds a view (a question, a record, a literal
# place or preposition); no claim owned by anyone but the speaker
NOT_REPORTS = [
    "Is the quay shut according to the app?",
    "Is the quay shut, according to the app?",
    # a question after a lead: the speaker asks what the source says
    "According to Tregear, is the quay shut?",
    "Per the tide table, is the causeway open today?",
    "apparently is the quay shut?",
    "I sorted the receipts according to date.",
    "Did you hear that from Ysgarth?",
    "Going by the map, the pier is a mile away.",
    "From what I can tell, the boiler is fine.",
    "If you believe in ghosts, the castle is terrifying.",
    "Loveday came round. In her garden the roses are dying.",
    "dentist booked for Tuesday.",
    "Did the vet say anything?",
    "Room 4 is freezing.",
    "tbh Loveday I don't think you should risk it",
    "the man who runs the chippy, Cardew, closed early today.",
    "Did Bryher hear that off the radio?",
]


@pytest.mark.parametrize("text", NOT_REPORTS)
def test_no_one_elses_claim(text):
    got = _got([(SPEAKER, text)])
    assert all(owner == SPEAKER and not chain for owner, chain in got), (text, got)


def test_a_brand_after_his_is_no_person():
    x = _extract([(SPEAKER, "my uncle Tregear got the same fault on his Astra, the garage "
                            "charged him a fortune, he told me")])[0]
    assert "Astra" not in x.mentions, x.mentions


# a past form after a verb prefix is a past form ('Ysgarth redid …'), unless a base verb shares
# it: 'output', 'relay', 'outset' are nouns
@pytest.mark.parametrize("word,past", [("reran", True), ("misheard", True), ("overslept", True),
                                       ("undertook", True), ("output", False), ("relay", False),
                                       ("outset", False), ("outlet", False), ("outcome", False)])
def test_a_prefixed_past_form(word, past):
    assert is_past(word) is past


@pytest.mark.parametrize("news", [
    "he's behind on the rent again btw — heard that from my cousin last week",
    "she's been let go from the depot, heard it off my brother",
])
def test_a_source_after_the_news_does_not_take_over_the_next_pronoun(news):
    """The pronoun that opens the news keeps the person spoken of as the centre; the source
    said after it is not who the next 'he'/'she' stands for."""
    person = "Ottoline" if news.startswith("she") else "Brannock"
    lines = [
        (LISTENER, f"{person} from the flat below was hammering at midnight."),
        (SPEAKER, news),
        (LISTENER, f"honestly I don't think {news.split(chr(39))[0]}'s a bad sort, just careless"),
    ]
    claims = _extract(lines)[-1].claims
    assert claims and {(c.owner, c.target) for c in claims} == {(LISTENER, person)}
