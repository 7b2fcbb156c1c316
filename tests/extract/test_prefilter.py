"""Required literals of a regular expression (``extract/prefilter.py``): a text without any of
them cannot match, so the prefilter never turns a match away."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from cogmem_rdf.extract.lexicon import _EN_IDIOM_ANY, _EN_IDIOM_NEEDS, EN_IDIOMS, en_idioms
from cogmem_rdf.extract.prefilter import Prefilter, required_literals


def test_fixed_runs_and_branches_give_their_strings():
    assert required_literals(r"\bgreat idea\b") == {"great idea"}
    assert required_literals(r"\b(?:went|goes) (?:nowhere|downhill)\b") == {
        "went nowhere", "went downhill", "goes nowhere", "goes downhill"}
    # an optional part is kept in the run, with and without it
    assert required_literals(r"\bsteps? aside\b") == {"step aside", "steps aside"}


def test_a_class_or_repetition_splits_the_run():
    got = required_literals(r"\bthe \w+ verdict\b")
    assert got == {" verdict"}  # the rarer side of the word in between
    assert required_literals(r"(?:quite|rather)+ odd") is not None


def test_nothing_required_or_case_blind_gives_none():
    assert required_literals(r"\w+") is None
    assert required_literals(r"a?b?") is None
    assert required_literals(re.compile("harbour", re.I)) is None
    assert required_literals(r"(?i:harbour) view") is None  # a case-blind part anywhere: none
    assert required_literals(r"(?:lantern|\d+)") is None  # one branch needs nothing fixed


def test_patterns_without_rare_literals_are_searched():
    pf = Prefilter([r"\bworth a visit\b", r"\b(?:is|was)\b \w+ly\b"])
    assert pf.literals == ("worth a visit",)
    assert pf.rest is not None
    assert pf.may_match("the museum was oddly quiet")  # the second pattern, searched
    assert pf.may_match("honestly worth a visit")
    assert not pf.may_match("the museum closed early")


def test_every_idiom_match_passes_the_prefilter():
    for rx, _ in EN_IDIOMS:
        lits = required_literals(rx)
        if lits is None:
            continue
        for lit in lits:  # each required string, alone in a clause, may match; never turned away
            text = f"well {lit} really"
            if rx.search(text):
                assert _EN_IDIOM_NEEDS.may_match(text), (rx.pattern, lit)


_WORDS = sorted({w for rx, _ in EN_IDIOMS for lit in (required_literals(rx) or ())
                 for w in lit.split()} | {"the", "a", "it", "was", "so", "not", "me", "on"})


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=12))
def test_the_prefilter_never_turns_a_match_away(words):
    text = " ".join(words)
    if _EN_IDIOM_ANY.search(text):
        assert _EN_IDIOM_NEEDS.may_match(text)


def test_en_idioms_still_reads_idioms():
    assert en_idioms("Honestly the ending makes no sense") < 0
    assert en_idioms("that bakery is worth every penny") > 0
    assert en_idioms("we walked to the harbour after lunch") == 0


def test_known_people_tables_are_shared_and_read_the_same():
    from cogmem_rdf.extract.en_parse import Names
    from cogmem_rdf.extract.register_en import normalise

    known = ["Ysmay Tulloch", "Teodric"]
    a, b = Names(known, "Ostrid"), Names(list(known), "Ostrid")
    assert a._keys is b._keys  # one table per list of people, not one per turn
    assert a.known_form("ysmay tulloch") == "Ysmay Tulloch"
    assert a.known_form("ostrid") == "Ostrid"  # the speaker, though not in the list
    assert a.known_form("Corvin") is None
    # a person named lately may be typed in lower case like a known one
    assert normalise("ngl corvin reckons its fine", known, ["Corvin"]) == normalise(
        "ngl corvin reckons its fine", [*known, "Corvin"])
    assert "Corvin" in normalise("ngl corvin reckons its fine", known, ["Corvin"])


def test_a_pattern_without_literals_keeps_its_own_flags():
    pf = Prefilter([r"\bworth a visit\b", re.compile(r"\bharbour\b", re.I)])
    assert pf.may_match("the HARBOUR at dusk")  # case-blind, as the pattern itself
    assert not pf.may_match("the bay at dusk")
