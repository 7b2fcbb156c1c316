"""Tenant isolation of Korean tokenisation: the names of one memory (conversation) never change
how another memory's text is read, whatever ran before in the same process. The names of the
conversation are given to Kiwi per call (``ko_parse.tokenize``), never added to the shared Kiwi."""

from __future__ import annotations

from datetime import datetime

from cogmem_rdf.extract import ko_parse
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


def _read(speaker: str, text: str, known: list[str]) -> tuple[object, ...]:
    turn = TurnIn(session="iso", date=datetime(2025, 5, 2), turn="iso:1", speaker=speaker,
                  text=text)
    x = RuleExtractor().extract([turn], known)[0]
    return (
        [(c.owner, c.relayed_by, c.target) for c in x.claims],
        [(e.participants, e.text) for e in x.events],
        [(f.subject, f.text) for f in x.facts],
        x.mentions,
    )


def _other_memory(name: str) -> None:
    """A memory where ``name`` is a person (a speaker who says so)."""
    _read(name, f"안녕, 나는 {name}이야. {name}이 말로는 그 가게 비싸대.", [name])


def test_names_of_one_memory_do_not_change_another() -> None:
    # common words that are also given names: 소망 (a wish), 하나 (one)
    cases = [("소망", "소망이 드디어 이루어졌대."), ("하나", "하나도 안 비싸대, 우리 언니가.")]
    for name, text in cases:
        first = _read("다온", text, ["다온"])
        _other_memory(name)
        again = _read("다온", text, ["다온"])
        assert again == first, name
        assert name not in first[3]  # not a person in this memory


def test_a_known_name_is_still_read_as_a_name_in_its_own_memory() -> None:
    claims, _, _, mentions = _read("다온", "소망이 말로는 그 가게 곧 닫는대.", ["다온", "소망"])
    assert claims and claims[0][:2] == ("소망", ["다온"])
    assert "소망" in mentions
    # and the next memory, without that name, is as if it never was
    assert _read("다온", "소망이 드디어 이루어졌대.", ["다온"])[3] == []


def test_tokenize_reads_only_the_names_in_scope() -> None:
    text = "소망이 드디어 이루어졌대."
    with ko_parse.names_scope(["소망"]):
        inside = [(t.form, t.tag) for t in ko_parse.tokenize(text)]
    outside = [(t.form, t.tag) for t in ko_parse.tokenize(text)]
    assert ("소망", "NNP") in inside
    assert ("소망", "NNP") not in outside
    assert outside == [(t.form, t.tag) for t in ko_parse.kiwi().tokenize(text)]
    # a word cache is keyed by the names in scope that open the word, in either order
    for _ in range(2):
        with ko_parse.names_scope(["소망"]):
            assert ko_parse._looks_like_name("소망", False)
        assert not ko_parse._looks_like_name("소망", False)
