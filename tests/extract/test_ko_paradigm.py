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
    "all": 0.91,
    "content=eval_best": 0.90,
    "content=eval_hedge": 0.80,
    "content=eval_neg": 0.85,
    "content=eval_noun": 0.95,
    "content=eval_person": 0.85,
    "content=eval_price": 0.90,
    "content=fact_closed": 0.85,
    "content=fact_move": 0.95,
    "ending=dadeonde": 0.90,
    "ending=dadeora": 0.90,
    "ending=dae": 0.90,
    "ending=daesseo": 0.95,
    "ending=dago_hadeora": 0.95,
    "ending=dago_hasyeotdae": 0.85,
    "family=first": 0.80,
    "family=hearsay": 0.90,
    "family=nested": 0.85,
    "family=record": 0.90,
    "mark=geureoneunde": 0.95,
    "mark=malloneun": 0.90,
    "mark=subj": 0.90,
    "mark=topic": 0.90,
    "mark=yaegiro": 0.80,
    "namelen=2": 0.90,
    "namelen=3": 0.90,
    "np=geureoneunde_kin": 0.90,
    "np=kin_gyae": 0.85,
    "np=kin_name": 0.95,
    "np=kin_name_i": 0.95,
    "np=kin_uri": 0.95,
    "np=malloneun_kin": 0.80,
    "np=name": 0.95,
    "np=name_janha": 0.95,
    "np=name_nim": 0.85,
    "np=name_ssi": 0.95,
    "np=nan_deonde": 0.95,
    "np=pro_geubun": 0.85,
    "np=sunbae": 0.85,
    "np=three_level": 0.85,
    "opener=ajmatda": 0.85,
    "opener=anigeulsse": 0.90,
    "opener=geunde": 0.85,
    "opener=geuraeseo": 0.85,
    "opener=heol": 0.90,
    "opener=kk": 0.90,
    "opener=none": 0.95,
    "prior=bare": 0.85,
    "prior=stmt": 0.95,
    "prior=topic": 0.90,
    "register=ban": 0.90,
    "register=katalk": 0.90,
    "register=yo": 0.90,
    "tail=laugh_own": 0.90,
    "tail=none": 0.90,
    "tail=own": 0.90,
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
