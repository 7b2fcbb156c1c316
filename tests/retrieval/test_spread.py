"""Neighbour spreading in the turn fill (Controller._spread), on a stub catalog: which turns lend
their score to which, for a question answered from one speaker's own turns."""

from __future__ import annotations

import numpy as np

from cogmem_rdf.retrieval.controller import Controller, Options

# one session, in dialogue order; the asked person ("Ines") answers the other speaker's questions
TURNS = ["s1:1", "s1:2", "s1:3", "s1:4", "s1:5"]
SPEAKERS = ["Ines", "Pavo", "Ines", "Pavo", "Ines"]


class _Cat:
    scored = TURNS
    index_of = {t: i for i, t in enumerate(TURNS)}

    def neighbours(self, turn_id: str, span: int = 1) -> list[str]:
        i = TURNS.index(turn_id)
        return [TURNS[j] for j in range(i - span, i + span + 1) if j != i and 0 <= j < len(TURNS)]


def _spread(scores: list[float], span: int = 1) -> list[float]:
    ctl = Controller.__new__(Controller)
    ctl.cat, ctl.opts = _Cat(), Options(neighbour=0.5, top_k=1)
    allowed = np.array([s == "Ines" for s in SPEAKERS])
    arr = np.array(scores, dtype=np.float64)
    ctl._spread(arr, allowed, span)
    arr[~allowed] = -np.inf
    return [round(float(x), 3) for x in arr]


def test_other_speakers_question_lends_to_the_answer_after_it_only():
    # Pavo's "How did the twins like the planetarium?" (s1:4) matches; Ines' reply s1:5 does not
    got = _spread([0.1, 0.0, 0.1, 0.8, 0.0])
    assert got[4] == 0.4          # the answer after the matched question gains
    assert got[2] == 0.1          # the turn before it does not
    assert got[1] == got[3] == -np.inf   # the other speaker's turns are never answers


def test_own_turn_lends_both_ways():
    got = _spread([0.0, 0.0, 0.8, 0.0, 0.1], span=2)
    assert got[0] == 0.4 and got[4] == 0.4


def test_lent_scores_do_not_chain():
    # spreading reads the scores before any were lent: s1:5 gains from s1:4 and lends nothing back
    got = _spread([0.0, 0.0, 0.0, 0.9, 0.0], span=2)
    assert got == [0.0, -np.inf, 0.0, -np.inf, 0.45]
