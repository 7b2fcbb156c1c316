"""A turn that ends with a question asks rather than tells (``Options.asking``): it loses a little
in the turn fill, after neighbour spreading, so the answer after it keeps the share it lends."""

from __future__ import annotations

from types import SimpleNamespace

from cogmem_rdf.retrieval.catalog import Catalog
from cogmem_rdf.retrieval.controller import Options


def _cat(texts: list[str]) -> SimpleNamespace:
    ids = [f"s1:{i + 1}" for i in range(len(texts))]
    return SimpleNamespace(scored=ids, turns={t: SimpleNamespace(text=x) for t, x in
                                              zip(ids, texts, strict=True)}, cache={})


def test_turns_ending_with_a_question_are_marked():
    cat = _cat([
        "Those flowers look great! What kind are they?",
        "Sunflowers, from the market. Did you go?  ",
        "Is it open on Sundays? I think it is.",
        "It is.",
        "그 가게 아직 열어？",
    ])
    got = Catalog.asking_array(cat)  # type: ignore[arg-type]
    assert got.tolist() == [1.0, 1.0, 0.0, 0.0, 1.0]
    assert Catalog.asking_array(cat) is got   # kept per catalog


def test_the_penalty_is_on_by_default_and_can_be_turned_off():
    assert Options().asking > 0
    assert Options.of({"asking": 0.0}).asking == 0.0
