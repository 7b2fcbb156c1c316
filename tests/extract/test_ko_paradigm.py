"""The Korean attribution paradigm (``paradigm_ko.py``) as a regression floor: a fixed sample of
invented dialogues, each dimension value's accuracy held at about what the rules reach now.
A value falling below its floor names the grammar that broke (e.g. ``mark=malloneun``,
``register=katalk``), not a sentence."""

from __future__ import annotations

import pytest
from extract.paradigm_ko import run, sample, table

N, SEED = 300, 13

# dimension=value -> lowest accepted accuracy (owner and chain right; records an Event/Fact and
# no Claim; reported questions no Claim), measured on this sample, less a small margin
FLOORS: dict[str, float] = {
    "all": 0.85,
    "content=eval_best": 0.85,
    "content=eval_hedge": 0.70,
    "content=eval_neg": 0.75,
    "content=eval_noun": 0.85,
    "content=eval_person": 0.70,
    "content=eval_price": 0.85,
    "content=fact_closed": 0.75,
    "content=fact_move": 0.90,
    "ending=dadeonde": 0.80,
    "ending=dadeora": 0.75,
    "ending=dae": 0.75,
    "ending=daesseo": 0.85,
    "ending=dago_hadeora": 0.85,
    "ending=dago_hasyeotdae": 0.45,
    "family=first": 0.80,
    "family=hearsay": 0.80,
    "family=nested": 0.85,
    "family=record": 0.90,
    "mark=geureoneunde": 0.80,
    "mark=malloneun": 0.80,
    "mark=subj": 0.80,
    "mark=topic": 0.80,
    "mark=yaegiro": 0.70,
    "namelen=2": 0.75,
    "namelen=3": 0.85,
    "np=geureoneunde_kin": 0.85,
    "np=kin_gyae": 0.75,
    "np=kin_name": 0.80,
    "np=kin_name_i": 0.70,
    "np=kin_uri": 0.85,
    "np=malloneun_kin": 0.75,
    "np=name": 0.95,
    "np=name_janha": 0.95,
    "np=name_nim": 0.75,
    "np=name_ssi": 0.95,
    "np=nan_deonde": 0.95,
    "np=pro_geubun": 0.60,
    "np=sunbae": 0.85,
    "np=three_level": 0.85,
    "opener=ajmatda": 0.80,
    "opener=anigeulsse": 0.85,
    "opener=geunde": 0.80,
    "opener=geuraeseo": 0.70,
    "opener=heol": 0.85,
    "opener=kk": 0.80,
    "opener=none": 0.85,
    "prior=bare": 0.80,
    "prior=stmt": 0.75,
    "prior=topic": 0.80,
    "register=ban": 0.80,
    "register=katalk": 0.80,
    "register=yo": 0.85,
    "tail=laugh_own": 0.80,
    "tail=none": 0.85,
    "tail=own": 0.70,
}


@pytest.fixture(scope="module")
def results():  # type: ignore[no-untyped-def]
    return run(sample(N, SEED))


def test_overall(results) -> None:  # type: ignore[no-untyped-def]
    ok = sum(r["ok"] for r in results) / len(results)
    assert ok >= FLOORS["all"], f"paradigm accuracy {ok:.3f} < {FLOORS['all']}"


def test_per_dimension(results) -> None:  # type: ignore[no-untyped-def]
    got = table(results)
    low = {k: round(v, 3) for k, v in got.items() if k in FLOORS and v < FLOORS[k]}
    assert not low, f"below floor: {low}"
