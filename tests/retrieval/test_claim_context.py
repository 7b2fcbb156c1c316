"""A short "who said" claim read with the turn it answers (Controller._context), on a stub
catalog: invented turns, claims as plain nodes."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from cogmem_rdf.retrieval import operators as op
from cogmem_rdf.retrieval.controller import Controller, Options, _short


@dataclass
class _Row:
    session: str


@dataclass
class _Cat:
    turns: dict[str, _Row]
    claims: dict[str, op.Node]
    cache: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_seq = list(self.turns)
        self.turn_pos = {t: i for i, t in enumerate(self.by_seq)}
        self.index_of = dict(self.turn_pos)


def _claim(iri: str, turn: str, text: str) -> op.Node:
    return op.Node(iri=iri, type="Claim", label=None, text=text, turns=[turn])


# s1:1 asks (no claim); s1:2 answers with one short claim; s1:3 holds a view; s1:4 replies to it
# with a short claim; s1:5 holds two claims; s2:1 opens another session
TURNS = {t: _Row(t.split(":")[0]) for t in ["s1:1", "s1:2", "s1:3", "s1:4", "s1:5", "s2:1"]}
CLAIMS = {
    "c2": _claim("c2", "s1:2", "moved to Thursday"),
    "c3": _claim("c3", "s1:3", "the quiz night at the Anchor is cancelled"),
    "c4": _claim("c4", "s1:4", "it isn't"),
    "c5a": _claim("c5a", "s1:5", "Ormsby is lovely"),
    "c5b": _claim("c5b", "s1:5", "the ferry there is a nightmare"),
    "c6": _claim("c6", "s2:1", "too early"),
}
MATCH = np.array([0.9, 0.1, 0.8, 0.2, 0.3, 0.7])


def _context(iri: str) -> float:
    ctl = Controller.__new__(Controller)
    ctl.cat, ctl.opts = _Cat(TURNS, CLAIMS), Options()
    return ctl._context(CLAIMS[iri], MATCH)


def test_a_short_answer_to_a_question_turn_takes_its_match():
    assert _context("c2") == 0.9


def test_a_reply_to_a_view_does_not():
    assert _context("c4") == 0.0


def test_a_claim_beside_another_on_its_turn_does_not():
    assert _context("c5a") == 0.0


def test_the_first_turn_of_a_session_has_nothing_before_it():
    assert _context("c6") == 0.0


def test_short_counts_words():
    assert _short("it isn't", 3) and _short("그건 아닐걸", 3)
    assert not _short("the quiz night at the Anchor is cancelled", 3) and not _short("", 3)
