"""Language detection, name keys, routing and determinism."""

from __future__ import annotations

from datetime import datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from cogmem_rdf.extract.base import Extractor
from cogmem_rdf.extract.names import name_key, strip_hypocoristic
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.lang import detect_lang
from cogmem_rdf.models import TurnIn


def test_detect_lang():
    assert detect_lang("I went hiking yesterday.") == "en"
    assert detect_lang("나 어제 등산 갔어.") == "ko"
    assert detect_lang("나 어제 Netflix 봤어") == "ko"
    assert detect_lang("Check out 김치 recipes online tonight") == "en"
    assert detect_lang("") == "en"


def test_name_key_equivalences():
    assert name_key("Odile's piano tutor") == name_key("odile  piano tutor")
    assert name_key("Odile’s tutor") == name_key("Odile's tutor")
    assert name_key("가람의 이모") == name_key("가람네 이모") == name_key("가람 이모")
    assert name_key("Odile") != name_key("Odile's tutor")


def test_strip_hypocoristic():
    assert strip_hypocoristic("경민이") == "경민"
    assert strip_hypocoristic("지수") == "지수"
    assert strip_hypocoristic("하이") == "하이"


def test_protocol_and_routing():
    rx = RuleExtractor()
    assert isinstance(rx, Extractor) and rx.name == "rules"
    d = datetime(2024, 1, 5)
    turns = [
        TurnIn(
            session="s", date=d, turn="1", speaker="Ayla", text="I joined a rowing club last week."
        ),
        TurnIn(
            session="s", date=d, turn="2", speaker="한별", text="나 지난주에 조정 동호회 가입했어."
        ),
        TurnIn(session="s", date=d, turn="3", speaker="Ayla", text="Hello!", lang="en"),
    ]
    out = rx.extract(turns, ["Ayla", "한별"])
    assert [o.turn for o in out] == ["1", "2", "3"]
    assert [o.lang for o in out] == ["en", "ko", "en"]
    assert out[0].events and out[1].events


_WORDS = [
    "I",
    "my",
    "Ayla",
    "says",
    "thinks",
    "Bruno",
    "told",
    "me",
    "went",
    "to",
    "the",
    "gym",
    "last",
    "week",
    "was",
    "a",
    "waste",
    "love",
    "pottery",
    "apparently",
    "his",
    "mom",
    "나",
    "어제",
    "브루노가",
    "그러는데",
    "헬스장",
    "갔어",
    "낭비래",
    "우리",
    "엄마가",
    ".",
    ",",
    "?",
    "every",
    "day",
]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=14))
def test_deterministic_and_valid(words):
    text = " ".join(words)
    rx = RuleExtractor()
    turn = TurnIn(session="s", date=datetime(2024, 1, 5), turn="x", speaker="Ayla", text=text)
    a = rx.extract([turn], ["Ayla", "Bruno"])[0]
    b = rx.extract([turn], ["Ayla", "Bruno"])[0]
    assert a.model_dump() == b.model_dump()
    for c in a.claims:
        assert c.owner not in c.relayed_by
        assert not c.relayed_by or c.relayed_by[0] == "Ayla"
    for e in a.events:
        assert e.participants


def test_one_language_detector_everywhere():
    """Turns, questions and time expressions agree on
    mixed text (one definition, cogmem_rdf.lang)."""
    import cogmem_rdf.loaders as loaders
    import cogmem_rdf.timex as timex
    from cogmem_rdf.extract import rules

    mixed = "I had 비빔밥 with Mina last week"
    assert detect_lang(mixed) == "en" and detect_lang("지난주에 Mina랑 비빔밥 먹었어") == "ko"
    assert loaders.detect_lang is timex.detect_lang is rules.detect_lang is detect_lang
    assert [t.value for t in timex.resolve(mixed, "2024-03-14")] == ["2024-W10"]


def test_name_gender_is_a_general_first_name_table():
    from cogmem_rdf.extract.names import name_gender

    assert name_gender("Radoslaw Nowak") == "m"
    assert name_gender("Genowefa") == "f"
    # ambiguous or unknown names, phrases and Korean names say nothing
    assert name_gender("Alex") is None
    assert name_gender("Qwxyzzle") is None
    assert name_gender("Genowefa's brother") is None
    assert name_gender("지호") is None
