"""Verbs of saying and of holding a belief beyond the commonest ones, in English and Korean: the
subject holds the view and the speaker relays it; the same verbs with a plain object report
nothing. Invented sentences, no data file."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


def _claims(speaker: str, text: str, lang: str | None = None) -> list[tuple[str, list[str]]]:
    turns = [
        TurnIn(session="s", date=datetime(2025, 5, 2), turn="s:0", speaker="Wenlock",
               text="any news?" if lang != "ko" else "무슨 소식 있어?", seq=0, lang=lang),
        TurnIn(session="s", date=datetime(2025, 5, 2), turn="s:1", speaker=speaker, text=text,
               seq=1, lang=lang),
    ]
    x = RuleExtractor().extract(turns, [])[-1]
    return [(c.owner, c.relayed_by) for c in x.claims]


@pytest.mark.parametrize("verb", ["revealed", "objected", "countered", "lamented", "mused",
                                  "theorised", "speculated", "raved", "gushed", "blurted",
                                  "griped", "grumbled"])
def test_en_past_verb_of_saying_before_a_clause(verb):
    got = _claims("Corvane", f"Orlaith {verb} the night bus is never on time")
    assert ("Orlaith", ["Corvane"]) in got, got


@pytest.mark.parametrize("text", [
    "Orlaith made the point that the night bus is never on time",
    "Orlaith chimed in that the night bus is never on time",
    "Orlaith piped up that the night bus is never on time",
])
def test_en_phrasal_frames(text):
    assert ("Orlaith", ["Corvane"]) in _claims("Corvane", text)


@pytest.mark.parametrize("text", [
    "Orlaith countered the serve with a lob.",
    "Orlaith raved all night at the club.",
    "Orlaith mused on the pier for hours.",
    "Orlaith revealed her new tattoo yesterday.",
    "Orlaith grumbled the whole way home.",
    "Orlaith piped up halfway through the meeting.",
])
def test_en_same_verbs_with_no_clause_report_nothing(text):
    assert not any(owner == "Orlaith" for owner, _ in _claims("Corvane", text))


@pytest.mark.parametrize("verb", ["예상하더라", "추측하더라", "확신하더라", "짐작하더라",
                                  "믿더라", "평가했어", "맹세했어", "동의했어", "지적했어",
                                  "암시했어", "털어놨어", "징징대더라"])
def test_ko_quotative_with_a_verb_of_belief_or_saying(verb):
    got = _claims("세윤", f"응 하솜가 그 다리 공사는 완전 돈 낭비라고 {verb}", "ko")
    assert ("하솜", ["세윤"]) in got, got


def test_ko_own_belief_stays_the_speakers():
    got = _claims("세윤", "나는 그 다리 공사가 완전 돈 낭비일 거라고 믿어", "ko")
    assert got and all(owner == "세윤" and not chain for owner, chain in got), got
